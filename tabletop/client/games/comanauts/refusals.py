"""Why a die (or a button) cannot do what the player aimed at: a specific reason,
with its catalogue key, for every refusal the action panel and the map give. The
model only knows that no legal action matches; the words here name the table's
rules as the player sees them (CO-TURN.20-25: what each die colour is for)."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.engine.errors import IllegalAction
from tabletop.engine.places import Place
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.places import ABILITY, EQUIP, SEARCH, TASK, ClarityPile, Discard, SkillTest, Stored
from tabletop.games.comanauts.view import ComanautsView

from .pieces import colour_word, kind

SEARCH_COLOURS = ("yellow", "purple")


def _english(key: str) -> str:
    return ENGLISH.get(key, "That cannot be done now.")


def _said(key: str, **values: Any) -> IllegalAction:
    return IllegalAction(_english(key).format(**values), f"comanauts.ui.{key}", **values)


def moving_inside(who: str) -> IllegalAction:
    """A drop in the comanaut's own space but on none of its points."""
    return _said("why_move_inside", name=who)


def refusal(t: Callable[..., str], view: ComanautsView, who: str, target: Place, tokens: list[str]) -> IllegalAction:
    """The reason `tokens` (die colours, maybe empty: a button with nothing
    selected) cannot be used on `target` now."""
    k = view.current
    sheet = view.sheets[k]
    held = [kind(d) for d in sheet.dice] + ([kind(sheet.stored)] if sheet.stored else [])
    tokens = [kind(sheet.stored) if tok == "stored" and sheet.stored else tok for tok in tokens]
    colours = ", ".join(colour_word(t, c) for c in tokens)
    here = (view.pos.get(f"a:{k}") or [None])[0]

    def no(key: str, **values: Any) -> IllegalAction:
        values.setdefault("name", who)
        values.setdefault("colour", colours)
        return _said(key, **values)

    if target == SEARCH:
        if "search" not in (view.tokens.get(here) or []):
            return no("why_search_token")
        if tokens and any(c not in SEARCH_COLOURS for c in tokens):
            return no("why_search_colour")
        if not tokens and not any(c in SEARCH_COLOURS for c in held):
            return no("why_search_dice")
        if tokens and len(tokens) > 1 and len(set(tokens) - {"purple"}) > 1:
            return no("why_same_colour")
        return no("why_search_blocked")
    if isinstance(target, SkillTest):
        colour = _test_colour(view, target)
        if colour is None:
            return no("why_test_none")
        if tokens and any(c not in (colour, "purple") for c in tokens):
            return no("why_test_colour", need=colour_word(t, colour))
        return no("why_test_dice", need=colour_word(t, colour))
    if target == TASK:
        task = view.task
        if not task:
            return no("why_task_none")
        need = colour_word(t, task.colour)
        if tokens and any(c not in (task.colour, "purple") for c in tokens):
            return no("why_task_colour", need=need)
        return no("why_task_dice", need=need)
    if target == EQUIP:
        if len(tokens) > 1:
            return no("why_one_die")
        return no("why_no_die")
    if isinstance(target, Stored):
        if len(tokens) > 1:
            return no("why_one_die")
        if target.sheet == k:
            return no("why_reserve_full") if sheet.stored else no("why_reserve_blocked")
        return no("why_encourage")
    if isinstance(target, ClarityPile):
        if not sheet.clarity:
            return no("why_clarity_none")
        return no("why_one_die")
    if isinstance(target, Discard):
        return no("why_focus")
    if target == ABILITY:
        avatars = sheet.avatars
        if avatars:
            ability = lib.AVATARS[avatars[-1]].ability
            if sheet.clarity < ability.cost:
                return no("why_ability_clarity", cost=ability.cost, clarity=sheet.clarity)
            if ability.timing != "actions":
                return no("why_ability_timing")
        return no("why_no_die")
    if not tokens and not held:
        return no("why_no_die")
    return IllegalAction("Those dice cannot be used there now.", "comanauts.ui.cannot_use")


def _test_colour(view: ComanautsView, target: SkillTest) -> str | None:
    pending = view.pending or {}
    if target.key == "entry" or pending.get("kind") == "entry_test":
        colour = (pending.get("args") or {}).get("colour") if isinstance(pending.get("args"), dict) else None
        return colour or pending.get("colour")
    env = view.environment
    if env and "env" not in (view.tests_done or []):
        return lib.ENVIRONMENTS[env].test_colour
    return None


#: the English of each reason (the catalogue's en.toml holds the same words)
ENGLISH = {
    "why_search_token": "{name} can search only in a space with a search token, and there is none here.",
    "why_search_colour": "Searching needs a yellow die (or a purple one); a {colour} die cannot search.",
    "why_search_dice": "Searching needs a yellow die (or a purple one), and {name} has none.",
    "why_search_blocked": "{name} cannot search now: a status or this page forbids it.",
    "why_same_colour": "Dice rolled together must be of one colour (purple may join any).",
    "why_test_none": "There is no test to take here now.",
    "why_test_colour": "This test needs a {need} die (or a purple one); a {colour} die cannot take it.",
    "why_test_dice": "This test needs a {need} die (or a purple one), and {name} has none.",
    "why_task_none": "There is no group task on this page.",
    "why_task_colour": "The group task needs {need} dice (or purple ones); a {colour} die cannot help.",
    "why_task_dice": "The group task needs {need} dice (or purple ones), and {name} has none.",
    "why_one_die": "That takes exactly one die: select a single die.",
    "why_no_die": "{name} has no die that can do that: this needs an attribute die.",
    "why_reserve_full": "{name}'s stored-die slot already holds a die.",
    "why_reserve_blocked": "{name} cannot reserve a die now: a status forbids it.",
    "why_encourage": "Encourage gives one die to another comanaut whose stored-die slot is empty.",
    "why_clarity_none": "{name} has no clarity token to give.",
    "why_focus": "Focus: discard two dice to take a die of that colour from the discard pool; select two dice first.",
    "why_ability_clarity": "The ability costs {cost} clarity and {name} has {clarity}.",
    "why_ability_timing": "This ability is used at another moment (its card says when), not as an action.",
    "why_move_inside": "To move within the space, drop the die on one of its points; {name} stays where it is.",
}
