"""What a seat sees of a Betrayal Legacy table: the house view (house/view.py) and
Legacy's own fields."""

from __future__ import annotations

import attrs

from tabletop.games.house.view import HouseView


@attrs.frozen(slots=True)
class LegacyView(HouseView):
    moves: int  # fixed at the turn's start
    left_start: bool  # the active explorer has left the room the turn began in
    legacy_read: list[list[str | int]]  # [card, reader seat, tile] of each Legacy card read, in order
    chapter: int | None  # the campaign's chapter (None: free play)
    stickers: list[list[str]]  # [sticker, target], the set-up's and the Legacy cards read
