"""The recap: when a person's turn comes back after others played (other people,
bots, automated turns), everything that happened since their last move, in the
log's own sentences, under a heading in each player's colour, on an opaque card
over the log. It scrolls (wheel, drag, arrow and page keys) and stays until it
is closed (its ×, Esc or Enter) or the person moves; its "Last round" button
plays the others' moves again on the table."""

from __future__ import annotations

from typing import Callable

import pygame

from ... import theme
from ...input import Gesture
from ...widgets import Button, ScrollText, fit_in, new_layer, panel
from ..common import scale

#: The card's measures at scale 1 (common.scale): its least width, its type, its
#: title row, its button row and its margin; and the most of the window's height it takes.
WIDTH, TYPE, TITLE_H, BUTTON_H, MARGIN = 380, 15, 34, 36, 10
MOST_HEIGHT = 0.62
#: What the keys scroll: a line, a page.
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)


class RecapCard:
    def __init__(self, app, session, said: Callable[[], dict[int, str]], name: Callable[[int], str],
                 waits: Callable[[], bool], last_round: Callable[[], None]) -> None:
        self.app = app
        self.session = session
        self.said = said  # the log's sentence of each event, by the event's id
        self.name = name
        self.waits = waits  # the game shows something the card must not cover (it waits)
        #: what the card tells, as (who acted, their sentences) in order; None when closed
        self.shown: list[tuple[int | None, list[str]]] | None = None
        self.seat: int | None = None  # whose recap it is
        self.at = len(session.state.history)  # the position last looked at
        self.scroll = ScrollText()
        self.close_button = Button("×", self.close)
        self.replay_button = Button(app.t("recap.last_round"), last_round)
        self.replays = session.holds_game  # a remote seat has the moves' events, not the moves to play again
        self.area = pygame.Rect(0, 0, 0, 0)  # the log's panel, which the card covers
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.dragged: tuple[int, int] | None = None  # a drag on the lines: where it began, and the offset then

    # -- what it tells -------------------------------------------------------------------------

    def groups(self, seat: int) -> list[tuple[int | None, list[str]]]:
        """What happened since `seat` last acted, in the log's own sentences, by who
        acted: one group for each run of actions by the same seat (None for the game's
        own turns)."""
        said = self.said()
        groups: list[tuple[int | None, list[str]]] = []
        for actor, events in self.session.moves_since_last_acted(seat):
            lines = [said[id(e)] for e in events if id(e) in said]
            if not lines:
                continue
            if groups and groups[-1][0] == actor:
                groups[-1][1].extend(lines)
            else:
                groups.append((actor, lines))
        return groups

    def lines(self) -> list[str]:
        """Every sentence the card tells, in order (none cut)."""
        return [line for _, lines in self.shown or [] for line in lines]

    def check(self) -> None:
        """A person's turn came back after others played: show what they did. A move
        (or an undo) since the card opened closes it."""
        session = self.session
        length = len(session.state.history)
        if length == self.at or session.needs_handover():
            return
        self.at = length
        self.shown = None
        if not session.human_to_act():
            return
        lesson = getattr(session, "lesson", None)
        if lesson is not None and not lesson.open:
            return  # a guided game's steps say what the script did (and the log keeps it)
        seat = session.to_act
        last = session._actors[-1] if session._actors else None
        if last == seat or (last is not None and session.seats[last].kind == "human"
                            and session.name(last) == session.name(seat)):
            return  # the seat goes on with its own turn, or its person just played another seat
        groups = self.groups(seat)
        if groups:
            self.seat, self.shown = seat, groups
            self.scroll.offset = 0
            self.place(self.area)

    def moved(self) -> None:
        """Moves were made since the card opened (the table is still playing them, a
        card drawn may hold it a while): the card closes now; `check` tells the next."""
        if len(self.session.state.history) != self.at:
            self.shown = None

    def close(self) -> None:
        self.shown = None

    def open(self) -> bool:
        return self.shown is not None and not self.waits()

    # -- where it shows ----------------------------------------------------------------------

    def place(self, area: pygame.Rect) -> None:
        """The card over the top of `area` (the log's panel), as wide as the log or
        its least width, as tall as what it tells within MOST_HEIGHT of the window."""
        self.area = pygame.Rect(area)
        w, h = self.app.size
        s = scale(self.app.size)
        margin = int(MARGIN * s)
        width = min(w - 2 * margin, max(area.width, int(WIDTH * s)))
        size = self.scroll.size = max(12, int(TYPE * s))
        rows = []
        inner = width - 2 * margin - int(24 * s)
        for actor, lines in self.shown or []:
            heading = self.name(actor) if actor is not None else self.app.t("recap.the_game")
            colour = theme.seat_color(actor, self.app.settings.colour_blind) if actor is not None else theme.ACCENT
            rows.append((heading, colour, True))
            for line in lines:
                for i, row in enumerate(self.app.assets.wrap(line, size, inner - int(18 * s))):
                    rows.append((("• " if i == 0 else "   ") + row, theme.TEXT, False))
        self.scroll.set_lines(rows)
        line_h = int(size * 1.35)
        title_h, button_h = int(TITLE_H * s), int(BUTTON_H * s)
        chrome = title_h + button_h + 3 * margin
        # down from the log's top, over nothing above it (a game's buttons), unless
        # that leaves too few lines: then it rises as far as it must
        room = max(h - margin - area.y, chrome + 6 * line_h) if area.height else h
        body_h = min(len(rows) * line_h + 14, min(int(h * MOST_HEIGHT), room) - chrome)
        self.rect = pygame.Rect(area.x, area.y, width, chrome + body_h)
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))
        self.close_button.rect = pygame.Rect(self.rect.right - margin - title_h, self.rect.y + margin // 2,
                                             title_h, title_h)
        self.scroll.rect = pygame.Rect(self.rect.x + margin, self.rect.y + margin // 2 + title_h + margin // 2,
                                       width - 2 * margin, body_h)
        self.replay_button.label = self.app.t("recap.last_round")
        self.replay_button.most = size + 2
        self.replay_button.rect = pygame.Rect(self.rect.x + margin, self.rect.bottom - margin - button_h,
                                              min(width - 2 * margin, int(200 * s)), button_h)
        self._scroll_to(self.scroll.offset)

    # -- input ------------------------------------------------------------------------------

    def handle(self, g: Gesture) -> bool:
        """The card's gestures, while it shows: True when it took `g`."""
        if not self.open():
            return False
        if g.kind == "hover":
            self.close_button.handle(g)
            if self.replays:
                self.replay_button.handle(g)
            return False
        if g.kind == "key":
            if g.key in CLOSE_KEYS:
                self.close()
                return True
            if g.key in SCROLL_KEYS:
                self._scroll_to(self.scroll.offset + SCROLL_KEYS[g.key])
                return True
            return False
        if g.kind == "wheel":
            if not self.rect.collidepoint(g.pos):
                return False
            self.scroll.handle(g)
            return True
        if g.kind == "drag_start" and self.rect.collidepoint(g.start):
            self.dragged = (g.start[1], self.scroll.offset)
            return True
        if g.kind in ("drag_move", "drop") and self.dragged is not None:
            start, offset = self.dragged
            self._scroll_to(offset + (start - g.pos[1]) // int(self.scroll.size * 1.35))
            if g.kind == "drop":
                self.dragged = None
            return True
        if g.kind == "click" and self.rect.collidepoint(g.pos):
            if not self.close_button.handle(g) and self.replays:
                self.replay_button.handle(g)
            return True  # a click on the card never reaches the table under it
        return False

    def _scroll_to(self, offset: int) -> None:
        most = max(0, len(self.scroll.lines) - self.scroll.visible_count())
        self.scroll.offset = max(0, min(most, offset))

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open():
            return
        assets, s = self.app.assets, scale(self.app.size)
        new_layer()  # an opaque card: it covers the log's texts under it
        panel(surface, self.rect, theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.35), theme.ACCENT)
        margin = int(MARGIN * s)
        head = self.app.t("recap.since_you", name=self.name(self.seat))
        room = pygame.Rect(self.rect.x + margin, self.close_button.rect.y,
                           self.close_button.rect.x - margin - self.rect.x - margin, self.close_button.rect.height)
        fit_in(surface, assets, head, self.scroll.size + 2, room, theme.ACCENT, "recap title", bold=True)
        self.scroll.draw(surface, assets)
        self.close_button.draw(surface, assets)
        left = self.rect.x
        if self.replays:
            self.replay_button.draw(surface, assets)
            left = self.replay_button.rect.right
        hint = pygame.Rect(left + margin, self.replay_button.rect.y, self.rect.right - margin - left - margin,
                           self.replay_button.rect.height)
        if hint.width > 40:
            fit_in(surface, assets, self.app.t("recap.close_hint"), max(11, self.scroll.size - 2), hint,
                   theme.TEXT_DIM, "recap hint", align="midright")
