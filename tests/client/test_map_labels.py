"""The Comanauts map's labels keep clear of each other (issue: name labels covered
the rooms' names, each other and the zoom hint; the enemy's attack label was drawn
over names): on the busy table and a mid-game solo table, at 1024x600 and 1600x900,
at the fitting zoom and zoomed in, no standee or attack label covers a room's name
or another label; the zoom hint and the large map's button keep off the map."""

from __future__ import annotations

import pygame
import pytest

from tabletop.client.games.comanauts.table import ComanautsTable

from comanauts_tables import at_actions, busy_table, open_table, played

SIZES = [(1024, 600), (1600, 900)]


def _mid_game_solo(app, drive):
    return open_table(app, drive, played(at_actions))


def _busy_large_map(app, drive):
    table = busy_table(app, drive)
    table.toggle_large_map()
    return table


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
        if not view.rect.contains(label):
            found.append(f"label {label} leaves the map {view.rect}")
    return found


WHICH = {"busy": busy_table, "solo": _mid_game_solo, "busy, large map": _busy_large_map}


@pytest.mark.parametrize("which", list(WHICH))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_map_labels_cover_no_name_label_or_hint(make_app, size, which):
    app, drive = make_app(size, language="es")
    table = WHICH[which](app, drive)
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
    table = busy_table(app, drive)
    view = table.map
    surface = pygame.Surface(app.window.get_size())
    standees = table.drawing._standees(table.view())
    for s in standees:
        s["label"] = "Someone with a long name"
    view.draw(surface, {}, standees, avoid=[view.rect])
    assert view.label_rects == []


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_hint_and_the_maps_button_sit_above_the_map(make_app, size):
    """They covered rooms' names and marks in the map's corners: now they have a
    strip of their own, and the hint stays whole or is cut with an ellipsis."""
    app, drive = make_app(size, language="es")
    table = busy_table(app, drive)
    for large in (False, True):
        if large:
            table.toggle_large_map()
        table.draw(app.window)
        strip = table.L.map_tools
        assert strip.contains(table.map_button.rect) and not strip.colliderect(table.L.map)
        assert strip.bottom <= table.L.map.top


def test_a_new_language_paints_the_rooms_names_again(make_app):
    """The names are painted into the map's cached tiles: switching to Spanish
    mid-game gave English names under the Spanish ones drawn over standees."""
    from tabletop.client.games.comanauts.pieces import space_name

    app, drive = make_app((1280, 720))
    table = busy_table(app, drive)
    english = table.map
    app.set_language("es")
    drive.step(2)
    assert table.map is not english
    zone = table.view().zone
    names = {space_name(zone, sid) for sid in table.map.specs}
    assert "El recibidor" in names and "The Front Hall" not in names
