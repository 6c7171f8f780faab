"""The Memory of the World's time limit: four Monolith Rituals and the fading of Sventovit's faces
(ZW-SCEN-19, ZW-SCEN-22, ZW-SCEN-23, ZW-CYCLE-23; L1129-L1140, L625).

Every Blackstone goes onto the next free Ritual Rift (``statue.add_blackstone``). In the Path the
fifth ends the game (the end check); in the Memory the Ritual under way has the limit 6, 5, 4 or 3
(the faces already faded say which), and the Blackstone that reaches it fades a face at once, even
outside Nix's Phase (AMB-09): ``statue.fade`` puts it on the Statue in place of a Dawnstone, parks
the Dawnstone on a freed Rift and clears the others, and the next Ritual starts. Each fading has its
effect: the first shuffles the Raid of the Scorned set into the Exploration decks, the second the
Black Monolith set, the third adds the whole Monolith Guardians breed to the Enemy deck; the fourth
face fading ends the game, lost (the end check, ``statue.nix_wins``).
"""

from __future__ import annotations

from game.core.actions import Event
from game.zerywia.content import content
from game.zerywia.content_models import TERRAINS
from game.zerywia.scenarios import FADING_BREED, FADING_SETS, ritual_limit, scenario_of
from game.zerywia.state import ZerywiaState
from game.zerywia.statue import STATUE_LIMIT, add_blackstone, fade


def place_blackstone(state: ZerywiaState, events: list[Event]) -> None:
    """One Blackstone onto the Ritual Rifts, and the Memory's Ritual check right after."""
    events += add_blackstone(state.statue)
    scenario = scenario_of(state)
    if not scenario.fades or state.statue.on_statue() >= STATUE_LIMIT:
        return
    if state.statue.on_rifts() >= ritual_limit(scenario, state.statue.on_statue()):
        events += fade(state.statue)
        fading_effect(state, state.statue.on_statue(), events)


def ritual_status(state: ZerywiaState) -> tuple[int, int, int]:
    """(the Ritual under way, 1-4; its limit; the Blackstones on the Rifts) for the Statue panel."""
    faded = state.statue.on_statue()
    scenario = scenario_of(state)
    return min(faded + 1, len(scenario.rituals)), ritual_limit(scenario, faded), state.statue.on_rifts()


def fading_effect(state: ZerywiaState, faded: int, events: list[Event]) -> None:
    """ZW-SCEN-23: what the ``faded``-th face's Extinguishing adds."""
    if faded in FADING_SETS:
        name = FADING_SETS[faded]
        added = 0
        for terrain in TERRAINS:
            cards = content().set_cards(name, terrain)
            state.decks[terrain].cards.extend(cards)
            state.decks[terrain].shuffle(state.rng)
            added += len(cards)
        events.append(Event("zerywia.memory.set_added", {"set": name, "cards": added, "face": faded}))
    elif faded in FADING_BREED:
        name = FADING_BREED[faded]
        cards = [c for c in content().breed(name) if c not in state.enemy_deck and c not in state.enemy_discard]
        state.enemy_deck.cards.extend(cards)
        state.enemy_deck.shuffle(state.rng)
        events.append(Event("zerywia.memory.breed_added", {"breed": name, "cards": len(cards), "face": faded}))


def adventure_cards(faded: int) -> list[str]:
    """Every Exploration card the fadings so far have added (the fuzzer's card count)."""
    return [c for n, name in FADING_SETS.items() if n <= faded for t in TERRAINS for c in content().set_cards(name, t)]


def guardian_cards(faded: int) -> list[str]:
    """The Enemy cards the third fading added, once it has (the fuzzer's card count)."""
    return [c for n, name in FADING_BREED.items() if n <= faded for c in content().breed(name)]
