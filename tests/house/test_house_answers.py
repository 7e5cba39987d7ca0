"""The house's compound answers are read once (games/house/choices.py, issue 23 §1): the
step that asked a drop, a pick-up, a doorway, the elevator's stop, the end-of-turn
order or a monster's order gets a typed value, never the word to split. Every word a
step offers reads to its typed value (whose `str` is the word again: saves keep the
words) and a word not offered is refused as before."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine import IllegalAction, Rng
from tabletop.engine.actions import Choose
from tabletop.games.betrayal import rules as betrayal
from tabletop.games.betrayal_legacy import rules as legacy
from tabletop.games.house import choices
from tabletop.games.house.actions import Order
from tabletop.games.house.decisions import DECISIONS
from tabletop.games.house.geometry import STEP
from tabletop.games.house.places import Explorer, Monster, MonsterOrder, Room

from decision_probe import step_gets  # tests/: on the path as the test packages' root

# What each converted kind's step gets for a compound word, and the plain words it gets as they are.
TYPED = {
    "doorway": (choices.Doorway,),
    "elevator": (choices.Doorway,),
    "drop_more": (choices.ItemCard, choices.HauntToken),
    "pick_more": (choices.ItemCard, choices.HauntToken),
    "end_order": (choices.EndText,),
    "monsters": (choices.AutoOne, choices.MonsterMove, choices.MonsterAttack, choices.MonsterLift,
                 choices.MonsterDrop, choices.MonsterJump),
}
PLAIN = {"elevator": {"stay"}, "drop_more": {"done"}, "pick_more": {"done"}, "monsters": {"auto", "done"}}
MUST_CHOOSE = "{name} must answer the question on the table first."
BAD_ORDER = "{name} cannot give that order: the monster cannot go there or do that now."


def _as_the_step_gets_it(kind: str, word: str):
    decision = DECISIONS[kind]
    return step_gets(decision, word, decision.offer(None, {"kind": kind, "options": [word]})[0])


def _reads_typed(kind: str, word: str) -> None:
    got = _as_the_step_gets_it(kind, word)
    if word in PLAIN.get(kind, ()):
        assert got == word
    else:
        assert isinstance(got, TYPED[kind]) and str(got) == word, (kind, word, got)


def _refused_as_before(state, kind: str) -> None:
    seat = state.pending["seat"]
    wrong = Order("nonsense") if kind == "monsters" else Choose("nonsense")
    with pytest.raises(IllegalAction) as refused:
        state.apply(wrong, seat=seat)
    text = BAD_ORDER if kind == "monsters" else MUST_CHOOSE
    assert str(refused.value) == text.format(name=state.seat_name(seat))


@pytest.mark.parametrize("name, met", [("betrayal", {"drop_more", "pick_more", "elevator", "monsters"}),
                                       ("betrayal_legacy", {"drop_more", "pick_more", "monsters"})])
def test_every_word_offered_in_seeded_games_reads_typed(name, met):
    game = games.get(name)
    seen = set()
    for seed in range(6):
        state = game.new_game(game.max_seats if seed % 2 else game.min_seats, 500 + seed)
        rng = Rng(seed)
        while not state.is_over and len(state.history) < 1500:
            kind = state.pending["kind"]
            if kind in TYPED:
                seen.add(kind)
                for word in state.pending["options"]:
                    _reads_typed(kind, str(word))
                _refused_as_before(state, kind)
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert seen == met


@pytest.mark.parametrize("rules", [betrayal, legacy], ids=["betrayal", "betrayal_legacy"])
def test_every_word_of_the_content_reads_typed(rules):
    """Every room, card, token and monster the words can name (no id holds a colon)."""
    rooms = sorted(rules.ROOMS)
    for room in rooms:
        for side in STEP:
            _reads_typed("doorway", f"{room}:{side}")
            _reads_typed("elevator", f"{room}:{side}")
            _reads_typed("monsters", f"lift:3:{room}:{side}")
        _reads_typed("end_order", f"room:{room}")
        _reads_typed("monsters", f"move:12:{room}")
    for card in sorted(rules.CARDS):
        _reads_typed("drop_more", f"card:{card}")
        _reads_typed("pick_more", f"card:{card}")
        _reads_typed("end_order", f"card:{card}")
    for token in sorted({t.id for haunt in rules.HAUNTS.values() for t in haunt.tokens}):
        _reads_typed("drop_more", f"token:{token}")
        _reads_typed("pick_more", f"token:{token}")
    for word in ("auto", "done", "auto:0", "attack:1:2", "drop:4", "jump:10", "stay"):
        _reads_typed("monsters" if word != "stay" else "elevator", word)
    for kind in ("elevator", "drop_more", "pick_more", "monsters"):
        for word in PLAIN[kind]:
            _reads_typed(kind, word)


def test_an_order_and_its_gesture_read_the_same_words():
    assert choices.order("move:2:chapel") == choices.MonsterMove(2, "chapel")
    assert choices.order("lift:1:foyer:north") == choices.MonsterLift(1, choices.Doorway("foyer", "north"))
    assert choices.order("attack:0:3") == choices.MonsterAttack(0, 3)
    move = Order("move:2:chapel")
    assert (move.source, move.target) == (Monster(2), Room("chapel"))
    # an attack is the monster dragged onto the explorer; a ride of the elevator is a button
    assert (Order("attack:0:3").source, Order("attack:0:3").target) == (Monster(0), Explorer(3))
    lift = Order("lift:1:foyer:north")
    assert (lift.source, lift.target) == (None, MonsterOrder("lift:1:foyer:north"))


@pytest.mark.parametrize("kind, step, word", [("doorway", "force_discovery", "foyer:north"),
                                              ("end_order", "end_effects", "room:foyer")])
def test_a_question_no_seeded_game_meets_refuses_as_before(kind, step, word):
    """A forced discovery's doorway (BL-D.32) and the end-of-turn order (BL-TIME.4)."""
    state = games.get("betrayal_legacy").new_game(3, 500)
    seat = state.pending["seat"]
    state.pending = {"kind": kind, "seat": seat, "options": [word], "step": (step, seat)}
    _refused_as_before(state, kind)
