"""Identity commands: merge, split, unsure, judgements, relink.

Names are taken as a person types them (a name, an alias or an id). A judgement and
the ring rows it changes are written in one transaction; the report says what moved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from typing import TYPE_CHECKING

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, console, print_json, print_table, to_csv

if TYPE_CHECKING:  # the store and the pipeline load only when a command runs (an instant --help)
    from sqlalchemy import Connection

    from chipatlas.ingest.identity import Outcome

_REASON = typer.Option(None, "--reason", help="Why: kept with the judgement.")
_BY = typer.Option(None, "--by", help="Who judges (default: the operating-system user).")
_FIELDS = ("judgement", "left_name", "right_name", "reason", "judged_by", "created_at", "current")
Action = Callable[["Connection", str, str, str | None, str], "Outcome"]


def _judge(ctx: typer.Context, action: Action, a: str, b: str, reason: str | None, by: str | None) -> None:
    from chipatlas.analyze.view import find_id
    from chipatlas.ingest.identity import default_user

    with engine(ctx).begin() as conn:
        outcome = action(conn, find_id(conn, a), find_id(conn, b), reason, by or default_user())
    console.print(outcome.line(), highlight=False, markup=False)


def merge_cmd(
    ctx: typer.Context,
    a: str = typer.Argument(..., help="An entity: name, alias or id."),
    b: str = typer.Argument(..., help="The entity it is the same as."),
    reason: str = _REASON,
    by: str = _BY,
    force: bool = typer.Option(False, "--force", help="Override a 'not the same' judged on this pair."),
) -> None:
    """Judge A and B the same: every ring, exposure and page reads them as one, at once."""
    from chipatlas.ingest.identity import merge

    def action(conn: Connection, x: str, y: str, why: str | None, who: str) -> Outcome:
        return merge(conn, x, y, why, who, force=force)

    _judge(ctx, action, a, b, reason, by)


def split_cmd(
    ctx: typer.Context,
    a: str = typer.Argument(..., help="An entity: name, alias or id."),
    b: str = typer.Argument(..., help="The entity it is not."),
    reason: str = _REASON,
    by: str = _BY,
) -> None:
    """Judge A and B not the same: undoes their merge and keeps them apart for good."""
    from chipatlas.ingest.identity import split

    _judge(ctx, split, a, b, reason, by)


def unsure_cmd(
    ctx: typer.Context,
    a: str = typer.Argument(..., help="An entity: name, alias or id."),
    b: str = typer.Argument(..., help="The other entity."),
    reason: str = _REASON,
    by: str = _BY,
) -> None:
    """Record a doubt about A and B for review; they still read as two."""
    from chipatlas.ingest.identity import unsure

    _judge(ctx, unsure, a, b, reason, by)


def judgements_cmd(
    ctx: typer.Context,
    entity: str = typer.Option(None, "--entity", help="Only judgements touching this entity."),
    fmt: Format = FORMAT,
) -> None:
    """The judgement log, newest first: who judged what, when and why (replaced ones too)."""
    from chipatlas.analyze.view import find_id, judgement_rows

    with engine(ctx).connect() as conn:
        rows = [asdict(j) for j in judgement_rows(conn, find_id(conn, entity) if entity else None)]
    if fmt == Format.json:
        print_json(rows)
    elif fmt == Format.csv:
        typer.echo(to_csv(rows, ("id", "left_id", "right_id", *_FIELDS)), nl=False)
    else:
        print_table(rows, _FIELDS)


def relink_cmd(ctx: typer.Context, fmt: Format = FORMAT) -> None:
    """After 'alias add' or 'entity add': join entities named by an accepted alias, link stored
    articles' mentions, link candidate proposals whose supplier's name now resolves."""
    from chipatlas.ingest.proposals import line, shown_names
    from chipatlas.ingest.relink import join_named, relink, resolve_candidates

    with engine(ctx).begin() as conn:
        joined = [asdict(j) for j in join_named(conn)]
        moved = [asdict(m) for m in relink(conn)]
        linked = resolve_candidates(conn)
        names = shown_names(conn, linked)
    resolved = [p for p in linked if p.status == "proposed"]
    if fmt == Format.json:
        print_json({"joined": joined, "mentions": moved, "candidates": [asdict(p) for p in linked]})
        return
    for j in joined:
        console.print(
            f"judged {j['other_id']} the same as {j['entity_id']} (alias '{j['name']}')",
            highlight=False,
            markup=False,
        )
    for m in moved:
        console.print(
            f"linked '{m['name']}' in {m['subject_id']} to {m['entity_id']}", highlight=False, markup=False
        )
    for p in linked:
        console.print(line(p, names), highlight=False, markup=False)
    console.print(f"relinked {len(moved)} mention(s)", highlight=False, markup=False)
    # a candidate whose supplier now resolves and lacks nothing else is open for review
    console.print(f"{len(resolved)} candidates resolved", highlight=False, markup=False)


def register(app: typer.Typer) -> None:
    app.command("merge")(merge_cmd)
    app.command("split")(split_cmd)
    app.command("unsure")(unsure_cmd)
    app.command("judgements")(judgements_cmd)
    app.command("relink")(relink_cmd)
