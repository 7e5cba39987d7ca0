"""Damaged campaigns through the screens (issue 22 §5), driven by posted mouse events
through the real loop: a sample of the damages of tests/campaignfiles.py is done to a
campaign of each kind (one chapter committed, the next in progress), each written
into a fresh home with the one good backup its commit made. For each, the New game
screen lists the campaign (as damaged when its details cannot be read); its campaign
screen either opens it or says why and lists the backup; Resume, where offered,
resumes or says why; and a click on the backup restores a campaign that opens. No
case raises; every refusal has a reason."""

from __future__ import annotations

import random
import shutil
import traceback

import pytest

from campaignfiles import damage_copy, damages
from tabletop.client.scenes.campaign_base import campaign_reason
from tabletop.persistence import holds
from tabletop.persistence.campaigns import SUFFIX, CampaignStore
from tabletop.persistence.paths import campaigns_dir

SAMPLE = 25  # damages tried per kind, of about 110
KEYS = {"betrayal_legacy": ("betrayal_legacy.options", "betrayal_legacy.campaign"),
        "comanauts": ("comanauts.options", "comanauts.campaign_screen")}


def campaign_in_progress(kind: str, folder):
    """A campaign of `kind`: its first chapter (session) played by bots and committed
    (its backup made), the next begun and a dozen moves recorded. Returns the store,
    its id and the backup's name."""
    store = CampaignStore(folder)
    if kind == "betrayal_legacy":
        from tabletop.games.betrayal_legacy.campaign import VERSION, Seat, new_campaign, to_data
        from tabletop.games.betrayal_legacy.chapters import initial_places
        from tabletop.controller.campaigns.betrayal_legacy import play_chapter
        from tabletop.games.betrayal_legacy.rules import CONTENT

        campaign = new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT),
                                [Seat(f"Bot {k + 1}", "random") for k in range(3)])
        ident = store.create(kind, "Thursday group", to_data(campaign), VERSION)
        _state, _result, after = play_chapter(campaign, 3, 2, store, ident)
        backup = store.commit_chapter(ident, 0, to_data(after), VERSION)
        play_chapter(after, 4, 2, store, ident, stop_after=12)
    else:
        from tabletop.games.comanauts.campaign import VERSION, Seat, new_campaign, to_data
        from tabletop.controller.campaigns.comanauts import play_session
        from tabletop.games.comanauts.in_progress import begin_session

        campaign = new_campaign([Seat("Ada", "random"), Seat("Bob", "random")])
        ident = store.create(kind, "Thursday group", to_data(campaign), VERSION)
        _state, after = play_session(campaign, 3, 2, store, ident)
        backup = store.commit_chapter(ident, 0, to_data(after), VERSION)
        state, rng = begin_session(store, ident, after, 4), random.Random(4)
        for index in range(12):
            action = rng.choice(state.legal_actions())
            state.apply(action)
            store.record_move(ident, index, str(action))
    holds.release_all()
    return store, ident, backup.name


def fresh_home(tmp_path, monkeypatch, name: str, store: CampaignStore, ident: str, backup: str):
    """A new TABLETOP_HOME holding the campaign's backup; returns where the campaign
    file goes."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / name))
    folder = campaigns_dir()
    (folder / "backups" / ident).mkdir(parents=True)
    shutil.copy(store.folder / "backups" / ident / backup, folder / "backups" / ident / backup)
    return folder / f"{ident}{SUFFIX}"


class Tally:
    def __init__(self) -> None:
        self.tried = self.listed_damaged = self.refused = self.opened = self.resumed = self.resume_refused = 0
        self.restored = self.started_over = 0
        self.failures: list[str] = []


def campaign_screen(app, drive, kind: str, ident: str, tally: Tally) -> None:
    """From the menu: New game, the game, its campaign `ident` chosen (listed by its
    name, or as damaged when its details cannot be read), Start: its campaign screen."""
    from tabletop.client.scenes.newgame import NewGameScene

    t, (options, _) = app.t, KEYS[kind]
    app.back_to_menu()
    drive.click(next(b for b in app.top.buttons if b.label == t("menu.new_game")).rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index(kind)].rect.center)
    form = scene.options_form
    if kind == "comanauts":  # a single session first; a campaign is the second choice
        mode = next(w for w in form.widgets if t("comanauts.options.campaign") in w.options)
        drive.click(mode._arrows()[1].center)
    which = next(w for w in form.widgets if w.options[0] == t(f"{options}.new_campaign"))
    index = next(k for k, (i, _, _) in enumerate(form.part.entries) if i == ident)
    _, name, readable = form.part.entries[index]
    label = which.options[index + 1]
    assert label == (name if readable else t(f"{options}.damaged", name=name)), label
    tally.listed_damaged += not readable
    for _ in range(index + 1):
        drive.click(which._arrows()[1].center)
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene", drive.scenes()


def said(column) -> str:
    """A column's text, its wrapped lines joined again."""
    return " ".join(" ".join(text for text, _, _ in column.lines).split())


def resume_if_offered(app, drive, kind: str, tally: Tally) -> str | None:
    """Click Resume where the screen offers it: the table opens, or the refusal says
    why. Returns the refusal, if any."""
    t, (_, screen_keys) = app.t, KEYS[kind]
    screen = app.top
    word = t(f"{screen_keys}.resume", n=0).split()[0]  # "Resume chapter {n}", "Resume session {n}"
    resume = [b for b in screen.buttons if b.label.split()[:1] == [word]]
    if not resume:
        return None
    drive.click(resume[0].rect.center)
    if drive.scenes()[-1] != "CampaignScene":
        assert drive.scenes()[-1] in ("LegacyTable", "ComanautsTable"), drive.scenes()
        tally.resumed += 1
        return None
    refusal = said(screen.columns[0])  # at the head of the first column, in danger's colour
    assert refusal.startswith(t(f"{screen_keys}.cannot_resume", reason="")), refusal
    assert not refusal.startswith(t(f"{screen_keys}.cannot_resume", reason="") + ". "), "a refusal without a reason"
    tally.resume_refused += 1
    return refusal


def open_or_restore(app, drive, kind: str, backup: str, tally: Tally) -> None:
    """On the campaign screen: the campaign opens, or the reason is shown and the
    backup listed; a click on it restores a campaign that opens."""
    t, (_, screen_keys) = app.t, KEYS[kind]
    screen = app.top
    if screen.campaign is not None:
        assert screen.problem is None
        tally.opened += 1
        resume_if_offered(app, drive, kind, tally)
        return
    reason = campaign_reason(t, screen.problem, reading=True)  # the store's reason, in the player's words
    assert reason.strip(), "refused without a reason"
    assert " ".join(t(f"{screen_keys}.unreadable", reason=reason).split()) in said(screen.columns[0])
    tally.refused += 1
    column = screen.columns[screen.backup_column]
    assert [link[1] for link in column.links if link][:1] == [backup], column.links  # the backup, listed
    drive.click_line(column, 0)
    screen = app.top
    assert screen.campaign is not None and screen.problem is None, screen.problem
    assert "is back as it was" in (drive.toast() or "")
    assert "cannot be read" not in said(screen.columns[0])
    assert screen.progress is None  # the campaign before the chapter: to be begun, not resumed
    tally.restored += 1


@pytest.mark.parametrize("kind", ["betrayal_legacy", "comanauts"])
def test_a_damaged_campaign_is_listed_said_and_restored_through_the_screens(tmp_path, monkeypatch, make_app, kind):
    """Issue 22 §5: each damaged campaign is listed on New game (as damaged when its
    details cannot be read), opened or refused with its reason on its screen with its
    backup listed, resumed or refused with a reason, and restored from its backup to a
    campaign that opens; nothing raises."""
    store, ident, backup = campaign_in_progress(kind, tmp_path / "made")
    good = store.folder / f"{ident}{SUFFIX}"
    sample = random.Random(f"22-screens-{kind}").sample(list(damages(good.read_bytes())), SAMPLE)
    app, drive = make_app()
    tally = Tally()
    for n, (label, damage) in enumerate(sample):
        path = fresh_home(tmp_path, monkeypatch, f"case{n}", store, ident, backup)
        if not damage_copy(good, damage, path):
            continue  # SQLite itself refuses this damage (a NOT NULL column)
        tally.tried += 1
        try:
            campaign_screen(app, drive, kind, ident, tally)
            open_or_restore(app, drive, kind, backup, tally)
        except Exception:  # noqa: BLE001 - each case's failure is named, and the next tried
            tally.failures.append(f"{label}: {traceback.format_exc(limit=-3)}")
            app, drive = make_app()  # a screen that raised may have left the app half way
        app.back_to_menu()
    print(f"\n{kind} screens: {tally.tried} damaged campaigns tried, {tally.listed_damaged} listed as damaged, "
          f"{tally.refused} refused with a reason "
          f"(each restored: {tally.restored}), {tally.opened} opened, {tally.resumed} resumed, "
          f"{tally.resume_refused} refused to resume with a reason, {len(tally.failures)} failures")
    assert not tally.failures, "\n".join(tally.failures)
    assert tally.tried >= SAMPLE * 3 // 4 and tally.listed_damaged and tally.refused == tally.restored > 0


#: damage to a chapter in progress, the campaign itself whole
IN_PROGRESS = {
    "a move removed": "DELETE FROM move WHERE idx = 5;",
    "a move made garbage": "UPDATE move SET text = 'garbage' WHERE idx = 5;",
    "a move that is not a text": "UPDATE move SET text = 5 WHERE idx = 5;",
    "a move of 100,000 characters": "UPDATE move SET text = '" + "n" * 100_000 + "' WHERE idx = 5;",
    "a chapter out of range": "UPDATE progress SET chapter = 99;",
    "a chapter before the campaign's": "UPDATE progress SET chapter = chapter - 1;",
    "a seed that is not a number": "UPDATE progress SET seed = 'x';",
    "how it began unreadable": "UPDATE progress SET options = '{unfinished';",
    "how it began left out": "UPDATE progress SET options = '{}';",
}


@pytest.mark.parametrize("kind", ["betrayal_legacy", "comanauts"])
def test_a_damaged_chapter_in_progress_is_refused_with_a_reason_not_resumed(tmp_path, monkeypatch, make_app, kind):
    """Issue 22 §5: a chapter in progress whose record is damaged (a move removed or
    made garbage, its chapter, seed or beginning malformed) is never played on: its
    campaign screen says why, or its Resume button refuses with a reason; nothing
    raises, and no table opens on it."""
    store, ident, backup = campaign_in_progress(kind, tmp_path / "made")
    good = store.folder / f"{ident}{SUFFIX}"
    app, drive = make_app()
    tally = Tally()
    for n, (label, damage) in enumerate(IN_PROGRESS.items()):
        path = fresh_home(tmp_path, monkeypatch, f"case{n}", store, ident, backup)
        assert damage_copy(good, damage, path), label
        tally.tried += 1
        try:
            campaign_screen(app, drive, kind, ident, tally)
            screen = app.top
            if screen.campaign is None:  # the screen itself says why, and offers the backup
                assert screen.problem is not None and screen.problem.args[0].strip(), label
                listing = screen.columns[screen.backup_column]
                assert backup in [link[1] for link in listing.links if link], label
                tally.refused += 1
            elif screen.progress_problem is not None:  # the campaign opens; its game in progress says why
                start_over(app, drive, screen, tally)
            else:
                assert resume_if_offered(app, drive, kind, tally), f"{label}: resumed"
                assert any(b.on_click == app.top.start_over for b in app.top.buttons), f"{label}: no way on"
        except Exception:  # noqa: BLE001 - each case's failure is named, and the next tried
            tally.failures.append(f"{label}: {traceback.format_exc(limit=-3)}")
            app, drive = make_app()
        app.back_to_menu()
    print(f"\n{kind} chapters in progress: {tally.tried} damaged, {tally.refused} refused on the campaign screen, "
          f"{tally.started_over} said why on it and started over, "
          f"{tally.resume_refused} refused by Resume with a reason, {tally.resumed} resumed, "
          f"{len(tally.failures)} failures")
    assert not tally.failures, "\n".join(tally.failures)
    assert tally.refused + tally.started_over + tally.resume_refused == tally.tried == len(IN_PROGRESS)
    assert tally.resumed == 0


def start_over(app, drive, screen, tally: Tally) -> None:
    """A game in progress that cannot be read: the screen says why, offers no Resume,
    and Start over (asked twice) drops it, so the game can be begun again."""
    t = app.t
    reason = campaign_reason(t, screen.progress_problem, reading=True)
    assert reason.strip() and " ".join(t("campaign.in_progress_unreadable", reason=reason).split()) in said(
        screen.columns[0])
    over = next(b for b in screen.buttons if b.on_click == screen.start_over)
    assert not any(b.on_click == screen.resume for b in screen.buttons)
    drive.click(over.rect.center)
    assert over.label == t("campaign.start_over_sure") and screen.progress_problem is not None
    drive.click(over.rect.center)
    screen = app.top
    assert screen.progress is None and screen.progress_problem is None and not screen.in_progress
    assert drive.toast() == t("campaign.started_over")
    tally.started_over += 1
