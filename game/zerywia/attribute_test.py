"""An Attribute Test (ZW-TEST, L860-L896): a simplified Challenge with no Enemy and no Shields.

``start_test`` builds the Test set: 1 free die of the tested Attribute plus 1 per Prepared Banner of
that Attribute (no points paid), Runes beyond 3 dice, each other participant's Rune in a group Test;
the Nix set 1 + Murk + Blackstone (+ abilities; no extra for a group), beyond 3 as Murk tokens.
Before the roll one Reaction (``react_before_test``); after it the rerolls (``reroll_test``: an Offering for
any die, Prime or a Journey token for a hero die); then ``resolve_test``: Pierces (Criticals worth
``test_attr_critical_value``, AMB-02) plus Runes, less one per Murk; the tested Attribute loses 1
per Hit and 2 per Critical; Pierces above the requirement cancel those losses one for one. A failed
Test costs only its Nix losses and the card's own Failure text (AMB-31).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Event, IllegalAction
from game.core.rng import Rng
from game.zerywia.content import content
from game.zerywia.dice import roll_face
from game.zerywia.hero import Hero, lose, pay, pay_prime
from game.zerywia.offerings import pay_offering

DIFFICULTY = {"easy": 1, "hard": 2, "epic": 3}  # ZW-TEST-02
MAX_DICE = 3  # ZW-TEST-05
MAX_NIX = 3  # ZW-TEST-07
NIX = "nix"


@dataclass
class AttributeTest:
    attr: str
    needed: int
    seat: int
    options: dict[str, Any]
    dice: list[tuple[str, str]] = field(default_factory=list)  # (kind, face); kind: the Attribute or "nix"
    helpers: int = 0  # other heroes in a group Test: one Rune each (ZW-TEST-12)
    runes: int = 0
    murk_tokens: int = 0
    reacted: bool = False
    rolled: bool = False
    result: str = ""


def _refuse(key: str, **params: Any) -> IllegalAction:
    return IllegalAction(f"zerywia.refuse.{key}", **params)


def _banner_dice(hero: Hero, attr: str) -> int:
    sagas = content().sagas
    return sum(1 for c in hero.prepared if (b := sagas[c].banner) is not None and b.die == attr)


def start_test(
    hero: Hero,
    attr: str,
    level: str,
    options: dict[str, Any],
    *,
    helpers: int = 0,
    murk_in_region: bool = False,
    under_blackstone: bool = False,
    extra_nix: int = 0,
) -> AttributeTest:
    """ZW-TEST-01..07, ZW-TEST-12: the Test set before any Reaction. ``helpers``: the other heroes
    taking part (one Rune each, no Nix die each)."""
    test = AttributeTest(attr, DIFFICULTY[level], hero.seat, options, helpers=helpers)
    _build(test, hero)
    wanted = 1 + int(murk_in_region) + int(under_blackstone) + extra_nix
    test.dice += [(NIX, "")] * min(MAX_NIX, wanted)
    test.murk_tokens = max(0, wanted - MAX_NIX)
    return test


def _build(test: AttributeTest, hero: Hero) -> None:
    wanted = 1 + _banner_dice(hero, test.attr)
    nix = [d for d in test.dice if d[0] == NIX]
    test.dice = [(test.attr, "")] * min(MAX_DICE, wanted) + nix
    test.runes = max(0, wanted - MAX_DICE) + test.helpers


def react_before_test(test: AttributeTest, hero: Hero, remove: str, prepare: str) -> None:
    """ZW-TEST-03: one swap before the roll, paying 1 point of the new card's Banner Attribute; the
    Test set follows the Banners now Prepared."""
    if test.rolled:
        raise _refuse("test_over")
    if test.reacted:
        raise _refuse("one_reaction")
    if remove not in hero.prepared or prepare not in hero.reserve:
        raise _refuse("not_in_reserve" if remove in hero.prepared else "not_prepared", card=remove)
    banner = content().sagas[prepare].banner
    if banner is not None:
        pay(hero, banner.die)
    hero.prepared[hero.prepared.index(remove)] = prepare
    hero.reserve.remove(prepare)
    hero.reserve.append(remove)
    test.reacted = True
    _build(test, hero)


def _roll_one(test: AttributeTest, kind: str, rng: Rng) -> str:
    return roll_face(test.options, kind, rng)


def roll_test(test: AttributeTest, rng: Rng) -> list[Event]:
    if test.rolled:
        raise _refuse("test_over")
    test.dice = [(kind, _roll_one(test, kind, rng)) for kind, _ in test.dice]
    test.rolled = True
    return [Event("zerywia.test.rolled", {"attr": test.attr, "faces": list(test.dice)}, reveals=True)]


def spare_token(hero: Hero) -> str:
    """The Journey token a Test's reroll spends (ZW-TEST-08: "1 Journey token of any type"): one the
    hero's Story quest does not need when there is one, the newest first (the player's plain pick;
    the action names no type). Spending the quest's own token lost heroes their Story."""
    story = content().stories.get(hero.story)
    need: dict[str, int] = {str(t): n for t, n in story.quest.tokens.items()} if story is not None and hero.story_stage == 0 else {}
    for token in reversed(hero.journey_tokens):
        if hero.journey_tokens.count(token) > need.get(token, 0):
            return token
    return hero.journey_tokens[-1]


def reroll_test(test: AttributeTest, index: int, rng: Rng, payer: Hero, by: str) -> list[Event]:
    """ZW-TEST-08: ``by`` = "offering" (any hero, any die, a Nix die too; "amber": the same paid
    with 3 Trophies), "prime" or "journey" (the testing hero's own dice)."""
    if not test.rolled or test.result:
        raise _refuse("test_over")
    if not 0 <= index < len(test.dice):
        raise _refuse("no_such_die")
    kind, before = test.dice[index]
    events: list[Event] = []
    if by in ("offering", "amber"):
        events.append(pay_offering(payer, with_trophies=by == "amber"))
    elif kind == NIX or payer.seat != test.seat:
        raise _refuse("not_own_die")
    elif by == "prime":
        pay_prime(payer)
    elif by == "journey":
        if not payer.journey_tokens:
            raise _refuse("no_journey_token")
        payer.journey_tokens.remove(spare_token(payer))
    else:
        raise ValueError(f"unknown reroll source {by!r}")
    test.dice[index] = (kind, _roll_one(test, kind, rng))
    events.append(
        Event("zerywia.test.rerolled", {"die": index, "before": before, "after": test.dice[index][1], "by": by},
              reveals=True)
    )
    return events


def resolve_test(test: AttributeTest, hero: Hero) -> tuple[bool, list[Event]]:
    """ZW-TEST-09..11 (AMB-02's reading of the diagram)."""
    if not test.rolled or test.result:
        raise _refuse("test_over")
    critical = int(test.options.get("test_attr_critical_value", 1))
    faces = [f for k, f in test.dice if k != NIX]
    nix = [f for k, f in test.dice if k == NIX]
    pierces = faces.count("pierce") + critical * faces.count("critical") + test.runes
    pierces -= nix.count("murk") + test.murk_tokens
    success = pierces >= test.needed
    losses = nix.count("hit") + 2 * nix.count("critical")
    cancelled = min(losses, max(0, pierces - test.needed))
    events: list[Event] = []
    for what, attr in lose(hero, test.attr, losses - cancelled):
        events.append(Event("zerywia.hero.lost", {"seat": hero.seat, "what": what, "attr": attr, "cause": "test"}))
    test.result = "success" if success else "failure"
    events.append(
        Event("zerywia.test.resolved", {"attr": test.attr, "result": test.result, "pierces": pierces,
                                        "cancelled": cancelled})
    )
    return success, events
