"""A guided game at the table (issue 26 §1): the learner's only accepted gesture is
the one the step expects, anything else is refused with the step's hint, the table
is told to light just that move, and the other seats play the script."""

import pytest

from tabletop.controller import tutorial
from tabletop.controller.guided import GuidedSession
from tabletop.engine.errors import IllegalAction
from tabletop.games.darkmoor.places import Hand, Location, Minion


def guided(language="en") -> GuidedSession:
    (first,) = tutorial.tutorials("darkmoor")
    return GuidedSession.new(first, "Ana", language)


def let_bots_play(session: GuidedSession) -> None:
    while session.to_act != tutorial.LEARNER and not session.state.is_over:
        session.update(0)
        session.wait_for_bot()
        session.update(0)


def test_a_note_refuses_every_move_with_its_own_words_until_read():
    session = guided("es")
    with pytest.raises(IllegalAction) as refused:
        session.gesture(Hand(2), Location(0))
    assert refused.value.key == "tutorial.hint" and refused.value.values["hint"].startswith("Guías a los esbirros rojos")
    assert session.targets(Hand(2)) == set() and session.legal_actions() == []


def test_only_the_expected_card_and_target_are_offered():
    session = guided()
    session.dismiss()
    session.dismiss()
    assert [str(a) for a in session.legal_actions()] == ["play card=2 loc=0"]
    assert session.targets(Hand(2)) == {Location(0)} and session.targets(Hand(11)) == set()
    with pytest.raises(IllegalAction) as refused:
        session.gesture(Hand(2), Location(1))  # legal in the game, not what the step asks
    assert "Charging Minotaur" in refused.value.values["hint"]
    assert session.state.history == []
    assert session.why_not(session.state.game.parse_action("play card=11 loc=0")).key == "tutorial.hint"
    with pytest.raises(IllegalAction):
        session.undo()


def test_the_whole_guided_game_plays_through_its_gestures_with_the_script_answering():
    session = guided()
    while not session.lesson.step.free:
        expected = session.expected()
        if session.lesson.is_note():
            session.dismiss()
        elif expected is not None:
            session.gesture(expected.source, expected.target)
        let_bots_play(session)
    names = [e["event"] for e in session.log]
    assert "hero_attack" in names and "minions_escaped" in names
    assert session.state.view(0)["token_vp"][tutorial.LEARNER] == 2
    # the free step: any legal move, and a bot answers for Cobalt
    move = session.legal_actions()[-1]
    session.gesture(move.source, move.target)
    let_bots_play(session)
    assert session.to_act == tutorial.LEARNER or session.state.is_over


def test_the_script_picks_the_minion_the_learner_is_told_to():
    session = guided()
    while session.lesson.step.expect != "pick card=28":
        expected = session.expected()
        session.dismiss() if session.lesson.is_note() else session.gesture(expected.source, expected.target)
        let_bots_play(session)
    assert session.targets(None) == {Minion(28)}
    with pytest.raises(IllegalAction):
        session.gesture(None, Minion(1))


def test_the_scripted_seat_waits_while_a_note_is_unread(tmp_path):
    """A note shown while the script's seat is to act: its bot does not move on its
    own (it would leave the script); once the note is read, it plays the script's move."""
    from test_tutorial_files import GOOD, write

    waits = GOOD.replace('''rule = "Step 1: play a card"
then = ["play card=22 loc=1"]
''', '''rule = "Step 1: play a card"

[[step]]
en = "Cobalt answers."
es = "Cobalt responde."
then = ["play card=22 loc=1"]
''')
    lesson = tutorial.load("darkmoor", write(tmp_path, waits))
    session = GuidedSession.new(lesson, "Ana", "en")
    session.dismiss()
    session.act(session.expected())
    assert session.state.to_act == 1 and session.lesson.is_note()
    for _ in range(3):
        session.update(0)
        session.wait_for_bot()
    assert len(session.state.history) == 1  # Cobalt waited for the note
    session.dismiss()
    for _ in range(3):
        session.update(0)
        session.wait_for_bot()
    assert [str(a) for a in session.state.history] == ["play card=2 loc=0", "play card=22 loc=1"]
