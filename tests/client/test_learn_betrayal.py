"""Betrayal's Learn to play (issue 26 §1), what is particular to the house table,
through the real event loop: the learner opens the heroes' gate with its own button
while the step's words stay readable beside it; the End turn a step asks for is
offered as soon as the note before it is read; a step lights only the room or door it
asks for, and another drop is refused with the step's words, in Spanish too; the
attack a step asks for is made by dragging the standee onto the traitor."""

from __future__ import annotations

import pygame

from lessons import open_lesson, settle, to_step

from tabletop.engine.places import END_TURN
from tabletop.games.house.places import STANDEE, Door, Explorer, Opponent, Room


def _step_of(table, expect: str) -> int:
    return next(i for i, s in enumerate(table.session.lesson.tutorial.steps, 1) if s.expect == expect)


def test_the_learner_opens_the_heroes_gate_with_its_button_beside_the_steps_words(make_app):
    """BH-D.41: the roll that starts the haunt shows the heroes' gate; its Show and the
    lesson's words do not overlap, Show opens the heroes' text (not the traitor's: the
    learner is a hero) and Done hides it; then Next goes on to the haunt's first turn."""
    app, drive, table = open_lesson(make_app, "betrayal", "en")
    session = table.session
    haunt_roll = max(i for i, s in enumerate(session.lesson.tutorial.steps, 1) if s.expect == "end")
    to_step(app, drive, table, haunt_roll)
    drive.click(table.place_rect(END_TURN).center)
    reveal = table.reveal
    for _ in range(600):  # the roll and the reveal play out; the item drawn for the hero is read
        beat = table.card_reveal.shown()
        if beat is not None and beat.page is not None:
            drive.click((8, 8))
        if reveal.pages and not table.playback.busy:
            break
        drive.step()
    assert reveal.pages == [("gate", "heroes"), ("text", "heroes")]
    assert session.state.view(0)["side"][0] == "heroes"
    show = reveal.page_buttons[0]
    assert show.label == app.t("betrayal.ui.gate_show")
    assert not show.rect.colliderect(table.lesson_panel.rect), "the gate's Show lies under the lesson's words"
    assert "gate" in session.lesson.text("en")  # the step says to open it
    drive.click(show.rect.center)
    assert reveal.pages == [("text", "heroes")]
    drive.click(reveal.page_buttons[0].rect.center)
    assert not reveal.pages
    drive.click(table.lesson_panel.next.rect.center)
    settle(app, drive, table)
    assert session.lesson.index == haunt_roll + 1


def test_the_end_turn_a_step_asks_for_shows_once_the_note_before_it_is_read(make_app):
    app, drive, table = open_lesson(make_app, "betrayal", "en")
    to_step(app, drive, table, _step_of(table, "end"))
    end = table.place_rect(END_TURN)
    assert end is not None and end.colliderect(table.L.actions)
    made = len(table.session.state.history)
    drive.click(end.center)
    assert [str(a) for a in table.session.state.history[made:made + 1]] == ["end"]


def test_a_step_lights_only_its_door_and_another_drop_is_refused_with_its_words_in_spanish(make_app):
    """BH-ROOM.1: the standee is dragged onto the north door to discover a room; the
    Foyer, a room the standee could reach, is not lit, and a drop there says the step's
    words and moves nothing."""
    app, drive, table = open_lesson(make_app, "betrayal", "es")
    session = table.session
    to_step(app, drive, table, _step_of(table, "explore side=n"))
    assert table.house.targets() == {Door("n")}
    foyer = table.place_rect(Room("foyer"))
    drive.drag(table.place_rect(STANDEE).center, foyer.center)
    assert session.state.history == []
    words = session.lesson.text("es")
    assert words.startswith("Arrastra tu figura al ? iluminado al norte")
    assert drive.toast() is not None and words in drive.toast()
    app.toast = None
    hall = table.place_rect(Room("entrance_hall"))  # back onto its own room: a drop that means nothing
    drive.drag(table.place_rect(STANDEE).center, (hall.right - 6, hall.bottom - 6))
    assert session.state.history == [] and drive.toast() is not None and words in drive.toast()
    door = table.place_rect(Door("n"))
    assert table.L.map.contains(door)
    drive.drag(table.place_rect(STANDEE).center, door.center)
    assert [str(a) for a in session.state.history] == ["explore side=n"]


def test_the_attack_is_the_standee_dragged_onto_the_traitor(make_app):
    """BH-ATTACK.1: in the traitor's room, the learner's standee dropped on Priya attacks
    her with Might; the duel shows both rolls until the learner clicks it away."""
    app, drive, table = open_lesson(make_app, "betrayal", "en")
    session = table.session
    attack = _step_of(table, "attack kind=seat who=2 trait=might")
    to_step(app, drive, table, attack)
    priya = table.place_rect(Opponent("seat", 2, "might"))
    assert priya == table.place_rect(Explorer(2)) and priya != table.place_rect(STANDEE)
    drive.drag(table.place_rect(STANDEE).center, priya.center)
    assert str(session.state.history[-1]) == "attack kind=seat who=2 trait=might"
    for _ in range(10):
        drive.step()
    assert table.duel.open and table.duel.shown["totals"] == (2, 1)
    drive.click(table.duel.box().center)
    assert not table.duel.open
    settle(app, drive, table)
    assert session.lesson.index == attack  # Priya took the damage: the note after the attack
    assert pygame.Rect((0, 0), app.size).contains(table.place_rect(Explorer(2)))
