"""Checks a saved Comanauts state before it is loaded, so a corrupt save is refused
whole with a message naming the field, instead of being loaded half-way. The kinds
of the fields are checked first, from their declaration (rules.FIELDS); these are
the checks no type can say."""

from __future__ import annotations

from typing import Any, Mapping

import attrs

from tabletop.engine.errors import SaveError

from .dice import load_bag
from .sheet import Sheet
from .library import AVATARS, ENTITIES, HOSTILES, ITEMS, STATUSES, TOTEMS, ZONES

_DICE = sorted(load_bag())
_SHEET_FIELDS = frozenset(f.name for f in attrs.fields(Sheet))


def _fail(field: str, why: str) -> SaveError:
    return SaveError(f"Save field '{field}' {why}.")


def check_state_dict(data: Mapping[str, Any], state: Any) -> None:
    """`state`: the ComanautsState being loaded (its seats and its steps)."""
    n = state.n
    sheets = data["sheets"]
    if len(sheets) != n:
        raise _fail("sheets", f"must hold one sheet per comanaut ({n})")
    dice = [*data["bag"], *data["discard"], *data["track"]]
    for i, sheet in enumerate(sheets):
        if not isinstance(sheet, Mapping) or set(sheet) != _SHEET_FIELDS:
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
    state.check_steps(data["steps"])
    state.check_pending(data["pending"], n)
