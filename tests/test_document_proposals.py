"""The document view lists the figures read from it that were kept for review (issue #10 §9).

SYNTHETIC: every sentence and name below is invented for these tests ("Velmora Devices",
"Ostrand Labs"); none is a real company or report.
"""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from sqlalchemy import Engine
from tests.cli_support import run_cli
from tests.live_server import live
from tests.writer_support import store_url

from chipatlas.analyze.document import document_record
from chipatlas.ingest import review
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument

NAMES = b"name,kind\nVelmora Devices,Company\nOstrand Labs,Company\n"
# Synthetic article: a company's quarterly revenue read by its own clause (a class not
# measured safe), so it is stored as a figure proposal, not as a claim.
ARTICLE = (
    "# Synthetic note: Velmora quarter\n\nInvented text for a test, not a real report. "
    "Velmora Devices reported revenue of $3.7 billion for the quarter. "
    "Ostrand Labs opened an office.\n"
)


def _ingest(engine: Engine) -> str:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    report = ingest(engine, SourceDocument("synthetic/velmora.md", ARTICLE.encode(), "text/markdown"))
    assert report.status == "landed" and report.document_id, report.lines()
    return report.document_id


def test_the_record_lists_the_figure_proposal_and_its_status(sqlite_engine: Engine) -> None:
    doc_id = _ingest(sqlite_engine)
    with sqlite_engine.connect() as conn:
        rec = document_record(conn, doc_id)
    (p,) = rec["figure_proposals"]
    assert rec["claims"] == []  # the figure is not stated: before this view it was invisible here
    assert (p["status"], p["subject_id"], p["subject_name"]) == (
        "proposed",
        "company:velmora_devices",
        "Velmora Devices",
    )
    assert (p["metric"], p["value"], p["unit"], p["scope"], p["figure_class"]) == (
        "revenue",
        "3700000000",
        "USD",
        "per_quarter",
        "clause/money_result",
    )
    assert ARTICLE[p["start"] : p["end"]] == p["quote"] and "$3.7 billion" in p["quote"]
    review.reject(sqlite_engine, p["id"], "synthetic-tester", "synthetic check")
    with sqlite_engine.connect() as conn:
        assert [x["status"] for x in document_record(conn, doc_id)["figure_proposals"]] == ["rejected"]


def test_cli_json_and_table_show_it(tmp_path: Path) -> None:
    names, note = tmp_path / "names.csv", tmp_path / "velmora.md"
    names.write_bytes(NAMES)
    note.write_text(ARTICLE, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run_cli(db, "ingest", str(names))
        run_cli(db, "ingest", str(note))
        (p,) = json.loads(run_cli(db, "document", "velmora.md", "--format", "json"))["figure_proposals"]
        assert (p["subject_name"], p["metric"], p["status"]) == ("Velmora Devices", "revenue", "proposed")
        table = run_cli(db, "document", "velmora.md")
        assert "figures proposed for review" in table and ": 1" in table
        assert p["id"] in table and "clause/money_result" in table and "Velmora Devices" in table
        run_cli(db, "review", "accept", p["id"], "--by", "synthetic-tester")
        (after,) = json.loads(run_cli(db, "document", "velmora.md", "--format", "json"))["figure_proposals"]
        assert after["status"] == "accepted"


def test_web_page_and_json_show_it_with_a_link_to_its_words(sqlite_engine: Engine) -> None:
    doc_id = _ingest(sqlite_engine)
    with live(create_app(sqlite_engine)) as (base, errors):
        data = httpx.get(f"{base}/documents/{doc_id}.json", timeout=30).json()
        (p,) = data["read"]["figure_proposals"]
        link = data["figure_links"][p["id"]]
        assert link == f"/documents/{doc_id}?span={p['start']}-{p['end']}#s-cited"
        page = httpx.get(f"{base}/documents/{doc_id}", timeout=30)
        assert page.status_code == 200
        html = page.text
        assert "Figures proposed for review" in html and p["id"] in html and "clause/money_result" in html
        assert f'href="{link}"'.replace("&", "&amp;") in html or f'href="{link}"' in html
        cited = httpx.get(f"{base}{link.split('#')[0]}", timeout=30).text
        assert 'id="s-cited"' in cited
        assert errors.records == []
