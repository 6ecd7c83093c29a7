"""Platforms side by side: summary fields, specs in SI units, derived per-chip and per-watt
figures, and the suppliers they share. Every value carries the statement ids it came from.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import Connection, select

from chipatlas.analyze.base import load_rows
from chipatlas.analyze.compare_claims import claim_specs
from chipatlas.analyze.network import links_by_supplier
from chipatlas.analyze.records_compare import (
    Cell,
    ComparedPlatform,
    ComparedSpec,
    Comparison,
    DerivedSpec,
    SharedSupplier,
)
from chipatlas.analyze.records_ring import PlatformRecord
from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.spec_units import normalise, number, shown
from chipatlas.errors import ConfigError
from chipatlas.model.schema import P
from chipatlas.resolve import Resolver
from chipatlas.store.facts import current
from chipatlas.store.tables import ring_rows, statements

SUMMARY_FIELDS = (
    "designer",
    "accelerator",
    "host_cpu",
    "accelerators_per_unit",
    "accelerators_per_pod",
    "scale_up_fabric",
    "scale_out_fabric",
    "cooling",
    "power_kw",
    "chip_tdp_w",
    "status",
)
# Summary fields that are also quantities: (spec-like key, field).
_QUANTITY_FIELDS = (("power_kw_per_rack", "power_kw"), ("power_w_per_chip", "chip_tdp_w"))
# A rack's power or weight is not the sum of its chips': never scaled by the chip count.
_NOT_SCALED = ("power", "weight")
Props = dict[str, list[dict[str, object]]]
# A figure a formula can use: (its name in formulas, value in SI, unit, statement ids).
Term = tuple[str, float, str, list[str]]


def _text(value: object) -> str | None:
    """A stored column as text (statement columns are text; None stays None)."""
    return None if value is None else str(value)


def _cell(props: Props, prop: str, undisclosed: set[str]) -> Cell:
    values = props.get(prop, [])
    if not values:
        status = "not_disclosed" if prop in undisclosed else "absent"
        return {
            "value": None,
            "status": status,
            "evidence": None,
            "statement_ids": [],
            "documents": [],
            "source_url": None,
            "other_values": [],
        }
    head = values[0]
    return {
        "value": str(head["value"]),
        "status": "stated",
        "evidence": _text(head["evidence"]),
        "statement_ids": [str(head["id"])],
        "documents": [str(head["document_id"])],
        "source_url": _text(head["source_url"]),
        "other_values": [
            {"value": str(v["value"]), "statement_id": str(v["id"])}
            for v in values[1:]
            if v["value"] != head["value"]
        ],
    }


def _specs(props: Props) -> dict[str, ComparedSpec]:
    gib = "gib" in str(next(iter(props.get("spec.hbm_unit_note", [])), {}).get("value", "")).lower()
    keyed = [(p[5:], p) for p in props if p.startswith("spec.")] + list(_QUANTITY_FIELDS)
    out: dict[str, ComparedSpec] = {}
    for key, prop in keyed:
        values = props.get(prop)
        if not values:
            continue
        spec = normalise(key, str(values[0]["value"]), gib=gib)
        if spec is None or spec["name"] in out:
            continue
        out[spec["name"]] = {
            "name": spec["name"],
            "quantity": spec["quantity"],
            "scope": spec["scope"],
            "value_si": spec["value_si"],
            "unit": spec["unit"],
            "shown": spec["shown"],
            "qualifiers": spec["qualifiers"],
            "read_as_gib": spec["read_as_gib"],
            "key": prop,
            "original": str(values[0]["value"]),
            "statement_ids": [str(values[0]["id"])],
            "documents": [str(values[0]["document_id"])],
        }
    return out


def _derived(specs: dict[str, ComparedSpec], count: Cell) -> dict[str, DerivedSpec]:
    """Per chip from unit figures (/ accelerators per unit), per unit from chip figures, per watt."""
    n = number(count["value"])
    out: dict[str, DerivedSpec] = {}

    def put(name: str, value: float, unit: str, formula: str, ids: Sequence[str]) -> None:
        if name not in specs and name not in out:
            out[name] = {
                "name": name,
                "value_si": value,
                "unit": unit,
                "shown": shown(value, unit),
                "formula": formula,
                "statement_ids": list(dict.fromkeys(ids)),
            }

    if n:
        for s in list(specs.values()):
            quantity, ids = s["quantity"], s["statement_ids"] + count["statement_ids"]
            if quantity in _NOT_SCALED:
                continue
            if s["scope"] == "unit":
                put(
                    f"{quantity}.chip",
                    s["value_si"] / n,
                    s["unit"],
                    f"{s['key']} / accelerators_per_unit",
                    ids,
                )
            if s["scope"] == "chip":
                put(
                    f"{quantity}.unit",
                    s["value_si"] * n,
                    s["unit"],
                    f"{s['key']} x accelerators_per_unit",
                    ids,
                )
    every: dict[str, Term] = {
        k: (s["key"], s["value_si"], s["unit"], s["statement_ids"]) for k, s in specs.items()
    }
    every |= {k: (d["name"], d["value_si"], d["unit"], d["statement_ids"]) for k, d in out.items()}
    for scope in ("chip", "unit"):
        power = every.get(f"power.{scope}")
        if not power or not power[1]:
            continue
        for name, (label, value, unit, ids) in every.items():
            if unit == "FLOP/s" and name.endswith(f".{scope}"):
                base = name.split(".")[0]
                put(
                    f"{base}_per_watt.{scope}",
                    value / power[1],
                    "FLOP/s/W",
                    f"{label} / {power[0]}",
                    ids + power[3],
                )
    return out


def _chips(conn: Connection, platform_ids: list[str]) -> list[str]:
    """The chips the name knowledge says the platform is built on."""
    query = select(statements.c.entity_id).where(
        statements.c.prop == P.USED_IN,
        statements.c.value.in_(platform_ids),
        statements.c.retired_at.is_(None),
    )
    return sorted({r.entity_id for r in conn.execute(query)})


def _platform(conn: Connection, resolver: Resolver, p: PlatformRecord) -> ComparedPlatform:
    members = resolver.members(p["id"])
    facts = current(conn, members)
    props: Props = defaultdict(list)
    for m in members:
        for prop, values in facts.get(m, {}).items():
            props[prop].extend(values)
    undisclosed = {str(v["value"]) for v in props.get("undisclosed", [])}
    summary = {f: _cell(props, f, undisclosed) for f in SUMMARY_FIELDS}
    specs = _specs(props)
    stated, disagree = claim_specs(conn, [*members, *_chips(conn, members)])
    for name, spec in stated.items():
        specs.setdefault(name, spec)
    return {
        "slug": p["slug"],
        "name": p["name"],
        "last_verified": p["last_verified"],
        "n_rows": p["n_rows"],
        "n_components": p["n_components"],
        "summary": summary,
        "undisclosed": sorted(undisclosed),
        "specs": specs,
        "claims_not_shown": [n for n in disagree if n not in specs],
        "derived": _derived(specs, summary["accelerators_per_unit"]),
    }


def _shared(conn: Connection, ids: list[str], slugs: dict[str, str]) -> list[SharedSupplier]:
    rows = [r for r in load_rows(conn, ring_rows.c.platform_id.in_(ids)) if r["supplier_id"]]
    by, names = links_by_supplier(rows, lambda r: slugs[r["platform_id"]])
    shared: list[SharedSupplier] = [
        {"supplier_id": s, "supplier": names[s], "n_platforms": len(c), "platforms": dict(c)}
        for s, c in by.items()
        if len(c) > 1
    ]
    return sorted(shared, key=lambda s: (-s["n_platforms"], s["supplier"].lower()))


def compare(conn: Connection, names: Sequence[str]) -> Comparison:
    """``{platforms: [{slug, name, summary, specs, derived}], summary_fields, spec_names,
    derived_names, shared_suppliers}`` for two or more platforms (name, slug or alias)."""
    if not names:
        raise ConfigError("compare needs at least one platform")
    resolver = Resolver(conn)
    found = [find_platform(conn, n) for n in dict.fromkeys(names)]
    platforms = [_platform(conn, resolver, p) for p in found]
    slugs = {p["id"]: p["slug"] for p in found}
    return {
        "platforms": platforms,
        "summary_fields": list(SUMMARY_FIELDS),
        "spec_names": sorted({k for p in platforms for k in p["specs"]}),
        "derived_names": sorted({k for p in platforms for k in p["derived"]}),
        "shared_suppliers": _shared(conn, list(slugs), slugs),
    }
