"""Every event Zerywia's rules emit and what it carries (``game.core.events``): results, so the
board and the log never re-run a rule. ``faces`` of a roll are [kind, face] pairs in the set's order."""

from __future__ import annotations

from game.core.events import EventSpecs, ListOf, declare, spec

FACE = ListOf(str)  # one die: [kind, face]

SPECS: EventSpecs = declare(
    # --- a Challenge (challenge.py)
    spec("zerywia.challenge.revealed", reveals=True, enemy=str),
    spec("zerywia.challenge.ambush", enemy=str, ability=str),
    spec("zerywia.challenge.strengthened", strengthen=ListOf(str), defile=(str, None)),
    spec("zerywia.challenge.set", difficulty=ListOf(str), shields=ListOf(str), nix=int, murk_tokens=int),
    spec("zerywia.challenge.reacted", seat=int, removed=str, prepared=str),
    spec("zerywia.challenge.die_added", seat=int, attr=str, source=str),
    spec("zerywia.challenge.rune", seat=int, attr=str, source=str),
    spec("zerywia.challenge.shield", seat=int, attr=str, source=str),
    spec("zerywia.challenge.passed", seat=int),
    spec("zerywia.challenge.joined", seat=int),
    spec("zerywia.challenge.rolled", reveals=True, faces=ListOf(FACE)),
    spec("zerywia.challenge.rerolled", reveals=True, kind=str, before=str, after=str, by=str, die=int),
    spec("zerywia.challenge.critical", seat=int, card=str, die=int, runes=ListOf(str), shields=ListOf(str)),
    spec("zerywia.challenge.shield_removed", attr=str, by=str),
    spec("zerywia.challenge.determined", faces=ListOf(FACE)),
    spec("zerywia.challenge.cancelled", attr=str, by=str, cause=str),
    spec("zerywia.challenge.resolved", result=str, trophies=int),
    # --- an Attribute Test (attribute_test.py)
    spec("zerywia.test.rolled", reveals=True, attr=str, faces=ListOf(FACE)),
    spec("zerywia.test.rerolled", reveals=True, die=int, before=str, after=str, by=str),
    spec("zerywia.test.resolved", attr=str, result=str, pierces=int, cancelled=int),
    spec("zerywia.test.joined", seat=int),
    # --- a hero
    spec("zerywia.hero.lost", seat=int, what=str, attr=str, cause=str),
    spec("zerywia.hero.restored", seat=int, what=str, by=str),
    spec("zerywia.hero.tainted", seat=int, attr=str),
    spec("zerywia.hero.taint_removed", seat=int, attr=str),
    spec("zerywia.hero.dread", seat=int, cause=str),
    spec("zerywia.hero.chosen_one", seat=int),
    spec("zerywia.hero.primal_taint", seat=int, attr=str, primal=int),
    spec("zerywia.hero.lost_to_oblivion", seat=int),
    spec("zerywia.hero.moved", seat=int, to=str, by=str),
    spec("zerywia.hero.feat_recovered", seat=int, feat=str),
    spec("zerywia.hero.journey_token", seat=int, terrain=str),
    spec("zerywia.hero.trophies", seat=int, n=int, by=str),
    spec("zerywia.hero.trophies_passed", {"from": int}, to=int, n=int),
    spec("zerywia.hero.offering", seat=int, n=int, by=str),
    spec("zerywia.hero.offered", seat=int, trophies=int),
    spec("zerywia.hero.prepared", seat=int, removed=str, prepared=str),
    # --- the land (land.py)
    spec("zerywia.land.placed", family=str, region=str),
    spec("zerywia.land.flipped", family=str, region=str, to=str),
    spec("zerywia.land.overflow", {"from": str}, family=str, choices=ListOf(str)),
    spec("zerywia.land.discarded", family=str, region=str, blackstone=int),
    spec("zerywia.land.guarded", family=str, region=str, guard=str),
    spec("zerywia.land.guard_placed", guard=str, region=str),
    spec("zerywia.land.pushed", {"from": str}, family=str),
    spec("zerywia.land.removed", family=str, region=str),
    # --- the Statue and the Cycle
    spec("zerywia.statue.rotated", facing=ListOf(str)),
    spec("zerywia.statue.blackstone", on_rifts=int),
    spec("zerywia.statue.faded", face=int, dawnstone=str, direction=str, on_statue=int),
    spec("zerywia.cycle.began", cycle=int),
    spec("zerywia.cycle.time", time=str),
    spec("zerywia.turn.ended", seat=int, time=str),
    spec("zerywia.explore.drawn", reveals=True, seat=int, card=str, region=str),
    spec("zerywia.explore.resolved", seat=int, card=str, result=str),
    spec("zerywia.enemy.fed", deck=int, breed=int),
    spec("zerywia.item.used", seat=int, item=str, alternative=bool),
    spec("zerywia.creature.summoned", reveals=None, seat=int, creature=str),  # drawn at random, or chosen
    spec("zerywia.god.worshipped", seat=int, god=str),
    spec("zerywia.god.released", seat=int, god=str),
    spec("zerywia.power.used", seat=int, card=str),
    spec("zerywia.feat.played", seat=int, feat=str, mode=str),
    spec("zerywia.item.gained", seat=int, item=str),
    spec("zerywia.item.dropped", seat=int, item=str),
    spec("zerywia.item.shown", reveals=True, seat=int, items=ListOf(str)),
    spec("zerywia.story.quest_done", seat=int, story=str),
    spec("zerywia.story.fulfilled", seat=int, story=str, path=str, reward=str),
    spec("zerywia.nix.herald_roll", reveals=True, thymor=str, location=str),
    spec("zerywia.nix.herald_moved", region=str),
    spec("zerywia.nix.murk_placed", seat=int, region=str),
    spec("zerywia.over", result=str, reason=str),
)
