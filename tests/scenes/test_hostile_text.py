"""Trimming text to a width is O(log n) measurements, not O(n²): a 30,000-character line used to
take 15 s on the Load screen (issue 7 §5)."""

from __future__ import annotations

import time

from scenes.widgets import fonts


def test_ellipsize_a_30000_character_line_is_fast_and_fits():
    for text in ("word " * 6000, "x" * 30_000, "\U0001f600" * 30_000):
        start = time.perf_counter()
        out = fonts.ellipsize(text, 16, 820)
        assert time.perf_counter() - start < 0.5
        assert out.endswith("…") and fonts.font(16).size(out)[0] <= 820
        assert text.startswith(out[:-1].rstrip())


def test_ellipsize_keeps_the_longest_prefix_that_fits():
    text = "abcdefghijklmnopqrstuvwxyz" * 4
    out = fonts.ellipsize(text, 16, 200)
    f = fonts.font(16)
    cut = len(out) - 1
    assert f.size(text[:cut] + "…")[0] <= 200 < f.size(text[: cut + 1] + "…")[0]
    assert fonts.ellipsize("short", 16, 200) == "short"


def test_wrapping_an_over_long_word_cuts_it_at_the_widest_fitting_prefix():
    start = time.perf_counter()
    lines = fonts.wrap("x" * 30_000, 16, 820)
    assert time.perf_counter() - start < 3
    assert "".join(lines) == "x" * 30_000
    f = fonts.font(16)
    assert all(f.size(line)[0] <= 820 for line in lines)
    assert all(f.size(line + "x")[0] > 820 for line in lines[:-1])
