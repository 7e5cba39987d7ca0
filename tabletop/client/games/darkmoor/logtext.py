"""Darkmoor's events told in words, from the catalogue's [log] templates."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.games.darkmoor.rules import FACES, HEROES

from .cards import CardPainter


def describe(event: dict[str, Any], faces: list[int], name: Callable[[int], str],
             cards: CardPainter) -> str | None:
    """One sentence for `event`, or None for events not worth a line."""
    t = cards.t
    kind = event["event"]

    def card(uid: int) -> str:
        return cards.owned_name(uid, name(uid // 18))

    def location(loc: int) -> str:
        return cards.face_name(faces[loc])

    def hero(hero_id: str) -> str:
        index = next(i for i, h in enumerate(HEROES) if h.id == hero_id)
        return cards.hero_name(index)

    seat = name(event["seat"]) if event.get("seat") is not None else ""
    key = f"darkmoor.log.{kind}"
    values: dict[str, Any] = {"seat": seat}
    if kind == "card_played":
        key += ("_extra" if event["extra"] else "") + ("_new" if event["new_horde"] else "")
        values.update(card=cards.minion_name(event["card"]), location=location(event["loc"]))
    elif kind == "hero_attack":
        values.update(hero=hero(event["hero"]), location=location(event["loc"]), peril=event["peril"],
                      threshold=event["threshold"])
    elif kind == "minion_defeated":
        key += "_ability" if event["by"] == "ability" else ("_hero_award" if event["award"] else "_hero")
        values.update(card=card(event["card"]), location=location(event["loc"]),
                      seat_to=name(event["to"]) if event.get("to") is not None else "")
    elif kind == "minion_moved":
        values.update(card=card(event["card"]), location=location(event["loc"]), slot=event["to_slot"] + 1)
    elif kind == "gap_closed":
        values.update(location=location(event["loc"]))
    elif kind == "token_placed":
        key += f"_{event['token']}" + ("_one" if event["amount"] == 1 else "")
        values.update(card=card(event["card"]), amount=event["amount"])
    elif kind == "tokens_removed":
        values.update(card=card(event["card"]), vp=event["vp"], peril=event["peril"])
    elif kind in ("hero_removed", "hero_revealed"):
        values.update(hero=hero(event["hero"]), threshold=event.get("threshold", ""))
    elif kind == "minions_escaped":
        count = len(event["cards"])
        key += "_none" if count == 0 else ("_one" if count == 1 else "")
        values.update(count=count, location=location(event["loc"]))
    elif kind == "cards_drawn":
        key += "_one" if event["count"] == 1 else ""
        values.update(count=event["count"])
    elif kind == "location_scored":
        if event["seat"] is None:
            key += "_none"
        values.update(location=location(event["loc"]), vp=event["vp"])
    elif kind == "game_over":
        values.update(seat=name(event["winner"]))
    elif kind == "game_started":
        values.update(seat=name(event["first"]))
    elif kind != "turn_started":
        return None
    if not t.has(key):
        return None
    return t(key, **values)


def face_ids(view: dict[str, Any]) -> list[str]:
    return [FACES[f].id for f in view["locations"]]
