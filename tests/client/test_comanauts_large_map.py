"""The Comanauts large map (issue 10: at the default 1280x720 the map is
cramped): M or the map's own button gives the map the sheets' row and the dresser's
column, and gives them back; the sheets come back by themselves while they are
needed. Driven through the real event loop with posted events."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.comanauts.places import EQUIP

from comanauts_tables import at_actions, busy_table, open_table, played


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=["1024x600", "1280x720"])
def test_m_gives_the_map_about_twice_the_room_and_gives_it_back(make_app, size):
    app, drive = make_app(size)
    table = open_table(app, drive, played(at_actions))
    before = table.L.map.copy()
    fitted = table.map.fit_zoom()
    drive.key(pygame.K_m)
    assert table.L.large_map
    assert _area(table.L.map) >= 1.8 * _area(before)
    assert table.map.fit_zoom() >= 1.35 * fitted  # the page itself is drawn larger
    window = pygame.Rect((0, 0), size)
    assert not window.colliderect(table.L.sheets) and not window.colliderect(table.L.dresser)
    for rect in (table.L.panel, table.L.log, table.L.map):  # what shows stays whole and apart
        assert window.contains(rect)
    assert not table.L.map.colliderect(table.L.panel) and not table.L.panel.colliderect(table.L.log)
    drive.key(pygame.K_m)
    assert not table.L.large_map and table.L.map == before


def test_the_maps_button_says_what_it_does_and_toggles(make_app):
    app, drive = make_app((1280, 720), language="es")
    table = busy_table(app, drive)
    table.draw(app.window)
    assert table.map_button.label == app.t("comanauts.ui.map_larger") == "Mapa grande"
    assert table.L.map_tools.contains(table.map_button.rect)
    drive.click(table.map_button.rect.center)  # the bots play on: the click still takes
    assert table.L.large_map
    table.draw(app.window)
    assert table.map_button.label == "Mapa pequeño"
    drive.click(table.map_button.rect.center)
    assert not table.L.large_map


def test_the_large_map_gives_way_while_items_are_arranged(make_app):
    """Equip (CO-ACTION.12) is played on the sheets: they come back for it."""
    app, drive = make_app((1280, 720))
    table = open_table(app, drive, played(at_actions))
    drive.key(pygame.K_m)
    assert table.L.large_map
    equip = next(a for a in table.session.legal_actions() if a.target == EQUIP)
    drive.click(table.places.die_point(equip.use))  # pick the die, then press Equip
    drive.click(table.action_buttons["equip"].rect.center)
    assert table.view().pending["kind"] == "equip"
    assert table.large_map and not table.L.large_map
    assert pygame.Rect((0, 0), app.size).contains(table.L.sheets)


def test_the_help_lists_the_game_keys_after_the_shared_ones(make_app):
    app, drive = make_app((1280, 720), language="es")
    table = busy_table(app, drive)
    rows = [label for label, _ in table.key_help()]
    assert rows.index("Esc") < rows.index("M") < rows.index("+ / -")
    assert app.t("help.comanauts.key_map").startswith("Un mapa más grande")


def test_number_keys_pick_the_numbered_options_of_the_dialog(make_app):
    """The decision's buttons show 1, 2...: the keys pick them (the shared keys
    took the numbers first and did nothing in Comanauts)."""
    app, drive = make_app((1280, 720))
    state = played(lambda s: s.pending is not None and s.pending["kind"] == "clarity"
                   and len(s.pending["options"]) >= 2)
    table = open_table(app, drive, state)
    panel = table.decision.panel
    assert panel is not None and len(panel.options) >= 2
    before = len(table.session.state.history)
    drive.key(pygame.K_2)
    assert len(table.session.state.history) == before + 1
    assert table.session.state.history[-1].target == panel.options[1].target
