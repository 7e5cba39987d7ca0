"""Comanauts' Learn to play (issue 26 §1), what is particular to its table: the
avatar the lesson asks for is shown chosen, so one click on its button takes it; the
die a step names is the one ringed and dragged, and another die is refused with the
step's words; a page of the Adventure Book covers the table but leaves the lesson's
words in view, and nothing under it is ringed. The whole lesson by mouse, in English
and Spanish, is test_tutorials_play.py's."""

from __future__ import annotations

from lessons import open_lesson, play_lesson, to_step

from tabletop.engine.places import Option
from tabletop.games.comanauts.places import Dice, Point


def test_the_avatar_asked_for_is_shown_chosen_and_its_button_takes_it(make_app):
    app, drive, table = open_lesson(make_app, "comanauts", "en")
    to_step(app, drive, table, 2)
    picker = table.picker
    assert picker.selected == "bruno_vasko"  # the card shown chosen, as a click on it would
    assert table.place_rect(Option("bruno_vasko")) == picker.choose  # the ring is on its button
    drive.click(picker.choose.center)
    assert [str(a) for a in table.session.state.history[:1]] == ["choose value=bruno_vasko"]


def test_the_green_die_is_ringed_and_the_red_one_refused_in_the_steps_words(make_app):
    app, drive, table = open_lesson(make_app, "comanauts", "es")
    session = table.session
    to_step(app, drive, table, 8)
    assert str(session.expected()) == "move use=green space=carousel point=0"
    green, red = table.place_rect(Dice("green")), table.place_rect(Dice("red"))
    assert green.collidepoint(table.places.die_point("green")) and not green.colliderect(red)
    made = len(session.state.history)
    carousel = table.place_rect(Point("carousel", 0)).center
    drive.drag(red.center, carousel)  # the other die: not this step's move
    assert len(session.state.history) == made
    assert drive.toast() is not None and "Arrastra el verde al tiovivo" in drive.toast()
    drive.drag(green.center, carousel)
    assert str(session.state.history[made]) == "move use=green space=carousel point=0"


def test_a_book_page_leaves_the_lessons_words_in_view_and_rings_nothing_under_it(make_app):
    app, drive, table = open_lesson(make_app, "comanauts", "en")
    session = table.session
    to_step(app, drive, table, 9)
    drive.drag(table.place_rect(Dice("red")).center, table.place_rect(Point("shooting_gallery", 0)).center)
    for _ in range(60):  # the move plays back up to the Shooting Gallery's entry
        if table.playback.page is not None:
            break
        drive.step()
    page = table.playback.page
    assert page is not None and page.title == "The Shooting Gallery"
    assert not page.rect.colliderect(table.lesson_panel.rect)
    assert table.place_rect(Point("shooting_gallery", 0)) is None  # the page covers the map
    assert table.place_rect(session.lesson.step.place) is None


def test_a_lesson_left_after_the_enemies_came_opens_again_at_its_step_and_plays_on(make_app):
    """Save and quit once the enemy turn and Otis's attack have played, then Continue
    from the menu: the same lesson at the same note, the script still answering."""
    import pygame

    from tabletop.controller.guided import GuidedSession

    app, drive, table = open_lesson(make_app, "comanauts", "en")
    session = table.session
    to_step(app, drive, table, 12)  # the note on the enemy turn
    moves = [str(a) for a in session.state.history]
    assert moves[-2:] == ["ranged use=green+green+purple enemy=gallery_duck", "end"]
    for _ in range(3):  # Escape closes the recap of Otis's turn, then opens the game menu
        drive.key(pygame.K_ESCAPE)
        if drive.scenes()[-1] == "PauseMenuScene":
            break
    drive.click(app.top.quit.rect.center)
    assert drive.scenes() == ["MenuScene"]
    drive.click(next(b for b in app.top.buttons if b.label == app.t("menu.continue")).rect.center, frames=3)
    again = app.top
    assert again is not table and isinstance(again.session, GuidedSession)
    assert again.session.lesson.index == 11 and again.session.lesson.is_note()
    assert [str(a) for a in again.session.state.history] == moves
    play_lesson(app, drive, again)
    assert again.session.lesson.finished
