"""Entity linking from the store's names, near-duplicate stories, and each signal's impact.

- ``Linker.find``: every known name and alias (the ``aliases`` projection) in one
  Aho-Corasick automaton over lower-cased text, whole words only; a name two entities
  share is ambiguous and never linked. ``fuzzy``: rapidfuzz ratio >= 92 on the match key,
  only for names of 6+ characters, and only when one entity is that close.
- ``merge_signals``: a signal whose title + summary has MinHash Jaccard >= 0.5 with a
  stored one (LSH bands in ``signal_bands``) is the same story: its statements move to
  the stored signal, which gains a source.
- impact 1-5 = type prior + centrality + magnitude + independent sources (docs/signals.md).
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import replace

import ahocorasick  # type: ignore[import-not-found]
from rapidfuzz import fuzz, process
from sqlalchemy import Connection, func, insert, select

from chipatlas.extract.findings import Note
from chipatlas.extract.mentions import Mention
from chipatlas.model.names import match_key
from chipatlas.model.statement import Statement
from chipatlas.resolve.resolver import Resolver
from chipatlas.resolve.stories import bands, minhash, similarity
from chipatlas.store.feed_tables import signal_bands, signal_fingerprints
from chipatlas.store.judgements import stamp as judgement_stamp
from chipatlas.store.tables import aliases, entities, ring_rows, statements

LINKABLE = ("Company", "Platform", "Chip", "Cluster", "Site")
FUZZY_MIN = 92
_CACHE: dict[tuple[object, ...], tuple[ahocorasick.Automaton | None, dict[str, str]]] = {}
PRIORS = {
    "export_control": 3,
    "supply_disruption": 3,
    "m_and_a": 3,
    "capacity_expansion": 3,
    "technical_release": 2,
    "partnership_deal": 2,
    "customer_adoption": 2,
    "financial_results": 2,
    "pricing": 2,
    "executive_change": 1,
    "other": 1,
}


def build_automaton(names: list[tuple[str, str, str, str]]) -> ahocorasick.Automaton | None:
    """names: (written name, entity id, schema, caption); ambiguous names are left out."""
    by_key: dict[str, set[tuple[str, str, str]]] = defaultdict(set)
    for name, eid, schema, caption in names:
        for text in {" ".join(name.lower().split()), match_key(name)}:
            if len(text) >= 3 and not text.isdigit():
                by_key[text].add((eid, schema, caption))
    auto = ahocorasick.Automaton()
    for text, owners in by_key.items():
        if len({o[0] for o in owners}) == 1:
            auto.add_word(text, (len(text), *next(iter(owners))))
    if not len(auto):
        return None
    auto.make_automaton()
    return auto


class Linker:
    """The ``Gazetteer`` the extractors use, built from the store inside the ingest transaction."""

    def __init__(self, conn: Connection, resolver: Resolver) -> None:
        self.conn, self.resolver = conn, resolver
        self._auto: ahocorasick.Automaton | None = None
        self._keys: dict[str, str] | None = None

    def _load(self) -> tuple[ahocorasick.Automaton | None, dict[str, str]]:
        if self._keys is None:
            sig = self.conn.execute(
                select(func.count(), func.max(aliases.c.key), func.min(aliases.c.key))
            ).one()
            # The judgements count too: a merge or split changes which id a name links to.
            cache_key = (str(self.conn.engine.url), id(self.conn.engine), *sig, *judgement_stamp(self.conn))
            if cache_key not in _CACHE:
                rows = self.conn.execute(
                    select(aliases.c.name, aliases.c.entity_id, aliases.c.schema, entities.c.caption)
                    .join(entities, entities.c.id == aliases.c.entity_id)
                    .where(aliases.c.schema.in_(LINKABLE))
                ).all()
                names = [(r.name, self.resolver.canonical(r.entity_id), r.schema, r.caption) for r in rows]
                keys = {match_key(n): e for n, e, _, _ in names}
                _CACHE.clear()
                _CACHE[cache_key] = (build_automaton(names), keys)
            self._auto, self._keys = _CACHE[cache_key]
        return self._auto, self._keys

    def find(self, text: str, offset: int = 0) -> list[Mention]:
        auto, _ = self._load()
        return find_in(auto, text, offset)

    def fuzzy(self, name: str) -> Mention | None:
        _, keys = self._load()
        key = match_key(name)
        if len(key) < 6 or not keys:
            return None
        hits = process.extract(key, list(keys), scorer=fuzz.ratio, score_cutoff=FUZZY_MIN, limit=2)
        owners = {keys[h[0]] for h in hits}
        if len(owners) != 1:
            return None
        eid = owners.pop()
        return Mention(eid, eid.split(":", 1)[0].title(), hits[0][0], 0, len(name), name)

    def merge_signals(self, found: list[Statement], notes: list[Note]) -> list[Statement]:
        """Near-duplicate stories join the stored signal; each signal gets its impact statements."""
        by_signal: dict[str, list[Statement]] = defaultdict(list)
        for s in found:
            if s.schema == "Signal":
                by_signal[s.entity_id].append(s)
        moved: dict[str, str] = {}
        for sid, props in by_signal.items():
            target = self._same_story(sid, props)
            if target != sid:
                moved[sid] = target
                notes.append(Note(None, f"same story as {target}: {sid} merged into it as another source"))
        if moved:
            found = [_moved(s, moved) for s in found]
        out = [s for s in found if not (s.schema == "Signal" and s.prop in ("impact", "impact_reasons"))]
        for sid in {moved.get(k, k) for k in by_signal}:
            out += self._impact(sid, [s for s in out if s.entity_id == sid])
        return out

    def _same_story(self, sid: str, props: list[Statement]) -> str:
        text = " ".join(s.value for s in props if s.prop in ("title", "summary"))
        sig = minhash(text)
        known = self.conn.execute(
            select(signal_fingerprints.c.signal_id).where(signal_fingerprints.c.signal_id == sid)
        )
        if known.first():
            return sid
        keys = bands(sig)
        rows = self.conn.execute(
            select(signal_fingerprints)
            .join(signal_bands, signal_bands.c.signal_id == signal_fingerprints.c.signal_id)
            .where(signal_bands.c.band.in_(keys))
        ).all()
        best = max(((similarity(sig, r.signature), r.signal_id) for r in rows), default=(0.0, sid))
        target = best[1] if best[0] >= 0.5 else sid
        if target == sid:
            self.conn.execute(
                insert(signal_fingerprints).values(signal_id=sid, signature=" ".join(map(str, sig)))
            )
            self.conn.execute(
                insert(signal_bands), [{"band": k, "signal_id": sid} for k in sorted(set(keys))]
            )
        return target

    def _impact(self, sid: str, props: list[Statement]) -> list[Statement]:
        score, reasons = impact(self.conn, sid, props)
        head = next(s for s in props if s.prop == "title")
        return [
            replace(head, prop="impact", value=str(score), original_value=str(score)),
            replace(
                head, prop="impact_reasons", value=json.dumps(reasons), original_value=json.dumps(reasons)
            ),
        ]


def find_in(auto: ahocorasick.Automaton | None, text: str, offset: int = 0) -> list[Mention]:
    if auto is None:
        return []
    low = text.lower()
    out: list[Mention] = []
    last_end = -1
    for end, (length, eid, schema, caption) in sorted(auto.iter_long(low), key=lambda h: h[0] - h[1][0]):
        start = end - length + 1
        if (
            start <= last_end
            or (start > 0 and low[start - 1].isalnum())
            or (end + 1 < len(low) and low[end + 1].isalnum())
        ):
            continue
        out.append(Mention(eid, schema, caption, offset + start, offset + end + 1, text[start : end + 1]))
        last_end = end
    return out


def _moved(s: Statement, moved: dict[str, str]) -> Statement:
    if s.entity_id in moved:
        s = replace(s, entity_id=moved[s.entity_id])
    if s.prop == "related" and s.value in moved:
        s = replace(s, value=moved[s.value], original_value=moved[s.value])
    return s


def impact(conn: Connection, sid: str, props: list[Statement]) -> tuple[int, list[str]]:
    """type prior + 1 if a mentioned entity is central in the stored rings + 1 for a big
    magnitude + 1 for three or more independent sources; clamped to 1-5."""
    kind = next((s.value for s in props if s.prop == "type"), "other")
    score, reasons = PRIORS.get(kind, 1), [f"type {kind}: prior {PRIORS.get(kind, 1)}"]
    mentioned = sorted({s.value for s in props if s.prop == "mentions"})
    central = _central(conn, mentioned)
    if central:
        score += 1
        reasons.append(f"+1 central in stored rings: {central}")
    big = [s.value for s in props if s.prop == "magnitude"]
    if big:
        score += 1
        reasons.append(f"+1 magnitude: {', '.join(big[:3])}")
    sources = _sources(conn, sid) | {s.value for s in props if s.prop == "source" and s.value != "not stated"}
    if len(sources) >= 3:
        score += 1
        reasons.append(f"+1 {len(sources)} independent sources")
    else:
        reasons.append(f"{len(sources)} independent source(s)")
    stated = next((s.value for s in props if s.prop == "stated_impact"), None)
    if stated:
        reasons.append(f"the page itself states {stated}/5")
    return max(1, min(5, score)), reasons


def _central(conn: Connection, ids: list[str]) -> str:
    """The most connected mentioned entity: a platform in the store, or a supplier in 3+ ring rows."""
    if not ids:
        return ""
    rows = conn.execute(
        select(ring_rows.c.supplier_id, func.count())
        .where(ring_rows.c.supplier_id.in_(ids))
        .group_by(ring_rows.c.supplier_id)
    ).all()
    platforms = conn.execute(
        select(ring_rows.c.platform_id).where(ring_rows.c.platform_id.in_(ids)).distinct()
    ).all()
    hubs = [f"{p[0]} (platform)" for p in platforms] + [
        f"{r[0]} ({r[1]} ring rows)" for r in rows if r[1] >= 3
    ]
    return "; ".join(hubs[:3])


def _sources(conn: Connection, sid: str) -> set[str]:
    rows = conn.execute(
        select(statements.c.value).where(
            statements.c.entity_id == sid, statements.c.prop == "source", statements.c.retired_at.is_(None)
        )
    )
    return {r.value for r in rows if r.value != "not stated"}
