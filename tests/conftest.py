"""Headless everywhere: these must be set before pygame is first imported by any test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# CI machines are shared and noisy: no per-example time limit, and a fixed exploration order so a
# run is reproducible (hypothesis still explores; the same examples every run).
from hypothesis import settings  # noqa: E402

settings.register_profile("tablebound", deadline=None, derandomize=True)
settings.load_profile("tablebound")

# The hidden test game loads from a save only where a test asks for it; the shipped app never does.
from game.core.registry import allow_hidden_saves  # noqa: E402

allow_hidden_saves("tiny")
