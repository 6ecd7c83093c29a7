"""Disagreements read from statements: one entity, one property, different current values.

Two kinds of facts are compared: a plain property of an entity (seed 000's platform
``cooling``) and a ``Claim`` (claims files, articles, notes), whose ``subject`` and
``prop`` say what it is about. Numbers compare in SI units (13.5 TB = 13500 GB);
labels compare case- and space-folded. A disagreement counts only when the differing
values come from different sources (a page URL, else the document), and when two of them
cannot both hold: a source's alternatives ("64, 72 or 128") or range ("2 to 4") agree with a
value they allow (`value_forms`).
"""

from __future__ import annotations

import re
from collections import defaultdict

from sqlalchemy import Connection, select

from chipatlas.analyze.records_conflict import ClaimRecord, ClaimText, Conflict, ConflictValue, StatedValue
from chipatlas.analyze.value_forms import agree, allowed, words
from chipatlas.analyze.view import View
from chipatlas.extract.quantities import to_si
from chipatlas.model.schema import K, P
from chipatlas.model.vocab import fold
from chipatlas.store.facts import current
from chipatlas.store.tables import entities, statements

# Plain properties worth comparing across documents (others are names, notes, bookkeeping).
COMPARED = ("cooling", "designer", "accelerator", "host_cpu", "status", "parent", "country", "customer")
_OPTIONAL: tuple[ClaimText, ...] = ("subject_name", "metric", "scope", "unit", "qualifier", "note")


def claims(conn: Connection, subject: str | None = None) -> list[ClaimRecord]:
    """Every current claim as one record: subject, prop, value, unit, scope, qualifier, source."""
    query = select(statements.c.entity_id).where(
        statements.c.schema == K.CLAIM, statements.c.prop == P.SUBJECT, statements.c.retired_at.is_(None)
    )
    if subject is not None:
        # Claims about any id merged with the subject are claims about it (the view).
        query = query.where(statements.c.value.in_(View.load(conn).members(subject)))
    ids = sorted({r.entity_id for r in conn.execute(query)})
    out = []
    for cid, props in current(conn, ids).items():
        head = props["value"][0]
        rec: ClaimRecord = {
            "subject": str(props["subject"][0]["value"]),
            "prop": str(props["prop"][0]["value"]),
            "value": str(head["value"]),
            "original": str(head["original_value"]),
            "statement": str(head["id"]),
            "document": str(head["document_id"]),
            "evidence": str(head["evidence"]),
            "source_url": None if head["source_url"] is None else str(head["source_url"]),
            "quote": str(head["quote"]),
            "sources": sorted({str(s["source_url"] or s["document_id"]) for s in props["value"]}),
            "id": cid,
        }
        for key in _OPTIONAL:
            if key in props:
                rec[key] = str(props[key][0]["value"])
        out.append(rec)
    return out


def _plain(conn: Connection, members: list[str] | None = None) -> list[StatedValue]:
    query = select(statements).where(statements.c.prop.in_(COMPARED), statements.c.retired_at.is_(None))
    if members is not None:
        query = query.where(statements.c.entity_id.in_(members))
    rows = conn.execute(query).mappings()
    return [
        {
            "subject": r["entity_id"],
            "prop": r["prop"],
            "value": r["value"],
            "unit": "",
            "original": r["original_value"],
            "statement": r["id"],
            "document": r["document_id"],
            "evidence": r["evidence"],
            "source_url": r["source_url"],
            "quote": r["quote"],
            "sources": [r["source_url"] or r["document_id"]],
        }
        for r in rows
        if r["schema"] in (K.PLATFORM, K.COMPANY, K.CHIP, K.CLUSTER)
    ]


def norm(value: str, unit: str) -> str:
    """The comparable form of a value: SI number (rounded to 4 significant digits) or folded label."""
    if unit and re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        found = to_si(float(value), unit)
        if found:
            return f"{found[0]}:{found[1]:.4g}"
    label = fold(value)
    label = re.sub(r"^(?:mostly |fully )?(liquid|air)(?:[- ]cooled)?$", r"\1", label)
    return label


def conflicts(conn: Connection, entity: str | None = None) -> list[Conflict]:
    """[{entity, name, prop, values: [{value, unit, qualifier, document, evidence, source_url, quote}]}]."""
    groups: dict[tuple[str, str], list[StatedValue]] = defaultdict(list)
    view = View.load(conn)  # what members of one merged entity say is said of it
    stated: list[StatedValue]
    if entity is not None:
        # One entity's disagreements read only what is said of it (a platform page asks this).
        entity = view.canonical(entity)
        stated = [*claims(conn, entity), *_plain(conn, view.members(entity))]
    else:
        stated = [*claims(conn), *_plain(conn)]
    for rec in stated:
        prop = "cooling" if rec["prop"].startswith("spec.cooling") else rec["prop"]
        groups[(view.canonical(rec["subject"]), prop)].append(rec)
    subjects = sorted({subject for subject, _ in groups})
    named = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(subjects))
    names = {r.id: r.caption for r in conn.execute(named)}
    out: list[Conflict] = []
    for (subject, prop), recs in sorted(groups.items()):
        if entity is not None and subject != entity:
            continue
        if not _disagree(recs):
            continue
        values = [
            _shown(r)
            for r in sorted(recs, key=lambda r: (norm(r["value"], r.get("unit", "")), str(r["source_url"])))
        ]
        # An entity known only from claims has no caption: the name its claims were written with.
        written = next((r["subject_name"] for r in recs if r.get("subject_name")), subject)
        out.append({"entity": subject, "name": names.get(subject, written), "prop": prop, "values": values})
    return out


def _disagree(recs: list[StatedValue]) -> bool:
    """Two values from different sources that cannot both hold."""
    by_value: dict[str, set[str]] = defaultdict(set)
    unit_of: dict[str, tuple[str, str]] = {}
    for r in recs:
        key = norm(r["value"], r.get("unit", ""))
        by_value[key].update(r["sources"])
        unit_of.setdefault(key, (r["value"], r.get("unit", "")))
    if len(by_value) < 2 or len(set().union(*by_value.values())) < 2:
        return False
    forms = {key: allowed(*unit_of[key], key) for key in by_value}
    keys = sorted(by_value)
    return any(
        not agree(forms[a], forms[b]) and len(by_value[a] | by_value[b]) >= 2
        for i, a in enumerate(keys)
        for b in keys[i + 1 :]
    )


def _shown(r: StatedValue) -> ConflictValue:
    unit = r.get("unit", "")
    worded = words(r["value"])
    if worded != r["value"]:  # alternatives or a range, worded: "64, 72 or 128"
        worded = worded if unit in ("", "count") else f"{worded} {unit}"
    original = r["original"] if worded == r["value"] else worded
    return {
        "value": r["value"],
        "unit": unit,
        "qualifier": r.get("qualifier", ""),
        "original": original,
        "document": r["document"],
        "statement": r["statement"],
        "evidence": r["evidence"],
        "source_url": r["source_url"],
        "quote": r["quote"],
    }


def platforms_disagreeing(conn: Connection, entity: str) -> list[tuple[str, int]]:
    """The platforms a chip is used in whose sources disagree, each with how many values are in
    disagreement (name, n), by name: a chip's own facts may agree while its platform's do not."""
    used_in = select(statements.c.value).where(
        statements.c.entity_id == entity, statements.c.prop == P.USED_IN, statements.c.retired_at.is_(None)
    )
    found = conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(used_in)))
    counted = [(str(name), sum(len(c["values"]) for c in conflicts(conn, pid))) for pid, name in found]
    return sorted((name, n) for name, n in counted if n)
