"""The Sempreterna campaign's own decisions (``game.desconfronto.campaign``). The group's choices are the
Leader's (seat 0), as in the Hunt: the map is one shared token and one shared movement point (L249).
Shopping and levelling use the run's ``Buy`` / ``DoneShopping`` / ``GiveItem`` (run_actions.py)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action


@dataclass(frozen=True)
class Move(Action):
    """DC-CMP-08/09: spend the group's movement point to enter the card ``to`` next to the group's (a
    connection indicator leads there); a face-down card is revealed."""

    to: str = ""


@dataclass(frozen=True)
class Travel(Action):
    """DC-CMP-15: Fast Travel instead of the move, to any revealed card ``to``, paying its cost (L266)."""

    to: str = ""


@dataclass(frozen=True)
class Stay(Action):
    """AMB-24: fight the group's card again, the setup dice rolled anew (L296, L342-343)."""


@dataclass(frozen=True)
class Camp(Action):
    """DC-CMP-16: after a won combat, place the ``rest`` token ("short" / "long") on this card and rest."""

    rest: str = "short"


@dataclass(frozen=True)
class RoadChoice(Action):
    """DC-CMP-19: the group's option (``"a"`` / ``"b"``) of the road event; ``hero``: the seat an effect
    "to one hero" lands on (-1 when the option has none)."""

    choice: str = "a"
    hero: int = -1


@dataclass(frozen=True)
class DiscardCard(Action):
    """A road event's discard: this seat's hero puts ``card`` from hand on the discard pile."""

    card: str = ""


@dataclass(frozen=True)
class ChoosePath(Action):
    """DC-CMP-22: the Prestige mission's choice, the subclass of the Purification or the Corruption path."""

    subclass: str = ""


@dataclass(frozen=True)
class FaceTenebrah(Action):
    """DC-SEC-02 (L479): on P5, in a second campaign, swap the card for its corrupted version and fight."""


@dataclass(frozen=True)
class FacePharanor(Action):
    """DC-SEC-05 (L482): after Gûrthur's fall, the last battle against Corrupted Pharanor (campaign/pharanor.py)."""


@dataclass(frozen=True)
class EndCampaign(Action):
    """DC-SEC-05: the group declines the last battle ("you may", L482); the campaign ends won."""


CAMPAIGN_ACTIONS = (
    Move, Travel, Stay, Camp, RoadChoice, DiscardCard, ChoosePath, FaceTenebrah, FacePharanor, EndCampaign
)  # fmt: skip
