"""The strokes and small pictures the map is painted with, apart from the map
view that places them: which art a piece uses, how a page's border segments merge
into runs, dashed and dotted polylines, discs and badges, and names set in small
capitals. Pure drawing helpers: they know nothing of zoom, pan or the page."""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ...assets import Assets

Point = tuple[float, float]


def hostile_art(enemy) -> str:
    """A hostile card's standee picture: the standee it shares (CO-D.56), else its own."""
    return enemy.standee or enemy.id


def id_art(entity, entities=()) -> str:
    """An ID entity's standee picture; an extra copy (the Fear copies) stands on the
    standee of the entity with the same code."""
    if getattr(entity, "extra_copy", False):
        for other in entities:
            if other.code == entity.code and not other.extra_copy:
                return other.id
    return entity.id


# --------------------------------------------------------------------------- helpers


def display_format_opaque(surface: pygame.Surface) -> pygame.Surface:
    """An opaque surface in the screen's format (the fastest to blit)."""
    return surface.convert() if pygame.display.get_surface() is not None else surface


def merge_borders(borders) -> list[tuple[str, tuple[Point, ...]]]:
    """Borders of one kind joined into the longest straight strokes, so dashes run
    on and walls meet cleanly: a list of (kind, path)."""
    by_kind: dict[str, list[tuple[Point, Point]]] = {}
    for border in borders:
        for a, b in border.segments():
            by_kind.setdefault(border.kind, []).append((a, b))
    strokes: list[tuple[str, tuple[Point, ...]]] = []
    for kind in sorted(by_kind):
        horizontal: dict[float, list[tuple[float, float]]] = {}
        vertical: dict[float, list[tuple[float, float]]] = {}
        for a, b in by_kind[kind]:
            if a[1] == b[1]:
                horizontal.setdefault(a[1], []).append((min(a[0], b[0]), max(a[0], b[0])))
            elif a[0] == b[0]:
                vertical.setdefault(a[0], []).append((min(a[1], b[1]), max(a[1], b[1])))
            else:
                strokes.append((kind, (a, b)))
        for y, runs in sorted(horizontal.items()):
            for s, e in _join(runs):
                strokes.append((kind, ((s, y), (e, y))))
        for x, runs in sorted(vertical.items()):
            for s, e in _join(runs):
                strokes.append((kind, ((x, s), (x, e))))
    return strokes


def _join(runs: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[list[float]] = []
    for s, e in sorted(runs):
        if out and s <= out[-1][1] + 1e-9:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def touches(pts, area: pygame.Rect, reach: float) -> bool:
    """Whether a polygon's or polyline's bounding box, grown by `reach`, meets `area`."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (min(xs) - reach <= area.right and max(xs) + reach >= area.left and
            min(ys) - reach <= area.bottom and max(ys) + reach >= area.top)


def bbox(polygon) -> tuple[float, float, float, float]:
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    return min(xs), min(ys), max(xs), max(ys)


def shade(c, f: float):
    target = (0, 0, 0) if f < 0 else (255, 255, 255)
    f = abs(f)
    return tuple(int(c[i] + (target[i] - c[i]) * f) for i in range(3))


def polyline(surface, colour, pts, width: int) -> None:
    """A thick polyline with round joints and caps."""
    for a, b in zip(pts, pts[1:]):
        pygame.draw.line(surface, colour, a, b, width)
    if width > 2:
        for p in pts:
            pygame.draw.circle(surface, colour, p, width / 2)


def dashes(pts, dash: float, gap: float):
    """(start, end) of every dash along each segment of a polyline, spaced so that
    both ends of a segment look alike."""
    for a, b in zip(pts, pts[1:]):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        if length <= 0:
            continue
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        period = dash + gap
        count = max(1, round((length + gap) / period))
        step = (length + gap) / count
        d = step - gap
        pos = 0.0
        for _ in range(count):
            yield (a[0] + ux * pos, a[1] + uy * pos), (a[0] + ux * (pos + d), a[1] + uy * (pos + d))
            pos += step


def along(pts, spacing: float):
    """Points spread evenly along a polyline: one in the middle of a short one."""
    lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:])]
    total = sum(lengths)
    count = max(1, int(total // spacing))
    for i in range(count):
        at = total * (i + 0.5) / count
        for (a, b), ln in zip(zip(pts, pts[1:]), lengths):
            if at <= ln:
                t = at / ln if ln else 0
                yield (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                break
            at -= ln


def disc(size: int, fill, edge, ring=None) -> pygame.Surface:
    """An anti-aliased disc (drawn large and scaled down)."""
    k = 4
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    c = size * k / 2
    pygame.draw.circle(big, tuple(edge) + (255,), (c, c), c)
    pygame.draw.circle(big, tuple(ring or shade(fill, 0.35)) + (255,), (c, c), c - k)
    pygame.draw.circle(big, tuple(fill) + (255,), (c, c), c - 2.2 * k)
    return pygame.transform.smoothscale(big, (size, size))


def trim(images: dict) -> dict:
    """Keep the image cache bounded (lit-space images are made per zoom level)."""
    if len(images) > 400:
        return {k: v for k, v in images.items() if k[0] != "lit"}
    return images


def _small_caps_parts(word: str, size: int) -> list[tuple[str, int]]:
    """A word as (text, font size) runs: capitals at full size, the rest as smaller
    capitals."""
    small = max(7, round(size * 0.8))
    parts: list[tuple[str, int]] = []
    for ch in word:
        s = size if (ch.isupper() or not ch.isalpha()) else small
        if parts and parts[-1][1] == s:
            parts[-1] = (parts[-1][0] + ch.upper(), s)
        else:
            parts.append((ch.upper(), s))
    return parts


def small_caps_width(assets: Assets, words: Sequence[str], size: int) -> int:
    space = assets.font(size, bold=True).size(" ")[0]
    total = 0
    for i, word in enumerate(words):
        if i:
            total += space
        total += sum(assets.font(s, bold=True).size(t)[0] for t, s in _small_caps_parts(word, size))
    return total


def draw_small_caps(assets: Assets, surface, words: Sequence[str], size: int, pos, colour) -> None:
    x, y = pos
    big = assets.font(size, bold=True)
    baseline = y + big.get_ascent()
    space = big.size(" ")[0]
    for i, word in enumerate(words):
        if i:
            x += space
        for text, s in _small_caps_parts(word, size):
            font = assets.font(s, bold=True)
            image = font.render(text, True, colour)
            surface.blit(image, (x, baseline - font.get_ascent()))
            x += image.get_width()


def wrap_words(words: list[str], measure, width: int) -> list[list[str]]:
    lines: list[list[str]] = []
    line: list[str] = []
    for word in words:
        trial = line + [word]
        if line and measure(trial) > width:
            lines.append(line)
            line = [word]
        else:
            line = trial
    if line:
        lines.append(line)
    return lines or [[]]
