"""Checks a saved Darkmoor state before it is loaded, so a corrupt save is refused
whole with a clear message instead of being loaded half-way. The kinds of the
fields are checked first, from their declaration (DarkmoorState.FIELDS); these are
the checks no type can say: ranges, every card exactly once, the tokens adding up,
the stack of steps and the pending decision."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.errors import SaveError

from .content import CONTENT

def _ints(value: Any, where: str, low: int = 0, high: int | None = None) -> list[int]:
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise SaveError(f"Save field '{where}' must be a list of whole numbers.")
    for v in value:
        if v < low or (high is not None and v >= high):
            raise SaveError(f"Save field '{where}' holds {v}, which is out of range.")
    return value


def _seat_lists(data: Mapping[str, Any], name: str, n: int, high: int) -> list[list[int]]:
    value = data[name]
    if not isinstance(value, list) or len(value) != n:
        raise SaveError(f"Save field '{name}' must have one list per seat ({n}).")
    return [_ints(v, f"{name}[{i}]", 0, high) for i, v in enumerate(value)]


def _int_or_none(value: Any, where: str, high: int) -> None:
    if value is not None and (type(value) is not int or not 0 <= value < high):
        raise SaveError(f"Save field '{where}' is malformed.")


def check_state_dict(data: Mapping[str, Any], state: Any) -> None:
    """`state`: the DarkmoorState being loaded (its seats and its steps)."""
    n = state.n
    deck = len(CONTENT.deck)
    cards = n * deck
    heroes = len(CONTENT.heroes)
    faces = _ints(data["faces"], "faces", 0, 2 * len(CONTENT.locations))
    if len(faces) != n + 1 or len({f // 2 for f in faces}) != len(faces):
        raise SaveError("Save field 'faces' must name n+1 different location cards.")
    zones = [
        *_seat_lists(data, "hands", n, cards), *_seat_lists(data, "decks", n, cards),
        *_seat_lists(data, "discards", n, cards),
    ]
    for name in ("hordes", "havens"):
        value = data[name]
        if not isinstance(value, list) or len(value) != len(faces):
            raise SaveError(f"Save field '{name}' must have one list per location.")
        zones += [_ints(v, f"{name}[{i}]", 0, cards) for i, v in enumerate(value)]
    zones.append(_ints(data["limbo"], "limbo", 0, cards))
    everything = sorted(u for zone in zones for u in zone)
    if everything != list(range(cards)):
        raise SaveError("The save does not account for every minion card exactly once.")
    hero_zones = [_ints(data[k], k, 0, heroes) for k in ("hero_deck", "heroes_out", "heroes_unused")]
    _int_or_none(data["hero"], "hero", heroes)
    all_heroes = sorted([h for z in hero_zones for h in z] + ([data["hero"]] if data["hero"] is not None else []))
    if all_heroes != list(range(heroes)):
        raise SaveError("The save does not account for every hero card exactly once.")
    _ints(data["token_vp"], "token_vp")
    if len(data["token_vp"]) != n:
        raise SaveError("Save field 'token_vp' must have one number per seat.")
    in_zone = {u for zone in zones[3 * n: 3 * n + len(faces)] for u in zone}
    peril_total = 0
    for name in ("vp_on", "peril_on"):
        pairs = data[name]
        if not isinstance(pairs, list):
            raise SaveError(f"Save field '{name}' must be a list of [card, count] pairs.")
        for pair in pairs:
            if (not isinstance(pair, (list, tuple)) or len(pair) != 2 or type(pair[0]) is not int
                    or type(pair[1]) is not int or pair[0] not in in_zone or pair[1] < 0):
                raise SaveError(f"Save field '{name}' has a bad entry {pair!r}.")
            if name == "peril_on":
                peril_total += pair[1]
    supply = data["peril_supply"]
    if type(supply) is not int or supply < 0 or supply + peril_total != 10:
        raise SaveError("The save's peril tokens do not add up to the 10 in the box.")
    _int_or_none(data["attacking"], "attacking", len(faces))
    _int_or_none(data["active"], "active", n)
    if data["turn"] < 1:
        raise SaveError("Save field 'turn' is malformed.")
    state.check_steps(data["steps"])
    for step in data["steps"]:
        _check_fx(step)
    pending = data["pending"]
    state.check_pending(pending, n, ("play", "horde", "minion", "slot", "confirm"))
    if pending is not None:
        _ints(pending.get("options"), "pending.options")
        if "step" in pending:
            _check_fx(pending["step"])
    if data["final"] is None and pending is None:
        raise SaveError("The save has a game in progress with nobody to act.")


def _check_fx(step: Any) -> None:
    if step[0] == "fx" and step[1] not in ("m", "h", "l"):
        raise SaveError(f"The save has a malformed step {step!r}.")
