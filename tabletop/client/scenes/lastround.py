"""The last round: the others' moves since a person's last one, played again on the
table, from the position before them to now, one move at a time at the bot pace,
each animated as it was the first time (a book page shows for the pace: it was
read when it came); then back to the live table.

The table is the game's own in its read-only mode (`BaseTable.read_only`), on a
session of its own that starts at the position before the round, has no save and
no bot, and is seen by the same eyes as the live table (`viewer`): it shows no
more than the person saw. Each move is applied to that session, so its events
reach the table as a bot's move would. A click skips the move playing; Esc,
Enter or the bar's button go back to the game at once.
"""

from __future__ import annotations

import pygame

from tabletop.controller.session import Session

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_in
from .common import scale
from .table import table_scene_for

BAR_H = 56  # the bar under the table, at scale 1 (common.scale)
BACK_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)


class LastRoundScene(Scene):
    def __init__(self, app, live: Session, start: int) -> None:
        super().__init__(app)
        state = live.state
        self.actions = list(state.history[start:])
        before = state.game.replay(state.seed, dict(state.options), list(state.history[:start]))
        self.session = Session(before, list(live.seats))
        self.session.bots = {}  # the moves are the ones made: nobody chooses again
        self.session.viewer = live.viewer
        self.table = table_scene_for(app, self.session)
        self.table.read_only = True
        self.played = 0  # how many of the moves were applied
        self.clock = 0.0  # since the last move finished playing
        self.back_button = Button(app.t("lastround.back"), self.back, primary=True)

    def on_show(self) -> None:
        self.table.on_show()
        self.table.top_bar.menu.label = self.app.t("replay.close")
        self.table.top_bar.menu.on_click = self.back
        self.back_button.label = self.app.t("lastround.back")
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        bar_h = int(BAR_H * s)
        self.table.layout((w, h - bar_h))
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        pad = int(8 * s)
        self.back_button.rect = pygame.Rect(0, 0, int(220 * s), bar_h - 2 * pad)
        self.back_button.rect.midright = (w - 2 * pad, self.bar.centery)
        self.back_button.most = int(18 * s)

    # -- the moves ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.table.update(dt)
        playback = self.table.playback
        if playback.busy and playback.page is None:
            return
        self.clock += dt
        if self.clock * 1000 < self.app.settings.bot_pace_ms:
            return
        if playback.page is not None:  # a book page, read when it came: it shows for the pace
            self.clock = 0.0
            playback.close_page()
        else:
            self.next()

    def next(self) -> None:
        """The next move, or back to the game after the last."""
        self.clock = 0.0
        if self.played >= len(self.actions):
            self.back()
            return
        action = self.actions[self.played]
        self.played += 1
        self.session.act(action, self.session.to_act)

    def skip(self) -> None:
        """A click: the move playing ends at once (a book page shut), or the next
        one comes now."""
        playback = self.table.playback
        if playback.page is not None:
            playback.close_page()
        elif playback.busy:
            playback.skip()
        else:
            self.next()

    def back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # -- input ----------------------------------------------------------------------------------

    def handle(self, g) -> None:
        if self.back_button.handle(g) and g.kind == "click":
            return
        if self.table.top_bar.menu.handle(g) and g.kind == "click":
            return
        if g.kind == "key" and g.key in BACK_KEYS:
            self.back()
        elif g.kind == "click" or (g.kind == "key" and g.key in (pygame.K_SPACE, pygame.K_RIGHT)):
            self.skip()
        else:
            self.table.handle(g)  # the wheel and the right-click zoom still work

    def raw_event(self, event: pygame.event.Event) -> bool:
        return self.table.raw_event(event)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        w, h = surface.get_size()
        s = scale((w, h))
        self.table.draw(surface.subsurface(pygame.Rect(0, 0, w, self.bar.y)))
        pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), self.bar)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.bar.topleft, self.bar.topright, 2)
        room = pygame.Rect(int(16 * s), self.bar.y, self.back_button.rect.x - int(32 * s), self.bar.height)
        words = t("lastround.step", step=max(1, self.played), total=len(self.actions))
        fit_in(surface, assets, words, int(18 * s), room, theme.TEXT, "last round", bold=True)
        self.back_button.draw(surface, assets)

    def close(self) -> None:
        self.session.close()
