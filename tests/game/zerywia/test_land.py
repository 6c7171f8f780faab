"""Threat and Murk with their overflow chains, Garrisons and Watchstones, leaving the Murk
(ZW-ACT-13..14, ZW-ACT-25..42). The graph here is a small piece of land built from the rulebook's
facts (Creeping Marsh borders Ardor Spire and Cadavar Estuary, L924; Dragon Spine borders Vid's
Tangle, L509) plus two Regions of ours to give chains room."""

from __future__ import annotations

from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.land import (
    MURK,
    SUPPLY,
    THREAT,
    Land,
    blackstones,
    continue_chain,
    disperse_murk,
    place_guard,
    remove_token,
    run_chain,
    start_chain,
)
from game.zerywia.leaving import pay_leaving

EDGES = [
    ("creeping_marsh", "ardor_spire"),
    ("creeping_marsh", "cadavar_estuary"),
    ("ardor_spire", "dragon_spine"),
    ("dragon_spine", "vids_tangle"),
    ("cadavar_estuary", "vids_tangle"),
]
GRAPH: dict[str, set[str]] = {}
for a, b in EDGES:
    GRAPH.setdefault(a, set()).add(b)
    GRAPH.setdefault(b, set()).add(a)


def test_zw_act_25_svaras_murk_example_overflows_from_a_murkrift_to_the_chosen_neighbour():
    """L924: the Creeping Marsh already holds a Murkrift, so the Murk goes next door: into the Ardor
    Spire (with Murk) it makes a Murkrift there too; the Cadavar Estuary, empty, takes plain Murk."""
    for target, expected in (("ardor_spire", "murkrift"), ("cadavar_estuary", "murk")):
        land = Land()
        land.tokens[MURK] = {"creeping_marsh": "murkrift", "ardor_spire": "murk"}
        events: list = []
        chain = start_chain(land, GRAPH, MURK, "creeping_marsh", events)
        assert chain.choices == ["ardor_spire", "cadavar_estuary"] and not chain.done
        continue_chain(land, GRAPH, chain, target, events)
        assert land.tokens[MURK][target] == expected and land.tokens[MURK]["creeping_marsh"] == "murkrift"
        assert blackstones(events) == 0


def test_zw_act_13_threat_then_incursion_then_onward():
    land = Land()
    events: list = []
    run_chain(land, GRAPH, THREAT, "vids_tangle", min, events)
    assert land.tokens[THREAT] == {"vids_tangle": "threat"}
    run_chain(land, GRAPH, THREAT, "vids_tangle", min, events)
    assert land.tokens[THREAT] == {"vids_tangle": "incursion"}
    run_chain(land, GRAPH, THREAT, "vids_tangle", min, events)  # the player picks the first neighbour
    assert land.tokens[THREAT] == {"vids_tangle": "incursion", "cadavar_estuary": "threat"}


def test_zw_act_14_26_27_amb_44_a_chain_never_returns_and_a_trapped_token_adds_a_blackstone():
    land = Land()
    for r in GRAPH:
        land.tokens[MURK][r] = "murkrift"
    events: list = []
    walked = []

    def choose(options):
        walked.append(list(options))
        return options[0]

    chain = run_chain(land, GRAPH, MURK, "creeping_marsh", choose, events)
    assert chain.done == "discarded" and blackstones(events) == 1
    assert len(chain.tried) == len(set(chain.tried))  # no Region tried twice
    # depth-first: each step offers only the last Region's untried neighbours
    assert walked[0] == ["ardor_spire", "cadavar_estuary"] and walked[1] == ["dragon_spine"]


def test_zw_act_38_40_amb_71_a_guard_cancels_the_arriving_token_and_is_discarded():
    land = Land(garrisons=["dragon_spine"], watchstones=["cadavar_estuary"])
    land.tokens[MURK]["creeping_marsh"] = "murkrift"
    events: list = []
    run_chain(land, GRAPH, THREAT, "dragon_spine", min, events)
    assert land.tokens[THREAT] == {} and land.garrisons == []
    chain = run_chain(land, GRAPH, MURK, "creeping_marsh", lambda o: "cadavar_estuary", events)
    assert chain.done == "cancelled" and land.watchstones == [] and "cadavar_estuary" not in land.tokens[MURK]


def prefer(*names):
    """A player who picks the first of ``names`` offered (else the first Region offered)."""
    return lambda options: next((n for n in names if n in options), options[0])


def test_zw_act_37_39_42_amb_70_placing_a_guard_pushes_a_base_token_and_avoids_a_flipped_one():
    land = Land()
    land.tokens[THREAT] = {"vids_tangle": "incursion", "dragon_spine": "threat"}
    events: list = []
    where = place_guard(land, GRAPH, "garrison", "vids_tangle", prefer("dragon_spine", "ardor_spire"), events)
    # not on the Incursion: next door, on the Threat, which is pushed on as an Increase Threat
    assert where == "dragon_spine" and land.garrisons == ["dragon_spine"]
    assert land.tokens[THREAT] == {"vids_tangle": "incursion", "ardor_spire": "threat"}


def test_zw_act_41_one_guard_of_a_kind_per_region_and_the_supply_of_six():
    land = Land(watchstones=["vids_tangle"])
    assert place_guard(land, GRAPH, "watchstone", "vids_tangle", min, []) == "cadavar_estuary"
    land.garrisons = [f"r{i}" for i in range(SUPPLY["garrison"])]
    assert place_guard(land, GRAPH, "garrison", "creeping_marsh", min, []) is None


def test_amb_67_an_empty_supply_discards_the_token_for_a_blackstone():
    """ZW-RES-21: with the 36 tokens of a family on the board, the next cannot be placed and is an overflow discard."""
    land = Land()
    land.tokens[THREAT] = {f"r{i}": "threat" for i in range(SUPPLY[THREAT])}
    events: list = []
    chain = run_chain(land, GRAPH, THREAT, "vids_tangle", min, events)
    assert chain.done == "discarded" and blackstones(events) == 1


def test_zw_act_16_28_removal_takes_the_whole_token_and_dispersal_spares_a_murkrift():
    land = Land()
    land.tokens[THREAT]["vids_tangle"] = "incursion"
    land.tokens[MURK] = {"ardor_spire": "murkrift", "creeping_marsh": "murk"}
    assert remove_token(land, THREAT, "vids_tangle", []) and land.tokens[THREAT] == {}
    assert not disperse_murk(land, "ardor_spire", []) and disperse_murk(land, "creeping_marsh", [])
    assert land.tokens[MURK] == {"ardor_spire": "murkrift"}


def test_zw_act_30_32_amb_12_13_leaving_murk_and_murkrifts():
    land = Land()
    land.tokens[MURK] = {"creeping_marsh": "murk", "ardor_spire": "murkrift"}
    h = new_hero("svara", {VIGOR: 3, INSTINCT: 4, WILL: 3})
    pay_leaving(land, h, "creeping_marsh")  # untainted: a Taint
    assert len(h.taints) == 1
    taints = list(h.taints)
    pay_leaving(land, h, "creeping_marsh", lambda hero, allowed: WILL)  # Tainted: a point instead
    assert h.taints == taints and h.value[WILL] == 2
    pay_leaving(land, h, "ardor_spire")  # a Murkrift: a Taint even so
    assert len(h.taints) == 2
    assert pay_leaving(land, h, "vids_tangle") == []
