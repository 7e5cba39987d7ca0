#!/usr/bin/env python3
"""Draw the figures of the two house games (Betrayal at House on the Hill, Betrayal
Legacy): a head-and-shoulders portrait of every explorer (of every Legacy family), and
a figure of every monster kind a haunt can put on the map, plus a generic one.

Everything is drawn by code from the tables below (one line per explorer, one per
monster), at 3 times the size, then smoothscaled; deterministic. Each picture is a
disc on a transparent square: the table sets it on a standee's coloured base or on a
monster's dark one (client/games/betrayal/figures.py).

    python -m build_scripts.sprites betrayal        (with the game's other sprites)
    python build_scripts/draw_house_figures.py

It writes:
    sprites/betrayal/figures/<explorer id>.png          112x112 portraits
    sprites/betrayal/figures/monster_<kind>.png         112x112 monster figures
    sprites/betrayal_legacy/figures/<family id>.png     (the same, for Legacy)
    sprites/betrayal_legacy/figures/monster_<kind>.png
    sprites/betrayal/figures/monster.png                the monster of a kind without its own
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

if __package__:
    from .draw_sprites import BLACK, Pen, blur, clip, mix, new_layer, save_png, shade, tint, vgrad
else:
    from draw_sprites import BLACK, Pen, blur, clip, mix, new_layer, save_png, shade, tint, vgrad  # type: ignore

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites"
SIZE = 112  # the PNG's side
K = 3  # drawn at K times the size
U = SIZE / 128  # the drawings below are laid out on a 128-unit square

#: the cards' colours (client/games/betrayal/names.py COLOURS)
CARD = {"red": (196, 60, 56), "purple": (140, 86, 190), "green": (60, 150, 90), "blue": (60, 110, 200),
        "white": (222, 218, 206), "orange": (226, 136, 44), "yellow": (226, 196, 64)}

SKIN = {"pale": (244, 214, 196), "fair": (236, 196, 168), "rosy": (232, 178, 150), "olive": (206, 160, 118),
        "tan": (190, 136, 96), "brown": (150, 98, 64), "dark": (104, 66, 44)}
HAIR = {"black": (30, 26, 28), "dark": (62, 42, 30), "brown": (110, 72, 44), "auburn": (150, 66, 36),
        "ginger": (206, 108, 48), "blonde": (226, 190, 110), "grey": (160, 160, 164), "white": (230, 230, 234),
        "silver": (196, 198, 206)}

# One line per explorer: skin, hair colour, hair style, beard, hat, clothes, clothes colour
# (a card colour or an rgb), age (the face's lines, the head's size), build, extras.
# Hair: short, crop, curly, long, bun, bob, pigtails, ponytail, bald, wavy, receding.
# Beard: "", stubble, beard, moustache, whiskers. Hat: "", cap, flatcap, turban, helmet,
# brim, beret, headband, wrap, feather. Clothes: vest, shawl, track, coat, work, shirt,
# tweed, leotard, cassock, firecoat, cardigan, waistcoat, frock, cravat, scarf.
EXPLORERS = {
    # Betrayal at House on the Hill
    "tobias_crane": ("fair", "dark", "crop", "stubble", "", "vest", "red", 27, "broad", "crooked nose"),
    "marguerite_holloway": ("pale", "silver", "bun", "", "turban", "shawl", "red", 61, "slim", "earrings"),
    "eli_navarro": ("tan", "black", "curly", "", "headband", "track", "blue", 16, "slim", ""),
    "agnes_whitlow": ("fair", "auburn", "bun", "", "", "coat", "blue", 44, "normal", "glasses stethoscope"),
    "hank_doyle": ("rosy", "grey", "short", "beard", "flatcap", "work", "green", 52, "broad", ""),
    "priya_castellan": ("brown", "black", "ponytail", "", "brim", "shirt", (168, 150, 96), 33, "normal", "flower"),
    "june_abernathy": ("fair", "ginger", "pigtails", "", "", "raincoat", "yellow", 10, "child", "freckles"),
    "lionel_ashby": ("fair", "white", "bald", "moustache", "", "tweed", (120, 96, 64), 70, "slim",
                     "glasses bowtie"),
    "vera_sokol": ("pale", "black", "bob", "", "", "leotard", "purple", 24, "slim", "star earrings"),
    "ignatius_bell": ("olive", "grey", "receding", "", "", "cassock", (34, 30, 36), 58, "normal", "stole"),
    "samuel_okafor": ("dark", "black", "crop", "beard", "helmet", "firecoat", (60, 56, 52), 38, "broad", ""),
    "iris_moreau": ("rosy", "blonde", "wavy", "", "beret", "cardigan", "white", 29, "slim", "pencil"),
    # Betrayal Legacy: a face for each family (BL-FAM.1)
    "carrow": ("fair", "dark", "wavy", "whiskers", "", "waistcoat", "red", 40, "normal", "glass monocle"),
    "vell": ("pale", "blonde", "short", "", "", "frock", "blue", 34, "slim", "glasses book"),
    "okafor": ("dark", "black", "crop", "beard", "", "work", "green", 46, "broad", "rule"),
    "dunmore": ("rosy", "white", "receding", "", "", "cravat", "white", 58, "broad", "ledger"),
    "sable": ("olive", "dark", "long", "", "feather", "scarf", "orange", 26, "slim", "earrings"),
}

# One line per monster kind: the shape, its body colours (lit, dark), its eyes' colour
# (None: no eyes), the base's tint, and what it holds or wears. Shapes: bat, hound,
# moth, bird, eel, hand, and standing figures (figure) dressed by the extras.
MONSTERS = {
    # Betrayal at House on the Hill
    "bat": ("bat", (86, 70, 92), (30, 22, 34), (255, 80, 70), (60, 30, 70), ""),
    "gamekeeper": ("figure", (110, 96, 62), (42, 36, 24), (240, 220, 160), (50, 60, 30), "coat rifle hat"),
    "hound": ("hound", (150, 150, 150), (60, 60, 64), (255, 230, 120), (40, 50, 60), ""),
    "nursemaid": ("figure", (226, 222, 210), (120, 116, 110), None, (70, 50, 60), "apron cap"),
    "mourner": ("figure", (40, 36, 44), (10, 8, 12), None, (50, 50, 70), "veil gown"),
    "antlered_heir": ("figure", (140, 100, 70), (50, 34, 24), (255, 170, 80), (60, 40, 30), "antlers coat"),
    "drowned": ("figure", (120, 150, 150), (40, 60, 64), (210, 255, 240), (20, 60, 70), "drip"),
    "moth": ("moth", (190, 180, 160), (90, 84, 72), (40, 30, 30), (70, 70, 60), ""),
    "acolyte": ("figure", (120, 34, 38), (44, 10, 14), (255, 200, 90), (60, 20, 30), "hood"),
    "scarecrow": ("figure", (210, 170, 90), (110, 80, 36), (30, 20, 10), (70, 60, 30), "straw grin hat"),
    "sexton": ("figure", (92, 84, 80), (34, 30, 30), (240, 220, 150), (40, 36, 46), "lantern stoop hat"),
    "magpie": ("bird", (240, 240, 244), (20, 22, 30), (250, 220, 90), (30, 40, 70), ""),
    "effigy": ("figure", (236, 216, 170), (170, 130, 80), None, (80, 50, 30), "drip wick"),
    "watcher": ("figure", (70, 76, 90), (20, 22, 30), None, (30, 40, 60), "lens tall"),
    "rag_and_bone_man": ("figure", (130, 110, 90), (56, 44, 34), (240, 220, 160), (60, 50, 40), "rags stoop sack"),
    "proctor": ("figure", (40, 40, 60), (12, 12, 20), (200, 220, 255), (30, 30, 60), "gown mortarboard"),
    "pupil": ("figure", (170, 170, 176), (90, 90, 96), (30, 30, 40), (60, 60, 70), "small smock"),
    "briar_thing": ("figure", (70, 110, 50), (24, 44, 18), (220, 255, 120), (30, 50, 24), "thorns"),
    "dust_wraith": ("figure", (176, 166, 150), (100, 92, 80), None, (70, 64, 54), "heap"),
    "host": ("figure", (30, 30, 34), (8, 8, 10), None, (60, 50, 40), "tails napkin"),
    "rust_warden": ("figure", (170, 90, 44), (70, 34, 16), (255, 200, 120), (60, 36, 26), "chains broad"),
    "marginal_note": ("ink", (30, 32, 52), (8, 8, 18), (240, 230, 200), (200, 190, 160), ""),
    "faceless_dancer": ("figure", (200, 60, 110), (80, 20, 50), None, (60, 30, 60), "gown sway"),
    "mirror_walker": ("figure", (180, 200, 220), (70, 86, 110), (40, 40, 60), (50, 60, 80), "mirror"),
    "shadow": ("figure", (20, 18, 26), (0, 0, 0), (120, 120, 160), (90, 90, 110), "wisp"),
    # Betrayal Legacy
    "glass_doll": ("figure", (190, 230, 240), (90, 140, 170), (40, 60, 90), (40, 70, 90), "small glass dress"),
    "hanged_man": ("figure", (120, 120, 100), (50, 50, 40), (230, 230, 200), (40, 40, 36), "noose tall"),
    "eel": ("eel", (90, 110, 90), (24, 34, 28), (230, 240, 220), (20, 40, 50), ""),
    "collector": ("figure", (150, 150, 156), (60, 60, 66), (20, 20, 40), (40, 40, 50), "hat ledger ink"),
    "excise_man": ("figure", (60, 70, 110), (20, 24, 40), (240, 220, 160), (30, 40, 60), "coat hat cudgel"),
    "spirit": ("figure", (200, 230, 255), (100, 130, 200), (255, 255, 255), (40, 50, 90), "wisp glow"),
    "figure": ("figure", (46, 40, 44), (14, 12, 14), (255, 60, 60), (70, 60, 60), "tall"),
    "dancer": ("figure", (200, 190, 120), (90, 90, 50), (200, 255, 180), (50, 60, 40), "gown mould"),
    "blackout": ("blob", (26, 24, 40), (4, 4, 8), (255, 240, 160), (120, 110, 90), ""),
    "singer": ("figure", (220, 180, 140), (110, 80, 60), (20, 20, 20), (60, 80, 40), "flowers robe"),
    "hand": ("hand", (160, 160, 150), (70, 70, 64), None, (20, 40, 40), ""),
    # a kind without its own
    "": ("figure", (110, 30, 40), (40, 8, 14), (255, 220, 120), (50, 20, 26), "horns"),
}


def colour(c) -> tuple:
    return CARD[c] if isinstance(c, str) else c


def surface() -> pygame.Surface:
    return new_layer((SIZE * K, SIZE * K))


def pen(surf: pygame.Surface) -> Pen:
    return Pen(surf, K * U)


def disc(surf: pygame.Surface) -> pygame.Surface:
    """The picture cut to the disc the table shows, scaled down."""
    mask = surface()
    pygame.draw.circle(mask, (255, 255, 255, 255), (SIZE * K // 2, SIZE * K // 2), SIZE * K // 2 - K)
    return pygame.transform.smoothscale(clip(surf, mask), (SIZE, SIZE))


def backdrop(surf: pygame.Surface, inner, outer) -> None:
    """A lit backdrop: bright behind the head, darker at the edge."""
    surf.blit(vgrad(surf.get_size(), [(0, inner), (1, outer)]), (0, 0))
    glow = surface()
    glow.fill((*inner, 0))  # blurred: its edge fades to the same colour, not to white
    pygame.draw.circle(glow, (*inner, 255), (SIZE * K // 2, int(SIZE * K * 0.42)), int(SIZE * K * 0.34))
    surf.blit(blur(glow, 10), (0, 0))


# --------------------------------------------------------------------------- explorers


def portrait(ident: str) -> pygame.Surface:
    skin_name, hair_name, hair, beard, hat, clothes, cloth, age, build, extras = EXPLORERS[ident]
    skin, hair_c, cloth = SKIN[skin_name], HAIR[hair_name], colour(cloth)
    extras = extras.split()
    surf = surface()
    backdrop(surf, mix(cloth, (250, 240, 220), 0.35), shade(cloth, -0.72))
    p = pen(surf)
    child = build == "child"
    cx = 64
    hy = 60 if not child else 66  # the head's centre
    rx, ry = (19, 22) if child else (21, 26)
    shoulders = {"broad": 58, "normal": 50, "slim": 45, "child": 38}[build]
    dark_skin = shade(skin, -0.25)
    # long hair behind the shoulders
    if hair in ("long", "wavy", "pigtails", "ponytail") or (hair == "bun" and False):
        back = [(cx - rx - 5, hy - 8), (cx + rx + 5, hy - 8), (cx + rx + 8, hy + 34), (cx - rx - 8, hy + 34)]
        if hair == "ponytail":
            p.stroke(shade(hair_c, -0.2), [(cx + rx - 2, hy - 16), (cx + rx + 10, hy + 4), (cx + rx + 6, hy + 30)],
                     9, 4, smooth=True)
        elif hair == "pigtails":
            for side in (-1, 1):
                p.stroke(hair_c, [(cx + side * (rx - 2), hy - 6), (cx + side * (rx + 10), hy + 10),
                                  (cx + side * (rx + 8), hy + 24)], 8, 5, smooth=True)
                p.circle(cloth, (cx + side * (rx + 5), hy + 2), 3)
        else:
            p.poly(shade(hair_c, -0.15), back, smooth=True)
    # the body
    neck_top = hy + ry - 8
    body_top = hy + ry + 6
    torso = [(cx - shoulders, 130), (cx - shoulders + 4, body_top + 12), (cx - shoulders * 0.55, body_top),
             (cx + shoulders * 0.55, body_top), (cx + shoulders - 4, body_top + 12), (cx + shoulders, 130)]
    p.rect(dark_skin, cx - 8, neck_top, 16, body_top - neck_top + 6, radius=3)
    p.poly(cloth, torso, smooth=False)
    _clothes(p, clothes, cloth, skin, cx, body_top, shoulders, extras)
    # the head
    for side in (-1, 1):  # ears
        p.ellipse(dark_skin, cx + side * rx, hy + 2, 4, 6)
    p.ellipse(skin, cx, hy, rx, ry)
    p.ellipse(shade(skin, -0.1), cx, hy + ry * 0.55, rx * 0.8, ry * 0.35)  # the jaw's shade
    p.ellipse(skin, cx, hy + ry * 0.4, rx * 0.85, ry * 0.45)
    _face(p, cx, hy, rx, ry, skin, hair_c, age, child, beard, extras)
    _hair(p, hair, hair_c, cx, hy, rx, ry, age)
    _hat(p, hat, cloth, cx, hy, rx, ry, hair_c)
    return disc(surf)


def _clothes(p: Pen, style: str, c, skin, cx, top, w, extras) -> None:
    dark, light = shade(c, -0.35), shade(c, 0.3)
    if style == "vest":  # a sleeveless undershirt under an open boxer's robe
        p.poly((236, 232, 222), [(cx - 14, top - 2), (cx + 14, top - 2), (cx + 18, 130), (cx - 18, 130)])
        p.poly(skin, [(cx - 10, top - 2), (cx + 10, top - 2), (cx, top + 8)])
        for side in (-1, 1):
            p.poly(dark, [(cx + side * 18, top + 4), (cx + side * 24, 130), (cx + side * 30, 130),
                          (cx + side * 26, top + 2)])
    elif style == "shawl":
        p.poly(dark, [(cx - w, 130), (cx - w + 6, top + 8), (cx, top + 30), (cx + w - 6, top + 8), (cx + w, 130)])
        for x in range(-w + 8, w - 4, 8):
            p.stroke(light, [(cx + x, 124), (cx + x + 2, 130)], 1.5)
        p.circle((250, 210, 90), (cx, top + 24), 4)
        p.circle((130, 40, 120), (cx, top + 24), 2)
    elif style == "track":
        p.poly((236, 236, 240), [(cx - 6, top), (cx + 6, top), (cx + 2, 130), (cx - 2, 130)])
        for side in (-1, 1):
            p.stroke((240, 240, 244), [(cx + side * (w - 8), top + 12), (cx + side * (w - 2), 130)], 3)
        p.rect(dark, cx - 12, top - 4, 24, 6, radius=2)
    elif style == "coat":  # a doctor's white coat over a blue blouse
        p.poly((240, 242, 246), [(cx - w, 130), (cx - w + 4, top + 12), (cx - w * 0.55, top), (cx - 6, top),
                                 (cx - 4, 130)])
        p.poly((240, 242, 246), [(cx + w, 130), (cx + w - 4, top + 12), (cx + w * 0.55, top), (cx + 6, top),
                                 (cx + 4, 130)])
        p.poly((200, 204, 212), [(cx - 6, top), (cx - 16, top + 14), (cx - 4, 130)])
        p.poly((200, 204, 212), [(cx + 6, top), (cx + 16, top + 14), (cx + 4, 130)])
    elif style == "work":
        p.poly(dark, [(cx - 12, top - 2), (cx + 12, top - 2), (cx + 8, top + 10), (cx - 8, top + 10)])
        for side in (-1, 1):
            p.stroke(shade(c, -0.5), [(cx + side * 16, top + 6), (cx + side * 14, 130)], 4)
        p.circle((200, 180, 120), (cx - 16, top + 16), 2)
        p.circle((200, 180, 120), (cx + 16, top + 16), 2)
    elif style == "shirt":
        p.poly(light, [(cx - 12, top - 2), (cx, top + 12), (cx + 12, top - 2), (cx + 8, top - 4), (cx - 8, top - 4)])
        p.poly(skin, [(cx - 6, top - 2), (cx + 6, top - 2), (cx, top + 9)])
        for side in (-1, 1):
            p.rect(dark, cx + side * 22 - 6, top + 16, 12, 10, radius=2)
    elif style == "raincoat":
        p.poly(light, [(cx - 16, top - 4), (cx, top + 8), (cx + 16, top - 4), (cx + 14, top + 6), (cx - 14, top + 6)])
        for y in (top + 16, top + 28):
            p.circle(shade(c, -0.5), (cx, y), 2.5)
    elif style == "tweed":
        for x in range(-w, w, 5):
            p.stroke(shade(c, -0.15), [(cx + x, top + 4), (cx + x + 6, 130)], 1.2)
        p.poly((236, 230, 214), [(cx - 10, top - 2), (cx + 10, top - 2), (cx + 6, 130), (cx - 6, 130)])
        for side in (-1, 1):
            p.poly(dark, [(cx + side * 10, top - 2), (cx + side * 22, top + 30), (cx + side * 8, 130)])
    elif style == "leotard":
        p.poly(skin, [(cx - w + 10, top + 2), (cx + w - 10, top + 2), (cx + 18, top + 16), (cx - 18, top + 16)])
        p.poly(c, [(cx - 22, top + 14), (cx + 22, top + 14), (cx + 26, 130), (cx - 26, 130)])
        for i in range(14):
            x, y = cx - 20 + (i * 37) % 40, top + 18 + (i * 13) % 22
            p.circle((255, 236, 160), (x, y), 1.3)
    elif style == "cassock":
        p.rect((246, 246, 240), cx - 8, top - 4, 16, 5, radius=1)
        for side in (-1, 1):
            p.poly(CARD["purple"], [(cx + side * 8, top + 2), (cx + side * 16, top + 2), (cx + side * 14, 130),
                                    (cx + side * 7, 130)])
        p.poly((220, 200, 110), [(cx + 11, top + 34), (cx + 13, top + 34), (cx + 13, top + 40), (cx + 11, top + 40)])
    elif style == "firecoat":
        for y in (top + 20, top + 30):
            p.rect((236, 220, 90), cx - w + 4, y, 2 * w - 8, 4)
            p.rect((230, 230, 230), cx - w + 4, y + 1, 2 * w - 8, 1.5)
        p.rect((30, 28, 26), cx - 2, top, 4, 40)
        p.poly(shade(c, 0.2), [(cx - 14, top - 4), (cx + 14, top - 4), (cx + 10, top + 6), (cx - 10, top + 6)])
    elif style == "cardigan":
        p.poly((170, 60, 60), [(cx - 10, top - 2), (cx + 10, top - 2), (cx + 4, 130), (cx - 4, 130)])
        for side in (-1, 1):
            p.stroke(shade(c, -0.2), [(cx + side * 6, top), (cx + side * 4, 130)], 2)
        for y in range(int(top + 8), 130, 8):
            p.circle((120, 100, 80), (cx - 7, y), 1.4)
        p.stroke((80, 120, 160), [(cx - 16, top - 2), (cx - 4, top + 6), (cx + 14, top - 2)], 5, smooth=True)
    elif style == "waistcoat":  # a high collar, a cravat and a waistcoat of the card's colour
        p.poly((34, 30, 34), [(cx - w, 130), (cx - w + 4, top + 12), (cx - 10, top), (cx + 10, top),
                              (cx + w - 4, top + 12), (cx + w, 130)])
        p.poly(c, [(cx - 16, top + 8), (cx + 16, top + 8), (cx + 14, 130), (cx - 14, 130)])
        p.poly((244, 240, 230), [(cx - 9, top - 6), (cx + 9, top - 6), (cx + 5, top + 10), (cx - 5, top + 10)])
        for y in (top + 16, top + 26, top + 36):
            p.circle((236, 196, 90), (cx, y), 1.8)
    elif style == "frock":  # a parson's dark coat and bands
        p.poly(dark, [(cx - 10, top), (cx + 10, top), (cx + 4, 130), (cx - 4, 130)])
        p.poly((246, 246, 240), [(cx - 5, top - 2), (cx + 5, top - 2), (cx + 4, top + 14), (cx - 4, top + 14)])
        p.stroke((30, 30, 40), [(cx, top), (cx, top + 14)], 1)
    elif style == "cravat":  # a magistrate's coat and a white neckcloth
        p.poly(shade((120, 110, 90), -0.3), [(cx - w, 130), (cx - w + 4, top + 12), (cx - 12, top),
                                             (cx + 12, top), (cx + w - 4, top + 12), (cx + w, 130)])
        p.poly((248, 248, 244), [(cx - 12, top - 6), (cx + 12, top - 6), (cx + 8, top + 8), (cx, top + 22),
                                 (cx - 8, top + 8)], smooth=True)
        p.stroke((210, 170, 60), [(cx - w + 10, top + 20), (cx - 16, top + 36)], 2.5)
    elif style == "scarf":  # a travelling player's open shirt and a long scarf
        p.poly((240, 232, 214), [(cx - 14, top - 2), (cx + 14, top - 2), (cx + 18, 130), (cx - 18, 130)])
        p.poly(skin, [(cx - 7, top - 2), (cx + 7, top - 2), (cx, top + 12)])
        p.stroke(c, [(cx - 16, top - 2), (cx, top + 4), (cx + 16, top - 2)], 7, smooth=True)
        p.stroke(c, [(cx + 12, top), (cx + 16, top + 20), (cx + 12, 130)], 7, 9, smooth=True)
        p.poly((44, 30, 24), [(cx - w, 130), (cx - w + 4, top + 12), (cx - 20, top + 2), (cx - 18, 130)])
    if "stethoscope" in extras:
        p.stroke((50, 50, 60), [(cx - 14, top - 2), (cx - 16, top + 16), (cx - 4, top + 26), (cx + 8, top + 22)],
                 2, smooth=True)
        p.circle((200, 200, 210), (cx + 8, top + 22), 3.5)
    if "bowtie" in extras:
        p.poly((226, 196, 64), [(cx - 9, top - 4), (cx, top), (cx - 9, top + 4)])
        p.poly((226, 196, 64), [(cx + 9, top - 4), (cx, top), (cx + 9, top + 4)])
    if "flower" in extras:
        p.circle((236, 120, 200), (cx - 20, top + 8), 4)
        p.circle((255, 230, 120), (cx - 20, top + 8), 1.6)
    if "book" in extras:
        p.rect((90, 40, 30), cx + 18, top + 18, 18, 22, radius=2)
        p.rect((230, 210, 160), cx + 19, top + 20, 3, 18)
    if "ledger" in extras:
        p.rect((40, 60, 40), cx - 38, top + 20, 22, 16, radius=2)
        p.stroke((220, 200, 140), [(cx - 35, top + 28), (cx - 19, top + 28)], 1)
    if "rule" in extras:  # a steward's folding rule
        p.stroke((226, 200, 120), [(cx + 14, top + 36), (cx + 34, top + 14)], 4)
        for i in range(5):
            x, y = cx + 16 + i * 4, top + 32 - i * 4.4
            p.stroke((90, 60, 30), [(x, y), (x + 2, y + 2)], 0.8)


def _face(p: Pen, cx, hy, rx, ry, skin, hair_c, age, child, beard, extras) -> None:
    brow = HAIR["grey"] if age >= 55 and hair_c != HAIR["white"] else hair_c
    if age >= 55:
        brow = mix(hair_c, (200, 200, 200), 0.5)
    ey = hy - 1
    gap = rx * 0.42
    for side in (-1, 1):
        ex = cx + side * gap
        p.ellipse((250, 248, 244), ex, ey, 4.2, 2.8 if not child else 3.4)
        p.circle((60, 44, 36), (ex + side * 0.3, ey + 0.2), 2.0 if not child else 2.4)
        p.circle((10, 8, 8), (ex + side * 0.3, ey + 0.2), 1.0)
        p.circle((255, 255, 255), (ex - 0.8, ey - 0.8), 0.6)
        p.stroke(shade(brow, -0.2), [(ex - side * 4.5, ey - 6), (ex + side * 0.5, ey - 7.5), (ex + side * 5, ey - 6)],
                 1.8 if age < 50 else 2.4, smooth=True)
    nose = shade(skin, -0.22)
    crooked = "crooked" in extras
    p.stroke(nose, [(cx + (1 if crooked else 0), ey + 2), (cx + (3 if crooked else 1), ey + 9),
                    (cx - 2, ey + 11)], 1.5, smooth=True)
    mouth_y = hy + ry * 0.5
    lip = mix(skin, (170, 70, 70), 0.45)
    p.stroke(lip, [(cx - 5.5, mouth_y), (cx, mouth_y + (1.6 if age < 50 else 0.4)), (cx + 5.5, mouth_y)], 1.8,
             smooth=True)
    if child or "freckles" in extras:
        for side in (-1, 1):
            p.circle(mix(skin, (240, 120, 110), 0.35), (cx + side * rx * 0.55, ey + 8), 3.4)
    if "freckles" in extras:
        for dx, dy in ((-9, 6), (-6, 8), (-11, 9), (8, 6), (10, 9), (6, 8)):
            p.circle(shade(skin, -0.3), (cx + dx, ey + dy), 0.6)
    if age >= 45:  # lines of the face, more with the years
        line = shade(skin, -0.28)
        p.stroke(line, [(cx - 7, mouth_y - 6), (cx - 9, mouth_y - 1)], 1.0)
        p.stroke(line, [(cx + 7, mouth_y - 6), (cx + 9, mouth_y - 1)], 1.0)
        if age >= 55:
            for k in range(2):
                p.stroke(line, [(cx - 8, hy - 15 + 3 * k), (cx + 8, hy - 15 + 3 * k)], 0.8, smooth=True)
            for side in (-1, 1):
                p.stroke(line, [(cx + side * (gap + 5), ey + 1), (cx + side * (gap + 8), ey + 3)], 0.8)
    if beard == "stubble":
        p.ellipse(mix(skin, hair_c, 0.22), cx, hy + ry * 0.62, rx * 0.78, ry * 0.32)
        p.stroke(lip, [(cx - 5.5, mouth_y), (cx, mouth_y + 1.2), (cx + 5.5, mouth_y)], 1.8, smooth=True)
    elif beard == "beard":
        p.poly(hair_c, [(cx - rx + 1, hy + 2), (cx - rx + 3, hy + ry * 0.6), (cx - 6, hy + ry + 4), (cx, hy + ry + 6),
                        (cx + 6, hy + ry + 4), (cx + rx - 3, hy + ry * 0.6), (cx + rx - 1, hy + 2),
                        (cx + 8, mouth_y - 3), (cx - 8, mouth_y - 3)], smooth=True)
        p.ellipse(mix(lip, hair_c, 0.3), cx, mouth_y + 1, 4.5, 1.6)
    if beard in ("moustache", "whiskers"):
        p.poly(hair_c, [(cx - 9, mouth_y - 1), (cx - 2, mouth_y - 5), (cx, mouth_y - 4), (cx + 2, mouth_y - 5),
                        (cx + 9, mouth_y - 1), (cx + 3, mouth_y - 2.5), (cx - 3, mouth_y - 2.5)], smooth=True)
    if beard == "whiskers":
        for side in (-1, 1):
            p.poly(hair_c, [(cx + side * (rx + 1), hy - 6), (cx + side * (rx - 1), hy + 12),
                            (cx + side * (rx - 6), hy + 14), (cx + side * (rx - 3), hy - 4)])
    if "glasses" in extras:
        for side in (-1, 1):
            p.ring((60, 48, 40), (cx + side * gap, ey), 5.6, 1.3)
        p.stroke((60, 48, 40), [(cx - gap + 5.6, ey), (cx + gap - 5.6, ey)], 1.2)
    if "monocle" in extras:
        p.ring((220, 190, 100), (cx + gap, ey), 5.8, 1.3)
        p.stroke((220, 190, 100), [(cx + gap + 4, ey + 4), (cx + gap + 10, ey + 26)], 0.6)
    if "earrings" in extras:
        for side in (-1, 1):
            p.circle((250, 214, 90), (cx + side * (rx + 1), hy + 10), 2.2)
    if "star" in extras:
        for side in (-1, 1):
            x, y = cx + side * (rx + 1), hy + 10
            p.poly((250, 230, 140), [(x, y - 3), (x + 1, y - 1), (x + 3, y), (x + 1, y + 1), (x, y + 3),
                                     (x - 1, y + 1), (x - 3, y), (x - 1, y - 1)])


def _hair(p: Pen, style: str, c, cx, hy, rx, ry, age) -> None:
    top = hy - ry
    dark = shade(c, -0.25)
    if style == "bald":  # a fringe of hair around the back and sides
        for side in (-1, 1):
            p.poly(c, [(cx + side * (rx + 1), hy - 10), (cx + side * (rx + 2), hy + 4), (cx + side * (rx - 3), hy + 2),
                       (cx + side * (rx - 4), hy - 8)], smooth=True)
        p.ellipse(mix((255, 255, 255), (236, 196, 168), 0.6), cx - 6, top + 8, 6, 3)  # the shine
        return
    if style == "receding":
        p.poly(c, [(cx - rx - 1, hy - 2), (cx - rx + 1, top + 8), (cx - 9, top + 3), (cx - 4, top + 10),
                   (cx + 4, top + 10), (cx + 9, top + 3), (cx + rx - 1, top + 8), (cx + rx + 1, hy - 2),
                   (cx + rx - 3, hy - 6), (cx - rx + 3, hy - 6)], smooth=True)
        return
    cap = [(cx - rx - 2, hy + 2), (cx - rx - 2, hy - 10), (cx - rx + 2, top + 2), (cx, top - 3), (cx + rx - 2, top + 2),
           (cx + rx + 2, hy - 10), (cx + rx + 2, hy + 2), (cx + rx - 2, hy - 10), (cx + 4, top + 9),
           (cx - rx + 3, hy - 10)]
    if style == "crop":
        p.poly(c, [(cx - rx - 1, hy - 4), (cx - rx + 1, top + 4), (cx, top - 1), (cx + rx - 1, top + 4),
                   (cx + rx + 1, hy - 4), (cx + rx - 3, top + 10), (cx - rx + 3, top + 10)], smooth=True)
    elif style == "short":
        p.poly(c, cap, smooth=True)
    elif style == "curly":
        for i in range(13):
            a = math.radians(180 + i * 15)
            p.circle(c if i % 2 else dark, (cx + math.cos(a) * (rx + 1), hy - 6 + math.sin(a) * (ry - 2)), 6)
        p.poly(c, [(cx - rx, hy - 6), (cx, top + 2), (cx + rx, hy - 6), (cx + rx - 4, top + 10), (cx - rx + 4, top + 10)])
    elif style in ("long", "wavy", "ponytail", "pigtails"):
        p.poly(c, [(cx - rx - 3, hy + 10), (cx - rx - 2, hy - 10), (cx - rx + 2, top + 2), (cx, top - 3),
                   (cx + rx - 2, top + 2), (cx + rx + 2, hy - 10), (cx + rx + 3, hy + 10), (cx + rx - 2, hy - 4),
                   (cx + rx - 6, top + 10), (cx - 2, top + 8), (cx - rx + 6, hy - 8), (cx - rx + 1, hy + 10)],
               smooth=True)
        if style == "wavy":
            for k in range(3):
                p.stroke(dark, [(cx - rx - 2, hy - 4 + 8 * k), (cx - rx + 1, hy + 8 * k)], 1.2)
    elif style == "bob":
        p.poly(c, [(cx - rx - 4, hy + 12), (cx - rx - 3, hy - 12), (cx, top - 4), (cx + rx + 3, hy - 12),
                   (cx + rx + 4, hy + 12), (cx + rx - 2, hy + 12), (cx + rx - 3, hy - 6), (cx + rx - 4, top + 12),
                   (cx - rx + 4, top + 12), (cx - rx + 3, hy - 6), (cx - rx + 2, hy + 12)], smooth=False)
        p.rect(c, cx - rx + 2, top + 2, 2 * rx - 4, 11, radius=4)  # the fringe
    elif style == "bun":
        p.circle(c, (cx, top - 3), 8)
        p.poly(c, cap, smooth=True)
    p.stroke(mix(c, (255, 255, 255), 0.25), [(cx - 8, top + 3), (cx + 2, top + 1)], 1.2)


def _hat(p: Pen, hat: str, c, cx, hy, rx, ry, hair_c) -> None:
    top = hy - ry
    if hat == "turban":
        p.poly(shade(c, 0.1), [(cx - rx - 4, hy - 8), (cx - rx, top - 8), (cx, top - 14), (cx + rx, top - 8),
                                (cx + rx + 4, hy - 8), (cx, hy - 12)], smooth=True)
        p.stroke(shade(c, -0.3), [(cx - rx, hy - 12), (cx, top - 2), (cx + rx, top - 8)], 2, smooth=True)
        p.circle((120, 220, 200), (cx, hy - 14), 3.5)
        p.circle((250, 210, 90), (cx, hy - 14), 3.5, width=1)
    elif hat == "headband":
        p.rect((240, 240, 244), cx - rx - 1, hy - 14, 2 * rx + 2, 5, radius=2)
        p.rect(c, cx - rx - 1, hy - 13, 2 * rx + 2, 2)
    elif hat == "flatcap":
        p.poly((96, 86, 64), [(cx - rx - 3, hy - 8), (cx - rx, top - 2), (cx, top - 5), (cx + rx, top - 2),
                              (cx + rx + 3, hy - 8)], smooth=True)
        p.poly((70, 62, 46), [(cx - rx - 4, hy - 8), (cx + rx + 8, hy - 10), (cx + rx + 2, hy - 5), (cx - rx, hy - 5)])
    elif hat == "brim":  # a field hat with a wide brim
        p.ellipse((190, 170, 120), cx, hy - 12, rx + 14, 5)
        p.poly((200, 182, 130), [(cx - rx + 2, hy - 12), (cx - rx + 4, top - 4), (cx, top - 7), (cx + rx - 4, top - 4),
                                 (cx + rx - 2, hy - 12)], smooth=True)
        p.rect((110, 80, 50), cx - rx + 2, hy - 17, 2 * rx - 4, 4)
    elif hat == "helmet":  # a firefighter's helmet with its shield
        p.ellipse((30, 28, 26), cx, hy - 10, rx + 12, 5)
        p.poly((200, 50, 40), [(cx - rx - 2, hy - 10), (cx - rx, top - 2), (cx, top - 10), (cx + rx, top - 2),
                               (cx + rx + 2, hy - 10)], smooth=True)
        p.stroke((150, 30, 26), [(cx, top - 9), (cx, hy - 11)], 2)
        p.poly((236, 200, 90), [(cx - 6, hy - 22), (cx + 6, hy - 22), (cx + 5, hy - 13), (cx, hy - 11),
                                (cx - 5, hy - 13)])
    elif hat == "beret":
        p.ellipse(shade(c, -0.5), cx - 3, top + 1, rx + 5, 7)
        p.circle(shade(c, -0.5), (cx - 3, top - 6), 1.8)
    elif hat == "feather":  # a player's wide hat with a feather
        p.ellipse((40, 30, 26), cx, hy - 10, rx + 16, 5)
        p.poly((50, 36, 30), [(cx - rx + 2, hy - 10), (cx - rx + 4, top - 6), (cx + rx - 4, top - 8),
                              (cx + rx - 2, hy - 10)], smooth=True)
        p.stroke(c, [(cx + 6, hy - 14), (cx + 22, top - 14), (cx + 34, top - 18)], 5, 1, smooth=True)
        p.rect(c, cx - rx + 2, hy - 15, 2 * rx - 4, 3)


# --------------------------------------------------------------------------- monsters


def monster(kind: str) -> pygame.Surface:
    shape, lit, dark, eyes, base, extras = MONSTERS[kind]
    extras = extras.split()
    surf = surface()
    backdrop(surf, mix(base, (120, 110, 110), 0.35), shade(base, -0.75))
    layer = surface()
    p = pen(layer)
    draw = {"bat": _bat, "hound": _hound, "moth": _moth, "bird": _bird, "eel": _eel, "hand": _hand,
            "ink": _ink, "blob": _blob}.get(shape, _figure)
    eye_at = draw(p, lit, dark, extras)
    # a rim of light from the upper left and a soft shadow, as the card art's figures
    mask = layer.copy()  # white where the figure is
    mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    shadow = blur(tint(mask, BLACK, 170), 8)
    surf.blit(shadow, (K * 3, K * 4))
    surf.blit(tint(mask, mix(lit, (255, 255, 255), 0.55)), (-K, -K))
    surf.blit(layer, (0, 0))
    if eyes is not None:
        glow = surface()
        glow.fill((0, 0, 0, 0))  # added to the picture: black adds nothing
        for x, y, r in eye_at:
            pygame.draw.circle(glow, (*eyes, 200), (x * K * U, y * K * U), r * 3 * K * U)
        surf.blit(blur(glow, 6), (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
        ep = pen(surf)
        for x, y, r in eye_at:
            ep.circle(eyes, (x, y), r)
            ep.circle(mix(eyes, (255, 255, 255), 0.7), (x - r * 0.3, y - r * 0.3), r * 0.4)
    return disc(surf)


def _figure(p: Pen, lit, dark, extras) -> list:
    """A standing figure: hooded, veiled, hatted or crowned as its extras say; returns
    where its eyes are."""
    cx = 64
    tall = "tall" in extras
    small = "small" in extras
    head_y = 30 if tall else 44 if small else 36
    head_r = 9 if not small else 10
    stoop = 6 if "stoop" in extras else 0
    shoulder = 26 if "broad" in extras else 18 if small else 22
    hx = cx + stoop
    body = [(cx - shoulder - 4, 128), (cx - shoulder, head_y + head_r + 14), (hx - 8, head_y + head_r + 2),
            (hx + 8, head_y + head_r + 2), (cx + shoulder, head_y + head_r + 14), (cx + shoulder + 4, 128)]
    if "gown" in extras or "robe" in extras or "dress" in extras:  # a skirt that flares
        body = [(cx - 40, 128), (cx - 16, head_y + head_r + 30), (cx - shoulder, head_y + head_r + 14),
                (hx - 8, head_y + head_r + 2), (hx + 8, head_y + head_r + 2), (cx + shoulder, head_y + head_r + 14),
                (cx + 16, head_y + head_r + 30), (cx + 40, 128)]
    if "heap" in extras:  # a heap of grit rising into a shape
        body = [(cx - 44, 128), (cx - 26, 96), (cx - 14, 60), (cx - 8, 40), (cx, 30), (cx + 8, 40), (cx + 16, 62),
                (cx + 28, 96), (cx + 44, 128)]
    if "sway" in extras:
        body = [(x + (y - 60) * 0.12, y) for x, y in body]
    grad = _gradient(lit, dark)
    _fill(p, grad, body, smooth="heap" in extras)
    if "wisp" in extras:
        for k in range(4):
            p.stroke(lit, [(cx - 30 + k * 18, 128), (cx - 34 + k * 18, 112), (cx - 28 + k * 18, 100)], 7, 2, smooth=True)
    if "heap" not in extras:
        p.circle(lit, (hx, head_y), head_r)
        p.circle(mix(lit, dark, 0.5), (hx + 2, head_y + 2), head_r * 0.8)
    eyes = [(hx - 3.5, head_y), (hx + 3.5, head_y)] if "heap" not in extras else [(cx - 4, 46), (cx + 4, 46)]
    out = [(x, y, 2.0) for x, y in eyes]
    if "hood" in extras:
        p.poly(dark, [(hx - 15, head_y + 14), (hx - 13, head_y - 6), (hx, head_y - 17), (hx + 13, head_y - 6),
                      (hx + 15, head_y + 14), (hx + 8, head_y + 4), (hx - 8, head_y + 4)], smooth=True)
        p.ellipse((6, 4, 6), hx, head_y + 2, 8, 9)
    if "veil" in extras:
        p.poly(shade(lit, 0.25), [(hx, head_y - 14), (hx + 12, head_y - 4), (hx + 22, 122), (hx - 22, 122),
                                  (hx - 12, head_y - 4)], smooth=True)
        p.poly(shade(lit, 0.1), [(hx, head_y - 10), (hx + 8, head_y), (hx + 12, 100), (hx - 12, 100),
                                 (hx - 8, head_y)], smooth=True)
        out = []
    if "hat" in extras:
        p.rect((26, 22, 20), hx - 15, head_y - 9, 30, 4, radius=2)
        p.rect((26, 22, 20), hx - 9, head_y - 22, 18, 14, radius=2)
    if "cap" in extras:
        p.poly((248, 248, 244), [(hx - 11, head_y - 2), (hx - 9, head_y - 12), (hx + 9, head_y - 12),
                                 (hx + 11, head_y - 2)], smooth=True)
    if "apron" in extras:
        p.poly((250, 250, 248), [(cx - 12, head_y + 26), (cx + 12, head_y + 26), (cx + 18, 128), (cx - 18, 128)])
        p.stroke((200, 200, 196), [(cx - 12, head_y + 26), (cx - 18, head_y + 14)], 2)
        p.stroke((200, 200, 196), [(cx + 12, head_y + 26), (cx + 18, head_y + 14)], 2)
    if "antlers" in extras:
        for side in (-1, 1):
            tine = [(hx + side * 5, head_y - 6), (hx + side * 14, head_y - 20), (hx + side * 18, head_y - 34)]
            p.stroke((230, 214, 180), tine, 3, 1.5, smooth=True)
            p.stroke((230, 214, 180), [(hx + side * 12, head_y - 16), (hx + side * 24, head_y - 22)], 2.5, 1)
            p.stroke((230, 214, 180), [(hx + side * 16, head_y - 28), (hx + side * 26, head_y - 36)], 2, 1)
        p.poly(lit, [(hx - 6, head_y), (hx + 6, head_y), (hx + 2, head_y + 13), (hx - 2, head_y + 13)])
    if "coat" in extras:
        p.stroke(dark, [(cx, head_y + 18), (cx, 128)], 2.5)
        for side in (-1, 1):
            p.stroke(dark, [(hx + side * 6, head_y + 12), (cx + side * 12, head_y + 40)], 2)
    if "rifle" in extras:
        p.stroke((60, 40, 24), [(cx - 30, 120), (cx + 30, head_y - 4)], 4)
        p.stroke((120, 124, 130), [(cx + 10, head_y + 22), (cx + 34, head_y - 10)], 2.4)
    if "drip" in extras:
        for k, x in enumerate((-16, -6, 6, 14)):
            p.stroke(lit if "wick" in extras else shade(lit, 0.2), [(cx + x, 90 + 6 * k), (cx + x, 104 + 6 * k)],
                     4, 2)
        if "wick" in extras:
            p.stroke((40, 30, 20), [(hx, head_y - head_r), (hx + 1, head_y - head_r - 7)], 1.6)
            p.circle((255, 200, 90), (hx + 1, head_y - head_r - 10), 3)
            p.circle((255, 250, 200), (hx + 1, head_y - head_r - 10), 1.3)
        out = [(x, y, 1.6) for x, y, _ in out] if "wick" not in extras else []
    if "straw" in extras:
        for k in range(9):
            a = math.radians(200 + k * 17)
            p.stroke((240, 210, 120), [(hx + math.cos(a) * 8, head_y + math.sin(a) * 8),
                                       (hx + math.cos(a) * 16, head_y + math.sin(a) * 16 + 6)], 1.6, 0.6)
        p.rect((150, 120, 60), hx - 15, head_y - 9, 30, 4, radius=2)
        p.poly((150, 120, 60), [(hx - 9, head_y - 8), (hx - 6, head_y - 20), (hx + 6, head_y - 20), (hx + 9, head_y - 8)])
    if "grin" in extras:
        p.stroke((30, 20, 10), [(hx - 6, head_y + 4), (hx, head_y + 7), (hx + 6, head_y + 4)], 1.4, smooth=True)
        out = [(hx - 3.5, head_y - 1, 2.4), (hx + 3.5, head_y - 1, 2.4)]
    if "lantern" in extras:
        p.stroke((40, 30, 20), [(cx - 24, 80), (cx - 26, 92)], 1.5)
        p.rect((60, 44, 20), cx - 31, 92, 11, 14, radius=2)
        p.rect((255, 210, 110), cx - 29, 94, 7, 10, radius=2)
    if "sack" in extras:
        p.ellipse((150, 130, 90), cx + 30, 104, 13, 16)
        p.stroke((90, 70, 40), [(cx + 24, 90), (cx + 34, 88)], 2)
    if "rags" in extras:
        for k in range(6):
            x = cx - 26 + k * 10
            p.poly(shade(lit, 0.15 if k % 2 else -0.15), [(x, 110), (x + 9, 110), (x + 5, 128), (x + 2, 126)])
    if "mortarboard" in extras:
        p.poly((14, 14, 20), [(hx - 16, head_y - 10), (hx, head_y - 16), (hx + 16, head_y - 10), (hx, head_y - 4)])
        p.stroke((230, 190, 80), [(hx + 10, head_y - 10), (hx + 14, head_y + 2)], 1.2)
    if "smock" in extras:
        p.poly((220, 220, 224), [(cx - 8, head_y + 12), (cx + 8, head_y + 12), (cx + 4, head_y + 20), (cx - 4, head_y + 20)])
    if "thorns" in extras:
        for k in range(16):
            y = head_y + 8 + (k * 53) % 80
            x = cx + ((k * 37) % 40 - 20)
            side = 1 if k % 2 else -1
            p.poly((200, 180, 120), [(x, y), (x + side * 7, y - 3), (x, y + 3)])
        p.stroke(shade(dark, -0.4), [(cx - 6, 128), (cx - 2, 90), (cx + 6, 70), (hx, head_y)], 2.4, smooth=True)
    if "tails" in extras:
        p.poly((244, 244, 240), [(cx - 6, head_y + 12), (cx + 6, head_y + 12), (cx + 4, head_y + 40), (cx - 4, head_y + 40)])
        p.poly((244, 244, 240), [(cx - shoulder - 8, 86), (cx - shoulder + 6, 84), (cx - shoulder + 2, 102),
                                 (cx - shoulder - 6, 100)])
        out = []
    if "chains" in extras:
        for k in range(5):
            y = head_y + 22 + k * 10
            p.ring((120, 80, 50), (cx - 10 + (k % 2) * 12, y), 4.5, 2)
        p.stroke((90, 50, 24), [(cx - shoulder, head_y + 20), (cx + shoulder, head_y + 56)], 3)
    if "lens" in extras:
        p.circle((200, 220, 230), (hx, head_y), head_r + 3)
        p.circle((40, 60, 80), (hx, head_y), head_r)
        p.circle((120, 170, 210), (hx - 3, head_y - 3), head_r * 0.4)
        out = []
    if "mirror" in extras:
        p.stroke(shade(lit, 0.4), [(cx - 20, 70), (cx + 18, 118)], 2)
        p.stroke(shade(lit, 0.4), [(hx - 6, head_y - 4), (hx + 6, head_y + 6)], 1.4)
    if "glass" in extras:
        p.ellipse(shade(lit, 0.6), hx - 3, head_y - 3, 3, 2)
        p.stroke(shade(lit, 0.6), [(cx - 14, 80), (cx - 20, 120)], 2)
    if "noose" in extras:
        p.stroke((180, 150, 90), [(hx, 0), (hx, head_y - head_r)], 2.5)
        p.ring((180, 150, 90), (hx, head_y + head_r + 2), 6, 2.5)
    if "ledger" in extras:
        p.rect((90, 30, 30), cx + 16, 80, 18, 24, radius=2)
        p.rect((236, 224, 190), cx + 18, 82, 3, 20)
    if "ink" in extras:
        for k in range(3):
            p.stroke((10, 10, 30), [(hx - 3.5 + 7 * (k % 2), head_y + 2), (hx - 3.5 + 7 * (k % 2), head_y + 10)], 1.4)
    if "cudgel" in extras:
        p.stroke((70, 46, 26), [(cx + 26, 112), (cx + 40, 70)], 3.5, 6)
    if "mould" in extras:
        for k in range(8):
            p.circle((140, 170, 90), (cx - 20 + (k * 29) % 40, 80 + (k * 17) % 40), 2.2)
    if "flowers" in extras:
        for k in range(5):
            a = math.radians(200 + k * 35)
            p.circle(((240, 120, 160), (250, 220, 90), (160, 140, 240))[k % 3],
                     (hx + math.cos(a) * head_r, head_y + math.sin(a) * head_r), 3)
    if "horns" in extras:
        for side in (-1, 1):
            p.stroke((230, 220, 200), [(hx + side * 6, head_y - 6), (hx + side * 14, head_y - 14),
                                       (hx + side * 12, head_y - 24)], 4, 1, smooth=True)
    if "glow" in extras:
        p.circle(shade(lit, 0.5), (hx, head_y), head_r * 0.6)
    return out


def _gradient(lit, dark):
    return [(0, lit), (1, dark)]


def _fill(p: Pen, grad, pts, smooth=False) -> None:
    """A polygon filled with a vertical gradient, on the pen's surface."""
    mask = new_layer(p.surf.get_size())
    Pen(mask, p.s).poly((255, 255, 255), pts, smooth=smooth)
    ys = [pt[1] for pt in pts]
    layer = new_layer(p.surf.get_size())
    top, bottom = int(min(ys) * p.s), int(max(ys) * p.s)
    layer.blit(vgrad((layer.get_width(), max(2, bottom - top)), grad), (0, top))
    p.surf.blit(clip(layer, mask), (0, 0))


def _bat(p: Pen, lit, dark, extras) -> list:
    cx, cy = 64, 62
    for side in (-1, 1):
        wing = [(cx + side * 8, cy - 6), (cx + side * 30, cy - 26), (cx + side * 54, cy - 14),
                (cx + side * 46, cy + 2, 1), (cx + side * 38, cy - 2), (cx + side * 32, cy + 12, 1),
                (cx + side * 24, cy + 4), (cx + side * 16, cy + 16, 1), (cx + side * 8, cy + 8)]
        p.poly(mix(lit, dark, 0.4), wing)
        for tip in ((46, 2), (32, 12), (16, 16)):
            p.stroke(dark, [(cx + side * 10, cy - 2), (cx + side * tip[0], cy + tip[1])], 1.5)
    p.ellipse(lit, cx, cy + 4, 11, 16)
    p.circle(lit, (cx, cy - 12), 9)
    for side in (-1, 1):
        p.poly(lit, [(cx + side * 3, cy - 18), (cx + side * 9, cy - 30), (cx + side * 9, cy - 16)])
    p.poly((250, 250, 240), [(cx - 3, cy - 6), (cx - 1.5, cy - 2), (cx, cy - 6)])
    p.poly((250, 250, 240), [(cx + 3, cy - 6), (cx + 1.5, cy - 2), (cx, cy - 6)])
    return [(cx - 4, cy - 13, 2.0), (cx + 4, cy - 13, 2.0)]


def _hound(p: Pen, lit, dark, extras) -> list:
    body = [(24, 96), (30, 74), (52, 68), (80, 66), (92, 52), (96, 40), (104, 38), (112, 46), (118, 50), (114, 56),
            (104, 58), (100, 72), (98, 100), (104, 120, 1), (96, 120), (90, 100), (80, 88), (54, 90), (46, 104),
            (44, 120, 1), (36, 120), (36, 100), (28, 104), (14, 88), (20, 84)]
    _fill(p, _gradient(lit, dark), body)
    p.poly(dark, [(96, 40), (98, 28), (104, 38)])
    p.poly((250, 250, 246), [(112, 50), (118, 50), (116, 55), (110, 55)])
    p.stroke(dark, [(40, 100), (38, 120)], 5)
    p.stroke(dark, [(84, 92), (88, 120)], 5)
    return [(104, 45, 1.8)]


def _moth(p: Pen, lit, dark, extras) -> list:
    cx, cy = 64, 64
    for side in (-1, 1):
        p.poly(lit, [(cx + side * 4, cy - 6), (cx + side * 28, cy - 36), (cx + side * 52, cy - 28), (cx + side * 46, cy),
                     (cx + side * 6, cy + 2)], smooth=True)
        p.poly(mix(lit, dark, 0.4), [(cx + side * 4, cy + 2), (cx + side * 40, cy + 8), (cx + side * 34, cy + 34),
                                     (cx + side * 12, cy + 30)], smooth=True)
        p.circle(dark, (cx + side * 30, cy - 16), 7)
        p.circle(mix(lit, (255, 255, 255), 0.5), (cx + side * 30, cy - 16), 3)
        p.stroke(dark, [(cx + side * 2, cy - 18), (cx + side * 12, cy - 36), (cx + side * 20, cy - 40)], 1.5,
                 smooth=True)
    p.ellipse(shade(dark, 0.2), cx, cy + 4, 6, 22)
    p.circle(shade(dark, 0.2), (cx, cy - 18), 6)
    return [(cx - 3, cy - 19, 1.8), (cx + 3, cy - 19, 1.8)]


def _bird(p: Pen, lit, dark, extras) -> list:
    body = [(30, 104), (44, 80), (60, 62), (74, 44), (86, 36), (98, 40), (112, 44, 1), (98, 50), (94, 60),
            (92, 82), (80, 96), (62, 104), (40, 116, 1)]
    p.poly(dark, body, smooth=True)
    p.poly(lit, [(66, 74), (84, 62), (90, 78), (78, 90), (64, 88)], smooth=True)  # the white belly
    p.poly(mix(dark, (60, 90, 160), 0.5), [(44, 86), (70, 70), (62, 96), (36, 108)], smooth=True)  # the wing's sheen
    p.poly((40, 40, 46), [(98, 40), (118, 44), (98, 48)])
    p.stroke((20, 20, 24), [(70, 100), (68, 118)], 2)
    p.stroke((20, 20, 24), [(78, 98), (80, 118)], 2)
    return [(92, 42, 2.2)]


def _eel(p: Pen, lit, dark, extras) -> list:
    pts = [(16, 110), (30, 96), (48, 104), (66, 108), (82, 94), (86, 72), (78, 54), (80, 38), (94, 28)]
    p.stroke(dark, pts, 16, 10, smooth=True)
    p.stroke(lit, [(x - 1, y - 2) for x, y in pts], 10, 5, smooth=True)
    p.ellipse(lit, 98, 28, 12, 8)
    p.stroke((20, 10, 10), [(100, 32), (110, 30)], 1.6)
    return [(98, 25, 2.0)]


def _hand(p: Pen, lit, dark, extras) -> list:
    palm = [(40, 128), (42, 88), (36, 72), (34, 52), (40, 50), (46, 70), (48, 40), (54, 38), (58, 66), (60, 30),
            (67, 29), (68, 64), (72, 34), (78, 35), (78, 68), (84, 50), (90, 53), (84, 88), (82, 128)]
    _fill(p, _gradient(lit, dark), palm, smooth=True)
    for x in (48, 58, 70, 80):
        p.stroke(shade(dark, -0.2), [(x - 2, 96), (x, 104)], 1.2)
    for x, y in ((37, 52), (51, 40), (63, 31), (75, 36)):
        p.ellipse(mix(lit, (255, 255, 255), 0.3), x, y + 2, 3, 2)
    p.rect((30, 60, 60), 20, 112, 88, 18)  # the well's water
    return []


def _ink(p: Pen, lit, dark, extras) -> list:
    blot = [(64 + math.cos(math.radians(a)) * r, 66 + math.sin(math.radians(a)) * r)
            for a, r in zip(range(0, 360, 20), (26, 34, 22, 30, 20, 36, 24, 28, 22, 34, 26, 30, 20, 32, 24, 28, 22, 30))]
    p.poly(lit, blot, smooth=True)
    for k in range(6):  # scratched-out lines and its scuttling legs
        a = math.radians(30 + k * 60)
        p.stroke(dark, [(64 + math.cos(a) * 20, 66 + math.sin(a) * 20), (64 + math.cos(a) * 44, 70 + math.sin(a) * 40)],
                 2.4, 1, smooth=True)
    for k in range(3):
        p.stroke((200, 60, 50), [(44, 56 + k * 8), (84, 50 + k * 8)], 1.6)
    return [(58, 62, 2.4), (70, 62, 2.4)]


def _blob(p: Pen, lit, dark, extras) -> list:
    blob = [(20, 128), (24, 90), (34, 60), (50, 34), (70, 26), (90, 36), (102, 60), (108, 92), (112, 128)]
    _fill(p, _gradient(lit, dark), blob, smooth=True)
    for k in range(7):
        p.circle((220, 220, 240), (30 + (k * 41) % 70, 50 + (k * 23) % 60), 0.9)
    return [(56, 58, 3.0), (76, 58, 3.0), (66, 74, 2.0)]


# --------------------------------------------------------------------------- the files


def game_of(ident: str) -> str:
    """Which game's folder an explorer's or a monster's figure goes in."""
    from tabletop.games.betrayal.rules import EXPLORERS as BH, HAUNTS

    if ident in {e.id for e in BH}:
        return "betrayal"
    if ident in {m.id for h in HAUNTS.values() for m in h.monsters}:
        return "betrayal"
    return "betrayal_legacy"


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="one explorer or monster kind, to iterate")
    args = ap.parse_args(argv)
    written = 0
    for ident in EXPLORERS:
        if args.only in (None, ident):
            save_png(portrait(ident), OUT / game_of(ident) / "figures" / f"{ident}.png")
            written += 1
    for kind in MONSTERS:
        if args.only in (None, kind or "monster"):
            folder = "betrayal" if not kind else game_of(kind)
            save_png(monster(kind), OUT / folder / "figures" / f"monster{'_' + kind if kind else ''}.png")
            written += 1
    print(f"wrote {written} figures under {OUT}/betrayal*/figures")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
