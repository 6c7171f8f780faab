"""A game's state format history: the version its JSON carries and the steps that bring old JSON up.

Each game keeps one ``Migrations`` beside its state. ``dump`` writes the state through
``game.core.serial`` with ``"version"`` set to the current format; ``load`` reads any earlier format
by applying the registered steps one at a time (``vN -> vN+1``, pure functions on JSON dicts), then
rebuilds the dataclass. A game changes its JSON by raising ``current`` and registering the step from
the old number, so every save ever written keeps opening::

    MIGRATIONS = Migrations("desConfronto state", current=2)

    @MIGRATIONS.step(1)
    def _items_always_saved(data: dict[str, Any]) -> dict[str, Any]:
        ...
        return data

This is the *state* inside a save; the save file's own envelope has its history in
``saves.migrations``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from game.core import serial

T = TypeVar("T")

Step = Callable[[dict[str, Any]], dict[str, Any]]

VERSION_KEY = "version"


class Migrations:
    """The format steps of one game's state JSON, applied in order on load."""

    def __init__(self, what: str, current: int) -> None:
        if current < 1:
            raise ValueError("a format version starts at 1")
        self.what = what  # how error sentences name this JSON, e.g. "desConfronto state"
        self.current = current
        self.steps: dict[int, Step] = {}

    def step(self, from_version: int) -> Callable[[Step], Step]:
        """Register the upgrade from ``from_version`` to ``from_version + 1``."""

        def register(fn: Step) -> Step:
            if not 1 <= from_version < self.current:
                raise ValueError(f"{self.what}: no step from format {from_version} at format {self.current}")
            if from_version in self.steps:
                raise ValueError(f"{self.what}: a step from format {from_version} is already registered")
            self.steps[from_version] = fn
            return fn

        return register

    def missing_steps(self) -> list[int]:
        """Formats with no step to the next one (a test keeps this empty)."""
        return [v for v in range(1, self.current) if v not in self.steps]

    def version_of(self, data: Any) -> int:
        if not isinstance(data, dict):
            raise ValueError(f"The {self.what} should be an object, not {serial.kind_of(data)}.")
        version = data.get(VERSION_KEY)
        if type(version) is not int or version < 1:
            raise ValueError(f"The {self.what} has no valid format version (found {version!r}).")
        if version > self.current:
            raise ValueError(
                f"The {self.what} is format version {version}, newer than this program knows ({self.current}); "
                "a newer Tablebound wrote it."
            )
        return version

    def upgrade(self, data: Any) -> dict[str, Any]:
        """``data`` at the current format: the same dict when it already is, else a new one (the
        input is never changed, whatever a step does)."""
        version = self.version_of(data)
        if version == self.current:
            result: dict[str, Any] = data
            return result
        try:
            work: dict[str, Any] = serial.copy_plain(data)
        except serial.SerialError as exc:
            raise ValueError(exc.sentence(self.what)) from None
        while version < self.current:
            step = self.steps.get(version)
            if step is None:
                raise ValueError(f"The {self.what} is format {version} and nothing upgrades it.")
            try:
                work = step(work)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                raise ValueError(
                    f"The {self.what} could not be upgraded from format {version}: {type(exc).__name__} {exc}"
                ) from None
            version += 1
            work[VERSION_KEY] = version
        return work

    def dump(self, obj: Any) -> dict[str, Any]:
        """``obj`` as JSON at the current format (``"version"`` first, then its fields)."""
        out: dict[str, Any] = {VERSION_KEY: self.current}
        try:
            out.update(serial.to_json(obj))
        except serial.SerialError as exc:
            raise ValueError(exc.sentence(self.what)) from None
        return out

    def load(self, cls: type[T], data: Any) -> T:
        """Upgrade ``data`` to the current format and rebuild a ``cls``; ValueError with one
        sentence when it does not fit (never a KeyError)."""
        body = dict(self.upgrade(data))
        del body[VERSION_KEY]
        try:
            return serial.from_json(cls, body)
        except serial.SerialError as exc:
            raise ValueError(exc.sentence(self.what)) from None
