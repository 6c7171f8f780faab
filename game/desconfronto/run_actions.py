"""The actions between combats (run.py, hunt.py): a Hunt's tier choice, the Wandering Market, rests,
trades, and the Boss's second chance. Every one is taken by the seat it names, for that seat's hero."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action


@dataclass(frozen=True)
class ChooseTier(Action):
    """DC-HUNT-04: the tier die showed "player decides": the tier (1-3) of this seat's creature."""

    tier: int = 1


@dataclass(frozen=True)
class Buy(Action):
    """The Wandering Market (DC-HUNT-08..10): buy for this seat's hero. ``what``: ``"skill"`` (``ref``
    = the tree, "1" or "2"), ``"item"`` (a common item id), ``"artifact"`` (one of the hero's own
    artifacts), ``"subclass"`` (a subclass id), ``"elder"`` (the hero's Elder, after the 4th horde)."""

    what: str = ""
    ref: str = ""


@dataclass(frozen=True)
class TakeRest(Action):
    """DC-HUNT-09: after the 2nd horde the Leader takes the Short Rest instead of items and artifacts."""


@dataclass(frozen=True)
class DoneShopping(Action):
    """This seat leaves the market; after the last seat the next horde (or the Boss) begins."""


@dataclass(frozen=True)
class GiveItem(Action):
    """DC-ITEM-04 (L311): in the Wandering Market the seat shopping now gives one of its own hero's
    common items (Trap, Bomb, Potion; the Active Item or one in the bag) to hero ``to``'s bag. A gift
    needs no answer: a trade is a gift each way, each on its giver's own turn (gifts.py)."""

    item: str = ""
    to: int = 0


@dataclass(frozen=True)
class FightAgain(Action):
    """DC-BOSS-23: after a defeat by the Boss the Leader fights again (from the first form) or gives up."""

    again: bool = True
    ends_play: ClassVar[bool] = False


RUN_ACTIONS = (ChooseTier, Buy, TakeRest, DoneShopping, FightAgain, GiveItem)
