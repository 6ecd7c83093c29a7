"""The bundled name knowledge (``data/names/organisations.csv``) as statements.

Each row is one curated entity: its display name (``curated_name``), every other
name it goes by (legal, short, former, ticker, local-language: each kept under its
own property and as an ``alias`` so the resolver finds it), its owner (``parent``,
an Ownership kept apart from identity), its maker, and for a chip the platforms
built on it (``used_in``). All of it cites the row's public page.
"""

from __future__ import annotations

import re

from chipatlas.extract.findings import Extraction, RefFn, whole_rows
from chipatlas.model.knowledge import HEADER, HEADER_WITHOUT_SITES, NAME_COLUMNS, split_list
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement
from chipatlas.model.vocab import fold
from chipatlas.read.parsed import ParsedDocument, Row, Table

KINDS = (K.COMPANY, K.CHIP, K.PLATFORM)
SOURCE_KEY = "dataset:name_knowledge"


def _header(table: Table) -> tuple[str, ...]:
    return tuple(fold(c).replace(" ", "_") for c in table.columns)


def is_names_table(table: Table) -> bool:
    return _header(table) in (HEADER, HEADER_WITHOUT_SITES)


def extract_names(doc: ParsedDocument, table: Table, ref: RefFn) -> Extraction:
    """Every row lands whole or is rejected with its line and the field at fault."""
    header = _header(table)
    return whole_rows(
        "names", SOURCE_KEY, table, header, _problem, lambda row, cells: _row_statements(doc, row, cells, ref)
    )


def _problem(cells: dict[str, str]) -> str | None:
    if cells.get("kind") not in KINDS:
        return f"field 'kind': {cells.get('kind')!r} is not one of {', '.join(KINDS)}"
    for field in ("id", "name", "source_url"):
        if not cells.get(field):
            return f"field {field!r} is empty"
    if ":" not in cells["id"]:
        return f"field 'id': {cells['id']!r} is not an entity id such as company:tsmc"
    if not cells["source_url"].startswith(("http://", "https://")):
        return f"field 'source_url': {cells['source_url']!r} is not an http(s) URL"
    return _sites_problem(cells)


# A host ("amd.com") or a code-host account ("github.com/ROCm"): no scheme, no deeper path.
_SITE = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:/[A-Za-z0-9_.-]+)?")


def _sites_problem(cells: dict[str, str]) -> str | None:
    sites = split_list(cells.get("sites", ""))
    if sites and cells["kind"] != K.COMPANY:
        return f"field 'sites': only a company publishes in its own name, not a {cells['kind']}"
    bad = [s for s in sites if not _SITE.fullmatch(s)]
    if bad:
        return f"field 'sites': {bad[0]!r} is neither a host (amd.com) nor an account (github.com/ROCm)"
    return None


def _row_statements(doc: ParsedDocument, row: Row, cells: dict[str, str], ref: RefFn) -> list[Statement]:
    eid, kind, name, url = cells["id"], cells["kind"], cells["name"], cells["source_url"]
    quote = doc.text[row.start : row.end]

    def st(prop: str, value: str) -> Statement:
        return Statement(eid, kind, prop, value, value, quote, row.start, row.end, "confirmed", url)

    # A platform is named by its ring; the knowledge only adds the names readers use for it,
    # so a platform without a ring never appears as an empty one.
    out = [st("alias", name)] if kind == K.PLATFORM else [st("name", name), st("curated_name", name)]
    for column, prop in NAME_COLUMNS:
        for other in split_list(cells.get(column, "")):
            out.append(st("alias", other))
            if prop != "alias":
                out.append(st(prop, other))
    for prop in ("parent", "maker"):
        if cells.get(prop):
            out.append(st(prop, cells[prop]))
    out += [st("used_in", ref(K.PLATFORM, p)) for p in split_list(cells.get("platforms", ""))]
    out += [st("website", site) for site in split_list(cells.get("sites", ""))]
    return out
