"""The strong Comanauts bot plays every action (issue: the planner never chose Equip
or Focus): over a few seeded sessions it focuses (two dice for the colour the moment
needs) and equips or trades items (one die), never with its stored defence die, and
every equip session ends."""

from __future__ import annotations

from collections import Counter

from tabletop import games
from tabletop.ai import make_bot

GAME = games.get("comanauts")


def test_the_planner_focuses_and_equips_over_a_few_sessions():
    verbs: Counter = Counter()
    equip_dice = []
    for seed in range(1, 13):
        state = GAME.new_game(2, seed)
        bots = [make_bot("strong", GAME, seed * 31 + k) for k in range(2)]
        while not state.is_over:
            action = bots[state.to_act].choose(state.view(state.to_act), state.legal_actions())
            verbs[action.verb] += 1
            if action.verb == "equip":
                equip_dice.append(action.use)
            state.apply(action)
    assert verbs["focus"] > 0 and verbs["equip"] > 0, verbs
    assert "stored" not in equip_dice and "purple" not in equip_dice  # the defence die and purple are kept
