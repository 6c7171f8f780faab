"""The committed sound effects are exactly what ``scripts/make_sounds.py`` makes, and sound right by
the numbers (nobody can listen here): format, length, a healthy peak with no clipping, a fade to
silence at the end, and a small total."""

from __future__ import annotations

import importlib.util
import wave
from array import array
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "art" / "sounds"


def make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MS = make_sounds()
NAMES = list(MS.EFFECTS)


def samples(path: Path) -> tuple[wave._wave_params, array]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        pcm = array("h", w.readframes(params.nframes))
    return params, pcm


def test_the_effects_the_issue_asks_for_are_all_there():
    wanted = {"card_play", "card_draw", "hit", "heal", "shield", "defeat", "victory", "buy", "click"}
    assert wanted <= set(NAMES)
    assert sum(n.startswith("dice_") for n in NAMES) >= 3  # repeated rolls do not all sound the same
    assert sorted(p.stem for p in SOUNDS.glob("*.wav")) == sorted(NAMES)  # no stale file left behind


@pytest.mark.parametrize("name", NAMES)
def test_committed_file_is_what_the_script_regenerates(name):
    """Deterministic synthesis: the script (run with its own command) rewrites identical bytes."""
    assert (SOUNDS / f"{name}.wav").read_bytes() == MS.wav_bytes(name)


@pytest.mark.parametrize("name", NAMES)
def test_waveform_numbers(name):
    params, pcm = samples(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    seconds = params.nframes / params.framerate
    assert 0.02 <= seconds <= 2.0
    peak = max(abs(v) for v in pcm)
    assert 0.6 * 32767 <= peak <= 0.72 * 32767  # normalised to -3 dB: loud enough, far from clipping
    assert pcm[-1] == 0  # the fade ends on silence: no click at the end
    tail = pcm[-int(0.005 * params.framerate):]
    assert max(abs(v) for v in tail) < 0.5 * peak  # the last 5 ms are inside the fade


def test_dice_variants_differ():
    rolls = {(SOUNDS / f"{n}.wav").read_bytes() for n in NAMES if n.startswith("dice_")}
    assert len(rolls) == sum(n.startswith("dice_") for n in NAMES)


def test_total_size_well_under_a_mebibyte():
    total = sum(p.stat().st_size for p in SOUNDS.glob("*.wav"))
    assert total < 512 * 1024
