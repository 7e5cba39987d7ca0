"""The Comanauts campaign (CO-GAME.6-7, CO-SETUP.6b, CO-D.51): sessions played one after
another by the same team; each won session stickers its Prime ID, which then leaves
set-up; the campaign is won when fewer than 5 ID entities are left without a sticker;
kept in the campaign store (atomic, backed up, resumable); its story told in data."""

from __future__ import annotations

import pytest

from tabletop import games
from tabletop.engine.errors import ContentError
from tabletop.games.comanauts.options import ComanautsOptions
from tabletop.games.comanauts.campaign import (VERSION, Seat, SessionRecord, fold_session, from_data, is_won,
                                               new_campaign, remaining, session_options, to_data)
from tabletop.games.comanauts.library import CAMPAIGN_STORY, STORY
from tabletop.games.comanauts.story import load_campaign_story
from tabletop.controller.campaigns.comanauts import play_campaign
from tabletop.games.comanauts.in_progress import begin_session, resume_session
from tabletop.persistence.campaigns import CampaignStore

GAME = games.get("comanauts")
TEAM = [Seat("Ana", "strong"), Seat("Bo", "strong")]
PRIMES = [e.id for e in STORY.entities if not e.extra_copy]


def test_a_won_session_stickers_its_prime_id_and_a_lost_one_does_not():
    """CO-D.51: the sticker goes on the session's Prime ID only when the team wins."""
    c = new_campaign(TEAM)
    c = fold_session(c, SessionRecord(0, 1, "jeer", False, "flatline"))
    assert c.stickered == () and c.next_session == 1
    c = fold_session(c, SessionRecord(1, 2, "jeer", True, "prime_defeated"))
    assert c.stickered == ("jeer",) and [s.won for s in c.sessions] == [False, True]
    with pytest.raises(ValueError):  # a session is folded once, in order
        fold_session(c, SessionRecord(1, 3, "fear", True))


def test_stickered_ids_leave_set_up_and_seven_wins_end_the_campaign():
    """CO-SETUP.6b: the stickered IDs are never dealt; CO-GAME.7, CO-D.51: with fewer
    than 5 left (after 7 won sessions of 11 IDs) the campaign is won and no session is
    set up."""
    c = new_campaign(TEAM)
    for k, prime in enumerate(PRIMES[:7]):
        assert not is_won(c, STORY)
        options = session_options(c, STORY)
        assert options["retired"] == sorted(PRIMES[:k])
        state = GAME.new_game(2, 40 + k, options)
        assert not set(state.revealed) & set(PRIMES[:k]) and state.prime not in PRIMES[:k]
        c = fold_session(c, SessionRecord(k, 40 + k, prime, True))
    assert len(remaining(c, STORY)) == len(PRIMES) - 7 < 5 and is_won(c, STORY)
    with pytest.raises(ValueError):
        session_options(c, STORY)
    with pytest.raises(ValueError):
        ComanautsOptions.read(2, {"retired": PRIMES[:7]})  # set-up needs 5
    with pytest.raises(ValueError):
        ComanautsOptions.read(2, {"retired": ["fear_copy_1"]})  # an extra copy is never a Prime ID


def test_a_whole_campaign_through_the_store_until_it_is_won(tmp_path):
    """CO-GAME.7: bots play sessions until the campaign is won; each session is
    committed and read back (one backup before each); stickers only pile up."""
    store = CampaignStore(tmp_path)
    seen: list[tuple[str, ...]] = []

    def check(k, campaign) -> None:
        assert campaign.next_session == k + 1
        assert not seen or campaign.stickered[:len(seen[-1])] == seen[-1]
        seen.append(campaign.stickered)

    campaign, reports = play_campaign(TEAM, 3, store=store, think_ms=2, after=check)
    ident = store.ids()[0]
    assert is_won(campaign, STORY) and len(campaign.stickered) == 7 and reports[-1].won
    assert from_data(store.load(ident, "comanauts", VERSION).doc) == campaign
    assert len(store.backups(ident)) == len(reports)
    assert [r.prime for r in reports if r.won] == list(campaign.stickered)


def test_a_session_killed_midway_resumes_where_it_was(tmp_path):
    """A session is recorded move by move: rebuilt from the store it is the same game."""
    from tabletop.ai import make_bot

    store = CampaignStore(tmp_path)
    campaign = new_campaign(TEAM)
    ident = store.create("comanauts", "Test", to_data(campaign), VERSION)
    state = begin_session(store, ident, campaign, 77)
    bot = make_bot("random", GAME, 5)
    for _ in range(40):
        if state.is_over:
            break
        action = bot.choose(state.view(state.to_act), state.legal_actions())
        state.apply(action)
        store.record_move(ident, len(state.history) - 1, str(action))
    again, moves = resume_session(CampaignStore(tmp_path), ident, campaign)
    assert again.to_dict() == state.to_dict() and len(moves) == len(state.history)


def test_the_story_frame_tells_every_prime_id_and_is_refused_when_incomplete(tmp_path):
    """Each ID that can be a Prime ID has its revelation; the intro and the ending are
    written; a file missing one names the file and the field."""
    assert sorted(r.entity for r in CAMPAIGN_STORY.revelation) == sorted(PRIMES)
    assert CAMPAIGN_STORY.intro and CAMPAIGN_STORY.ending
    from tabletop.games.comanauts.story import DATA

    text = (DATA / "campaign.toml").read_text(encoding="utf-8")
    cut = text[:text.index('[[revelation]]\nentity = "attending"')]
    (tmp_path / "campaign.toml").write_text(cut, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_campaign_story(STORY, tmp_path)
    assert "campaign.toml" in str(caught.value) and "revelation.entity" in str(caught.value)
