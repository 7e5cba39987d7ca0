"""Betrayal Legacy's own, from the player's side on the real loop: F1 help explains
what only Legacy has (ghosts, stickers, obstacles, burying, the Exterior, trait
markers)."""

from __future__ import annotations

import random

import attrs
import pygame
import pytest

from tabletop import games


def _legacy_table(app, drive, seed=3):
    from tabletop.controller.session import Session
    from tabletop.persistence import SeatInfo

    state = games.get("betrayal_legacy").new_game(3, seed, {})
    rng = random.Random(seed)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    app.open_table(Session(state, [SeatInfo(f"P{i + 1}", "human" if i == 0 else "random") for i in range(3)], None))
    drive.step(3)
    return app.top


@pytest.mark.parametrize("language", ["en", "es"])
def test_f1_on_a_legacy_table_explains_what_only_legacy_has(make_app, language):
    from tabletop.client.scenes.help import HelpScene

    from test_text_fits import texts_outside

    app, drive = make_app(size=(1024, 600), language=language)
    _legacy_table(app, drive)
    drive.key(pygame.K_F1)
    assert isinstance(app.top, HelpScene)
    _, legend = app.top.rows()
    said = " ".join(text for _, _, text in legend)
    for part in ("ghost", "passage", "obstacle", "runestone", "stickers", "bury", "exterior", "markers"):
        assert app.t(f"betrayal_legacy.help.{part}") in said
    drive.step(2)
    assert texts_outside(app) == []


def test_the_year_at_casting_is_the_chapters_year_as_the_story_tells_it(make_app):
    """BL-SETUP.5, BL-D.42: after the prologue (1667), chapter 1's casting says 1689, the
    year its intro begins with and the campaign screen shows; the one who returns is 22
    years older."""
    from tabletop.client.games.betrayal_legacy.campaign_screen import CampaignScene, year_of
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign
    from tabletop.games.betrayal_legacy.campaign import VERSION, Seat, to_data
    from tabletop.games.betrayal_legacy.rules import CONTENT
    from tabletop.persistence.campaigns import CampaignStore
    from tabletop.persistence.paths import campaigns_dir

    app, drive = make_app(size=(1280, 720))
    families = [f.id for f in CONTENT.families][:3]
    campaign, _ = play_campaign(families, ["random"], 5, chapters=1)
    seats = list(campaign.seats)
    seats[0] = Seat("Player 1", "human")
    campaign = attrs.evolve(campaign, seats=tuple(seats))
    store = CampaignStore(campaigns_dir())
    ident = store.create("betrayal_legacy", "Years", to_data(campaign), VERSION)
    app.push(CampaignScene(app, store, ident))
    drive.step(2)
    drive.click(app.top.buttons[0].rect.center)  # begin chapter 1: who is at the table tonight
    drive.click(app.top.go.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # "I am Player 1"
    assert drive.scenes()[-1] == "CastForm"
    story = CONTENT.chapters[1]
    year = int(story.intro.split(".")[0])
    assert year == 1689 == year_of(1)
    assert str(year) in app.top.hint() and str(year + story.years) not in app.top.hint()


def _at_a_shut_door():
    """A Legacy game played at random until the explorer to act, with moves left, stands
    in a room with a door onto a region no tile left fits."""
    for seed in range(1, 80):
        state = games.get("betrayal_legacy").new_game(3, seed, {})
        rng = random.Random(seed)
        for _ in range(4000):
            if state.is_over or state.haunt is not None:
                break
            view = state.view(state.to_act)
            if state.pending and state.pending["kind"] == "explore" and view["moves_left"] > 0:
                here = view["room"][state.to_act]
                shut = [d.split(":")[1] for d in view["closed_doors"] if d.split(":")[0] == here]
                if shut:
                    return state, shut[0]
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no position with a shut door found")


@pytest.mark.parametrize("language, words", [("en", "no tile is left for the"),
                                             ("es", "no queda ninguna loseta para")])
def test_dragging_my_standee_to_a_shut_door_says_no_tile_is_left_for_that_region(make_app, language, words):
    """BL-TILE.5, BH-ROOM.2: the door is drawn shut and the drag is refused with why."""
    from tabletop.client.games.betrayal.house import placed_map
    from tabletop.controller.session import Session
    from tabletop.games.house.geometry import STEP
    from tabletop.persistence import SeatInfo

    app, drive = make_app(size=(1600, 900), language=language)
    state, side = _at_a_shut_door()
    seat = state.to_act
    app.open_table(Session(state, [SeatInfo(f"P{i + 1}", "human" if i == seat else "random") for i in range(3)],
                           None))
    drive.step(3)
    table = app.top
    view = table.session.seen()
    floor, x, y = placed_map(view)[view.room[seat]][:3]
    table.floor = floor
    drive.step(2)
    before = len(table.session.state.history)
    start = table.house.standee_rect(view, seat).center
    dx, dy = STEP[side]
    end = table.house.cell_rect(x + dx, y + dy).center
    drive.drag(start, end)
    assert len(table.session.state.history) == before, "nothing was explored"
    assert app.toast and words in app.toast[0], app.toast


@pytest.mark.parametrize("language", ["en", "es"])
def test_free_play_lists_the_finished_house_that_ships_and_starts_on_it(make_app, language):
    """BL-D.40: on the New game form, Free play offers the finished house that comes with
    the game by name (not "A new campaign"); Start opens a table on its house."""
    from tabletop.client.scenes.newgame import NewGameScene
    from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options

    app, drive = make_app(size=(1024, 600), language=language)
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("betrayal_legacy")].rect.center)
    mode, which = scene.options_form.part.widgets[:2]
    assert which.options[which.index] == app.t("betrayal_legacy.options.new_campaign")
    drive.click(mode._arrows()[1].center)  # Free play
    shown = scene.options_shown()
    assert which in shown and which.options[which.index] == app.t("betrayal_legacy.options.shipped_house")
    assert which.label == app.t("betrayal_legacy.options.which_house")
    drive.step(2)
    from test_text_fits import texts_outside

    assert texts_outside(app) == []
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "LegacyTable"
    state = app.top.session.state
    shipped = free_play_options(finished_campaign(), state.options["families"])
    assert state.options["tiles"] == shipped["tiles"] and state.options["stickers"] == shipped["stickers"]
