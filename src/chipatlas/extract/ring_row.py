"""One ring table row as the page means it, repaired where a text dump shifted its cells.

Each repair and each refusal is a note on the extraction, naming the row's line.
"""

from __future__ import annotations

from dataclasses import dataclass

from chipatlas.extract.cells import read_country, read_place, read_supplier, split_supplier
from chipatlas.extract.findings import Extraction, Note
from chipatlas.model.names import slugify
from chipatlas.model.vocab import (
    LOCATION_SCOPES,
    is_gap,
    looks_like_evidence,
    parse_role,
    read_evidence,
    read_us_status,
)
from chipatlas.read.parsed import Cell, Row

__all__ = ["RingRow", "read_row"]


@dataclass(frozen=True, slots=True)
class RingRow:
    """One ring row as the page means it, before it becomes statements."""

    line: int
    cells: dict[str, Cell]
    platform: str
    component: str
    supplier: str | None
    supplier_detail: str | None
    role: str | None
    made_in_country: str | None
    made_in_site: str | None
    us_status: str | None
    location_scope: str | None  # as a column states it (an export); None: read from the notes
    location_evidence: str | None
    evidence: str
    has_source_link: bool
    notes: str | None
    source_url: str | None


def _realign(row: Row, fields: dict[str, int], width: int) -> tuple[list[Cell], str | None]:
    """Undo the seed's shift: a missing US-status cell moves later cells one to the left."""
    cells = list(row.cells)
    us, ev = fields.get("us_status"), fields.get("evidence")
    if len(cells) != width or us is None or ev is None or ev != us + 1:
        return cells, None
    if looks_like_evidence(cells[us].text) and not cells[-1].text:
        gap = Cell("", cells[us].start, cells[us].start)
        moved = [*cells[:us], gap, *cells[us:-1]]
        return moved, "US status cell missing; later cells moved one column right; US status 'not disclosed'"
    return cells, None


def _text(cells: dict[str, Cell], field: str) -> str:
    cell = cells.get(field)
    return cell.text.strip() if cell else ""


def read_row(
    row: Row, fields: dict[str, int], width: int, platform: str | None, out: Extraction
) -> RingRow | None:
    """Read one row into a RingRow; problems go to ``out.rejected`` and give None."""
    filled = [i for i, c in enumerate(row.cells) if c.text.strip()]
    if width > 2 and len(filled) == 1 and (len(row.cells) == 1 or filled[0] != fields.get("component")):
        # One cell across the whole table: a sponsored line or a note, not a ring row.
        text = row.cells[filled[0]].text.strip()
        out.repairs.append(Note(row.line, f"skipped a row that spans the table: {text[:80]!r}"))
        return None
    if len(row.cells) != width:
        out.rejected.append(
            Note(row.line, f"{len(row.cells)} cells for {width} columns: cannot align this row")
        )
        return None
    cells, shifted = _realign(row, fields, width)
    named = {f: cells[i] for f, i in fields.items() if i < len(cells)}
    repairs: list[str] = [shifted] if shifted else []
    try:
        role = parse_role(_text(named, "role"))
        us_status, us_reading = (
            ("not_disclosed", None) if shifted else read_us_status(_text(named, "us_status"))
        )
        if us_reading:
            repairs.append(us_reading)
        scope = _text(named, "location_scope") or None
        if scope is not None and scope not in LOCATION_SCOPES:
            raise ValueError(f"location scope {scope!r}: expected 'platform' or 'supplier_level'")
        location_evidence = _text(named, "location_evidence")
        location_level = read_evidence(location_evidence)[0] if location_evidence else None
        evidence_text = _text(named, "evidence")
        if evidence_text:
            evidence, has_link, reading = read_evidence(evidence_text)
            if reading:
                repairs.append(reading)
        else:
            evidence, has_link = "claimed", False
            repairs.append("no evidence level given: recorded as 'claimed'")
    except ValueError as exc:
        out.rejected.append(Note(row.line, str(exc)))
        return None
    component = _text(named, "component")
    row_platform = _text(named, "platform") or (platform or "").strip()
    if not component:
        out.rejected.append(Note(row.line, "empty component"))
        return None
    if not row_platform:
        out.rejected.append(Note(row.line, "cannot tell which platform this ring is for: pass --platform"))
        return None
    if not slugify(row_platform):
        reason = f"platform {row_platform!r} has no letters or digits to name it by"
        out.rejected.append(Note(row.line, reason))
        return None
    supplier_cell = _text(named, "supplier")
    supplier, detail = None, _text(named, "supplier_detail") or None
    if supplier_cell and not is_gap(supplier_cell):
        supplier, glued_detail, repair = split_supplier(supplier_cell)
        if repair:
            repairs.append(repair)
            detail = "; ".join(d for d in (glued_detail, detail) if d)
        read_as = read_supplier(supplier)
        if read_as.note:
            repairs.append(read_as.note)
        if read_as.product:
            supplier = read_as.name
            detail = "; ".join(d for d in (read_as.product, detail) if d)
    if "made_in" in named:
        place = read_place(_text(named, "made_in"))
        country, site = place.country, place.site
        if place.repair:
            repairs.append(place.repair)
    else:
        place = read_country(_text(named, "made_in_country"), _text(named, "made_in_site") or None)
        country, site = place.country, place.site
        if place.repair:
            repairs.append(place.repair)
    source_url = _text(named, "source_url") or None
    if _text(named, "has_source_link").lower() in ("true", "yes", "1"):
        has_link = True
    out.repairs += [Note(row.line, r) for r in repairs]
    return RingRow(
        line=row.line,
        cells=named,
        platform=row_platform,
        component=component,
        supplier=supplier,
        supplier_detail=detail,
        role=role,
        made_in_country=country,
        made_in_site=site,
        us_status=us_status,
        location_scope=scope,
        location_evidence=location_level,
        evidence=evidence,
        has_source_link=has_link or bool(source_url),
        notes=_text(named, "notes") or None,
        source_url=source_url,
    )
