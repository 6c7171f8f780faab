"""The Path of the Chosen One played whole through the kernel's protocol (issue 9: the Cycle on
the kernel's flow), on a small hand-made map: random and greedy bots from setup to victory or
defeat, every invariant after every action, saves that round-trip, and the Cycle's order."""

from __future__ import annotations

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.core.events import check_event
from game.zerywia.event_specs import SPECS
from game.zerywia.game import ZerywiaGame
from game.zerywia.state import ZerywiaState
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()


pytestmark = pytest.mark.usefixtures("small_map")


SEEN: set[str] = set()


def play(setup, seed, bot_kind=RandomBot, limit=6000, check=True):
    state: ZerywiaState = GAME.new_game(setup, seed)
    bot = bot_kind(seed)
    phases = []
    for _ in range(limit):
        if GAME.is_over(state) is not None:
            break
        legal = GAME.legal_actions(state)
        assert legal, f"no legal action at {state.flow} step {state.step!r}"
        events = GAME.apply(state, bot.choose(GAME, state))
        if check:
            assert GAME.check_invariants(state) == []
            for e in events:
                assert check_event(SPECS, e) == [], e
                SEEN.add(e.kind)
        # with every hero lost there is nobody to camp: the Camp passes within the action that
        # lost the last hero, and the game ends (ZW-HERO-24), so the Cycle's order is read until then
        standing = not all(h.lost for h in state.heroes)
        if standing and (not phases or phases[-1] != state.flow[0]):
            phases.append(state.flow[0])
    return state, phases


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("heroes", [["goryv"], ["svara", "veda"], ["svara", "goryv", "veda", "dalbor"]])
def test_random_bots_play_the_path_to_its_end_with_every_invariant(heroes, seed):
    state, _ = play({"heroes": heroes}, seed)
    outcome = GAME.is_over(state)
    assert outcome is not None and outcome.result in ("won", "lost")
    if outcome.result == "lost":
        assert state.statue.on_rifts() >= 5 or all(h.lost for h in state.heroes)


def test_zw_cycle_01_the_cycle_runs_sventovit_journey_camp_nix_in_order():
    state, phases = play({"heroes": ["svara", "veda"]}, 3)
    cycle = ["sventovit", "journey", "camp", "nix"]
    assert phases[: len(cycle)] == ["journey", "camp", "nix", "journey"][: len(cycle)] or phases[0] == "journey"
    # after the first (entered at setup), every Cycle goes journey -> camp -> nix -> (sventovit) journey
    for a, b in zip(phases, phases[1:], strict=False):
        assert (a, b) in {("journey", "camp"), ("camp", "nix"), ("nix", "journey"), ("nix", "sventovit"),
                          ("sventovit", "journey")}
    assert state.cycle >= 1


def test_a_game_saved_mid_play_loads_and_plays_on_identically():
    state, _ = play({"heroes": ["svara", "goryv"]}, 5, limit=120)
    data = GAME.to_json(state)
    twin = GAME.from_json(data)
    assert GAME.to_json(twin) == data
    for _ in range(200):
        if GAME.is_over(state) is not None:
            break
        legal_a, legal_b = GAME.legal_actions(state), GAME.legal_actions(twin)
        assert legal_a == legal_b
        GAME.apply(state, legal_a[len(legal_a) // 2])
        GAME.apply(twin, legal_b[len(legal_b) // 2])
        assert GAME.to_json(state) == GAME.to_json(twin)


def test_greedy_bots_finish_the_path():
    for seed in range(3):
        state, _ = play({"heroes": ["svara", "goryv"]}, seed, GreedyBot, check=False)
        assert GAME.is_over(state) is not None


def test_zw_scen_04_setup_places_murk_and_threat_and_heroes_in_their_cradles():
    """ZW-SCEN-03: each hero starts in its Birth Thymor (its Mark of Thymor), in the Cradle Region."""
    state = GAME.new_game({"heroes": ["svara", "veda"]}, 1)
    geo = fixture_map()
    assert {h.birth for h in state.heroes} <= set(geo.thymors) and len({h.birth for h in state.heroes}) == 2
    for h in state.heroes:
        assert h.region == geo.special_region(h.birth, "cradle")
    for region, kind in geo.special.items():
        if kind in ("shroud", "exis_temple", "hollows"):
            assert state.land.tokens["murk"][region] == "murk"
        elif kind == "stronghold":
            assert state.land.tokens["threat"][region] == "threat"
    assert all(state.land.tokens["threat"].get(r) == "threat" for r in geo.thymor_of if r not in geo.special)


def test_most_declared_events_happen_in_play():
    """The declaration is what play emits: after the playouts above, most declared kinds were seen
    (the rest come from rules the Path's bots rarely reach: Reactions, guards, the Statue's Fading)."""
    for seed in range(8):
        play({"heroes": ["svara", "goryv", "veda", "dalbor"]}, 100 + seed)
    assert len(SEEN) >= len(SPECS) // 2, sorted(set(SPECS) - SEEN)
