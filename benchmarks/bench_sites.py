"""Time the site map and exposure by radius on the generated store of 1,000 platforms x 100 rows.

Reuses ``bench_analysis.generate`` (synthetic rows, no sites), then gives every row with a
country one of a few SYNTHETIC made-in site texts of that country (the kinds of text the
bundled rings hold: a park, a city, two places, a place the gazetteer lacks), so the reading
of the text, the pins and the radius search all run. Prints the median of 5 runs of: one
platform's site map (data + SVG), the whole store's site index, one site page, one radius
exposure, and for scale the country exposure the radius one is built on.

    python benchmarks/bench_sites.py [--platforms 1000] [--rows 100]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_analysis import generate
from sqlalchemy import Engine, case, insert, select, update

from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.site_exposure import site_exposure
from chipatlas.analyze.sites import platform_site_map, site_detail, sites_index
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.model.gazetteer import locate, site_id
from chipatlas.model.schema import K, P
from chipatlas.model.statement import make_id
from chipatlas.present.web.charts_sites import site_map
from chipatlas.sources import load_path
from chipatlas.sources.bundled import GAZETTEER, display_name
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import ring_rows, statements

# SYNTHETIC placements: made-in text of the forms the bundled rings use, per country.
SITES = {
    "Taiwan": "Fab 12, Hsinchu Science Park and Tainan",
    "South Korea": "Cheongju, North Chungcheong (synthetic line)",
    "United States": "Phoenix, Arizona",
    "Japan": "Kumamoto",
    "Malaysia": "Penang Science Park",
    "Mexico": "Guadalajara, Jalisco",
    "China": "Synthetic Town (not in the gazetteer)",
}


def _median_ms(run: Callable[[], object]) -> float:
    times = []
    for _ in range(5):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _place_rows(eng: Engine) -> None:
    """The synthetic made-in texts, and what ingest would store for them: the gazetteer's
    Sites, one Production per placed row, and its ``site``/``unplaced`` statements."""
    assert ingest(eng, load_path(GAZETTEER, display_name(GAZETTEER)), IngestOptions()).ok
    whens = [(ring_rows.c.made_in_country == c, s) for c, s in SITES.items()]
    placed = ring_rows.c.made_in_site.is_not(None)
    with eng.begin() as conn:
        conn.execute(update(ring_rows).values(made_in_site=case(*whens, else_=None)))
        conn.execute(
            update(ring_rows).where(placed).values(location_id="production:" + ring_rows.c.supply_id)
        )
        stmts = []
        for loc, site, country in conn.execute(
            select(ring_rows.c.location_id, ring_rows.c.made_in_site, ring_rows.c.made_in_country).where(
                placed
            )
        ):
            where = locate(site, country)
            values = [(P.SITE, site_id(p.slug)) for p in where.places if p.kind != "country"]
            for prop, value in values + [(P.UNPLACED, part) for part in where.unresolved]:
                stmts.append(_statement(loc, prop, value, site))
        for i in range(0, len(stmts), 5000):
            conn.execute(insert(statements), stmts[i : i + 5000])


def _statement(loc: str, prop: str, value: str, quote: str) -> dict[str, object]:
    at = "2026-12-01T00:00:00.000000+00:00"
    return {
        "id": make_id("bench", loc, prop, value)[:40],
        "source_key": "bench:sites",
        "entity_id": loc,
        "schema": K.PRODUCTION,
        "prop": prop,
        "value": value,
        "original_value": quote,
        "document_id": "bench",
        "quote": quote,
        "span_start": 0,
        "span_end": len(quote),
        "evidence": "claimed",
        "source_url": None,
        "first_seen": at,
        "last_seen": at,
        "retired_at": None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--platforms", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        eng = connect(str(Path(tmp) / "bench.db"))
        migrate(eng)
        generate(eng, args.platforms, args.rows)
        _place_rows(eng)
        pid = "platform:synthetic_platform_0007"
        print(f"sites on {args.platforms} platforms x {args.rows} rows (median of 5)")
        with eng.connect() as conn:
            locate.cache_clear()
            cases: dict[str, Callable[[], object]] = {
                "one platform's site map + SVG": lambda: site_map(
                    platform_site_map(conn, pid), "/assets/world.svg"
                ),
                "the whole store's site index": lambda: sites_index(conn),
                "one site page (Hsinchu)": lambda: site_detail(conn, "hsinchu"),
                "exposure 50 km of Hsinchu": lambda: site_exposure(conn, "Hsinchu", 50.0),
                "for scale: exposure Taiwan": lambda: exposure(conn, "Taiwan"),
            }
            for name, run in cases.items():
                print(f"  {name:<32} {_median_ms(run):9.1f} ms")
            print(f"  pins in the whole index: {len(sites_index(conn)['sites'])}")


if __name__ == "__main__":
    main()
