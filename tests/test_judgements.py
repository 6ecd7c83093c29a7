"""Judgements (merge, split, unsure) read through the view everywhere at once, and re-link.

Every ring row and article here is SYNTHETIC test text made up for these tests: the
platforms and companies ("Synthco", "Zyntrix Labs", ...) do not exist.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, select

from chipatlas.analyze import catalog, entity_pages
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.ring import ring
from chipatlas.analyze.signals import signals
from chipatlas.analyze.view import View, find_id, judgement_rows
from chipatlas.ingest.identity import JudgementError, merge, split, unsure
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.relink import join_named, relink
from chipatlas.present.web.app import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import judgements as log
from chipatlas.store.tables import ring_rows

HEAD = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
)
ROWS = [
    ("Synthetic Platform J1", "Accelerator", "Synthco", "sole", "Taiwan"),
    ("Synthetic Platform J1", "HBM", "Othersynth", "primary", "South Korea"),
    ("Synthetic Platform J1", "Substrate", "Synthco Taiwan", "primary", "Japan"),
    ("Synthetic Platform J2", "Accelerator", "Synthco Taiwan", "sole", "Taiwan"),
    ("Synthetic Platform J2", "HBM", "Othersynth", "primary", "South Korea"),
    ("Synthetic Platform J3", "Accelerator", "Othersynth", "sole", "Taiwan"),
]
ARTICLE = """---
title: Synthetic Test Story About A Packaging Deal
date: 2026-05-06
source: Synthetic Test Wire
---
# Synthetic Test Story About A Packaging Deal

(SYNTHETIC TEST ARTICLE.) Zyntrix Labs said it signed a packaging deal for the next generation.
The company expects volume shipments in the fourth quarter.
"""
TOKEN = "synthetic-test-token"


def _csv(rows: list[tuple[str, str, str, str, str]]) -> bytes:
    body = "".join(
        f"{p},{c},{s},,{r},{m},,made_abroad,claimed,SYNTHETIC test row\n" for p, c, s, r, m in rows
    )
    return (HEAD + body).encode()


@pytest.fixture
def store(engine: Engine) -> Engine:
    report = ingest(
        engine, SourceDocument("synthetic_judgements.csv", _csv(ROWS), "text/csv"), IngestOptions()
    )
    assert report.ok, report.lines()
    return engine


def _snapshot(eng: Engine) -> dict[str, str]:
    """The ring, exposure and company page JSON, as the faces serialise them."""
    with eng.connect() as conn:
        data: dict[str, Any] = {
            "ring": ring(conn, "Synthetic Platform J1"),
            "ring2": ring(conn, "Synthetic Platform J2"),
            "exposure": exposure(conn, "Synthco"),
            "company": entity_pages.company(conn, "synthco"),
            "companies": catalog.list_entities(conn, "Company"),
        }
    return {k: json.dumps(v, sort_keys=True, default=str) for k, v in data.items()}


def _ids(eng: Engine, a: str, b: str) -> tuple[str, str]:
    with eng.connect() as conn:
        return find_id(conn, a), find_id(conn, b)


def test_merge_shows_everywhere_and_split_restores_bytes(store: Engine) -> None:
    before = _snapshot(store)
    a, b = _ids(store, "Synthco", "Synthco Taiwan")
    with store.begin() as conn:
        outcome = merge(conn, a, b, "one synthetic company", "tester")
    assert outcome.ring_rows == 3 and outcome.judgement.judged_by == "tester"
    merged = _snapshot(store)
    for key in ("ring", "ring2", "exposure", "company", "companies"):
        assert merged[key] != before[key], key
    company = json.loads(merged["company"])
    assert company["merged_ids"] == [b] and len(company["appearances"]) == 3
    exposed = json.loads(merged["exposure"])
    assert "Synthetic Platform J2" in merged["exposure"] and exposed["entity_id"] == a
    assert b not in {c["id"] for c in json.loads(merged["companies"])[0]}
    with store.begin() as conn:
        # the split names the two sides as typed, though they read as one now
        split(conn, *(find_id(conn, n) for n in ("Synthco", "Synthco Taiwan")), "not after all", "tester")
    assert _snapshot(store) == before
    with store.connect() as conn:
        rows = judgement_rows(conn, a)
        assert [(j.judgement, j.current) for j in rows] == [("not_same", True), ("same", False)]
        assert rows[1].reason == "one synthetic company" and rows[0].left_name == "Synthco"


def test_not_same_keeps_them_apart_and_force_overrides(store: Engine) -> None:
    a, b = _ids(store, "Synthco", "Synthco Taiwan")
    o = _ids(store, "Othersynth", "Othersynth")[0]
    with store.begin() as conn:
        split(conn, a, b, "look-alikes", "tester")
        merge(conn, b, o, "synthetic", "tester")
    with store.begin() as conn, pytest.raises(JudgementError, match="judged not the same"):
        merge(conn, a, o, None, "tester")  # would join a and b through o
    with store.begin() as conn, pytest.raises(JudgementError, match="--force"):
        merge(conn, a, b, None, "tester")
    with store.begin() as conn, pytest.raises(JudgementError, match="one kind"):
        merge(conn, a, "platform:synthetic_platform_j1", None, "tester")
    with store.begin() as conn:
        split(conn, b, o, None, "tester")
        merge(conn, a, b, "on second thoughts", "tester", force=True)
        unsure(conn, a, o, "maybe", "tester")
    with store.connect() as conn:
        assert View.load(conn).members(b) == [a, b]
        assert [j.judgement for j in log.current(conn)] == ["not_same", "same", "unsure"]
        assert len(log.history(conn)) == 5  # nothing overwritten


def test_platform_merge_moves_rows_and_split_restores(store: Engine) -> None:
    before = _snapshot(store)
    with store.connect() as conn:
        n_before = len(conn.execute(select(ring_rows.c.supply_id)).all())
    with store.begin() as conn:
        merge(conn, "platform:synthetic_platform_j1", "platform:synthetic_platform_j2", None, "tester")
    with store.connect() as conn:
        got = ring(conn, "Synthetic Platform J2")  # the merged-away name finds the merged ring
        assert got["slug"] == "synthetic_platform_j1" and len(got["rows"]) == 5
        assert len(conn.execute(select(ring_rows.c.supply_id)).all()) == n_before
    with store.begin() as conn:
        split(conn, "platform:synthetic_platform_j1", "platform:synthetic_platform_j2", None, "tester")
    assert _snapshot(store) == before


def test_alias_add_then_relink_links_an_earlier_article(store: Engine) -> None:
    doc = SourceDocument("synthetic_story.md", ARTICLE.encode(), "text/markdown")
    assert ingest(store, doc, IngestOptions()).ok
    with store.connect() as conn:
        assert signals(conn, "Synthco") == []
    # later, a ring names the same unknown company: a company of its own
    late = _csv([("Synthetic Platform J3", "Substrate", "Zyntrix Labs", "primary", "Japan")])
    assert ingest(store, SourceDocument("synthetic_late.csv", late, "text/csv"), IngestOptions()).ok
    alias = b"alias,entity,schema\nZyntrix Labs,company:synthco,Company\n"
    options = IngestOptions(source_key="curation:alias:Zyntrix Labs")  # what 'alias add' writes
    report = ingest(store, SourceDocument("cli:alias", alias, "text/csv"), options)
    assert report.ok, report.lines()
    with store.begin() as conn:
        joined = join_named(conn)
        moved = relink(conn)
    assert [(j.entity_id, j.other_id) for j in joined] == [("company:synthco", "company:zyntrix_labs")]
    with store.connect() as conn:
        j3 = ring(conn, "Synthetic Platform J3")["rows"]
        assert [r["supplier"] for r in j3] == ["Othersynth", "Synthco"]
    assert [(m.name, m.entity_id) for m in moved] == [("Zyntrix Labs", "company:synthco")]
    with store.begin() as conn:
        assert relink(conn) == [] and join_named(conn) == []  # idempotent
    with store.connect() as conn:
        (found,) = signals(conn, "Synthco")
        assert found["title"] == "Synthetic Test Story About A Packaging Deal"


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    return subprocess.run(
        [str(Path(sys.executable).with_name("chipatlas")), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_cli_merge_split_judgements(sqlite_engine: Engine, tmp_path: Path) -> None:
    doc = SourceDocument("synthetic_judgements.csv", _csv(ROWS), "text/csv")
    assert ingest(sqlite_engine, doc, IngestOptions()).ok
    db = tmp_path / "store.db"
    exp0 = _cli(db, "exposure", "Synthco", "--format", "json").stdout
    done = _cli(db, "merge", "synthco", "Synthco Taiwan", "--reason", "same", "--by", "ana")
    assert done.returncode == 0 and "merged company:synthco and company:synthco_taiwan" in done.stdout
    assert _cli(db, "split", "Synthco", "Synthco Taiwan").returncode == 0
    assert _cli(db, "exposure", "Synthco", "--format", "json").stdout == exp0
    listed = _cli(db, "judgements", "--entity", "Synthco", "--format", "csv").stdout.splitlines()
    assert listed[0].startswith("id,left_id,right_id,judgement") and ",same," in listed[2]
    assert ",ana," in listed[2] and ",not_same," in listed[1]
    assert json.loads(_cli(db, "relink", "--format", "json").stdout) == {
        "joined": [],
        "mentions": [],
        "candidates": [],
    }
    bad = _cli(db, "merge", "Synthco", "No Such Synthetic Co")
    assert bad.returncode == 1 and "no entity is called 'No Such Synthetic Co'" in bad.stderr
    assert "Traceback" not in bad.stderr


@pytest.fixture
def client(sqlite_engine: Engine) -> Iterator[TestClient]:
    doc = SourceDocument("synthetic_judgements.csv", _csv(ROWS), "text/csv")
    assert ingest(sqlite_engine, doc, IngestOptions()).ok
    with TestClient(create_app(sqlite_engine, token=TOKEN), follow_redirects=False) as c:
        yield c


def test_api_and_review_block(client: TestClient) -> None:
    body = {"left": "Synthco", "right": "Synthco Taiwan", "reason": "synthetic", "by": "web"}
    assert client.post("/api/v1/judgements", json=body).status_code == 401
    auth = {"Authorization": f"Bearer {TOKEN}"}
    got = client.post("/api/v1/judgements", json=body, headers=auth)
    assert got.status_code == 201 and got.json()["judgement"]["judgement"] == "same"
    page = client.get("/companies/synthco_taiwan")
    assert page.status_code == 200 and "Identity review" in page.text and 'name="token"' in page.text
    assert client.get("/companies/synthco.json").json()["judgements"][0]["reason"] == "synthetic"
    gone = client.delete(
        "/api/v1/judgements", params={"left": "Synthco", "right": "Synthco Taiwan"}, headers=auth
    )
    assert gone.status_code == 200 and gone.json()["retracted"] == 1
    form = {"left": "company:synthco", "right": "Othersynth", "judgement": "unsure", "token": TOKEN}
    posted = client.post("/judgements", data={**form, "back": "/companies/synthco"})
    assert posted.status_code == 303 and posted.headers["location"] == "/companies/synthco"
    listed = client.get("/api/v1/judgements", params={"entity": "Othersynth"}).json()["items"]
    assert [j["judgement"] for j in listed] == ["unsure"]
