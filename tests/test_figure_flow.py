"""Figure proposals where analysts look (issues #10/#11): reviewed sources, bulk decisions,
the document API and watchlist digests.

SYNTHETIC: every sentence, name and figure below is invented for these tests ("Velmora
Devices", "Ostrand Labs", "Kestrel Nine", "Synthetic Orbit Platform"); none is a real
company, platform or report.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select
from tests.writer_support import ring_csv
from typer.testing import CliRunner

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.analyze.specs import specs
from chipatlas.errors import InputError
from chipatlas.ingest import review
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.review_bulk import decide_figures
from chipatlas.present.cli.app import app
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.digest import render
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows
from chipatlas.store.proposal_tables import reviewed_sources
from chipatlas.store.tables import documents

NAMES = b"name,kind\nVelmora Devices,Company\nOstrand Labs,Company\nKestrel Nine,Company\n"
# Two company results read by their own clause (clause/money_result, not measured safe) and
# a share (clause/share_percent), so the document has figure proposals of two classes.
VELMORA = (
    "# Synthetic note: Velmora quarter\n\nInvented text for a test, not a real report. "
    "Velmora Devices reported revenue of $3.7 billion for the quarter. "
    "Velmora Devices reported a net income of $900 million for the quarter. "
    "Velmora Devices holds a 30% share of the accelerator market.\n"
)
# A document that names the watched platform (a supply proposal) and a figure of a company
# in no watched ring.
OSTRAND = (
    "# Synthetic note: Ostrand quarter\n\nInvented text for a test, not a real report. "
    "Ostrand Labs reported revenue of $1.2 billion for the quarter. "
    "Ostrand Labs will supply HBM for the Synthetic Orbit Platform.\n"
)
PLATFORM = "Synthetic Orbit Platform"
SEED_KEYS = {
    "dataset:supplier_ring_for_aws_trainium3_ultraserver",
    "bundled:seeds/003_5a1042b804a25f46.txt",
    "bundled:seeds/004_f2dc904a996256be.txt",
}


def _doc(engine: Engine, name: str, text: str, key: str | None = None) -> str:
    source = SourceDocument(f"synthetic/{name}", text.encode(), "text/markdown")
    report = ingest(engine, source, IngestOptions(source_key=key))
    assert report.status == "landed" and report.document_id, report.lines()
    return report.document_id


def _names(engine: Engine) -> None:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))


def _figures(engine: Engine, doc_id: str) -> list[rows.Proposal]:
    with engine.connect() as conn:
        return rows.for_document(conn, doc_id, ("figure",))


def _revenue(engine: Engine, name: str) -> list[str]:
    with engine.connect() as conn:
        return [s["value"] for s in specs(conn, name) if s["metric"] == "revenue"]


# --- the per-source "reviewed" setting ---------------------------------------------------------


def test_the_bundled_seeds_are_reviewed_by_default_and_can_be_taken_off(engine: Engine) -> None:
    with engine.begin() as conn:
        assert conn.execute(select(func.count()).select_from(reviewed_sources)).scalar() == 0  # backups
        marked = rows.reviewed(conn)
        assert {r.source_key for r in marked} == SEED_KEYS and {r.marked_by for r in marked} == {"default"}
        seed = "bundled:seeds/003_5a1042b804a25f46.txt"
        rows.set_reviewed(conn, seed, False, "synthetic-tester", "2026-01-01T00:00:00.000000Z")
        assert not rows.is_reviewed(conn, seed) and seed not in {r.source_key for r in rows.reviewed(conn)}
        rows.set_reviewed(conn, seed, True, "synthetic-tester", "2026-01-02T00:00:00.000000Z")
        assert rows.is_reviewed(conn, seed)


def test_the_seed_documents_figures_are_accepted_as_reviewed(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.connect() as conn:
        keys = {
            k for (k,) in conn.execute(select(documents.c.source_key).where(documents.c.uri.like("%seeds/%")))
        }
        assert keys == SEED_KEYS  # the defaults name the keys the ingest gives the seeds
        held = [p for p in rows.listed(conn, None, (), kinds=("figure",)) if p.source_key in SEED_KEYS]
        assert held and {p.status for p in held} == {"accepted"}
        assert {d.decided_by for p in held for d in rows.decisions(conn, p.id)} == {"auto"}


def test_a_reviewed_source_states_its_figures_each_an_auto_decision(engine: Engine) -> None:
    _names(engine)
    with engine.begin() as conn:
        rows.set_reviewed(conn, "synthetic:velmora", True, "synthetic-tester", "2026-01-01T00:00:00.000000Z")
    doc_id = _doc(engine, "velmora.md", VELMORA, key="synthetic:velmora")
    found = _figures(engine, doc_id)
    assert found and {p.status for p in found} == {"accepted"}
    assert _revenue(engine, "Velmora Devices") == ["3700000000"]
    with engine.connect() as conn:
        (decided,) = rows.decisions(conn, found[0].id)
    assert (decided.decision, decided.decided_by) == ("accept", "auto")
    assert decided.reason == "source synthetic:velmora is reviewed"
    revenue = next(p for p in found if p.metric == "revenue")
    review.undo(engine, revenue.id, "synthetic-tester")  # a judgement like any other: undo retires it
    assert _revenue(engine, "Velmora Devices") == []


def test_an_unmarked_source_proposes_and_the_mark_can_be_taken_away(engine: Engine) -> None:
    _names(engine)
    with engine.begin() as conn:
        rows.set_reviewed(conn, "synthetic:velmora", True, "synthetic-tester", "2026-01-01T00:00:00.000000Z")
        rows.set_reviewed(conn, "synthetic:velmora", False, "synthetic-tester", "2026-01-02T00:00:00.000000Z")
        assert not rows.is_reviewed(conn, "synthetic:velmora")
    doc_id = _doc(engine, "velmora.md", VELMORA, key="synthetic:velmora")
    assert {p.status for p in _figures(engine, doc_id)} == {"proposed"}
    assert _revenue(engine, "Velmora Devices") == []


def _cli(engine: Engine) -> Any:
    db = engine.url.render_as_string(hide_password=False)
    runner = CliRunner()

    def run(*args: str, ok: bool = True) -> Any:
        done = runner.invoke(app, ["--db", db, *args], catch_exceptions=True)
        if ok:
            assert done.exit_code == 0, (done.stdout, done.exception)
        return done

    return run


def test_cli_marks_lists_and_unmarks_a_source(sqlite_engine: Engine) -> None:
    run = _cli(sqlite_engine)
    said = run("sources", "reviewed", "synthetic:velmora", "--by", "synthetic-tester").stdout
    assert "source synthetic:velmora: reviewed" in said
    listed = json.loads(run("sources", "reviewed", "--format", "json").stdout)
    assert {r["source_key"] for r in listed} == SEED_KEYS | {"synthetic:velmora"}
    assert (
        next(r for r in listed if r["source_key"] == "synthetic:velmora")["marked_by"] == "synthetic-tester"
    )
    assert {r["marked_by"] for r in listed if r["source_key"] in SEED_KEYS} == {"default"}
    assert "figures wait for review again" in run("sources", "reviewed", "synthetic:velmora", "--off").stdout
    table = run("sources", "reviewed").stdout
    assert "synthetic:velmora" not in table and "bundled:seeds/003" in table


# --- bulk decisions ----------------------------------------------------------------------------


def test_bulk_accept_by_document_and_class_each_its_own_decision(engine: Engine) -> None:
    _names(engine)
    doc_id = _doc(engine, "velmora.md", VELMORA)
    found = _figures(engine, doc_id)
    assert len(found) == 3
    with pytest.raises(InputError, match="needs a filter"):
        decide_figures(engine, "accept", "synthetic-tester")
    with pytest.raises(InputError, match="basis/family"):
        decide_figures(engine, "accept", "synthetic-tester", document_id=doc_id, class_name="clause/moneys")
    done = decide_figures(
        engine,
        "accept",
        "synthetic-tester",
        "synthetic",
        document_id=doc_id,
        class_name="clause/money_result",
    ).proposals
    assert {p.metric for p in done} == {"revenue", "net_income"}  # not the share: another class
    assert {p.status for p in done} == {"accepted"} and {p.document_id for p in done} == {doc_id}
    assert _revenue(engine, "Velmora Devices") == ["3700000000"]
    with engine.connect() as conn:
        assert all([d.decision for d in rows.decisions(conn, p.id)] == ["accept"] for p in done)
    first = next(p for p in done if p.metric == "revenue")
    review.undo(engine, first.id, "synthetic-tester")  # one of them reversed, the others stand
    assert _revenue(engine, "Velmora Devices") == []
    with engine.connect() as conn:
        assert [rows.get(conn, p.id).status for p in done if p.id != first.id] == ["accepted"] * (
            len(done) - 1
        )
    rejected = decide_figures(engine, "reject", "synthetic-tester", document_id=doc_id).proposals
    accepted = {p.id for p in done} - {first.id}
    assert {p.id for p in rejected} == {p.id for p in found} - accepted


def test_cli_bulk_prints_each_id_and_the_count_and_refuses_without_a_filter(sqlite_engine: Engine) -> None:
    run = _cli(sqlite_engine)
    _names(sqlite_engine)
    doc_id = _doc(sqlite_engine, "velmora.md", VELMORA)
    found = _figures(sqlite_engine, doc_id)
    refused = run("review", "accept", "--kind", "figure", ok=False)
    assert refused.exit_code != 0 and "needs a filter" in refused.output
    refused = run("review", "accept", "--document", "velmora.md", ok=False)
    assert refused.exit_code != 0 and "--kind figure" in refused.output
    refused = run("review", "accept", found[0].id, "--kind", "figure", "--document", "velmora.md", ok=False)
    assert refused.exit_code != 0 and "not both" in refused.output
    out = run(
        "review", "reject", "--kind", "figure", "--document", "velmora.md", "--reason", "synthetic"
    ).stdout
    assert all(f"rejected {p.id}: " in out for p in found)
    assert f"rejected {len(found)} figure proposals" in out
    again = run("review", "accept", "--kind", "figure", "--document", "velmora.md").stdout
    assert "accepted 0 figure proposals: none open matches" in again  # rejected ones are no longer open
    run("review", "undo", found[0].id)
    out = run(
        "review", "accept", "--kind", "figure", "--document", doc_id[:12], "--class", "clause/money_result"
    )
    assert f"accepted {found[0].id}: " in out.stdout and "accepted 1 figure proposals" in out.stdout


# --- GET /api/v1/documents/{id} ---------------------------------------------------------------


def test_api_document_lists_its_figure_proposals_with_links(engine: Engine) -> None:
    _names(engine)
    doc_id = _doc(engine, "velmora.md", VELMORA)
    with TestClient(create_app(engine)) as client:
        answer = client.get(f"/api/v1/documents/{doc_id}").json()
        listed = answer["figure_proposals"]
        assert {p["id"] for p in listed} == {p.id for p in _figures(engine, doc_id)}
        p = next(x for x in listed if x["metric"] == "revenue")
        assert (p["status"], p["subject_name"], p["value"], p["unit"]) == (
            "proposed",
            "Velmora Devices",
            "3700000000",
            "USD",
        )
        assert p["href"] == f"/documents/{doc_id}?span={p['start']}-{p['end']}#s-cited"
        assert answer["text"][p["start"] : p["end"]] == p["quote"]
        review.reject(engine, p["id"], "synthetic-tester", "synthetic")
        again = client.get(f"/api/v1/documents/{doc_id}").json()["figure_proposals"]
        assert next(x for x in again if x["id"] == p["id"])["status"] == "rejected"


# --- digests -----------------------------------------------------------------------------------


def _watched_store(engine: Engine) -> tuple[str, str]:
    _names(engine)
    ring = ring_csv(PLATFORM, {"Accelerator": "Velmora Devices"}).encode()
    ingest(engine, SourceDocument("synthetic/orbit_ring.csv", ring, "text/csv"))
    with engine.begin() as conn:
        add_watchlist(conn, "orbit", platform_names=[PLATFORM], webhooks=["https://hooks.example.org/x"])
        add_watchlist(conn, "kestrel", entity_names=["Kestrel Nine"])
    return _doc(engine, "velmora.md", VELMORA), _doc(engine, "ostrand.md", OSTRAND)


def _digest(engine: Engine, name: str) -> dict[str, Any]:
    with engine.connect() as conn:
        start = watchlist(conn, name)["created_at"]
        return dict(digest(conn, name, period_of("daily", datetime.now(UTC)), start=start))


def test_digest_lists_figures_about_watched_companies_and_from_documents_touching_a_ring(
    engine: Engine,
) -> None:
    velmora, ostrand = _watched_store(engine)
    d = _digest(engine, "orbit")
    held = d["figure_proposals"]
    by_doc = {f["document"]: f for f in held if f["metric"] == "revenue"}
    assert set(by_doc) == {velmora, ostrand} and not d["empty"]
    v, o = by_doc[velmora], by_doc[ostrand]
    assert (v["subject"], v["value"], v["unit"]) == ("Velmora Devices", "3700000000", "USD")
    assert v["matched_by"] == [f"Velmora Devices, in the ring of {PLATFORM} (watched platform)"]
    assert o["subject"] == "Ostrand Labs" and o["matched_by"] == [
        f"its document names {PLATFORM} (watched ring)"
    ]
    assert "$1.2 billion" in o["quote"] and o["figure_class"] == "clause/money_result"
    md = render.markdown(d, "http://127.0.0.1:8000")
    assert f"## Figures proposed for review ({len(held)})" in md
    link = f"http://127.0.0.1:8000/documents/{velmora}?span={v['span_start']}-{v['span_end']}#s-cited"
    assert f"[document {velmora[:12]}]({link})" in md and f"chipatlas review accept {v['id']}" in md
    assert "Velmora Devices: revenue = $3.7 billion (3,700,000,000 USD, per_quarter)" in md
    html = render.html(d, "http://127.0.0.1:8000")
    assert "Figures proposed for review" in html and link.replace("&", "&amp;") in html
    body = json.loads(render.payload(d, "k" * 64, "http://127.0.0.1:8000"))
    sent = {f["id"]: f for f in body["figure_proposals"]}
    assert sent[v["id"]]["document_url"] == link and sent[v["id"]]["metric"] == "revenue"
    assert sent[o["id"]]["quote"] == o["quote"]
    review.accept(engine, v["id"], "synthetic-tester")  # decided: no longer waiting
    assert v["id"] not in {f["id"] for f in _digest(engine, "orbit")["figure_proposals"]}


def test_digest_section_is_empty_safe(engine: Engine) -> None:
    _watched_store(engine)
    d = _digest(engine, "kestrel")
    assert d["figure_proposals"] == [] and d["empty"]
    md = render.markdown(d)
    assert "## Figures proposed for review (0)" in md
    # Not "waits for review": a figure proposed before the period may still wait (walk8).
    assert "No figure about the watched platforms and companies was proposed for review in this period" in md
    assert "(earlier ones still open: chipatlas review --kind figure)" in md
    older = {k: v for k, v in d.items() if k != "figure_proposals"}  # a digest stored before the section
    assert "## Figures proposed for review (0)" in render.markdown(older)
    assert "Figures proposed for review (0)" in render.html(older)
    assert json.loads(render.payload(older, "k" * 64))["figure_proposals"] == []
