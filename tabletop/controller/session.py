"""A game at the table: the rules state, who sits where, the save, undo and bots.

The client never changes the state: it asks the session to carry out a gesture
(drag from a source to a target, or a click), and draws what `view()` returns.
The session applies actions through the model's gate, stores each one in the save
as it is applied, queues the events for the client to animate and log, runs bots
on a worker thread so the window keeps drawing while they think, and decides when
the device must be passed to another player (hot-seat with private hands).

A move and its save are one unit. When the disk refuses to record a move, the
move is taken back and held: the game in memory never runs ahead of the game on
disk unless the player says so. The player then retries, saves elsewhere, or
plays on without saving (`save_problem`, `held`, `play_unsaved`).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import Any, Callable

from tabletop.ai import make_bot
from tabletop.ai.base import Bot
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction, RuleFault
from tabletop.engine.game import Event, GameState
from tabletop.engine.places import Place
from tabletop.engine.views import View, read
from tabletop.persistence.faults import SaveWriteError
from tabletop.persistence.reports import write_report
from tabletop.persistence.saves import SaveFile, SeatInfo


class MoveNotSaved(IllegalAction):
    """A move was refused because it could not be saved; it is held by the
    session until the player retries, saves elsewhere or plays on unsaved."""

    def __init__(self, fault: SaveWriteError) -> None:
        super().__init__(f"{fault} The move was taken back.", fault.key)
        self.fault = fault


class Session:
    #: The whole game is here (a remote seat's session holds only its view): it can
    #: be replayed, played again and saved.
    holds_game = True
    #: The screen is one seat's own (a remote seat's): nobody else looks at it, so no
    #: gate or curtain hides anything there.
    own_screen = False

    def __init__(self, state: GameState, seats: list[SeatInfo], save: SaveFile | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 save_problem: SaveWriteError | None = None) -> None:
        if len(seats) != state.seats:
            raise ValueError("one SeatInfo per seat is needed")
        self.seats = seats
        self.save = save
        self.clock = clock
        # Why the last write failed (None once a write succeeds), and the move
        # taken back for it, with who made it. A new game whose save could not be
        # made starts with a problem and no save.
        self.save_problem: SaveWriteError | None = save_problem
        self.held: tuple[Action, int | None] | None = None
        self.play_unsaved = False  # the player chose to go on while the disk refuses
        self.last_fault: RuleFault | None = None
        self._faulty: set[str] = set()  # bot choices that hit a rule fault here
        self._faulty_at = 0
        self.fresh: deque[Event] = deque()  # events the client has not animated yet
        self._view: dict[str, Any] = {}
        self._view_key: tuple | None = None
        self._seen: tuple[dict[str, Any], View] | None = None
        self.redo_stack: list[Action] = []
        self.rewinds = 0  # undos made: a table that sees it grow forgets what it showed
        # What the game's client keeps with the game (Betrayal Legacy: the campaign
        # chapter it plays, which the end of the game folds into the campaign).
        self.context: Any = None
        self._rebuild(state)
        self.bots: dict[int, Bot] = {
            seat: make_bot(info.kind, state.game, state.seed * 7 + seat,
                           **({"think_ms": info.think_ms or 300} if info.kind == "strong" else {}))
            for seat, info in enumerate(seats) if info.kind not in ("human", "remote")  # remote: played elsewhere
        }
        self._worker: threading.Thread | None = None
        self._bot_choice: tuple[int, Action] | None = None
        self._bot_ready_at = 0.0
        # Whose eyes are on the screen. With several people nobody is assumed: a new
        # or resumed game starts behind the pass-the-device curtain, so a hand is
        # never shown to whoever happens to hold the device.
        # A game with nothing private to one seat is shown to everyone at once.
        humans = self.humans()
        shared = bool(humans) and not state.game.private
        self.viewer: int | None = humans[0] if len(humans) == 1 or shared else None

    @classmethod
    def arranged(cls, state: GameState, seats: list[SeatInfo]) -> "Session":
        """A session on a position arranged by hand (a benchmark's busy table), not
        reached by play, so no history replays to it: it is taken as it is, unsaved,
        and nothing before it can be undone."""
        game = state.game
        options = dict(state.options)
        session = cls(game.new_game(options.pop("seats"), state.seed, options), seats)
        session.state = state
        session.log = []
        session._actors = [None] * len(state.history)
        session._log_marks = [0] * len(state.history)
        session.undo_floor = len(state.history)
        return session

    # -- who is who -----------------------------------------------------------------

    def humans(self) -> list[int]:
        return [s for s, info in enumerate(self.seats) if info.kind == "human"]

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    @property
    def last_actor(self) -> int | None:
        """The seat that took the last action (None: none yet, or the game's own)."""
        return self._actors[-1] if self._actors else None

    def human_to_act(self) -> bool:
        seat = self.state.to_act
        return seat is not None and self.seats[seat].kind == "human"

    def needs_handover(self) -> bool:
        """A different person must take the device before the table is shown: the seat
        to act is a human other than the one looking, and hands are private."""
        seat = self.state.to_act
        return (seat is not None and self.seats[seat].kind == "human" and seat != self.viewer
                and len(self.humans()) > 1 and self.state.game.private)

    def hand_over(self, seat: int) -> None:
        if seat != self.state.to_act or self.seats[seat].kind != "human":
            raise IllegalAction(f"It is not {self.name(seat)}'s turn.", "error.not_turn_of", name=self.name(seat))
        self.viewer = seat

    def view(self) -> dict[str, Any]:
        """What the screen may show now: the view of the person looking at it.

        A table asks for it several times a frame, and building it copies the whole
        state, so it is kept until the state changes. A state changes only by an
        applied action (its history grows) or by being replaced (undo, redo), so
        those make the key. Callers must not modify what they get."""
        key = (self.state, len(self.state.history), self.viewer, self.state.is_over)
        if self._view_key is None or self._view_key[0] is not self.state or self._view_key[1:] != key[1:]:
            self._view, self._view_key = self.state.view(self.viewer), key
        return self._view

    def seen(self) -> View:
        """The view read through the game's typed accessor (`Game.view_type`), kept
        as long as the view it reads."""
        data = self.view()
        if self._seen is None or self._seen[0] is not data:
            self._seen = (data, read(self.state.game.view_type, data))
        return self._seen[1]

    # -- acting -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if not self.human_to_act() or self.needs_handover():
            return []
        return self.state.legal_actions()

    def targets(self, source: Place | None) -> set[Place]:
        """Where a drag from `source` may be dropped now (with None, what a click
        answers): nothing while it is not a person's turn here."""
        if not self.human_to_act() or self.needs_handover():
            return set()
        return self.state.gestures().targets(source)

    def expected(self) -> Action | None:
        """The move a guided game's step asks of the learner now (guided.py); None in
        an ordinary game."""
        return None

    def step_refusal(self) -> IllegalAction | None:
        """Why any gesture but the one a guided game's step asks for is refused, in the
        step's words (guided.py); None in an ordinary game."""
        return None

    def why_not(self, action: Action) -> IllegalAction:
        """Why `action` is refused now, in the model's words: for a gesture that makes
        no legal move (a card picked up while a question waits), said without trying it."""
        if not self.human_to_act():
            return IllegalAction("Wait: it is not a person's turn.", "error.wait")
        return self.state.explain_illegal(action)

    def gesture(self, source: Place | None, target: Place) -> list[Event]:
        """Carry out the human's drag (source -> target) or click (source None)."""
        if not self.human_to_act():
            raise IllegalAction("Wait: it is not a person's turn.", "error.wait")
        if self.needs_handover():
            raise IllegalAction(f"Pass the device to {self.name(self.state.to_act)} first.", "error.pass_first",
                                name=self.name(self.state.to_act))
        action = self.state.find_gesture_action(source, target)
        return self.act(action)

    def act(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply `action` and record it. Raises IllegalAction (state untouched),
        RuleFault (state untouched, report written) or MoveNotSaved (the move was
        taken back and is held)."""
        if self.held is not None:
            raise IllegalAction("The game waits until its last move can be saved.", "save.waiting")
        actor = self.state.to_act
        chance = self.state.rng.state
        try:
            events = self.state.apply(action, seat if seat is not None else actor)
        except RuleFault as fault:
            self._report(fault)
            raise
        if not self._record(take_back=True, action=action, actor=actor):
            raise MoveNotSaved(self.save_problem)  # type: ignore[arg-type]
        self.redo_stack.clear()
        self._after(actor, events, self.state.rng.state != chance)
        return events

    def _after(self, actor: int | None, events: list[Event], rolled: bool = False) -> None:
        self._note(actor, events, rolled)
        self.fresh.extend(events)

    # -- saving -----------------------------------------------------------------------

    def _record(self, take_back: bool, action: Action | None = None, actor: int | None = None) -> bool:
        """Write the state to the save. On a refusal, unless the player chose to
        play on unsaved, the last move is taken back and held. True if saved (or
        there is nothing to save to)."""
        if self.save is None:
            return True
        try:
            self.save.record(self.state)
        except SaveWriteError as fault:
            self.save_problem = fault
            if take_back and not self.play_unsaved and action is not None:
                self._replay(self.state, list(self.state.history[:-1]))
                self.held = (action, actor)
                return False
            return True
        self.save_problem = None
        return True

    @property
    def unsaved_moves(self) -> int:
        """Moves made that are not on disk (playing on while the disk refuses)."""
        if self.save is None:
            return len(self.state.history) if self.save_problem else 0
        return 0 if self.save_problem is None else max(1, len(self.state.history) - self.save.length)

    def retry_save(self) -> bool:
        """Try the write again (and the held move with it). True when saved."""
        if self.held is not None:
            try:
                self._make_held()
            except MoveNotSaved:
                return False
            return True
        return self._record(take_back=False) and self.save_problem is None

    def keep_playing_unsaved(self) -> None:
        """Go on although the disk refuses: the held move is made, later moves are
        tried on the disk again as they come, and the first that succeeds writes
        every one missing."""
        self.play_unsaved = True
        self._make_held()

    def adopt_save(self, save: SaveFile) -> None:
        """Record from now on in `save` (a new save of this game made elsewhere,
        holding the state without the held move), then make the held move."""
        if self.save is not None:
            self.save.close()
        self.save = save
        self.save_problem = None
        self.play_unsaved = False
        self._make_held()

    def _make_held(self) -> None:
        """Make the move held for the disk, if any (it may be held again)."""
        if self.held is not None:
            action, actor = self.held
            self.held = None
            self.act(action, actor)

    def _report(self, fault: RuleFault) -> None:
        """A rule raised: the state is as before. Keep the seed and moves that
        show it, for a bug report, and remember it for the screen."""
        self.last_fault = fault
        fault.report_path = write_report(fault.report)  # type: ignore[attr-defined]

    def _note(self, actor: int | None, events: list[Event], rolled: bool = False) -> None:
        """Note an applied action: who took it, its events, and whether undo may go back
        past it. It may not when the game ended, when one of its events is among the
        game's reveals, or (`rolled`) when the game's random generator advanced while
        it was carried out: a die or a shuffle decided something, and taking it back
        would let a player peek at chance and choose again, even where a game forgot
        to declare the event that tells it (issue 21 §4)."""
        self._actors.append(actor)
        if self.state.is_over or rolled or any(e["event"] in self.state.game.reveals for e in events):
            self.undo_floor = len(self.state.history)
        self._log_marks.append(len(self.log))  # where this action's events begin, for `moves_since_last_acted`
        self.log.extend(events)

    def _rebuild(self, state: GameState) -> None:
        """Take `state`, replaying its history to recover the log (everything that
        happened, for the log panel), who took each action and the undo floor."""
        self._replay(state, state.history)
        if self.state.to_dict() != state.to_dict():
            raise ValueError("the game does not replay to the same position")

    def _replay(self, like: GameState, history: list[Action]) -> None:
        """Play `history` from the seed and options of `like`, noting the log, who
        took each action and the undo floor (undo never goes back past it)."""
        options = dict(like.options)
        seats = options.pop("seats")
        self.state = like.game.new_game(seats, like.seed, options)
        self.log = list(getattr(self.state, "opening_events", []))
        self._actors = []
        self._log_marks: list[int] = []
        self.undo_floor = 0
        for action in history:
            actor, chance = self.state.to_act, self.state.rng.state
            events = self.state.apply(action)
            self._note(actor, events, self.state.rng.state != chance)

    # -- what happened ------------------------------------------------------------------

    def first_since_last_acted(self, seat: int) -> int | None:
        """The index in the history of the first action after `seat` last acted (the
        first action when it has not acted yet); None for a position taken as it is,
        with no history to tell."""
        if len(self._log_marks) != len(self._actors):
            return None
        last = max((i for i, actor in enumerate(self._actors) if actor == seat), default=-1)
        return last + 1

    def moves_since_last_acted(self, seat: int) -> list[tuple[int | None, list[Event]]]:
        """Each action since `seat` last acted (what the others and the automated
        turns did), oldest first, as who took it and the events it brought: for a
        recap when that seat's turn comes back. Empty when the last action was the
        seat's own; everything after the opening when it has not acted yet."""
        start = self.first_since_last_acted(seat)
        return [] if start is None else self.moves_from(start)

    def moves_from(self, start: int) -> list[tuple[int | None, list[Event]]]:
        """Each action from index `start` of the history on, as who took it and the
        events it brought (none known for a position taken as it is)."""
        if len(self._log_marks) != len(self._actors):
            return []
        ends = self._log_marks[1:] + [len(self.log)]
        return [(self._actors[i], self.log[self._log_marks[i]:ends[i]]) for i in range(start, len(self._actors))]

    def opening(self) -> list[Event]:
        """The events of the game's set-up, before any action."""
        return self.log[:self._log_marks[0]] if self._log_marks else list(self.log)

    def aids(self) -> dict[str, Any]:
        """What the rules work out for the person looking to play by hand (the rooms
        a drag may reach), beyond the view (GameState.aids)."""
        return self.state.aids(self.viewer) if self.viewer is not None else {}

    # -- undo and redo ----------------------------------------------------------------

    def undo_refusal(self, seat: int | None = None) -> IllegalAction | None:
        """Why the last action cannot be taken back now, or None if it can: asked by
        the person at this screen, or by a remote `seat` (only its own move)."""
        history = self.state.history
        if not history:
            return IllegalAction("There is nothing to undo.", "error.undo_nothing")
        actor = self._actors[-1]
        if seat is not None and actor != seat:
            return IllegalAction("Only your own last move can be taken back.", "net.undo_not_yours")
        if len(history) <= self.undo_floor:
            return IllegalAction("That cannot be undone: hidden or random information was revealed since.",
                                 "error.undo_revealed")
        if seat is None and (actor is None or self.seats[actor].kind != "human"):
            return IllegalAction("Only a player's own moves can be undone.", "error.undo_not_player")
        if self.human_to_act() and actor != self.state.to_act:
            return IllegalAction(f"Only {self.name(actor)} can take back that move.", "error.undo_other",
                                 name=self.name(actor))
        return None

    def undo(self, seat: int | None = None) -> None:
        """Take back the last action (see undo_refusal for who may)."""
        reason = self.undo_refusal(seat)
        if reason:
            raise reason
        if self.held is not None:
            raise IllegalAction("The game waits until its last move can be saved.", "save.waiting")
        self.cancel_bot()
        history = self.state.history
        undone, actor = history[-1], self._actors[-1]
        before = (self.state, self.log, self._actors, self._log_marks, self.undo_floor)
        self._replay(self.state, list(history[:-1]))  # one replay gives state, log and floor
        self._record(take_back=False)
        if self.save is not None and self.save_problem is not None and not self.play_unsaved:
            self.state, self.log, self._actors, self._log_marks, self.undo_floor = before  # the undo did not happen
            raise MoveNotSaved(self.save_problem)
        self.redo_stack.append(undone)
        self.viewer = actor
        self.fresh.clear()
        self.rewinds += 1

    def redo(self) -> None:
        if not self.redo_stack:
            raise IllegalAction("There is nothing to redo.", "error.redo_nothing")
        rest, action = self.redo_stack[:-1], self.redo_stack[-1]
        try:
            self.act(action)  # clears the redo stack: what is left is put back
        except MoveNotSaved:
            self.redo_stack = rest  # the move is held now, and made when saved
            raise
        self.redo_stack = rest

    # -- across machines -----------------------------------------------------------------

    def pump(self) -> None:
        """Take what came over the network since the last frame (a remote seat's
        session does); a game held here has nothing to take."""

    def link_problem(self) -> tuple[str, dict[str, Any]] | None:
        """What is wrong with the link to the host, as a catalogue key and its values
        (a remote seat's session); None here."""
        return None

    # -- bots ---------------------------------------------------------------------------

    def update(self, pace_ms: int) -> list[Event]:
        """Advance bots: start one thinking when a bot must act, and apply its move
        once it has chosen and `pace_ms` has passed. Returns the events applied.
        Nothing moves while a move is held for the disk."""
        seat = self.state.to_act
        if seat is None or seat not in self.bots or self.held is not None:
            return []
        if self._worker is None and self._bot_choice is None:
            self._start_bot(seat, pace_ms)
            return []
        if self._bot_choice is not None and self.clock() >= self._bot_ready_at:
            chooser, action = self._bot_choice
            self._bot_choice = None
            self._worker = None
            if chooser != self.state.to_act:
                return []
            try:
                return self.act(action)
            except MoveNotSaved:
                return []  # held: the player decides what to do about the disk
            except RuleFault:
                self._faulty.add(str(action))  # the bot chooses again, without it
                return []
        return []

    def bot_thinking(self) -> bool:
        return self._worker is not None

    def _start_bot(self, seat: int, pace_ms: int) -> None:
        view = self.state.view(seat)
        if self._faulty and self._faulty_at != len(self.state.history):
            self._faulty = set()
        self._faulty_at = len(self.state.history)
        legal = [a for a in self.state.legal_actions() if str(a) not in self._faulty] or self.state.legal_actions()
        bot = self.bots[seat]
        self._bot_ready_at = self.clock() + pace_ms / 1000.0

        def think() -> None:
            try:
                choice = bot.choose(view, legal)
            except Exception:  # noqa: BLE001 - a bot's bug must not stall the table
                choice = None
            if choice not in legal:
                choice = legal[0]  # a bot that failed or cheated still moves legally
            self._bot_choice = (seat, choice)

        self._worker = threading.Thread(target=think, name=f"bot-{seat}", daemon=True)
        self._worker.start()

    def wait_for_bot(self) -> None:
        """Block until a thinking bot has chosen (for tests and the smoke run)."""
        if self._worker is not None:
            self._worker.join()

    def cancel_bot(self) -> None:
        """Drop the move a bot is thinking of or has chosen (its seat changes hands, or
        the table goes back): the next `update` starts it afresh."""
        if self._worker is not None:
            self._worker.join()
        self._worker = None
        self._bot_choice = None

    def close(self) -> None:
        self.cancel_bot()
        if self.save is not None:
            self.save.close()

