"""Chapters begun before this version's fixes of the rules (the engine's
`Game.rules_revision`: Betrayal Legacy's is 2): a campaign whose chapter 1 was in
progress when Tabletop was updated (tests/fixtures/saves, recorded from commit 008f450
by build_scripts/old_saves.py) is not lost. The chapter resumes under today's rules, its
moves replayed as far as each is still allowed; it says so; once played on, its record
is today's and resumes strictly, and the chapter can be finished and written into the
campaign (BL-D.37). A chapter begun under today's rules whose moves do not add up is
refused as before. (A free-play save from before: tests/persistence/test_old_rules.py.)"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from tabletop.ai import make_bot
from tabletop.engine import OlderRules, Rng
from tabletop.engine.errors import IllegalAction, SaveError
from tabletop.games.betrayal_legacy import GAME, in_progress
from tabletop.games.betrayal_legacy.options import LegacyOptions
from tabletop.games.betrayal_legacy.campaign import MIGRATIONS, VERSION, Seat, fold_chapter, from_data, new_campaign, to_data
from tabletop.games.betrayal_legacy.chapters import chapter_result, game_options, initial_places
from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options
from tabletop.games.betrayal_legacy.in_progress import SCRIPTS
from tabletop.games.betrayal_legacy.rules import CONTENT

from .test_legacy_deck2 import chapter
from tabletop.persistence.campaigns import CampaignStore, ChapterSave

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
OLD = "betrayal_legacy-chapter-in-progress"  # chapter 1, 60 moves, begun under revision 1


def old_campaign(tmp_path: Path) -> CampaignStore:
    shutil.copyfile(FIXTURES / f"{OLD}.campaign", tmp_path / f"{OLD}.campaign")
    return CampaignStore(tmp_path)


def recorded(store: CampaignStore) -> tuple[dict, list[str]]:
    """How the chapter in progress began, and its moves, as stored."""
    progress = store.progress(OLD)
    return progress.options, list(progress.moves)


def play_on(state, save, seed: int, moves: int | None = None) -> None:
    """Moves of random bots (to the end when `moves` is None), each recorded as the
    table records them."""
    bots = [make_bot("random", state.game, seed + seat) for seat in range(state.seats)]
    while not state.is_over and (moves is None or moves > 0):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        save.record(state)
        moves = None if moves is None else moves - 1


def test_a_chapter_begun_before_resumes_under_todays_rules_and_is_finished(tmp_path):
    store = old_campaign(tmp_path)
    begun, moves = recorded(store)
    assert "rules" not in begun and len(moves) == 60  # begun before revisions were recorded
    state, cast_campaign, script, saved, older = in_progress.resume(store, OLD)
    assert older == OlderRules(revision=1, dropped=0)  # every move is still allowed today
    assert script.index == 1 and saved == moves and [str(a) for a in state.history] == moves
    assert recorded(store) == (begun, moves)  # resuming it changes nothing yet

    save = ChapterSave(store, OLD, saved, older)
    play_on(state, save, 3, moves=1)  # played on: its record is today's from here
    assert save.older_rules is None
    begun_now, moves_now = recorded(store)
    assert begun_now == {**begun, "rules": 2} and moves_now == [str(a) for a in state.history]
    again, _campaign, _script, _saved, older = in_progress.resume(store, OLD)  # strictly, now
    assert older is None and again.to_dict() == state.to_dict()

    play_on(state, save, 4)
    after = fold_chapter(cast_campaign, chapter_result(cast_campaign, script, state, 0))
    store.commit_chapter(OLD, script.index, to_data(after), VERSION)
    assert store.progress(OLD) is None
    assert from_data(store.load(OLD, "betrayal_legacy", VERSION, MIGRATIONS).doc).chapter == 2


def set_moves(store: CampaignStore, moves: list[str]) -> None:
    """The chapter's moves replaced by `moves`, as a version of Tabletop recorded them."""
    db = sqlite3.connect(store.folder / f"{OLD}.campaign")
    with db:
        db.execute("DELETE FROM move")
        db.executemany("INSERT INTO move VALUES (?, ?)", list(enumerate(moves)))
    db.close()


def test_a_chapter_begun_before_stops_at_its_first_move_refused_today(tmp_path):
    """The moves after the first one today's rules refuse (here, an attack before the
    haunt, BL-D.1 §6) are left out, and counted; they stay on disk until the chapter is
    played on."""
    store = old_campaign(tmp_path)
    _begun, moves = recorded(store)
    longer = moves[:40] + ["attack kind=explorer who=1 trait=might"] + moves[40:]
    set_moves(store, longer)
    state, _campaign, _script, saved, older = in_progress.resume(store, OLD)
    assert older == OlderRules(revision=1, dropped=21) and [str(a) for a in state.history] == moves[:40]
    assert saved == longer == recorded(store)[1]
    save = ChapterSave(store, OLD, saved, older)
    play_on(state, save, 5, moves=1)
    begun, now = recorded(store)
    assert begun["rules"] == 2 and now == [str(a) for a in state.history] and len(now) == 41


def test_a_chapter_begun_under_todays_rules_whose_moves_were_tampered_with_is_refused(tmp_path):
    store = old_campaign(tmp_path)
    state, *_rest, older = in_progress.resume(store, OLD)
    save = ChapterSave(store, OLD, [str(a) for a in state.history], older)
    play_on(state, save, 5, moves=1)  # its record is today's now
    _begun, moves = recorded(store)
    set_moves(store, moves[:30] + ["attack kind=explorer who=1 trait=might"] + moves[30:])
    with pytest.raises(IllegalAction):
        in_progress.resume(store, OLD)


def test_a_chapter_records_the_revision_of_the_rules_it_is_begun_under(tmp_path):
    store = CampaignStore(tmp_path)
    c = new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT), [Seat("A"), Seat("B"), Seat("C")])
    ident = store.create("betrayal_legacy", "Today", to_data(c), VERSION)
    in_progress.start_chapter(store, ident, c, seed=4)
    assert store.progress(ident).options["rules"] == 2
    for bad, key in ((3, "save.newer"), ("2", "save.unreadable"), (0, "save.unreadable")):
        db = sqlite3.connect(tmp_path / f"{ident}.campaign")
        with db:
            begun = json.loads(db.execute("SELECT options FROM progress").fetchone()[0])
            db.execute("UPDATE progress SET options = ?", (json.dumps({**begun, "rules": bad}),))
        db.close()
        with pytest.raises(SaveError) as refused:
            in_progress.resume(store, ident)
        assert refused.value.key == key


def test_each_rule_exists_once_and_an_option_of_the_in_between_version_is_dropped():
    """Games no longer carry a revision of Legacy's rules in their options (the engine
    records it for every game); a game saved by the version that did still loads, its
    option dropped, and plays by today's rules."""
    c = new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT))
    assert "revision" not in game_options(c, SCRIPTS[0]) and "revision" not in game_options(c, None)
    assert "revision" not in free_play_options(finished_campaign(), seats=3)
    options = game_options(c, SCRIPTS[0])
    assert LegacyOptions.read(3, {**options, "revision": 1}).to_dict() == LegacyOptions.read(3, options).to_dict()
    assert GAME.new_game(3, 4, {**options, "revision": 1}).to_dict() == GAME.new_game(3, 4, options).to_dict()


def test_a_legacy_card_step_in_a_position_saved_before_is_read_as_today():
    """BL-D.53, BL-D.37: the version before noted a card of the second Legacy deck read
    when its moment came and read it in a step named "legacy_card", right after what was
    happening. A position saved while that step waited under a question (here, what a
    card drawn asks) loads (its stack is checked as any save's), and once the question is
    answered the card is read by today's rules: its text is told and its steps happen to
    its reader (The Well Answers: 1 mental damage)."""
    state = chapter(9)
    rng = Rng(1)
    while state.pending["kind"] == "explore":  # play until a question inside a turn
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    seat = state.pending["seat"]
    data = json.loads(json.dumps(state.to_dict()))
    data["state"]["legacy_read"].append(["the_well_answers", seat, "entrance_hall"])
    data["state"]["steps"].append(["legacy_card", seat, "the_well_answers"])  # next, after the question
    loaded = GAME.from_dict(data)
    events = loaded.apply(loaded.legal_actions()[0])
    assert [e["card"] for e in events if e["event"] == "legacy_card_read"] == ["the_well_answers"]
    assert loaded.pending["kind"] == "damage" and loaded.pending["seat"] == seat  # the card's damage, split
    events = loaded.apply(loaded.legal_actions()[0])
    assert any(e["event"] == "damaged" and e["seat"] == seat and e["source"] == "legacy:the_well_answers"
               for e in events)
    assert [entry[0] for entry in loaded.legacy_read].count("the_well_answers") == 1  # noted once
