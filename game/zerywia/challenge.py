"""A Challenge, exactly as the rulebook runs it (ZW-CHAL, L631-L849): Initiation in nine steps,
Determination, Resolution.

The Challenge is a plain record (``Challenge``) changed by one function per player decision, so the
game's flow can hold it as a nested step of an Action and a bot or a screen can ask what is legal:

* ``start`` runs the steps no one decides — 1 reveal, 2 Ambush and Aura, 3 Strengthen and Defile,
  4 the Advantages' Shields, 5 the Nix set (capped at 3, the rest as Murk tokens);
* the hero then decides: 6 ``react`` (swap a Prepared Saga card, paying the new Banner's Attribute),
  7 ``buy_banner``, 8 ``add_die`` / ``use_initiation``, and 9 ``roll``;
* Determination: ``reroll_prime``, ``reroll_banner``, ``reroll_offering``, ``use_critical``,
  ``break_shield``, then ``end_determination``;
* ``resolve`` applies Resolution 1-5.

Every function refuses an illegal decision with ``IllegalAction`` (a key and parameters) and
returns the events it caused. Losses go through ``hero.lose`` (Injuries included).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Event, IllegalAction
from game.core.rng import Rng
from game.zerywia.content import content
from game.zerywia.content_models import SagaM
from game.zerywia.dice import roll_face
from game.zerywia.hero import ATTRIBUTES, INSTINCT, VIGOR, WILL, Hero, lose, pay, pay_prime
from game.zerywia.offerings import pay_offering

MAX_NIX = 3  # ZW-CHAL-14
MAX_PER_ATTRIBUTE = 3  # ZW-CHAL-22
MAX_JOURNEY_TOKENS = 3  # ZW-HERO-43
TERRAIN_SHIELD = {"wilderness": INSTINCT, "mountain": VIGOR, "ruin": WILL}  # ZW-CHAL-11 (L704)
NIX = "nix"
HERO_CARD = "hero"  # where Breaking of the Shield puts its die (L778)

INITIATION, DETERMINATION, RESOLUTION, OVER = "initiation", "determination", "resolution", "over"


@dataclass
class Die:
    """One die of the Final Challenge Set. ``owner`` is the seat that bought it (-1: the Nix set);
    ``spent`` is the card a Critical was spent on (the die then shows its Pierce and is fixed)."""

    kind: str  # an Attribute, or "nix"
    face: str = ""  # "" before the roll
    owner: int = -1
    source: str = ""
    spent: str = ""


@dataclass
class Challenge:
    enemy: str
    terrains: list[str]
    seats: list[int]  # the participating heroes, the initiator first
    options: dict[str, Any]
    from_exploration: bool = False
    strengthen: list[str] = field(default_factory=list)
    defile: str | None = None
    difficulty: list[str] = field(default_factory=list)
    enemy_shields: list[str] = field(default_factory=list)
    murk_tokens: int = 0
    dice: list[Die] = field(default_factory=list)
    runes: list[str] = field(default_factory=list)
    shields: list[str] = field(default_factory=list)  # the heroes' own Shield tokens
    reactions: int = 0
    banners_bought: list[str] = field(default_factory=list)  # paid (or free) Banners: their specials work
    banner_rerolls: list[str] = field(default_factory=list)
    criticals: list[str] = field(default_factory=list)  # cards whose Critical is used up
    used: list[str] = field(default_factory=list)  # once-per-Challenge abilities used (ZW-CHAL-26)
    phase: str = INITIATION
    result: str = ""
    aura: str | None = None
    # A Group Challenge's Hero set is bought one die at a time, in turn, until everyone passes
    # (ZW-CHAL-51): the index in ``seats`` of who buys next, and who has passed.
    buyer: int = 0
    passed: list[int] = field(default_factory=list)

    @property
    def group(self) -> bool:
        return len(self.seats) > 1

    def cards(self) -> list[str]:
        """Every Enemy card in the Challenge: main, Strengthen, Defile (their Trophies all count, L992)."""
        return [self.enemy, *self.strengthen, *([self.defile] if self.defile else [])]


def _refuse(key: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"zerywia.refuse.{key}", **params)


def _attr_key(attr: str) -> str:
    return f"zerywia.attr.{attr}"


def _name(card: str) -> dict[str, str]:
    """A card's name as a refusal parameter (both languages; the screen picks one)."""
    c = content()
    record = c.sagas.get(card) or c.enemies.get(card) or c.attack_foes.get(card) or c.printed.get(card)
    if record is None:
        raise _refuse("unknown_card")
    return {"en": record.name.en, "pt": record.name.pt}


def need_phase(ch: Challenge, phase: str) -> None:
    if ch.phase != phase:
        raise _refuse("wrong_step", step_key=f"zerywia.challenge.{phase}")


# --- Initiation 1-5: what no one decides ------------------------------------------------------
def start(
    enemy: str,
    heroes: Sequence[Hero],
    terrains: Sequence[str],
    options: dict[str, Any],
    *,
    strengthen: Sequence[str] = (),
    defile: str | None = None,
    murk_in_region: bool = False,
    under_blackstone: bool = False,
    extra_nix: int = 0,
    from_exploration: bool = False,
) -> tuple[Challenge, list[Event]]:
    """Initiation 1-5 (ZW-CHAL-06..14). ``strengthen``/``defile``: the Enemy cards already drawn for
    them, Strengthen first (AMB-60). ``heroes``: the participants, the initiator first. ``enemy``
    may be an Exploration card's printed Challenge (``Content.foe``)."""
    foe = content().foe
    ch = Challenge(enemy, list(terrains), [h.seat for h in heroes], options, from_exploration)
    events = [Event("zerywia.challenge.revealed", {"enemy": enemy}, reveals=True)]
    main = foe(enemy)
    ch.aura = main.aura  # ZW-CHAL-07: the Aura holds for the whole Challenge
    initiator = heroes[0]
    if main.ambush:  # ZW-CHAL-07: the Ambush comes first
        events.append(Event("zerywia.challenge.ambush", {"enemy": enemy, "ability": main.ambush}))
        if main.ambush.startswith("lose_"):
            for what, where in lose(initiator, main.ambush[len("lose_"):]):
                events.append(
                    Event("zerywia.hero.lost", {"seat": initiator.seat, "what": what, "attr": where, "cause": "ambush"})
                )
        else:  # "extra_nix"
            extra_nix += 1
    # 3: a Strengthen card adds its Difficulty only (ZW-CHAL-08/10); a Defile card its Nix effects
    # and its Advantage, not its Difficulty.
    ch.difficulty = list(main.difficulty)
    for card in strengthen:
        ch.strengthen.append(card)
        ch.difficulty += foe(card).difficulty
    ch.defile = defile
    if strengthen or defile:
        events.append(Event("zerywia.challenge.strengthened", {"strengthen": list(strengthen), "defile": defile}))
    # 4: each Advantage (the main card's, and the Defile card's on its own) gives its Shields.
    for card in [enemy, *([defile] if defile else [])]:
        ch.enemy_shields += advantage_shields(foe(card).advantage, ch.terrains, initiator)
    # 5: the Nix set (ZW-CHAL-13/14, ZW-CHAL-50): one base die per Hero, the Region's Murk, the
    # Blackstone over the Challenger's Thymor, the rules' extras; beyond 3, Murk tokens.
    wanted = len(heroes) + int(murk_in_region) + int(under_blackstone) + extra_nix
    ch.dice = [Die(NIX) for _ in range(min(MAX_NIX, wanted))]
    ch.murk_tokens = max(0, wanted - MAX_NIX)
    events.append(
        Event(
            "zerywia.challenge.set",
            {"difficulty": list(ch.difficulty), "shields": list(ch.enemy_shields), "nix": min(MAX_NIX, wanted),
             "murk_tokens": ch.murk_tokens},
        )
    )
    return ch, events


def advantage_shields(advantage: str | None, terrains: Sequence[str], hero: Hero) -> list[str]:
    """ZW-CHAL-11/12: a terrain icon gives its Shield when the Region has that terrain (a Region is
    every terrain it shows); Taint one Shield per Tainted Attribute; Injury one per Injured one
    (however many Injuries it holds, AMB-76)."""
    if advantage is None:
        return []
    if advantage in TERRAIN_SHIELD:
        return [TERRAIN_SHIELD[advantage]] if advantage in terrains else []
    if advantage == "taint":
        return [a for a in ATTRIBUTES if hero.tainted(a)]  # a Primal Taint too (AMB-14)
    return [a for a in ATTRIBUTES if hero.injured(a)]


# --- Initiation 6-9: the hero's decisions -------------------------------------------------------
def _saga(card: str) -> SagaM:
    saga = content().sagas.get(card)
    if saga is None:
        raise _refuse("unknown_card")
    return saga


def react(ch: Challenge, hero: Hero, remove: str, prepare: str) -> list[Event]:
    """6 (ZW-CHAL-15): swap a Prepared Saga card for one in reserve, paying 1 point of the new
    card's Banner Attribute. The removed card goes to the reserve (AMB-75)."""
    need_phase(ch, INITIATION)
    cap = ch.options.get("challenge_max_reactions")
    if cap is not None and ch.reactions >= cap:
        raise _refuse("no_more_reactions")
    if remove not in hero.prepared:
        raise _refuse("not_prepared", card=_name(remove))
    if prepare not in hero.reserve:
        raise _refuse("not_in_reserve", card=_name(prepare))
    if remove in ch.banners_bought:
        raise _refuse("banner_bought", card=_name(remove))
    banner = _saga(prepare).banner
    if banner is not None:
        pay(hero, banner.die)
    hero.prepared[hero.prepared.index(remove)] = prepare
    hero.reserve.remove(prepare)
    hero.reserve.append(remove)
    ch.reactions += 1
    return [Event("zerywia.challenge.reacted", {"seat": hero.seat, "removed": remove, "prepared": prepare})]


def _buying(ch: Challenge, hero: Hero) -> None:
    """In a group, only the hero whose turn it is buys, one die at a time (ZW-CHAL-51)."""
    if ch.group and (hero.seat in ch.passed or ch.seats[ch.buyer] != hero.seat):
        raise _refuse("not_your_die")


def _next_buyer(ch: Challenge) -> None:
    if not ch.group:
        return
    for step in range(1, len(ch.seats) + 1):
        i = (ch.buyer + step) % len(ch.seats)
        if ch.seats[i] not in ch.passed:
            ch.buyer = i
            return


def pass_buying(ch: Challenge, hero: Hero) -> list[Event]:
    """A participant of a Group Challenge buys no more dice (ZW-CHAL-51)."""
    need_phase(ch, INITIATION)
    _buying(ch, hero)
    ch.passed.append(hero.seat)
    _next_buyer(ch)
    return [Event("zerywia.challenge.passed", {"seat": hero.seat})]


def _add_attribute_die(ch: Challenge, hero: Hero, attr: str, source: str) -> Event:
    """ZW-CHAL-22: at most 3 dice per Attribute; one more is a Rune of that type instead."""
    if sum(1 for d in ch.dice if d.kind == attr) >= MAX_PER_ATTRIBUTE:
        ch.runes.append(attr)
        return Event("zerywia.challenge.rune", {"seat": hero.seat, "attr": attr, "source": source})
    ch.dice.append(Die(attr, owner=hero.seat, source=source))
    return Event("zerywia.challenge.die_added", {"seat": hero.seat, "attr": attr, "source": source})


def buy_banner(ch: Challenge, hero: Hero, card: str) -> list[Event]:
    """7 (ZW-CHAL-18..20): one die from a Prepared Banner, for 1 point of its Attribute (free with
    Help); paying activates the Banner's special (a Protect Shield at once)."""
    need_phase(ch, INITIATION)
    if card not in hero.prepared:
        raise _refuse("not_prepared", card=_name(card))
    banner = _saga(card).banner
    if banner is None:
        raise _refuse("no_banner", card=_name(card))
    if card in ch.banners_bought:
        raise _refuse("banner_bought", card=_name(card))
    _buying(ch, hero)
    if banner.special != "help":
        pay(hero, banner.die)
    ch.banners_bought.append(card)
    events = [_add_attribute_die(ch, hero, banner.die, card)]
    _next_buyer(ch)
    if banner.special == "protect":
        ch.shields.append(banner.die)
        events.append(Event("zerywia.challenge.shield", {"seat": hero.seat, "attr": banner.die, "source": card}))
    return events


DREAD_BANNER = "dread"  # the source of the Dread form's die, in ``banners_bought`` once bought


def buy_dread_banner(ch: Challenge, hero: Hero, die: str) -> list[Event]:
    """ZW-CHAL-21 / AMB-47: a hero in the Dread adds one die of its Dread card's type for 1 Prime,
    once per Challenge, under the 3-per-Attribute cap (a Rune beyond it)."""
    need_phase(ch, INITIATION)
    if not hero.dread:
        raise _refuse("not_in_dread")
    if DREAD_BANNER in ch.banners_bought:
        raise _refuse("dread_banner_used")
    _buying(ch, hero)
    pay_prime(hero)
    ch.banners_bought.append(DREAD_BANNER)
    events = [_add_attribute_die(ch, hero, die, DREAD_BANNER)]
    _next_buyer(ch)
    return events


def add_die(ch: Challenge, hero: Hero, attr: str, source: str) -> list[Event]:
    """8 (ZW-CHAL-22): a die from a Feat, Saga, God or Item ability (the card's own rules decide
    when it may; this applies the cap)."""
    need_phase(ch, INITIATION)
    if attr not in ATTRIBUTES:
        raise _refuse("not_an_attribute")
    _buying(ch, hero)
    events = [_add_attribute_die(ch, hero, attr, source)]
    _next_buyer(ch)
    return events


def use_initiation(ch: Challenge, hero: Hero, card: str) -> list[Event]:
    """8: a Prepared card's Initiation ability (once per Challenge, ZW-CHAL-26)."""
    need_phase(ch, INITIATION)
    if card not in hero.prepared:
        raise _refuse("not_prepared", card=_name(card))
    saga = _saga(card)
    usable = [e for e in saga.initiation if e.terrain is None or e.terrain in ch.terrains]
    if not usable:
        raise _refuse("no_initiation", card=_name(card))
    tag = f"initiation:{card}"
    if tag in ch.used:
        raise _refuse("ability_used", card=_name(card))
    ch.used.append(tag)
    events = []
    for effect in usable:
        ch.shields.append(effect.shield)
        events.append(Event("zerywia.challenge.shield", {"seat": hero.seat, "attr": effect.shield, "source": card}))
    return events


def _roll_die(ch: Challenge, die: Die, rng: Rng) -> None:
    die.face = roll_face(ch.options, die.kind, rng)


def roll(ch: Challenge, rng: Rng) -> list[Event]:
    """9 (ZW-CHAL-23): the Hero set and the Nix set rolled together; Determination begins (in a
    group, once every participant has passed)."""
    need_phase(ch, INITIATION)
    if ch.group and len(ch.passed) < len(ch.seats):
        raise _refuse("buying_not_done")
    for die in ch.dice:
        _roll_die(ch, die, rng)
    ch.phase = DETERMINATION
    return [Event("zerywia.challenge.rolled", {"faces": [(d.kind, d.face) for d in ch.dice]}, reveals=True)]


# --- Determination -------------------------------------------------------------------------------
def _die(ch: Challenge, index: int) -> Die:
    need_phase(ch, DETERMINATION)
    if not 0 <= index < len(ch.dice):
        raise _refuse("no_such_die")
    die = ch.dice[index]
    if die.spent:
        raise _refuse("die_fixed")  # a die placed on a card after its Critical cannot change (L776)
    return die


def reroll_die(ch: Challenge, die: Die, rng: Rng, why: str) -> Event:
    """One die rolled again (for a Prime, a Banner, an Offering, a card: ``why``)."""
    before = die.face
    _roll_die(ch, die, rng)
    return Event(
        "zerywia.challenge.rerolled",
        {"kind": die.kind, "before": before, "after": die.face, "by": why, "die": ch.dice.index(die)},
        reveals=True,
    )


def reroll_prime(ch: Challenge, hero: Hero, index: int, rng: Rng) -> list[Event]:
    """ZW-CHAL-28 / ZW-HERO-09: 1 Prime rerolls one of the hero's own dice (AMB-46), as often as Prime lasts."""
    die = _die(ch, index)
    if die.kind == NIX or die.owner != hero.seat:
        raise _refuse("not_own_die")
    if ch.aura == "no_prime_rerolls":
        raise _refuse("aura_no_prime", enemy=_name(ch.enemy))
    pay_prime(hero)
    return [reroll_die(ch, die, rng, "prime")]


def reroll_banner(ch: Challenge, hero: Hero, card: str, index: int, rng: Rng) -> list[Event]:
    """ZW-CHAL-27: a paid Banner's reroll: one die of its type, once per Challenge."""
    die = _die(ch, index)
    banner = _saga(card).banner if card in hero.prepared else None
    if banner is None or banner.special != "reroll":
        raise _refuse("no_banner_reroll", card=_name(card))
    if card not in ch.banners_bought:
        raise _refuse("banner_unpaid", card=_name(card))
    if card in ch.banner_rerolls:
        raise _refuse("ability_used", card=_name(card))
    if die.kind != banner.die:
        raise _refuse("wrong_die_type", attr_key=_attr_key(banner.die))
    ch.banner_rerolls.append(card)
    return [reroll_die(ch, die, rng, card)]


def reroll_offering(ch: Challenge, payer: Hero, index: int, rng: Rng, with_trophies: bool = False) -> list[Event]:
    """ZW-CHAL-29: any hero spends an Offering (or 3 Trophies, ZW-RES-08) to reroll any one die, a
    Nix die included."""
    die = _die(ch, index)
    if ch.aura == "no_offerings":
        raise _refuse("aura_no_offerings", enemy=_name(ch.enemy))
    paid = pay_offering(payer, with_trophies)
    return [paid, reroll_die(ch, die, rng, "offering")]


def _critical_die(ch: Challenge, index: int, want: str) -> Die:
    die = _die(ch, index)
    if die.kind == NIX or die.face != "critical":
        raise _refuse("not_critical")
    if want not in ("any", die.kind):
        raise _refuse("wrong_die_type", attr_key=_attr_key(want))
    return die


def _after_critical(ch: Challenge, hero: Hero, remove: str | None, events: list[Event]) -> None:
    """Abilities that fire whenever the hero activates a Critical ability (the Scarecrow: remove any
    one enemy Shield, L858), each once per Challenge."""
    for card in hero.prepared:
        effect = _saga(card).on_critical
        tag = f"on_critical:{card}"
        if effect is None or tag in ch.used or not effect.remove_enemy_shield or not ch.enemy_shields:
            continue
        ch.used.append(tag)
        for _ in range(effect.remove_enemy_shield):
            if not ch.enemy_shields:
                break
            shield = remove if remove in ch.enemy_shields else ch.enemy_shields[0]
            ch.enemy_shields.remove(shield)
            events.append(Event("zerywia.challenge.shield_removed", {"attr": shield, "by": card}))


def use_critical(ch: Challenge, hero: Hero, card: str, index: int, remove: str | None = None) -> list[Event]:
    """ZW-CHAL-31..33: spend a Critical on a Prepared card's Critical ability: the die turns to its
    Pierce (still a Pierce in Resolution) and stays on the card; the card's Critical is used up.
    ``remove``: the enemy Shield an "on Critical" ability takes, when one fires."""
    if card not in hero.prepared:
        raise _refuse("not_prepared", card=_name(card))
    critical = _saga(card).critical
    if critical is None:
        raise _refuse("no_critical", card=_name(card))
    if card in ch.criticals:
        raise _refuse("ability_used", card=_name(card))
    die = _critical_die(ch, index, critical.die)
    die.face, die.spent = "pierce", card
    ch.criticals.append(card)
    ch.runes += critical.runes
    ch.shields += critical.shields
    events = [
        Event(
            "zerywia.challenge.critical",
            {"seat": hero.seat, "card": card, "die": index, "runes": list(critical.runes),
             "shields": list(critical.shields)},
        )
    ]
    _after_critical(ch, hero, remove, events)
    return events


def break_shield(ch: Challenge, hero: Hero, index: int, remove: str | None = None) -> list[Event]:
    """ZW-CHAL-34: Breaking of the Shield, every hero's own Critical ability, as often as there are
    Criticals: an enemy Shield of the die's type goes; the die turns to its Pierce on the Hero card."""
    die = _critical_die(ch, index, "any")
    if die.kind not in ch.enemy_shields:
        raise _refuse("no_enemy_shield", attr_key=_attr_key(die.kind))
    ch.enemy_shields.remove(die.kind)
    die.face, die.spent = "pierce", HERO_CARD
    events = [Event("zerywia.challenge.shield_removed", {"attr": die.kind, "by": HERO_CARD})]
    _after_critical(ch, hero, remove, events)
    return events


def end_determination(ch: Challenge) -> list[Event]:
    """ZW-CHAL-36: the results are final."""
    need_phase(ch, DETERMINATION)
    ch.phase = RESOLUTION
    return [Event("zerywia.challenge.determined", {"faces": [(d.kind, d.face) for d in ch.dice]})]
