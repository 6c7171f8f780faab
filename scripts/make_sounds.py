"""Synthesise Tablebound's sound effects into ``art/sounds/`` (22,050 Hz, mono, 16-bit WAV).

    python scripts/make_sounds.py          # (re)write every file
    python scripts/make_sounds.py --list   # names, durations and sizes

Every waveform is written by hand here from the standard library (``math``, ``random``, ``array``,
``wave``): envelopes, filtered noise, simple FM. A fixed seed per effect makes the output
byte-for-byte repeatable, so ``tests/test_sounds_files.py`` can check the committed files are
exactly what this script makes. Nothing here is sampled from anyone's recording.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.7  # every effect is normalised to this (-3 dB): loud enough, never clipping
FADE_S = 0.012  # the last 12 ms fade to silence, so no effect ends in a click
SEED = 14  # issue 14; each effect adds its own offset
OUT = Path(__file__).resolve().parent.parent / "art" / "sounds"
DICE_VARIANTS = 4
TAU = 2 * math.pi

Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * int(seconds * RATE)


def mix(dest: Wave, src: Wave, at: float = 0.0, gain: float = 1.0) -> Wave:
    """Add ``src`` into ``dest`` starting ``at`` seconds in (``dest`` grows when needed)."""
    start = int(at * RATE)
    need = start + len(src)
    if need > len(dest):
        dest.extend([0.0] * (need - len(dest)))
    for i, v in enumerate(src):
        dest[start + i] += v * gain
    return dest


def tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 6.0,
         mod_ratio: float = 0.0, mod_index: float = 0.0, sweep_to: float | None = None) -> Wave:
    """A sine (optionally frequency-modulated, optionally sweeping) with a fast attack and an
    exponential decay (``decay`` = 1/seconds)."""
    n = int(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if sweep_to is None else freq + (sweep_to - freq) * (i / n)
        phase += TAU * f / RATE
        mod = mod_index * math.sin(TAU * f * mod_ratio * t) if mod_ratio else 0.0
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(math.sin(phase + mod) * env)
    return out


def noise(rng: random.Random, seconds: float, decay: float, smooth: float = 0.0, attack: float = 0.001) -> Wave:
    """White noise through a one-pole low-pass (``smooth`` 0..1: higher is darker), decaying."""
    n = int(seconds * RATE)
    out = []
    low = 0.0
    for i in range(n):
        t = i / RATE
        low = smooth * low + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(low * min(1.0, t / attack) * math.exp(-decay * t))
    return out


def swell(rng: random.Random, seconds: float, smooth: float, peak_at: float) -> Wave:
    """Noise that rises then falls (a card sliding over felt)."""
    n = int(seconds * RATE)
    out = []
    low = 0.0
    for i in range(n):
        x = i / n
        low = smooth * low + (1 - smooth) * rng.uniform(-1.0, 1.0)
        env = (x / peak_at) if x < peak_at else ((1 - x) / (1 - peak_at)) ** 2
        out.append(low * env)
    return out


# --- the effects --------------------------------------------------------------------------------
def dice(variant: int) -> Wave:
    """A rattle: dice knocking on wood, each knock a tiny noise burst plus a short woody ping;
    the knocks thin out as the dice settle. Each variant has its own count and timing."""
    rng = random.Random(SEED * 100 + variant)
    out = silence(0.05)
    t = 0.0
    gap = 0.018
    knocks = 6 + variant * 2
    for k in range(knocks):
        loud = 1.0 - 0.6 * k / knocks
        mix(out, noise(rng, 0.03, decay=220, smooth=0.3), t, 0.9 * loud)
        mix(out, tone(rng.uniform(1400, 2600), 0.04, attack=0.0005, decay=140), t, 0.5 * loud)
        t += gap + rng.uniform(0.0, 0.02)
        gap *= 1.1  # the dice slow down
    return out


def card_play() -> Wave:
    rng = random.Random(SEED * 100 + 20)
    out = swell(rng, 0.16, smooth=0.55, peak_at=0.35)
    mix(out, tone(140, 0.08, attack=0.002, decay=45), 0.13, 0.8)  # laid down on the table
    return out


def card_draw() -> Wave:
    rng = random.Random(SEED * 100 + 21)
    return swell(rng, 0.13, smooth=0.35, peak_at=0.6)


def hit() -> Wave:
    rng = random.Random(SEED * 100 + 22)
    out = tone(170, 0.26, attack=0.001, decay=16, sweep_to=55)
    mix(out, noise(rng, 0.06, decay=70, smooth=0.5), 0.0, 0.7)
    return out


def heal() -> Wave:
    out: Wave = []
    for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)):  # C E G C: a rising, bright chime
        mix(out, tone(f, 0.45, attack=0.01, decay=7, mod_ratio=2.0, mod_index=0.6), i * 0.07, 0.55)
    return out


def shield() -> Wave:
    """A metal clang: an inharmonic FM ratio gives the ring of a struck plate."""
    rng = random.Random(SEED * 100 + 23)
    out = tone(420, 0.55, attack=0.001, decay=7, mod_ratio=1.41, mod_index=2.5)
    mix(out, tone(1130, 0.3, attack=0.001, decay=12), 0.0, 0.35)
    mix(out, noise(rng, 0.02, decay=200, smooth=0.1), 0.0, 0.5)
    return out


def fall() -> Wave:
    """A figure defeated: a falling tone ending in a dull thud."""
    rng = random.Random(SEED * 100 + 24)
    out = tone(420, 0.32, attack=0.004, decay=5, sweep_to=110)
    mix(out, tone(70, 0.2, attack=0.001, decay=18), 0.3, 0.9)
    mix(out, noise(rng, 0.08, decay=50, smooth=0.7), 0.3, 0.6)
    return out


def melody(notes: tuple[tuple[float, float, float], ...], decay: float, mod: float) -> Wave:
    """Notes as (start s, frequency Hz, length s), each a soft FM bell."""
    out: Wave = []
    for start, f, length in notes:
        mix(out, tone(f, length, attack=0.01, decay=decay, mod_ratio=1.0, mod_index=mod), start, 0.5)
        mix(out, tone(f / 2, length, attack=0.02, decay=decay), start, 0.25)
    return out


def victory() -> Wave:  # G C E G(up): a short fanfare
    return melody(((0.0, 392.0, 0.3), (0.15, 523.25, 0.3), (0.3, 659.25, 0.3), (0.45, 783.99, 0.75),
                   (0.45, 1046.5, 0.75)), decay=3.5, mod=1.2)  # fmt: skip


def defeat() -> Wave:  # a falling minor line, slower and darker
    return melody(((0.0, 392.0, 0.4), (0.25, 311.13, 0.4), (0.5, 261.63, 0.4), (0.75, 196.0, 0.8)),
                  decay=2.8, mod=0.5)  # fmt: skip


def success() -> Wave:  # a Challenge won: two rising notes
    return melody(((0.0, 659.25, 0.25), (0.11, 987.77, 0.32)), decay=8, mod=0.8)


def failure() -> Wave:  # a Challenge lost: two falling, duller notes
    return melody(((0.0, 329.63, 0.25), (0.13, 233.08, 0.34)), decay=7, mod=0.3)


def buy() -> Wave:
    """Coins: two bright pings a moment apart, with a glassy FM edge."""
    out = tone(2480, 0.22, attack=0.0008, decay=20, mod_ratio=2.7, mod_index=0.8)
    mix(out, tone(3150, 0.2, attack=0.0008, decay=22, mod_ratio=2.7, mod_index=0.8), 0.07, 0.8)
    return out


def click() -> Wave:
    """The soft UI click: a 1 kHz ping of a few milliseconds."""
    return tone(1050, 0.035, attack=0.0008, decay=120)


EFFECTS: dict[str, Callable[[], Wave]] = {
    **{f"dice_{v + 1}": (lambda v=v: dice(v)) for v in range(DICE_VARIANTS)},
    "card_play": card_play,
    "card_draw": card_draw,
    "hit": hit,
    "heal": heal,
    "shield": shield,
    "fall": fall,
    "victory": victory,
    "defeat": defeat,
    "success": success,
    "failure": failure,
    "buy": buy,
    "click": click,
}


# --- to bytes -----------------------------------------------------------------------------------
def finish(samples: Wave) -> array:
    """Normalise to PEAK, fade the tail out, and quantise to signed 16-bit."""
    top = max(abs(v) for v in samples) or 1.0
    fade = int(FADE_S * RATE)
    n = len(samples)
    out = array("h")
    for i, v in enumerate(samples):
        g = PEAK / top
        if i >= n - fade:
            g *= (n - 1 - i) / fade
        out.append(int(round(v * g * 32767)))
    return out


def wav_bytes(name: str) -> bytes:
    pcm = finish(EFFECTS[name]())
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV is little-endian
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python scripts/make_sounds.py")
    ap.add_argument("--list", action="store_true", help="print each effect's length and size, write nothing")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    total = 0
    if not args.list:
        args.out.mkdir(parents=True, exist_ok=True)
    for name in EFFECTS:
        data = wav_bytes(name)
        total += len(data)
        if args.list:
            print(f"{name:10} {(len(data) - 44) / 2 / RATE:5.2f} s {len(data):7d} B")
        else:
            (args.out / f"{name}.wav").write_bytes(data)
    print(f"{len(EFFECTS)} effects, {total} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
