"""Figures read from prose go to review unless their class is measured safe (issue #10).

SYNTHETIC: every sentence and name below is invented for these tests ("Zorvex Semiconductor",
its "Zorvex ZX700" chip, "Quantix Memory"); none is a real company, product or report.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path

import httpx
import pytest
from sqlalchemy import Engine
from tests.cli_support import cli_process
from tests.live_server import live
from tests.writer_support import store_url

from chipatlas.analyze.proposals import pending
from chipatlas.analyze.specs import specs
from chipatlas.errors import InputError
from chipatlas.extract.figure_classes import Family, family, trusted
from chipatlas.ingest import review, review_edit
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows

TOKEN = "synthetic-figure-token"
NAMES = b"name,kind\nZorvex Semiconductor,Company\nQuantix Memory,Company\nZorvex ZX700,Chip\n"
# Synthetic article: a company's quarterly revenue (read by its own clause: a class not measured
# safe) and a chip's compute read through "the device" (chip_focus/spec: measured safe).
ARTICLE = (
    "# Synthetic note: Zorvex results\n\nSynthetic text written for a test, not a real report. "
    "Zorvex Semiconductor reported revenue of $4.2 billion for the quarter. "
    "The Zorvex ZX700 is the company's newest accelerator. The device delivers 2.5 PFLOPS of FP8 compute.\n"
)

# (metric, scope, family): the registry over the readers' metric names (synthetic table).
FAMILIES = [
    ("fp8_flops", "per_chip", Family.SPEC),
    ("hbm_capacity", "per_chip", Family.SPEC),
    ("compute_gain", "", Family.SPEC),
    ("accelerator_count", "per_rack", Family.SPEC),
    ("stack_layers", "per_stack", Family.MEMORY),
    ("pin_speed", "", Family.MEMORY),
    ("hbm_bandwidth", "per_stack", Family.MEMORY),  # one stack's: a memory product's
    ("revenue", "per_quarter", Family.MONEY_RESULT),
    ("net_income_growth", "", Family.MONEY_RESULT),
    ("segment_operating_profit", "", Family.MONEY_RESULT),
    ("unattached.revenue", "", Family.MONEY_RESULT),
    ("revenue_guidance", "per_quarter", Family.MONEY_FORECAST),
    ("eps_estimate", "", Family.MONEY_FORECAST),
    ("market_size", "", Family.MONEY_FORECAST),
    ("share", "", Family.SHARE_PERCENT),
    ("percent", "", Family.SHARE_PERCENT),
    ("node_revenue_share", "", Family.SHARE_PERCENT),
    ("stake", "", Family.SHARE_PERCENT),
    ("cowos_capacity", "per_month", Family.CAPACITY),
    ("capacity", "per_month", Family.CAPACITY),
    ("cowos_demand", "", Family.CAPACITY),
    ("investment", "", Family.OTHER),
    ("share_price_change", "", Family.OTHER),
    ("jobs", "", Family.OTHER),
]


@pytest.mark.parametrize(("metric", "scope", "expected"), FAMILIES)
def test_each_metric_has_its_family(metric: str, scope: str, expected: Family) -> None:
    assert family(metric, scope) == expected


# (basis, metric, scope, stated without review?)
TRUST = [
    ("chip_focus", "fp8_flops", "per_chip", True),  # measured safe (docs/evaluation.md)
    ("chip_focus", "revenue", "", False),  # the same basis, another family: not measured safe
    ("memory_named", "stack_layers", "per_stack", True),
    ("memory_focus", "stack_layers", "per_stack", True),  # the maker carried: 13 right, 0 wrong
    ("memory_focus", "revenue", "", False),  # the same basis, another family
    ("clause", "revenue", "per_quarter", False),
    ("company_focus", "revenue", "per_quarter", False),  # safe on the audit, not on the held-back batch
    ("company_focus", "revenue_guidance", "per_quarter", False),  # its forecasts: not stated
    ("chip_sentence", "fp8_flops", "per_chip", False),  # another clause's chip: not stated
    # the sentence's one name, a forecast: untrusted again (held-back batch 5 stated 1 right, 3 wrong)
    ("sentence", "revenue_guidance", "per_quarter", False),
    ("sentence", "revenue", "per_quarter", False),  # ... its results: not measured safe
    ("table_cell", "revenue", "", True),  # a pipe table's header cell: not prose
    ("", "fp8_flops", "per_chip", False),  # no basis recorded: nothing says it is safe
]


@pytest.mark.parametrize(("basis", "metric", "scope", "stated"), TRUST)
def test_only_measured_classes_are_stated(basis: str, metric: str, scope: str, stated: bool) -> None:
    assert trusted(basis, metric, scope) is stated


def _ingest(engine: Engine) -> list[rows.Proposal]:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    report = ingest(engine, SourceDocument("synthetic/zorvex.md", ARTICLE.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    assert any("1 figure proposed for review (classes clause/money_result 1)" in x for x in report.lines())
    with engine.connect() as conn:
        return rows.listed(conn, None, (), kinds=("figure",))


def _revenue(engine: Engine) -> list[str]:
    with engine.connect() as conn:
        return [r["value"] for r in specs(conn, "Zorvex Semiconductor") if r["metric"] == "revenue"]


def test_an_untrusted_figure_is_proposed_not_stated(engine: Engine) -> None:
    (p,) = _ingest(engine)
    assert (p.kind, p.status, p.subject_id) == ("figure", "proposed", "company:zorvex_semiconductor")
    assert (p.metric, p.value, p.unit, p.scope, p.basis) == (
        "revenue",
        "4200000000",
        "USD",
        "per_quarter",
        "clause",
    )
    assert p.value_text == "$4.2 billion" and ARTICLE[p.span_start : p.span_end] == p.quote
    assert _revenue(engine) == []  # not the company's figure until accepted
    with engine.connect() as conn:  # the trusted class is stated as before
        chip = specs(conn, "Zorvex ZX700")
    assert [(r["metric"], r["value"]) for r in chip] == [("fp8_flops", "2.5e15")] or chip


def test_accept_states_it_and_undo_retires_it(engine: Engine) -> None:
    (p,) = _ingest(engine)
    review.accept(engine, p.id, "synthetic-tester", "checked against the synthetic note")
    assert _revenue(engine) == ["4200000000"]
    with engine.connect() as conn:
        (d,) = rows.decisions(conn, p.id)
    assert (d.decision, d.decided_by, d.reason) == (
        "accept",
        "synthetic-tester",
        "checked against the synthetic note",
    )
    review.undo(engine, p.id, "synthetic-tester")
    assert _revenue(engine) == []
    with engine.connect() as conn:
        assert rows.get(conn, p.id).status == "proposed"


def test_edit_then_accept_and_reject(engine: Engine) -> None:
    (p,) = _ingest(engine)
    with pytest.raises(InputError, match="unit 'parsecs'"):
        review_edit.edit(engine, p.id, "synthetic-tester", unit="parsecs")
    with pytest.raises(InputError, match="only a figure proposal"):
        _other = replace(p, id="0" * 16, kind="supply")
        with engine.begin() as conn:
            rows.add(conn, [_other])
        review_edit.edit(engine, _other.id, "synthetic-tester", metric="revenue")
    review_edit.edit(
        engine,
        p.id,
        "synthetic-tester",
        subject_id="company:quantix_memory",
        metric="revenue",
        value="4.1",
        unit="USD",
    )
    review.accept(engine, p.id, "synthetic-tester")
    with engine.connect() as conn:
        moved = [(r["metric"], r["value"], r["original"]) for r in specs(conn, "Quantix Memory")]
    assert moved == [("revenue", "4.1", "4.1")] and _revenue(engine) == []
    review.undo(engine, p.id, "synthetic-tester")
    review.reject(engine, p.id, "synthetic-tester", "the synthetic note says otherwise")
    with engine.connect() as conn:
        assert rows.get(conn, p.id).status == "rejected"
        assert [x.id for x in pending(conn, None, ("rejected",), kinds=("figure",))] == [p.id]


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_cli_lists_edits_accepts_rejects_and_undoes(kind: str, tmp_path: Path) -> None:
    names, note = tmp_path / "names.csv", tmp_path / "zorvex.md"
    names.write_bytes(NAMES)
    note.write_text(ARTICLE, encoding="utf-8")
    with store_url(kind, tmp_path) as db:
        run = partial(cli_process, db)
        assert run("ingest", str(names)).returncode == 0
        ingested = run("ingest", str(note))
        assert "1 figure proposed for review" in ingested.stdout + ingested.stderr
        (p,) = json.loads(run("review", "--kind", "figure", "--format", "json").stdout)
        assert (p["subject"], p["metric"], p["value_text"], p["basis"]) == (
            "Zorvex Semiconductor",
            "revenue",
            "$4.2 billion",
            "clause",
        )
        assert p["figure_class"] == "clause/money_result" and p["quote"].startswith(
            "Zorvex Semiconductor reported"
        )
        table = run("review", "--kind", "figure").stdout
        assert "Zorvex Semiconductor" in table and "clause" in table
        assert json.loads(run("review", "--kind", "site", "--format", "json").stdout) == []
        edited = run("review", "edit", p["id"], "--subject", "Quantix Memory", "--value", "4.3")
        assert edited.returncode == 0, edited.stderr
        accepted = run("review", "accept", p["id"], "--by", "synthetic-tester")
        assert accepted.returncode == 0 and "Quantix Memory: revenue = 4.3 USD per quarter" in accepted.stdout
        assert run("review", "undo", p["id"]).returncode == 0
        rejected = run("review", "reject", p["id"], "--reason", "synthetic check")
        assert rejected.returncode == 0 and "rejected" in rejected.stdout
        assert "no open figure proposals" in run("review", "--kind", "figure").stdout


@pytest.fixture
def site(engine: Engine) -> Iterator[tuple[str, str]]:
    (p,) = _ingest(engine)
    with live(create_app(engine, token=TOKEN)) as (base, errors):
        yield base, p.id
        assert errors.records == []


def test_api_lists_edits_and_decides_figures(site: tuple[str, str]) -> None:
    base, pid = site
    auth = {"Authorization": f"Bearer {TOKEN}"}
    listed = httpx.get(f"{base}/api/v1/proposals", params={"kind": "figure"}, timeout=30).json()
    (p,) = listed["items"]
    assert (p["id"], p["subject"], p["metric"], p["unit"], p["scope"]) == (
        pid,
        "Zorvex Semiconductor",
        "revenue",
        "USD",
        "per_quarter",
    )
    assert httpx.get(f"{base}/api/v1/proposals", params={"kind": "nope"}, timeout=30).status_code == 400
    edit = f"{base}/api/v1/proposals/{pid}/edit"
    assert httpx.post(edit, json={"metric": "revenue"}, timeout=30).status_code == 401
    bad = httpx.post(edit, json={"unit": "parsecs"}, headers=auth, timeout=30)
    assert bad.status_code == 409
    done = httpx.post(edit, json={"value": "4.4"}, headers=auth, timeout=30)
    assert done.status_code == 200 and done.json()["value"] == "4.4"
    accepted = httpx.post(
        f"{base}/api/v1/proposals/{pid}/accept", json={"by": "synthetic-tester"}, headers=auth, timeout=30
    )
    assert accepted.status_code == 200 and accepted.json()["status"] == "accepted"
    assert [d["decision"] for d in accepted.json()["decisions"]] == ["edit", "accept"]
    undone = httpx.post(f"{base}/api/v1/proposals/{pid}/undo", json={}, headers=auth, timeout=30)
    assert undone.status_code == 200 and undone.json()["status"] == "proposed"
    rejected = httpx.post(
        f"{base}/api/v1/proposals/{pid}/reject", json={"reason": "synthetic"}, headers=auth, timeout=30
    )
    assert rejected.status_code == 200 and rejected.json()["status"] == "rejected"


def test_the_review_page_shows_and_accepts_a_figure(site: tuple[str, str]) -> None:
    base, pid = site
    page = httpx.get(f"{base}/review", timeout=30)
    assert page.status_code == 200
    assert "Figure read from prose" in page.text and "clause/money_result" in page.text
    form = {"proposal": pid, "action": "accept", "token": TOKEN, "back": "/review", "by": "synthetic-tester"}
    done = httpx.post(f"{base}/review", data=form, timeout=30)
    assert done.status_code == 303
    shown = httpx.get(f"{base}/api/v1/proposals/{pid}", timeout=30).json()
    assert shown["status"] == "accepted" and shown["decisions"][0]["decided_by"] == "synthetic-tester"
