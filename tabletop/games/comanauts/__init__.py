"""Comanauts: 1-4 comanauts (player sheets) dive into a comatose man's dreams to
find and defeat the Prime ID, with the enemies' turns run by the app.

Modules: content (story.py, cards.py, pages.py, content.py: the validator),
library.py (content as the model reads it), geometry.py (maps), dice.py, rolls.py,
equipment.py, steps.py, setup.py, sheet.py, enemy_turn.py (every choice of the
automated enemy turn), rules.py (the model), view.py (its view, typed), actions.py,
options.py, decisions.py, choices.py (answers read once), validate.py (saves),
determinize.py (for bots), campaign.py and in_progress.py (a campaign, and its
session in progress in the store), positions.py and bench.py (`bench enemy-turn`).

Pages carry their special rules twice: in words (`special_rules`) and as data
(`[rules]`: max_ranged_range, move_limit with exempt spaces, burning spaces,
failed_test_clarity), which rules.py enforces.
"""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games import Declaration

from .actions import KINDS
from .determinize import determinize
from .options import ComanautsOptions
from .rules import ComanautsState
from .view import ComanautsView

GAME = Game(
    name="comanauts",
    title="Comanauts",
    description="Dive into a comatose man's dreams, follow the clues and defeat the Prime ID.",
    min_seats=2,  # CO-D.19: the rulebook is for 2 to 4; a person alone plays two or more
    max_seats=4,
    state_class=ComanautsState,
    action_kinds=KINDS,
    options_class=ComanautsOptions,
    determinize=determinize,
    view_type=ComanautsView,
    private=False,  # CO-D.22: what the box hides, it hides from everyone
    default_seats=2,  # CO-D.19: solo is one person with two comanauts
    cooperative=True,
    # What chance decided, what the box hid, and what the Adventure Book says: an
    # entry read or a page turned to shows fixed text nobody had read (CO-D.22), so
    # undo stops there too, and nobody reads an outcome, takes it back and chooses again
    reveals=frozenset({"dice_drawn", "dice_rolled", "die_rerolled", "clarity_rolled", "clue_revealed",
                       "vital_sign_revealed", "enemy_activated", "inner_child_placed", "prime_id_revealed",
                       "enemy_entered", "avatar_revealed", "game_started", "entry_read", "page_entered"}),
)
ComanautsState.game = GAME

def content_english() -> dict[str, str]:
    """Every text of the content files (data/*.toml, data/pages/*.toml) by its
    catalogue key, with its English. Other languages carry these keys in
    i18n/<lang>.toml; the client asks for them with the English as the default."""
    from operator import attrgetter

    from . import library as lib

    out: dict[str, str] = {}

    def put(key: str, text: str) -> None:
        if text:
            out[key] = text

    # (key prefix, records, their text fields), in the catalogue's order; "rows"
    # stands for an enemy card's row specials, keyed special_<row>
    simple = [
        ("avatar", lib.CARDS.avatars, ("name", "bio", "ability.name", "ability.text")),
        ("item", lib.CARDS.items, ("name", "text", "flavor")),
        ("hostile", lib.CARDS.hostiles, ("name", "text", "rows")),
        ("entity", lib.STORY.entities, ("name", "emotion", "description")),
        ("entity", lib.CARDS.id_stats, ("rows",)),
        ("status", lib.CARDS.statuses, ("name", "text")),
        ("environment", lib.CARDS.environments, ("name", "text")),
        ("totem", lib.STORY.totems, ("name", "text", "flavor")),
        ("zone", lib.STORY.comazones, ("name", "theme", "intro")),
    ]
    for prefix, records, fields in simple:
        for record in records:
            for name in fields:
                if name == "rows":
                    for n, row in enumerate(record.rows):
                        put(f"{prefix}.{record.id}.special_{n}", row.special)
                else:
                    put(f"{prefix}.{record.id}.{name.replace('.', '_')}", attrgetter(name)(record))
    put("campaign.intro", lib.CAMPAIGN_STORY.intro)
    put("campaign.ending", lib.CAMPAIGN_STORY.ending)
    for r in lib.CAMPAIGN_STORY.revelation:
        put(f"campaign.revelation.{r.entity}.title", r.title)
        put(f"campaign.revelation.{r.entity}.text", r.text)
    for k, clue in enumerate(lib.STORY.clues):
        put(f"clue.{clue.code}.{lib.STORY.clues_for(clue.code).index(k) + 1}", clue.text)
    for z in lib.STORY.comazones:
        page = lib.page_of(z.id)
        put(f"page.{z.id}.setup", page.setup)
        put(f"page.{z.id}.special_rules", page.special_rules)
        for space in page.space:
            put(f"page.{z.id}.space.{space.id}", space.name)
        for entry in page.entry:
            put(f"page.{z.id}.entry.{entry.id}.text", entry.text)
            for n, choice in enumerate(entry.choices):
                put(f"page.{z.id}.entry.{entry.id}.choice_{n}", choice.label)
    return out


def content_texts() -> list[str]:
    """The catalogue keys a language other than English needs for the content."""
    return list(content_english())


CONTENT_PREFIXES = ("avatar.", "item.", "hostile.", "entity.", "status.", "environment.", "totem.", "zone.",
                    "clue.", "page.", "campaign.")

DECLARATION = Declaration(
    client="tabletop.client.games.comanauts",
    showcase="tabletop.client.games.comanauts.showcase",
    # Random play-outs teach a searcher nothing here: the strong bot is a planner.
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.comanauts_bot:ComanautsPlanner"},
    sprites="build_scripts.draw_comanauts",
    content_prefixes=CONTENT_PREFIXES,
    content_texts=content_texts,
    campaign="tabletop.controller.campaigns.comanauts",
    bench="tabletop.games.comanauts.bench",
)

__all__ = ["GAME", "DECLARATION", "ComanautsState"]
