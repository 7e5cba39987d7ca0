"""Betrayal at House on the Hill: 3-6 explorers build a haunted house room by room
until a haunt turns one of them against the others (../shared/rules/betrayal.md)."""

from __future__ import annotations

import datetime
from typing import Any, Mapping

from tabletop.engine.game import Game, seat_names
from tabletop.engine.text import clip_repr
from tabletop.games import Declaration

from tabletop.games.house.actions import KINDS, REVEALS
from tabletop.games.house.haunt import haunt_texts

from .determinize import determinize
from .rules import CONTENT, EXPLORERS, HAUNTS, BetrayalState


def normalize_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """The host's options: names, chosen explorers (BH-D.2), the date the first
    player's birthday is counted from (BH-D.3: read once, then saved), and two
    set-up toggles, both off unless given:

    - "skip_played": the haunts played before, as a list of haunt numbers (the
      window keeps that history in a file of its own and passes it in, BH-D.38).
      Given (even empty), a haunt the chart gives from that list is passed over
      for the next one (BH-HOPT, BH-D.39-40); absent or None, haunts may repeat.
    - "open_play": true shows both sides' haunt texts and every counter to
      everyone (BH-D.42, BH-SECRET.2).
    - "haunt": a haunt number the group has chosen to play: the haunt roll still
      decides when it begins and the haunt's own rule names the traitor, but the
      chart is not read (for a favourite, a rematch, or `simulate --haunt`).
    """
    unknown = set(options) - {"names", "explorers", "today", "skip_played", "open_play", "haunt"}
    if unknown:
        raise ValueError(f"Unknown option(s) for Betrayal: {', '.join(sorted(unknown))}.")
    result: dict[str, Any] = {}
    today = options.get("today") or datetime.date.today().strftime("%m-%d")
    try:
        month, day = (int(p) for p in str(today).split("-"))
        datetime.date(2000, month, day)
    except ValueError:
        raise ValueError(f"'today' must be a month and day as MM-DD, not {today!r}.") from None
    result["today"] = f"{month:02d}-{day:02d}"
    chosen = options.get("explorers")
    if chosen is not None:
        ids = [e.id for e in EXPLORERS]
        cards = [next(e.card for e in EXPLORERS if e.id == c) for c in chosen if c in ids]
        if (not isinstance(chosen, (list, tuple)) or len(chosen) != seats or len(cards) != seats
                or len(set(cards)) != seats):
            raise ValueError(f"'explorers' must be {seats} explorers, each from a different character card.")
        result["explorers"] = list(chosen)
    names = seat_names(seats, options)
    if names is not None:
        result["names"] = names
    played = _played(options.get("skip_played"))
    if played is not None:
        result["skip_played"] = played
    open_play = options.get("open_play", False)
    if type(open_play) is not bool:
        raise ValueError(f"'open_play' must be true or false, not {clip_repr(open_play)}.")
    if open_play:
        result["open_play"] = True
    haunt = options.get("haunt")
    if haunt is not None:
        from .rules import HAUNTS

        if type(haunt) is not int or haunt not in HAUNTS:
            raise ValueError(f"'haunt' must be a haunt number from 1 to {max(HAUNTS)}, not {clip_repr(haunt)}.")
        result["haunt"] = haunt
    return result


def _played(value: Any) -> list[int] | None:
    """The "skip_played" option: None (off) or the haunts played before, each a
    haunt number of this game once, sorted."""
    if value is None:
        return None
    from .rules import HAUNTS

    if not isinstance(value, (list, tuple)):
        raise ValueError("'skip_played' must be a list of the haunt numbers played before (an empty list when "
                         f"none has been), not {clip_repr(value)}.")
    for number in value:
        if type(number) is not int or number not in HAUNTS:
            raise ValueError(f"'skip_played' holds {clip_repr(number)}, which is not a haunt number "
                             f"(1 to {max(HAUNTS)}).")
    if len(set(value)) != len(value):
        raise ValueError("'skip_played' names a haunt more than once.")
    return sorted(value)


GAME = Game(
    name="betrayal",
    title="Betrayal at House on the Hill",
    description="Explore a house that builds itself, until a haunt turns one of you against the rest.",
    min_seats=3,  # BH-D.1
    max_seats=6,
    state_class=BetrayalState,
    action_kinds=KINDS,
    normalize_options=normalize_options,
    determinize=determinize,
    reveals=REVEALS,
    once_per_seat=frozenset({"explorer_died"}),  # BH-D.48: the dead stay dead
    # BH-D.42: the board, the cards held and the rolls are public; only a side's haunt
    # text is not, and the table shows it behind its own gates (BH-D.41)
    private=False,
    # 2: the house core's fixes of issue 21 (a death resolved once and ending the turn, one
    # drop and one pick-up a turn, monsters one by one, objectives after every step...)
    rules_revision=2,
)
BetrayalState.game = GAME

def content_texts() -> list[str]:
    """The catalogue keys a language other than English needs for the content (its
    English is in data/*.toml and data/haunts/*.toml)."""
    from .rules import HAUNTS

    keys: list[str] = []
    for r in CONTENT.rooms:
        keys += [f"room.{r.id}.{part}" for part in ("name", "text", "flavor") if getattr(r, part)]
        keys += _option_keys(f"room.{r.id}", (*r.on_enter, *r.on_end_turn, *r.on_discover, *r.action))
    for e in CONTENT.explorers:
        keys += [f"explorer.{e.id}.{part}" for part in ("name", "flavor") if getattr(e, part)]
    for c in (*CONTENT.items, *CONTENT.omens, *CONTENT.events):
        keys += [f"card.{c.id}.{part}" for part in ("name", "text", "flavor") if getattr(c, part)]
        keys += _option_keys(f"card.{c.id}", (*c.use, *c.immediate, *c.steps, *c.while_kept))
    return keys + haunt_texts(HAUNTS.values())


def _option_keys(prefix: str, steps) -> list[str]:
    """A choice's option labels, by step and option number."""
    return [f"{prefix}.option.{i}.{k}" for i, step in enumerate(steps) if step.op == "choose"
            for k, _ in enumerate(step.options)]


DECLARATION = Declaration(
    client="tabletop.client.games.betrayal",
    showcase="tabletop.client.games.betrayal.showcase",
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.betrayal_bot:BetrayalBot"},
    sprites="build_scripts.draw_betrayal",
    content_prefixes=("room.", "card.", "explorer.", "haunt."),
    content_texts=content_texts,
    haunts=sorted(HAUNTS),
)

__all__ = ["GAME", "CONTENT", "DECLARATION", "BetrayalState", "content_texts"]
