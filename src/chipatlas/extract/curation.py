"""An analyst's curation as a document: ``alias,entity`` rows and ``name,kind`` rows.

``chipatlas alias add`` and ``chipatlas entity add`` write such a small CSV and ingest it,
so an accepted alias has a document, a date and a source like any other fact, and
is undone by retiring that source.
"""

from __future__ import annotations

from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.limits import check_time
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement
from chipatlas.model.vocab import fold
from chipatlas.read.parsed import ParsedDocument, Table

KINDS = (K.COMPANY, K.PLATFORM, K.CHIP, K.CLUSTER, K.SITE)


def is_curation_table(table: Table) -> bool:
    return [fold(c) for c in table.columns] in (["alias", "entity", "schema"], ["name", "kind"])


def extract_curation(doc: ParsedDocument, table: Table, ref: RefFn) -> Extraction:
    out = Extraction(kinds={"curation"})
    alias_rows = fold(table.columns[0]) == "alias"
    for row in table.rows:
        check_time(row.line)
        texts = [c.text.strip() for c in row.cells]
        quote = (doc.text[row.start : row.end], row.start, row.end)
        if alias_rows:
            alias, eid, schema = ([*texts, "", "", ""])[:3]
            if not alias or ":" not in eid:
                out.rejected.append(
                    Note(row.line, "an alias row needs ALIAS and an entity id such as chip:trainium2")
                )
                continue
            out.statements.append(Statement(eid, schema, "alias", alias, alias, *quote, "confirmed"))
        else:
            name, kind = ([*texts, "", ""])[:2]
            if kind not in KINDS or not name:
                out.rejected.append(
                    Note(row.line, f"an entity row needs a name and a kind ({', '.join(KINDS)})")
                )
                continue
            out.statements.append(Statement(ref(kind, name), kind, "name", name, name, *quote, "confirmed"))
    return out
