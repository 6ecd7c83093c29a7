"""Signals as the analyst reads them: one record per story, with every source that told it."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TypeVar, cast

from sqlalchemy import Connection, select

from chipatlas.analyze.records_signal import EntitySentiment, SignalRecord, StoryJoin, Takeaway
from chipatlas.analyze.specs import entity_id
from chipatlas.analyze.view import View
from chipatlas.model.schema import K, P
from chipatlas.store.facts import current
from chipatlas.store.tables import entities, statements

FIELDS = (
    "id",
    "date",
    "date_precision",
    "type",
    "source",
    "impact",
    "impact_reasons",
    "sentiment",
    "title",
    "summary",
    "why_it_matters",
    "takeaways",
    "entities",
    "related",
    "document",
)


def _first(props: dict[str, list[dict[str, object]]], prop: str) -> str | None:
    """The earliest stated value (the story as first told), for title, summary and date."""
    values = props.get(prop)
    return str(min(values, key=lambda r: str(r["first_seen"]))["value"]) if values else None


def _newest(props: dict[str, list[dict[str, object]]], prop: str) -> str | None:
    values = props.get(prop)
    return str(max(values, key=lambda r: str(r["last_seen"]))["value"]) if values else None


def mention_names(conn: Connection, view: View, ids: set[str]) -> dict[str, str]:
    """The names of the entities these mentioned ids read as (their canonical ids)."""
    wanted = sorted({view.canonical(i) for i in ids})
    rows = conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_(wanted)))
    return {r.id: r.caption for r in rows}


def signal_record(
    sid: str, props: dict[str, list[dict[str, object]]], names: dict[str, str], view: View | None = None
) -> SignalRecord:
    """One signal as read; with ``view``, each mentioned entity reads as its canonical id."""
    canon = view.canonical if view else str
    about = {canon(str(r["value"])) for r in props.get("about", [])}
    mentioned = sorted({canon(str(r["value"])) for r in props.get("mentions", [])})
    sources = sorted({str(r["value"]) for r in props.get("source", [])} - {"not stated"})
    documents = sorted({str(r["document_id"]) for values in props.values() for r in values})
    reasons = _newest(props, "impact_reasons")
    impact = _newest(props, "impact")
    return {
        "id": sid,
        "date": _first(props, "date"),
        "date_precision": _first(props, "date_precision") or "unknown",
        "type": _first(props, "type"),
        "source": ", ".join(sources) or "not stated",
        "sources": sources,
        "n_sources": len(sources),
        "impact": int(impact) if impact else None,
        "impact_reasons": [str(x) for x in json.loads(reasons)] if reasons else [],
        "stated_impact": int(s) if (s := _first(props, "stated_impact")) else None,
        "sentiment": _first(props, "sentiment"),
        "entity_sentiment": [
            cast(EntitySentiment, json.loads(str(r["value"]))) for r in props.get("entity_sentiment", [])
        ],
        "language": _first(props, "language"),
        "title": _first(props, "title"),
        "summary": _first(props, "summary"),
        "why_it_matters": _first(props, "why_it_matters"),
        # Written by extract.signal as JSON of exactly a Takeaway's fields.
        "takeaways": [cast(Takeaway, json.loads(str(r["value"]))) for r in takeaway_rows(props)],
        "entities": [
            {
                "id": e,
                "name": names.get(e, e.split(":", 1)[-1]),
                "role": "subject" if e in about else "mention",
            }
            for e in sorted(mentioned, key=lambda e: (e not in about, e))
        ],
        "related": sorted({str(r["value"]) for r in props.get("related", [])}),
        "document": str(min(props["title"], key=lambda r: str(r["first_seen"]))["document_id"]),
        "documents": documents,
        "stories": [cast(StoryJoin, json.loads(str(r["value"]))) for r in props.get("story", [])],
    }


# A statement row as store.facts reads it, or the web layer's wider dict: kept as given.
_Row = TypeVar("_Row", bound=Mapping[str, object])


def _at(r: Mapping[str, object]) -> tuple[str, int]:
    return str(r["document_id"]), int(str(r["span_start"]))


def takeaway_rows(props: Mapping[str, Sequence[_Row]]) -> list[_Row]:
    """A signal's takeaway statements in reading order (document, then place in it), a
    sentence the page prints twice (a photo caption repeated above the story) listed once."""
    seen: set[str] = set()
    out: list[_Row] = []
    for r in sorted(props.get("takeaway", []), key=_at):
        text = str(json.loads(str(r["value"])).get("text", ""))
        if text not in seen:
            seen.add(text)
            out.append(r)
    return out


def signals(
    conn: Connection, entity: str | None = None, since: str | None = None, type_: str | None = None
) -> list[SignalRecord]:
    """Newest first; ``entity`` (name, alias or id) keeps signals that mention it."""
    query = select(statements.c.entity_id).where(
        statements.c.schema == K.SIGNAL, statements.c.retired_at.is_(None)
    )
    view = View.load(conn)
    if entity is not None:
        # A mention of any id merged with the entity is a mention of it (the view).
        members = view.members(entity_id(conn, entity))
        query = query.where(statements.c.prop == P.MENTIONS, statements.c.value.in_(members))
    ids = sorted({r.entity_id for r in conn.execute(query)})
    facts = current(conn, ids)
    mentioned = {str(r["value"]) for p in facts.values() for r in p.get("mentions", [])}
    names = mention_names(conn, view, mentioned)
    out = [signal_record(sid, props, names, view) for sid, props in facts.items() if "title" in props]
    if since:
        out = [s for s in out if s["date"] and s["date"] >= since]
    if type_:
        out = [s for s in out if s["type"] == type_]
    return sorted(out, key=lambda s: (s["date"] or "", s["id"]), reverse=True)
