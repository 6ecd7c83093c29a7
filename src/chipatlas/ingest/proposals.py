"""From the relations a document states to proposed ring changes, inside its ingest.

Each relation is resolved against the store: the supplier (already linked by the
gazetteer), the platform (named, or the one platform the chip is built on), the ring
component (the platform's own name for the part). What it would do to the ring follows
from the rows the platform has for that component. A relation with a part that does not
resolve is kept as a ``candidate`` with its sentence and the reason: never dropped, never
guessed (docs/review.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from sqlalchemy import Connection, select

from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.places import country_in
from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import lead_hedged, read_relations
from chipatlas.ingest.customer_fold import NO_PLATFORM, fold_customers
from chipatlas.ingest.own_product import OwnProducts
from chipatlas.ingest.part_inferred import infer_part
from chipatlas.ingest.part_makers import PartMakers
from chipatlas.ingest.proposal_kinds import as_proposal, other_proposal
from chipatlas.ingest.review_kinds import live_customer
from chipatlas.model.countries import lookup
from chipatlas.model.names import match_key
from chipatlas.model.schema import K
from chipatlas.model.statement import make_id
from chipatlas.read.parsed import Table
from chipatlas.resolve.resolver import Resolver
from chipatlas.store import proposals as rows
from chipatlas.store.tables import entities, ring_rows

_ROLE_RANK = {"sole": 2, "primary": 1}
NO_SUPPLIER = "no known company is named as the supplier"  # the reason relink can repair


def _platform(rel: Relation, resolver: Resolver) -> tuple[str | None, str | None]:
    """(platform id, why not) for what the part is for."""
    if rel.target is None and rel.target_written is not None:
        return None, f"{NO_PLATFORM} {rel.target_written.text}"  # "Tesla's AI6 chips": unknown
    if rel.target is None:
        return None, "the sentence names no platform or chip"
    if rel.target.schema == K.PLATFORM:
        return resolver.canonical(rel.target.entity_id), None
    built_on = resolver.used_in(rel.target.entity_id)
    if len(built_on) == 1:
        return built_on[0], None
    if not built_on:
        return None, f"{NO_PLATFORM} {rel.target.name}"
    return None, f"{rel.target.name} is in {len(built_on)} platforms; which one is not said"


def _component(conn: Connection, platform_id: str, component: str) -> str:
    """The platform's own name for the part: exact, else the one that contains the word."""
    names = sorted(
        {
            str(r.component)
            for r in conn.execute(select(ring_rows.c.component).where(ring_rows.c.platform_id == platform_id))
        }
    )
    low = component.lower()
    for name in names:
        if name.lower() == low:
            return name
    near = [n for n in names if low in n.lower() or n.lower() in low]
    return near[0] if len(near) == 1 else component


def _action(conn: Connection, platform_id: str, component: str, supplier_id: str, rel: Relation) -> str:
    if rel.ends:
        return "end"
    if rel.share_change:
        return "share"
    return ring_action(conn, platform_id, component, supplier_id, rel.role)


def ring_action(
    conn: Connection, platform_id: str, component: str, supplier_id: str, role: str | None
) -> str:
    """What a stated supply does to the platform's rows for the part: confirm, change, fill,
    contradict or add."""
    found = conn.execute(
        select(ring_rows.c.supplier_id, ring_rows.c.role).where(
            ring_rows.c.platform_id == platform_id, ring_rows.c.component == component
        )
    ).all()
    named = {r.supplier_id: r.role for r in found if r.supplier_id}
    if supplier_id in named:
        return "change" if role and role != named[supplier_id] else "confirm"
    if found and not named:
        return "fill"
    if not named:
        return "add"
    # A sole supplier beside another (the sentence's or the ring's), or two sole/primary ones:
    # both are kept and the conflict shows until a decision (docs/review.md).
    if role == "sole" or "sole" in named.values():
        return "contradict"
    if _ROLE_RANK.get(role or "", 0) and any(_ROLE_RANK.get(r or "", 0) for r in named.values()):
        return "contradict"
    return "add"


def _one(
    conn: Connection,
    rel: Relation,
    resolver: Resolver,
    origin: tuple[str, str, str],
    unsettled: str | None = None,
) -> rows.Proposal:
    """The proposal of one relation; ``unsettled``: why which company supplies is unknown."""
    document_id, source_key, at = origin
    platform_id, why = _platform(rel, resolver)
    component = rel.component
    if rel.kind != "supply":
        if platform_id and component:
            component = _component(conn, platform_id, component)
        return other_proposal(conn, rel, resolver, (platform_id, why), component, document_id, source_key, at)
    supplier_id = resolver.canonical(rel.supplier.entity_id) if rel.supplier else None
    if rel.supplier is None:
        why = why or NO_SUPPLIER
    if component is None:
        why = why or "no part of a ring is named"
    action = "add"
    customer_id = resolver.canonical(rel.customer.entity_id) if rel.customer else None
    object_id = resolver.canonical(rel.obj.entity_id) if rel.obj else None  # a share change: from whom
    if rel.target is None and customer_id and component:
        # "SK hynix supplies HBM to Nvidia": the buyer, not a platform, is what the part is
        # for. A proposal on the company relation that never writes a ring row (docs/review.md);
        # "no longer supplies ... to Nvidia" ends it, "loses share to X at Nvidia" shifts it.
        action = "customer_end" if rel.ends else "customer_share" if rel.share_change else "customer"
        why = None if supplier_id else NO_SUPPLIER
        if (
            action == "customer_end"
            and supplier_id
            and not live_customer(conn, supplier_id, customer_id, component)
        ):
            why = "it ends a supply between the companies the store does not have"
    if platform_id and component:
        component = _component(conn, platform_id, component)
        if supplier_id:
            action = _action(conn, platform_id, component, supplier_id, rel)
    if action == "end" and platform_id and component and supplier_id:
        live = conn.execute(
            select(ring_rows.c.supply_id).where(
                ring_rows.c.platform_id == platform_id,
                ring_rows.c.component == component,
                ring_rows.c.supplier_id == supplier_id,
            )
        ).first()
        if live is None:
            why = why or "it ends a row the ring does not have"
    why = why or unsettled
    buyer = action in rows.CUSTOMER_ACTIONS
    # a sentence may list several buyers ("deliveries to X and to Y"): one proposal each
    listed = [customer_id] if buyer and customer_id else []
    parts = (supplier_id or "", platform_id or "", component or "", *listed)
    pid = make_id(document_id, str(rel.start), str(rel.end), *parts)[:16]
    ids = (pid, platform_id, supplier_id, customer_id if buyer else object_id)
    p = as_proposal(rel, ids, component, (action, why), (document_id, source_key, at))
    if buyer and rel.customer is not None:  # the buyer stands as the object
        p = replace(p, object=rel.customer.text)
    return p


def _stated(p: rows.Proposal) -> int:
    """How much a proposal states beyond who supplies what: its role, stage, share, country."""
    return sum(1 for v in (p.role, p.stage, p.share, p.country) if v)


def _written(name: str | None) -> str | None:
    return match_key(name) if name else name


def propose(
    conn: Connection,
    text: str,
    gazetteer: Gazetteer,
    resolver: Resolver,
    document_id: str,
    source_key: str,
    at: str,
    folded: list[str] | None = None,
    tables: Sequence[Table] = (),
) -> list[rows.Proposal]:
    """Read, resolve and store the proposals a document's text makes; returns them.
    A buyer's proposal folded into a platform one is not stored: ``folded`` gets a line."""
    found: list[rows.Proposal] = []
    seen: dict[tuple[str | None, ...], int] = {}  # what a proposal says -> where it is in found
    own = OwnProducts(conn, resolver)
    notes: list[str] = []
    read = lead_hedged(text, read_relations(text, gazetteer, tables=tables))
    makers = PartMakers(conn, resolver) if read else None
    inferred = [i for r in read if (i := infer_part(r, resolver.canonical)) is not None]
    for rel, unsettled in [
        (settled, doubt or why) for r, why in inferred if makers for settled, doubt in makers.settle(r)
    ]:
        if own.sold(rel):
            notes.append(own.line(rel))
            continue
        p = _one(conn, rel, resolver, (document_id, source_key, at), unsettled)
        # A document that says the same thing twice (a headline and its body) makes one proposal;
        # a name the store does not resolve is the same name however it is cased ("MI250x").
        same = (
            p.kind,
            p.action,
            p.supplier_id or _written(p.supplier),
            p.object_id or _written(p.object),
            p.platform_id or _written(p.target),
        )
        key = (*same, p.component, p.place)
        if key in seen:
            if _stated(p) > _stated(found[seen[key]]):  # the body says more than the headline
                found[seen[key]] = p
            continue
        seen[key] = len(found)
        found.append(p)
    found = _for_customer(_covered(_places_within(_sites_with_parts(found))))
    found, folds = fold_customers(conn, resolver, found)
    if folded is not None:
        folded += notes + folds
    if found:
        rows.add(conn, found)
    return found


def supplier_shown(p: rows.Proposal) -> str:
    """The supplier for a reader: its name, marked when it is no known company."""
    if p.supplier_id is None and p.supplier:
        return f"{p.supplier} (unknown company)"
    # "add ? -> HBM" read as a glitch; say what review edit must add
    return p.supplier or ("(no supplier named)" if p.kind == "supply" else "(no company named)")


def shown_names(conn: Connection, found: list[rows.Proposal]) -> dict[str, str]:
    """id -> name, for the platforms, suppliers and buyers the proposals name: a reader wants
    the name the store knows ("Micron"), as review shows it, not the document's spelling."""
    ids = sorted({i for p in found for i in (p.platform_id, p.supplier_id, p.object_id) if i})
    if not ids:
        return {}
    query = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(ids))
    return {r.id: r.caption for r in conn.execute(query)}


def describe(p: rows.Proposal, names: Mapping[str, str] | None = None) -> str:
    """What the proposal says, in a few words, by kind; ``names``: id -> name (a platform's
    shown with the id beside it, "Vera Rubin NVL144 (platform:...)"; a known supplier or buyer
    by the store's name, whatever the document's spelling)."""
    named = (names or {}).get(p.platform_id or "")
    # a part left unnamed says so: "of ?" reads as a glitch, not as what review edit must add
    platform = f"{named} ({p.platform_id})" if named else p.platform_id or p.target or "(no platform named)"
    who = (names or {}).get(p.supplier_id or "") or supplier_shown(p)
    obj = (names or {}).get(p.object_id or "") or p.object or "(none named)"
    part = p.component or "(no part named)"
    if p.kind == "site":
        made = f"{who} makes {part} of {platform}"
        return f"site {p.action} {made} at {p.place or '(no place named)'}"
    if p.kind == "ownership":
        return f"ownership {p.action} {who} owns {obj}"
    if p.kind == "deployment":
        return f"deployment {p.action} {obj} uses {platform}"
    if p.kind == "figure":
        return f"figure {p.subject_id}: {p.metric} = {p.value_text or p.value} {p.scope or ''}".rstrip()
    if p.action == "customer":
        return f"customer {who} -> {part} for {obj} (no platform named)"
    if p.action == "customer_end":
        return f"customer end {who} no longer -> {part} for {obj}"
    if p.action == "customer_share":
        return f"customer share {who} gains share of {part} at {obj}"
    if p.action == "share":
        gains = f"{who} gains share of {part} of {platform}"
        return f"share {gains} from {obj}"
    return f"{p.action} {who} -> {part} of {platform}"


def _sites_with_parts(found: list[rows.Proposal]) -> list[rows.Proposal]:
    """Without a site that only repeats, naming no part, a site of the same company at the
    same place that names one (a headline "plants in Yongin and Indiana" and a body sentence)."""
    parted = {
        (p.action, p.supplier_id or p.supplier, p.place) for p in found if p.kind == "site" and p.component
    }
    return [
        p
        for p in found
        if not (
            p.kind == "site"
            and not p.component
            and (p.action, p.supplier_id or p.supplier, p.place) in parted
        )
    ]


def _places_within(found: list[rows.Proposal]) -> list[rows.Proposal]:
    """Without a site that only repeats, less precisely, a site of the same company, part and
    platform at a place inside it ("in Arizona" beside "its fab in Phoenix, Arizona"; "in the
    US" or "in America" beside "its campus in Peoria, Arizona")."""
    sites = [p for p in found if p.kind == "site" and p.place]

    def inside(q: str, p: str) -> bool:
        if len(q) > len(p) and p.lower() in q.lower():
            return True
        country = lookup(p)  # a bare country: inside it when the other place is in that country
        return country is not None and lookup(q) is None and country_in(q) == country.name

    def within(p: rows.Proposal) -> bool:
        if p.kind != "site" or not p.place:
            return False
        return any(
            q is not p
            and (q.action, q.supplier_id or q.supplier, q.component, q.platform_id)
            == (p.action, p.supplier_id or p.supplier, p.component, p.platform_id)
            and q.place
            and inside(q.place, p.place)
            for q in sites
        )

    return [p for p in found if not within(p)]


def _covered(found: list[rows.Proposal]) -> list[rows.Proposal]:
    """Without the candidates that only repeat, with no platform, what a proposal of the
    same document says with one ("Nvidia's AI chips are made by TSMC" beside "the Blackwell
    wafers made by TSMC"). A candidate for a chip no platform is built on ("HBM3E for the
    H200 and the B200") names another chip, so it repeats nothing."""
    full = {(p.kind, p.supplier_id, p.component, p.place) for p in found if p.platform_id}
    # "...une fonderie aux États-Unis" beside "...l'usine TSMC en Arizona": the country
    # only repeats, less precisely, a site of the same company and part inside it.
    inside = {
        (p.supplier_id, p.component, p.country)
        for p in found
        if p.kind == "site" and p.platform_id and p.place and lookup(p.place) is None
    }
    return [
        p
        for p in found
        if p.platform_id
        or p.kind == "deployment"  # a cluster's other chip repeats nothing
        or p.status != "candidate"
        or (p.reason or "").startswith(NO_PLATFORM)
        or not (
            (p.kind, p.supplier_id, p.component, p.place) in full
            or (
                p.kind == "site"
                and p.place
                and lookup(p.place) is not None
                and (p.supplier_id, p.component, p.country) in inside
            )
        )
    ]


def _for_customer(found: list[rows.Proposal]) -> list[rows.Proposal]:
    """Without the candidates a buyer's proposal of the same document says more precisely.
    (A buyer's proposal that a platform proposal states is folded after: customer_fold.)"""
    buyers = [p for p in found if p.action == "customer" and p.status == "proposed"]
    # A candidate that names no platform and only repeats, less precisely, a buyer's proposal
    # of the same part: with no buyer ("SK hynix, HBM4 supply begins" beside "... HBM4 to
    # Nvidia") or with the buyer and no known supplier ("SK하닉 ... 엔비디아향 HBM4").
    sold = {(p.supplier_id, p.component) for p in buyers}
    bought = {(p.object_id, p.component) for p in buyers}

    def repeats(p: rows.Proposal) -> bool:
        if p.kind != "supply" or p.status != "candidate" or p.platform_id:
            return False
        if (p.reason or "").startswith(NO_PLATFORM):
            return False  # it names a chip ("HBM3E for the H200"): more precise than the buyer
        if p.object_id is None:
            return (p.supplier_id, p.component) in sold
        return p.supplier_id is None and (p.object_id, p.component) in bought

    return [p for p in found if not repeats(p)]


def line(p: rows.Proposal, names: Mapping[str, str] | None = None) -> str:
    """One report line: what the proposal would do, or why it is only a candidate
    (``names``: id -> name, from ``shown_names``)."""
    what = describe(p, names)
    extra = ", ".join(v for v in (p.role, p.stage, p.share, p.country, p.size, p.evidence) if v)
    if p.status == "candidate":
        return f"candidate {p.id}: {what} ({extra}): {p.reason}"
    return f"proposed {p.id}: {what} ({extra}); review with 'chipatlas review'"
