"""The desConfronto die (DC-DICE-*): faces from ``data/dice.toml``, explosions, advantage and inversion.

Face names: ``corrupted``, ``hit1``, ``hit2``, ``purified``. A hero reads them
as 0 / 1 / 2 / 1-and-explode; a creature (with ``creature_inversion``) swaps
the two end faces: ``corrupted`` is 1-and-explode and ``purified`` fails.
Advantage/disadvantage (``mode`` +1/-1) roll each die as a pair and keep the
better/worse by that reader's ranking (AMB-04). Only the kept die of a pair
explodes; the extra die is rolled the same way as the attack (AMB-03).

Every face comes from ``roll_face`` so tests can force results: the state's
``forced`` queue (never saved) is consumed before the state's Rng.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.content import ContentError, read_toml
from game.core.dice import Die
from game.core.resources import DataPath, located
from game.desconfronto.hooks import each
from game.desconfronto.state import CombatState

DATA = located(Path(__file__).resolve().parent / "data")
FACES = ("corrupted", "hit1", "hit2", "purified")
MAX_EXPLOSIONS = 50  # a guard against pathological forced queues, far above any real chain


def load_die(path: DataPath = DATA / "dice.toml") -> Die:
    data = read_toml(path).get("die", {})
    counts = data.get("faces")
    if not isinstance(counts, dict) or set(counts) != set(FACES):
        raise ContentError(f"{path.name}: [die] faces must give a count for each of {', '.join(FACES)}")
    if any(not isinstance(v, int) or v < 0 for v in counts.values()) or sum(counts.values()) == 0:
        raise ContentError(f"{path.name}: [die] face counts must be whole numbers, not all zero")
    return Die.from_counts(str(data.get("name", "desconfronto")), {f: counts[f] for f in FACES})


DIE = load_die()

# (value, explodes) per face, and the rank used for better/worse.
HERO_READ = {"corrupted": (0, False), "hit1": (1, False), "hit2": (2, False), "purified": (1, True)}
CREATURE_READ = {"purified": (0, False), "hit1": (1, False), "hit2": (2, False), "corrupted": (1, True)}
HERO_RANK = {"corrupted": 0, "hit1": 1, "hit2": 2, "purified": 3}
CREATURE_RANK = {"purified": 0, "hit1": 1, "hit2": 2, "corrupted": 3}


_NFACES = len(DIE.faces)


def face_of(rng: Any) -> str:
    """One die from the stream (``Rng.below`` keeps the stepping in one call)."""
    return DIE.faces[rng.below(_NFACES)]


def roll_face(state: CombatState) -> str:
    forced = state.forced
    if forced:
        face = forced.pop(0)
        if face not in HERO_RANK:
            raise ValueError(f"forced die face {face!r} is not one of {FACES}")
        return face
    return face_of(state.rng)


def roll_attack(
    state: CombatState, n: int, *, creature: bool = False, mode: int = 0, adv_dice: int = 0
) -> tuple[int, list[dict[str, Any]]]:
    """Roll ``n`` damage dice; returns (base damage, per-die records for the log/animation).

    ``adv_dice``: that many of the original dice get one more step of advantage than the attack
    ("advantage on 1 attack die", Artan's Vengeance): a pair kept better, or a plain die when the
    attack has disadvantage (they cancel)."""
    options = state.options
    inverted = creature and options["creature_inversion"]
    read = CREATURE_READ if inverted else HERO_READ
    chain = options["explosions_chain"]
    total = 0
    dice: list[dict[str, Any]] = []
    explosions = 0
    rng = state.rng
    if not mode and (adv_dice <= 0 or n <= 0) and not state.forced:  # plain roll, no queue needed
        i, count = 0, n if n > 0 else 0  # dice past the first n are extras, in the order they exploded
        faces, below = DIE.faces, rng.below
        while i < count:
            kept = faces[below(_NFACES)]
            value, explodes = read[kept]
            total += value
            extra = i >= n
            dice.append({"rolled": [kept], "kept": kept, "value": value, "extra": extra})
            if explodes and (chain or not extra) and explosions < MAX_EXPLOSIONS:
                explosions += 1
                count += 1
            i += 1
        return total, dice
    rank = CREATURE_RANK if inverted else HERO_RANK
    queue = [False] * max(0, n)  # False = an original die, True = an extra die from an explosion
    boosted = min(max(0, adv_dice), max(0, n))
    while queue:
        extra = queue.pop(0)
        die_mode = mode
        if boosted and not extra:
            boosted -= 1
            die_mode = min(1, mode + 1)
        if die_mode:
            a = roll_face(state) if state.forced else face_of(rng)  # roll_face, inlined when unforced
            b = roll_face(state) if state.forced else face_of(rng)
            better, worse = (a, b) if rank[a] >= rank[b] else (b, a)
            kept = better if die_mode > 0 else worse
            rolled = [a, b]
        else:  # roll_face, inlined for the common unforced case (several dice per action)
            kept = roll_face(state) if state.forced else face_of(rng)
            rolled = [kept]
        value, explodes = read[kept]
        total += value
        dice.append({"rolled": rolled, "kept": kept, "value": value, "extra": extra})
        if explodes and (chain or not extra) and explosions < MAX_EXPLOSIONS:
            explosions += 1
            queue.append(True)
    return total, dice


def roll_lookup(state: CombatState) -> str:
    """A die read for its raw face (Creature Action blocks, setup rolls), never inverted (DC-DICE-11)."""
    face = roll_face(state) if state.forced else face_of(state.rng)
    for owner, fn in each(state, "modify_lookup"):  # Fildon's Weaken Intellect lowers block dice
        face = fn(state, owner, face)
    return face
