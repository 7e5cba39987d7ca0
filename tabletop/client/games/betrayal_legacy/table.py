"""Betrayal Legacy's table: the house table (betrayal/table.py) with Legacy's kit (four
regions, families, tiles); a campaign chapter's game ends on its chapter's end (the
fates, then the campaign) instead of the results."""

from __future__ import annotations

from ..betrayal.table import BetrayalTable
from .kit import LEGACY


class LegacyTable(BetrayalTable):
    title_key = "betrayal_legacy.ui.title"
    kit = LEGACY
    keeps_played_haunts = False  # Betrayal's list; a campaign keeps the haunts it revealed itself

    def tile_data(self, room: str):
        """The tile with this game's stickers on it (a passage, a ghost, an obstacle, a
        runestone), as the rules see it."""
        return self.session.state.room_data(room) if room in self.kit.rooms else None

    def standee_letter(self, view, seat: int) -> str:
        """The character's initial: every family's name begins alike ("The ...")."""
        return self.name(seat)[:1]

    def results(self):
        link = getattr(self.session, "context", None)
        if link is None:
            return super().results()
        from .chapter_end import ChapterEndScene

        return ChapterEndScene(self.app, self.session, link)
