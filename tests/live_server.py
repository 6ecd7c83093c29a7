"""A real uvicorn serving an app on a free loopback port, in a thread (for the web tests)."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ErrorLog(logging.Handler):
    """Collects what uvicorn logs at ERROR (an unhandled exception's traceback)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


@contextmanager
def live(app: Any) -> Iterator[tuple[str, ErrorLog]]:
    """``(base_url, errors)`` while the server runs; stopped on exit."""
    import uvicorn

    errors = ErrorLog()
    logger = logging.getLogger("uvicorn.error")
    logger.addHandler(errors)
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", workers=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}", errors
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        logger.removeHandler(errors)
