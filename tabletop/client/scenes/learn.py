"""Learn to play (issue 26 §1): the menu's list of guided first games, the one way
a lesson starts (from that list or a game's New game page), and the page that ends
it: what the learner met, each with its rules section, and a real game with the
same seats."""

from __future__ import annotations

import pygame

from tabletop import games
from tabletop.controller import tutorial
from tabletop.controller.guided import GuidedSession
from tabletop.controller.tutorial import Tutorial
from tabletop.engine.names import NAME_LIMIT, clean_text
from tabletop.persistence.faults import SaveWriteError

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in, fit_lines, panel, put_text
from .common import background, column, dim, scale, title
from .results import play_again
from .rules import section_title


def start_lesson(app, lesson: Tutorial, learner: str) -> None:
    """The tutorial's guided game, `learner` at the first seat and the script at the
    others, saved like any game and marked as a lesson so that it opens again as one."""
    learner = clean_text(learner, NAME_LIMIT) or lesson.start().seat_name(0)
    session = GuidedSession.new(lesson, learner, app.settings.language)
    try:
        session.adopt_save(app.store.create(session.state, session.seats))
    except SaveWriteError as fault:  # the table opens and asks what to do about it
        session.save_problem = fault
    else:
        app.settings.remember_lesson(session.save.path.stem, lesson.name)
        app.save_settings()
    app.open_table(session)


def learner_name(app) -> str:
    """The name the New game page last gave the first seat, or "Player 1"."""
    people = (app.settings.last_setup or {}).get("people") or [""]
    name = people[0] if isinstance(people[0], str) else ""
    return clean_text(name, NAME_LIMIT) or app.t("newgame.player", n=1)


class LearnScene(Scene):
    """The menu's Learn to play: one button per game that has a guided first game,
    its lesson's title under it."""

    def on_show(self) -> None:
        t = self.app.t
        self.lessons = [(name, found[0]) for name in games.names() if (found := tutorial.tutorials(name))]
        self.buttons = [Button(t(f"{name}.ui.title"), lambda lesson=lesson: self._start(lesson))
                        for name, lesson in self.lessons]
        self.back = Button(t("common.back"), self.app.pop)
        super().on_show()

    def _start(self, lesson: Tutorial) -> None:
        start_lesson(self.app, lesson, learner_name(self.app))

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        top = int(h * 0.27)
        room = h - top - max(70, int(80 * s))  # above Back
        height = max(36, min(int(48 * s), room // (len(self.buttons) * 2)))
        column(self.buttons, w // 2, top, min(int(460 * s), w - 80), height, height)
        self.back.rect = pygame.Rect(0, 0, max(140, int(160 * s)), max(36, int(44 * s)))
        self.back.rect.bottomleft = (max(24, w // 40), h - max(16, h // 30))

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for button in (*self.buttons, self.back):
            if button.handle(g):
                return

    def draw(self, surface: pygame.Surface) -> None:
        assets, t, language = self.app.assets, self.app.t, self.app.settings.language
        background(surface, assets)
        w, h = surface.get_size()
        s = scale((w, h))
        below = title(surface, assets, t("learn.title"), int(h * 0.05), size=max(30, int(44 * s))).bottom
        intro = pygame.Rect(40, below + 8, w - 80, int(h * 0.27) - below - 16)
        size, lines, step = fit_lines(assets, [t("learn.intro")], max(15, int(18 * s)), intro.width,
                                      intro.height, 2, 11)
        for i, line in enumerate(lines[:max(1, intro.height // step)]):
            put_text(surface, assets.text(line, size, theme.TEXT_DIM),
                     pygame.Rect(intro.x, intro.y + i * step, intro.width, step), "learn intro", "center")
        for button, (_, lesson) in zip(self.buttons, self.lessons):
            button.draw(surface, assets)
            under = pygame.Rect(button.rect.x, button.rect.bottom + 2, button.rect.width,
                                button.rect.height * 3 // 4)
            fit_in(surface, assets, lesson.title.get(language, lesson.title["en"]), max(13, int(15 * s)),
                   under, theme.TEXT_DIM, "lesson title", align="midtop", smallest=10)
        self.back.draw(surface, assets)


class LessonDoneScene(Scene):
    """Over the table when a lesson ends (its last step done, or its game over when
    the last step was free): what was learned, each a link to its rules section;
    a real game with the same seats; this game played on (or its results); the menu."""

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session

    def on_show(self) -> None:
        t, game = self.app.t, self.session.state.game.name
        language = self.app.settings.language
        self.links = [Button(section_title(game, language, heading) or heading,
                             lambda heading=heading: self.app.open("rules", game=game, heading=heading))
                      for heading in self.session.lesson.learned()]
        over = self.session.state.is_over
        self.real = Button(t("learn.play_real"), lambda: play_again(self.app, self.session, {}), primary=True)
        self.on = Button(t("learn.see_results" if over else "learn.play_on"), self.app.pop)
        self.menu = Button(t("learn.menu"), self.app.back_to_menu)
        self.buttons = [self.real, self.on, self.menu]
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.table.layout(size)
        s = self.scale = scale(size)
        rows = (len(self.links) + 1) // 2  # the rules sections in two columns
        head = int(110 * s)  # the title and "What you learned"
        button_h = max(34, int(44 * s))
        link_h = max(26, min(int(34 * s), (h - 60 - head - button_h) // max(1, rows) - 6))
        width = min(w - 60, int(760 * s))
        self.box = pygame.Rect(0, 0, width, min(h - 30, head + rows * (link_h + 6) + 16 + button_h + 20))
        self.box.center = (w // 2, h // 2)
        half = (width - 80) // 2
        for i, link in enumerate(self.links):
            link.rect = pygame.Rect(self.box.x + 30 + (i % 2) * (half + 20),
                                    self.box.y + head + (i // 2) * (link_h + 6), half, link_h)
            link.most = max(13, int(16 * s))
        gap = 14
        room = width - 60 - gap * (len(self.buttons) - 1)
        weights = [len(button.label) + 8 for button in self.buttons]  # a longer label, a wider button
        x = self.box.x + 30
        for button, weight in zip(self.buttons, weights):
            button.rect = pygame.Rect(x, self.box.bottom - 20 - button_h, room * weight // sum(weights), button_h)
            button.most = max(14, int(19 * s))
            x = button.rect.right + gap

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for button in (*self.buttons, *self.links):
            if button.handle(g):
                return

    def draw(self, surface: pygame.Surface) -> None:
        assets, t, s = self.app.assets, self.app.t, self.scale
        dim(surface, self.table)
        panel(surface, self.box, theme.PANEL, theme.HIGHLIGHT, radius=12)
        lesson = self.session.lesson.tutorial
        name = lesson.title.get(self.app.settings.language, lesson.title["en"])
        fit_in(surface, assets, t("learn.done", title=name), int(30 * s),
               pygame.Rect(self.box.x + 20, self.box.y + 14, self.box.width - 40, int(44 * s)),
               theme.ACCENT, "lesson done title", align="center", serif=True)
        fit_in(surface, assets, t("learn.learned"), int(18 * s),
               pygame.Rect(self.box.x + 30, self.box.y + int(68 * s), self.box.width - 60, int(30 * s)),
               theme.TEXT, "learned heading", align="midleft")
        for button in (*self.links, *self.buttons):
            button.draw(surface, assets)
