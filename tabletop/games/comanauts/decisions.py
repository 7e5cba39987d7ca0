"""Every decision Comanauts asks, declared once (engine/decisions.py): what answers
it, what is legal, what a refusal says, what the answer does, the prompt and the
rules section the help opens.

Most questions are a pick among the pending decision's options, answered with
`Choose(option)`; the step that asked gets the option read once by its family's
reader (choices.py), never the string to split again. Perform actions and the
book's skill test are answered with the actions themselves; the clarity roll with
`Clarity(count)`.
"""

from __future__ import annotations

from typing import Any, Callable

from tabletop.engine.decisions import Decision, Decisions, Pending, Refusal, one_of_options

from . import choices
from .actions import (Ability, Clarity, EndActions, Encourage, Equip, Focus, Melee, Move, Ranged, Reserve,
                      Search, Task, Test, Travel, UseItem)

# rules_text/en.md's headings
SET_UP = "Set-up"
YOUR_TURN = "Your turn"
ACTIONS_SECTION = "Actions"
DICE = "The dice"
ENEMY_TURN = "The enemy turn"
ITEMS = "Items and equipment"
MORASS = "The Morass"
POINTS_OF_INTEREST = "Points of interest, insight and objectives"
TOTEMS = "Insight, clues and totems"
NEXUS = "The Nexus"

ANY_QUESTION = "{name} must answer the question on the table first."


def _words(state: Any, p: Pending) -> dict[str, Any]:
    return {"name": state.seat_name(p["seat"])}


def _prompt(kind: str) -> str:
    return f"comanauts.ui.prompt_{kind}"


def _refusal(kind: str, text: str = ANY_QUESTION) -> Refusal:
    return Refusal(text, f"comanauts.error.{kind}")


def _pick(kind: str, section: str, read: Callable[[str], Any] = str, refused: str = ANY_QUESTION) -> Decision:
    """A pick among the pending decision's options: the step that asked gets the
    option chosen, read by `read` (choices.py; a plain word is its own value)."""
    return one_of_options(read, kind=kind, section=section, prompt=_prompt(kind), refusal=_refusal(kind, refused))


CLARITY = Decision(  # CO-TURN.4-7, CO-D.25: the white dice, rolled in groups of the player's choosing
    kind="clarity", answers=(Clarity,), section=YOUR_TURN, prompt=_prompt("clarity"),
    offer=lambda s, p: [Clarity(c) for c in p["options"]],
    allows=lambda s, p, a: a.count in p["options"],
    take=lambda s, p, a: s.clarity_roll(p["seat"], a.count),
    refusal=_refusal("clarity", "{name} must roll their white dice to gain clarity."))

ACTIONS = Decision(  # CO-TURN.16-25, CO-ACTION: one Perform action after another, until End
    kind="actions", section=ACTIONS_SECTION, prompt=_prompt("actions"),
    answers=(Move, Focus, Reserve, Encourage, Equip, Test, Task, Melee, Ranged, Search, UseItem, Travel, Ability,
             EndActions),
    offer=lambda s, p: s.offer_actions(p["seat"]),
    take=lambda s, p, a: s.act(p["seat"], a),
    refusal=_refusal("actions", "{name} cannot do that: it needs a suitable die, or the target is out of reach."))

ENTRY_TEST = Decision(  # CO-ACTION.16-18: the test the book asks for now
    kind="entry_test", answers=(Test,), section=ACTIONS_SECTION, prompt=_prompt("entry_test"),
    offer=lambda s, p: s.offer_entry_test(p["seat"], p["colour"]),
    take=lambda s, p, a: s.start_roll(p["seat"], a),
    refusal=_refusal("entry_test", "{name} must roll dice of the test's colour for the skill test."))

DECISIONS = Decisions(
    _pick("avatar", SET_UP, refused="{name} must choose a starting avatar."),  # CO-SETUP.12b, CO-D.21
    CLARITY,
    ACTIONS,
    ENTRY_TEST,
    _pick("reroll", DICE, choices.reroll, refused="{name} must keep the roll or re-roll a die."),  # CO-CLARITY.4-5
    _pick("defend", ENEMY_TURN, refused="{name} must decide whether to defend with the stored die."),  # CO-ENEMY.13
    _pick("equip", ITEMS, choices.handling, refused="{name} is moving items: finish with Done."),  # CO-ACTION.12-13
    _pick("return", MORASS, choices.point),  # CO-MORASS.9-10
    _pick("ability", ACTIONS_SECTION),  # CO-CLARITY.1-3: a clarity ability at its moment
    _pick("entry_choice", POINTS_OF_INTEREST, int),
    _pick("item", ITEMS),  # CO-ACTION.28
    _pick("place_item", ITEMS, choices.placing),  # CO-ACTION.28, CO-ITEM.3
    _pick("totem", TOTEMS),  # CO-TOTEM.1
    _pick("nexus", NEXUS),  # CO-NEXUS.3
    _pick("pick_comanaut", ENEMY_TURN, int),  # a card effect's target
    _pick("take_die", ACTIONS_SECTION),
    _pick("heal", ACTIONS_SECTION),
    _pick("push", ACTIONS_SECTION, choices.push),
    _pick("free_move", ACTIONS_SECTION, choices.point),
    _pick("tie_goal", ENEMY_TURN, int),  # CO-D.1: with "Bookkeeper decides", the bookkeeper breaks ties
    _pick("tie_stop", ENEMY_TURN, choices.stop),
    _pick("tie_target", ENEMY_TURN, int),
    words=_words)
