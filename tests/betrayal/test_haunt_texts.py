"""What the haunts' texts say is what their data runs (issue 21 §2): the time limits,
the item tokens' uses, the numbers in English and in Spanish; and haunt 24's secret
choice, played: the other side never sees it before it takes effect (BH-D.42)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import tabletop.games.betrayal as betrayal_package
from haunt_wording import ROUND, Wording, rounds_named, values

from .scenario import HAUNTS, at_turn, events_of, fresh, haunt, lay, put, refresh

WORDING = Wording(Path(betrayal_package.__file__).parent / "i18n" / "es.toml")
spanish, side_texts = WORDING.spanish, WORDING.side_texts


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_time_limits_are_what_the_texts_say(number):
    """BH-D.55, BH-END.4: "when the Nth round ends" is `round_ended` N and "reaches round N"
    is `round_at_least` N, in both sides' texts, in English and in Spanish; the
    Turn/Damage Track shows the same limit (`turn_limit`); a rule on a round's end names
    that round; and no text names a round the data does not use."""
    h = HAUNTS[number]
    limits = [c for side in (h.heroes, h.traitor_side) for c in side.win if c.kind in ("round_ended", "round_at_least")]
    assert limits, f"haunt {number} has no last round"
    assert all(c.value == limits[0].value for c in limits)
    assert h.turn_limit == limits[0].value, f"haunt {number}: the track shows {h.turn_limit}"
    used = {r.round for r in h.rules if r.trigger == "round_end" and r.round}
    for lang in ("en", "es"):
        for text in side_texts(h, lang):
            for c in limits:
                if c.kind == "round_ended":
                    assert values(c.value) <= rounds_named(text, lang), (number, lang, c.value)
                else:  # "reaches round 9 (3 players), 8 (4 or 5 players)..."
                    assert re.search(rf"\b{ROUND[lang]} \d+\b", text.lower()), (number, lang)
                    assert {str(v) for v in values(c.value)} <= set(re.findall(r"\d+", text)), (number, lang)
            ended = {v for c in limits if c.kind == "round_ended" for v in values(c.value)}
            assert rounds_named(text, lang) <= used | ended, (number, lang, rounds_named(text, lang))
        WORDING.assert_round_rules_name_their_round(h, lang)


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_an_item_tokens_text_says_what_may_be_done_with_it(number):
    """BH-ITEM.3-5, BH-SPATK.4, BH-DEATH.3: a haunt's item token is picked up, carried and
    dropped; given and stolen only when it is tradable; its text says exactly that, in
    English and in Spanish."""
    h = HAUNTS[number]
    for token in (t for t in h.tokens if t.carried):
        en, es = token.text, spanish(f"haunt.{h.id}.token.{token.id}.text")
        if token.tradable:
            assert "it can be picked up, carried, given, dropped and stolen" in en, (number, token.id)
            assert "se puede recoger, llevar, dar, soltar y robar" in es, (number, token.id)
        else:
            assert "it can be picked up, carried and dropped, but not given or stolen" in en, (number, token.id)
            assert "se puede recoger, llevar y soltar, pero no dar ni robar" in es, (number, token.id)


@pytest.mark.parametrize("number", sorted(HAUNTS))
def test_english_and_spanish_give_the_same_numbers_and_traits(number):
    """BH-D.51: every text of a haunt in English and in Spanish: the same numbers (counts,
    targets, thresholds), the same rounds, the same traits."""
    WORDING.assert_same_numbers_and_traits(HAUNTS[number])


# -- haunt 24: the reliquary hidden in a room the traitor chose in secret (BH-D.42) --------------------

def hidden_reliquary():
    """Haunt 24 with three rooms with the omen symbol on the ground floor; the traitor,
    seat 0, hides the reliquary in the Red Parlor."""
    s = fresh()
    lay(s, "junk_room", "ground", 0, 1)
    lay(s, "red_parlor", "ground", 1, 1)
    lay(s, "burnt_study", "ground", 2, 1)
    for seat in range(4):
        put(s, seat, "entrance_hall")
    haunt(s, 24, 0)
    t = s.haunt["traitor"]
    assert t == 0 and s.pending["kind"] == "secret" and s.to_act == t and s.pending["for_side"] == "traitor"
    assert set(s.pending["options"]) == {"junk_room", "red_parlor", "burnt_study"}
    events = s.apply("choose value=red_parlor")
    return s, events


def ends_turn_in(s, seat: int, room: str) -> list[dict]:
    at_turn(s, seat)
    put(s, seat, room)
    refresh(s)
    return s.apply("end")


def test_the_reliquarys_hiding_place_is_the_traitors_secret_until_a_hero_finds_it():
    """BH-D.42, BH-SECRET.1, BH-HSETUP.3: the traitor chooses in "Right Now"; the log says
    only that a choice was made; no hero's view holds the room (nor a spectator's), and a
    hero who ends a turn in another room with the omen symbol finds nothing and learns
    nothing."""
    s, events = hidden_reliquary()
    chosen = events_of(events, "secret_chosen")
    assert chosen and "red_parlor" not in json.dumps(chosen)
    heroes = [seat for seat in range(4) if s.side[seat] == "heroes"]
    for seat in (*heroes, None):
        assert s.view(seat)["secrets"]["hiding_place"]["value"] is None
    assert s.view(0)["secrets"]["hiding_place"]["value"] == "red_parlor"
    seen = ends_turn_in(s, heroes[0], "junk_room")
    assert not events_of(seen, "secret_revealed") and not events_of(seen, "token_placed")
    assert "red_parlor" not in json.dumps([e for e in seen if e["event"] != "moved"])
    assert s.view(heroes[0])["secrets"]["hiding_place"]["value"] is None and s.counters["hidden"] == 1
    assert "reliquary" not in json.dumps(s.tokens)


def test_a_hero_who_ends_a_turn_in_the_hiding_place_finds_the_reliquary_once():
    """BH-D.42: the secret takes effect when a hero ends a turn in the chosen room: the
    reliquary is placed there and the room is shown to all; a later turn there places no
    second reliquary; kindling it (BH-ITEM) gives the lamp to the hero."""
    s, _ = hidden_reliquary()
    hero = 1
    seen = ends_turn_in(s, hero, "red_parlor")
    assert [e["room"] for e in events_of(seen, "secret_revealed")] == ["red_parlor"]
    assert s.tokens["red_parlor"].count("reliquary") == 1 and s.counters["hidden"] == 0
    assert all(s.view(seat)["secrets"]["hiding_place"]["value"] == "red_parlor" for seat in (1, 2, 3, None))
    ends_turn_in(s, 2, "red_parlor")
    assert s.tokens["red_parlor"].count("reliquary") == 1
