"""The Comanauts campaign screen (CO-GAME.6-7, CO-D.51): the team, the Prime IDs
defeated (stickered) and how many are left, the story so far (the intro and what each
defeated ID revealed about Dr. Strobal; the ending once the campaign is won), and the
next session: begin it (each person of the team at this screen or, hosted, at another
machine: the campaign keeps them people), or resume it after a crash. A campaign that
cannot be read offers its backups. After a session, `session_end` commits it and reads
its outcome."""

from __future__ import annotations

import pygame

from tabletop.client import theme
from tabletop.client.netplay import open_hosted
from tabletop.client.scene import Scene
from tabletop.client.scenes.campaign_base import CampaignScreen, campaign_reason
from tabletop.client.scenes.common import background
from tabletop.client.scenes.storypage import StoryPage
from tabletop.client.widgets import Button, Cycler, panel
from tabletop.engine.errors import SaveError
from tabletop.games.comanauts.campaign import is_won, remaining
from tabletop.games.comanauts.library import CAMPAIGN_STORY, STORY
from tabletop.games.comanauts.setup import REVEALED_ENTITIES

from .campaign_link import begin, load_campaign, resume
from .pieces import enemy_name, sentence, tx, use_catalogue

P = "comanauts.campaign_screen"


def story_text(key: str, english: str) -> str:
    """A text of the campaign's story in the player's language (English in the data)."""
    return tx(f"campaign.{key}", english)


def revelation(entity: str) -> tuple[str, str]:
    told = CAMPAIGN_STORY.of(entity)
    return story_text(f"revelation.{entity}.title", told.title), story_text(f"revelation.{entity}.text", told.text)


class CampaignScene(CampaignScreen):
    keys = P
    backup_offset = 1  # backups are labelled by the session's index; players count sessions from 1
    column_shares = (0.40, 0.60)

    def __init__(self, app, store, ident: str, remote: frozenset[int] = frozenset()) -> None:
        super().__init__(app, store, ident, columns=2)
        self.campaign = None
        # the team's people playing the next session from other machines (at first: Remote at New game)
        self.remote = set(remote)
        self.seat_rows: list[Cycler] = []  # where each person plays it, while it can be begun
        self.seats_box = pygame.Rect(0, 0, 0, 0)

    def on_show(self) -> None:
        t = self.app.t
        use_catalogue(t)  # the content's names and the story, in the player's language
        self.read(load_campaign)
        self.buttons, self.seat_rows = [], []
        if self.campaign is not None:
            n = self.campaign.next_session + 1
            if self.in_progress:
                self.buttons += self.in_progress_buttons(t(f"{P}.resume", n=n), self.campaign.next_session)
            elif not is_won(self.campaign, STORY):
                self.buttons.append(Button(t(f"{P}.begin", n=n), self._begin, primary=True))
                self.seat_rows = [Cycler(t(f"{P}.plays", name=seat.name), [t(f"{P}.here"), t(f"{P}.remotely")],
                                         1 if k in self.remote else 0, lambda i, k=k: self._set_remote(k, i))
                                  for k, seat in enumerate(self.campaign.seats) if seat.kind == "human"]
            if self.campaign.sessions:
                self.buttons.append(Button(t(f"{P}.go_back", n=n - 1), lambda: self.go_back_to_before(n - 2)))
        self.buttons.append(Button(t("common.back"), self.app.back_to_menu))
        super().on_show()

    def place_columns(self, width: int, top: int, bottom: int, shares, scale: float) -> None:
        """The columns, and under the team the row where each person plays the next session."""
        super().place_columns(width, top, bottom, shares, scale)
        if not self.seat_rows:
            return
        team = self.columns[0].rect
        row, gap = int(40 * scale), int(8 * scale)
        team.height -= len(self.seat_rows) * (row + gap) + 3 * gap
        self.seats_box = pygame.Rect(team.x, team.bottom + 2 * gap, team.width,
                                     len(self.seat_rows) * (row + gap) + gap)
        for k, widget in enumerate(self.seat_rows):
            widget.rect = pygame.Rect(team.x + gap, self.seats_box.y + gap + k * (row + gap), team.width - 2 * gap,
                                      row)

    def _set_remote(self, seat: int, index: int) -> None:
        (self.remote.add if index else self.remote.discard)(seat)

    def fill_columns(self) -> None:
        if self.campaign is None:
            self.show_problem()
            return
        self.set_column(0, self._team())
        self.set_column(1, self._story())
        self.fill_in_progress()

    def _team(self):
        t, c = self.app.t, self.campaign
        lines = [(t(f"{P}.team"), theme.ACCENT, True)]
        lines += [(f"   {seat.name} ({t('newgame.' + ('human' if seat.kind == 'human' else 'bot_' + seat.kind))})",
                   theme.TEXT, False) for seat in c.seats]
        lines.append(("", theme.TEXT, False))
        left = remaining(c, STORY)
        if is_won(c, STORY):
            lines.append((t(f"{P}.won", count=len(c.sessions)), theme.GOOD, True))
        else:
            lines.append((t(f"{P}.next", n=c.next_session + 1), theme.HIGHLIGHT, True))
            lines.append((t(f"{P}.to_go", count=len(left) - REVEALED_ENTITIES + 1), theme.TEXT, False))
        lines.append(("", theme.TEXT, False))
        lines.append((t(f"{P}.defeated", n=len(c.stickered)), theme.ACCENT, True))
        lines += [(f"   {enemy_name(e)}", theme.TEXT, False) for e in c.stickered] or \
            [("   " + t(f"{P}.none_yet"), theme.TEXT_DIM, False)]
        lines.append(("", theme.TEXT, False))
        lines.append((t(f"{P}.sessions"), theme.ACCENT, True))
        for record in c.sessions:
            key = f"{P}.session_won" if record.won else f"{P}.session_lost"
            lines.append((sentence(t, t(key, n=record.index + 1, name=enemy_name(record.prime))), theme.TEXT, False))
        return lines

    def _story(self):
        t, c = self.app.t, self.campaign
        lines = [(t(f"{P}.story"), theme.ACCENT, True), (story_text("intro", CAMPAIGN_STORY.intro), theme.TEXT, False),
                 ("", theme.TEXT, False)]
        for entity in c.stickered:
            head, text = revelation(entity)
            lines += [(head, theme.HIGHLIGHT, True), (text, theme.TEXT, False), ("", theme.TEXT, False)]
        if is_won(c, STORY):
            lines += [(t(f"{P}.ending"), theme.GOOD, True), (story_text("ending", CAMPAIGN_STORY.ending),
                                                            theme.TEXT, False)]
        return lines

    # -- the buttons -----------------------------------------------------------------------------

    def _begin(self) -> None:
        try:
            session = begin(self.store, self.ident, self.campaign, remote=frozenset(self.remote))
        except (SaveError, ValueError) as exc:
            self.app.notify(self.app.t(f"{P}.cannot_begin", reason=campaign_reason(self.app.t, exc)))
            return
        open_hosted(self.app, session)

    def resume_session(self):
        return resume(self.store, self.ident, self.campaign)

    def handle(self, g) -> None:
        if self.renaming is None and any(widget.handle(g) for widget in self.seat_rows):
            return
        super().handle(g)

    def draw(self, surface: pygame.Surface) -> None:
        t, assets = self.app.t, self.app.assets
        background(surface, assets)
        self.draw_title(surface, t(f"{P}.title", name=self.name), int(40 * self.scale), int(30 * self.scale))
        for column in self.columns:
            column.draw(surface, assets)
        if self.seat_rows:
            panel(surface, self.seats_box)
            for widget in self.seat_rows:
                widget.draw(surface, assets)
        for button in self.buttons:
            button.draw(surface, assets)


def session_end(app, session, link) -> Scene:
    """The finished session written into the campaign, then its outcome read: a won
    session's revelation (and the ending when it wins the campaign), or the loss."""
    t = app.t
    use_catalogue(t)
    state = session.state
    store, ident = link.store, link.ident

    def to_campaign() -> None:
        app.back_to_menu()
        app.push(CampaignScene(app, store, ident))

    try:
        after = link.commit(state)
    except (SaveError, OSError, ValueError) as exc:
        return StoryPage(app, t(f"{P}.not_written_head"), [(t(f"{P}.not_written", reason=campaign_reason(t, exc)), theme.DANGER,
                                                            True)],
                         [(t(f"{P}.try_again"), lambda: app.replace(session_end(app, session, link)), True),
                          (t(f"{P}.to_campaign"), to_campaign, False)])
    record = after.sessions[-1]
    prime = enemy_name(record.prime)
    if record.won:
        head, text = revelation(record.prime)
        paragraphs = [(sentence(t, t(f"{P}.defeated_line", name=prime)), theme.GOOD, True), (head, theme.HIGHLIGHT, True),
                      (text, None, False)]
        if is_won(after, STORY):
            paragraphs += [(t(f"{P}.ending"), theme.GOOD, True), (story_text("ending", CAMPAIGN_STORY.ending),
                                                                  None, False)]
        heading = t(f"{P}.won_head", n=record.index + 1)
    else:
        paragraphs = [(t(f"{P}.lost_line", name=prime), theme.DANGER, True)]
        heading = t(f"{P}.lost_head", n=record.index + 1)
    return StoryPage(app, heading, paragraphs, [(t(f"{P}.to_campaign"), to_campaign, True)])
