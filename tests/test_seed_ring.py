"""Seed 000, the messy supplier-ring page, read as the page means it (SQLite and PostgreSQL)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import Engine, func, select
from tests.conftest import SEED_000

from chipatlas.analyze.entities import resolve_name
from chipatlas.analyze.ring import ring, us_share
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.report import DocumentReport
from chipatlas.sources import load_path
from chipatlas.store.tables import documents, statements

SLUG = "aws_trainium3_ultraserver"


@pytest.fixture
def seeded(bundled: Engine) -> Engine:
    return bundled


def _rows(eng: Engine) -> list[dict[str, Any]]:
    with eng.connect() as conn:
        return ring(conn, SLUG)["rows"]  # type: ignore[no-any-return]


def _row(eng: Engine, component: str, supplier: str | None) -> dict[str, Any]:
    matches = [r for r in _rows(eng) if r["component"] == component and r["supplier"] == supplier]
    assert len(matches) == 1, matches
    return matches[0]


def test_36_rows_18_components(seeded: Engine) -> None:
    with seeded.connect() as conn:
        data = ring(conn, "AWS Trainium3 UltraServer")
    assert (data["n_rows"], data["n_components"]) == (36, 18)
    assert data["slug"] == SLUG
    assert data["last_verified"] == "2026-10"
    assert len(data["rows"]) == 36


def test_platform_answers_to_name_slug_and_alias(seeded: Engine) -> None:
    with seeded.connect() as conn:
        for name in ("AWS Trainium3 UltraServer", "Trainium3 UltraServer", SLUG, "aws trainium3 ultraserver"):
            assert ring(conn, name)["slug"] == SLUG


def test_shifted_row_realigned(seeded: Engine) -> None:
    foxconn = _row(seeded, "Compute tray ODM", "Foxconn")
    assert foxconn["made_in_country"] is None
    assert foxconn["made_in_site"] is None
    assert foxconn["us_status"] == "not_disclosed"
    assert foxconn["evidence"] == "claimed"
    assert foxconn["has_source_link"] is True
    assert foxconn["notes"] == "CPU tray"


def test_run_together_cells_split(seeded: Engine) -> None:
    tsmc = _row(seeded, "Accelerator", "TSMC")
    assert (tsmc["made_in_country"], tsmc["made_in_site"]) == ("Taiwan", "TSMC Fab 18, Tainan")
    assert (tsmc["role"], tsmc["evidence"], tsmc["us_status"]) == ("sole", "committed", "made_abroad")
    hynix = _row(seeded, "HBM", "SK hynix")
    assert (hynix["made_in_country"], hynix["made_in_site"]) == ("South Korea", "Icheon")
    wiwynn = _row(seeded, "Rack integration", "Wiwynn")
    assert (wiwynn["made_in_country"], wiwynn["made_in_site"]) == ("United States", "Socorro TX")
    annapurna = _row(seeded, "Accelerator", "Annapurna Labs")
    assert annapurna["supplier_detail"] == "Trainium3 design; Alchip back-end design"
    assert annapurna["role"] == "primary"


def test_gaps_are_gaps_not_companies(seeded: Engine) -> None:
    gaps = [(r["component"], r["role"]) for r in _rows(seeded) if r["supplier"] is None]
    assert gaps == [("CPU", "primary"), ("HBM", "second_source"), ("Optical transceivers", "primary")]
    with seeded.connect() as conn, pytest.raises(Exception, match="no entity"):
        resolve_name(conn, "Not disclosed")
    hbm_gap = _row(seeded, "HBM", None)
    assert (hbm_gap["evidence"], hbm_gap["has_source_link"]) == ("claimed", False)


def test_only_rack_integration_has_us_volume(seeded: Engine) -> None:
    us = [(r["component"], r["supplier"]) for r in _rows(seeded) if r["us_status"] == "some_us_volume"]
    assert us == [("Rack integration", "Wiwynn")]
    with seeded.connect() as conn:
        share = us_share(conn, SLUG)
    assert (share["n_components_us_now"], share["n_components"]) == (1, 18)


def test_all_19_shifted_rows_say_not_disclosed(seeded: Engine) -> None:
    assert sum(r["us_status"] == "not_disclosed" for r in _rows(seeded)) == 19


@pytest.mark.parametrize(
    ("alias", "canonical"),
    [
        ("TUC", "Taiwan Union Technology"),
        ("6831 TT", "Mai Ke"),
        ("AVC", "Asia Vital Components"),
        ("USI", "Universal Scientific Industrial"),
        ("AES-KY", "Advanced Energy Solution"),
    ],
)
def test_parenthesised_acronyms_are_aliases(seeded: Engine, alias: str, canonical: str) -> None:
    with seeded.connect() as conn:
        assert resolve_name(conn, alias)["name"] == canonical


def test_owner_in_parentheses_is_parent(seeded: Engine) -> None:
    with seeded.connect() as conn:
        annapurna = resolve_name(conn, "Annapurna Labs")
        assert annapurna["parent"] == "company:amazon"
        assert resolve_name(conn, "Amazon")["kind"] == "Company"


def test_summary_record_and_cluster_link(seeded: Engine) -> None:
    with seeded.connect() as conn:
        rows = conn.execute(
            select(statements.c.prop, statements.c.value, statements.c.original_value).where(
                statements.c.entity_id == f"platform:{SLUG}"
            )
        ).all()
        props = {(r.prop, r.value) for r in rows}
        assert ("accelerators_per_unit", "144") in props
        assert ("undisclosed", "host_cpu") in props
        assert ("undisclosed", "power_kw") in props
        assert not any(r.prop == "host_cpu" for r in rows)
        assert ("cooling", "Mostly air; about 20% liquid") in props
        assert ("last_verified", "2026-10") in props
        assert any(r.prop == "dataset_sources" and "Morgan Stanley" in r.value for r in rows)
        dep = conn.execute(
            select(statements.c.prop, statements.c.value).where(statements.c.schema == "Deployment")
        ).all()
        assert ("cluster", "cluster:project_rainier") in dep
        assert ("platform", "platform:aws_trainium2_ultraserver") in dep


def test_every_statement_quotes_its_document(seeded: Engine) -> None:
    with seeded.connect() as conn:
        text = conn.execute(
            select(documents.c.text).where(documents.c.uri.like("%000_343fc2db982bc969%"))
        ).scalar_one()
        doc_id = conn.execute(
            select(documents.c.id).where(documents.c.uri.like("%000_343fc2db982bc969%"))
        ).scalar_one()
        quoted = conn.execute(
            select(statements.c.quote, statements.c.span_start, statements.c.span_end).where(
                statements.c.document_id == doc_id
            )
        ).all()
    assert len(quoted) > 300
    for q in quoted:
        assert text[q.span_start : q.span_end] == q.quote


def test_report_names_every_repair_and_check(sqlite_engine: Engine) -> None:
    report: DocumentReport = ingest(sqlite_engine, load_path(SEED_000), IngestOptions())
    assert report.status == "landed"
    messages = [n.message for n in report.repairs]
    assert sum("US status cell missing" in m for m in messages) == 19
    assert any("'TaiwanTSMC Fab 18, Tainan'" in m for m in messages)
    assert any("(TUC) as an alias" in m for m in messages)
    assert any("(Amazon) as the owner" in m for m in messages)
    assert any("144 (UltraServer)" in m for m in messages)
    checks = [n.message for n in report.checks]
    assert any("36 rows across 18 components" in c and c.endswith("matches") for c in checks)
    assert any("US-share list names 1 row" in c and c.endswith("matches") for c in checks)


def test_record_mismatch_is_reported(sqlite_engine: Engine, tmp_path: Any) -> None:
    text = SEED_000.read_text(encoding="utf-8").replace(
        "36 rows across 18 components", "37 rows across 18 components"
    )
    edited = tmp_path / "seed_wrong_count.txt"
    edited.write_text(text, encoding="utf-8")
    report = ingest(sqlite_engine, load_path(edited), IngestOptions())
    assert any("MISMATCH" in n.message and "37 rows" in n.message for n in report.checks)


def test_same_supplier_two_sites_stay_two_rows(bundled: Engine) -> None:
    with bundled.connect() as conn:
        rows = ring(conn, "nvidia_gb200_nvl72")["rows"]
        tsmc = [r for r in rows if r["component"] == "Accelerator" and r["supplier"] == "TSMC"]
        assert {r["made_in_country"] for r in tsmc} == {"Taiwan", "United States"}
        before = conn.execute(select(func.count()).select_from(statements)).scalar_one()
    assert len(tsmc) == 2
    path = load_path(SEED_000)
    assert ingest(bundled, path, IngestOptions()).status == "unchanged"
    with bundled.connect() as conn:
        assert conn.execute(select(func.count()).select_from(statements)).scalar_one() == before
        rows = ring(conn, "nvidia_gb200_nvl72")["rows"]
    assert len([r for r in rows if r["component"] == "Accelerator" and r["supplier"] == "TSMC"]) == 2
