"""A tutorial is checked whole when it loads (issue 26 §3): every expected move is
legal where the seeded game stands with the script played, every text is there in
English and Spanish, and a malformed file is refused naming the file and the field."""

from pathlib import Path

import pytest

import tabletop.games
from tabletop.controller import tutorial
from tabletop.controller.tutorial import TutorialError
from tabletop.games.darkmoor.places import Location

GOOD = """
title.en = "A first turn"
title.es = "Un primer turno"
seats = 2
seed = 1
options = { first = 0, sides = [0, 0, 0] }

[[step]]
en = "Welcome."
es = "Bienvenido."

[[step]]
en = "Play this minion at the first location."
es = "Juega este esbirro en el primer lugar."
point = "hand:2"
expect = "play card=2 loc=0"
rule = "Step 1: play a card"
then = ["play card=22 loc=1"]

[[step]]
en = "Now play as you like."
es = "Ahora juega como quieras."
free = true
"""


def write(tmp_path: Path, text: str) -> Path:
    where = tmp_path / "darkmoor" / "tutorial"
    where.mkdir(parents=True, exist_ok=True)
    path = where / "first.toml"
    path.write_text(text, encoding="utf-8")
    return path


def refusal(tmp_path: Path, text: str) -> TutorialError:
    with pytest.raises(TutorialError) as caught:
        tutorial.load("darkmoor", write(tmp_path, text))
    assert "darkmoor/tutorial/first.toml" in str(caught.value)
    return caught.value


def test_a_good_tutorial_loads_and_its_script_replays(tmp_path):
    t = tutorial.load("darkmoor", write(tmp_path, GOOD))
    assert [s.expect for s in t.steps] == [None, "play card=2 loc=0", None]
    assert t.steps[1].texts["es"].startswith("Juega")
    state = t.start()
    for step in t.steps:
        if step.expect:
            state.apply(step.expect, seat=tutorial.LEARNER)
        for move in step.then:
            state.apply(move)
    assert state.to_act == tutorial.LEARNER


def test_a_move_that_is_not_legal_at_its_step_is_refused(tmp_path):
    error = refusal(tmp_path, GOOD.replace('expect = "play card=2 loc=0"', 'expect = "play card=22 loc=0"'))
    assert error.field == "step 2.expect"


def test_a_script_move_that_is_not_legal_is_refused(tmp_path):
    error = refusal(tmp_path, GOOD.replace('then = ["play card=22 loc=1"]', 'then = ["play card=2 loc=1"]'))
    assert error.field == "step 2.then 1"


def test_a_missing_spanish_text_is_refused(tmp_path):
    error = refusal(tmp_path, GOOD.replace('es = "Juega este esbirro en el primer lugar."\n', ""))
    assert error.field == "step 2.es"
    assert "missing" in str(error)


def test_a_missing_spanish_title_is_refused(tmp_path):
    assert refusal(tmp_path, GOOD.replace('title.es = "Un primer turno"\n', "")).field == "title.es"


def test_pointing_at_a_place_the_game_does_not_have_is_refused(tmp_path):
    assert refusal(tmp_path, GOOD.replace('"hand:2"', '"room:vault"')).field == "step 2.point"


def test_pointing_away_from_the_expected_move_is_refused(tmp_path):
    """The table lights the move's card or its target: anything else would mislead."""
    assert refusal(tmp_path, GOOD.replace('"hand:2"', '"loc:2"')).field == "step 2.point"


def test_a_rule_the_rules_have_no_section_for_is_refused(tmp_path):
    error = refusal(tmp_path, GOOD.replace('"Step 1: play a card"', '"Step 9: win"'))
    assert error.field == "step 2.rule" and "Hordes" in str(error)  # the headings there are, named


def test_a_misspelt_field_is_refused(tmp_path):
    assert refusal(tmp_path, GOOD.replace("expect =", "expcet =")).field == "step 2.expcet"


def test_only_the_last_step_is_free(tmp_path):
    bad = GOOD + '\n[[step]]\nen = "x"\nes = "x"\n'
    assert refusal(tmp_path, bad).field == "step 3.free"


def test_options_the_game_refuses_are_named(tmp_path):
    assert refusal(tmp_path, GOOD.replace("first = 0", "first = 7")).field == "options"


@pytest.mark.parametrize("game", tabletop.games.names())
def test_every_shipped_tutorial_plays_as_written(game):
    for t in tutorial.tutorials(game):
        assert t.steps


def test_darkmoors_first_game_shows_a_hordes_attack_and_escape():
    """The guided game teaches what its texts say happens: the learner's play brings
    a horde to the hero's threshold (DM-PERIL), the hero defeats the Cobalt minion at
    the back for 2 VP, and the learner's minions left there escape to the safe haven."""
    (first,) = tutorial.tutorials("darkmoor")
    state, events = first.start(), []
    for step in first.steps:
        if step.expect:
            events += state.apply(step.expect, seat=tutorial.LEARNER)
        for move in step.then:
            events += state.apply(move)
    by_kind = {e["event"]: e for e in events}
    assert by_kind["hero_attack"]["loc"] == 1
    assert by_kind["minion_defeated"]["seat"] == 1 and by_kind["minion_defeated"]["to"] == tutorial.LEARNER
    assert by_kind["minions_escaped"]["seat"] == tutorial.LEARNER
    assert state.view(0)["token_vp"][tutorial.LEARNER] == 2
    assert first.steps[-1].free
    assert first.steps[3].place == Location(1)  # the note on Cobalt's new horde points at it


def play_lesson(t: tutorial.Tutorial, lesson: tutorial.Lesson, state, upto: int | None = None) -> None:
    """Play the lesson as a table would: dismiss notes, make the expected move,
    let the script answer, until the step `upto` (or the free step) is shown."""
    while not lesson.step.free and lesson.index != upto:
        owed = lesson.owed()
        if owed is not None:
            state.apply(owed)
            lesson.script_played()
        elif lesson.is_note():
            lesson.dismiss()
        else:
            action = state.game.parse_action(lesson.step.expect)
            assert lesson.allows(action)
            state.apply(action, seat=tutorial.LEARNER)
            lesson.moved()


def test_a_lesson_refuses_every_move_but_the_one_its_step_expects(tmp_path):
    t = tutorial.load("darkmoor", write(tmp_path, GOOD))
    lesson, state = tutorial.Lesson(t), t.start()
    play = state.game.parse_action
    assert lesson.is_note() and not lesson.allows(play("play card=2 loc=0"))
    lesson.dismiss()
    assert lesson.text("es").startswith("Juega")
    assert not lesson.allows(play("play card=2 loc=1")) and lesson.allows(play("play card=2 loc=0"))
    state.apply("play card=2 loc=0")
    lesson.moved()
    assert lesson.owed() == "play card=22 loc=1" and lesson.index == 1
    state.apply(lesson.owed())
    lesson.script_played()
    assert lesson.step.free and lesson.allows(play("play card=11 loc=2")) and lesson.owed() is None


def test_a_lesson_resumes_where_its_game_stands():
    """Leaving and coming back: the saved game's moves say which step is next."""
    (first,) = tutorial.tutorials("darkmoor")
    lesson, state = tutorial.Lesson(first), first.start()
    play_lesson(first, lesson, state, upto=5)  # the Kobold Trapper's step
    again = tutorial.Lesson.resume(first, len(state.history))
    assert again.index == 5 and again.step.expect == "play card=14 loc=1"
    assert tutorial.Lesson.resume(first, 0).index == 0
    play_lesson(first, lesson, state)
    assert tutorial.Lesson.resume(first, len(state.history) + 3).step.free
    halfway = tutorial.Lesson.resume(first, 1)  # the learner's move made, Cobalt's answer not yet
    assert halfway.index == 2 and halfway.owed() == "play card=28 loc=1"


def test_a_lesson_ending_on_a_note_finishes_and_the_game_is_then_the_learners(tmp_path):
    """A tutorial whose last step is a note: once it is read the lesson is finished,
    every legal move is the learner's, and a save opened again past the script is a
    finished lesson (the game played on), not a refused one."""
    ends_on_a_note = GOOD.replace('Now play as you like."', 'That was your first turn."').replace(
        'Ahora juega como quieras."', 'Ese fue tu primer turno."').replace("free = true\n", "")
    t = tutorial.load("darkmoor", write(tmp_path, ends_on_a_note))
    assert t.scripted_moves == 2
    lesson, state = tutorial.Lesson(t), t.start()
    play = state.game.parse_action
    lesson.dismiss()
    state.apply("play card=2 loc=0")
    lesson.moved()
    state.apply(lesson.owed())
    lesson.script_played()
    assert lesson.is_note() and not lesson.finished and not lesson.allows(play("play card=11 loc=2"))
    lesson.dismiss()
    assert lesson.finished and lesson.open and lesson.allows(play("play card=11 loc=2"))
    assert lesson.learned() == ["Step 1: play a card"]
    at_the_end = tutorial.Lesson.resume(t, 2)  # the last note is shown again, to be read
    assert at_the_end.index == 2 and at_the_end.is_note() and not at_the_end.finished
    assert tutorial.Lesson.resume(t, 3).finished and tutorial.Lesson.resume(t, 5).open


def test_the_scripted_seats_are_named_in_the_learners_language(tmp_path):
    named = GOOD.replace("seed = 1\n", 'seed = 1\nnames.en = ["The Cobalt horde"]\nnames.es = ["La horda cobalto"]\n')
    t = tutorial.load("darkmoor", write(tmp_path, named))
    assert t.seat_names("es") == ("La horda cobalto",) and t.seat_names("en") == ("The Cobalt horde",)
    from tabletop.controller.guided import GuidedSession
    assert [s.name for s in GuidedSession.new(t, "Ana", "es").seats] == ["Ana", "La horda cobalto"]
    one_short = GOOD.replace("seed = 1\n", 'seed = 1\nnames.en = ["A", "B"]\nnames.es = ["A", "B"]\n')
    assert refusal(tmp_path, one_short).field == "names.en"
    no_spanish = GOOD.replace("seed = 1\n", 'seed = 1\nnames.en = ["A"]\n')
    assert refusal(tmp_path, no_spanish).field == "names"
