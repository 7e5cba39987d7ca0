"""The numbers a player reads agree wherever they are shown: the turn in the top bar
is the turn the results' statistics count, the first turn is turn 1, Darkmoor's side
panel shows the scores of the results, and the dot beside whoever acts has that
seat's colour (the colour their pieces have on the table)."""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

from tabletop.client import theme

NAMES = ["Ana", "Bruno", "Clara", "Dario"]


def new_state(name: str, seed: int):
    game = games.get(name)
    seats = max(game.min_seats, 3 if name != "comanauts" else 2)
    options = {"first": 0} if name == "darkmoor" else {}
    return game.new_game(seats, seed, {**options, "names": NAMES[:seats]})


def played_out(name: str, seed: int = 5):
    state = new_state(name, seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def people(state) -> list[SeatInfo]:
    return [SeatInfo(n) for n in NAMES[:state.seats]]


def drawn_texts(app, scene) -> set[str]:
    """Every text `scene` draws in one frame."""
    seen: set[str] = set()
    assets = app.assets
    draw_text = assets.text

    def noting(text, *args, **kwargs):
        seen.add(text)
        return draw_text(text, *args, **kwargs)

    assets.text = noting
    try:
        scene.draw(app.window)
    finally:
        del assets.text
    return seen


@pytest.mark.parametrize("name", games.names())
def test_the_top_bar_counts_the_turns_the_statistics_count(make_app, name):
    """At the end, the board under the results heads the turn the statistics call the
    game's number of turns (Betrayal's haunt counted rounds in the bar and turns in
    the statistics: they said 55 and 66)."""
    app, drive = make_app(size=(1600, 900))
    state = played_out(name)
    app.open_table(Session(state, people(state), None))
    drive.step(3)
    results = app.top
    assert type(results).__name__ == "ResultsScene"
    turns = dict(results.stats)["results.stat_turns"]
    assert turns == state.view(None)["turn"]
    header = app.t("table.turn", turn=turns)
    assert any(header in text for text in drawn_texts(app, results.board)), header


@pytest.mark.parametrize("name", games.names())
def test_the_first_turn_is_turn_one(make_app, name):
    app, drive = make_app(size=(1600, 900), language="es")
    state = new_state(name, 3)
    app.open_table(Session(state, people(state), None))
    drive.step(2)
    table = app.table
    header = app.t("table.turn", turn=1)
    assert any(header in text for text in drawn_texts(app, table)), header


def test_darkmoors_side_panel_shows_the_scores_of_the_results(make_app):
    """The side panel's VP are the rules' scores: at the end the final ones, locations
    included (it showed 18 beside a result of 26)."""
    app, drive = make_app(size=(1600, 900))
    state = played_out("darkmoor", seed=7)
    scores = state.result["scores"]
    app.open_table(Session(state, people(state), None))
    drive.step(3)
    results = app.top
    panel = drawn_texts(app, results.board)
    for score in scores:
        assert app.t("table.vp", vp=score) in panel, (score, sorted(t for t in panel if "VP" in t))
    assert sum(b["locations"] for b in state.result["breakdown"]) > 0  # the locations count, or this tells nothing


@pytest.mark.parametrize("name", games.names())
def test_the_dot_beside_whoever_acts_has_their_colour(make_app, name):
    """The top bar's dot is the colour of the seat that acts: in Betrayal the colour of
    its explorer, as its standee, its sheet and the results show it."""
    app, drive = make_app(size=(1600, 900))
    state = new_state(name, 4)
    app.open_table(Session(state, people(state), None))
    drive.step(3)
    table = app.table
    seat = state.to_act
    colour = theme.seat_color(seat, app.settings.colour_blind)
    if name.startswith("betrayal"):
        colour = table.kit.colour(state.view(None)["explorers"][seat])
    table.draw(app.window)
    top = table.L.top
    row = [tuple(app.window.get_at((x, top.centery)))[:3] for x in range(top.x, top.right)]
    assert tuple(colour) in row, (name, colour)


def test_every_explorer_has_its_printed_colour():
    """An explorer's (or a Legacy family's) printed colour is the one its seat shows:
    none falls back to grey (the yellow explorers did)."""
    from tabletop.client.games.betrayal.names import BETRAYAL, COLOURS
    from tabletop.client.games.betrayal_legacy.kit import LEGACY

    for kit in (BETRAYAL, LEGACY):
        assert sorted({e.color for e in kit.explorers.values()} - set(COLOURS)) == []
