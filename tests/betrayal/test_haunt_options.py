"""The two set-up options the digest decides on: "Skip played haunts" (BH-HOPT,
BH-D.38-40) and "Open play" (BH-D.42, BH-SECRET.2)."""

from __future__ import annotations

import json

import pytest

from tabletop.games.betrayal.options import BetrayalOptions
from tabletop.games.betrayal.rules import CHART, CONTENT, ROOMS

from .scenario import FOUR, G, HAUNTS, dice, events_of, haunt, hold, lay, put


def game(skip_played=None, open_play=None, seed: int = 1):
    options = {"today": "06-01", "explorers": list(FOUR)}
    if skip_played is not None:
        options["skip_played"] = list(skip_played)
    if open_play is not None:
        options["open_play"] = open_play
    return G.new_game(4, seed, options)


def cell(room: str, omen: str) -> int:
    return CHART["rows"].get(room, CHART["rows"]["other"])[CHART["omens"].index(omen)]


def house(s, order=("prayer_room", "junk_room")) -> None:
    """The ground floor south of the Entrance Hall: the Red Parlor (0,1) joined to it,
    then `order` laid in turn among: the Junk Room (0,2), through a door south of the
    parlor, 1 space; the Prayer Room (1,1), beside the parlor but with no door on its
    west side, so 3 spaces away (parlor, hall, foyer, prayer room); the Forgotten Room
    (-1,1), through a door west of the parlor, 1 space."""
    where = {"junk_room": (0, 2), "prayer_room": (1, 1), "forgotten_room": (-1, 1)}
    lay(s, "red_parlor", "ground", 0, 1)
    for room in order:
        lay(s, room, "ground", *where[room])
    assert "w" not in ROOMS["prayer_room"].doors


def reveal(s, omen: str = "bite", room: str = "red_parlor"):
    """The active explorer stands in `room` with `omen` in hand, drew it there this
    turn, and the haunt roll (all blanks) starts the haunt: its events."""
    seat = s.active
    put(s, seat, room)
    if omen not in s.hand[seat]:
        hold(s, seat, omen)
    s.omens_this_turn = [[omen, room]]
    s.omens_drawn = max(s.omens_drawn, 1)
    dice(s, *[0] * 6)
    events = s.apply("end")
    assert s.haunted and s.haunt["revealer"] == seat
    return events


def skipped(events) -> dict | None:
    found = events_of(events, "haunt_skipped")
    assert len(found) <= 1
    return found[0] if found else None


# -- skip played haunts ---------------------------------------------------------------------------

def test_a_played_haunt_gives_way_to_the_closest_omen_room_by_legal_adjacency():
    """BH-HOPT.1, BH-HOPT.2, BH-D.38, BH-D.39: haunt 14 (Red Parlor, Bite) was played, so
    the Bite column is read for the nearest other placed omen room: the Junk Room, 1 space
    through a door; the Prayer Room, laid earlier and next to the parlor on the grid but
    with no door between them, is 3 spaces away. The log says what was skipped and why."""
    played = cell("red_parlor", "bite")
    s = game(skip_played=[played])
    house(s, ("prayer_room", "junk_room"))
    events = reveal(s)
    want = cell("junk_room", "bite")
    assert want != played
    assert s.haunt["number"] == want and s.haunt["id"] == HAUNTS[want].id
    assert skipped(events) == {**skipped(events), "from": played, "to": want, "omen": "bite", "room": "junk_room"}
    assert [e["event"] for e in events].index("haunt_skipped") < [e["event"] for e in events].index("haunt_revealed")
    assert s.haunt["omen"] == "bite" and s.haunt["room"] == "red_parlor"  # where it really was drawn


def test_it_keeps_going_room_by_room_until_a_haunt_not_played():
    """BH-HOPT.3, BH-D.39: the parlor's and the Junk Room's Bite haunts were both played:
    the next room out, the Prayer Room (3 spaces), gives the haunt."""
    played = [cell("red_parlor", "bite"), cell("junk_room", "bite")]
    s = game(skip_played=played)
    house(s)
    events = reveal(s)
    want = cell("prayer_room", "bite")
    assert want not in played
    assert s.haunt["number"] == want and skipped(events)["to"] == want and skipped(events)["room"] == "prayer_room"


@pytest.mark.parametrize("first", ["junk_room", "forgotten_room"])
def test_equally_close_rooms_go_by_the_order_laid(first):
    """BH-D.39: the Junk Room and the Forgotten Room are each 1 space from the parlor; the
    one laid first is read first."""
    other = "forgotten_room" if first == "junk_room" else "junk_room"
    s = game(skip_played=[cell("red_parlor", "bite")])
    house(s, (first, other))
    assert cell(first, "bite") != cell(other, "bite")
    events = reveal(s)
    assert s.haunt["number"] == cell(first, "bite") and skipped(events)["room"] == first


def test_out_of_rooms_the_revealers_other_held_omen_is_read_from_its_own_room_first():
    """BH-HOPT.4, BH-D.40: every placed omen room's Bite haunt was played; the revealer also
    holds the Dog, so the Dog column is read, starting with the room the omen was drawn in;
    and when that is played too, the closest room again."""
    bites = [cell(r, "bite") for r in ("red_parlor", "junk_room", "prayer_room")]
    s = game(skip_played=bites)
    house(s)
    hold(s, s.active, "dog")
    events = reveal(s)
    assert cell("red_parlor", "dog") not in bites
    assert s.haunt["number"] == cell("red_parlor", "dog")
    assert skipped(events)["omen"] == "dog" and skipped(events)["room"] == "red_parlor"

    played = [*bites, cell("red_parlor", "dog")]
    s = game(skip_played=played)
    house(s)
    hold(s, s.active, "dog")
    reveal(s)
    assert cell("junk_room", "dog") not in played and s.haunt["number"] == cell("junk_room", "dog")


def test_then_the_other_omens_in_play_in_the_order_drawn():
    """BH-HOPT.4, BH-D.40: the revealer holds no other omen; two other explorers drew omens
    earlier (from the top of the omen deck, in turn): the first drawn is read next, then
    the second; an omen still in the deck never is."""
    s = game()
    top = list(reversed(s.decks["omen"]))
    first, second, mine = top[:3]
    rooms = ("red_parlor", "junk_room", "prayer_room")
    mine_cells = [cell(r, mine) for r in rooms]
    assert cell("red_parlor", first) not in mine_cells

    def drawn(played):
        s = game(skip_played=sorted(set(played)))
        house(s)
        seat = s.active
        for card, who in ((first, (seat + 1) % 4), (second, (seat + 2) % 4), (mine, seat)):
            assert s.decks["omen"].pop() == card
            s.hand[who].append(card)
            s.omen_order.append(card)  # as a draw records it
        s.omens_drawn = 3
        return s, reveal(s, mine)

    s, events = drawn(mine_cells)
    assert s.haunt["number"] == cell("red_parlor", first) and skipped(events)["omen"] == first
    played = {*mine_cells, *(cell(r, first) for r in rooms)}
    if cell("red_parlor", second) in played:
        pytest.skip("this deal's second omen repeats a played cell")
    s, events = drawn(played)
    assert s.haunt["number"] == cell("red_parlor", second) and skipped(events)["omen"] == second


def test_when_every_choice_was_played_the_original_cell_is_used():
    """BH-D.40: every haunt has been played: the chart's own cell is played again, and the
    log says so."""
    s = game(skip_played=sorted(HAUNTS))
    house(s)
    events = reveal(s)
    original = cell("red_parlor", "bite")
    assert s.haunt["number"] == original
    assert skipped(events)["from"] == skipped(events)["to"] == original


def test_with_the_option_off_haunts_repeat():
    """BH-D.38, BH-HOPT.1: the option is off by default and the chart's cell is played even
    if it was played before; on, with nothing played, nothing is skipped."""
    assert not {"skip_played", "open_play"} & set(BetrayalOptions.read(4, {}).to_dict())
    for s in (game(), game(skip_played=[])):
        house(s)
        events = reveal(s)
        assert s.haunt["number"] == cell("red_parlor", "bite") and skipped(events) is None


def test_with_the_option_every_haunt_can_be_played_without_repeating():
    """BH-HOPT.5: with every omen room placed and every omen in play, 25 games in a row,
    each adding its haunt to the history, play the 25 haunts once each."""
    omen_rooms = [r for r in CONTENT.rooms if "omen" in r.symbols]
    played: list[int] = []
    for _ in range(len(HAUNTS)):
        s = game(skip_played=played)
        for k, room in enumerate(omen_rooms):  # apart from each other: far, all of them
            lay(s, room.id, room.floors[0], 10 + 2 * k, 10)
        for k, omen in enumerate(CHART["omens"]):
            hold(s, k % 4, omen)
        s.active = 0
        reveal(s, "bite", "red_parlor")
        assert s.haunt["number"] not in played
        played.append(s.haunt["number"])
    assert sorted(played) == sorted(HAUNTS)


@pytest.mark.parametrize("options, words", [
    ({"skip_played": True}, "must be a list"),
    ({"skip_played": "1,2"}, "must be a list"),
    ({"skip_played": [0]}, "not a haunt number"),
    ({"skip_played": [99]}, "not a haunt number"),
    ({"skip_played": [True]}, "not a haunt number"),
    ({"skip_played": [2.0]}, "not a haunt number"),
    ({"skip_played": [3, 3]}, "more than once"),
    ({"open_play": 1}, "true or false"),
    ({"open_play": "yes"}, "true or false"),
    ({"skip_payed": []}, "Unknown option"),
])
def test_bad_option_values_are_refused_with_the_reason(options, words):
    """BH-D.38, BH-D.42: the options are checked when the game is made."""
    with pytest.raises(ValueError, match=words):
        BetrayalOptions.read(4, options)


def test_good_option_values_are_kept_plainly():
    """BH-D.38, BH-D.42: the history sorted; open play only when on."""
    kept = BetrayalOptions.read(4, {"skip_played": [7, 2], "open_play": True}).to_dict()
    assert kept["skip_played"] == [2, 7] and kept["open_play"] is True
    assert "open_play" not in BetrayalOptions.read(4, {"open_play": False}).to_dict()
    assert BetrayalOptions.read(4, {"skip_played": None}).to_dict().get("skip_played") is None


def test_the_same_seed_options_and_actions_give_the_same_haunt():
    """BH-D.38: the history is an option, so a replay of the game chooses as it did."""
    s = game(skip_played=[cell("red_parlor", "bite")])
    house(s)
    reveal(s)
    again = G.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.haunt == s.haunt and again.options["skip_played"] == s.options["skip_played"]


# -- open play ----------------------------------------------------------------------------------

def test_open_play_shows_both_texts_and_every_counter_to_everyone():
    """BH-D.42, BH-SECRET.2: with open play every seat and a spectator get both sides'
    texts, and the heroes see the traitor's secret tally (so the log tells its value too)."""
    s = game(open_play=True)
    haunt(s, 2, 0)
    t = s.haunt["traitor"]
    hero = next(k for k in range(4) if k != t)
    for seat in (hero, t, None):
        view = s.view(seat)
        assert view["open_play"] is True
        assert view["side_texts"]["traitor"]["text"] == HAUNTS[2].traitor_side.text
        assert view["side_texts"]["heroes"]["text"] == HAUNTS[2].heroes.text
        assert "tally" in view["counters"]
    assert json.dumps(HAUNTS[2].traitor_side.text)[1:-1] in json.dumps(s.view(hero))
    assert s.view(hero)["my_side_text"]["text"] == HAUNTS[2].heroes.text
    assert s.haunting.counter_visibility("tally") == "everyone"


def test_without_open_play_the_texts_stay_behind_their_sides():
    """BH-D.42, BH-SECRET.2: off by default: a hero's view holds no traitor text."""
    s = game()
    haunt(s, 2, 0)
    hero = next(k for k in range(4) if k != s.haunt["traitor"])
    view = s.view(hero)
    assert view["open_play"] is False and view["side_texts"] is None
    assert HAUNTS[2].traitor_side.text not in json.dumps(view) and "tally" not in view["counters"]
