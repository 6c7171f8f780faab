"""What the Region under the mouse holds, in words: its name, Thymor, terrains, special location,
Harbour, tokens and heroes (the map's marks explained where the player looks)."""

from __future__ import annotations

from game.core.i18n import localized, t
from game.zerywia import board_map
from game.zerywia.land import MURK, THREAT
from game.zerywia.words import hero_name


def region_facts(state, region: str) -> str:
    bm = board_map.board()
    r = bm.regions[region]
    parts = [localized(r.name), t(f"zerywia.thymor.{r.thymor}")]
    parts.append(" / ".join(t(f"zerywia.terrain.{x}") for x in r.terrains))
    if r.special is not None:
        parts.append(t(f"zerywia.location.{r.special}"))
    if r.harbour:
        parts.append(t("zerywia.location.harbour"))
    land = state.land
    for family in (MURK, THREAT):
        side = land.tokens[family].get(region)
        if side:
            parts.append(t(f"zerywia.word.{side}"))
    if region in land.garrisons:
        parts.append(t("zerywia.word.garrison"))
    if region in land.watchstones:
        parts.append(t("zerywia.word.watchstone"))
    if state.herald == region:
        parts.append(t("zerywia_board.herald"))
    heroes = [hero_name(state, h.seat) for h in state.heroes if h.region == region and not h.lost]
    if heroes:
        parts.append(", ".join(heroes))
    return " · ".join(parts)
