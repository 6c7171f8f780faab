"""After a short hover, the card under the mouse in words: every number and effect at a readable size."""

from __future__ import annotations

import pygame

from game.core.i18n import localized, t
from game.fortress.adversaries import plan_life
from game.fortress.content import base_id, card_of, content, invader_of
from game.fortress.invasion import invader_damage
from game.fortress.state import FortressState
from game.fortress.text import adversary_summary, describe_cost, describe_gives
from scenes.boards import fortress_layout as L
from scenes.boards import fortress_table as T
from scenes.boards.fortress_cards import type_name
from scenes.boards.fortress_glyphs import safe_text
from scenes.boards.fortress_invasion import TableView
from scenes.boards.fortress_words import RESOURCES, amount, with_printed
from scenes.widgets.tooltip import render_tip

DELAY = 0.45  # seconds of stillness before the preview shows (real time: it is for reading)
WIDTH = 300
POOL = pygame.Rect(925, 0, 355, L.TOP_H)  # the resource pool on the top bar (fortress_table.draw_top)


def pool_details(state: FortressState) -> tuple[str, str]:
    lines = [with_printed(amount(k, n), k) for k, n in zip(RESOURCES, state.resources)]
    if state.phase == "combat":
        lines.append(t("fortress_screen.pool_damage", n=state.damage))
    else:
        lines.append(t("fortress_screen.pool_bonus", n=state.bonus_damage))
    return t("fortress_ui.pool"), "\n".join(lines)


def details(state: FortressState, view: TableView, card_id: str) -> tuple[str, str]:
    """Title and body of a card's description (names stay Portuguese; the rest is translated)."""
    if card_id.startswith("pile:"):
        name = card_id[5:]
        counts = {
            "fortress_deck": view.fortress_deck,
            "rubble": view.rubble,
            "invasion_deck": view.invasion_deck,
            "invasion_discard": view.invasion_discard,
        }
        return t(f"fortress_ui.tip.{name}_title"), t(f"fortress_ui.tip.{name}", n=counts[name])
    if card_id == "pool":
        return pool_details(state)
    if card_id == "adversary":
        info = adversary_summary(state)
        lines = [
            info["rules"],
            t("fortress_ui.tip.victory", text=info["victory"])
            + (f" {info['kills']}" if "kills" in info else ""),
            t("fortress_ui.tip.defeat", text=info["defeat"]),
            info["threat"],
            info["common"],
        ]
        return info["name"], "\n".join(lines)
    if card_id.startswith("plan:"):
        plan = content().plans[card_id[5:]]
        lines = [
            t("fortress_ui.tip.life", levels=", ".join(map(str, plan_life(state))), beaten=state.plan_markers)
        ]
        if plan.each_round:
            lines.append(f"{t('fortress.trigger.each_round')}: {describe_gives(plan.each_round)}.")
        if plan.on_defeat:
            lines.append(f"{t('fortress.trigger.on_defeat')}: {describe_gives(plan.on_defeat)}.")
        lines.append(t("fortress.ui.plans_left", n=len(state.plans)))
        return t("fortress_ui.plan", name=localized(plan.name)), "\n".join(lines)
    if base_id(card_id) in content().invaders:
        inv = invader_of(card_id)
        beaten = view.markers[view.battlefield.index(card_id)] if card_id in view.battlefield else 0
        lines = [
            f"{t('fortress.race.' + inv.race)} · {type_name(inv.type)}",
            t("fortress_ui.tip.destroys", n=invader_damage(state, card_id)),
            t("fortress_ui.tip.life", levels=", ".join(map(str, inv.life)), beaten=beaten),
        ]
        for key in ("on_enter", "on_combat", "on_fortress_damage", "on_defeat"):
            gives = getattr(inv, key)
            if gives:
                lines.append(f"{t('fortress.trigger.' + key)}: {describe_gives(gives)}.")
        return localized(inv.name), "\n".join(lines)
    card = card_of(card_id)
    head = t(f"fortress_ui.kind.{card.kind}")
    if card.race:
        head += f" · {t('fortress.race.' + card.race)}"
    if card.type:
        head += f" · {type_name(card.type)}"
    lines = [head]
    if any(card.cost):
        lines.append(f"{t('fortress_ui.cost')}: {describe_cost(card.cost)}")
    if card.kind == "unit":
        lines.append(t("fortress_ui.tip.damage", n=card.damage))
    if card.resource:
        word = with_printed(t(f"fortress.resource.{card.resource}"), card.resource)
        lines.append(t("fortress_ui.tip.resource", resource=word))
    eff = card.effect
    if eff is not None:
        name = f"{localized(eff.name)} — " if eff.name else ""
        lines.append(
            f"{t('fortress_ui.effect')} {name}{describe_cost(eff.cost, eff.discard)}: {describe_gives(eff.gives)}"
        )
    return localized(card.name), "\n".join(lines)


def card_at(state: FortressState, view: TableView, pos: tuple[int, int]) -> str | None:
    """The physical card id under ``pos`` (Area, Battlefield, your table, others' chips)."""
    for slot in range(8):
        if view.area[slot] and L.area_rect(slot).collidepoint(pos):
            return view.area[slot]
    for col in range(4):
        if view.battlefield[col] and L.invader_rect(col).collidepoint(pos):
            return view.battlefield[col]
    for card, r in reversed(T.hand_rects(state)):
        if r.collidepoint(pos):
            return card
    for card, r in T.construction_rects(state):
        if r.collidepoint(pos):
            return card
    for name in L.PILES:
        if L.pile_rect(name).collidepoint(pos):
            return f"pile:{name}"
    if state.active_plan and L.PLAN.collidepoint(pos):
        return f"plan:{state.active_plan}"
    if T.sheet_rect(state).collidepoint(pos):
        return "adversary"
    if POOL.collidepoint(pos):
        return "pool"
    discard = state.seats[T.table_seat(state)].discard.cards
    if discard and T.discard_rect().collidepoint(pos):
        return discard[-1]
    for _, card, r in T.compact_chips(state):
        if r.collidepoint(pos):
            return card
    return None


class Preview:
    def __init__(self) -> None:
        self.card: str | None = None
        self.pos = (0, 0)
        self.age = 0.0
        self._key: tuple | None = None
        self._img: pygame.Surface | None = None

    def hover(self, card: str | None, pos: tuple[int, int]) -> None:
        if card != self.card:
            self.card = card
            self.age = 0.0
        self.pos = pos

    def update(self, dt: float) -> None:
        if self.card is not None:
            self.age += dt

    def draw(self, surface: pygame.Surface, state: FortressState, view: TableView, cb: bool) -> None:
        if self.card is None or self.age < DELAY:
            return
        counts = (
            view.rubble,
            view.fortress_deck,
            view.invasion_deck,
            view.invasion_discard,
            state.plan_markers,
            view.power,
            state.kills,
        )
        key = (self.card, tuple(view.markers), counts, t("fortress_ui.effect"))
        if key != self._key:  # one render per hovered card, not per frame
            title, body = details(state, view, self.card)
            self._key, self._img = key, render_tip(safe_text(title), safe_text(body), width=WIDTH)
        img = self._img
        if img is None:
            return
        x, y = self.pos
        # Beside the pointer, on whichever side has room, never off the canvas.
        if y < L.TOP_H:  # on the top bar: below it, so the numbers it explains stay in sight
            # ...and left of the other Generals' "To bot" buttons, which the UI draws on top.
            x = max(4, min(L.compact_rect(0).right - 116 - img.get_width(), x - img.get_width() // 2))
            y = L.TOP_H + 4
        else:
            x = x + 24 if x + 24 + img.get_width() <= 1280 else x - 24 - img.get_width()
            y = max(4, min(720 - img.get_height() - 4, y - img.get_height() // 2))
        surface.blit(img, (x, y))
