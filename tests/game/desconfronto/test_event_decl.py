"""desConfronto's event declaration (game/desconfronto/event.py) against what the engine emits.

Random playouts under the fuzzer's setups reach the common kinds; playouts with every Skill Tree
ability owned reach the heroes' own; the few left (a new combat, a flee agreed, items swapped) are
named scenarios here. Together they emit every declared kind, each matching its declaration. The
results events carry (a card's destination, the Vigor gained) are checked against the state.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from game.ai.bots import make_bot
from game.core.events import check_event
from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.actions import ClassAction, Flee, Pass, PlayCard, React, Sacrifice, SwapItem, UseItem
from game.desconfronto.combats import start_combat
from game.desconfronto.content import HEROES
from game.desconfronto.levels import refresh_max_vigor
from game.desconfronto.market import in_shop
from game.desconfronto.run_actions import Buy, ChooseTier, FightAgain, TakeRest
from tests.game.core.test_events_declared import SEEDS, playouts
from tests.game.desconfronto.campaign.campaign_scenarios import CAMPAIGN_SCENARIOS

from .boss.scenarios import BOSS_SCENARIOS
from .coliseum_scenarios import scenario_coliseum
from .helpers import session, set_hand, stack_creature_deck
from .hunt.hunt_helpers import hunt_session, leave_market, lose_combat, roll_horde, win_combat
from .marks_scenarios import MARKS_SCENARIOS
from .master_scenarios import MASTER_SCENARIOS
from .prestige_a_events import kinds as prestige_a_kinds
from .prestige_b_scenarios import SCENARIOS_B
from .test_elders import ELDER_SCENARIOS
from .test_shop_items import ITEM_SCENARIOS

SPECS = GAME.event_specs()
AMBUSH_NORMAL = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
TABLES = [[h] for h in sorted(HEROES)] + [
    ["gelien", "kandra", "tainara"],
    ["fildon", "tesser", "gelien"],
    ["pharanor", "marzak", "kandra"],
    ["artan", "gelien", "marzak", "tainara"],
]


def checked(events) -> list:
    """The events, after asserting each matches its declaration."""
    problems = [p for e in events for p in check_event(SPECS, e)]
    assert problems == []
    return list(events)


@cache
def max_level_playouts(seeds: int = 6) -> tuple[Counter, tuple[str, ...]]:
    """Random playouts with every ability of every hero's Skill Tree owned (level 6)."""
    seen: Counter = Counter()
    problems: list[str] = []
    for heroes in TABLES:
        creatures = ["ruin_sentinel", "bicudo", "mossling", "stone_crab"][: len(heroes) + 1]
        for seed in range(seeds):
            s = Session.new(GAME, {"players": len(heroes), "heroes": heroes, "creatures": creatures}, seed)
            for h in s.state.heroes:
                h.abilities, h.level = [sk.id for sk in HEROES[h.hero].skills], 6
                refresh_max_vigor(h)
            bot, steps = make_bot("random", seed), 0
            while GAME.is_over(s.state) is None and steps < 3000:
                for e in s.apply(bot.choose(GAME, s.state)):
                    seen[e.kind] += 1
                    problems += [f"{heroes} seed {seed}: {p}" for p in check_event(SPECS, e)]
                steps += 1
    return seen, tuple(problems)


def scenario_combat_started():
    """DC-CMB-41: a new combat of a campaign starts with its own event."""
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5)
    return checked(start_combat(s.state, ["stone_crab"], spoils=1))


def scenario_flee_agreed():
    """DC-CMB-37: every other player agrees, the heroes escape."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=7)
    st = s.state
    st.heroes[1].exhausted, st.heroes[1].vigor = "wounds", 0
    return checked(s.apply(Flee(0)) + s.apply(Flee(1)))


def scenario_items_swapped():
    """DC-CMB-06d / L329: an item swapped in and used at once; a Bomb goes back to the shop."""
    s = session(["pharanor"], ["bicudo"], items={"pharanor": ["fire_bomb"]})
    s.state.actions_left = 3
    return checked(s.apply(SwapItem(0, "fire_bomb", True, "c0")))


def scenario_bear_metamorphosis():
    """DC-HERO-MAR: Mass Metamorphosis into bears (the random playouts reach the wolves)."""
    s = session(["marzak", "pharanor"], ["ruin_sentinel"], seed=5)
    set_hand(s.state, 0, ["marzak.mass_metamorphosis#1"])
    return checked(s.apply(PlayCard(0, "marzak.mass_metamorphosis#1", "")) + s.apply(ClassAction(0, "marzak_meta_bear", "h0")))


def scenario_hunt():
    """DC-HUNT-04/06/09, AMB-23: a Hunt's tier choice, markets with a purchase, both rests, a retried
    horde and the Hunt's defeat."""
    s = hunt_session(["tesser", "pharanor"], seed=5, hunt_retry=True)
    events = roll_horde(s, 1, ["hit1", "corrupted"]) + s.apply(ChooseTier(0, 1))
    item = sorted(in_shop(s.state))[0]
    events += win_combat(s) + s.apply(Buy(0, "skill", "1")) + s.apply(Buy(0, "item", item)) + leave_market(s)
    events += roll_horde(s, 2, ["hit2", "hit2"]) + win_combat(s) + s.apply(TakeRest(0)) + leave_market(s)
    events += roll_horde(s, 3, ["hit2", "hit2"]) + win_combat(s) + leave_market(s)
    events += roll_horde(s, 4, ["hit2", "hit2"]) + lose_combat(s) + s.apply(FightAgain(0, True))  # the variant
    events += roll_horde(s, 4, ["hit2", "hit2"]) + win_combat(s)  # the 4th market: a Long Rest
    lost = hunt_session(["tesser"], seed=6)
    events += roll_horde(lost, 1, ["hit2"]) + lose_combat(lost)
    boss = hunt_session(["tesser"], seed=7)  # DC-HUNT-11, DC-BOSS-22/23: the Boss, lost once, then beaten
    for horde in (1, 2, 3, 4):
        events += roll_horde(boss, horde, ["purified"]) + win_combat(boss) + leave_market(boss)
    events += lose_combat(boss) + boss.apply(FightAgain(0, True))
    boss.state.boss.form = 2
    events += win_combat(boss)
    return checked(events)


SCENARIOS = (scenario_combat_started, scenario_flee_agreed, scenario_items_swapped, scenario_hunt)
SCENARIOS += (scenario_bear_metamorphosis,)
SCENARIOS += ITEM_SCENARIOS + ELDER_SCENARIOS  # items, artifacts, Elders (their own test files)
SCENARIOS += SCENARIOS_B  # the Specializations of Marzak, Pharanor, Tainara and Tesser
SCENARIOS += BOSS_SCENARIOS  # the Boss fight (boss/scenarios.py)
SCENARIOS += (scenario_coliseum,)  # hero against hero (coliseum_scenarios.py)
SCENARIOS += CAMPAIGN_SCENARIOS  # the Sempreterna map (campaign/campaign_scenarios.py)
SCENARIOS += MASTER_SCENARIOS  # the Corruption Master (master_scenarios.py)
SCENARIOS += MARKS_SCENARIOS  # the Arcanist's change of condition (marks_scenarios.py)


def test_max_level_playouts_emit_only_declared_events():
    _, problems = max_level_playouts()
    assert list(problems[:10]) == []


def test_every_declared_kind_is_emitted_by_a_playout_or_a_named_scenario():
    seen = Counter(playouts("desconfronto", SEEDS["desconfronto"])[0])
    seen.update(max_level_playouts()[0])
    for scenario in SCENARIOS:
        seen.update(e.kind for e in scenario())
    seen.update(prestige_a_kinds())  # Artan's, Fildon's, Gëlien's and Kandra's Specializations
    assert sorted(set(SPECS) - set(seen)) == []
    assert sorted(set(seen) - set(SPECS)) == []


def test_scenarios_emit_what_they_are_named_for():
    assert "dc.combat_started" in [e.kind for e in scenario_combat_started()]
    assert [e.kind for e in scenario_flee_agreed()][1:4] == ["dc.flee_agreed", "dc.flight", "dc.escaped"]
    kinds = [e.kind for e in scenario_items_swapped()]
    assert kinds[0] == "dc.item_swapped" and "dc.item_returned" in kinds


def _played(events):
    return next(e.data for e in events if e.kind == "dc.played")


def test_dc_cmb_24_a_played_card_names_where_it_went():
    """The card's destination is in the event: a shield card sits on its target (DC-CMB-24), a mantra
    stays active (DC-HERO-TAI-03), any other card goes to the discard."""
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5)
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_protection#1"])
    moved = _played(checked(s.apply(PlayCard(0, "pharanor.arcane_protection#1", "h1"))))
    assert moved["from"] == "hand" and moved["to"] == "shields:h1"
    assert st.heroes[1].shields[-1][0] == "pharanor.arcane_protection#1"

    s = session(["tainara"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.meditation#1"])
    moved = _played(checked(s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))))
    assert moved["to"] == "active" and st.heroes[0].active == ["tainara.mantra_of_protection#1"]


def test_a_sacrificed_card_goes_from_the_hand_to_the_discard():
    s = session(["pharanor"], ["bicudo"], seed=3)
    st = s.state
    card = st.heroes[0].hand[0]
    st.forced = ["hit1"]
    events = checked(s.apply(Sacrifice(0, card, "c0")))
    moved = next(e.data for e in events if e.kind == "dc.sacrificed")
    assert (moved["card"], moved["from"], moved["to"]) == (card, "hand", "discard")
    assert card in st.heroes[0].discard and card not in st.heroes[0].hand


def test_an_ordinary_card_goes_to_the_discard():
    s = session(["pharanor"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["pharanor.ice_blast#1"])
    moved = _played(checked(s.apply(PlayCard(0, "pharanor.ice_blast#1", "c0"))))
    assert (moved["card"], moved["from"], moved["to"]) == ("pharanor.ice_blast#1", "hand", "discard")
    assert "pharanor.ice_blast#1" in st.heroes[0].discard


def test_invigorated_carries_the_vigor_gained_beside_the_vigor_after():
    """Invigorate (Tesser): a hero about to fall is back at 5 Vigor; the event says +3 from 2."""
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5)
    st = s.state
    set_hand(st, 1, ["tesser.invigorate#1"])
    st.heroes[0].vigor, st.heroes[0].level = 2, 1
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    s.apply(Pass(0))
    events = checked(s.apply(React(1, "tesser.invigorate#1")))
    up = next(e.data for e in events if e.kind == "dc.invigorated")
    assert up == {"target": "h0", "amount": 3, "vigor": 5} and st.heroes[0].vigor == 5


def test_used_item_events_match_their_declaration():
    s = session(["tesser"], ["bicudo"], items={"tesser": ["healing_potion"]})
    st = s.state
    st.heroes[0].vigor, st.actions_left = 2, 3
    kinds = [e.kind for e in checked(s.apply(SwapItem(0, "healing_potion")) + s.apply(UseItem(0, "h0")))]
    assert kinds[0] == "dc.item_swapped" and "dc.item_used" in kinds
