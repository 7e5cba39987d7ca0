"""Steps 2C, 3 and 4: DM-ESCAPE.1-4, DM-REVEAL.1-2, DM-DRAW.1, DM-D.22, DM-D.25,
DM-D.27."""

import pytest

from tabletop.engine.errors import IllegalAction

from .fixtures import (
    act, haven, hero, horde, kinds, of_kind, play, setup, uid,
)


def test_survivors_escape_to_their_locations_safe_haven():
    """DM-ESCAPE.1: the rest of the attacked horde moves to that location's safe haven
    (joining what is there); the horde is gone and the other hordes stay."""
    s = setup(hands={0: ["dire_bear"]}, hordes={
        1: [(1, "orc_brute"), (2, "bog_zombie")], 3: [(1, "dire_bear")]},
        havens={1: [(2, "kobold_trapper")]})
    events = play(s, 0, "dire_bear", 1)
    assert s.hordes[1] == []
    assert haven(s, 1) == [(2, "kobold_trapper"), (1, "orc_brute"), (2, "bog_zombie")]
    assert horde(s, 3) == [(1, "dire_bear")] and s.havens[3] == []
    escaped = of_kind(events, "minions_escaped")
    assert [(e["loc"], e["cards"]) for e in escaped] == [(1, [uid(1, "orc_brute"), uid(2, "bog_zombie")])]


def test_minions_in_a_safe_haven_are_beyond_every_ability():
    """DM-ESCAPE.2: safe-haven minions are neither in a horde nor adjacent to
    anything: the Kobold finds nothing to move, the Orc Brute nothing to mark, the
    Minotaur nothing to defeat."""
    s = setup(hands={0: ["kobold_trapper"]}, havens={2: [(1, "dire_bear"), (2, "orc_brute")]})
    events = play(s, 0, "kobold_trapper", 2)
    assert horde(s, 2) == [(0, "kobold_trapper")] and of_kind(events, "minion_moved") == []
    assert haven(s, 2) == [(1, "dire_bear"), (2, "orc_brute")]

    s = setup(hands={0: ["orc_brute"]},
              havens={1: [(1, "dire_bear")], 0: [(2, "dire_bear")], 2: [(1, "kobold_trapper")]})
    events = play(s, 0, "orc_brute", 1)
    assert of_kind(events, "token_placed") == [] and s.peril_on == {}

    s = setup(hands={0: ["bog_zombie"]}, hordes={1: [(2, "charging_minotaur"), (1, "orc_brute")]},
              havens={1: [(1, "dire_bear")], 0: [(2, "dire_bear")], 2: [(1, "lich_adept")]})
    events = play(s, 0, "bog_zombie", 1)  # 8: the zombie is defeated
    # The Minotaur's only neighbour is the Orc in its own horde.
    assert [d["card"] for d in of_kind(events, "minion_defeated")] == [
        uid(0, "bog_zombie"), uid(1, "orc_brute")]
    assert haven(s, 1) == [(1, "dire_bear"), (2, "charging_minotaur")]
    assert haven(s, 0) == [(2, "dire_bear")] and haven(s, 2) == [(1, "lich_adept")]


def test_escaping_minions_give_their_vp_tokens_to_their_owners():
    """DM-ESCAPE.3: each owner takes the VP tokens from their own escaping minions;
    peril tokens on them go back to the supply."""
    s = setup(hands={0: ["goblin_sneak"]},
              hordes={1: [(1, "dire_bear"), (2, "spotted_griffin"), (1, "orc_brute")]},
              vp_on={(1, "dire_bear"): 1, (2, "spotted_griffin"): 2},
              peril_on={(2, "spotted_griffin"): 2, (1, "orc_brute"): 1})
    events = play(s, 0, "goblin_sneak", 1)  # the Sneak is out of reach: the Orc falls
    assert [d["card"] for d in of_kind(events, "minion_defeated")] == [uid(1, "orc_brute")]
    assert of_kind(events, "minions_escaped")[0]["vp_tokens"] == [0, 1, 2]
    assert s.token_vp == [2, 1, 2]
    assert s.vp_on == {} and s.peril_on == {} and s.peril_supply == 10


def test_escape_triggers_resolve_back_to_front_and_hands_may_exceed_five():
    """DM-ESCAPE.4, DM-D.22, DM-D.25: after the escape, the escaped Cult Fanatics
    resolve their own text (each owner draws), the back one first; a hand above 5 is
    kept and its owner then draws nothing in step 4."""
    s = setup(hands={0: ["dire_bear"]},
              hordes={1: [(1, "cult_fanatic"), (2, "cult_fanatic"), (1, "orc_brute")]})
    assert len(s.hands[1]) == len(s.hands[2]) == 5
    events = play(s, 0, "dire_bear", 1)  # 2 + 2 + 3 + 2 = 9
    k = kinds(events)
    after = events[k.index("minions_escaped") + 1:]
    assert [(e["event"], e["seat"]) for e in after[:3]] == [
        ("cards_drawn", 2), ("cards_drawn", 1), ("hero_revealed", None)]
    assert len(s.hands[1]) == 6 and len(s.hands[2]) == 6
    card = s.hands[1][0]
    events = act(s, f"play card={card} loc=3", seat=1)
    assert [e for e in of_kind(events, "cards_drawn") if e["seat"] == 1] == []
    assert len(s.hands[1]) == 5


def test_a_new_hero_is_revealed_after_an_attack():
    """DM-REVEAL.1: with no hero revealed after the attack, the top of the hero deck
    is revealed."""
    s = setup(hands={0: ["dire_bear"]}, hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]},
              hero_deck=["mad_malis", "captain_brand", "silver_twins"])
    events = play(s, 0, "dire_bear", 1)
    assert [(e["hero"], e["threshold"]) for e in of_kind(events, "hero_revealed")] == [("silver_twins", 5)]
    assert s.hero == hero("silver_twins")
    assert s.hero_deck == [hero("mad_malis"), hero("captain_brand")]


def test_no_hero_left_to_reveal_means_final_scoring_without_a_draw():
    """DM-REVEAL.2, DM-D.27: when no hero can be revealed the game goes straight to
    final scoring: the active player does not draw and nobody plays again."""
    s = setup(hands={0: ["dire_bear", "kobold_trapper", "goblin_sneak", "orc_brute", "lich_adept"]},
              hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]}, hero_deck=[])
    deck_size = len(s.decks[0])
    events = play(s, 0, "dire_bear", 1)
    assert s.is_over and s.to_act is None and s.legal_actions() == []
    assert len(s.hands[0]) == 4 and len(s.decks[0]) == deck_size
    assert "cards_drawn" not in kinds(events) and "turn_started" not in kinds(events)
    assert kinds(events)[-1] == "game_over"
    assert s.hero is None and s.heroes_out == [hero("old_garrick")]
    with pytest.raises(IllegalAction, match="over"):
        s.apply(f"play card={uid(0, 'kobold_trapper')} loc=0")


def test_draw_back_up_to_five_cards():
    """DM-DRAW.1: at the end of the turn the player draws until they hold 5."""
    s = setup(hands={0: ["dire_bear", "kobold_trapper", "goblin_sneak", "orc_brute", "lich_adept"]})
    events = play(s, 0, "dire_bear", 0)
    assert [(e["seat"], e["count"]) for e in of_kind(events, "cards_drawn")] == [(0, 1)]
    assert len(s.hands[0]) == 5

    s = setup(hands={0: ["dire_bear", "kobold_trapper"]})
    deck_before = list(s.decks[0])
    play(s, 0, "dire_bear", 0)
    assert len(s.hands[0]) == 5
    assert s.hands[0][1:] == deck_before[::-1][:4]  # from the top (the end of the list)


def test_a_short_deck_draws_what_is_left_and_discards_are_never_reshuffled():
    """DM-D.25: with one card left in the deck, the player draws just that one; the
    discard pile stays where it is."""
    s = setup(hands={0: ["dire_bear", "kobold_trapper", "goblin_sneak"], 1: ["dire_bear"],
                     2: ["dire_bear"]},
              decks={0: ["orc_brute"]}, discards={0: ["lich_adept", "cult_fanatic"]}, rest="discard")
    discards_before = list(s.discards[0])
    play(s, 0, "dire_bear", 0)
    assert sorted(s.hands[0]) == sorted([uid(0, "kobold_trapper"), uid(0, "goblin_sneak"), uid(0, "orc_brute")])
    assert s.decks[0] == [] and s.discards[0] == discards_before
    play(s, 1, "dire_bear", 1)
    play(s, 2, "dire_bear", 2)
    play(s, 0, "orc_brute", 3)
    assert len(s.hands[0]) == 2 and s.decks[0] == [] and s.discards[0] == discards_before
