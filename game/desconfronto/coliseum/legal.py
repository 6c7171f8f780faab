"""The legal actions of the arena, where they differ from a combat's (DC-COL-04/06/07/08/12), and why
an action is refused (membership of that list: the arena's lists are short).

* While one of the arena's own questions is pending — the mulligan, a reward, a Revide, a defender's
  shields — only its answers.
* In the Hero Phase, the engine's actions with every other hero as an enemy (``rivals.py``), except:
  no fleeing (there is nowhere to go); a card that attacks every enemy names its main target
  (DC-COL-07); in the first round nothing may aim at a rival and no Sacrifice is made (L172, "no attack
  is allowed in this first round"); both actions must be taken while any is possible (L173): Pass only
  when nothing else can be done.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from game.core.actions import Action, Refusal
from game.desconfronto.actions import ChooseTarget, Flee, Pass, PlayCard, Sacrifice, TakeHit, UseShield
from game.desconfronto.coliseum.answers import revide_options, reward_trees
from game.desconfronto.coliseum.foes import hook_reaches_every_enemy
from game.desconfronto.coliseum.rivals import first_round, is_rival, rivals
from game.desconfronto.coliseum_actions import MULLIGAN_SEP, Mulligan, Reward
from game.desconfronto.content import card_def
from game.desconfronto.state import CombatState

Engine = Callable[[CombatState], list[Action]]
ARENA_KINDS = ("mulligan", "revide", "reward", "col_shields")

FIRST_ROUND = Refusal("dc_coliseum.refusal.first_round")
MUST_ACT = Refusal("dc_coliseum.refusal.must_act")
NO_FLEE = Refusal("dc_coliseum.refusal.no_flee")
NOT_NOW = Refusal("dc_coliseum.refusal.not_now")
MAIN_TARGET = Refusal("dc_coliseum_rules.refusal.main_target")

_AREA: dict[str, bool] = {}
_ENEMY_SLOTS = ("enemy", "other_enemy", "other_any")


def area_card(pid: str) -> bool:
    """A card with no target slot whose effects reach every enemy: it names a main target (memoised)."""
    got = _AREA.get(pid)
    if got is None:
        cd = card_def(pid)
        got = _AREA[pid] = not cd.targets and any(e.to in ("all_enemies", "other_enemies") for e in cd.effects)
    return got


def aims_at_enemy(state: CombatState, seat: int, a: Action) -> bool:
    """What the first round forbids (L172, "no attack is allowed"): a Sacrifice, an action aimed at a rival
    or a beast, a card that reaches every enemy, or one with a later slot only an enemy could answer."""
    if type(a) is Sacrifice:
        return True
    target = getattr(a, "target", "")
    if isinstance(target, str) and target and (target[0] == "c" or is_rival(state, seat, target)):
        return True
    if type(a) is PlayCard:
        cd = card_def(a.card)
        return area_card(a.card) or hook_reaches_every_enemy(a.card) or any(k in _ENEMY_SLOTS for k in cd.targets[1:])
    return False


def mulligans(state: CombatState, seat: int) -> list[Action]:
    """Every distinct set of first-hand cards to put back (copies of one card count once)."""
    hand = sorted(state.heroes[seat].hand)
    seen: set[tuple[str, ...]] = set()
    out: list[Action] = []
    for k in range(len(hand) + 1):
        for combo in combinations(hand, k):
            key = tuple(c.partition("#")[0] for c in combo)
            if key not in seen:
                seen.add(key)
                out.append(Mulligan(seat, MULLIGAN_SEP.join(combo)))
    return out


def legal_actions(state: CombatState, engine: Engine) -> list[Action]:
    pend = state.pending
    if state.phase == "over":
        return []
    if pend is not None:
        p, kind = pend["player"], pend["kind"]
        if kind == "mulligan":
            return mulligans(state, p)
        if kind == "reward":
            trees = reward_trees(state, p)
            return [*(Reward(p, True, t) for t in trees or [0]), Reward(p, False, 0)]
        if kind == "revide":
            return list(revide_options(state, p, pend["attacker"]))
        if kind == "col_shields":
            return [*(UseShield(p, s[0]) for s in state.heroes[p].shields), TakeHit(p)]
        acts = engine(state)
        if kind == "target":
            if not acts:  # every rival down at once: the slot is skipped, as a later slot with nobody is
                return [ChooseTarget(p, "")]
            if first_round(state):
                kept = [a for a in acts if not aims_at_enemy(state, p, a)]
                return kept or acts  # (a card is only played in the first round if a harmless answer exists)
        return acts
    acts = engine(state)
    if state.phase != "hero":
        return acts
    return hero_actions(state, acts, first_round(state))


def hero_actions(state: CombatState, acts: list[Action], early: bool) -> list[Action]:
    """The arena's Hero Phase list over the engine's ``acts``; ``early``: the first round's rule applies."""
    p = state.active_hero
    foes = rivals(state, p)
    out: list[Action] = []
    passes = 0
    for a in acts:
        t = type(a)
        if t is Flee:
            continue
        if t is PlayCard:
            card = a.card  # type: ignore[attr-defined]
            if area_card(card):
                if not early:
                    out += [PlayCard(p, card, r) for r in foes]
                continue
            if not a.target and card_def(card).targets[:1] == ("ally",):  # type: ignore[attr-defined]
                continue  # a card for an ally, and the arena has none
        elif t is Pass:
            passes += 1
        if early and aims_at_enemy(state, p, a):
            continue
        out.append(a)
    if state.actions_left > 0 and passes < len(out):  # something other than Pass is listed
        out = [a for a in out if type(a) is not Pass]  # L173: both actions are mandatory
    if not out:  # nothing at all can be done (every rival down, one card left): the turn ends
        out = [Pass(p)]
    return out


def refusal(state: CombatState, a: Action, engine: Engine, engine_refusal: Callable[[CombatState, Action], Refusal | None]) -> Refusal | None:
    if a in legal_actions(state, engine):
        return None
    pend = state.pending
    if pend is not None and pend["kind"] in ARENA_KINDS:
        return engine_refusal(state, a) if a.player != pend["player"] else NOT_NOW
    if type(a) is Flee:
        return NO_FLEE
    if type(a) is Pass and state.phase == "hero" and a.player == state.active_hero:
        return MUST_ACT
    if first_round(state) and aims_at_enemy(state, a.player, a) and _later_legal(state, a, engine):
        return FIRST_ROUND
    if type(a) is PlayCard and pend is None and area_card(a.card) and a.player == state.active_hero:
        if a.card in state.heroes[a.player].hand and a.target not in rivals(state, a.player):
            return MAIN_TARGET  # DC-COL-07 (L175): an area attack names a standing rival as its main target
    return engine_refusal(state, a) or NOT_NOW


def _later_legal(state: CombatState, a: Action, engine: Engine) -> bool:
    """``a`` would be listed but for the first round's rule (the engine alone knows no rival targets)."""
    pend = state.pending
    if pend is None:
        return state.phase == "hero" and a in hero_actions(state, engine(state), False)
    return pend["kind"] == "target" and a in engine(state)
