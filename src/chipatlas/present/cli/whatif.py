"""``chipatlas whatif``: a shock, or a scenario file of shocks, and the platforms it hits."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import (
    Format,
    console,
    format_option,
    print_data,
    print_json,
    print_table,
    to_csv,
)

# The analysis (and SQLAlchemy under it) is imported when the command runs: an instant CLI.
if TYPE_CHECKING:
    from chipatlas.analyze.records_whatif import PlatformRisk, RowHit
    from chipatlas.analyze.whatif import Shock


def load_scenario(path: Path) -> list[Shock]:
    """A scenario file: JSON or YAML, ``{"name": ..., "shocks": [{...}, ...]}`` or a bare list."""
    from chipatlas.analyze.whatif import shock_from

    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the scenario file ({exc.strerror})") from None
    try:
        if path.suffix.lower() in (".yaml", ".yml"):
            import yaml

            data = yaml.safe_load(text)
        else:
            data = json.loads(text)
    except (ValueError, ImportError) as exc:
        raise ConfigError(f"{path}: not a JSON or YAML scenario: {exc}") from None
    shocks = data.get("shocks") if isinstance(data, dict) else data
    if not isinstance(shocks, list) or not all(isinstance(s, dict) for s in shocks):
        raise ConfigError(f"{path}: a scenario is a list of shocks, or {{'shocks': [...]}}")
    lines = _shock_lines(text, len(shocks))
    out = []
    for i, (given, line) in enumerate(zip(shocks, lines, strict=True), start=1):
        try:
            out.append(shock_from(given))
        except ConfigError as exc:
            # The file, the line and which shock: "shock company 'SK hynix': loss ..." alone did
            # not say where in a file of several shocks to look (walk12).
            where = f"{path}:{line}" if line else str(path)
            said = str(exc).removeprefix("shock ")
            raise ConfigError(f"{where}: shock {i} of {len(shocks)}, {said}") from None
    return out


def _shock_lines(text: str, n: int) -> list[int | None]:
    """The line each shock starts on (1-based), read from the YAML node tree (JSON is read by
    it too); unknown lines (a file YAML cannot compose) are None."""
    try:
        import yaml

        root = yaml.compose(text)
    except Exception:  # any failure only costs the line numbers
        return [None] * n
    if isinstance(root, yaml.MappingNode):
        root = next((v for k, v in root.value if getattr(k, "value", None) == "shocks"), None)
    if not isinstance(root, yaml.SequenceNode) or len(root.value) != n:
        return [None] * n
    return [node.start_mark.line + 1 for node in root.value]


def whatif_cmd(
    ctx: typer.Context,
    company: str = typer.Option(None, "--company", help="A company (name, alias or ticker)."),
    site: str = typer.Option(None, "--site", help="Words of a made-in site, e.g. 'Hsinchu'."),
    country: str = typer.Option(None, "--country", help="A made-in country, e.g. Taiwan."),
    component: str = typer.Option(None, "--component", help="A component, e.g. 'advanced packaging'."),
    process: str = typer.Option(
        None, "--process", help="A process or part named in the ring: CoWoS, N3, HBM3E."
    ),
    loss: str = typer.Option("100%", "--loss", help="How much capacity is lost: '50%' or 0.5."),
    period: str = typer.Option(None, "--period", help="When, as you want it shown (e.g. 2027-Q1)."),
    scenario: Path = typer.Option(
        None, "--scenario", help="A JSON or YAML file of shocks (instead of the options)."
    ),
    fmt: Format = format_option(help="table, json or csv (one line per row hit)"),
) -> None:
    """If a company, site, country, component or process loses capacity: which platforms and
    clusters are hit, how hard, and through which ring rows (every figure with its chain)."""
    from chipatlas.analyze.whatif import FILTERS, ROW_FIELDS, rows, shock_from, whatif

    given = {"company": company, "site": site, "country": country, "component": component, "process": process}
    if scenario is not None:
        if any(given.values()):
            raise ConfigError("give either --scenario or shock options, not both")
        shocks = load_scenario(scenario)
    else:
        shocks = [shock_from({**{k: v for k, v in given.items() if v}, "loss": loss, "period": period})]
    with engine(ctx).connect() as conn:
        try:
            result = whatif(conn, shocks)
        except NotFoundError as exc:
            if scenario is None:
                raise
            raise NotFoundError(f"{scenario}: {exc}") from None  # which file named it
    if fmt == Format.json:
        print_json(result)
        return
    if fmt == Format.csv:
        print_data(to_csv(rows(result), ROW_FIELDS))
        return
    console.print(f"what if {'; '.join(result['shocks'])}", highlight=False, markup=False)
    if result["group_not_counted"]:
        console.print(
            f"not counted: {', '.join(result['group_not_counted'])}, owned by the company named: a shock "
            "names one company, not its group; name them in a shock of their own",
            highlight=False,
            markup=False,
        )
    for c in result["customer_supplies"]:
        maybe = ", ".join(g["platform"] for g in c["possibly_exposed"]) or "none"
        console.print(
            f"supplies {c['component']} to {c['customer']} (no platform named, not counted; "
            f"{c['evidence']}): possibly exposed, {c['component']} supplier not disclosed: {maybe}",
            highlight=False,
            markup=False,
        )
    if not result["platforms"]:
        console.print(
            f"no ring row matches: nothing in the store is made by, at or with what the shock names "
            f"({', '.join(FILTERS)} are matched against the rings)",
            highlight=False,
            markup=False,
        )
        return
    table = [_table_line(p) for p in result["platforms"]]
    fields: tuple[str, ...] = ("platform", "at_risk", "bound_by", "rows_hit", "alternatives", "clusters")
    if any(line["conflict"] for line in table):
        fields += ("conflict",)
    print_table(
        table,
        fields,
        title=_hit_title(len(result["platforms"]), result["n_rows_hit"]),
    )
    console.print(
        "shares follow the roles the rings state; 'assumed': a documented default where no source "
        "states the split (all defaults in --format json: 'defaults')",
        highlight=False,
        markup=False,
        style="dim",
    )


def register(app: typer.Typer) -> None:
    app.command("whatif")(whatif_cmd)


def _table_line(p: PlatformRisk) -> dict[str, object]:
    """One platform of the what-if as a table line: its risk, the rows hit, alternatives, clusters."""
    from chipatlas.analyze.whatif_shares import shown

    # Each row and alternative under its component: "Micron (100% share); Micron (33% share)"
    # did not say which part each share is of, nor which part the alternatives make.
    rows_hit = (
        f"{c['component']}: " + ", ".join(_hit(h) for h in c["hits"]) for c in p["components"] if c["hits"]
    )
    alternatives = (
        f"{c['component']}: " + ", ".join(sorted({shown(a) for a in c["alternatives_stages"]}))
        for c in p["components"]
        if c["alternatives_stages"]
    )
    return {
        "platform": p["platform"],
        "at_risk": f"{p['at_risk']:.0%}",
        "bound_by": p["bound_by"],
        "rows_hit": "; ".join(rows_hit),
        "alternatives": "; ".join(alternatives) or None,
        "conflict": "; ".join(c["conflict"] for c in p["components"] if c["conflict"]) or None,
        "clusters": ", ".join(c["cluster"] for c in p["clusters"]) or None,
    }


def _hit(h: RowHit) -> str:
    from chipatlas.analyze.whatif_shares import ALL_PLANNED, PLANNED_WHY

    where = h["made_in_site"] or h["made_in_country"] or ""
    who = h["supplier"] or ""
    if who and where.casefold().startswith(who.casefold() + " "):
        who = ""  # a site named for its owner ("TSMC Fab 18") read "TSMC TSMC Fab 18"
    # A planned place carries no share: "0% share" alone read as a figure missing (walk12).
    basis = str(h.get("share_basis") or "")
    share = "planned, no share now" if basis == PLANNED_WHY else f"{h['share']:.0%} share"
    if ALL_PLANNED in basis:
        share += " of a part only planned"
    if h["assumed"]:  # walk14: "Phoenix (50% share)" read as a stated split
        share += f", assumed: {', '.join(h['assumed'])}"
    return f"{who} {where} ({share})".replace("  ", " ").strip()


def _hit_title(n_platforms: int, n_rows: int) -> str:
    """'1 platform hit through 2 ring rows': the count and its noun agree."""
    platforms = "platform" if n_platforms == 1 else "platforms"
    rows = "ring row" if n_rows == 1 else "ring rows"
    return f"{n_platforms} {platforms} hit through {n_rows} {rows}"
