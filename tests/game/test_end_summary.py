"""The end-of-game summary's numbers (issue #14, ``game.core.summary``): counted by the core from the
log, checked here against the final state and the actions themselves, with fixed seeds."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai.bots import RandomBot
from game.core.actions import Event
from game.core.registry import get_game
from game.core.session import Session
from game.core.summary import Step, replay_steps, summarize, summary_of_session


def _played(name: str, seed: int, **setup) -> Session:
    game = get_game(name)
    session = Session.new(game, {**game.default_setup(), **setup}, seed)
    bot = RandomBot(seed)
    while session.is_over() is None and len(session.actions) < 3000:
        session.apply(bot.choose(game, session.state))
    assert session.is_over() is not None
    return session


def _values(summary, key: str) -> dict:
    return {f.seat: f.value for f in summary.figures if f.key == key}


@pytest.mark.parametrize("seed", [3, 15, 19, 34])
def test_dc_damage_per_hero_adds_up_to_every_wound_the_creatures_took(seed):
    """Every wound on a creature is some hero's damage (a condition's wound, its inflicter's), and
    the creatures' lost Vigor in the final state is at least what the heroes are credited with."""
    session = _played("desconfronto", seed, players=4, heroes=None)
    summary = summary_of_session(session)
    damage = _values(summary, "summary.dc.damage")
    assert sorted(damage) == [0, 1, 2, 3]  # one line per hero seat
    _, steps = replay_steps(session.game, session.setup, session.seed, session.actions)
    wounds = sum(
        e.data["amount"] for s in steps for e in s.events if e.kind == "dc.wounded" and e.data["target"].startswith("c")
    )
    assert sum(damage.values()) == wounds > 0
    state = session.state
    assert _values(summary, "summary.dc.turns") == {None: state.turn}  # a Skirmish: one combat's turns
    assert _values(summary, "summary.dc.defeated") == {None: sum(1 for c in state.creatures if c.vigor <= 0)}


def test_dc_cards_played_count_each_heros_own_cards():
    session = _played("desconfronto", 7, players=2)
    summary = summary_of_session(session)
    played = _values(summary, "summary.dc.cards_played")
    from game.desconfronto.actions import PlayCard

    by_seat = {s: sum(1 for a in session.actions if isinstance(a, PlayCard) and a.player == s) for s in (0, 1)}
    assert played == by_seat  # a Skirmish played by random bots: every card played is a PlayCard


def test_fortress_summary_counts_purchases_rounds_invaders_and_the_fortress_losses():
    session = _played("fortress", 5)
    summary = summary_of_session(session)
    from game.fortress.actions import Buy

    assert _values(summary, "summary.fortress.bought") == {0: sum(isinstance(a, Buy) for a in session.actions)}
    _, steps = replay_steps(session.game, session.setup, session.seed, session.actions)
    kinds = [e.kind for s in steps for e in s.events]
    assert _values(summary, "summary.fortress.invaders") == {None: kinds.count("fortress.invader_defeated")}
    assert _values(summary, "summary.fortress.destroyed") == {None: kinds.count("fortress.destroyed")}
    rounds = _values(summary, "summary.fortress.rounds")[None]
    assert rounds == max(e.data["round"] for s in steps for e in s.events if e.kind == "fortress.invasion")
    assert summary.result == session.is_over().result and summary.reason == session.is_over().reason


def test_zerywia_summary_counts_challenges_cycles_blackstones_and_murk():
    session = _played("zerywia", 2)
    summary = summary_of_session(session)
    assert _values(summary, "summary.zerywia.cycles") == {None: session.state.cycle}
    _, steps = replay_steps(session.game, session.setup, session.seed, session.actions)
    events = [e for s in steps for e in s.events]
    won = sum(1 for e in events if e.kind == "zerywia.challenge.resolved" and e.data["result"] == "success")
    assert _values(summary, "summary.zerywia.challenges") == {None: won}
    assert _values(summary, "summary.zerywia.blackstones") == {
        None: sum(e.kind == "zerywia.statue.blackstone" for e in events)
    }


@pytest.mark.parametrize(
    ("name", "setup"),
    [
        ("desconfronto", {"mode": "hunt"}),
        ("desconfronto", {"mode": "boss"}),
        ("desconfronto", {"mode": "coliseum"}),
        ("fortress", {}),
        ("zerywia", {}),
    ],
)
def test_the_summary_counts_only_public_facts(name, setup):
    """Nothing drawn or revealed feeds a number: the counts are the same when every revealing event
    (a card drawn, a die rolled) keeps only who it concerns, its content blanked."""
    session = _played(name, 4, **setup)
    game = session.game
    state, steps = replay_steps(game, session.setup, session.seed, session.actions)
    from importlib import import_module

    module = import_module(f"game.{name}.summary")
    who = ("hero", "seat", "source", "target")

    def blank(e: Event) -> Event:
        return Event(e.kind, {k: v for k, v in e.data.items() if k in who}, True) if e.reveals else e

    public = [Step(s.action, [blank(e) for e in s.events]) for s in steps]
    assert module.figures(state, public) == module.figures(state, steps)
    summary = summarize(game, session.setup, session.seed, session.actions)
    assert summary.actions == len(session.actions) and summary.figures
    assert all(dataclasses.is_dataclass(f) and f.key.startswith("summary.") for f in summary.figures)


def test_every_summary_key_reads_in_both_languages():
    from game.core.i18n import catalogue

    for name, setup in (("desconfronto", {"mode": "hunt"}), ("desconfronto", {}), ("fortress", {}), ("zerywia", {})):
        summary = summary_of_session(_played(name, 4, **setup))
        for f in summary.figures:
            for lang in ("en", "pt_BR"):
                text = catalogue(lang).get(f.key)
                assert text and "{value}" in text, (lang, f.key)


def test_zerywia_summary_counts_each_heros_stories_and_injuries():
    """Per hero: the Stories fulfilled and the Injuries taken (a lost point that was only a marker's
    step is not an Injury), counted from the same public events the log shows."""
    session = _played("zerywia", 2)
    summary = summary_of_session(session)
    _, steps = replay_steps(session.game, session.setup, session.seed, session.actions)
    events = [e for s in steps for e in s.events]
    for seat in range(len(session.state.heroes)):
        injuries = sum(
            1 for e in events
            if e.kind == "zerywia.hero.lost" and e.data["seat"] == seat and e.data["what"] == "injury"
        )
        stories = sum(1 for e in events if e.kind == "zerywia.story.fulfilled" and e.data["seat"] == seat)
        assert _values(summary, "summary.zerywia.injuries")[seat] == injuries
        assert _values(summary, "summary.zerywia.stories")[seat] == stories
    assert sum(_values(summary, "summary.zerywia.injuries").values()) > 0
