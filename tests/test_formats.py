"""The same ring from CSV, TSV, HTML and Markdown; encodings; column synonyms; export round trip.

Rows written here are synthetic test text (company names 'Synthetic ...'), not supplier facts.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from sqlalchemy import Engine
from tests.conftest import SEED_000, load_bundled

from chipatlas.analyze.entities import resolve_name
from chipatlas.analyze.ring import EXPORT_FIELDS, export_rows, ring
from chipatlas.extract.columns import parse_mapping
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.db import connect, migrate

SEED_COLUMNS = ["Component", "Supplier", "Role", "Made in", "US status", "Evidence", "Notes"]
SYNTHETIC = [
    [
        "Accelerator",
        "Synthetic Foundry Ltd.",
        "Sole",
        "Taiwan",
        "Made abroad",
        "Claimed Source",
        "synthetic row",
    ],
    [
        "HBM",
        "Synthetic Memory (SMC)",
        "Primary",
        "South Korea",
        "Made abroad",
        "Claimed",
        "café, naïve — synthetic",
    ],
    ["HBM", "Not disclosed", "Second source", "Not disclosed", "Not disclosed", "Claimed", "synthetic gap"],
]


def _ring(eng: Engine, platform: str) -> list[dict[str, object]]:
    with eng.connect() as conn:
        rows = ring(conn, platform)["rows"]
    return [{k: v for k, v in r.items() if k != "document"} for r in rows]


def _csv_bytes(
    rows: list[list[str]], columns: list[str], delimiter: str = ",", encoding: str = "utf-8"
) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, delimiter=delimiter, lineterminator="\r\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return buf.getvalue().encode(encoding)


def _html(rows: list[list[str]]) -> bytes:
    cells = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>\n" for row in rows)
    head = "".join(f"<th>{c}</th>" for c in SEED_COLUMNS)
    return (
        f"<!doctype html><html><head><title>Synthetic ring</title></head><body>\n<h2>Supplier ring</h2>\n"
        f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{cells}</tbody></table></body></html>"
    ).encode()


def _markdown(rows: list[list[str]]) -> bytes:
    lines = ["| " + " | ".join(SEED_COLUMNS) + " |", "|" + "---|" * len(SEED_COLUMNS)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return ("\n".join(lines) + "\n").encode()


def test_one_ring_from_every_format_and_encoding(sqlite_engine: Engine, tmp_path: Path) -> None:
    variants = {
        "ring.csv": _csv_bytes(SYNTHETIC, SEED_COLUMNS),
        "ring_bom.csv": b"\xef\xbb\xbf" + _csv_bytes(SYNTHETIC, SEED_COLUMNS),
        "ring_latin1.csv": _csv_bytes(
            [[c.replace("—", "-") for c in r] for r in SYNTHETIC], SEED_COLUMNS, encoding="latin-1"
        ),
        "ring.tsv": _csv_bytes(SYNTHETIC, SEED_COLUMNS, delimiter="\t"),
        "ring.html": _html(SYNTHETIC),
        "ring.md": _markdown(SYNTHETIC),
    }
    rings = {}
    for i, (name, data) in enumerate(variants.items()):
        path = tmp_path / name
        path.write_bytes(data)
        platform = f"Synthetic Platform {i}"
        report = ingest(sqlite_engine, load_path(path), IngestOptions(platform=platform))
        assert report.status == "landed", report.lines()
        if name == "ring_bom.csv":
            assert "removed a UTF-8 byte-order mark" in report.notes
        if name == "ring_latin1.csv":
            assert "not valid UTF-8: read as cp1252" in report.notes
        rings[name] = _ring(sqlite_engine, platform)
    reference = rings["ring.csv"]
    assert [r["supplier"] for r in reference] == ["Synthetic Foundry Ltd.", "Synthetic Memory", None]
    with sqlite_engine.connect() as conn:  # the legal suffix is folded when matching names
        assert resolve_name(conn, "Synthetic Foundry")["name"] == "Synthetic Foundry Ltd."
        assert resolve_name(conn, "SMC")["name"] == "Synthetic Memory"
    assert reference[1]["notes"] == "café, naïve — synthetic"
    for name, rows in rings.items():
        if name == "ring_latin1.csv":
            assert rows[1]["notes"] == "café, naïve - synthetic"
            assert [r["supplier"] for r in rows] == ["Synthetic Foundry Ltd.", "Synthetic Memory", None]
            continue
        assert rows == reference, name


def test_synonyms_and_user_mapping(sqlite_engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "vendors.csv"
    path.write_bytes(
        _csv_bytes(
            [["Accelerator", "Synthetic Foundry", "Taiwan", "claimed"]],
            ["Category", "Vendor", "Location", "Confidence"],
        )
    )
    report = ingest(sqlite_engine, load_path(path), IngestOptions(platform="Synthetic Platform S"))
    assert report.status == "landed", report.lines()
    row = _ring(sqlite_engine, "Synthetic Platform S")[0]
    assert (row["component"], row["supplier"], row["made_in_country"], row["evidence"]) == (
        "Accelerator",
        "Synthetic Foundry",
        "Taiwan",
        "claimed",
    )

    odd = tmp_path / "odd.csv"
    odd.write_bytes(_csv_bytes([["HBM", "Synthetic Memory"]], ["Bit", "Fabber"]))
    refused = ingest(sqlite_engine, load_path(odd), IngestOptions(platform="Synthetic Platform M"))
    assert refused.status == "rejected"
    assert "give no component or supplier column" in refused.rejected[0].message
    mapping = parse_mapping(["Bit=component", "Fabber=supplier"])
    mapped = ingest(
        sqlite_engine, load_path(odd), IngestOptions(platform="Synthetic Platform M", mapping=mapping)
    )
    assert mapped.status == "landed", mapped.lines()
    assert _ring(sqlite_engine, "Synthetic Platform M")[0]["supplier"] == "Synthetic Memory"


def test_ring_without_platform_is_refused(sqlite_engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "orphan.csv"
    path.write_bytes(_csv_bytes(SYNTHETIC, SEED_COLUMNS))
    report = ingest(sqlite_engine, load_path(path))
    assert report.status == "rejected"
    assert "pass --platform" in report.rejected[0].message


def test_export_then_import_gives_identical_rings(engine: Engine, tmp_path: Path) -> None:
    load_bundled(engine)
    with engine.connect() as conn:
        rows = export_rows(conn)
        slugs = [p for p in {r["platform"] for r in rows}]
        before = {name: _ring(engine, name) for name in slugs}
    out = tmp_path / "export.csv"
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(EXPORT_FIELDS), lineterminator="\n")
    writer.writeheader()
    for r in rows:
        writer.writerow(
            {
                k: ("true" if v is True else "false" if v is False else "" if v is None else v)
                for k, v in r.items()
            }
        )
    out.write_text(buf.getvalue(), encoding="utf-8")
    fresh = connect(str(tmp_path / "fresh.db"))
    migrate(fresh)
    report = ingest(fresh, load_path(out))
    assert report.status == "landed", report.lines()[:5]
    after = {name: _ring(fresh, name) for name in slugs}
    assert len(before) == 13  # ten bundled platforms, two more Maia generations, seed 000
    assert len(before["Microsoft Maia 200"]) == 7  # GUC once (issue #9)
    assert after == before
    fresh.dispose()


def test_seed_text_with_crlf_and_bom_reads_the_same(sqlite_engine: Engine, tmp_path: Path) -> None:
    data = b"\xef\xbb\xbf" + SEED_000.read_bytes().replace(b"\n", b"\r\n")
    path = tmp_path / "seed_windows.txt"
    path.write_bytes(data)
    report = ingest(sqlite_engine, load_path(path))
    assert report.status == "landed"
    assert len(_ring(sqlite_engine, "aws_trainium3_ultraserver")) == 36


def test_platform_named_by_page_title_or_option(sqlite_engine: Engine, tmp_path: Path) -> None:
    page = tmp_path / "titled.html"
    page.write_bytes(
        _html(SYNTHETIC).replace(b"<h2>Supplier ring</h2>", b"<h2>Supplier ring for Synthetic Rack H</h2>")
    )
    report = ingest(sqlite_engine, load_path(page))
    assert report.status == "landed", report.lines()
    with sqlite_engine.connect() as conn:
        data = ring(conn, "Synthetic Rack H")
    assert (data["platform"], data["n_rows"]) == ("Synthetic Rack H", 3)
    given = tmp_path / "untitled.csv"
    given.write_bytes(_csv_bytes(SYNTHETIC, SEED_COLUMNS))
    assert ingest(sqlite_engine, load_path(given), IngestOptions(platform="Synthetic Rack J")).ok
    with sqlite_engine.connect() as conn:
        assert ring(conn, "synthetic_rack_j")["platform"] == "Synthetic Rack J"
