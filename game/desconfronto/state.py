"""The combat state: plain mutable dataclasses, saved field by field by ``game.core.serial``
(format history and upgrades of old saves: ``game.desconfronto.formats``).

Figures are referred to by short strings: ``"h0"``..``"h3"`` are heroes by
seat (turn order, clockwise, seat 0 = the Leader) and ``"c0"``..``"c3"`` are
creature board positions 1..4 (upper-left, upper-right, lower-left,
lower-right; DC-CMB-03/15). A defeated creature keeps its position with
``defeated = True`` so the board never reshuffles under the players.

Conditions live in ``Figure.cond`` (a dict; absent key = 0):

* ``stunned`` 0/1, ``bleeding`` tokens, ``fire`` tokens, ``ice`` turns left,
  ``poison`` turns left, ``corruption``/``purification`` tokens (max 6, never
  both), ``cor_turns`` (a creature's Corruption lasts 2 of its turns),
  ``pur_turns`` (a hero's Purification lasts 2 of their turns).
* Thunder is ``Figure.thunder``: one entry per token, the attacks it still
  boosts (AMB-09).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.pending import Choice
from game.core.piles import Pile
from game.core.rng import Rng


@dataclass
class Figure:
    vigor: int
    max_vigor: int
    cond: dict[str, int] = field(default_factory=dict)
    thunder: list[int] = field(default_factory=list)

    def c(self, key: str) -> int:
        return self.cond.get(key, 0)


ASIDE = "aside"  # HeroState.exhausted of a hero out of a combat: Pharanor's whose player is the Master (DC-SEC-05)


@dataclass
class HeroState(Figure):
    """One hero's playmat.

    Zones (every physical card is in exactly one, across all heroes):
    ``draw`` (draw deck, top = end), ``hand``, ``discard``, ``shields``
    (Active Shields area: ``[card id, shield points]``; a shield card may sit
    on another hero's mat, it returns to its owner's discard when consumed),
    ``active`` (Signature cards kept active), ``removed`` (Signatures
    recharging in Solo, DC-SOLO-01).
    """

    hero: str = ""
    seat: int = 0
    draw: Pile = field(default_factory=Pile)
    hand: list[str] = field(default_factory=list)
    discard: Pile = field(default_factory=Pile)
    shields: list[list[Any]] = field(default_factory=list)
    active: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    level: int = 0
    abilities: list[str] = field(default_factory=list)  # skill ids in purchase order
    new_abilities: list[str] = field(default_factory=list)  # bought this combat: usable from the next
    exhausted: str = ""  # "" | "wounds" | "cards" | ASIDE (out of this combat, DC-SEC-05)
    reaction_used: bool = False
    res: dict[str, Any] = field(default_factory=dict)  # class resources and once-per flags (hero modules)
    item: str = ""  # the Active Item (items.py), "" when none
    bag: list[str] = field(default_factory=list)  # extended inventory: items that can be swapped in
    items_used: list[str] = field(default_factory=list)  # equipment already used this combat
    subclass: str = ""  # the Specialization bought ("<hero>.<subclass>", prestige.py), "" before
    granted: list[str] = field(default_factory=list)  # subclass and Elder cards given since setup


class Companion:
    """Gëlien's Nina as a board figure (ref ``"n<seat>"``, DC-HERO-GEL-02/03): a live view over her
    owner's ``res`` (``nina`` Vigor, ``nina_max``, ``nina_cond``, ``nina_thunder``, ``nina_shields``,
    ``nina_away``), so saves stay plain JSON and the rules code treats her like any figure."""

    __slots__ = ("res", "seat")

    def __init__(self, hero: HeroState) -> None:
        self.res = hero.res
        self.seat = hero.seat

    @property
    def vigor(self) -> int:
        return int(self.res.get("nina", 0))

    @vigor.setter
    def vigor(self, value: int) -> None:
        self.res["nina"] = value

    @property
    def max_vigor(self) -> int:
        return int(self.res.get("nina_max", 0))

    @property
    def cond(self) -> dict[str, int]:
        return self.res.setdefault("nina_cond", {})

    @property
    def thunder(self) -> list[int]:
        return self.res.setdefault("nina_thunder", [])

    @thunder.setter
    def thunder(self, value: list[int]) -> None:
        self.res["nina_thunder"] = value

    @property
    def shields(self) -> list[list[Any]]:
        return self.res.setdefault("nina_shields", [])

    @property
    def exhausted(self) -> str:
        return "wounds" if self.res.get("nina_away") or self.vigor <= 0 else ""

    def c(self, key: str) -> int:
        return self.cond.get(key, 0)


@dataclass
class CreatureState(Figure):
    """A creature on the playmat. ``shields_off`` = seat + 1 of the hero whose next turn restores
    its printed shields (Destruction), 0 when they work."""

    creature: str = ""
    defeated: bool = False
    shields_off: int = 0


@dataclass
class RunState:
    """The layer above one combat (run.py, hunt.py): a Hunt's hordes and what happens between them.

    ``stage``: ``"tiers"`` (a horde's tier dice wait on players who rolled "player decides"),
    ``"combat"`` (a horde is being fought), ``"market"`` (the Wandering Market after a won horde,
    each seat shopping in turn from ``shopper``), ``"boss"`` (Daegur / Gûrthur), ``"boss_lost"``
    (the group chooses to fight the Boss again or give up), ``"horde_lost"`` (the same for a horde,
    with the ``hunt_retry`` variant), ``"done"``.
    """

    mode: str = "hunt"
    stage: str = "combat"
    horde: int = 1  # the horde being fought or just won (1..4); 5 = the Boss
    wins: int = 0  # consecutive horde victories (DC-HUNT-11)
    tiers: list[int] = field(default_factory=list)  # this horde's creature tiers, lowest first
    rolled: list[str] = field(default_factory=list)  # the tier die faces, one per seat (DC-HUNT-04)
    chosen: list[int] = field(default_factory=list)  # per seat: its creature's tier, 0 while undecided
    shopper: int = 0  # the seat shopping now in the market
    market: dict[str, int] = field(default_factory=dict)  # purchases left: "common", "artifact", "subclass"
    rest: str = ""  # the market's rest offer: "" | "short_or_items" | "short_taken" | "long"
    boss_tries: int = 0  # defeats so far (a Boss fight lost, or with hunt_retry a horde): BOSS_TRIES end it
    history: list[dict[str, Any]] = field(default_factory=list)  # one entry per combat: result, tiers


@dataclass
class BossState:
    """The Boss playmat (``game.desconfronto.boss``, DC-BOSS-*); None outside the Boss fight.

    The Boss itself is the creature at board position 0 (``"c0"``: ``CreatureState`` with creature
    ``"daegur"`` or ``"gurthur"``), so hero cards target it and its Vigor and conditions are a
    figure's; the two summons take positions 1 and 2 (DC-BOSS-10). This holds the rest of the mat.
    ``where``: each seat's spot, ``"altar"`` (area 8), a pillar element (``"fire"``, ``"water"``,
    ``"earth"``, ``"thunder"``) or ``"crystal<i>"``. ``pillars``: each pillar's Vigor, 0 = broken.
    ``souls``: the summon ids held by each Soul Crystal; ``crystals``: each crystal's Vigor.
    ``counter``: Summon Counter spaces moved (0 while no summons are out; DC-BOSS-13).
    ``stopped``: the turn in which a threshold stopped the damage (L1000: the rest of that turn's
    damage is lost), 0 when none. ``delayed``: seats that gave up a turn for the counter (DC-BOSS-16).
    """

    form: int = 1  # 1 = Daegur, 2 = Gûrthur
    deck: list[str] = field(default_factory=list)  # Boss Action draw pile, top = end
    discard: list[str] = field(default_factory=list)
    where: list[str] = field(default_factory=list)
    pillars: dict[str, int] = field(default_factory=dict)
    crystals: list[int] = field(default_factory=list)
    souls: list[list[str]] = field(default_factory=list)
    summons: list[int] = field(default_factory=list)  # board positions of the summons still out
    counter: int = 0
    stopped: int = 0
    delayed: list[int] = field(default_factory=list)
    last_card: str = ""
    kills: int = 0  # summons defeated (not absorbed) in this fight: the bots' measure of progress
    fired: list[int] = field(default_factory=list)  # thresholds that summoned in this form (AMB-35's variant)


@dataclass
class ColiseumState:
    """The Coliseum (``game.desconfronto.coliseum``, DC-COL-*): heroes against one another; None elsewhere.

    ``scores``: points by seat. ``marks``: by target seat, the seats whose Class token is on that hero
    (one each, DC-COL-11). ``eliminated``: seats out by running out of cards, in order (DC-COL-14).
    ``queue``: decisions the current action has raised, asked once it is over, in order — a token
    holder's reward (``{"kind": "reward", "seat", "victim"}``, DC-COL-12) and a defender's Revide
    (``{"kind": "revide", "seat", "attacker"}``, DC-COL-07..10). ``resume``: the action cost
    ``flow.after_action`` still has to settle while the queue is asked. ``reviding``: the seat whose
    Revide is resolving (-1 when none) and ``saved``: the attacker's turn values it must leave as they
    were (actions left, the extra-action flag, DC-COL-09). ``hold``: a rival's physical attack waiting
    on the defender's shields, with where the attacking card resumes (``duel.py``). ``main``: the main
    target named for an area attack (DC-COL-07). ``next_only``: by seat, shield cards a Revide put on
    that hero, which guard only the next attack it suffers (AMB-19c). ``final``: the seats still to take
    their one Final Round action, in order, and ``final_by`` who reached 10 first (-1 before; DC-COL-15).
    ``beasts``: Condemnation by Beasts (DC-COL-16); ``owners``: by creature position, the seat whose
    level sets that beast's tier (AMB-22). ``falls``: Exhaustions suffered by seat (the tie-break
    variant). ``mulligan``: seats still to choose their first-round mulligan (DC-COL-04).
    """

    scores: list[int] = field(default_factory=list)
    marks: list[list[int]] = field(default_factory=list)
    eliminated: list[int] = field(default_factory=list)
    queue: list[dict[str, Any]] = field(default_factory=list)
    resume: int = -1
    reviding: int = -1
    saved: dict[str, Any] = field(default_factory=dict)
    hold: dict[str, Any] = field(default_factory=dict)
    main: str = ""
    next_only: list[list[str]] = field(default_factory=list)
    final: list[int] = field(default_factory=list)
    final_by: int = -1
    beasts: bool = False
    owners: list[int] = field(default_factory=list)
    falls: list[int] = field(default_factory=list)
    mulligan: list[int] = field(default_factory=list)
    done: bool = False  # the Final Round is over, or fewer than two heroes are left: the podium
    quiet: int = 0  # turns in a row in which no card, Vigor or point changed (turns.py: the stalemate)
    sig: list[int] = field(default_factory=list)  # the table's cards, Vigor and points at this turn's start


@dataclass
class CampaignState:
    """The Sempreterna campaign (``game.desconfronto.campaign``, DC-CMP-*); None in every other mode.

    The map is content (``campaign/content.py``); this is what the group has done on it. ``at``: the
    card the group token stands on. ``revealed``: cards face up, in the order they were turned
    (DC-CMP-08; every card with the face-up variant, DC-CMP-02). ``camps``: card id -> the rest token
    placed there ("short" / "long", DC-CMP-16): a safe card, no more combats (DC-CMP-07).
    ``tokens``: the campaign's rest tokens still unused. ``pages``: the story pages read, in order
    (``"scroll2.intro"``, ``"scroll2.conclusion"``, ``"temple.R1"``...: the journal, DC-CMP-12/13).
    ``entered`` / ``left``: area colours whose introduction / conclusion has been read. ``wins``: victories
    by card (spoils are paid every time, DC-CMP-10). ``beaten``: special foes defeated, by card id
    (Guardians, Akari, Tenebrah). ``conclusions``: Conclusion tokens (L114). ``won_here``: the combat just
    fought on ``at`` was won (a rest token may be placed, L269). ``fought``: combats fought. ``combat``: the
    card's combat being fought (``card``, the rolled ``face``, the ``creatures``). ``road``: the road event
    waiting on the group's choice (``id``) and, after a choice, the discards still owed (``discard``:
    seats). ``deck``: the road-event deck, top = end; ``used``: events already read. ``missions``: side
    missions done, in order (``{"seat", "kind", "card"}``, DC-CMP-21); ``mission_cards``: "!" cards whose
    mission is done. ``swapped``: P5 is its corrupted version (DC-SEC-02). ``finale``: Scroll 7 is open
    (AMB-33: the four Guardians are beaten), the final battle waits at Kalahad. ``boss_tries``: final battles
    lost. ``moves``: map moves made (the autosave's turn counter). ``purified``: special foes defeated
    while they held Purification tokens (the Solarion condition, L481). ``secrets``: the secret rewards
    given (``abyssal_blade``, ``solarion_lance``).
    """

    at: str = "K0"
    revealed: list[str] = field(default_factory=list)
    camps: dict[str, str] = field(default_factory=dict)
    tokens: list[str] = field(default_factory=lambda: ["short", "long"])
    pages: list[str] = field(default_factory=list)
    entered: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)
    wins: dict[str, int] = field(default_factory=dict)
    beaten: list[str] = field(default_factory=list)
    conclusions: int = 0
    won_here: bool = False
    fought: int = 0
    combat: dict[str, Any] = field(default_factory=dict)
    road: dict[str, Any] = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)
    used: list[str] = field(default_factory=list)
    missions: list[dict[str, Any]] = field(default_factory=list)
    mission_cards: list[str] = field(default_factory=list)
    swapped: bool = False
    finale: bool = False
    boss_tries: int = 0
    moves: int = 0
    purified: list[str] = field(default_factory=list)  # foes defeated holding Purification (DC-SEC-04)
    secrets: list[str] = field(default_factory=list)  # secret rewards given (DC-SEC-03/04), in order


@dataclass
class MasterState:
    """The Corruption Master (``game.desconfronto.master``, DC-CM-01..04): a 5th seat that runs the
    creatures; None in every game without one. ``seat`` is its seat number (the heroes' count, so the
    heroes keep 0-3); ``hand`` the Creature Action cards it holds (dealt again at every combat, AMB-38),
    hidden from every hero seat by the per-seat view."""

    seat: int = 4
    hand: list[str] = field(default_factory=list)


# "h0" -> ("h", 0): figure refs are parsed several times per action
_REFS: dict[str, tuple[str, int]] = {f"{k}{i}": (k, i) for k in "hcn" for i in range(64)}


@dataclass
class CombatState:
    """A whole Skirmish combat.

    ``phase``: ``"hero"`` (the Active Hero acts), ``"defend"`` (a creature
    attack waits on a hero's shield or reaction choice), ``"spoils"`` (won:
    buy Skill Tree abilities), ``"over"``. ``pending`` holds the structured
    choice the core waits on (target slots of a card being played, a defence
    window); ``attack`` the creature attack being resolved and
    ``attack_queue`` the ones still to come this Creature Phase.
    ``forced`` is a test-only queue of die faces used before the Rng; it is
    never saved.
    """

    setup: dict[str, Any] = field(metadata={"fixed": True})  # never changed after setup: not copied
    options: dict[str, Any] = field(metadata={"fixed": True})
    rng: Rng
    heroes: list[HeroState]
    creatures: list[CreatureState]
    cdeck: Pile  # Creature Action deck (top = end)
    cdiscard: Pile
    active_hero: int = 0
    active_creature: int = 0
    phase: str = "hero"
    actions_left: int = 2
    turn: int = 1
    pending: Choice | None = None  # the kernel's stored choice (game.core.pending), saved flat
    attack: dict[str, Any] | None = None
    attack_queue: list[dict[str, Any]] = field(default_factory=list)
    flags: dict[str, Any] = field(default_factory=dict)  # this turn's flags (Stop Time...)
    fragments: int = 0
    spoils: int = 0
    outcome: dict[str, str] | None = None
    last_card: str = ""  # the Creature Action card drawn this Creature Phase (for the board)
    last_blocks: list[str] = field(default_factory=list)
    run: RunState | None = None  # a Hunt (or, later, a campaign) around this combat; None in a Skirmish
    boss: BossState | None = None  # the Boss playmat while the Boss is fought
    coliseum: ColiseumState | None = None  # hero against hero (coliseum/); None in every other mode
    campaign: CampaignState | None = None  # the Sempreterna map around the run (campaign/); None elsewhere
    master: MasterState | None = None  # the Corruption Master's seat and hand (master.py); None without one
    forced: list[str] = field(default_factory=list, metadata={"save": False})

    @property
    def seat_of(self) -> dict[str, int]:
        """Hero id -> seat (a hero appears once per combat)."""
        return {h.hero: h.seat for h in self.heroes}

    def fig(self, ref: str) -> Any:
        parsed = _REFS.get(ref)
        k, i = parsed if parsed is not None else (ref[0], int(ref[1:]))
        if k == "h":
            return self.heroes[i]
        if k == "c":
            return self.creatures[i]
        return Companion(self.heroes[i])  # "n<seat>": Nina

    def companions(self) -> list[str]:
        """Refs of the companions on the board now (Nina while she is not away or down)."""
        return [f"n{h.seat}" for h in self.heroes if h.res.get("nina", 0) > 0 and not h.res.get("nina_away")]

    def living(self) -> list[int]:
        return [i for i, c in enumerate(self.creatures) if not c.defeated]

    def standing(self) -> list[int]:
        return [h.seat for h in self.heroes if not h.exhausted]
