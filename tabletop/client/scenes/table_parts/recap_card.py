"""The recap: when a person's turn comes back after others played (bots,
automated turns), what they did, in the log's own sentences, on a card over the
log that fades."""

from __future__ import annotations

from typing import Callable

import pygame

from ... import theme
from ...widgets import fit_text

RECAP_LINES = 5  # a recap says at most this many of the log's sentences
RECAP_SECONDS = 7.0  # how long the recap card stays over the table


class RecapCard:
    def __init__(self, app, session, said: Callable[[], dict[int, str]], name: Callable[[int], str],
                 waits: Callable[[], bool]) -> None:
        self.app = app
        self.session = session
        self.said = said  # the log's sentence of each event, by the event's id
        self.name = name
        self.waits = waits  # the game shows something the card must not cover (it waits)
        self.shown: tuple[list[str], float] | None = None  # the card's lines and since when
        self.at = len(session.state.history)  # the position last looked at
        self.clock = 0.0  # runs only while the card can be seen

    def show(self, lines: list[str]) -> None:
        self.shown = (lines, self.clock)

    def told(self) -> None:
        """What happened so far was told another way (the curtain lists it)."""
        self.at = len(self.session.state.history)

    def lines(self, seat: int | None) -> list[str]:
        """What happened since `seat` last acted, in the log's own sentences: the
        last few."""
        if seat is None:
            return []
        said = self.said()
        lines = [said[id(e)] for e in self.session.since_last_acted(seat) if id(e) in said]
        return lines[-RECAP_LINES:]

    def tick(self, dt: float) -> None:
        if not self.waits():
            self.clock += dt

    def check(self) -> None:
        """A person's turn came back after others played: show what they did."""
        session = self.session
        length = len(session.state.history)
        if length == self.at or not session.human_to_act() or session.needs_handover():
            return
        self.at = length
        seat = session.to_act
        last = session._actors[-1] if session._actors else None
        if last == seat or (last is not None and session.seats[last].kind == "human"
                            and session.name(last) == session.name(seat)):
            return  # the seat goes on with its own turn, or its person just played another seat
        lines = self.lines(seat)
        if lines:
            self.show(lines)

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The card, over the top of `area` (the log panel), fading out."""
        if self.shown is None or self.waits():
            return
        lines, since = self.shown
        age = self.clock - since
        if age > RECAP_SECONDS:
            return
        assets, size = self.app.assets, 14
        width = max(220, area.width)
        rows = [row for text in lines for row in assets.wrap(text, size, width - 24)][-7:]
        head = self.app.t("recap.since_you", name=self.name(self.session.to_act)) if self.session.to_act is not None \
            else self.app.t("recap.title")
        card = pygame.Surface((width, 34 + len(rows) * (size + 5) + 8), pygame.SRCALPHA)
        fill = (*theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.35), 240)
        pygame.draw.rect(card, fill, card.get_rect(), border_radius=10)
        pygame.draw.rect(card, (*theme.ACCENT, 255), card.get_rect(), 2, border_radius=10)
        card.blit(fit_text(assets, head, size + 1, width - 24, theme.ACCENT, bold=True), (12, 8))
        for i, row in enumerate(rows):
            card.blit(assets.text(row, size, theme.TEXT), (12, 32 + i * (size + 5)))
        fade = min(1.0, (RECAP_SECONDS - age) / 1.5)
        card.set_alpha(int(255 * fade))
        rect = card.get_rect(topleft=area.topleft)
        rect.clamp_ip(pygame.Rect(0, 0, *self.app.size))
        surface.blit(card, rect)
