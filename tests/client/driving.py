"""Driving the real App loop from a test: mouse and keyboard as posted pygame
events, each `step()` one real frame (conftest's make_app hands one out)."""

from __future__ import annotations

import time

import pygame


class Driver:
    """Posts mouse and keyboard events and steps the app's real loop."""

    def __init__(self, app) -> None:
        self.app = app

    def step(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            self.app.step(dt)

    def click(self, pos, frames: int = 2) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step(frames)

    def drag(self, start, end, frames: int = 2) -> None:
        start = (int(start[0]), int(start[1]))
        end = (int(end[0]), int(end[1]))
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        last = start
        for point in ((start[0] + 12, start[1] - 12), middle, end):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, buttons=(1, 0, 0),
                                                 rel=(point[0] - last[0], point[1] - last[1])))
            last = point
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.step(frames)

    def click_line(self, scroll, index: int, frames: int = 2) -> None:
        """Click the line `index` of a ScrollText (counted from the first shown)."""
        height = int(scroll.size * 1.35)
        self.click((scroll.rect.x + 40, scroll.rect.y + 6 + index * height + height // 2), frames)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.step(frames)

    def read_card(self) -> bool:
        """If the table shows a card waiting to be read, read it (a click, as a player
        would): True when there was one. The house table's own pages, over which the game
        waits, are read alike: the haunt's gate and side text by their first button (the
        gate's Show, then the text's Done), the duel of a person's attack by a click on it."""
        top = self.app.top
        reveal = getattr(top, "card_reveal", None)
        beat = reveal.shown() if reveal is not None else None
        if beat is not None and beat.page is not None:
            self.click((8, 8))
            return True
        pages = getattr(top, "reveal", None)  # (a Legacy card's page asking something is a decision: left)
        if pages is not None and pages.pages and pages.page_buttons and not getattr(pages, "page_answers", None):
            self.click(pages.page_buttons[0].rect.center)
            return True
        duel = getattr(top, "duel", None)
        if duel is not None and duel.open and duel.closes_at is None:
            self.click(duel.box().center)
            return True
        # a page of a book read as the events play (Comanauts' Adventure Book): its Continue
        page = getattr(getattr(top, "playback", None), "page", None)
        if page is None or not getattr(page, "buttons", None):
            return False
        self.click(page.buttons[0].center)
        return True

    def read_cards(self, limit: int = 40) -> int:
        """Read every card the table shows, once the animations before it have played;
        returns how many."""
        read = 0
        for _ in range(limit):
            self.step(1)
            if self.read_card():
                read += 1
            elif getattr(self.app.top, "card_reveal", None) is None or not self.app.top.playback.busy:
                return read
            else:
                self.step(30)
        raise AssertionError("the table kept showing cards")

    def scenes(self) -> list[str]:
        return [type(s).__name__ for s in self.app.scenes]

    def toast(self) -> str | None:
        return self.app.toast[0] if self.app.toast else None


def frames_until(drive, done, limit=600):
    """Step the app (a frame, then a short pause for the other side: a host or a
    player in another thread) until `done()`; whether it came."""
    for _ in range(limit):
        if done():
            return True
        drive.step(1)
        time.sleep(0.005)
    return done()
