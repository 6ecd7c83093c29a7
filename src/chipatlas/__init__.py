"""chipatlas: an open, evidence-grounded atlas of the AI-hardware supply chain.

The public surface for Python users; the CLI and web app are built on the same calls.
The names are imported on first use (PEP 562), so ``import chipatlas.model`` or
``chipatlas --help`` does not pay for SQLAlchemy, Alembic and the ingest pipeline.
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from chipatlas.errors import ChipatlasError, ConfigError, InputError, NotFoundError

if TYPE_CHECKING:
    from chipatlas.ingest.pipeline import IngestOptions, ingest
    from chipatlas.ingest.report import DocumentReport
    from chipatlas.sources import SourceDocument, load_path
    from chipatlas.store.db import connect, migrate

__version__ = "0.1.0"

# Public name -> the module that defines it; resolved by __getattr__ on first access.
_LAZY = {
    "DocumentReport": "chipatlas.ingest.report",
    "IngestOptions": "chipatlas.ingest.pipeline",
    "SourceDocument": "chipatlas.sources",
    "connect": "chipatlas.store.db",
    "load_path": "chipatlas.sources",
    "migrate": "chipatlas.store.db",
}

__all__ = [
    "ChipatlasError",
    "ConfigError",
    "DocumentReport",
    "IngestOptions",
    "InputError",
    "NotFoundError",
    "SourceDocument",
    "__version__",
    "connect",
    "ingest",
    "load_path",
    "migrate",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'chipatlas' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value  # later lookups skip __getattr__
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


class _Package(ModuleType):
    """``chipatlas.ingest`` is the public function, although a subpackage has the same name.

    Importing the subpackage makes the import system bind it on this module; the eager
    import that used to run here overwrote that binding with the function. Lazily, the
    subpackage may be imported later, so the name is a property that always gives the
    function and ignores that binding (the subpackage stays in ``sys.modules``).
    """

    @property
    def ingest(self) -> Any:
        return import_module("chipatlas.ingest.pipeline").ingest

    @ingest.setter
    def ingest(self, _value: Any) -> None:
        return None


sys.modules[__name__].__class__ = _Package
