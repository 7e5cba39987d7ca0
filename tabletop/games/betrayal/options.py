"""Betrayal at House on the Hill's options: names, chosen explorers (BH-SETUP.2, BH-D.2:
each seat's, or random; asked on the New game form), the date
the first player's birthday is counted from (BH-D.3: read once, then saved), and two
set-up toggles, both off unless given:

- "skip_played": the haunts played before, as a list of haunt numbers (the window
  keeps that history in a file of its own and passes it in, BH-D.38). Given (even
  empty), a haunt the chart gives from that list is passed over for the next one
  (BH-HOPT, BH-D.39-40); absent or None, haunts may repeat.
- "open_play": true shows both sides' haunt texts and every counter to everyone
  (BH-D.42, BH-SECRET.2).
- "haunt": a haunt number the group has chosen to play: the haunt roll still decides
  when it begins and the haunt's own rule names the traitor, but the chart is not
  read (for a favourite, a rematch, or `simulate --haunt`).
"""

from __future__ import annotations

import datetime
from typing import Any

import attrs

from tabletop.engine.errors import OptionsRefused
from tabletop.engine.options import EachSeat, Free, GameOptions, Names, OneOf, SomeOf, Switch, option

from .rules import EXPLORER_BY_ID, EXPLORERS, HAUNTS

_ANSWERS = {False: "betrayal.options.no", True: "betrayal.options.yes"}
_HAUNT = f"a haunt number (1 to {max(HAUNTS)})"


def _today(seats: int) -> str:
    return datetime.date.today().strftime("%m-%d")


def _day(key: str, value: Any, seats: int) -> str:
    """A month and day, MM-DD."""
    try:
        month, day = (int(p) for p in str(value).split("-"))
        datetime.date(2000, month, day)
    except ValueError:
        raise ValueError(f"'{key}' must be a month and day as MM-DD, not {value!r}.") from None
    return f"{month:02d}-{day:02d}"


_CARD = {e.id: e.card for e in EXPLORERS}


def _explorers_said(seats: int) -> str:
    return f"{seats} explorers (or 'random'), each from a different character card"


def _explorer_label(ident: str) -> str:
    return "betrayal.options.random" if ident == "random" else f"betrayal.explorer.{ident}.name"


@attrs.frozen
class BetrayalOptions(GameOptions):
    TITLE = "Betrayal"

    today: Any = option(Free(_day), _today, always=True)
    # BH-SETUP.2, BH-D.2: each seat's explorer, or "random" (a card dealt, a side at
    # random); every seat random is the option left out, so games from before replay as dealt
    explorers: Any = option(EachSeat(OneOf(("random", *_CARD)), together="random", says=_explorers_said), "random",
                            label="betrayal.options.explorer", labels=_explorer_label,
                            english=lambda ident: EXPLORER_BY_ID[ident].name)
    names: Any = option(Names())
    # the form asks whether to skip them; the window then gives the haunts it has seen played
    skip_played: Any = option(SomeOf(sorted(HAUNTS), _HAUNT), label="betrayal.options.skip_played",
                              asks=tuple(_ANSWERS.items()))
    open_play: Any = option(Switch(), False, label="betrayal.options.open_play", labels=_ANSWERS)
    haunt: Any = option(OneOf(sorted(HAUNTS), says=_HAUNT))

    def check(self, seats: int) -> None:
        chosen = [_CARD[e] for e in self.explorers if e != "random"] if self.explorers != "random" else []
        if len(set(chosen)) != len(chosen):  # BH-SETUP.2: a card's two sides are two explorers, one figure
            raise OptionsRefused(f"'explorers' must be {_explorers_said(seats)}: two seats chose the same card.",
                                 "betrayal.options.same_card")
