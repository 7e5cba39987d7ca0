"""Step 1 and the turn: DM-PLAY.1-8, DM-TURN.1-3, DM-D.5, DM-D.8, DM-D.9, DM-D.12,
DM-D.13, DM-D.14, DM-D.16."""

import pytest

from tabletop.engine.errors import IllegalAction
from tabletop.games.darkmoor.actions import Play

from .fixtures import (
    act, assert_conserved, haven, hero, horde, kinds, of_kind, play, setup, uid,
)


def test_minion_played_at_an_empty_location_starts_a_horde():
    """DM-PLAY.1, DM-PLAY.2, DM-PLAY.3: a minion played where there is no horde
    starts one there; it is at the front, next to the location."""
    s = setup(hands={0: ["dire_bear", "orc_brute"]})
    events = play(s, 0, "dire_bear", 2)
    assert horde(s, 2) == [(0, "dire_bear")]
    assert s.hordes[0] == s.hordes[1] == s.hordes[3] == []
    played = of_kind(events, "card_played")
    assert played == [{"event": "card_played", "turn": 1, "seat": 0, "card": uid(0, "dire_bear"),
                       "name": "dire_bear", "loc": 2, "slot": 0, "new_horde": True, "extra": False}]


def test_minion_played_at_a_horde_joins_its_back():
    """DM-PLAY.1, DM-PLAY.2: at a location with a horde, the minion goes to the back
    (the end nearest the hero); the front stays next to the location."""
    s = setup(hands={0: ["dire_bear"]}, hordes={1: [(1, "orc_brute"), (2, "goblin_sneak")]})
    events = play(s, 0, "dire_bear", 1)
    assert horde(s, 1) == [(1, "orc_brute"), (2, "goblin_sneak"), (0, "dire_bear")]
    assert of_kind(events, "card_played")[0]["slot"] == 2
    assert of_kind(events, "card_played")[0]["new_horde"] is False


def test_any_card_in_hand_may_be_played_at_any_location():
    """DM-PLAY.1, DM-PLAY.4: every card in hand, at every location (a horde's back
    or a location without one), even where its ability cannot trigger."""
    s = setup(hands={0: ["dire_bear", "kobold_trapper", "lich_adept"]},
              hordes={1: [(1, "orc_brute")]})
    legal = {str(a) for a in s.legal_actions()}
    expected = {f"play card={c} loc={loc}" for c in s.hands[0] for loc in range(4)}
    assert legal == expected


def test_playing_is_mandatory_while_holding_a_card():
    """DM-D.9: there is no pass: the only legal actions are plays."""
    s = setup(hands={0: ["dire_bear"]})
    assert s.legal_actions() and all(isinstance(a, Play) for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply("attack loc=0")


def test_empty_hand_skips_step_one_and_no_second_attack_in_a_turn():
    """DM-D.9, DM-D.16, DM-PERIL.2: a hero revealed in step 3 cannot attack until the
    next turn's step 2A; the next player, with an empty hand, skips step 1 but still
    does steps 2-4: the new hero attacks then, and that player draws 5."""
    s = setup(
        2, faces=["darkmoor_keep", "blackspire", "sunken_crypt"],
        hero="old_garrick", hero_deck=["captain_brand", "silver_twins"],
        hands={0: ["dire_bear"], 1: []},
        hordes={0: [(0, "orc_brute"), (0, "bog_zombie")],
                1: [(1, "bog_zombie"), (0, "bog_zombie")]},
    )
    assert s.view(0)["horde_peril"] == [6, 6, 0]
    events = play(s, 0, "dire_bear", 0)
    attacks = of_kind(events, "hero_attack")
    # Garrick attacks horde 0 on seat 0's turn; the Silver Twins (threshold 5) are
    # revealed with horde 1 already over 5, but attack only on seat 1's turn.
    assert [(a["hero"], a["loc"], a["seat"]) for a in attacks] == [
        ("old_garrick", 0, 0), ("silver_twins", 1, 1)]
    turn2 = kinds(events)[kinds(events).index("turn_started"):]
    assert "card_played" not in turn2
    assert of_kind(events, "turn_started")[0]["seat"] == 1
    # Seat 1 defeated seat 0's zombie at the back of horde 1: 2 VP.
    assert s.token_vp == [0, 2]
    assert [d["name"] for d in of_kind(events, "minion_defeated")] == ["dire_bear", "bog_zombie"]
    assert len(s.hands[1]) == 5 and len(s.hands[0]) == 5
    assert s.to_act == 0 and s.hero == hero("captain_brand")


def test_turn_steps_run_in_order():
    """DM-TURN.1: play, peril check, hero attack, minions escape, reveal, draw."""
    s = setup(hands={0: ["dire_bear"]}, hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]},
              hero_deck=["captain_brand", "sister_ysolde"])
    events = play(s, 0, "dire_bear", 1)
    order = [k for k in kinds(events) if k in (
        "card_played", "hero_attack", "minion_defeated", "hero_removed", "minions_escaped",
        "hero_revealed", "cards_drawn", "turn_started")]
    assert order == ["card_played", "hero_attack", "minion_defeated", "hero_removed",
                     "minions_escaped", "hero_revealed", "cards_drawn", "turn_started"]


def test_next_turn_goes_to_the_next_seat_and_wraps():
    """DM-TURN.2, DM-D.5: the player to the left is the next seat in ascending order;
    after the last seat comes seat 0."""
    s = setup(3, active=1, hands={1: ["dire_bear"], 2: ["kobold_trapper"], 0: ["orc_brute"]})
    events = play(s, 1, "dire_bear", 0)
    assert of_kind(events, "turn_started")[0]["seat"] == 2
    assert s.to_act == 2 and s.active == 2 and s.turn == 2
    play(s, 2, "kobold_trapper", 1)
    assert s.to_act == 0 and s.turn == 3
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(f"play card={uid(0, 'orc_brute')} loc=2", seat=1)


def test_golden_rule_card_text_overrides_the_rules():
    """DM-TURN.3: card text beats the rules: the Griffin, played to the back, places
    itself at the front; a Goblin Sneak at the back is not the one the hero defeats."""
    s = setup(hands={0: ["spotted_griffin"]}, hordes={1: [(1, "dire_bear")]})
    play(s, 0, "spotted_griffin", 1)
    act(s, "slot slot=0", seat=0)
    assert horde(s, 1)[0] == (0, "spotted_griffin")

    s = setup(hands={0: ["goblin_sneak"]},
              hordes={1: [(1, "orc_brute"), (2, "bog_zombie"), (1, "dire_bear")]})
    events = play(s, 0, "goblin_sneak", 1)  # 3 + 3 + 2 + 1 = 9: Garrick attacks
    assert [(d["card"], d["by"]) for d in of_kind(events, "minion_defeated")] == [
        (uid(1, "dire_bear"), "hero")]
    assert (0, "goblin_sneak") in haven(s, 1)


def test_must_trigger_an_ability_that_can_trigger():
    """DM-PLAY.4, DM-D.10: an ability that can resolve must: with one target it
    resolves at once; with several the owner must pick one, with no way to skip."""
    s = setup(hands={0: ["kobold_trapper"]}, hordes={2: [(1, "dire_bear")]})
    events = play(s, 0, "kobold_trapper", 2)
    assert horde(s, 2) == [(0, "kobold_trapper"), (1, "dire_bear")]
    assert of_kind(events, "minion_moved")[0]["card"] == uid(1, "dire_bear")

    s = setup(hands={0: ["kobold_trapper"]}, hordes={2: [(1, "dire_bear"), (2, "orc_brute")]})
    play(s, 0, "kobold_trapper", 2)
    assert s.pending["kind"] == "minion" and s.pending["seat"] == 0
    assert {str(a) for a in s.legal_actions()} == {
        f"pick card={uid(1, 'dire_bear')}", f"pick card={uid(2, 'orc_brute')}"}


def test_may_play_where_the_ability_cannot_trigger():
    """DM-PLAY.4: a Kobold played at an empty location has nothing to move; the
    turn simply goes on."""
    s = setup(hands={0: ["kobold_trapper"]}, hordes={2: [(1, "dire_bear"), (2, "orc_brute")]})
    events = play(s, 0, "kobold_trapper", 0)
    assert horde(s, 0) == [(0, "kobold_trapper")]
    assert horde(s, 2) == [(1, "dire_bear"), (2, "orc_brute")]
    assert of_kind(events, "minion_moved") == []
    assert s.to_act == 1


def test_abilities_affect_your_own_minions_too():
    """DM-PLAY.5: abilities hit your own minions as well: the Kobold may move its
    owner's own Bear, and with only the owner's minion there it must."""
    s = setup(hands={0: ["kobold_trapper"]}, hordes={3: [(0, "dire_bear"), (1, "orc_brute")]})
    play(s, 0, "kobold_trapper", 3)
    assert uid(0, "dire_bear") in s.pending["options"]
    act(s, f"pick card={uid(0, 'dire_bear')}", seat=0)
    assert horde(s, 3) == [(1, "orc_brute"), (0, "kobold_trapper"), (0, "dire_bear")]


def test_immediate_ability_resolves_as_the_minion_is_played():
    """DM-PLAY.6, DM-CARD.5: the Familiar's Immediate ability lets its player play
    another minion at once, before the peril check and the draw."""
    s = setup(hands={0: ["intriguing_familiar", "dire_bear", "orc_brute"]})
    events = play(s, 0, "intriguing_familiar", 1)
    assert s.pending == {"kind": "play", "seat": 0, "options": [0, 1, 2, 3], "extra": True}
    assert "cards_drawn" not in kinds(events) and "turn_started" not in kinds(events)
    events = play(s, 0, "dire_bear", 1)
    assert of_kind(events, "card_played")[0]["extra"] is True
    assert horde(s, 1) == [(0, "intriguing_familiar"), (0, "dire_bear")]
    assert of_kind(events, "cards_drawn")[0]["count"] == 4  # 3 - 2 played, back to 5


def test_extra_play_follows_the_play_rules_anywhere():
    """DM-D.13: an extra play follows DM-PLAY.1-8: it may start a new horde at another
    location, and that location's trigger fires for it."""
    s = setup(faces=["darkmoor_keep", "valley_of_teeth", "howling_mire", "ashen_gate"],
              hands={0: ["intriguing_familiar", "orc_brute"]})
    play(s, 0, "intriguing_familiar", 1)
    events = play(s, 0, "orc_brute", 2)
    assert horde(s, 1) == [(0, "intriguing_familiar")] and horde(s, 2) == [(0, "orc_brute")]
    assert of_kind(events, "card_played")[0]["new_horde"] is True
    # Howling Mire's token on the brute; the brute's own Immediate puts one on its
    # only neighbour, the Familiar in the next horde (DM-ABIL.2).
    assert s.peril_on == {uid(0, "orc_brute"): 1, uid(0, "intriguing_familiar"): 1}
    assert s.vp_on == {uid(0, "intriguing_familiar"): 1}  # Valley of Teeth


def test_ongoing_ability_applies_only_in_the_horde_zone():
    """DM-PLAY.7, DM-CARD.5: the Banshee's Ongoing ability works from a horde, not
    from a safe haven."""
    s = setup(hands={0: ["dire_bear", "orc_brute"]},
              hordes={1: [(1, "wailing_banshee")]}, havens={2: [(2, "wailing_banshee")]})
    play(s, 0, "dire_bear", 1)
    assert s.peril_on == {uid(0, "dire_bear"): 1}
    assert s.view(0)["horde_peril"][1] == 2 + 2 + 1
    s = setup(hands={0: ["dire_bear", "orc_brute"]},
              hordes={1: [(1, "wailing_banshee")]}, havens={2: [(2, "wailing_banshee")]})
    play(s, 0, "dire_bear", 2)
    assert s.peril_on == {}


def test_location_ability_triggers_again_for_each_qualifying_minion():
    """DM-PLAY.8: Valley of Teeth gives a 1-VP token to each beast played there,
    once per beast; a humanoid gets none."""
    s = setup(faces=["darkmoor_keep", "valley_of_teeth", "blackspire", "sunken_crypt"],
              hands={0: ["dire_bear"], 1: ["orc_brute"], 2: ["spotted_griffin"]})
    play(s, 0, "dire_bear", 1)
    play(s, 1, "orc_brute", 1)
    play(s, 2, "spotted_griffin", 1)
    act(s, "slot slot=2", seat=2)  # stays at the back
    act(s, f"pick card={uid(0, 'dire_bear')}", seat=2)
    assert s.vp_on == {uid(0, "dire_bear"): 1, uid(2, "spotted_griffin"): 1}


def test_step_one_triggers_resolve_location_then_immediate_then_horde():
    """DM-D.12: on a play, the location's ability first, then the played minion's
    Immediate ability, then the horde's triggered Ongoing abilities."""
    s = setup(faces=["darkmoor_keep", "howling_mire", "ashen_gate", "sunken_crypt"],
              hero="torvald_giantsbane",  # threshold 9: no attack clears the tokens
              hands={0: ["orc_brute"]}, hordes={1: [(1, "wailing_banshee")]})
    brute, banshee = uid(0, "orc_brute"), uid(1, "wailing_banshee")
    events = play(s, 0, "orc_brute", 1)
    placed = [(e["card"], e["token"]) for e in of_kind(events, "token_placed")]
    # Mire -> brute; brute's Immediate -> its only neighbour; Banshee -> brute.
    assert placed == [(brute, "peril"), (banshee, "peril"), (brute, "peril")]
    assert s.peril_on == {brute: 2, banshee: 1}


def test_played_here_triggers_fire_for_plays_wherever_they_end_not_for_moves():
    """DM-D.13: a minion played into a horde fires "played here" triggers even if it
    then places itself elsewhere in the horde; a minion moved by an ability does not."""
    valley = ["darkmoor_keep", "valley_of_teeth", "blackspire", "sunken_crypt"]
    s = setup(faces=valley, hands={0: ["spotted_griffin"]}, hordes={1: [(1, "dire_bear")]})
    play(s, 0, "spotted_griffin", 1)
    act(s, "slot slot=0", seat=0)
    assert horde(s, 1) == [(0, "spotted_griffin"), (1, "dire_bear")]
    assert s.vp_on == {uid(0, "spotted_griffin"): 1}

    s = setup(faces=valley, hands={0: ["kobold_trapper"]},
              hordes={1: [(1, "dire_bear"), (2, "charging_minotaur")]},
              vp_on={(1, "dire_bear"): 1, (2, "charging_minotaur"): 1})
    play(s, 0, "kobold_trapper", 1)
    act(s, f"pick card={uid(1, 'dire_bear')}", seat=0)
    assert horde(s, 1)[-1] == (1, "dire_bear")
    assert s.vp_on == {uid(1, "dire_bear"): 1, uid(2, "charging_minotaur"): 1}


def test_place_self_may_choose_any_slot_front_to_back():
    """DM-D.14: "anywhere in the horde" is any slot from the front (0) to the back."""
    for slot in range(4):
        s = setup(hands={0: ["spotted_griffin"]},
                  hordes={2: [(1, "dire_bear"), (2, "orc_brute"), (1, "kobold_trapper")]})
        play(s, 0, "spotted_griffin", 2)
        assert s.pending["kind"] == "slot" and s.pending["options"] == [0, 1, 2, 3]
        act(s, f"slot slot={slot}", seat=0)
        assert s.hordes[2].index(uid(0, "spotted_griffin")) == slot


def test_a_location_whose_horde_escaped_takes_a_new_horde():
    """DM-D.8: one horde per location; once it has escaped, the location has no horde
    and a new one may start there, while its safe haven keeps its minions."""
    s = setup(hands={0: ["dire_bear"], 1: ["kobold_trapper"]},
              hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]},
              hero_deck=["captain_brand", "sister_ysolde"])
    play(s, 0, "dire_bear", 1)  # 8: attack, the orc and zombie escape
    assert s.hordes[1] == [] and haven(s, 1) == [(1, "orc_brute"), (2, "bog_zombie")]
    events = play(s, 1, "kobold_trapper", 1)
    assert of_kind(events, "card_played")[0]["new_horde"] is True
    assert horde(s, 1) == [(1, "kobold_trapper")]
    assert haven(s, 1) == [(1, "orc_brute"), (2, "bog_zombie")]
    assert_conserved(s)
