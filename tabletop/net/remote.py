"""A remote seat's game in the window: a Session the tables draw from, fed by the host.

The host holds the game; this side holds what its seat was sent: the seat's view,
the legal moves' texts on its turn (read back into the game's actions, so the
table's gestures find them as at one screen), the moves made with who made them
and their events (the log, the recap, the animations), and the aids the rules work
out for playing by hand (the rooms a drag reaches). A move or an undo goes to the
host and waits for its answer, so the table sees a refusal, in the host's words, as
it sees one at one screen. A dropped connection is taken again with the same code
and seat, and the host tells every move again, so nothing is lost.

Whatever the host sends is checked before it is used: a message of the wrong shape
ends the connection with a reason, never a crash.
"""

from __future__ import annotations

import asyncio
import copy
import time
from typing import Any, Callable

from tabletop.controller.session import Session
from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.places import Gestures, Place
from tabletop.engine.views import read
from tabletop.persistence.saves import SeatInfo

from .client import Connection, Refused
from .loop import START_TIMEOUT_S, NetLoop

#: seconds between tries to take the seat again after the connection dropped
RECONNECT_EVERY_S = 3.0
#: kinds a seat list gives, as this screen sees them: the host's people are away from it
_KINDS = {"human": "remote", "remote": "remote", "bot": "random", "random": "random", "strong": "strong"}


class BadMessage(ValueError):
    """The host sent something that is not what the protocol says."""


class RemoteState:
    """The game as one remote seat knows it: what the tables read of a state."""

    def __init__(self, game, seat: int, seats: int, options: dict[str, Any], update: dict[str, Any]) -> None:
        self.game = game
        self.seat = seat
        self.seats = seats
        self.options = options
        self.seed = None  # at the host
        self.history: list[None] = [None] * update["at"]  # one per move made; their texts stay at the host
        self.to_act: int | None = update["to_act"]
        self.turn: int = update["turn"]
        self.is_over: bool = update["over"]
        self.result: dict[str, Any] | None = update["result"]
        self._view: dict[str, Any] = update["view"]
        self._legal: list[Action] = [game.parse_action(text) for text in update["legal"]]
        self._gestures = Gestures(self._legal)
        self._aids: dict[str, Any] = {}  # asked of the host at this seat's turn (RemoteSession._take)

    def with_aids(self, aids: dict[str, Any]) -> "RemoteState":
        """This position with the host's aids: a new state, so that what a table worked
        out from the last one (its lit rooms) is worked out again."""
        state = copy.copy(self)
        state._aids = aids
        return state

    @property
    def pending(self) -> dict[str, Any] | None:
        return self._view.get("pending")

    def view(self, seat: int | None) -> dict[str, Any]:
        if seat != self.seat:
            raise ValueError("a remote seat holds only its own view")
        return self._view

    def aids(self, seat: int) -> dict[str, Any]:
        return self._aids if seat == self.seat else {}

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else list(self._legal)

    def gestures(self) -> Gestures:
        return self._gestures

    def find_gesture_action(self, source: Place | None, target: Place) -> Action:
        return self._gestures.action(source, target)

    def explain_illegal(self, action: Action) -> IllegalAction:
        return IllegalAction("That move is not allowed here.", "error.not_allowed_here")


class RemoteSession(Session):
    """A remote seat's Session: the same questions answered from the host's messages."""

    holds_game = False
    own_screen = True

    def __init__(self, connection: Connection, net: NetLoop, clock: Callable[[], float] = time.monotonic) -> None:
        import tabletop.games

        welcome = connection.welcome
        if not (isinstance(welcome.get("game"), str) and type(welcome.get("seat")) is int
                and isinstance(welcome.get("seats"), list) and isinstance(welcome.get("options"), dict)):
            raise Refused("The host sent something that is not a Tabletop message (its welcome).", "net.malformed")
        try:
            self.game = tabletop.games.get(welcome["game"])
        except KeyError:
            raise Refused(f"This copy of Tabletop does not have the game '{welcome['game']}'.",
                          "net.unknown_game") from None
        self.connection, self.net = connection, net
        self.seat: int = connection.seat
        self.count = len(welcome["seats"])
        if not 0 <= self.seat < self.count:
            raise Refused("The host gave a seat that is not at its table.", "net.malformed")
        self.options = dict(welcome["options"])
        try:
            self._opening = _events(welcome.get("opening", []))
        except BadMessage:
            raise Refused("The host sent something that is not a Tabletop message (its opening).",
                          "net.malformed") from None
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.lost: Refused | None = None  # why the connection ended, while it is down
        self.ended = False  # the host said the game is over and bye
        self._retry_at = 0.0
        self._retry: asyncio.Task | None = None
        self._kept: list[RemoteState] = []  # the last states, so no id a table keeps comes back
        try:
            first = _checked_update(net.run(self._first_update()), self.count, self.game)
        except BadMessage as exc:
            raise Refused(f"The host sent something that is not a Tabletop message ({exc}).", "net.malformed") \
                from None
        state = RemoteState(self.game, self.seat, self.count, self.options, {**first, "at": 0})
        # every other seat is away from this screen (its bots play at the host)
        super().__init__(state, [SeatInfo(s["name"], "human" if n == self.seat else "remote")
                                 for n, s in enumerate(first["seats"])], clock=clock)
        self._reader = net.spawn(self._read())
        self._take(first)

    # -- what the base Session asks of a state it holds --------------------------------------

    def _rebuild(self, state) -> None:
        """Nothing to replay here: the host tells the moves."""
        self.state = state
        self.log = list(self._opening)
        self._actors, self._log_marks = [], []
        self.undo_floor = 0

    def _seat_infos(self, seats: list[dict[str, Any]]) -> list[SeatInfo]:
        return [SeatInfo(s["name"], "human" if n == self.seat else _KINDS.get(s["kind"], "remote"))
                for n, s in enumerate(seats)]

    # -- the wire -----------------------------------------------------------------------------

    async def _first_update(self) -> dict[str, Any]:
        while True:
            message = await self.connection.receive(START_TIMEOUT_S)
            if message["type"] == "update":
                return message

    async def _read(self) -> None:
        """Every message the host sends, into the inbox, until the connection ends."""
        connection = self.connection
        while True:
            try:
                message = await connection.receive(3600)
            except asyncio.TimeoutError:
                continue
            except Refused as exc:
                await self.inbox.put(exc)
                return
            await self.inbox.put(message)

    def pump(self) -> None:
        """Take what the host sent since the last frame; try the seat again while the
        connection is down."""
        self.net.pump()
        while not self.inbox.empty():
            self._handle(self.inbox.get_nowait())
        if self.lost is not None and not self.ended:
            self._reconnect()

    def _handle(self, message) -> dict[str, Any] | None:
        if isinstance(message, Refused):
            self._lose(message)
            return None
        try:
            if message["type"] == "update":
                self._take(_checked_update(message, self.count, self.game))
            elif message["type"] == "aids":
                self._take_aids(message)
        except BadMessage as exc:
            self._lose(Refused(f"The host sent something that is not a Tabletop message ({exc}).",
                               "net.malformed"))
            self.ended = True  # a host that breaks the protocol is not tried again
            return None
        return message

    def _lose(self, why: Refused) -> None:
        if why.key == "net.game_over" or self.state.is_over:
            self.ended = True
        self.lost = why
        self._retry_at = self.clock() + RECONNECT_EVERY_S

    def _reconnect(self) -> None:
        if self._retry is not None:
            if not self._retry.done():
                return
            failed, self._retry = self._retry.exception(), None
            if failed is None:
                self.lost = None
                self.inbox = asyncio.Queue()
                self._reader = self.net.spawn(self._read())
                return
            if isinstance(failed, Refused) and failed.key in ("net.wrong_code", "net.not_remote", "net.protocol"):
                self.lost, self.ended = failed, True  # asking again would be refused again
                return
            self._retry_at = self.clock() + RECONNECT_EVERY_S
        if self.clock() >= self._retry_at:
            old = self.connection
            self.connection = Connection(old.address, old.code, self.seat, old.name)
            self._retry = self.net.spawn(self.connection.open())

    def link_problem(self) -> tuple[str, dict[str, Any]] | None:
        if self.lost is None or (self.ended and self.state.is_over):
            return None
        if self.ended:
            return "net.link_ended", {"reason": self.lost.reason, "why": self.lost.key}
        return "net.link_lost", {}

    # -- an update ----------------------------------------------------------------------------

    def _take(self, update: dict[str, Any]) -> None:
        """The host's table now: the moves it tells (from `from` on) replace what this
        side knew from there; the moves it had not seen go to the animations."""
        known = list(zip(self._actors, self._events_of_moves()))
        start = update["from"]
        if start > len(known):
            raise BadMessage("moves skipped")
        told = known[:start] + [(m["by"], m["events"]) for m in update["moves"]]
        same = 0
        while same < min(len(known), len(told)) and known[same] == told[same]:
            same += 1
        if same < len(known):  # moves taken back (an undo at the host): the table starts over from here
            self.rewinds += 1
            self.fresh.clear()
        self.log = list(self._opening)
        self._actors, self._log_marks = [], []
        for by, events in told:
            self._actors.append(by)
            self._log_marks.append(len(self.log))
            self.log.extend(events)
        for _, events in told[same:]:  # what this side had not seen
            self.fresh.extend(events)
        self._kept = (self._kept + [self.state])[-4:]
        self.state = RemoteState(self.game, self.seat, self.count, self.options, update)
        self.seats = self._seat_infos(update["seats"])
        self.can_undo = update["undo"]
        if update["to_act"] == self.seat and update["legal"]:  # its turn: the rules' aids for playing by hand
            self.net.spawn(self._ask_aids())

    async def _ask_aids(self) -> None:
        try:
            await self.connection.send({"type": "aids"})
        except Refused:
            pass  # the reader hears of it too

    def _take_aids(self, message: dict[str, Any]) -> None:
        if not isinstance(message.get("aids"), dict) or type(message.get("at")) is not int:
            raise BadMessage("the aids")
        if message["at"] == len(self.state.history):  # else asked of a table that has moved on since
            self._kept = (self._kept + [self.state])[-4:]
            self.state = self.state.with_aids(message["aids"])

    def _events_of_moves(self) -> list[list[dict[str, Any]]]:
        ends = self._log_marks[1:] + [len(self.log)]
        return [self.log[a:b] for a, b in zip(self._log_marks, ends)]

    # -- acting -------------------------------------------------------------------------------

    def act(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        """Send the move and wait for the host's answer: its events once made, or the
        host's refusal raised as IllegalAction (nothing changed)."""
        self._ready()
        if self.state.to_act != self.seat or action not in self.state.legal_actions():
            raise IllegalAction("Wait: it is not your turn.", "error.wait") if self.state.to_act != self.seat \
                else self.state.explain_illegal(action)
        at = len(self.state.history)
        self._send({"type": "act", "action": str(action), "at": at})
        while True:
            answer = self._answer()
            if answer["type"] == "update" and len(self._actors) > at and self._actors[at] == self.seat:
                return self._events_of_moves()[at]

    def why_not(self, action: Action) -> IllegalAction:
        """The host's words for why `action` is refused now (its rules know the whole game)."""
        if self.lost is not None or not self.human_to_act():
            return IllegalAction("Wait: it is not your turn.", "error.wait")
        try:
            self._send({"type": "why", "action": str(action)})
            while True:
                self._answer()
        except IllegalAction as reason:
            return reason

    def undo_refusal(self, seat: int | None = None) -> IllegalAction | None:
        if not self.can_undo:
            return IllegalAction("Only your own last move can be taken back.", "net.undo_not_yours")
        return None

    def undo(self, seat: int | None = None) -> None:
        self._ready()
        before = self.rewinds
        self._send({"type": "undo"})
        while self.rewinds == before:
            self._answer()

    def redo(self) -> None:
        raise IllegalAction("There is nothing to redo.", "error.redo_nothing")

    def update(self, pace_ms: int) -> list[dict[str, Any]]:
        return []  # no bots here: the host runs them

    def _ready(self) -> None:
        if self.lost is not None:
            raise IllegalAction("The connection to the host is down: wait while it is taken again.", "net.link_lost")

    def _send(self, message: dict[str, Any]) -> None:
        try:
            self.net.run(self.connection.send(message))
        except Refused as exc:
            self._lose(exc)
            self._ready()

    def _answer(self) -> dict[str, Any]:
        """The host's next message, taken; a refusal raised with its words."""
        try:
            message = self.net.run(self.inbox.get(), START_TIMEOUT_S)
        except asyncio.TimeoutError:
            raise IllegalAction("The host did not answer in time.", "net.no_answer") from None
        taken = self._handle(message)
        if taken is None:
            self._ready()
            raise IllegalAction("The host did not answer.", "net.no_answer")
        if taken["type"] == "refused":
            values = taken.get("values") if isinstance(taken.get("values"), dict) else {}
            raise IllegalAction(str(taken.get("reason", "")), str(taken.get("key", "net.refused")), **values)
        return taken

    def close(self) -> None:
        if self.net.loop.is_closed():
            return
        try:
            self.net.run(self.connection.close())
        except (asyncio.TimeoutError, OSError, Refused):
            pass
        self.net.close()


# -- checking what the host sent ---------------------------------------------------------------

_UPDATE: dict[str, tuple[type, ...]] = {
    "type": (str,), "at": (int,), "to_act": (int, type(None)), "turn": (int,), "view": (dict,), "legal": (list,),
    "undo": (bool,), "from": (int,), "moves": (list,), "over": (bool,),
    "result": (dict, type(None)), "seats": (list,),
}


def _checked_update(message: dict[str, Any], seats: int, game) -> dict[str, Any]:
    """`message` if it is an update of the protocol's shape for a table of `seats`;
    else BadMessage."""
    for key, kinds in _UPDATE.items():
        if type(message.get(key)) not in kinds:
            raise BadMessage(f"the update's '{key}'")
    if message["at"] != message["from"] + len(message["moves"]) or message["from"] < 0:
        raise BadMessage("the update's move count")
    if message["to_act"] is not None and not 0 <= message["to_act"] < seats:
        raise BadMessage("the update's seat to act")
    if len(message["seats"]) != seats or not all(
            isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("kind"), str)
            and isinstance(s.get("connected"), bool) for s in message["seats"]):
        raise BadMessage("the update's seats")
    for move in message["moves"]:
        if not isinstance(move, dict) or not (move.get("by") is None or type(move.get("by")) is int):
            raise BadMessage("a move")
        _events(move.get("events"))
    if not all(isinstance(text, str) for text in message["legal"]):
        raise BadMessage("the legal moves")
    try:
        for text in message["legal"]:
            game.parse_action(text)
        read(game.view_type, message["view"])
    except (ValueError, KeyError, TypeError) as exc:
        raise BadMessage(f"the view or the legal moves: {exc}") from None
    return message


def _events(events: Any) -> list[dict[str, Any]]:
    if not isinstance(events, list) or not all(isinstance(e, dict) and isinstance(e.get("event"), str)
                                               for e in events):
        raise BadMessage("the events")
    return events

