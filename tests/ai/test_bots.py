"""Bots decide from view(seat) only, and the strong bot beats the random one."""

import pytest

import tabletop.games
from tabletop.ai import RandomBot, SearchBot, make_bot
from tabletop.ai.search_bot import reward

GAME = tabletop.games.get("darkmoor")


def play(bots, seed):
    state = GAME.new_game(len(bots), seed)
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def test_random_bot_is_reproducible():
    a = play([RandomBot(GAME, 1), RandomBot(GAME, 2)], 5)
    b = play([RandomBot(GAME, 1), RandomBot(GAME, 2)], 5)
    assert a.to_dict() == b.to_dict()


def test_strong_bot_only_sees_the_view():
    """The bot is handed the view: give it a view whose hidden parts are wrong and
    it must still act legally, because it never reads the real state."""
    state = GAME.new_game(2, 3)
    seat = state.to_act
    view = state.view(seat)
    assert "hands" not in view and view["hand"] == state.hands[seat]
    bot = SearchBot(GAME, 1, iterations=30)
    assert bot.choose(view, state.legal_actions()) in state.legal_actions()


def test_strong_bot_with_fixed_iterations_is_reproducible():
    state = GAME.new_game(2, 8)
    seat = state.to_act
    picks = {str(SearchBot(GAME, 4, iterations=40).choose(state.view(seat), state.legal_actions()))
             for _ in range(2)}
    assert len(picks) == 1


def test_strong_bot_beats_random_bot():
    wins = 0
    games = 10
    for i in range(games):
        strong = i % 2
        bots = [None, None]
        bots[strong] = SearchBot(GAME, 100 + i, iterations=60)
        bots[1 - strong] = RandomBot(GAME, 200 + i)
        wins += play(bots, 1000 + i).result["winner"] == strong
    assert wins >= 8, f"the strong bot won only {wins} of {games}"


def test_reward_prefers_wins_and_margins():
    win = {"winners": [0], "scores": [20, 10]}
    loss = {"winners": [1], "scores": [10, 20]}
    assert reward(win, 0) > reward(loss, 0)
    assert reward({"winners": [0], "scores": [30, 10]}, 0) > reward(win, 0)
    assert reward({"winners": []}, 0) == 0.0


def test_make_bot_by_name():
    assert isinstance(make_bot("random", GAME, 1), RandomBot)
    assert isinstance(make_bot("strong", GAME, 1, think_ms=5), SearchBot)
    with pytest.raises(KeyError):
        make_bot("wizard", GAME, 1)
    with pytest.raises(ValueError):
        SearchBot(GAME, 1, think_ms=0)
