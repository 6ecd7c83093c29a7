"""One exception hierarchy, with messages an analyst can act on.

Every error that reaches a user names where the problem is (file, line, field)
and what to do about it; the CLI prints ``str(error)`` and exits non-zero.
"""

from __future__ import annotations


class ChipatlasError(Exception):
    """Base of every error chipatlas raises on purpose."""


class InputError(ChipatlasError):
    """A document or a value could not be read; nothing was written."""

    def __init__(self, source: str, reason: str, line: int | None = None) -> None:
        self.source = source
        self.line = line
        self.reason = reason
        where = f"{source}:{line}" if line is not None else source
        super().__init__(f"{where}: {reason}")


class NotFoundError(ChipatlasError):
    """A name, slug or id that the store does not know."""


class ConfigError(ChipatlasError):
    """A setting (database URL, option value) that cannot be used."""


class StoreError(ChipatlasError):
    """The database refused a read or write; the transaction was rolled back."""


class BusyError(StoreError):
    """Another writer held the store (a lock, a deadlock, a race on the same row): worth a retry."""
