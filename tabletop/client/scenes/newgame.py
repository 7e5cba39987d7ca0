"""New game: pick a game, the seats (a person here, a bot, or a remote player at another
copy of Tabletop; names), the game's options. The form opens as the last game started
left it (Settings.last_setup), as far as that still fits the games."""

from __future__ import annotations

import time

import pygame

from tabletop import games
from tabletop.controller import tutorial
from tabletop.controller.session import Session
from tabletop.engine.names import NAME_LIMIT, clean_text
from tabletop.persistence import SeatInfo
from tabletop.persistence.faults import SaveWriteError
from tabletop.persistence.settings import plain_data

from .. import theme
from ..scene import Scene
from ..games import client_of
from ..netplay import kept_seats, open_hosted
from ..widgets import Button, Cycler, TextField, fit_text, form_gesture, panel, put_text
from .common import background, title, scale
from .learn import start_lesson
from .options_form import OptionsForm

KINDS = ("human", "random", "strong", "remote")
STRONG_THINK_MS = 400


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.names = games.names()
        self.choice = 0
        self.seat_count = 0
        self.people: list[str] = []
        self.kinds: list[int] = []
        self.options_form = None
        self._pick(0)
        self._restore(app.settings.last_setup or {})

    # -- state of the form -------------------------------------------------------------

    def _pick(self, index: int) -> None:
        self.choice = index
        game = games.get(self.names[index])
        self.seat_count = game.default_seats or game.min_seats
        if game.private:
            self.kinds = [0] + [1] * (game.max_seats - 1)  # you, then bots
            self.kinds[1] = 0 if game.max_seats > 1 else 1
            self.people = [self.app.t("newgame.player" if kind == 0 else "newgame.bot_name", n=i + 1)
                           for i, kind in enumerate(self.kinds)]
        elif game.cooperative:
            # One team (Comanauts): one person may play every seat, so the seats
            # start as you; rename them for friends sharing the screen.
            self.people = [self.app.t("newgame.player", n=1)] * game.max_seats
            self.kinds = [0] * game.max_seats
        else:
            # Nothing is private but the players compete (Prophecy, Betrayal): people
            # around one screen, each under a name of their own.
            self.people = [self.app.t("newgame.player", n=i + 1) for i in range(game.max_seats)]
            self.kinds = [0] * game.max_seats
        self._rebuild()

    def _setup(self) -> dict:
        """What the form says, to offer again next time (only plain data is kept)."""
        options = {row.key: row.answer() for row in self.options_form.rows}
        return {"game": self.names[self.choice], "seats": self.seat_count, "people": list(self.people),
                "kinds": [KINDS[k] for k in self.kinds],
                "options": {key: value for key, value in options.items() if plain_data(value, 2)}}  # as deep as it sits

    def _restore(self, setup: dict) -> None:
        """The form as `setup` left it: what no longer fits (a game, a seat count, an
        option's value this version lacks) stays as the form would start it."""
        if setup.get("game") not in self.names:
            return
        self._pick(self.names.index(setup["game"]))
        game = games.get(setup["game"])
        seats = setup.get("seats")
        if type(seats) is int and game.min_seats <= seats <= game.max_seats:
            self.seat_count = seats
        for seat, (name, kind) in enumerate(zip(setup.get("people") or [], setup.get("kinds") or [])):
            if seat < len(self.people) and isinstance(name, str) and clean_text(name, NAME_LIMIT) and kind in KINDS:
                self.people[seat], self.kinds[seat] = clean_text(name, NAME_LIMIT), KINDS.index(kind)
        self._rebuild()
        chosen = setup.get("options") or {}
        for row in self.options_form.rows:
            if row.key not in chosen:
                continue
            values = chosen[row.key] if row.per_seat else [chosen[row.key]]
            if isinstance(values, list) and len(values) == len(row.widgets) and all(v in row.values for v in values):
                for widget, value in zip(row.widgets, values):
                    widget.index = row.values.index(value)
                    widget.on_change(widget.index)
        self.layout(self.app.size)

    def _rebuild(self) -> None:
        t = self.app.t
        name = self.names[self.choice]
        game = games.get(name)
        self.game_buttons = [Button(t(f"{n}.ui.title"), lambda i=i: self._pick(i)) for i, n in enumerate(self.names)]
        self.seats_cycler = Cycler(t("newgame.seats"), [str(n) for n in range(game.min_seats, game.max_seats + 1)],
                                   self.seat_count - game.min_seats, self._set_seats)
        kind_labels = [t("newgame.human"), t("newgame.bot_random"), t("newgame.bot_strong"), t("newgame.remote")]
        self.rows = []
        for seat in range(self.seat_count):
            self.rows.append(TextField(t("newgame.name", n=seat + 1), self.people[seat],
                                       lambda v, s=seat: self._set_name(s, v)))
            self.rows.append(Cycler(t("newgame.plays"), kind_labels, self.kinds[seat],
                                    lambda i, s=seat: self._set_kind(s, i)))
        self.options_form = self._options_form()
        self.start = Button(t("newgame.start"), self._start, primary=True)
        self.tutorials = tutorial.tutorials(name)
        self.learn = Button(t("newgame.learn"), self._learn) if self.tutorials else None
        self.back = Button(t("common.back"), self.app.pop)
        self.layout(self.app.size)

    def _options_form(self) -> OptionsForm:
        name = self.names[self.choice]
        return OptionsForm(self.app.t, games.get(name).options_class, client_of(name), self.seat_count,
                           self.people[:self.seat_count])

    def _set_seats(self, index: int) -> None:
        self.seat_count = games.get(self.names[self.choice]).min_seats + index
        self._rebuild()

    def _set_name(self, seat: int, value: str) -> None:
        self.people[seat] = value
        self._refresh_options()

    def _refresh_options(self) -> None:
        """The options name the players (who goes first): keep them in step with
        the names typed, and keep what was chosen."""
        old = self.options_form.widgets
        self.options_form = self._options_form()
        for widget, was in zip(self.options_form.widgets, old):
            if isinstance(widget, TextField):  # a value typed is kept; one offered follows the names
                if was.edited:
                    widget.value, widget.edited = was.value, True
                    widget.on_change(was.value)
            else:
                widget.index = was.index
                widget.on_change(was.index)
        self.layout(self.app.size)

    def _set_kind(self, seat: int, index: int) -> None:
        """A seat made a bot (or a person again) takes the matching default name,
        unless the player typed one of their own."""
        self.kinds[seat] = index
        t = self.app.t
        defaults = {t("newgame.player", n=seat + 1), t("newgame.bot_name", n=seat + 1)}
        if self.people[seat].strip() in defaults:
            name = t("newgame.player" if KINDS[index] in ("human", "remote") else "newgame.bot_name", n=seat + 1)
            self.people[seat] = name
            self.rows[2 * seat].value = name
            self._refresh_options()

    def _start(self) -> None:
        names = [clean_text(self.people[s], NAME_LIMIT) for s in range(self.seat_count)]
        if any(not n for n in names):
            self.app.notify(self.app.t("newgame.need_names"))
            return
        if len(set(names)) != len(names) and games.get(self.names[self.choice]).private:
            self.app.notify(self.app.t("newgame.unique_names"))
            return
        self.app.settings.last_setup = self._setup()
        self.app.save_settings()
        game = games.get(self.names[self.choice])
        people = [s for s in range(self.seat_count) if KINDS[self.kinds[s]] in ("human", "remote")]
        if self.options_form.start(self.app, names, [KINDS[k] for k in self.kinds[:self.seat_count]]):
            return  # the form opened a screen of its own (a campaign's)
        options = self.options_form.options(people)
        options["names"] = names
        seed = time.time_ns() % (2**62)
        try:
            state = game.new_game(self.seat_count, seed, options)
        except ValueError as exc:  # in the player's language when the game gave its words a key
            self.app.refuse(exc)
            return
        seats = [SeatInfo(names[s], KINDS[self.kinds[s]], STRONG_THINK_MS if KINDS[self.kinds[s]] == "strong" else 0)
                 for s in range(self.seat_count)]
        # the save keeps a remote seat as a person's: opened from Load, all play at this screen
        try:
            session = Session(state, seats, self.app.store.create(state, kept_seats(seats)))
        except SaveWriteError as fault:  # the table opens and asks what to do about it
            session = Session(state, seats, None, save_problem=fault)
        open_hosted(self.app, session)  # when it cannot be hosted, the form stays

    def _learn(self) -> None:
        start_lesson(self.app, self.tutorials[0], self.people[0])

    # -- screen --------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        margin = max(24, w // 40)
        top = int(h * 0.04) + int(36 * s) + max(16, h // 40)  # under the title
        self.left = pygame.Rect(margin, top, int(w * 0.34), h - top - max(16, h // 30))
        self.right = pygame.Rect(self.left.right + margin, self.left.y, w - self.left.right - 2 * margin,
                                 self.left.height)
        row_h = max(28, min(int(40 * s), h // 16))
        y = self.left.y + 12
        for button in self.game_buttons:
            button.rect = pygame.Rect(self.left.x + 12, y, self.left.width - 24, row_h + 6)
            y += row_h + 6 + max(6, int(8 * s))
        self._place_picture(y + 4, s)
        # the rows as tall as the panel allows, down to a size still read at arm's length
        for height in range(row_h, 23, -2):
            if self._place_rows(height) <= self.right.bottom - 14 - (height + 8) - 6:
                break
        self.start.rect = pygame.Rect(0, 0, int(240 * s), height + 8)
        self.start.rect.bottomright = (self.right.right - 16, self.right.bottom - 14)
        self.back.rect = pygame.Rect(0, 0, int(160 * s), height + 8)
        self.back.rect.bottomleft = (self.right.x + 16, self.right.bottom - 14)
        if self.learn is not None:  # between the two, as wide as the room there allows
            self.learn.rect = pygame.Rect(0, 0, min(int(220 * s), self.start.rect.x - self.back.rect.right - 24),
                                          height + 8)
            self.learn.rect.bottomright = (self.start.rect.x - 12, self.start.rect.bottom)

    def _place_picture(self, y: int, s: float) -> None:
        """The game's picture from `y`, and its description under it: the description
        keeps the room its lines need at the UI scale, the picture takes what is left."""
        width = self.left.width - 24
        self.description_size = int(17 * s)
        lines = self.app.assets.wrap(self.app.t(f"{self.names[self.choice]}.ui.description"),
                                     self.description_size, width)
        wanted = len(lines) * (self.description_size * 13 // 10) + 12
        high = min(width * 176 // 256, self.left.bottom - 8 - y - wanted)
        self.picture_rect = pygame.Rect(0, y, high * 256 // 176, max(0, high))
        self.picture_rect.centerx = self.left.centerx

    def _place_rows(self, row_h: int) -> int:
        """The seats, the players and the game's options in the right panel, rows
        `row_h` tall; returns the y under the last."""
        x, y, width = self.right.x + 16, self.right.y + 14, self.right.width - 32
        self.seats_cycler.rect = pygame.Rect(x, y, width, row_h)
        y += row_h + 10
        for i, widget in enumerate(self.rows):
            half = (width - 12) // 2
            widget.rect = pygame.Rect(x + (0 if i % 2 == 0 else half + 12), y, half, row_h)
            if i % 2 == 1:
                y += row_h + 6
        y += 10
        return self.options_form.layout(x, y, width, row_h)

    def options_shown(self) -> list:
        """The game's options that apply to what is chosen (a new campaign's name...)."""
        return self.options_form.shown()

    def widgets(self):
        return [*self.game_buttons, self.seats_cycler, *self.rows, *self.options_shown(), self.start,
                *([self.learn] if self.learn is not None else []), self.back]

    def handle(self, g) -> None:
        fields = [w for w in self.widgets() if isinstance(w, TextField)]
        if g.kind == "key" and g.key == pygame.K_ESCAPE and not any(f.focused for f in fields):
            self.app.pop()
            return
        if form_gesture(self.widgets(), g) in self.options_form.widgets:  # an option may show or hide others
            self.layout(self.app.size)

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        background(surface, assets)
        title(surface, assets, t("newgame.title"), int(surface.get_height() * 0.04), size=int(36 * scale(surface.get_size())))
        panel(surface, self.left)
        panel(surface, self.right)
        for i, button in enumerate(self.game_buttons):
            button.primary = i == self.choice
            button.draw(surface, assets)
        name = self.names[self.choice]
        picture = client_of(name).picture
        if self.picture_rect.height >= 40:  # a picture squeezed any smaller is left out
            surface.blit(assets.scaled(picture, self.picture_rect.size), self.picture_rect)
            pygame.draw.rect(surface, theme.ACCENT_DARK, self.picture_rect, 2)
        # the description: wrapped under the picture, in a smaller type when the panel is still short
        room = pygame.Rect(self.left.x + 12, self.picture_rect.bottom + 8, self.left.width - 24,
                           self.left.bottom - 8 - self.picture_rect.bottom - 8)
        text = t(f"{name}.ui.description")
        for size in range(self.description_size, 10, -1):
            step = size * 13 // 10
            lines = assets.wrap(text, size, room.width)
            if len(lines) * step + 4 <= room.height:  # the 4 px top margin too
                break
        shown = max(0, (room.height - 4) // step)
        if len(lines) > shown:  # still too long: the last line shown ends with an ellipsis (the rules say all)
            lines = lines[:shown]
            if lines:
                lines[-1] = lines[-1] + " …"
        y = room.y + 4
        for line in lines:
            put_text(surface, fit_text(assets, line, size, room.width, theme.TEXT), room, "game description",
                     "topleft", (room.x, y))
            y += step
        for widget in self.widgets()[len(self.game_buttons):]:
            widget.draw(surface, assets)
