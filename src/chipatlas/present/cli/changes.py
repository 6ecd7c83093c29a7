"""The ``changes`` command: what is new, changed or gone since a date, per platform.

Registered with the analysis commands (``analysis.register``), where the help lists it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, console, print_table
from chipatlas.present.cli.render import emit as _emit

if TYPE_CHECKING:  # the records are for the type checker; the command loads them when it runs
    from chipatlas.analyze.records_change import ChangeEvent, PlatformChanges


def _say(text: str) -> None:
    console.print(text, highlight=False, markup=False)


_HEADS = ("supplies_new", "supplies_ended", "statements_new", "values_changed", "statements_superseded")


def changes_cmd(
    ctx: typer.Context,
    since: str = typer.Option(..., "--since", help="ISO-8601 date or time, e.g. 2026-10-01."),
    platform: str = typer.Option(None, "--platform", help="One platform; default all."),
    fmt: Format = FORMAT,
) -> None:
    """New, changed and superseded statements since a date; last verified per platform."""
    from chipatlas.analyze.changes import changes
    from chipatlas.analyze.records_change import CHANGE_COLUMNS

    with engine(ctx).connect() as conn:
        data = changes(conn, since, platform)
    fields = CHANGE_COLUMNS
    if _emit(fmt, data, data["platforms"], ("slug", *fields)):
        return
    since_shown = _when(data["since"])
    if not any(data["totals"].values()):
        _say(f"nothing changed since {since_shown}" + (f" on {platform}" if platform else ""))
        return
    # The table says what each count counts: ring rows, or statements (a new row brings several).
    heads = dict(zip(fields[3:], _HEADS, strict=True))
    table = [{heads.get(k, k): v for k, v in p.items()} for p in data["platforms"]]
    for row in table:
        row["last_seen"] = _when(row["last_seen"]) if isinstance(row["last_seen"], str) else row["last_seen"]
    print_table(table, ("name", "last_verified", "last_seen", *_HEADS), title=f"changes since {since_shown}")
    t, other = data["totals"], data["other"]
    total = (
        f"total: supplies {t['n_supplies_new']} new, {t['n_supplies_ended']} ended;"
        f" statements {t['n_new']} new, {t['n_changed']} values changed, {t['n_superseded']} superseded"
    )
    if other and any(other[k] for k in ("n_new", "n_changed", "n_superseded")):
        # the table's rows do not add up to the total without them
        total += (
            f"; of the statements, about no platform (companies, documents, signals): {other['n_new']} new,"
            f" {other['n_changed']} changed, {other['n_superseded']} superseded"
        )
    _say(total)
    for p in data["platforms"]:
        for c in p["changed"]:
            old = ", ".join(str(e["value"]) for e in c["old"])
            new = ", ".join(str(e["value"]) for e in c["new"])
            _say(f"{p['name']}: {c['component'] or c['entity_id']} {c['prop']}: {old} -> {new}")
    for line in _entity_lines(data["platforms"]):
        _say(line)


_SHOWN = 40  # entity lines on a terminal; the json has every event


def _when(stamp: str) -> str:
    """A stored time as a table shows it: to the second ('2026-12-02T15:33:58Z'; the
    microseconds folded a column onto two lines), and a midnight as its date."""
    whole = re.sub(r"\.\d+Z$", "Z", stamp)
    return whole.removesuffix("T00:00:00Z")


def _entity_lines(platforms: Sequence[PlatformChanges]) -> list[str]:
    """What is new or gone, one line per platform and entity ("Micron HBM for X: new
    component, notes, supplier (claimed; document c2d90f7b8f9a)"): the counts alone make
    the reader ask the json which rows they are."""
    lines: list[str] = []
    for p in platforms:
        for word, events in (("new", p["new"]), ("superseded", p["superseded"])):
            by: dict[str, list[ChangeEvent]] = {}
            for e in events:
                by.setdefault(e["entity_name"], []).append(e)
            for name, group in by.items():
                props = ", ".join(sorted({e["prop"] for e in group}))
                evidence = "/".join(sorted({str(e["evidence"]) for e in group if e["evidence"]}))
                docs = ", ".join(sorted({str(e["document"])[:12] for e in group if e["document"]}))
                cited = "; ".join(x for x in (evidence, f"document {docs}" if docs else "") if x)
                lines.append(f"{p['name']}: {word} {name}: {props}" + (f" ({cited})" if cited else ""))
    if len(lines) > _SHOWN:
        more = f"... and {len(lines) - _SHOWN} more (--platform P narrows; --format json lists every one)"
        lines = [*lines[:_SHOWN], more]
    return lines
