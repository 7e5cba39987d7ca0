"""Betrayal Legacy on the New game screen: a campaign (a new one, with a family for each
seat, BL-D.41; or one already begun, which opens its campaign screen) or a free-play
game (BL-D.40, free_play.py) on a finished campaign's house, or on the bundled
finished campaign for those who never played one, which may skip the haunts already
played in free play (BL-D.50, BH-HOPT)."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.engine.errors import SaveError
from tabletop.engine.names import clean_text
from tabletop.persistence.campaigns import MAX_NAME, CampaignStore
from tabletop.persistence.paths import campaigns_dir

from tabletop.games.betrayal_legacy.campaign import VERSION, Seat, new_campaign, to_data
from tabletop.games.betrayal_legacy.chapters import initial_places
from tabletop.games.betrayal_legacy.rules import CONTENT

from tabletop.client.netplay import kept_kind, remote_seats
from tabletop.client.scenes.campaign_base import campaign_name_field, campaign_reason, default_campaign_name
from tabletop.client.widgets import Cycler

from .campaign_screen import CampaignScene
from .free_play import open_free_play
from .words import P


def campaign_store() -> CampaignStore:
    return CampaignStore(campaigns_dir())


class CampaignPart:
    """The New game form's own part: a campaign or free play, and which campaign (a new
    one is named here). The options' rows come from the game's options class: each
    seat's family (the seat's name beside it), and free play's open play and skipping
    of haunts already played."""

    def __init__(self, t: Callable[..., str], seats: int, names: list[str], form) -> None:
        self.t = t
        self.form = form
        self.mode = 0  # 0 campaign, 1 free play
        self.entries = campaign_store().entries("betrayal_legacy")
        self.which = 0  # 0 a new campaign, k an existing one
        known = [name if ok else t(f"{P}.options.damaged", name=name) for _, name, ok in self.entries]
        # the first choice: a new campaign, or in free play the finished house that ships (BL-D.40)
        self.choices = ([t(f"{P}.options.new_campaign"), *known], [t(f"{P}.options.shipped_house"), *known])
        self.name_field = campaign_name_field(t, self._default_name(), lambda value: None)
        self.widgets: list[Any] = [
            Cycler(t(f"{P}.options.mode"), [t(f"{P}.options.campaign"), t(f"{P}.options.free_play")], 0, self._set_mode),
            Cycler(t(f"{P}.options.which"), self.choices[0], 0, self._set_which),
            self.name_field,
        ]

    def _default_name(self) -> str:
        # the families by their surnames, the same in every language ("Los Carrow")
        return default_campaign_name(self.t, [f.capitalize() for f in self.form.answer("families")])

    def shown(self) -> list[Any]:
        """The rows that apply: a new campaign's name, or free play's own options; the
        families always."""
        mode, which, name = self.widgets
        families = self.form.row("families").widgets
        if self.mode == 1:
            free = [w for row in self.form.rows if not row.per_seat for w in row.widgets]
            return [mode, which, *free, *families]
        return [mode, which, *([name] if self.which == 0 else []), *families]

    def _set_mode(self, index: int) -> None:
        self.mode = index
        self.widgets[1].options = list(self.choices[index])
        self.widgets[1].label = self.t(f"{P}.options.which_house" if index == 1 else f"{P}.options.which")

    def _set_which(self, index: int) -> None:
        self.which = index

    def changed(self, key: str) -> None:
        if key == "families" and not self.name_field.edited:  # the name offered follows the families
            self.name_field.value = self._default_name()

    # -- the Start button ----------------------------------------------------------------------

    def start(self, app, names: list[str], kinds: list[str]) -> bool:
        """Open what the form says; True when it took the start over (always)."""
        t = app.t
        store = campaign_store()
        if self.mode == 1:
            return self._free_play(app, store, names, kinds)
        if self.which > 0:
            app.push(CampaignScene(app, store, self.entries[self.which - 1][0]))
            return True
        families = self.form.answer("families")
        if len(set(families)) != len(families):
            app.notify(t(f"{P}.options.same_family"))
            return True
        campaign_name = clean_text(self.name_field.value, MAX_NAME)
        if not campaign_name:
            app.notify(t("campaign.need_name"))
            return True
        # a Remote seat is a person in the campaign, played remotely when Tonight says so
        seats = [Seat(name, kept_kind(kind)) for name, kind in zip(names, kinds)]
        campaign = new_campaign(families, initial_places(CONTENT), seats)
        try:
            ident = store.create("betrayal_legacy", campaign_name, to_data(campaign), VERSION)
        except SaveError as exc:
            app.notify(t(f"{P}.options.cannot_create", reason=campaign_reason(t, exc)), seconds=8)
            return True
        app.push(CampaignScene(app, store, ident, remote_seats(kinds)))  # the first chapter hosts them
        return True

    def _free_play(self, app, store, names, kinds) -> bool:
        """Free play on the house of the chosen campaign if it is finished, else on the
        bundled finished campaign (BL-D.40), with the families chosen here."""
        campaign = None
        if self.which > 0:
            from .chapter_link import load_campaign

            try:
                _, campaign = load_campaign(store, self.entries[self.which - 1][0])
            except (SaveError, ValueError) as exc:
                app.notify(campaign_reason(app.t, exc, reading=True))
                return True
            if campaign.chapter < len(CONTENT.chapters):
                app.notify(app.t(f"{P}.options.not_finished"))
                return True
        families = self.form.answer("families")
        if len(set(families)) != len(families):
            app.notify(app.t(f"{P}.options.same_family"))
            return True
        open_free_play(app, campaign, families, names, kinds, self.form.answer("open_play"),
                       self.form.answer("skip_played"))
        return True


#: the New game form's part of its own (scenes/options_form.py)
FORM_PART = CampaignPart
