"""The side-mission texts (``data/campaign/missions.toml``, DC-CMP-20..22, L288-304) and the secret
endings' texts (L479-482, DC-SEC-03..05).

``weapon_text(hero)``: the Legendary Weapon mission's scene; ``prestige_text(hero)``: the Prestige
Class mission's, ending in the choice between the Purification and the Corruption subclass of that hero
(``data/prestige/<hero>.toml``); ``secret_text(key)``: ``abyssal_blade`` (on beating Tenebrah, L479),
``solarion_lance`` (L481) or ``corrupted_pharanor`` (L482). Each is a ``Text`` (en + pt). The mission
texts never name the secret foes or items (DC-GEN-02).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Literal

from game.core.content import ContentError, Record, Source, Text, parse_records, read_toml
from game.core.resources import DataPath
from game.desconfronto.campaign.map_cards import DATA
from game.desconfronto.content import HEROES
from game.desconfronto.prestige import subclasses

MISSIONS_FILE = DATA / "missions.toml"
SECRET_KEYS = ("abyssal_blade", "solarion_lance", "corrupted_pharanor")
# what a first campaign's player must never read outside the secret texts (DC-GEN-02, L66-71)
HIDDEN = re.compile(r"tenebrah|solarion|abyssal|abissal|corrupted pharanor|pharanor corrompido", re.I)


class MissionModel(Record):
    hero: str
    weapon: Text
    prestige: Text
    source: Source
    note: str = ""


class SecretModel(Record):
    key: Literal["abyssal_blade", "solarion_lance", "corrupted_pharanor"]
    text: Text
    source: Source
    note: str = ""


@cache
def load_missions(path: DataPath = MISSIONS_FILE) -> tuple[dict[str, MissionModel], dict[str, SecretModel]]:
    data = read_toml(path)
    missions = parse_records(path, data, "mission", MissionModel)
    secrets = parse_records(path, data, "secret", SecretModel)
    by_hero: dict[str, MissionModel] = {}
    for m in missions:
        where = f"{path.name}: [[mission]] entry (hero '{m.hero}')"
        if m.hero not in HEROES:
            raise ContentError(f"{where}: unknown hero")
        if m.hero in by_hero:
            raise ContentError(f"{where}: the hero has two entries")
        for lang in ("en", "pt"):
            text = m.prestige.get(lang)
            for sub in subclasses(m.hero):
                if sub.name.get(lang) not in text:  # the choice names both paths (L294)
                    raise ContentError(f"{where}, field 'prestige.{lang}': names no '{sub.name.get(lang)}'")
            if HIDDEN.search(m.weapon.get(lang) + " " + text):
                raise ContentError(f"{where}: names a secret (DC-GEN-02: hidden from a first campaign)")
        by_hero[m.hero] = m
    if missing := sorted(set(HEROES) - set(by_hero)):
        raise ContentError(f"{path.name}: no [[mission]] for {', '.join(missing)}")
    by_key: dict[str, SecretModel] = {}
    for s in secrets:
        if s.key in by_key:
            raise ContentError(f"{path.name}: [[secret]] '{s.key}' is defined twice")
        by_key[s.key] = s
    if missing := sorted(set(SECRET_KEYS) - set(by_key)):
        raise ContentError(f"{path.name}: no [[secret]] for {', '.join(missing)}")
    return by_hero, by_key


def weapon_text(hero: str) -> Text:
    """The Legendary Weapon mission of ``hero`` (DC-CMP-21, L290-292)."""
    return load_missions()[0][hero].weapon


def prestige_text(hero: str) -> Text:
    """The Prestige Class mission of ``hero``, ending in its Purification / Corruption choice (L294)."""
    return load_missions()[0][hero].prestige


def secret_text(key: str) -> Text:
    """``abyssal_blade`` (Tenebrah beaten, L479), ``solarion_lance`` (L481), ``corrupted_pharanor`` (L482)."""
    return load_missions()[1][key].text
