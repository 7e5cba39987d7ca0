"""Images and fonts, loaded once, converted for fast blitting, and cached; scaled
copies are cached per size, never made per frame."""

from __future__ import annotations

from pathlib import Path

import pygame

from . import resources


def display_format(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the screen's pixel format (with alpha), so blitting it every
    frame needs no conversion; unchanged when there is no screen yet."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha()


class Assets:
    def __init__(self) -> None:
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._text: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple, list[str]] = {}
        self._tinted: dict[tuple, pygame.Surface] = {}
        self._glows: dict[tuple, pygame.Surface] = {}
        self._exists: dict[str, bool] = {}

    def image(self, name: str) -> pygame.Surface:
        """A sprite by its path under sprites/ (without .png). A missing file gives a
        visible magenta square rather than a crash."""
        surface = self._images.get(name)
        if surface is None:
            path = resources.sprites() / f"{name}.png"
            try:
                surface = display_format(pygame.image.load(str(path)))
            except (FileNotFoundError, pygame.error):
                surface = pygame.Surface((64, 64), pygame.SRCALPHA)
                surface.fill((255, 0, 255, 160))
            self._images[name] = surface
        return surface

    def exists(self, name: str) -> bool:
        """Whether sprites/<name>.png exists (asked while drawing, so cached)."""
        found = self._exists.get(name)
        if found is None:
            found = self._exists[name] = (resources.sprites() / f"{name}.png").exists()
        return found

    def scaled(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        key = (name, int(size[0]), int(size[1]))
        surface = self._scaled.get(key)
        if surface is None:
            surface = pygame.transform.smoothscale(self.image(name), (max(1, key[1]), max(1, key[2])))
            self._scaled[key] = surface
        return surface

    def font(self, size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        key = (int(size), bold, serif)
        font = self._fonts.get(key)
        if font is None:
            name = "DejaVuSerif-Bold.ttf" if serif else ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
            path: Path = resources.fonts() / name
            font = pygame.font.Font(str(path), max(6, int(size)))
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int, color: tuple[int, int, int], bold: bool = False,
             serif: bool = False) -> pygame.Surface:
        """Rendered text, cached (text is re-drawn every frame, rendered once)."""
        key = (text, int(size), color, bold, serif)
        surface = self._text.get(key)
        if surface is None:
            if len(self._text) > 4000:  # plenty for a screen; keeps memory bounded
                self._text.clear()
            surface = display_format(self.font(size, bold, serif).render(text, True, color))
            self._text[key] = surface
        return surface

    def tinted(self, name: str, size: tuple[int, int], color: tuple[int, int, int]) -> pygame.Surface:
        """A white sprite multiplied by a colour (seat symbols), cached."""
        key = (name, size, color)
        surface = self._tinted.get(key)
        if surface is None:
            surface = self.scaled(name, size).copy()
            surface.fill(color + (255,), special_flags=pygame.BLEND_RGBA_MULT)
            self._tinted[key] = surface = display_format(surface)
        return surface

    def glow(self, size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
        """A translucent filled rectangle, cached (highlights drawn every frame)."""
        key = (size, rgba)
        surface = self._glows.get(key)
        if surface is None:
            if len(self._glows) > 64:
                self._glows.clear()
            surface = pygame.Surface(size, pygame.SRCALPHA)
            surface.fill(rgba)
            self._glows[key] = surface = display_format(surface)
        return surface

    def wrap(self, text: str, size: int, width: int, bold: bool = False, serif: bool = False) -> list[str]:
        """Split text into lines that fit `width` pixels (cached); each line of the
        text begins a new one, and an empty line stays (a gap between paragraphs)."""
        key = (text, size, width, bold, serif)
        cached = self._wrapped.get(key)
        if cached is None:
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            cached = self._wrapped[key] = self._wrap(text, self.font(size, bold, serif), width)
        return cached

    @staticmethod
    def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines
