"""A digest's exposure: each new signal's reach into the watched rings, ring row by ring row."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import Connection, select

from chipatlas.analyze.exposure import exposure_of_entities
from chipatlas.analyze.records_digest import DigestExposure, MatchedSignal
from chipatlas.resolve.story_rows import Story, story_touched
from chipatlas.store.tables import platforms

if TYPE_CHECKING:
    from chipatlas.analyze.digest import Scope


def story_exposure(conn: Connection, signals: list[MatchedSignal], sc: Scope) -> list[DigestExposure]:
    """Each signal's reach into the watched rings: the ring rows the story touches, the very rows
    its why_it_matters is written from (``resolve/story_rows.story_touched``: its subjects' rows,
    not a platform maker's beside its supplier nor a maker's beside its own chip, of the parts it
    names, in the rings its subjects name), kept to the watched rings and entities. A supplier
    watched only as a member of a watched platform's ring reaches that ring, not every ring a
    watched company is in (TSMC, in a watched platform's ring, is no news for the rings of a
    watched memory maker's other customers)."""
    slugs = dict(conn.execute(select(platforms.c.slug, platforms.c.id)).all())
    rings = sc.rings
    out: list[DigestExposure] = []
    for s in signals:
        touch = story_touched(conn, _story(s))
        rows = {(p, supplier, part) for p, found in touch.rows.items() for supplier, part in found}
        ids = [e for e in touch.suppliers if any(supplier == e for _, supplier, _ in rows)]
        ids = [i for i in ids if i in sc.reasons] or ([] if sc.reasons else ids)
        for ring in exposure_of_entities(conn, ids)["rings"]:
            platform = slugs.get(ring["slug"])
            if rings and platform not in rings:
                continue
            for c in ring["components"]:
                if (platform, c["via"], c["component"]) not in rows:
                    continue  # not a row the story touches
                if rings and platform not in sc.named_rings and c["via"] not in sc.watched:
                    continue
                out.append({"signal": s["id"], "signal_title": s["title"], "platform": ring["platform"],
                            "slug": ring["slug"], **c})  # fmt: skip
    return out


def _story(s: MatchedSignal) -> Story:
    about = [e["id"] for e in s["entities"] if e["role"] == "subject"]
    text = " ".join(t for t in (s["title"], s["summary"]) if t)
    return Story([e["id"] for e in s["entities"]], about, text, s["title"] or "", s["type"] or "")
