"""Darkmoor's events told in words, from the catalogue's [log] templates.

`WORDS` is the table of what each event says: a small handler per event name
that picks the template's suffix and fills its values. An event without a
handler is not worth a line."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.games.darkmoor.rules import HEROES

from .cards import CardPainter

# events shown bold in the log
STRONG = frozenset({"hero_attack", "hero_revealed", "turn_started", "game_over"})


class Teller:
    """What the handlers need: card, location, hero and seat names."""

    def __init__(self, faces: list[int], name: Callable[[int], str], cards: CardPainter) -> None:
        self.faces, self.name, self.cards = faces, name, cards

    def card(self, uid: int) -> str:
        return self.cards.owned_name(uid, self.name(uid // 18))

    def location(self, loc: int) -> str:
        return self.cards.face_name(self.faces[loc])

    def hero(self, hero_id: str) -> str:
        return self.cards.hero_name(next(i for i, h in enumerate(HEROES) if h.id == hero_id))


# Each handler returns the template's suffix and the values it fills.
Words = tuple[str, dict[str, Any]]


def _card_played(e, w: Teller) -> Words:
    return (("_extra" if e["extra"] else "") + ("_new" if e["new_horde"] else ""),
            {"card": w.cards.minion_name(e["card"]), "location": w.location(e["loc"])})


def _hero_attack(e, w: Teller) -> Words:
    return "", {"hero": w.hero(e["hero"]), "location": w.location(e["loc"]), "peril": e["peril"],
                "threshold": e["threshold"]}


def _minion_defeated(e, w: Teller) -> Words:
    suffix = "_ability" if e["by"] == "ability" else ("_hero_award" if e["award"] else "_hero")
    return suffix, {"card": w.card(e["card"]), "location": w.location(e["loc"]),
                    "seat_to": w.name(e["to"]) if e.get("to") is not None else ""}


def _minion_moved(e, w: Teller) -> Words:
    return "", {"card": w.card(e["card"]), "location": w.location(e["loc"]), "slot": e["to_slot"] + 1}


def _gap_closed(e, w: Teller) -> Words:
    return "", {"location": w.location(e["loc"])}


def _token_placed(e, w: Teller) -> Words:
    return f"_{e['token']}", {"card": w.card(e["card"]), "count": e["amount"]}


def _tokens_removed(e, w: Teller) -> Words:
    return "", {"card": w.card(e["card"]), "vp": e["vp"], "peril": e["peril"]}


def _hero_came_or_went(e, w: Teller) -> Words:
    return "", {"hero": w.hero(e["hero"]), "threshold": e.get("threshold", "")}


def _minions_escaped(e, w: Teller) -> Words:
    count = len(e["cards"])
    return "_none" if count == 0 else "", {"count": count, "location": w.location(e["loc"])}


def _cards_drawn(e, w: Teller) -> Words:
    return "", {"count": e["count"]}


def _location_scored(e, w: Teller) -> Words:
    return "_none" if e["seat"] is None else "", {"location": w.location(e["loc"]), "vp": e["vp"]}


WORDS: dict[str, Callable[[dict[str, Any], Teller], Words]] = {
    "card_played": _card_played,
    "hero_attack": _hero_attack,
    "minion_defeated": _minion_defeated,
    "minion_moved": _minion_moved,
    "gap_closed": _gap_closed,
    "token_placed": _token_placed,
    "tokens_removed": _tokens_removed,
    "hero_removed": _hero_came_or_went,
    "hero_revealed": _hero_came_or_went,
    "minions_escaped": _minions_escaped,
    "cards_drawn": _cards_drawn,
    "location_scored": _location_scored,
    "game_over": lambda e, w: ("", {"seat": w.name(e["winner"])}),
    "game_started": lambda e, w: ("", {"seat": w.name(e["first"])}),
    "turn_started": lambda e, w: ("", {}),
}


def describe(event: dict[str, Any], faces: list[int], name: Callable[[int], str],
             cards: CardPainter) -> str | None:
    """One sentence for `event`, or None for events not worth a line."""
    handler = WORDS.get(event["event"])
    if handler is None:
        return None
    t = cards.t
    suffix, values = handler(event, Teller(faces, name, cards))
    values.setdefault("seat", name(event["seat"]) if event.get("seat") is not None else "")
    key = f"darkmoor.log.{event['event']}{suffix}"
    if not t.has(key):
        return None
    return t(key, **values)


