"""Near-duplicate stories for all of a document's signals at once, through the LSH bands.

For each new signal (in document order) the candidates are the stored signals, and
the ones this document already added, that share an LSH band with it; the most similar
candidate with MinHash Jaccard >= 0.5 is the same story. The store is read in a few
batched queries and written in one insert per table, so the work grows with the number
of signals and their band collisions, never with every pair.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray
from sqlalchemy import Connection, select

from chipatlas.limits import check_time
from chipatlas.resolve.impact import chunks
from chipatlas.resolve.stories import PERMS, bands, minhash_many
from chipatlas.store.feed_tables import signal_fingerprints

SAME_STORY = 0.5
BUCKET = 256


@dataclass
class _BandIndex:
    """LSH band -> signal ids (at most ``BUCKET`` each), and each signal's MinHash values."""

    members: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    rows: dict[str, int] = field(default_factory=dict)  # signal id -> row of ``matrix``
    matrix: NDArray[np.uint64] = field(default_factory=lambda: np.zeros((64, PERMS), dtype=np.uint64))

    def add(self, sid: str, sig: list[int], keys: list[str]) -> None:
        if sid not in self.rows:
            if len(self.rows) == len(self.matrix):  # grow by doubling: appends stay amortised O(1)
                self.matrix = np.concatenate([self.matrix, np.zeros_like(self.matrix)])
            self.matrix[len(self.rows)] = sig
            self.rows[sid] = len(self.rows)
        for k in keys:
            bucket = self.members[k]
            if len(bucket) < BUCKET:  # a band hundreds of stories share is boilerplate, not a match
                bucket.append(sid)

    def best(self, sig: list[int], keys: list[str]) -> tuple[float, str] | None:
        found = sorted({c for k in keys for c in self.members.get(k, ())})
        if not found:
            return None
        candidates = self.matrix[[self.rows[c] for c in found]]
        agree = np.count_nonzero(candidates == np.array(sig, dtype=np.uint64), axis=1) / PERMS
        return max(zip(agree.tolist(), found, strict=True))


def same_stories(conn: Connection, texts: dict[str, str]) -> dict[str, str]:
    """signal id -> the stored (or earlier) signal it duplicates; new fingerprints are stored."""
    sigs = dict(zip(texts, minhash_many(list(texts.values())), strict=True))
    check_time()
    keys = {sid: bands(sig) for sid, sig in sigs.items()}
    known = _known(conn, list(sigs))
    index = _stored_index(conn, sorted({k for sid in sigs if sid not in known for k in keys[sid]}))
    moved: dict[str, str] = {}
    added: list[str] = []
    for sid, sig in sigs.items():
        if sid in known:
            continue
        best = index.best(sig, keys[sid])
        if best is not None and best[0] >= SAME_STORY:
            moved[sid] = best[1]
        else:
            index.add(sid, sig, keys[sid])
            added.append(sid)
    if added:
        _insert(
            conn,
            "signal_fingerprints (signal_id, signature)",
            [(s, " ".join(map(str, sigs[s]))) for s in added],
        )
        _insert(conn, "signal_bands (band, signal_id)", [(k, s) for s in added for k in sorted(set(keys[s]))])
    return moved


def _mark(conn: Connection) -> str:
    return "?" if conn.dialect.paramstyle == "qmark" else "%s"


def _insert(conn: Connection, into: str, rows: list[tuple[str, str]]) -> None:
    """Plain DB-API executemany: a feed adds 16 band rows per story, too many for ORM-style params."""
    conn.exec_driver_sql(f"INSERT INTO {into} VALUES ({_mark(conn)}, {_mark(conn)})", rows)


def _known(conn: Connection, ids: list[str]) -> set[str]:
    out: set[str] = set()
    for batch in chunks(ids):
        rows = conn.execute(
            select(signal_fingerprints.c.signal_id).where(signal_fingerprints.c.signal_id.in_(batch))
        )
        out |= {r.signal_id for r in rows}
    return out


def _stored_index(conn: Connection, keys: list[str]) -> _BandIndex:
    index = _BandIndex()
    for batch in chunks(keys):
        marks = ", ".join([_mark(conn)] * len(batch))
        rows = conn.exec_driver_sql(
            "SELECT b.band, f.signal_id, f.signature FROM signal_bands b"
            " JOIN signal_fingerprints f ON f.signal_id = b.signal_id"
            f" WHERE b.band IN ({marks})",
            tuple(batch),
        )
        for band, sid, signature in rows:
            index.add(sid, [int(v) for v in signature.split()], [band])
    return index


__all__ = ["SAME_STORY", "same_stories"]
