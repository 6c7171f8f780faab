"""Zerywia's content, validated once at first use: dice, Enemy cards, Saga cards (``data/*.toml``).

A broken file raises ContentError naming the file, the entry and the field; references between files
are checked here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game.core.content import ContentError, check_unique_ids, load_records
from game.core.resources import DataPath, located
from game.zerywia.content_models import (
    CreatureM,
    DieM,
    EnemyM,
    ExplorationM,
    FeatM,
    GodM,
    HeraldAttackM,
    HeraldM,
    HeroM,
    ItemAbilityM,
    ItemM,
    SagaDeckM,
    SagaM,
    StoryM,
)
from game.zerywia.packs import PACK_FILES, PACKS, gather, pack_folders
from game.zerywia.saga_content import check_decks

DATA = located(Path(__file__).resolve().parent / "data")
BASIC_SETS = ("basic", "zerywian_tales")  # the basic Exploration decks (L347, AMB-30)


@dataclass(frozen=True)
class Content:
    dice: dict[str, DieM]
    enemies: dict[str, EnemyM]
    sagas: dict[str, SagaM]
    exploration: dict[str, ExplorationM]
    heroes: dict[str, HeroM]
    stories: dict[str, StoryM]
    items: dict[str, ItemM]
    gods: dict[str, GodM]
    creatures: dict[str, CreatureM]
    feats: dict[str, FeatM]
    # The Challenges printed on Exploration cards, as Enemy-shaped records (no Advantage, no
    # Trophies, no abilities): ``card`` or ``card/0``, ``card/1`` for the sides of a choice grid.
    printed: dict[str, EnemyM] = field(default_factory=dict)
    # The Heralds' cards (data/herald.toml): Herald cards, and Herald's Attack cards by id, also
    # as foes (``attack_foes``) so the Challenge engine fights them like any card.
    heralds: dict[str, HeraldM] = field(default_factory=dict)
    herald_attacks: dict[str, HeraldAttackM] = field(default_factory=dict)
    attack_foes: dict[str, EnemyM] = field(default_factory=dict)
    decks: dict[str, SagaDeckM] = field(default_factory=dict)  # the Sagas (saga_content.py)
    # Which expansion pack (packs.py) each record came from, per file: {"heroes": {"kost": ...}}.
    # Base records are not in it; the dicts above hold the base and every pack, merged.
    origin: dict[str, dict[str, str]] = field(default_factory=dict)

    def pack_of(self, kind: str, key: str) -> str:
        """The pack a record of ``kind`` (a pack file's name: "heroes", "feats", "sagas", "decks",
        "stories", "exploration") came from; "" for the base box."""
        return self.origin.get(kind, {}).get(key, "")

    def base(self, kind: str) -> dict[str, Any]:
        """The base box's records of ``kind`` (a field: "heroes", "sagas", "decks", ...), no pack's."""
        records: dict[str, Any] = getattr(self, kind)
        return {k: v for k, v in records.items() if not self.pack_of(kind, k)}

    def in_play(self, kind: str, key: str, packs: Sequence[str]) -> bool:
        """Whether a record belongs to a game playing ``packs``: the base, or one of them."""
        pack = self.pack_of(kind, key)
        return not pack or pack in packs

    def scorned_cards(self) -> list[str]:
        """The Scorned cards (ZW-HERO-36, L1232), in file order."""
        return [f.id for f in self.feats.values() if f.scorned]

    def pack_cards(self, packs: Sequence[str], terrain: str) -> list[str]:
        """The Exploration cards the switched-on ``packs`` shuffle into a terrain's basic deck at setup
        (a pack's cards carry its id as their ``set``), in file order."""
        return [c.id for c in self.exploration.values() if c.terrain == terrain and c.set in packs]

    def foe(self, key: str) -> EnemyM:
        """What a Challenge is fought against: an Enemy card, a Herald's Attack card, or a card's
        printed Challenge."""
        return self.enemies.get(key) or self.attack_foes.get(key) or self.printed[key]

    def herald_cards(self, herald: str) -> list[str]:
        """A Herald's Herald cards (ids, in file order)."""
        return [c.id for c in self.heralds.values() if c.herald == herald]

    def attack_deck(self, herald: str) -> list[str]:
        """A Herald's Attack deck (ids, in file order, unshuffled)."""
        return [c.id for c in self.herald_attacks.values() if c.herald == herald]

    def first_story(self, hero: str) -> StoryM:
        """The first Story card of ``hero``'s Personal Saga (the Path's goal, L412)."""
        return next(s for s in self.stories.values() if s.hero == hero and s.stage == 1)

    def personal_saga(self, hero: str) -> SagaDeckM:
        """``hero``'s Personal Saga (L260)."""
        return next(d for d in self.decks.values() if d.kind == "personal" and d.hero == hero)

    def deck(self, terrain: str) -> list[str]:
        """The basic Exploration deck of a terrain (its cards' ids, in file order): the unmarked
        cards and the Zerywian Tales (L347, AMB-30), not the adventure sets."""
        return [c.id for c in self.exploration.values() if c.terrain == terrain and c.set in BASIC_SETS]

    def set_cards(self, set_name: str, terrain: str) -> list[str]:
        """The ids of one set's cards of a terrain, in file order (e.g. the Raid of the Scorned set
        a Fading shuffles into that terrain's deck, ZW-SCEN-23)."""
        return [c.id for c in self.exploration.values() if c.terrain == terrain and c.set == set_name]

    def breed(self, name: str) -> list[str]:
        """The ids of a breed's Enemy cards in file order, without the heroes' hostile versions
        (those enter the Enemy deck only when their hero is lost, ZW-HERO-24)."""
        return [e.id for e in self.enemies.values() if e.breed == name and e.hostile_of is None]

    def hostile_version(self, hero: str) -> str | None:
        """The id of ``hero``'s Defiled / hostile version (ZW-HERO-24, ZW-SCEN-36), if it has one."""
        return next((e.id for e in self.enemies.values() if e.hostile_of == hero), None)


def load(directory: DataPath = DATA) -> Content:
    files = {
        name: directory / f"{name}.toml"
        for name in ("dice", "enemies", "sagas", "exploration", "heroes", "stories", "items", "gods", "creatures", "feats", "herald")
    }
    folders = pack_folders(directory)  # the expansion packs (packs.py), merged into the base
    origin: dict[str, dict[str, str]] = {name: {} for name in (*PACK_FILES, "decks")}
    dice = check_unique_ids(files["dice"], "die", load_records(files["dice"], "die", DieM))
    enemies = gather(directory, "enemies", "enemy", EnemyM, folders, origin["enemies"])
    sagas = gather(directory, "sagas", "saga", SagaM, folders, origin["sagas"])
    for needed in ("attribute", "nix", "nix_no_empty"):
        if needed not in dice:
            raise ContentError(f"dice.toml: no [[die]] '{needed}'")
    if set(dice["attribute"].faces) - {"pierce", "critical", "empty"}:
        raise ContentError("dice.toml: the attribute die may show only pierce, critical and empty")
    for nix in ("nix", "nix_no_empty"):
        if set(dice[nix].faces) - {"hit", "critical", "murk", "empty"}:
            raise ContentError(f"dice.toml: the {nix} die may show only hit, critical, murk and empty")
    if "empty" in dice["nix_no_empty"].faces:
        raise ContentError("dice.toml: nix_no_empty has an empty face")
    for card in sagas.values():
        if card.banner is None and card.type in ("relic", "ritual", "ally"):
            raise ContentError(f"sagas.toml: [[saga]] id '{card.id}': a {card.type} has a Banner (L745)")
    exploration = gather(directory, "exploration", "card", ExplorationM, folders, origin["exploration"])
    for xcard in exploration.values():
        _check_card(files["exploration"].name, xcard)
        pack = origin["exploration"].get(xcard.id, "")
        if (xcard.set in PACKS or bool(pack)) and xcard.set != pack:
            where = f"packs/{pack}/exploration.toml" if pack else files["exploration"].name
            raise ContentError(f"{where}: [[card]] id '{xcard.id}', field 'set': a pack's cards carry its id as their set")
    heroes = gather(directory, "heroes", "hero", HeroM, folders, origin["heroes"])
    for hero in heroes.values():
        _check_hero(files["heroes"].name, hero, sagas)
    for eid, pack in origin["enemies"].items():  # a pack adds no breed's cards: the decks stay the box's
        of = enemies[eid].hostile_of
        if of is None or origin["heroes"].get(of) != pack:
            raise ContentError(f"packs/{pack}/enemies.toml: [[enemy]] id '{eid}': a pack's Enemy card is "
                               "the Defiled version of one of its own heroes (field 'hostile_of')")
    _check_hostile(files["enemies"].name, enemies, heroes)
    stories = gather(directory, "stories", "story", StoryM, folders, origin["stories"])
    for story in stories.values():
        if story.hero and story.hero not in heroes:
            raise ContentError(f"stories.toml: [[story]] id '{story.id}', field 'hero': unknown id '{story.hero}'")
    decks = gather(directory, "sagas", "deck", SagaDeckM, folders, origin["decks"])
    check_decks(decks, sagas, stories, set(heroes))
    for hero in heroes.values():
        if not any(d.hero == hero.id for d in decks.values()) or not any(
                s.hero == hero.id and s.stage == 1 for s in stories.values()):
            raise ContentError(f"stories.toml: hero '{hero.id}' has no Personal Saga with a first Story (L412)")
    items = check_unique_ids(files["items"], "item", load_records(files["items"], "item", ItemM))
    for item in items.values():
        for side in (item.main, item.alt):
            _check_ability(files["items"].name, item.id, side)
    gods = check_unique_ids(files["gods"], "god", load_records(files["gods"], "god", GodM))
    creatures = check_unique_ids(files["creatures"], "creature", load_records(files["creatures"], "creature", CreatureM))
    for god in gods.values():
        for side in (god.main, god.once):
            _check_ability(files["gods"].name, god.id, side)
    for creature in creatures.values():
        for side in (creature.main, creature.special):
            _check_ability(files["creatures"].name, creature.id, side)
    if len(gods) != 6 or len(creatures) != 16 or sum(c.devil for c in creatures.values()) != 4:
        raise ContentError("gods.toml / creatures.toml: the box holds 6 Gods and 16 Creatures, 4 of them Devil's (L99)")
    feats = gather(directory, "feats", "feat", FeatM, folders, origin["feats"])
    for feat in feats.values():
        for side in (feat.ability, feat.kicker):
            _check_ability(files["feats"].name, feat.id, side)
        if bool(feat.hero) + bool(feat.mark) + feat.scorned != 1 or (feat.hero and feat.hero not in heroes):
            raise ContentError(f"feats.toml: [[feat]] id '{feat.id}': a hero's Feat, a Mark of Thymor or a Scorned card")
    _check_packs(feats, heroes, decks, stories, origin)
    if sorted(f.hero for f in feats.values() if f.hero) != sorted(heroes):
        raise ContentError("feats.toml: every hero has exactly one Feat of its own (L355)")
    heralds, attacks = _load_heralds(files["herald"], set(enemies))
    return Content(
        dice, enemies, sagas, exploration, heroes, stories, items, gods, creatures, feats, _printed(exploration),
        heralds, attacks, {k: a.as_foe() for k, a in attacks.items()}, decks, origin,
    )


def _check_packs(feats: dict[str, FeatM], heroes: dict[str, HeroM], decks: dict[str, SagaDeckM],
                 stories: dict[str, StoryM], origin: dict[str, dict[str, str]]) -> None:
    """The base's rules hold inside each pack: a hero's own Feat, Personal Saga and Stories come from
    the hero's own pack (or the base for a base hero); Marks of Thymor are the base box's four (L100);
    Scorned cards belong to a pack whose heroes draw them (L1232)."""
    for kind, records in (("feats", feats), ("decks", decks), ("stories", stories)):
        for record in records.values():
            hero = getattr(record, "hero", "")
            pack = origin[kind].get(record.id, "")
            if hero and origin["heroes"].get(hero, "") != pack:
                where = f"packs/{pack}/" if pack else ""
                name = "sagas" if kind == "decks" else kind
                raise ContentError(f"{where}{name}.toml: id '{record.id}': hero '{hero}' belongs to another pack")
    for feat in feats.values():
        pack = origin["feats"].get(feat.id, "")
        if feat.mark and pack:
            raise ContentError(f"packs/{pack}/feats.toml: [[feat]] id '{feat.id}': the Marks of Thymor are the base box's (L100)")
        if feat.scorned and not (pack and PACKS[pack].scorned_draw):
            where = f"packs/{pack}/feats.toml" if pack else "feats.toml"
            raise ContentError(f"{where}: [[feat]] id '{feat.id}': a Scorned card belongs to a pack whose heroes draw it (L1232)")


def _load_heralds(path: DataPath, enemy_ids: set[str]) -> tuple[dict[str, HeraldM], dict[str, HeraldAttackM]]:
    """herald.toml: the Herald cards and the Herald's Attack cards (L1118), each Herald with both."""
    heralds = check_unique_ids(path, "herald", load_records(path, "herald", HeraldM))
    attacks = check_unique_ids(path, "attack", load_records(path, "attack", HeraldAttackM))
    for card in heralds.values():
        needs_attr = card.ability.kind == "shields"
        if needs_attr != (card.ability.attr is not None):
            raise ContentError(f"{path.name}: [[herald]] id '{card.id}', field 'ability.attr': only 'shields' names an Attribute")
    for attack in attacks.values():
        if attack.id in enemy_ids or attack.id in heralds:
            raise ContentError(f"{path.name}: [[attack]] id '{attack.id}' is already an Enemy or Herald card's id")
    names = {c.herald for c in heralds.values()}
    if names != {a.herald for a in attacks.values()}:
        raise ContentError(f"{path.name}: every Herald needs Herald cards and Herald's Attack cards (L1118)")
    return heralds, attacks



_MOMENTS = {  # which effects make sense at which moment
    "map": ("restore", "remove_taint", "recover_feat"),
    "initiation": ("die", "shield", "rune"),
    "determination": ("reroll",),
    "resolution": ("shield", "rune"),
}


def _check_ability(name: str, item: str, side: ItemAbilityM) -> None:  # Items', Gods', Creatures' abilities
    effects = [k for k in ("restore", "remove_taint", "recover_feat", "die", "shield", "rune", "reroll") if getattr(side, k)]
    if len(effects) != 1:
        raise ContentError(f"{name}: id '{item}': each ability does one thing, not {effects or 'nothing'}")
    for moment in side.when:
        if effects[0] not in _MOMENTS[moment]:
            raise ContentError(f"{name}: id '{item}': '{effects[0]}' cannot be used at {moment}")



def _check_hostile(name: str, enemies: dict[str, EnemyM], heroes: dict[str, HeroM]) -> None:
    """A hero's hostile version is a Monolith Guardian (ZW-HERO-24), one per hero at most."""
    seen: set[str] = set()
    for enemy in enemies.values():
        if enemy.hostile_of is None:
            continue
        where = f"{name}: [[enemy]] id '{enemy.id}', field 'hostile_of'"
        if enemy.hostile_of not in heroes:
            raise ContentError(f"{where}: unknown hero '{enemy.hostile_of}'")
        if enemy.breed != "monolith_guardians":
            raise ContentError(f"{where}: a hero's Defiled version is a Monolith Guardian (L1069)")
        if enemy.hostile_of in seen:
            raise ContentError(f"{where}: hero '{enemy.hostile_of}' already has a hostile version")
        seen.add(enemy.hostile_of)


def _check_hero(name: str, hero: HeroM, sagas: dict[str, SagaM]) -> None:
    where = f"{name}: [[hero]] id '{hero.id}'"
    unknown = [s for s in hero.sagas if s not in sagas]
    if unknown:
        raise ContentError(f"{where}, field 'sagas': unknown id '{unknown[0]}'")
    for kind in ("relic", "ritual", "ally"):
        count = sum(1 for s in hero.sagas if sagas[s].type == kind)
        if count > getattr(hero.limits, kind):
            raise ContentError(f"{where}: the suggested set holds {count} {kind} cards, beyond the limit")


def _printed(cards: dict[str, ExplorationM]) -> dict[str, EnemyM]:
    out: dict[str, EnemyM] = {}
    sides = [(c.id, c, c.challenge) for c in cards.values()]
    sides += [(f"{c.id}/{i}", c, o.challenge) for c in cards.values() for i, o in enumerate(c.choice)]
    for key, card, printed in sides:
        if printed is not None:
            out[key] = EnemyM(
                id=key, name=card.name, breed="", difficulty=printed.difficulty, hit=printed.hit,
                murk=printed.murk, source=card.source,
            )
    return out


def _check_card(name: str, card: ExplorationM) -> None:
    where = f"{name}: [[card]] id '{card.id}'"
    if card.checks() > 1:
        raise ContentError(f"{where}: one check at most (a challenge, a test, an enemy or a choice)")
    if card.choice and len(card.choice) != 2:
        raise ContentError(f"{where}: a choice grid has exactly two options (L517)")
    for side in card.choice:
        if (side.challenge is not None) + (side.test is not None) + side.enemy > 1:
            raise ContentError(f"{where}: each option has one check at most")
    if not card.checks() and (card.success != type(card.success)() or card.failure != type(card.failure)()):
        raise ContentError(f"{where}: Success and Failure need a check to follow")


@cache
def content() -> Content:
    return load()
