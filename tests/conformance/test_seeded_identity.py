"""Seeded play is byte-identical across a redesign (issue 23): every game, at its
smallest and largest table, played whole with seeded random legal actions, offers the
same legal actions, takes the same actions, emits the same events and reaches the same
states, step by step, as recorded in tests/fixtures/seeded_play.json
(build_scripts/seeded_play.py writes it, and says which game differs). Each is played
with the options recorded with it: a default may depend on the day (Betrayal counts its
birthdays from today)."""

from __future__ import annotations

import json

import pytest

from build_scripts.seeded_play import FIXTURE, cases, fingerprint

RECORDED = json.loads(FIXTURE.read_text(encoding="utf-8"))


def test_every_game_and_table_size_is_recorded():
    assert sorted(RECORDED) == sorted(case for case, *_ in cases())


@pytest.mark.parametrize("case, name, seats, seed", cases(), ids=[c[0] for c in cases()])
def test_seeded_play_is_as_recorded(case, name, seats, seed):
    assert fingerprint(name, seats, seed, RECORDED[case]["options"]) == RECORDED[case], (
        f"{case} plays differently from the record: if that is meant, run "
        "python build_scripts/seeded_play.py --write and say why in the commit")
