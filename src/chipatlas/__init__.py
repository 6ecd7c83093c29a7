"""chipatlas: an open, evidence-grounded atlas of the AI-hardware supply chain.

The public surface for Python users; the CLI and web app are built on the same calls.
"""

from chipatlas.errors import ChipatlasError, ConfigError, InputError, NotFoundError
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.report import DocumentReport
from chipatlas.sources import SourceDocument, load_path
from chipatlas.store.db import connect, migrate

__version__ = "0.1.0"

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
