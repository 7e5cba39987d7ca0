"""A full Prophecy state from one seat's view, for bots.

Nothing in Prophecy is private (PR-D.6): a view holds every card on the board, in
the towns, in the players' hands and in the face-up discard piles. Only the decks'
order is hidden, so the cards of each deck that are nowhere in view are shuffled
into it.
"""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.fields import plain
from tabletop.engine.rng import Rng

from . import library as lib
from .rules import DECKS, ProphecyState

_COPIED = ("space", "red", "red_lost", "blue", "blue_lost", "gold", "xp")


def determinize(view: Mapping[str, Any], rng: Rng):
    n = view["seats"]
    state = ProphecyState(0, {"seats": n})
    state.rng = rng.fork()
    players = view["players"]
    state.characters = [next(i for i, c in enumerate(lib.CHARACTERS) if c.id == p["character"]) for p in players]
    for name, key in zip(_COPIED, ("space", "strength", "health_lost", "willpower", "magic_lost", "gold", "xp")):
        setattr(state, name, [p[key] for p in players])
    state.items = [list(p["items"]) for p in players]
    state.damaged = [u for p in players for u in p["damaged"]]
    state.certificates = [list(p["certificates"]) for p in players]
    state.alive = [p["alive"] for p in players]
    state.board = list(view["board"])
    state.market = {k: list(v) for k, v in view["market"].items()}
    state.discards = {d: list(view["discards"][d]) for d in DECKS}
    state.chance_card = view["chance"]
    pools = {"adventure": range(len(lib.ADVENTURE)), "chance": range(len(lib.CHANCE)), "common": lib.COMMON,
             "rare": lib.RARE}
    for deck in DECKS:
        seen = _in_view(state, deck)
        unseen = [u for u in pools[deck] if u not in seen]
        rng.shuffle(unseen)
        state.decks[deck] = unseen
    state.active = view["active"]
    state.turn = view["turn"]
    state.in_extra, state.extra = view["extra_turn"], view["extra_owed"]
    state.start, state.moved, state.used = view["start"], view["moved"], list(view["used"])
    battle = view["battle"]
    state.battle = None if battle is None else plain({k: v for k, v in battle.items() if k not in ("you", "it")})
    state.steps = [tuple(s) for s in view["steps"]]
    pending = view["pending"]
    if pending is not None:
        state.pending = plain({k: v for k, v in pending.items() if k != "args"})
        if "step" in state.pending:
            state.pending["step"] = tuple(state.pending["step"])
    state.final = plain(view["result"])
    return state


def _in_view(state, deck: str) -> set[int]:
    found = state.components()
    if deck == "adventure":
        return set(found["adventure"])
    if deck == "chance":
        return set(found["chance"])
    return set(found["items"])
