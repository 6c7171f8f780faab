"""What the Coliseum's board says: the banner's words (first round, a Revide window and why, the
Final Round and who is still to act), the podium's lines, the hand-off, and the log lines of events
that carry hidden cards (written with counts only, for everyone: one screen serves every seat)."""

from __future__ import annotations

from typing import Any

from game.core.i18n import t
from scenes.boards.desconfronto_text import card_name, figure_name, hero_name

# Events whose data names cards that went into (or out of) a hidden hand: their line says how many.
HIDDEN_CARDS = {"dc.drew": "dc_coliseum_ui.log.drew", "dc.col_mulligan": "event.dc.col_mulligan"}


def next_skill_name(state: Any, seat: int, tree: int) -> str:
    from game.core.i18n import localized
    from game.desconfronto.levels import next_skill

    skill = next_skill(state, seat, tree)
    return localized(skill.name) if skill else "?"


def hidden_line(table: Any, event: Any) -> str:
    """The count-only log line of an event that carries hidden cards ("" when it carries none)."""
    key = HIDDEN_CARDS.get(event.kind)
    if key is None or not event.reveals:
        return ""
    data = event.data
    count = int(data.get("count", len(data.get("cards", ()))))
    return t(key, hero=hero_name(table, int(data.get("hero", 0))), count=count)


def banner_words(view: Any, hits: dict[int, tuple[int, int]]) -> tuple[str, str, str]:
    """(head, detail, tone) of the arena's banner. ``hits``: by defender, the last (attacker seat,
    damage) this board saw land, so a Revide window can say how hard the attack was."""
    table, pend = view.table, view.pending
    cv = table.coliseum
    kind = pend.kind if pend is not None else ""
    if kind == "revide":
        attacker, seat = int(pend.data.get("attacker", -1)), pend.player
        who, dmg = hits.get(seat, (-1, -1))
        detail = pend.prompt
        if who == attacker and dmg >= 0:
            detail = t("dc_coliseum_ui.window.revide_for", attacker=hero_name(table, attacker),
                       hero=hero_name(table, seat), damage=dmg)  # fmt: skip
        return t("dc_coliseum_ui.banner.revide"), detail, "revide"
    if kind == "col_shields":
        return t("dc_coliseum_ui.banner.shields"), pend.prompt, "revide"
    if cv.reviding >= 0:
        return t("dc_coliseum_ui.banner.revide"), t("dc_coliseum_ui.banner.reviding",
                                                    hero=hero_name(table, cv.reviding)), "revide"  # fmt: skip
    if cv.final_round:
        by = t("dc_coliseum_ui.banner.final_by", hero=hero_name(table, cv.final_by), score=cv.scores[cv.final_by])
        left = [hero_name(table, s) for s in cv.final]
        detail = by + (" · " + t("dc_coliseum_ui.banner.final_left", heroes=", ".join(left)) if left else "")
        return t("dc_coliseum_ui.banner.final_round"), detail, "final"
    if cv.first_round:
        detail = t("dc_coliseum_ui.banner.mulligan", hero=hero_name(table, pend.player)) if kind == "mulligan" else ""
        return t("dc_coliseum_ui.banner.first_round"), detail, "first"
    if kind == "reward":
        return t("dc_coliseum_ui.banner.reward"), pend.prompt, "plain"
    # Nothing arena-wide to say: whose turn it is stands in the status strip already (no repeat here).
    return (t("dc_coliseum_ui.banner.beasts") if cv.beasts else ""), "", "plain"


def podium_lines(table: Any) -> list[tuple[str, str, str]]:
    """(place, hero, points) for every seat, in the podium's order; a shared place says so."""
    cv = table.coliseum
    out: list[tuple[str, str, str]] = []
    place = 1
    for seats in cv.podium:
        key = "dc_coliseum_ui.podium.shared" if len(seats) > 1 else "dc_coliseum_ui.podium.place"
        for seat in seats:
            points = t("dc_coliseum_ui.podium.points", score=cv.scores[seat])
            if seat in cv.eliminated:
                points += " · " + t("dc_coliseum_ui.podium.out")
            out.append((t(key, place=place), hero_name(table, seat), points))
        place += len(seats)
    return out


def answer_label(table: Any, action: Any, choices: Any = ()) -> str:
    """The choice panel's short text of an arena answer (the heading says what the question is; the
    core's own sentence goes to the tooltip). "" for any other action."""
    kind = type(action).__name__
    if kind == "Revide":  # it aims at the attacker, whom the heading names
        card = card_name(action.card) if action.card else ""
        label = t(f"dc_coliseum_ui.answer.{action.how}", card=card)
        twins = [a for a in choices if type(a).__name__ == "Revide" and (a.how, a.card) == (action.how, action.card)]
        if len(twins) > 1 and action.target:  # the same card on another figure: say which
            label += f" ({figure_name(table, action.target)})"
        return label
    if kind == "Reward":
        if not action.take:
            return t("dc_coliseum_ui.answer.leave")
        if not action.tree:
            return t("dc_coliseum_ui.answer.reward_no_level")
        skill = next_skill_name(table, action.player, action.tree)
        return t("dc_coliseum_ui.answer.reward", tree=action.tree, skill=skill)
    return ""
