"""Small lookups the Comanauts table's parts share: the picture of a piece, the
name of a seat's avatar, the colour of a die, an un-rolled die's image, and the
words for a die colour, a slot or an enemy's action row."""

from __future__ import annotations

import re
from typing import Any, Callable

import pygame

from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.view import ComanautsView

from ... import theme
from ...assets import Assets
from .dicetray import _halo, die_image
from .mapstrokes import hostile_art, id_art
from ...widgets import fit_text, new_layer, put_text

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


def art_of(piece: str, view: ComanautsView) -> str:
    """The standee picture of a piece on the map ("a:<sheet>", an enemy card, "child")."""
    if piece.startswith("a:"):
        sheet = view.sheets[int(piece[2:])]
        avatars = sheet.avatars
        if avatars:
            return lib.AVATARS[avatars[min(sheet.current, len(avatars) - 1)]].art_ref
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


def avatar_of(view: ComanautsView, k: int) -> str | None:
    """The id of sheet k's current avatar, or None before one is chosen."""
    sheet = view.sheets[k]
    if not sheet.avatars:
        return None
    return sheet.avatars[min(sheet.current, len(sheet.avatars) - 1)]


# The catalogue content texts are looked up in (the table sets it): the content
# files are English; other languages carry each text under comanauts.<key>, the
# keys tabletop.games.comanauts.content_english() lists.
_CATALOGUE: Any = None


def use_catalogue(t: Any) -> None:
    global _CATALOGUE
    _CATALOGUE = t


def tx(key: str, english: str) -> str:
    """A content text in the player's language: the catalogue's comanauts.<key>,
    or the English of the content files."""
    if _CATALOGUE is None or not english:
        return english
    return _CATALOGUE.get(f"comanauts.{key}", english)


def sentence(t: Any, text: str) -> str:
    """A line with content names put inside it, made grammatical in Spanish: a
    name's article is lower case within the sentence ("se mueve a el porche
    nevado") and joins its preposition ("se mueve al porche nevado")."""
    if getattr(t, "language", "en") != "es":
        return text

    def lower(match: re.Match) -> str:
        before = text[:match.start()].rstrip()
        return match.group(0) if not before or before[-1] in ".!?¡¿:«(\n" else match.group(0).lower()

    text = re.sub(r"\b(El|La|Los|Las)\b(?= )", lower, text)
    return re.sub(r"\b(a|de) el\b", lambda m: "al" if m.group(1) == "a" else "del", text)


def card_name(avatar: str) -> str:
    """An avatar card's name."""
    return tx(f"avatar.{avatar}.name", lib.AVATARS[avatar].name) if avatar in lib.AVATARS else avatar


def avatar_bio(avatar: str) -> str:
    return tx(f"avatar.{avatar}.bio", lib.AVATARS[avatar].bio)


def ability_name(avatar: str) -> str:
    return tx(f"avatar.{avatar}.ability_name", lib.AVATARS[avatar].ability.name)


def ability_text(avatar: str) -> str:
    return tx(f"avatar.{avatar}.ability_text", lib.AVATARS[avatar].ability.text)


def avatar_name(view: ComanautsView, k: int, fallback: str) -> str:
    avatar = avatar_of(view, k)
    return card_name(avatar) if avatar else fallback


def _card_text(ident: str, where: tuple[tuple[str, dict, str], ...]) -> str | None:
    """The text of `ident` from the first of `where` (catalogue prefix, library
    table, field) that has it, in the player's language; None if none has it."""
    for prefix, table, field in where:
        if ident in table:
            return tx(f"{prefix}.{ident}.{field}", getattr(table[ident], field))
    return None


def item_name(item: str) -> str:
    name = _card_text(item, (("item", lib.ITEMS, "name"), ("totem", lib.TOTEMS, "name")))
    return item if name is None else name


def item_rules(item: str) -> str:
    """What an item or totem does, without its flavour."""
    return _card_text(item, (("item", lib.ITEMS, "text"), ("totem", lib.TOTEMS, "text"))) or ""


def item_text(item: str) -> str:
    flavor = _card_text(item, (("item", lib.ITEMS, "flavor"), ("totem", lib.TOTEMS, "flavor")))
    if flavor is None:
        return ""
    return item_rules(item) + (f"\n{flavor}" if flavor else "")


def enemy_name(card: str) -> str:
    """A hostile's or an ID entity's name."""
    name = _card_text(card, (("hostile", lib.HOSTILES, "name"), ("entity", lib.ENTITIES, "name")))
    return card if name is None else name


def enemy_text(card: str) -> str:
    """A hostile card's text, or an ID entity's description."""
    return _card_text(card, (("hostile", lib.HOSTILES, "text"), ("entity", lib.ENTITIES, "description"))) or ""


def row_special(card: str, n: int) -> str:
    """The special of action row n of an enemy card."""
    row = lib.enemy_card(card).rows[n]
    return tx(f"{'hostile' if card in lib.HOSTILES else 'entity'}.{card}.special_{n}", row.special)


def status_name(status: str) -> str:
    return tx(f"status.{status}.name", lib.STATUSES[status].name) if status in lib.STATUSES else status


def status_text(status: str) -> str:
    return tx(f"status.{status}.text", lib.STATUSES[status].text) if status in lib.STATUSES else ""


def environment_name(card: str) -> str:
    return tx(f"environment.{card}.name", lib.ENVIRONMENTS[card].name) if card in lib.ENVIRONMENTS else card


def environment_text(card: str) -> str:
    return tx(f"environment.{card}.text", lib.ENVIRONMENTS[card].text) if card in lib.ENVIRONMENTS else ""


def zone_name(zone: str) -> str:
    return tx(f"zone.{zone}.name", lib.ZONES[zone].name) if zone in lib.ZONES else zone


def zone_theme(zone: str) -> str:
    return tx(f"zone.{zone}.theme", lib.ZONES[zone].theme) if zone in lib.ZONES else ""


def zone_intro(zone: str) -> str:
    return tx(f"zone.{zone}.intro", lib.ZONES[zone].intro) if zone in lib.ZONES else ""


def entry_text(zone: str, entry: str) -> str:
    """The text of an Adventure Book entry."""
    entries = lib.entries_of(zone) if zone else {}
    return tx(f"page.{zone}.entry.{entry}.text", entries[entry].text) if entry in entries else ""


def choice_labels(zone: str, entry: str, labels: list[str]) -> list[str]:
    """An entry's choices, in the player's language."""
    return [tx(f"page.{zone}.entry.{entry}.choice_{n}", label) for n, label in enumerate(labels)]


def special_rules(zone: str) -> str:
    return tx(f"page.{zone}.special_rules", lib.page_of(zone).special_rules) if zone in lib.ZONES else ""


def clue_text(index: int) -> str:
    """The text of clue card `index` (clues are known by their index)."""
    clue = lib.STORY.clues[index]
    return tx(f"clue.{clue.code}.{lib.STORY.clues_for(clue.code).index(index) + 1}", clue.text)


def space_name(zone: str, space: str) -> str:
    if not zone:
        return space
    for spec in lib.page_of(zone).space:
        if spec.id == space:
            return tx(f"page.{zone}.space.{space}", spec.name)
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
    new_layer()  # over the table
    surface.blit(assets.glow(rect.move(4, 6).size, (0, 0, 0, 120)), rect.move(4, 6))
    pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.2), rect, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=8)
    put_text(surface, fit_text(assets, title, 16, width - 20, theme.HIGHLIGHT, bold=True), rect, "tooltip", "topleft",
             (rect.x + 10, rect.y + 8))
    y = rect.y + 32
    for line in lines:
        put_text(surface, assets.text(line, 14, theme.TEXT), rect, "tooltip", "topleft", (rect.x + 10, y))
        y += 19




# -- text that must stay whole: wrapped, then smaller; shortened only as a last resort ------------


def wrap_whole(assets: Assets, text: str, size: int, width: int, lines: int, smallest: int = 8,
               bold: bool = False, height: int | None = None) -> tuple[int, list[str]] | None:
    """The largest type (from `size` down to `smallest`) at which `text` wraps into
    at most `lines` lines (and `height` pixels, if given), every one of them whole
    within `width`: (size, lines), or None when it cannot be whole."""
    if not text:
        return size, []
    for s in range(size, smallest - 1, -1):
        font = assets.font(s, bold)
        most = lines if height is None else min(lines, max(1, height // (font.get_linesize() - 2)))
        wrapped = assets.wrap(text, s, width, bold=bold) if most > 1 else [text]
        if len(wrapped) <= most and all(font.size(line)[0] <= width for line in wrapped):
            return s, wrapped
    return None


def shortened(assets: Assets, text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` cut to `width` with an ellipsis: the last resort, for a place whose
    tooltip shows the whole text."""
    font = assets.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    cut = text.rstrip()
    while cut and font.size(cut.rstrip() + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…" if cut else ""


def draw_whole(surface: pygame.Surface, assets: Assets, text: str, size: int, box: pygame.Rect, colour,
               bold: bool = False, smallest: int = 8, lines: int = 2, align: str = "topleft",
               spacing: int = 1) -> bool:
    """`text` in `box`, whole: wrapped (up to `lines` lines, as many as `box` holds)
    and shrunk as needed. When it cannot be whole it is shortened with an ellipsis
    (the caller's tooltip has the whole text); returns whether it was whole."""
    box = pygame.Rect(box)
    found = wrap_whole(assets, text, size, box.width, lines, smallest, bold, height=box.height)
    whole = found is not None
    if found is None:
        found = smallest, [shortened(assets, text, smallest, box.width, bold)]
    s, rows = found
    step = assets.font(s, bold).get_linesize() - 2 + spacing
    total = step * len(rows)
    y = box.y if align.startswith("top") else (box.centery - total // 2 if align in ("midleft", "center") else box.bottom - total)
    for row in rows:
        image = assets.text(row, s, colour, bold=bold)
        if align in ("center", "midtop"):
            rect = image.get_rect(midtop=(box.centerx, y))
        elif align.endswith("right"):
            rect = image.get_rect(topright=(box.right, y))
        else:
            rect = image.get_rect(topleft=(box.x, y))
        # lines set closer than the font's own line height: an image may pass the box by that
        put_text(surface, image, box.inflate(0, 2 * (2 - spacing)), "text", "topleft", rect.topleft)
        y += step
    return whole
