"""What the store knows about one platform beyond its ring: summary, specs, dataset record, clusters.

Every value carries its source (statement, document, quote, evidence); a property the
source says is not disclosed is returned as a gap, never dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection, select

from chipatlas.analyze.provenance import all_current, best_sources_of, captions, name_of, source_of
from chipatlas.analyze.records_pages import ClusterLink, DocumentBrief, FactItem, PlatformFacts
from chipatlas.analyze.records_provenance import Source, StatementRow
from chipatlas.analyze.ring import SHOWN_FIELDS
from chipatlas.analyze.spec_labels import key_label
from chipatlas.analyze.view import View
from chipatlas.model.schema import K, P, is_reference
from chipatlas.store.facts import current
from chipatlas.store.tables import documents, ring_rows, statements

# The seed page's summary rows, in its order; other props follow in the order read.
SUMMARY = (
    ("designer", "Designer"),
    ("accelerator", "Accelerator"),
    ("host_cpu", "Host CPU"),
    ("accelerators_per_unit", "Accelerators per unit"),
    ("scale_up_fabric", "Scale-up fabric"),
    ("scale_out_fabric", "Scale-out fabric"),
    ("cooling", "Cooling"),
    ("power_kw", "Power (kW)"),
    ("status", "Status"),
)
_LABELS = dict(SUMMARY) | {
    "dataset_title": "Dataset",
    "dataset_sources": "Sources",
    "last_verified": "Last verified",
    "chip_tdp_w": "Chip TDP (W)",  # read "Chip tdp w" beside a bare 750
}
LABELLED = frozenset(_LABELS)  # properties with a label of their own ("Power (kW)")
_NOT_SUMMARY = frozenset({"name", "alias", "last_verified", "dataset_title", "dataset_sources", "unit_kind"})


# A spec key's unit and short names as a reader writes them: "spec.micron_hbm4_stack_gb" read
# "Micron hbm4 stack gb" beside a bare 36, a unit nobody could be sure of.
_SPEC_UNITS = {
    "gb": "GB", "tb": "TB", "mb": "MB", "tbps": "TB/s", "pb_s": "PB/s", "w": "W", "kw": "kW",
    "kg": "kg", "tflops": "TFLOPS", "pflops": "PFLOPS", "eflops": "EFLOPS",
}  # fmt: skip
_SPEC_WORDS = {
    "hbm": "HBM", "hbm3e": "HBM3E", "hbm4": "HBM4", "fp4": "FP4", "fp8": "FP8", "bf16": "BF16",
    "sram": "SRAM", "ici": "ICI", "nvlink": "NVLink", "pcie": "PCIe", "tdp": "TDP", "gpu": "GPU",
}  # fmt: skip


def label(prop: str) -> str:
    key = prop.removeprefix("spec.")
    if key in _LABELS:
        return _LABELS[key]
    return spec_key_label(key) if prop.startswith("spec.") else key_label(key)


def spec_key_label(key: str) -> str:
    """'micron_hbm4_stack_gb' -> "Micron HBM4 stack (GB)"; 'chip_power_w_approx' -> "Chip power
    (W, approx.)": the unit named once, in brackets, at the end."""
    words = key.replace("pb_s", "pb/s").split("_")
    units = [_SPEC_UNITS[w.replace("/", "_")] for w in words if w.replace("/", "_") in _SPEC_UNITS]
    approx = "approx" in words
    named = [_SPEC_WORDS.get(w, w) for w in words if w.replace("/", "_") not in _SPEC_UNITS and w != "approx"]
    text = " ".join(named)
    text = text[:1].upper() + text[1:]
    inside = ", ".join([*units[:1], *(["approx."] if approx else [])])
    return f"{text} ({inside})" if inside else text


def _item(prop: str, values: list[StatementRow] | None, gap: StatementRow | None) -> FactItem:
    if values:
        return {
            "prop": prop,
            "label": label(prop),
            "value": str(values[0]["value"]),
            "text": str(values[0]["original_value"]),
            "gap": False,
            "source": source_of(values[0]),
            "n_sources": len(values),
        }
    return {
        "prop": prop,
        "label": label(prop),
        "value": None,
        "text": "Not disclosed",
        "gap": True,
        "source": source_of(gap) if gap else None,
        "n_sources": 1 if gap else 0,
    }


def _merged_props(conn: Connection, members: list[str]) -> dict[str, list[StatementRow]]:
    """prop -> current statements of every member of a merged entity, canonical id first."""
    if len(members) == 1:
        return all_current(conn, members[0])
    found = current(conn, members)
    out: dict[str, list[StatementRow]] = {}
    for m in members:
        for prop, values in found.get(m, {}).items():
            out.setdefault(prop, []).extend(values)
    return out


def _name_references(conn: Connection, items: list[FactItem]) -> None:
    """A summary value that is an entity id (the maker) reads as the entity's name, with its id."""
    refs = [i for i in items if not i["gap"] and is_reference(K.PLATFORM, i["prop"])]
    names = captions(conn, [str(i["value"]) for i in refs])
    for item in refs:
        value = str(item["value"])
        item["ref"] = value
        item["value"] = name_of(names, value, value)


def platform_facts(conn: Connection, platform_id: str) -> PlatformFacts:
    """Summary rows (seed order, gaps kept), specs, dataset record and names of a platform."""
    props = _merged_props(conn, View.load(conn).members(platform_id))
    gaps = {str(s["value"]): s for s in props.get("undisclosed", [])}
    summary: list[FactItem] = []
    specs: list[FactItem] = []
    for prop, _ in SUMMARY:
        if prop in props or prop in gaps:
            summary.append(_item(prop, props.get(prop), gaps.get(prop)))
    shown = {p for p, _ in SUMMARY}
    for prop in sorted({*props, *gaps} - shown - _NOT_SUMMARY - {"undisclosed"}):
        target = specs if prop.startswith("spec.") else summary
        target.append(_item(prop, props.get(prop), gaps.get(prop)))
    _name_references(conn, summary)
    unit = props.get("unit_kind")
    for item in summary:
        if item["prop"] == "accelerators_per_unit" and unit and not item["gap"]:
            item["unit_kind"] = str(unit[0]["value"])
    record = None
    if "dataset_title" in props or "last_verified" in props:
        record = {
            p: _item(p, props.get(p), None) for p in ("dataset_title", "dataset_sources", "last_verified")
        }
    return {
        "summary": summary,
        "specs": specs,
        "record": record,
        "aliases": sorted({str(s["value"]) for s in props.get("alias", [])}),
    }


_PLACE_FIELDS = ("made_in_country", "made_in_site", "us_status")
# A place's own row keeps its words on the Production (ingest/projections.py): their sources too.
_ROW_WORDS = ("role", "notes", "source_url")
_FILLED = ("evidence", "notes", "source_url")  # what a supply-level row takes from its place if unstated
# every prop a ring row's sources read
_SOURCE_PROPS = (*SHOWN_FIELDS, *_ROW_WORDS, "supplier_gap", "platform", "row_evidence", "scope")


def ring_sources(
    conn: Connection, platform_id: str, keys: list[tuple[str, str]] | None = None
) -> dict[tuple[str, str], dict[str, Source]]:
    """(supply id, place id) -> prop -> source, for every value of a platform's ring rows ('row' is
    the whole row), or of the rows ``keys`` names. Each value's source is the statement the ring
    row shows, chosen as the projection chose it: where it is made from the place, and a place's
    own table row's words (role, notes, evidence, its row) from that row."""
    query = select(ring_rows.c.supply_id, ring_rows.c.location_id, ring_rows.c.location_scope).where(
        ring_rows.c.platform_id == platform_id
    )
    scopes = {(r.supply_id, r.location_id): r.location_scope for r in conn.execute(query)}
    return shown_sources(conn, scopes if keys is None else {k: scopes.get(k) for k in keys})


def shown_sources(
    conn: Connection, scopes: Mapping[tuple[str, str], str | None]
) -> dict[tuple[str, str], dict[str, Source]]:
    """``ring_sources`` of the rows a caller has read already: (supply id, place id) -> the
    row's ``location_scope``, so the projection is not read again for it."""
    found = best_sources_of(conn, sorted({i for key in scopes for i in key if i}), _SOURCE_PROPS)
    by_supply = _row_sources(found)
    out: dict[tuple[str, str], dict[str, Source]] = {}
    for (sid, loc), scope in scopes.items():
        row = dict(by_supply.get(sid, {}))
        place = found.get(loc, {}) if loc else {}
        row |= {p: place[p] for p in _PLACE_FIELDS if p in place}
        general = scope == "supplier_level" and "evidence" in row
        if "row_evidence" in place and not general:
            row |= {p: place[p] for p in _ROW_WORDS if p in place}
            row["evidence"] = place["row_evidence"]
            if "scope" in place:  # quoted as the place's whole table row (extract/ring.py)
                row["row"] = place["scope"]
        else:
            row |= {p: place[p] for p in _FILLED if p not in row and p in place}
        out[(sid, loc)] = row
    return out


def _row_sources(found: dict[str, dict[str, Source]]) -> dict[str, dict[str, Source]]:
    out: dict[str, dict[str, Source]] = {}
    for sid, props in found.items():
        row = {p: props[p] for p in SHOWN_FIELDS if p in props}
        if "supplier" not in row and "supplier_gap" in props:
            row["supplier"] = props["supplier_gap"]
        if "platform" in props:
            row["row"] = props["platform"]
        out[sid] = row
    return out


def platform_documents(conn: Connection, platform_id: str) -> list[DocumentBrief]:
    """The stored documents that state anything about the platform or its ring, oldest first."""
    members = View.load(conn).members(platform_id)  # a merged platform: every member's documents
    supplies = select(statements.c.entity_id).where(
        statements.c.prop == P.PLATFORM, statements.c.value.in_(members)
    )
    places = select(statements.c.entity_id).where(
        statements.c.schema == K.PRODUCTION, statements.c.prop == P.SUPPLY, statements.c.value.in_(supplies)
    )
    ids = (
        select(statements.c.document_id)
        .where(
            statements.c.entity_id.in_(members)
            | statements.c.entity_id.in_(supplies)
            | statements.c.entity_id.in_(places)
        )
        .distinct()
    )
    query = (
        select(documents.c.id, documents.c.uri, documents.c.title, documents.c.ingested_at)
        .where(documents.c.id.in_(ids))
        .order_by(documents.c.ingested_at, documents.c.id)
    )
    return [
        {"id": r.id, "uri": r.uri, "title": r.title, "ingested_at": r.ingested_at}
        for r in conn.execute(query)
    ]


def clusters_of(
    conn: Connection, platform_id: str, documents_of: list[DocumentBrief] | None = None
) -> list[ClusterLink]:
    """Clusters that deploy this platform, or that this platform's own sources point to
    (``documents_of``: its ``platform_documents``, when the caller has read them already)."""
    if documents_of is None:
        documents_of = platform_documents(conn, platform_id)
    docs = {d["id"] for d in documents_of}
    live = statements.c.retired_at.is_(None)
    direct_ids = select(statements.c.entity_id).where(
        statements.c.prop == P.PLATFORM,
        statements.c.value == platform_id,
        statements.c.schema == K.DEPLOYMENT,
        live,
    )
    in_docs = select(statements.c.entity_id).where(
        statements.c.document_id.in_(sorted(docs)), statements.c.schema == K.DEPLOYMENT, live
    )
    # Two indexed look-ups (prop/value, document): an OR would make the planner scan.
    dep_ids = {r.entity_id for q in (direct_ids, in_docs) for r in conn.execute(q)}
    query = select(statements).where(statements.c.entity_id.in_(sorted(dep_ids)), live)
    rows = [dict(r) for r in conn.execute(query).mappings()] if dep_ids else []
    by_dep: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for r in rows:
        by_dep.setdefault(r["entity_id"], {}).setdefault(r["prop"], []).append(r)
    found: list[tuple[str, str, str, str, Source]] = []
    for dep_id, props in sorted(by_dep.items()):
        clusters, platforms_ = props.get("cluster", []), props.get("platform", [])
        if not clusters or not platforms_:
            continue
        direct = platforms_[0]["value"] == platform_id
        here = [s for s in clusters if s["document_id"] in docs]
        if not direct and not here:
            continue
        stated = (here or clusters)[0]
        relation = "deploys this platform" if direct else "named in this platform's sources"
        found.append((dep_id, stated["value"], platforms_[0]["value"], relation, source_of(stated)))
    names = captions(conn, [f[1] for f in found] + [f[2] for f in found])
    return [
        {
            "deployment": dep_id,
            "cluster_id": cluster_id,
            "platform_id": pid,
            "relation": relation,
            "source": source,
            "cluster": name_of(names, cluster_id, cluster_id),
            "platform": name_of(names, pid, pid),
        }
        for dep_id, cluster_id, pid, relation, source in found
    ]
