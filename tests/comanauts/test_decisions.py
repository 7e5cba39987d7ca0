"""Every decision Comanauts asks is declared once (decisions.py, issue 23 §1): seeded
games reach only declared kinds, a wrong answer is refused with the kind's catalogue
key and words, and the options that say more than a word are read back, typed, into
exactly the option offered (choices.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ai.comanauts_bot import ComanautsPlanner
from tabletop.engine import IllegalAction, Rng
from tabletop.games.comanauts import GAME, choices
from tabletop.games.comanauts.actions import Choose, Clarity, EndActions
from tabletop.games.comanauts.decisions import DECISIONS

from catalogues import read_catalogue

from .scenario import OPTIONS

I18N = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "comanauts" / "i18n"

# The refusals as the model gave them before the decisions were declared (the
# catalogue's comanauts.error.<kind> says each in the player's language).
REFUSED = {
    "avatar": "{name} must choose a starting avatar.",
    "clarity": "{name} must roll their white dice to gain clarity.",
    "actions": "{name} cannot do that: it needs a suitable die, or the target is out of reach.",
    "entry_test": "{name} must roll dice of the test's colour for the skill test.",
    "reroll": "{name} must keep the roll or re-roll a die.",
    "defend": "{name} must decide whether to defend with the stored die.",
    "equip": "{name} is moving items: finish with Done.",
}
ANY_QUESTION = "{name} must answer the question on the table first."
WRONG = (Choose("nonsense"), Clarity(99), EndActions())

# The options that say more than a word, by the kind that offers them, and the words.
READERS = {"return": choices.point, "free_move": choices.point, "reroll": choices.reroll,
           "place_item": choices.placing, "equip": choices.handling, "push": choices.push,
           "tie_stop": choices.stop}
WORDS = {"stop", "keep", "ability", "inventory", "discard", "done", "none"}


@pytest.fixture(scope="module")
def asked() -> list[tuple[str, str, list, list[IllegalAction]]]:
    """Each decision asked in a few seeded games (random play and the strong bot, the
    bookkeeper breaking ties): its kind, who decides, its options, and the refusals
    of the wrong answers tried on it."""
    found = []
    for seats, seed in ((2, 1), (4, 2), (3, 5)):
        for player in ("random", "bot"):
            state = GAME.new_game(seats, seed, {**OPTIONS, "bookkeeper_decides": True})
            rng, bot = Rng(seed + 7), ComanautsPlanner(GAME, seed)
            for _ in range(600):
                if state.is_over:
                    break
                legal = state.legal_actions()
                p = state.pending
                refusals = []
                for wrong in WRONG:
                    if wrong not in legal:
                        with pytest.raises(IllegalAction) as refused:
                            state.apply(wrong)
                        refusals.append(refused.value)
                found.append((p["kind"], state.seat_name(p["seat"]), list(p.get("options") or []), refusals))
                state.apply(legal[rng.below(len(legal))] if player == "random"
                            else bot.choose(state.view(state.to_act), legal))
    return found


def test_every_kind_asked_is_declared_with_its_prompt_and_refusal_in_both_catalogues(asked):
    kinds = {kind for kind, *_ in asked}
    assert kinds <= {d.kind for d in DECISIONS}
    assert len(kinds) >= 18, kinds  # the games reach most of them
    for language in ("en", "es"):
        catalogue = read_catalogue(I18N / f"{language}.toml")
        for decision in DECISIONS:
            assert decision.prompt_key({}).removeprefix("comanauts.") in catalogue, (language, decision.kind)
            assert decision.refusal.key.removeprefix("comanauts.") in catalogue, (language, decision.kind)


def test_a_wrong_answer_is_refused_with_the_key_and_words_of_its_kind_as_before(asked):
    """CO-D.19-20: the refusal names whoever decides; its key is comanauts.error.<kind>."""
    for kind, who, _options, refusals in asked:
        assert refusals, kind
        for refusal in refusals:
            assert refusal.key == f"comanauts.error.{kind}"
            assert refusal.values == {"name": who}
            assert str(refusal) == REFUSED.get(kind, ANY_QUESTION).format(name=who)


def test_every_option_is_read_back_into_the_option_offered(asked):
    typed = 0
    for kind, _who, options, _refusals in asked:
        for option in options if kind in READERS else ():
            value = READERS[kind](option)
            if isinstance(value, str):
                assert value in WORDS, (kind, option)
            else:
                assert str(value) == option, (kind, option)
                typed += 1
    assert typed
