"""What the house core derives from the house and keeps until a change touches it
(geometry.py's House, explore.py's and monsters.py's memos) reads, at every step of
played games, as it would worked out afresh."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine.rng import Rng
from tabletop.games.house.geometry import House


def _derived(state) -> dict:
    house = state.house
    return {
        "adjacent": {r: house.adjacent(r) for r in house.order},
        "open": {r: house.open_doors(r) for r in house.order},
        "doorways": {r: state.exploration._doorways_of(r) for r in house.order},
        "bumped": {f: state.exploration._bumped_cells(f) for f in state.ruleset.floors},
        "floor_open": {f: state.exploration._floor_open(f) for f in state.ruleset.floors},
        "special": {k: state.monster_rules._special_rooms(k) for k in ("coal_chute", "elevator", "collapsed")},
        "fits": {f: state.exploration._fits_somewhere(f) for f in state.ruleset.floors},
        "omen_room": state.exploration._omen_reachable(),
    }


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_what_is_kept_reads_as_worked_out_afresh(name):
    game = games.get(name)
    for seed in range(3):
        state = game.new_game(game.max_seats, 900 + seed)
        rng = Rng(seed)
        while not state.is_over and len(state.history) < 600:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            if len(state.history) % 2:
                continue
            kept = _derived(state)
            fresh = game.from_dict(state.to_dict())  # its house made again from the plain data
            assert kept == _derived(fresh)


def test_a_floor_memo_lasts_until_a_tile_of_that_floor_is_laid_or_moved():
    house = House()
    house.place("hall", "ground", 0, 0, 0, ("n", "e"))
    house.place("up", "upper", 0, 0, 0, ("s",))
    ground, upper = house.floor_memo("ground"), house.floor_memo("upper")
    ground["x"] = upper["x"] = 1
    house.link("hall", "up")  # a link changes no floor's tiles
    assert house.floor_memo("ground") == {"x": 1} and house.floor_memo("upper") == {"x": 1}
    house.place("east", "ground", 1, 0, 0, ("w",))
    assert house.floor_memo("ground") == {} and house.floor_memo("upper") == {"x": 1}
    house.floor_memo("ground")["x"] = 1
    house.move_tile("east", "upper", 1, 0, 0, ("w",))  # both floors' tiles change
    assert house.floor_memo("ground") == {} and house.floor_memo("upper") == {}
