"""Time the analyses on a generated store of 1,000 platforms x 100 ring rows (all synthetic).

The store is generated fast by bulk-inserting straight into the projections the analyses
read (``platforms``, ``entities``, ``aliases``, ``ring_rows``) plus a dozen Platform summary
``statements`` per platform for the comparison; nothing goes through ingest. Suppliers are
drawn from a shifted Zipf pool (weight 1/(k+10) over 2,000 companies), so the top company
sits in most rings. Exposure is timed for a median company, the 99th-percentile company and
the top one (the worst case: its result lists thousands of components). Prints the
figures; targets: all chokepoints < 1 s, one company's exposure < 100 ms, a 5-platform
comparison < 200 ms. ``--groups`` adds a stated maker per platform (one of the 50 most-used
suppliers) and puts the 200 most-used suppliers in groups of four under a parent (``parent``
statements), the worst case for the chokepoints' design tier and corporate groups.

    python benchmarks/bench_analysis.py [--platforms 1000] [--rows 100] [--groups] [--db URL]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, func, insert, select

from chipatlas.analyze.chokepoints import chokepoints, kind_counts
from chipatlas.analyze.compare import compare
from chipatlas.analyze.exposure import exposure
from chipatlas.model.names import match_key
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import aliases, entities, platforms, ring_rows, statements

COUNTRIES = [
    "Taiwan",
    "South Korea",
    "United States",
    "Japan",
    "Malaysia",
    "Mexico",
    "Vietnam",
    "China",
    None,
    None,
]
ROLES = ["sole"] + ["primary"] * 10 + ["second_source"] * 6 + [None] * 3
STAMP = "2026-11-01T00:00:00.000000Z"
DOC = "0" * 64


def _sid(*parts: object) -> str:
    return hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()


def _statement(entity: str, schema: str, prop: str, value: str, key: str) -> dict[str, Any]:
    return {
        "id": _sid(entity, prop, value)[:40],
        "source_key": key,
        "entity_id": entity,
        "schema": schema,
        "prop": prop,
        "value": value,
        "original_value": value,
        "document_id": DOC,
        "quote": value,
        "span_start": 0,
        "span_end": 0,
        "evidence": "claimed",
        "source_url": None,
        "first_seen": STAMP,
        "last_seen": STAMP,
        "retired_at": None,
    }


def _groups(n_platforms: int) -> list[dict[str, Any]]:
    """A maker per platform and 50 groups of four companies (``--groups``)."""
    makers = [
        _statement(
            f"platform:synthetic_platform_{p:04d}", "Platform", "maker", _company(p % 50), f"bench:{p}"
        )
        for p in range(n_platforms)
    ]
    parents = [
        _statement(_company(k), "Company", "parent", f"company:synthetic_group_{k // 4:02d}", "bench:groups")
        for k in range(200)
    ]
    return makers + parents


def _company(k: int) -> str:
    return f"company:synthetic_supplier_{k:04d}"


def generate(
    eng: Engine, n_platforms: int, n_rows: int, n_companies: int = 2000, seed: int = 7, groups: bool = False
) -> None:
    rng = random.Random(seed)
    weights = [1 / (k + 10) for k in range(n_companies)]  # shifted Zipf: the top company ~2% of rows
    companies = [f"Synthetic Supplier {k:04d}" for k in range(n_companies)]
    ent = [
        {"id": f"company:synthetic_supplier_{k:04d}", "schema": "Company", "caption": c}
        for k, c in enumerate(companies)
    ]
    al = [
        {"key": match_key(e["caption"]), "entity_id": e["id"], "schema": "Company", "name": e["caption"]}
        for e in ent
    ]
    plats, rows, stmts = [], [], []
    for p in range(n_platforms):
        pid, name = f"platform:synthetic_platform_{p:04d}", f"Synthetic Platform {p:04d}"
        plats.append(
            {
                "id": pid,
                "slug": pid[9:],
                "name": name,
                "last_verified": "2026-10",
                "n_rows": n_rows,
                "n_components": 25,
            }
        )
        ent.append({"id": pid, "schema": "Platform", "caption": name})
        al.append({"key": match_key(name), "entity_id": pid, "schema": "Platform", "name": name})
        picks = rng.choices(range(n_companies), weights, k=n_rows)
        for i, k in enumerate(picks):
            gap = rng.random() < 0.06
            rows.append(
                {
                    "platform_id": pid,
                    "supply_id": f"supply:{_sid(p, i)[:16]}",
                    "position": i,
                    "component": f"Component {i % 25:02d}",
                    "supplier_id": None if gap else ent[k]["id"],
                    "supplier": None if gap else companies[k],
                    "supplier_detail": None,
                    "role": rng.choice(ROLES),
                    "made_in_country": None if gap else rng.choice(COUNTRIES),
                    "made_in_site": None,
                    "us_status": "made_abroad",
                    "evidence": "claimed",
                    "has_source_link": True,
                    "notes": "synthetic benchmark row",
                    "document_id": DOC,
                    "source_url": None,
                }
            )
        summary = {
            "name": name,
            "designer": f"Synthetic Designer {p % 50}",
            "accelerator": f"Chip {p}",
            "accelerators_per_unit": str(rng.choice([8, 64, 72, 144])),
            "power_kw": str(rng.randint(20, 200)),
            "cooling": "Liquid",
            "status": "Synthetic",
            "spec.fp8_pflops_per_chip": str(rng.randint(1, 20)),
            "spec.hbm_gb_per_chip": str(rng.choice([96, 144, 192, 288])),
            "spec.hbm_tbps_per_chip": "8",
            "spec.rack_hbm_tb": "13.4",
            "undisclosed": "host_cpu",
        }
        for prop, value in summary.items():
            stmts.append(_statement(pid, "Platform", prop, value, f"bench:{p}"))
    if groups:
        stmts += _groups(n_platforms)
    with eng.begin() as conn:
        for table, data in (
            (entities, ent),
            (aliases, al),
            (platforms, plats),
            (ring_rows, rows),
            (statements, stmts),
        ):
            for i in range(0, len(data), 5000):
                conn.execute(insert(table), data[i : i + 5000])


def timed(fn: Callable[[], Any], repeat: int = 5) -> tuple[float, float, Any]:
    """(first run, median of the rest) in seconds, and the last result."""
    times, out = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return times[0], statistics.median(times[1:] or times), out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platforms", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=100)
    parser.add_argument("--groups", action="store_true", help="stated makers and corporate groups")
    parser.add_argument("--db", help="SQLAlchemy URL of an EMPTY database (default: a temporary SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        eng = connect(args.db or str(Path(tmp) / "bench.db"))
        migrate(eng)
        start = time.perf_counter()
        generate(eng, args.platforms, args.rows, groups=args.groups)
        print(
            f"generated {args.platforms:,} platforms x {args.rows} rows ({eng.url.get_backend_name()}) "
            f"by bulk insert in {time.perf_counter() - start:.2f} s"
        )
        with eng.connect() as conn:
            n = conn.execute(select(func.count()).select_from(ring_rows)).scalar()
            counts = conn.execute(
                select(ring_rows.c.supplier, func.count().label("n"))
                .where(ring_rows.c.supplier.is_not(None))
                .group_by(ring_rows.c.supplier)
                .order_by(func.count().desc(), ring_rows.c.supplier)
            ).all()
            picks = {"top": counts[0], "p99": counts[len(counts) // 100], "median": counts[len(counts) // 2]}
            names = [
                f"Synthetic Platform {p:04d}" for p in range(0, args.platforms, max(1, args.platforms // 5))
            ][:5]
            checks: list[tuple[str, Callable[[], Any], float, Callable[[Any], str]]] = [
                ("all chokepoints", lambda: chokepoints(conn), 1.0, lambda r: f"{len(r):,} findings"),
                ("chokepoint kind counts", lambda: kind_counts(conn), 1.0, lambda r: str(r)),
            ]
            for which, (company, rows_of) in picks.items():
                checks.append(
                    (
                        f"exposure, {which} company ({rows_of} rows)",
                        partial(exposure, conn, company),
                        0.1,
                        lambda r: f"{r['n_components']:,} components on {r['n_platforms']} platforms",
                    )
                )
            checks.append(
                (
                    "compare 5 platforms",
                    lambda: compare(conn, names),
                    0.2,
                    lambda r: f"{len(r['shared_suppliers'])} shared suppliers",
                )
            )
            print(f"{n:,} ring rows")
            for label, fn, target, describe in checks:
                first, median, out = timed(fn)
                verdict = "ok" if median < target else "OVER TARGET"
                print(
                    f"{label:45s} first {first * 1000:7.1f} ms  median {median * 1000:7.1f} ms  "
                    f"target {target * 1000:5.0f} ms  {verdict}  ({describe(out)})"
                )
        eng.dispose()


if __name__ == "__main__":
    main()
