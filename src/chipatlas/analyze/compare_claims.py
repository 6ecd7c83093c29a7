"""Spec claims beside a platform's summary specs, for ``compare``.

A platform's summary file states some specs (``spec.<key>``); the documents state others as
claims (metric, value, unit, scope) of the platform or of the chip it is built on. Compared on
its summary alone, the Trainium3 UltraServer showed no figure at all where the store held its
chip's FP8, HBM capacity and bandwidth (walk15). A claim fills a quantity and scope the summary
leaves empty, and only when every claim of it agrees (within ``AGREE``): differing sources are
a conflict for ``chipatlas conflicts``, never a value picked here; they are named in
``claims_not_shown``. A figure a source calls sparse is another quantity than the dense one
the summaries compare, so it is left out.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from sqlalchemy import Connection

from chipatlas.analyze.conflicts import claims
from chipatlas.analyze.records_compare import ComparedSpec
from chipatlas.analyze.records_conflict import ClaimRecord
from chipatlas.analyze.spec_units import KINDS, SCOPES, number, shown
from chipatlas.model.units import read_unit

AGREE = 0.02  # claims within 2% of each other state one figure (rounding: 2.52 and 2.5)
# The claims' scope words onto compare's scopes (a server or superchip is neither chip nor unit).
_SCOPES = {**SCOPES, "per_ultraserver": "unit"}
_METRIC_BASE = {"tdp": "power", "power_draw": "power", "weight": "weight"}
_SUFFIXES = ("_flops", "_capacity", "_bandwidth")


def _read(rec: ClaimRecord) -> tuple[str, str, float, str] | None:
    """(name, quantity, value in SI, SI unit) of one claim, or None (not a compared spec)."""
    unit = read_unit(rec.get("unit", ""))
    scope = _SCOPES.get(rec.get("scope", ""))
    amount = number(rec["value"])
    if unit is None or unit.kind not in KINDS or scope is None or amount is None:
        return None
    if "sparse" in rec.get("qualifier", "").lower():
        return None
    si_unit, word = KINDS[unit.kind]
    metric = rec.get("metric") or rec["prop"].removeprefix("spec.")
    base = _METRIC_BASE.get(metric, metric)
    for suffix in _SUFFIXES:
        base = base.removesuffix(suffix)
    quantity = base if word in ("power", "mass") or base.endswith(word) else f"{base}_{word}"
    return f"{quantity}.{scope}", quantity, amount * unit.factor, si_unit


def _agree(values: list[float]) -> bool:
    low, high = min(values), max(values)
    return high <= low * (1 + AGREE) if low > 0 else high == low


def claim_specs(conn: Connection, subjects: Iterable[str]) -> tuple[dict[str, ComparedSpec], list[str]]:
    """The specs the claims of these entities state, by name; and the names left out because
    their claims disagree."""
    found: dict[str, list[tuple[ClaimRecord, str, float, str]]] = defaultdict(list)
    for subject in dict.fromkeys(subjects):
        for rec in claims(conn, subject):
            read = _read(rec) if rec["prop"].startswith("spec.") else None
            if read is not None:
                name, quantity, si, unit = read
                found[name].append((rec, quantity, si, unit))
    out: dict[str, ComparedSpec] = {}
    disagree: list[str] = []
    for name, items in sorted(found.items()):
        if not _agree([si for _, _, si, _ in items]):
            disagree.append(name)
            continue
        rec, quantity, si, unit = items[0]
        out[name] = {
            "name": name,
            "quantity": quantity,
            "scope": name.split(".")[1],
            "value_si": si,
            "unit": unit,
            "shown": shown(si, unit),
            "qualifiers": sorted({r.get("qualifier", "") for r, *_ in items} - {""}),
            "read_as_gib": False,
            "key": f"claim {rec['prop']}",
            "original": rec["original"],
            "statement_ids": [r["statement"] for r, *_ in items],
            "documents": sorted({r["document"] for r, *_ in items}),
        }
    return out, disagree
