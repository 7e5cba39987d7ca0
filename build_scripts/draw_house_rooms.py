#!/usr/bin/env python3
"""Draw every room tile of both Betrayals as its own picture, and the small icons the
house table prints on its tiles, with pygame-ce; saved under sprites/.

Each room is a small stage seen from its open front: a ceiling band (where the table
prints the room's name), a back wall, two side walls and the floor, lit and coloured
by the room's region (upper floor: cool, moonlit wallpaper and grey boards; ground
floor: warm panelling and honey boards; basement: damp green stone and flags; the
grounds: a night sky over grass), and the furniture or feature that names it drawn
in front of the back wall. The props are a small vocabulary of drawing functions;
each room's composition is one line of ROOMS / TILES below, written by hand. The
tile's edge midpoints (where the table draws its doors) and the top band (its name)
are kept free of anything that matters.

Drawn at 3 times their size, then smoothscaled; noise from random.Random seeded by
the room's id, so every run writes the same files.

    python -m build_scripts.sprites betrayal       (draw_betrayal.py calls this)
    python build_scripts/draw_house_rooms.py

It writes:
    sprites/betrayal/rooms/<room id>.png           256x256, one per room of rooms.toml
    sprites/betrayal_legacy/rooms/<tile id>.png    256x256, one per tile of tiles.toml
    sprites/betrayal/icons/<mark>.png              48x48 omen, event, item, passage, ghost,
                                                   runestone, obstacle, obstacle_large,
                                                   token, pile
"""

from __future__ import annotations

import math
import random
import sys
import tomllib
from pathlib import Path

if __package__:
    from .draw_sprites import blit_glow, mix, noise_tile, save_png, seed_of, shade
else:
    from draw_sprites import blit_glow, mix, noise_tile, save_png, seed_of, shade  # type: ignore[no-redef]

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SIDE = 256  # a room picture's side
K = 3
U = SIDE * K / 100  # pixels (at 3x) per unit: a picture is 100 x 100 units
GROW = 1.2  # every prop a little larger than composed: they read on a small tile
HORIZON = 52  # where the back wall meets the floor
BACK = (15, 12, 85, HORIZON)  # the back wall: left, top, right, bottom


def px(v: float) -> int:
    return int(round(v * U))


def pt(x: float, y: float) -> tuple[int, int]:
    return px(x), px(y)


# --------------------------------------------------------------------------- the pen


class Pen:
    """Drawing in units on the 3x canvas, every shape with a darker edge (the painted
    look of the other games' cards)."""

    def __init__(self, surf: pygame.Surface, rng: random.Random, light) -> None:
        self.s = surf
        self.rng = rng
        self.light = light  # the region's light colour, for glows

    def _edge(self, c, edge):
        return shade(c, -0.5) if edge is True else edge

    @staticmethod
    def _filled(c) -> bool:
        """A colour with alpha 0 draws the shape's edge only."""
        return len(c) < 4 or c[3] > 0

    def rect(self, x, y, w, h, c, r=0.0, edge=True, width=0.5):
        box = pygame.Rect(px(x), px(y), max(1, px(w)), max(1, px(h)))
        if self._filled(c):
            pygame.draw.rect(self.s, c, box, border_radius=px(r))
        if edge:
            pygame.draw.rect(self.s, self._edge(c, edge), box, max(1, px(width)), border_radius=px(r))

    def poly(self, pts, c, edge=True, width=0.5):
        p = [pt(*q) for q in pts]
        pygame.draw.polygon(self.s, c, p)
        if edge:
            pygame.draw.polygon(self.s, self._edge(c, edge), p, max(1, px(width)))

    def circle(self, x, y, r, c, edge=True, width=0.5):
        if self._filled(c):
            pygame.draw.circle(self.s, c, pt(x, y), max(1, px(r)))
        if edge:
            pygame.draw.circle(self.s, self._edge(c, edge), pt(x, y), max(1, px(r)), max(1, px(width)))

    def ellipse(self, x, y, w, h, c, edge=True, width=0.5):
        box = pygame.Rect(px(x - w / 2), px(y - h / 2), max(1, px(w)), max(1, px(h)))
        if self._filled(c):
            pygame.draw.ellipse(self.s, c, box)
        if edge:
            pygame.draw.ellipse(self.s, self._edge(c, edge), box, max(1, px(width)))

    def line(self, a, b, c, w=0.6):
        pygame.draw.line(self.s, c, pt(*a), pt(*b), max(1, px(w)))

    def lines(self, pts, c, w=0.6):
        pygame.draw.lines(self.s, c, False, [pt(*q) for q in pts], max(1, px(w)))

    def arc(self, x, y, w, h, a0, a1, c, width=0.6):
        box = pygame.Rect(px(x - w / 2), px(y - h / 2), max(2, px(w)), max(2, px(h)))
        pygame.draw.arc(self.s, c, box, a0, a1, max(1, px(width)))

    def glow(self, x, y, r, c, alpha=120):
        blit_glow(self.s, pt(x, y), px(r), c, alpha, power=1.6, add=True)


# --------------------------------------------------------------------------- the rooms' shells

#: region -> ceiling, wall, floor, light
REGION = {
    "upper": dict(ceiling=(34, 38, 58), wall=(86, 98, 138), floor=(104, 110, 130), light=(150, 180, 255)),
    "ground": dict(ceiling=(52, 34, 24), wall=(118, 78, 48), floor=(156, 110, 64), light=(255, 190, 110)),
    "basement": dict(ceiling=(28, 34, 30), wall=(90, 106, 90), floor=(80, 94, 82), light=(170, 230, 150)),
    "exterior": dict(ceiling=(14, 18, 40), wall=(30, 36, 70), floor=(50, 80, 44), light=(200, 210, 240)),
}
#: wall styles that give their own colour, whatever the region
WALL_COLOUR = {"red": (132, 32, 36), "tile": (196, 204, 196), "plaster": (206, 200, 184), "brick": (128, 70, 52),
               "soot": (44, 38, 36), "thorn": (70, 92, 70), "rock": (70, 66, 60)}
FLOOR_COLOUR = {"checker": (200, 196, 184), "dirt": (92, 72, 50), "carpet": (120, 36, 44), "grass": (50, 80, 44),
                "tiles": (170, 176, 170), "flags": None, "boards": None, "water": (18, 26, 30), "ice": (150, 180, 196),
                "path": (110, 98, 80)}


def shell(p: Pen, region: str, wall: str, floor: str) -> None:
    pal = REGION[region]
    w_c = WALL_COLOUR.get(wall, pal["wall"])
    f_c = FLOOR_COLOUR.get(floor) or pal["floor"]
    if region == "exterior" and floor in ("boards", "flags"):  # weathered, out in the night
        f_c = (96, 80, 64) if floor == "boards" else (96, 96, 90)
    left, top, right, bottom = BACK
    if wall in ("sky", "hedge", "glass", "arches"):
        _sky(p, wall)
    else:
        p.rect(0, 0, 100, 100, pal["ceiling"], edge=False)
        side = shade(w_c, -0.3)
        p.poly([(0, 0), (left, top), (left, bottom), (0, 70)], side, edge=False)
        p.poly([(100, 0), (right, top), (right, bottom), (100, 70)], side, edge=False)
        p.rect(left, top, right - left, bottom - top, w_c, edge=False)
        _wall_pattern(p, wall, w_c, region)
        p.line((left, top), (left, bottom), shade(w_c, -0.55), 0.5)
        p.line((right, top), (right, bottom), shade(w_c, -0.55), 0.5)
        p.line((left, top), (right, top), shade(pal["ceiling"], -0.3), 0.8)
    _floor(p, floor, f_c, wall)


def _sky(p: Pen, wall: str) -> None:
    for y in range(0, HORIZON + 1):
        c = mix((10, 12, 34), (52, 56, 96), y / HORIZON)
        p.rect(0, y, 100, 1.2, c, edge=False)
    for _ in range(26):
        x, y = p.rng.uniform(2, 98), p.rng.uniform(2, HORIZON - 12)
        p.circle(x, y, p.rng.choice((0.3, 0.4, 0.55)), (220, 224, 240), edge=False)
    p.poly([(0, HORIZON), (0, HORIZON - 6), (22, HORIZON - 10), (48, HORIZON - 5), (70, HORIZON - 11),
            (100, HORIZON - 4), (100, HORIZON)], (22, 26, 36), edge=False)
    if wall == "hedge":  # tall yew on three sides
        for x0, x1 in ((0, 24), (76, 100)):
            p.rect(x0, 8, x1 - x0, 70, (30, 58, 36), edge=False)
        p.rect(24, 22, 52, HORIZON - 22, (36, 66, 40), edge=False)
        for _ in range(90):
            x, y = p.rng.uniform(0, 100), p.rng.uniform(8, 76)
            if 24 < x < 76 and y < 22:
                continue
            p.circle(x, y, 1.4, (46, 84, 48), edge=False)
    elif wall == "glass":  # iron and glass on three sides, the night through it
        c = (40, 46, 50)
        for x in range(0, 101, 12):
            p.line((x, 6), (x, HORIZON + (0 if 12 <= x <= 88 else 10)), c, 1.0)
        for y in (6, 20, 36):
            p.line((0, y), (100, y), c, 0.9)
        p.poly([(0, 6), (50, -8), (100, 6)], (0, 0, 0), edge=False)
        p.rect(0, 0, 100, 6, (26, 30, 34), edge=False)
    elif wall == "arches":  # a walk open to the sky between stone piers
        for x in (0, 31, 62, 93):
            p.rect(x, 4, 7, HORIZON - 4, (92, 90, 96))
        for x in (7, 38, 69):
            p.arc(x + 12, 16, 24, 24, 0, math.pi, (92, 90, 96), 2.2)
        p.rect(0, 0, 100, 5, (60, 58, 66), edge=False)


def _wall_pattern(p: Pen, wall: str, c, region: str) -> None:
    left, top, right, bottom = BACK
    rng = p.rng
    if wall in ("paper", "red", "thorn"):
        for x in range(left + 3, right, 6):
            p.rect(x, top, 2.2, bottom - top, shade(c, 0.08), edge=False)
        if wall == "thorn":
            for x in range(left + 2, right, 8):
                for y in range(top + 4, bottom - 4, 9):
                    p.lines([(x, y), (x + 2, y + 2), (x + 4, y), (x + 6, y + 2)], shade(c, -0.35), 0.4)
        p.rect(left, bottom - 8, right - left, 8, shade(c, -0.25), edge=False)  # wainscot
        p.line((left, bottom - 8), (right, bottom - 8), shade(c, 0.25), 0.5)
    elif wall == "panel":
        for x in range(left, right - 4, 14):
            p.rect(x + 1.5, top + 3, 11, (bottom - top) * 0.45, shade(c, -0.12), r=0.6, edge=shade(c, 0.12))
            p.rect(x + 1.5, top + 5 + (bottom - top) * 0.45, 11, (bottom - top) * 0.38, shade(c, -0.12), r=0.6,
                   edge=shade(c, 0.12))
    elif wall in ("stone", "rock", "brick", "soot"):
        h = 4.5 if wall != "brick" else 3.0
        y, row = top, 0
        while y < bottom:
            off = (row % 2) * (5 if wall != "brick" else 3)
            x = left - off
            while x < right:
                w = rng.uniform(7, 12) if wall in ("stone", "rock") else 6
                tone = shade(c, rng.uniform(-0.12, 0.1))
                bx, bw = max(x, left), min(x + w, right) - max(x, left)
                if bw > 0.5:
                    p.rect(bx + 0.3, y + 0.3, bw - 0.6, h - 0.6, tone, r=0.5 if wall != "brick" else 0,
                           edge=False)
                x += w
            y += h
            row += 1
        if region == "basement":  # damp streaks
            for _ in range(5):
                x = rng.uniform(left + 3, right - 3)
                p.rect(x, top, 1.2, rng.uniform(8, 22), (60, 96, 60), edge=False)
    elif wall == "tile":
        for x in range(left, right, 5):
            p.line((x, top), (x, bottom), shade(c, -0.15), 0.3)
        for y in range(top, bottom, 5):
            p.line((left, y), (right, y), shade(c, -0.15), 0.3)
    elif wall == "plaster":
        for _ in range(6):
            x, y = rng.uniform(left + 4, right - 8), rng.uniform(top + 4, bottom - 6)
            p.lines([(x, y), (x + 2, y + 3), (x + 1, y + 6)], shade(c, -0.2), 0.3)


def _floor(p: Pen, floor: str, c, wall: str) -> None:
    left, top, right, bottom = BACK
    open_air = wall in ("sky", "hedge", "glass", "arches")
    quad = [(0, 100), (0, HORIZON) if open_air else (0, 70), (left, bottom) if not open_air else (0, HORIZON),
            (right, bottom) if not open_air else (100, HORIZON), (100, HORIZON) if open_air else (100, 70),
            (100, 100)]
    p.poly(quad, c, edge=False)
    vx = 50
    rng = p.rng
    if floor == "boards":
        for k in range(-7, 8):  # the boards run toward the back wall
            x0 = vx + k * 6.5
            p.line((vx + k * 4.6 * (right - left) / 66, bottom), (x0 + k * 6, 100), shade(c, -0.22), 0.35)
        for y in (60, 72, 88):
            p.line((0, y), (100, y), shade(c, -0.08), 0.25)
    elif floor in ("flags", "tiles", "checker"):
        rows = [bottom, 58, 66, 76, 88, 101]
        for i, (y0, y1) in enumerate(zip(rows, rows[1:])):
            n = 6 + i
            for j in range(-2, n + 2):
                def at(y, t):
                    w = (right - left) + (100 - (right - left)) * (y - bottom) / (100 - bottom) * 1.35
                    return 50 - w / 2 + w * t
                a, b = at(y0, j / n), at(y0, (j + 1) / n)
                cc, d = at(y1, j / n), at(y1, (j + 1) / n)
                if floor == "checker":
                    tone = (36, 34, 40) if (i + j) % 2 else c
                else:
                    tone = shade(c, rng.uniform(-0.12, 0.1))
                p.poly([(a, y0), (b, y0), (d, y1), (cc, y1)], tone, edge=shade(c, -0.35), width=0.3)
    elif floor in ("dirt", "grass", "path"):
        for _ in range(70):
            x, y = rng.uniform(0, 100), rng.uniform(HORIZON + 1, 100)
            tone = shade(c, rng.uniform(-0.2, 0.18))
            if floor == "grass":
                p.line((x, y), (x + rng.uniform(-0.8, 0.8), y - 1.8), tone, 0.4)
            else:
                p.circle(x, y, rng.uniform(0.3, 0.8), tone, edge=False)
    elif floor == "carpet":
        p.poly([(left + 6, bottom + 2), (right - 6, bottom + 2), (96, 98), (4, 98)], shade(c, 0.1),
               edge=(200, 160, 80), width=0.6)
    elif floor == "water":
        for _ in range(18):
            x, y = rng.uniform(4, 96), rng.uniform(HORIZON + 3, 97)
            p.line((x, y), (x + rng.uniform(3, 8), y), (50, 70, 80), 0.3)
    elif floor == "ice":
        for _ in range(10):
            x, y = rng.uniform(4, 90), rng.uniform(HORIZON + 3, 95)
            p.line((x, y), (x + 5, y + 2), (210, 230, 240), 0.3)
    if not open_air:  # the corners' shadow
        p.line((left, bottom), (0, 70), shade(c, -0.45), 0.6)
        p.line((right, bottom), (100, 70), shade(c, -0.45), 0.6)
        p.line((left, bottom), (right, bottom), shade(c, -0.45), 0.6)


# --------------------------------------------------------------------------- the props
# Each takes the pen, its place (x, y: the foot's centre for what stands on the floor,
# the top-left or centre for what hangs on a wall, as it says) and a scale s.

WOOD = (110, 70, 40)
DARK_WOOD = (70, 44, 28)
BRASS = (200, 160, 70)
IRON = (60, 62, 66)
STONE = (150, 148, 140)
CLOTH = (220, 214, 196)
BONE = (222, 212, 184)
BOOKS = ((150, 40, 40), (40, 80, 130), (50, 110, 60), (170, 130, 50), (90, 50, 110), (200, 190, 160))


def shelf(p, x, y, s, books=True, tone=WOOD):
    w, h = 16 * s, 30 * s
    p.rect(x - w / 2, y - h, w, h, tone)
    for k in range(4):
        sy = y - h + 2 * s + k * (h - 3 * s) / 4
        p.rect(x - w / 2 + 1.2 * s, sy, w - 2.4 * s, (h - 3 * s) / 4 - 1.2 * s, shade(tone, -0.45), edge=False)
        if books:
            bx = x - w / 2 + 1.4 * s
            while bx < x + w / 2 - 2.5 * s:
                bw = p.rng.uniform(1.2, 2.2) * s
                bh = (h - 3 * s) / 4 - p.rng.uniform(1.4, 2.6) * s
                p.rect(bx, sy + (h - 3 * s) / 4 - 1.2 * s - bh, bw, bh, p.rng.choice(BOOKS), edge=False)
                bx += bw + 0.25 * s


def linen_shelf(p, x, y, s):
    shelf(p, x, y, s, books=False, tone=(150, 140, 120))
    for k in range(4):
        sy = y - 30 * s + 2 * s + k * 27 * s / 4
        for j in range(3):
            p.rect(x - 7 * s + j * 4.7 * s, sy + 2.4 * s, 4.2 * s, 3.2 * s, (236, 232, 220), r=0.5)


def jars_shelf(p, x, y, s):
    shelf(p, x, y, s, books=False, tone=DARK_WOOD)
    for k in range(4):
        sy = y - 30 * s + 2 * s + k * 27 * s / 4
        for j in range(3):
            c = p.rng.choice(((90, 170, 90), (170, 90, 160), (200, 170, 60), (90, 140, 200)))
            p.rect(x - 6.5 * s + j * 4.6 * s, sy + 1.6 * s, 3 * s, 4 * s, c, r=0.8)


def bottle_rack(p, x, y, s):
    w, h = 20 * s, 28 * s
    p.rect(x - w / 2, y - h, w, h, DARK_WOOD)
    for r in range(6):
        for c in range(5):
            cx, cy = x - w / 2 + 2.3 * s + c * 3.9 * s, y - h + 2.6 * s + r * 4.3 * s
            p.circle(cx, cy, 1.5 * s, (20, 30, 20), edge=(60, 40, 24))
            p.circle(cx, cy, 0.7 * s, (60, 110, 60), edge=False)


def table(p, x, y, s, tone=WOOD, cloth=None, w=22):
    w, h = w * s, 11 * s
    top = y - h
    p.rect(x - w / 2 + 1.5 * s, top, 1.8 * s, h, shade(tone, -0.2))
    p.rect(x + w / 2 - 3.3 * s, top, 1.8 * s, h, shade(tone, -0.2))
    p.poly([(x - w / 2 - 1.5 * s, top), (x + w / 2 + 1.5 * s, top), (x + w / 2, top - 3 * s),
            (x - w / 2, top - 3 * s)], tone)
    if cloth:
        p.poly([(x - w / 2 - 2 * s, top + 4 * s), (x + w / 2 + 2 * s, top + 4 * s), (x + w / 2 + 1.5 * s, top),
                (x + w / 2, top - 3 * s), (x - w / 2, top - 3 * s), (x - w / 2 - 1.5 * s, top)], cloth)
    return top - 3 * s  # the top's height, for what stands on it


def long_table(p, x, y, s):
    top = table(p, x, y, s, cloth=(232, 226, 210), w=46)
    for k in range(-3, 4):
        p.ellipse(x + k * 6 * s, top + 1.4 * s, 4 * s, 1.6 * s, (250, 250, 250))
    candle(p, x - 9 * s, top + 1 * s, s * 0.8)
    candle(p, x + 9 * s, top + 1 * s, s * 0.8)


def round_table(p, x, y, s, cloth=(110, 40, 60)):
    p.rect(x - 1.2 * s, y - 10 * s, 2.4 * s, 10 * s, DARK_WOOD)
    p.ellipse(x, y - 0.5 * s, 10 * s, 2.4 * s, DARK_WOOD)
    p.ellipse(x, y - 11 * s, 22 * s, 6 * s, cloth)
    p.poly([(x - 11 * s, y - 11 * s), (x + 11 * s, y - 11 * s), (x + 10 * s, y - 6 * s), (x - 10 * s, y - 6 * s)],
           cloth)
    for k in range(-4, 5):  # the fringe
        p.line((x + k * 2.3 * s, y - 6 * s), (x + k * 2.3 * s, y - 4.6 * s), (220, 180, 90), 0.3)
    return y - 12 * s


def crystal_table(p, x, y, s):
    top = round_table(p, x, y, s)
    p.circle(x, top - 3 * s, 3.4 * s, (170, 200, 230))
    p.circle(x - 1 * s, top - 4 * s, 1 * s, (240, 250, 255), edge=False)
    p.glow(x, top - 3 * s, 12 * s, (120, 160, 255), 90)


def card_table(p, x, y, s):
    top = table(p, x, y, s, cloth=(40, 110, 60))
    for k in range(-2, 3):
        p.poly([(x + k * 4 * s - 1.2 * s, top + 1.8 * s), (x + k * 4 * s + 1.4 * s, top + 1.6 * s),
                (x + k * 4 * s + 1.1 * s, top - 0.6 * s), (x + k * 4 * s - 1.3 * s, top - 0.4 * s)],
               (240, 236, 226) if k else (200, 40, 40))
    chair(p, x - 15 * s, y + 1 * s, s * 0.9)
    chair(p, x + 15 * s, y + 1 * s, s * 0.9, flip=True)


def desk(p, x, y, s, tone=DARK_WOOD, burnt=False):
    top = table(p, x, y, s, tone=tone)
    p.rect(x - 8 * s, top + 3 * s, 6 * s, 4 * s, shade(tone, -0.2))
    if burnt:
        p.ellipse(x + 4 * s, top + 0.5 * s, 4 * s, 1.6 * s, (20, 18, 18))
    else:
        p.rect(x + 1 * s, top - 1.4 * s, 7 * s, 1.6 * s, CLOTH)  # papers
        candle(p, x - 6 * s, top + 0.6 * s, 0.8 * s)


def ledger_desk(p, x, y, s):
    top = table(p, x, y, s, tone=DARK_WOOD)
    for k in range(3):
        p.rect(x - 7 * s + k * 5 * s, top - 2.4 * s - k * 0.6 * s, 4.6 * s, 2.4 * s,
               ((120, 30, 30), (30, 60, 110), (80, 60, 30))[k])
    p.rect(x + 6 * s, top - 1.2 * s, 6 * s, 1.2 * s, CLOTH)


def chair(p, x, y, s, tone=WOOD, flip=False):
    d = -1 if flip else 1
    p.rect(x - 4 * s, y - 8 * s, 8 * s, 1.8 * s, tone)
    p.rect(x - 3.6 * s, y - 6.4 * s, 1.2 * s, 6.4 * s, shade(tone, -0.2), edge=False)
    p.rect(x + 2.4 * s, y - 6.4 * s, 1.2 * s, 6.4 * s, shade(tone, -0.2), edge=False)
    bx = x - d * 4 * s - (1.4 * s if d > 0 else 0)
    p.rect(bx, y - 18 * s, 1.6 * s, 11 * s, tone)
    p.rect(bx - 0.4 * s, y - 18.6 * s, 2.4 * s, 1.6 * s, shade(tone, 0.1))  # the back's cap


def armchair(p, x, y, s, tone=(60, 100, 70)):
    p.rect(x - 9 * s, y - 18 * s, 18 * s, 12 * s, tone, r=2.5 * s)
    p.rect(x - 10 * s, y - 9 * s, 20 * s, 7 * s, shade(tone, -0.1), r=1.5 * s)
    p.rect(x - 11 * s, y - 12 * s, 4 * s, 10 * s, shade(tone, 0.08), r=1.5 * s)
    p.rect(x + 7 * s, y - 12 * s, 4 * s, 10 * s, shade(tone, 0.08), r=1.5 * s)
    p.rect(x - 9 * s, y - 2 * s, 2 * s, 2 * s, DARK_WOOD, edge=False)
    p.rect(x + 7 * s, y - 2 * s, 2 * s, 2 * s, DARK_WOOD, edge=False)


def sofa(p, x, y, s, tone=(130, 40, 50)):
    p.rect(x - 16 * s, y - 16 * s, 32 * s, 10 * s, tone, r=2.5 * s)
    p.rect(x - 16 * s, y - 8 * s, 32 * s, 6 * s, shade(tone, -0.1), r=1.5 * s)
    p.rect(x - 18 * s, y - 11 * s, 4 * s, 9 * s, shade(tone, 0.1), r=1.8 * s)
    p.rect(x + 14 * s, y - 11 * s, 4 * s, 9 * s, shade(tone, 0.1), r=1.8 * s)
    p.line((x, y - 15 * s), (x, y - 3 * s), shade(tone, -0.4), 0.3)


def bed(p, x, y, s, tone=(150, 150, 190), posts=False, veil=False):
    w = 28 * s
    if posts:
        for bx in (x - w / 2, x + w / 2 - 1.6 * s):
            p.rect(bx, y - 30 * s, 1.6 * s, 30 * s, DARK_WOOD)
        p.rect(x - w / 2 - 1 * s, y - 31 * s, w + 2 * s, 3 * s, (110, 30, 40))
        p.poly([(x - w / 2, y - 28 * s), (x - w / 2 + 5 * s, y - 28 * s), (x - w / 2 + 1.6 * s, y - 6 * s),
                (x - w / 2, y - 6 * s)], (120, 34, 44))
        p.poly([(x + w / 2, y - 28 * s), (x + w / 2 - 5 * s, y - 28 * s), (x + w / 2 - 1.6 * s, y - 6 * s),
                (x + w / 2, y - 6 * s)], (120, 34, 44))
    p.rect(x - w / 2, y - 20 * s, 3 * s, 20 * s, DARK_WOOD)  # headboard side
    p.rect(x - w / 2 + 2 * s, y - 10 * s, w - 2 * s, 6 * s, CLOTH)
    p.rect(x - w / 2 + 4 * s, y - 13 * s, 7 * s, 3.5 * s, (244, 240, 230), r=1.2 * s)
    p.rect(x - w / 2 + 9 * s, y - 11 * s, w - 9 * s, 5 * s, tone, r=1 * s)
    p.rect(x - w / 2 + 2 * s, y - 4 * s, w - 2 * s, 4 * s, DARK_WOOD)
    if veil:
        p.poly([(x - w / 2 + 5 * s, y - 13 * s), (x - w / 2 + 14 * s, y - 12 * s), (x - w / 2 + 12 * s, y - 6 * s),
                (x - w / 2 + 3 * s, y - 7 * s)], (246, 246, 250), edge=(200, 200, 210))


def cot(p, x, y, s):
    p.rect(x - 7 * s, y - 7 * s, 14 * s, 3 * s, CLOTH)
    p.rect(x - 7 * s, y - 9 * s, 4 * s, 2 * s, (240, 236, 228), r=0.8)
    p.rect(x - 7 * s, y - 4 * s, 1 * s, 4 * s, IRON, edge=False)
    p.rect(x + 6 * s, y - 4 * s, 1 * s, 4 * s, IRON, edge=False)
    p.rect(x - 7.5 * s, y - 12 * s, 1 * s, 8 * s, IRON, edge=False)


def bunk(p, x, y, s):
    for k in (0, 1):
        by = y - k * 12 * s
        p.rect(x - 9 * s, by - 6 * s, 18 * s, 3 * s, (120, 120, 90))
        p.rect(x - 9 * s, by - 8 * s, 5 * s, 2 * s, CLOTH, r=0.6)
    p.rect(x - 10 * s, y - 26 * s, 1.4 * s, 26 * s, IRON)
    p.rect(x + 8.6 * s, y - 26 * s, 1.4 * s, 26 * s, IRON)


def cradle(p, x, y, s):
    p.arc(x, y - 1 * s, 16 * s, 5 * s, math.pi, 2 * math.pi, DARK_WOOD, 1.0 * s)
    p.poly([(x - 8 * s, y - 10 * s), (x + 8 * s, y - 10 * s), (x + 6 * s, y - 3 * s), (x - 6 * s, y - 3 * s)], WOOD)
    p.rect(x - 9 * s, y - 16 * s, 4 * s, 7 * s, WOOD, r=1.5 * s)
    p.rect(x - 6 * s, y - 11 * s, 12 * s, 1.6 * s, (200, 200, 240), edge=False)


def stove(p, x, y, s):
    p.rect(x - 12 * s, y - 16 * s, 24 * s, 16 * s, (40, 40, 44))
    p.rect(x - 9 * s, y - 11 * s, 8 * s, 7 * s, (24, 24, 26))
    p.rect(x - 8 * s, y - 8 * s, 6 * s, 3 * s, (240, 120, 40), edge=False)
    p.rect(x + 2 * s, y - 11 * s, 8 * s, 7 * s, (70, 70, 74))
    p.rect(x + 6 * s, y - 30 * s, 3 * s, 14 * s, (50, 50, 54))  # the flue
    pot(p, x - 6 * s, y - 16 * s, s)
    pot(p, x + 5 * s, y - 16 * s, s * 0.8)
    p.glow(x - 5 * s, y - 7 * s, 10 * s, (255, 140, 60), 110)


def pot(p, x, y, s, c=(184, 104, 60)):
    p.rect(x - 4 * s, y - 5 * s, 8 * s, 5 * s, c, r=1.2 * s)
    p.rect(x - 4.6 * s, y - 5.6 * s, 9.2 * s, 1.4 * s, shade(c, 0.2))
    p.line((x + 4 * s, y - 4.6 * s), (x + 7 * s, y - 5.6 * s), shade(c, -0.3), 0.8 * s)


def hanging_pots(p, x, y, s):
    p.line((x - 14 * s, y), (x + 14 * s, y), IRON, 0.8)
    for k in range(-2, 3):
        p.line((x + k * 6 * s, y), (x + k * 6 * s, y + 3 * s), IRON, 0.4)
        pot(p, x + k * 6 * s, y + 3 * s + (5 - abs(k)) * s, s * (0.7 + 0.08 * abs(k)))


def hearth(p, x, y, s, pot_in=True):
    p.rect(x - 18 * s, y - 30 * s, 36 * s, 30 * s, (120, 100, 90))
    for r in range(6):
        for c in range(6):
            p.rect(x - 18 * s + c * 6 * s + (r % 2) * 3 * s - 1.5 * s, y - 30 * s + r * 5 * s, 6 * s, 5 * s,
                   shade((120, 100, 90), p.rng.uniform(-0.1, 0.1)), edge=(80, 66, 60), width=0.25)
    p.rect(x - 12 * s, y - 18 * s, 24 * s, 18 * s, (20, 14, 12), r=2 * s)
    fire(p, x, y - 1 * s, s)
    p.rect(x - 20 * s, y - 32 * s, 40 * s, 3 * s, DARK_WOOD)
    if pot_in:
        p.line((x, y - 18 * s), (x, y - 12 * s), IRON, 0.5)
        p.circle(x, y - 8 * s, 4.5 * s, (30, 30, 30))


def fireplace(p, x, y, s, tone=(150, 140, 130)):
    p.rect(x - 12 * s, y - 18 * s, 24 * s, 18 * s, tone)
    p.rect(x - 8 * s, y - 12 * s, 16 * s, 12 * s, (24, 16, 14), r=1.5 * s)
    fire(p, x, y - 0.5 * s, s * 0.7)
    p.rect(x - 14 * s, y - 20 * s, 28 * s, 2.5 * s, shade(tone, -0.2))


def fire(p, x, y, s):
    p.glow(x, y - 4 * s, 16 * s, (255, 130, 40), 150)
    p.poly([(x - 6 * s, y), (x - 4 * s, y - 7 * s), (x - 1 * s, y - 4 * s), (x, y - 10 * s), (x + 2 * s, y - 5 * s),
            (x + 4 * s, y - 8 * s), (x + 6 * s, y)], (250, 140, 40), edge=(200, 70, 20))
    p.poly([(x - 3 * s, y), (x, y - 6 * s), (x + 3 * s, y)], (255, 220, 110), edge=False)


def furnace(p, x, y, s):
    p.rect(x - 14 * s, y - 26 * s, 28 * s, 26 * s, (70, 56, 50), r=3 * s)
    for k in range(4):
        p.line((x - 14 * s, y - 22 * s + k * 6 * s), (x + 14 * s, y - 22 * s + k * 6 * s), (50, 40, 36), 0.4)
        for j in range(-3, 4):
            p.circle(x + j * 4 * s, y - 22 * s + k * 6 * s, 0.5 * s, (120, 100, 90), edge=False)
    p.rect(x - 7 * s, y - 14 * s, 14 * s, 10 * s, (30, 20, 16), r=1.5 * s)
    p.rect(x - 5.5 * s, y - 12 * s, 11 * s, 6 * s, (255, 130, 40), edge=(255, 200, 100))
    p.rect(x - 3 * s, y - 44 * s, 6 * s, 18 * s, (70, 56, 50))
    p.glow(x, y - 9 * s, 22 * s, (255, 120, 40), 160)


def boiler(p, x, y, s):
    p.rect(x - 10 * s, y - 28 * s, 20 * s, 28 * s, (110, 60, 44), r=9 * s)
    for k in range(3):
        p.line((x - 10 * s, y - 22 * s + k * 8 * s), (x + 10 * s, y - 22 * s + k * 8 * s), (70, 40, 30), 0.6)
    p.circle(x, y - 18 * s, 3.2 * s, (230, 226, 210))
    p.line((x, y - 18 * s), (x + 2 * s, y - 20 * s), (160, 30, 30), 0.4)
    p.rect(x - 4 * s, y - 9 * s, 8 * s, 5 * s, (255, 120, 40), edge=(60, 30, 20))
    p.glow(x, y - 7 * s, 14 * s, (255, 120, 40), 120)


def pipes(p, x, y, s):
    for k in range(3):
        px_ = x + k * 4 * s
        p.rect(px_, y, 2 * s, 40, (120, 90, 60), edge=(60, 40, 30))
    p.rect(x - 2 * s, y + 4 * s, 30 * s, 2 * s, (120, 90, 60), edge=(60, 40, 30))
    p.circle(x + 1 * s, y + 5 * s, 1.6 * s, (150, 110, 70))


def candle(p, x, y, s):
    p.rect(x - 1 * s, y - 5 * s, 2 * s, 5 * s, (238, 230, 206))
    p.ellipse(x, y - 6.5 * s, 1.4 * s, 2.6 * s, (255, 210, 90), edge=False)
    p.glow(x, y - 6 * s, 8 * s, (255, 190, 90), 110)


def candles(p, x, y, s):
    for k, (dx, h) in enumerate(((-4, 0), (0, -1), (4, 0.5), (-2, 2), (2.5, 2.2))):
        candle(p, x + dx * s, y + h * s, s * (0.9 if k < 3 else 0.7))


def candelabra(p, x, y, s):
    p.rect(x - 0.8 * s, y - 14 * s, 1.6 * s, 14 * s, BRASS)
    p.ellipse(x, y, 6 * s, 1.8 * s, BRASS)
    p.arc(x, y - 14 * s, 12 * s, 6 * s, math.pi, 2 * math.pi, BRASS, 0.8)
    for dx in (-6, 0, 6):
        candle(p, x + dx * s, y - (14 if dx else 16) * s, 0.7 * s)


def lamp(p, x, y, s, shade_c=(60, 130, 80)):
    p.rect(x - 0.6 * s, y - 22 * s, 1.2 * s, 22 * s, BRASS)
    p.ellipse(x, y, 6 * s, 1.6 * s, BRASS)
    p.poly([(x - 5 * s, y - 20 * s), (x + 5 * s, y - 20 * s), (x + 3 * s, y - 26 * s), (x - 3 * s, y - 26 * s)],
           shade_c)
    p.glow(x, y - 19 * s, 16 * s, (255, 220, 140), 120)


def chandelier(p, x, y, s):
    p.line((x, 0), (x, y), BRASS, 0.5)
    p.arc(x, y, 20 * s, 6 * s, math.pi, 2 * math.pi, BRASS, 1.0)
    p.arc(x, y + 1 * s, 12 * s, 4 * s, math.pi, 2 * math.pi, BRASS, 0.8)
    for dx in (-10, -5, 0, 5, 10):
        candle(p, x + dx * s, y - (0 if abs(dx) == 10 else -1.5) * s, 0.55 * s)
    for dx in (-7, -2, 3, 8):
        p.circle(x + dx * s, y + 4 * s, 0.7 * s, (220, 240, 255), edge=False)


def bulb(p, x, y, s):
    p.line((x, 0), (x, y), (30, 30, 30), 0.4)
    p.circle(x, y + 1.6 * s, 1.8 * s, (255, 240, 180), edge=False)
    p.glow(x, y + 1.6 * s, 26 * s, (255, 230, 160), 120)


def window(p, x, y, s, w=14, h=20, night=True, moon=False):
    """A window on the back wall, its top-left at (x, y)."""
    w, h = w * s, h * s
    p.rect(x - 1 * s, y - 1 * s, w + 2 * s, h + 2 * s, shade(WOOD, -0.2))
    p.rect(x, y, w, h, (24, 30, 64) if night else (150, 180, 210), edge=False)
    for _ in range(3):
        p.circle(x + p.rng.uniform(1, w - 1), y + p.rng.uniform(1, h * 0.6), 0.35, (220, 224, 240), edge=False)
    if moon:
        p.circle(x + w * 0.7, y + h * 0.3, 2.4 * s, (236, 232, 200), edge=False)
    p.line((x + w / 2, y), (x + w / 2, y + h), shade(WOOD, -0.2), 0.8)
    p.line((x, y + h / 2), (x + w, y + h / 2), shade(WOOD, -0.2), 0.8)
    p.rect(x - 2 * s, y + h, w + 4 * s, 1.6 * s, WOOD)
    p.glow(x + w / 2, y + h / 2, w * 1.1, p.light, 50)


def stained_window(p, x, y, s, w=12, h=22):
    w, h = w * s, h * s
    p.rect(x, y + w / 2, w, h - w / 2, (40, 36, 44))
    p.circle(x + w / 2, y + w / 2, w / 2, (40, 36, 44))
    cols = ((180, 40, 50), (50, 80, 170), (220, 180, 60), (60, 140, 80))
    for i in range(3):
        for j in range(2):
            p.rect(x + 1 * s + j * (w - 2 * s) / 2, y + w / 2 + i * (h - w / 2 - 1 * s) / 3,
                   (w - 2 * s) / 2, (h - w / 2 - 1 * s) / 3, cols[(i + j) % 4], edge=(30, 26, 30), width=0.4)
    p.circle(x + w / 2, y + w / 2 + 0.5 * s, w / 2 - 1 * s, cols[2], edge=(30, 26, 30), width=0.4)
    p.glow(x + w / 2, y + h / 2, w * 1.3, (220, 170, 120), 70)


def painting(p, x, y, s, w=12, h=10, scene=None):
    """A framed picture on the wall, its top-left at (x, y): a landscape, or a face."""
    w, h = w * s, h * s
    p.rect(x - 1.2 * s, y - 1.2 * s, w + 2.4 * s, h + 2.4 * s, BRASS)
    rng = p.rng
    kind = scene or rng.choice(("face", "land", "sea"))
    if kind == "face":
        p.rect(x, y, w, h, rng.choice(((60, 40, 40), (40, 50, 60), (50, 60, 40))), edge=False)
        p.ellipse(x + w / 2, y + h * 0.42, w * 0.36, h * 0.44, (220, 190, 160), edge=False)
        p.poly([(x + w * 0.2, y + h), (x + w * 0.5, y + h * 0.62), (x + w * 0.8, y + h)], (30, 26, 30), edge=False)
    elif kind == "land":
        p.rect(x, y, w, h, (120, 150, 180), edge=False)
        p.poly([(x, y + h), (x, y + h * 0.6), (x + w * 0.4, y + h * 0.4), (x + w, y + h * 0.7), (x + w, y + h)],
               (70, 100, 60), edge=False)
    else:
        p.rect(x, y, w, h, (60, 80, 110), edge=False)
        p.rect(x, y + h * 0.6, w, h * 0.4, (30, 50, 80), edge=False)
        p.poly([(x + w * 0.4, y + h * 0.6), (x + w * 0.5, y + h * 0.25), (x + w * 0.6, y + h * 0.6)],
               (220, 220, 210), edge=False)


def portraits(p, x, y, s, n=3):
    for k in range(int(n)):
        painting(p, x + k * 15 * s, y + (k % 2) * 1.5 * s, s, w=10, h=13, scene="face")


def mirror(p, x, y, s, turned=False):
    p.ellipse(x, y, 11 * s, 16 * s, BRASS)
    p.ellipse(x, y, 9 * s, 14 * s, (60, 50, 40) if turned else (170, 190, 200), edge=False)
    if not turned:
        p.line((x - 2 * s, y - 4 * s), (x + 1 * s, y - 6 * s), (240, 250, 255), 0.5)
    else:
        p.line((x - 3 * s, y - 5 * s), (x + 3 * s, y + 5 * s), (40, 30, 24), 0.5)


def wall_clock(p, x, y, s):
    p.circle(x, y, 4 * s, (200, 190, 160))
    p.line((x, y), (x, y - 3 * s), (30, 30, 30), 0.4)
    p.line((x, y), (x + 2 * s, y + 1 * s), (30, 30, 30), 0.4)


def clocks(p, x, y, s):
    for k, (dx, dy, r) in enumerate(((0, 0, 1), (10, 4, 0.8), (20, -1, 1.1), (30, 5, 0.7), (5, 12, 0.7),
                                     (16, 14, 0.9), (27, 14, 0.8))):
        cx, cy = x + dx * s, y + dy * s
        p.rect(cx - 4 * r * s, cy - 4 * r * s, 8 * r * s, 8 * r * s, shade(WOOD, 0.1 * (k % 3)), r=1.2)
        wall_clock(p, cx, cy, s * r * 0.85)


def grandfather_clock(p, x, y, s):
    p.rect(x - 5 * s, y - 36 * s, 10 * s, 36 * s, DARK_WOOD)
    p.rect(x - 6 * s, y - 38 * s, 12 * s, 3 * s, shade(DARK_WOOD, 0.15))
    wall_clock(p, x, y - 30 * s, s)
    p.rect(x - 2.5 * s, y - 22 * s, 5 * s, 14 * s, (40, 26, 18))
    p.circle(x, y - 11 * s, 1.6 * s, BRASS)
    p.line((x, y - 22 * s), (x, y - 11 * s), BRASS, 0.3)


def calendar(p, x, y, s):
    p.rect(x, y, 7 * s, 9 * s, (236, 230, 214))
    p.rect(x, y, 7 * s, 2.4 * s, (160, 40, 40))
    for r in range(3):
        for c in range(3):
            p.rect(x + 0.8 * s + c * 2 * s, y + 3.4 * s + r * 1.8 * s, 1.2 * s, 1 * s, (120, 110, 100), edge=False)


def pegs(p, x, y, s, coats=True):
    p.rect(x, y, 30 * s, 1.6 * s, DARK_WOOD)
    for k in range(4):
        cx = x + 3 * s + k * 8 * s
        p.circle(cx, y + 0.8 * s, 0.8 * s, BRASS)
        if coats and k != 2:
            c = ((70, 60, 80), (90, 70, 50), (50, 60, 60))[k % 3]
            p.poly([(cx - 1 * s, y + 1 * s), (cx + 1 * s, y + 1 * s), (cx + 4 * s, y + 18 * s),
                    (cx - 4 * s, y + 18 * s)], c)


def masks(p, x, y, s):
    for k in range(3):
        cx = x + k * 9 * s
        p.ellipse(cx, y, 6 * s, 8 * s, (220, 220, 226))
        for r in range(3):
            p.line((cx - 2.4 * s, y - 2 * s + r * 1.6 * s), (cx + 2.4 * s, y - 2 * s + r * 1.6 * s), (60, 60, 70), 0.3)
    p.line((x - 3 * s, y + 10 * s), (x + 24 * s, y + 20 * s), (200, 200, 210), 0.5)
    p.line((x - 3 * s, y + 20 * s), (x + 24 * s, y + 10 * s), (200, 200, 210), 0.5)
    for cx, cy in ((x - 3 * s, y + 10 * s), (x - 3 * s, y + 20 * s)):
        p.circle(cx, cy, 1.2 * s, BRASS)


def antlers(p, x, y, s):
    p.ellipse(x, y + 4 * s, 7 * s, 9 * s, DARK_WOOD)
    p.ellipse(x, y + 3 * s, 3 * s, 4 * s, (110, 80, 60))
    for d in (-1, 1):
        p.lines([(x + d * 1.5 * s, y + 1 * s), (x + d * 6 * s, y - 4 * s), (x + d * 9 * s, y - 10 * s)], BONE, 0.8)
        p.line((x + d * 6 * s, y - 4 * s), (x + d * 10 * s, y - 4 * s), BONE, 0.6)
        p.line((x + d * 7.5 * s, y - 7 * s), (x + d * 5 * s, y - 10 * s), BONE, 0.6)


def bells(p, x, y, s):
    p.rect(x, y, 34 * s, 12 * s, DARK_WOOD)
    for k in range(6):
        cx = x + 3.5 * s + k * 5.4 * s
        p.line((cx, y + 1.4 * s), (cx, y + 4 * s), BRASS, 0.3)
        p.poly([(cx - 1.6 * s, y + 7 * s), (cx + 1.6 * s, y + 7 * s), (cx + 1 * s, y + 4 * s),
                (cx - 1 * s, y + 4 * s)], BRASS)
        p.rect(cx - 1.6 * s, y + 8 * s, 3.2 * s, 2 * s, CLOTH, edge=False)


def niches(p, x, y, s):
    """Rows of skulls in the wall, (x, y) the top-left."""
    for r in range(3):
        for c in range(5):
            cx, cy = x + c * 7 * s, y + r * 8 * s
            p.rect(cx, cy, 6 * s, 6.5 * s, (26, 28, 24), r=2.5 * s, edge=False)
            skull(p, cx + 3 * s, cy + 5.8 * s, 0.55 * s)


def skull(p, x, y, s):
    p.circle(x, y - 4 * s, 3.4 * s, BONE)
    p.rect(x - 2 * s, y - 2.4 * s, 4 * s, 2.4 * s, BONE, edge=False)
    p.circle(x - 1.3 * s, y - 3.6 * s, 0.9 * s, (30, 24, 20), edge=False)
    p.circle(x + 1.3 * s, y - 3.6 * s, 0.9 * s, (30, 24, 20), edge=False)


def bones(p, x, y, s):
    for k in range(6):
        a = p.rng.uniform(0, math.pi)
        cx, cy = x + p.rng.uniform(-8, 8) * s, y - p.rng.uniform(0, 4) * s
        dx, dy = math.cos(a) * 4 * s, math.sin(a) * 1.5 * s
        p.line((cx - dx, cy - dy), (cx + dx, cy + dy), BONE, 0.8)
    for k in range(3):
        skull(p, x + (k - 1) * 6 * s, y - (2 if k == 1 else 0) * s, 0.9 * s)


def web(p, x, y, s, flip=False):
    d = -1 if flip else 1
    for k in range(5):
        a = k * math.pi / 8
        p.line((x, y), (x + d * math.cos(a) * 18 * s, y + math.sin(a) * 18 * s), (210, 210, 220), 0.25)
    for r in (5, 10, 15):
        pts = [(x + d * math.cos(k * math.pi / 8) * r * s, y + math.sin(k * math.pi / 8) * r * s) for k in range(5)]
        p.lines(pts, (210, 210, 220), 0.25)


def spider(p, x, y, s):
    p.line((x, 0), (x, y), (200, 200, 210), 0.25)
    for d in (-1, 1):
        for k in range(4):
            p.lines([(x, y), (x + d * 3 * s, y - 2 * s + k * 1.4 * s), (x + d * 4.4 * s, y + k * 1.6 * s)],
                    (20, 18, 20), 0.35)
    p.circle(x, y, 2 * s, (30, 26, 30))


def hatch(p, x, y, s, c=DARK_WOOD):
    p.rect(x, y, 10 * s, 8 * s, (20, 18, 16))
    p.rect(x + 1 * s, y + 1 * s, 8 * s, 6 * s, (10, 10, 10), edge=False)
    p.line((x, y), (x + 10 * s, y), c, 1.0)


def initials(p, x, y, s):
    p.circle(x, y, 6 * s, (60, 150, 90))
    p.circle(x, y, 4 * s, (120, 210, 150), edge=False)
    p.lines([(x - 2.5 * s, y + 2 * s), (x - 1.2 * s, y - 2 * s), (x, y + 2 * s)], (30, 80, 50), 0.5)
    p.arc(x + 2 * s, y, 3 * s, 4 * s, math.pi / 2, 3 * math.pi / 2, (30, 80, 50), 0.5)
    p.glow(x, y, 12 * s, (100, 220, 140), 70)


def big_door(p, x, y, s):
    """The front door on the back wall: its foot's centre at (x, y)."""
    p.rect(x - 8 * s, y - 26 * s, 16 * s, 26 * s, (90, 40, 30), r=0)
    p.arc(x, y - 26 * s, 16 * s, 10 * s, 0, math.pi, (90, 40, 30), 0.8)
    p.rect(x - 6 * s, y - 23 * s, 5 * s, 9 * s, shade((90, 40, 30), -0.15))
    p.rect(x + 1 * s, y - 23 * s, 5 * s, 9 * s, shade((90, 40, 30), -0.15))
    p.rect(x - 6 * s, y - 12 * s, 5 * s, 9 * s, shade((90, 40, 30), -0.15))
    p.rect(x + 1 * s, y - 12 * s, 5 * s, 9 * s, shade((90, 40, 30), -0.15))
    p.circle(x + 5 * s, y - 13 * s, 1 * s, BRASS)


def round_door(p, x, y, s, c=(60, 150, 100)):
    """A round door (a vault's or the Tenant's), its centre at (x, y)."""
    p.circle(x, y, 16 * s, shade(c, -0.3))
    p.circle(x, y, 13 * s, c)
    p.circle(x, y, 4 * s, shade(c, 0.25))
    for k in range(6):
        a = k * math.pi / 3
        p.line((x, y), (x + math.cos(a) * 9 * s, y + math.sin(a) * 9 * s), shade(c, 0.25), 0.9)
        p.circle(x + math.cos(a) * 14.5 * s, y + math.sin(a) * 14.5 * s, 0.8 * s, shade(c, 0.3), edge=False)


def vault_door(p, x, y, s):
    round_door(p, x, y, s, (150, 154, 160))
    p.glow(x, y, 22 * s, (220, 230, 255), 50)


def green_door(p, x, y, s):
    round_door(p, x, y, s, (60, 150, 100))
    p.glow(x, y, 26 * s, (90, 230, 140), 110)


def elevator(p, x, y, s):
    p.rect(x - 12 * s, y - 34 * s, 24 * s, 34 * s, (40, 34, 30))
    p.rect(x - 10 * s, y - 31 * s, 20 * s, 31 * s, (90, 70, 50), edge=False)
    for k in range(9):  # the folding gate
        gx = x - 10 * s + k * 2.5 * s
        p.line((gx, y - 31 * s), (gx, y), BRASS, 0.5)
    for k in range(4):
        p.line((x - 10 * s, y - 31 * s + k * 8 * s), (x + 10 * s, y - 23 * s + k * 8 * s), BRASS, 0.3)
        p.line((x - 10 * s, y - 23 * s + k * 8 * s), (x + 10 * s, y - 31 * s + k * 8 * s), BRASS, 0.3)
    p.arc(x, y - 36 * s, 14 * s, 8 * s, 0, math.pi, BRASS, 0.8)
    p.line((x, y - 40 * s), (x + 3 * s, y - 37 * s), (30, 30, 30), 0.5)
    p.glow(x, y - 20 * s, 14 * s, (255, 210, 120), 70)


def stairs(p, x, y, s, steps=7, down=False, tone=WOOD, rail=True):
    """Steps climbing to the back wall from (x, y), their foot's centre."""
    w, steps = 20 * s, int(steps)
    for k in range(steps):
        t = k / steps
        sw = w * (1 - 0.45 * t)
        sy = y - k * 5 * s
        c = shade(tone, -0.25 * t if not down else -0.6 * t)
        p.rect(x - sw / 2, sy - 5 * s, sw, 5 * s, c, edge=shade(tone, -0.5), width=0.35)
        p.rect(x - sw / 2, sy - 5 * s, sw, 1.2 * s, shade(c, 0.15), edge=False)
    if rail:
        top = y - steps * 5 * s
        for d in (-1, 1):
            p.line((x + d * w / 2, y - 10 * s), (x + d * w * 0.28, top - 6 * s), DARK_WOOD, 1.0)
            for k in range(steps):
                t = k / steps
                bx = x + d * w * (1 - 0.45 * t) / 2
                p.line((bx, y - k * 5 * s - 5 * s), (bx, y - k * 5 * s - 10 * s), DARK_WOOD, 0.4)


def rail(p, x, y, s, w=70):
    """A balcony's railing across the room, (x, y) its left foot."""
    p.rect(x, y - 12 * s, w, 1.8 * s, DARK_WOOD)
    p.rect(x, y - 1 * s, w, 1.4 * s, DARK_WOOD)
    k = 0
    while k * 4 * s <= w:
        p.rect(x + k * 4 * s, y - 11 * s, 1.1 * s, 10.5 * s, WOOD, edge=False)
        k += 1


def barrel(p, x, y, s):
    p.rect(x - 6 * s, y - 14 * s, 12 * s, 14 * s, (130, 84, 44), r=4 * s)
    for yy in (y - 11 * s, y - 3 * s):
        p.line((x - 5.6 * s, yy), (x + 5.6 * s, yy), (50, 50, 54), 0.8)
    p.ellipse(x, y - 14 * s, 10 * s, 2.4 * s, (110, 70, 36))


def cask(p, x, y, s):
    """A cask on its side."""
    p.rect(x - 7 * s, y - 11 * s, 14 * s, 11 * s, (130, 84, 44), r=4 * s)
    p.ellipse(x + 5 * s, y - 5.5 * s, 5 * s, 11 * s, (110, 70, 36))
    p.circle(x + 5 * s, y - 5.5 * s, 1 * s, (40, 30, 20))
    for xx in (x - 3 * s, x + 1 * s):
        p.line((xx, y - 10.6 * s), (xx, y - 0.4 * s), (50, 50, 54), 0.6)


def crate(p, x, y, s, c=(150, 114, 70)):
    p.rect(x - 6 * s, y - 11 * s, 12 * s, 11 * s, c)
    p.line((x - 6 * s, y - 11 * s), (x + 6 * s, y), shade(c, -0.35), 0.5)
    p.rect(x - 6 * s, y - 11 * s, 12 * s, 2 * s, shade(c, -0.15))


def sack(p, x, y, s, c=(170, 146, 100)):
    p.poly([(x - 6 * s, y), (x - 5 * s, y - 9 * s), (x - 1.5 * s, y - 12 * s), (x + 1.5 * s, y - 12 * s),
            (x + 5 * s, y - 9 * s), (x + 6 * s, y)], c)
    p.line((x - 1.6 * s, y - 11 * s), (x + 1.6 * s, y - 11 * s), (90, 70, 40), 0.5)


def potatoes(p, x, y, s):
    for k in range(7):
        cx, cy = x + p.rng.uniform(-7, 7) * s, y - p.rng.uniform(0, 3) * s
        p.ellipse(cx, cy, 3 * s, 2.2 * s, (170, 130, 80))
        p.line((cx, cy - 1 * s), (cx + p.rng.uniform(-2, 2) * s, cy - 4 * s), (230, 230, 200), 0.3)


def trunk(p, x, y, s, c=(110, 60, 40)):
    p.rect(x - 9 * s, y - 9 * s, 18 * s, 9 * s, c)
    p.rect(x - 9 * s, y - 13 * s, 18 * s, 5 * s, shade(c, 0.1), r=2 * s)
    for xx in (x - 6 * s, x + 5 * s):
        p.rect(xx, y - 13 * s, 1.2 * s, 13 * s, BRASS, edge=False)
    p.rect(x - 1 * s, y - 9 * s, 2 * s, 2.4 * s, BRASS)


def cage(p, x, y, s):
    p.ellipse(x, y, 10 * s, 2 * s, BRASS)
    for k in range(6):
        xx = x - 4.5 * s + k * 1.8 * s
        p.line((xx, y), (xx, y - 9 * s), BRASS, 0.3)
    p.arc(x, y - 9 * s, 9 * s, 8 * s, 0, math.pi, BRASS, 0.5)
    p.line((x, y - 13 * s), (x, y - 15 * s), BRASS, 0.4)


def statue(p, x, y, s, c=(200, 200, 196)):
    p.rect(x - 5 * s, y - 8 * s, 10 * s, 8 * s, shade(c, -0.15))
    p.poly([(x - 4 * s, y - 8 * s), (x + 4 * s, y - 8 * s), (x + 2.5 * s, y - 24 * s), (x - 2.5 * s, y - 24 * s)], c)
    p.circle(x, y - 27 * s, 3 * s, c)
    p.line((x + 2.6 * s, y - 20 * s), (x + 5 * s, y - 14 * s), shade(c, -0.2), 0.8)


def bust(p, x, y, s, c=(214, 212, 206)):
    p.rect(x - 3 * s, y - 16 * s, 6 * s, 16 * s, shade(c, -0.2))
    p.rect(x - 4 * s, y - 17 * s, 8 * s, 1.6 * s, shade(c, -0.1))
    p.poly([(x - 5 * s, y - 17 * s), (x + 5 * s, y - 17 * s), (x + 3 * s, y - 21 * s), (x - 3 * s, y - 21 * s)], c)
    p.circle(x, y - 24 * s, 3.2 * s, c)


def dress_form(p, x, y, s, c=(180, 120, 140)):
    p.line((x, y), (x, y - 10 * s), DARK_WOOD, 0.6)
    p.line((x - 4 * s, y), (x + 4 * s, y), DARK_WOOD, 0.6)
    p.poly([(x - 4 * s, y - 22 * s), (x + 4 * s, y - 22 * s), (x + 3 * s, y - 17 * s), (x + 5 * s, y - 10 * s),
            (x - 5 * s, y - 10 * s), (x - 3 * s, y - 17 * s)], c)
    p.rect(x - 1 * s, y - 24 * s, 2 * s, 2 * s, DARK_WOOD, edge=False)


def dummy(p, x, y, s):
    p.line((x, y), (x, y - 8 * s), DARK_WOOD, 0.8)
    p.poly([(x - 3 * s, y - 8 * s), (x + 3 * s, y - 8 * s), (x + 4 * s, y - 20 * s), (x - 4 * s, y - 20 * s)],
           (210, 200, 170))
    p.circle(x, y - 23 * s, 3 * s, (210, 200, 170))
    p.line((x + 4 * s, y - 18 * s), (x + 11 * s, y - 26 * s), (210, 210, 220), 0.4)
    p.line((x - 4 * s, y - 17 * s), (x - 14 * s, y - 17 * s), (210, 210, 220), 0.4)
    p.circle(x - 14 * s, y - 17 * s, 0.6 * s, (250, 240, 220), edge=False)


def piano(p, x, y, s, tone=(24, 20, 22)):
    p.poly([(x - 14 * s, y - 12 * s), (x + 10 * s, y - 12 * s), (x + 16 * s, y - 18 * s), (x + 8 * s, y - 24 * s),
            (x - 2 * s, y - 20 * s), (x - 14 * s, y - 20 * s)], tone, edge=(90, 80, 80))
    p.line((x - 12 * s, y - 20 * s), (x + 2 * s, y - 32 * s), (90, 80, 80), 0.5)  # the lid's prop
    p.poly([(x - 14 * s, y - 20 * s), (x - 2 * s, y - 20 * s), (x + 4 * s, y - 32 * s), (x - 10 * s, y - 30 * s)],
           shade(tone, 0.1), edge=(90, 80, 80))
    p.rect(x - 14 * s, y - 13 * s, 16 * s, 2.2 * s, (236, 230, 210))
    for k in range(8):
        p.rect(x - 13 * s + k * 2 * s, y - 13 * s, 0.8 * s, 1.2 * s, (20, 20, 20), edge=False)
    for lx in (x - 12 * s, x + 8 * s):
        p.rect(lx, y - 11 * s, 1.6 * s, 11 * s, tone)


def upright_piano(p, x, y, s, tone=(50, 30, 24)):
    p.rect(x - 12 * s, y - 22 * s, 24 * s, 22 * s, tone)
    p.rect(x - 13 * s, y - 11 * s, 26 * s, 3 * s, shade(tone, 0.1))
    p.rect(x - 11 * s, y - 13 * s, 22 * s, 2 * s, (236, 230, 210))
    for k in range(10):
        p.rect(x - 10 * s + k * 2.2 * s, y - 13 * s, 0.8 * s, 1.1 * s, (20, 20, 20), edge=False)
    candle(p, x - 9 * s, y - 22 * s, 0.7 * s)


def metronome(p, x, y, s):
    p.poly([(x - 2.5 * s, y), (x + 2.5 * s, y), (x + 1 * s, y - 7 * s), (x - 1 * s, y - 7 * s)], DARK_WOOD)
    p.line((x, y - 1 * s), (x + 1.6 * s, y - 8 * s), BRASS, 0.3)


def sink(p, x, y, s):
    p.rect(x - 12 * s, y - 12 * s, 24 * s, 12 * s, STONE)
    p.rect(x - 10 * s, y - 12 * s, 20 * s, 3 * s, shade(STONE, -0.35), edge=False)
    p.lines([(x + 6 * s, y - 12 * s), (x + 6 * s, y - 18 * s), (x + 3 * s, y - 18 * s)], BRASS, 0.8)


def altar(p, x, y, s, cloth=(230, 226, 214)):
    p.rect(x - 12 * s, y - 13 * s, 24 * s, 13 * s, STONE)
    p.rect(x - 13 * s, y - 14 * s, 26 * s, 2 * s, shade(STONE, 0.1))
    p.poly([(x - 6 * s, y - 13 * s), (x + 6 * s, y - 13 * s), (x + 5 * s, y - 4 * s), (x - 5 * s, y - 4 * s)], cloth)
    candle(p, x - 8 * s, y - 14 * s, 0.8 * s)
    candle(p, x + 8 * s, y - 14 * s, 0.8 * s)


def pew(p, x, y, s, tone=WOOD):
    p.rect(x - 13 * s, y - 13 * s, 26 * s, 8 * s, tone)
    p.rect(x - 13 * s, y - 6 * s, 26 * s, 2 * s, shade(tone, 0.1))
    for dx in (-12, 10.6):
        p.rect(x + dx * s, y - 4 * s, 1.4 * s, 4 * s, shade(tone, -0.2), edge=False)


def font(p, x, y, s):
    p.rect(x - 2 * s, y - 9 * s, 4 * s, 9 * s, STONE)
    p.poly([(x - 7 * s, y - 14 * s), (x + 7 * s, y - 14 * s), (x + 4 * s, y - 9 * s), (x - 4 * s, y - 9 * s)], STONE)
    p.ellipse(x, y - 14 * s, 13 * s, 2.6 * s, (120, 170, 200))


def sarcophagus(p, x, y, s, ajar=False):
    p.rect(x - 13 * s, y - 9 * s, 26 * s, 9 * s, STONE)
    for k in range(3):
        p.rect(x - 11 * s + k * 8 * s, y - 7 * s, 6 * s, 5 * s, shade(STONE, -0.15))
    dx = 3 * s if ajar else 0
    p.poly([(x - 14 * s + dx, y - 9 * s), (x + 14 * s + dx, y - 9 * s), (x + 12 * s + dx, y - 13 * s),
            (x - 12 * s + dx, y - 13 * s)], shade(STONE, 0.1))
    p.ellipse(x - 6 * s + dx, y - 12 * s, 5 * s, 2.4 * s, shade(STONE, -0.1))
    if ajar:
        p.rect(x - 13.5 * s, y - 10 * s, 3 * s, 1.2 * s, (10, 10, 10), edge=False)


def tombstone(p, x, y, s, c=(140, 140, 136), lean=0.0):
    pts = [(x - 5 * s, y), (x + 5 * s, y), (x + 5 * s + lean * s, y - 12 * s), (x - 5 * s + lean * s, y - 12 * s)]
    p.poly(pts, c)
    p.circle(x + lean * s, y - 12 * s, 5 * s, c)
    p.rect(x - 5 * s + lean * s + 0.4 * s, y - 13 * s, 9.2 * s, 2 * s, c, edge=False)
    p.line((x - 2.5 * s + lean * 0.6 * s, y - 10 * s), (x + 2.5 * s + lean * 0.6 * s, y - 10 * s), shade(c, -0.4),
           0.4)
    p.line((x - 2 * s + lean * 0.4 * s, y - 7 * s), (x + 2 * s + lean * 0.4 * s, y - 7 * s), shade(c, -0.4), 0.4)


def cross(p, x, y, s, c=(130, 128, 122)):
    p.rect(x - 1.4 * s, y - 16 * s, 2.8 * s, 16 * s, c)
    p.rect(x - 5 * s, y - 12.5 * s, 10 * s, 2.6 * s, c)


def tree(p, x, y, s, dead=True, apples=False):
    trunk_c = (60, 46, 40)
    p.poly([(x - 2.5 * s, y), (x + 2.5 * s, y), (x + 1.4 * s, y - 22 * s), (x - 1.4 * s, y - 22 * s)], trunk_c)
    if dead:
        for (ax, ay), (bx, by) in (((0, -14), (-10, -26)), ((0, -18), (9, -30)), ((-5, -20), (-12, -22)),
                                   ((4, -24), (12, -25)), ((0, -22), (-1, -34))):
            p.line((x + ax * s, y + ay * s), (x + bx * s, y + by * s), trunk_c, 1.1 * s)
    else:
        for dx, dy, r in ((-6, -26, 8), (6, -27, 8), (0, -33, 9), (0, -24, 7)):
            p.circle(x + dx * s, y + dy * s, r * s, (44, 86, 46))
        if apples:
            for dx, dy in ((-7, -24), (4, -30), (8, -24), (-2, -36), (-4, -30)):
                p.circle(x + dx * s, y + dy * s, 1.2 * s, (200, 50, 40))


def oak_noose(p, x, y, s):
    tree(p, x, y, s * 1.2)
    p.line((x + 2 * s, y - 24 * s), (x + 20 * s, y - 32 * s), (60, 46, 40), 1.6 * s)
    p.line((x + 15 * s, y - 30 * s), (x + 15 * s, y - 18 * s), (180, 160, 110), 0.4)
    p.circle(x + 15 * s, y - 16 * s, 1.8 * s, (0, 0, 0, 0), edge=(180, 160, 110), width=0.4)


def rosebush(p, x, y, s, c=(190, 40, 60)):
    for dx, dy, r in ((-4, -4, 4), (4, -4, 4), (0, -7, 4.5)):
        p.circle(x + dx * s, y + dy * s, r * s, (40, 80, 44))
    for dx, dy in ((-4, -6), (3, -8), (5, -3), (-1, -3), (0, -10)):
        p.circle(x + dx * s, y + dy * s, 1.2 * s, c)


def vines(p, x, y, s, h=40):
    pts = [(x + math.sin(k * 0.9) * 2 * s, y - k * h / 12) for k in range(13)]
    p.lines(pts, (50, 100, 50), 0.7)
    for q in pts[1::2]:
        p.ellipse(q[0] + 1.4 * s, q[1], 2.6 * s, 1.5 * s, (70, 130, 60))


def potted_plant(p, x, y, s, big=False):
    p.poly([(x - 4 * s, y - 7 * s), (x + 4 * s, y - 7 * s), (x + 3 * s, y), (x - 3 * s, y)], (170, 90, 60))
    n = 7 if big else 5
    for k in range(n):
        a = math.pi * (0.1 + 0.8 * k / (n - 1))
        tip = (x - math.cos(a) * 10 * s, y - 7 * s - math.sin(a) * (16 if big else 10) * s)
        p.poly([(x - 0.6 * s, y - 7 * s), (x + 0.6 * s, y - 7 * s), tip], (60, 130, 60))


def fountain(p, x, y, s, dry=True):
    p.ellipse(x, y - 3 * s, 26 * s, 7 * s, STONE)
    p.ellipse(x, y - 4 * s, 21 * s, 4.5 * s, (60, 60, 56) if dry else (70, 110, 140), edge=False)
    p.rect(x - 1.5 * s, y - 16 * s, 3 * s, 12 * s, STONE)
    p.ellipse(x, y - 16 * s, 10 * s, 3 * s, STONE)


def well(p, x, y, s):
    p.rect(x - 9 * s, y - 9 * s, 18 * s, 9 * s, (110, 104, 100))
    for r in range(2):
        for c in range(4):
            p.rect(x - 9 * s + c * 4.5 * s + (r % 2) * 2 * s, y - 9 * s + r * 4.5 * s, 4.5 * s, 4.5 * s,
                   shade((110, 104, 100), p.rng.uniform(-0.12, 0.1)), edge=(70, 66, 64), width=0.3)
    p.ellipse(x, y - 9 * s, 18 * s, 4 * s, (10, 10, 12), edge=(110, 104, 100))
    for d in (-1, 1):
        p.rect(x + d * 8 * s - 0.8 * s, y - 24 * s, 1.6 * s, 15 * s, DARK_WOOD)
    p.rect(x - 9 * s, y - 24 * s, 18 * s, 1.6 * s, DARK_WOOD)
    p.line((x, y - 23 * s), (x, y - 13 * s), (180, 160, 110), 0.4)
    p.rect(x - 1.5 * s, y - 14 * s, 3 * s, 3 * s, WOOD)


def kiln(p, x, y, s):
    p.poly([(x - 13 * s, y), (x + 13 * s, y), (x + 8 * s, y - 20 * s), (x - 8 * s, y - 20 * s)], (140, 80, 60))
    p.rect(x - 3 * s, y - 36 * s, 6 * s, 17 * s, (120, 70, 54))
    p.rect(x - 5 * s, y - 10 * s, 10 * s, 10 * s, (30, 16, 10), r=4 * s)
    p.rect(x - 3.4 * s, y - 7 * s, 6.8 * s, 6 * s, (255, 150, 60), r=2 * s, edge=False)
    p.glow(x, y - 5 * s, 18 * s, (255, 140, 50), 150)
    p.glow(x, y - 37 * s, 6 * s, (255, 160, 80), 90)


def slag(p, x, y, s):
    p.poly([(x - 10 * s, y), (x - 4 * s, y - 6 * s), (x + 2 * s, y - 8 * s), (x + 10 * s, y)], (40, 60, 50))
    for _ in range(8):
        p.circle(x + p.rng.uniform(-7, 7) * s, y - p.rng.uniform(1, 6) * s, 0.7 * s, (110, 230, 150), edge=False)
    p.glow(x, y - 3 * s, 10 * s, (90, 220, 140), 60)


def bell(p, x, y, s):
    p.poly([(x - 6 * s, y), (x + 6 * s, y), (x + 4 * s, y - 4 * s), (x + 3 * s, y - 9 * s), (x - 3 * s, y - 9 * s),
            (x - 4 * s, y - 4 * s)], (130, 110, 60))
    for k in range(6):
        p.line((x - 9 * s + k * 3.5 * s, y), (x - 10 * s + k * 3.5 * s, y - 4 * s), (60, 100, 50), 0.5)


def ruin(p, x, y, s):
    """Scorched walls standing against the sky, (x, y) the foot of the back wall."""
    c = (70, 62, 58)
    p.poly([(x - 30 * s, y), (x - 30 * s, y - 26 * s), (x - 22 * s, y - 30 * s), (x - 14 * s, y - 18 * s),
            (x - 6 * s, y - 22 * s), (x - 6 * s, y)], c)
    p.poly([(x + 6 * s, y), (x + 6 * s, y - 16 * s), (x + 16 * s, y - 24 * s), (x + 24 * s, y - 20 * s),
            (x + 30 * s, y - 28 * s), (x + 30 * s, y)], c)
    p.rect(x - 26 * s, y - 20 * s, 5 * s, 9 * s, (16, 18, 30), r=2 * s)
    p.rect(x + 18 * s, y - 16 * s, 5 * s, 9 * s, (16, 18, 30), r=2 * s)


def hedge(p, x, y, s, w=24):
    p.rect(x - w * s / 2, y - 14 * s, w * s, 14 * s, (34, 66, 38), r=2 * s)
    for _ in range(12):
        p.circle(x + p.rng.uniform(-w / 2 + 1, w / 2 - 1) * s, y - p.rng.uniform(2, 12) * s, 1.2 * s,
                 (48, 90, 50), edge=False)


def thorns(p, x, y, s):
    """A bramble: arching thorny canes with a few leaves and haws."""
    for k in range(6):
        bx = x + (k - 2.5) * 4 * s
        lean = (k - 2.5) * 1.6
        pts = [(bx + lean * j * s * 0.5 + math.sin(j * 1.1 + k) * 1.5 * s, y - j * 2.4 * s + (j * j) * 0.12 * s)
               for j in range(9)]
        p.lines(pts, (78, 52, 40), 0.9)
        for q in pts[1::2]:
            p.line(q, (q[0] + 1.6 * s, q[1] - 1.2 * s), (170, 140, 100), 0.35)
            p.line(q, (q[0] - 1.6 * s, q[1] - 1.2 * s), (170, 140, 100), 0.35)
        p.ellipse(pts[5][0] + 1.2 * s, pts[5][1], 2.4 * s, 1.4 * s, (56, 96, 52))
        p.circle(pts[-1][0], pts[-1][1], 0.9 * s, (170, 30, 40))


def hay(p, x, y, s):
    p.poly([(x - 10 * s, y), (x - 8 * s, y - 8 * s), (x + 8 * s, y - 9 * s), (x + 11 * s, y)], (210, 180, 90))
    for k in range(9):
        xx = x - 8 * s + k * 2 * s
        p.line((xx, y - 1 * s), (xx + 1 * s, y - 7 * s), (170, 140, 60), 0.3)


def stall(p, x, y, s):
    """A stable stall: a half door with hinges, (x, y) its foot's centre."""
    p.rect(x - 10 * s, y - 22 * s, 20 * s, 22 * s, (30, 24, 20))
    p.rect(x - 10 * s, y - 11 * s, 20 * s, 11 * s, WOOD)
    p.line((x - 10 * s, y - 11 * s), (x + 10 * s, y), shade(WOOD, -0.4), 0.5)
    p.line((x - 10 * s, y), (x + 10 * s, y - 11 * s), shade(WOOD, -0.4), 0.5)
    p.poly([(x - 5 * s, y - 16 * s), (x - 2 * s, y - 21 * s), (x + 4 * s, y - 21 * s), (x + 6 * s, y - 14 * s),
            (x + 3 * s, y - 12 * s)], (100, 70, 50))  # the horse's head over the door


def carriage(p, x, y, s, c=(30, 28, 34)):
    p.rect(x - 14 * s, y - 20 * s, 28 * s, 12 * s, c, r=1.5 * s)
    p.rect(x - 10 * s, y - 18 * s, 8 * s, 6 * s, (70, 80, 100), edge=False)
    p.rect(x - 15 * s, y - 22 * s, 30 * s, 2 * s, shade(c, 0.2))
    for d in (-1, 1):
        wx = x + d * 9 * s
        p.circle(wx, y - 5 * s, 5 * s, (0, 0, 0, 0), edge=(90, 70, 50), width=0.8)
        for k in range(4):
            a = k * math.pi / 4
            p.line((wx - math.cos(a) * 5 * s, y - 5 * s - math.sin(a) * 5 * s),
                   (wx + math.cos(a) * 5 * s, y - 5 * s + math.sin(a) * 5 * s), (90, 70, 50), 0.3)


def millwheel(p, x, y, s):
    c = (90, 70, 50)
    p.circle(x, y, 14 * s, (0, 0, 0, 0), edge=c, width=1.2)
    for k in range(8):
        a = k * math.pi / 4 + 0.2
        p.line((x, y), (x + math.cos(a) * 14 * s, y + math.sin(a) * 14 * s), c, 0.7)
        p.rect(x + math.cos(a) * 14 * s - 1.6 * s, y + math.sin(a) * 14 * s - 1.6 * s, 3.2 * s, 3.2 * s, c)
    p.circle(x, y, 2 * s, IRON)


def telescope(p, x, y, s):
    for d in (-1, 0, 1):
        p.line((x, y - 10 * s), (x + d * 6 * s, y), DARK_WOOD, 0.7)
    p.poly([(x - 8 * s, y - 8 * s), (x - 6 * s, y - 12 * s), (x + 12 * s, y - 24 * s), (x + 14 * s, y - 20 * s)], BRASS)
    p.ellipse(x + 13 * s, y - 22 * s, 3 * s, 5 * s, (60, 60, 70))


def globe(p, x, y, s):
    p.line((x, y), (x, y - 8 * s), DARK_WOOD, 0.6)
    p.ellipse(x, y, 6 * s, 1.6 * s, DARK_WOOD)
    p.circle(x, y - 13 * s, 5 * s, (70, 110, 150))
    p.poly([(x - 2 * s, y - 16 * s), (x + 2 * s, y - 15 * s), (x + 1 * s, y - 11 * s), (x - 3 * s, y - 12 * s)],
           (110, 150, 80), edge=False)
    p.arc(x, y - 13 * s, 12 * s, 12 * s, -1.2, 1.9, BRASS, 0.5)


def alembic(p, x, y, s):
    top = table(p, x, y, s, tone=DARK_WOOD)
    p.circle(x - 6 * s, top - 4 * s, 3.5 * s, (120, 200, 120))
    p.line((x - 6 * s, top - 7.5 * s), (x + 2 * s, top - 12 * s), (180, 220, 220), 0.5)
    p.lines([(x + 2 * s, top - 12 * s), (x + 5 * s, top - 8 * s), (x + 3 * s, top - 5 * s), (x + 6 * s, top - 3 * s)],
            (180, 220, 220), 0.5)
    p.rect(x + 4 * s, top - 4 * s, 4 * s, 4 * s, (170, 90, 160), r=0.8)
    p.glow(x - 6 * s, top, 8 * s, (120, 220, 120), 120)
    p.ellipse(x - 6 * s, top + 0.2 * s, 4 * s, 1 * s, (60, 120, 255), edge=False)


def op_table(p, x, y, s):
    p.rect(x - 1.5 * s, y - 10 * s, 3 * s, 10 * s, IRON)
    p.ellipse(x, y, 8 * s, 1.8 * s, IRON)
    p.rect(x - 14 * s, y - 13 * s, 28 * s, 3.6 * s, (230, 230, 226))
    for dx in (-6, 6):
        p.rect(x + dx * s - 1 * s, y - 13.4 * s, 2 * s, 4.4 * s, (90, 60, 40), edge=False)


def tray(p, x, y, s):
    p.rect(x - 0.8 * s, y - 12 * s, 1.6 * s, 12 * s, IRON)
    p.rect(x - 6 * s, y - 13.5 * s, 12 * s, 1.6 * s, (200, 204, 210))
    for k in range(4):
        p.line((x - 5 * s + k * 3 * s, y - 14 * s), (x - 3.4 * s + k * 3 * s, y - 14.4 * s), (230, 236, 240), 0.35)


def rocking_horse(p, x, y, s):
    p.arc(x, y - 1 * s, 20 * s, 5 * s, math.pi, 2 * math.pi, (170, 40, 40), 1.0)
    for dx in (-5, 5):
        p.line((x + dx * s, y - 3 * s), (x + dx * s, y - 9 * s), (200, 190, 170), 0.7)
    p.ellipse(x, y - 11 * s, 14 * s, 5 * s, (230, 220, 200))
    p.poly([(x + 5 * s, y - 12 * s), (x + 7 * s, y - 20 * s), (x + 11 * s, y - 19 * s), (x + 8 * s, y - 11 * s)],
           (230, 220, 200))
    p.line((x + 5 * s, y - 19 * s), (x + 3 * s, y - 13 * s), (120, 70, 40), 0.8)
    p.circle(x + 9 * s, y - 18 * s, 0.5 * s, (20, 20, 20), edge=False)


def doll_table(p, x, y, s):
    top = table(p, x, y, s * 0.6, cloth=(230, 200, 220), w=22)
    for dx in (-5, 0, 5):
        p.ellipse(x + dx * s, top + 0.3 * s, 2.6 * s, 1 * s, (250, 250, 250))
    for d in (-1, 1):
        bx = x + d * 10 * s
        p.rect(bx - 2 * s, y - 6 * s, 4 * s, 6 * s, (200, 120, 140), r=1)
        p.circle(bx, y - 8 * s, 2 * s, (240, 210, 180))


def blocks(p, x, y, s):
    for k, c in enumerate(((200, 60, 60), (60, 100, 200), (220, 190, 60), (70, 160, 80))):
        bx, by = x + (k % 2) * 4.4 * s - 2 * s, y - (k // 2) * 4 * s
        p.rect(bx - 2 * s, by - 4 * s, 4 * s, 4 * s, c)


def radio(p, x, y, s):
    top = table(p, x, y, s, tone=DARK_WOOD, w=18)
    p.rect(x - 8 * s, top - 9 * s, 16 * s, 9 * s, (80, 56, 36), r=1.6 * s)
    p.rect(x - 6.5 * s, top - 7.6 * s, 8 * s, 6 * s, (200, 180, 130), r=1)
    for k in range(4):
        p.line((x - 6 * s, top - 6.6 * s + k * 1.4 * s), (x + 1 * s, top - 6.6 * s + k * 1.4 * s), (120, 100, 70),
               0.3)
    p.circle(x + 4.5 * s, top - 5.5 * s, 1.4 * s, (30, 24, 20))
    p.circle(x + 4.5 * s, top - 2 * s, 1 * s, (30, 24, 20))
    p.glow(x - 2.5 * s, top - 4.6 * s, 8 * s, (255, 200, 110), 90)
    p.line((x + 6 * s, top - 9 * s), (x + 11 * s, top - 20 * s), IRON, 0.3)


def tins(p, x, y, s):
    for k in range(5):
        bx = x + (k - 2) * 3.6 * s
        p.rect(bx - 1.6 * s, y - 5 * s, 3.2 * s, 5 * s, (170, 170, 176))
        p.rect(bx - 1.6 * s, y - 3.6 * s, 3.2 * s, 1.6 * s, (180, 50, 40), edge=False)
    for k in range(3):
        bx = x + (k - 1) * 3.6 * s
        p.rect(bx - 1.6 * s, y - 10 * s, 3.2 * s, 5 * s, (170, 170, 176))


def ice(p, x, y, s):
    for k, (dx, dy) in enumerate(((-7, 0), (1, 0), (9, 0), (-3, -7), (5, -7), (1, -14))):
        p.rect(x + dx * s - 4 * s, y + dy * s - 7 * s, 8 * s, 7 * s, (190, 220, 236), r=0.6, edge=(120, 160, 190))
        p.line((x + dx * s - 2.6 * s, y + dy * s - 5.6 * s), (x + dx * s - 1 * s, y + dy * s - 5.6 * s),
               (240, 250, 255), 0.4)


def straw(p, x, y, s):
    for _ in range(24):
        bx = x + p.rng.uniform(-12, 12) * s
        p.line((bx, y), (bx + p.rng.uniform(-3, 3) * s, y - p.rng.uniform(1, 3) * s), (200, 170, 90), 0.3)


def coal(p, x, y, s):
    p.poly([(x - 12 * s, y), (x - 3 * s, y - 9 * s), (x + 4 * s, y - 7 * s), (x + 12 * s, y)], (26, 24, 26))
    for _ in range(10):
        p.circle(x + p.rng.uniform(-8, 8) * s, y - p.rng.uniform(0.5, 5) * s, 0.9 * s, (60, 60, 66), edge=False)


def chute(p, x, y, s):
    """A coal chute coming down the back wall, its mouth's foot at (x, y)."""
    p.poly([(x - 5 * s, y - 34 * s), (x + 5 * s, y - 34 * s), (x + 9 * s, y - 6 * s), (x - 9 * s, y - 6 * s)], IRON)
    p.rect(x - 9 * s, y - 8 * s, 18 * s, 5 * s, (20, 20, 22))


def hole(p, x, y, s):
    """A hole in the floor, (x, y) its centre, broken boards round it."""
    p.ellipse(x, y, 36 * s, 14 * s, (6, 6, 8), edge=(60, 40, 30), width=0.8)
    for k in range(7):
        a = k * math.pi * 2 / 7
        bx, by = x + math.cos(a) * 17 * s, y + math.sin(a) * 6.5 * s
        p.poly([(bx, by), (bx - math.cos(a) * 5 * s + 1 * s, by - math.sin(a) * 2 * s),
                (bx - math.cos(a) * 4 * s - 1.5 * s, by - math.sin(a) * 2.6 * s)], (140, 100, 60))
    p.glow(x, y + 6 * s, 14 * s, (90, 110, 160), 50)


def crack(p, x, y, s):
    """A chasm across the floor, (x, y) its middle."""
    pts_a = [(x - 50, y - 12), (x - 30, y - 8), (x - 12, y - 10), (x + 4, y - 5), (x + 22, y - 8), (x + 50, y - 4)]
    pts_b = [(x + 50, y + 8), (x + 24, y + 5), (x + 6, y + 9), (x - 14, y + 5), (x - 32, y + 8), (x - 50, y + 3)]
    p.poly(pts_a + pts_b, (4, 4, 6), edge=(40, 44, 40), width=0.8)
    p.circle(x + 12, y - 4, 1.2, (255, 236, 160), edge=False)
    p.glow(x + 12, y - 4, 6, (255, 236, 160), 140)


def pool(p, x, y, s, c=(8, 12, 14)):
    p.ellipse(x, y, 60 * s, 22 * s, c, edge=(50, 60, 56), width=0.8)
    p.ellipse(x - 8 * s, y - 3 * s, 14 * s, 2 * s, shade(c, 0.15), edge=False)
    p.ellipse(x + 10 * s, y + 4 * s, 10 * s, 1.4 * s, shade(c, 0.12), edge=False)


def walkway(p, x, y, s):
    """A brick walk over water, from the front to the back wall."""
    p.poly([(x - 14 * s, 100), (x + 14 * s, 100), (x + 6 * s, HORIZON), (x - 6 * s, HORIZON)], (130, 70, 52))
    for k in range(8):
        yy = HORIZON + (100 - HORIZON) * (k / 8) ** 1.3
        w = 6 + 8 * (yy - HORIZON) / (100 - HORIZON)
        p.line((x - w * s, yy), (x + w * s, yy), (90, 46, 36), 0.3)


def circle_chalk(p, x, y, s):
    p.ellipse(x, y, 52 * s, 18 * s, (0, 0, 0, 0), edge=(230, 230, 220), width=0.6)
    p.ellipse(x, y, 40 * s, 13 * s, (0, 0, 0, 0), edge=(230, 230, 220), width=0.4)
    for k in range(5):
        a = -math.pi / 2 + k * 4 * math.pi / 5
        b = -math.pi / 2 + (k + 1) * 4 * math.pi / 5
        p.line((x + math.cos(a) * 20 * s, y + math.sin(a) * 6.5 * s), (x + math.cos(b) * 20 * s,
                                                                       y + math.sin(b) * 6.5 * s),
               (200, 60, 60), 0.5)
    p.glow(x, y, 26 * s, (200, 60, 60), 50)


def rug(p, x, y, s, c=(130, 40, 44)):
    p.poly([(x - 18 * s, y - 7 * s), (x + 18 * s, y - 7 * s), (x + 24 * s, y + 7 * s), (x - 24 * s, y + 7 * s)], c,
           edge=(200, 160, 80), width=0.6)
    p.poly([(x - 12 * s, y - 4 * s), (x + 12 * s, y - 4 * s), (x + 16 * s, y + 4 * s), (x - 16 * s, y + 4 * s)],
           shade(c, -0.2), edge=(200, 160, 80), width=0.3)


def stain(p, x, y, s):
    p.ellipse(x, y, 14 * s, 4 * s, (90, 8, 14), edge=False)
    p.ellipse(x + 5 * s, y + 1 * s, 6 * s, 2 * s, (90, 8, 14), edge=False)


def joists(p, x, y, s):
    """Low beams across the ceiling (a crawl space or an attic)."""
    for k in range(4):
        yy = 14 + k * 7
        p.rect(0, yy, 100, 3.6, (70, 50, 36), edge=(40, 28, 20))


def rafters(p, x, y, s):
    """An attic's sloping roof, over the back wall."""
    p.poly([(0, 0), (50, 0), (15, 40), (0, 56)], (52, 38, 30), edge=False)
    p.poly([(100, 0), (50, 0), (85, 40), (100, 56)], (52, 38, 30), edge=False)
    for k in range(5):
        p.line((k * 10, 0), (0 + k * 3, 50 - k * 8), (80, 58, 40), 1.0)
        p.line((100 - k * 10, 0), (100 - k * 3, 50 - k * 8), (80, 58, 40), 1.0)


def dome(p, x, y, s):
    """Glass overhead: the night through green panes (the cupola)."""
    p.poly([(0, HORIZON), (0, 20), (50, 2), (100, 20), (100, HORIZON)], (0, 0, 0, 0), edge=False)
    for k in range(9):
        p.line((50, 2), (k * 12.5, HORIZON), (40, 70, 50), 0.8)
    for yy in (14, 26, 40):
        p.line((0, yy + 6), (100, yy + 6), (40, 70, 50), 0.6)
    tint = pygame.Surface((SIDE * K, px(HORIZON)), pygame.SRCALPHA)
    tint.fill((60, 180, 110, 50))
    p.s.blit(tint, (0, 0))


def town(p, x, y, s):
    """The town's lights far below, along the horizon."""
    for _ in range(24):
        p.circle(p.rng.uniform(4, 96), HORIZON - p.rng.uniform(1, 6), 0.5, (255, 196, 110), edge=False)


def moon(p, x, y, s):
    p.circle(x, y, 5 * s, (236, 232, 200), edge=False)
    p.glow(x, y, 16 * s, (200, 210, 240), 60)


def smoke_marks(p, x, y, s):
    for _ in range(6):
        bx = p.rng.uniform(BACK[0], BACK[2] - 10)
        p.poly([(bx, BACK[3]), (bx + 4, BACK[1] + p.rng.uniform(0, 20)), (bx + 9, BACK[3])], (24, 20, 20), edge=False)


def sheeted(p, x, y, s, tall=False):
    """Furniture under a dust sheet: a pale draped shape."""
    h = (22 if tall else 13) * s
    p.poly([(x - 11 * s, y), (x - 10 * s, y - h * 0.6), (x - 7 * s, y - h), (x + 6 * s, y - h),
            (x + 10 * s, y - h * 0.6), (x + 12 * s, y), (x + 7 * s, y - 1.5 * s), (x + 2 * s, y),
            (x - 4 * s, y - 1.5 * s)], (214, 210, 200))
    p.line((x - 4 * s, y - h + 1 * s), (x - 6 * s, y - 2 * s), (170, 166, 158), 0.4)
    p.line((x + 4 * s, y - h + 1 * s), (x + 7 * s, y - 2 * s), (170, 166, 158), 0.4)


def tunnel(p, x, y, s):
    """A low arch in the back wall into darkness, (x, y) its foot's centre."""
    p.rect(x - 10 * s, y - 14 * s, 20 * s, 14 * s, (8, 8, 8), edge=False)
    p.circle(x, y - 14 * s, 10 * s, (8, 8, 8), edge=False)
    p.arc(x, y - 14 * s, 22 * s, 22 * s, 0, math.pi, (100, 96, 90), 1.2)


def rope(p, x, y, s):
    for k in range(3):
        p.ellipse(x, y - k * 1.6 * s, 9 * s, 3 * s, (0, 0, 0, 0), edge=(150, 120, 80), width=0.6)


def steps_up(p, x, y, s):
    """Broad outdoor steps up to a front door in the back."""
    for k in range(5):
        w = (36 - k * 3) * s
        p.rect(x - w / 2, y - (k + 1) * 4 * s, w, 4 * s, shade(STONE, -0.1 * k))
    big_door(p, x, y - 20 * s, s * 0.8)


def boot_scraper(p, x, y, s):
    p.rect(x - 3 * s, y - 2 * s, 6 * s, 2 * s, IRON)
    p.poly([(x - 1 * s, y - 2 * s), (x - 2 * s, y - 8 * s), (x, y - 6 * s), (x + 2 * s, y - 8 * s),
            (x + 1 * s, y - 2 * s)], IRON)


def plates(p, x, y, s):
    """Glass plates drying on a line, under a red safelight."""
    p.line((x - 20 * s, y), (x + 20 * s, y), (200, 200, 200), 0.3)
    for k in range(5):
        bx = x - 16 * s + k * 8 * s
        p.rect(bx - 2.5 * s, y + 0.5 * s, 5 * s, 6 * s, (40, 36, 40), edge=(160, 150, 140))
        p.ellipse(bx, y + 3.5 * s, 2 * s, 3 * s, (120, 110, 110), edge=False)


def safelight(p, x, y, s):
    p.line((x, 0), (x, y), (30, 30, 30), 0.4)
    p.rect(x - 2 * s, y, 4 * s, 3 * s, (200, 30, 30))
    p.glow(x, y + 2 * s, 40 * s, (255, 40, 30), 110)


def blowpipes(p, x, y, s):
    for k in range(4):
        p.line((x + k * 3 * s, y), (x + k * 3 * s + 2 * s, y - 22 * s), IRON, 0.5)
    p.circle(x + 9 * s, y - 22 * s, 2 * s, (120, 220, 160))


def bricked(p, x, y, s):
    """A doorway bricked up in the back wall, (x, y) its foot's centre."""
    p.rect(x - 9 * s, y - 26 * s, 18 * s, 26 * s, (150, 96, 72), edge=(90, 50, 40))
    for r in range(9):
        for c in range(3):
            p.rect(x - 9 * s + c * 6 * s + (r % 2) * 3 * s - 1.5 * s, y - 26 * s + r * 2.9 * s, 6 * s, 2.9 * s,
                   (0, 0, 0, 0), edge=(100, 60, 46), width=0.25)


def cups(p, x, y, s):
    top = table(p, x, y, s, tone=DARK_WOOD)
    for dx in (-6, 0, 6):
        p.rect(x + dx * s - 1.4 * s, top - 2.4 * s, 2.8 * s, 2.8 * s, (230, 226, 214))
    chair(p, x + 14 * s, y, s * 0.9, flip=True)


# --------------------------------------------------------------------------- the rooms

PROPS = {f.__name__: f for f in (
    shelf, linen_shelf, jars_shelf, bottle_rack, table, long_table, round_table, crystal_table, card_table, desk,
    ledger_desk, chair, armchair, sofa, bed, cot, bunk, cradle, stove, pot, hanging_pots, hearth, fireplace, fire,
    furnace, boiler, pipes, candle, candles, candelabra, lamp, chandelier, bulb, window, stained_window, painting,
    portraits, mirror, wall_clock, clocks, grandfather_clock, calendar, pegs, masks, antlers, bells, niches, skull,
    bones, web, spider, hatch, initials, big_door, vault_door, green_door, elevator, stairs, rail, barrel,
    cask, crate, sack, potatoes, trunk, cage, statue, bust, dress_form, dummy, piano, upright_piano, metronome,
    sink, altar, pew, font, sarcophagus, tombstone, cross, tree, oak_noose, rosebush, vines, potted_plant,
    fountain, well, kiln, slag, bell, ruin, hedge, thorns, hay, stall, carriage, millwheel, telescope, globe,
    alembic, op_table, tray, rocking_horse, doll_table, blocks, radio, tins, ice, straw, coal, chute, hole, crack,
    pool, walkway, circle_chalk, rug, stain, joists, rafters, dome, town, moon, smoke_marks, tunnel, rope, steps_up,
    boot_scraper, plates, safelight, blowpipes, bricked, cups, sheeted)}

#: what stands on the floor, by its shadow's width at scale 1
STANDING = {"shelf": 20, "linen_shelf": 20, "jars_shelf": 20, "bottle_rack": 24, "table": 28, "long_table": 52,
            "round_table": 24, "crystal_table": 24, "card_table": 40, "desk": 28, "ledger_desk": 28, "chair": 10,
            "armchair": 24, "sofa": 38, "bed": 32, "cot": 16, "bunk": 22, "cradle": 18, "stove": 28, "furnace": 32,
            "boiler": 24, "candelabra": 8, "lamp": 8, "grandfather_clock": 12, "barrel": 14, "cask": 16, "crate": 14,
            "sack": 14, "trunk": 20, "cage": 10, "statue": 12, "bust": 10, "dress_form": 10, "dummy": 12,
            "piano": 32, "upright_piano": 28, "sink": 26, "altar": 28, "pew": 28, "font": 14, "sarcophagus": 30,
            "tombstone": 12, "cross": 10, "tree": 16, "oak_noose": 20, "potted_plant": 10, "fountain": 28,
            "well": 22, "kiln": 30, "telescope": 16, "globe": 8, "alembic": 28, "op_table": 30, "tray": 8,
            "rocking_horse": 22, "doll_table": 28, "radio": 22, "stall": 22, "carriage": 34, "sheeted": 24,
            "hearth": 40, "fireplace": 28, "elevator": 26}

# One line per room: its region (light and colours), its wall and floor, then its
# props back to front as "name x,y[,scale]" (units of 100 across the picture).
# Walls: paper, panel, stone, brick, tile, plaster, red, soot, thorn, rock, and the open
# sky, hedge, glass, arches. Floors: boards, flags, checker, tiles, carpet, dirt,
# grass, path, water, ice.
ROOMS = {
    "entrance_hall": "ground panel checker | big_door 50,52,1 chandelier 50,20,1 rug 50,80 statue 16,94,0.9 potted_plant 86,94,1.1",
    "foyer": "ground panel boards | pegs 22,24,1 mirror 68,32,1 rug 50,80,0.9 trunk 84,96,0.9 potted_plant 14,96",
    "grand_staircase": "ground red carpet | portraits 20,18,0.9 stairs 50,98,1.6 candelabra 88,96,1 statue 12,96,0.8",
    "basement_landing": "basement stone flags | tunnel 30,52,1 tunnel 70,52,1 bulb 50,22,1 barrel 14,96,1 crate 86,96,1",
    "upper_landing": "upper paper carpet | portraits 22,24,1 grandfather_clock 78,70,0.9 rail 18,94,1,64 bust 10,96,0.8",
    "basement_stairs": "basement stone flags | stairs 50,98,1.5 bulb 22,24,1 web 15,12,0.8 crate 86,96,1",
    "mystic_elevator": "ground panel checker | elevator 50,86,1.5 candle 16,90,1.2 candle 84,90,1.2",
    "coal_chute": "ground brick boards | chute 50,74,1.1 coal 50,94,1.6 sack 18,96,1 lamp 84,96,0.9",
    "vault": "basement stone flags | vault_door 50,38,1.2 crate 16,96,1 trunk 82,96,1 bulb 50,14,0.6",
    "collapsed_room": "ground paper boards | painting 26,22,1 window 60,18,1 hole 52,80,1.3 chair 14,96,1 crate 86,96,0.9",
    "crypt": "basement stone flags | niches 20,16,0.9 sarcophagus 50,82,1.5,ajar candles 16,94,1 candles 84,94,1",
    "furnace_room": "basement brick flags | pipes 16,14,1 furnace 52,86,1.4 coal 84,96,1.1 crate 14,96,0.9",
    "chasm": "basement rock dirt | crack 50,78,1 web 15,12,0.8 barrel 12,70,0.7",
    "catacombs": "basement stone flags | niches 20,19,1.2 bones 50,94,1.1 candle 14,96,1 candle 86,96,1",
    "tower": "upper arches flags | moon 78,16,1 bell 50,74,1.2 rail 10,96,1,80",
    "patio": "exterior sky flags | fountain 50,84,1.4 potted_plant 14,96,1 potted_plant 86,96,1 moon 80,16,1",
    "gallery": "upper paper boards | painting 20,24,1,16,12 painting 42,20,1,14,16 painting 62,24,1,16,12 rail 8,96,1,84",
    "junk_room": "ground plaster boards | cage 40,46,0.8 crate 30,66,1 crate 38,60,0.8 trunk 66,66,0.9 chair 54,64,0.9 cage 78,58,0.8 dress_form 86,82,0.9 trunk 22,92,1.2 chair 48,88,1.1 crate 76,96,1.1",
    "ballroom": "ground panel checker | mirror 30,30,1 mirror 70,30,1 chandelier 50,26,1.5 chair 14,96,0.9 chair 86,96,0.9,flip",
    "reading_room": "ground panel carpet | shelf 30,52,1 shelf 70,52,1 armchair 24,94,1.1 lamp 50,90,1 armchair 78,94,1.1",
    "prayer_room": "upper plaster boards | stained_window 44,20,1 altar 50,78,1.2 candles 16,96,1 candles 84,96,1",
    "scullery": "ground tile tiles | hanging_pots 50,16,1 sink 30,76,1 hatch 60,28,1 stove 76,94,1 pot 16,96,1.2",
    "sewing_room": "upper paper boards | window 42,14,1 dress_form 24,90,1.2 dress_form 50,82,1,(150,150,200) dress_form 78,92,1.2,(200,190,170)",
    "glasshouse": "ground glass tiles | potted_plant 16,96,1.5,big potted_plant 84,96,1.5,big potted_plant 50,70,1 vines 30,60,1 vines 70,60,1",
    "fencing_hall": "upper panel boards | masks 28,28,1 dummy 50,88,1.3 chair 84,96,1",
    "banquet_hall": "ground panel carpet | painting 40,16,1,18,12 long_table 50,88,1.2 chandelier 50,22,0.9",
    "maids_quarters": "upper plaster boards | window 44,16,1 cot 24,74,1.3 cot 50,74,1.3 cot 76,74,1.3 cot 30,94,1.5",
    "cistern": "basement brick water | tunnel 50,52,1.2 walkway 50,80,1",
    "music_room": "ground paper boards | window 56,16,1 piano 44,88,1.3 metronome 82,96,1.2 chair 18,96,1",
    "bridal_suite": "upper paper carpet | mirror 74,30,1,turned bed 44,92,1.4,(230,220,230),posts,veil candle 86,96,1.2",
    "alchemists_den": "basement stone flags | jars_shelf 24,60,1 alembic 54,92,1.2 jars_shelf 82,66,0.9",
    "old_surgery": "upper tile tiles | op_table 48,86,1.3 tray 84,96,1 bulb 48,20,0.8",
    "playroom": "upper paper boards | window 40,16,1 rocking_horse 26,92,1.3 doll_table 66,90,1.2 blocks 86,96,1",
    "red_parlor": "ground red carpet | painting 42,14,1,16,10 fireplace 50,60,0.8 sofa 50,86,1.2,(150,30,36) stain 70,94,1 lamp 14,96,1,(160,30,30)",
    "burnt_study": "ground soot boards | smoke_marks 0,0,1 shelf 24,56,1,False,(40,30,26) shelf 76,56,1,False,(40,30,26) desk 50,90,1.3,(40,30,26),burnt chair 84,96,1,(40,30,26)",
    "cobweb_passage": "ground stone boards | web 15,12,1.6 web 85,12,1.6,flip web 15,52,1.1 web 85,52,1.1,flip web 42,46,0.9 spider 60,40,1.6 crate 16,96,0.9 bones 74,96,0.6",
    "forgotten_room": "ground paper boards | calendar 34,22,1.5 web 15,12,0.8 sheeted 30,70,1,True sheeted 66,72,1 sheeted 80,94,1.1 chair 20,96,1",
    "groaning_hall": "ground panel boards | portraits 20,20,0.9 candelabra 18,96,0.9 candelabra 82,96,0.9 rug 50,82,1.2,(80,60,40) sheeted 50,66,0.7,True",
    "card_room": "ground panel carpet | painting 44,16,1 card_table 50,88,1.3 lamp 88,96,0.9",
    "ritual_circle": "basement stone flags | circle_chalk 50,80,1 candle 22,74,1 candle 78,74,1 candle 30,92,1 candle 70,92,1",
    "black_pool": "basement rock water | pool 50,78,1.2 moon 50,78,0.5 candles 14,96,1 candles 86,96,1",
    "hall_of_busts": "ground panel boards | bust 24,62,0.8 bust 50,60,0.8 bust 76,62,0.8 bust 14,96,1.1 bust 86,96,1.1",
    "trophy_room": "ground panel boards | antlers 32,32,1 antlers 68,32,1 statue 50,86,1 trunk 16,96,0.9 armchair 84,96,0.9,(110,60,40)",
    "observatory": "upper glass boards | moon 30,14,1 telescope 52,90,1.5 globe 86,96,1",
    "root_cellar": "basement rock dirt | sack 22,74,1.2 sack 34,76,1 potatoes 56,94,1.2 barrel 82,94,1.2 bulb 50,16,0.7",
    "overgrown_garden": "exterior hedge path | rosebush 20,96,1.6 rosebush 82,96,1.6 rosebush 36,68,1 rosebush 66,66,1 statue 50,66,0.7",
    "family_plot": "exterior sky grass | tree 80,74,1.4 tombstone 22,76,1,(140,140,136),-1.5 tombstone 44,70,0.8 tombstone 30,94,1.2,(150,150,146),1.5 tombstone 64,92,1.2,(176,170,160)",
}

TILES = {
    "front_steps": "exterior sky flags | steps_up 50,74,1 boot_scraper 74,94,1.4 potted_plant 16,96,1 moon 82,14,1",
    "entrance_hall": "ground panel checker | initials 50,22,1.1 big_door 50,52,0.7 rug 50,82 statue 14,96,0.9 pegs 64,30,0.7",
    "ground_floor_staircase": "ground panel carpet | stairs 50,98,1.6 thorns 88,96,1 thorns 12,96,1 candelabra 84,70,0.7",
    "upper_landing": "upper paper carpet | window 24,14,1,52,26 town 0,0,1 rail 16,96,1,68 grandfather_clock 88,96,0.8",
    "basement_landing": "basement stone flags | tunnel 50,52,1.1 bulb 28,20,0.8 barrel 16,96,1 barrel 84,96,1",
    "crawl_space": "basement rock dirt | joists 0,0,1 tunnel 70,58,0.7 sack 26,74,0.8 crate 24,92,0.9 candle 54,80,1.2 rope 80,96,1",
    "old_well": "basement rock flags | well 50,86,1.5 candle 14,96,1.2 rope 84,96,1",
    "kiln_yard": "exterior sky dirt | kiln 50,82,1.3 slag 18,96,1.2 slag 84,94,1.1",
    "orchard": "exterior sky grass | tree 22,78,1.2,False,apples tree 78,76,1.2,False,apples tree 50,62,0.8,False,apples",
    "glass_parlour": "ground glass carpet | stained_window 12,12,0.9 sofa 50,86,1.1,(60,120,90) round_table 84,96,0.8,(60,140,100)",
    "kitchen": "ground brick flags | hearth 50,62,1 table 50,92,1.2 pot 16,96,1.2 hanging_pots 50,12,0.7",
    "master_bedchamber": "upper paper carpet | window 70,16,0.9 bed 44,90,1.5,(110,30,40),posts candle 86,96,1.2",
    "portrait_gallery": "upper paper boards | portraits 18,22,1.1,5 rug 50,84,1.3 bust 86,96,1",
    "chapel": "ground plaster flags | stained_window 44,18,1 altar 50,66,0.9 pew 30,82,1 pew 70,82,1 font 86,98,1",
    "stable_yard": "exterior sky dirt | stall 30,70,1.2 stall 70,70,1.2 hay 20,96,1.2 straw 60,96,1",
    "wine_cellar": "basement brick flags | bottle_rack 28,62,1.1 bottle_rack 72,62,1.1 cask 50,94,1.4 candle 14,96,1",
    "nursery": "upper paper boards | window 40,16,1 cradle 50,86,1.5 rocking_horse 18,96,1 blocks 84,96,1",
    "library": "ground panel carpet | shelf 28,54,1.1 shelf 50,54,1.1 shelf 72,54,1.1 lamp 16,96,1 armchair 82,96,1",
    "yew_maze": "exterior hedge grass | hedge 30,70,1 hedge 66,80,1.2 statue 50,60,0.6",
    "ossuary": "basement stone flags | niches 19,19,1.25 bones 30,94,1 bones 70,94,1",
    "widows_walk": "exterior sky boards | town 0,0,1 moon 76,14,1 rail 4,90,1.4,92",
    "sickroom": "upper plaster boards | window 64,16,0.9 bed 42,88,1.3,(220,220,230) jars_shelf 86,96,0.8 chair 14,96,0.9",
    "millpond": "exterior sky water | millwheel 74,60,1 tree 18,76,1.1,False rosebush 84,96,1,(230,230,240)",
    "fortune_parlour": "ground red carpet | crystal_table 50,90,1.3 lamp 16,96,1,(150,40,120) chair 84,96,1,(110,40,60)",
    "smugglers_tunnel": "basement rock dirt | tunnel 50,52,1.3 cask 20,92,1.1 cask 80,96,1.2 rope 50,92,1",
    "gallows_oak": "exterior sky grass | oak_noose 40,86,1.2 moon 82,14,1 tombstone 84,96,0.9",
    "coal_cellar": "basement brick dirt | chute 40,72,1 coal 44,94,1.6 sack 84,96,1",
    "dining_room": "ground paper carpet | window 44,14,1 long_table 50,90,1.1 chair 12,96,0.9 chair 88,96,0.9,flip",
    "record_room": "upper panel boards | shelf 26,52,1 shelf 74,52,1 ledger_desk 50,92,1.3",
    "clock_room": "ground paper boards | clocks 28,24,1 grandfather_clock 16,96,0.9 grandfather_clock 84,96,0.9 grandfather_clock 50,74,0.6",
    "ice_store": "basement stone ice | ice 34,90,1.3 ice 72,84,1 straw 50,96,1",
    "chapel_ruins": "exterior sky grass | ruin 50,60,1 bell 50,88,1.4 cross 16,96,1",
    "servants_hall": "ground plaster flags | bells 33,24,1 long_table 50,90,1.1",
    "linen_room": "upper plaster boards | linen_shelf 26,56,1 linen_shelf 74,56,1 hatch 45,70,1.1",
    "carrow_cemetery": "exterior sky grass | tombstone 24,72,0.8 tombstone 50,70,0.8,(150,150,150),1 tombstone 76,72,0.8 cross 30,94,1.2 tombstone 64,94,1.2 rosebush 86,98,1 rosebush 12,98,1",
    "drawing_room": "ground thorn carpet | upright_piano 30,72,1 sofa 58,94,1,(70,90,70) lamp 88,96,0.9",
    "attic": "upper plaster boards | rafters 0,0,1 trunk 26,90,1.2 dress_form 50,80,0.9 crate 76,92,1.2 cage 84,74,0.8",
    "boiler_room": "basement brick flags | pipes 70,14,1 boiler 46,90,1.5 coal 84,98,0.9",
    "thornback_path": "exterior sky path | thorns 20,90,1.5 thorns 80,92,1.5 thorns 34,66,0.8 thorns 70,68,0.8 moon 50,14,1",
    "glass_cupola": "upper glass boards | dome 0,0,1 town 0,0,1 moon 70,12,1 telescope 50,92,1.2",
    "darkroom": "basement soot boards | safelight 50,18,1.3 plates 50,28,1 table 50,88,1.2,(60,60,60) tray 84,96,1",
    "conservatory": "ground glass tiles | vines 20,54,1.4 vines 80,54,1.4 potted_plant 24,96,1.5,big potted_plant 76,96,1.5,big armchair 50,78,0.8,(140,130,100)",
    "servants_stair": "upper panel boards | stairs 50,98,1.3,7,False,(90,66,46),False candle 84,96,1.2 pegs 60,20,0.5,False",
    "carriage_house": "exterior plaster dirt | carriage 50,86,1.6 pegs 20,22,1,False hay 86,96,0.8",
    "air_raid_shelter": "basement brick flags | bunk 24,88,1.2 radio 62,92,1 tins 86,96,1 bulb 60,16,0.7",
    "wireless_room": "upper paper carpet | radio 50,90,1.5 chair 18,96,1 lamp 84,96,0.9,(120,90,50)",
    "tenants_door": "basement rock flags | green_door 50,38,1.2 bones 22,96,0.8 rope 80,96,1",
    "walled_room": "ground brick boards | bricked 50,52,1 cups 50,92,1.2 web 15,12,0.8 web 85,12,0.8,flip",
    "absaloms_workshop": "exterior brick flags | kiln 24,80,1 blowpipes 48,90,1 table 74,92,1,(90,60,40) slag 88,98,0.7",
}


def _arg(text: str):
    """A composition's extra argument: a number, a colour "(r,g,b)", a flag word
    (flip, ajar, posts, veil, turned, big, apples), True or False."""
    if text.startswith("("):
        return tuple(int(v) for v in text.strip("()").split(";"))
    if text in ("True", "False"):
        return text == "True"
    try:
        return float(text)
    except ValueError:
        return text


def compose(line: str):
    """A composition line -> (region, wall, floor, [(prop, x, y, scale, args, flags)]):
    each prop is "name x,y[,scale[,more...]]", more being numbers, colours written
    (r,g,b), True or False (its further arguments in order) and words (flip, ajar,
    posts, veil, turned, big, apples, burnt: keyword flags)."""
    head, _, body = line.partition("|")
    region, wall, floor = head.split()
    words = body.split()
    props = []
    for name, nums in zip(words[0::2], words[1::2]):
        merged: list[str] = []  # the parts, a colour's three joined back
        for part in nums.split(","):
            if merged and merged[-1].startswith("(") and not merged[-1].endswith(")"):
                merged[-1] += ";" + part
            else:
                merged.append(part)
        x, y = float(merged[0]), float(merged[1])
        scale = float(merged[2]) if len(merged) > 2 else 1.0
        rest = [_arg(v) for v in merged[3:]]
        flags = {v: True for v in rest if isinstance(v, str)}
        args = [v for v in rest if not isinstance(v, str)]
        props.append((name, x, y, scale, args, flags))
    return region, wall, floor, props


def room_picture(ident: str, line: str) -> pygame.Surface:
    region, wall, floor, props = compose(line)
    surf = pygame.Surface((SIDE * K, SIDE * K), pygame.SRCALPHA)
    pen = Pen(surf, random.Random(seed_of(ident)), REGION[region]["light"])
    shell(pen, region, wall, floor)
    for name, x, y, scale, args, flags in props:
        if name in STANDING:  # a soft shadow grounds it
            w = STANDING[name] * scale * GROW
            shadow = pygame.Surface((px(w), px(w * 0.22)), pygame.SRCALPHA)
            pygame.draw.ellipse(shadow, (0, 0, 0, 80), shadow.get_rect())
            surf.blit(shadow, (px(x - w / 2), px(y - w * 0.11)))
        PROPS[name](pen, x, y, scale * GROW, *args, **flags)
    _light(surf, region, pen.rng)
    return pygame.transform.smoothscale(surf, (SIDE, SIDE))


def _light(surf: pygame.Surface, region: str, rng: random.Random) -> None:
    """The region's light over the whole picture, a soft mottle (the grain of paint
    on board), darker toward its edges (a vignette)."""
    size = surf.get_width()
    grain = noise_tile(size, size, 18, 18, rng, 214, 255)
    surf.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    tone = {"upper": (200, 214, 255), "ground": (255, 236, 210), "basement": (200, 230, 200),
            "exterior": (210, 220, 255)}[region]
    cast = pygame.Surface((size, size))
    cast.fill(tone)
    surf.blit(cast, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    dark = pygame.Surface((size, size), pygame.SRCALPHA)
    ring = max(2, size // 40)
    for k in range(10):
        pygame.draw.rect(dark, (0, 0, 0, 14 + 6 * (9 - k)), (k * ring, k * ring, size - 2 * k * ring,
                                                             size - 2 * k * ring), ring)
    surf.blit(dark, (0, 0))


# --------------------------------------------------------------------------- the tiles' icons

ICON = 48


def _icon(draw) -> pygame.Surface:
    """An icon drawn on a room's canvas (the same units), then scaled down to ICON."""
    surf = pygame.Surface((SIDE * K, SIDE * K), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    draw(Pen(surf, random.Random(0), (255, 255, 255)))
    return pygame.transform.smoothscale(surf, (ICON, ICON))


# An icon is drawn in the same units as a room (100 across), on a disc or a shape of
# its own with a dark rim so that it reads on any floor.
def _disc(p, c):
    p.circle(50, 52, 46, (0, 0, 0, 150), edge=False)
    p.circle(50, 50, 44, c, edge=(24, 20, 18), width=4)


def i_omen(p):  # an eye
    _disc(p, (120, 60, 150))
    p.ellipse(50, 50, 64, 34, (240, 230, 250), edge=(30, 16, 40), width=3)
    p.circle(50, 50, 12, (40, 20, 60), edge=False)
    p.circle(46, 46, 4, (255, 255, 255), edge=False)


def i_event(p):  # a spiral
    _disc(p, (50, 130, 124))
    pts = [(50 + math.cos(a / 6) * a * 0.9, 50 + math.sin(a / 6) * a * 0.9) for a in range(2, 38)]
    p.lines(pts, (236, 250, 244), 6)


def i_item(p):  # a key
    _disc(p, (200, 150, 50))
    p.circle(34, 50, 13, (0, 0, 0, 0), edge=(60, 36, 10), width=7)
    p.line((46, 50), (80, 50), (60, 36, 10), 7)
    p.line((72, 50), (72, 64), (60, 36, 10), 6)
    p.line((80, 50), (80, 62), (60, 36, 10), 6)


def i_passage(p):  # an arch with an arrow through it
    p.rect(12, 14, 76, 78, (70, 60, 50), r=30, edge=(24, 20, 18), width=4)
    p.rect(26, 30, 48, 62, (14, 12, 12), r=22, edge=False)
    p.poly([(30, 62), (58, 62), (58, 50), (78, 68), (58, 86), (58, 74), (30, 74)], (250, 220, 140),
           edge=(60, 40, 10), width=3)


def i_ghost(p):
    p.poly([(18, 90), (18, 44), (30, 18), (50, 10), (70, 18), (82, 44), (82, 90), (70, 80), (60, 90), (50, 80),
            (40, 90), (30, 80)], (232, 238, 246), edge=(40, 50, 70), width=4)
    p.ellipse(38, 42, 9, 14, (30, 36, 56), edge=False)
    p.ellipse(62, 42, 9, 14, (30, 36, 56), edge=False)
    p.ellipse(50, 62, 10, 8, (30, 36, 56), edge=False)


def i_runestone(p):
    p.poly([(50, 6), (88, 40), (74, 92), (26, 92), (12, 40)], (110, 120, 128), edge=(24, 26, 30), width=4)
    p.lines([(50, 24), (50, 78)], (110, 230, 240), 6)
    p.lines([(50, 34), (66, 48), (50, 60)], (110, 230, 240), 6)
    p.glow(50, 50, 40, (110, 230, 240), 70)


def i_obstacle(p):  # rubble: a small obstacle
    p.poly([(10, 88), (22, 56), (40, 48), (52, 62), (66, 40), (84, 52), (92, 88)], (140, 120, 100),
           edge=(40, 30, 24), width=4)
    p.line((40, 48), (44, 88), (90, 74, 60), 3)
    p.line((66, 40), (68, 88), (90, 74, 60), 3)


def i_obstacle_large(p):  # a fallen beam over rubble
    i_obstacle(p)
    p.poly([(4, 40), (14, 26), (96, 62), (88, 76)], (120, 80, 48), edge=(40, 26, 16), width=4)


def i_token(p):  # a haunt token: a round counter with a star
    p.circle(50, 53, 44, (0, 0, 0, 150), edge=False)
    p.circle(50, 50, 42, (190, 50, 50), edge=(30, 10, 10), width=4)
    p.circle(50, 50, 32, (0, 0, 0, 0), edge=(250, 210, 180), width=3)
    angles = [-math.pi / 2 + k * 4 * math.pi / 5 for k in range(5)]
    pts = [(50 + math.cos(a) * 22, 50 + math.sin(a) * 22) for a in angles]
    p.poly(pts, (250, 220, 160), edge=False)


def i_pile(p):  # an Item Pile: a sack and a box
    p.rect(44, 44, 46, 44, (160, 120, 70), edge=(50, 34, 20), width=4)
    p.line((44, 58), (90, 58), (50, 34, 20), 3)
    p.poly([(8, 90), (12, 50), (28, 32), (44, 50), (48, 90)], (200, 176, 120), edge=(60, 44, 24), width=4)
    p.line((20, 38), (36, 38), (60, 44, 24), 4)


ICONS = {"omen": i_omen, "event": i_event, "item": i_item, "passage": i_passage, "ghost": i_ghost,
         "runestone": i_runestone, "obstacle": i_obstacle, "obstacle_large": i_obstacle_large, "token": i_token,
         "pile": i_pile}


# --------------------------------------------------------------------------- writing them

def room_ids(rel: str, key: str) -> list[str]:
    with open(ROOT / rel, "rb") as f:
        return [r["id"] for r in tomllib.load(f)[key]]


GAMES = (("betrayal", "tabletop/games/betrayal/data/rooms.toml", "room", ROOMS),
         ("betrayal_legacy", "tabletop/games/betrayal_legacy/data/tiles.toml", "tile", TILES))


def opaque(surf: pygame.Surface) -> pygame.Surface:
    """A picture without its alpha channel (smaller files: a room fills its square)."""
    out = pygame.Surface(surf.get_size())
    out.blit(surf, (0, 0))
    return out


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", metavar="ID", help="draw only these rooms (and no icons)")
    args = ap.parse_args(argv)
    written = 0
    for game, rel, key, lines in GAMES:
        ids = room_ids(rel, key)
        missing = [i for i in ids if i not in lines] + [i for i in lines if i not in ids]
        if missing:
            raise SystemExit(f"{game}: no picture composed for {missing} (or no such room)")
        for ident in ids:
            if args.only and ident not in args.only:
                continue
            save_png(opaque(room_picture(ident, lines[ident])), ROOT / "sprites" / game / "rooms" / f"{ident}.png")
            written += 1
    if not args.only:
        for name, draw in ICONS.items():
            save_png(_icon(draw), ROOT / "sprites" / "betrayal" / "icons" / f"{name}.png")
            written += 1
    print(f"wrote {written} files (room pictures and tile icons)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
