"""Reading a stored document again (``ingest --reread``): after an analyst adds the machine a
page names (``entity add``), the page's figures that had no known subject are read again and
proposed for it; what the earlier reading stated and the new one does not is retired (history
keeps it); a second re-read changes nothing. Re-reading an older version of a source would
retire its newer version's facts: refused, nothing written. The names and page are SYNTHETIC."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, func, select
from tests.cli_support import cli_process

from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import statements

NAMES = b"name,kind\nZX900,Chip\n"
MACHINE = b"name,kind\nZephyr-G,Cluster\n"
PAGE = b"""# SYNTHETIC TEST PAGE: a made-up partition

The Zephyr-G partition consists of 1200 nodes with 4 ZX900 GPUs each.
"""
REREAD = IngestOptions(reread=True)
KEYED = IngestOptions(source_key="synthetic:zephyr")  # one source, several versions


def _page(data: bytes = PAGE) -> SourceDocument:
    return SourceDocument("synthetic:zephyr.md", data, "text/markdown")


def _read(engine: Engine, doc: str) -> tuple[set[tuple[str, str]], set[str]]:
    with engine.connect() as conn:
        rec = document_record(conn, doc)
    proposed = {(str(p["subject_id"]), str(p["value"])) for p in rec["figure_proposals"]}
    return proposed, {str(c["value"]) for c in rec["unattached"]}


def _retired(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(
            conn.execute(select(func.count()).where(statements.c.retired_at.is_not(None))).scalar_one()
        )


def test_a_reread_reads_figures_for_a_machine_added_since(engine: Engine) -> None:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    first = ingest(engine, _page())
    assert first.status == "landed" and first.document_id
    proposed, kept = _read(engine, first.document_id)
    assert not proposed and {"1200", "4"} <= kept  # no known machine: kept unattached
    assert ingest(engine, SourceDocument("synthetic/machine.csv", MACHINE, "text/csv")).ok
    assert ingest(engine, _page()).status == "unchanged"  # the same bytes, not re-read
    before = _retired(engine)
    again = ingest(engine, _page(), REREAD)
    assert again.status == "landed" and again.document_id == first.document_id, again.lines()
    assert again.retired > 0 and any("re-read" in n for n in again.notes)
    proposed, kept = _read(engine, first.document_id)
    assert {("cluster:zephyr_g", "1200"), ("cluster:zephyr_g", "4")} <= proposed
    assert not {"1200", "4"} & kept  # the earlier unattached figures are retired ...
    assert _retired(engine) == before + again.retired  # ... and kept in history
    third = ingest(engine, _page(), REREAD)
    assert (third.new, third.retired) == (0, 0) and third.confirmed > 0  # nothing changes twice
    assert third.status == "unchanged" and "re-read: nothing moved" in " ".join(third.lines())


def test_a_reread_of_an_older_version_is_refused(engine: Engine) -> None:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    old = ingest(engine, _page(), KEYED)
    newer = ingest(engine, _page(PAGE + b"\nThe ZX900 carries 96 GB of HBM3.\n"), KEYED)
    assert old.ok and newer.status == "landed" and newer.document_id != old.document_id
    count = _retired(engine)
    refused = ingest(engine, _page(), REREAD)
    assert refused.status == "rejected"
    assert "a later version of its source" in refused.rejected[0].message
    assert _retired(engine) == count  # nothing written


def test_the_cli_rereads(sqlite_engine: Engine, tmp_path: Path) -> None:
    db = sqlite_engine.url.render_as_string(hide_password=False)
    page = tmp_path / "zephyr.md"
    page.write_bytes(PAGE)
    names, machine = tmp_path / "names.csv", tmp_path / "machine.csv"
    names.write_bytes(NAMES)
    machine.write_bytes(MACHINE)
    loaded = cli_process(db, "ingest", str(names))
    assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    assert cli_process(db, "ingest", str(page)).returncode == 0
    assert cli_process(db, "ingest", str(machine)).returncode == 0
    done = cli_process(db, "ingest", "--reread", str(page))
    assert done.returncode == 0, done.stderr
    assert "re-read: the stored document read again" in done.stdout
    assert "landed" in done.stdout and "unchanged" not in done.stdout
    again = cli_process(db, "ingest", "--reread", str(page))  # the same names: nothing moves
    assert again.returncode == 0, again.stderr
    assert "unchanged" in again.stdout and "re-read: nothing moved" in again.stdout


TWO = b"""# SYNTHETIC TEST PAGE: a made-up partition in a made-up hall

The Zephyr-G partition in the Orlo Hall consists of 1200 nodes with 4 ZX900 GPUs each.
"""


def test_a_reread_rejects_the_open_proposals_it_no_longer_reads(sqlite_engine: Engine) -> None:
    """Once the store knows the hall too, the sentence names two machines: whose nodes these
    are is unsure, so the re-read reads no proposal, and the earlier reading's open ones are
    rejected by 'reread' (a decision, reversible), not left open beside the unattached figures."""
    from chipatlas.ingest.review import REREAD_BY
    from chipatlas.store import proposals as rows

    names = NAMES + MACHINE.split(b"\n", 1)[1]
    assert ingest(sqlite_engine, SourceDocument("synthetic/names.csv", names, "text/csv")).ok
    first = ingest(sqlite_engine, _page(TWO))
    assert first.document_id
    assert _read(sqlite_engine, first.document_id)[0] == {
        ("cluster:zephyr_g", "1200"),
        ("cluster:zephyr_g", "4"),
    }
    hall = b"name,kind\nOrlo Hall,Cluster\n"
    assert ingest(sqlite_engine, SourceDocument("synthetic/hall.csv", hall, "text/csv")).ok
    again = ingest(sqlite_engine, _page(TWO), REREAD)
    assert any("open proposals of the earlier reading no longer read" in line for line in again.proposals)
    with sqlite_engine.connect() as conn:
        stale = rows.for_document(conn, first.document_id, ("figure",))
        decisions = [rows.decisions(conn, p.id)[-1] for p in stale]
    assert {p.status for p in stale} == {"rejected"}
    assert {d.decided_by for d in decisions} == {REREAD_BY}
    assert {"1200", "4"} <= _read(sqlite_engine, first.document_id)[1]  # kept unattached


def test_the_api_rereads_an_upload(sqlite_engine: Engine) -> None:
    """``reread=yes`` on the upload endpoint is ``ingest --reread``: the same bytes uploaded
    again change nothing, unless re-read after the store learnt the page's machine."""
    from fastapi.testclient import TestClient

    from chipatlas.present.web import create_app

    assert ingest(sqlite_engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    auth = {"Authorization": "Bearer synthetic-token"}
    files = {"file": ("zephyr.md", PAGE, "text/markdown")}
    with TestClient(create_app(sqlite_engine, token="synthetic-token")) as client:
        first = client.post("/api/v1/documents", files=files, headers=auth)
        assert first.status_code == 201, first.text
        assert ingest(sqlite_engine, SourceDocument("synthetic/machine.csv", MACHINE, "text/csv")).ok
        same = client.post("/api/v1/documents", files=files, headers=auth)
        assert same.status_code == 200 and same.json()["status"] == "unchanged"
        again = client.post("/api/v1/documents", files=files, data={"reread": "yes"}, headers=auth)
        assert again.status_code == 201 and again.json()["status"] == "landed", again.text
        assert again.json()["source_origin"] == "stored" and again.json()["superseded"] > 0
        proposed, _ = _read(sqlite_engine, first.json()["document"])
        assert {("cluster:zephyr_g", "1200"), ("cluster:zephyr_g", "4")} <= proposed
        still = client.post("/api/v1/documents?filename=zephyr.md&reread=yes", content=PAGE, headers=auth)
        assert still.status_code == 200 and still.json()["status"] == "unchanged"
