"""What a hero's Region adds to the Nix dice of a Challenge or Test fought there (ZW-CHAL-14,
ZW-TEST-05): the Murk on or beside it, and a Blackstone on the Statue's face over its Thymor. One
place for every check — an Exploration, a Threat, the Herald's Attack — so they cannot drift apart."""

from __future__ import annotations

from typing import TypedDict

from game.zerywia.geography import Geography
from game.zerywia.state import ZerywiaState
from game.zerywia.statue import under_blackstone


class Site(TypedDict):
    murk_in_region: bool
    under_blackstone: bool


def nix_site(state: ZerywiaState, geo: Geography, region: str) -> Site:
    direction = geo.thymor_direction(region)
    return Site(
        murk_in_region=state.land.affected_by_murk(region),
        under_blackstone=direction is not None and under_blackstone(state.statue, direction),
    )
