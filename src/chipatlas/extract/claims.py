"""Claims: one sourced value about one entity, kept as its own ``Claim`` entity.

A claim is a relationship entity (FtM style, like a ring row's ``Supply``): its
statements say which ``subject`` it is about, which ``prop`` (``spec.<metric>.<scope>``
for specs, ``topic.<topic>`` for other disagreements, or a plain property such as
``cooling``), the ``value``, ``unit``, ``scope``, ``qualifier`` and the source page.
Two pages that disagree make two claims; both stay, and ``analyze.conflicts`` lists them.

This module also reads the bundled ``claims/spec_claims.csv`` and
``claims/other_contradictions.csv`` (headers documented in data/README.md).
"""

from __future__ import annotations

import re

from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.limits import check_time
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement, make_id
from chipatlas.model.vocab import EVIDENCE_LEVELS, fold
from chipatlas.read.parsed import ParsedDocument, Row, Table

SPEC_HEADER = ["entity", "metric", "value", "unit", "scope", "qualifier", "evidence", "source_url", "note"]
TOPIC_HEADER = ["entity", "topic", "claim", "source_url", "note"]
SCOPES = (
    "per_chip",
    "per_gpu",
    "per_board",
    "per_instance",
    "per_rack",
    "per_system",
    "per_ultraserver",
    "per_cluster",
)


def subject_schema(name: str) -> str:
    """A claims file names platforms ('Nvidia GB200 NVL72') and companies ('Cerebras Systems')."""
    return K.PLATFORM if any(ch.isdigit() for ch in name) else K.COMPANY


_SPARSE = re.compile(r"\bsparse\b|sparsity(?! unknown)", re.IGNORECASE)


def spec_prop(metric: str, scope: str, qualifier: str) -> str:
    """'spec.fp8_flops.per_ultraserver', with '.sparse' when the figure counts sparsity."""
    sparse = _SPARSE.search(qualifier)
    return f"spec.{metric}.{scope or 'unscoped'}" + (".sparse" if sparse else "")


def claim_statements(
    subject: str,
    prop: str,
    value: str,
    quote: tuple[str, int, int],
    evidence: str = "claimed",
    source_url: str | None = None,
    **extra: str,
) -> list[Statement]:
    """The statements of one claim; ``extra`` holds unit, scope, qualifier, metric, original, note."""
    text, start, end = quote
    key = make_id(subject, prop, value, extra.get("unit"), extra.get("qualifier"), source_url)
    if not subject:  # two unattached figures of one value are two claims: where each was written
        key = make_id(key, str(start))
    cid = f"claim:{key[:20]}"
    original = extra.get("original") or value
    # Built in this order, one statement per property: subject (an unattached figure, whose
    # subject the text does not make clear, has none), prop, value (its original as written),
    # then the extras given. Written out rather than through a dict: ~1,300 a bench article.
    where = (text, start, end, evidence, source_url)
    claim = K.CLAIM
    out = [Statement(cid, claim, "subject", subject, subject, *where)] if subject else []
    out.append(Statement(cid, claim, "prop", prop, prop, *where))
    out.append(Statement(cid, claim, "value", value, original, *where))
    out += [Statement(cid, claim, k, v, v, *where) for k, v in extra.items() if v]
    return out


def is_claims_table(table: Table) -> bool:
    cols = [fold(c) for c in table.columns]
    return cols[:4] == SPEC_HEADER[:4] or cols[:3] == TOPIC_HEADER[:3]


def _cells(table: Table, row: Row) -> dict[str, tuple[str, int, int]]:
    cols = [fold(c).replace(" ", "_") for c in table.columns]
    return {c: (cell.text.strip(), cell.start, cell.end) for c, cell in zip(cols, row.cells, strict=False)}


def _evidence(text: str) -> str | None:
    level = fold(text)
    return level if level in EVIDENCE_LEVELS else None


def extract_claims_table(doc: ParsedDocument, table: Table, ref: RefFn) -> Extraction:
    """Every row lands as a claim or is rejected with its line; nothing is merged or dropped."""
    spec = fold(table.columns[1]) == "metric"
    out = Extraction(kinds={"spec claims" if spec else "claims"})
    need = ("entity", "metric", "value") if spec else ("entity", "topic", "claim")
    for row in table.rows:
        check_time(row.line)
        cells = _cells(table, row)
        missing = [c for c in need if not cells.get(c, ("",))[0]]
        if missing:
            out.rejected.append(Note(row.line, f"claim row has no {', '.join(missing)}"))
            continue
        level = _evidence(cells.get("evidence", ("claimed",))[0] or "claimed")
        if level is None:
            bad = cells["evidence"][0]
            out.rejected.append(
                Note(
                    row.line, f"unknown evidence level {bad!r} (expected one of {', '.join(EVIDENCE_LEVELS)})"
                )
            )
            continue
        scope = cells.get("scope", ("",))[0]
        if scope and scope not in SCOPES:
            out.rejected.append(
                Note(row.line, f"unknown scope {scope!r} (expected one of {', '.join(SCOPES)})")
            )
            continue
        out.statements += _row_claim(doc, row, cells, ref, spec, level)
    return out


def _row_claim(
    doc: ParsedDocument,
    row: Row,
    cells: dict[str, tuple[str, int, int]],
    ref: RefFn,
    spec: bool,
    level: str,
) -> list[Statement]:
    name = cells["entity"][0]
    subject = ref(subject_schema(name), name)
    url = cells.get("source_url", ("",))[0] or None
    quote = (doc.text[row.start : row.end], row.start, row.end)
    note = cells.get("note", ("",))[0]
    if not spec:
        topic = cells["topic"][0]
        return claim_statements(subject, f"topic.{topic}", cells["claim"][0], quote, level, url, note=note)
    metric, value, unit = cells["metric"][0], cells["value"][0], cells.get("unit", ("",))[0]
    scope, qualifier = cells.get("scope", ("",))[0], cells.get("qualifier", ("",))[0]
    original = f"{value} {unit}".strip() if unit != "count" else value
    return claim_statements(
        subject,
        spec_prop(metric, scope, qualifier),
        value,
        quote,
        level,
        url,
        unit=unit,
        scope=scope,
        qualifier=qualifier,
        metric=metric,
        original=original,
        note=note,
        subject_name=name,
    )
