"""Events of the Specializations' passives and Signature cards (prestige.py, heroes/*_prestige.py)."""

from __future__ import annotations

from game.core.events import EventSpec, spec

# Artan, Fildon, Gëlien, Kandra (log lines: event.dc.<kind> in dc_prestige_a.toml)
PRESTIGE_A: tuple[EventSpec, ...] = (
    spec("dc.knight_purged", hero=int, target=str, count=int),
    spec("dc.knight_parried", hero=int, target=str),
    spec("dc.knight_compel_none", hero=int),
    spec("dc.compelled_play", hero=int, card=str, target=str),
    spec("dc.executioner_choice", hero=int, count=int),
    spec("dc.executioner_toll", hero=int, count=int),
    spec("dc.executioner_tempest", hero=int, count=int),
    spec("dc.executioner_abyssal", hero=int, target=str, count=int),
    spec("dc.virtuosi_heal", hero=int, target=str, token=str),
    spec("dc.virtuosi_celendalle", hero=int, target=str, token=str),
    spec("dc.virtuosi_creation", hero=int, target=str, token=str),
    spec("dc.thaumaturge_strike", hero=int, target=str, token=str),
    spec("dc.thaumaturge_terror", hero=int, target=str),
    spec("dc.thaumaturge_terror_all", hero=int),
    spec("dc.thaumaturge_abyss", hero=int),
    spec("dc.kandra_cry", hero=int, card=str),
    spec("dc.zealot_rally", hero=int),
    spec("dc.zealot_heal", hero=int),
    spec("dc.zealot_command", hero=int, target=str),
    spec("dc.berserker_die", hero=int, target=str),
    spec("dc.berserker_impetuous_armed", hero=int, target=str),
    spec("dc.berserker_impetuous", hero=int, target=str),
    spec("dc.gelien_prestige_card", hero=int, card=str),
    spec("dc.guardian_mount", hero=int, card=str, target=str),
    spec("dc.guardian_charge", hero=int, target=str),
    spec("dc.avenger_redirect", hero=int, target=str, source=str),
)


# Marzak, Pharanor, Tainara, Tesser
PRESTIGE_B: tuple[EventSpec, ...] = ()
