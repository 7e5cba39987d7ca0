"""What the events say happened, shown one beat after another.

A `Beat` lasts `duration` seconds (at animation speed 1): when it begins its
`start` runs (it writes the beat's log line, lights what it is about), `paint`
draws it each frame with its progress t in [0, 1], and `finish` runs when it ends
(the shown position of a piece moves on, a highlight goes out). A beat with a
`page` (an entry of the Adventure Book) waits until the reader closes the page.

`skip()` finishes every beat up to the next page at once; at speed 0 beats end as
soon as they start. The playback never changes the game: it only shows it.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

import pygame

from ...tween import ease_in_out


class Beat:
    def __init__(self, duration: float, paint: Callable[[pygame.Surface, float], None] | None = None,
                 start: Callable[[], None] | None = None, finish: Callable[[], None] | None = None,
                 page: Any = None, skippable: bool = True) -> None:
        self.duration = max(0.0, duration)
        self.paint = paint
        self.start = start
        self.finish = finish
        self.page = page
        self.skippable = skippable
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
        self.queue.append(beat)

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
        while self.queue:
            beat = self.queue[0]
            if not beat.started:
                self._start(beat)
            if beat.page is not None:
                return
            self._end()

    def finish_all(self) -> None:
        """Finish everything, pages too (the screen is closing or the game was undone)."""
        while self.queue:
            if not self.queue[0].started:
                self._start(self.queue[0])
            self._end()

    def clear(self) -> None:
        self.queue.clear()

    def draw(self, surface: pygame.Surface) -> None:
        if self.queue and self.queue[0].started and self.queue[0].paint is not None and self.queue[0].page is None:
            beat = self.queue[0]
            beat.paint(surface, ease_in_out(beat.progress))

    def _start(self, beat: Beat) -> None:
        beat.started = True
        if beat.start:
            beat.start()

    def _end(self) -> None:
        beat = self.queue.popleft()
        if beat.finish:
            beat.finish()
