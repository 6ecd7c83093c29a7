"""One company, cluster, chip, entity or document as the store knows it, every value with its source."""

from __future__ import annotations

from collections import defaultdict
from typing import cast

from sqlalchemy import Connection, select, text

from chipatlas.analyze.customer_supplies import customer_supplies
from chipatlas.analyze.provenance import (
    all_sources,
    best_sources_of,
    captions,
    name_of,
    source_of,
)
from chipatlas.analyze.records_entity import (
    Appearance,
    ChipMaker,
    ChipPage,
    ChipSpec,
    ChipSummary,
    ChipUse,
    ClusterPage,
    CompanyPage,
    DeploymentRef,
    DocumentPage,
    DocumentRow,
    EntityPage,
    Fact,
    NameFact,
    ParentRef,
    Referrer,
)
from chipatlas.analyze.records_provenance import StatementRow
from chipatlas.analyze.view import View
from chipatlas.errors import NotFoundError
from chipatlas.model.names import chip_name, slugify
from chipatlas.model.schema import K, P, is_reference
from chipatlas.resolve import Resolver
from chipatlas.store.facts import current
from chipatlas.store.observations import stated_in
from chipatlas.store.tables import documents, entities, platforms, ring_rows, statements


def _find(conn: Connection, schema: str, prefix: str, slug: str) -> tuple[str, Resolver]:
    resolver = Resolver(conn)
    eid = resolver.canonical(f"{prefix}:{slug}")
    known = conn.execute(
        select(entities.c.id).where(entities.c.id == eid, entities.c.schema == schema)
    ).first()
    if known is None:
        found = resolver.lookup(slug.replace("_", " "), schema)
        if found is None:
            raise NotFoundError(f"no {schema.lower()} with slug {slug!r}")
        eid = found
    return eid, resolver


def _facts(props: dict[str, list[StatementRow]], skip: frozenset[str] = frozenset()) -> list[Fact]:
    return [
        {
            "prop": p,
            "value": str(v[0]["value"]),
            "text": str(v[0]["original_value"]),
            "source": source_of(v[0]),
        }
        for p, v in sorted(props.items())
        if v and p not in skip
    ]


# The store's distinct properties, read as a loose scan of the (prop, value) index: one
# probe per property (about ten), not a walk over every statement.
_PROPS = text(
    "WITH RECURSIVE p(x) AS (SELECT min(prop) FROM statements UNION ALL "
    "SELECT (SELECT min(prop) FROM statements WHERE prop > p.x) FROM p WHERE p.x IS NOT NULL) "
    "SELECT x FROM p WHERE x IS NOT NULL"
)


def _referrers(conn: Connection, members: list[str], skip_schemas: tuple[str, ...]) -> list[Referrer]:
    # "value IN" alone has no index to use (a 1.2 s scan of 2.3 million statements on the
    # 1,000 x 100 store); every property named lets it probe (prop, value) instead.
    props = list(conn.execute(_PROPS).scalars())
    query = (
        select(statements)
        .where(statements.c.prop.in_(props), statements.c.value.in_(members))
        .where(statements.c.retired_at.is_(None))
        .where(statements.c.schema.notin_(skip_schemas))
        .order_by(statements.c.entity_id, statements.c.prop, statements.c.id)
    )
    rows = [dict(r) for r in conn.execute(query).mappings()]
    names = captions(conn, [r["entity_id"] for r in rows])
    return [
        {
            "entity": r["entity_id"],
            "name": name_of(names, r["entity_id"], r["entity_id"]),
            "kind": r["schema"],
            "prop": r["prop"],
            "source": source_of(r),
        }
        for r in rows
    ]


def _owned(conn: Connection, resolver: Resolver, refs: list[Referrer]) -> list[Referrer]:
    """The companies that name this one as parent, each once, as the view reads them."""
    heads: dict[str, Referrer] = {}
    for r in refs:
        heads.setdefault(resolver.canonical(r["entity"]), r)
    names = captions(conn, list(heads))
    return [{**r, "entity": h, "name": name_of(names, h, r["name"])} for h, r in heads.items()]


def company(conn: Connection, slug: str) -> CompanyPage:
    eid, resolver = _find(conn, K.COMPANY, "company", slug)
    members = resolver.members(eid)
    merged: dict[str, list[StatementRow]] = defaultdict(list)
    for props in current(conn, members).values():
        for prop, values in props.items():
            merged[prop].extend(values)
    name = name_of(captions(conn, [eid]), eid, eid)
    names: list[NameFact] = [
        {"name": str(s["value"]), "prop": p, "source": source_of(s)}
        for p in (P.NAME, P.ALIAS)
        for s in merged[p]
    ]
    parent: ParentRef | None = None
    if merged.get(P.PARENT):
        pid = resolver.canonical(str(merged[P.PARENT][0]["value"]))
        parent = {
            "id": pid,
            "name": name_of(captions(conn, [pid]), pid, pid),
            "source": source_of(merged[P.PARENT][0]),
        }
    # Ring rows and supplies to customers have sections of their own, not "referenced by" lines.
    refs = _referrers(conn, members, (K.SUPPLY, K.CUSTOMER_SUPPLY))
    children = _owned(conn, resolver, [r for r in refs if r["prop"] == P.PARENT])
    query = (
        select(ring_rows, platforms.c.slug, platforms.c.name.label("platform"))
        .join(platforms, platforms.c.id == ring_rows.c.platform_id)
        .where(ring_rows.c.supplier_id.in_(members))
        .order_by(platforms.c.name, ring_rows.c.position)
    )
    rows = [dict(r) for r in conn.execute(query).mappings()]
    # Only the two properties shown: the same choice as best_sources, without reading every
    # statement of each of the company's rows.
    sources = best_sources_of(conn, [r["supply_id"] for r in rows], (P.SUPPLIER, P.COMPONENT))
    appearances: list[Appearance] = []
    sites: dict[tuple[str | None, str | None], list[str]] = defaultdict(list)
    for r in rows:
        src = sources.get(r["supply_id"], {})
        appearances.append(
            {
                "platform": r["platform"],
                "slug": r["slug"],
                "supply_id": r["supply_id"],
                "component": r["component"],
                "role": r["role"],
                "made_in_country": r["made_in_country"],
                "made_in_site": r["made_in_site"],
                "us_status": r["us_status"],
                "evidence": r["evidence"],
                "notes": r["notes"],
                "document": r["document_id"],
                "source": src.get("supplier") or src.get("component"),
            }
        )
        if r["made_in_country"] or r["made_in_site"]:
            sites[(r["made_in_country"], r["made_in_site"])].append(f"{r['platform']}: {r['component']}")
    return {
        "id": eid,
        "slug": eid.split(":", 1)[-1],
        "name": name,
        "merged_ids": members[1:],
        "names": names,
        "aliases": sorted({str(n["name"]) for n in names} - {name}),
        "parent": parent,
        "children": children,
        "appearances": appearances,
        "customer_supplies": customer_supplies(conn, members, resolver),
        "n_platforms": len({a["slug"] for a in appearances}),
        "sites": [
            {"country": c, "site": s, "used_for": sorted(set(v))}
            for (c, s), v in sorted(sites.items(), key=str)
        ],
        "facts": _facts(dict(merged), frozenset({P.NAME, P.ALIAS, P.PARENT})),
        "referenced_by": [r for r in refs if r["prop"] != P.PARENT],
    }


def cluster(conn: Connection, slug: str) -> ClusterPage:
    eid, resolver = _find(conn, K.CLUSTER, "cluster", slug)
    props = current(conn, resolver.members(eid)).get(eid, {})
    refs = _referrers(conn, resolver.members(eid), ())
    dep_ids = sorted({r["entity"] for r in refs if r["kind"] == K.DEPLOYMENT})
    deployments: list[DeploymentRef] = []
    for dep, dprops in sorted(current(conn, dep_ids).items()):
        for s in dprops.get("platform", []):
            pid = resolver.canonical(str(s["value"]))
            row = conn.execute(
                select(platforms.c.slug, platforms.c.name).where(platforms.c.id == pid)
            ).first()
            deployments.append(
                {
                    "deployment": dep,
                    "platform_id": pid,
                    "slug": row.slug if row else None,
                    "platform": row.name if row else pid,
                    "source": source_of(s),
                }
            )
    name = name_of(captions(conn, [eid]), eid, eid)
    return {
        "id": eid,
        "slug": eid.split(":", 1)[-1],
        "name": name,
        "facts": _facts(props, frozenset({"name"})),
        "deployments": deployments,
        "referenced_by": [r for r in refs if r["kind"] != K.DEPLOYMENT],
    }


def chips(conn: Connection) -> list[ChipSummary]:
    """Chips: Chip entities, and accelerators that platforms name."""
    out: dict[str, ChipSummary] = {}
    hidden = set(View.load(conn).merged_away())
    for r in conn.execute(select(entities).where(entities.c.schema == K.CHIP)):
        if r.id in hidden:
            continue
        out[r.id.split(":", 1)[-1]] = {"slug": r.id.split(":", 1)[-1], "name": r.caption, "platforms": []}
    query = (
        select(statements.c.value, platforms.c.slug, platforms.c.name)
        .join(platforms, platforms.c.id == statements.c.entity_id)
        .where(statements.c.prop == "accelerator", statements.c.retired_at.is_(None))
        .order_by(statements.c.value)
    )
    for r in conn.execute(query):
        name = chip_name(r.value)
        found: ChipSummary = {"slug": slugify(name), "name": name, "platforms": []}
        chip = out.setdefault(slugify(name), found)
        chip["platforms"].append({"slug": r.slug, "name": r.name})
    return sorted(out.values(), key=lambda c: str(c["name"]).lower())


def chip(conn: Connection, slug: str) -> ChipPage:
    """A chip: which platforms use it, their per-chip specs and who designs and makes it."""
    # A merged-away chip reads as the chip it was merged into.
    slug = View.load(conn).canonical(f"chip:{slug}").split(":", 1)[-1]
    found = next((c for c in chips(conn) if c["slug"] == slug), None)
    if found is None:
        raise NotFoundError(f"no chip with slug {slug!r}")
    pids = [f"platform:{p['slug']}" for p in found["platforms"]]
    facts = current(conn, [f"chip:{slug}", *pids])
    specs: list[ChipSpec] = []
    uses: list[ChipUse] = []
    for pid, p in zip(pids, found["platforms"], strict=True):
        props = facts.get(pid, {})
        uses.append(
            {
                **p,
                "accelerator": _facts({k: v for k, v in props.items() if k == "accelerator"}),
                "per_unit": _facts({k: v for k, v in props.items() if k == "accelerators_per_unit"}),
            }
        )
        for fact in _facts({k: v for k, v in props.items() if k.startswith("spec.") and "chip" in k}):
            specs.append({"platform": p["name"], "slug": p["slug"], **fact})
    query = (
        select(ring_rows, platforms.c.slug, platforms.c.name.label("platform"))
        .join(platforms, platforms.c.id == ring_rows.c.platform_id)
        .where(
            ring_rows.c.platform_id.in_(pids), ring_rows.c.component.in_(("Accelerator", "Design partner"))
        )
        .order_by(platforms.c.name, ring_rows.c.position)
    )
    makers: list[ChipMaker] = [
        {
            "platform": r["platform"],
            "slug": r["slug"],
            "component": r["component"],
            "supplier": r["supplier"],
            "supplier_id": r["supplier_id"],
            "role": r["role"],
            "made_in_country": r["made_in_country"],
            "evidence": r["evidence"],
            "notes": r["notes"],
            "document": r["document_id"],
            "supply_id": r["supply_id"],
        }
        for r in conn.execute(query).mappings()
    ]
    own = facts.get(f"chip:{slug}", {})
    return {
        **found,
        "facts": _facts(own, frozenset({"name"})),
        "uses": uses,
        "specs": specs,
        "makers": makers,
    }


def entity(conn: Connection, entity_id: str) -> EntityPage:
    """Any entity: every statement about it, current and superseded, and what refers to it."""
    query = select(statements).where(statements.c.entity_id == entity_id)
    rows = [dict(r) for r in conn.execute(query).mappings()]
    # Sorted here, every tie broken down to the id: SQL collations differ between backends,
    # and a restored store must show the same page.
    rows.sort(key=lambda r: (r["prop"], r["first_seen"], r["span_start"], r["id"]))
    if not rows:
        raise NotFoundError(f"no entity with id {entity_id!r}")
    refs = {r["id"] for r in rows if is_reference(r["schema"], r["prop"])}
    names = captions(conn, [entity_id, *(str(r["value"]) for r in rows if r["id"] in refs)])
    sources = all_sources(conn, (r["id"] for r in rows))
    return {
        "id": entity_id,
        "name": name_of(names, entity_id, entity_id),
        "kind": rows[0]["schema"],
        "statements": [
            {
                "prop": r["prop"],
                "value": r["value"],
                "value_name": names[str(r["value"])]["name"] if str(r["value"]) in names else None,
                "is_reference": r["id"] in refs,  # the value is an entity id: the page links it
                "status": "superseded" if r["retired_at"] else "current",
                "superseded_at": r["retired_at"],
                "source": source_of(r),
                "sources": sources.get(r["id"], []),  # every document that stated it, oldest first
            }
            for r in rows
        ],
        "referenced_by": _referrers(conn, [entity_id], ()),
    }


def document(conn: Connection, doc_id: str) -> DocumentPage:
    """A stored document with the statements read from it, in the order they appear."""
    row = conn.execute(select(documents).where(documents.c.id == doc_id)).mappings().first()
    if row is None:
        raise NotFoundError(f"no document with id {doc_id!r}")
    rows = stated_in(conn, doc_id)
    names = captions(conn, [r["entity_id"] for r in rows])
    return {
        # Every column but the text, as stored (DocumentRow names them; a test holds the two equal).
        "document": cast(DocumentRow, {k: v for k, v in row.items() if k != "text"}),
        "text": row["text"],
        "statements": [
            {
                "id": r["id"],
                "entity": r["entity_id"],
                "entity_name": name_of(names, r["entity_id"], r["entity_id"]),
                "kind": r["schema"],
                "prop": r["prop"],
                "value": r["value"],
                "quote": r["quote"],
                "span_start": r["span_start"],
                "span_end": r["span_end"],
                "evidence": r["evidence"],
                "status": "superseded" if r["retired_at"] else "current",
            }
            for r in rows
        ],
    }
