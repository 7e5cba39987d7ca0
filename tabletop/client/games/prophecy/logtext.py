"""Prophecy's events told in words, from the catalogue's [log] templates
(`prophecy.log.<event><suffix>`).

`WORDS` is the table of what each event says: a small handler per event name that
picks the template's suffix and fills its values. Every event the rules emit has
one (none is kept quiet)."""

from __future__ import annotations

from typing import Any, Callable

from .cards import CardPainter

# events shown bold in the log
STRONG = frozenset({"turn_started", "battle_won", "battle_lost", "certificate_gained", "character_died",
                    "game_over", "chance_drawn"})


class Teller:
    """What the handlers need: seat, space, card and Item names."""

    def __init__(self, name: Callable[[int], str], cards: CardPainter) -> None:
        self.name, self.cards = name, cards
        self.t = cards.t

    def space(self, space: int) -> str:
        return self.cards.space_name(space)

    def card(self, ident: str) -> str:
        return self.cards.adventure_name_by_id(ident)

    def item(self, ident: str) -> str:
        return self.cards.item_name_by_id(ident)

    def items(self, idents: list[str]) -> str:
        return ", ".join(self.item(i) for i in idents)

    def word(self, key: str, value: str) -> str:
        return self.t.get(f"prophecy.ui.{key}_{value}", value)


Words = tuple[str, dict[str, Any]]


def _game_started(e, w: Teller) -> Words:
    names = ", ".join(w.cards.character_name(c) for c in e["characters"])
    return "", {"characters": names}


def _first_roll(e, w: Teller) -> Words:
    rolls = ", ".join(f"{w.name(s)} {r}" for s, r in enumerate(e["rolls"]) if r is not None)
    return ("_again" if e.get("round", 1) > 1 else ""), {"rolls": rolls}


def _amount(e, w: Teller) -> Words:
    return "", {"count": e.get("amount", 0)}


def _moved(e, w: Teller) -> Words:
    return f"_{e['how']}", {"to": w.space(e["to"]), "from": w.space(e["from"]), "cost": e["cost"]}


def _battle_started(e, w: Teller) -> Words:
    return f"_{e['battle']}" + ("_three" if e.get("lives") == 3 else ""), {"card": w.card(e["card"]),
                                                                            "space": w.space(e["space"])}


def _special(e, w: Teller) -> Words:
    return ("_paid" if e.get("paid") else ""), {"card": w.card(e["card"]), "marker": e.get("marker", "")}


def _declared(e, w: Teller) -> Words:
    items = e.get("items") or []
    suffix = "" if items else "_none"
    if items and e.get("magic"):
        suffix = "_magic"
    return suffix, {"items": w.items(items), "magic": e.get("magic", 0)}


def _thrown(e, w: Teller) -> Words:
    return ("_broke" if e.get("broke") else ""), {"item": w.item(e["item"]), "bonus": e["bonus"]}


def _roll(e, w: Teller) -> Words:
    return f"_{e['outcome']}", {k: e[k] for k in ("light", "dark", "you", "it", "roll")}


def _merchant(e, w: Teller) -> Words:
    return ("" if e["items"] else "_none"), {"town": w.word("town", e["town"]), "items": w.items(e["items"])}


def _service(e, w: Teller) -> Words:
    return f"_{e['name']}", {"amount": e["amount"], "cost": e["cost"]}


def _certificate(e, w: Teller) -> Words:
    return ("" if e.get("gold") else "_free"), {"guild": w.cards.guild_name(e["guild"]), "xp": e["xp"],
                                                "gold": e.get("gold", 0)}


def _priced_out(e, w: Teller) -> Words:
    """The turn ended by itself on a space whose Possibilities cost too much, or a
    Creature's '?' rule was not offered: what was short, in the words a refusal of
    them says (prophecy.error.short_*)."""
    name = w.name(e["seat"])
    why = dict.fromkeys(w.t(f"prophecy.error.short_{o['short']}", name=name, has=o["has"], need=o["need"])
                        for o in e.get("offers") or [])
    if e.get("card") is not None:  # a Creature's '?' rule the seat could not pay for: not asked
        return "_rule", {"why": " ".join(why), "card": w.card(e["card"])}
    return "", {"why": " ".join(why)}


def _game_over(e, w: Teller) -> Words:
    winners = e.get("winners") or []
    if not winners:
        return "_none", {}
    return f"_{e.get('reason', 'certificates')}", {"seat": w.name(winners[0])}


def _card_space(e, w: Teller) -> Words:
    return "", {"card": w.card(e["card"]), "space": w.space(e["space"]) if "space" in e else ""}


WORDS: dict[str, Callable[[dict[str, Any], Teller], Words]] = {
    "game_started": _game_started,
    "first_roll": _first_roll,
    "turn_started": lambda e, w: ("_extra" if e.get("extra") else "", {}),
    "chance_drawn": lambda e, w: ("", {"card": w.cards.chance_name_by_id(e["card"])}),
    "adventure_placed": _card_space,
    "merchant_stocked": _merchant,
    "healed": _amount,
    "recharged": _amount,
    "gold_gained": _amount,
    "xp_gained": _amount,
    "gold_lost": _amount,
    "magic_lost": _amount,
    "health_lost": _amount,
    "xp_lost": _amount,
    "strength_up": lambda e, w: ("", {}),
    "will_up": lambda e, w: ("", {}),
    "extra_turn": lambda e, w: ("", {}),
    "moved": _moved,
    "stayed": lambda e, w: ("", {"space": w.space(e["space"])}),
    "spider_bites": _card_space,
    "opportunity_used": _card_space,
    "opportunity_left": _card_space,
    "battle_started": _battle_started,
    "battle_changed": lambda e, w: ("", {"paid": e.get("paid", 0)}),
    "special_applied": _special,
    "items_declared": _declared,
    "weapon_thrown": _thrown,
    "battle_roll": _roll,
    "battle_won": lambda e, w: ("", {"card": w.card(e["card"]), "xp": e["xp"]}),
    "battle_tied": lambda e, w: ("", {"card": w.card(e["card"])}),
    "battle_lost": lambda e, w: ("", {"card": w.card(e["card"])}),
    "item_found": lambda e, w: ("", {"item": w.item(e["item"])}),
    "item_bought": lambda e, w: ("", {"item": w.item(e["item"]), "cost": e["cost"]}),
    "item_sold": lambda e, w: ("", {"item": w.item(e["item"]), "price": e["price"]}),
    "item_repaired": lambda e, w: ("", {"item": w.item(e["item"])}),
    "item_damaged": lambda e, w: ("", {"item": w.item(e["item"])}),
    "certificate_gained": _certificate,
    "service_used": _service,
    "character_died": lambda e, w: ("", {}),
    "deck_shuffled": lambda e, w: ("", {"deck": w.word("deck", e.get("deck", ""))}),
    "priced_out": _priced_out,
    "turn_ended": lambda e, w: ("", {}),
    "game_over": _game_over,
}


def describe(event: dict[str, Any], name: Callable[[int], str], cards: CardPainter) -> str | None:
    """One sentence for `event`."""
    handler = WORDS.get(event["event"])
    if handler is None:
        return None
    t = cards.t
    suffix, values = handler(event, Teller(name, cards))
    values.setdefault("seat", name(event["seat"]) if isinstance(event.get("seat"), int) else "")
    key = f"prophecy.log.{event['event']}{suffix}"
    if not t.has(key):
        key = f"prophecy.log.{event['event']}"
        if not t.has(key):
            return None
    return t(key, **values)
