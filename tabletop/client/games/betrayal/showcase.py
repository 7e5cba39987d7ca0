"""Betrayal with nobody at the window: the table `tabletop --smoke` draws and the busy
table `tabletop bench frame --game betrayal` measures."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.game import GameState
from tabletop.engine.rng import Rng
from tabletop.engine.views import read
from tabletop.persistence import SaveStore

from ..showcases import bots_at, person_and_bots, played_on, seated

#: What `bench frame` says it measured.
BUSY = "busy 6-player Betrayal table (the biggest house, the haunt on, monsters moving)"


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "betrayal", 3)


def busy_session() -> Session:
    """Six random bots played on until the haunt is on with monsters in the house and
    the most rooms laid of a few seeds (or a few hundred moves); the bots play on."""
    return bots_at(busy_house("betrayal", 6, {}, least_tiles=24))


def shot_tables(names: list[str]) -> dict[str, Session]:
    """The busy tables `tabletop shots` draws and the text-fit test measures, as the
    person to act sees them: the haunt with its monsters, and a damage split."""
    return house_shots("betrayal", 6, {}, 24, names)


def shot_rooms(app):
    """The screen `tabletop shots` draws as "rooms": every room tile at once."""
    from .names import BETRAYAL
    from .rooms_sheet import RoomsSheet

    return RoomsSheet(app, BETRAYAL)


#: the positions of house_shots by game and seats: searched for once a run (each game
#: asks with the same options), as every size and language draws them again
_SHOT_STATES: dict[tuple[str, int], tuple[GameState, GameState]] = {}


def house_shots(name: str, seats: int, options: dict, least_tiles: int, names: list[str]) -> dict[str, Session]:
    """Either Betrayal's busy tables for `tabletop shots`: the busy house in the haunt,
    and the haunt at a damage split with the most choices a few seeds reach. A session
    replays the position it is given, so the one found is never changed."""
    key = (name, seats)
    if key not in _SHOT_STATES:
        _SHOT_STATES[key] = busy_house(name, seats, options, least_tiles), damage_split(name, seats, options)
    busy, split = _SHOT_STATES[key]
    return {"table": seated(busy, names), "damage-split": seated(split, names)}


def damage_split(name: str, seats: int, options: dict) -> GameState:
    """A house game in the haunt where someone splits damage among traits (BH-D.11):
    of a few seeds played by random moves, the split among the most traits and ways."""
    def splitting(state) -> bool:
        pending = state.view(None).get("pending") or {}
        return pending.get("kind") == "damage" and bool(state.view(None).get("haunt"))

    game = games.get(name)
    best = None
    for seed in range(1, 13):
        state = played_on(game.new_game(seats, seed, options), Rng(seed), 900, splitting)
        if not splitting(state):
            continue
        pending = state.view(None)["pending"]
        size = (len(pending["traits"]), len(pending["options"]))
        if best is None or size > best[0]:
            best = (size, state)
    return best[1] if best else game.new_game(seats, 1, options)


def busy_house(name: str, seats: int, options: dict, least_tiles: int) -> GameState:
    """A house game (either Betrayal) of `seats` seats, played on by random moves from a
    few seeds until the haunt is on with monsters about and at least `least_tiles`
    tiles laid: the busiest of them."""
    def busy(state) -> bool:
        view = read(game.view_type, state.view(None))
        return bool(view.haunt and any(m.alive for m in view.monsters) and len(view.house.placed) >= least_tiles)

    game = games.get(name)
    best = None
    for seed in (3, 7, 11, 19):
        state = played_on(game.new_game(seats, seed, options), Rng(seed), 900, busy)
        if state.is_over:
            continue
        view = read(game.view_type, state.view(None))
        size = len(view.house.placed) + (50 if view.monsters else 0)
        if best is None or size > best[0]:
            best = (size, state)
    return best[1] if best else game.new_game(seats, 3, options)
