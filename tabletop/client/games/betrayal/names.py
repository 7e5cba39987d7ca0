"""The words for the content's ids: rooms, cards, explorers, traits, monsters, haunt
tokens, counters and actions. English comes from the content files; another language
from the catalogue (betrayal.room.<id>.name...) when it has the key.

The house table serves both Betrayals: a `HouseKit` says which content it shows (the
rooms or tiles, cards, explorers or families, haunts), under which catalogue prefix
its texts are translated, and the floors or regions of its tabs. The table's words
(betrayal.ui.*) are the same for both."""

from __future__ import annotations

from typing import Any, Callable, Mapping

import attrs

from tabletop.games.betrayal.rules import CARDS, CONTENT, EXPLORERS, HAUNTS, ROOMS
from tabletop.games.house.view import HouseView

TRAITS = ("speed", "might", "sanity", "knowledge")
#: an explorer's printed colour, on the table
COLOURS = {"red": (196, 60, 56), "purple": (140, 86, 190), "green": (60, 150, 90), "blue": (60, 110, 200),
           "white": (222, 218, 206), "orange": (226, 136, 44), "yellow": (226, 196, 64)}


@attrs.frozen
class HouseKit:
    prefix: str  # the catalogue prefix of the content's texts
    rooms: Mapping[str, Any]
    cards: Mapping[str, Any]
    explorers: Mapping[str, Any]  # id -> an explorer or a family (name, color)
    haunts: Mapping[int, Any]
    floors: tuple[str, ...]  # the tabs, top to bottom
    explorer_key: str = "explorer"  # the catalogue's words for an explorer's and a room's texts
    room_key: str = "room"
    #: the name of an effect's source of a kind only this game has ("folio:<page>"): (t, kind,
    #: ident) -> its name, or None when the kind is not the game's
    source_name: Callable[[Any, str, str], str | None] = lambda t, kind, ident: None
    omens: frozenset[str] = frozenset()  # the cards of the Omen deck (some are items or companions too)

    def colour(self, ident: str, fallback=(150, 150, 150)):
        """The colour of an explorer's card, for its standee, its sheet and its seat."""
        explorer = self.explorers.get(ident)
        return COLOURS.get(explorer.color if explorer else "", fallback)

    def haunt_of(self, view: HouseView):
        h = view.haunt
        return self.haunts.get(h["number"]) if h else None


BETRAYAL = HouseKit("betrayal", ROOMS, CARDS, {e.id: e for e in EXPLORERS}, HAUNTS, ("upper", "ground", "basement"),
                    omens=frozenset(c.id for c in CONTENT.omens))


def _plain(ident: str) -> str:
    return ident.replace("_", " ").capitalize()


class Names:
    def __init__(self, t, kit: HouseKit = BETRAYAL) -> None:
        self.t = t
        self.kit = kit
        self.english = getattr(t, "language", "en") == "en"

    def _content(self, key: str, english: str | None) -> str:
        if self.english:
            return english or self.t.get(key, "")
        return self.t.get(key, english or "")

    def room(self, ident: str | None) -> str:
        if not ident:
            return "—"
        r = self.kit.rooms.get(ident)
        return self._content(f"{self.kit.prefix}.{self.kit.room_key}.{ident}.name", r.name if r else _plain(ident))

    def room_text(self, ident: str) -> str:
        r = self.kit.rooms.get(ident)
        return self._content(f"{self.kit.prefix}.{self.kit.room_key}.{ident}.text", r.text if r else "")

    def card(self, ident: str) -> str:
        c = self.kit.cards.get(ident)
        return self._content(f"{self.kit.prefix}.card.{ident}.name", c.name if c else _plain(ident))

    def card_text(self, ident: str) -> str:
        c = self.kit.cards.get(ident)
        return self._content(f"{self.kit.prefix}.card.{ident}.text", c.text if c else "")

    def card_kind(self, ident: str) -> str:
        """The deck a card comes from (omen, item, event): what its face is labelled and
        coloured by. An omen that is also an item or a companion is an omen."""
        if ident in self.kit.omens:
            return "omen"
        c = self.kit.cards.get(ident)
        return "event" if c is not None and c.kind == "event" else "item"

    def explorer(self, ident: str) -> str:
        e = self.kit.explorers.get(ident)
        return self._content(f"{self.kit.prefix}.{self.kit.explorer_key}.{ident}.name", e.name if e else _plain(ident))

    def explorer_flavor(self, ident: str) -> str:
        """An explorer's (a Legacy family's) few words of who they are."""
        e = self.kit.explorers.get(ident)
        return self._content(f"{self.kit.prefix}.{self.kit.explorer_key}.{ident}.flavor", getattr(e, "flavor", ""))

    def trait(self, trait: str) -> str:
        return self.t(f"betrayal.ui.trait_{trait}")

    def trait_short(self, trait: str) -> str:
        return self.t(f"betrayal.ui.trait_short_{trait}").strip()

    def floor(self, floor: str) -> str:
        return self.t(f"betrayal.ui.floor_{floor}")

    def deck(self, deck: str) -> str:
        return self.t(f"betrayal.ui.deck_{deck}")

    def _haunt_part(self, kind: str, ident: str, part: str = "name") -> str:
        for h in self.kit.haunts.values():
            for thing in getattr(h, kind):
                if thing.id == ident:
                    key = f"{self.kit.prefix}.haunt.{h.id}.{kind[:-1]}.{ident}.{part}"
                    return self._content(key, getattr(thing, part, "") or _plain(ident))
        return _plain(ident)

    def monster(self, kind: str) -> str:
        return self._haunt_part("monsters", kind)

    def monster_in_sentence(self, kind: str) -> str:
        """A kind of monster's name where the log's sentence already gives it its
        article ("The {monster_name} moves"): a name that begins with one
        (betrayal.ui.name_articles, "The |" in English) loses it: never "The The Nursemaid"."""
        name = self.monster(kind)
        for article in filter(None, self.t("betrayal.ui.name_articles").split("|")):
            if name.startswith(article):
                return name[len(article):]
        return name

    def monster_text(self, kind: str) -> str:
        """What the haunt's book says of a kind of monster."""
        return self._haunt_part("monsters", kind, "text")

    def token(self, ident: str) -> str:
        """A haunt's token, or a marker a card or room places (betrayal.ui.token_*)."""
        key = f"betrayal.ui.token_{ident}"
        return self.t(key) if self.t.has(key) else self._haunt_part("tokens", ident)

    def counter(self, ident: str) -> str:
        return self._haunt_part("counters", ident)

    def secret(self, ident: str) -> str:
        return self._haunt_part("secrets", ident)

    def action(self, ident: str) -> str:
        for h in self.kit.haunts.values():
            for a in h.actions:
                if a.id == ident:
                    return self._content(f"{self.kit.prefix}.haunt.{h.id}.action.{ident}.label", a.label)
        return _plain(ident)

    def choice(self, source: str, labels: list[str], k: int) -> str:
        """Option `k` of a card's or a room's choice, in the player's language: the
        catalogue numbers a thing's choices by their place among its parts (see
        content_texts in games/betrayal/__init__.py), found here by their English labels."""
        english = labels[k] if 0 <= k < len(labels) else ""
        rooms, cards = self.kit.rooms, self.kit.cards
        kind = "room" if source in rooms else "card" if source in cards else ""
        data = rooms.get(source) if kind == "room" else cards.get(source)
        parts = ("on_enter", "on_end_turn", "on_discover", "action") if kind == "room" else \
            ("use", "immediate", "steps", "while_kept", "with_ghosts")
        steps = [step for part in parts for step in getattr(data, part, ())] if data is not None else []
        for i, step in enumerate(steps):
            if step.op == "choose" and [o.label for o in step.options] == list(labels):
                key = self.kit.room_key if kind == "room" else kind
                return self._content(f"{self.kit.prefix}.{key}.{source}.option.{i}.{k}", english)
        return english

    def source(self, source: str) -> str:
        """What an effect comes from ("room:crypt", "card:revolver", "haunt:<haunt or its
        action>", or a kind of the kit's own), by its name: never the id."""
        kind, _, ident = source.partition(":")
        if kind == "room":
            return self.room(ident)
        if kind == "card":
            return self.card(ident)
        if kind == "haunt":
            if any(h.id == ident for h in self.kit.haunts.values()):
                return self.haunt_title(ident)
            return self.action(ident)
        return self.kit.source_name(self.t, kind, ident) or _plain(ident or kind)

    def haunt_title(self, ident: str) -> str:
        for h in self.kit.haunts.values():
            if h.id == ident:
                return self._content(f"{self.kit.prefix}.haunt.{ident}.title", h.title)
        return _plain(ident)

    def side_text(self, haunt_id: str, side: str, part: str, english: str) -> str:
        return self._content(f"{self.kit.prefix}.haunt.{haunt_id}.{side}.{part}", english)

