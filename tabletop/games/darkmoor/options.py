"""Retreat to Darkmoor's options: DM-D.2 the side of each dealt location card, DM-D.4
the first player, the seats that confirm their turns (an app option, not a rule) and
the seats' names."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.engine.options import EachSeat, GameOptions, Names, OneOf, Seat, SomeOf, option

_RANDOM = "darkmoor.options.random"


@attrs.frozen
class DarkmoorOptions(GameOptions):
    TITLE = "Retreat to Darkmoor"

    # a location card for each seat and one more, each side random, front (0) or back (1)
    sides: Any = option(
        EachSeat(OneOf(("random", 0, 1)), count=lambda seats: seats + 1, together="random",
                 says=lambda seats: f"'random' or {seats + 1} choices of 0 (front), 1 (back) or 'random'"),
        "random", always=True, label="darkmoor.options.side",
        labels={"random": _RANDOM, 0: "darkmoor.options.front", 1: "darkmoor.options.back"})
    first: Any = option(Seat(also=("random",)), "random", always=True, label="darkmoor.options.first",
                        labels={"random": _RANDOM})
    # absent when empty, so games made before the option replay as they were; the form
    # asks whether the people (the seats a person plays) confirm, or nobody
    confirm: Any = option(SomeOf(lambda seats: range(seats), "a seat of this game"), (),
                          label="darkmoor.options.confirm",
                          asks=(("people", "darkmoor.options.confirm_people"),
                                ("nobody", "darkmoor.options.confirm_nobody")))
    names: Any = option(Names())
