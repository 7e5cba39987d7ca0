"""When the disk refuses a save: say why, and let the player choose.

Shown over the table when a move could not be saved (the session took it back and
holds it) or a new game could not make its save. Nothing is lost either way: the
player frees space and tries again, saves the game in another folder, or plays on
without saving (later moves are still tried on the disk, and the first that
succeeds writes every missing one).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.controller.session import MoveNotSaved, Session
from tabletop.persistence.faults import SaveWriteError

from .. import theme
from ..scene import Scene
from ..widgets import Button, TextField, fit_text, panel, put_text, shade
from .common import scale


def needs_decision(session: Session) -> bool:
    """The table must stop for the player: a move is held, or a new game has no
    save and the player has not chosen to play without one."""
    return session.held is not None or (
        session.save is None and session.save_problem is not None and not session.play_unsaved)


def suggested_folder() -> Path:
    return Path.home() / "Tabletop saves"


class SaveProblemScene(Scene):
    def __init__(self, app, session: Session, under: Scene) -> None:
        super().__init__(app)
        self.session = session
        self.under = under  # the table, drawn dimmed behind the dialog
        self.folder = str(suggested_folder())

    def on_show(self) -> None:
        t = self.app.t
        self.retry = Button(t("save.retry"), self._retry, primary=True)
        self.elsewhere = Button(t("save.elsewhere"), self._elsewhere)
        self.unsaved = Button(t("save.play_unsaved"), self._play_unsaved)
        self.field = TextField(t("save.folder"), self.folder, self._set_folder, limit=400, clean=False)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.under.layout(size)
        s = self.scale = min(scale(size), (h - 40) / 330)  # the dialog grows with the UI scale, inside the window
        self.box = pygame.Rect(0, 0, min(int(760 * s), w - 60), int(330 * s))
        self.box.center = (w // 2, h // 2)
        x, width = self.box.x + 28, self.box.width - 56
        self.field.rect = pygame.Rect(x, self.box.y + int(170 * s), width, int(38 * s))
        third = (width - 24) // 3
        for i, button in enumerate((self.retry, self.elsewhere, self.unsaved)):
            button.rect = pygame.Rect(x + i * (third + 12), self.box.bottom - int(76 * s), third, int(50 * s))

    # -- the three ways on ------------------------------------------------------------

    def _set_folder(self, value: str) -> None:
        self.folder = value

    def _retry(self) -> None:
        session = self.session
        try:
            if session.save is None:
                session.adopt_save(self.app.store.create(session.state, session.seats))
            elif not session.retry_save():
                raise MoveNotSaved(session.save_problem)  # type: ignore[arg-type]
        except (SaveWriteError, MoveNotSaved) as exc:
            fault = exc.fault if isinstance(exc, MoveNotSaved) else exc
            session.save_problem = fault
            self.app.notify(self.app.t("save.still_cannot"))
            return
        self._done(self.app.t("save.saved_again"))

    def _elsewhere(self) -> None:
        text = self.folder.strip()
        if not text:
            self.app.notify(self.app.t("save.need_folder"))
            return
        folder = Path(text).expanduser().absolute()  # remembered as typed, it would list from here only
        session = self.session
        try:
            save = self.app.store.create(session.state, session.seats, folder)
        except (SaveWriteError, ValueError) as exc:  # ValueError: a path the system cannot take
            reason = exc.reason if isinstance(exc, SaveWriteError) else str(exc)
            self.app.notify(self.app.t("save.elsewhere_failed", reason=reason))
            return
        try:
            session.adopt_save(save)
        except MoveNotSaved:
            return
        self.app.remember_save_folder(folder)
        self._done(self.app.t("save.saved_in", folder=str(folder)))

    def _play_unsaved(self) -> None:
        self.session.keep_playing_unsaved()
        self._done(self.app.t("save.playing_unsaved"))

    def _done(self, message: str) -> None:
        self.app.pop()
        self.app.notify(message, seconds=4.5, calm=True)

    # -- screen ------------------------------------------------------------------------

    def handle(self, g) -> None:
        if self.field.handle(g) and g.kind != "hover":
            return
        for button in (self.retry, self.elsewhere, self.unsaved):
            if button.handle(g) and g.kind == "click":
                self.field.focused = False
                return

    def draw(self, surface: pygame.Surface) -> None:
        self.under.draw(surface)
        shade(surface, (0, 0, 0, 150))
        assets, t = self.app.assets, self.app.t
        panel(surface, self.box, edge=theme.DANGER)
        problem = self.session.save_problem
        reason = t(problem.key) if problem is not None and t.has(problem.key) else str(problem or "")
        head, s = t("save.cannot_title"), self.scale
        image = fit_text(assets, head, int(26 * s), self.box.width - 56, theme.TEXT, bold=True)
        put_text(surface, image, pygame.Rect(self.box.x + 28, self.box.y + 16, self.box.width - 56, int(44 * s)),
                 "save problem title", "midtop", (self.box.centerx, self.box.y + int(22 * s)))
        what = t("save.held") if self.session.held is not None else t("save.no_save_yet")
        # the explanation: wrapped, in a smaller type when long, between the title and the hint
        top, hint_h = self.box.y + int(62 * s), int(26 * s)
        room = pygame.Rect(self.box.x + 28, top, self.box.width - 56, self.field.rect.y - hint_h - 2 - top)
        for size in range(int(18 * s), 11, -1):
            lines = assets.wrap(f"{reason} {what}", size, room.width)
            if len(lines) * (size + 6) <= room.height:
                break
        y = room.y + 4
        for line in lines:
            put_text(surface, fit_text(assets, line, size, room.width, theme.TEXT), room, "save problem text",
                     "topleft", (room.x, y))
            y += size + 6
        hint = fit_text(assets, t("save.elsewhere_hint"), int(15 * s), self.box.width - 56, theme.TEXT_DIM)
        put_text(surface, hint,
                 pygame.Rect(self.box.x + 28, self.field.rect.y - hint_h, self.box.width - 56, hint_h - 2),
                 "save problem hint", "topleft", (self.box.x + 28, self.field.rect.y - hint_h + 2))
        self.field.draw(surface, assets)
        for button in (self.retry, self.elsewhere, self.unsaved):
            button.draw(surface, assets)
