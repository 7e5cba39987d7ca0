"""A chapter's characters, chosen the way the rulebook asks (BL-SETUP.4-6, BL-D.42-44):
each person, alone at the screen, brings back their family's survivor (now older) or
names a descendant of any age; then everyone's character is announced, the chapter's
Legacy card and intro are read (BL-SETUP.7), and the game begins. A bot's family
chooses for itself (games/betrayal_legacy/bot_cast.py)."""

from __future__ import annotations

import pygame

from tabletop.client import theme
from tabletop.client.netplay import open_hosted
from tabletop.client.scene import Scene
from tabletop.client.scenes.campaign_base import campaign_reason
from tabletop.client.scenes.common import background, fit_scale, page_most, title
from tabletop.client.widgets import Button, Cycler, TextField, fit_in, panel
from tabletop.engine.errors import SaveError
from tabletop.engine.names import CHARACTER_LIMIT, clean_text
from tabletop.engine.rng import Rng
from tabletop.games.betrayal_legacy.bot_cast import bot_characters
from tabletop.games.betrayal_legacy.campaign import Campaign, cast
from tabletop.games.betrayal_legacy.chapters import Script, open_pages
from tabletop.games.betrayal_legacy.rules import CONTENT

from .chapter_link import begin_chapter
from tabletop.client.scenes.storypage import StoryPage
from .words import P, changes, chapter_text, legacy_text, names


def cast_chapter(app, store, ident: str, campaign: Campaign, script: Script,
                 remote: frozenset[int] = frozenset()) -> None:
    """Start the casting of the chapter: each person's turn behind the curtain. Its
    pages take the place of the screen on top (tonight.py's form), then of each other.
    The campaign seats in `remote` play the chapter from other machines."""
    Casting(app, store, ident, campaign, script, remote).next()


class Casting:
    """The steps of the casting, one person at a time."""

    def __init__(self, app, store, ident: str, campaign: Campaign, script: Script,
                 remote: frozenset[int] = frozenset()) -> None:
        self.app, self.store, self.ident, self.campaign, self.script = app, store, ident, campaign, script
        self.remote = remote
        self.begun_on = app.top  # the screen the casting takes the place of
        self.years = CONTENT.chapters[script.index].years
        bots = bot_characters(campaign, Rng(len(campaign.history) * 7 + 1))
        self.choices = {campaign.roster[seat]: bots[campaign.roster[seat]] for seat in campaign.table
                        if campaign.seats[seat].kind != "human"}
        self.people = [seat for seat in campaign.table if campaign.seats[seat].kind == "human"]

    def next(self) -> None:
        t = self.app.t
        waiting = [seat for seat in self.people if self.campaign.roster[seat] not in self.choices]
        if waiting:
            seat = waiting[0]
            player = self.campaign.seats[seat].name
            family = names(t).explorer(self.campaign.roster[seat])
            # a player at another machine tonight is not here to take the device: the host asks them
            far = seat in self.remote
            page = StoryPage(self.app, t(f"{P}.cast.remote_title" if far else f"{P}.cast.pass_title"),
                             [(t(f"{P}.cast.pass_remote" if far else f"{P}.cast.pass", player=player, family=family),
                               None, True)],
                             [(t(f"{P}.cast.fill_in" if far else "curtain.i_am", name=player),
                               lambda: self.app.replace(CastForm(self, seat)), True)])
            self._show(page)
            return
        try:
            self.cast = cast(self.campaign, self.years, self.choices)
        except ValueError as exc:
            self.app.notify(str(exc))
            return
        self._show(self._introductions())

    def _show(self, scene) -> None:
        if self.app.top is self.begun_on or isinstance(self.app.top, (StoryPage, CastForm)):
            self.app.replace(scene)
        else:
            self.app.push(scene)

    def _introductions(self) -> StoryPage:
        """BL-SETUP.6: everyone's character, announced."""
        t = self.app.t
        n = names(t)
        lines = []
        for seat in self.cast.table:
            family = self.cast.roster[seat]
            member = self.cast.family(family).last
            returning = len(member.chapters) > 1
            key = f"{P}.cast.returns" if returning else f"{P}.cast.new"
            lines.append((t(key, name=member.name, age=member.age, family=n.explorer(family),
                            player=self.cast.seats[seat].name), None, False))
        return StoryPage(self.app, t(f"{P}.cast.introductions"), lines,
                         [(t(f"{P}.cast.read_card"), lambda: self.app.replace(self._intro()), True)])

    def _intro(self) -> StoryPage:
        """BL-SETUP.7: the chapter's Legacy card (what it changes) and its story."""
        t = self.app.t
        index = self.script.index
        heading = t(f"{P}.cast.chapter_head", n=index, title=chapter_text(t, index, "title"))
        paragraphs = [(chapter_text(t, index, "intro"), None, False)]
        card = changes(t, self.script.setup)
        if card:
            paragraphs.append((t(f"{P}.cast.legacy_card"), theme.ACCENT, True))
            paragraphs += [(f"• {line}", theme.HIGHLIGHT, False) for line in card]
        pages = open_pages(self.cast)
        if pages:  # what stands at this game's start
            paragraphs.append((t(f"{P}.cast.folio"), theme.ACCENT, True))
            paragraphs += [(f"• {legacy_text(t, 'folio:' + page, 'title')}", theme.HIGHLIGHT, False) for page in pages]
        return StoryPage(self.app, heading, paragraphs,
                         [(t(f"{P}.cast.begin"), self._begin, True)])

    def _begin(self) -> None:
        try:
            session = begin_chapter(self.store, self.ident, self.cast, remote=self.remote)
        except (SaveError, ValueError) as exc:
            self.app.notify(t_reason(self.app.t, exc))
            return
        open_hosted(self.app, session)


def t_reason(t, exc: Exception) -> str:
    return t(f"{P}.campaign.cannot_begin", reason=campaign_reason(t, exc))


class CastForm(Scene):
    """One person's choice, in private: the survivor again, or a descendant."""

    def __init__(self, casting: Casting, seat: int) -> None:
        super().__init__(casting.app)
        self.casting, self.seat = casting, seat
        t = self.app.t
        c = casting.campaign
        self.family = c.roster[seat]
        self.last = c.family(self.family).last
        self.can_return = self.last is not None and not self.last.died  # BL-D.44
        self.returning = 1 if self.can_return else 0
        self.name, self.age = "", "30"
        options = [t(f"{P}.cast.descendant")]
        if self.can_return:
            options.append(t(f"{P}.cast.return", name=self.last.name, age=self.last.age + casting.years))
        self.mode = Cycler(t(f"{P}.cast.who"), options, self.returning, self._set_mode)
        self.name_field = TextField(t(f"{P}.cast.name"), "", self._set_name, limit=CHARACTER_LIMIT)
        self.age_field = TextField(t(f"{P}.cast.age"), self.age, self._set_age, limit=3)
        self.done = Button(t(f"{P}.cast.done"), self._done, primary=True)

    def _set_mode(self, index: int) -> None:
        self.returning = index

    def _set_name(self, value: str) -> None:
        self.name = clean_text(value, CHARACTER_LIMIT)

    def _set_age(self, value: str) -> None:
        self.age = "".join(ch for ch in value if ch.isdigit())
        self.age_field.value = self.age

    def _done(self) -> None:
        t = self.app.t
        if self.returning:
            self.casting.choices[self.family] = ("", 0, True)
        else:
            if not self.name.strip() or not self.age:
                self.app.notify(t(f"{P}.cast.need_name"))
                return
            self.casting.choices[self.family] = (self.name.strip(), int(self.age), False)
        self.casting.next()

    def layout(self, size) -> None:
        self.scale = fit_scale(size, page_most(size), lambda s: self._place(size, s))

    def _place(self, size, s: float) -> int:
        """Everything at scale `s`; the y under the button."""
        w, h = size
        width = min(int(680 * s), w - 60)
        self.box = pygame.Rect((w - width) // 2, int(130 * s), width, int(340 * s))
        row = int(48 * s)
        y = self.box.y + int(90 * s)
        for widget in (self.mode, self.name_field, self.age_field):
            widget.rect = pygame.Rect(self.box.x + 24, y, width - 48, row)
            y += row + int(14 * s)
        self.done.rect = pygame.Rect(0, 0, int(260 * s), int(52 * s))
        self.done.rect.midtop = (self.box.centerx, self.box.bottom + int(20 * s))
        return self.done.rect.bottom

    def widgets(self):
        shown = [self.mode] if self.can_return else []
        if not self.returning:
            shown += [self.name_field, self.age_field]
        return shown + [self.done]

    def handle(self, g) -> None:
        if g.kind == "key" and g.key == pygame.K_RETURN and not any(
                getattr(w, "focused", False) for w in self.widgets()):
            self._done()
            return
        for widget in self.widgets():
            if widget.handle(g):
                return

    def hint(self) -> str:
        """How the choice is made, and the chapter's year: the campaign's year is already
        the chapter's (fold_chapter adds the years to the next one), as the story says."""
        return self.app.t(f"{P}.cast.private", year=self.casting.campaign.year)

    def draw(self, surface) -> None:
        t, assets = self.app.t, self.app.assets
        background(surface, assets)
        s = self.scale
        family = names(t).explorer(self.family)
        title(surface, assets, t(f"{P}.cast.title", family=family), int(40 * s), size=int(32 * s))
        panel(surface, self.box)
        fit_in(surface, assets, self.hint(), int(17 * s),
               pygame.Rect(self.box.x + 24, self.box.y + 20, self.box.width - 48, int(50 * s)), theme.TEXT_DIM,
               "cast hint")
        for widget in self.widgets():
            widget.draw(surface, assets)
