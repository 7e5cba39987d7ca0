"""Prophecy's compound answers are read once (games/prophecy/choices.py, issue 23 §1):
the step that asked a battle roll or the Item to damage gets a typed value, never the
word to split. Every word a step offers reads to its typed value (whose `str` is the
word again: saves keep the words) and a word not offered is refused as before."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalAction, Rng
from tabletop.engine.actions import Choose
from tabletop.games.prophecy import choices
from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.decisions import DECISIONS

from decision_probe import step_gets  # tests/: on the path as the test packages' root

from .scenario import new

# What the refusal of a word not offered says, by kind.
MUST = {"declare": "declare Items for the battle, then roll", "roll": "roll again or throw a weapon",
        "damage": "choose the Item to damage"}


def _as_the_step_gets_it(kind: str, word: str):
    return step_gets(DECISIONS[kind], word, Choose(word))


def _reads_typed(kind: str, word: str) -> None:
    got = _as_the_step_gets_it(kind, word)
    if word == "roll":
        assert got == "roll"
    else:
        assert isinstance(got, choices.ItemToDamage if kind == "damage" else choices.Throw) and str(got) == word


def test_every_word_offered_in_seeded_games_reads_typed():
    met = set()
    for seats, seed in ((3, 3), (5, 7), (4, 11)):
        state = new(seats, seed)
        rng = Rng(seed)
        for _ in range(600):
            if state.is_over:
                break
            kind = state.pending["kind"]
            if kind in MUST:
                met.add(kind)
                words = state.roll_options() if kind == "declare" else state.pending["options"]
                for word in words:
                    _reads_typed(kind, word)
                seat = state.pending["seat"]
                with pytest.raises(IllegalAction) as refused:
                    state.apply(Choose("throw:999"), seat=seat)
                assert str(refused.value) == f"{state.seat_name(seat)} must {MUST[kind]} now."
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert met == set(MUST)


def test_every_item_reads_typed():
    """Every Item's uid, thrown (the weapons that may be) or damaged."""
    for uid, item in enumerate(lib.ITEMS):
        _reads_typed("damage", f"item:{uid}")
        if item.throwable:
            _reads_typed("roll", f"throw:{uid}")
            _reads_typed("declare", f"throw:{uid}")
    _reads_typed("roll", "roll")
    _reads_typed("declare", "roll")
