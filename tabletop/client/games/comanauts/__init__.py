"""Comanauts in the window: its picture, its options and its table.

The table's parts: layout.py (where everything goes), mapview.py (the page's map),
sheets.py (a player sheet), dresser.py (threat track, enemies, clues, task...),
prompts.py and panels.py (the decision asked, as words and buttons), rollmat.py
(rolls and re-rolls), bookpage.py (entries of the Adventure Book), enemyturn.py
(events shown step by step), logtext.py (the log), table.py (the scene, on the
shared table of scenes/tablebase.py).
"""

from __future__ import annotations

from typing import Any, Callable

from ....games.comanauts.decisions import DECISIONS
from ...scenes.campaign_base import campaign_name_field, campaign_reason, default_campaign_name
from ...widgets import Cycler
from .logtext import LOGGED_EVENTS
from .stats import STATS  # noqa: F401 - the results screen's statistics
from .table import ComanautsTable as TableScene

PICTURE = "comanauts/picture"

#: the sound of each event kind (tabletop/client/sound.py; the sounds are made by
#: build_scripts/make_sounds.py): a name, or (field, if true, if false) of the
#: event; an event not named here is silent
SOUNDS: dict[str, str | tuple[str, str, str]] = {
    "dice_rolled": "dice", "attack_rolled": "dice", "test_rolled": "dice", "clarity_rolled": "dice",
    "die_rerolled": "dice", "dice_drawn": "token", "die_stored": "token", "die_taken": "token",
    "enemy_defeated": "strike", "prime_id_damaged": "strike", "enemy_attack": "strike", "hit": "strike",
    "enemy_moved": "step", "enemy_entered": "step", "enemy_pushed": "step", "enemy_returned": "step",
    "avatar_moved": "token", "avatar_returned": "token", "avatar_to_morass": "token",
    "threat_placed": "token", "insight_gained": "token", "totem_taken": "token",
    "inner_child_placed": "token", "clarity_gained": "token",
    "avatar_revealed": "card_flip", "clue_revealed": "card_flip", "prime_id_revealed": "card_flip",
    "vital_sign_revealed": "card_flip", "entry_read": "card_flip", "page_entered": "card_flip",
    "item_gained": "card_slide", "item_equipped": "card_slide", "item_given": "card_slide",
    "item_stowed": "card_slide", "item_used": "card_play", "ability_used": "card_play",
    "totem_used": "card_play", "game_over": ("won", "win", "loss"),
}


class CampaignPart:
    """The New game form's own part: a single session or a campaign (CO-GAME.6-7: a new
    one, named here, or one of those kept). The options' rows (CO-D.13 auto-defend,
    CO-D.1 "Bookkeeper decides") come from the game's options class."""

    def __init__(self, t: Callable[..., str], seats: int, names: list[str], form) -> None:
        from tabletop.persistence.campaigns import CampaignStore
        from tabletop.persistence.paths import campaigns_dir

        self.t = t
        self.form = form
        self.mode = 0  # 0 a single session, 1 a campaign
        self.which = 0  # 0 a new campaign, k an existing one
        self.store = CampaignStore(campaigns_dir())
        try:
            self.entries = self.store.entries("comanauts")
        except OSError:  # an unreadable folder lists no campaign; creating one says why
            self.entries = []
        campaigns = [t("comanauts.options.new_campaign")] + [
            name if ok else t("comanauts.options.damaged", name=name) for _, name, ok in self.entries]
        self.name_field = campaign_name_field(t, default_campaign_name(t, names), lambda value: None)
        self.widgets: list[Any] = [
            Cycler(t("comanauts.options.mode"), [t("comanauts.options.single"), t("comanauts.options.campaign")], 0,
                   self._set_mode),
            Cycler(t("comanauts.options.which"), campaigns, 0, self._set_which),
            self.name_field,
        ]

    def shown(self) -> list[Any]:
        """Which campaign, and a new one's name, for a campaign; the options' rows always."""
        mode, which, name = self.widgets
        rules = [w for row in self.form.rows for w in row.widgets]
        if self.mode == 0:
            return [mode, *rules]
        return [mode, which, *([name] if self.which == 0 else []), *rules]

    def _set_mode(self, index: int) -> None:
        self.mode = index

    def _set_which(self, index: int) -> None:
        self.which = index

    def changed(self, key: str) -> None:
        """No option changes this part."""

    def start(self, app, names: list[str], kinds: list[str]) -> bool:
        """A campaign opens its screen (a new one is made with these comanauts); a single
        session is started by the New game screen (False)."""
        if self.mode == 0:
            return False
        from tabletop.engine.errors import SaveError
        from tabletop.engine.names import clean_text
        from tabletop.persistence.campaigns import MAX_NAME
        from tabletop.games.comanauts.campaign import VERSION, Seat, new_campaign, to_data
        from tabletop.client.netplay import kept_kind, remote_seats

        from .campaign_screen import CampaignScene

        if self.which > 0:
            app.push(CampaignScene(app, self.store, self.entries[self.which - 1][0]))
            return True
        campaign_name = clean_text(self.name_field.value, MAX_NAME)
        if not campaign_name:
            app.notify(self.t("campaign.need_name"))
            return True
        # a Remote seat is a person in the campaign, played remotely when a session says so
        campaign = new_campaign([Seat(name, kept_kind(kind)) for name, kind in zip(names, kinds)])
        try:
            ident = self.store.create("comanauts", campaign_name, to_data(campaign), VERSION)
        except (SaveError, OSError) as exc:
            app.notify(self.t("comanauts.options.cannot_create", reason=campaign_reason(self.t, exc)), seconds=8)
            return True
        app.push(CampaignScene(app, self.store, ident, remote_seats(kinds)))  # the first session hosts them
        return True


#: the New game form's part of its own (scenes/options_form.py)
FORM_PART = CampaignPart


#: the rules' heading (English, rules_text/en.md) for each kind of pending decision,
#: for the help's "Rules: ..." button ("" when nothing is pending)
RULES_AT = {"": "Your turn", **DECISIONS.sections()}

#: the help's legend of this table: (picture, value, catalogue key), see scenes/help.py
LEGEND = (
    ("seats", "", "help.comanauts.seats"),
    ("sprite", ("comanauts/dice/red_6", "comanauts/dice/green_6", "comanauts/dice/yellow_6", "comanauts/dice/blue_6"),
     "help.comanauts.dice"),
    ("sprite", "comanauts/dice/purple_6", "help.comanauts.purple"),
    ("sprite", "comanauts/dice/white_6", "help.comanauts.white"),
    ("sprite", ("comanauts/dice/threat_6", "comanauts/dice/suspicious_6"), "help.comanauts.threat"),
    ("sprite", "comanauts/dice/inner_child_6", "help.comanauts.inner_child"),
    ("sprite", "comanauts/tokens/life", "help.comanauts.life"),
    ("sprite", "comanauts/tokens/clarity", "help.comanauts.clarity"),
    ("sprite", "comanauts/tokens/insight", "help.comanauts.insight"),
    ("sprite", "comanauts/tokens/suspicious", "help.comanauts.suspicious"),
    ("sprite", ("comanauts/tokens/safe", "comanauts/tokens/hostile"), "help.comanauts.situation"),
    ("sprite", ("comanauts/tokens/poi", "comanauts/tokens/rabbit_hole", "comanauts/tokens/search",
                "comanauts/tokens/objective"), "help.comanauts.marks"),
    ("sprite", ("comanauts/symbols/red", "comanauts/symbols/green", "comanauts/symbols/yellow",
                "comanauts/symbols/blue"), "help.comanauts.lines"),
    ("outline", "HIGHLIGHT", "help.comanauts.lit"),
)


def campaign_scene():
    """The campaign screen's class (campaign_screen.py), for Continue and Load to open a
    campaign's game in progress (scenes/campaign_base.py's continue_campaign)."""
    from .campaign_screen import CampaignScene

    return CampaignScene


__all__ = ["FORM_PART", "LOGGED_EVENTS", "PICTURE", "TableScene", "campaign_scene"]

#: the rules' heading (English, rules_text/en.md) each kind of logged event belongs
#: to: a click on its log line opens the rules there (scenes/tablebase.py)
RULES_FOR_EVENT = {
    "game_started": "Set-up", "avatar_chosen": "Set-up", "avatar_revealed": "Set-up",
    "turn_started": "Your turn", "actions_ended": "Your turn", "dice_drawn": "Your turn",
    "clarity_rolled": "Your turn", "clarity_blocked": "Your turn", "dice_discarded": "Your turn",
    "clarity_gained": "Your turn", "clarity_lost": "Your turn", "clarity_given": "Actions",
    "dice_rolled": "The dice", "die_rerolled": "The dice",
    "avatar_moved": "Actions", "focused": "Actions", "die_stored": "Actions", "die_taken": "Actions",
    "attack_rolled": "Actions", "searched": "Actions", "test_rolled": "Actions", "test_already_tried": "Actions",
    "ability_used": "Actions", "task_opened": "Actions", "task_contributed": "Actions",
    "item_used": "Items and equipment", "item_gained": "Items and equipment", "item_stowed": "Items and equipment",
    "item_discarded": "Items and equipment", "item_equipped": "Items and equipment",
    "item_given": "Items and equipment", "no_item_left": "Items and equipment",
    "threat_placed": "Threat and the situation", "threat_check": "Threat and the situation",
    "enemy_turn_started": "The enemy turn", "enemy_turn_ended": "The enemy turn", "enemy_activated": "The enemy turn",
    "enemy_moved": "The enemy turn", "enemy_attack": "The enemy turn", "enemy_pushed": "The enemy turn",
    "enemy_idle": "The enemy turn", "enemy_no_target": "The enemy turn", "enemy_entered": "The enemy turn",
    "enemy_returned": "The enemy turn", "enemy_defeated": "Actions", "defended": "The enemy turn",
    "hit": "The enemy turn", "life_lost": "The enemy turn", "life_gained": "Actions",
    "avatar_returned": "The Morass", "avatar_to_morass": "The Morass",
    "vital_sign_revealed": "Vital signs", "inner_child_placed": "The inner child and the rabbit hole",
    "entry_read": "Points of interest, insight and objectives", "insight_gained": "Insight, clues and totems",
    "clue_revealed": "Insight, clues and totems", "clue_none_left": "Insight, clues and totems",
    "totem_used": "Insight, clues and totems", "totem_taken": "Insight, clues and totems",
    "page_entered": "The Nexus", "page_left": "The Nexus",
    "prime_id_revealed": "The Nexus", "prime_id_damaged": "The Nexus",
    "status_added": "Suspicious tokens and status cards", "status_removed": "Suspicious tokens and status cards",
    "game_over": "Winning and losing",
}
