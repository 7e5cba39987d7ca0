"""The end of a game: each seat's score, broken down, and the winner; or, for a
cooperative game (no scores), whether the team won and why. Under the panel lies
the final board (the game's own table, read-only); "See the board" closes the
panel to look at it, "Results" opens it again.

Beside the scores, the game's statistics: its client package declares `STATS`,
catalogue key of a label -> a function of the session's log of events, giving a
number, a list of one number per seat, or {"chart": one list of numbers per
seat}, drawn as a small line chart in the seats' colours.

Rematch starts the same game with the same seats and options and a new seed, saved
like a new game; Replay steps through the game from its start (scenes/replay.py).
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from tabletop.controller.session import Session
from tabletop.persistence.faults import SaveWriteError

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_text, panel, put_text, shade
from .common import scale, title
from .table import table_scene_for


def play_again(app, session: Session, options: dict | None = None) -> None:
    """A new game of the same game with the same seats and a new seed, saved like a
    new game: with `options` (the game's defaults when empty), or the session's own."""
    state = session.state
    same = dict(state.options)
    seats = same.pop("seats")
    seed = time.time_ns() % (2**62)
    if seed == state.seed:
        seed += 1
    try:
        fresh = state.game.new_game(seats, seed, same if options is None else options)
    except ValueError as exc:
        app.notify(str(exc))
        return
    infos = list(session.seats)
    try:
        app.open_table(Session(fresh, infos, app.store.create(fresh, infos)))
    except SaveWriteError as fault:  # the table opens and asks what to do about it
        app.open_table(Session(fresh, infos, None, save_problem=fault))


class ResultsScene(Scene):
    def __init__(self, app, session: Session, parts: list[tuple[str, str]],
                 details: list[str] | None = None, headline: str | None = None, won: bool | None = None,
                 names: list[str] | None = None, colours: list | None = None) -> None:
        """`parts` lists the breakdown columns: (key in result['breakdown'], label);
        `details` are lines in the player's language shown under the table.
        A cooperative game has no parts: `headline` says how it ended (won or lost
        and why) and `won` colours it; the seats are listed without scores, by
        `names` when given, in `colours` when the game gives its seats their own
        (Betrayal's explorers)."""
        super().__init__(app)
        self.session = session
        self.parts = parts
        self.details = details or []
        self.headline = headline
        self.won = won
        self.names = names
        self.colours = colours
        self.showing_board = False  # the panel closed: the final board alone
        self.stats = statistics(self.session)
        self.board: Any = None

    def on_show(self) -> None:
        t = self.app.t
        if self.board is None:
            self.board = table_scene_for(self.app, self.session)
            self.board.read_only = True
        self.board.on_show()
        self.board.top_bar.menu.on_click = self.app.back_to_menu
        self.buttons = [
            Button(t("results.new_game"), lambda: (self.app.back_to_menu(), self.app.open("newgame"))),
            Button(t("results.menu"), self.app.back_to_menu),
            Button(t("results.rematch"), self.rematch, primary=True),
            Button(t("results.replay"), self.replay),
            Button(t("results.see_board"), lambda: self.show_board(True)),
        ]
        # the first two keep their places in the list; on screen, left to right:
        self.order = [self.buttons[i] for i in (2, 3, 4, 0, 1)]
        if not self.session.holds_game:  # a remote seat's game is at its host: no rematch, no replay here
            self.buttons = self.order = [self.buttons[i] for i in (4, 0, 1)]
        self.results_button = Button(t("results.show_results"), lambda: self.show_board(False), primary=True)
        super().on_show()

    def seat_colour(self, seat: int):
        if self.colours and seat < len(self.colours):
            return self.colours[seat]
        return theme.seat_color(seat, self.app.settings.colour_blind)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.board.layout(size)
        menu = self.board.top_bar.menu.rect
        self.results_button.rect = pygame.Rect(0, menu.y, max(menu.width, 150), menu.height)
        self.results_button.rect.right = menu.x - 10
        s = self.scale = scale(size)
        top = int(h * 0.04) + int(50 * s)
        button_h = int(50 * s)
        self.box = pygame.Rect(40, top, w - 80, h - top - button_h - int(36 * s))
        if self.stats:
            self.scores = pygame.Rect(self.box.x, self.box.y, self.box.width * 56 // 100, self.box.height)
            self.stats_box = pygame.Rect(self.scores.right, self.box.y, self.box.right - self.scores.right,
                                         self.box.height)
        else:
            self.scores = self.box.copy()
            self.stats_box = pygame.Rect(self.box.right, self.box.y, 0, self.box.height)
        rows = self.session.state.seats
        head, detail = (60, 24) if self.parts else (30, 28)  # the room above the rows, and a detail's line
        room = self.scores.height - int((head + detail * len(self.details)) * s)
        self.row_h = max(28, min(int((52 if self.parts else 44) * s), room // max(1, rows)))
        gap = 12
        width = min(int(210 * s), (w - 80 - gap * (len(self.buttons) - 1)) // len(self.buttons))
        x = w // 2 - (width * len(self.buttons) + gap * (len(self.buttons) - 1)) // 2
        for button in self.order:
            button.rect = pygame.Rect(x, h - button_h - int(20 * s), width, button_h)
            x += width + gap

    # -- what the buttons do ---------------------------------------------------------------------

    def show_board(self, shown: bool) -> None:
        self.showing_board = shown

    def rematch(self) -> None:
        """The same game, seats and options, a new seed; saved like a new game."""
        play_again(self.app, self.session)

    def replay(self) -> None:
        self.app.open("replay", self.session.state, list(self.session.seats))

    # -- input and the frame ------------------------------------------------------------------------

    def raw_event(self, event: pygame.event.Event) -> bool:
        return self.showing_board and self.board.raw_event(event)

    def update(self, dt: float) -> None:
        if self.showing_board:
            self.board.update(dt)

    def handle(self, g) -> None:
        if self.showing_board:
            if g.kind == "key" and g.key == pygame.K_ESCAPE:
                self.show_board(False)
                return
            for button in (self.results_button, self.board.top_bar.menu):
                if button.handle(g) and g.kind == "click":
                    return
            self.board.handle(g)
            return
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.back_to_menu()
            return
        for button in self.buttons:
            if button.handle(g) and g.kind == "click":
                return

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        self.board.draw(surface)
        if self.showing_board:
            self.results_button.draw(surface, assets)
            return
        shade(surface, (8, 6, 4, 175))
        # the title's band hides the board's header, so that the two never cross
        pygame.draw.rect(surface, theme.mix(theme.BACKGROUND, (0, 0, 0), 0.35), (0, 0, surface.get_width(),
                                                                              self.box.y - 6))
        result = self.session.state.result or {}
        winners = result.get("winners", [])
        if self.headline:
            self._headline(surface)
        else:
            names = ", ".join(self.session.name(s) for s in winners)
            title(surface, assets, t("results.winner", name=names) if winners else t("results.no_winner"),
                  int(surface.get_height() * 0.04), size=int(36 * self.scale))
        panel(surface, self.box)
        self._draw_stats(surface)
        for button in self.buttons:
            button.draw(surface, assets)
        if not self.parts:
            self._team(surface, winners)
            return
        box, s = self.scores, self.scale
        head = int(60 * s)
        columns = [t("results.player")] + [label for _, label in self.parts] + [t("results.total")]
        name_w = min(int(270 * s), box.width * 2 // 5)
        step = (box.width - name_w - 40) // len(columns[1:])
        xs = [box.x + 24] + [box.x + name_w + 24 + i * step for i in range(len(columns) - 1)]
        rooms = [(step if x != xs[0] else name_w) - 8 for x in xs]
        # One type for the headings and one for the rows: they grow with the UI scale (the
        # rows as far as their height allows) and shrink together, by up to a quarter, for
        # every heading and every name to fit its column (one far too long shrinks alone).
        heading = fitting(assets, columns, rooms, int(18 * s))
        most = max(12, min(int(20 * s), self.row_h * 3 // 4))
        marks = [self.session.name(seat) + (" ★" if seat in winners else "")
                 for seat in range(self.session.state.seats)]
        size = fitting(assets, marks, [name_w - 3 * (most // 2) - int(16 * s)] * len(marks), most)
        for x, label, room in zip(xs, columns, rooms):
            image = fit_text(assets, label, heading, room, theme.ACCENT, bold=True)
            put_text(surface, image, pygame.Rect(x, box.y + int(20 * s), room, int(34 * s)), "results column",
                     "topleft")
        breakdown = result.get("breakdown") or [{} for _ in range(self.session.state.seats)]
        for seat, parts in enumerate(breakdown):
            y = box.y + head + seat * self.row_h
            color = self.seat_colour(seat)
            dot = size // 2
            pygame.draw.circle(surface, color, (xs[0] + dot, y + size * 3 // 5), dot)
            row = pygame.Rect(xs[0] + 3 * dot, y, name_w - 3 * dot - int(16 * s), max(self.row_h, 28))
            put_text(surface, fit_text(assets, marks[seat], size, row.width, theme.TEXT, bold=seat in winners),
                     row, "results name", "topleft")
            values = [parts.get(key, 0) for key, _ in self.parts] + [parts.get("total", 0)]
            for x, value in zip(xs[1:], values):
                put_text(surface, fit_text(assets, str(value), size, step - 8, theme.TEXT),
                         pygame.Rect(x, y, step - 8, row.height), "results score", "topleft")
        y = box.y + head + len(breakdown) * self.row_h
        for line in self.details:
            room = pygame.Rect(xs[0], y, box.width - 48, max(0, min(int(24 * s), box.bottom - y)))
            put_text(surface, fit_text(assets, line, int(16 * s), room.width, theme.TEXT_DIM), room, "results detail",
                     "topleft")
            y += int(24 * s)

    def _headline(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        colour = theme.GOOD if self.won else (theme.DANGER if self.won is not None else theme.ACCENT)
        size = int(36 * self.scale)
        w = surface.get_width()
        image = assets.text(self.headline, size, colour, serif=True)
        while image.get_width() > w - 60 and size > 18:
            size -= 2
            image = assets.text(self.headline, size, colour, serif=True)
        # still too long at the smallest size: cut (the details under the seats say why)
        image = fit_text(assets, self.headline, size, w - 60, colour, serif=True, smallest=size)
        shadow = fit_text(assets, self.headline, size, w - 60, theme.SHADOW, serif=True, smallest=size)
        top = int(surface.get_height() * 0.04)
        rect = image.get_rect(midtop=(w // 2, top))
        surface.blit(shadow, rect.move(2, 3))
        put_text(surface, image, pygame.Rect(30, top, w - 60, self.box.y - top), "results headline", "midtop",
                 rect.midtop)

    def _team(self, surface: pygame.Surface, winners: list[int]) -> None:
        """A cooperative result: the seats (no scores), then the details."""
        assets, s = self.app.assets, self.scale
        size = max(12, min(int(20 * s), self.row_h * 3 // 4))
        dot = size // 2
        x = self.scores.x + 30
        y = self.scores.y + int(22 * s)
        for seat in range(self.session.state.seats):
            color = self.seat_colour(seat)
            pygame.draw.circle(surface, color, (x + dot, y + size * 3 // 5), dot)
            mark = " ★" if seat in winners else ""
            name = self.names[seat] if self.names else self.session.name(seat)
            row = pygame.Rect(x + 3 * dot, y, self.scores.width - 50 - 3 * dot, max(self.row_h, 28))
            put_text(surface, fit_text(assets, name + mark, size, row.width, theme.TEXT, bold=seat in winners),
                     row, "results name", "topleft")
            y += self.row_h
        y += 8
        width = self.scores.width - 60
        # wrapped, a reason is read whole: in smaller type when long, to stay in the panel
        size, parts = int(18 * s), []
        while size >= 11:
            parts = [part for line in self.details for part in assets.wrap(line, size, width)]
            if len(parts) * (size * 3 // 2) <= self.scores.bottom - 10 - y:
                break
            size -= 1
        step = size * 3 // 2
        for part in parts:
            if y + step > self.scores.bottom - 6:
                break
            put_text(surface, fit_text(assets, part, size, width, theme.TEXT), pygame.Rect(x, y, width, step),
                     "results detail", "topleft")
            y += step

    def _draw_stats(self, surface: pygame.Surface) -> None:
        """The statistics: a line for each number, a chart for each series."""
        if not self.stats:
            return
        assets, t, s = self.app.assets, self.app.t, self.scale
        size, line = int(16 * s), int(26 * s)  # the statistics' type and rows, at the UI scale
        box = self.stats_box.inflate(-24, -24)
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.stats_box.x, box.y), (self.stats_box.x, box.bottom), 1)
        box.x += 8
        box.width -= 8
        put_text(surface, fit_text(assets, t("results.statistics"), int(18 * s), box.width, theme.ACCENT, bold=True),
                 pygame.Rect(box.x, box.y, box.width, int(30 * s)), "statistics title", "topleft")
        y = box.y + int(32 * s)
        charts = [(label, value) for label, value in self.stats if isinstance(value, dict)]
        for label, value in self.stats:
            if isinstance(value, dict):
                continue
            if y + line - 4 > box.bottom:
                break
            # the label takes what the numbers leave (at most 3/5 of the column)
            numbers = [str(n) for n in value] if isinstance(value, list) else [str(value)]
            font = assets.font(size, True)
            digits_w = sum(size * 3 // 2 + max(18, font.size(n)[0]) for n in numbers) if isinstance(value, list) \
                else font.size(numbers[0])[0]
            label_w = max(box.width * 2 // 5, min(box.width * 3 // 5, box.width - digits_w - 8))
            room = pygame.Rect(box.x, y, label_w, line - 2)
            put_text(surface, fit_text(assets, t(label), size, room.width, theme.TEXT), room, "statistic label",
                     "topleft")
            x = box.x + label_w + 8
            rest = pygame.Rect(x, y, box.right - x, line - 2)
            dot = size * 3 // 8
            if isinstance(value, list):
                for seat, number in enumerate(value):
                    pygame.draw.circle(surface, self.seat_colour(seat), (x + dot, y + size * 5 // 8), dot)
                    digits = fit_text(assets, str(number), size, max(10, box.right - x - size), theme.TEXT, bold=True)
                    put_text(surface, digits, rest, "statistic value", "topleft", (x + size, y))
                    x += size * 3 // 2 + max(18, digits.get_width())
            else:
                put_text(surface, fit_text(assets, str(value), size, rest.width, theme.TEXT, bold=True), rest,
                         "statistic value", "topleft")
            y += line
        room = box.bottom - y - 8
        if not charts or room < 60:
            return
        each = room // len(charts)
        for label, value in charts:
            y += 8
            put_text(surface, fit_text(assets, t(label), size, box.width, theme.TEXT),
                     pygame.Rect(box.x, y, box.width, line - 2), "chart label", "topleft")
            axis = int(30 * s)  # room for the axis' numbers
            area = pygame.Rect(box.x + axis, y + line, box.width - axis - 10, each - line - 18)
            self._chart(surface, area, value.get("chart") or [])
            y += each

    def _chart(self, surface: pygame.Surface, area: pygame.Rect, series: list[list[float]]) -> None:
        """One line per seat, in the seats' colours, over the same axes."""
        if area.height < 20 or not series or not any(series):
            return
        assets = self.app.assets
        top = max([1] + [max(line) for line in series if line])
        longest = max(len(line) for line in series)
        pygame.draw.line(surface, theme.PANEL_EDGE, area.bottomleft, area.bottomright, 1)
        pygame.draw.line(surface, theme.PANEL_EDGE, area.bottomleft, area.topleft, 1)
        s = self.scale
        half = int(9 * s)  # half a number's height, above the top and below the bottom
        room = pygame.Rect(area.left - int(30 * s), area.top - half, int(30 * s) - 4, area.height + 2 * half)
        for value, yy in ((top, area.top), (0, area.bottom)):
            image = fit_text(assets, str(value), int(12 * s), room.width, theme.TEXT_DIM)
            put_text(surface, image, room, "chart axis", "midright", (area.left - 4, yy))
        for seat, line in enumerate(series):
            points = [(area.left + area.width * i // max(1, longest - 1),
                       area.bottom - int(area.height * v / top)) for i, v in enumerate(line)]
            colour = self.seat_colour(seat)
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, 3)
            if points:
                pygame.draw.circle(surface, colour, points[-1], 4)


def statistics(session: Session) -> list[tuple[str, Any]]:
    """The game's statistics over the session's log: (label key, value), in the
    order its client package declares them. A counter that fails is left out: a
    statistic never keeps the results from showing."""
    from ..games import client_of

    declared = client_of(session.state.game.name).stats
    events, seats = list(session.log), len(session.seats)
    found = []
    for label, count in declared.items():
        try:
            found.append((label, count(events, seats)))
        except Exception:  # noqa: BLE001 - see above
            continue
    return found


def fitting(assets, texts: list[str], rooms: list[int], most: int) -> int:
    """The largest type size, from `most` down to three quarters of it, at which every
    text (bold) fits its room."""
    size, least = most, max(12, most * 3 // 4)
    while size > least and any(assets.font(size, True).size(text)[0] > room for text, room in zip(texts, rooms)):
        size -= 1
    return size
