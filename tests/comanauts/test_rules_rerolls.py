"""Rules revision 2: a re-roll is offered only when it can change the roll's outcome
(CO-CLARITY.4, CO-CLARITY.5, CO-D.33); saves made before (no revision) replay as
they were played, asked after every roll."""

from __future__ import annotations

from tabletop.games.comanauts import GAME
from tabletop.games.comanauts.options import ComanautsOptions
from tabletop.games.comanauts.actions import Melee, Ranged

from .scenario import at_actions, choose, enemy, give, script, strip

import pytest

NEW = {"revision": 2}


def test_co_clarity_4_no_re_roll_is_offered_when_the_roll_already_succeeded():
    """CO-CLARITY.4: re-rolling exists to change a roll; a hit (5 + 3 >= 7) is kept
    without asking, even with clarity to spend."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"], **NEW)
    strip(state, 0)
    enemy(state, "coat_hook_thing", "top_landing")  # defense 7
    state.sheets[0].clarity = 3
    give(state, 0, "red", "red")
    script(state, 5, 3)
    state.apply(Melee("red+red", "coat_hook_thing"))
    assert state.pending is None or state.pending["kind"] != "reroll"
    assert "coat_hook_thing" not in state.slots and state.sheets[0].clarity == 3


def test_co_clarity_4_5_no_re_roll_is_offered_when_none_can_succeed():
    """CO-CLARITY.4, CO-CLARITY.5: one red die showing 1 against defense 9, with 1
    clarity, can reach only 6 (+ bonuses) by re-rolling: the roll is kept without
    asking and the clarity stays."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"], **NEW)
    strip(state, 0)
    enemy(state, "drift_colossus", "top_landing")  # defense 9
    state.sheets[0].clarity = 1
    give(state, 0, "red")
    script(state, 1)
    state.apply(Melee("red", "drift_colossus"))
    assert state.pending is None or state.pending["kind"] != "reroll"
    assert state.sheets[0].clarity == 1 and "drift_colossus" in state.slots


def test_co_clarity_5_a_re_roll_is_offered_when_paying_for_several_can_succeed():
    """CO-CLARITY.5: a player may re-roll as often as they pay; 1 + 1 against defense
    7 with 2 clarity can still reach 12, so the re-roll is offered, and is offered
    again while it can still matter."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"], **NEW)
    strip(state, 0)
    enemy(state, "coat_hook_thing", "top_landing")  # defense 7
    state.sheets[0].clarity = 2
    give(state, 0, "red", "red")
    script(state, 1, 1, 2)
    state.apply(Melee("red+red", "coat_hook_thing"))
    assert state.pending["kind"] == "reroll"
    assert state.pending["options"] == ["keep", "reroll:0", "reroll:1"]
    choose(state, "reroll:0")  # 2 + 1 = 3; one clarity left: at most 3 - 1 + 6 = 8 >= 7
    assert state.pending["kind"] == "reroll"
    script(state, 1)
    choose(state, "reroll:1")  # 2 + 1 = 3, no clarity left: nothing more to ask
    assert state.pending is None or state.pending["kind"] != "reroll"
    assert "coat_hook_thing" in state.slots


def test_co_clarity_4_and_co_d_33_a_roll_ability_is_not_offered_on_a_roll_that_cannot_change():
    """CO-CLARITY.3-4, CO-D.33: Wren's "during any roll" ability gives free re-rolls; on
    a roll that already hits it is not asked either."""
    state = at_actions(2, zone="vell_ridge", avatars=["wren_abernathy", "ransom"], **NEW)
    state.sheets[0].clarity = 3
    enemy(state, "wire_crawler", "fire_bay_west")
    give(state, 0, "green")
    script(state, 6)
    state.apply(Ranged("green", "wire_crawler"))
    assert state.pending is None or state.pending["kind"] != "reroll"
    assert state.sheets[0].clarity == 3


def test_co_clarity_4_a_game_without_revision_still_asks_after_every_roll():
    """Saves made before the revision: the same hit still waits on keep/re-roll, and the
    question is answerable as before."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    strip(state, 0)
    enemy(state, "coat_hook_thing", "top_landing")
    state.sheets[0].clarity = 3
    give(state, 0, "red", "red")
    script(state, 5, 3)
    state.apply(Melee("red+red", "coat_hook_thing"))
    assert state.pending["kind"] == "reroll"
    choose(state, "keep")
    assert "coat_hook_thing" not in state.slots


def test_the_revision_option_is_checked_and_kept():
    assert ComanautsOptions.read(2, {"revision": 2}).to_dict()["revision"] == 2
    assert "revision" not in ComanautsOptions.read(2, {}).to_dict()
    for bad in (0, 3, "2", True):
        with pytest.raises(ValueError):
            ComanautsOptions.read(2, {"revision": bad})
    assert GAME.new_game(2, 1, NEW).options["revision"] == 2
