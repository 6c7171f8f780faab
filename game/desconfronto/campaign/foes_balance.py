"""The campaign foes' balance by simulation: ``python -m game.desconfronto.campaign.foes_balance``.

Each boss fight is a Skirmish combat whose creatures are ``bosses.encounter_setup`` of the boss card's
setup row for that many players (the four rows of ``map.toml`` in turn, L296-297), fought to its end by
``game.ai.bots.GreedyBot`` parties of 1-4 heroes (every hero leading as often, ``balance.parties``) at
the level a party would have there, with or without its Legendary Weapons (``PROFILE``; Skill Tree
abilities bought in order, breadth first). Corrupted Pharanor stands alone on the board
(L482) against a party without Pharanor (his player is the Corruption Master). It prints the share won
per boss and party size with a 95% Wilson interval. Heroes start at full Vigor (a campaign may bring
them in wounded: the figures are an upper bound). Tune the AUTHORED numbers of ``bosses.toml`` with it
and record the figures in its notes and in ``docs/desconfronto_campaign_foes.md``.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from typing import Any

from game.ai.stats import wilson
from game.desconfronto import GAME
from game.desconfronto.balance import parties, play
from game.desconfronto.campaign.bosses import BOSS_AT, BOSSES, encounter_setup, role
from game.desconfronto.campaign.map_cards import FACES, load_map
from game.desconfronto.content import HEROES
from game.desconfronto.items import artifacts_of
from game.desconfronto.roster import playable_heroes

# the party a campaign plausibly brings to each kind of foe: (level, Legendary Weapons in hand). The
# Akari temples come first on the way out; by a corner the first "!" cards have given the Legendary
# Weapons (L290-292); the secret foes are fought late in a second campaign (L479-482).
PROFILE: dict[str, tuple[int, bool]] = {
    "akari": (3, False),
    "guardian": (4, True),
    "tenebrah": (5, True),
    "corrupted_pharanor": (6, True),
}
TARGETS: dict[str, tuple[float, float]] = {  # the win share aimed at, over party sizes 1-4
    "akari": (0.50, 0.70),
    "guardian": (0.40, 0.60),
    "tenebrah": (0.25, 0.50),
    "corrupted_pharanor": (0.25, 0.55),
}


def kind(boss: str) -> str:
    """``akari``, ``guardian``, ``tenebrah`` or ``corrupted_pharanor`` (the secret foes apart)."""
    return boss if role(boss) == "secret" else role(boss)


def abilities(hero: str, level: int) -> list[str]:
    """The first ``level`` abilities of ``hero``'s two Skill Trees, tier by tier (DC-LVL-05's order)."""
    skills = sorted(HEROES[hero].skills, key=lambda s: (s.tier, s.tree))
    return [s.id for s in skills[:level]]


def card_of(boss: str) -> str:
    return next((c for c, b in BOSS_AT.items() if b == boss), "")


def creatures_for(boss: str, players: int, face: str) -> list[str]:
    card_id = card_of(boss)
    if not card_id:  # Corrupted Pharanor: his Boss card alone on the creature board (L482)
        return [boss]
    cmap = load_map()
    card = cmap.cards.get(card_id) or cmap.secret[card_id]
    return encounter_setup(card_id, card.for_players(face, players))


def setup_for(boss: str, party: list[str], face: str, level: int, weapons: bool) -> dict[str, Any]:
    setup: dict[str, Any] = {
        "mode": "skirmish",
        "players": len(party),
        "heroes": party,
        "creatures": creatures_for(boss, len(party), face),
        "abilities": {h: abilities(h, level) for h in party} if level else None,
    }
    if weapons:
        setup["items"] = {h: [artifacts_of(h)[0]] for h in party}
    return GAME.normalize_setup(setup)


@dataclass
class Tally:
    games: int = 0
    won: int = 0

    def add(self, result: str) -> None:
        self.games += 1
        self.won += result == "won"

    @property
    def rate(self) -> float:
        return self.won / self.games if self.games else 0.0


def run(
    bosses: list[str],
    counts: list[int],
    games: int,
    seed: int,
    level: int | None = None,
    weapons: bool | None = None,
) -> dict[tuple[str, int], Tally]:
    """Tallies keyed by (boss, party size); ``games`` combats per party (8 parties per size)."""
    table: dict[tuple[str, int], Tally] = {}
    for boss in bosses:
        lvl, armed = PROFILE[kind(boss)]
        lvl = lvl if level is None else level
        armed = armed if weapons is None else weapons
        roster = playable_heroes()
        if boss == "corrupted_pharanor":
            roster = [h for h in roster if h != "pharanor"]
        for n in counts:
            if boss == "corrupted_pharanor" and n > 3:  # the Pharanor player runs the creatures
                continue
            for i, party in enumerate(parties(n, roster)):
                for g in range(games):
                    face = FACES[(g + i) % len(FACES)]
                    setup = setup_for(boss, party, face, lvl, armed)
                    result, _turn, _steps = play(setup, seed + 7919 * g + 31 * i)
                    table.setdefault((boss, n), Tally()).add(result)
    return table


def report(
    table: dict[tuple[str, int], Tally], level: int | None = None, weapons: bool | None = None
) -> list[str]:
    counts = sorted({n for _b, n in table})
    lines = ["| foe | level | weapons | " + " | ".join(f"{n}p won (95% CI)" for n in counts) + " | all | target |"]
    lines.append("|---|---|---|" + "---|" * (len(counts) + 2))
    for boss in dict.fromkeys(b for b, _n in table):
        cells, won, games = [], 0, 0
        for n in counts:
            t = table.get((boss, n))
            if t is None:
                cells.append("—")
                continue
            lo, hi = wilson(t.won, t.games)
            cells.append(f"{100 * t.rate:.0f}% ({100 * lo:.0f}-{100 * hi:.0f})")
            won, games = won + t.won, games + t.games
        lvl, armed = PROFILE[kind(boss)]
        lvl, armed = (lvl if level is None else level), (armed if weapons is None else weapons)
        lo, hi = TARGETS[kind(boss)]
        share = f"{100 * won / max(1, games):.0f}% | {100 * lo:.0f}-{100 * hi:.0f}%"
        lines.append(f"| {boss} | {lvl} | {'yes' if armed else 'no'} | " + " | ".join(cells) + f" | {share} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3, help="combats per party (8 parties per size; default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    ap.add_argument("--boss", nargs="*", default=None, help="only these foes (default: all ten)")
    ap.add_argument("--level", type=int, default=None, help="override the heroes' level (default: PROFILE)")
    ap.add_argument(
        "--weapons", choices=("auto", "yes", "no"), default="auto", help="Legendary Weapons (default: PROFILE)"
    )
    args = ap.parse_args(argv)
    start = time.perf_counter()
    weapons = None if args.weapons == "auto" else args.weapons == "yes"
    table = run(args.boss or list(BOSSES), args.players, args.games, args.seed, args.level, weapons)
    print(f"desConfronto campaign foes, greedy bot, {args.games} combats per party, seed {args.seed}")
    print("\n".join(report(table, args.level, weapons)))
    print(f"done in {time.perf_counter() - start:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
