"""Logging set-up for every entry point: plain lines by default, JSON lines on request.

Modules log through ``logging.getLogger(__name__)`` and never configure logging
themselves; ``configure`` is called once by the CLI, ``serve`` and ``worker``. The web
app puts each request's id into a context variable, which every record logged while
the request runs carries (``request_id``). Nothing logs a token or a secret: the
request log line has the method, path and status only, never headers or the query.
"""

from __future__ import annotations

import contextvars
import json
import logging
import os
import sys
from datetime import UTC, datetime

FORMAT_ENV = "CHIPATLAS_LOG_FORMAT"  # plain | json
LEVEL_ENV = "CHIPATLAS_LOG_LEVEL"  # debug | info | warning | error
FORMATS = ("plain", "json")

request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")


class _RequestId(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", "-"),
        }
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


PLAIN = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"


def redact(uri: str) -> str:
    """A document's address as logs show it: no query string or fragment, which may carry a key."""
    return uri.split("?", 1)[0].split("#", 1)[0]


# Libraries that log whole URLs (with their query strings) at INFO: kept at WARNING.
_QUIET = ("httpx", "httpcore", "pika", "dramatiq")


def configure(fmt: str | None = None, level: str | None = None) -> None:
    """Send chipatlas's log records to stderr in ``fmt`` at ``level`` (options, else environment)."""
    fmt = (fmt or os.environ.get(FORMAT_ENV) or "plain").lower()
    if fmt not in FORMATS:
        raise ValueError(f"log format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    name = (level or os.environ.get(LEVEL_ENV) or "warning").upper()
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(_RequestId())
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(PLAIN))
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "_chipatlas", False)]:
        root.removeHandler(old)
    handler._chipatlas = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(getattr(logging, name, logging.WARNING))
    for noisy in _QUIET:
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
