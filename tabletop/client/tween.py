"""Tweens: what the events say happened, shown over time.

An `Animator` plays a queue of steps one after another (each step may run several
tweens at once). The table hides the cards a running step is moving and lets the
step draw them. A click skips everything; speed 0 shows results at once.
"""

from __future__ import annotations

from typing import Callable

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t))


class Step:
    """`paint(surface, t)` draws the step at progress t in [0, 1]; `hides` are the
    things the static table must not draw while the step runs."""

    def __init__(self, duration: float, paint: Callable[[pygame.Surface, float], None],
                 hides: frozenset = frozenset()) -> None:
        self.duration = max(0.001, duration)
        self.paint = paint
        self.hides = hides
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration)


class Animator:
    def __init__(self) -> None:
        self.queue: list[Step] = []
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, duration: float, paint: Callable[[pygame.Surface, float], None],
            hides: frozenset = frozenset()) -> None:
        if self.speed <= 0:
            return
        self.queue.append(Step(duration / self.speed, paint, hides))

    def hidden(self) -> frozenset:
        """Everything the queued steps will move: hidden until its step is done."""
        hidden: set = set()
        for step in self.queue:
            hidden |= step.hides
        return frozenset(hidden)

    def update(self, dt: float) -> None:
        while self.queue and dt > 0:
            step = self.queue[0]
            step.elapsed += dt
            if step.elapsed >= step.duration:
                dt = step.elapsed - step.duration
                self.queue.pop(0)
            else:
                dt = 0

    def draw(self, surface: pygame.Surface) -> None:
        if self.queue:
            self.queue[0].paint(surface, ease_in_out(self.queue[0].progress))

    def skip(self) -> None:
        self.queue.clear()
