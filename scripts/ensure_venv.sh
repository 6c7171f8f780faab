#!/bin/sh
# Make sure $VENV is a working Python 3.11 environment with the project installed, for `make`.
#
#   sh scripts/ensure_venv.sh [extras]      (extras: "test" by default, or "test,build")
#
# A wrong Python is named in one line with the fix. A broken or half-built environment (wrong
# version, a dependency missing, an install that stopped half-way) is rebuilt, never reused.
# The install is skipped only when the stamp is newer than pyproject.toml AND the check passes.
set -eu

VENV=${VENV:-.venv}
EXTRAS=${1:-test}
STAMP="$VENV/.installed-$(echo "$EXTRAS" | tr ',' '-')"
WANT=3.11
# What `make run` needs to start; a venv that cannot import these is not reused.
CHECK='import sys; assert sys.version_info[:2] == (3, 11); import pygame, pygame_gui, pymunk, platformdirs, pydantic'

say() { echo "tablebound: $*" >&2; }

version_of() { "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo "?"; }

if [ -e "$VENV" ]; then
    reason=""
    if ! "$VENV/bin/python" -c 'import sys; assert sys.version_info[:2] == (3, 11)' >/dev/null 2>&1; then
        reason="it is not a working Python $WANT environment"
    elif [ ! -e "$VENV/.installed-test" ]; then
        reason="its install never finished"
    elif ! "$VENV/bin/python" -c "$CHECK" >/dev/null 2>&1; then
        reason="a package it needs is missing"
    fi
    if [ -n "$reason" ]; then
        say "rebuilding $VENV: $reason."
        rm -rf "$VENV"
    fi
fi

# A system Python is looked for only to build the environment: a working .venv is used as it is,
# whatever `python3` is now (a user who named one with PYTHON=... once need not name it again).
if [ ! -x "$VENV/bin/python" ]; then
    if [ -z "${PYTHON:-}" ]; then
        PYTHON=$(command -v python3.11 || command -v python3 || true)
    fi
    if [ -z "$PYTHON" ]; then
        say "Python $WANT is needed and no python3 was found: install Python $WANT (e.g. 'sudo apt install python3.11 python3.11-venv', or from python.org), then run make again."
        exit 1
    fi
    found=$(version_of "$PYTHON")
    if [ "$found" != "$WANT" ]; then
        say "Python $WANT is needed but $PYTHON is Python $found: install Python $WANT (e.g. 'sudo apt install python3.11 python3.11-venv') or name one with 'make run PYTHON=/path/to/python3.11'."
        exit 1
    fi
    rm -rf "$VENV"
    if ! "$PYTHON" -m venv "$VENV"; then
        rm -rf "$VENV"
        say "'$PYTHON -m venv' failed: install the venv module (e.g. 'sudo apt install python3.11-venv'), then run make again."
        exit 1
    fi
fi

if [ -e "$STAMP" ] && [ ! pyproject.toml -nt "$STAMP" ]; then
    exit 0
fi
# Stamps go first: an install cut short leaves none, so the next run rebuilds from scratch.
rm -f "$VENV"/.installed-*
if ! { "$VENV/bin/python" -m pip install -q --upgrade pip && "$VENV/bin/python" -m pip install -q -e ".[$EXTRAS]"; }; then
    say "installing the dependencies into $VENV failed (see above); run make again once the network or disk is back."
    exit 1
fi
if ! "$VENV/bin/python" -c "$CHECK" >/dev/null 2>&1; then
    say "$VENV still cannot import the game's packages after installing; remove it with 'make distclean' and try again."
    exit 1
fi
touch "$VENV/.installed-test" "$STAMP"
