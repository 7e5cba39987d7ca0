"""The main menu: New game, Continue, Load, Settings, Rules, Quit. Continue opens the
game played last: a saved game, or a campaign's chapter (or session) left mid-game by
"Save and quit", by its campaign's name."""

from __future__ import annotations

import pygame

from tabletop.controller.session import Session
from tabletop.engine.errors import SaveError
from tabletop.persistence import SaveEntry
from tabletop.persistence.campaigns import CampaignStore, Unfinished
from tabletop.persistence.paths import campaigns_dir

from .. import theme
from ..scene import Scene
from ..games import client_for
from ..widgets import Button, fit_in
from .campaign_base import continue_campaign
from .common import OLDER_RULES_SECONDS, background, column, older_rules_text, title


class MenuScene(Scene):
    def on_show(self) -> None:
        t = self.app.t
        self.latest = latest_game(self.app)
        from .loadgame import LoadScene
        from .newgame import NewGameScene
        from .rules import RulesScene
        from .settings import SettingsScene

        self.buttons = [
            Button(t("menu.new_game"), lambda: self.app.push(NewGameScene(self.app)), primary=True),
            Button(t("menu.continue"), self._continue, enabled=self.latest is not None),
            Button(t("menu.load"), lambda: self.app.push(LoadScene(self.app))),
            Button(t("menu.settings"), lambda: self.app.push(SettingsScene(self.app))),
            Button(t("menu.rules"), lambda: self.app.push(RulesScene(self.app))),
            Button(t("menu.quit"), self._quit),
        ]
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        height = max(44, h // 15)
        column(self.buttons, w // 2, int(h * 0.34), min(420, w // 3), height, height // 3)

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
        title(surface, assets, self.app.t("menu.title"), int(h * 0.1), size=max(40, h // 11))
        sub_y = int(h * 0.1) + max(40, h // 11) + 18
        fit_in(surface, assets, self.app.t("menu.tagline"), max(16, h // 40),
               pygame.Rect(20, sub_y, w - 40, max(16, h // 40) * 3 // 2), theme.TEXT_DIM, "tagline", align="midtop")
        for button in self.buttons:
            button.draw(surface, assets)
        if self.latest is not None:
            info = continue_info(self.app.t, self.latest)
            beside = self.buttons[1].rect
            room = pygame.Rect(beside.right + 14, beside.y, w - 20 - beside.right - 14, beside.height)
            fit_in(surface, assets, info, max(15, h // 48), room, theme.TEXT_DIM, "continue info", smallest=11)


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


def campaign_part(t, game: Unfinished) -> str:
    """The campaign's game in progress as players know it ("Chapter 3", "Session 2")."""
    return client_for(game.game).campaign_scene().part(t, game.chapter)


def open_unfinished(app, game: Unfinished) -> bool:
    """The campaign's game in progress at the table (or its screen, saying why not)."""
    screen = client_for(game.game).campaign_scene()
    return continue_campaign(app, screen(app, CampaignStore(campaigns_dir()), game.id))


def resume(app, entry_id: str) -> bool:
    """Load a save and open its table; on any failure say why and stay put. A save made
    under an earlier revision of its game's rules is said to be one as it opens, with
    the moves dropped (none is dropped silently)."""
    save = None
    try:
        state, seats, save = app.store.load(entry_id)
        session = Session(state, seats, save)
    except SaveError as exc:
        app.refuse(exc)
        return False
    except Exception:  # noqa: BLE001 - a save that loads but will not open is damaged too
        if save is not None:
            save.close()
        app.refuse(SaveError("This save is damaged: its details are unreadable.", "save.unreadable"))
        return False
    app.open_table(session)
    if save.older_rules is not None:
        app.notify(older_rules_text(app.t, save.older_rules, opening=True), seconds=OLDER_RULES_SECONDS, calm=True)
    return True
