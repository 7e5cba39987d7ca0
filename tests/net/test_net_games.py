"""A whole game of every registered game across processes: `tabletop serve` with
`tabletop join --bot random` for every remote seat; the host's save is the game a
local replay of its moves makes (issue 27 §4)."""

import pytest

import tabletop.games
from tabletop.persistence.saves import SaveStore

from .wire import join, serve

GAME_TIME = 90  # seconds: each game takes a few


@pytest.mark.parametrize("name", tabletop.games.names())
def test_a_whole_game_played_across_processes_is_saved_as_a_local_replay(name, tmp_path):
    game = tabletop.games.get(name)
    players = game.min_seats
    remote = range(2, players + 1)  # seat 1 is the host's bot; the rest join from other processes
    host, port = serve(tmp_path, name, "--players", str(players), "--remote", ",".join(map(str, remote)),
                       "--port", "0", "--code", "test-code", "--seed", "11", "--save", "wire")
    guests = [join(tmp_path, port, "test-code", seat) for seat in remote]
    try:
        for guest in guests:
            out, err = guest.communicate(timeout=GAME_TIME)
            assert guest.returncode == 0, err
        out, err = host.communicate(timeout=GAME_TIME)
        assert host.returncode == 0, err
        assert out.strip().endswith("game over")
    finally:
        for proc in (host, *guests):
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    state, seats, save = SaveStore(tmp_path / "data" / "saves").load("wire")
    save.close()
    assert state.is_over and len(state.history) > players
    assert [s.kind for s in seats] == ["random"] + ["human"] * (players - 1)
    local = game.replay(11, state.options, [str(a) for a in state.history])
    assert local.to_dict() == state.to_dict()
