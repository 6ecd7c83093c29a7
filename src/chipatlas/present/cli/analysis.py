"""Analysis commands: chokepoints, exposure, compare, changes, label, concentration, matrix,
criticality, countries. Each prints a table, or the analysis function's dict as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from chipatlas.errors import ConfigError
from chipatlas.present.cli.changes import changes_cmd
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, console, print_table
from chipatlas.present.cli.render import emit as _emit

if TYPE_CHECKING:  # the records are for the type checker; the CLI loads them when a command runs
    from chipatlas.analyze.records_compare import Cell, ComparedSpec, DerivedSpec
    from chipatlas.analyze.records_exposure import ExposureReport, PlaceInside, RegionOnlyRow
    from chipatlas.analyze.records_uscontent import Origin

# Each command imports its analysis (and SQLAlchemy under it) when it runs: an instant CLI.


def _say(text: str) -> None:
    console.print(text, highlight=False, markup=False)


def chokepoints_cmd(
    ctx: typer.Context,
    platform: str = typer.Option(None, "--platform", help="One platform (name, slug or alias); default all."),
    kind: list[str] = typer.Option([], "--kind", help="sole, single_known or gap (repeatable); default all."),
    fmt: Format = FORMAT,
) -> None:
    """Sole sources, single known sources and undisclosed suppliers, per platform."""
    from chipatlas.analyze.chokepoints import KINDS, chokepoints

    bad = sorted(set(kind) - set(KINDS))
    if bad:
        raise ConfigError(f"unknown --kind {', '.join(bad)}; use {', '.join(KINDS)}")
    with engine(ctx).connect() as conn:
        rows = chokepoints(conn, platform, tuple(kind) or KINDS)
    fields = ("platform", "component", "supplier", "kind", "role", "evidence", "reason")
    if not _emit(fmt, rows, rows, (*fields, "slug", "supply_ids", "document")):
        print_table(rows, fields, title=f"{len(rows)} chokepoints and gaps")


def _regional_rows(regional: list[RegionOnlyRow]) -> list[dict[str, object]]:
    """CSV lines of the rows placed only by region: listed, marked as not counted."""
    return [
        {
            "platform": x["platform"],
            "component": x["component"],
            "dependence": "not_counted_region_only",
            "why": f"placed only by region ({x['region']}), not counted within the radius",
            "chain": f"'{x['made_in_site']}' names only {x['region']}; its point is "
            f"{x['region_point_km']} km from the centre",
            "supply_ids": x["supply_id"],
            "documents": x["document"],
        }
        for x in regional
    ]


def exposure_cmd(
    ctx: typer.Context,
    name: str = typer.Argument(None, help="A company, a country or a made-in site, e.g. 'TSMC', 'Taiwan'."),
    with_subsidiaries: bool = typer.Option(
        False, "--with-subsidiaries", help="A company together with the companies it owns (e.g. Amazon: AWS)."
    ),
    site: str = typer.Option(
        None,
        "--site",
        help="A place in the gazetteer ('Hsinchu', 'Cheongju'): everything made within --radius.",
    ),
    radius: str = typer.Option(
        None, "--radius", help="With --site: a distance such as 50km (default) or 30mi."
    ),
    fmt: Format = FORMAT,
) -> None:
    """Every platform and component that depends on a company, site or country (or a radius round a site)."""
    if site is not None and (name or with_subsidiaries):
        raise ConfigError("give either NAME or --site PLACE [--radius R], not both")
    if site is None and radius is not None:
        raise ConfigError("--radius needs --site, e.g. --site Hsinchu --radius 50km")
    if site is None and not name:
        raise ConfigError("name a company, a country or a site, or use --site PLACE --radius R")
    places: list[PlaceInside] | None = None
    regional: list[RegionOnlyRow] = []  # rows placed only by a region: listed, never counted
    with engine(ctx).connect() as conn:
        if site is not None:
            from chipatlas.analyze.site_exposure import site_exposure
            from chipatlas.analyze.sites import parse_radius

            inside = site_exposure(conn, site, parse_radius(radius or "50km"))
            data: ExposureReport = inside
            places = inside["places"]
            regional = inside["placed_by_region"]
        else:
            from chipatlas.analyze.exposure import exposure

            data = exposure(conn, name, with_subsidiaries)
    from chipatlas.analyze.exposure import named_alternatives

    rows = [
        {
            **e,
            "alternatives": named_alternatives(e["alternatives"], places=data["kind"] != "company"),
            "why": e["reasoning"][-1],
            "chain": " -> ".join(e["reasoning"]),
        }
        for e in data["exposures"]
    ]
    fields: tuple[str, ...] = (
        "platform",
        "component",
        "role",
        "dependence",
        "alternatives",
        "evidence",
        "why",
    )
    # Every exposure's chain and sources, by company or country as by site (walk7: only by site).
    csv_fields = (*fields, "chain", "supply_ids", "documents", "source_urls")
    if _emit(fmt, data, [*rows, *_regional_rows(regional)] if fmt == Format.csv else rows, csv_fields):
        return
    if places is not None:
        found = ", ".join(f"{p['place']['name']} ({p['distance_km']} km)" for p in places) or "none"
        _say(f"sites {data['entity']}: {found}")
    if regional:
        _say(f"{len(regional)} rows placed only by region, not counted within the radius:")
        for x in regional:
            who = x["supplier"] or "not disclosed"
            _say(f"  {x['platform']}: {x['component']} ({who}) made in '{x['made_in_site']}' ({x['region']})")
    if "subsidiaries" in data:
        owned = ", ".join(s["name"] for s in data["subsidiaries"]) or "none known"
        _say(f"{data['entity']} with the companies it owns: {owned}")
    for c in data.get("customer_supplies", []):
        _say(
            f"customer supply ({c['side']}): {c['supplier']} -> {c['component']}"
            f" for {c['customer']} ({c['evidence']})"
        )
    if not rows:
        _say(f"{data['entity']} ({data['kind']}): no ring row depends on it")
        return
    title = f"{data['entity']} ({data['kind']}): {data['n_components']} components"
    title += f" on {data['n_platforms']} platforms"
    print_table(rows, fields, title=title)


def compare_cmd(
    ctx: typer.Context,
    platforms: list[str] = typer.Argument(..., help="Two or more platforms (name, slug or alias)."),
    fmt: Format = FORMAT,
) -> None:
    """Platforms side by side: summary, specs in SI units, derived figures, shared suppliers."""
    from chipatlas.analyze.compare import compare

    with engine(ctx).connect() as conn:
        data = compare(conn, platforms)
    ps = data["platforms"]
    rows = [
        {"field": f, **{p["slug"]: _summary(p["summary"][f]) for p in ps}} for f in data["summary_fields"]
    ]
    for n in data["spec_names"]:
        rows.append({"field": n, **{p["slug"]: _shown(p["specs"].get(n)) for p in ps}})
    for n in data["derived_names"]:
        rows.append({"field": n + " (derived)", **{p["slug"]: _shown(p["derived"].get(n)) for p in ps}})
    if _emit(fmt, data, rows, ("field", *(p["slug"] for p in ps))):
        return
    names = {p["slug"]: p["name"] for p in ps}  # a column reads as its platform, not "nvidia gb200 nvl72"
    for p in ps:  # sources that disagree are a conflict to read, never one value picked
        if p["claims_not_shown"]:
            _say(
                f"{p['name']}: not shown, the sources disagree: {', '.join(p['claims_not_shown'])} "
                "(chipatlas conflicts lists each value with its source)"
            )
    print_table(
        [{names.get(k, k): v for k, v in r.items()} for r in rows],
        ("field", *names.values()),
        title="comparison",
    )
    shared = [
        {"supplier": s["supplier"], "platforms": ", ".join(s["platforms"])} for s in data["shared_suppliers"]
    ]
    if shared:
        print_table(shared, ("supplier", "platforms"), title="shared suppliers")


def _summary(cell: Cell) -> str | None:
    return "not disclosed" if cell["status"] == "not_disclosed" else cell["value"]


def _shown(spec: ComparedSpec | DerivedSpec | None) -> str | None:
    return spec["shown"] if spec else None


def label_cmd(
    ctx: typer.Context, platform: str = typer.Argument(..., help="Name, slug or alias."), fmt: Format = FORMAT
) -> None:
    """A US-content label in the spirit of the American Automobile Labeling Act."""
    from chipatlas.analyze.uscontent import label

    with engine(ctx).connect() as conn:
        data = label(conn, platform)
    if _emit(fmt, data):
        return
    majors = ", ".join(f"{m['country']} {m['share']:.0%}" for m in data["major_sources"]) or "none stated"
    _say(f"{data['platform']} — US content label ({data['basis']})")
    basis = f"based on {data['n_known_country']} of {data['n_rows']} rows"
    if data["low_coverage"]:
        basis += "; under half the rows state a country: read with care"
    _say(f"  made in the US now:       {data['us_share_now']:.0%} of known rows ({basis})")
    _say(f"  with planned US volume:   {data['us_share_planned']:.0%} (if the announced plans were built)")
    _say(f"  major sources (>= 15%):   {majors}")
    _say(f"  final assembly now:       {data['final_assembly']['point'] or 'not disclosed'}")
    if data["final_assembly_planned"]["point"]:
        _say(f"  final assembly planned:   {data['final_assembly_planned']['point']}")
    _say(f"  accelerator made in:      {_origin(data['accelerator'])}")
    _say(f"  HBM made in:              {_origin(data['hbm'])}")
    _say(
        f"  US production: {data['n_components_us_now']} of {data['n_components']} components now, "
        f"{data['n_components_us_planned_only']} more only planned"
    )


def _origin(o: Origin) -> str:
    if not o["in_ring"]:
        return "no row for this part in the ring"
    return ", ".join(o["countries"]) or "not disclosed"


def concentration_cmd(
    ctx: typer.Context,
    platform: str = typer.Argument(..., help="Name, slug or alias."),
    thresholds: str = typer.Option(
        "2023", "--thresholds", help="HHI threshold scheme, e.g. 2023 (an unknown one lists the schemes)."
    ),
    fmt: Format = FORMAT,
) -> None:
    """Herfindahl-Hirschman index by made-in country, per component and for the platform."""
    from chipatlas.analyze.concentration import concentration

    with engine(ctx).connect() as conn:
        data = concentration(conn, platform, thresholds)
    rows = [
        {**c, "countries": ", ".join(f"{s['country']} {s['share']:.0%}" for s in c["shares"])}
        for c in data["components"]
    ]
    fields = ("component", "hhi", "band", "n_known", "n_unknown", "countries")
    if _emit(fmt, data, rows, fields):
        return
    p, t = data["platform_index"], data["thresholds"]
    print_table(rows, fields, title=f"{data['platform']}: country HHI per component")
    _say(f"platform HHI {p['hhi']} ({p['band']}) on {p['n_known']} of {p['n_rows']} rows")
    _say(f"thresholds {t['moderate']}/{t['high']} ({t['source']})")


def matrix_cmd(
    ctx: typer.Context,
    min_platforms: int = typer.Option(
        2, "--min-platforms", help="Suppliers in at least this many platforms."
    ),
    fmt: Format = FORMAT,
) -> None:
    """Which supplier is in which platform's ring."""
    from chipatlas.analyze.network import supplier_matrix

    with engine(ctx).connect() as conn:
        data = supplier_matrix(conn, min_platforms)
    slugs = [p["slug"] for p in data["platforms"]]
    rows = [
        {
            "supplier": s["supplier"],
            **{k: ", ".join(c["component"] for c in s["cells"].get(k, [])) or None for k in slugs},
        }
        for s in data["suppliers"]
    ]
    if _emit(fmt, data, rows, ("supplier", *slugs)):
        return
    if not rows:
        _say(f"no supplier is in {min_platforms} or more platforms")
        return
    print_table(rows, ("supplier", *slugs), title=f"suppliers in {min_platforms}+ platforms")


def criticality_cmd(
    ctx: typer.Context,
    limit: int = typer.Option(20, "--limit", help="Top N companies (0 for all)."),
    fmt: Format = FORMAT,
) -> None:
    """Companies ranked by sole roles, sole-named components, platforms and components."""
    from chipatlas.analyze.network import criticality

    with engine(ctx).connect() as conn:
        data = criticality(conn, limit or None)
    fields = ("rank", "supplier", "n_sole", "n_only_named", "n_platforms", "n_components")
    if not _emit(fmt, data, data["companies"], (*fields, "supplier_id")):
        print_table(data["companies"], fields, title=f"criticality ({data['ranking']})")


def countries_cmd(ctx: typer.Context, fmt: Format = FORMAT) -> None:
    """Exposure by made-in country across every platform."""
    from chipatlas.analyze.network import country_exposure

    with engine(ctx).connect() as conn:
        data = country_exposure(conn)
    fields = ("country", "n_rows", "share", "n_components", "n_platforms", "n_components_all_named_sources")
    if not _emit(fmt, data, data["countries"], fields):
        print_table(
            data["countries"],
            fields,
            # walk15: "177 rows" beside the ring's 184 read as rows lost
            title=f"{data['n_rows']} rows ({data['n_planned_left_out']} at plants only planned left out), "
            f"{data['n_unknown_country']} of unstated country",
        )


def register(app: typer.Typer) -> None:
    app.command("chokepoints")(chokepoints_cmd)
    app.command("exposure")(exposure_cmd)
    app.command("compare")(compare_cmd)
    app.command("changes")(changes_cmd)
    app.command("label")(label_cmd)
    app.command("concentration")(concentration_cmd)
    app.command("matrix")(matrix_cmd)
    app.command("criticality")(criticality_cmd)
    app.command("countries")(countries_cmd)
