"""Comanauts set-up by the box (CO-SETUP.1-12a) and the avatar choice (12b)."""

from collections import Counter

import pytest

from tabletop.engine import Rng
from tabletop.games.comanauts.cards import load_cards
from tabletop.games.comanauts.setup import choosable_avatars, deal
from tabletop.games.comanauts.story import load_story

STORY = load_story()
CARDS = load_cards()


@pytest.mark.parametrize("seed", range(25))
def test_the_deal_follows_the_setup_steps(seed):
    """CO-SETUP.2-3, 6-11, 12a; CO-D.50 (the Fear copies never in play at set-up);
    CO-COMA.2b (the Prime ID is never the starting comazone's)."""
    d = deal(STORY, CARDS, 3, Rng(seed))
    assert len(d.bag) == 38 and Counter(d.vitals) == {"stable": 4, "critical": 5, "flatline": 1}
    extra = {e.id for e in STORY.entities if e.extra_copy}
    assert len(d.revealed) == 5 and len(set(d.revealed)) == 5 and not set(d.revealed) & extra
    home = {e.id: e.home for e in STORY.entities}
    assert d.nexus == [home[e] for e in d.revealed]
    assert d.start in d.nexus
    assert sorted(d.totems) == sorted(t.id for t in STORY.totems if t.comazone in d.nexus)
    assert d.prime in d.revealed and home[d.prime] != d.start
    assert sorted(d.id_stack + [d.prime]) == sorted(d.revealed)
    prime_code = STORY.entity(d.prime).code
    assert len(d.clue_deck) == 5 and all(STORY.clues[i].code == prime_code for i in d.clue_deck)
    assert len(d.face_down) == 3 and all(len(p) == 2 for p in d.face_down)
    assert len({a for p in d.face_down for a in p}) == 6
    assert len(d.default_statuses) == 3 and len(set(d.default_statuses)) == 3


def test_every_entity_can_be_the_prime_id_but_never_from_the_start():
    primes = set()
    for seed in range(300):
        d = deal(STORY, CARDS, 2, Rng(seed))
        primes.add(d.prime)
    assert primes == {e.id for e in STORY.entities if not e.extra_copy}


def test_a_campaign_excludes_retired_entities():
    """CO-SETUP.6b, CO-D.51."""
    retired = frozenset(e.id for e in STORY.entities if not e.extra_copy)
    retired -= set(list(retired)[:5])
    for seed in range(10):
        d = deal(STORY, CARDS, 2, Rng(seed), excluded=retired)
        assert not set(d.revealed) & retired


def test_the_same_seed_deals_the_same_game():
    assert deal(STORY, CARDS, 4, Rng(7)) == deal(STORY, CARDS, 4, Rng(7))
    assert deal(STORY, CARDS, 4, Rng(7)) != deal(STORY, CARDS, 4, Rng(8))


def test_starting_avatars_come_from_those_nobody_holds():
    """CO-SETUP.12b, CO-D.21: not a face-down avatar, and never chosen twice."""
    d = deal(STORY, CARDS, 4, Rng(1))
    first = choosable_avatars(CARDS, d, [])
    assert len(first) == 22 - 8
    hidden = {a for p in d.face_down for a in p}
    assert not set(first) & hidden
    second = choosable_avatars(CARDS, d, [first[0]])
    assert first[0] not in second and len(second) == len(first) - 1
