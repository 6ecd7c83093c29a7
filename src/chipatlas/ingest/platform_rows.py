"""One platform's ring rows, in ring order, from its supplies' and places' ranked props.

Pure: no database. ``projections`` reads the statements and ``projected`` keeps a large
ring's rows as they are written; both build the rows here, so a rebuild and a fresh ingest
lay a ring out alike (the rebuild-from-statements test).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from chipatlas.model.schema import SCHEMA, K, P
from chipatlas.model.vocab import PLANNED_US
from chipatlas.resolve import Resolver
from chipatlas.store.tables import ring_rows

__all__ = ["RING_PROPS", "Ordering", "Place", "platform_rows"]

# Supply properties a ring row copies as they are: its declared values, not its links.
RING_PROPS = tuple(
    p.name for p in SCHEMA.kind(K.SUPPLY).properties.values() if not p.is_reference and p.name in ring_rows.c
)


@dataclass(frozen=True)
class Ordering:
    """What places and names a platform's rows beyond its statements: the sources' first
    ingest (row order), the 'same' judgements and the suppliers' captions."""

    order: dict[str, str]
    resolver: Resolver
    captions: dict[str, str]


def platform_rows(
    pid: str,
    supplies: dict[str, dict[str, list[Any]]],
    where: dict[str, list[str]],
    places: dict[str, dict[str, list[Any]]],
    at: Ordering,
) -> list[dict[str, object]]:
    """One platform's ring rows, in ring order, from its supplies' and places' ranked props."""
    rows = [
        row
        for sid in _shown(supplies, _roles(supplies, where, places))
        for row in _ring_rows(
            pid, sid, supplies[sid], _places(where.get(sid, []), places), at.captions, at.resolver
        )
    ]
    rows.sort(key=lambda r: (at.order.get(str(r["_source"]), ""), r.pop("_start"), r["location_id"]))
    rows = _reviewed_beside(rows)
    for position, row in enumerate(rows):
        row["position"] = position
    return rows


Place = tuple[str, dict[str, list[Any]]]  # a Production entity's id and ranked props


def _places(ids: list[str], places: dict[str, dict[str, list[Any]]]) -> list[Place]:
    """A supply's locations: the platform-specific ones; supplier-level ones only if no other."""
    found = [(i, places[i]) for i in sorted(ids) if i in places]
    specific = [f for f in found if _value(f[1], P.SCOPE) != "supplier_level"]
    return specific or found


def _roles(
    supplies: dict[str, dict[str, list[Any]]],
    where: dict[str, list[str]],
    places: dict[str, dict[str, list[Any]]],
) -> dict[str, str | None]:
    """Each supply's role: stated on the supply, or by the rows of its places (a located row
    keeps its words, the role among them, on its place)."""
    out: dict[str, str | None] = {}
    for sid, props in supplies.items():
        stated = [_value(places.get(loc, {}), P.ROLE) for loc in sorted(where.get(sid, []))]
        out[sid] = _value(props, P.ROLE) or next((r for r in stated if r), None)
    return out


def _shown(supplies: dict[str, dict[str, list[Any]]], roles: dict[str, str | None]) -> list[str]:
    """Supplies in the ring: a gap hides behind a named supplier of the same component
    and role that was learnt after it (the gap stays in history)."""
    named: dict[str, list[tuple[str | None, Any]]] = defaultdict(list)
    for sid, props in supplies.items():
        if props.get(P.SUPPLIER):
            named[str(props[P.COMPONENT][0].value).lower()].append((roles[sid], props))
    shown = []
    for sid, props in supplies.items():
        if props.get(P.SUPPLIER_GAP):
            role = roles[sid]
            later = [
                n
                for n_role, n in named[str(props[P.COMPONENT][0].value).lower()]
                if (role is None or n_role in (None, role)) and _since(n) > _since(props)
            ]
            if later:
                continue
        shown.append(sid)
    return shown


def _since(props: dict[str, list[Any]]) -> str:
    return min(str(r.first_seen) for values in props.values() for r in values)


def _value(props: dict[str, list[Any]], prop: str) -> str | None:
    values = props.get(prop)
    return str(values[0].value) if values else None


def _ring_rows(
    pid: str,
    sid: str,
    props: dict[str, list[Any]],
    locations: list[Place],
    captions: dict[str, str],
    resolver: Resolver,
) -> list[dict[str, object]]:
    """One ring row per place the supply is made, each with its own row's words (one row,
    the supply's, when no place is known)."""
    supplier = _value(props, P.SUPPLIER)
    supplier_id = resolver.canonical(supplier) if supplier else None
    base: dict[str, object] = {
        "platform_id": pid,
        "supply_id": sid,
        "location_id": "",
        "supplier_id": supplier_id,
        "supplier": captions.get(supplier_id, supplier_id) if supplier_id else None,
        "made_in_country": None,
        "made_in_site": None,
        "location_scope": None,
        "location_evidence": None,
        **_anchor(props[P.EVIDENCE][0] if props.get(P.EVIDENCE) else props[P.COMPONENT][0]),
    }
    base |= {prop: _value(props, prop) for prop in RING_PROPS}
    rows = [] if locations and not _current_beside_planned(props, locations) else [dict(base)]
    for loc_id, place in locations:
        row = dict(base) | {
            "location_id": loc_id,
            P.MADE_IN_COUNTRY: _value(place, P.MADE_IN_COUNTRY),
            P.MADE_IN_SITE: _value(place, P.MADE_IN_SITE),
            P.US_STATUS: _value(place, P.US_STATUS) or base[P.US_STATUS],
            "location_scope": _value(place, P.SCOPE),
            "location_evidence": _value(place, P.EVIDENCE),
        }
        general = _value(place, P.SCOPE) == "supplier_level" and props.get(P.EVIDENCE)
        if P.ROW_EVIDENCE in place and not general:
            # The place's own row: its words and its document, none of another row's.
            row |= {prop: _value(place, prop) for prop in _WORDS} | _anchor(place[P.SUPPLY][0])
            row[P.EVIDENCE] = _value(place, P.ROW_EVIDENCE)
            row[P.US_STATUS] = _value(place, P.US_STATUS)
        else:
            # A supplier-level place says where the supplier makes such parts, not who supplies
            # this platform: the row is the supply's own (its words; location_scope and
            # location_evidence mark the place). So is a place stored before places kept their
            # rows' words, or a reviewed proposal's.
            for prop in (P.EVIDENCE, P.NOTES, P.SOURCE_URL):
                if row[prop] is None:
                    row[prop] = _value(place, prop)
            if row[P.HAS_SOURCE_LINK] is None:
                row[P.HAS_SOURCE_LINK] = "true" if row[P.SOURCE_URL] else "false"
        rows.append(row)
    for row in rows:
        row[P.EVIDENCE] = row[P.EVIDENCE] or "claimed"
        row[P.HAS_SOURCE_LINK] = row[P.HAS_SOURCE_LINK] == "true"
    return rows


def _current_beside_planned(props: dict[str, list[Any]], locations: list[Place]) -> bool:
    """A supply stated by a row of its own (its words: no place) whose every place is only
    planned: the supply is current, made where no row says. Its own row stays beside the
    planned places (walk14: Foxconn assembles GB200 racks today, per one row; another row's
    Houston plant is planned; with the planned place alone the supply read as not yet made).
    A row of its own that is itself a plan (no place, US volume planned) adds nothing."""
    own = bool(props.get(P.EVIDENCE)) and _value(props, P.US_STATUS) != PLANNED_US
    return own and all(_value(place, P.US_STATUS) == PLANNED_US for _, place in locations)


# What a place's own row states of its supplier (extract/ring.py writes them on the Production).
_WORDS = (P.SUPPLIER_DETAIL, P.ROLE, P.HAS_SOURCE_LINK, P.NOTES, P.SOURCE_URL)


def _reviewed_beside(rows: list[dict[str, object]]) -> list[dict[str, object]]:
    """The rows in source order, but a row accepted from review (source ``review:<id>``, no
    document order of its own) right after the last row of its component, so an added second
    source reads beside the supplier it joins; one of a component the ring lacks goes last."""
    own: list[dict[str, object]] = []
    reviewed: list[dict[str, object]] = []
    for r in rows:
        (reviewed if str(r.pop("_source")).startswith("review:") else own).append(r)
    for r in reviewed:
        at = max((i for i, o in enumerate(own) if o["component"] == r["component"]), default=len(own) - 1)
        own.insert(at + 1, r)
    return own


def _anchor(head: Any) -> dict[str, object]:
    """The document a row was read from and where in it, which orders the ring."""
    return {"document_id": head.document_id, "_source": head.source_key, "_start": head.span_start}
