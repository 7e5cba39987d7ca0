"""Learn to play (issue 26 §1), through the real event loop: the New game page's
"Learn to play" opens Retreat to Darkmoor's guided game; each step's words show above
the log with Next under a note and a link to the rules' section; the card the step asks for is ringed; another
gesture is refused with the step's words; and the whole script plays by posted mouse
events to the free step, the script answering for Cobalt, then the learner's own
game to the results and a real game with the same seats."""

from __future__ import annotations

from tabletop.controller.guided import GuidedSession
from tabletop.games.darkmoor.places import Hand, Location, Minion


def _learn(make_app, language="en"):
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app(size=(1280, 720), language=language)
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("darkmoor")].rect.center)
    drive.click(scene.learn.rect.center)
    drive.step(3)
    table = app.top
    assert isinstance(table.session, GuidedSession)
    return app, drive, table


def _settle(drive, table) -> None:
    """Let the animations and the scripted seat's moves play out."""
    session = table.session
    for _ in range(400):
        drive.read_cards()  # a hero revealed waits to be read
        if session.human_to_act() and not session.fresh and not table.playback.busy:
            return
        drive.step()
        session.wait_for_bot()
    raise AssertionError("the scripted seat never gave the turn back")


def _play_script(drive, table) -> None:
    """Read each note and make each move asked, by mouse, until the free step."""
    session = table.session
    for _ in range(40):
        _settle(drive, table)
        if session.lesson.step.free:
            return
        if session.lesson.is_note():
            drive.click(table.lesson_panel.next.rect.center)
            continue
        expected = session.expected()
        if isinstance(expected.source, Hand):
            drive.drag(table.place_rect(expected.source).center, table.place_rect(expected.target).center)
        else:
            assert isinstance(expected.target, Minion)
            drive.click(table.place_rect(expected.target).center)
    raise AssertionError(f"the script stopped at step {session.lesson.index + 1}")


def test_learn_to_play_runs_darkmoors_guided_game_by_mouse(make_app):
    app, drive, table = _learn(make_app)
    _play_script(drive, table)
    session = table.session
    names = [e["event"] for e in session.log]
    assert "hero_attack" in names and "minions_escaped" in names
    assert session.state.view(0)["token_vp"][0] == 2


def test_another_gesture_is_refused_with_the_steps_words(make_app):
    app, drive, table = _learn(make_app, language="es")
    session = table.session
    drive.click(table.lesson_panel.next.rect.center)
    drive.click(table.lesson_panel.next.rect.center)
    _settle(drive, table)
    assert session.expected() is not None and session.expected().source == Hand(2)
    other = next(uid for uid in table.hand_rects if uid != 2)
    drive.drag(table.place_rect(Hand(other)).center, table.place_rect(Location(0)).center)
    assert session.state.history == []
    assert app.toast is not None and "Minotauro a la carga" in app.toast[0]
    drive.drag(table.place_rect(Hand(2)).center, table.place_rect(Location(1)).center)
    assert session.state.history == [] and "Minotauro" in app.toast[0]
    drive.drag(table.place_rect(Hand(2)).center, table.place_rect(Location(0)).center)
    assert [str(a) for a in session.state.history[:1]] == ["play card=2 loc=0"]


def test_a_steps_rules_link_opens_the_rules_at_its_section(make_app):
    from tabletop.client.scenes.rules import RulesScene

    app, drive, table = _learn(make_app, language="es")
    drive.click(table.lesson_panel.next.rect.center)
    panel = table.lesson_panel
    assert panel.rules.label == "Reglas › Paso 2: peligro y ataque"  # the threshold's note, and its section
    drive.click(panel.rules.rect.center)
    assert isinstance(app.top, RulesScene) and app.top.heading == "Step 2: peril and attack"
    assert table.session.lesson.index == 1  # reading the rules is not reading on


def test_after_the_script_the_game_is_the_learners_to_the_end_then_a_real_game_with_the_same_seats(make_app):
    """The free step: any legal move by mouse, Cobalt's bot answering, to the results,
    and over them what was learned; "Play a real game" there starts a real game (no
    lesson) with the same seats."""
    import random

    from test_play_darkmoor import one_move  # the darkmoor table's moves by mouse

    from tabletop.client.scenes.learn import LessonDoneScene
    from tabletop.controller.session import Session

    app, drive, table = _learn(make_app)
    session = table.session
    _play_script(drive, table)
    rng = random.Random(3)
    for _ in range(3000):
        if isinstance(app.top, LessonDoneScene):
            break
        drive.read_cards()
        if session.human_to_act() and not session.fresh and not table.playback.busy:
            one_move(app, drive, rng)
        drive.step()
        session.wait_for_bot()
    done = app.top
    assert isinstance(done, LessonDoneScene) and drive.scenes()[-2] == "ResultsScene"  # over the results
    assert done.on.label == app.t("learn.see_results")
    assert [link.label for link in done.links] == ["Hordes", "Step 1: play a card", "Step 2: peril and attack",
                                                  "Steps 3 and 4: new hero and draw", "End of the game"]
    drive.click(done.real.rect.center)
    drive.step(3)
    fresh = app.top.session
    assert type(fresh) is Session and fresh.state.seed != session.state.seed
    assert [s.kind for s in fresh.seats] == ["human", "random"]
    assert [s.name for s in fresh.seats] == [s.name for s in session.seats]


def test_a_guided_game_left_opens_again_as_one_at_the_step_it_reached(make_app):
    """Save and quit in the middle of the lesson, then Continue from the menu: the
    same guided game, at the same step, the script still answering."""
    import pygame

    app, drive, table = _learn(make_app)
    session = table.session
    for _ in range(3):  # two notes read, the Minotaur played
        _settle(drive, table)
        expected = session.expected()
        if session.lesson.is_note():
            drive.click(table.lesson_panel.next.rect.center)
        else:
            drive.drag(table.place_rect(expected.source).center, table.place_rect(expected.target).center)
    _settle(drive, table)
    reached = session.lesson.index
    assert reached == 3 and len(session.state.history) == 2
    for _ in range(3):  # Escape closes what Cobalt's move opened (the recap), then opens the game menu
        drive.key(pygame.K_ESCAPE)
        if drive.scenes()[-1] == "PauseMenuScene":
            break
    drive.click(app.top.quit.rect.center)
    assert drive.scenes() == ["MenuScene"]
    drive.click(app.top.buttons[1].rect.center, frames=3)  # Continue
    again = app.top
    assert again is not table and isinstance(again.session, GuidedSession)
    assert again.session.lesson.index == reached and again.session.lesson.is_note()
    assert [str(a) for a in again.session.state.history] == [str(a) for a in session.state.history]
    _play_script(drive, again)  # and the lesson goes on to its free step
    assert again.session.state.view(0)["token_vp"][0] == 2


def test_enter_reads_a_note_and_no_recap_covers_the_lesson(make_app):
    """Enter (or Space) reads a note on, as Next does; after the script's answer the
    learner's turn comes back without the recap card over the lesson (its steps say
    what Cobalt did), and the panel says how far the lesson has come."""
    import pygame

    from tabletop.client import widgets

    app, drive, table = _learn(make_app)
    session = table.session
    drive.key(pygame.K_RETURN)
    drive.key(pygame.K_SPACE)
    assert session.lesson.index == 2 and session.state.history == []
    drive.drag(table.place_rect(Hand(2)).center, table.place_rect(Location(0)).center)
    _settle(drive, table)
    assert len(session.state.history) == 2 and session.human_to_act()  # Cobalt answered
    assert table.recap_card.shown is None
    widgets.audit_text()
    drive.step()
    progress = [rect for what, rect, box in widgets.audit_text(False) if what == "lesson progress"]
    assert len(progress) == 1 and table.lesson_panel.rect.contains(progress[0])
    assert app.t("tutorial.progress", n=session.lesson.index + 1, total=11) == "Step 4 of 11"
