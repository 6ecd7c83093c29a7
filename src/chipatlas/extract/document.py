"""Run every extractor that fits a document and check the page against itself."""

from __future__ import annotations

from collections import defaultdict

from chipatlas.extract.claims import extract_claims_table, is_claims_table
from chipatlas.extract.columns import map_columns
from chipatlas.extract.curation import extract_curation, is_curation_table
from chipatlas.extract.feed import extract_feed, is_feed
from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.extract.gazetteer_file import extract_gazetteer, is_gazetteer_table
from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.names_file import extract_names, is_names_table
from chipatlas.extract.page import (
    platform_from_titles,
    read_cluster_link,
    read_record,
    read_summary,
    us_share_lines,
)
from chipatlas.extract.platform_file import extract_platform_file, is_platform_file
from chipatlas.extract.ring import extract_ring, stream_ring
from chipatlas.extract.textdoc import extract_text_document, has_prose
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.model.vocab import PLANNED_US, US_NOW, fold
from chipatlas.read.parsed import ParsedDocument, Table


def _is_summary(table: Table) -> bool:
    return len(table.columns) == 2 and fold(table.columns[0]) in ("item", "field", "property")


def _ring_rows(out: Extraction) -> dict[str, dict[str, str]]:
    """The ring rows this document states: one per supply and place it is made."""
    supplies: dict[str, dict[str, str]] = defaultdict(dict)
    places: dict[str, dict[str, str]] = defaultdict(dict)
    for s in out.statements:
        if s.schema == K.SUPPLY:
            supplies[s.entity_id][s.prop] = s.original_value if s.prop == P.SUPPLIER else s.value
        elif s.schema == K.PRODUCTION:
            places[s.entity_id][s.prop] = s.value
    rows = {sid: dict(props) for sid, props in supplies.items()}
    for pid, place in places.items():
        supply = supplies.get(place.get("supply", ""))
        if supply is not None:
            rows.pop(place["supply"], None)
            rows[pid] = supply | {k: v for k, v in place.items() if k != "supply"}
    return rows


def _self_checks(
    doc: ParsedDocument,
    out: Extraction,
    expect_rows: int | None,
    expect_components: int | None,
    line: int | None,
) -> None:
    listed = us_share_lines(doc)
    if (expect_rows is None or expect_components is None) and not listed:
        return  # nothing to check against: a large file's rows are not rebuilt as dicts for nothing
    rows = _ring_rows(out)
    if expect_rows is not None and expect_components is not None:
        components = {r.get("component", "").lower() for r in rows.values()}
        got = f"{len(rows)} rows across {len(components)} components"
        ok = (len(rows), len(components)) == (expect_rows, expect_components)
        verdict = "matches" if ok else "MISMATCH"
        out.checks.append(
            Note(
                line,
                f"record says {expect_rows} rows across {expect_components} "
                f"components; read {got}: {verdict}",
            )
        )
    if listed:
        read_us = sorted(
            f"{r.get('component')}: {r.get('supplier')}"
            for r in rows.values()
            if r.get("us_status") in (*US_NOW, PLANNED_US)
        )
        page_us = sorted(text.split(",")[0].strip() for text, _ in listed)
        verdict = "matches" if read_us == page_us else "MISMATCH"
        out.checks.append(
            Note(
                listed[0][1],
                f"US-share list names {len(page_us)} row(s) "
                f"({'; '.join(page_us)}); ring has {len(read_us)} "
                f"({'; '.join(read_us)}): {verdict}",
            )
        )


def extract_document(
    doc: ParsedDocument,
    ref: RefFn,
    platform: str | None = None,
    mapping: dict[str, str] | None = None,
    gazetteer: Gazetteer | None = None,
    stream: bool = False,
) -> Extraction:
    """Everything a ring page holds; a document with nothing to read is rejected whole.

    Claims files go to ``claims``, feeds to ``feed``; a document with no ring or summary
    but with real prose is an article or a note (``textdoc``); a bare table is rejected.
    With ``stream``, a lone ring table with no text around it (a CSV, a sheet) is left in
    ``pending``, read as it is walked: nothing on such a page checks the ring against it.
    """
    if is_platform_file(doc):
        return extract_platform_file(doc, ref)
    if len(doc.tables) == 1 and is_claims_table(doc.tables[0]):
        return extract_claims_table(doc, doc.tables[0], ref)
    if len(doc.tables) == 1 and is_gazetteer_table(doc.tables[0]):
        return extract_gazetteer(doc, doc.tables[0])
    if len(doc.tables) == 1 and is_names_table(doc.tables[0]):
        return extract_names(doc, doc.tables[0], ref)
    if len(doc.tables) == 1 and is_curation_table(doc.tables[0]):
        return extract_curation(doc, doc.tables[0], ref)
    if is_feed(doc):
        return extract_feed(doc, ref, gazetteer)
    out = Extraction()
    record = read_record(doc, ref, out)
    given = platform
    platform = platform or record.platform
    if platform is None and (titled := platform_from_titles(doc)):
        platform, start, end = titled
        out.statements.append(
            Statement(
                ref(K.PLATFORM, platform),
                K.PLATFORM,
                P.NAME,
                platform,
                platform,
                doc.text[start:end],
                start,
                end,
                "claimed",
            )
        )
    elif given and not record.platform:
        # Named by the user, not read from the document: no quote to show, and it says so.
        out.statements.append(
            Statement(
                ref(K.PLATFORM, given),
                K.PLATFORM,
                P.NAME,
                given,
                "given with --platform",
                "",
                0,
                0,
                "claimed",
            )
        )
    not_rings: list[Table] = []
    if (
        stream
        and len(doc.tables) == 1
        and not doc.blocks
        and stream_ring(doc, doc.tables[0], ref, out, platform, mapping)
    ):
        return out
    for table in doc.tables:
        ring = extract_ring(doc, table, ref, platform, mapping)
        if ring is not None:
            out.merge(ring)
        elif _is_summary(table) and platform:
            read_summary(doc, table, ref(K.PLATFORM, platform), out)
        else:
            not_rings.append(table)
    if "ring" in out.kinds:
        read_cluster_link(doc, ref, out)
        _self_checks(doc, out, record.rows, record.components, record.line)
    if "ring" not in out.kinds and "summary" not in out.kinds:
        if has_prose(doc) and "record" not in out.kinds:
            prose = extract_text_document(doc, ref, gazetteer)
            why = "table is not a supplier ring: read as part of the article"
            prose.repairs += [Note(t.header.line, why) for t in not_rings]
            return prose
        out.rejected.append(_why_nothing(not_rings, mapping))
    return out


def _why_nothing(tables: list[Table], mapping: dict[str, str] | None) -> Note:
    if not tables:
        return Note(1, "no supplier ring found: the document has no table")
    table = tables[0]
    fields = map_columns(table.columns, mapping)
    missing = [f for f in ("component", "supplier") if f not in fields]
    return Note(
        table.header.line,
        f"not a supplier ring: columns {_shown(table.columns)} give no "
        f"{' or '.join(missing)} column (name one with --map COLUMN=FIELD)",
    )


def _shown(columns: list[str], most: int = 8, width: int = 40) -> str:
    """Column names for a message, cut short: a refusal never repeats a whole document."""
    names = [c if len(c) <= width else c[: width - 3] + "..." for c in columns[:most]]
    return ", ".join(names) + (f" and {len(columns) - most} more" if len(columns) > most else "")
