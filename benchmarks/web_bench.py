"""Web benchmark: ring JSON and platform HTML over a generated store, and Datasette on the same rows.

SYNTHETIC DATA: the store is generated (``Synthetic Platform 0042``, ``Synthetic
Supplier 0123``...); no name in it is a real product or company.

    /work/.venv/bin/python benchmarks/web_bench.py [--platforms 1000] [--rows 100] [--requests 2000]

It builds a SQLite store of N platforms x M ring rows (documents, statements and the
projections, bulk-inserted), serves it with ``chipatlas``'s app on one uvicorn worker
in a subprocess, and drives it from a load generator in another process (a small
asyncio HTTP/1.1 client over loopback, keep-alive, a bounded number of requests):

- latency: one connection, requests one after another -> p50/p95;
- throughput: several connections at once -> requests/s.

The same ring rows go into a flat SQLite table served by Datasette (subprocess, other
port); its JSON for the same query (one platform's rows) is measured the same way,
and the ratio chipatlas/Datasette in requests/s is printed. Targets: ring JSON p95
under 25 ms and at least 500 requests/s; ratio at least 1.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import multiprocessing as mp
import os
import random
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from chipatlas.analyze.ring import ROW_FIELDS
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import documents, entities, platforms, ring_rows, sources, statements

COMPONENTS = [
    "Accelerator",
    "HBM",
    "Advanced packaging",
    "PCB and substrate",
    "Compute tray ODM",
    "Rack integration",
    "Scale-up switch",
    "Scale-up cabling",
    "Scale-out NIC",
    "Optical transceivers",
    "Power shelf",
    "Coolant distribution unit",
    "Cold plates and manifolds",
    "Quick disconnects",
    "Rack enclosure",
    "Battery backup and capacitors",
    "Rack busbar and power distribution",
    "CPU",
]
COUNTRIES = ["Taiwan", "South Korea", "United States", "Japan", "China", "Malaysia", "Mexico", None]
ROLES = ["sole", "primary", "second_source", None]
US = ["made_abroad", "some_us_volume", "made_in_us", "planned_us_volume", "not_disclosed"]
TS = "2026-11-01T00:00:00.000000Z"
FIELDS = ROW_FIELDS


def _row(rng: random.Random, p: int, i: int) -> dict[str, Any]:
    n_sup = rng.randrange(400)
    return {
        "component": COMPONENTS[i % len(COMPONENTS)]
        + ("" if i < len(COMPONENTS) else f" {i // len(COMPONENTS)}"),
        "supplier": f"Synthetic Supplier {n_sup:04d}",
        "supplier_id": f"company:synthetic_supplier_{n_sup:04d}",
        "role": rng.choice(ROLES),
        "made_in_country": rng.choice(COUNTRIES),
        "us_status": rng.choice(US),
        "evidence": rng.choice(["confirmed", "committed", "claimed", "claimed", "inferred"]),
        "notes": f"SYNTHETIC benchmark row {i} of platform {p}; not real data",
    }


def generate(db: Path, n_platforms: int, n_rows: int) -> list[str]:
    """Bulk-insert documents, statements and projections; returns the platform slugs."""
    eng = connect(str(db))
    migrate(eng)
    rng = random.Random(42)
    slugs = []
    with eng.begin() as conn:
        companies = {}
        for p in range(n_platforms):
            slug, name = f"synthetic_platform_{p:04d}", f"Synthetic Platform {p:04d}"
            pid, key = f"platform:{slug}", f"file:{slug}.csv"
            rows = [_row(rng, p, i) for i in range(n_rows)]
            lines = ["platform,component,supplier,role,made_in_country,us_status,evidence,notes"]
            spans: list[dict[str, tuple[int, int, str]]] = []
            offset = len(lines[0]) + 1
            for r in rows:
                cells = [
                    name,
                    r["component"],
                    r["supplier"],
                    r["role"] or "",
                    r["made_in_country"] or "",
                    r["us_status"],
                    r["evidence"],
                    r["notes"],
                ]
                line = ",".join(cells)
                pos, span = offset, {}
                for prop, cell in zip(
                    (
                        "platform",
                        "component",
                        "supplier",
                        "role",
                        "made_in_country",
                        "us_status",
                        "evidence",
                        "notes",
                    ),
                    cells,
                    strict=True,
                ):
                    span[prop] = (pos, pos + len(cell), cell)
                    pos += len(cell) + 1
                span["platform"] = (offset, offset + len(line), line)
                spans.append(span)
                lines.append(line)
                offset += len(line) + 1
            text = "\n".join(lines) + "\n"
            doc = hashlib.sha256(text.encode()).hexdigest()
            conn.execute(
                insert(documents).values(
                    id=doc,
                    source_key=key,
                    uri=f"synthetic:{slug}.csv",
                    title=None,
                    publisher=None,
                    published=None,
                    media_type="text/csv",
                    encoding="utf-8",
                    size=len(text),
                    text=text,
                    retrieved_at=TS,
                    ingested_at=TS,
                )
            )
            conn.execute(
                insert(sources).values(key=key, latest_document_id=doc, first_ingested=TS, last_ingested=TS)
            )
            st_rows, rr_rows = [], []
            for i, (r, span) in enumerate(zip(rows, spans, strict=True)):
                sid = "supply:" + hashlib.sha1(f"{pid}|{i}".encode()).hexdigest()[:16]
                values = {
                    "platform": pid,
                    "component": r["component"],
                    "supplier": r["supplier_id"],
                    "role": r["role"],
                    "made_in_country": r["made_in_country"],
                    "us_status": r["us_status"],
                    "evidence": r["evidence"],
                    "notes": r["notes"],
                }
                for prop, value in values.items():
                    if value is None:
                        continue
                    a, b, quote = span[prop]
                    st_rows.append(
                        {
                            "id": hashlib.sha1(f"{key}|{sid}|{prop}|{value}".encode()).hexdigest(),
                            "source_key": key,
                            "entity_id": sid,
                            "schema": "Supply",
                            "prop": prop,
                            "value": value,
                            "original_value": quote,
                            "document_id": doc,
                            "quote": quote,
                            "span_start": a,
                            "span_end": b,
                            "evidence": r["evidence"],
                            "source_url": None,
                            "first_seen": TS,
                            "last_seen": TS,
                            "retired_at": None,
                        }
                    )
                companies[r["supplier_id"]] = r["supplier"]
                rr_rows.append(
                    {
                        "platform_id": pid,
                        "supply_id": sid,
                        "position": i,
                        "component": r["component"],
                        "supplier_id": r["supplier_id"],
                        "supplier": r["supplier"],
                        "supplier_detail": None,
                        "role": r["role"],
                        "made_in_country": r["made_in_country"],
                        "made_in_site": None,
                        "us_status": r["us_status"],
                        "evidence": r["evidence"],
                        "has_source_link": False,
                        "notes": r["notes"],
                        "document_id": doc,
                        "source_url": None,
                    }
                )
            a, b = 0, 0
            st_rows.append(
                {
                    "id": hashlib.sha1(f"{key}|{pid}|name".encode()).hexdigest(),
                    "source_key": key,
                    "entity_id": pid,
                    "schema": "Platform",
                    "prop": "name",
                    "value": name,
                    "original_value": name,
                    "document_id": doc,
                    "quote": name,
                    "span_start": a,
                    "span_end": b,
                    "evidence": "claimed",
                    "source_url": None,
                    "first_seen": TS,
                    "last_seen": TS,
                    "retired_at": None,
                }
            )
            conn.execute(insert(statements), st_rows)
            conn.execute(insert(ring_rows), rr_rows)
            conn.execute(
                insert(platforms).values(
                    id=pid,
                    slug=slug,
                    name=name,
                    last_verified="2026-11",
                    n_rows=n_rows,
                    n_components=len({r["component"] for r in rows}),
                )
            )
            conn.execute(insert(entities).values(id=pid, schema="Platform", caption=name))
            slugs.append(slug)
        conn.execute(
            insert(entities), [{"id": k, "schema": "Company", "caption": v} for k, v in companies.items()]
        )
    eng.dispose()
    return slugs


def flat_table(store: Path, flat: Path) -> None:
    """The same ring rows as one flat table, for Datasette."""
    src = sqlite3.connect(store)
    dst = sqlite3.connect(flat)
    dst.execute(
        f"CREATE TABLE ring (platform TEXT, {', '.join(f + ' TEXT' for f in FIELDS)}, position INTEGER)"
    )
    dst.execute("CREATE INDEX ix_ring_platform ON ring(platform, position)")
    rows = src.execute(
        "SELECT p.slug, r.component, r.supplier, r.supplier_detail, r.role, r.made_in_country, "
        "r.made_in_site, r.us_status, r.evidence, r.has_source_link, r.notes, r.document_id, r.position "
        "FROM ring_rows r JOIN platforms p ON p.id = r.platform_id"
    )
    dst.executemany(f"INSERT INTO ring VALUES ({', '.join('?' * (len(FIELDS) + 2))})", rows)
    dst.commit()
    dst.close()
    src.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_up(port: int, path: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
                if s.recv(12).startswith(b"HTTP/1.1 200"):
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit(f"server on port {port} did not come up")


async def _one(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> tuple[float, int]:
    t0 = time.perf_counter()
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length, chunked = 0, False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
        elif name.strip().lower() == b"transfer-encoding" and b"chunked" in value.lower():
            chunked = True
    if chunked:
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    elif length:
        await reader.readexactly(length)
    return time.perf_counter() - t0, status


async def _client(port: int, paths: list[str], lat: list[float]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 24)
    for path in paths:
        dt, status = await _one(reader, writer, path)
        if status != 200:
            raise SystemExit(f"GET {path} -> {status}")
        lat.append(dt)
    writer.close()


async def _load(port: int, paths: list[str], conns: int) -> dict[str, float]:
    lat: list[float] = []
    shares = [paths[i::conns] for i in range(conns)]
    t0 = time.perf_counter()
    await asyncio.gather(*(_client(port, s, lat) for s in shares))
    wall = time.perf_counter() - t0
    lat.sort()
    return {
        "n": len(lat),
        "p50_ms": 1000 * statistics.median(lat),
        "p95_ms": 1000 * lat[int(0.95 * (len(lat) - 1))],
        "rps": len(lat) / wall,
    }


def _measure(port: int, paths: list[str], conns: int, out: Any) -> None:
    try:
        asyncio.run(_load(port, paths[: min(50, len(paths))], 1))  # warm up
        latency = asyncio.run(_load(port, paths, 1))
        throughput = asyncio.run(_load(port, paths, conns))
        out.put({"latency": latency, "throughput": throughput})
    except BaseException as exc:
        out.put({"error": f"{type(exc).__name__}: {exc}"})


def measure(port: int, paths: list[str], conns: int) -> dict[str, dict[str, float]]:
    """Runs the load generator in its own process, so it does not share the server's CPU time or GIL."""
    queue: Any = mp.Queue()
    proc = mp.Process(target=_measure, args=(port, paths, conns, queue))
    proc.start()
    result: dict[str, Any] = queue.get(timeout=900)
    proc.join()
    if "error" in result:
        raise SystemExit(f"load generator failed: {result['error']}")
    return result


def serve(db: str, port: int) -> None:
    import uvicorn

    from chipatlas.present.web import create_app

    uvicorn.run(
        create_app(connect(db)), host="127.0.0.1", port=port, log_level="warning", workers=1, access_log=False
    )


def line(name: str, r: dict[str, dict[str, float]]) -> str:
    lat, thr = r["latency"], r["throughput"]
    return (
        f"{name:<34} p50 {lat['p50_ms']:6.2f} ms  p95 {lat['p95_ms']:6.2f} ms  (1 conn, {lat['n']} req)   "
        f"{thr['rps']:7.0f} req/s  (p95 {thr['p95_ms']:6.2f} ms under load, {int(thr['n'])} req)"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--platforms", type=int, default=1000)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--requests", type=int, default=2000, help="requests per measurement (bounded)")
    ap.add_argument("--connections", type=int, default=8)
    ap.add_argument("--dir", type=Path, default=None, help="keep the generated stores here")
    ap.add_argument("--reuse", action="store_true", help="reuse the stores in --dir if they are there")
    ap.add_argument("--serve", nargs=2, metavar=("DB", "PORT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve:
        serve(args.serve[0], int(args.serve[1]))
        return
    work = args.dir or Path(tempfile.mkdtemp(prefix="chipatlas-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    store, flat = work / "store.db", work / "flat.db"
    t0 = time.perf_counter()
    if args.reuse and store.exists() and flat.exists():
        with sqlite3.connect(store) as db:
            slugs = [r[0] for r in db.execute("SELECT slug FROM platforms ORDER BY slug")]
        print(f"reusing {len(slugs)} synthetic platforms in {work}")
    else:
        for f in (store, flat):
            f.unlink(missing_ok=True)
        slugs = generate(store, args.platforms, args.rows)
        flat_table(store, flat)
        print(
            f"generated {len(slugs)} synthetic platforms x {args.rows} ring rows "
            f"in {time.perf_counter() - t0:.1f} s ({store.stat().st_size / 1e6:.0f} MB store, "
            f"{flat.stat().st_size / 1e6:.0f} MB flat table) in {work}"
        )
    rng = random.Random(7)
    picks = [rng.choice(slugs) for _ in range(args.requests)]
    ours, theirs = free_port(), free_port()
    procs = [
        subprocess.Popen([sys.executable, __file__, "--serve", str(store), str(ours)]),
        subprocess.Popen(
            [
                str(Path(sys.executable).parent / "datasette"),
                "serve",
                str(flat),
                "-h",
                "127.0.0.1",
                "-p",
                str(theirs),
                "--setting",
                "num_sql_threads",
                "3",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        ),
    ]
    try:
        wait_up(ours, f"/api/v1/platforms/{slugs[0]}/ring")
        wait_up(theirs, "/flat/ring.json?_size=1")
        ring = measure(ours, [f"/api/v1/platforms/{s}/ring" for s in picks], args.connections)
        html_paths = [f"/platforms/{s}" for s in picks[: max(200, args.requests // 4)]]
        page = measure(ours, html_paths, args.connections)
        ds_paths = [
            f"/flat/ring.json?platform__exact={s}&_sort=position&_size=max&_shape=objects&_nocount=1"
            for s in picks
        ]
        ds = measure(theirs, ds_paths, args.connections)
    finally:
        for p in procs:
            p.terminate()
            p.wait(timeout=10)
    print(
        f"one uvicorn worker; load generator in a separate process on loopback; "
        f"{args.connections} connections for requests/s; cpu count {os.cpu_count()}"
    )
    print(line("chipatlas ring JSON", ring))
    print(line("chipatlas platform HTML page", page))
    print(line("Datasette JSON (same rows, flat)", ds))
    ratio = ring["throughput"]["rps"] / ds["throughput"]["rps"]
    lat_ratio = ds["latency"]["p50_ms"] / ring["latency"]["p50_ms"]
    print(
        f"ratio chipatlas/Datasette requests/s: {ratio:.2f} (target >= 1); p50 latency Datasette/chipatlas: "
        f"{lat_ratio:.2f}"
    )
    ok = ring["latency"]["p95_ms"] < 25 and ring["throughput"]["rps"] >= 500 and ratio >= 1
    print(
        json.dumps({"ring": ring, "platform_html": page, "datasette": ds, "ratio": ratio, "targets_met": ok})
    )
    print("targets met" if ok else "TARGETS NOT MET")


if __name__ == "__main__":
    main()
