"""The Creature Phase (and every roll) played out visibly, one beat after another.

The core has already resolved everything when the events arrive; this module
only paces their display: the Creature Action card drawn and its two block dice,
each attack's dice thrown in the tray (an exploding die spawns a new one once
the others have landed), wounds flashing on the figure hit. Durations scale
with the animation speed; "instant" plays every beat within one update.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import t
from scenes.boards.desconfronto_text import card_name, figure_name, manner_name, rule_name
from scenes.widgets.anim import speed_factor

CARD_TIME = 1.6  # seconds to read the drawn Creature Action card (its block dice roll meanwhile)
HOLD_TIME = 0.6  # seconds the settled dice stay before the next beat
CAPTION_TIME = 0.5
FLASH_TIME = 0.9
# The felt tray settles slowly at its natural pace; a Creature Phase throws many rolls in a row.
DICE_PACE = 1.6


@dataclass
class Beat:
    kind: str  # "card" | "dice" | "caption" | "flash"
    caption: str = ""
    faces: list[str] = field(default_factory=list)
    extras: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    creature_phase: bool = False
    lines: list[str] = field(default_factory=list)  # log lines written when this beat starts
    sounds: list[str] = field(default_factory=list)  # effects started with it (scenes/sound_cues.py)


def beats_for(state: Any, events: list[Any], lines: list[str] | None = None) -> list[Beat]:
    """The beats that show a batch of events (names resolved now, while the state matches).

    ``lines`` (one log line per event) ride on the beats: each beat carries the lines of the
    events up to its own, so the log never runs ahead of what the board is showing; lines after
    the last beat come in a final "log" beat."""
    from scenes.sound_cues import cue

    beats: list[Beat] = []
    waiting: list[str] = []
    heard: list[str] = []  # like the lines, an event's sound rides on the beat that shows it
    creature_phase = False
    for i, ev in enumerate(events):
        if lines is not None and i < len(lines) and lines[i]:
            waiting.append(lines[i])
        name = cue("desconfronto", ev.kind, ev.data)
        if name:
            heard.append(name)
        before = len(beats)
        creature_phase = _beat(state, ev, beats, creature_phase)
        if len(beats) > before:
            beats[before].lines, waiting = waiting, []
            beats[before].sounds, heard = heard, []
    if waiting or heard:
        beats.append(Beat("log", lines=waiting, sounds=heard))
    return beats


def _beat(state: Any, ev: Any, beats: list[Beat], creature_phase: bool) -> bool:
    """Append the beats showing ``ev``; returns whether the Creature Phase is being shown."""
    kind, d = ev.kind.removeprefix("dc."), ev.data
    if kind == "action_card":
        creature_phase = True
        if d.get("skipped"):
            beats.append(Beat("caption", t("dcui.log.card_skipped", card=card_name(d["card"])),
                              creature_phase=True))  # fmt: skip
            return creature_phase
        f1, f2 = d["faces"]
        beats.append(Beat("card", figure_name(state, d["creature"]) + " · " + card_name(d["card"]),
                          faces=[f1, f2], creature_phase=True,
                          data={"card": d["card"], "faces": [f1, f2], "rule": rule_name(d["target_rule"]),
                                "manner": manner_name(d["manner"])}))  # fmt: skip
    elif kind in ("attack", "creature_attack"):
        creature_phase = creature_phase or kind == "creature_attack"
        dice = d.get("dice", [])
        caption = t("dcui.board.attacks", source=figure_name(state, d["source"]),
                    target=figure_name(state, d["target"]))  # fmt: skip
        beats.append(Beat("dice", caption, faces=[x["kept"] for x in dice if not x["extra"]],
                          extras=[x["kept"] for x in dice if x["extra"]],
                          creature_phase=kind == "creature_attack"))  # fmt: skip
    elif kind in ("wounded", "healed", "invigorated"):
        amount = d["amount"]  # the Vigor lost or gained, as the core counted it (``vigor`` is the total after)
        if not amount:
            return creature_phase  # nothing changed (a heal on a full figure): no flash
        sign = "-" if kind == "wounded" else "+"
        beats.append(Beat("flash", data={"ref": d["target"], "text": f"{sign}{amount}",
                                         "good": kind != "wounded"}, creature_phase=creature_phase))  # fmt: skip
    elif kind in ("hit", "defeated", "exhausted") and creature_phase:
        from scenes.boards.desconfronto_text import event_line

        beats.append(Beat("caption", event_line(state, ev), creature_phase=True))
    elif kind == "turn":
        creature_phase = False
    return creature_phase


class Animator:
    """Plays beats in order; ``busy`` while any remain (the board holds input and bots meanwhile)."""

    def __init__(self, tray, speed: str | float = "normal", write=None, play=None) -> None:
        self.tray = tray
        self.write = write  # called with each log line as its beat starts
        self.play = play  # called with each beat's sound names as it starts
        self.speed = speed_factor(speed)
        tray.set_speed(self.speed * DICE_PACE)
        self.queue: list[Beat] = []
        self.current: Beat | None = None
        self.timer = 0.0
        self.flashes: dict[str, tuple[float, str, bool]] = {}  # ref -> (time left, text, good)
        self.shown_card: dict[str, Any] | None = None  # the card the deck panel shows while animating

    def set_speed(self, speed: str | float) -> None:
        self.speed = speed_factor(speed)
        self.tray.set_speed(self.speed * DICE_PACE)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    @property
    def in_creature_phase(self) -> bool:
        return self.current is not None and self.current.creature_phase

    @property
    def caption(self) -> str:
        return self.current.caption if self.current is not None else ""

    def push(self, beats: list[Beat]) -> None:
        self.queue.extend(beats)
        if not self.speed:
            self.update(0.0)

    def skip(self) -> None:
        """Show the end of everything queued at once (a click, or leaving the board)."""
        speed, self.speed = self.speed, 0.0
        self.tray.set_speed(0.0)
        self.update(0.0)
        self.speed = speed
        self.tray.set_speed(speed * DICE_PACE)

    def update(self, dt: float) -> None:
        for ref in list(self.flashes):
            left, text, good = self.flashes[ref]
            if left - dt <= 0:
                del self.flashes[ref]
            else:
                self.flashes[ref] = (left - dt, text, good)
        while True:
            if self.current is None:
                if not self.queue:
                    self.shown_card = None
                    return
                self.current = self.queue.pop(0)
                self._start(self.current)
            if not self._finished(self.current, dt):
                return
            self.current = None
            dt = 0.0

    def _start(self, beat: Beat) -> None:
        self.timer = 0.0
        for line in beat.lines:
            if self.write is not None:
                self.write(line)
        if self.play is not None and beat.sounds:
            self.play(beat.sounds)
        if beat.kind == "card":
            self.shown_card = beat.data
            self.tray.throw(list(beat.faces), "dc")
            self.timer = CARD_TIME
        elif beat.kind == "dice":
            self.tray.throw(list(beat.faces), "dc")
            self.timer = HOLD_TIME
        elif beat.kind == "caption":
            self.timer = CAPTION_TIME
        elif beat.kind == "flash":
            self.flashes[beat.data["ref"]] = (FLASH_TIME, beat.data["text"], beat.data["good"])
        if not self.speed:
            self.tray.skip()
            self.timer = 0.0
            while beat.extras:
                self.tray.add_die(beat.extras.pop(0))

    def _finished(self, beat: Beat, dt: float) -> bool:
        if not self.speed:
            while beat.extras:
                self.tray.add_die(beat.extras.pop(0))
            self.tray.skip()
            return True
        if beat.kind == "card":
            self.timer -= dt * self.speed  # reading the card overlaps the block dice rolling
        if beat.kind in ("card", "dice"):
            if not self.tray.done:
                return False
            if beat.extras:
                # The explosion: a purified (or, for creatures, corrupted) die brings one more die.
                self.tray.add_die(beat.extras.pop(0))
                return False
        if beat.kind != "card":
            self.timer -= dt * self.speed
        return self.timer <= 0
