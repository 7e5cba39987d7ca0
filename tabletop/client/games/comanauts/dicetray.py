"""Comanauts' dice on screen: a die drawn from sprites/comanauts/dice/, and a roll
animated as a tumble (faces flicker, the die turns and bounces) that lands on the
face the rules model rolled. The animation only shows a result; it never decides
one.

    draw_die(surface, assets, "red", 4, (x, y), 56, highlight=True)
    roll = RollAnimation("red", 4, start, end, 0.9)
    ... each frame: done = roll.update(dt); roll.draw(surface, assets)
"""

from __future__ import annotations

import math
import random
import zlib

import pygame

from ... import theme
from ...assets import Assets
from ...tween import ease_out

KINDS = ("white", "threat", "suspicious", "inner_child", "red", "green", "yellow", "blue", "purple")

_CACHE: dict[tuple, pygame.Surface] = {}


def die_name(kind: str, face: int) -> str:
    """The sprite of a die face (under sprites/, without .png)."""
    return f"comanauts/dice/{kind}_{max(1, min(6, int(face)))}"


def die_image(assets: Assets, kind: str, face: int, size: int, dim: bool = False) -> pygame.Surface:
    image = assets.scaled(die_name(kind, face), (size, size))
    if not dim:
        return image
    key = ("dim", kind, face, size)
    out = _CACHE.get(key)
    if out is None:
        out = image.copy()
        out.fill((120, 120, 130, 150), special_flags=pygame.BLEND_RGBA_MULT)
        _CACHE[key] = out
    return out


def _halo(size: int, colour) -> pygame.Surface:
    """A soft glow behind a highlighted die, cached per size: a rounded square,
    box-blurred (the colour fills the whole surface, so no dark fringe)."""
    key = ("halo", size, tuple(colour))
    out = _CACHE.get(key)
    if out is None:
        pad = max(6, size // 5)
        full = size + 2 * pad
        out = pygame.Surface((full, full), pygame.SRCALPHA)
        out.fill(tuple(colour) + (0,))
        inset = pad * 0.55
        pygame.draw.rect(out, tuple(colour) + (235,), (inset, inset, full - 2 * inset, full - 2 * inset),
                         border_radius=max(4, size // 4))
        for _ in range(2):
            out = pygame.transform.box_blur(out, max(1, pad // 3))
        _CACHE[key] = out
    return out


def _shadow(width: int) -> pygame.Surface:
    key = ("shadow", width)
    out = _CACHE.get(key)
    if out is None:
        h = max(4, width // 3)
        big = pygame.Surface((width * 4, h * 4), pygame.SRCALPHA)
        big.fill((0, 0, 0, 0))
        pygame.draw.ellipse(big, (0, 0, 0, 110), big.get_rect())
        out = pygame.transform.smoothscale(big, (width, h))
        _CACHE[key] = out
    return out


def draw_die(surface: pygame.Surface, assets: Assets, kind: str, face: int, center, size: int,
             highlight: bool = False, dim: bool = False, angle: float = 0.0) -> pygame.Rect:
    """One die, centred at `center`, `size` pixels across; a highlighted die glows,
    a dim one is greyed (spent). `angle` turns it (degrees). Returns its rect."""
    size = max(8, int(size))
    center = (round(center[0]), round(center[1]))
    if highlight:
        halo = _halo(size, theme.HIGHLIGHT)
        surface.blit(halo, halo.get_rect(center=center))
    image = die_image(assets, kind, face, size, dim)
    if angle % 360:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    rect = image.get_rect(center=center)
    surface.blit(image, rect)
    return rect


def row_centres(center, count: int, size: int, gap: int = 8) -> list[tuple[int, int]]:
    """Centres for `count` dice in a row around `center`."""
    step = size + gap
    x0 = center[0] - (count - 1) * step / 2
    return [(round(x0 + i * step), round(center[1])) for i in range(count)]


class RollAnimation:
    """A die thrown from `start_pos` that tumbles to `end_pos` and lands on
    `final_face`: it turns, bounces lower each time, flickers through faces (a new
    one at each bounce and in between, never the same twice running) and shows the
    final face for the last stretch. Deterministic for the same arguments and seed."""

    BOUNCES = 3

    def __init__(self, kind: str, final_face: int, start_pos, end_pos, duration: float = 0.9,
                 size: int = 56, seed: int | None = None) -> None:
        self.kind = kind
        self.final_face = max(1, min(6, int(final_face)))
        self.start = (float(start_pos[0]), float(start_pos[1]))
        self.end = (float(end_pos[0]), float(end_pos[1]))
        self.duration = max(0.05, float(duration))
        self.size = size
        self.elapsed = 0.0
        if seed is None:
            seed = zlib.crc32(repr((kind, self.final_face, self.start, self.end)).encode())
        rng = random.Random(seed)
        self.spin = rng.choice((-1, 1)) * rng.uniform(420, 720)  # degrees turned over the roll
        self.height = max(24.0, size * rng.uniform(0.9, 1.3))
        # face changes: a fixed schedule, so update(dt) in any steps gives the same faces
        changes = 9
        faces: list[int] = []
        last = 0
        for _ in range(changes):
            face = rng.choice([f for f in range(1, 7) if f != last])
            faces.append(face)
            last = face
        if faces[-1] == self.final_face:  # so that landing shows a change
            faces[-1] = rng.choice([f for f in range(1, 7) if f not in (self.final_face, faces[-2])])
        self._faces = faces
        self._settle = 0.72  # from here on the final face shows

    @property
    def t(self) -> float:
        return min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def face(self) -> int:
        t = self.t
        if t >= self._settle:
            return self.final_face
        # faces change quickly at first and slower as the die loses speed
        k = (t / self._settle) ** 0.7
        return self._faces[min(len(self._faces) - 1, int(k * len(self._faces)))]

    def position(self) -> tuple[float, float]:
        """Where the die is drawn: along the throw, lifted by its bounces."""
        t = self.t
        p = ease_out(t)
        x = self.start[0] + (self.end[0] - self.start[0]) * p
        y = self.start[1] + (self.end[1] - self.start[1]) * p
        return x, y - self.lift()

    def lift(self) -> float:
        t = self.t
        if t >= 0.85:
            return 0.0
        u = t / 0.85
        return abs(math.sin(math.pi * self.BOUNCES * u)) * self.height * (1 - u) ** 2

    def angle(self) -> float:
        return self.spin * (1 - ease_out(self.t))

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True once the die has landed."""
        self.elapsed = min(self.duration, self.elapsed + max(0.0, dt))
        return self.done

    def skip(self) -> None:
        self.elapsed = self.duration

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        x, y = self.position()
        lift = self.lift()
        ground_y = y + lift
        shadow = _shadow(max(8, round(self.size * (0.9 - 0.3 * lift / self.height))))
        surface.blit(shadow, shadow.get_rect(center=(round(x), round(ground_y + self.size * 0.42))))
        scale = 1.0 + 0.18 * lift / self.height  # nearer the eye at the top of a bounce
        draw_die(surface, assets, self.kind, self.face, (x, y), round(self.size * scale),
                 highlight=self.done, angle=self.angle())
