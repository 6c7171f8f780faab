"""Using a God's or a Creature's ability, at the map moment or in a Challenge (``abilities``), and
what that use costs or sends back (``gods``, ``creatures``)."""

from __future__ import annotations

from game.core.actions import Action, Event, IllegalAction
from game.core.rng import Rng
from game.zerywia import abilities, creatures, gods
from game.zerywia.actions import UseCreature, UseGod
from game.zerywia.challenge import Challenge
from game.zerywia.content import content
from game.zerywia.content_models import ItemAbilityM
from game.zerywia.hero import Hero
from game.zerywia.state import ZerywiaState


def sides(hero: Hero, action: UseGod | UseCreature) -> list[ItemAbilityM]:
    if isinstance(action, UseGod):
        return [gods.side(hero, action.once)]
    card = content().creatures[hero.creature]
    return [card.main, card.special] if action.special else [card.main]


def applies_now(side: ItemAbilityM, ch: Challenge | None) -> bool:
    """Whether an ability works at this moment: on the map outside a Challenge, else at the
    Challenge's current phase (``abilities.moment_of``)."""
    return ("map" if ch is None else abilities.moment_of(ch, side)) in side.when


def offered(state: ZerywiaState, hero: Hero, ch: Challenge | None) -> list[Action]:
    """The God and Creature uses open to ``hero`` now (with a die for each reroll)."""
    p = hero.seat
    out: list[Action] = []
    candidates: list[UseGod | UseCreature] = []
    if hero.god:
        if gods.can_use_main(state, hero):
            candidates.append(UseGod(p, False))
        candidates.append(UseGod(p, True))
    if hero.creature:
        candidates.append(UseCreature(p, False))
        if hero.trophies >= content().creatures[hero.creature].cost:
            candidates.append(UseCreature(p, True))
    for c in candidates:
        now = [side for side in sides(hero, c) if applies_now(side, ch)]
        if not now:
            continue
        if any(side.reroll for side in now):
            if ch is None:
                continue
            dice = [i for i, d in enumerate(ch.dice) if d.owner == p and not d.spent and d.kind != "nix"]
            if isinstance(c, UseGod):
                out += [UseGod(p, c.once, i) for i in dice]
            else:
                out += [UseCreature(p, c.special, i) for i in dice]
        else:
            out.append(c)
    return out


def use(state: ZerywiaState, hero: Hero, action: UseGod | UseCreature, ch: Challenge | None, rng: Rng) -> list[Event]:
    parts = sides(hero, action)
    now = [side for side in parts if applies_now(side, ch)]
    if not now:
        raise IllegalAction("zerywia.refuse.item_not_now")
    if ch is not None:
        for side in now:
            abilities.check_die(ch, hero, side, action.die)
    events: list[Event] = []
    if isinstance(action, UseGod):
        times = 1
        if not action.once:
            events += gods.pay_main(state, hero)
            times = gods.multiplier(hero)
        source = hero.god
    else:
        times, source = 1, hero.creature
        if action.special:
            cost = content().creatures[hero.creature].cost
            if hero.trophies < cost:
                raise IllegalAction("zerywia.refuse.not_enough_trophies")
            hero.trophies -= cost
    for side in now:
        if ch is None:
            events += abilities.on_map(hero, side, source, times)
        else:
            events += abilities.in_challenge(ch, hero, side, source, action.die, rng, times)
    events.append(Event("zerywia.power.used", {"seat": hero.seat, "card": source}))
    if isinstance(action, UseGod) and action.once:
        events += gods.release_once(state, hero)
    elif isinstance(action, UseCreature):
        creatures.release(state, hero)
    return events
