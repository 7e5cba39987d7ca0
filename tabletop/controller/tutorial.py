"""Guided first games ("Learn to play"): a tutorial is data, one TOML file per
tutorial in `tabletop/games/<game>/tutorial/`, checked whole when it is loaded.

A tutorial is a real game on a fixed seed and options, the learner at seat 0 and
the other seats scripted. Each step says what to tell the learner (in every
language the app speaks), optionally what to point at (a place, written as the
game's gestures write it: ``hand:3``, ``loc:1``), and what the learner does:

  expect = "play card=3 loc=1"
                        the one move accepted (an action's text, as str(action)
                        writes it); the table lights its source and target
  free = true           the game is the learner's own from here to its end, the
                        other seats played by a bot (only the last step is free)
  (neither)             a note the learner reads and dismisses

and `then`, the scripted opponents' moves played after it (action texts), and
`rule`, the heading of the rules' section the step explains (as the English rules
text writes it), which the table links to. The loader replays the game from the
seed with the script, so every expected move and every scripted one is known to be
legal where it stands: a tutorial that a rules
change breaks is refused when it loads (and by its test), naming the file and the
field, never half-way through someone's first game. A file may name the scripted
seats in every language (`names.en = [...]`, `names.es = [...]`).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any, Mapping

import attrs

import tabletop.games
from tabletop.engine.content import ContentError, read_toml
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import GameState
from tabletop.engine import places as engine_places
from tabletop.engine.places import Place
from tabletop.engine.text import clip, clip_repr
from tabletop.persistence.settings import LANGUAGES

LEARNER = 0  # the seat the learner plays; the others follow the script

_TOP = {"title", "seats", "seed", "options", "step", "names"}
_STEP = {*LANGUAGES, "point", "expect", "free", "then", "rule"}


class TutorialError(ContentError):
    """A tutorial file that cannot be played as written: says which file and field."""

    def __init__(self, path: Path, field: str, problem: str) -> None:
        self.path, self.field = path, field
        super().__init__(f"{path.parent.parent.name}/{path.parent.name}/{path.name}: {field}: {problem}")


@attrs.frozen
class Step:
    texts: Mapping[str, str]  # language -> what the learner is told
    point: str | None  # the place to light, as str(place) writes it
    expect: str | None  # the one move accepted, or None
    free: bool  # any legal move is accepted
    then: tuple[str, ...]  # the scripted opponents' moves after this step
    rule: str | None  # the heading of the rules' section it explains (English)
    place: Place | None = None  # `point` read


@attrs.frozen
class Tutorial:
    game: str
    name: str  # the file's stem
    title: Mapping[str, str]
    seats: int
    seed: int
    options: Mapping[str, Any]
    steps: tuple[Step, ...]
    names: Mapping[str, tuple[str, ...]] = {}  # language -> the scripted seats' names (else the game's own)

    def seat_names(self, language: str) -> tuple[str, ...] | None:
        """The scripted seats' names (seats 1, 2 ...) in `language`, if the file gives them."""
        return self.names.get(language, self.names.get("en")) if self.names else None

    @property
    def scripted_moves(self) -> int:
        """How many moves the script holds, the learner's and the other seats'."""
        return sum(int(step.expect is not None) + len(step.then) for step in self.steps)

    def start(self) -> GameState:
        return tabletop.games.get(self.game).new_game(self.seats, self.seed, dict(self.options))


def folder(game: str) -> Path:
    return Path(importlib.import_module(f"tabletop.games.{game}").__file__).parent / "tutorial"


def tutorials(game: str) -> list[Tutorial]:
    """Every tutorial of `game`, checked, in the order of their file names."""
    where = folder(game)
    return [load(game, path) for path in sorted(where.glob("*.toml"))] if where.is_dir() else []


def load(game: str, path: Path) -> Tutorial:
    """Read and check one tutorial file; TutorialError names the file and field."""
    data = read_toml(path)
    _no_strangers(path, data, _TOP, "")
    title = _texts(path, data.get("title"), "title")
    rules = tabletop.games.get(game)
    seats, seed = data.get("seats"), data.get("seed")
    if type(seats) is not int or not rules.min_seats <= seats <= rules.max_seats:
        raise TutorialError(path, "seats", f"must be a whole number from {rules.min_seats} to {rules.max_seats}")
    if type(seed) is not int:
        raise TutorialError(path, "seed", "must be a whole number")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise TutorialError(path, "options", "must be a table of the game's options")
    try:
        state = rules.new_game(seats, seed, options)
    except ValueError as exc:
        raise TutorialError(path, "options", clip(exc, 200)) from None
    names = {}
    if "names" in data:  # the scripted seats' names, in every language
        names = {lang: tuple(_list_of(path, texts, f"names.{lang}", "names")) for lang, texts in
                 _texts_of_lists(path, data["names"], seats - 1).items()}
    raw = data.get("step")
    if not isinstance(raw, list) or not raw:
        raise TutorialError(path, "step", "a tutorial needs at least one [[step]]")
    kinds = _place_kinds(game)
    headings = _rules_headings(game)
    steps = []
    for i, entry in enumerate(raw, 1):
        where = f"step {i}"
        if not isinstance(entry, dict):
            raise TutorialError(path, where, "must be a table")
        _no_strangers(path, entry, _STEP, where + ".")
        step = Step(texts=_texts(path, {k: entry.get(k) for k in LANGUAGES}, where),
                    point=entry.get("point"), expect=entry.get("expect"), free=entry.get("free", False),
                    then=tuple(_list_of_text(path, entry.get("then", []), where + ".then")),
                    rule=entry.get("rule"))
        if step.rule is not None and step.rule not in headings:
            raise TutorialError(path, where + ".rule", f"{clip_repr(step.rule)} is not a heading of the "
                                                       f"rules (they are: {', '.join(headings)})")
        if step.point is not None:
            step = attrs.evolve(step, place=_read_point(path, where + ".point", step.point, kinds))
        if type(step.free) is not bool:
            raise TutorialError(path, where + ".free", "must be true or false")
        if step.free and step.expect is not None:
            raise TutorialError(path, where + ".free", "a step is free or expects one move, not both")
        if step.free and (i < len(raw) or step.then):
            raise TutorialError(path, where + ".free", "only the last step is free, with no script: "
                                                       "the game is the learner's own from there")
        if step.expect is not None or step.free:
            if state.is_over or state.to_act != LEARNER:
                raise TutorialError(path, where, "the learner is not the one to act here")
        if step.expect is not None:
            action = _apply(path, where + ".expect", state, step.expect)
            if step.place is not None and step.place not in (action.source, action.target):
                raise TutorialError(path, where + ".point", f"{step.point!r} is neither where "
                                                            f"{step.expect!r} starts nor where it ends")
        for j, move in enumerate(step.then, 1):
            if state.is_over or state.to_act == LEARNER:
                raise TutorialError(path, f"{where}.then {j}", "it is not a scripted seat's turn here")
            _apply(path, f"{where}.then {j}", state, move)
        steps.append(step)
    return Tutorial(game=game, name=path.stem, title=title, seats=seats, seed=seed,
                    options=options, steps=tuple(steps), names=names)


def _apply(path: Path, field: str, state: GameState, text: Any):
    if type(text) is not str:
        raise TutorialError(path, field, "must be an action's text")
    try:
        action = state.game.parse_action(text)
        state.apply(action)
    except IllegalAction as exc:
        raise TutorialError(path, field, f"{text!r} is not a legal move here: {clip(exc, 200)}") from None
    return action


def _texts(path: Path, value: Any, field: str) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TutorialError(path, field, "must give the text in " + " and ".join(LANGUAGES))
    for lang in LANGUAGES:
        text = value.get(lang)
        if type(text) is not str or not text.strip():
            raise TutorialError(path, f"{field}.{lang}", "the text is missing")
    return {lang: value[lang].strip() for lang in LANGUAGES}


def _list_of_text(path: Path, value: Any, field: str) -> list[str]:
    return _list_of(path, value, field, "action texts")


def _list_of(path: Path, value: Any, field: str, what: str) -> list[str]:
    if not isinstance(value, list) or not all(type(v) is str and v.strip() for v in value):
        raise TutorialError(path, field, f"must be a list of {what}")
    return value


def _texts_of_lists(path: Path, value: Any, count: int) -> dict[str, list]:
    """`names`: in every language, a name for each scripted seat."""
    if not isinstance(value, dict) or any(lang not in value for lang in LANGUAGES):
        raise TutorialError(path, "names", "must give the scripted seats' names in " + " and ".join(LANGUAGES))
    for lang in LANGUAGES:
        if not isinstance(value[lang], list) or len(value[lang]) != count:
            raise TutorialError(path, f"names.{lang}", f"must name each of the {count} scripted seats")
    return {lang: value[lang] for lang in LANGUAGES}


def _no_strangers(path: Path, table: dict, known: set[str], prefix: str) -> None:
    for key in table:
        if key not in known:
            raise TutorialError(path, prefix + key, f"not a field of a tutorial (known: {', '.join(sorted(known))})")


def _rules_headings(game: str) -> list[str]:
    text = (folder(game).parent / "rules_text" / "en.md").read_text(encoding="utf-8")
    return [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]


def _place_kinds(game: str) -> dict[str, type[Place]]:
    """Each kind of place the game's gestures use, by its name."""
    try:
        module = importlib.import_module(f"tabletop.games.{game}.places")
    except ModuleNotFoundError as exc:  # the two Betrayals share the house's places
        if exc.name != f"tabletop.games.{game}.places":
            raise
        module = importlib.import_module("tabletop.games.house.places")
    kinds = {}
    for source in (engine_places, module):
        for value in vars(source).values():
            if isinstance(value, type) and issubclass(value, Place) and value.kind:
                kinds[value.kind] = value
    return kinds


def _read_point(path: Path, field: str, point: Any, kinds: Mapping[str, type[Place]]) -> Place:
    """The place `point` names as str(place) writes it (``loc:1``); whole numbers are numbers."""
    if type(point) is not str:
        raise TutorialError(path, field, "must be a place written as the table names it (such as 'loc:1')")
    kind, *values = point.split(":")
    cls = kinds.get(kind)
    if cls is None or len(attrs.fields(cls)) != len(values):
        raise TutorialError(path, field, f"{clip_repr(point)} is not a place of this game "
                                         f"(its kinds: {', '.join(sorted(kinds))})")
    return cls(*(int(v) if v.isdigit() else v for v in values))


@attrs.define
class Lesson:
    """Where a learner is in a tutorial: the step shown, whether its own part (the
    note read, the move made) is done, and how much of its script has been played.
    The table asks it what to light, whether a gesture is the one expected, and
    which scripted move the other seats make next."""

    tutorial: Tutorial
    index: int = 0
    done_mine: bool = False  # the learner's part of the step shown is done
    scripted: int = 0  # moves of the step's `then` played so far

    @classmethod
    def resume(cls, tutorial: Tutorial, moves: int) -> "Lesson":
        """The lesson of a tutorial game with `moves` actions applied (a saved one
        opened again): at the first step that begins there (a note before the next
        move is shown again), in the middle of the step whose script was playing, or
        finished when the moves run past the whole script (the game played on)."""
        lesson, done = cls(tutorial), 0
        for index, step in enumerate(tutorial.steps):
            lesson.index = index
            if step.free or done == moves:
                return lesson
            mine = int(step.expect is not None)
            if done + mine + len(step.then) > moves:  # left while the script answered
                lesson.done_mine, lesson.scripted = True, moves - done - mine
                return lesson
            done += mine + len(step.then)
        lesson.done_mine, lesson.scripted = True, len(tutorial.steps[-1].then)
        return lesson

    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    def text(self, language: str) -> str:
        return self.step.texts.get(language, self.step.texts["en"])

    def is_note(self) -> bool:
        return self.step.expect is None and not self.step.free

    @property
    def finished(self) -> bool:
        """The last step's part and script are done (a tutorial ending on a free step
        finishes with its game instead)."""
        return (self.index + 1 == len(self.tutorial.steps) and not self.step.free and self.done_mine
                and self.scripted == len(self.step.then))

    @property
    def open(self) -> bool:
        """Any legal move is the learner's, the other seats played by a bot: on the free
        step, and once the lesson is finished (the learner playing the game on)."""
        return self.step.free or self.finished

    def learned(self) -> list[str]:
        """The rules' sections the lesson explained, each once, in the rules' order."""
        order = _rules_headings(self.tutorial.game)
        return sorted({step.rule for step in self.tutorial.steps if step.rule}, key=order.index)

    def allows(self, action: Any) -> bool:
        """Whether the learner may make this (legal) move now."""
        if self.open:
            return True
        return not self.done_mine and self.step.expect == str(action)

    def owed(self) -> str | None:
        """The scripted move the other seats make now, or None (the learner's turn,
        or a free step, where a bot plays them)."""
        if self.done_mine and self.scripted < len(self.step.then):
            return self.step.then[self.scripted]
        return None

    def dismiss(self) -> None:
        """The learner has read a note."""
        if self.is_note() and not self.done_mine:
            self._mine_done()

    def moved(self) -> None:
        """The learner's allowed move was applied."""
        if not self.open:
            self._mine_done()

    def script_played(self) -> None:
        self.scripted += 1
        self._next_if_done()

    def _mine_done(self) -> None:
        self.done_mine = True
        self._next_if_done()

    def _next_if_done(self) -> None:
        if self.done_mine and self.scripted == len(self.step.then) and self.index + 1 < len(self.tutorial.steps):
            self.index, self.done_mine, self.scripted = self.index + 1, False, 0
