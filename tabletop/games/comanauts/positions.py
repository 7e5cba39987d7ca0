"""Positions arranged by hand, not reached by play: the busiest enemy turn, for
`tabletop bench enemy-turn` and the busy table `bench frame --game comanauts`
measures. They set the state's fields directly, which only the game's own package
may do; no history leads to them (see `Session.arranged`)."""

from __future__ import annotations

from . import GAME, rules
from .library import page_of

BUSIEST = "downstairs"  # 13 spaces and 158 wall segments: the busiest map for movement and sight
ENEMIES = 6


def enemy_turn_position(zone: str = BUSIEST, enemies: int = ENEMIES, comanauts: int = 4, seed: int = 3):
    """A state on `zone` just before an enemy turn: `enemies` hostiles spread over
    the map, the avatars elsewhere with stored dice, one threat die per enemy."""
    state = GAME.new_game(comanauts, seed, {"auto_defend": True})
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


def busy_turn_position():
    """The same position at the start of sheet 1's turn, with its dice drawn: what
    the busy table shows before its bots play on."""
    state = enemy_turn_position()
    state.steps = [("begin_turn", 0)]
    state._run()
    return state
