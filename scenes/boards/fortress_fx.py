"""Moving things on the fortress board: the damage token and the Invasion's flying cards and banner."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.i18n import language, t
from scenes.boards import fortress_layout as L
from scenes.boards.fortress_cards import defender_face, invader_face, pal_of, shade
from scenes.boards.fortress_glyphs import render as glyph_render
from scenes.boards.fortress_invasion import InvasionPlayer
from scenes.widgets.anim import ease_out
from scenes.widgets.icons import icon


@lru_cache(maxsize=64)
def token_image(damage: int, live: bool, cb: bool) -> pygame.Surface:
    """The Combat pool as a token to drag onto an Invader's next life level."""
    pal = pal_of(cb)
    size = L.DAMAGE_TOKEN.size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    c = (size[0] // 2, size[1] // 2)
    pygame.draw.circle(surf, pal["text"] if live else pal["muted"], c, size[0] // 2)
    pygame.draw.circle(surf, shade(pal["accent2"], 1.0 if live else 0.5), c, size[0] // 2 - 4)
    surf.blit(icon("hm.damage", 34), (c[0] - 17, 8))
    num = glyph_render(str(damage), 22, pal["text"], "bold")
    surf.blit(num, num.get_rect(center=(c[0], size[1] - 22)))
    return surf


def hidden_slots(player: InvasionPlayer) -> set[str]:
    """Area sprites drawn in flight instead of in place during the current step."""
    step = player.current
    if step is None or step.kind != "destroyed":
        return set()
    col = step.data["column"]
    return {f"slot:{col}", f"slot:{4 + col}"}


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, k: float) -> pygame.Rect:
    return pygame.Rect(
        round(a.x + (b.x - a.x) * k),
        round(a.y + (b.y - a.y) * k),
        max(4, round(a.w + (b.w - a.w) * k)),
        max(4, round(a.h + (b.h - a.h) * k)),
    )


def _fly(surface, image: pygame.Surface, a: pygame.Rect, b: pygame.Rect, k: float) -> None:
    from scenes import motion

    if motion.reduced():  # reduced motion: the card fades in where it lands instead of flying there
        img = image if b.size == image.get_size() else pygame.transform.scale(image, b.size)
        img = img.copy()
        img.set_alpha(motion.fade_alpha(k))
        surface.blit(img, b)
        return
    r = _lerp_rect(a, b, k)
    img = image if r.size == image.get_size() else pygame.transform.scale(image, r.size)
    surface.blit(img, r)


@lru_cache(maxsize=4)
def _banner(text: str, cb: bool) -> pygame.Surface:
    pal = pal_of(cb)
    img = glyph_render(text, 44, pal["text"], "bold")
    surf = pygame.Surface((img.get_width() + 80, img.get_height() + 30), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*shade(pal["accent2"], 0.8), 235), surf.get_rect(), 0, 14)
    pygame.draw.rect(surf, pal["accent"], surf.get_rect(), 3, 14)
    surf.blit(img, img.get_rect(center=surf.get_rect().center))
    return surf


def draw_invasion_fx(surface: pygame.Surface, player: InvasionPlayer, pal, cb: bool) -> None:
    step = player.current
    if step is None:
        return
    k = ease_out(player.progress)
    lang = language()
    if step.kind == "banner":
        img = _banner(t("fortress_ui.invasion_banner", round=step.data.get("round", 0)), cb)
        img.set_alpha(round(255 * min(1.0, 3 * (1 - player.progress) + 0.2)))
        surface.blit(img, img.get_rect(center=(522, 250)))
    elif step.kind == "destroyed":
        col = step.data["column"]
        front, back = L.area_rect(col), L.area_rect(4 + col)
        behind = step.data["shifted"]  # the core says which card steps forward (HM-GEN-07)
        if behind is not None:  # the back row shifts forward as the front card falls
            _fly(surface, defender_face(behind, back.size, lang, cb), back, front, k)
        _fly(surface, defender_face(step.data["card"], front.size, lang, cb), front, L.pile_rect("rubble"), k)
        pygame.draw.rect(surface, pal["bad"], L.column_rect(col).inflate(8, 8), 3, 12)
    elif step.kind == "area_filled":
        slot = L.area_rect(step.data["slot"])
        _fly(
            surface,
            defender_face(step.data["card"], slot.size, lang, cb),
            L.pile_rect("fortress_deck"),
            slot,
            k,
        )
    elif step.kind == "invader_entered":
        card = step.data["card"]
        dest = L.invader_rect(step.data["slot"])
        # The damage the core gave it (the Adversary's bonus included), as the table shows it on landing.
        face = invader_face(card, dest.size, 0, step.data["damage"], lang, cb)
        _fly(surface, face, L.pile_rect("invasion_deck"), dest, k)
    elif step.kind == "column":
        col = step.data["column"]
        r = L.column_rect(col).inflate(8, 8)
        pygame.draw.rect(surface, pal["bad"], r, 3, 12)
        # An arrow from the Invader down into its column: the attack reads without colour too.
        x = r.centerx
        y = L.AREA_Y - 10 + round(12 * k)
        pygame.draw.polygon(surface, pal["bad"], [(x - 12, y - 10), (x + 12, y - 10), (x, y + 6)])
    elif step.kind in ("power", "milled", "restored"):
        pygame.draw.rect(surface, pal["accent"], L.ADVERSARY.inflate(6, 6), 3, 10)


class Flights:
    """Cards gliding between zones after ordinary moves (a buy, a refill); never blocks input."""

    BASE = 0.35

    def __init__(self) -> None:
        self.items: list[list] = []  # [image, from rect, to rect, elapsed, duration, sprite id to hide]

    def add(
        self, image: pygame.Surface, a: pygame.Rect, b: pygame.Rect, speed: float, hide: str = ""
    ) -> None:
        if speed > 0:
            self.items.append([image, pygame.Rect(a), pygame.Rect(b), 0.0, self.BASE / speed, hide])

    @property
    def hidden(self) -> set[str]:
        """Sprites standing where a flight lands: drawn only once it has arrived."""
        return {i[5] for i in self.items if i[5]}

    def update(self, dt: float) -> None:
        for item in self.items:
            item[3] += dt
        self.items = [i for i in self.items if i[3] < i[4]]

    def clear(self) -> None:
        self.items.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for image, a, b, elapsed, duration, _ in self.items:
            _fly(surface, image, a, b, ease_out(elapsed / duration))
