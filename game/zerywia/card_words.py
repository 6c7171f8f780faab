"""A Saga card's moment- and state-bound abilities in the player's words (card_powers.py), for the
Character Board's card summary: "[Night] Action: …", "While Cursed: …", "Camp: …", "At Resolution …"."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.i18n import t
from game.zerywia.content import content
from game.zerywia.content_models import WhenM


def _restores(symbols: Sequence[str]) -> str:
    return ", ".join(t("zerywia_powers.prime") if s == "prime" else t("zerywia_powers.any_point") if s == "any"
                     else t(f"zerywia.attr.{s}") for s in symbols)


def when_words(when: WhenM) -> str:
    """A plain Kolovrat symbol is a time of day; in a square border, a Thymor (ZW-HERO-28)."""
    if when.time is not None:
        return t("zerywia_powers.at_time", time=t(f"zerywia_board.time.{when.time}"))
    if when.thymor is not None:
        return t("zerywia_powers.at_thymor", thymor=t(f"zerywia.thymor.{when.thymor}"))
    return t("zerywia_powers.cursed")


def power_parts(card_id: str) -> list[str]:
    card = content().sagas[card_id]
    parts = []
    act = card.action
    if act is not None:
        gives = [_restores(act.restore)] if act.restore else []
        gives += [t("zerywia_powers.remove_taint")] * act.remove_taint
        gives += [t("zerywia_powers.recover_feat")] * act.recover_feat
        gives += [t("zerywia_powers.trophies", n=act.trophies)] if act.trophies else []
        parts.append(t("zerywia_powers.action", when=when_words(act.at), gives=", ".join(gives)))
    for p in card.passive:
        parts.append(t("zerywia_powers.passive", when=when_words(p.at), attr=t(f"zerywia.attr.{p.shield}")))
    if card.camp:
        parts.append(t("zerywia_powers.camp", what=_restores(card.camp)))
    if card.resolution is not None:
        parts.append(t("zerywia_powers.resolution", what=_restores(card.resolution.restore),
                       per=t(f"zerywia_powers.per.{card.resolution.per}")))
    return parts
