"""Pairwise journeys (issue 7 §6): every seat count each game allows x every seat kind (human,
random bot, greedy bot), each started from the main menu through the real dropdowns, with the
setup fields' values cycled so every value of every field starts at least one journey. Humans play
a few moves by clicking and dragging, then hand their seats to the bot, which finishes the game."""

import pytest

from game.core.i18n import t
from game.core.rng import Rng
from game.desconfronto.creatures import CREATURES
from game.desconfronto.roster import playable_heroes
from game.desconfronto.setup import TIER_PRESETS
from game.fortress.content import content
from game.fortress.setup import GENERAL_ORDER

from .player import dc_gesture, fortress_gesture, give_seats_to_bots, new_game, play_to_game_over

KINDS = ("human", "random", "greedy")


def seatings(counts):
    """(count, kinds) pairs covering every (count, kind) pair: one seat can show one kind, two
    seats two kinds, three or more all three."""
    out = []
    for n in counts:
        for start in range(0, 3, min(n, 3)):
            out.append((n, tuple(KINDS[(start + k) % 3] for k in range(n))))
    return out


DC_SEATINGS = seatings(range(1, min(8, len(playable_heroes())) + 1))
FORTRESS_SEATINGS = seatings(range(1, 6))
SHIFTS = (-2, -1, 0, 1, 2)
EACH_AT = (5, 9)  # these journeys shift creature by creature (a 3- and a 7-hero table)


def dc_choices(j: int, n: int):
    roster = playable_heroes()
    heroes = [roster[(j + k) % len(roster)] for k in range(n)]
    choices = {"mode": t("dc.setup.mode_skirmish")}  # a Hunt's journey: tests/journeys/test_dc_hunt_journey.py
    choices["players"] = t(f"setup.n{n}") if n <= 4 else t(f"setup_seats.n{n}")
    choices |= {f"hero{k + 1}": t(f"dc.hero.{h}") for k, h in enumerate(heroes)}
    preset = TIER_PRESETS[j % len(TIER_PRESETS)]
    choices["tiers"] = t(f"dc.setup.tiers_{preset.replace(',', '')}")
    shift = "each" if j in EACH_AT else SHIFTS[j % len(SHIFTS)]
    if n > 4:
        extra = j % 2 == 0
        choices["extra_creatures"] = t(f"setup_seats.dc_extra_{'yes' if extra else 'no'}")
    if shift == "each":
        choices["tier_shift"] = t("setup_seats.dc_shift_each")
        for k in range(1, min(n, 4) + 1):
            choices[f"creature_shift_{k}"] = t(f"dc.setup.shift_{(j // 6 + k) % 5}")
    else:
        choices["tier_shift"] = t(f"dc.setup.shift_{shift + 2}")
    return choices, heroes, preset


def fortress_choices(j: int, n: int):
    advs = list(content().adversaries)
    adv = advs[j % len(advs)]
    choices = {
        "players": t(f"setup.n{n}") if n <= 4 else t("fortress.setup.n5"),
        "adversary": t(f"fortress.adversary.{adv}"),
    }
    wanted = []
    for k in range(n):
        g = GENERAL_ORDER[(j + k) % len(GENERAL_ORDER)]
        g = "auto" if g == adv or (k == n - 1 and j % 3 == 0) else g
        wanted.append(g)
        label = t("fortress.setup.auto") if g == "auto" else t(f"fortress.general.{g}")
        choices[f"general_{k + 1}"] = label
    return choices, wanted, adv


def hand_play(h, board, gesture, rng, gestures: int = 6) -> None:
    for _ in range(gestures * 6):
        if board.session.is_over() is not None or gestures <= 0:
            return
        if board.decider() is not None and board.bots.is_bot(board.decider()):
            h.advance(2)
            continue
        assert gesture(h, board, rng)
        gestures -= 1


def seats_of(kinds):
    return {s: k for s, k in enumerate(kinds) if k != "human"}


@pytest.mark.parametrize(("n", "kinds"), DC_SEATINGS, ids=[f"{n}-{'.'.join(k)}" for n, k in DC_SEATINGS])
def test_desconfronto_journey(launch, n, kinds):
    j = DC_SEATINGS.index((n, kinds))
    choices, heroes, preset = dc_choices(j, n)
    h = launch()
    board = new_game(h, "desconfronto", choices, seats_of(kinds), seed=500 + j)
    state = board.session.state
    assert [x.hero for x in state.heroes] == heroes
    assert board.bots.kinds == seats_of(kinds)
    tiers = [int(x) for x in preset.split(",")]
    setup = board.session.setup
    want = n if n > 4 and setup.get("extra_creatures") else min(n, 4)
    assert len(state.creatures) == want
    if setup["tier_shift"] == 0 and n == 4:
        assert [CREATURES[c.creature].tier for c in state.creatures] == tiers
    if "human" in kinds:
        hand_play(h, board, dc_gesture, Rng(j))
    give_seats_to_bots(h, board)
    assert play_to_game_over(h, board) is not None


@pytest.mark.parametrize(
    ("n", "kinds"), FORTRESS_SEATINGS, ids=[f"{n}-{'.'.join(k)}" for n, k in FORTRESS_SEATINGS]
)
def test_fortress_journey(launch, n, kinds):
    j = FORTRESS_SEATINGS.index((n, kinds))
    choices, wanted, adv = fortress_choices(j, n)
    h = launch()
    board = new_game(h, "fortress", choices, seats_of(kinds), seed=900 + j)
    state = board.session.state
    assert state.adversary == adv
    got = [s.general for s in state.seats]
    assert [g for g, w in zip(got, wanted, strict=True) if w != "auto"] == [w for w in wanted if w != "auto"]
    assert len(set(got)) == n and adv not in got
    assert board.bots.kinds == seats_of(kinds)
    if "human" in kinds:
        hand_play(h, board, fortress_gesture, Rng(j))
    give_seats_to_bots(h, board)
    assert play_to_game_over(h, board) is not None


def test_the_journeys_cover_every_setup_field_value():
    """Every value of every field of both games is chosen by at least one journey above."""
    from game.core.registry import get_game

    seen: dict[str, set[str]] = {}
    for j, (n, _) in enumerate(DC_SEATINGS):
        for key, text in dc_choices(j, n)[0].items():
            seen.setdefault(f"desconfronto.{key}", set()).add(text)
    seen["desconfronto.mode"].add(t("dc.setup.mode_hunt"))  # chosen by click in test_dc_hunt_journey.py
    from tests.journeys.test_dc_coliseum_journey import JOURNEY_CHOICES  # the Coliseum's journeys
    from tests.journeys.test_dc_master_journey import JOURNEY_CHOICES as MASTER_CHOICES  # the Master's

    for choices in (*JOURNEY_CHOICES, *MASTER_CHOICES):
        for key, text in choices.items():
            seen.setdefault(f"desconfronto.{key}", set()).add(text)
    from tests.journeys.test_dc_campaign_journey import CAMPAIGN_CHOICES  # the campaign's journey

    for key, text in CAMPAIGN_CHOICES:
        seen.setdefault(f"desconfronto.{key}", set()).add(text)
    for j, (n, _) in enumerate(FORTRESS_SEATINGS):
        for key, text in fortress_choices(j, n)[0].items():
            seen.setdefault(f"fortress.{key}", set()).add(text)
    for name in ("desconfronto", "fortress"):
        for f in get_game(name).setup_fields():
            labels = {t(label) for _, label in f.choices}
            if name == "fortress" and f.key.startswith("general_"):
                # a General is offered in every seat; the journeys seat each one somewhere
                picked = set().union(*(seen.get(f"fortress.general_{k}", set()) for k in range(1, 6)))
                assert labels <= picked, (f.key, labels - picked)
                continue
            if name == "desconfronto" and f.key.startswith(("hero", "creature_shift")):
                prefix = f.key.rstrip("0123456789")
                picked = set().union(*(seen.get(f"desconfronto.{prefix}{k}", set()) for k in range(1, 9)))
                assert labels <= picked, (f.key, labels - picked)
                continue
            assert labels <= seen.get(f"{name}.{f.key}", set()), (
                name,
                f.key,
                labels - seen.get(f"{name}.{f.key}", set()),
            )
