"""Actions: text form, parsing errors, checked fields and gesture lookup (engine,
any game)."""

from typing import ClassVar

import attrs
import pytest

import tabletop.games
from tabletop.engine import (
    Action, AmbiguousAction, IllegalAction, InvalidActionText, Rng, parse_action,
)
from tabletop.engine.actions import INT_HIGH, INT_LOW, TEXT_MAX, WORD_MAX, within
from tabletop.engine.places import Button, Gestures, at, place
from tabletop.games.comanauts import actions as comanauts_actions
from tabletop.games.darkmoor import actions as darkmoor_actions


Piece = place("piece", "number", doc="A piece on the board.")
Space = place("space", "name", doc="A space of the board.")


@attrs.frozen(slots=True)
class Move(Action):
    verb: ClassVar[str] = "move"
    piece: int
    to: str

    source = at(Piece, "piece")
    target = at(Space, "to")


@attrs.frozen(slots=True)
class Pass(Action):
    verb: ClassVar[str] = "pass"

    target = at(Button("pass"))


KINDS = {"move": Move, "pass": Pass}


def test_text_form_round_trips():
    for action in (Move(3, "b2"), Pass()):
        assert parse_action(str(action), KINDS) == action
    assert str(Move(3, "b2")) == "move piece=3 to=b2"


@pytest.mark.parametrize("text, words", [
    ("", "needs a verb"),
    ("jump piece=1", "not an action"),
    ("move piece=one to=b2", "whole number"),
    ("move piece=1", "missing to"),
    ("move piece=1 piece=2 to=a", "twice"),
    ("move piece=1 to=a colour=red", "not an argument"),
    ("move 1 a", "not an argument"),
])
def test_bad_text_gets_a_readable_error(text, words):
    with pytest.raises(InvalidActionText, match=words):
        parse_action(text, KINDS)


def test_gestures_find_the_one_action():
    gestures = Gestures([Move(1, "a"), Move(1, "b"), Move(2, "a"), Pass()])
    assert gestures.action(Piece(1), Space("b")) == Move(1, "b")
    assert gestures.action(None, Button("pass")) == Pass()
    assert gestures.targets(Piece(1)) == {Space("a"), Space("b")}
    assert gestures.targets(None) == {Button("pass")}
    assert gestures.sources() == {Piece(1), Piece(2)}
    with pytest.raises(IllegalAction, match="not allowed"):
        gestures.action(Piece(2), Space("b"))
    with pytest.raises(IllegalAction, match="not allowed"):  # a place of another kind, equal in its fields
        gestures.action(Piece(1), Piece(1))
    with pytest.raises(AmbiguousAction):
        Gestures([Move(1, "a"), Move(1, "a")]).action(Piece(1), Space("a"))


def test_places_read_as_their_kind_and_fields():
    assert str(Piece(3)) == "piece:3" and str(Button("pass")) == "button:pass"
    assert Piece(3) == Piece(3) and hash(Piece(3)) == hash(Piece(3)) and Piece(3) != Space("3")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Piece(3).number = 4
    assert Move(1, "a").target == Space("a") and Pass().source is None


# -- fields are checked on construction (issue "Actions are what they say they are") --

GAME_KINDS = [*darkmoor_actions.KINDS.values(), *comanauts_actions.KINDS.values()]
FIELDED = [cls for cls in GAME_KINDS if attrs.fields(cls)]

BAD_INTS = [6.0, 0.0, float("nan"), False, True, None, "3", b"3", [3], 2**31, -(2**31) - 1, 10**10000]
BAD_WORDS = [3, 0, None, True, b"red", ["red"], "", "a b", "a=b", "a\nb", "\t", "a\x00", "\u2028",
             "x" * (WORD_MAX + 1), "x" * 20_000]


def _kind(field):
    return {"int": int, "str": str}.get(field.type, field.type)


def _good_values(cls):
    """Valid values for every field of `cls`: its lowest int, or a plain word."""
    return {f.name: f.metadata.get("range", (INT_LOW, INT_HIGH))[0] if _kind(f) is int else "red"
            for f in attrs.fields(cls)}


def test_the_issue_examples_cannot_be_made():
    """Play(card=6.0, loc=0.0) and bool fields used to compare equal to legal actions."""
    Play = darkmoor_actions.Play
    for card, loc in ((6.0, 0.0), (6, False), (True, 0)):
        with pytest.raises(InvalidActionText, match="whole number"):
            Play(card=card, loc=loc)
    with pytest.raises(InvalidActionText, match="whole number"):
        comanauts_actions.Move("red", "bakery", 1.0)


@pytest.mark.parametrize("cls", FIELDED, ids=lambda c: f"{c.__module__.split('.')[-2]}-{c.verb}")
def test_every_game_action_refuses_wrong_field_values_on_construction(cls):
    """Exact types (no bool, float or None for an int; no int for a str), ints within
    range, words non-empty, short and without anything that would split the text
    form. The message names the field and quotes the value, clipped."""
    good = _good_values(cls)
    cls(**good)  # the baseline is valid, so each refusal below is the bad field's
    for f in attrs.fields(cls):
        for bad in (BAD_INTS if _kind(f) is int else BAD_WORDS):
            with pytest.raises(InvalidActionText) as caught:
                cls(**{**good, f.name: bad})
            message = str(caught.value)
            assert f"'{f.name}'" in message and len(message) < 200, message
            assert caught.value.key in ("error.action_number", "error.action_range", "error.action_word")


def test_tighter_bounds_are_declared_per_field():
    """A game narrows an int with within(); Darkmoor's indexes start at 0."""
    with pytest.raises(InvalidActionText, match="from 0 to"):
        darkmoor_actions.Play(-1, 0)
    with pytest.raises(InvalidActionText, match="from 1 to"):
        comanauts_actions.Clarity(0)

    @attrs.frozen(slots=True)
    class Roll(Action):
        verb: ClassVar[str] = "roll"
        dice: int = within(1, 6)

        @property
        def target(self):
            return "dice"

    assert Roll(6).dice == 6
    for bad in (0, 7):
        with pytest.raises(InvalidActionText, match="from 1 to 6"):
            Roll(bad)


def test_a_kind_with_a_field_that_has_no_text_form_is_a_programming_error():
    """Only int and str fields are allowed: a kind with another is refused when it
    is defined, and so is a range that is not one of 32-bit whole numbers."""
    with pytest.raises(TypeError, match="int or a str"):
        @attrs.frozen(slots=True)
        class Weigh(Action):
            verb: ClassVar[str] = "weigh"
            grams: float

    for low, high in ((5, 1), (0, 2**40), (0.0, 1)):
        with pytest.raises(TypeError, match="within"):
            within(low, high)


def test_a_subclass_is_checked_by_its_own_fields_not_its_parents():
    """Checks are per kind: a parent made first does not lend its check to a child."""

    @attrs.frozen(slots=True)
    class Base(Action):
        verb: ClassVar[str] = "base"
        n: int

    @attrs.frozen(slots=True)
    class Child(Base):
        verb: ClassVar[str] = "child"
        word: str

    Base(1)
    with pytest.raises(InvalidActionText, match="'word'"):
        Child(1, "a b")
    with pytest.raises(InvalidActionText, match="'n'"):
        Child(1.0, "ok")


def test_actions_stay_frozen_slotted_values_with_the_same_text():
    """The checks change neither the value semantics nor the text saves store."""
    play = darkmoor_actions.Play(17, 2)
    assert str(play) == "play card=17 loc=2" and play == darkmoor_actions.Play(17, 2)
    assert hash(play) == hash(darkmoor_actions.Play(17, 2))
    assert not hasattr(play, "__dict__")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        play.card = 3
    move = comanauts_actions.Move("red+stored", "bakery", 0)
    assert str(move) == "move use=red+stored space=bakery point=0"
    assert str(comanauts_actions.EndActions()) == "end"
    with pytest.raises(InvalidActionText):
        attrs.evolve(play, loc=0.0)  # evolve builds a new action, so it is checked too


@pytest.mark.parametrize("raw", ["+17", "1_7", "١٧", "１７", "17.0", "1e3", "0x11", "--1", "-", "17a"])
def test_parse_takes_only_ascii_digits_for_a_number(raw):
    """Python's int() would take "+17", "1_7" and other scripts' digits; the text
    form is -?[0-9]+ only, so text and action correspond one to one."""
    with pytest.raises(InvalidActionText, match="whole number"):
        parse_action(f"move piece={raw} to=b2", KINDS)


def test_parse_refuses_huge_numbers_with_a_short_message():
    """int() raises its own ValueError past 4,300 digits; here it is a refusal that
    quotes only the head of the number."""
    for digits in (11, 4301, 10_000):
        with pytest.raises(InvalidActionText) as caught:
            parse_action(f"move piece={'9' * digits} to=b2", KINDS)
        assert len(str(caught.value)) < 200, str(caught.value)
    with pytest.raises(InvalidActionText, match="from"):
        parse_action(f"move piece={2**31} to=b2", KINDS)  # short, but out of range


def test_parse_refuses_long_text_and_clips_what_it_quotes():
    """A text past TEXT_MAX is refused before it is split; every message stays short."""
    with pytest.raises(InvalidActionText, match="at most") as caught:
        parse_action("move piece=1 to=" + "b" * TEXT_MAX, KINDS)
    assert len(str(caught.value)) < 200
    for text in ("x" * 400, "move " + "q" * 400 + "=1", "move piece=1 to=" + "b" * 400,
                 "move piece=1 piece=2 to=" + "c" * 400):
        with pytest.raises(InvalidActionText) as caught:
            parse_action(text, KINDS)
        assert len(str(caught.value)) < 200, str(caught.value)


def test_parse_checks_words_like_construction():
    """A word the text form gives (e.g. "to=") is checked as construction checks it."""
    with pytest.raises(InvalidActionText, match="'to'"):
        parse_action("move piece=1 to=", KINDS)


@pytest.mark.parametrize("name", tabletop.games.names())
def test_every_legal_action_round_trips_through_its_text(name):
    """str(action) parses back to an equal action, for every legal action met in
    random games of every table size."""
    game = tabletop.games.get(name)
    met = set()
    for seats in range(game.min_seats, game.max_seats + 1):
        state, rng = game.new_game(seats, 40 + seats), Rng(seats)
        while not state.is_over:
            legal = state.legal_actions()
            for action in legal:
                assert game.parse_action(str(action)) == action, str(action)
                met.add(type(action))
            state.apply(legal[rng.below(len(legal))])
    assert len(met) >= 2
