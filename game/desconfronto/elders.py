"""Elder cards (DC-ELD-01..05, L356-358): a summoned spirit, played like a card into the Shield area.

An Elder is a Signature card (``origin = "elder"``, ``data/elders/<hero>.toml``) that joins the deck
when granted (``grant_elder``: the side mission's reward, L357; the Hunt's 4th market, L226). Played
(1 action, a card play: DC-ELD-05) it resolves in the card vocabulary: ``shields`` to ``self`` puts it
in its owner's Active Shields area, where it stays until a defence consumes it and sends it to the
discard pile like any shield card (DC-CMB-25; there, a Signature: Exhaustion does not reshuffle it,
DC-EXH-04); its attack resolves at once; and one ``elder_<passive>`` hook turns the spirit's passive
on for the rest of this turn (DC-ELD-03), kept in ``state.flags`` (emptied when the next turn starts,
so it covers this turn's Creature Phase too). The passives, one per Elder:

* ``might``: the summoner's physical attacks this turn deal +1 damage (``damage.hero_attack`` asks
  ``attack_boost``: cards, items, sacrifices and class abilities alike);
* ``focus``: the summoner's physical attacks this turn roll with advantage (the same way);
* ``arcana``: the magical damage of the summoner's cards and items this turn is +1 (``effects``);
* ``guard``: physical creature attacks on any hero this turn deal 1 less damage (before shields).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event
from game.desconfronto.content import HEROES
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import grant_cards
from game.desconfronto.state import CombatState

PASSIVES = ("might", "focus", "arcana", "guard")


def elder_cards(hero: str) -> list[str]:
    """Physical ids of ``hero``'s Elder card(s)."""
    return HEROES[hero].elder_cards()


def grant_elder(state: CombatState, seat: int) -> list[Event]:
    """DC-ELD-01: the hero's Elder is shuffled into their draw deck (once: it is one card)."""
    h = state.heroes[seat]
    cards = elder_cards(h.hero)
    if not cards:
        raise ValueError(f"{h.hero} has no Elder card")
    if any(c in h.granted for c in cards):  # given once, wherever the card is now
        raise ValueError(f"{h.hero} already has their Elder")
    grant_cards(state, seat, cards)
    return [ev("dc.elder_granted", {"hero": seat, "card": c}) for c in cards]


def _summon(passive: str) -> Callable[..., list[Event]]:
    def fn(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
        spirit = dict(state.flags.get("elder") or {})  # a fresh dict: a copied state shares nothing
        spirit["seat"] = seat
        spirit[passive] = 1
        state.flags["elder"] = spirit
        return [ev("dc.elder_spirit", {"hero": seat, "card": card, "passive": passive, "amount": 1})]

    return fn


for _p in PASSIVES:
    hook(f"elder_{_p}")(_summon(_p))


def attack_boost(state: CombatState, seat: int, mode: int, bonus: int) -> tuple[int, int]:
    """``(mode, bonus)`` of a physical attack by ``seat`` with this turn's spirit (might, focus)."""
    spirit = state.flags.get("elder")
    if not spirit or spirit["seat"] != seat:
        return mode, bonus
    if spirit.get("focus"):
        mode = min(1, mode + 1)  # advantage; against a disadvantage, the two cancel
    return mode, bonus + spirit.get("might", 0)


def magic_boost(state: CombatState, seat: int, amount: int) -> int:
    spirit = state.flags.get("elder")
    if not spirit or spirit["seat"] != seat:
        return amount
    return amount + spirit.get("arcana", 0)


def guard(state: CombatState, ref: str, magical: bool) -> int:
    """How much a creature attack on ``ref`` is reduced by this turn's guarding spirit."""
    spirit = state.flags.get("elder")
    if not spirit or magical or ref[:1] != "h":
        return 0
    return int(spirit.get("guard", 0))
