"""Player-readable text for the desConfronto board: log lines for events, figure and card names.

The core's catalogue has ``event.dc.<kind>`` lines whose parameters are raw
refs (``h0``, ``c2``, card ids, condition keys); this module names them the
way the board shows them, so the log reads "Pharanor attacks Froggo" (the names themselves come from
the core's ``names``, which the views and the move labels use too).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import has, localized, t
from game.desconfronto.content import HEROES
from game.desconfronto.creatures import CREATURES
from game.desconfronto.names import card_name, cond_name, figure_name, hero_name
from game.desconfronto.view import NINA_KEYS

ROMAN = {1: "I", 2: "II", 3: "III"}
# Class-resource keys that only time things inside the core (turn stamps, this-turn flags).
INTERNAL_SUFFIXES = ("_turn", "_now", "_done")
# NINA_KEYS: a companion's figure (Nina's strip under Gëlien's playmat) shows these; the hero's
# line would repeat them. The view already keeps them off a hero's ``res``; a raw state has them.


def _named(state: Any, data: dict[str, Any]) -> dict[str, Any]:
    out = dict(data)
    for key in ("hero",):
        if isinstance(out.get(key), int) and not isinstance(out.get(key), bool):
            out[key] = hero_name(state, out[key])
    for key in ("source", "target", "a", "b", "creature"):
        if isinstance(out.get(key), str):
            out[key] = figure_name(state, out[key])
    if isinstance(out.get("card"), str):
        out["card"] = card_name(out["card"])
    for key in ("item", "old"):  # an item's name, never its id ("helm_of_the_ghanyr")
        if isinstance(out.get(key), str) and out[key]:
            out[key] = item_name(out[key])
    if isinstance(out.get("cond"), str):
        out["cond"] = cond_name(out["cond"])
    if isinstance(out.get("combo"), str):
        combo = f"dcui.combo.{out['combo']}"
        out["combo"] = t(combo) if has(combo) else out["combo"]
    if isinstance(out.get("cause"), str):
        cause = f"dcui.cause.{out['cause']}"
        out["cause"] = t(cause) if has(cause) else out["cause"]
    if isinstance(out.get("skill"), str):
        out["skill"] = _skill_name(out["skill"])
    if isinstance(out.get("token"), str):  # Fildon's chord token: its name, not "RD"
        out["token"] = chord_name(out["token"])
    for key in ("item", "old"):  # item events (used, swapped, gained, traded): the item's name, not its id
        if isinstance(out.get(key), str):
            out[key] = item_name(out[key]) if out[key] else t("dc.nobody")
    return out


def chord_name(token: str) -> str:
    key = f"dcscreen.chord.{token}"
    return t(key) if has(key) else t("dc.nobody")


CHORD_KINDS = {"fildon_resonant": "R", "fildon_dissonant": "D"}


def chord_button(state: Any, seat: int, name: str, ref: str) -> str:
    """A chord placement's button: the figure once, the kind of chord, and the token it already
    holds (a second chord makes it Double or Mixed), so Resonant and Dissonant read apart."""
    held = state.heroes[seat].res.get("chords", {}).get(ref, "")
    label = t("dcscreen.chord_button", figure=figure_name(state, ref), kind=chord_name(CHORD_KINDS[name]))
    return t("dcscreen.chord_button_held", label=label, held=chord_name(held)) if held else label


def _skill_name(skill_id: str) -> str:
    hero = HEROES.get(skill_id.partition(".")[0])
    for s in hero.skills if hero else ():
        if s.id == skill_id:
            return localized(s.name)
    return skill_id


def event_line(state: Any, event: Any) -> str:
    """One log line for a core event (the raw event if the catalogue has no line for it)."""
    kind = event.kind.removeprefix("dc.")
    data = _named(state, event.data)
    if kind == "action_card":
        if event.data.get("skipped"):
            return t("dcui.log.card_skipped", **data)
        faces = event.data.get("faces") or ["", ""]
        return t("dcui.log.action_card", card=data["card"], creature=data.get("creature", ""),
                 face1=face_name(faces[0]), face2=face_name(faces[1]),
                 rule=rule_name(event.data.get("target_rule", "")),
                 manner=manner_name(event.data.get("manner", "")))  # fmt: skip
    if kind in ("attack", "creature_attack") and event.data.get("dice"):
        dice = " ".join(face_letter(d["kept"]) for d in event.data["dice"])
        return t(f"event.dc.{kind}", **data) + " " + t("dcui.log.dice", dice=dice)
    key = f"event.dc.{kind}"
    if has(key):
        return t(key, **data)
    details = ", ".join(f"{k}={v}" for k, v in data.items())
    return f"{event.kind} ({details})" if details else event.kind


def face_name(face: str) -> str:
    return t(f"dcui.face.{face}") if has(f"dcui.face.{face}") else face


def face_letter(face: str) -> str:
    return t(f"dcui.face_short.{face}") if has(f"dcui.face_short.{face}") else face


def rule_name(rule: str) -> str:
    return t(f"dcui.rule.{rule}") if has(f"dcui.rule.{rule}") else rule


def manner_name(manner: str) -> str:
    return t(f"dcui.manner.{manner}") if has(f"dcui.manner.{manner}") else manner


# What a class resource's value stands for, so the playmat names it and never shows a ref, a
# code or a Python list: seat numbers, creature positions, figure refs or coded words.
SEAT_VALUES = ("inspired", "marzak_wolves", "support", "ward", "marzak_treants")
CREATURE_VALUES = ("mocked", "duel")
SEAT_COUNTS = ("tainara_wards", "marzak_bears", "tainara_nina_wards")
CODED = {"aura": "dcscreen.aura", "marzak_form": "dcscreen.form"}
REF_MAPS = {"chords": "dcscreen.chord", "armed": "dcscreen.armed", "marks": ""}
FLAGS = ("sanctuary", "recall_used", "recollect_used", "weaken", "marzak_wall", "boons")
KEEP_ZERO = ("duel", "ward")  # creature position 0 / seat 0 is a real value


def res_label(key: str, value: Any, state: Any = None) -> str | None:
    """A class resource or flag from ``HeroState.res`` as a short label (None: nothing to show).
    Keys without a catalogue name are the core's bookkeeping and stay off the playmat."""
    if key in NINA_KEYS or not has(f"dcui.res.{key}"):
        return None
    if value in (None, False, "", [], {}) or (value == 0 and key not in KEEP_ZERO):
        return None
    name = t(f"dcui.res.{key}")
    if value is True or key in FLAGS:
        return name
    shown = res_value(key, value, state)
    return f"{name}: {shown}" if shown else name


def res_value(key: str, value: Any, state: Any = None) -> str:
    """A resource's value in words: figures by name, coded words translated, counts as numbers."""

    def fig(ref: Any) -> str:
        return figure_name(state, ref) if state is not None else ""

    if key in CODED:
        code = f"{CODED[key]}.{value}"
        return t(code) if has(code) else ""
    if key in SEAT_VALUES or key in CREATURE_VALUES:
        items = value if isinstance(value, list) else [value]
        prefix = "h" if key in SEAT_VALUES else "c"
        names = [fig(v if isinstance(v, str) else f"{prefix}{v}") for v in items]
        return ", ".join(n for n in names if n)
    if key in SEAT_COUNTS and isinstance(value, list):
        return ", ".join(f"{fig(f'h{s}')} {n}" for s, n in enumerate(value) if n)
    if key in REF_MAPS and isinstance(value, dict):
        prefix = REF_MAPS[key]
        parts = []
        for ref, v in value.items():
            word = t(f"{prefix}.{v}") if prefix and has(f"{prefix}.{v}") else str(v) if not prefix else ""
            parts.append(f"{fig(ref)} {word}".strip())
        return ", ".join(parts)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return ""


def figure_notes(state: Any) -> dict[str, str]:
    """Tooltip text for each figure's name (``state``: the view's table): a hero's passive,
    equipment and abilities; a companion; a creature's stats and passive (the playmat may have to
    shorten them)."""
    notes: dict[str, str] = {}
    for h in state.heroes:
        hd = HEROES[h.hero]
        parts = [f"{localized(hd.title)}.", f"{localized(hd.passive.name)}: {localized(hd.passive.text)}"]
        if hd.equipment:
            items = ", ".join(localized(e.name) for e in hd.equipment)
            parts.append(t("dcui.board.items", items=items))
        if h.abilities:
            parts.append(t("dcui.board.abilities", skills=", ".join(_skill_name(s) for s in h.abilities)))
        notes[localized(hd.name)] = " ".join(parts)
    from game.desconfronto.items import ITEMS

    if any(c.kind == "nina" for c in state.companions):
        notes[t("dc.nina")] = t("dcui.nina.note")
    notes[t("dcui.item.bag_word")] = t("dcui.item.bag_note")
    for item in ITEMS:  # the item names on the playmats explain themselves
        notes[item_name(item)] = localized(ITEMS[item].text)
    for c in state.creatures:
        cd = CREATURES[c.creature]
        line = t("dcui.board.creature_note", tier=ROMAN.get(cd.tier, cd.tier), vigor=cd.vigor, dice=cd.dice,
                 shields=cd.shields)  # fmt: skip
        notes[localized(cd.name)] = f"{line} {localized(cd.passive)}" if cd.passive is not None else line
    return notes


def item_name(item: str) -> str:
    from game.desconfronto.items import ITEMS

    return localized(ITEMS[item].name) if item in ITEMS else item


def item_line(item: str) -> str:
    """An item's name and its (authored) rule text, for tooltips."""
    from game.desconfronto.items import ITEMS

    return f"{item_name(item)}: {localized(ITEMS[item].text)}" if item in ITEMS else item


def item_tips(h: Any) -> tuple[str, str]:
    """Tooltips of the Use item and Swap item buttons: the Active Item (spent or not) and the bag."""
    if h.item:
        spent = h.item in h.items_used
        use = item_line(h.item) + (" " + t("dcui.item.spent") if spent else "")
    else:
        use = t("dcui.item.none")
    bag = [item_line(i) for i in dict.fromkeys(h.bag)]
    swap = t("dcui.item.bag_tip", items=" · ".join(bag)) if bag else t("dcui.item.bag_empty")
    return use, swap


def window_reason(state: Any) -> str:
    """Why the choice panel is open, as the core describes the pending choice (boards read it from
    the view: ``observe(state).pending.prompt``)."""
    from game.desconfronto.view import pending_reason

    return pending_reason(state)


def target_prompt(state: Any, seat: int, card: str, slot: int) -> str:
    """What the target of ``card``'s slot ``slot`` is for ("Choose the creature to attack")."""
    from game.desconfronto.view import target_prompt as core_prompt

    return core_prompt(state, seat, card, slot)


def aura_note(state: Any, seat: int, card: str) -> str:
    """A warning when ``card`` would do nothing under the hero's current aura (its lines all need
    the other one, or an aura while none is on): said before the card is played."""
    from game.desconfronto.preview import active_aura, does_nothing

    if not does_nothing(state, seat, card):
        return ""
    aura = active_aura(state, seat)
    now = t(f"dcscreen.aura.{aura}") if has(f"dcscreen.aura.{aura}") else t("dcscreen.aura_none")
    return t("dcscreen.no_effect", card=card_name(card), aura=now)
