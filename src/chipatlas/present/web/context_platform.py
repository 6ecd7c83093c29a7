"""The platform page's extras: one list of sources per ring row, disagreements placed beside the
row they concern, the recent signals that name the platform, and clusters by generation.

Everything here works on what ``context.platform`` already read, plus one scoped query each
for conflicts and signals: no query per ring row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy import Connection

from chipatlas.analyze.conflicts import conflicts
from chipatlas.analyze.proposals import pending
from chipatlas.analyze.records_pages import ClusterLink
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.analyze.records_provenance import Source
from chipatlas.analyze.records_signal import SignalRecord
from chipatlas.analyze.signals import signals
from chipatlas.present.web.context_signals import anchored
from chipatlas.present.web.page_records_platform import (
    ClusterGroups,
    PlacedConflict,
    PlacedFact,
    PlacedSpec,
    SourceEntry,
)

RECENT_SIGNALS = 5


def source_list(sources: Mapping[str, Source]) -> list[SourceEntry]:
    """A row's sources, one entry per document: the row's own document first, quoted by the
    whole row when there is one (else its longest cell); a value read in another document (a
    supplier-level location, an article) gets its own entry naming the fields it supports."""
    by_doc: dict[str, list[tuple[str, Source]]] = {}
    for field, src in sources.items():
        if src:
            by_doc.setdefault(str(src["document"]), []).append((field, src))
    row = sources.get("row")
    order = sorted(by_doc, key=lambda doc: (not row or doc != row["document"], doc))
    out: list[SourceEntry] = []
    for doc in order:
        found = by_doc[doc]
        shown = next((src for field, src in found if field == "row"), None)
        shown = shown or max((src for _, src in found), key=lambda src: len(str(src["quote"])))
        fields = [field for field, _ in found if field != "row"]
        out.append({**shown, "fields": fields})
    return out


def _spec_prop(claim: PlacedSpec) -> str:
    """The property a disagreement about this figure is stored under: 'spec.<metric>.<scope>'."""
    return f"spec.{claim['metric']}.{claim['scope']}" if claim["scope"] else f"spec.{claim['metric']}"


def place_conflicts(
    conn: Connection, platform_id: str, summary: list[PlacedFact], spec_claims: list[PlacedSpec]
) -> list[PlacedConflict]:
    """The platform's disagreements; each summary item or spec row it concerns gets ``conflict``
    (so the page shows it beside that row). Returns them all, placed or not."""
    found = anchored(conflicts(conn, platform_id))  # the id is known: no name lookup
    by_prop = {c["prop"]: c for c in found}
    for item in summary:
        item["conflict"] = by_prop.get(item["prop"])
    for claim in spec_claims:
        claim["conflict"] = by_prop.get(_spec_prop(claim)) or by_prop.get(claim["metric"])
    placed = {i["prop"] for i in summary} | {c["conflict"]["prop"] for c in spec_claims if c["conflict"]}
    return [{**c, "placed": c["prop"] in placed} for c in found]


def open_proposals(conn: Connection, platform_id: str) -> list[ProposalRecord]:
    """Proposals still open on this ring, those that contradict it first: the ring as shown is
    not what the news says, and a reader of the ring must know before relying on it."""
    found = [p.record() for p in pending(conn, [platform_id], ("proposed", "candidate"))]
    return sorted(found, key=lambda p: p["conflict"] is None)


def recent_signals(conn: Connection, platform_id: str) -> list[SignalRecord]:
    """The newest signals that name the platform (or an id merged with it)."""
    return [s.copy() for s in signals(conn, entity=platform_id)[:RECENT_SIGNALS]]


def by_generation(platform_id: str, clusters: Sequence[ClusterLink]) -> ClusterGroups:
    """Clusters that deploy this platform, apart from clusters its sources name that run another
    generation (Project Rainier runs Trainium2, named in a Trainium3 table)."""
    return {
        "this": [c for c in clusters if c["platform_id"] == platform_id],
        "other": [c for c in clusters if c["platform_id"] != platform_id],
    }
