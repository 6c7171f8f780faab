"""Per-seat views: what one seat may see of a state (issue 8).

``Game.observe(state, seat, audience)`` returns a :class:`View`: plain frozen dataclasses (a game's
own table shape under ``table``) built from the state once per decision or per state change. The
view never holds the state, an Rng or anything that predicts a draw, so a bot or board reading it
cannot learn what its seat may not see.

Hidden information is replaced, never copied:

* a zone whose cards the seat may not identify (any deck, another seat's hand under ``RIVAL``)
  becomes :class:`Hidden` — only its size. ``len()`` and truth work on it like on a list, so code
  that only counts cards reads a visible and a hidden zone alike; iterating it raises.
* a deck's order is never in a view (decks are always ``Hidden``).

Audiences (who sits behind the screen):

* ``TABLE`` — hotseat, every seat at one screen (``seat`` None): what the shared table shows.
* ``SEAT`` — one seat of a cooperative game: its own cards plus whatever the table shares.
* ``RIVAL`` — one seat playing against the others (the Coliseum, a rival bot): the other seats'
  hands are counts only.

A pending choice is described, not exposed: :class:`PendingView` carries its ``kind``, the seat
that answers, a translated ``prompt`` and the structured data the board needs (which targets, how
many, amounts), so no screen switches on the core's internal pending dict.

Views are cheap (a fraction of a millisecond for a whole table): a bot builds one per decision, a
board one per drawn frame, kept until the state may have changed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

TABLE = "table"
SEAT = "seat"
RIVAL = "rival"
AUDIENCES = (TABLE, SEAT, RIVAL)


@dataclass(frozen=True)
class Hidden:
    """A zone of cards the viewing seat may not identify: only how many there are."""

    count: int

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def __iter__(self) -> Iterator[str]:
        raise TypeError("a hidden zone has no cards to list, only a count")


Zone = tuple[str, ...] | Hidden


def zone(cards: Iterable[str], visible: bool) -> Zone:
    """The cards of a zone as the viewer sees them: their ids when visible, else their count."""
    ids = tuple(cards)
    return ids if visible else Hidden(len(ids))


def is_hidden(value: object) -> bool:
    return isinstance(value, Hidden)


@dataclass(frozen=True)
class PendingView:
    """A choice the core waits on, described for players: ``kind`` (``"target"``, ``"react"``,
    ``"shields"``, ``"window"``…), the seat that answers, a translated one-line ``prompt`` and
    ``data`` — plain values the board needs to draw the question (figure refs it aims at, how
    many are still to pick, amounts). The legal answers themselves stay in ``legal_actions``."""

    kind: str
    player: int
    prompt: str
    data: Mapping[str, Any] = field(default_factory=dict)
    title: str = ""  # the short heading ("Choose a target"), where ``prompt`` says why


@dataclass(frozen=True)
class View:
    """One seat's view of a whole state. ``table`` is the game's own frozen dataclass
    (``game/<name>/view.py`` documents its fields)."""

    game: str
    seat: int | None
    audience: str
    current_player: int | None
    over: bool
    pending: PendingView | None
    table: Any


def check_audience(seat: int | None, audience: str | None) -> str:
    """``audience`` validated (None: ``TABLE`` without a seat, ``SEAT`` with one)."""
    if audience is None:
        return TABLE if seat is None else SEAT
    if audience not in AUDIENCES:
        raise ValueError(f"unknown audience {audience!r} (one of {', '.join(AUDIENCES)})")
    if (audience == TABLE) != (seat is None):
        raise ValueError("a table view has no seat; a seat or rival view names one")
    return audience


def sees_hand(viewer: int | None, audience: str, owner: int) -> bool:
    """Whether ``viewer`` may identify the cards in ``owner``'s hand: always their own; another
    seat's only when the table shares hands (not under ``RIVAL``)."""
    return audience != RIVAL or viewer == owner


def plain(value: Any) -> Any:
    """The view as JSON-ready data (dataclasses become dicts, ``Hidden`` ``{"hidden": n}``)."""
    if isinstance(value, Hidden):
        return {"hidden": value.count}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = [plain(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, set | frozenset) else items
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"a view holds a {type(value).__name__}, which is not plain data")


def strings(value: Any) -> set[str]:
    """Every string anywhere in a view (keys included): what a hidden-identity check searches."""
    out: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, str):
            out.add(v)
        elif isinstance(v, dict):
            for k, item in v.items():
                out.add(str(k))
                walk(item)
        elif isinstance(v, list):
            for item in v:
                walk(item)

    walk(plain(value))
    return out
