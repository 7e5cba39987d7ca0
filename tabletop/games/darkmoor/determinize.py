"""Build a full Darkmoor state from one seat's view, sampling the hidden parts.

What a seat cannot see (DM-D.30) is the other hands, every deck's order and the
hero deck. Decks are identical, so the unseen cards of each player are their 18
minus every card in view; they are dealt at random into that player's hand (of the
size shown) and deck. Unseen heroes are shuffled into the hero deck and the box.
"""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.rng import Rng

from .rules import DECK_SIZE, HEROES, DarkmoorState


def determinize(view: Mapping[str, Any], rng: Rng) -> DarkmoorState:
    n = view["seats"]
    seat = view["seat"]
    options = {"seats": n, "sides": "random", "first": 0}
    state = DarkmoorState(0, options)
    state.rng = rng.fork()
    state.faces = list(view["locations"])
    state.hordes = [list(h) for h in view["hordes"]]
    state.havens = [list(h) for h in view["havens"]]
    state.discards = [list(d) for d in view["discards"]]
    state.limbo = list(view["limbo"])
    state.vp_on = dict(view["vp_on"])
    state.peril_on = dict(view["peril_on"])
    state.peril_supply = view["peril_supply"]
    state.token_vp = list(view["token_vp"])
    state.hero = view["hero"]
    state.heroes_out = list(view["heroes_out"])
    state.attacking = view["attacking"]
    state.active = view["active"]
    state.turn = view["turn"]
    state.steps = [tuple(s) for s in view["steps"]]
    seen = {u for zone in (*state.hordes, *state.havens, *state.discards, state.limbo) for u in zone}
    own_hand = list(view["hand"] or [])
    seen.update(own_hand)
    for s in range(n):
        unseen = [u for u in range(s * DECK_SIZE, (s + 1) * DECK_SIZE) if u not in seen]
        rng.shuffle(unseen)
        if s == seat:
            state.hands[s] = own_hand
            state.decks[s] = unseen
        else:
            size = view["hand_sizes"][s]
            state.hands[s], state.decks[s] = unseen[:size], unseen[size:]
    known = set(state.heroes_out) | ({state.hero} if state.hero is not None else set())
    hidden = [h for h in range(len(HEROES)) if h not in known]
    rng.shuffle(hidden)
    size = view["hero_deck_size"]
    state.hero_deck, state.heroes_unused = hidden[:size], hidden[size:]
    pending = view["pending"]
    if pending is not None:
        # Another seat's options are hidden from this view; only a play can be
        # pending for another seat, and a play may go to any location.
        state.pending = {"kind": pending["kind"], "seat": pending["seat"],
                         "options": list(pending.get("options") or range(len(state.faces)))}
        if pending.get("step") is not None:
            state.pending["step"] = tuple(pending["step"])
        if pending.get("why"):
            state.pending["why"] = pending["why"]
        if pending.get("extra"):
            state.pending["extra"] = True
    state.final = view["result"]
    return state

