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
