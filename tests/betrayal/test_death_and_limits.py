"""Issue 21, from the players' side: the dead stay dead and are asked nothing, each
death counts once, the traitor's player keeps deciding for its side, drops and
pick-ups are once a turn, time limits hold at the round's end, and a side wins as
soon as it meets its objective (BH-ATTACK.7, BH-D.48, BH-TRAITOR.5, BH-ITEM.3-5,
BH-MONSTER.5, BH-D.55, BH-END.4, BH-D.49, BH-D.42)."""

from __future__ import annotations

import attrs
import pytest

from tabletop.engine.rng import Rng
from tabletop.games.betrayal import GAME
from tabletop.games.betrayal import rules as betrayal_rules
from tabletop.games.house.haunt import Condition, Effect, Place, RoomRef, Secret, saved_form

from .scenario import acts, answer_damage, at_turn, clip, dice, events_of, fresh, haunt, hold, put, refresh


def traitor_turn(s):
    """Jump to the traitor turn of the round, then the monster turn and the round's end."""
    s.steps.clear()
    s.pending = None
    s._push(("haunt_turn", s.haunt["traitor"]), ("monster_turn",), ("round_end",))
    s._run()
    s._legal_cache = None


def play_until_over_or(s, stop, limit=200):
    """Answer every question with its first option until `stop(s)` or the game ends; the
    events seen. No seat that is out of the game may be asked about its own figure."""
    seen = []
    for _ in range(limit):
        if s.is_over or stop(s):
            return seen
        assert not s.seat_out(s.to_act) or s.deciding_for_side(), s.pending
        seen += s.apply(s.legal_actions()[-1] if s.pending["kind"] == "explore" else s.legal_actions()[0])
    raise AssertionError("the game did not get there")


# -- the dead stay dead (BH-ATTACK.7, BH-D.48) --------------------------------------------------

def test_each_monster_attack_is_resolved_before_the_next_monster_rolls():
    """BH-ATTACK.7, BH-D.48, BH-MONSTER.7, BH-D.44: four bats in the room of a hero at the
    edge of death: the first bat's hit kills it (its player splits the damage), and the
    other bats find nobody left to attack: no corpse is hit, nothing is asked of the dead
    seat, it dies once."""
    s = fresh()
    haunt(s, 1, 0)  # Vespers for the Colony: the revealer is the traitor, 4 bats in its room
    room = s.room[0]
    put(s, 1, room)
    for seat in (2, 3):
        put(s, seat, "upper_landing")
    clip(s, 1, "might", 1)
    clip(s, 1, "speed", 1)
    traitor_turn(s)
    might = s.exploration.trait_value(1, "might")
    dice(s, 0, 0, 0, 0, 0, 2, 2, *[0] * might)  # the flock's Speed: 0; the first bat 4 against 0
    seen = s.apply("end")
    assert s.pending["kind"] == "damage" and s.to_act == 1
    seen += answer_damage(s)
    seen += play_until_over_or(s, lambda st: st.pending["kind"] == "explore")
    assert [e["seat"] for e in events_of(seen, "explorer_died")] == [1]
    assert [e["target"] for e in events_of(seen, "monster_attack")] == [1]
    assert len(events_of(seen, "damaged")) == 1


def test_a_hero_who_dies_on_their_own_turn_ends_it_at_once():
    """BH-D.48, BH-DEATH.3, BH-ATTACK.4: a hero beaten in their own attack dies: their items
    fall in an Item Pile and the turn goes straight to the next hero; the dead hero is
    never asked to move, use, pick up or end the turn."""
    s = fresh()
    haunt(s, 25, 1)
    hero = s.active
    put(s, hero, s.room[1])
    hold(s, hero, "revolver")
    clip(s, hero, "might", 1)
    clip(s, hero, "speed", 1)
    refresh(s)
    mine, theirs = s.exploration.trait_value(hero, "might"), s.exploration.trait_value(1, "might")
    dice(s, *[0] * (mine + 1), *[2] * theirs)  # the revolver adds no Might die; the traitor wins big
    seen = s.apply("attack kind=seat who=1 trait=might")
    if s.pending and s.pending["kind"] == "damage":
        seen += answer_damage(s)
    assert not s.alive[hero] and events_of(seen, "explorer_died")
    assert "revolver" in s.piles[s.room[hero]]
    assert s.active != hero and s.to_act != hero and s.pending["kind"] == "explore"
    assert [e["seat"] for e in events_of(seen, "turn_ended")][-1] == hero


def test_a_hero_killed_in_a_room_that_hurts_at_the_end_of_the_turn_dies_once():
    """BH-D.48, BH-D.11: a hero beaten in the Furnace Room dies there; the room's damage at
    the end of the turn never comes (the turn ended with the death), so they die once."""
    from .scenario import lay

    s = fresh()
    haunt(s, 25, 1)
    hero = s.active
    lay(s, "furnace_room", "basement", 1, 0)
    put(s, hero, "furnace_room")
    put(s, 1, "furnace_room")
    clip(s, hero, "might", 1)
    clip(s, hero, "speed", 1)
    refresh(s)
    dice(s, *[0] * s.exploration.trait_value(hero, "might"), *[2] * s.exploration.trait_value(1, "might"))
    seen = s.apply("attack kind=seat who=1 trait=might")
    seen += play_until_over_or(s, lambda st: st.to_act not in (hero, None) and st.pending["kind"] == "explore")
    assert [e["seat"] for e in events_of(seen, "explorer_died")] == [hero]
    assert not [e for e in events_of(seen, "damaged") if e["source"] == "room:furnace_room"]


def test_a_split_that_empties_two_traits_kills_once_and_counts_once():
    """BH-ATTACK.7, BH-D.48, BH-D.11: in Until the Cock Crows (haunt 10) a hero whose Might and
    Speed both stand one step above the skull takes 2 physical damage split 1-1: they
    die once, the haunt's rule on a death reaps once, and with 2 reapings needed at 3
    players the game goes on."""
    s = fresh(3)
    haunt(s, 10, 0)
    hero = next(x for x in range(3) if s.side[x] == "heroes")
    clip(s, hero, "might", 1)
    clip(s, hero, "speed", 1)
    s.steps.clear()
    s.pending = None
    s._push(("damage", hero, "physical", 2, "test"))
    s._run()
    seen = s.apply("choose value=1-1")
    assert [e["seat"] for e in events_of(seen, "explorer_died")] == [hero]
    assert s.counters["reaped"] == 1 and not s.is_over


# -- the traitor's player decides for its side (BH-TRAITOR.5, BH-HTURN.9-10) ----------------------

def test_a_transformed_traitor_drops_its_cards():
    """BH-HTURN.9, BH-DEATH.1-3: the traitor turned into the Antlered Heir at the start
    leaves its items in an Item Pile and its companion in the room."""
    s = fresh()
    hold(s, 0, "revolver", "dog")
    room = s.room[0]
    haunt(s, 6, 0)
    assert s.haunt["traitor"] == 0 and not s.alive[0]
    assert s.hand[0] == [] and "revolver" in s.piles[room] and "dog" in s.companions[room]


def test_a_dead_traitors_player_still_gives_the_monsters_orders():
    """BH-TRAITOR.5, BH-HTURN.10, BH-D.43, BH-D.44: the traitor of the Wax Congregation (haunt
    13, whose effigies can win alone) dies; at the traitor turn its player may still choose
    "I give the orders", and the monster turn then asks that player, not a corpse's figure."""
    s = fresh()
    haunt(s, 13, 0)
    t = s.haunt["traitor"]
    s.exploration.change_trait(t, "might", -8, "test")
    s._run()
    assert not s.alive[t]
    traitor_turn(s)
    assert s.to_act == t and acts(s) == ["orders mode=hand", "end"]
    s.apply("orders mode=hand")
    s.apply("end")
    assert s.to_act == t and s.pending["kind"] == "monsters" and s.deciding_for_side()


# -- once a turn: give, drop, pick up, haunt tokens included (BH-ITEM.3-5) ------------------------

def test_haunt_tokens_are_picked_up_dropped_and_given_once_a_turn():
    """BH-ITEM.3, BH-ITEM.4, BH-ITEM.5: the diary's pages (haunt 4) are item tokens: one pick-up
    a turn takes any number of them (asked one after another), one drop a turn leaves any
    number, and one gift a turn hands one to an explorer in the room, who may refuse."""
    s = fresh()
    haunt(s, 4, 0)
    hero = s.active
    here = s.room[hero]
    other = next(x for x in range(4) if x not in (hero, s.haunt["traitor"]))
    put(s, other, here)
    s.tokens[here] = ["page", "page", "page"]
    refresh(s)
    s.apply("take token=page")
    assert s.pending["kind"] == "pick_more" and s.pending["options"] == ["done", "token:page"]
    s.apply("choose value=token:page")
    s.apply("choose value=done")
    assert s.carried[hero] == ["page", "page"] and s.tokens[here] == ["page"]
    assert not any(a.startswith("take") for a in acts(s))
    s.apply(f"hand token=page to={other}")
    assert s.to_act == other and s.pending["kind"] == "accept"
    s.apply("choose value=yes")
    assert s.carried[other] == ["page"] and s.carried[hero] == ["page"]
    assert not any(a.startswith("hand") for a in acts(s))
    s.apply("put token=page")
    assert s.carried[hero] == [] and not any(a.startswith("put") for a in acts(s))


# -- monsters (BH-MONSTER.5) ------------------------------------------------------------------------

def test_a_stunned_monster_turns_back_up_at_the_end_of_the_turn_it_skips():
    """BH-MONSTER.4, BH-MONSTER.5, BH-D.45: a stunned bat stays stunned through the monster turn
    it skips (while the other bats take their orders) and turns up when that turn ends."""
    s = fresh()
    haunt(s, 1, 0)
    s.monsters[0]["stunned"] = True
    s.haunt["by_hand"] = True
    traitor_turn(s)
    dice(s, 0, 0, 0, 0, 0)
    s.apply("end")
    assert s.pending["kind"] == "monsters" and s.monsters[0]["stunned"]
    assert not any(o.endswith(":0") or ":0:" in o for o in s.pending["options"] if o not in ("auto", "done"))
    seen = s.apply("order value=done")
    assert not s.monsters[0]["stunned"] and events_of(seen, "monster_recovered")[0]["monster"] == 0


# -- time limits and "as soon as" (BH-D.55, BH-END.4, BH-D.49) ------------------------------------

def _to_the_end_of_round(s, rounds: int):
    s.haunt["round"] = rounds
    seen = play_until_over_or(s, lambda st: False, limit=400)
    assert s.is_over
    return seen


@pytest.mark.parametrize("number, side", [(8, "traitor"), (2, "heroes")])
def test_when_the_twelfth_round_ends_the_limit_is_met_before_anyone_acts_again(number, side):
    """BH-D.55, BH-END.4: the Moth Bride's traitor (haunt 8) and the Chalk Saint's heroes
    (haunt 2) win "when the twelfth round ends": the game ends as round 12 ends, and no
    turn of round 13 starts."""
    s = fresh()
    haunt(s, number, 0)
    for seat in range(4):  # out of each other's way, nobody attacks
        put(s, seat, ["entrance_hall", "upper_landing", "basement_landing", "foyer"][seat])
    s.monsters.clear()
    seen = _to_the_end_of_round(s, 12)
    assert s.result["side"] == side and s.result["rounds"] == 12
    assert not [e for e in events_of(seen, "round_started") if e["round"] == 13]
    assert events_of(seen, "round_ended")[-1]["round"] == 12


def test_a_side_wins_as_soon_as_it_meets_its_objective_not_at_end_turn():
    """BH-END.4, BH-D.49: the traitor of A Light for the Landing (haunt 24) wins as soon as it
    holds the lamp: picking it up ends the game there, mid-turn."""
    s = fresh()
    haunt(s, 24, 0)
    t = s.haunt["traitor"]
    at_turn(s, t)
    s.tokens.setdefault(s.room[t], []).append("lamp")
    refresh(s)
    s.apply("take token=lamp")
    assert s.is_over and s.result["side"] == "traitor"


# -- what one side keeps from the other (BH-D.42) -------------------------------------------------------

def test_a_secret_tally_is_not_told_by_public_events():
    """BH-D.42, BH-SECRET.1: the Night School's lessons (haunt 16) are the traitor's secret:
    teaching one is seen by all, but neither its success nor the tally is in any event."""
    s = fresh()
    haunt(s, 16, 0)
    t = s.haunt["traitor"]
    at_turn(s, t)
    dice(s, *[2] * s.exploration.trait_value(t, "knowledge"))
    seen = s.apply("act action=teach_lesson")
    assert s.counters["lessons"] == 1
    acted = events_of(seen, "haunt_action")
    assert acted and "success" not in acted[0]
    assert not events_of(seen, "counter_changed")
    hero = next(x for x in range(4) if x != t)
    assert "lessons" not in s.view(hero)["counters"] and s.view(t)["counters"]["lessons"] == 1


@pytest.fixture
def secret_haunt(monkeypatch):
    """The Chalk Saint (haunt 2) with a secret choice added: the traitor chooses a room with
    the omen symbol in secret; the heroes win when a hero stands in it; an effect may
    place a token there (and so show it)."""
    base = betrayal_rules.HAUNTS[2]
    secret = Secret(id="shrine", name="The hidden shrine", chosen_by="traitor", choices=Place("random", "ground"))
    traitor = attrs.evolve(base.traitor_side,
                           right_now=(*base.traitor_side.right_now, Effect(op="choose_secret", counter="shrine")))
    heroes = attrs.evolve(base.heroes, win=(*base.heroes.win,
                                            Condition(kind="explorer_in_room", room=RoomRef("secret", "shrine"))))
    monkeypatch.setitem(betrayal_rules.HAUNTS, 2, attrs.evolve(base, secrets=(secret,), traitor_side=traitor,
                                                                heroes=heroes))
    return secret


def test_a_secret_choice_is_seen_by_its_side_only_until_an_effect_uses_it(secret_haunt):
    """BH-D.42: the traitor chooses a room in secret; the log says only that a choice was
    made, the heroes' views do not hold it, a sample of a hero's view may put it anywhere
    it could be; the heroes' objective reads it without showing it; an effect that uses
    it shows it to all."""
    s = fresh()
    for seat in range(4):
        put(s, seat, "upper_landing")
    s.steps.clear()
    s.pending = None
    s.haunting.start_haunt(2, 0, "bite", "upper_landing")
    s._run()
    t = s.haunt["traitor"]
    assert s.pending["kind"] == "secret" and s.to_act == t and s.pending["for_side"] == "traitor"
    assert s.pending["options"] == ["entrance_hall", "foyer", "grand_staircase"]
    seen = s.apply("choose value=foyer")
    chosen = events_of(seen, "secret_chosen")
    assert chosen and "foyer" not in str(chosen)
    hero = next(x for x in range(4) if x != t)
    assert s.view(hero)["secrets"]["shrine"]["value"] is None and s.view(t)["secrets"]["shrine"]["value"] == "foyer"
    sample = GAME.determinize(s.view(hero), Rng(3))
    assert sample.secrets["shrine"]["value"] in ("entrance_hall", "foyer", "grand_staircase")
    # as a step read from a save holds it: its effect's saved form, the place written as text
    s._push(("effect", t, [saved_form(Effect(op="place_token", token="sigil", where=Place("secret", "shrine")))]))
    s.pending = None
    s._run()
    assert s.view(hero)["secrets"]["shrine"]["value"] == "foyer"


def test_a_hero_standing_in_the_secret_room_wins_at_once(secret_haunt):
    """BH-END.4, BH-D.42: a condition naming the secret room is checked after every step."""
    s = fresh()
    for seat in range(4):
        put(s, seat, "upper_landing")
    s.steps.clear()
    s.pending = None
    s.haunting.start_haunt(2, 0, "bite", "upper_landing")
    s._run()
    s.apply("choose value=foyer")
    hero = s.active
    put(s, hero, "grand_staircase")
    refresh(s)
    s.apply("move room=foyer")
    assert s.is_over and s.result["side"] == "heroes"
