"""The Scenario Cards (L406, ZW-SCEN-05): a scenario's Page of Dawn and Black Page, and what a
Success or a Failure of it does to a campaign (L1210).

L406: the scenario names "the name and number of the Page of Dawn, the card with which the game
should begin. The same numbering is given to the Black Page, which should also be unveiled and
placed right next to the Page of Dawn". Only the Path of the Chosen One has Pages here (the Memory
of the World uses none, L1122); their faces are authored (``data/pages.toml``). Their text restates
the Path's own rules, so a single scenario plays exactly as before; the one thing they add is the
campaign consequence, declared as data and applied by ``campaign.fold`` / ``campaign.next_setup``:

* the Page of Dawn's ``success``: each standing hero takes ``offerings`` Offerings into the next
  scenario, in seat order while the box (12, ZW-RES-01) still has one;
* the Black Page's ``failure``: the next scenario begins with ``blackstones`` on the Ritual Rifts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.core.content import ContentError, check_unique_ids, load_records
from game.core.resources import DataPath
from game.zerywia.content import DATA
from game.zerywia.content_models import ConsequenceM, PageM


@dataclass(frozen=True)
class Pages:
    """One scenario's two Scenario Cards, side by side (L406)."""

    dawn: PageM
    black: PageM

    def consequence(self, outcome: str) -> ConsequenceM | None:
        """What the scenario's end does to a campaign: the Page of Dawn's on a Success, the Black
        Page's on a Failure (L1210)."""
        return self.dawn.success if outcome == "won" else self.black.failure


def load(directory: DataPath = DATA) -> dict[str, Pages]:
    """``pages.toml`` validated: per scenario one Page of Dawn with a Success and one Black Page with a
    Failure, of one number (L406); no two scenarios share a number."""
    path = directory / "pages.toml"
    records = check_unique_ids(path, "page", load_records(path, "page", PageM)).values()
    out: dict[str, Pages] = {}
    for scenario in dict.fromkeys(p.scenario for p in records):
        mine = [p for p in records if p.scenario == scenario]
        dawn = [p for p in mine if p.kind == "dawn"]
        black = [p for p in mine if p.kind == "black"]
        if len(dawn) != 1 or len(black) != 1:
            raise ContentError(f"pages.toml: scenario '{scenario}' needs one Page of Dawn and one Black Page (L406)")
        if dawn[0].number != black[0].number:
            raise ContentError(f"pages.toml: scenario '{scenario}': the Black Page has the Page of Dawn's number (L406)")
        if dawn[0].success is None or dawn[0].failure is not None or black[0].failure is None or black[0].success is not None:
            raise ContentError(f"pages.toml: scenario '{scenario}': the Page of Dawn gives the Success, the Black Page the Failure")
        out[scenario] = Pages(dawn[0], black[0])
    numbers = [p.dawn.number for p in out.values()]
    if len(set(numbers)) != len(numbers):
        raise ContentError("pages.toml: two scenarios' Pages share a number")
    return out


@cache
def pages() -> dict[str, Pages]:
    return load()


def pages_of(scenario: str) -> Pages | None:
    """The scenario's Pages, or None (the Memory of the World uses none, L1122)."""
    return pages().get(scenario)
