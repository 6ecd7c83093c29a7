"""What accepting a site, ownership, deployment, customer or figure proposal writes (docs/review.md).

- **site**: a place of production of the platform's supply row (``Production``: the
  country, the site as written, the US status its stage implies), so the ring row shows it.
- **ownership**: an ``Ownership`` (owner, owned company, stake) and, for an acquisition,
  a subsidiary or a majority stake, the owned company's ``parent``: the ownership rollup
  (``exposure --with-subsidiaries``) then counts it in the owner's group.
- **deployment**: a ``Deployment`` (cluster, platform, size, location): the what-if and
  the cluster page then reach the cluster through the platform.
- **customer** (a supply naming a buyer company, no platform): a ``CustomerSupply``
  (supplier, customer, component, role, stage, share), shown on both companies' pages;
  no ring row, since a ring row is a platform's.
- **figure** (a prose figure of a class not measured safe): the ``Claim`` on its subject
  the reader would have stated (``ingest/figure_proposals.py``).

Ending one (``end``) retires the current statements that state it; undo restores them.
Each statement quotes the proposal's sentence in its document.
"""

from __future__ import annotations

import re

from sqlalchemy import Connection, and_, select, update

from chipatlas.errors import InputError
from chipatlas.extract.ring import location_key
from chipatlas.ingest.figure_proposals import figure_statements
from chipatlas.ingest.proposal_kinds import deployment_key
from chipatlas.model.gazetteer import locate, site_id
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement, make_id
from chipatlas.model.vocab import PLANNED_US
from chipatlas.store import proposals as rows
from chipatlas.store.tables import entities, ring_rows, statements

# The parts each kind needs before it can be accepted.
NEEDS: dict[str, tuple[str, ...]] = {
    "supply": ("platform_id", "component", "supplier_id"),
    "site": ("platform_id", "component", "supplier_id", "place"),
    "ownership": ("supplier_id", "object_id"),
    "deployment": ("object_id", "platform_id"),
    "figure": ("subject_id", "metric", "value"),
}


# A supply to a customer company ("HBM to Nvidia"): the buyer stands where the platform would.
CUSTOMER_NEEDS = ("supplier_id", "component", "object_id")


def missing(values: dict[str, object]) -> list[str]:
    """The parts a proposal (as a dict of its fields) still lacks for its kind."""
    if values.get("action") in rows.CUSTOMER_ACTIONS and not values.get("platform_id"):
        return [k for k in CUSTOMER_NEEDS if not values.get(k)]
    return [k for k in NEEDS[str(values.get("kind") or "supply")] if not values.get(k)]


def _st(p: rows.Proposal, entity: str, schema: str, prop: str, value: str) -> Statement:
    return Statement(entity, schema, prop, value, value, p.quote, p.span_start, p.span_end, p.evidence)


def _note(p: rows.Proposal) -> str:
    extra = "; ".join(x for x in (p.stage and f"stage: {p.stage}", p.size and f"size: {p.size}") if x)
    return f"accepted from review of proposal {p.id}" + (f" ({extra})" if extra else "")


def _supply_of(conn: Connection, p: rows.Proposal) -> str:
    found = conn.execute(
        select(ring_rows.c.supply_id).where(
            ring_rows.c.platform_id == p.platform_id,
            ring_rows.c.component == p.component,
            ring_rows.c.supplier_id == p.supplier_id,
        )
    ).first()
    if found is None:
        platform, supplier = _captions(conn, p.platform_id, p.supplier_id)
        raise InputError(
            f"proposal {p.id}",
            f"the ring of {platform} has no row of {supplier} for {p.component}: a site is set on a"
            f" row the ring has; add that supply first (accept a supply proposal for it), or point this"
            f" one at a row the ring has ('chipatlas review edit {p.id} --platform ... --component ...')",
        )
    return str(found.supply_id)


def _captions(conn: Connection, *ids: str | None) -> list[str]:
    """Each id by the name the store shows for it (the id itself when it has none)."""
    known = [i for i in ids if i]
    query = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(known))
    names = {r.id: r.caption for r in conn.execute(query)}
    return [str(names.get(i) or i) for i in ids]


def _us_status(country: str | None, stage: str | None) -> str | None:
    if country is None:
        return None
    if country != "United States":
        return "made_abroad"
    return PLANNED_US if stage == "planned" else "some_us_volume" if stage else None


def _site(conn: Connection, p: rows.Proposal) -> list[Statement]:
    sid = _supply_of(conn, p)
    loc = location_key(sid, p.country, p.place)
    out = [
        _st(p, loc, K.PRODUCTION, P.SUPPLY, sid),
        _st(p, loc, K.PRODUCTION, P.SCOPE, "platform"),
        _st(p, loc, K.PRODUCTION, P.MADE_IN_SITE, str(p.place)),
        _st(p, loc, K.PRODUCTION, P.EVIDENCE, p.evidence),
        _st(p, loc, K.PRODUCTION, P.NOTES, _note(p)),
    ]
    if p.country:
        out.append(_st(p, loc, K.PRODUCTION, P.MADE_IN_COUNTRY, p.country))
    if status := _us_status(p.country, p.stage):
        out.append(_st(p, loc, K.PRODUCTION, P.US_STATUS, status))
    # The place as the gazetteer knows it, as a ring file's made-in text is read at ingest.
    where = locate(p.place, p.country)
    out += [_st(p, loc, K.PRODUCTION, P.SITE, site_id(x.slug)) for x in where.places if x.kind != "country"]
    out += [_st(p, loc, K.PRODUCTION, P.UNPLACED, part) for part in where.unresolved]
    return out


def ownership_key(owner: str, asset: str) -> str:
    return "ownership:" + make_id(owner, asset)[:16]


def _percent(share: str | None) -> float | None:
    m = re.match(r"(\d+(?:\.\d+)?)", share or "")
    return float(m.group(1)) if m else None


def _ownership(p: rows.Proposal) -> list[Statement]:
    assert p.supplier_id and p.object_id
    oid = ownership_key(p.supplier_id, p.object_id)
    out = [
        _st(p, oid, K.OWNERSHIP, P.OWNER, p.supplier_id),
        _st(p, oid, K.OWNERSHIP, P.ASSET, p.object_id),
        _st(p, oid, K.OWNERSHIP, P.EVIDENCE, p.evidence),
    ]
    share = _percent(p.share)
    if share is not None:
        out.append(_st(p, oid, K.OWNERSHIP, P.SHARE, f"{share:g}"))
    # A minority stake is an Ownership, not a parent: the group rollup takes control only.
    if p.stage != "stake" or (share is not None and share > 50):
        out.append(_st(p, p.object_id, K.COMPANY, P.PARENT, p.supplier_id))
    return out


def _deployment(p: rows.Proposal) -> list[Statement]:
    assert p.object_id and p.platform_id
    dep = deployment_key(p.object_id, p.platform_id)
    out = [
        _st(p, dep, K.DEPLOYMENT, P.CLUSTER, p.object_id),
        _st(p, dep, K.DEPLOYMENT, P.PLATFORM, p.platform_id),
    ]
    if p.size:
        out.append(_st(p, dep, K.DEPLOYMENT, P.SIZE, p.size))
    if p.place:
        out.append(_st(p, dep, K.DEPLOYMENT, P.LOCATION, p.place))
    return out


def live_customer(conn: Connection, supplier_id: str, customer_id: str, component: str) -> bool:
    """Whether the store states (currently) this supply between the two companies."""
    key = customer_supply_key(supplier_id, customer_id, component)
    return bool(_ids_where(conn, statements.c.entity_id == key))


def customer_supply_key(supplier_id: str, customer_id: str, component: str) -> str:
    """One per (supplier, customer, component), whichever proposal or document states it."""
    return "customer_supply:" + make_id(supplier_id, customer_id, " ".join(component.lower().split()))[:16]


def _customer(p: rows.Proposal) -> list[Statement]:
    assert p.supplier_id and p.object_id and p.component
    cid = customer_supply_key(p.supplier_id, p.object_id, p.component)
    out = [
        _st(p, cid, K.CUSTOMER_SUPPLY, P.SUPPLIER, p.supplier_id),
        _st(p, cid, K.CUSTOMER_SUPPLY, P.CUSTOMER, p.object_id),
        _st(p, cid, K.CUSTOMER_SUPPLY, P.COMPONENT, p.component),
        _st(p, cid, K.CUSTOMER_SUPPLY, P.EVIDENCE, p.evidence),
        _st(p, cid, K.CUSTOMER_SUPPLY, P.NOTES, f"accepted from review of proposal {p.id}"),
    ]
    out += [_st(p, cid, K.CUSTOMER_SUPPLY, P.ROLE, p.role)] if p.role else []
    out += [_st(p, cid, K.CUSTOMER_SUPPLY, P.STAGE, p.stage)] if p.stage else []
    out += [_st(p, cid, K.CUSTOMER_SUPPLY, P.SHARE, p.share)] if p.share else []
    return out


def statements_for(conn: Connection, p: rows.Proposal) -> list[Statement]:
    """The statements accepting a site, ownership, deployment or customer proposal writes."""
    if p.action in ("customer", "customer_share"):  # a share gained: the gainer's supply, "gaining"
        return _customer(p)
    if p.kind == "site":
        return _site(conn, p)
    if p.kind == "ownership":
        return _ownership(p)
    if p.kind == "figure":
        return figure_statements(p)
    return _deployment(p)


def _ids_where(conn: Connection, *conds: object) -> list[str]:
    query = select(statements.c.id).where(statements.c.retired_at.is_(None), *conds)  # type: ignore[arg-type]
    return [r.id for r in conn.execute(query)]


def _ended(conn: Connection, p: rows.Proposal) -> list[str]:
    """The current statements an accepted ``end`` (or ``customer_end``) retires."""
    if p.action == "customer_end":
        assert p.supplier_id and p.object_id and p.component
        key = customer_supply_key(p.supplier_id, p.object_id, p.component)
        return _ids_where(conn, statements.c.entity_id == key)
    if p.kind == "site":
        sid = _supply_of(conn, p)
        place = (p.place or "").lower()
        locs = [
            r.location_id
            for r in conn.execute(
                select(ring_rows.c.location_id, ring_rows.c.made_in_site).where(ring_rows.c.supply_id == sid)
            )
            if r.location_id and r.made_in_site and place and place in r.made_in_site.lower()
        ]
        return _ids_where(conn, statements.c.entity_id.in_(locs))
    if p.kind == "ownership":
        assert p.supplier_id and p.object_id
        parent = and_(
            statements.c.entity_id == p.object_id,
            statements.c.prop == P.PARENT,
            statements.c.value == p.supplier_id,
        )
        return _ids_where(conn, parent) + _ids_where(
            conn, statements.c.entity_id == ownership_key(p.supplier_id, p.object_id)
        )
    assert p.object_id and p.platform_id
    deps = select(statements.c.entity_id).where(
        statements.c.schema == K.DEPLOYMENT,
        statements.c.prop == P.CLUSTER,
        statements.c.value == p.object_id,
        statements.c.retired_at.is_(None),
    )
    pairs = select(statements.c.entity_id).where(
        statements.c.entity_id.in_(deps), statements.c.prop == P.PLATFORM, statements.c.value == p.platform_id
    )
    return _ids_where(conn, statements.c.entity_id.in_(pairs))


def end_statements(conn: Connection, p: rows.Proposal, at: str) -> tuple[tuple[str, ...], list[str]]:
    """Retire what an ``end`` proposal ends; (statement ids, entity ids touched)."""
    ids = _ended(conn, p)
    if not ids:
        raise InputError(f"proposal {p.id}", f"the store states no such {p.kind} to end")
    touched = sorted(
        {r.entity_id for r in conn.execute(select(statements.c.entity_id).where(statements.c.id.in_(ids)))}
    )
    conn.execute(update(statements).where(statements.c.id.in_(ids)).values(retired_at=at))
    return tuple(ids), touched
