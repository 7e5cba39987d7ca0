"""A haunt's vocabulary, run (haunt.py describes it): who a selector picks, which
rooms a place names, and what each kind of effect does. Each is one function found
by its kind in a table (`SELECTORS`, `PLACES`, `EFFECTS`), given the game state,
the typed value read from the haunt file and the seat acting. A step carries an
effect as its saved form, the one the haunt's index keeps (`HauntIndex.key`)."""

from __future__ import annotations

from typing import Any, Callable

from .haunt import Effect, Place, Selector


# -- selectors: the seats an effect is about ------------------------------------------------


def _active(state: Any, name: str, actor: int, living: list[int]) -> list[int]:
    return [actor] if state.alive[actor] else []


def _everyone(state: Any, name: str, actor: int, living: list[int]) -> list[int]:
    return living


def _side(side: str):
    def select(state: Any, name: str, actor: int, living: list[int]) -> list[int]:
        return [s for s in living if state.side[s] == side]
    return select


def _revealer(state: Any, name: str, actor: int, living: list[int]) -> list[int]:
    return [state.haunt["revealer"]]


def _left_of_revealer(state: Any, name: str, actor: int, living: list[int]) -> list[int]:
    return [state.haunting.left_of(state.haunt["revealer"])]


def _holder(state: Any, thing: str, actor: int, living: list[int]) -> list[int]:
    return [s for s in living if thing in state.hand[s] or thing in state.carried[s]]


def _extreme(pick: Callable):
    def select(state: Any, trait: str, actor: int, living: list[int]) -> list[int]:
        if not living:
            return []
        best = pick(state.exploration.trait_value(s, trait) for s in living)
        return [s for s in living if state.exploration.trait_value(s, trait) == best][:1]
    return select


def _in(state: Any, room: str, actor: int, living: list[int]) -> list[int]:
    return [s for s in living if state.room[s] == room]


SELECTORS = {"active": _active, "everyone": _everyone, "heroes": _side("heroes"), "traitor": _side("traitor"),
             "revealer": _revealer, "left_of_revealer": _left_of_revealer, "holder": _holder,
             "highest": _extreme(max), "lowest": _extreme(min), "in": _in}


def select(state: Any, who: Selector, actor: int) -> list[int]:
    """The seats `who` picks. In Legacy, seats hit at once are taken from the current
    player's left, clockwise, the current player last (BL-DMG.5, BL-D.22)."""
    living = [s for s in state.ruleset.traits.hit_order(state) if state.alive[s]]
    return SELECTORS[who.kind](state, who.name, actor, living)


# -- places: the rooms an effect acts in --------------------------------------------------------


def _secret(state: Any, ident: str, actor: int) -> list[str]:
    state.haunting._reveal_secret(ident)  # an effect that uses a secret room shows it (BH-D.42)
    return [state.secrets[ident]["value"]]


def _here(state: Any, name: str, actor: int) -> list[str]:
    return [state.room[actor]]


def _traitor_room(state: Any, name: str, actor: int) -> list[str]:
    return [state.room[state.haunt["traitor"]]]


def _room(state: Any, room: str, actor: int) -> list[str]:
    return [room] if room in state.house.placed else [state.ruleset.start_room]


def _each(state: Any, symbol: str, actor: int) -> list[str]:
    return [r for r in state.house.order if symbol in state.room_data(r).symbols] or [state.ruleset.start_room]


def _random(state: Any, floor: str, actor: int) -> list[str]:
    house = state.house
    rooms = [r for r in house.order if house.floor_of(r) == floor]
    if not rooms:
        return [state.ruleset.start_room]
    room = rooms[state.rng.below(len(rooms))]
    state._emit("room_drawn", None, room=room, floor=floor)  # chance picked it: a reveal
    return [room]


PLACES = {"secret": _secret, "here": _here, "traitor_room": _traitor_room, "room": _room, "each": _each,
          "random": _random}


def places(state: Any, where: Place, actor: int) -> list[str]:
    return PLACES[where.kind](state, where.name, actor)


# -- effects -------------------------------------------------------------------------------------


def _source(state: Any) -> str:
    return f"haunt:{state.haunt['id']}"


def _change_trait(state: Any, e: Effect, actor: int) -> None:  # gain, lose
    source = _source(state)
    for seat in select(state, e.who, actor):
        amount = e.amount or state.exploration.roll_shown(seat, e.dice)
        state.exploration.change_trait(seat, e.trait, amount if e.op == "gain" else -amount, source)


def _damage(state: Any, e: Effect, actor: int) -> None:
    source = _source(state)
    for seat in select(state, e.who, actor):
        amount = e.amount or state.exploration.roll_shown(seat, e.dice)
        if amount:
            state._push(("damage", seat, e.kind, amount, source))


def _heal(state: Any, e: Effect, actor: int) -> None:
    for seat in select(state, e.who, actor):
        state._push(("leaf", seat, "haunt", state.haunt["id"], ["heal", e.trait, 0, 0, "", "", "", ""]))


def _draw(state: Any, e: Effect, actor: int) -> None:
    for seat in select(state, e.who, actor):
        state._push(("draw", seat, e.deck, state.room[seat]))


def _move_to(state: Any, e: Effect, actor: int) -> None:
    for seat in select(state, e.who, actor):
        if e.room in state.house.placed:
            state.room[seat] = e.room
            state._emit("moved", seat, **{"from": None, "to": e.room, "cost": 0})


def _roll(state: Any, e: Effect, actor: int) -> None:
    key = state.haunting._playing().index.key
    for seat in select(state, e.who, actor):
        dice = state.exploration.trait_value(seat, e.roll_trait) if e.roll_trait else e.dice
        _faces, total = state.exploration.roll_dice(seat, dice, e.roll_trait)
        band = next((b for b in e.bands if b.min <= total <= b.max), None)
        if band is not None:
            state._push(*[("effect", seat, key(x)) for x in band.effects])


def _tokens(state: Any, e: Effect, actor: int) -> None:  # place_token, remove_token
    count = 1 if e.count == type(e.count)() else e.count.at(state.n)  # no count given: one
    for room in places(state, e.where, actor):
        for _ in range(count):
            if e.op == "place_token":
                state.tokens.setdefault(room, []).append(e.token)
                state._emit("token_placed", actor, token=e.token, room=room)
            elif e.token in state.tokens.get(room, []):
                state.tokens[room].remove(e.token)
                state._emit("token_removed", actor, token=e.token, room=room)


def _give_token(state: Any, e: Effect, actor: int) -> None:
    for seat in select(state, e.who, actor):
        state.carried[seat].append(e.token)
        state._emit("token_taken", seat, token=e.token, room=state.room[seat])


def _spend_token(state: Any, e: Effect, actor: int) -> None:
    """A carried token used up (burned, laid to rest): gone from the game."""
    for seat in select(state, e.who, actor):
        if e.token in state.carried[seat]:
            state.carried[seat].remove(e.token)
            state._emit("token_spent", seat, token=e.token, room=state.room[seat])


def _spawn(state: Any, e: Effect, actor: int) -> None:
    rooms = places(state, e.where, actor)
    for i in range(e.count.at(state.n)):
        room = rooms[i % len(rooms)]
        state.monsters.append({"kind": e.monster, "room": room, "stunned": False, "alive": True})
        state._emit("monster_placed", actor, kind=e.monster, room=room, monster=len(state.monsters) - 1)


def _counter(state: Any, e: Effect, actor: int) -> None:
    # a counter is a track of marks: lowering it stops at 0
    state.counters[e.counter] = max(0, state.counters.get(e.counter, 0) + e.amount)
    if state.haunting.counter_visibility(e.counter) == "everyone":
        state._emit("counter_changed", actor, counter=e.counter, value=state.counters[e.counter])
    # the log is public: a secret counter's changes are not told at all, or the
    # other side could count them (BH-D.42); its side reads it on the haunt sheet


def _open_front_door(state: Any, e: Effect, actor: int) -> None:
    state.front_door = True
    state._emit("front_door_opened", actor)


def _win(state: Any, e: Effect, actor: int) -> None:
    state.haunting.side_wins(e.side, "effect")


def _choose_secret(state: Any, e: Effect, actor: int) -> None:
    state._push(("secret_choice", e.counter))


def _reveal_secret(state: Any, e: Effect, actor: int) -> None:
    state.haunting._reveal_secret(e.counter)


def _turn_traitor(state: Any, e: Effect, actor: int) -> None:
    for seat in select(state, e.who, actor):
        state.side[seat] = "traitor"
        state._emit("turned_traitor", seat)


def _monsters(state: Any, e: Effect, actor: int) -> None:  # stun_monsters, kill_monsters
    kill = e.op == "kill_monsters"
    for k, monster in enumerate(state.monsters):
        if monster["alive"] and (not e.monster or monster["kind"] == e.monster):
            if kill:
                monster["alive"] = False
            else:
                monster["stunned"] = True
            state._emit("monster_killed" if kill else "monster_stunned", actor, monster=k, kind=monster["kind"])


EFFECTS: dict[str, Callable[[Any, Effect, int], None]] = {
    "gain": _change_trait, "lose": _change_trait, "damage": _damage, "heal": _heal, "roll": _roll, "draw": _draw,
    "place_token": _tokens, "remove_token": _tokens, "spawn": _spawn, "counter": _counter,
    "open_front_door": _open_front_door, "move_to": _move_to, "win": _win, "turn_traitor": _turn_traitor,
    "stun_monsters": _monsters, "kill_monsters": _monsters, "give_token": _give_token, "spend_token": _spend_token,
    "choose_secret": _choose_secret, "reveal_secret": _reveal_secret}
