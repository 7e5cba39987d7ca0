#!/usr/bin/env python3
"""Draw Betrayal at House on the Hill's sprites with pygame-ce and save them under
sprites/betrayal/.

Everything is drawn by code; the output is deterministic (noise from a seeded
random.Random). Drawn at 3 times their size, then smoothscaled down.

    python -m build_scripts.sprites betrayal
    python build_scripts/draw_betrayal.py

It writes, under sprites/betrayal/:
    dice/die_{0,1,2}.png                 48x48 the house's dice (blank, one pip, two pips)
    icons/{standee,monster,door}.png     48x48 the legend's pictures (the standee and the monster
                                         with the figures of draw_house_figures.py)
    art/cover.png                        320x200 the game's picture (menu, New game)
    art/legacy_cover.png                 320x200 Betrayal Legacy's picture: Carrow House on
                                         Thornback Hill at dusk, the kiln and the well
and, by draw_house_rooms.py, every room tile of both Betrayals (both games declare
this module) and the icons printed on the tiles.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

# The kit's PNG writer (draw_sprites.py), as draw_comanauts.py takes it; importing
# the kit sets SDL_VIDEODRIVER=dummy before pygame.
if __package__:
    from . import draw_house_rooms
    from .draw_house_figures import monster as creature, portrait
    from .draw_sprites import save_png
else:
    import draw_house_rooms  # type: ignore[no-redef]
    from draw_house_figures import monster as creature, portrait  # type: ignore[no-redef]
    from draw_sprites import save_png  # type: ignore[no-redef]

import pygame  # noqa: E402

#: the house games' further drawings, run after these by `python -m build_scripts.sprites`
ALSO = ("build_scripts.draw_house_figures",)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "betrayal"
K = 3


def canvas(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w * K, h * K), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    return surf


def done(surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (w, h))


def die(face: int) -> pygame.Surface:
    s = canvas(48, 48)
    pygame.draw.rect(s, (30, 24, 20), (3 * K, 4 * K, 42 * K, 42 * K), border_radius=9 * K)
    pygame.draw.rect(s, (232, 222, 200), (2 * K, 2 * K, 42 * K, 42 * K), border_radius=9 * K)
    pygame.draw.rect(s, (120, 100, 80), (2 * K, 2 * K, 42 * K, 42 * K), 2 * K, border_radius=9 * K)
    pips = {0: [], 1: [(23, 23)], 2: [(14, 14), (32, 32)]}[face]
    for x, y in pips:
        pygame.draw.circle(s, (40, 30, 30), (x * K, y * K), 5 * K)
    return done(s, 48, 48)


def standee() -> pygame.Surface:
    """The legend's standee, as the table paints one that may be dragged: a portrait
    (draw_house_figures.py) on its colour's base, in a lit ring."""
    s = canvas(48, 48)
    pygame.draw.circle(s, (0, 0, 0, 120), (25 * K, 26 * K), 21 * K)
    pygame.draw.circle(s, (255, 214, 102), (24 * K, 24 * K), 22 * K)
    pygame.draw.circle(s, (60, 110, 200), (24 * K, 24 * K), 20 * K)
    pygame.draw.circle(s, (24, 20, 18), (24 * K, 24 * K), 16 * K)
    face = pygame.transform.smoothscale(portrait("eli_navarro"), (32 * K, 32 * K))
    s.blit(face, (8 * K, 8 * K))
    return done(s, 48, 48)


def monster() -> pygame.Surface:
    """The legend's monster, as the table paints one: its figure on a dark
    eight-sided token in a hostile ring."""
    def octagon(c, r):
        return [(c[0] + r * math.cos(math.radians(22.5 + 45 * k)), c[1] + r * math.sin(math.radians(22.5 + 45 * k)))
                for k in range(8)]

    s = canvas(48, 48)
    pygame.draw.polygon(s, (0, 0, 0, 120), octagon((25 * K, 26 * K), 21 * K))
    pygame.draw.polygon(s, (178, 34, 40), octagon((24 * K, 24 * K), 22 * K))
    pygame.draw.polygon(s, (12, 10, 12), octagon((24 * K, 24 * K), 19 * K))
    figure = pygame.transform.smoothscale(creature("bat"), (34 * K, 34 * K))  # inside the token's sides
    s.blit(figure, (7 * K, 7 * K))
    return done(s, 48, 48)


def door() -> pygame.Surface:
    s = canvas(48, 48)
    pygame.draw.rect(s, (92, 76, 58), (4 * K, 4 * K, 40 * K, 40 * K), border_radius=5 * K)
    pygame.draw.rect(s, (150, 112, 64), (16 * K, 2 * K, 16 * K, 6 * K), border_radius=2 * K)
    pygame.draw.rect(s, (255, 214, 102), (16 * K, 40 * K, 16 * K, 6 * K), border_radius=2 * K)
    return done(s, 48, 48)


def cover() -> pygame.Surface:
    w, h = 320, 200
    s = canvas(w, h)
    rng = random.Random(7)
    for y in range(h * K):  # the night sky
        c = int(18 + 30 * y / (h * K))
        pygame.draw.line(s, (c // 2, c // 2, c), (0, y), (w * K, y))
    for _ in range(60):
        x, y = rng.randrange(w * K), rng.randrange(h * K // 2)
        pygame.draw.circle(s, (200, 200, 220), (x, y), rng.choice((1, 2, 3)))
    pygame.draw.circle(s, (236, 230, 200), (250 * K, 42 * K), 20 * K)
    pygame.draw.circle(s, (30, 30, 52), (243 * K, 38 * K), 18 * K)
    pygame.draw.polygon(s, (20, 26, 20), [(0, 200 * K), (0, 160 * K), (90 * K, 140 * K), (230 * K, 138 * K),
                                          (320 * K, 156 * K), (320 * K, 200 * K)])
    house = (24, 20, 26)
    pygame.draw.rect(s, house, (100 * K, 80 * K, 120 * K, 64 * K))
    pygame.draw.polygon(s, house, [(92 * K, 82 * K), (160 * K, 40 * K), (228 * K, 82 * K)])
    pygame.draw.rect(s, house, (188 * K, 44 * K, 18 * K, 30 * K))
    pygame.draw.polygon(s, house, [(184 * K, 46 * K), (197 * K, 28 * K), (210 * K, 46 * K)])
    for x, y in ((114, 94), (140, 94), (172, 94), (198, 94), (114, 116), (198, 116), (154, 64)):
        lit = rng.random() < 0.6
        pygame.draw.rect(s, (255, 200, 90) if lit else (50, 46, 60), (x * K, y * K, 12 * K, 14 * K))
    pygame.draw.rect(s, (120, 30, 36), (150 * K, 116 * K, 20 * K, 28 * K))
    return done(s, w, h)


def legacy_cover() -> pygame.Surface:
    """Carrow House on its hill at dusk, the glass kiln's chimney glowing, the old
    well in the yard and the town's lights below."""
    w, h = 320, 200
    s = canvas(w, h)
    rng = random.Random(1667)
    for y in range(h * K):  # dusk: amber low, violet high
        f = y / (h * K)
        pygame.draw.line(s, (int(40 + 150 * f), int(26 + 70 * f), int(60 + 10 * f)), (0, y), (w * K, y))
    pygame.draw.polygon(s, (28, 22, 30), [(0, 200 * K), (0, 150 * K), (70 * K, 120 * K), (150 * K, 92 * K),
                                          (250 * K, 118 * K), (320 * K, 140 * K), (320 * K, 200 * K)])
    for _ in range(26):  # Hallowmere's lights below the hill
        x, y = rng.randrange(0, w * K), rng.randrange(178 * K, 198 * K)
        pygame.draw.circle(s, (255, 196, 110), (x, y), rng.choice((2, 3)))
    house = (18, 14, 20)
    pygame.draw.rect(s, house, (112 * K, 62 * K, 92 * K, 42 * K))
    pygame.draw.polygon(s, house, [(106 * K, 64 * K), (158 * K, 34 * K), (210 * K, 64 * K)])
    pygame.draw.rect(s, house, (214 * K, 70 * K, 16 * K, 34 * K))  # the kiln's chimney
    pygame.draw.circle(s, (255, 150, 60), (222 * K, 66 * K), 5 * K)
    for x, y in ((122, 72), (146, 72), (170, 72), (190, 72), (150, 48)):
        lit = rng.random() < 0.5
        pygame.draw.rect(s, (120, 220, 160) if lit else (46, 40, 56), (x * K, y * K, 10 * K, 12 * K))
    pygame.draw.ellipse(s, (70, 64, 70), (70 * K, 112 * K, 26 * K, 10 * K))  # the well
    pygame.draw.ellipse(s, (10, 8, 12), (74 * K, 114 * K, 18 * K, 6 * K))
    pygame.draw.line(s, (70, 64, 70), (72 * K, 116 * K), (72 * K, 98 * K), 2 * K)
    pygame.draw.line(s, (70, 64, 70), (94 * K, 116 * K), (94 * K, 98 * K), 2 * K)
    pygame.draw.line(s, (70, 64, 70), (70 * K, 98 * K), (96 * K, 98 * K), 3 * K)
    return done(s, w, h)


def save(surf: pygame.Surface, rel: str, written: list) -> None:
    written.append(OUT / rel)
    save_png(surf, OUT / rel)


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.parse_args(argv)
    written: list[Path] = []
    for face in (0, 1, 2):
        save(die(face), f"dice/die_{face}.png", written)
    save(standee(), "icons/standee.png", written)
    save(monster(), "icons/monster.png", written)
    save(door(), "icons/door.png", written)
    save(cover(), "art/cover.png", written)
    save(legacy_cover(), "art/legacy_cover.png", written)
    print(f"wrote {len(written)} files under {OUT}")
    return draw_house_rooms.main([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
