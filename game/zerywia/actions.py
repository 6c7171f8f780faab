"""What a hero (a seat) can do in Zerywia; ``player`` is the acting seat."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action


# --- a time of day (ZW-CYCLE-06/07/09) -----------------------------------------------------
@dataclass(frozen=True)
class Explore(Action):
    """Explore ``region`` (the hero's own or one it may reach, ZW-ACT-02), drawing from ``terrain``."""

    region: str = ""
    terrain: str = ""


@dataclass(frozen=True)
class Rest(Action):
    pass


@dataclass(frozen=True)
class UseHarbour(Action):
    region: str = ""


@dataclass(frozen=True)
class CardAction(Action):
    """A Prepared Saga card's "[Thymor] Action" (ZW-GEN-03, card_powers.py); a Region Option follows."""

    card: str = ""


@dataclass(frozen=True)
class PassTime(Action):
    """Let this time of day go by without an Action (AMB-58)."""


@dataclass(frozen=True)
class TakeOption(Action):
    """The Region Option after the Action (ZW-ACT-23): ``option`` names it, ``region`` a target."""

    option: str = ""
    region: str = ""


@dataclass(frozen=True)
class EndTurn(Action):
    """Decline the Region Option: the hero's turn ends (ZW-CYCLE-08)."""


# --- answers inside a turn ---------------------------------------------------------------
@dataclass(frozen=True)
class SendToken(Action):
    """Where an overflowing Threat or Murk token goes next (ZW-ACT-14/25)."""

    region: str = ""


@dataclass(frozen=True)
class ChooseSide(Action):
    side: int = 0


@dataclass(frozen=True)
class JoinChallenge(Action):
    """Join (or not) a Challenge a hero in the same Region starts at this time of day (ZW-CHAL-49,
    AMB-59: joining uses the joiner's Action)."""

    join: bool = True


@dataclass(frozen=True)
class PassBuying(Action):
    """A Group Challenge's participant buys no more dice (ZW-CHAL-51)."""


@dataclass(frozen=True)
class BuyBanner(Action):
    card: str = ""


@dataclass(frozen=True)
class React(Action):
    """Initiation 6 (ZW-CHAL-15): swap Prepared ``remove`` for ``prepare``, paying its Banner."""

    remove: str = ""
    prepare: str = ""


@dataclass(frozen=True)
class UseInitiation(Action):
    card: str = ""


@dataclass(frozen=True)
class RollDice(Action):
    pass


@dataclass(frozen=True)
class Reroll(Action):
    """Reroll die ``die`` paying ``by``: "prime", "offering", "amber", "journey" (Tests), or a
    Banner's card id (its reroll). ``payer``: the seat whose Offering (or 3 Trophies) pays, any hero
    of the table (ZW-RES-06); -1, the acting hero itself, is what a move saved without it means."""

    die: int = 0
    by: str = ""
    payer: int = -1


@dataclass(frozen=True)
class SpendCritical(Action):
    """A Critical on die ``die``: a card's Critical ability, or "hero" for Breaking of the Shield."""

    die: int = 0
    card: str = ""


@dataclass(frozen=True)
class EndDetermination(Action):
    pass


@dataclass(frozen=True)
class GiveTrophies(Action):
    """Pass ``n`` Trophies to the hero in seat ``to``, in the same Region, between Actions (ZW-RES-10)."""

    to: int = 0
    n: int = 1


@dataclass(frozen=True)
class UseItem(Action):
    """Use an Item's main (``alt`` False) or alternative ability; ``die``: the die a reroll takes."""

    item: str = ""
    alt: bool = False
    die: int = -1


@dataclass(frozen=True)
class BuyItem(Action):
    """The Cradle's Trade: buy ``item`` for its Trophies; ``drop``: the Item let go when 3 are held."""

    item: str = ""
    drop: str = ""


@dataclass(frozen=True)
class GiveItem(Action):
    """Hand ``item`` to the hero in seat ``to`` (same Region, between Actions, ZW-RES-18)."""

    to: int = 0
    item: str = ""


@dataclass(frozen=True)
class UseGod(Action):
    """The God's main ability (an Offering; ``once`` False) or its once-only one; ``die``: a reroll's die."""

    once: bool = False
    die: int = -1


@dataclass(frozen=True)
class UseCreature(Action):
    """The Creature's ability (and, with ``special``, its paid special one too); then it goes back."""

    special: bool = False
    die: int = -1


@dataclass(frozen=True)
class PlayFeat(Action):
    """Play a Feat from hand (ZW-HERO-35): ``mode`` "ability", "both" (with its Kicker, for a Taint)
    or "kicker" (the Kicker alone, L245); ``die``: a reroll's die. The Feat is turned after."""

    feat: str = ""
    mode: str = "ability"
    die: int = -1


# --- Camp and Nix ------------------------------------------------------------------------
@dataclass(frozen=True)
class Summon(Action):
    """Camp step 6: a Creature for a Trophy — at random, or ``creature`` chosen for a Journey token."""

    creature: str = ""


@dataclass(frozen=True)
class Worship(Action):
    """Camp step 7: a God for an Offering (``amber``: 3 Trophies instead)."""

    god: str = ""
    amber: bool = False


@dataclass(frozen=True)
class BreakCamp(Action):
    """The hero's Camp Phase is over."""

@dataclass(frozen=True)
class Prepare(Action):
    """Camp step 5 (ZW-CYCLE-15): swap Prepared ``remove`` for ``prepare``, at no cost."""

    remove: str = ""
    prepare: str = ""


@dataclass(frozen=True)
class Camp(Action):
    """Take the Camp Phase's restores (ZW-CYCLE-10..18)."""


@dataclass(frozen=True)
class PlaceMurk(Action):
    """Nix's Phase of the Path: a Murk token into a Region of the hero's Thymor (ZW-SCEN-07, AMB-35)."""

    region: str = ""


# --- the Memory of the World, and a Solo start ---------------------------------------------
@dataclass(frozen=True)
class ChooseSaga(Action):
    """Solo: the extra Basic Saga card taken at the start (ZW-SCEN-02, L390 "you can choose it")."""

    card: str = ""


@dataclass(frozen=True)
class PlaceThreat(Action):
    """The Memory's Nix Phase: where in its Thymor the hero's Hit Increases Threat (ZW-SCEN-31)."""

    region: str = ""


@dataclass(frozen=True)
class HeraldReroll(Action):
    """A Herald's-phase Nix roll kept (``by`` "") or rerolled for an Offering ("offering") or 3
    Trophies ("trophies") (ZW-SCEN-32)."""

    by: str = ""


@dataclass(frozen=True)
class OfferRestore(Action):
    """An Offering (or, ``amber``, 3 Trophies) to Sventovit for 1 point of the Attribute of the
    Dawnstone over the hero's Thymor (ZW-RES-04), before or after an Action (AMB-66)."""

    attr: str = ""
    amber: bool = False


@dataclass(frozen=True)
class ChooseInjury(Action):
    """ZW-INJ-04: the Attribute that takes an Injury whose own Blocker could move no further."""

    attr: str = ""


@dataclass(frozen=True)
class ChooseNewHero(Action):
    """ZW-HERO-24: the hero the player of one lost to Oblivion takes on ("": none, the seat stays out)."""

    pick: str = ""


@dataclass(frozen=True)
class ChooseAttribute(Action):
    """The Attribute of a pick the player makes (picks.py): the one paying for leaving Murk
    (ZW-ACT-30), the one a Taint marks (ZW-HERO-13), or the Taint a Primal Taint moves (ZW-HERO-22)."""

    attr: str = ""


@dataclass(frozen=True)
class ChooseLossTaker(Action):
    """ZW-CHAL-52/53: the Group Challenge participant who takes one loss (the group decides; the
    initiator answers for it)."""

    seat: int = 0


@dataclass(frozen=True)
class PlaceKeptGuard(Action):
    """A campaign's kept Garrison or Watchstone placed at setup (L1086, kept_guards.py): ``region``
    "" keeps it off the map; ``push`` the Region next door a Threat or Murk there goes to."""

    guard: str = ""
    region: str = ""
    push: str = ""


# --- the Herald (herald_attack.py) and the Epic Battle (epic_battle.py) --------------------------
@dataclass(frozen=True)
class FaceAttack(Action):
    """Who faces their Herald's Attack card next (AMB-33; the Epic Battle's rounds, L1196: in an
    order the players decide). ``player`` answers for the table; ``seat`` is the hero going next."""

    seat: int = 0


@dataclass(frozen=True)
class StartEpicBattle(Action):
    """The Epic Battle as a Joint Action: every hero spends this time of day's Action (ZW-SCEN-33)."""


@dataclass(frozen=True)
class TransferRunes(Action):
    """After a Success in the Epic Battle, move the unused Runes and Pierces onto the Herald card as
    Runes (``take``) or not (L1200: "they can")."""

    take: bool = True


ACTION_CLASSES = (
    Explore, Rest, UseHarbour, CardAction, PassTime, TakeOption, EndTurn, SendToken, ChooseSide, JoinChallenge, PassBuying,
    BuyBanner, React,
    UseInitiation, RollDice, Reroll, SpendCritical, EndDetermination, GiveTrophies, UseItem, BuyItem, GiveItem, UseGod, UseCreature, PlayFeat, Camp, Prepare, Summon, Worship, BreakCamp, PlaceMurk,
    ChooseSaga, PlaceThreat, HeraldReroll, ChooseInjury, ChooseNewHero, OfferRestore, ChooseAttribute, ChooseLossTaker,
    FaceAttack, StartEpicBattle, TransferRunes, PlaceKeptGuard,
)
