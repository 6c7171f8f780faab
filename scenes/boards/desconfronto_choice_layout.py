"""Where the desConfronto board's choice panel puts its buttons: the usual grid, Fildon's chord
placements in two halves (Resonant left, Dissonant right), and the spoils' rows, one per hero.
Pure geometry over the actions shown (``None`` is the Cancel button); the board draws and wires them."""

from __future__ import annotations

from game.desconfronto.actions import BuyAbility, ClassAction, Finish
from scenes.boards import desconfronto_layout as L
from scenes.boards.desconfronto_text import CHORD_KINDS

CHOICE_H, CHOICE_COLS = 26, 4
CHORD_H = 24  # chord buttons sit a little tighter: up to 8 figures per column pair


def grid_rects(n: int) -> list[tuple[int, int, int, int]]:
    """The choice panel's buttons in rows: two wide columns for few choices (labels stay whole)."""
    cols = 2 if n <= 8 else CHOICE_COLS
    width = (L.CHOICES.w - 24 - 8 * (cols - 1)) // cols
    return [(L.CHOICES.x + 12 + (i % cols) * (width + 8), L.CHOICES.y + 52 + (i // cols) * (CHOICE_H + 4),
             width, CHOICE_H) for i in range(n)]  # fmt: skip


def chord_rects(shown: list) -> list[tuple[int, int, int, int]] | None:
    """Fildon's chord placements in two halves, Resonant left and Dissonant right, each figure
    named once per half (Cancel top right); None when the options are not only placements or do
    not fit (then the usual grid, paged)."""
    acts = [a for a in shown if a is not None]
    if not acts or not all(isinstance(a, ClassAction) and a.name in CHORD_KINDS for a in acts):
        return None
    if None not in shown:
        return None
    width = (L.CHOICES.w - 24 - 8 * 3) // 4
    count = {"fildon_resonant": 0, "fildon_dissonant": 0}
    out = []
    for a in shown:
        if a is None:
            out.append((L.CHOICES.right - 12 - width, L.CHOICES.y + 6, width, CHORD_H))
            continue
        k = count[a.name]
        count[a.name] += 1
        col = k % 2 + (2 if a.name == "fildon_dissonant" else 0)
        out.append(
            (
                L.CHOICES.x + 12 + col * (width + 8),
                L.CHOICES.y + 70 + (k // 2) * (CHORD_H + 3),
                width,
                CHORD_H,
            )
        )
    rows = (max(count.values()) + 1) // 2
    return out if L.CHOICES.y + 70 + rows * (CHORD_H + 3) <= L.CHOICES.bottom else None


SPOILS_NAME_W = 110  # the hero's name heads each spoils row


def spoils_rows(shown: list) -> list[int]:
    return sorted({a.hero for a in shown if isinstance(a, BuyAbility)})


def spoils_rects(shown: list) -> list[tuple[int, int, int, int]] | None:
    """The spoils: a row per hero (its name, then Skill Tree 1 and 2: each button names the next
    ability of that tree), Close top right; None when the panel holds anything else."""
    rows = spoils_rows(shown)
    if not rows or not all(isinstance(a, BuyAbility | Finish) for a in shown) or len(rows) > 4:
        return None
    x0 = L.CHOICES.x + 12 + SPOILS_NAME_W
    width = (L.CHOICES.right - 12 - x0 - 8) // 2
    out = []
    for a in shown:
        if isinstance(a, Finish):
            out.append((L.CHOICES.right - 12 - 200, L.CHOICES.y + 6, 200, CHOICE_H - 2))
        else:
            row = rows.index(a.hero)
            out.append(
                (x0 + (a.tree - 1) * (width + 8), L.CHOICES.y + 52 + row * (CHOICE_H + 4), width, CHOICE_H)
            )
    return out
