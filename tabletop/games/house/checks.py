"""Checks of the step vocabulary (content.py) shared by both Betrayals' content
loaders: every step of a room or a card, and what each step must name. A problem is
a ContentError naming the file, the room or card, and the field."""

from __future__ import annotations

from tabletop.engine.errors import ContentError

from .content import TRAITS, Step

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


def fail(file: str, message: str) -> None:
    raise ContentError(f"{file}: {message}")


def check_haunt(file: str, haunt, rooms, cards) -> None:
    """The ids a haunt names exist: `rooms` (room or tile ids), `cards` (item and omen
    ids), and the haunt's own monsters, tokens and counters."""
    monsters = {m.id for m in haunt.monsters}
    tokens = {t.id for t in haunt.tokens}
    counters = {c.id for c in haunt.counters}
    secrets = {c.id for c in haunt.secrets}

    def place(where, field: str) -> None:  # a Place, Goal or Spot
        if where.kind == "room" and where.name not in rooms:
            fail(file, f"{field}: {where.text!r} is not a room")
        if where.kind == "secret" and where.name not in secrets:
            fail(file, f"{field}: {where.text!r} names none of the haunt's secrets")
        if where.kind == "token" and where.name not in tokens:
            fail(file, f"{field}: {where.text!r} is not one of the haunt's tokens")

    def who(value, field: str) -> None:
        if value.kind == "holder" and value.name not in cards | tokens:
            fail(file, f"{field}: {value.text!r} names no card or token")
        if value.kind == "in" and value.name not in rooms:
            fail(file, f"{field}: {value.text!r} is not a room")
        if value.kind in ("highest", "lowest") and value.name not in TRAITS:
            fail(file, f"{field}: {value.text!r} names no trait")

    def effect(e, field: str) -> None:
        who(e.who, f"{field}.who")
        place(e.where, f"{field}.where")
        if e.op == "spawn" and e.monster not in monsters:
            fail(file, f"{field}.monster: {e.monster!r} is not one of the haunt's monsters")
        if e.op in ("place_token", "remove_token", "give_token", "spend_token") and e.token not in tokens:
            fail(file, f"{field}.token: {e.token!r} is not one of the haunt's tokens")
        if e.op == "counter" and e.counter not in counters:
            fail(file, f"{field}.counter: {e.counter!r} is not one of the haunt's counters")
        if e.op in ("choose_secret", "reveal_secret") and e.counter not in secrets:
            fail(file, f"{field}.counter: {e.counter!r} is not one of the haunt's secrets")
        if e.op == "move_to" and e.room not in rooms:
            fail(file, f"{field}.room: {e.room!r} is not a room")
        for band in getattr(e, "bands", ()):
            for x in band.effects:
                effect(x, f"{field}.bands")

    def condition(c, field: str) -> None:
        if c.counter and c.counter not in counters:
            fail(file, f"{field}.counter: {c.counter!r} is not one of the haunt's counters")
        if c.token and c.token not in tokens:
            fail(file, f"{field}.token: {c.token!r} is not one of the haunt's tokens")
        if (c.room.kind == "room" and c.room.name not in rooms) or (c.room.kind == "secret"
                                                                    and c.room.name not in secrets):
            fail(file, f"{field}.room: {c.room.text!r} is not a room, nor secret:<one of the haunt's secrets>")

    if haunt.traitor.rule == "holder" and haunt.traitor.card not in cards:
        fail(file, f"traitor.card: {haunt.traitor.card!r} is not a card")
    if haunt.traitor.rule == "nearest" and haunt.traitor.room not in rooms:
        fail(file, f"traitor.room: {haunt.traitor.room!r} is not a room")
    for name, side in (("heroes", haunt.heroes), ("traitor_side", haunt.traitor_side)):
        if not side.win:
            fail(file, f"{name}.win: every side has a way to win (BH-D.49)")
        for e in side.right_now:
            effect(e, f"{name}.right_now")
        for c in side.win:
            condition(c, f"{name}.win")
    for c in haunt.secrets:
        if c.choices.kind not in ("each", "random"):
            fail(file, f"secrets.{c.id}.choices: each:<symbol> or random:<floor>, not {c.choices.text!r}")
    for m in haunt.monsters:
        place(m.start, f"monsters.{m.id}.start")
        place(m.target, f"monsters.{m.id}.target")
    for a in haunt.actions:
        place(a.where, f"actions.{a.id}.where")
        for e in (*a.success, *a.failure):
            effect(e, f"actions.{a.id}")
    for r in haunt.rules:
        for e in r.effects:
            effect(e, "rules.effects")
        for c in r.conditions:
            condition(c, "rules.conditions")
    if haunt.traitor_monster and haunt.traitor_monster not in monsters:
        fail(file, f"traitor_monster: {haunt.traitor_monster!r} is not one of the haunt's monsters")
    if haunt.traitor_monster and not haunt.monsters_outlive_traitor:
        fail(file, "monsters_outlive_traitor: a traitor turned monster plays on through its monster (BH-HTURN.9)")
    if haunt.heroes_turn_on_death and not haunt.turncoat_keeps:
        fail(file, "turncoat_keeps: a haunt whose heroes turn on death says what they keep (BH-D.54)")
