"""Trimming text to a width is O(log n) measurements, not O(n²): a 30,000-character line used to
take 15 s on the Load screen (issue 7 §5). Counted in text measurements, not timed (timing belongs
to ``make bench``)."""

from __future__ import annotations

import pytest

from scenes.widgets import fonts


class CountingFont:
    """A font that counts how often text is measured."""

    def __init__(self, real):
        self.real, self.measured = real, 0

    def size(self, text):
        self.measured += 1
        return self.real.size(text)

    def __getattr__(self, name):
        return getattr(self.real, name)


@pytest.fixture
def counting(monkeypatch):
    real = fonts.font
    made: dict = {}

    def font(size, face="regular"):
        return made.setdefault((size, face), CountingFont(real(size, face)))

    monkeypatch.setattr(fonts, "font", font)
    return made


def test_ellipsize_a_30000_character_line_measures_log_n_times_and_fits(counting):
    for text in ("word " * 6000, "x" * 30_000, "\U0001f600" * 30_000):
        counting.clear()
        out = fonts.ellipsize(text, 16, 820)
        assert sum(f.measured for f in counting.values()) < 100  # ~log2(30,000) probes, not 30,000
        assert out.endswith("…") and fonts.font(16).size(out)[0] <= 820
        assert text.startswith(out[:-1].rstrip())


def test_ellipsize_keeps_the_longest_prefix_that_fits():
    text = "abcdefghijklmnopqrstuvwxyz" * 4
    out = fonts.ellipsize(text, 16, 200)
    f = fonts.font(16)
    cut = len(out) - 1
    assert f.size(text[:cut] + "…")[0] <= 200 < f.size(text[: cut + 1] + "…")[0]
    assert fonts.ellipsize("short", 16, 200) == "short"


def test_wrapping_an_over_long_word_cuts_it_at_the_widest_fitting_prefix(counting):
    lines = fonts.wrap("x" * 30_000, 16, 820)
    # a few hundred lines, each found in ~log2(n) probes: far from the n² of a character-by-character cut
    assert sum(f.measured for f in counting.values()) < 25 * len(lines) + 100
    assert "".join(lines) == "x" * 30_000
    f = fonts.font(16)
    assert all(f.size(line)[0] <= 820 for line in lines)
    assert all(f.size(line + "x")[0] > 820 for line in lines[:-1])
