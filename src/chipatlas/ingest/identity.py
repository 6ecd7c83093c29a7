"""Merge, split and 'unsure': a judgement and its effect on the projections, in one transaction.

A judgement never rewrites a statement. What it changes is how ids read: the view maps
them when reading, and the one projection that stores canonical ids (``ring_rows``:
its supplier and its platform) gets exactly its affected rows rebuilt here, from the
statements, by the same code as an ingest. Because that code depends only on the
statements and the judgements in force, a split gives back the rows a merge replaced.
"""

from __future__ import annotations

import getpass
import os
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, delete, select, update

from chipatlas.errors import ChipatlasError
from chipatlas.ingest.projections import _captions, rebuild_platforms
from chipatlas.ingest.ranked import RANKED, chunks, ranked
from chipatlas.ingest.rebuild import refresh_if_stale
from chipatlas.model.clusters import canonical_map
from chipatlas.resolve.resolver import Resolver
from chipatlas.store import judgements as log
from chipatlas.store.judgements import Judgement
from chipatlas.store.tables import entities, platforms, ring_rows, statements


class JudgementError(ChipatlasError):
    """A merge or split that cannot be made as asked; nothing was written."""


@dataclass(frozen=True)
class Outcome:
    """What a judgement did: the entry written, the ids it touched, the ring rows rebuilt."""

    judgement: Judgement
    affected: tuple[str, ...]
    ring_rows: int
    retracted: int = 0

    def line(self) -> str:
        j = self.judgement
        verb = {"same": "merged", "not_same": "split", "unsure": "marked unsure:"}[j.judgement]
        more = f"; {self.retracted} earlier 'same' retracted" if self.retracted else ""
        return f"{verb} {j.left_id} and {j.right_id} ({self.ring_rows} ring rows re-read{more})"


def default_user() -> str:
    """Who judges when ``--by`` is not given: the operating-system user."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return os.environ.get("USER", "unknown")


def _kind(conn: Connection, entity_id: str) -> str:
    row = conn.execute(select(entities.c.schema).where(entities.c.id == entity_id)).first()
    if row is None:
        raise JudgementError(f"no entity with id {entity_id!r}")
    return str(row.schema)


def _check_pair(conn: Connection, a: str, b: str) -> None:
    if a == b:
        raise JudgementError(f"{a} and {b} are one id: nothing to judge")
    ka, kb = _kind(conn, a), _kind(conn, b)
    if ka != kb:
        raise JudgementError(f"{a} is a {ka} and {b} a {kb}: only entities of one kind can be the same")


def _clusters(same: list[Judgement]) -> dict[str, str]:
    return canonical_map((j.left_id, j.right_id) for j in same)


def _members(canon: dict[str, str], entity_id: str) -> set[str]:
    head = canon.get(entity_id, entity_id)
    return {k for k, v in canon.items() if v == head} | {entity_id}


def merge(conn: Connection, a: str, b: str, reason: str | None, by: str, *, force: bool = False) -> Outcome:
    """Judge a and b the same; refused if it would join two ids judged not the same."""
    _check_pair(conn, a, b)
    same = log.current(conn, "same")
    before = _clusters(same)
    after = canonical_map([*((j.left_id, j.right_id) for j in same), (a, b)])
    for j in log.current(conn, "not_same"):
        joined = after.get(j.left_id, j.left_id) == after.get(j.right_id, j.right_id)
        if joined and not (force and log.pair(a, b) == (j.left_id, j.right_id)):
            raise JudgementError(
                f"{j.left_id} and {j.right_id} were judged not the same by {j.judged_by} on "
                f"{j.created_at[:10]} ({j.reason or 'no reason given'}); "
                + ("--force overrides it" if log.pair(a, b) == (j.left_id, j.right_id) else "split first")
            )
    entry = log.record(conn, a, b, "same", reason, by)
    return _refreshed(conn, entry, _members(before, a) | _members(before, b))


def split(conn: Connection, a: str, b: str, reason: str | None, by: str) -> Outcome:
    """Judge a and b not the same: the 'same' joining them are retracted, and stay in the log.

    The direct 'same' of the pair goes first; if a and b are still joined through other
    ids, every 'same' that touches b goes too, so b leaves the cluster whole.
    """
    _check_pair(conn, a, b)
    same = log.current(conn, "same")
    before = _clusters(same)
    affected = _members(before, a) | _members(before, b)
    direct = [j for j in same if (j.left_id, j.right_id) == log.pair(a, b)]
    rest = [j for j in same if j not in direct]
    after = _clusters(rest)
    if after.get(a, a) == after.get(b, b):
        rest = [j for j in rest if b not in (j.left_id, j.right_id)]
    # The pair's own 'same' is retracted by recording the 'not_same' below.
    gone = [(j.left_id, j.right_id) for j in same if j not in rest and j not in direct]
    retracted = log.retract(conn, gone)
    entry = log.record(conn, a, b, "not_same", reason, by)
    outcome = _refreshed(conn, entry, affected)
    return Outcome(entry, outcome.affected, outcome.ring_rows, retracted + len(direct))


def unsure(conn: Connection, a: str, b: str, reason: str | None, by: str) -> Outcome:
    """Record a doubt for review; an 'unsure' pair reads as two entities, as before."""
    _check_pair(conn, a, b)
    before = _clusters(log.current(conn, "same"))
    entry = log.record(conn, a, b, "unsure", reason, by)
    if before.get(a, a) == before.get(b, b):  # it replaced the 'same' that joined them
        return _refreshed(conn, entry, _members(before, a))
    return Outcome(entry, (), 0)


def _refreshed(conn: Connection, entry: Judgement, affected: set[str]) -> Outcome:
    """Rebuild the ring rows that read through the affected ids (their platforms, their suppliers);
    every projection when they were built by an older version (then the partial rebuild below
    only counts the rows)."""
    refresh_if_stale(conn, stamp_empty=False)
    ids = sorted(affected)
    plats = [i for i in ids if i.startswith("platform:")]
    n = 0
    if plats:
        # A merged-away platform's rows live under its canonical id; clear every member's.
        conn.execute(delete(ring_rows).where(ring_rows.c.platform_id.in_(plats)))
        conn.execute(delete(platforms).where(platforms.c.id.in_(plats)))
        rebuild_platforms(conn, plats)
        n += len(conn.execute(select(ring_rows.c.supply_id).where(ring_rows.c.platform_id.in_(plats))).all())
    others = [i for i in ids if not i.startswith("platform:")]
    if others:
        n += refresh_suppliers(conn, others)
    return Outcome(entry, tuple(ids), n)


def refresh_suppliers(conn: Connection, supplier_ids: Iterable[str]) -> int:
    """Ring rows that name one of these companies, their supplier id and caption read again.

    What a merge or split of companies changes in ``ring_rows``: the same choice as
    ``_ring_row`` (the best current supplier statement, through the judgements), for the
    rows whose supplier is one of ``supplier_ids``. Given the ids of the clusters before
    the judgement, that is every row it can change: a row's supplier is the canonical id
    of its supplier statement, and a cluster's canonical id is one of its members.
    Returns the rows re-read.
    """
    keys: dict[str, str] = {}  # supply id -> platform id: the primary key, for the update
    for chunk in chunks(sorted(set(supplier_ids))):
        rows = conn.execute(
            select(ring_rows.c.supply_id, ring_rows.c.platform_id).where(ring_rows.c.supplier_id.in_(chunk))
        )
        keys.update({r.supply_id: r.platform_id for r in rows})
    resolver = Resolver(conn)
    best: dict[str, str] = {}
    for chunk in chunks(sorted(keys)):
        found = conn.execute(
            select(*RANKED).where(statements.c.entity_id.in_(chunk), statements.c.retired_at.is_(None))
        )
        for sid, props in ranked(r for r in found if r.prop == "supplier").items():
            best[sid] = resolver.canonical(str(props["supplier"][0].value))
    captions = _captions(conn, sorted(set(best.values())))
    changes = [
        {"b_pid": keys[sid], "b_id": sid, "b_sup": sup, "b_cap": captions.get(sup, sup)}
        for sid, sup in best.items()
    ]
    if changes:
        conn.execute(
            update(ring_rows)
            .where(ring_rows.c.platform_id == bindparam("b_pid"), ring_rows.c.supply_id == bindparam("b_id"))
            .values(supplier_id=bindparam("b_sup"), supplier=bindparam("b_cap")),
            changes,
        )
    return len(changes)
