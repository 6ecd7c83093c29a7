"""What-if: a shock to a company, site, country, component or process, and the platforms it hits.

A shock names what loses capacity (every filter it gives must match a ring row: "advanced
packaging" AND "Taiwan" is all advanced packaging made in Taiwan) and how much (``loss``,
0..1). For every ring row it hits, the share of its component that row carries comes
from its role; the loss of that share is the row's capacity at risk. Per component the
risks add up (capped at 1); the component most at risk bounds its platform; a cluster
inherits the risk of the platforms it deploys. Every figure carries its chain: shock ->
ring row (document, the row's words: whatif_quotes.py) -> component -> platform ->
cluster. A company's supplies to other companies with no platform named are listed
beside, never counted (whatif_customers.py).

Shares follow documented defaults named in the output (whatif_shares.py), and so does a
row stated as sole beside an accepted second source that is qualified or in volume.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from sqlalchemy import Connection, and_, or_, select

from chipatlas.analyze.base import Row, load_rows
from chipatlas.analyze.design_tier import design_supplies, platform_makers, tier
from chipatlas.analyze.records_whatif import (
    AlternativeStage,
    ComponentRisk,
    HitLine,
    PlatformRisk,
    RowHit,
    WhatIf,
)
from chipatlas.analyze.whatif_customers import customer_hits, group_not_counted
from chipatlas.analyze.whatif_quotes import PlaceWords, RowQuote, place_fields, place_words, row_quotes
from chipatlas.analyze.whatif_shares import (
    DEFAULT_PRIMARY,
    PLANNED,
    Share,
    alternative_stage,
    alternatives_note,
    shares,
    shown,
)
from chipatlas.analyze.whatif_shock import FILTERS, Shock, company_id, shock_filter, shock_from
from chipatlas.errors import ConfigError
from chipatlas.model.schema import K
from chipatlas.resolve import Resolver
from chipatlas.store.tables import entities, ring_rows, statements

__all__ = ["FILTERS", "ROW_FIELDS", "Shock", "rows", "shock_from", "whatif"]


def rows(result: WhatIf) -> list[HitLine]:
    """One line per ring row a shock hits, with its component's and platform's risk."""
    return [
        {
            "platform": p["platform"],
            "slug": p["slug"],
            "platform_at_risk": p["at_risk"],
            "component": c["component"],
            "component_at_risk": c["at_risk"],
            "alternatives": "; ".join(shown(a) for a in c["alternatives_stages"]) or None,
            **h,
        }
        for p in result["platforms"]
        for c in p["components"]
        for h in c["hits"]
    ]


ROW_FIELDS = (
    "platform",
    "platform_at_risk",
    "component",
    "component_at_risk",
    "alternatives",
    "supplier",
    "role",
    "made_in_country",
    "made_in_site",
    "share",
    "share_basis",
    "assumed",
    "at_risk",
    "shock",
    "evidence",
    "document",
    "quote",
    "location_scope",
    "location_evidence",
    "place_document",
    "place_quote",
)


def whatif(conn: Connection, shocks: list[Shock]) -> WhatIf:
    if not shocks:
        raise ConfigError("a what-if needs at least one shock")
    hit: dict[tuple[str, str, str], Shock] = {}
    components: set[tuple[str, str]] = set()
    keys = (ring_rows.c.platform_id, ring_rows.c.supply_id, ring_rows.c.location_id, ring_rows.c.component)
    wheres = [shock_filter(conn, shock) for shock in shocks]
    for shock, where in zip(shocks, wheres, strict=True):
        for pid, sid, loc, component in conn.execute(select(*keys).where(where)):
            components.add((pid, component))
            # A row two shocks hit loses the larger of the two, not more than all of it.
            if (pid, sid, loc) not in hit or hit[(pid, sid, loc)].loss < shock.loss:
                hit[(pid, sid, loc)] = shock
    # The rows beside the ones hit: only the components a shock reaches, in one query that
    # joins the ring to the (platform, component) pairs the shocks reach (the database does
    # the pairing by its index; no per-pair parameters to build).
    platforms = sorted({pid for pid, _ in components})
    context: dict[str, list[Row]] = defaultdict(list)
    if components:
        reached = (
            select(ring_rows.c.platform_id.label("pid"), ring_rows.c.component.label("part"))
            .where(or_(*wheres))
            .distinct()
            .subquery()
        )
        on = and_(ring_rows.c.platform_id == reached.c.pid, ring_rows.c.component == reached.c.part)
        for r in load_rows(conn, join=(reached, on)):
            context[r["platform_id"]].append(r)
    deployed = _deployments(conn)
    quotes = row_quotes(conn, {sid for _, sid, _ in hit})
    places = place_words(conn, set(hit), quotes)  # the words naming a place stated apart
    makers = platform_makers(conn, platforms)
    out = [
        _platform(
            pid, context[pid], hit, deployed.get(pid, []), (quotes, places), makers.get(pid, frozenset())
        )
        for pid in platforms
    ]
    out.sort(key=lambda p: (-p["at_risk"], p["platform"]))
    resolver = Resolver(conn)
    # A supply to a customer company states no place or process: only a shock naming just a
    # company (and perhaps a component) can honestly reach it.
    customers = [
        hit
        for s in shocks
        if s.company and not (s.site or s.country or s.process)
        for hit in customer_hits(conn, s.describe(), company_id(resolver, s.company), s.component, resolver)
    ]
    group = {
        n
        for s in shocks
        if s.company
        for n in group_not_counted(conn, company_id(resolver, s.company), resolver)
    }
    return {
        "shocks": [s.describe() for s in shocks],
        "defaults": {
            "sole": "a sole or only named supplier carries all of its component",
            "primary": f"a primary beside other named suppliers (second sources, or suppliers whose "
            f"role no source states) or beside a second source listed but not disclosed carries "
            f"{DEFAULT_PRIMARY:.0%}",
            "second_source": f"second sources, and suppliers of unstated role beside a primary, share "
            f"the other {1 - DEFAULT_PRIMARY:.0%}",
            "no_role": "named suppliers without a role, and no primary among them, share equally",
            "sole_conflict": "a row stated as sole beside an accepted second source that is qualified "
            f"or in volume counts as a primary ({DEFAULT_PRIMARY:.0%}) until a judgement; the "
            "component's 'conflict' says so",
            "covering": "an alternative counts as covering only when qualified or in volume; sampling "
            "or qualifying ones are shown with their stage, not counted",
            "places": "a supply made in several places splits its share equally between them",
            "planned": "a place stated as planned (US volume planned, not yet making the part) carries "
            "no share beside places making it now; it is listed as an alternative at stage "
            "'planned', not covering",
            "designer": "the platform's own maker named beside other suppliers of a part it designs "
            "and others make (a die, a switch tray) is its designer: a step before the part's "
            "makers, carrying all of the part on its own and never their alternative (nor they "
            "its); in other parts (a NIC) it is one of the suppliers sharing the part",
            "overlap": "a component loses the larger of its sole suppliers' loss and the sum of the "
            "others' (a sole foundry beside primary designers is not counted twice); shares of "
            "suppliers without a sole role that add up to more than 100% (two primaries) are scaled "
            "down to add up to 100%",
            "platform": "a platform is as much at risk as its component most at risk",
            "cluster": "a cluster is as much at risk as the platform it deploys",
            "customer_supplies": "a supply to a customer company names no platform: listed, never "
            "counted in what is at risk; the customer's platforms whose row for the part names no supplier "
            "are possibly exposed",
        },
        "n_rows_hit": len(hit),
        "platforms": out,
        "customer_supplies": customers,
        "group_not_counted": sorted(group),
    }


def _deployments(conn: Connection) -> dict[str, list[str]]:
    """platform id -> the clusters that deploy it (current Deployment statements)."""
    rows = conn.execute(
        select(statements.c.entity_id, statements.c.prop, statements.c.value).where(
            statements.c.schema == K.DEPLOYMENT,
            statements.c.prop.in_(("cluster", "platform")),
            statements.c.retired_at.is_(None),
        )
    )
    props: dict[str, dict[str, str]] = defaultdict(dict)
    for r in rows:
        props[r.entity_id].setdefault(r.prop, r.value)
    pairs = [(d["platform"], d["cluster"]) for d in props.values() if "platform" in d and "cluster" in d]
    names = dict(
        conn.execute(
            select(entities.c.id, entities.c.caption).where(entities.c.id.in_({c for _, c in pairs}))
        ).all()
    )
    out: dict[str, list[str]] = defaultdict(list)
    for platform, cluster in sorted(pairs):
        out[platform].append(names.get(cluster, cluster))
    return out


def _platform(
    pid: str,
    rows: list[Row],
    hit: dict[tuple[str, str, str], Shock],
    clusters: list[str],
    words: tuple[dict[tuple[str, str], RowQuote], dict[tuple[str, str, str], PlaceWords]],
    makers: frozenset[str],
) -> PlatformRisk:
    quotes, places = words
    by_component: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by_component[r["component"]].append(r)
    components: list[ComponentRisk] = []
    for name, crows in by_component.items():
        design = design_supplies(crows, makers)
        split = shares(crows, design)
        hits: list[RowHit] = []
        hit_rows: set[tuple[str, str]] = set()
        for r in crows:
            found = hit.get((pid, r["supply_id"], r["location_id"]))
            if found is None or not r["supplier_id"]:
                continue
            share = split.by_row[(r["supply_id"], r["location_id"])]
            quote = quotes.get((r["supply_id"], r["document_id"]))
            place = places.get((pid, r["supply_id"], r["location_id"]))
            hits.append(_row_hit(found, r, share, quote, place))
            hit_rows.add((r["supply_id"], r["location_id"]))
        if not hits:
            continue
        # A row not hit is an alternative, also the hit supplier's own other place (a site shock
        # leaves its plant elsewhere): that one is named with its place.
        # The platform's designer and the part's makers are steps in sequence: only a row of a
        # tier the shock hit can stand in (analyze/design_tier.py).
        tiers = {tier(r, design) for r in crows if (r["supply_id"], r["location_id"]) in hit_rows}
        named = [
            r
            for r in crows
            if r["supplier_id"]
            and (r["supply_id"], r["location_id"]) not in hit_rows
            and tier(r, design) in tiers
        ]
        struck = {h["supplier"] for h in hits}
        staged: dict[str, AlternativeStage] = {}
        for r in named:  # a supplier's current row wins over its planned place (walk14: Wistron)
            a = _alternative(r, struck)
            if a not in staged or staged[a]["stage"] == PLANNED:
                staged[a] = alternative_stage(a, r)
        others = sorted(staged)
        hidden = sum(1 for r in crows if not r["supplier_id"])
        note = alternatives_note([staged[a] for a in others])
        if hidden:
            note += f"; {hidden} more source(s) listed as not disclosed"
        components.append(
            {
                "component": name,
                "at_risk": _component_risk(hits, split.demoted, design),
                "hits": hits,
                "alternatives": others,
                "alternatives_stages": [staged[a] for a in others],
                "alternatives_note": note,
                "conflict": split.conflict,
            }
        )
    components.sort(key=lambda c: (-c["at_risk"], c["component"]))
    head = rows[0]
    worst = components[0]
    return {
        "platform": head["platform"],
        "slug": head["slug"],
        "at_risk": worst["at_risk"],
        "bound_by": worst["component"],
        "components": components,
        "clusters": [
            {"cluster": c, "at_risk": worst["at_risk"], "through": head["platform"]} for c in clusters
        ],
    }


def _component_risk(hits: list[RowHit], demoted: set[str], design: frozenset[str] = frozenset()) -> float:
    """How much of the component is lost. A sole supplier carries all of its part on its own (a
    sole foundry beside the designers sharing the design): its loss is not added to the loss of
    the suppliers who share another part; the larger of the two is lost. A sole row a covering
    second source contradicts (``demoted``) shares the part like a primary. The platform's own
    designer (``design``) is a step of its own too, like a sole row."""
    sole: dict[str, float] = defaultdict(float)  # a sole supply hit in several places: their sum
    for h in hits:
        if (h["role"] == "sole" and h["supply_id"] not in demoted) or h["supply_id"] in design:
            sole[h["supply_id"]] += h["at_risk"]
    shared = sum(h["at_risk"] for h in hits if h["supply_id"] not in sole)
    return round(min(1.0, max([shared, *sole.values()])), 4)


def _alternative(r: Row, struck: set[str | None]) -> str:
    """A row's supplier as an alternative; the place too when the shock hit that supplier elsewhere."""
    name = r["supplier"] or str(r["supplier_id"])
    place = ", ".join(p for p in (r["made_in_site"], r["made_in_country"]) if p)
    return f"{name} ({place or 'place not stated'})" if r["supplier"] in struck else name


@lru_cache(maxsize=256)
def _described(shock: Shock) -> str:
    return shock.describe()  # once per shock, not once per row it hits


def _row_hit(shock: Shock, r: Row, share: Share, quote: RowQuote | None, place: PlaceWords | None) -> RowHit:
    return {
        "shock": _described(shock),
        "supply_id": r["supply_id"],
        "supplier": r["supplier"],
        "role": r["role"],
        "made_in_country": r["country"],
        "made_in_site": r["made_in_site"],
        "share": round(share.share, 4),
        "share_basis": share.basis,
        "assumed": list(share.assumed),
        "at_risk": round(share.share * shock.loss, 4),
        "evidence": r["evidence"],
        "document": r["document_id"],
        "quote": quote.quote if quote else None,
        "span_start": quote.start if quote else None,
        "span_end": quote.end if quote else None,
        **place_fields(place),
    }
