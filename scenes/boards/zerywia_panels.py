"""The Zerywia board's side panels, drawn from the state alone: each hero's sheet (Attributes,
Injuries, Taints, Prime, Trophies, Offerings, Journey tokens, Prepared cards) and the current step
(a Challenge's Enemy, Difficulty, Shields, Runes and dice; a Test's Attribute and dice)."""

from __future__ import annotations

from collections import Counter

import pygame

from game.core.i18n import t
from game.zerywia import board_map
from game.zerywia.geography import current
from game.zerywia.hero import ATTRIBUTES
from game.zerywia.memory_goal import hero_goal
from game.zerywia.memory_rituals import ritual_status
from game.zerywia.scenarios import is_memory
from game.zerywia.words import hero_name, word
from scenes.boards.zerywia_card_view import draw_card
from scenes.boards.zerywia_map import INK, PAPER, mark
from scenes.boards.zerywia_prepared import prepared_line
from scenes.icons import emblem
from scenes.theme import fit_text, render
from scenes.widgets.icon_art import emblem_plate

KIND_RGB = {"vigor": (176, 56, 44), "instinct": (62, 128, 66), "will": (52, 92, 160), "nix": (28, 22, 30)}
HERO_H = 66
LINE = 15


def _text(surface, text: str, pos: tuple[int, int], width: int, size: int, ink, face: str = "regular") -> int:
    img = render(fit_text(text, size, width, face), size, ink, face)
    surface.blit(img, pos)
    return img.get_width()


def draw_heroes(surface: pygame.Surface, rect: pygame.Rect, state, bots, pal, human: int | None) -> None:
    pygame.draw.rect(surface, pal["panel"], rect, border_radius=10)
    y = rect.y + 6
    for h in state.heroes:
        box = pygame.Rect(rect.x + 6, y, rect.w - 12, HERO_H - 2)
        if h.seat == state.active or h.seat == human:
            pygame.draw.rect(surface, pal["highlight"], box, 2, 6)
            pygame.draw.rect(surface, pal["accent"], (box.x + 2, box.y + 4, 4, box.h - 8), 0, 2)
        who = t("zerywia_board.bot") if bots.is_bot(h.seat) else t("zerywia_board.you")
        where = t("zerywia_board.in_region", region=word(h.region)) if h.region else ""
        x = box.x + 10
        x += _text(surface, hero_name(state, h.seat), (x, box.y + 3), 140, 15, pal["text"], "bold") + 6
        # The summoned Creature (ZW-RES-15) rides at the row's end as its emblem; the sheet names it.
        companion = emblem_plate(emblem("zw_creature", h.creature), 18, pal["bg"], pal["text"], pal["accent"]) if h.creature else None
        end = box.right - (24 if companion is not None else 4)
        if companion is not None:
            surface.blit(companion, (end + 2, box.y + 1))
        _text(surface, f"({who}) {where}", (x, box.y + 4), end - x, 13, pal["muted"])
        x = box.x + 10
        for attr in ATTRIBUTES:  # a chip per Attribute: its colour AND its name
            chip = pygame.Rect(x, box.y + 21, 112, 16)
            pygame.draw.rect(surface, KIND_RGB[attr], chip, border_radius=4)
            label = f"{t('zerywia.attr.' + attr)} {h.value[attr]}/{h.current_max(attr)}"
            _text(surface, label, (chip.x + 4, chip.y + 1), chip.w - 24, 12, PAPER, "bold")
            if h.tainted(attr):  # a Taint: a dark badge with its mark at the chip's end
                badge = (chip.right - 9, chip.centery)
                pygame.draw.circle(surface, (58, 28, 80), badge, 7)
                pygame.draw.circle(surface, PAPER, badge, 7, 1)
                img = render(mark("taint"), 9, PAPER, "bold")
                surface.blit(img, img.get_rect(center=badge))
            x += chip.w + 4
        facts = [
            t("zerywia_board.prime", n=h.prime, limit=h.prime_limit),
            t("zerywia_board.trophies", n=h.trophies),
            t("zerywia_board.offerings", n=h.offerings),
            t("zerywia_board.journey", n=len(h.journey_tokens)),
            t("zerywia_board.injuries", n=sum(h.injuries.values())),
        ]
        marks = []
        # Taints are the badges on the chips; a Primal Taint (permanent) is written out too.
        if h.primal:
            marks.append(t("zerywia_board.primal", list=", ".join(t("zerywia.attr." + a) for a in h.primal)))
        if h.dread:
            marks.append(t("zerywia_board.dread"))
        if h.lost:
            marks.append(t("zerywia_board.lost"))
        _text(surface, " · ".join(facts[:1] + marks + facts[1:]), (box.x + 10, box.y + 37), box.w - 14, 11, pal["text"])
        # Whole names only: what does not fit is counted, and pointing at the row lists it all.
        line, size = prepared_line([word(c) for c in h.prepared], box.w - 14)
        _text(surface, line, (box.x + 10, box.y + 47 + (11 - size)), box.w - 14, size, pal["muted"])
        y += HERO_H


def _symbols(surface, label: str, kinds: list[str], x: int, y: int, width: int, pal) -> int:
    """A row: the label, then one badge per symbol (a shape in its colour with its mark)."""
    w = _text(surface, label, (x, y), 150, 13, pal["text"], "bold")
    bx = x + max(w, 110) + 8
    if not kinds:
        _text(surface, t("zerywia_board.none"), (bx, y), width - bx + x, 13, pal["muted"])
    for kind in kinds:
        if bx > x + width - 20:
            break
        rect = pygame.Rect(bx, y, 22, 16)
        pygame.draw.rect(surface, KIND_RGB.get(kind, INK), rect, border_radius=8)
        img = render(mark(kind) if kind in KIND_RGB else "?", 11, PAPER, "bold")
        surface.blit(img, img.get_rect(center=rect.center))
        bx += 26
    return y + 19


def _face_mark(surface, face: str, c: tuple[int, int], ink) -> None:
    """Each face its own shape: Pierce a spike, Critical a star, Hit a cross, Murk a cloud, Empty nothing."""
    x, y = c
    if face == "pierce":
        pygame.draw.polygon(surface, ink, [(x, y - 7), (x + 4, y + 5), (x - 4, y + 5)])
    elif face == "critical":
        pts = []
        for k in range(10):
            r = 8 if k % 2 == 0 else 3.5
            a = -1.5708 + k * 0.6283
            pts.append((x + r * pygame.math.Vector2(1, 0).rotate_rad(a).x, y + r * pygame.math.Vector2(1, 0).rotate_rad(a).y))
        pygame.draw.polygon(surface, ink, pts)
    elif face == "hit":
        pygame.draw.line(surface, ink, (x - 5, y - 5), (x + 5, y + 5), 3)
        pygame.draw.line(surface, ink, (x - 5, y + 5), (x + 5, y - 5), 3)
    elif face == "murk":
        for dx in (-4, 0, 4):
            pygame.draw.circle(surface, ink, (x + dx, y + (0 if dx else -2)), 4)


def _dice(surface, dice: list[tuple[str, str]], x: int, y: int, width: int, pal) -> int:
    if not dice:
        _text(surface, t("zerywia_board.no_dice"), (x, y), width, 13, pal["muted"])
        return y + 18
    bx = x
    for i, (kind, face) in enumerate(dice):
        if bx + 32 > x + width:
            break
        rect = pygame.Rect(bx, y, 30, 30)
        pygame.draw.rect(surface, KIND_RGB.get(kind, INK), rect, border_radius=6)
        pygame.draw.rect(surface, PAPER, rect, 1, 6)
        if face:
            _face_mark(surface, face, rect.center, PAPER)
        else:
            img = render("?", 14, PAPER, "bold")
            surface.blit(img, img.get_rect(center=rect.center))
        num = render(str(i + 1), 10, pal["muted"])
        surface.blit(num, num.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
        tag = render(mark(kind), 9, PAPER, "bold")
        surface.blit(tag, (rect.x + 2, rect.y + 1))
        bx += 34
    counts = Counter(f for _, f in dice)
    summary = ", ".join(
        f"{t('zerywia_board.face.' + (f or 'unrolled'))} ×{n}" for f, n in sorted(counts.items())
    )
    _text(surface, summary, (x, y + 44), width, 12, pal["text"])
    return y + 62


def draw_phase(surface, state, leaf: str, x: int, y: int, w: int, pal) -> None:
    """The Camp Phase (each hero's last step of 1-7, ZW-CYCLE-10) or Nix's Phase (the Herald, the
    heroes still to cast their Murk, the Blackstones), as the state holds them."""
    if leaf == "camp":
        for h in state.heroes:
            if h.lost:
                continue
            stage = state.camp_stage.get(str(h.seat), 0)
            key = "zerywia_ui2.phase.camp_done" if h.seat in state.camped else "zerywia_ui2.phase.camp_step"
            _text(surface, t(key, hero=hero_name(state, h.seat), step=stage), (x, y), w, 13, pal["text"])
            y += 18
        _text(surface, t("zerywia_ui2.phase.camp_steps"), (x, y + 4), w, 12, pal["muted"])
        return
    herald = t("zerywia_ui2.phase.herald", region=word(state.herald))
    _text(surface, herald, (x, y), w, 13, pal["text"])
    y += 18
    waiting = ", ".join(hero_name(state, s) for s in [*state.to_place, *state.to_threat]) or t("zerywia_board.none")
    key = "zerywia.memory.to_place" if is_memory(state) else "zerywia_ui2.phase.to_place"  # a roll's Threat too
    _text(surface, t(key, list=waiting), (x, y), w, 13, pal["text"])
    y += 18
    if state.chain is not None:
        _text(surface, t("zerywia_ui2.phase.overflowing"), (x, y), w, 13, pal["bad"] if "bad" in pal else pal["text"])
        y += 18
    _text(surface, stones_line(state), (x, y), w, 13, pal["text"])
    y += 18
    _text(surface, t("zerywia_ui2.phase.nix_end"), (x, y + 4), w, 12, pal["muted"])


def stones_line(state) -> str:
    """The time limit: the Path's Blackstones on the Rifts, or the Memory's Ritual (n of 4, its
    limit, its Blackstones, ZW-SCEN-19)."""
    if not is_memory(state):
        return t("zerywia_board.blackstones", n=state.statue.on_rifts())
    n, limit, placed = ritual_status(state)
    return t("zerywia.memory.ritual", n=n, limit=limit, placed=placed)


def step_title(state) -> str:
    if state.outcome:
        return t("zerywia_board.over_won" if state.outcome == "won" else "zerywia_board.over_lost")
    if state.challenge is not None and state.step == "challenge":
        return t("zerywia_board.challenge", enemy=word(state.challenge.enemy))
    if state.test is not None and state.step == "test":
        return t("zerywia_board.test", attr=t("zerywia.attr." + state.test.attr), needed=state.test.needed)
    if state.epic is not None and state.step in ("epic", "epic_transfer"):  # between two Attack cards
        return t("zerywia.epic.title") + " · " + t("zerywia.epic.round", round=state.epic.round)
    if state.pending is not None and state.pending.kind == "kept_guard":  # a campaign's kept token (L1086)
        return t(f"zerywia.campaign.place_{state.pending['guard']}")
    key = {"exploring": "step_exploring", "overflow": "step_overflow", "option": "step_option"}.get(
        state.step, "step_idle"
    )
    if not state.step and state.active < 0:
        from game.zerywia.cycle import FLOW

        leaf = FLOW.leaf(state).name if state.flow else ""
        if leaf == "camp":
            return t("zerywia_ui2.phase.camp_title")
        if leaf == "nix":
            return t("zerywia_ui2.phase.nix_title")
    return t(f"zerywia_board.{key}")


def draw_step(surface: pygame.Surface, rect: pygame.Rect, state, pal) -> None:
    pygame.draw.rect(surface, pal["panel"], rect, border_radius=10)
    x, w = rect.x + 10, rect.w - 20
    y = rect.y + 6
    if state.exploring is not None and state.step in ("exploring", "side", "overflow"):
        draw_card(surface, state, x, y, w, rect.bottom - 6, pal)  # the card's words, its sides
        return
    ch = state.challenge if state.step == "challenge" else None
    plate = emblem_plate(emblem("zw_enemy", ch.enemy), 30, pal["bg"], pal["text"], pal["accent"]) if ch else None
    if plate is not None:  # the Enemy's emblem in the corner; its name and phase line stop short of it
        surface.blit(plate, (rect.right - 38, rect.y + 4))
    _text(surface, step_title(state), (x, y), w - (34 if plate else 0), 15, pal["text"], "bold")
    y += 20
    if ch is not None:
        parts = [t("zerywia_board.phase", phase=t("zerywia.challenge." + ch.phase))]
        if ch.strengthen:  # the cards that joined the Enemy at Initiation 3 (their Trophies count too)
            parts.append(t("zerywia_board.strengthen", cards=", ".join(word(c) for c in ch.strengthen)))
        if ch.defile:
            parts.append(t("zerywia_board.defile", card=word(ch.defile)))
        _text(surface, " · ".join(parts), (x, y), w - (34 if plate else 0), 12, pal["muted"])
        y += 16
        y = _symbols(surface, t("zerywia_board.difficulty"), list(ch.difficulty), x, y, w, pal)
        y = _symbols(surface, t("zerywia_board.enemy_shields"), list(ch.enemy_shields), x, y, w, pal)
        y = _symbols(surface, t("zerywia_board.runes"), list(ch.runes), x, y, w, pal)
        y = _symbols(surface, t("zerywia_board.own_shields"), list(ch.shields), x, y, w, pal)
        _dice(surface, [(d.kind, d.face) for d in ch.dice], x, y + 2, w, pal)
        return
    test = state.test if state.step == "test" else None
    if test is not None:
        _text(surface, f"{t('zerywia_board.runes')}: {test.runes}", (x, y), w, 13, pal["text"])
        _dice(surface, list(test.dice), x, y + 20, w, pal)
        return
    from game.zerywia.cycle import FLOW

    leaf = FLOW.leaf(state).name if state.flow else ""
    if leaf in ("camp", "nix"):
        draw_phase(surface, state, leaf, x, y, w, pal)
        return
    if state.epic is not None:  # the Epic Battle between two Attack cards: its standing
        epic = state.epic
        fallen = ", ".join(hero_name(state, s) for s in epic.fallen) or t("zerywia_board.none")
        for line in (t("zerywia.epic.field", region=word(epic.region)), t("zerywia.epic.fallen", heroes=fallen),
                     t("zerywia.epic.deck", n=len(state.herald_deck), used=len(state.herald_used))):
            _text(surface, line, (x, y), w, 13, pal["text"])
            y += 18
        return
    _text(surface, stones_line(state), (x, y), w, 13, pal["text"])
    y += 22
    if is_memory(state):  # where Ughmor stands, and each hero's goal (ZW-SCEN-24)
        _text(surface, t("zerywia.memory.herald_at", region=word(state.herald)), (x, y - 4), w, 13, pal["text"])
        y += 16
        geo = current()
        met = [hero_name(state, h.seat) for h in state.heroes if not h.lost and hero_goal(state, geo, h)]
        line = t("zerywia.memory.goals", met=len(met), total=sum(not h.lost for h in state.heroes))
        if met:
            line += " · " + ", ".join(met)
        _text(surface, line, (x, y - 4), w, 12, pal["muted"])
        y += 18
    # The four Thymors: the time of day of each emblem, and the stone the Statue turns towards it
    # (Camp step 1 restores by it, a Blackstone puts the Thymor under it).
    bm = board_map.board()
    _text(surface, t("zerywia_board.statue_faces"), (x, y), w, 13, pal["muted"])
    y += 18
    for tid, thymor in bm.thymors.items():
        stone = state.statue.stone_towards(thymor.quarter)
        line = t("zerywia_board.thymor_line", thymor=t(f"zerywia.thymor.{tid}"),
                 time=t(f"zerywia_board.time.{thymor.time_of_day}"), stone=word(stone))
        _text(surface, line, (x, y), w, 13, pal["text"])
        y += 18
