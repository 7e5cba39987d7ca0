"""Comanauts' content, loaded and cross-checked as a whole: the narrative files
(comazones, ID entities, clues, totems), the cards and every Adventure Book page.

`content_problems()` is the content validator (issue 4): every page's map and
references, every card, every code. Run `python -m tabletop.games.comanauts.content`
to print what is wrong.
"""

from __future__ import annotations

import sys

from tabletop.engine.errors import ContentError

from .cards import card_problems, load_cards
from .pages import PAGES, load_page, page_problems
from .story import load_story


def content_problems(require_all_pages: bool = False) -> list[str]:
    problems: list[str] = []
    try:
        story = load_story()
    except ContentError as exc:
        return [str(exc)]
    codes = {e.code for e in story.entities}
    home_code = {e.home: e.code for e in story.entities if not e.extra_copy}
    for code in codes:
        count = len(story.clues_for(code))
        if count != 5:
            problems.append(f"clues.toml: code {code} has {count} clues, not 5 (CO-SETUP.10c)")
    try:
        cards = load_cards(comazones={z.id for z in story.comazones})
    except ContentError as exc:
        return problems + [str(exc)]
    problems += card_problems(cards)
    stats = {s.id for s in cards.id_stats}
    for entity in story.entities:
        if entity.id not in stats:
            problems.append(f"id_entity_stats.toml: no fighting stats for ID entity '{entity.id}'")
    known = {
        "items": {i.id for i in cards.items}, "hostiles": {h.id for h in cards.hostiles},
        "statuses": {s.id for s in cards.statuses}, "codes": codes,
        "environments": {e.id for e in cards.environments},
        "pages": {z.page for z in story.comazones},
    }
    by_page = {z.page: z for z in story.comazones}
    found = sorted(PAGES.glob("*.toml"))
    for path in found:
        try:
            page = load_page(path)
        except ContentError as exc:
            problems.append(str(exc))
            continue
        zone = by_page.get(page.page)
        if zone is None or zone.id != page.comazone:
            problems.append(f"{path.name}: page {page.page} is not the page of comazone '{page.comazone}'")
            continue
        problems += page_problems(page, {**known, "home_code": home_code[page.comazone]})
    if require_all_pages and len(found) != len(story.comazones):
        problems.append(f"pages: {len(found)} of {len(story.comazones)} comazone pages are written")
    return problems


if __name__ == "__main__":
    found = content_problems(require_all_pages="--all" in sys.argv)
    print("\n".join(found) if found else "content ok")
    sys.exit(1 if found else 0)
