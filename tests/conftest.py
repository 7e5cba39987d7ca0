"""Fixtures every test folder may use."""

from __future__ import annotations

import contextlib
import resource
import signal

import pytest


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


@pytest.fixture(autouse=True)
def _campaigns_let_go():
    """Each test's campaigns are let go at its end, as the app does back at the menu
    (persistence/holds.py), so no lock outlives the folder it was taken in."""
    yield
    from tabletop.persistence.holds import release_all

    release_all()
