"""Headless everywhere: these must be set before pygame is first imported by any test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# CI machines are shared and noisy: no per-example time limit. Locally the exploration order is fixed
# so a rerun sees the same examples; CI (CI=true) explores afresh each run from a seed that the
# Makefile picks, prints and passes as --hypothesis-seed, so a failure there names its seed and
# `make unit HYPOTHESIS_SEED=N` replays it.
from hypothesis import settings  # noqa: E402

settings.register_profile("tablebound", deadline=None, derandomize=True)
settings.register_profile("ci", deadline=None, derandomize=False, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") == "true" or os.environ.get("HYPOTHESIS_SEED") else "tablebound")

# The test-only game lives with the tests and registers itself on import (the kernel names no game).
# It loads from a save only where a test asks for it; the shipped app never does.
import tests.games.tiny  # noqa: E402, F401
from game.core.registry import allow_hidden_saves  # noqa: E402

allow_hidden_saves("tiny")
