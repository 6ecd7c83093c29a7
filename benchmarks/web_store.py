"""The synthetic store the web benchmark serves (and its flat copy for Datasette).

SYNTHETIC DATA: ``Synthetic Platform 0042``, ``Synthetic Supplier 0123``...; no name in it
is a real product or company.
"""

from __future__ import annotations

import hashlib
import random
import sqlite3
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
        "r.made_in_site, r.us_status, r.location_scope, r.location_evidence, r.evidence, r.has_source_link, "
        "r.notes, r.document_id, r.position "
        "FROM ring_rows r JOIN platforms p ON p.id = r.platform_id"
    )
    dst.executemany(f"INSERT INTO ring VALUES ({', '.join('?' * (len(FIELDS) + 2))})", rows)
    dst.commit()
    dst.close()
    src.close()
