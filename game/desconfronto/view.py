"""What one seat may see of a desConfronto combat (``game.core.view``; issue 8).

Shape (all frozen; ``observe`` builds it from a ``CombatState``):

* ``DesconfrontoTable`` — the whole table: ``heroes`` (``HeroView`` by seat), ``creatures``
  (``CreatureView`` by board position), ``companions`` (``CompanionView``: Gëlien's Nina, by
  owner), the Creature Action deck as a count (``cdeck``: ``Hidden``; undrawn cards are never
  identified), its discard (face up), ``last_card`` (the Creature Action drawn this Creature Phase),
  the turn (``phase``, ``turn``, ``active_hero``, ``active_creature``, ``actions_left``), the
  spoils' ``fragments``, the creature ``attack`` being resolved (its rolled dice are public) and
  ``outcome``.
* ``HeroView`` — a hero's playmat: Vigor, conditions, level, abilities, item and bag, shields on
  it, ``active``/``removed`` Signatures, the discard (face up), ``draw`` (always ``Hidden``: a
  deck's order is never seen) and ``hand``: the cards under ``TABLE``/``SEAT`` (desConfronto is
  cooperative and no rule hides a hand from the table, L87/L111/L326-328; today's board shows the
  acting hero's hand to the whole hotseat table), a count for another seat under ``RIVAL`` (the
  Coliseum, L166-173, where heroes fight one another). ``res`` keeps the class resources on the
  table (Chi, chords, aura…) without Nina's keys, which form her own figure.
* ``CompanionView`` — Nina as a figure of the view (DC-HERO-GEL-02/03): ref ``n<seat>``, her owner,
  Vigor, conditions, the shields on her, the turns she is still away and whether she is on the
  board now. A board draws a companion strip for every entry, not for a hero by name.

The pending choice is described (``describe_pending``): its kind, who answers, the translated
reason the choice panel shows (the reaction window's trigger, Dominate Target's redirection, the
card whose target is chosen, the spoils), and ``data`` with the figure refs its answers aim at
(``aims``) and, when the viewer may see them, the choice's own values (a card, an amount).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.i18n import has, t
from game.core.view import RIVAL, Hidden, PendingView, View, Zone, check_audience, sees_hand, zone
from game.desconfronto import hunt, items, legal, market
from game.desconfronto.boss.view import BossView, boss_view
from game.desconfronto.campaign.view import CampaignView, campaign_of
from game.desconfronto.coliseum import view as arena
from game.desconfronto.coliseum.view import ColiseumView
from game.desconfronto.damage import creature_shields
from game.desconfronto.marks import Mark, marks
from game.desconfronto.names import card_name, cond_name, figure_name, hero_name
from game.desconfronto.preview import slot_purpose
from game.desconfronto.state import CombatState, Companion, HeroState

NINA_KEYS = ("nina", "nina_max", "nina_cond", "nina_thunder", "nina_shields", "nina_away")
# What a pending dict holds only for the core's own bookkeeping (which seats are still to be asked,
# where to resume): never shown.
PENDING_INTERNAL = ("kind", "player", "windows", "resume")


@dataclass(frozen=True)
class FigureView:
    ref: str
    vigor: int
    max_vigor: int
    cond: Mapping[str, int]
    thunder: tuple[int, ...]
    exhausted: str

    def c(self, key: str) -> int:
        return self.cond.get(key, 0)


@dataclass(frozen=True)
class HeroView(FigureView):
    hero: str
    seat: int
    hand: Zone
    draw: Hidden
    discard: tuple[str, ...]
    shields: tuple[tuple[str, int], ...]
    active: tuple[str, ...]
    removed: tuple[str, ...]
    level: int
    abilities: tuple[str, ...]
    new_abilities: tuple[str, ...]
    reaction_used: bool
    res: Mapping[str, Any]
    item: str
    bag: tuple[str, ...]
    items_used: tuple[str, ...]
    companion: str  # the ref of this hero's companion figure ("n<seat>"), "" when none


@dataclass(frozen=True)
class CompanionView(FigureView):
    owner: int
    kind: str  # "nina"
    shields: tuple[tuple[str, int], ...]
    away: int  # Gëlien turns she still misses after being Exhausted
    on_board: bool  # she can be attacked and act now (not away, not down)


@dataclass(frozen=True)
class CreatureView(FigureView):
    creature: str
    defeated: bool
    shields_off: int
    shields: int  # the shields that work now (0 while Destruction keeps them off)


@dataclass(frozen=True)
class RunView:
    """A Hunt around the combat (``state.run``; hunt.py), all of it public: where the Hunt stands
    (``horde`` 1-4, 5 = the Boss; ``wins`` in a row; ``stage``), this horde's tier dice and tiers, the
    market's purchases left (``market``), its rest offer, who shops, the shop's common items with
    their counts and prices (``stock``), and one entry per combat fought (``history``)."""

    mode: str
    stage: str
    horde: int
    hordes: int
    wins: int
    rolled: tuple[str, ...]
    chosen: tuple[int, ...]
    tiers: tuple[int, ...]
    shopper: int
    market: Mapping[str, int]
    rest: str
    stock: tuple[tuple[str, int, int], ...]
    boss_tries: int
    history: tuple[Mapping[str, Any], ...]


def run_of(state: CombatState) -> RunView | None:
    run = state.run
    if run is None:
        return None
    shop = market.in_shop(state)
    return RunView(
        mode=run.mode,
        stage=run.stage,
        horde=run.horde,
        hordes=hunt.HORDES,
        wins=run.wins,
        rolled=tuple(run.rolled),
        chosen=tuple(run.chosen),
        tiers=tuple(run.tiers),
        shopper=run.shopper,
        market=dict(run.market),
        rest=run.rest,
        stock=tuple((i, n, items.price(i)) for i, n in sorted(shop.items())),
        boss_tries=run.boss_tries,
        history=tuple(dict(h) for h in run.history),
    )


@dataclass(frozen=True)
class MasterView:
    """The Corruption Master's seat (DC-CM-*): its ``hand`` of Creature Action cards is the card ids for
    the Master's own seat only; every other viewer, the shared table included, sees a count."""

    seat: int
    hand: Zone


def master_of(state: CombatState, viewer: int | None) -> MasterView | None:
    m = state.master
    if m is None:
        return None
    return MasterView(seat=m.seat, hand=zone(m.hand, viewer == m.seat))


@dataclass(frozen=True)
class DesconfrontoTable:
    heroes: tuple[HeroView, ...]
    creatures: tuple[CreatureView, ...]
    companions: tuple[CompanionView, ...]
    cdeck: Hidden
    cdiscard: tuple[str, ...]
    last_card: str
    last_blocks: tuple[str, ...]
    active_hero: int
    active_creature: int
    phase: str
    actions_left: int
    turn: int
    fragments: int
    spoils: int
    attack: Mapping[str, Any] | None
    outcome: Mapping[str, str] | None
    run: RunView | None = None  # a Hunt around this combat; None in a Skirmish
    subclass: tuple[str, ...] = ()  # per seat: the Specialization taken ("" none)
    boss: BossView | None = None  # the Boss playmat (public), None outside the Boss fight
    coliseum: ColiseumView | None = None  # the arena (scores, tokens, Final Round, podium); None elsewhere
    master: MasterView | None = None  # the Corruption Master (its hand hidden but from itself); None without
    marks: tuple[Mark, ...] = ()  # one ability's mark on the figure it concerns (marks.py)
    campaign: CampaignView | None = None  # the Sempreterna map as the table shows it (campaign/view.py)

    def companion(self, owner: int) -> CompanionView | None:
        return next((c for c in self.companions if c.owner == owner), None)


def _shields(raw: list[list[Any]]) -> tuple[tuple[str, int], ...]:
    return tuple((str(s[0]), int(s[1])) for s in raw)


def _hero(h: HeroState, viewer: int | None, audience: str) -> HeroView:
    res = {k: v for k, v in h.res.items() if k not in NINA_KEYS}
    return HeroView(
        ref=f"h{h.seat}",
        vigor=h.vigor,
        max_vigor=h.max_vigor,
        cond=dict(h.cond),
        thunder=tuple(h.thunder),
        exhausted=h.exhausted,
        hero=h.hero,
        seat=h.seat,
        hand=zone(h.hand, sees_hand(viewer, audience, h.seat)),
        draw=Hidden(len(h.draw)),
        discard=tuple(h.discard),
        shields=_shields(h.shields),
        active=tuple(h.active),
        removed=tuple(h.removed),
        level=h.level,
        abilities=tuple(h.abilities),
        new_abilities=tuple(h.new_abilities),
        reaction_used=h.reaction_used,
        res=res,
        item=h.item,
        bag=tuple(h.bag),
        items_used=tuple(h.items_used),
        companion=f"n{h.seat}" if "nina_max" in h.res else "",
    )


def _companion(h: HeroState, on_board: bool) -> CompanionView:
    nina = Companion(h)
    return CompanionView(
        ref=f"n{h.seat}",
        vigor=nina.vigor,
        max_vigor=nina.max_vigor,
        cond=dict(h.res.get("nina_cond", {})),
        thunder=tuple(h.res.get("nina_thunder", [])),
        exhausted=nina.exhausted,
        owner=h.seat,
        kind="nina",
        shields=_shields(h.res.get("nina_shields", [])),
        away=int(h.res.get("nina_away", 0)),
        on_board=on_board,
    )


def table_of(state: CombatState, viewer: int | None, audience: str) -> DesconfrontoTable:
    on_board = set(state.companions())
    creatures = tuple(
        CreatureView(
            ref=f"c{i}",
            vigor=c.vigor,
            max_vigor=c.max_vigor,
            cond=dict(c.cond),
            thunder=tuple(c.thunder),
            exhausted="",
            creature=c.creature,
            defeated=c.defeated,
            shields_off=c.shields_off,
            shields=creature_shields(state, i),
        )
        for i, c in enumerate(state.creatures)
    )
    return DesconfrontoTable(
        heroes=tuple(_hero(h, viewer, audience) for h in state.heroes),
        creatures=creatures,
        companions=tuple(
            _companion(h, f"n{h.seat}" in on_board) for h in state.heroes if "nina_max" in h.res
        ),
        cdeck=Hidden(len(state.cdeck)),
        cdiscard=tuple(state.cdiscard),
        last_card=state.last_card,
        last_blocks=tuple(state.last_blocks),
        active_hero=state.active_hero,
        active_creature=state.active_creature,
        phase=state.phase,
        actions_left=state.actions_left,
        turn=state.turn,
        fragments=state.fragments,
        spoils=state.spoils,
        attack=None if state.attack is None else _public_attack(state.attack),
        outcome=None if state.outcome is None else dict(state.outcome),
        run=run_of(state),
        subclass=tuple(h.subclass for h in state.heroes),
        boss=boss_view(state),
        coliseum=arena.coliseum_view(state),
        master=master_of(state, viewer),
        marks=marks(state),
        campaign=campaign_of(state, viewer),
    )


def _public_attack(attack: Mapping[str, Any]) -> dict[str, Any]:
    """The creature attack being resolved: all of it is on the table (rolled dice, shields used)."""
    return {k: (list(v) if isinstance(v, list | tuple) else v) for k, v in attack.items() if k != "windows"}


# --- naming (the words the choice panel's reason uses) -------------------------------------------
def target_prompt(state: CombatState, seat: int, card: str, slot: int) -> str:
    """What the target of ``card``'s slot ``slot`` is for ("Choose the creature to attack"), from
    the core's reading of the card's lines; "" when the line is a hero's own ability."""
    purpose, cond = slot_purpose(state, seat, card, slot)
    if not purpose:
        return ""
    return t(f"dcscreen.target.{purpose}", card=card_name(card), cond=cond_name(cond) if cond else "")


def pending_reason(state: CombatState) -> str:
    """Why the choice panel is open: the reaction window's trigger, a class step, the spoils."""
    pend = state.pending
    if state.phase == "spoils" and pend is None:
        return t("dcui.window.spoils", have=state.fragments)
    if pend is None:
        return ""
    kind = pend["kind"]
    if kind == "react":
        if "tick" in pend:
            return t("dcui.window.tick", hero=hero_name(state, pend["tick"]))
        a = state.attack or {}
        target = hero_name(state, a["seat"]) if "seat" in a else "?"
        return t(f"dcui.window.{pend['trigger']}", hero=target)
    if kind == "class" and pend.get("step") == "dominate":
        return t("dcui.window.dominate", hero=figure_name(state, pend.get("from", "")))
    if kind == "target":
        prompt = target_prompt(state, pend["player"], pend["card"], len(pend.get("targets", ())))
        return prompt or t("dcui.window.target", card=card_name(pend["card"]))
    if kind == "shields":
        return t("dcui.window.shields")
    if kind in arena.KINDS and state.coliseum is not None:
        return arena.reason(state, pend)
    if kind == "master_card":
        return t("dc_master.window.choose", creature=figure_name(state, pend["creature"]))
    if kind in ("tier", "market", "boss_lost", "horde_lost") and state.run is not None:
        run = state.run
        return t(f"dchunt.window.{kind}", hero=hero_name(state, pend["player"]), horde=run.horde, have=state.fragments)
    return ""


def describe_pending(state: CombatState, viewer: int | None, audience: str) -> PendingView | None:
    """The pending choice as players read it (None when nothing waits). The spoils, which wait on
    the whole table rather than on a pending dict, are described as kind ``"spoils"``."""
    pend = state.pending
    if state.phase == "over" or (pend is None and state.phase != "spoils"):
        return None
    data: dict[str, Any] = {}
    if pend is None:
        player = legal.current_player(state)
    else:
        player = int(pend["player"])
    if audience != RIVAL or viewer == player:
        # The figures the answers aim at: only for a seat that may see the answerer's hand (a rival
        # would learn from them which reactions that hand holds).
        data["aims"] = aims(legal.legal_actions(state))
    if pend is None:
        kind, title = "spoils", t("dcui.status.spoils")
        data["fragments"] = state.fragments
    else:
        kind = str(pend["kind"])
        key = f"dc.prompt.{kind}"
        title = t(key) if has(key) else key
        if "trigger" in pend:
            data["trigger"] = pend["trigger"]
        if "name" in pend:
            data["name"] = pend["name"]
        if audience != RIVAL or viewer == player:  # the answering seat's own values (cards it holds)
            data.update({k: _plain(v) for k, v in pend.items() if k not in PENDING_INTERNAL})
        if kind in arena.KINDS and state.coliseum is not None:  # who attacked, whose fall: public
            data.update(arena.public_data(state, pend))
        if kind == "master_card" and state.master is not None and viewer == player:
            data["cards"] = tuple(state.master.hand)  # DC-CM-03: the hand, for the Master's own eyes only
    return PendingView(kind, player if player is not None else -1, pending_reason(state), data, title)


def aims(answers: list[Any]) -> list[str]:
    """The figure refs (``h``/``c``/``n`` + seat or position) that some answer targets."""
    refs = {getattr(a, "target", "") for a in answers}
    return sorted(r for r in refs if isinstance(r, str) and r[:1] in ("h", "c", "n") and r[1:].isdigit())


def _plain(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def observe(state: CombatState, seat: int | None = None, audience: str | None = None) -> View:
    audience = check_audience(seat, audience)
    over = state.phase == "over" and state.outcome is not None
    return View(
        "desconfronto",
        seat,
        audience,
        None if over else legal.current_player(state),
        over,
        describe_pending(state, seat, audience),
        table_of(state, seat, audience),
    )
