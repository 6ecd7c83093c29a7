"""Re-confirming a value keeps every document that stated it (SYNTHETIC rings, both backends)."""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import Engine, func, select
from tests.test_ingest_rules import snapshot
from tests.writer_support import ring_csv, write

from chipatlas.analyze.entity_pages import document, entity
from chipatlas.analyze.history import history
from chipatlas.analyze.provenance import all_sources
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.tables import statement_sources, statements

V1 = ring_csv("Synthetic Prov", {"Accelerator": "Synthetic Foundry P", "HBM": "Synthetic Memory P"})
# Version 2 restates the accelerator row word for word, changes HBM, and grades evidence up.
V2 = V1.replace("Synthetic Memory P", "Synthetic Memory Q").replace(",claimed,", ",confirmed,", 1)
OPTIONS = IngestOptions(source_key="synthetic:prov")


def _event(events: list[dict[str, object]], prop: str, value: str) -> dict[str, object]:
    return next(e for e in events if e["prop"] == prop and e["value"] == value)


def test_reconfirmation_lists_both_documents(engine: Engine, tmp_path: Path) -> None:
    one = ingest(engine, load_path(write(tmp_path / "v1.csv", V1)), OPTIONS)
    two = ingest(engine, load_path(write(tmp_path / "v2.csv", V2)), OPTIONS)
    assert (one.status, two.status) == ("landed", "landed") and two.confirmed > 0
    with engine.connect() as conn:
        events = history(conn, "Synthetic Prov")["events"]
    supplier = _event(events, "supplier", "Synthetic Foundry P")
    sources = supplier["sources"]
    assert isinstance(sources, list)
    assert [s["document"] for s in sources] == [one.document_id, two.document_id]
    assert [s["latest"] for s in sources] == [False, True]
    assert [s["uri"] for s in sources] == [str(tmp_path / "v1.csv"), str(tmp_path / "v2.csv")]
    # The earlier observation keeps its own evidence and words; the row shows the newest.
    assert [s["evidence"] for s in sources] == ["claimed", "confirmed"]
    assert all("Synthetic Foundry P" in s["quote"] for s in sources)
    assert sources[0]["seen_at"] < sources[1]["seen_at"]
    assert (supplier["evidence"], supplier["document"]) == ("confirmed", two.document_id)
    # A value stated only once has one source; a superseded one keeps the document that said it.
    gone = _event(events, "supplier", "Synthetic Memory P")
    assert gone["status"] == "superseded"
    assert [s["document"] for s in gone["sources"]] == [one.document_id]  # type: ignore[union-attr]
    json.dumps(events)  # the faces print it as JSON


def test_the_log_grows_only_on_confirmation(engine: Engine, tmp_path: Path) -> None:
    first = ingest(engine, load_path(write(tmp_path / "v1.csv", V1)), OPTIONS)
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(statement_sources)).scalar() == 0
    before = snapshot(engine)
    assert ingest(engine, load_path(tmp_path / "v1.csv"), OPTIONS).status == "unchanged"
    assert snapshot(engine) == before
    second = ingest(engine, load_path(write(tmp_path / "v2.csv", V2)), OPTIONS)
    with engine.connect() as conn:
        logged = conn.execute(select(statement_sources.c.statement_id, statement_sources.c.document_id)).all()
        ids = [r.id for r in conn.execute(select(statements.c.id))]
        found = all_sources(conn, ids)
    assert len(logged) == second.confirmed and {d for _, d in logged} == {first.document_id}
    assert sum(len(v) for v in found.values()) == len(ids) + second.confirmed


def test_the_earlier_document_still_shows_what_it_stated(engine: Engine, tmp_path: Path) -> None:
    one = ingest(engine, load_path(write(tmp_path / "v1.csv", V1)), OPTIONS)
    two = ingest(engine, load_path(write(tmp_path / "v2.csv", V2)), OPTIONS)
    assert one.document_id and two.document_id
    with engine.connect() as conn:
        first = document(conn, one.document_id)["statements"]
        second = document(conn, two.document_id)["statements"]
        company = entity(conn, "company:synthetic_foundry_p")
    said = {(s["prop"], s["value"]): s for s in first}
    assert ("supplier", "company:synthetic_foundry_p") in said and (
        "supplier",
        "company:synthetic_memory_p",
    ) in said
    assert said[("supplier", "company:synthetic_foundry_p")]["evidence"] == "claimed"  # as v1 said it
    assert len(first) == len(second) == one.new
    assert all(V1[s["span_start"] : s["span_end"]] == s["quote"] for s in first if s["quote"])
    (name,) = [s for s in company["statements"] if s["prop"] == "name"]
    assert [s["document"] for s in name["sources"]] == [one.document_id, two.document_id]
