"""The in-game menu (Esc at any table), drawn over the dimmed table: resume, the
rules of this game, settings, save and quit, and concede.

The game is saved as it is played, so "Save and quit" only leaves: the save is
intact and Continue or Load picks it up. Conceding is whatever the game's rules
offer: when the seat to act has a legal action whose verb is "concede", the menu
takes it (the game then ends as the rules say, and the results follow); a game
with no such action offers "Leave the game" instead, and the game stays saved.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in, panel, put_text
from .common import column, dim, scale


def concede_action(session) -> Action | None:
    """The rules' own concede action for the seat to act, if the game has one."""
    for action in session.legal_actions():
        if getattr(action, "verb", "") == "concede":
            return action
    return None


class PauseMenuScene(Scene):
    def __init__(self, app, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.confirming = False

    def on_show(self) -> None:
        t = self.app.t
        self.concede = concede_action(self.table.session)
        leave = t("pause.concede") if self.concede is not None else t("pause.leave")
        self.resume = Button(t("pause.resume"), self.app.pop, primary=True)
        self.rules = Button(t("pause.rules"), self._rules)
        self.settings = Button(t("pause.settings"), self._settings)
        self.quit = Button(t("pause.save_quit"), self.app.back_to_menu)
        self.end = Button(leave, self._ask)
        self.buttons = [self.resume, self.rules, self.settings, self.quit, self.end]
        self.yes = Button(leave, self._end, primary=True)
        self.no = Button(t("pause.cancel"), self._cancel)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.table.layout(size)
        s = self.scale = scale(size)
        height = max(40, min(int(54 * s), h // 14))
        width = min(int(400 * s), w - 120)
        self.box = pygame.Rect(0, 0, width + 60, 5 * height + 4 * (height // 4) + int(150 * s))
        self.box.center = (w // 2, h // 2)
        column(self.buttons, w // 2, self.box.y + int(64 * s), width, height, height // 4)
        half = (width - 16) // 2
        self.yes.rect = pygame.Rect(self.box.x + 30, self.box.bottom - height - 28, half, height)
        self.no.rect = pygame.Rect(self.yes.rect.right + 16, self.yes.rect.y, half, height)

    # -- the buttons --------------------------------------------------------------------

    def _rules(self) -> None:
        self.app.open("rules", game=self.table.session.state.game.name, heading=self.table.rules_heading())

    def _settings(self) -> None:
        self.app.open("settings")

    def _ask(self) -> None:
        self.confirming = True

    def _cancel(self) -> None:
        self.confirming = False

    def _end(self) -> None:
        """Concede through the rules (the table then shows how the game ended), or
        leave the table with the game saved."""
        if self.concede is None:
            self.app.back_to_menu()
            return
        try:
            self.table.session.act(self.concede)
        except Exception as exc:  # noqa: BLE001 - a refusal is said, the game goes on
            self.app.refuse(exc)
        self.app.pop()

    def saved_words(self) -> str:
        session = self.table.session
        if session.save is None or session.save_problem is not None:
            return self.app.t("pause.not_saved")
        return self.app.t("pause.saved")

    # -- input and drawing -----------------------------------------------------------------

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            if self.confirming:
                self.confirming = False
            else:
                self.app.pop()
            return
        widgets = (self.yes, self.no) if self.confirming else self.buttons
        for button in widgets:
            if button.handle(g) and g.kind == "click":
                return

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        dim(surface, self.table)
        panel(surface, self.box)
        s = self.scale
        fit_in(surface, assets, t("pause.title"), int(30 * s), pygame.Rect(self.box.x + 20, self.box.y + 12,
                                                                          self.box.width - 40, int(44 * s)),
               theme.ACCENT, "pause title", align="center", serif=True)
        if self.confirming:
            name = self.table.session.name(self.table.session.to_act) if self.table.session.to_act is not None else ""
            text = t("pause.concede_confirm", name=name) if self.concede is not None else t("pause.leave_confirm")
            y = self.box.y + int(80 * s)
            size = int(19 * s)
            room = pygame.Rect(self.box.x + 30, y, self.box.width - 60, self.yes.rect.y - 8 - y)
            lines = assets.wrap(text, size, room.width)
            while len(lines) * size * 4 // 3 > room.height and size > 12:
                size -= 1
                lines = assets.wrap(text, size, room.width)
            for line in lines:
                put_text(surface, assets.text(line, size, theme.TEXT), room, "pause words", "midtop",
                         (self.box.centerx, y))
                y += size * 4 // 3
            for button in (self.yes, self.no):
                button.draw(surface, assets)
            return
        for button in self.buttons:
            button.draw(surface, assets)
        y = self.buttons[-1].rect.bottom + 14
        size = int(14 * s)
        room = pygame.Rect(self.box.x + 20, y, self.box.width - 40, self.box.bottom - 6 - y)
        for line in assets.wrap(self.saved_words(), size, room.width)[:max(1, room.height // (size * 9 // 7))]:
            put_text(surface, assets.text(line, size, theme.TEXT_DIM), room, "pause saved", "midtop",
                     (self.box.centerx, y))
            y += size * 9 // 7
