"""The Comanauts table: draws the view, turns gestures into actions through the
session, and plays the events back so they can be followed. It holds no rule:
what is legal comes from the session's legal actions (their gesture targets light
up where a die may go), what happened from its events.

Gestures:
- drag a die from the tray (or the stored die from the acting sheet) onto a lit
  place: a point or space of the map (move; a space means its nearest lit point),
  an enemy standee or its card (attack), a stored-die slot (reserve, or encourage
  another comanaut), a clarity pile (encourage with clarity), a status card (a
  test to remove it), an equipped item or totem (use it, travel), the environment
  card (its test), the group task register, a colour in the discard pool (Focus,
  with two dice), or a button of the action panel (Search, Task, Equip, Test);
- click dice first to roll several together (dice of one colour and purple), then
  drag one of them, or click the action's button;
- click the buttons of a panel, the roll mat or a book page for every pick;
- wheel: zoom the map; right or middle drag: pan; Home: fit the map;
- click or Space while events play back: skip to the end; Ctrl+Z / Ctrl+Y: undo
  and redo; Escape: drop the selection, then back to the menu.

The table owns its parts: where things are and where a die may go (places.py),
the events' beats (enemyturn.py) and the drawing (drawing.py).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from tabletop.engine.places import Button as Spot, Option as Answer, Place
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.choices import GiveTo, Handling, TakeFrom, Wear, handling
from tabletop.games.comanauts.places import Dice, Discard, MeleeOn, Point, RangedOn
from tabletop.games.comanauts.view import ComanautsView

from ... import theme
from ...backdrop import Backdrop
from ...input import Gesture
from ...scenes.tablebase import BaseTable
from ...tween import ease_out
from ...widgets import Button
from .bookpage import BookPage
from .drawing import Drawing
from .dresser import DresserParts, dresser_parts
from .enemyturn import EventBeats, roll_title, stable_of
from .layout import PAD, TableLayout
from .logtext import LogWriter, entry_title, log_style, reason_text
from .mapview import MapView
from .panels import AvatarPicker, ChoicePanel, Option
from .places import Places
from .pieces import (ability_name, avatar_name, choice_labels, clue_text, colour_word, draw_unrolled, enemy_name, entry_text,
                     environment_name, kind, sentence, space_name, status_name, use_catalogue, zone_name)
from .prompts import Decision, decision
from .refusals import moving_inside, refusal
from .rollmat import RollMat
from .sheets import sheet_parts

BUTTONS = ("search", "task", "equip", "focus", "ability", "test", "end")
CANCEL = Spot("cancel")  # the Focus colours' Cancel: no move, it closes them


class ComanautsTable(BaseTable):
    title_key = "comanauts.ui.title"
    # only listed: M is a view control (view_control), the zoom keys the map's (mapview.py)
    game_keys = (("M", "help.comanauts.key_map", lambda g: False, None),
                 ("+ / -", "help.comanauts.key_zoom", lambda g: False, None))
    log_size = 13
    log_margin = 26
    drag_skips = False
    # the attack's strength label placed clear of the rooms' names and the other labels

    def __init__(self, app, session: Session) -> None:
        view = session.seen()
        super().__init__(app, session)
        self.places = Places(self)  # where things are, what is picked and where it may go
        self.beats = EventBeats(self)  # events turned into beats of the playback
        self.drawing = Drawing(self)
        use_catalogue(app.t)
        self.mat = RollMat()
        self.selected: list[tuple] = []  # ("tray", index) or ("stored",)
        self.maps: dict[tuple[str, str], MapView] = {}  # by comazone and language
        self.panels = Backdrop()  # the cloth, the dresser and the sheets, repainted only when they change
        self.decision: Decision | None = None
        self._decision_key: Any = None
        self.picker: AvatarPicker | None = None
        self.choice_page: BookPage | None = None  # the pending entry choice, as a page
        self.focus_panel: ChoicePanel | None = None  # Focus: which colour to take
        self.reader: BookPage | None = None  # the clues found, opened from the dresser
        self._roll_context: dict[int, dict[str, Any]] = {}
        self.stable = stable_of(view)
        self.large_map = False  # asked for with M or the map's button (see layout.py)

    # -- set-up ---------------------------------------------------------------------------

    def make_widgets(self) -> None:
        t = self.app.t
        self.action_buttons = {
            "search": Button(t("comanauts.ui.button_search"), lambda: self._button("search")),
            "task": Button(t("comanauts.ui.button_task"), lambda: self._button("task")),
            "equip": Button(t("comanauts.ui.button_equip"), lambda: self._button("equip")),
            "focus": Button(t("comanauts.ui.button_focus"), lambda: self._button("focus")),
            "ability": Button(t("comanauts.ui.button_ability"), lambda: self._button("ability")),
            "test": Button(t("comanauts.ui.button_test"), lambda: self._button("test")),
            "end": Button(t("comanauts.ui.button_end"), lambda: self._button("end"), primary=True),
        }
        self.map_button = Button(t("comanauts.ui.map_larger"), self.toggle_large_map)

    def layout(self, size: tuple[int, int]) -> None:
        view = self.view()
        self.L = TableLayout(size, view.seats, self._large_map_now(view), lesson=self.lesson_panel is not None)
        k = self.L.type
        self.top_bar.geometry = (10, int(112 * k), int(104 * k), int(6 * k))
        for button in self.top_bar.buttons:
            button.most = int(17 * k)
        # the log grows with the window (it adds the Text size itself), as at the other tables
        self.log_panel.scroll.size = max(12, int(self.log_size * min(2.0, theme.window_scale(size))))
        self.panels.forget()
        for name, rect in zip(BUTTONS, self.L.button_rects):
            self.action_buttons[name].rect = rect
        self.mat.layout(self.L.roll_mat())
        for view_map in self.maps.values():
            view_map.set_rect(self.L.map)
        self.layout_top(self.L.top, self.L.log)
        self._decision_key = None
        self._refresh(view)

    def lesson_area(self) -> pygame.Rect | None:
        return self.L.lesson  # under the dresser (the log is too short); the large map: above the log

    def layout_top(self, top: pygame.Rect, log: pygame.Rect) -> None:
        super().layout_top(top, log)
        if self.L.lesson is not None:
            # the recap of the others' moves, wider than the log, opens leftward clear of the words
            over = self.recap_card.rect.right - (self.L.lesson.x - PAD)
            if over > 0:
                self.recap_card.place(log.move(-over, 0))

    def toggle_large_map(self) -> None:
        self.large_map = not self.large_map
        self.layout(self.L.size)

    def _large_map_now(self, view: ComanautsView) -> bool:
        """The large map hides the sheets, so it gives way while they are needed:
        choosing avatars, and arranging items (Equip)."""
        pending = view.pending or {}
        return self.large_map and pending.get("kind") not in ("avatar", "equip")

    # -- the view, names and colours -------------------------------------------------------

    def view(self) -> ComanautsView:
        """The session's view, read through its typed fields (the session keeps it
        until the game changes: the table asks for it many times a frame)."""
        return self.session.seen()

    def players(self) -> list[str]:
        return [self.session.name(s) for s in range(self.session.state.seats)]

    def name(self, seat: int) -> str:
        return avatar_name(self.view(), seat, self.session.name(seat))

    def reading(self) -> bool:
        """Book pages wait for a reader only when a person is at the table."""
        return bool(self.session.humans())

    # -- the log ---------------------------------------------------------------------------

    def start_log(self) -> None:
        self.logw = LogWriter(self.app.t, self.players())

    def describe(self, event: dict[str, Any]) -> str | None:
        return self.logw.describe(event)

    def log_style(self, event: dict[str, Any]) -> tuple[tuple[int, int, int], bool]:
        return log_style(event)

    # -- the frame -------------------------------------------------------------------------

    def show_events(self, events: list[dict[str, Any]]) -> None:
        self._note_rolls(events)
        self.beats.plan(events)

    def after_update(self) -> None:
        self._refresh(self.view())

    def _note_rolls(self, events: list[dict[str, Any]]) -> None:
        """Each roll's outcome event, so the roll mat can say what it is for."""
        self._roll_context = {}
        for i, e in enumerate(events):
            if e["event"] in ("dice_rolled",):
                for later in events[i + 1:]:
                    if later["event"] in ("attack_rolled", "test_rolled", "searched", "defended", "task_contributed"):
                        self._roll_context[id(e)] = later
                        break

    def _refresh(self, view: ComanautsView) -> None:
        """Places of everything for this view (hit tests use them), the map of the
        comazone shown, the decision asked and the roll mat's buttons."""
        if self.L.large_map != self._large_map_now(view):
            self.layout(self.L.size)  # lays out again, and comes back here
            return
        L = self.L
        zone = self.beats.shown.zone if self.beats.shown.running else view.zone
        self.map = self._map_for(zone)
        pending = view.pending or {}
        self.sheet_parts = [sheet_parts(L.sheet(k), view.sheets[k], self.app.assets, self.app.t,
                                        arranging=pending.get("kind") == "equip" and pending.get("seat") == k,
                                        k=L.sheet_type)
                            for k in range(view.seats)]
        self.dresser_parts: DresserParts = dresser_parts(L.dresser, view, self.app.assets, L.dresser_type)
        if not self.playback.busy:
            self.stable = stable_of(view)
        pending = view.pending
        key = (len(self.session.state.history), self.app.t.language, repr(pending), self.L.size)
        if key != self._decision_key:
            self._decision_key = key
            self.focus_panel = None
            self.decision = decision(view, self.app.t, self.name)
            if self.decision and self.decision.panel:
                self.decision.panel.layout(L.map, self.app.assets, self.places.involved_points(view), L.type)
            self.picker = None
            if pending and pending["kind"] == "avatar" and not self.read_only:  # a replay asks nobody
                self.picker = AvatarPicker(self.app.t, list(pending["options"]), self.session.name(pending["seat"]),
                                           view.start_zone, pending["seat"] + 1)
                # before the avatars are chosen the sheets hold nothing: the chooser may cover them
                self.picker.layout(pygame.Rect(L.map.x, L.map.y, L.panel.right - L.map.x, L.sheets.bottom - L.map.y))
            self.choice_page = None
            use_catalogue(self.app.t)
            if pending and pending["kind"] == "entry_choice":
                self.choice_page = self.entry_page(view.zone, pending["entry"], list(pending.get("labels") or []))
            self.selected = [s for s in self.selected if self.places.selection_valid(s, view)]
            if not self.playback.busy:
                self.mat_after_playback()
        if self.picker is not None and self.picker.selected is None:
            self.picker.selected = self._asked_avatar()

    def _asked_avatar(self) -> str | None:
        """The avatar a guided game's step asks for (a click on its card then its
        button is two gestures: the card is shown chosen, the button confirms it)."""
        expected = self.session.expected()
        value = expected.target.value if expected is not None and isinstance(expected.target, Answer) else None
        return value if self.picker is not None and value in self.picker.options else None

    def mat_after_playback(self) -> None:
        """With nothing playing, the mat shows the roll the model waits on, if any."""
        view = self.view()
        pending = view.pending or {}
        if pending.get("kind") == "reroll" and view.roll:
            roll = view.roll
            name = self.name(roll.sheet)
            title = sentence(self.app.t, roll_title(self.app.t, {"purpose": roll.purpose}, view, name))
            if not self.mat.shown or [d for d, _ in self.mat.dice] != [kind(d) for d, _ in roll.dice] or \
                    [f for _, f in self.mat.dice] != [f for _, f in roll.dice]:
                self.mat.show_roll(title, roll, pending.get("total"), pending.get("need"))
            self.mat.title = title
            self.mat.total, self.mat.need = pending.get("total"), pending.get("need")
            avatar = lib.AVATARS.get(view.sheets[roll.sheet].avatars[-1]) if view.sheets[roll.sheet].avatars else None
            mine = self.mine(view)
            self.mat.set_options([str(o) for o in pending["options"]] if mine else None, self.app.t,
                                 ability_name(avatar.id) if avatar else "")
        else:
            self.mat.set_options(None, self.app.t)
            if not self.playback.busy:
                self.mat.clear()

    def _map_for(self, zone: str) -> MapView | None:
        if not zone:
            return None
        key = (zone, self.app.t.language)  # the rooms' names are painted into the map's tiles
        found = self.maps.get(key)
        if found is None:
            found = MapView(lib.page_of(zone), self.app.assets)
            found.set_rect(self.L.map)
            found.fit()
            self.maps[key] = found
        found.colour_blind = self.app.settings.colour_blind
        return found

    def results(self):
        link = getattr(self.session, "context", None)
        if link is not None:  # a campaign's session: written into the campaign, then its story read
            from .campaign_screen import session_end

            return session_end(self.app, self.session, link)
        t = self.app.t
        result = self.session.state.result or {}
        won = bool(result.get("winners"))
        reason = reason_text(t, result.get("reason", ""))
        headline = t("comanauts.ui.won_headline" if won else "comanauts.ui.lost_headline", reason=reason)
        prime = result.get("prime")
        lines = [
            t("comanauts.ui.result_reason", reason=reason),
            t("comanauts.ui.result_turns", turns=result.get("turns", self.session.state.turn)),
            t("comanauts.ui.result_clues", clues=result.get("clues", 0)),
            t("comanauts.ui.result_prime", name=enemy_name(prime) if prime else "?"),
        ]
        view = self.view()
        names = [t("comanauts.ui.result_seat", player=self.session.name(k), avatar=self.name(k))
                 if view.sheets[k].avatars else self.session.name(k) for k in range(view.seats)]
        return self.app.scene("results", self.session, [], lines, headline=headline, won=won, names=names)

    # -- who may act -----------------------------------------------------------------------

    def mine(self, view: ComanautsView | None = None) -> bool:
        """A person decides now, and nothing is playing back."""
        view = view or self.view()
        return view.pending is not None and self.session.human_to_act() and not self.playback.busy

    def pending_kind(self) -> str | None:
        pending = self.view().pending
        return pending["kind"] if pending else None

    # -- acting ------------------------------------------------------------------------------

    def act(self, source: Place | None, target: Place) -> bool:
        done = super().act(source, target)
        if done:
            self.drop_selection()
        return done

    def has_selection(self) -> bool:
        return bool(self.selected or self.focus_panel)

    def drop_selection(self) -> None:
        self.selected, self.focus_panel = [], None

    def rewound(self) -> None:
        self.beats.forget()
        self.mat.clear()
        self._decision_key = None

    def place_rect(self, place: Place) -> pygame.Rect | None:
        return self.places.rect_of(place)

    def _button(self, name: str) -> None:
        """A click on an action panel button: with the selected dice, or with the only
        dice that can do it."""
        if not self.mine():
            return
        view = self.view()
        t = self.app.t
        if name in ("end", "ability"):
            self.act(None, self.places.button_target(name, view))
            return
        legal = self.session.legal_actions()
        if name == "focus":
            source = self.places.source_of(self.selected, view)
            colours = sorted(x.target.colour for x in legal if x.source == source and isinstance(x.target, Discard))
            if not colours:
                self.app.notify(t("comanauts.ui.focus_hint"))
                return
            options = [Option(colour_word(t, c).capitalize(), Discard(c), die=c) for c in colours]
            options.append(Option(t("comanauts.ui.cancel"), CANCEL))
            self.focus_panel = ChoicePanel(t("comanauts.ui.focus_title"), t("comanauts.ui.focus_body"), options)
            self.focus_panel.layout(self.L.map, self.app.assets, k=self.L.type)
            self._focus_source = source
            return
        target = self.places.button_target(name, view)
        if self.selected:
            source = self.places.source_of(self.selected, view)
            if target not in self.drag_drop.lit(source):
                self._refuse_button(name, source)
                return
            self.act(source, target)
            return
        sources = {x.source for x in legal if x.target == target}
        if len(sources) == 1:
            self.act(sources.pop(), target)
        elif not sources:
            self._refuse_button(name, None)
        else:
            self.app.notify(t("comanauts.ui.select_first"))

    def roll_title(self, e: dict[str, Any], view: ComanautsView) -> str:
        name = self.name(e["seat"])
        later = self._roll_context.get(id(e))
        t = self.app.t
        if later is not None:
            ev = later["event"]
            if ev == "attack_rolled":
                return t(f"comanauts.ui.mat_{e['purpose']}", name=name, enemy=enemy_name(later["enemy"]))
            if ev == "defended" and later.get("enemy") and (later["enemy"] in lib.HOSTILES or later["enemy"] in lib.ENTITIES):
                return t("comanauts.ui.mat_defend_against", name=name, enemy=enemy_name(later["enemy"]))
            if ev == "test_rolled" and str(later.get("key", "")).startswith("status:"):
                status = later["key"].split(":")[2]
                return t("comanauts.ui.mat_status", name=name, status=status_name(status))
            if ev == "test_rolled" and later.get("key") == "env" and view.environment:
                return t("comanauts.ui.mat_env", name=name, card=environment_name(view.environment))
        return roll_title(t, e, view, name)

    def entry_page(self, zone: str, entry: str, labels: list[str] | None) -> BookPage:
        t = self.app.t
        text = entry_text(zone, entry)
        z = lib.ZONES.get(zone)
        caption = t("comanauts.ui.page_caption", page=z.page, zone=zone_name(zone)) if z else ""
        labels = choice_labels(zone, entry, labels) if labels else [t("comanauts.ui.continue")]
        return BookPage(entry_title(t, zone, entry), text, labels, caption=caption)

    def recap_waits(self) -> bool:
        return self.current_page() is not None

    def current_page(self) -> BookPage | None:
        if self.playback.page is not None:
            return self.playback.page
        if self.reader is not None:
            return self.reader
        if self.choice_page is not None and not self.playback.busy:
            return self.choice_page
        return None

    # -- input ---------------------------------------------------------------------------------

    def raw_event(self, event: pygame.event.Event) -> bool:
        """Right and middle drags pan the map (the app passes raw events first)."""
        if self.map is None:
            return False
        return self.map.handle_event(event)

    def before(self, g) -> bool:
        """Buttons light under the pointer; an open book page takes every gesture."""
        if g.kind == "hover":
            for button in (*self.action_buttons.values(), *self.top_bar.buttons, self.map_button):
                button.handle(g)
        page = self.current_page()
        if page is None:
            return False
        self._handle_page(page, g)
        return True

    def key_skips(self, g) -> bool:
        return g.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE)

    def while_busy(self, g) -> bool:
        """While events play back, only the map still zooms and pans."""
        if self.map is not None and g.kind in ("wheel", "key"):
            self.map.handle(g)
        return True

    def view_control(self, g) -> bool:
        """The large map, on and off: M, or the map's button."""
        if self.map is None or self.current_page() is not None:
            return False
        if (g.kind == "click" and self.map_button.rect.collidepoint(g.pos)
                and self.drawing.dialog_at(g.pos) is None) or \
                (g.kind == "key" and g.key == pygame.K_m and not g.mod & pygame.KMOD_CTRL):
            self.toggle_large_map()
            return True
        return False

    def wheel(self, g) -> bool:
        if self.map is not None:
            self.map.handle(g)
        return True

    def choose(self, g) -> bool:
        """The avatar chooser, the Focus colours, the roll mat's and the decision's buttons."""
        mine = self.mine()
        if self.picker is not None:
            if mine:
                chosen = self.picker.handle(g)
                if chosen:
                    self.act(None, Answer(chosen))
            return True
        if self.focus_panel is not None:
            target = self.focus_panel.handle(g)
            if target == CANCEL:
                self.focus_panel = None
            elif target:
                self.act(self._focus_source, target)
            if g.kind == "click":
                return True
        for widget in (self.mat if self.mat.buttons else None,
                       self.decision.panel if self.decision is not None else None):
            target = widget.handle(g) if mine and widget is not None else None
            if target is not None and target in self.drag_drop.lit(None):
                self.act(None, target)
                return True
        return False

    def number(self, index: int) -> None:
        """Number key `index + 1`: the option with that number on the dialog that is
        up (a decision, the Focus colours, the roll mat's re-rolls)."""
        self.choose(Gesture("key", key=pygame.K_1 + index))

    def _handle_page(self, page: BookPage, g) -> None:
        chosen = page.handle(g)
        if chosen is None:
            if g.kind == "key" and g.key == pygame.K_ESCAPE and page is self.reader:
                self.reader = None
            return
        if page is self.reader:
            self.reader = None
        elif page is self.playback.page:
            self.playback.close_page()
        elif page is self.choice_page and self.mine():
            self.act(None, Answer(str(chosen)))

    def key(self, g) -> bool:
        if super().key(g):
            return True
        if g.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.mine() and self.pending_kind() == "actions":
            self._button("end")  # Enter ends the step, as it ends a turn at the other tables
            return True
        return self.map is not None and self.map.handle(g)

    def start_drag(self, g) -> None:
        if self._item_drag_start(g):
            return
        if not self.mine() or self.pending_kind() not in ("actions", "entry_test"):
            return
        key = self.places.die_at(g.start)
        if key is None:
            return
        keys = list(self.selected) if key in self.selected and len(self.selected) > 1 else [key]
        self.drag_drop.drag = {"keys": keys, "start": g.start}

    def _item_drag_start(self, g) -> bool:
        """Equip/Trade (CO-ACTION.12-13): once the die is spent, items are dragged
        between slots, the inventory and the sheets of comanauts in the same space."""
        if self.pending_kind() != "equip" or not self.mine():
            return False
        for k, parts in enumerate(self.sheet_parts):
            for box, _slot, item in parts.boxes:
                if item and box.collidepoint(g.start):
                    self.drag_drop.drag = {"keys": [], "item": item, "sheet": k, "start": g.start}
                    return True
        return False

    def _item_option(self, item: str, owner: int, pos) -> str | None:
        """The equip option a dropped item means: onto a slot of its own sheet, wear
        it there; onto the inventory, stow it; onto another sheet, give or take it."""
        pending = self.view().pending
        me = pending["seat"]
        for k, parts in enumerate(self.sheet_parts):
            if not parts.rect.collidepoint(pos):
                continue
            if k != owner:
                if owner == me:
                    return str(Handling(item, GiveTo(k)))
                return str(Handling(item, TakeFrom(owner))) if k == me else None
            for box, slot, _held in parts.boxes:
                if box.collidepoint(pos):
                    if slot.startswith("inv"):
                        return str(Handling(item, "stow"))
                    return next((o for o in pending["options"] if _wears(handling(o), item, slot)), None)
        return None

    def drop(self, drag: dict[str, Any], pos) -> None:
        if "item" in drag:
            option = self._item_option(drag["item"], drag["sheet"], pos)
            if option is None or option not in self.view().pending["options"]:
                self.app.notify(self.app.t("comanauts.ui.item_cannot_go"))
            else:
                self.act(None, Answer(option))
            return
        source = self.places.source_of(drag["keys"])
        lit = self.drag_drop.lit(source)
        target = self.places.target_at(pos, lit)
        elsewhere = self._aimed_elsewhere(target, pos)
        if elsewhere is not None:
            self._slide_back(drag, pos)
            self.app.refuse(elsewhere)
            return
        self.drag_drop.drop_on(source, target, lit, self.app.t("comanauts.ui.drop_hint"),
                               lambda: self._slide_back(drag, pos),
                               self._refusal(target, source) if target is not None and target not in lit else None)

    def _refusal(self, target: Place, source: Dice | None) -> IllegalAction:
        """Why the dice cannot go there, in words about the table (the model only
        knows that no legal action matches the drop); in a guided game, what its step asks."""
        guided = self.session.step_refusal()
        if guided is not None:
            return guided
        view = self.view()
        who = self.name(view.current)
        token = source.use if source and "+" not in source.use else ""
        if token == "stored" and view.sheets[view.current].stored:
            token = kind(view.sheets[view.current].stored)
        colour = colour_word(self.app.t, token) if token else ""
        if isinstance(target, Point) and colour:
            space = space_name(view.zone, target.space)
            return IllegalAction(f"{who} cannot move to {space} with that die.", "comanauts.ui.cannot_move",
                                 name=who, space=space, colour=colour)
        if isinstance(target, (MeleeOn, RangedOn)):
            enemy = enemy_name(target.card)
            return IllegalAction(f"{who} cannot attack {enemy} with that from here.", "comanauts.ui.cannot_attack",
                                 name=who, enemy=enemy)
        return refusal(self.app.t, view, who, target, self._tokens_of_source(source))

    def _tokens_of_source(self, source: Dice | None) -> list[str]:
        return source.use.split("+") if source else []

    def _aimed_elsewhere(self, target: Place | None, pos) -> IllegalAction | None:
        """A drop inside the comanaut's own space but on no point of it would move it
        within the space: that is not what a player aims at by dropping there."""
        if not isinstance(target, Point) or self.map is None:
            return None
        view = self.view()
        space = target.space
        here = (view.pos.get(f"a:{view.current}") or [None])[0]
        if space != here:
            return None
        at = self.map.to_screen(self.map.spaces[space].points[target.point])
        reach = max(12.0, 14 * self.map.zoom)
        if (pos[0] - at[0]) ** 2 + (pos[1] - at[1]) ** 2 <= reach * reach:
            return None
        return moving_inside(self.name(view.current))

    def _refuse_button(self, name: str, source: Dice | None) -> None:
        guided = self.session.step_refusal()
        if guided is not None:
            self.app.refuse(guided)
            return
        view = self.view()
        target = self.places.button_target(name, view)
        self.app.refuse(refusal(self.app.t, view, self.name(view.current), target,
                                self._tokens_of_source(source)))

    def _slide_back(self, drag: dict[str, Any], pos) -> None:
        view = self.view()
        homes = []
        dice = self.places.tray_dice(view)
        centres = self.L.tray_dice(len(dice))
        for key in drag["keys"]:
            if key[0] == "stored":
                homes.append((key, self.sheet_parts[view.current].stored.center, kind(view.sheets[view.current].stored)))
            elif key[1] < len(dice):
                homes.append((key, centres[key[1]], kind(dice[key[1]])))
        size = self.L.die_size

        def paint(surface, t, homes=homes) -> None:
            for i, (_key, home, colour) in enumerate(homes):
                start = (pos[0] + i * 14, pos[1])
                p = ease_out(t)
                draw_unrolled(surface, self.app.assets, colour,
                              (start[0] + (home[0] - start[0]) * p, start[1] + (home[1] - start[1]) * p), size)
        self.slides.tween(0.25, paint, frozenset(k for k, _, _ in homes))

    def click(self, pos) -> None:
        view = self.view()
        if self.dresser_parts.clues.collidepoint(pos) and view.clues:
            self._open_clues(view)
            return
        if not self.mine():
            return
        kind_now = self.pending_kind()
        if kind_now in ("actions", "entry_test"):
            key = self.places.die_at(pos)
            if key is not None:
                if key in self.selected:
                    self.selected.remove(key)
                else:
                    self.selected.append(key)
                return
            for button in self.action_buttons.values():
                if button.rect.collidepoint(pos):
                    if button.enabled:
                        button.on_click()
                    else:
                        name = next(n for n, b in self.action_buttons.items() if b is button)
                        self._refuse_button(name, self.places.source_of(self.selected, view))
                    return
            if self.selected:
                self.selected = []
            return
        if self.decision is not None and self.map is not None and self.L.map.collidepoint(pos):
            # picks made on the map: the lit point or space under the cursor
            space = self.map.space_at(pos)
            if space is None:
                return
            answers = self.drag_drop.lit(None)
            points = [(target, sp, i) for target, (sp, i) in self.decision.map_points.items()
                      if sp == space and target in answers]
            if points:
                x, y = self.map.to_map(pos)
                pts = self.map.spaces[space].points
                target = min(points, key=lambda p: (pts[p[2]][0] - x) ** 2 + (pts[p[2]][1] - y) ** 2)[0]
                self.act(None, target)
                return
            for target, sp in self.decision.map_spaces.items():
                if sp == space and target in answers:
                    self.act(None, target)
                    return

    def _open_clues(self, view) -> None:
        t = self.app.t
        texts = [f"{i + 1}. {clue_text(c)}" for i, c in enumerate(view.clues)]
        self.reader = BookPage(t("comanauts.ui.clues_found", count=len(texts)), "\n\n".join(texts),
                               [t("comanauts.ui.close")], caption=t("comanauts.ui.clue_caption"))

    # -- drawing -----------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)


def _wears(move: Handling | str, item: str, slot: str) -> bool:
    """Whether an Equip move puts `item` on in `slot` (among others)."""
    return isinstance(move, Handling) and move.item == item and isinstance(move.how, Wear) and slot in move.how.slots
