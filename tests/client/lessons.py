"""Playing a guided game (Learn to play) as a newcomer does, by posted mouse events:
open it from the menu, wait for the script, the animations and the cards drawn (read
as a player would), read each note with Next and make each move asked by dragging
from the ringed thing to the ringed place (or clicking it). Shared by
test_tutorials_play.py and each game's test_learn_<game>.py."""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.controller.guided import GuidedSession


def open_lesson(make_app, game: str, language: str, size=(1280, 720)):
    """The menu's Learn to play, then the game's button: (app, drive, table)."""
    from tabletop.client.scenes.learn import LearnScene

    app, drive = make_app(size=size, language=language)
    learn = next(b for b in app.top.buttons if b.label == app.t("menu.learn"))
    drive.click(learn.rect.center)
    picker = app.top
    assert isinstance(picker, LearnScene)
    drive.click(next(b for b in picker.buttons if b.label == app.t(f"{game}.ui.title")).rect.center, frames=3)
    table = app.top
    assert isinstance(table.session, GuidedSession) and table.session.state.game.name == game
    return app, drive, table


def settle(app, drive, table) -> None:
    """Bots, the script, animations and drawn cards play out, as a player waits and
    clicks a card away; until the learner is asked, or a page opens over the table."""
    session = table.session
    for _ in range(600):
        drive.read_cards()
        if app.top is not table:
            return
        if session.human_to_act() and not session.fresh and not table.playback.busy:
            return
        drive.step()
        session.wait_for_bot()
    raise AssertionError(f"the table never came back to the learner (step {session.lesson.index + 1})")


def on_window(app, rect, what: str) -> pygame.Rect:
    assert rect is not None, f"the table does not show {what}"
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(rect), f"{what} lies off the window: {rect}"
    return rect


def play_lesson(app, drive, table, until: Callable[[GuidedSession], bool] | None = None,
                before_move: Callable | None = None) -> None:
    """Each note read and each move asked made by mouse, to the lesson's end (its page
    of what was learned, or its free step), or until `until(session)` holds. Every
    step's ring lies on the window; `before_move(expected)` looks at each move first."""
    session = table.session
    steps = len(session.lesson.tutorial.steps)
    for _ in range(4 * steps):
        settle(app, drive, table)
        lesson = session.lesson
        if app.top is not table or lesson.step.free or lesson.finished or (until and until(session)):
            return
        where = f"step {lesson.index + 1}"
        if lesson.step.place is not None:
            on_window(app, table.place_rect(lesson.step.place), f"{lesson.step.point} ({where})")
        if lesson.is_note():
            drive.click(table.lesson_panel.next.rect.center)
            continue
        expected = session.expected()
        assert expected is not None, f"{where} asks for a move the learner cannot make now"
        if before_move is not None:
            before_move(expected)
        made = len(session.state.history)
        target = on_window(app, table.place_rect(expected.target), f"{expected.target} ({where})")
        if expected.source is None:
            drive.click(target.center)
        else:
            source = on_window(app, table.place_rect(expected.source), f"{expected.source} ({where})")
            drive.drag(source.center, target.center)
        made_now = [str(a) for a in session.state.history[made:made + 1]]
        assert made_now == [str(expected)], f"{where}: the gesture for {expected} did not make it ({drive.toast()})"
    raise AssertionError(f"the lesson stopped at step {session.lesson.index + 1}")


def to_step(app, drive, table, number: int) -> None:
    """Notes read and moves made as the lesson asks, until step `number` is shown."""
    play_lesson(app, drive, table, until=lambda session: session.lesson.index + 1 >= number)
    settle(app, drive, table)
