"""A ring row is (platform, component, resolved supplier), whatever file, source or name form says it.

Test inputs are edited copies of seed 000 or small CSVs written for these tests (synthetic).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from tests.conftest import SEED_000, load_bundled

from chipatlas.analyze.changes import changes
from chipatlas.analyze.history import history
from chipatlas.analyze.ring import ring
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path

SLUG = "aws_trainium3_ultraserver"
# Other ways of writing suppliers the seed names: a bare alias, a ticker, a legal suffix.
NAME_FORMS = {
    "| Taiwan Union Technology (TUC) |": "| TUC |",
    "| Mai Ke (6831 TT) |": "| 6831 TT |",
    "| Wiwynn |": "| Wiwynn Corporation |",
    "| Astera Labs |": "| Astera Labs, Inc. |",
}


def _ring(eng: Engine, name: str = SLUG) -> dict[str, Any]:
    with eng.connect() as conn:
        return ring(conn, name)


def _keys(data: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(r["component"], r["made_in_site"]) for r in data["rows"]]


def test_name_forms_and_a_short_platform_name_confirm_the_same_rows(engine: Engine, tmp_path: Path) -> None:
    assert ingest(engine, load_path(SEED_000)).status == "landed"
    before = _ring(engine)
    with engine.connect() as conn:
        ids_before = {r["supplier"]: r for r in ring(conn, SLUG)["rows"]}
    text = SEED_000.read_text(encoding="utf-8")
    for old, new in NAME_FORMS.items():
        assert old in text, old
        text = text.replace(old, new)
    copy = tmp_path / "trainium3_ring_other_name_forms.txt"
    copy.write_text(text, encoding="utf-8")
    report = ingest(engine, load_path(copy), IngestOptions(platform="Trainium3 UltraServer"))
    assert report.status == "landed", report.lines()
    assert report.confirmed > 300, report.lines()[:3]
    after = _ring(engine)
    assert (after["n_rows"], after["n_components"]) == (36, 18)
    assert after["platform"] == "AWS Trainium3 UltraServer" == before["platform"]
    assert _keys(after) == _keys(before)
    assert len(ids_before) == len({r["supplier"] for r in after["rows"]})
    with engine.connect() as conn:
        events = history(conn, SLUG)["events"]
    # Every row of the first version is confirmed by the second: seen again, not duplicated.
    supplies = {e["entity"] for e in events if e["entity"].startswith("supply:")}
    assert len(supplies) == 36
    current = [e for e in events if e["status"] == "current" and e["prop"] == "component"]
    assert len(current) == 36 and all(e["last_seen"] > e["first_seen"] for e in current)


def test_a_named_supplier_from_another_source_takes_the_place_of_a_gap(
    engine: Engine, tmp_path: Path
) -> None:
    ingest(engine, load_path(SEED_000))
    gaps = [r for r in _ring(engine)["rows"] if r["component"] == "CPU"]
    assert [r["supplier"] for r in gaps] == [None]
    note = tmp_path / "synthetic_cpu.csv"
    note.write_text(
        "platform,component,supplier,role,evidence,notes\n"
        "AWS Trainium3 UltraServer,CPU,Synthetic Host Chips Co,primary,speculative,"
        "SYNTHETIC test row; not real data\n",
        encoding="utf-8",
    )
    assert ingest(engine, load_path(note)).status == "landed"
    data = _ring(engine)
    cpu = [r for r in data["rows"] if r["component"] == "CPU"]
    assert [(r["supplier"], r["evidence"]) for r in cpu] == [("Synthetic Host Chips Co", "speculative")]
    assert data["n_rows"] == 36
    with engine.connect() as conn:
        events = history(conn, SLUG)["events"]
    assert any(e["prop"] == "supplier_gap" and e["component"] == "CPU" for e in events)  # kept in history


def test_the_same_file_under_two_names_is_one_ring(engine: Engine, tmp_path: Path) -> None:
    rows = (
        "platform,component,supplier,made_in_country,evidence,notes\n"
        "Synthetic Identity Platform,Accelerator,Synthetic Foundry Co,Taiwan,claimed,SYNTHETIC\n"
        "Synthetic Identity Platform,HBM,Synthetic Memory Co,South Korea,claimed,SYNTHETIC\n"
    )
    first, second = tmp_path / "one.csv", tmp_path / "two.csv"
    first.write_text(rows, encoding="utf-8")
    second.write_text(rows.replace("Synthetic Foundry Co,", "Synthetic Foundry Co.,"), encoding="utf-8")
    assert ingest(engine, load_path(first)).status == "landed"
    assert ingest(engine, load_path(second)).status == "landed"
    data = _ring(engine, "Synthetic Identity Platform")
    assert data["n_rows"] == 2


def test_supplier_level_location_gives_the_place_of_the_same_supply(bundled: Engine) -> None:
    """The bundled location rows say where a supplier makes such parts in general."""
    data = _ring(bundled, "Microsoft Maia 200")
    hbm = [r for r in data["rows"] if r["component"] == "HBM"]
    assert len(hbm) == 1
    (row,) = hbm
    assert (row["supplier"], row["role"], row["made_in_country"]) == ("SK hynix", "sole", "South Korea")
    assert (row["location_scope"], row["location_evidence"]) == ("supplier_level", "claimed")
    # A row whose place is stated for the platform itself says so.
    gb200 = _ring(bundled, "nvidia_gb200_nvl72")["rows"]
    phoenix = [r for r in gb200 if r["made_in_site"] == "Phoenix, Arizona"]
    assert [r["location_scope"] for r in phoenix] == ["platform"]


def test_changes_read_a_new_supplier_as_a_change_of_the_component(engine: Engine, tmp_path: Path) -> None:
    ingest(engine, load_path(SEED_000))
    text = SEED_000.read_text(encoding="utf-8").replace(
        "| Rack enclosure | King Slide |", "| Rack enclosure | Synthetic Rails |"
    )
    edited = tmp_path / "trainium3_edited.txt"
    edited.write_text(text, encoding="utf-8")
    since = datetime.now(UTC).isoformat()
    time.sleep(0.01)
    ingest(engine, load_path(edited))
    with engine.connect() as conn:
        (p,) = changes(conn, since, platform=SLUG)["platforms"]
    moved = {(c["component"], c["prop"]): c for c in p["changed"]}
    supplier = moved[("Rack enclosure", "supplier")]
    assert [e["value"] for e in supplier["old"]] == ["King Slide"]
    assert [e["value"] for e in supplier["new"]] == ["Synthetic Rails"]


def test_bundled_rings_export_and_import_row_for_row(engine: Engine, tmp_path: Path) -> None:
    """Covered in full by test_formats; here the supplier-level rows survive the trip too."""
    load_bundled(engine)
    data = _ring(engine, "Microsoft Maia 200")
    assert data["n_rows"] == 7
    assert len({r["supplier"] for r in data["rows"] if r["component"] == "Design partner"}) == 2
