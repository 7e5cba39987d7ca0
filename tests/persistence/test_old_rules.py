"""Saves written by Tabletop before a fix of a game's rules (engine's
`Game.rules_revision`; the fixtures were recorded by build_scripts/old_saves.py from
commit 008f450, revision 1 of Betrayal's and Betrayal Legacy's rules).

From a player's side: a Betrayal game saved in the middle of a haunt, after a death, is
not refused as damaged after the update. Its moves are replayed under today's rules
(BH-D.48: a death resolves once and ends the turn; one drop and one pick-up a turn...)
as far as each is still allowed; it opens there, the Load list says so beforehand, and
once the game is played on the file is today's and checked strictly like any other. A
save of today's rules that does not add up is still refused, as is a Darkmoor save
(whose rules did not change) that does not."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop import games
from tabletop.ai import make_bot
from tabletop.engine import OlderRules
from tabletop.engine.errors import IllegalAction, SaveError
from tabletop.persistence import SaveStore, SeatInfo

from savefiles import first_refused, on_disk, set_column

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
HOUSE_SAVES = ["betrayal-haunt-after-death", "betrayal_legacy-free-play-before-rules-2"]


def old_save(tmp_path: Path, stem: str) -> SaveStore:
    """A store holding a copy of the fixture `stem`."""
    folder = tmp_path / "saves"
    folder.mkdir(exist_ok=True)
    shutil.copyfile(FIXTURES / f"{stem}.tabletop", folder / f"{stem}.tabletop")
    return SaveStore(folder)


def play_to_the_end(state, seed: int = 7) -> None:
    """Every seat played by a random bot (choosing from its seat's view) to the game's end."""
    bots = [make_bot("random", state.game, seed + seat) for seat in range(state.seats)]
    for _ in range(5000):
        if state.is_over:
            return
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("stem", HOUSE_SAVES)
def test_an_old_house_save_opens_under_todays_rules_and_plays_on_to_the_end(tmp_path, stem):
    store = old_save(tmp_path, stem)
    path = store.folder / f"{stem}.tabletop"
    recorded, snapshot = on_disk(path)
    assert "rules" not in snapshot  # written before revisions were recorded: revision 1
    [entry] = store.entries()
    assert entry.error is None, entry.error
    assert entry.older_rules == OlderRules(revision=1, dropped=0)  # the Load list says so
    state, seats, save = store.load(stem)
    assert save.older_rules == OlderRules(revision=1, dropped=0)
    assert [str(a) for a in state.history] == recorded  # every move is still allowed today
    assert state.haunted and not state.is_over
    if stem.startswith("betrayal-"):
        assert not all(state.alive)  # an explorer died in the haunt (BH-D.48: the dead stay dead)
    save.close()
    assert on_disk(path) == (recorded, snapshot)  # opening it changes nothing yet

    state, seats, save = store.load(stem)
    # played on: the first move recorded brings the whole file to today's rules
    state.apply(state.legal_actions()[0])
    save.record(state)
    assert save.older_rules is None
    save.close()
    moves, snapshot = on_disk(path)
    assert moves == recorded + [str(state.history[-1])]
    assert snapshot == state.to_dict() and snapshot["rules"] == games.get(state.game.name).rules_revision

    [entry] = store.entries()  # checked strictly from now on: the moves lead to the snapshot
    assert entry.error is None and entry.older_rules is None
    state, _seats, save = store.load(stem)
    assert save.older_rules is None
    play_to_the_end(state)
    save.record(state)
    save.close()
    [entry] = store.entries()
    assert entry.error is None and entry.older_rules is None and entry.finished
    again, _seats, save = store.load(stem)
    save.close()
    assert again.to_dict() == state.to_dict() and again.is_over


def test_an_old_save_whose_last_moves_are_now_refused_opens_at_the_last_allowed_one(tmp_path):
    """A move of it is one today's rules no longer allow (it was 136 of 150 when the
    fixture was made: a choice no longer asked): the game opens after the move before,
    and the Load list and the save say how many of its last moves were left out. They
    stay in the file until the game is played on (nothing is lost by merely looking)."""
    stem = "betrayal-haunt-moves-dropped"
    store = old_save(tmp_path, stem)
    path = store.folder / f"{stem}.tabletop"
    recorded, _snapshot = on_disk(path)
    kept = first_refused(path)
    dropped = OlderRules(revision=1, dropped=len(recorded) - kept)
    assert len(recorded) == 150 and kept > 100
    [entry] = store.entries()
    assert entry.error is None and entry.older_rules == dropped
    state, _seats, save = store.load(stem)
    assert save.older_rules == dropped
    assert [str(a) for a in state.history] == recorded[:kept]
    assert state.haunted and not state.is_over
    with pytest.raises(IllegalAction):
        state.apply(recorded[kept])  # the first move dropped: refused by today's rules
    save.close()
    assert on_disk(path)[0] == recorded
    [entry] = store.entries()
    assert entry.older_rules == dropped

    state, _seats, save = store.load(stem)
    state.apply(state.legal_actions()[0])
    save.record(state)  # history and snapshot rewritten at today's revision, in one go
    save.close()
    moves, snapshot = on_disk(path)
    assert moves == recorded[:kept] + [str(state.history[-1])] and snapshot["rules"] == 2
    [entry] = store.entries()
    assert entry.error is None and entry.older_rules is None


def test_a_game_finished_under_earlier_rules_is_not_offered_to_continue(tmp_path):
    """Its replay under today's rules may stop before its end (moves dropped): the Load
    list still calls it finished, and Continue passes over it; Load still opens it."""
    stem = "betrayal-haunt-moves-dropped"
    store = old_save(tmp_path, stem)
    path = store.folder / f"{stem}.tabletop"
    kept = first_refused(path)
    set_column(path, "finished", 1)  # as if its last move had ended it
    [entry] = store.entries()
    assert entry.finished and entry.older_rules == OlderRules(revision=1, dropped=150 - kept)
    assert store.latest_unfinished() is None
    state, _seats, save = store.load(stem)
    save.close()
    assert not state.is_over and len(state.history) == kept


def todays_betrayal_save(store: SaveStore, moves: int = 30) -> Path:
    state = games.get("betrayal").new_game(3, 9, {})
    save = store.create(state, [SeatInfo("Ada"), SeatInfo("Bo"), SeatInfo("Cy")])
    bot = make_bot("random", state.game, 9)
    for _ in range(moves):
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
    save.record(state)
    save.close()
    return save.path


def test_a_save_of_todays_rules_whose_moves_were_tampered_with_is_still_refused(tmp_path):
    """Only a save recorded under an earlier revision is replayed leniently: one of
    today's revision whose moves are refused, or lead elsewhere, is damaged."""
    store = SaveStore(tmp_path / "saves")
    path = todays_betrayal_save(store)
    _moves, snapshot = on_disk(path)
    assert snapshot["rules"] == 2
    set_column(path, "text", "attack kind=explorer who=1 trait=might", table="action", where="WHERE idx = 20")
    [entry] = store.entries()
    assert entry.error_key == "save.bad_move" and entry.older_rules is None
    with pytest.raises(SaveError, match="one of its moves is not allowed"):
        store.load(path.stem)

    path = todays_betrayal_save(SaveStore(tmp_path / "other"))
    _moves, snapshot = on_disk(path)
    set_column(path, "snapshot", json.dumps({**snapshot, "rng": snapshot["rng"] + 1}))
    [entry] = SaveStore(tmp_path / "other").entries()
    assert entry.error_key == "save.mismatch"


def test_a_save_of_rules_newer_than_this_version_or_of_a_malformed_revision_is_refused(tmp_path):
    store = SaveStore(tmp_path / "saves")
    path = todays_betrayal_save(store, moves=5)
    _moves, snapshot = on_disk(path)
    for value, key in ((3, "save.newer"), ("2", "save.unreadable"), (0, "save.unreadable"), (None, "save.unreadable")):
        set_column(path, "snapshot", json.dumps({**snapshot, "rules": value}))
        [entry] = SaveStore(store.folder).entries()
        assert entry.error_key == key, value
        assert entry.error.startswith("This save") and "Traceback" not in entry.error


def test_an_old_darkmoor_save_still_loads_strictly(tmp_path):
    """Darkmoor's rules did not change (revision 1): a save written before loads exactly
    as it did, with no notice, and one whose position does not add up is refused."""
    stem = "darkmoor-before-rules-2"
    store = old_save(tmp_path, stem)
    path = store.folder / f"{stem}.tabletop"
    _moves, snapshot = on_disk(path)
    [entry] = store.entries()
    assert entry.error is None and entry.older_rules is None
    state, _seats, save = store.load(stem)
    save.close()
    assert state.to_dict() == {**snapshot, "rules": 1}
    set_column(path, "snapshot", json.dumps({**snapshot, "rng": snapshot["rng"] + 1}))
    [entry] = SaveStore(store.folder).entries()
    assert entry.error_key == "save.mismatch"
