"""A label shortened to fit gives its whole words under the pointer (the damage split's
buttons: numbers first, traits named short), and one that is whole gives none."""

from __future__ import annotations

import pygame

from tabletop.client import widgets
from tabletop.client.games import showcase_for
from tabletop.commands.shots import PEOPLE


def tooltip_lines(app) -> list:
    """The tooltip's lines drawn in one frame of the app (the text audit's records)."""
    widgets.audit_text()
    try:
        app.draw()
    finally:
        records = widgets.audit_text(False)
    return [rect for what, rect, _ in records if what == "tooltip"]


def hover(drive, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    drive.step(1)


def test_a_damage_split_button_names_the_traits_in_full_under_the_pointer(make_app):
    app, drive = make_app(size=(1024, 600), language="es")
    app.open_table(showcase_for("betrayal_legacy").shot_tables(list(PEOPLE["es"]))["damage-split"])
    drive.step(2)
    buttons = [button for _, button in app.top.buttons]
    several = next(b for b in buttons if b.whole)
    assert several.label.startswith("−1 ") and " · " in several.label  # what differs comes first
    assert "Velocidad −1" in several.whole or "Poder −1" in several.whole
    hover(drive, (0, 0))
    assert tooltip_lines(app) == []
    hover(drive, several.rect.center)
    lines = tooltip_lines(app)
    assert lines and all(app.window.get_rect().contains(line) for line in lines)


def test_every_rules_tab_shows_its_game_whole(make_app):
    """At the smallest window each game's tab is on screen, its title whole (in smaller
    type), none hidden past the edge."""
    from tabletop.client.scenes.rules import RulesScene

    app, drive = make_app(size=(1024, 600), language="es")
    app.push(RulesScene(app, game="betrayal"))
    drive.step(2)
    for tab in app.top.tabs:
        assert app.window.get_rect().contains(tab.rect), tab.label
        assert app.assets.font(9, True).size(tab.label)[0] <= tab.rect.width - 14, tab.label
        hover(drive, tab.rect.center)
        assert tooltip_lines(app) == [], tab.label  # nothing was shortened
