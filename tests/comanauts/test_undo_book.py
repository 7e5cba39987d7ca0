"""Undo never peeks in the Adventure Book (issue 21 §4): unread entries are hidden from
everyone (CO-D.22), so reading one is a reveal. A page is fixed content, the same in
every sample a determinize could make, so the conformance check of reveals cannot see
a read: these tests do. Without them a team could read an outcome, take the move
back, and choose again knowing what the book says."""

from __future__ import annotations

import pytest

from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from tabletop.games.comanauts import GAME
from tabletop.games.comanauts.actions import Choose, Move
from tabletop.persistence import SeatInfo

from .scenario import at_actions, give, kinds_of, of_kind, put, run_steps


def table(state) -> Session:
    """A table of people at this arranged position (nothing before it undoes)."""
    return Session.arranged(state, [SeatInfo(f"P{k + 1}") for k in range(state.seats)])


def downstairs():
    state = at_actions(2, zone="downstairs")
    put(state, "a:0", "hall")
    give(state, 0, "yellow", "red")
    return state


def test_co_d_22_co_spot_6_a_point_of_interest_read_on_arrival_is_not_taken_back():
    """CO-D.22, CO-SPOT.6, CO-D.39: moving into the Parlour reads its point of interest (the
    lamp); the move that read it is refused by undo for the 'revealed' reason, although
    it rolled and drew nothing. A move that reads nothing is taken back as before."""
    state = downstairs()
    session = table(state)
    session.act(Move("red", "hall", 1))  # within the Hall: nothing to read
    assert session.undo_refusal() is None

    state = downstairs()
    session = table(state)
    rng = state.rng.state
    events = session.act(Move("yellow", "parlour", 0))
    assert of_kind(events, "entry_read")[0]["entry"] == "light_under_door"
    assert state.rng.state == rng  # no die, no draw: only the book told something new
    assert "entry_read" in GAME.reveals
    refusal = session.undo_refusal()
    assert refusal is not None and refusal.key == "error.undo_revealed"
    with pytest.raises(IllegalAction, match="revealed"):
        session.undo()
    assert "light_under_door" in session.state.read


def test_co_d_22_an_entry_choice_read_cannot_be_taken_back_and_chosen_again():
    """CO-D.22, CO-SPOT.6: the Relatives' Room entry asks what to do; the chosen outcome
    is read at once (son_told: insight and the radio). Ctrl+Z is then refused: the
    team cannot read one outcome, take it back and pick the other."""
    state = at_actions(2, zone="ward_seven")
    run_steps(state, ("entry", "relatives"))
    assert state.pending["kind"] == "entry_choice"
    session = table(state)
    events = session.act(Choose("0"))
    assert [e["entry"] for e in of_kind(events, "entry_read")] == ["son_told"]
    assert not set(kinds_of(events)) & (GAME.reveals - {"entry_read"})  # the read is the only reveal
    refusal = session.undo_refusal()
    assert refusal is not None and refusal.key == "error.undo_revealed"
    with pytest.raises(IllegalAction, match="revealed"):
        session.undo()
    assert "son_told" in session.state.read


def test_co_nexus_3_entering_a_page_is_a_reveal():
    """CO-NEXUS.3, CO-SETUP.16, CO-D.22: turning to a comazone's page shows its map and its
    introduction, so page_entered is a reveal like an entry read."""
    assert {"entry_read", "page_entered"} <= GAME.reveals
