"""Drag and drop at every table: what is dragged and where; only the legal
targets light up, and a drop elsewhere slides back and says why."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.engine.places import Place


class DragDrop:
    def __init__(self, app, session, act: Callable[[Place | None, Place], bool]) -> None:
        self.app = app
        self.session = session
        self.act = act  # the gesture source -> target, through the session: True when played
        self.drag: Any = None  # what is being dragged (the game says what it is)
        self.pos = (0, 0)  # where it is

    def lit(self, source: Place | None) -> set[Place]:
        """Where `source` may be dropped now (with None: what a click answers)."""
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
        if target is not None and refusal is None:
            refusal = self.session.step_refusal()  # a guided game says what its step asks
        if target is not None and refusal is not None:
            self.app.refuse(refusal)
        else:
            self.app.notify(hint)
        return False
