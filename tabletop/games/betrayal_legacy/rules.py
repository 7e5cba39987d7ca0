"""Betrayal Legacy's rules model (../shared/rules/betrayal_legacy.md): one game, a
campaign chapter or a free-play game, on the house core (tabletop/games/house/) with
Legacy's ruleset switched on.

A game is its seed, its options and its actions. The options carry everything the
campaign decides before the game starts (campaign.py and chapters.py build them): the
family each seat plays, the tiles in the stack and the cards in each deck, the stickers
on tiles and families, the chapter's haunt (a campaign chapter fixes its haunt, BL-D.6)
and the first player if the chapter names one. So a saved chapter replays exactly, and
the game itself never reads the campaign.

Stickers act on components here (BL-LEG.2, BL-PASS.3): a tile sticker changes the tile
the rules see (a secret passage, a ghost circle that starts with a ghost, a small
obstacle, a runestone), a family sticker moves the green starting value of a trait up
(a blessing) or down (a scar).

A chapter also watches for the moments that read the second Legacy deck's cards it was
given (BL-D.53): the first time one comes, the card is read at once (its steps happen
to its reader) and noted in `legacy_read`; what it changes for good is written when
the chapter is committed (chapters.py).
"""

from __future__ import annotations

from typing import Any, Mapping

import attrs

from tabletop.engine.fields import Fields, field
from tabletop.games.house.content import TRAITS, Room, Track, ranged_cards
from tabletop.games.house.explore import Exploration
from tabletop.games.house.haunt_play import Haunting
from tabletop.games.house.ruleset import AT_ONCE, BURY, FIXED_MOVES, LEGACY_TRAITS, Ruleset
from tabletop.games.house.state import HOUSE_FIELDS, PUBLIC, HouseState

from .content import STARTS, load_chart, load_content, load_haunts
from .decisions import DECISIONS

CONTENT = load_content()
HAUNTS = load_haunts(CONTENT)
CHART = load_chart(CONTENT, HAUNTS)
TILES = {t.id: t for t in CONTENT.tiles}
ROOMS = TILES  # the house core and the house bot call tiles rooms
CARDS = {c.id: c for c in (*CONTENT.items, *CONTENT.omens, *CONTENT.events)}
LEGACY = {c.id: c for c in CONTENT.legacy}  # the second Legacy deck (BL-D.53)
FOLIO = {page.id: page for page in CONTENT.folio}  # the Black Folio's pages
#: the event that each kind of trigger waits for, and the field naming its tile or omen
MOMENTS = {"room_discovered": ("discover", "room"), "explorer_died": ("died", ""),
           "haunt_revealed": ("haunt", ""), "card_drawn": ("omen", "card")}
FAMILIES = {f.id: f for f in CONTENT.families}
TRACKS = {(f, trait): getattr(family, trait) for f, family in FAMILIES.items() for trait in TRAITS}
#: the step that reads a card of the second Legacy deck once its moment has come
READING = "legacy_reading"
DECKS = {"item": CONTENT.items, "omen": CONTENT.omens, "event": CONTENT.events}

RULES = Ruleset(
    floors=("exterior", "basement", "ground", "upper"),  # BL-REGION.1
    # BL-SETUP.2, BL-D.9-10: one start tile per region, each region its own grid; the
    # Ground Floor's start tile is two spaces, the Entrance Hall and the Staircase east of it
    starts=(("front_steps", "exterior", 0, 0), ("basement_landing", "basement", 0, 0),
            ("entrance_hall", "ground", 0, 0), ("ground_floor_staircase", "ground", 1, 0),
            ("upper_landing", "upper", 0, 0)),
    links=(("front_steps", "entrance_hall"),  # BL-REGION.8
           ("ground_floor_staircase", "upper_landing"), ("ground_floor_staircase", "basement_landing")),  # BL-REGION.7
    start_room="entrance_hall",  # BL-D.7
    landing_below="basement_landing",
    least_dice=1,  # BL-DICE.3
    movement=FIXED_MOVES, leftovers=BURY, timing=AT_ONCE, traits=LEGACY_TRAITS,
)

def reader_target(target: str, family: str, room: str) -> str:
    """A Legacy card's operation target, with its reader named: `family:reader` the
    reader's family, `tile:reader` the tile where its moment came (chapters.py)."""
    return {"family:reader": family, "tile:reader": room}.get(target, target)


def brought_in(read: list) -> list[tuple[str, str]]:
    """(component, place) for each card or tile that the Legacy cards `read` bring into
    a deck or the stack, in this game already (BL-D.37)."""
    return [(op.target, op.value) for card, _seat, _room in read for op in LEGACY[card].lasting
            if op.op == "add" and (op.value == "stack" or op.value.startswith("deck:"))]


def stickered_tile(tile: Room, stickers: list[str]) -> Room:
    """The tile as its stickers make it."""
    small, large = tile.obstacles
    return attrs.evolve(
        tile,
        passage=tile.passage or "passage" in stickers,
        ghosts=tile.ghosts + stickers.count("ghost"), start_ghosts=tile.start_ghosts + stickers.count("ghost"),
        obstacles=(small + stickers.count("obstacle"), large),
        runestones=tile.runestones + stickers.count("runestone"))


def stickered_track(track: Track, trait: str, stickers: list[str]) -> Track:
    """A family's trait track with its blessings and scars: the green start moves, never
    off the track (the skull is not a start)."""
    start = track.start + stickers.count(f"blessing:{trait}") - stickers.count(f"scar:{trait}")
    return attrs.evolve(track, start=max(1, min(len(track.values), start)))


class LegacyHaunting(Haunting):
    """The haunt as Legacy plays it: the Legacy cards due are read before it begins."""

    def start_haunt(self, number: int, revealer: int, omen: str, room: str) -> None:
        """The haunt begins; the Legacy cards due (those whose moment came just before,
        and the haunt's own) are read first, before anything of the haunt happens."""
        super().start_haunt(number, revealer, omen, room)
        steps = self.state.steps
        due = [step for step in steps if step[0] == READING]
        if due:
            steps[:] = [step for step in steps if step[0] != READING]
            steps.extend(due)


class LegacyExploration(Exploration):
    """The house core's exploring, ending the revealer's turn keeping the Legacy cards
    due (Legacy's leaving costs are its ruleset's `FixedMoves`)."""

    def _end_revealers_turn(self) -> None:
        """The haunt begins: the revealer's turn ends, but the Legacy cards due are kept."""
        steps = self.state.steps
        due = [step for step in steps if step[0] == READING]
        super()._end_revealers_turn()
        steps.extend(due)


class LegacyState(HouseState):
    ruleset = RULES
    COMPONENTS = {**HouseState.COMPONENTS, "exploration": LegacyExploration, "haunting": LegacyHaunting}
    chart = CHART
    ranged_weapons = ranged_cards(CARDS.values())
    decisions = DECISIONS
    PUBLIC = (*PUBLIC, "moves", "left_start", "legacy_read")
    FIELDS = Fields(
        *HOUSE_FIELDS,
        field("moves", int, default=lambda s: 0),  # fixed at the turn's start (BL-TURN.1, BL-D.18)
        field("left_start", bool, default=lambda s: False),  # BL-MOVE.3, BL-D.17
        field("legacy_read", list[list], default=lambda s: []),  # [card, reader seat, tile], in order read
    )

    def __init__(self, seed: int, options: Mapping[str, Any]) -> None:
        self._stickered_at = -1  # the Legacy cards read when the stickered tiles and tracks were made
        self._tiles: dict[str, Room] = TILES  # every tile as the rules see it, stickers and all
        self._tracks: dict[tuple[str, str], Track] = TRACKS  # every family's tracks, stickers and all
        super().__init__(seed, options)
        self._refresh_stickers()

    def _load_state_dict(self, data: Mapping[str, Any]) -> None:
        super()._load_state_dict(data)
        self._refresh_stickers()  # the stickers of the Legacy cards read before the save

    # -- set-up (BL-SETUP, BL-D.7-8, BL-D.52) -------------------------------------------------

    @classmethod
    def start(cls, seed: int, options: Mapping[str, Any]) -> "LegacyState":
        state = cls(seed, options)
        rng = state.rng
        state.explorers = list(options["families"])
        start_tile = options.get("start", RULES.start_room)
        for seat in range(state.n):
            state.traits.append([state.track(seat, t).start for t in TRAITS])  # BL-SETUP.1
            state.room.append(start_tile)  # BL-D.7
        for deck in DECKS:  # BL-SETUP.8, BL-D.52: the decks' cards, shuffled
            ids = list(options["cards"][deck])
            rng.shuffle(ids)
            state.decks[deck] = ids
        stack = list(options["tiles"])
        rng.shuffle(stack)
        state.stack = stack
        state.exploration.lay_start_tiles()
        first = options.get("first")
        state.active = first if first is not None else rng.below(state.n)  # BL-SETUP.9, BL-D.8
        state._emit("game_started", None, explorers=list(state.explorers), first=state.active,
                    chapter=options.get("chapter"))
        state._push(("turn",))
        state._push(*[("folio_page", page) for page in options.get("folio", ())])  # before the first turn
        state._open()
        return state

    # -- what the house core asks ----------------------------------------------------------------

    def explorer(self, seat: int):
        return FAMILIES[self.explorers[seat]]

    def room_data(self, ident: str):
        if self._stickered_at != len(self.legacy_read):  # read very often: the check inline
            self._refresh_stickers()
        return self._tiles[ident]

    def card_data(self, ident: str):
        return CARDS[ident]

    def track(self, seat: int, trait: str):
        if self._stickered_at != len(self.legacy_read):
            self._refresh_stickers()
        return self._tracks[self.explorers[seat], trait]

    def haunt_data_for(self, number: int):
        return HAUNTS[number]

    def haunt_begins(self, revealer: int, omen: str, room: str) -> None:
        """BL-D.6: the chapter's own haunt in the campaign; in free play the chart's cell
        for the omen and the tile it was drawn on ("other" for a tile without the omen
        symbol), with House on the Hill's "skip played haunts" when it is on (BL-D.50),
        or the haunt the group chose (the "haunt" option without a chapter)."""
        number = self.options.get("haunt")
        if number is None:
            super().haunt_begins(revealer, omen, room)
            return
        self.haunting.start_haunt(number, revealer, omen, room)

    # -- the second Legacy deck (BL-D.53) --------------------------------------------------------
    #
    # A card's moment (MOMENTS) makes it due: it waits in a ("legacy_reading", reader, card,
    # tile) step right after what is happening now; a death's card, which has nothing for
    # its dead reader to do, is read on the spot (even when that death ends the game). A
    # card is noted in `legacy_read` only when it is read, and only a card noted there is
    # written into the campaign (chapters.py): a card whose reader died first, or whose
    # game ended first, was never read and waits for its moment in a later chapter. The
    # haunt's beginning ends the revealer's turn but not the cards due (they are read
    # first thing in the haunt, the haunt's own card with them).

    def _emit(self, event: str, seat: int | None = None, **fields: Any) -> None:
        # GameState._emit, written out: every event comes through here, and handing its
        # fields on to the engine's cost as much again
        self._events.append({"event": event, "turn": self.turn, "seat": seat, **fields})
        moment = MOMENTS.get(event)
        if moment is None or not self.options.get("legacy") or seat is None or seat < 0:
            return
        kind, key = moment
        if kind == "omen" and fields.get("deck") != "omen":
            return
        trigger = f"{kind}:{fields[key]}" if key else kind
        taken = {entry[0] for entry in self.legacy_read} | {step[2] for step in self.steps if step[0] == READING}
        card = next((c for c in self.options["legacy"] if c not in taken and LEGACY[c].trigger == trigger), None)
        if card is None:
            return
        room = fields.get("room") or self.room[seat]
        if kind == "died":  # nothing for its dead reader to do: read now, even if the death ends the game
            self._read_legacy(card, seat, room)
        else:
            self._push((READING, seat, card, room))  # read right after what is happening now

    def _step_legacy_reading(self, seat: int, card: str, room: str) -> None:
        if any(entry[0] == card for entry in self.legacy_read):
            return
        if not self.alive[seat]:
            return  # its reader died before it could be read: it is not read (BL-D.37, BL-D.53)
        self._read_legacy(card, seat, room)

    def _read_legacy(self, card: str, seat: int, room: str) -> None:
        """The card is read aloud (an event everyone sees), noted, what it changes for
        good acts on this game at once (BL-D.37), and its steps happen to its reader."""
        self.legacy_read.append([card, seat, room])
        self._refresh_stickers()
        self._emit("legacy_card_read", seat, card=card, room=room)
        self._lasting_now(card, seat, room)
        if self.alive[seat]:  # the dead reader of "died" has no steps to take
            self._push(*[("legacy_step", seat, card, i) for i in range(len(LEGACY[card].now))])

    def _step_legacy_card(self, seat: int, card: str) -> None:
        """A card due in a position saved by an earlier version of Tabletop, which noted a
        card read when its moment came and read it in a step of this name: a snapshot's
        stack may still hold one (a position loaded by `from_dict`). It is read as today's
        rules read a card, where its moment came."""
        noted = next((entry for entry in self.legacy_read if entry[0] == card), None)
        if noted is None:
            self._read_legacy(card, seat, self.room[seat])
            return
        room = noted[2]
        self._emit("legacy_card_read", seat, card=card, room=room)
        self._lasting_now(card, seat, room)
        if self.alive[seat]:  # the dead reader of "died" has no steps to take
            self._push(*[("legacy_step", seat, card, i) for i in range(len(LEGACY[card].now))])

    def _step_legacy_step(self, seat: int, card: str, index: int) -> None:
        self.exploration.run_step(seat, LEGACY[card].now[index], ("legacy", card))

    def _lasting_now(self, card: str, seat: int, room: str) -> None:
        """What a card read changes for good that acts on this game at once (BL-D.37):
        its stickers (the tiles and the family tracks the rules see come from
        `_stickers`; a ghost comes onto a tile already laid, a secret passage opens on
        one), and a card or a tile it brings into a deck or the stack (at the bottom,
        BL-D.13). Its other changes (flags, the letter, destroying) wait for the next
        chapter."""
        house = None
        for op in LEGACY[card].lasting:
            target = reader_target(op.target, self.explorers[seat], room)
            if op.op == "sticker" and target in TILES and target in self.house.placed:
                if op.value == "ghost":
                    self.tokens.setdefault(target, []).append("ghost")
                    self._emit("ghosts_placed", seat, room=target, count=1)
                elif op.value == "passage":
                    house = house or self.house
                    self.exploration.join_passages(house, target)
            elif op.op == "add" and target not in (held := self.components())["cards"] + held["tiles"]:
                if op.value.startswith("deck:") and target in CARDS:
                    self.decks[op.value[5:]].insert(0, target)
                elif op.value == "stack" and target in TILES:
                    self.stack.insert(0, target)
        if house is not None:
            self._save_house(house)

    def _stickers(self) -> list[tuple[str, str]]:
        """Every sticker on the components in this game: the campaign's (the options) and
        those of the Legacy cards read so far (BL-D.37: they act at once)."""
        pairs = [(sticker, target) for sticker, target in self.options.get("stickers", ())]
        for card, seat, room in self.legacy_read:
            for op in LEGACY[card].lasting:
                if op.op == "sticker":
                    pairs.append((op.value, reader_target(op.target, self.explorers[seat], room)))
        return pairs

    def _refresh_stickers(self) -> None:
        """The tiles and tracks as the stickers make them, remade when a card was read
        (legacy_read only grows)."""
        if self._stickered_at == len(self.legacy_read):
            return
        stuck: dict[str, list[str]] = {}
        for sticker, target in self._stickers():
            stuck.setdefault(target, []).append(sticker)
        self._tiles = {**TILES, **{t: stickered_tile(TILES[t], s) for t, s in stuck.items() if t in TILES}}
        self._tracks = {**TRACKS, **{(f, trait): stickered_track(getattr(FAMILIES[f], trait), trait, s)
                                     for f, s in stuck.items() if f in FAMILIES for trait in TRAITS}}
        self._stickered_at = len(self.legacy_read)

    # -- the Black Folio's open pages stand at every game's start ----------------------------------

    def _step_folio_page(self, page: str) -> None:
        data = FOLIO[page]
        # a page for everyone hits them all at once: from the first player's left, clockwise,
        # the first player last (BL-DMG.5, BL-D.22)
        seats = [self.active] if data.who == "first" else self.ruleset.traits.hit_order(self)
        self._emit("folio_page", None, page=page)
        self._push(*[("folio_step", seat, page, i) for seat in seats for i in range(len(data.steps))])

    def _step_folio_step(self, seat: int, page: str, index: int) -> None:
        self.exploration.run_step(seat, FOLIO[page].steps[index], ("folio", page))

    def seat_name(self, seat: int | None) -> str:
        names = self.options.get("names")
        if seat is None:
            return "nobody"
        return names[seat] if names else self.explorer(seat).name

    def view(self, seat: int | None) -> dict[str, Any]:
        view = super().view(seat)
        view["chapter"] = self.options.get("chapter")
        view["stickers"] = [list(pair) for pair in self._stickers()]  # the set-up's and the Legacy cards read
        view["options"].pop("legacy", None)  # the unread Legacy cards are hidden from every seat (BL-D.36)
        return view


def default_setup() -> dict[str, Any]:
    """Free play's components when no campaign gives them (BL-D.40's bundled house): every
    tile and card of the campaign, none destroyed, no stickers."""
    return {"tiles": sorted(t.id for t in CONTENT.tiles if t.id not in STARTS),
            "cards": {deck: sorted(c.id for c in cards) for deck, cards in DECKS.items()}}
