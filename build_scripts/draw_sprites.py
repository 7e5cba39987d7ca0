#!/usr/bin/env python3
"""Draw every sprite of Tabletop with pygame-ce and save them under sprites/.

Everything is procedural (polygons, Catmull-Rom splines, gradients, soft glows);
no image, font or other outside asset is read. The output is deterministic: the
same PNG bytes on every run, since all noise comes from seeded random.Random.

    python build_scripts/draw_sprites.py                  # redraw everything (~10 s)
    python build_scripts/draw_sprites.py --only dire_bear # one card art, to iterate
    python build_scripts/draw_sprites.py --contact /tmp/contact.png

It writes:
    sprites/darkmoor/art/<art_ref>.png   256x176 card art, one per art_ref in the data files
    sprites/darkmoor/frame_{minion,hero,location}.png, back_{minion,hero}.png   180x252
    sprites/darkmoor/layout.toml         the frames' rectangles (title, art, text, badges...)
    sprites/icons/*.png                  64x64 icons; seat_0..3 are white, for tinting
    sprites/tokens/{vp1,vp2,peril}.png   64x64 tokens
    sprites/dice/d6_1..6.png             64x64 die faces
    sprites/table.png                    512x512 seamless table texture
    sprites/icon.png, icon_64.png, icon.ico   the app icon (ICO: 16, 32, 48, 64, 256)

Sprites are drawn at 3-4 times their size and scaled down with smoothscale, which
gives the anti-aliased edges.
"""

from __future__ import annotations

import io
import math
import os
import random
import struct
import sys
import tomllib
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites"
DATA = ROOT / "tabletop" / "games" / "darkmoor" / "data"

AW, AH = 256, 176  # card art size
S = 3  # supersampling factor of the card art

WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


# --------------------------------------------------------------------------- colour


def mix(a, b, t: float) -> tuple:
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(min(len(a), len(b))))


def shade(c, f: float) -> tuple:
    """f < 0 darkens towards black, f > 0 lightens towards white."""
    if f < 0:
        return mix(c, (0, 0, 0), -f)
    return mix(c, (255, 255, 255), f)


def sample(stops, t: float) -> tuple:
    if t <= stops[0][0]:
        return stops[0][1]
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            return mix(c0, c1, (t - t0) / (t1 - t0) if t1 > t0 else 1)
    return stops[-1][1]


def rgba(c, a=255) -> tuple:
    return (c[0], c[1], c[2], a if len(c) < 4 else c[3])


def seed_of(name: str) -> int:
    return zlib.crc32(name.encode("utf-8"))


# --------------------------------------------------------------------------- geometry


def lerp(a, b, t):
    return a + (b - a) * t


def lerp2(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def spline(pts, closed=True, seg=6):
    """Catmull-Rom through pts; a point (x, y, 1) is kept as a sharp corner."""
    P = []
    for p in pts:
        if len(p) > 2 and p[2]:
            P += [(p[0], p[1])] * 2
        else:
            P.append((p[0], p[1]))
    n = len(P)
    if n < 3:
        return P
    out = []
    last = n if closed else n - 1
    for i in range(last):
        p0 = P[i - 1] if (closed or i > 0) else P[0]
        p1 = P[i]
        p2 = P[(i + 1) % n]
        p3 = P[(i + 2) % n] if (closed or i + 2 < n) else P[-1]
        for k in range(seg):
            t = k / seg
            t2, t3 = t * t, t * t * t
            x = 0.5 * ((2 * p1[0]) + (-p0[0] + p2[0]) * t + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
                       + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3)
            y = 0.5 * ((2 * p1[1]) + (-p0[1] + p2[1]) * t + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
                       + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3)
            out.append((x, y))
    if not closed:
        out.append(P[-1])
    ded = [out[0]]
    for p in out[1:]:
        if abs(p[0] - ded[-1][0]) > 1e-6 or abs(p[1] - ded[-1][1]) > 1e-6:
            ded.append(p)
    return ded


def sym(half, cx=128.0):
    """A closed symmetric outline from its right half (top centre to bottom centre)."""
    mirrored = [(2 * cx - p[0], p[1]) + tuple(p[2:]) for p in reversed(half)]
    if abs(half[0][0] - cx) < 1e-6:
        mirrored = mirrored[:-1]
    if abs(half[-1][0] - cx) < 1e-6:
        mirrored = mirrored[1:]
    return list(half) + mirrored


def mirror_pts(pts, cx=128.0):
    return [(2 * cx - p[0], p[1]) + tuple(p[2:]) for p in pts]


def rot(p, ang, c=(0, 0)):
    ca, sa = math.cos(ang), math.sin(ang)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * ca - y * sa, c[1] + x * sa + y * ca) + tuple(p[2:])


def tr(pts, dx=0.0, dy=0.0, sx=1.0, sy=None, ang=0.0, c=(0, 0)):
    """Scale about c, rotate about c, then translate."""
    sy = sx if sy is None else sy
    out = []
    for p in pts:
        q = (c[0] + (p[0] - c[0]) * sx, c[1] + (p[1] - c[1]) * sy) + tuple(p[2:])
        if ang:
            q = rot(q, ang, c)
        out.append((q[0] + dx, q[1] + dy) + tuple(q[2:]))
    return out


def stroke_outline(pts, w0, w1=None):
    """Polygon of a polyline whose width goes from w0 to w1 along its length."""
    w1 = w0 if w1 is None else w1
    n = len(pts)
    if n < 2:
        return []
    cum = [0.0]
    for a, b in zip(pts, pts[1:]):
        cum.append(cum[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = cum[-1] or 1.0
    left, right = [], []
    for i, p in enumerate(pts):
        a = pts[max(0, i - 1)]
        b = pts[min(n - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        w = lerp(w0, w1, cum[i] / total) / 2
        left.append((p[0] + nx * w, p[1] + ny * w))
        right.append((p[0] - nx * w, p[1] - ny * w))
    return left + right[::-1]


def arc_pts(c, rx, a0, a1, ry=None, n=24):
    """Points on an ellipse arc, angles in degrees, 0 = right, 90 = down."""
    ry = rx if ry is None else ry
    return [(c[0] + rx * math.cos(math.radians(lerp(a0, a1, i / n))),
             c[1] + ry * math.sin(math.radians(lerp(a0, a1, i / n)))) for i in range(n + 1)]


def star_pts(c, r_out, r_in, n=5, ang=-90.0):
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(ang + i * 180.0 / n)
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts


# --------------------------------------------------------------------------- surfaces


def new_layer(size, rgb=WHITE) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((rgb[0], rgb[1], rgb[2], 0))
    return s


def tint(mask: pygame.Surface, color, alpha=255) -> pygame.Surface:
    t = mask.copy()
    t.fill((color[0], color[1], color[2], alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return t


def clip(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """layer with its alpha multiplied by mask's alpha (mask is white)."""
    out = layer.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def blur(surf: pygame.Surface, k: float) -> pygame.Surface:
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(2, int(w / k)), max(2, int(h / k))))
    return pygame.transform.smoothscale(small, (w, h))


def vgrad(size, stops) -> pygame.Surface:
    """A vertical gradient; stops are (t, rgb or rgba)."""
    w, h = size
    col = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        col.set_at((0, y), rgba(sample(stops, y / max(1, h - 1))))
    return pygame.transform.scale(col, (w, h))


_RADIAL: dict = {}


def radial_sprite(power=2.0, n=128) -> pygame.Surface:
    key = (power, n)
    if key not in _RADIAL:
        buf = bytearray(n * n * 4)
        h = n / 2
        i = 0
        for y in range(n):
            for x in range(n):
                d = math.hypot((x + 0.5 - h) / h, (y + 0.5 - h) / h)
                a = max(0.0, 1.0 - d) ** power
                buf[i:i + 4] = bytes((255, 255, 255, int(a * 255 + 0.5)))
                i += 4
        _RADIAL[key] = pygame.image.frombytes(bytes(buf), (n, n), "RGBA")
    return _RADIAL[key]


def glow_surface(rx, ry, color, alpha=255, power=2.0) -> pygame.Surface:
    spr = pygame.transform.smoothscale(radial_sprite(power), (max(2, int(rx * 2)), max(2, int(ry * 2))))
    return tint(spr, color, alpha)


def blit_glow(dst, center, rx, color, alpha=255, power=2.0, ry=None, add=False):
    ry = rx if ry is None else ry
    g = glow_surface(rx, ry, color, alpha, power)
    pos = (int(center[0] - rx), int(center[1] - ry))
    if add:
        base = pygame.Surface(g.get_size())
        base.fill(BLACK)
        base.blit(g, (0, 0))
        dst.blit(base, pos, special_flags=pygame.BLEND_RGB_ADD)
    else:
        dst.blit(g, pos)


def noise_tile(w, h, gx, gy, rng, lo=0, hi=255) -> pygame.Surface:
    """Tileable smooth value noise: a gx*gy random grid, tiled 3x3, upscaled, centre cropped."""
    grid = pygame.Surface((gx, gy), pygame.SRCALPHA)
    for y in range(gy):
        for x in range(gx):
            v = rng.randint(lo, hi)
            grid.set_at((x, y), (v, v, v, 255))
    big = pygame.Surface((gx * 3, gy * 3), pygame.SRCALPHA)
    for j in range(3):
        for i in range(3):
            big.blit(grid, (i * gx, j * gy))
    up = pygame.transform.smoothscale(big, (w * 3, h * 3))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(up, (0, 0), pygame.Rect(w, h, w, h))
    return out


def rounded_mask(size, radius, inset=0) -> pygame.Surface:
    m = new_layer(size)
    w, h = size
    pygame.draw.rect(m, (255, 255, 255, 255), (inset, inset, w - 2 * inset, h - 2 * inset),
                     border_radius=radius)
    return m


def dilate(mask: pygame.Surface, r: float, step: float = 1.0) -> pygame.Surface:
    """mask grown by r pixels (stamped copies on a disc)."""
    out = new_layer(mask.get_size())
    ir = int(math.ceil(r))
    pts = []
    y = -ir
    while y <= ir:
        x = -ir
        while x <= ir:
            if x * x + y * y <= r * r:
                pts.append((int(round(x)), int(round(y))))
            x += step
        y += step
    for p in sorted(set(pts)):
        out.blit(mask, p)
    return out


def save_png(surf: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "png")
    return buf.getvalue()


# --------------------------------------------------------------------------- pen


class Pen:
    """Draws in logical coordinates on a surface scaled by s (pygame.draw never blends)."""

    def __init__(self, surf: pygame.Surface, s: float = 1.0, ox: float = 0.0, oy: float = 0.0):
        self.surf, self.s, self.ox, self.oy = surf, s, ox, oy

    def P(self, pts):
        s, ox, oy = self.s, self.ox, self.oy
        return [(p[0] * s + ox, p[1] * s + oy) for p in pts]

    def poly(self, c, pts, smooth=False, seg=6):
        if smooth:
            pts = spline(pts, True, seg)
        if len(pts) >= 3:
            pygame.draw.polygon(self.surf, rgba(c), self.P(pts))

    def circle(self, c, center, r, width=0):
        x, y = self.P([center])[0]
        if width:
            pygame.draw.circle(self.surf, rgba(c), (x, y), r * self.s, max(1, int(width * self.s)))
        else:
            pygame.draw.circle(self.surf, rgba(c), (x, y), r * self.s)

    def ellipse(self, c, cx, cy, rx, ry, width=0):
        s = self.s
        rect = pygame.Rect(0, 0, max(1, int(2 * rx * s)), max(1, int(2 * ry * s)))
        rect.center = (int(cx * s + self.ox), int(cy * s + self.oy))
        pygame.draw.ellipse(self.surf, rgba(c), rect, max(1, int(width * s)) if width else 0)

    def rect(self, c, x, y, w, h, radius=0, width=0):
        s = self.s
        r = pygame.Rect(int(x * s + self.ox), int(y * s + self.oy), int(round(w * s)), int(round(h * s)))
        pygame.draw.rect(self.surf, rgba(c), r, max(1, int(width * s)) if width else 0,
                         border_radius=int(radius * s))

    def stroke(self, c, pts, w0, w1=None, smooth=False, cap=True, seg=6):
        w1 = w0 if w1 is None else w1
        if smooth:
            pts = spline(pts, False, seg)
        outline = stroke_outline(pts, w0, w1)
        if len(outline) >= 3:
            pygame.draw.polygon(self.surf, rgba(c), self.P(outline))
        if cap:
            if w0 > 0.6:
                self.circle(c, pts[0], w0 / 2)
            if w1 > 0.6:
                self.circle(c, pts[-1], w1 / 2)

    def arc(self, c, center, r, a0, a1, w, w1=None, ry=None):
        self.stroke(c, arc_pts(center, r, a0, a1, ry, n=max(8, int(abs(a1 - a0) / 6))), w, w1)

    def ring(self, c, center, r, w):
        self.arc(c, center, r, 0, 360, w)


# --------------------------------------------------------------------------- card art canvas

_VIGNETTE = None


def vignette_surface() -> pygame.Surface:
    global _VIGNETTE
    if _VIGNETTE is None:
        buf = bytearray(AW * AH * 4)
        i = 0
        for y in range(AH):
            for x in range(AW):
                dx = (x + 0.5 - AW / 2) / (AW / 2)
                dy = (y + 0.5 - AH / 2) / (AH / 2)
                d = math.sqrt(dx * dx * 0.85 + dy * dy * 1.0)
                a = max(0.0, min(1.0, (d - 0.55) / 0.75)) ** 1.6
                buf[i:i + 4] = bytes((4, 2, 8, int(a * 215)))
                i += 4
        _VIGNETTE = pygame.image.frombytes(bytes(buf), (AW, AH), "RGBA")
    return _VIGNETTE


class Art:
    """A 256x176 illustration drawn at S times its size."""

    def __init__(self, name: str):
        self.name = name
        self.W, self.H = AW * S, AH * S
        self.surf = pygame.Surface((self.W, self.H), pygame.SRCALPHA)
        self.surf.fill((0, 0, 0, 255))
        self.pen = Pen(self.surf, S)
        self.rng = random.Random(seed_of(name))

    # layers -------------------------------------------------------------
    def layer(self) -> pygame.Surface:
        return new_layer((self.W, self.H))

    def lpen(self, layer) -> Pen:
        return Pen(layer, S)

    def put(self, layer, alpha=255, add=False):
        if add:
            base = pygame.Surface(layer.get_size())
            base.fill(BLACK)
            base.blit(layer, (0, 0))
            if alpha != 255:
                base.fill((alpha, alpha, alpha), special_flags=pygame.BLEND_RGB_MULT)
            self.surf.blit(base, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
            return
        if alpha != 255:
            layer = layer.copy()
            layer.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(layer, (0, 0))

    def shape(self, fn) -> pygame.Surface:
        """A white mask drawn by fn(pen, WHITE)."""
        m = self.layer()
        fn(self.lpen(m), (255, 255, 255, 255))
        return m

    # backgrounds ----------------------------------------------------------
    def sky(self, stops):
        self.surf.blit(vgrad((self.W, self.H), stops), (0, 0))

    def glow(self, center, r, color, alpha=255, power=2.0, ry=None, add=False):
        blit_glow(self.surf, (center[0] * S, center[1] * S), r * S, color, alpha, power,
                  None if ry is None else ry * S, add)

    def band(self, y0, y1, color, a0=0, a1=255):
        """A horizontal fog band: alpha a0 at y0 to a1 at y1."""
        h = int((y1 - y0) * S)
        if h <= 0:
            return
        g = vgrad((self.W, h), [(0, rgba(color, a0)), (1, rgba(color, a1))])
        self.surf.blit(g, (0, int(y0 * S)))

    def mist(self, y, thick, color, alpha=120, seed=0, blobs=9):
        rng = random.Random(seed_of(self.name) + seed)
        lay = self.layer()
        for i in range(blobs):
            cx = rng.uniform(-20, AW + 20)
            blit_glow(lay, (cx * S, (y + rng.uniform(-thick, thick) * 0.3) * S),
                      rng.uniform(40, 90) * S, color, alpha, 1.2, ry=thick * S)
        self.surf.blit(lay, (0, 0))

    def stars(self, n, y_max, color=(230, 230, 255), seed=1):
        rng = random.Random(seed_of(self.name) + seed)
        for _ in range(n):
            x, y = rng.uniform(0, AW), rng.uniform(0, y_max)
            r = rng.choice((0.35, 0.45, 0.6, 0.8))
            a = rng.randint(90, 230)
            self.glow((x, y), r * 3.5, color, a // 3, 2.0)
            self.pen.circle(mix((0, 0, 0), color, a / 255), (x, y), r)

    def moon(self, c, r, color, halo=None, halo_r=None, crescent=None, bg=None):
        halo = halo or color
        self.glow(c, halo_r or r * 3.2, halo, 90, 2.2, add=True)
        self.pen.circle(color, c, r)
        if crescent is not None:
            self.pen.circle(bg, (c[0] + crescent[0], c[1] + crescent[1]), r * 0.92)

    def motes(self, n, color, box, seed=2, rmax=1.4, alpha=200):
        rng = random.Random(seed_of(self.name) + seed)
        x0, y0, x1, y1 = box
        for _ in range(n):
            x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
            r = rng.uniform(0.4, rmax)
            self.glow((x, y), r * 5, color, int(alpha * 0.5), 2.0, add=True)
            self.pen.circle(mix(color, WHITE, 0.4), (x, y), r * 0.7)

    # figures ----------------------------------------------------------------
    def figure(self, fn, grad, rim=None, rim_off=(-1.5, -1.5), rim_alpha=255, halo=None, halo_alpha=110,
               halo_blur=10, outline=None, outline_w=1.5, shadow=None, gy=(0, AH)):
        """Draw the white shape fn as a gradient-filled body with rim light and halo.

        Returns the mask so that details can be clipped to the body.
        """
        mask = self.shape(fn)
        if shadow is not None:
            sh = blur(tint(mask, BLACK, shadow[2] if len(shadow) > 2 else 160), 6)
            self.surf.blit(sh, (int(shadow[0] * S), int(shadow[1] * S)))
        if halo is not None:
            big = dilate(pygame.transform.smoothscale(mask, (self.W // 4, self.H // 4)), 2, 1)
            h = blur(tint(big, halo, halo_alpha), halo_blur / 4)
            self.surf.blit(pygame.transform.smoothscale(h, (self.W, self.H)), (0, 0))
        if outline is not None:
            self.surf.blit(tint(dilate(mask, outline_w * S, 1.5), outline), (0, 0))
        if rim is not None:
            self.surf.blit(tint(mask, rim, rim_alpha), (int(rim_off[0] * S), int(rim_off[1] * S)))
        stops = list(grad) if isinstance(grad[0][1], tuple) else [(0, grad[0]), (1, grad[1])]
        body = new_layer((self.W, self.H))
        y0, y1 = int(gy[0] * S), int(gy[1] * S)
        body.blit(vgrad((self.W, max(2, y1 - y0)), stops), (0, y0))
        if y0 > 0:
            body.fill(rgba(stops[0][1]), (0, 0, self.W, y0))
        if y1 < self.H:
            body.fill(rgba(stops[-1][1]), (0, y1, self.W, self.H - y1))
        self.surf.blit(clip(body, mask), (0, 0))
        return mask

    def detail(self, mask, fn, alpha=255, blur_k=0):
        """Draw fn on a layer clipped to mask (spots, stripes, inner shading)."""
        lay = self.layer()
        fn(self.lpen(lay))
        if blur_k:
            lay = blur(lay, blur_k)
        lay = clip(lay, mask)
        self.put(lay, alpha)

    def eyes(self, pts, color, r=1.6, glow_r=7, alpha=230, core=None):
        for p in pts:
            self.glow(p, glow_r, color, alpha, 1.8, add=True)
        for p in pts:
            self.pen.circle(color, p, r)
            self.pen.circle(core or mix(color, WHITE, 0.7), p, r * 0.5)

    def finish(self) -> pygame.Surface:
        small = pygame.transform.smoothscale(self.surf, (AW, AH))
        small.blit(vignette_surface(), (0, 0))
        out = pygame.Surface((AW, AH), pygame.SRCALPHA)
        out.fill((0, 0, 0, 255))
        out.blit(small, (0, 0))
        return out


# --------------------------------------------------------------------------- scenery helpers


GOLD = [(0, (255, 244, 180)), (0.42, (236, 190, 84)), (0.55, (168, 108, 30)), (1, (240, 196, 96))]
SILVER = [(0, (252, 253, 255)), (0.42, (200, 208, 220)), (0.55, (118, 126, 142)), (1, (214, 220, 230))]
STEEL = [(0, (220, 226, 236)), (0.45, (160, 168, 182)), (0.55, (90, 96, 110)), (1, (170, 176, 190))]
WOOD = [(0, (150, 100, 60)), (1, (80, 48, 26))]


def ridge_pts(rng, y, amp, x0=-8, x1=AW + 8, step=6, jag=0.35, freq=1.0, bottom=AH + 10):
    ph = [rng.uniform(0, 6.283) for _ in range(3)]
    pts = [(x0, bottom)]
    x = x0
    while x <= x1:
        h = (math.sin(x * 0.021 * freq + ph[0]) * 0.55 + math.sin(x * 0.047 * freq + ph[1]) * 0.3
             + math.sin(x * 0.11 * freq + ph[2]) * 0.15)
        h += rng.uniform(-jag, jag) * 0.5
        pts.append((x, y - h * amp))
        x += step
    pts.append((x1, bottom))
    return pts


def pine(pen, c, x, base, h, w=None, rng=None):
    w = w or h * 0.42
    pen.rect(c, x - w * 0.05, base - h * 0.15, w * 0.1, h * 0.2)
    tiers = 5
    pts_l, pts_r = [], []
    for i in range(tiers):
        t0 = i / tiers
        yy = base - h * 0.12 - (h * 0.88) * t0
        ww = w * (1 - t0 * 0.85) / 2
        j = rng.uniform(-0.08, 0.08) * w if rng else 0
        pts_r += [(x + ww + j, yy), (x + ww * 0.35, yy - h * 0.88 / tiers * 0.75)]
        pts_l += [(x - ww - j, yy), (x - ww * 0.35, yy - h * 0.88 / tiers * 0.75)]
    outline = pts_r + [(x, base - h)] + pts_l[::-1]
    pen.poly(c, outline)


def dead_tree(pen, c, x, base, h, rng, w=None, lean=0.0, depth=4, spread=0.6):
    w = w or h * 0.09

    def branch(p, ang, length, width, d):
        end = (p[0] + math.cos(ang) * length, p[1] + math.sin(ang) * length)
        mid = (lerp(p[0], end[0], 0.5) + rng.uniform(-1, 1) * length * 0.12,
               lerp(p[1], end[1], 0.5) + rng.uniform(-1, 1) * length * 0.08)
        pen.stroke(c, [p, mid, end], width, width * 0.55, smooth=True, seg=4)
        if d <= 0 or length < 3:
            return
        n = 2 if d > 1 else rng.choice((2, 3))
        for k in range(n):
            a = ang + spread * (k - (n - 1) / 2) * rng.uniform(0.7, 1.3) + rng.uniform(-0.2, 0.2)
            branch(end, a, length * rng.uniform(0.55, 0.75), width * 0.6, d - 1)

    # roots
    pen.poly(c, [(x - w * 1.6, base + 1), (x - w * 0.4, base - h * 0.1), (x + w * 0.4, base - h * 0.1),
                 (x + w * 1.7, base + 1)])
    branch((x, base), -math.pi / 2 + lean, h * 0.45, w, depth)


def bird(pen, c, x, y, s=1.0, flap=0.0):
    """A raven in flight: two swept wings and a body."""
    up = 4 * flap
    wing_l = [(x, y), (x - 5 * s, y - (3 + up) * s), (x - 11 * s, y - (2 + up) * s), (x - 7 * s, y - 0.6 * s),
              (x - 2 * s, y + 1 * s)]
    wing_r = mirror_pts(wing_l, x)
    pen.poly(c, wing_l, smooth=True, seg=3)
    pen.poly(c, wing_r, smooth=True, seg=3)
    pen.ellipse(c, x, y + 0.3 * s, 2.2 * s, 1.2 * s)


def bat_wing(pen, c, shoulder, wrist, fingers):
    """Membrane wing: an arm to the wrist, then scalloped membrane between finger tips."""
    pen.stroke(c, [shoulder, wrist], 4, 3)
    poly = [shoulder, wrist]
    for i, f in enumerate(fingers):
        poly.append((f[0], f[1], 1))
        if i < len(fingers) - 1:
            nxt = fingers[i + 1]
            mid = lerp2(f, nxt, 0.5)
            inward = lerp2(mid, wrist, 0.28)
            poly.append(inward)
    poly.append(lerp2(fingers[-1], shoulder, 0.55))
    pen.poly(c, poly, smooth=True, seg=5)
    for f in fingers:
        pen.stroke(c, [wrist, f], 1.6, 0.8)


def wing_shape(shoulder, wrist, tip, n, lens, dirs, notch=0.3):
    """Outline of a feathered wing and its feather lines.

    The leading edge runs shoulder -> wrist -> tip; n flight feathers hang off it, their
    lengths and directions (radians) interpolated from the tip (index 0) to the shoulder.
    """
    lead = spline([shoulder, wrist, tip], False, 10)
    cum = [0.0]
    for p, q in zip(lead, lead[1:]):
        cum.append(cum[-1] + math.hypot(q[0] - p[0], q[1] - p[1]))
    total = cum[-1]

    def at(t):
        d = t * total
        for i in range(1, len(lead)):
            if cum[i] >= d:
                f = (d - cum[i - 1]) / ((cum[i] - cum[i - 1]) or 1)
                return lerp2(lead[i - 1], lead[i], f)
        return lead[-1]

    roots, tips = [], []
    for i in range(n):
        t = 1 - i / (n - 1) * 0.92
        r = at(t)
        L = lerp(lens[0], lens[1], i / (n - 1))
        a = lerp(dirs[0], dirs[1], i / (n - 1))
        roots.append(r)
        tips.append((r[0] + math.cos(a) * L, r[1] + math.sin(a) * L))
    out = list(lead)
    for i in range(n):
        out.append((tips[i][0], tips[i][1], 1))
        if i < n - 1:
            m = lerp2(tips[i], tips[i + 1], 0.5)
            r = lerp2(roots[i], roots[i + 1], 0.5)
            out.append(lerp2(m, r, notch))
    out.append(shoulder)
    return out, list(zip(roots, tips))

def rays(a: Art, center, color, alpha=90, n=18, radius=260, phase=0.0, frac=0.5, fade=1.0):
    lay = a.layer()
    p = a.lpen(lay)
    for i in range(n):
        a0 = phase + i * 2 * math.pi / n
        a1 = a0 + 2 * math.pi / n * frac
        p.poly(rgba(color), [center, (center[0] + math.cos(a0) * radius, center[1] + math.sin(a0) * radius),
                             (center[0] + math.cos(a1) * radius, center[1] + math.sin(a1) * radius)])
    fall = new_layer((a.W, a.H))
    blit_glow(fall, (center[0] * S, center[1] * S), radius * S * fade, WHITE, 255, 1.0)
    a.put(clip(lay, fall), alpha)

def local(pts, origin, ang):
    """Points given with the y axis along ang (radians), placed at origin."""
    ca, sa = math.cos(ang), math.sin(ang)
    return [(origin[0] + x * ca - y * sa, origin[1] + x * sa + y * ca) + tuple(p[2:]) for p in pts
            for x, y in [p[:2]]]

def axe_head(p, c, at, ang, size=1.0, flip=False):
    f = -1 if flip else 1
    blade = [(0, -6), (-f * 10, -9), (-f * 24, -24, 1), (-f * 31, 0), (-f * 24, 24, 1), (-f * 10, 9), (0, 6)]
    spike = [(0, -4), (f * 12, 0, 1), (0, 4)]
    blade = [(x * size, y * size) + tuple(q[2:]) for q in blade for x, y in [q[:2]]]
    spike = [(x * size, y * size) + tuple(q[2:]) for q in spike for x, y in [q[:2]]]
    p.poly(c, local(blade, at, ang), smooth=True, seg=5)
    p.poly(c, local(spike, at, ang))
    p.circle(c, at, 5 * size)

def haft_angle(top, hilt):
    d = (hilt[0] - top[0], hilt[1] - top[1])
    return math.atan2(-d[0], d[1])

def hero_sky(a: Art, stops, ray_color, center=(128, 80), alpha=38, n=28):
    a.sky(stops)
    rays(a, center, ray_color, alpha, n)
    a.glow(center, 110, ray_color, 90, 1.6, add=True)

def rapier(p, c, hilt, tip, grip_c=None):
    ang = math.atan2(tip[1] - hilt[1], tip[0] - hilt[0])
    u = (math.cos(ang), math.sin(ang))
    n = (-u[1], u[0])

    def P(a_, b_):
        return (hilt[0] + u[0] * a_ + n[0] * b_, hilt[1] + u[1] * a_ + n[1] * b_)

    p.stroke(c, [hilt, tip], 4.0, 0.8)
    p.stroke(c, spline([P(2, -13), P(0, -6), P(0, 6), P(-2, 13)], False), 2.6)
    p.circle(c, P(2, -13), 2.2)
    p.circle(c, P(-2, 13), 2.2)
    p.poly(c, [P(4, -7), P(7, 0), P(4, 7), P(0, 8), P(0, -8)], smooth=True)
    p.stroke(grip_c or c, [P(0, 0), P(-15, 0)], 4.2, 3.6)
    p.stroke(c, spline([P(0, 8), P(-7, 10), P(-15, 6), P(-18, 1)], False), 1.8)
    p.circle(c, P(-19, 0), 3.8)

def reflect(a: Art, y, alpha=110, water=((30, 40, 60), (10, 14, 24)), tint_c=(180, 200, 230), ripples=None,
            seed=0):
    """Mirror everything above y into a water surface below y."""
    yS = int(y * S)
    h = a.H - yS
    src = a.surf.subsurface((0, max(0, yS - h), a.W, min(h, yS))).copy()
    flipped = pygame.transform.flip(src, False, True)
    a.surf.blit(vgrad((a.W, h), [(0, water[0]), (1, water[1])]), (0, yS))
    refl = tint(flipped, tint_c, alpha)
    a.surf.blit(blur(refl, 2), (0, yS))
    rng = random.Random(seed_of(a.name) + seed)
    rc = ripples or mix(tint_c, WHITE, 0.3)
    for _ in range(40):
        yy = rng.uniform(y + 1, AH)
        x = rng.uniform(-10, AW)
        L = rng.uniform(8, 40) * (0.4 + (yy - y) / (AH - y))
        lay = a.layer()
        a.lpen(lay).stroke(rgba(rc), [(x, yy), (x + L, yy)], 0.7, 0.5)
        a.put(lay, rng.randint(40, 110))

def raven(p, c, x, y, s=1.0, flip=False):
    """A perched raven with its feet at (x, y), facing left (or right if flip)."""
    f = -1 if flip else 1

    def P(u, v, sharp=0):
        return (x + u * s * f, y + v * s, sharp)

    p.poly(c, [P(-14, -9.6, 1), P(-9, -12.4), P(-6, -13.4), P(-3, -11.6), P(2, -8.6), P(8, -4.6), P(14, 0.4, 1),
               P(9, 0.2), P(4, -1.4), P(-1, -1.6), P(-5, -3.6), P(-7.5, -7.4), P(-9.5, -9.0)], smooth=True, seg=4)
    p.stroke(c, [P(-1.5, -2.5), P(-2, 0)], 0.9 * s)
    p.stroke(c, [P(1.0, -2.5), P(1.2, 0)], 0.9 * s)

def crenel(p, c, x0, x1, y, mh=4, mw=4, gap=3):
    p.rect(c, x0, y, x1 - x0, mh * 0.6 + 1)
    x = x0
    while x < x1 - 0.5:
        p.rect(c, x, y - mh, min(mw, x1 - x), mh + 1)
        x += mw + gap

def tower(p, c, x, base, w, h, roof=0.0, cren=True):
    p.rect(c, x - w / 2, base - h, w, h + 1)
    if roof:
        p.poly(c, [(x - w / 2 - 2, base - h), (x, base - h - roof, 1), (x + w / 2 + 2, base - h)])
    elif cren:
        crenel(p, c, x - w / 2 - 1.5, x + w / 2 + 1.5, base - h, 4, max(2.5, w / 7), max(2, w / 10))

def window(a: Art, x, y, w, h, color=(255, 190, 90), glow=True, arch=True):
    if glow:
        a.glow((x, y), max(w, h) * 2.2, color, 120, 1.8, add=True)
    pts = [(x - w / 2, y + h / 2), (x - w / 2, y - h / 4), (x, y - h / 2, 1), (x + w / 2, y - h / 4),
           (x + w / 2, y + h / 2)] if arch else [(x - w / 2, y + h / 2), (x - w / 2, y - h / 2),
                                                   (x + w / 2, y - h / 2), (x + w / 2, y + h / 2)]
    a.pen.poly(color, pts, smooth=False)

def lightning(a: Art, pts, color=(220, 200, 255)):
    lay = a.layer()
    lp = a.lpen(lay)
    lp.stroke(color, pts, 2.2, 0.6)
    a.put(blur(lay, 4), 255, add=True)
    a.put(lay, 255, add=True)
    a.pen.stroke((255, 255, 255), pts, 0.9, 0.3)


# =========================================================================== card art

ART: dict = {}


def art(name):
    def deco(fn):
        ART[name] = fn
        return fn
    return deco


def ground(a, y, color, amp=3.0, seed=0, step=8):
    rng = random.Random(seed_of(a.name) + 100 + seed)
    a.pen.poly(color, ridge_pts(rng, y, amp, step=step, jag=0.4))


def tooth(pen, x, base, w, h, lean, dark, light, lit_left=True):
    tip = (x + lean, base - h)
    pts = [(x - w / 2, base + 2), (x - w * 0.38, base - h * 0.45), tip, (x + w * 0.36, base - h * 0.5),
           (x + w / 2, base + 2)]
    pen.poly(dark, pts)
    if lit_left:
        pen.poly(light, [(x - w / 2, base + 2), (x - w * 0.38, base - h * 0.45), tip,
                         (x - w * 0.05 + lean * 0.4, base - h * 0.4), (x - w * 0.12, base + 2)])
    else:
        pen.poly(light, [(x + w / 2, base + 2), (x + w * 0.36, base - h * 0.5), tip,
                         (x + w * 0.08 + lean * 0.4, base - h * 0.4), (x + w * 0.14, base + 2)])


# ---------------------------------------------------------------- minions: beasts


@art("dire_bear")
def a_dire_bear(a: Art):
    a.sky([(0, (14, 9, 16)), (0.45, (52, 20, 28)), (0.8, (66, 28, 28)), (1, (36, 16, 18))])
    a.moon((192, 44), 26, (226, 122, 80), halo=(255, 110, 50))
    a.glow((192, 44), 26, (255, 200, 150), 80, 1.2)
    rng = random.Random(7)
    for i in range(34):
        x = -6 + i * 8 + rng.uniform(-3, 3)
        pine(a.pen, (48, 20, 24), x, 146, rng.uniform(40, 62), rng=rng)
    for i in range(30):
        x = -2 + i * 9 + rng.uniform(-3, 3)
        pine(a.pen, (34, 14, 18), x, 150, rng.uniform(26, 40), rng=rng)
    a.band(100, 150, (18, 8, 12), 0, 150)
    a.mist(146, 8, (150, 60, 44), 60, seed=1, blobs=8)
    for x, h in ((4, 120), (18, 92), (246, 110), (256, 88)):
        pine(a.pen, (22, 10, 14), x, 160, h, rng=rng)
    ground(a, 148, (22, 11, 14), 2)

    def far_legs(p, c):
        p.poly(c, [(124, 112), (146, 112), (146, 140), (150, 151, 1), (126, 151, 1), (128, 132)], smooth=True)
        p.poly(c, [(166, 108), (188, 110), (188, 140), (192, 151, 1), (168, 151, 1), (170, 128)], smooth=True)

    a.figure(far_legs, ((34, 20, 20), (14, 8, 10)), rim=(200, 110, 80), rim_off=(0.8, -0.8), rim_alpha=140)

    def body(p, c):
        p.poly(c, [(28, 93, 1), (33, 86), (46, 81), (57, 75), (63, 68), (65, 61), (71, 56), (78, 57), (81, 63),
                   (92, 65), (104, 57), (120, 49), (138, 48), (158, 54), (178, 58), (194, 62), (206, 72),
                   (211, 86), (208, 101), (200, 113), (198, 130), (202, 146), (206, 152, 1), (180, 153, 1),
                   (182, 140), (177, 124), (170, 113, 1), (162, 118, 1), (154, 112, 1), (146, 118, 1),
                   (138, 112, 1), (130, 118, 1), (122, 116), (118, 134), (120, 152, 1), (93, 153, 1),
                   (97, 140), (97, 122), (91, 107), (82, 100), (70, 98), (56, 98), (42, 96), (33, 95)],
               smooth=True)

    m = a.figure(body, ((70, 46, 38), (18, 10, 12)), rim=(255, 150, 96), rim_off=(1.0, -1.6),
                 halo=(160, 64, 44), halo_alpha=60, gy=(48, 152))
    a.detail(m, lambda p: (p.stroke((12, 6, 8, 170), [(100, 82), (104, 100), (101, 120)], 3, 1, smooth=True),
                           p.stroke((12, 6, 8, 150), [(196, 84), (190, 106), (184, 122)], 3, 1, smooth=True),
                           p.stroke((150, 90, 70, 110), [(58, 74), (70, 68), (84, 68)], 2, 0.5, smooth=True)))
    for cx in (95, 99, 103, 107):
        a.pen.poly((225, 210, 190), [(cx - 4, 151.5), (cx - 1.5, 151.5), (cx - 6, 155, 1)])
    for cx in (182, 186, 190, 194):
        a.pen.poly((225, 210, 190), [(cx - 4, 151.5), (cx - 1.5, 151.5), (cx - 6, 155, 1)])
    a.pen.stroke((10, 4, 6), [(30, 93), (40, 95), (50, 95)], 1.5, 0.8)
    a.pen.poly((235, 225, 205), [(37, 94.3), (40, 94.3), (38.5, 98)])
    a.pen.circle((10, 4, 6), (31, 88), 2.2)
    a.eyes([(54, 79)], (255, 150, 40), r=1.6, glow_r=8)
    a.band(154, 176, (10, 5, 8), 0, 200)


def sword(p, c, hilt, tip, width=5.0, guard=None, gc=None):
    ang = math.atan2(tip[1] - hilt[1], tip[0] - hilt[0])
    nx, ny = -math.sin(ang), math.cos(ang)
    L = math.hypot(tip[0] - hilt[0], tip[1] - hilt[1])
    w = width / 2
    base = hilt
    p.poly(c, [(base[0] + nx * w, base[1] + ny * w),
               (base[0] + math.cos(ang) * L * 0.82 + nx * w * 0.85, base[1] + math.sin(ang) * L * 0.82 + ny * w * 0.85),
               tip,
               (base[0] + math.cos(ang) * L * 0.82 - nx * w * 0.85, base[1] + math.sin(ang) * L * 0.82 - ny * w * 0.85),
               (base[0] - nx * w, base[1] - ny * w)])
    g = guard or width * 2.6
    gc = gc or c
    p.stroke(gc, [(hilt[0] + nx * g, hilt[1] + ny * g), (hilt[0] - nx * g, hilt[1] - ny * g)], width * 0.7)
    back = (hilt[0] - math.cos(ang) * width * 2.2, hilt[1] - math.sin(ang) * width * 2.2)
    p.stroke(gc, [hilt, back], width * 0.55)
    p.circle(gc, back, width * 0.5)


@art("charging_minotaur")
def a_charging_minotaur(a: Art):
    a.sky([(0, (26, 8, 8)), (0.45, (96, 32, 22)), (0.72, (170, 78, 40)), (1, (70, 28, 18))])
    a.glow((128, 100), 110, (255, 140, 60), 110, 1.4, ry=60, add=True)
    rng = random.Random(4)
    a.pen.poly((70, 26, 20), ridge_pts(rng, 128, 8, step=6))
    a.mist(150, 22, (200, 120, 70), 110, seed=3, blobs=12)

    def horns(p, c):
        for s in (1, -1):
            pts = [(128 + s * 18, 62), (128 + s * 42, 54), (128 + s * 66, 48), (128 + s * 82, 34), (128 + s * 84, 14)]
            p.stroke(c, spline(pts, False, 6), 15, 0.5, cap=False)
            p.circle(c, (128 + s * 19, 62), 7.5)

    hm = a.figure(horns, ((250, 236, 200), (150, 120, 90)), rim=(255, 170, 110), rim_off=(0, -1.2),
                  outline=(30, 10, 8), outline_w=1.0, gy=(12, 70))

    def rings(p):
        for s in (1, -1):
            for t in (0.35, 0.5, 0.65):
                x = 128 + s * lerp(26, 76, t)
                y = lerp(60, 40, t)
                p.stroke((90, 60, 40, 160), [(x - 2 * s, y - 8), (x + 2 * s, y + 8)], 1.2)
        p.poly((60, 30, 20, 120), [(0, 56), (256, 56), (256, 80), (0, 80)])
    a.detail(hm, rings)

    def body(p, c):
        p.poly(c, sym([(128, 96), (150, 92), (178, 98), (206, 112), (228, 134), (240, 160), (246, 182),
                       (128, 182)]), smooth=True)
        p.poly(c, sym([(128, 50), (141, 51), (152, 58), (156, 72), (155, 88), (150, 102), (147, 114),
                       (153, 124), (155, 136), (148, 146), (138, 150), (128, 151)]), smooth=True)
        for s in (1, -1):
            p.poly(c, [(128 + s * 24, 70), (128 + s * 44, 72, 1), (128 + s * 40, 80), (128 + s * 25, 82)],
                   smooth=True)
        p.poly(c, [(114, 54), (120, 42, 1), (126, 52), (132, 40, 1), (136, 52), (142, 44, 1), (142, 56)])

    m = a.figure(body, [(0, (100, 52, 38)), (0.5, (60, 28, 22)), (1, (24, 10, 10))], rim=(255, 150, 80),
                 rim_off=(0, -1.6), halo=(255, 120, 60), halo_alpha=70, gy=(40, 176))
    a.detail(m, lambda p: (p.ellipse((130, 80, 60, 120), 128, 134, 24, 15),
                           p.ellipse((150, 90, 70, 60), 128, 78, 20, 20),
                           p.stroke((20, 6, 6, 200), [(108, 76), (122, 84), (128, 82), (134, 84), (148, 76)], 3, 3,
                                    smooth=True)))
    a.pen.ellipse((24, 8, 8), 119, 136, 4.2, 3)
    a.pen.ellipse((24, 8, 8), 137, 136, 4.2, 3)
    a.pen.arc((230, 180, 80), (128, 141), 8, 15, 165, 2.2)
    a.eyes([(115, 88), (141, 88)], (255, 60, 30), r=1.9, glow_r=9)
    for x, y, r in ((100, 152, 16), (84, 162, 20), (156, 152, 16), (172, 162, 20)):
        a.glow((x, y), r, (255, 230, 210), 70, 1.5)


@art("spotted_griffin")
def a_spotted_griffin(a: Art):
    a.sky([(0, (14, 22, 36)), (0.5, (40, 66, 82)), (0.85, (150, 146, 116)), (1, (90, 90, 80))])
    a.glow((70, 130), 120, (255, 210, 150), 90, 1.5, ry=60, add=True)
    for x, y, rx in ((40, 40, 70), (210, 70, 80), (120, 100, 90)):
        a.glow((x, y), rx, (90, 120, 130), 90, 1.3, ry=rx * 0.3)
    rng = random.Random(9)
    a.pen.poly((58, 76, 84), ridge_pts(rng, 152, 14, step=5, jag=0.6))
    a.pen.poly((36, 48, 56), ridge_pts(rng, 168, 8, step=6, jag=0.6))
    far, far_lines = wing_shape((150, 90), (170, 48), (214, 22), 8, (34, 22), (-0.35, 0.75))
    near, near_lines = wing_shape((126, 92), (118, 44), (156, 8), 9, (42, 26), (-0.55, 0.85))

    a.figure(lambda p, c: p.poly(c, far, smooth=False), ((150, 116, 72), (80, 56, 34)),
             rim=(255, 240, 200), rim_off=(0, -1), rim_alpha=140, gy=(20, 110))
    for r, t in far_lines:
        a.pen.stroke((70, 48, 30), [lerp2(r, t, 0.2), lerp2(r, t, 0.95)], 0.8, 0.3)

    def body(p, c):
        p.poly(c, [(100, 102), (106, 90), (118, 84), (150, 84), (178, 86), (196, 92), (206, 104), (202, 118),
                   (188, 124), (160, 122), (130, 122), (110, 118)], smooth=True)
        p.poly(c, [(98, 106), (88, 92), (80, 78), (78, 68), (90, 62), (100, 72), (114, 86)], smooth=True)
        p.ellipse(c, 78, 62, 12, 11)
        p.poly(c, [(86, 54), (96, 52, 1), (92, 58), (100, 60, 1), (90, 64)], smooth=True)
        p.stroke(c, spline([(188, 116), (204, 124), (220, 126), (234, 130)], False), 15, 6)
        p.ellipse(c, 236, 131, 5, 3.5)
        p.stroke(c, spline([(176, 118), (188, 132), (204, 140), (218, 144)], False), 12, 5)
        p.ellipse(c, 220, 145, 5, 3.5)
        p.stroke(c, spline([(204, 104), (220, 96), (234, 100), (242, 92)], False), 4, 2)
        p.poly(c, [(238, 94), (246, 84, 1), (250, 92), (248, 98, 1)], smooth=True)
        p.stroke(c, spline([(106, 110), (94, 118), (84, 122)], False), 9, 5)
        p.stroke(c, spline([(116, 116), (108, 128), (98, 134)], False), 8, 5)

    m = a.figure(body, ((226, 180, 108), (120, 76, 40)), rim=(255, 246, 214), rim_off=(-0.8, -1.4),
                 halo=(255, 240, 200), halo_alpha=40, gy=(50, 146))

    def spots(p):
        r = random.Random(21)
        for _ in range(44):
            x, y = r.uniform(108, 240), r.uniform(84, 148)
            p.ellipse((70, 40, 20, 210), x, y, r.uniform(1.8, 3.2), r.uniform(1.4, 2.4))
        p.poly((255, 246, 226, 120), [(66, 52), (88, 50), (100, 72), (110, 90), (96, 100), (82, 76), (68, 70)],
               smooth=True)
    a.detail(m, spots)
    a.detail(m, lambda p: p.ellipse((90, 56, 30, 200), 156, 132, 60, 14), blur_k=6)
    a.figure(lambda p, c: p.poly(c, [(68, 55), (54, 57), (45, 64), (43, 72, 1), (50, 67), (58, 68), (68, 69)],
                                 smooth=True), ((250, 210, 90), (170, 110, 30)), outline=(60, 36, 16), outline_w=0.6)
    for base in ((84, 122), (98, 134)):
        for ang in (2.7, 2.1, 1.5):
            tip = (base[0] + 7 * math.cos(ang), base[1] + 7 * math.sin(ang))
            a.pen.stroke((60, 40, 24), [base, lerp2(base, tip, 0.6), (tip[0] + 1, tip[1] + 1)], 2.2, 0.4, smooth=True)
    wm = a.figure(lambda p, c: p.poly(c, near, smooth=False), ((240, 206, 146), (150, 104, 60)),
                  rim=(255, 250, 226), rim_off=(-0.8, -1.2), outline=(70, 46, 28), outline_w=0.5, gy=(8, 110))

    def wdet(p):
        for r, t in near_lines:
            p.stroke((110, 70, 40, 220), [lerp2(r, t, 0.15), lerp2(r, t, 0.95)], 0.9, 0.3)
        rr = random.Random(5)
        for _ in range(22):
            x, y = rr.uniform(112, 160), rr.uniform(20, 96)
            p.ellipse((90, 56, 28, 200), x, y, rr.uniform(1.6, 2.6), rr.uniform(1.2, 2.0))
    a.detail(wm, wdet)
    a.pen.stroke((50, 30, 16), [(70, 57), (78, 55), (84, 57)], 1.4, 0.6)
    a.eyes([(74, 60)], (255, 210, 60), r=1.6, glow_r=6, core=(20, 10, 0))


@art("stone_gargoyle")
def a_stone_gargoyle(a: Art):
    a.sky([(0, (8, 12, 28)), (0.6, (30, 40, 70)), (1, (46, 56, 84))])
    a.stars(40, 90, seed=3)
    a.moon((128, 52), 36, (214, 220, 232), halo=(140, 170, 230))
    a.glow((120, 46), 30, (180, 186, 200), 90, 1.0)
    for x0, w, h in ((10, 16, 90), (34, 10, 70), (214, 14, 100), (238, 10, 74)):
        a.pen.poly((22, 28, 48), [(x0 - w / 2, 176), (x0 - w / 2, 176 - h), (x0, 176 - h - w * 2.5, 1),
                                  (x0 + w / 2, 176 - h), (x0 + w / 2, 176)])
        a.pen.rect((120, 110, 60), x0 - 1.5, 176 - h + 12, 3, 5)
    a.band(120, 176, (20, 26, 44), 0, 200)

    def wings(p, c):
        for s in (1, -1):
            X = lambda x: 128 + s * (128 - x)  # noqa: E731
            bat_wing(p, c, (X(112), 86), (X(72), 40),
                     [(X(26), 26), (X(28), 62), (X(46), 86), (X(76), 100)])

    a.figure(wings, ((92, 98, 112), (40, 44, 56)), rim=(210, 222, 255), rim_off=(0, -1.2),
             outline=(14, 16, 26), outline_w=0.8, gy=(20, 110))

    def ledge(p, c):
        p.rect(c, 44, 134, 168, 50)

    lm = a.figure(ledge, ((120, 124, 136), (50, 54, 66)), rim=(200, 210, 240), rim_off=(0, -1), gy=(134, 176))

    def blocks(p):
        for y in (146, 160):
            p.rect((20, 22, 30, 160), 44, y, 168, 1)
        for i, y in enumerate((134, 146, 160)):
            for x in range(44 + (i % 2) * 14, 212, 28):
                p.rect((20, 22, 30, 160), x, y, 1, 14)
        p.rect((230, 235, 255, 90), 44, 134, 168, 2)
    a.detail(lm, blocks)

    def body(p, c):
        p.ellipse(c, 128, 68, 13, 14)
        for s in (1, -1):
            X = lambda x: 128 + s * (x - 128)  # noqa: E731
            p.stroke(c, spline([(X(121), 58), (X(113), 49), (X(108), 39), (X(111), 28)], False), 5, 0.3)
            p.poly(c, [(X(117), 62), (X(98), 55, 1), (X(116), 72)])
            p.circle(c, (X(145), 88), 10)
            p.stroke(c, spline([(X(148), 90), (X(151), 110), (X(143), 133)], False), 9, 7)
            p.stroke(c, spline([(X(136), 116), (X(160), 104), (X(170), 118), (X(164), 133)], False), 15, 10)
            p.ellipse(c, X(166), 134, 10, 4)
            p.ellipse(c, X(143), 134, 6, 3)
        p.poly(c, [(117, 70), (139, 70), (135, 84), (121, 84)], smooth=True)
        p.poly(c, sym([(128, 78), (142, 80), (152, 88), (155, 100), (150, 116), (140, 126), (128, 127)]),
               smooth=True)
        p.stroke(c, spline([(128, 124), (110, 136), (98, 150), (106, 162), (116, 158)], False), 5, 2)
        p.poly(c, [(114, 152), (124, 160, 1), (112, 163)])

    m = a.figure(body, ((150, 156, 168), (60, 64, 76)), rim=(230, 238, 255), rim_off=(0, -1.3),
                 outline=(14, 16, 26), outline_w=0.8, halo=(40, 50, 90), halo_alpha=120, gy=(30, 160))

    def stone(p):
        r = random.Random(8)
        for _ in range(260):
            x, y = r.uniform(60, 200), r.uniform(30, 170)
            v = r.randint(0, 1)
            p.circle((255, 255, 255, 40) if v else (0, 0, 0, 60), (x, y), r.uniform(0.4, 1.0))
        p.stroke((20, 22, 30, 200), [(140, 90), (146, 98), (143, 104), (148, 112)], 0.8)
        p.stroke((20, 22, 30, 200), [(118, 60), (122, 66), (120, 70)], 0.7)
        p.poly((0, 0, 10, 90), [(128, 0), (AW, 0), (AW, AH), (128, AH)])
    a.detail(m, stone)
    for s in (1, -1):
        for k in (-3, 0, 3):
            a.pen.poly((40, 42, 54), [(128 + s * 38 + k - 1.2, 136), (128 + s * 38 + k + 1.2, 136),
                                      (128 + s * 38 + k, 140, 1)])
    a.pen.stroke((20, 20, 28), [(121, 80), (125, 82), (131, 82), (135, 80)], 1.0)
    a.eyes([(122.5, 67), (133.5, 67)], (255, 90, 40), r=1.4, glow_r=6)


@art("intriguing_familiar")
def a_intriguing_familiar(a: Art):
    a.sky([(0, (16, 8, 28)), (0.55, (56, 22, 76)), (1, (24, 10, 34))])
    a.glow((128, 84), 90, (170, 90, 255), 110, 1.6, add=True)
    # arcane circle behind
    a.pen.ring((110, 60, 160), (128, 82), 58, 1.2)
    a.pen.ring((90, 50, 140), (128, 82), 50, 0.8)
    for i in range(12):
        ang = i * math.pi / 6
        a.pen.stroke((120, 70, 170), [(128 + math.cos(ang) * 50, 82 + math.sin(ang) * 50),
                                      (128 + math.cos(ang) * 58, 82 + math.sin(ang) * 58)], 1.0)
    a.pen.poly((96, 52, 140), star_pts((128, 82), 50, 19, 5), smooth=False)
    a.pen.poly((50, 22, 70), star_pts((128, 82), 44, 17, 5))

    def books(p, c):
        p.rect(c, 70, 140, 118, 14, radius=2)
        p.rect(c, 82, 152, 100, 14, radius=2)
        p.rect(c, 64, 164, 124, 14, radius=2)

    bm = a.figure(books, ((90, 40, 40), (40, 16, 24)), gy=(140, 176))
    a.detail(bm, lambda p: (p.rect((220, 200, 160, 220), 180, 142, 6, 10), p.rect((220, 200, 160, 220), 84, 154, 6, 10),
                            p.rect((40, 70, 60, 255), 82, 152, 100, 14), p.rect((40, 40, 80, 255), 64, 164, 124, 14),
                            p.rect((220, 180, 90, 200), 100, 140, 3, 14), p.rect((220, 180, 90, 200), 150, 152, 3, 14),
                            p.rect((220, 200, 160, 220), 66, 166, 6, 10)))
    # candle
    a.pen.rect((220, 200, 170), 196, 120, 8, 22, radius=2)
    a.pen.rect((150, 120, 100), 196, 138, 8, 4)
    a.glow((200, 112), 22, (255, 180, 80), 180, 1.6, add=True)
    a.pen.poly((255, 230, 160), [(200, 104, 1), (203, 113), (200, 118), (197, 113)], smooth=True)

    def cat(p, c):
        for s in (1, -1):
            X = lambda x: 128 + s * (x - 128)  # noqa: E731
            bat_wing(p, c, (X(146), 100), (X(176), 76), [(X(208), 66), (X(204), 92), (X(190), 112), (X(166), 116)])
            p.poly(c, [(X(110), 60), (X(104), 32, 1), (X(124), 52)])
            p.stroke(c, spline([(X(120), 52), (X(114), 43), (X(119), 35)], False), 4, 0.3)
        p.ellipse(c, 128, 70, 25, 21)
        p.poly(c, sym([(128, 84), (145, 90), (156, 108), (160, 126), (156, 140), (128, 142)]), smooth=True)
        p.stroke(c, spline([(154, 138), (176, 138), (186, 124), (180, 108), (190, 98)], False), 6, 2.2)

    m = a.figure(cat, ((40, 26, 56), (12, 6, 18)), rim=(214, 140, 255), rim_off=(0, -1.3),
                 halo=(190, 110, 255), halo_alpha=90, gy=(30, 142))
    a.detail(m, lambda p: p.ellipse((90, 60, 120, 120), 128, 118, 14, 16))
    for s in (1, -1):
        for k in (-1, 1):
            a.pen.stroke((210, 180, 240), [(128 + s * 12, 79 + k * 1.5), (128 + s * 36, 76 + k * 5)], 0.5, 0.2)
    a.pen.poly((200, 120, 170), [(125, 77), (131, 77), (128, 80)])
    for s in (1, -1):
        cx = 128 + s * 10
        a.glow((cx, 70), 10, (200, 255, 80), 200, 1.8, add=True)
        a.pen.poly((210, 255, 110), [(cx - 7, 70, 1), (cx, 64.5), (cx + 7, 70, 1), (cx, 75)], smooth=True)
        a.pen.poly((20, 10, 10), [(cx, 65.5, 1), (cx + 1.3, 70), (cx, 74.5, 1), (cx - 1.3, 70)], smooth=True)
        a.pen.circle((255, 255, 230), (cx - 2.5 * s, 68.5), 0.9)
    a.motes(26, (190, 255, 140), (60, 30, 200, 140), seed=4)


# ---------------------------------------------------------------- minions: undead


def skeleton(p, c, cx, base, sc, flip=False):
    f = -1 if flip else 1

    def P(x, y):
        return (cx + x * sc * f, base + y * sc)

    def st(pts, w0, w1=None):
        p.stroke(c, [P(*q) for q in pts], w0 * sc, (w1 or w0) * sc, smooth=len(pts) > 2)

    p.circle(c, P(0, -123), 12.5 * sc)
    p.poly(c, [P(-9.5, -120), P(9.5, -120), P(8, -107), P(4, -102), P(-4, -102), P(-8, -107)])
    st([(0, -104), (0, -95)], 4)
    st([(-19, -93), (-8, -96), (0, -96), (8, -96), (19, -93)], 3.4)
    st([(0, -96), (0, -50)], 4.2)
    for i in range(8):
        p.circle(c, P(0, -92 + i * 6), 2.6 * sc)
    for i in range(5):
        y = -89 + i * 7.2
        hw = 15.5 - i * 1.3
        for s in (1, -1):
            st([(0, y), (s * hw * 0.6, y - 2.5), (s * hw, y + 2), (s * hw * 0.8, y + 7)], 2.6, 1.6)
    for s in (1, -1):
        p.poly(c, [P(s * 1, -54), P(s * 10, -58), P(s * 13, -50), P(s * 9, -43), P(s * 2, -45)], smooth=True)
    # legs
    st([(-9, -44), (-12, -23)], 4.6, 3.8)
    st([(-12, -23), (-13, -5)], 3.8, 3.2)
    st([(9, -44), (13, -23)], 4.6, 3.8)
    st([(13, -23), (17, -5)], 3.8, 3.2)
    for x, y in ((-12, -23), (13, -23)):
        p.circle(c, P(x, y), 3.3 * sc)
    p.poly(c, [P(-15, -7), P(-11, -7), P(-8, 0), P(-23, 0)], smooth=False)
    p.poly(c, [P(15, -7), P(19, -7), P(27, 0), P(13, 0)], smooth=False)
    # raised arm with sword grip
    st([(-19, -93), (-30, -104)], 3.8, 3.4)
    st([(-30, -104), (-37, -124)], 3.2, 2.8)
    p.circle(c, P(-30, -104), 3 * sc)
    p.circle(c, P(-37.5, -127), 4 * sc)
    # hanging arm
    st([(19, -93), (27, -73)], 3.8, 3.4)
    st([(27, -73), (31, -54)], 3.2, 2.8)
    p.circle(c, P(27, -73), 3 * sc)
    for dx in (-2.5, 0, 2.5):
        st([(31, -54), (31 + dx, -47), (31 + dx * 1.4, -42)], 1.5, 1.1)


def skeleton_holes(p, c, cx, base, sc, flip=False):
    f = -1 if flip else 1

    def P(x, y):
        return (cx + x * sc * f, base + y * sc)

    p.ellipse(c, *P(-4.8, -122), 3.6 * sc, 3.8 * sc)
    p.ellipse(c, *P(4.8, -122), 3.6 * sc, 3.8 * sc)
    p.poly(c, [P(0, -117), P(-1.6, -112.5), P(1.6, -112.5)])
    for i in range(5):
        x = -4 + i * 2
        p.stroke(c, [P(x, -108), P(x, -104)], 0.6 * sc, 0.5 * sc)
    p.stroke(c, [P(-7, -107.5), P(7, -107.5)], 0.7 * sc)


@art("rattling_skeleton")
def a_rattling_skeleton(a: Art):
    a.sky([(0, (8, 18, 20)), (1, (14, 30, 30))])
    # the archway behind
    arch = [(64, 160), (64, 70), (74, 44), (96, 22), (128, 10, 1), (160, 22), (182, 44), (192, 70), (192, 160)]

    def archway(p, c):
        p.poly(c, arch, smooth=True)
    m = a.shape(archway)
    inside = vgrad((a.W, a.H), [(0, (40, 92, 80)), (0.6, (70, 130, 106)), (1, (30, 60, 52))])
    a.put(clip(inside, m))
    a.glow((128, 110), 70, (140, 255, 200), 80, 1.5, add=True)
    lay = a.layer()
    p = a.lpen(lay)
    for y in range(4, 176, 14):
        off = 0 if (y // 14) % 2 else 11
        p.rect((0, 0, 0, 70), 0, y, AW, 1)
        for x in range(-11 + off, AW, 22):
            p.rect((0, 0, 0, 70), x, y, 1, 14)
    inv = a.layer()
    inv.fill((255, 255, 255, 255))
    inv.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    a.put(clip(lay, inv))
    a.pen.stroke((20, 40, 38), spline(arch, False, 6), 4)
    # floor
    a.pen.poly((10, 20, 20), [(0, 150), (256, 150), (256, 176), (0, 176)])
    a.band(136, 160, (90, 160, 130), 0, 40)
    for x in (30, 226):
        a.pen.rect((16, 30, 30), x - 13, 118, 26, 34, radius=10)
        a.pen.rect((26, 46, 44), x - 11, 120, 22, 30, radius=9)
    # a second skeleton in the gloom
    a.figure(lambda p, c: skeleton(p, c, 190, 160, 0.62, flip=True), ((96, 110, 96), (50, 62, 56)),
             outline=(8, 16, 16), outline_w=1.0)
    skeleton_holes(a.pen, (10, 20, 18), 190, 160, 0.62, flip=True)
    sc = 0.8
    cx, base = 112, 166

    def P(x, y):
        return (cx + x * sc, base + y * sc)
    a.figure(lambda p, c: sword(p, c, P(-38, -131), P(-47, -188), 5 * sc, gc=c),
             ((150, 150, 140), (90, 70, 60)), outline=(8, 14, 14), outline_w=1.0)
    m = a.figure(lambda p, c: skeleton(p, c, cx, base, sc), ((236, 228, 200), (150, 140, 112)),
                 outline=(6, 12, 12), outline_w=1.2, halo=(120, 255, 200), halo_alpha=50)
    a.detail(m, lambda p: p.poly((0, 0, 0, 60), [(cx, 0), (AW, 0), (AW, AH), (cx, AH)]))
    skeleton_holes(a.pen, (12, 18, 16), cx, base, sc)
    a.eyes([P(-4.8, -121.5), P(4.8, -121.5)], (120, 255, 170), r=1.0, glow_r=6)
    a.eyes([(190 + 4.8 * 0.62, 160 - 121.5 * 0.62), (190 - 4.8 * 0.62, 160 - 121.5 * 0.62)], (120, 255, 170),
           r=0.6, glow_r=4, alpha=160)


@art("bog_zombie")
def a_bog_zombie(a: Art):
    a.sky([(0, (8, 14, 10)), (0.5, (30, 46, 28)), (0.72, (78, 98, 56)), (1, (30, 40, 24))])
    a.glow((150, 100), 100, (190, 220, 120), 80, 1.4, ry=44, add=True)
    rng = random.Random(12)
    for x, h in ((26, 84), (62, 56), (206, 70), (240, 100)):
        dead_tree(a.pen, (36, 50, 32), x, 124, h, rng, depth=4)
    a.mist(118, 14, (150, 180, 110), 120, seed=2, blobs=10)

    def body(p, c):
        p.poly(c, [(98, 84), (112, 74), (136, 76), (156, 86), (158, 110), (152, 136), (104, 136), (100, 110)],
               smooth=True)
        p.stroke(c, [(119, 66), (124, 78)], 9)
        head = [(104, 52), (110, 44), (122, 42), (131, 48), (133, 58), (130, 66), (126, 76, 1), (118, 74),
                (110, 68), (104, 62)]
        p.poly(c, tr(head, ang=-0.25, c=(118, 58)), smooth=True)
        p.stroke(c, spline([(104, 86), (86, 86), (68, 78), (54, 70)], False), 12, 8)
        p.stroke(c, spline([(152, 90), (172, 100), (190, 102), (206, 108)], False), 12, 8)
        for base, ang0, sgn in (((52, 69), math.pi, -1), ((208, 108), 0.0, 1)):
            for k in range(4):
                ang = ang0 + (k - 1.5) * 0.32 * sgn
                tip = (base[0] + math.cos(ang) * 10, base[1] + math.sin(ang) * 10 + 3)
                p.stroke(c, spline([base, lerp2(base, tip, 0.6), (tip[0], tip[1] + 4)], False), 2.8, 0.5)

    m = a.figure(body, ((128, 142, 100), (50, 60, 40)), rim=(220, 255, 170), rim_off=(1.2, -1.2),
                 halo=(180, 220, 120), halo_alpha=60, gy=(40, 136))

    def rags(p):
        p.poly((62, 56, 46, 255), [(96, 94), (108, 80), (118, 90), (128, 104), (138, 90), (150, 82), (164, 94),
                                   (164, 140), (94, 140)])
        p.poly((60, 56, 46, 255), [(84, 80), (100, 78), (98, 96), (92, 100, 1), (90, 90, 1), (86, 96, 1)])
        p.poly((60, 56, 46, 255), [(164, 90), (178, 96), (178, 108, 1), (172, 104), (168, 112, 1), (160, 100)])
        p.stroke((150, 160, 120, 255), [(120, 96), (128, 100), (136, 96)], 1.2)
        p.stroke((150, 160, 120, 255), [(121, 101), (128, 105), (135, 101)], 1.1)
        p.stroke((30, 26, 20, 255), [(140, 100), (142, 120), (138, 136)], 0.8)
        p.ellipse((30, 40, 24, 130), 112, 64, 8, 5)
        for x0 in (106, 126):
            p.stroke((26, 24, 18, 230), [(x0 + 2, 44), (x0, 52), (x0 - 2, 62)], 1.0, 0.4)
    a.detail(m, rags)
    mouth = tr([(112, 64), (122, 62), (122, 72), (114, 72)], ang=-0.25, c=(118, 58))
    a.pen.poly((18, 16, 10), mouth, smooth=True)
    a.eyes([(111, 54), (123, 51)], (230, 255, 120), r=1.3, glow_r=6)
    a.pen.circle((230, 255, 120), (123, 51), 1.8)
    # water over the waist, with a reflection
    water = vgrad((a.W, 46 * S), [(0, (44, 58, 34)), (1, (12, 18, 10))])
    a.surf.blit(water, (0, 131 * S))
    refl = a.layer()
    refl.blit(pygame.transform.flip(tint(m, (100, 120, 80)), False, True), (0, (262 - 176) * S))
    refl.fill((255, 255, 255, 0), (0, 0, a.W, 131 * S))
    a.put(blur(refl, 4), 70)
    a.mist(134, 6, (150, 180, 110), 80, seed=5, blobs=7)
    for i, (rx, ry) in enumerate(((40, 4), (56, 6), (74, 8))):
        a.pen.ellipse((100, 128, 76), 128, 135 + i * 2, rx, ry, 0.6)
    a.pen.ellipse((150, 180, 110), 128, 133, 32, 3, 0.8)
    rng = random.Random(4)
    for x in list(range(0, 56, 4)) + list(range(200, 260, 4)):
        h = rng.uniform(14, 36)
        a.pen.stroke((18, 28, 14), [(x, 178), (x + rng.uniform(-5, 5), 178 - h)], 2, 0.3)
    a.motes(10, (200, 255, 140), (80, 140, 200, 170), seed=6, rmax=1.0)


@art("wailing_banshee")
def a_wailing_banshee(a: Art):
    a.sky([(0, (4, 8, 22)), (0.6, (16, 32, 60)), (1, (10, 20, 36))])
    a.stars(50, 100, seed=4)
    rng = random.Random(13)
    a.pen.poly((12, 22, 40), ridge_pts(rng, 150, 10, step=6))
    a.pen.poly((6, 12, 24), ridge_pts(rng, 164, 6, step=8))
    for r in (44, 58, 72):
        for s in (1, -1):
            a.pen.arc((90, 200, 230), (128, 64), r, 90 - s * 90 - 40, 90 - s * 90 + 40, 1.4 - r / 100)
    a.glow((128, 64), 80, (80, 200, 240), 70, 1.6, add=True)

    def ghost(p, c):
        r = random.Random(2)
        for i in range(13):
            t = i / 12
            ang = lerp(-2.7, -0.45, t)
            base = (128 + math.cos(ang) * 10, 56 + math.sin(ang) * 11)
            L = r.uniform(46, 70)
            mid = (base[0] + math.cos(ang) * L * 0.5 + r.uniform(-8, 8), base[1] + math.sin(ang) * L * 0.5)
            end = (base[0] + math.cos(ang - 0.3 * (1 if t < 0.5 else -1)) * L,
                   base[1] + math.sin(ang) * L * 0.8 - 6)
            p.stroke(c, spline([base, mid, end], False), 7, 0.2)
        p.ellipse(c, 128, 60, 12, 15)
        p.poly(c, [(112, 78), (144, 78), (160, 110), (168, 140), (150, 132), (142, 158), (130, 138),
                   (118, 166), (110, 140), (96, 152), (98, 126), (86, 138), (96, 104)], smooth=True)
        for s in (1, -1):
            p.stroke(c, spline([(128 + s * 14, 82), (128 + s * 36, 74), (128 + s * 56, 58), (128 + s * 72, 44)],
                               False), 7, 2)
            for k in range(3):
                p.stroke(c, [(128 + s * 72, 44), (128 + s * (78 + k * 2), 38 + k * 6)], 1.6, 0.3)
            p.poly(c, [(128 + s * 30, 78), (128 + s * 58, 62), (128 + s * 48, 90, 1), (128 + s * 40, 84),
                       (128 + s * 34, 98, 1)], smooth=True)

    mask = a.shape(ghost)
    g = clip(vgrad((a.W, a.H), [(0, (235, 252, 255)), (0.45, (150, 220, 240)), (1, (40, 90, 140))]), mask)
    a.put(blur(tint(mask, (100, 220, 255)), 6), 200)
    a.put(blur(g, 2.5), 255, add=True)
    a.put(g, 210)
    a.pen.ellipse((10, 20, 40), 123, 58, 3, 4.4)
    a.pen.ellipse((10, 20, 40), 133, 58, 3, 4.4)
    a.pen.ellipse((8, 14, 30), 128, 69, 4.2, 6.5)
    a.eyes([(123, 59), (133, 59)], (160, 240, 255), r=0.8, glow_r=4, alpha=180)
    a.motes(30, (140, 230, 255), (60, 40, 200, 170), seed=7, rmax=1.1)


@art("lich_adept")
def a_lich_adept(a: Art):
    a.sky([(0, (10, 4, 18)), (0.6, (36, 14, 48)), (1, (14, 6, 20))])
    a.glow((128, 70), 100, (90, 255, 150), 70, 1.5, add=True)
    for r, w in ((70, 1.4), (62, 0.8)):
        a.pen.ring((60, 150, 100), (128, 70), r, w)
    for i in range(24):
        ang = i * math.pi / 12
        c1 = (128 + math.cos(ang) * 63, 70 + math.sin(ang) * 63)
        c2 = (128 + math.cos(ang) * 69, 70 + math.sin(ang) * 69)
        if i % 3 == 0:
            a.pen.circle((90, 200, 130), lerp2(c1, c2, 0.5), 2)
        else:
            a.pen.stroke((70, 170, 110), [c1, c2], 1.0)
    # staff
    a.figure(lambda p, c: p.stroke(c, [(198, 180), (194, 40)], 4.5, 3.5),
             ((90, 60, 40), (30, 20, 14)), rim=(120, 255, 160), rim_off=(-1, 0))

    def robe(p, c):
        p.poly(c, sym([(128, 74), (150, 76), (176, 90), (194, 120), (204, 150), (208, 182), (128, 182)]),
               smooth=True)
        for s in (1, -1):
            p.poly(c, [(128 + s * 14, 80), (128 + s * 38, 44, 1), (128 + s * 34, 86)], smooth=False)

    rm = a.figure(robe, ((60, 30, 80), (14, 6, 22)), rim=(120, 255, 160), rim_off=(0, -1.4),
                  halo=(90, 255, 150), halo_alpha=60, gy=(40, 176))
    a.detail(rm, lambda p: (p.stroke((220, 180, 80, 230), [(128, 80), (128, 182)], 4),
                            p.stroke((28, 10, 36, 200), [(110, 96), (104, 140), (102, 180)], 3, 5),
                            p.stroke((28, 10, 36, 200), [(150, 100), (156, 140), (160, 180)], 3, 5),
                            p.stroke((220, 180, 80, 200), [(128 + 30, 80), (128 + 36, 46)], 1.2),
                            p.stroke((220, 180, 80, 200), [(128 - 30, 80), (128 - 36, 46)], 1.2)))

    def skull(p, c):
        p.ellipse(c, 128, 58, 15, 16)
        p.poly(c, [(117, 62), (139, 62), (136, 76), (120, 76)], smooth=True)

    sm = a.figure(skull, ((236, 226, 196), (130, 120, 96)), outline=(20, 8, 24), outline_w=0.8, gy=(42, 78))
    a.detail(sm, lambda p: p.ellipse((60, 80, 60, 90), 136, 66, 10, 12))
    a.pen.ellipse((18, 8, 20), 122, 60, 4.4, 4.4)
    a.pen.ellipse((18, 8, 20), 134, 60, 4.4, 4.4)
    a.pen.poly((18, 8, 20), [(128, 64), (126, 69), (130, 69)])
    for i in range(5):
        a.pen.rect((40, 30, 40), 122.5 + i * 2.4, 72, 0.8, 3)

    def crown(p, c):
        p.poly(c, [(111, 50), (112, 34, 1), (118, 42), (123, 28, 1), (128, 40), (133, 28, 1), (138, 42),
                   (144, 34, 1), (145, 50), (128, 47)])

    a.figure(crown, ((255, 226, 120), (160, 110, 30)), outline=(30, 14, 10), outline_w=0.7, gy=(28, 50))
    a.pen.circle((90, 255, 150), (128, 45), 2.2)
    a.pen.circle((255, 80, 80), (117, 46), 1.4)
    a.pen.circle((255, 80, 80), (139, 46), 1.4)
    # bony hand on the staff and the orb
    for i in range(4):
        a.pen.stroke((220, 210, 180), [(190, 96 + i * 3.4), (200, 96 + i * 3.4)], 2.2)
    a.pen.poly((80, 60, 40), [(188, 46), (194, 24, 1), (200, 46), (206, 28, 1), (198, 50)])
    a.glow((195, 34), 30, (100, 255, 160), 220, 1.6, add=True)
    a.pen.circle((150, 255, 190), (195, 34), 7)
    a.pen.circle((230, 255, 240), (193, 32), 3)
    a.eyes([(122, 60), (134, 60)], (110, 255, 160), r=1.5, glow_r=8)
    a.motes(24, (120, 255, 170), (40, 20, 220, 170), seed=5)


# ---------------------------------------------------------------- minions: humanoids


@art("goblin_sneak")
def a_goblin_sneak(a: Art):
    a.sky([(0, (20, 14, 10)), (0.6, (58, 40, 24)), (1, (24, 16, 10))])
    lay = a.layer()
    p = a.lpen(lay)
    for y in range(0, 176, 16):
        off = 0 if (y // 16) % 2 else 14
        for x in range(-14 + off, 256, 28):
            p.rect((0, 0, 0, 80), x + 1, y + 1, 26, 14, radius=3, width=0.8)
    a.put(lay)
    a.glow((34, 40), 110, (255, 150, 60), 150, 1.5, add=True)
    a.pen.rect((70, 40, 20), 28, 44, 6, 30)
    a.pen.poly((255, 190, 90), [(31, 18, 1), (38, 36), (31, 46), (24, 36)], smooth=True)
    a.pen.poly((255, 240, 190), [(31, 30, 1), (34, 38), (31, 44), (28, 38)], smooth=True)

    def body(p, c):
        p.poly(c, sym([(128, 96), (152, 100), (176, 116), (188, 146), (194, 182), (128, 182)]), smooth=True)
        p.poly(c, sym([(128, 40), (146, 44), (158, 58), (162, 78), (156, 96), (140, 106), (128, 107)]),
               smooth=True)

    bm = a.figure(body, ((70, 50, 36), (20, 14, 10)), rim=(255, 170, 90), rim_off=(-1.2, -1.2),
                  halo=(255, 150, 70), halo_alpha=50, gy=(40, 176))
    a.detail(bm, lambda p: p.poly((0, 0, 0, 90), [(150, 60), (256, 40), (256, 176), (160, 176)]))

    def head(p, c):
        for s in (1, -1):
            X = lambda x: 128 + s * (x - 128)  # noqa: E731
            p.poly(c, [(X(148), 70), (X(180), 60), (X(214), 46, 1), (X(190), 72), (X(150), 90)], smooth=True)
        p.poly(c, sym([(128, 56), (144, 60), (152, 72), (150, 90), (140, 100), (128, 103)]), smooth=True)
        p.poly(c, [(123, 76), (133, 76), (136, 88), (130, 94, 1), (126, 88)], smooth=True)

    hm = a.figure(head, ((150, 176, 84), (60, 84, 34)), rim=(255, 200, 110), rim_off=(-1.2, -1.2),
                  outline=(20, 14, 8), outline_w=0.7, gy=(50, 104))
    a.detail(hm, lambda p: (p.poly((20, 40, 10, 110), [(134, 60), (256, 40), (256, 110), (134, 110)]),
                            p.poly((60, 30, 20, 140), [(X, 70) for X in ()] or [(190, 66), (206, 52), (192, 70)]),
                            p.poly((60, 30, 20, 140), [(66, 66), (50, 52), (64, 70)])))
    # hood edge over the forehead
    a.pen.poly((40, 28, 20), [(108, 60), (118, 50), (128, 48), (138, 50), (148, 60), (140, 56), (128, 54),
                              (116, 56)], smooth=True)
    a.pen.poly((30, 10, 10), [(112, 92), (128, 96), (144, 92), (140, 97), (128, 100), (116, 97)], smooth=True)
    for x in (117, 122, 134, 139):
        a.pen.poly((240, 236, 200), [(x - 1.3, 93.4 + (1 if x in (122, 134) else 0)), (x + 1.3, 93.6), (x, 97, 1)])
    for s in (1, -1):
        cx = 128 + s * 11
        a.glow((cx, 76), 9, (255, 220, 60), 200, 1.8, add=True)
        a.pen.poly((255, 230, 90), [(cx - 6 * s, 74, 1), (cx + 5 * s, 72), (cx + 6 * s, 77, 1), (cx, 79)], smooth=True)
        a.pen.circle((30, 20, 0), (cx - 0.5 * s, 76), 1.6)
        a.pen.stroke((30, 30, 10), [(cx - 8 * s, 70), (cx + 7 * s, 67)], 1.6, 0.6)
    # dagger
    a.figure(lambda p, c: sword(p, c, (178, 128), (188, 62), 6, guard=9),
             ((240, 240, 250), (120, 126, 140)), outline=(20, 14, 10), outline_w=0.7, gy=(60, 130))
    a.figure(lambda p, c: p.ellipse(c, 177, 132, 8, 7), ((140, 170, 80), (60, 84, 34)),
             outline=(20, 14, 10), outline_w=0.7)
    a.glow((186, 70), 10, (255, 255, 230), 220, 2.5, add=True)
    a.pen.poly((255, 255, 240), star_pts((186, 70), 7, 1, 4, 0))


@art("orc_brute")
def a_orc_brute(a: Art):
    a.sky([(0, (20, 8, 6)), (0.55, (86, 30, 16)), (1, (160, 64, 26))])
    a.glow((128, 176), 140, (255, 120, 40), 150, 1.4, ry=80, add=True)
    rng = random.Random(3)
    for i in range(9):
        x = 10 + i * 30 + rng.uniform(-6, 6)
        a.pen.poly((40, 14, 10), [(x - 14, 150), (x, 118 + rng.uniform(-6, 6), 1), (x + 14, 150)])
    a.motes(40, (255, 160, 60), (0, 20, 256, 170), seed=9, rmax=1.2)

    def club(p, c):
        p.stroke(c, [(50, 150), (36, 30)], 8, 17)

    a.figure(club, ((120, 80, 48), (50, 30, 18)), rim=(255, 170, 90), rim_off=(1, -1),
             outline=(20, 8, 6), outline_w=0.8)
    for (x, y) in ((30, 40), (43, 36), (28, 58), (44, 56), (31, 76), (46, 74)):
        s = -1 if x < 38 else 1
        a.pen.poly((210, 210, 220), [(x, y - 2.5), (x + s * 8, y - 1, 1), (x, y + 2.5)])

    def body(p, c):
        p.poly(c, sym([(128, 108), (168, 108), (204, 118), (232, 138), (248, 182), (128, 182)]), smooth=True)
        p.poly(c, sym([(128, 38), (141, 38), (151, 44), (156, 56), (158, 67), (164, 72), (166, 86),
                       (172, 98), (170, 112), (160, 122), (144, 128), (128, 130)]), smooth=True)
        for s in (1, -1):
            p.poly(c, [(128 + s * 30, 66), (128 + s * 50, 56, 1), (128 + s * 34, 80)], smooth=True)
        p.poly(c, [(116, 42), (120, 28, 1), (126, 38), (132, 24, 1), (136, 38), (142, 30, 1), (142, 44)])

    m = a.figure(body, ((126, 146, 86), (42, 56, 30)), rim=(255, 170, 90), rim_off=(1.2, -1.2),
                 halo=(255, 120, 50), halo_alpha=70, gy=(30, 176))

    def dark(p):
        p.poly((0, 0, 0, 70), [(40, 140), (256, 140), (256, 176), (40, 176)])
        p.ellipse((30, 40, 20, 120), 128, 118, 30, 12)
        p.stroke((70, 40, 24, 255), [(80, 132), (176, 176)], 6)
        p.stroke((30, 20, 14, 255), [(80, 132), (176, 176)], 1)
    a.detail(m, dark)
    for s in (1, -1):
        a.pen.stroke((26, 30, 14), [(128 + s * 26, 68), (128 + s * 10, 76), (128 + s * 3, 78)], 4.5, 3)
    a.pen.poly((30, 8, 6), [(108, 100), (128, 97), (148, 100), (144, 118), (128, 122), (112, 118)], smooth=True)
    a.pen.poly((150, 36, 30), [(118, 112), (138, 112), (128, 119)], smooth=True)
    for i in range(6):
        a.pen.poly((230, 222, 190), [(113 + i * 5.4, 99.5), (118 + i * 5.4, 99.5), (115.5 + i * 5.4, 103)])
    for s in (1, -1):
        a.pen.poly((244, 236, 206), [(128 + s * 15, 120), (128 + s * 22, 119), (128 + s * 21, 108),
                                     (128 + s * 18, 92, 1), (128 + s * 17, 106)], smooth=True)
    a.pen.ellipse((40, 50, 26), 123, 90, 2, 1.4)
    a.pen.ellipse((40, 50, 26), 133, 90, 2, 1.4)
    a.eyes([(116, 80), (140, 80)], (255, 60, 20), r=1.8, glow_r=8)

    def armour(p, c):
        for s in (1, -1):
            p.poly(c, [(128 + s * 40, 132), (128 + s * 52, 116), (128 + s * 72, 110), (128 + s * 92, 118),
                       (128 + s * 98, 136), (128 + s * 70, 130)], smooth=True)
            for k in range(3):
                x = 128 + s * (58 + k * 13)
                p.poly(c, [(x - 4, 118 - k), (x + s * 3, 96 - k * 3, 1), (x + 4, 118 - k)])

    am = a.figure(armour, ((130, 120, 116), (50, 42, 44)), rim=(255, 180, 110), rim_off=(0, -1),
                  outline=(20, 8, 6), outline_w=0.8, gy=(96, 136))
    a.detail(am, lambda p: [p.circle((230, 210, 180, 230), (128 + s * (62 + k * 12), 124), 1.4)
                            for s in (1, -1) for k in range(3)])

    def fist(p, c):
        p.stroke(c, [(30, 182), (42, 150), (48, 134)], 20, 15, smooth=True)
        p.ellipse(c, 47, 128, 11, 10)

    fm = a.figure(fist, ((126, 146, 86), (42, 56, 30)), rim=(255, 170, 90), rim_off=(1.2, -1.2),
                  outline=(20, 8, 6), outline_w=0.7, gy=(118, 176))
    a.detail(fm, lambda p: [p.stroke((30, 40, 20, 220), [(40 + k * 4.5, 121), (41 + k * 4.5, 127)], 1.0)
                            for k in range(4)])


@art("kobold_trapper")
def a_kobold_trapper(a: Art):
    a.sky([(0, (16, 10, 6)), (0.6, (62, 38, 20)), (1, (34, 20, 12))])
    a.glow((200, 40), 100, (255, 170, 80), 120, 1.5, add=True)
    rng = random.Random(14)
    for i in range(14):
        x = i * 19 + rng.uniform(-4, 4)
        a.pen.poly((30, 18, 10), [(x - 8, -2), (x, rng.uniform(14, 34), 1), (x + 8, -2)])
    a.pen.stroke((60, 40, 20), [(206, 0), (206, 26)], 1)
    a.pen.rect((90, 60, 30), 199, 26, 14, 18, radius=3)
    a.glow((206, 35), 16, (255, 200, 100), 255, 1.5, add=True)
    a.pen.rect((255, 220, 140), 203, 31, 6, 9, radius=2)
    ground(a, 144, (46, 28, 16), 3)
    # the pit with stakes
    a.pen.ellipse((86, 56, 32), 62, 150, 52, 15)
    a.pen.ellipse((8, 4, 2), 62, 151, 46, 12)
    for i in range(8):
        x = 26 + i * 10 + rng.uniform(-2, 2)
        a.pen.poly((170, 130, 90), [(x - 2, 158), (x + rng.uniform(-2, 2), 142 - rng.uniform(0, 6), 1), (x + 2, 158)])
    a.pen.ellipse((86, 56, 32), 62, 160, 52, 5)
    a.pen.poly((46, 28, 16), [(0, 158), (120, 158), (120, 176), (0, 176)])
    a.pen.ellipse((46, 28, 16), 62, 158, 54, 4)

    def shovel(p, c):
        p.stroke(c, [(96, 150), (150, 58)], 3)
        p.poly(c, [(88, 146), (104, 156), (96, 168, 1), (86, 160)], smooth=True)

    a.figure(shovel, ((170, 150, 130), (70, 50, 34)), outline=(20, 10, 6), outline_w=0.7)

    def body(p, c):
        p.poly(c, [(88, 65, 1), (104, 58), (124, 52), (134, 44, 1), (136, 52), (146, 48, 1), (144, 58),
                   (148, 70), (154, 86), (162, 108), (166, 124), (160, 132), (140, 130), (134, 110), (128, 88),
                   (120, 76), (104, 74), (90, 69)], smooth=True)
        for (x0, y0), (x1, y1) in (((140, 58), (146, 68)), ((146, 70), (151, 80)), ((151, 84), (156, 94)),
                                   ((156, 98), (160, 108)), ((176, 128), (186, 131)), ((194, 131), (204, 130))):
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            dx, dy = x1 - x0, y1 - y0
            p.poly(c, [(x0, y0), (mx + dy * 0.7, my - dx * 0.7, 1), (x1, y1)])
        p.stroke(c, spline([(160, 126), (186, 136), (214, 130), (232, 118), (240, 122)], False), 11, 1)
        p.stroke(c, spline([(156, 120), (170, 134), (158, 146), (162, 150)], False), 10, 6)
        p.poly(c, [(150, 146), (170, 146), (172, 152, 1), (148, 152)])
        p.stroke(c, spline([(146, 96), (130, 100), (122, 92)], False), 6, 4)
        p.stroke(c, spline([(150, 104), (132, 118), (112, 122)], False), 6, 4)

    m = a.figure(body, ((200, 110, 60), (90, 40, 24)), rim=(255, 220, 140), rim_off=(1.2, -1.2),
                 halo=(255, 180, 90), halo_alpha=60, gy=(44, 150))

    def scales(p):
        r = random.Random(2)
        for _ in range(70):
            x, y = r.uniform(110, 240), r.uniform(50, 150)
            p.arc((70, 30, 16, 140), (x, y), 2.2, 20, 160, 0.6)
        p.poly((250, 220, 160, 160), [(104, 66), (120, 70), (118, 75), (102, 72)], smooth=True)
    a.detail(m, scales)
    a.pen.stroke((40, 16, 8), [(90, 67.5), (104, 70), (114, 70)], 0.9)
    a.pen.poly((240, 230, 200), [(100, 69.6), (102, 69.9), (100.8, 72.4)])
    a.pen.circle((40, 16, 8), (92, 64.5), 0.8)
    a.eyes([(121, 60)], (255, 230, 70), r=1.5, glow_r=6, core=(40, 20, 0))

    def trap(p, c):
        p.ellipse(c, 206, 164, 26, 5)
        for s in (1, -1):
            pts = arc_pts((206, 160), 22, 180, 360, 18) if s > 0 else arc_pts((206, 160), 22, 180, 360, 18)
            pts = [(x, 160 - (160 - y) * 0.9) for x, y in pts]
            p.stroke(c, pts, 2.6)
        for i in range(9):
            ang = math.radians(200 + i * 17.5)
            r0 = (206 + math.cos(ang) * 21, 160 + math.sin(ang) * 19)
            r1 = (206 + math.cos(ang) * 14, 160 + math.sin(ang) * 12.6)
            p.stroke(c, [r0, r1], 2.6, 0.3)
        p.circle(c, (206, 164), 4)

    a.figure(trap, ((210, 210, 220), (90, 90, 100)), outline=(20, 12, 8), outline_w=0.8, gy=(136, 170))


@art("cult_fanatic")
def a_cult_fanatic(a: Art):
    a.sky([(0, (16, 3, 6)), (0.6, (60, 10, 16)), (1, (24, 4, 8))])
    a.glow((128, 70), 110, (200, 30, 40), 100, 1.4, add=True)
    # the ritual circle on the floor
    lay = a.layer()
    p = a.lpen(lay)
    p.ellipse((255, 70, 50), 128, 154, 110, 20, 1.2)
    p.ellipse((255, 70, 50), 128, 154, 98, 17, 0.8)
    st = star_pts((0, 0), 96, 36, 5)
    pts = [(128 + x, 154 + y * 0.18) for x, y in st]
    for i in range(5):
        p.stroke((255, 90, 60), [pts[i * 2], pts[(i * 2 + 4) % 10]], 1.0)
    a.put(blur(lay, 4), 255, add=True)
    a.put(lay, 255, add=True)
    for x, y in ((26, 150), (60, 162), (196, 162), (230, 150), (50, 140), (206, 140)):
        a.pen.rect((220, 200, 170), x - 2.5, y - 10, 5, 10, radius=1)
        a.glow((x, y - 13), 10, (255, 160, 60), 230, 1.6, add=True)
        a.pen.poly((255, 230, 150), [(x, y - 18, 1), (x + 1.8, y - 13), (x, y - 11), (x - 1.8, y - 13)], smooth=True)

    def robe(p, c):
        p.poly(c, sym([(128, 22, 1), (144, 30), (154, 46), (158, 66), (168, 80), (182, 100), (192, 130),
                       (202, 160), (198, 170), (128, 170)]), smooth=True)

    m = a.figure(robe, ((120, 26, 34), (34, 6, 12)), rim=(255, 90, 70), rim_off=(0, -1.4),
                 halo=(255, 60, 50), halo_alpha=60, gy=(20, 170))

    def folds(p):
        for x0, x1 in ((108, 92), (118, 110), (140, 148), (150, 166)):
            p.stroke((20, 2, 6, 190), [(x0, 96), ((x0 + x1) / 2, 130), (x1, 170)], 2, 4, smooth=True)
        p.poly((10, 0, 4, 150), [(128, 20), (256, 0), (256, 176), (128, 176)])
        p.stroke((180, 140, 90, 255), [(104, 112), (128, 116), (152, 112)], 2.5, smooth=True)
        p.stroke((180, 140, 90, 255), [(140, 115), (144, 132), (140, 140)], 1.6, smooth=True)
    a.detail(m, folds)
    a.pen.poly((8, 2, 4), [(128, 38), (139, 46), (142, 62), (138, 78), (128, 84), (118, 78), (114, 62), (117, 46)],
               smooth=True)
    a.eyes([(123, 60), (133, 60)], (255, 200, 60), r=1.3, glow_r=6)
    for s in (1, -1):
        a.pen.stroke((60, 10, 16), [(128 + s * 24, 84), (128 + s * 14, 96), (128 + s * 4, 98)], 8, 6, smooth=True)
    a.pen.ellipse((200, 170, 150), 128, 98, 8, 5)
    a.glow((128, 92), 18, (255, 60, 40), 255, 1.6, add=True)
    a.pen.poly((255, 120, 90), [(128, 85, 1), (133, 92), (128, 97, 1), (123, 92)])
    a.pen.poly((255, 220, 200), [(128, 88, 1), (130, 92), (128, 95, 1), (126, 92)])


# ---------------------------------------------------------------- heroes


@art("mad_malis")
def a_mad_malis(a: Art):
    hero_sky(a, [(0, (40, 6, 10)), (0.55, (110, 20, 22)), (1, (36, 6, 8))], (255, 110, 70), (128, 96))
    a.motes(40, (255, 170, 80), (0, 0, 256, 176), seed=3, rmax=1.1)
    t1, h1 = (62, 40), (196, 168)
    t2, h2 = (194, 40), (60, 168)

    def hafts(p, c):
        p.stroke(c, [t1, h1], 7)
        p.stroke(c, [h2, (148, 84)], 7)
        p.poly(c, [(150, 90), (144, 82, 1), (149, 84), (151, 77, 1), (155, 84)])
        p.stroke(c, [(136, 72), t2], 7)
        p.poly(c, [(132, 68), (136, 78, 1), (138, 74), (143, 78, 1), (141, 67)])

    hm = a.figure(hafts, WOOD, outline=(20, 4, 4), outline_w=1.0)
    a.detail(hm, lambda p: [p.stroke((60, 30, 14, 220), [lerp2(t1, h1, f), lerp2(t1, h1, f + 0.04)], 7.4, 7.4, cap=False)
                            for f in (0.62, 0.7, 0.78)] + [
                            p.stroke((60, 30, 14, 220), [lerp2(t2, h2, f), lerp2(t2, h2, f + 0.04)], 7.4, 7.4, cap=False)
                            for f in (0.62, 0.7, 0.78)])

    def heads(p, c):
        axe_head(p, c, t1, haft_angle(t1, h1), 1.2)
        axe_head(p, c, t2, haft_angle(t2, h2) + 0.12, 1.2, flip=True)

    m = a.figure(heads, STEEL, outline=(20, 4, 4), outline_w=1.0, gy=(8, 72))
    a.detail(m, lambda p: (p.stroke((255, 255, 255, 170), [(34, 20), (28, 44), (36, 66)], 1.6, smooth=True),
                           p.stroke((255, 255, 255, 170), [(222, 20), (228, 44), (220, 66)], 1.6, smooth=True)))

    def helm(p, c):
        p.poly(c, sym([(128, 84), (140, 86), (149, 93), (154, 104), (156, 116), (128, 116)]), smooth=True)
        p.rect(c, 98, 112, 60, 9, radius=3)
        p.poly(c, [(124, 118), (132, 118), (130.5, 138), (128, 142, 1), (125.5, 138)])

    hm = a.figure(helm, STEEL, outline=(20, 4, 4), outline_w=1.2, gy=(82, 142))
    a.detail(hm, lambda p: (p.rect((90, 46, 22, 255), 98, 112, 60, 9),
                            [p.circle((236, 206, 120, 255), (103 + i * 8.3, 116.5), 1.2) for i in range(7)],
                            p.poly((255, 255, 255, 130), [(114, 94), (121, 89), (119, 108), (110, 108)], smooth=True)))

    def horns(p, c):
        for s in (1, -1):
            p.stroke(c, spline([(128 + s * 26, 106), (128 + s * 42, 100), (128 + s * 50, 86), (128 + s * 46, 68)],
                               False), 9, 0.5)

    a.figure(horns, ((250, 240, 210), (170, 150, 120)), outline=(20, 4, 4), outline_w=1.0, gy=(66, 108))
    a.pen.poly((10, 4, 4), [(106, 121), (123, 121), (121, 134), (109, 130)], smooth=True)
    a.pen.poly((10, 4, 4), [(150, 121), (133, 121), (135, 134), (147, 130)], smooth=True)
    a.eyes([(115, 126), (141, 126)], (255, 90, 40), r=1.4, glow_r=6)


@art("sister_ysolde")
def a_sister_ysolde(a: Art):
    a.sky([(0, (8, 12, 34)), (0.6, (22, 34, 70)), (1, (12, 16, 36))])
    rays(a, (104, 68), (255, 210, 120), 45, 30)
    a.glow((104, 68), 120, (255, 190, 90), 150, 1.5, add=True)
    rng = random.Random(8)
    a.pen.poly((14, 18, 40), ridge_pts(rng, 156, 8, step=6))
    a.motes(30, (255, 220, 150), (0, 0, 256, 176), seed=8, rmax=1.0)

    def nun(p, c):
        p.poly(c, [(150, 66), (160, 60), (172, 62), (182, 72), (188, 92), (200, 120), (212, 150), (222, 182),
                   (140, 182), (146, 150), (148, 118), (150, 98), (147, 90), (148, 84), (145, 80, 1),
                   (148, 74)], smooth=True)
        p.stroke(c, spline([(158, 108), (140, 100), (122, 90), (108, 82)], False), 9, 7)

    m = a.figure(nun, ((46, 54, 90), (14, 16, 32)), rim=(255, 210, 130), rim_off=(-1.4, -1.0),
                 halo=(255, 200, 110), halo_alpha=50, gy=(60, 176))
    a.detail(m, lambda p: (p.poly((238, 204, 168, 255), [(140, 66), (154, 66), (156, 96), (140, 96)]),
                           p.stroke((236, 232, 220, 255), [(152, 64), (156, 76), (156, 90), (152, 98)], 4, smooth=True),
                           p.stroke((200, 170, 90, 255), [(168, 110), (166, 150), (170, 176)], 2.5),
                           p.poly((200, 170, 90, 255), [(164, 124), (172, 124), (172, 127), (164, 127)])))
    a.pen.stroke((40, 30, 40), [(147, 76), (150, 76)], 0.8)
    a.pen.ellipse((240, 220, 200), 106, 82, 4.5, 3.5)

    def lantern(p, c):
        p.stroke(c, [(104, 80), (104, 46)], 1.6)
        p.ring(c, (104, 42), 4, 1.6)
        p.poly(c, [(96, 54), (104, 48, 1), (112, 54), (114, 58), (94, 58)])
        p.rect(c, 92, 86, 24, 4, radius=1.5)
        for x in (94, 103, 112):
            p.stroke(c, [(x + 0.5, 58), (x + 0.5, 86)], 1.8)
        p.rect(c, 93, 57, 22, 3, radius=1)

    a.glow((104, 72), 40, (255, 210, 120), 255, 1.5, add=True)
    a.pen.rect((255, 240, 190), 95, 60, 18, 26, radius=3)
    a.glow((104, 73), 8, (255, 255, 240), 255, 1.5, add=True)
    a.pen.poly((255, 255, 230), [(104, 66, 1), (107, 73), (104, 78), (101, 73)], smooth=True)
    a.figure(lantern, GOLD, outline=(30, 18, 10), outline_w=0.6, gy=(38, 92))


@art("wren_huntress")
def a_wren_huntress(a: Art):
    a.sky([(0, (8, 20, 18)), (0.55, (26, 60, 50)), (1, (12, 28, 22))])
    a.stars(30, 80, seed=2)
    a.moon((150, 76), 54, (226, 236, 214), halo=(170, 230, 190))
    rng = random.Random(5)
    for i in range(16):
        x = i * 17 + rng.uniform(-4, 4)
        pine(a.pen, (20, 44, 36), x, 168, rng.uniform(34, 60), rng=rng)
    a.pen.poly((10, 20, 16), [(96, 182), (108, 158), (140, 150), (182, 152), (204, 164), (214, 182)], smooth=True)

    def archer(p, c):
        # legs and cloak
        p.stroke(c, spline([(152, 116), (144, 136), (134, 156)], False), 9, 6)
        p.stroke(c, spline([(156, 116), (166, 136), (176, 154)], False), 9, 6)
        p.poly(c, [(128, 158), (140, 156), (140, 160), (126, 160)])
        p.poly(c, [(172, 152), (184, 152), (186, 156), (172, 156)])
        p.poly(c, [(146, 72), (160, 74), (162, 96), (160, 120), (148, 122), (146, 98)], smooth=True)
        p.poly(c, [(158, 76), (176, 90), (196, 128), (186, 126), (180, 134), (170, 118), (164, 100)], smooth=True)
        # head and hood
        p.circle(c, (150, 64), 8)
        p.poly(c, [(144, 58), (152, 54), (162, 58), (172, 66, 1), (160, 68), (156, 74)], smooth=True)
        # bow arm and draw arm
        p.stroke(c, [(148, 78), (100, 76)], 5, 4)
        p.stroke(c, spline([(154, 80), (168, 74), (172, 76)], False), 5, 4)
        p.circle(c, (170, 76), 3.2)
        # quiver
        p.stroke(c, [(152, 98), (166, 62)], 6)
        for k in range(3):
            p.poly(c, [(164 + k * 2.5, 62), (162 + k * 2.5, 52 - k, 1), (168 + k * 2.5, 58)])

    a.figure(archer, ((40, 60, 48), (10, 18, 14)), rim=(230, 255, 220), rim_off=(-1.0, -1.0), gy=(50, 160))

    def bow(p, c):
        top, bot = (104, 24), (104, 128)
        p.stroke(c, spline([top, (92, 50), (88, 76), (92, 102), bot], False), 2, 2)
        p.stroke(c, spline([top, (86, 50), (82, 76), (86, 102), bot], False), 3.6, 1.6)
        p.stroke(c, [top, (170, 76), bot], 0.6, 0.6, cap=False)
        p.stroke(c, [(172, 76), (72, 76)], 1.3)
        p.poly(c, [(72, 72.5), (62, 76, 1), (72, 79.5)])
        p.poly(c, [(172, 76), (180, 72, 1), (178, 76), (180, 80, 1)])

    a.figure(bow, ((120, 86, 50), (60, 40, 20)), rim=(230, 255, 220), rim_off=(-0.7, -0.7), gy=(24, 130))
    a.glow((64, 76), 8, (255, 255, 230), 200, 2.0, add=True)
    a.pen.poly((255, 255, 240), star_pts((64, 76), 6, 0.8, 4, 0))


@art("captain_brand")
def a_captain_brand(a: Art):
    hero_sky(a, [(0, (10, 18, 40)), (0.55, (34, 60, 110)), (1, (12, 20, 40))], (170, 210, 255), (128, 84))

    def banners(p, c):
        for s in (1, -1):
            x = 128 + s * 86
            p.stroke(c, [(x, 176), (x, 20)], 2.5)
            p.circle(c, (x, 18), 3)
        for s in (1, -1):
            x = 128 + s * 86
            p.poly(c, [(x, 26), (x - s * 36, 30), (x - s * 30, 44), (x - s * 38, 60, 1), (x, 56)], smooth=True)

    bm = a.figure(banners, ((170, 40, 40), (90, 16, 20)), outline=(10, 10, 20), outline_w=0.8, gy=(20, 70))
    a.detail(bm, lambda p: [p.stroke((255, 220, 130, 255), [(128 + s * 86, 34), (128 + s * 60, 36)], 1.5)
                            for s in (1, -1)])
    a.figure(lambda p, c: [p.stroke(c, [(128 + s * 86, 176), (128 + s * 86, 22)], 2.5) for s in (1, -1)],
             GOLD, outline=(10, 10, 20), outline_w=0.6)

    a.figure(lambda p, c: sword(p, c, (80, 46), (190, 150), 7, guard=12), SILVER, outline=(10, 12, 24),
             outline_w=1.0, gy=(30, 150))
    shield = [(128, 34), (146, 36), (164, 44), (166, 80), (158, 116), (142, 140), (128, 152, 1)]

    a.figure(lambda p, c: p.poly(c, sym(shield), smooth=True), SILVER, outline=(10, 12, 24), outline_w=1.4,
                  gy=(30, 152))
    inner = tr(sym(shield), sx=0.84, c=(128, 86))
    im = a.shape(lambda p, c: p.poly(c, inner, smooth=True))
    field = a.layer()
    fp = a.lpen(field)
    fp.rect((30, 60, 140), 0, 0, AW, AH)
    fp.poly((220, 226, 236), [(90, 104), (128, 68), (166, 104), (166, 120), (128, 84), (90, 120)])
    fp.poly((255, 220, 110), star_pts((128, 112), 11, 4.5))
    a.put(clip(field, im))
    a.glow((110, 60), 22, (255, 255, 255), 70, 1.6, add=True)
    a.figure(lambda p, c: (p.stroke(c, [(60, 40), (80, 46)], 4.5), p.circle(c, (60, 40), 4)), GOLD,
             outline=(10, 12, 24), outline_w=0.8)


@art("elder_myra")
def a_elder_myra(a: Art):
    a.sky([(0, (16, 8, 30)), (0.6, (40, 26, 70)), (1, (14, 10, 26))])
    a.stars(60, 176, (220, 200, 255), seed=4)
    for r, w, al in ((66, 1.2, 140), (74, 0.7, 90)):
        a.pen.ring((120, 90, 200), (128, 78), r, w)
    for i in range(8):
        ang = i * math.pi / 4
        a.pen.poly((180, 150, 255), star_pts((128 + math.cos(ang) * 70, 78 + math.sin(ang) * 70), 4, 1.2, 4, 0))
    a.glow((128, 78), 80, (140, 220, 255), 120, 1.5, add=True)

    def stand(p, c):
        p.poly(c, [(100, 150), (156, 150), (162, 162), (94, 162)], smooth=False)
        p.poly(c, [(108, 140), (148, 140), (152, 150), (104, 150)])
        for s in (1, -1, 0):
            p.stroke(c, spline([(128 + s * 20, 142), (128 + s * 36, 120), (128 + s * 30, 106)], False), 5, 2)

    a.figure(stand, GOLD, outline=(20, 10, 20), outline_w=0.9, gy=(100, 162))
    ball = a.shape(lambda p, c: p.circle(c, (128, 84), 40))
    g = a.layer()
    blit_glow(g, (128 * S, 84 * S), 40 * S, (60, 200, 230), 255, 0.6)
    base = a.layer()
    base.fill((30, 40, 90, 255))
    base.blit(g, (0, 0))
    a.put(clip(base, ball))
    a.pen.ring((200, 240, 255), (128, 84), 40, 1.0)
    a.glow((128, 84), 30, (120, 255, 255), 120, 1.5, add=True)
    # the eye inside
    eye = [(104, 86, 1), (116, 76), (128, 73), (140, 76), (152, 86, 1), (140, 96), (128, 99), (116, 96)]
    a.pen.poly((240, 250, 255), eye, smooth=True)
    a.pen.circle((40, 150, 190), (128, 86), 10)
    a.pen.circle((10, 20, 40), (128, 86), 4.6)
    a.pen.circle((255, 255, 255), (131, 83), 2)
    a.pen.stroke((20, 30, 60), spline(eye[:5], False), 1.4)
    a.pen.poly((255, 255, 255), [(106, 62), (116, 54), (120, 58), (110, 66)], smooth=True)


@art("torvald_giantsbane")
def a_torvald_giantsbane(a: Art):
    a.sky([(0, (40, 20, 20)), (0.45, (140, 70, 40)), (0.7, (230, 150, 70)), (1, (120, 60, 36))])
    a.glow((90, 120), 120, (255, 210, 120), 140, 1.5, add=True)
    rng = random.Random(6)
    a.pen.poly((110, 60, 50), ridge_pts(rng, 132, 16, step=5, jag=0.6))

    def giant(p, c):
        p.poly(c, [(166, 44), (170, 28), (178, 20, 1), (182, 26), (190, 18, 1), (194, 26), (202, 22, 1), (204, 34),
                   (208, 44), (204, 50), (208, 62), (198, 72), (180, 72), (168, 62)], smooth=True)
        p.poly(c, [(146, 74), (166, 58), (214, 56), (242, 70), (256, 96), (256, 182), (128, 182), (132, 120),
                   (138, 90)], smooth=True)
        p.stroke(c, spline([(150, 82), (128, 104), (114, 130), (106, 146)], False), 20, 16)
        for k in range(4):
            ang = math.radians(200 + k * 28)
            p.stroke(c, [(104, 148), (104 + math.cos(ang) * 14, 148 + math.sin(ang) * 12)], 5, 3)
        p.stroke(c, spline([(240, 90), (248, 70), (244, 50)], False), 16, 14)
        p.stroke(c, [(244, 60), (230, -4)], 10, 22)

    gm = a.figure(giant, ((84, 58, 70), (38, 26, 38)), rim=(255, 180, 110), rim_off=(-1.2, -1.0), rim_alpha=210,
                  gy=(10, 176))
    a.detail(gm, lambda p: (p.stroke((30, 18, 26, 255), [(172, 44), (186, 48), (200, 44)], 3, smooth=True),
                            p.stroke((30, 18, 26, 255), [(178, 64), (187, 61), (196, 64)], 1.6, smooth=True)))
    a.eyes([(179, 51), (194, 51)], (255, 200, 80), r=1.5, glow_r=7, alpha=200)
    a.pen.poly((24, 14, 12), [(0, 182), (0, 150), (30, 138), (72, 134), (96, 148), (104, 182)], smooth=True)

    def hero(p, c):
        p.stroke(c, [(48, 110), (42, 136)], 6, 5)
        p.stroke(c, [(56, 110), (64, 136)], 6, 5)
        p.poly(c, [(44, 88), (60, 88), (62, 112), (42, 112)], smooth=True)
        p.circle(c, (52, 80), 6.5)
        p.poly(c, [(46, 76), (52, 70), (58, 76)])
        p.poly(c, [(44, 90), (28, 108), (34, 132), (42, 110)], smooth=True)
        p.stroke(c, [(58, 92), (70, 74), (72, 60)], 4.5, 3.5)

    a.figure(hero, ((40, 26, 20), (14, 8, 8)), rim=(255, 220, 140), rim_off=(1.0, -1.0), gy=(60, 140))
    a.figure(lambda p, c: sword(p, c, (73, 58), (82, 4), 5, guard=8), SILVER, outline=(20, 10, 10),
             outline_w=0.7, gy=(0, 60))
    a.glow((80, 12), 16, (255, 255, 220), 255, 2.0, add=True)
    a.pen.poly((255, 255, 240), star_pts((80, 12), 9, 1.2, 4, 0))


@art("silver_twins")
def a_silver_twins(a: Art):
    hero_sky(a, [(0, (10, 26, 34)), (0.55, (28, 74, 86)), (1, (10, 24, 30))], (180, 240, 255), (128, 88))

    def rapiers(p, c):
        rapier(p, c, (186, 146), (40, 14))
        rapier(p, c, (70, 146), (216, 14))

    a.figure(rapiers, SILVER, outline=(10, 16, 24), outline_w=1.0, gy=(14, 160))
    a.figure(lambda p, c: (p.stroke(c, [(186, 146), (186 + 11.5, 146 + 8.7)], 4), p.stroke(c, [(70, 146), (58.5, 154.7)], 4)),
             ((70, 50, 60), (30, 20, 26)))

    def mask(p, c):
        p.poly(c, [(96, 82), (106, 74), (120, 74), (128, 79), (136, 74), (150, 74), (160, 82), (164, 74, 1),
                   (162, 90), (150, 100), (136, 98), (128, 92), (120, 98), (106, 100), (94, 90), (92, 74, 1)],
               smooth=True)

    a.figure(mask, SILVER, outline=(10, 16, 24), outline_w=1.2, gy=(72, 102))
    a.pen.poly((10, 20, 30), [(104, 86), (110, 81), (120, 82), (122, 88), (112, 92)], smooth=True)
    a.pen.poly((10, 20, 30), [(152, 86), (146, 81), (136, 82), (134, 88), (144, 92)], smooth=True)
    a.pen.stroke((120, 220, 255), [(100, 78), (108, 76)], 1.0)

    def coins(p, c):
        for x, y, rx in ((104, 150, 8), (128, 158, 9), (152, 146, 7), (140, 128, 6)):
            p.ellipse(c, x, y, rx, rx * 0.95)

    a.figure(coins, GOLD, outline=(30, 20, 10), outline_w=0.8, gy=(120, 168))
    for x, y, rx in ((104, 150, 8), (128, 158, 9), (152, 146, 7), (140, 128, 6)):
        a.pen.ellipse((180, 120, 40), x, y, rx * 0.6, rx * 0.58, 0.7)
    a.glow((124, 154), 10, (255, 255, 230), 200, 2.0, add=True)
    a.motes(20, (200, 250, 255), (0, 0, 256, 176), seed=4, rmax=1.0)


@art("old_garrick")
def a_old_garrick(a: Art):
    a.sky([(0, (26, 20, 30)), (0.5, (100, 70, 70)), (0.75, (210, 150, 90)), (1, (90, 60, 40))])
    a.glow((128, 126), 120, (255, 200, 120), 120, 1.5, ry=50, add=True)
    rng = random.Random(10)
    a.pen.poly((80, 56, 56), ridge_pts(rng, 126, 10, step=6))
    a.pen.poly((40, 30, 26), [(-5, 182), (-5, 146), (60, 140), (128, 136), (200, 140), (261, 148), (261, 182)],
               smooth=True)
    for i in range(60):
        x = rng.uniform(0, 256)
        y = 142 + rng.uniform(0, 34)
        a.pen.stroke((26, 20, 16), [(x, y + 4), (x + rng.uniform(-4, 4), y - rng.uniform(4, 10))], 1.2, 0.2)
    a.figure(lambda p, c: sword(p, c, (128, 40), (128, 150), 9, guard=20), STEEL, outline=(20, 14, 10),
             outline_w=1.0, gy=(30, 150))
    a.figure(lambda p, c: (p.stroke(c, [(106, 40), (150, 40)], 6), p.circle(c, (128, 24), 5.5),
                           p.stroke(c, [(128, 24), (128, 40)], 5)), GOLD, outline=(20, 14, 10), outline_w=0.9)

    def scarf(p, c):
        p.poly(c, [(120, 44), (136, 44), (140, 52), (170, 58), (196, 54), (214, 64, 1), (190, 66), (204, 76, 1),
                   (172, 70), (142, 62), (126, 60)], smooth=True)

    a.figure(scarf, ((170, 40, 36), (100, 20, 20)), outline=(20, 10, 10), outline_w=0.8, gy=(44, 76))

    def helm(p, c):
        p.poly(c, [(104, 58), (110, 46), (128, 40), (146, 46), (152, 58), (152, 88), (140, 96), (116, 96),
                   (104, 88)], smooth=True)

    hm = a.figure(helm, STEEL, outline=(20, 14, 10), outline_w=1.1, gy=(40, 96))
    a.detail(hm, lambda p: (p.poly((10, 10, 14, 255), [(110, 66), (146, 66), (146, 72), (131, 72), (131, 92),
                                                      (125, 92), (125, 72), (110, 72)]),
                            p.stroke((70, 70, 80, 255), [(140, 48), (136, 56), (142, 60)], 1.2),
                            p.stroke((255, 255, 255, 110), [(112, 52), (120, 46)], 2.2),
                            p.circle((40, 40, 50, 255), (108, 80), 1.4),
                            p.circle((40, 40, 50, 255), (148, 80), 1.4)))


# ---------------------------------------------------------------- locations


@art("valley_of_teeth")
def a_valley_of_teeth(a: Art):
    a.sky([(0, (30, 16, 36)), (0.35, (92, 40, 62)), (0.6, (206, 104, 72)), (0.72, (246, 170, 100)), (1, (120, 60, 50))])
    a.glow((128, 112), 100, (255, 190, 110), 170, 1.5, ry=40, add=True)
    a.pen.circle((255, 226, 170), (128, 108), 14)
    rng = random.Random(11)
    a.pen.poly((126, 62, 72), ridge_pts(rng, 110, 10, step=5, jag=0.6))
    a.band(96, 124, (240, 150, 110), 0, 90)
    for i in range(24):
        x = 2 + i * 11 + rng.uniform(-3, 3)
        if 104 < x < 152:
            continue
        tooth(a.pen, x, 126, rng.uniform(7, 11), rng.uniform(14, 30), rng.uniform(-3, 3),
              (100, 48, 58), (170, 92, 84), x > 128)
    a.pen.poly((86, 42, 50), [(-5, 182), (-5, 126), (100, 123), (156, 123), (261, 126), (261, 182)])
    a.pen.poly((150, 86, 72), [(116, 124), (140, 124), (176, 182), (80, 182)])
    a.band(120, 150, (240, 150, 110), 80, 0)
    for side in (-1, 1):
        xs = [6, 24, 42, 60, 76, 90] if side < 0 else [250, 232, 214, 196, 180, 166]
        for j, x in enumerate(xs):
            h = [124, 104, 86, 66, 48, 32][j] + rng.uniform(-8, 8)
            w = [32, 26, 22, 18, 14, 11][j]
            tooth(a.pen, x, 152 - j * 4, w, h, -side * rng.uniform(4, 12), (52, 24, 34), (150, 74, 70), side > 0)
    for x, h, w, lean in ((10, 74, 40, 12), (44, 46, 26, 6), (220, 58, 30, -8), (250, 86, 40, -12)):
        tooth(a.pen, x, 182, w, h, lean, (22, 10, 16), (80, 36, 40), x > 128)
    rng2 = random.Random(5)
    for _ in range(6):
        bird(a.pen, (40, 16, 30), rng2.uniform(90, 170), rng2.uniform(36, 80), rng2.uniform(0.5, 0.9), rng2.random())


@art("bonefield")
def a_bonefield(a: Art):
    a.sky([(0, (22, 26, 24)), (0.4, (70, 80, 66)), (0.62, (170, 170, 130)), (1, (60, 60, 46))])
    a.glow((64, 96), 60, (255, 250, 200), 150, 1.6, add=True)
    a.pen.circle((236, 236, 206), (64, 96), 11)
    rng = random.Random(2)
    a.pen.poly((96, 100, 82), ridge_pts(rng, 106, 8, step=6))
    a.pen.poly((70, 70, 56), ridge_pts(rng, 114, 3, step=8))
    a.pen.poly((48, 46, 36), [(-5, 182), (-5, 122), (261, 118), (261, 182)])
    a.band(110, 140, (190, 190, 150), 90, 0)
    spine = spline([(104, 92), (140, 74), (180, 72), (220, 84), (244, 104)], False, 8)

    def ribs(p, c, far):
        for i in range(7):
            t = 0.1 + i * 0.12
            sx, sy = spine[int(t * (len(spine) - 1))]
            h = 134 - sy
            d = -1 if far else 1
            p.stroke(c, spline([(sx, sy), (sx + 12 * d, sy + h * 0.35), (sx + 6 * d, sy + h * 0.8),
                                (sx - 4 * d, 136)], False), 5 - i * 0.3, 2.4)

    a.figure(lambda p, c: ribs(p, c, True), ((120, 116, 96), (70, 66, 52)), outline=(30, 28, 22), outline_w=0.7)

    def bones(p, c):
        p.stroke(c, spine, 6, 4)
        for q in spine[::5]:
            p.circle(c, q, 4)
        ribs(p, c, False)
        # the half-buried skull
        p.poly(c, [(20, 150), (24, 130), (40, 118), (62, 116), (80, 124), (96, 132), (104, 142), (96, 150),
                   (78, 152), (60, 158)], smooth=True)
        p.stroke(c, spline([(44, 120), (30, 104), (32, 86), (42, 76)], False), 7, 1)
        p.stroke(c, spline([(64, 118), (70, 100), (86, 92), (96, 96)], False), 7, 1)
        r = random.Random(4)
        for _ in range(14):
            x, y = r.uniform(110, 250), r.uniform(140, 172)
            ang = r.uniform(0, math.pi)
            L = r.uniform(6, 14)
            e = (x + math.cos(ang) * L, y + math.sin(ang) * L * 0.4)
            p.stroke(c, [(x, y), e], 2, 2)
            for q in ((x, y), e):
                p.circle(c, (q[0] - 1, q[1]), 1.6)
                p.circle(c, (q[0] + 1, q[1]), 1.6)

    m = a.figure(bones, ((240, 236, 210), (150, 144, 116)), outline=(30, 28, 22), outline_w=0.9,
                 halo=(230, 230, 190), halo_alpha=50, gy=(70, 170))
    a.detail(m, lambda p: p.poly((0, 0, 0, 70), [(0, 146), (256, 140), (256, 176), (0, 176)]))
    a.pen.ellipse((20, 18, 14), 58, 132, 7, 6)
    a.pen.poly((20, 18, 14), [(88, 138), (98, 142), (92, 146)])
    for i in range(5):
        a.pen.rect((40, 36, 28), 70 + i * 5, 146, 1.2, 5)
    a.mist(150, 10, (200, 200, 160), 80, seed=3, blobs=8)
    raven(a.pen, (20, 20, 22), 182, 70, 1.1)
    raven(a.pen, (20, 20, 22), 150, 72, 0.9, flip=True)
    for _ in range(4):
        bird(a.pen, (30, 30, 30), rng.uniform(120, 240), rng.uniform(20, 50), 0.7, rng.random())


@art("goblin_warrens")
def a_goblin_warrens(a: Art):
    a.sky([(0, (16, 16, 34)), (0.45, (60, 44, 76)), (0.7, (140, 86, 80)), (1, (50, 36, 40))])
    a.stars(30, 60, seed=6)
    rng = random.Random(3)
    a.pen.poly((46, 40, 56), ridge_pts(rng, 120, 10, step=6))

    def hill(p, c):
        p.poly(c, [(-10, 182), (-10, 150), (20, 120), (50, 76), (90, 50), (128, 44), (170, 50), (206, 74),
                   (236, 114), (266, 150), (266, 182)], smooth=True)

    m = a.figure(hill, ((84, 74, 48), (34, 26, 18)), rim=(200, 150, 110), rim_off=(0, -1.2), gy=(44, 176))
    a.detail(m, lambda p: [p.stroke((30, 40, 20, 180), [(x, y), (x + 2, y - 5)], 1.2, 0.3)
                           for x, y in [(rng.uniform(20, 236), rng.uniform(50, 170)) for _ in range(120)]])
    holes = [(128, 68, 9), (92, 88, 8), (164, 86, 8), (60, 118, 10), (118, 110, 11), (176, 120, 10),
             (214, 138, 9), (86, 146, 11), (150, 150, 12), (34, 154, 8)]
    for x, y, r in holes:
        a.glow((x, y), r * 3, (255, 150, 60), 130, 1.8, add=True)
    for x, y, r in holes:
        a.pen.ellipse((100, 70, 40), x, y, r + 2.2, r * 0.8 + 2.2)
        a.pen.ellipse((20, 10, 6), x, y, r, r * 0.8)
        a.pen.ellipse((255, 150, 60), x, y + r * 0.35, r * 0.7, r * 0.4)
        a.pen.ellipse((40, 20, 10), x, y + r * 0.1, r * 0.75, r * 0.45)
    for (x0, y0), (x1, y1) in (((92, 96), (62, 110)), ((118, 100), (128, 78)), ((176, 110), (166, 94)),
                               ((150, 140), (176, 128))):
        ang = math.atan2(y1 - y0, x1 - x0)
        nx, ny = -math.sin(ang) * 3, math.cos(ang) * 3
        for s in (1, -1):
            a.pen.stroke((130, 90, 50), [(x0 + nx * s, y0 + ny * s), (x1 + nx * s, y1 + ny * s)], 1.2)
        for k in range(1, 5):
            q = lerp2((x0, y0), (x1, y1), k / 5)
            a.pen.stroke((130, 90, 50), [(q[0] + nx, q[1] + ny), (q[0] - nx, q[1] - ny)], 0.9)
    for x, y in ((104, 50), (150, 52)):
        a.pen.rect((50, 40, 36), x - 2.5, y - 10, 5, 12)
        for k in range(5):
            a.glow((x + k * 4 + rng.uniform(-2, 2), y - 14 - k * 7), 5 + k * 2.5, (140, 130, 140), 90 - k * 12, 1.3)
    for x in range(0, 256, 9):
        h = rng.uniform(8, 16)
        a.pen.poly((30, 20, 14), [(x - 2, 182), (x - 1.5, 176 - h), (x, 174 - h, 1), (x + 1.5, 176 - h), (x + 2, 182)])
    a.pen.rect((30, 20, 14), 0, 168, 256, 2)


@art("sunken_crypt")
def a_sunken_crypt(a: Art):
    a.sky([(0, (6, 14, 20)), (0.6, (20, 46, 56)), (1, (14, 30, 36))])
    a.stars(30, 70, seed=5)
    a.moon((204, 34), 14, (210, 230, 226), halo=(120, 190, 200))
    rng = random.Random(9)
    a.pen.poly((16, 34, 40), ridge_pts(rng, 112, 8, step=6))
    dead_tree(a.pen, (12, 24, 28), 30, 132, 90, rng, depth=4)
    ang = math.radians(7)
    c0 = (128, 130)

    def T(pts):
        return tr(pts, ang=ang, c=c0)

    def crypt(p, c):
        p.poly(c, T([(80, 150), (80, 84), (176, 84), (176, 150)]))
        p.poly(c, T([(72, 86), (72, 78), (184, 78), (184, 86)]))
        p.poly(c, T([(76, 78), (128, 50), (180, 78)]))
        p.stroke(c, T([(128, 52), (128, 34)]), 3)
        p.stroke(c, T([(121, 40), (135, 40)]), 3)

    m = a.figure(crypt, ((124, 140, 138), (46, 58, 60)), rim=(190, 235, 230), rim_off=(-0.6, -1),
                 outline=(6, 14, 16), outline_w=0.8, gy=(40, 150))

    def stones(p):
        for y in (98, 112, 126, 140):
            p.poly((20, 30, 34, 130), T([(80, y), (176, y), (176, y + 0.8), (80, y + 0.8)]))
        for x in (84, 98, 150, 164):
            p.poly((176, 190, 186, 255), T([(x, 88), (x + 8, 88), (x + 8, 150), (x, 150)]))
            p.poly((70, 84, 86, 255), T([(x + 5, 88), (x + 8, 88), (x + 8, 150), (x + 5, 150)]))
            p.poly((150, 164, 160, 255), T([(x - 1.5, 86), (x + 9.5, 86), (x + 9.5, 89), (x - 1.5, 89)]))
        p.poly((36, 50, 54, 255), T([(90, 75), (128, 56), (166, 75)]))
        p.poly((8, 16, 20, 150), T([(150, 0), (260, 0), (260, 200), (150, 200)]))
        r = random.Random(2)
        for _ in range(16):
            q = T([(r.uniform(80, 176), r.uniform(80, 150))])[0]
            p.ellipse((60, 100, 60, 150), q[0], q[1], r.uniform(2, 6), r.uniform(1, 2.4))
    a.detail(m, stones)
    door = T([(114, 150), (114, 108), (120, 98), (128, 94, 1), (136, 98), (142, 108), (142, 150)])
    a.glow(T([(128, 124)])[0], 40, (80, 255, 190), 140, 1.6, add=True)
    a.pen.poly((4, 12, 12), door, smooth=True)
    for k in range(4):
        y = 114 + k * 6
        a.pen.poly(mix((10, 30, 28), (90, 220, 170), 0.55 - k * 0.12),
                   T([(117 + k * 1.5, y), (139 - k * 1.5, y), (139 - k * 1.5, y + 1.4), (117 + k * 1.5, y + 1.4)]))
    a.glow(T([(128, 104)])[0], 9, (120, 255, 200), 220, 2, add=True)
    for x, h, tilt in ((22, 26, -0.2), (48, 20, 0.15), (210, 24, 0.25), (236, 18, -0.1)):
        pts = tr([(x - 6, 140), (x - 6, 140 - h), (x, 140 - h - 5), (x + 6, 140 - h), (x + 6, 140)], ang=tilt,
                 c=(x, 140))
        a.pen.poly((60, 76, 80), pts, smooth=False)
    reflect(a, 134, 100, ((20, 40, 40), (6, 14, 16)), (120, 200, 190))
    a.mist(132, 8, (120, 180, 170), 110, seed=3, blobs=10)


@art("howling_mire")
def a_howling_mire(a: Art):
    a.sky([(0, (14, 18, 26)), (0.5, (56, 70, 78)), (0.72, (120, 130, 120)), (1, (40, 46, 44))])
    for x, y, rx in ((40, 40, 90), (200, 30, 100), (130, 70, 100)):
        a.glow((x, y), rx, (90, 100, 110), 120, 1.2, ry=rx * 0.25)
    rng = random.Random(17)
    a.pen.poly((50, 60, 60), ridge_pts(rng, 110, 6, step=6))
    for x, h, lean in ((46, 84, 0.35), (78, 50, 0.3), (200, 70, 0.4), (236, 100, 0.3)):
        dead_tree(a.pen, (20, 26, 26), x, 124, h, rng, lean=lean, depth=4, spread=0.5)
    a.pen.poly((24, 30, 28), [(-5, 126), (60, 118), (120, 122), (180, 116), (261, 124), (261, 130), (-5, 130)],
               smooth=True)
    reflect(a, 126, 90, ((50, 60, 58), (14, 18, 18)), (150, 170, 160))
    for x0 in list(range(0, 60, 5)) + list(range(150, 190, 5)):
        h = rng.uniform(10, 30)
        a.pen.stroke((16, 22, 20), [(x0, 178), (x0 + rng.uniform(2, 8), 178 - h)], 1.8, 0.3)
    a.mist(124, 10, (170, 190, 180), 120, seed=4, blobs=12)
    lay = a.layer()
    lp = a.lpen(lay)
    for i in range(9):
        y = rng.uniform(20, 120)
        x = rng.uniform(-40, 200)
        L = rng.uniform(50, 110)
        lp.stroke((230, 240, 240), spline([(x, y), (x + L * 0.4, y - 6), (x + L * 0.8, y - 2), (x + L, y - 10)],
                                          False), 1.2, 0.1)
    a.put(blur(lay, 3), 200)
    a.put(lay, 45)
    for x, y in ((110, 100), (140, 92), (170, 108), (96, 140)):
        a.glow((x, y), 12, (140, 255, 220), 220, 2.0, add=True)
        a.pen.circle((220, 255, 240), (x, y), 1.2)


@art("blackspire")
def a_blackspire(a: Art):
    a.sky([(0, (10, 6, 20)), (0.5, (44, 26, 70)), (0.8, (90, 60, 110)), (1, (30, 20, 40))])
    for x, y, rx in ((60, 30, 100), (200, 50, 90), (120, 14, 120)):
        a.glow((x, y), rx, (20, 12, 30), 200, 1.2, ry=rx * 0.3)
    lightning(a, [(200, 0), (194, 20), (204, 34), (190, 58), (198, 66), (186, 92)])
    lightning(a, [(198, 66), (212, 80), (208, 92)])
    a.glow((200, 40), 60, (180, 150, 255), 90, 1.5, add=True)
    rng = random.Random(1)
    a.pen.poly((30, 20, 40), ridge_pts(rng, 140, 10, step=6))

    def spire(p, c):
        p.poly(c, [(80, 182), (92, 150), (104, 140), (116, 120), (128, 126), (142, 118), (154, 138), (170, 146),
                   (184, 182)], smooth=True)
        p.poly(c, [(118, 130), (120, 60), (116, 52), (140, 52), (136, 60), (138, 130)])
        crenel(p, c, 114, 142, 52, 4, 3.5, 2.4)
        p.poly(c, [(120, 48), (128, 6, 1), (136, 48)])
        p.poly(c, [(104, 140), (108, 96), (104, 92), (116, 92), (114, 140)])
        p.poly(c, [(104, 92), (110, 74, 1), (116, 92)])

    a.figure(spire, ((34, 26, 44), (8, 6, 12)), rim=(190, 160, 255), rim_off=(1.2, -0.8), halo=(120, 90, 200),
             halo_alpha=70, gy=(10, 176))
    window(a, 128, 66, 4, 8, (255, 200, 90))
    for x, y in ((128, 96), (110, 110)):
        window(a, x, y, 2.4, 5, (220, 150, 80), glow=True)
    for i in range(9):
        bird(a.pen, (10, 6, 14), 128 + math.cos(i * 0.7) * rng.uniform(24, 60),
             30 + math.sin(i * 1.3) * rng.uniform(6, 20), 0.6, rng.random())
    a.band(150, 176, (6, 4, 10), 0, 200)


@art("ashen_gate")
def a_ashen_gate(a: Art):
    a.sky([(0, (30, 26, 28)), (0.5, (90, 70, 64)), (0.8, (190, 100, 50)), (1, (70, 40, 30))])
    a.glow((128, 120), 90, (255, 130, 50), 200, 1.4, add=True)
    rng = random.Random(21)

    def cliffs(p, c):
        p.poly(c, [(-5, 182), (-5, 20), (20, 30), (36, 60), (50, 70), (62, 110), (72, 182)], smooth=True)
        p.poly(c, [(261, 182), (261, 26), (236, 36), (220, 62), (204, 76), (194, 110), (184, 182)], smooth=True)

    a.figure(cliffs, ((70, 60, 60), (24, 20, 22)), rim=(255, 150, 80), rim_off=(0, -1), gy=(20, 176))

    def gate(p, c):
        for x in (84, 172):
            tower(p, c, x, 150, 28, 96)
        p.poly(c, [(96, 150), (96, 78), (160, 78), (160, 150)])
        crenel(p, c, 96, 160, 78, 4, 5, 3)

    m = a.figure(gate, ((70, 62, 62), (26, 22, 24)), rim=(255, 160, 90), rim_off=(0, -1.2), halo=(255, 120, 60),
                 halo_alpha=60, gy=(50, 150))
    a.detail(m, lambda p: [p.rect((0, 0, 0, 70), 60, y, 140, 0.8) for y in range(60, 150, 8)])
    arch = [(108, 152), (108, 104), (116, 92), (128, 86, 1), (140, 92), (148, 104), (148, 152)]
    a.pen.poly((255, 170, 80), arch, smooth=True)
    a.glow((128, 124), 36, (255, 200, 120), 220, 1.6, add=True)
    am = a.shape(lambda p, c: p.poly(c, arch, smooth=True))

    def portcullis(p):
        for x in range(110, 148, 6):
            p.stroke((30, 20, 18), [(x, 80), (x, 136)], 1.6)
            p.poly((30, 20, 18), [(x - 1.5, 135), (x, 140, 1), (x + 1.5, 135)])
        for y in range(96, 136, 7):
            p.stroke((30, 20, 18), [(100, y), (156, y)], 1.3)
    a.detail(am, portcullis)
    for x in (84, 172):
        window(a, x, 80, 3, 7, (255, 160, 70))
    a.pen.poly((50, 40, 40), [(108, 152), (148, 152), (180, 182), (76, 182)])
    a.band(140, 182, (20, 16, 16), 0, 180)
    for _ in range(90):
        x, y = rng.uniform(0, 256), rng.uniform(0, 176)
        r = rng.uniform(0.5, 1.3)
        if rng.random() < 0.2:
            a.glow((x, y), r * 4, (255, 140, 50), 160, 2.0, add=True)
        a.pen.circle((170, 164, 160) if rng.random() < 0.8 else (255, 180, 90), (x, y), r)


@art("witchwood")
def a_witchwood(a: Art):
    a.sky([(0, (10, 8, 18)), (0.6, (40, 30, 56)), (1, (20, 30, 26))])
    a.glow((128, 110), 90, (120, 200, 120), 100, 1.5, add=True)
    rng = random.Random(23)
    for x in range(-10, 270, 22):
        dead_tree(a.pen, (36, 34, 54), x + rng.uniform(-6, 6), 140, rng.uniform(70, 110), rng, depth=4,
                  spread=0.7, w=7)
    a.mist(132, 12, (120, 170, 130), 110, seed=1, blobs=10)
    a.pen.poly((20, 24, 22), [(-5, 182), (-5, 140), (261, 136), (261, 182)])
    a.pen.poly((50, 60, 46), [(120, 140), (136, 140), (166, 182), (90, 182)])
    a.band(136, 182, (10, 12, 10), 0, 160)

    def trees(p, c):
        for x, s in ((26, 1), (230, -1)):
            p.poly(c, [(x - 26, 182), (x - 12, 150), (x - 16, 120), (x - 6, 90), (x - 14, 50), (x - 6, 20),
                       (x - 10, -4), (x + 16, -4), (x + 12, 24), (x + 18, 56), (x + 10, 92), (x + 16, 124),
                       (x + 12, 152), (x + 30, 182)], smooth=True)
            for y0, L, a0, w in ((34, 76, -0.45, 11), (70, 64, 0.05, 10), (104, 50, -0.15, 8)):
                pts = [(x + s * 8, y0)]
                for k in range(1, 5):
                    ang = a0 + math.sin(k * 1.9 + y0) * 0.45
                    q = pts[-1]
                    pts.append((q[0] + s * math.cos(ang) * L / 4, q[1] + math.sin(ang) * L / 4))
                p.stroke(c, spline(pts, False), w, 2)
                tipx, tipy = pts[-1]
                for k in range(3):
                    p.stroke(c, spline([(tipx, tipy), (tipx + s * 6, tipy + (k - 1) * 4 - 2),
                                        (tipx + s * 10, tipy + (k - 1) * 7 + 2)], False), 2.2, 0.3)

    m = a.figure(trees, ((50, 40, 62), (14, 12, 20)), rim=(160, 230, 160), rim_off=(0, -1), rim_alpha=170,
                 gy=(0, 176))
    a.detail(m, lambda p: [p.stroke((14, 10, 20, 220), [(x, 10), (x + 4, 70), (x - 3, 150)], 1.6, smooth=True)
                           for x in (22, 32, 226, 236)])
    for x, y in ((84, 112), (176, 98), (150, 126), (66, 132)):
        a.eyes([(x - 3, y), (x + 3, y)], (255, 220, 80), r=1.0, glow_r=5)
    lay = a.layer()
    lp = a.lpen(lay)
    for _ in range(10):
        x, y = rng.uniform(60, 196), rng.uniform(0, 30)
        lp.stroke((70, 100, 62), [(x, y), (x + rng.uniform(-2, 2), y + rng.uniform(8, 22))], 1.2, 0.3)
    a.put(lay, 150)
    for x, y in ((98, 152), (106, 156), (158, 158), (166, 154)):
        a.glow((x, y), 8, (150, 255, 180), 200, 2, add=True)
        a.pen.ellipse((170, 255, 200), x, y - 1.5, 2.4, 1.3)
        a.pen.rect((140, 200, 160), x - 0.5, y - 1, 1, 3)


@art("drowned_chapel")
def a_drowned_chapel(a: Art):
    a.sky([(0, (6, 10, 26)), (0.6, (26, 44, 80)), (1, (40, 60, 90))])
    a.stars(50, 90, seed=8)
    a.moon((64, 40), 18, (230, 236, 246), halo=(140, 170, 230))
    rng = random.Random(31)
    a.pen.poly((20, 30, 54), ridge_pts(rng, 118, 8, step=6))
    ang = math.radians(-6)
    c0 = (140, 120)

    def T(pts):
        return tr(pts, ang=ang, c=c0)

    def chapel(p, c):
        p.poly(c, T([(104, 130), (104, 90), (166, 90), (166, 130)]))
        p.poly(c, T([(100, 92), (135, 66), (170, 92)]))
        p.poly(c, T([(168, 130), (168, 56), (190, 56), (190, 130)]))
        p.poly(c, T([(166, 58), (179, 20, 1), (192, 58)]))
        p.stroke(c, T([(179, 20), (179, 8)]), 1.4)
        p.stroke(c, T([(174, 13), (184, 13)]), 1.4)

    m = a.figure(chapel, ((90, 104, 130), (30, 36, 54)), rim=(200, 220, 255), rim_off=(-1, -1),
                 outline=(8, 10, 20), outline_w=0.7, gy=(10, 130))
    a.detail(m, lambda p: p.poly((10, 14, 30, 140), T([(166, 0), (260, 0), (260, 180), (166, 180)])))
    for x, y, w, h in ((118, 108, 6, 14), (136, 108, 6, 14), (152, 108, 6, 14)):
        q = T([(x, y)])[0]
        window(a, q[0], q[1], w, h, (120, 230, 220))
    bq = T([(179, 70)])[0]
    a.pen.poly((14, 18, 30), [(bq[0] - 6, bq[1] + 7), (bq[0] - 6, bq[1] - 3), (bq[0], bq[1] - 8, 1),
                              (bq[0] + 6, bq[1] - 3), (bq[0] + 6, bq[1] + 7)])
    a.pen.poly((220, 190, 110), [(bq[0] - 4, bq[1] + 6), (bq[0] - 3, bq[1] - 1), (bq[0], bq[1] - 3),
                                 (bq[0] + 3, bq[1] - 1), (bq[0] + 4, bq[1] + 6)], smooth=True)
    reflect(a, 122, 120, ((30, 48, 80), (8, 12, 26)), (160, 190, 240))
    for r in (20, 34, 50):
        a.pen.ellipse((120, 150, 200), 150, 124, r, r * 0.12, 0.5)
    for x in (30, 60, 200, 236):
        a.pen.ellipse((30, 60, 40), x, 150 + (x % 7), 6, 1.6)


@art("troll_bridge")
def a_troll_bridge(a: Art):
    a.sky([(0, (10, 20, 24)), (0.5, (40, 70, 70)), (0.75, (120, 130, 100)), (1, (40, 50, 44))])
    a.glow((128, 86), 90, (220, 220, 160), 100, 1.5, ry=50, add=True)
    rng = random.Random(41)
    a.pen.poly((50, 70, 66), ridge_pts(rng, 92, 10, step=6))
    for i in range(18):
        x = i * 15 + rng.uniform(-4, 4)
        pine(a.pen, (30, 48, 44), x, 106, rng.uniform(20, 34), rng=rng)
    a.surf.blit(vgrad((a.W, 80 * S), [(0, (70, 100, 96)), (1, (16, 26, 26))]), (0, 100 * S))
    a.pen.poly((24, 34, 30), [(-5, 182), (-5, 96), (20, 100), (44, 118), (62, 134), (66, 182)], smooth=True)
    a.pen.poly((24, 34, 30), [(261, 182), (261, 96), (236, 100), (212, 118), (194, 134), (190, 182)], smooth=True)
    deck = [(-5, 92), (40, 86), (90, 76), (128, 72), (166, 76), (216, 86), (261, 92)]
    arch = [(50, 140), (62, 118), (86, 100), (128, 92), (170, 100), (194, 118), (206, 140)]

    def bridge(p, c):
        p.poly(c, spline(deck, False) + [(261, 140), (-5, 140)], smooth=False)

    m = a.figure(bridge, ((104, 110, 100), (40, 46, 42)), rim=(220, 230, 200), rim_off=(0, -1.2),
                 outline=(10, 14, 14), outline_w=0.6, gy=(72, 140))

    def stones(p):
        for y in range(78, 140, 7):
            p.rect((16, 20, 18, 150), -5, y, 270, 0.7)
            off = ((y - 78) // 7) % 2 * 7
            for x in range(-5 + off, 261, 14):
                p.rect((16, 20, 18, 150), x, y, 0.7, 7)
        for i in range(9):
            t = i / 8
            q = spline(arch, False)[int(t * (len(spline(arch, False)) - 1))]
            p.stroke((150, 156, 140, 255), [q, (128 + (q[0] - 128) * 1.16, 92 + (q[1] - 92) * 1.16 - 8)], 1.0)
        p.stroke((30, 36, 32, 255), spline([(p_[0], p_[1] - 8) for p_ in deck], False), 1.0)
    a.detail(m, stones)
    a.pen.stroke((170, 176, 156), spline(arch, False), 2.4)
    a.pen.poly((5, 7, 7), spline(arch, False) + [(206, 142), (50, 142)])
    a.eyes([(119, 118), (135, 118)], (255, 210, 60), r=1.7, glow_r=9)
    a.pen.stroke((5, 7, 7), [(112, 112), (122, 116)], 1.4)
    a.pen.stroke((5, 7, 7), [(142, 112), (132, 116)], 1.4)

    def hand(p, c):
        p.ellipse(c, 184, 122, 9, 11)
        for k in range(4):
            p.stroke(c, spline([(178 + k * 4, 116), (180 + k * 5, 106), (184 + k * 5.5, 100)], False), 3.6, 2.6)

    a.figure(hand, ((96, 120, 70), (40, 52, 30)), rim=(200, 230, 160), rim_off=(0, -0.8), outline=(8, 12, 8),
             outline_w=0.7, gy=(96, 130))
    for k in range(4):
        a.pen.poly((230, 220, 190), [(183 + k * 5.5, 98.5), (186 + k * 5.5, 99.5), (185.5 + k * 5.5, 96, 1)])
    a.pen.stroke((40, 30, 20), [(40, 84), (40, 62)], 2)
    a.glow((40, 58), 14, (255, 200, 100), 220, 1.6, add=True)
    a.pen.rect((255, 220, 150), 37.5, 54, 5, 7, radius=1.5)
    reflect(a, 140, 90, ((40, 60, 58), (10, 16, 16)), (160, 190, 180))


@art("darkmoor_keep")
def a_darkmoor_keep(a: Art):
    a.sky([(0, (14, 10, 30)), (0.45, (60, 40, 80)), (0.7, (200, 120, 90)), (1, (70, 40, 50))])
    a.stars(40, 60, seed=2)
    a.glow((128, 110), 100, (255, 170, 110), 150, 1.5, ry=50, add=True)
    rng = random.Random(51)
    a.pen.poly((70, 44, 70), ridge_pts(rng, 116, 10, step=6))

    def keep(p, c):
        p.poly(c, [(20, 182), (40, 150), (80, 130), (128, 122), (176, 130), (216, 150), (236, 182)], smooth=True)
        p.rect(c, 78, 96, 100, 40)
        crenel(p, c, 76, 180, 96, 4, 5, 3.5)
        tower(p, c, 78, 136, 18, 64, roof=22)
        tower(p, c, 178, 136, 18, 64, roof=22)
        tower(p, c, 128, 110, 36, 86)
        tower(p, c, 142, 30, 8, 14, roof=12)

    a.figure(keep, ((56, 44, 66), (14, 10, 20)), rim=(255, 180, 130), rim_off=(0, -1.2), halo=(255, 150, 110),
             halo_alpha=50, gy=(10, 176))
    for x, y in ((120, 44), (136, 44), (128, 64), (120, 84), (136, 84), (78, 90), (178, 90), (96, 112), (160, 112),
                 (110, 112), (146, 112)):
        window(a, x, y, 3, 6, (255, 196, 100))
    a.pen.poly((255, 190, 100), [(120, 136), (120, 124), (128, 118, 1), (136, 124), (136, 136)], smooth=False)
    a.glow((128, 130), 20, (255, 190, 100), 200, 1.6, add=True)
    for x, s in ((78, 1), (178, -1), (142, 1)):
        top = 136 - 64 - 22 if x != 142 else 30 - 14 - 12
        a.pen.stroke((40, 30, 40), [(x, top), (x, top - 12)], 0.8)
        a.pen.poly((180, 40, 40), [(x, top - 12), (x + 9, top - 9), (x, top - 6)], smooth=True)
    a.pen.stroke((120, 90, 80), spline([(128, 138), (110, 150), (140, 162), (112, 182)], False), 5, 12)
    for i in range(5):
        bird(a.pen, (20, 14, 24), rng.uniform(30, 226), rng.uniform(14, 40), 0.6, rng.random())


@art("ravens_roost")
def a_ravens_roost(a: Art):
    a.sky([(0, (26, 30, 42)), (0.45, (90, 100, 114)), (0.78, (186, 184, 170)), (1, (70, 70, 76))])
    a.glow((196, 112), 70, (255, 240, 210), 150, 1.6, add=True)
    rng = random.Random(61)
    a.pen.poly((96, 104, 116), ridge_pts(rng, 128, 12, step=6))
    a.pen.poly((60, 64, 74), ridge_pts(rng, 146, 6, step=6))

    def crag(p, c):
        p.poly(c, [(20, 182), (40, 150), (56, 118), (72, 96), (92, 86), (112, 90), (126, 106), (140, 128),
                   (164, 150), (188, 182)], smooth=True)

    a.figure(crag, ((58, 58, 68), (18, 18, 24)), rim=(220, 220, 210), rim_off=(0.8, -0.8), rim_alpha=150,
             gy=(80, 176))
    branches = [((100, 90), (104, 54), (98, 14), 9, 3),
                ((102, 60), (80, 48), (52, 40), 5, 1.5),
                ((101, 48), (124, 38), (160, 34), 5, 1.5),
                ((103, 74), (126, 70), (150, 72), 4.5, 1.5),
                ((99, 34), (88, 24), (78, 12), 3.5, 1),
                ((66, 44), (58, 34), (54, 24), 2.5, 0.8),
                ((140, 35), (150, 24), (154, 14), 2.5, 0.8)]

    def tree(p, c):
        for a0, m, e, w0, w1 in branches:
            p.stroke(c, spline([a0, m, e], False), w0, w1)
        p.poly(c, [(90, 92), (96, 80), (106, 80), (112, 92)])

    a.figure(tree, ((36, 34, 40), (14, 14, 18)), rim=(230, 226, 210), rim_off=(0.6, -0.6), rim_alpha=140)
    a.pen.ellipse((72, 54, 38), 104, 52, 11, 4.5)
    for k in range(10):
        xx = 94 + k * 2.2
        a.pen.stroke((110, 84, 56), [(xx, 49 + (k % 3)), (xx + 5, 55 - (k % 2) * 2)], 0.7)
    for xx, yy in ((98, 49), (105, 48), (110, 50)):
        a.glow((xx, yy), 7, (255, 220, 120), 255, 2.0, add=True)
        a.pen.poly((255, 250, 200), star_pts((xx, yy), 4.5, 0.6, 4, 0))
    for xx, yy, s, fl in ((62, 43, 1.15, False), (142, 36, 1.1, True), (128, 71, 1.2, True), (84, 50, 1.0, False)):
        raven(a.pen, (8, 8, 12), xx, yy, s, fl)
    for i in range(8):
        bird(a.pen, (16, 16, 22), rng.uniform(160, 250), rng.uniform(16, 80), rng.uniform(0.7, 1.1), rng.random())


# =========================================================================== icons and tokens

OUTLINE = (22, 16, 14)


class Icon:
    """A small sprite drawn at ss times its size: filled parts under one dark outline."""

    def __init__(self, size=64, ss=4, outline=OUTLINE, ow=2.6):
        self.size, self.ss, self.outline, self.ow = size, ss, outline, ow
        self.n = size * ss
        self.ops = []

    def mask(self, fn) -> pygame.Surface:
        m = new_layer((self.n, self.n))
        fn(Pen(m, self.ss), (255, 255, 255, 255))
        return m

    def part(self, fn, grad, gy=None, outline=True):
        self.ops.append(("part", self.mask(fn), grad, gy or (0, self.size), outline))

    def detail(self, fn, alpha=255):
        self.ops.append(("detail", fn, alpha))

    def render(self, shadow=False) -> pygame.Surface:
        n, ss = self.n, self.ss
        out = new_layer((n, n), self.outline)
        union = new_layer((n, n))
        for op in self.ops:
            if op[0] == "part" and op[4]:
                union.blit(op[1], (0, 0))
        grown = dilate(union, self.ow * ss, 2.0)
        if shadow:
            sh = blur(tint(grown, BLACK, 120), 5)
            out.blit(sh, (int(0.8 * ss), int(1.4 * ss)))
        out.blit(tint(grown, self.outline), (0, 0))
        for op in self.ops:
            if op[0] == "part":
                _, m, grad, gy, _o = op
                stops = list(grad) if isinstance(grad[0][1], tuple) else [(0, grad[0]), (1, grad[1])]
                body = new_layer((n, n))
                y0, y1 = int(gy[0] * ss), int(gy[1] * ss)
                body.fill(rgba(stops[0][1]), (0, 0, n, max(0, y0)))
                body.fill(rgba(stops[-1][1]), (0, y1, n, n - y1))
                body.blit(vgrad((n, max(2, y1 - y0)), stops), (0, y0))
                out.blit(clip(body, m), (0, 0))
            else:
                lay = new_layer((n, n))
                op[1](Pen(lay, ss))
                if op[2] != 255:
                    lay.fill((255, 255, 255, op[2]), special_flags=pygame.BLEND_RGBA_MULT)
                out.blit(lay, (0, 0))
        return out

    def finish(self, shadow=False) -> pygame.Surface:
        return pygame.transform.smoothscale(self.render(shadow), (self.size, self.size))


ICONS: dict = {}


def icon(name):
    def deco(fn):
        ICONS[name] = fn
        return fn
    return deco


def paw_shape(p, c):
    p.poly(c, [(32, 33), (42, 37), (48, 47), (46, 55), (38, 56), (32, 53), (26, 56), (18, 55), (16, 47),
               (22, 37)], smooth=True)
    for x, y, r, ang in ((12, 30, 5.8, -0.5), (22, 17, 6.4, -0.2), (42, 17, 6.4, 0.2), (52, 30, 5.8, 0.5)):
        p.poly(c, tr(arc_pts((x, y), r * 0.85, 0, 360, r * 1.12, 20), ang=ang, c=(x, y)))


@icon("type_beast")
def i_beast(ic: Icon):
    ic.part(paw_shape, ((246, 176, 96), (176, 92, 36)), (10, 58))
    ic.detail(lambda p: p.poly((255, 235, 200, 120), [(26, 40), (32, 37), (36, 40), (30, 43)], smooth=True))


@icon("type_humanoid")
def i_humanoid(ic: Icon):
    def helm(p, c):
        p.poly(c, sym([(32, 5), (41, 7), (48, 14), (52, 26), (52, 42), (48, 56), (40, 58), (38, 44), (32, 42)], 32),
               smooth=True)
    ic.part(helm, STEEL, (5, 58))

    def face(p):
        p.poly(OUTLINE, [(16, 30), (48, 30), (48, 36), (36, 36), (35, 52), (29, 52), (28, 36), (16, 36)])
        p.rect(OUTLINE, 14, 24, 36, 3.2)
        p.stroke((255, 255, 255, 150), [(22, 10), (17, 18)], 2.4)
        for x in (18, 25, 39, 46):
            p.circle((80, 84, 96), (x, 25.6), 1.2)
    ic.detail(face)
    ic.part(lambda p, c: p.poly(c, [(29.5, 6), (34.5, 6), (34, 36), (30, 36)]), GOLD, (5, 36), outline=False)


@icon("type_undead")
def i_undead(ic: Icon):
    def skull(p, c):
        p.ellipse(c, 32, 26, 22, 21)
        p.poly(c, [(18, 36), (46, 36), (44, 52), (38, 58), (26, 58), (20, 52)], smooth=True)
    ic.part(skull, ((250, 246, 228), (176, 166, 136)), (5, 58))

    def holes(p):
        p.ellipse(OUTLINE, 23, 32, 6.2, 6.8)
        p.ellipse(OUTLINE, 41, 32, 6.2, 6.8)
        p.poly(OUTLINE, [(32, 38), (28.5, 46), (35.5, 46)])
        for x in (26, 30, 34, 38):
            p.stroke(OUTLINE, [(x, 50), (x, 57)], 1.6)
        p.stroke((255, 255, 255, 170), [(16, 20), (22, 11)], 2.4)
    ic.detail(holes)


def flame_shape(p, c, cx=32, base=58, h=52, w=40):
    k = h / 52
    s = w / 40
    pts = [(0, 0), (14, -4), (20, -16), (17, -30), (10, -38), (12, -28), (6, -22), (4, -40), (-4, -52, 1),
           (-6, -40), (-14, -30), (-13, -34), (-20, -22), (-20, -10), (-14, -3)]
    p.poly(c, [(cx + x * s, base + y * k) + tuple(q[2:]) for q in pts for x, y in [q[:2]]], smooth=True)


@icon("peril")
def i_peril(ic: Icon):
    ic.part(lambda p, c: flame_shape(p, c), [(0, (255, 210, 90)), (0.45, (250, 110, 30)), (1, (190, 24, 20))],
            (6, 58))
    ic.part(lambda p, c: flame_shape(p, c, 32, 56, 28, 20), ((255, 250, 200), (255, 190, 60)), (28, 56),
            outline=False)


@icon("vp")
def i_vp(ic: Icon):
    ic.part(lambda p, c: p.poly(c, star_pts((32, 34), 29, 12.5, 5)), GOLD, (4, 60))

    def facets(p):
        pts = star_pts((32, 34), 29, 12.5, 5)
        for i in range(0, 10, 2):
            p.stroke((255, 255, 230, 150), [(32, 34), pts[i]], 1.0)
        for i in range(1, 10, 2):
            p.stroke((130, 80, 10, 150), [(32, 34), pts[i]], 1.0)
    ic.detail(facets)


@icon("ability_immediate")
def i_immediate(ic: Icon):
    ic.part(lambda p, c: p.poly(c, [(38, 3), (14, 36), (29, 36), (22, 61), (50, 24), (34, 24), (44, 3)]),
            ((255, 250, 170), (244, 170, 30)), (3, 61))
    ic.detail(lambda p: p.stroke((255, 255, 255, 180), [(36, 8), (21, 30)], 1.6))


def curved_arrow(p, c, a0, a1, r=21, w=7.5, cx=32, cy=32):
    p.arc(c, (cx, cy), r, a0, a1, w)
    end = math.radians(a1)
    tipdir = end + math.pi / 2
    e = (cx + math.cos(end) * r, cy + math.sin(end) * r)
    n = (math.cos(end), math.sin(end))
    t = (math.cos(tipdir), math.sin(tipdir))
    p.poly(c, [(e[0] + n[0] * 9, e[1] + n[1] * 9), (e[0] + t[0] * 11, e[1] + t[1] * 11),
               (e[0] - n[0] * 9, e[1] - n[1] * 9)])


@icon("ability_ongoing")
def i_ongoing(ic: Icon):
    ic.part(lambda p, c: (curved_arrow(p, c, 200, 330), curved_arrow(p, c, 20, 150)),
            ((150, 236, 250), (40, 140, 190)), (6, 58))


@icon("ability_attack")
def i_attack(ic: Icon):
    def blades(p, c):
        for s in (1, -1):
            x0 = 32 - s * 22
            p.poly(c, [(x0 - s * 2.6, 50 - 2.6), (32 + s * 22, 6), (x0 + s * 2.6, 50 + 2.6)])
            p.poly(c, [(32 + s * 24.5, 3.5), (32 + s * 19, 6.5), (32 + s * 22.5, 9.5)])

    def hilts(p, c):
        for s in (1, -1):
            hx, hy = 32 - s * 19, 47
            p.stroke(c, [(hx - s * 7, hy - 7), (hx + s * 7, hy + 7)], 4.2)
            p.stroke(c, [(hx, hy), (hx - s * 9, hy + 9)], 4)
            p.circle(c, (hx - s * 10.5, hy + 10.5), 3.6)
    ic.part(blades, SILVER, (3, 52))
    ic.part(hilts, GOLD, (38, 62))


@icon("ability_scoring")
def i_scoring(ic: Icon):
    def crown(p, c):
        p.poly(c, [(8, 48), (5, 18, 1), (19, 32), (32, 10, 1), (45, 32), (59, 18, 1), (56, 48)])
        p.rect(c, 8, 46, 48, 10, radius=2)
        for x, y in ((5, 16), (32, 8), (59, 16)):
            p.circle(c, (x, y), 4)
    ic.part(crown, GOLD, (4, 56))

    def gems(p):
        p.rect((120, 70, 10, 255), 8, 46, 48, 1.4)
        for x, col in ((18, (220, 40, 50)), (32, (60, 120, 230)), (46, (220, 40, 50))):
            p.circle(OUTLINE, (x, 51), 3.6)
            p.circle(col, (x, 51), 2.6)
            p.circle((255, 255, 255, 200), (x - 0.8, 50), 0.9)
    ic.detail(gems)


SEAT_SHAPES = {
    "seat_0": lambda p, c: p.circle(c, (32, 32), 25),
    "seat_1": lambda p, c: p.rect(c, 9, 9, 46, 46, radius=3),
    "seat_2": lambda p, c: p.poly(c, [(32, 5), (59, 53), (5, 53)]),
    "seat_3": lambda p, c: p.poly(c, [(32, 3), (60, 32), (32, 61), (4, 32)]),
}


def seat_icon(name) -> pygame.Surface:
    ic = Icon(ow=3.0)
    ic.part(SEAT_SHAPES[name], (WHITE, WHITE))
    return ic.finish()


def draw_icons() -> dict:
    out = {}
    for name, fn in ICONS.items():
        ic = Icon()
        fn(ic)
        out[name] = ic.finish()
    for name in SEAT_SHAPES:
        out[name] = seat_icon(name)
    return out


def digit_strokes(d, cx, cy, h):
    """Polyline strokes of the digit d (1 or 2) in a box h tall centred at (cx, cy)."""
    k = h / 30
    if d == 1:
        return [[(cx - 6 * k, cy - 9 * k), (cx + 1 * k, cy - 15 * k), (cx + 1 * k, cy + 14 * k)],
                [(cx - 7 * k, cy + 14 * k), (cx + 9 * k, cy + 14 * k)]]
    return [spline([(cx - 9 * k, cy - 7 * k), (cx - 5 * k, cy - 13.5 * k), (cx + 2 * k, cy - 15 * k),
                    (cx + 8.5 * k, cy - 10 * k), (cx + 8 * k, cy - 3 * k), (cx - 9 * k, cy + 14 * k)], False, 8),
            [(cx - 9 * k, cy + 14 * k), (cx + 10 * k, cy + 14 * k)]]


def vp_coin(d) -> pygame.Surface:
    ic = Icon(outline=(70, 44, 10), ow=1.2)
    ic.part(lambda p, c: p.circle(c, (32, 32), 29), [(0, (255, 236, 150)), (0.5, (226, 170, 60)), (1, (150, 96, 24))],
            (3, 61))
    ic.part(lambda p, c: p.circle(c, (32, 32), 23.5), [(0, (190, 130, 40)), (0.5, (236, 190, 84)), (1, (255, 234, 150))],
            (8, 56), outline=False)

    def face(p):
        for i in range(24):
            a_ = i * math.pi / 12
            p.circle((255, 240, 180, 200), (32 + math.cos(a_) * 26.3, 32 + math.sin(a_) * 26.3), 0.9)
        p.ring((120, 76, 14), (32, 32), 23.5, 1.0)
        for s in digit_strokes(d, 32.8, 33, 28):
            p.stroke((255, 246, 200), s, 6.2)
        for s in digit_strokes(d, 32, 32, 28):
            p.stroke((110, 66, 10), s, 6.2)
        for s in digit_strokes(d, 32, 32, 28):
            p.stroke((150, 96, 20), s, 3.4)
    ic.detail(face)
    return ic.finish(shadow=True)


def peril_token() -> pygame.Surface:
    ic = Icon(outline=(40, 6, 6), ow=1.2)
    ic.part(lambda p, c: p.circle(c, (32, 32), 29), [(0, (240, 90, 70)), (0.5, (180, 30, 30)), (1, (100, 12, 14))],
            (3, 61))
    ic.part(lambda p, c: p.circle(c, (32, 32), 24), [(0, (110, 14, 16)), (1, (170, 34, 30))], (8, 56),
            outline=False)
    ic.detail(lambda p: p.ring((255, 150, 120, 160), (32, 32), 24.5, 0.8))
    ic.part(lambda p, c: flame_shape(p, c, 32, 50, 36, 27), [(0, (255, 230, 120)), (0.5, (255, 150, 40)),
                                                             (1, (230, 70, 20))], (14, 50), outline=False)
    ic.part(lambda p, c: flame_shape(p, c, 32, 49, 17, 12), ((255, 255, 220), (255, 210, 90)), (32, 49),
            outline=False)
    ic.detail(lambda p: (p.arc((255, 200, 180, 150), (32, 32), 27, 200, 260, 1.6)))
    return ic.finish(shadow=True)


def die_face(n) -> pygame.Surface:
    ss = 4
    N = 64 * ss
    out = new_layer((N, N), (30, 30, 36))
    p = Pen(out, ss)
    sh = new_layer((N, N), BLACK)
    Pen(sh, ss).rect((0, 0, 0, 150), 7, 8.5, 52, 52, radius=11)
    out.blit(blur(sh, 6), (0, 0))
    body = new_layer((N, N))
    Pen(body, ss).rect(WHITE, 5, 5, 52, 52, radius=11)
    out.blit(tint(dilate(body, 1.0 * ss, 1), (110, 110, 120)), (0, 0))
    out.blit(clip(vgrad((N, N), [(0, (255, 255, 255)), (0.6, (242, 240, 236)), (1, (206, 204, 200))]), body), (0, 0))
    face = new_layer((N, N))
    Pen(face, ss).rect(WHITE, 9, 9, 44, 44, radius=8)
    hi = clip(vgrad((N, N), [(0, (255, 255, 255, 255)), (1, (236, 234, 230, 255))]), face)
    out.blit(blur(hi, 3), (0, 0))
    pos = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
           4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
           6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[n]
    r = 5.6 if n == 1 else 4.6
    for dx, dy in pos:
        cx, cy = 31 + dx * 13.5, 31 + dy * 13.5
        p.circle((255, 255, 255), (cx + 0.5, cy + 0.7), r)
        p.circle((26, 26, 32) if n != 1 else (170, 20, 26), (cx, cy), r)
        p.circle((70, 70, 80) if n != 1 else (220, 60, 60), (cx - r * 0.25, cy - r * 0.3), r * 0.45)
    return pygame.transform.smoothscale(out, (64, 64))


# =========================================================================== card frames and backs

FW, FH = 180, 252  # card size
FS = 3  # supersampling of frames and backs
CARD_RADIUS = 10

# Every rectangle is (x, y, w, h) in card pixels; layout.toml is written from this table.
LAYOUT = {
    "card": (0, 0, FW, FH),
    "title": (30, 5, 120, 19),
    "art": (8, 26, 164, 112),
    "type_line": (8, 140, 164, 14),
    "type_icon": (10, 141, 12, 12),
    "seat_symbol": (158, 141, 12, 12),
    "text": (8, 157, 164, 79),
    "seat_band": (24, 240, 132, 7),
    "badge_left": (3, 2, 26, 26),
    "badge_right": (151, 2, 26, 26),
}

FRAME_STYLES = {
    "minion": dict(border=[(0, (112, 106, 100)), (0.5, (84, 80, 76)), (1, (58, 55, 52))],
                   trim=(150, 142, 132), plate=((46, 42, 40), (28, 26, 25)),
                   parch=((222, 212, 190), (196, 184, 160)), edge=(20, 18, 17),
                   badges={"badge_left": "peril", "badge_right": "vp"}, seat_band=True),
    "hero": dict(border=[(0, (226, 230, 238)), (0.45, (170, 176, 190)), (0.55, (132, 138, 154)), (1, (188, 194, 206))],
                 trim=(226, 186, 90), plate=((36, 48, 88), (18, 24, 50)),
                 parch=((238, 230, 206), (216, 204, 176)), edge=(24, 26, 36),
                 badges={"badge_left": "threshold", "badge_right": "ornament"}),
    "location": dict(border=[(0, (104, 108, 90)), (0.5, (80, 84, 68)), (1, (54, 58, 46))],
                     trim=(168, 150, 110), plate=((38, 42, 34), (22, 26, 20)),
                     parch=((220, 212, 186), (194, 184, 156)), edge=(18, 20, 16),
                     badges={"badge_left": "ornament", "badge_right": "vp"}),
}

BADGE_TEXT = (255, 246, 224)
TITLE_TEXT = (240, 230, 206)
BODY_TEXT = (40, 30, 22)


def noise_alpha(noise: pygame.Surface, color, strength: float, invert=False) -> pygame.Surface:
    """A flat colour whose alpha follows a greyscale noise surface."""
    w, h = noise.get_size()
    grey = pygame.image.tobytes(noise, "RGBA")[0::4]
    buf = bytearray(w * h * 4)
    buf[0::4] = bytes([color[0]]) * (w * h)
    buf[1::4] = bytes([color[1]]) * (w * h)
    buf[2::4] = bytes([color[2]]) * (w * h)
    if invert:
        buf[3::4] = bytes(int((255 - v) * strength) for v in grey)
    else:
        buf[3::4] = bytes(int(v * strength) for v in grey)
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


def texture(size, seed, cells=((24, 34, 0.5), (70, 96, 0.3)), color=BLACK, strength=0.25):
    rng = random.Random(seed)
    w, h = size
    lay = new_layer(size, color)
    for gx, gy, k in cells:
        n = noise_tile(w, h, gx, gy, rng)
        lay.blit(noise_alpha(n, color, strength * k), (0, 0))
    return lay


def bevel_plate(surf, r, grad, trim, edge, radius=4, s=FS):
    p = Pen(surf, s)
    x, y, w, h = r
    m = new_layer(surf.get_size())
    Pen(m, s).rect(WHITE, x, y, w, h, radius=radius)
    surf.blit(tint(dilate(m, 1.0 * s, 1), edge), (0, 0))
    surf.blit(clip(vgrad(surf.get_size(), [(0, grad[0]), (1, grad[1])]), m), (0, 0))
    body = new_layer(surf.get_size())
    bp = Pen(body, s)
    bp.rect((0, 0, 0, 255), x, y, w, h, radius=radius)
    inner = new_layer(surf.get_size())
    Pen(inner, s).rect(WHITE, x + 1.2, y + 1.2, w - 2.4, h - 2.4, radius=max(1, radius - 1))
    ring = body.copy()
    ring.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    surf.blit(clip(vgrad(surf.get_size(), [(0, rgba(trim, 255)), (1, rgba(shade(trim, -0.45), 255))]), ring), (0, 0))
    p.rect(rgba(shade(grad[0], 0.25), 255), x + 2, y + 1.4, w - 4, 0.6)


def frame_badge(surf, kind, r, style, s=FS):
    x, y, w, h = r
    c = (x + w / 2, y + h / 2)
    rad = w / 2
    p = Pen(surf, s)
    if kind == "ornament":
        m = new_layer(surf.get_size())
        Pen(m, s).poly(WHITE, [(c[0], c[1] - rad * 0.6), (c[0] + rad * 0.6, c[1]), (c[0], c[1] + rad * 0.6),
                               (c[0] - rad * 0.6, c[1])])
        surf.blit(tint(dilate(m, 1.2 * s, 1), style["edge"]), (0, 0))
        surf.blit(clip(vgrad(surf.get_size(), GOLD), m), (0, 0))
        p.circle((120, 20, 30), c, rad * 0.22)
        p.circle((255, 200, 200), (c[0] - 0.8, c[1] - 0.8), rad * 0.08)
        return
    rim = {"peril": STEEL, "vp": GOLD, "threshold": SILVER}[kind]
    inner = {"peril": [(0, (170, 36, 32)), (1, (84, 10, 12))],
             "vp": [(0, (176, 120, 34)), (1, (98, 62, 14))],
             "threshold": [(0, (52, 70, 130)), (1, (20, 28, 62))]}[kind]
    m = new_layer(surf.get_size())
    mp = Pen(m, s)
    if kind == "threshold":
        shield = [(c[0] - rad * 0.92, c[1] - rad * 0.9), (c[0] + rad * 0.92, c[1] - rad * 0.9),
                  (c[0] + rad * 0.88, c[1] + rad * 0.1), (c[0], c[1] + rad, 1), (c[0] - rad * 0.88, c[1] + rad * 0.1)]
        mp.poly(WHITE, shield, smooth=True)
        shape_in = tr(shield, sx=0.74, c=c)
    else:
        mp.circle(WHITE, c, rad)
        shape_in = None
    surf.blit(tint(dilate(m, 1.0 * s, 1), style["edge"]), (0, 0))
    surf.blit(clip(vgrad(surf.get_size(), rim), m), (0, 0))
    mi = new_layer(surf.get_size())
    if shape_in:
        Pen(mi, s).poly(WHITE, shape_in, smooth=True)
    else:
        Pen(mi, s).circle(WHITE, c, rad * 0.76)
    ring_dark = tint(dilate(mi, 0.6 * s, 1), shade(rim[2][1], -0.5))
    surf.blit(ring_dark, (0, 0))
    surf.blit(clip(vgrad(surf.get_size(), inner), mi), (0, 0))
    p.arc((255, 255, 255, 255), c, rad * 0.88, 200, 250, 0.8)


def draw_frame(kind) -> pygame.Surface:
    st = FRAME_STYLES[kind]
    W, H = FW * FS, FH * FS
    surf = new_layer((W, H), st["edge"])
    card = rounded_mask((W, H), CARD_RADIUS * FS)
    body = vgrad((W, H), st["border"])
    body.blit(texture((W, H), seed_of("frame" + kind)), (0, 0))
    body.blit(texture((W, H), seed_of("frame-hi" + kind), ((40, 56, 1.0),), WHITE, 0.12), (0, 0))
    surf.blit(tint(card, st["edge"]), (0, 0))
    inner_card = rounded_mask((W, H), (CARD_RADIUS - 1) * FS, int(1.2 * FS))
    surf.blit(clip(body, inner_card), (0, 0))
    p = Pen(surf, FS)
    # an inlaid trim line around the face
    trim = new_layer((W, H))
    Pen(trim, FS).rect(WHITE, 4, 4, FW - 8, FH - 8, radius=7)
    inner = new_layer((W, H))
    Pen(inner, FS).rect(WHITE, 4.8, 4.8, FW - 9.6, FH - 9.6, radius=6)
    trim.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    surf.blit(tint(trim, st["trim"], 200), (0, 0))
    p.rect(rgba(shade(st["border"][0][1], 0.35), 170), 2.5, 1.6, FW - 5, 0.6, radius=0)
    # art window: bevel, then cut out
    ax, ay, aw, ah = LAYOUT["art"]
    p.rect(rgba(shade(st["border"][0][1], 0.4), 255), ax - 1.6, ay - 1.6, aw + 3.2, ah + 3.2, radius=2)
    p.rect(rgba(st["edge"], 255), ax - 1.0, ay - 1.0, aw + 2.0, ah + 2.0, radius=1.5)
    surf.fill((0, 0, 0, 0), (ax * FS, ay * FS, aw * FS, ah * FS))
    # title, type line, text box
    bevel_plate(surf, LAYOUT["title"], st["plate"], st["trim"], st["edge"], radius=5)
    bevel_plate(surf, LAYOUT["type_line"], st["plate"], st["trim"], st["edge"], radius=3)
    tx, ty, tw, th = LAYOUT["text"]
    tm = new_layer((W, H))
    Pen(tm, FS).rect(WHITE, tx, ty, tw, th, radius=4)
    surf.blit(tint(dilate(tm, 1.0 * FS, 1), st["edge"]), (0, 0))
    parch = vgrad((W, H), [(0, st["parch"][0]), (1, st["parch"][1])])
    parch.blit(texture((W, H), seed_of("parch" + kind), ((30, 40, 0.6), (90, 120, 0.4)), (90, 70, 40), 0.22), (0, 0))
    edge_shadow = tint(tm, BLACK, 255)
    hole = new_layer((W, H))
    Pen(hole, FS).rect(WHITE, tx + 2.5, ty + 2.5, tw - 5, th - 5, radius=3)
    edge_shadow.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    parch.blit(blur(tint(edge_shadow, (80, 60, 30), 110), 4), (0, 0))
    surf.blit(clip(parch, tm), (0, 0))
    # badges
    for slot, kind_b in st["badges"].items():
        frame_badge(surf, kind_b, LAYOUT[slot], st)
    if st.get("seat_band"):
        bx, by, bw, bh = LAYOUT["seat_band"]
        p.rect(rgba(shade(st["border"][0][1], 0.35), 255), bx - 0.8, by - 0.8, bw + 1.6, bh + 1.6, radius=3)
        p.rect(st["edge"], bx - 0.8, by - 0.8, bw + 1.6, bh + 0.8, radius=3)
        p.rect(st["plate"][1], bx, by, bw, bh, radius=2.5)
        p.rect(rgba(BLACK, 255), bx + 0.6, by, bw - 1.2, 1.0, radius=1)
    else:
        for x in (FW / 2 - 30, FW / 2 + 30):
            p.poly(st["trim"], [(x - 3, FH - 8), (x, FH - 11), (x + 3, FH - 8), (x, FH - 5)])
        p.circle(st["trim"], (FW / 2, FH - 8), 2.2)
    # studs in the bottom corners
    for x in (5.5, FW - 5.5):
        p.circle(st["edge"], (x, FH - 5.5), 2.0)
        p.circle(shade(st["trim"], -0.1), (x, FH - 5.5), 1.4)
        p.circle(shade(st["trim"], 0.5), (x - 0.4, FH - 5.9), 0.5)
    out = surf.copy()
    out.blit(card, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((0, 0, 0, 0), (ax * FS, ay * FS, aw * FS, ah * FS))
    return pygame.transform.smoothscale(out, (FW, FH))


def card_base(grad, edge, trim, seed):
    W, H = FW * FS, FH * FS
    surf = new_layer((W, H), edge)
    card = rounded_mask((W, H), CARD_RADIUS * FS)
    surf.blit(tint(card, edge), (0, 0))
    body = vgrad((W, H), grad)
    body.blit(texture((W, H), seed, strength=0.2), (0, 0))
    surf.blit(clip(body, rounded_mask((W, H), (CARD_RADIUS - 1) * FS, int(1.2 * FS))), (0, 0))
    p = Pen(surf, FS)
    for inset, w in ((6, 1.4), (9.5, 0.6)):
        ring = new_layer((W, H))
        Pen(ring, FS).rect(WHITE, inset, inset, FW - 2 * inset, FH - 2 * inset, radius=max(2, 8 - inset / 2))
        hole = new_layer((W, H))
        Pen(hole, FS).rect(WHITE, inset + w, inset + w, FW - 2 * (inset + w), FH - 2 * (inset + w),
                           radius=max(1, 8 - inset / 2 - w))
        ring.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        surf.blit(clip(vgrad((W, H), [(0, shade(trim, 0.3)), (0.5, trim), (1, shade(trim, -0.3))]), ring), (0, 0))
    for cx, cy in ((14, 14), (FW - 14, 14), (14, FH - 14), (FW - 14, FH - 14)):
        p.poly(trim, [(cx, cy - 5), (cx + 5, cy), (cx, cy + 5), (cx - 5, cy)])
        p.poly(edge, [(cx, cy - 2.2), (cx + 2.2, cy), (cx, cy + 2.2), (cx - 2.2, cy)])
    return surf, card


def draw_back_minion() -> pygame.Surface:
    trim = (168, 120, 70)
    surf, card = card_base([(0, (34, 18, 36)), (0.5, (22, 10, 24)), (1, (12, 6, 14))], (10, 4, 10), trim,
                           seed_of("back_minion"))
    W, H = surf.get_size()
    p = Pen(surf, FS)
    lattice = new_layer((W, H))
    lp = Pen(lattice, FS)
    for k in range(-12, 20):
        lp.stroke((120, 30, 50, 255), [(k * 18 - 40, -10), (k * 18 + 200, 262)], 0.6)
        lp.stroke((120, 30, 50, 255), [(k * 18 + 40, -10), (k * 18 - 200, 262)], 0.6)
    panel = new_layer((W, H))
    Pen(panel, FS).rect(WHITE, 11, 11, FW - 22, FH - 22, radius=4)
    lattice.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(clip(lattice, panel), (0, 0))
    blit_glow(surf, (90 * FS, 126 * FS), 80 * FS, (170, 20, 40), 170, 1.5)
    c = (90, 126)
    for i in range(16):
        ang = i * math.pi / 8
        L = 62 if i % 2 == 0 else 54
        p.poly((14, 6, 12), [(c[0] + math.cos(ang - 0.12) * 44, c[1] + math.sin(ang - 0.12) * 44),
                             (c[0] + math.cos(ang) * L, c[1] + math.sin(ang) * L),
                             (c[0] + math.cos(ang + 0.12) * 44, c[1] + math.sin(ang + 0.12) * 44)])
    m = new_layer((W, H))
    Pen(m, FS).circle(WHITE, c, 44)
    surf.blit(clip(vgrad((W, H), [(0, (60, 20, 40)), (1, (16, 6, 14))]), m), (0, 0))
    p.ring(trim, c, 44, 2.4)
    p.ring(shade(trim, -0.4), c, 39, 0.8)
    for i in range(24):
        ang = i * math.pi / 12
        p.stroke(shade(trim, -0.2), [(c[0] + math.cos(ang) * 40, c[1] + math.sin(ang) * 40),
                                     (c[0] + math.cos(ang) * 42.5, c[1] + math.sin(ang) * 42.5)], 0.8)
    sk = new_layer((W, H))
    sp = Pen(sk, FS)
    for s in (1, -1):
        sp.stroke(WHITE, spline([(90 + s * 14, 112), (90 + s * 28, 104), (90 + s * 32, 88), (90 + s * 26, 78)],
                                False), 7, 0.5)
    sp.ellipse(WHITE, 90, 118, 17, 16)
    sp.poly(WHITE, [(79, 126), (101, 126), (99, 141), (94, 145), (86, 145), (81, 141)], smooth=True)
    surf.blit(tint(dilate(sk, 1.4 * FS, 1.5), (8, 2, 6)), (0, 0))
    surf.blit(clip(vgrad((W, H), [(0, (120, 100, 110)), (0.5, (70, 54, 66)), (1, (40, 28, 36))]), sk), (0, 0))
    for x in (83, 97):
        p.ellipse((10, 2, 6), x, 122, 4.6, 5)
        blit_glow(surf, (x * FS, 122 * FS), 9 * FS, (255, 40, 30), 255, 1.8)
        p.circle((255, 120, 90), (x, 122), 1.6)
    p.poly((10, 2, 6), [(90, 128), (87.5, 134), (92.5, 134)])
    for x in (84.5, 88, 92, 95.5):
        p.stroke((10, 2, 6), [(x, 138), (x, 144)], 1.0)
    out = surf.copy()
    out.blit(card, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(out, (FW, FH))


def draw_back_hero() -> pygame.Surface:
    trim = (232, 190, 92)
    surf, card = card_base([(0, (40, 60, 120)), (0.5, (26, 40, 90)), (1, (14, 22, 54))], (10, 12, 26), trim,
                           seed_of("back_hero"))
    W, H = surf.get_size()
    p = Pen(surf, FS)
    lattice = new_layer((W, H))
    lp = Pen(lattice, FS)
    for k in range(-14, 22):
        lp.stroke((220, 190, 110, 255), [(k * 20 - 60, -10), (k * 20 + 200, 262)], 0.5)
        lp.stroke((220, 190, 110, 255), [(k * 20 + 60, -10), (k * 20 - 200, 262)], 0.5)
    for j in range(-2, 16):
        for i in range(-2, 12):
            lp.circle((240, 210, 130, 255), (i * 20 + (j % 2) * 10, j * 19.5 + 4), 0.9)
    panel = new_layer((W, H))
    Pen(panel, FS).rect(WHITE, 11, 11, FW - 22, FH - 22, radius=4)
    lattice.fill((255, 255, 255, 70), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(clip(lattice, panel), (0, 0))
    blit_glow(surf, (90 * FS, 122 * FS), 84 * FS, (255, 230, 160), 120, 1.6)
    # laurels
    lau = new_layer((W, H))
    lpn = Pen(lau, FS)
    for a0, a1 in ((118, 232), (62, -52)):
        pts = arc_pts((90, 124), 52, a0, a1, 56, 12)
        lpn.stroke(WHITE, pts, 1.8, 1.0)
        for i, q in enumerate(pts[1:]):
            nxt = pts[min(i + 2, len(pts) - 1)]
            ang = math.atan2(nxt[1] - q[1], nxt[0] - q[0]) if nxt != q else -math.pi / 2
            for d in (1, -1):
                la = ang + d * 0.65
                L, Wd = 9 - i * 0.25, 2.6
                u = (math.cos(la), math.sin(la))
                n = (-u[1], u[0])
                lpn.poly(WHITE, [q, (q[0] + u[0] * L * 0.5 + n[0] * Wd, q[1] + u[1] * L * 0.5 + n[1] * Wd),
                                 (q[0] + u[0] * L, q[1] + u[1] * L, 1),
                                 (q[0] + u[0] * L * 0.5 - n[0] * Wd, q[1] + u[1] * L * 0.5 - n[1] * Wd)],
                         smooth=True, seg=4)
    surf.blit(tint(dilate(lau, 0.9 * FS, 1), (10, 12, 26)), (0, 0))
    surf.blit(clip(vgrad((W, H), GOLD), lau), (0, 0))
    # crossed swords and the shield
    sw = new_layer((W, H))
    swp = Pen(sw, FS)
    sword(swp, WHITE, (46, 180), (132, 62), 5, guard=9)
    sword(swp, WHITE, (134, 180), (48, 62), 5, guard=9)
    surf.blit(tint(dilate(sw, 1.2 * FS, 1.5), (10, 12, 26)), (0, 0))
    surf.blit(clip(vgrad((W, H), SILVER), sw), (0, 0))
    shield = sym([(90, 84), (108, 86), (122, 92), (122, 122), (114, 146), (102, 160), (90, 168, 1)], 90)
    sm = new_layer((W, H))
    Pen(sm, FS).poly(WHITE, shield, smooth=True)
    surf.blit(tint(dilate(sm, 1.4 * FS, 1.5), (10, 12, 26)), (0, 0))
    surf.blit(clip(vgrad((W, H), GOLD), sm), (0, 0))
    inner = tr(shield, sx=0.84, sy=0.86, c=(90, 124))
    im = new_layer((W, H))
    Pen(im, FS).poly(WHITE, inner, smooth=True)
    field = new_layer((W, H))
    fp = Pen(field, FS)
    fp.rect((150, 28, 36), 0, 0, FW, FH)
    fp.rect((230, 232, 240), 0, 0, 90, 124)
    fp.rect((230, 232, 240), 90, 124, 90, 140)
    surf.blit(clip(field, im), (0, 0))
    st = new_layer((W, H))
    Pen(st, FS).poly(WHITE, star_pts((90, 124), 16, 6.5, 8))
    surf.blit(tint(dilate(st, 1.0 * FS, 1), (10, 12, 26)), (0, 0))
    surf.blit(clip(vgrad((W, H), GOLD), st), (0, 0))
    p.poly((120, 40, 20), [(90, 120), (94, 124), (90, 128), (86, 124)])
    out = surf.copy()
    out.blit(card, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(out, (FW, FH))


def layout_toml() -> str:
    def r(name):
        x, y, w, h = LAYOUT[name]
        return f"{{ x = {x}, y = {y}, w = {w}, h = {h} }}"

    def col(c):
        return '"#%02X%02X%02X"' % tuple(c[:3])

    lines = [
        "# Card layout of sprites/darkmoor/frame_*.png and back_*.png, in card pixels.",
        "# Written by build_scripts/draw_sprites.py from its LAYOUT table; do not edit by hand.",
        "# Every rect is { x, y, w, h } from the card's top-left corner.",
        "",
        f"card = {{ w = {FW}, h = {FH}, corner_radius = {CARD_RADIUS} }}",
        "",
        "[rects]",
    ]
    notes = {
        "title": "title band (dark plate): the card name",
        "art": "art window, transparent in the frames: draw the art first, then the frame",
        "type_line": "dark plate under the art: minion type, hero type or 'Safe haven'",
        "type_icon": "icon slot at the left end of the type line (icons/type_*, icons/ability_*)",
        "seat_symbol": "slot at the right end of the type line: the owner's icons/seat_N",
        "text": "parchment text box: ability text, then flavour",
        "seat_band": "groove at the bottom of the minion frame: fill with the owner's colour",
        "badge_left": "top-left corner badge (see [frames.*])",
        "badge_right": "top-right corner badge (see [frames.*])",
    }
    for key in notes:
        lines.append(f"{key} = {r(key)}".ljust(52) + f"# {notes[key]}")
    lines += [
        "",
        "[colors]",
        f"title_text = {col(TITLE_TEXT)}".ljust(52) + "# on the title band and the type line",
        f"body_text = {col(BODY_TEXT)}".ljust(52) + "# on the parchment text box",
        f"badge_text = {col(BADGE_TEXT)}".ljust(52) + "# digits on every badge",
        "",
        "# What each frame shows in its badges ('ornament' is decoration, no number).",
        "[frames.minion]",
        'file = "frame_minion.png"',
        'badge_left = "peril"       # red disc with a steel rim',
        'badge_right = "vp"         # bronze disc with a gold rim',
        "seat_band = true",
        "",
        "[frames.hero]",
        'file = "frame_hero.png"',
        'badge_left = "threshold"   # blue shield with a silver rim',
        'badge_right = "ornament"',
        "seat_band = false",
        "",
        "[frames.location]",
        'file = "frame_location.png"',
        'badge_left = "ornament"',
        'badge_right = "vp"',
        "seat_band = false",
        "",
        "[backs]",
        'minion = "back_minion.png"',
        'hero = "back_hero.png"',
        "",
    ]
    return "\n".join(lines)


# =========================================================================== table, app icon, ICO


def draw_table(size=512) -> pygame.Surface:
    """Dark walnut planks, seamless in both directions."""
    rng = random.Random(seed_of("table"))
    n1 = pygame.image.tobytes(noise_tile(size, size, 5, 90, rng), "RGBA")[0::4]
    n2 = pygame.image.tobytes(noise_tile(size, size, 14, 220, rng), "RGBA")[0::4]
    n3 = pygame.image.tobytes(noise_tile(size, size, 32, 32, rng), "RGBA")[0::4]
    plank_h = 64
    planks = size // plank_h
    tints = [rng.uniform(0.86, 1.08) for _ in range(planks)]
    phases = [rng.uniform(0, 6.283) for _ in range(planks)]
    joints = [rng.randrange(0, size) for _ in range(planks)]
    dark = (24, 16, 12)
    light = (64, 44, 30)
    buf = bytearray(size * size * 4)
    i = 0
    for y in range(size):
        pl = y // plank_h
        py = y - pl * plank_h
        tnt = tints[pl]
        ph = phases[pl]
        jx = joints[pl]
        for x in range(size):
            v = n1[i] * 0.55 + n2[i] * 0.3 + n3[i] * 0.15
            g = 0.5 + 0.5 * math.sin(v * 0.09 + ph)
            g = g * g
            t = (0.25 + 0.45 * g + (n3[i] - 128) / 900.0) * tnt
            if py == 0 or (x == jx):
                t *= 0.35
            elif py == 1 or x == (jx + 1) % size:
                t *= 1.25
            elif py == plank_h - 1:
                t *= 0.7
            t = max(0.0, min(1.0, t))
            j = i * 4
            buf[j] = int(dark[0] + (light[0] - dark[0]) * t)
            buf[j + 1] = int(dark[1] + (light[1] - dark[1]) * t)
            buf[j + 2] = int(dark[2] + (light[2] - dark[2]) * t)
            buf[j + 3] = 255
            i += 1
    return pygame.image.frombytes(bytes(buf), (size, size), "RGBA")


def draw_app_icon(px=1024) -> pygame.Surface:
    s = px / 256
    out = new_layer((px, px), (20, 10, 30))
    cw, ch = 150, 204
    cs = pygame.Surface((int(cw * s), int(ch * s)), pygame.SRCALPHA)
    cs.fill((20, 10, 30, 0))
    p = Pen(cs, s)
    p.rect((40, 24, 10), 0, 0, cw, ch, radius=16)
    m = new_layer(cs.get_size())
    Pen(m, s).rect(WHITE, 2, 2, cw - 4, ch - 4, radius=14)
    cs.blit(clip(vgrad(cs.get_size(), GOLD), m), (0, 0))
    m2 = new_layer(cs.get_size())
    Pen(m2, s).rect(WHITE, 13, 13, cw - 26, ch - 26, radius=6)
    sky = vgrad(cs.get_size(), [(0, (30, 16, 60)), (0.6, (80, 40, 110)), (1, (40, 20, 56))])
    sp = Pen(sky, s)
    blit_glow(sky, (98 * s, 58 * s), 60 * s, (255, 220, 150), 120, 1.5)
    sp.circle((255, 236, 180), (98, 58), 24)
    sp.poly((16, 8, 24), [(13, 190), (13, 160), (50, 150), (100, 156), (137, 146), (137, 190)], smooth=True)
    sp.poly((10, 4, 16), [(52, 196), (58, 160), (56, 70), (50, 64), (100, 64), (94, 70), (92, 160), (98, 196)])
    crenel(sp, (10, 4, 16), 48, 102, 64, 9, 8, 5.5)
    sp.poly((10, 4, 16), [(54, 58), (75, 12, 1), (96, 58)])
    blit_glow(sky, (75 * s, 96 * s), 22 * s, (255, 190, 80), 255, 1.6)
    sp.poly((255, 210, 110), [(69, 108), (69, 92), (75, 84, 1), (81, 92), (81, 108)])
    cs.blit(clip(sky, m2), (0, 0))
    card = pygame.transform.rotozoom(cs, 9, 1.0)
    sh = blur(tint(card, BLACK, 150), 8)
    r = card.get_rect(center=(int(118 * s), int(124 * s)))
    out.blit(sh, r.move(int(4 * s), int(6 * s)))
    out.blit(card, r)
    # a red die in front of the card's corner
    ds = pygame.Surface((int(78 * s), int(78 * s)), pygame.SRCALPHA)
    ds.fill((60, 6, 10, 0))
    dp = Pen(ds, s)
    dp.rect((60, 6, 10), 0, 0, 78, 78, radius=16)
    dm = new_layer(ds.get_size())
    Pen(dm, s).rect(WHITE, 3, 3, 72, 72, radius=14)
    ds.blit(clip(vgrad(ds.get_size(), [(0, (246, 80, 70)), (1, (160, 20, 26))]), dm), (0, 0))
    for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        dp.circle((255, 246, 236), (39 + dx * 19, 39 + dy * 19), 7.5)
    die = pygame.transform.rotozoom(ds, -14, 1.0)
    r2 = die.get_rect(center=(int(196 * s), int(196 * s)))
    out.blit(blur(tint(die, BLACK, 150), 8), r2.move(int(3 * s), int(5 * s)))
    out.blit(die, r2)
    return out


def write_ico(path: Path, images) -> None:
    """An ICO container with PNG payloads (valid since Windows Vista)."""
    pngs = [png_bytes(im) for im in images]
    head = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries = b""
    for im, data in zip(images, pngs):
        w, h = im.get_size()
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(head + entries + b"".join(pngs))


# =========================================================================== main


def card_refs() -> dict:
    """The art_ref of every Darkmoor card, grouped as in the data files."""
    def load(name):
        with open(DATA / name, "rb") as f:
            return tomllib.load(f)

    refs = {
        "minions": [m["art_ref"] for m in load("minions.toml")["minion"]],
        "heroes": [h["art_ref"] for h in load("heroes.toml")["hero"]],
        "locations": [face["art_ref"] for loc in load("locations.toml")["location"] for face in loc["faces"]],
    }
    return {k: list(dict.fromkeys(v)) for k, v in refs.items()}


def placeholder(a: Art):
    """Stand-in art for a card whose art_ref has no drawing yet."""
    a.sky([(0, (20, 16, 30)), (1, (50, 40, 60))])
    a.glow((128, 88), 80, (160, 140, 200), 120, 1.5, add=True)
    a.figure(lambda p, c: p.poly(c, sym([(128, 30, 1), (146, 44), (156, 70), (170, 110), (184, 150), (128, 150)]),
                                 smooth=True), ((70, 60, 90), (20, 16, 30)), rim=(200, 180, 255))


def draw_art(name: str) -> pygame.Surface:
    a = Art(name)
    ART.get(name, placeholder)(a)
    return a.finish()


def contact(groups, path: Path, cols=7, tw=96):
    th = round(tw * AH / AW)
    rows = sum((len(g) + cols - 1) // cols for g in groups)
    sheet = pygame.Surface((cols * (tw + 6) + 6, rows * (th + 6) + 6))
    sheet.fill((40, 40, 44))
    row = 0
    for g in groups:
        for i, n in enumerate(g):
            img = pygame.image.load(str(OUT / "darkmoor" / "art" / f"{n}.png"))
            sm = pygame.transform.smoothscale(img, (tw, th))
            sheet.blit(sm, (6 + (i % cols) * (tw + 6), 6 + (row + i // cols) * (th + 6)))
        row += (len(g) + cols - 1) // cols
    save_png(sheet, path)


def main(argv=None) -> int:
    import argparse
    import time

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="+", metavar="ART_REF", help="redraw only these card arts (for quick iteration)")
    ap.add_argument("--contact", metavar="PNG", help="also write a contact sheet of all card art at 96 px wide")
    args = ap.parse_args(argv)
    t0 = time.time()
    written = []

    def save(surf, rel):
        save_png(surf, OUT / rel)
        written.append(OUT / rel)

    refs = card_refs()
    wanted = [r for group in refs.values() for r in group]
    missing = [r for r in wanted if r not in ART]
    if missing:
        print("warning: no drawing for art_ref " + ", ".join(missing) + "; drew a placeholder", file=sys.stderr)
    for name in args.only or wanted:
        save(draw_art(name), f"darkmoor/art/{name}.png")
    if not args.only:
        for name, surf in draw_icons().items():
            save(surf, f"icons/{name}.png")
        save(vp_coin(1), "tokens/vp1.png")
        save(vp_coin(2), "tokens/vp2.png")
        save(peril_token(), "tokens/peril.png")
        for kind in ("minion", "hero", "location"):
            save(draw_frame(kind), f"darkmoor/frame_{kind}.png")
        save(draw_back_minion(), "darkmoor/back_minion.png")
        save(draw_back_hero(), "darkmoor/back_hero.png")
        (OUT / "darkmoor" / "layout.toml").write_text(layout_toml(), encoding="utf-8")
        written.append(OUT / "darkmoor" / "layout.toml")
        save(draw_table(), "table.png")
        master = draw_app_icon()
        save(pygame.transform.smoothscale(master, (256, 256)), "icon.png")
        save(pygame.transform.smoothscale(master, (64, 64)), "icon_64.png")
        write_ico(OUT / "icon.ico", [pygame.transform.smoothscale(master, (n, n)) for n in (16, 32, 48, 64, 256)])
        written.append(OUT / "icon.ico")
        for n in range(1, 7):
            save(die_face(n), f"dice/d6_{n}.png")
    if args.contact:
        contact([g for g in refs.values()] if not args.only else [args.only], Path(args.contact))
    size = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files ({size / 1024:.0f} KiB) under {OUT} in {time.time() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
