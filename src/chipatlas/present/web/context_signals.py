"""Signals, conflicts and specs as page dicts (the template and the ``.json`` twin render the same).

Every takeaway quote and every disagreeing value links to its words in the stored
document (``/documents/{doc}#s-{statement}``, the span the document page marks).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

from chipatlas.analyze.conflicts import conflicts
from chipatlas.analyze.exposure import exposure_of_entities
from chipatlas.analyze.provenance import captions
from chipatlas.analyze.records_conflict import Conflict
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.signals import signal_record, signals, takeaway_rows
from chipatlas.analyze.spec_labels import bare_quote, spec_label
from chipatlas.analyze.specs import entity_id, spec_subject, specs
from chipatlas.analyze.view import View
from chipatlas.errors import NotFoundError
from chipatlas.extract.taxonomy import TYPES
from chipatlas.limits import PAGE_ITEMS
from chipatlas.present.web.evidence import doc_href, quote_links
from chipatlas.present.web.page_records_signals import (
    AnchoredConflict,
    ConflictsContext,
    LinkedSignal,
    LinkedSpec,
    LinkedTakeaway,
    RelatedSignal,
    SignalContext,
    SignalDetail,
    SignalsContext,
    SpecsContext,
)
from chipatlas.present.web.paging import cut, offset_of
from chipatlas.store.facts import current

Props = dict[str, list[dict[str, Any]]]


def _with_takeaway_links(record: SignalRecord, props: Props) -> LinkedSignal:
    rows = takeaway_rows(props)  # the rows signal_record listed, in its order
    takeaways: list[LinkedTakeaway] = [
        {**t, "statement": r["id"], "document": r["document_id"], "href": doc_href(r["document_id"], r["id"])}
        for t, r in zip(record["takeaways"], rows, strict=True)
    ]
    urls = sorted({str(r["source_url"]) for values in props.values() for r in values if r.get("source_url")})
    return {**record, "takeaways": takeaways, "source_urls": urls}


def signal_list(
    conn: Connection, entity: str | None, since: str | None, type_: str | None
) -> list[LinkedSignal]:
    """``analyze.signals.signals`` with each takeaway's statement, document and anchor added."""
    found = signals(conn, entity, since, type_)
    facts = current(conn, [s["id"] for s in found])
    return [_with_takeaway_links(s, facts.get(s["id"], {})) for s in found]


def signals_page(conn: Connection, params: dict[str, str]) -> SignalsContext:
    """One page (``PAGE_ITEMS``) of the signals, ``n_signals`` counting every match."""
    entity, since, type_ = params.get("entity"), params.get("since"), params.get("type")
    at = offset_of(params.get("cursor"))
    whole = signal_list(conn, entity, since, type_)
    items, nxt = cut(whole, at, PAGE_ITEMS)
    return {
        "page": "signals",
        "title": "Market signals",
        "filters": {"entity": entity, "since": since, "type": type_},
        "types": list(TYPES),
        "n_signals": len(whole),
        "signals": items,
        "next_cursor": nxt,
    }


def _names(conn: Connection, ids: list[str]) -> dict[str, str]:
    return {eid: c["name"] for eid, c in captions(conn, ids).items()}


def signal_detail(conn: Connection, sid: str) -> SignalDetail:
    """One signal, every field, its takeaways' anchors, related signals and the rings it touches."""
    sid = sid if sid.startswith("signal:") else f"signal:{sid}"
    props = current(conn, [sid]).get(sid)
    if not props or "title" not in props:
        raise NotFoundError(f"no signal {sid!r}; see /signals")
    view = View.load(conn)
    mentioned = sorted({view.canonical(str(r["value"])) for r in props.get("mentions", [])})
    record = _with_takeaway_links(signal_record(sid, props, _names(conn, mentioned), view), props)
    related: list[RelatedSignal] = []
    for rid, rprops in current(conn, record["related"]).items():
        title = rprops.get("title")
        related.append({"id": rid, "title": str(title[0]["value"]) if title else rid})
    known = {r["id"] for r in related}
    related += [{"id": r, "title": r} for r in record["related"] if r not in known]
    return {
        **record,
        "related_signals": sorted(related, key=lambda r: r["id"]),
        "rings": exposure_of_entities(conn, [e["id"] for e in record["entities"]]),
    }


def signal_page(conn: Connection, sid: str) -> SignalContext:
    data = signal_detail(conn, sid)
    return {"page": "signal", "title": data["title"], "signal": data}


def conflict_list(conn: Connection, entity: str | None = None) -> list[AnchoredConflict]:
    """``analyze.conflicts.conflicts`` with each value's anchor in its document (``href``)."""
    return anchored(conflicts(conn, entity_id(conn, entity) if entity else None))


def anchored(found: list[Conflict]) -> list[AnchoredConflict]:
    """Each disagreeing value with its anchor in its document (``href``: its statement's
    marked words) and the sources counted."""
    return [
        {
            **c,
            "n_sources": len({v["source_url"] or v["document"] for v in c["values"]}),
            "values": [{**v, "href": doc_href(v["document"], v["statement"])} for v in c["values"]],
        }
        for c in found
    ]


def conflicts_page(conn: Connection, entity: str | None, cursor: str | None = None) -> ConflictsContext:
    """One page (``PAGE_ITEMS``) of the disagreements, ``n_conflicts`` counting them all."""
    at = offset_of(cursor)
    whole = conflict_list(conn, entity)
    items, nxt = cut(whole, at, PAGE_ITEMS)
    return {
        "page": "conflicts",
        "title": "Disagreements between sources",
        "entity": entity,
        "n_conflicts": len(whole),
        "conflicts": items,
        "next_cursor": nxt,
    }


def linked_specs(conn: Connection, name: str) -> list[LinkedSpec]:
    """``analyze.specs.specs`` with each quote's anchor, label and quote as shown."""
    found = specs(conn, name)
    anchors = quote_links(conn, ((s["document"], s["quote"]) for s in found))
    return [
        {
            **s,
            "href": anchors.get((s["document"], s["quote"])) or doc_href(s["document"]),
            "label": spec_label(str(s["metric"]), str(s["scope"]), str(s["unit"])),
            "shown_quote": bare_quote(str(s["quote"])),
        }
        for s in found
    ]


def specs_page(conn: Connection, name: str) -> SpecsContext:
    eid = spec_subject(conn, name)
    caption = _names(conn, [eid]).get(eid, eid)
    return {
        "page": "specs",
        "title": f"Specs of {caption}",
        "entity": eid,
        "name": caption,
        "specs": linked_specs(conn, name),
    }
