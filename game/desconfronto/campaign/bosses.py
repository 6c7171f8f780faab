"""The campaign's special foes (``data/campaign/bosses.toml``): the 4 corner Guardians, the 4 Akari,
Tenebrah and Corrupted Pharanor, as creature cards (AMB-57, DC-SEC-01..05; docs:
``docs/desconfronto_campaign_foes.md``).

They are fought with the ordinary creature rules, so each becomes a ``CreatureDef`` in
``creatures.SPECIAL``: ``CREATURES["tenebrah"]`` reads it on the board like any creature, while the 48
cards' ``in``, ``len`` and iteration (and with them the Skirmish and Hunt pools) do not see it.

``BOSS_AT`` maps a map card to its boss ("T1" -> the Guardian of Rharak, "P5c" -> Tenebrah);
``encounter_setup`` is the encounter rule: the boss takes the place of the strongest creature the
card's die set up, after the removal for missing players (L297).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal

from game.core.content import ContentError, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES, DATA, CampaignMap, load_map, strength_key
from game.desconfronto.creatures import (
    BOSS_FORMS,
    CREATURES,
    SPECIAL,
    CreatureDef,
    CreatureModel,
    creature_def,
)

BOSSES_FILE = DATA / "bosses.toml"
Role = Literal["guardian", "akari", "secret"]
# the ids the campaign engine calls by name, with the card each stands on (L247, L264, L479, L482)
EXPECTED: dict[str, tuple[str, str]] = {
    "guardian_rharak": ("guardian", "T1"),
    "guardian_anorea": ("guardian", "R2"),
    "guardian_aliel": ("guardian", "F9"),
    "guardian_barhet": ("guardian", "P7"),
    "akari_embers": ("akari", "R1"),
    "akari_frost": ("akari", "T3"),
    "akari_leaves": ("akari", "F7"),
    "akari_mists": ("akari", "P8"),
    "tenebrah": ("secret", "P5c"),
    "corrupted_pharanor": ("secret", ""),
}
ENCOUNTER = {"guardian": "guardian", "akari": "akari", "tenebrah": "tenebrah"}  # map encounter per boss kind


class BossModel(CreatureModel):
    role: Role
    card: str = ""  # the map card it stands on ("" for Corrupted Pharanor, who has none, L482)


def load_bosses(path: DataPath = BOSSES_FILE) -> tuple[dict[str, CreatureDef], dict[str, str], dict[str, str]]:
    """``(bosses by id, boss id by map card, role by boss id)``; a broken file raises ``ContentError``."""
    models = parse_records(path, read_toml(path), "boss", BossModel)
    check_unique_ids(path, "boss", models)
    for m in models:
        where = f"{path.name}: [[boss]] entry (id '{m.id}')"
        if m.id in CREATURES or m.id in BOSS_FORMS:
            raise ContentError(f"{where}: the id is already a creature card or a Boss form")
        if m.id not in EXPECTED:
            raise ContentError(f"{where}: not a campaign foe (known: {', '.join(EXPECTED)})")
        role, card = EXPECTED[m.id]
        if (m.role, m.card) != (role, card):
            raise ContentError(f"{where}: must be role '{role}' on card '{card}' (got '{m.role}' on '{m.card}')")
        if m.tier != 3:
            raise ContentError(f"{where}: a special foe is Tier III (the highest tier, L469)")
        if m.source != "authored" or not m.note:
            raise ContentError(f"{where}: the rulebook prints no foe: source 'authored' with a note")
        if m.passive is None:
            raise ContentError(f"{where}: a special foe's card shows its passive (en + pt)")
        for e in (*m.on_defeated, *m.start_of_turn):
            if e.to not in ("self", "all_heroes"):
                raise ContentError(f"{where}: effects go 'to' self or all_heroes")
    if missing := sorted(set(EXPECTED) - {m.id for m in models}):
        raise ContentError(f"{path.name}: missing [[boss]] entries: {', '.join(missing)}")
    defs = {m.id: creature_def(m) for m in models}
    return defs, {m.card: m.id for m in models if m.card}, {m.id: m.role for m in models}


BOSSES, BOSS_AT, ROLES = load_bosses()
SPECIAL.update(BOSSES)  # CREATURES[boss_id] works everywhere (creatures.Bestiary), its 48 unchanged


def role(boss_id: str) -> str:
    """``guardian``, ``akari`` or ``secret``."""
    return ROLES[boss_id]


def check_map(cmap: CampaignMap, at: dict[str, str] | None = None) -> None:
    """Every boss stands on a map card whose ``encounter`` is its kind: a Guardian on a corner, an
    Akari on its temple (L264), Tenebrah on P5 (corrupted) (L479); and every encounter card has one."""
    at = BOSS_AT if at is None else at
    cards = {**cmap.cards, **cmap.secret}
    for card_id, boss in at.items():
        card = cards.get(card_id)
        kind = "tenebrah" if boss == "tenebrah" else role(boss)
        if card is None or card.encounter != ENCOUNTER.get(kind):
            raise ContentError(
                f"{BOSSES_FILE.name}: {boss} stands on {card_id}, which is no '{kind}' card of the map"
            )
    for c in cards.values():
        if c.encounter and c.id not in at:
            raise ContentError(f"{BOSSES_FILE.name}: map card {c.id} ({c.encounter}) has no boss")
    if sorted(c for c, b in at.items() if role(b) == "akari") != sorted(AKARI_TEMPLES):
        raise ContentError(f"{BOSSES_FILE.name}: one Akari on each temple {', '.join(AKARI_TEMPLES)}")


@cache
def _checked() -> bool:
    check_map(load_map())
    return True


def encounter_setup(card_id: str, creatures: Sequence[str]) -> list[str]:
    """The creatures of a combat on ``card_id``, given the setup its die rolled *after* the removal
    for missing players (L297, ``MapCard.for_players``): the card's boss takes the place of the
    strongest of them (tier, Vigor, dice, shields: ``strength_key``), so Solo fights the boss alone
    and 4 players fight 3 escorts + the boss. A card without a boss keeps its setup."""
    _checked()
    boss = BOSS_AT.get(card_id)
    out = list(creatures)
    if boss is None:
        return out
    if not out:
        return [boss]
    strongest = max(range(len(out)), key=lambda i: (strength_key(out[i]), i))
    out[strongest] = boss  # rows are weakest first, so the boss stands last (DC-CMB-15's order)
    return out
