"""The Epic Battle by bot simulation: how often a table of greedy bots beats the Herald, by hero
count (the figures in docs/zerywia_epic_battle.md; issue 13's balance check of the authored cards).

Each battle starts from a new game's heroes on the authored map (their starting cards: a table that
reaches the battle has more), with ``--murkrifts`` Murkrifts and ``--incursions`` Incursions on the
map (their Shields), and is played to its end through legal actions.

    python -m game.zerywia.epic_sim --games 40 --heroes 1 2 3 4
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass

from game.ai.bots import make_bot
from game.core.rng import Rng
from game.zerywia import epic_battle
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT

HEROES = ("svara", "goryv", "veda", "dalbor", "hexdrinker")


@dataclass
class Row:
    heroes: int
    games: int
    won: int
    rounds: float
    fallen: float
    herald: Counter[str]


def battle(n: int, seed: int, murkrifts: int = 1, incursions: int = 1, bot: str = "greedy") -> tuple[str, int, int, str]:
    """One battle: (result, rounds, heroes fallen, Herald card)."""
    game = ZerywiaGame()
    picks = list(HEROES)
    Rng(seed ^ 0xE1C).shuffle(picks)
    state = game.new_game({"heroes": picks[:n]}, seed)
    geo = current()
    plain = sorted(r for r in geo.thymor_of if geo.special.get(r) is None)
    for r in plain[:murkrifts]:
        state.land.tokens[MURK][r] = "murkrift"
    for r in plain[murkrifts:murkrifts + incursions]:
        state.land.tokens[THREAT][r] = "incursion"
    epic_battle.begin(state, geo, 0, [])
    player = make_bot(bot, seed)
    steps = 0
    while not state.outcome and steps < 5000:
        legal = game.legal_actions(state)
        game.apply(state, player.choose_from(game, state, legal, None))
        steps += 1
    epic = state.epic
    assert epic is not None
    return state.outcome or "unfinished", epic.round, len(epic.fallen), epic.herald_card


def run(heroes: list[int], games: int, seed: int, murkrifts: int, incursions: int, bot: str) -> list[Row]:
    rows = []
    for n in heroes:
        results = [battle(n, seed + g, murkrifts, incursions, bot) for g in range(games)]
        rows.append(Row(
            n, games, sum(r[0] == "won" for r in results),
            sum(r[1] for r in results) / games, sum(r[2] for r in results) / games,
            Counter(r[3] for r in results if r[0] == "won"),
        ))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--heroes", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--murkrifts", type=int, default=1)
    parser.add_argument("--incursions", type=int, default=1)
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args(argv)
    print("| heroes | games | won | win % | rounds | fallen/battle | wins by Herald card |")
    print("|---|---|---|---|---|---|---|")
    for row in run(args.heroes, args.games, args.seed, args.murkrifts, args.incursions, args.bot):
        cards = ", ".join(f"{k} {v}" for k, v in sorted(row.herald.items()))
        print(f"| {row.heroes} | {row.games} | {row.won} | {100 * row.won / row.games:.0f}% | {row.rounds:.1f} | "
              f"{row.fallen:.2f} | {cards} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
