"""A digest's exposure: each new signal's reach into the watched rings, ring row by ring row."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import Connection, select

from chipatlas.analyze.exposure import exposure_of_entities
from chipatlas.analyze.records_digest import DigestExposure, MatchedSignal
from chipatlas.analyze.signal_buyers import buyers
from chipatlas.resolve import Resolver
from chipatlas.resolve.story_rows import Story, story_reach
from chipatlas.store.tables import platforms

if TYPE_CHECKING:
    from chipatlas.analyze.digest import Scope


def story_exposure(conn: Connection, signals: list[MatchedSignal], sc: Scope) -> list[DigestExposure]:
    """Each signal's reach into the watched rings, through the watched entities it names
    (through all it names when the watchlist watches only types). A supplier watched only as
    a member of a watched platform's ring reaches that ring, not every ring a watched company
    is in (TSMC, in a watched platform's ring, is no news for the rings of a watched memory
    maker's other customers). A company the story names only as the buyer (signal_buyers)
    reaches no ring: its own supplies are not what the story is about; nor does one it names in
    passing, nor the rows of parts other than those it names, nor rings other than those its
    subjects name when they name one (resolve/story_rows.py)."""
    slugs = dict(conn.execute(select(platforms.c.slug, platforms.c.id)).all())
    rings = sc.rings
    resolver = Resolver(conn)
    out: list[DigestExposure] = []
    for s in signals:
        buying = buyers(conn, s["documents"], resolver)
        reach = story_reach(conn, _story(s))
        ids = [e["id"] for e in s["entities"] if e["id"] not in buying and e["id"] in reach.suppliers]
        ids = [i for i in ids if i in sc.reasons] or ([] if sc.reasons else ids)
        reached = exposure_of_entities(conn, ids)["rings"]
        for ring in reached:
            if rings and slugs.get(ring["slug"]) not in rings:
                continue
            if reach.platforms and slugs.get(ring["slug"]) not in reach.platforms:
                continue  # the story names its platforms: it lands there only
            for c in ring["components"]:
                if rings and slugs.get(ring["slug"]) not in sc.named_rings and c["via"] not in sc.watched:
                    continue
                if reach.parts and c["component"] not in reach.parts:
                    continue
                out.append({"signal": s["id"], "signal_title": s["title"], "platform": ring["platform"],
                            "slug": ring["slug"], **c})  # fmt: skip
    return out


def _story(s: MatchedSignal) -> Story:
    about = [e["id"] for e in s["entities"] if e["role"] == "subject"]
    text = " ".join(t for t in (s["title"], s["summary"]) if t)
    return Story([e["id"] for e in s["entities"]], about, text, s["title"] or "")
