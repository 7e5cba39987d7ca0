"""Prophecy's Learn to play, from the player's side (issue 26 §1): what is particular
to its table. The whole lesson played by mouse in both languages is
test_tutorials_play.py's."""

from __future__ import annotations

from lessons import open_lesson, play_lesson

from tabletop.games.prophecy.places import STANDEE, Space


def test_a_move_step_lights_only_its_space_and_refuses_another_in_the_steps_words(make_app):
    """PR-MOVE.1: from the Thieves' Guild a walk reaches Ironspine Crags or Goldgrass
    Steppe, and a horse two more spaces; the step asks for Ironspine Crags, so only it
    is lit, and a drag to Goldgrass Steppe is refused with the step's Spanish words."""
    app, drive, table = open_lesson(make_app, "prophecy", "es")
    session = table.session
    play_lesson(app, drive, table, until=lambda s: not s.lesson.is_note())  # to the first move asked
    assert str(session.expected()) == "move space=4 how=foot"
    assert set(table.places.ways()) == {3, 4, 6, 7}  # every way the rules offer
    assert set(table.places.lit_ways()) == {4}  # the one the step asks for
    standee = table.place_rect(STANDEE).center
    drive.drag(standee, table.place_rect(Space(6, "foot")).center)
    assert session.state.history == []
    assert "Riscos de Hierro" in drive.toast()
    drive.drag(standee, table.place_rect(Space(4, "foot")).center)
    assert [str(a) for a in session.state.history] == ["move space=4 how=foot"]


def test_every_ringed_thing_is_what_a_drag_there_picks_up(make_app):
    """The ring of each move asked with a source (the standee, an Item on the card, an
    Item in the Village) lies on that very thing: a drag started at its centre picks it
    up, however the card's Items overlap."""
    app, drive, table = open_lesson(make_app, "prophecy", "en")
    session = table.session
    sources = []

    def picked_up_there(expected) -> None:
        if expected.source is None:
            return
        start = table.place_rect(expected.source).center
        found = table.places.source_at(start, session.seen())
        assert found is not None and found[0] == expected.source, (str(expected), found)
        sources.append(expected.source.kind)

    play_lesson(app, drive, table, before_move=picked_up_there)
    assert session.lesson.finished
    assert {"standee", "item", "market"} <= set(sources)
