"""What the desConfronto board says in words: the status line (whose turn, what a selected card
would do, a bot thinking) and the choice panel's two heading lines (who decides and why, then the
attack a defence window is about). A mixin of ``DesconfrontoBoard``: it reads the board's view,
selection and seats, and decides nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.i18n import t
from scenes.boards.desconfronto_text import aura_note, card_name, figure_name, hero_name, target_prompt


class BoardWords:
    """Mixed into ``DesconfrontoBoard`` (which provides the view, the selection, seats and animator)."""

    state: Any
    view: Any
    anim: Any
    bots: Any
    hunt: Any
    handoff: int | None
    selected: str | None
    mode: str
    group: list[Any] | None
    group_head: str

    if TYPE_CHECKING:  # provided by BoardInput / DesconfrontoBoard

        def decider(self) -> int | None: ...
        def legal_targets(self, card: str) -> dict[str, Any]: ...

    def status_text(self) -> str:
        st, view = self.state, self.view
        if self.anim.busy and self.anim.in_creature_phase:
            return t("dcui.status.animating")
        if view.table.phase == "over" or view.over:
            return t("dcui.status.over")
        if self.handoff is not None:
            return t("dcui.handoff.title", hero=hero_name(st, self.handoff))
        seat = self.decider()
        if seat is None:
            return ""
        name = hero_name(st, seat)
        if self.bots.is_bot(seat):
            return t("dcui.status.bot", hero=name)
        if view.table.phase == "run":
            return self.hunt.status_text()
        if view.table.phase == "spoils":
            return t("dcui.status.spoils")
        pend = view.pending
        if pend is not None:
            return t("dcui.status.choose", hero=name, prompt=pend.title)
        if self.selected is not None:
            card = card_name(self.selected)
            if self.mode == "sacrifice":
                return t("dcui.status.sacrifice", card=card)
            targets = self.legal_targets(self.selected)
            only_play = set(targets) <= {"play", "sacrifice"} and "play" in targets
            line = t("dcui.status.selected_play" if only_play else "dcui.status.selected", card=card)
            if not only_play:  # say what the target is for: the creature to attack, who is healed…
                line = target_prompt(st, seat, self.selected, 0) or line
            return aura_note(st, seat, self.selected) or line  # a dead card: that comes first
        return t("dcui.status.turn", hero=name)

    def choice_heading(self) -> tuple[str, str]:
        """The choice panel's two lines: who decides and why the window is open (the trigger of a
        reaction window, Dominate Target's redirection, levelling in the spoils), then the attack."""
        st, pend = self.view.table, self.view.pending
        seat = self.decider()
        if self.group is not None:
            return self.group_head or self.status_text(), t("dcui.group.hint")
        reason = pend.prompt if pend is not None else ""
        if not reason:
            reason = pend.title if pend is not None and pend.title else self.status_text()
            return reason, self.incoming()
        if seat is None or st.phase == "spoils":  # the spoils are the whole table's
            head = reason
        else:
            head = t("dcui.status.choose", hero=hero_name(st, seat), prompt=reason)
        return head, self.incoming() or self.window_detail()

    def window_detail(self) -> str:
        if self.view.table.phase == "spoils":
            return t("dcui.window.spoils_detail")
        return ""

    def incoming(self) -> str:
        """The attack a defence window is about: who hits whom, for how much (shields are chosen on it)."""
        a = self.view.table.attack
        if a is None:
            return ""
        key = "dcui.board.incoming_magic" if a.get("magical") else "dcui.board.incoming"
        st = self.view.table
        return t(key, source=figure_name(st, f"c{a['pos']}"), target=hero_name(st, a["seat"]),
                 damage=a["damage"], blocked=a.get("used_value", 0))  # fmt: skip
