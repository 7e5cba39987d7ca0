"""Comanauts' narrative content as validated data: comazones, ID entities, clues and
totems (data/comazones.toml, id_entities.toml, clues.toml, totems.toml; the
format is in data/README.md), and the story told along a campaign (campaign.toml).
Every field is required; comazones' pages run 1 to 11, each used once, and every
reference names a record that exists."""

from __future__ import annotations

from pathlib import Path

import attrs

from tabletop.engine.content import join, load
from tabletop.engine.errors import ContentError
from tabletop.engine.text import clip, clip_repr

DATA = Path(__file__).parent / "data"


def _code(_i, attribute, value: str) -> None:
    if len(value) != 7 or not value.isdigit():
        raise ValueError(f"{attribute.name} must be 7 digits; got {clip_repr(value)}")


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
    flavor: str


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
    for file, records in (("comazones.toml", story.comazones), ("id_entities.toml", story.entities),
                          ("totems.toml", story.totems)):
        ids = [r.id for r in records]
        problems += [f"{file}: id {clip_repr(i)} is used twice" for i in sorted(set(ids)) if ids.count(i) > 1]
    pages = [z.page for z in story.comazones]
    for i, zone in enumerate(story.comazones):
        where = f"comazones.toml: comazone[{i}] ({clip(zone.id)})"
        # The page is checked here, in its own file: a wrong one would otherwise
        # surface as a page file that does not match its comazone.
        if not 1 <= zone.page <= len(pages) or pages.count(zone.page) > 1:
            problems.append(f"{where}.page: pages run 1 to {len(pages)}, each used once; got {zone.page}")
        if zone.id_entity not in entities:
            problems.append(f"{where}.id_entity: unknown ID entity {clip_repr(zone.id_entity)}")
        if zone.totem not in totems:
            problems.append(f"{where}.totem: unknown totem {clip_repr(zone.totem)}")
    for i, entity in enumerate(story.entities):
        if entity.home not in zones:
            problems.append(f"id_entities.toml: id_entity[{i}] ({clip(entity.id)}).home: "
                            f"{clip_repr(entity.home)} is not a comazone")
    for i, totem in enumerate(story.totems):
        if totem.comazone not in zones:
            problems.append(f"totems.toml: totem[{i}] ({clip(totem.id)}).comazone: unknown comazone "
                            f"{clip_repr(totem.comazone)}")
    if problems:
        raise ContentError(join(problems))
    return story


# -- the story told along the campaign (data/campaign.toml): an intro, what each defeated ID
# reveals about Dr. Strobal, and the ending -------------------------------------------------------

@attrs.frozen
class Revelation:
    entity: str
    title: str
    text: str


@attrs.frozen
class CampaignStory:
    intro: str
    ending: str
    revelation: tuple[Revelation, ...]

    def of(self, entity: str) -> Revelation:
        return next(r for r in self.revelation if r.entity == entity)


def load_campaign_story(story: Story, folder: Path = DATA) -> CampaignStory:
    """data/campaign.toml, checked: one revelation for each ID entity that can be a
    Prime ID, and every text written."""
    file = "campaign.toml"
    told = load(folder / file, CampaignStory)
    wanted = [e.id for e in story.entities if not e.extra_copy]
    got = [r.entity for r in told.revelation]
    if sorted(got) != sorted(wanted):
        missing, extra = sorted(set(wanted) - set(got)), sorted(set(got) - set(wanted))
        raise ContentError(f"{file}: revelation.entity: one for each ID entity that is not an extra copy; "
                           f"missing {missing}, unknown or doubled {extra or sorted(x for x in got if got.count(x) > 1)}")
    if not told.intro.strip() or not told.ending.strip():
        raise ContentError(f"{file}: intro and ending are written")
    for r in told.revelation:
        if not r.title.strip() or not r.text.strip():
            raise ContentError(f"{file}: revelation {r.entity!r}: title and text are written")
    return told
