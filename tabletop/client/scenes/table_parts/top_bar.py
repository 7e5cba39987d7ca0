"""The top bar of every table: the game's heading, who acts (a seat's colour and
words), and the last round, undo, redo and menu buttons, greyed when refused."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ... import theme
from ...input import Gesture
from ...widgets import Button, fit_text
from .seats import away_words


class TopBar:
    def __init__(self, app, session, name: Callable[[int], str], colour: Callable[[int], Any],
                 busy: Callable[[], bool], read_only: Callable[[], bool], undo: Callable[[], None],
                 redo: Callable[[], None], menu: Callable[[], None],
                 last_round: tuple[Callable[[], bool], Callable[[], None]], title_gap: int = 18) -> None:
        self.app = app
        self.session = session
        self.name = name  # a seat's name, in the game's words
        self.colour = colour  # a seat's colour, as the table shows the seat
        self.busy = busy  # whether a move plays back (undo and redo wait)
        self.read_only = read_only  # only the menu button shows
        self.actions = (undo, redo, menu)
        self.replayable, self.replay = last_round  # whether there is a last round to play again, and playing it
        #: the buttons: right margin, step between them, width, vertical padding
        self.geometry = (12, 118, 110, 7)
        self.title_gap = title_gap  # the room after the title
        self.roomy = session.holds_game  # Last round leaves room for who acts (a remote seat never has it)
        self.make_buttons()

    def make_buttons(self) -> None:
        """The buttons, made anew in the player's language."""
        t = self.app.t
        undo, redo, menu = self.actions
        self.undo = Button(t("table.undo"), undo)
        self.redo = Button(t("table.redo"), redo)
        self.menu = Button(t("table.menu"), menu)
        self.last_round = Button(t("recap.last_round"), self.replay)

    @property
    def buttons(self) -> tuple[Button, ...]:
        return self.last_round, self.undo, self.redo, self.menu

    def place(self, top: pygame.Rect) -> None:
        """Place the buttons in the bar `top`, from the right, all as wide as the
        geometry's width, or narrower when their labels leave room (large type then
        keeps room for who acts)."""
        margin, step, width, pad = self.geometry
        height = top.height - 2 * pad

        def label_width(button: Button) -> int:
            most = button.most if button.most is not None else int(24 * theme.scale(self.app.size))
            size = max(12, min(most, height * 42 // 100))  # as the button draws it
            return self.app.assets.font(size, True).size(button.label)[0]

        label = max(label_width(b) for b in self.buttons)
        wide = min(width, max(height * 2, label + 30))
        for i, button in enumerate(reversed(self.buttons)):
            right = top.right - margin - i * (wide + step - width)
            button.rect = pygame.Rect(right - wide, top.y + pad, wide, height)

    def shown(self) -> tuple[Button, ...]:
        """The buttons on the bar: only the menu when read-only; Last round when
        there is room for it."""
        if self.read_only():
            return (self.menu,)
        return self.buttons if self.roomy else self.buttons[1:]

    def handle(self, g: Gesture) -> bool:
        """True when a button took a click."""
        for button in self.shown():
            if button.handle(g) and g.kind == "click":
                return True
        return False

    def draw(self, surface: pygame.Surface, top: pygame.Rect, heading: list[tuple[str, int, Any]],
             who: tuple[Any, ...] | None, words_size: int = 16) -> None:
        """The bar: `heading` pieces (text, size, colour; the first one in the
        serif title face), then a dot in `who`'s colour with its words, then the
        buttons."""
        assets = self.app.assets
        pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), top)
        pygame.draw.line(surface, theme.PANEL_EDGE, top.bottomleft, top.bottomright, 2)
        dot = max(6, words_size * 2 // 5)  # the seat's dot grows with the words, a radius apart from them
        if who is not None:
            # Last round shows when who acts still reads beside it (in type down to three
            # quarters of its size), else it steps aside (the recap card has it too); the
            # heading gives way first, in type down to three quarters of its own
            fit = assets.font(max(12, words_size * 3 // 4), True).size(who[1])[0] + 3 * dot + 18
            for self.roomy in (True, False) if self.session.holds_game else (False,):  # a remote seat: no replay
                right = (self.last_round if self.roomy else self.undo).rect.x - 16
                shown = self._heading(heading, right - fit)
                if self._heading_width(shown) + fit <= right:
                    break
            heading = shown
        x = 16
        for i, (text, size, colour) in enumerate(heading):
            image = assets.text(text, size, colour, serif=i == 0)
            surface.blit(image, image.get_rect(midleft=(x, top.centery)))
            x += image.get_width() + (self.title_gap if i == 0 else 24)
        if who is not None:
            # (colour, words) or (colour, words, short): the words shrink to fit; when
            # even the smallest type is too wide, the short form (say, only the name)
            # shows instead, and only then is anything cut
            from ...widgets import note_text  # the text audit (tests/client/test_text_fits.py)
            colour, words, *short = who
            smallest = min(words_size, 12)
            font = assets.font(smallest, True)
            room = (self.last_round if self.roomy else self.undo).rect.x - x - 3 * dot - 18
            pygame.draw.circle(surface, colour, (x + dot, top.centery), dot)
            if short and short[0] and font.size(words)[0] > room:
                words = short[0]
            image = fit_text(assets, words, words_size, room, theme.TEXT, bold=True, smallest=smallest)
            rect = image.get_rect(midleft=(x + 3 * dot, top.centery))
            surface.blit(image, rect)
            note_text("top bar", rect, pygame.Rect(x + 3 * dot, top.y, max(0, room), top.height))
        self.undo.enabled = self.session.undo_refusal() is None and not self.busy()
        self.redo.enabled = bool(self.session.redo_stack) and not self.busy()
        self.last_round.enabled = self.replayable()
        for button in self.shown():
            button.draw(surface, assets)

    def _heading_width(self, heading) -> int:
        font = self.app.assets.font
        return sum(font(size, False, i == 0).size(text)[0] + (self.title_gap if i == 0 else 24)
                   for i, (text, size, _) in enumerate(heading))

    def _heading(self, heading, room: int):
        """`heading` in smaller type (down to three quarters of each piece's size) until
        it takes at most `room` pixels."""
        least = [max(12, size * 3 // 4) for _, size, _ in heading]
        while self._heading_width(heading) > room and any(size > low for (_, size, _), low in zip(heading, least)):
            heading = [(text, max(low, size - 1), colour) for (text, size, colour), low in zip(heading, least)]
        return heading

    def who_acts(self, seat: int, words: str) -> tuple[tuple[int, int, int], str]:
        """The bar's chip for `seat`: its colour, and who is thinking when a bot."""
        away = away_words(self.app, self.session, seat, self.name(seat))
        if away is not None and not self.read_only():  # a replay has no bot thinking
            words = away
        return self.colour(seat), words
