"""Every limit on input in one place, each overridable by an environment variable.

A limit turns a hostile or broken document into one ``rejected file:line: reason``
line instead of a hang, a traceback or a server that runs out of memory. The
defaults are far above anything an analyst writes by hand; docs/limits.md lists
them. ``CHIPATLAS_LIMIT_<NAME>`` (e.g. ``CHIPATLAS_LIMIT_LINE_CHARS=200000``)
overrides one; ``Limits.load`` reads the environment each time it is called, so a
changed variable applies to the next document.

The time limit is a deadline checked inside the extraction loops (``check_time``),
never a thread killed from outside: a document that runs past it is refused at the
next check and its transaction rolls back.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, fields, replace
from typing import Any

from chipatlas.errors import ConfigError, InputError

ENV_PREFIX = "CHIPATLAS_LIMIT_"

# Items in one page of a web list (HTML and JSON): the default and the most a client may ask.
# Fixed when the app is built (OpenAPI states them), so these are constants, not env variables.
PAGE_ITEMS = 100
PAGE_ITEMS_MAX = 500


@dataclass(frozen=True)
class Limits:
    document_bytes: int = 50 * 1024 * 1024  # one document, as fetched or uploaded
    line_chars: int = 4 * 1024 * 1024  # one line of decoded text
    nesting_depth: int = 200  # brackets in a JSON document
    cells: int = 2_000_000  # table cells in one document
    cell_chars: int = 64 * 1024  # characters in one table cell
    feed_items: int = 500  # new entries ingested from one feed per poll
    number_digits: int = 1000  # digits in one run of digits (Python refuses int() past 4,300)
    seconds_per_document: float = 120.0  # reading and extracting one document

    @classmethod
    def load(cls) -> Limits:
        """The defaults, with every ``CHIPATLAS_LIMIT_<NAME>`` set in the environment applied."""
        values: dict[str, Any] = {}  # each value parsed to its field's own type below
        for f in fields(cls):
            raw = os.environ.get(ENV_PREFIX + f.name.upper())
            if raw is None or not raw.strip():
                continue
            values[f.name] = _parse(f.name, raw, float if f.type == "float" else int)
        return replace(cls(), **values)


def _parse(name: str, raw: str, kind: type[int] | type[float]) -> int | float:
    try:
        value = kind(raw.strip().replace("_", ""))
    except ValueError:
        raise ConfigError(f"{ENV_PREFIX}{name.upper()}={raw[:40]!r}: not a number") from None
    if value <= 0:
        raise ConfigError(f"{ENV_PREFIX}{name.upper()}={raw[:40]!r}: must be greater than 0")
    return value


@dataclass(frozen=True)
class _Deadline:
    uri: str
    seconds: float
    until: float


_DEADLINE: ContextVar[_Deadline | None] = ContextVar("chipatlas_deadline", default=None)


@contextmanager
def deadline(uri: str, seconds: float) -> Iterator[None]:
    """Within the block, ``check_time`` refuses the document once ``seconds`` have passed."""
    token = _DEADLINE.set(_Deadline(uri, seconds, time.monotonic() + seconds))
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def extend_deadline(seconds: float) -> None:
    """Time that was not spent reading (a streamed document's batches being written while
    its rows wait) is given back, so the limit still counts reading and extracting only."""
    current = _DEADLINE.get()
    if current is not None:
        _DEADLINE.set(_Deadline(current.uri, current.seconds, current.until + seconds))


def check_time(line: int | None = None) -> None:
    """Called from the loops that grow with a document: refuse it once its time is up."""
    current = _DEADLINE.get()
    if current is not None and time.monotonic() > current.until:
        raise InputError(current.uri, f"took longer than {current.seconds:g} s to read; refused", line)


__all__ = [
    "ENV_PREFIX",
    "PAGE_ITEMS",
    "PAGE_ITEMS_MAX",
    "Limits",
    "check_time",
    "deadline",
    "extend_deadline",
]
