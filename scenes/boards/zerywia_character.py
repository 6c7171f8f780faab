"""A hero's Character Board, opened over the Zerywia board (a click on the hero's sheet or figure,
or the C key): the Attributes with their Blockers and Injuries, Taints and Primal Taints, Prime,
the Kolovrat Wheel with the time of day and the hero's turn marker, the Path Stone with its Paths
and God, the Prepared Saga cards by type against the Hero card's limits, Feats, Items, the
Creature, Journey tokens, Trophies and Offerings, and the Story.

Drawn from the state alone; nothing here is a decision (Tab shows the next hero, Esc closes).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.core.i18n import localized, t
from game.zerywia.content import content
from game.zerywia.hero import ATTRIBUTES
from game.zerywia.saga_growth import active_story, decks
from game.zerywia.state import TIMES
from game.zerywia.words import hero_name, word
from scenes.boards.dialog_frame import Shade, draw_dialog
from scenes.boards.zerywia_board import short_label
from scenes.boards.zerywia_map import INK, LIT, PAPER
from scenes.boards.zerywia_saga_panel import card_summary, draw_sagas, reward_actions, reward_card
from scenes.icons import emblem
from scenes.stack import Scene
from scenes.theme import fit_text, render
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon

PANEL = pygame.Rect(90, 50, 1100, 620)
KIND_RGB = {"vigor": (176, 56, 44), "instinct": (62, 128, 66), "will": (52, 92, 160)}
SAGA_TYPES = ("relic", "ritual", "ally", "feat", "story")
BOX = 26


def _text(surface, text: str, pos: tuple[int, int], width: int, size: int, ink, face: str = "regular") -> int:
    img = render(fit_text(text, size, width, face), size, ink, face)
    surface.blit(img, pos)
    return img.get_height()


def _list(values: list[str]) -> str:
    return ", ".join(word(v) for v in values) if values else t("zerywia_board.none")


def journey_word(token: str) -> str:
    return t("zerywia_ui2.char.journey_any") if token == "journey" else word(token)


def facts(state, seat: int) -> dict[str, str]:
    """The board's lines by section (tests read them; the panel draws them)."""
    h = state.heroes[seat]
    c = content()
    limits = c.heroes[h.hero].limits
    by_type: dict[str, list[str]] = {k: [] for k in SAGA_TYPES}
    for card in h.prepared:
        by_type.setdefault(c.sagas[card].type, []).append(card)
    by_type["story"] += [s.id for d in decks(h) if (s := active_story(d)) is not None]  # on the board (L225)
    out: dict[str, str] = {}
    for attr in ATTRIBUTES:
        parts = [t("zerywia_ui2.char.attr_line", attr=t("zerywia.attr." + attr), value=h.value[attr],
                   max=h.current_max(attr), printed=h.printed_max[attr])]
        if h.injuries.get(attr):
            parts.append(t("zerywia_ui2.char.injuries", n=h.injuries[attr]))
        if attr in h.primal:
            parts.append(t("zerywia_ui2.char.primal"))
        elif attr in h.taints:
            parts.append(t("zerywia_ui2.char.taint"))
        out[attr] = " · ".join(parts)
    out["prime"] = t("zerywia_board.prime", n=h.prime, limit=h.prime_limit)
    out["form"] = t("zerywia_ui2.char.lost") if h.lost else (
        t("zerywia_ui2.char.dread") if h.dread else t("zerywia_ui2.char.chosen"))
    for kind in SAGA_TYPES:
        limit = getattr(limits, kind, None)
        cards = _list(by_type.get(kind, []))
        out[f"saga.{kind}"] = (t("zerywia_ui2.char.saga_limit", type=t(f"zerywia_ui2.saga.{kind}"), list=cards,
                                 n=len(by_type.get(kind, [])), limit=limit) if limit is not None else
                               t("zerywia_ui2.char.saga", type=t(f"zerywia_ui2.saga.{kind}"), list=cards))
    out["reserve"] = t("zerywia_ui2.char.reserve", list=_list(h.reserve))
    out["feats"] = t("zerywia_ui2.char.feats", ready=_list(h.feats), used=_list(h.used_feats))
    out["items"] = t("zerywia_ui2.char.items", list=_list(h.items), n=len(h.items))
    out["creature"] = t("zerywia_ui2.char.creature", name=word(h.creature) if h.creature else t("zerywia_board.none"))
    out["journey"] = t("zerywia_ui2.char.journey", list=", ".join(journey_word(j) for j in h.journey_tokens)
                       or t("zerywia_board.none"), n=len(h.journey_tokens))
    out["trophies"] = t("zerywia_board.trophies", n=h.trophies)
    out["offerings"] = t("zerywia_board.offerings", n=h.offerings)
    out["paths"] = t("zerywia_ui2.char.paths", list=_list(h.paths), n=len(h.paths))
    out["god"] = t("zerywia_ui2.char.god", name=word(h.god), n=h.god_tokens) if h.god else t(
        "zerywia_ui2.char.no_god")
    stage = t(f"zerywia_ui2.char.story_stage{min(h.story_stage, 2)}")
    out["story"] = t("zerywia_ui2.char.story", name=word(h.story), stage=stage) if h.story else t(
        "zerywia_ui2.char.no_story")
    acted = seat in state.acted
    time = state.time if state.time in TIMES else ""
    out["kolovrat"] = (t("zerywia_ui2.char.kolovrat", time=t(f"zerywia_board.time.{time}"),
                         turn=t("zerywia_ui2.char.acted" if acted else "zerywia_ui2.char.to_act"))
                       if time else t("zerywia_ui2.char.kolovrat_off", phase=_phase_word(state)))
    return out


def _phase_word(state) -> str:
    from game.zerywia.cycle import FLOW

    leaf = FLOW.leaf(state).name if state.flow else ""
    return {"camp": t("zerywia_board.camp"), "nix": t("zerywia_board.nix_phase")}.get(leaf, t("zerywia_board.time_none"))


class ZerywiaCharacterScene(Scene):
    own_keys = (pygame.K_TAB,)  # Tab shows the next hero; the focus ring moves with the arrows here
    opaque = False

    def __init__(self, app, board, seat: int) -> None:
        super().__init__(app)
        self.shade = Shade((0, 0, 0, 150))  # made once, not every frame (dialog_frame.py)
        self.board = board
        self.seat = seat

    @property
    def state(self):
        return self.board.session.state

    def build(self) -> None:
        root = self.make_root(layer=5)
        del root
        self.button("zerywia_ui2.char.close", (PANEL.right - 150, PANEL.bottom - 50, 130, 38), self.close,
                    object_id="@action_button")
        if len(self.state.heroes) > 1:
            self.button("zerywia_ui2.char.next", (PANEL.right - 290, PANEL.bottom - 50, 130, 38), self.next_hero,
                        object_id="@action_button")
        # A Story's second part open here: its Rewards, one button each, worded by the core (ZW-HERO-38).
        for i, action in enumerate(reward_actions(self.board.legal, self.seat)):
            label = self.board.describe(action)  # the board's own words, less the hero named above
            text = fit_text(short_label(label, self.board.seat_names()), 14, 420)
            self.button(f"saga_reward:{i}", (PANEL.x + 640, PANEL.bottom - 150 + i * 46, 440, 40),
                        partial(self.take_reward, action), text=text, object_id="@action_button",
                        tooltip=f"{label}\n{card_summary(reward_card(self.state, action))}")

    def take_reward(self, action) -> None:
        self.board.take(action)
        self.rebuild()

    def close(self) -> None:
        self.app.stack.pop()

    def next_hero(self) -> None:
        self.seat = (self.seat + 1) % len(self.state.heroes)
        self.rebuild()  # the Reward buttons are the shown hero's
        self.app.request_redraw()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_c):
                self.close()
                return True
            if event.key == pygame.K_TAB:
                self.next_hero()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not PANEL.collidepoint(self.app.ui.logical_mouse):
                self.close()
                return True
        return False

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette("zerywia")
        draw_dialog(surface, self.shade, PANEL, pal, fill="panel", border=2)
        state, seat = self.state, self.seat
        h = state.heroes[seat]
        f = facts(state, seat)
        x, y = PANEL.x + 24, PANEL.y + 16
        hero = content().heroes[h.hero]
        title = f"{hero_name(state, seat)} — {localized(hero.title)}"
        plate = emblem_plate(emblem("zw_hero", h.hero), 40, pal["bg"], pal["text"], pal["accent"])
        if plate is not None:  # the hero's emblem before the name
            surface.blit(plate, (x, y - 4))
            x += 48
        _text(surface, title, (x, y), 700 - (48 if plate else 0), 24, pal["text"], "bold")
        where = t("zerywia_board.in_region", region=word(h.region)) if h.region else ""
        birth = t("zerywia_ui2.char.birth", thymor=t(f"zerywia.thymor.{h.birth}")) if h.birth else ""
        _text(surface, " · ".join(p for p in (f["form"], where, birth) if p), (x, y + 34), 700, 14, pal["muted"])
        x, y = PANEL.x + 24, y + 66
        for attr in ATTRIBUTES:
            y = self._track(surface, h, attr, f[attr], x, y, pal)
        y = self._prime(surface, h, f["prime"], x, y + 4, pal)
        left = [" · ".join((f["trophies"], f["offerings"], f["journey"])), f["items"] + " · " + f["creature"], f["feats"]]
        y += 8
        # The summoned Creature's emblem heads the line that names it (ZW-RES-15).
        companion = emblem_plate(emblem("zw_creature", h.creature), 22, pal["bg"], pal["text"], pal["accent"]) if h.creature else None
        for i, line in enumerate(left):
            inset = 0
            if i == 1 and companion is not None:
                surface.blit(companion, (x, y - 3))
                inset = 28
            y += _text(surface, line, (x + inset, y), 560 - inset, 14, pal["text"]) + 6
        draw_sagas(surface, h, pygame.Rect(x, y + 6, 590, PANEL.bottom - 46 - (y + 6)), pal)
        # The right half: the Kolovrat Wheel, the Path Stone, the Saga cards by type.
        rx = PANEL.x + 640
        self._kolovrat(surface, state, h, (rx + 92, PANEL.y + 128), 80, pal)
        _text(surface, f["kolovrat"], (rx, PANEL.y + 220), 440, 13, pal["text"])
        self._path_stone(surface, h, f, pygame.Rect(rx + 200, PANEL.y + 56, 240, 150), pal)
        sy = PANEL.y + 246
        _text(surface, t("zerywia_ui2.char.sagas"), (rx, sy), 440, 16, pal["text"], "bold")
        sy += 24
        for kind in SAGA_TYPES:
            sy += _text(surface, f[f"saga.{kind}"], (rx, sy), 440, 14, pal["text"]) + 6
        _text(surface, f["reserve"], (rx, sy + 2), 440, 13, pal["muted"])
        hint = t("zerywia_ui2.char.keys")
        _text(surface, hint, (PANEL.x + 24, PANEL.bottom - 38), 640, 12, pal["muted"])

    def _track(self, surface, h, attr: str, line: str, x: int, y: int, pal) -> int:
        """The Attribute's track: a box per point of the printed maximum, the marker's points
        filled, the Blocker as a bar after the current maximum, the boxes an Injury shut crossed."""
        surface.blit(icon(f"zw.{attr}", 30), (x, y))
        bx = x + 40
        top = h.printed_max[attr]
        cap = h.current_max(attr)
        for n in range(1, top + 1):
            rect = pygame.Rect(bx + (n - 1) * (BOX + 4), y + 2, BOX, BOX)
            if n <= h.value[attr]:
                pygame.draw.rect(surface, KIND_RGB[attr], rect, border_radius=4)
            else:
                pygame.draw.rect(surface, PAPER, rect, border_radius=4)
            pygame.draw.rect(surface, INK, rect, 1, 4)
            if n > cap:  # behind the Blocker: an Injury (or a Taint's or Primal Taint's weakening)
                pygame.draw.line(surface, INK, rect.topleft, rect.bottomright, 2)
                pygame.draw.line(surface, INK, rect.bottomleft, rect.topright, 2)
            num = render(str(n), 11, PAPER if n <= h.value[attr] else INK, "bold")
            surface.blit(num, num.get_rect(center=rect.center))
        blocker_x = bx + cap * (BOX + 4) - 3
        pygame.draw.rect(surface, INK, (blocker_x - 2, y - 2, 5, BOX + 8), border_radius=2)
        end = bx + top * (BOX + 4) + 8
        if h.tainted(attr):
            surface.blit(icon("zw.taint", 26), (end, y + 2))
            end += 30
        _text(surface, line, (end + 4, y + 7), PANEL.x + 610 - end, 13, pal["text"])
        return y + BOX + 14

    def _prime(self, surface, h, line: str, x: int, y: int, pal) -> int:
        for n in range(3):
            c = (x + 15 + n * 32, y + 14)
            if n < h.prime:
                surface.blit(icon("zw.prime", 28), (c[0] - 14, c[1] - 14))
            else:
                pygame.draw.circle(surface, PAPER if n < h.prime_limit else (90, 80, 80), c, 12)
                pygame.draw.circle(surface, INK, c, 12, 1)
        _text(surface, line, (x + 110, y + 6), 400, 14, pal["text"])
        return y + 34

    def _kolovrat(self, surface, state, h, c: tuple[int, int], r: int, pal) -> None:
        """Four quarters (dawn east, noon south, dusk west, night north, as the Statue's faces):
        the time of day lit, the hero's turn marker on it once the hero has acted."""
        quarter_angle = {"dawn": 0.0, "noon": math.pi / 2, "dusk": math.pi, "night": -math.pi / 2}
        pygame.draw.circle(surface, (70, 60, 54), c, r)
        for time, a in quarter_angle.items():
            pts = [c] + [(c[0] + r * math.cos(a + d), c[1] + r * math.sin(a + d))
                         for d in (-math.pi / 4 + k * math.pi / 16 for k in range(9))]
            now = state.time == time
            pygame.draw.polygon(surface, LIT if now else (120, 108, 96), pts)
            pygame.draw.polygon(surface, INK, pts, 1)
            label = render(fit_text(t(f"zerywia_board.time.{time}"), 10, round(r * 0.95), "bold"), 10, INK, "bold")
            surface.blit(label, label.get_rect(center=(c[0] + r * 0.6 * math.cos(a), c[1] + r * 0.6 * math.sin(a))))
        pygame.draw.circle(surface, INK, c, r, 2)
        if state.time in quarter_angle:
            a = quarter_angle[state.time]
            at = (round(c[0] + (r + 12) * math.cos(a)), round(c[1] + (r + 12) * math.sin(a)))
            done = h.seat in state.acted
            pygame.draw.circle(surface, (60, 60, 60) if done else PAPER, at, 9)
            pygame.draw.circle(surface, INK, at, 9, 2)
            mark = render("✓" if done else "•", 12, PAPER if done else INK, "bold")
            surface.blit(mark, mark.get_rect(center=at))
        if h.dread == "effect":  # the Dread from an effect: the Taint marker on the wheel (L207)
            surface.blit(icon("zw.taint", 24), (c[0] - 12, c[1] - 12))

    def _path_stone(self, surface, h, f: dict[str, str], rect: pygame.Rect, pal) -> None:
        """The Path Stone: the God on top, the Paths beneath it, the oldest lowest (L217-L219)."""
        pygame.draw.rect(surface, (128, 124, 118), rect, border_radius=18)
        pygame.draw.rect(surface, INK, rect, 2, 18)
        _text(surface, t("zerywia_ui2.char.path_stone"), (rect.x + 12, rect.y + 8), rect.w - 24, 14, PAPER, "bold")
        plate = emblem_plate(emblem("zw_god", h.god), 30, PAPER, INK, LIT) if h.god else None
        if plate is not None:  # the God on top of the stone: its emblem by its name
            surface.blit(plate, (rect.right - 40, rect.y + 6))
        _text(surface, f["god"], (rect.x + 12, rect.y + 30), rect.w - 24 - (30 if plate else 0), 12, PAPER)
        y = rect.bottom - 30
        for path in h.paths:  # oldest first: it touches the bottom edge
            slip = pygame.Rect(rect.x + 14, y, rect.w - 28, 22)
            pygame.draw.rect(surface, (228, 214, 180), slip, border_radius=4)
            pygame.draw.rect(surface, INK, slip, 1, 4)
            _text(surface, word(path), (slip.x + 8, slip.y + 3), slip.w - 16, 13, INK, "bold")
            y -= 26
        if not h.paths:
            _text(surface, t("zerywia_ui2.char.no_paths"), (rect.x + 12, rect.bottom - 28), rect.w - 24, 12, PAPER)
