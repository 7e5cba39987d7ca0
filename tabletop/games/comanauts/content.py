"""Comanauts' content, loaded and cross-checked as a whole: the narrative files
(comazones, ID entities, clues, totems), the cards and every Adventure Book page.

`content_problems()` is the content validator (issue 4): every page's map and
references, every card, every code. Run `python -m tabletop.games.comanauts.content`
to print what is wrong.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tabletop.engine.errors import ContentError
from tabletop.engine.text import clip_repr

from .cards import DATA, Cards, load_cards
from .dice import load_bag
from .pages import load_page, page_problems
from .story import Story, load_story


def content_problems(require_all_pages: bool = False, folder: Path = DATA) -> list[str]:
    """Every problem with the content in `folder`, each starting with its file's name."""
    problems: list[str] = []
    try:
        story = load_story(folder)
    except ContentError as exc:
        return [str(exc)]
    for code in {e.code for e in story.entities}:
        count = len(story.clues_for(code))
        if count != 5:
            problems.append(f"clues.toml: code {code} has {count} clues, not 5 (CO-SETUP.10c)")
    try:
        load_bag(folder / "dice.toml")
        cards = load_cards(folder, comazones={z.id for z in story.comazones})
    except ContentError as exc:
        return problems + [str(exc)]
    stats = {s.id for s in cards.id_stats}
    for entity in story.entities:
        if entity.id not in stats:
            problems.append(f"id_entity_stats.toml: no fighting stats for ID entity {clip_repr(entity.id)}")
    known = known_ids(story, cards)
    found = sorted((folder / "pages").glob("*.toml"))
    for path in found:
        problems += page_file_problems(path, story, known)
    if require_all_pages and len(found) != len(story.comazones):
        problems.append(f"pages: {len(found)} of {len(story.comazones)} comazone pages are written")
    return problems


def known_ids(story: Story, cards: Cards) -> dict[str, Any]:
    """What pages may name: the `known` of `page_problems`, less the page's own code."""
    return {
        "items": {i.id for i in cards.items}, "hostiles": {h.id for h in cards.hostiles},
        "statuses": {s.id for s in cards.statuses}, "codes": {e.code for e in story.entities},
        "environments": {e.id for e in cards.environments},
        "pages": {z.page for z in story.comazones},
    }


def page_file_problems(path: Path, story: Story, known: dict[str, Any]) -> list[str]:
    """One page file checked against the story and the cards; each problem starts
    with the file's name."""
    try:
        page = load_page(path)
    except ContentError as exc:
        return [str(exc)]
    zone = next((z for z in story.comazones if z.id == page.comazone), None)
    if zone is None:
        return [f"{path.name}: comazone: {clip_repr(page.comazone)} is not in comazones.toml"]
    if path.stem != zone.id:  # the game finds a comazone's page by its file name
        return [f"{path.name}: comazone: the page of {clip_repr(zone.id)} belongs in {zone.id}.toml"]
    if page.page != zone.page:
        return [f"{path.name}: page: {page.page}, but comazones.toml gives {zone.id} page {zone.page}"]
    home = next((e.code for e in story.entities if e.home == zone.id and not e.extra_copy), "")
    return [f"{path.name}: {p}" for p in page_problems(page, {**known, "home_code": home})]


if __name__ == "__main__":
    found = content_problems(require_all_pages="--all" in sys.argv)
    print("\n".join(found) if found else "content ok")
    sys.exit(1 if found else 0)
