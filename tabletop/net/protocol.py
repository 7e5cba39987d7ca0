"""The messages between a host and its remote seats: JSON objects with a "type".

A client's message is data from anyone on the network: `parse` checks every one in
full (its size, its type, its keys, each value's type and length) before the host
looks at it, and never evaluates anything. What it refuses raises `ProtocolError`
with a reason a player can read and a catalogue key.

Client -> host:
    {"type": "hello", "protocol": 1, "code": str, "seat": int | null, "name": str}
    {"type": "act", "action": str, "at": int}     (`at`: the history length it saw)
    {"type": "why", "action": str}    (why that move is refused now: answered by a refusal)
    {"type": "aids"}    (what the rules work out for playing by hand now: answered by an aids)
    {"type": "undo"}    {"type": "ping"}
Host -> client:
    {"type": "welcome", "protocol": 1, "game", "seat", "seats", "options", "opening"}
    {"type": "update", "at", "to_act", "turn", "view", "legal", "undo", "from", "moves", "over",
     "result", "seats"}
    {"type": "aids", "at", "aids"}
    {"type": "refused", "reason", "key", "values"}    (the game is untouched)
    {"type": "bye", "reason", "key"}        (then the host closes)
"""

from __future__ import annotations

import json
from typing import Any

from tabletop.engine.names import SEAT_NAME_LIMIT, valid_text

PROTOCOL = 1
DEFAULT_PORT = 8765
MAX_MESSAGE = 64 * 1024  # bytes of one message, either way
HELLO_TIMEOUT = 5.0  # seconds a new connection has to say hello
RATE = 20.0  # messages a second a client may send, sustained (a client keeps under it)
BURST = 40  # and at once
MAX_CODE = 64
MAX_ACTION = 1_000  # characters of an action's text (as a save allows)
MAX_AT = 10_000_000
MAX_SEAT = 100

# Each message a client may send: its keys, each with the types its value may take.
_CLIENT: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"protocol": (int,), "code": (str,), "seat": (int, type(None)), "name": (str,)},
    "act": {"action": (str,), "at": (int,)},
    "why": {"action": (str,)},
    "aids": {},
    "undo": {},
    "ping": {},
}
_LIMITS = {"code": MAX_CODE, "name": SEAT_NAME_LIMIT, "action": MAX_ACTION}
_RANGES = {"protocol": (0, 1_000_000), "seat": (0, MAX_SEAT), "at": (0, MAX_AT)}


class ProtocolError(ValueError):
    """A message the host will not read, with why (for the player) and a catalogue key."""

    def __init__(self, reason: str, key: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key


def parse(text: Any) -> dict[str, Any]:
    """A client's message, checked in full; anything else raises ProtocolError."""
    if not isinstance(text, str):
        raise ProtocolError("Messages must be JSON text.", "net.malformed")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise ProtocolError(f"That message is larger than {MAX_MESSAGE // 1024} KB.", "net.too_large")
    try:
        message = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("That message is not valid JSON.", "net.malformed") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("A message must be a JSON object with a type.", "net.malformed")
    fields = _CLIENT.get(message["type"])
    if fields is None:
        raise ProtocolError("That kind of message is not known.", "net.malformed")
    if set(message) != {"type", *fields}:
        raise ProtocolError("That message has missing or unknown fields.", "net.malformed")
    for key, kinds in fields.items():
        value = message[key]
        # bool is an int to Python, never to the protocol
        if type(value) not in kinds:
            raise ProtocolError(f"The field '{key}' has the wrong type.", "net.malformed")
        if isinstance(value, str) and len(value) > _LIMITS[key]:
            raise ProtocolError(f"The field '{key}' is too long.", "net.malformed")
        if key == "name" and not valid_text(value, SEAT_NAME_LIMIT):  # shown to people: kept by the name rule
            raise ProtocolError("That name cannot be shown.", "net.malformed")
        if type(value) is int and not _RANGES[key][0] <= value <= _RANGES[key][1]:
            raise ProtocolError(f"The field '{key}' is out of range.", "net.malformed")
    return message


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def dump(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"))


def refused(reason: str, key: str | None, values: dict[str, Any] | None = None) -> dict[str, Any]:
    """A refusal: the reason in words, its catalogue key and the values its words name
    (a seat's name), so that the client can say it in its player's language."""
    said = {k: v for k, v in (values or {}).items() if type(v) in (str, int)}
    return {"type": "refused", "reason": reason, "key": key or "net.refused", "values": said}


def bye(reason: str, key: str) -> dict[str, Any]:
    return {"type": "bye", "reason": reason, "key": key}
