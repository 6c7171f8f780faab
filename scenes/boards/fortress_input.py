"""Pointer input on the fortress board, turned into core actions (a mixin of the board scene).

Drags and clicks only ever *propose* an action: the core's ``apply`` accepts it or refuses it with a
reason, which the board shows. Drop targets are highlighted from ``legal_actions`` alone.
"""

from __future__ import annotations

import pygame

from game.core.i18n import t
from game.fortress.actions import Activate, Attack, AttackPlan, Buy
from scenes.boards import fortress_layout as L
from scenes.boards import fortress_table as T


class TableInput:
    """Needs the board's ``session``, ``marks``, ``view``, ``toast``, ``replacing``, ``status``,
    ``apply_action``, ``human_to_act`` and ``on_state_changed``."""

    def _buy(self, slot: int) -> str | None:
        p = self.session.state.active
        options = [
            a for a in self.session.legal_actions() if isinstance(a, Buy) and a.slot == slot and a.player == p
        ]
        if len(options) > 1:  # a 4th Construction: the player picks the one it replaces
            self.replacing = slot
            self.toast.show(t("fortress_ui.choose_replace"))
            self.on_state_changed()
            return None
        if self.apply_action(options[0] if options else Buy(p, slot)) is None:
            return self.status
        return None

    def legal_targets(self, card_id: str) -> dict[str, pygame.Rect]:
        if card_id.startswith("slot:"):
            return {"table": L.TABLE} if int(card_id[5:]) in self.marks.buyable else {}
        if card_id == "damage":
            out = {f"inv:{c}": L.invader_rect(c) for c in self.marks.attackable}
            if self.marks.plan:
                out["plan"] = L.PLAN
            return out
        return {}

    def drop_zones(self, card_id: str) -> dict[str, pygame.Rect]:
        if not self.human_to_act() or self.invasion is not None:
            return {}
        if card_id.startswith("slot:"):
            return {"table": L.TABLE}
        if card_id == "damage":
            out = {f"inv:{c}": L.invader_rect(c) for c in range(4) if self.view.battlefield[c]}
            if self.session.state.active_plan:
                out["plan"] = L.PLAN
            return out
        return {}

    def try_drop(self, card_id: str, target: str) -> str | None:
        p = self.session.state.active
        if card_id.startswith("slot:") and target == "table":
            return self._buy(int(card_id[5:]))
        if card_id == "damage":
            action = AttackPlan(p) if target == "plan" else Attack(p, int(target[4:]))
            return None if self.apply_action(action) is not None else self.status
        return None

    def on_card_click(self, card_id: str) -> None:
        if not self.human_to_act() or self.invasion is not None:
            return
        if card_id.startswith("slot:"):
            self._buy(int(card_id[5:]))
        elif card_id == "damage":
            self.toast.show(t("fortress_ui.drag_damage"))

    def click_at(self, pos: tuple[int, int]) -> bool:
        """Clicks on things that are not drag sources: Invaders, the plan, effect cards."""
        if not self.human_to_act():
            return False
        state = self.session.state
        p = state.active
        if self.replacing is not None:
            for card, r in T.construction_rects(state):
                if r.collidepoint(pos):
                    self.apply_action(Buy(p, self.replacing, card))
                    return True
            self.replacing = None
            self.toast.hide()
            self.on_state_changed()
            return True
        for col in range(4):
            if L.invader_rect(col).collidepoint(pos) and state.battlefield[col]:
                self.apply_action(Attack(p, col))
                return True
        if L.PLAN.collidepoint(pos) and state.active_plan:
            self.apply_action(AttackPlan(p))
            return True
        p = T.table_seat(state)  # in an Invasion window the deciding General's table is the large one
        lay = L.table_layout()
        if lay.general.collidepoint(pos):
            self.apply_action(Activate(p, "general"))
            return True
        for card, r in T.construction_rects(state):
            if r.collidepoint(pos):
                via = "kryssa" if card in self.marks.kryssa and card not in self.marks.usable else ""
                self.apply_action(Activate(p, card, via))
                return True
        for card, r in reversed(T.hand_rects(state)):
            if r.collidepoint(pos):
                self.apply_action(Activate(p, card))
                return True
        for q, card, r in T.compact_chips(state):
            if r.collidepoint(pos):
                kryssa = card in self.marks.kryssa and card in state.seats[q].constructions
                self.apply_action(Activate(p, card, "kryssa") if kryssa else Activate(q, card))
                return True
        return False
