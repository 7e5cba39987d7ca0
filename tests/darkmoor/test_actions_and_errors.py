"""Refused actions, messages, saves and replays (DM-TURN.2, DM-PLAY.1, DM-D.10,
DM-D.14, DM-D.30, DM-PERIL.5), and conservation over whole games."""

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tabletop.engine import Rng
from tabletop.engine.errors import IllegalAction, InvalidActionText
from tabletop.games.darkmoor.rules import design

from .fixtures import G, act, assert_conserved, play, setup, uid


def refused(s, text, seat=None, kind=IllegalAction):
    """Apply must refuse, leave the saved state identical, and explain in a sentence."""
    before = s.to_dict()
    legal_before = [str(a) for a in s.legal_actions()]
    with pytest.raises(kind) as info:
        s.apply(text, seat=seat)
    assert s.to_dict() == before
    assert [str(a) for a in s.legal_actions()] == legal_before
    message = str(info.value)
    assert re.match(r"^[A-Z'\"].*[.)]$", message), message
    assert "Traceback" not in message and "<" not in message
    return message


def test_acting_out_of_turn_is_refused():
    """DM-TURN.2: only the seat to act may act; others are told whose turn it is."""
    s = setup(names=["Denice", "Justin", "Stuart"], hands={0: ["dire_bear"], 1: ["dire_bear"]})
    message = refused(s, f"play card={uid(1, 'dire_bear')} loc=0", seat=1)
    assert message == "It is Denice's turn to decide, not Justin's."
    message = refused(s, f"play card={uid(0, 'dire_bear')} loc=0", seat=2)
    assert "Denice" in message and "Stuart" in message


def test_playing_a_card_not_in_hand_is_refused():
    """DM-PLAY.1: only a card from your own hand: not another's, not one in a deck."""
    s = setup(hands={0: ["dire_bear"], 1: ["orc_brute"]})
    assert refused(s, f"play card={uid(1, 'orc_brute')} loc=0", seat=0) == "That card is not in Crimson's hand."
    refused(s, f"play card={s.decks[0][-1]} loc=0")
    refused(s, "play card=999 loc=0")


def test_playing_at_a_location_that_does_not_exist_is_refused():
    """DM-PLAY.1, DM-SETUP.1: there are n+1 locations only."""
    s = setup(hands={0: ["dire_bear"]})
    assert refused(s, f"play card={uid(0, 'dire_bear')} loc=4") == "There is no such location."
    refused(s, f"play card={uid(0, 'dire_bear')} loc=-1")


def test_text_that_is_not_an_action_is_refused():
    """Bad verbs, bad numbers, missing or unknown arguments: refused as text."""
    s = setup(hands={0: ["dire_bear"]})
    message = refused(s, "fly card=1", kind=InvalidActionText)
    assert "'fly' is not an action" in message and "play" in message
    assert "whole number" in refused(s, "play card=x loc=0", kind=InvalidActionText)
    assert "missing loc" in refused(s, "play card=1", kind=InvalidActionText)
    refused(s, "play card=1 loc=0 speed=3", kind=InvalidActionText)
    refused(s, "play card=1 card=1 loc=0", kind=InvalidActionText)
    refused(s, "   ", kind=InvalidActionText)


def test_a_decision_of_the_wrong_kind_is_refused():
    """DM-PERIL.5, DM-D.14: while a slot is asked for, a play, a pick or an attack
    choice is refused with what is expected."""
    s = setup(hands={0: ["spotted_griffin", "dire_bear"]}, hordes={2: [(1, "dire_bear")]})
    play(s, 0, "spotted_griffin", 2)
    assert s.pending["kind"] == "slot"
    message = refused(s, f"play card={uid(0, 'dire_bear')} loc=1")
    assert message == "Crimson must choose where in the horde the minion goes."
    refused(s, f"pick card={uid(1, 'dire_bear')}")
    refused(s, "attack loc=2")
    refused(s, "slot slot=2")  # the horde has two slots: 0 and 1


def test_a_pick_that_is_not_offered_is_refused():
    """DM-D.10: only the offered minions may be picked: not the Griffin itself, not a
    minion of another horde, not a card in a hand."""
    s = setup(hands={0: ["spotted_griffin", "dire_bear"]},
              hordes={2: [(1, "dire_bear"), (2, "orc_brute")], 0: [(2, "kobold_trapper")]})
    play(s, 0, "spotted_griffin", 2)
    act(s, "slot slot=0", seat=0)
    assert s.pending["kind"] == "minion"
    message = refused(s, f"pick card={uid(0, 'spotted_griffin')}")
    assert message == "Crimson must choose a minion for Spotted Griffin."
    refused(s, f"pick card={uid(2, 'kobold_trapper')}")
    refused(s, f"pick card={uid(0, 'dire_bear')}")
    refused(s, f"pick card={uid(1, 'dire_bear')}", seat=1)


def test_an_attack_choice_that_is_not_offered_is_refused():
    """DM-PERIL.5: only a horde at the threshold may be chosen."""
    s = setup(hands={0: ["dire_bear"]}, hordes={
        0: [(1, "orc_brute"), (2, "bog_zombie"), (1, "dire_bear")],
        2: [(1, "bog_zombie"), (2, "orc_brute")],
    })
    play(s, 0, "dire_bear", 2)
    assert s.pending["kind"] == "horde"
    assert refused(s, "attack loc=1") == "Crimson must choose which horde Old Garrick attacks."
    refused(s, "attack loc=7")


def test_nothing_is_accepted_after_the_game_is_over():
    """DM-REVEAL.2: a finished game refuses every action."""
    s = setup(hero_deck=[], hands={0: ["dire_bear", "orc_brute"]},
              hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]})
    play(s, 0, "dire_bear", 1)
    assert s.is_over
    assert "over" in refused(s, f"play card={uid(0, 'orc_brute')} loc=0")


def test_action_text_round_trips():
    """Every legal action prints as text that parses back to the same action."""
    s = setup(hands={0: ["spotted_griffin", "dire_bear"]}, hordes={2: [(1, "dire_bear"), (2, "orc_brute")]})
    for a in s.legal_actions():
        assert G.parse_action(str(a)) == a
    play(s, 0, "spotted_griffin", 2)
    for a in s.legal_actions():
        assert G.parse_action(str(a)) == a
    assert {str(a) for a in s.legal_actions()} == {"slot slot=0", "slot slot=1", "slot slot=2"}


def test_save_in_the_middle_of_an_ability_resumes_exactly():
    """DM-D.10, DM-D.19: a game saved while a Minotaur's owner must choose (mid-attack,
    defeated minions held aside) loads and continues identically."""
    s = setup(hero="captain_brand", hands={0: ["bog_zombie"]}, hordes={
        0: [(2, "kobold_trapper"), (2, "cult_fanatic")],
        1: [(1, "kobold_trapper"), (2, "stone_gargoyle"), (1, "charging_minotaur")],
        2: [(0, "kobold_trapper"), (0, "cult_fanatic")],
    })
    play(s, 0, "bog_zombie", 1)
    assert s.pending["kind"] == "minion" and s.limbo
    twin = G.from_dict(s.to_dict())
    assert twin.to_dict() == s.to_dict()
    text = f"pick card={uid(0, 'cult_fanatic')}"
    assert s.apply(text, seat=1) == twin.apply(text, seat=1)
    assert twin.to_dict() == s.to_dict()


def test_replay_reproduces_a_game_exactly():
    """Same seed, options and actions give the same game."""
    s = G.new_game(3, 42, {"first": 1})
    rng = Rng(5)
    for _ in range(25):
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    again = G.replay(42, {"seats": 3, "first": 1}, [str(a) for a in s.history])
    assert again.to_dict() == s.to_dict()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(2, 4), seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_random_games_conserve_every_component_and_end_scored(seats, seed, choice_seed):
    """DM-SETUP.7, DM-D.19, DM-D.23, DM-END.5, DM-END.6: in any game every card and
    token stays accounted for; the game ends; the scores add up; the winner has the
    most VP."""
    s = G.new_game(seats, seed)
    rng = Rng(choice_seed)
    steps = 0
    while not s.is_over:
        legal = s.legal_actions()
        assert legal
        assert s.to_act == s.pending["seat"]
        s.apply(legal[rng.below(len(legal))])
        comps = s.components()
        assert comps["minions"] == list(range(seats * 18))
        assert comps["peril_tokens"] == 10 and len(comps["heroes"]) == 8
        steps += 1
        assert steps < 400
    assert_conserved(s)
    r = s.result
    for b, score in zip(r["breakdown"], r["scores"]):
        assert b["escaped"] + b["locations"] + b["tokens"] == b["total"] == score
    assert r["scores"][r["winner"]] == max(r["scores"])
    escaped = [0] * seats
    for haven in s.havens:
        for card in haven:
            escaped[card // 18] += design(card).vp
    assert [b["escaped"] for b in r["breakdown"]] == escaped
