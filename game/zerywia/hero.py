"""A hero's Attributes, Prime and Injuries (ZW-HERO, ZW-INJ).

Each Attribute (Vigor, Instinct, Will) has a marker (``value``), the printed maximum of the Hero
card and a Blocker: every Injury moves it one slot left (the first one also flips it, ZW-INJ-02/03),
so the current maximum is the printed one less the Blocker's shifts (ZW-HERO-05; and a Taint's 1, AMB-11,
which moves no Blocker: an Injury is sent elsewhere only when the Blocker itself cannot move). A loss taken at
zero is an Injury instead (ZW-INJ-01); a Blocker that cannot move sends the Injury to another
Attribute of the player's choice (ZW-INJ-04: placed at once where ``first_open`` would, and noted in
``overflows`` so the game asks the player, who may move it, ``injury_choice.py``). With every
Blocker at its last slot the rulebook says nothing; the rule option ``injury_beyond_last`` reads it
(default: the hero falls into Oblivion, as at a third Primal Taint, L1069). Paying a cost may take an
Attribute to zero, never below, and never from zero (ZW-HERO-07).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Event, IllegalAction

VIGOR, INSTINCT, WILL = "vigor", "instinct", "will"
ATTRIBUTES = (VIGOR, INSTINCT, WILL)
PRIME_LIMIT = 3  # ZW-HERO-08


@dataclass
class SagaDeck:
    """A Saga deck the hero grows (ZW-HERO-37..40): ``cards`` top first, the active Story on top while
    one is left; ``quest_done``: that Story's quest is handed in; ``done``: its Stories completed."""

    saga: str
    cards: list[str] = field(default_factory=list)
    quest_done: bool = False
    done: list[str] = field(default_factory=list)


@dataclass
class Hero:
    """The parts of a hero the Challenge and Test rules read and change."""

    hero: str
    seat: int = 0
    region: str = ""  # where the hero's figure stands
    birth: str = ""  # the Birth Thymor, from the Mark of Thymor (ZW-HERO-44)
    value: dict[str, int] = field(default_factory=dict)
    printed_max: dict[str, int] = field(default_factory=dict)
    injuries: dict[str, int] = field(default_factory=dict)  # Blocker shifts by Injury per Attribute
    taints: list[str] = field(default_factory=list)  # Attributes holding a Taint (one each, ZW-HERO-12)
    primal: list[str] = field(default_factory=list)  # Attributes with a Primal Taint (ZW-HERO-22)
    dread: str = ""  # "" (Chosen One form) | "taints" | "effect" (ZW-HERO-16, ZW-HERO-21)
    lost: bool = False  # fallen into Oblivion (a third Primal Taint, ZW-HERO-24)
    taint_weakens: bool = True  # AMB-11 (option taint_effect): a Taint lowers its Attribute's maximum
    # option injury_beyond_last: an Injury with every Blocker at its last slot loses the hero (True)
    # or is not taken (False)
    worn_out_lost: bool = True
    # games saved before format 6 read a Taint's lowered maximum as a Blocker that cannot move (ZW-INJ-04)
    taint_holds_blocker: bool = False
    prime: int = PRIME_LIMIT
    prepared: list[str] = field(default_factory=list)  # Saga cards on the Character Board
    reserve: list[str] = field(default_factory=list)  # owned Saga cards set aside (AMB-75)
    trophies: int = 0
    offerings: int = 0  # Offering tokens held (the box's 12 are shared out, ZW-RES-01)
    journey_tokens: list[str] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)  # Path cards under the Path Stone, oldest first
    story: str = ""  # the active Story card (the Personal Saga's first, L412)
    story_stage: int = 0  # 0: its quest open, 1: the quest done, 2: the Story fulfilled
    # The Saga decks grown (saga_growth.py); the Personal Saga's stands untouched on its first Story
    # until it is first played, so a new hero needs no entry. ``dropped``: Sagas abandoned (ZW-HERO-40).
    sagas: list[SagaDeck] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)  # Item cards held (at most 3, ZW-RES-18)
    god: str = ""  # the God on the Path Stone (at most one, ZW-RES-11)
    god_tokens: int = 0  # Offerings lying on that God card until the Cycle ends (ZW-CYCLE-19)
    creature: str = ""  # the Creature summoned (at most one, ZW-RES-15)
    feats: list[str] = field(default_factory=list)  # Feat cards ready in hand
    used_feats: list[str] = field(default_factory=list)  # turned after use, until recovered (ZW-HERO-35)
    # The Injuries of this action whose Attribute the player is still to choose (ZW-INJ-04): the game
    # moves them into its saved queue as the action ends, so they are never saved here.
    overflows: list[dict[str, Any]] = field(default_factory=list, metadata={"save": False})
    # The picks of this action the player may still change (the Murk's price, a Taint's slot, a group's
    # loss; picks.py): moved into the saved queue as the action ends, so never saved here.
    picks: list[dict[str, Any]] = field(default_factory=list, metadata={"save": False})

    def current_max(self, attr: str) -> int:
        """The printed maximum less the Blocker's shifts (Injuries, a Primal Taint) and, under
        AMB-11's reading, 1 while the Attribute holds a Taint (ZW-HERO-05, ZW-HERO-14/22)."""
        shift = self.injuries.get(attr, 0) + (attr in self.primal)
        shift += self.taint_weakens and attr in self.taints
        return max(0, self.printed_max[attr] - shift)

    @property
    def prime_limit(self) -> int:
        """3, less one per Primal Taint (ZW-HERO-22)."""
        return max(0, PRIME_LIMIT - len(self.primal))

    def tainted(self, attr: str) -> bool:
        """Holding a Taint, or a Primal one (a permanent Taint, AMB-14)."""
        return attr in self.taints or attr in self.primal

    def injured(self, attr: str) -> bool:
        return self.injuries.get(attr, 0) > 0

    def blocker_room(self, attr: str) -> int:
        """The slots the Blocker can still move left (ZW-INJ-04, L828). Only Injuries and a Primal
        Taint move it (L826, L1065); a Taint is a marker in its own slot (L180), so the maximum it
        lowers (AMB-11) is not a Blocker that "cannot be moved to the left again"."""
        if self.taint_holds_blocker:  # the reading games saved before format 6 were played by
            return self.current_max(attr)
        return max(0, self.printed_max[attr] - self.injuries.get(attr, 0) - (attr in self.primal))


# Who picks the Attribute an Injury moves to when its own Blocker cannot move (ZW-INJ-04): given the
# hero and the Attributes that can still take it, returns one of them.
InjuryChooser = Callable[[Hero, list[str]], str]


def first_open(hero: Hero, open_attrs: list[str]) -> str:
    """The default chooser: the open Attribute with the highest current maximum (ties: V, I, W)."""
    return max(open_attrs, key=lambda a: (hero.current_max(a), -ATTRIBUTES.index(a)))


def new_hero(hero: str, maxima: dict[str, int], seat: int = 0) -> Hero:
    """A hero at setup: every marker on its printed maximum (ZW-HERO-04), 3 Prime (ZW-HERO-08)."""
    return Hero(hero, seat, value=dict(maxima), printed_max=dict(maxima), injuries={a: 0 for a in ATTRIBUTES})


def lose(hero: Hero, attr: str, points: int = 1, choose: InjuryChooser = first_open) -> list[tuple[str, str]]:
    """Lose ``points`` of ``attr``: from the marker while above zero, then as Injuries (ZW-INJ-01..04).
    Returns what happened, point by point: ("loss", attr) or ("injury", attr)."""
    out: list[tuple[str, str]] = []
    for _ in range(points):
        if hero.value[attr] > 0:
            hero.value[attr] -= 1
            out.append(("loss", attr))
            continue
        target = attr
        if hero.blocker_room(attr) == 0:  # the Blocker is at the far left: another Attribute takes it
            open_attrs = [a for a in ATTRIBUTES if hero.blocker_room(a) > 0]
            if not open_attrs:  # nothing left to injure: the option's reading
                out.append(("injury_lost", attr))
                if hero.worn_out_lost and not hero.lost:
                    hero.lost = True
                    out.append(("oblivion", attr))
                continue
            target = choose(hero, open_attrs)
            if len(open_attrs) > 1:  # the player's to choose: asked once the action ends
                clamps = hero.value[target] == hero.current_max(target)
                hero.overflows.append({"lost": attr, "open": open_attrs, "placed": target, "clamped": clamps})
        injure(hero, target)
        out.append(("injury", target))
    return out


def injure(hero: Hero, attr: str) -> None:
    """One Injury: the Blocker one slot left (ZW-INJ-02/03); the marker follows a lowered maximum (ZW-INJ-09)."""
    hero.injuries[attr] = hero.injuries.get(attr, 0) + 1
    hero.value[attr] = min(hero.value[attr], hero.current_max(attr))


def restore(hero: Hero, attr: str, points: int = 1) -> int:
    """Restore up to ``points``, never above the current maximum (ZW-HERO-05); returns the points gained."""
    gained = min(points, hero.current_max(attr) - hero.value[attr])
    hero.value[attr] += max(0, gained)
    return max(0, gained)


def pay(hero: Hero, attr: str, points: int = 1) -> None:
    """Pay a cost in Attribute points: down to zero, never from zero (ZW-HERO-07, ZW-INJ-07)."""
    if hero.value[attr] < points:
        raise IllegalAction("zerywia.refuse.cannot_pay", attr_key=f"zerywia.attr.{attr}")
    hero.value[attr] -= points


MAX_PATHS = 3  # ZW-HERO-30


def add_path(hero: Hero, path: str) -> str | None:
    """A new Path under the Path Stone; a fourth pushes the oldest out (returned) (ZW-HERO-30)."""
    hero.paths.append(path)
    return hero.paths.pop(0) if len(hero.paths) > MAX_PATHS else None


def pay_prime(hero: Hero) -> None:
    if hero.prime < 1:
        raise IllegalAction("zerywia.refuse.no_prime")
    hero.prime -= 1


def recover_feat(hero: Hero) -> list[Event]:
    """One turned Feat back in hand (Camp step 4, a Stronghold, a Garrison, a card; ZW-HERO-35)."""
    if not hero.used_feats:
        return []
    feat = hero.used_feats.pop(0)
    hero.feats.append(feat)
    return [Event("zerywia.hero.feat_recovered", {"seat": hero.seat, "feat": feat})]
