"""The ``sites`` command: every place ring rows are made at, and the rows whose place the
bundled gazetteer lacks (docs/methods.md#sites-and-the-site-map)."""

from __future__ import annotations

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, console, print_table
from chipatlas.present.cli.render import emit as _emit


def sites_cmd(
    ctx: typer.Context,
    unresolved: bool = typer.Option(
        False, "--unresolved", help="List the rows whose made-in text names a place the gazetteer lacks."
    ),
    fmt: Format = FORMAT,
) -> None:
    """Every place ring rows are made at (busiest first), or with --unresolved the rows not placed."""
    from chipatlas.analyze.sites import sites_index

    with engine(ctx).connect() as conn:
        data = sites_index(conn)
    m = data["map"]
    if unresolved:
        rows = [
            {**u, "unresolved": "; ".join(u["unresolved"]), "placed_at": ", ".join(u["placed_at"])}
            for u in m["unresolved"]
        ]
        fields = (
            "platform",
            "component",
            "supplier",
            "made_in_country",
            "made_in_site",
            "unresolved",
            "placed_at",
        )
        if _emit(fmt, m["unresolved"], rows, (*fields, "supply_id", "document")):
            return
        if not rows:  # an empty table says nothing: the line says why there is none
            console.print(
                "every made-in place the rows name is in the gazetteer"
                f" ({m['n_rows_at_site']} rows at a site, {m['n_rows_country_only']} at a country only,"
                f" {m['n_rows_no_place']} with no place stated)",
                highlight=False,
                markup=False,
            )
            return
        print_table(rows, fields, title=f"{m['n_unresolved']} rows name a place the gazetteer lacks")
        return
    rows = [
        {**s["place"], "n_rows": s["n_rows"], "n_platforms": s["n_platforms"], "us_status": s["us_status"]}
        for s in data["sites"]
    ]
    fields = ("slug", "name", "kind", "country", "n_rows", "n_platforms", "us_status")
    if _emit(fmt, data, rows, (*fields, "lat", "lon", "geonames_id", "point_from", "source_url")):
        return
    print_table(rows, fields, title=f"{len(rows)} sites")
    console.print(
        f"{m['n_rows_at_site']} rows at a site, {m['n_rows_country_only']} at a country only, "
        f"{m['n_rows_no_place']} with no place stated, {m['n_unresolved']} naming a place the gazetteer "
        "lacks (--unresolved)",
        highlight=False,
        markup=False,
    )


def register(app: typer.Typer) -> None:
    app.command("sites")(sites_cmd)
