"""Small lookups the Comanauts table's parts share: the picture of a piece, the
name of a seat's avatar, the colour of a die, an un-rolled die's image, and the
words for a die colour, a slot or an enemy's action row."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.games.comanauts import library as lib

from ... import theme
from ...assets import Assets
from .dicetray import _halo, die_image
from .mapstrokes import hostile_art, id_art
from ...widgets import fit_text  # noqa: F401  (the pieces the table draws use it by this name)

ATTRIBUTE_COLOURS = ("red", "green", "yellow", "blue", "purple")
SLOT_ORDER = ("head", "body", "hand", "hand_accessory", "accessory")
DIE_RGB = {
    "red": (214, 60, 54), "green": (54, 160, 80), "yellow": (232, 190, 50), "blue": (52, 100, 214),
    "purple": (146, 80, 210), "white": (230, 226, 214), "threat": (60, 58, 68), "suspicious": (120, 40, 44),
    "inner_child": (120, 190, 240),
}


def kind(die: str) -> str:
    """A die's kind from its name ("red.3" -> "red")."""
    return die.split(".")[0]


def art_of(piece: str, view: dict[str, Any]) -> str:
    """The standee picture of a piece on the map ("a:<sheet>", an enemy card, "child")."""
    if piece.startswith("a:"):
        sheet = view["sheets"][int(piece[2:])]
        avatars = sheet["avatars"]
        if avatars:
            return lib.AVATARS[avatars[min(sheet["current"], len(avatars) - 1)]].art_ref
        return "inner_child"
    if piece == "child":
        return "inner_child"
    return enemy_art(piece)


def enemy_art(card: str) -> str:
    if card in lib.HOSTILES:
        return hostile_art(lib.HOSTILES[card])
    if card in lib.ENTITIES:
        return id_art(lib.ENTITIES[card], lib.ENTITIES.values())
    return "inner_child"


def avatar_of(view: dict[str, Any], k: int) -> str | None:
    """The id of sheet k's current avatar, or None before one is chosen."""
    sheet = view["sheets"][k]
    if not sheet["avatars"]:
        return None
    return sheet["avatars"][min(sheet["current"], len(sheet["avatars"]) - 1)]


def avatar_name(view: dict[str, Any], k: int, fallback: str) -> str:
    avatar = avatar_of(view, k)
    return lib.AVATARS[avatar].name if avatar else fallback


def item_name(item: str) -> str:
    if item in lib.ITEMS:
        return lib.ITEMS[item].name
    if item in lib.TOTEMS:
        return lib.TOTEMS[item].name
    return item


def item_text(item: str) -> str:
    if item in lib.ITEMS:
        card = lib.ITEMS[item]
        return card.text + (f"\n{card.flavor}" if card.flavor else "")
    if item in lib.TOTEMS:
        totem = lib.TOTEMS[item]
        return totem.text + (f"\n{totem.flavor}" if totem.flavor else "")
    return ""


def space_name(zone: str, space: str) -> str:
    if not zone:
        return space
    for spec in lib.page_of(zone).space:
        if spec.id == space:
            return spec.name
    return space


def colour_word(t: Callable[..., str], colour: str) -> str:
    return t(f"comanauts.ui.colour_{colour}")


def results_text(results) -> str:
    """Die results as a range where they run on: (1, 2) -> "1-2", (6,) -> "6"."""
    results = sorted(results)
    if not results:
        return ""
    if len(results) > 1 and results[-1] - results[0] == len(results) - 1:
        return f"{results[0]}-{results[-1]}"
    return ",".join(str(r) for r in results)


def unrolled_die(assets: Assets, die_kind: str, size: int, dim: bool = False) -> pygame.Surface:
    """A die that has not been rolled: its colour and its symbol, no pips (face 0)."""
    name = f"comanauts/dice/{die_kind}_0"
    if not assets.exists(name):
        return die_image(assets, die_kind, 1, size, dim)
    image = assets.scaled(name, (size, size))
    if dim:
        image = image.copy()
        image.fill((120, 120, 130, 150), special_flags=pygame.BLEND_RGBA_MULT)
    return image


def draw_unrolled(surface: pygame.Surface, assets: Assets, die_kind: str, center, size: int,
                  highlight: bool = False, dim: bool = False) -> pygame.Rect:
    if highlight:  # the same soft glow as a rolled die that is highlighted
        halo = _halo(size, theme.HIGHLIGHT)
        surface.blit(halo, halo.get_rect(center=(round(center[0]), round(center[1]))))
    image = unrolled_die(assets, die_kind, size, dim)
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(image, rect)
    return rect


def wrap_lines(assets: Assets, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    return assets.wrap(text, size, width, bold=bold)


def draw_tooltip(surface: pygame.Surface, assets: Assets, pos, title: str, body: str, width: int = 340) -> None:
    """A small card near the cursor: a bold title and wrapped text."""
    lines = assets.wrap(body, 14, width - 20) if body else []
    height = 34 + 19 * len(lines)
    rect = pygame.Rect(pos[0] + 18, pos[1] + 14, width, height)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    if rect.collidepoint(pos):  # never under the cursor
        rect.bottom = pos[1] - 10
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(assets.glow(rect.move(4, 6).size, (0, 0, 0, 120)), rect.move(4, 6))
    pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.2), rect, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=8)
    surface.blit(fit_text(assets, title, 16, width - 20, theme.HIGHLIGHT, bold=True), (rect.x + 10, rect.y + 8))
    y = rect.y + 32
    for line in lines:
        surface.blit(assets.text(line, 14, theme.TEXT), (rect.x + 10, y))
        y += 19


