"""Betrayal Legacy: a campaign of a prologue and 13 chapters on the house core of
Betrayal at House on the Hill (../shared/rules/betrayal_legacy.md), then free play.

Built as the second ruleset of tabletop/games/house/: rules.py is one game (a chapter or
a free-play game), campaign.py the campaign as data, chapters.py the scripts between
them, content.py and data/ the content.

The campaign's own story (all our writing): Carrow House on Thornback Hill above the
town of Hallowmere, built in 1667 by the glassmaker Absalom Carrow over a well where
"the Tenant" sleeps, which lends luck and years and collects every generation. Five
families (carrow red, vell blue, okafor green, dunmore white, sable orange) come and
go over 14 games, 1667 to 1997. The publisher's branded books are ours: The Turncoat's
Book and The Survivors' Book (the haunts), The Black Folio, The House Ledger (the
journal), the Iron Chest and the Wax-Sealed Letter."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games import Declaration
from tabletop.games.house.actions import KINDS, REVEALS
from tabletop.games.house.haunt import haunt_texts

from .content import content_texts
from .options import LegacyOptions
from .rules import CONTENT, HAUNTS, LegacyState
from .view import LegacyView


def _determinize(view, rng):
    from .determinize import determinize

    return determinize(view, rng)


GAME = Game(
    name="betrayal_legacy",
    title="Betrayal Legacy",
    description="A house, five families and three centuries: a campaign of 14 games that changes the house for good.",
    min_seats=3,  # BL-D.2
    max_seats=5,
    state_class=LegacyState,
    action_kinds=KINDS,
    options_class=LegacyOptions,
    determinize=_determinize,
    view_type=LegacyView,
    # a Legacy card read shows a text no seat could see before (BL-D.35): undo stops
    # there, as at a roll or a draw (issue 21 §4)
    reveals=REVEALS | {"legacy_card_read"},
    once_per_seat=frozenset({"explorer_died"}),  # BH-D.48: the dead stay dead
    private=False,  # BL-D.35: the board, the cards and the rolls are public; the haunt texts have gates
    # 2: the house core's fixes of issue 21 (a death resolved once and ending the turn, one
    # drop and one pick-up a turn, monsters one by one, objectives after every step...)
    # and Legacy's own (the second deck read at once, costs, the Folio's order, runestones)
    rules_revision=2,
)
LegacyState.game = GAME


def all_content_texts() -> list[str]:
    """The catalogue keys a language other than English needs (content.py's, and the
    haunts')."""
    return list(content_texts(CONTENT)) + haunt_texts(HAUNTS.values())


DECLARATION = Declaration(
    client="tabletop.client.games.betrayal_legacy",
    showcase="tabletop.client.games.betrayal_legacy.showcase",
    bots={"random": "tabletop.ai.random_bot:RandomBot", "strong": "tabletop.ai.betrayal_bot:BetrayalBot"},
    sprites="build_scripts.draw_betrayal",
    content_prefixes=("tile.", "card.", "family.", "chapter.", "haunt.", "legacy.", "legacy_card.", "letter.", "folio."),
    content_texts=all_content_texts,
    campaign="tabletop.controller.campaigns.betrayal_legacy",
    free_play="tabletop.games.betrayal_legacy.free_play:simulated_start",
    haunts=sorted(HAUNTS),
)

__all__ = ["GAME", "CONTENT", "DECLARATION", "LegacyState"]
