"""The New game screen's rows for a game's options, built from the game's options class
(engine/options.py): every option with a label is a row that cycles through its values
(a switch through no and yes, a whole number through its range, a seat through the
players' names), a per-seat option is a row for each seat, two by two; the words come
from the catalogues.

A game's client package may add two things of its own:

- `ANSWERS`: option key -> `(answer, people) -> value`, for an option the form asks
  in words of its own (`asks`) and the window turns into its value (the seats people
  play; the haunts this app has seen played);
- `FORM_PART`: a class for what is not an option, `(t, seats, names, form)`, with
  `widgets` (its own rows, shown first), `shown()` (every row that applies, in order),
  `changed(key)` (an option's row was changed) and `start(app, names, kinds)` (True
  when it takes the start over: a campaign opens its screen).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import attrs
import pygame

from tabletop.engine.options import EachSeat, Option, Seat

from ..widgets import Cycler


@attrs.define
class Row:
    """One option's row (or rows: one per seat), and the value at each step of them."""

    key: str
    option: Option
    widgets: list[Cycler]
    values: tuple[Any, ...]

    @property
    def per_seat(self) -> bool:
        return isinstance(self.option.kind, EachSeat)

    def answer(self) -> Any:
        """What the row says: a value (or a list of them, one per seat), or the answer
        asked in the option's own words."""
        chosen = [self.values[w.index] for w in self.widgets]
        return chosen if self.per_seat else chosen[0]


class OptionsForm:
    """A game's option rows (and its own part, if it has one) for `seats` players named
    `names`; `options(people)` is what they say."""

    def __init__(self, t: Callable[..., str], options_class: Any, client: Any, seats: int,
                 names: Sequence[str]) -> None:
        self.t = t
        self.options_class = options_class
        self.answers_of: Mapping[str, Callable[[Any, Sequence[int]], Any]] = client.answers
        self.rows = [self._row(key, spec, seats, names) for key, spec in options_class.asked()]
        # a row of one value each first, then the per-seat ones (two by two under them)
        self.rows.sort(key=lambda row: row.per_seat)
        part = client.form_part
        self.part = part(t, seats, list(names), self) if part is not None else None
        self.widgets: list[Any] = [*(self.part.widgets if self.part else ()),
                                   *(w for row in self.rows for w in row.widgets)]

    def _row(self, key: str, spec: Option, seats: int, names: Sequence[str]) -> Row:
        t = self.t
        default = spec.default(seats) if callable(spec.default) else spec.default
        if spec.asks is not None:  # asked in words of its own: the first answer to start with
            values = tuple(answer for answer, _ in spec.asks)
            words = [t(label) for _, label in spec.asks]
            default = values[0]
        else:
            values = spec.kind.choices(seats)
            words = [self._words(spec, v, names) for v in values]
        if isinstance(spec.kind, EachSeat):
            count = spec.kind.count(seats)
            start = [values.index(v) for v in ([default] * count if default == spec.kind.together else default)]
            labels = [t(spec.label, n=i + 1, name=names[i] if i < len(names) else str(i + 1)) for i in range(count)]
        else:
            start = [values.index(default)]
            labels = [t(spec.label)]
        widgets = [Cycler(label, words, index, lambda _, key=key: self._changed(key))
                   for label, index in zip(labels, start)]
        return Row(key, spec, widgets, values)

    def _words(self, spec: Option, value: Any, names: Sequence[str]) -> str:
        key = spec.label_of(value)
        if key is None:
            return names[value] if isinstance(spec.kind, Seat) and value < len(names) else str(value)
        if spec.english is not None and not self.t.has(key):
            return spec.english(value)
        return self.t(key)

    def _changed(self, key: str) -> None:
        if self.part is not None:
            self.part.changed(key)

    def row(self, key: str) -> Row:
        return next(row for row in self.rows if row.key == key)

    def answer(self, key: str) -> Any:
        return self.row(key).answer()

    def shown(self) -> list[Any]:
        """The rows that apply to what is chosen (the game's part says, if it has one)."""
        return self.part.shown() if self.part is not None else self.widgets

    def options(self, people: Sequence[int] = ()) -> dict[str, Any]:
        """The options the rows say, for a game whose seats `people` are played by
        people, and what a game started here takes besides (the rules' revision)."""
        chosen = dict(self.options_class.fresh())
        for row in self.rows:
            value = row.answer()
            if row.option.asks is not None and row.key in self.answers_of:
                value = self.answers_of[row.key](value, people)
            together = row.option.kind.together if row.per_seat else None
            if together is not None and all(v == together for v in value):
                value = together
            chosen[row.key] = value
        return chosen

    def start(self, app, names: list[str], kinds: list[str]) -> bool:
        """True when the game's part took the start over (a campaign opens its screen)."""
        return self.part is not None and self.part.start(app, names, kinds)

    def layout(self, x: int, y: int, width: int, row_h: int) -> int:
        """The rows shown from `y` down, a row each, a per-seat option's two by two;
        returns the y under the last."""
        halves = {id(w) for row in self.rows if row.per_seat for w in row.widgets}
        half = (width - 12) // 2
        column = 0
        for widget in self.shown():
            if id(widget) in halves:
                widget.rect = pygame.Rect(x + column * (half + 12), y, half, row_h)
                column = 1 - column
                if column == 0:
                    y += row_h + 8
                continue
            if column:  # a lone last seat's row
                column, y = 0, y + row_h + 8
            widget.rect = pygame.Rect(x, y, width, row_h)
            y += row_h + 8
        return y + (row_h + 8 if column else 0)
