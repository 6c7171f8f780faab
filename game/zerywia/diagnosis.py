"""Why a greedy table loses the Path of the Chosen One (issue 9: balance round 5):
``python -m game.zerywia.diagnosis --heroes 4 --games 60``.

Plays the balance report's seeded games (``balance.play``'s seeds, tables and bot) and counts, over
the games not won: the goals still open at the end by kind (a Stronghold's Threat, an Exis Temple's
Murk, a Story before its token, with its token, before its second part), how many of those land
goals had been cleared once and were filled again (and by what: the Action or step that put the
token back), where the Blackstones came from (each Cycle's Nix Phase, L426, or a discarded token of
an overflow chain, L916), the Cycle each hero finished its Story in, and what the heroes spent their
Actions on, split by whether their own goals all held. A developer's tool, English only, like the
balance report; the figures are in docs/zerywia_balance.md.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field

from game.ai.bots import GreedyBot
from game.zerywia.actions import Explore, PassTime, Rest, TakeOption, UseHarbour
from game.zerywia.balance import GAME, tables
from game.zerywia.content import content
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.state import ZerywiaState
from game.zerywia.team_play import done

ACTIONS = (Explore, Rest, UseHarbour, PassTime, TakeOption)


@dataclass
class Game:
    heroes: list[str]
    seed: int
    outcome: str = ""
    cycle: int = 0
    open_items: list[str] = field(default_factory=list)  # "stronghold", "temple", "story:token", ...
    refilled: list[str] = field(default_factory=list)  # land goals open at the end, cleared before
    refill_by: list[str] = field(default_factory=list)  # what put each of those back
    ritual_stones: int = 0  # Blackstones of the Nix Phases
    overflow_stones: int = 0  # Blackstones of discarded tokens
    story_cycles: list[int] = field(default_factory=list)  # the Cycle each Story was finished in
    actions: Counter[str] = field(default_factory=Counter)  # "own:Explore", "done:Rest", ...
    open_per_cycle: list[int] = field(default_factory=list)  # items open at each Cycle's start
    stuck: list[str] = field(default_factory=list)  # each open Story: how far from its place, and what bars it


def goal_regions(state: ZerywiaState) -> dict[str, tuple[int, str]]:
    geo = current()
    out = {}
    for h in state.heroes:
        out[geo.special_region(h.birth, "stronghold")] = (h.seat, "stronghold")
        out[geo.special_region(h.birth, "exis_temple")] = (h.seat, "temple")
    return out


def open_land(state: ZerywiaState, goals: dict[str, tuple[int, str]]) -> dict[str, str]:
    return {r: kind for r, (_, kind) in goals.items()
            if r in state.land.tokens[THREAT if kind == "stronghold" else MURK]}


def story_item(state: ZerywiaState, seat: int) -> str | None:
    h = state.heroes[seat]
    if h.story_stage >= 2:
        return None
    if h.story_stage == 1:
        return "story:second_part"
    return "story:with_token" if h.journey_tokens else "story:no_token"


def why_stuck(state: ZerywiaState, seat: int) -> str:
    """An open Story at the end: the walk to its next place, a Threat there (it bars the Region
    Option), and for the second part whether the point to give is in hand."""
    geo = current()
    h = state.heroes[seat]
    story = content().stories[h.story]
    part = story.quest if h.story_stage == 0 else story.fulfil
    places = [geo.special_region(t, part.at) for t in geo.thymors if (t == h.birth) == (part.where == "birth")]
    walk = min(geo.distance(h.region, r) for r in places)
    threat = any(r in state.land.tokens[THREAT] for r in places)
    tail = ""
    if h.story_stage == 1:
        tail = " point" if all(h.value[a] > 0 for a in story.fulfil.pay) else " no point"
        tail += " (max 0)" if any(h.current_max(a) == 0 for a in story.fulfil.pay) else ""
    elif not h.journey_tokens:
        tail = " wanted " + "/".join(sorted(story.quest.tokens))
    return f"{story_item(state, seat)} walk {min(walk, 3)}{'+' if walk >= 3 else ''}{' threat' if threat else ''}{tail}"


def diagnose(heroes: list[str], seed: int) -> Game:
    state = GAME.new_game({"heroes": heroes}, seed)
    bot = GreedyBot(seed ^ 0x5EED)  # balance.play's bot and seed
    goals = goal_regions(state)
    g = Game(heroes, seed)
    cleared: set[str] = set()
    last_put: dict[str, str] = {}
    cycle = 0
    for _ in range(GAME.max_steps(state.setup)):
        if state.outcome:
            break
        if state.cycle != cycle:
            cycle = state.cycle
            opened = open_land(state, goals)
            g.open_per_cycle.append(len(opened) + sum(story_item(state, h.seat) is not None for h in state.heroes))
        action = bot.choose(GAME, state)
        if isinstance(action, ACTIONS) and 0 <= action.player < len(state.heroes):
            hero = state.heroes[action.player]
            own = [r for r in open_land(state, goals) if goals[r][0] == hero.seat]
            g.actions[("done:" if done(hero, own) else "own:") + type(action).__name__] += 1
        during = type(action).__name__  # PlaceMurk: Nix's Murk; SendToken/ChooseSide: a chain's step
        stage = {h.seat: h.story_stage for h in state.heroes}
        for e in GAME.apply(state, action):
            k, d = e.kind, e.data
            if k == "zerywia.land.removed" and d.get("region") in goals:
                cleared.add(d["region"])
            elif k in ("zerywia.land.placed", "zerywia.land.flipped") and d.get("region") in goals \
                    and d.get("family") == (THREAT if goals[d["region"]][1] == "stronghold" else MURK):
                herald = k == "zerywia.land.placed" and state.herald == d["region"] and during != "Explore"
                if during == "Explore" and isinstance(action, Explore):
                    owner = goals[d["region"]][0]
                    who = "owner" if action.player == owner else "other"
                    during += f"({who}, {'there' if action.region == d['region'] else 'a chain'})"
                last_put[d["region"]] = "Herald" if herald else during
            elif k == "zerywia.land.discarded":
                g.overflow_stones += int(d.get("blackstone", 0))
            elif k == "zerywia.statue.blackstone":
                g.ritual_stones += 1
        for h in state.heroes:
            if stage[h.seat] < 2 <= h.story_stage:
                g.story_cycles.append(state.cycle)
    g.ritual_stones -= g.overflow_stones
    g.outcome, g.cycle = state.outcome or "unfinished", state.cycle
    for region, kind in open_land(state, goals).items():
        g.open_items.append(kind)
        if region in cleared:
            g.refilled.append(kind)
            g.refill_by.append(last_put.get(region, "?"))
    g.open_items += [s for h in state.heroes if (s := story_item(state, h.seat)) is not None]
    g.stuck = [why_stuck(state, h.seat) for h in state.heroes if story_item(state, h.seat) is not None]
    return g


def summary(games: list[Game]) -> list[str]:
    lost = [g for g in games if g.outcome != "won"]
    won = len(games) - len(lost)
    lines = [f"games {len(games)}, won {won} ({100 * won / max(1, len(games)):.1f}%), lost {len(lost)}"]
    if not lost:
        return lines
    items: Counter[str] = Counter(i for g in lost for i in g.open_items)
    lines.append(f"open items in lost games: {sum(items.values())} ({sum(items.values()) / len(lost):.2f} a game): "
                 + ", ".join(f"{k} {v}" for k, v in items.most_common()))
    per_game = Counter(len(g.open_items) for g in lost)
    lines.append("lost games by open items: " + ", ".join(f"{n}: {per_game[n]}" for n in sorted(per_game)))
    refilled = Counter(i for g in lost for i in g.refilled)
    by = Counter(b for g in lost for b in g.refill_by)
    lines.append(f"land goals open at the end that had been cleared before: {sum(refilled.values())} ("
                 + ", ".join(f"{k} {v}" for k, v in refilled.items()) + "); last put back by: "
                 + ", ".join(f"{k} {v}" for k, v in by.most_common()))
    rit = sum(g.ritual_stones for g in games)
    ovf = sum(g.overflow_stones for g in games)
    lines.append(f"Blackstones (all games): Nix Phase {rit}, overflow {ovf}; lost games ended at Cycle "
                 + ", ".join(f"{c}: {n}" for c, n in sorted(Counter(g.cycle for g in lost).items()))
                 + f"; lost games with an overflow Blackstone: {sum(g.overflow_stones > 0 for g in lost)}")
    stuck = Counter(s for g in lost for s in g.stuck)
    lines.append("open Stories in lost games (next step, walk to its place, a Threat there): "
                 + "; ".join(f"{k} {v}" for k, v in stuck.most_common()))
    stories = Counter(c for g in games for c in g.story_cycles)
    n_heroes = sum(len(g.heroes) for g in games)
    lines.append(f"Stories finished: {sum(stories.values())} of {n_heroes}, by Cycle: "
                 + ", ".join(f"{c}: {n}" for c, n in sorted(stories.items())))
    acts: Counter[str] = Counter()
    for g in games:
        acts.update(g.actions)
    for who in ("own", "done"):
        total = sum(v for k, v in acts.items() if k.startswith(who))
        lines.append(f"Actions by heroes with {'goals open' if who == 'own' else 'every own goal held'}: {total}: "
                     + ", ".join(f"{k.split(':')[1]} {v}" for k, v in acts.most_common() if k.startswith(who)))
    per_cycle: Counter[int] = Counter()
    seen: Counter[int] = Counter()
    for g in lost:
        for i, n in enumerate(g.open_per_cycle):
            per_cycle[i + 1] += n
            seen[i + 1] += 1
    lines.append("lost games, items open at each Cycle's start (mean): "
                 + ", ".join(f"C{c} {per_cycle[c] / seen[c]:.2f}" for c in sorted(seen)))
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--heroes", type=int, default=4, help="hero count (1-4)")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    combos = tables(args.heroes)
    games = [diagnose(combos[i % len(combos)], args.seed + i) for i in range(args.games)]
    print("\n".join(summary(games)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
