"""Settings, kept between runs: window size (those that fit the display), full
screen, text size, animation speed, bot pace, colour-blind palette, language, and
the sound: muted or not, and its volume (a change plays a click at the new volume;
without a sound device the screen says once that the game stays silent). The
window's size and full screen show the window as it is (F11 or a resize may have
changed it while this screen is open)."""

from __future__ import annotations

import pygame

from tabletop.persistence.settings import ANIMATION_SPEEDS, BOT_PACES, LANGUAGES, TEXT_SIZES, VOLUMES

from ..scene import Scene
from ..widgets import Button, Cycler, Toggle, panel
from .common import background, column, scale, title


class SettingsScene(Scene):
    def make_widgets(self) -> None:
        """The rows, showing the settings and the window as they are now."""
        t, s, app = self.app.t, self.app.settings, self.app
        self.sizes = app.window_sizes()
        size_index = self.sizes.index(app.windowed_size())
        speeds = [t("settings.off") if v == 0 else f"{v:g}x" for v in ANIMATION_SPEEDS]
        paces = [t("settings.instant") if v == 0 else f"{v / 1000:g} s" for v in BOT_PACES]
        self.widgets = [
            Cycler(t("settings.window"), [f"{w} x {h}" for w, h in self.sizes], size_index, self._size),
            Toggle(t("settings.fullscreen"), app.fullscreen, lambda v: self.app.toggle_fullscreen()),
            Cycler(t("settings.text_size"), [f"{round(v * 100)}%" for v in TEXT_SIZES],
                   TEXT_SIZES.index(s.text_size), self._text_size),
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

    def layout(self, size: tuple[int, int]) -> None:
        self.make_widgets()  # a resize, F11 or another text size: the rows say so
        w, h = size
        s = scale(size)
        top, wanted, gap = int(h * 0.2), int(44 * s), 40

        def row_in(columns: int) -> int:  # the rows' height that fits: rows, their gaps and the button
            rows = -(-len(self.widgets) // columns)
            return max(28, min(wanted, int((h - top - 40) / (rows * 4 / 3 + 1))))

        # The rows grow with the UI scale; on a window too short for them in one
        # column (a large text size) they go in two, and Back stays on the window.
        columns = 1 if row_in(1) >= wanted * 9 // 10 else 2
        row = row_in(columns)
        width = min(int(720 * s), (w - 80 - gap * (columns - 1)) // columns)
        per = -(-len(self.widgets) // columns)
        left = w // 2 - (columns * width + (columns - 1) * gap) // 2
        bottom = max(column(self.widgets[c * per:(c + 1) * per], left + c * (width + gap) + width // 2, top, width,
                            row, row // 3) for c in range(columns))
        self.box = pygame.Rect(0, 0, columns * width + (columns - 1) * gap + 40, bottom - top + 20)
        self.box.midtop = (w // 2, top - 16)
        self.back.rect = pygame.Rect(0, 0, int(180 * s), row + 4)
        self.back.rect.midtop = (w // 2, self.box.bottom + 20)

    def _size(self, index: int) -> None:
        self.app.set_window_size(self.sizes[index])

    def _text_size(self, index: int) -> None:
        self.app.set_text_size(TEXT_SIZES[index])

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
