"""The schema registry (model/schema.yaml): it loads, it covers what the store holds, and
ingest refuses what it does not declare."""

from __future__ import annotations

import sqlite3
from functools import partial
from pathlib import Path

import pytest
from scripts.schema_doc import DOC, render
from scripts.schema_json import SOURCE, TARGET
from scripts.schema_json import render as render_json
from sqlalchemy import Engine, select
from tests.cli_support import cli_process

from chipatlas.analyze.entity_pages import entity
from chipatlas.analyze.ring import EXPORT_FIELDS
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.platform_rows import RING_PROPS
from chipatlas.model import schema as registry
from chipatlas.model.schema import ANY, SCHEMA, K, P, SchemaError, parse
from chipatlas.model.units import read_unit
from chipatlas.model.vocab import EVIDENCE_LEVELS, ROLES, US_STATUSES
from chipatlas.sources import load_path
from chipatlas.store import search_index, search_tables
from chipatlas.store.tables import ring_rows

ISSUE_KINDS = (
    "Company",
    "Chip",
    "Platform",
    "Cluster",
    "Site",
    "Country",
    "Document",
    "Signal",
    "Claim",
    "Supply",
    "Ownership",
    "Deployment",
)


run = partial(cli_process, columns=200, timeout=300)  # Rich tables drawn wide; init loads all


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("schema") / "atlas.db"
    out = run(db, "init")
    assert out.returncode == 0, out.stderr
    return db


def _snapshot(db: Path) -> tuple[list[tuple[str, ...]], ...]:
    with sqlite3.connect(db) as conn:
        return tuple(
            sorted(conn.execute(f"SELECT {cols} FROM {table}").fetchall())
            for table, cols in (
                ("statements", "id, value, retired_at, last_seen"),
                ("documents", "id"),
                ("ingests", "id"),
                ("entities", "id, caption"),
                ("ring_rows", "platform_id, supply_id, location_id"),
            )
        )


def test_registry_declares_every_kind_the_issue_names_with_labels_and_captions() -> None:
    for name in ISSUE_KINDS:
        kind = SCHEMA.kind(name)
        assert kind.label and kind.plural and kind.caption
        assert all(c in kind.properties for c in kind.caption)
    assert SCHEMA.kind(K.SUPPLY).property(P.SUPPLIER).range == K.COMPANY
    assert SCHEMA.kind(K.SUPPLY).is_reference(P.PLATFORM)
    assert not SCHEMA.kind(K.SUPPLY).is_reference(P.COMPONENT)
    assert SCHEMA.kind(K.PLATFORM).has("spec.hbm_gb_per_chip")  # a family member
    assert not SCHEMA.kind(K.PLATFORM).has("colour")
    assert {k.name for k in SCHEMA.kinds.values() if k.relation} == {
        "Supply",
        "Production",
        "Ownership",
        "Deployment",
        "CustomerSupply",  # a supply to a customer company with no platform named (docs/review.md)
    }


def test_reference_properties_point_at_declared_kinds_and_enums_match_the_vocabulary() -> None:
    refs = [(k, p) for k in SCHEMA.kinds.values() for p in k.references]
    assert len(refs) >= 15
    for kind, prop in refs:
        assert prop.range == ANY or prop.range in SCHEMA.kinds, f"{kind.name}.{prop.name}"
    assert SCHEMA.kind(K.SUPPLY).property(P.EVIDENCE).values == EVIDENCE_LEVELS
    assert SCHEMA.kind(K.SUPPLY).property(P.ROLE).values == ROLES
    assert SCHEMA.kind(K.PRODUCTION).property(P.US_STATUS).values == US_STATUSES
    units = [p.unit for k in SCHEMA.kinds.values() for p in k.properties.values() if p.unit]
    assert units and all(read_unit(u) is not None for u in units), units


def test_the_name_constants_are_all_declared() -> None:
    kinds = [v for a, v in vars(K).items() if a.isupper()]
    props = {p for k in SCHEMA.kinds.values() for p in k.properties}
    assert set(kinds) == set(SCHEMA.kinds)
    assert all(v in props for a, v in vars(P).items() if a.isupper())


def test_a_broken_schema_file_is_refused_naming_what_is_wrong() -> None:
    base = "types: {entity: {label: E, description: d}, text: {label: T, description: d}}\n"
    bad_range = base + (
        "kinds:\n  A:\n    label: A\n    plural: As\n    id_prefix: a\n    caption: [x]\n"
        "    properties:\n      x: {type: entity, range: Nowhere}\n"
    )
    with pytest.raises(SchemaError, match=r"A\.x points at undeclared kind 'Nowhere'"):
        parse(bad_range)
    bad_type = base + (
        "kinds:\n  A:\n    label: A\n    plural: As\n    id_prefix: a\n    caption: [x]\n"
        "    properties:\n      x: {type: colour}\n"
    )
    with pytest.raises(SchemaError, match=r"A\.x: unknown type 'colour'"):
        parse(bad_type)
    bad_vocabulary = bad_type.replace("{type: colour}", "{type: text, vocabulary: moods}")
    with pytest.raises(SchemaError, match=r"A\.x: unknown vocabulary 'moods'"):
        parse(bad_vocabulary)


@pytest.mark.parametrize(
    ("kind", "prop", "value", "message"),
    [
        ("Platform", "colour", "red", "Platform has no property 'colour'"),
        ("Widget", "name", "x", "unknown entity kind 'Widget'"),
        ("Platform", "chip_tdp_w", "many", "Platform.chip_tdp_w = 'many': not a number"),
        ("Supply", "evidence", "certain", "Supply.evidence = 'certain': not one of confirmed"),
        ("Supply", "supplier", "platform:x", "Supply.supplier = 'platform:x': not the id of a Company"),
        ("Supply", "source_url", "javascript:alert(1)", "not an http(s) address"),
        ("Supply", "has_source_link", "maybe", "not 'true' or 'false'"),
        ("Cluster", "country", "Atlantis", "not a country"),
        ("Signal", "date", "last week", "not an ISO date"),
    ],
)
def test_validate_refuses_a_wrong_value_naming_kind_property_and_value(
    kind: str, prop: str, value: str, message: str
) -> None:
    with pytest.raises(SchemaError) as caught:
        registry.validate(kind, prop, value)
    assert message in str(caught.value)


def test_validate_accepts_the_forms_the_store_holds() -> None:
    for kind, prop, value in (
        ("Platform", "accelerators_per_unit", "72"),
        ("Claim", "value", "2-4"),
        ("Platform", "last_verified", "2026-10"),
        ("Signal", "mentions", "chip:trainium3"),
        ("Production", "made_in_country", "Taiwan"),
        ("Platform", "spec.hbm_gb_per_chip", "288"),
    ):
        registry.validate(kind, prop, value)


def test_every_kind_and_property_in_a_freshly_initialised_store_is_declared(store: Path) -> None:
    with sqlite3.connect(store) as conn:
        rows = conn.execute("SELECT schema, prop, value FROM statements").fetchall()
    assert len(rows) > 4000
    pairs = {(k, p) for k, p, _ in rows}
    assert ("Supply", "supplier") in pairs and ("Production", "made_in_country") in pairs
    for kind, prop, value in rows:
        SCHEMA.validate(kind, prop, value)  # raises, naming the first undeclared one


def test_an_undeclared_property_is_refused_at_ingest_and_the_store_is_unchanged(
    store: Path, tmp_path: Path
) -> None:
    before = _snapshot(store)
    bad = tmp_path / "synthetic_platform.json"
    bad.write_text('{"platform": "Synthetic Schema Test Rack",\n "colour": "red"}\n', encoding="utf-8")
    out = run(store, "ingest", str(bad))
    assert out.returncode != 0
    assert "synthetic_platform.json:2: Platform has no property 'colour'" in out.stdout + out.stderr
    assert _snapshot(store) == before


def test_a_value_of_the_wrong_type_is_refused_at_ingest_and_the_store_is_unchanged(
    store: Path, tmp_path: Path
) -> None:
    before = _snapshot(store)
    bad = tmp_path / "synthetic_ring.csv"
    bad.write_text(
        "platform,component,supplier,evidence,source_url,notes\n"
        "Synthetic Schema Test Rack,Accelerator,Synthetic Chip Co,claimed,https://example.invalid/a,"
        "SYNTHETIC\n"
        "Synthetic Schema Test Rack,HBM,Synthetic Memory Co,claimed,javascript:alert(1),SYNTHETIC\n",
        encoding="utf-8",
    )
    out = run(store, "ingest", str(bad))
    assert out.returncode != 0
    said = out.stdout + out.stderr
    assert "synthetic_ring.csv:3: Supply.source_url = 'javascript:alert(1)': not an http(s) address" in said
    assert _snapshot(store) == before  # the good first row did not land either


def test_ring_rows_and_the_export_take_their_columns_from_the_registry() -> None:
    supply = SCHEMA.kind(K.SUPPLY)
    assert set(RING_PROPS) == {p for p in supply.properties if not supply.is_reference(p)} - {"supplier_gap"}
    assert all(p in ring_rows.c for p in RING_PROPS)
    assert SCHEMA.export("ring").names == EXPORT_FIELDS
    assert EXPORT_FIELDS[0] == "platform" and EXPORT_FIELDS[-1] == "source_url"


def test_the_entity_page_marks_reference_values_for_linking(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.connect() as conn:
        sid = conn.exec_driver_sql(
            "SELECT entity_id FROM statements WHERE schema = 'Production' AND prop = 'source_url' LIMIT 1"
        ).scalar_one()
        page = entity(conn, sid)
    by_prop = {s["prop"]: s for s in page["statements"]}
    assert by_prop["supply"]["is_reference"] and str(by_prop["supply"]["value"]).startswith("supply:")
    # An address has a colon too, but it is not an entity: the page shows it, not a link to it.
    assert not by_prop["source_url"]["is_reference"]


def test_the_committed_schema_doc_is_up_to_date() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), "run scripts/schema_doc.py"
    for name in ISSUE_KINDS:
        assert f"## {name}\n" in DOC.read_text(encoding="utf-8")


def test_ingest_refuses_an_undeclared_value_on_both_backends(engine: Engine, tmp_path: Path) -> None:
    bad = tmp_path / "synthetic_bad_count.json"
    bad.write_text(
        '{"platform": "Synthetic Schema Test Rack",\n "status": "SYNTHETIC",\n'
        ' "accelerators_per_unit": "seventy-two"}\n',
        encoding="utf-8",
    )
    report = ingest(engine, load_path(bad, "synthetic_bad_count.json"), IngestOptions())
    assert report.status == "rejected"
    assert [(n.line, n.message) for n in report.rejected] == [
        (
            3,
            "Platform.accelerators_per_unit = 'seventy-two': not a number (e.g. 72, 1.4 or a range 2-4)"
            " (see docs/schema.md)",
        )
    ]
    with engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT count(*) FROM statements").scalar_one() == 0
        assert conn.exec_driver_sql("SELECT count(*) FROM documents").scalar_one() == 0


def test_the_search_index_reads_the_name_and_text_properties_the_registry_declares(
    bundled_sqlite: Engine,
) -> None:
    with bundled_sqlite.begin() as conn:
        search_index.refresh(conn)
        site = conn.execute(
            select(search_tables.search_index.c.body).where(
                search_tables.search_index.c.ref == "site:aws_us_east_ohio"
            )
        ).scalar_one()
        kinds = {r.kind for r in conn.execute(select(search_tables.search_index.c.kind).distinct())}
    assert "cloud region" in site and "Columbus" in site  # Site.kind and Site.location: text
    assert "company:aws" not in site  # Site.operator is a reference: linked, not searched as text
    assert not kinds & {"Production", "Ownership", "Deployment"}  # relations are not entities


def test_the_json_copy_a_run_reads_is_the_yaml_registry() -> None:
    """model/schema.json (what ``load`` reads, sparing PyYAML's import) equals schema.yaml."""
    import json

    assert TARGET.read_text(encoding="utf-8") == render_json(), "run scripts/schema_json.py"
    assert json.loads(TARGET.read_text(encoding="utf-8")) == registry.read_yaml(SOURCE.read_text())
    assert registry.load() == parse(SOURCE.read_text(encoding="utf-8"))
