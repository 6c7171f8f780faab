"""What a player does on the desConfronto board, as a mixin of the board scene: reading the legal
actions for a card, drops, clicks on cards and figures, the action buttons, seats handed to bots.

Nothing here decides a rule: every candidate action is checked against
``legal_actions``, and an action the core refuses comes back with its reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action, Event
from game.core.i18n import has, language, localized, t
from game.core.view import View
from game.desconfronto.actions import (
    BuyAbility,
    ClassAction,
    DrawCard,
    Flee,
    Pass,
    PlayCard,
    React,
    Sacrifice,
    SwapItem,
    UseItem,
)
from game.desconfronto.describe import CAMPAIGN_KINDS
from game.desconfronto.event_run import RUN
from game.desconfronto.preview import purchase
from scenes.boards import desconfronto_boss_layout as BL
from scenes.boards import desconfronto_layout as L
from scenes.boards.desconfronto_boss import summon_rects
from scenes.boards.desconfronto_boss_input import SPOT
from scenes.boards.desconfronto_text import (
    CHORD_KINDS,
    card_name,
    chord_button,
    event_line,
    figure_name,
    item_name,
)

RUN_KINDS = frozenset(sp.kind for sp in RUN) | CAMPAIGN_KINDS  # a campaign's events are worded by the core too
BOT_KIND = "greedy"
CLASS_LABEL_MAX = 18  # characters that fit the class button; longer names open the option list
CHOICE_MAX = 16  # buttons the choice panel holds; more are paged (PAGE per page plus Back/Next)
PAGE = 14


def first_of(legal: list[Action], kind: type[Action]) -> list[Action]:
    """The first legal action of one kind (a button sends that one), or none."""
    return [a for a in legal if isinstance(a, kind)][:1]


class BoardInput:
    """Mixed into ``DesconfrontoBoard`` (which provides session, bots, log, drag and the widgets)."""

    session: Any
    bots: Any
    legal: list[Action]
    selected: str | None
    mode: str
    group: list[Any] | None  # Actions, or ("bag", item) entries that open an item's swap options
    group_head: str
    page: int
    handoff: int | None
    _last_human: int | None
    hunt: Any  # the board's HuntScreen (desconfronto_hunt.py), the controls between a Hunt's combats
    _views: dict[int, View] | None = None  # id(state) -> its view, until the next ``forget_view``
    drag: Any  # the board's BoardDragController
    status: str
    buttons: dict[str, Any]

    if TYPE_CHECKING:  # provided by BoardScene / DesconfrontoBoard, which this is mixed into

        def decider(self) -> int | None: ...
        def apply_action(self, action: Action) -> list[Event] | None: ...
        def on_state_changed(self) -> None: ...
        def describe(self, action: Action) -> str: ...

    # --- reading the state --------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def view(self) -> View:
        """What the board shows of the live state: the hotseat table's view (``observe``)."""
        return self.view_of(self.session.state)

    def view_of(self, state: Any) -> View:
        """The table's view of ``state`` (game.core.view), built once per state change (the live
        state and, while an animation plays, the state from before it)."""
        if self._views is None:
            self._views = {}
        view = self._views.get(id(state))
        if view is None:
            view = self._views[id(state)] = self.session.game.observe(state, None)
        return view

    def forget_view(self) -> None:
        """The state may have changed: the next ``view`` is built afresh."""
        self._views = None

    _view_stamp: tuple[Any, ...] | None = None  # what the kept views were built for (``refresh_view``)

    def refresh_view(self) -> None:
        """Before a frame: forget the views if the state may have changed since they were built — the
        session counts every change it makes or is told of (``Session.touch``), a replaced state is
        another object, and the view's prompts are worded in the language of the moment."""
        stamp = (self.session.changes, id(self.session.state), language())
        if stamp != self._view_stamp:
            self._view_stamp = stamp
            self.forget_view()

    def acting_seat(self) -> int | None:
        seat = self.decider()
        return seat if seat is not None and not self.bots.is_bot(seat) else None

    def choices(self) -> list[Action]:
        """Actions offered as buttons in the choice panel: a pending answer, spoils, or an opened group."""
        if self.group is not None:
            return [*self.group, None]  # type: ignore[list-item]
        if self.view.pending is not None:  # an answer the core waits on, or the spoils
            return list(self.legal)
        return []

    @staticmethod
    def choice_pages(choices: list[Action]) -> list[list[Action]]:
        """The choice panel's pages: one when everything fits, else PAGE per page (Back/Next between)."""
        if len(choices) <= CHOICE_MAX:
            return [choices]
        return [choices[i : i + PAGE] for i in range(0, len(choices), PAGE)]

    def companions_shown(self) -> dict[int, bool]:
        """Seat -> whether a companion's strip (Gëlien's Nina) is drawn under that hero: the view
        names each hero's companion figure."""
        return {h.seat: bool(h.companion) for h in self.view.table.heroes}

    def figure_rects(self) -> dict[str, pygame.Rect]:
        st = self.view.table
        if st.boss is not None:  # the Boss card and its summons' slots (desconfronto_boss_layout)
            out = {"c0": BL.BOSS_CARD, **summon_rects(st)}
        else:
            out = {
                f"c{i}": r
                for i, r in enumerate(L.creature_slots(len(st.creatures)))
                if not st.creatures[i].defeated
            }
        nina = self.companions_shown()
        for i, r in enumerate(L.hero_slots(len(st.heroes))):
            out[f"h{i}"] = L.hero_mat(r, nina.get(i, False))
            if nina.get(i, False):
                out[f"n{i}"] = L.nina_rect(r)
        return out

    def card_actions(self, card: str, mode: str) -> list[Action]:
        if mode == "sacrifice":
            return [a for a in self.legal if isinstance(a, Sacrifice) and a.card == card]
        return [a for a in self.legal if isinstance(a, PlayCard | React) and a.card == card]

    def legal_targets(self, card: str) -> dict[str, pygame.Rect]:
        """Where the core lets this card go now: figures, the table (no target), the sacrifice zone."""
        rects = self.figure_rects()
        out: dict[str, pygame.Rect] = {}
        for a in self.card_actions(card, "play"):
            target = getattr(a, "target", "")
            if target in rects:
                out[target] = rects[target]
            else:  # no target, a reaction, or a non-figure choice such as an element
                out["play"] = L.PLAY_ZONE
        if self.card_actions(card, "sacrifice"):
            out["sacrifice"] = L.SACRIFICE
        return out | self.spot_targets(card)  # type: ignore[attr-defined]  # the Boss mat's spots

    def selected_targets(self) -> dict[str, pygame.Rect]:
        """Where the selected card goes next: in sacrifice mode (dropped on the Sacrifice zone with
        several creatures to strike) the creatures a click sends it to, else its legal targets. The
        board lights these and the keyboard's ring reaches them: one answer for both."""
        if self.selected is None:
            return {}
        if self.mode == "sacrifice":
            rects = self.figure_rects()
            return {
                a.target: rects[a.target]
                for a in self.card_actions(self.selected, "sacrifice")
                if isinstance(a, Sacrifice) and a.target in rects
            }
        return self.legal_targets(self.selected)

    # --- acting ---------------------------------------------------------------------------------
    def log_line(self, event: Event) -> str:
        return self.history_line(self.state, event)

    def history_line(self, state: Any, event: Event) -> str:  # a loaded game's log, as it read live
        line = self.hunt_line(state, event) or self.boss_line(state, event)  # type: ignore[attr-defined]
        return line or event_line(state, event)

    def hunt_line(self, state: Any, event: Event) -> str:
        """A Hunt's and a campaign's events (hordes, tier dice, the market, the map) as the core words them."""
        if event.kind not in RUN_KINDS:
            return ""
        return str(self.session.game.describe_event(state, event))

    def refuse(self, action: Action) -> str:
        """Send an action the core will refuse, only to show the player the core's reason."""
        self.apply_action(action)
        reason = self.status or t("illegal.not_allowed")
        self.drag.toast.show(reason)
        return reason

    def drop_actions(self, card: str, target: str) -> list[Action]:
        """What dropping ``card`` on ``target`` (a figure ref, "play" or "sacrifice") offers: one
        action is sent at once, several open a choice (sacrifice: click the creature)."""
        if target == "sacrifice":
            return self.card_actions(card, "sacrifice")
        if target.startswith(SPOT):  # a strike on the Boss mat's spot the hero stands on
            return self.spot_drop(card, target)  # type: ignore[attr-defined]
        if target == "play":
            return self.table_plays(card)
        return [a for a in self.card_actions(card, "play") if getattr(a, "target", "") == target]

    def try_drop(self, card: str, target: str) -> str | None:
        seat = self.acting_seat()
        if seat is None:
            return t("illegal.not_your_turn")
        options = self.drop_actions(card, target)
        if target == "sacrifice":
            if len(options) == 1:
                self.apply_action(options[0])
            else:
                self.selected, self.mode = card, "sacrifice"
                self.on_state_changed()
            return None
        if len(options) > 1:
            self.open_plays(card, options)
            return None
        # Nothing legal there: the core still gets the play, so its refusal names the reason.
        action: Action = options[0] if options else PlayCard(seat, card, "" if target == "play" else target)
        if self.apply_action(action) is None:
            self.on_state_changed()  # the card snaps home
            return self.status
        return None

    def click_card(self, card: str) -> None:
        if self.acting_seat() is None:
            return
        if self.selected == card and self.mode == "play":
            self.selected = None
        else:
            self.selected, self.mode = card, "play"
        self.on_state_changed()

    def click_figure(self, ref: str) -> bool:
        seat = self.acting_seat()
        if seat is None:
            return False
        if self.selected is not None and self.group is None:
            card = self.selected
            action: Action = (
                Sacrifice(seat, card, ref) if self.mode == "sacrifice" else PlayCard(seat, card, ref)
            )
            if action in self.legal:
                self.apply_action(action)
            else:
                self.refuse(action)
            return True
        picks = self.figure_picks().get(ref, [])
        if len(picks) == 1:  # a pending target, or the one option of an open group aimed at this figure
            self.apply_action(picks[0])
            return True
        return False

    def figure_picks(self) -> dict[str, list[Action]]:
        """Figure ref -> the actions a click on it sends (lit on the board): the open group's options
        aimed at a figure (an item's or a class ability's target), else the pending choice's answers
        that name a figure (a card's next target, Dominate Target's new target)."""
        rects = self.figure_rects()
        pool = self.group if self.group is not None else self.legal if self.view.pending is not None else []
        out: dict[str, list[Action]] = {}
        for a in pool:
            ref = getattr(a, "target", "")
            if ref in rects:
                out.setdefault(ref, []).append(a)
        return out

    # --- buttons: each one's options, shared by its handler and ``offered_actions`` -----------------
    def control_options(self, key: str) -> list[Action]:
        legal = self.legal
        if key == "dc.draw":
            return first_of(legal, DrawCard)
        if key == "dc.pass":
            return first_of(legal, Pass)
        if key == "dc.flee":  # the proposal only: a vote on it is answered in the choice panel
            return first_of(legal, Flee) if self.view.pending is None else []
        if key == "dc.class":
            return self.class_actions()
        if key == "dc.use_item":
            return [a for a in legal if isinstance(a, UseItem)]
        if key == "dc.swap_item":
            return [a for a in legal if isinstance(a, SwapItem)]
        return []

    def swap_menu_actions(self) -> list[Action]:
        """Everything the Swap item control reaches: each bag item's swap options."""
        options = self.control_options("dc.swap_item")
        return [a for i in dict.fromkeys(a.item for a in options) for a in self.bag_options(i)]  # type: ignore[attr-defined]

    def act_one(self, kind: type) -> None:
        action = next((a for a in self.legal if isinstance(a, kind)), None)
        if action is not None:
            self.apply_action(action)

    def open_group(self, options: list[Any], head: str, card: str | None = None) -> None:
        """Show ``options`` in the choice panel under ``head`` (Cancel closes it)."""
        self.selected, self.mode, self.group, self.group_head = card, "play", options, head
        self.on_state_changed()

    def use_item(self) -> None:
        """One way to use the item (no target, or one target) acts at once; else pick the target,
        on a lit figure or in the choice panel."""
        options = self.control_options("dc.use_item")
        if len(options) == 1:
            self.apply_action(options[0])
        elif options:
            item = item_name(self.view.table.heroes[options[0].player].item)
            self.open_group(options, t("dcui.group.use_item", item=item))

    def swap_item(self) -> None:
        """Choose from the bag first (one button per item), then equip only or equip and use at once
        on a target (L329); a bag of one item skips the first step."""
        options = self.control_options("dc.swap_item")
        items = list(dict.fromkeys(a.item for a in options))  # type: ignore[attr-defined]
        if len(items) == 1:
            self.pick_bag_item(items[0])
        elif items:
            self.open_group([("bag", i) for i in items], t("dcui.group.swap_item"))

    def bag_options(self, item: str) -> list[Action]:
        return [a for a in self.control_options("dc.swap_item") if a.item == item]  # type: ignore[attr-defined]

    def pick_bag_item(self, item: str) -> None:
        self.open_group(self.bag_options(item), t("dcui.group.swap_use", item=item_name(item)))

    def offered_actions(self) -> set[Action]:
        """Every action some control of the board offers now: the hand's drops (figures, table,
        sacrifice zone), the buttons and the groups they open, the choice panel's pages and figure
        clicks. Built from the same functions the controls call; a test compares it to the core's
        ``legal_actions``."""
        if self.handoff is not None or self.acting_seat() is None:
            return set()
        if self.view.table.phase == "run":  # between a Hunt's combats: the Hunt screen's controls
            return set(self.hunt.offered_actions())
        out: set[Action] = set()
        for page in self.choice_pages(self.choices()):
            for entry in page:
                if isinstance(entry, tuple):  # a bag item: it opens that item's swap options
                    out.update(self.bag_options(entry[1]))
                elif entry is not None:
                    out.add(entry)
        for picks in self.figure_picks().values():
            out.update(picks)
        for sprite in self.drag.cards:
            for target in self.legal_targets(sprite.card_id):
                out.update(self.drop_actions(sprite.card_id, target))
        if self.view.table.boss is not None:  # the mat's spots and the give-up button
            out.update(self.boss_moves())  # type: ignore[attr-defined]
        for key in ("dc.draw", "dc.pass", "dc.flee", "dc.class", "dc.use_item"):
            if key in self.buttons:  # type: ignore[attr-defined]
                out.update(self.control_options(key))
        if "dc.swap_item" in self.buttons:  # type: ignore[attr-defined]
            out.update(self.swap_menu_actions())
        return out

    def table_plays(self, card: str) -> list[Action]:
        """Plays of ``card`` that name no figure: no target, a reaction, or e.g. an element to pick."""
        figures = self.figure_rects()
        return [a for a in self.card_actions(card, "play") if getattr(a, "target", "") not in figures]

    def open_plays(self, card: str, options: list[Action]) -> None:
        self.open_group(options, t("dcui.group.play", card=card_name(card)), card)

    def play_selected(self) -> None:
        if self.selected is None:
            return
        options = self.table_plays(self.selected)
        if len(options) == 1:
            self.apply_action(options[0])
        elif options:
            self.open_plays(self.selected, options)

    def sacrifice_selected(self) -> None:
        if self.selected is None:
            return
        options = self.card_actions(self.selected, "sacrifice")
        if len(options) == 1:
            self.apply_action(options[0])
        elif options:
            self.mode = "sacrifice"
            self.on_state_changed()

    def class_actions(self) -> list[Action]:  # the class button's options
        return [a for a in self.legal if isinstance(a, ClassAction)]

    def class_label(self) -> tuple[str, bool]:
        """The class button's text, and whether a click acts at once (one option, short name) or
        opens the options with their full descriptions."""
        options = self.class_actions()
        names = {a.name for a in options if isinstance(a, ClassAction)}
        generic = t("dcui.button.class")
        if len(names) == 1:
            key = f"dc.class.{next(iter(names))}"
            label = t(key) if has(key) else generic
            if len(label) <= CLASS_LABEL_MAX:
                return (label, True) if len(options) == 1 else (t("dcui.button.more", name=label), False)
        return (t("dcui.button.more", name=generic) if options else generic), False

    def open_class(self) -> None:
        options = self.class_actions()
        if len(options) == 1 and self.class_label()[1]:
            self.apply_action(options[0])
        elif options and all(a.name in CHORD_KINDS for a in options):  # type: ignore[attr-defined]
            left = self.view.table.heroes[options[0].player].res.get("chord_left", 0)
            self.open_group(options, t("dcscreen.chord_head", n=left))
        elif options:
            self.open_group(options, self.class_label()[0].rstrip("…"))

    def choice_label(self, action: Action, choices: list[Any]) -> str:
        """A choice button's text. Options of one class ability differ only by target: the panel's
        heading names the ability, so each button names just its target (labels stay whole)."""
        name = getattr(action, "name", None)
        if isinstance(action, BuyAbility):
            return self.buy_label(action)
        if isinstance(action, ClassAction) and name in CHORD_KINDS:
            return chord_button(self.view.table, action.player, name, action.target)
        if isinstance(action, ClassAction) and sum(getattr(a, "name", None) == name for a in choices) > 1:
            card, _, ref = action.target.rpartition("@")  # Nina's action: "card@creature"
            if card:
                return f"{card_name(card)} » {figure_name(self.view.table, ref)}"
            return card_name(ref) if "#" in ref else figure_name(self.view.table, ref)
        return self.describe(action)  # type: ignore[attr-defined]

    def choice_tip(self, action: Action) -> str | None:
        """A choice button's tooltip where the label cannot say it all: what an ability does."""
        if isinstance(action, BuyAbility):
            p = purchase(self.state, action.hero, action.tree)
            if p is not None:
                return t("dcscreen.buy_tip", skill=localized(p.skill.name), level=p.level,
                         text=localized(p.skill.text))  # fmt: skip
        return None

    def buy_label(self, action: BuyAbility) -> str:
        """The spoils button (its row names the hero): the tree's next ability (it changes after
        each purchase), its cost and the fragments left once it is bought."""
        p = purchase(self.state, action.hero, action.tree)
        if p is None:
            return self.describe(action)  # type: ignore[attr-defined]
        return t("dcscreen.buy", skill=localized(p.skill.name), cost=p.cost, left=p.left)

    def choose(self, action: Any) -> None:
        if isinstance(action, tuple):
            self.pick_bag_item(action[1])
        elif action is None:
            self.group, self.page = None, 0
            self.on_state_changed()
        else:
            self.apply_action(action)

    def toggle_bot(self, seat: int) -> None:
        from game.ai.bots import make_bot

        if self.bots.is_bot(seat):
            self.bots.kinds.pop(seat, None)
            self.bots.bots.pop(seat, None)
        else:
            self.bots.kinds[seat] = BOT_KIND
            self.bots.bots[seat] = make_bot(BOT_KIND, self.session.seed * 31 + seat)
        self.selected, self.group = None, None
        self.on_state_changed()

    def hand_over(self) -> None:
        self._last_human, self.handoff = self.handoff, None
        self.on_state_changed()

    # --- the keyboard (scenes/focus.py) --------------------------------------------------------
    def focus_targets(self) -> list[Any]:
        """What the focus ring can reach on the board: the hand's cards (a click picks one, as the
        mouse's does), then the chosen card's lit targets (acting drags the card there, the mouse's
        drop) and the figures a pending choice lights (a click). The buttons come from the widgets."""
        from scenes.focus import Target

        if self.handoff is not None or self.acting_seat() is None:
            return []
        if self.in_run():  # type: ignore[attr-defined]  # between combats: the campaign map's cards
            return self.map_focus_targets()
        out = [Target(pygame.Rect(s.rect), "hand", s.card_id) for s in self.drag.cards]
        sprite = self.drag.card(self.selected) if self.selected is not None and self.group is None else None
        if sprite is not None:
            # a held card is dropped (a drag from its home); in sacrifice mode a creature is clicked
            home = (round(sprite.home.x) + sprite.rect.w // 2, round(sprite.home.y) + sprite.rect.h // 2)
            drag = None if self.mode == "sacrifice" else home
            for ref, rect in sorted(self.selected_targets().items()):
                out.append(Target(pygame.Rect(rect), "target", ref, drag_from=drag))
        else:
            rects = self.figure_rects()
            out += [Target(pygame.Rect(rects[ref]), "target", ref) for ref in sorted(self.figure_picks())]
            if self.view.table.boss is not None and self.group is None:  # the Boss mat's spots
                spots = self.boss_spots()  # type: ignore[attr-defined]
                out += [Target(pygame.Rect(r), "target", s) for s, r in sorted(spots.items()) if self.spot_actions(s)]  # type: ignore[attr-defined]
        return out

    def map_focus_targets(self) -> list[Any]:
        """The campaign map's cards a click moves or travels to (those in the map's window)."""
        from scenes.boards import desconfronto_map as MP
        from scenes.focus import Target

        screen = self.hunt
        if not hasattr(screen, "model") or not screen.mine() or screen.kind() not in ("map", ""):
            return []
        m = screen.model()
        out = []
        for cid in sorted({*m.moves, *m.travels}):
            x, y = screen.card_centre(cid)
            if MP.MAP.collidepoint(x, y):
                out.append(Target(pygame.Rect(x - 30, y - 40, 60, 80), "target", cid))
        return out

    @property
    def keeps_arrows(self) -> bool:
        """The campaign map pans with the arrows until Tab brings the focus ring."""
        return bool(self.in_run() and self.is_campaign())  # type: ignore[attr-defined]
