"""A CSV ring read and written as a stream: rows walked from the text, statements handed to
the write a batch at a time, and still the whole document or nothing.

Every row here is SYNTHETIC, not a real supplier fact.
"""

from __future__ import annotations

import csv
import io
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, func, select

from chipatlas.errors import InputError
from chipatlas.extract import extract_document
from chipatlas.ingest.name_index import may_be_named
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.streamed import StreamedStatements
from chipatlas.limits import Limits
from chipatlas.read.delimited import DelimitedRows, read_delimited
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import load_path
from chipatlas.store import writer
from chipatlas.store.tables import documents, ring_rows, statements

HEADER = ["platform", "component", "supplier", "role", "made_in_country", "us_status", "evidence"]


def ring_csv(rows: int, bad_line: int | None = None) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(HEADER)
    for i in range(rows):
        role = "bogusrole" if bad_line == i + 2 else "primary"  # line 1 is the header
        platform, maker = f"Synthetic Platform {i // 50}", f"Synthetic Maker {i % 40}"
        w.writerow([platform, f"Part {i}", maker, role, "Taiwan", "made_abroad", "claimed"])
    return out.getvalue()


def ref(schema: str, name: str, *aliases: str) -> str:
    return new_id(schema, name)


def test_rows_are_walked_from_the_text_each_time() -> None:
    text = 'component,supplier\nGPU,"Synthetic, Inc."\n\n"HBM\nstack",Synthetic Memory\n'
    doc = read_delimited("synthetic.csv", text, "text/csv", "utf-8")
    rows = doc.tables[0].rows
    assert isinstance(rows, DelimitedRows)
    assert len(rows) == 2
    walked = [(r.line, r.texts) for r in rows]
    assert walked == [(2, ["GPU", "Synthetic, Inc."]), (4, ["HBM\nstack", "Synthetic Memory"])]
    assert [(r.line, r.texts) for r in rows] == walked  # a second walk reads the same rows
    assert rows[1].texts == ["HBM\nstack", "Synthetic Memory"]
    cell = rows[0].cells[1]
    assert text[cell.start : cell.end] == "Synthetic, Inc."


def test_a_cell_over_the_limit_is_refused_when_read_with_its_line() -> None:
    text = "component,supplier\nGPU,Synthetic\nHBM,Synthetic Memory Maker\n"
    limits = replace(Limits.load(), cell_chars=12)
    with pytest.raises(InputError) as caught:
        read_delimited("synthetic.csv", text, "text/csv", "utf-8", limits)
    assert caught.value.line == 3


def test_streamed_extraction_gives_the_statements_of_a_whole_read() -> None:
    doc = read_delimited("synthetic.csv", ring_csv(120), "text/csv", "utf-8")
    whole = extract_document(doc, ref)
    streamed = extract_document(doc, ref, stream=True)
    assert streamed.pending is not None and not streamed.statements
    assert list(streamed.pending) == whole.statements
    assert (streamed.repairs, streamed.checks, streamed.platforms) == (
        whole.repairs,
        whole.checks,
        whole.platforms,
    )


def test_the_stream_keeps_only_the_ids_the_name_index_reads() -> None:
    """Supplies and productions have no names: holding their ids would only cost memory."""
    doc = read_delimited("synthetic.csv", ring_csv(120), "text/csv", "utf-8")
    stream = StreamedStatements("synthetic.csv", doc.text, extract_document(doc, ref, stream=True))
    ids = {s.entity_id for s in stream.statements()}
    named: dict[str, bool] = {}
    assert any(i.startswith("supply:") for i in ids)
    assert stream.stated == {i for i in ids if may_be_named(i, named)}
    assert not [i for i in stream.stated if i.startswith(("supply:", "production:"))]
    assert {i for i in stream.stated if i.startswith("platform:")} == stream.platforms


def test_a_repeated_unplaced_site_shares_its_check_message() -> None:
    rows = ring_csv(2).splitlines()
    text = "\n".join([rows[0] + ",made_in_site", *(r + ",Synthetic Nowhere Site" for r in rows[1:])])
    found = extract_document(read_delimited("synthetic.csv", text, "text/csv", "utf-8"), ref)
    first, second = [n for n in found.checks if "Synthetic Nowhere Site" in n.message]
    assert (first.line, second.line) == (2, 3)
    assert first.message is second.message  # one string per place, not one per row


def _peak_walking(rows: int) -> int:
    doc = read_delimited("synthetic.csv", ring_csv(rows), "text/csv", "utf-8")
    tracemalloc.start()
    found = extract_document(doc, ref, stream=True)
    assert found.pending is not None
    count = sum(1 for _ in found.pending)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert count > rows
    return peak


def test_memory_does_not_grow_with_the_file() -> None:
    _peak_walking(50)  # first use loads the country and gazetteer tables: not the rows' cost
    small, large = _peak_walking(500), _peak_walking(4000)
    # Held whole, a row's cells and statements take ~4 KB; walked, what is kept per row is
    # its line's offset (8 bytes) and nothing else.
    assert (large - small) / 3500 < 100, (small, large)


def test_a_bad_row_after_written_batches_rejects_the_whole_file(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(writer, "_BATCH", 50)  # several batches are written before line 290
    path = tmp_path / "ring.csv"
    path.write_text(ring_csv(300, bad_line=290), encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions())
    assert report.status == "rejected"
    assert [(n.line, n.message) for n in report.rejected] == [
        (290, "unknown role 'bogusrole' (expected one of sole, primary, second_source)")
    ]
    assert (report.document_id, report.source_key, report.new) == (None, None, 0)
    with engine.connect() as conn:
        for table in (documents, statements, ring_rows):
            assert conn.execute(select(func.count()).select_from(table)).scalar_one() == 0

    path.write_text(ring_csv(300), encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions())
    assert report.status == "landed", report.rejected
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(ring_rows)).scalar_one() == 300


def test_a_header_alone_states_nothing(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "ring.csv"
    path.write_text(",".join(HEADER) + "\n", encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions())
    assert report.status == "rejected"
    assert [n.message for n in report.rejected] == [
        "no statements found: nothing in the document reads as a fact"
    ]
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(documents)).scalar_one() == 0


def test_time_spent_writing_batches_is_not_reading_time(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The per-document time limit counts reading and extracting: a streamed ring's rows
    wait while the writer stores each batch, and that wait is not held against it."""
    monkeypatch.setattr(writer, "_BATCH", 1000)
    insert = writer._insert

    def slow_insert(*args: Any, **kwargs: Any) -> None:
        time.sleep(0.8)  # a store under load: 4 batches take longer than the limit below
        insert(*args, **kwargs)

    monkeypatch.setattr(writer, "_insert", slow_insert)
    path = tmp_path / "ring.csv"
    path.write_text(ring_csv(300), encoding="utf-8")
    limits = replace(Limits.load(), seconds_per_document=2.0)
    report = ingest(engine, load_path(path), IngestOptions(limits=limits))
    assert report.status == "landed", report.rejected
