"""The map as the group meets it (DC-CMP-01..15): which card stands where, where the group may go, and
which pages of the story an arrival opens (DC-CMP-12..14). Pure reads of the content plus the
``CampaignState``; the moves themselves are ``engine.py``'s.

Readings (RULES.md "Campaign"):

* The group token is on one card; ``Move`` reaches a card a connection indicator of the group's card
  points to (L249), revealing it if it is face down (one card at a time). ``Travel`` reaches any revealed
  card but the group's own, paying the destination's cost (L266; in fragments, AMB-24).
* Pages: leaving an area for the first time reads its Scroll's conclusion, entering one for the first
  time its introduction (L255). Kalahad's conclusion is read after its first combat instead (L257),
  which is also the first time the group can leave it. Each Akari temple has its own page, read the
  first time the group stands on it (L264). Scroll 7's introduction is read on arriving at Kalahad once
  the final battle is open (AMB-33), its conclusion when Gûrthur falls (L460).
"""

from __future__ import annotations

from functools import cache

from game.desconfronto.campaign.content import load_campaign
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES, STEP, CampaignMap, MapCard
from game.desconfronto.campaign.road_events import RoadEvent
from game.desconfronto.campaign.scrolls import Scrolls
from game.desconfronto.state import CampaignState, CombatState

KALAHAD = "K0"
SECRET_SPOT = "P5"  # DC-SEC-02 (L479): the card Tenebrah's corrupted version replaces
FINAL_SCROLL = 7


@cache
def content() -> tuple[CampaignMap, Scrolls, dict[str, RoadEvent]]:
    return load_campaign()


def the_map() -> CampaignMap:
    return content()[0]


def camp_of(state: CombatState) -> CampaignState:
    camp = state.campaign
    assert camp is not None, "not a campaign"
    return camp


def card(state: CombatState, card_id: str) -> MapCard:
    """The card at ``card_id``'s place now: P5's corrupted version once it is swapped in (DC-SEC-02)."""
    m = the_map()
    if card_id == SECRET_SPOT and state.campaign is not None and state.campaign.swapped:
        return next(c for c in m.secret.values() if c.replaces == SECRET_SPOT)
    return m.cards[card_id]


def here(state: CombatState) -> MapCard:
    return card(state, camp_of(state).at)


def neighbours(card_id: str) -> list[str]:
    """Cards the connection indicators of ``card_id`` lead to, in n/e/s/w order (always both ways)."""
    m = the_map()
    c = m.cards[card_id]
    out = []
    for d in ("n", "e", "s", "w"):
        if d in c.directions:
            dx, dy = STEP[d]
            other = m.at(c.col + dx, c.row + dy)
            if other is not None:
                out.append(other.id)
    return out


def scroll_of(colour: str, final: bool = False) -> int:
    return content()[1].area_scroll(colour, final).number


def arrival_pages(state: CombatState, to: str) -> list[str]:
    """The story pages arriving at ``to`` opens, in reading order, recorded as read (see above)."""
    camp = camp_of(state)
    pages: list[str] = []
    old = the_map().cards[camp.at].area
    new = the_map().cards[to].area
    if old != new:
        if old not in camp.left and old != "red":  # red's conclusion follows the K0 combat (L257)
            camp.left.append(old)
            pages.append(f"scroll{scroll_of(old)}.conclusion")
        if new not in camp.entered:
            camp.entered.append(new)
            pages.append(f"scroll{scroll_of(new)}.intro")
    if to == KALAHAD and camp.finale and f"scroll{FINAL_SCROLL}.intro" not in camp.pages:
        pages.append(f"scroll{FINAL_SCROLL}.intro")
    if to in AKARI_TEMPLES and f"temple.{to}" not in camp.pages:
        pages.append(f"temple.{to}")
    camp.pages += [p for p in pages if p not in camp.pages]
    return pages


def guardians_beaten(state: CombatState) -> int:
    """Corners whose Guardian has fallen (DC-CMP-06)."""
    camp = camp_of(state)
    return sum(1 for c in the_map().corners() if c.id in camp.beaten)


def akari_beaten(state: CombatState) -> bool:
    camp = camp_of(state)
    return all(t in camp.beaten for t in AKARI_TEMPLES)


def hostile(state: CombatState, card_id: str) -> bool:
    """DC-CMP-07: every card is hostile but a camp."""
    return card_id not in camp_of(state).camps
