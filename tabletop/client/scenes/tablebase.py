"""The table scene every game's table is built on.

A game's table says what its game looks like (`draw_board`, `describe` for the
log, `zoom_image`...) and what its gestures mean (`start_drag`, `drop`, `click`,
`number`...); this scene does what every table does, the same way for all:

- the top bar: the game's title, the turn, who acts (a seat's colour and words),
  undo, redo and menu buttons, undo and redo greyed when refused;
- the log panel, each event in the game's own words (`describe`, `log_style`),
  rebuilt from the session's log when the table opens or an undo rewinds;
- the update loop: new events are shown (`show_events`), then the results when
  the game is over, then the pass-the-device curtain whenever the seat to act
  changes to another person and the game is private (no game can forget it),
  then bots and automated turns;
- keys, from one list (KEYS, which both the key handling and the help read):
  Ctrl+Z undo, Ctrl+Y redo, Esc drops the selection or opens the in-game menu
  (scenes/pausemenu.py), F1 or ? the help (scenes/help.py: the keys, the game's
  legend, the rules at the section of the pending decision), 1-9 pick (F11 is
  the app's);
- a recap when a person's turn comes back after others played (after the curtain,
  if any): a card over the log telling everything since their last move, by player
  (from the session's `moves_since_last_acted` and the sentences the log already
  said), until closed or the next move; its "Last round" button, and the top bar's,
  plays the others' moves again on the table (scenes/lastround.py);
- every card drawn or revealed, shown large to whoever may see it (`card_face`,
  the question it asks on it: `card_choices`), until read, or at the bot pace;
- hover zoom after a rest of the pointer, pinned or unpinned by a right click;
- drags: only the legal targets light up, and a drop elsewhere slides back and
  says why;
  each of the top bar, log panel, recap card, zoom and drag and drop is a part
  (scenes/table_parts/) the table owns and hands what it needs;
- one animation mechanism (tween.Playback): `playback` for what the events say
  happened (it holds the game back while it plays; a click skips it), `slides`
  for the table's own answers to gestures (a card sliding home).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from tabletop.engine.places import Place

from .. import theme
from ..input import Gesture
from ..games import client_of
from ..scene import Scene
from ..tween import Playback
from .curtain import CurtainScene
from .table_parts.card_reveal import CardFace, CardReveal
from .table_parts.drag_drop import DragDrop
from .table_parts.host_panel import HostPanel
from .table_parts.lesson_panel import LessonPanel
from .table_parts.log_panel import LogPanel
from .table_parts.recap_card import RecapCard
from .table_parts.seats import away_words
from .table_parts.top_bar import TopBar
from .table_parts.zoom import Zoom


def _ctrl(key: int) -> Callable[[Gesture], bool]:
    return lambda g: g.kind == "key" and bool(g.mod & pygame.KMOD_CTRL) and g.key == key


def _plain(*keys: int) -> Callable[[Gesture], bool]:
    return lambda g: g.kind == "key" and not g.mod & pygame.KMOD_CTRL and g.key in keys


def _wants_help(g: Gesture) -> bool:
    """F1, or a typed "?" (whatever the keyboard's layout puts it on)."""
    return (g.kind == "key" and g.key == pygame.K_F1) or (g.kind == "text" and g.text == "?")


#: A key's row: (shown as, catalogue key of what it does, does it match the
#: gesture, what it does at the table). What it does None is done elsewhere (F11:
#: the app's) and only shown.
Key = tuple[str, str, Callable[[Gesture], bool], "Callable[[BaseTable, Gesture], None] | None"]
#: The shared table's keys. The key handling reads this list and the help shows
#: it, so they cannot drift apart.
KEYS: tuple[Key, ...] = (
    ("Esc", "help.key_escape", _plain(pygame.K_ESCAPE), lambda table, g: table.escape()),
    ("F1 / ?", "help.key_help", _wants_help, lambda table, g: table.open_help()),
    ("Ctrl+Z", "help.key_undo", _ctrl(pygame.K_z), lambda table, g: table.undo()),
    ("Ctrl+Y", "help.key_redo", _ctrl(pygame.K_y), lambda table, g: table.redo()),
    ("1-9", "help.key_number", lambda g: g.kind == "key" and not g.mod & pygame.KMOD_CTRL
     and pygame.K_1 <= g.key <= pygame.K_9, lambda table, g: table.number(g.key - pygame.K_1)),
    ("F11", "help.key_fullscreen", lambda g: False, None),
)
#: What the pointer does at every table, shown in the help after the keys.
POINTER: tuple[tuple[str, str], ...] = (
    ("help.pointer_click", "help.pointer_click_does"),
    ("help.pointer_right", "help.pointer_right_does"),
    ("help.pointer_rest", "help.pointer_rest_does"),
)


# Extra time a bot's next move waits after big news (an attack, a reveal), on top of
# the bot pace, when the pace is not 0 (as fast as possible).
BIG_NEWS_PAUSE_MS = 1200

class BaseTable(Scene):
    #: the catalogue key of the game's name, for the top bar
    title_key = ""
    #: the log's type size, and how much narrower than its panel its lines are
    log_size = 14
    log_margin = 30
    #: the room after the top bar's title
    title_gap = 18
    #: the game's own keys, in the shape of KEYS: handled after the shared ones and
    #: listed in the help below them
    game_keys: tuple[Key, ...] = ()
    #: whether a drag start skips the playback like a click does
    drag_skips = True
    #: a table only looked at (the board under the results, a replay): nothing is
    #: played, undone, dragged or picked, no bot moves and no curtain or results open;
    #: only the log's and the board's wheel and the right-click zoom still work
    read_only = False

    def draw(self, surface: pygame.Surface) -> None:
        """The game's table, then the shared table's own overlays (the recap card, a
        guided game's step, a card drawn)."""
        self.draw_table(surface)
        self.recap_card.draw(surface)
        if self.lesson_panel is not None:
            self.lesson_panel.draw(surface)
        self.card_reveal.draw(surface)
        if self.host_panel is not None:
            self.host_panel.draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The game's table: everything but the shared overlays."""
        raise NotImplementedError

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.data = client_of(session.state.game.name)  # legend and rules links
        self.playback = Playback()  # what the events say happened
        self.slides = Playback()  # the table's own answers to gestures
        self.top_bar = TopBar(app, session, self.name, self.seat_colour, lambda: self.playback.busy,
                              lambda: self.read_only, self.undo, self.redo, self.open_menu,
                              (lambda: self.last_round_start() is not None, self.last_round), self.title_gap)
        self.log_panel = LogPanel(app, self.describe, self.log_style, self.data.rules_for_event,
                                  self.log_size, self.log_margin)
        self.recap_card = RecapCard(app, session, lambda: self.log_panel.said, self.name, self.recap_waits,
                                    self.last_round)
        self.drag_drop = DragDrop(app, session, self.act)
        self.card_reveal = CardReveal(app, session, self.playback, self.card_choices)
        self.zoom = Zoom(self.thing_at, self.zoom_image, self.zoom_area, self.zoom_paused,
                         lambda: self.drag_drop.drag is None and not self.playback.busy)
        # a guided game's step, over the log (a GuidedSession has a lesson)
        self.lesson_panel = LessonPanel(app, session, self.place_rect) if hasattr(session, "lesson") else None
        # a game hosted for remote players: its address, code and remote seats, under the log
        hosting = app.hosting
        self.host_panel = HostPanel(app, hosting, self.name) if hosting and hosting.session is session else None
        self._big_news = False  # the last events held an attack or a reveal (bots wait longer)
        self._rewinds = session.rewinds  # the session's undos this table has caught up with
        self._link_down = False  # a remote seat's link to its host was down at the last frame
        session.fresh.clear()  # what happened before this screen opened is in the log already

    # -- lifecycle ------------------------------------------------------------------------

    def on_show(self) -> None:
        self.top_bar.make_buttons()
        self._set_speed()
        self.make_widgets()
        self.rebuild_log()
        super().on_show()

    def make_widgets(self) -> None:
        """The game's own widgets, made anew in the player's language."""

    def layout_top(self, top: pygame.Rect, log: pygame.Rect) -> None:
        """Place the top bar's buttons in `top`, and the log in `log`."""
        self.top_bar.place(top)
        if self.lesson_panel is not None:  # a guided game's step: in the game's band, else above the log
            band = self.lesson_area()
            if band is None:
                log = self.lesson_panel.place(log)
            else:
                self.lesson_panel.rect = band
        if self.host_panel is not None:
            log = self.host_panel.place(log)
        self.log_panel.place(log)
        self.recap_card.place(log)

    def lesson_area(self) -> pygame.Rect | None:
        """A band of the table's own for a guided game's step (a table whose log is too
        short for its words); None: the top of the log's room."""
        return None

    def close(self) -> None:
        self.app.stop_hosting(self.session)
        self.session.close()

    # -- the top bar ----------------------------------------------------------------------

    def waiting_words(self, pending) -> str | None:
        """What a game's prompt says before its own words: nothing with no decision
        pending or when only watching, "thinking" for a bot; None when a person is
        asked (the game then words the question)."""
        if pending is None or self.read_only:  # a replay: no bot is thinking, nobody is asked
            return ""
        return away_words(self.app, self.session, pending["seat"], self.name(pending["seat"]))

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """A seat's colour wherever the table shows the seat (a game whose pieces
        bring their own colours says so), the top bar's dot included."""
        return theme.seat_color(seat, self.app.settings.colour_blind)

    # -- the log ---------------------------------------------------------------------------

    def describe(self, event: dict[str, Any]) -> str | None:
        """One sentence for `event` in the game's own words, or None."""
        raise NotImplementedError

    def log_style(self, event: dict[str, Any]) -> tuple[tuple[int, int, int], bool]:
        """The colour of `event`'s line, and whether it is bold."""
        return theme.TEXT_DIM, False

    def start_log(self) -> None:
        """The log is about to be told again from the first event."""

    def rebuild_log(self) -> None:
        self.start_log()
        self.log_panel.retell(self.session.log)

    # -- the frame -------------------------------------------------------------------------

    def _set_speed(self) -> None:
        self.playback.speed = self.slides.speed = self.app.settings.animation_speed

    def update(self, dt: float) -> None:
        self._set_speed()
        self.playback.update(dt)
        self.slides.update(dt)
        self.zoom.tick(dt)
        session = self.session
        if session.rewinds != self._rewinds:  # moves taken back at the host of a remote seat
            self._forget_shown()
        self._say_link(session.link_problem())
        if self.playback.busy:
            return
        if session.fresh:
            events = list(session.fresh)
            session.fresh.clear()
            self.recap_card.moved()
            self.app.sound.events(session.state.game.name, events)  # the game's SOUNDS (sound.py)
            # A bot's move that brought something big (an attack, a new hero: the
            # log's strong lines) stays on screen longer, so bots' turns can be followed.
            self._big_news = any(self.log_style(e)[1] for e in events if e["event"] != "turn_started")
            # A card drawn shows after what happened before it and before what follows;
            # the game is handed the events in runs, whole between cards.
            run: list[dict[str, Any]] = []
            for event in events:
                run.append(event)
                face = self.card_face(event)
                if face is not None:
                    self.show_events(run)
                    run = []
                    self.card_reveal.add(face)
            if run:
                self.show_events(run)
            self.playback.update(0)
            self.after_update()
            return
        if self.read_only:  # moves played again (the last round) show; nothing else moves
            return
        if session.state.is_over:
            self.app.replace(self.results())
            self._lesson_done(self.app.top)  # a lesson whose game was free to the end ends here
            return
        if self._lesson_done(self):
            return
        if session.needs_handover():  # private hands: pass the device first
            self.drop_selection()
            self.drag_drop.drag = None
            self.app.push(CurtainScene(self.app, session))
            return
        self.recap_card.check()
        pace = self.app.settings.bot_pace_ms
        session.update(pace + (BIG_NEWS_PAUSE_MS if pace and self._big_news else 0))
        self.after_update()

    def _say_link(self, problem: tuple[str, dict[str, Any]] | None) -> None:
        """A remote seat's link to its host: said for as long as it is down, and once
        when it is back."""
        if problem is not None:
            t, (key, values) = self.app.t, problem
            if t.has(values.get("why", "")):  # the host's reason, in this player's language
                values = {**values, "reason": t(values["why"])}
            self.app.notify(t(key, **values), seconds=0.5)
        elif self._link_down:
            self.app.notify(self.app.t("net.link_back"), calm=True)
        self._link_down = problem is not None

    def _lesson_done(self, over: Scene) -> bool:
        """A guided game whose lesson has just ended, once every card drawn was read:
        open the page of what was learned over `over` (True when it opened)."""
        session = self.session
        if not hasattr(session, "lesson") or session.done_shown or self.card_reveal.shown() is not None:
            return False
        if not (session.lesson.finished or session.state.is_over):
            return False
        from .learn import LessonDoneScene  # the scenes import the table, not the other way

        session.done_shown = True
        self.app.push(LessonDoneScene(self.app, over))
        return True

    def last_round(self) -> None:
        """Play the others' moves since the person to act last moved again on the
        table, then come back (scenes/lastround.py)."""
        start = self.last_round_start()
        if start is not None:
            self.recap_card.close()
            self.app.open("lastround", self.session, start)

    def last_round_start(self) -> int | None:
        """Where the last round begins in the history: after the last move of the
        person to act, when others have moved since; else None."""
        session = self.session
        if (self.read_only or self.playback.busy or not session.human_to_act() or session.needs_handover()
                or not session.holds_game):  # a remote seat has no moves to play again, only their events
            return None
        start = session.first_since_last_acted(session.to_act)
        return start if start is not None and start < len(session.state.history) else None

    def recap_waits(self) -> bool:
        """Whether the recap card waits (the game shows something over the table that
        it must not cover, such as a page to read)."""
        return False

    def show_events(self, events: list[dict[str, Any]]) -> None:
        """Log and animate events that just happened (into `self.playback`)."""
        raise NotImplementedError

    def card_face(self, event: dict[str, Any]) -> CardFace | None:
        """The card `event` draws or reveals, as the card overlay shows it; None when
        it shows none (or only a count: a card drawn in secret)."""
        return None

    def card_choices(self, face: CardFace) -> list[tuple[str, Callable[[], None]]]:
        """The question card `face` asks the person looking now, as its buttons'
        (label, what it does); none when it asks nothing."""
        return []

    def after_update(self) -> None:
        """The game moved on (or may have): refresh what depends on the view."""

    def results(self) -> Scene:
        """The results screen, when the game is over."""
        raise NotImplementedError

    def hidden(self) -> frozenset:
        """What the animations are moving: the still table leaves it out."""
        return self.playback.hidden() | self.slides.hidden()

    # -- acting -----------------------------------------------------------------------------

    def act(self, source: Place | None, target: Place) -> bool:
        """The gesture source -> target, through the session; a refusal is said."""
        if self.read_only:
            return False
        try:
            self.session.gesture(source, target)
        except IllegalAction as exc:
            self.app.refuse(exc)
            return False
        return True

    def refuse(self, action) -> None:
        """Say why `action`, which the gesture just made would mean, is refused (the
        model's words, naming the seat as the table does), where the gesture was."""
        if self.read_only:
            return
        refusal = self.session.why_not(action)
        if "name" in refusal.values and self.session.to_act is not None:
            refusal.values["name"] = self.name(self.session.to_act)
        self.app.refuse(refusal)

    def undo(self) -> None:
        if self.read_only:
            return
        try:
            self.session.undo()
        except IllegalAction as exc:
            self.app.refuse(exc)
            return
        self._forget_shown()

    def _forget_shown(self) -> None:
        """Moves were taken back: what was on its way to the screen goes, and the log
        is told again."""
        self._rewinds = self.session.rewinds
        self.playback.clear()
        self.slides.clear()
        self.drop_selection()
        self.drag_drop.drag = None
        self.rewound()
        self.rebuild_log()
        self.after_update()

    def rewound(self) -> None:
        """An undo replaced the state: forget what was shown of the old one."""

    def redo(self) -> None:
        if self.read_only:
            return
        try:
            self.session.redo()
        except IllegalAction as exc:
            self.app.refuse(exc)

    # -- input ----------------------------------------------------------------------------------

    def handle(self, g: Gesture) -> None:
        self.zoom.pointer(g)
        log = self.log_panel
        game = self.session.state.game.name
        if g.kind == "hover":
            log.scroll.hover = g.pos
        if self.view_control(g):
            return
        if self.read_only:
            if log.pointer(g, game):
                return
            if g.kind == "wheel" and not log.handle(g):
                self.wheel(g)
            elif g.kind == "context":
                self.zoom.toggle(g.pos)
            return
        if _wants_help(g):  # F1 or ?: the help, even over a page the game has open
            self.open_help()
            return
        if self.host_panel is not None and self.host_panel.handle(g):
            return
        if self.card_reveal.handle(g):  # a card being read takes the gesture
            return
        if self.lesson_panel is not None and self.lesson_panel.handle(g):
            return
        if self.recap_card.handle(g):
            return
        if self.before(g):
            return
        if log.pointer(g, game):  # a log line: the rules at its section
            return
        if self.playback.busy and (g.kind == "click" or (g.kind == "drag_start" and self.drag_skips)
                                   or (g.kind == "key" and self.key_skips(g))):
            self.playback.skip()  # a click skips the animation
            return
        if self.playback.busy and self.while_busy(g):
            return
        if g.kind == "key" and self.key(g):
            return
        if g.kind == "wheel" and (log.handle(g) or self.wheel(g)):
            return
        if self.top_bar.handle(g):
            return
        if g.kind == "context":
            self.zoom.toggle(g.pos)
            return
        if self.choose(g):
            return
        drags = self.drag_drop
        if g.kind == "drag_start":
            self.start_drag(g)
            if drags.drag is not None:
                drags.pos, self.zoom.pinned = g.pos, None
        elif g.kind == "drag_move" and drags.drag is not None:
            drags.pos = g.pos
        elif g.kind == "drop" and drags.drag is not None:
            drag, drags.drag = drags.drag, None
            self.drop(drag, g.pos)
        elif g.kind == "click":
            self.click(g.pos)

    def place_rect(self, place: Place) -> pygame.Rect | None:
        """Where `place` lies on screen, for a guided game's ring (None: not shown)."""
        return None

    def before(self, g: Gesture) -> bool:
        """The game's first look at a gesture (a page open over the table): True
        when it took it."""
        return False

    def view_control(self, g: Gesture) -> bool:
        """A gesture on how the table is shown (not on the game): taken first, while
        a move plays back and on a read-only table too. True when it took it."""
        return False

    def key_skips(self, g: Gesture) -> bool:
        """Whether key `g` skips the playback."""
        return False

    def while_busy(self, g: Gesture) -> bool:
        """A gesture while the playback plays: True when it must go no further."""
        return False

    def key(self, g: Gesture) -> bool:
        """The shared keys (KEYS) and the game's (game_keys): True when one was pressed."""
        for _, _, matches, does in (*KEYS, *self.game_keys):
            if does is not None and matches(g):
                does(self, g)
                return True
        return False

    def escape(self) -> None:
        """Esc: drop what is picked first; with nothing picked, the in-game menu."""
        if self.has_selection() or self.drag_drop.drag is not None or self.zoom.pinned is not None:
            self.drop_selection()
            self.drag_drop.drag = self.zoom.pinned = None
        else:
            self.open_menu()

    def open_menu(self) -> None:
        self.app.open("pause", self)

    def open_help(self) -> None:
        self.app.open("help", self)

    def key_help(self) -> list[tuple[str, str]]:
        """The help's key rows: (shown as, catalogue key), the keys then the pointer."""
        return [(label, text) for label, text, _, _ in (*KEYS, *self.game_keys)] + \
            [(self.app.t(label), text) for label, text in POINTER]

    def rules_heading(self) -> str | None:
        """The rules heading (English) for the decision pending now."""
        return self.data.rules_heading(self.session.view().get("pending"))

    def wheel(self, g: Gesture) -> bool:
        """The wheel off the log."""
        return False

    def has_selection(self) -> bool:
        return False

    def drop_selection(self) -> None:
        """Forget what was picked (a card, dice, an open choice)."""

    def number(self, index: int) -> None:
        """Number key `index + 1`: pick the index-th thing on offer."""

    def choose(self, g: Gesture) -> bool:
        """The game's panels and buttons: True when one took `g`."""
        return False

    def start_drag(self, g: Gesture) -> None:
        """A drag began at `g.start`: set `self.drag_drop.drag` to what is dragged, if anything."""

    def drop(self, drag: Any, pos: tuple[int, int]) -> None:
        """`drag` was let go at `pos` (see `DragDrop.drop_on`)."""

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the table itself."""

    # -- what the zoom shows ---------------------------------------------------------------------

    def thing_at(self, pos: tuple[int, int]) -> Any:
        """What a zoom would show at `pos`, or None."""
        return None

    def zoom_image(self, thing: Any) -> pygame.Surface | None:
        """`thing` shown large."""
        return None

    def zoom_area(self) -> pygame.Rect:
        """Where the zoom may show (a table keeps it off its log: see Darkmoor's)."""
        return pygame.Rect(0, 0, *self.app.size)

    def zoom_paused(self) -> bool:
        """True while the hover zoom must not show (a decision that asks to pick a
        place); a pinned zoom still shows."""
        return False
