"""The player-visible names of figures, cards and conditions: one place for the core's labels
(``describe``), its views (``view``) and the board's log (``scenes/boards/desconfronto_text``).

Every function tolerates a ref it cannot name (a damaged save, a hostile action) and returns the raw
text or a dash-like placeholder, so naming never turns a refusal or a log line into a crash.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import has, localized, t
from game.desconfronto.boss.data import ACTIONS as BOSS_ACTIONS
from game.desconfronto.boss.data import PILLARS
from game.desconfronto.content import HEROES, card_def
from game.desconfronto.creatures import ACTION_CARDS, CREATURES
from game.desconfronto.state import CombatState


def hero_name(state: CombatState, seat: int) -> str:
    """A seat's name: its hero's, or the Corruption Master's (seat 4 of a master table, DC-CM-01); the
    state or its view alike."""
    master = getattr(state, "master", None)
    if master is not None and seat == master.seat:
        return t("dc_master.seat")
    try:
        return localized(HEROES[state.heroes[seat].hero].name)
    except (IndexError, KeyError):
        return "?"


def creature_name(cid: str) -> str:
    try:  # the Boss's forms are read through CREATURES too, though not "in" it (creatures.Bestiary)
        return localized(CREATURES[cid].name)
    except KeyError:
        return cid


def figure_name(state: CombatState, ref: Any) -> str:
    """``h<seat>``, ``c<position>`` or ``n<seat>`` (Nina); anything else is read as a condition key."""
    if not isinstance(ref, str) or len(ref) < 2 or not ref[1:].isdigit():
        return cond_name(ref) if isinstance(ref, str) and ref else t("dc.nobody")
    i = int(ref[1:])
    if ref[0] == "h":
        return hero_name(state, i)
    if ref[0] == "c" and i < len(state.creatures):
        return creature_name(state.creatures[i].creature)
    if ref[0] == "n":
        return t("dc.nina")
    return ref


def cond_name(cond: str) -> str:
    return t(f"dc.cond.{cond}") if has(f"dc.cond.{cond}") else cond


def card_name(card: str) -> str:
    """A hero card (``hero.card#n``) or a Creature Action card id, by its translated name."""
    if card in ACTION_CARDS:
        return localized(ACTION_CARDS[card].name)
    if card in BOSS_ACTIONS:
        return localized(BOSS_ACTIONS[card].name)
    try:
        return localized(card_def(card).name)
    except KeyError:
        return card


def spot_name(spot: str) -> str:
    """A spot of the Boss playmat: the Altar, a pillar, a Soul Crystal (``boss``)."""
    if spot in PILLARS:
        return localized(PILLARS[spot].name)
    if spot.startswith("crystal") and spot[7:].isdigit():
        return t("dc_boss.crystal", n=int(spot[7:]) + 1)
    return t("dc_boss.altar") if spot == "altar" else spot
