"""Supplier-ring tables to Supply statements, repairing text-dump damage and saying so."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from chipatlas.extract.cells import read_supplier
from chipatlas.extract.columns import is_ring, map_columns
from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.extract.ring_row import RingRow, read_row
from chipatlas.extract.table_label import platform_label
from chipatlas.limits import check_time
from chipatlas.model.gazetteer import locate, site_id
from chipatlas.model.names import CompanyName, slugify
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement, make_id
from chipatlas.read.parsed import Cell, ParsedDocument, Row, Table

# A row's statement maker: (entity, kind, prop, value, the field quoted) -> Statement.
_StmtFn = Callable[[str, str, str, str, str | None], Statement]


# The bundled data's documented marker for a row that says where a supplier makes this
# kind of part in general, not where this platform's part is made (data/README.md).
_SUPPLIER_LEVEL = "supplier-level, not platform-specific"


def supply_key(platform_id: str, component: str, supplier_id: str | None, role: str | None) -> str:
    """A supply is (platform, component, resolved supplier): the same row whatever the file,
    the source or the spelling of the supplier's name. A gap is keyed by its role, so a
    page's "second source: not disclosed" stays apart from its named primary."""
    who = supplier_id if supplier_id else f"gap:{role or ''}"
    return "supply:" + make_id(platform_id, " ".join(component.lower().split()), who)[:16]


def location_key(supply_id: str, country: str | None, site: str | None) -> str:
    """Where a supply is made: one entity per (supply, country, site)."""
    norm = [" ".join((v or "").lower().split()) for v in (country, site)]
    return "production:" + make_id(supply_id, *norm)[:16]


def _row_statements(
    doc: ParsedDocument, r: RingRow, row: Row, ref: RefFn, named: set[tuple[str, str]] | None = None
) -> list[Statement]:
    """A row's statements. ``named``: the (supplier cell, company) pairs whose name, aliases
    and parent an earlier row of the table already stated: the same facts with the same ids,
    made once, from the first row, the one the store kept when every row restated them
    (~95,000 repeats on a 100,000-row ring with 5,000 suppliers)."""
    platform_id = ref(K.PLATFORM, r.platform)
    quote = doc.text[row.start : row.end]

    def stmt(entity: str, schema: str, prop: str, value: str, field: str | None = None) -> Statement:
        cell = r.cells.get(field) if field else None
        if cell is not None and cell.end > cell.start:
            return Statement(
                entity,
                schema,
                prop,
                value,
                cell.text,
                cell.text,
                cell.start,
                cell.end,
                r.evidence,
                r.source_url,
            )
        return Statement(
            entity, schema, prop, value, value, quote, row.start, row.end, r.evidence, r.source_url
        )

    out: list[Statement] = []
    company_id = None
    if r.supplier is not None:
        company = read_supplier(r.supplier)
        company_id = ref(K.COMPANY, company.name, *company.aliases)
        if named is None or _first_naming(named, r.supplier, company_id):
            out += _company(stmt, company, company_id, ref)
    supply_id = supply_key(platform_id, r.component, company_id, r.role)
    out += [
        stmt(supply_id, K.SUPPLY, P.PLATFORM, platform_id, "platform"),
        stmt(supply_id, K.SUPPLY, P.COMPONENT, r.component, "component"),
    ]
    if company_id is None:
        out.append(stmt(supply_id, K.SUPPLY, P.SUPPLIER_GAP, "not disclosed", "supplier"))
    else:
        out.append(stmt(supply_id, K.SUPPLY, P.SUPPLIER, company_id, "supplier"))
    supplier_level = (r.location_scope or "") == "supplier_level" or (
        r.location_scope is None and _SUPPLIER_LEVEL in (r.notes or "").lower()
    )
    located = bool(r.made_in_country or r.made_in_site)
    country_field = "made_in_country" if "made_in_country" in r.cells else "made_in"
    site_field = "made_in_site" if "made_in_site" in r.cells else "made_in"
    if located:
        loc = location_key(supply_id, r.made_in_country, r.made_in_site)
        out.append(stmt(loc, K.PRODUCTION, P.SUPPLY, supply_id, "supplier"))
        out.append(stmt(loc, K.PRODUCTION, P.SCOPE, "supplier_level" if supplier_level else "platform"))
        for prop, value, field in (
            (P.MADE_IN_COUNTRY, r.made_in_country, country_field),
            (P.MADE_IN_SITE, r.made_in_site, site_field),
            (P.US_STATUS, r.us_status, "us_status"),
            (P.EVIDENCE, r.location_evidence or r.evidence, "evidence"),
            *_own_words(r),
        ):
            if value is not None:
                out.append(stmt(loc, K.PRODUCTION, prop, value, field))
        where = locate(r.made_in_site, r.made_in_country)
        field = site_field if r.made_in_site else country_field
        out += [
            stmt(loc, K.PRODUCTION, P.SITE, site_id(p.slug), field)
            for p in where.places
            if p.kind != "country"
        ]
        out += [stmt(loc, K.PRODUCTION, P.UNPLACED, part, field) for part in where.unresolved]
    if located:
        # A row with a place states its words for that place: a supply made in two places
        # (TSMC in Taiwan and in Phoenix) keeps each row's detail, role, notes, source and
        # evidence on its own Production, never one row's words on the other's place.
        return out
    for prop, value, field in _own_words(r):
        if value is not None:
            on_supply = P.EVIDENCE if prop == P.ROW_EVIDENCE else prop
            out.append(stmt(supply_id, K.SUPPLY, on_supply, value, field))
    if r.us_status is not None:
        out.append(stmt(supply_id, K.SUPPLY, P.US_STATUS, r.us_status, "us_status"))
    return out


def _first_naming(named: set[tuple[str, str]], supplier: str, company_id: str) -> bool:
    """True the first time a table names this company from this cell text: the same text
    read the same way makes the same statements (same ids), so later rows add nothing."""
    key = (supplier, company_id)
    if key in named:
        return False
    named.add(key)
    return True


def _company(stmt: _StmtFn, company: CompanyName, company_id: str, ref: RefFn) -> list[Statement]:
    """What a supplier cell states of the company: its name, aliases and parent."""
    out = [stmt(company_id, K.COMPANY, P.NAME, company.name, "supplier")]
    out += [stmt(company_id, K.COMPANY, P.ALIAS, a, "supplier") for a in company.aliases]
    if company.parent:
        parent_id = ref(K.COMPANY, company.parent)
        out.append(stmt(company_id, K.COMPANY, P.PARENT, parent_id, "supplier"))
        out.append(stmt(parent_id, K.COMPANY, P.NAME, company.parent, "supplier"))
    return out


def _own_words(r: RingRow) -> tuple[tuple[str, str | None, str], ...]:
    """What a row states of its supplier here, with the field each value is quoted from:
    on its place when it has one, else on the supply (``row_evidence`` is then ``evidence``)."""
    detail_field = "supplier_detail" if "supplier_detail" in r.cells else "supplier"
    return (
        (P.SUPPLIER_DETAIL, r.supplier_detail, detail_field),
        (P.ROLE, r.role, "role"),
        (P.ROW_EVIDENCE, r.evidence, "evidence"),
        (P.HAS_SOURCE_LINK, "true" if r.has_source_link else "false", "evidence"),
        (P.NOTES, r.notes, "notes"),
        (P.SOURCE_URL, r.source_url, "source_url"),
    )


def extract_ring(
    doc: ParsedDocument,
    table: Table,
    ref: RefFn,
    platform: str | None = None,
    mapping: dict[str, str] | None = None,
) -> Extraction | None:
    """Statements for every row of a ring table; None when the table is not a ring."""
    out = Extraction()
    if not stream_ring(doc, table, ref, out, platform, mapping):
        return None
    assert out.pending is not None
    out.statements += out.pending
    out.pending = None
    return out


def stream_ring(
    doc: ParsedDocument,
    table: Table,
    ref: RefFn,
    out: Extraction,
    platform: str | None = None,
    mapping: dict[str, str] | None = None,
) -> bool:
    """False when the table is not a ring; else ``out.pending`` yields its statements row by
    row, adding each row's repairs, rejections and checks to ``out`` as it is read, so a
    large ring is never held whole (the ingest writes it a batch at a time)."""
    fields = map_columns(table.columns, mapping)
    if not is_ring(fields):
        return False
    out.kinds.add("ring")
    width = len(table.columns)
    used = set(fields.values())
    for index, name in enumerate(table.columns):
        if index not in used and name.strip():
            out.repairs.append(
                Note(
                    table.header.line,
                    f"column {name.strip()!r} is not a ring field: its values are not stored "
                    f"(name its field with --map '{name.strip()}=FIELD')",
                )
            )
    labelled = None if platform or "platform" in fields else platform_label(table)
    if labelled:
        platform = labelled[0]
        out.repairs.append(
            Note(
                table.header.line,
                f"no platform column: the platform is {platform!r}, "
                f"taken from the table's {labelled[2]} {labelled[1].text!r}",
            )
        )
    out.pending = _ring_rows(doc, table, ref, _Layout(fields, width, platform, labelled), out)
    return True


@dataclass(frozen=True, slots=True)
class _Layout:
    """How a ring table's columns read, found once from its header."""

    fields: dict[str, int]
    width: int
    platform: str | None
    labelled: tuple[str, Cell, str] | None


def _ring_rows(
    doc: ParsedDocument, table: Table, ref: RefFn, at: _Layout, out: Extraction
) -> Iterator[Statement]:
    named: set[tuple[str, str]] = set()  # (supplier cell, company id): ~5,000 on 100,000 rows
    for row in table.rows:
        check_time(row.line)
        r = read_row(row, at.fields, at.width, at.platform, out)
        if r is None:
            continue
        platform_id = ref(K.PLATFORM, r.platform)
        if platform_id not in out.platforms:
            out.platforms.add(platform_id)
            yield _platform_name(doc, r, row, platform_id, at.labelled)
        yield from _row_statements(doc, r, row, ref, named)
        for part in locate(r.made_in_site, r.made_in_country).unresolved:
            out.checks.append(Note(row.line, _unplaced(part)))


@lru_cache(maxsize=4096)
def _unplaced(part: str) -> str:
    """The check note's text, one string per place: a large ring repeats a few hundred
    sites over its rows, and a message per row was ~14 MB held on 100,000 rows."""
    return f"made-in {part!r} names no place in the gazetteer: kept as written, not on the map"


def _platform_name(
    doc: ParsedDocument, r: RingRow, row: Row, platform_id: str, labelled: tuple[str, Cell, str] | None
) -> Statement:
    name_cell = r.cells.get("platform") or (labelled[1] if labelled else None)
    start, end = (name_cell.start, name_cell.end) if name_cell else (row.start, row.start)
    # A name that resolved to a platform known under another name is one more alias
    # of it: a file written with a short form never renames the platform.
    prop = P.NAME if platform_id.split(":", 1)[-1] == slugify(r.platform) else P.ALIAS
    return Statement(
        platform_id,
        K.PLATFORM,
        prop,
        r.platform,
        r.platform,
        doc.text[start:end] or r.platform,
        start,
        end,
        "claimed",
    )
