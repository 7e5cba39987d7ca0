"""The rules with pictures (issue 26 §2), through the real loop: each game's rules
open on a picture of its table with every part named whole, in the player's
language and at a small and a large window; a section with its own picture shows
it beside its text (at 2560x1440 and with the largest Text size too, where the
labels are larger); a word typed in the search jumps to a section holding it, and
Enter to the next."""

from __future__ import annotations

import pygame
import pytest

from tabletop import games
from tabletop.client import theme, widgets
from tabletop.client.scenes.rules import RulesScene
from tabletop.client.scenes.rules_pictures import LABEL, PICTURES


def open_rules(app, drive, game: str) -> RulesScene:
    drive.click(next(b.rect.center for b in app.top.buttons if b.label == app.t("menu.rules")))
    scene = app.top
    assert isinstance(scene, RulesScene)
    drive.click(scene.tabs[scene.names.index(game)].rect.center)
    return scene


def labels_drawn(drive) -> list:
    widgets.audit_text(True)
    drive.step()
    return widgets.audit_text(False)


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_each_game_opens_on_its_table_with_every_part_named_whole(make_app, size, language):
    app, drive = make_app(size=size, language=language)
    catalogue = {app.t(f"rules.picture.{key}") for key in
                 ("locations", "hordes", "hero", "map", "comanaut", "ring", "guild", "house", "explorer")}
    for game in games.names():
        scene = open_rules(app, drive, game)
        assert scene.shown_picture()[0] is None  # the top of the rules: the table's layout
        records = labels_drawn(drive)
        labels = [r for r in records if r[0].startswith(LABEL)]
        named = {r[0][len(LABEL) + 2:] for r in labels}
        assert len(named) >= 4, (game, named)
        assert named & catalogue, (game, named)  # words of the player's language, not keys
        assert not any(key.startswith("rules.") for key in named)
        assert all(scene.picture_rect.contains(r[1]) for r in labels), game
        assert widgets.outside(records) == [], game
        assert widgets.overlapping(records) == [], game
        drive.key(pygame.K_ESCAPE)


@pytest.mark.parametrize("size, language, text_size", [((1024, 600), "en", 1.0), ((1600, 900), "es", 1.0),
                                                       ((2560, 1440), "es", 1.0), ((1024, 600), "es", 1.5)])
def test_a_section_with_a_picture_shows_it_beside_its_text(make_app, size, language, text_size):
    app, drive = make_app(size=size, language=language)
    app.set_text_size(text_size)
    for game, pictures in PICTURES.items():
        for heading in pictures:  # and the layout (None), opened at the top
            app.push(RulesScene(app, game=game, heading=heading))
            drive.step()
            assert app.top.shown_picture() == (heading, pictures[heading])
            records = labels_drawn(drive)
            assert [r for r in records if r[0].startswith(LABEL)], (game, heading)
            assert widgets.outside(records) == [] and widgets.overlapping(records) == [], (game, heading)
            drive.key(pygame.K_ESCAPE)


def typed(drive, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step()


@pytest.mark.parametrize("language, game, word", [("en", "darkmoor", "threshold"), ("es", "prophecy", "portal")])
def test_a_searched_word_jumps_to_a_section_holding_it_and_enter_to_the_next(make_app, language, game, word):
    app, drive = make_app(size=(1024, 600), language=language)
    scene = open_rules(app, drive, game)
    drive.click(scene.search.box().center)
    typed(drive, word)
    assert len(scene.matches) >= 2
    seen = []
    for _ in range(len(scene.matches)):
        row = scene.matches[scene.match]
        first, end = scene.text.shown_range()
        assert first <= row < end and word in scene.text.lines[row][0].casefold()
        assert scene.text.lines[row][1] == theme.HIGHLIGHT  # marked among the lines shown
        # its section's heading shown above it, or (a long section) the line near the top
        heading = max(i for i, line in enumerate(scene.text.lines[:row + 1]) if line[1] == theme.ACCENT)
        assert first <= heading or row - first <= 1
        seen.append(row)
        drive.key(pygame.K_RETURN)
    assert seen == sorted(seen) and len(set(seen)) > 1
    assert scene.matches[scene.match] == seen[0]  # after the last, the first again
    assert scene.search.focused  # Enter keeps the search open for the next
