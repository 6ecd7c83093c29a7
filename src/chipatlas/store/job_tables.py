"""The jobs table (migration 0013): long work handed to a worker, and what came of it.

A job row is written (``queued``) before its message goes to the broker, so its status
survives restarts of the web and the workers; the worker moves it to ``running``, then
``done`` (with the ingest report as JSON) or ``failed`` (with the reason). ``attempts``
counts runs: a worker killed mid-job leaves ``running`` behind, the broker redelivers the
message, and the next run counts again. An upload's bytes travel in ``payload``, so a
worker on another machine needs only the store.
"""

from __future__ import annotations

from sqlalchemy import Column, Index, Integer, LargeBinary, String, Table, Text

from chipatlas.store.tables import TS, metadata

jobs = Table(
    "jobs",
    metadata,
    Column("id", String(32), primary_key=True),  # uuid4 hex
    Column("kind", String(20), nullable=False),  # upload | url | poll | digest
    Column("status", String(20), nullable=False),  # queued | running | done | failed
    Column("params", Text, nullable=False),  # JSON object: filename, platform, source_key, url...
    Column("payload", LargeBinary),  # an upload's bytes
    Column("attempts", Integer, nullable=False),
    Column("result", Text),  # JSON: the ingest report, poll or digest summary
    Column("error", Text),
    Column("created_at", TS, nullable=False),
    Column("started_at", TS),
    Column("finished_at", TS),
    Index("ix_jobs_created_at", "created_at"),
)
