"""The end of a game: the results with the final board and statistics, a rematch
with the same seats, and the replay that steps through a finished or saved game
(its states equal the engine's replay of the same prefix), for every game."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.client.games import client_of
from tabletop.client.scenes.loadgame import LoadScene
from tabletop.client.scenes.replay import EVERY, ReplayScene
from tabletop.client.scenes.results import ResultsScene
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

SIZES = [(1024, 600), (1600, 900)]
OPTIONS = {"darkmoor": {"first": 0}, "comanauts": {}}


def drawn(app) -> None:
    """The frame is on the window: the right size and not one flat colour."""
    surface = app.window
    assert surface.get_size() == app.size
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x, y))) for x in range(5, w, w // 23) for y in range(5, h, h // 17)}
    assert len(colours) > 3


def played(name: str, seed: int = 2, moves: int = 10_000, seats=("Ada", "Bob")):
    """A game of `name` played by random legal moves (to its end, by default)."""
    game = games.get(name)
    state = game.new_game(len(seats), seed, {**OPTIONS[name], "names": list(seats)})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def saved_session(app, state, kinds=("human", "human")):
    seats = [SeatInfo(name, kind) for name, kind in zip(state.options["names"], kinds)]
    return Session(state, seats, app.store.create(state, seats))


def to_results(app, drive, name, seed=2) -> ResultsScene:
    state = played(name, seed)
    assert state.is_over
    app.open_table(saved_session(app, state))
    drive.step(4)
    assert [type(s).__name__ for s in app.scenes][-1] == "ResultsScene"
    return app.top


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_results_show_the_statistics_and_the_board(make_app, name, language, size):
    app, drive = make_app(size, language)
    results = to_results(app, drive, name)
    declared = client_of(name).stats
    assert [label for label, _ in results.stats] == list(declared)  # every counter gave a value
    assert all(app.t.has(label) for label in declared)
    stats = dict(results.stats)
    if name == "darkmoor":
        chart = stats["results.stat_vp_over_time"]["chart"]
        assert len(chart) == 2
        assert [line[-1] for line in chart] == results.session.state.result["scores"]
        assert stats["results.stat_hero_attacks"] == sum(e["event"] == "hero_attack" for e in results.session.log)
    else:
        assert stats["results.stat_turns"] == sum(e["event"] == "turn_started" for e in results.session.log)
        assert stats["results.stat_dice_rolled"] > 0
        assert stats["results.stat_avatars_lost"] >= 1  # random play loses comanauts
    assert results.board.read_only and results.board.session is results.session
    drawn(app)
    labels = [b.label for b in results.buttons]
    assert app.t("results.rematch") in labels and app.t("results.replay") in labels
    for button in results.buttons:  # every button on the window, none over another
        assert pygame.Rect(0, 0, *size).contains(button.rect)
        assert sum(button.rect.colliderect(other.rect) for other in results.buttons) == 1
    see = next(b for b in results.buttons if b.label == app.t("results.see_board"))
    drive.click(see.rect.center)
    assert results.showing_board and app.top is results
    drawn(app)
    history = len(results.session.state.history)
    drive.key(pygame.K_z, pygame.KMOD_CTRL)  # the board is read-only: nothing is undone
    drive.click((size[0] // 2, size[1] // 2))
    assert len(results.session.state.history) == history
    drive.click(results.results_button.rect.center)
    assert not results.showing_board
    drive.key(pygame.K_ESCAPE)
    assert [type(s).__name__ for s in app.scenes] == ["MenuScene"]


def test_a_finished_game_loaded_opens_its_board_with_closable_results(make_app, home):
    app, drive = make_app((1280, 720))
    session = saved_session(app, played("darkmoor"))
    session.close()
    drive.click(app.top.buttons[2].rect.center)  # Load
    load = app.top
    assert isinstance(load, LoadScene)
    _delete, load_button, _replay = load.buttons[0]
    drive.click(load_button.rect.center)
    drive.step(3)
    results = app.top
    assert isinstance(results, ResultsScene) and results.board is not None
    drive.click(results.buttons[4].rect.center)  # See the board
    assert results.showing_board
    drive.key(pygame.K_ESCAPE)  # back to the results, not away
    assert not results.showing_board and app.top is results


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_rematch_starts_the_same_game_with_the_same_seats(make_app, name):
    app, drive = make_app((1280, 720))
    results = to_results(app, drive, name)
    old = results.session
    before = len(app.store.entries())
    drive.click(results.buttons[2].rect.center)  # Rematch
    table = app.table  # two people at a private game: the curtain may be over it
    fresh = table.session
    assert type(table).__name__ == type(results.board).__name__
    assert fresh is not old and fresh.seats == old.seats
    assert fresh.state.game is old.state.game and fresh.state.seed != old.state.seed
    assert fresh.state.options == old.state.options
    assert not fresh.state.is_over and fresh.save is not None
    assert len(app.store.entries()) == before + 1  # saved like a new game


def states_equal(scene: ReplayScene, game, seed, options, actions) -> None:
    expected = game.replay(seed, options, actions[:scene.step])
    assert scene.session.state.to_dict() == expected.to_dict()
    assert scene.table.session.state is scene.session.state


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_replay_steps_forward_and_back_to_the_engines_replay(make_app, name):
    app, drive = make_app((1280, 720))
    results = to_results(app, drive, name)
    state = results.session.state
    actions = list(state.history)
    drive.click(results.buttons[3].rect.center)  # Replay
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.step == 0 and scene.total == len(actions)
    assert scene.table.read_only
    states_equal(scene, state.game, state.seed, state.options, actions)
    drawn(app)
    for _ in range(3):
        drive.key(pygame.K_RIGHT)
    assert scene.step == 3
    states_equal(scene, state.game, state.seed, state.options, actions)
    highlighted = [line for line in scene.table.log_panel.scroll.lines if line[2] and line[1] == (255, 214, 102)]
    drive.key(pygame.K_LEFT)
    assert scene.step == 2
    states_equal(scene, state.game, state.seed, state.options, actions)
    drive.key(pygame.K_END)
    assert scene.step == len(actions)
    states_equal(scene, state.game, state.seed, state.options, actions)
    assert scene.session.state.to_dict() == state.to_dict()
    # back across a kept copy, one step at a time
    target = min(len(actions), EVERY + 2)
    scene.go(target)
    for _ in range(4):
        drive.click(scene.controls["back"].rect.center)
    assert scene.step == target - 4
    states_equal(scene, state.game, state.seed, state.options, actions)
    drive.click(scene.controls["first"].rect.center)
    assert scene.step == 0
    drive.click(scene.controls["forward"].rect.center)
    assert scene.step == 1
    drive.click(scene.controls["last"].rect.center)
    assert scene.step == len(actions)
    # the slider: its middle is the middle of the game
    drive.click(scene.track.center)
    assert abs(scene.step - len(actions) // 2) <= 1
    states_equal(scene, state.game, state.seed, state.options, actions)
    assert highlighted is not None
    # play moves on by itself; Space pauses
    drive.key(pygame.K_SPACE)
    assert scene.playing
    at = scene.step
    drive.step(60)
    assert scene.step > at
    drive.key(pygame.K_SPACE)
    assert not scene.playing
    drive.key(pygame.K_ESCAPE)
    assert app.top is results
    assert state.to_dict() == results.session.state.to_dict()  # the replay changed nothing


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_load_list_replays_a_saved_game(make_app, size, language, name):
    app, drive = make_app(size, language)
    state = played(name, seed=3, moves=12)
    assert not state.is_over
    session = saved_session(app, state)
    session.close()
    drive.click(app.top.buttons[2].rect.center)  # Load
    load = app.top
    _delete, _load, replay = load.buttons[0]
    assert replay is not None and replay.label == app.t("replay.load")
    drawn(app)
    drive.click(replay.rect.center)
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.total == 12
    drawn(app)
    drive.key(pygame.K_END)
    assert scene.session.state.to_dict() == state.to_dict()
    drive.key(pygame.K_HOME)
    states_equal(scene, state.game, state.seed, state.options, list(state.history))
    assert scene.counter_text() == "0 / 12"
    assert scene.step == 0
    # the current step's lines stand out in the log
    drive.key(pygame.K_RIGHT)
    lines = scene.table.log_panel.scroll.lines
    assert any(bold for _, _, bold in lines)
    drawn(app)
    drive.click(scene.table.top_bar.menu.rect.center)  # Close
    assert app.top is load
    assert app.store.entries()[0].turn == load.entries[0].turn  # only read
