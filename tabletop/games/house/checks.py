"""Checks of the step vocabulary (content.py) shared by both Betrayals' content
loaders: every step of a room or a card, and what each step must name. A problem is
a ContentError naming the file, the room or card, and the field."""

from __future__ import annotations

from tabletop.engine.errors import ContentError

from .content import Step

#: the parts of a room or a card that hold steps
PARTS = ("on_enter", "on_end_turn", "on_discover", "action", "vault", "use", "immediate", "steps", "while_kept",
         "with_ghosts")


def every_step(thing) -> list:
    """Every step and leaf of a room or a card."""
    found = []
    for name in PARTS:
        for step in getattr(thing, name, ()):
            found.append(step)
            for band in step.bands:
                found += list(band.steps)
            for option in step.options:
                found += list(option.steps)
    return found


def check_step(file: str, ident: str, step, rooms) -> None:
    """`step` of the room or card `ident` in `file` names what its op needs; `rooms`
    are the room ids a step may name."""
    where = f"{ident!r}"

    def fail(message: str) -> None:
        raise ContentError(f"{file}: {where}: {message}")

    if step.op in ("gain", "lose") and (not step.trait or step.trait == "all" or not (step.amount or step.dice)):
        fail(f"{step.op}: a trait and an amount (or dice)")
    if step.op == "damage" and (not step.kind or not (step.amount or step.dice)):
        fail("damage: a kind and an amount (or dice)")
    if step.op == "heal" and not step.trait:
        fail("heal: a trait or all")
    if step.op == "draw" and not step.deck:
        fail("draw: a deck")
    if step.op == "move_to" and step.room not in rooms:
        fail(f"move_to.room: {step.room!r} is not a room")
    if step.op == "place_token" and not step.token:
        fail("place_token: a token kind")
    if step.op == "link" and (step.room not in rooms or not step.token):
        fail(f"link: a room ({step.room!r} is not one) and the token marking each end")
    if isinstance(step, Step) and step.op == "roll":
        if step.roll is None or not (step.roll.trait or step.roll.dice) or not step.bands:
            fail("roll: a roll (trait or dice) and its bands")
        covered = set()
        for band in step.bands:
            covered |= set(range(band.min, min(band.max, 16) + 1))
        if not set(range(0, 17)) <= covered:
            fail("bands: every result from 0 to 16 falls in a band")
    if isinstance(step, Step) and step.op == "choose" and len(step.options) < 2:
        fail("options: a choice has at least two options")
