"""Checks a saved Comanauts state before it is loaded, so a corrupt save is refused
whole with a message naming the field, instead of being loaded half-way."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.errors import SaveError

from .dice import load_bag
from .library import AVATARS, ENTITIES, HOSTILES, ITEMS, STATUSES, TOTEMS, ZONES

_DICE = sorted(load_bag())
_TYPES: dict[str, tuple[type, ...]] = {
    "bag": (list,), "discard": (list,), "track": (list,), "child_value": (int,), "vitals": (list,),
    "vitals_seen": (list,), "nexus": (list,), "start_zone": (str,), "zone": (str,), "totems": (list,),
    "prime": (str,), "clue_deck": (list,), "clues": (list,), "id_stack": (list,), "revealed": (list,),
    "met": (list,), "entity_box": (list,), "avatar_box": (list,), "supply": (list,),
    "hostile_supply": (list,), "status_supply": (dict,), "slots": (list,), "defeated": (list,),
    "pos": (dict,), "situation": (str,), "insight": (int,), "tokens": (dict,), "explored": (list,),
    "critical_done": (bool,), "tests_done": (list,), "environment": (str,), "current": (int,),
    "flags": (dict,), "leaving": (str,), "read": (list,), "turn": (int,), "steps": (list,),
}
_SHEET_FIELDS = ("seat", "avatars", "current", "life", "clarity", "stored", "statuses", "default_status",
                 "default_up", "suspicious", "in_morass", "equipped", "inventory", "dice", "free_rerolls")


def _fail(field: str, why: str) -> SaveError:
    return SaveError(f"Save field '{field}' {why}.")


def check_state_dict(data: Mapping[str, Any], n: int) -> None:
    if not isinstance(data, Mapping):
        raise SaveError("The saved game state is not a table of fields.")
    for name, types in _TYPES.items():
        if name not in data:
            raise _fail(name, "is missing")
        if type(data[name]) not in types:
            raise _fail(name, f"must be a {types[0].__name__}")
    for name in ("child_die", "enemy_die", "in_hand", "prime_life", "task", "roll", "pending", "final"):
        if name not in data:
            raise _fail(name, "is missing")
    sheets = data["sheets"]
    if not isinstance(sheets, list) or len(sheets) != n:
        raise _fail("sheets", f"must hold one sheet per comanaut ({n})")
    dice = [*data["bag"], *data["discard"], *data["track"]]
    for i, sheet in enumerate(sheets):
        if not isinstance(sheet, Mapping) or set(sheet) != set(_SHEET_FIELDS):
            raise _fail(f"sheets[{i}]", "is malformed")
        if not all(a in AVATARS for a in sheet["avatars"]):
            raise _fail(f"sheets[{i}].avatars", "names an unknown avatar")
        for field in ("current", "life", "clarity", "free_rerolls"):
            if type(sheet[field]) is not int or sheet[field] < 0:
                raise _fail(f"sheets[{i}].{field}", "must be a whole number of 0 or more")
        if not isinstance(sheet["equipped"], Mapping) or not isinstance(sheet["inventory"], list):
            raise _fail(f"sheets[{i}].equipped", "is malformed")
        for item in [*sheet["equipped"].values(), *sheet["inventory"]]:
            if item is not None and item not in ITEMS and item not in TOTEMS:
                raise _fail(f"sheets[{i}]", f"holds unknown item '{item}'")
        if not all(s in STATUSES for s in sheet["statuses"]):
            raise _fail(f"sheets[{i}].statuses", "names an unknown status")
        dice += sheet["dice"] + ([sheet["stored"]] if sheet["stored"] else [])
    dice += [data[name] for name in ("child_die", "enemy_die") if data[name]]
    for holder in ("roll", "task"):
        if data[holder] is not None:
            if not isinstance(data[holder], Mapping) or not isinstance(data[holder].get("dice"), list):
                raise _fail(holder, "is malformed")
            dice += [d for d, _ in data[holder]["dice"]]
    if sorted(dice) != _DICE:
        raise SaveError("The save does not account for every one of the 38 dice exactly once.")
    if not all(z in ZONES for z in data["nexus"]) or (data["zone"] and data["zone"] not in ZONES):
        raise _fail("zone", "names an unknown comazone")
    if data["prime"] not in ENTITIES or not all(e in ENTITIES for e in data["id_stack"] + data["entity_box"]):
        raise _fail("id_stack", "names an unknown ID entity")
    if not all(h in HOSTILES for h in data["hostile_supply"] + data["defeated"]):
        raise _fail("hostile_supply", "names an unknown hostile")
    if not all(c is None or c in HOSTILES or c in ENTITIES for c in data["slots"]):
        raise _fail("slots", "names an unknown enemy")
    if not all(i in ITEMS for i in data["supply"]) or not all(t in TOTEMS for t in data["totems"]):
        raise _fail("supply", "names an unknown item")
    for piece, where in data["pos"].items():
        if not (isinstance(where, list) and len(where) == 2 and isinstance(where[0], str)
                and type(where[1]) is int):
            raise _fail(f"pos.{piece}", "must be a space and a point")
    if data["situation"] not in ("safe", "hostile"):
        raise _fail("situation", "must be 'safe' or 'hostile'")
    if not 0 <= data["current"] < n:
        raise _fail("current", "is not a comanaut of this game")
    from .rules import _STEPS

    for step in data["steps"]:
        if not isinstance(step, list) or not step or step[0] not in _STEPS:
            raise _fail("steps", "holds a malformed step")
    pending = data["pending"]
    if pending is not None and (not isinstance(pending, Mapping) or type(pending.get("seat")) is not int
                                or not 0 <= pending["seat"] < n or not isinstance(pending.get("kind"), str)):
        raise _fail("pending", "is malformed")
