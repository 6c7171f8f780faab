"""Skirmish setup: validation, difficulty levelling (DC-DIFF-*), Solo (DC-SOLO-02), the starting state.

Setup dict::

    {"mode": "skirmish", "players": 1..4, "heroes": ["pharanor", "tesser"],
     "tiers": [1, 1, 2, 3],        # the combat's creature tiers before levelling
     "tier_shift": 0,              # raise/lower every creature's tier (spoils follow), or a list:
                                   # one shift per creature position, lowest tier first (L471)
     "extra_creatures": true,      # 5+ players: one more creature of the highest tier each (L470)
     "creatures": [],              # optional fixed creature ids (scenarios); no levelling then
     "spoils": null,               # optional fixed Soul Stone spoils
     "flee_cost": 0,               # optional Fast Travel cost of fleeing (flee.py; omitted when 0)
     "abilities": {"tesser": ["always_shield"]},  # abilities owned before this combat
     "items": {"tesser": ["healing_potion"]},  # extended inventory (items.py); head item is active
     "options": {...}}             # named AMB-nn rule options (options.py)

The new-game screen sends ``hero1``..``hero8`` (one per seat; they win over ``heroes``), a
``"1,1,2,3"`` string for ``tiers``, and ``tier_shift="each"`` with ``creature_shift_1..4``
for creature-by-creature shifts.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import SetupError
from game.core.piles import Pile
from game.core.protocol import SetupField
from game.core.rng import Rng
from game.desconfronto import master
from game.desconfronto.coliseum import setup as coliseum_setup
from game.desconfronto.content import HEROES
from game.desconfronto.creatures import ACTION_CARDS, BY_TIER, CREATURES, SPECIAL
from game.desconfronto.items import ITEMS, starting_item
from game.desconfronto.levels import refresh_max_vigor
from game.desconfronto.options import normalize_options
from game.desconfronto.roster import missing_hooks, playable_heroes
from game.desconfronto.state import CombatState, CreatureState, HeroState

TIER_PRESETS = ("1,1,1,1", "1,1,2,2", "1,1,2,3", "1,2,2,3", "2,2,3,3", "3,3,3,3")
DEFAULT_TIERS = [1, 1, 2, 3]
HAND_SIZE = 5  # DC-GEN-10
MAX_PLAYERS = 8
PLAYMAT_SLOTS = 4  # the creature playmat's positions (DC-CMB-15)
SHIFTS = (-2, -1, 0, 1, 2)
SKIRMISH_ONLY = ("mode", ("skirmish",))  # a Hunt rolls its own hordes (hunt.py)
COLISEUM_ONLY = ("mode", ("coliseum",))
CAMPAIGN_ONLY = ("mode", ("campaign",))
SHIFT_MODES = ("mode", ("skirmish", "campaign"))  # DC-DIFF-03: story mode shifts too (L472, campaign/tier_shift.py)
MODES = ("skirmish", "hunt", "boss", "coliseum", "campaign")
HUNT_PLAYERS = 4  # the Wandering Market's table has columns for 1 to 4 players (L219)


def setup_fields() -> list[SetupField]:
    """What the new-game screen asks: players, one hero per seat, tiers, and the tier shift, for the
    whole combat or creature by creature (L471); 5+ players may add creatures (L470)."""
    roster = playable_heroes()
    n = min(MAX_PLAYERS, len(roster))
    heroes = tuple((h, f"dc.hero.{h}") for h in roster)
    counts = tuple((k, f"setup.n{k}" if k <= 4 else f"setup_seats.n{k}") for k in range(1, n + 1))
    fields = [
        SetupField(
            "mode",
            "dc.setup.mode",
            (
                ("skirmish", "dc.setup.mode_skirmish"),
                ("hunt", "dc.setup.mode_hunt"),
                ("coliseum", "dc.setup.mode_coliseum"),
                ("campaign", "dc.setup.mode_campaign"),
            ),
            "skirmish",
        ),
        SetupField("players", "setup.players", counts, min(2, n)),
    ]
    for k in range(1, n + 1):
        fields.append(
            SetupField(
                f"hero{k}",
                f"dc.setup.hero{k}" if k <= 4 else f"setup_seats.dc_hero{k}",
                heroes,
                roster[k - 1],
                visible_if=("players", tuple(range(k, n + 1))) if k > 1 else None,
            )
        )
    if n > PLAYMAT_SLOTS:
        fields.append(
            SetupField(
                "extra_creatures",
                "setup_seats.dc_extra_creatures",
                ((True, "setup_seats.dc_extra_yes"), (False, "setup_seats.dc_extra_no")),
                True,
                visible_if=(SKIRMISH_ONLY, ("players", tuple(range(PLAYMAT_SLOTS + 1, n + 1)))),
            )
        )
    fields.append(master_field())
    for key in ("beasts", "artifacts"):  # the Coliseum's options (DC-COL-03, DC-COL-16)
        fields.append(
            SetupField(
                key,
                f"dc.setup.{key}",
                ((False, f"dc.setup.{key}_no"), (True, f"dc.setup.{key}_yes")),
                False,
                visible_if=COLISEUM_ONLY,
            )
        )
    fields.append(  # one save slot, no reload to undo a defeat (the saves layer reads ``setup["ironman"]``)
        SetupField(
            "ironman",
            "dc.setup.ironman",
            ((False, "dc.setup.ironman_no"), (True, "dc.setup.ironman_yes")),
            False,
            visible_if=CAMPAIGN_ONLY,
        )
    )
    fields.append(
        SetupField(
            "tiers",
            "dc.setup.tiers",
            tuple((p, f"dc.setup.tiers_{p.replace(',', '')}") for p in TIER_PRESETS),
            "1,1,2,3",
            visible_if=SKIRMISH_ONLY,
        )
    )
    shift_choices = tuple((s, f"dc.setup.shift_{s + 2}") for s in SHIFTS)
    fields.append(
        SetupField(
            "tier_shift",
            "dc.setup.tier_shift",
            (*shift_choices, ("each", "setup_seats.dc_shift_each")),
            0,
            visible_if=SHIFT_MODES,
        )
    )
    # One shift per playmat position; position k exists from k players on (fewer players drop
    # the highest tiers, DC-DIFF-01), so its question shows only then.
    for k in range(1, PLAYMAT_SLOTS + 1):
        fields.append(
            SetupField(
                f"creature_shift_{k}",
                f"setup_seats.dc_creature_shift_{k}",
                shift_choices,
                0,
                visible_if=(SHIFT_MODES, ("tier_shift", ("each",)), ("players", tuple(range(k, n + 1)))),
            )
        )
    return fields


MASTER_MODES = ("skirmish", "hunt", "boss", "campaign")  # every creature combat; not the Coliseum
MASTER_KINDS = ("human", "bot")  # the new-game screen's "who plays the Master" (both mean ``master`` on)


def master_field() -> SetupField:
    """DC-CM-01: "Corruption Master: none / human / bot", offered with 4 heroes in a Skirmish or a Hunt.
    The core reads only whether there is a Master; the screen seats a bot for "bot"."""
    return SetupField(
        "master",
        "dc_master.setup.label",
        ((False, "dc_master.setup.none"), ("human", "dc_master.setup.human"), ("bot", "dc_master.setup.bot")),
        False,
        visible_if=(("mode", ("skirmish", "hunt", "campaign")), ("players", (master.PLAYERS,))),
    )


def normalize_master(setup: dict[str, Any], mode: str, players: int) -> bool:
    """DC-CM-01 (L476): a Corruption Master makes a table of 5, so it takes exactly 4 heroes, and it
    runs creatures, so not in the Coliseum. ``master``: true/false, or the screen's "human"/"bot"."""
    raw = setup.get("master", False)
    if raw in (None, False, "none", ""):
        return False
    if raw is not True and raw not in MASTER_KINDS:
        raise ValueError("master must be true or false")
    if mode not in MASTER_MODES:
        raise SetupError("the Corruption Master runs creatures: not in the Coliseum", "setup_errors.dc_master_mode")
    if players != master.PLAYERS:
        raise SetupError(
            f"the Corruption Master plays with exactly {master.PLAYERS} heroes",
            "setup_errors.dc_master_players",
            heroes=master.PLAYERS,
        )
    return True


def master_variants() -> list[dict[str, Any]]:
    """Tables of 4 heroes and a Corruption Master (DC-CM-*): Skirmishes at every tier preset and Hunts.
    Kept out of ``setup_variants`` (the fingerprints' seed-to-setup map); the fuzzer adds them."""
    four = [v for v in setup_variants() if v.get("players") == master.PLAYERS and v.get("mode") in MASTER_MODES]
    return [{**v, "master": True} for v in four]


def setup_variants() -> list[dict[str, Any]]:
    """What the fuzzer and benchmarks cycle through: every hero in every player count 1-4, tables
    of 5 to 8 with and without their extra creatures (L470), Hunts (every hero in every party size,
    veteran parties that retry lost hordes so the later markets and the Boss are reached, and the
    Boss alone), creature-by-creature tier shifts (L471), and Coliseums of 2-4 heroes, last."""
    order = playable_heroes()
    out: list[dict[str, Any]] = []
    for n in range(1, min(4, len(order)) + 1):
        for i in range(len(order)):
            heroes = [order[(i + k) % len(order)] for k in range(n)]
            preset = TIER_PRESETS[(i + n) % len(TIER_PRESETS)]
            out.append({"mode": "skirmish", "players": n, "heroes": heroes, "tiers": preset})
    for n in range(5, min(MAX_PLAYERS, len(order)) + 1):
        for extra in (True, False):
            heroes = order[len(order) - n :]
            out.append(
                {"players": n, "heroes": heroes, "tiers": TIER_PRESETS[n % 6], "extra_creatures": extra}
            )
    out += hunt_variants() + veteran_hunts() + boss_variants()
    for i, shifts in enumerate(([0, -1, -2, 1], [2, 0, 0, -1], [-2, -2, 1, 2])):
        heroes = order[i : i + 1 + i]
        out.append(
            {"players": len(heroes), "heroes": heroes, "tiers": TIER_PRESETS[i + 2], "tier_shift": shifts}
        )
    out += coliseum_variants()
    return out + campaign_variants()  # last: the fuzzer draws them on seeds of their own (late_setup_variants)


CAMPAIGN_FUZZ_STEPS = 4000  # a random party never finishes a campaign: the fuzzer checks this many steps


def campaign_variants() -> list[dict[str, Any]]:
    """Campaigns of 1-4 heroes, every hero leading as often, under General Exhaustion (a lost combat
    ends the campaign, L345, so a random party's campaign ends and playouts stay short), some with the
    face-up map or the moveable camp, some a second campaign (the secret P5, DC-SEC-02)."""
    order = playable_heroes()
    out = []
    for n in range(1, min(4, len(order)) + 1):
        for i in range(len(order)):
            options = {
                "general_exhaustion": True,
                "face_up_map": (i + n) % 3 == 0,
                "moveable_camp": (i + n) % 4 == 1,
            }
            heroes = [order[(i + k * 2) % len(order)] for k in range(n)]
            out.append(
                {"mode": "campaign", "players": n, "heroes": heroes, "options": options, "campaigns_done": int((i + n) % 5 == 2)}
            )
    return out


def coliseum_variants() -> list[dict[str, Any]]:
    """Every hero in a Coliseum of 2, 3 and 4, with and without beasts, some with the artifacts (DC-COL-03/16)."""
    order = playable_heroes()
    return [
        {
            "mode": "coliseum",
            "players": n,
            "heroes": [order[(i + k * 3) % len(order)] for k in range(n)],
            "beasts": (i + n) % 3 == 0,
            "artifacts": (i + n) % 4 == 1,
        }
        for n in range(2, min(4, len(order)) + 1)
        for i in range(len(order))
    ]


def hunt_variants() -> list[dict[str, Any]]:
    """Every hero in a Hunt of every size 1-4 (the fuzzer's and the balance report's tables)."""
    order = playable_heroes()
    return [
        {"mode": "hunt", "players": n, "heroes": [order[(i + k) % len(order)] for k in range(n)]}
        for n in range(1, min(HUNT_PLAYERS, len(order)) + 1)
        for i in range(len(order))
    ]


def veteran_hunts() -> list[dict[str, Any]]:
    """Hunts of parties owning every Skill Tree ability, retrying lost hordes (AMB-23's variant): bots
    reach the 3rd and 4th markets and the Boss with them."""
    out = []
    for v in hunt_variants()[1::4]:
        heroes = v["heroes"]
        out.append({**v, "abilities": {h: [s.id for s in HEROES[h].skills] for h in heroes}, "options": {"hunt_retry": True}})
    return out


def boss_variants() -> list[dict[str, Any]]:
    """The Boss fight alone (``"mode": "boss"``) for 1-4 heroes."""
    return [{"mode": "boss", "players": v["players"], "heroes": v["heroes"]} for v in hunt_variants()[2::4]]


def default_heroes(n: int) -> list[str]:
    return playable_heroes()[:n]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def normalize_shift(setup: dict[str, Any]) -> int | list[int]:
    """One shift for every creature, or (L471) one per creature position, lowest tier first."""
    shift = setup.get("tier_shift", 0)
    if shift == "each":
        shift = [setup.get(f"creature_shift_{k}", 0) for k in range(1, PLAYMAT_SLOTS + 1)]
    if isinstance(shift, list | tuple):
        shift = list(shift)
        if not 1 <= len(shift) <= MAX_PLAYERS or not all(_whole(s) and -2 <= s <= 2 for s in shift):
            raise ValueError("each creature's tier shift must be a whole number from -2 to 2")
        return shift if any(shift) else 0
    if not _whole(shift) or not -2 <= shift <= 2:
        raise ValueError("tier_shift must be a whole number from -2 to 2")
    return shift


def normalize(setup: dict[str, Any]) -> dict[str, Any]:
    setup = dict(setup or {})
    mode = setup.get("mode", "skirmish")
    if mode not in MODES:
        raise ValueError(f"unknown desConfronto mode {mode!r}; known: {', '.join(MODES)}")
    players = setup.get("players", 2)
    if (
        not isinstance(players, int)
        or isinstance(players, bool)
        or not 1 <= players <= min(MAX_PLAYERS, len(HEROES))
    ):
        raise SetupError(
            f"players must be a whole number from 1 to {min(MAX_PLAYERS, len(HEROES))}",
            "setup_errors.players",
            low=1,
            high=min(MAX_PLAYERS, len(HEROES)),
        )
    # The new-game screen sends one ``hero<n>`` per seat: those win over a ``heroes`` list, so a
    # default list can never override what the player picked (issue 7).
    picked = [setup.get(f"hero{i + 1}") for i in range(players)]
    if any(picked):
        fill = iter(h for h in playable_heroes() if h not in picked)
        heroes = [h or next(fill, "") for h in picked]
    elif setup.get("heroes") is not None:
        heroes = setup["heroes"]
        if not isinstance(heroes, list | tuple):
            raise ValueError("heroes must be a list of hero ids")
    else:
        heroes = default_heroes(players)
    heroes = list(heroes)
    if len(heroes) != players:
        raise SetupError(
            f"{players} players need {players} heroes, got {len(heroes)}",
            "setup_errors.dc_hero_count",
            players=players,
            got=len(heroes),
        )
    for h in heroes:
        if h not in HEROES:
            raise ValueError(f"unknown hero {h!r}; known: {', '.join(sorted(HEROES))}")
        if missing_hooks(h):
            raise ValueError(
                f"hero {h!r} is not playable yet: hooks {', '.join(missing_hooks(h))} are missing"
            )
    if len(set(heroes)) != len(heroes):
        raise SetupError("each hero can be played by one player only", "setup_errors.dc_hero_twice")
    tiers = setup.get("tiers", DEFAULT_TIERS)
    if isinstance(tiers, str):
        tiers = [int(x) for x in tiers.split(",") if x.strip()]
    tiers = list(tiers)
    if not tiers or any(not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= 3 for t in tiers):
        raise ValueError("tiers must list creature tiers 1, 2 or 3")
    shift = normalize_shift(setup)
    extra = setup.get("extra_creatures", True)
    if not isinstance(extra, bool):
        raise ValueError("extra_creatures must be true or false")
    creatures = list(setup.get("creatures") or [])
    for c in creatures:
        if c not in CREATURES and c not in SPECIAL:  # a campaign foe may be set up by id; never the Boss
            raise ValueError(f"unknown creature {c!r}")
    if len(creatures) > 4:
        raise SetupError("the creature playmat holds at most 4 creatures", "setup_errors.dc_playmat_full")
    spoils = setup.get("spoils")
    if spoils is not None and (not isinstance(spoils, int) or isinstance(spoils, bool) or spoils < 0):
        raise ValueError("spoils must be a whole number of fragments")
    flee_cost = setup.get("flee_cost", 0)  # the card's Fast Travel field (flee.py, L343)
    if not isinstance(flee_cost, int) or isinstance(flee_cost, bool) or flee_cost < 0:
        raise ValueError("flee_cost must be a whole number of fragments")
    abilities = normalize_abilities(setup.get("abilities"), heroes)
    items = normalize_items(setup.get("items"), heroes)
    with_master = normalize_master(setup, mode, players)
    cm = {"master": True} if with_master else {}  # absent without a Master: older setups read the same
    if mode == "coliseum":  # hero against hero (coliseum/setup.py): no creatures but the beasts
        return coliseum_setup.normalize(setup, players, heroes, normalize_options(setup.get("options")))
    if mode == "campaign":  # the Sempreterna map (campaign/engine.py): its cards set up every combat
        if players > HUNT_PLAYERS:
            raise SetupError(
                f"a campaign is for 1 to {HUNT_PLAYERS} players",
                "setup_errors.dc_campaign_players",
                high=HUNT_PLAYERS,
            )
        done = setup.get("campaigns_done", 0)  # from the player profile: the secret endings (DC-SEC-01)
        if not isinstance(done, int) or isinstance(done, bool) or done < 0:
            raise ValueError("campaigns_done must be a whole number of finished campaigns")
        ironman = setup.get("ironman", False)  # one save slot, no reload to undo a defeat (saves/)
        if not isinstance(ironman, bool):
            raise ValueError("ironman must be true or false")
        return {
            "mode": mode,
            "players": players,
            "heroes": heroes,
            "abilities": abilities,
            "options": normalize_options(setup.get("options")),
            "campaigns_done": done,
            **({"tier_shift": shift} if shift else {}),  # DC-DIFF-03 (L472): absent = 0, older setups unchanged
            **({"ironman": True} if ironman else {}),
            **cm,
            **({"items": items} if items else {}),
        }
    if mode in ("hunt", "boss"):  # a Hunt rolls its hordes; "boss": straight to Daegur (tests, fuzz)
        if players > HUNT_PLAYERS:
            raise SetupError(
                f"a Hunt is for 1 to {HUNT_PLAYERS} players",
                "setup_errors.dc_hunt_players",
                high=HUNT_PLAYERS,
            )
        return {
            "mode": mode,
            "players": players,
            "heroes": heroes,
            "abilities": abilities,
            "options": normalize_options(setup.get("options")),
            **({"items": items} if items else {}),
            **cm,
        }
    return {
        "mode": "skirmish",
        "players": players,
        "heroes": heroes,
        "tiers": tiers,
        "tier_shift": shift,
        **({"extra_creatures": extra} if players > PLAYMAT_SLOTS else {}),
        "creatures": creatures,
        "abilities": abilities,
        "spoils": spoils,
        "options": normalize_options(setup.get("options")),
        **({"items": items} if items else {}),
        **({"flee_cost": flee_cost} if flee_cost else {}),
        **cm,
    }


def normalize_items(raw: Any, heroes: list[str]) -> dict[str, list[str]]:
    """Items in a hero's extended inventory besides the starting head item (DC-ITEM-*)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ValueError("items must map hero ids to lists of item ids")
    out: dict[str, list[str]] = {}
    for hid, ids in raw.items():
        if hid not in heroes:
            raise ValueError(f"items given for {hid!r}, who is not in this combat")
        if not isinstance(ids, list) or any(i not in ITEMS for i in ids):
            raise ValueError(f"{hid}: unknown item in {ids!r}; known: {', '.join(sorted(ITEMS))}")
        if ids:
            out[hid] = list(ids)
    return out


def normalize_abilities(raw: Any, heroes: list[str]) -> dict[str, list[str]]:
    """Skill Tree abilities a hero already owns (bought in earlier combats), in purchase order;
    each tree is bought in order (DC-LVL-05). Keys are hero ids, values skill ids."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ValueError("abilities must map hero ids to lists of skill ids")
    out: dict[str, list[str]] = {}
    for hid, skills in raw.items():
        if hid not in heroes:
            raise ValueError(f"abilities given for {hid!r}, who is not in this combat")
        known = {s.id: s for s in HEROES[hid].skills}
        owned: list[str] = []
        for sid in skills:
            full = sid if "." in sid else f"{hid}.{sid}"
            if full not in known or full in owned:
                raise ValueError(f"{hid}: unknown or repeated ability {sid!r}")
            skill = known[full]
            if any(
                o.tree == skill.tree and o.tier < skill.tier and o.id not in owned for o in HEROES[hid].skills
            ):
                raise ValueError(f"{hid}: {sid!r} needs the earlier abilities of its tree first")
            owned.append(full)
        if len(owned) > 6:
            raise ValueError(f"{hid}: at most 6 abilities")
        out[hid] = owned
    return out


def level_tiers(
    tiers: list[int],
    players: int,
    shift: int | list[int] = 0,
    base_spoils: int | None = None,
    extra: bool = True,
) -> tuple[list[int], int]:
    """DC-DIFF-01..03: (creature tiers for this table, spoils).

    Fewer than 4 players: drop the highest tier once per missing player, keeping
    one (Solo thus faces the lowest, DC-SOLO-02). More than 4 (with ``extra``,
    L470 "it is possible"): add one creature of the highest configured tier per
    extra player. ``shift`` raises or lowers every tier, or each creature's own
    (a list by position, lowest first, L471); the creatures added for extra
    players take the highest tier so configured. Spoils (the card's, or the
    tiers summed as in Hunt) change only with tier shifts, by the total tier
    difference; removals and additions do not change them.
    """
    out = sorted(tiers)
    spoils = sum(tiers) if base_spoils is None else base_spoils
    if players < 4:
        for _ in range(4 - players):
            if len(out) > 1:
                out.pop()
    per = shift if isinstance(shift, list) else [shift] * len(out)
    per = (per + [0] * len(out))[: len(out)]
    shifted = [min(3, max(1, t + s)) for t, s in zip(out, per, strict=True)]
    spoils += sum(shifted) - sum(out)
    if players > 4 and extra:
        shifted += [max(shifted)] * (players - 4)
    return sorted(shifted), max(0, spoils)


def new_state(setup: dict[str, Any], seed: int) -> CombatState:
    rng = Rng(seed)
    heroes: list[HeroState] = []
    for seat, hid in enumerate(setup["heroes"]):
        hdef = HEROES[hid]
        draw = Pile(hdef.deck())
        draw.shuffle(rng)
        hand = [draw.cards.pop() for _ in range(min(HAND_SIZE, len(draw)))]
        owned = list(setup.get("abilities", {}).get(hid, []))
        hero = HeroState(
            vigor=hdef.max_vigor,
            max_vigor=hdef.max_vigor,
            hero=hid,
            seat=seat,
            draw=draw,
            hand=hand,
            level=len(owned),
            abilities=owned,
        )
        refresh_max_vigor(hero)
        hero.vigor = hero.max_vigor
        hero.item = starting_item(hid)  # DC-CMB-06d: the head garment starts equipped (L83)
        hero.bag = list(setup.get("items", {}).get(hid, []))
        heroes.append(hero)
    if setup["mode"] in ("hunt", "boss", "coliseum", "campaign"):  # their own starts place the creatures
        ids, spoils = [], 0
    elif setup["creatures"]:
        ids = list(setup["creatures"])
        spoils = sum(CREATURES[c].tier for c in ids) if setup["spoils"] is None else setup["spoils"]
    else:
        tiers, spoils = level_tiers(
            setup["tiers"],
            setup["players"],
            setup["tier_shift"],
            setup["spoils"],
            setup.get("extra_creatures", True),
        )
        ids = []
        for t in sorted(tiers):  # DC-CMB-15: lowest tier at position 1
            pool = [c for c in BY_TIER[t] if c not in ids]
            ids.append(rng.choice(pool))
    creatures = [
        CreatureState(vigor=CREATURES[c].vigor, max_vigor=CREATURES[c].vigor, creature=c) for c in ids
    ]
    cdeck = Pile(sorted(ACTION_CARDS))
    cdeck.shuffle(rng)  # DC-GEN-04 / DC-CMB-41
    return CombatState(
        setup=setup,
        options=setup["options"],
        rng=rng,
        heroes=heroes,
        creatures=creatures,
        cdeck=cdeck,
        cdiscard=Pile(),
        spoils=spoils,
        master=master.create(setup, len(heroes)),
    )
