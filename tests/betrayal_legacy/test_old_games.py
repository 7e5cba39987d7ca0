"""Games set up before the fixes of issue 21 (section 3) go on by the rules they were
begun under (rules.py's REVISION): a free-play save recorded then still loads (it
replays to the very position it recorded) and plays on; a chapter begun then resumes
move for move. New games carry the revision of the rules they are set up under."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop import games
from tabletop.engine import Rng
from tabletop.games.betrayal_legacy import normalize_options
from tabletop.games.betrayal_legacy.campaign import new_campaign
from tabletop.games.betrayal_legacy.chapters import game_options, initial_places
from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options
from tabletop.games.betrayal_legacy.in_progress import SCRIPTS
from tabletop.games.betrayal_legacy.rules import CONTENT, REVISION
from tabletop.persistence import SaveStore

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
G = games.get("betrayal_legacy")


def test_a_free_play_save_from_before_loads_and_plays_on(tmp_path):
    """A free-play game on the finished house, saved by the code before these fixes
    (its Black Folio pages for everyone went from the first player), replays to the
    position it recorded and plays on to its end."""
    stem = "betrayal_legacy-free-play-mid-game"
    shutil.copyfile(FIXTURES / f"{stem}.tabletop", tmp_path / f"{stem}.tabletop")
    store = SaveStore(tmp_path)
    [entry] = store.entries()
    assert entry.error is None, entry.error
    state, _seats, save = store.load(stem)
    save.close()
    assert "revision" not in state.options and "the_tenants_share" in state.options["folio"]
    rng = Rng(7)
    for _ in range(3000):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert state.is_over


def test_a_chapter_begun_before_resumes_move_for_move():
    """A whole chapter 9 recorded by the code before these fixes (its haunt's Legacy card
    noted but never read) replays from its seed, options and moves to the same state."""
    recorded = json.loads((FIXTURES / "betrayal_legacy-chapter-9-whole-game.json").read_text(encoding="utf-8"))
    state = G.new_game(4, recorded["seed"], recorded["options"])
    for move in recorded["moves"]:
        state.apply(move)
    assert state.to_dict() == recorded["final"]


def test_new_games_carry_the_revision_of_their_rules():
    c = new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT))
    assert game_options(c, SCRIPTS[0])["revision"] == game_options(c, None)["revision"] == REVISION
    assert free_play_options(finished_campaign(), seats=3)["revision"] == REVISION
    assert normalize_options(3, {"revision": REVISION})["revision"] == REVISION
    for bad in (0, REVISION + 1, "2", True):
        with pytest.raises(ValueError, match="revision"):
            normalize_options(3, {"revision": bad})
