"""A platform's ring filtered, sorted and counted in SQL on the ring projection.

The platform page's filter choices (with their counts), its filtered and sorted rows and
its made-in chart are ``GROUP BY`` / ``WHERE`` / ``ORDER BY`` queries on ``ring_rows``,
served by its primary key (``platform_id`` first), never a Python pass over the ring.
A filter value of ``none`` selects the gaps: nothing stated (NULL or ''), and for the
US status also ``not_disclosed``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast

from sqlalchemy import (
    ColumnElement,
    Connection,
    Select,
    bindparam,
    case,
    func,
    literal_column,
    or_,
    select,
    union_all,
)

from chipatlas.analyze.records_ring import StoredRingRow
from chipatlas.model.countries import lookup
from chipatlas.model.vocab import EVIDENCE_LEVELS, ROLES, US_STATUSES
from chipatlas.store.tables import ring_rows

FILTERS = ("component", "role", "country", "us_status", "evidence")
SORTS = ("component", "supplier", "role", "made_in_country", "us_status", "evidence")
NONE = "none"
_RANKED = {"role": ROLES, "us_status": US_STATUSES, "evidence": EVIDENCE_LEVELS}
_UNRANKED = 99
_EMPTY: ColumnElement[str] = literal_column("''")


class FacetOption(TypedDict):
    value: str
    n: int


class CountryRows(TypedDict):
    country: str
    code: str | None
    n_rows: int
    components: list[str]


class Undisclosed(TypedDict):
    n_rows: int
    components: list[str]


class MadeIn(TypedDict):
    countries: list[CountryRows]
    not_disclosed: Undisclosed


def country_code(name: str | None) -> str | None:
    found = lookup(name) if name else None
    return found.code if found else None


def _column(key: str) -> ColumnElement[str]:
    return cast(ColumnElement[str], ring_rows.c["made_in_country" if key == "country" else key])


def facet_value(key: str) -> ColumnElement[str]:
    """The value a filter compares: 'none' for a gap."""
    col = _column(key)
    # Constants, not parameters: PostgreSQL accepts the expression in GROUP BY only when it
    # is the selected one token for token, and two renderings would number their parameters apart.
    gap = or_(col.is_(None), col == _EMPTY)
    if key == "us_status":
        gap = or_(gap, col == literal_column("'not_disclosed'"))
    return case((gap, literal_column(f"'{NONE}'")), else_=col)


def _options_query() -> Select[str, str, int, int]:
    parts: list[Select[Any, str, int, Any]] = [
        select(
            literal_column(f"'{key}'").label("facet"),
            facet_value(key).label("value"),
            func.count().label("n"),
            func.min(ring_rows.c.position).label("first"),
        )
        .where(ring_rows.c.platform_id == bindparam("platform_id"))
        .group_by(facet_value(key))
        for key in FILTERS
    ]
    # The union's rows are (facet, value, n, first): typed so, not Any (tests/test_typed_records).
    return cast("Select[str, str, int, int]", union_all(*parts))


_OPTIONS = _options_query()  # built once: the page asks it on every request


def options(conn: Connection, platform_id: str) -> dict[str, list[FacetOption]]:
    """Each filter's choices with how many rows have them, in a reader's order: one query,
    a GROUP BY per filter."""
    found: dict[str, list[tuple[str, int, int]]] = {key: [] for key in FILTERS}
    for r in conn.execute(_OPTIONS, {"platform_id": platform_id}):
        found[r.facet].append((r.value, r.n, r.first))
    return {key: [FacetOption(value=v, n=n) for v, n, _ in _ordered(key, found[key])] for key in FILTERS}


def _ordered(key: str, values: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    if key == "component":  # the source's order: where each component first appears
        return sorted(values, key=lambda v: v[2])
    if key in _RANKED:
        order = {v: i for i, v in enumerate(_RANKED[key])}
        return sorted(values, key=lambda v: (order.get(v[0], _UNRANKED), v[0]))
    return sorted(values, key=lambda v: (v[0] == NONE, v[0]))


def _rank(key: str, col: ColumnElement[str]) -> list[ColumnElement[object]]:
    if key in _RANKED:
        whens: list[tuple[ColumnElement[bool], ColumnElement[object]]] = [
            (col == v, literal_column(str(i))) for i, v in enumerate(_RANKED[key])
        ]
        return [
            case(*whens, else_=literal_column(str(len(_RANKED[key]) if key == "evidence" else _UNRANKED)))
        ]
    # Gaps (NULL) after every value, then by name regardless of case.
    return [
        case((col.is_(None), literal_column("1")), else_=literal_column("0")),
        func.lower(func.coalesce(col, "")),
    ]


def rows(
    conn: Connection, platform_id: str, applied: Mapping[str, str], sort: str, descending: bool
) -> list[StoredRingRow]:
    """The rows the filters select, sorted; within equal keys the source's order (its
    component groups, then position) holds in either direction."""
    first = func.min(ring_rows.c.position).over(partition_by=ring_rows.c.component)
    inner = select(ring_rows, first.label("first_of_component")).where(
        ring_rows.c.platform_id == platform_id,
        *[facet_value(k) == v for k, v in applied.items() if k in FILTERS],
    )
    sub = inner.subquery()
    source_order: list[ColumnElement[object]] = [sub.c.first_of_component, sub.c.position]
    if sort == "component":
        order = [c.desc() for c in source_order] if descending else list(source_order)
    else:
        ranks = _rank(sort, sub.c[sort])
        order = [*(r.desc() if descending else r for r in ranks), *source_order]
    result = conn.execute(select(*[sub.c[c.name] for c in ring_rows.c]).order_by(*order))
    keys = list(result.keys())
    return [cast(StoredRingRow, dict(zip(keys, row, strict=True))) for row in result]


def _made_in_query() -> Select[str | None, str, int, int]:
    country = case((ring_rows.c.made_in_country == _EMPTY, None), else_=ring_rows.c.made_in_country)
    return (
        select(
            country.label("country"),
            ring_rows.c.component,
            func.count().label("n"),
            func.min(ring_rows.c.position).label("first"),
        )
        .where(ring_rows.c.platform_id == bindparam("platform_id"))
        .group_by(country, ring_rows.c.component)
    )


_MADE_IN = _made_in_query()


def made_in(conn: Connection, platform_id: str) -> MadeIn:
    """Where the components are made: rows and components per country, and the gaps."""
    per: dict[str, CountryRows] = {}
    gaps: list[tuple[int, str, int]] = []
    for r in sorted(conn.execute(_MADE_IN, {"platform_id": platform_id}), key=lambda r: r.first):
        if r.country is None:
            gaps.append((r.first, r.component, r.n))
            continue
        entry = per.setdefault(
            r.country, CountryRows(country=r.country, code=country_code(r.country), n_rows=0, components=[])
        )
        entry["n_rows"] += r.n
        entry["components"].append(r.component)
    return MadeIn(
        countries=sorted(per.values(), key=lambda e: (-e["n_rows"], e["country"])),
        not_disclosed=Undisclosed(n_rows=sum(n for _, _, n in gaps), components=[c for _, c, _ in gaps]),
    )
