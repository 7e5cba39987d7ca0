"""Comanauts' narrative content as validated data: comazones, ID entities, clues and
totems (data/comazones.toml, id_entities.toml, clues.toml, totems.toml)."""

from __future__ import annotations

from pathlib import Path

import attrs

from tabletop.engine.content import load
from tabletop.engine.errors import ContentError

DATA = Path(__file__).parent / "data"


def _code(_i, attribute, value: str) -> None:
    if len(value) != 7 or not value.isdigit():
        raise ValueError(f"{attribute.name} must be 7 digits; got '{value}'")


@attrs.frozen
class Comazone:
    id: str
    name: str
    page: int
    id_entity: str
    totem: str
    theme: str
    intro: str


@attrs.frozen
class IdEntity:
    id: str
    name: str
    code: str = attrs.field(validator=_code)
    home: str
    extra_copy: bool
    emotion: str
    description: str


@attrs.frozen
class Clue:
    code: str = attrs.field(validator=_code)
    text: str


@attrs.frozen
class Totem:
    id: str
    name: str
    comazone: str
    text: str
    flavor: str = ""


@attrs.frozen
class ComazoneFile:
    comazone: tuple[Comazone, ...]


@attrs.frozen
class IdEntityFile:
    id_entity: tuple[IdEntity, ...]


@attrs.frozen
class ClueFile:
    clue: tuple[Clue, ...]


@attrs.frozen
class TotemFile:
    totem: tuple[Totem, ...]


@attrs.frozen
class Story:
    comazones: tuple[Comazone, ...]
    entities: tuple[IdEntity, ...]
    clues: tuple[Clue, ...]
    totems: tuple[Totem, ...]

    def comazone(self, ident: str) -> Comazone:
        return next(z for z in self.comazones if z.id == ident)

    def entity(self, ident: str) -> IdEntity:
        return next(e for e in self.entities if e.id == ident)

    def clues_for(self, code: str) -> list[int]:
        """Indexes of the clue cards with `code` (a clue is known by its index)."""
        return [i for i, c in enumerate(self.clues) if c.code == code]


def load_story(folder: Path = DATA) -> Story:
    story = Story(
        load(folder / "comazones.toml", ComazoneFile).comazone,
        load(folder / "id_entities.toml", IdEntityFile).id_entity,
        load(folder / "clues.toml", ClueFile).clue,
        load(folder / "totems.toml", TotemFile).totem,
    )
    zones = {z.id for z in story.comazones}
    entities = {e.id for e in story.entities}
    totems = {t.id for t in story.totems}
    problems = []
    for zone in story.comazones:
        if zone.id_entity not in entities:
            problems.append(f"comazones.toml: {zone.id} names unknown ID entity '{zone.id_entity}'")
        if zone.totem not in totems:
            problems.append(f"comazones.toml: {zone.id} names unknown totem '{zone.totem}'")
    for entity in story.entities:
        if entity.home not in zones:
            problems.append(f"id_entities.toml: {entity.id}'s home '{entity.home}' is not a comazone")
    for totem in story.totems:
        if totem.comazone not in zones:
            problems.append(f"totems.toml: {totem.id} names unknown comazone '{totem.comazone}'")
    if problems:
        raise ContentError("; ".join(problems))
    return story
