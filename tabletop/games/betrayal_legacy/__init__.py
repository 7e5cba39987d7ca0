"""Betrayal Legacy: a campaign of a prologue and 13 chapters on the house core of
Betrayal at House on the Hill (../shared/rules/betrayal_legacy.md), then free play.

Built as the second ruleset of tabletop/games/house/: rules.py is one game (a chapter or
a free-play game), campaign.py the campaign as data, chapters.py the scripts between
them, content.py and data/ the content.

The campaign's own story (all our writing): Carrow House on Thornback Hill above the
town of Hallowmere, built in 1667 by the glassmaker Absalom Carrow over a well where
"the Tenant" sleeps, which lends luck and years and collects every generation. Five
families (carrow red, vell blue, okafor green, dunmore white, sable orange) come and
go over 14 games, 1667 to 1997. The publisher's branded books are ours: The Turncoat's
Book and The Survivors' Book (the haunts), The Black Folio, The House Ledger (the
journal), the Iron Chest and the Wax-Sealed Letter."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.game import Game, seat_names
from tabletop.engine.text import clip_repr
from tabletop.games import Declaration
from tabletop.games.house.actions import KINDS, REVEALS
from tabletop.games.house.haunt import haunt_texts

from .rules import CONTENT, FAMILIES, HAUNTS, TILES, LegacyState, default_setup
from .content import CHAPTERS, FAMILY_STICKERS, STARTS, TILE_STICKERS, content_texts

OPTIONS = {"names", "families", "tiles", "cards", "stickers", "chapter", "haunt", "first", "open_play", "skip_played",
           "legacy", "folio"}
#: options an earlier version of Tabletop wrote that no rule reads any more: a game saved
#: with one still loads, and the option is dropped ("revision": the rules a game was set
#: up under, before the engine's Game.rules_revision said it for every game)
RETIRED = {"revision"}


def normalize_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """The game's options (chapters.py's `game_options` makes them from a campaign):

    - "families": one family id per seat, each once (BL-D.41); default the first ones.
    - "tiles": the tiles in the stack; "cards": {"item", "event", "omen"} -> the cards
      in each deck; default every tile and card of the campaign (free play's house).
    - "stickers": [sticker, target] pairs on tiles and families (BL-LEG.2).
    - "chapter" and "haunt": a campaign chapter and the haunt it plays (BL-D.6); a
      game without a chapter is free play, whose haunt the chart picks, unless
      "haunt" alone names one the group has chosen: the haunt roll still decides when
      it begins and its own rule names the traitor, but the chart is not read (for a
      favourite, a rematch, or `simulate betrayal_legacy --haunt`), as Betrayal's
      "haunt" option does.
    - "legacy": a chapter only, the second Legacy deck's cards it may read (BL-D.53),
      in the deck's order; each is read the first time its moment comes.
    - "folio": the Black Folio's pages the campaign has opened, in the book's order;
      each stands at the start of the game.
    - "first": the first seat, when the chapter names it; otherwise at random (BL-D.8).
    - "names": each seat's character; "open_play": both sides' texts shown to all.
    - "skip_played": free play only (BL-D.50), the haunts played before (a list of
      haunt numbers): the chart passes over them as House on the Hill's option does.
    """
    unknown = set(options) - OPTIONS - RETIRED
    if unknown:
        raise ValueError(f"Unknown option(s) for Betrayal Legacy: {', '.join(sorted(unknown))}.")
    result: dict[str, Any] = {}
    families = options.get("families", [f.id for f in CONTENT.families][:seats])
    if (not isinstance(families, (list, tuple)) or len(families) != seats or len(set(families)) != seats
            or any(f not in FAMILIES for f in families)):
        raise ValueError(f"'families' must be {seats} different families of {', '.join(FAMILIES)}.")
    result["families"] = list(families)
    setup = default_setup()
    tiles = options.get("tiles", setup["tiles"])
    if (not isinstance(tiles, (list, tuple)) or len(set(tiles)) != len(tiles)
            or any(t not in TILES or t in STARTS for t in tiles)):
        raise ValueError("'tiles' must be tile ids of Betrayal Legacy, each once, no start tile.")
    result["tiles"] = list(tiles)
    cards = options.get("cards", setup["cards"])
    known = {deck: {c.id for c in getattr(CONTENT, deck + "s")} for deck in ("item", "event", "omen")}
    if not isinstance(cards, Mapping) or set(cards) != set(known) or any(
            not isinstance(cards[d], (list, tuple)) or len(set(cards[d])) != len(cards[d])
            or not set(cards[d]) <= known[d] for d in known):
        raise ValueError("'cards' must give the item, event and omen decks, each a list of that deck's cards.")
    result["cards"] = {d: list(cards[d]) for d in ("item", "event", "omen")}
    stickers = options.get("stickers", [])
    if not isinstance(stickers, (list, tuple)) or not all(_sticker_ok(s) for s in stickers):
        raise ValueError("'stickers' must be [sticker, target] pairs: a tile sticker on a tile, a family "
                         "sticker on a family.")
    result["stickers"] = [list(s) for s in stickers]
    chapter, haunt = options.get("chapter"), options.get("haunt")
    if chapter is not None:
        if type(chapter) is not int or not 0 <= chapter < CHAPTERS or haunt != chapter or haunt not in HAUNTS:
            raise ValueError(f"'chapter' and 'haunt' go together: a chapter from 0 to {CHAPTERS - 1} and its haunt.")
        result["chapter"], result["haunt"] = chapter, haunt
    elif haunt is not None:  # free play with a haunt the group chose: the chart is not read
        if type(haunt) is not int or haunt not in HAUNTS:
            raise ValueError(f"'haunt' must be a haunt number from 0 to {max(HAUNTS)}, not {clip_repr(haunt)}.")
        result["haunt"] = haunt
    legacy = options.get("legacy", [])
    if legacy:
        deck = [c.id for c in CONTENT.legacy]
        if "chapter" not in result or not isinstance(legacy, (list, tuple)) or any(c not in deck for c in legacy) \
                or list(legacy) != sorted(set(legacy), key=deck.index):
            raise ValueError("'legacy' is a chapter's list of cards of the second Legacy deck, each once, "
                             "in the deck's order.")
        result["legacy"] = list(legacy)
    folio = options.get("folio", [])
    if folio:
        book = [page.id for page in CONTENT.folio]
        if not isinstance(folio, (list, tuple)) or any(p not in book for p in folio) \
                or list(folio) != sorted(set(folio), key=book.index):
            raise ValueError("'folio' is a list of the Black Folio's pages, each once, in the book's order.")
        result["folio"] = list(folio)
    played = options.get("skip_played")
    if played is not None:
        if "chapter" in result:
            raise ValueError("'skip_played' is for free play: a campaign chapter plays its own haunt (BL-D.50).")
        if (not isinstance(played, (list, tuple)) or len(set(played)) != len(played)
                or any(type(n) is not int or n not in HAUNTS for n in played)):
            raise ValueError(f"'skip_played' must list haunt numbers from 0 to {max(HAUNTS)}, each once.")
        result["skip_played"] = sorted(played)
    first = options.get("first")
    if first is not None:
        if type(first) is not int or not 0 <= first < seats:
            raise ValueError(f"'first' must be a seat from 0 to {seats - 1}, not {clip_repr(first)}.")
        result["first"] = first
    names = seat_names(seats, options)
    if names is not None:
        result["names"] = names
    open_play = options.get("open_play", False)
    if type(open_play) is not bool:
        raise ValueError(f"'open_play' must be true or false, not {clip_repr(open_play)}.")
    if open_play:
        result["open_play"] = True
    return result


def _sticker_ok(pair: Any) -> bool:
    if not isinstance(pair, (list, tuple)) or len(pair) != 2:
        return False
    sticker, target = pair
    return (sticker in TILE_STICKERS and target in TILES) or (sticker in FAMILY_STICKERS and target in FAMILIES)


def _determinize(view, rng):
    from .determinize import determinize

    return determinize(view, rng)


GAME = Game(
    name="betrayal_legacy",
    title="Betrayal Legacy",
    description="A house, five families and three centuries: a campaign of 14 games that changes the house for good.",
    min_seats=3,  # BL-D.2
    max_seats=5,
    state_class=LegacyState,
    action_kinds=KINDS,
    normalize_options=normalize_options,
    determinize=_determinize,
    # a Legacy card read shows a text no seat could see before (BL-D.35): undo stops
    # there, as at a roll or a draw (issue 21 §4)
    reveals=REVEALS | {"legacy_card_read"},
    once_per_seat=frozenset({"explorer_died"}),  # BH-D.48: the dead stay dead
    private=False,  # BL-D.35: the board, the cards and the rolls are public; the haunt texts have gates
    # 2: the house core's fixes of issue 21 (a death resolved once and ending the turn, one
    # drop and one pick-up a turn, monsters one by one, objectives after every step...)
    # and Legacy's own (the second deck read at once, costs, the Folio's order, runestones)
    rules_revision=2,
)
LegacyState.game = GAME


def all_content_texts() -> list[str]:
    """The catalogue keys a language other than English needs (content.py's, and the
    haunts')."""
    return list(content_texts(CONTENT)) + haunt_texts(HAUNTS.values())


DECLARATION = Declaration(
    client="tabletop.client.games.betrayal_legacy",
    showcase="tabletop.client.games.betrayal_legacy.showcase",
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.betrayal_bot:BetrayalBot"},
    sprites="build_scripts.draw_betrayal",
    content_prefixes=("tile.", "card.", "family.", "chapter.", "haunt.", "legacy.", "legacy_card.", "letter.", "folio."),
    content_texts=all_content_texts,
    campaign="tabletop.controller.campaigns.betrayal_legacy",
    free_play="tabletop.games.betrayal_legacy.free_play:simulated_start",
    haunts=sorted(HAUNTS),
)

__all__ = ["GAME", "CONTENT", "DECLARATION", "LegacyState"]
