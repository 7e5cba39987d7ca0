"""Betrayal Legacy's tiles load, follow what the digest fixes, are in Spanish too, and a
broken tiles file is refused naming the file and the field (BL-REGION.1, BL-SETUP.2,
BL-TILE.4, BL-TILE.6, BL-TILE.9, BL-PASS.2, BL-D.9, BL-D.37)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tabletop.engine.content import load
from tabletop.engine.errors import ContentError
from tabletop.games.betrayal_legacy.content import DATA, REGIONS, STARTS, TileFile, _check_tiles

I18N = DATA.parent / "i18n"


def tiles(path: Path = DATA / "tiles.toml"):
    found = load(path, TileFile).tile
    _check_tiles(found)
    return found


def test_the_tiles_of_the_four_regions():
    """BL-REGION.1, BL-SETUP.2, BL-D.9, BL-PASS.2, BL-TILE.4: a start tile per region (the
    Ground Floor's with two spaces, joined by a door), 8 more in the box with the Crawl
    Space and its secret passage, 20 planks, and omen tiles in every region."""
    t = {x.id: x for x in tiles()}
    assert {i: t[i].floors[0] for i in STARTS} == STARTS
    assert "e" in t["entrance_hall"].doors and "w" in t["ground_floor_staircase"].doors
    assert t["front_steps"].bumps and t["entrance_hall"].bumps and t["crawl_space"].passage
    assert sum(1 for x in t.values() if x.origin == "box" and x.id not in STARTS) == 8
    assert len({x.origin for x in t.values() if x.origin.startswith("plank:")}) == 20
    assert all(any(r in x.floors and "omen" in x.symbols for x in t.values()) for r in REGIONS)
    assert any(len(x.symbols) > 1 for x in t.values())  # several symbols, left to right (BL-TILE.9)


def test_every_tile_text_is_in_spanish():
    es = tomllib.loads((I18N / "es.toml").read_text(encoding="utf-8"))["tile"]
    for x in tiles():
        for part in ("name", "text", "flavor"):
            if getattr(x, part):
                assert es.get(x.id, {}).get(part), f"{x.id}.{part}"


@pytest.mark.parametrize("old, new, field", [
    ('id = "crawl_space"', 'id = "crawl_spaces"', "crawl_space"),
    ('floors = ["exterior"]', 'floors = ["garden"]', "floors"),
    ("[[tile]]", "[[tile]]\nweight = 2", "weight"),
])
def test_a_broken_tiles_file_is_refused_naming_the_file_and_the_field(tmp_path, old, new, field):
    text = (DATA / "tiles.toml").read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "tiles.toml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        tiles(broken)
    assert "tiles.toml" in str(caught.value) and field in str(caught.value)
