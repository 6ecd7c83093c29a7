"""One document through the layers, in one transaction: read, extract, resolve, store.

A document lands whole or not at all: any rejected row, any error, or a dry run
rolls the transaction back, so the store is exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from sqlalchemy import Connection, Engine

from chipatlas.errors import InputError
from chipatlas.extract import Note, extract_document
from chipatlas.ingest.projections import platforms_of_supplies, rebuild_entities, rebuild_platforms
from chipatlas.ingest.report import DocumentReport
from chipatlas.limits import Limits, check_time, deadline
from chipatlas.model.statement import Statement
from chipatlas.read import read_document
from chipatlas.resolve import Resolver, derived_aliases
from chipatlas.resolve.linker import Linker
from chipatlas.sources import SourceDocument
from chipatlas.store.db import require_current
from chipatlas.store.writer import document_exists, now, write_document, write_statements


@dataclass
class IngestOptions:
    platform: str | None = None
    mapping: dict[str, str] = field(default_factory=dict)
    source_key: str | None = None
    dry_run: bool = False
    limits: Limits | None = None  # None: the defaults with the environment's overrides
    # Test hook: called inside the transaction after the writes, before commit.
    after_write: Callable[[Connection], None] | None = None


class _Rollback(Exception):
    """Raised to undo a transaction on purpose (rejection or dry run)."""


def _with_aliases(found: list[Statement]) -> list[Statement]:
    return found + [a for s in found for a in derived_aliases(s)]


def _apply(conn: Connection, source: SourceDocument, options: IngestOptions, report: DocumentReport) -> None:
    parsed = read_document(source, options.limits)
    report.notes = list(parsed.notes)
    resolver = Resolver(conn)
    linker = Linker(conn, resolver)
    found = extract_document(parsed, resolver, options.platform, options.mapping, linker)
    parsed.tables.clear()  # every cell is now a statement; free a large file's cells before the writes
    report.repairs, report.rejected, report.checks = found.repairs, found.rejected, found.checks
    report.kinds = sorted(found.kinds)
    if found.rejected:
        report.status = "rejected"
        raise _Rollback
    source_key = options.source_key or found.source_key or f"file:{source.name}"
    report.source_key = source_key
    found_statements = _with_aliases(found.statements)
    found_statements = linker.merge_signals(found_statements, report.checks)
    check_time()
    _refuse_nul(source.uri, parsed.text, found_statements)
    at = now()
    report.document_id = write_document(conn, source, parsed, source_key, at)
    counts = write_statements(conn, found_statements, source_key, report.document_id, at)
    report.new, report.confirmed, report.retired = counts.new, counts.confirmed, counts.retired
    touched = {s.entity_id for s in found_statements} | set(counts.retired_entities)
    rebuild_entities(conn, touched)
    platforms = set(found.platforms) | {s.value for s in found_statements if s.prop == "platform"}
    platforms |= {e for e in touched if e.startswith("platform:")}
    rebuild_platforms(conn, platforms | platforms_of_supplies(conn, counts.retired_entities))
    report.platforms = sorted(platforms)
    if options.after_write:
        options.after_write(conn)
    if options.dry_run:
        report.status = "would land"
        raise _Rollback


def _refuse_nul(uri: str, text: str, found: list[Statement]) -> None:
    """A NUL the bytes check could not see (a PDF's text, an escape such as \\u0000 or &#0;):
    refused on every backend alike, since PostgreSQL cannot store it in text."""
    at = text.find("\x00")
    if at >= 0:
        raise InputError(
            uri, "a NUL character in the document's text: not text", line=text.count("\n", 0, at) + 1
        )
    for s in found:
        if "\x00" in s.value or "\x00" in s.original_value or "\x00" in (s.quote or ""):
            line = text.count("\n", 0, s.start) + 1
            raise InputError(uri, f"a NUL character in {s.schema} {s.prop}: not text", line=line)


def ingest(engine: Engine, source: SourceDocument, options: IngestOptions | None = None) -> DocumentReport:
    """Ingest one document; the report says what happened, the store changes only if it landed."""
    options = options or IngestOptions()
    limits = options.limits or Limits.load()
    options = replace(options, limits=limits)
    report = DocumentReport(uri=source.uri, status="landed")
    require_current(engine)
    try:
        with deadline(source.uri, limits.seconds_per_document), engine.begin() as conn:
            if document_exists(conn, source.content_hash):
                report.status, report.document_id = "unchanged", source.content_hash
                report.notes.append("already ingested: the same bytes change nothing")
                return report
            _apply(conn, source, options, report)
    except _Rollback:
        pass
    except InputError as exc:
        report.status = "rejected"
        report.rejected = [Note(exc.line, exc.reason)]
    except RecursionError:  # a structure deeper than any reader's own guard caught
        report.status = "rejected"
        report.rejected = [Note(1, f"nested more than {limits.nesting_depth} levels deep; refused")]
    return report
