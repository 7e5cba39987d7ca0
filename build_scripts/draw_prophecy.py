#!/usr/bin/env python3
"""Draw Prophecy's sprites with pygame-ce and save them under sprites/prophecy/.

Everything is drawn by code (polygons, circles, seeded strokes); nothing outside is
read. The output is deterministic: the same PNG bytes on every run (all noise from
seeded random.Random). Sprites are drawn at 3 times their size and scaled down
with smoothscale for anti-aliased edges, and kept small (commit-size PNGs).

    python -m build_scripts.sprites prophecy
    python build_scripts/draw_prophecy.py [--contact /tmp/contact.png]

It writes, under sprites/prophecy/:
    terrain/{mountains,forest,plains}.png          128x96 landscape tiles
    places/<kind>.png                              96x96 pictures of the guilds, towns, Wilderness
    icons/{anchor,portal,dove,gold,xp,strength,will,health,magic}.png   48x48 icons
    symbols/{shield,keys,star,oak,bell}.png        48x48 white guild symbols (tinted when drawn)
    standee.png                                    64x96 white standee (tinted with a seat colour)
    dice/{light,dark}_1..6.png                     48x48 the light (yours) and dark (its) die
    art/cover.png                                  320x200 the game's picture (menu, New game)
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

# The kit's PNG writer (draw_sprites.py), as draw_comanauts.py takes it; importing
# the kit sets SDL_VIDEODRIVER=dummy before pygame.
if __package__:
    from .draw_sprites import save_png
else:
    from draw_sprites import save_png  # type: ignore[no-redef]

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "prophecy"
S = 3  # supersampling

WHITE = (255, 255, 255)


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def canvas(w, h):
    surf = pygame.Surface((w * S, h * S), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    return surf


def done(surf, w, h):
    return pygame.transform.smoothscale(surf, (w, h))


def P(points):
    return [(x * S, y * S) for x, y in points]


def poly(surf, colour, points):
    pygame.draw.polygon(surf, colour, P(points))


def circle(surf, colour, centre, r, width=0):
    pygame.draw.circle(surf, colour, (centre[0] * S, centre[1] * S), r * S, width * S)


def rect(surf, colour, r, radius=0, width=0):
    x, y, w, h = r
    pygame.draw.rect(surf, colour, (x * S, y * S, w * S, h * S), width * S, border_radius=radius * S)


def line(surf, colour, a, b, width=1):
    pygame.draw.line(surf, colour, (a[0] * S, a[1] * S), (b[0] * S, b[1] * S), max(1, int(width * S)))


def gradient(surf, top, bottom, w, h):
    for y in range(h * S):
        pygame.draw.line(surf, mix(top, bottom, y / (h * S)), (0, y), (w * S, y))


# --------------------------------------------------------------------------- terrain


def terrain(kind: str) -> pygame.Surface:
    w, h = 128, 96
    surf = canvas(w, h)
    rng = random.Random(kind)
    if kind == "mountains":
        gradient(surf, (86, 96, 128), (150, 140, 150), w, h)
        for x0, peak, colour in ((-10, 30, (92, 92, 112)), (30, 14, (112, 108, 126)), (74, 24, (98, 96, 116)),
                                 (100, 38, (84, 84, 104))):
            base = x0 + 46
            poly(surf, colour, [(x0, h), (base, peak), (x0 + 92, h)])
            poly(surf, (236, 240, 248), [(base, peak), (base - 9, peak + 12), (base - 3, peak + 9),
                                         (base + 2, peak + 14), (base + 9, peak + 11)])
        poly(surf, (70, 72, 86), [(0, h), (0, 80), (40, 72), (80, 82), (128, 74), (128, h)])
    elif kind == "forest":
        gradient(surf, (60, 98, 70), (32, 62, 40), w, h)
        for i in range(16):
            x = rng.uniform(-4, w + 4)
            y = 26 + (i % 4) * 18 + rng.uniform(-4, 4)
            size = rng.uniform(12, 18)
            dark = mix((24, 70, 40), (58, 120, 62), rng.random())
            rect(surf, (70, 48, 30), (x - 2, y + size * 0.9, 4, 8))
            poly(surf, dark, [(x, y - size), (x - size * 0.7, y + size), (x + size * 0.7, y + size)])
            poly(surf, mix(dark, (140, 190, 110), 0.25), [(x, y - size), (x - size * 0.2, y + size * 0.2),
                                                         (x + size * 0.5, y + size * 0.6)])
    else:  # plains
        gradient(surf, (170, 196, 220), (214, 190, 110), w, 40)
        rect(surf, (196, 168, 84), (0, 34, w, h - 34))
        poly(surf, (172, 150, 70), [(0, 50), (60, 40), (128, 52), (128, h), (0, h)])
        for _ in range(60):
            x, y = rng.uniform(0, w), rng.uniform(40, h)
            line(surf, mix((230, 210, 120), (120, 110, 50), rng.random()), (x, y), (x + rng.uniform(-2, 2), y - 6),
                 1)
        circle(surf, (252, 236, 170), (100, 16), 8)
    return done(surf, w, h)


# --------------------------------------------------------------------------- places


def place(kind: str) -> pygame.Surface:
    w = h = 96
    surf = canvas(w, h)
    stone, roof = (170, 164, 156), (150, 62, 50)
    if kind == "fortress":
        rect(surf, stone, (18, 40, 60, 44))
        for x in (12, 66):
            rect(surf, mix(stone, WHITE, 0.1), (x, 24, 18, 60))
            for k in range(3):
                rect(surf, mix(stone, WHITE, 0.1), (x + k * 6, 18, 4, 7))
        for k in range(5):
            rect(surf, stone, (20 + k * 12, 33, 8, 8))
        rect(surf, (60, 40, 30), (38, 58, 20, 26), radius=9)
        line(surf, (200, 50, 50), (21, 24), (21, 6), 2)
        poly(surf, (214, 60, 60), [(21, 6), (34, 10), (21, 14)])
    elif kind == "thieves_guild":
        poly(surf, (52, 46, 62), [(48, 8), (82, 40), (76, 88), (20, 88), (14, 40)])
        poly(surf, (30, 26, 36), [(48, 22), (68, 44), (64, 70), (32, 70), (28, 44)])
        rect(surf, (20, 20, 24), (30, 42, 36, 10), radius=4)
        circle(surf, (240, 220, 120), (40, 47), 3)
        circle(surf, (240, 220, 120), (56, 47), 3)
        circle(surf, (220, 180, 60), (70, 80), 9)
        circle(surf, (250, 214, 100), (70, 80), 6)
    elif kind == "magic_tower":
        poly(surf, (108, 96, 160), [(36, 90), (40, 30), (56, 30), (60, 90)])
        poly(surf, (70, 60, 130), [(32, 32), (48, 4), (64, 32)])
        for y in (46, 64):
            rect(surf, (250, 230, 140), (44, y, 8, 10), radius=3)
        for cx, cy, r in ((20, 20, 3), (78, 16, 4), (82, 50, 2), (14, 54, 2)):
            poly(surf, (255, 236, 150), [(cx, cy - r * 2), (cx + r / 2, cy), (cx, cy + r * 2), (cx - r / 2, cy)])
            poly(surf, (255, 236, 150), [(cx - r * 2, cy), (cx, cy - r / 2), (cx + r * 2, cy), (cx, cy + r / 2)])
    elif kind == "forest_camp":
        for x in (14, 70):
            poly(surf, (40, 100, 56), [(x, 20), (x - 12, 70), (x + 12, 70)])
        poly(surf, (186, 150, 96), [(48, 22), (20, 80), (76, 80)])
        poly(surf, (90, 60, 40), [(48, 40), (40, 80), (56, 80)])
        poly(surf, (240, 140, 40), [(48, 70), (42, 88), (54, 88)])
        poly(surf, (255, 220, 90), [(48, 78), (45, 88), (51, 88)])
    elif kind == "monastery":
        rect(surf, (214, 200, 170), (14, 46, 68, 40))
        poly(surf, roof, [(8, 48), (48, 22), (88, 48)])
        rect(surf, (214, 200, 170), (40, 8, 16, 30))
        poly(surf, roof, [(36, 10), (48, 0), (60, 10)])
        circle(surf, (220, 180, 60), (48, 22), 5)
        rect(surf, (90, 60, 40), (40, 62, 16, 24), radius=7)
    elif kind == "city":
        for x, top, colour in ((6, 36, (176, 160, 140)), (26, 20, (196, 180, 150)), (50, 30, (166, 150, 130)),
                               (70, 40, (186, 170, 140))):
            rect(surf, colour, (x, top, 22, 88 - top))
            poly(surf, roof, [(x - 2, top + 1), (x + 11, top - 12), (x + 24, top + 1)])
            for y in range(top + 8, 80, 12):
                rect(surf, (70, 80, 110), (x + 7, y, 8, 6))
        rect(surf, (120, 110, 100), (0, 84, 96, 6))
    elif kind == "village":
        for x, y, s in ((8, 50, 30), (52, 42, 34), (30, 64, 26)):
            rect(surf, (196, 160, 110), (x, y, s, s * 0.7))
            poly(surf, (200, 170, 80), [(x - 4, y + 2), (x + s / 2, y - s * 0.5), (x + s + 4, y + 2)])
            rect(surf, (90, 60, 40), (x + s / 2 - 4, y + s * 0.7 - 12, 8, 12))
        line(surf, (120, 90, 60), (80, 90), (80, 60), 2)
        rect(surf, (150, 100, 50), (70, 56, 20, 10), radius=3)
    else:  # wilderness
        rng = random.Random("wild")
        for x in (18, 48, 78):
            rect(surf, (86, 60, 90), (x - 3, 52, 6, 36))
            circle(surf, (120, 70, 150), (x, 44), 18)
            circle(surf, (160, 100, 200), (x - 5, 38), 9)
        for _ in range(14):
            cx, cy = rng.uniform(6, 90), rng.uniform(6, 90)
            circle(surf, (200, 240, 255), (cx, cy), rng.uniform(1, 2.4))
    return done(surf, w, h)


# --------------------------------------------------------------------------- icons


def icon(kind: str) -> pygame.Surface:
    w = h = 48
    surf = canvas(w, h)
    if kind == "anchor":
        blue = (70, 140, 230)
        circle(surf, blue, (24, 9), 5, 2)
        line(surf, blue, (24, 14), (24, 42), 4)
        line(surf, blue, (14, 20), (34, 20), 3)
        pygame.draw.arc(surf, blue, (8 * S, 20 * S, 32 * S, 24 * S), math.pi, 2 * math.pi, 4 * S)
    elif kind == "portal":
        for r, c in ((21, (90, 40, 160)), (16, (150, 80, 220)), (11, (200, 140, 255)), (6, (250, 230, 255))):
            circle(surf, c, (24, 24), r)
    elif kind == "dove":
        poly(surf, (245, 245, 250), [(6, 26), (20, 18), (30, 22), (44, 8), (38, 26), (30, 34), (14, 34)])
        circle(surf, (245, 245, 250), (12, 24), 5)
        poly(surf, (240, 170, 60), [(6, 23), (1, 25), (6, 27)])
    elif kind == "gold":
        circle(surf, (170, 120, 30), (24, 24), 20)
        circle(surf, (240, 196, 70), (24, 24), 17)
        circle(surf, (255, 224, 120), (20, 20), 7)
    elif kind == "xp":
        poly(surf, (40, 150, 80), [(24, 3), (44, 24), (24, 45), (4, 24)])
        poly(surf, (120, 220, 140), [(24, 8), (36, 24), (24, 24)])
    elif kind == "strength":
        line(surf, (220, 220, 230), (10, 38), (36, 12), 5)
        poly(surf, (240, 240, 250), [(36, 12), (44, 4), (40, 16)])
        line(surf, (200, 150, 60), (8, 28), (20, 40), 4)
        line(surf, (120, 80, 40), (6, 42), (12, 36), 4)
    elif kind == "will":
        pygame.draw.ellipse(surf, (110, 160, 240), (4 * S, 12 * S, 40 * S, 24 * S))
        circle(surf, (30, 50, 120), (24, 24), 9)
        circle(surf, (220, 240, 255), (21, 21), 3)
    elif kind == "health":
        circle(surf, (210, 50, 60), (16, 18), 10)
        circle(surf, (210, 50, 60), (32, 18), 10)
        poly(surf, (210, 50, 60), [(6, 22), (42, 22), (24, 44)])
    elif kind == "magic":
        poly(surf, (70, 120, 230), [(24, 2), (30, 18), (46, 24), (30, 30), (24, 46), (18, 30), (2, 24), (18, 18)])
        circle(surf, (200, 220, 255), (24, 24), 5)
    return done(surf, w, h)


def symbol(kind: str) -> pygame.Surface:
    """A white guild symbol, for tinting."""
    w = h = 48
    surf = canvas(w, h)
    if kind == "shield":
        poly(surf, WHITE, [(8, 6), (40, 6), (40, 24), (24, 44), (8, 24)])
    elif kind == "keys":
        circle(surf, WHITE, (16, 16), 10, 4)
        line(surf, WHITE, (22, 22), (42, 42), 5)
        line(surf, WHITE, (34, 34), (40, 28), 4)
        line(surf, WHITE, (38, 38), (44, 32), 4)
    elif kind == "star":
        pts = []
        for k in range(10):
            r = 21 if k % 2 == 0 else 9
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((24 + r * math.cos(a), 25 + r * math.sin(a)))
        poly(surf, WHITE, pts)
    elif kind == "oak":
        rect(surf, WHITE, (21, 28, 6, 18))
        for cx, cy in ((24, 14), (14, 20), (34, 20), (18, 28), (30, 28)):
            circle(surf, WHITE, (cx, cy), 9)
    else:  # bell
        poly(surf, WHITE, [(14, 34), (16, 16), (24, 8), (32, 16), (34, 34), (40, 38), (8, 38)])
        circle(surf, WHITE, (24, 42), 4)
    return done(surf, w, h)


def standee() -> pygame.Surface:
    """A white figure on its stand (tinted with the seat's colour when drawn)."""
    w, h = 64, 96
    surf = canvas(w, h)
    pygame.draw.ellipse(surf, (200, 200, 200), (6 * S, 78 * S, 52 * S, 16 * S))
    pygame.draw.ellipse(surf, WHITE, (8 * S, 78 * S, 48 * S, 12 * S))
    poly(surf, WHITE, [(20, 82), (22, 48), (16, 62), (12, 58), (20, 34), (44, 34), (52, 58), (48, 62), (42, 48),
                       (44, 82)])
    circle(surf, WHITE, (32, 22), 12)
    poly(surf, (210, 210, 210), [(20, 14), (32, 0), (44, 14), (32, 10)])
    return done(surf, w, h)


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(kind: str, face: int) -> pygame.Surface:
    w = h = 48
    surf = canvas(w, h)
    body, edge, pip = ((246, 236, 210), (170, 150, 110), (40, 30, 20)) if kind == "light" else \
        ((52, 40, 70), (20, 14, 30), (240, 226, 190))
    rect(surf, edge, (2, 3, 44, 44), radius=9)
    rect(surf, body, (2, 1, 44, 42), radius=9)
    for dx, dy in PIPS[face]:
        circle(surf, pip, (24 + dx * 11, 22 + dy * 11), 4.2)
    return done(surf, w, h)


def cover() -> pygame.Surface:
    """The game's picture: a ring road around a lake, the five guilds' lights on it."""
    w, h = 320, 200
    surf = canvas(w, h)
    gradient(surf, (40, 34, 70), (120, 90, 80), w, h)
    rng = random.Random("cover")
    for _ in range(40):
        circle(surf, (255, 250, 220), (rng.uniform(0, w), rng.uniform(0, 70)), rng.uniform(0.5, 1.4))
    poly(surf, (60, 60, 86), [(0, 120), (50, 60), (90, 110), (140, 50), (200, 112), (250, 70), (320, 120),
                              (320, 200), (0, 200)])
    pygame.draw.ellipse(surf, (54, 90, 60), (10 * S, 100 * S, 300 * S, 96 * S))
    pygame.draw.ellipse(surf, (196, 170, 110), (30 * S, 110 * S, 260 * S, 76 * S), 7 * S)
    pygame.draw.ellipse(surf, (60, 110, 170), (80 * S, 128 * S, 160 * S, 40 * S))
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        cx, cy = 160 + 130 * math.cos(a), 148 + 38 * math.sin(a)
        circle(surf, (255, 220, 120), (cx, cy), 6)
        circle(surf, (255, 250, 220), (cx, cy), 3)
    poly(surf, (250, 230, 150), [(160, 14), (166, 30), (160, 46), (154, 30)])
    return done(surf, w, h)


def save(surf: pygame.Surface, rel: str, written: list) -> None:
    written.append(OUT / rel)
    save_png(surf, OUT / rel)


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--contact", metavar="PNG", help="also write a contact sheet of every sprite")
    args = ap.parse_args(argv)

    written: list[Path] = []
    for kind in ("mountains", "forest", "plains"):
        save(terrain(kind), f"terrain/{kind}.png", written)
    for kind in ("fortress", "thieves_guild", "magic_tower", "forest_camp", "monastery", "city", "village",
                 "wilderness"):
        save(place(kind), f"places/{kind}.png", written)
    for kind in ("anchor", "portal", "dove", "gold", "xp", "strength", "will", "health", "magic"):
        save(icon(kind), f"icons/{kind}.png", written)
    for kind in ("shield", "keys", "star", "oak", "bell"):
        save(symbol(kind), f"symbols/{kind}.png", written)
    save(standee(), "standee.png", written)
    for kind in ("light", "dark"):
        for face in range(1, 7):
            save(die(kind, face), f"dice/{kind}_{face}.png", written)
    save(cover(), "art/cover.png", written)
    if args.contact:
        images = [pygame.image.load(str(p)) for p in written]
        sheet = pygame.Surface((10 * 132, (len(images) // 10 + 1) * 132))
        sheet.fill((60, 60, 70))
        for i, image in enumerate(images):
            sheet.blit(image, ((i % 10) * 132 + 2, (i // 10) * 132 + 2))
        pygame.image.save(sheet, args.contact)
    print(f"wrote {len(written)} files under {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
