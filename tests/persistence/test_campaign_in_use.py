"""One writer (issue 22 §3): a campaign open in one copy of Tabletop is refused in a
second copy with "in use", for opening, play, commit and restore alike; once the first
copy lets go (back at its menu, or ended), the second may have it."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tabletop.persistence import holds
from tabletop.persistence.campaigns import CampaignError, CampaignStore

GAME = "betrayal_legacy"


def other_copy(folder, ident):
    """A second process that opens the campaign and keeps it until its input closes."""
    code = textwrap.dedent(f"""
        import sys
        from tabletop.persistence.campaigns import CampaignStore
        CampaignStore({str(folder)!r}).load({ident!r}, {GAME!r}, 1)
        print("open", flush=True)
        sys.stdin.read()
    """)
    proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "open"
    return proc


def test_a_campaign_open_in_another_copy_is_in_use_until_it_lets_go(tmp_path):
    store = CampaignStore(tmp_path / "campaigns")
    ident = store.create(GAME, "Thursday group", {"chapter": 0}, 1)
    store.begin_chapter(ident, 0, 7, {})
    store.commit_chapter(ident, 0, {"chapter": 1}, 1)
    backup = store.backups(ident)[0]
    holds.release_all()  # this copy goes back to its menu
    proc = other_copy(tmp_path / "campaigns", ident)
    try:
        for attempt in (lambda: store.load(ident, GAME, 1), lambda: store.begin_chapter(ident, 1, 7, {}),
                        lambda: store.record_move(ident, 0, "end"), lambda: store.commit_chapter(ident, 1, {}, 1),
                        lambda: store.restore(ident, backup)):
            with pytest.raises(CampaignError, match="open in another copy of Tabletop"):
                attempt()
        assert store.progress(ident) is None  # nothing was written
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    assert store.load(ident, GAME, 1).doc == {"chapter": 1}  # the other copy ended: this one may have it
    store.restore(ident, backup)
    assert store.load(ident, GAME, 1).doc == {"chapter": 0}


def test_the_campaign_screen_says_how_to_free_a_campaign_in_use(tmp_path, monkeypatch):
    """The second copy's campaign screen says the campaign is open elsewhere and how to
    free it, and offers no backup to restore over the other copy's play."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from tabletop.client.app import App
    from tabletop.client.games.betrayal_legacy.campaign_screen import CampaignScene
    from tabletop.client.scenes.menu import MenuScene
    from tabletop.games.betrayal_legacy.campaign import VERSION, to_data
    from tabletop.games.betrayal_legacy.free_play import finished_campaign
    from tabletop.persistence import SaveStore, Settings

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    store = CampaignStore(tmp_path / "campaigns")
    ident = store.create(GAME, "Thursday group", to_data(finished_campaign()), VERSION)
    store.back_up(ident, "before-chapter-13")
    holds.release_all()
    code = textwrap.dedent(f"""
        import sys
        from tabletop.persistence.campaigns import CampaignStore
        CampaignStore({str(tmp_path / "campaigns")!r}).begin_chapter({ident!r}, 13, 1, {{}})
        print("open", flush=True)
        sys.stdin.read()
    """)
    proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    app = App(settings=Settings(window=(1024, 600), language="en", animation_speed=0.0, bot_pace_ms=0),
              store=SaveStore(tmp_path / "saves"))
    try:
        assert proc.stdout.readline().strip() == "open"
        app.push(MenuScene(app))
        app.push(CampaignScene(app, store, ident))
        app.step(1 / 60)
        scene = app.top
        said = " ".join(text for text, _, _ in scene.columns[0].lines)
        assert scene.campaign is None and "open in another copy of Tabletop" in said and "menu there" in said
        assert not scene.columns[1].lines and scene.backup_column is None
    finally:
        app.close()
        proc.stdin.close()
        proc.wait(timeout=30)


def test_the_unfinished_list_says_which_campaign_another_copy_holds_and_rename_is_refused_there(tmp_path):
    """Issue 22 §3-4: Continue and Load are told a campaign is in another copy's hands
    (without this copy taking it), and renaming it there is refused like any write."""
    store = CampaignStore(tmp_path / "campaigns")
    ident = store.create(GAME, "Thursday group", {"chapter": 0}, 1)
    store.begin_chapter(ident, 0, 7, {})
    holds.release_all()
    assert [u.in_use for u in store.unfinished()] == [False]
    assert not holds._HELD  # listing took nothing
    proc = other_copy(tmp_path / "campaigns", ident)
    try:
        assert [u.in_use for u in store.unfinished()] == [True]
        with pytest.raises(CampaignError, match="another copy"):
            store.rename(ident, "Friday group")
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)
    store.rename(ident, "Friday group")
    assert store.load(ident, GAME, 1).name == "Friday group"
