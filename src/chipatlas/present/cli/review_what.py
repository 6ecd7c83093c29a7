"""What a review decision is about, in the store's names, and what the ring states around it.

Helpers of ``review``'s commands; each imports what it reads when it runs (an instant CLI).
"""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

import typer

from chipatlas.present.cli.common import engine

if TYPE_CHECKING:
    from sqlalchemy import Connection

    from chipatlas.analyze.proposals import ProposalView
    from chipatlas.store.proposals import Proposal

__all__ = ["counted", "known", "shown", "stated_before", "what"]


def known(conn: Connection, name: str, option: str, kind: str) -> str:
    """The entity id of a name given to 'review edit', or an error that says how to add it: a
    candidate's cluster or company is often one the store does not know yet."""
    from chipatlas.analyze.specs import entity_id
    from chipatlas.errors import NotFoundError

    try:
        return entity_id(conn, name)
    except NotFoundError as exc:
        add = f"chipatlas entity add {shlex.quote(name)} --kind {kind}"
        raise NotFoundError(f"{option}: {exc}; to name one the store lacks, add it first: {add}") from None


def stated_before(ctx: typer.Context, proposal_id: str) -> set[str]:
    """The countries the ring states for the proposal's supplier and part before accepting it."""
    from chipatlas.ingest.review import stated_countries
    from chipatlas.store import proposals as rows

    with engine(ctx).connect() as conn:
        p = rows.get(conn, proposal_id)
        return stated_countries(conn, p) if p.kind == "supply" else set()


def shown(ctx: typer.Context, p: Proposal) -> ProposalView:
    from chipatlas.analyze.proposals import view

    with engine(ctx).connect() as conn:
        (shown,) = view(conn, [p])  # the store's names, not the document's spelling ("美光")
    return shown


def what(p: ProposalView) -> str:
    """What a decision was about, in the store's names: accept and reject both say it."""
    if p.kind == "figure":
        return p.figure_line() or p.id
    # a candidate's missing parts say so, never "None"
    supplier = p.supplier or p.supplier_id or "(no supplier named)"
    part, buyer = p.component or "(no part named)", p.object or p.object_id or "(no buyer named)"
    if p.action in ("customer", "customer_share"):
        return f"{supplier} supplies {part} to {buyer}"
    if p.action == "customer_end":
        return f"{supplier} no longer supplies {part} to {buyer}"
    if p.kind in ("site", "ownership", "deployment"):  # a place, an owner, a user: as ingest said it
        from chipatlas.ingest.proposals import describe

        names = {i: n for i, n in ((p.supplier_id, p.supplier), (p.object_id, p.object)) if i and n}
        return describe(p, names | ({p.platform_id: p.platform} if p.platform_id and p.platform else {}))
    return f"{p.action} {supplier} -> {part} of {p.platform or p.target or '(no platform named)'}"


def counted(ctx: typer.Context, platform_id: str | None, component: str | None) -> str | None:
    """How the what-if counts a component whose sole row an accepted second source contradicts."""
    from chipatlas.analyze.base import load_rows
    from chipatlas.analyze.whatif_shares import shares
    from chipatlas.store.tables import ring_rows

    with engine(ctx).connect() as conn:
        rows = load_rows(conn, ring_rows.c.platform_id == platform_id, ring_rows.c.component == component)
    return shares(rows).conflict
