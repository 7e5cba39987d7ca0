"""What a seat sees of a Prophecy table (`ProphecyState.view`), read through typed
fields (engine/views.py). Every seat sees everything (PR-D.6). Cards are uids into
the expanded decks (library.py), spaces count 0..23 around the ring."""

from __future__ import annotations

from typing import Any, ClassVar, Mapping

import attrs

from tabletop.engine.views import View


@attrs.frozen(slots=True)
class PlayerView(View):
    """One seat's character (PR-CUBE: cubes on the right side count, the left side's are lost)."""

    character: str  # the character's id
    space: int  # where it stands
    strength: int  # red cubes on the right side: its Health and Strength
    health_lost: int  # red cubes on the left side
    willpower: int  # blue cubes on the right side: its Magic and Willpower
    magic_lost: int  # blue cubes on the left side
    gold: int
    xp: int
    items: list[int]  # the Items it holds, damaged ones included
    damaged: list[int]  # those of its Items turned face down (PR-ITEM.6-7)
    certificates: list[str]  # guild ids
    alive: bool


@attrs.frozen(slots=True)
class BattleView(View):
    """The battle under way (PR-COMBAT)."""

    # `paid` is never read: it is there so that determinize rebuilds the saved battle
    internal: ClassVar[frozenset[str]] = frozenset({"paid"})

    seat: int  # who fights
    card: int  # the Creature (an Adventure card)
    battle: str  # "strength" or "wills"
    lives: int  # the wins that defeat it (PR-COMBAT.10)
    wins: int  # the wins so far
    declared: list[int]  # the Items declared for it
    thrown: int | None  # the weapon thrown on a roll (PR-ITEM.6)
    rolls: list[list[int | str]]  # each roll: light die, dark die, your total, its total, "win"/"tie"/"loss"
    bonus: int  # added to the fighter's side by the Creature's special rule
    creature_bonus: int  # added to the Creature's side by it
    you: int  # the fighter's Strength or Willpower with its bonuses, before the dice
    it: int  # the Creature's, the same way


@attrs.frozen(slots=True)
class ProphecyView(View):
    internal: ClassVar[frozenset[str]] = frozenset({"steps"})

    seat: int | None  # whose view it is (None: a spectator)
    seats: int
    names: list[str]
    active: int  # whose turn it is
    turn: int
    extra_turn: bool  # this turn is a Peaceful Times extra turn (PR-D.12)
    extra_owed: bool  # one is owed after this turn
    players: list[PlayerView]  # by seat
    board: list[int | None]  # the Adventure card lying on each space
    market: dict[str, list[int]]  # the Items for sale in the "city" and the "village"
    decks: dict[str, int]  # the cards in each deck ("adventure", ...) and in each "<deck>_discard"
    discards: dict[str, list[int]]  # each deck's face-up discard pile
    chance: int | None  # the Chance card drawn this turn
    battle: BattleView | None
    moved: str | None  # "stay" or how the character moved this turn (None: not yet)
    start: int  # the space this turn's movement started from
    used: list[str]  # the once-per-turn Possibilities used this turn
    # while the space's Possibilities are asked: those it cannot pay for (ProphecyState.priced_out)
    priced_out: list[Mapping[str, Any]]
    pending: Mapping[str, Any] | None
    result: Mapping[str, Any] | None
