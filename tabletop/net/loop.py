"""An asyncio loop a window steps from its frames: the network's work and the
table's touch the game from one thread, one after the other."""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable

#: how long the window waits for a network step it cannot go on without (the host's
#: start, a host's answer to a move)
START_TIMEOUT_S = 5.0


class NetLoop:
    """An asyncio loop that runs only when pumped: each frame handles what the
    network brought since the last, never blocking the window."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()

    def pump(self) -> None:
        self.loop.call_soon(self.loop.stop)
        self.loop.run_forever()

    def run(self, work: Awaitable, timeout: float = START_TIMEOUT_S) -> Any:
        return self.loop.run_until_complete(asyncio.wait_for(work, timeout))

    def spawn(self, work: Awaitable) -> asyncio.Task:
        return self.loop.create_task(work)

    def close(self) -> None:
        """Cancel what is still running and let it finish (a connection's handler
        closes in its own loop, never after it)."""
        tasks = asyncio.all_tasks(self.loop)
        for task in tasks:
            task.cancel()
        if tasks:
            self.loop.run_until_complete(asyncio.wait(tasks, timeout=START_TIMEOUT_S))
        self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        self.loop.close()
