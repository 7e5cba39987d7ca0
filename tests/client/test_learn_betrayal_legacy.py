"""Learn to play Betrayal Legacy (issue 26 §1), through the real event loop: the
prologue's opening on the house table, played by posted mouse events from New game's
Learn to play. What is Legacy's own: the card of the second Legacy deck that
uncovering the Old Well reads (BL-D.53) is read aloud on its page, and the damage it
deals is answered by the button on that page, ringed; a floor's tab takes the standee
to the landing below (BL-REGION.7); the step's words refuse another answer, in
Spanish too; and what the last notes say the chapter writes into the campaign is what
chapters.py writes when the prologue ends (BL-CAMP.4, BL-FAM.4, BL-D.37, BL-D.53)."""

from __future__ import annotations

import pytest

from lessons import play_lesson

from tabletop.ai.random_bot import RandomBot
from tabletop.controller import tutorial
from tabletop.controller.guided import GuidedSession
from tabletop.engine.places import Option
from tabletop.games.house.places import STANDEE, Room


def _learn(make_app, language="en", size=(1280, 720)):
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app(size=size, language=language)
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("betrayal_legacy")].rect.center)
    drive.click(scene.learn.rect.center, frames=3)
    table = app.top
    assert isinstance(table.session, GuidedSession)
    return app, drive, table


def _play_to(app, drive, table, stop=lambda session: False) -> None:
    """The lesson played by mouse to its last note (left unread) or to `stop`."""
    last = len(table.session.lesson.tutorial.steps) - 1
    play_lesson(app, drive, table, until=lambda s: stop(s) or (s.lesson.index == last and s.lesson.is_note()))


def _at_the_wells_card(session) -> bool:
    return session.expected() is not None and session.expected().target == Option("0-1")


def test_the_prologues_opening_plays_by_mouse_to_the_last_note(make_app):
    app, drive, table = _learn(make_app)
    _play_to(app, drive, table)
    state = table.session.state
    assert [card for card, _, _ in state.legacy_read] == ["the_well_answers"]  # read, so written at the end
    assert state.tokens["old_well"].count("ghost") == 2  # its printed ghost and the card's, at once
    assert state.room[0] == "crawl_space" and state.house.placed["crawl_space"][0] == "basement"
    assert table.session.lesson.index == len(table.session.lesson.tutorial.steps) - 1


def test_the_well_answers_asks_its_damage_on_its_page(make_app):
    """The Legacy card read aloud shows the damage it deals as the page's button; the
    ring is on that button, and clicking it answers and puts the page away."""
    app, drive, table = _learn(make_app)
    _play_to(app, drive, table, _at_the_wells_card)
    reveal = table.reveal
    assert reveal.pages == [("legacy", "the_well_answers")]
    rect = table.place_rect(Option("0-1"))
    assert rect is not None and rect in [b.rect for b in reveal.page_buttons]
    assert "Knowledge" in reveal.page_buttons[0].label
    drive.click(rect.center)
    assert str(table.session.state.history[-1]) == "choose value=0-1"
    assert reveal.pages == []


def test_the_standee_goes_down_by_the_basement_tab(make_app):
    """From the Staircase, the landing below is another region's map: the ring is on
    the Basement tab, and the standee dropped there goes down (BL-REGION.7)."""
    app, drive, table = _learn(make_app, size=(1024, 600))
    _play_to(app, drive, table, lambda s: str(s.expected()) == "move room=basement_landing")
    assert table.floor == "ground"
    basement = table.kit.floors.index("basement")
    assert table.place_rect(Room("basement_landing")) == table.L.tab(basement)
    drive.drag(table.place_rect(STANDEE).center, table.L.tab(basement).center)
    assert table.session.state.room[0] == "basement_landing"


def test_another_answer_is_refused_with_the_steps_words_in_spanish(make_app):
    app, drive, table = _learn(make_app, language="es")
    _play_to(app, drive, table, lambda s: str(s.expected()) == "move room=ground_floor_staircase")
    made = len(table.session.state.history)
    drive.drag(table.place_rect(STANDEE).center, table.place_rect(Room("front_steps")).center)
    assert len(table.session.state.history) == made
    assert drive.toast() is not None and "Arrastra tu figura a la Escalera" in drive.toast()


def test_the_prologue_writes_what_the_notes_say():
    """The lesson is a game of the prologue as a new campaign of the Carrows, the Vells
    and the Okafors sets it up; played on to its end, the chapter writes what its last
    notes say: the set-up's four omens kept, the winners' ghost on the haunt's tile (and,
    should the traitor win, a scar on the traitor family's Sanity), The Well Answers read
    once and its ghost on the Old Well, each member's fate, the Ledger's page of 1667,
    and the next chapter 22 years on, in 1689."""
    from tabletop.games.betrayal_legacy.campaign import Operation, fold_chapter, new_campaign
    from tabletop.games.betrayal_legacy.chapters import (chapter_result, chapter_setup, game_options,
                                                         initial_places, load_scripts, read_flag)
    from tabletop.games.betrayal_legacy.rules import CONTENT

    lesson = tutorial.tutorials("betrayal_legacy")[0]
    prologue = load_scripts(CONTENT)[0]
    campaign = chapter_setup(new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT)), prologue)
    assert {**game_options(campaign, prologue), "first": 0} == dict(lesson.options)
    assert {(op.target, op.value) for op in prologue.heroes} == {("tile:haunt", "ghost")}
    assert {(op.target, op.value) for op in prologue.traitor} == {("tile:haunt", "ghost"),
                                                                  ("family:traitor", "scar:sanity")}
    state = lesson.start()
    for step in lesson.steps:
        for move in ([step.expect] if step.expect else []) + list(step.then):
            state.apply(move)
    bot = RandomBot(state.game, 1)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
    result = chapter_result(campaign, prologue, state, CONTENT.chapters[1].years)
    written = set(result.operations)
    assert {Operation("add", omen, "deck:omen") for omen in ("glass_eye", "well_rope", "green_bottle", "bell_jar")} \
        <= written
    assert Operation("sticker", state.haunt["room"], "ghost") in written
    assert Operation("sticker", "old_well", "ghost") in written
    assert Operation("flag", read_flag("the_well_answers"), amount=1) in written
    assert set(result.fates) == {"carrow", "vell", "okafor"} and all(text for text, _, _ in result.fates.values())
    after = fold_chapter(campaign, result)
    assert (after.chapter, after.year, after.journal, len(after.history)) == (1, 1689, (0,), 1)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_last_note_leads_to_the_campaign_screen_it_describes(make_app, language):
    """The last note names the way to a real campaign in the app's own words (New game,
    Betrayal Legacy, A campaign) and the screen's Begin chapter 0; that way, taken by
    mouse, opens the campaign screen with that button, its families, the house and its
    decks, and the House Ledger."""
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app(language=language)
    t = app.t
    words = tutorial.tutorials("betrayal_legacy")[0].steps[-1].texts[language]
    begin = t("betrayal_legacy.campaign.begin", n=0)
    for label in (t("newgame.title"), t("betrayal_legacy.options.campaign"), begin):
        assert label in words
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("betrayal_legacy")].rect.center)
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene"
    assert app.top.buttons[0].label == begin
    assert [len(column.lines) > 0 for column in app.top.columns] == [True, True, True]
