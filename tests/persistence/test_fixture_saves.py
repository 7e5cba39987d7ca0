"""Saves and games recorded by the code as it was before the kit refactor (issue 9
§4, commit 8244823): they still load, replay to the very same state, and play on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop import games
from tabletop.engine import Rng
from tabletop.persistence import SaveStore

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
SAVES = {"darkmoor-mid-game": "minion", "comanauts-mid-enemy-turn": "defend",
         "comanauts-mid-entry": "entry_choice"}


@pytest.mark.parametrize("stem,kind", sorted(SAVES.items()))
def test_an_old_save_loads_and_plays_on_to_the_end(tmp_path, stem, kind):
    shutil.copyfile(FIXTURES / f"{stem}.tabletop", tmp_path / f"{stem}.tabletop")
    store = SaveStore(tmp_path)
    [entry] = store.entries()
    assert entry.error is None, entry.error
    state, _seats, save = store.load(stem)  # replayed and checked against its snapshot
    save.close()
    assert state.to_act is not None and state.view(state.to_act)["pending"]["kind"] == kind
    rng = Rng(7)
    for _ in range(3000):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert state.is_over


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_an_old_whole_game_replays_to_the_same_state(name):
    recorded = json.loads((FIXTURES / f"{name}-whole-game.json").read_text(encoding="utf-8"))
    state = games.get(name).replay(recorded["seed"], recorded["options"], recorded["actions"])
    assert "rules" not in recorded["final"]  # recorded before revisions of the rules were: revision 1
    assert state.to_dict() == {**recorded["final"], "rules": 1}
