"""Step 3: Creatures and battles (PR-ADV.6-10, PR-COMBAT, PR-D.16, PR-D.18, PR-D.29) and
Opportunities (PR-ADV.5, PR-D.31, PR-GAIN)."""

from .scenario import (at_turn, cards_once, clear_board, dice, first, give, kind, legal, names,
                       new, player, put, stay_here)

P = 1  # Harrow Fields, a Plains space


def _fight(card, seed=1, items=(), **stats):
    s = new(3, seed)
    clear_board(s)
    uid = put(s, P, card)
    player(s, 0, **stats)
    give(s, 0, *items)
    ev = stay_here(s, 0, P)
    return s, uid, ev


def test_the_derived_tie_example_8_against_8():
    """PR-COMBAT.4 (example), PR-COMBAT.2, PR-COMBAT.3, PR-ADV.8, PR-ADV.10, PR-ITEM.1: Strength 4
    + weapon 1 + light die 3 = 8 against Creature Strength 5 + dark die 3 = 8 is a tie:
    nothing gained or lost, and the Creature stays."""
    s, uid, ev = _fight("cave_bear", items=["short_sword"], red=4, red_lost=0, gold=3, xp=3)
    assert first(ev, "battle_started")["battle"] == "strength"
    sword = s.items[0][0]
    assert s.view(0)["battle"]["you"] == 4  # nothing declared yet: no bonus
    s.apply(f"declare item={sword}")
    assert s.view(0)["battle"]["you"] == 5 and s.view(0)["battle"]["it"] == 5
    dice(s, 3, 3)
    ev = s.apply("choose value=roll")
    roll = first(ev, "battle_roll")
    assert (roll["light"], roll["dark"], roll["you"], roll["it"], roll["outcome"]) == (3, 3, 8, 8, "tie")
    assert "battle_tied" in names(ev)
    assert (s.red[0], s.xp[0], s.gold[0]) == (4, 3, 3)
    assert s.board[P] == uid


def test_light_die_is_yours_dark_die_the_creatures():
    """PR-COMBAT.3, PR-COMBAT.4, PR-COMBAT.1: with light 5 and dark 2 your total is your value + 5
    and the Creature's its value + 2; the higher wins."""
    s, _uid, _ev = _fight("grey_wolves", red=3)
    dice(s, 5, 2)
    ev = s.apply("choose value=roll")
    r = first(ev, "battle_roll")
    assert (r["you"], r["it"], r["outcome"]) == (8, 5, "win")


def test_win_gives_xp_and_reward_and_discards_the_creature():
    """PR-ADV.7, PR-GAIN.1, PR-GAIN.4: a win discards the Creature and gives its XP (1) and
    its reward (1 gold)."""
    s, uid, _ev = _fight("goblin_raiders", red=3, gold=2, xp=3)
    dice(s, 4, 1)
    ev = s.apply("choose value=roll")
    assert first(ev, "battle_won")["xp"] == 1
    assert (s.xp[0], s.gold[0]) == (4, 3)
    assert s.board[P] is None and uid in s.discards["adventure"]
    assert cards_once(s)


def test_loss_costs_one_health_and_the_creature_stays():
    """PR-ADV.9, PR-ADV.10, PR-LOSS.1, PR-LOSS.2, PR-CUBE.2: a loss moves 1 red cube to the
    left; the Creature stays face up."""
    s, uid, _ev = _fight("grey_wolves", red=3, red_lost=0)
    dice(s, 1, 6)
    ev = s.apply("choose value=roll")
    assert "battle_lost" in names(ev)
    assert (s.red[0], s.red_lost[0]) == (2, 1)
    assert s.board[P] == uid


def test_defeat_text_replaces_losing_one_life():
    """PR-ADV.9, PR-LOSS.1: the Hill Troll's defeat text (lose 2 Health) applies instead of 1."""
    s, _uid, _ev = _fight("hill_troll", red=4, red_lost=0)
    dice(s, 1, 6)
    s.apply("choose value=roll")
    assert (s.red[0], s.red_lost[0]) == (2, 2)


def test_a_creature_left_on_a_space_blocks_new_cards():
    """PR-ADV.10, PR-BOARD.4, PR-D.8: after a tie the Creature stays; a Plains card skips its space."""
    s, uid, _ev = _fight("cave_bear", red=4)
    dice(s, 2, 2)
    s.apply("choose value=roll")
    assert s.board[P] == uid
    at_turn(s, 1, "plains")
    assert s.board[P] == uid


def test_battle_of_wills_uses_blue_cubes():
    """PR-COMBAT.5, PR-CUBE.3: a Willpower-only Creature is a Battle of Wills against your
    blue cubes on the right side."""
    s, _uid, ev = _fight("will_o_wisps", red=5, blue=2, blue_lost=1)
    assert first(ev, "battle_started")["battle"] == "wills"
    assert s.view(0)["battle"]["you"] == 2 and s.view(0)["battle"]["it"] == 3
    dice(s, 4, 2)
    ev = s.apply("choose value=roll")
    r = first(ev, "battle_roll")
    assert (r["you"], r["it"], r["outcome"]) == (6, 5, "win")
    assert (s.blue[0], s.blue_lost[0]) == (3, 0)  # the reward: recharge 1


def test_strength_first_creature_lets_you_pay_two_magic_for_wills():
    """PR-COMBAT.6 (derived example), PR-D.18, PR-CUBE.4: Strength then Willpower: you choose;
    Willpower 5 paying 2 Magic fights the Battle of Wills with 3."""
    s, _uid, ev = _fight("orc_shaman", red=4, blue=5, blue_lost=0)
    assert kind(s) == "battle_type" and s.pending["options"] == ["strength", "wills"]
    ev = s.apply("choose value=wills")
    assert first(ev, "battle_changed")["paid"] == 2
    assert (s.blue[0], s.blue_lost[0]) == (3, 2)
    assert kind(s) == "declare"
    b = s.view(0)["battle"]
    assert (b["battle"], b["you"], b["it"]) == ("wills", 3, 3)


def test_strength_first_creature_accepting_strength():
    """PR-COMBAT.6: accepting the Battle of Strength costs nothing."""
    s, _uid, _ev = _fight("orc_shaman", red=4, blue=5)
    s.apply("choose value=strength")
    b = s.view(0)["battle"]
    assert (b["battle"], b["you"], b["it"], s.blue[0]) == ("strength", 4, 4, 5)


def test_wills_needs_two_blue_cubes():
    """PR-D.16, PR-LOSS.6, PR-COMBAT.6: with 1 blue cube the Battle of Wills cannot be
    chosen: the battle is of Strength at once."""
    s, _uid, _ev = _fight("orc_shaman", red=4, blue=1, blue_lost=4)
    assert kind(s) == "declare" and s.view(0)["battle"]["battle"] == "strength"


def test_bang_rule_applies_without_asking():
    """PR-COMBAT.7, PR-COMBAT.8, PR-D.29: the Vampire (Willpower first) always fights a Battle of
    Wills: no choice offered, its '!' rule applied."""
    s, _uid, ev = _fight("vampire", red=5, blue=4)
    assert first(ev, "special_applied")["marker"] == "!"
    assert kind(s) == "declare"
    b = s.view(0)["battle"]
    assert (b["battle"], b["you"], b["it"]) == ("wills", 4, 5)


def test_bang_rule_with_a_creature_bonus():
    """PR-COMBAT.8, PR-D.29: the Barrow Witch's '!' rule: a Battle of Strength with +2 for her."""
    s, _uid, _ev = _fight("barrow_witch", red=3, blue=5)
    b = s.view(0)["battle"]
    assert (b["battle"], b["you"], b["it"]) == ("strength", 3, 4)
    dice(s, 3, 2)
    ev = s.apply("choose value=roll")
    assert first(ev, "battle_roll")["outcome"] == "tie"


def test_question_rule_offered_only_when_payable():
    """PR-COMBAT.9, PR-D.29, PR-D.16: the Ghostly Spirits' '?' rule (pay 1 gold: +2 for you) is
    offered with 1 gold and, paid, adds 2; with 0 gold it is not offered."""
    s, _uid, _ev = _fight("ghostly_spirits", blue=3, gold=1)
    assert kind(s) == "special" and s.pending["options"] == ["pay", "decline"]
    s.apply("choose value=pay")
    assert s.gold[0] == 0 and s.view(0)["battle"]["you"] == 5
    s2, _uid, _ev = _fight("ghostly_spirits", blue=3, gold=0)
    assert kind(s2) == "declare" and s2.view(0)["battle"]["you"] == 3


def test_question_rule_declined_costs_nothing():
    """PR-COMBAT.9: declining a '?' rule keeps the gold and the plain battle."""
    s, _uid, _ev = _fight("ghostly_spirits", blue=3, gold=4)
    s.apply("choose value=decline")
    assert s.gold[0] == 4 and s.view(0)["battle"]["you"] == 3


def test_escaped_assassin_choice_then_its_question_rule():
    """PR-COMBAT.7, PR-COMBAT.9, PR-D.29: the Escaped Assassin (Strength first, '?' rule: pay 2
    gold for a Battle of Wills): after accepting Strength the '?' is offered; after
    paying Magic for Wills it would change nothing and is not offered."""
    s, _uid, _ev = _fight("escaped_assassin", red=4, blue=4, gold=2)
    s.apply("choose value=strength")
    assert kind(s) == "special"
    s.apply("choose value=pay")
    assert s.gold[0] == 0 and s.view(0)["battle"]["battle"] == "wills" and s.blue[0] == 4
    s2, _uid, _ev = _fight("escaped_assassin", red=4, blue=4, gold=2)
    s2.apply("choose value=wills")
    assert kind(s2) == "declare" and s2.gold[0] == 2 and s2.blue[0] == 2


def test_three_lives_win_win_tie_is_a_tie_and_lives_reset():
    """PR-COMBAT.10, PR-COMBAT.11, PR-COMBAT.12 (derived example), PR-ADV.8: win, win, tie is a tie;
    the Creature stays and starts the next battle with three lives again."""
    s, uid, ev = _fight("ogre_brute", red=4, xp=3)
    assert first(ev, "battle_started")["lives"] == 3
    dice(s, 6, 1, 6, 1, 3, 3)
    ev = s.apply("choose value=roll")
    assert [e["outcome"] for e in ev if e["event"] == "battle_roll"] == ["win", "win", "tie"]
    assert "battle_tied" in names(ev) and "battle_won" not in names(ev)
    assert s.board[P] == uid and s.xp[0] == 3 and s.red[0] == 4
    s.red_lost[0] = 0
    stay_here(s, 0, P)
    b = s.view(0)["battle"]
    assert (b["lives"], b["wins"], b["rolls"]) == (3, 0, [])


def test_three_lives_lost_roll_loses_the_battle():
    """PR-COMBAT.11, PR-ADV.9: win then loss stops the rolling: a lost battle (1 Health)."""
    s, uid, _ev = _fight("ogre_brute", red=4)
    dice(s, 6, 1, 1, 6)
    ev = s.apply("choose value=roll")
    assert len([e for e in ev if e["event"] == "battle_roll"]) == 2
    assert "battle_lost" in names(ev) and s.red[0] == 3 and s.board[P] == uid


def test_three_lives_three_wins_defeat_it():
    """PR-COMBAT.10, PR-ADV.7: three wins in a row in one battle defeat it: 4 XP and 2 gold."""
    s, uid, _ev = _fight("ogre_brute", red=4, xp=3, gold=0)
    dice(s, 6, 1, 6, 1, 6, 1)
    ev = s.apply("choose value=roll")
    assert [e["roll"] for e in ev if e["event"] == "battle_roll"] == [1, 2, 3]
    assert (s.xp[0], s.gold[0], s.board[P]) == (7, 2, None)


def test_three_lives_wills_paid_once():
    """PR-COMBAT.13, PR-COMBAT.6: the 2 Magic for a Battle of Wills against a three-life
    Creature is paid once, before the first of its rolls."""
    s, _uid, _ev = _fight("moss_troll", red=2, blue=5, blue_lost=0)
    s.apply("choose value=wills")
    dice(s, 6, 1, 6, 1, 6, 1)
    ev = s.apply("choose value=roll")
    assert "battle_won" in names(ev)
    assert [e["amount"] for e in ev if e["event"] == "magic_lost"] == []
    assert (s.blue[0], s.blue_lost[0]) == (3, 2)
    assert s.red[0] == 3  # the Moss Troll's reward: +1 Strength for good


def test_declaration_is_fixed_at_the_first_roll():
    """PR-D.18: battle type, then Items, then the roll; after the first roll of a three-life
    battle nothing more can be declared or withdrawn (only roll or throw)."""
    s, _uid, _ev = _fight("ogre_brute", items=["hand_axe", "leather_cap"], red=4)
    axe, cap = s.items[0]
    s.apply(f"declare item={axe}")
    dice(s, 6, 1)
    s.apply("choose value=roll")
    assert kind(s) == "roll" and s.battle["wins"] == 1
    assert s.declarable(0) == []
    assert legal(s) == {"choose value=roll", f"choose value=throw:{axe}"}
    assert s.battle["declared"] == [axe]


# -- Opportunities --------------------------------------------------------------------------

def test_opportunity_use_follows_its_text_and_is_discarded():
    """PR-ADV.5, PR-ADV.1, PR-GAIN.2, PR-TURN.3: using the Healing Spring heals 3 (only cubes on
    the left move) and the card goes to the discard pile."""
    s = new(3, 2)
    clear_board(s)
    uid = put(s, P, "healing_spring")
    player(s, 0, red=2, red_lost=2)
    stay_here(s, 0, P)
    assert kind(s) == "opportunity" and s.pending["options"] == ["use", "leave"]
    ev = s.apply("choose value=use")
    assert first(ev, "opportunity_used")["card"] == "healing_spring"
    assert (s.red[0], s.red_lost[0]) == (4, 0)
    assert s.board[P] is None and uid in s.discards["adventure"]


def test_unused_opportunity_stays():
    """PR-ADV.5: a left Opportunity stays face up on its space."""
    s = new(3, 2)
    clear_board(s)
    uid = put(s, P, "buried_chest")
    gold = s.gold[0]
    stay_here(s, 0, P)
    ev = s.apply("choose value=leave")
    assert "opportunity_left" in names(ev) and s.board[P] == uid and s.gold[0] == gold


def test_opportunity_costs_and_conditions():
    """PR-D.31, PR-D.16: the Hermit's Hut (2 gold) with 1 gold can only be left; with 2 gold
    it is paid in full; the Old Training Ground needs Strength 4."""
    s = new(3, 3)
    clear_board(s)
    put(s, P, "hermits_hut")
    player(s, 0, gold=1, red=2, red_lost=2, blue=1, blue_lost=2)
    stay_here(s, 0, P)
    assert s.pending["options"] == ["leave"]
    s2 = new(3, 3)
    clear_board(s2)
    put(s2, P, "hermits_hut")
    player(s2, 0, gold=2, red=2, red_lost=2, blue=1, blue_lost=2)
    stay_here(s2, 0, P)
    s2.apply("choose value=use")
    assert (s2.gold[0], s2.red[0], s2.blue[0]) == (0, 4, 3)
    for red, options in ((3, ["leave"]), (4, ["use", "leave"])):
        s3 = new(3, 3)
        clear_board(s3)
        put(s3, P, "old_training_ground")
        player(s3, 0, red=red)
        stay_here(s3, 0, P)
        assert s3.pending["options"] == options


def test_find_items_and_permanent_gains():
    """PR-GAIN.5, PR-GAIN.6, PR-GAIN.7: the Abandoned Cart gives the top Common Item; the
    Giant's Anvil puts a new red cube from the bank on the right side (the left side
    does not change)."""
    s = new(3, 4)
    clear_board(s)
    put(s, P, "abandoned_cart")
    from .scenario import items_on_top
    top, = items_on_top(s, "common", "leather_cap")
    stay_here(s, 0, P)
    ev = s.apply("choose value=use")
    assert first(ev, "item_found")["item"] == "leather_cap" and s.items[0][-1] == top
    s2 = new(3, 4)
    clear_board(s2)
    put(s2, P, "giants_anvil")
    player(s2, 0, red=3, red_lost=1, gold=3)
    stay_here(s2, 0, P)
    ev = s2.apply("choose value=use")
    assert "strength_up" in names(ev)
    assert (s2.red[0], s2.red_lost[0], s2.gold[0]) == (4, 1, 0)


def test_wishing_well_adds_a_blue_cube():
    """PR-GAIN.6, PR-GAIN.7: +1 Willpower for good is a blue cube from the bank."""
    s = new(3, 5)
    clear_board(s)
    put(s, P, "wishing_well")
    player(s, 0, blue=2, blue_lost=0, gold=3)
    stay_here(s, 0, P)
    s.apply("choose value=use")
    assert (s.blue[0], s.blue_lost[0]) == (3, 0)


def test_a_creature_must_be_fought():
    """PR-ADV.6, PR-D.14: ending on a Creature starts a battle with no way to leave or end the
    turn: only declaring Items and rolling; the battle ends in a win, a tie or a loss."""
    s, _uid, ev = _fight("grey_wolves", items=["short_sword"], red=3)
    assert "battle_started" in names(ev)
    assert {a.verb for a in s.legal_actions()} == {"declare", "choose"}
    assert [str(a) for a in s.legal_actions() if a.verb == "choose"] == ["choose value=roll"]
    dice(s, 1, 6)
    ev = s.apply("choose value=roll")
    assert [e["event"] for e in ev if e["event"] in ("battle_won", "battle_tied", "battle_lost")] == ["battle_lost"]
