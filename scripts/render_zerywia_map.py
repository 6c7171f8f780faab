"""Draw Zerywia's map to a PNG so its layout can be looked at, or rebuild map_layout.toml.

    SDL_VIDEODRIVER=dummy python scripts/render_zerywia_map.py [--lang pt] [--out screenshots/zw_map.png]
    python scripts/render_zerywia_map.py --write-layout     # regenerate data/map_layout.toml

The layout is built, not hand-drawn: each Thymor is a quarter of the 1280x720 board cut by the
diagonals, with three rings of Regions around the Chasm (2, 3 and 4 cells). Every vertex is computed
once on shared grids, then moved by one smooth warp, so two bordering Regions share their edge
exactly and the picture follows the borders of map.toml (the script refuses to write a layout whose
cells disagree with them). A developer tool: the game never imports it.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.zerywia import board_map  # noqa: E402

W, H = 1280, 720
CX, CY = W / 2, H / 2
CHASM_R = 92.0
MARGIN = 8.0  # the sea around the board
RING_F = (0.0, 0.34, 0.66, 1.0)  # ring boundaries, as a fraction of the way from the Chasm to the coast
RING_CELLS = (2, 3, 4)
EMBLEM_R = 16.0  # the Thymor symbol's radius
T_STEPS = 24  # shared grid along each quarter (a multiple of 2, 3 and 4)
F_STEPS = 4  # samples on each radial side per ring
# Clockwise on screen, each quarter's coast runs from its first corner to its second.
_L, _T, _R, _B = MARGIN, MARGIN, W - MARGIN, H - MARGIN
QUARTERS = {
    "north": ((_L, _T), (_R, _T)),
    "east": ((_R, _T), (_R, _B)),
    "south": ((_R, _B), (_L, _B)),
    "west": ((_L, _B), (_L, _T)),
}
ORDER = ("north", "east", "south", "west")
# Which cell (ring, index clockwise) each Region takes; map.toml lists them in this order too.
PLAN: dict[str, tuple[int, int]] = {
    "frozen_debris": (0, 0),
    "pale_veil": (0, 1),
    "hoarfrost": (1, 0),
    "starfall_crater": (1, 1),
    "kryvan_ridge": (1, 2),
    "icemere": (2, 0),
    "svetlograd": (2, 1),
    "wailing_barrows": (2, 2),
    "skalnik_bay": (2, 3),
    "vids_tangle": (0, 0),
    "rusalka_springs": (0, 1),
    "dragon_spine": (1, 0),
    "wolf_gate": (1, 1),
    "whispering_glade": (1, 2),
    "amberstrand": (2, 0),
    "thornwald": (2, 1),
    "sunken_kurgan": (2, 2),
    "zorya_haven": (2, 3),
    "ashen_mounds": (0, 0),
    "ardor_spire": (0, 1),
    "barren_woods": (1, 0),
    "creeping_marsh": (1, 1),
    "zhar_crag": (1, 2),
    "salt_steppe": (2, 0),
    "bright_falls": (2, 1),
    "cadavar_estuary": (2, 2),
    "old_kurgans": (2, 3),
    "grey_barrow": (0, 0),
    "weeping_willows": (0, 1),
    "lekhs_keep": (1, 0),
    "moonwell_grove": (1, 1),
    "iron_teeth": (1, 2),
    "lekhograd": (2, 0),
    "crow_moors": (2, 1),
    "emberfane": (2, 2),
    "gale_point": (2, 3),
}


def _raw_point(quarter: str, t: float, f: float) -> tuple[float, float]:
    (x0, y0), (x1, y1) = QUARTERS[quarter]
    ex, ey = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
    dx, dy = ex - CX, ey - CY
    dist = math.hypot(dx, dy)
    r = CHASM_R + f * (dist - CHASM_R)
    return CX + dx / dist * r, CY + dy / dist * r


def _warp(x: float, y: float) -> tuple[float, float]:
    """A smooth displacement that leaves the coast and the Chasm's rim in place."""
    edge = min(x - MARGIN, W - MARGIN - x, y - MARGIN, H - MARGIN - y)
    rim = math.hypot(x - CX, y - CY) - CHASM_R
    s = max(0.0, min(1.0, edge / 45.0, rim / 45.0))
    dx = 14 * math.sin(x / 71.0 + 2.1 * math.sin(y / 97.0))
    dy = 11 * math.cos(y / 59.0 + 1.7 * math.sin(x / 83.0))
    return round(x + s * dx, 1), round(y + s * dy, 1)


def point(quarter: str, t: float, f: float) -> tuple[float, float]:
    return _warp(*_raw_point(quarter, t, f))


def cell_polygon(quarter: str, ring: int, idx: int) -> list[tuple[float, float]]:
    n = RING_CELLS[ring]
    k0, k1 = idx * T_STEPS // n, (idx + 1) * T_STEPS // n
    f0, f1 = RING_F[ring], RING_F[ring + 1]
    ts = [k / T_STEPS for k in range(k0, k1 + 1)]
    fs = [f0 + (f1 - f0) * s / F_STEPS for s in range(F_STEPS + 1)]
    pts = [point(quarter, t, f0) for t in ts]  # inner edge, clockwise
    pts += [point(quarter, ts[-1], f) for f in fs[1:]]  # far side, outwards
    pts += [point(quarter, t, f1) for t in reversed(ts[:-1])]  # coast-side edge, back
    pts += [point(quarter, ts[0], f) for f in reversed(fs[1:-1])]  # near side, inwards
    return pts


def centroid(poly: list[tuple[float, float]]) -> tuple[float, float]:
    a = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        c = x0 * y1 - x1 * y0
        a += c
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    return round(cx / (3 * a), 1), round(cy / (3 * a), 1)


def _edge_distance(p: tuple[float, float], poly: list[tuple[float, float]]) -> float:
    best = math.inf
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        dx, dy = x1 - x0, y1 - y0
        k = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / ((dx * dx + dy * dy) or 1.0)))
        best = min(best, math.hypot(p[0] - x0 - k * dx, p[1] - y0 - k * dy))
    return best


def _inside(p: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    x, y, hit = p[0], p[1], False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def _clear(
    p: tuple[float, float],
    r: float,
    poly: list[tuple[float, float]],
    boxes: list[tuple[float, float, float, float]],
) -> bool:
    if not _inside(p, poly) or _edge_distance(p, poly) < r + 3:
        return False
    for left, top, right, bottom in boxes:
        nx, ny = max(left, min(p[0], right)), max(top, min(p[1], bottom))
        if math.hypot(p[0] - nx, p[1] - ny) < r + 3:
            return False
    return True


def piece_spots(
    rid: str,
    bm: board_map.BoardMap,
    poly: list[tuple[float, float]],
    label: tuple[float, float],
    emblems: list[tuple[float, float]],
) -> tuple[list[tuple[float, float]], tuple[float, float]]:
    """The nearest free places to the label for the 4 tokens (a row, else a 2x2 block) and the
    figures, clear of the Region's edges, of its label (both languages) and of each other."""
    r = bm.regions[rid]
    icons = (r.special is not None) + r.harbour
    boxes = [board_map.label_box(r.name.get(lang), icons, label) for lang in ("en", "pt")]
    boxes += [(x - EMBLEM_R, y - EMBLEM_R, x + EMBLEM_R, y + EMBLEM_R) for x, y in emblems]
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    grid = [
        (x, y) for x in range(int(min(xs)), int(max(xs)), 3) for y in range(int(min(ys)), int(max(ys)), 3)
    ]
    grid.sort(key=lambda p: math.dist(p, label))
    gap, tr = 2 * board_map.TOKEN_R + 3, board_map.TOKEN_R
    shapes = (
        [(-1.5 * gap, 0.0), (-0.5 * gap, 0.0), (0.5 * gap, 0.0), (1.5 * gap, 0.0)],
        [(-0.5 * gap, -0.5 * gap), (0.5 * gap, -0.5 * gap), (-0.5 * gap, 0.5 * gap), (0.5 * gap, 0.5 * gap)],
    )
    for shape in shapes:
        for cx, cy in grid:
            tokens = [(cx + dx, cy + dy) for dx, dy in shape]
            if all(_clear(t, tr, poly, boxes) for t in tokens):
                taken = boxes + [(x - tr, y - tr, x + tr, y + tr) for x, y in tokens]
                for fx, fy in grid:
                    if _clear((fx, fy), board_map.FIGURE_R, poly, taken):
                        return [(float(x), float(y)) for x, y in tokens], (float(fx), float(fy))
    raise SystemExit(f"no room for the pieces of {rid}")


def plan_borders(bm: board_map.BoardMap) -> set[frozenset[str]]:
    """The borders the cells of PLAN have (rings touch where their angular spans overlap)."""
    cell: dict[tuple[str, int, int], str] = {
        (bm.thymors[bm.regions[r].thymor].quarter, ring, i): r for r, (ring, i) in PLAN.items()
    }
    out: set[frozenset[str]] = set()
    for qi, q in enumerate(ORDER):
        for ring, n in enumerate(RING_CELLS):
            out |= {frozenset((cell[q, ring, j], cell[q, ring, j + 1])) for j in range(n - 1)}
            out.add(frozenset((cell[q, ring, n - 1], cell[ORDER[(qi + 1) % 4], ring, 0])))
            if ring < 2:
                m = RING_CELLS[ring + 1]
                for a in range(n):
                    for b in range(m):
                        if min((a + 1) / n, (b + 1) / m) - max(a / n, b / m) > 1e-9:
                            out.add(frozenset((cell[q, ring, a], cell[q, ring + 1, b])))
    return out


def write_layout() -> Path:
    bm = board_map.load()
    if set(PLAN) != set(bm.regions):
        raise SystemExit(f"PLAN and map.toml differ: {sorted(set(PLAN) ^ set(bm.regions))}")
    if plan_borders(bm) != {frozenset(p) for p in bm.borders}:
        raise SystemExit("the cells of PLAN do not have the borders of map.toml")
    lines = [
        "# The drawing of Zerywia's map in a 1280x720 board space (board_map.layout() loads it).",
        "# Generated by scripts/render_zerywia_map.py --write-layout (see its docstring); authored.",
        "# polygon: the Region's outline, clockwise on screen; label: where its symbols and name are",
        "# centred (board_map.label_box); tokens: the Murk-family, Threat-family, Garrison and Watchstone",
        "# token spots; figures: the hero figures' spot. All in board space, clear of each other.",
        "",
        "[board]",
        f"width = {W}",
        f"height = {H}",
        "",
        "# The Chasm of Oblivion in the middle, Sventovit's Statue on it, the six Ritual Rifts around it.",
        "[chasm]",
        f"centre = [{CX:g}, {CY:g}]",
        f"radius = {CHASM_R:g}",
        "statue_radius = 30",
        "rifts = [",
    ]
    for k in range(6):
        a = math.radians(-90 + 60 * k + 30)
        lines.append(f"    [{CX + 62 * math.cos(a):.1f}, {CY + 62 * math.sin(a):.1f}],")
    lines += ["]", ""]
    lines.append("# The Thymor symbol on each tile (L211, L278), on its coast.")
    emblems: list[tuple[float, float]] = []
    for tid, t in bm.thymors.items():
        ex, ey = _raw_point(t.quarter, 0.5, 1.0)
        ex, ey = round(ex + (CX - ex) * 0.055, 1), round(ey + (CY - ey) * 0.09, 1)
        emblems.append((ex, ey))
        lines += ["[[thymor]]", f'id = "{tid}"', f"emblem = [{ex:g}, {ey:g}]", ""]
    for rid, (ring, idx) in PLAN.items():
        poly = cell_polygon(bm.thymors[bm.regions[rid].thymor].quarter, ring, idx)
        lx, ly = centroid(poly)
        tokens, (fx, fy) = piece_spots(rid, bm, poly, (lx, ly), emblems)
        lines += ["[[region]]", f'id = "{rid}"', f"label = [{lx:g}, {ly:g}]"]
        lines.append("tokens = [" + ", ".join(f"[{x:g}, {y:g}]" for x, y in tokens) + "]")
        lines += [f"figures = [{fx:g}, {fy:g}]", "polygon = ["]
        row: list[str] = []
        for x, y in poly:
            row.append(f"[{x:g}, {y:g}]")
            if len(row) == 6:
                lines.append("    " + ", ".join(row) + ",")
                row = []
        if row:
            lines.append("    " + ", ".join(row) + ",")
        lines += ["]", ""]
    out = board_map.DATA / "map_layout.toml"
    out.write_text("\n".join(lines))
    return out


TERRAIN_RGB = {
    "wilderness": (74, 122, 64),
    "mountain": (150, 72, 60),
    "ruin": (70, 92, 150),
    "settlement": (176, 150, 96),
}


def render(out: Path, lang: str, scale: float, links: bool = False, boxes: bool = False) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    bm, lay = board_map.board(), board_map.layout()
    surf = pygame.Surface((int(W * scale), int(H * scale)))
    surf.fill((28, 52, 78))
    font = pygame.font.Font(None, int(19 * scale))
    small = pygame.font.Font(None, int(15 * scale))

    def sc(p: tuple[float, float]) -> tuple[int, int]:
        return int(p[0] * scale), int(p[1] * scale)

    for rid, reg in lay.regions.items():
        r = bm.regions[rid]
        cols = [TERRAIN_RGB[t] for t in r.terrains]
        col = tuple(sum(c[i] for c in cols) // len(cols) for i in range(3))
        pygame.draw.polygon(surf, col, [sc(p) for p in reg.polygon])
        pygame.draw.polygon(surf, (20, 20, 20), [sc(p) for p in reg.polygon], max(1, int(2 * scale)))
    for a, b in bm.borders:
        pa, pb = lay.regions[a].polygon, set(lay.regions[b].polygon)
        shared = [(p, q) for p, q in zip(pa, pa[1:] + pa[:1], strict=True) if p in pb and q in pb]
        if not shared:  # the drawing disagrees with map.toml: make it loud
            pygame.draw.line(surf, (255, 0, 255), sc(lay.regions[a].label), sc(lay.regions[b].label), 3)
        elif links or bm.regions[a].thymor != bm.regions[b].thymor:
            width = 5 if bm.regions[a].thymor != bm.regions[b].thymor else 2
            for p, q in shared:
                pygame.draw.line(surf, (240, 230, 200), sc(p), sc(q), max(1, int(width * scale)))
    c = lay.chasm
    pygame.draw.circle(surf, (16, 10, 24), sc(c.centre), int(c.radius * scale))
    pygame.draw.circle(surf, (120, 110, 140), sc(c.centre), int(c.statue_radius * scale))
    for p in c.rifts:
        pygame.draw.circle(surf, (150, 40, 40), sc(p), int(9 * scale))
    for tid, t in lay.thymors.items():
        pygame.draw.circle(surf, (240, 230, 200), sc(t.emblem), int(14 * scale), max(1, int(2 * scale)))
        text = small.render(bm.thymors[tid].time_of_day, True, (255, 255, 230))
        surf.blit(text, text.get_rect(center=sc(t.emblem)))
    for rid, reg in lay.regions.items():
        r = bm.regions[rid]
        name = r.name.get(lang)
        icons = [x for x in ((r.special or "")[:2].upper(), "H" if r.harbour else "") if x]
        left, top, right, bottom = board_map.label_box(name, len(icons), reg.label)
        if boxes:
            pygame.draw.rect(
                surf,
                (255, 0, 255),
                pygame.Rect(*sc((left, top)), int((right - left) * scale), int((bottom - top) * scale)),
                1,
            )
        x = left
        for icon in icons:  # the special location's symbol and the anchor come before the name (L284)
            box = pygame.Rect(
                int(x * scale) + 1, int(reg.label[1] * scale - 9 * scale), int(18 * scale), int(18 * scale)
            )
            pygame.draw.rect(surf, (250, 235, 180), box, border_radius=4)
            img = small.render(icon, True, (40, 30, 20))
            surf.blit(img, img.get_rect(center=box.center))
            x += board_map.LABEL_ICON_W
        lines = board_map.label_lines(name)
        cx = (x + right) / 2
        y = reg.label[1] - board_map.LABEL_LINE_H * len(lines) / 2
        for line in lines:
            img = font.render(line, True, (255, 255, 255))
            surf.blit(img, img.get_rect(midtop=(int(cx * scale), int((y + 2) * scale))))
            y += board_map.LABEL_LINE_H
        for (tx, ty), letter in zip(reg.tokens, "MTGW", strict=True):
            pygame.draw.circle(surf, (30, 30, 30), sc((tx, ty)), int(board_map.TOKEN_R * scale))
            img = small.render(letter, True, (230, 230, 230))
            surf.blit(img, img.get_rect(center=sc((tx, ty))))
        pygame.draw.circle(
            surf, (230, 200, 90), sc(reg.figures), int(board_map.FIGURE_R * scale), max(1, int(2 * scale))
        )
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(out))
    print(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write-layout", action="store_true")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--links", action="store_true", help="light every border, not only Thymor borders")
    ap.add_argument("--boxes", action="store_true", help="outline the label boxes the layout was fitted to")
    ap.add_argument("--out", type=Path, default=ROOT / "screenshots" / "zerywia_map.png")
    args = ap.parse_args()
    if args.write_layout:
        print(write_layout())
    else:
        render(args.out, args.lang, args.scale, args.links, args.boxes)


if __name__ == "__main__":
    main()
