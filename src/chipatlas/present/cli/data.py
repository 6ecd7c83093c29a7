"""Commands that change or dump the store: init, ingest, rebuild, export."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from chipatlas.errors import ConfigError, InputError
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import (
    Format,
    console,
    errors,
    format_option,
    print_data,
    print_json,
    say,
    to_csv,
)

# The pipeline, readers and store are imported inside the commands (an instant CLI).
if TYPE_CHECKING:
    from chipatlas.ingest.pipeline import IngestOptions
    from chipatlas.ingest.report import DocumentReport
    from chipatlas.sources import SourceDocument


def repair_kind(message: str) -> str:
    """A repair line without its particulars: what kind of repair it was."""
    kind = re.sub(r"'[^']*'|\([^)]*\)|\d+", "…", message).split(";")[0]
    kind = re.split(r" of | into |: ", kind)[0]
    return re.sub(r"^read \S+ as", "read … as", kind).strip()


def _print_report(report: DocumentReport) -> None:
    for line in report.lines():
        bad = line.startswith(("rejected", "busy"))
        warn = "MISMATCH" in line or line.startswith("supersedes")
        say(line, error=bad, style="red" if bad else ("yellow" if warn else None))


Loader = Callable[[], "SourceDocument"]


def _run(
    ctx: typer.Context,
    sources: Sequence[tuple[Loader, str]],
    options: IngestOptions,
    as_json: bool,
    quiet: bool = False,
) -> list[DocumentReport]:
    from rich.progress import Progress

    from chipatlas.extract import Note
    from chipatlas.ingest.pipeline import ingest
    from chipatlas.ingest.report import DocumentReport

    eng = engine(ctx, warn_stale=False)  # the ingest rebuilds stale projections itself
    reports: list[DocumentReport] = []
    with Progress(console=errors, transient=True, disable=len(sources) < 3) as progress:
        task = progress.add_task("ingesting", total=len(sources))
        for load, shown in sources:
            try:
                source = load()
            except InputError as exc:
                report = DocumentReport(uri=shown, status="rejected", rejected=[Note(exc.line, exc.reason)])
            else:
                report = ingest(eng, source, options)
            reports.append(report)
            if not as_json and (not quiet or not report.ok):
                _print_report(report)
            progress.advance(task)
    if as_json:
        print_json([r.as_dict() for r in reports])
    return reports


def init(
    ctx: typer.Context,
    empty: bool = typer.Option(False, "--empty", help="Create or migrate the store without loading data."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Print every document's report and repair."),
) -> None:
    """Create or migrate the store, then load the bundled default data."""
    from chipatlas.analyze.ring import list_platforms
    from chipatlas.ingest.pipeline import IngestOptions
    from chipatlas.ingest.rebuild import upgrade
    from chipatlas.sources import load_path
    from chipatlas.sources.bundled import bundled_paths, display_name

    eng = engine(ctx, check=False)
    rebuilt = upgrade(eng)
    console.print(f"store ready at {eng.url.render_as_string(hide_password=True)}", highlight=False)
    if rebuilt:
        console.print(rebuilt.line(), highlight=False)
    if empty:
        return
    bundled = [(partial(load_path, p, display_name(p)), display_name(p)) for p in bundled_paths()]
    reports = _run(ctx, bundled, IngestOptions(), as_json=False, quiet=not verbose)
    landed = sum(r.status == "landed" for r in reports)
    console.print(
        f"bundled data: {landed} landed, {sum(r.status == 'unchanged' for r in reports)} unchanged, "
        f"{sum(not r.ok for r in reports)} rejected",
        highlight=False,
    )
    with engine(ctx).connect() as conn:
        shown = list_platforms(conn)
    console.print(
        f"store: {len(shown)} platforms, {sum(p['n_rows'] for p in shown)} ring rows", highlight=False
    )
    checks = [n.message for r in reports for n in r.checks if n.message.endswith(("matches", "MISMATCH"))]
    bad = sum(c.endswith("MISMATCH") for c in checks)
    console.print(f"self-checks: {len(checks) - bad} match, {bad} MISMATCH", highlight=False)
    kinds = Counter(repair_kind(n.message) for r in reports for n in r.repairs)
    if kinds:
        console.print(f"repairs ({sum(kinds.values())}; every one with --verbose):", highlight=False)
        for kind, n in kinds.most_common():
            console.print(f"  {n:>4}  {kind}", highlight=False, markup=False)
    if not all(r.ok for r in reports):
        raise typer.Exit(1)


def ingest_cmd(
    ctx: typer.Context,
    paths: list[str] = typer.Argument(
        ..., help="Files, folders of files, or http(s) URLs (text/Markdown, HTML, CSV/TSV, JSON, RSS/Atom)."
    ),
    dry_run: bool = typer.Option(False, "--dry-run", help="Report what would change; write nothing."),
    platform: str = typer.Option(
        None, "--platform", help="The platform a ring belongs to, if the document does not say."
    ),
    mapping: list[str] = typer.Option(
        [], "--map", help="COLUMN=FIELD for columns with unusual names, e.g. 'Vendor=supplier'."
    ),
    source: str = typer.Option(
        None,
        "--source",
        help="The source key: a document supersedes only earlier versions of the same key "
        "(default: a dataset title in the document, else the file's absolute path or the URL).",
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON (same as --format json)."),
    fmt: Format = format_option(help="table (report lines) or json."),
    allow_private: bool = typer.Option(
        False, "--allow-private", help="Allow URLs on private or loopback addresses (refused by default)."
    ),
    reread: bool = typer.Option(
        False,
        "--reread",
        help="Read documents already stored again (after 'entity add' or 'alias add'): what they now "
        "state is added, what they no longer state retired; history keeps both.",
    ),
) -> None:
    """Ingest documents; exit 0 only when nothing was rejected."""
    from chipatlas.extract.columns import parse_mapping
    from chipatlas.ingest.pipeline import IngestOptions
    from chipatlas.sources.locate import expand, open_source

    options = IngestOptions(
        platform=platform, mapping=parse_mapping(mapping), source_key=source, dry_run=dry_run, reread=reread
    )
    found = [(partial(open_source, arg, allow_private), arg) for arg in expand(paths)]
    if fmt == Format.csv:
        raise ConfigError("ingest prints a report: use --format table or json")
    reports = _run(ctx, found, options, as_json or fmt == Format.json)
    if not all(r.ok for r in reports):
        raise typer.Exit(1)


def rebuild_cmd(ctx: typer.Context) -> None:
    """Rebuild every projection (ring rows, platforms, names) and the search index from statements."""
    from chipatlas.ingest.rebuild import rebuild
    from chipatlas.store.writing import write_transaction

    with write_transaction(engine(ctx, warn_stale=False)) as conn:
        done = rebuild(conn, search=True)
    console.print(f"{done.line()}; {done.ring_rows} ring rows in {done.seconds:.1f} s", highlight=False)


def export(
    ctx: typer.Context,
    out: Path = typer.Argument(..., help="File to write; '-' for standard output."),
    fmt: Format = format_option(Format.csv, "csv or json"),
) -> None:
    """Export every ring row of every platform (the data contract, plus platform and source_url)."""
    from chipatlas.analyze.ring import EXPORT_FIELDS, export_rows

    with engine(ctx).connect() as conn:
        rows = export_rows(conn)
    if fmt == Format.table:
        raise ConfigError("export writes csv or json, not a table")
    text = (
        to_csv(rows, EXPORT_FIELDS)
        if fmt == Format.csv
        else json.dumps(rows, indent=2, ensure_ascii=False) + "\n"
    )
    if str(out) == "-":
        print_data(text)
    else:
        out.write_text(text, encoding="utf-8")
        console.print(f"wrote {len(rows)} rows to {out}", highlight=False)


def register(app: typer.Typer) -> None:
    app.command()(init)
    app.command("ingest")(ingest_cmd)
    app.command("rebuild")(rebuild_cmd)
    app.command()(export)
