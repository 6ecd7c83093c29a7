"""A ring as the faces show it, from projection rows: the fields and the records.

Shared by ``analyze.ring`` (SQLAlchemy) and ``analyze.ring_sqlite`` (the CLI's instant
reads on sqlite3), so both hand out the same records. Light on purpose: the record types
are for mypy only, and the schema registry is read when a command asks for the export's
columns.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from chipatlas.analyze.records_ring import PlatformRecord, PlatformSummary, Ring, RingRow

# What a table of ring rows shows; detail, link flag and document sit behind each row's source link.
SHOWN_FIELDS = (
    "component",
    "supplier",
    "role",
    "made_in_country",
    "made_in_site",
    "us_status",
    "evidence",
    "notes",
)
PLATFORM_FIELDS = ("slug", "name", "n_rows", "n_components", "last_verified")


@cache
def export_fields() -> tuple[str, ...]:
    """The export contract's column order, as the schema registry declares it (model/schema.yaml)."""
    from chipatlas.model.schema import SCHEMA

    return tuple(SCHEMA.export("ring").names)


def row_fields() -> tuple[str, ...]:
    """A ring row's fields: the export's, less the platform and the source url."""
    return tuple(f for f in export_fields() if f not in ("platform", "source_url"))


def platform_summary(r: Mapping[Any, Any]) -> PlatformSummary:
    return {
        "slug": r["slug"],
        "name": r["name"],
        "n_rows": r["n_rows"],
        "n_components": r["n_components"],
        "last_verified": r["last_verified"],
    }


def platform_record(r: Mapping[Any, Any]) -> PlatformRecord:
    return {
        "id": r["id"],
        "slug": r["slug"],
        "name": r["name"],
        "n_rows": r["n_rows"],
        "n_components": r["n_components"],
        "last_verified": r["last_verified"],
    }


# A projection row's cells in the export contract's order (model/schema.yaml, less the
# platform): (key shown, projection column). The contract row (API, CLI) is these less the
# source URL, the web row adds it back after the document: tests/test_ring_rows.py holds
# the order equal to the schema's.
ROW_CELLS: tuple[tuple[str, str], ...] = (
    ("component", "component"),
    ("supplier", "supplier"),
    ("supplier_detail", "supplier_detail"),
    ("role", "role"),
    ("made_in_country", "made_in_country"),
    ("made_in_site", "made_in_site"),
    ("us_status", "us_status"),
    ("location_scope", "location_scope"),
    ("location_evidence", "location_evidence"),
    ("evidence", "evidence"),
    ("has_source_link", "has_source_link"),
    ("notes", "notes"),
    ("document", "document_id"),
    ("source_url", "source_url"),
)


def contract_row(r: Mapping[str, Any]) -> RingRow:
    """A stored projection row (``StoredRingRow``) as the data contract's row."""
    row = {key: r[col] for key, col in ROW_CELLS if key != "source_url"}
    row["has_source_link"] = bool(row["has_source_link"])
    return cast("RingRow", row)


def ring_of(p: PlatformRecord, stored: Sequence[Mapping[str, Any]]) -> Ring:
    rows = [contract_row(r) for r in stored]
    return {
        "platform": p["name"],
        "slug": p["slug"],
        "last_verified": p["last_verified"],
        "n_rows": len(rows),
        "n_components": len({r["component"].lower() for r in rows}),
        "rows": rows,
    }
