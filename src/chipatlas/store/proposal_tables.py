"""Proposed ring changes, figures read from prose, the decisions on them (migrations 0014-0015, 0019-0021).

- ``proposals``: one relation a document states (``extract.relations``): a ``supply``,
  a ``site`` (where a supply is made: ``place``), an ``ownership`` (``object`` is the
  owned company) or a ``deployment`` (``object`` is the cluster, ``size`` its size), resolved
  against the store: the ring row it would add, confirm, change, contradict, fill, share or end,
  with the sentence (a span of the document), its evidence and status (``proposed``,
  ``candidate`` when a part did not resolve, ``accepted``, ``rejected``); or a ``figure``
  whose class is not measured safe to state (``extract/figure_classes.py``): the subject
  the reader suggests, metric, value, unit, scope, qualifier and basis.
- ``proposal_decisions``: every accept, reject, edit and undo with who, when and why,
  never overwritten. An accepted proposal's statements have the source key
  ``review:<id>``; undoing it retires them (history keeps them).
- ``review_settings``: per platform, the evidence level at or above which proposals from
  the chosen sources are accepted automatically (each still a recorded decision).
- ``reviewed_sources`` (migration 0020): source keys whose prose a person has checked: their
  figures are stated as facts, each an accepted figure proposal decided by ``auto``. The
  bundled seeds are reviewed by default (``sources.bundled.SEED_SOURCE_KEYS``); a row with
  ``reviewed`` false takes a default away.
- ``review_batches`` (migration 0021): a bulk decision (``review accept|reject --document``,
  ``sources reviewed KEY --accept-waiting``) or the bulk undo of one (``undoes``): each of its
  decision rows names it in ``proposal_decisions.batch_id``, so an undo retracts exactly those.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, Index, Integer, String, Table, Text

from chipatlas.store.tables import TS, metadata

proposals = Table(
    "proposals",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("document_id", String(64), nullable=False),
    Column("source_key", String(300), nullable=False),
    Column("platform_id", String(200)),
    Column("target", Text),  # the platform or chip as written
    Column("component", Text),
    Column("component_text", Text),
    Column("supplier_id", String(200)),
    Column("supplier", Text),  # as written
    Column("action", String(20), nullable=False),  # add | confirm | change | contradict | fill | share | end
    Column("role", String(20)),
    Column("stage", String(20)),
    Column("share", String(20)),
    Column("country", Text),
    Column("evidence", String(20), nullable=False),
    Column("hedge", Text),
    Column("quote", Text, nullable=False),
    Column("span_start", Integer, nullable=False),
    Column("span_end", Integer, nullable=False),
    Column("status", String(20), nullable=False),  # proposed | candidate | accepted | rejected
    Column("reason", Text),  # why it is a candidate, or the decision's reason
    Column("created_at", TS, nullable=False),
    Column("kind", String(20), nullable=False, server_default="supply"),
    Column("object_id", String(200)),  # ownership: the owned company; deployment: the cluster
    Column("object", Text),  # as written
    Column("place", Text),  # site: where, as written ("Phoenix, Arizona"); deployment: location
    Column("size", Text),  # deployment: how many ("100,000 chips")
    # figure (migration 0019): a figure read from prose, kept for review (docs/review.md)
    Column("subject_id", String(200)),  # the subject the reader suggests
    Column("metric", Text),
    Column("value", Text),  # as stored ("96", "1.5-2"); value_text as written ("96 GB")
    Column("value_text", Text),
    Column("unit", Text),
    Column("scope", Text),
    Column("qualifier", Text),
    Column("basis", Text),  # how the subject was read (extract/subject_basis.py)
    Index("ix_proposals_platform", "platform_id", "status"),
)

proposal_decisions = Table(
    "proposal_decisions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("proposal_id", String(16), nullable=False, index=True),
    Column("decision", String(20), nullable=False),  # accept | reject | edit | undo
    Column("decided_by", String(120), nullable=False),
    Column("reason", Text),
    Column("retired_ids", Text),  # JSON: statements an accepted 'end' retired (restored by undo)
    Column("at", TS, nullable=False),
    Column("batch_id", String(16)),  # the bulk decision it was part of (review_batches), if any
)

review_batches = Table(
    "review_batches",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("action", String(20), nullable=False),  # accept | reject | undo
    Column("document_id", String(64)),  # the filter it was given: a document, a class, a source
    Column("class_name", String(80)),
    Column("source_key", String(300)),
    Column("undoes", String(16)),  # an undo: the batch it retracted
    Column("decided_by", String(120), nullable=False),
    Column("reason", Text),
    Column("n_decided", Integer, nullable=False),
    Column("at", TS, nullable=False),
)

review_settings = Table(
    "review_settings",
    metadata,
    Column("platform_id", String(200), primary_key=True),
    Column("min_evidence", String(20), nullable=False),
    Column("sources", Text, nullable=False),  # JSON list of source-key prefixes; [] = any source
)

reviewed_sources = Table(
    "reviewed_sources",
    metadata,
    Column("source_key", String(300), primary_key=True),
    Column("reviewed", Boolean, nullable=False),
    Column("marked_by", String(120), nullable=False),
    Column("marked_at", TS, nullable=False),
)
