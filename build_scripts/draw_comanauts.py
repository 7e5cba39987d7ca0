#!/usr/bin/env python3
"""Draw Comanauts' sprites with pygame-ce and save them under sprites/comanauts/.

Like draw_sprites.py (whose helpers this script borrows), everything is procedural
and deterministic: polygons, splines, gradients and soft glows drawn at SS times
their size and scaled down with smoothscale; all noise comes from seeded
random.Random, so every run writes the same bytes.

    python build_scripts/draw_comanauts.py                    # everything (~10 s)
    python build_scripts/draw_comanauts.py --only ransom jeer # some standees, to iterate
    python build_scripts/draw_comanauts.py --contact /tmp/standees.png

It writes, under sprites/comanauts/:
    standees/<art>.png   96x96 round standee bases seen from above: one per avatar
                         art_ref, per hostile standee (its `standee`, else its id), per
                         ID entity (the Fear copies share fear.png), and inner_child.png.
                         The base disc is STANDEE_R px in radius, centred at STANDEE_C;
                         hostile spikes and ID thorns reach a little beyond it.
    dice/<kind>_<face>.png   64x64, kinds white threat suspicious inner_child red green
                         yellow blue purple, faces 1-6; coloured dice carry their symbol;
                         face 0 is the die not rolled yet (its symbol, large)
    symbols/<name>.png   32x32 white glyphs with a dark outline (the colour-blind marks:
                         red fist, green arrow, yellow eye, blue shield, purple star,
                         white spiral, threat skull), for tinting or as they are
    tokens/<name>.png    48x48 round tokens
    map_paper.png        512x512 seamless dream parchment for the map
    picture.png          256x176 the New game screen's picture (after the rest)

    python build_scripts/draw_comanauts.py --extras           # only face 0 and the picture
"""

from __future__ import annotations

import math
import random
import sys
import tomllib
from pathlib import Path

# The drawing kit (pens, gradients, glows, PNG writing) is draw_sprites.py's: as a
# module of the build_scripts package (python -m build_scripts.draw_comanauts, or
# python -m build_scripts.sprites), or, run as a file, from its own folder, which
# Python puts first on the path. Importing it sets SDL_VIDEODRIVER=dummy before pygame.
if __package__:
    from . import draw_sprites as _kit
else:
    import draw_sprites as _kit  # type: ignore[no-redef]

BLACK, GOLD, SILVER, STEEL, WHITE = _kit.BLACK, _kit.GOLD, _kit.SILVER, _kit.STEEL, _kit.WHITE
Pen, blur, clip, dilate, flame_shape = _kit.Pen, _kit.blur, _kit.clip, _kit.dilate, _kit.flame_shape
glow_surface, mix, new_layer, rgba = _kit.glow_surface, _kit.mix, _kit.new_layer, _kit.rgba
save_png, seed_of, shade, spline = _kit.save_png, _kit.seed_of, _kit.shade, _kit.spline
star_pts, tint, tr, vgrad = _kit.star_pts, _kit.tint, _kit.tr, _kit.vgrad

import pygame  # noqa: E402  (after the kit set the dummy video driver)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "comanauts"
DATA = ROOT / "tabletop" / "games" / "comanauts" / "data"

SS = 4  # supersampling
STANDEE = 96
STANDEE_C = (48, 47)  # centre of the base disc in a standee image
STANDEE_R = 38  # radius of the base disc (the part that stands for the base radius)
INNER_R = 33.5  # the picture inside the rim
INK = (18, 14, 24)


# --------------------------------------------------------------------------- canvas


class Canvas:
    """A square sprite drawn at SS times its size, in logical coordinates."""

    def __init__(self, size: int = STANDEE, ss: int = SS) -> None:
        self.size, self.ss = size, ss
        self.n = size * ss
        self.surf = new_layer((self.n, self.n))
        self.pen = Pen(self.surf, ss)

    def layer(self) -> pygame.Surface:
        return new_layer((self.n, self.n))

    def mask(self, fn) -> pygame.Surface:
        m = self.layer()
        fn(Pen(m, self.ss), (255, 255, 255, 255))
        return m

    def grad(self, stops, gy=None) -> pygame.Surface:
        stops = list(stops) if isinstance(stops[0][1], tuple) else [(0, stops[0]), (1, stops[1])]
        n, ss = self.n, self.ss
        y0, y1 = (0, self.size) if gy is None else gy
        y0, y1 = int(y0 * ss), int(y1 * ss)
        body = new_layer((n, n))
        body.fill(rgba(stops[0][1]), (0, 0, n, max(0, y0)))
        body.fill(rgba(stops[-1][1]), (0, y1, n, max(0, n - y1)))
        body.blit(vgrad((n, max(2, y1 - y0)), stops), (0, y0))
        return body

    def fill(self, mask, stops, gy=None, alpha=255) -> None:
        body = clip(self.grad(stops, gy), mask)
        if alpha != 255:
            body.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(body, (0, 0))

    def outline(self, mask, color, w=1.2, alpha=255) -> None:
        self.surf.blit(tint(dilate(mask, w * self.ss, 2.0), color, alpha), (0, 0))

    def part(self, fn, stops, gy=None, outline=INK, ow=1.1, alpha=255):
        """Shape fn filled with a vertical gradient, under a dark outline."""
        m = self.mask(fn)
        if outline is not None and ow > 0:
            self.outline(m, outline, ow)
        self.fill(m, stops, gy, alpha)
        return m

    def detail(self, mask, fn, alpha=255, blur_k=0) -> None:
        lay = self.layer()
        fn(Pen(lay, self.ss))
        if blur_k:
            lay = blur(lay, blur_k)
        lay = clip(lay, mask)
        if alpha != 255:
            lay.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(lay, (0, 0))

    def draw(self, fn) -> None:
        """Draw on a layer and blend it in (pygame.draw itself never blends, so a
        translucent colour drawn straight on the canvas would punch a hole)."""
        lay = self.layer()
        fn(Pen(lay, self.ss))
        self.surf.blit(lay, (0, 0))

    def glow(self, center, r, color, alpha=255, power=2.0, ry=None, add=False) -> None:
        ss = self.ss
        ry = r if ry is None else ry
        g = glow_surface(r * ss, ry * ss, color, alpha, power)
        pos = (int(center[0] * ss - r * ss), int(center[1] * ss - ry * ss))
        if add:
            base = pygame.Surface(g.get_size(), pygame.SRCALPHA)
            base.fill((0, 0, 0, 0))
            base.blit(g, (0, 0))
            rgb = pygame.Surface(g.get_size())
            rgb.fill(BLACK)
            rgb.blit(g, (0, 0))
            # additive light only where the canvas is opaque enough to carry it
            self.surf.blit(rgb, pos, special_flags=pygame.BLEND_RGB_ADD)
        else:
            self.surf.blit(g, pos)

    def eyes(self, pts, color, r=1.5, glow_r=5.0, alpha=220, core=None) -> None:
        for p in pts:
            self.glow(p, glow_r, color, alpha, 1.8)
        for p in pts:
            self.pen.circle(color, p, r)
            self.pen.circle(core or mix(color, WHITE, 0.75), p, r * 0.5)

    def put(self, surf, alpha=255) -> None:
        if alpha != 255:
            surf = surf.copy()
            surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(surf, (0, 0))

    def finish(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, (self.size, self.size))


def group(fn, size=STANDEE) -> pygame.Surface:
    """Draw fn(canvas) on a fresh canvas and return its full-size surface."""
    c = Canvas(size)
    fn(c)
    return c.surf


def circle_mask(c: Canvas, center, r) -> pygame.Surface:
    return c.mask(lambda p, w: p.circle(w, center, r))


# --------------------------------------------------------------------------- standee bases


def radial_field(c: Canvas, mask, outer, inner, light=None, center=None, r=None) -> None:
    """A disc field: outer colour at the rim, inner colour glowing from `center`."""
    cx, cy = center or (STANDEE_C[0] - 6, STANDEE_C[1] - 9)
    lay = new_layer((c.n, c.n))
    lay.fill(rgba(outer))
    r = r or INNER_R * 1.5
    g = glow_surface(r * c.ss, r * c.ss, inner, 255, 1.1)
    lay.blit(g, (int((cx - r) * c.ss), int((cy - r) * c.ss)))
    if light:
        g = glow_surface(r * 0.6 * c.ss, r * 0.6 * c.ss, light, 150, 1.6)
        lay.blit(g, (int((cx - r * 0.6) * c.ss), int((cy - r * 0.6) * c.ss)))
    c.put(clip(lay, mask))


def standee(kind: str, field, figure, emblem=None, rim=None, seed: str = "", field_center=None) -> pygame.Surface:
    """A standee base: shadow, (spikes or thorns), rim, field, the figure clipped to
    the field, an inner shadow, a highlight, and an emblem badge on the rim.

    field: (outer, inner, light) colours; figure(c): draws on a canvas that is then
    clipped to the field; emblem: (fn(pen, colour, cx, cy, s), badge colour)."""
    c = Canvas()
    cx, cy = STANDEE_C
    R = STANDEE_R
    rng = random.Random(seed_of(seed or kind))
    base = circle_mask(c, (cx, cy), R)
    crown = None
    if kind == "hostile":
        n = 11
        off = rng.uniform(0, 360)

        def spikes(p, w):
            pts = []
            for i in range(n * 2):
                a = math.radians(off + i * 180 / n)
                rr = R + 6.5 if i % 2 == 0 else R - 2
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            p.poly(w, pts)

        crown = c.mask(spikes)
    elif kind == "id":

        def thorns(p, w):
            n = 10
            for i in range(n):
                a = math.radians(-90 + i * 360 / n)
                b0 = math.radians(-90 + i * 360 / n - 13)
                b1 = math.radians(-90 + i * 360 / n + 9)
                tip = (cx + (R + 9.5) * math.cos(a + 0.16), cy + (R + 9.5) * math.sin(a + 0.16))
                p.poly(
                    w,
                    [
                        (cx + (R - 3) * math.cos(b0), cy + (R - 3) * math.sin(b0)),
                        tip,
                        (cx + (R - 3) * math.cos(b1), cy + (R - 3) * math.sin(b1)),
                    ],
                )
            p.circle(w, (cx, cy), R + 2.5)

        crown = c.mask(thorns)
    union = base.copy()
    if crown is not None:
        union.blit(crown, (0, 0))
    # soft shadow (an inner demon glows red instead)
    if kind == "id":
        c.surf.blit(blur(tint(dilate(union, 2 * SS, 2.0), (255, 40, 30), 150), 14), (0, 0))
    c.surf.blit(blur(tint(union, BLACK, 170), 12), (int(1.5 * SS), int(3.0 * SS)))
    c.surf.blit(blur(tint(union, BLACK, 120), 5), (int(0.6 * SS), int(1.4 * SS)))
    if crown is not None:
        c.outline(crown, INK, 1.0)
        if kind == "hostile":
            c.fill(crown, [(0, shade(field[0], 0.35)), (1, shade(field[0], -0.5))], (cy - R - 8, cy + R + 8))
            c.detail(crown, lambda p: p.circle((255, 255, 255, 60), (cx - 3, cy - 5), R + 3), blur_k=0)
        else:
            c.fill(crown, [(0, (150, 24, 24)), (0.5, (40, 6, 8)), (1, (110, 14, 16))], (cy - R - 9, cy + R + 9))
            c.detail(crown, lambda p: p.ring((255, 90, 70, 220), (cx, cy), R + 2.2, 0.9))
    # rim
    rim = rim or GOLD
    c.outline(base, INK, 0.9)
    c.fill(base, rim, (cy - R, cy + R))
    ring_hi = c.layer()
    Pen(ring_hi, SS).arc((255, 255, 255, 150), (cx, cy), R - 1.0, 195, 285, 1.1)
    Pen(ring_hi, SS).arc((0, 0, 0, 110), (cx, cy), R - 1.0, 20, 140, 1.1)
    c.put(ring_hi)
    inner = circle_mask(c, (cx, cy), INNER_R)
    c.outline(inner, shade(rim[-1][1] if isinstance(rim[-1], tuple) else INK, -0.6), 0.7)
    radial_field(c, inner, field[0], field[1], field[2] if len(field) > 2 else None, field_center)
    # the figure, clipped to the field
    fig = Canvas()
    figure(fig)
    c.put(clip(fig.surf, inner))
    # inner shadow at the field's edge
    edge = c.layer()
    Pen(edge, SS).ring((0, 0, 0, 200), (cx, cy + 0.8), INNER_R, 3.0)
    c.put(clip(blur(edge, 8), inner))
    hi = c.layer()
    Pen(hi, SS).arc((255, 255, 255, 70), (cx, cy), INNER_R - 2.2, 200, 260, 1.6)
    c.put(clip(blur(hi, 3), inner))
    if emblem is not None:
        draw_fn, badge = emblem
        ex, ey = cx + (R - 4) * math.cos(math.radians(45)), cy + (R - 4) * math.sin(math.radians(45))
        bm = circle_mask(c, (ex, ey), 10.5)
        c.surf.blit(blur(tint(bm, BLACK, 150), 6), (int(0.8 * SS), int(1.6 * SS)))
        c.outline(bm, INK, 0.9)
        c.fill(bm, rim, (ey - 10.5, ey + 10.5))
        im = circle_mask(c, (ex, ey), 8.6)
        c.fill(im, [(0, shade(badge, 0.15)), (1, shade(badge, -0.35))], (ey - 9, ey + 9))
        draw_fn(c.pen, (255, 246, 222), ex, ey, 1.0)
    return c.finish()


# --------------------------------------------------------------------------- emblem glyphs
# Each draws a glyph centred at (x, y), about 12 units across at s = 1.


def g_revolver(p, col, x, y, s):
    p.rect(col, x - 4, y - 4.6, 11.5, 2.6, radius=0.6)  # barrel
    p.rect(col, x - 4.5, y - 3.2, 6.5, 4.6, radius=1.4)  # cylinder and frame
    p.poly(col, [(x - 4.5, y - 1), (x - 1, y - 1), (x - 2.6, y + 6.5), (x - 6.8, y + 6.5)])  # grip
    p.arc(col, (x + 0.2, y + 1.6), 2.0, 0, 180, 0.8)  # trigger guard
    p.rect(col, x - 5.5, y - 5.6, 1.6, 1.6)  # hammer


def g_fist(p, col, x, y, s):
    p.rect(col, x - 5.5, y - 4.5, 11, 8, radius=2.5)
    p.rect(col, x - 4.5, y + 2, 8, 4.5, radius=1.5)
    for i in range(3):
        p.stroke(INK, [(x - 2.6 + i * 2.8, y - 4.2), (x - 2.6 + i * 2.8, y - 1.2)], 0.7)
    p.stroke(INK, [(x - 5.5, y + 0.5), (x + 2.5, y + 0.5)], 0.7)


def g_crosshair(p, col, x, y, s):
    p.ring(col, (x, y), 5.2, 1.5)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        p.stroke(col, [(x + dx * 2.2, y + dy * 2.2), (x + dx * 7.5, y + dy * 7.5)], 1.4)
    p.circle(col, (x, y), 1.0)


def g_book(p, col, x, y, s):
    p.poly(col, [(x, y - 3), (x - 6.5, y - 5), (x - 6.5, y + 4), (x, y + 5.5)])
    p.poly(col, [(x, y - 3), (x + 6.5, y - 5), (x + 6.5, y + 4), (x, y + 5.5)])
    p.stroke(INK, [(x, y - 3), (x, y + 5.5)], 0.8)


def g_cross(p, col, x, y, s):
    p.rect(col, x - 2.2, y - 6, 4.4, 12, radius=0.8)
    p.rect(col, x - 6, y - 2.2, 12, 4.4, radius=0.8)


def g_compass(p, col, x, y, s):
    p.ring(col, (x, y), 6, 1.1)
    p.poly(col, [(x, y - 5.5), (x + 1.8, y), (x, y + 5.5), (x - 1.8, y)])
    p.poly(col, [(x - 5.5, y), (x, y - 1.4), (x + 5.5, y), (x, y + 1.4)])


def g_eye(p, col, x, y, s, pupil=INK):
    p.poly(col, spline([(x - 7, y), (x, y - 4.6), (x + 7, y), (x, y + 4.6)], True, 5))
    p.circle(pupil, (x, y), 2.4)
    p.circle(col, (x - 0.7, y - 0.8), 0.7)


def g_shield(p, col, x, y, s):
    p.poly(
        col,
        spline(
            [
                (x, y - 6.5, 1),
                (x + 5.5, y - 4.5, 1),
                (x + 5, y + 1),
                (x, y + 6.8, 1),
                (x - 5, y + 1),
                (x - 5.5, y - 4.5, 1),
            ],
            True,
            5,
        ),
    )


def g_flame(p, col, x, y, s):
    flame_shape(p, col, x, y + 6.5, 13, 10)


def g_magnifier(p, col, x, y, s):
    p.ring(col, (x - 1.5, y - 1.5), 4.2, 1.6)
    p.stroke(col, [(x + 1.6, y + 1.6), (x + 6, y + 6)], 2.4)


def g_wrench(p, col, x, y, s):
    p.stroke(col, [(x - 4, y + 4), (x + 2.5, y - 2.5)], 2.6)
    p.circle(col, (x + 3.6, y - 3.6), 3.4)
    p.poly(INK, tr([(-1.3, 0), (1.3, 0), (1.3, -4), (-1.3, -4)], dx=x + 3.8, dy=y - 3.8, ang=math.radians(45)))


def g_card(p, col, x, y, s):
    p.rect(col, x - 4.5, y - 6, 9, 12, radius=1.2)
    p.poly(INK, [(x, y - 3.2), (x + 2.4, y), (x, y + 3.2), (x - 2.4, y)])


def g_dove(p, col, x, y, s):
    p.poly(
        col,
        spline(
            [
                (x - 6.5, y + 1),
                (x - 2, y - 1),
                (x + 1, y - 6),
                (x + 2, y - 1),
                (x + 6.5, y - 2.5),
                (x + 3, y + 3),
                (x - 3, y + 4),
            ],
            True,
            5,
        ),
    )


def g_anchor(p, col, x, y, s):
    p.stroke(col, [(x, y - 4), (x, y + 5)], 1.5)
    p.ring(col, (x, y - 5), 1.7, 1.1)
    p.stroke(col, [(x - 3.5, y - 1.5), (x + 3.5, y - 1.5)], 1.3)
    p.arc(col, (x, y + 0.5), 5.2, 20, 160, 1.4)
    p.poly(col, [(x - 6.5, y + 1), (x - 4.2, y + 2.4), (x - 5, y - 0.6)])
    p.poly(col, [(x + 6.5, y + 1), (x + 4.2, y + 2.4), (x + 5, y - 0.6)])


def g_kettlebell(p, col, x, y, s):
    p.circle(col, (x, y + 1.8), 4.8)
    p.ring(col, (x, y - 3), 2.8, 1.4)


def g_rapiers(p, col, x, y, s):
    for d in (1, -1):
        p.stroke(col, [(x - d * 6, y + 6), (x + d * 6, y - 6)], 1.1)
        p.stroke(col, [(x - d * 5.5, y + 2.8), (x - d * 2.8, y + 5.5)], 1.3)


def g_key(p, col, x, y, s):
    p.ring(col, (x - 3, y - 3), 2.8, 1.4)
    p.stroke(col, [(x - 1, y - 1), (x + 5, y + 5)], 1.5)
    p.stroke(col, [(x + 3, y + 3), (x + 4.8, y + 1.2)], 1.3)
    p.stroke(col, [(x + 5, y + 5), (x + 6.6, y + 3.4)], 1.3)


def g_quill(p, col, x, y, s):
    p.poly(col, spline([(x + 6, y - 6.5, 1), (x + 1, y - 2), (x - 4, y + 5, 1), (x - 2, y - 1)], True, 5))
    p.stroke(col, [(x - 4, y + 5), (x - 6, y + 7)], 1.0)


def g_spoon(p, col, x, y, s):
    p.ellipse(col, x + 2.5, y - 3, 3, 3.8)
    p.stroke(col, [(x + 1.2, y), (x - 4.5, y + 6)], 1.6)


def g_watch(p, col, x, y, s):
    p.ring(col, (x, y + 1), 5, 1.4)
    p.circle(col, (x, y - 5.2), 1.3)
    p.stroke(col, [(x, y + 1), (x, y - 2)], 1.0)
    p.stroke(col, [(x, y + 1), (x + 2.2, y + 2)], 1.0)


def g_envelope(p, col, x, y, s):
    p.rect(col, x - 6.5, y - 4.5, 13, 9, radius=1)
    p.stroke(INK, [(x - 6, y - 4), (x, y + 0.8), (x + 6, y - 4)], 0.9)


def g_hammer(p, col, x, y, s):
    p.stroke(col, [(x - 4.5, y + 5.5), (x + 1.5, y - 1.5)], 1.6)
    p.poly(col, tr([(-5, -2), (4, -2), (5, 0), (4, 2), (-5, 2)], dx=x + 2.5, dy=y - 3.5, ang=-0.8))


def g_star(p, col, x, y, s):
    p.poly(col, star_pts((x, y + 0.4), 6.8, 2.9, 5))


def g_spiral(p, col, x, y, s):
    pts = [(x + math.cos(t) * 0.9 * t, y + math.sin(t) * 0.9 * t) for t in [i * 0.25 for i in range(1, 30)]]
    p.stroke(col, pts, 1.5)


def g_skull(p, col, x, y, s):
    p.ellipse(col, x, y - 1, 6, 5.5)
    p.rect(col, x - 3.6, y + 2.5, 7.2, 4, radius=1)
    p.circle(INK, (x - 2.4, y - 0.8), 1.7)
    p.circle(INK, (x + 2.4, y - 0.8), 1.7)
    p.poly(INK, [(x, y + 1.2), (x - 0.9, y + 2.8), (x + 0.9, y + 2.8)])


def g_heart(p, col, x, y, s):
    p.circle(col, (x - 2.8, y - 1.8), 3.4)
    p.circle(col, (x + 2.8, y - 1.8), 3.4)
    p.poly(col, [(x - 6.1, y - 0.8), (x, y + 6), (x + 6.1, y - 0.8), (x, y - 1.6)])


def g_arrow(p, col, x, y, s):
    p.stroke(col, [(x - 5.5, y + 5.5), (x + 4, y - 4)], 1.5)
    p.poly(col, [(x + 6.5, y - 6.5), (x + 0.8, y - 4.8), (x + 4.8, y - 0.8)])
    for k in (0, 1.8):
        p.poly(col, [(x - 5.5 + k, y + 5.5 - k), (x - 7.5 + k, y + 2.6 - k), (x - 4.2 + k, y + 4.2 - k)])
        p.poly(col, [(x - 5.5 + k, y + 5.5 - k), (x - 2.6 + k, y + 7.5 - k), (x - 4.2 + k, y + 4.2 - k)])


def g_drop(p, col, x, y, s):
    p.poly(
        col,
        spline(
            [
                (x, y - 7, 1),
                (x + 4.5, y + 0.5),
                (x + 3.5, y + 4.8),
                (x, y + 6.2),
                (x - 3.5, y + 4.8),
                (x - 4.5, y + 0.5),
            ],
            True,
            5,
        ),
    )


GLYPHS = {
    "revolver": g_revolver,
    "fist": g_fist,
    "crosshair": g_crosshair,
    "book": g_book,
    "cross": g_cross,
    "compass": g_compass,
    "eye": g_eye,
    "shield": g_shield,
    "flame": g_flame,
    "magnifier": g_magnifier,
    "wrench": g_wrench,
    "card": g_card,
    "dove": g_dove,
    "anchor": g_anchor,
    "kettlebell": g_kettlebell,
    "rapiers": g_rapiers,
    "key": g_key,
    "quill": g_quill,
    "spoon": g_spoon,
    "watch": g_watch,
    "envelope": g_envelope,
    "hammer": g_hammer,
    "star": g_star,
    "spiral": g_spiral,
    "skull": g_skull,
    "heart": g_heart,
    "arrow": g_arrow,
    "drop": g_drop,
}


# --------------------------------------------------------------------------- avatars


def hsv(h, s, v) -> tuple:
    c = pygame.Color(0)
    c.hsva = (h % 360, s, v, 100)
    return (c.r, c.g, c.b)


SKIN = [(246, 214, 182), (232, 184, 142), (206, 150, 104), (170, 114, 76), (128, 84, 56), (96, 62, 44)]
HEAD = (48, 41)  # centre of an avatar's head
HX, HY = HEAD


def grad_of(col, up=0.25, down=-0.45):
    return [(0, shade(col, up)), (1, shade(col, down))]


def bust(c: Canvas, skin, cloth, build=1.0, neck_w=8.5):
    """Head and shoulders in three-quarter light from the upper left."""
    w = 30 * build

    def torso(p, col):
        p.poly(
            col,
            [
                (48, 60),
                (48 + w * 0.33, 60.5),
                (48 + w * 0.7, 63.5),
                (48 + w * 0.95, 70),
                (48 + w * 1.1, 86),
                (48 - w * 1.1, 86),
                (48 - w * 0.95, 70),
                (48 - w * 0.7, 63.5),
                (48 - w * 0.33, 60.5),
            ],
            smooth=True,
        )

    c.part(
        lambda p, col: p.rect(col, 48 - neck_w / 2, 46, neck_w, 16, radius=3),
        grad_of(shade(skin, -0.15)),
        (46, 62),
        ow=0.9,
    )
    tm = c.part(torso, grad_of(cloth, 0.3, -0.5), (58, 84))
    c.detail(tm, lambda p: p.ellipse((255, 255, 255, 60), 36, 66, 10, 5), blur_k=6)

    def head(p, col):
        p.ellipse(col, HX, HY, 10.2, 11.8)
        p.ellipse(col, HX - 10, HY + 1.5, 2.2, 3.2)
        p.ellipse(col, HX + 10, HY + 1.5, 2.2, 3.2)

    hm = c.part(head, [(0, shade(skin, 0.18)), (1, shade(skin, -0.22))], (29, 53), ow=1.0)
    c.detail(hm, lambda p: p.ellipse((0, 0, 0, 70), HX + 8, HY + 3, 6, 11), blur_k=8)
    return tm, hm


def face(c: Canvas, skin, eye=(34, 26, 30), brow=None, mouth=True, y=0.0):
    brow = brow or shade(skin, -0.55)

    def f(p):
        for s in (-1, 1):
            p.circle(eye, (HX + s * 4.2, HY + 0.8 + y), 1.25)
            p.stroke(brow, [(HX + s * 2.2, HY - 2.4 + y), (HX + s * 6.2, HY - 2.0 + y)], 1.0)
        p.stroke(shade(skin, -0.3), [(HX + 0.3, HY + 1.5 + y), (HX + 1.2, HY + 5 + y), (HX - 0.3, HY + 5.4 + y)], 0.8)
        if mouth:
            p.stroke(shade(skin, -0.45), [(HX - 2.4, HY + 7.6 + y), (HX + 2.4, HY + 7.4 + y)], 0.9)

    c.draw(f)


def hair_cap(c: Canvas, col, low=36.0, side=0.0, part=None):
    """Hair over the top of the head down to `low` at the temples."""

    def h(p, w):
        p.poly(
            w,
            [
                (HX - 10.8 - side, low + 4),
                (HX - 11.5, HY - 6),
                (HX - 7, HY - 12.5),
                (HX, HY - 13.6),
                (HX + 7, HY - 12.5),
                (HX + 11.5, HY - 6),
                (HX + 10.8 + side, low + 4),
                (HX + 8, low - 2),
                (HX, low - 6),
                (HX - 8, low - 2),
            ],
            smooth=True,
        )

    m = c.part(h, grad_of(col, 0.3, -0.4), (27, low + 4))
    c.detail(m, lambda p: p.stroke((255, 255, 255, 90), [(HX - 7, HY - 9), (HX - 2, HY - 12)], 1.6), blur_k=3)
    if part is not None:
        c.detail(m, lambda p: p.stroke(shade(col, -0.5), [(HX + part, HY - 13), (HX + part * 0.8, HY - 6)], 0.8))
    return m


def brim_hat(c: Canvas, col, crown_h=10.0, brim=18.0, y=31.5, crown_w=10.0, band=None, dent=True, tilt=0.0):
    def crown(p, w):
        top = y - crown_h
        pts = [
            (HX - crown_w, y + 1),
            (HX - crown_w + 1, top + 3),
            (HX - 4, top),
            (HX, top + (2 if dent else 0)),
            (HX + 4, top),
            (HX + crown_w - 1, top + 3),
            (HX + crown_w, y + 1),
        ]
        p.poly(w, tr(pts, ang=tilt, c=(HX, y)), smooth=True)

    def brim_(p, w):
        pts = [
            (HX - brim, y - 2.5),
            (HX - brim * 0.6, y + 0.8),
            (HX, y + 1.8),
            (HX + brim * 0.6, y + 0.8),
            (HX + brim, y - 2.5),
            (HX + brim * 0.85, y + 2.5),
            (HX, y + 5),
            (HX - brim * 0.85, y + 2.5),
        ]
        p.poly(w, tr(pts, ang=tilt, c=(HX, y)), smooth=True)

    c.part(brim_, grad_of(col, 0.15, -0.45), (y - 3, y + 5))
    m = c.part(crown, grad_of(col, 0.35, -0.3), (y - crown_h, y + 1))
    if band:
        c.detail(
            m,
            lambda p: p.poly(
                band,
                tr([(HX - 12, y - 2.6), (HX + 12, y - 2.6), (HX + 12, y + 1), (HX - 12, y + 1)], ang=tilt, c=(HX, y)),
            ),
        )
    return m


def glasses(c: Canvas, col=(30, 26, 30), r=3.0, fill=None, y=0.0):
    def g(p):  # drawn on a layer by Canvas.draw, so the tinted lenses blend
        for s in (-1, 1):
            if fill:
                p.circle(fill, (HX + s * 4.4, HY + 1 + y), r)
            p.ring(col, (HX + s * 4.4, HY + 1 + y), r, 0.9)
        p.stroke(col, [(HX - 1.4, HY + 0.6 + y), (HX + 1.4, HY + 0.6 + y)], 0.8)

    c.draw(g)


def look_ransom(c, skin, cloth):
    bust(c, skin, cloth)
    c.part(
        lambda p, w: p.poly(w, [(33, 62), (48, 76), (63, 62), (58, 60), (48, 68), (38, 60)]),
        grad_of((214, 196, 160)),
        (60, 76),
    )  # bandana knot
    face(c, skin)
    c.draw(lambda p: p.stroke((70, 50, 40, 160), [(HX - 4, HY + 9.5), (HX + 4, HY + 9.5)], 2.2))
    brim_hat(c, (120, 82, 48), crown_h=11, brim=20, y=31, band=(60, 36, 20))


def look_bruno(c, skin, cloth):
    bust(c, skin, cloth, build=1.2, neck_w=12)
    face(c, skin)

    def stubble(p):
        p.ellipse((40, 30, 30, 40), HX, HY + 7.5, 6.5, 3.2)
        p.stroke(shade(skin, -0.4), [(HX - 1, HY + 2), (HX + 1.5, HY + 3.5)], 1.0)  # broken nose

    c.draw(stubble)
    c.part(lambda p, w: p.ellipse(w, HX - 10.5, HY + 1, 3.2, 4), grad_of(shade(skin, -0.1)), (36, 46), ow=0.8)
    hair_cap(c, (44, 34, 28), low=31, side=-1)
    c.draw(lambda p: p.stroke((236, 60, 50), [(HX - 10, HY - 5), (HX + 10, HY - 5)], 2.2))  # sweatband


def look_wren(c, skin, cloth):
    bust(c, skin, cloth)
    face(c, skin, mouth=False)
    c.part(
        lambda p, w: p.poly(w, [(HX + 8, 36), (HX + 13, 44), (HX + 12, 58), (HX + 8, 55), (HX + 9, 44)], smooth=True),
        grad_of((206, 160, 84)),
        (36, 58),
    )  # braid
    m = c.part(
        lambda p, w: p.poly(
            w,
            [
                (HX - 11.5, 38),
                (HX - 11, 30),
                (HX - 6, 26.5),
                (HX, 25.5),
                (HX + 6, 26.5),
                (HX + 11, 30),
                (HX + 11.5, 38),
            ],
            smooth=True,
        ),
        grad_of((230, 232, 238), 0.1, -0.35),
        (25, 38),
    )
    c.detail(m, lambda p: [p.stroke((150, 40, 50), [(HX - 12, y), (HX + 12, y)], 1.2) for y in (34, 36.4)])
    c.part(lambda p, w: p.circle(w, (HX, 24), 3.6), grad_of((200, 50, 60)), (20, 28))


def look_ines(c, skin, cloth):
    bust(c, skin, cloth)
    c.part(lambda p, w: p.circle(w, (HX, 27.5), 5.8), grad_of((40, 30, 34), 0.3), (22, 34))
    face(c, skin)
    hair_cap(c, (40, 30, 34), low=36, side=0.5)
    glasses(c, (200, 170, 90), 3.2, fill=(230, 240, 255, 60))


def look_amara(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: p.poly((255, 255, 255), [(40, 60), (48, 70), (56, 60), (52, 60), (48, 65), (44, 60)]))
    face(c, skin)
    hair_cap(c, (232, 196, 120), low=38, side=1.0)
    m = c.part(
        lambda p, w: p.poly(w, [(HX - 9, 33), (HX - 7, 25.5), (HX + 7, 25.5), (HX + 9, 33)]),
        grad_of((252, 252, 255), 0.0, -0.2),
        (25, 33),
    )
    c.detail(
        m, lambda p: (p.rect((220, 40, 50), HX - 0.9, 26.8, 1.8, 4.8), p.rect((220, 40, 50), HX - 2.4, 28.3, 4.8, 1.8))
    )


def look_juno(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: p.stroke((120, 90, 50), [(32, 64), (58, 84)], 2.4))  # satchel strap
    face(c, skin)
    hair_cap(c, (120, 70, 40), low=37)

    def helmet(p, w):
        p.poly(
            w,
            [(HX - 11.5, 34), (HX - 10, 26), (HX - 5, 22), (HX, 21.2), (HX + 5, 22), (HX + 10, 26), (HX + 11.5, 34)],
            smooth=True,
        )

    c.part(lambda p, w: p.ellipse(w, HX, 34, 16, 3.6), grad_of((206, 186, 130), 0.1, -0.4), (30, 38))
    m = c.part(helmet, grad_of((226, 208, 150), 0.3, -0.3), (21, 34))
    c.detail(m, lambda p: p.stroke((110, 84, 40), [(HX - 12, 32), (HX + 12, 32)], 1.6))


def look_oriel(c, skin, cloth):
    bust(c, skin, cloth)
    face(c, skin, eye=(60, 20, 90))
    for s in (-1, 1):
        c.part(
            lambda p, w, s=s: (
                p.stroke(w, [(HX + s * 10, HY + 4), (HX + s * 10, HY + 10)], 0.8),
                p.circle(w, (HX + s * 10, HY + 11.5), 1.8),
            ),
            GOLD,
            (HY + 3, HY + 14),
            ow=0.6,
        )

    def turban(p, w):
        p.poly(
            w,
            [
                (HX - 12, 36),
                (HX - 13, 27),
                (HX - 7, 19.5),
                (HX, 17.5),
                (HX + 7, 19.5),
                (HX + 13, 27),
                (HX + 12, 36),
                (HX, 33),
            ],
            smooth=True,
        )

    m = c.part(turban, grad_of((150, 60, 170), 0.3, -0.35), (17, 36))
    c.detail(
        m,
        lambda p: [
            p.stroke(shade((150, 60, 170), -0.45), [(HX - 13, 33 - k * 4), (HX + 13, 25 - k * 4)], 0.9)
            for k in range(3)
        ],
    )
    c.part(
        lambda p, w: p.poly(w, [(HX, 23.5), (HX + 2.4, 27), (HX, 30.5), (HX - 2.4, 27)]),
        grad_of((120, 255, 220), 0.2, -0.4),
        (23, 31),
        ow=0.6,
    )
    c.glow((HX, 27), 5, (120, 255, 220), 160, 2.0)


def look_sully(c, skin, cloth):
    bust(c, skin, cloth, build=1.15, neck_w=11)
    c.draw(
        lambda p: (
            p.poly((240, 240, 240), [(43, 60), (48, 66), (53, 60)]),
            p.poly((30, 30, 40), [(46.6, 61.5), (49.4, 61.5), (50.2, 74), (48, 76), (45.8, 74)]),
        )
    )
    face(c, skin)
    c.part(lambda p, w: p.rect(w, HX - 10.5, 27.6, 21, 8.5, radius=3), grad_of((60, 50, 44), 0.3), (27, 36))
    c.draw(
        lambda p: (
            p.rect((20, 20, 26), HX - 9, HY - 1.6, 18, 4.8, radius=2),
            p.stroke((120, 140, 170), [(HX - 6.5, HY - 0.6), (HX - 3, HY - 0.6)], 0.8),
            p.stroke((40, 40, 50), [(HX + 10.5, HY + 3), (HX + 12.5, HY + 12), (HX + 14, 60)], 0.7),
        )
    )


def look_rosa(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: [p.stroke((230, 220, 80), [(30 + k * 3, 72 + k), (66 - k * 3, 72 + k)], 1.8) for k in (0,)])
    face(c, skin)
    c.part(
        lambda p, w: p.poly(
            w,
            [(HX - 18, 34), (HX - 12, 30), (HX + 12, 30), (HX + 18, 34), (HX + 14, 37.5), (HX - 14, 37.5)],
            smooth=True,
        ),
        grad_of((236, 190, 30), 0.1, -0.45),
        (29, 38),
    )
    m = c.part(
        lambda p, w: p.poly(
            w, [(HX - 11, 33), (HX - 10, 24), (HX - 4, 19.5), (HX + 4, 19.5), (HX + 10, 24), (HX + 11, 33)], smooth=True
        ),
        grad_of((250, 206, 40), 0.35, -0.3),
        (19, 33),
    )
    c.detail(m, lambda p: p.stroke((255, 255, 255, 110), [(HX, 19.5), (HX, 33)], 1.6))
    c.part(
        lambda p, w: p.poly(
            w,
            spline([(HX, 23, 1), (HX + 4.5, 25), (HX + 3.5, 31), (HX, 33, 1), (HX - 3.5, 31), (HX - 4.5, 25)], True, 4),
        ),
        GOLD,
        (23, 33),
        ow=0.7,
    )


def look_harlan(c, skin, cloth):
    bust(c, skin, cloth)
    for s in (-1, 1):  # trench-coat lapels
        c.part(
            lambda p, w, s=s: p.poly(w, [(48 + s * 4, 60), (48 + s * 14, 61), (48 + s * 7, 76)]),
            grad_of(shade(cloth, 0.2)),
            (60, 76),
            ow=0.7,
        )
    face(c, skin)
    c.draw(lambda p: p.stroke((90, 70, 60), [(HX - 3.6, HY + 6.8), (HX + 3.6, HY + 6.8)], 1.6))  # moustache
    brim_hat(c, (92, 96, 104), crown_h=9, brim=16, y=32, crown_w=10.5, band=(30, 30, 36), tilt=-0.12)


def look_pip(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: p.stroke((40, 30, 30, 150), [(HX + 3, HY + 4), (HX + 7, HY + 5)], 1.4))  # grease smear
    face(c, skin)
    hair_cap(c, (30, 24, 22), low=35)
    m = c.part(
        lambda p, w: p.poly(
            w,
            [(HX - 11.5, 34), (HX - 11, 28), (HX - 5, 24), (HX + 5, 24), (HX + 11, 28), (HX + 11.5, 34), (HX, 31)],
            smooth=True,
        ),
        grad_of((210, 40, 40), 0.2),
        (24, 34),
    )
    c.detail(m, lambda p: [p.circle((120, 60, 10), (HX + dx, 28), 0.9) for dx in (-6, -2, 2, 6)])
    c.part(
        lambda p, w: p.poly(w, [(HX + 9, 30), (HX + 16, 26), (HX + 15, 31), (HX + 10, 33)]),
        grad_of((210, 40, 40), 0.2),
        (26, 34),
        ow=0.8,
    )  # bandana knot
    for s in (-1, 1):
        c.part(lambda p, w, s=s: p.circle(w, (HX + s * 4.6, 35), 3.6), GOLD, (31, 39), ow=0.8)
        c.draw(lambda p, s=s: p.circle((120, 220, 255), (HX + s * 4.6, 35), 2.3))


def look_lottie(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(
        lambda p: [
            p.poly(
                ((255, 220, 80) if i % 2 else (60, 20, 80)),
                [(48 + (i - 2.5) * 6, 60.5), (48 + (i - 2) * 6, 65), (48 + (i - 1.5) * 6, 60.5)],
            )
            for i in range(-1, 5)
        ]
    )  # ruff
    face(c, skin)
    c.draw(lambda p: p.arc(shade(skin, -0.5), (HX, HY + 4.5), 3.5, 30, 150, 0.9))
    for s, col in ((-1, (230, 50, 90)), (1, (250, 200, 50))):
        c.part(
            lambda p, w, s=s: p.poly(
                w,
                spline(
                    [
                        (HX, 32),
                        (HX + s * 5, 24),
                        (HX + s * 14, 17),
                        (HX + s * 19, 22, 1),
                        (HX + s * 12, 26),
                        (HX + s * 10, 33),
                    ],
                    True,
                    5,
                ),
            ),
            grad_of(col, 0.25),
            (17, 34),
        )
        c.part(lambda p, w, s=s: p.circle(w, (HX + s * 19, 23.5), 2.4), GOLD, (21, 26), ow=0.7)
    c.part(lambda p, w: p.rect(w, HX - 11, 30.5, 22, 4.5, radius=2), grad_of((60, 20, 80), 0.3), (30, 35))


def look_deacon(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: (p.rect((250, 250, 250), 45.5, 58.5, 5, 3.2, radius=1)))
    face(c, skin)
    hair_cap(c, (170, 168, 166), low=37, part=-5)
    glasses(c, (60, 50, 40), 2.6, y=0.4)


def look_vera(c, skin, cloth):
    bust(c, skin, cloth, build=1.1)
    c.part(lambda p, w: p.ellipse(w, 48, 60, 17, 5), GOLD, (55, 65))  # helmet collar

    def dome(p, w):
        p.circle(w, (HX, HY - 1), 15.5)

    m = c.part(dome, [(0, (250, 220, 140)), (0.45, (210, 150, 60)), (1, (120, 76, 30))], (24, 56))
    c.detail(m, lambda p: p.ellipse((255, 255, 255, 140), HX - 7, HY - 8, 5, 3.5), blur_k=4)
    c.part(lambda p, w: p.circle(w, (HX, HY + 1), 8.6), SILVER, (32, 50), ow=0.8)
    c.draw(lambda p: (p.circle((40, 90, 110), (HX, HY + 1), 6.8)))
    fm = circle_mask(c, (HX, HY + 1), 6.8)
    c.detail(
        fm,
        lambda p: (
            p.ellipse(skin, HX, HY + 3, 6, 7),
            p.circle((30, 20, 30), (HX - 2.4, HY + 2), 0.9),
            p.circle((30, 20, 30), (HX + 2.4, HY + 2), 0.9),
        ),
        alpha=200,
    )
    c.detail(fm, lambda p: p.stroke((255, 255, 255, 200), [(HX - 4, HY - 2), (HX - 1, HY - 4.5)], 1.4))
    for a in (0, 90, 180, 270):
        c.draw(
            lambda p, a=a: p.circle(
                (90, 60, 30),
                (HX + 7.8 * math.cos(math.radians(a + 45)), HY + 1 + 7.8 * math.sin(math.radians(a + 45))),
                0.9,
            )
        )


def look_otis(c, skin, cloth):
    tm, _ = bust(c, skin, cloth, build=1.28, neck_w=12.5)
    c.detail(tm, lambda p: [p.rect((250, 250, 250), 20, y, 56, 2.4) for y in (66, 71, 76, 81)])  # striped singlet
    face(c, skin)
    c.part(
        lambda p, w: p.poly(
            w,
            spline(
                [
                    (HX, HY + 5),
                    (HX + 5, HY + 5.5),
                    (HX + 9, HY + 3.5, 1),
                    (HX + 6, HY + 7.5),
                    (HX, HY + 7),
                    (HX - 6, HY + 7.5),
                    (HX - 9, HY + 3.5, 1),
                    (HX - 5, HY + 5.5),
                ],
                True,
                4,
            ),
        ),
        grad_of((40, 28, 22), 0.3),
        (HY + 3, HY + 8),
        ow=0.6,
    )
    c.draw(lambda p: p.arc((30, 20, 20), (HX, HY - 13), 2.2, 200, 360, 1.2))  # curl on the bald head


def look_celeste(c, skin, cloth):
    bust(c, skin, cloth)
    c.part(
        lambda p, w: p.poly(w, [(HX - 11, 34), (HX - 13, 50), (HX - 9, 58), (HX - 7, 44)], smooth=True),
        grad_of((30, 22, 26), 0.3),
        (34, 58),
    )
    face(c, skin)
    hair_cap(c, (30, 22, 26), low=37, side=1.5)
    brim_hat(c, (40, 34, 80), crown_h=8, brim=19, y=31, crown_w=9.5, tilt=0.22, dent=False)
    c.part(
        lambda p, w: p.poly(
            w, spline([(HX - 4, 25), (HX - 10, 16), (HX - 18, 13, 1), (HX - 13, 19), (HX - 7, 27)], True, 5)
        ),
        grad_of((250, 250, 250), 0.0, -0.3),
        (13, 27),
        ow=0.7,
    )


def look_sable(c, skin, cloth):
    bust(c, skin, cloth)
    face(c, skin, mouth=True)

    def hood(p, w):
        p.poly(
            w,
            [
                (HX - 12, 40),
                (HX - 12, 30),
                (HX - 13, 20, 1),
                (HX - 6, 25),
                (HX + 6, 25),
                (HX + 13, 20, 1),
                (HX + 12, 30),
                (HX + 12, 40),
                (HX + 9, 34),
                (HX - 9, 34),
            ],
            smooth=True,
        )

    c.part(hood, grad_of((44, 44, 56), 0.3, -0.4), (19, 40))
    c.draw(
        lambda p: (
            p.rect((24, 24, 30), HX - 11, HY - 2.4, 22, 5.4, radius=2.5),
            p.circle((200, 230, 120), (HX - 4.2, HY + 0.4), 1.3),
            p.circle((200, 230, 120), (HX + 4.2, HY + 0.4), 1.3),
        )
    )


def look_ambrose(c, skin, cloth):
    bust(c, skin, cloth)
    face(c, skin, mouth=False)
    c.part(
        lambda p, w: p.poly(
            w,
            spline(
                [
                    (HX - 8, HY + 4),
                    (HX - 6, HY + 12),
                    (HX, HY + 18, 1),
                    (HX + 6, HY + 12),
                    (HX + 8, HY + 4),
                    (HX + 3, HY + 6),
                    (HX - 3, HY + 6),
                ],
                True,
                5,
            ),
        ),
        grad_of((236, 236, 240), 0.1, -0.3),
        (HY + 3, HY + 18),
        ow=0.8,
    )  # beard
    for s in (-1, 1):  # white tufts above the ears
        c.part(
            lambda p, w, s=s: p.ellipse(w, HX + s * 11, HY - 4, 3.5, 5.5),
            grad_of((236, 236, 240), 0.1, -0.3),
            (HY - 10, HY + 2),
            ow=0.7,
        )
    c.draw(
        lambda p: (
            p.stroke((40, 30, 30), [(HX - 8, HY + 2.5), (HX - 1.4, HY + 2.5)], 0.9),
            p.stroke((40, 30, 30), [(HX + 1.4, HY + 2.5), (HX + 8, HY + 2.5)], 0.9),
            p.arc((40, 30, 30), (HX - 4.4, HY + 2.5), 3, 0, 180, 0.8),
            p.arc((40, 30, 30), (HX + 4.4, HY + 2.5), 3, 0, 180, 0.8),
        )
    )


def look_marisol(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: [p.circle((250, 250, 250), (44 + (i % 2) * 8, 66 + (i // 2) * 6), 1.2) for i in range(4)])
    face(c, skin)
    hair_cap(c, (90, 40, 30), low=37)

    def toque(p, w):
        p.rect(w, HX - 9.5, 24, 19, 8, radius=1)
        for dx, dy, r in ((-6, 20, 6), (0, 17, 7), (6, 20, 6)):
            p.circle(w, (HX + dx, dy), r)

    m = c.part(toque, grad_of((255, 255, 255), 0.0, -0.25), (10, 32))
    c.detail(m, lambda p: [p.stroke((200, 200, 210), [(HX + dx, 24), (HX + dx * 1.3, 17)], 0.8) for dx in (-3, 3)])


def look_anselm(c, skin, cloth):
    bust(c, skin, cloth)
    for s in (-1, 1):
        c.part(
            lambda p, w, s=s: p.poly(w, [(48 + s * 3, 60), (48 + s * 13, 61), (48 + s * 5, 72)]),
            grad_of((30, 26, 34), 0.4),
            (60, 72),
            ow=0.6,
        )
    c.draw(lambda p: p.poly((200, 30, 40), [(44, 60), (48, 62), (52, 60), (52, 64), (48, 62.5), (44, 64)]))
    face(c, skin)
    c.draw(
        lambda p: (
            p.ring(GOLD[0][1], (HX + 4.3, HY + 1), 2.8, 0.8),
            p.stroke(GOLD[2][1], [(HX + 7, HY + 2), (HX + 9, HY + 14)], 0.5),
        )
    )
    c.part(lambda p, w: p.ellipse(w, HX, 31, 14, 3.2), grad_of((34, 30, 40), 0.3), (28, 35))
    m = c.part(
        lambda p, w: p.poly(w, [(HX - 9, 31), (HX - 8.5, 14), (HX + 8.5, 14), (HX + 9, 31)]),
        grad_of((44, 40, 54), 0.35, -0.3),
        (14, 31),
    )
    c.detail(m, lambda p: p.rect((150, 40, 170), HX - 9, 26, 18, 3))


def look_nell(c, skin, cloth):
    bust(c, skin, cloth)
    c.draw(lambda p: p.poly((250, 250, 240), [(40, 61), (44, 70), (48, 63), (52, 70), (56, 61)]))  # scarf
    face(c, skin)

    def cap(p, w):
        p.poly(
            w,
            [
                (HX - 11.5, 46),
                (HX - 12, 32),
                (HX - 8, 25),
                (HX, 23),
                (HX + 8, 25),
                (HX + 12, 32),
                (HX + 11.5, 46),
                (HX + 8.5, 44),
                (HX + 9, 34),
                (HX, 31.5),
                (HX - 9, 34),
                (HX - 8.5, 44),
            ],
            smooth=True,
        )

    c.part(cap, grad_of((130, 80, 46), 0.3, -0.35), (23, 46))
    for s in (-1, 1):
        c.part(lambda p, w, s=s: p.circle(w, (HX + s * 5, 28.5), 3.8), STEEL, (24, 33), ow=0.8)
        c.draw(lambda p, s=s: p.circle((110, 200, 160), (HX + s * 5, 28.5), 2.5))
    c.draw(lambda p: p.stroke((255, 255, 255, 200), [(HX - 6.5, 27.6), (HX - 5, 26.5)], 0.7))


def look_gus(c, skin, cloth):
    bust(c, skin, cloth, build=1.1)
    face(c, skin, mouth=False)
    c.part(
        lambda p, w: p.poly(
            w,
            spline(
                [
                    (HX - 10, HY + 1),
                    (HX - 9, HY + 9),
                    (HX, HY + 14, 1),
                    (HX + 9, HY + 9),
                    (HX + 10, HY + 1),
                    (HX + 5, HY + 6),
                    (HX - 5, HY + 6),
                ],
                True,
                5,
            ),
        ),
        grad_of((150, 146, 140), 0.2, -0.3),
        (HY, HY + 14),
        ow=0.8,
    )
    c.part(
        lambda p, w: p.poly(
            w,
            spline(
                [(HX - 12, 35), (HX - 11, 28), (HX - 3, 24.5), (HX + 8, 25.5), (HX + 18, 31.5, 1), (HX + 11, 35)],
                True,
                5,
            ),
        ),
        grad_of((100, 110, 84), 0.3, -0.35),
        (24, 36),
    )


# id: (look, skin index, cloth colour, field hue, emblem glyph)
AVATAR_LOOKS = {
    "bruno_vasko": (look_bruno, 1, (40, 44, 60), 0, "fist"),
    "rosa_delacroix": (look_rosa, 2, (60, 50, 40), 16, "flame"),
    "ransom": (look_ransom, 2, (150, 96, 56), 33, "revolver"),
    "pip_oyelaran": (look_pip, 5, (60, 80, 110), 49, "wrench"),
    "harlan_moss": (look_harlan, 1, (170, 140, 90), 65, "magnifier"),
    "juno_rask": (look_juno, 2, (110, 96, 56), 82, "compass"),
    "gus_hadley": (look_gus, 1, (70, 90, 120), 98, "hammer"),
    "marisol_quint": (look_marisol, 3, (250, 250, 250), 115, "spoon"),
    "wren_abernathy": (look_wren, 0, (40, 90, 60), 131, "crosshair"),
    "nell_farrow": (look_nell, 2, (70, 100, 60), 147, "envelope"),
    "deacon_ashby": (look_deacon, 3, (32, 30, 36), 164, "dove"),
    "amara_lindqvist": (look_amara, 0, (90, 150, 190), 180, "cross"),
    "vera_kostova": (look_vera, 1, (50, 80, 110), 196, "anchor"),
    "sully_teague": (look_sully, 4, (36, 38, 48), 213, "shield"),
    "sable_nakamura": (look_sable, 0, (40, 40, 52), 229, "key"),
    "anselm_vey": (look_anselm, 0, (40, 36, 50), 245, "watch"),
    "oriel_sundquist": (look_oriel, 3, (90, 40, 110), 262, "eye"),
    "ines_oduya": (look_ines, 5, (120, 60, 40), 278, "book"),
    "lottie_marsh": (look_lottie, 0, (200, 60, 110), 295, "card"),
    "celeste_marchetti": (look_celeste, 1, (120, 30, 50), 311, "rapiers"),
    "otis_crane": (look_otis, 3, (200, 40, 40), 327, "kettlebell"),
    "ambrose_quill": (look_ambrose, 1, (90, 70, 50), 344, "quill"),
}


def draw_avatar(name: str) -> pygame.Surface:
    look, skin_i, cloth, hue, glyph = AVATAR_LOOKS[name]
    skin = SKIN[skin_i]
    deep = list(AVATAR_LOOKS).index(name) % 2  # neighbours in hue differ in depth too
    field = (hsv(hue, 75, 30 if deep else 40), hsv(hue, 58 if deep else 42, 74 if deep else 94), hsv(hue, 20, 100))
    badge = hsv(hue, 75, 40)
    return standee("avatar", field, lambda c: look(c, skin, cloth), (GLYPHS[glyph], badge), rim=GOLD, seed=name)


# --------------------------------------------------------------------------- hostiles
# Creatures on dark fields; every one has its own silhouette and most have eyes.

C = (48.0, 47.0)  # the field's centre
GLOW_RED = (255, 70, 60)
GLOW_GREEN = (150, 255, 120)
GLOW_YELLOW = (255, 220, 90)
GLOW_CYAN = (120, 240, 255)


def fangs(c: Canvas, x0, x1, y, n, h, col=(240, 236, 220), down=True):
    def f(p):
        step = (x1 - x0) / n
        for i in range(n):
            a = x0 + i * step
            p.poly(col, [(a, y), (a + step / 2, y + (h if down else -h)), (a + step, y)])

    c.draw(f)


def h_cellar_creeper(c):
    pale = [(0, (214, 222, 200)), (1, (120, 130, 112))]

    def hand(p, w):
        p.poly(w, [(36, 86), (34, 68), (38, 60), (58, 60), (62, 68), (60, 86)], smooth=True)
        for i, (ang, ln) in enumerate(((-62, 22), (-40, 27), (-18, 30), (4, 30), (26, 27), (48, 22))):
            a = math.radians(ang - 90)
            base = (48 + math.cos(a) * 9, 63 + math.sin(a) * 6)
            mid = (base[0] + math.cos(a) * ln * 0.55 + (1 if i % 2 else -1) * 1.5, base[1] + math.sin(a) * ln * 0.55)
            tip = (base[0] + math.cos(a + 0.15) * ln, base[1] + math.sin(a + 0.15) * ln)
            p.stroke(w, spline([base, mid, tip], False, 5), 4.6, 2.0)

    m = c.part(hand, pale, (14, 86))
    c.detail(m, lambda p: [p.circle((90, 100, 80), (48 + dx, 66), 1.0) for dx in (-6, 0, 6)])
    c.eyes([(44, 72), (52, 72)], GLOW_RED, 1.5, 5)


def h_coat_hook_thing(c):
    c.part(lambda p, w: (p.rect(w, 40, 15, 16, 4, radius=1.5), p.arc(w, (48, 24), 4.5, 200, 400, 2.0)), GOLD, (14, 30))

    def coat(p, w):
        p.poly(w, [(48, 27), (60, 32), (66, 50), (64, 84), (32, 84), (30, 50), (36, 32)], smooth=True)

    m = c.part(coat, [(0, (110, 80, 60)), (1, (40, 26, 22))], (26, 84))
    c.detail(
        m,
        lambda p: (
            p.poly((60, 40, 30), [(48, 30), (52, 46), (48, 84), (44, 46)]),
            p.stroke((30, 20, 16), [(48, 46), (48, 84)], 0.8),
        ),
    )
    for i, (x0, y0, x1, y1) in enumerate(((36, 38, 20, 62), (60, 38, 76, 62), (38, 50, 24, 78), (58, 50, 72, 78))):
        c.part(
            lambda p, w, a=(x0, y0), b=(x1, y1): p.stroke(
                w, spline([a, ((a[0] + b[0]) / 2 + (b[0] - a[0]) * 0.2, (a[1] + b[1]) / 2), b], False, 5), 5.5, 3.5
            ),
            [(0, (100, 72, 54)), (1, (50, 34, 26))],
            (38, 80),
            ow=0.8,
        )
    c.draw(lambda p: p.ellipse((10, 6, 10), 48, 36, 6, 4))
    c.eyes([(45.5, 36), (50.5, 36)], GLOW_YELLOW, 1.2, 4)


def h_nightlight_moth(c):
    c.glow((48, 44), 26, (255, 230, 150), 90, 1.5)

    def wings(p, w):
        for s in (-1, 1):
            p.poly(
                w,
                spline(
                    [(48, 40), (48 + s * 12, 22), (48 + s * 30, 20), (48 + s * 31, 38), (48 + s * 18, 48), (48, 48)],
                    True,
                    6,
                ),
            )
            p.poly(w, spline([(48, 50), (48 + s * 16, 50), (48 + s * 26, 64), (48 + s * 14, 72), (48, 58)], True, 6))

    m = c.part(wings, [(0, (200, 180, 230)), (1, (110, 90, 150))], (18, 72))
    c.detail(
        m,
        lambda p: [
            (
                p.circle((60, 30, 80), (48 + s * 20, 32), 5.5),
                p.circle((255, 220, 120), (48 + s * 20, 32), 3),
                p.circle((40, 20, 50), (48 + s * 20, 32), 1.4),
                p.arc((240, 230, 255), (48 + s * 16, 60), 6, 180, 360, 1.0),
            )
            for s in (-1, 1)
        ],
    )
    c.part(lambda p, w: p.ellipse(w, 48, 50, 4.5, 15), [(0, (150, 120, 100)), (1, (70, 50, 40))], (35, 65))
    c.draw(
        lambda p: [
            p.stroke((230, 220, 200), spline([(48 + s * 1.5, 37), (48 + s * 5, 28), (48 + s * 10, 25)], False), 0.9)
            for s in (-1, 1)
        ]
    )
    c.eyes([(45.6, 38), (50.4, 38)], GLOW_RED, 1.3, 3.5)


def h_carousel_horse(c):
    c.part(lambda p, w: p.rect(w, 60, 12, 3.6, 76), GOLD, (12, 88), ow=0.8)  # the pole

    def head(p, w):
        p.poly(
            w,
            spline(
                [
                    (58, 82),
                    (56, 60),
                    (56, 44),
                    (54, 28),
                    (46, 22),
                    (38, 24),
                    (26, 36),
                    (20, 46, 1),
                    (24, 52),
                    (34, 50),
                    (40, 54),
                    (44, 66),
                    (42, 82),
                ],
                True,
                6,
            ),
        )
        p.poly(w, [(50, 24), (54, 14, 1), (57, 26)])

    m = c.part(head, [(0, (252, 250, 244)), (1, (190, 180, 190))], (14, 82))
    c.detail(
        m,
        lambda p: (
            p.poly((200, 40, 80), [(44, 50), (56, 44), (58, 50), (46, 58)]),
            [p.circle((60, 160, 220), (50 + i * 2.4, 47 - i * 0.6), 1.2) for i in range(3)],
        ),
    )

    def mane(p, w):
        p.poly(w, spline([(54, 22), (64, 26), (68, 38), (66, 52), (70, 66), (60, 64), (58, 44), (56, 30)], True, 5))

    c.part(mane, GOLD, (20, 66))
    c.draw(lambda p: (p.stroke((60, 30, 40), [(22, 50), (32, 47)], 1.2), p.circle((40, 20, 30), (23, 44), 1.2)))
    fangs(c, 22, 33, 48, 4, 3.2, (255, 220, 110))
    c.eyes([(39, 33)], GLOW_RED, 1.8, 5)


def h_gallery_duck(c):
    for r, col in ((26, (200, 40, 50)), (20, (240, 236, 226)), (14, (200, 40, 50)), (8, (240, 236, 226))):
        c.draw(lambda p, r=r, col=col: p.circle(mix(col, (30, 10, 30), 0.55), (48, 40), r))
    c.part(lambda p, w: p.rect(w, 14, 72, 68, 5), STEEL, (72, 77), ow=0.8)

    def duck(p, w):
        p.poly(
            w,
            spline(
                [
                    (30, 72),
                    (26, 60),
                    (32, 52),
                    (44, 54),
                    (48, 48),
                    (46, 38),
                    (52, 30),
                    (62, 30),
                    (66, 38),
                    (64, 46),
                    (58, 52),
                    (66, 56),
                    (72, 50, 1),
                    (70, 64),
                    (60, 72),
                ],
                True,
                6,
            ),
        )

    m = c.part(duck, [(0, (255, 230, 90)), (1, (220, 150, 30))], (28, 72))
    c.part(
        lambda p, w: p.poly(w, [(65, 36), (76, 38, 1), (65, 42)]),
        [(0, (255, 150, 40)), (1, (210, 90, 20))],
        (35, 43),
        ow=0.8,
    )
    c.detail(m, lambda p: p.stroke((200, 130, 20), spline([(36, 60), (46, 64), (56, 62)], False), 1.0))
    c.draw(lambda p: (p.circle((30, 20, 20), (44, 62), 2.4), p.circle((80, 70, 60), (44, 62), 1.2)))  # bullet hole
    c.eyes([(59, 36)], (40, 20, 20), 1.6, 0.1, core=(255, 255, 255))


def h_mirror_double(c):
    c.part(lambda p, w: p.ellipse(w, 48, 47, 21, 28), GOLD, (19, 75))
    mm = c.mask(lambda p, w: p.ellipse(w, 48, 47, 17, 24))
    c.fill(mm, [(0, (190, 220, 230)), (1, (90, 120, 140))], (23, 71))
    c.detail(
        mm,
        lambda p: (
            p.ellipse((222, 120, 110), 48, 52, 13, 14),
            p.circle((240, 150, 140), (41, 56), 3.5),
            p.circle((240, 150, 140), (55, 56), 3.5),
            p.arc((90, 20, 30), (48, 57), 6.5, 20, 160, 1.6),
            p.circle((20, 20, 30), (43.5, 49), 1.5),
            p.circle((20, 20, 30), (52.5, 49), 1.5),
            p.stroke((90, 40, 40), [(40, 45), (46, 47)], 1.1),
            p.stroke((90, 40, 40), [(56, 45), (50, 47)], 1.1),
            p.ellipse((60, 40, 30), 48, 39, 12, 4),
        ),
    )
    c.detail(mm, lambda p: p.stroke((255, 255, 255, 160), [(36, 30), (44, 22)], 3), blur_k=3)
    c.part(lambda p, w: p.poly(w, star_pts((48, 20), 4.5, 1.8, 4)), GOLD, (15, 25), ow=0.6)


def h_lantern_eel(c):
    def eel(p, w):
        pts = spline([(20, 80), (30, 66), (46, 64), (58, 54), (56, 40), (44, 34), (40, 26)], False, 6)
        p.stroke(w, pts, 3.0, 14)

    m = c.part(eel, [(0, (70, 50, 100)), (1, (24, 18, 40))], (20, 84))
    c.detail(m, lambda p: [p.circle((120, 220, 200), pt, 0.9) for pt in ((28, 70), (36, 66), (44, 64), (52, 58))])
    c.draw(lambda p: p.stroke((200, 180, 120), spline([(42, 28), (46, 18), (56, 16), (62, 22)], False), 1.0))
    c.glow((62, 24), 10, (180, 255, 200), 200, 1.6)
    c.draw(lambda p: p.circle((230, 255, 220), (62, 24), 2.6))
    c.draw(lambda p: p.poly((12, 8, 16), [(34, 26), (44, 24), (46, 30), (38, 34)]))
    fangs(c, 36, 45, 26, 3, 2.6, (240, 240, 220))
    c.eyes([(43, 33)], GLOW_YELLOW, 1.4, 4)


def h_lace_curtain_wraith(c):
    def ghost(p, w):
        pts = [(48, 16), (60, 20), (66, 34), (68, 56), (72, 78)]
        for i in range(7):
            x = 72 - i * 8
            pts.append((x - 4, 84 if i % 2 else 78))
        pts += [(24, 78), (28, 56), (30, 34), (36, 20)]
        p.poly(w, pts, smooth=True)

    m = c.part(ghost, [(0, (250, 250, 255)), (1, (170, 180, 210))], (16, 84), alpha=235)

    def lace(p):
        for row in range(6):
            for col in range(6):
                x = 30 + col * 7 + (row % 2) * 3.5
                y = 44 + row * 7
                p.ring((150, 150, 190), (x, y), 2.2, 0.6)
        p.stroke((150, 150, 190), [(28, 40), (68, 40)], 0.8)

    c.detail(m, lace)
    c.draw(
        lambda p: (
            p.ellipse((20, 10, 40), 42, 30, 3.2, 4.5),
            p.ellipse((20, 10, 40), 54, 30, 3.2, 4.5),
            p.ellipse((20, 10, 40), 48, 38, 2.2, 3.0),
        )
    )
    c.eyes([(42, 31), (54, 31)], (170, 140, 255), 0.9, 3)


def h_millstone_golem(c):
    stone = [(0, (180, 176, 170)), (1, (90, 86, 84))]
    for cx_, cy_, rx, ry in ((48, 72, 24, 9), (48, 56, 20, 8), (48, 38, 15, 10)):
        m = c.part(lambda p, w, a=(cx_, cy_, rx, ry): p.ellipse(w, *a), stone, (cy_ - ry, cy_ + ry))
        c.detail(
            m,
            lambda p, a=(cx_, cy_, rx, ry): [
                p.stroke(
                    (70, 66, 64),
                    [(a[0] + k * a[2] * 0.2 - 4, a[1] - a[3]), (a[0] + k * a[2] * 0.2 + 4, a[1] + a[3])],
                    0.8,
                )
                for k in (-3, -1, 1, 3)
            ],
        )
    c.draw(lambda p: (p.ellipse((30, 28, 30), 48, 72, 5, 2.2), p.ellipse((30, 28, 30), 48, 56, 4, 2)))
    c.eyes([(43, 37), (53, 37)], GLOW_GREEN, 1.8, 5)
    c.draw(lambda p: p.stroke((40, 36, 36), [(42, 43), (48, 44.5), (54, 43)], 1.2))


def h_slag_hound(c):
    def head(p, w):
        p.poly(
            w,
            [
                (48, 80),
                (36, 74),
                (26, 60),
                (24, 44),
                (18, 26, 1),
                (32, 34),
                (40, 28),
                (56, 28),
                (64, 34),
                (78, 26, 1),
                (72, 44),
                (70, 60),
                (60, 74),
            ],
            smooth=True,
        )

    m = c.part(head, [(0, (74, 64, 62)), (1, (30, 24, 24))], (26, 80))
    c.detail(
        m,
        lambda p: [
            p.stroke((255, 140, 40), spline(pts, False), 1.1)
            for pts in (
                [(32, 40), (36, 48), (34, 56)],
                [(62, 40), (60, 50), (64, 58)],
                [(44, 30), (48, 38), (52, 30)],
                [(40, 64), (46, 70)],
            )
        ],
    )
    c.glow((48, 66), 12, (255, 120, 30), 140, 1.6)
    c.draw(
        lambda p: (
            p.ellipse((30, 14, 10), 48, 67, 9, 6),
            p.poly((255, 170, 60), [(44, 68), (52, 68), (50, 80), (46, 80)]),
            p.ellipse((20, 16, 16), 48, 55, 4.5, 3),
        )
    )
    fangs(c, 40, 56, 62, 4, 3, (250, 220, 180))
    c.eyes([(39, 46), (57, 46)], (255, 150, 50), 1.8, 5)
    for x, y in ((26, 22), (70, 20), (74, 70), (22, 72), (60, 16)):
        c.glow((x, y), 3, (255, 180, 80), 220, 1.5)


def h_ladle_bearer(c):
    c.part(
        lambda p, w: p.poly(w, [(16, 88), (22, 66), (36, 58), (60, 58), (74, 66), (80, 88)], smooth=True),
        [(0, (110, 70, 46)), (1, (40, 24, 18))],
        (56, 88),
    )
    c.part(lambda p, w: p.rect(w, 44, 44, 8, 18), STEEL, (44, 62))
    c.part(lambda p, w: p.ellipse(w, 48, 36, 22, 16), [(0, (130, 130, 140)), (1, (50, 50, 60))], (20, 52))
    c.draw(lambda p: p.ellipse((255, 140, 30), 48, 30, 18, 7))
    c.glow((48, 30), 20, (255, 160, 60), 170, 1.5)
    c.draw(
        lambda p: (
            p.ellipse((255, 230, 130), 48, 29.5, 12, 4),
            p.poly((255, 140, 30), [(64, 32), (70, 34), (68, 46), (65, 38)]),
        )
    )
    c.part(lambda p, w: p.stroke(w, [(70, 40), (86, 20)], 3.2), STEEL, (18, 42), ow=0.8)
    c.eyes([(40, 42), (56, 42)], GLOW_YELLOW, 1.3, 3.5)


def h_rivet_gunner(c):
    c.part(
        lambda p, w: p.poly(w, [(18, 88), (24, 66), (40, 60), (58, 60), (72, 66), (78, 88)], smooth=True),
        [(0, (80, 84, 96)), (1, (30, 32, 40))],
        (58, 88),
    )
    m = c.part(
        lambda p, w: p.poly(w, [(32, 54), (30, 32), (38, 20), (58, 20), (66, 32), (64, 54), (48, 60)], smooth=True),
        [(0, (120, 124, 136)), (1, (46, 48, 56))],
        (20, 60),
    )
    c.detail(m, lambda p: [p.circle((200, 200, 210), (x, y), 1.0) for x, y in ((34, 30), (62, 30), (34, 50), (62, 50))])
    c.draw(lambda p: p.rect((20, 20, 24), 34, 34, 28, 6, radius=2))
    c.glow((48, 37), 14, (255, 120, 40), 200, 1.7, ry=6)
    c.draw(lambda p: p.rect((255, 190, 90), 37, 36, 22, 2.2, radius=1))
    c.part(lambda p, w: (p.rect(w, 58, 62, 22, 8, radius=2), p.rect(w, 62, 68, 6, 12)), STEEL, (62, 80), ow=0.8)
    c.glow((82, 66), 6, (255, 240, 200), 255, 1.5)


def h_wire_crawler(c):
    wire = (150, 140, 130)

    def legs(p):
        for i in range(8):
            a = math.radians(i * 45 + 22)
            knee = (48 + math.cos(a) * 18, 48 + math.sin(a) * 14 - 8)
            foot = (48 + math.cos(a) * 31, 48 + math.sin(a) * 28)
            p.stroke((40, 36, 34), [(48, 48), knee, foot], 3.0)
            p.stroke(wire, [(48, 48), knee, foot], 1.4)
            for t in (0.4, 0.75):
                q = (knee[0] + (foot[0] - knee[0]) * t, knee[1] + (foot[1] - knee[1]) * t)
                p.stroke(wire, [(q[0] - 2, q[1] - 2), (q[0] + 2, q[1] + 2)], 0.9)
                p.stroke(wire, [(q[0] + 2, q[1] - 2), (q[0] - 2, q[1] + 2)], 0.9)

    c.draw(legs)
    m = c.part(lambda p, w: p.circle(w, (48, 48), 11), [(0, (120, 110, 100)), (1, (40, 36, 34))], (37, 59))
    c.detail(
        m, lambda p: [p.ring((180, 170, 160), (48 + dx, 48 + dy), 5, 0.8) for dx, dy in ((-3, -2), (3, 1), (0, 3))]
    )
    c.eyes([(44, 45), (52, 45), (46, 50), (50, 50)], GLOW_RED, 1.1, 3)


def h_tree_sniper(c):
    bark = [(0, (60, 52, 46)), (1, (26, 22, 20))]

    def tree(p, w):
        p.poly(w, [(30, 88), (36, 60), (42, 40), (52, 22), (56, 24), (48, 44), (44, 62), (44, 88)], smooth=True)
        p.stroke(w, spline([(46, 42), (60, 36), (74, 24)], False), 3.4, 1.2)
        p.stroke(w, spline([(42, 52), (30, 42), (20, 36)], False), 3.0, 1.0)
        p.stroke(w, spline([(50, 30), (60, 18), (62, 12)], False), 2.4, 1.0)
        p.stroke(w, spline([(60, 35), (66, 42), (74, 44)], False), 2.0, 0.8)

    c.part(tree, bark, (12, 88))
    c.part(lambda p, w: p.stroke(w, [(48, 36), (68, 30)], 2.4), STEEL, (28, 38), ow=0.8)  # the rifle
    c.glow((66, 30), 9, (255, 250, 220), 255, 1.6)
    c.draw(lambda p: p.poly((255, 255, 255), star_pts((66, 30), 6, 1.0, 4, 0)))
    c.eyes([(52, 31)], GLOW_RED, 1.1, 3)


def h_crater_giant(c):
    c.part(
        lambda p, w: (
            p.ellipse(w, 48, 62, 32, 18),
            p.poly(w, [(22, 56), (30, 30), (40, 22), (56, 22), (66, 30), (74, 56)], smooth=True),
        ),
        [(0, (110, 90, 60)), (1, (50, 40, 28))],
        (20, 80),
    )
    c.draw(lambda p: p.ellipse((40, 70, 80), 48, 62, 22, 10))
    c.glow((48, 60), 16, (120, 170, 180), 110, 1.6, ry=8)
    for x, y in ((38, 64), (58, 62)):
        c.part(
            lambda p, w, x=x, y=y: p.ellipse(w, x, y, 6, 3),
            [(0, (160, 100, 60)), (1, (90, 50, 30))],
            (y - 3, y + 3),
            ow=0.7,
        )
    c.draw(
        lambda p: (p.ellipse((20, 16, 12), 48, 34, 12, 5), p.stroke((30, 24, 20), [(36, 44), (48, 47), (60, 44)], 1.4))
    )
    c.eyes([(42, 34), (54, 34)], GLOW_YELLOW, 1.8, 5)


def h_ticket_inspector(c):
    c.part(
        lambda p, w: p.poly(w, [(16, 88), (22, 64), (38, 56), (58, 56), (74, 64), (80, 88)], smooth=True),
        [(0, (50, 56, 90)), (1, (18, 20, 36))],
        (54, 88),
    )
    c.draw(lambda p: [p.circle(GOLD[1][1], (48, y), 1.5) for y in (66, 74, 82)])
    c.part(lambda p, w: p.ellipse(w, 48, 44, 11, 13), [(0, (20, 18, 30)), (1, (6, 6, 12))], (31, 57))
    c.glow((48, 46), 9, (80, 60, 140), 120, 2.0)

    def cap(p, w):
        p.poly(w, [(30, 34), (32, 24), (48, 18), (64, 24), (66, 34)], smooth=True)

    c.part(cap, [(0, (60, 66, 110)), (1, (26, 30, 56))], (18, 34))
    c.part(
        lambda p, w: p.poly(w, [(30, 33), (66, 33), (62, 38), (34, 38)]), [(0, (30, 30, 40)), (1, (8, 8, 12))], (33, 38)
    )
    c.part(lambda p, w: p.poly(w, star_pts((48, 27), 4, 1.8, 6)), GOLD, (22, 32), ow=0.6)
    c.part(
        lambda p, w: (p.rect(w, 62, 64, 14, 5, radius=2), p.rect(w, 62, 70, 4, 10, radius=1)), SILVER, (64, 80), ow=0.7
    )


def h_luggage_mimic(c):
    leather = [(0, (150, 90, 50)), (1, (70, 38, 20))]
    c.part(lambda p, w: p.poly(w, [(18, 56), (78, 56), (76, 80), (20, 80)]), leather, (56, 80))
    c.draw(lambda p: p.poly((60, 10, 20), [(22, 56), (74, 56), (70, 46), (26, 46)]))
    c.draw(lambda p: p.ellipse((200, 60, 80), 48, 56, 14, 4))
    lid = c.part(lambda p, w: p.poly(w, [(18, 50), (22, 22), (74, 18), (78, 48)]), leather, (18, 50))
    c.detail(
        lid,
        lambda p: (
            p.rect((230, 220, 180), 28, 28, 12, 8, radius=1),
            p.rect((120, 190, 220), 52, 26, 14, 9, radius=1),
            p.stroke((60, 30, 16), [(20, 36), (76, 33)], 1.2),
        ),
    )
    fangs(c, 22, 74, 49, 8, 5, (245, 240, 220))
    fangs(c, 22, 74, 57, 8, 4.5, (245, 240, 220), down=False)
    c.part(lambda p, w: (p.rect(w, 18, 62, 60, 3), p.rect(w, 44, 64, 8, 6, radius=1)), GOLD, (62, 70), ow=0.6)
    c.eyes([(36, 40), (60, 39)], GLOW_YELLOW, 1.6, 4.5)


def h_platform_ghost(c):
    c.part(lambda p, w: p.circle(w, (62, 26), 10), [(0, (240, 236, 220)), (1, (170, 160, 140))], (16, 36), ow=0.8)
    c.draw(
        lambda p: (
            p.ring((40, 30, 30), (62, 26), 10, 1.0),
            p.stroke((30, 20, 20), [(62, 26), (62, 19)], 1.0),
            p.stroke((30, 20, 20), [(62, 26), (66, 28)], 1.0),
        )
    )

    def figure(p, w):
        p.poly(w, [(26, 88), (30, 60), (36, 52), (44, 50), (46, 86)], smooth=True)
        p.circle(w, (38, 42), 7.5)
        p.stroke(w, spline([(42, 54), (50, 46), (54, 36)], False), 4.0, 3.0)
        p.circle(w, (55, 33), 3.0)

    c.part(figure, [(0, (200, 230, 240)), (1, (80, 110, 140))], (30, 88), alpha=200, outline=(30, 40, 60))
    c.eyes([(36, 42), (41, 42)], (200, 250, 255), 0.9, 3)


def h_loose_page_swarm(c):
    rng = random.Random(7)
    for i in range(11):
        a = i * 0.9
        r = 6 + i * 2.2
        x, y = 48 + math.cos(a) * r, 48 + math.sin(a) * r * 0.85
        ang = a + rng.uniform(-0.4, 0.4)
        pts = tr([(-6, -4.5), (6, -4), (5.5, 4.5), (-6.5, 4)], dx=x, dy=y, ang=ang)
        m = c.part(
            lambda p, w, pts=pts: p.poly(w, pts), [(0, (246, 238, 214)), (1, (196, 184, 150))], (y - 6, y + 6), ow=0.7
        )
        c.detail(
            m,
            lambda p, x=x, y=y, ang=ang: [
                p.stroke((120, 110, 96), tr([(-4, k), (4, k)], dx=x, dy=y, ang=ang), 0.6) for k in (-2, 0, 2)
            ]
            + [p.stroke((200, 40, 40), tr([(-3, 2.5), (3, -2)], dx=x, dy=y, ang=ang), 0.8)],
        )
    c.eyes([(44, 46), (52, 46)], GLOW_RED, 1.4, 4)


def h_shushing_librarian(c):
    c.part(
        lambda p, w: p.poly(w, [(18, 88), (24, 62), (38, 56), (58, 56), (72, 62), (78, 88)], smooth=True),
        [(0, (120, 100, 70)), (1, (50, 40, 30))],
        (54, 88),
    )
    c.part(lambda p, w: p.ellipse(w, 48, 38, 11, 17), [(0, (200, 200, 180)), (1, (120, 120, 110))], (21, 56))
    c.part(
        lambda p, w: (
            p.circle(w, (48, 18), 6),
            p.poly(w, [(37, 30), (40, 20), (56, 20), (59, 30), (48, 25)], smooth=True),
        ),
        [(0, (120, 120, 126)), (1, (60, 60, 66))],
        (12, 30),
    )
    c.draw(
        lambda p: (
            p.ring((30, 30, 30), (43, 34), 3.2, 0.9),
            p.ring((30, 30, 30), (53, 34), 3.2, 0.9),
            p.circle((255, 255, 220), (43, 34), 2.2),
            p.circle((255, 255, 220), (53, 34), 2.2),
            p.circle((20, 20, 20), (43, 34.5), 0.9),
            p.circle((20, 20, 20), (53, 34.5), 0.9),
            p.ellipse((80, 30, 40), 48, 47, 3, 1.6),
        )
    )
    c.part(
        lambda p, w: p.stroke(w, spline([(58, 78), (54, 64), (50, 52), (48.5, 40)], False), 3.6, 2.2),
        [(0, (200, 200, 180)), (1, (140, 140, 120))],
        (40, 80),
        ow=0.8,
    )
    c.glow((43, 34), 5, (255, 255, 200), 120, 2.0)
    c.glow((53, 34), 5, (255, 255, 200), 120, 2.0)


def h_gilt_spine_rival(c):
    m = c.part(lambda p, w: p.rect(w, 32, 14, 32, 68, radius=3), [(0, (140, 30, 40)), (1, (60, 12, 20))], (14, 82))
    c.detail(
        m,
        lambda p: [p.rect(GOLD[1][1], 32, y, 32, 2) for y in (20, 24, 72, 76)]
        + [p.poly(GOLD[0][1], star_pts((48, 62), 4, 1.6, 5))],
    )
    c.draw(lambda p: (p.ellipse((250, 226, 200), 48, 42, 10, 12)))
    c.draw(
        lambda p: (
            p.circle((30, 20, 20), (44, 40), 1.3),
            p.circle((30, 20, 20), (52, 40), 1.3),
            p.arc((140, 40, 40), (48, 44), 5, 20, 160, 1.3),
            p.stroke((100, 60, 30), [(41, 37), (46, 36.5)], 0.9),
            p.stroke((100, 60, 30), [(50, 36.5), (55, 37)], 0.9),
            p.poly((200, 150, 60), [(38, 36), (40, 29), (48, 27), (56, 29), (58, 36), (48, 32)]),
        )
    )
    c.glow((40, 18), 8, (255, 230, 140), 150, 2.0)


def h_aurora_wolf(c):
    def head(p, w):
        p.poly(
            w,
            [(48, 82), (34, 70), (26, 54), (22, 24, 1), (36, 36), (48, 32), (60, 36), (74, 24, 1), (70, 54), (62, 70)],
            smooth=True,
        )

    m = c.part(
        head,
        [(0, (120, 255, 190)), (0.5, (80, 180, 200)), (1, (160, 90, 240))],
        (24, 82),
        outline=(20, 40, 60),
        alpha=220,
    )
    c.detail(
        m,
        lambda p: [
            p.stroke((255, 255, 255, 120), spline([(24 + k * 6, 30 + k), (40 + k * 2, 56), (48, 80)], False), 1.2)
            for k in range(0, 8, 2)
        ],
        blur_k=3,
    )
    c.glow((48, 50), 24, (120, 255, 200), 70, 1.4)
    c.draw(lambda p: p.ellipse((20, 30, 50), 48, 72, 4.5, 3))
    c.eyes([(40, 50), (56, 50)], (255, 255, 255), 1.6, 5, core=(200, 255, 240))


def h_static_wraith(c):
    rng = random.Random(3)

    def outline_pts():
        pts = [
            (48, 16),
            (58, 22),
            (60, 36),
            (56, 44),
            (72, 54),
            (78, 84),
            (18, 84),
            (24, 54),
            (40, 44),
            (36, 36),
            (38, 22),
        ]
        out = []
        for a, b in zip(pts, pts[1:] + pts[:1]):
            for t in (0, 0.33, 0.66):
                x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                out.append((x + rng.uniform(-2.2, 2.2), y + rng.uniform(-2.2, 2.2)))
        return out

    pts = outline_pts()
    c.glow((48, 50), 30, (100, 200, 255), 90, 1.4)
    c.draw(lambda p: p.poly((20, 30, 50), pts))
    c.draw(
        lambda p: [
            p.stroke((200, 240, 255), [(rng.uniform(24, 72), y), (rng.uniform(24, 72), y)], 0.7)
            for y in range(28, 84, 5)
        ]
    )
    c.draw(lambda p: (p.stroke((220, 250, 255), pts + pts[:1], 1.3)))
    c.eyes([(44, 30), (52, 30)], (255, 255, 255), 1.2, 4, core=(120, 220, 255))


def h_drift_colossus(c):
    snow = [(0, (250, 252, 255)), (1, (150, 172, 206))]

    def drift(p, w):
        p.poly(
            w,
            [
                (8, 88),
                (12, 64),
                (20, 50),
                (30, 44),
                (38, 34),
                (48, 30),
                (58, 34),
                (66, 44),
                (76, 50),
                (84, 64),
                (88, 88),
            ],
            smooth=True,
        )
        for k in range(5):  # the spine
            p.poly(w, [(44 + k * 0.5, 33 + k * 8), (48, 24 + k * 8, 1), (52 - k * 0.5, 33 + k * 8)])

    m = c.part(drift, snow, (20, 88))
    c.detail(
        m,
        lambda p: [
            p.stroke((255, 255, 255), spline([(14, 76 - k * 8), (48, 68 - k * 8), (82, 76 - k * 8)], False), 1.0)
            for k in range(3)
        ],
        alpha=150,
    )
    c.detail(m, lambda p: p.ellipse((120, 140, 190), 48, 58, 20, 14), alpha=90, blur_k=8)
    c.draw(lambda p: (p.ellipse((20, 40, 70), 38, 52, 4, 2.4), p.ellipse((20, 40, 70), 58, 52, 4, 2.4)))
    c.eyes([(38, 52), (58, 52)], GLOW_CYAN, 1.6, 5)


def h_topiary_hound(c):
    leaf = [(0, (90, 180, 80)), (1, (30, 80, 34))]

    def dog(p, w):
        for x, y, r in (
            (36, 56, 12),
            (52, 58, 12),
            (62, 52, 9),
            (66, 36, 10),
            (58, 30, 7),
            (76, 40, 6),
            (30, 46, 7),
            (22, 40, 5),
            (36, 72, 5),
            (56, 74, 5),
            (44, 66, 9),
        ):
            p.circle(w, (x, y), r)
        p.poly(w, [(60, 28), (64, 16, 1), (68, 28)])

    m = c.part(dog, leaf, (14, 80))
    rng = random.Random(11)
    c.detail(
        m,
        lambda p: [
            p.ellipse((rng.choice(((140, 220, 110), (30, 70, 30)))), rng.uniform(18, 80), rng.uniform(18, 80), 1.6, 1.0)
            for _ in range(140)
        ],
    )
    c.part(lambda p, w: p.rect(w, 34, 78, 28, 8, radius=2), [(0, (170, 100, 60)), (1, (90, 50, 30))], (78, 86))
    c.eyes([(70, 35)], GLOW_RED, 1.5, 4)
    fangs(c, 70, 80, 42, 3, 2.5)


def h_weeping_sunflower(c):
    c.part(lambda p, w: p.stroke(w, [(48, 60), (50, 90)], 4.0), [(0, (80, 140, 60)), (1, (40, 80, 30))], (60, 90))

    def petals(p, w):
        for i in range(14):
            a = math.radians(i * 360 / 14)
            p.poly(
                w,
                spline(
                    [
                        (48 + math.cos(a - 0.2) * 12, 42 + math.sin(a - 0.2) * 12),
                        (48 + math.cos(a) * 27, 42 + math.sin(a) * 27, 1),
                        (48 + math.cos(a + 0.2) * 12, 42 + math.sin(a + 0.2) * 12),
                    ],
                    True,
                    3,
                ),
            )

    c.part(petals, [(0, (255, 220, 60)), (1, (200, 130, 20))], (15, 70))
    m = c.part(lambda p, w: p.circle(w, (48, 42), 13), [(0, (110, 70, 30)), (1, (50, 30, 14))], (29, 55))
    c.detail(
        m,
        lambda p: [
            p.circle(
                (150, 100, 40),
                (48 + math.cos(i * 2.4) * math.sqrt(i) * 3, 42 + math.sin(i * 2.4) * math.sqrt(i) * 3),
                0.8,
            )
            for i in range(18)
        ],
    )
    c.draw(
        lambda p: (
            p.arc((20, 10, 5), (43, 41), 3, 200, 340, 1.2),
            p.arc((20, 10, 5), (53, 41), 3, 200, 340, 1.2),
            p.arc((20, 10, 5), (48, 51), 4, 200, 340, 1.2),
        )
    )
    c.eyes([(43, 41), (53, 41)], (120, 200, 255), 0.6, 2.5)
    for x, y in ((42, 47), (54, 49), (41, 54)):
        c.part(
            lambda p, w, x=x, y=y: g_drop(p, w, x, y, 1),
            [(0, (200, 240, 255)), (1, (90, 160, 230))],
            (y - 6, y + 6),
            ow=0.5,
        )


def h_applause_automaton(c):
    brass = GOLD
    c.part(lambda p, w: (p.circle(w, (48, 64), 15),), [(0, (150, 110, 50)), (1, (70, 46, 20))], (49, 79))
    c.draw(
        lambda p: (
            [
                p.poly(
                    (200, 160, 80),
                    tr([(-1.8, -17), (1.8, -17), (1.8, -13), (-1.8, -13)], dx=48, dy=64, ang=math.radians(a)),
                )
                for a in range(0, 360, 45)
            ],
            p.ring((110, 80, 30), (48, 64), 8, 1.5),
            p.circle((60, 40, 20), (48, 64), 3),
        )
    )
    for s, ang in ((-1, 0.35), (1, -0.35)):
        pts = tr(
            [
                (-7, 14),
                (-8, -6),
                (-6, -16),
                (-3, -17),
                (-2, -8),
                (0, -18),
                (3, -17),
                (3, -8),
                (5, -15),
                (8, -13),
                (7, 14),
            ],
            dx=48 + s * 9,
            dy=38,
            ang=ang,
        )
        c.part(lambda p, w, pts=pts: p.poly(w, pts, smooth=True), brass, (20, 54))
    c.draw(
        lambda p: [
            p.stroke((255, 250, 220), [(48 + dx, 20 + dy), (48 + dx * 1.8, 20 + dy * 1.8)], 1.3)
            for dx, dy in ((-5, -3), (0, -5), (5, -3))
        ]
    )
    c.eyes([(44, 62), (52, 62)], GLOW_RED, 1.0, 3)


def h_arc_lamp_sentinel(c):
    c.glow((48, 52), 30, (255, 240, 180), 120, 1.3)
    c.draw(lambda p: p.poly((255, 245, 200), [(40, 40), (56, 40), (80, 88), (16, 88)]))
    for x0, x1 in ((44, 24), (48, 48), (52, 72)):
        c.part(lambda p, w, x0=x0, x1=x1: p.stroke(w, [(x0, 36), (x1, 86)], 2.0), STEEL, (36, 86), ow=0.8)
    m = c.part(
        lambda p, w: p.poly(w, [(32, 20), (64, 20), (60, 40), (36, 40)]),
        [(0, (90, 90, 100)), (1, (30, 30, 36))],
        (20, 40),
    )
    c.detail(m, lambda p: p.rect((20, 20, 24), 32, 28, 32, 2))
    c.draw(lambda p: p.ellipse((255, 255, 230), 48, 40, 12, 3))
    c.eyes([(42, 25), (54, 25)], GLOW_RED, 1.3, 3.5)


def h_driverless_trolley(c):
    steel = SILVER
    c.part(
        lambda p, w: (
            p.stroke(w, [(20, 44), (76, 44)], 3),
            p.stroke(w, [(22, 62), (74, 62)], 3),
            p.stroke(w, [(24, 44), (26, 74)], 2.4),
            p.stroke(w, [(72, 44), (70, 74)], 2.4),
            p.stroke(w, [(76, 44), (80, 34)], 2.4),
        ),
        steel,
        (32, 76),
        ow=0.8,
    )
    c.part(
        lambda p, w: p.rect(w, 26, 36, 44, 6, radius=1.5),
        [(0, (230, 236, 240)), (1, (150, 160, 170))],
        (36, 42),
        ow=0.8,
    )
    c.draw(
        lambda p: (
            p.rect((140, 200, 230), 30, 32, 8, 5, radius=1),
            p.rect((250, 250, 250), 42, 30, 10, 7, radius=1),
            p.ellipse((200, 60, 60), 60, 34, 5, 2.5),
        )
    )
    for x in (28, 68):
        c.part(lambda p, w, x=x: p.circle(w, (x, 78), 5), [(0, (60, 60, 70)), (1, (20, 20, 24))], (73, 83), ow=0.8)
    c.draw(lambda p: [p.stroke((200, 220, 255), [(10, y), (18, y)], 1.2) for y in (48, 56, 64)])
    c.eyes([(40, 50), (56, 50)], GLOW_YELLOW, 1.4, 4)


def h_masked_orderly(c):
    c.part(
        lambda p, w: p.poly(w, [(16, 88), (22, 64), (38, 56), (58, 56), (74, 64), (80, 88)], smooth=True),
        [(0, (150, 200, 190)), (1, (60, 100, 96))],
        (54, 88),
    )
    c.part(lambda p, w: p.ellipse(w, 48, 40, 12, 14), [(0, (220, 200, 180)), (1, (150, 130, 110))], (26, 54))
    c.part(
        lambda p, w: p.poly(w, [(32, 28), (34, 22), (48, 18), (62, 22), (64, 28), (60, 32), (36, 32)], smooth=True),
        [(0, (150, 200, 190)), (1, (80, 130, 120))],
        (18, 33),
        ow=0.8,
    )
    m = c.part(
        lambda p, w: p.poly(w, [(36, 42), (60, 42), (58, 52), (48, 55), (38, 52)], smooth=True),
        [(0, (200, 230, 240)), (1, (130, 170, 190))],
        (42, 55),
        ow=0.8,
    )
    c.detail(m, lambda p: [p.stroke((110, 150, 170), [(37, y), (59, y)], 0.7) for y in (45, 48, 51)])
    c.draw(
        lambda p: (
            p.stroke((200, 230, 240), [(36, 43), (30, 38)], 0.8),
            p.stroke((200, 230, 240), [(60, 43), (66, 38)], 0.8),
            p.stroke((30, 20, 20), [(38, 33), (45, 35.5)], 1.3),
            p.stroke((30, 20, 20), [(58, 33), (51, 35.5)], 1.3),
        )
    )
    c.eyes([(42.5, 37.5), (53.5, 37.5)], (40, 30, 30), 1.3, 0.1, core=(255, 255, 255))
    c.part(
        lambda p, w: p.stroke(w, [(20, 70), (76, 84)], 3.2), [(0, (120, 80, 50)), (1, (70, 44, 26))], (70, 86), ow=0.7
    )
    c.part(lambda p, w: p.rect(w, 44, 73, 7, 6, radius=1), GOLD, (73, 79), ow=0.6)


DARK_PURPLE = ((16, 8, 26), (76, 40, 110), (150, 110, 200))
DARK_PLUM = ((24, 6, 20), (110, 36, 90), (200, 120, 170))
DARK_TEAL = ((4, 18, 22), (26, 88, 90), (110, 200, 190))
DARK_GREEN = ((6, 18, 10), (40, 90, 44), (140, 200, 120))
DARK_OLIVE = ((16, 16, 6), (80, 84, 34), (180, 180, 110))
DARK_INDIGO = ((8, 8, 26), (44, 48, 120), (130, 140, 220))
DARK_EMBER = ((22, 8, 10), (96, 34, 40), (220, 120, 90))
DARK_SICK = ((10, 20, 16), (70, 110, 80), (180, 220, 170))

HOSTILE_LOOKS = {
    "cellar_creeper": (h_cellar_creeper, DARK_PURPLE),
    "coat_hook_thing": (h_coat_hook_thing, DARK_INDIGO),
    "nightlight_moth": (h_nightlight_moth, DARK_PURPLE),
    "carousel_horse": (h_carousel_horse, DARK_PLUM),
    "gallery_duck": (h_gallery_duck, DARK_PLUM),
    "mirror_double": (h_mirror_double, DARK_PURPLE),
    "lantern_eel": (h_lantern_eel, DARK_TEAL),
    "lace_curtain_wraith": (h_lace_curtain_wraith, DARK_TEAL),
    "millstone_golem": (h_millstone_golem, DARK_GREEN),
    "slag_hound": (h_slag_hound, DARK_EMBER),
    "ladle_bearer": (h_ladle_bearer, DARK_PURPLE),
    "rivet_gunner": (h_rivet_gunner, DARK_EMBER),
    "wire_crawler": (h_wire_crawler, DARK_OLIVE),
    "tree_sniper": (h_tree_sniper, DARK_OLIVE),
    "crater_giant": (h_crater_giant, DARK_GREEN),
    "ticket_inspector": (h_ticket_inspector, DARK_PLUM),
    "luggage_mimic": (h_luggage_mimic, DARK_INDIGO),
    "platform_ghost": (h_platform_ghost, DARK_INDIGO),
    "loose_page_swarm": (h_loose_page_swarm, DARK_GREEN),
    "shushing_librarian": (h_shushing_librarian, DARK_TEAL),
    "gilt_spine_rival": (h_gilt_spine_rival, DARK_GREEN),
    "aurora_wolf": (h_aurora_wolf, DARK_INDIGO),
    "static_wraith": (h_static_wraith, DARK_PURPLE),
    "drift_colossus": (h_drift_colossus, DARK_INDIGO),
    "topiary_hound": (h_topiary_hound, DARK_PLUM),
    "weeping_sunflower": (h_weeping_sunflower, DARK_PURPLE),
    "applause_automaton": (h_applause_automaton, DARK_SICK),
    "arc_lamp_sentinel": (h_arc_lamp_sentinel, DARK_INDIGO),
    "driverless_trolley": (h_driverless_trolley, DARK_SICK),
    "masked_orderly": (h_masked_orderly, DARK_SICK),
}


def draw_hostile(name: str) -> pygame.Surface:
    fn, field = HOSTILE_LOOKS[name]
    rim = [
        (0, shade(field[1], 0.2)),
        (0.45, shade(field[1], -0.2)),
        (0.55, shade(field[0], 0.1)),
        (1, shade(field[1], 0.0)),
    ]
    return standee("hostile", field, fn, rim=rim, seed=name)


# --------------------------------------------------------------------------- ID entities and the inner child
# Inner demons: black shapes in a red glow inside a thorned black-and-red rim.

ID_FIELD = ((30, 2, 6), (200, 36, 30), (255, 150, 90))
ID_RIM = [(0, (120, 20, 24)), (0.45, (50, 8, 10)), (0.55, (20, 4, 6)), (1, (90, 14, 18))]
COAL = [(0, (56, 44, 50)), (1, (8, 6, 8))]


def i_fear(c):
    def shape(p, w):
        p.poly(
            w,
            [(30, 90), (28, 60), (32, 40), (40, 26), (50, 16), (60, 20), (62, 30), (58, 44), (64, 60), (68, 90)],
            smooth=True,
        )
        p.stroke(w, spline([(34, 46), (22, 60), (18, 78)], False), 4, 2)
        p.stroke(w, spline([(60, 44), (74, 56), (80, 74)], False), 4, 2)

    m = c.part(shape, COAL, (16, 90), outline=(70, 10, 14))
    c.detail(
        m, lambda p: (p.rect((30, 24, 26), 38, 56, 16, 30), p.rect((70, 50, 40), 38, 56, 16, 30, width=1))
    )  # doorframe
    c.glow((46, 66), 10, (255, 220, 120), 230, 1.6)
    c.draw(lambda p: (p.ellipse((255, 240, 180), 46, 66, 3, 4), p.rect((200, 180, 140), 44, 70, 4, 3)))
    c.eyes([(48, 28), (55, 27)], GLOW_RED, 1.5, 5)


def i_jeer(c):
    c.part(
        lambda p, w: p.poly(w, [(14, 90), (20, 62), (36, 54), (60, 54), (76, 62), (82, 90)], smooth=True),
        [(0, (230, 220, 200)), (1, (140, 120, 100))],
        (54, 90),
    )
    c.detail(
        c.mask(lambda p, w: p.poly(w, [(14, 90), (20, 62), (36, 54), (60, 54), (76, 62), (82, 90)], smooth=True)),
        lambda p: [p.rect((180, 30, 40), x, 50, 5, 42) for x in range(16, 82, 10)],
    )
    m = c.part(lambda p, w: p.ellipse(w, 48, 40, 11, 14), [(0, (230, 240, 255)), (1, (120, 140, 170))], (26, 54))
    c.detail(
        m,
        lambda p: [
            p.stroke(
                (255, 255, 255),
                spline([(36, 30 + k * 6), (44, 28 + k * 6), (52, 32 + k * 6), (60, 30 + k * 6)], False),
                1.0,
            )
            for k in range(4)
        ],
        blur_k=2,
    )
    c.glow((48, 40), 12, (255, 255, 255), 120, 2.0)
    c.part(lambda p, w: p.ellipse(w, 48, 28, 18, 3.5), [(0, (250, 226, 150)), (1, (180, 140, 70))], (24, 32))
    m = c.part(lambda p, w: p.rect(w, 38, 18, 20, 10, radius=1), [(0, (250, 226, 150)), (1, (190, 150, 80))], (18, 28))
    c.detail(m, lambda p: p.rect((30, 20, 40), 38, 23, 20, 2.5))
    c.part(lambda p, w: p.poly(w, [(62, 56), (82, 46), (84, 64)]), GOLD, (44, 66))


def i_drowned_verger(c):
    c.part(
        lambda p, w: p.stroke(w, [(66, 14), (66, 90)], 2.0), [(0, (120, 100, 70)), (1, (60, 50, 30))], (14, 90), ow=0.8
    )
    c.part(lambda p, w: p.poly(w, [(58, 20), (74, 20), (72, 14), (66, 10), (60, 14)], smooth=True), GOLD, (10, 22))

    def body(p, w):
        p.poly(w, [(22, 90), (30, 56), (36, 42), (42, 36), (54, 36), (60, 42), (64, 56), (70, 90)], smooth=True)

    m = c.part(body, [(0, (40, 60, 70)), (1, (6, 12, 18))], (36, 90), outline=(70, 10, 14))
    c.detail(
        m,
        lambda p: [
            p.stroke((60, 110, 80), spline([(x, 40), (x + 3, 60), (x - 2, 90)], False), 1.2) for x in (34, 46, 58)
        ],
    )
    c.part(lambda p, w: p.ellipse(w, 48, 28, 8, 10), [(0, (220, 230, 230)), (1, (140, 160, 170))], (18, 38))
    c.glow((48, 28), 10, (200, 240, 255), 160, 1.6)
    c.draw(lambda p: (p.ellipse((60, 80, 90), 45, 27, 1.4, 1.0), p.ellipse((60, 80, 90), 51, 27, 1.4, 1.0)))


def i_red_foreman(c):
    c.part(
        lambda p, w: p.poly(w, [(10, 90), (16, 60), (32, 50), (64, 50), (80, 60), (86, 90)], smooth=True),
        [(0, (110, 60, 40)), (1, (30, 14, 10))],
        (48, 90),
    )
    m = c.part(lambda p, w: p.rect(w, 30, 16, 36, 36, radius=4), [(0, (70, 66, 70)), (1, (20, 18, 20))], (16, 52))
    c.draw(lambda p: p.rect((255, 200, 90), 36, 22, 24, 24, radius=3))
    c.glow((48, 34), 22, (255, 200, 90), 220, 1.4)
    c.draw(
        lambda p: (
            p.rect((255, 250, 210), 40, 26, 16, 16, radius=2),
            [p.stroke((60, 20, 10), [(36, y), (60, y)], 1.2) for y in (30, 36, 42)],
        )
    )
    c.detail(m, lambda p: [p.circle((140, 130, 130), (x, y), 1.2) for x in (33, 63) for y in (19, 49)])
    for x in (18, 78):
        c.part(lambda p, w, x=x: p.rect(w, x - 8, 60, 16, 11, radius=2), STEEL, (60, 71))
    c.draw(lambda p: [p.stroke((255, 180, 90), [(x, 68), (x + 1, 74)], 1.0) for x in (18, 76)])


def i_unburied(c):
    mud = [(0, (110, 88, 60)), (1, (36, 26, 16))]
    c.part(
        lambda p, w: p.poly(w, [(14, 90), (20, 62), (36, 54), (60, 54), (76, 62), (82, 90)], smooth=True), mud, (54, 90)
    )
    c.part(lambda p, w: p.ellipse(w, 48, 40, 11, 13), mud, (27, 53))
    m = c.part(
        lambda p, w: (
            p.poly(w, [(28, 34), (34, 20), (48, 15), (62, 20), (68, 34)], smooth=True),
            p.ellipse(w, 48, 34, 21, 4),
        ),
        [(0, (130, 130, 100)), (1, (60, 60, 40))],
        (14, 38),
    )
    c.detail(m, lambda p: (p.circle((40, 40, 30), (42, 22), 3), p.stroke((50, 50, 36), [(52, 24), (58, 26)], 0.9)))

    def wire(p):
        pts = [(10, 70), (26, 64), (40, 72), (56, 62), (72, 70), (86, 64)]
        p.stroke((160, 150, 140), spline(pts, False), 1.2)
        for x, y in pts[1:-1]:
            p.stroke((160, 150, 140), [(x - 2.5, y - 2.5), (x + 2.5, y + 2.5)], 1.0)
            p.stroke((160, 150, 140), [(x + 2.5, y - 2.5), (x - 2.5, y + 2.5)], 1.0)

    c.draw(wire)
    c.draw(lambda p: [p.stroke((60, 44, 28), [(x, 50), (x, 58 + (x % 5))], 1.4) for x in (40, 46, 55)])
    c.eyes([(43, 41), (53, 41)], GLOW_RED, 1.5, 5)


def i_conductor(c):
    c.part(
        lambda p, w: p.poly(w, [(14, 90), (20, 62), (36, 54), (60, 54), (76, 62), (82, 90)], smooth=True),
        [(0, (40, 40, 70)), (1, (10, 10, 20))],
        (54, 90),
    )
    c.draw(
        lambda p: [
            p.stroke((230, 220, 190), [(22 + k * 4, 66 + k * 2), (30 + k * 4, 66 + k * 2)], 0.8) for k in range(5)
        ]
    )
    c.part(lambda p, w: p.circle(w, (48, 40), 15), [(0, (250, 246, 230)), (1, (190, 180, 150))], (25, 55))
    c.draw(
        lambda p: (
            [
                p.stroke(
                    (30, 20, 20),
                    [
                        (48 + math.cos(a) * 12.5, 40 + math.sin(a) * 12.5),
                        (48 + math.cos(a) * 14.5, 40 + math.sin(a) * 14.5),
                    ],
                    1.0,
                )
                for a in [i * math.pi / 6 for i in range(12)]
            ],
            p.ring((30, 20, 20), (48, 40), 15, 1.4),
            p.stroke((30, 20, 20), [(48, 40), (48, 29)], 1.4),
            p.stroke((30, 20, 20), [(48, 40), (46, 33)], 1.8),
            p.stroke((200, 20, 20), [(48, 40), (55, 46)], 0.8),
            p.circle((30, 20, 20), (48, 40), 1.5),
        )
    )
    c.part(
        lambda p, w: p.poly(w, [(32, 26), (34, 18), (48, 14), (62, 18), (64, 26)], smooth=True),
        [(0, (50, 50, 80)), (1, (20, 20, 36))],
        (14, 27),
    )
    c.part(
        lambda p, w: p.poly(w, [(32, 25), (64, 25), (60, 29), (36, 29)]), [(0, (20, 20, 26)), (1, (4, 4, 8))], (25, 29)
    )


def i_verdigris_clerk(c):
    copper = [(0, (110, 190, 150)), (1, (40, 100, 80))]
    c.part(
        lambda p, w: p.poly(w, [(14, 90), (20, 62), (36, 54), (60, 54), (76, 62), (82, 90)], smooth=True),
        [(0, (40, 30, 40)), (1, (10, 6, 10))],
        (54, 90),
    )
    m = c.part(lambda p, w: p.ellipse(w, 48, 40, 11.5, 14), copper, (26, 54))
    c.detail(m, lambda p: [p.circle((60, 130, 100), (44 + dx, 38 + dy), 2.2) for dx, dy in ((-4, 6), (6, -6), (2, 10))])
    c.part(
        lambda p, w: p.poly(w, [(30, 34), (66, 34), (60, 28), (36, 28)]),
        [(0, (90, 200, 140, 230)), (1, (40, 120, 80, 230))],
        (28, 34),
        ow=0.7,
    )
    c.eyes([(43.5, 40), (52.5, 40)], (255, 230, 120), 1.3, 4)
    m2 = c.part(lambda p, w: p.rect(w, 54, 60, 24, 18, radius=1.5), [(0, (120, 30, 30)), (1, (60, 12, 14))], (60, 78))
    c.detail(m2, lambda p: (p.rect(GOLD[1][1], 54, 66, 24, 1.5), p.rect(GOLD[1][1], 54, 72, 24, 1.5)))


def i_whiteout(c):
    c.glow((48, 48), 34, (240, 246, 255), 255, 0.9)
    rng = random.Random(5)
    c.draw(
        lambda p: [
            p.stroke(
                (255, 255, 255),
                spline([(rng.uniform(14, 82), rng.uniform(14, 82)) for _ in range(3)], False),
                rng.uniform(0.6, 1.6),
            )
            for _ in range(22)
        ]
    )

    def hollow(p, w):
        p.circle(w, (48, 34), 8)
        p.poly(w, [(30, 86), (34, 56), (40, 46), (56, 46), (62, 56), (66, 86)], smooth=True)

    c.part(hollow, [(0, (12, 14, 24)), (1, (0, 0, 4))], (26, 86), outline=(120, 140, 180), ow=0.8)
    c.glow((48, 60), 8, (80, 100, 160), 90, 2.0)


def i_veiled_gardener(c):
    def veil(p, w):
        p.poly(w, [(18, 90), (26, 54), (34, 36), (40, 28), (56, 28), (62, 36), (70, 54), (78, 90)], smooth=True)

    m = c.part(veil, [(0, (40, 36, 44)), (1, (4, 4, 8))], (26, 90), outline=(80, 10, 14))
    c.detail(
        m,
        lambda p: [p.stroke((90, 84, 96), [(x, 30), (x + (x - 48) * 0.6, 90)], 0.6) for x in range(30, 68, 5)],
        alpha=120,
    )
    c.part(
        lambda p, w: (p.ellipse(w, 48, 28, 22, 4.5), p.poly(w, [(38, 28), (40, 18), (56, 18), (58, 28)], smooth=True)),
        [(0, (44, 40, 50)), (1, (10, 8, 12))],
        (16, 33),
    )
    for x, y in ((22, 80), (72, 78), (30, 70)):
        c.draw(
            lambda p, x=x, y=y: (
                p.poly((150, 150, 150), star_pts((x, y), 4.5, 2, 6)),
                p.circle((100, 100, 100), (x, y), 1.5),
            )
        )
    c.part(
        lambda p, w: (p.stroke(w, [(52, 56), (66, 44)], 1.8), p.stroke(w, [(56, 58), (68, 48)], 1.8)),
        SILVER,
        (42, 60),
        ow=0.6,
    )
    c.eyes([(44, 40), (52, 40)], (200, 200, 210), 0.8, 2.5)


def i_laureate(c):
    c.part(
        lambda p, w: p.poly(w, [(14, 90), (20, 62), (36, 54), (60, 54), (76, 62), (82, 90)], smooth=True),
        [(0, (250, 250, 246)), (1, (150, 150, 160))],
        (54, 90),
    )
    c.part(lambda p, w: p.circle(w, (48, 38), 15), GOLD, (23, 53))
    c.draw(
        lambda p: (
            p.ring((150, 100, 30), (48, 38), 12, 1.0),
            p.poly(
                (170, 120, 40), spline([(44, 30), (52, 29), (55, 36), (52, 40), (54, 46), (46, 47), (43, 40)], True, 4)
            ),
        )
    )
    for s in (-1, 1):
        for k in range(5):
            a = math.radians(-90 + s * (40 + k * 22))
            x, y = 48 + math.cos(a) * 18, 38 + math.sin(a) * 18
            c.part(
                lambda p, w, x=x, y=y, a=a: p.ellipse(w, x, y, 2.5, 4.2),
                [(0, (150, 220, 90)), (1, (60, 130, 40))],
                (y - 5, y + 5),
                ow=0.5,
            )
    c.draw(
        lambda p: [
            p.stroke((200, 220, 255), [(30 + k * 9, 18 - (k % 2) * 4), (34 + k * 9, 14 + (k % 2) * 4)], 0.9)
            for k in range(5)
        ]
    )
    c.glow((48, 16), 16, (160, 200, 255), 100, 1.6)


def i_attending(c):
    gown = [(0, (120, 170, 160)), (1, (30, 60, 56))]
    for k, ang in enumerate((-70, -40, -12, 12, 40, 70)):
        a = math.radians(ang + 90)
        c.part(
            lambda p, w, a=a: p.stroke(
                w,
                spline(
                    [
                        (48, 62),
                        (48 - math.sin(a) * 18, 62 - math.cos(a) * 4 - 10),
                        (48 - math.sin(a) * 32, 56 - math.cos(a) * 30),
                    ],
                    False,
                ),
                4.2,
                2.4,
            ),
            gown,
            (20, 80),
            ow=0.8,
        )
    c.part(
        lambda p, w: p.poly(w, [(22, 90), (28, 62), (40, 54), (56, 54), (68, 62), (74, 90)], smooth=True),
        gown,
        (54, 90),
    )
    c.part(lambda p, w: p.ellipse(w, 48, 38, 11, 14), [(0, (230, 210, 190)), (1, (160, 140, 120))], (24, 52))
    c.part(
        lambda p, w: p.poly(w, [(36, 40), (60, 40), (58, 50), (48, 53), (38, 50)], smooth=True),
        [(0, (220, 240, 240)), (1, (150, 180, 180))],
        (40, 53),
        ow=0.7,
    )
    c.part(
        lambda p, w: p.poly(w, [(35, 30), (37, 22), (48, 19), (59, 22), (61, 30)], smooth=True), gown, (19, 31), ow=0.8
    )
    c.eyes([(43.5, 35), (52.5, 35)], (40, 40, 40), 1.2, 0.1, core=(200, 230, 255))


ID_LOOKS = {
    "fear": i_fear,
    "jeer": i_jeer,
    "drowned_verger": i_drowned_verger,
    "red_foreman": i_red_foreman,
    "unburied": i_unburied,
    "conductor": i_conductor,
    "verdigris_clerk": i_verdigris_clerk,
    "whiteout": i_whiteout,
    "veiled_gardener": i_veiled_gardener,
    "laureate": i_laureate,
    "attending": i_attending,
}


def draw_id(name: str) -> pygame.Surface:
    return standee("id", ID_FIELD, ID_LOOKS[name], rim=ID_RIM, seed=name, field_center=(48, 44))


def draw_inner_child() -> pygame.Surface:
    """Martin as a boy: a small glowing figure on a translucent blue disc."""

    def figure(c):
        c.glow((48, 44), 26, (200, 230, 255), 160, 1.4)

        def boy(p, w):
            p.circle(w, (48, 36), 9)
            p.poly(w, [(34, 84), (36, 58), (42, 50), (54, 50), (60, 58), (62, 84)], smooth=True)

        c.part(boy, [(0, (255, 255, 255)), (1, (150, 200, 250))], (26, 84), outline=(40, 90, 170), ow=0.8)
        c.draw(
            lambda p: (
                p.circle((40, 80, 150), (45, 36), 1.1),
                p.circle((40, 80, 150), (51, 36), 1.1),
                p.arc((40, 80, 150), (48, 38), 3.2, 30, 150, 0.9),
            )
        )
        c.part(lambda p, w: p.poly(w, star_pts((66, 28), 6, 2.6, 5)), GOLD, (22, 34), ow=0.6)
        c.glow((66, 28), 7, (255, 240, 160), 140, 1.6)

    img = standee(
        "avatar",
        ((20, 60, 140), (110, 170, 240), (220, 240, 255)),
        figure,
        rim=[(0, (220, 240, 255)), (0.45, (130, 180, 240)), (0.55, (60, 110, 200)), (1, (170, 210, 255))],
        seed="inner_child",
    )
    # translucent: the whole token at about 80% opacity, like the blue glass die
    img.fill((255, 255, 255, 215), special_flags=pygame.BLEND_RGBA_MULT)
    return img


# --------------------------------------------------------------------------- symbols, dice and tokens

# The colour-blind marks: every attribute colour has a shape as well.
SYMBOLS = {
    "red": "fist",
    "green": "arrow",
    "yellow": "eye",
    "blue": "shield",
    "purple": "star",
    "white": "spiral",
    "threat": "skull",
    "suspicious": "skull",
    "inner_child": "heart",
}


def glyph_layer(c: Canvas, name: str, col, center, k: float, outline=INK, ow=1.0) -> pygame.Surface:
    """A glyph scaled by k about `center`, with its own dark outline, on a layer."""
    lay = c.layer()
    pen = Pen(lay, c.ss * k, center[0] * c.ss, center[1] * c.ss)
    GLYPHS[name](pen, col, 0.0, 0.0, 1.0)
    if outline is None:
        return lay
    out = c.layer()
    out.blit(tint(dilate(lay, ow * c.ss, 2.0), outline), (0, 0))
    out.blit(lay, (0, 0))
    return out


def draw_symbol(name: str) -> pygame.Surface:
    c = Canvas(32)
    c.put(blur(tint(glyph_layer(c, name, WHITE, (16, 16), 1.85, INK, 1.6), BLACK, 120), 6))
    c.put(glyph_layer(c, name, WHITE, (16, 16), 1.85, INK, 1.5))
    return c.finish()


DICE = {
    # kind: (body gradient, pip colour, symbol colour, body alpha)
    "white": (((255, 253, 246), (232, 228, 216), (186, 180, 166)), (34, 30, 40), (120, 110, 150), 255),
    "threat": (((78, 74, 86), (36, 34, 42), (10, 10, 14)), (246, 244, 240), (200, 196, 210), 255),
    "suspicious": (((80, 60, 66), (36, 26, 30), (10, 6, 8)), (236, 44, 44), (236, 60, 60), 255),
    "inner_child": (((225, 248, 255), (150, 215, 250), (80, 150, 220)), (40, 90, 170), (230, 60, 130), 150),
    "red": (((250, 110, 100), (214, 46, 44), (130, 16, 20)), (255, 248, 240), (255, 226, 214), 255),
    "green": (((130, 226, 130), (40, 160, 74), (14, 90, 40)), (255, 255, 250), (226, 255, 226), 255),
    "yellow": (((255, 244, 150), (246, 200, 40), (180, 120, 10)), (60, 40, 10), (90, 60, 10), 255),
    "blue": (((110, 160, 250), (30, 86, 210), (12, 36, 120)), (255, 255, 255), (220, 236, 255), 255),
    "purple": (((210, 160, 255), (140, 70, 210), (70, 24, 130)), (255, 250, 255), (244, 226, 255), 255),
}
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def draw_die(kind: str, face: int) -> pygame.Surface:
    """A die seen from above: bevelled body, a lighter face, concave pips, and the
    kind's symbol engraved in the top-left corner (the pips sit a little to the
    lower right to leave it room). Face 0 is a die not rolled yet (in the bag, on
    the threat track, in front of a player): only its symbol, large."""
    (top, mid, bottom), pip, mark, alpha = DICE[kind]
    c = Canvas(64)
    body = c.mask(lambda p, w: p.rect(w, 5, 5, 54, 54, radius=12))
    c.put(blur(tint(body, BLACK, 150), 8))
    c.surf.blit(blur(tint(body, BLACK, 130), 6), (int(1.5 * SS), int(2.5 * SS)))
    c.outline(body, shade(bottom, -0.55), 0.9)
    c.fill(body, [(0, top), (0.5, mid), (1, bottom)], (5, 59), alpha)
    face_m = c.mask(lambda p, w: p.rect(w, 9, 9, 46, 46, radius=9))
    c.put(blur(clip(c.grad([(0, shade(top, 0.25)), (1, mid)], (9, 55)), face_m), 4), alpha if alpha != 255 else 235)
    hi = c.layer()
    Pen(hi, SS).stroke((255, 255, 255, 150 if alpha == 255 else 200), [(14, 8.5), (44, 8.5)], 2.2)
    Pen(hi, SS).stroke((255, 255, 255, 90), [(8.5, 16), (8.5, 40)], 1.8)
    c.put(blur(hi, 3))
    sym = SYMBOLS[kind]
    if face == 0:  # not rolled yet: the kind's symbol, large, in the middle of the face
        c.put(glyph_layer(c, sym, shade(mid, 0.45), (32.6, 32.8), 2.1, None))
        c.put(glyph_layer(c, sym, mark if kind not in ("white", "yellow") else pip, (32, 32), 2.1, None))
        return c.finish()
    gx, gy, step = 35.0, 35.0, 11.4
    r = 5.2 if face == 1 else 4.2
    for dx, dy in PIPS[face]:
        x, y = gx + dx * step, gy + dy * step
        c.draw(
            lambda p, x=x, y=y: (
                p.circle(shade(mid, 0.35), (x + 0.5, y + 0.8), r),
                p.circle(shade(pip, -0.25), (x, y), r),
                p.circle(pip, (x + 0.3, y + 0.4), r * 0.78),
            )
        )
    c.put(glyph_layer(c, sym, shade(mid, 0.45), (15.1, 15.3), 1.0, None))  # engraved: a lit lower edge
    c.put(glyph_layer(c, sym, mark, (14.6, 14.6), 1.0, None))
    return c.finish()


def coin(c: Canvas, ring, field, size=48):
    h = size / 2
    disc = c.mask(lambda p, w: p.circle(w, (h, h - 0.5), h - 3))
    c.surf.blit(blur(tint(disc, BLACK, 160), 8), (int(0.8 * SS), int(1.6 * SS)))
    c.outline(disc, INK, 0.8)
    c.fill(disc, ring, (3, size - 4))
    inner = c.mask(lambda p, w: p.circle(w, (h, h - 0.5), h - 6.5))
    radial_field(c, inner, field[0], field[1], None, (h - 4, h - 7), h * 1.2)
    edge = c.layer()
    Pen(edge, SS).ring((0, 0, 0, 170), (h, h), h - 6.5, 2.4)
    c.put(clip(blur(edge, 6), inner))
    return inner


TOKENS = {
    # name: (ring, (outer, inner) field, glyph, glyph colour, scale)
    "clarity": (SILVER, ((10, 30, 80), (70, 130, 220)), "spiral", (250, 252, 255), 1.7),
    "insight": (GOLD, ((20, 50, 60), (60, 170, 170)), "eye", (255, 240, 170), 1.7),
    "life": (SILVER, ((50, 6, 14), (190, 40, 60)), "heart", (255, 236, 236), 1.75),
    "search": (GOLD, ((40, 26, 10), (150, 110, 50)), "magnifier", (255, 248, 226), 1.7),
    "objective": (GOLD, ((60, 10, 20), (200, 50, 60)), "star", (255, 224, 120), 1.9),
    "suspicious": (
        [(0, (90, 20, 24)), (0.5, (40, 8, 10)), (1, (110, 20, 24))],
        ((6, 4, 6), (50, 40, 46)),
        "skull",
        (240, 70, 60),
        1.7,
    ),
    "door": (STEEL, ((20, 24, 36), (80, 90, 120)), None, None, 1.0),
    "fire": (
        [(0, (255, 200, 90)), (0.5, (200, 90, 20)), (1, (255, 170, 60))],
        ((50, 10, 4), (180, 60, 20)),
        "flame",
        (255, 220, 110),
        1.8,
    ),
    "safe": (SILVER, ((8, 40, 24), (50, 160, 100)), None, None, 1.0),
    "hostile": (
        [(0, (150, 110, 190)), (0.5, (60, 30, 90)), (1, (130, 90, 170))],
        ((14, 6, 24), (80, 40, 110)),
        None,
        None,
        1.0,
    ),
    "bookkeeper": (GOLD, ((30, 16, 10), (120, 70, 40)), "book", (250, 240, 220), 1.6),
    "poi": (GOLD, ((24, 16, 50), (110, 80, 200)), None, None, 1.0),
    "rabbit_hole": (SILVER, ((30, 60, 20), (120, 190, 90)), None, None, 1.0),
}


def token_door(c: Canvas):
    m = c.part(
        lambda p, w: p.poly(w, [(15, 38), (15, 15), (19, 10), (29, 10), (33, 15), (33, 38)]),
        [(0, (190, 130, 70)), (1, (110, 64, 30))],
        (10, 38),
        ow=1.2,
    )
    c.detail(m, lambda p: [p.stroke((90, 50, 20), [(x, 12), (x, 38)], 0.7) for x in (20, 24, 28)])
    c.draw(lambda p: (p.circle(GOLD[0][1], (30, 25), 1.5), p.rect(INK, 12, 37.5, 24, 2)))


def token_safe(c: Canvas):
    c.put(glyph_layer(c, "shield", (240, 255, 244), (24, 23.5), 1.75, INK, 1.2))
    c.draw(lambda p: p.stroke((30, 140, 80), [(18.5, 23.5), (22.5, 27.5), (29.5, 19)], 2.4))


def token_hostile(c: Canvas):
    def claws(p, w):
        for k in (-6, 0, 6):
            p.stroke(w, spline([(18 + k, 12), (22 + k, 22), (24 + k, 36)], False), 1.2, 4.2)

    c.part(claws, [(0, (255, 140, 120)), (1, (220, 40, 40))], (12, 36), ow=1.1)


def token_poi(c: Canvas):
    c.part(lambda p, w: p.poly(w, [(24, 9), (38, 23.5), (24, 38), (10, 23.5)]), GOLD, (9, 38), ow=1.2)
    c.draw(
        lambda p: (
            p.poly((60, 30, 90), [(22, 14), (26, 14), (25.2, 27), (22.8, 27)]),
            p.circle((60, 30, 90), (24, 31.5), 2.1),
        )
    )


def token_rabbit_hole(c: Canvas):
    c.part(
        lambda p, w: p.ellipse(w, 24, 32.5, 15, 6.5),
        [(0, (40, 26, 16)), (1, (4, 2, 2))],
        (26, 39),
        ow=1.0,
        outline=(120, 90, 50),
    )
    for s in (-1, 1):
        ear = tr(
            spline([(0, 1), (3.6, -7), (2.6, -16), (0, -20, 1), (-2.6, -16), (-3.6, -7)], True, 5),
            dx=24 + s * 5,
            dy=31,
            ang=s * 0.3,
        )
        c.part(lambda p, w, ear=ear: p.poly(w, ear), [(0, (255, 255, 255)), (1, (210, 204, 214))], (9, 32), ow=1.1)
        c.draw(
            lambda p, s=s: p.poly(
                (246, 160, 186), tr([(0, -2), (1.6, -8), (0, -15), (-1.6, -8)], dx=24 + s * 5, dy=31, ang=s * 0.3)
            )
        )
    c.draw(lambda p: p.ellipse((4, 2, 2), 24, 33.5, 11, 3.8))  # the hole's mouth in front of the ears


TOKEN_ART = {
    "door": token_door,
    "safe": token_safe,
    "hostile": token_hostile,
    "poi": token_poi,
    "rabbit_hole": token_rabbit_hole,
}


def draw_token(name: str) -> pygame.Surface:
    ring, field, glyph, col, k = TOKENS[name]
    c = Canvas(48)
    coin(c, ring, field)
    if glyph:
        if name == "insight":
            c.glow((24, 23.5), 15, (255, 240, 170), 120, 1.6)
        c.put(glyph_layer(c, glyph, col, (24, 23.5), k, INK, 1.1))
    else:
        TOKEN_ART[name](c)
    hi = c.layer()
    Pen(hi, SS).arc((255, 255, 255, 120), (24, 23.5), 19.5, 200, 270, 1.2)
    c.put(blur(hi, 2))
    return c.finish()


# --------------------------------------------------------------------------- the map paper


def periodic_noise(size: int, cells: tuple[int, int], rng: random.Random, passes: int = 2) -> bytes:
    """Smooth value noise that repeats exactly every `size` pixels: a random grid
    blown up in blocks, tiled 3x3, box-blurred (the same everywhere, unlike a
    smoothscale) and cropped from the middle; stretched to the full 0-255 range.
    `cells` must divide `size`."""
    gx, gy = cells
    grid = pygame.Surface((gx, gy))
    for y in range(gy):
        for x in range(gx):
            v = rng.randint(0, 255)
            grid.set_at((x, y), (v, v, v))
    block = pygame.transform.scale(grid, (size, size))
    tiled = pygame.Surface((size * 3, size * 3))
    for j in range(3):
        for i in range(3):
            tiled.blit(block, (i * size, j * size))
    radius = max(1, min(size // gx, size // gy) // 2)
    for _ in range(passes):
        tiled = pygame.transform.box_blur(tiled, radius)
    grey = pygame.image.tobytes(tiled.subsurface((size, size, size, size)), "RGB")[0::3]
    lo, hi = min(grey), max(grey)
    span = max(1, hi - lo)
    return grey.translate(bytes(max(0, min(255, (v - lo) * 255 // span)) for v in range(256)))


def draw_map_paper(size=512) -> pygame.Surface:
    """Dark blue-teal parchment, dream-like, seamless in both directions: blotchy
    value noise, fine vertical fibres, and a few faint motes of light."""
    rng = random.Random(seed_of("map_paper"))
    n1 = periodic_noise(size, (4, 4), rng)
    n2 = periodic_noise(size, (8, 8), rng)
    n3 = periodic_noise(size, (32, 32), rng)
    fibre_col = periodic_noise(size, (128, 1), rng, passes=1)  # streaks: one value per column...
    n4 = bytes(((fibre_col[i] - 128) * m // 255 + 128) for i, m in enumerate(periodic_noise(size, (8, 8), rng)))
    n5 = periodic_noise(size, (8, 8), rng)  # hue drift
    dark = (12, 22, 36)
    light = (44, 78, 92)
    teal = (30, 84, 86)
    buf = bytearray(size * size * 4)
    for i in range(size * size):
        v = (n1[i] * 0.45 + n2[i] * 0.35 + n3[i] * 0.2) / 255.0
        v = v * v * (3 - 2 * v)
        f = (n4[i] - 128) / 1700.0
        t = max(0.0, min(1.0, 0.18 + v * 0.62 + f))
        h = n5[i] / 255.0
        j = i * 4
        for ch in range(3):
            base = dark[ch] + (light[ch] - dark[ch]) * t
            buf[j + ch] = int(base + (teal[ch] - base) * h * 0.35 * t)
        buf[j + 3] = 255
    surf = pygame.image.frombytes(bytes(buf), (size, size), "RGBA")
    motes = pygame.Surface((size, size), pygame.SRCALPHA)
    motes.fill((0, 0, 0, 0))
    for _ in range(70):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        r = rng.choice((0.6, 0.8, 1.0, 1.4))
        a = rng.randint(20, 70)
        g = glow_surface(r * 5, r * 5, (190, 230, 255), a, 2.0)
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                motes.blit(g, (int(x - r * 5 + ox), int(y - r * 5 + oy)))
    surf.blit(motes, (0, 0))
    return surf


# --------------------------------------------------------------------------- what to draw


def refs() -> dict[str, list[str]]:
    """Every standee art the data asks for, by group, in file order."""

    def read(name):
        with open(DATA / name, "rb") as handle:
            return tomllib.load(handle)

    avatars = [a["art_ref"] for a in read("avatars.toml")["avatar"]]
    hostiles: list[str] = []
    for h in read("hostiles.toml")["hostile"]:
        ref = h.get("standee") or h["id"]
        if ref not in hostiles:
            hostiles.append(ref)
    ids: list[str] = []
    for e in read("id_entities.toml")["id_entity"]:
        ref = id_standee(e["id"])
        if ref not in ids:
            ids.append(ref)
    return {"avatars": avatars, "hostiles": hostiles, "ids": ids, "other": ["inner_child"]}


def id_standee(entity_id: str) -> str:
    """The Fear copies (fear_copy_1, fear_copy_2) stand on Fear's standee."""
    return "fear" if entity_id.startswith("fear") else entity_id


def draw_standee(name: str) -> pygame.Surface:
    if name in AVATAR_LOOKS:
        return draw_avatar(name)
    if name in HOSTILE_LOOKS:
        return draw_hostile(name)
    if name in ID_LOOKS:
        return draw_id(name)
    if name == "inner_child":
        return draw_inner_child()
    print(f"warning: no drawing for standee '{name}'; drew a placeholder", file=sys.stderr)
    return standee("hostile", DARK_PURPLE, lambda c: c.eyes([(42, 44), (54, 44)], GLOW_RED, 2, 6), seed=name)


def draw_picture() -> pygame.Surface:
    """The New game screen's picture (256x176): a corner of a dream map at night,
    two comanauts with their seat rings facing a hostile across a red line, the
    inner child waiting in its rabbit hole, and dice tumbling in the corner."""
    w, h = 256, 176
    k = SS
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    paper = pygame.image.load(str(OUT / "map_paper.png")).convert_alpha() if pygame.display.get_surface() \
        else pygame.image.load(str(OUT / "map_paper.png"))
    tile = pygame.transform.smoothscale(paper, (256 * k, 256 * k))
    big.blit(tile, (0, -40 * k))
    shade_layer = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    shade_layer.fill((10, 24, 44, 120))
    big.blit(shade_layer, (0, 0))
    pen = Pen(big, k)
    # spaces: two rooms split by a wall with a red (force it) door, a dotted way on
    pen.stroke(rgba((196, 222, 232), 210), [(8, 96), (120, 96)], 2.0)
    pen.stroke(rgba(WALL_RGB, 255), [(120, 10), (120, 70)], 4.5)
    pen.stroke(rgba(WALL_RGB, 255), [(120, 128), (120, 170)], 4.5)
    pen.stroke(rgba((222, 64, 56), 255), [(120, 70), (120, 128)], 4.5)
    pen.stroke(rgba(WALL_RGB, 255), [(4, 4), (252, 4), (252, 172), (4, 172), (4, 4)], 4.0)
    for x in range(134, 250, 14):
        pen.stroke(rgba((196, 222, 232), 200), [(x, 118), (x + 7, 118)], 2.0)
    out = pygame.transform.smoothscale(big, (w, h))
    # a dream's light: a dusk gradient from the top and soft glows where things wait
    dusk = pygame.Surface((1, 32), pygame.SRCALPHA)
    for y in range(32):
        t = y / 31
        dusk.set_at((0, y), (90, 40, 140, int(120 * (1 - t) ** 2)))
    out.blit(pygame.transform.smoothscale(dusk, (w, h)), (0, 0))

    def glow(centre, radius: int, colour, strength: int) -> None:
        layer = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        for r in range(radius, 0, -2):
            a = int(strength * (1 - r / radius) ** 1.6)
            pygame.draw.circle(layer, colour + (a,), (radius, radius), r)
        out.blit(layer, (centre[0] - radius, centre[1] - radius))

    glow((34, 136), 40, (150, 210, 255), 150)
    glow((184, 72), 56, (200, 40, 60), 120)
    glow((76, 84), 60, (255, 214, 140), 60)

    def put(name: str, centre, size: int) -> None:
        image = pygame.image.load(str(OUT / f"{name}.png"))
        image = pygame.transform.smoothscale(image, (size, size))
        out.blit(image, image.get_rect(center=centre))

    def ring(centre, radius: int, colour) -> None:
        layer = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
        pygame.draw.circle(layer, colour + (255,), (centre[0] * k, centre[1] * k), radius * k, 3 * k)
        out.blit(pygame.transform.smoothscale(layer, (w, h)), (0, 0))

    put("tokens/rabbit_hole", (34, 140), 26)
    put("standees/inner_child", (34, 136), 40)
    put("standees/ransom", (66, 50), 62)
    ring((66, 49), 25, (196, 52, 60))
    put("standees/bruno_vasko", (88, 114), 58)
    ring((88, 113), 23, (52, 104, 200))
    put("standees/cellar_creeper", (184, 72), 76)
    put("tokens/search", (226, 148), 26)
    put("dice/red_5", (170, 144), 30)
    put("dice/purple_3", (198, 152), 26)
    put("dice/green_6", (148, 156), 24)
    put("symbols/red", (120, 99), 16)
    vignette = pygame.Surface((16, 11), pygame.SRCALPHA)
    for y in range(11):
        for x in range(16):
            dx, dy = (x - 7.5) / 8, (y - 5) / 5.5
            vignette.set_at((x, y), (0, 0, 0, int(min(1.0, (dx * dx + dy * dy) * 0.6) * 150)))
    out.blit(pygame.transform.smoothscale(vignette, (w, h)), (0, 0))
    return out


WALL_RGB = (246, 248, 252)


def contact(names, path: Path, cols=8, tw=96) -> None:
    """Every standee at 96 and at 48 px, on the map paper."""
    paper = pygame.image.load(str(OUT / "map_paper.png"))
    rows = (len(names) + cols - 1) // cols
    cell = tw + 60
    sheet = pygame.Surface((cols * cell + 8, rows * (tw + 8) + 8))
    for y in range(0, sheet.get_height(), 512):
        for x in range(0, sheet.get_width(), 512):
            sheet.blit(paper, (x, y))
    for i, name in enumerate(names):
        img = pygame.image.load(str(OUT / "standees" / f"{name}.png"))
        x, y = 8 + (i % cols) * cell, 8 + (i // cols) * (tw + 8)
        sheet.blit(img, (x, y))
        sheet.blit(pygame.transform.smoothscale(img, (48, 48)), (x + tw + 4, y + 24))
    save_png(sheet, path)


def main(argv=None) -> int:
    import argparse
    import time

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="+", metavar="ART", help="redraw only these standees")
    ap.add_argument("--contact", metavar="PNG", help="also write a contact sheet of every standee")
    ap.add_argument("--extras", action="store_true",
                    help="write only the un-rolled dice (face 0) and the New game picture")
    args = ap.parse_args(argv)
    t0 = time.time()
    written: list[Path] = []

    def save(surf, rel):
        save_png(surf, OUT / rel)
        written.append(OUT / rel)

    groups = refs()
    everything = [n for g in groups.values() for n in g]
    if args.extras:
        for kind in DICE:
            save(draw_die(kind, 0), f"dice/{kind}_0.png")
        save(draw_picture(), "picture.png")
        print(f"wrote {len(written)} files under {OUT} in {time.time() - t0:.1f} s")
        return 0
    for name in args.only or everything:
        save(draw_standee(name), f"standees/{name}.png")
    if not args.only:
        for kind in DICE:
            for face in range(0, 7):
                save(draw_die(kind, face), f"dice/{kind}_{face}.png")
        for colour, glyph in SYMBOLS.items():
            if colour in ("suspicious", "inner_child"):
                continue
            save(draw_symbol(glyph), f"symbols/{colour}.png")
        for name in TOKENS:
            save(draw_token(name), f"tokens/{name}.png")
        save(draw_map_paper(), "map_paper.png")
        save(draw_picture(), "picture.png")
    if args.contact:
        contact(everything, Path(args.contact))
    size = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files ({size / 1024:.0f} KiB) under {OUT} in {time.time() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
