"""Idempotence, history, atomicity and refusal of bad input (SQLite and PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, select
from tests.conftest import SEED_000

from chipatlas.analyze.history import history
from chipatlas.analyze.ring import ring
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.tables import documents, metadata, statements

SLUG = "aws_trainium3_ultraserver"
HEADER = (
    "| Component | Supplier | Role | Made in | US status | Evidence | Notes |\n"
    "|---|---|---|---|---|---|---|\n"
)


def snapshot(eng: Engine) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table: 'the store exactly as it was' is this, unchanged."""
    with eng.connect() as conn:
        return {
            t.name: sorted(tuple(map(str, r)) for r in conn.execute(select(t)))
            for t in metadata.sorted_tables
        }


def test_same_file_twice_changes_nothing(engine: Engine) -> None:
    first = ingest(engine, load_path(SEED_000))
    before = snapshot(engine)
    second = ingest(engine, load_path(SEED_000))
    assert (first.status, second.status) == ("landed", "unchanged")
    assert snapshot(engine) == before


def test_edited_copy_supersedes_one_value(engine: Engine, tmp_path: Path) -> None:
    ingest(engine, load_path(SEED_000))
    text = SEED_000.read_text(encoding="utf-8")
    old = "| Accelerator | Marvell | Second source |"
    assert old in text
    edited = tmp_path / "trainium3_ring_edited.txt"
    edited.write_text(text.replace(old, "| Accelerator | Alchip | Second source |"), encoding="utf-8")
    report = ingest(engine, load_path(edited))
    assert report.status == "landed"
    # A supply is (platform, component, supplier): Marvell's row ends, Alchip's begins.
    assert report.retired > 0, report.lines()
    with engine.connect() as conn:
        rows = ring(conn, SLUG)["rows"]
        suppliers = [r["supplier"] for r in rows if r["component"] == "Accelerator"]
        assert suppliers == ["TSMC", "Annapurna Labs", "Alchip"]
        assert len(rows) == 36
        events = history(conn, SLUG)["events"]
    superseded = [e for e in events if e["status"] == "superseded"]
    assert ("supplier", "Marvell") in [(e["prop"], e["value"]) for e in superseded]
    assert {e["component"] for e in superseded} == {"Accelerator"}
    # Everything superseded belongs to Marvell's row (and where it was made), nothing else.
    assert len({e["entity"] for e in superseded if e["entity"].startswith("supply:")}) == 1
    assert any(
        e["prop"] == "supplier" and e["value"] == "Alchip" and e["status"] == "current" for e in events
    )


def _bad(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


BAD_INPUTS = {
    "empty": ("empty.txt", b"", 1, "empty file"),
    "binary": ("blob.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)), 1, "binary file"),
    "too_many_cells": (
        "wide.md",
        (HEADER + "| HBM | SK hynix | Primary | Korea | Made abroad | Claimed | x | extra |\n").encode(),
        3,
        "8 cells for 7 columns",
    ),
    "too_few_cells": (
        "narrow.md",
        (HEADER + "| HBM | SK hynix | Primary |\n").encode(),
        3,
        "3 cells for 7 columns",
    ),
    "huge_cell": (
        "huge.csv",
        b"component,supplier,notes\nHBM,SK hynix," + b"x" * (10 * 1024 * 1024) + b"\n",
        2,
        "10,485,760 characters",
    ),
    "not_a_ring": (
        "parts.md",
        b"| Part | Title | Scope |\n|---|---|---|\n| 1 | Intro | all |\n",
        1,
        "not a supplier ring",
    ),
    "bad_evidence": (
        "evidence.md",
        (HEADER + "| HBM | SK hynix | Primary | Taiwan | Made abroad | Hearsay | x |\n").encode(),
        3,
        "unknown evidence level",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_rejected_whole(engine: Engine, tmp_path: Path, case: str) -> None:
    ingest(engine, load_path(SEED_000))
    before = snapshot(engine)
    name, data, line, reason = BAD_INPUTS[case]
    report = ingest(engine, load_path(_bad(tmp_path, name, data)))
    assert report.status == "rejected"
    first = report.lines()[0]
    assert first.startswith(f"rejected {tmp_path / name}:{line}: "), first
    assert reason in first
    assert snapshot(engine) == before


def test_failure_mid_ingest_leaves_no_partial_write(engine: Engine) -> None:
    before = snapshot(engine)

    def explode(conn: Connection) -> None:
        written = conn.execute(select(statements.c.id)).all()
        assert len(written) > 300  # the writes really happened inside the transaction
        raise RuntimeError("simulated crash after the writes")

    with pytest.raises(RuntimeError, match="simulated crash"):
        ingest(engine, load_path(SEED_000), IngestOptions(after_write=explode))
    assert snapshot(engine) == before
    with engine.connect() as conn:
        assert conn.execute(select(documents.c.id)).first() is None


def test_dry_run_reports_and_writes_nothing(engine: Engine) -> None:
    before = snapshot(engine)
    report = ingest(engine, load_path(SEED_000), IngestOptions(dry_run=True))
    assert report.status == "would land"
    assert report.new > 300
    assert snapshot(engine) == before


def test_projections_rebuild_from_statements_alone(bundled: Engine) -> None:
    from chipatlas.ingest.projections import rebuild_all
    from chipatlas.store.tables import aliases, entities, platforms, ring_rows

    cached = (ring_rows, platforms, entities, aliases)
    before = {k: v for k, v in snapshot(bundled).items() if k in {t.name for t in cached}}
    with bundled.begin() as conn:
        for table in cached:
            conn.execute(table.delete())
        rebuild_all(conn)
    after = {k: v for k, v in snapshot(bundled).items() if k in before}
    assert before["ring_rows"] and after == before
