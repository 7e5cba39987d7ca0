"""Settings, kept between runs: window size, full screen, animation speed, bot pace,
colour-blind palette, language, and the sound: muted or not, and its volume (a
change plays a click at the new volume; without a sound device the screen says
once that the game stays silent)."""

from __future__ import annotations

import pygame

from tabletop.persistence.settings import ANIMATION_SPEEDS, BOT_PACES, LANGUAGES, VOLUMES

from ..scene import Scene
from ..widgets import Button, Cycler, Toggle, panel
from .common import background, column, scale, title

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


class SettingsScene(Scene):
    def on_show(self) -> None:
        t, s = self.app.t, self.app.settings
        size_index = SIZES.index(s.window) if s.window in SIZES else 0
        speeds = [t("settings.off") if v == 0 else f"{v:g}x" for v in ANIMATION_SPEEDS]
        paces = [t("settings.instant") if v == 0 else f"{v / 1000:g} s" for v in BOT_PACES]
        self.widgets = [
            Cycler(t("settings.window"), [f"{w} x {h}" for w, h in SIZES], size_index, self._size),
            Toggle(t("settings.fullscreen"), s.fullscreen, lambda v: self.app.toggle_fullscreen()),
            Cycler(t("settings.animation"), speeds, ANIMATION_SPEEDS.index(s.animation_speed), self._speed),
            Cycler(t("settings.bot_pace"), paces, BOT_PACES.index(s.bot_pace_ms), self._pace),
            Toggle(t("settings.colour_blind"), s.colour_blind, self._colour_blind),
            Cycler(t("settings.language"), [t(f"settings.language_{code}") for code in LANGUAGES],
                   LANGUAGES.index(s.language), self._language),
            Toggle(t("settings.mute"), not s.sound, self._mute),
            Cycler(t("settings.volume"), [f"{v}%" for v in VOLUMES],
                   VOLUMES.index(s.volume) if s.volume in VOLUMES else len(VOLUMES) - 1, self._volume),
        ]
        self.back = Button(t("common.back"), self.app.pop)
        super().on_show()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        # the rows shrink on a short window so that the back button stays on it
        room = int((h * 0.8 - 40) / (len(self.widgets) * 4 / 3 + 1))  # the rows, their gaps and the button
        row = max(28, min(max(40, h // 17), room))
        width = min(int(720 * scale(size)), w * 2 // 3)
        bottom = column(self.widgets, w // 2, int(h * 0.2), width, row, row // 3)
        self.box = pygame.Rect(0, 0, width + 40, bottom - int(h * 0.2) + 20)
        self.box.midtop = (w // 2, int(h * 0.2) - 16)
        self.back.rect = pygame.Rect(0, 0, int(180 * scale(size)), row + 4)
        self.back.rect.midtop = (w // 2, self.box.bottom + 20)

    def _size(self, index: int) -> None:
        self.app.settings.window = SIZES[index]
        if not self.app.settings.fullscreen:
            self.app.window = pygame.display.set_mode(SIZES[index], pygame.RESIZABLE)
        self.app.save_settings()
        self.app._relayout()

    def _speed(self, index: int) -> None:
        self.app.settings.animation_speed = ANIMATION_SPEEDS[index]
        self.app.save_settings()

    def _pace(self, index: int) -> None:
        self.app.settings.bot_pace_ms = BOT_PACES[index]
        self.app.save_settings()

    def _colour_blind(self, value: bool) -> None:
        self.app.settings.colour_blind = value
        self.app.save_settings()

    def _mute(self, value: bool) -> None:
        self.app.settings.sound = not value
        self.app.save_settings()
        self._hear()

    def _volume(self, index: int) -> None:
        self.app.settings.volume = VOLUMES[index]
        self.app.save_settings()
        self._hear()

    def _hear(self) -> None:
        """The new volume, heard at once; or, once, why nothing is heard."""
        sound = self.app.sound
        if sound.audible and not sound.play("click"):
            problem = sound.tell_once()
            if problem is not None:
                self.app.notify(self.app.t("settings.no_sound"), calm=True)

    def _language(self, index: int) -> None:
        self.app.set_language(LANGUAGES[index])
        self.on_show()

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for widget in (*self.widgets, self.back):
            if widget.handle(g) and g.kind == "click":
                return

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.app.assets)
        title(surface, self.app.assets, self.app.t("settings.title"), int(surface.get_height() * 0.06), size=int(36 * scale(surface.get_size())))
        panel(surface, self.box)
        for widget in (*self.widgets, self.back):
            widget.draw(surface, self.app.assets)
