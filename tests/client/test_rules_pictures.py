"""The rules with pictures (issue 26 §2), through the real loop: each game's rules
open on a picture of its table with every part named whole, in the player's
language and at a small and a large window; a section with its own picture shows
it beside its text (at 1024x600, 1600x900 and 2560x1440, in English and Spanish,
and with 150 % text), the last sections' too, whose heading cannot scroll to the
top; a word typed in the search jumps to a section holding it, and Enter to the
next; beside the search, the sections holding the word with how often, a click on
one jumping there; and every rules link in a seeded game's log opens the rules at
a heading that exists, with that section's picture."""

from __future__ import annotations

import pygame
import pytest

from tabletop import games
from tabletop.client import theme, widgets
from tabletop.client.games import client_of
from tabletop.client.scenes.rules import RulesScene, headings, section_title
from tabletop.client.scenes.rules_pictures import LABEL, PICTURES

from test_log_links import line_point, open_table


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


@pytest.mark.parametrize("size, language, text_size",
                         [(size, language, text_size) for size in ((1024, 600), (1600, 900), (2560, 1440))
                          for language in ("en", "es") for text_size in (1.0, 1.5)])
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


@pytest.mark.parametrize("size, language", [((2560, 1440), "en"), ((2560, 1440), "es")])
def test_the_last_sections_show_their_picture_though_their_heading_is_not_at_the_top(make_app, size, language):
    app, drive = make_app(size=size, language=language)
    low = 0  # sections whose heading the text's end keeps below the top
    for game, pictures in PICTURES.items():
        for heading in filter(None, pictures):
            app.push(RulesScene(app, game=game, heading=heading))
            drive.step()
            scene = app.top
            title = section_title(game, language, heading)
            row = next(r for r, text in scene.titles.items() if text == title)
            first, end = scene.text.shown_range()
            assert first <= row < end
            assert scene.shown_picture() == (heading, pictures[heading])
            if first < row:
                low += 1
                # scrolled up past it, the section at the top has its own picture again
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.text.rect.center, rel=(1, 0),
                                                     buttons=(0, 0, 0)))
                while scene.text.shown_range()[1] > row:
                    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                                         precise_x=0.0, precise_y=1.0))
                    drive.step()
                assert scene.shown_picture()[0] != heading
            drive.key(pygame.K_ESCAPE)
    assert low >= 1


def section_rows(scene, start: int) -> range:
    """The rows of the section whose heading begins at `start`, up to the next heading."""
    return range(start, min((r for r in scene.titles if r > start), default=len(scene.text.lines)))


@pytest.mark.parametrize("size, language, text_size, game, word",
                         [((1024, 600), "en", 1.0, "darkmoor", "peril"), ((1600, 900), "es", 1.0, "betrayal", "presagio"),
                          ((2560, 1440), "es", 1.0, "comanauts", "dado"), ((1024, 600), "es", 1.5, "prophecy", "oro")])
def test_the_sections_holding_a_searched_word_are_listed_with_their_count_and_a_click_jumps_there(
        make_app, size, language, text_size, game, word):
    app, drive = make_app(size=size, language=language)
    app.set_text_size(text_size)
    scene = open_rules(app, drive, game)
    drive.click(scene.search.box().center)
    typed(drive, word)
    # every section holding the word, in order, each with how many of its lines hold it
    holding = [(start, title) for start, title in scene.titles.items()
               if any(word in scene.text.lines[r][0].casefold() for r in section_rows(scene, start))]
    assert len(holding) >= 3
    assert [(start, title) for start, title, _, _ in scene.found_in] == holding
    for start, _, count, _ in scene.found_in:
        assert count == sum(word in scene.text.lines[r][0].casefold() for r in section_rows(scene, start))
    # listed beside the search, above the picture: titles and counts whole, in the picture's room
    records = labels_drawn(drive)
    titles = [r for r in records if r[0] == "found sections title"]
    assert titles and all(scene.picture_rect.contains(r[1]) for r in titles)
    # the picture under the list, or (a small window, large text) back once the search is cleared
    pictured = [r[1] for r in records if r[0].startswith(LABEL)]
    assert all(scene.found_rect.bottom < label.top for label in pictured)
    assert pictured or (size, text_size) == ((1024, 600), 1.5)
    assert widgets.outside(records) == [] and widgets.overlapping(records) == []
    # the wheel over the list shows the sections below; a click on the last jumps to it
    while scene.found_offset + len(scene.found_rows) < len(scene.found_in):
        shown = scene.found_offset
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.found_rect.center, rel=(1, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                             precise_y=-1.0))
        drive.step()
        assert scene.found_offset > shown
    start, title, _, first = scene.found_in[-1]
    drive.click(scene.found_rows[-1][0].center)
    assert scene.match == first
    shown_first, shown_end = scene.text.shown_range()
    assert shown_first <= start < shown_end and shown_first <= scene.matches[first] < shown_end
    assert scene.top_heading() == title
    heading = dict(zip(scene.titles.values(), headings(game, "en"))).get(title)  # the same heading in English
    assert scene.shown_picture()[0] == (heading if heading in PICTURES[game] else None)
    assert scene.search.focused  # Enter goes on to the next match from there


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", games.names())
def test_every_rules_link_of_a_seeded_games_log_opens_its_section(make_app, game, language):
    app, drive = make_app(size=(1280, 720), language=language)
    table = open_table(app, drive, game)
    log = table.log_panel.scroll
    still = 0
    while still < 3:  # the bots' turns told and their cards read: the log's lines stay where they are
        count = len(log.lines)
        read = drive.read_card()
        drive.step(10)
        still = still + 1 if len(log.lines) == count and not read else 0
    if table.recap_card.open():  # what the others did: read, then closed off the log
        drive.click(table.recap_card.close_button.rect.center)
    linked: dict[str, int] = {}  # each heading linked, and the last line linking to it
    for index, link in enumerate(log.links):
        if link:
            linked[link[1]] = index
    assert len(linked) >= 2, (game, linked)
    for heading, index in linked.items():
        assert heading in client_of(game).rules_for_event.values()
        # the wheel over the log brings the line into view
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.rect.center, rel=(1, 0), buttons=(0, 0, 0)))
        for _ in range(400):
            first, end = log.shown_range()
            if first <= index < end:
                break
            up = 1 if index < first else -1
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=up, flipped=False, precise_x=0.0,
                                                 precise_y=float(up)))
            drive.step()
        assert log.shown_range()[0] <= index < log.shown_range()[1], (game, heading)
        drive.click(line_point(table, index))
        rules = app.top
        assert isinstance(rules, RulesScene), (game, heading)
        assert rules.names[rules.index] == game
        title = section_title(game, language, heading)
        assert title is not None and title in rules.titles.values(), (game, heading)
        first, end = rules.text.shown_range()
        row = next(r for r, text in rules.titles.items() if text == title)
        assert first <= row < end and rules.top_heading() == title, (game, heading)
        assert rules.shown_picture()[0] == (heading if heading in PICTURES[game] else None)
        drive.key(pygame.K_ESCAPE)
        assert app.top is table
