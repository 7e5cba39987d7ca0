"""Adjacency, gaps and card abilities: DM-ABIL.1-4, DM-CARD.9, DM-D.7, DM-D.10,
DM-D.11, DM-D.15, DM-D.19, DM-D.20, DM-D.23, DM-D.24, and every authored static,
hero and location ability."""

import pytest

from tabletop.engine.errors import IllegalAction

from .fixtures import (
    act, haven, hero, horde, of_kind, play, setup, uid,
)


def test_adjacency_is_orthogonal_never_diagonal_and_crosses_hordes():
    """DM-ABIL.1, DM-ABIL.2, DM-D.7: slot i touches slots i-1 and i+1 of its horde and
    slot i of the hordes directly left and right; never a diagonal."""
    s = setup(hands={0: ["orc_brute"]}, hordes={
        0: [(1, "dire_bear"), (1, "kobold_trapper"), (1, "goblin_sneak")],
        1: [(2, "dire_bear"), (2, "kobold_trapper")],
        2: [(2, "goblin_sneak"), (2, "cult_fanatic"), (1, "cult_fanatic")],
        3: [(0, "dire_bear"), (0, "kobold_trapper"), (0, "goblin_sneak")],
    })
    play(s, 0, "orc_brute", 1)  # slot 2 of horde 1
    assert s.pending["kind"] == "minion" and s.pending["seat"] == 0
    assert sorted(s.pending["options"]) == sorted([
        uid(2, "kobold_trapper"),   # slot 1 of its own horde
        uid(1, "goblin_sneak"),     # slot 2 of the horde on the left
        uid(1, "cult_fanatic"),     # slot 2 of the horde on the right
    ])
    act(s, f"pick card={uid(1, 'cult_fanatic')}", seat=0)
    assert s.peril_on == {uid(1, "cult_fanatic"): 1}


def test_adjacency_does_not_wrap_around_the_row():
    """DM-D.7, DM-D.6: the leftmost and rightmost hordes are not neighbours."""
    s = setup(hands={0: ["orc_brute"]}, hordes={
        0: [(1, "dire_bear"), (1, "kobold_trapper")],
        1: [(2, "dire_bear"), (2, "kobold_trapper"), (2, "goblin_sneak")],
        3: [(0, "dire_bear"), (0, "kobold_trapper"), (0, "goblin_sneak")],
    })
    play(s, 0, "orc_brute", 0)  # slot 2 of horde 0
    assert sorted(s.pending["options"]) == sorted([uid(1, "kobold_trapper"), uid(2, "goblin_sneak")])
    assert uid(0, "goblin_sneak") not in s.pending["options"]


def test_gap_closes_toward_the_location_during_an_attack():
    """DM-ABIL.3, DM-ATTACK.9, DM-ABIL.2, DM-ATTACK.3, DM-ATTACK.5: Captain Brand's
    ability defeats the front minion; the horde closes up at once, so the Minotaur
    is then at slot 0 and defeats the Bear at slot 0 of the next horde."""
    s = setup(hero="captain_brand", hands={0: ["bog_zombie"]}, hordes={
        1: [(1, "kobold_trapper"), (2, "charging_minotaur"), (1, "rattling_skeleton")],
        2: [(1, "dire_bear"), (2, "kobold_trapper")],
    })
    events = play(s, 0, "bog_zombie", 1)  # 1 + 2 + (1+1) + 3 = 8
    defeated = [(d["card"], d["by"]) for d in of_kind(events, "minion_defeated")]
    assert defeated == [
        (uid(0, "bog_zombie"), "hero"),
        (uid(1, "kobold_trapper"), "ability"),   # Brand: the front minion
        (uid(1, "dire_bear"), "ability"),        # the Minotaur, across hordes
    ]
    assert haven(s, 1) == [(2, "charging_minotaur"), (1, "rattling_skeleton")]
    assert horde(s, 2) == [(2, "kobold_trapper")]  # that horde closed up too
    assert s.discards[1] == [uid(1, "kobold_trapper"), uid(1, "dire_bear")]
    assert s.token_vp == [0, 0, 0]  # own victim; ability defeats award nothing


def test_gap_closing_is_not_movement_and_defeated_minions_wait_aside():
    """DM-ABIL.4, DM-D.15, DM-D.19, DM-D.10, DM-D.11: an immovable Gargoyle still
    closes the gap (no movement event); during the attack the defeated minions are
    held aside, not yet discarded; the Minotaur's owner (not the active player)
    breaks its tie."""
    s = setup(hero="captain_brand", hands={0: ["bog_zombie"]}, hordes={
        0: [(2, "kobold_trapper"), (2, "cult_fanatic")],
        1: [(1, "kobold_trapper"), (2, "stone_gargoyle"), (1, "charging_minotaur")],
        2: [(0, "kobold_trapper"), (0, "cult_fanatic")],
    })
    events = play(s, 0, "bog_zombie", 1)
    assert of_kind(events, "minion_moved") == []
    assert horde(s, 1) == [(2, "stone_gargoyle"), (1, "charging_minotaur")]
    assert s.attacking == 1
    assert s.limbo == [uid(0, "bog_zombie"), uid(1, "kobold_trapper")]
    assert s.discards == [[], [], []]
    # The Minotaur's tie (two VP-2 Fanatics; the warded Gargoyle cannot be chosen).
    assert s.pending["kind"] == "minion" and s.pending["seat"] == 1 and s.to_act == 1
    assert sorted(s.pending["options"]) == sorted([uid(2, "cult_fanatic"), uid(0, "cult_fanatic")])
    with pytest.raises(IllegalAction):
        s.apply(f"pick card={uid(2, 'cult_fanatic')}", seat=0)
    act(s, f"pick card={uid(2, 'cult_fanatic')}", seat=1)
    assert s.limbo == [] and s.attacking is None
    assert s.discards == [[uid(0, "bog_zombie")], [uid(1, "kobold_trapper")], [uid(2, "cult_fanatic")]]
    assert haven(s, 1) == [(2, "stone_gargoyle"), (1, "charging_minotaur")]


def test_abilities_cannot_move_immovable_minions_or_the_witchwood_horde():
    """DM-D.15: moves by abilities are movement: the Gargoyle cannot be moved, and no
    minion of the Witchwood horde can (the Griffin cannot even place itself)."""
    s = setup(hands={0: ["kobold_trapper"]}, hordes={2: [(1, "stone_gargoyle"), (2, "dire_bear")]})
    events = play(s, 0, "kobold_trapper", 2)
    assert horde(s, 2) == [(1, "stone_gargoyle"), (0, "kobold_trapper"), (2, "dire_bear")]
    assert [e["card"] for e in of_kind(events, "minion_moved")] == [uid(2, "dire_bear")]

    wood = ["darkmoor_keep", "witchwood", "blackspire", "sunken_crypt"]
    s = setup(faces=wood, hands={0: ["kobold_trapper"]}, hordes={1: [(1, "dire_bear"), (2, "orc_brute")]})
    events = play(s, 0, "kobold_trapper", 1)
    assert horde(s, 1) == [(1, "dire_bear"), (2, "orc_brute"), (0, "kobold_trapper")]
    assert of_kind(events, "minion_moved") == [] and s.to_act == 1

    s = setup(faces=wood, hands={0: ["spotted_griffin"]}, hordes={1: [(1, "dire_bear"), (2, "orc_brute")]})
    events = play(s, 0, "spotted_griffin", 1)
    assert horde(s, 1) == [(1, "dire_bear"), (2, "orc_brute"), (0, "spotted_griffin")]
    assert of_kind(events, "minion_moved") == [] and s.to_act == 1


def test_ability_moves_are_marked_as_movement():
    """DM-D.15: a reposition by an ability is reported as a move, with its slots."""
    s = setup(hands={0: ["spotted_griffin"]}, hordes={3: [(1, "dire_bear"), (2, "orc_brute")]})
    play(s, 0, "spotted_griffin", 3)
    events = act(s, "slot slot=0", seat=0)
    assert [(e["card"], e["from_slot"], e["to_slot"]) for e in of_kind(events, "minion_moved")] == [
        (uid(0, "spotted_griffin"), 2, 0)]
    events = act(s, f"pick card={uid(1, 'dire_bear')}", seat=0)
    assert [(e["card"], e["from_slot"], e["to_slot"]) for e in of_kind(events, "minion_moved")] == [
        (uid(1, "dire_bear"), 1, 2)]
    assert horde(s, 3) == [(0, "spotted_griffin"), (2, "orc_brute"), (1, "dire_bear")]


def test_warded_minion_cannot_be_chosen_by_other_abilities():
    """DM-D.10, content: the Gargoyle's ward keeps the Orc Brute's choice off it."""
    s = setup(hands={0: ["orc_brute"]}, hordes={
        1: [(2, "dire_bear"), (1, "stone_gargoyle")],
        2: [(2, "kobold_trapper"), (2, "goblin_sneak"), (2, "cult_fanatic")],
    })
    play(s, 0, "orc_brute", 1)  # slot 2: touches the Gargoyle and the Fanatic
    assert s.peril_on == {uid(2, "cult_fanatic"): 1}


def test_peril_bonus_counts_adjacent_undead_in_any_horde():
    """DM-ABIL.1, DM-ABIL.2, DM-PERIL.1: the Skeleton's +1 per adjacent undead counts
    neighbours in its horde and in the next horde, not diagonal ones."""
    s = setup(hands={0: ["dire_bear"]}, hordes={
        0: [(1, "rattling_skeleton"), (2, "bog_zombie")],
        1: [(2, "bog_zombie", 1)],
        2: [(2, "dire_bear"), (1, "rattling_skeleton", 1)],
    })
    # horde 0: skeleton 1 + zombie (below) + zombie (next horde) = 3, zombie 3.
    # horde 2: the second skeleton is diagonal to nothing undead: 2 + 1.
    assert s.view(0)["horde_peril"] == [6, 3, 3, 0]


def test_hero_ongoing_peril_modifier_applies_only_while_revealed():
    """DM-CARD.9, DM-CARD.8: Sister Ysolde gives undead +1 peril while revealed: it
    makes a horde reach her threshold, and ends when she leaves."""
    s = setup(hero="sister_ysolde", hero_deck=["captain_brand", "old_garrick"],
              hands={0: ["rattling_skeleton"]},
              hordes={1: [(1, "bog_zombie")], 3: [(2, "rattling_skeleton")]})
    assert s.view(0)["horde_peril"] == [0, 4, 0, 2]
    events = play(s, 0, "rattling_skeleton", 1)  # (3+1) + (1+1+1) = 7 >= 6
    assert [a["hero"] for a in of_kind(events, "hero_attack")] == ["sister_ysolde"]
    assert s.heroes_out == [hero("sister_ysolde")] and s.hero == hero("old_garrick")
    assert s.view(0)["horde_peril"] == [0, 0, 0, 1]


def test_hero_ongoing_trigger_elder_myra_marks_played_humanoids():
    """DM-CARD.9: Elder Myra, while revealed: each humanoid played gets a peril token;
    other types do not."""
    s = setup(hero="elder_myra", hands={0: ["orc_brute"], 1: ["dire_bear"]})
    play(s, 0, "orc_brute", 0)
    play(s, 1, "dire_bear", 2)
    assert s.peril_on == {uid(0, "orc_brute"): 1}


def test_hero_attack_ability_wren_defeats_the_best_beast_too():
    """DM-ATTACK.3, DM-CARD.9, DM-D.18: Wren also defeats the highest-VP beast of the
    horde; only the hero's own defeat scores."""
    s = setup(hero="wren_huntress", hands={0: ["goblin_sneak"]},
              hordes={1: [(1, "dire_bear"), (2, "spotted_griffin"), (1, "orc_brute")]})
    events = play(s, 0, "goblin_sneak", 1)  # 2 + 1 + 3 + 1 = 7
    assert [(d["card"], d["by"], d["award"]) for d in of_kind(events, "minion_defeated")] == [
        (uid(1, "orc_brute"), "hero", 2), (uid(1, "dire_bear"), "ability", 0)]
    assert s.token_vp == [2, 0, 0]
    assert haven(s, 1) == [(2, "spotted_griffin"), (0, "goblin_sneak")]


def test_hero_ability_ties_are_broken_by_the_active_player():
    """DM-D.10, DM-D.11: a hero's choice (Wren's tied beasts) is the active player's."""
    s = setup(hero="wren_huntress", active=0, hands={0: ["goblin_sneak"]},
              hordes={1: [(1, "spotted_griffin"), (2, "charging_minotaur"), (1, "orc_brute")]})
    play(s, 0, "goblin_sneak", 1)
    assert s.pending["kind"] == "minion" and s.pending["seat"] == 0
    assert sorted(s.pending["options"]) == sorted([uid(1, "spotted_griffin"), uid(2, "charging_minotaur")])
    events = act(s, f"pick card={uid(1, 'spotted_griffin')}", seat=0)
    # Then the Minotaur's own trigger defeats the Sneak next to it.
    assert [d["card"] for d in of_kind(events, "minion_defeated")] == [
        uid(1, "spotted_griffin"), uid(0, "goblin_sneak")]
    assert haven(s, 1) == [(2, "charging_minotaur")]


def test_hero_attack_ability_torvald_defeats_the_most_perilous_too():
    """DM-ATTACK.3: Torvald also defeats the minion with the highest peril (peril
    tokens included)."""
    s = setup(hero="torvald_giantsbane", hands={0: ["dire_bear"]},
              hordes={1: [(1, "orc_brute"), (2, "bog_zombie"), (1, "dire_bear")]},
              peril_on={(1, "orc_brute"): 1})
    events = play(s, 0, "dire_bear", 1)  # 4 + 3 + 2 + 2 = 11
    assert [(d["card"], d["by"]) for d in of_kind(events, "minion_defeated")] == [
        (uid(0, "dire_bear"), "hero"), (uid(1, "orc_brute"), "ability")]
    assert haven(s, 1) == [(2, "bog_zombie"), (1, "dire_bear")]
    assert s.peril_supply == 10 and s.peril_on == {}


def test_hero_attack_ability_silver_twins_strip_every_token():
    """DM-ATTACK.3, DM-ESCAPE.3: the Silver Twins remove the horde's tokens before it
    escapes, so its owners collect no VP tokens; peril tokens go back to the supply."""
    s = setup(hero="silver_twins", hands={0: ["dire_bear"]},
              hordes={1: [(1, "dire_bear"), (2, "orc_brute")]},
              vp_on={(1, "dire_bear"): 1}, peril_on={(2, "orc_brute"): 2})
    events = play(s, 0, "dire_bear", 1)
    assert [(e["card"], e["vp"], e["peril"]) for e in of_kind(events, "tokens_removed")] == [
        (uid(1, "dire_bear"), 1, 0), (uid(2, "orc_brute"), 0, 2)]
    assert s.token_vp == [0, 0, 0] and s.peril_supply == 10
    assert haven(s, 1) == [(1, "dire_bear"), (2, "orc_brute")]


def test_hero_attack_ability_mad_malis_defeats_undead_left_at_the_back():
    """DM-ATTACK.3: Mad Malis also defeats an undead minion left at the back."""
    s = setup(hero="mad_malis", hands={0: ["orc_brute"]},
              hordes={1: [(1, "dire_bear"), (2, "bog_zombie")]})
    events = play(s, 0, "orc_brute", 1)  # 2 + 3 + 3 = 8; the brute marks the zombie
    assert [(d["card"], d["by"], d["award"]) for d in of_kind(events, "minion_defeated")] == [
        (uid(0, "orc_brute"), "hero", 0), (uid(2, "bog_zombie"), "ability", 0)]
    assert haven(s, 1) == [(1, "dire_bear")]
    assert s.token_vp == [0, 0, 0]


def test_minion_defeated_by_an_ability_resolves_its_own_ability_right_after():
    """DM-D.20, DM-ATTACK.5: the Minotaur defeats the Lich Adept in the next horde;
    the Lich's defeat ability (2 peril tokens on its horde's back) resolves at once."""
    s = setup(hands={0: ["bog_zombie"]}, hordes={
        1: [(2, "charging_minotaur"), (1, "orc_brute")],
        2: [(1, "lich_adept"), (2, "dire_bear"), (1, "kobold_trapper")],
    })
    events = play(s, 0, "bog_zombie", 1)  # 2 + 3 + 3 = 8
    lich = uid(1, "lich_adept")
    i = next(k for k, e in enumerate(events) if e["event"] == "minion_defeated" and e["card"] == lich)
    # Closing the gap is part of the defeat itself (DM-ABIL.3), so it may come first.
    follow = next(e for e in events[i + 1:] if e["event"] != "gap_closed")
    assert (follow["event"], follow["card"], follow["token"], follow["amount"]) == (
        "token_placed", uid(1, "kobold_trapper"), "peril", 2)
    assert horde(s, 2) == [(2, "dire_bear"), (1, "kobold_trapper")]
    assert s.peril_on == {uid(1, "kobold_trapper"): 2}
    assert s.discards[1] == [lich]


def test_elusive_minion_can_be_defeated_when_alone():
    """DM-ATTACK.1, DM-D.17: the Goblin Sneak is only out of reach while another
    minion shares its horde; alone, the hero defeats it."""
    s = setup(hero="silver_twins", hands={0: ["dire_bear"]},
              hordes={1: [(1, "goblin_sneak")]}, peril_on={(1, "goblin_sneak"): 4})
    events = play(s, 0, "dire_bear", 2)
    assert [(d["card"], d["award"]) for d in of_kind(events, "minion_defeated")] == [
        (uid(1, "goblin_sneak"), 2)]
    assert s.token_vp == [2, 0, 0] and s.peril_supply == 10


def test_peril_tokens_add_one_each_and_run_out_at_ten():
    """DM-D.23: each peril token is +1 peril; the supply is 10 and once empty no token
    is placed."""
    mire = ["darkmoor_keep", "howling_mire", "ashen_gate", "sunken_crypt"]
    s = setup(faces=mire, hands={0: ["kobold_trapper"]},
              hordes={0: [(1, "dire_bear")], 3: [(2, "dire_bear")]},
              peril_on={(1, "dire_bear"): 5, (2, "dire_bear"): 5})
    assert s.peril_supply == 0 and s.view(0)["horde_peril"] == [7, 0, 0, 7]
    events = play(s, 0, "kobold_trapper", 1)
    assert of_kind(events, "token_placed") == []
    assert s.peril_on == {uid(1, "dire_bear"): 5, uid(2, "dire_bear"): 5}
    assert s.view(0)["horde_peril"] == [7, 1, 0, 7]

    s = setup(faces=mire, hero="torvald_giantsbane", hands={0: ["orc_brute"]},
              hordes={0: [(1, "dire_bear")], 1: [(1, "wailing_banshee")], 3: [(2, "dire_bear")]},
              peril_on={(1, "dire_bear"): 6, (2, "dire_bear"): 3})
    assert s.peril_supply == 1
    events = play(s, 0, "orc_brute", 1)
    assert [(e["card"], e["amount"]) for e in of_kind(events, "token_placed")] == [(uid(0, "orc_brute"), 1)]
    assert s.peril_supply == 0


def test_vp_tokens_never_run_out():
    """DM-D.24: VP tokens are unlimited: with more than the printed 1-VP tokens already
    out, a beast played at Valley of Teeth still gets one."""
    many = {
        0: [(1, "kobold_trapper"), (1, "kobold_trapper"), (2, "kobold_trapper"), (2, "kobold_trapper")],
        2: [(1, "goblin_sneak"), (1, "goblin_sneak"), (2, "goblin_sneak"), (2, "goblin_sneak")],
        3: [(1, "intriguing_familiar"), (2, "intriguing_familiar"), (1, "spotted_griffin"),
            (2, "spotted_griffin")],
    }
    s = setup(faces=["darkmoor_keep", "valley_of_teeth", "blackspire", "sunken_crypt"],
              hands={0: ["dire_bear"]}, hordes=many, token_vp=[20, 20, 20])
    for loc in (0, 2, 3):  # a 1-VP token on each of these 12 minions
        for card in s.hordes[loc]:
            s.vp_on[card] = 1
    assert sum(s.vp_on.values()) == 12
    play(s, 0, "dire_bear", 1)
    assert s.vp_on[uid(0, "dire_bear")] == 1 and sum(s.vp_on.values()) == 13


@pytest.mark.parametrize("face_id,scores,misses", [
    ("bonefield", "bog_zombie", "dire_bear"),
    ("goblin_warrens", "orc_brute", "bog_zombie"),
    ("valley_of_teeth", "dire_bear", "orc_brute"),
])
def test_location_tokens_go_to_the_named_type_only(face_id, scores, misses):
    """DM-PLAY.8, DM-CARD.12: each "played here" location marks its own type only."""
    s = setup(faces=["darkmoor_keep", face_id, "blackspire", "ashen_gate"],
              hands={0: [scores], 1: [misses]})
    play(s, 0, scores, 1)
    play(s, 1, misses, 1)
    assert s.vp_on == {uid(0, scores): 1}


def test_troll_bridge_makes_the_played_minions_owner_draw_at_once():
    """DM-PLAY.8, DM-DRAW.1: at the Troll Bridge the owner draws as the minion is
    played; step 4 then tops the hand up to 5 only if needed."""
    s = setup(faces=["darkmoor_keep", "troll_bridge", "blackspire", "ashen_gate"],
              hands={0: ["dire_bear", "orc_brute", "kobold_trapper", "goblin_sneak", "lich_adept"]})
    top = s.decks[0][-1]
    events = play(s, 0, "dire_bear", 1)
    drawn = of_kind(events, "cards_drawn")
    assert [(e["seat"], e["count"]) for e in drawn] == [(0, 1)]
    assert [e["event"] for e in events].index("cards_drawn") == 1  # right after the play
    assert top in s.hands[0] and len(s.hands[0]) == 5


def test_a_minion_played_later_does_not_react_to_an_earlier_play():
    """DM-D.12, DM-D.13: the Intriguing Familiar's extra play puts a Wailing Banshee
    into the same horde. The Banshee was not there when the Familiar was played, so
    it does not put a peril token on the Familiar."""
    s = setup(3, hands={0: ["intriguing_familiar", "wailing_banshee", "orc_brute"]}, active=0)
    play(s, 0, "intriguing_familiar", 1)
    events = act(s, f"play card={uid(0, 'wailing_banshee')} loc=1", seat=0)
    assert [e for e in events if e["event"] == "token_placed"] == []
    assert s.peril_on == {}
    assert s.hordes[1] == [uid(0, "intriguing_familiar"), uid(0, "wailing_banshee")]


def test_a_banshee_already_in_the_horde_reacts_to_each_extra_play():
    """DM-D.12, DM-D.13: a Banshee already in the horde reacts to the Familiar and to
    the minion the Familiar's ability plays there."""
    s = setup(3, hands={0: ["intriguing_familiar", "dire_bear"]}, active=0,
              hordes={1: [(1, "wailing_banshee")]})
    play(s, 0, "intriguing_familiar", 1)
    act(s, f"play card={uid(0, 'dire_bear')} loc=1", seat=0)
    assert s.peril_on == {uid(0, "intriguing_familiar"): 1, uid(0, "dire_bear"): 1}
