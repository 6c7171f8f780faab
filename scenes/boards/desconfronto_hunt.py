"""The desConfronto board between a Hunt's combats (``view.table.phase == "run"``): the Wandering
Market, the hero screen, the tier choice and the Boss's second chance, with the Hunt progress strip.

The board delegates drawing and its widgets to ``HuntScreen`` in that phase. Nothing here decides a
rule: every enabled button sends one of the acting seat's legal actions (``board.legal``), the
others are drawn greyed with the reason the shop is showing them anyway. A skill is bought with one
click on its ability and a confirm; the board's Undo takes it back until the seat leaves the market
(leaving hands the market on, which the session treats as a barrier). "Give items…" on the shopper's
hero screen swaps the offers for the gift view (desconfronto_hunt_gifts.py, DC-ITEM-04); a gift is
undone the same way.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from game.desconfronto.hunt import BOSS_TRIES
from game.desconfronto.names import hero_name
from game.desconfronto.run_actions import Buy, ChooseTier, DoneShopping, FightAgain, GiveItem, TakeRest
from scenes.boards import desconfronto_hunt_gifts as HG
from scenes.boards import desconfronto_hunt_hero as HH
from scenes.boards.desconfronto_hunt_strip import draw_strip
from scenes.boards.desconfronto_hunt_text import (
    OfferCard,
    caps_line,
    market_cards,
    price_text,
    roman,
    shopper_line,
)
from scenes.theme import fit_text, render, wrap
from scenes.widgets.icons import icon

STRIP = pygame.Rect(12, 66, 1256, 40)
MAIN = pygame.Rect(12, 112, 760, 534)
SIDE = pygame.Rect(784, 112, 484, 534)
BOTTOM_Y, BOTTOM_H = 658, 44
GRID_Y = 122  # offer cards start this far below MAIN's top (header and rest note above)
CARD_H, CARD_GAP, COLS = 66, 6, 2
BUY_W, BUY_H = 96, 26
PREFIX = "hunt."
RECENT, RECENT_H = 3, 16  # log lines shown under the offers
AREA = pygame.Rect(0, STRIP.y - 2, 1280, MAIN.bottom - STRIP.y + 4)  # what the cached picture covers


def card_rects(n: int) -> list[pygame.Rect]:
    w = (MAIN.w - 24 - CARD_GAP * (COLS - 1)) // COLS
    return [pygame.Rect(MAIN.x + 12 + (i % COLS) * (w + CARD_GAP), MAIN.y + GRID_Y + (i // COLS) * (CARD_H + CARD_GAP),
                        w, CARD_H) for i in range(n)]  # fmt: skip


PER_PAGE = COLS * ((MAIN.h - GRID_Y - 8) // (CARD_H + CARD_GAP))
# the hero screen's "Give items…" toggle, beside its Active item and Bag lines (DC-ITEM-04)
GIFTS_BUTTON = pygame.Rect(SIDE.right - 12 - HH.GIFT_W, SIDE.y + HH.ITEMS_Y, HH.GIFT_W, 32)


class HuntScreen:
    """Owned by the desConfronto board; its buttons live in the board's ``buttons`` under ``hunt.``."""

    def __init__(self, board: Any) -> None:
        self.board = board
        self.tab: int | None = None  # the hero screen's seat (None: the deciding seat)
        self.page = 0
        self.confirm: Buy | None = None  # a skill purchase waiting for its confirm click
        self.gifting = False  # the market shows the gift view (DC-ITEM-04) instead of its offers
        self._key: tuple = ()
        self._for: int | None = None  # the seat the tab was last reset for
        self._picture: pygame.Surface | None = None  # the screen as last drawn (see ``draw``)
        self._picture_key_last: tuple = ()

    # --- reading -------------------------------------------------------------------------------
    @property
    def table(self) -> Any:
        return self.board.view.table

    def kind(self) -> str:
        pend = self.board.view.pending
        return pend.kind if pend is not None else ""

    def seat(self) -> int:
        pend = self.board.view.pending
        return pend.player if pend is not None and pend.player >= 0 else 0

    def shown_seat(self) -> int:
        n = len(self.table.heroes)
        return self.tab if self.tab is not None and self.tab < n else min(self.seat(), n - 1)

    def legal(self) -> list[Any]:
        return list(self.board.legal)

    def cards(self) -> list[OfferCard]:
        if self.kind() != "market":
            return []
        return market_cards(self.table, self.seat(), self.legal())

    def pages(self) -> int:
        if self.gifting:
            return max(1, -(-len(self.gift_rows()) // self.gift_page_size()))
        return max(1, -(-len(self.cards()) // PER_PAGE))

    def gift_rows(self) -> list[HG.GiftRow]:
        """The shopper's items for the gift view, each tied to its legal gifts (DC-ITEM-04)."""
        if self.kind() != "market":
            return []
        return HG.gift_rows(self.table, self.seat(), self.legal())

    def gift_page_size(self) -> int:
        return HG.per_page(MAIN, len(self.table.heroes))

    def shown_gift_rows(self) -> list[HG.GiftRow]:
        n = self.gift_page_size()
        return self.gift_rows()[self.page * n : (self.page + 1) * n]

    def gifts_toggle_shown(self) -> bool:
        """The toggle sits on the shopper's own hero screen, while the market is open."""
        return self.kind() == "market" and self.shown_seat() == self.seat()

    def skill_actions(self) -> dict[int, Buy]:
        seat = self.shown_seat()
        return {int(a.ref): a for a in self.legal() if isinstance(a, Buy) and a.what == "skill" and a.player == seat}

    def rows(self) -> list[HH.SkillRow]:
        return HH.skill_rows(self.table, self.shown_seat(), self.board.state, set(self.skill_actions()))

    def offered_actions(self) -> set[Any]:
        """Every action an enabled control of this screen sends, over every page of offers."""
        legal = set(self.legal())
        out: set[Any] = {c.action for c in self.cards() if c.action is not None}
        out |= set(self.skill_actions().values())
        out |= {a for r in self.gift_rows() for a in r.gifts.values()}  # the gift view, one toggle away
        for a in legal:
            if isinstance(a, ChooseTier | DoneShopping | TakeRest | FightAgain):
                out.add(a)
        return out & legal

    # --- widgets -------------------------------------------------------------------------------
    def sync(self) -> None:
        """Rebuild this screen's buttons when what they show changed (called on every state change)."""
        b = self.board
        seat = self.seat()
        if self._for != seat:  # a new decider: the hero screen shows their hero, the first page
            self._for, self.tab, self.page, self.confirm, self.gifting = seat, None, 0, None, False
        if self.kind() != "market":
            self.gifting = False
        if self.confirm is not None and self.confirm not in b.legal:
            self.confirm = None
        self.page = min(self.page, self.pages() - 1)
        specs = self._specs() if b.handoff is None else self._tab_specs()
        key = tuple((k, tuple(r), text, on, tip) for k, r, text, on, tip, _ in specs)
        if key == self._key and all(k in b.buttons for k, *_ in specs):
            return
        self.clear()
        self._key = key
        for k, rect, text, on, tip, handler in specs:
            b.button(k, rect, handler, text=text, object_id="@action_button", enabled=on, tooltip=tip)

    def clear(self) -> None:
        b = self.board
        for name in [k for k in b.buttons if k.startswith(PREFIX)]:
            btn = b.buttons.pop(name)
            b._handlers.pop(btn, None)
            btn.kill()
        self._key = ()

    def _specs(self) -> list[tuple]:
        """(key, rect, text, enabled, tooltip, handler) of every button of the screen now."""
        legal = self.legal()
        out = self._tab_specs()
        kind = self.kind()
        if kind == "market":
            out += self._market_specs(legal)
        elif kind == "tier":
            for k, tier in enumerate((1, 2, 3)):
                act = ChooseTier(self.seat(), tier)
                out.append((f"{PREFIX}tier:{tier}", (MAIN.x + 60 + k * 220, MAIN.y + 330, 200, 48),
                            t("dchuntui.tier.button", tier=roman(tier)), act in legal, self.board.describe(act),
                            lambda a=act: self.board.apply_action(a)))  # fmt: skip
        elif kind in ("boss_lost", "horde_lost"):
            again_key = "dchuntui.boss.again" if kind == "boss_lost" else "dchuntui.boss.again_horde"
            for k, (again, label) in enumerate(((True, again_key), (False, "dchuntui.boss.give_up"))):
                again_act = FightAgain(self.seat(), again)
                out.append((f"{PREFIX}{'again' if again else 'give_up'}", (MAIN.x + 60 + k * 340, MAIN.y + 200, 320, 48),
                            t(label), again_act in legal, None, lambda a=again_act: self.board.apply_action(a)))  # fmt: skip
        return out

    def _tab_specs(self) -> list[tuple]:
        """The hero screen's tabs: public information, kept under the hand-off too."""
        out: list[tuple] = []
        for i, r in enumerate(HH.tab_rects(SIDE, len(self.table.heroes))):
            out.append((f"{PREFIX}tab:{i}", r, hero_name(self.table, i), True, None,
                        lambda i=i: self.show_tab(i)))  # fmt: skip
        return out

    def _market_specs(self, legal: list[Any]) -> list[tuple]:
        out: list[tuple] = []
        cards = self.cards()
        shown = cards[self.page * PER_PAGE : (self.page + 1) * PER_PAGE] if not self.gifting else []
        if self.gifting:
            out += HG.button_specs(self.table, self.seat(), self.shown_gift_rows(), MAIN, PREFIX, self.give)
        if self.gifts_toggle_shown():
            label, tip = ("dcgifts.ui.back", "dcgifts.ui.back_tip") if self.gifting else ("dcgifts.ui.open", "dcgifts.ui.open_tip")
            out.append((f"{PREFIX}gifts", tuple(GIFTS_BUTTON), t(label), True, t(tip), self.toggle_gifts))
        for i, (c, r) in enumerate(zip(shown, card_rects(len(shown)), strict=True)):
            if c.what == "none":
                continue
            rect = (r.right - BUY_W - 8, r.bottom - BUY_H - 6, BUY_W, BUY_H)
            label = t("dchuntui.market.take") if c.what == "elder" else t("dchuntui.market.buy")
            tip = f"{c.name}: {c.text}" if c.text else c.name
            if c.why:
                tip += f"\n{c.why}"
            out.append((f"{PREFIX}buy:{i}", rect, label, c.action is not None, tip,
                        lambda a=c.action: self.buy(a)))  # fmt: skip
        if self.pages() > 1:
            label = t("dchuntui.market.page", page=(self.page + 1) % self.pages() + 1, pages=self.pages())
            out.append((f"{PREFIX}page", (MAIN.right - 190, BOTTOM_Y, 190, BOTTOM_H), label, True, t("dchuntui.market.next"),
                        self.next_page))  # fmt: skip
        seat = self.seat()
        rest = TakeRest(seat)
        if self.table.run.rest == "short_or_items":
            out.append((f"{PREFIX}rest", (MAIN.x + 250, BOTTOM_Y, 250, BOTTOM_H), t("dchuntui.market.rest_button"),
                        rest in legal, t("dchuntui.market.short_rest"), lambda a=rest: self.board.apply_action(a)))  # fmt: skip
        done = DoneShopping(seat)
        out.append((f"{PREFIX}leave", (MAIN.x, BOTTOM_Y, 236, BOTTOM_H), t("dchuntui.market.leave"), done in legal,
                    None, lambda a=done: self.board.apply_action(a)))  # fmt: skip
        skills = self.skill_actions()
        for i, row in enumerate(self.rows()[:6]):
            if row.state == "next" and row.tree in skills and self.confirm is None:
                out.append((f"{PREFIX}skill:{row.tree}", HH.buy_rect(SIDE, i),
                            price_text(row.cost), True,
                            t("dchuntui.hero.buy_hint"), lambda a=skills[row.tree]: self.ask_confirm(a)))  # fmt: skip
        if self.confirm is not None:
            box = self.confirm_rect()
            out.append((f"{PREFIX}confirm", (box.x + 12, box.bottom - 40, 180, 32), t("dchuntui.confirm.yes"), True, None,
                        self.do_confirm))  # fmt: skip
            out.append((f"{PREFIX}cancel", (box.right - 192, box.bottom - 40, 180, 32), t("dchuntui.confirm.no"), True,
                        None, self.cancel_confirm))  # fmt: skip
        return out

    # --- acting --------------------------------------------------------------------------------
    def show_tab(self, seat: int) -> None:
        self.tab, self.confirm = seat, None
        self.board.on_state_changed()

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.pages()
        self.board.on_state_changed()

    def toggle_gifts(self) -> None:
        self.gifting, self.page, self.confirm = not self.gifting, 0, None
        self.board.on_state_changed()

    def give(self, action: GiveItem | None) -> None:
        if action is not None and action in self.board.legal:
            self.board.apply_action(action)

    def buy(self, action: Buy | None) -> None:
        if action is not None and action in self.board.legal:
            self.board.apply_action(action)

    def ask_confirm(self, action: Buy) -> None:
        self.confirm = action
        self.board.on_state_changed()

    def do_confirm(self) -> None:
        action, self.confirm = self.confirm, None
        if action is not None and action in self.board.legal:
            self.board.apply_action(action)
        else:
            self.board.on_state_changed()

    def cancel_confirm(self) -> None:
        self.confirm = None
        self.board.on_state_changed()

    def confirm_rect(self) -> pygame.Rect:
        return pygame.Rect(SIDE.x + 12, SIDE.bottom - 132, SIDE.w - 24, 120)

    def undo_ok(self) -> bool:
        """Undo between combats takes back only the deciding seat's own purchase or rest: leaving the
        market ends it. (The session alone would reach further back: its turn owner, the combat turn
        and phase, does not change from one shopper to the next, so a later seat, or a bot's
        purchase, could be taken back.)"""
        acts = self.board.session.actions
        if self.kind() != "market" or not acts or not self.board.session.can_undo:
            return False
        last = acts[-1]
        return isinstance(last, Buy | TakeRest | GiveItem) and last.player == self.seat()

    def status_text(self) -> str:
        kind = self.kind()
        if kind in ("market", "tier", "boss_lost", "horde_lost"):
            return t(f"dchuntui.status.{kind}", hero=hero_name(self.table, self.seat()))
        return ""

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, pal: dict) -> None:
        """The screen is drawn once per change into a cached picture and blitted each frame (it
        holds much wrapped text; redrawing it every frame cost ~2x an empty frame at 1920x1080)."""
        key = self._picture_key(pal)
        if self._picture is None or key != self._picture_key_last:
            if self._picture is None or self._picture.get_size() != surface.get_size():
                self._picture = pygame.Surface(surface.get_size(), 0, surface)  # the canvas format: no conversion per blit
            self._picture.fill(pal["bg"])
            self._draw_now(self._picture, pal)
            self._picture_key_last = key
        surface.blit(self._picture, AREA, AREA)

    def draw_recent(self, surface: pygame.Surface, pal: dict, lines: list[str], refusal: str) -> None:
        """Under the offers, drawn live: a refusal in red, then the last log lines (what a bot bought,
        the rests, the tier dice), where the offers leave room. The gift view has its bags there."""
        if self.gifting:
            return
        shown = len(self.cards()[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]) if self.kind() == "market" else 0
        rows = -(-shown // COLS)
        free_top = MAIN.y + GRID_Y + rows * (CARD_H + CARD_GAP) if self.kind() == "market" else MAIN.y + 440
        texts = ([refusal] if refusal else []) + lines[-RECENT:]
        y = MAIN.bottom - 8 - RECENT_H * len(texts)
        if y < free_top or not texts:
            return
        for i, text in enumerate(texts):
            ink = pal["bad"] if refusal and i == 0 else pal["muted"]
            surf = render(fit_text(text, 12, MAIN.w - 28), 12, ink)
            surface.blit(surf, (MAIN.x + 14, y))
            y += RECENT_H

    def _picture_key(self, pal: dict) -> tuple:
        st = self.board.session.state
        heroes = tuple((h.level, h.vigor, h.max_vigor, h.item, tuple(h.bag), len(h.hand), len(h.draw), len(h.discard),
                        tuple(h.abilities), tuple(h.new_abilities), h.subclass) for h in st.heroes)  # fmt: skip
        run = st.run
        where = (run.horde, run.stage, run.wins, run.rest, tuple(sorted(run.market.items())), run.shopper) if run else ()
        return (id(st), len(self.board.session.actions), st.fragments, heroes, where, self.kind(), self.seat(),
                self.shown_seat(), self.page, self.confirm, self.gifting, self._key, t("dchuntui.strip.title"),
                tuple(pal.items()), tuple(self.board.bots.kinds))  # fmt: skip

    def _draw_now(self, surface: pygame.Surface, pal: dict) -> None:
        table = self.table
        draw_strip(surface, STRIP, table.run, pal)
        pygame.draw.rect(surface, pal["panel"], MAIN, 0, 10)
        pygame.draw.rect(surface, pal["muted"], MAIN, 1, 10)
        kind = self.kind()
        if kind == "market" and self.gifting:
            HG.draw_gifts(surface, MAIN, table, self.seat(), self.shown_gift_rows(), pal)
        elif kind == "market":
            self._draw_market(surface, pal)
        elif kind == "tier":
            self._draw_tiers(surface, pal)
        elif kind in ("boss_lost", "horde_lost"):
            self._draw_boss(surface, pal)
        seat = self.shown_seat()
        note = ""
        if kind == "market" and seat != self.seat():
            note = t("dchuntui.hero.view_only", hero=hero_name(table, seat))
        elif kind == "market" and self.skill_actions():
            note = t("dchuntui.hero.buy_hint")
        HH.draw_hero(surface, SIDE, table, seat, self.rows(), pal, note, self.gifts_toggle_shown())
        tab = HH.tab_rects(SIDE, len(table.heroes))[seat]  # the shown hero's tab is underlined
        pygame.draw.rect(surface, pal["accent"], (tab.x, tab.bottom + 1, tab.w, 4), 0, 2)
        if self.confirm is not None:
            self._draw_confirm(surface, pal)

    def _text(self, surface, text: str, y: int, size: int, ink, face: str = "regular", lines: int = 1) -> int:
        w = MAIN.w - 28
        parts = wrap(text, size, w, face)
        if len(parts) > lines:
            parts = [*parts[: lines - 1], fit_text(" ".join(parts[lines - 1 :]), size, w, face)]
        for part in parts:
            surf = render(part, size, ink, face)
            surface.blit(surf, (MAIN.x + 14, y))
            y += surf.get_height()
        return y

    def _draw_market(self, surface: pygame.Surface, pal: dict) -> None:
        table, run = self.table, self.table.run
        seat = self.seat()
        y = self._text(surface, t("dchuntui.market.head", horde=run.horde), MAIN.y + 8, 18, pal["text"], "bold")
        bot = self.board.bots.is_bot(seat)
        head = shopper_line(table, seat, bot) + " · " + t("dchuntui.market.fragments", n=table.fragments)
        y = self._text(surface, head, y + 2, 14, pal["accent2"], "bold")
        caps = t("dchuntui.market.left") + " " + caps_line(dict(run.market)) + " · " + t("dchuntui.market.skills_note")
        y = self._text(surface, caps, y + 2, 12, pal["text"])
        rest = {"short_or_items": "short_rest", "short_taken": "short_taken", "long": "long_rest"}.get(run.rest)
        if rest is None and run.horde == 2:
            rest = "short_gone"
        if rest:
            self._text(surface, t(f"dchuntui.market.{rest}"), y + 4, 11, pal["muted"], "italic", lines=3)
        cards = self.cards()
        shown = cards[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        if not shown:
            self._text(surface, t("dchuntui.market.none_yet"), MAIN.y + GRID_Y + 8, 13, pal["muted"], "italic")
        for c, r in zip(shown, card_rects(len(shown)), strict=True):
            _offer(surface, r, c, pal)

    def _draw_tiers(self, surface: pygame.Surface, pal: dict) -> None:
        table, run = self.table, self.table.run
        y = self._text(surface, t("dchuntui.tier.head", horde=run.horde), MAIN.y + 8, 18, pal["text"], "bold")
        y = self._text(surface, t("dchuntui.tier.key"), y + 4, 12, pal["muted"], lines=2)
        for seat, face in enumerate(run.rolled):
            box = pygame.Rect(MAIN.x + 14 + (seat % 2) * 370, y + 12 + (seat // 2) * 64, 356, 56)
            current = seat == self.seat()
            pygame.draw.rect(surface, pal["bg"], box, 0, 8)
            pygame.draw.rect(surface, pal["accent"] if current else pal["muted"], box, 3 if current else 1, 8)
            surface.blit(icon(f"dc.{face}", 44), (box.x + 6, box.y + 6))
            chosen = run.chosen[seat] if seat < len(run.chosen) else 0
            means = t("dchuntui.tier.means_tier", tier=roman(chosen)) if chosen else t("dchuntui.tier.means_hit1")
            from scenes.boards.desconfronto_text import face_name

            line = t("dchuntui.tier.rolled", hero=hero_name(table, seat), face=face_name(face))
            surface.blit(render(fit_text(line, 14, box.w - 66, "bold"), 14, pal["text"], "bold"), (box.x + 58, box.y + 8))
            surface.blit(render(fit_text(means, 13, box.w - 66), 13, pal["accent2"]), (box.x + 58, box.y + 30))
        ask = t("dchuntui.tier.ask", hero=hero_name(table, self.seat()))
        self._text(surface, ask, MAIN.y + 290, 15, pal["text"], "bold")
        self._text(surface, t("dchuntui.tier.spoils"), MAIN.y + 400, 12, pal["muted"], lines=2)

    def _draw_boss(self, surface: pygame.Surface, pal: dict) -> None:
        run = self.table.run
        head = "dchuntui.boss.head" if self.kind() == "boss_lost" else "dchuntui.boss.head_horde"
        y = self._text(surface, t(head), MAIN.y + 8, 20, pal["bad"], "bold")
        self._text(surface, t("dchuntui.boss.tries", n=run.boss_tries, max=BOSS_TRIES), y + 8, 14, pal["text"])

    def _draw_confirm(self, surface: pygame.Surface, pal: dict) -> None:
        box = self.confirm_rect()
        pygame.draw.rect(surface, pal["bg2"], box, 0, 10)
        pygame.draw.rect(surface, pal["accent"], box, 3, 10)
        a = self.confirm
        assert a is not None
        row = next((r for r in self.rows() if r.tree == int(a.ref) and r.state == "next"), None)
        if row is None:
            return
        h = self.table.heroes[a.player]
        text = t("dchuntui.confirm.ask", skill=row.name, cost=price_text(row.cost), hero=hero_name(self.table, a.player),
                 level=h.level + 1)  # fmt: skip
        for j, part in enumerate(wrap(text, 13, box.w - 24)[:4]):
            surface.blit(render(part, 13, pal["text"]), (box.x + 12, box.y + 10 + j * 17))


def _offer(surface: pygame.Surface, r: pygame.Rect, c: OfferCard, pal: dict) -> None:
    on = c.action is not None
    pygame.draw.rect(surface, pal["bg"] if on else pal["bg2"], r, 0, 8)
    pygame.draw.rect(surface, pal["accent"] if on else pal["muted"], r, 2 if on else 1, 8)
    ink = pal["text"] if on else pal["muted"]
    price = price_text(c.price) if c.price >= 0 else ""
    if c.count:
        price += " · " + t("dchuntui.market.stock", n=c.count)
    ps = render(price, 12, pal["accent2"] if on else pal["muted"], "bold")
    surface.blit(ps, ps.get_rect(topright=(r.right - 8, r.y + 5)))
    name = render(fit_text(c.name, 14, r.w - ps.get_width() - 24, "bold"), 14, ink, "bold")
    surface.blit(name, (r.x + 8, r.y + 3))
    w = r.w - 16 - (BUY_W + 8 if c.what != "none" else 0)
    lines = wrap(c.text, 11, w)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), 11, w)]
    for j, part in enumerate(lines):
        surface.blit(render(part, 11, ink), (r.x + 8, r.y + 22 + j * 13))
    if c.why:
        why = render(fit_text(c.why, 11, w, "italic"), 11, pal["bad"], "italic")
        surface.blit(why, (r.x + 8, r.bottom - 16))
