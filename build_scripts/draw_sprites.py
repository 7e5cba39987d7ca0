#!/usr/bin/env python3
"""Draw every sprite of Tabletop with pygame-ce and save the PNGs under sprites/.

Everything here is procedural (polygons, splines, gradients, soft glows); no image,
font or other outside asset is read. The output is deterministic: the same PNG
bytes on every run (all noise comes from seeded ``random.Random`` instances).

    python build_scripts/draw_sprites.py            # redraw everything
    python build_scripts/draw_sprites.py --contact /tmp/contact.png

Most sprites are drawn at 3-4x their size and scaled down with smoothscale, which
is what gives them their anti-aliased edges.
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


def hexc(s: str) -> tuple:
    s = s.lstrip("#")
    return tuple(int(s[i:i + 2], 16) for i in range(0, len(s), 2))


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


def hgrad(size, stops) -> pygame.Surface:
    w, h = size
    row = pygame.Surface((w, 1), pygame.SRCALPHA)
    for x in range(w):
        row.set_at((x, 0), rgba(sample(stops, x / max(1, w - 1))))
    return pygame.transform.scale(row, (w, h))


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

    def detail(self, mask, fn, alpha=255):
        """Draw fn on a layer clipped to mask (spots, stripes, inner shading)."""
        lay = self.layer()
        fn(self.lpen(lay))
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


def feather_wing(pen, c, shoulder, wrist, tip, n=7, spread=(-1.9, -0.3), lens=(0.9, 0.45), width=7.0):
    """A bird wing: an arm from shoulder to wrist to tip, with n fanned flight feathers."""
    pen.stroke(c, [shoulder, wrist, tip], width * 1.8, width * 0.8, smooth=True)
    arm = math.hypot(tip[0] - shoulder[0], tip[1] - shoulder[1])
    for i in range(n):
        t = i / (n - 1)
        root = lerp2(tip, shoulder, t * 0.85)
        ang = lerp(spread[0], spread[1], t)
        L = arm * lerp(lens[0], lens[1], t)
        end = (root[0] + math.cos(ang) * L, root[1] + math.sin(ang) * L)
        pen.stroke(c, [root, lerp2(root, end, 0.5), end], width, width * 0.25)


def bat_wing(pen, c, shoulder, wrist, fingers, ang_base=0.0):
    """Membrane wing: an arm to the wrist, then scalloped membrane between finger tips."""
    pts = [shoulder, wrist] + list(fingers)
    pen.stroke(c, [shoulder, wrist], 4, 3)
    poly = [shoulder, wrist]
    prev = wrist
    for i, f in enumerate(fingers):
        poly.append((f[0], f[1], 1))
        if i < len(fingers) - 1:
            nxt = fingers[i + 1]
            mid = lerp2(f, nxt, 0.5)
            inward = lerp2(mid, wrist, 0.28)
            poly.append(inward)
        prev = f
    poly.append(lerp2(fingers[-1], shoulder, 0.55))
    pen.poly(c, poly, smooth=True, seg=5)
    for f in fingers:
        pen.stroke(c, [wrist, f], 1.6, 0.8)
    return pts


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
    a.sky([(0, (14, 9, 16)), (0.5, (50, 20, 28)), (0.8, (118, 48, 36)), (1, (70, 28, 24))])
    a.moon((192, 44), 26, (226, 122, 80), halo=(255, 110, 50))
    a.glow((192, 44), 26, (255, 200, 150), 80, 1.2)
    rng = random.Random(7)
    for i in range(26):
        x = -6 + i * 10.5 + rng.uniform(-3, 3)
        pine(a.pen, (44, 18, 22), x, 142, rng.uniform(20, 36), rng=rng)
    a.mist(140, 8, (150, 60, 44), 90, seed=1, blobs=8)
    for x, h in ((8, 120), (26, 96), (242, 110), (256, 88)):
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
        p.poly((90, 56, 30, 130), [(100, 114), (204, 112), (204, 130), (100, 130)])
    a.detail(m, spots)
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
        for x0 in (108, 113, 118, 124):
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
    lay = a.layer()
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
        p.stroke(c, spline([(128, 42), (136, 28), (150, 22), (162, 26)], False), 8, 2)

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
        p.poly(c, [(96, 64, 1), (108, 58), (124, 52), (134, 44, 1), (136, 52), (146, 48, 1), (144, 58),
                   (148, 70), (154, 86), (162, 108), (166, 124), (160, 132), (140, 130), (134, 110), (128, 88),
                   (120, 76), (104, 76), (94, 70)], smooth=True)
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
    a.pen.stroke((40, 16, 8), [(96, 69), (106, 71), (114, 70)], 0.9)
    a.pen.poly((240, 230, 200), [(103, 70.5), (105, 70.5), (104, 73)])
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


def hero_sky(a: Art, stops, ray_color, center=(128, 80), alpha=38, n=28):
    a.sky(stops)
    rays(a, center, ray_color, alpha, n)
    a.glow(center, 110, ray_color, 90, 1.6, add=True)


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

    sm = a.figure(lambda p, c: p.poly(c, sym(shield), smooth=True), SILVER, outline=(10, 12, 24), outline_w=1.4,
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
                            p.stroke((30, 18, 26, 255), [(178, 64), (187, 61), (196, 64)], 1.6, smooth=True),
                            p.stroke((30, 18, 26, 200), [(168, 90), (196, 96), (226, 92)], 2, smooth=True)))
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


def haft_angle(top, hilt):
    d = (hilt[0] - top[0], hilt[1] - top[1])
    return math.atan2(-d[0], d[1])


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


# ---------------------------------------------------------------- locations


@art("valley_of_teeth")
def a_valley_of_teeth(a: Art):
    a.sky([(0, (24, 14, 32)), (0.35, (70, 34, 56)), (0.62, (184, 96, 70)), (0.75, (226, 150, 90)), (1, (120, 60, 50))])
    a.glow((128, 112), 90, (255, 170, 90), 140, 1.6, ry=40, add=True)
    rng = random.Random(11)
    a.pen.poly((112, 56, 66), ridge_pts(rng, 106, 10, step=5, jag=0.6))
    a.band(90, 120, (230, 140, 100), 0, 70)
    # far teeth
    for i in range(22):
        x = 4 + i * 11.5 + rng.uniform(-3, 3)
        if 100 < x < 156:
            continue
        tooth(a.pen, x, 122, rng.uniform(7, 11), rng.uniform(14, 30), rng.uniform(-3, 3),
              (86, 42, 52), (130, 70, 70), x > 128)
    a.pen.poly((80, 40, 48), ridge_pts(rng, 124, 2, step=8))
    # valley floor and path
    a.pen.poly((60, 30, 38), [(-5, 176), (-5, 128), (100, 122), (156, 122), (261, 128), (261, 176)])
    a.pen.poly((120, 70, 62), [(112, 123), (144, 123), (190, 176), (66, 176)], smooth=False)
    a.band(118, 140, (220, 130, 100), 60, 0)
    # cliff teeth either side, near and dark
    for side in (-1, 1):
        xs = [8, 24, 40, 58, 74] if side < 0 else [248, 232, 216, 198, 182]
        for j, x in enumerate(xs):
            h = [120, 100, 84, 62, 44][j] + rng.uniform(-8, 8)
            w = [30, 26, 22, 18, 14][j]
            tooth(a.pen, x, 150 - j * 4, w, h, -side * rng.uniform(2, 8), (40, 20, 30), (96, 50, 56), side > 0)
    for x, h, w, lean in ((6, 70, 40, 10), (40, 44, 26, 4), (222, 56, 30, -6), (252, 82, 40, -10), (150, 24, 16, 2)):
        tooth(a.pen, x, 178, w, h, lean, (20, 10, 16), (56, 28, 34), x > 128)
    rng2 = random.Random(5)
    for _ in range(7):
        bird(a.pen, (30, 14, 24), rng2.uniform(80, 180), rng2.uniform(30, 70), rng2.uniform(0.5, 0.9), rng2.random())


# =========================================================================== main


def draw_art(name: str) -> pygame.Surface:
    a = Art(name)
    ART[name](a)
    return a.finish()


def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", help="draw only these card arts (debugging)")
    ap.add_argument("--contact", help="also write a contact sheet of all card art at 96 px")
    args = ap.parse_args(argv)
    names = args.only if args.only else sorted(ART)
    for n in names:
        save_png(draw_art(n), OUT / "darkmoor" / "art" / f"{n}.png")
    if args.contact:
        contact(names, Path(args.contact))


def contact(names, path):
    cols = 6
    tw, th = 96, 66
    rows = (len(names) + cols - 1) // cols
    sheet = pygame.Surface((cols * (tw + 6) + 6, rows * (th + 6) + 6))
    sheet.fill((40, 40, 44))
    for i, n in enumerate(names):
        img = pygame.image.load(str(OUT / "darkmoor" / "art" / f"{n}.png"))
        sm = pygame.transform.smoothscale(img, (tw, th))
        sheet.blit(sm, (6 + (i % cols) * (tw + 6), 6 + (i // cols) * (th + 6)))
    save_png(sheet, path)


if __name__ == "__main__":
    main()
