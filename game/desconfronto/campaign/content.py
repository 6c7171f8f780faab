"""Campaign content: the map, the Scrolls and the road events, validated then frozen.

Three TOML files under ``game/desconfronto/data/campaign/`` (docs:
``docs/desconfronto_campaign_content.md``), one loader module each
(``map_cards``, ``scrolls``, ``road_events``); this module is the one place to
import them from, and adds the checks between files (``load_campaign``). Every
record is a frozen pydantic model; a broken file raises ``ContentError`` naming
the file, the entry and what is wrong. Nothing invalid is skipped.

**map.toml** (DC-GEN-03, DC-CMP-01/03/14)::

    [map]        cols, rows (the grid; K0 at its centre), source, note
    [[card]]     id ("K0", "R1"...: biome letter + the number on its back),
                 biome, number, col, row, name {en,pt}, area (scroll colour),
                 directions (n/e/s/w: the connection indicators),
                 creatures (the "creatures available" field),
                 setup {corrupted, hit1, hit2, purified} (one row per raw face of
                 one game die, each written for 4 players, weakest first),
                 spoils {fragments, rest = ""|"short"|"long", conclusion_token},
                 fast_travel (fragments, also the flee cost, L266/L342),
                 symbols (road_event, shop, point_of_interest),
                 encounter ("", akari, guardian, tenebrah: a special fight the
                 engine runs there), sources {field group -> rulebook|authored},
                 note
    [[secret_card]]  the set-aside P5 (corrupted) (DC-GEN-02), same fields plus
                 ``replaces``

Strength (L297 "remove the strongest creature", L469 "one creature of the
highest tier"): tier first, then Vigor, then attack dice, then shields
(``strength_key``). Every setup row is written weakest first and validated to
be in that order, so removing the strongest creature per missing player is
cutting the row's tail (``for_players``), never below one creature.

**scrolls.toml** (DC-CMP-12/13/14)::

    [[area]]     colour, scroll, optional, final (the scroll table, L258-264)
    [[scroll]]   number 1-7, title, intro, conclusion (not Scroll 1, the
                 prologue), area
    [[temple]]   card (R1/T3/F7/P8), title, text (L264)

**road_events.toml** (DC-CMP-19; the rulebook's own events are on an external
site, so the deck is ours)::

    [[event]]    id, title, scene, a, b, biomes (optional: only drawn on those
                 biomes' cards; empty = anywhere), source, note
    a / b        label, outcome, effects = [...], gamble (optional)
    gamble       faces (raw faces of one game die that win), win = [...],
                 win_text, lose = [...], lose_text

**Road-event effect vocabulary** (exactly one verb per effect; ``to`` picks who,
``party`` (every hero, the default), ``leader`` or ``one`` (a hero the group
chooses)):

* ``fragments = N``: Soul Stone fragments into (N < 0: out of) the group pool;
  a loss never takes the pool below 0 (AMB-24's pool). ``to`` is ignored.
* ``vigor = N``: heal N (never above max) or, N < 0, lose N Vigor (a road
  event never exhausts a hero: the loss stops at 1 Vigor).
* ``condition = "<name>"`` with ``count``: pending condition tokens that tick
  in the next combat (any condition of ``content.Condition``; ``purification``
  is the good one).
* ``draw = N`` / ``discard = N``: cards from the draw deck into the hand / from
  the hand to the discard pile (the hero picks which).
* ``rest = "short"|"long"``: that rest's effects now, without a camp and
  without spending the campaign's rest tokens (like the rest spoils, L115-116).
* ``ambush = [creature ids]``: these creatures join this card's combat setup
  (the L297 removal then applies to the whole setup).
* ``item = "<shop item id>"``: one copy of that shop item (from
  ``items.toml``), or nothing if the shop has none left.

An empty ``effects`` list is "nothing happens". Value of an outcome, for the
balance check (``choice_value``, in fragment equivalents; ``party`` counts as
``PARTY_WEIGHT`` heroes): see ``VALUE``.
"""

from __future__ import annotations

from game.core.content import ContentError
from game.desconfronto.campaign.map_cards import (
    AKARI_TEMPLES,
    BIOMES,
    FACES,
    FULL_TABLE,
    LETTER,
    MAP_FILE,
    OPPOSITE,
    STEP,
    CampaignMap,
    MapCard,
    for_players,
    load_map,
    strength_key,
)
from game.desconfronto.campaign.road_events import (
    EVENTS_FILE,
    PARTY_WEIGHT,
    VALUE,
    ChoiceModel,
    EventEffect,
    RoadEvent,
    choice_value,
    effect_value,
    events_for,
    load_road_events,
)
from game.desconfronto.campaign.scrolls import SCROLLS_FILE, Scrolls, load_scrolls

__all__ = [
    "AKARI_TEMPLES", "BIOMES", "EVENTS_FILE", "FACES", "FULL_TABLE", "LETTER", "MAP_FILE", "OPPOSITE",
    "PARTY_WEIGHT", "SCROLLS_FILE", "STEP", "VALUE", "CampaignMap", "ChoiceModel", "ContentError",
    "EventEffect", "MapCard", "RoadEvent", "Scrolls", "choice_value", "effect_value", "events_for",
    "for_players", "load_campaign", "load_map", "load_road_events", "load_scrolls", "strength_key",
]


def load_campaign() -> tuple[CampaignMap, Scrolls, dict[str, RoadEvent]]:
    """All three files, plus the checks between them (every map colour has its Scroll, DC-CMP-14)."""
    cmap, scrolls, events = load_map(), load_scrolls(), load_road_events()
    colours = {a.colour for a in scrolls.areas}
    for c in (*cmap.cards.values(), *cmap.secret.values()):
        if c.area not in colours:
            raise ContentError(f"{MAP_FILE.name}: {c.id}: area '{c.area}' has no Scroll in {SCROLLS_FILE.name}")
    for a in scrolls.areas:
        if not any(c.area == a.colour for c in cmap.cards.values()):
            raise ContentError(f"{SCROLLS_FILE.name}: no map card lies in the {a.colour} area")
    return cmap, scrolls, events
