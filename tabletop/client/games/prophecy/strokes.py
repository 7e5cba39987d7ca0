"""Small drawing helpers the Prophecy panels share: dashed lines and boxes, the
highlight round a thing that may be picked up, and text wrapped to fit a box."""

from __future__ import annotations

import pygame

from ... import theme
from ...assets import Assets


def dashed(surface, colour, a, b, dash: int, width: int) -> None:
    ax, ay = a
    bx, by = b
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    steps = int(length // dash)
    for k in range(0, steps, 2):
        t0, t1 = k * dash / length, min(1.0, (k + 1) * dash / length)
        pygame.draw.line(surface, colour, (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                         (ax + (bx - ax) * t1, ay + (by - ay) * t1), width)


def dashed_box(surface, colour, box: pygame.Rect, dash: int, width: int) -> None:
    """The four sides of `box`, dashed, clockwise from its top left."""
    for a, b in ((box.topleft, box.topright), (box.topright, box.bottomright),
                 (box.bottomright, box.bottomleft), (box.bottomleft, box.topleft)):
        dashed(surface, colour, a, b, dash, width)


def outline_lit(surface, rect: pygame.Rect) -> None:
    """The highlight round an Item a drag may start from."""
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=6)


def fit_lines(assets: Assets, texts: list[str], size: int, width: int, height: int, gap: int,
              smallest: int) -> tuple[int, list[str]]:
    """The texts wrapped to `width`, one after the other, at the largest size (from
    `size` down to `smallest`) whose lines, `gap` apart, fit in `height`; the lines
    may still overflow at `smallest`."""
    lines = [line for text in texts for line in assets.wrap(text, size, width)]
    while len(lines) * (size + gap) > height and size > smallest:
        size -= 1
        lines = [line for text in texts for line in assets.wrap(text, size, width)]
    return size, lines
