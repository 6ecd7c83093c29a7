"""One ring row's words on a supply, never a mix of several rows' (data contract).

A supply stated in several place-less rows holds every row's detail, notes, source and
evidence as competing statements; ranking each property apart could show one row's notes
with another row's source. Here the rows are told apart by the line each statement's span
starts on, one row wins by the ranking of ``ranked.py`` (evidence, then recency, then the
earlier row), and every word is taken from that row only. The other rows stay in the store
and in ``history``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, select

from chipatlas.ingest.ranked import chunks
from chipatlas.model.schema import P
from chipatlas.model.vocab import evidence_rank
from chipatlas.store.tables import documents

# What a place-less row states of its supplier on the supply (extract/ring.py).
WORDS = (P.SUPPLIER_DETAIL, P.ROLE, P.EVIDENCE, P.HAS_SOURCE_LINK, P.NOTES, P.SOURCE_URL, P.US_STATUS)

Props = dict[str, list[Any]]
RowKey = tuple[str, int]  # document id, offset of the line the row starts on


class Texts:
    """Document texts, fetched once per rebuild and only for supplies with several rows."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn
        self._texts: dict[str, str] = {}

    def fetch(self, ids: Sequence[str]) -> None:
        missing = sorted(set(ids) - self._texts.keys())
        for chunk in chunks(missing):
            rows = self._conn.execute(
                select(documents.c.id, documents.c.text).where(documents.c.id.in_(chunk))
            )
            self._texts.update({r.id: r.text for r in rows})

    def row_of(self, stmt: Any) -> RowKey:
        text = self._texts.get(stmt.document_id, "")
        return stmt.document_id, text.rfind("\n", 0, stmt.span_start) + 1

    def line(self, row: RowKey) -> str:
        text = self._texts.get(row[0], "")
        end = text.find("\n", row[1])
        return text[row[1] : end if end >= 0 else len(text)]


def one_row(props: Props, texts: Texts) -> Props:
    """The supply's props with every word taken from its best-ranked row only."""
    stated = [r for p in WORDS for r in props.get(p, ())]
    if len(stated) < 2:
        return props
    texts.fetch([r.document_id for r in stated])
    rows: dict[RowKey, list[Any]] = {}
    for r in stated:
        rows.setdefault(texts.row_of(r), []).append(r)
    if len(rows) < 2:
        return props
    # Ties fall to the earlier row, so the same row wins on every backend.
    order = sorted(rows)
    order.sort(key=lambda k: max(str(r.last_seen) for r in rows[k]), reverse=True)
    order.sort(key=lambda k: min(evidence_rank(r.evidence) for r in rows[k]))
    win = order[0]
    head = rows[win][0]  # every statement of a row carries the row's evidence and source
    line = texts.line(win)
    out = {p: v for p, v in props.items() if p not in WORDS}
    for prop in WORDS:
        values = props.get(prop, [])
        own = [r for r in values if texts.row_of(r) == win]
        if not own and prop in (P.EVIDENCE, P.HAS_SOURCE_LINK) and len({r.value for r in values}) == 1:
            own = values  # every row states these: one value in all is the winner's too
        if not own:
            own = [r for r in values if _shared(prop, str(r.value), head, line)]
        if own:
            out[prop] = own
    return out


def _shared(prop: str, value: str, head: Any, line: str) -> bool:
    """Whether the winning row states this value, kept on another row's span because the
    store keeps one statement for one value from one source."""
    if prop == P.EVIDENCE:
        return bool(value == head.evidence)
    if prop == P.SOURCE_URL:
        return bool(value == head.source_url)
    if prop == P.HAS_SOURCE_LINK:
        return value == "true" and bool(head.source_url)
    # A cell's text on the winning row's line; a value written differently (quoted, or
    # normalised as a role or US status is) is left out: missing, never another row's.
    return bool(value) and value in line
