"""A game at the table: the rules state, who sits where, the save, undo and bots.

The client never changes the state: it asks the session to carry out a gesture
(drag from a source to a target, or a click), and draws what `view()` returns.
The session applies actions through the model's gate, stores each one in the save
as it is applied, queues the events for the client to animate and log, runs bots
on a worker thread so the window keeps drawing while they think, and decides when
the device must be passed to another player (hot-seat with private hands).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import Any, Callable

from tabletop.ai import make_bot
from tabletop.ai.base import Bot
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import Event, GameState
from tabletop.persistence.saves import SaveFile, SeatInfo


class Session:
    def __init__(self, state: GameState, seats: list[SeatInfo], save: SaveFile | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if len(seats) != state.seats:
            raise ValueError("one SeatInfo per seat is needed")
        self.seats = seats
        self.save = save
        self.clock = clock
        self.fresh: deque[Event] = deque()  # events the client has not animated yet
        self._view: dict[str, Any] = {}
        self._view_key: tuple | None = None
        self.redo_stack: list[Action] = []
        self._rebuild(state)
        self.bots: dict[int, Bot] = {
            seat: make_bot(info.kind, state.game, state.seed * 7 + seat,
                           **({"think_ms": info.think_ms or 300} if info.kind == "strong" else {}))
            for seat, info in enumerate(seats) if info.kind != "human"
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

    # -- who is who -----------------------------------------------------------------

    def humans(self) -> list[int]:
        return [s for s, info in enumerate(self.seats) if info.kind == "human"]

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

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

    # -- acting -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if not self.human_to_act() or self.needs_handover():
            return []
        return self.state.legal_actions()

    def gesture(self, source: str | None, target: str) -> list[Event]:
        """Carry out the human's drag (source -> target) or click (source None)."""
        if not self.human_to_act():
            raise IllegalAction("Wait: it is not a person's turn.", "error.wait")
        if self.needs_handover():
            raise IllegalAction(f"Pass the device to {self.name(self.state.to_act)} first.", "error.pass_first",
                                name=self.name(self.state.to_act))
        action = self.state.find_gesture_action(source, target)
        return self.act(action)

    def act(self, action: Action, seat: int | None = None) -> list[Event]:
        actor = self.state.to_act
        events = self.state.apply(action, seat if seat is not None else actor)
        self.redo_stack.clear()
        self._after(action, actor, events)
        return events

    def _after(self, action: Action, actor: int | None, events: list[Event]) -> None:
        self._note(actor, events)
        if self.save is not None:
            self.save.record(self.state)
        self.fresh.extend(events)

    def _note(self, actor: int | None, events: list[Event]) -> None:
        self._actors.append(actor)
        if self.state.is_over or any(e["event"] in self.state.game.reveals for e in events):
            self.undo_floor = len(self.state.history)
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
        self.undo_floor = 0
        for action in history:
            actor = self.state.to_act
            self._note(actor, self.state.apply(action))

    # -- undo and redo ----------------------------------------------------------------

    def undo_refusal(self) -> IllegalAction | None:
        """Why the last action cannot be taken back now, or None if it can."""
        history = self.state.history
        if len(history) <= self.undo_floor:
            if not history:
                return IllegalAction("There is nothing to undo.", "error.undo_nothing")
            return IllegalAction("That cannot be undone: hidden or random information was revealed since.",
                                 "error.undo_revealed")
        actor = self._actors[-1]
        if actor is None or self.seats[actor].kind != "human":
            return IllegalAction("Only a player's own moves can be undone.", "error.undo_not_player")
        if self.human_to_act() and actor != self.state.to_act:
            return IllegalAction(f"Only {self.name(actor)} can take back that move.", "error.undo_other",
                                 name=self.name(actor))
        return None

    def undo(self) -> None:
        reason = self.undo_refusal()
        if reason:
            raise reason
        self._cancel_bot()
        history = self.state.history
        undone, actor = history[-1], self._actors[-1]
        self._replay(self.state, list(history[:-1]))  # one replay gives state, log and floor
        self.redo_stack.append(undone)
        self.viewer = actor
        self.fresh.clear()
        if self.save is not None:
            self.save.record(self.state)

    def redo(self) -> None:
        if not self.redo_stack:
            raise IllegalAction("There is nothing to redo.", "error.redo_nothing")
        action = self.redo_stack.pop()
        actor = self.state.to_act
        events = self.state.apply(action)
        self._after(action, actor, events)

    # -- bots ---------------------------------------------------------------------------

    def update(self, pace_ms: int) -> list[Event]:
        """Advance bots: start one thinking when a bot must act, and apply its move
        once it has chosen and `pace_ms` has passed. Returns the events applied."""
        seat = self.state.to_act
        if seat is None or seat not in self.bots:
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
            return self.act(action)
        return []

    def bot_thinking(self) -> bool:
        return self._worker is not None

    def _start_bot(self, seat: int, pace_ms: int) -> None:
        view = self.state.view(seat)
        legal = self.state.legal_actions()
        bot = self.bots[seat]
        self._bot_ready_at = self.clock() + pace_ms / 1000.0

        def think() -> None:
            choice = bot.choose(view, legal)
            self._bot_choice = (seat, choice)

        self._worker = threading.Thread(target=think, name=f"bot-{seat}", daemon=True)
        self._worker.start()

    def wait_for_bot(self) -> None:
        """Block until a thinking bot has chosen (for tests and the smoke run)."""
        if self._worker is not None:
            self._worker.join()

    def _cancel_bot(self) -> None:
        if self._worker is not None:
            self._worker.join()
        self._worker = None
        self._bot_choice = None

    def close(self) -> None:
        self._cancel_bot()
        if self.save is not None:
            self.save.close()

