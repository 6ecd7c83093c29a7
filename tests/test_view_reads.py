"""Every read in analyze goes through the merged-entity view: a merge shows in all of them at
once, a split gives back every one byte for byte, and what was ingested while two ids were
merged still reads right after the split.

Every ring row, article and company here is SYNTHETIC test text made up for these tests:
the platforms and companies ("Synthco", "Othersynth", ...) do not exist.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine

from chipatlas.analyze import entity_pages
from chipatlas.analyze.changes import changes
from chipatlas.analyze.chokepoints import chokepoints
from chipatlas.analyze.concentration import concentration
from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.history import history
from chipatlas.analyze.pages import platform_documents, platform_facts
from chipatlas.analyze.ring import export_rows, ring
from chipatlas.analyze.search import search
from chipatlas.analyze.view import find_id
from chipatlas.ingest.identity import merge, split
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.sources import SourceDocument
from chipatlas.store.search_index import ensure_fresh

HEAD = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
)
ROWS = [
    ("Synthetic Platform V1", "Accelerator", "Synthco", "sole", "Taiwan"),
    ("Synthetic Platform V1", "HBM", "Othersynth", "primary", "South Korea"),
    ("Synthetic Platform V1", "Substrate", "Synthco Taiwan", "primary", "Japan"),
    ("Synthetic Platform V2", "Accelerator", "Synthco Taiwan", "sole", "Taiwan"),
    ("Synthetic Platform V2", "HBM", "Othersynth", "primary", "South Korea"),
]
ARTICLE = """---
title: Synthetic Test Story About Substrate Capacity
date: 2026-05-06
source: Synthetic Test Wire
---
# Synthetic Test Story About Substrate Capacity

(SYNTHETIC TEST ARTICLE.) Synthco Taiwan said it will double substrate capacity next year.
Othersynth said it would follow.
"""
FILE = "synthetic_view_reads.csv"


def _csv(rows: list[tuple[str, str, str, str, str]]) -> bytes:
    body = "".join(
        f"{p},{c},{s},,{r},{m},,made_abroad,claimed,SYNTHETIC test row\n" for p, c, s, r, m in rows
    )
    return (HEAD + body).encode()


def _ingest(eng: Engine, name: str, data: bytes, kind: str) -> None:
    report = ingest(eng, SourceDocument(name, data, kind), IngestOptions(source_key=f"synthetic:{name}"))
    assert report.ok, report.lines()


@pytest.fixture
def store(engine: Engine) -> Engine:
    _ingest(engine, FILE, _csv(ROWS), "text/csv")
    with engine.begin() as conn:  # the story comes after the watchlist: it is news to it
        add_watchlist(conn, "synth", entity_names=["Synthco"])
    _ingest(engine, "synthetic_view_story.md", ARTICLE.encode(), "text/markdown")
    return engine


def _reads(eng: Engine) -> dict[str, Any]:
    ensure_fresh(eng)  # the search index, as the web server keeps it
    with eng.connect() as conn:
        start = watchlist(conn, "synth")["created_at"]
        return {
            "ring": ring(conn, "Synthetic Platform V1"),
            "ring2": ring(conn, "Synthetic Platform V2"),
            "exposure": exposure(conn, "Synthco"),
            "chokepoints": chokepoints(conn),
            "concentration": concentration(conn, "Synthetic Platform V1"),
            "search": search(conn, "Synthco"),
            "company": entity_pages.company(conn, "synthco"),
            "digest": digest(conn, "synth", period_of("daily", datetime.now(UTC)), start=start),
            "changes": changes(conn, "2000-01-01"),
            "export": export_rows(conn),
        }


def _json(data: dict[str, Any]) -> dict[str, str]:
    return {k: json.dumps(v, sort_keys=True, default=str) for k, v in data.items()}


def _companies_named(data: Any) -> set[str]:
    """Every company id a JSON output names, wherever it sits."""
    text = json.dumps(data, default=str)
    return {c for c in ("company:synthco_taiwan", "company:synthco") if f'"{c}"' in text}


def _events(found: dict[str, Any]) -> list[dict[str, Any]]:
    """Every new, superseded and changed event of a ``changes`` answer."""
    parts = [*found["platforms"], found["other"]]
    out = [e for p in parts for k in ("new", "superseded") for e in p[k]]
    return out + [e for p in parts for c in p["changed"] for e in (*c["old"], *c["new"])]


def _names(data: Any) -> str:
    return json.dumps(data, default=str)


def test_merge_shows_in_every_read_and_split_gives_back_bytes(store: Engine) -> None:
    before = _reads(store)
    assert before["digest"]["signals"] == []  # the story names the other id, not the watched one
    with store.connect() as conn:
        a, b = find_id(conn, "Synthco"), find_id(conn, "Synthco Taiwan")
    with store.begin() as conn:
        merge(conn, a, b, "one synthetic company", "tester")
    merged = _reads(store)
    named = {k: merged[k] for k in ("ring", "ring2", "exposure", "chokepoints", "export")}
    named["search"] = [(r["ref"], r["title"]) for r in merged["search"]["results"]]  # (snippets quote)
    named["changes"] = [e["value"] for e in _events(merged["changes"]) if e["prop"] == "supplier"]
    assert b not in {e["entity_id"] for e in _events(merged["changes"])}
    named["digest"] = [s["entities"] for s in merged["digest"]["signals"]], merged["digest"]["exposure"]
    for key, data in named.items():  # (a story's own text may name it: its title, its summary)
        assert "Synthco Taiwan" not in _names(data), key
    for key in ("ring", "ring2", "exposure", "chokepoints", "concentration", "search", "digest", "export"):
        assert _companies_named(merged[key]) <= {a}, key
    assert merged["exposure"]["n_platforms"] == 2 and merged["exposure"]["n_components"] == 3
    # concentration is of made-in countries: a merge of two companies leaves it as it was
    assert merged["concentration"] == before["concentration"]
    refs = [r["ref"] for r in merged["search"]["results"] if r["kind"] == "Company"]
    assert refs == [a] and merged["search"]["counts"]["Company"] == 1
    assert before["search"]["counts"]["Company"] == 2
    company = merged["company"]
    assert company["merged_ids"] == [b] and len(company["appearances"]) == 3
    (story,) = merged["digest"]["signals"]  # the watched company is named now, through the merge
    assert [e["id"] for e in story["entities"] if e["id"].startswith("company:synthco")] == [a]
    with store.begin() as conn:
        split(conn, a, b, "not after all", "tester")
    assert _json(_reads(store)) == _json(before)


def test_what_was_ingested_while_merged_reads_right_after_the_split(store: Engine) -> None:
    with store.connect() as conn:
        a, b = find_id(conn, "Synthco"), find_id(conn, "Synthco Taiwan")
    with store.begin() as conn:
        merge(conn, a, b, "one synthetic company", "tester")
    # a newer version of the ring, ingested while the two read as one: V2's HBM now Synthco Taiwan
    hbm = ("Synthetic Platform V2", "HBM")
    newer = [r if r[:2] != hbm else (*hbm, "Synthco Taiwan", *r[3:]) for r in ROWS]
    _ingest(store, FILE, _csv(newer), "text/csv")
    with store.connect() as conn:
        got = [(r["component"], r["supplier"]) for r in ring(conn, "Synthetic Platform V2")["rows"]]
        assert got == [("Accelerator", "Synthco"), ("HBM", "Synthco")], got
    with store.begin() as conn:
        split(conn, a, b, "not after all", "tester")
    with store.connect() as conn:
        rows = ring(conn, "Synthetic Platform V2")["rows"]
        assert [(r["component"], r["supplier"]) for r in rows] == [
            ("Accelerator", "Synthco Taiwan"),
            ("HBM", "Synthco Taiwan"),
        ]
        assert entity_pages.company(conn, "synthco_taiwan")["name"] == "Synthco Taiwan"
        assert exposure(conn, "Synthco")["n_platforms"] == 1
        got = changes(conn, "2000-01-01", platform="Synthetic Platform V2")["platforms"][0]
        shown = _names(got)
        assert "Synthco Taiwan" in shown and '"Synthco"' not in shown


def test_platform_merge_reaches_history_and_pages_and_split_restores(store: Engine) -> None:
    def platform_reads() -> dict[str, str]:
        with store.connect() as conn:
            pid = find_id(conn, "Synthetic Platform V1")
            data = {
                "history": history(conn, "Synthetic Platform V1"),
                "facts": platform_facts(conn, pid),
                "documents": platform_documents(conn, pid),
                "changes": changes(conn, "2000-01-01", platform="Synthetic Platform V1"),
            }
        return _json(data)

    before = platform_reads()
    with store.begin() as conn:
        v1, v2 = find_id(conn, "Synthetic Platform V1"), find_id(conn, "Synthetic Platform V2")
        merge(conn, v1, v2, "one synthetic platform", "tester")
    merged = platform_reads()
    events = json.loads(merged["history"])["events"]
    assert {e["entity"] for e in events if e["prop"] == "name"} == {v1, v2}
    assert {e["component"] for e in events if e["value"] == "Othersynth"} == {"HBM"}
    assert len(events) > len(json.loads(before["history"])["events"])
    assert json.loads(merged["changes"])["totals"]["n_new"] > json.loads(before["changes"])["totals"]["n_new"]
    with store.begin() as conn:
        split(conn, v1, v2, "not after all", "tester")
    assert platform_reads() == before
