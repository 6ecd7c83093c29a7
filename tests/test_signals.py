"""Articles to signals: seed 003's four signals, verbatim takeaways, duplicates, languages, dates.

Articles written inline here are synthetic test text, made up for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import Engine, select
from tests.conftest import SEED_003

from chipatlas.analyze.signals import signals
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import documents

SYNTHETIC = """---
title: Synthetic Foundry Pauses Line After Fire
date: 2026-03-04
source: Synthetic Wire
---
# Synthetic Foundry Pauses Line After Fire

(SYNTHETIC TEST ARTICLE.) TSMC said it will pause one packaging line in Tainan after a small fire on Monday.
The company expects a delay of two weeks for some CoWoS orders.
It said Nvidia and AWS are among the customers affected.
Analysts said the disruption could tighten supply of accelerators in the second quarter.
"""


def _all(eng: Engine, **kw: Any) -> list[dict[str, Any]]:
    with eng.connect() as conn:
        return signals(conn, **kw)


def _by_title(eng: Engine) -> dict[str, dict[str, Any]]:
    return {s["title"]: s for s in _all(eng)}


def _doc_text(eng: Engine, doc_id: str) -> str:
    with eng.connect() as conn:
        return str(conn.execute(select(documents.c.text).where(documents.c.id == doc_id)).scalar_one())


def test_seed_003_four_signals(bundled: Engine) -> None:
    found = _by_title(bundled)
    main = found["Amazon’s Trainium3: Rack‑Level Parity and Trainium4 Plan"]
    assert (main["date"], main["date_precision"], main["type"]) == ("2025-12-19", "day", "technical_release")
    assert main["impact"] == 4 and main["sentiment"] == "positive"
    assert main["source"] == "Aakash Gupta Product Growth"
    assert main["summary"].startswith("This newsletter deep-dive") and main["why_it_matters"].startswith(
        "AWS (a major"
    )
    assert len(main["takeaways"]) == 5 and main["impact_reasons"]
    (central,) = [r for r in main["impact_reasons"] if r.startswith("+1 central in stored rings: ")]
    assert "AWS Trainium3 UltraServer (platform)" in central or "ring rows)" in central
    assert "platform:" not in central and "company:" not in central  # read by people: names, not ids
    ids = {e["id"] for e in main["entities"]}
    assert {
        "chip:trainium3",
        "company:aws",
        "company:annapurna_labs",
        "company:anthropic",
        "company:nvidia",
    } <= ids
    assert any(e["role"] == "subject" for e in main["entities"])
    short = {
        "Inside AWS Trainium Lab: Amazon's AI Chip Push",
        "AWS Exploring Sale of Trainium AI Chips to Third Parties",
        "Uber Expands AWS Use, Trials Amazon Trainium3 Chips",
    }
    assert short <= set(found)
    assert len(main["related"]) == 3
    for title in short:
        s = found[title]
        assert s["date_precision"] == "unknown" and s["date"] is None
        assert main["id"] in s["related"]
    assert found["Uber Expands AWS Use, Trials Amazon Trainium3 Chips"]["type"] == "customer_adoption"
    assert all("Track" not in s["title"] and "Real-Time" not in (s["summary"] or "") for s in found.values())


def test_takeaway_quotes_are_verbatim(bundled: Engine) -> None:
    for s in _all(bundled):
        text = _doc_text(bundled, s["document"])
        for t in s["takeaways"]:
            assert text[t["start"] : t["end"]] == t["quote"]


def test_same_article_twice_is_one_signal(engine: Engine) -> None:
    data = SEED_003.read_bytes()
    first = ingest(engine, SourceDocument("a/seed.txt", data, "text/plain"), IngestOptions())
    again = ingest(engine, SourceDocument("a/seed.txt", data, "text/plain"), IngestOptions())
    assert first.ok and again.status == "unchanged"
    # the same story from another outlet's copy (other bytes, same headline)
    copy = SYNTHETIC.replace("Synthetic Wire", "Other Synthetic Wire").encode()
    ingest(engine, SourceDocument("one.md", SYNTHETIC.encode(), "text/markdown"), IngestOptions())
    ingest(engine, SourceDocument("two.md", copy, "text/markdown"), IngestOptions())
    fire = [s for s in _all(engine) if "Fire" in s["title"]]
    assert len(fire) == 1 and fire[0]["n_sources"] == 2 and len(fire[0]["documents"]) == 2
    assert len(_all(engine)) == 5


def test_near_duplicate_clusters_into_one_signal(sqlite_engine: Engine) -> None:
    other = SYNTHETIC.replace(
        "Synthetic Foundry Pauses Line After Fire", "Synthetic foundry halts a line after fire"
    )
    other = other.replace("Synthetic Wire", "Third Synthetic Desk")
    for name, text in (("one.md", SYNTHETIC), ("three.md", other)):
        assert ingest(sqlite_engine, SourceDocument(name, text.encode(), "text/markdown"), IngestOptions()).ok
    found = _all(sqlite_engine)
    assert len(found) == 1 and found[0]["n_sources"] == 2


def test_domain_sentiment_and_type(sqlite_engine: Engine) -> None:
    ingest(sqlite_engine, SourceDocument("one.md", SYNTHETIC.encode(), "text/markdown"), IngestOptions())
    (s,) = _all(sqlite_engine)
    assert s["sentiment"] == "negative" and s["type"] == "supply_disruption"
    assert (s["date"], s["date_precision"], s["source"]) == ("2026-03-04", "day", "Synthetic Wire")


def test_non_english_article(bundled_sqlite: Engine) -> None:
    text = (
        "Synthetischer Testartikel: AWS stellt Trainium3 vor\n\n"
        "(SYNTHETISCHER TESTTEXT.) AWS hat den Chip Trainium3 vorgestellt, der von TSMC gefertigt wird. "
        "Die Firma sagt, dass die neuen Server mit Flüssigkeit gekühlt werden und dass Anthropic sie nutzt.\n"
    )
    report = ingest(bundled_sqlite, SourceDocument("de.md", text.encode(), "text/markdown"), IngestOptions())
    assert report.ok, report.lines()
    (s,) = [s for s in _all(bundled_sqlite) if s["title"].startswith("Synthetischer")]
    assert s["language"] == "de"
    assert {"company:aws", "company:tsmc", "chip:trainium3"} <= {e["id"] for e in s["entities"]}


def test_article_without_date_is_unknown(sqlite_engine: Engine) -> None:
    text = (
        "A synthetic headline without a date\n\n"
        "Synthetic test text: a vendor said it plans a new accelerator for training large models.\n"
    )
    ingest(sqlite_engine, SourceDocument("nodate.txt", text.encode(), "text/plain"), IngestOptions())
    (s,) = _all(sqlite_engine)
    assert s["date"] is None and s["date_precision"] == "unknown"


def test_bare_non_ring_table_still_rejected(sqlite_engine: Engine) -> None:
    text = "| Part | Title | Scope |\n|---|---|---|\n| A | B | C |\n"
    report = ingest(
        sqlite_engine, SourceDocument("table.md", text.encode(), "text/markdown"), IngestOptions()
    )
    assert report.status == "rejected" and report.rejected[0].line == 1
    assert "not a supplier ring" in report.rejected[0].message


@pytest.mark.parametrize("kind", ["technical_release", "customer_adoption"])
def test_signals_filters(bundled_sqlite: Engine, kind: str) -> None:
    assert all(s["type"] == kind for s in _all(bundled_sqlite, type_=kind))
    assert [s["date"] for s in _all(bundled_sqlite, since="2025-12-01")] == ["2025-12-19"]
    assert _all(bundled_sqlite, entity="Trainium3")
