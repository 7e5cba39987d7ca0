"""Tweens: what the events say happened, shown over time, one beat after another.

Every table animates with one mechanism, a `Playback` of `Beat`s. A beat lasts
`duration` seconds (at animation speed 1): when it begins its `start` runs (it
writes the beat's log line, lights what it is about), `paint` draws it each frame
with its eased progress t in [0, 1], and `finish` runs when it ends (the shown
position of a piece moves on, a highlight goes out). `hides` are the things the
static table must not draw while the beat is queued (the card it moves). A beat
with a `page` (an entry of a book) waits until the reader closes the page.

`skip()` finishes every beat up to the next page at once; at speed 0 beats end as
soon as they start (and a beat that only paints is not even queued). The playback
never changes the game: it only shows it.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

import pygame

Paint = Callable[[pygame.Surface, float], None]


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t))


class Beat:
    def __init__(self, duration: float, paint: Paint | None = None,
                 start: Callable[[], None] | None = None, finish: Callable[[], None] | None = None,
                 page: Any = None, skippable: bool = True, hides: frozenset = frozenset()) -> None:
        self.duration = max(0.0, duration)
        self.paint = paint
        self.start = start
        self.finish = finish
        self.page = page
        self.skippable = skippable
        self.hides = hides
        self.elapsed = 0.0
        self.started = False

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class Playback:
    def __init__(self) -> None:
        self.queue: deque[Beat] = deque()
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def page(self) -> Any:
        """The book page the playback is waiting on, if any."""
        if self.queue and self.queue[0].started and self.queue[0].page is not None:
            return self.queue[0].page
        return None

    def add(self, beat: Beat) -> None:
        if self.speed <= 0 and beat.page is None and beat.start is None and beat.finish is None:
            return  # it would only paint, and at speed 0 nothing is painted
        self.queue.append(beat)

    def tween(self, duration: float, paint: Paint, hides: frozenset = frozenset()) -> None:
        """A beat that only paints (a card sliding), hiding `hides` until it is done."""
        self.add(Beat(duration, paint, hides=hides))

    def hidden(self) -> frozenset:
        """Everything the queued beats will move: hidden until its beat is done."""
        hidden: set = set()
        for beat in self.queue:
            hidden |= beat.hides
        return frozenset(hidden)

    def update(self, dt: float) -> None:
        while self.queue:
            beat = self.queue[0]
            if not beat.started:
                self._start(beat)
            if beat.page is not None:
                return
            if self.speed > 0 and beat.duration > 0:
                beat.elapsed += dt * self.speed
                if beat.elapsed < beat.duration:
                    return
                dt = (beat.elapsed - beat.duration) / self.speed
            self._end()

    def close_page(self) -> None:
        if self.queue and self.queue[0].page is not None:
            self._end()

    def skip(self) -> None:
        """Finish every beat up to the next book page."""
        self._finish(stop_at_page=True)

    def finish_all(self) -> None:
        """Finish everything, pages too (the screen is closing or the game was undone)."""
        self._finish(stop_at_page=False)

    def clear(self) -> None:
        self.queue.clear()

    def draw(self, surface: pygame.Surface) -> None:
        if self.queue and self.queue[0].started and self.queue[0].paint is not None and self.queue[0].page is None:
            beat = self.queue[0]
            beat.paint(surface, ease_in_out(beat.progress))

    def _finish(self, stop_at_page: bool) -> None:
        while self.queue:
            beat = self.queue[0]
            if not beat.started:
                self._start(beat)
            if stop_at_page and beat.page is not None:
                return
            self._end()

    def _start(self, beat: Beat) -> None:
        beat.started = True
        if beat.start:
            beat.start()

    def _end(self) -> None:
        beat = self.queue.popleft()
        if beat.finish:
            beat.finish()
