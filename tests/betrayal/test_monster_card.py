"""What every player may read of the monsters on the map (the view's monster_kinds):
the monster's card in the haunt's book, and the traits it may be attacked with."""

from __future__ import annotations

from tabletop.engine.views import read
from tabletop.games.house.view import HouseView

from .scenario import fresh, haunt


def test_the_bats_card_says_damage_only_stuns_them_and_might_hurts_them():
    """BH-MONSTER.4, BH-ATTACK.12: haunt 1's bats (Speed 5, Might 2, not killable) are
    attacked with Might only, and every seat (and a spectator) reads the same card."""
    s = fresh()
    haunt(s, 1, 0)
    for seat in (0, 1, None):
        kinds = s.view(seat)["monster_kinds"]
        assert [k["kind"] for k in kinds] == ["bat"]
        bat = kinds[0]
        assert (bat["speed"], bat["might"], bat["attack"], bat["killable"]) == (5, 2, "might", False)
        assert bat["attacked_with"] == ["might"]
    assert read(HouseView, s.view(1)).monster_kinds[0].speed == 5


def test_a_mourner_is_touched_only_by_sanity_and_damage_destroys_it():
    """BH-ATTACK.9, BH-ATTACK.12, BH-D.45: in haunt 5 explorers may attack with Sanity or
    Knowledge, but a Mourner has neither Might nor Knowledge: Sanity alone touches it."""
    s = fresh()
    haunt(s, 5, 0)
    mourner = next(k for k in s.view(1)["monster_kinds"] if k["kind"] == "mourner")
    assert mourner["attacked_with"] == ["sanity"]
    assert mourner["killable"] is True and mourner["attack"] == "sanity"


def test_before_the_haunt_no_monster_is_known():
    assert fresh().view(0)["monster_kinds"] == []
