# Tablebound — two commands on a fresh machine: `make run` and `make test`.
# Python 3.11 is found by scripts/ensure_venv.sh (python3.11, else python3); `make run PYTHON=...` names one.
PYTHON ?=
VENV   := .venv
BIN    := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
FUZZ_GAMES ?= 1000
FUZZ_GREEDY_GAMES ?= 100
FUZZ_MIXED_GAMES ?= 300
ENSURE_VENV = @PYTHON="$(PYTHON)" VENV="$(VENV)" sh scripts/ensure_venv.sh

.PHONY: run test lint typecheck unit fuzz fingerprint fingerprint-regen bench package package-smoke clean distclean venv venv-build golden

# Checked on every run: a wrong Python says so in one line; a broken or half-built .venv is rebuilt.
venv:
	$(ENSURE_VENV) test

venv-build:
	$(ENSURE_VENV) test,build

run: venv
	$(BIN)/tablebound

lint: venv
	$(BIN)/ruff check .

# mypy as configured in pyproject.toml: strict for game/core and saves/, default for the rest of the app.
typecheck: venv
	$(BIN)/mypy

# In CI every run explores new hypothesis examples from a printed seed; locally the order is fixed.
# Replay a CI failure with `make unit HYPOTHESIS_SEED=N`.
ifeq ($(CI)$(origin HYPOTHESIS_SEED),trueundefined)
HYPOTHESIS_SEED := $(shell od -An -N4 -tu4 /dev/urandom | tr -d ' ')
endif
unit: venv
	@if [ -n "$(HYPOTHESIS_SEED)" ]; then echo "hypothesis seed: $(HYPOTHESIS_SEED) (replay: make unit HYPOTHESIS_SEED=$(HYPOTHESIS_SEED))"; fi
	$(HEADLESS) $(if $(HYPOTHESIS_SEED),HYPOTHESIS_SEED=$(HYPOTHESIS_SEED)) $(BIN)/python -m pytest -n 2 -p no:cacheprovider $(if $(HYPOTHESIS_SEED),--hypothesis-seed=$(HYPOTHESIS_SEED))

# Golden transcripts are rewritten only here, never by a test run; review `git diff tests/` after.
golden: venv
	$(HEADLESS) $(BIN)/python -m tests.regen_golden

# Every registered game (the hidden ones the app ships too, like Zerywia before its board): seeded
# playouts with invariant checks after every action, by the random bot (wide coverage), the greedy
# bot (the longer games a good player reaches), and human and bot seats mixed (a bot acts only for
# its own seat; a human seat changes only by its own or the rules' doing).
fuzz: venv
	@set -e; for g in $$($(BIN)/python -m game.ai.fuzz --list --all); do \
		$(BIN)/python -m game.ai.fuzz --game $$g --games $(FUZZ_GAMES) --seed 1; \
		$(BIN)/python -m game.ai.fuzz --game $$g --games $(FUZZ_GREEDY_GAMES) --seed 100000 --bot greedy; \
		$(BIN)/python -m game.ai.fuzz --game $$g --games $(FUZZ_MIXED_GAMES) --seed 200000 --mixed; \
	done

test: lint typecheck unit fuzz

# Behaviour kept: 10,000 seeded random-bot games per game must play move for move as their fingerprint
# file says (the unit tests check the first 150 of each). After an intended rule change, regenerate with
# `make fingerprint-regen` and review `git diff tests/fingerprints`.
fingerprint: venv
	@set -e; for f in tests/fingerprints/*.txt; do $(HEADLESS) $(BIN)/python -m game.ai.fingerprint --check $$f; done

fingerprint-regen: venv
	@set -e; for f in tests/fingerprints/*.txt; do g=$$(basename $$f .txt); \
		$(HEADLESS) $(BIN)/python -m game.ai.fingerprint --game $$g --games 10000 > $$f; done

# The rules rows stand beside python-chess, installed with the "bench" extra (with build's, which
# the size rows need): one install, kept while pyproject.toml is unchanged.
bench:
	$(ENSURE_VENV) test,build,bench
	$(HEADLESS) $(BIN)/python bench/run.py

# BUILD_ENV of scripts/spec_platform.py: bytecode without column tables (the anchor is built the same way).
BUILD_ENV := PYTHONNODEBUGRANGES=1

package: venv-build
	$(BUILD_ENV) $(BIN)/pyinstaller --noconfirm --clean build.spec

# One-folder build only (faster to build and to start), then run it headless.
package-smoke: venv-build
	$(BUILD_ENV) TABLEBOUND_BUILD=onedir $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec
	$(HEADLESS) ./dist/tablebound/tablebound --smoke

# Build output and caches; the .venv stays, so `make run` works straight after.
clean:
	rm -rf build dist .pytest_cache .ruff_cache .mypy_cache .hypothesis screenshots
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

# Everything `make` made, the .venv too: the next `make run` builds it again.
distclean: clean
	rm -rf $(VENV) *.egg-info
