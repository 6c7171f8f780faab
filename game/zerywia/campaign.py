"""A Zerywia campaign: the heroes carried from one scenario to the next (issue 13).

The rulebook's campaign lines: the Path Stone "is transferred together with the character between
the scenarios" (L215, ZW-HERO-32) — its Paths, the Curse among them (L190), and the God card lying
on top of it (L219); a won scenario ends with "Keep your Hero along with any cards and tokens you
have gained" (L435, ZW-SCEN-11); a Primal Taint is "a lasting, virtually irreversible taint" (L1059)
and a third one loses the hero to Oblivion (L1067-L1069, ZW-HERO-24), as does an Injury in the Epic
Battle (L1207, ZW-SCEN-36): that player goes on "with another Hero along with the next Scenario";
the players keep their Garrison and Watchstone tokens, at most 1 of each type per player, and place
them at the next scenario's preparation once every other token is on the map, in Regions with no
special symbol (L1086, ZW-ACT-41).

What the text leaves open is a declared option (``CAMPAIGN_RULES``, each with its default):

* ``campaign_keeps`` — "cards_and_tokens" (default, L435): the Path Stone (Paths, God), Items,
  Trophies, Offerings and Journey tokens; "path_stone": only the Stone's Paths and God. Either way
  the Saga cards are dealt again by the next scenario's own Starting Sagas step (L388, L1100 is
  the specific rule), and the Attributes, ordinary Taints, Injuries, Feats and Creature start
  afresh with the hero's board (L1098: "Preparing ... the Hero: follow pages 14 and 15").
* ``campaign_primal_taints`` — True (default, L1059 "lasting"): Primal Taints carry (their
  Attribute's Blocker and the locked Prime with them).

The Garrisons and Watchstones a player "gained" are read as those standing on the map when the
scenario ends (one discarded by a Threat or the Murk is gone, L1077, L1084), shared out to the
players in seat order, at most one of each type each. A scenario lost to Nix is recorded as lost
and the campaign goes on. A scenario with Scenario Cards (pages.py: the Path's Page of Dawn and
Black Page) has the consequences they declare (L1210): a Success gives each standing hero an
Offering (while the box of 12 has one), a Failure puts a Blackstone on the Ritual Rifts at the next
scenario's preparation (the setup's ``blackstones``); ``Played.consequence`` records what applied.

A campaign plays the expansion packs it was started with (``packs``, issue 13): their heroes may be
in the party or taken on for a lost one, and every scenario's setup switches them on.

The record is plain data: ``to_json`` / ``from_json`` with a version, the saves module writes it
(version 2 added ``packs``; a version-1 record plays none; version 3 added each played
scenario's ``consequence``: an older record's scenarios had none, so none is applied late).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from game.core.actions import SetupError
from game.core.options import RuleOption, RuleOptions
from game.zerywia.carry import OFFERINGS_IN_BOX, Memory, read_memory
from game.zerywia.content import content
from game.zerywia.packs import checked_packs
from game.zerywia.pages import pages_of
from game.zerywia.scenarios import SCENARIOS
from game.zerywia.setup import HERO_ORDER, MAX_HEROES, pack_heroes

CAMPAIGN_VERSION = 3
CONSEQUENCES = ("offerings", "blackstones")  # what a Scenario Card can do (ConsequenceM)

CAMPAIGN_RULES = RuleOptions(
    "zerywia_campaign",
    (
        RuleOption(
            "campaign_keeps",
            "cards_and_tokens",
            "L435",
            "What a hero keeps between scenarios: the cards and tokens gained (L435), or only the Path Stone (L215).",
            choices=("cards_and_tokens", "path_stone"),
        ),
        RuleOption(
            "campaign_primal_taints",
            True,
            "L1059",
            "Primal Taints stay with the hero into the next scenario (a 'lasting' taint).",
            choices=(True, False),
        ),
    ),
)


@dataclass
class Seat:
    """A player: the hero they play (None while a lost hero waits to be replaced) and the guard
    tokens they keep (0 or 1 of each, L1086)."""

    hero: Memory | None
    garrison: int = 0
    watchstone: int = 0


@dataclass
class Played:
    scenario: str
    outcome: str  # "won" | "lost"
    reason: str = ""
    heroes: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)  # heroes fallen to Oblivion or beaten in the battle
    # the Scenario Card's consequence that applied (L1210), e.g. {"blackstones": 1}; {} without Pages
    consequence: dict[str, int] = field(default_factory=dict)


@dataclass
class Campaign:
    seats: list[Seat]
    played: list[Played] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=CAMPAIGN_RULES.defaults)
    seed: int = 1  # the next scenario's seed grows from it (``next_seed``)
    packs: list[str] = field(default_factory=list)  # the expansion packs every scenario plays

    def offered(self) -> list[str]:
        """Every hero this campaign may field: the box's, then its packs' (the New game screen's order)."""
        return [*HERO_ORDER, *(h for h in pack_heroes() if content().pack_of("heroes", h) in self.packs)]

    def heroes(self) -> list[str]:
        return [s.hero.hero for s in self.seats if s.hero is not None]

    def fallen(self) -> list[str]:
        """Heroes lost to Oblivion or beaten in an Epic Battle: gone from the campaign (L1069)."""
        return [h for p in self.played for h in p.lost]

    def waiting(self) -> list[int]:
        """Seats whose hero was lost: they choose another before the next scenario."""
        return [i for i, s in enumerate(self.seats) if s.hero is None]


class CampaignError(ValueError):
    """A campaign record that cannot be read; ``key`` names the sentence the player is shown."""

    def __init__(self, message: str, key: str = "zerywia.campaign.corrupt") -> None:
        super().__init__(message)
        self.key = key


def new_campaign(heroes: list[str], seed: int = 1, options: dict[str, Any] | None = None,
                 packs: list[str] | None = None) -> Campaign:
    try:
        played_packs = checked_packs(packs)
    except ValueError:
        raise SetupError("unknown expansion", "zerywia_packs.setup.unknown_pack", pack=str(packs)) from None
    camp = Campaign([], options=CAMPAIGN_RULES.normalize(options), seed=seed, packs=played_packs)
    _check_party(heroes, camp.offered())
    camp.seats = [Seat(Memory(h)) for h in heroes]
    return camp


def next_seed(campaign: Campaign) -> int:
    """Each scenario its own seed, fixed by the campaign's (a replayed campaign plays the same)."""
    return campaign.seed * 1000 + len(campaign.played) + 1


def replace_hero(campaign: Campaign, seat: int, hero: str) -> None:
    """A player whose hero was lost takes another one (L1069, L1207); their guard tokens stay."""
    if seat not in campaign.waiting():
        raise SetupError("that player's hero is still in the campaign", "zerywia.campaign.not_waiting")
    if hero not in campaign.offered() or hero in campaign.heroes() or hero in campaign.fallen():
        raise SetupError("choose a hero no other player has and none lost", "zerywia.setup.heroes")
    campaign.seats[seat].hero = Memory(hero)


def next_setup(campaign: Campaign, scenario: str) -> dict[str, Any]:
    """The next scenario's setup: the party, and each hero's memory and guards as ``carry``."""
    if scenario not in SCENARIOS:
        raise SetupError("choose a scenario", "zerywia.setup.no_scenario")
    if campaign.waiting():
        raise SetupError("a player must choose a new hero first", "zerywia.campaign.choose_hero")
    carry = []
    for s in campaign.seats:
        assert s.hero is not None
        carry.append({**asdict(s.hero), "garrison": s.garrison, "watchstone": s.watchstone})
    setup: dict[str, Any] = {"heroes": campaign.heroes(), "scenario": scenario, "carry": carry}
    if campaign.packs:
        setup["packs"] = list(campaign.packs)
    if campaign.fallen():  # absent while none fell, so earlier scenarios' setups stay as they were
        setup["fallen"] = campaign.fallen()
    due = campaign.played[-1].consequence.get("blackstones", 0) if campaign.played else 0
    if due:  # the last scenario's Black Page: a Failure costs time at this preparation (L1210)
        setup["blackstones"] = due
    return setup


def fold(campaign: Campaign, state: Any) -> Played:
    """A finished game's end folded into the record: each standing hero's memory, the lost ones
    dropped (their players choose again), the guards on the map shared out (L1086)."""
    if not state.outcome:
        raise ValueError("the scenario is not over")
    if list(state.setup.get("heroes", [])) != campaign.heroes():
        raise ValueError("that game was not this campaign's scenario")
    keeps_all = campaign.options["campaign_keeps"] == "cards_and_tokens"
    # heroes lost at the table whose players took on another (ZW-HERO-24, oblivion.py): never again
    # (the heroes the campaign had lost before this scenario came in ``fallen`` too: not lost again)
    before = set(state.setup.get("fallen", []))
    lost: list[str] = [h for h in state.fallen if h not in {x.hero for x in state.heroes} | before]
    for seat, hero in zip(campaign.seats, state.heroes, strict=True):
        if hero.lost:
            lost.append(hero.hero)
            seat.hero = None
            continue
        memory = Memory(hero.hero, list(hero.paths), hero.god)
        if campaign.options["campaign_primal_taints"]:
            memory.primal = list(hero.primal)
        if keeps_all:
            memory.items = list(hero.items)
            memory.trophies = hero.trophies
            memory.offerings = hero.offerings + hero.god_tokens  # those lying on the God come back
            memory.journey_tokens = list(hero.journey_tokens)
        seat.hero = memory
    for guard, standing in (("garrison", state.land.garrisons), ("watchstone", state.land.watchstones)):
        left = len(standing)
        for seat in campaign.seats:
            setattr(seat, guard, 1 if left > 0 else 0)
            left -= 1
    scenario = state.setup.get("scenario", "path")
    played = Played(scenario, state.outcome, state.reason, list(state.setup["heroes"]), lost,
                    _consequence(campaign, scenario, state.outcome))
    campaign.played.append(played)
    return played


def _consequence(campaign: Campaign, scenario: str, outcome: str) -> dict[str, int]:
    """The Scenario Card's Success or Failure applied to the record (L1210): the Offerings go onto
    the standing heroes' memories now, in seat order while the box has one (ZW-RES-01); the
    Blackstones wait for ``next_setup``. Returns what the card declared (only what is not zero)."""
    pages = pages_of(scenario)
    card = pages.consequence(outcome) if pages is not None else None
    if card is None:
        return {}
    heroes = [s.hero for s in campaign.seats if s.hero is not None]
    held = sum(h.offerings for h in heroes)
    for hero in heroes:
        give = min(card.offerings, OFFERINGS_IN_BOX - held)
        hero.offerings += give
        held += give
    return {k: getattr(card, k) for k in CONSEQUENCES if getattr(card, k)}


def _sound(consequence: Any) -> bool:
    return isinstance(consequence, dict) and all(
        k in CONSEQUENCES and type(v) is int and 0 <= v <= 1 for k, v in consequence.items())


def _check_party(heroes: Any, offered: list[str]) -> None:
    if (
        not isinstance(heroes, list) or not 1 <= len(heroes) <= MAX_HEROES
        or len(set(heroes)) != len(heroes) or any(h not in offered for h in heroes)
    ):
        raise SetupError("choose 1 to 4 different heroes", "zerywia.setup.heroes")


# --- JSON ---------------------------------------------------------------------------------------
def to_json(campaign: Campaign) -> dict[str, Any]:
    return {"version": CAMPAIGN_VERSION, **asdict(campaign)}


def from_json(data: Any) -> Campaign:
    """The record back from JSON; anything malformed is a CampaignError (a clear sentence)."""
    if not isinstance(data, dict) or type(data.get("version")) is not int:
        raise CampaignError("not a Zerywia campaign")
    if data["version"] > CAMPAIGN_VERSION:
        raise CampaignError("made by a newer Tablebound", "zerywia.campaign.newer")
    try:
        seats = []
        for s in data["seats"]:
            hero = None if s["hero"] is None else read_memory(dict(s["hero"]))
            seats.append(Seat(hero, int(s.get("garrison", 0)), int(s.get("watchstone", 0))))
        played = [Played(**p) for p in data.get("played", [])]
        packs = checked_packs(data.get("packs"))  # none in a version-1 record
        campaign = Campaign(seats, played, CAMPAIGN_RULES.normalize(data.get("options")), int(data.get("seed", 1)), packs)
    except (KeyError, TypeError, ValueError, SetupError) as exc:
        raise CampaignError(f"a damaged campaign record ({exc})") from exc
    if not 1 <= len(seats) <= MAX_HEROES or any(not {s.garrison, s.watchstone} <= {0, 1} for s in seats):
        raise CampaignError("a damaged campaign record (its players)")
    if any(p.scenario not in SCENARIOS or p.outcome not in ("won", "lost") or not _sound(p.consequence) for p in played):
        raise CampaignError("a damaged campaign record (its scenarios)")
    named = campaign.heroes()
    if len(set(named)) != len(named) or any(h not in campaign.offered() for h in named):
        raise CampaignError("a damaged campaign record (its heroes)")
    return campaign
