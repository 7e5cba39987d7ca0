"""End of the game and scoring: DM-END.1-6, DM-OBJ.2-5, DM-CARD.6, DM-CARD.11,
DM-CARD.12, DM-D.26, DM-D.28, DM-D.29."""

from tabletop.games.darkmoor.content import Ability
from tabletop.games.darkmoor.rules import control

from .fixtures import face_data, haven, kinds, of_kind, play, setup, uid


def last_card_setup(active, card, faces=None, **kw):
    """Nobody has a card left but `active`, who holds one: once it is played the
    game ends at the start of the next turn (DM-D.26)."""
    hands = {seat: [] for seat in range(kw.pop("seats", 3))}
    hands[active] = [card]
    return setup(len(hands), faces=faces, active=active, hands=hands, rest="discard", **kw)


def test_game_ends_when_nobody_has_a_card_left():
    """DM-D.26, DM-END.1: at the start of a turn with no card in any hand or deck,
    the game goes to final scoring; the hordes move to their safe havens."""
    s = last_card_setup(1, "kobold_trapper", hordes={2: [(0, "dire_bear")]})
    events = play(s, 1, "kobold_trapper", 2)
    assert s.is_over and s.to_act is None
    assert [e["seat"] for e in of_kind(events, "turn_started")] == []
    assert kinds(events)[-1] == "game_over"
    assert s.hordes == [[], [], [], []]
    # The Kobold moved the Bear to the back before the end.
    assert haven(s, 2) == [(1, "kobold_trapper"), (0, "dire_bear")]
    assert s.result["scores"] == [3, 1, 0]
    assert s.result["controllers"] == [None, None, None, None]  # Sunken Crypt: 1 v 1


def test_game_goes_on_while_anybody_still_has_cards():
    """DM-D.26, DM-D.9: players with nothing to play are skipped, but the game goes on
    while someone still holds or can draw a card."""
    s = last_card_setup(1, "kobold_trapper", decks={0: ["orc_brute"]})
    play(s, 1, "kobold_trapper", 2)
    assert not s.is_over and s.to_act == 0 and s.hands[0] == [uid(0, "orc_brute")]


def test_last_attack_ends_the_game_and_the_hordes_escape_without_triggers():
    """DM-END.1, DM-D.28, DM-END.2, DM-END.3, DM-END.5, DM-D.29: after the last hero's
    attack every horde moves to its safe haven; VP tokens go to their owners, peril
    tokens back to the supply; escape abilities (Cult Fanatic) do not fire."""
    s = setup(hero_deck=[], hands={0: ["dire_bear"]}, hordes={
        0: [(1, "cult_fanatic"), (2, "dire_bear")],
        1: [(1, "orc_brute"), (2, "bog_zombie")],
        3: [(2, "kobold_trapper")],
    }, vp_on={(2, "dire_bear"): 1}, peril_on={(1, "cult_fanatic"): 2})
    hand_sizes = [len(h) for h in s.hands]
    events = play(s, 0, "dire_bear", 1)
    assert s.is_over
    assert s.hordes == [[], [], [], []]
    assert haven(s, 0) == [(1, "cult_fanatic"), (2, "dire_bear")]
    assert haven(s, 1) == [(1, "orc_brute"), (2, "bog_zombie")]
    assert haven(s, 3) == [(2, "kobold_trapper")]
    assert of_kind(events, "cards_drawn") == []
    assert [len(h) for h in s.hands] == [hand_sizes[0] - 1, hand_sizes[1], hand_sizes[2]]
    assert s.vp_on == {} and s.peril_on == {} and s.peril_supply == 10
    # Keep: 2 v 2, a tie. Blackspire: 3 v 3 and one minion each, a tie. Sunken Crypt:
    # empty. Drowned Chapel: only seat 2.
    assert s.result["controllers"] == [None, None, None, 2]
    assert s.result["breakdown"] == [
        {"escaped": 0, "locations": 0, "tokens": 0, "total": 0},
        {"escaped": 2 + 2, "locations": 0, "tokens": 0, "total": 4},
        {"escaped": 3 + 1 + 1, "locations": 4, "tokens": 1, "total": 10},
    ]
    assert s.result["scores"] == [0, 4, 10]
    assert s.result["winner"] == 2 and s.result["winners"] == [2]


def test_highest_peril_controls_a_location_and_scores_its_vp():
    """DM-END.2, DM-END.3, DM-END.5, DM-OBJ.2, DM-OBJ.3, DM-CARD.6, DM-CARD.11: the
    player with the most (printed) peril in a safe haven gets its VP; a tie gives
    it to nobody; minions that did not escape are worth nothing; the score adds
    escaped minions, locations and tokens."""
    faces = ["darkmoor_keep", "valley_of_teeth", "goblin_warrens", "howling_mire"]
    s = last_card_setup(0, "goblin_sneak", faces=faces, havens={
        0: [(0, "bog_zombie"), (1, "dire_bear"), (1, "kobold_trapper")],
        1: [(0, "orc_brute"), (2, "dire_bear")],
        2: [(1, "rattling_skeleton"), (1, "rattling_skeleton"), (2, "cult_fanatic")],
    }, token_vp=[1, 2, 0])
    events = play(s, 0, "goblin_sneak", 3)  # gets a peril token at the Mire: it won't count
    r = s.result
    assert [(e["loc"], e["seat"], e["vp"]) for e in of_kind(events, "location_scored")] == [
        (0, None, 5), (1, 0, 3), (2, None, 2), (3, 0, 3)]
    assert r["controllers"] == [None, 0, None, 0]
    assert r["breakdown"][0] == {"escaped": 1 + 2 + 1, "locations": 3 + 3, "tokens": 1, "total": 11}
    assert r["breakdown"][1] == {"escaped": 3 + 1 + 1 + 1, "locations": 0, "tokens": 2, "total": 8}
    assert r["breakdown"][2] == {"escaped": 3 + 2, "locations": 0, "tokens": 0, "total": 5}
    assert r["scores"] == [11, 8, 5] and r["winner"] == 0


def test_scoring_abilities_change_who_controls_a_location():
    """DM-END.4, DM-CARD.12: Sunken Crypt goes to the most minions, Ashen Gate to the
    lowest peril, Drowned Chapel doubles undead peril, Blackspire breaks a peril tie
    by the most minions."""
    faces = ["sunken_crypt", "ashen_gate", "drowned_chapel", "blackspire"]
    s = last_card_setup(0, "goblin_sneak", faces=faces, havens={
        0: [(1, "kobold_trapper"), (1, "kobold_trapper"), (1, "goblin_sneak"),
            (2, "orc_brute"), (2, "dire_bear")],
        1: [(0, "orc_brute"), (2, "kobold_trapper")],
        2: [(1, "bog_zombie"), (2, "charging_minotaur"), (2, "cult_fanatic")],
        3: [(0, "dire_bear"), (0, "kobold_trapper"), (1, "orc_brute")],
    })
    play(s, 0, "goblin_sneak", 1)  # seat 0 at the Gate: 3 + 1 = 4, still not lowest
    assert s.result["controllers"] == [1, 2, 1, 0]
    assert [b["locations"] for b in s.result["breakdown"]] == [5, 4 + 4, 3]

    s = last_card_setup(0, "goblin_sneak", faces=["ravens_roost", "ashen_gate", "sunken_crypt", "blackspire"],
                        havens={0: [(0, "dire_bear"), (1, "orc_brute")]})
    play(s, 0, "goblin_sneak", 3)
    # Ravens' Roost: most VP (Bear 3 v Orc 2) beats most peril; the empty Ashen
    # Gate and Sunken Crypt go to nobody; Blackspire to the Sneak's owner.
    assert s.result["controllers"] == [0, None, None, 0]


def test_control_ties_and_empty_havens_go_to_nobody():
    """DM-END.3, DM-D.29: equal highest peril, or no peril at all, means nobody
    controls the location."""
    plain = Ability()
    assert control(plain, [], 3) is None
    assert control(plain, [uid(0, "dire_bear"), uid(1, "cult_fanatic")], 3) is None
    assert control(plain, [uid(0, "dire_bear"), uid(1, "kobold_trapper"), uid(1, "goblin_sneak")], 3) is None
    assert control(plain, [uid(0, "dire_bear"), uid(1, "kobold_trapper")], 3) == 0
    gate = face_data("ashen_gate").ability
    assert control(gate, [], 3) is None
    assert control(gate, [uid(0, "dire_bear"), uid(2, "cult_fanatic")], 3) is None


def test_tied_winner_is_the_one_who_would_have_played_next():
    """DM-END.6, DM-OBJ.5: most VP wins; on a tie, check seats in turn order from the
    one after the player who took the final turn, who is checked last."""
    def final(active, other, tokens):
        s = last_card_setup(active, "cult_fanatic", hordes={0: [(other, "cult_fanatic")]},
                            token_vp=tokens)
        play(s, active, "cult_fanatic", 0)
        assert s.result["controllers"] == [None, None, None, None]
        return s.result

    # Seat 1 took the final turn: the order is 2, 0, 1.
    r = final(1, 0, [5, 5, 3])
    assert r["scores"] == [7, 7, 3] and r["winner"] == 0
    r = final(1, 0, [0, 4, 5])
    assert r["scores"] == [2, 6, 5] and r["winner"] == 1  # simply the most VP
    r = final(1, 0, [0, 5, 7])
    assert r["scores"] == [2, 7, 7] and r["winner"] == 2
    # Seat 2 took the final turn: the order is 0, 1, 2.
    r = final(2, 1, [7, 5, 0])
    assert r["scores"] == [7, 7, 2] and r["winner"] == 0
    r = final(2, 1, [0, 5, 5])
    assert r["scores"] == [0, 7, 7] and r["winner"] == 1


def test_final_attack_player_is_the_last_for_the_tie_break():
    """DM-END.6, DM-D.27: when the last hero's attack ends the game, the active player
    took the final turn; the next seat wins a tie with them."""
    s = setup(hero_deck=[], active=1, hands={1: ["dire_bear"]},
              hordes={2: [(0, "orc_brute"), (2, "bog_zombie")]}, token_vp=[3, 7, 2])
    play(s, 1, "dire_bear", 2)  # the Bear (own) falls; Orc and Zombie escape
    r = s.result
    assert r["controllers"] == [None, None, None, None]  # Sunken Crypt: 1 minion each
    assert r["scores"] == [3 + 2, 7, 2 + 1]
    assert r["winner"] == 1

    s = setup(hero_deck=[], active=1, hands={1: ["dire_bear"]},
              hordes={2: [(0, "orc_brute"), (2, "bog_zombie")]}, token_vp=[5, 7, 2])
    play(s, 1, "dire_bear", 2)
    assert s.result["scores"] == [7, 7, 3] and s.result["winner"] == 0


def test_result_counts_the_turns_actually_played():
    """DM-D.26, DM-D.27: the result's turn count is the number of turns taken, whether
    the game ends when nobody has a card left or when no hero is left to reveal."""
    s = last_card_setup(1, "kobold_trapper")
    first = s.turn
    play(s, 1, "kobold_trapper", 2)
    assert s.is_over and s.result["turns"] == first

    s = setup(hero_deck=[], hands={0: ["dire_bear"]}, hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]})
    first = s.turn
    play(s, 0, "dire_bear", 1)
    assert s.is_over and s.result["turns"] == first
