"""What a seat sees of a Retreat to Darkmoor table (`DarkmoorState.view`), read
through typed fields (engine/views.py). Cards are uids, locations count from 0."""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

import attrs

from tabletop.engine.views import View


@attrs.frozen(slots=True)
class DarkmoorView(View):
    internal: ClassVar[frozenset[str]] = frozenset({"steps"})

    game: str
    seat: int | None  # whose view it is (None: a spectator)
    seats: int
    names: list[str]
    active: int  # whose turn it is
    to_act: int | None  # who decides now
    turn: int
    locations: list[int]  # each location's face
    hordes: list[list[int]]  # each location's horde, front first
    havens: list[list[int]]  # the minions escaped to each location's safe haven
    horde_peril: list[int]
    vp_on: dict[int, int]  # VP tokens on minions
    peril_on: dict[int, int]  # peril tokens on minions
    peril_supply: int
    token_vp: list[int]  # VP each seat holds as tokens
    scores: list[int]  # each seat's VP now (the final scores once the game is over)
    hand: list[int] | None  # the viewer's hand (None: a spectator)
    hand_sizes: list[int]
    deck_sizes: list[int]
    discards: list[list[int]]
    limbo: list[int]  # minions defeated in the attack under way
    hero: int | None  # the hero at the table
    threshold: int | None  # its peril threshold
    hero_deck_size: int
    heroes_out: list[int]
    attacking: int | None  # the location the hero attacks now
    pending: Mapping[str, Any] | None
    result: Mapping[str, Any] | None
