"""One proposal per stated supply: a buyer's proposal folded into its platform's.

"X supplies HBM4 to Nvidia for its Rubin GPUs" states one supply, yet reads as two: one
for the buyer company (``action: customer``) and one for the platform or chip. When the
same document has a supply proposal of the same supplier and part for a platform whose
maker (or whose chip's maker) is that buyer, the buyer's proposal only repeats it, less
precisely. The proposal model keeps one quote, so the platform proposal is kept and the
ingest report says which buyer proposal was folded into it (docs/review.md).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, select

from chipatlas.model.schema import K, P
from chipatlas.resolve.resolver import Resolver
from chipatlas.store import proposals as rows
from chipatlas.store.tables import entities, statements

# Why a chip's supply has no platform: the store knows none built on it (H200, A100). Such a
# candidate still names the chip, and its maker is the buyer a buyer's proposal names.
NO_PLATFORM = "no platform is known to be built on"


def makers(conn: Connection, resolver: Resolver, platform_id: str) -> set[str]:
    """The companies that make a platform, or make a chip the platform is built on."""
    members = resolver.members(platform_id)
    chips = conn.execute(
        select(statements.c.entity_id).where(
            statements.c.prop == P.USED_IN,
            statements.c.value.in_(members),
            statements.c.retired_at.is_(None),
        )
    )
    owners = set(members) | {r.entity_id for r in chips}
    found = conn.execute(
        select(statements.c.value).where(
            statements.c.entity_id.in_(owners),
            statements.c.prop == P.MAKER,
            statements.c.retired_at.is_(None),
        )
    )
    return {resolver.canonical(str(r.value)) for r in found}


def _same_part(a: str | None, b: str | None) -> bool:
    """The platform proposal names the part as its ring does ("HBM"); the buyer's as read."""
    if not a or not b:
        return False
    low_a, low_b = a.lower(), b.lower()
    return low_a == low_b or low_a in low_b or low_b in low_a


def _into(
    p: rows.Proposal, platforms: list[tuple[rows.Proposal, str]], maker_of: Callable[[str], set[str]]
) -> rows.Proposal | None:
    """The platform (or chip) proposal that states the buyer proposal ``p``'s supply, if one does."""
    if p.kind != "supply" or p.action != "customer" or not p.supplier_id or not p.object_id:
        return None
    same = [
        (q, made)
        for q, made in platforms
        if q.supplier_id == p.supplier_id and _same_part(q.component, p.component)
    ]
    return next((q for q, made in same if p.object_id in maker_of(made)), None)


def _made(p: rows.Proposal, resolver: Resolver) -> str | None:
    """The platform a supply proposal is for, else the chip no platform is built on."""
    if p.kind != "supply" or not p.supplier_id or p.action == "customer":
        return None
    if p.platform_id:
        return p.platform_id
    if p.target and (p.reason or "").startswith(NO_PLATFORM):
        return resolver.lookup(p.target, K.CHIP)
    return None


def fold_customers(
    conn: Connection, resolver: Resolver, found: list[rows.Proposal]
) -> tuple[list[rows.Proposal], list[str]]:
    """The proposals without the buyer ones a platform proposal states; a report line each."""
    platforms = [(p, product) for p in found if (product := _made(p, resolver)) is not None]
    made: dict[str, set[str]] = {}

    def maker_of(platform_id: str) -> set[str]:
        if platform_id not in made:
            made[platform_id] = makers(conn, resolver, platform_id)
        return made[platform_id]

    kept: list[rows.Proposal] = []
    notes: list[str] = []
    for p in found:
        into = _into(p, platforms, maker_of)
        if into is None:
            kept.append(p)
            continue
        named = names(conn, [p.supplier_id, p.object_id, into.platform_id])
        buyer = as_named(named, p.object_id, p.object)
        where = into.platform_id or into.target
        if into.platform_id in named:
            where = f"{named[into.platform_id]}, {into.platform_id}"
        notes.append(
            f"folded {p.id}: customer {as_named(named, p.supplier_id, p.supplier)} -> {p.component or '?'}"
            f" for {buyer} is the supply of proposal {into.id} ({where},"
            f" made by {buyer});"
            f" its quote: {p.quote!r}"
        )
    return kept, notes


def names(conn: Connection, ids: list[str | None]) -> dict[str, str]:
    wanted = sorted({i for i in ids if i})
    query = select(entities.c.id, entities.c.caption).where(entities.c.id.in_(wanted))
    return {r.id: r.caption for r in conn.execute(query) if r.caption}


def as_named(named: dict[str, str], entity_id: str | None, written: str | None) -> str:
    """A company as the store names it, the words of the document beside it when they differ
    ("SK hynix (SK하이닉스)"): the report is read by people who may not read the source's script."""
    name = named.get(entity_id or "")
    if name and written and name != written:
        return f"{name} ({written})"
    return name or written or "?"
