"""Pointer input on the fortress board, turned into core actions (a mixin of the board scene).

Drags and clicks only ever *propose* an action: the core's ``apply`` accepts it or refuses it with a
reason, which the board shows. Drop targets are highlighted from ``legal_actions`` alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action, Event
from game.core.i18n import t
from game.fortress.actions import Attack, AttackPlan, Buy, ReturnPhase
from scenes.boards import fortress_controls as C
from scenes.boards import fortress_layout as L
from scenes.boards import fortress_payment as P
from scenes.boards import fortress_stalemate as S


class TableInput:
    """Needs the board's ``session``, ``bots``, ``marks``, ``view``, ``toast``, ``replacing``, ``status``, ``drag``,
    ``buttons``, ``log_panel``, ``apply_action``, ``human_to_act``, ``_forward_action`` and
    ``on_state_changed``."""

    # What the board scene this is mixed into provides (declared for the type checker).
    app: Any
    session: Any
    bots: Any
    marks: Any  # fortress_table.Marks
    view: Any  # fortress_invasion.TableView: the central table as the animation shows it
    toast: Any
    replacing: int | None
    status: str
    drag: Any
    buttons: dict[str, Any]
    log_panel: Any
    invasion: Any

    if TYPE_CHECKING:

        def apply_action(self, action: Action) -> list[Event] | None: ...
        def human_to_act(self) -> bool: ...
        def decider(self) -> int | None: ...
        def on_state_changed(self) -> None: ...
        def _forward_action(self) -> Action: ...

    def buy_options(self, slot: int) -> list[Action]:
        p = self.session.state.active
        legal = self.session.legal_actions()
        return P.unique_unpaid([a for a in legal if isinstance(a, Buy) and a.slot == slot and a.player == p])

    def _buy(self, slot: int, confirmed: bool = True) -> str | None:
        """A drop on the table is a deliberate act and buys at once; a click (``confirmed=False``)
        asks first, since a buy reveals the next Fortress card and cannot be undone. A 4th
        Construction asks which one it replaces instead: that pick is the second, deliberate act."""
        p = self.session.state.active
        options = self.buy_options(slot)
        if len(options) > 1:  # a 4th Construction: the player picks the one it replaces
            self.replacing = slot
            self.toast.show(t("fortress_ui.choose_replace"))
            self.on_state_changed()
            return None
        action = options[0] if options else Buy(p, slot)
        if not confirmed and isinstance(action, Buy) and options:
            self.confirm_buy(action)
            return None
        if self.apply_action(action) is None:
            return self.status
        return None

    def confirm_buy(self, action: Buy) -> None:
        from game.fortress.content import card_of
        from game.fortress.text import card_name
        from scenes.boards.fortress_confirm import ConfirmScene
        from scenes.boards.fortress_words import cost_words

        card_id = self.session.state.area[action.slot]
        name = card_name(card_id)
        body = t("fortress_screen.buy_body", card=name, cost=cost_words(card_of(card_id).cost))
        scene = ConfirmScene(
            self.app,
            t("fortress_screen.buy_title", card=name),
            body,
            t("fortress_screen.buy_yes"),
            t("fortress_screen.cancel"),
            lambda: self._send_confirmed(action),
        )
        self.app.stack.push(scene)

    def _send_confirmed(self, action: Action) -> None:
        # The table may have moved on under the dialog (a bot, an undo): the core judges, as always.
        self.apply_action(action)

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

    def drop_action(self, card_id: str, target: str) -> Action | None:
        """The action a drop of the damage token on ``target`` sends."""
        if card_id != "damage":
            return None
        p = self.session.state.active
        return AttackPlan(p) if target == "plan" else Attack(p, int(target[4:]))

    def try_drop(self, card_id: str, target: str) -> str | None:
        if card_id.startswith("slot:") and target == "table":
            return self._buy(int(card_id[5:]))
        action = self.drop_action(card_id, target)
        if action is not None:
            return None if self.apply_action(action) is not None else self.status
        return None

    def on_card_click(self, card_id: str) -> None:
        if not self.human_to_act() or self.invasion is not None:
            return
        if card_id.startswith("slot:"):
            self._buy(int(card_id[5:]), confirmed=False)
        elif card_id == "damage":
            self.toast.show(t("fortress_ui.drag_damage"))

    def click_at(self, pos: tuple[int, int]) -> bool:
        """Clicks on things that are not drag sources: Invaders, the plan, effect cards, chips."""
        if not self.human_to_act():
            return False
        state = self.session.state
        if self.replacing is not None:
            control = C.hit(C.replace_controls(state, self.replacing), pos)
            if control is not None:
                self.apply_action(control.action)
                return True
            self.replacing = None
            self.toast.hide()
            self.on_state_changed()
            return True
        control = C.hit(C.click_controls(state, self.marks), pos)
        if control is None:
            return False
        owner = getattr(control.action, "player", None)
        if owner != self.decider() and self.bots.is_bot(owner):
            # Another General's chip: a bot seat acts only for itself, and so does the human.
            self.toast.show(t("fortress_screen.bot_cards"))
            return True
        self.apply_action(control.action)
        return True

    # --- what the controls offer (tests prove every legal action is reachable) -------
    def blockers(self) -> list[pygame.Rect]:
        """Widgets drawn over the table: a click there never reaches the board."""
        out = [b.rect for b in self.buttons.values() if b.visible and b.alive()]
        return [*out, self.log_panel.rect]

    def offered_actions(self) -> list[Action]:
        """Every action a player can send right now through a highlighted control: Area cards (and the
        replacement choice), the damage token's targets, effect cards, other Generals' chips, the
        Kryssa badge and the phase buttons. Built from the same lists the clicks and drops use."""
        if not self.human_to_act() or self.invasion is not None:
            return []
        state = self.session.state
        blockers = self.blockers()
        out: list[Action] = []
        for sprite in self.drag.cards:
            if sprite.hidden or sprite.face.disabled:
                continue
            if sprite.card_id.startswith("slot:"):
                out += self._buy_offers(int(sprite.card_id[5:]), blockers)
            elif sprite.card_id == "damage":
                for target in self.legal_targets("damage"):
                    action = self.drop_action("damage", target)
                    if action is not None:
                        out.append(action)
        controls = C.click_controls(state, self.marks)
        for i, control in enumerate(controls):
            if control.live and C.reach_point(controls, i, blockers) is not None:
                out.append(control.action)
        end = self.buttons.get("fortress_ui.end_phase")
        if end is not None and end.visible and end.is_enabled:
            out.append(self._forward_action())
        back = self.buttons.get("fortress_ui.return_phase")
        if back is not None and back.visible and back.is_enabled:
            out.append(ReturnPhase(state.active))
        out += S.offered(self)
        return P.expand(out, self.session.legal_actions())  # each split the payment chooser offers

    def _buy_offers(self, slot: int, blockers: list[pygame.Rect]) -> list[Action]:
        options = self.buy_options(slot)
        if len(options) <= 1:
            return options
        controls = C.replace_controls(self.session.state, slot)
        return [c.action for i, c in enumerate(controls) if C.reach_point(controls, i, blockers)]

    # --- the keyboard (scenes/focus.py) --------------------------------------------------------
    def focus_targets(self) -> list[Any]:
        """What the focus ring reaches: the Area's cards (a click asks to buy, as the mouse's does),
        the damage token's lit Invaders and plan (acting drags the token there) and every lit click
        control (Invaders, the General, Constructions, effect cards), at a point a click reaches."""
        from scenes.focus import Target

        if not self.human_to_act() or self.invasion is not None:
            return []
        state = self.session.state
        blockers = self.blockers()
        if self.replacing is not None:
            controls = C.replace_controls(state, self.replacing)
        else:
            controls = C.click_controls(state, self.marks)
        out: list[Target] = []
        for sprite in self.drag.cards:
            if sprite.hidden or sprite.face.disabled:
                continue
            if sprite.card_id.startswith("slot:") and self.replacing is None:
                out.append(Target(pygame.Rect(sprite.rect), "hand", sprite.card_id))
            elif sprite.card_id == "damage":
                for ref, rect in sorted(self.legal_targets("damage").items()):
                    out.append(Target(pygame.Rect(rect), "target", "drop:" + ref, drag_from=sprite.rect.center))
        for i, control in enumerate(controls):
            point = C.reach_point(controls, i, blockers) if control.live else None
            if point is not None and not (control.kind == "invader" and any(t.rect == control.rect for t in out)):
                out.append(Target(pygame.Rect(control.rect), "target", f"{control.kind}{i}", point=point))
        return out
