"""A guided game at the table: a Session that plays a tutorial's script for the
other seats and accepts from the learner only the move its step expects.

Every other gesture is refused with the step's own words as the hint, never a
silent no; the table lights only the expected move's card and target; undo is
refused until the game becomes the learner's own (a last, free step, or the lesson
finished and the game played on), where a bot plays the other seats."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from tabletop.ai.base import Bot
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import Event, GameState
from tabletop.engine.places import Place
from tabletop.persistence.saves import SaveFile, SeatInfo

from .session import Session
from .tutorial import LEARNER, Lesson, Tutorial


class ScriptedBot(Bot):
    """A seat whose moves the lesson gives; on the free step, its bot's own."""

    name = "script"

    def __init__(self, lesson: Lesson, own: Bot) -> None:
        super().__init__(own.game, own.seed)
        self.lesson, self.own = lesson, own

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        owed = self.lesson.owed()
        if owed is None:
            return self.own.choose(view, legal)
        return next(a for a in legal if str(a) == owed)  # the loader checked it is legal here


class GuidedSession(Session):
    def __init__(self, tutorial: Tutorial, state: GameState, seats: list[SeatInfo], language: str,
                 save: SaveFile | None = None) -> None:
        """A guided game at `state` (a new one, or a saved one opened again: the
        lesson goes on from the moves it holds)."""
        super().__init__(state, seats, save)
        self.lesson = Lesson.resume(tutorial, len(state.history))
        self.language = language
        self.done_shown = self.lesson.finished  # the page of what was learned, shown once
        self.bots = {seat: ScriptedBot(self.lesson, bot) for seat, bot in self.bots.items()}

    @classmethod
    def new(cls, tutorial: Tutorial, learner: str, language: str) -> "GuidedSession":
        """The tutorial's game from its start: `learner` at the first seat, the other
        seats named as the file names them in `language` (else as the game does),
        played by the script."""
        state = tutorial.start()
        names = tutorial.seat_names(language) or [state.seat_name(s) for s in range(1, tutorial.seats)]
        seats = [SeatInfo(learner, "human", 0)] + [SeatInfo(name, "random", 0) for name in names]
        return cls(tutorial, state, seats, language)

    def expected(self) -> Action | None:
        """The move the step asks of the learner now (None: a note, the script's turn
        or the free step)."""
        step = self.lesson.step
        if step.expect is None or self.lesson.done_mine or not self.human_to_act():
            return None
        return self.state.game.parse_action(step.expect)

    def hint(self) -> IllegalAction:
        text = self.lesson.text(self.language)
        return IllegalAction(f"Not that yet. {text}", "tutorial.hint", hint=text)

    def legal_actions(self) -> list[Action]:
        if self.lesson.open:
            return super().legal_actions()
        expected = self.expected()
        return [a for a in super().legal_actions() if a == expected]

    def targets(self, source: Place | None) -> set[Place]:
        if self.lesson.open:
            return super().targets(source)
        expected = self.expected()
        if expected is None or expected.source != source:
            return set()
        return super().targets(source) & {expected.target}

    def step_refusal(self) -> IllegalAction | None:
        """Why a gesture other than the step's is refused (None on the free step)."""
        return None if self.lesson.open or not self.human_to_act() else self.hint()

    def why_not(self, action: Action) -> IllegalAction:
        return self.step_refusal() or super().why_not(action)

    def gesture(self, source: Place | None, target: Place) -> list[Event]:
        if self.lesson.open or not self.human_to_act():
            return super().gesture(source, target)
        try:
            action = self.state.find_gesture_action(source, target)
        except IllegalAction:
            raise self.hint() from None
        return self.act(action)

    def act(self, action: Action, seat: int | None = None) -> list[Event]:
        learner = self.state.to_act == LEARNER
        if learner and not self.lesson.allows(action):
            raise self.hint()
        owed = self.lesson.owed()
        events = super().act(action, seat)
        if learner:
            self.lesson.moved()
        elif owed is not None and str(action) == owed:
            self.lesson.script_played()
        return events

    def update(self, pace_ms: int) -> list[Event]:
        """The scripted seats move only when the script owes a move: while a note is
        unread they wait for it (their own bot plays once the game is the learner's)."""
        if not self.lesson.open and self.lesson.owed() is None:
            return []
        return super().update(pace_ms)

    def dismiss(self) -> None:
        """The learner has read the note shown."""
        self.lesson.dismiss()

    def undo_refusal(self, seat: int | None = None) -> IllegalAction | None:
        if not self.lesson.open or len(self.state.history) <= self.lesson.tutorial.scripted_moves:
            # the script's moves stay: the lesson's steps follow them
            return IllegalAction("A guided game cannot take back the moves of its lesson.", "tutorial.no_undo")
        return super().undo_refusal(seat)
