"""Ingest of a large ring skips what cannot change: supplies and productions have no names."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import Engine, select

from chipatlas.ingest import projections, ranked
from chipatlas.ingest.name_index import may_be_named
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.projections import rebuild_all
from chipatlas.ingest.rebuild import rebuild
from chipatlas.model.schema import SCHEMA
from chipatlas.sources import load_path
from chipatlas.store.search_tables import search_index
from chipatlas.store.tables import aliases, entities, platforms, ring_rows, statements

# SYNTHETIC: made-up platforms and suppliers, no supplier facts.
RING = (
    "platform,component,supplier,role,made_in_country,evidence\n"
    "Synthetic Board A,Memory,Synthetic Maker One,sole,Japan,claimed\n"
    "Synthetic Board A,Substrate,Synthetic Maker Two,primary,Malaysia,claimed\n"
    "Synthetic Board B,Memory,Synthetic Maker One,primary,Japan,claimed\n"
)


def test_nameless_kinds_are_skipped_and_named_ones_kept() -> None:
    named: dict[str, bool] = {}
    for kind in ("Supply", "Production"):
        assert not any(p in SCHEMA.kind(kind).properties for p in ("name", "alias", "curated_name"))
        assert not may_be_named(f"{SCHEMA.kind(kind).id_prefix}:x", named)
    assert may_be_named("company:synthetic_maker_one", named)
    assert may_be_named("platform:synthetic_board_a", named)
    assert may_be_named("nokind:x", named)  # an unknown prefix is rebuilt, not guessed away


def test_ring_ingest_names_every_company_and_platform_as_a_full_rebuild(
    engine: Engine, tmp_path: Path
) -> None:
    src = tmp_path / "ring.csv"
    src.write_text(RING, encoding="utf-8")
    assert ingest(engine, load_path(src), IngestOptions()).status == "landed"
    with engine.connect() as conn:
        kinds = {r.entity_id.split(":", 1)[0] for r in conn.execute(select(statements.c.entity_id))}
        got = (sorted(conn.execute(select(entities)).all()), sorted(conn.execute(select(aliases)).all()))
    assert {"supply", "company", "platform"} <= kinds
    captions = {r.id: r.caption for r in got[0]}
    assert captions["company:synthetic_maker_one"] == "Synthetic Maker One"
    assert captions["platform:synthetic_board_b"] == "Synthetic Board B"
    assert not [i for i in captions if i.startswith(("supply:", "production:"))]
    with engine.begin() as conn:
        conn.execute(entities.delete())
        conn.execute(aliases.delete())
        rebuild_all(conn)
    with engine.connect() as conn:
        again = (sorted(conn.execute(select(entities)).all()), sorted(conn.execute(select(aliases)).all()))
    assert again == got


def _read_models(engine: Engine) -> list[list[object]]:
    """Every projection row; a ring row's place in its platform is its ``position`` column."""
    with engine.connect() as conn:
        return [sorted(conn.execute(select(t)).all()) for t in (ring_rows, platforms, entities, aliases)]


def test_projections_built_in_small_chunks_equal_one_chunk(
    engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A platform chunk or a ring-row group boundary changes no row of the projections."""
    src = tmp_path / "ring.csv"
    src.write_text(
        RING + "Synthetic Board C,Memory,Synthetic Maker Three,sole,Japan,claimed\n", encoding="utf-8"
    )
    assert ingest(engine, load_path(src), IngestOptions()).status == "landed"
    whole = _read_models(engine)
    assert len(whole[0]) == 4 and len(whole[1]) == 3
    # One platform per chunk, one ring row per group, one entity per name chunk.
    for name in ("_GROUP", "_PLATFORMS"):
        monkeypatch.setattr(projections, name, 1)
    monkeypatch.setattr(ranked, "CHUNK", 1)
    with engine.begin() as conn:
        rebuild_all(conn)
    assert _read_models(engine) == whole


def _search_rows(engine: Engine) -> list[tuple[object, ...]]:
    with engine.connect() as conn:
        cols = (search_index.c.kind, search_index.c.ref, search_index.c.title, search_index.c.body)
        return sorted(tuple(r) for r in conn.execute(select(*cols)))


def test_streamed_versions_leave_the_projections_and_search_of_a_full_rebuild(
    engine: Engine, tmp_path: Path
) -> None:
    """The stream hands on only the ids that may be named: after each version the read
    models and a fresh search index equal a full rebuild from the statements."""
    src = tmp_path / "ring.csv"
    src.write_text(RING, encoding="utf-8")
    assert ingest(engine, load_path(src), IngestOptions()).status == "landed"
    with engine.begin() as conn:
        rebuild(conn, search=True)  # the search index fresh: the next ingest updates it in place
    # A second version: one row dropped, one site and supplier changed, a platform added.
    second = [
        *RING.splitlines()[:2],
        "Synthetic Board B,Memory,Synthetic Maker Three,primary,Japan,claimed",
        "Synthetic Board C,Memory,Synthetic Maker One,sole,Malaysia,claimed",
    ]
    src.write_text("\n".join(second) + "\n", encoding="utf-8")
    assert ingest(engine, load_path(src), IngestOptions()).status == "landed"
    got = (_read_models(engine), _search_rows(engine))
    assert "company:synthetic_maker_three" in {r.id for r in got[0][2]}
    assert any(r[1] == "platform:synthetic_board_c" for r in got[1])
    with engine.begin() as conn:
        rebuild(conn, search=True)
    assert (_read_models(engine), _search_rows(engine)) == got
