"""Commands that move a whole store: backup and restore (docs/backup.md)."""

from __future__ import annotations

from pathlib import Path

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import console, errors


def _say(line: str) -> None:
    console.print(line, highlight=False, markup=False, soft_wrap=True)


def backup_cmd(
    ctx: typer.Context,
    out: Path = typer.Argument(..., help="The backup file to write (gzip'd JSON lines)."),
    sqlite: bool = typer.Option(
        False, "--sqlite-copy", help="SQLite stores only: write a copy of the database file instead."
    ),
    force: bool = typer.Option(False, "--force", help="Overwrite FILE if it exists."),
) -> None:
    """Write everything in the store to FILE, to restore with 'chipatlas restore'."""
    from chipatlas.store.backup import backup, sqlite_copy

    eng = engine(ctx)
    if sqlite:
        size = sqlite_copy(eng, out, overwrite=force)
        _say(f"copied the SQLite store to {out} ({size} bytes); use it with --db {out}")
        return
    header = backup(eng, out, overwrite=force)
    _say(
        f"backed up {header.total_rows} rows of {len(header.tables)} tables to {out} "
        f"(schema {header.schema_revision}, {out.stat().st_size} bytes)"
    )


def restore_cmd(
    ctx: typer.Context,
    src: Path = typer.Argument(..., help="A file written by 'chipatlas backup'."),
    force: bool = typer.Option(
        False, "--force", help="Replace the contents of a store that is not empty (in one transaction)."
    ),
) -> None:
    """Restore a backup into an empty store; a bad file is refused whole and nothing is written."""
    from chipatlas.ingest.rebuild import refresh_if_stale
    from chipatlas.store.backup import BackupError, restore
    from chipatlas.store.writing import write_transaction

    eng = engine(ctx, check=False)
    if not src.is_file():
        errors.print(f"rejected {src}: not a file", highlight=False, markup=False)
        raise typer.Exit(1)
    try:
        result = restore(eng, src, replace=force)
    except BackupError as exc:
        errors.print(f"rejected {exc}", highlight=False, markup=False, soft_wrap=True)
        raise typer.Exit(1) from None
    header = result.header
    replaced = f"; replaced {result.replaced_rows} rows" if result.replaced_rows else ""
    _say(
        f"restored {header.total_rows} rows of {len(header.tables)} tables from {src} "
        f"(backup of {header.created_at}, schema {header.schema_revision}){replaced}"
    )
    # A backup written by an older chipatlas holds the projections that version built.
    with write_transaction(eng) as conn:
        rebuilt = refresh_if_stale(conn, stamp_empty=False)
    if rebuilt:
        _say(rebuilt.line())


def register(app: typer.Typer) -> None:
    app.command("backup")(backup_cmd)
    app.command("restore")(restore_cmd)
