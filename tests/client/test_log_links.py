"""The log's lines link to the rules: a click on a line of the shared table's log
opens the rules at the section its event belongs to (each game's RULES_FOR_EVENT,
event kind -> English heading), in both languages, with posted mouse events. And
the hover zoom keeps off the log, and away while the Griffin's positions are asked."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

from tabletop.client import widgets
from tabletop.client.games import client_of
from tabletop.client.scenes.rules import RulesScene, headings, section_title
from tabletop.client.scenes.tablebase import BaseTable

from test_text_fits import SIZES, darkmoor_session, infos, played


@pytest.mark.parametrize("game", games.names())
def test_every_event_kind_named_links_to_a_heading_of_both_languages(game):
    client = client_of(game)
    mapping = client.rules_for_event
    assert mapping
    assert set(mapping) <= set(client.logged_events), set(mapping) - set(client.logged_events)
    english = headings(game, "en")
    for kind, heading in mapping.items():
        assert heading in english, (kind, heading)
        assert section_title(game, "es", heading) is not None, (kind, heading)


def open_table(app, drive, game: str) -> BaseTable:
    if game == "darkmoor":
        session = darkmoor_session(app)
    else:
        state = played(game, ["Ana", "Bea"], moves=20)
        session = Session(state, infos(state, [SeatInfo("Ana"), SeatInfo("Bea")]), None)
    app.open_table(session)
    drive.step(3)
    table = app.top
    assert isinstance(table, BaseTable), type(table).__name__
    return table


def line_point(table: BaseTable, index: int) -> tuple[int, int]:
    log = table.log_panel.scroll
    first, _ = log.shown_range()
    step = int(log.size * 1.35)
    return log.rect.x + 24, log.rect.y + 6 + (index - first) * step + step // 2


def hover(drive, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    drive.step(1)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", games.names())
def test_a_click_on_a_log_line_opens_the_rules_at_its_section(make_app, game, language):
    app, drive = make_app(size=(1280, 720), language=language)
    table = open_table(app, drive, game)
    log = table.log_panel.scroll
    first, end = log.shown_range()
    linked = [i for i in range(first, end) if i < len(log.links) and log.links[i]]
    assert linked, f"no linked line shown in the {game} log"
    index = linked[-1]
    heading = log.links[index][1]
    assert heading in client_of(game).rules_for_event.values()
    pos = line_point(table, index)
    assert log.line_at(pos) == index

    # the pointer over the line marks it (a "§" at its end); off the log, nothing is marked
    hover(drive, pos)
    widgets.audit_text()
    table.draw(app.window)
    marks = [r for r in widgets.audit_text(False) if r[0] == "log link"]
    assert marks and all(log.rect.contains(rect) for _, rect, _ in marks)
    hover(drive, (5, app.size[1] - 5))
    widgets.audit_text()
    table.draw(app.window)
    assert not [r for r in widgets.audit_text(False) if r[0] == "log link"]

    drive.click(pos)
    rules = app.top
    assert isinstance(rules, RulesScene)
    assert rules.names[rules.index] == game
    title = section_title(game, language, heading)
    assert title is not None
    assert getattr(rules, "shown_heading", None) == title
    top_line = rules.text.lines[rules.text.offset:rules.text.offset + rules.text.visible_count()]
    assert any(text == title for text, _, _ in top_line)
    drive.key(pygame.K_ESCAPE)
    assert app.top is table


@pytest.mark.parametrize("game", games.names())
def test_a_click_on_the_log_off_its_lines_opens_nothing(make_app, game):
    app, drive = make_app(size=(1024, 600))
    table = open_table(app, drive, game)
    scenes = list(app.scenes)
    drive.click((table.log_panel.scroll.rect.right - 3, table.log_panel.scroll.rect.bottom - 3))
    assert not isinstance(app.top, RulesScene)
    assert len(app.scenes) == len(scenes)


# -- the hover zoom ---------------------------------------------------------------------------


def griffin_session() -> Session:
    """A two-seat Darkmoor game where the Spotted Griffin asks seat 0 for its position."""
    game = games.get("darkmoor")
    for seed in range(200):
        state = game.new_game(2, seed, {"first": 0, "names": ["Ana", "Bea"]})
        rng = random.Random(seed)
        for _ in range(400):
            pending = state.view(0)["pending"] or {}
            if state.is_over:
                break
            if pending.get("kind") == "slot" and state.to_act == 0 and pending.get("why") == "Spotted Griffin":
                return Session(state, [SeatInfo("Ana"), SeatInfo("Bea", "random")], None)
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no game asks for the Griffin's position")


def zoom_shown(table, pos) -> pygame.Rect | None:
    """Where the table's own zoom puts the hover zoom once the pointer has
    rested at `pos` (None: it draws none)."""
    table.zoom.hover_pos = pos
    table.zoom.hover_time = 10.0
    placed: list[pygame.Rect] = []
    zoom = table.zoom
    place = type(zoom).rect

    def spy(size):
        rect = place(zoom, size)
        placed.append(rect)
        return rect

    zoom.rect = spy
    try:
        zoom.draw(pygame.Surface(table.app.size))
    finally:
        del zoom.rect
    return placed[-1] if placed else None


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_hover_zoom_never_covers_the_log(make_app, size):
    app, drive = make_app(size=size)
    table = open_table(app, drive, "darkmoor")
    w, h = size
    shown = 0
    for x in range(4, w, max(8, w // 90)):
        for y in range(4, h, max(8, h // 60)):
            rect = zoom_shown(table, (x, y))
            if rect is None:
                continue
            shown += 1
            assert not rect.colliderect(table.log_panel.scroll.rect), ((x, y), rect, table.log_panel.scroll.rect)
            assert pygame.Rect(0, 0, w, h).contains(rect)
    assert shown > 20  # cards were hovered


@pytest.mark.parametrize("language", ["en", "es"])
def test_no_hover_zoom_while_the_griffins_positions_are_asked(make_app, language):
    app, drive = make_app(size=(1280, 720), language=language)
    app.open_table(griffin_session())
    drive.step(3)
    table = app.top
    assert isinstance(table, BaseTable)
    buttons = table._slot_buttons()
    assert buttons, "the Griffin's position buttons are shown"
    assert table.zoom_paused()
    # the pointer rests on each position button, then on every card: no zoom shows
    w, h = app.size
    points = [rect.center for _, rect in buttons]
    points += [(x, y) for x in range(4, w, 24) for y in range(4, h, 24)]
    for pos in points:
        hover(drive, pos)
        table.zoom.hover_time = 10.0
        assert table.zoom.rested()
        assert zoom_shown(table, pos) is None, pos
    # a pinned zoom (a right click) still shows; the zoom is back once the position is chosen
    card = next(((x, y) for x in range(4, w, 24) for y in range(4, h, 24) if table.thing_at((x, y))), None)
    assert card is not None
    drive.click(buttons[0][1].center)
    drive.step(3)
    if not table._slot_buttons():
        assert not table.zoom_paused()
