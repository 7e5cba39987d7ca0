"""The top bar of every table: the game's heading, who acts (a seat's colour and
words), and the last round, undo, redo and menu buttons, greyed when refused."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ... import theme
from ...input import Gesture
from ...widgets import Button, fit_text


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
        self.roomy = True  # whether the Last round button leaves room for who acts (else only the recap has it)
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
        """Place the buttons in the bar `top`."""
        margin, step, width, pad = self.geometry
        for i, button in enumerate(reversed(self.buttons)):
            button.rect = pygame.Rect(top.right - margin - (i + 1) * step, top.y + pad, width, top.height - 2 * pad)

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
            radius = max(8, words_size // 2)  # the dot grows with the words beside it
            pygame.draw.circle(surface, colour, (x + radius, top.centery), radius)
            x += 2 * radius + 6  # where the words begin
            smallest = min(words_size, 12)
            font = assets.font(smallest, True)
            # who acts keeps room for its short form at least: else Last round steps
            # aside (the recap card has it too)
            least = font.size(short[0] if short and short[0] else words)[0]
            self.roomy = self.last_round.rect.x - x - 18 >= least
            room = (self.last_round if self.roomy else self.undo).rect.x - x - 18
            if short and short[0] and font.size(words)[0] > room:
                words = short[0]
            image = fit_text(assets, words, words_size, room, theme.TEXT, bold=True, smallest=smallest)
            rect = image.get_rect(midleft=(x, top.centery))
            surface.blit(image, rect)
            note_text("top bar", rect, pygame.Rect(x, top.y, max(0, room), top.height))
        self.undo.enabled = self.session.undo_refusal() is None and not self.busy()
        self.redo.enabled = bool(self.session.redo_stack) and not self.busy()
        self.last_round.enabled = self.replayable()
        for button in self.shown():
            button.draw(surface, assets)

    def who_acts(self, seat: int, words: str) -> tuple[tuple[int, int, int], str]:
        """The bar's chip for `seat`: its colour, and who is thinking when a bot."""
        if self.session.seats[seat].kind != "human" and not self.read_only():  # a replay has no bot thinking
            words = self.app.t("table.thinking", name=self.name(seat))
        return self.colour(seat), words
