"""The secret items (``data/campaign/secret_items.toml``, DC-GEN-02, DC-SEC-03/04): the Abyssal Blade
(Tenebrah's spoil, any hero, L479) and the Solarion Lance (Artan's, L481).

They are registered into ``items.ITEMS`` at import (``game.desconfronto`` imports this module), so
``items.give`` and the Active Item rules work on them as on any equipment; they are never in the
shop's stock (``SHOP_STOCK`` counts consumables only) nor in the Hunt's artifact pile
(``artifact_pile`` takes only the heroes' Legendary Weapons and Personal Artifacts).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from game.core.content import ContentError, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath
from game.desconfronto.campaign.map_cards import DATA
from game.desconfronto.items import ITEMS, ItemDef, ItemModel, item_def

SECRET_ITEMS_FILE = DATA / "secret_items.toml"
SECRET_ITEMS = ("abyssal_blade", "solarion_lance")  # the two item cards set aside (L68)
HOLDER = {"abyssal_blade": "", "solarion_lance": "artan"}  # "": the group's choice (L479); L481
BASE_ITEMS = frozenset(ITEMS)  # items.toml's, before this module adds its own


class SecretItemModel(ItemModel):
    kind: Literal["equipment"]  # "equipment card" (L479): an Active Item, never consumed

    @model_validator(mode="after")
    def _kind_fields(self) -> SecretItemModel:  # replaces ItemModel's: a secret item may have no hero
        if self.price or self.copies != 1:
            raise ValueError("a secret item is one card and is never sold")
        return self


def load_secret_items(path: DataPath = SECRET_ITEMS_FILE) -> dict[str, ItemDef]:
    models = parse_records(path, read_toml(path), "item", SecretItemModel)
    check_unique_ids(path, "item", models)
    for m in models:
        where = f"{path.name}: [[item]] entry (id '{m.id}')"
        if m.id in BASE_ITEMS:
            raise ContentError(f"{where}: the id is already an item of items.toml")
        if m.id not in HOLDER:
            raise ContentError(f"{where}: not a secret item (known: {', '.join(SECRET_ITEMS)})")
        if m.hero != HOLDER[m.id]:
            raise ContentError(f"{where}, field 'hero': must be '{HOLDER[m.id]}' (L479, L481)")
        if m.source != "authored" or not m.note:
            raise ContentError(f"{where}: the rulebook prints no effect: source 'authored' with a note")
    if missing := sorted(set(SECRET_ITEMS) - {m.id for m in models}):
        raise ContentError(f"{path.name}: missing secret items: {', '.join(missing)}")
    return {m.id: item_def(path, m) for m in models}


ITEMS.update(load_secret_items())
