"""A guided game's panel (issue 26 §1): the step's words above the log,
a Next button under a note, and a ring round what the step asks to use and where
(the table says where a place lies on screen)."""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.engine.places import Place

from ... import theme
from ...widgets import Button, fit_in, fit_lines, panel, put_text, tip
from ..rules import section_title


NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # read on, as Next does


class LessonPanel:
    def __init__(self, app, session, place_rect: Callable[[Place], pygame.Rect | None]) -> None:
        self.app = app
        self.session = session  # a GuidedSession
        self.place_rect = place_rect
        self.next = Button(app.t("tutorial.next"), session.dismiss, primary=True)
        self.rules = Button("", self._open_rules)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._labels: dict[tuple[str, str], str] = {}

    def place(self, log: pygame.Rect) -> pygame.Rect:
        """The top of the log's room (three fifths: while a lesson runs its words come
        first); returns what is left for the log."""
        self.rect = pygame.Rect(log.x, log.y, log.width, log.height * 3 // 5)
        gap = 8
        return pygame.Rect(log.x, self.rect.bottom + gap, log.width, log.bottom - self.rect.bottom - gap)

    def _note(self) -> bool:
        return self.session.lesson.is_note() and not self.session.lesson.done_mine

    def _rules_label(self, rule: str) -> str:
        """The link's words, found in the rules text once per section and language."""
        key = (rule, self.app.settings.language)
        if key not in self._labels:
            title = section_title(self.session.state.game.name, key[1], rule) or rule
            self._labels[key] = self.app.t("tutorial.rules", section=title)
        return self._labels[key]

    def _open_rules(self) -> None:
        self.app.open("rules", game=self.session.state.game.name, heading=self.session.lesson.step.rule)

    def handle(self, g) -> bool:
        if self._note() and (self.next.handle(g) or (g.kind == "key" and g.key in NEXT_KEYS)):
            if g.kind == "key":
                self.next.on_click()
            return True
        if self.session.lesson.step.rule and self.rules.handle(g):
            return True
        return g.kind == "click" and self.rect.collidepoint(g.pos)

    def draw(self, surface: pygame.Surface) -> None:
        lesson, assets = self.session.lesson, self.app.assets
        s = theme.scale(surface.get_size())
        button_h = max(28, int(32 * s))  # a small footer: the words come first
        note, rule = self._note(), lesson.step.rule
        footer = button_h + 12 if note or rule else 0
        room = self.rect.height - 20 - footer  # smaller type before words are cut; past 9 px, cut (whole in a tip)
        box = self.rect
        panel(surface, box, theme.PANEL, theme.HIGHLIGHT, radius=10)
        progress = self.app.t("tutorial.progress", n=lesson.index + 1, total=len(lesson.tutorial.steps))
        small = max(11, int(12 * s))
        fit_in(surface, assets, progress, small, pygame.Rect(box.x + 14, box.y + 6, box.width - 28, small + 4),
               theme.TEXT_DIM, "lesson progress", align="topright")
        room -= small + 4
        size, lines, step = fit_lines(assets, [lesson.text(self.app.settings.language)], max(14, int(17 * s)),
                                      self.rect.width - 28, room, 4, 9)
        if len(lines) * step > room:
            tip(box, lesson.text(self.app.settings.language))
            lines = lines[:max(1, room // step)]
        y = box.y + 10 + small + 4
        for line in lines:
            put_text(surface, assets.text(line, size, theme.TEXT), pygame.Rect(box.x + 14, y, box.width - 28, step),
                     "lesson", "midleft")
            y += step
        right = box.right - 12
        if note:
            self.next.label = self.app.t("tutorial.next")  # in the language chosen since, too
            self.next.rect = pygame.Rect(0, 0, max(120, int(150 * s)), button_h)
            self.next.rect.bottomright = (right, box.bottom - 10)
            self.next.most = max(13, int(16 * s))
            self.next.draw(surface, assets)
            right = self.next.rect.x - 10
        if rule:  # the rules at the section this step explains
            self.rules.label = self._rules_label(rule)
            self.rules.rect = pygame.Rect(box.x + 12, box.bottom - 10 - button_h, right - box.x - 12, button_h)
            self.rules.most = max(12, int(14 * s))
            self.rules.draw(surface, assets)
        expected = self.session.expected()
        lit = {lesson.step.place} | ({expected.source, expected.target} if expected is not None else set())
        for where in lit - {None}:  # what the step points at, and the move it asks for
            rect = self.place_rect(where)
            if rect:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 3, border_radius=12)
