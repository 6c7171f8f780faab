"""The challenge table of the Zerywia board: the Enemy with its Strengthen and Defile cards, its
Difficulty symbols and Shields, the Runes and own Shields, the Critical abilities of the Prepared
cards, and the Challenge's (or Test's) dice rolled in the pymunk tray.

The core rolls every die; the tray only tumbles each one to the face the state holds (a reroll
re-throws only the die the core rerolled). What a die can do comes from the seat's legal actions:
``die_actions`` lists the ones a click on a die offers (rerolls, paid by Prime, an Offering, a
Banner, an Item...), ``drop_action`` the one a die dropped on a target asks for (a Critical spent on
a card, or on an Enemy Shield: Breaking of the Shield). A drop the core has no action for is
refused by the core (the board applies it and shows the refusal), and a drop on a Difficulty symbol
is answered with a note: Resolution matches Pierces to symbols by type on its own (ZW-CHAL-38).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.core.actions import Action
from game.core.i18n import language, t
from game.zerywia.actions import PlayFeat, Reroll, SpendCritical, UseCreature, UseGod, UseItem
from game.zerywia.content import content
from game.zerywia.hero import ATTRIBUTES
from game.zerywia.words import word
from scenes.boards.zerywia_map import INK, LIT, PAPER
from scenes.icons import emblem
from scenes.theme import fit_text, render, wrap
from scenes.widgets.dice_tray import DiceTray, register_die_kind
from scenes.widgets.fonts import font
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon

NIX = "nix"
KIND_RGB = {"vigor": (176, 56, 44), "instinct": (62, 128, 66), "will": (52, 92, 160), NIX: (28, 22, 30)}
FACES = {"vigor": ("pierce", "critical", "empty"), "instinct": ("pierce", "critical", "empty"),
         "will": ("pierce", "critical", "empty"), NIX: ("hit", "critical", "murk", "empty")}  # fmt: skip
DIE_ACTIONS = (Reroll, UseItem, UseGod, UseCreature, PlayFeat)  # what a click on a die may offer
BADGE = 34
CARD_W, CARD_H = 150, 36
LABEL_W = 172  # the row labels' column (Portuguese ones are long)


def image_name(kind: str, face: str) -> str:
    return f"zwd.{kind}.{face}"


@lru_cache(maxsize=256)
def _die_image(kind: str, face: str, size: int, lang: str) -> pygame.Surface:
    """A die of its own colour: the shared face icon in a frame of the die's colour, with the
    attribute's badge (its shape and letter) in the corner, so colour is never the only cue."""
    surf = icon(f"zw.{face}", size).copy()
    pygame.draw.rect(surf, KIND_RGB[kind], surf.get_rect(), max(3, size // 11), size // 5)
    corner = max(12, size * 2 // 5)
    if kind == NIX:
        c = (corner // 2 + 2, corner // 2 + 2)
        pygame.draw.circle(surf, KIND_RGB[NIX], c, corner // 2)
        letter = render(t("zerywia_ui2.die.nix_letter"), max(8, corner - 4), PAPER, "bold")
        surf.blit(letter, letter.get_rect(center=c))
    else:
        surf.blit(icon(f"zw.{kind}", corner), (2, 2))
    return surf


def _drawer(kind: str, face: str) -> Callable[[int], pygame.Surface]:
    return lambda size: _die_image(kind, face, size, language())


def _register() -> None:
    for kind, faces in FACES.items():
        names = {f: image_name(kind, f) for f in faces}
        register_die_kind(f"zw_{kind}_die", names, {image_name(kind, f): _drawer(kind, f) for f in faces})


_register()


def current_dice(state) -> list[tuple[str, str]]:
    """The dice the tray shows: a Challenge's or a Test's, once rolled (kind, face) in the set's order."""
    ch = state.challenge if state.step == "challenge" else None
    if ch is not None:
        dice = [(d.kind, d.face) for d in ch.dice]
        return dice if dice and all(f for _, f in dice) else []
    test = state.test if state.step == "test" else None
    if test is not None and test.rolled:
        return [(k, f) for k, f in test.dice]
    return []


def table_open(state) -> bool:
    return (state.step == "challenge" and state.challenge is not None) or (
        state.step == "test" and state.test is not None
    )


def die_actions(legal: list[Action], die: int) -> list[Action]:
    """The legal actions a click on die ``die`` offers (what pays for its reroll)."""
    return [a for a in legal if isinstance(a, DIE_ACTIONS) and getattr(a, "die", -1) == die]


def is_die_action(action: Action) -> bool:
    """Actions the tray holds (taken by a click or a drag on a die), kept off the button list."""
    return isinstance(action, SpendCritical) or (
        isinstance(action, DIE_ACTIONS) and getattr(action, "die", -1) >= 0
    )


@dataclass(frozen=True)
class Target:
    """A drop target: a Difficulty symbol, an Enemy Shield, or a card's Critical ability."""

    kind: str  # "difficulty" | "shield" | "card"
    rect: pygame.Rect
    attr: str = ""
    card: str = ""


def drop_action(seat: int, die: int, target: Target) -> Action | None:
    """What a die dropped on ``target`` asks the core for (None: a Difficulty symbol, no action)."""
    if target.kind == "shield":
        return SpendCritical(seat, die, "hero")  # Breaking of the Shield (L778)
    if target.kind == "card":
        return SpendCritical(seat, die, target.card)
    return None


class DiceTable:
    def __init__(self, rect: pygame.Rect, speed: str | float, seed: int | None) -> None:
        self.rect = pygame.Rect(rect)
        tray = pygame.Rect(self.rect.x + 10, self.rect.y + 196, self.rect.w - 20, self.rect.h - 230)
        self.tray = DiceTray(tray, speed=speed, seed=seed)
        self.shown: list[tuple[str, str]] = []
        self.targets: list[Target] = []
        self.lit_die: int | None = None  # the die whose payment is being chosen
        self.rethrow: set[int] = set()  # dice the core just rerolled (a reroll may give the same face)

    def note_events(self, events) -> None:
        for event in events:
            if event.kind in ("zerywia.challenge.rerolled", "zerywia.test.rerolled"):
                self.rethrow.add(int(event.data.get("die", -1)))

    # --- following the state ------------------------------------------------------------
    def sync(self, state, animate: bool = True) -> None:
        """Make the tray show the core's dice: a new roll is thrown, a changed die re-thrown."""
        dice = current_dice(state)
        rethrow, self.rethrow = self.rethrow, set()
        if dice == self.shown and not (animate and rethrow and dice):
            return
        names = [image_name(k, f) for k, f in dice]
        kinds = [f"zw_{k}_die" for k, _ in dice]
        same = len(dice) == len(self.shown) and [k for k, _ in dice] == [k for k, _ in self.shown]
        if not dice:
            self.tray.clear()
        elif same and animate:
            for i, (old, new) in enumerate(zip(self.shown, dice, strict=True)):
                if i in rethrow:
                    self.tray.reroll(i, names[i])
                elif old != new:  # a Critical spent shows its Pierce: turned, not thrown (L778)
                    self.tray.turn_to(i, names[i])
        elif animate and not self.shown:
            self.tray.throw(names, kinds=kinds)
        elif animate and len(dice) > len(self.shown) and dice[: len(self.shown)] == self.shown:
            for name, kind in zip(names[len(self.shown):], kinds[len(self.shown):], strict=True):
                self.tray.die_kind = kind
                self.tray.add_die(name)  # a die a card added after the roll
        else:
            self.tray.lay_out(names, kinds=kinds)
        self.shown = dice

    def busy(self) -> bool:
        return not self.tray.done

    def die_at(self, pos: tuple[int, int]) -> int | None:
        return self.tray.die_at(pos) if self.shown else None

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        return next((tg for tg in self.targets if tg.rect.collidepoint(pos)), None)

    def target(self, kind: str, index: int = 0) -> Target:
        """The ``index``-th target of a kind (tests and the bench aim drags with it)."""
        return [tg for tg in self.targets if tg.kind == kind][index]

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state, pal, seat: int | None, legal: list[Action],
             dragging: int | None = None) -> None:
        pygame.draw.rect(surface, pal["panel"], self.rect, border_radius=10)
        self.targets = []
        ch = state.challenge if state.step == "challenge" else None
        if ch is not None:
            self._draw_challenge(surface, state, ch, pal, seat, legal, dragging)
        else:
            self._draw_test(surface, state, pal)
        self.tray.draw(surface)
        for i in range(len(self.tray.dice)):
            if not self.tray.dice[i].settled:
                continue
            x, y = self.tray.die_centre(i)
            num = render(str(i + 1), 11, PAPER, "bold")
            tag = num.get_rect(midtop=(x, y + 25))
            pygame.draw.rect(surface, INK, tag.inflate(6, 0), border_radius=4)
            surface.blit(num, tag)
            if i == self.lit_die:
                pygame.draw.rect(surface, LIT, pygame.Rect(x - 27, y - 27, 54, 54), 3, 8)
            spent = self._spent(state, i)
            if spent:  # fixed on a card: a ring, and the card it went to
                pygame.draw.rect(surface, (236, 196, 90), pygame.Rect(x - 26, y - 26, 52, 52), 2, 8)
                name = word(spent) if spent != "hero" else t("zerywia_ui2.table.shield_broken")
                img = render(fit_text(name, 11, 90), 11, PAPER)
                surface.blit(img, img.get_rect(midtop=(x, y + 40)))
        if not self.shown:
            hint = t("zerywia_ui2.tray.before_roll") if table_open(state) else ""
            if hint:
                img = render(fit_text(hint, 15, self.tray.rect.w - 40), 15, PAPER)
                surface.blit(img, img.get_rect(center=self.tray.rect.center))
        elif self.tray.done:
            key = "zerywia_ui2.tray.hint" if state.step == "challenge" else "zerywia_ui2.tray.hint_test"
            note = render(fit_text(t(key), 12, self.tray.rect.w - 40), 12, PAPER)
            surface.blit(note, note.get_rect(bottomleft=(self.tray.rect.x + 18, self.tray.rect.bottom - 16)))

    @staticmethod
    def _spent(state, index: int) -> str:
        ch = state.challenge if state.step == "challenge" else None
        if ch is None or index >= len(ch.dice):
            return ""
        return ch.dice[index].spent

    def _label(self, surface, text: str, pos: tuple[int, int], width: int, size: int, ink, face="regular") -> int:
        img = render(fit_text(text, size, width, face), size, ink, face)
        surface.blit(img, pos)
        return img.get_width()

    def _draw_challenge(self, surface, state, ch, pal, seat, legal, dragging) -> None:
        x0, y0 = self.rect.x + 10, self.rect.y + 8
        card = pygame.Rect(x0, y0, 250, 180)  # the Enemy card
        pygame.draw.rect(surface, (58, 40, 46), card, border_radius=8)
        pygame.draw.rect(surface, PAPER, card, 2, 8)
        # A long Enemy name takes two lines (a little smaller) before any word is cut.
        name = word(ch.enemy)
        size, lines = 18, [name]
        if font(18, "bold").size(name)[0] > card.w - 20:
            size, lines = 16, wrap(name, 16, card.w - 20, "bold")[:2]
        y = card.y + 8
        for line in lines:
            self._label(surface, line, (card.x + 10, y), card.w - 20, size, PAPER, "bold")
            y += 22
        y += 4
        self._label(surface, t("zerywia_board.phase", phase=t("zerywia.challenge." + ch.phase)),
                    (card.x + 10, y), card.w - 20, 13, PAPER)
        y += 20
        for cid in ch.strengthen:  # the cards that joined it at Initiation 3, each a small card
            self._mini_card(surface, pygame.Rect(card.x + 10, y, card.w - 20, 24),
                            t("zerywia_ui2.table.strengthen", card=word(cid)), (96, 70, 40))
            y += 28
        if ch.defile:
            self._mini_card(surface, pygame.Rect(card.x + 10, y, card.w - 20, 24),
                            t("zerywia_ui2.table.defile", card=word(ch.defile)), (70, 40, 96))
            y += 28
        if ch.murk_tokens:
            self._label(surface, t("zerywia_ui2.table.murk_tokens", n=ch.murk_tokens), (card.x + 10, y),
                        card.w - 20, 12, PAPER)
            y += 18
        if ch.phase == "initiation" and ch.dice and y + 16 <= card.bottom:
            # On the Enemy card, not under the Critical row: below that row the tray begins.
            bought = ", ".join(_die_word(d.kind) for d in ch.dice)
            self._label(surface, t("zerywia_ui2.table.bought", dice=bought), (card.x + 10, y), card.w - 20, 12, PAPER)
            y += 18
        # The Enemy's emblem fills the card's free foot (smaller when Strengthen cards took the room).
        size = min(72, card.bottom - y - 8)
        plate = emblem_plate(emblem("zw_enemy", ch.enemy), size, (58, 40, 46), PAPER, LIT) if size >= 28 else None
        if plate is not None:
            surface.blit(plate, (card.right - size - 10, card.bottom - size - 8))
        x = card.right + 16
        w = self.rect.right - x - 10
        crit = dragging is not None and dragging < len(self.shown) and self.shown[dragging][1] == "critical"
        y = y0
        y = self._row(surface, t("zerywia_board.difficulty"), "difficulty", list(ch.difficulty), x, y, w, pal, False)
        y = self._row(surface, t("zerywia_board.enemy_shields"), "shield", list(ch.enemy_shields), x, y, w, pal, crit)
        y = self._small_row(surface, t("zerywia_board.runes"), list(ch.runes), x, y, w, pal)
        y = self._small_row(surface, t("zerywia_board.own_shields"), list(ch.shields), x, y, w, pal)
        # The Critical abilities of the acting hero's Prepared cards: targets for a Critical die.
        hero = state.heroes[seat] if seat is not None and 0 <= seat < len(state.heroes) else None
        cards = [c for c in (hero.prepared if hero else []) if content().sagas[c].critical is not None]
        self._label(surface, t("zerywia_ui2.table.criticals"), (x, y + 8), LABEL_W - 6, 13, pal["text"], "bold")
        cx = x + LABEL_W
        if not cards:
            self._label(surface, t("zerywia_board.none"), (cx, y + 8), w - LABEL_W, 13, pal["muted"])
        for cid in cards:
            if cx + CARD_W > x + w:
                break
            rect = pygame.Rect(cx, y, CARD_W, CARD_H)
            used = cid in ch.criticals
            pygame.draw.rect(surface, (70, 66, 60) if used else (86, 60, 36), rect, border_radius=6)
            pygame.draw.rect(surface, LIT if crit and not used else PAPER, rect, 3 if crit and not used else 1, 6)
            self._label(surface, word(cid), (rect.x + 6, rect.y + 3), rect.w - 12, 12, PAPER, "bold")
            ability = content().sagas[cid].critical
            die = _die_word(ability.die) if ability is not None else ""
            sub = t("zerywia_ui2.table.used") if used else t("zerywia_ui2.table.critical_die", die=die)
            self._label(surface, sub, (rect.x + 6, rect.y + 19), rect.w - 12, 11, PAPER)
            self.targets.append(Target("card", rect, card=cid))
            cx += CARD_W + 8

    def _mini_card(self, surface, rect: pygame.Rect, text: str, fill) -> None:
        pygame.draw.rect(surface, fill, rect, border_radius=5)
        pygame.draw.rect(surface, PAPER, rect, 1, 5)
        self._label(surface, text, (rect.x + 6, rect.y + 4), rect.w - 12, 12, PAPER)

    def _row(self, surface, label: str, kind: str, attrs: list[str], x: int, y: int, w: int, pal, lit: bool) -> int:
        """A row of drop targets: one badge per symbol (its Attribute's shape and letter)."""
        self._label(surface, label, (x, y + 9), LABEL_W - 6, 13, pal["text"], "bold")
        bx = x + LABEL_W
        if not attrs:
            self._label(surface, t("zerywia_board.none"), (bx, y + 9), w - LABEL_W, 13, pal["muted"])
        for i, attr in enumerate(attrs):
            if bx + BADGE > x + w:
                break
            rect = pygame.Rect(bx, y, BADGE + 6, BADGE + 2)
            if kind == "shield":  # a Shield: a shield outline around the badge
                pts = [(rect.x, rect.y), (rect.right, rect.y), (rect.right, rect.centery + 4),
                       (rect.centerx, rect.bottom + 4), (rect.x, rect.centery + 4)]
                pygame.draw.polygon(surface, (200, 190, 170), pts)
                pygame.draw.polygon(surface, LIT if lit else INK, pts, 3 if lit else 1)
            else:
                pygame.draw.rect(surface, (230, 220, 196), rect, border_radius=6)
                pygame.draw.rect(surface, INK, rect, 1, 6)
            surface.blit(icon(f"zw.{attr}", BADGE - 6), (rect.x + 6, rect.y + 4))
            self.targets.append(Target(kind, rect, attr=attr))
            bx += BADGE + 12
            del i
        return y + BADGE + 10

    def _small_row(self, surface, label: str, attrs: list[str], x: int, y: int, w: int, pal) -> int:
        self._label(surface, label, (x, y + 2), LABEL_W - 6, 13, pal["text"], "bold")
        bx = x + LABEL_W
        if not attrs:
            self._label(surface, t("zerywia_board.none"), (bx, y + 2), w - LABEL_W, 13, pal["muted"])
        for attr in attrs:
            if bx + 22 > x + w:
                break
            surface.blit(icon(f"zw.{attr}", 20), (bx, y))
            bx += 24
        return y + 24

    def _draw_test(self, surface, state, pal) -> None:
        test = state.test
        x, y = self.rect.x + 14, self.rect.y + 12
        if test is None:
            return
        self._label(surface, t("zerywia_board.test", attr=t("zerywia.attr." + test.attr), needed=test.needed),
                    (x, y), self.rect.w - 28, 18, pal["text"], "bold")
        self._label(surface, f"{t('zerywia_board.runes')}: {test.runes}", (x, y + 30), self.rect.w - 28, 14,
                    pal["text"])


def _die_word(kind: str) -> str:
    if kind in ATTRIBUTES:
        return t("zerywia.attr." + kind)
    if kind == NIX:
        return t("zerywia_ui2.die.nix")
    return t("zerywia_ui2.die.any")
