"""What the table shows of the Coliseum (``state.coliseum``; DC-COL-*), for ``game.desconfronto.view``.

All of it is public: the scores on the track to 10 (L182-186), the Class tokens on each hero and
whose they are (DC-COL-11), who has left the arena (DC-COL-14), the Final Round's seats still to act
and who reached 10 (DC-COL-15), whether the first round is still on (DC-COL-04: no attacks), whether
the beasts fight (DC-COL-16), whose Revide is resolving, and at the end the podium (AMB-21).

The arena's pendings (``mulligan``, ``revide``, ``reward``, ``col_shields``) are described here too:
the reason the choice panel shows ("Kandra attacked Marzak: Revide?") and their public values (who
attacked, whose fall, the attack's damage and rolled dice). None of those names a hidden card, so a
rival's view gets them as well; the answers themselves stay in ``legal_actions``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.i18n import t
from game.desconfronto.coliseum.rivals import first_round
from game.desconfronto.coliseum.turns import podium
from game.desconfronto.names import hero_name
from game.desconfronto.state import CombatState

KINDS = ("mulligan", "revide", "reward", "col_shields")


@dataclass(frozen=True)
class ColiseumView:
    scores: tuple[int, ...]  # by seat
    marks: tuple[tuple[int, ...], ...]  # by target seat: the seats whose Class token is on that hero
    eliminated: tuple[int, ...]  # in the order they left
    final: tuple[int, ...]  # the Final Round's seats still to take their one action
    final_by: int  # who reached 10 first (-1 before the Final Round)
    first_round: bool
    beasts: bool
    reviding: int  # the seat whose Revide is resolving, -1 none
    mulligan: tuple[int, ...]  # seats still to choose their first-round mulligan
    podium: tuple[tuple[int, ...], ...]  # places, best first, once the Coliseum is over; () before
    target: int = 10  # the score that starts the Final Round (L186)

    @property
    def final_round(self) -> bool:
        return self.final_by >= 0

    def tokens_on(self, seat: int) -> tuple[int, ...]:
        return self.marks[seat] if 0 <= seat < len(self.marks) else ()


def coliseum_view(state: CombatState) -> ColiseumView | None:
    col = state.coliseum
    if col is None:
        return None
    over = state.phase == "over" or col.done
    return ColiseumView(
        scores=tuple(col.scores),
        marks=tuple(tuple(m) for m in col.marks),
        eliminated=tuple(col.eliminated),
        final=tuple(col.final),
        final_by=col.final_by,
        first_round=first_round(state),
        beasts=col.beasts,
        reviding=col.reviding,
        mulligan=tuple(col.mulligan),
        podium=tuple(tuple(p) for p in podium(state)) if over else (),
    )


def strike_dice(state: CombatState) -> tuple[int, ...]:
    """The kept values of the dice rolled for the attack held on the defender's shields."""
    col = state.coliseum
    strike = (col.hold or {}).get("strike", {}) if col is not None else {}
    return tuple(int(d.get("value", 0)) for d in strike.get("dice", ()) if isinstance(d, dict))


def public_data(state: CombatState, pend: Any) -> dict[str, Any]:
    """The public values of an arena pending (names of seats, the attack's value and dice)."""
    kind = pend["kind"]
    data: dict[str, Any] = {}
    if kind in ("revide", "col_shields"):
        data["attacker"] = int(pend["attacker"])
    if kind == "col_shields":
        data["damage"] = int(pend["damage"])
        data["dice"] = strike_dice(state)
    if kind == "reward":
        data["victim"] = int(pend["victim"])
    return data


def reason(state: CombatState, pend: Any) -> str:
    """Why the arena's choice panel is open, in the player's language."""
    kind = pend["kind"]
    hero = hero_name(state, int(pend["player"]))
    if kind == "mulligan":
        return t("dc_coliseum_ui.window.mulligan", hero=hero)
    if kind == "revide":
        return t("dc_coliseum_ui.window.revide", hero=hero, attacker=hero_name(state, int(pend["attacker"])))
    if kind == "reward":
        return t("dc_coliseum_ui.window.reward", hero=hero, victim=hero_name(state, int(pend["victim"])))
    dice = strike_dice(state)
    return t(
        "dc_coliseum_ui.window.col_shields",
        hero=hero,
        attacker=hero_name(state, int(pend["attacker"])),
        damage=int(pend["damage"]),
        dice=", ".join(str(d) for d in dice) if dice else "-",
    )
