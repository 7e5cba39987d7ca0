"""The Comanauts map's labels keep clear of each other (issue: name labels covered
the rooms' names, each other and the zoom hint; the enemy's attack label was drawn
over names): on the busy table and a mid-game solo table, at 1024x600 and 1600x900,
at the fitting zoom and zoomed in, no standee or attack label covers a room's name,
another label or the zoom hint."""

from __future__ import annotations

import pygame
import pytest

from tabletop import games
from tabletop.ai import make_bot
from tabletop.client.games.comanauts.table import ComanautsTable
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

G = games.get("comanauts")
SIZES = [(1024, 600), (1600, 900)]


def _mid_game_solo(app, drive):
    """One person with two comanauts, played by the strong bot to a later turn."""
    state = G.new_game(2, 3, {"auto_defend": False, "revision": 2})
    bot = make_bot("strong", G, 3)
    for _ in range(3000):
        if state.pending is not None and state.pending["kind"] == "actions" and state.turn > 2:
            break
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
    people = [SeatInfo("Ada"), SeatInfo("Ada")]
    app.open_table(Session(state, people, app.store.create(state, people)))
    table = app.top
    for _ in range(200):  # the opening's pages
        page = table.playback.page or table.reader
        if page is not None:
            drive.click(page.buttons[0].center)
        elif not table.playback.busy:
            break
        drive.step()
    drive.step(2)
    return table


def _busy(app, drive):
    from tabletop.client.games.comanauts.showcase import busy_session

    app.open_table(busy_session())
    drive.step(3)
    return app.top


def _overlaps(table) -> list[str]:
    view = table.map
    names = view.name_rects()
    labels = view.label_rects
    found = []
    for i, label in enumerate(labels):
        for name in names:
            if label.colliderect(name):
                found.append(f"label {label} covers a room's name {name}")
        for other in labels[i + 1:]:
            if label.colliderect(other):
                found.append(f"label {label} covers label {other}")
        if table.map_hint_rect is not None and label.colliderect(table.map_hint_rect):
            found.append(f"label {label} covers the zoom hint {table.map_hint_rect}")
        if not view.rect.contains(label):
            found.append(f"label {label} leaves the map {view.rect}")
    return found


@pytest.mark.parametrize("which", ["busy", "solo"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_map_labels_cover_no_name_label_or_hint(make_app, size, which):
    app, drive = make_app(size, language="es")
    table = (_busy if which == "busy" else _mid_game_solo)(app, drive)
    assert isinstance(table, ComanautsTable) and table.map is not None
    problems = []
    seen = 0
    for zoom in (1.0, 1.6, 2.4):  # the fitting zoom, then zoomed in (every avatar named)
        table.map.fit()
        if zoom != 1.0:
            table.map.zoom_at(table.map.rect.center, zoom)
        for _ in range(6):  # frames of the bots playing on: standees walk, enemies attack
            table.draw(app.window)
            problems += [f"[{which} x{zoom}] {p}" for p in _overlaps(table)]
            seen += len(table.map.label_rects)
            drive.step()
    assert seen, "no label was drawn: the test tests nothing"
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_a_label_with_no_free_spot_is_left_out(make_app):
    """A standee boxed in by kept-clear rects gets no label (its tooltip names it)."""
    app, drive = make_app((1024, 600))
    table = _busy(app, drive)
    view = table.map
    surface = pygame.Surface(app.window.get_size())
    standees = table._standees(table.view())
    for s in standees:
        s["label"] = "Someone with a long name"
    view.draw(surface, {}, standees, avoid=[view.rect])
    assert view.label_rects == []


def test_the_zoom_hint_fades_once_the_map_is_zoomed(make_app):
    app, drive = make_app((1280, 720))
    table = _busy(app, drive)
    table.draw(app.window)
    assert table.map_hint_rect is not None
    table.map.moved_at = -1e9  # zoomed long ago
    table.draw(app.window)
    assert table.map_hint_rect is None
