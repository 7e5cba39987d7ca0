"""A Betrayal Legacy campaign as data: what the chapters have done to the house, the
decks and the families (BL-D.37), and the pure functions that change it.

The content (tiles, cards, chapters) never changes; a campaign is overlays on it: where
each component is (in play, on a plank, sealed, in Purgatory, destroyed...), the order
of the ordered decks and their read pointers (BL-D.38, BL-D.53), stickers and marks,
standing rules, flags, the families' members and fates, the chapter to play next, the
year, and the history of the games. It is plain data for the campaign store
(tabletop/persistence/campaigns.py), checked by cattrs when it is read back.

Content changes a campaign only through the closed set of operations (BL-D.55), each
applied by `apply` with no side effect: `fold_chapter` folds a finished chapter (its
fates and its end operations) into a new campaign. Destroyed components never return.
"""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.engine.content import one_of
from tabletop.engine.documents import from_document, to_document
from tabletop.engine.names import CHARACTER_LIMIT, NAME_LIMIT, name_field

VERSION = 3  # of this document; older ones are migrated by MIGRATIONS

#: where a component can be (BL-D.37); "deck:<name>" for the Event, Item, Omen decks
PLACES = ("box", "sealed", "legacy", "purgatory", "destroyed", "kept", "stack", "deck:event", "deck:item", "deck:omen")
OPERATIONS = ("add", "destroy", "release_plank", "open_chest", "open_letter", "sticker", "mark", "flag",
              "add_flag", "read_legacy", "unlock_journal", "standing", "end_standing")


@attrs.frozen
class Fate:
    """What became of a member in one chapter (BL-FAM.4, BL-D.43): the players' text (at
    most 80 characters), whether they died, whether they were a traitor."""

    chapter: int
    fate: str = ""
    died: bool = False
    traitor: bool = False


@attrs.frozen
class Member:
    """A family member who played one chapter or more (BL-FAM.3-4, BL-D.42-44): `fates`
    holds one record per chapter played, in order (a returning member's earlier ones
    are kept); `fate` and `died` are the latest, `traitor` whether they ever turned."""

    name: str = name_field(CHARACTER_LIMIT)
    age: int = attrs.field(validator=attrs.validators.ge(0))
    chapters: tuple[int, ...] = ()
    fate: str = ""
    died: bool = False
    traitor: bool = False
    fates: tuple[Fate, ...] = ()  # version 3


@attrs.frozen
class FamilyRecord:
    family: str
    members: tuple[Member, ...] = ()

    @property
    def last(self) -> Member | None:
        return self.members[-1] if self.members else None


@attrs.frozen
class Sticker:
    sticker: str
    target: str
    slot: str = ""


@attrs.frozen
class Operation:
    """One change content may make (BL-D.55): `op` one of OPERATIONS, its target and
    value; `persistent` False for a change that lasts this game only."""

    op: str = attrs.field(validator=one_of(*OPERATIONS))
    target: str = ""
    value: str = ""
    amount: int = 0
    persistent: bool = True


@attrs.frozen
class Seat:
    """Who sits at a family's place for the whole campaign (BL-D.41): a person's name,
    or a bot ("random", "strong")."""

    name: str = name_field(NAME_LIMIT)
    kind: str = attrs.field(default="human", validator=one_of("human", "random", "strong"))


@attrs.frozen
class GameRecord:
    chapter: int
    seed: int
    haunt: str
    winner: str  # heroes, traitor or "" (nobody)
    traitors: tuple[int, ...] = ()


@attrs.frozen
class Campaign:
    version: int = VERSION
    chapter: int = 0  # the chapter to play next (0: the prologue)
    year: int = 1667
    roster: tuple[str, ...] = ()  # seat -> family id (BL-D.41)
    seats: tuple[Seat, ...] = ()  # seat -> who plays it (version 2)
    families: tuple[FamilyRecord, ...] = ()
    places: dict[str, str] = attrs.Factory(dict)  # component -> PLACES, or plank:<n>
    read: dict[str, int] = attrs.Factory(dict)  # Legacy deck -> cards read (BL-D.53)
    stickers: tuple[Sticker, ...] = ()
    marks: dict[str, str] = attrs.Factory(dict)
    standing: tuple[str, ...] = ()  # cards whose rule stays in play (BL-D.53)
    flags: dict[str, int] = attrs.Factory(dict)
    journal: tuple[int, ...] = ()  # chapters whose ledger page is written
    chest_open: bool = False
    letter_open: bool = False
    haunts: tuple[str, ...] = ()
    history: tuple[GameRecord, ...] = ()
    absent: tuple[str, ...] = ()  # families sitting out the chapter being cast (BL-D.43)

    def family(self, ident: str) -> FamilyRecord:
        return next(f for f in self.families if f.family == ident)

    @property
    def table(self) -> tuple[int, ...]:
        """The seats (indexes into roster and seats) that play the next chapter."""
        return tuple(seat for seat, family in enumerate(self.roster) if family not in self.absent)

    @property
    def playing(self) -> tuple[str, ...]:
        """The families that play the next chapter, in seat order."""
        return tuple(self.roster[seat] for seat in self.table)


def to_data(campaign: Campaign) -> dict[str, Any]:
    return to_document(campaign)


def from_data(data: Any) -> Campaign:
    """A campaign read back from the store, checked; ValueError names what is wrong."""
    return from_document(data, Campaign)


def new_campaign(families: list[str], places: dict[str, str], seats: list[Seat] | None = None) -> Campaign:
    """A campaign before its prologue: the families chosen (seat order), who plays each
    (people by default), and where each component starts (the content's origins)."""
    if len(set(families)) != len(families) or not 3 <= len(families) <= 5:
        raise ValueError("A campaign is 3 to 5 players, each with a family of their own (BL-D.2, BL-D.41).")
    seats = list(seats) if seats is not None else [Seat(f.capitalize()) for f in families]
    if len(seats) != len(families):
        raise ValueError("Each family has one seat at the table.")
    return Campaign(roster=tuple(families), seats=tuple(seats), families=tuple(FamilyRecord(f) for f in families),
                    places=dict(places))


# -- who plays a chapter: a family sits one out, a new player joins (BL-D.37, BL-D.43) -------------------

def sit_out(campaign: Campaign, absent: list[str] | tuple[str, ...]) -> Campaign:
    """The campaign with these families missing the next chapter: they keep their
    members and get no fate for it; at least 3 families play (BL-D.2)."""
    unknown = [f for f in absent if f not in campaign.roster]
    if unknown:
        raise ValueError(f"{', '.join(unknown)}: not a family of this campaign.")
    if len(campaign.roster) - len(set(absent)) < 3:
        raise ValueError("A chapter needs at least 3 families at the table (BL-D.2).")
    return attrs.evolve(campaign, absent=tuple(f for f in campaign.roster if f in absent))


def join(campaign: Campaign, family: str, seat: Seat) -> Campaign:
    """The campaign with a new player and a family of their own, from the next chapter
    on (at most 5 families, each once; BL-D.41). The family starts with no member: its
    first character is named at the casting like any descendant."""
    if family in campaign.roster:
        raise ValueError(f"{family}: that family already plays in this campaign.")
    if len(campaign.roster) >= 5:
        raise ValueError("A campaign has at most 5 families (BL-D.2).")
    return attrs.evolve(campaign, roster=(*campaign.roster, family), seats=(*campaign.seats, seat),
                        families=(*campaign.families, FamilyRecord(family)))


# -- a chapter's start: the family members (BL-SETUP.4-6, BL-D.42-44) ----------------------------------

def cast(campaign: Campaign, years: int, choices: dict[str, tuple[str, int, bool]]) -> Campaign:
    """Each family's member for the next chapter: family -> (name, age, returning). A
    returning member is the last one, alive, now `years` older (BL-SETUP.5, BL-D.42,
    BL-D.44); anyone else is a new member (a descendant) of any age."""
    missing = [f for f in campaign.playing if f not in choices]
    if missing:
        raise ValueError(f"{', '.join(missing)}: no character chosen for the chapter.")
    families = []
    for record in campaign.families:
        if record.family not in choices or record.family in campaign.absent:
            families.append(record)  # absent from this chapter (BL-D.43)
            continue
        name, age, returning = choices[record.family]
        last = record.last
        if returning:
            if last is None or last.died:
                raise ValueError(f"{record.family}: the dead cannot return; a descendant plays (BL-D.44).")
            member = attrs.evolve(last, age=last.age + years, chapters=(*last.chapters, campaign.chapter))
            families.append(attrs.evolve(record, members=(*record.members[:-1], member)))
            continue
        if not name.strip() or age < 0:
            raise ValueError(f"{record.family}: a new member has a name and an age of 0 or more (BL-D.42).")
        families.append(attrs.evolve(record, members=(*record.members, Member(name, age, (campaign.chapter,)))))
    return attrs.evolve(campaign, families=tuple(families))


# -- operations (BL-D.55) ---------------------------------------------------------------------------

def apply(campaign: Campaign, op: Operation) -> Campaign:
    """`campaign` with one operation done. A destroyed component stays destroyed."""
    places = dict(campaign.places)
    if op.op == "add":  # a card or tile into a place (a deck, the stack, Purgatory...)
        if places.get(op.target) == "destroyed":
            return campaign
        if op.value not in PLACES:
            raise ValueError(f"'add' puts a component in one of {', '.join(PLACES)}, not {op.value!r}.")
        places[op.target] = op.value
        return attrs.evolve(campaign, places=places)
    if op.op == "destroy":
        places[op.target] = "destroyed"
        standing = tuple(c for c in campaign.standing if c != op.target)
        return attrs.evolve(campaign, places=places, standing=standing)
    if op.op == "release_plank":  # its tiles join the stack
        plank = f"plank:{op.target}"
        return attrs.evolve(campaign, places={k: ("stack" if v == plank else v) for k, v in places.items()})
    if op.op in ("open_chest", "open_letter"):
        sealed = {k: "box" for k, v in places.items() if v == "sealed"} if op.op == "open_chest" else {}
        return attrs.evolve(campaign, places={**places, **sealed}, **{f"{op.op[5:]}_open": True})
    if op.op == "sticker":
        if places.get(op.target) == "destroyed":
            return campaign
        if op.value == "passage" and any(s.sticker == "passage" and s.target == op.target for s in campaign.stickers):
            return campaign  # a tile has a secret passage or not: a second sticker changes nothing
        return attrs.evolve(campaign, stickers=(*campaign.stickers, Sticker(op.value, op.target, str(op.amount))))
    if op.op == "mark":
        return attrs.evolve(campaign, marks={**campaign.marks, op.target: op.value})
    if op.op == "flag":
        return attrs.evolve(campaign, flags={**campaign.flags, op.target: op.amount})
    if op.op == "add_flag":
        return attrs.evolve(campaign, flags={**campaign.flags, op.target: campaign.flags.get(op.target, 0) + op.amount})
    if op.op == "read_legacy":
        return attrs.evolve(campaign, read={**campaign.read, op.target: campaign.read.get(op.target, 0) + op.amount})
    if op.op == "unlock_journal":
        return attrs.evolve(campaign, journal=tuple(sorted({*campaign.journal, op.amount})))
    if op.op == "standing":
        if op.target in campaign.standing:
            return campaign
        return attrs.evolve(campaign, standing=(*campaign.standing, op.target))
    return attrs.evolve(campaign, standing=tuple(c for c in campaign.standing if c != op.target))  # end_standing


# -- a finished chapter (BL-CAMP.4, BL-FAM.4, BL-D.37, BL-D.43) ----------------------------------------------

@attrs.frozen
class ChapterResult:
    """What a finished chapter hands to the campaign: its record, each playing family's
    fate (family -> (fate text, died, traitor)), and the end operations of its outcome."""

    record: GameRecord
    fates: dict[str, tuple[str, bool, bool]]
    operations: tuple[Operation, ...] = ()
    years_to_next: int = 0


def fold_chapter(campaign: Campaign, result: ChapterResult) -> Campaign:
    """The campaign after a chapter: the fates written (at most 80 characters, BL-D.43),
    each member's chapter added to the fates of the chapters before (BL-FAM.4), the end
    operations applied (persistent ones only), the game in the history, the
    ledger page of the chapter written, and the next chapter and year."""
    if result.record.chapter != campaign.chapter:
        raise ValueError(f"Chapter {result.record.chapter} is not the one being played ({campaign.chapter}).")
    families = []
    for record in campaign.families:
        fate = result.fates.get(record.family)
        if fate is None or record.last is None:
            families.append(record)
            continue
        text, died, traitor = fate
        member = record.last
        kept = tuple(f for f in member.fates if f.chapter != campaign.chapter)  # earlier chapters stay
        last = attrs.evolve(member, fate=text[:80], died=died, traitor=member.traitor or traitor,
                            fates=(*kept, Fate(campaign.chapter, text[:80], died, traitor)))
        families.append(attrs.evolve(record, members=(*record.members[:-1], last)))
    folded = attrs.evolve(campaign, families=tuple(families))
    for op in result.operations:
        if op.persistent:
            folded = apply(folded, op)
    haunts = campaign.haunts if result.record.haunt in campaign.haunts else (*campaign.haunts, result.record.haunt)
    return attrs.evolve(folded, chapter=campaign.chapter + 1, year=campaign.year + result.years_to_next,
                        history=(*campaign.history, result.record), haunts=haunts, absent=(),
                        journal=tuple(sorted({*folded.journal, campaign.chapter})))


def _seats_for_families(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2: the seats were not kept; each family's seat is a person named
    after the family."""
    return {**doc, "version": 2, "seats": [{"name": f.capitalize(), "kind": "human"} for f in doc.get("roster", [])]}


def _fates_per_chapter(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3: a member kept one fate, overwritten by each chapter it played;
    that one becomes the record of its last chapter (the earlier ones were lost)."""
    families = []
    for record in doc.get("families", []):
        members = []
        for m in record.get("members", []):
            chapters = m.get("chapters") or []
            fates = [{"chapter": chapters[-1], "fate": m.get("fate", ""), "died": m.get("died", False),
                      "traitor": m.get("traitor", False)}] if chapters and (m.get("fate") or m.get("died")) else []
            members.append({**m, "fates": fates})
        families.append({**record, "members": members})
    return {**doc, "version": 3, "families": families}


#: how an older campaign document becomes the next version (campaign store migrations)
MIGRATIONS: dict[int, Any] = {1: _seats_for_families, 2: _fates_per_chapter}


def migrated(doc: dict[str, Any]) -> dict[str, Any]:
    """A campaign document brought up to VERSION (for one read outside the store, such
    as the finished campaign that ships)."""
    while isinstance(doc, dict) and isinstance(doc.get("version"), int) and doc["version"] in MIGRATIONS:
        doc = MIGRATIONS[doc["version"]](doc)
    return doc
