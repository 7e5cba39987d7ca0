"""The game through the engine: views (PR-D.6, PR-D.38), refusals, replays, saves,
determinize, ranking (PR-D.26) and random play."""

import copy

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tabletop.engine import IllegalAction, Rng, SaveError
from tabletop.games.prophecy import library as lib

from .scenario import G, at_move, cards_once, clear_board, give, new, player, put, stay_here


def _play(s, steps, pick=0):
    rng = Rng(pick)
    for _ in range(steps):
        if s.is_over:
            break
        acts = s.legal_actions()
        s.apply(acts[rng.below(len(acts))])
    return s


def test_view_is_the_same_for_every_seat_and_shows_everything():
    """PR-D.6: every player's cubes, gold, XP, Items (damaged ones too) and Certificates, the
    board and the towns are in every seat's view; the views differ only in 'seat'."""
    s = _play(new(3, 5), 40)
    give(s, 2, "runed_blade")
    views = [s.view(k) for k in range(3)] + [s.view(None)]
    for v in views[1:]:
        assert {k: x for k, x in v.items() if k != "seat"} == {k: x for k, x in views[0].items() if k != "seat"}
    v = views[0]
    assert v["players"][2]["items"] == s.items[2]
    assert v["board"] == s.board and v["market"] == s.market


def test_view_hides_the_order_of_the_decks_only():
    """PR-D.6: two states that differ only in the order of their decks look the same."""
    s = _play(new(3, 6), 30)
    twin = G.from_dict(copy.deepcopy(s.to_dict()))
    for deck in twin.decks.values():
        deck.reverse()
    assert twin.to_dict() != s.to_dict()
    assert twin.view(0) == s.view(0)
    assert s.view(0)["decks"]["adventure"] == len(s.decks["adventure"])


def test_view_offers_the_steps_and_possibilities():
    """PR-D.38: the view's pending decision lists what the space offers (summary cards are
    not reproduced)."""
    s = new(3, 7)
    player(s, 0, red=2, red_lost=2, gold=3)
    stay_here(s, 0, "forest_camp")
    p = s.view(0)["pending"]
    assert p["kind"] == "space" and "service name=camp_heal amount=2" in p["options"]
    assert p["seat"] == 0 and s.view(1)["steps"] == s.view(0)["steps"]


def test_refusals_leave_the_state_untouched_and_explain():
    """PR-MOVE.5, PR-D.13: an unreachable move, an out-of-turn action and an action of the wrong
    kind are refused with a message; the state is exactly as before."""
    s = new(3, 8)
    clear_board(s)
    at_move(s, 0, 1)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="cannot reach"):
        s.apply("move space=10 how=foot")
    with pytest.raises(IllegalAction, match="turn"):
        s.apply("stay", seat=1)
    with pytest.raises(IllegalAction, match="must move"):
        s.apply("certificate")
    with pytest.raises(IllegalAction):
        s.apply("move space=1 how=portal")
    assert s.to_dict() == before


def test_refused_declare_and_space_actions_explain():
    """PR-ITEM.7, PR-SPACE.4: declaring an unusable Item and buying what is not there are refused with reasons."""
    s = new(3, 9)
    clear_board(s)
    put(s, 1, "cave_bear")
    wand, = give(s, 0, "oak_wand")
    stay_here(s, 0, 1)
    with pytest.raises(IllegalAction, match="cannot be used"):
        s.apply(f"declare item={wand}")
    s2 = new(3, 9)
    player(s2, 0, red=1, red_lost=2, gold=2)
    stay_here(s2, 0, "forest_camp")
    before = s2.to_dict()
    with pytest.raises(IllegalAction, match="cannot be done here"):
        s2.apply("buy item=0")
    assert s2.to_dict() == before


def test_game_over_refuses_actions():
    """PR-END.2: after the game ends no action is accepted."""
    s = new(2, 10)
    s._game_over(0, "certificates")
    with pytest.raises(IllegalAction):
        s.apply("stay")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_seed_and_actions_replay_exactly(seed):
    """PR-SETUP.12, PR-D.7: the same seed and actions give the same state."""
    s = _play(new(3, seed), 120, pick=seed)
    again = G.replay(s.seed, s.options, [str(a) for a in s.history])
    assert again.to_dict() == s.to_dict()


@pytest.mark.parametrize("seed", [4, 5])
def test_save_round_trip(seed):
    """PR-D.6: to_dict then from_dict gives an equal state that plays on identically."""
    s = _play(new(4, seed), 80, pick=seed)
    loaded = G.from_dict(copy.deepcopy(s.to_dict()))
    assert loaded.to_dict() == s.to_dict()
    assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in s.legal_actions()]
    _play(s, 30, pick=9)
    _play(loaded, 30, pick=9)
    assert loaded.to_dict() == s.to_dict()


@pytest.mark.parametrize("damage", ["twice", "gold", "seats", "space", "game"])
def test_corrupt_saves_are_refused(damage):
    """PR-D.9, PR-D.27: a card in two places, negative gold, the wrong number of seats'
    values, a space off the ring, a malformed step or another game's save: SaveError."""
    data = copy.deepcopy(_play(new(3, 11), 20).to_dict())
    st_ = data["state"]
    if damage == "twice":
        st_["discards"]["adventure"].append(st_["decks"]["adventure"][0])
    elif damage == "gold":
        st_["gold"][0] = -1
    elif damage == "seats":
        st_["xp"].append(3)
    elif damage == "space":
        st_["space"][1] = 24
    elif damage == "step":
        st_["steps"].append(["no_such_step"])
    else:
        data["game"] = "darkmoor"
    with pytest.raises(SaveError):
        G.from_dict(data)


@pytest.mark.parametrize("damage", ["step", "pending"])
def test_corrupt_steps_and_pending_are_refused(damage):
    """PR-D.9: a save whose step stack holds an unknown step, or whose pending decision is
    for a seat that does not exist, is refused with SaveError."""
    data = copy.deepcopy(_play(new(3, 11), 20).to_dict())
    if damage == "step":
        data["state"]["steps"].append(["no_such_step"])
    else:
        data["state"]["pending"]["seat"] = 7
    with pytest.raises(SaveError):
        G.from_dict(data)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_determinize_keeps_every_card_once(seed):
    """PR-D.6: a state rebuilt from one seat's view holds every card exactly once, with the
    visible things as they are, and the same decision."""
    s = _play(new(3, seed), 60, pick=seed)
    give(s, 1, *[lib.item(u).id for u in s.decks["rare"][-1:]])
    d = G.determinize(s.view(0), Rng(seed))
    assert cards_once(d)
    for name in ("board", "market", "items", "damaged", "red", "blue", "gold", "xp", "certificates", "space"):
        assert getattr(d, name) == getattr(s, name), name
    assert sorted(d.decks["adventure"]) == sorted(s.decks["adventure"])
    assert [str(a) for a in d.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_ranking_rules():
    """PR-D.26, PR-END.3: the winner first; the living by Certificates with ties sharing a rank;
    the dead last, by Certificates."""
    s = new(5, 12)
    s.certificates = [["fortress"] * 1, ["fortress", "monastery"], [], ["fortress", "monastery"], ["a", "b", "c"]]
    s.alive = [True, True, True, True, False]
    assert s.ranking(2) == [[2], [1, 3], [0], [4]]
    s.alive = [True, False, True, False, True]
    assert s.ranking(0) == [[0], [4], [2], [1, 3]]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 5), pick=st.integers(0, 1000))
def test_random_play_keeps_the_invariants(seed, seats, pick):
    """PR-SETUP.1, PR-D.16, PR-D.27, PR-BOARD.4, PR-GAIN.7: in random play every card stays in
    one place, gold/XP/cubes never go negative, red + red_lost changes only by
    permanent gains, special spaces never hold Adventure cards, and a game that ends
    has a winner or a reason."""
    s = new(seats, seed)
    totals = [s.red[k] + s.red_lost[k] for k in range(seats)]
    rng = Rng(pick)
    for _ in range(150):
        if s.is_over:
            break
        acts = s.legal_actions()
        assert acts
        s.apply(acts[rng.below(len(acts))])
        assert cards_once(s)
        for k in range(seats):
            assert min(s.gold[k], s.xp[k], s.red[k], s.red_lost[k], s.blue[k], s.blue_lost[k]) >= 0
            assert s.red[k] + s.red_lost[k] >= totals[k]
        assert all(c is None for i, c in enumerate(s.board) if not lib.SPACES[i].terrain)
    if s.is_over:
        assert s.result["reason"] in ("certificates", "last_alive")
