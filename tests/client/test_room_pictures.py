"""Painted rooms (issue 25 §1): every room tile of both Betrayals has its own picture
in sprites/ (and no picture lacks its room), no two alike; the sprite build draws the
same files each time; the house table paints a room's picture as the tile's body, so
two rooms of one floor differ, with the name on it whole, and the room's zoom shows
it; the contact sheet of `tabletop shots` shows every tile with its name whole."""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

import pygame
import pytest

from tabletop import games

ROOT = Path(__file__).resolve().parents[2]
HOUSES = {"betrayal": ("tabletop/games/betrayal/data/rooms.toml", "room"),
          "betrayal_legacy": ("tabletop/games/betrayal_legacy/data/tiles.toml", "tile")}


def _ids(game: str) -> list[str]:
    rel, key = HOUSES[game]
    return [r["id"] for r in tomllib.loads((ROOT / rel).read_text(encoding="utf-8"))[key]]


@pytest.mark.parametrize("game", sorted(HOUSES))
def test_every_room_has_its_own_picture_and_every_picture_its_room(game):
    folder = ROOT / "sprites" / game / "rooms"
    ids = _ids(game)
    assert len(ids) == {"betrayal": 47, "betrayal_legacy": 49}[game]
    assert sorted(p.stem for p in folder.glob("*.png")) == sorted(ids)
    seen: dict[str, str] = {}
    for ident in ids:
        image = pygame.image.load(str(folder / f"{ident}.png"))
        assert image.get_width() == image.get_height() >= 128, ident
        digest = hashlib.sha256(pygame.image.tobytes(image, "RGB")).hexdigest()
        assert digest not in seen, f"{ident} is the same picture as {seen.get(digest)}"
        seen[digest] = ident


def test_each_room_composition_names_its_own_props_and_the_build_is_deterministic():
    from build_scripts import draw_house_rooms as build

    for game, (_, _, _, lines) in zip(("betrayal", "betrayal_legacy"), build.GAMES):
        assert set(lines) == set(_ids(game))
        compositions = [build.compose(line) for line in lines.values()]
        assert len({repr(c) for c in compositions}) == len(compositions)  # no two rooms composed alike
    first = build.room_picture("library", build.TILES["library"])
    again = build.room_picture("library", build.TILES["library"])
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    saved = pygame.image.load(str(ROOT / "sprites" / "betrayal_legacy" / "rooms" / "library.png"))
    assert pygame.image.tobytes(build.opaque(first), "RGB") == pygame.image.tobytes(saved, "RGB")


def test_the_house_table_paints_each_rooms_picture_under_its_whole_name(make_app):
    from tabletop.client import widgets
    from tabletop.client.games.betrayal.table import BetrayalTable
    from tabletop.controller.session import Session
    from tabletop.persistence import SeatInfo

    app, drive = make_app(size=(1600, 900))
    state = games.get("betrayal").new_game(3, 4, {})
    app.open_table(Session(state, [SeatInfo(f"P{i + 1}", "human") for i in range(3)], None))
    drive.step(2)
    table = app.top
    assert isinstance(table, BetrayalTable)
    house = table.house
    doors = ("n", "e", "s", "w")
    # two upper-floor rooms with the same doors, at the same size: only their pictures
    # and names tell them apart; the same room twice is painted once (cached)
    gallery = house.tile_image("gallery", doors, "upper", 160)
    assert house.tile_image("gallery", doors, "upper", 160) is gallery
    observatory = house.tile_image("observatory", doors, "upper", 160)

    def differ(a, b) -> int:  # pixels apart in the tiles' bodies, below the names
        return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(20, 140, 4) for y in range(90, 140, 4))

    assert differ(gallery, observatory) > 60  # widely, not in a few pixels
    assert differ(gallery, house.tile_image("no_such_room", doors, "upper", 160)) > 60  # no picture: a plain floor
    # the whole name on the tile: the Grand Staircase's two words both printed
    lines, size, bottom = house.name_lines("grand_staircase", 160)
    assert " ".join(lines) == table.names.room("grand_staircase") and bottom < 160 // 2
    widgets.audit_text()
    try:
        app.draw()
    finally:
        records = widgets.audit_text(False)
    assert not widgets.outside(records)
    # the room's zoom shows its picture beside its name, not the bare card under words
    zoom = table.zoom_image(("room", "crypt"))
    painted = sum(tuple(zoom.get_at((x, y)))[:3] != (44, 38, 34) for x in range(20, 100, 4) for y in range(20, 100, 4))
    assert painted > 300, painted


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", sorted(HOUSES))
def test_the_contact_sheet_shows_every_tile_with_its_name_whole(make_app, game, language):
    from tabletop.client import widgets
    from tabletop.client.games import showcase_for

    app, drive = make_app(size=(1024, 600), language=language)
    sheet = showcase_for(game).shot_rooms(app)
    app.push(sheet)
    drive.step(1)
    assert len(sheet.cells) == len(_ids(game))
    assert all(app.window.get_rect().contains(cell) for cell in sheet.cells)
    assert not any(a.colliderect(b) for i, a in enumerate(sheet.cells) for b in sheet.cells[i + 1:])
    widgets.audit_text()
    try:
        app.draw()
    finally:
        records = widgets.audit_text(False)
    assert sum(r[0] == "room name" for r in records) == len(_ids(game))
    assert not widgets.outside(records)
    drive.key(pygame.K_ESCAPE)
    assert app.top is not sheet
