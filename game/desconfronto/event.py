"""``ev``: builds a kernel ``Event`` without the frozen dataclass's ``__init__``.

A frozen dataclass sets each field through ``object.__setattr__``; the engine builds
several events per action (a creature attack alone: the roll, the hit, the wounds), so
this fills the same instance dictionary directly. The result is an ordinary ``Event``,
equal to ``Event(kind, data, reveals)`` in every respect (a test checks it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.actions import Event
from game.core.events import FieldType, ListOf, Maybe, Record, declare, spec
from game.desconfronto.campaign.pharanor_events import PHARANOR
from game.desconfronto.event_boss import BOSS
from game.desconfronto.event_campaign import CAMPAIGN
from game.desconfronto.event_coliseum import COLISEUM
from game.desconfronto.event_items import ITEMS
from game.desconfronto.event_marks import MARKS
from game.desconfronto.event_master import MASTER
from game.desconfronto.event_prestige import PRESTIGE_A, PRESTIGE_B
from game.desconfronto.event_run import RUN

_new = object.__new__


def ev(kind: str, data: Mapping[str, Any], reveals: bool = False) -> Event:
    e = _new(Event)
    d = e.__dict__
    d["kind"] = kind
    d["data"] = data
    d["reveals"] = reveals
    return e


# --- the declaration ---------------------------------------------------------------------------
# Every event kind desConfronto emits and what it carries (game.core.events). Figures are refs
# ("h0" a hero, "c1" a creature, "n0" hero 0's companion Nina); ``hero`` is a seat. Events carry
# results: the Vigor after a wound or heal, the tokens left, where a card went (``from``/``to``:
# "hand", "discard", "active", "shields:<ref>", "draw_bottom"). Log lines: ``event.<kind>``.

DIE = Record(extra=bool, kept=str, rolled=ListOf(str), value=int)  # one die of a roll
_CARD_MOVE: dict[str, FieldType] = {"card": str, "from": str, "to": str}
_STRIKE: dict[str, FieldType] = {"source": str, "target": str, "damage": int, "shields": int, "wounds": int}

_COMBAT = (
    spec("dc.combat_started", creatures=ListOf(str)),
    spec("dc.turn", turn=int, hero=int, creature=int),
    spec("dc.passed", hero=int),
    spec("dc.finished"),
    spec("dc.victory", spoils=int),
    spec("dc.lost"),
    spec("dc.fled"),  # the creatures' flight (L340)
    spec("dc.escaped"),  # the heroes' flight
    spec("dc.flee_proposed", hero=int, cost=int),
    spec("dc.flee_agreed", hero=int),
    spec("dc.flee_refused", hero=int),
    spec("dc.flight", hero=int, cost=int),
    spec("dc.ability_bought", hero=int, skill=str, level=int),
    spec("dc.extra_actions", hero=int, amount=int),
)
_CARDS = (
    spec("dc.drew", reveals=True, hero=int, count=int, cards=ListOf(str)),
    spec("dc.deck_restored", reveals=True, hero=int, recharging=ListOf(str)),
    spec("dc.cards_restored", reveals=True, hero=int, count=int),
    spec("dc.played", _CARD_MOVE, hero=int, targets=ListOf(str)),
    spec("dc.targeting", hero=int, card=str, target=str),
    spec("dc.sacrificed", _CARD_MOVE, hero=int, target=str),
    spec("dc.recalled", _CARD_MOVE, hero=int),
    spec("dc.card_to_bottom", {"hero": int, "from": str, "to": str}),  # the card stays hidden
    spec("dc.reacted", hero=int, card=str, target=str),
    spec("dc.shielded", target=str, card=str, amount=int),
    spec("dc.shield_used", target=str, card=str, amount=int),
    spec("dc.shields_cancelled", target=str),
    spec("dc.item_used", hero=int, item=str, target=str),
    spec("dc.item_returned", hero=int, item=str),
    spec("dc.item_swapped", hero=int, item=str, old=str),
)
_CREATURES = (
    # a drawn Creature Action card; a stunned creature's card is discarded unplayed (``skipped``)
    spec(
        "dc.action_card",
        reveals=True,
        card=str,
        creature=str,
        skipped=bool,
        faces=Maybe(ListOf(str)),
        target_rule=Maybe(str),
        manner=Maybe(str),
        roller=Maybe(int),  # the Corruption Master's seat: it chose the card and rolled (DC-CM-02)
    ),
    spec(
        "dc.creature_attack",
        reveals=True,
        source=str,
        target=str,
        dice=ListOf(DIE),
        damage=int,
        magical=bool,
        roller=Maybe(int),  # DC-CM-02: the creatures' damage dice are the Master's
    ),
    spec("dc.hit", source=str, target=str, damage=int, blocked=int, wounds=int),
    spec("dc.defeated", target=str, creature=str),
)
_DAMAGE = (
    spec("dc.attack", _STRIKE, reveals=True, dice=ListOf(DIE)),
    spec("dc.reflected", _STRIKE),
    spec("dc.magic", target=str, damage=int),
    spec("dc.wounded", target=str, amount=int, kind=str, vigor=int),  # vigor: after the wound
    spec("dc.healed", target=str, amount=int, vigor=int),  # amount: Vigor gained, vigor: after
    spec("dc.invigorated", target=str, amount=int, vigor=int),
    spec("dc.heal_blocked", target=str),
    spec("dc.exhausted", hero=int, cause=str, level=int, lost=str),
    spec("dc.stood_up", hero=int, cause=str),
    spec("dc.vigor_swapped", a=str, b=str, vigor=ListOf(int)),  # vigor: a's and b's after
)
_CONDITIONS = (
    spec("dc.condition", target=str, cond=str, count=int),  # count: tokens of it after
    spec("dc.immune", target=str, cond=str),
    spec("dc.tick", target=str, cond=str),
    spec("dc.combo", target=str, combo=str),
    spec("dc.swapped", a=str, b=str),
    spec("dc.stun_spent", target=str),
    spec("dc.sanctuary", target=str),
    spec("dc.supported", hero=int, target=str),
    spec("dc.retaliation_blocked", target=str, cond=str),
)
_ARTAN = (
    spec("dc.artan_aura_red", hero=int),
    spec("dc.artan_aura_ven", hero=int),
    spec("dc.artan_ward", target=str),
    spec("dc.artan_ward_used", target=str),
    spec("dc.artan_cleansed", target=str, cond=str),
    spec("dc.artan_duel", hero=int, target=str),
    spec("dc.artan_absorbed", source=str, count=int),
    spec("dc.artan_purged", target=str, cond=str, count=int),
)
_FILDON = (
    spec("dc.fildon_chord", hero=int, count=int),
    spec("dc.fildon_chord_placed", target=str, token=str),
    spec("dc.fildon_finale", target=str, token=str, effect=str),
    spec("dc.fildon_sonata", target=str),
    # a die of the attack changed: reveals when it was rolled again
    spec("dc.fildon_sonata_die", reveals=None, target=str, was=str, now=str, damage=int, dice=ListOf(DIE)),
    spec("dc.fildon_weakened", hero=int),
    spec("dc.fildon_inspired", heroes=ListOf(int)),
    spec("dc.fildon_mocked", creatures=ListOf(int)),
    spec("dc.fildon_redirected", source=str, target=str),
    spec("dc.fildon_dominated", _STRIKE),
)
_GELIEN = (
    spec(
        "dc.gelien_nina_attack",
        reveals=True,
        hero=int,
        target=str,
        dice=ListOf(DIE),
        damage=int,
        shields=int,
        wounds=int,
        marks=int,
    ),  # fmt: skip
    spec("dc.gelien_nina_played", hero=int, card=str, target=str),
    spec("dc.gelien_nina_claw", hero=int, target=str),
    spec("dc.gelien_nina_bites", hero=int, target=str),
    spec("dc.gelien_nina_token", target=str),
    spec("dc.gelien_nina_back", hero=int, vigor=int),
    spec("dc.gelien_nina_exhausted", hero=int, level=int),
    spec("dc.gelien_nina_unavailable", hero=int),
    spec("dc.gelien_fetched", _CARD_MOVE, reveals=True, hero=int),
    spec("dc.gelien_attuned", hero=int, card=str),
    spec("dc.gelien_marked", target=str, marks=int),  # marks: on the figure after
    spec("dc.gelien_mark_cashed", target=str, marks=int),
    spec("dc.gelien_primal", target=str, removed=ListOf(str)),
    spec("dc.gelien_guard", hero=int, target=str, source=str),
    spec("dc.gelien_volley_offered", hero=int, target=str),
    spec("dc.gelien_volley_discard", hero=int, card=str),
    spec("dc.gelien_volley", hero=int, target=str, cards=int),
)
_KANDRA = (
    spec("dc.kandra_banked", hero=int, bank=int),  # bank: dice banked after
    spec("dc.kandra_hide", target=str, amount=int),
    spec("dc.kandra_intercepts", hero=int, target=str),
    spec("dc.kandra_counter", hero=int, target=str),
    spec("dc.kandra_recovered", hero=int, cards=ListOf(str)),
    spec("dc.kandra_retaliation", hero=int),
    spec("dc.kandra_unleash", hero=int, dice=int, target=str),
    spec("dc.kandra_feast", hero=int, card=str),
)
_MARZAK = (
    spec("dc.marzak_form_bear", hero=int),
    spec("dc.marzak_form_wolf", hero=int),
    spec("dc.marzak_metamorphosis_bear", hero=int, allies=ListOf(int)),
    spec("dc.marzak_metamorphosis_wolf", hero=int, allies=ListOf(int)),
    spec("dc.marzak_healing_shared", hero=int, lost=int),
    spec("dc.marzak_thorns", target=str, wounds=int),
    spec("dc.marzak_tokens", target=str, amount=int),
)
_TAINARA = (
    spec("dc.tainara_chi", hero=int, chi=int, change=int),  # chi: after the change
    spec("dc.tainara_tokens", target=str, amount=int),
    spec("dc.tainara_wards", hero=int, heroes=ListOf(int), companions=ListOf(str)),
    spec("dc.tainara_intercepts", hero=int, target=str),
    spec("dc.tainara_retaliates", hero=int, target=str),
    spec("dc.tainara_flurry", hero=int, target=str),
    spec("dc.tainara_healing_shared", hero=int, lost=int),
)

SPECS = declare(
    _COMBAT,
    _CARDS,
    _CREATURES,
    _DAMAGE,
    _CONDITIONS,
    _ARTAN,
    _FILDON,
    _GELIEN,
    _KANDRA,
    _MARZAK,
    _TAINARA,
    RUN,
    BOSS,
    ITEMS,
    PRESTIGE_A,
    PRESTIGE_B,
    COLISEUM,
    CAMPAIGN,
    PHARANOR,
    MASTER,
    MARKS,
)
