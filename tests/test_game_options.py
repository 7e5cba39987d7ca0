"""Each game's options class (tabletop/games/<game>/options.py): its defaults, its
refusals, and the dict it gives, which is the one the games kept before the classes
(the seeded games' recorded options read back unchanged, in the same order)."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from tabletop import games

RECORDED = json.loads((Path(__file__).parent / "fixtures" / "seeded_play.json").read_text(encoding="utf-8"))


def _options(name):
    return games.get(name).options_class


@pytest.mark.parametrize("case", sorted(RECORDED))
def test_recorded_options_read_back_unchanged(case):
    """A seeded game's options, as a save keeps them, are valid and give themselves back."""
    name, seats, _ = case.split("/")
    recorded = RECORDED[case]["options"]
    assert _options(name).read(int(seats[:-1]), recorded).to_dict() == recorded


def test_the_defaults_are_the_options_games_started_with_before():
    today = datetime.date.today().strftime("%m-%d")
    assert _options("darkmoor").read(2, {}).to_dict() == {"sides": "random", "first": "random"}
    assert _options("prophecy").read(5, {}).to_dict() == {}
    assert _options("comanauts").read(2, {}).to_dict() == {"bookkeeper_decides": False, "auto_defend": False}
    assert _options("betrayal").read(3, {}).to_dict() == {"today": today}
    legacy = _options("betrayal_legacy").read(4, {}).to_dict()
    assert list(legacy) == ["families", "tiles", "cards", "stickers"]
    assert legacy["families"] == ["carrow", "vell", "okafor", "dunmore"] and legacy["stickers"] == []
    assert list(legacy["cards"]) == ["item", "event", "omen"]


def test_the_dict_keeps_the_order_the_games_wrote():
    """Saves keep the options as written: the same keys in the same order as before."""
    darkmoor = _options("darkmoor").read(2, {"names": ["A", "B"], "confirm": [1, 0], "first": 1,
                                              "sides": [0, "random", 1]}).to_dict()
    assert darkmoor == {"sides": [0, "random", 1], "first": 1, "confirm": [0, 1], "names": ["A", "B"]}
    assert list(darkmoor) == ["sides", "first", "confirm", "names"]
    comanauts = _options("comanauts").read(2, {"revision": 2, "names": ["A", "A"], "auto_defend": True}).to_dict()
    assert list(comanauts) == ["bookkeeper_decides", "auto_defend", "names", "revision"]
    betrayal = _options("betrayal").read(3, {"haunt": 4, "open_play": True, "skip_played": [9, 2],
                                              "today": "1-5"}).to_dict()
    assert betrayal == {"today": "01-05", "skip_played": [2, 9], "open_play": True, "haunt": 4}
    legacy = _options("betrayal_legacy").read(3, {"first": 2, "open_play": True, "chapter": 3, "haunt": 3,
                                                 "revision": 1}).to_dict()
    assert list(legacy)[4:] == ["chapter", "haunt", "first", "open_play"]


@pytest.mark.parametrize("name, seats, given, words", [
    ("darkmoor", 2, {"first": 2}, "'first'"),
    ("darkmoor", 3, {"sides": [0, 1]}, "'sides' must be 'random' or 4 choices"),
    ("darkmoor", 2, {"confirm": [0, 2]}, "'confirm' holds 2"),
    ("prophecy", 2, {"names": ["A"]}, "'names' must be 2 non-empty names"),
    ("prophecy", 2, {"first": 0}, "Unknown option(s) for Prophecy: first"),
    ("comanauts", 2, {"revision": 3}, "'revision' must be a whole number from 1 to 2"),
    ("comanauts", 2, {"auto_defend": "yes"}, "'auto_defend' must be true or false"),
    ("comanauts", 2, {"retired": ["fear_copy_1"]}, "'retired' holds 'fear_copy_1'"),
    ("betrayal", 3, {"today": "13-01"}, "'today' must be a month and day"),
    ("betrayal", 3, {"haunt": 99}, "'haunt' must be a haunt number (1 to 25)"),
    ("betrayal", 3, {"explorers": ["nobody", "x", "y"]}, "'explorers' must be 3 explorers (or 'random')"),
    ("betrayal_legacy", 3, {"families": ["carrow", "carrow", "vell"]}, "'families' must be 3 different families"),
    ("betrayal_legacy", 3, {"chapter": 14, "haunt": 14}, "'chapter' must be a whole number from 0 to 13"),
    ("betrayal_legacy", 3, {"chapter": 2}, "'chapter' and 'haunt' go together"),
    ("betrayal_legacy", 3, {"folio": ["nothing"]}, "'folio' holds 'nothing'"),
])
def test_a_bad_option_is_refused_by_name(name, seats, given, words):
    with pytest.raises(ValueError) as refused:
        games.get(name).new_game(seats, 1, given)
    assert words in str(refused.value)


def test_only_comanauts_takes_a_value_the_form_does_not_ask():
    """A game started from the New game form plays by today's revision of Comanauts'
    rules; one made elsewhere without it (and every save from before) by the first."""
    assert {name: _options(name).fresh() for name in games.names()} == {
        "darkmoor": {}, "prophecy": {}, "comanauts": {"revision": 2}, "betrayal": {}, "betrayal_legacy": {}}
