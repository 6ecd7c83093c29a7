"""A reviewed source and its figures already waiting (issue 11 §2): ``sources reviewed KEY
--accept-waiting`` accepts them as ``auto`` judgements, counted and undoable in one go; without
it the command says how many wait. On SQLite and PostgreSQL.

SYNTHETIC: every sentence, name and figure below is invented for these tests ("Velmora
Devices", "Ostrand Labs"); none is a real company or report.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine
from tests.writer_support import store_url
from typer.testing import CliRunner

from chipatlas.analyze.specs import specs
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.cli.app import app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows
from chipatlas.store import review_batches as batches
from chipatlas.store.db import connect

NAMES = b"name,kind\nVelmora Devices,Company\nOstrand Labs,Company\n"
VELMORA = (
    "# Synthetic note: Velmora quarter\n\nInvented text for a test, not a real report. "
    "Velmora Devices reported revenue of $3.7 billion for the quarter. "
    "Velmora Devices reported a net income of $900 million for the quarter.\n"
)
OSTRAND = (
    "# Synthetic note: Ostrand quarter\n\nInvented text for a test, not a real report. "
    "Ostrand Labs reported revenue of $1.2 billion for the quarter.\n"
)
KEY = "synthetic:velmora"


@pytest.fixture(params=["sqlite", "postgres"])
def cli_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Any, Engine]]:
    with store_url(request.param, tmp_path) as url:
        eng = connect(url)

        def run(*args: str, ok: bool = True) -> Any:
            done = CliRunner().invoke(app, ["--db", url, *args], catch_exceptions=True)
            if ok:
                assert done.exit_code == 0, (done.output, done.exception)
            return done

        try:
            yield run, eng
        finally:
            eng.dispose()


def _store(engine: Engine) -> None:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    for name, text, key in (("velmora.md", VELMORA, KEY), ("ostrand.md", OSTRAND, "synthetic:ostrand")):
        source = SourceDocument(f"synthetic/{name}", text.encode(), "text/markdown")
        assert ingest(engine, source, IngestOptions(source_key=key)).status == "landed"


def _figures(engine: Engine, key: str) -> list[rows.Proposal]:
    with engine.connect() as conn:
        return [p for p in rows.listed(conn, None, (), kinds=("figure",)) if p.source_key == key]


def _revenue(engine: Engine, name: str) -> list[str]:
    with engine.connect() as conn:
        return [s["value"] for s in specs(conn, name) if s["metric"] == "revenue"]


def test_without_the_flag_the_hint_counts_what_waits(cli_store: tuple[Any, Engine]) -> None:
    run, engine = cli_store
    _store(engine)
    out = " ".join(run("sources", "reviewed", KEY).stdout.split())
    assert f"source {KEY}: reviewed" in out
    assert "2 of its figures proposed before wait: add --accept-waiting" in out
    assert {p.status for p in _figures(engine, KEY)} == {"proposed"}  # the mark alone decides nothing
    refused = run("sources", "reviewed", KEY, "--off", "--accept-waiting", ok=False)
    assert refused.exit_code != 0 and "cannot go with --off" in refused.output


def test_accept_waiting_accepts_them_as_auto_counted_and_undoable(cli_store: tuple[Any, Engine]) -> None:
    run, engine = cli_store
    _store(engine)
    out = " ".join(
        run("sources", "reviewed", KEY, "--accept-waiting", "--by", "synthetic-tester").stdout.split()
    )
    with engine.connect() as conn:
        (batch,) = batches.standing(conn, 10)
        assert rows.is_reviewed(conn, KEY)
    assert "accepted 2 of its figures proposed before the mark (decided by auto; " in out
    assert f"'chipatlas review undo --batch {batch.id}'" in out
    assert (batch.action, batch.source_key, batch.decided_by, batch.n_decided) == ("accept", KEY, "auto", 2)
    found = _figures(engine, KEY)
    assert {p.status for p in found} == {"accepted"} and _revenue(engine, "Velmora Devices") == ["3700000000"]
    with engine.connect() as conn:
        for p in found:
            (d,) = rows.decisions(conn, p.id)
            assert (d.decision, d.decided_by, d.reason, d.batch_id) == (
                "accept",
                "auto",
                f"source {KEY} is reviewed",
                batch.id,
            )
    assert {p.status for p in _figures(engine, "synthetic:ostrand")} == {"proposed"}  # another source
    again = " ".join(run("sources", "reviewed", KEY, "--accept-waiting").stdout.split())
    assert "accepted" not in again and "wait" not in again  # nothing waits any more
    undone = " ".join(run("review", "undo", "--batch", batch.id).stdout.split())
    assert f"undid 2 of bulk accept {batch.id}" in undone
    assert {p.status for p in _figures(engine, KEY)} == {"proposed"} and _revenue(
        engine, "Velmora Devices"
    ) == []
