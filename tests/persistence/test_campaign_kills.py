"""A campaign survives Tabletop being killed at any moment (issue 22 §5): a child
process plays a campaign's chapters (Betrayal Legacy) or sessions (Comanauts) with
bots into a campaign store, recording every move and committing each chapter as the
app does, and is killed with SIGKILL again and again: while it moves, while it
commits (just after it says so), and at random moments; a new child then carries on
with the same campaign, as a group would after a crash.

After each kill, from what the child printed before it died: the campaign is listed
readable and opens; its committed chapters never go backwards and are exactly those
the child reported (or one more, when it died between the commit and the report);
the chapter in progress resumes with at least every move the child reported as
recorded; and every backup listed is whole (it opens as a campaign, the campaign as
it stood before its chapter), never a `.partial` one cut short."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import statistics
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from tabletop.engine.errors import SaveError
from tabletop.persistence import holds
from tabletop.persistence.campaigns import SUFFIX, CampaignStore

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]
KILLS = 25  # per kind of campaign

# The child carries on with the campaign `ident` in `folder`: it resumes the chapter in
# progress or begins the next, plays it with random bots, recording each move, and
# commits it, chapter after chapter. It prints a marker after each step is on disk
# ("begun", "resumed", "moved", "committed") and one before each step that writes
# ("beginning", "committing"), so the parent knows what the disk must hold.
CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from tabletop import games
    from tabletop.ai import make_bot
    from tabletop.engine.rng import Rng
    from tabletop.persistence.campaigns import CampaignStore

    kind, folder, ident, seed = sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    store = CampaignStore(folder)
    game = games.get(kind)

    def say(*words):  # one write, so a kill never cuts a marker short (PYTHONUNBUFFERED writes each word)
        sys.stdout.write(" ".join(map(str, words)) + "\\n")
        sys.stdout.flush()

    if kind == "betrayal_legacy":
        from tabletop.games.betrayal_legacy import in_progress
        from tabletop.games.betrayal_legacy.campaign import VERSION, MIGRATIONS, cast, fold_chapter, from_data, to_data
        from tabletop.games.betrayal_legacy.chapters import chapter_result
        from tabletop.games.betrayal_legacy.bot_cast import bot_characters
        from tabletop.games.betrayal_legacy.rules import CONTENT

        STORY = CONTENT.chapters
        number = lambda c: c.chapter
        finished = lambda c: c.chapter >= len(STORY)

        def begin(c, s):
            cast_c = cast(c, STORY[c.chapter].years, bot_characters(c, Rng(s)))
            state, script = in_progress.start_chapter(store, ident, cast_c, s)
            return state, (cast_c, script)

        def resume(c):
            state, cast_c, script, _moves, _older = in_progress.resume(store, ident)
            return state, (cast_c, script)

        def after(state, link):  # as the table's ChapterLink.commit folds it
            cast_c, script = link
            years = STORY[script.index + 1].years if script.index + 1 < len(STORY) else 0
            return to_data(fold_chapter(cast_c, chapter_result(cast_c, script, state, years)))
    else:
        from tabletop.games.comanauts.campaign import (VERSION, MIGRATIONS, fold_session, from_data, is_won,
                                                       session_record, to_data)
        from tabletop.games.comanauts.library import STORY
        from tabletop.controller.campaigns.comanauts import MOST_SESSIONS
        from tabletop.games.comanauts.in_progress import begin_session, resume_session

        number = lambda c: c.next_session
        finished = lambda c: is_won(c, STORY) or len(c.sessions) >= MOST_SESSIONS

        def begin(c, s):
            return begin_session(store, ident, c, s), c

        def resume(c):
            return resume_session(store, ident, c)[0], c

        def after(state, c):  # as the table's SessionLink.commit folds it
            return to_data(fold_session(c, session_record(c, state)))

    say("ready")
    while True:
        campaign = from_data(store.load(ident, kind, VERSION, MIGRATIONS).doc)
        chapter = number(campaign)
        if finished(campaign):
            say("finished")
            sys.stdin.read()
            break
        if store.progress(ident) is not None:
            state, link = resume(campaign)
            say("resumed", chapter, len(state.history))
        else:
            say("beginning", chapter)
            state, link = begin(campaign, seed * 100 + chapter)
            say("begun", chapter)
        bots = {}
        while not state.is_over:
            seat = state.to_act
            bot = bots.setdefault(seat, make_bot("random", game, seed * 31 + seat))
            action = bot.choose(state.view(seat), state.legal_actions())
            state.apply(action)
            store.record_move(ident, len(state.history) - 1, str(action))
            say("moved", chapter, len(state.history) - 1, str(action))
        say("committing", chapter)
        store.commit_chapter(ident, chapter, after(state, link), VERSION)
        say("committed", chapter)
""")


class Child:
    """One child playing on, killed when `trigger(line)` says so (after `delay` seconds)
    or when the parent calls `kill`; every line it printed before it died is kept."""

    def __init__(self, kind: str, folder: Path, ident: str, seed: int, trigger=None, delay: float = 0.0) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen([sys.executable, "-c", CHILD, kind, str(folder), ident, str(seed)],
                                        cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines: list[str] = []
        self.times: list[float] = []  # when each line was read
        self.ready = threading.Event()
        self.trigger, self.delay = trigger, delay
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            if not line.endswith("\n"):
                break  # cut short by the kill: it says nothing
            line = line.rstrip("\n")
            self.lines.append(line)
            self.times.append(time.perf_counter())
            if line == "ready":
                self.ready.set()
            if self.trigger is not None and (self.trigger(line) or line == "finished"):
                self.trigger = None
                if self.delay:
                    time.sleep(self.delay)
                self.kill()
        self.ready.set()  # it ended before it was ready: the parent finds out

    def commit_times(self) -> list[float]:
        """How long each commit this child reported took, from its "committing" line."""
        began = {line: at for line, at in zip(self.lines, self.times) if line.startswith("committing")}
        return [at - began[line.replace("committed", "committing")] for line, at in zip(self.lines, self.times)
                if line.startswith("committed ") and line.replace("committed", "committing") in began]

    def kill(self) -> None:
        try:
            os.kill(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def end(self, timeout: float) -> str:
        """Wait for the kill (or make it after `timeout`); the child's errors if it
        ended any other way."""
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            self.process.wait(30)
        self.reader.join(30)
        errors = self.process.stderr.read()
        for pipe in (self.process.stdin, self.process.stdout, self.process.stderr):
            pipe.close()
        return "" if self.process.returncode == -signal.SIGKILL else f"ended {self.process.returncode}: {errors}"


def nth_move(k: int):
    """A trigger for the child's k-th "moved" line."""
    moves = 0

    def trigger(line: str) -> bool:
        nonlocal moves
        moves += line.startswith("moved")
        return moves == k

    return trigger


class Expected:
    """What the disk must hold, from the markers printed so far."""

    def __init__(self) -> None:
        self.done = 0  # chapters committed, for certain
        self.committing: int | None = None  # a commit begun and not reported done
        self.playing: tuple[int, list[str]] | None = None  # the chapter in progress, its moves reported
        self.beginning: int | None = None  # a chapter being begun, not reported begun

    def read(self, lines: list[str]) -> None:
        for line in lines:
            word, *rest = line.split(" ", 3)
            if word == "beginning":
                self.beginning = int(rest[0])
            elif word == "begun":
                self.beginning, self.playing = None, (int(rest[0]), [])
            elif word == "resumed":
                assert self.playing is not None and self.playing[0] == int(rest[0]), line
                assert len(self.playing[1]) <= int(rest[1]), line
                self.playing = (int(rest[0]), self.playing[1][:int(rest[1])])
            elif word == "moved":
                chapter, index, text = int(rest[0]), int(rest[1]), rest[2]
                assert self.playing is not None and self.playing[0] == chapter, line
                self.playing = (chapter, self.playing[1][:index] + [text])
            elif word == "committing":
                self.committing = int(rest[0])
            elif word == "committed":
                self.done, self.committing, self.playing = int(rest[0]) + 1, None, None


class Tally:
    def __init__(self) -> None:
        self.kills = self.opened = self.resumed = self.backups = 0
        self.mid_commit_old = self.mid_commit_new = 0
        self.commit_times: list[float] = []
        self.partials: set[tuple[str, int]] = set()  # backups cut short by a kill (never listed)
        self.failures: list[str] = []


def campaign_kinds():
    """kind -> (its campaign module, a new campaign's document made, the chapter a campaign plays next)."""
    from tabletop.games.betrayal_legacy import campaign as legacy
    from tabletop.games.betrayal_legacy.chapters import initial_places
    from tabletop.games.betrayal_legacy.rules import CONTENT
    from tabletop.games.comanauts import campaign as comanauts

    def legacy_new():
        seats = [legacy.Seat(f"Bot {k + 1}", "random") for k in range(3)]
        return legacy.to_data(legacy.new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT), seats))

    def comanauts_new():
        return comanauts.to_data(comanauts.new_campaign([comanauts.Seat("Ada", "random"),
                                                         comanauts.Seat("Bob", "random")]))

    return {"betrayal_legacy": (legacy, legacy_new, lambda c: c.chapter),
            "comanauts": (comanauts, comanauts_new, lambda c: c.next_session)}


def resume(kind: str, store: CampaignStore, ident: str, campaign) -> list[str]:
    """The chapter in progress rebuilt by the game, as the app resumes it: its moves."""
    if kind == "betrayal_legacy":
        from tabletop.games.betrayal_legacy.in_progress import resume as resume_chapter

        state = resume_chapter(store, ident)[0]
    else:
        from tabletop.games.comanauts.in_progress import resume_session

        state = resume_session(store, ident, campaign)[0]
    return [str(a) for a in state.history]


def check(kind: str, store: CampaignStore, ident: str, expected: Expected, seen: dict, tally: Tally,
          scratch: Path) -> None:
    """What the disk holds after a kill, against what the child reported; then
    `expected` is what the disk holds, for the next child."""
    module, _, number = campaign_kinds()[kind]
    assert (ident, True) in [(i, ok) for i, _, ok in store.entries(kind)], "not listed readable"
    campaign = module.from_data(store.load(ident, kind, module.VERSION, module.MIGRATIONS).doc)
    tally.opened += 1
    done = number(campaign)
    progress = store.progress(ident)
    if expected.committing is not None:  # killed between "committing" and "committed"
        chapter = expected.committing
        assert done in (chapter, chapter + 1) and done >= expected.done, (done, chapter, expected.done)
        if done == chapter:
            tally.mid_commit_old += 1
            assert progress is not None and progress.chapter == chapter, "the chapter was lost"
        else:
            tally.mid_commit_new += 1
            assert progress is None, "a committed chapter is still in progress"
            expected.playing = None
    else:
        assert done == expected.done, f"{done} chapters committed, {expected.done} reported"
    if expected.playing is not None:
        chapter, moves = expected.playing
        assert progress is not None and progress.chapter == chapter, (progress, chapter)
        assert list(progress.moves[:len(moves)]) == moves, "a reported move is missing"
    elif expected.beginning is not None:
        assert progress is None or (progress.chapter == expected.beginning and not progress.moves), progress
    else:
        assert progress is None, progress
    if progress is not None:
        assert progress.chapter == done
        assert resume(kind, store, ident, campaign) == list(progress.moves)
        tally.resumed += 1
    folder = store.folder / "backups" / ident
    tally.partials |= {(p.name, p.stat().st_mtime_ns) for p in folder.glob("*.partial")}
    for name in store.backups(ident):
        assert name.endswith(SUFFIX) and not name.endswith(".partial"), name
        raw = (folder / name).read_bytes()
        key = hashlib.sha256(raw).hexdigest()
        if seen.get(name) == key:
            continue  # opened after an earlier kill, and not changed since
        copy = scratch / f"{len(seen)}"
        copy.mkdir()
        (copy / f"{ident}{SUFFIX}").write_bytes(raw)
        other = CampaignStore(copy)
        before = module.from_data(other.load(ident, kind, module.VERSION, module.MIGRATIONS).doc)
        assert name[4:] == f"before-chapter-{number(before)}{SUFFIX}", (name, number(before))
        assert other.progress(ident) is None, f"{name} keeps a chapter in progress"
        seen[name] = key
        tally.backups += 1
    expected.done, expected.committing, expected.beginning = done, None, None
    expected.playing = (progress.chapter, list(progress.moves)) if progress is not None else None


@pytest.mark.parametrize("kind", ["betrayal_legacy", "comanauts"])
def test_a_campaign_killed_at_any_moment_opens_with_every_reported_chapter_and_move(tmp_path, kind):
    """Issue 22 §5: SIGKILL while moving, while committing and at random; each time the
    campaign opens with what the child reported, its chapter in progress resumes, and
    every backup listed is whole."""
    module, new, _ = campaign_kinds()[kind]
    rng = random.Random(f"22-kills-{kind}")
    store = CampaignStore(tmp_path / "campaigns")
    ident = store.create(kind, "Killed often", new(), module.VERSION)
    holds.release_all()  # the parent only looks between children
    expected, seen, tally = Expected(), {}, Tally()
    scratch = tmp_path / "backup-copies"
    scratch.mkdir()
    started = time.monotonic()
    for n in range(KILLS):
        plan = rng.random()
        if plan < 0.5:  # during a commit: from its backup's first write to its transaction's end
            commit = statistics.median(tally.commit_times or [0.006])  # a few ms, as this machine goes
            child = Child(kind, store.folder, ident, n, lambda line: line.startswith("committing"),
                          rng.uniform(0, 1.1) * commit)
        elif plan < 0.7:  # just after the k-th move on disk, or while recording the next
            child = Child(kind, store.folder, ident, n, nth_move(rng.randint(1, 60)), rng.uniform(0, 0.001))
        else:  # at a random moment
            child = Child(kind, store.folder, ident, n)
            child.ready.wait(30)
            time.sleep(rng.uniform(0, 0.6))
            child.kill()
        problem = child.end(timeout=20)
        tally.commit_times += child.commit_times()
        tally.kills += not problem
        try:
            assert not problem, problem
            expected.read(child.lines)
            check(kind, store, ident, expected, seen, tally, scratch)
        except (AssertionError, SaveError, ValueError) as failure:  # a refusal is a failure here too
            tally.failures.append(f"kill {n}: {type(failure).__name__}: {failure}")
            break  # what the next child would find is unknown
        finally:
            holds.release_all()  # as this copy of Tabletop would, back at its menu
        if child.lines[-1:] == ["finished"]:  # the campaign is over: the next one begins
            ident = store.create(kind, "Killed often", new(), module.VERSION)
            holds.release_all()
            expected, seen = Expected(), {}
    print(f"\n{kind}: {tally.kills} kills, {tally.opened} opened, {tally.resumed} resumed mid-chapter, "
          f"{tally.mid_commit_old + tally.mid_commit_new} mid-commit ({tally.mid_commit_old} kept the old campaign, "
          f"{tally.mid_commit_new} the new), {len(tally.partials)} partial backups left unlisted, "
          f"{tally.backups} backups opened, {len(tally.failures)} failures, {time.monotonic() - started:.1f} s")
    assert not tally.failures, tally.failures
    assert tally.kills == KILLS and tally.opened == KILLS
