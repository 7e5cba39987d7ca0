"""The campaign screen: the families and their members through the years (who died,
who turned traitor), the chapter to play next, what the chapters have changed in the
house and the decks, and the House Ledger so far; from here a chapter begins (or
resumes after a crash), a campaign goes back to before a chapter, and a finished
campaign opens free play on its final house (BL-D.40). A chapter in progress begun
under an earlier revision of the rules says so, as a saved game does in the Load list:
it resumes under today's rules, and its last moves they no longer allow are dropped.

A campaign that cannot be read is not lost: the screen says why and offers its
backups, newest first (persistence/campaigns.py keeps one before every chapter)."""

from __future__ import annotations

import pygame

from tabletop.client import theme
from tabletop.client.scenes.campaign_base import CampaignScreen
from tabletop.client.scenes.common import background, older_rules_text
from tabletop.client.widgets import Button, fit_text, panel, put_text
from tabletop.engine.game import OlderRules
from tabletop.games.betrayal_legacy.campaign import Campaign
from tabletop.games.betrayal_legacy.chapters import open_pages, read_flag
from tabletop.games.betrayal_legacy.rules import CONTENT

from .chapter_link import SCRIPTS, chapter_older_rules, load_campaign, resume_chapter
from .free_play import open_free_play
from .kit import LEGACY
from .words import P, chapter_text, legacy_text, names, thing

CHAPTERS = len(SCRIPTS)
START_YEAR = Campaign().year


class CampaignScene(CampaignScreen):
    keys = f"{P}.campaign"
    column_shares = (0.36, 0.30, 0.34)
    heading_room = 30

    def __init__(self, app, store, ident: str, remote: frozenset[int] = frozenset()) -> None:
        super().__init__(app, store, ident, columns=3)
        self.campaign: Campaign | None = None
        self.remote = remote  # the seats made Remote at New game: Tonight begins with them remote
        self.older: OlderRules | None = None  # the chapter in progress was begun under earlier rules

    # -- reading the campaign -----------------------------------------------------------------

    def on_show(self) -> None:
        t = self.app.t
        self.read(load_campaign)
        self.older = chapter_older_rules(self.store, self.ident) if self.progress is not None else None
        self.buttons = []
        if self.campaign is not None:
            done = self.campaign.chapter >= CHAPTERS
            if self.in_progress:
                self.buttons += self.in_progress_buttons(t(f"{P}.campaign.resume", n=self.campaign.chapter),
                                                         self.campaign.chapter)
            elif not done:
                self.buttons.append(Button(t(f"{P}.campaign.begin", n=self.campaign.chapter), self._begin,
                                           primary=True))
            else:
                self.buttons.append(Button(t(f"{P}.campaign.free_play"), self._free_play, primary=True))
                self.buttons.append(Button(t(f"{P}.campaign.free_play_new"), lambda: self._free_play(skip_played=True)))
            if self.campaign.chapter > 0:
                self.buttons.append(Button(t(f"{P}.campaign.go_back", n=self.campaign.chapter - 1),
                                           lambda: self.go_back_to_before(self.campaign.chapter - 1)))
        self.buttons.append(Button(t("common.back"), self.app.back_to_menu))
        super().on_show()

    def fill_columns(self) -> None:
        if self.campaign is None:
            self.show_problem()
            self.set_column(2, [])
            return
        self.set_column(0, self._families())
        self.set_column(1, self._changes())
        self.set_column(2, self._ledger())
        self.fill_in_progress()

    def _families(self):
        t, c = self.app.t, self.campaign
        n = names(t)
        lines = []
        for seat, family in enumerate(c.roster):
            record = c.family(family)
            who = c.seats[seat].name if seat < len(c.seats) else ""
            lines.append((f"{n.explorer(family)} — {who}", LEGACY.colour(family), True))
            if not record.members:
                lines.append(("   " + t(f"{P}.campaign.no_members"), theme.TEXT_DIM, False))
            for member in record.members:
                year = self._year_of(member.chapters[0]) if member.chapters else c.year
                marks = [t(f"{P}.campaign.died")] if member.died else []
                marks += [t(f"{P}.campaign.traitor")] if member.traitor else []
                head = t(f"{P}.campaign.member", name=member.name, age=member.age, year=year)
                lines.append(("   " + head + (f" [{', '.join(marks)}]" if marks else ""),
                              theme.DANGER if member.died else theme.TEXT, False))
                for fate in member.fates:  # each chapter it played, its fate then (BL-FAM.4)
                    marks = [t(f"{P}.campaign.died")] if fate.died else []
                    marks += [t(f"{P}.campaign.traitor")] if fate.traitor else []
                    line = t(f"{P}.campaign.fate_line", year=self._year_of(fate.chapter), fate=fate.fate or "—")
                    lines.append(("      " + line + (f" [{', '.join(marks)}]" if marks else ""), theme.TEXT_DIM, False))
                if member.fate and not member.fates:
                    lines.append(("      " + member.fate, theme.TEXT_DIM, False))
            lines.append(("", theme.TEXT, False))
        return lines

    def _year_of(self, chapter: int) -> int:
        return year_of(chapter)

    def _changes(self):
        t, c = self.app.t, self.campaign
        n = names(t)
        lines = []
        if c.chapter < CHAPTERS:
            lines.append((t(f"{P}.campaign.next", n=c.chapter, title=chapter_text(t, c.chapter, "title"),
                            year=self._year_of(c.chapter)), theme.HIGHLIGHT, True))
        else:
            lines.append((t(f"{P}.campaign.finished"), theme.HIGHLIGHT, True))
        if self.older is not None:  # what resuming the chapter in progress will do
            lines.append((older_rules_text(t, self.older), theme.HIGHLIGHT, False))
        lines.append(("", theme.TEXT, False))
        places = c.places
        stack = [x for x, p in places.items() if p == "stack"]
        planks = sum(1 for p in set(places.values()) if p.startswith("plank:"))
        lines.append((t(f"{P}.campaign.house", tiles=t(f"{P}.campaign.tiles_n", count=len(stack) + 5),
                        planks=t(f"{P}.campaign.planks_wait", count=planks)), theme.TEXT, False))
        decks = {d: sum(1 for p in places.values() if p == f"deck:{d}") for d in ("item", "event", "omen")}
        lines.append((t(f"{P}.campaign.decks", **{f"{d}s": t(f"{P}.campaign.{d}s_n", count=decks[d]) for d in decks}),
                      theme.TEXT, False))
        lines.append((t(f"{P}.campaign.chest_open" if c.chest_open else f"{P}.campaign.chest_shut"), theme.TEXT_DIM,
                      False))
        lines.append((t(f"{P}.campaign.letter_open" if c.letter_open else f"{P}.campaign.letter_shut"),
                      theme.TEXT_DIM, False))
        read = [card.id for card in CONTENT.legacy if c.flags.get(read_flag(card.id))]
        if read:
            lines.append(("", theme.TEXT, False))
            lines.append((t(f"{P}.campaign.deck2"), theme.ACCENT, True))
            lines += [(f"   {legacy_text(t, card, 'title')}", theme.TEXT, False) for card in read]
        if c.stickers:
            lines.append(("", theme.TEXT, False))
            lines.append((t(f"{P}.campaign.stickers"), theme.ACCENT, True))
            for sticker in c.stickers:
                kind, _, trait = sticker.sticker.partition(":")
                label = t(f"{P}.sticker.{kind}", trait=n.trait(trait) if trait else "")
                lines.append((f"   {label}: {thing(t, sticker.target)}", theme.TEXT, False))
        destroyed = [x for x, p in places.items() if p == "destroyed"]
        if destroyed:
            lines.append(("", theme.TEXT, False))
            lines.append((t(f"{P}.campaign.destroyed"), theme.DANGER, True))
            lines += [(f"   {thing(t, x)}", theme.TEXT, False) for x in sorted(destroyed)]
        if c.history:
            lines.append(("", theme.TEXT, False))
            lines.append((t(f"{P}.campaign.history"), theme.ACCENT, True))
            for game in c.history:
                side = t(f"betrayal.ui.side_{game.winner}") if game.winner else "—"
                lines.append((t(f"{P}.campaign.game_line", year=self._year_of(game.chapter), n=game.chapter,
                                title=chapter_text(t, game.chapter, "title"), side=side), theme.TEXT, False))
        return lines

    def _ledger(self):
        t, c = self.app.t, self.campaign
        lines = []
        pages = open_pages(c)
        if pages:  # the Black Folio's open pages stand in every game
            lines.append((t(f"{P}.campaign.folio"), theme.ACCENT, True))
            for page in pages:
                lines.append((legacy_text(t, f"folio:{page}", "title"), theme.HIGHLIGHT, True))
                lines += [(para, theme.TEXT, False) for para in legacy_text(t, f"folio:{page}", "text").split("\n")
                          if para.strip()]
            lines.append(("", theme.TEXT, False))
        if c.letter_open:  # the letter is kept with the ledger once opened
            lines.append((legacy_text(t, "letter", "title"), theme.HIGHLIGHT, True))
            lines += [(para, theme.TEXT, False) for para in legacy_text(t, "letter", "text").split("\n") if para.strip()]
            lines.append(("", theme.TEXT, False))
        if not c.journal:
            lines.append((t(f"{P}.campaign.ledger_empty"), theme.TEXT_DIM, False))
        for index in c.journal:
            lines.append((f"{self._year_of(index)} — {chapter_text(t, index, 'title')}", theme.HIGHLIGHT, True))
            lines.append((chapter_text(t, index, "journal"), theme.TEXT, False))
            lines.append(("", theme.TEXT, False))
        return lines

    # -- what the buttons do ---------------------------------------------------------------------

    def _begin(self) -> None:
        from .tonight import TonightForm

        self.app.push(TonightForm(self.app, self.store, self.ident, self.campaign, SCRIPTS[self.campaign.chapter],
                                  self.remote))

    def resume_session(self):
        return resume_chapter(self.store, self.ident)

    def _free_play(self, skip_played: bool = False) -> None:
        """Free play on this house; with `skip_played`, the chart passes over the haunts
        already played in free play (BL-D.50), as the New game screen offers."""
        open_free_play(self.app, self.campaign, skip_played=skip_played)

    def draw(self, surface: pygame.Surface) -> None:
        t, assets = self.app.t, self.app.assets
        background(surface, assets)
        s = self.scale
        self.draw_title(surface, t(f"{P}.campaign.title", name=self.name), int(22 * s), int(34 * s))
        heads = (f"{P}.campaign.families", f"{P}.campaign.changes", f"{P}.campaign.ledger_head")
        for column, head in zip(self.columns, heads):
            label = fit_text(assets, t(head), int(18 * s), column.rect.width - 8, theme.ACCENT, bold=True)
            put_text(surface, label, pygame.Rect(column.rect.x + 4, column.rect.y - int(28 * s), column.rect.width - 8,
                                                 int(28 * s)), "column head", "topleft")
            panel(surface, column.rect)
            column.draw(surface, assets)
        for button in self.buttons:
            button.draw(surface, assets)


def year_of(chapter: int) -> int:
    """The year a chapter is played in: the prologue's, 1667, and the years since."""
    return START_YEAR + sum(ch.years for ch in CONTENT.chapters[:chapter + 1])
