"""The `confirm` option (issue 10 §2): a seat that confirms its turns ends them
itself, after its play and that play's abilities and before anything is revealed
(the peril check, the draw), so Undo can take the play back until then. An app
option, not a rule: the turns are the same, only the moment they become final."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine import IllegalAction, Rng
from tabletop.games.darkmoor.actions import EndTurn, Play

G = games.get("darkmoor")


def test_without_the_option_nothing_changes_and_the_options_are_as_before():
    state = G.new_game(2, 3, {"first": 0})
    assert "confirm" not in state.options  # games made before the option replay as they were
    state.apply(state.legal_actions()[0])
    assert state.pending is None or state.pending["kind"] != "confirm"


def test_the_turn_waits_for_its_player_after_the_play_and_before_the_draw():
    state = G.new_game(2, 3, {"first": 0, "confirm": [0]})
    hand_before = list(state.hands[0])
    play = state.legal_actions()[0]
    assert isinstance(play, Play)
    events = state.apply(play)
    while state.pending["kind"] != "confirm":  # the play's abilities ask first
        events += state.apply(state.legal_actions()[0])
    assert state.pending == {"kind": "confirm", "seat": 0, "options": ["end"], "step": ("confirm",)}
    assert state.legal_actions() == [EndTurn()]
    assert not any(e["event"] in G.reveals for e in events)  # nothing revealed yet
    assert len(state.hands[0]) == len(hand_before) - 1  # no draw yet
    events = state.apply(EndTurn())
    assert any(e["event"] == "cards_drawn" for e in events)
    assert state.to_act == 1  # seat 1 does not confirm: its turn runs as always


def test_end_turn_is_refused_when_no_turn_waits_and_a_play_when_one_does():
    state = G.new_game(2, 3, {"first": 0, "confirm": [0, 1]})
    with pytest.raises(IllegalAction):
        state.apply(EndTurn())
    state.apply(state.legal_actions()[0])
    while state.pending["kind"] != "confirm":
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalAction, match="end the turn"):
        state.apply(Play(state.hands[0][0], 0))


@pytest.mark.parametrize("confirm", [[5], [0, 0], "all", [True], [-1]])
def test_bad_confirm_options_are_refused(confirm):
    with pytest.raises(ValueError, match="confirm"):
        G.new_game(2, 1, {"confirm": confirm})


def test_random_games_with_every_seat_confirming_end_and_replay():
    for seed in range(6):
        state = G.new_game(4, seed, {"confirm": [0, 1, 2, 3]})
        rng = Rng(seed)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        again = G.replay(seed, state.options, [str(a) for a in state.history])
        assert again.to_dict() == state.to_dict()
        assert G.from_dict(state.to_dict()).to_dict() == state.to_dict()
