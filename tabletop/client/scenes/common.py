"""What several scenes draw: the table-cloth background, titles, button columns, a
table dimmed under a menu."""

from __future__ import annotations

from typing import Callable

import pygame

from .. import kept, resources, theme
from ..assets import Assets
from ..scene import Scene
from ..widgets import fit_text, note_text, shade


_BACKGROUNDS: dict[tuple[int, int], pygame.Surface] = {}

# Part of the key of the background kept between starts (kept.py): bump it when
# _compose draws differently, so that no start shows the old picture.
LOOK = 1
TEXTURE = "table"  # the sprite tiled under the vignette
# Kept as raw pixels in the layout most displays use: reading them back is a copy
# (a PNG would be decoded, a 24-bit BMP slowly converted).
PIXELS = "BGRA"


def background(surface: pygame.Surface, assets: Assets) -> None:
    """The tiled table texture under a soft vignette, composed once per window size
    so that a frame pays for one opaque blit, and read back at the next start."""
    size = surface.get_size()
    composed = _BACKGROUNDS.get(size)
    if composed is None:
        composed = _kept_or_composed(size, assets)
        if pygame.display.get_surface() is not None:
            composed = composed.convert()
        _BACKGROUNDS.clear()
        _BACKGROUNDS[size] = composed
    surface.blit(composed, (0, 0))


def _kept_or_composed(size: tuple[int, int], assets: Assets) -> pygame.Surface:
    """The background kept by an earlier start at this size, from this texture,
    else composed now and kept."""
    try:
        texture = (resources.sprites() / f"{TEXTURE}.png").read_bytes()
    except OSError:  # no texture: a plain cloth, quick to fill
        return _compose(size, None)
    key = f"{size[0]}x{size[1]}-{LOOK}-{kept.fingerprint(texture)}"
    pixels = kept.read("background", key)
    if pixels is not None and len(pixels) == size[0] * size[1] * len(PIXELS):  # not cut short
        return pygame.image.frombuffer(pixels, size, PIXELS)
    composed = _compose(size, assets.image(TEXTURE))
    kept.keep("background", key, pygame.image.tobytes(composed, PIXELS))
    return composed


def _compose(size: tuple[int, int], tile: pygame.Surface | None) -> pygame.Surface:
    composed = pygame.Surface(size)
    w, h = size
    if tile is not None:
        tw, th = tile.get_size()
        for y in range(0, h, th):
            for x in range(0, w, tw):
                composed.blit(tile, (x, y))
    else:
        composed.fill(theme.BACKGROUND)
    composed.blit(_vignette(size), (0, 0))
    return composed


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            small.set_at((x, y), (0, 0, 0, int(min(1.0, (dx * dx + dy * dy) * 0.55) * 200)))
    return pygame.transform.smoothscale(small, size)


scale = theme.scale  # the one UI scale (window x Text size), where the scenes find their drawing helpers


def page_most(size: tuple[int, int]) -> float:
    """The most a full-window page (a campaign's screens, a story page) is scaled: as
    much as the window grows (to 3840x2160), and a large Text size up to 1.6 beyond
    1280x720, so its columns keep room for their text."""
    return max(1.6, theme.window_scale(size))


def fit_scale(size: tuple[int, int], most: float, lay_out: Callable[[float], int]) -> float:
    """The scale a screen is laid out at: the UI scale (at most `most`), or less when a
    large Text size would push the screen past the window's bottom. `lay_out(s)` places
    everything at scale `s` and returns the y under the lowest thing placed; the screen
    is laid out again, smaller, until it fits, never smaller than at 100%."""
    least = min(most, theme.window_scale(size))
    s = min(most, scale(size))
    bottom = lay_out(s)
    for _ in range(3):  # layouts grow about in proportion to their scale: a step or two fits
        if bottom <= size[1] - 8 or s <= least:
            break
        s = max(least, s * (size[1] - 8) / bottom)
        bottom = lay_out(s)
    return s


def dim(surface: pygame.Surface, under: Scene, alpha: int = 160) -> None:
    """`under` (the table) drawn, then darkened."""
    under.draw(surface)
    shade(surface, (0, 0, 0, alpha))


def title(surface: pygame.Surface, assets: Assets, text: str, y: int, size: int = 44,
          margin: int = 20) -> pygame.Rect:
    """A screen's title, centred at `y` (shrunk to the window's width less `margin` on
    each side when long); where it went."""
    w = surface.get_width()
    image = fit_text(assets, text, size, w - 2 * margin, theme.ACCENT, serif=True, smallest=16)
    shadow = fit_text(assets, text, size, w - 2 * margin, theme.SHADOW, serif=True, smallest=16)
    rect = image.get_rect(midtop=(w // 2, y))
    surface.blit(shadow, rect.move(2, 3))
    surface.blit(image, rect)
    note_text("title", rect, pygame.Rect(margin, 0, w - 2 * margin, surface.get_height()))
    return rect


def column(widgets, center_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Stack widgets' rects in a centred column; returns the y below the last one."""
    y = top
    for widget in widgets:
        widget.rect = pygame.Rect(0, 0, width, height)
        widget.rect.midtop = (center_x, y)
        y += height + gap
    return y


OLDER_RULES_SECONDS = 12.0  # the notice of a game saved under earlier rules: long enough to read


def older_rules_text(t, older, opening: bool = False) -> str:
    """What the player is told of a game saved under an earlier revision of its rules
    (engine's OlderRules): a line for a list (the Load list's row, a campaign's screen),
    or (`opening`) the sentence shown as the game opens."""
    where = "save" if opening else "load"
    if older.dropped == 0:
        return t(f"{where}.older_rules")
    return t(f"{where}.older_rules_dropped", count=older.dropped)
