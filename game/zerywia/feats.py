"""Feats (ZW-HERO-35/36; L227, L244-L245, L355, L461): a hero's own Feat and its Mark of Thymor, in
hand from the start; played at its ability's moment, with or without its Kicker (paid with a Taint),
or for the Kicker alone; then turned until recovered (Camp step 4, a Stronghold, a Garrison)."""

from __future__ import annotations

from game.core.actions import Action, Event, IllegalAction
from game.core.rng import Rng
from game.zerywia import abilities
from game.zerywia.actions import PlayFeat
from game.zerywia.challenge import Challenge
from game.zerywia.content import content
from game.zerywia.content_models import ItemAbilityM
from game.zerywia.hero import Hero
from game.zerywia.powers import applies_now
from game.zerywia.taint import receive_taint

MODES = ("ability", "both", "kicker")


def starting_feats(hero_id: str, birth: str) -> list[str]:
    """The hero's own Feat and its Mark of Thymor (L355, L461)."""
    own = [f.id for f in content().feats.values() if f.hero == hero_id]
    mark = [f.id for f in content().feats.values() if f.mark == birth]
    return own + mark


def parts(feat: str, mode: str) -> list[ItemAbilityM]:
    card = content().feats[feat]
    return {"ability": [card.ability], "both": [card.ability, card.kicker], "kicker": [card.kicker]}[mode]


def offered(hero: Hero, ch: Challenge | None) -> list[Action]:
    out: list[Action] = []
    for feat in hero.feats:
        for mode in MODES:
            sides = parts(feat, mode)
            if not all(applies_now(s, ch) for s in sides):
                continue
            if any(s.reroll for s in sides):
                if ch is not None:
                    out += [PlayFeat(hero.seat, feat, mode, i) for i, d in enumerate(ch.dice)
                            if d.owner == hero.seat and not d.spent and d.kind != "nix"]
            else:
                out.append(PlayFeat(hero.seat, feat, mode))
    return out


def play(hero: Hero, action: PlayFeat, ch: Challenge | None, rng: Rng) -> list[Event]:
    if action.feat not in hero.feats or action.mode not in MODES:
        raise IllegalAction("zerywia.refuse.no_feat")
    sides = parts(action.feat, action.mode)
    if not all(applies_now(s, ch) for s in sides):
        raise IllegalAction("zerywia.refuse.item_not_now")
    if ch is not None:
        for side in sides:
            abilities.check_die(ch, hero, side, action.die)
    events: list[Event] = []
    if action.mode != "ability":  # the Kicker's price
        events += receive_taint(hero)
    for side in sides:
        if ch is None:
            events += abilities.on_map(hero, side, action.feat)
        else:
            events += abilities.in_challenge(ch, hero, side, action.feat, action.die, rng)
    hero.feats.remove(action.feat)
    hero.used_feats.append(action.feat)  # turned until recovered (ZW-HERO-35)
    events.append(Event("zerywia.feat.played", {"seat": hero.seat, "feat": action.feat, "mode": action.mode}))
    return events
