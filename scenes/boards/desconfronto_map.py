"""The Sempreterna map screen (issue 11): the desConfronto board between a campaign's combats.

The board keeps one run screen (``board.hunt``); in a campaign it is this ``MapScreen``, which draws
the map, the road event, the Prestige choice and a road event's discard itself and hands the market
(the Hunt's ``Buy`` / ``DoneShopping`` / ``GiveItem``) to the Hunt's own market screen. Nothing here
decides a rule: a lit card, an enabled button is one of the acting seat's legal actions
(``board.legal``, empty for a bot's seat or under the hand-off).

Input on the map: drag (or arrow keys) pans, the wheel (or +/-) zooms, a click on a lit card moves or
Fast Travels there, J opens the journal. Story pages (``dc.page``) and a road event's outcome open as
readable pages over the board (``desconfronto_map_pages.py``), queued, whoever acted.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import localized, t
from game.desconfronto.campaign.road import events as road_events
from game.desconfronto.campaign_actions import (
    Camp,
    ChoosePath,
    DiscardCard,
    EndCampaign,
    FacePharanor,
    FaceTenebrah,
    RoadChoice,
    Stay,
)
from scenes.boards import desconfronto_map_draw as D
from scenes.boards.desconfronto_map_camera import Camera
from scenes.boards.desconfronto_map_market import draw_market_heads
from scenes.boards.desconfronto_map_model import MapModel, build_model
from scenes.boards.desconfronto_map_side import draw_choice_panel, draw_side
from scenes.theme import fit_text, render
from scenes.widgets.tooltip import render_tip

MAP = pygame.Rect(12, 66, 850, 586)
SIDE = pygame.Rect(874, 66, 394, 586)
BOTTOM_Y, BOTTOM_H = 660, 44
PREFIX = "cmp."
OWN_KINDS = ("map", "road", "discard", "path")
PICTURE = pygame.Rect(0, MAP.y - 2, 1280, MAP.h + 4)  # what the cached picture covers
CLICK_SLOP = 5  # a press that moves less than this is a click, not a drag
PAN_STEP = 140
ZOOM_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
LIT_MOVE, LIT_TRAVEL = (130, 235, 70), (240, 140, 20)


class MapScreen:
    """Owned by the desConfronto board in a campaign; its buttons live in ``board.buttons`` under ``cmp.``."""

    def __init__(self, board: Any, market: Any) -> None:
        self.board = board
        self.market = market  # the Hunt's screen, which shows the campaign's market
        w, h = D.world_size(7, 7)
        self.camera = Camera(w / 2, h / 2, self._fit_zoom(7, 7))
        self._key: tuple = ()
        self._world: pygame.Surface | None = None
        self._world_key: tuple = ()
        self._model: MapModel | None = None
        self._model_for: tuple = ()
        self._press: tuple[int, int] | None = None
        self._dragged = False
        self.mouse = (0, 0)
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple = ()
        self._tips: dict[tuple[str, str], pygame.Surface] = {}

    @staticmethod
    def _fit_zoom(cols: int, rows: int) -> float:
        w, h = D.world_size(cols, rows)
        return min(MAP.w / w, MAP.h / h)

    # --- reading --------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.board.session.state

    def kind(self) -> str:
        pend = self.board.view.pending
        return pend.kind if pend is not None else ""

    def mine(self) -> bool:
        """This screen (not the market) shows now."""
        return self.kind() in OWN_KINDS or self.kind() == ""

    def seat(self) -> int:
        pend = self.board.view.pending
        return pend.player if pend is not None and pend.player >= 0 else 0

    @property
    def cview(self) -> Any:
        """The seat's campaign view (campaign/view.py): everything this screen draws of the campaign."""
        return self.board.view.table.campaign

    def model(self) -> MapModel:
        cv = self.cview
        stamp = (id(self.state), len(self.board.session.actions), tuple(self.board.legal), cv.at, len(cv.revealed))
        if self._model is None or stamp != self._model_for:
            self._model = build_model(cv, list(self.board.legal))
            self._model_for = stamp
        return self._model

    def offered_actions(self) -> set[Any]:
        if not self.mine():
            return self.market.offered_actions()
        legal = set(self.board.legal)
        m = self.model()
        out = set(m.moves.values()) | set(m.travels.values())
        own = Stay | Camp | FaceTenebrah | FacePharanor | EndCampaign | RoadChoice | ChoosePath | DiscardCard
        out |= {a for a in legal if isinstance(a, own)}
        return out & legal

    def undo_ok(self) -> bool:
        return self.market.undo_ok() if not self.mine() else False

    def status_text(self) -> str:
        if not self.mine():
            if self.kind() == "market":  # the campaign's words: no Wandering Market here (L112, L305-311)
                from scenes.boards.desconfronto_text import hero_name

                return t("dc_campaign_ui.market.status", hero=hero_name(self.board.view.table, self.seat()))
            return self.market.status_text()
        kind = self.kind()
        if kind == "map" and self.cview.pharanor_offered:  # DC-SEC-05: the last battle, or the end
            kind = "secret.epilogue"
        if kind:
            from scenes.boards.desconfronto_text import hero_name

            return t(f"dc_campaign_ui.status.{kind}", hero=hero_name(self.board.view.table, self.seat()))
        return ""

    # --- widgets --------------------------------------------------------------------------------
    def sync(self) -> None:
        if not self.mine():
            self._clear_own()
            self.market.sync()
            specs = [self._journal_spec()]
        else:
            self.market.clear()
            specs = self._specs()
        key = tuple((k, tuple(r), text, on, tip) for k, r, text, on, tip, _ in specs)
        if key == self._key and all(k in self.board.buttons for k, *_ in specs):
            return
        self._clear_own()
        self._key = key
        for k, rect, text, on, tip, handler in specs:
            self.board.button(k, rect, handler, text=text, object_id="@action_button", enabled=on, tooltip=tip)

    def clear(self) -> None:
        self._clear_own()
        self.market.clear()

    def _clear_own(self) -> None:
        b = self.board
        for name in [k for k in b.buttons if k.startswith(PREFIX)]:
            btn = b.buttons.pop(name)
            b._handlers.pop(btn, None)
            btn.kill()
        self._key = ()

    def _journal_spec(self) -> tuple:
        return (f"{PREFIX}journal", (904, BOTTOM_Y, 200, BOTTOM_H), t("dc_campaign_ui.journal.button"), True,
                t("dc_campaign_ui.journal.tip"), self.open_journal)  # fmt: skip

    def _specs(self) -> list[tuple]:
        legal = list(self.board.legal)
        act = self.board.apply_action
        out: list[tuple] = [self._journal_spec()]
        kind = self.kind()
        if kind == "map":
            x = MAP.x
            seat = self.seat()
            entries: list[tuple[str, Any, str]] = [("stay", Stay(seat), "dc_campaign_ui.map.stay_tip")]
            entries += [(f"camp:{k}", Camp(seat, k), f"dc_campaign_ui.map.camp_{k}_tip") for k in ("short", "long")]
            entries.append(("tenebrah", FaceTenebrah(seat), "dc_campaign_ui.map.tenebrah_tip"))
            entries.append(("secret.pharanor", FacePharanor(seat), "dc_campaign_ui.map.secret.pharanor_tip"))  # DC-SEC-05
            entries.append(("secret.end", EndCampaign(seat), "dc_campaign_ui.map.secret.end_tip"))
            for name, a, tip in entries:
                if a not in legal:
                    continue
                label = t(f"dc_campaign_ui.map.{name.replace(':', '_')}")
                w = 250 if name.startswith("secret.") else 165
                out.append((f"{PREFIX}{name}", (x, BOTTOM_Y, w, BOTTOM_H), fit_text(label, 14, w - 12), True, t(tip),
                            lambda a=a: act(a)))  # fmt: skip
                x += w + 8  # four buttons end at 696, before the zoom buttons
            for i, (label, steps) in enumerate((("−", -1), ("+", 1))):
                out.append((f"{PREFIX}zoom:{i}", (700 + i * 42, BOTTOM_Y + 2, 38, BOTTOM_H - 4), label, True,
                            t("dc_campaign_ui.map.zoom_tip"), lambda s=steps: self.zoom(s)))  # fmt: skip
        elif kind in ("road", "path", "discard"):
            acts = [a for a in legal if isinstance(a, RoadChoice | ChoosePath | DiscardCard)]
            box = choice_box()
            cols = 2 if len(acts) > 6 else 1
            w = (box.w - 24 - (cols - 1) * 8) // cols
            top = box.bottom - 12 - 40 * -(-len(acts) // cols)
            for i, a in enumerate(acts):
                r = (box.x + 12 + (i % cols) * (w + 8), top + (i // cols) * 40, w, 34)
                label = self.board.describe(a)
                out.append((f"{PREFIX}pick:{i}", r, fit_text(label, 14, w - 12), True, label, lambda a=a: act(a)))
        return out

    # --- acting ---------------------------------------------------------------------------------
    def open_journal(self) -> None:
        from scenes.boards.desconfronto_journal import JournalScene

        self.board.app.stack.push(JournalScene(self.board.app, self.board))

    def zoom(self, steps: int, anchor: tuple[int, int] | None = None) -> None:
        self.camera.zoom_by(steps, anchor, MAP.center)
        self.board.app.request_redraw()

    def card_at(self, pos: tuple[int, int]) -> str | None:
        zoom = round(self.camera.zoom, 3)
        ox, oy = self._offset(zoom)
        for look in self.model().looks:
            if D.card_rect(look.col, look.row, zoom).move(ox, oy).collidepoint(pos):
                return look.id
        return None

    def card_centre(self, card_id: str) -> tuple[int, int]:
        """Where a card shows now, in canvas pixels (what a click must hit)."""
        lk = next(lk for lk in self.model().looks if lk.id == card_id)
        zoom = round(self.camera.zoom, 3)
        ox, oy = self._offset(zoom)
        return D.card_rect(lk.col, lk.row, zoom).move(ox, oy).center

    def click_card(self, card_id: str) -> bool:
        m = self.model()
        action = m.moves.get(card_id) or m.travels.get(card_id)
        if action is None:
            return False
        self.board.apply_action(action)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The map's own input (the board hands it every event it did not use between combats)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_j:
            self.open_journal()
            return True
        if not self.mine() or self.kind() not in ("map", ""):
            return False
        if event.type == pygame.MOUSEMOTION:
            last, self.mouse = self.mouse, event.pos
            if self._press is not None:
                dx, dy = event.pos[0] - last[0], event.pos[1] - last[1]  # positions: ``rel`` is in window pixels
                if abs(event.pos[0] - self._press[0]) + abs(event.pos[1] - self._press[1]) > CLICK_SLOP:
                    self._dragged = True
                if self._dragged:
                    self.camera.drag(dx, dy)
                    self._clamp()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and MAP.collidepoint(event.pos):
            self._press, self._dragged, self.mouse = event.pos, False, event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self._press is not None:
            press, dragged = self._press, self._dragged
            self._press, self._dragged = None, False
            if not dragged and MAP.collidepoint(press):
                cid = self.card_at(event.pos)
                if cid is not None:
                    self.click_card(cid)
            return True
        if event.type == pygame.MOUSEWHEEL and MAP.collidepoint(self.mouse):
            self.zoom(1 if event.y > 0 else -1, self.mouse)
            return True
        if event.type == pygame.KEYDOWN and event.key in ZOOM_KEYS:
            self.zoom(ZOOM_KEYS[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in ARROWS:
            dx, dy = ARROWS[event.key]
            self.camera.pan(dx * PAN_STEP, dy * PAN_STEP)
            self._clamp()
            return True
        return False

    def _clamp(self) -> None:
        w, h = D.world_size(7, 7)
        self.camera.clamp(w, h)

    def update(self, dt: float) -> None:
        self.camera.update(dt)

    @property
    def moving(self) -> bool:
        return self.camera.moving or self._dragged

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, pal: dict) -> None:
        if not self.mine():
            self.market.draw(surface, pal)
            if self.kind() == "market":
                draw_market_heads(surface, self.board.view.table, self.seat(), self.board.bots.is_bot(self.seat()), pal)
            return
        m = self.model()
        kind = self.kind()
        # Drawn once per change into a cached picture and blitted each frame, as the Hunt's market is:
        # the side panel's wrapped text alone would cost a third of an empty frame every frame.
        cam = self.camera
        key = (m.key(), tuple(m.moves), tuple(m.travels), round(cam.x, 1), round(cam.y, 1), round(cam.zoom, 3), kind,
               self.seat(), self.board.view.table.fragments, len(self.board.session.actions), tuple(pal.items()),
               self.board.bots.is_bot(self.seat()), t("dc_campaign_ui.map.hint"))  # fmt: skip
        if self._picture is None or key != self._picture_key or self._picture.get_size() != surface.get_size():
            if self._picture is None or self._picture.get_size() != surface.get_size():
                self._picture = pygame.Surface(surface.get_size(), 0, surface)
            pic = self._picture
            pic.fill(pal["bg"])
            pygame.draw.rect(pic, pal["bg2"], MAP, 0, 10)
            self._draw_map(pic, pal, m)
            pygame.draw.rect(pic, pal["muted"], MAP, 1, 10)
            draw_side(pic, SIDE, self.board.view.table, m, pal, self.board.bots.is_bot(self.seat()))
            if kind in ("road", "path", "discard"):
                draw_choice_panel(pic, choice_box(), self.board.view.table, self.state, kind, self.seat(), pal)
            self._picture_key = key
        surface.blit(self._picture, PICTURE, PICTURE)
        if kind not in ("road", "path", "discard"):
            self._draw_hover(surface, m)

    def draw_recent(self, surface: pygame.Surface, pal: dict, lines: list[str], refusal: str) -> None:
        if not self.mine():
            self.market.draw_recent(surface, pal, lines, refusal)
            return
        texts = ([refusal] if refusal else []) + lines[-3:]
        y = SIDE.bottom - 8 - 16 * len(texts)
        for i, text in enumerate(texts):
            ink = pal["bad"] if refusal and i == 0 else pal["muted"]
            surface.blit(render(fit_text(text, 12, SIDE.w - 24), 12, ink), (SIDE.x + 12, y))
            y += 16

    def _world_surface(self, m: MapModel, pal: dict) -> tuple[pygame.Surface, float]:
        zoom = round(self.camera.zoom, 3)
        key = (m.key(), zoom, tuple(pal.items()), t("dc_campaign_ui.map.wins", n=1))
        if self._world is None or key != self._world_key:
            self._world = D.render_world(list(m.looks), m.cols, m.rows, zoom, pal["bg2"])
            self._world_key = key
        return self._world, zoom

    def _offset(self, zoom: float) -> tuple[int, int]:
        return (round(MAP.centerx - self.camera.x * zoom), round(MAP.centery - self.camera.y * zoom))

    def _draw_map(self, surface: pygame.Surface, pal: dict, m: MapModel) -> None:
        world, zoom = self._world_surface(m, pal)
        ox, oy = self._offset(zoom)
        clip = surface.get_clip()
        surface.set_clip(MAP.inflate(-2, -2))
        surface.blit(world, (ox, oy))
        looks = {lk.id: lk for lk in m.looks}
        for cid, colour in [(c, LIT_TRAVEL) for c in m.travels if c not in m.moves] + [(c, LIT_MOVE) for c in m.moves]:
            lk = looks[cid]
            r = D.card_rect(lk.col, lk.row, zoom).move(ox, oy)
            pygame.draw.rect(surface, (20, 20, 20), r.inflate(12, 12), 2, 12)  # a dark rim: lit on any back
            pygame.draw.rect(surface, colour, r.inflate(8, 8), 4, 10)
            if cid not in m.moves:  # the Fast Travel cost on the card's corner (L266)
                tag = render(t("dc_campaign_ui.map.cost", n=m.costs.get(cid, 0)), max(9, round(12 * zoom)),
                             (255, 255, 255), "bold")  # fmt: skip
                band = max(4, round(22 * zoom))  # inside the card's coloured band, right of its id
                box = tag.get_rect(midright=(r.right - 6, r.y + band // 2)).inflate(8, 2)
                pygame.draw.rect(surface, colour, box, 0, 6)
                surface.blit(tag, tag.get_rect(center=box.center))
        here = looks.get(m.at)
        if here is not None:  # the group token
            r = D.card_rect(here.col, here.row, zoom).move(ox, oy)
            centre = (r.right - round(16 * zoom), r.y + round(40 * zoom))
            radius = max(6, round(13 * zoom))
            pygame.draw.circle(surface, (40, 30, 60), centre, radius + 2)
            pygame.draw.circle(surface, pal["accent"], centre, radius)
            letter = render(t("dc_campaign_ui.map.group_letter"), max(7, radius), (30, 20, 10), "bold")
            surface.blit(letter, letter.get_rect(center=centre))
        surface.set_clip(clip)
        hint = render(fit_text(t("dc_campaign_ui.map.hint"), 11, MAP.w - 130), 11, pal["muted"], "italic")
        back = hint.get_rect(topleft=(MAP.x + 10, MAP.bottom - 19)).inflate(10, 2)
        pygame.draw.rect(surface, pal["bg2"], back, 0, 4)  # the hint stays legible over a zoomed map
        surface.blit(hint, (MAP.x + 10, MAP.bottom - 18))

    def _draw_hover(self, surface: pygame.Surface, m: MapModel) -> None:
        if self._press is not None or not MAP.collidepoint(self.mouse):
            return
        zoom = round(self.camera.zoom, 3)
        ox, oy = self._offset(zoom)
        for lk in m.looks:
            r = D.card_rect(lk.col, lk.row, zoom).move(ox, oy)
            if not r.collidepoint(self.mouse):
                continue
            for sym, sr in D.symbol_rects(lk, r, zoom):
                if lk.face_up and sr.inflate(4, 4).collidepoint(self.mouse):
                    tip = self._tip(t(f"dc_campaign_ui.symbol.{sym}"), t(f"dc_campaign_ui.symbol_tip.{sym}"))
                    _blit_tip(surface, tip, self.mouse)
                    return
            title = f"{lk.id} {lk.name}" if lk.face_up else t("dc_campaign_ui.map.back", biome=t(
                f"dc_campaign_ui.biome.{lk.biome}"), n=lk.number)  # fmt: skip
            body = []
            if lk.id in m.moves:
                body.append(t("dc_campaign_ui.map.click_move"))
            elif lk.id in m.travels:
                body.append(t("dc_campaign_ui.map.click_travel", n=m.costs.get(lk.id, 0)))
            if lk.face_up:
                if lk.wins:
                    body.append(t("dc_campaign_ui.map.wins", n=lk.wins))
                body.append(t("dc_campaign_ui.map.area", area=t(f"dc_campaign_ui.area.{lk.area}")))
                body.append(t("dc_campaign_ui.map.travel_cost", n=m.costs.get(lk.id, 0)))
            _blit_tip(surface, self._tip(title, "\n".join(body)), self.mouse)
            return

    def _tip(self, title: str, body: str) -> pygame.Surface:
        if (title, body) not in self._tips:
            if len(self._tips) > 256:
                self._tips.clear()
            self._tips[(title, body)] = render_tip(title, body)
        return self._tips[(title, body)]


def choice_box() -> pygame.Rect:
    return MAP.inflate(-80, -60)


def _blit_tip(surface: pygame.Surface, tip: pygame.Surface, pos: tuple[int, int]) -> None:
    r = tip.get_rect(topleft=(pos[0] + 16, pos[1] + 16))
    r.clamp_ip(pygame.Rect(0, 0, 1280, 720))
    surface.blit(tip, r)


def road_outcome(state: Any, events: list[Any]) -> tuple[str, str] | None:
    """A road event's outcome page: its title, the chosen option's outcome and its gamble's text."""
    choice = next((e for e in events if e.kind == "dc.road_choice"), None)
    if choice is None:
        return None
    ev = road_events().get(choice.data["event"])
    if ev is None:
        return None
    opt = getattr(ev, choice.data["choice"])
    text = localized(opt.outcome)
    gamble = next((e for e in events if e.kind == "dc.road_gamble"), None)
    if gamble is not None and opt.gamble is not None:
        text += "\n\n" + localized(opt.gamble.win_text if gamble.data["won"] else opt.gamble.lose_text)
    return localized(ev.title), text
