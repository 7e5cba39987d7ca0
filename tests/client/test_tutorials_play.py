"""Every game's Learn to play, played by a newcomer's hand (issue 26 §1, §3): from the
main menu's Learn to play, each tutorial runs through the real event loop by posted
mouse events, in English and Spanish. On a note the player clicks Next; on a move
asked the player drags from the thing the table rings to the place it rings (or
clicks it, for a move with no source), and the move is made. Every step's ring is
on the window. At the end, the page of what was learned lists the rules sections the
lesson explained and starts a real game with the same seats; a lesson whose last
step is free is the learner's own game from there (Darkmoor's is played to the end
in test_learn_to_play.py)."""

from __future__ import annotations

import pygame
import pytest

from lessons import open_lesson, play_lesson, settle

from tabletop import games
from tabletop.controller import tutorial

LESSONS = [(name, lesson.name) for name in games.names() for lesson in tutorial.tutorials(name)[:1]]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game, name", LESSONS)
def test_every_tutorial_plays_to_its_end_by_mouse(make_app, game, name, language):
    from tabletop.client.scenes.learn import LessonDoneScene
    from tabletop.client.scenes.rules import section_title
    from tabletop.controller.session import Session

    app, drive, table = open_lesson(make_app, game, language)
    session = table.session
    play_lesson(app, drive, table)
    lesson = session.lesson
    if lesson.tutorial.steps[-1].free:  # the learner's own game from here, a bot answering
        assert lesson.step.free and session.undo_refusal() is not None  # the script's moves stay
        return
    assert lesson.finished
    done = app.top
    assert isinstance(done, LessonDoneScene)
    # the sections in the player's language, in the rules' order
    assert [link.label for link in done.links] == [section_title(game, language, h) for h in lesson.learned()]
    assert done.links, "a lesson explains at least one rule"
    drive.click(done.real.rect.center, frames=3)
    fresh = app.top.session
    assert type(fresh) is Session and fresh.state.seed != session.state.seed
    assert [(s.name, s.kind) for s in fresh.seats] == [(s.name, s.kind) for s in session.seats]


def test_the_menu_lists_a_lesson_for_every_game(make_app):
    """Learn to play is offered for each of the five games, from the menu (and Esc
    goes back)."""
    from tabletop.client.scenes.learn import LearnScene

    app, drive = make_app(size=(1024, 600), language="es")
    drive.click(next(b for b in app.top.buttons if b.label == "Aprender a jugar").rect.center)
    assert isinstance(app.top, LearnScene)
    assert [b.label for b in app.top.buttons] == [app.t(f"{name}.ui.title") for name in games.names()]
    drive.key(pygame.K_ESCAPE)
    assert drive.scenes() == ["MenuScene"]


def test_a_finished_lesson_plays_on_as_the_learners_own_game(make_app):
    """Play this game on: the page closes and the game is the learner's, any legal
    move accepted, the others played by their bot; the lesson's moves cannot be taken
    back, the learner's own later ones can."""
    from tabletop.controller.session import Session

    game = next((g for g, _ in LESSONS if not tutorial.tutorials(g)[0].steps[-1].free), None)
    if game is None:
        pytest.skip("every lesson ends on a free step")
    app, drive, table = open_lesson(make_app, game, "en")
    session = table.session
    play_lesson(app, drive, table)
    drive.click(app.top.on.rect.center)
    assert app.top is table and session.lesson.open
    settle(app, drive, table)
    assert session.undo_refusal() is not None  # the lesson's moves stay (or a bot's was last)
    legal = session.legal_actions()
    assert [str(a) for a in legal] == [str(a) for a in Session.legal_actions(session)]  # every legal move
    session.act(legal[-1])
    settle(app, drive, table)
    assert app.top is table  # the page of what was learned is not shown twice
