"""Pictures beside each game's rules: the table's layout with its parts named, and
one picture for a section where a picture helps. Each picture is a small function
drawing on a `Sketch` from the game's own sprites and simple shapes, in unit
coordinates (0..1 across and down its box); its labels are catalogue keys
(rules.picture.*), drawn in the player's language. PICTURES declares them per game
and English section heading (None: the table's layout, shown at the top). A picture
is painted once per size, language and Text size, then blitted."""

from __future__ import annotations

import math
from typing import Callable

import pygame

from .. import theme
from ..widgets import fit_text, note_text

#: a picture's width over its height
ASPECT = 4 / 3
LABEL = "rules picture label"


class Sketch:
    """A picture's box on its image, drawn in unit coordinates; the texts drawn are
    kept (`texts`) so that they can be noted for the audit where the image is shown."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, assets, t, size: int | None = None) -> None:
        self.surface, self.rect, self.assets, self.t = surface, rect, assets, t
        self.px = max(1.0, rect.height / 300)  # a line's width grows with the picture
        # the labels' type: with the picture and the Text size setting, or as measured
        self.size = size or max(12, round(min(28, rect.height // 18) * theme.text_size))
        self.texts: list[tuple[str, pygame.Rect, pygame.Rect]] = []  # (what, where, its box), for the audit

    def _put(self, image: pygame.Surface, box: pygame.Rect, what: str, at: tuple[int, int]) -> None:
        rect = image.get_rect(midtop=at)
        self.surface.blit(image, rect)
        self.texts.append((what, rect, box))

    def label_size(self, text: str, width: int) -> tuple[int, list[str]]:
        """The largest type up to self.size putting `text` in two lines of `width`, and its lines."""
        size = self.size
        while True:
            lines = self.assets.wrap(text, size, width, bold=True)
            if (len(lines) <= 2 and all(self.assets.font(size, True).size(ln)[0] <= width for ln in lines)) \
                    or size <= 9:
                return size, lines
            size -= 1

    def box(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + round(x * r.width), r.y + round(y * r.height),
                           max(1, round(w * r.width)), max(1, round(h * r.height)))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.rect.x + round(x * self.rect.width), self.rect.y + round(y * self.rect.height)

    def sprite(self, name: str, x: float, y: float, w: float, h: float, angle: int = 0,
               tint: tuple[int, int, int] | None = None) -> pygame.Rect:
        """The sprite `name` scaled into the box (x, y, w, h), turned by `angle` degrees,
        in the colour `tint` if given."""
        box = self.box(x, y, w, h)
        image = self.assets.tinted(name, box.size, tint) if tint else self.assets.scaled(name, box.size)
        if angle:
            image = pygame.transform.rotate(image, angle)
        self.surface.blit(image, image.get_rect(center=box.center))
        return box

    def square(self, name: str, cx: float, cy: float, w: float,
               tint: tuple[int, int, int] | None = None) -> pygame.Rect:
        """The sprite `name` square, `w` of the picture's width wide, centred at (cx, cy)."""
        h = w * self.rect.width / self.rect.height
        return self.sprite(name, cx - w / 2, cy - h / 2, w, h, tint=tint)

    def frame(self, x: float, y: float, w: float, h: float, colour=theme.PANEL_EDGE, fill=None,
              width: int = 2) -> pygame.Rect:
        box = self.box(x, y, w, h)
        if fill is not None:
            pygame.draw.rect(self.surface, fill, box, border_radius=6)
        pygame.draw.rect(self.surface, colour, box, round(width * self.px), border_radius=6)
        return box

    def line(self, a: tuple[float, float], b: tuple[float, float], colour=theme.HIGHLIGHT, width: int = 2) -> None:
        pygame.draw.line(self.surface, colour, self.point(*a), self.point(*b), round(width * self.px))

    def number(self, value: int, x: float, y: float, w: float, h: float, colour=theme.TEXT) -> None:
        """A number centred in the box (x, y, w, h)."""
        box = self.box(x, y, w, h)
        image = fit_text(self.assets, str(value), box.height * 3 // 4, box.width, colour, bold=True)
        self._put(image, box, "picture number", (box.centerx, box.centery - image.get_height() // 2))

    def label(self, key: str, x: float, y: float, w: float, to: tuple[float, float] | None = None) -> pygame.Rect:
        """The catalogue text `key` whole on a dark chip centred at (x, y), at most `w`
        wide (wrapped to two lines and shrunk to fit, never cut); `to`: a point it names,
        joined by a line."""
        text = self.t(f"rules.picture.{key}")
        width = max(20, round(w * self.rect.width)) - 12
        size, lines = self.label_size(text, width)
        images = [self.assets.text(ln, size, theme.TEXT, bold=True) for ln in lines]
        chip = pygame.Rect(0, 0, max(i.get_width() for i in images) + 12, sum(i.get_height() for i in images) + 6)
        chip.center = self.point(x, y)
        chip.clamp_ip(self.rect)
        if to is not None:
            pygame.draw.line(self.surface, theme.HIGHLIGHT, chip.center, self.point(*to), round(2 * self.px))
            pygame.draw.circle(self.surface, theme.HIGHLIGHT, self.point(*to), round(4 * self.px))
        pygame.draw.rect(self.surface, (16, 14, 20), chip, border_radius=6)
        pygame.draw.rect(self.surface, theme.ACCENT, chip, 1, border_radius=6)
        top = chip.y + 3
        for image in images:
            self._put(image, chip, f"{LABEL}: {text}", (chip.centerx, top))
            top += image.get_height()
        return chip


# --- Retreat to Darkmoor -------------------------------------------------------------

_DM_PLACES = ("darkmoor/art/ashen_gate", "darkmoor/art/sunken_crypt", "darkmoor/art/witchwood")
_DM_MINIONS = ("darkmoor/art/goblin_sneak", "darkmoor/art/orc_brute", "darkmoor/art/bog_zombie",
               "darkmoor/art/dire_bear", "darkmoor/art/cult_fanatic")


def _dm_card(s: Sketch, frame: str, art: str, x: float, y: float, w: float, h: float) -> None:
    s.sprite(art, x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.5)
    s.sprite(frame, x, y, w, h)


def darkmoor_layout(s: Sketch) -> None:
    for i, art in enumerate(_DM_PLACES):
        _dm_card(s, "darkmoor/frame_location", art, 0.06 + i * 0.22, 0.04, 0.18, 0.24)
    for i, count in enumerate((2, 1, 3)):
        for j in range(count):
            _dm_card(s, "darkmoor/frame_minion", _DM_MINIONS[(i + j) % 5], 0.08 + i * 0.22, 0.3 + j * 0.13, 0.14, 0.18)
    _dm_card(s, "darkmoor/frame_hero", "darkmoor/art/torvald_giantsbane", 0.74, 0.36, 0.2, 0.27)
    s.sprite("darkmoor/back_hero", 0.80, 0.04, 0.14, 0.19)
    for i in range(5):
        s.sprite("darkmoor/back_minion", 0.18 + i * 0.09, 0.8, 0.12, 0.17, angle=8 - i * 4)
    s.label("locations", 0.36, 0.02, 0.4, to=(0.36, 0.1))
    s.label("hordes", 0.36, 0.73, 0.34, to=(0.36, 0.5))
    s.label("hero", 0.84, 0.68, 0.3, to=(0.84, 0.5))
    s.label("hero_deck", 0.87, 0.27, 0.26, to=(0.87, 0.14))
    s.label("hand", 0.8, 0.9, 0.24, to=(0.6, 0.88))


def darkmoor_cards(s: Sketch) -> None:
    _dm_card(s, "darkmoor/frame_minion", "darkmoor/art/orc_brute", 0.05, 0.2, 0.26, 0.4)
    _dm_card(s, "darkmoor/frame_hero", "darkmoor/art/torvald_giantsbane", 0.37, 0.2, 0.26, 0.4)
    _dm_card(s, "darkmoor/frame_location", "darkmoor/art/witchwood", 0.69, 0.2, 0.26, 0.4)
    s.label("minion", 0.18, 0.75, 0.3, to=(0.18, 0.6))
    s.label("hero_card", 0.5, 0.85, 0.3, to=(0.5, 0.6))
    s.label("location", 0.82, 0.75, 0.3, to=(0.82, 0.6))


def darkmoor_horde(s: Sketch) -> None:
    _dm_card(s, "darkmoor/frame_location", "darkmoor/art/sunken_crypt", 0.06, 0.3, 0.2, 0.28)
    for j in range(3):
        _dm_card(s, "darkmoor/frame_minion", _DM_MINIONS[j], 0.3 + j * 0.15, 0.33, 0.14, 0.22)
    _dm_card(s, "darkmoor/frame_hero", "darkmoor/art/torvald_giantsbane", 0.76, 0.3, 0.2, 0.28)
    s.line((0.3, 0.62), (0.74, 0.62), theme.DANGER, 3)
    s.label("front", 0.37, 0.2, 0.24, to=(0.37, 0.33))
    s.label("back", 0.67, 0.2, 0.24, to=(0.67, 0.33))
    s.label("peril", 0.4, 0.76, 0.5, to=(0.52, 0.62))
    s.label("threshold", 0.86, 0.9, 0.28, to=(0.86, 0.58))


def darkmoor_scoring(s: Sketch) -> None:
    """A location's safe haven at the end: each player's minions' printed peril added
    up, the highest total controlling the location and scoring its VP."""
    _dm_card(s, "darkmoor/frame_location", "darkmoor/art/witchwood", 0.03, 0.2, 0.2, 0.32)
    s.square("tokens/vp2", 0.22, 0.21, 0.07)
    s.frame(0.3, 0.14, 0.67, 0.5, theme.ACCENT_DARK, fill=theme.mix(theme.PANEL, theme.BACKGROUND, 0.5))
    rows = ((1, theme.DANGER, (("bog_zombie", 4),)), (0, theme.GOOD, (("goblin_sneak", 3), ("orc_brute", 2))))
    for row, (seat, colour, minions) in enumerate(rows):
        y = 0.22 + row * 0.205
        s.square(f"icons/seat_{seat}", 0.36, y + 0.09, 0.05, tint=colour)
        for i, (art, _) in enumerate(minions):
            _dm_card(s, "darkmoor/frame_minion", f"darkmoor/art/{art}", 0.41 + i * 0.13, y, 0.11, 0.18)
        s.square("icons/peril", 0.76, y + 0.09, 0.055)
        s.number(sum(peril for _, peril in minions), 0.8, y + 0.02, 0.1, 0.14)
    s.frame(0.33, 0.41, 0.61, 0.21, theme.GOOD, width=3)  # the higher total controls the location
    s.line((0.23, 0.42), (0.33, 0.5), theme.GOOD, 3)
    s.label("safe_haven", 0.635, 0.08, 0.6)
    s.label("controls", 0.5, 0.73, 0.9, to=(0.5, 0.62))
    s.label("score", 0.5, 0.9, 0.96)


# --- Comanauts -----------------------------------------------------------------------

_CM_ROOMS = ((0.08, 0.12), (0.36, 0.12), (0.64, 0.12), (0.08, 0.44), (0.36, 0.44), (0.64, 0.44))


def _cm_map(s: Sketch) -> None:
    s.sprite("comanauts/map_paper", 0.02, 0.04, 0.96, 0.72)
    for x, y in _CM_ROOMS:
        s.frame(x, y, 0.24, 0.26, theme.ACCENT_DARK, width=3)
    s.frame(0.32, 0.2, 0.04, 0.08, theme.ACCENT_DARK, fill=theme.ACCENT_DARK)  # doorways
    s.frame(0.6, 0.52, 0.04, 0.08, theme.ACCENT_DARK, fill=theme.ACCENT_DARK)
    s.frame(0.16, 0.38, 0.08, 0.06, theme.ACCENT_DARK, fill=theme.ACCENT_DARK)


def comanauts_layout(s: Sketch) -> None:
    _cm_map(s)
    s.sprite("comanauts/standees/celeste_marchetti", 0.12, 0.14, 0.14, 0.2)
    s.sprite("comanauts/standees/millstone_golem", 0.7, 0.46, 0.14, 0.2)
    for i, die in enumerate(("blue_2", "red_3", "yellow_6", "suspicious_4")):
        s.sprite(f"comanauts/dice/{die}", 0.04 + i * 0.085, 0.82, 0.07, 0.1)
    s.sprite("comanauts/symbols/threat", 0.86, 0.8, 0.1, 0.13)
    s.label("map", 0.5, 0.06, 0.3, to=(0.5, 0.24))
    s.label("comanaut", 0.2, 0.4, 0.3, to=(0.19, 0.28))
    s.label("enemy", 0.77, 0.7, 0.3, to=(0.77, 0.6))
    s.label("dice", 0.5, 0.88, 0.16, to=(0.37, 0.87))
    s.label("threat", 0.72, 0.94, 0.2, to=(0.9, 0.86))


def comanauts_sight(s: Sketch) -> None:
    _cm_map(s)
    s.sprite("comanauts/standees/celeste_marchetti", 0.14, 0.16, 0.12, 0.18)
    s.sprite("comanauts/standees/millstone_golem", 0.42, 0.16, 0.12, 0.18)
    s.sprite("comanauts/standees/rivet_gunner", 0.42, 0.48, 0.12, 0.18)
    s.line((0.3, 0.44), (0.44, 0.44), (250, 250, 250), 5)  # a solid white line: a wall
    s.line((0.2, 0.25), (0.48, 0.25), theme.GOOD, 3)
    s.line((0.2, 0.25), (0.48, 0.57), theme.DANGER, 3)
    s.label("sees", 0.25, 0.9, 0.4, to=(0.34, 0.25))
    s.label("blocked", 0.72, 0.9, 0.44, to=(0.365, 0.44))


def comanauts_dice(s: Sketch) -> None:
    """The attribute dice by colour, and the purple one standing in for any."""
    for i, colour in enumerate(("red", "green", "yellow", "blue", "purple")):
        y = 0.04 + i * 0.19
        s.sprite(f"comanauts/dice/{colour}_{6 - i}", 0.06, y, 0.12, 0.16)
        s.label(f"die_{colour}", 0.6, y + 0.08, 0.72)


def comanauts_morass(s: Sketch) -> None:
    """An avatar out of life force falls into the Morass, a vital signs card is
    revealed, and the next avatar comes with fresh life force."""
    s.square("comanauts/standees/celeste_marchetti", 0.14, 0.2, 0.16, tint=(110, 110, 120))
    for i in range(3):
        s.square("comanauts/tokens/life", 0.06 + i * 0.08, 0.4, 0.06, tint=(70, 70, 70))
    morass = s.box(0.03, 0.56, 0.3, 0.24)
    pygame.draw.ellipse(s.surface, (38, 58, 40), morass)
    for cx, cy, w in ((0.1, 0.64, 0.07), (0.2, 0.7, 0.09), (0.26, 0.63, 0.05)):  # its bubbles
        pygame.draw.ellipse(s.surface, (84, 118, 76), s.box(cx - w / 2, cy - w / 3, w, w * 2 / 3), round(2 * s.px))
    tip = s.point(0.18, 0.58)  # the fall: an arrow down into it
    s.line((0.18, 0.46), (0.18, 0.56), theme.DANGER, 3)
    pygame.draw.polygon(s.surface, theme.DANGER, [(tip[0] - 6 * s.px, tip[1] - 8 * s.px),
                                                  (tip[0] + 6 * s.px, tip[1] - 8 * s.px), tip])
    s.frame(0.4, 0.5, 0.2, 0.3, theme.ACCENT, fill=theme.PANEL)  # a vital signs card
    s.square("comanauts/tokens/life", 0.5, 0.6, 0.08)
    points = [(0.42, 0.72), (0.46, 0.72), (0.48, 0.66), (0.5, 0.77), (0.52, 0.72), (0.58, 0.72)]
    for a, b in zip(points, points[1:]):
        s.line(a, b, theme.GOOD, 2)
    s.square("comanauts/standees/bruno_vasko", 0.8, 0.2, 0.16)
    for i in range(3):
        s.square("comanauts/tokens/life", 0.72 + i * 0.08, 0.4, 0.06)
    s.square("comanauts/tokens/clarity", 0.45, 0.2, 0.07)
    s.square("comanauts/tokens/clarity", 0.53, 0.2, 0.07)
    s.label("no_life", 0.17, 0.9, 0.32, to=(0.18, 0.8))
    s.label("vital_signs", 0.5, 0.9, 0.32, to=(0.5, 0.8))
    s.label("kept", 0.49, 0.06, 0.44, to=(0.49, 0.16))
    s.label("next_avatar", 0.8, 0.6, 0.36, to=(0.8, 0.45))


def comanauts_page(s: Sketch) -> None:
    """A page of the Adventure Book: its spaces with entries, read when a move ends there."""
    _cm_map(s)
    s.square("comanauts/tokens/poi", 0.48, 0.2, 0.07)
    s.square("comanauts/tokens/insight", 0.76, 0.52, 0.07)
    s.square("comanauts/tokens/objective", 0.76, 0.2, 0.07)
    s.square("comanauts/standees/celeste_marchetti", 0.2, 0.57, 0.1)
    s.line((0.2, 0.5), (0.2, 0.3), theme.HIGHLIGHT, 3)
    s.line((0.2, 0.3), (0.42, 0.24), theme.HIGHLIGHT, 3)
    s.square("comanauts/tokens/bookkeeper", 0.2, 0.88, 0.08)
    s.label("poi", 0.48, 0.04, 0.4, to=(0.48, 0.16))
    s.label("objective", 0.83, 0.36, 0.3, to=(0.76, 0.24))
    s.label("insight_spot", 0.82, 0.7, 0.3, to=(0.76, 0.56))
    s.label("entry", 0.58, 0.89, 0.64, to=(0.25, 0.88))


# --- Prophecy --------------------------------------------------------------------------

_PR_PLACES = ("city", "village", "monastery", "magic_tower", "fortress", "thieves_guild", "forest_camp",
              "wilderness")
_PR_TERRAIN = ("plains", "forest", "mountains")


def _pr_ring(s: Sketch, count: int = 16) -> list[tuple[float, float]]:
    """The spaces of the ring, as unit points, drawn from the places and terrains."""
    spaces = []
    for i in range(count):
        a = 2 * math.pi * i / count - math.pi / 2
        x, y = 0.5 + 0.38 * math.cos(a) * 0.75, 0.47 + 0.38 * math.sin(a)
        name = (f"prophecy/places/{_PR_PLACES[i // 2 % 8]}" if i % 2 == 0 else
                f"prophecy/terrain/{_PR_TERRAIN[i % 3]}")
        s.sprite(name, x - 0.055, y - 0.07, 0.11, 0.14)
        spaces.append((x, y))
    return spaces


def prophecy_layout(s: Sketch) -> None:
    spaces = _pr_ring(s)
    s.sprite("prophecy/art/cover", 0.36, 0.3, 0.28, 0.34)
    s.sprite("prophecy/standee", spaces[3][0] - 0.03, spaces[3][1] - 0.1, 0.06, 0.1)
    s.sprite("prophecy/dice/light_4", 0.03, 0.84, 0.07, 0.1)
    s.sprite("prophecy/dice/dark_2", 0.11, 0.84, 0.07, 0.1)
    s.label("ring", 0.16, 0.06, 0.3, to=spaces[14])
    s.label("guild", 0.5, 0.97, 0.3, to=spaces[8])
    s.label("standee", 0.86, 0.12, 0.26, to=spaces[3])
    s.label("centre", 0.5, 0.47, 0.24)
    s.label("dice", 0.1, 0.76, 0.2, to=(0.1, 0.86))


def prophecy_ring(s: Sketch) -> None:
    spaces = _pr_ring(s)
    for i in (2, 10):
        s.sprite("prophecy/icons/anchor", spaces[i][0] - 0.03, spaces[i][1] - 0.04, 0.06, 0.08)
    for i in (6, 14):
        s.sprite("prophecy/icons/portal", spaces[i][0] - 0.03, spaces[i][1] - 0.04, 0.06, 0.08)
    s.line(spaces[2], spaces[10], theme.ACCENT, 2)
    s.line(spaces[6], spaces[14], (150, 110, 230), 2)
    s.label("ports", 0.2, 0.94, 0.36, to=spaces[10])
    s.label("portals", 0.8, 0.94, 0.36, to=spaces[6])
    s.label("by_foot", 0.84, 0.06, 0.3, to=spaces[1])


def prophecy_battle(s: Sketch) -> None:
    """Your value and items with the light die against the creature's value with the dark die."""
    s.sprite("prophecy/standee", 0.08, 0.04, 0.12, 0.26)
    s.sprite("prophecy/icons/strength", 0.26, 0.1, 0.1, 0.14)
    s.sprite("prophecy/symbols/shield", 0.38, 0.1, 0.1, 0.14)
    s.sprite("prophecy/dice/light_4", 0.26, 0.3, 0.11, 0.15)
    s.sprite("prophecy/standee", 0.7, 0.04, 0.12, 0.26, tint=theme.DANGER)  # the creature
    s.sprite("prophecy/icons/strength", 0.58, 0.1, 0.1, 0.14)
    s.sprite("prophecy/dice/dark_4", 0.72, 0.3, 0.11, 0.15)
    s.line((0.53, 0.04), (0.53, 0.48), theme.PANEL_EDGE, 2)
    s.label("you_total", 0.26, 0.62, 0.48, to=(0.31, 0.45))
    s.label("creature_total", 0.76, 0.62, 0.44, to=(0.77, 0.45))
    s.label("higher_wins", 0.5, 0.88, 0.8)


_PR_GUILDS = ("fortress", "thieves_guild", "magic_tower", "forest_camp", "monastery")


def _pr_certificate(s: Sketch, x: float, y: float) -> None:
    s.frame(x, y, 0.12, 0.16, theme.ACCENT, fill=(226, 210, 170))
    s.square("prophecy/symbols/star", x + 0.06, y + 0.08, 0.06, tint=theme.ACCENT_DARK)


def prophecy_certificates(s: Sketch) -> None:
    """The five guilds, two of them the character's own: a Certificate costs 5
    Experience at one's own, and 5 gold more at another."""
    for i, guild in enumerate(_PR_GUILDS):
        x = 0.1 + i * 0.2
        if i < 2:
            s.frame(x - 0.08, 0.04, 0.16, 0.22, theme.GOOD, width=3)
        s.square(f"prophecy/places/{guild}", x, 0.15, 0.13)
    y = 0.5  # under one of the character's guilds and under another
    for x, gold in ((0.1, False), (0.5, True)):
        s.line((x, 0.26), (x, 0.44), theme.PANEL_EDGE, 2)
        s.square("prophecy/icons/xp", x - 0.06, y, 0.07)
        s.number(5, x - 0.02, y - 0.05, 0.06, 0.1)
        if gold:
            s.square("prophecy/icons/gold", x + 0.08, y, 0.07)
            s.number(5, x + 0.12, y - 0.05, 0.06, 0.1)
        _pr_certificate(s, x + (0.2 if gold else 0.08), y - 0.08)
    s.label("your_guilds", 0.2, 0.36, 0.36, to=(0.2, 0.27))
    s.label("cert_yours", 0.16, 0.73, 0.3, to=(0.1, 0.56))
    s.label("cert_other", 0.6, 0.73, 0.44, to=(0.56, 0.56))
    s.label("one_each", 0.5, 0.92, 0.9)


def prophecy_special(s: Sketch) -> None:
    """The ring's special spaces: the guilds, the City, the Village and the Enchanted
    Wilderness, where Possibilities stand in for Adventure cards."""
    spaces = _pr_ring(s)
    for i in (4, 6, 8, 10, 12):
        x, y = spaces[i]
        s.frame(x - 0.06, y - 0.08, 0.12, 0.16, theme.GOOD, width=3)
    for i in (0, 2, 14):
        x, y = spaces[i]
        s.frame(x - 0.06, y - 0.08, 0.12, 0.16, theme.ACCENT, width=3)
    s.label("guilds_possible", 0.5, 0.58, 0.4, to=spaces[8])
    s.label("city_village", 0.82, 0.05, 0.36, to=spaces[2])
    s.label("wilderness", 0.18, 0.05, 0.36, to=spaces[14])
    s.label("no_adventure", 0.5, 0.4, 0.4)


# --- Betrayal (both games' house) ------------------------------------------------------

def _house(s: Sketch, rooms: dict[str, str], figures: tuple[str, str]) -> None:
    """A floor of five rooms around the hall, and two explorers in it."""
    tile = 0.16
    places = {"hall": (0.26, 0.42), "left": (0.1, 0.42), "right": (0.42, 0.42), "up": (0.26, 0.2),
              "down": (0.26, 0.64)}
    for where, name in rooms.items():
        x, y = places[where]
        s.sprite(name, x, y, tile, tile * 4 / 3)
    s.sprite(figures[0], 0.29, 0.44, 0.06, 0.12)
    s.sprite(figures[1], 0.44, 0.45, 0.06, 0.12)


def _betrayal_layout(s: Sketch, rooms: dict[str, str], figures: tuple[str, str], stack: str) -> None:
    _house(s, rooms, figures)
    s.frame(0.66, 0.1, 0.3, 0.78, theme.PANEL_EDGE, fill=theme.PANEL)
    for i, trait in enumerate(("might", "speed", "sanity", "knowledge")):
        s.frame(0.69, 0.3 + i * 0.1, 0.24, 0.07, theme.ACCENT_DARK)
    for i in range(3):
        s.frame(0.02 + i * 0.015, 0.08 + i * 0.015, 0.1, 0.13, theme.PANEL_EDGE, fill=theme.PANEL)
    s.sprite(stack, 0.05, 0.11, 0.1, 0.13)
    s.label("house", 0.34, 0.93, 0.4, to=(0.34, 0.78))
    s.label("explorer", 0.46, 0.1, 0.34, to=(0.32, 0.5))
    s.label("room_stack", 0.13, 0.33, 0.26, to=(0.08, 0.2))
    s.label("sheet", 0.81, 0.18, 0.32)
    s.label("traits", 0.81, 0.76, 0.28, to=(0.81, 0.66))


def betrayal_layout(s: Sketch) -> None:
    _betrayal_layout(s, {"hall": "betrayal/rooms/entrance_hall", "left": "betrayal/rooms/foyer",
                         "right": "betrayal/rooms/grand_staircase", "up": "betrayal/rooms/gallery",
                         "down": "betrayal/rooms/ballroom"},
                     ("betrayal/figures/vera_sokol", "betrayal/figures/hank_doyle"), "betrayal/rooms/junk_room")


def betrayal_legacy_layout(s: Sketch) -> None:
    _betrayal_layout(s, {"hall": "betrayal_legacy/rooms/entrance_hall", "left": "betrayal_legacy/rooms/front_steps",
                         "right": "betrayal_legacy/rooms/ground_floor_staircase",
                         "up": "betrayal_legacy/rooms/drawing_room", "down": "betrayal_legacy/rooms/dining_room"},
                     ("betrayal_legacy/figures/carrow", "betrayal_legacy/figures/okafor"),
                     "betrayal_legacy/rooms/library")


def _turned_tile(s: Sketch, hall: str, room: str) -> None:
    """A new room turned so one of its doors meets the door it was entered by."""
    s.sprite(hall, 0.08, 0.3, 0.26, 0.35)
    s.sprite(room, 0.38, 0.3, 0.26, 0.35, angle=90)
    s.sprite(room, 0.7, 0.3, 0.26, 0.35)
    s.line((0.34, 0.475), (0.38, 0.475), theme.GOOD, 6)
    s.label("new_room", 0.83, 0.14, 0.3, to=(0.83, 0.3))
    s.label("turned", 0.52, 0.8, 0.3, to=(0.51, 0.62))
    s.label("door_meets", 0.2, 0.8, 0.3, to=(0.36, 0.475))


def betrayal_turned_tile(s: Sketch) -> None:
    _turned_tile(s, "betrayal/rooms/entrance_hall", "betrayal/rooms/gallery")


def betrayal_legacy_turned_tile(s: Sketch) -> None:
    _turned_tile(s, "betrayal_legacy/rooms/entrance_hall", "betrayal_legacy/rooms/drawing_room")


def _skull(s: Sketch, x: float, y: float, w: float, h: float) -> None:
    """A skull in the box (x, y, w, h): death."""
    skull = s.box(x, y, w, h)
    pygame.draw.ellipse(s.surface, theme.TEXT, skull)
    for eye in (0.3, 0.7):
        pygame.draw.circle(s.surface, theme.BACKGROUND, (skull.x + round(skull.width * eye), skull.centery),
                           max(2, skull.width // 7))


def betrayal_roll(s: Sketch) -> None:
    """A trait's track, its value the number of dice, the dice's faces added up."""
    for i, value in enumerate((2, 3, 3, 4, 5, 5, 6, 7)):
        marked = i == 3
        s.frame(0.14 + i * 0.105, 0.14, 0.095, 0.14, theme.HIGHLIGHT if marked else theme.PANEL_EDGE,
                fill=theme.ACCENT_DARK if marked else theme.PANEL)
        s.number(value, 0.14 + i * 0.105, 0.15, 0.095, 0.12)
    _skull(s, 0.04, 0.16, 0.07, 0.1)  # below the first number: death, once the haunt has begun
    for i, face in enumerate((2, 0, 1, 2)):
        s.sprite(f"betrayal/dice/die_{face}", 0.16 + i * 0.14, 0.5, 0.11, 0.15)
    s.label("trait_value", 0.5, 0.38, 0.7, to=(0.5, 0.28))
    s.label("die_faces", 0.3, 0.82, 0.6, to=(0.29, 0.65))
    s.label("sum", 0.78, 0.82, 0.36, to=(0.7, 0.58))


def _haunt(s: Sketch, figures: tuple[str, str, str], traitor: str) -> None:
    """The haunt roll against the omens drawn, and the two sides reading their texts."""
    for i in range(5):
        s.square("betrayal/icons/omen", 0.05 + i * 0.066, 0.12, 0.06)
    s.number(5, 0.35, 0.06, 0.07, 0.12)  # the count, apart from the roll
    for i, face in enumerate((0, 1, 0, 2, 1, 0)):
        s.square(f"betrayal/dice/die_{face}", 0.53 + i * 0.062, 0.12, 0.055)
    s.number(4, 0.9, 0.06, 0.08, 0.12, theme.DANGER)
    s.line((0.02, 0.47), (0.98, 0.47), theme.PANEL_EDGE, 1)
    s.frame(0.04, 0.52, 0.26, 0.34, theme.DANGER, fill=theme.PANEL)  # the traitor's gate
    s.square(traitor, 0.17, 0.67, 0.14)
    s.frame(0.42, 0.52, 0.54, 0.34, theme.GOOD, fill=theme.PANEL)  # the heroes'
    for i, figure in enumerate(figures):
        s.square(figure, 0.52 + i * 0.17, 0.67, 0.14)
    s.label("omens_drawn", 0.2, 0.3, 0.38, to=(0.22, 0.16))
    s.label("haunt_roll", 0.77, 0.3, 0.42, to=(0.75, 0.16))
    s.label("traitor_alone", 0.17, 0.93, 0.32, to=(0.17, 0.86))
    s.label("heroes_together", 0.69, 0.93, 0.5, to=(0.69, 0.86))
    s.label("lower_begins", 0.5, 0.42, 0.5)


def betrayal_haunt(s: Sketch) -> None:
    _haunt(s, ("betrayal/figures/vera_sokol", "betrayal/figures/hank_doyle", "betrayal/figures/iris_moreau"),
           "betrayal/figures/tobias_crane")


def betrayal_legacy_haunt(s: Sketch) -> None:
    _haunt(s, ("betrayal_legacy/figures/carrow", "betrayal_legacy/figures/okafor", "betrayal_legacy/figures/sable"),
           "betrayal_legacy/figures/vell")


def betrayal_rounds(s: Sketch) -> None:
    """A haunt round: the heroes from the traitor's left, then the traitor, then the monsters."""
    steps = ((("betrayal/figures/vera_sokol", "betrayal/figures/hank_doyle"), theme.GOOD, "heroes_first"),
             (("betrayal/figures/tobias_crane",), theme.DANGER, "traitor_turn"),
             (("betrayal/figures/monster_hound", "betrayal/figures/monster_bat"), theme.DANGER, "monster_turn"))
    for i, (figures, colour, key) in enumerate(steps):
        x = 0.03 + i * 0.33
        s.frame(x, 0.12, 0.28, 0.4, colour, fill=theme.PANEL)
        for j, figure in enumerate(figures):
            s.square(figure, x + 0.14 + (j - (len(figures) - 1) / 2) * 0.12, 0.32, 0.11)
        s.number(i + 1, x + 0.01, 0.13, 0.06, 0.1, theme.ACCENT)
        if i < 2:
            s.line((x + 0.28, 0.32), (x + 0.33, 0.32), theme.HIGHLIGHT, 4)
        s.label(key, x + 0.14, 0.66 + (i % 2) * 0.16, 0.42, to=(x + 0.14, 0.52))


_LEGACY_FAMILIES = ("carrow", "vell", "okafor")


def legacy_campaign(s: Sketch) -> None:
    """Families across the chapters: each chapter brings back the family's last
    character, or a descendant when they died; what a chapter writes stays."""
    for col in range(4):
        x = 0.1 + col * 0.14
        if col == 0:
            s.number(1667, x - 0.06, 0.14, 0.12, 0.08, theme.ACCENT)
        else:
            s.number(col, x - 0.04, 0.14, 0.08, 0.08, theme.ACCENT)
        if col:
            s.line((x - 0.07, 0.15), (x - 0.07, 0.72), theme.PANEL_EDGE, 1)
    for row, family in enumerate(_LEGACY_FAMILIES):
        y = 0.31 + row * 0.17
        for col in range(4):
            x = 0.1 + col * 0.14
            dead = (row, col) == (1, 1)
            descendant = row == 1 and col > 1
            s.square(f"betrayal_legacy/figures/{family}", x, y, 0.1 if not descendant else 0.08,
                     tint=(80, 80, 80) if dead else None)
            if dead:
                _skull(s, x - 0.025, y - 0.025, 0.05, 0.05)
            if descendant:
                s.frame(x - 0.05, y - 0.07, 0.1, 0.14, theme.GOOD, width=2)
    s.frame(0.66, 0.06, 0.3, 0.34, theme.ACCENT_DARK, fill=(226, 210, 170))  # the House Ledger
    for i, family in enumerate(_LEGACY_FAMILIES):  # a fate written for each family member
        y = 0.13 + i * 0.1
        s.square(f"betrayal_legacy/figures/{family}", 0.705, y, 0.04)
        s.line((0.74, y + 0.01), (0.93, y + 0.01), (120, 96, 70), 1)
    s.sprite("betrayal_legacy/rooms/library", 0.7, 0.46, 0.22, 0.29)
    for i, sticker in enumerate(("passage", "ghost", "runestone")):
        s.square(f"betrayal/icons/{sticker}", 0.74 + i * 0.07, 0.6, 0.065)
    s.label("chapters", 0.3, 0.04, 0.56)
    s.label("families", 0.16, 0.86, 0.32, to=(0.1, 0.62))
    s.label("descendant", 0.46, 0.86, 0.3, to=(0.38, 0.5))
    s.label("ledger", 0.81, 0.44, 0.32, to=(0.81, 0.36))
    s.label("for_good", 0.81, 0.88, 0.34, to=(0.81, 0.72))


class _Measure(Sketch):
    """A picture's pass that draws nothing and finds the type all its labels fit in."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, assets, t) -> None:
        super().__init__(surface, rect, assets, t)
        self.fits = self.size

    def sprite(self, name, x, y, w, h, angle=0, tint=None) -> pygame.Rect:
        return self.box(x, y, w, h)

    def frame(self, x, y, w, h, colour=theme.PANEL_EDGE, fill=None, width=2) -> pygame.Rect:
        return self.box(x, y, w, h)

    def line(self, a, b, colour=theme.HIGHLIGHT, width=2) -> None:
        pass

    def number(self, value, x, y, w, h, colour=theme.TEXT) -> None:
        pass

    def label(self, key, x, y, w, to=None) -> pygame.Rect:
        text = self.t(f"rules.picture.{key}")
        self.fits = min(self.fits, self.label_size(text, max(20, round(w * self.rect.width)) - 12)[0])
        return self.box(x, y, 0, 0)


PictureFn = Callable[[Sketch], None]

#: per game: English section heading -> its picture; None: the table's layout
PICTURES: dict[str, dict[str | None, PictureFn]] = {
    "darkmoor": {None: darkmoor_layout, "The cards": darkmoor_cards, "Hordes": darkmoor_horde,
                 "End of the game": darkmoor_scoring},
    "comanauts": {None: comanauts_layout, "The dice": comanauts_dice, "Actions": comanauts_sight,
                  "The Morass": comanauts_morass, "Points of interest, insight and objectives": comanauts_page},
    "prophecy": {None: prophecy_layout, "Step 2: movement": prophecy_ring, "Battles": prophecy_battle,
                 "Special spaces": prophecy_special, "Certificates": prophecy_certificates},
    "betrayal": {None: betrayal_layout, "Traits and rolls": betrayal_roll, "Discovering rooms": betrayal_turned_tile,
                 "The haunt": betrayal_haunt, "Haunt turns": betrayal_rounds},
    "betrayal_legacy": {None: betrayal_legacy_layout, "The campaign": legacy_campaign,
                        "The house": betrayal_legacy_turned_tile, "Traits, damage and dice": betrayal_roll,
                        "The haunt": betrayal_legacy_haunt},
}


def picture_for(game: str, heading_en: str | None) -> tuple[str | None, PictureFn | None]:
    """The picture shown beside `heading_en` (English): its own, else the layout's;
    with the heading it belongs to (None: the layout)."""
    pictures = PICTURES.get(game, {})
    if heading_en in pictures:
        return heading_en, pictures[heading_en]
    return None, pictures.get(None)


#: painted pictures: (what, size, language, Text size) -> (image, its texts)
_PAINTED: dict[tuple, tuple[pygame.Surface, list]] = {}


def draw_picture(surface: pygame.Surface, rect: pygame.Rect, assets, t, picture: PictureFn,
                 key: tuple) -> pygame.Rect:
    """`picture` in the largest box of ASPECT inside `rect`, painted once per `key`
    (what it shows and in which language) and size; returns that box."""
    w = min(rect.width, round(rect.height * ASPECT))
    box = pygame.Rect(0, 0, w, round(w / ASPECT))
    box.center = rect.center
    painted_key = (key, box.size, theme.text_size)
    painted = _PAINTED.get(painted_key)
    if painted is None:
        if len(_PAINTED) > 24:
            _PAINTED.clear()
        image = pygame.Surface(box.size, pygame.SRCALPHA)
        local = pygame.Rect((0, 0), box.size)
        measure = _Measure(image, local, assets, t)
        picture(measure)  # every label of a picture in one type: the one they all fit in
        sketch = Sketch(image, local, assets, t, measure.fits)
        picture(sketch)
        painted = _PAINTED[painted_key] = (image, sketch.texts)
    image, texts = painted
    surface.blit(image, box)
    for what, where, within in texts:
        note_text(what, where.move(box.topleft), within.move(box.topleft), surface)
    return box
