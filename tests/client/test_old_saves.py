"""A game saved by Tabletop before a fix of its rules, in the window (the fixtures of
tests/persistence/test_old_rules.py): the Load list says in its row that its moves are
replayed with today's rules, and how many of its last ones are dropped; Load opens its
table and says so again, and the first move made brings the file up to date."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.client.scenes import loadgame
from tabletop.client.scenes.loadgame import LoadScene
from tabletop.persistence import SaveStore

from savefiles import first_refused

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
DROPPED = "betrayal-haunt-moves-dropped"  # its last moves of 150 are refused by today's rules
KEPT = "betrayal-haunt-after-death"  # every move still allowed
STRICT = "darkmoor-before-rules-2"  # Darkmoor's rules did not change


def old_saves(home: Path, stems=(DROPPED, KEPT, STRICT)) -> SaveStore:
    folder = home / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    for stem in stems:
        shutil.copyfile(FIXTURES / f"{stem}.tabletop", folder / f"{stem}.tabletop")
    return SaveStore(folder)


def row_texts(app, monkeypatch) -> list[str]:
    """The texts the Load list draws in its rows, in one frame."""
    drawn = []
    real = loadgame.fit_in

    def noting(surface, assets, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, assets, text, *args, **kwargs)

    monkeypatch.setattr(loadgame, "fit_in", noting)
    app.top.draw(app.window)
    monkeypatch.setattr(loadgame, "fit_in", real)
    return drawn


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_load_list_says_which_saves_are_from_earlier_rules_and_what_is_dropped(make_app, home, monkeypatch,
                                                                                    language):
    store = old_saves(home)
    app, drive = make_app(size=(1024, 600), language=language, store=store)
    drive.click(app.top.buttons[2].rect.center)  # Load
    assert isinstance(app.top, LoadScene)
    texts = row_texts(app, monkeypatch)
    t = app.t
    dropped = 150 - first_refused(FIXTURES / f"{DROPPED}.tabletop")
    notices = [t("load.older_rules_dropped", count=dropped), t("load.older_rules")]  # the second: all still allowed
    assert all(notice in texts for notice in notices)
    assert any(text.startswith("Ada, Bot 1") for text in texts)  # Darkmoor's row: its players, as before
    # whole, not cut short, in the smallest window: the row's words are at least 10 points
    scene = app.top
    room = scene.text_right - scene.box.x - 22
    assert all(app.assets.font(10).size(notice)[0] <= room for notice in notices)


def test_an_old_save_opens_with_the_moves_dropped_told_and_is_brought_up_to_date(make_app, home):
    store = old_saves(home)
    app, drive = make_app(size=(1280, 720), store=store)
    drive.click(app.top.buttons[2].rect.center)  # Load
    scene = app.top
    row = [e.id for e in scene.entries[:8]].index(DROPPED)
    drive.click(scene.buttons[row][1].rect.center)  # its Load button
    assert drive.scenes()[-1] == "BetrayalTable"
    kept = first_refused(FIXTURES / f"{DROPPED}.tabletop")
    assert drive.toast() == ("This game was saved by an earlier version of Tabletop: its moves were replayed with "
                             f"today's rules, and its last {150 - kept} moves, no longer allowed, were dropped.")
    assert app.toast[2]  # news, not a refusal
    session = app.top.session
    assert len(session.state.history) == kept and session.save.older_rules is not None
    seat = session.state.to_act
    assert session.seats[seat].kind == "human"
    session.act(session.state.legal_actions()[0])  # played on: the file is today's from here
    assert session.save.older_rules is None
    app.back_to_menu()  # the table closes its save
    entry = next(e for e in SaveStore(store.folder).entries() if e.id == DROPPED)
    assert entry.error is None and entry.older_rules is None


@pytest.mark.parametrize("stem, told", [
    (KEPT, "This game was saved by an earlier version of Tabletop: its moves were replayed with today's rules."),
    (STRICT, None)])  # Darkmoor's rules did not change: nothing to say
def test_continue_opens_an_old_save_with_the_same_notice(make_app, home, stem, told):
    store = old_saves(home, [stem])
    app, drive = make_app(size=(1280, 720), store=store)
    drive.click(app.top.buttons[1].rect.center)  # Continue: the newest unfinished game
    assert drive.scenes()[-1] in ("BetrayalTable", "DarkmoorTable")
    assert drive.toast() == told


CHAPTER = "betrayal_legacy-chapter-in-progress"  # chapter 1 in progress, begun under revision 1


@pytest.mark.parametrize("language", ["en", "es"])
def test_an_old_chapter_in_progress_says_so_on_the_campaign_screen_and_resumes(make_app, language):
    """BL-D.37: a chapter in progress resumes after the app closed, here after an update
    that fixed the rules: the campaign screen says its moves are replayed with today's
    rules, Resume opens its table and says so again, and its bots play on, which brings
    the chapter's record up to date."""
    from tabletop.client.games.betrayal_legacy.campaign_screen import CampaignScene
    from tabletop.persistence.campaigns import CampaignStore
    from tabletop.persistence.paths import campaigns_dir

    folder = campaigns_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FIXTURES / f"{CHAPTER}.campaign", folder / f"{CHAPTER}.campaign")
    store = CampaignStore(folder)
    app, drive = make_app(size=(1024, 600), language=language)
    app.push(CampaignScene(app, store, CHAPTER))
    drive.step()
    screen, t = app.top, app.t
    shown = " ".join(text for column in screen.columns for text, _colour, _bold in column.lines)
    assert t("load.older_rules") in shown
    assert screen.buttons[0].label == t("betrayal_legacy.campaign.resume", n=1)
    drive.click(screen.buttons[0].rect.center)
    assert drive.scenes()[-1] == "LegacyTable"
    assert drive.toast() == t("save.older_rules")
    session = app.top.session
    assert len(session.state.history) >= 60  # where it was, and the bots playing on
    for _ in range(50):
        if store.progress(CHAPTER).options.get("rules") == 2:
            break
        drive.step()
        session.wait_for_bot()
    assert store.progress(CHAPTER).options["rules"] == 2 and session.save.older_rules is None
