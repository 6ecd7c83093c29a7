"""Sites as stored entities: the gazetteer loads as Site statements quoting its rows, ring rows
point at them at ingest (with the made-in cell as the quote), places the gazetteer lacks are
reported and kept, and the site map reads the store (SQLite and PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, select, update

from chipatlas.analyze.site_exposure import site_exposure
from chipatlas.analyze.sites import sites_index
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources import load_path
from chipatlas.store.tables import documents, entities, statements

# Synthetic ring (made up for this test): one row at a bundled place, one at a place no
# gazetteer has, one naming both.
RING = """platform,component,supplier,made_in_country,made_in_site,us_status,evidence
Synthetic Rack 1,Accelerator,TSMC,Taiwan,Hsinchu Science Park,made_abroad,claimed
Synthetic Rack 1,Rack integration,Foxconn,United States,Atlantis Works,made_in_us,claimed
Synthetic Rack 1,HBM,SK hynix,South Korea,Cheongju and Atlantis Works,made_abroad,claimed
"""


def _site_statements(conn: object, eid: str) -> dict[str, tuple[str, str, int, int, str]]:
    rows = conn.execute(  # type: ignore[attr-defined]
        select(
            statements.c.prop,
            statements.c.value,
            statements.c.quote,
            statements.c.span_start,
            statements.c.span_end,
            statements.c.document_id,
        ).where(statements.c.entity_id == eid, statements.c.retired_at.is_(None))
    )
    return {r.prop: (r.value, r.quote, r.span_start, r.span_end, r.document_id) for r in rows}


def test_the_gazetteer_rows_are_stored_sites_with_their_point_and_row(bundled: Engine) -> None:
    with bundled.connect() as conn:
        n_sites = conn.execute(select(entities.c.id).where(entities.c.id.like("site:%"))).all()
        tainan = _site_statements(conn, "site:tainan")
        zhunan = _site_statements(conn, "site:zhunan")
        text = conn.execute(select(documents.c.text).where(documents.c.id == tainan["lat"][4])).scalar_one()
    assert len(n_sites) >= 80  # the 80 gazetteer places, plus seed 004's cloud regions
    assert tainan["name"][0] == "Tainan" and tainan["country"][0] == "TW"
    assert (float(tainan["lat"][0]), float(tainan["lon"][0])) == (22.99083, 120.21333)
    value, quote, start, end, _ = tainan["geonames_id"]
    assert value == "1668355" and text[start:end] == quote and quote.startswith("tainan,Tainan,city,TW")
    assert zhunan["point_from"][0] == "toufen" and "adjoining town" in zhunan["note"][0]
    assert zhunan["source_url"][0] == "https://en.wikipedia.org/wiki/Zhunan"


def test_ring_rows_resolve_to_stored_sites_and_unknown_places_are_reported(
    bundled: Engine, tmp_path: Path
) -> None:
    path = tmp_path / "synthetic_ring.csv"
    path.write_text(RING, encoding="utf-8")
    report = ingest(bundled, load_path(path), IngestOptions())
    assert report.ok, report.lines()
    said = [n.message for n in report.checks]
    assert sum("'Atlantis Works' names no place in the gazetteer" in m for m in said) == 2
    with bundled.connect() as conn:
        rows = conn.execute(
            select(statements.c.entity_id, statements.c.prop, statements.c.value, statements.c.quote).where(
                statements.c.prop.in_(("site", "unplaced")), statements.c.source_key.like("%synthetic_ring%")
            )
        ).all()
        index = sites_index(conn)
        near = site_exposure(conn, "Hsinchu Science Park", 10.0)
    found = sorted((r.prop, r.value, r.quote) for r in rows)
    assert found == [
        ("site", "site:cheongju", "Cheongju and Atlantis Works"),
        ("site", "site:hsinchu-science-park", "Hsinchu Science Park"),
        ("unplaced", "Atlantis Works", "Atlantis Works"),
        ("unplaced", "Atlantis Works", "Cheongju and Atlantis Works"),
    ]
    unresolved = {
        (u["component"], tuple(u["unresolved"]), tuple(u["placed_at"])) for u in index["map"]["unresolved"]
    }
    assert unresolved == {
        ("Rack integration", ("Atlantis Works",), ("country-us",)),
        ("HBM", ("Atlantis Works",), ("cheongju",)),
    }
    assert ("synthetic_rack_1", "Accelerator") in {(e["slug"], e["component"]) for e in near["exposures"]}


def test_the_map_reads_the_stored_point_not_the_file(bundled: Engine) -> None:
    # A stored Site whose point a later source moved: the map shows the stored point.
    with bundled.begin() as conn:
        conn.execute(
            update(statements)
            .where(statements.c.entity_id == "site:cheongju", statements.c.prop == "lat")
            .values(value="36.5")
        )
    with bundled.connect() as conn:
        pins = {p["place"]["slug"]: p["place"] for p in sites_index(conn)["map"]["pins"]}
    assert (
        pins["cheongju"]["lat"] == 36.5
        and pins["cheongju"]["source_url"] == "https://www.geonames.org/1845604"
    )


def test_a_ring_without_its_gazetteer_reports_its_places_whole(engine: Engine, tmp_path: Path) -> None:
    # Only the ring, not the gazetteer: the rows point at Sites the store lacks, so the map
    # places them at their countries and lists the text as unresolved (nothing silent).
    path = tmp_path / "synthetic_ring.csv"
    path.write_text(RING, encoding="utf-8")
    assert ingest(engine, load_path(path), IngestOptions()).ok
    with engine.connect() as conn:
        m = sites_index(conn)["map"]
    assert m["n_rows_at_site"] == 0 and m["n_rows_country_only"] == 3
    assert {u["made_in_site"] for u in m["unresolved"]} == {
        "Hsinchu Science Park",
        "Atlantis Works",
        "Cheongju and Atlantis Works",
    }


def test_a_gazetteer_row_at_fault_is_rejected_with_its_line_and_field(engine: Engine, tmp_path: Path) -> None:
    # Synthetic gazetteer (made up for this test): the second place lies north of the pole.
    head = "slug,name,kind,country,region,lat,lon,geonames_id,point_from,aliases,source_url,note\n"
    rows = (
        "testtown,Testtown,city,TW,Test,24.8,121.0,1,,,https://example.org/testtown,\n"
        "polar,Polar,city,TW,Test,95,121.0,2,,,https://example.org/polar,\n"
    )
    path = tmp_path / "synthetic_gazetteer.csv"
    path.write_text(head + rows, encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions())
    assert [(n.line, n.message) for n in report.rejected] == [
        (3, "field 'lat': '95' is not a number between -90 and 90")
    ]


def test_a_place_learnt_after_the_ring_places_its_rows_without_a_reingest(
    bundled: Engine, tmp_path: Path
) -> None:
    ring = tmp_path / "synthetic_ring.csv"
    ring.write_text(RING, encoding="utf-8")
    assert ingest(bundled, load_path(ring), IngestOptions()).ok
    # Synthetic gazetteer (made up for this test): the works the ring named, in the US only.
    places = tmp_path / "synthetic_places.csv"
    places.write_text(
        "slug,name,kind,country,region,lat,lon,geonames_id,point_from,aliases,source_url,note\n"
        "atlantis-works,Atlantis Works,park,US,Test,33.4,-112.0,,,,https://example.org/atlantis,synthetic\n",
        encoding="utf-8",
    )
    with bundled.connect() as conn:
        before = {s["place"]["slug"] for s in sites_index(conn)["sites"]}
    assert ingest(bundled, load_path(places), IngestOptions()).ok
    with bundled.connect() as conn:
        m = sites_index(conn)["map"]
        stored = (
            conn.execute(select(statements.c.value).where(statements.c.prop == "unplaced")).scalars().all()
        )
    pins = {p["place"]["slug"]: p for p in m["pins"]}
    assert "atlantis-works" in pins and "atlantis-works" not in before
    assert pins["atlantis-works"]["place"]["source_url"] == "https://example.org/atlantis"
    # The Korean row's part is not in Korea's pool: it stays unresolved, and said so.
    unresolved = {(u["component"], tuple(u["unresolved"])) for u in m["unresolved"]}
    assert unresolved == {("HBM", ("Atlantis Works",))}
    # Nothing was rewritten: the rows still say what the gazetteer knew when they were read.
    assert sorted(stored) == ["Atlantis Works", "Atlantis Works"]


def test_a_users_reference_tables_do_not_supersede_the_bundled_ones(bundled: Engine, tmp_path: Path) -> None:
    # Synthetic rows (made up for this test) in the bundled tables' own shapes.
    places = tmp_path / "synthetic_places.csv"
    places.write_text(
        "slug,name,kind,country,region,lat,lon,geonames_id,point_from,aliases,source_url,note\n"
        "testtown,Testtown,city,TW,Test,24.8,121.0,,,,https://example.org/testtown,synthetic\n",
        encoding="utf-8",
    )
    names = tmp_path / "synthetic_names.csv"
    names.write_text(
        "id,kind,name,legal_name,short_names,former_names,tickers,local_names,parent,maker,platforms,source_url\n"
        "company:synthetic-widgets,Company,Synthetic Widgets,,,,,,,,,https://example.org/widgets\n",
        encoding="utf-8",
    )
    for path in (places, names):
        report = ingest(bundled, load_path(path), IngestOptions())
        assert report.ok and report.source_key == f"file:{path.resolve()}", report.lines()
    with bundled.connect() as conn:
        retired = conn.execute(
            select(statements.c.source_key).where(statements.c.retired_at.is_not(None)).distinct()
        ).scalars()
        pins = {p["place"]["slug"] for p in sites_index(conn)["map"]["pins"]}
    assert not {"dataset:gazetteer", "dataset:name_knowledge"} & set(retired)
    assert {"cheongju", "hsinchu"} <= pins
