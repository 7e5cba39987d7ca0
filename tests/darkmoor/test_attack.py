"""Step 2: DM-PERIL.1-5, DM-ATTACK.1-9, DM-CARD.8, DM-OBJ.4, DM-D.16-19, DM-D.21."""

import pytest

from tabletop.engine.errors import IllegalAction
from tabletop.games.darkmoor import rules

from .fixtures import (
    act, haven, hero, horde, kinds, of_kind, play, setup, uid,
)


def test_horde_peril_is_the_total_of_its_minions():
    """DM-PERIL.1, DM-CARD.4: a horde's peril is the sum of its minions' peril,
    peril tokens included; each horde is totalled on its own."""
    s = setup(hands={0: ["dire_bear"]}, hordes={
        0: [(1, "orc_brute"), (2, "dire_bear")],
        2: [(1, "kobold_trapper"), (2, "cult_fanatic"), (1, "charging_minotaur")],
    }, peril_on={(1, "kobold_trapper"): 2})
    assert s.view(0)["horde_peril"] == [5, 0, 1 + 2 + 2 + 2, 0]
    assert s.horde_peril(0) == 5


def test_hero_attacks_a_horde_that_reaches_the_threshold_exactly():
    """DM-PERIL.2, DM-CARD.8: peril equal to the threshold triggers the attack."""
    s = setup(hands={0: ["dire_bear"]}, hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]})
    events = play(s, 0, "dire_bear", 1)
    attacks = of_kind(events, "hero_attack")
    assert [(a["hero"], a["loc"], a["peril"], a["threshold"]) for a in attacks] == [
        ("old_garrick", 1, 8, 8)]


def test_below_the_threshold_no_attack_and_no_reveal():
    """DM-PERIL.2, DM-PERIL.3: at 7 of 8 nothing happens; step 3 is skipped (the hero
    stays, no card is revealed) and the player draws."""
    s = setup(hands={0: ["kobold_trapper"]}, hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]})
    deck_before = list(s.hero_deck)
    events = play(s, 0, "kobold_trapper", 2)
    assert of_kind(events, "hero_attack") == [] and of_kind(events, "hero_revealed") == []
    assert s.hero == hero("old_garrick") and s.hero_deck == deck_before
    assert horde(s, 1) == [(1, "orc_brute"), (2, "bog_zombie")]
    assert kinds(events) == ["card_played", "cards_drawn", "turn_started"]


def test_only_one_horde_is_attacked_and_the_active_player_chooses():
    """DM-PERIL.4, DM-PERIL.5: two hordes at the threshold: the active player picks
    one; only that one is attacked."""
    s = setup(active=1, hands={1: ["dire_bear"], 2: ["kobold_trapper"]}, hordes={
        0: [(0, "orc_brute"), (2, "bog_zombie"), (0, "dire_bear")],
        2: [(0, "bog_zombie"), (2, "orc_brute")],
    })
    events = play(s, 1, "dire_bear", 2)  # horde 2: 3 + 3 + 2 = 8; horde 0 is at 8 too
    assert of_kind(events, "hero_attack") == []
    assert s.pending["kind"] == "horde" and s.pending["seat"] == 1
    assert {str(a) for a in s.legal_actions()} == {"attack loc=0", "attack loc=2"}
    with pytest.raises(IllegalAction):
        s.apply("attack loc=1", seat=1)
    with pytest.raises(IllegalAction):
        s.apply("attack loc=0", seat=2)
    events = act(s, "attack loc=0", seat=1)
    assert [a["loc"] for a in of_kind(events, "hero_attack")] == [0]
    assert s.hordes[0] == []
    assert horde(s, 2) == [(0, "bog_zombie"), (2, "orc_brute"), (1, "dire_bear")]
    assert s.token_vp == [0, 2, 0]  # seat 0's Bear was at the back of horde 0


def test_hero_defeats_the_minion_at_the_back():
    """DM-ATTACK.1: the valid minion nearest the hero (the back) is defeated."""
    s = setup(hands={0: ["kobold_trapper"]},
              hordes={1: [(1, "orc_brute"), (2, "bog_zombie"), (1, "dire_bear")]})
    events = play(s, 0, "kobold_trapper", 3)  # horde 1 is already at 8
    defeated = of_kind(events, "minion_defeated")
    assert [(d["card"], d["by"], d["loc"]) for d in defeated] == [(uid(1, "dire_bear"), "hero", 1)]
    assert haven(s, 1) == [(1, "orc_brute"), (2, "bog_zombie")]


def test_defeating_an_opponents_minion_scores_two_and_your_own_nothing():
    """DM-ATTACK.2, DM-OBJ.4: the active player gains 2 VP for an opponent's minion,
    nothing for their own."""
    s = setup(hands={0: ["dire_bear"]}, hordes={1: [(1, "orc_brute"), (2, "bog_zombie")]})
    events = play(s, 0, "dire_bear", 1)
    assert of_kind(events, "minion_defeated")[0]["award"] == 0 and s.token_vp == [0, 0, 0]

    s = setup(active=2, hands={2: ["dire_bear"]},
              hordes={1: [(2, "orc_brute"), (0, "bog_zombie"), (1, "dire_bear")]})
    events = play(s, 2, "dire_bear", 3)
    defeated = of_kind(events, "minion_defeated")[0]
    assert (defeated["card"], defeated["award"], defeated["to"]) == (uid(1, "dire_bear"), 2, 2)
    assert s.token_vp == [0, 0, 2]


def test_minion_that_no_card_lets_be_attacked_is_skipped():
    """DM-ATTACK.1, DM-D.17: a Goblin Sneak at the back (with company) is not valid;
    the next valid minion toward the front is defeated."""
    s = setup(hands={0: ["goblin_sneak"]},
              hordes={1: [(1, "orc_brute"), (2, "dire_bear"), (1, "bog_zombie")]})
    events = play(s, 0, "goblin_sneak", 1)
    assert [d["card"] for d in of_kind(events, "minion_defeated")] == [uid(1, "bog_zombie")]
    assert haven(s, 1) == [(1, "orc_brute"), (2, "dire_bear"), (0, "goblin_sneak")]


def test_no_valid_minion_still_runs_the_rest_of_the_attack():
    """DM-D.17: with no valid minion nobody is defeated, but the hero's ability,
    the escape, the hero leaving and the reveal all still happen."""
    s = setup(hero="silver_twins", hero_deck=["old_garrick", "captain_brand"],
              hands={0: ["goblin_sneak"]},
              hordes={2: [(1, "goblin_sneak"), (1, "goblin_sneak"), (2, "goblin_sneak"),
                          (2, "goblin_sneak")]},
              vp_on={(1, "goblin_sneak"): 1})
    events = play(s, 0, "goblin_sneak", 2)  # 5 sneaks: 5 >= 5
    assert [a["loc"] for a in of_kind(events, "hero_attack")] == [2]
    assert of_kind(events, "minion_defeated") == []
    assert [e["card"] for e in of_kind(events, "tokens_removed")] == [uid(1, "goblin_sneak")]
    assert len(s.havens[2]) == 5 and s.hordes[2] == []
    assert s.heroes_out == [hero("silver_twins")] and s.hero == hero("captain_brand")
    assert s.token_vp == [0, 0, 0]


def test_attack_parts_resolve_in_the_rulebook_order():
    """DM-ATTACK.1, DM-ATTACK.3, DM-ATTACK.4, DM-ATTACK.5, DM-ATTACK.6, DM-ATTACK.7,
    DM-ESCAPE.1: the hero's defeat, then the hero's ability (Mad Malis defeats the
    undead now at the back), then the defeated Lich's ability (peril tokens on the
    new back), then the attacked horde's Minotaur, then the other hordes (the Bog
    Zombie's token), then the hero leaves; then the survivors escape."""
    s = setup(hero="mad_malis", hands={0: ["lich_adept"]}, hordes={
        0: [(1, "dire_bear")],
        1: [(2, "charging_minotaur"), (1, "bog_zombie")],
        2: [(2, "bog_zombie")],
    })
    events = play(s, 0, "lich_adept", 1)  # 2 + 3 + 2 = 7 >= 6
    mino, bear, zombie2 = uid(2, "charging_minotaur"), uid(1, "dire_bear"), uid(2, "bog_zombie")
    story = []
    for e in events:
        if e["event"] == "minion_defeated":
            story.append(("defeated", e["card"], e["by"]))
        elif e["event"] == "token_placed":
            story.append(("token", e["card"], e["amount"]))
        elif e["event"] in ("hero_attack", "hero_removed", "minions_escaped"):
            story.append((e["event"],))
    assert story == [
        ("hero_attack",),
        ("defeated", uid(0, "lich_adept"), "hero"),       # 2B.1
        ("defeated", uid(1, "bog_zombie"), "ability"),    # 2B.2 Mad Malis
        ("token", mino, 2),                               # 2B.3 the Lich
        ("defeated", bear, "ability"),                    # 2B.4 the Minotaur
        ("token", zombie2, 1),                            # 2B.5 other hordes
        ("hero_removed",),                                # 2B.6
        ("minions_escaped",),                             # 2C
    ]
    assert haven(s, 1) == [(2, "charging_minotaur")]
    assert s.peril_on == {zombie2: 1}


def test_attacked_horde_triggers_resolve_from_the_back():
    """DM-ATTACK.5: two Minotaurs in the attacked horde; the one at the back acts
    first (and the gaps close between them, DM-ATTACK.9)."""
    s = setup(hands={0: ["dire_bear"]}, hordes={1: [
        (1, "kobold_trapper"), (1, "charging_minotaur"), (2, "dire_bear"), (2, "charging_minotaur"),
    ]})
    events = play(s, 0, "dire_bear", 1)  # 1 + 2 + 2 + 2 + 2 = 9
    assert [d["card"] for d in of_kind(events, "minion_defeated")] == [
        uid(0, "dire_bear"),          # the hero's
        uid(2, "dire_bear"),          # the back Minotaur: its neighbour with most VP
        uid(2, "charging_minotaur"),  # the front Minotaur: now next to the other one
    ]
    assert haven(s, 1) == [(1, "kobold_trapper"), (1, "charging_minotaur")]


def test_other_hordes_resolve_from_the_leftmost_each_from_the_back():
    """DM-ATTACK.6, DM-D.21, DM-D.23: with one peril token left, the Bog Zombie in the
    leftmost other horde gets it; within a horde the back one goes first."""
    # The 9 tokens sit on the Orc, which survives until the escape (after 2B.5).
    s = setup(hands={0: ["dire_bear"]}, hordes={
        0: [(1, "bog_zombie")],
        1: [(1, "orc_brute"), (2, "kobold_trapper")],
        2: [(2, "bog_zombie")],
    }, peril_on={(1, "orc_brute"): 9})
    play(s, 0, "dire_bear", 3)  # horde 1 is at 13
    assert s.peril_on == {uid(1, "bog_zombie"): 1}

    s = setup(hands={0: ["dire_bear"]}, hordes={
        1: [(1, "orc_brute"), (2, "kobold_trapper")],
        2: [(2, "bog_zombie"), (2, "bog_zombie")],
    }, peril_on={(1, "orc_brute"): 9})
    play(s, 0, "dire_bear", 3)
    assert s.peril_on == {uid(2, "bog_zombie", 1): 1}


def test_hero_goes_to_the_box_and_the_defeated_to_their_discard_piles():
    """DM-ATTACK.7, DM-D.19: the hero leaves the game (not a discard pile, not the
    deck); the defeated minions end in their owners' discard piles."""
    s = setup(hero="wren_huntress", hands={0: ["goblin_sneak"]},
              hordes={1: [(1, "dire_bear"), (2, "spotted_griffin"), (1, "orc_brute")]})
    events = play(s, 0, "goblin_sneak", 1)
    assert s.heroes_out == [hero("wren_huntress")]
    assert hero("wren_huntress") not in s.hero_deck and s.hero != hero("wren_huntress")
    assert s.discards == [[], [uid(1, "orc_brute"), uid(1, "dire_bear")], []]
    assert s.limbo == []
    assert kinds(events).index("hero_removed") > max(
        i for i, k in enumerate(kinds(events)) if k == "minion_defeated")


def test_tokens_on_a_defeated_minion_are_discarded():
    """DM-ATTACK.8, DM-D.19: the defeated minion's VP tokens are lost (its owner does
    not collect them) and its peril tokens go back to the supply."""
    s = setup(hands={0: ["kobold_trapper"]},
              hordes={1: [(1, "orc_brute"), (2, "dire_bear")]},
              vp_on={(2, "dire_bear"): 1, (1, "orc_brute"): 1}, peril_on={(2, "dire_bear"): 3})
    play(s, 0, "kobold_trapper", 3)  # horde 1: 3 + 2 + 3 = 8
    assert s.discards[2] == [uid(2, "dire_bear")]
    assert s.token_vp == [2, 1, 0]  # the Orc's token was collected on escape
    assert s.vp_on == {} and s.peril_on == {} and s.peril_supply == 10


def test_defeats_by_abilities_award_no_vp():
    """DM-D.18: the Minotaur defeating an opponent's minion gives no VP to anyone."""
    s = setup(active=0, hands={0: ["bog_zombie"]}, hordes={
        1: [(2, "charging_minotaur"), (1, "orc_brute")],
        2: [(1, "dire_bear")],
    })
    events = play(s, 0, "bog_zombie", 1)  # 2 + 3 + 3 = 8
    assert [(d["card"], d["by"], d["award"]) for d in of_kind(events, "minion_defeated")] == [
        (uid(0, "bog_zombie"), "hero", 0), (uid(1, "dire_bear"), "ability", 0)]
    assert s.token_vp == [0, 0, 0]


def test_a_defeat_outside_an_attack_goes_straight_to_the_discard():
    """DM-D.19: outside an attack, a defeated minion leaves its horde (closing the gap)
    and goes to its owner's discard pile at once, tokens back to the supply."""
    s = setup(hands={0: ["dire_bear"]},
              hordes={1: [(1, "orc_brute"), (2, "dire_bear"), (1, "kobold_trapper")]},
              vp_on={(2, "dire_bear"): 1}, peril_on={(2, "dire_bear"): 2})
    assert s.attacking is None
    s._defeat(uid(2, "dire_bear"), by="ability", award=0, triggers=True)
    assert horde(s, 1) == [(1, "orc_brute"), (1, "kobold_trapper")]
    assert s.discards[2] == [uid(2, "dire_bear")] and s.limbo == []
    assert s.vp_on == {} and s.peril_supply == 10


def test_at_most_one_attack_per_turn():
    """DM-D.16: the hero revealed after an attack does not attack in the same turn,
    even if a horde is already over its threshold; it attacks in the next turn's 2A."""
    s = setup(hero="old_garrick", hero_deck=["captain_brand", "silver_twins"],
              hands={0: ["dire_bear"], 1: ["kobold_trapper"]},
              hordes={0: [(1, "orc_brute"), (2, "bog_zombie")], 3: [(2, "orc_brute"), (1, "dire_bear")]})
    events = play(s, 0, "dire_bear", 0)
    assert [a["hero"] for a in of_kind(events, "hero_attack")] == ["old_garrick"]
    assert s.hero == hero("silver_twins") and horde(s, 3) == [(2, "orc_brute"), (1, "dire_bear")]
    events = play(s, 1, "kobold_trapper", 1)
    assert [(a["hero"], a["loc"]) for a in of_kind(events, "hero_attack")] == [("silver_twins", 3)]
    assert rules.HEROES[s.heroes_out[-1]].id == "silver_twins"


def test_closing_a_gap_is_reported_and_is_not_movement():
    """DM-ABIL.3, DM-ABIL.4, DM-D.15: when a defeat leaves a hole, the minions behind
    it close up toward the location at once. The model reports it as `gap_closed`
    (not `minion_moved`, which is movement), with the horde's new order."""
    s = setup(hero="mad_malis", hands={0: ["lich_adept"]}, hordes={
        0: [(1, "dire_bear")],
        1: [(2, "charging_minotaur"), (1, "bog_zombie")],
        2: [(2, "bog_zombie")],
    })
    events = play(s, 0, "lich_adept", 1)
    bear = uid(1, "dire_bear")
    # The Minotaur (slot 0 of horde 1) defeats its neighbour the Bear (slot 0 of horde 0):
    # nothing stands behind the Bear, so no gap. The Lich and the Zombie were at the back.
    assert of_kind(events, "gap_closed") == []
    assert of_kind(events, "minion_moved") == []
    assert bear in s.discards[1] and haven(s, 1) == [(2, "charging_minotaur")]

    s = setup(hero="captain_brand", hands={0: ["bog_zombie"]}, hordes={
        1: [(1, "kobold_trapper"), (2, "dire_bear"), (1, "goblin_sneak")],
    })
    s.peril_on = {uid(2, "dire_bear"): 2}
    s.peril_supply = 8
    events = play(s, 0, "bog_zombie", 1)  # 1 + 4 + 1 + 3 = 9 >= 8: Captain Brand attacks
    # The Zombie at the back is defeated, then Brand defeats the Kobold at the front:
    # the Bear and the Goblin close up from slots 1-2 to 0-1.
    closed = of_kind(events, "gap_closed")
    assert [(e["loc"], e["from_slot"], e["cards"]) for e in closed] == [
        (1, 1, [uid(2, "dire_bear"), uid(1, "goblin_sneak")])]
    assert of_kind(events, "minion_moved") == []
    assert [k for k in kinds(events) if k in ("minion_defeated", "gap_closed")] == [
        "minion_defeated", "minion_defeated", "gap_closed"]
