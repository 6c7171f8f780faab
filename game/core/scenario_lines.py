"""Where a key of a TOML file is written: the line a scenario's error points at.

``tomllib`` gives a position only for syntax errors; a file that parses but says something wrong
(an unknown game, an illegal move) is pointed at by scanning the text for the key. The scan knows
the few shapes scenario files use: ``[table]`` and ``[[array]]`` headers, ``key = value`` lines
(dotted keys too) and arrays of inline tables written one item per line, as the exporter writes
them. A path it cannot find falls back on the nearest key it found, then on line 1.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

PathPart = str | int

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_.\-\"' ]+?)\s*=")


def _split_key(raw: str) -> list[str]:
    return [part.strip().strip("\"'") for part in raw.split(".")]


def line_of(text: str, path: Sequence[PathPart]) -> int:
    """The 1-based line where ``path`` (keys, and list indices) is written in ``text``."""
    lines = text.splitlines()
    table: list[PathPart] = []
    arrays: dict[tuple[PathPart, ...], int] = {}
    best, best_len = 1, 0
    for number, line in enumerate(lines, 1):
        header = _HEADER.match(line)
        if header and not line.lstrip().startswith("#"):
            keys: list[PathPart] = list(_split_key(header.group(2)))
            if header.group(1) == "[[":
                base = tuple(keys)
                arrays[base] = arrays.get(base, -1) + 1
                keys.append(arrays[base])
            else:  # ``[steps.say]`` after ``[[steps]]`` is a table of that array's last item
                for n in range(len(keys) - 1, 0, -1):
                    if tuple(keys[:n]) in arrays:
                        keys.insert(n, arrays[tuple(keys[:n])])
                        break
            table = keys
            best, best_len = _better(path, table, number, best, best_len)
            continue
        key = _KEY.match(line)
        if key is None or line.lstrip().startswith("#"):
            continue
        full = [*table, *_split_key(key.group(1))]
        best, best_len = _better(path, full, number, best, best_len)
        if len(path) > len(full) and list(path[: len(full)]) == full and isinstance(path[len(full)], int):
            item = _item_line(lines, number - 1, int(path[len(full)]))
            if item is not None:
                best, best_len = item, len(full) + 1
    return best


def _better(path: Sequence[PathPart], found: list[PathPart], number: int, best: int, best_len: int) -> tuple[int, int]:
    n = len(found)
    if n > best_len and n <= len(path) and list(path[:n]) == found:
        return number, n
    return best, best_len


def _item_line(lines: list[str], start: int, index: int) -> int | None:
    """The line of item ``index`` of the array that opens on line ``start`` (0-based): items are
    counted where they begin at bracket depth 1, strings and comments skipped."""
    depth, count = 0, -1
    seen_equals = False
    for i in range(start, len(lines)):
        line = lines[i]
        j = 0
        while j < len(line):
            ch = line[j]
            if not seen_equals:
                seen_equals = ch == "="
                j += 1
                continue
            if ch == "#":
                break
            if ch in "\"'":
                end = line.find(ch, j + 1)
                j = len(line) if end < 0 else end + 1
                if depth == 1:  # a string item counts once: the scan has just skipped over it
                    count += 1
                    if count == index:
                        return i + 1
                continue
            if ch in "[{":
                if depth == 1:
                    count += 1
                    if count == index:
                        return i + 1
                depth += 1
            elif ch in "]}":
                depth -= 1
                if depth <= 0:
                    return None
            elif depth == 1 and (ch.isdigit() or ch in "+-tf") and _starts_scalar(line, j):
                count += 1
                if count == index:
                    return i + 1
                while j < len(line) and line[j] not in ",]":
                    j += 1
                continue
            j += 1
    return None


def _starts_scalar(line: str, j: int) -> bool:
    before = line[:j].rstrip()
    return not before or before[-1] in "[,"
