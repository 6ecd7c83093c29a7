"""``chipatlas document ID``: everything read from one document, the way a user checks a file."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import Format, emit, format_option, print_table, say


def document_cmd(
    ctx: typer.Context,
    key: str = typer.Argument(
        ..., help="Document id (or 8+ characters of it), source key, address or file name."
    ),
    fmt: Format = format_option(help="table, json or csv (csv: the claims read from it)"),
) -> None:
    """Signals, entities with reasons, claims, unattached figures, figures and ring changes
    proposed for review and repairs of one document."""
    from chipatlas.analyze.document import document_record
    from chipatlas.analyze.records_document import DocumentClaim

    with engine(ctx).connect() as conn:
        rec = document_record(conn, key)
    if emit(fmt, rec, rec["claims"], list(DocumentClaim.__annotations__)):
        return
    say(f"document {rec['id'][:16]}  {rec['uri']}  (source key {rec['source_key']})")
    say(
        f"title: {rec['title'] or 'not stated'}; publisher: {rec['publisher'] or 'not stated'}; "
        f"published: {rec['published'] or 'not stated'}; {rec['n_statements']} statements"
    )
    for s in rec["signals"]:
        say(f"signal {s['id']}: {s['title']}")
        say(f"  type {s['type']}  ({'; '.join(s['type_reasons'][-2:])})")
        say(f"  sentiment {s['sentiment']}  ({'; '.join(s['sentiment_reasons'][:4])})")
        for e in s["entity_sentiment"]:
            say(f"    {e['entity']}: {e['sentiment']} ({'; '.join(e['reasons'][:3])})")
        say(f"  date {s['date'] or 'not stated'}; source {s['source']}; language {s['language']}")
        if s["why_it_matters"]:
            say(f"  why it matters: {s['why_it_matters']}")
    _section(
        "entities", [{"id": e["id"], "name": e["name"], "why": e["reasons"][0]} for e in rec["entities"]]
    )
    fields = ("subject_name", "metric", "value", "unit", "scope", "evidence", "quote")
    _section("claims", _figures(rec["claims"]), fields)
    # no subject_name column: it would be '—' on every row
    _section("unattached figures (no subject stated)", _figures(rec["unattached"]), fields[1:])
    # the qualifier beside the value: "more than; threshold" is no value of 10 trillion
    held = (
        "id",
        "status",
        "subject_name",
        "metric",
        "qualifier",
        "value",
        "unit",
        "scope",
        "figure_class",
        "quote",
    )
    _section(
        "figures proposed for review ('chipatlas review accept|edit|reject ID')",
        _figures(rec["figure_proposals"]),
        held,
    )
    _section(
        "ring changes proposed ('chipatlas review accept|edit|reject ID')",
        rec["ring_changes"],
        ("id", "status", "what", "evidence", "quote"),
    )
    _section("repairs (re-read from the stored text)", [{"repair": r} for r in rec["repairs"]])


def _figures(rows: Sequence[Mapping[str, object]]) -> list[dict[str, object]]:
    """Rows as the table shows them: a value's thousands marked (JSON and CSV keep it as stored)."""
    from chipatlas.analyze.proposals import grouped

    return [{**r, "value": grouped(str(r["value"])) if r.get("value") is not None else None} for r in rows]


def _section(title: str, rows: Sequence[Mapping[str, object]], fields: Sequence[str] = ()) -> None:
    say(f"{title}: {len(rows)}")
    if rows:
        print_table(rows, fields or tuple(rows[0]))


def register(app: typer.Typer) -> None:
    app.command("document")(document_cmd)
