"""Events of the run layer: a Hunt's hordes, the Wandering Market, rests, Specializations, Elders.

Log lines: ``event.<kind>`` in dc_hunt.toml."""

from __future__ import annotations

from game.core.events import ListOf, Maybe, spec

RUN = (
    spec("dc.subclass_taken", hero=int, subclass=str, cards=ListOf(str)),
    # roller: the Corruption Master's seat, who rolls the combat-setup dice (DC-CM-02)
    spec("dc.hunt_tiers_rolled", reveals=True, horde=int, faces=ListOf(str), roller=Maybe(int)),
    spec("dc.tier_chosen", hero=int, tier=int),
    spec("dc.horde_started", horde=int, tiers=ListOf(int), creatures=ListOf(str)),
    spec("dc.artifact_won", reveals=True, hero=int, item=str),
    spec(
        "dc.market_opened",
        horde=int,
        common=Maybe(int),
        artifact=Maybe(int),
        subclass=Maybe(int),
        elder=Maybe(int),
    ),
    spec("dc.market_bought", hero=int, what=str, ref=str, cost=int),
    spec("dc.done_shopping", hero=int),
    spec("dc.short_rest", hero=int, returned=int),
    spec("dc.long_rest", hero=int),
    spec("dc.hunt_retry", horde=int),
    spec("dc.hunt_won", horde=int),
    spec("dc.hunt_lost", horde=int),
    spec("dc.boss_unlocked", wins=int),
    spec("dc.boss_again", tries=int),
)
