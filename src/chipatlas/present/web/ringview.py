"""The platform page's ring: rows with a source on every value, filtered, sorted, counted by country."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from chipatlas.model.countries import lookup
from chipatlas.model.vocab import EVIDENCE_LEVELS, ROLES, US_STATUSES, evidence_rank

FILTERS = ("component", "role", "country", "us_status", "evidence")
SORTS = ("component", "supplier", "role", "made_in_country", "us_status", "evidence")
NONE = "none"  # the filter value that selects gaps (nothing stated / not disclosed)
_ORDER = {
    "role": {v: i for i, v in enumerate(ROLES)},
    "us_status": {v: i for i, v in enumerate(US_STATUSES)},
}


def country_code(name: str | None) -> str | None:
    found = lookup(name) if name else None
    return found.code if found else None


def _value(row: dict[str, Any], key: str) -> str:
    """The value a filter compares: 'none' for a gap."""
    field = "made_in_country" if key == "country" else key
    value = row.get(field)
    if key == "us_status" and value == "not_disclosed":
        return NONE
    return str(value) if value else NONE


def options(rows: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Each filter's choices with how many rows have them, in a reader's order."""
    out: dict[str, list[dict[str, Any]]] = {}
    for key in FILTERS:
        seen = Counter(_value(r, key) for r in rows)
        if key == "component":
            order = list(dict.fromkeys(r["component"] for r in rows))
        elif key == "evidence":
            order = sorted(seen, key=evidence_rank)
        elif key in _ORDER:
            order = sorted(seen, key=lambda v, k=key: _ORDER[k].get(v, 99))  # type: ignore[misc]
        else:
            order = sorted(seen, key=lambda v: (v == NONE, v))
        out[key] = [{"value": v, "n": seen[v]} for v in order if v in seen]
    return out


def applied_filters(params: Mapping[str, str]) -> dict[str, str]:
    return {k: params[k] for k in FILTERS if params.get(k)}


def apply(rows: list[dict[str, Any]], applied: dict[str, str]) -> list[dict[str, Any]]:
    return [r for r in rows if all(_value(r, k) == v for k, v in applied.items())]


def sort_rows(rows: list[dict[str, Any]], key: str, descending: bool) -> list[dict[str, Any]]:
    """Component order keeps the source's order within each component (the seed's grouping)."""
    first = {c: i for i, c in reversed(list(enumerate(r["component"] for r in rows)))}
    if key == "component":
        out = sorted(rows, key=lambda r: (first[r["component"]], r["position"]))
        return list(reversed(out)) if descending else out

    def rank(r: dict[str, Any]) -> tuple[Any, ...]:
        v = r.get(key)
        if key == "evidence":
            return (evidence_rank(v),)
        if key in _ORDER:
            return (_ORDER[key].get(v or "", 99),)
        return (v is None, str(v or "").lower())

    out = sorted(rows, key=lambda r: (first[r["component"]], r["position"]))
    return sorted(out, key=rank, reverse=descending)


def by_country(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Where the components are made: rows and components per country, and the gaps."""
    per: dict[str, dict[str, Any]] = {}
    gaps: list[str] = []
    for r in rows:
        name = r.get("made_in_country")
        if not name:
            gaps.append(r["component"])
            continue
        entry = per.setdefault(
            name, {"country": name, "code": country_code(name), "n_rows": 0, "components": []}
        )
        entry["n_rows"] += 1
        if r["component"] not in entry["components"]:
            entry["components"].append(r["component"])
    countries = sorted(per.values(), key=lambda e: (-e["n_rows"], e["country"]))
    return {
        "countries": countries,
        "not_disclosed": {"n_rows": len(gaps), "components": list(dict.fromkeys(gaps))},
    }


def check_params(params: Mapping[str, str]) -> tuple[str, bool]:
    """The sort key and direction asked for; unknown values fall back to the source order."""
    key = params.get("sort") or "component"
    if key not in SORTS:
        key = "component"
    return key, params.get("dir") == "desc"


VOCAB = {"role": ROLES, "us_status": US_STATUSES, "evidence": EVIDENCE_LEVELS}
