"""The Prepared line of a hero's row on the Zerywia board, fitted to its row without cutting a name.

Four Saga cards with their Portuguese names ("Preparadas: Cabeça de Desprezado na Lança, …") run to
twice a row's width, and a row has no room for a second line (four rows fill the heroes' panel).
So the line keeps whole names: all of them at the row's size, else at the smallest readable one,
else the names that fit and "+N more". Pointing at the row writes the whole list in the map's note
strip (``hover_line``), and a click on the row opens the Character board, which lists every card.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.i18n import t
from scenes.theme import font

ROW_SIZE = 11  # the row's other small lines
SMALLEST = 10  # the smallest face that reads at 1280x720
NOTE_SIZES = (13, 12, 11)  # the map's note strip, shrunk only when the whole list needs it


def _line(names: Sequence[str], hidden: int) -> str:
    shown = ", ".join(names)
    if hidden:
        shown = " ".join(part for part in (shown, t("zerywia_rows.more", n=hidden)) if part)
    return t("zerywia_board.prepared", list=shown or t("zerywia_board.none"))


def prepared_line(names: Sequence[str], width: int) -> tuple[str, int]:
    """The text and size of the Prepared line that fits ``width`` pixels, every name shown whole."""
    for size in (ROW_SIZE, SMALLEST):
        text = _line(names, 0)
        if font(size).size(text)[0] <= width:
            return text, size
    for keep in range(len(names) - 1, 0, -1):
        text = _line(names[:keep], len(names) - keep)
        if font(SMALLEST).size(text)[0] <= width:
            return text, SMALLEST
    return _line([], len(names)), SMALLEST  # not even one name fits: only how many


def hover_line(names: Sequence[str], width: int) -> tuple[str, int]:
    """The whole Prepared list for the note strip, at the largest of ``NOTE_SIZES`` it fits."""
    text = _line(names, 0)
    for size in NOTE_SIZES:
        if font(size).size(text)[0] <= width:
            return text, size
    return text, NOTE_SIZES[-1]
