"""The main menu: New game, Continue, Load, Settings, Rules, Learn to play, Join a game, Quit. Continue opens the
game played last: a saved game, or a campaign's chapter (or session) left mid-game by
"Save and quit", by its campaign's name."""

from __future__ import annotations

import pygame

from tabletop.persistence import SaveEntry
from tabletop.persistence.campaigns import CampaignStore, Unfinished
from tabletop.persistence.paths import campaigns_dir

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in
from .common import background, column, scale, title
from .resume import campaign_part, open_unfinished, resume


class MenuScene(Scene):
    def on_show(self) -> None:
        t = self.app.t
        self.latest = latest_game(self.app)
        self.buttons = [
            Button(t("menu.new_game"), lambda: self.app.open("newgame"), primary=True),
            Button(t("menu.continue"), self._continue, enabled=self.latest is not None),
            Button(t("menu.load"), lambda: self.app.open("load")),
            Button(t("menu.settings"), lambda: self.app.open("settings")),
            Button(t("menu.rules"), lambda: self.app.open("rules")),
            Button(t("menu.learn"), lambda: self.app.open("learn")),
            Button(t("menu.join"), lambda: self.app.open("join")),
            Button(t("menu.quit"), self._quit),
        ]
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        # the buttons grow with the UI scale, all kept on the window
        height = max(32, min(int(48 * s), int(h * 0.62 / (len(self.buttons) * 4 / 3))))
        column(self.buttons, w // 2, int(h * 0.34), min(int(420 * s), w // 3), height, height // 3)

    def _continue(self) -> None:
        if self.latest is None:
            return
        if isinstance(self.latest, Unfinished):
            open_unfinished(self.app, self.latest)
        else:
            resume(self.app, self.latest.id)

    def _quit(self) -> None:
        self.app.running = False

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self._quit()
            return
        for button in self.buttons:
            if button.handle(g):
                return

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        background(surface, assets)
        w, h = surface.get_size()
        sub_y = title(surface, assets, self.app.t("menu.title"), int(h * 0.1), size=max(40, h // 11)).bottom + 8
        s = scale((w, h))
        sub_size = max(16, int(18 * s))
        fit_in(surface, assets, self.app.t("menu.tagline"), sub_size,
               pygame.Rect(20, sub_y, w - 40, sub_size * 3 // 2), theme.TEXT_DIM, "tagline", align="midtop")
        for button in self.buttons:
            button.draw(surface, assets)
        if self.latest is not None:
            info = continue_info(self.app.t, self.latest)
            beside = self.buttons[1].rect
            room = pygame.Rect(beside.right + 14, beside.y, w - 20 - beside.right - 14, beside.height)
            fit_in(surface, assets, info, max(15, int(15 * s)), room, theme.TEXT_DIM, "continue info", smallest=11)


def latest_game(app) -> SaveEntry | Unfinished | None:
    """What Continue opens: the game played last that can be opened here, a saved game or
    a campaign's chapter (or session) left mid-game."""
    save = app.store.latest_unfinished()
    chapter = next((u for u in CampaignStore(campaigns_dir()).unfinished() if not u.in_use), None)
    if save is None or (chapter is not None and chapter.played > save.updated):
        return chapter
    return save


def continue_info(t, game: SaveEntry | Unfinished) -> str:
    """What Continue will open, in a line: the game and its turn, or the campaign by its
    name and the chapter (or session) in progress."""
    title = t(f"{game.game}.ui.title")
    if isinstance(game, Unfinished):
        return t("menu.continue_campaign", game=title, name=game.name, part=campaign_part(t, game))
    return t("menu.continue_info", game=title, turn=game.turn)
