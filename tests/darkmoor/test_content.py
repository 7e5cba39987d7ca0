"""Authored content: DM-D.32-37, DM-CARD.1-12, DM-OBJ.1, and the card facts the
rulebook's examples need."""

from collections import Counter

import pytest

from tabletop.engine import Rng
from tabletop.games.darkmoor import rules
from tabletop.games.darkmoor.content import COLORS, CONTENT, TYPES

from .fixtures import G, face_data, hero_data, minion

MARKERS = {"immediate", "ongoing", "attack", "scoring"}


def test_72_minion_cards_18_per_colour_all_the_same_designs():
    """DM-D.32, DM-OBJ.1, DM-CARD.2: 4 colours x 18 cards = 72; every colour's deck
    holds the same designs in the same numbers; the card id tells the colour."""
    assert len(rules.DECK) == rules.DECK_SIZE == 18
    assert sum(m.copies for m in CONTENT.minions) == 18
    assert len(COLORS) * rules.DECK_SIZE == 72
    per_colour = [Counter(rules.design(u).id for u in range(c * 18, (c + 1) * 18)) for c in range(4)]
    assert per_colour[0] == per_colour[1] == per_colour[2] == per_colour[3]
    assert per_colour[0] == Counter({m.id: m.copies for m in CONTENT.minions})
    assert [rules.owner(u) for u in (0, 17, 18, 35, 36, 53, 54, 71)] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_minion_designs_have_every_printed_field():
    """DM-CARD.1, DM-CARD.4, DM-CARD.6, DM-D.32: each design has a unique id and name,
    a type, an integer peril and VP value, and an ability with text if it has one."""
    ids = [m.id for m in CONTENT.minions]
    names = [m.name for m in CONTENT.minions]
    assert len(set(ids)) == len(ids) and len(set(names)) == len(names)
    for m in CONTENT.minions:
        assert m.name.strip() and m.copies >= 1
        assert type(m.peril) is int and m.peril >= 1
        assert type(m.vp) is int and m.vp >= 1
        assert (m.ability.kind == "none") == (m.ability.text == "")


def test_minion_types_are_the_three_and_spread():
    """DM-CARD.3, DM-D.32: every minion is exactly one of beast, humanoid, undead, and
    each type is well represented in a deck."""
    assert TYPES == ("beast", "humanoid", "undead")
    counts = Counter(m.type for m in rules.DECK)
    assert set(counts) == set(TYPES)
    assert min(counts.values()) >= 4


def test_minion_abilities_are_immediate_or_ongoing():
    """DM-CARD.5: a minion ability is Immediate, or Ongoing (always active, or
    triggered by an event); all of these kinds occur."""
    kinds = Counter()
    for m in CONTENT.minions:
        a = m.ability
        assert a.kind in ("none", "immediate", "ongoing")
        if a.kind == "immediate":
            assert a.effects and not a.trigger
            kinds["immediate"] += 1
        elif a.kind == "ongoing":
            assert a.trigger or a.static
            kinds["triggered" if a.trigger else "static"] += 1
    assert kinds["immediate"] and kinds["triggered"] and kinds["static"]


def test_eight_heroes_with_thresholds_and_abilities():
    """DM-D.33, DM-CARD.7, DM-CARD.8, DM-CARD.9: 8 heroes, each with a name, a hero
    type, an integer peril threshold suited to frequent attacks, and an Attack or
    Ongoing ability (or none); both kinds occur."""
    heroes = CONTENT.heroes
    assert len(heroes) == 8
    assert len({h.id for h in heroes}) == 8 and len({h.name for h in heroes}) == 8
    for h in heroes:
        assert h.name.strip() and h.hero_type.strip()
        assert type(h.threshold) is int and 4 <= h.threshold <= 10
        assert h.ability.kind in ("none", "attack", "ongoing")
    assert {h.ability.kind for h in heroes} >= {"attack", "ongoing"}


def test_twelve_location_faces_on_six_cards():
    """DM-D.34, DM-CARD.10, DM-CARD.12, DM-SETUP.2: 6 double-sided cards, 12 faces,
    each with a name, a VP value and an Ongoing or Scoring ability (or none)."""
    assert len(CONTENT.locations) == 6
    assert all(len(card.faces) == 2 for card in CONTENT.locations)
    faces = rules.FACES
    assert len(faces) == 12
    assert len({f.id for f in faces}) == 12 and len({f.name for f in faces}) == 12
    for f in faces:
        assert f.name.strip() and type(f.vp) is int and f.vp >= 1
        assert f.ability.kind in ("none", "ongoing", "scoring")
        if f.ability.kind == "scoring":
            assert f.ability.scoring.control
    assert {f.ability.kind for f in faces} >= {"ongoing", "scoring"}
    # Face index = card * 2 + side, as setup deals them.
    assert [f.id for f in CONTENT.locations[0].faces] == [faces[0].id, faces[1].id]


def test_four_named_player_colours():
    """DM-D.36: the 4 player colours are named, and name the seats by default."""
    assert len(COLORS) == 4 and len(set(COLORS)) == 4 and all(c.strip() for c in COLORS)
    s = G.new_game(4, 1)
    assert [s.seat_name(seat) for seat in range(4)] == [c.title() for c in COLORS]


def test_every_ability_carries_its_icon_marker():
    """DM-D.35, DM-CARD.5, DM-CARD.9, DM-CARD.12: each ability says which icon it shows
    (Immediate, Ongoing, Attack or Scoring) and each minion shows one of the three
    type icons."""
    abilities = ([m.ability for m in CONTENT.minions] + [h.ability for h in CONTENT.heroes]
                 + [f.ability for f in rules.FACES])
    used = {a.kind for a in abilities if a.kind != "none"}
    assert used == MARKERS
    assert all(a.text.strip() for a in abilities if a.kind != "none")
    assert {m.type for m in CONTENT.minions} == set(TYPES)


def test_every_card_names_its_art():
    """DM-D.35 (and the digest's data fields): minions, heroes and location faces each
    carry an art_ref for their original art."""
    missing = [x.id for x in (*CONTENT.minions, *CONTENT.heroes, *rules.FACES)
               if not getattr(x, "art_ref", "")]
    assert missing == []


def test_the_example_cards_have_what_the_examples_need():
    """DM-D.37, RM-12, RM-13, RM-15, RM-16, RM-17: Familiar, Dire Bear, Minotaur and
    Griffin are beasts; the Familiar plays another minion, the Griffin places itself
    then moves a minion to the back, the Minotaur defeats its highest-VP neighbour
    when its horde is attacked; Valley of Teeth gives each beast one 1-VP token;
    Mad Malis's threshold is 6; Familiar + Bear + Minotaur < 6 = with the Griffin."""
    familiar, bear = minion("intriguing_familiar"), minion("dire_bear")
    minotaur, griffin = minion("charging_minotaur"), minion("spotted_griffin")
    assert {m.type for m in (familiar, bear, minotaur, griffin)} == {"beast"}
    assert familiar.ability.kind == "immediate"
    assert [e.op for e in familiar.ability.effects] == ["play_extra"]
    assert griffin.ability.kind == "immediate"
    assert [e.op for e in griffin.ability.effects] == ["place_self", "move_to_back"]
    assert minotaur.ability.kind == "ongoing" and minotaur.ability.trigger == "horde_attacked"
    (defeat,) = minotaur.ability.effects
    assert (defeat.op, defeat.target, defeat.pick) == ("defeat", "adjacent", "highest_vp")
    assert bear.vp > max(familiar.vp, minotaur.vp, griffin.vp)
    valley = face_data("valley_of_teeth")
    assert valley.name == "Valley of Teeth" and valley.ability.kind == "ongoing"
    assert valley.ability.trigger == "played_here"
    (token,) = valley.ability.effects
    assert (token.op, token.target, token.type, token.amount) == ("vp_token", "played", "beast", 1)
    malis = hero_data("mad_malis")
    assert malis.threshold == 6 and malis.ability.kind == "attack"
    assert familiar.peril + bear.peril + minotaur.peril < 6
    assert familiar.peril + bear.peril + minotaur.peril + griffin.peril == 6


def test_effect_vocabulary_the_source_requires_is_all_used():
    """DM-D.32, DM-D.33, DM-D.34: the content uses every effect the source asks for:
    extra play, place self, move to back, defeat the adjacent highest-VP minion, a
    1-VP token per type played at a location, peril tokens, movement restriction,
    invalid attack targets, scoring control, hero Ongoing, hero Attack."""
    minion_effects = {(e.op, e.target, e.pick) for m in CONTENT.minions for e in m.ability.effects}
    statics = {s.kind for m in CONTENT.minions for s in m.ability.static}
    face_effects = {(e.op, e.type != "") for f in rules.FACES for e in f.ability.effects}
    face_statics = {s.kind for f in rules.FACES for s in f.ability.static}
    ops = {op for op, _, _ in minion_effects} | {op for op, _ in face_effects}
    assert {"play_extra", "place_self", "move_to_back", "peril_token"} <= ops
    assert ("defeat", "adjacent", "highest_vp") in minion_effects
    assert ("vp_token", True) in face_effects
    assert "immovable" in statics | face_statics
    assert "elusive" in statics
    assert any(f.ability.kind == "scoring" for f in rules.FACES)
    assert any(h.ability.kind == "ongoing" for h in CONTENT.heroes)
    assert any(h.ability.kind == "attack" for h in CONTENT.heroes)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_attacks_come_often_enough_that_heroes_run_out_first(seats):
    """DM-D.32, DM-D.33: peril values and thresholds make the hero deck run out before
    the minion decks in (nearly) every game of random play."""
    by_heroes = 0
    for seed in range(12):
        s = G.new_game(seats, seed)
        rng = Rng(1000 + seed)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
        if s.hero is None and not s.hero_deck:
            by_heroes += 1
            assert len(s.heroes_out) == rules.HERO_DECK_SIZE[seats]
    assert by_heroes >= 10
