"""`tabletop shots`: every screen drawn into PNG files named by scene, game, size and
language, none of them blank; bad arguments refused in one line with status 2."""

from __future__ import annotations

import pygame
import pytest

from tabletop import games
from tabletop.cli import main
from tabletop.controller import tutorial


def test_shots_draws_every_screen_into_named_pictures(tmp_path, capsys):
    out = tmp_path / "pictures"
    assert main(["shots", "--size", "1024x600", "--lang", "es", "--out", str(out)]) == 0
    assert "1024x600 es:" in capsys.readouterr().out
    names = {path.name for path in out.iterdir()}
    for scene in ("menu", "load", "settings", "curtain", "save-problem"):
        assert f"{scene}_1024x600_es.png" in names, scene
    for game in games.names():
        for scene in ("new-game", "rules", "table", "pause", "help", "results", "replay"):
            assert f"{scene}_{game}_1024x600_es.png" in names, (scene, game)
    assert {f"damage-split_{game}_1024x600_es.png" for game in ("betrayal", "betrayal_legacy")} <= names
    assert {f"rooms_{game}_1024x600_es.png" for game in ("betrayal", "betrayal_legacy")} <= names  # every room tile
    assert {f"tutorial_{game}_1024x600_es.png" for game in games.names() if tutorial.tutorials(game)} <= names
    assert "tutorial_darkmoor_1024x600_es.png" in names  # a guided game's first move asked
    assert sum(name.startswith("card-zoom_") for name in names) >= 4
    assert all(name.endswith("_1024x600_es.png") for name in names)
    for name in sorted(names):
        image = pygame.image.load(str(out / name))
        assert image.get_size() == (1024, 600), name
        # not blank: many colours across the picture
        colours = {tuple(image.get_at((x, y))) for x in range(0, 1024, 32) for y in range(0, 600, 24)}
        assert len(colours) > 20, name


@pytest.mark.parametrize("args, words", [
    (["--size", "1600"], "is not a size written WxH"),
    (["--size", "100x100"], "is outside"),
    (["--lang", "fr"], "invalid choice: 'fr'"),
    (["--text-size", "120"], "is not a Text size (one of 90, 100, 115, 130, 150)"),
])
def test_bad_arguments_are_refused_in_one_line(args, words, tmp_path, capsys):
    with pytest.raises(SystemExit) as done:
        main(["shots", *args, "--out", str(tmp_path)])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabletop: ") and words in err, err


def test_a_folder_that_cannot_be_written_is_refused_before_drawing(tmp_path, capsys):
    taken = tmp_path / "a file"
    taken.write_text("")
    assert main(["shots", "--out", str(taken / "pictures")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabletop: --out: cannot write in "), err
