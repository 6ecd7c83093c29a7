"""The analysis pages' copies of the analyses' records, each figure with ``links``: the ring
rows it was computed from, as anchors into the stored documents (present.web.evidence).

Long lists of a criticality or country line are cut to ``LIST_CAP`` for the page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Sized

from sqlalchemy import Connection

from chipatlas.analyze.records_chokepoint import Finding
from chipatlas.analyze.records_concentration import CountryShare, PlatformConcentration
from chipatlas.analyze.records_network import CompanyRank, CountryLine
from chipatlas.analyze.records_row import RowBrief
from chipatlas.analyze.records_uscontent import FinalAssembly, NoteMention, Origin, PlannedRow, UsLabel
from chipatlas.present.web.evidence import Link, row_links
from chipatlas.present.web.page_records_chokepoints import (
    Caps,
    LinkedCompany,
    LinkedConcentration,
    LinkedCountry,
    LinkedFinalAssembly,
    LinkedFinding,
    LinkedLabel,
    LinkedNoteMention,
    LinkedOrigin,
    LinkedPlannedRow,
    LinkedRow,
    LinkedShare,
)

LIST_CAP = 20  # entries of any one list of a criticality or country row on /analysis


def link_lists(
    conn: Connection, id_lists: Sequence[Sequence[str]], cap: int | None = None
) -> list[list[Link]]:
    """For each list of ring-row ids, the anchors of its rows (its first ``cap``): what
    the pages put under ``links``, one read for them all."""
    found = row_links(conn, (s for ids in id_lists for s in ids[:cap]))
    return [[found[s] for s in ids[:cap] if s in found] for ids in id_lists]


def findings(conn: Connection, found: Sequence[Finding]) -> list[LinkedFinding]:
    links = link_lists(conn, [f["supply_ids"] for f in found])
    return [{**f, "links": ls} for f, ls in zip(found, links, strict=True)]


def shares(conn: Connection, shares: Sequence[CountryShare]) -> list[LinkedShare]:
    links = link_lists(conn, [c["supply_ids"] for c in shares])
    return [{**c, "links": ls} for c, ls in zip(shares, links, strict=True)]


def rows_linked(conn: Connection, rows: Sequence[RowBrief]) -> list[LinkedRow]:
    links = link_lists(conn, [[r["supply_id"]] for r in rows])
    return [{**r, "supply_ids": [r["supply_id"]], "links": ls} for r, ls in zip(rows, links, strict=True)]


def planned_linked(conn: Connection, rows: Sequence[PlannedRow]) -> list[LinkedPlannedRow]:
    links = link_lists(conn, [[r["supply_id"]] for r in rows])
    return [{**r, "supply_ids": [r["supply_id"]], "links": ls} for r, ls in zip(rows, links, strict=True)]


def notes_linked(conn: Connection, rows: Sequence[NoteMention]) -> list[LinkedNoteMention]:
    links = link_lists(conn, [[r["supply_id"]] for r in rows])
    return [{**r, "supply_ids": [r["supply_id"]], "links": ls} for r, ls in zip(rows, links, strict=True)]


def origin_linked(conn: Connection, origin: Origin) -> LinkedOrigin:
    return {**origin, "rows": rows_linked(conn, origin["rows"])}


def assembly_linked(conn: Connection, origin: FinalAssembly) -> LinkedFinalAssembly:
    return {**origin, "rows": rows_linked(conn, origin["rows"])}


def _caps(lists: Mapping[str, Sized]) -> Caps:
    """For the lists longer than ``LIST_CAP`` (the page cuts them): ``truncated`` names them,
    ``n_supply_ids`` and ``n_documents`` keep those lists' full length."""
    cut = [k for k, v in lists.items() if len(v) > LIST_CAP]
    caps: Caps = {}
    if "supply_ids" in cut:
        caps["n_supply_ids"] = len(lists["supply_ids"])
    if "documents" in cut:
        caps["n_documents"] = len(lists["documents"])
    if cut:
        caps["truncated"] = cut
    return caps


def _count(values: Sized, given: int) -> int:
    """A list's count as the page shows it: its full length once the page cuts it."""
    return len(values) if len(values) > LIST_CAP else given


def capped_company(c: CompanyRank, links: list[Link]) -> LinkedCompany:
    """The line with each list cut to ``LIST_CAP`` entries (a supplier spans many rows)."""
    lists: dict[str, Sized] = {
        "supply_ids": c["supply_ids"],
        "documents": c["documents"],
        "sole": c["sole"],
        "only_named": c["only_named"],
        "platforms": c["platforms"],
    }
    return {
        **c,
        "links": links,
        "supply_ids": c["supply_ids"][:LIST_CAP],
        "documents": c["documents"][:LIST_CAP],
        "sole": c["sole"][:LIST_CAP],
        "only_named": c["only_named"][:LIST_CAP],
        "platforms": c["platforms"][:LIST_CAP],
        "n_sole": _count(c["sole"], c["n_sole"]),
        "n_only_named": _count(c["only_named"], c["n_only_named"]),
        "n_platforms": _count(c["platforms"], c["n_platforms"]),
        **_caps(lists),
    }


def capped_country(c: CountryLine, links: list[Link]) -> LinkedCountry:
    """As ``_capped_company``, for a country line (a country spans thousands of rows)."""
    whole = c["components_all_named_sources"]
    lists: dict[str, Sized] = {
        "supply_ids": c["supply_ids"],
        "documents": c["documents"],
        "components_all_named_sources": whole,
    }
    return {
        **c,
        "links": links,
        "supply_ids": c["supply_ids"][:LIST_CAP],
        "documents": c["documents"][:LIST_CAP],
        "components_all_named_sources": whole[:LIST_CAP],
        "n_components_all_named_sources": _count(whole, c["n_components_all_named_sources"]),
        **_caps(lists),
    }


def concentration_linked(conn: Connection, record: PlatformConcentration) -> LinkedConcentration:
    """The page's view of the record: each share gains the links of its rows. A component's
    own ``links`` are empty (its index has no rows of its own; its shares have)."""
    index = record["platform_index"]
    return {
        **record,
        "platform_index": {**index, "shares": shares(conn, index["shares"])},
        "components": [{**c, "shares": shares(conn, c["shares"]), "links": []} for c in record["components"]],
    }


def label_linked(conn: Connection, lab: UsLabel) -> LinkedLabel:
    return {
        **lab,
        "final_assembly": assembly_linked(conn, lab["final_assembly"]),
        "accelerator": origin_linked(conn, lab["accelerator"]),
        "hbm": origin_linked(conn, lab["hbm"]),
        "major_sources": shares(conn, lab["major_sources"]),
        "us_links": list(row_links(conn, lab["us_supply_ids"]).values()),
    }
