"""Fixtures every test folder may use."""

from __future__ import annotations

import contextlib
import functools
import os
import resource
import shutil
import signal
import subprocess
from pathlib import Path

import pytest


@pytest.fixture(autouse=True, scope="session")
def _own_home(tmp_path_factory):
    """Nothing a test runs writes to the user's real folders: the app's home (saves,
    settings, the cache of catalogues and backgrounds) is a temporary folder unless a
    test sets its own."""
    if "TABLETOP_HOME" in os.environ:
        yield
        return
    os.environ["TABLETOP_HOME"] = str(tmp_path_factory.mktemp("home"))
    try:
        yield
    finally:
        del os.environ["TABLETOP_HOME"]


@contextlib.contextmanager
def _file_size_limit(limit: int = 0):
    """No file may grow past `limit` bytes: writes fail with EFBIG, which is how a
    full disk looks to a program, and needs no special rights to set up."""
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    old = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, old[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, old)
        signal.signal(signal.SIGXFSZ, old_handler)


@pytest.fixture
def disk_full():
    """`with disk_full(): ...` runs its block as on a full disk."""
    return _file_size_limit


@functools.cache
def _can_mount() -> bool:
    """Whether this user may mount a small tmpfs (root with mount rights), tried once."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    probe = Path("/tmp/tabletop-mount-probe")
    probe.mkdir(exist_ok=True)
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(probe)],
                        capture_output=True).returncode == 0
    if ok:
        subprocess.run(["umount", str(probe)], capture_output=True)
    return ok


@pytest.fixture
def small_disk(tmp_path):
    """A real 512 KiB filesystem (tmpfs), skipped where this user may not mount one."""
    if not _can_mount():
        pytest.skip("mounting a small filesystem needs root with mount rights")
    where = tmp_path / "disk"
    where.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(where)], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


def _fill(disk: Path) -> None:
    with contextlib.suppress(OSError), open(disk / "filler", "wb") as handle:
        while True:
            handle.write(b"\0" * 4096)
            handle.flush()


@pytest.fixture
def fill():
    """`fill(disk)` writes `disk`/filler until the disk is full; unlink it to free the space."""
    return _fill


@pytest.fixture(autouse=True)
def _campaigns_let_go():
    """Each test's campaigns are let go at its end, as the app does back at the menu
    (persistence/holds.py), so no lock outlives the folder it was taken in."""
    yield
    from tabletop.persistence.holds import release_all

    release_all()
