"""One document through the layers, in one transaction: read, extract, resolve, store.

A document lands whole or not at all: any rejected row, any error, or a dry run
rolls the transaction back, so the store is exactly as it was. Several processes may
ingest at once: a writer that finds the store busy retries the whole document a few
times, then reports "busy" (see store.writing).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

from sqlalchemy import Connection, Engine

from chipatlas.errors import BusyError, InputError, StoreError
from chipatlas.extract import Extraction, Note, extract_document
from chipatlas.extract.page_subject import PageGazetteer
from chipatlas.extract.relation_hardware import hardware_tables
from chipatlas.extract.relation_tables import process_tables
from chipatlas.ingest import figure_proposals
from chipatlas.ingest.collector import young_only
from chipatlas.ingest.name_index import rebuild_entities
from chipatlas.ingest.projected import Projector
from chipatlas.ingest.projections import platforms_of_supplies, rebuild_platforms
from chipatlas.ingest.proposals import line as proposal_line
from chipatlas.ingest.proposals import propose, shown_names
from chipatlas.ingest.rebuild import refresh_if_stale
from chipatlas.ingest.report import DocumentReport
from chipatlas.ingest.review import accept_reviewed, auto_accept, withdraw_unread
from chipatlas.ingest.streamed import StreamedStatements
from chipatlas.limits import Limits, check_time, deadline, extend_deadline
from chipatlas.logs import redact
from chipatlas.model.schema import SCHEMA, SchemaError
from chipatlas.model.statement import Statement
from chipatlas.read import read_document
from chipatlas.read.parsed import ParsedDocument, Table
from chipatlas.resolve import Resolver, derived_aliases
from chipatlas.resolve.linker import Linker
from chipatlas.sources import SourceDocument
from chipatlas.sources.bundled import BUNDLED_CONTENT_KEYS
from chipatlas.sources.document import bounded_key
from chipatlas.store import proposals as proposal_rows
from chipatlas.store import search_index
from chipatlas.store.db import require_current
from chipatlas.store.wal import shrink_wal
from chipatlas.store.writer import (
    WriteCounts,
    document_exists,
    now,
    source_seen,
    stored_source,
    write_document,
    write_statements,
)
from chipatlas.store.writing import claim_writer, write_transaction

_PROSE_KINDS = frozenset({"article", "note", "signals"})  # documents whose sentences may propose ring changes
RETRIES = 4  # whole-document retries when another writer holds the store

log = logging.getLogger(__name__)


@dataclass
class IngestOptions:
    platform: str | None = None
    mapping: dict[str, str] = field(default_factory=dict)
    source_key: str | None = None
    dry_run: bool = False
    # Read a stored document again (same bytes) with today's names and rules: what it now
    # states is added, what it no longer states retired, as for a new version of its source.
    reread: bool = False
    limits: Limits | None = None  # None: the defaults with the environment's overrides
    # Test hook: called inside the transaction after the writes, before commit.
    after_write: Callable[[Connection], None] | None = None


@dataclass
class Extracted:
    """What reading and extraction hand to the writes."""

    parsed: ParsedDocument
    found: Extraction
    linker: Linker
    grids: list[Table]  # tables a relation is read from (extract/relation_tables.py), kept past the free


class _Rollback(Exception):
    """Raised to undo a transaction on purpose (rejection or dry run)."""


class _AlreadyStored(Exception):
    """The same bytes are in the store (perhaps landed by another process a moment ago)."""


def _source_key(source: SourceDocument, options: IngestOptions, found_key: str | None) -> tuple[str, str]:
    """(key, where it came from): an explicit key, then one the content names, then where it lives."""
    if options.source_key:
        return bounded_key(options.source_key), "given"
    bundled_only = BUNDLED_CONTENT_KEYS.get(found_key or "")
    if found_key and bundled_only in (None, source.source_key):
        return bounded_key(found_key), "content"
    return bounded_key(source.source_key), "location"


def _with_aliases(found: list[Statement]) -> list[Statement]:
    return found + [a for s in found for a in derived_aliases(s)]


def _extract(
    conn: Connection, source: SourceDocument, options: IngestOptions, report: DocumentReport
) -> Extracted:
    parsed = read_document(source, options.limits)
    report.notes = list(parsed.notes)
    resolver = Resolver(conn)
    linker = Linker(conn, resolver, parsed.text)
    found = extract_document(parsed, resolver, options.platform, options.mapping, linker, stream=True)
    # the few a relation is read from, after the writes
    kept = {id(t) for t in (*process_tables(parsed.tables), *hardware_tables(parsed.tables))}
    grids = [t for t in parsed.tables if id(t) in kept]
    # Every cell is now a statement (or, for a streamed ring, walked from the text as the
    # write goes): free a large file's cells before the writes.
    parsed.tables.clear()
    report.repairs, report.rejected, report.checks = found.repairs, found.rejected, found.checks
    report.kinds = sorted(found.kinds)
    report.figure_bases = found.figure_bases
    if not found.rejected and not found.statements and found.pending is None:
        found.rejected.append(Note(1, "no statements found: nothing in the document reads as a fact"))
    if found.rejected:
        report.status = "rejected"
        raise _Rollback
    return Extracted(parsed, found, linker, grids)


def _claim(
    conn: Connection,
    source: SourceDocument,
    options: IngestOptions,
    report: DocumentReport,
    found_key: str | None,
) -> tuple[str, bool]:
    """The source key, once this transaction is the store's only writer and the bytes are new
    (or, re-read, the source the stored bytes belong to), and whether the bytes are stored."""
    report.source_key, report.source_origin = _source_key(source, options, found_key)
    claim_writer(conn)
    stored = stored_source(conn, source.content_hash)
    if stored is None:
        return report.source_key, False
    if not options.reread:
        raise _AlreadyStored  # another process stored the same bytes while we read them
    key, latest = stored
    if latest != source.content_hash:  # re-reading it would retire its newer version's facts
        raise InputError(
            source.uri,
            f"a later version of its source {key!r} is stored (document {latest[:12]}): re-read that one",
        )
    report.source_key, report.source_origin = key, "stored"
    report.notes.append("re-read: the stored document read again with the store's current names")
    return key, True


def _apply(conn: Connection, source: SourceDocument, options: IngestOptions, report: DocumentReport) -> None:
    got = _extract(conn, source, options, report)
    prose = bool(_PROSE_KINDS & got.found.kinds)
    # A prose figure of a class not measured safe is proposed for review, not stated (a
    # reviewed source's are accepted below, each a decision).
    held = figure_proposals.hold(got.found) if prose else []
    source_key, stored = _claim(conn, source, options, report, got.found.source_key)
    index_fresh = search_index.is_fresh(conn)  # before this ingest's writes change the stamp
    projector = None
    if got.found.pending is None:
        at, doc_id, counts, stated, platforms = _write_whole(conn, source, got, source_key, report, stored)
    else:
        projector = Projector(conn, source_key) if not source_seen(conn, source_key) else None
        at, doc_id, counts, stated, platforms = _write_streamed(
            conn, source, got, source_key, report, projector, stored
        )
    report.new, report.confirmed, report.retired = counts.new, counts.confirmed, counts.retired
    touched = stated  # grown in place: a large ring states ~200,000 ids, a copy is ~8 MB
    touched.update(counts.retired_entities)
    rebuild_entities(conn, touched)
    platforms |= {e for e in touched if e.startswith("platform:")}
    built = projector.finish() if projector else set[str]()  # a new source's rows, made as written
    wanted = (platforms | platforms_of_supplies(conn, counts.retired_entities)) - built
    rebuilt = sorted(built | set(rebuild_platforms(conn, wanted)))
    report.platforms = sorted(platforms)
    withdrawn = False
    if prose:
        folded: list[str] = []
        # The document's own names (the machine a page is about) link in its relations too.
        own = got.found.own_names
        linking = PageGazetteer(got.linker, own) if own else got.linker
        found = propose(
            conn, got.parsed.text, linking, got.linker.resolver, doc_id, source_key, at, folded, got.grids
        )
        names = shown_names(conn, found)
        report.proposals = [proposal_line(p, names) for p in found] + folded + auto_accept(conn, found, at)
        figures = figure_proposals.proposals(held, doc_id, source_key, at)
        if options.reread and (line := withdraw_unread(conn, doc_id, {p.id for p in [*found, *figures]}, at)):
            report.proposals.append(line)
            withdrawn = True
        if figures:
            proposal_rows.add(conn, figures)
            if proposal_rows.is_reviewed(conn, source_key):
                report.proposals.append(accept_reviewed(conn, figures, at))
            else:
                report.proposals.append(str(figure_proposals.report_line(figures)))
    if index_fresh:  # search sees the document as soon as it lands, with no rebuild on read
        search_index.update(conn, entity_ids=sorted(touched), platform_ids=rebuilt, document_id=doc_id)
    if stored and not (report.new or report.retired or withdrawn):
        report.status = "unchanged"  # a re-read that moved nothing says so, as the same bytes do
        report.notes.append("re-read: nothing moved: the current names read the same facts")
    if options.after_write:
        options.after_write(conn)
    if options.dry_run:
        report.status = "would land"
        raise _Rollback


# at, document id, counts, entities stated, platforms
_Written = tuple[str, str, WriteCounts, set[str], set[str]]


def _write_whole(
    conn: Connection,
    source: SourceDocument,
    got: Extracted,
    source_key: str,
    report: DocumentReport,
    stored: bool,
) -> _Written:
    """Statements checked as a whole list, then written a batch at a time."""
    found_statements = _with_aliases(got.found.statements)
    found_statements = got.linker.merge_signals(found_statements, report.checks)
    check_time()
    _refuse_nul(source.uri, got.parsed.text, found_statements)
    _refuse_undeclared(source.uri, got.parsed.text, found_statements)
    at = now()
    report.document_id = doc_id = write_document(conn, source, got.parsed, source_key, at, stored=stored)
    stated = {s.entity_id for s in found_statements}
    platforms = set(got.found.platforms) | {s.value for s in found_statements if s.prop == "platform"}
    # The write takes the statements a batch at a time and frees each batch once stored,
    # so a large ring's statements are not all held until the commit.
    got.found.statements.clear()
    counts = write_statements(conn, _drain(found_statements), source_key, doc_id, at)
    return at, doc_id, counts, stated, platforms


def _write_streamed(
    conn: Connection,
    source: SourceDocument,
    got: Extracted,
    source_key: str,
    report: DocumentReport,
    projector: Projector | None,
    stored: bool,
) -> _Written:
    """A streamed ring (extract.ring.stream_ring): rows are read, checked and written a batch
    at a time, so neither its rows nor its statements are ever held whole. A ring has no
    signals, so there is nothing to merge. A refusal found part-way rolls back what was
    written, and the report reads as for a document refused before writing."""
    at = now()
    doc_id = write_document(conn, source, got.parsed, source_key, at, stored=stored)
    stream = StreamedStatements(source.uri, got.parsed.text, got.found)
    found = stream.statements()
    if projector:
        found = projector.watch(found, doc_id, at)
    counts = write_statements(conn, found, source_key, doc_id, at)
    refusal = None if got.found.rejected else stream.refusal()
    if got.found.rejected or refusal or stream.nothing_found():
        report.source_key = report.source_origin = None
        if refusal:
            raise refusal
        report.status = "rejected"
        raise _Rollback
    report.document_id = doc_id
    return at, doc_id, counts, stream.stated, set(got.found.platforms) | stream.platforms


def _drain(found: list[Statement]) -> Iterator[Statement]:
    """The statements in order, each dropped from the list as it is handed on."""
    found.reverse()
    while found:
        yield found.pop()


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


def _refuse_undeclared(uri: str, text: str, found: list[Statement]) -> None:
    """A kind, property or value the schema registry (model/schema.yaml) does not declare
    refuses the whole document, before anything is written."""
    for s in found:
        try:
            SCHEMA.validate(s.schema, s.prop, s.value)
        except SchemaError as exc:
            line = text.count("\n", 0, s.start) + 1
            raise InputError(uri, f"{exc} (see docs/schema.md)", line=line) from None


def _refresh(conn: Connection, report: DocumentReport) -> None:
    """Projections built by another version are rebuilt whole before this document is read
    (its names resolve through the alias index); the time is not the document's."""
    rebuilt = refresh_if_stale(conn, stamp_empty=True)
    if rebuilt:
        report.projections = rebuilt.line()
        extend_deadline(rebuilt.seconds)


def _attempt(engine: Engine, source: SourceDocument, options: IngestOptions) -> DocumentReport:
    report = DocumentReport(uri=source.uri, status="landed")
    limits = options.limits or Limits.load()
    try:
        with (
            young_only(),
            deadline(source.uri, limits.seconds_per_document),
            write_transaction(engine) as conn,
        ):
            if not options.reread and document_exists(conn, source.content_hash):
                raise _AlreadyStored
            _refresh(conn, report)
            _apply(conn, source, options, report)
    except _Rollback:
        pass
    except _AlreadyStored:
        report = DocumentReport(uri=source.uri, status="unchanged", document_id=source.content_hash)
        report.notes.append("already ingested: the same bytes change nothing")
    except InputError as exc:
        report.status = "rejected"
        report.rejected = [Note(exc.line, exc.reason)]
    except RecursionError:  # a structure deeper than any reader's own guard caught
        report.status = "rejected"
        report.rejected = [Note(1, f"nested more than {limits.nesting_depth} levels deep; refused")]
    return report


def ingest(engine: Engine, source: SourceDocument, options: IngestOptions | None = None) -> DocumentReport:
    report = _ingest(engine, source, options)
    _log(report)
    return report


def _log(report: DocumentReport) -> None:
    if report.status in ("landed", "unchanged", "would land"):
        log.info(
            "ingest %s: %s (%d new, %d confirmed, %d superseded, %d retries)",
            redact(report.uri),
            report.status,
            report.new,
            report.confirmed,
            report.retired,
            report.retries,
        )
    else:
        reasons = "; ".join(n.message for n in report.rejected)[:300]
        log.warning("ingest %s: %s: %s", redact(report.uri), report.status, reasons)


def _ingest(engine: Engine, source: SourceDocument, options: IngestOptions | None) -> DocumentReport:
    """Ingest one document; the report says what happened, the store changes only if it landed."""
    options = options or IngestOptions()
    options = replace(options, limits=options.limits or Limits.load())
    require_current(engine)
    attempt = 0
    while True:
        try:
            report = _attempt(engine, source, options)
        except BusyError as exc:
            if attempt >= RETRIES:
                message = f"the store is busy: retried {attempt} times, nothing was written ({exc})"
                return DocumentReport(uri=source.uri, status="busy", rejected=[Note(None, message)])
            attempt += 1
            # Back off with jitter so writers that collided do not collide again in step.
            time.sleep(0.05 * 2**attempt * (1 + random.random()))
            continue
        except StoreError as exc:
            return DocumentReport(uri=source.uri, status="rejected", rejected=[Note(None, str(exc))])
        report.retries = attempt
        if report.status == "landed":
            shrink_wal(engine)  # a large document must not leave a WAL as large as the store
        return report
