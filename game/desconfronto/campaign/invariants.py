"""What must hold of a campaign after every action (``DesconfrontoGame.check_invariants`` adds these when
``state.campaign`` is set; the fuzzer checks them after every action of every campaign it plays).

* ``at`` is a card of the map, face up; ``revealed`` holds no card twice, starts at K0 and is connected
  through the connection indicators (one card revealed at a time, DC-CMP-08: each new card touches one
  already met; the face-up variant, DC-CMP-02, has them all);
* camps: at most the two rest tokens (DC-CMP-16), each on a revealed card, and tokens in hand plus
  tokens placed are exactly one Short and one Long (a token is used once; with ``moveable_camp`` it
  moves, it is never copied);
* pages: known pages, none twice, Scroll 1 and Scroll 2's introduction first (L256), every
  introduction before its conclusion (the reading order, DC-CMP-12/13);
* special foes beaten only on cards that hold one, each once and each won there; the finale open only
  with the four Guardians beaten (AMB-33); side missions once each, on "!" cards;
* between combats the stored choice is one of the campaign's five kinds.
"""

from __future__ import annotations

from game.desconfronto.campaign import world
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES
from game.desconfronto.campaign.world import KALAHAD
from game.desconfronto.state import CombatState

REST_TOKENS = ["long", "short"]
PENDING = ("map", "road", "discard", "path", "market")
FIRST_PAGES = ["scroll1", "scroll2.intro"]


def known_pages() -> set[str]:
    pages = {"scroll1"} | {f"scroll{n}.{part}" for n in range(2, 8) for part in ("intro", "conclusion")}
    return pages | {f"temple.{t}" for t in AKARI_TEMPLES}


def _connected(revealed: list[str]) -> bool:
    cards = set(revealed)
    seen = {KALAHAD}
    todo = [KALAHAD]
    while todo:
        for nxt in world.neighbours(todo.pop()):
            if nxt in cards and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == cards


def _map_invariants(state: CombatState) -> list[str]:
    camp = world.camp_of(state)
    cards = world.the_map().cards
    bad: list[str] = []
    if camp.at not in cards:
        bad.append(f"campaign: the group stands on {camp.at!r}, not a map card")
    if len(set(camp.revealed)) != len(camp.revealed) or any(c not in cards for c in camp.revealed):
        bad.append(f"campaign: revealed cards repeat or are unknown: {camp.revealed}")
    if camp.at not in camp.revealed:
        bad.append(f"campaign: the group's card {camp.at} is face down")
    if state.options.get("face_up_map"):
        if sorted(camp.revealed) != sorted(cards):
            bad.append("campaign: face_up_map but not every card is face up")
    elif not camp.revealed or camp.revealed[0] != KALAHAD or not _connected(camp.revealed):
        bad.append(f"campaign: revealed cards are not one connected set from K0: {camp.revealed}")
    return bad


def _rest_invariants(state: CombatState) -> list[str]:
    camp = world.camp_of(state)
    bad: list[str] = []
    if len(camp.camps) > len(REST_TOKENS):
        bad.append(f"campaign: {len(camp.camps)} camps")
    off = [c for c in camp.camps if c not in camp.revealed]
    if off:
        bad.append(f"campaign: camps on face-down cards {off}")
    if sorted([*camp.tokens, *camp.camps.values()]) != REST_TOKENS:
        bad.append(f"campaign: rest tokens {camp.tokens} + camps {camp.camps} are not one Short and one Long")
    return bad


def _page_invariants(state: CombatState) -> list[str]:
    pages = world.camp_of(state).pages
    bad: list[str] = []
    unknown = [p for p in pages if p not in known_pages()]
    if unknown:
        bad.append(f"campaign: unknown pages {unknown}")
    if len(set(pages)) != len(pages):
        bad.append(f"campaign: a page read twice: {pages}")
    if pages[:2] != FIRST_PAGES:
        bad.append(f"campaign: the story does not open with Scroll 1 and Scroll 2's introduction: {pages[:2]}")
    for i, p in enumerate(pages):
        if p.endswith(".conclusion") and p.replace(".conclusion", ".intro") not in pages[:i]:
            bad.append(f"campaign: {p} read before its introduction")
    return bad


def _foe_invariants(state: CombatState) -> list[str]:
    camp = world.camp_of(state)
    m = world.the_map()
    bad: list[str] = []
    if len(set(camp.beaten)) != len(camp.beaten):
        bad.append(f"campaign: a foe beaten twice: {camp.beaten}")
    for cid in camp.beaten:
        if cid not in m.cards or not world.card(state, cid).encounter or camp.wins.get(cid, 0) < 1:
            bad.append(f"campaign: {cid} beaten but holds no special foe or was never won")
    if camp.finale and world.guardians_beaten(state) < len(m.corners()):
        bad.append("campaign: the finale is open before the four Guardians fall")
    done = [(x["seat"], x["kind"]) for x in camp.missions]
    if len(set(done)) != len(done):
        bad.append(f"campaign: a side mission done twice: {done}")
    poi = [c for c in camp.mission_cards if "point_of_interest" not in m.cards[c].symbols]
    if poi or len(set(camp.mission_cards)) != len(camp.mission_cards):
        bad.append(f"campaign: mission cards {camp.mission_cards} repeat or carry no '!'")
    return bad


def campaign_invariants(state: CombatState) -> list[str]:
    camp = world.camp_of(state)
    bad = _map_invariants(state) + _rest_invariants(state) + _page_invariants(state) + _foe_invariants(state)
    if state.fragments < 0:
        bad.append(f"campaign: {state.fragments} fragments")
    if state.phase == "run" and (state.pending is None or state.pending.kind not in PENDING):
        bad.append(f"campaign: between combats waiting on {state.pending!r}")
    if any(c not in world.the_map().cards or n < 1 for c, n in camp.wins.items()):
        bad.append(f"campaign: wins {camp.wins}")
    return bad
