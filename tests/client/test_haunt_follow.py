"""Following the haunt from the player's side, on the real loop: every pass-the-device
gate has a way back (Back or Esc) so a hero who opens the traitor's gate by mistake
leaves it unread (BH-D.41, BH-D.42); the haunt panel shows each side its own goal,
counters and round, behind the same gate as its text."""

from __future__ import annotations

import pygame

from test_play_betrayal import _to_the_haunt, open_at


def _table_in_the_haunt(make_app, size=(1280, 720), language="en", seed=3):
    app, drive = make_app(size=size, language=language)
    state = _to_the_haunt(seed)
    assert state.haunt is not None and not state.is_over
    table = open_at(app, drive, state, humans=tuple(range(state.seats)))  # hot-seat: both sides have people
    table.reveal.pages = []  # the reveal was read when it happened
    table.reveal.page_widgets()
    drive.step(3)
    return app, drive, table


def test_a_hero_who_opens_the_traitors_gate_by_mistake_goes_back_unread(make_app):
    app, drive, table = _table_in_the_haunt(make_app)
    buttons = dict(table.reveal.reread_widgets(table.session.seen()))
    drive.click(buttons["traitor"].rect.center)
    assert table.reveal.pages[0] == ("gate", "traitor")
    back = table.reveal.page_buttons[-1]
    assert back.label == app.t("betrayal.ui.gate_back")
    drive.click(back.rect.center)
    assert not table.reveal.pages, "Back leaves the gate without showing the traitor's text"
    # the game goes on: the table answers clicks again
    before = len(table.session.state.history)
    drive.step(5)
    assert not table.reveal.pages and len(table.session.state.history) >= before


def test_esc_leaves_a_gate_unread_and_hides_a_page_being_read(make_app):
    app, drive, table = _table_in_the_haunt(make_app)
    buttons = dict(table.reveal.reread_widgets(table.session.seen()))
    drive.click(buttons["heroes"].rect.center)
    assert table.reveal.pages == [("gate", "heroes"), ("text", "heroes")]
    drive.key(pygame.K_ESCAPE)
    assert not table.reveal.pages
    assert app.top is table, "Esc on a gate closes the gate, not the table"
    drive.click(buttons["heroes"].rect.center)
    drive.click(table.reveal.page_buttons[0].rect.center)  # Show the text
    assert table.reveal.pages == [("text", "heroes")]
    drive.key(pygame.K_ESCAPE)
    assert not table.reveal.pages
