"""Betrayal Legacy's options (chapters.py's `game_options` makes them from a campaign):

- "families": one family id per seat, each once (BL-D.41); default the first ones.
- "tiles": the tiles in the stack; "cards": {"item", "event", "omen"} -> the cards in
  each deck; default every tile and card of the campaign (free play's house).
- "stickers": [sticker, target] pairs on tiles and families (BL-LEG.2).
- "chapter" and "haunt": a campaign chapter and the haunt it plays (BL-D.6); a game
  without a chapter is free play, whose haunt the chart picks, unless "haunt" alone
  names one the group has chosen: the haunt roll still decides when it begins and its
  own rule names the traitor, but the chart is not read (for a favourite, a rematch,
  or `simulate betrayal_legacy --haunt`), as Betrayal's "haunt" option does.
- "legacy": a chapter only, the second Legacy deck's cards it may read (BL-D.53), in
  the deck's order; each is read the first time its moment comes.
- "folio": the Black Folio's pages the campaign has opened, in the book's order; each
  stands at the start of the game.
- "first": the first seat, when the chapter names it; otherwise at random (BL-D.8).
- "names": each seat's character; "open_play": both sides' texts shown to all.
- "skip_played": free play only (BL-D.50), the haunts played before (a list of haunt
  numbers): the chart passes over them as House on the Hill's option does.
"""

from __future__ import annotations

from typing import Any, Mapping

import attrs

from tabletop.engine.options import EachSeat, Free, GameOptions, Names, OneOf, Seat, SomeOf, Switch, Whole, option

from .content import CHAPTERS, FAMILY_STICKERS, STARTS, TILE_STICKERS
from .rules import CONTENT, FAMILIES, HAUNTS, TILES, default_setup

_ANSWERS = {False: "betrayal.options.no", True: "betrayal.options.yes"}
_HAUNT = f"a haunt number (0 to {max(HAUNTS)})"
_DECKS = ("item", "event", "omen")


def _cards(key: str, value: Any, seats: int) -> dict[str, tuple[str, ...]]:
    """The item, event and omen decks, each a list of that deck's cards, each once."""
    known = {deck: {c.id for c in getattr(CONTENT, deck + "s")} for deck in _DECKS}
    if not isinstance(value, Mapping) or set(value) != set(known) or any(
            not isinstance(value[d], (list, tuple)) or len(set(value[d])) != len(value[d])
            or not set(value[d]) <= known[d] for d in known):
        raise ValueError(f"'{key}' must give the item, event and omen decks, each a list of that deck's cards.")
    return {d: tuple(value[d]) for d in _DECKS}


def _stickers(key: str, value: Any, seats: int) -> tuple[tuple[str, str], ...]:
    """[sticker, target] pairs: a tile sticker on a tile, a family sticker on a family."""
    if not isinstance(value, (list, tuple)) or not all(_sticker_ok(s) for s in value):
        raise ValueError(f"'{key}' must be [sticker, target] pairs: a tile sticker on a tile, a family "
                         "sticker on a family.")
    return tuple(tuple(s) for s in value)


def _sticker_ok(pair: Any) -> bool:
    if not isinstance(pair, (list, tuple)) or len(pair) != 2:
        return False
    sticker, target = pair
    return (sticker in TILE_STICKERS and target in TILES) or (sticker in FAMILY_STICKERS and target in FAMILIES)


@attrs.frozen
class LegacyOptions(GameOptions):
    TITLE = "Betrayal Legacy"
    # "revision": the rules a game was set up under, before the engine's
    # Game.rules_revision said it for every game; a game saved with it still loads
    RETIRED = frozenset({"revision"})

    families: Any = option(
        EachSeat(OneOf(tuple(FAMILIES)), distinct=True,
                 says=lambda seats: f"{seats} different families of {', '.join(FAMILIES)}"),
        lambda seats: tuple(f.id for f in CONTENT.families)[:seats], always=True,
        label="betrayal_legacy.options.family", labels=lambda family: f"betrayal_legacy.family.{family}.name",
        english=lambda family: FAMILIES[family].name)
    tiles: Any = option(SomeOf(tuple(t for t in TILES if t not in STARTS), "a tile of Betrayal Legacy (no start tile)",
                               order="given"),
                        lambda seats: default_setup()["tiles"], always=True)
    cards: Any = option(Free(_cards), lambda seats: _cards("cards", default_setup()["cards"], seats), always=True)
    stickers: Any = option(Free(_stickers), (), always=True)
    chapter: Any = option(Whole(0, CHAPTERS - 1))
    haunt: Any = option(OneOf(sorted(HAUNTS), says=_HAUNT))
    legacy: Any = option(SomeOf(tuple(c.id for c in CONTENT.legacy), "a card of the second Legacy deck",
                                order="listed"), ())
    folio: Any = option(SomeOf(tuple(page.id for page in CONTENT.folio), "a page of the Black Folio",
                               order="listed"), ())
    skip_played: Any = option(SomeOf(sorted(HAUNTS), _HAUNT), label="betrayal_legacy.options.skip_played",
                              asks=tuple(_ANSWERS.items()))
    first: Any = option(Seat())
    names: Any = option(Names())
    open_play: Any = option(Switch(), False, label="betrayal_legacy.options.open_play", labels=_ANSWERS)

    def check(self, seats: int) -> None:
        if self.chapter is not None and self.haunt != self.chapter:
            raise ValueError(f"'chapter' and 'haunt' go together: a chapter from 0 to {CHAPTERS - 1} and its haunt.")
        if self.legacy and self.chapter is None:
            raise ValueError("'legacy' is a chapter's list of cards of the second Legacy deck, each once, "
                             "in the deck's order.")
        if self.skip_played is not None and self.chapter is not None:
            raise ValueError("'skip_played' is for free play: a campaign chapter plays its own haunt (BL-D.50).")
