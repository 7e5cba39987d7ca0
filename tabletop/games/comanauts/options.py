"""Comanauts' options: CO-D.1 "Bookkeeper decides", CO-D.13 auto-defend, the
comanauts' names, a campaign's stickered IDs and the rules' revision."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.engine.options import GameOptions, Names, SomeOf, Switch, Whole, option

#: the current revision of the rules model: 2 asks no re-roll that cannot change a
#: roll's outcome (CO-CLARITY.4-5); 1 (saves made before) asks after every roll
REVISION = 2
_ANSWERS = {False: "comanauts.options.no", True: "comanauts.options.yes"}


def _prime_ids(seats: int) -> list[str]:
    """The ID entities a campaign may sticker (an extra copy is never a Prime ID)."""
    from .library import STORY

    return [e.id for e in STORY.entities if not e.extra_copy]


@attrs.frozen
class ComanautsOptions(GameOptions):
    TITLE = "Comanauts"

    bookkeeper_decides: Any = option(Switch(), False, always=True, label="comanauts.options.bookkeeper",
                                     labels=_ANSWERS)
    auto_defend: Any = option(Switch(), False, always=True, label="comanauts.options.auto_defend",
                              labels=_ANSWERS)
    names: Any = option(Names())
    # a campaign's stickered IDs leave set-up (CO-SETUP.6b, CO-D.51)
    retired: Any = option(SomeOf(_prime_ids, "an ID entity (not an extra copy)"), ())
    # The rules' revision a game was started with. A save made before revisions
    # existed has none and replays as revision 1, exactly as it was played; new
    # games from the window ask for the current one.
    revision: Any = option(Whole(1, REVISION), fresh=REVISION)

    def check(self, seats: int) -> None:
        from .setup import REVEALED_ENTITIES

        if self.retired and len(_prime_ids(seats)) - len(self.retired) < REVEALED_ENTITIES:
            raise ValueError(f"Set-up needs {REVEALED_ENTITIES} ID entities without stickers: the campaign is won.")
