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
- keys: Ctrl+Z undo, Ctrl+Y redo, Esc drops the selection or goes back to the
  menu, 1-9 pick (F11 is the app's);
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
from tabletop.engine.actions import gesture_targets
from tabletop.engine.errors import IllegalAction

from .. import theme
from ..input import Gesture
from ..scene import Scene
from ..tween import Playback
from ..widgets import Button, ScrollText, fit_text
from .curtain import CurtainScene

ZOOM_DELAY = 0.45
LOG_KEEP = (1500, 1200)  # past the first, the log keeps the last of the second


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
    #: whether a drag start skips the playback like a click does
    drag_skips = True

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
        session.fresh.clear()  # what happened before this screen opened is in the log already

    # -- lifecycle ------------------------------------------------------------------------

    def on_show(self) -> None:
        t = self.app.t
        self.undo_button = Button(t("table.undo"), self.undo)
        self.redo_button = Button(t("table.redo"), self.redo)
        self.menu_button = Button(t("table.menu"), self.app.back_to_menu)
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
                 who: tuple[tuple[int, int, int], str] | None, words_size: int = 16) -> None:
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
            colour, words = who
            room = self.undo_button.rect.x - x - 40
            pygame.draw.circle(surface, colour, (x + 8, top.centery), 8)
            image = fit_text(assets, words, words_size, room, theme.TEXT, bold=True)
            surface.blit(image, image.get_rect(midleft=(x + 22, top.centery)))
        self.undo_button.enabled = self.session.undo_refusal() is None and not self.playback.busy
        self.redo_button.enabled = bool(self.session.redo_stack) and not self.playback.busy
        for button in (self.undo_button, self.redo_button, self.menu_button):
            button.draw(surface, assets)

    def who_acts(self, seat: int, words: str) -> tuple[tuple[int, int, int], str]:
        """The top bar's chip for `seat`: its colour, and who is thinking when a bot."""
        if self.session.seats[seat].kind != "human":
            words = self.app.t("table.thinking", name=self.name(seat))
        return theme.seat_color(seat, self.app.settings.colour_blind), words

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
        self.start_log()
        for event in self.session.log:
            self.log_event(event, wrap=False)
        self.wrap_log()

    def log_event(self, event: dict[str, Any], wrap: bool = True) -> None:
        text = self.describe(event)
        if not text:
            return
        colour, strong = self.log_style(event)
        self.sentences.append((text, colour, strong))
        if len(self.sentences) > LOG_KEEP[0]:
            self.sentences = self.sentences[-LOG_KEEP[1]:]
        if wrap:
            self.wrap_log()

    def wrap_log(self) -> None:
        width = max(100, self.log.rect.width - self.log_margin)
        self.log.set_lines([(line, colour, strong) for text, colour, strong in self.sentences
                            for line in self.app.assets.wrap(text, self.log.size, width, bold=strong)])

    # -- the frame -------------------------------------------------------------------------

    def _set_speed(self) -> None:
        self.playback.speed = self.slides.speed = self.app.settings.animation_speed

    def update(self, dt: float) -> None:
        self._set_speed()
        self.playback.update(dt)
        self.slides.update(dt)
        self.hover_time += dt
        if self.playback.busy:
            return
        session = self.session
        if session.fresh:
            events = list(session.fresh)
            session.fresh.clear()
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
            self.app.push(CurtainScene(self.app, session))
            return
        session.update(self.app.settings.bot_pace_ms)
        self.after_update()

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

    def act(self, source: str | None, target: str) -> bool:
        """The gesture source -> target, through the session; a refusal is said."""
        try:
            self.session.gesture(source, target)
        except IllegalAction as exc:
            self.app.refuse(exc)
            return False
        return True

    def undo(self) -> None:
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
        try:
            self.session.redo()
        except IllegalAction as exc:
            self.app.refuse(exc)

    def lit(self, source: str | None) -> set[str]:
        """Where `source` may be dropped now: the gesture targets of the legal actions."""
        return gesture_targets(self.session.legal_actions(), source)

    def drop_on(self, source: str, target: str | None, lit: set[str], hint: str,
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
        if self.before(g):
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

    def key_skips(self, g: Gesture) -> bool:
        """Whether key `g` skips the playback."""
        return False

    def while_busy(self, g: Gesture) -> bool:
        """A gesture while the playback plays: True when it must go no further."""
        return False

    def key(self, g: Gesture) -> bool:
        ctrl = g.mod & pygame.KMOD_CTRL
        if ctrl and g.key == pygame.K_z:
            self.undo()
        elif ctrl and g.key == pygame.K_y:
            self.redo()
        elif g.key == pygame.K_ESCAPE:
            if self.has_selection() or self.drag is not None or self.zoom is not None:
                self.drop_selection()
                self.drag = self.zoom = None
            else:
                self.app.back_to_menu()
        elif pygame.K_1 <= g.key <= pygame.K_9:
            self.number(g.key - pygame.K_1)
        else:
            return False
        return True

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

    def draw_zoom(self, surface: pygame.Surface) -> None:
        thing = self.zoom if self.zoom is not None else (self.thing_at(self.hover_pos) if self.rested() else None)
        image = self.zoom_image(thing) if thing is not None else None
        if image is None:
            return
        rect = image.get_rect()
        rect.topleft = (self.hover_pos[0] + 24, self.hover_pos[1] - rect.height // 2)
        rect.clamp_ip(pygame.Rect(0, 0, *self.app.size).inflate(-10, -10))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(6, 8), border_radius=12)
        surface.blit(image, rect)
