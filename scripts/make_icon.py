"""Draw Tablebound's application icon and pack it for every desktop.

    python scripts/make_icon.py      # writes art/icon.png, art/icon.ico, art/icon.icns

The picture (a die over a fanned pair of cards on a plate, in the menu palette) is drawn with
pygame at 512 px and scaled down. The Windows ``.ico`` and the macOS ``.icns`` are packed here
by hand: both formats may embed PNG images (ICO since Vista, ICNS types ic07-ic10 since 10.7), so
no image tool is needed. ``tests/test_release_spec.py`` checks all three files are well formed.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ART = Path(__file__).resolve().parent.parent / "art"
SIZE = 512
ICO_SIZES = (16, 32, 48, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512))
BG, PANEL, TEXT, ACCENT, ACCENT2 = "#1b1e26", "#2f3542", "#ecebe4", "#d9a441", "#7d5ba6"


def card(w: int, h: int, face: str, edge: str) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, face, (0, 0, w, h), border_radius=w // 9)
    pygame.draw.rect(s, edge, (0, 0, w, h), width=max(2, w // 24), border_radius=w // 9)
    pygame.draw.rect(s, edge, (w // 6, h // 8, w * 2 // 3, h // 3), width=max(2, w // 40), border_radius=w // 18)
    return s


def draw() -> pygame.Surface:
    s = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(s, BG, (16, 16, SIZE - 32, SIZE - 32), border_radius=96)
    pygame.draw.rect(s, ACCENT, (16, 16, SIZE - 32, SIZE - 32), width=14, border_radius=96)
    for angle, dx, face in ((18, -70, ACCENT2), (-8, 40, PANEL)):
        c = pygame.transform.rotate(card(190, 270, face, TEXT), angle)
        s.blit(c, c.get_rect(center=(SIZE // 2 + dx, SIZE // 2 - 30)))
    die = pygame.Surface((200, 200), pygame.SRCALPHA)
    pygame.draw.rect(die, TEXT, (0, 0, 200, 200), border_radius=36)
    pygame.draw.rect(die, BG, (0, 0, 200, 200), width=8, border_radius=36)
    for px, py in ((50, 50), (150, 50), (100, 100), (50, 150), (150, 150)):
        pygame.draw.circle(die, BG, (px, py), 19)
    die = pygame.transform.rotate(die, -12)
    s.blit(die, die.get_rect(center=(SIZE // 2 + 70, SIZE // 2 + 95)))
    return s


def png(surface: pygame.Surface, size: int) -> bytes:
    img = surface if size == surface.get_width() else pygame.transform.smoothscale(surface, (size, size))
    buf = io.BytesIO()
    pygame.image.save(img, buf, "icon.png")
    return buf.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNGs (a 256 px size is written as 0)."""
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images.items():
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return head + entries + blobs


def icns(images: list[tuple[bytes, bytes]]) -> bytes:
    """'icns' + total length, then (type, length incl. its 8-byte header, PNG) per image, big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()  # only the display: no mixer (and no ALSA noise) for a picture
    pygame.display.set_mode((1, 1))
    art = draw()
    (ART / "icon.png").write_bytes(png(art, 256))
    (ART / "icon.ico").write_bytes(ico({n: png(art, n) for n in ICO_SIZES}))
    (ART / "icon.icns").write_bytes(icns([(kind, png(art, n)) for kind, n in ICNS_TYPES]))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"{name}: {(ART / name).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
