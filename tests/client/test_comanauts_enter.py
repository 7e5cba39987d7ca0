"""Enter ends the action step in Comanauts, as it ends a turn at the other tables
(issue 24 §5)."""

from __future__ import annotations

import pygame

from comanauts_tables import at_actions, open_table, played


def test_enter_ends_the_action_step(make_app):
    app, drive = make_app()
    table = open_table(app, drive, played(at_actions))
    session = table.session
    seat, moves = session.to_act, len(session.state.history)
    assert table.pending_kind() == "actions" and table.mine()
    drive.key(pygame.K_RETURN)
    assert len(session.state.history) == moves + 1
    assert str(session.state.history[-1]) == "end"  # the action the End button takes
    assert table.pending_kind() != "actions" or session.to_act != seat
