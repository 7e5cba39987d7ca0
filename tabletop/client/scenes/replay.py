"""Replay: step through a finished or saved game from its start, forward and back.

The game at step k is its first k actions replayed from the seed (as the engine's
`Game.replay` does). One pass from the seed, when the replay opens, keeps the
events of every step (for the log) and a copy of the state every `EVERY` steps,
so a step back starts from the copy before it instead of from the seed.

The board is the game's own table in its read-only mode (`BaseTable.read_only`:
no drags, picks, undo, bots, curtain or results), driven by a session that holds
the state of the step shown and no save; nothing here ever acts on a state that
is shown. The log beside it tells everything up to the step, the step's own lines
highlighted.
"""

from __future__ import annotations

import copy
from typing import Any

import pygame

from tabletop.controller.session import Session
from tabletop.engine.game import GameState
from tabletop.persistence.saves import SeatInfo

from .. import theme
from ..scene import Scene
from ..widgets import Button, fit_text, panel, put_text
from .common import scale
from .table import table_scene_for

EVERY = 20  # a kept copy of the state every so many steps
PLAY_SECONDS = 0.6  # a step, while playing
BAR_H = 64  # the control bar's height at 1280x720 (it grows with the UI scale)


class ReplayScene(Scene):
    def __init__(self, app, state: GameState, seats: list[SeatInfo], step: int = 0) -> None:
        super().__init__(app)
        self.game = state.game
        self.seed = state.seed
        self.options = dict(state.options)
        self.actions = list(state.history)
        self.seats = list(seats)
        first = self.game.replay(self.seed, self.options, [])
        self.opening: list[dict[str, Any]] = list(getattr(first, "opening_events", []))
        self.steps: list[list[dict[str, Any]]] = []  # the events of each step
        self.kept: dict[int, GameState] = {0: copy.deepcopy(first)}
        walking = first
        for i, action in enumerate(self.actions):
            self.steps.append(walking.apply(action))
            if (i + 1) % EVERY == 0:
                self.kept[i + 1] = copy.deepcopy(walking)
        self.step = max(0, min(len(self.actions), step))
        self.playing = False
        self.clock = 0.0
        self.sliding = False
        # The table's session: the state of the step shown, no save, no bot.
        self.session = Session.arranged(self.state_at(self.step), self.seats)
        self.session.bots = {}
        self.session.viewer = None  # a spectator: nobody's hidden cards
        self.table = table_scene_for(app, self.session)
        self.table.read_only = True

    @property
    def total(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> GameState:
        """The game after its first `step` actions: from the nearest kept copy."""
        start = max(k for k in self.kept if k <= step)
        state = copy.deepcopy(self.kept[start])
        for action in self.actions[start:step]:
            state.apply(action)
        return state

    # -- lifecycle ---------------------------------------------------------------------------

    def on_show(self) -> None:
        t = self.app.t
        self.table.on_show()
        self.table.top_bar.menu.label = t("replay.close")
        self.table.top_bar.menu.on_click = self.app.pop
        self.controls = {
            "first": Button("«", lambda: self.go(0)),
            "back": Button("‹", lambda: self.go(self.step - 1)),
            "play": Button(t("replay.play"), self.toggle_play, primary=True),
            "forward": Button("›", lambda: self.go(self.step + 1)),
            "last": Button("»", lambda: self.go(self.total)),
        }
        super().on_show()
        self._show_step()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = min(scale(size), h / 6 / BAR_H)  # the bar takes at most a sixth of the window
        bar_h = int(BAR_H * s)
        self.table.layout((w, h - bar_h))
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        x = 14
        for name, button in self.controls.items():
            width = int((120 if name == "play" else 52) * s)
            button.rect = pygame.Rect(x, self.bar.y + int(12 * s), width, bar_h - int(24 * s))
            x += width + 8
        self.counter_w = int(130 * s)
        self.track = pygame.Rect(x + 20, self.bar.centery - int(5 * s), max(60, w - x - 40 - self.counter_w - 20),
                                 int(10 * s))

    # -- stepping ------------------------------------------------------------------------------

    def go(self, step: int) -> None:
        step = max(0, min(self.total, step))
        if step == self.step and self.session.state is not None and len(self.session.state.history) == step:
            return
        if step == self.step + 1:
            state = copy.deepcopy(self.session.state)  # the table's caches see a new state
            state.apply(self.actions[self.step])
        else:
            state = self.state_at(step)
        self.step = step
        if step >= self.total:
            self.playing = False
        self.session.state = state
        self._show_step()

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.total:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0

    def _show_step(self) -> None:
        """The table on the state of this step, the log up to it."""
        session, table = self.session, self.table
        session.undo_floor = len(session.state.history)
        session._actors = [None] * len(session.state.history)
        session.fresh.clear()
        before = self.opening + [e for events in self.steps[:max(0, self.step - 1)] for e in events]
        session.log = before
        table.playback.clear()
        table.slides.clear()
        table.rewound()
        table.layout((self.app.size[0], self.bar.y))
        table.after_update()
        table.rebuild_log()
        if self.step > 0:
            current = self.steps[self.step - 1]
            log = table.log_panel
            shown = len(log.sentences)
            for event in current:
                log.add(event, wrap=False)
            added = len(log.sentences) - shown
            if added > 0:
                log.sentences[-added:] = [("» " + text, theme.HIGHLIGHT, True)
                                          for text, _, _ in log.sentences[-added:]]
            session.log = before + current
            log.wrap()
        table.log_panel.scroll.offset = 0
        self.controls["play"].label = self.app.t("replay.pause" if self.playing else "replay.play")

    # -- the frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= PLAY_SECONDS:
                self.clock = 0.0
                self.go(self.step + 1)
        self.controls["play"].label = self.app.t("replay.pause" if self.playing else "replay.play")

    def raw_event(self, event: pygame.event.Event) -> bool:
        return self.table.raw_event(event)

    def handle(self, g) -> None:
        if g.kind == "key":
            keys = {pygame.K_LEFT: lambda: self.go(self.step - 1), pygame.K_RIGHT: lambda: self.go(self.step + 1),
                    pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.total),
                    pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.app.pop}
            if g.key in keys:
                if g.key in (pygame.K_LEFT, pygame.K_RIGHT):
                    self.playing = False
                keys[g.key]()
                return
        for name, button in self.controls.items():
            if button.handle(g) and g.kind == "click":
                if name != "play":
                    self.playing = False
                return
        if self.table.top_bar.menu.handle(g) and g.kind == "click":
            return
        at = g.start if g.kind == "drag_start" else g.pos
        if g.kind in ("click", "drag_start") and self.track.inflate(0, 24).collidepoint(at):
            self.sliding = g.kind == "drag_start"
            self._slide(g.pos if g.kind == "click" else g.start)
            return
        if g.kind == "drag_move" and self.sliding:
            self._slide(g.pos)
            return
        if g.kind == "drop" and self.sliding:
            self.sliding = False
            self._slide(g.pos)
            return
        self.table.handle(g)

    def _slide(self, pos: tuple[int, int]) -> None:
        self.playing = False
        share = (pos[0] - self.track.x) / max(1, self.track.width)
        self.go(round(max(0.0, min(1.0, share)) * self.total))

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        w, h = surface.get_size()
        self.table.draw(surface.subsurface(pygame.Rect(0, 0, w, self.bar.y)))
        pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), self.bar)
        pygame.draw.line(surface, theme.PANEL_EDGE, self.bar.topleft, self.bar.topright, 2)
        for button in self.controls.values():
            button.draw(surface, assets)
        panel(surface, self.track, theme.mix(theme.PANEL, theme.BACKGROUND, 0.5), theme.PANEL_EDGE, radius=5)
        done = self.track.copy()
        done.width = self.track.width * self.step // max(1, self.total)
        if done.width > 0:
            pygame.draw.rect(surface, theme.ACCENT_DARK, done, border_radius=5)
        knob = (self.track.x + done.width, self.track.centery)
        radius = int(10 * self.scale)
        pygame.draw.circle(surface, theme.HIGHLIGHT, knob, radius)
        pygame.draw.circle(surface, theme.ACCENT_DARK, knob, radius, 2)
        counter = fit_text(assets, self.counter_text(), int(20 * self.scale), self.counter_w,
                           theme.TEXT, bold=True)
        put_text(surface, counter, pygame.Rect(w - 16 - self.counter_w, self.bar.y, self.counter_w, self.bar.height),
                 "replay counter", "midright")
        label = fit_text(assets, t("replay.title"), int(13 * self.scale), self.track.width, theme.TEXT_DIM)
        put_text(surface, label, pygame.Rect(self.track.x, self.bar.y, self.track.width, self.track.y - self.bar.y),
                 "replay label", "midbottom", (self.track.centerx, self.track.y - 6))

    def counter_text(self) -> str:
        return self.app.t("replay.step", step=self.step, total=self.total)

    def close(self) -> None:
        self.session.close()
