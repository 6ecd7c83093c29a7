"""Site, ownership and deployment relations to proposals (docs/review.md).

Each kind resolves its own parts against the store, and says what accepting it would do:

- **site** ``locate`` (the supply row gains this place of production), ``confirm`` (the
  row already names it) or ``end`` (the row's place here ends). The row is the platform's
  row of that supplier for that component; with none it is a candidate.
- **ownership** ``add`` (the owned company's parent becomes the owner), ``confirm``,
  ``change`` (it has another parent today) or ``end`` (sold, divested).
- **deployment** ``add`` (the cluster deploys the platform), ``confirm`` or ``end``.

A part that does not resolve leaves a ``candidate`` with the reason, never a guess.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import Connection, func, select

from chipatlas.extract.relation import Relation
from chipatlas.model.schema import K, P
from chipatlas.model.statement import make_id
from chipatlas.resolve.resolver import Resolver
from chipatlas.store import proposals as rows
from chipatlas.store.tables import ring_rows, statements

NO_MAKER = "no known company is named as the maker"  # a reason ``relink`` can repair
NOT_KNOWN = " is not a known "  # "X is not a known company / cluster": ``relink`` can repair it


def _live(conn: Connection, entity_id: str, prop: str, value: str | None = None) -> list[str]:
    """The current values of one property of an entity (or those equal to ``value``)."""
    query = select(statements.c.value).where(
        statements.c.entity_id == entity_id, statements.c.prop == prop, statements.c.retired_at.is_(None)
    )
    if value is not None:
        query = query.where(statements.c.value == value)
    return sorted({r.value for r in conn.execute(query)})


def _site(
    conn: Connection, rel: Relation, platform_id: str | None, component: str | None, supplier_id: str | None
) -> tuple[str, str | None]:
    """(action, why it is only a candidate) of a site relation."""
    if supplier_id is None:
        return "locate", NO_MAKER
    if platform_id is None or component is None:
        missing = [w for w, v in (("platform", platform_id), ("part", component)) if v is None]
        pronoun = "them" if len(missing) == 2 else "it"
        return "locate", f"the sentence names no {' and '.join(missing)}; set {pronoun} with 'review edit'"
    found = conn.execute(
        select(ring_rows.c.made_in_site, ring_rows.c.made_in_country).where(
            ring_rows.c.platform_id == platform_id,
            ring_rows.c.component == component,
            ring_rows.c.supplier_id == supplier_id,
        )
    ).all()
    if not found:
        return (
            "locate",
            f"the ring has no row of {rel.supplier.name if rel.supplier else '?'} for {component}",
        )
    place = (rel.place or "").lower()
    here = any(place and r.made_in_site and place in r.made_in_site.lower() for r in found)
    if rel.ends:
        return "end", None if here else "it ends a place the ring does not name"
    return ("confirm" if here else "locate"), None


def _ownership(
    conn: Connection, rel: Relation, owner: str | None, asset: str | None
) -> tuple[str, str | None]:
    if owner is None or asset is None:
        unknown = [
            n or "?" for n, id_ in ((written_supplier(rel), owner), (rel.obj_text, asset)) if id_ is None
        ]
        said = (
            f"{unknown[0]}{NOT_KNOWN}company"
            if len(unknown) == 1
            else f"{' and '.join(unknown)} are not known companies"
        )
        return ("end" if rel.ends else "add"), said
    parents = _live(conn, asset, P.PARENT)
    if rel.ends:
        return "end", None if owner in parents else "it ends an ownership the store does not have"
    if rel.stage == "stake" and owner not in parents:
        return "add", None  # a stake is recorded as an Ownership, not as the parent
    if owner in parents:
        return "confirm", None
    return ("change" if parents else "add"), None


def deployment_key(cluster_id: str, platform_id: str) -> str:
    """The Deployment id the page and note readers use for the same pair."""
    return f"deployment:{cluster_id.split(':', 1)[1]}:{platform_id.split(':', 1)[1]}"


def _deployment(
    conn: Connection, rel: Relation, cluster: str | None, platform: str | None
) -> tuple[str, str | None]:
    if cluster is None:
        return ("end" if rel.ends else "add"), f"{rel.obj_text or 'the cluster'}{NOT_KNOWN}cluster"
    if platform is None:
        return ("end" if rel.ends else "add"), "no platform is named or implied by the chip"
    there = bool(
        conn.execute(
            select(func.count())
            .select_from(statements)
            .where(
                statements.c.schema == K.DEPLOYMENT,
                statements.c.prop == P.PLATFORM,
                statements.c.value == platform,
                statements.c.retired_at.is_(None),
                statements.c.entity_id.in_(
                    select(statements.c.entity_id).where(
                        statements.c.prop == P.CLUSTER,
                        statements.c.value == cluster,
                        statements.c.retired_at.is_(None),
                    )
                ),
            )
        ).scalar()
    )
    if rel.ends:
        return "end", None if there else "it ends a deployment the store does not have"
    return ("confirm" if there else "add"), None


def other_proposal(
    conn: Connection,
    rel: Relation,
    resolver: Resolver,
    platform: tuple[str | None, str | None],
    component: str | None,
    document_id: str,
    source_key: str,
    at: str,
) -> rows.Proposal:
    """One site, ownership or deployment relation as a proposal (or a candidate)."""
    platform_id, no_platform = platform
    supplier_id = resolver.canonical(rel.supplier.entity_id) if rel.supplier else None
    object_id = resolver.canonical(rel.obj.entity_id) if rel.obj else None
    if rel.kind == "site":
        action, why = _site(conn, rel, platform_id, component, supplier_id)
    elif rel.kind == "ownership":
        action, why = _ownership(conn, rel, supplier_id, object_id)
    else:
        action, why = _deployment(conn, rel, object_id, platform_id)
        why = why if why != "no platform is named or implied by the chip" else (no_platform or why)
    pid = make_id(
        document_id,
        str(rel.start),
        str(rel.end),
        rel.kind,
        supplier_id or "",
        object_id or rel.obj_text or "",
        platform_id or "",
        component or "",
        rel.place or "",
    )[:16]
    return as_proposal(
        rel,
        (pid, platform_id, supplier_id, object_id),
        component,
        (action, why),
        (document_id, source_key, at),
    )


def written_supplier(rel: Relation) -> str | None:
    """The supplier as written: a known company's words, else the unknown name the sentence
    gives it (kept with ``supplier_id`` empty, for review and ``relink``)."""
    if rel.supplier is not None:
        return rel.supplier.text
    return rel.unknown_supplier.text if rel.unknown_supplier else None


def as_proposal(
    rel: Relation,
    ids: tuple[str, str | None, str | None, str | None],
    component: str | None,
    decided: tuple[str, str | None],
    origin: tuple[str, str, str],
) -> rows.Proposal:
    """The proposal row of a relation of any kind, from its ids (proposal, platform, supplier,
    object), its ring component, what it does and why it is only a candidate (action, why), and
    where it was read (document, source key, time)."""
    pid, platform_id, supplier_id, object_id = ids
    action, why = decided
    return replace(
        rows.drafted((pid, action), (rel.quote, rel.start, rel.end, rel.evidence), origin, why),
        platform_id=platform_id,
        target=rel.target.text if rel.target else rel.target_written.text if rel.target_written else None,
        component=component,
        component_text=rel.component_text,
        supplier_id=supplier_id,
        supplier=written_supplier(rel),
        role=rel.role,
        stage=rel.stage,
        share=rel.share,
        country=rel.country,
        hedge=rel.hedge,
        kind=rel.kind,
        object_id=object_id,
        object=rel.obj_text,
        place=rel.place,
        size=rel.size,
    )
