"""Widget showcase: a hand of cards mid-drag, the dice tray mid-roll, the log and a tooltip.

``python -m scenes.widgets.demo [out.png] [--lang pt_BR]`` renders one frame
headlessly and saves it, plus ``<out>_icons.png`` with every symbol; the tests
run it too, so the showcase cannot rot.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.core.i18n import set_language, t  # noqa: E402
from scenes.widgets import fonts  # noqa: E402
from scenes.widgets.card import CardFace, CardSprite, DragController  # noqa: E402
from scenes.widgets.dice_tray import DiceTray  # noqa: E402
from scenes.widgets.icons import ICON_NAMES, icon, icon_label  # noqa: E402
from scenes.widgets.log_panel import LogPanel  # noqa: E402
from scenes.widgets.style import ROOT, rgb  # noqa: E402
from scenes.widgets.tooltip import KeywordTooltips  # noqa: E402

CANVAS = (1280, 720)
DEFAULT_OUT = ROOT / "screenshots" / "widgets_demo.png"
TARGETS = {"froggo": pygame.Rect(400, 70, 150, 190), "bicudo": pygame.Rect(570, 70, 150, 190)}
ALLY = pygame.Rect(740, 70, 150, 190)  # not a legal target: never highlighted


def _glossary() -> dict[str, str]:
    return {
        t(f"widgets.demo.kw_{k}"): t(f"widgets.demo.gloss_{k}") for k in ("fire", "ice", "poison", "shield")
    }


def _hand(keywords: tuple[str, ...]) -> list[CardSprite]:
    spec = [
        ("flaming_hands", "action", ("dc.fire",)),
        ("ice_blast", "action", ("dc.ice",)),
        ("toxic_mist", "action", ("dc.poison",)),
        ("protection", "action", ("dc.shield",)),
        ("meteor", "signature", ("dc.fire", "dc.vigor")),
    ]
    cards = []
    for i, (key, kind, icons) in enumerate(spec):
        face = CardFace(
            t(f"widgets.demo.{key}"),
            t(f"widgets.demo.{key}_text"),
            frame=rgb("demo", kind),
            subtitle=t(f"widgets.demo.{kind}"),
            icons=icons,
            keywords=keywords,
        )
        cards.append(CardSprite(key, face, (236 + i * 162, 486)))
    return cards


def _draw_table(surface: pygame.Surface) -> None:
    top, bottom = rgb("demo", "table_top"), rgb("demo", "table_bottom")
    h = surface.get_height()
    for y in range(h):
        k = y / h
        surface.fill([round(a + (b - a) * k) for a, b in zip(top, bottom)], (0, y, surface.get_width(), 1))


def _draw_creature(
    surface: pygame.Surface, rect: pygame.Rect, name: str, vigor: int, shields: int, conds
) -> None:
    frame = rgb("demo", "ally" if name == t("widgets.demo.tesser") else "creature")
    pygame.draw.rect(surface, frame, rect, 0, 12)
    pygame.draw.rect(surface, rgb("card", "face"), rect.inflate(-12, -12), 0, 8)
    title = fonts.render(name, 17, rgb("text", "ink"), "bold")
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 14)))
    surface.blit(icon("dc.vigor", 34), (rect.x + 18, rect.y + 56))
    surface.blit(fonts.render(str(vigor), 22, rgb("text", "ink"), "bold"), (rect.x + 58, rect.y + 58))
    surface.blit(icon("dc.shield", 34), (rect.x + 82, rect.y + 56))
    surface.blit(fonts.render(str(shields), 22, rgb("text", "ink"), "bold"), (rect.x + 120, rect.y + 58))
    for i, cond in enumerate(conds):
        surface.blit(icon(cond, 30), (rect.x + 16 + i * 36, rect.y + 140))


def build_demo() -> pygame.Surface:
    """One frame of the showcase, driven by synthetic events exactly as a player would."""
    surface = pygame.Surface(CANVAS)
    glossary = _glossary()
    tips = KeywordTooltips(glossary)
    cards = _hand(tuple(glossary))

    refusal = t("widgets.demo.refused")
    ctl = DragController(
        lambda card_id: dict(TARGETS),
        lambda card_id, target: None if target in TARGETS else refusal,
    )
    ctl.set_cards(cards)
    ctl.toast.center = (640, 418)
    ctl.toast.show(refusal)

    log = LogPanel(pygame.Rect(920, 40, 340, 300), header=t("widgets.demo.header"))
    log.extend([t(f"widgets.demo.log{i}") for i in range(1, 8)])

    tray = DiceTray(pygame.Rect(20, 40, 360, 260), seed=4)
    tray.throw(["hit2", "hit2", "purified"], "dc")
    for _ in range(14):
        tray.update(1 / 60)
    tray.add_die("hit1")  # the purified die exploded
    for _ in range(8):
        tray.update(1 / 60)

    # Hover the Fire keyword on the Meteor Shower card, then drag Flaming Hands over Froggo.
    for card in cards:
        tips.place(card.card_id, card.keyword_spots, card.rect.topleft)
    meteor = cards[-1]
    if meteor.keyword_spots:
        spot = meteor.keyword_spots[-1][0].move(meteor.rect.topleft)
        tips.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))
        )
    tips.update(1.0)
    hover = cards[2].rect.center
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0)))
    grab = cards[0].rect.move(30, 40).topleft
    ctl.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1))
    for step in range(1, 9):
        pos = (grab[0] + (TARGETS["froggo"].centerx - grab[0]) * step // 8,
               grab[1] + (TARGETS["froggo"].centery + 40 - grab[1]) * step // 8)  # fmt: skip
        ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    ctl.update(0.5)

    _draw_table(surface)
    _draw_creature(surface, TARGETS["froggo"], t("widgets.demo.froggo"), 4, 1, ["dc.stunned", "dc.fire"])
    _draw_creature(surface, TARGETS["bicudo"], t("widgets.demo.bicudo"), 6, 0, ["dc.corruption"])
    _draw_creature(
        surface, ALLY, t("widgets.demo.tesser"), 7, 3, ["dc.purification", "dc.action", "dc.action"]
    )
    tray.draw(surface)
    log.draw(surface)
    ctl.draw(surface)
    tips.draw(surface)
    return surface


def icon_sheet() -> pygame.Surface:
    """Every icon at 48, 24 and 16 px with its translated name, for reviewing the symbol set."""
    cols, cell_w, cell_h = 8, 156, 104
    rows = (len(ICON_NAMES) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell_w + 16, rows * cell_h + 16))
    sheet.fill(rgb("card", "face"))
    for i, name in enumerate(ICON_NAMES):
        x, y = 8 + (i % cols) * cell_w, 8 + (i // cols) * cell_h
        sheet.blit(icon(name, 48), (x + 8, y + 4))
        sheet.blit(icon(name, 24), (x + 64, y + 16))
        sheet.blit(icon(name, 16), (x + 96, y + 20))
        for j, line in enumerate(fonts.wrap(icon_label(name), 11, cell_w - 12)[:2]):
            sheet.blit(fonts.render(line, 11, rgb("text", "ink")), (x + 6, y + 58 + j * 15))
    return sheet


def main(argv: list[str] | None = None) -> Path:
    args = list(sys.argv[1:] if argv is None else argv)
    lang = "en"
    if "--lang" in args:
        i = args.index("--lang")
        lang = args[i + 1]
        del args[i : i + 2]
    out = Path(args[0]) if args else DEFAULT_OUT
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    set_language(lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(build_demo(), str(out))
    pygame.image.save(icon_sheet(), str(out.with_name(out.stem + "_icons.png")))
    return out


if __name__ == "__main__":
    print(main())
