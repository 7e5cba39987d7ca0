"""A game's rules revision (engine/game.py's `Game.rules_revision`): every position a
game writes says which revision of its rules it was played under; a position or a
record from before revisions were written is revision 1; and a game recorded under an
earlier revision is replayed under today's rules as far as its moves are still legal."""

from __future__ import annotations

import copy
import json

import pytest

from tabletop import games
from tabletop.engine import OlderRules, SaveError
from tabletop.engine.errors import IllegalAction

REFUSED = "attack kind=explorer who=1 trait=might"  # nobody attacks before the haunt (BH-ATTACK.2)


def played(name: str, seats: int, seed: int, moves: int):
    state = games.get(name).new_game(seats, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return state


def test_each_game_has_a_revision_and_those_fixed_are_at_their_second():
    """Betrayal and Betrayal Legacy share the house core whose rules were fixed (death
    resolved once, one drop and one pick-up a turn, monsters one by one, objectives after
    every step): revision 2. Prophecy's Charity was fixed (the least found before anyone
    is healed): revision 2. The others' rules did not change: revision 1."""
    assert {name: games.get(name).rules_revision for name in games.names()} == {
        "betrayal": 2, "betrayal_legacy": 2, "comanauts": 1, "darkmoor": 1, "prophecy": 2}


@pytest.mark.parametrize("name", ["darkmoor", "betrayal"])
def test_a_position_records_its_revision_and_loads_back(name):
    game = games.get(name)
    state = played(name, 3, 5, 6)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["rules"] == game.rules_revision
    assert game.from_dict(data).to_dict() == data


def test_a_position_without_a_revision_is_revision_1_and_others_are_checked():
    game = games.get("darkmoor")
    data = json.loads(json.dumps(played("darkmoor", 2, 3, 4).to_dict()))
    before = {k: v for k, v in data.items() if k != "rules"}  # written before revisions were
    assert game.recorded_rules(before) == 1
    assert game.from_dict(copy.deepcopy(before)).to_dict() == data
    for bad in ("1", 1.0, True, None, 0, -3, [1]):
        with pytest.raises(SaveError, match="revision of the rules of Retreat to Darkmoor is malformed"):
            game.from_dict({**data, "rules": bad})
    with pytest.raises(SaveError, match="newer revision of the rules") as refused:
        game.from_dict({**data, "rules": 2})
    assert refused.value.key == "save.newer"


def test_a_game_of_todays_revision_replays_strictly():
    game = games.get("betrayal")
    state = played("betrayal", 3, 2, 12)
    moves = [str(a) for a in state.history]
    again, older = game.replay_recorded(2, state.options, moves, game.rules_revision)
    assert older is None and again.to_dict() == state.to_dict()
    with pytest.raises(IllegalAction):
        game.replay_recorded(2, state.options, [*moves[:5], REFUSED, *moves[5:]], game.rules_revision)


def test_a_game_of_an_earlier_revision_stops_at_its_first_move_refused_today():
    """Every move before the first one today's rules refuse is kept; that one and every
    one after it are left out, and counted."""
    game = games.get("betrayal")
    state = played("betrayal", 3, 2, 12)
    moves = [str(a) for a in state.history]
    again, older = game.replay_recorded(2, state.options, moves, 1)
    assert older == OlderRules(1, 0) and again.to_dict() == state.to_dict()
    again, older = game.replay_recorded(2, state.options, [*moves[:5], REFUSED, *moves[5:]], 1)
    assert older == OlderRules(1, 8)
    assert [str(a) for a in again.history] == moves[:5]
    again, older = game.replay_recorded(2, state.options, [*moves[:3], "no such move"], 1)
    assert older == OlderRules(1, 1) and len(again.history) == 3
