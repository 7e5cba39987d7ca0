"""Small drawing helpers the Prophecy panels share: dashed lines and boxes, the
highlight round a thing that may be picked up."""

from __future__ import annotations

import pygame

from ... import theme


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

