"""What every campaign screen shares (Betrayal Legacy's chapters, Comanauts' sessions):
columns of text that scroll, a row of buttons under them, Escape back to the menu, and
the campaign's backups (one before each chapter or session, persistence/campaigns.py):
going back to the one before the last game, or restoring any of them when the file
cannot be read. A game's screen says what the columns hold and which buttons there are;
`keys` is the catalogue prefix of its words (`restored`, `no_backup`)."""

from __future__ import annotations

import time

import pygame

from tabletop.client import theme
from tabletop.client.scene import Scene
from tabletop.client.widgets import Button, ScrollText, TextField
from tabletop.engine.errors import SaveError
from tabletop.engine.names import clean_text
from tabletop.persistence.campaigns import ABANDONED, MAX_NAME, SUFFIX

from .common import OLDER_RULES_SECONDS, older_rules_text, page_most, scale, title


def campaign_reason(t, error: Exception, reading: bool = False) -> str:
    """Why a campaign (or its game in progress) was refused, in the player's language:
    the store's reasons by their key (tabletop/i18n: campaign.*), a refused move in its
    own words. `reading`: anything else went wrong reading the campaign's data (a game's
    own check of it), which is damage."""
    key = getattr(error, "key", None) or ("campaign.damaged" if reading else None)
    return t(key, **getattr(error, "values", {})) if key and t.has(key) else str(error)


def default_campaign_name(t, who: list[str]) -> str:
    """A new campaign's name until the group types its own: who plays it (the families,
    the team) and when it began, "Carrow, Vell & Okafor — 2026-11-27 21:40"."""
    who = list(dict.fromkeys(w for w in who if w))  # one person playing every seat is named once
    listed = ", ".join(who[:-1]) + " & " + who[-1] if len(who) > 1 else "".join(who)
    when = time.strftime("%Y-%m-%d %H:%M")
    room = MAX_NAME - len(t("campaign.default_name", who="", when=when))
    return t("campaign.default_name", who=clean_text(listed, room), when=when)


def campaign_name_field(t, value: str, on_change) -> TextField:
    """The New game form's field for a new campaign's name (the rule for names, up to
    the store's limit)."""
    return TextField(t("campaign.name"), value, on_change, limit=MAX_NAME)


def continue_campaign(app, screen: "CampaignScreen") -> bool:
    """Continue (the menu, Load): the campaign's game in progress at the table; when it
    cannot be opened the campaign's screen stays, saying why (and offering its backups
    when the campaign itself cannot be read)."""
    app.push(screen)
    return screen.campaign is not None and screen.resume()


class CampaignScreen(Scene):
    keys = ""  # the game's catalogue prefix for this screen's words
    backup_offset = 0  # the number players know a game by, less its index (Comanauts: sessions from 1)

    def __init__(self, app, store, ident: str, columns: int) -> None:
        super().__init__(app)
        self.store, self.ident = store, ident
        self.name = ident
        self.problem: SaveError | None = None
        self.columns = [ScrollText(15) for _ in range(columns)]
        self.buttons: list[Button] = []
        self.backup_column: int | None = None  # the column that lists the backups, each a link
        self.confirming: str | None = None  # the backup a first click on "go back" chose
        self.rename_button = Button(app.t("campaign.rename"), self.start_renaming)
        self.renaming: TextField | None = None  # the campaign's name being typed anew

    def on_show(self) -> None:
        self.confirming = None  # the buttons are made again: "go back" asks again
        self.renaming = None
        super().on_show()

    # -- the campaign's name, at the top, and renaming it ----------------------------------------

    def draw_title(self, surface: pygame.Surface, text: str, y: int, size: int) -> None:
        """The screen's title (the campaign's name in it), with Rename beside it; while
        renaming, the name's field in its place (Enter keeps the name typed, Esc does not)."""
        w = surface.get_width()
        height = int(size * 1.5)
        self.rename_button.rect = pygame.Rect(w - 16 - max(110, size * 5), y, max(110, size * 5), height)
        self.rename_button.most = max(14, size * 2 // 3)
        if self.renaming is not None:
            self.renaming.rect = pygame.Rect(w // 6, y, w * 2 // 3, height)
            self.renaming.draw(surface, self.app.assets)
            return
        title(surface, self.app.assets, text, y, size=size, margin=self.rename_button.rect.width + 24)
        if self.campaign is not None:
            self.rename_button.draw(surface, self.app.assets)

    def start_renaming(self) -> None:
        self.renaming = campaign_name_field(self.app.t, self.name, lambda value: None)
        self.renaming.focused = True
        pygame.key.start_text_input()

    def finish_renaming(self) -> None:
        """The name typed, kept by the rule for names; refused (and the field kept) when
        it is empty or cannot be written."""
        name = clean_text(self.renaming.value, MAX_NAME)
        if not name:
            self.app.notify(self.app.t("campaign.need_name"))
            self.renaming.focused = True
            return
        try:
            self.store.rename(self.ident, name)
        except (SaveError, ValueError) as exc:
            self.app.notify(self.app.t("campaign.cannot_rename", reason=campaign_reason(self.app.t, exc)))
            self.renaming = None
            return
        self.name, self.renaming = name, None

    def handle_renaming(self, g) -> None:
        field = self.renaming
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.renaming = None
        elif g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish_renaming()
        elif g.kind == "click" and not field.rect.collidepoint(g.pos):
            self.finish_renaming()  # a click elsewhere is done typing
        else:
            field.handle(g)

    @classmethod
    def part(cls, t, chapter: int) -> str:
        """A game of the campaign as players know it ("chapter 3", "session 2")."""
        return t(f"{cls.keys}.part", n=chapter + cls.backup_offset)

    def resume_session(self):
        """The game's session in progress, rebuilt (None when there is none); SaveError
        or ValueError when it cannot be. Each game's screen says how."""
        raise NotImplementedError

    def resume(self) -> bool:
        """The game in progress, opened at the table where it was left (a game begun
        under earlier rules says what today's dropped); when it cannot be, this screen
        says why and stays."""
        try:
            session = self.resume_session()
        except (SaveError, ValueError) as exc:
            said = self.app.t(f"{self.keys}.cannot_resume", reason=campaign_reason(self.app.t, exc, reading=True))
            self.warn(f"{said}. {self.app.t('campaign.start_over_hint')}")
            return False
        if session is None:
            return False
        older = session.save.older_rules
        self.app.open_table(session)
        if older is not None:  # no move is dropped silently
            self.app.notify(older_rules_text(self.app.t, older, opening=True), seconds=OLDER_RULES_SECONDS, calm=True)
        return True

    def read(self, load) -> None:
        """The campaign from the store (`load(store, ident)` -> (name, campaign)) and its
        game in progress; a campaign that cannot be read leaves `campaign` None and says
        why in `problem`. A game in progress that cannot be read leaves the campaign
        usable: `progress_problem` says why, and the game can be started over."""
        self.progress, self.progress_problem = None, None
        try:
            self.name, self.campaign = load(self.store, self.ident)
            self.problem = None
        except (SaveError, ValueError) as exc:
            self.campaign = None
            self.problem = exc if isinstance(exc, SaveError) else SaveError(str(exc), "campaign.damaged")
            return
        try:
            self.progress = self.store.progress(self.ident)
        except (SaveError, ValueError) as exc:
            self.progress_problem = exc

    @property
    def in_progress(self) -> bool:
        """A game of the campaign was begun and not finished (readable or not)."""
        return self.progress is not None or self.progress_problem is not None

    def in_progress_buttons(self, resume_label: str, chapter: int) -> list[Button]:
        """Resume (when the game in progress can be read) and Start over, for the game
        in progress; a game in progress that cannot be read says why at the head of
        the first column (see `fill_in_progress`)."""
        buttons = []
        if self.progress is not None:
            buttons.append(Button(resume_label, self.resume, primary=True))
        over = self.app.t("campaign.start_over", part=self.part(self.app.t, chapter))
        buttons.append(Button(over, self.start_over, primary=self.progress is None))
        return buttons

    def fill_in_progress(self) -> None:
        """Once the columns are filled: why a game in progress cannot be resumed."""
        if self.progress_problem is not None and self.confirming is None:
            self.warn(self.app.t("campaign.in_progress_unreadable",
                                 reason=campaign_reason(self.app.t, self.progress_problem, reading=True)))

    def start_over(self) -> None:
        """Drop the game in progress so it can be begun again, after a second click (the
        first says what is lost: only the game's own moves; a copy is kept)."""
        t = self.app.t
        if self.confirming != ABANDONED:
            self.confirming = ABANDONED
            for button in self.buttons:
                if button.on_click == self.start_over:
                    button.label = t("campaign.start_over_sure")
            self.warn(t("campaign.start_over_confirm"))
            return
        self.confirming = None
        try:
            self.store.abandon_chapter(self.ident)
        except SaveError as exc:
            self.app.notify(t("campaign.cannot_start_over", reason=campaign_reason(t, exc)))
            return
        self.app.notify(t("campaign.started_over"), calm=True)
        self.on_show()

    def set_column(self, k: int, lines, links=None) -> None:
        """Column k's (text, colour, bold) lines, each wrapped to the column; `links`, if
        given, the target of each line (None for none), kept by every part of its wrap."""
        column = self.columns[k]
        wrapped, targets = [], []
        for index, (text, colour, bold) in enumerate(lines):
            target = links[index] if links is not None else None
            for part in (text or "").split("\n"):
                for line in self.app.assets.wrap(part, column.size, column.rect.width - 24, bold) or [""]:
                    wrapped.append((line, colour, bold))
                    targets.append((index, target) if target is not None else None)
        column.set_lines(wrapped, targets)
        column.offset = 0

    def show_problem(self) -> None:
        """A campaign that cannot be used: in column 0 why; if another copy of Tabletop
        has it open, how to free it; else its backups, listed in column 1 to restore."""
        t = self.app.t
        if self.problem is not None and self.problem.key == "campaign.in_use":
            self.set_column(0, [(t(f"{self.keys}.in_use"), theme.DANGER, True)])
            self.set_column(1, [])
            self.backup_column = None
            return
        reason = campaign_reason(t, self.problem) if self.problem is not None else ""
        lines = [(t(f"{self.keys}.unreadable", reason=reason), theme.DANGER, True)]
        if not self.store.backups(self.ident):
            lines.append((t(f"{self.keys}.no_backups"), theme.TEXT_DIM, False))
        self.set_column(0, lines)
        self.list_backups(1)

    def warn(self, text: str) -> None:
        """`text` at the head of the first column, in the colour of danger, scrolled into view."""
        column = self.columns[0]
        lines = self.app.assets.wrap(text, column.size, column.rect.width - 24, True)
        wrapped = [(line, theme.DANGER, True) for line in lines]
        wrapped.append(("", theme.TEXT, False))
        column.set_lines(wrapped + column.lines, [None] * len(wrapped) + list(column.links))
        column.offset = 0

    def list_backups(self, k: int) -> None:
        """Column k lists every backup of a campaign that cannot be read, newest first,
        scrolled by the wheel; a click on one restores it."""
        self.backup_column = k
        backups = self.store.backups(self.ident)
        lines = [(self.app.t(f"{self.keys}.restore", backup=self.backup_label(b)), theme.ACCENT, False)
                 for b in backups]
        self.set_column(k, lines, backups)

    def backup_label(self, backup: str) -> str:
        """A backup as players know it: "before chapter 3, 2026-11-27 21:40"."""
        label = backup[4:-len(SUFFIX)] if backup.endswith(SUFFIX) and backup[:3].isdigit() else backup
        when = self.store.backup_time(self.ident, backup)
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(when)) if when is not None else ""
        number = label.removeprefix("before-chapter-")
        if number != label and number.isdigit():
            return self.app.t(f"{self.keys}.backup_before", n=int(number) + self.backup_offset, when=stamp)
        if label == ABANDONED:
            return self.app.t("campaign.backup_abandoned", when=stamp)
        return f"{label}, {stamp}" if stamp else label

    #: each column's share of the width, and the room kept above them for their
    #: headings (at scale 1)
    column_shares: tuple[float, ...] = ()
    heading_room = 0

    def layout(self, size: tuple[int, int]) -> None:
        width, height = size
        s = self.scale = min(scale(size), page_most(size))
        top, bottom = int(92 * s), height - int(86 * s)
        self.place_columns(width, top + int(self.heading_room * s), bottom, self.column_shares, s)
        self.place_buttons(width, bottom + int(18 * s), s)
        self.fill_columns()

    def fill_columns(self) -> None:
        """Write the campaign into the columns (after each layout)."""

    def place_columns(self, width: int, top: int, bottom: int, shares, scale: float) -> None:
        """The columns side by side between `top` and `bottom`, each its share of the width."""
        gap = int(14 * scale)
        x, inner = gap, width - (len(self.columns) + 1) * gap
        for column, share in zip(self.columns, shares):
            column.rect = pygame.Rect(x, top, int(inner * share), bottom - top)
            column.size = max(13, int(15 * scale))
            x += int(inner * share) + gap

    def place_buttons(self, width: int, y: int, scale: float) -> None:
        """The buttons in a row, centred, at height y."""
        bw = min(int(300 * scale), (width - 40) // max(1, len(self.buttons)) - 14)
        x = width // 2 - (bw * len(self.buttons) + 14 * (len(self.buttons) - 1)) // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, bw, int(50 * scale))
            button.most = int(20 * scale)
            x += bw + 14

    def go_back_to_before(self, game: int) -> None:
        """The campaign as it was before game `game` (its backup), for a group whose game
        went wrong, after a second click: the first says what will be lost. The campaign
        as it is now is kept beside it."""
        found = self.store.backup_before(self.ident, game)
        if found is None:
            self.app.notify(self.app.t(f"{self.keys}.no_backup"))
            return
        if self.confirming != found:  # the button asks again, and the first column says what is undone
            self.confirming = found
            t, shown = self.app.t, game + self.backup_offset
            for button in self.buttons:
                if button.label == t(f"{self.keys}.go_back", n=shown):
                    button.label = t(f"{self.keys}.go_back_sure")
            self.warn(t(f"{self.keys}.go_back_confirm", n=shown))
            return
        self.confirming = None
        self.restore(found)

    def restore(self, backup: str) -> None:
        try:
            self.store.restore(self.ident, backup)
        except SaveError as exc:
            self.app.notify(self.app.t("campaign.cannot_restore", reason=campaign_reason(self.app.t, exc)))
            return
        self.app.notify(self.app.t(f"{self.keys}.restored", backup=self.backup_label(backup)))
        self.on_show()

    def handle(self, g) -> None:
        if self.renaming is not None:
            self.handle_renaming(g)
            return
        if g.kind == "key" and g.key == pygame.K_ESCAPE:
            self.app.back_to_menu()
            return
        if self.campaign is not None and self.rename_button.handle(g):
            return
        for column in self.columns:
            if column.handle(g):
                return
        if self.backup_column is not None and self.campaign is None:
            listing = self.columns[self.backup_column]
            if g.kind == "hover":
                listing.hover = g.pos
            elif g.kind == "click" and listing.link_at(g.pos) is not None:
                self.restore(listing.link_at(g.pos))
                return
        for button in self.buttons:
            if button.handle(g):
                return
