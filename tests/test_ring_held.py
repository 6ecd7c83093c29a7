"""The ring projection of a new source, built from the statements the write was handed
(ingest/held.py), equals a full rebuild from the stored statements: every read model row,
after each of several ingests (new sources, a second version of one, sources sharing
platforms and supplies), on SQLite and PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from chipatlas.ingest.held import Fact, HeldFacts
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.projections import rebuild_all
from chipatlas.sources import load_path
from chipatlas.store.tables import aliases, entities, platforms, ring_rows

HEADER = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,"
    "us_status,evidence,source_url,notes,location_scope\n"
)
# SYNTHETIC: made-up platforms, suppliers, sites and URLs; no supplier facts.
SOURCE_A = HEADER + (
    "Synthetic Board A,Memory,Synthetic Maker One,stack,sole,Japan,Synthetic Site 1,made_abroad,"
    "claimed,https://example.invalid/a1,placed row,platform\n"
    "Synthetic Board A,Memory,Synthetic Maker One,stack,sole,Taiwan,,made_abroad,"
    "confirmed,https://example.invalid/a2,second place of one supply,\n"
    "Synthetic Board A,Substrate,Synthetic Maker Two,first detail,primary,,,,"
    "claimed,https://example.invalid/a3,place-less row one,\n"
    "Synthetic Board A,Substrate,Synthetic Maker Two,second detail,primary,,,,"
    "confirmed,https://example.invalid/a4,place-less row two,\n"
    "Synthetic Board A,Substrate,Synthetic Maker Two,first detail,primary,,,,"
    "claimed,https://example.invalid/a3,place-less row one,\n"
    "Synthetic Board A,Power,not disclosed,,sole,,,,claimed,,a gap,\n"
    "Synthetic Board B,Memory,Synthetic Maker One,,primary,Malaysia,Synthetic Site 2,some_us_volume,"
    "claimed,https://example.invalid/a5,where the maker builds such parts,supplier_level\n"
    "Synthetic Board B,Assembly,Synthetic Maker Three,,,,,,inferred,,,\n"
)
SOURCE_B = HEADER + (
    "Synthetic Board A,Memory,Synthetic Maker One,stack,sole,Japan,Synthetic Site 1,made_abroad,"
    "committed,https://example.invalid/b1,the same supply from another source,\n"
    "Synthetic Board A,Power,Synthetic Maker Four,,sole,,,,claimed,,named after the gap,\n"
    "Synthetic Board B,Memory,Synthetic Maker One,module,primary,,,,"
    "speculative,https://example.invalid/b2,a place-less row of a located supply,\n"
)
SOURCE_A_V2 = SOURCE_A.replace("place-less row two", "place-less row two changed").replace(
    "Synthetic Board B,Assembly,Synthetic Maker Three,,,,,,inferred,,,\n", ""
)
SOURCE_C = HEADER + (
    "Synthetic Board B,Assembly,Synthetic Maker Three,,,United States,,made_in_us,claimed,,,\n"
    "Synthetic Board C,Memory,Synthetic Maker One,,sole,Japan,,,claimed,,,supplier_level\n"
    "Synthetic Board C,Memory,Synthetic Maker One,,sole,,,,confirmed,https://example.invalid/c1,own row,\n"
)


def _read_models(engine: Engine) -> list[list[object]]:
    with engine.connect() as conn:
        return [sorted(conn.execute(select(t)).all()) for t in (ring_rows, platforms, entities, aliases)]


def _ingest(engine: Engine, tmp_path: Path, name: str, text: str, key: str) -> None:
    path = tmp_path / f"{name}.csv"
    path.write_text(text, encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions(source_key=key))
    assert report.status == "landed", report.lines()[:3]


def test_held_projection_equals_a_rebuild_from_statements(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    held_facts: list[Fact] = []
    real = HeldFacts.facts

    def counted(self: HeldFacts, entity_id: str) -> list[Fact]:
        found = real(self, entity_id)
        held_facts.extend(found)
        return found

    monkeypatch.setattr(HeldFacts, "facts", counted)
    steps = [
        ("a1", SOURCE_A, "synthetic-ring-a", True),
        ("b1", SOURCE_B, "synthetic-ring-b", True),
        ("a2", SOURCE_A_V2, "synthetic-ring-a", False),  # seen before: read back
        ("c1", SOURCE_C, "synthetic-ring-c", True),
    ]
    for name, text, key, new in steps:
        held_facts.clear()
        _ingest(engine, tmp_path, name, text, key)
        assert bool(held_facts) == new and all(f.source_key == key for f in held_facts)
        built = _read_models(engine)
        with engine.begin() as conn:
            rebuild_all(conn)
        assert _read_models(engine) == built, name
    rows = built[0]
    assert len(rows) == 7
    with engine.connect() as conn:
        shown = conn.execute(select(ring_rows.c.platform_id, ring_rows.c.location_scope)).all()
    assert ("platform:synthetic_board_c", "supplier_level") in shown


def test_a_held_duplicate_keeps_the_first_statement(tmp_path: Path) -> None:
    """The same fact twice in one version: the first is stored, so the first is held."""
    from chipatlas.model.statement import Statement

    held = HeldFacts("synthetic-src", "doc", "2026-12-01T00:00:00.000000Z")
    first = Statement("supply:x", "Supply", "notes", "n", "n", "n", 10, 11, "claimed", "https://a.invalid")
    again = Statement("supply:x", "Supply", "notes", "n", "n", "n", 50, 51, "confirmed", None)
    other = Statement("company:y", "Company", "name", "Y", "Y", "Y", 0, 1)
    assert list(held.watch([first, again, other])) == [first, again, other]
    (fact,) = held.facts("supply:x")
    assert (fact.span_start, fact.evidence, fact.source_url) == (10, "claimed", "https://a.invalid")
    assert held.facts("company:y") == []
