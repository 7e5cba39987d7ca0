"""Helpers for the network tests: loopback only, every wait bounded."""

from __future__ import annotations

import asyncio
import json
import os
import selectors
import subprocess
import sys
from pathlib import Path

from websockets.asyncio.client import connect

from tabletop.net.address import host_port
from tabletop.net.protocol import PROTOCOL

ROOT = Path(__file__).resolve().parents[2]
WAIT = 10.0  # seconds any one message may take on the loopback


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1", "TABLETOP_HOME": str(home)}


def serve(home: Path, *args: str, bind: str = "127.0.0.1") -> tuple[subprocess.Popen, int]:
    """`tabletop serve` on the loopback (`bind`: 127.0.0.1 or ::1), and the port it says it listens on."""
    proc = subprocess.Popen([sys.executable, "-m", "tabletop", "serve", *args, "--bind", bind],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home), cwd=ROOT)
    with selectors.DefaultSelector() as waiting:  # (select.select fails on a descriptor past 1023)
        waiting.register(proc.stdout, selectors.EVENT_READ)
        ready = waiting.select(30)
    line = proc.stdout.readline() if ready else ""
    if not line.startswith("serving"):
        proc.kill()
        raise AssertionError(f"serve did not start: {line!r} {proc.stderr.read()}")
    return proc, int(line.split(" on ")[1].split()[0].rsplit(":", 1)[1])


def join(home: Path, port: int, code: str, seat: int, host: str = "127.0.0.1") -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tabletop", "join", host_port(host, port), "--code", code,
                             "--seat", str(seat), "--bot", "random"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home), cwd=ROOT)


class Raw:
    """A client that sends whatever a test gives it, and keeps all it receives."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.got: list[dict] = []

    @classmethod
    async def open(cls, port: int) -> "Raw":
        return cls(await asyncio.wait_for(connect(f"ws://127.0.0.1:{port}", max_size=None), WAIT))

    async def send(self, message) -> None:
        await self.ws.send(message if isinstance(message, str) else json.dumps(message))

    async def hello(self, code: str, seat: int | None, protocol: int = PROTOCOL) -> dict:
        await self.send({"type": "hello", "protocol": protocol, "code": code, "seat": seat, "name": "T"})
        return await self.next()

    async def next(self, kind: str | None = None) -> dict:
        """The next message (of `kind`, skipping others)."""
        while True:
            message = json.loads(await asyncio.wait_for(self.ws.recv(), WAIT))
            self.got.append(message)
            if kind is None or message["type"] == kind:
                return message

    async def close(self) -> None:
        await self.ws.close()
