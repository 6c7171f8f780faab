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


# Marzak, Pharanor, Tainara, Tesser (log lines: dc_prestige_b.toml)
PRESTIGE_B: tuple[EventSpec, ...] = (
    # minions.py: Marzak's ember spirits and Pharanor's skeletons (count: how many after)
    spec("dc.spirit_summoned", hero=int, count=int),
    spec("dc.spirit_guard", hero=int),
    spec("dc.spirit_attack", hero=int, target=str),
    spec("dc.spirit_blocked", hero=int),
    spec("dc.skeleton_summoned", hero=int, count=int),
    spec("dc.skeleton_guard", hero=int),
    spec("dc.skeleton_attack", hero=int, target=str),
    spec("dc.skeleton_blocked", hero=int),
    # Marzak
    spec("dc.marzak_treant", hero=int, target=str, card=str),
    spec("dc.marzak_treant_block", target=str, amount=int),
    spec("dc.marzak_petals", target=str),
    spec("dc.marzak_bulb", hero=int),
    spec("dc.marzak_phoenix", target=str),
    spec("dc.marzak_kindle", hero=int, target=str),
    # Pharanor
    spec("dc.pharanor_enchant", hero=int, cond=str),
    spec("dc.pharanor_arcane_charged", target=str),
    spec("dc.pharanor_arcane", target=str, amount=int),
    spec("dc.pharanor_aura_burst", hero=int),
    spec("dc.pharanor_essence", hero=int, target=str),
    spec("dc.pharanor_curse", hero=int, target=str, card=str),
    # Tainara
    spec("dc.tainara_epiphany", hero=int, count=int),
    spec("dc.tainara_fold", hero=int, target=str, count=int),
    spec("dc.tainara_fold_back", hero=int, card=str),
    spec("dc.tainara_vital", target=str),
    spec("dc.tainara_shaman_purify", hero=int),
    # Tesser
    spec("dc.tesser_restored", hero=int, count=int),
    spec("dc.tesser_faith", target=str, amount=int),
    spec("dc.tesser_reaped", hero=int, card=str, target=str, amount=int),
    spec("dc.tesser_shroud", target=str),
    spec("dc.tesser_shroud_burst", target=str, amount=int),
    spec("dc.tesser_word", target=str),
)
