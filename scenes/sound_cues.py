"""Which effect an event sounds like, per game: a table of event kinds, read by the boards as they
animate events (``scenes/sound.py``). Victory and defeat are played by the game-over banner, from
the game's Outcome. An event not listed is silent."""

from __future__ import annotations

from typing import Any

DESCONFRONTO = {
    "attack": "dice", "creature_attack": "dice", "gelien_nina_attack": "dice", "action_card": "dice",
    "played": "card_play", "sacrificed": "card_play", "reacted": "card_play", "gelien_nina_played": "card_play",
    "drew": "card_draw", "recalled": "card_draw",
    "hit": "hit", "wounded": "hit", "magic": "hit",
    "healed": "heal", "invigorated": "heal",
    "shielded": "shield", "shield_used": "shield",
    "defeated": "fall", "exhausted": "fall",
    "market_bought": "buy",
}  # fmt: skip

FORTRESS = {
    "bought": "buy",
    "activated": "card_play",
    "drew": "card_draw",
    "level_beaten": "hit", "plan_level_beaten": "hit", "destroyed": "hit",
    "invader_defeated": "fall", "plan_defeated": "fall",
}  # fmt: skip

ZERYWIA = {
    "challenge.rolled": "dice", "challenge.rerolled": "dice", "test.rolled": "dice", "test.rerolled": "dice",
    "challenge.shield": "shield",
    "feat.played": "card_play",
    "explore.drawn": "card_draw",
    "hero.restored": "heal",
}  # fmt: skip

TABLES = {"desconfronto": ("dc.", DESCONFRONTO), "fortress": ("fortress.", FORTRESS),
          "zerywia": ("zerywia.", ZERYWIA)}  # fmt: skip


def cue(game: str, kind: str, data: Any = None) -> str | None:
    prefix, table = TABLES.get(game, ("", {}))
    short = kind.removeprefix(prefix)
    if game == "desconfronto" and short in ("wounded", "healed", "invigorated") and not (data or {}).get("amount"):
        return None  # nothing changed (a heal on a full figure): the board shows nothing either
    if game == "zerywia" and short in ("challenge.resolved", "test.resolved"):
        return "success" if (data or {}).get("result") == "success" else "failure"
    return table.get(short)


def outcome_cue(outcome: Any) -> str | None:
    """The banner's effect: victory for a win, defeat for a loss (a draw or a stalemate is quiet)."""
    if outcome is None:
        return None
    return {"won": "victory", "lost": "defeat"}.get(getattr(outcome, "result", ""))
