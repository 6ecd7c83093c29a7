"""The parts of a ring page around its table: summary, dataset record, US share, cluster link."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from chipatlas.extract.dates import month_number
from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.model.names import slugify
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.model.vocab import fold, is_gap
from chipatlas.read.parsed import Block, ParsedDocument, Table

_RECORD_LABELS = {"dataset", "sources", "last verified"}
_RING_TITLE = re.compile(r"^(?:supplier ring|ring) for (?P<name>.+?)(?::\s*(?P<rest>.*))?$", re.IGNORECASE)
_COUNTS = re.compile(r"(?P<rows>\d+) rows? across (?P<components>\d+) components?", re.IGNORECASE)
_CLUSTER = re.compile(r"^(?P<platform>.+?) powers? (?P<cluster>[A-Z][\w-]*(?: [A-Z][\w-]*)*)")
_NUMERIC = {"accelerators_per_unit", "power_kw", "accelerators_per_pod", "chip_tdp_w"}


@dataclass(frozen=True)
class Record:
    """The page's dataset record, kept for the self-check after the ring is read."""

    platform: str | None
    rows: int | None
    components: int | None
    line: int | None


def month_value(text: str) -> str | None:
    """'October 2026' -> '2026-10'; '2026-10-05' stays; anything else -> None."""
    text = text.strip()
    m = re.fullmatch(r"([A-Za-z]+)\s+(\d{4})", text)
    month = month_number(m.group(1)) if m else None
    if m and month:
        return f"{m.group(2)}-{month:02d}"
    if re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", text):
        return text
    return None


def _bullets(blocks: list[Block]) -> list[Block]:
    return [b for b in blocks if b.text.startswith(("- ", "* "))]


def _strip_bullet(block: Block) -> tuple[str, int]:
    text = block.text[2:].strip()
    return text, block.start + block.text.index(text)


def read_record(doc: ParsedDocument, ref: RefFn, out: Extraction) -> Record:
    """'- Dataset / - Supplier ring for X: 36 rows across 18 components / - Last verified / ...'."""
    items = _bullets(doc.blocks)
    platform, rows, components, line = None, None, None, None
    values: dict[str, tuple[str, int, int]] = {}
    for label, value in pairwise(items):
        key = fold(label.text[2:])
        if key in _RECORD_LABELS and fold(value.text[2:]) not in _RECORD_LABELS:
            text, start = _strip_bullet(value)
            values[key] = (text, start, value.line)
    if "dataset" in values:
        text, start, line = values["dataset"]
        m = _RING_TITLE.match(text)
        if m:
            platform = m.group("name").strip()
            counts = _COUNTS.search(m.group("rest") or "")
            if counts:
                rows, components = int(counts.group("rows")), int(counts.group("components"))
            out.source_key = "dataset:" + slugify(f"supplier ring for {platform}")
            pid = ref(K.PLATFORM, platform)
            end = start + len(text)
            name_start = start + text.index(platform)
            out.statements += [
                Statement(
                    pid,
                    K.PLATFORM,
                    P.NAME,
                    platform,
                    platform,
                    platform,
                    name_start,
                    name_start + len(platform),
                    "claimed",
                ),
                Statement(
                    pid, K.PLATFORM, P.DATASET_TITLE, text.split(":")[0], text, text, start, end, "claimed"
                ),
            ]
            out.platforms.add(pid)
            out.kinds.add("record")
    if platform:
        pid = ref(K.PLATFORM, platform)
        for key, prop in (("sources", "dataset_sources"), ("last verified", "last_verified")):
            if key in values:
                text, start, vline = values[key]
                cleaned = month_value(text) if prop == "last_verified" else text
                if cleaned is None:
                    out.rejected.append(Note(vline, f"last verified {text!r} is not a month or date"))
                    continue
                out.statements.append(
                    Statement(pid, K.PLATFORM, prop, cleaned, text, text, start, start + len(text), "claimed")
                )
    return Record(platform, rows, components, line)


def platform_from_titles(doc: ParsedDocument) -> tuple[str, int, int] | None:
    """'Supplier ring for X' as the page title or a heading: the platform, with its span."""
    for block in doc.blocks[:20]:
        m = _RING_TITLE.match(block.text.lstrip("# "))
        if m:
            name = m.group("name").strip()
            start = block.start + block.text.index(name)
            return name, start, start + len(name)
    if doc.title:
        m = _RING_TITLE.match(doc.title)
        if m:
            return m.group("name").strip(), 0, 0
    return None


def read_summary(doc: ParsedDocument, table: Table, platform_id: str, out: Extraction) -> None:
    """An 'Item | Value' table: each item is a property of the platform."""
    for row in table.rows:
        if len(row.cells) < 2:
            out.rejected.append(Note(row.line, "summary row without a value"))
            continue
        item, cell = row.cells[0], row.cells[1]
        prop = slugify(item.text.replace("(kW)", "kW"))
        text = cell.text
        if is_gap(text):
            out.statements.append(
                Statement(
                    platform_id, K.PLATFORM, P.UNDISCLOSED, prop, text, text, cell.start, cell.end, "claimed"
                )
            )
            continue
        value = text
        if prop in _NUMERIC:
            m = re.match(r"^~?\s*([\d,.]+)\s*(?:\((?P<unit>[^)]+)\))?\s*$", text)
            if not m:
                out.rejected.append(Note(row.line, f"{item.text}: {text!r} is not a number"))
                continue
            value = m.group(1).replace(",", "")
            if m.group("unit"):
                out.repairs.append(Note(row.line, f"read {text!r} as {value} per {m.group('unit')}"))
                out.statements.append(
                    Statement(
                        platform_id,
                        K.PLATFORM,
                        P.UNIT_KIND,
                        m.group("unit"),
                        text,
                        text,
                        cell.start,
                        cell.end,
                        "claimed",
                    )
                )
        out.statements.append(
            Statement(platform_id, K.PLATFORM, prop, value, text, text, cell.start, cell.end, "claimed")
        )
    out.kinds.add("summary")


def read_cluster_link(doc: ParsedDocument, ref: RefFn, out: Extraction) -> None:
    """'Trainium2 UltraServers power Project Rainier.' -> a Deployment of a platform in a cluster."""
    for block in doc.blocks[:5]:
        m = _CLUSTER.match(block.text)
        if not m:
            continue
        platform_name = re.sub(r"s$", "", m.group("platform").strip())
        cluster = m.group("cluster").strip()
        cluster_id, platform_id = ref(K.CLUSTER, cluster), ref(K.PLATFORM, platform_name)
        dep = f"deployment:{cluster_id.split(':', 1)[1]}:{platform_id.split(':', 1)[1]}"
        c0 = block.start + m.start("cluster")
        p0 = block.start + m.start("platform")
        quote, q0, q1 = block.text, block.start, block.end
        out.statements += [
            Statement(
                cluster_id, K.CLUSTER, P.NAME, cluster, cluster, cluster, c0, c0 + len(cluster), "claimed"
            ),
            Statement(dep, K.DEPLOYMENT, P.CLUSTER, cluster_id, cluster, quote, q0, q1, "claimed"),
            Statement(
                dep,
                K.DEPLOYMENT,
                P.PLATFORM,
                platform_id,
                m.group("platform"),
                m.group("platform"),
                p0,
                p0 + len(m.group("platform")),
                "claimed",
            ),
        ]
        out.kinds.add("cluster")
        return


def us_share_lines(doc: ParsedDocument) -> list[tuple[str, int]]:
    """The bullets under a 'US share' heading: ('Rack integration: Wiwynn, Socorro TX. ...', line)."""
    lines, inside = [], False
    for block in doc.blocks:
        key = fold(block.text)
        if key in ("us share", "what is made in the us"):
            inside = True
            continue
        if inside and block.text.startswith("- "):
            lines.append((block.text[2:], block.line))
        elif inside and lines:
            break
    return lines
