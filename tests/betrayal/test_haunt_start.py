"""Haunt rolls, the chart and the traitor (BH-HAUNT, BH-REVEAL, BH-TURN.3, BH-D.35-37)."""

from __future__ import annotations

import pytest

from tabletop.games.betrayal.rules import CHART
from tabletop.games.house.haunt import TraitorRule

from .scenario import dice, events_of, fresh, hold, lay, put, set_value


def omens_due(s, omens, total):
    s.omens_this_turn = [list(o) for o in omens]
    s.omens_drawn = total


def test_a_haunt_roll_under_the_omens_drawn_starts_the_haunt_from_the_chart():
    """BH-HAUNT.1, BH-HAUNT.2, BH-HAUNT.3, BH-REVEAL.1-3, BH-D.36: 6 dice at the end of the
    turn; a total under the omens drawn starts the haunt in the chart's cell for the omen
    and the room it was drawn in; the roller is the revealer."""
    s = fresh()
    seat = s.active
    omens_due(s, [("dog", "prayer_room")], 2)
    dice(s, 0, 0, 0, 0, 0, 1)  # 1 < 2
    events = s.apply("end")
    assert events_of(events, "haunt_roll")[0]["total"] == 1
    number = CHART["rows"]["prayer_room"][CHART["omens"].index("dog")]
    assert s.haunted and s.haunt["number"] == number and s.haunt["revealer"] == seat
    assert s.haunt["omen"] == "dog" and s.haunt["room"] == "prayer_room"


def test_a_roll_equal_to_the_omens_drawn_does_not_start_it():
    """BH-HAUNT.2: the roll must be less than the count."""
    s = fresh()
    seat = s.active
    omens_due(s, [("dog", "prayer_room")], 2)
    dice(s, 0, 0, 0, 0, 1, 1)
    s.apply("end")
    assert not s.haunted and s.active == (seat + 1) % 4


def test_a_room_without_the_omen_symbol_uses_the_other_row():
    """BH-REVEAL.3, BH-D.36: an omen drawn in the Ballroom reads the "other room" row."""
    s = fresh()
    omens_due(s, [("girl", "ballroom")], 5)
    dice(s, *[0] * 6)
    s.apply("end")
    assert s.haunt["number"] == CHART["rows"]["other"][CHART["omens"].index("girl")]


def test_one_haunt_roll_per_omen_drawn_that_turn_stopping_at_the_first_success():
    """BH-D.35, BH-TURN.3: two omens, two rolls in the order drawn; the second succeeds and
    its omen and room pick the haunt."""
    s = fresh()
    omens_due(s, [("dog", "prayer_room"), ("girl", "ballroom")], 3)
    dice(s, *[1] * 6, *[0] * 6)
    events = s.apply("end")
    rolls = events_of(events, "haunt_roll")
    assert [r["started"] for r in rolls] == [False, True] and [r["omens"] for r in rolls] == [3, 3]
    assert s.haunt["omen"] == "girl" and s.haunt["room"] == "ballroom"


def test_the_first_successful_haunt_roll_ends_the_rolling():
    """BH-D.35: after a success no more haunt rolls are made."""
    s = fresh()
    omens_due(s, [("dog", "prayer_room"), ("girl", "ballroom")], 3)
    dice(s, *[0] * 6)
    events = s.apply("end")
    assert len(events_of(events, "haunt_roll")) == 1 and s.haunt["omen"] == "dog"


def test_no_omen_no_haunt_roll():
    """BH-TURN.3, BH-CARD.6: a turn without an omen ends with no haunt roll."""
    s = fresh()
    events = s.apply("end")
    assert not events_of(events, "haunt_roll")


def test_no_haunt_rolls_once_the_haunt_has_started():
    """BH-HTURN.5: nobody makes haunt rolls after the haunt starts."""
    s = fresh()
    from .scenario import haunt
    haunt(s, 25, 1)
    seat = s.active
    omens_due(s, [("dog", "prayer_room")], 13)
    events = s.apply("end")
    assert not events_of(events, "haunt_roll") and s.active != seat


def traitor(s, revealer, **rule):
    return s.haunting.choose_traitor(TraitorRule(**rule), revealer)


def test_traitor_rules_revealer_and_left_of_revealer():
    """BH-D.37, BH-REVEAL.5, BH-D.4: the revealer; the next seat clockwise (wrapping)."""
    s = fresh()
    assert traitor(s, 2, rule="revealer") == 2
    assert traitor(s, 3, rule="left_of_revealer") == 0


def test_traitor_highest_and_lowest_with_ties():
    """BH-D.37, BH-REVEAL.6, BH-REVEAL.7: a tie with the revealer in it goes to the
    revealer; a tie without goes to the candidate nearest the revealer's left."""
    s = fresh()
    for seat, value in enumerate((3, 5, 2, 5)):
        set_value(s, seat, "might", value) if value in s.track(seat, "might").values else None
    values = [s.exploration.trait_value(k, "might") for k in range(4)]
    top = max(values)
    tied = [k for k in range(4) if values[k] == top]
    assert len(tied) >= 2, values
    outsider = next(k for k in range(4) if k not in tied)
    expected = next((outsider + k) % 4 for k in range(1, 5) if (outsider + k) % 4 in tied)
    assert traitor(s, outsider, rule="highest", trait="might") == expected
    assert traitor(s, tied[-1], rule="highest", trait="might") == tied[-1]
    low = min(values)
    assert values[traitor(s, 0, rule="lowest", trait="might")] == low


def test_traitor_excluding_the_revealer():
    """BH-D.37: "highest, excluding the revealer" never names the revealer."""
    s = fresh()
    for seat in range(4):
        s.traits[seat][0] = 1
    s.traits[2][0] = 8
    assert traitor(s, 2, rule="highest", trait="speed") == 2
    pick = traitor(s, 2, rule="highest", trait="speed", exclude_revealer=True)
    assert pick != 2 and pick == 3  # all tie at index 1: the nearest to the revealer's left


def test_traitor_holder_and_a_rule_that_selects_nobody():
    """BH-D.37: the holder of the named card; nobody holds it: the revealer."""
    s = fresh()
    assert traitor(s, 1, rule="holder", card="girl") == 1
    hold(s, 3, "girl")
    assert traitor(s, 1, rule="holder", card="girl") == 3


def test_traitor_nearest_a_room():
    """BH-D.37, BH-REVEAL.7: the explorer nearest the named room; unplaced: the revealer."""
    s = fresh()
    assert traitor(s, 2, rule="nearest", room="trophy_room") == 2
    lay(s, "trophy_room", "upper", 0, -1, 0)  # north of the Upper Landing
    put(s, 0, "upper_landing")
    put(s, 3, "upper_landing")
    assert traitor(s, 2, rule="nearest", room="trophy_room") == 3
    assert traitor(s, 0, rule="nearest", room="trophy_room") == 0


@pytest.mark.parametrize("number,revealer,expected", [(22, 2, 2), (5, 3, 0), (25, 1, 1)])
def test_the_haunt_names_its_traitor_by_its_rule(number, revealer, expected):
    """BH-REVEAL.4, BH-REVEAL.5, BH-HSETUP.2, BH-D.37: haunt 22 (revealer), 5 (left of the
    revealer), 25 (nearest the unplaced Fencing Hall: the revealer); everyone else is a hero."""
    s = fresh()
    from .scenario import haunt
    haunt(s, number, revealer)
    assert s.haunt["traitor"] == expected
    assert s.side == ["traitor" if k == expected else "heroes" for k in range(4)]
