"""Undoing a bulk decision (issue 11 §2): exactly the judgements one bulk accept or reject made,
in one transaction, itself recorded; on the store (SQLite and PostgreSQL), the CLI, the API and the
review page (in chromium).

SYNTHETIC: every sentence, name and figure below is invented for these tests ("Velmora
Devices", "Ostrand Labs"); none is a real company or report.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import TypeAdapter
from sqlalchemy import Engine, select
from tests.browser_support import open_page
from tests.live_server import live
from tests.writer_support import store_url
from typer.testing import CliRunner

from chipatlas.analyze.specs import specs
from chipatlas.errors import InputError, NotFoundError
from chipatlas.ingest import review
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.review_bulk import decide_figures
from chipatlas.ingest.review_undo_bulk import undo_batch
from chipatlas.present.cli.app import app
from chipatlas.present.web import create_app, schemas
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows
from chipatlas.store import review_batches as batches
from chipatlas.store.db import connect
from chipatlas.store.proposal_tables import review_batches

NAMES = b"name,kind\nVelmora Devices,Company\nOstrand Labs,Company\n"
# Two company results read by their own clause (clause/money_result) and a share
# (clause/share_percent): three figure proposals of two classes, none measured safe.
VELMORA = (
    "# Synthetic note: Velmora quarter\n\nInvented text for a test, not a real report. "
    "Velmora Devices reported revenue of $3.7 billion for the quarter. "
    "Velmora Devices reported a net income of $900 million for the quarter. "
    "Velmora Devices holds a 30% share of the accelerator market.\n"
)
OSTRAND = (
    "# Synthetic note: Ostrand quarter\n\nInvented text for a test, not a real report. "
    "Ostrand Labs reported revenue of $1.2 billion for the quarter.\n"
)
MONEY = "clause/money_result"
TOKEN = "synthetic-undo-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def _doc(engine: Engine, name: str, text: str) -> str:
    report = ingest(
        engine, SourceDocument(f"synthetic/{name}", text.encode(), "text/markdown"), IngestOptions()
    )
    assert report.status == "landed" and report.document_id, report.lines()
    return report.document_id


def _store(engine: Engine) -> tuple[str, str]:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    return _doc(engine, "velmora.md", VELMORA), _doc(engine, "ostrand.md", OSTRAND)


def _status(engine: Engine, doc_id: str) -> dict[str, str]:
    """metric -> status of the document's figure proposals."""
    with engine.connect() as conn:
        return {str(p.metric): p.status for p in rows.for_document(conn, doc_id, ("figure",))}


def _revenue(engine: Engine, name: str) -> list[str]:
    with engine.connect() as conn:
        return [s["value"] for s in specs(conn, name) if s["metric"] == "revenue"]


# --- the store, on SQLite and PostgreSQL --------------------------------------------------------


def test_undo_by_document_retracts_exactly_that_bulk_accept_and_is_recorded(engine: Engine) -> None:
    velmora, ostrand = _store(engine)
    with engine.connect() as conn:
        share = next(p for p in rows.for_document(conn, velmora, ("figure",)) if "share" in str(p.metric))
    review.reject(engine, share.id, "synthetic-tester", "by hand")  # before the bulk: not part of it
    other = decide_figures(engine, "accept", "synthetic-tester", document_id=ostrand)  # another document
    done = decide_figures(engine, "accept", "synthetic-tester", "synthetic", document_id=velmora)
    assert len(done.proposals) == 2 and _revenue(engine, "Velmora Devices") == ["3700000000"]
    target, undone = undo_batch(engine, "synthetic-undoer", "synthetic mistake", document_id=velmora)
    assert target.id == done.batch_id and target.action == "accept"
    assert {p.id for p in undone.proposals} == {p.id for p in done.proposals} and undone.skipped == []
    assert _revenue(engine, "Velmora Devices") == []  # the stated figures retired
    status = _status(engine, velmora)
    assert status.pop(str(share.metric)) == "rejected"  # the decision made by hand stands
    assert set(status.values()) == {"proposed"}
    assert set(_status(engine, ostrand).values()) == {"accepted"}  # another bulk decision untouched
    with engine.connect() as conn:
        for p in done.proposals:
            *_, accepted, undo = rows.decisions(conn, p.id)
            assert (accepted.decision, accepted.batch_id) == ("accept", done.batch_id)
            assert (undo.decision, undo.decided_by, undo.reason) == (
                "undo",
                "synthetic-undoer",
                "synthetic mistake",
            )
            assert undo.batch_id == undone.batch_id
        record = batches.get(conn, undone.batch_id)
        assert (record.action, record.undoes, record.n_decided, record.document_id) == (
            "undo",
            done.batch_id,
            2,
            velmora,
        )
        assert batches.get(conn, done.batch_id).n_decided == 2
        assert conn.execute(select(review_batches.c.id)).scalars().all()  # rows, kept in backups
    with pytest.raises(InputError, match="no bulk decision"):
        undo_batch(engine, "synthetic-undoer", document_id=velmora)  # nothing left with that filter
    with pytest.raises(InputError, match="undone already"):
        undo_batch(engine, "synthetic-undoer", batch_id=done.batch_id)
    with pytest.raises(InputError, match="itself an undo"):
        undo_batch(engine, "synthetic-undoer", batch_id=undone.batch_id)
    with pytest.raises(NotFoundError):
        undo_batch(engine, "synthetic-undoer", batch_id="0" * 16)
    assert other.batch_id != done.batch_id


def test_a_proposal_decided_again_since_is_left_and_counted(engine: Engine) -> None:
    velmora, _ = _store(engine)
    done = decide_figures(engine, "reject", "synthetic-tester", document_id=velmora, class_name=MONEY)
    revenue = next(p for p in done.proposals if p.metric == "revenue")
    review.undo(engine, revenue.id, "synthetic-tester")  # by hand, then decided anew
    review.accept(engine, revenue.id, "synthetic-tester")
    with pytest.raises(InputError, match="no bulk decision"):
        undo_batch(engine, "synthetic-tester", document_id=velmora)  # it was given a class too
    _, undone = undo_batch(engine, "synthetic-tester", document_id=velmora, class_name=MONEY)
    assert undone.skipped == [revenue.id] and len(undone.proposals) == 1
    status = _status(engine, velmora)
    assert status["revenue"] == "accepted" and status["net_income"] == "proposed"
    assert _revenue(engine, "Velmora Devices") == ["3700000000"]


def test_the_newest_standing_batch_of_a_filter_is_the_one_undone(engine: Engine) -> None:
    velmora, _ = _store(engine)
    first = decide_figures(engine, "reject", "synthetic-tester", document_id=velmora)
    undo_batch(engine, "synthetic-tester", batch_id=first.batch_id)
    second = decide_figures(engine, "accept", "synthetic-tester", document_id=velmora)
    with engine.connect() as conn:
        assert [b.id for b in batches.standing(conn, 10)] == [second.batch_id]
        assert batches.latest(conn, document_id=velmora) == batches.get(conn, second.batch_id)
    target, undone = undo_batch(engine, "synthetic-tester", document_id=velmora)
    assert target.id == second.batch_id and len(undone.proposals) == 3
    with engine.connect() as conn:
        assert batches.standing(conn, 10) == []


# --- the CLI, on SQLite and PostgreSQL ----------------------------------------------------------


@pytest.fixture(params=["sqlite", "postgres"])
def cli_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Any, Engine]]:
    with store_url(request.param, tmp_path) as url:
        eng = connect(url)
        runner = CliRunner()

        def run(*args: str, ok: bool = True) -> Any:
            done = runner.invoke(app, ["--db", url, *args], catch_exceptions=True)
            if ok:
                assert done.exit_code == 0, (done.output, done.exception)
            return done

        try:
            yield run, eng
        finally:
            eng.dispose()


def test_cli_undo_by_document_and_by_batch(cli_store: tuple[Any, Engine]) -> None:
    run, engine = cli_store
    velmora, ostrand = _store(engine)
    said = run("review", "accept", "--kind", "figure", "--document", "velmora.md").stdout
    (batch,) = [b.id for b in _standing(engine)]
    assert f"accepted 3 figure proposals (bulk decision {batch}" in said
    assert "'chipatlas review undo --document velmora.md'" in " ".join(said.split())
    out = run("review", "undo", "--document", "velmora.md", "--reason", "synthetic").stdout
    assert f"undid 3 of bulk accept {batch}" in out and out.count("proposed again") == 3
    assert set(_status(engine, velmora).values()) == {"proposed"}
    refused = run("review", "undo", "--document", "velmora.md", ok=False)
    assert refused.exit_code != 0 and "no bulk decision" in str(refused.exception)
    refused = run("review", "undo", ok=False)
    assert refused.exit_code != 0 and "--batch" in refused.output
    refused = run("review", "undo", "abcdef0123456789", "--batch", batch, ok=False)
    assert refused.exit_code != 0 and "not both" in refused.output
    run("review", "reject", "--kind", "figure", "--document", ostrand[:10])
    (other,) = [b.id for b in _standing(engine)]
    out = run("review", "undo", "--batch", other).stdout
    assert f"undid 1 of bulk reject {other}" in out and set(_status(engine, ostrand).values()) == {"proposed"}


def _standing(engine: Engine) -> list[batches.Batch]:
    with engine.connect() as conn:
        return batches.standing(conn, 10)


# --- the API and the page -------------------------------------------------------------------------


@pytest.fixture
def site(engine: Engine) -> Iterator[tuple[str, Engine, str]]:
    velmora, _ = _store(engine)
    with live(create_app(engine, token=TOKEN)) as (base, errors):
        yield base, engine, velmora
        assert errors.records == []


def _post(base: str, path: str, body: dict[str, Any], auth: bool = True) -> httpx.Response:
    return httpx.post(f"{base}{path}", json=body, headers=AUTH if auth else {}, timeout=30)


def test_api_undoes_a_bulk_decision(site: tuple[str, Engine, str]) -> None:
    base, engine, velmora = site
    body = {"kind": "figure", "document": "velmora.md", "class": MONEY}
    done = _post(base, "/api/v1/proposals/bulk/accept", body).json()
    TypeAdapter(schemas.BulkDecision).validate_python(done, strict=True)
    undo = {"document": "velmora.md", "class": MONEY, "reason": "synthetic"}
    assert _post(base, "/api/v1/proposals/bulk/undo", undo, auth=False).status_code == 401
    assert _post(base, "/api/v1/proposals/bulk/undo", {}).status_code == 400
    assert (
        _post(base, "/api/v1/proposals/bulk/undo", {"document": "velmora.md", "class": "x/y"}).status_code
        == 400
    )
    assert (
        _post(base, "/api/v1/proposals/bulk/undo", {"document": "velmora.md"}).status_code == 409
    )  # no class
    assert _post(base, "/api/v1/proposals/bulk/undo", {"batch": "0" * 16}).status_code == 404
    got = _post(base, "/api/v1/proposals/bulk/undo", undo)
    assert got.status_code == 200, got.text
    answer = got.json()
    TypeAdapter(schemas.BulkUndone).validate_python(answer, strict=True)
    assert answer["undoes"] == done["batch_id"] and answer["undone_action"] == "accept"
    assert (
        sorted(answer["ids"]) == sorted(done["ids"]) and answer["n_undone"] == 2 and answer["skipped"] == []
    )
    assert set(_status(engine, velmora).values()) == {"proposed"}
    assert _post(base, "/api/v1/proposals/bulk/undo", {"batch": done["batch_id"]}).status_code == 409
    spec = httpx.get(f"{base}/api/v1/openapi.json", timeout=30).json()
    assert "BulkUndone" in spec["components"]["schemas"] and "/api/v1/proposals/bulk/undo" in spec["paths"]


def test_review_page_offers_undo_all_and_posts_it(site: tuple[str, Engine, str]) -> None:
    base, engine, velmora = site
    assert "Undo all" not in httpx.get(f"{base}/review", timeout=30).text  # no bulk decision yet
    done = _post(base, "/api/v1/proposals/bulk/reject", {"kind": "figure", "document": "velmora.md"}).json()
    page = httpx.get(f"{base}/review", timeout=30).text
    assert "Undo all 3" in page and done["batch_id"] in page and "Rejected 3 of" in page
    form = {"batch": done["batch_id"], "token": "wrong", "back": "/review"}
    assert httpx.post(f"{base}/review/bulk-undo", data=form, timeout=30).status_code == 401
    assert (
        httpx.post(f"{base}/review/bulk-undo", data=form | {"batch": "", "token": TOKEN}).status_code == 400
    )
    moved = httpx.post(f"{base}/review/bulk-undo", data=form | {"token": TOKEN}, timeout=30)
    assert moved.status_code == 303 and moved.headers["location"] == "/review?undone=3"
    assert set(_status(engine, velmora).values()) == {"proposed"}


@pytest.fixture
def browser_page(site: tuple[str, Engine, str]) -> Iterator[Any]:
    """The review page in a real chromium (skipped without one, failed in CI)."""
    with open_page(f"{site[0]}/review") as page:
        yield page


def test_accept_all_then_undo_all_in_a_real_browser(site: tuple[str, Engine, str], browser_page: Any) -> None:
    base, engine, velmora = site
    page = browser_page
    form = page.locator("form.decide-many").first
    form.locator("input[name=token]").fill(TOKEN)
    form.locator("input[name=confirm]").check()
    form.locator("button[value=accept]").click()
    page.wait_for_url(f"{base}/review?bulk=accepted&n=3")
    assert set(_status(engine, velmora).values()) == {"accepted"}
    undo = page.locator("form.undo-many").first
    assert undo.locator("button").inner_text() == "Undo all 3"
    undo.locator("input[name=token]").fill(TOKEN)
    undo.locator("input[name=reason]").fill("synthetic mistake")
    undo.locator("button").click()
    page.wait_for_url(f"{base}/review?undone=3")
    assert "Undid 3 decisions of a bulk decision" in page.inner_text("main")
    assert set(_status(engine, velmora).values()) == {"proposed"}
    assert page.locator("form.undo-many").count() == 0 and page.locator("form.decide-many").count() > 0
