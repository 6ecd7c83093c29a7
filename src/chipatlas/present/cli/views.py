"""Commands that read: platforms, ring, us-share, history, resolve."""

from __future__ import annotations

from contextlib import closing
from typing import TYPE_CHECKING

import typer

# The analysis modules (and SQLAlchemy under them) are imported inside each command,
# so that starting the CLI costs only what the command run needs. ``ring`` and
# ``platforms`` read a current SQLite store with sqlite3 (no SQLAlchemy) and print JSON
# and CSV without Rich (``output``); ``render`` (Rich) is imported for a table.
from chipatlas.present.cli.common import engine, sqlite_store
from chipatlas.present.cli.output import FORMAT, Format, emit, print_data, print_json, to_csv

if TYPE_CHECKING:
    from chipatlas.analyze.records_identity import ReviewDecision
    from chipatlas.analyze.records_ring import PlatformSummary, Ring


def _platform_list(ctx: typer.Context) -> list[PlatformSummary]:
    quick = sqlite_store(ctx)
    if quick is not None:
        from chipatlas.analyze import ring_sqlite

        with closing(quick):
            return ring_sqlite.list_platforms(quick)
    from chipatlas.analyze.ring import list_platforms

    with engine(ctx).connect() as conn:
        return list_platforms(conn)


def platforms(ctx: typer.Context, fmt: Format = FORMAT) -> None:
    """List the platforms in the store."""
    from chipatlas.analyze.ring_rows import PLATFORM_FIELDS

    rows = _platform_list(ctx)
    if fmt == Format.json:
        print_json(rows)
    elif fmt == Format.csv:
        print_data(to_csv(rows, PLATFORM_FIELDS))
    else:
        from chipatlas.present.cli.render import print_table

        print_table(rows, PLATFORM_FIELDS)


def _ring(ctx: typer.Context, name: str) -> Ring:
    quick = sqlite_store(ctx)
    if quick is not None:
        from chipatlas.analyze import ring_sqlite

        with closing(quick):
            found = ring_sqlite.ring(quick, name)
        if found is not None:
            return found
    # PostgreSQL, a store to refuse or warn about, or a name to say 'did you mean' about.
    from chipatlas.analyze.ring import ring

    with engine(ctx).connect() as conn:
        return ring(conn, name)


def ring_cmd(
    ctx: typer.Context,
    platform: str = typer.Argument(..., help="Name, slug or alias, e.g. 'Trainium3 UltraServer'."),
    fmt: Format = FORMAT,
) -> None:
    """Who makes each component of a platform, with evidence."""
    from chipatlas.analyze.ring_rows import SHOWN_FIELDS, row_fields

    data = _ring(ctx, platform)
    if fmt == Format.json:
        print_json(data)
    elif fmt == Format.csv:
        # The platform column lets the file re-import as is, without --platform.
        rows = [{"platform": data["platform"], **r} for r in data["rows"]]
        print_data(to_csv(rows, ("platform", *row_fields())))
    else:
        from chipatlas.present.cli.render import print_table

        title = (
            f"{data['platform']}: {data['n_rows']} rows across {data['n_components']} components"
            f" (last verified {data['last_verified'] or 'unknown'})"
        )
        print_table(data["rows"], SHOWN_FIELDS, title=title)


def us_share_cmd(
    ctx: typer.Context,
    platform: str = typer.Argument(..., help="Name, slug or alias."),
    fmt: Format = FORMAT,
) -> None:
    """What of a platform is made in the US, now and planned."""
    from chipatlas.analyze.ring import us_share

    with engine(ctx).connect() as conn:
        data = us_share(conn, platform)
    rows = [*data["us_now"], *data["us_planned"]]
    # The place's own evidence beside the supply's: a confirmed supplier at a guessed site
    # must not read as a confirmed US plant (walk14).
    fields = (
        "component",
        "supplier",
        "made_in_site",
        "us_status",
        "location_scope",
        "location_evidence",
        "evidence",
    )
    if emit(fmt, data, rows, fields):
        return
    from chipatlas.present.cli.render import console, print_table

    # The table lists planned rows too: the head counts them apart, so its count reads true.
    console.print(
        f"{data['platform']}: {data['n_components_us_now']} of {data['n_components']} "
        f"components have some US production now"
        + (f" ({_rows(len(data['us_now']))})" if data["us_now"] else "")
        + (
            f"; {data['n_components_us_planned_only']} more only planned"
            f" ({_rows(len(data['us_planned']))} planned in all)"
            if data["us_planned"]
            else ""
        ),
        highlight=False,
    )
    if rows:
        print_table(rows, fields)


def _rows(n: int) -> str:
    return f"{n} row" if n == 1 else f"{n} rows"


def history_cmd(
    ctx: typer.Context,
    platform: str = typer.Argument(..., help="Name, slug or alias (of a platform, else of a company)."),
    fmt: Format = FORMAT,
    superseded: bool = typer.Option(False, "--superseded", help="Only values that were superseded."),
) -> None:
    """Every value the store has held for a platform's ring, current and superseded; for a
    company, its own statements and its supplies to and from companies (no platform named)."""
    from chipatlas.analyze.history import history

    with engine(ctx).connect() as conn:
        data = history(conn, platform)
    events = [e for e in data["events"] if e["status"] == "superseded"] if superseded else data["events"]
    rows = [{**e, "documents": len(e["sources"]), "reviewed": _reviewed(e["decision"])} for e in events]
    fields = (
        "first_seen",
        "status",
        "superseded_at",
        "component",
        "entity_name",
        "prop",
        "value",
        "value_id",
        "uri",
        "documents",
        "reviewed",
    )
    if emit(fmt, {**data, "events": events}, rows, fields):
        return
    from chipatlas.present.cli.render import console, print_table

    if not rows:
        what = "superseded " if superseded else ""
        console.print(f"no {what}values in the history of {data['platform']}", highlight=False)
        return
    drops = ("uri", "value_id", "documents", "superseded_at", "reviewed", "first_seen")
    print_table(rows, fields, title=f"history of {data['platform']}", optional=drops)


def _reviewed(decision: ReviewDecision | None) -> str | None:
    """Who accepted the proposal that wrote a value, when and why, on one line."""
    if decision is None:
        return None
    why = f": {decision['reason']}" if decision["reason"] else ""
    return f"{decision['decision']}ed by {decision['decided_by']} at {decision['at']}{why}"


def resolve_cmd(
    ctx: typer.Context,
    name: str = typer.Argument(..., help="A name or alias, e.g. 'TUC' or 'Trainium3 UltraServer'."),
    fmt: Format = FORMAT,
) -> None:
    """The canonical entity for a name or alias."""
    from chipatlas.analyze.entities import resolve_name

    with engine(ctx).connect() as conn:
        data = resolve_name(conn, name)
    rows = [{**data, "aliases": ", ".join(data["aliases"])}]
    fields = ("id", "name", "kind", "aliases", "parent")
    if not emit(fmt, data, rows, fields):
        from chipatlas.present.cli.render import print_table

        print_table(rows, fields)


def register(app: typer.Typer) -> None:
    app.command()(platforms)
    app.command("ring")(ring_cmd)
    app.command("us-share")(us_share_cmd)
    app.command("history")(history_cmd)
    app.command("resolve")(resolve_cmd)
