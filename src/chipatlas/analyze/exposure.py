"""Exposure: every platform and component that depends on a company, a site or a country.

For each (platform, component) the target appears in: its role, the alternatives the
ring names (other suppliers, or rows made elsewhere for a country), how many further
sources are listed but not disclosed, and a short reasoning chain whose every step
cites the ring rows (supply ids, documents) it rests on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Connection, and_, select

from chipatlas.analyze.base import Row, brief, by_component, country_of, load_rows, refs
from chipatlas.analyze.customer_supplies import customer_supplies
from chipatlas.analyze.design_tier import DESIGN, design_supplies, platform_makers, tier
from chipatlas.analyze.owned import subsidiaries
from chipatlas.analyze.records_concentration import Refs
from chipatlas.analyze.records_exposure import (
    ComponentReach,
    EntitiesExposure,
    Exposure,
    ExposureCounts,
    ExposureHead,
    ExposureReport,
    IdName,
    RequestedExposure,
    RingReach,
)
from chipatlas.analyze.records_row import RowBrief
from chipatlas.analyze.whatif_shares import COVERING, PLANNED_STATUS, planned, stage_of
from chipatlas.errors import NotFoundError
from chipatlas.model.countries import lookup
from chipatlas.model.names import match_key
from chipatlas.model.schema import K
from chipatlas.model.vocab import evidence_rank
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities, ring_rows


@dataclass(frozen=True)
class Target:
    kind: str  # company | country | site
    id: str
    name: str
    where: ColumnElement[bool]
    matches: Callable[[Row], bool]
    subsidiaries: tuple[tuple[str, str], ...] | None = None  # (id, name) rolled up; None: not asked
    members: tuple[
        str, ...
    ] = ()  # a company's ids (merged, and rolled-up subsidiaries'): its customer supplies


def _company(
    conn: Connection, eid: str, resolver: Resolver | None = None, with_subsidiaries: bool = False
) -> Target:
    resolver = resolver or Resolver(conn)
    below = subsidiaries(conn, eid, resolver) if with_subsidiaries else []
    members = [m for head in (eid, *below) for m in resolver.members(head)]
    names = dict(
        conn.execute(select(entities.c.id, entities.c.caption).where(entities.c.id.in_([eid, *below]))).all()
    )
    ids = set(members)
    return Target(
        "company",
        eid,
        names.get(eid) or eid,
        ring_rows.c.supplier_id.in_(members),
        lambda r: r["supplier_id"] in ids,
        tuple((b, names.get(b) or b) for b in below) if with_subsidiaries else None,
        tuple(members),
    )


def _values(conn: Connection, column: Any, keep: Callable[[str], bool]) -> list[str]:
    return [v for (v,) in conn.execute(select(column).distinct()) if v and keep(v)]


def _country(conn: Connection, code: str, name: str) -> Target:
    spellings = _values(conn, ring_rows.c.made_in_country, lambda v: (country_of(v) or ("",))[0] == code)
    where = ring_rows.c.made_in_country.in_(spellings)
    return Target("country", f"country:{code.lower()}", name, where, lambda r: r["country_code"] == code)


def _site(conn: Connection, name: str) -> Target | None:
    key = match_key(name)
    if not key:
        return None
    sites = _values(conn, ring_rows.c.made_in_site, lambda v: key in match_key(v))
    if not sites:
        return None
    found = set(sites)
    slug = key.replace(" ", "_")
    return Target(
        "site",
        f"site:{slug}",
        name,
        ring_rows.c.made_in_site.in_(sites),
        lambda r: r["made_in_site"] in found,
    )


def find_target(conn: Connection, name: str, with_subsidiaries: bool = False) -> Target:
    """A company (name, alias), a country (any usual spelling) or a made-in site (text match).

    ``with_subsidiaries``: a company together with every company it owns (its Ownership
    tree in the name knowledge), e.g. Amazon with AWS and Annapurna Labs.
    """
    resolver = Resolver(conn)
    eid = resolver.lookup(name)
    if eid:
        schema = conn.execute(select(entities.c.schema).where(entities.c.id == eid)).scalar()
        if schema == K.COMPANY:
            return _company(conn, eid, resolver, with_subsidiaries)
    country = lookup(name)
    if country:
        return _country(conn, country.code, country.name)
    site = _site(conn, name)
    if site:
        return site
    if eid:
        raise NotFoundError(f"{name!r} is a {schema or 'known entity'}, not a company, site or country")
    close = resolver.suggest(name, "Company")
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise NotFoundError(f"no company, site or country called {name!r} in any ring{hint}")


def _target_from_id(conn: Connection, entity_id: str) -> Target | None:
    prefix, _, rest = entity_id.partition(":")
    if prefix == "company":
        return _company(conn, Resolver(conn).canonical(entity_id))
    if prefix == "country":
        found = lookup(rest.replace("_", " "))
        return _country(conn, found.code, found.name) if found else None
    if prefix == "site":
        return _site(conn, rest.replace("_", " "))
    return None


def _role_phrase(hits: list[Row]) -> str:
    roles = sorted({(r["role"] or "unspecified").replace("_", " ") for r in hits})
    return "/".join(roles)


def _covering_seconds(alternatives: list[Row]) -> list[Row]:
    """Accepted second sources that are qualified or in volume (whatif_shares.py): beside them,
    a row the ring states as sole is a conflict, not a sole dependence."""
    return [r for r in alternatives if r["role"] == "second_source" and stage_of(r["notes"]) in COVERING]


def _dependence(t: Target, hits: list[Row], alternatives: list[Row], gaps: int) -> str:
    if t.kind == "country":
        return "all_known_suppliers" if not alternatives else "partial"
    if any(r["role"] == "sole" for r in hits) and not _covering_seconds(alternatives):
        return "sole"
    # A planned place (not yet making the part) is no alternative today (whatif_shares.py).
    if any(not planned(r) for r in alternatives):
        return "has_alternatives"
    return "no_named_alternative" if gaps else "only_named_supplier"


def named_alternatives(alternatives: list[RowBrief], places: bool = False) -> str | None:
    """The alternatives as one cell: each name once ("SPIL, SPIL" for its two places said
    nothing more), a planned place marked as not yet making the part (walk12). ``places``: for a
    site or country shock, each with where it is made: the alternative to Hsinchu was "TSMC",
    the company hit, where TSMC's Arizona plant was meant (walk15)."""

    def named(a: RowBrief) -> str:
        where = (a["made_in_site"] or a["made_in_country"] or "place not stated") if places else ""
        marks = "; ".join(m for m in (where, "planned" if a["us_status"] == PLANNED_STATUS else "") if m)
        return f"{a['supplier']} ({marks})" if marks else str(a["supplier"])

    return ", ".join(dict.fromkeys(named(a) for a in alternatives)) or None


def _alternative(r: Row) -> str:
    role = (r["role"] or "unspecified").replace("_", " ")
    later = ", planned: not yet making it" if planned(r) else ""
    return f"{r['supplier']} ({role}, {r['country'] or 'country n/a'}{later})"


def _reasoning(
    t: Target,
    hits: list[Row],
    alternatives: list[Row],
    gaps: int,
    dependence: str,
    steps_apart: list[Row] = [],  # noqa: B006 (never mutated)
    designs: bool = False,
) -> list[str]:
    """``steps_apart``: the rows of the other tier (the platform's designer beside the part's
    makers, ``designs``; or the makers beside the designer), named as steps, never as
    alternatives."""
    head = hits[0]
    docs = ", ".join(sorted({r["document_id"][:12] for r in hits}))
    who = ", ".join(dict.fromkeys(str(r["supplier"]) for r in hits))
    if t.kind == "company" and t.subsidiaries and who != t.name:
        first = f"{who} (in the {t.name} group) supplies {head['component']} for {head['platform']}"
        first += f" as {_role_phrase(hits)}"
    elif t.kind == "company":
        first = f"{t.name} supplies {head['component']} for {head['platform']} as {_role_phrase(hits)}"
    else:
        who = ", ".join(dict.fromkeys(str(r["supplier"] or "an undisclosed supplier") for r in hits))
        first = f"{head['component']} of {head['platform']} is made in {t.name} by {who}"
    # The rows by count: their ids are in supply_ids, for the JSON; a reader reads the sentence.
    n = len({r["supply_id"] for r in hits})
    steps = [f"{first} ({head['evidence']}; {n} ring row{'' if n == 1 else 's'}; document {docs})"]
    if alternatives:
        names = ", ".join(_alternative(r) for r in alternatives)
        steps.append(f"other named sources: {names}")
    else:
        steps.append("no other named source" + ("" if t.kind == "company" else f" outside {t.name}"))
    if gaps:
        steps.append(f"{gaps} further source(s) listed but not disclosed")
    if steps_apart:
        names = ", ".join(dict.fromkeys(str(r["supplier"]) for r in steps_apart))
        what = "designs it" if designs else "makes it"
        steps.append(f"{names} {what}: a step in sequence with {t.name}, not an alternative")
    if any(r["role"] == "sole" for r in hits) and (seconds := _covering_seconds(alternatives)):
        named = ", ".join(f"{r['supplier']} ({stage_of(r['notes'])})" for r in seconds)
        steps.append(
            f"conflict: the ring marks {t.name} as sole source, but {named} "
            f"{'is an accepted second source' if len(seconds) == 1 else 'are accepted second sources'}; "
            "both rows stand until a judgement"
        )
    part = head["component"]
    word = ("maker" if designs else "designer") if steps_apart else "supplier"
    verdict = {
        "sole": f"the ring marks {t.name} as sole source: a disruption stops {head['component']}",
        "no_named_alternative": f"a disruption at {t.name} leaves {part} without a named alternative",
        "only_named_supplier": f"{t.name} is the only {word if t.kind == 'company' else 'place'} "
        f"the sources name for {head['component']}",
        "has_alternatives": f"{head['component']} has named alternatives to {t.name}",
        "all_known_suppliers": f"every named source of {head['component']} is in {t.name}",
        "partial": f"{head['component']} also has sources outside {t.name} or of unstated country",
    }[dependence]
    return [*steps, verdict]


def _exposure(t: Target, group: list[Row], makers: frozenset[str] = frozenset()) -> Exposure | None:
    hits = [r for r in group if t.matches(r)]
    if not hits:
        return None
    # The platform's designer and the part's makers are steps in sequence, never each other's
    # alternative (analyze/design_tier.py).
    design = design_supplies(group, makers)
    tiers = {tier(r, design) for r in hits}
    alternatives = [r for r in group if not t.matches(r) and r["supplier_id"] and tier(r, design) in tiers]
    apart = [r for r in group if not t.matches(r) and r["supplier_id"] and tier(r, design) not in tiers]
    gaps = sum(1 for r in group if not r["supplier_id"])
    dependence = _dependence(t, hits, alternatives, gaps)
    return {
        "platform": hits[0]["platform"],
        "slug": hits[0]["slug"],
        "component": hits[0]["component"],
        "role": hits[0]["role"],
        "roles": list(dict.fromkeys(r["role"] for r in hits)),
        "suppliers": list(dict.fromkeys(r["supplier"] for r in hits)),
        "dependence": dependence,
        "alternatives": [brief(r) for r in alternatives],
        "n_undisclosed_alternatives": gaps,
        "evidence": min((r["evidence"] for r in hits), key=evidence_rank),
        "reasoning": _reasoning(
            t, hits, alternatives, gaps, dependence, apart, bool(apart) and tier(apart[0], design) == DESIGN
        ),
        "rows": [brief(r) for r in hits],
        **refs(hits),
    }


_ORDER = {"sole": 0, "all_known_suppliers": 0, "no_named_alternative": 1, "only_named_supplier": 2}


def exposure_of_target(conn: Connection, t: Target) -> ExposureReport:
    hit = select(ring_rows.c.platform_id, ring_rows.c.component).where(t.where).distinct().subquery()
    on = and_(ring_rows.c.platform_id == hit.c.platform_id, ring_rows.c.component == hit.c.component)
    rows = load_rows(conn, join=(hit, on))
    makers = platform_makers(conn, {r["platform_id"] for r in rows})
    found = [
        e
        for g in by_component(rows).values()
        if (e := _exposure(t, g, makers.get(g[0]["platform_id"], frozenset())))
    ]
    found.sort(key=lambda e: (_ORDER.get(e["dependence"], 3), e["platform"], e["component"]))
    counts: ExposureCounts = {
        "n_platforms": len({e["slug"] for e in found}),
        "n_components": len(found),
        "n_sole": sum(1 for e in found if e["dependence"] == "sole"),
        "n_without_named_alternative": sum(1 for e in found if not e["alternatives"]),
        "exposures": found,
    }
    head: ExposureHead = {"entity": t.name, "entity_id": t.id, "kind": t.kind}
    if t.subsidiaries is not None:
        head["subsidiaries"] = [IdName(id=i, name=n) for i, n in t.subsidiaries]
    if t.kind == "company":  # supplies to (or from) companies with no platform named: no ring row
        head["customer_supplies"] = customer_supplies(conn, list(t.members))
    return {**head, **counts}


def exposure(conn: Connection, name: str, with_subsidiaries: bool = False) -> ExposureReport:
    """``{entity, entity_id, kind, exposures: [{platform, component, role, alternatives, evidence}]}``.

    ``with_subsidiaries`` rolls a company's owned companies in; the answer then names them
    (``subsidiaries``), and alternatives are only suppliers outside the group.
    """
    return exposure_of_target(conn, find_target(conn, name, with_subsidiaries))


def exposure_of_entities(conn: Connection, entity_ids: Iterable[str]) -> EntitiesExposure:
    """What a signal touches: each mentioned company/country/site's exposure, and the rings reached.

    Ids that are not companies, countries (``country:<code or name>``) or sites are listed
    in ``not_supply_entities`` (a platform or a cluster is not a supplier).
    """
    out: list[RequestedExposure] = []
    skipped: list[str] = []
    rings: dict[str, RingReach] = {}
    for eid in dict.fromkeys(entity_ids):
        t = _target_from_id(conn, eid)
        if t is None:
            skipped.append(eid)
            continue
        result = exposure_of_target(conn, t)
        out.append({"requested_id": eid, **result})
        for e in result["exposures"]:
            ring = rings.setdefault(
                e["slug"], {"platform": e["platform"], "slug": e["slug"], "components": []}
            )
            reach: ComponentReach = {
                "component": e["component"],
                "via": t.id,
                "via_name": t.name,
                "dependence": e["dependence"],
                **refs_of(e),
            }
            ring["components"].append(reach)
    return {
        "entities": out,
        "rings": sorted(rings.values(), key=lambda r: r["platform"]),
        "not_supply_entities": skipped,
    }


def refs_of(e: Refs) -> Refs:
    return {"supply_ids": e["supply_ids"], "documents": e["documents"], "source_urls": e["source_urls"]}
