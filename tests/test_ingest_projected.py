"""A new ring source's ring rows, built as its statements are written, equal a full rebuild.

SYNTHETIC: every platform, supplier, site and row below is made up for these tests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, select

from chipatlas.ingest import projected
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.rebuild import rebuild
from chipatlas.sources import load_path
from chipatlas.store.tables import aliases, entities, platforms, ring_rows

HEADER = "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,evidence,notes\n"
# SYNTHETIC. Board A's rows come in two runs (B between them); C's are together, with a gap
# row, two place-less rows of one supply, a supplier with its parent in brackets, and two
# places of one supply; D has one row.
RING = HEADER + (
    "Synthetic Board A,Memory,Synthetic Maker One,stack,sole,Japan,Synthetic Site North,claimed,row 1\n"
    "Synthetic Board B,Memory,Synthetic Maker Two,,primary,Malaysia,,reported,row 2\n"
    "Synthetic Board B,Substrate,Synthetic Maker One,,primary,Taiwan,Synthetic Site East,claimed,row 3\n"
    "Synthetic Board A,Substrate,Synthetic Maker Three,,second_source,Taiwan,,claimed,row 4\n"
    "Synthetic Board C,Memory,Synthetic Holding (Synthetic Maker Four),,primary,,,claimed,row 5\n"
    "Synthetic Board C,Memory,Synthetic Holding (Synthetic Maker Four),wide,primary,,,confirmed,row 6\n"
    "Synthetic Board C,Cooling,Not disclosed,,second_source,,,claimed,row 7\n"
    "Synthetic Board C,Cooling,Synthetic Maker Two,,primary,Japan,Synthetic Site North,claimed,row 8\n"
    "Synthetic Board C,Cooling,Synthetic Maker Two,,primary,Mexico,Synthetic Site South,claimed,row 9\n"
    "Synthetic Board D,Power,Synthetic Maker Five,,sole,Vietnam,,claimed,row 10\n"
)
# Another source states a supply of Board D: its rows are read back, not built from the write.
OTHER = HEADER + "Synthetic Board D,Memory,Synthetic Maker Six,,sole,Japan,,claimed,other 1\n"


def _projections(engine: Engine) -> list[list[Any]]:
    with engine.connect() as conn:
        return [sorted(conn.execute(select(t)).all()) for t in (ring_rows, platforms, entities, aliases)]


def _ingest(engine: Engine, path: Path, text: str, key: str) -> None:
    path.write_text(text, encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions(source_key=key))
    assert report.status == "landed", report.lines()


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[set[str]]:
    built: list[set[str]] = []
    finish = projected.Projector.finish

    def spied(self: projected.Projector) -> set[str]:
        built.append(finish(self))
        return built[-1]

    monkeypatch.setattr(projected.Projector, "finish", spied)
    return built


def _rebuilt(engine: Engine) -> list[list[Any]]:
    with engine.begin() as conn:
        rebuild(conn)
    return _projections(engine)


def test_rows_made_as_written_equal_a_rebuild(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = _spy(monkeypatch)
    _ingest(engine, tmp_path / "other.csv", OTHER, "synthetic-other")
    _ingest(engine, tmp_path / "ring.csv", RING, "synthetic-ring")
    # A's two runs and D's other source leave them to the read-back; B and C are built.
    assert built[-1] == {"platform:synthetic_board_b", "platform:synthetic_board_c"}
    got = _projections(engine)
    assert len(got[0]) == 10
    assert _rebuilt(engine) == got
    # The second version of the ring: a row dropped and a site changed. The source is
    # known now, so every platform is read back; the rows still equal a rebuild.
    lines = RING.splitlines()
    second = [
        *lines[:2],
        *lines[3:8],
        lines[8].replace("Synthetic Site North", "Synthetic Site West"),
        *lines[9:],
    ]
    _ingest(engine, tmp_path / "ring.csv", "\n".join(second) + "\n", "synthetic-ring")
    assert len(built) == 2  # the other source, the first version: none for a known source
    again = _projections(engine)
    assert again != got
    assert _rebuilt(engine) == again


def test_a_new_source_grouped_by_platform_is_built_whole(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = _spy(monkeypatch)
    lines = RING.splitlines()[1:]
    grouped = HEADER + "\n".join(sorted(lines, key=lambda line: line.split(",")[0])) + "\n"
    _ingest(engine, tmp_path / "ring.csv", grouped, "synthetic-ring")
    assert len(built[-1]) == 4
    got = _projections(engine)
    assert _rebuilt(engine) == got
