"""A supply made in two places shows each place's own words and source, never another row's.

The small CSVs here are written for these tests (synthetic); the bundled rings are read as shipped.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from sqlalchemy import Engine, select
from tests.conftest import load_bundled

from chipatlas.analyze.pages import ring_sources
from chipatlas.analyze.records_ring import ExportRow, RingRow
from chipatlas.analyze.ring import export_rows, ring
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import load_path
from chipatlas.sources.bundled import DATA
from chipatlas.store.tables import ring_rows

HEADER = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,"
    "us_status,evidence,source_url,notes\n"
)
# Synthetic: one supply (Synthetic Fab, Die) stated for two places and once with no place.
TWO_PLACES = HEADER + (
    "Synthetic Rack T,Die,Synthetic Fab,Makes the dies (synthetic),primary,Taiwan,Hsinchu,,claimed,"
    "https://example.com/a,First synthetic row\n"
    "Synthetic Rack T,Die,Synthetic Fab,Began wafers in Arizona (synthetic),,United States,"
    '"Phoenix, Arizona",some_us_volume,confirmed,https://example.com/b,Second synthetic row\n'
    "Synthetic Rack T,Die,Synthetic Fab,Node named in a place-less row (synthetic),,,,,claimed,"
    "https://example.com/c,Third synthetic row\n"
)
# Synthetic: two supplies each stated in two place-less rows. The Die rows tie (the earlier wins)
# and their values sort apart (ranked apart, each would come from another row); the later Board
# row is confirmed and wins, and the Board rows share their notes (one statement in the store).
TWO_ROWS = HEADER + (
    "Synthetic Rack R,Die,Synthetic Fab,Zeta detail of row one (synthetic),second_source,,,,claimed,"
    "https://example.com/b,Alpha notes of row one (synthetic)\n"
    "Synthetic Rack R,Die,Synthetic Fab,Alpha detail of row two (synthetic),primary,,,,claimed,"
    "https://example.com/a,Zeta notes of row two (synthetic)\n"
    "Synthetic Rack R,Board,Synthetic Maker,Board detail A (synthetic),,,,,claimed,"
    "https://example.com/three,Shared board notes (synthetic)\n"
    "Synthetic Rack R,Board,Synthetic Maker,Board detail B (synthetic),,,,,confirmed,"
    "https://example.com/four,Shared board notes (synthetic)\n"
)
WORDS = ("supplier_detail", "role", "evidence", "notes", "source_url")


def _rows(eng: Engine, name: str) -> list[RingRow]:
    with eng.connect() as conn:
        return ring(conn, name)["rows"]


def test_each_place_keeps_its_own_rows_words(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "two_places.csv"
    path.write_text(TWO_PLACES, encoding="utf-8")
    assert ingest(engine, load_path(path)).ok
    got = [(r["made_in_site"], *(r[w] for w in WORDS[:-1])) for r in _rows(engine, "Synthetic Rack T")]  # type: ignore[literal-required]
    assert got == [
        ("Hsinchu", "Makes the dies (synthetic)", "primary", "claimed", "First synthetic row"),
        (
            "Phoenix, Arizona",
            "Began wafers in Arizona (synthetic)",
            None,
            "confirmed",
            "Second synthetic row",
        ),
    ]
    with engine.connect() as conn:
        urls = [r["source_url"] for r in export_rows(conn) if r["platform"] == "Synthetic Rack T"]
    assert urls == ["https://example.com/a", "https://example.com/b"]


def test_each_place_rows_sources_are_its_own_rows_words(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "two_places.csv"
    path.write_text(TWO_PLACES, encoding="utf-8")
    assert ingest(engine, load_path(path)).ok
    with engine.connect() as conn:
        pid = conn.execute(
            select(ring_rows.c.platform_id).where(ring_rows.c.made_in_site == "Hsinchu")
        ).scalar_one()
        found = ring_sources(conn, pid)
    quotes = sorted(
        (src["notes"]["quote"], src["evidence"]["quote"], src["made_in_site"]["quote"], src["row"]["quote"])
        for src in found.values()
    )
    assert all(q[0] in q[3] and q[2] in q[3] for q in quotes)  # each row's words are in its own line
    # Each place's row links its notes and evidence to its own line, never the other place's.
    assert [q[0] for q in quotes] == ["First synthetic row", "Second synthetic row"]
    assert [q[1] for q in quotes] == ["claimed", "confirmed"]
    assert [q[2] for q in quotes] == ["Hsinchu", "Phoenix, Arizona"]


def test_a_supply_in_two_placeless_rows_shows_one_rows_words(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "two_rows.csv"
    path.write_text(TWO_ROWS, encoding="utf-8")
    assert ingest(engine, load_path(path)).ok
    with engine.connect() as conn:
        shown = [r for r in export_rows(conn) if r["platform"] == "Synthetic Rack R"]
    got = {r["component"]: tuple(r[w] for w in WORDS) for r in shown}  # type: ignore[literal-required]
    assert got == {
        "Die": (
            "Zeta detail of row one (synthetic)",
            "second_source",
            "claimed",
            "Alpha notes of row one (synthetic)",
            "https://example.com/b",
        ),
        "Board": (
            "Board detail B (synthetic)",
            None,
            "confirmed",
            "Shared board notes (synthetic)",
            "https://example.com/four",
        ),
    }


def test_a_newer_source_shows_its_row_alone(engine: Engine, tmp_path: Path) -> None:
    """Synthetic: the newer file states the supply without notes; the older file's notes are
    not shown with the newer file's detail and source (they stay in the store)."""
    old, new = tmp_path / "older.csv", tmp_path / "newer.csv"
    old.write_text(
        HEADER + "Synthetic Rack S,Die,Synthetic Fab,Older detail (synthetic),,,,,claimed,"
        "https://example.com/old,Older notes (synthetic)\n",
        encoding="utf-8",
    )
    new.write_text(
        HEADER + "Synthetic Rack S,Die,Synthetic Fab,Newer detail (synthetic),,,,,claimed,"
        "https://example.com/new,\n",
        encoding="utf-8",
    )
    assert ingest(engine, load_path(old)).ok
    assert ingest(engine, load_path(new)).ok
    with engine.connect() as conn:
        shown = [r for r in export_rows(conn) if r["platform"] == "Synthetic Rack S"]
    got = [tuple(r[w] for w in WORDS) for r in shown]  # type: ignore[literal-required]
    assert got == [("Newer detail (synthetic)", None, "claimed", None, "https://example.com/new")]


def _norm(value: str | None) -> str:
    return (value or "").strip()


def test_every_bundled_ring_row_comes_back_with_its_own_words(engine: Engine) -> None:
    """Every row with a platform place a bundled ring shows is one row of its file, word for word
    (detail, evidence, notes, source, place), and every row of a file that names a place for
    the platform itself is shown on that place with its own words."""
    load_bundled(engine)
    files = sorted((DATA / "rings").glob("*.csv"))
    assert len(files) == 10
    lines = [line for path in files for line in csv.DictReader(io.StringIO(path.read_text(encoding="utf-8")))]
    with engine.connect() as conn:
        exported = [r for r in export_rows(conn) if r["platform"] in {line["platform"] for line in lines}]

    def same(r: ExportRow, line: dict[str, str]) -> bool:
        return (
            r["platform"] == line["platform"]
            and r["component"] == line["component"]
            and _norm(line["supplier_detail"]) in _norm(r["supplier_detail"])
            and r["evidence"] == (line["evidence"] or "claimed")
            and _norm(r["notes"]) == _norm(line["notes"])
            and _norm(r["source_url"]) == _norm(line["source_url"])
            and _norm(r["made_in_site"]) == _norm(line["made_in_site"])
        )

    # Every row shown, placed or not, is one line of its file word for word; a supplier-level
    # place shows its supply's own row (data contract), so its place is not compared.
    for r in exported:
        if r["location_scope"] == "supplier_level":
            r = r | {"made_in_site": None}  # type: ignore[assignment]
        assert [line for line in lines if same(r, line) or same(r, line | {"made_in_site": ""})], r
    placed = [
        line
        for line in lines
        if (line["made_in_country"] or line["made_in_site"]) and "supplier-level" not in line["notes"].lower()
    ]
    for line in placed:
        assert [r for r in exported if same(r, line)], line
    assert len(exported) > 140 and len(placed) >= 16


def test_gb200_tsmc_accelerator_rows_as_the_file_states_them(engine: Engine) -> None:
    load_bundled(engine)
    rows = [r for r in _rows(engine, "Nvidia GB200 NVL72") if r["component"] == "Accelerator"]
    tsmc = {r["made_in_site"]: r for r in rows if r["supplier"] == "TSMC"}
    taiwan, phoenix = tsmc["Hsinchu and Tainan"], tsmc["Phoenix, Arizona"]
    assert taiwan["supplier_detail"] == "Fabricates the Blackwell GPU dies (4NP node)"
    assert (taiwan["evidence"], taiwan["location_evidence"]) == ("claimed", "claimed")
    assert taiwan["notes"] is not None and taiwan["notes"].startswith("General GPU supply-chain explainer")
    assert phoenix["supplier_detail"] == "Began Blackwell wafer production at its Phoenix fabs"
    assert phoenix["evidence"] == "confirmed"
