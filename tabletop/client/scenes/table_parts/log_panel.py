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

    @property
    def rect(self) -> pygame.Rect:
        return self.scroll.rect

    def place(self, rect: pygame.Rect) -> None:
        self.scroll.rect = rect
        self.wrap()

    def retell(self, events: Iterable[dict[str, Any]]) -> None:
        """Tell the log again from its first event."""
        self.sentences, self.kinds, self.said = [], [], {}
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
        if wrap:
            self.wrap()

    def wrap(self) -> None:
        width = max(100, self.scroll.rect.width - self.margin)
        lines, links = [], []
        for number, ((text, colour, strong), kind) in enumerate(zip(self.sentences, self.kinds)):
            heading = self.rules_for_event.get(kind) if kind else None
            for line in self.app.assets.wrap(text, self.scroll.size, width, bold=strong):
                lines.append((line, colour, strong))
                links.append((number, heading) if heading else None)
        self.scroll.set_lines(lines, links)

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

