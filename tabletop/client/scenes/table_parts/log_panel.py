"""The log panel of every table: each event in the game's own words, its lines
linked to the rules' section its event belongs to."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

import pygame

from ... import theme
from ...input import Gesture
from ...widgets import ScrollText

LOG_KEEP = (1500, 1200)  # past the first, the log keeps the last of the second

Colour = tuple[int, int, int]


class LogText(ScrollText):
    """The log's lines: their type is the size the table gives it (for its window) times
    the Text size setting, so the log a player reads all game follows that setting."""

    @property
    def size(self) -> int:
        return max(10, round(self._size * theme.text_size))

    @size.setter
    def size(self, value: int) -> None:
        self._size = value


class LogPanel:
    def __init__(self, app, describe: Callable[[dict[str, Any]], str | None],
                 style: Callable[[dict[str, Any]], tuple[Colour, bool]],
                 rules_for_event: Mapping[str, str], size: int = 14, margin: int = 30) -> None:
        self.app = app
        self.describe = describe  # one sentence for an event in the game's words, or None
        self.style = style  # an event's line colour, and whether it is bold
        self.rules_for_event = rules_for_event  # event kind -> rules heading (English)
        self.margin = margin  # how much narrower than the panel its lines are
        self.scroll = LogText(size=size, follow=True)
        self.sentences: list[tuple[str, Colour, bool]] = []  # the log, unwrapped
        self.kinds: list[str | None] = []  # the event kind of each sentence
        self.said: dict[int, str] = {}  # each logged event's sentence, by the event's id, for recaps
        # the lines wrapped so far: for (width, type size), of the first `_wrapped` sentences
        self._wrapped_for: tuple[int, int] | None = None
        self._wrapped = 0
        self._lines: list[tuple[str, Colour, bool]] = []
        self._links: list[tuple[int, Any] | None] = []

    @property
    def rect(self) -> pygame.Rect:
        return self.scroll.rect

    def place(self, rect: pygame.Rect) -> None:
        self.scroll.rect = rect
        self.wrap()

    def retell(self, events: Iterable[dict[str, Any]]) -> None:
        """Tell the log again from its first event."""
        self.sentences, self.kinds, self.said = [], [], {}
        self._wrapped_for = None
        for event in events:
            self.add(event, wrap=False)
        self.wrap()

    def add(self, event: dict[str, Any], wrap: bool = True) -> None:
        text = self.describe(event)
        if not text:
            return
        colour, strong = self.style(event)
        self.said[id(event)] = text
        self.sentences.append((text, colour, strong))
        self.kinds.append(event.get("event"))
        if len(self.sentences) > LOG_KEEP[0]:
            self.sentences = self.sentences[-LOG_KEEP[1]:]
            self.kinds = self.kinds[-LOG_KEEP[1]:]
            self._wrapped_for = None  # the sentences were renumbered: wrapped again whole
        if wrap:
            self.wrap()

    def wrap(self) -> None:
        """The sentences as lines of the panel's width; those wrapped before at this
        width and size are kept, so an event added wraps its own sentence alone (a
        bot's turn adds a dozen to a log of hundreds)."""
        width = max(100, self.scroll.rect.width - self.margin)
        key = (width, self.scroll.size)
        if self._wrapped_for != key or self._wrapped > len(self.sentences):
            self._wrapped_for, self._wrapped, self._lines, self._links = key, 0, [], []
        for number in range(self._wrapped, len(self.sentences)):
            (text, colour, strong), kind = self.sentences[number], self.kinds[number]
            heading = self.rules_for_event.get(kind) if kind else None
            for line in self.app.assets.wrap(text, self.scroll.size, width, bold=strong):
                self._lines.append((line, colour, strong))
                self._links.append((number, heading) if heading else None)
        self._wrapped = len(self.sentences)
        self.scroll.set_lines(self._lines, self._links)

    def pointer(self, g: Gesture, game: str) -> bool:
        """The lines link to the rules: the pointer over one marks it, a click opens
        the rules of `game` at the section its event belongs to. True when a click did."""
        if g.kind == "hover":
            self.scroll.hover = g.pos
        if g.kind != "click":
            return False
        heading = self.scroll.link_at(g.pos)
        if heading is None:
            return False
        self.app.open("rules", game=game, heading=heading)
        return True

    def handle(self, g: Gesture) -> bool:
        """The wheel over the panel scrolls it."""
        return self.scroll.handle(g)

