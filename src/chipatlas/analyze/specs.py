"""Specs of an entity (spec claims), and cross-checks of a system's figure against chip x count.

A spec is a ``Claim`` whose prop is ``spec.<metric>.<scope>[.sparse]`` (docs/signals.md).
Cross-check: for a system (platform) and a metric, a figure at a larger scope should be
the figure at a smaller scope times the count between them (chips per UltraServer,
instances per UltraServer): 144 x 2.5 PFLOPS = 0.36 EFLOPS. Within 2% is "matches
(rounding)"; beyond is "MISMATCH". Chip figures come from the chip the platform names
as its ``accelerator``.
"""

from __future__ import annotations

from sqlalchemy import Connection, select

from chipatlas.analyze.conflicts import claims
from chipatlas.analyze.records_specs import CrossCheck, SpecRecord
from chipatlas.errors import NotFoundError
from chipatlas.extract.quantities import fmt_number, to_si
from chipatlas.model.names import slugify
from chipatlas.resolve import Resolver
from chipatlas.store.facts import best, current
from chipatlas.store.tables import statements

_CHIP_SCOPES = ("per_chip", "per_gpu")
_TOLERANCE = 0.02


def _has_statements(conn: Connection, eid: str) -> bool:
    """Whether anything current is said of this id (one indexed row, not all its statements)."""
    live = statements.c.entity_id == eid, statements.c.retired_at.is_(None)
    return conn.execute(select(statements.c.id).where(*live).limit(1)).first() is not None


def entity_id(conn: Connection, name: str) -> str:
    """A name, alias or id the store knows, or the subject of some claim named so."""
    resolver = Resolver(conn)
    if ":" in name and _has_statements(conn, name):
        return resolver.canonical(name)
    found = resolver.lookup(name)
    if found:
        return found
    for prefix in ("platform", "chip", "company", "cluster"):
        if claims(conn, f"{prefix}:{slugify(name)}"):
            return f"{prefix}:{slugify(name)}"
    close = resolver.suggest(name)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise NotFoundError(f"no entity is called {name!r} (or the name is ambiguous){hint}")


def spec_subject(conn: Connection, name: str) -> str:
    """The entity whose figures a name asks for: the one it finds, unless that one has no
    figure and the name stands for one other that has (walk14: 'GB200' finds the chip, which
    has none, and the ring command's platform built on it, which has 44; 'Maia 200' names the
    chip and the platform alike). Several others with figures: the user is asked to choose."""
    try:
        eid: str | None = entity_id(conn, name)
    except NotFoundError:
        eid = None
    if eid and _has_specs(conn, eid):
        return eid
    resolver = Resolver(conn)
    named = resolver.named(name)
    named += [p for c in named if c.startswith("chip:") for p in resolver.used_in(c)]
    others = sorted({c for c in named if c != eid and _has_specs(conn, c)})
    if len(others) == 1:
        return others[0]
    if others:
        raise NotFoundError(
            f"{name!r} names several entities with figures: {', '.join(others)}; give one's id"
        )
    return eid or entity_id(conn, name)  # none has figures: the plain answer (or its error)


def _has_specs(conn: Connection, eid: str) -> bool:
    return any(rec["prop"].startswith("spec.") for rec in claims(conn, eid))


def specs(conn: Connection, name: str) -> list[SpecRecord]:
    """[{metric, value, unit, qualifier, scope, original, document, evidence, source_url, quote}]."""
    eid = spec_subject(conn, name)
    out: list[SpecRecord] = []
    for rec in claims(conn, eid):
        if not rec["prop"].startswith("spec."):
            continue
        out.append(
            {
                "entity": eid,
                "metric": rec.get("metric", rec["prop"].split(".")[1]),
                "value": rec["value"],
                "unit": rec.get("unit", ""),
                "qualifier": rec.get("qualifier", ""),
                "scope": rec.get("scope", ""),
                "original": rec["original"],
                "document": rec["document"],
                "evidence": rec["evidence"],
                "source_url": rec["source_url"],
                "quote": rec["quote"],
            }
        )
    return sorted(out, key=lambda r: (r["metric"], r["scope"], str(r["value"])))


def _numeric(rec: SpecRecord) -> float | None:
    try:
        found = to_si(float(rec["value"]), rec["unit"])
    except (ValueError, KeyError):
        return None
    return found[1] if found else None


def cross_checks(conn: Connection, name: str) -> list[CrossCheck]:
    """Each system figure against (smaller-scope figure x count); chip figures via the accelerator."""
    eid = spec_subject(conn, name)
    recs = specs(conn, eid)
    accel = best(current(conn, [eid]).get(eid, {}), "accelerator")
    if accel:
        chip = Resolver(conn).lookup(accel)
        recs += [r for r in (specs(conn, chip) if chip else []) if r["scope"] in _CHIP_SCOPES]
    counts = _counts(recs)
    out = []
    for big in recs:
        for small in recs:
            check = _check(big, small, counts)
            if check:
                out.append(check)
    return out


def _chip_scope(scope: str) -> str:
    return "per_chip" if scope in _CHIP_SCOPES else scope


def _counts(recs: list[SpecRecord]) -> dict[tuple[str, str], float]:
    """(smaller scope, larger scope) -> how many of the smaller the larger holds."""
    per_scope: dict[str, float] = {"per_chip": 1.0}
    instances: dict[str, float] = {}
    for r in recs:
        value = _numeric(r)
        if value is None or r["unit"] != "count" or "approx" in r["qualifier"]:
            continue
        if r["metric"] == "accelerator_count":
            per_scope.setdefault(_chip_scope(r["scope"]), value)
        elif r["metric"] == "instance_count":
            instances.setdefault(r["scope"], value)
    pairs = {
        (s, b): per_scope[b] / per_scope[s]
        for s in per_scope
        for b in per_scope
        if per_scope[b] > per_scope[s]
    }
    for scope, n in instances.items():
        pairs[("per_instance", scope)] = n
    return pairs


def _same_kind(a: SpecRecord, b: SpecRecord) -> bool:
    if a["metric"] == b["metric"]:
        return ("sparse" in a["qualifier"]) == ("sparse" in b["qualifier"])
    flops = {a["metric"], b["metric"]}
    return (
        all(m.endswith("flops") for m in flops)  # "flops": a compute figure naming no precision
        and bool({"peak_flops", "flops"} & flops)
        and "sparse" not in a["qualifier"]
    )


def _check(big: SpecRecord, small: SpecRecord, counts: dict[tuple[str, str], float]) -> CrossCheck | None:
    # "per_gpu" is the chip's scope as "per_chip" is (the claims files write both; walk14:
    # GB200's 192 GB per GPU x 72 = 13.8 TB per rack was never checked)
    n = counts.get((_chip_scope(small["scope"]), _chip_scope(big["scope"])))
    if n is None or big["metric"] in ("accelerator_count", "instance_count") or not _same_kind(big, small):
        return None
    got, per = _numeric(big), _numeric(small)
    if got is None or per is None or per == 0:
        return None
    expected = per * n
    gap = abs(got - expected) / expected
    verdict = "matches" if gap < 1e-6 else ("matches (rounding)" if gap <= _TOLERANCE else "MISMATCH")
    return {
        "metric": big["metric"],
        "scope": big["scope"],
        "stated": f"{big['value']} {big['unit']}",
        "from": f"{fmt_number(n)} x {small['value']} {small['unit']} ({small['scope']})",
        "expected_si": expected,
        "stated_si": got,
        "gap_pct": round(gap * 100, 2),
        "verdict": verdict,
        "documents": sorted({str(big["document"]), str(small["document"])}),
    }
