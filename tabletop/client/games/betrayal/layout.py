"""Where the parts of the Betrayal table go, at any window size: the top bar; the
house on the left (the three floors' tabs over the map, the explorers' strip under
it); on the right the explorer's sheet with its trait tracks, the hand and the
decision's buttons, and the log. A guided game's step has a band of its own under
the map (the log's corner is too short for its words)."""

from __future__ import annotations

import pygame

from ... import theme


class TableLayout:
    def __init__(self, size: tuple[int, int], floors: int = 3, lesson: bool = False) -> None:
        w, h = size
        self.size = size
        self.floors = floors
        self.scale = s = max(0.78, min(w / 1280, h / 720, 3.0))  # up to 3840x2160, as theme.window_scale
        # the type grows with the Text size setting too; the house, the top bar, the tabs
        # and the explorers' strip keep the window's scale (a smaller house crowds its
        # tiles' names, pieces and marks in a small window) and hold the larger type
        self.type = s * theme.text_size
        self.top = pygame.Rect(0, 0, w, int(46 * s))
        gap = max(6, int(8 * s))
        side_w = max(300, min(int(w * 0.31), int(560 * s)))
        self.side = pygame.Rect(w - side_w - gap, self.top.bottom + gap, side_w, h - self.top.bottom - 2 * gap)
        left = pygame.Rect(gap, self.top.bottom + gap, self.side.x - 2 * gap, self.side.height)
        self.tabs = pygame.Rect(left.x, left.y, left.width, int(34 * s))
        strip_h = int(46 * s)
        self.strip = pygame.Rect(left.x, left.bottom - strip_h, left.width, strip_h)
        lesson_h = int(165 * s) if lesson else 0  # three lines, Step N of M and the buttons at 1024x600
        self.lesson = pygame.Rect(left.x, self.strip.y - 4 - lesson_h, left.width, lesson_h)
        self.map = pygame.Rect(left.x, self.tabs.bottom + 4, left.width,
                               self.strip.y - self.tabs.bottom - 8 - (lesson_h + 4 if lesson else 0))
        sh = int(self.side.height * 0.34)
        self.sheet = pygame.Rect(self.side.x, self.side.y, side_w, sh)
        ah = int(self.side.height * 0.42)  # the hand's cards large enough to read
        self.actions = pygame.Rect(self.side.x, self.sheet.bottom + gap, side_w, ah)
        self.log = pygame.Rect(self.side.x, self.actions.bottom + gap, side_w, self.side.bottom - self.actions.bottom - gap)

    def tab(self, i: int) -> pygame.Rect:
        """The floor tab `i` (the kit's floors in order); the tabs leave room for the
        haunt's track on the right."""
        w = int(self.tabs.width * (0.62 if self.floors <= 3 else 0.7)) // self.floors
        return pygame.Rect(self.tabs.x + i * (w + 4), self.tabs.y, w, self.tabs.height)

    def track_box(self) -> pygame.Rect:
        x = self.tab(self.floors - 1).right + 10
        return pygame.Rect(x, self.tabs.y, self.tabs.right - x, self.tabs.height)

    def chip(self, seat: int, seats: int) -> pygame.Rect:
        w = (self.strip.width - (seats - 1) * 4) // seats
        return pygame.Rect(self.strip.x + seat * (w + 4), self.strip.y, w, self.strip.height)
