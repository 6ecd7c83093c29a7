"""The write floor of candidate physical layouts of the statement table, on real statements.

Ingests a generated ring (bench_ingest's synthetic generator) into a temporary store, reads
back every statement row the ingest wrote, then replays only the write of those rows into
fresh SQLite files, one candidate layout at a time, the way an ingest writes a large ring:
the store's pragmas (page size, WAL, ``synchronous=NORMAL``), the 64 MB write cache, the
secondary indexes built after the rows from a small sort cache, one commit, the checkpoint.
No reading, extracting or projecting: what each line takes is what the write of that layout
costs at least. CPU time (user + system) per phase, and the file's size.

    python benchmarks/bench_statement_layout.py [--rows 30000] [--rounds 2]

Layouts (each one adds to the one before, except ``flat``):

- ``pk``: the statement table before migration 0022 (a text primary key that takes every
  row at a random place while the rows arrive, 4 secondary indexes built after).
- ``now``: since 0022, the id unique by an index built after the rows like the others.
- ``-docindex``: without the index on ``document_id``.
- ``-celquote``: the quote stored NULL where it equals ``original_value`` (a ring cell).
- ``-spanquote``: the quote stored NULL where it equals the document text's span (the
  ``scope`` statement's whole-row quote too).
- ``intkeys``: ``document_id`` an integer (the documents' rowid) with its index back,
  ``first_seen``/``last_seen`` an ingest number instead of a 27-character timestamp.
- ``blobid``: the 40-character hex id stored as its 20 bytes.
- ``flat``: one physical row per ring row (the CSV's 11 columns, a text key): the shape of
  ``sqlite-utils insert``, what "one physical row per ring row, statements as a view" writes.
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import shutil
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from bench_ingest import COLUMNS, generate

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.bulk import SORT_CACHE_KIB
from chipatlas.store.db import PAGE_SIZE, connect, migrate
from chipatlas.store.writing import WRITE_CACHE_KIB

Row = tuple[object, ...]
READ = (
    "id, source_key, entity_id, schema, prop, value, original_value, document_id, quote, "
    "span_start, span_end, evidence, source_url, first_seen, last_seen, retired_at"
)
INDEXES = {
    "entity": "CREATE INDEX ix_e ON statements (entity_id)",
    "propvalue": "CREATE INDEX ix_pv ON statements (prop, value)",
    "source": "CREATE INDEX ix_s ON statements (source_key)",
}
DOC_INDEX = "CREATE INDEX ix_d ON statements (document_id)"


ID_INDEX = "CREATE UNIQUE INDEX ux_i ON statements (id)"


def table_sql(doc: str, seen: str, ident: str, quote_null: bool, key: bool = False) -> str:
    quote = "TEXT" if quote_null else "TEXT NOT NULL"
    pk = " PRIMARY KEY" if key else ""
    return (
        f"CREATE TABLE statements (id {ident} NOT NULL{pk}, source_key VARCHAR(300) NOT NULL, "
        "entity_id VARCHAR(200) NOT NULL, schema VARCHAR(40) NOT NULL, prop VARCHAR(80) NOT NULL, "
        f"value TEXT NOT NULL, original_value TEXT NOT NULL, document_id {doc} NOT NULL, quote {quote}, "
        "span_start INTEGER NOT NULL, span_end INTEGER NOT NULL, evidence VARCHAR(20) NOT NULL, "
        f"source_url TEXT, first_seen {seen} NOT NULL, last_seen {seen} NOT NULL, retired_at {seen})"
    )


class Layout:
    def __init__(self, name: str, table: str, indexes: list[str], shape: Callable[[Row], Row] | None) -> None:
        self.name, self.table, self.indexes, self.shape = name, table, indexes, shape


def layouts(text: str) -> list[Layout]:
    """The candidates; ``text`` is the stored document text the spans point into."""
    three = [ID_INDEX, *INDEXES.values()]

    def cell(r: Row) -> Row:
        return (*r[:8], None if r[8] == r[6] else r[8], *r[9:])

    def span(r: Row) -> Row:
        a, z = int(str(r[9])), int(str(r[10]))
        return (*r[:8], None if r[8] == text[a:z] else r[8], *r[9:])

    def ints(r: Row) -> Row:
        s = span(r)
        return (*s[:7], 1, *s[8:13], 1, 1, None)

    def blob(r: Row) -> Row:
        s = ints(r)
        return (bytes.fromhex(str(s[0])), *s[1:])

    txt = table_sql("VARCHAR(64)", "VARCHAR(32)", "VARCHAR(40)", False)
    nul = table_sql("VARCHAR(64)", "VARCHAR(32)", "VARCHAR(40)", True)
    keyed = table_sql("VARCHAR(64)", "VARCHAR(32)", "VARCHAR(40)", False, key=True)
    return [
        Layout("pk", keyed, [DOC_INDEX, *three[1:]], None),
        Layout("now", txt, [*three, DOC_INDEX], None),
        Layout("-docindex", txt, three, None),
        Layout("-celquote", nul, three, cell),
        Layout("-spanquote", nul, three, span),
        Layout("intkeys", table_sql("INTEGER", "INTEGER", "VARCHAR(40)", True), [DOC_INDEX, *three], ints),
        Layout("blobid", table_sql("INTEGER", "INTEGER", "BLOB", True), [DOC_INDEX, *three], blob),
    ]


def open_store(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    for pragma in (f"page_size={PAGE_SIZE}", "journal_mode=WAL", "synchronous=NORMAL"):
        conn.execute(f"PRAGMA {pragma}")
    return conn


def cpu() -> float:
    return time.process_time()


def write(path: Path, table: str, indexes: list[str], rows: list[Row], marks: int) -> list[float]:
    """insert, index builds, commit + checkpoint: CPU seconds of each phase."""
    conn = open_store(path)
    conn.execute(table)
    sql = f"INSERT INTO statements VALUES ({', '.join('?' * marks)})"
    if table.startswith("CREATE TABLE flat"):
        sql = sql.replace("statements", "flat")
    t0 = cpu()
    conn.execute("BEGIN")
    conn.execute(f"PRAGMA cache_size=-{WRITE_CACHE_KIB}")
    for i in range(0, len(rows), 10_000):
        conn.executemany(sql, rows[i : i + 10_000])
    t1 = cpu()
    conn.execute(f"PRAGMA cache_size=-{SORT_CACHE_KIB}")
    for index in indexes:
        conn.execute(index)
    t2 = cpu()
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    t3 = cpu()
    conn.close()
    return [t1 - t0, t2 - t1, t3 - t2]


def source_rows(work: Path, rows: int) -> tuple[list[Row], str, list[Row]]:
    """The statement rows a real ingest of the generated ring writes, in the order it wrote
    them; the document's stored text; the CSV's rows."""
    src = work / "ring.csv"
    generate(src, rows)
    engine = connect(str(work / "source.db"))
    migrate(engine)
    assert ingest(engine, load_path(src), IngestOptions()).status == "landed"
    engine.dispose()
    conn = sqlite3.connect(work / "source.db")
    stated = conn.execute(f"SELECT {READ} FROM statements ORDER BY rowid").fetchall()
    text = str(conn.execute("SELECT text FROM documents").fetchone()[0])
    conn.close()
    with src.open(newline="", encoding="utf-8") as f:
        flat = [(str(i), *r) for i, r in enumerate(csv.reader(f)) if i]
    return stated, text, flat


def runs(work: Path, stated: list[Row], text: str, flat: list[Row]) -> Iterator[tuple[str, list[float], int]]:
    for lay in layouts(text):
        rows = [lay.shape(r) for r in stated] if lay.shape else stated
        path = work / f"{lay.name}.db"
        yield lay.name, write(path, lay.table, lay.indexes, rows, 16), path.stat().st_size
        path.unlink()
    cols = ", ".join(f"{c} TEXT" for c in COLUMNS)
    path = work / "flat.db"
    yield (
        "flat",
        write(path, f"CREATE TABLE flat (id TEXT PRIMARY KEY, {cols})", [], flat, 12),
        path.stat().st_size,
    )
    path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=30_000)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="chipatlas-layout-"))
    try:
        stated, text, flat = source_rows(work, args.rows)
        print(
            f"{args.rows:,} synthetic ring rows -> {len(stated):,} statements; load {os.getloadavg()[0]:.1f}"
        )
        print("layout       insert  indexes  commit   total CPU  ring rows/s of CPU   file MB")
        for r in range(args.rounds):
            for name, (ins, idx, com), size in runs(work, stated, text, flat):
                total = ins + idx + com
                print(
                    f"{name:<11} {ins:7.2f} {idx:8.2f} {com:7.2f} {total:9.2f} s {args.rows / total:14,.0f}"
                    f" {size / 1e6:12.1f}   (round {r + 1})"
                )
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"peak RSS {peak:.0f} MB; load {os.getloadavg()[0]:.1f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
