# Tablebound — two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
FUZZ_GAMES ?= 1000
FUZZ_GREEDY_GAMES ?= 100

.PHONY: run test lint unit fuzz bench package package-smoke clean venv golden

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when the project's dependency list changes.
$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[test]"
	@touch $@

$(VENV)/.installed-build: pyproject.toml $(VENV)/.installed-test
	$(BIN)/python -m pip install -q -e ".[test,build]"
	@touch $@

venv: $(VENV)/.installed-test

run: venv
	$(BIN)/tablebound

lint: venv
	$(BIN)/ruff check .

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

# Every registered game: seeded playouts with invariant checks after every action, by the
# random bot (wide coverage) and the greedy bot (the longer games a good player reaches).
fuzz: venv
	@set -e; for g in $$($(BIN)/python -m game.ai.fuzz --list); do \
		$(BIN)/python -m game.ai.fuzz --game $$g --games $(FUZZ_GAMES) --seed 1; \
		$(BIN)/python -m game.ai.fuzz --game $$g --games $(FUZZ_GREEDY_GAMES) --seed 100000 --bot greedy; \
	done

test: lint unit fuzz

bench: $(VENV)/.installed-build
	$(HEADLESS) $(BIN)/python bench/run.py

package: $(VENV)/.installed-build
	$(BIN)/pyinstaller --noconfirm --clean build.spec

# One-folder build only (faster to build and to start), then run it headless.
package-smoke: $(VENV)/.installed-build
	TABLEBOUND_BUILD=onedir $(BIN)/pyinstaller --noconfirm --log-level WARN build.spec
	$(HEADLESS) ./dist/tablebound/tablebound --smoke

clean:
	rm -rf build dist .pytest_cache .ruff_cache
