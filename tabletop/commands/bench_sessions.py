"""`tabletop bench enemy-turn` and `tabletop bench sessions`: Comanauts' figures.

enemy-turn: a full enemy turn (ET-3 to ET-6) with 6 enemies on the busiest map,
resolved by the model alone (auto-defend on, so no one is asked), from fresh
copies of one set position; the median of many turns.

sessions: whole games played by bots (the strong planner by default) start to
end, as sessions per second; the median of several runs.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from tabletop import games
from tabletop.ai import make_bot

BUSIEST = "downstairs"  # 13 spaces and 158 wall segments: the busiest map for movement and sight
ENEMIES = 6


def enemy_turn_position(zone: str = BUSIEST, enemies: int = ENEMIES, comanauts: int = 4, seed: int = 3):
    """A state on `zone` just before an enemy turn: `enemies` hostiles spread over
    the map, the avatars elsewhere with stored dice, one threat die per enemy."""
    from tabletop.games.comanauts import rules
    from tabletop.games.comanauts.library import page_of

    game = games.get("comanauts")
    state = game.new_game(comanauts, seed, {"auto_defend": True})
    while state.pending and state.pending["kind"] == "avatar":
        state.apply(state.legal_actions()[0])
    state._leave_page()
    state._step_enter(zone)
    state.steps = []
    state.pending = None
    page = page_of(zone)
    spaces = [s.id for s in page.space]
    for sheet in state.sheets:
        state.bag.extend(sheet.dice)
        sheet.dice = []
    state.bag.extend(state.discard + state.track)
    state.discard, state.track = [], []
    for k, sheet in enumerate(state.sheets):
        sheet.clarity = 0
        state.pos[rules.avatar_piece(k)] = [spaces[(3 * k) % len(spaces)], 0]
        if sheet.stored is None:
            sheet.stored = next(d for d in state.bag if d.split(".")[0] in ("red", "blue", "green"))
            state.bag.remove(sheet.stored)
    cards = list(state.hostile_supply[:enemies])
    for i, card in enumerate(cards):
        state.hostile_supply.remove(card)
        state._place_enemy(card, spaces[(5 * i + 2) % len(spaces)])
    for _ in range(enemies):
        die = next(d for d in state.bag if d.split(".")[0] in ("threat", "suspicious"))
        state.bag.remove(die)
        state.track.append(die)
    return state


def measure_enemy_turn(turns: int = 300, zone: str = BUSIEST) -> dict[str, float]:
    game = games.get("comanauts")
    start = enemy_turn_position(zone)
    saved = start.to_dict()
    times = []
    for i in range(turns):
        state = game.from_dict(saved)
        state.rng.state = saved["rng"] + i  # a different roll of the threat dice each time
        state._events = []
        clock = time.perf_counter
        before = clock()
        state.steps.append(("enemy_turn",))
        state._run()
        times.append(clock() - before)
        assert not state.steps or state.final, "the enemy turn stopped half-way"
    times.sort()
    return {"median_ms": statistics.median(times) * 1000, "p90_ms": times[int(len(times) * 0.9)] * 1000,
            "turns": turns}


def measure_sessions(name: str = "comanauts", players: int = 2, runs: int = 5, games_per_run: int = 20,
                     bot: str = "strong", seed: int = 1) -> dict[str, float]:
    game = games.get(name)
    rates, wins = [], 0
    for run in range(runs):
        start = time.perf_counter()
        for index in range(games_per_run):
            game_seed = seed * 10_000 + run * 100 + index
            state = game.new_game(players, game_seed)
            bots = [make_bot(bot, game, game_seed * 7 + s) for s in range(players)]
            while not state.is_over:
                seat = state.to_act
                state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
            wins += bool(state.result["winners"])
        rates.append(games_per_run / (time.perf_counter() - start))
    return {"sessions_per_second": statistics.median(rates), "win_rate": wins / (runs * games_per_run)}


def main(args: Any) -> int:
    if args.what == "enemy-turn":
        f = measure_enemy_turn(args.turns)
        print(f"enemy turn, {ENEMIES} enemies, 4 comanauts on {BUSIEST} (auto-defend on), {args.turns} turns:")
        print(f"  median {f['median_ms']:.2f} ms, 90th percentile {f['p90_ms']:.2f} ms")
        return 0
    f = measure_sessions(args.game, args.players, args.runs, args.games, args.bot)
    print(f"{args.game}: {args.players} comanauts, {args.bot} bots, median of {args.runs} runs x {args.games} sessions")
    print(f"  sessions/second {f['sessions_per_second']:.1f}   won {f['win_rate']:.0%}")
    return 0
