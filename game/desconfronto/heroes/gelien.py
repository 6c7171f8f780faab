"""Gëlien's companion Nina, his Hunter's Marks and unique Signature cards (DC-HERO-GEL).

Nina is a board figure (ref ``"n<seat>"``, ``state.Companion``; DC-HERO-GEL-02/03): she is not a
hero, so single-hero creature attacks never pick her, but area attacks ("all heroes"), area effects,
heals and shield cards reach her, and every condition affects her. Her state lives in ``res``:
``nina`` (her Vigor), ``nina_max``, ``nina_cond``/``nina_thunder`` (her conditions), ``nina_shields``
(shield cards on her), ``nina_away`` (Gëlien turns she still misses after being Exhausted),
``nina_turn`` (the turn she last acted: 1 action per Gëlien turn), plus
``marks`` (creature ref -> Hunter's Marks), ``mark_turn`` (the free passive mark, once per turn)
and ``primal`` (the ref Primal Awareness protects until Gëlien's next turn).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction, class_action
from game.desconfronto.coliseum.foes import break_shields, foes, is_foe
from game.desconfronto.coliseum.rivals import first_round
from game.desconfronto.content import card_def
from game.desconfronto.creatures import CREATURES
from game.desconfronto.dice import roll_attack
from game.desconfronto.heroes import gelien_prestige, gelien_skills
from game.desconfronto.hooks import hook
from game.desconfronto.levels import has
from game.desconfronto.state import CombatState

NINA_MAX = 4  # authored (AMB-50): she comes back with 4
NINA_RETURN = 4
MARK_CAP = 6
CLAW_DICE = {"nina_attack_1": 1, "nina_attack_2": 2}


def nina_max(h: Any) -> int:
    return NINA_MAX + 2 * has(h, "gelien.nina_vigor")


def nina_ready(state: CombatState, seat: int) -> bool:
    """DC-HERO-GEL-01/05: 1 action on each of Gëlien's turns, unless she is away."""
    res = state.heroes[seat].res
    if state.coliseum is not None and seat in state.coliseum.eliminated:  # out of the arena: Nina too (DC-COL-14)
        return False
    return (
        res.get("nina", 0) > 0
        and not res.get("nina_away")
        and res.get("nina_turn") != state.turn
        and state.active_hero == seat
        and state.phase == "hero"
    )


_NINA_DICE: dict[str, int] = {}  # card definitions never change: memoised for the Hero Phase enumeration


def nina_dice(pid: str) -> int:
    """Dice Nina rolls when her action plays this card: its claw line, else its attack lines (AMB-50)."""
    n = _NINA_DICE.get(pid)
    if n is None:
        n = _NINA_DICE[pid] = _nina_dice(pid)
    return n


def _nina_dice(pid: str) -> int:
    cd = card_def(pid)
    claw = sum(CLAW_DICE.get(e.cond, 0) for e in cd.effects if e.verb == "hook")
    if claw:
        return claw
    if any(e.verb == "hook" and e.cond == "following_arrow" for e in cd.effects):
        return 2
    return sum(e.amount for e in cd.effects if e.verb == "attack" and e.to == "t1")


def _feral(h: Any) -> bool:
    return any(c.startswith("gelien.feral_attunement#") for c in h.active)


def nina_attack(state: CombatState, seat: int, ref: str, dice: int) -> list[Event]:
    """Nina's own physical attack: Feral Attunement's +1, Hunter's Marks, thorns hurt her, not Gëlien."""
    if ref[:1] == "h" and state.coliseum is not None and dice > 0 and not damage.down(state, ref):
        return _nina_on_rival(state, seat, ref, dice)
    if ref[:1] != "c" or damage.down(state, ref) or dice <= 0:
        return []
    h = state.heroes[seat]
    res = h.res
    res["nina_turn"] = state.turn
    pos = int(ref[1:])
    base, rolled = roll_attack(state, dice)
    thunder = conditions.thunder_bonus(state, ref)
    shields = damage.creature_shields(state, pos)
    magical = False
    pre: list[Event] = []
    if h.subclass:  # Command: Charge, the Avenger's magical attacks (gelien_prestige.py)
        base, shields, magical, pre = gelien_prestige.nina_roll(state, seat, ref, base, rolled, shields)
    if magical:  # no card's bonus, no Purification/Corruption (physical only), no shields; Thunder adds
        dmg = base + thunder
        shields = 0
        wounds = max(0, dmg)
    else:
        dmg = base + int(_feral(h)) + conditions.dealt_modifier(state, f"n{seat}")  # her own Cor./Pur.
        if state.options["modifiers_after_shields"]:  # AMB-07's alternative: Thunder lands past the shields
            wounds = max(0, max(0, dmg - shields) + thunder)
        else:
            dmg += thunder
            wounds = max(0, dmg - shields)
    marks = res.get("marks", {}).pop(ref, 0) if wounds else 0
    events = pre + [
        Event(
            "dc.gelien_nina_attack",
            {
                "hero": seat,
                "target": ref,
                "dice": rolled,
                "damage": max(0, dmg),
                "shields": shields,
                "wounds": wounds,
                "marks": marks,
            },
            reveals=True,
        )
    ]
    iced = state.creatures[pos].cond.get("ice")  # an Iced creature cannot retaliate (DC-COND-03)
    events += damage.wound(state, ref, wounds + marks, "magical" if magical else "physical")
    if wounds:
        gelien_skills.note_wound(state, seat, ref)  # Volley answers her wounds too
    if h.subclass:
        events += gelien_prestige.nina_hit(state, seat, ref, wounds)
    thorns = CREATURES[state.creatures[pos].creature].thorns
    if wounds and thorns and not iced:
        events += nina_hurt(state, seat, thorns)
    if res.get("nina_cond", {}).get("ice"):  # DC-COND-03: Ice wounds after each action, hers too
        events += damage.wound(state, f"n{seat}", 1, "condition")
    return events


def _nina_on_rival(state: CombatState, seat: int, ref: str, dice: int) -> list[Event]:
    """In the arena Nina's attack on a rival hero is Gëlien's side's physical attack (``coliseum/duel.py``,
    the defender's best shields): Feral Attunement's +1, then the Hunter's Marks if it wounded."""
    h = state.heroes[seat]
    h.res["nina_turn"] = state.turn
    before = state.fig(ref).vigor
    events = damage.hero_attack(state, seat, ref, dice, 0, int(_feral(h)))
    if state.fig(ref).vigor < before and not damage.down(state, ref):
        marks = h.res.get("marks", {}).pop(ref, 0)
        if marks:
            events += [Event("dc.gelien_mark_cashed", {"target": ref, "marks": marks})]
            events += damage.wound(state, ref, marks, "direct")
    if h.res.get("nina_cond", {}).get("ice"):  # DC-COND-03: Ice wounds after each action, hers too
        events += damage.wound(state, f"n{seat}", 1, "condition")
    return events


def nina_hurt(state: CombatState, seat: int, n: int) -> list[Event]:
    """Wounds on Nina (thorns...): she is a figure, so ``damage.wound`` handles her fall."""
    return damage.wound(state, f"n{seat}", n, "thorns")


@hook("gelien_companion_down")
def nina_down(state: CombatState, seat: int) -> list[Event]:
    """DC-HERO-GEL-05: at 0 Nina is Exhausted; Gëlien loses 1 level; she misses his next turn.
    Her conditions go; shield cards on her return to their owners' discard piles."""
    h = state.heroes[seat]
    res = h.res
    res["nina_away"] = 2
    if h.subclass:  # the Avenger's extra die while she is down
        gelien_prestige.nina_down(state, seat)
    if h.level > 0:
        h.level -= 1
    for c in [c for c in h.active if c.startswith("gelien.feral_attunement#")]:
        h.active.remove(c)  # "until she is exhausted"
        h.discard.put_top(c)
    res.pop("nina_cond", None)
    res.pop("nina_thunder", None)
    for card, _ in res.pop("nina_shields", []):
        state.heroes[state.seat_of[card_def(card).hero]].discard.put_top(card)
    return [Event("dc.gelien_nina_exhausted", {"hero": seat, "level": h.level})]


@hook("gelien_companion_defence")
def nina_defence(state: CombatState, seat: int, dmg: int) -> tuple[int, list[Event]]:
    """Feral Attunement: +1 on her defences (1 less damage); tree 1's free shield of the turn."""
    cut = int(_feral(state.heroes[seat]))
    if dmg > cut and gelien_skills.token_ready(state, seat):
        return cut + 1, gelien_skills.spend_token(state, seat)
    return cut, []


@hook("gelien_combat_start")
def combat_start(state: CombatState, seat: int) -> None:
    h = state.heroes[seat]
    h.res["nina"] = h.res["nina_max"] = nina_max(h)
    h.res["marks"] = {}


@hook("gelien_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    """Nina comes back after her round away; on the board she resolves her own conditions
    (DC-CMB-05), and Stunned costs her her one action."""
    res = state.heroes[seat].res
    res.pop("primal", None)
    events: list[Event] = []
    away = res.get("nina_away", 0)
    if away:
        if away > 1:
            res["nina_away"] = away - 1
            return []
        del res["nina_away"]
        gelien_prestige.nina_back(state, seat)
        res["nina"] = min(NINA_RETURN, nina_max(state.heroes[seat]))
        return [Event("dc.gelien_nina_back", {"hero": seat, "vigor": res["nina"]})]
    ref = f"n{seat}"
    if res.get("nina", 0) > 0 and (res.get("nina_cond") or res.get("nina_thunder")):
        events += conditions.start_of_turn(state, ref)
        if not damage.down(state, ref) and res["nina_cond"].pop("stunned", 0):
            res["nina_turn"] = state.turn
            events.append(Event("dc.stun_spent", {"target": ref}))
    return events


_CREF = tuple(f"c{i}" for i in range(64))  # figure refs, built once
# (seat, card id, living enemies) -> Nina's attacks with that card: frozen actions of content-fixed
# names, shared instead of formatting and looking up one per enemy on every Hero Phase enumeration
_NINA_ACTS: dict[tuple[int, str, tuple[str, ...]], tuple[Action, ...]] = {}


def _nina_card_actions(seat: int, card: str, enemies: tuple[str, ...]) -> tuple[Action, ...]:
    key = (seat, card, enemies)
    acts = _NINA_ACTS.get(key)
    if acts is None:
        if len(_NINA_ACTS) > 50_000:  # seats, cards and boards are few; a guard, not a policy
            _NINA_ACTS.clear()
        acts = _NINA_ACTS[key] = tuple(class_action(seat, "gelien_nina", f"{card}@{r}") for r in enemies)
    return acts


def _nina_options(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    if not nina_ready(state, seat):
        return []
    enemies = tuple(foes(state, seat))  # living() in co-op; the rivals and beasts in the arena
    if state.coliseum is not None and first_round(state):  # L172: no attack (her "card@ref" hides the ref)
        enemies = ()
    acts: list[Action] = []
    seen: set[str] = set()
    for c in h.hand:
        base = c.partition("#")[0]
        if base in seen:
            continue
        seen.add(base)
        if base == "gelien.command_charge" or nina_dice(c):
            acts += _nina_card_actions(seat, c, enemies)
    if has(h, "gelien.nina_claw"):
        acts += [class_action(seat, "gelien_claw", r) for r in enemies]
    if has(h, "gelien.nina_fetch") and any(not card_def(c).is_signature for c in h.discard):
        acts.append(ClassAction(seat, "gelien_fetch", f"h{seat}"))
    if h.subclass:  # the Guardian's mounted attack, Bite and Grab's move (gelien_prestige.py)
        acts += gelien_prestige.class_actions(state, seat, True)
    return acts


@hook("gelien_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    h = state.heroes[seat]
    acts: list[Action] = []
    if h.res.get("mark_turn") != state.turn and (not h.subclass or gelien_prestige.mark_allowed(state, seat)):
        acts += [class_action(seat, "gelien_mark", r) for r in foes(state, seat)]
    if not h.reaction_used and not h.exhausted and h.res.get("nina", 0) > 0:
        acts += [
            ClassAction(seat, "gelien_attune", c) for c in h.hand if c.startswith("gelien.feral_attunement#")
        ]
    return acts + _nina_options(state, seat)


@hook("gelien_late_actions")
def late_actions(state: CombatState, seat: int) -> list[Action]:
    """Nina keeps her action after Gëlien spent both of his."""
    return _nina_options(state, seat)


@hook("gelien_holds_phase")
@hook("gelien_acts_while_down")
def nina_still_acts(state: CombatState, seat: int) -> bool:
    """The turn stays open while Nina has her action: after Gëlien spent both of his, and (L623:
    "When Gëlien falls exhausted, Nina may still carry out her action in the turn") the turn he falls
    in and the turn he spends getting up."""
    return bool(_nina_options(state, seat))


@hook("gelien_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    res = h.res
    name = action.name
    if name in ("guardian_mount", "guardian_grab"):
        return gelien_prestige.class_apply(state, seat, action, nina_attack)
    if name == "avenger_redirect":
        return gelien_prestige.redirect(state, seat, action)
    if name.startswith("gelien_volley_"):
        return gelien_skills.volley_apply(state, seat, action)
    if name == "gelien_guard":
        return gelien_skills.guard_apply(state, seat, action)
    if name == "gelien_mark":
        res["mark_turn"] = state.turn
        cost = gelien_prestige.mark_cost(state, seat, action.target) if h.subclass else 0  # Relentless Mark
        return add_mark(state, seat, "", [action.target]), cost
    if name == "gelien_attune":
        h.hand.remove(action.target)
        h.active.append(action.target)
        h.reaction_used = True
        return [Event("dc.gelien_attuned", {"hero": seat, "card": action.target})], 0
    if name == "gelien_claw":  # tree 1, 1st
        res["nina_turn"] = state.turn
        events = [
            Event("dc.gelien_nina_claw", {"hero": seat, "target": action.target}),
            *damage.wound(state, action.target, 1, "direct"),
        ]
        if any(e.kind == "dc.wounded" for e in events):
            gelien_skills.note_wound(state, seat, action.target)
        return events + gelien_skills.volley_after_nina(state, seat), 0
    if name == "gelien_fetch":  # tree 2, 2nd
        res["nina_turn"] = state.turn
        pool = [c for c in h.discard if not card_def(c).is_signature]
        card = state.rng.choice(pool)
        h.discard.remove(card)
        h.hand.append(card)
        return [
            Event(
                "dc.gelien_fetched",
                {"hero": seat, "card": card, "from": "discard", "to": "hand"},
                reveals=True,
            )
        ], 0
    card, _, ref = action.target.partition("@")
    h.hand.remove(card)
    h.discard.put_top(card)
    events = [Event("dc.gelien_nina_played", {"hero": seat, "card": card, "target": ref})]
    if card.startswith("gelien.command_charge#"):
        events += command_charge(state, seat, card, [ref])
        if any(e.kind == "dc.wounded" and e.data["target"] == ref for e in events):
            gelien_skills.note_wound(state, seat, ref)
        return events + gelien_skills.volley_after_nina(state, seat), 0
    events += nina_attack(state, seat, ref, nina_dice(card))
    return events + gelien_skills.volley_after_nina(state, seat), 0


def _claw(dice: int):
    def run(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
        """DC-HERO-GEL-06: Nina carries out the claw line of the first claw card of the turn only."""
        ref = next((r for r in targets if r[:1] == "c" or (r[:1] == "h" and is_foe(state, seat, r))), "")
        if not ref or not nina_ready(state, seat):
            return []
        return nina_attack(state, seat, ref, dice)

    return run


for _name, _dice in CLAW_DICE.items():
    hook(_name)(_claw(_dice))


@hook("gelien_after_hero_attack")
def cash_marks(state: CombatState, owner: int, seat: int, ref: str, data: dict[str, Any]) -> list[Event]:
    """Authored passive (AMB-49): Gëlien's attack that gets through adds 1 wound per mark, spending them."""
    if seat != owner or not data["wounds"]:
        return []
    gelien_skills.note_wound(state, owner, ref)
    if damage.down(state, ref):
        return []
    marks = state.heroes[owner].res.get("marks", {}).pop(ref, 0)
    if not marks:
        return []
    return [
        Event("dc.gelien_mark_cashed", {"target": ref, "marks": marks}),
        *damage.wound(state, ref, marks, "direct"),
    ]


@hook("gelien_modify_attack")
def primal_on_creatures(state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int):
    if state.heroes[owner].res.get("primal") == ref:
        mode = max(-1, mode - 1)
    if state.heroes[owner].subclass:  # the Avenger's die, Bite and Grab, Relentless Mark (gelien_prestige.py)
        dice, mode = gelien_prestige.modify_attack(state, owner, seat, ref, dice, mode)
    return dice, mode, bonus


@hook("gelien_modify_creature_attack")
def primal_on_heroes(state: CombatState, owner: int, pos: int, seat: int, dice: int, mode: int):
    primal = state.heroes[owner].res.get("primal")
    if primal and primal == f"h{seat}":  # every creature attack asks: the ref built only when marked
        mode = max(-1, mode - 1)
    return dice, mode


@hook("add_mark")
def add_mark(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0] if targets else ""
    if not (ref[:1] == "c" or (ref[:1] == "h" and is_foe(state, seat, ref))) or damage.down(state, ref):
        return []
    marks = state.heroes[seat].res.setdefault("marks", {})
    marks[ref] = min(MARK_CAP, marks.get(ref, 0) + 1)
    return [Event("dc.gelien_marked", {"target": ref, "marks": marks[ref]})]


@hook("rain_marks")
def rain_marks(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    events: list[Event] = []
    for ref in foes(state, seat):  # every enemy: the rivals too in the arena
        events += add_mark(state, seat, card, [ref])
    return events


@hook("following_arrow")
def following_arrow(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    marked = state.heroes[seat].res.get("marks", {}).get(ref, 0) > 0
    return damage.hero_attack(state, seat, ref, 2, mode=1 if marked else 0)


@hook("command_charge")
def command_charge(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Nina's action: the creature's shields stop until Gëlien's next turn, then 2 wounds. On a rival hero
    (the arena) "break every shield": its Active Shields are discarded (``foes.break_shields``)."""
    ref = targets[0] if targets else ""
    if not nina_ready(state, seat) or not is_foe(state, seat, ref) or ref[:1] == "n" or damage.down(state, ref):
        return [Event("dc.gelien_nina_unavailable", {"hero": seat})]
    state.heroes[seat].res["nina_turn"] = state.turn
    _n, events = break_shields(state, seat, ref)
    return [*events, *damage.wound(state, ref, 2, "direct")]


@hook("primal_awareness")
def primal_awareness(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    ref = targets[0]
    if damage.down(state, ref):
        return []
    fig = state.fig(ref)
    gone = sorted(k for k in fig.cond if k not in ("corruption", "cor_turns"))
    for k in gone:
        del fig.cond[k]
    if fig.thunder:
        fig.thunder = []
        gone.append("thunder")
    state.heroes[seat].res["primal"] = ref
    return [Event("dc.gelien_primal", {"target": ref, "removed": gone})]


@hook("feral_attunement")
def feral_attunement(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    return [Event("dc.gelien_attuned", {"hero": seat, "card": card})]
