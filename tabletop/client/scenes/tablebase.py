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
- a recap when a person's turn comes back after others played: the curtain lists
  it, or a small card over the log that fades (`recap_lines`, from the session's
  `since_last_acted` and the sentences the log already said);
- hover zoom after a rest of the pointer, pinned or unpinned by a right click;
- drags: only the legal targets light up, and a drop elsewhere slides back and
  says why;
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
from ..scene import Scene
from ..tween import Playback
from ..widgets import Button, ScrollText, fit_text
from .curtain import CurtainScene

ZOOM_DELAY = 0.45
RECAP_LINES = 5  # a recap says at most this many of the log's sentences
RECAP_SECONDS = 7.0  # how long the recap card stays over the table


def _ctrl(key: int) -> Callable[[Gesture], bool]:
    return lambda g: g.kind == "key" and bool(g.mod & pygame.KMOD_CTRL) and g.key == key


def _plain(*keys: int) -> Callable[[Gesture], bool]:
    return lambda g: g.kind == "key" and not g.mod & pygame.KMOD_CTRL and g.key in keys


def _wants_help(g: Gesture) -> bool:
    """F1, or a typed "?" (whatever the keyboard's layout puts it on)."""
    return (g.kind == "key" and g.key == pygame.K_F1) or (g.kind == "text" and g.text == "?")


#: The shared table's keys: (shown as, catalogue key of what it does, does it
#: match the gesture, the table's method it runs). The key handling reads this
#: list and the help shows it, so they cannot drift apart. A method None is done
#: elsewhere (F11: the app's) and only shown.
KEYS: tuple[tuple[str, str, Callable[[Gesture], bool], str | None], ...] = (
    ("Esc", "help.key_escape", _plain(pygame.K_ESCAPE), "escape"),
    ("F1 / ?", "help.key_help", _wants_help, "open_help"),
    ("Ctrl+Z", "help.key_undo", _ctrl(pygame.K_z), "undo"),
    ("Ctrl+Y", "help.key_redo", _ctrl(pygame.K_y), "redo"),
    ("1-9", "help.key_number", lambda g: g.kind == "key" and not g.mod & pygame.KMOD_CTRL
     and pygame.K_1 <= g.key <= pygame.K_9, "number_key"),
    ("F11", "help.key_fullscreen", lambda g: False, None),
)
#: What the pointer does at every table, shown in the help after the keys.
POINTER: tuple[tuple[str, str], ...] = (
    ("help.pointer_click", "help.pointer_click_does"),
    ("help.pointer_right", "help.pointer_right_does"),
    ("help.pointer_rest", "help.pointer_rest_does"),
)
LOG_KEEP = (1500, 1200)  # past the first, the log keeps the last of the second


# Extra time a bot's next move waits after big news (an attack, a reveal), on top of
# the bot pace, when the pace is not 0 (as fast as possible).
BIG_NEWS_PAUSE_MS = 1200

class BaseTable(Scene):
    #: the catalogue key of the game's name, for the top bar
    title_key = ""
    #: the log's type size, and how much narrower than its panel its lines are
    log_size = 14
    log_margin = 30
    #: the top bar's buttons: right margin, step between them, width, vertical padding
    top_buttons = (12, 118, 110, 7)
    #: the room after the top bar's title
    title_gap = 18
    #: the game's own keys, in the shape of KEYS: handled after the shared ones and
    #: listed in the help below them
    game_keys: tuple[tuple[str, str, Callable[[Gesture], bool], str | None], ...] = ()
    #: whether a drag start skips the playback like a click does
    drag_skips = True
    #: a table only looked at (the board under the results, a replay): nothing is
    #: played, undone, dragged or picked, no bot moves and no curtain or results open;
    #: only the log's and the board's wheel and the right-click zoom still work
    read_only = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every table's `draw` ends with the shared table's own overlays (the recap
        card), whatever the game draws: its `draw` is wrapped once."""
        super().__init_subclass__(**kwargs)
        draw = cls.draw
        if draw is not BaseTable.draw and not getattr(draw, "with_overlays", False):
            def drawn(self, surface: pygame.Surface, _draw=draw) -> None:
                _draw(self, surface)
                self.draw_recap(surface)

            drawn.with_overlays = True  # type: ignore[attr-defined]
            drawn.__doc__ = draw.__doc__
            cls.draw = drawn  # type: ignore[method-assign]

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.playback = Playback()  # what the events say happened
        self.slides = Playback()  # the table's own answers to gestures
        self.log = ScrollText(size=self.log_size, follow=True)
        self.sentences: list[tuple[str, tuple[int, int, int], bool]] = []  # the log, unwrapped
        self.drag: Any = None  # what is being dragged (the game says what it is)
        self.drag_pos = (0, 0)
        self.hover_pos = (0, 0)
        self.hover_time = 0.0
        self.zoom: Any = None  # the thing pinned by a right click
        self.said: dict[int, str] = {}  # each logged event's sentence, by the event's id, for recaps
        self._big_news = False  # the last events held an attack or a reveal (bots wait longer)
        self.recap: tuple[list[str], float] | None = None  # the recap card's lines and since when
        self._recap_at = len(session.state.history)  # the position last looked at for a recap
        self._recap_clock = 0.0
        session.fresh.clear()  # what happened before this screen opened is in the log already

    # -- lifecycle ------------------------------------------------------------------------

    def on_show(self) -> None:
        t = self.app.t
        self.undo_button = Button(t("table.undo"), self.undo)
        self.redo_button = Button(t("table.redo"), self.redo)
        self.menu_button = Button(t("table.menu"), self.open_menu)
        self._set_speed()
        self.make_widgets()
        self.rebuild_log()
        super().on_show()

    def make_widgets(self) -> None:
        """The game's own widgets, made anew in the player's language."""

    def layout_top(self, top: pygame.Rect, log: pygame.Rect) -> None:
        """Place the top bar's buttons in `top`, and the log in `log`."""
        margin, step, width, pad = self.top_buttons
        for i, button in enumerate((self.menu_button, self.redo_button, self.undo_button)):
            button.rect = pygame.Rect(top.right - margin - (i + 1) * step, top.y + pad, width, top.height - 2 * pad)
        self.log.rect = log
        self.wrap_log()

    def close(self) -> None:
        self.session.close()

    # -- the top bar ----------------------------------------------------------------------

    def draw_top(self, surface: pygame.Surface, top: pygame.Rect, heading: list[tuple[str, int, Any]],
                 who: tuple[Any, ...] | None, words_size: int = 16) -> None:
        """The bar: `heading` pieces (text, size, colour; the first one in the
        serif title face), then a dot in `who`'s colour with its words, then the
        buttons."""
        assets = self.app.assets
        pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), top)
        pygame.draw.line(surface, theme.PANEL_EDGE, top.bottomleft, top.bottomright, 2)
        x = 16
        for i, (text, size, colour) in enumerate(heading):
            image = assets.text(text, size, colour, serif=i == 0)
            surface.blit(image, image.get_rect(midleft=(x, top.centery)))
            x += image.get_width() + (self.title_gap if i == 0 else 24)
        if who is not None:
            # (colour, words) or (colour, words, short): the words shrink to fit; when
            # even the smallest type is too wide, the short form (say, only the name)
            # shows instead, and only then is anything cut
            from ..widgets import note_text  # the text audit (tests/client/test_text_fits.py)
            colour, words, *short = who
            room = self.undo_button.rect.x - x - 40
            pygame.draw.circle(surface, colour, (x + 8, top.centery), 8)
            smallest = min(words_size, 12)
            font = assets.font(smallest, True)
            if short and short[0] and font.size(words)[0] > room:
                words = short[0]
            image = fit_text(assets, words, words_size, room, theme.TEXT, bold=True, smallest=smallest)
            rect = image.get_rect(midleft=(x + 22, top.centery))
            surface.blit(image, rect)
            note_text("top bar", rect, pygame.Rect(x + 22, top.y, max(0, room), top.height))
        self.undo_button.enabled = self.session.undo_refusal() is None and not self.playback.busy
        self.redo_button.enabled = bool(self.session.redo_stack) and not self.playback.busy
        shown = (self.menu_button,) if self.read_only else (self.undo_button, self.redo_button, self.menu_button)
        for button in shown:
            button.draw(surface, assets)

    def who_acts(self, seat: int, words: str) -> tuple[tuple[int, int, int], str]:
        """The top bar's chip for `seat`: its colour, and who is thinking when a bot."""
        if self.session.seats[seat].kind != "human":
            words = self.app.t("table.thinking", name=self.name(seat))
        return theme.seat_color(seat, self.app.settings.colour_blind), words

    def waiting_words(self, pending) -> str | None:
        """What a game's prompt says before its own words: nothing with no decision
        pending or when only watching, "thinking" for a bot; None when a person is
        asked (the game then words the question)."""
        if pending is None:
            return ""
        seat = pending["seat"]
        if self.session.seats[seat].kind != "human":
            return self.app.t("table.thinking", name=self.name(seat))
        return "" if self.read_only else None

    def name(self, seat: int) -> str:
        return self.session.name(seat)

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
        self.sentences = []
        self.said = {}
        self.start_log()
        for event in self.session.log:
            self.log_event(event, wrap=False)
        self.wrap_log()

    def log_event(self, event: dict[str, Any], wrap: bool = True) -> None:
        text = self.describe(event)
        if not text:
            return
        colour, strong = self.log_style(event)
        self.said[id(event)] = text
        kinds = self._kinds()  # the kind of each sentence so far, for the links to the rules
        self.sentences.append((text, colour, strong))
        self.sentence_kinds = kinds + [event.get("event")]
        if len(self.sentences) > LOG_KEEP[0]:
            self.sentences = self.sentences[-LOG_KEEP[1]:]
            self.sentence_kinds = self.sentence_kinds[-LOG_KEEP[1]:]
        if wrap:
            self.wrap_log()

    def _kinds(self) -> list[str | None]:
        """The event kind of each of the log's sentences (None where unknown), as
        many as there are sentences."""
        kinds = list(getattr(self, "sentence_kinds", []))[-len(self.sentences):] if self.sentences else []
        return [None] * (len(self.sentences) - len(kinds)) + kinds

    def rules_for_event(self, kind: str | None) -> str | None:
        """The rules heading (English) an event of `kind` belongs to: the game's
        RULES_FOR_EVENT mapping (event kind -> heading), or None."""
        mapping = getattr(self.game_client(), "RULES_FOR_EVENT", {}) or {}
        return mapping.get(kind) if kind else None

    def wrap_log(self) -> None:
        width = max(100, self.log.rect.width - self.log_margin)
        lines, links = [], []
        for number, ((text, colour, strong), kind) in enumerate(zip(self.sentences, self._kinds())):
            heading = self.rules_for_event(kind)
            for line in self.app.assets.wrap(text, self.log.size, width, bold=strong):
                lines.append((line, colour, strong))
                links.append((number, heading) if heading else None)
        self.log.set_lines(lines, links)

    def log_pointer(self, g: Gesture) -> bool:
        """The log's lines link to the rules: the pointer over one marks it, a click
        opens the rules at the section its event belongs to. True when a click did."""
        if g.kind == "hover":
            self.log.hover = g.pos
        if g.kind != "click":
            return False
        heading = self.log.link_at(g.pos)
        if heading is None:
            return False
        self.app.open("rules", game=self.session.state.game.name, heading=heading)
        return True

    # -- the frame -------------------------------------------------------------------------

    def _set_speed(self) -> None:
        self.playback.speed = self.slides.speed = self.app.settings.animation_speed

    def update(self, dt: float) -> None:
        self._set_speed()
        self.playback.update(dt)
        self.slides.update(dt)
        self.hover_time += dt
        if not self.recap_waits():
            self._recap_clock += dt  # the card's time runs only while it can be seen
        if self.playback.busy or self.read_only:
            return
        session = self.session
        if session.fresh:
            events = list(session.fresh)
            session.fresh.clear()
            self.app.sound.events(session.state.game.name, events)  # the game's SOUNDS (sound.py)
            # A bot's move that brought something big (an attack, a new hero: the
            # log's strong lines) stays on screen longer, so bots' turns can be followed.
            self._big_news = any(self.log_style(e)[1] for e in events if e["event"] != "turn_started")
            self.show_events(events)
            self.playback.update(0)
            self.after_update()
            return
        if session.state.is_over:
            self.app.replace(self.results())
            return
        if session.needs_handover():  # private hands: pass the device first
            self.drop_selection()
            self.drag = None
            self._recap_at = len(session.state.history)  # the curtain tells it
            self.app.push(CurtainScene(self.app, session, self.recap_lines(session.to_act)))
            return
        self._check_recap()
        pace = self.app.settings.bot_pace_ms
        session.update(pace + (BIG_NEWS_PAUSE_MS if pace and self._big_news else 0))
        self.after_update()

    # -- the recap ---------------------------------------------------------------------------

    def recap_lines(self, seat: int | None) -> list[str]:
        """What happened since `seat` last acted, in the log's own sentences: the
        last few."""
        if seat is None:
            return []
        lines = [self.said[id(e)] for e in self.session.since_last_acted(seat) if id(e) in self.said]
        return lines[-RECAP_LINES:]

    def _check_recap(self) -> None:
        """A person's turn came back after others played (bots, automated turns):
        show what they did, on a card that fades."""
        session = self.session
        length = len(session.state.history)
        if length == self._recap_at or not session.human_to_act() or session.needs_handover():
            return
        self._recap_at = length
        seat = session.to_act
        last = session._actors[-1] if session._actors else None
        if last == seat or (last is not None and session.seats[last].kind == "human"
                            and session.name(last) == session.name(seat)):
            return  # the seat goes on with its own turn, or its person just played another seat
        lines = self.recap_lines(seat)
        if lines:
            self.recap = (lines, self._recap_clock)

    def recap_waits(self) -> bool:
        """Whether the recap card waits (the game shows something over the table that
        it must not cover, such as a page to read)."""
        return False

    def draw_recap(self, surface: pygame.Surface) -> None:
        """The recap card, over the top of the log panel, fading out."""
        if self.recap is None or self.recap_waits():
            return
        lines, since = self.recap
        age = self._recap_clock - since
        if age > RECAP_SECONDS:
            return
        assets, size = self.app.assets, 14
        area = self.log.rect
        width = max(220, area.width)
        rows = [row for text in lines for row in assets.wrap(text, size, width - 24)][-7:]
        head = self.app.t("recap.since_you", name=self.name(self.session.to_act)) if self.session.to_act is not None \
            else self.app.t("recap.title")
        card = pygame.Surface((width, 34 + len(rows) * (size + 5) + 8), pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.mix(theme.PANEL, theme.ACCENT_DARK, 0.35), 240), card.get_rect(), border_radius=10)
        pygame.draw.rect(card, (*theme.ACCENT, 255), card.get_rect(), 2, border_radius=10)
        card.blit(fit_text(assets, head, size + 1, width - 24, theme.ACCENT, bold=True), (12, 8))
        for i, row in enumerate(rows):
            card.blit(assets.text(row, size, theme.TEXT), (12, 32 + i * (size + 5)))
        fade = min(1.0, (RECAP_SECONDS - age) / 1.5)
        card.set_alpha(int(255 * fade))
        rect = card.get_rect(topleft=area.topleft)
        rect.clamp_ip(pygame.Rect(0, 0, *self.app.size))
        surface.blit(card, rect)

    def show_events(self, events: list[dict[str, Any]]) -> None:
        """Log and animate events that just happened (into `self.playback`)."""
        raise NotImplementedError

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

    def undo(self) -> None:
        if self.read_only:
            return
        try:
            self.session.undo()
        except IllegalAction as exc:
            self.app.refuse(exc)
            return
        self.playback.clear()
        self.slides.clear()
        self.drop_selection()
        self.drag = None
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

    def lit(self, source: Place | None) -> set[Place]:
        """Where `source` may be dropped now: the gesture targets of the legal actions."""
        return self.session.targets(source)

    def drop_on(self, source: Place, target: Place | None, lit: set[Place], hint: str,
                slide_back: Callable[[], None], refusal: Exception | None = None) -> bool:
        """A drop of `source` on `target` (None: on nothing): onto a lit target it
        acts; elsewhere the dragged thing slides back and the table says why (the
        `refusal`, or else the `hint` of where it may go)."""
        if target is not None and target in lit and self.act(source, target):
            return True
        slide_back()
        if target is not None and target in lit:
            return False  # the session said why already
        if target is not None and refusal is not None:
            self.app.refuse(refusal)
        else:
            self.app.notify(hint)
        return False

    # -- input ----------------------------------------------------------------------------------

    def handle(self, g: Gesture) -> None:
        self._pointer(g)
        if g.kind == "hover":
            self.log.hover = g.pos
        if self.view_control(g):
            return
        if self.read_only:
            if self.log_pointer(g):
                return
            if g.kind == "wheel" and not self.log.handle(g):
                self.wheel(g)
            elif g.kind == "context":
                thing = self.thing_at(g.pos)
                self.zoom = thing if thing is not None and self.zoom != thing else None
            return
        if _wants_help(g):  # F1 or ?: the help, even over a page the game has open
            self.open_help()
            return
        if self.before(g):
            return
        if self.log_pointer(g):  # a log line: the rules at its section
            return
        if self.playback.busy and (g.kind == "click" or (g.kind == "drag_start" and self.drag_skips)
                                   or (g.kind == "key" and self.key_skips(g))):
            self.playback.skip()  # a click skips the animation
            return
        if self.playback.busy and self.while_busy(g):
            return
        if g.kind == "key" and self.key(g):
            return
        if g.kind == "wheel" and (self.log.handle(g) or self.wheel(g)):
            return
        for button in (self.undo_button, self.redo_button, self.menu_button):
            if button.handle(g) and g.kind == "click":
                return
        if g.kind == "context":
            thing = self.thing_at(g.pos)
            self.zoom = thing if thing is not None and self.zoom != thing else None
            return
        if self.choose(g):
            return
        if g.kind == "drag_start":
            self.start_drag(g)
            if self.drag is not None:
                self.drag_pos, self.zoom = g.pos, None
        elif g.kind == "drag_move" and self.drag is not None:
            self.drag_pos = g.pos
        elif g.kind == "drop" and self.drag is not None:
            drag, self.drag = self.drag, None
            self.drop(drag, g.pos)
        elif g.kind == "click":
            self.click(g.pos)

    def _pointer(self, g: Gesture) -> None:
        """Where the pointer rests, for the hover zoom; moving unpins nothing, a
        click or a drop does."""
        if g.kind not in ("hover", "drop", "click"):
            return
        if g.kind != "hover" or g.pos != self.hover_pos:
            self.hover_time = 0.0
        self.hover_pos = g.pos
        if g.kind != "hover":
            self.zoom = None

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
        for _, _, matches, method in (*KEYS, *self.game_keys):
            if method is not None and matches(g):
                getattr(self, method)(g) if method in ("number_key",) else getattr(self, method)()
                return True
        return False

    def escape(self) -> None:
        """Esc: drop what is picked first; with nothing picked, the in-game menu."""
        if self.has_selection() or self.drag is not None or self.zoom is not None:
            self.drop_selection()
            self.drag = self.zoom = None
        else:
            self.open_menu()

    def number_key(self, g: Gesture) -> None:
        self.number(g.key - pygame.K_1)

    def open_menu(self) -> None:
        self.app.open("pause", self)

    def open_help(self) -> None:
        self.app.open("help", self)

    def key_help(self) -> list[tuple[str, str]]:
        """The help's key rows: (shown as, catalogue key), the keys then the pointer."""
        return [(label, text) for label, text, _, _ in (*KEYS, *self.game_keys)] + \
            [(self.app.t(label), text) for label, text in POINTER]

    def game_client(self) -> Any:
        """The game's client package (asked for each log line: kept once found)."""
        client = self.__dict__.get("_game_client")
        if client is None:
            from ..games import client_for

            client = self._game_client = client_for(self.session.state.game.name)
        return client

    def legend(self) -> list[tuple[str, Any, str]]:
        """The game's legend (its client package's LEGEND): (picture kind, value,
        catalogue key)."""
        return list(getattr(self.game_client(), "LEGEND", ()))

    def rules_heading(self) -> str | None:
        """The rules heading (English) for the decision pending now, from the game's
        RULES_AT mapping (pending kind -> heading; "" for when nothing is pending)."""
        mapping = getattr(self.game_client(), "RULES_AT", {})
        pending = self.session.view().get("pending")
        kind = pending.get("kind") if isinstance(pending, dict) else ""
        return mapping.get(kind) or mapping.get("")

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
        """A drag began at `g.start`: set `self.drag` to what is dragged, if anything."""

    def drop(self, drag: Any, pos: tuple[int, int]) -> None:
        """`drag` was let go at `pos` (see `drop_on`)."""

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the table itself."""

    # -- hover and right-click zoom -----------------------------------------------------------

    def thing_at(self, pos: tuple[int, int]) -> Any:
        """What a zoom would show at `pos`, or None."""
        return None

    def zoom_image(self, thing: Any) -> pygame.Surface | None:
        """`thing` shown large."""
        return None

    def rested(self, delay: float = ZOOM_DELAY) -> bool:
        """The pointer has rested for `delay` seconds, nothing dragged or playing."""
        return self.hover_time > delay and self.drag is None and not self.playback.busy

    def zoom_area(self) -> pygame.Rect:
        """Where the zoom may show (a table keeps it off its log: see Darkmoor's)."""
        return pygame.Rect(0, 0, *self.app.size)

    def zoom_paused(self) -> bool:
        """True while the hover zoom must not show (a decision that asks to pick a
        place); a pinned zoom still shows."""
        return False

    def zoom_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a zoom of `size` goes: beside the pointer on the side of the zoom
        area with more room (away from the pointer), inside that area."""
        area = self.zoom_area().inflate(-10, -10)
        rect = pygame.Rect((0, 0), size)
        x, y = self.hover_pos
        if x - area.x >= area.right - x:  # more room to the pointer's left
            rect.right = x - 24
        else:
            rect.left = x + 24
        rect.centery = y
        return rect.clamp(area)

    def draw_zoom(self, surface: pygame.Surface) -> None:
        hovered = self.rested() and not self.zoom_paused()
        thing = self.zoom if self.zoom is not None else (self.thing_at(self.hover_pos) if hovered else None)
        image = self.zoom_image(thing) if thing is not None else None
        if image is None:
            return
        rect = self.zoom_rect(image.get_size())
        pygame.draw.rect(surface, (0, 0, 0), rect.move(6, 8), border_radius=12)
        surface.blit(image, rect)
