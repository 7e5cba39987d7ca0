"""Betrayal's two set-up options in the window: the New game form's toggles, the
played-haunt history file kept outside the game (BH-D.38), and the open-play reveal
without gates (BH-D.42, BH-SECRET.2)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from tabletop import games
from tabletop.client.games.betrayal.history import history_path, read_played, record_played
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

from test_text_fits import texts_outside


def G():
    return games.get("betrayal")


# -- the history file ------------------------------------------------------------------------------

def test_the_history_is_kept_in_the_data_folder_and_read_back(home):
    assert history_path().parent == home / "data"
    assert read_played() == ([], None)  # none yet: empty, nothing wrong
    assert record_played(7) is None and record_played(3) is None and record_played(7) is None
    assert read_played() == ([3, 7], None)
    assert json.loads(history_path().read_text(encoding="utf-8")) == {"version": 1, "played": [3, 7]}
    assert read_played(known={3}) == ([3], None)


@pytest.mark.parametrize("damage", [b"{not json", b"\xff\xfe", b"[1, 2]", b'{"version": 1, "played": ["x"]}',
                                    b'{"version": 9, "played": [1]}', b"9" * 20_000, b"[" * 5000])
def test_a_damaged_history_reads_as_empty_and_is_set_aside(home, damage):
    path = history_path()
    path.write_bytes(damage)
    played, problem = read_played()
    assert played == [] and problem and "could not be read" in problem
    kept = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == damage and not path.exists()
    assert record_played(5) is None and read_played() == ([5], None)  # a fresh one from now on


def test_an_unwritable_history_never_raises(home, tmp_path):
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    path = blocked / "betrayal_played_haunts.json"  # its folder is a file: nothing can be written there
    assert read_played(path) == ([], None)
    problem = record_played(4, path)
    assert problem and "could not be added" in problem


def test_an_unreadable_history_is_not_written_over(home, monkeypatch):
    path = history_path()
    path.write_text(json.dumps({"version": 1, "played": [2]}), encoding="utf-8")
    real_open = open

    def refuse(file, *args, **kwargs):
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr("builtins.open", refuse)
    assert read_played(path)[1]
    assert "not added" in record_played(9, path)
    monkeypatch.setattr("builtins.open", real_open)
    assert read_played(path) == ([2], None)


# -- the New game form ------------------------------------------------------------------------------

def _form(app, seats):
    """The New game form's rows for Betrayal, as the New game screen builds them."""
    from tabletop.client.games import client_of
    from tabletop.client.scenes.options_form import OptionsForm

    return OptionsForm(app.t, G().options_class, client_of("betrayal"), seats, [f"P{n}" for n in range(seats)])


def test_the_form_is_off_by_default_and_passes_the_history_when_on(make_app):
    app, _ = make_app()
    form = _form(app, 4)
    assert [w.label for w in form.widgets] == ["Skip haunts already played", "Open play: both sides' texts shown",
                                               "P0", "P1", "P2", "P3"]  # then each seat's explorer
    assert form.options() == {"skip_played": None, "open_play": False, "explorers": "random"}
    state = G().new_game(4, 1, form.options())
    assert "skip_played" not in state.options and "open_play" not in state.options
    record_played(12)
    record_played(4)
    for widget in form.widgets[:2]:
        widget.index = 1
        widget.on_change(1)
    options = form.options()
    assert options == {"skip_played": [4, 12], "open_play": True, "explorers": "random"}
    state = G().new_game(4, 1, options)
    assert state.options["skip_played"] == [4, 12] and state.options["open_play"] is True


def test_the_form_starts_a_game_on_a_damaged_history(make_app):
    app, _ = make_app()
    history_path().write_bytes(b"\x00garbage")
    form = _form(app, 3)
    form.widgets[0].index = 1
    form.widgets[0].on_change(1)
    assert form.options()["skip_played"] == []
    assert G().new_game(3, 1, form.options()).options["skip_played"] == []


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=["1280x720", "1024x600"])
def test_the_toggles_fit_the_new_game_screen_with_six_seats(make_app, size, language):
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app(size=size, language=language)
    scene = NewGameScene(app)
    app.push(scene)
    scene._pick(games.names().index("betrayal"))
    scene._set_seats(G().max_seats - G().min_seats)
    drive.step(1)
    assert scene.seat_count == 6 and len(scene.options_form.widgets) == 2 + 6  # the toggles, each seat's explorer
    assert texts_outside(app) == []
    rows = [w.rect for w in scene.options_form.widgets]
    assert all(scene.right.contains(r) for r in rows), (rows, scene.right)
    assert rows[0].top > scene.rows[-1].rect.bottom and rows[-1].bottom < scene.start.rect.top
    assert not rows[-1].colliderect(scene.back.rect)


# -- the reveal --------------------------------------------------------------------------------------

def _before_the_reveal(options):
    """A game played at random to just before the action that reveals the haunt, that
    action being the person's in seat 0 (the bots in the other seats would play on)."""
    for seed in range(1, 40):
        state = G().new_game(3, seed, options)
        rng = random.Random(seed)
        for _ in range(3000):
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            probe = copy.deepcopy(state)
            probe.apply(action)
            if probe.haunt is not None:
                if state.to_act != 0:
                    break
                return state, action
            state.apply(action)
    raise AssertionError("no haunt was revealed")


def test_open_play_shows_both_texts_without_gates_and_records_the_haunt(make_app):
    app, drive = make_app(size=(1280, 720))
    state, last = _before_the_reveal({"open_play": True})
    seats = [SeatInfo("P1", "human")] + [SeatInfo(f"P{i + 1}", "random") for i in range(1, state.seats)]
    app.open_table(Session(state, seats, None))
    drive.step(3)
    table = app.top
    table.session.act(last)
    drive.step(20)
    number = table.session.seen().haunt["number"]
    assert read_played() == ([number], None)  # BH-D.38: remembered for later games
    assert table.reveal.pages == [("text", "traitor"), ("text", "heroes")], table.reveal.pages
    assert texts_outside(app) == []
    drive.click(table.reveal.page_buttons[0].rect.center)
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert not table.reveal.pages
    drive.step(3)
    buttons = dict(table.reveal.reread_widgets(table.session.seen()))
    assert set(buttons) == {"traitor", "heroes"}  # either text, for anyone
    drive.click(buttons["traitor"].rect.center)
    assert table.reveal.pages == [("text", "traitor")]


def test_a_history_that_cannot_be_written_does_not_stop_the_reveal(make_app, monkeypatch, tmp_path):
    from tabletop.client.games.betrayal import history

    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(history, "history_path", lambda: blocked / "betrayal_played_haunts.json")
    app, drive = make_app(size=(1280, 720))
    state, last = _before_the_reveal({})
    seats = [SeatInfo(f"P{i + 1}", "human") for i in range(state.seats)]
    app.open_table(Session(state, seats, None))
    drive.step(3)
    table = app.top
    table.session.act(last)
    drive.step(20)
    assert table.reveal.pages and table.reveal.pages[0] == ("gate", "traitor")
    assert app.toast and app.toast[0] == app.t("betrayal.ui.history_problem")
