"""What today's news means, judged: each real signal's ``why_it_matters`` and digest exposure lines.

The audit texts (non-held-back only) are ingested into a fresh store with the bundled data;
each signal's written ``why_it_matters`` (evidence ``inferred``: the page's own is not ours to
judge) is keyed by its document, a few words of its title and the ring rows it rests on, and
four platform watchlists' digests list their exposure lines, keyed the same way. Verdicts
live in ``audit/impact_verdicts.json`` (per document, key -> ``"right"`` or ``"wrong: <class>"``),
so a later change shows what moved and new outputs print as ``?`` to be judged.

    python evaluation/impact_audit.py                  # counts right / wrong / unjudged
    python evaluation/impact_audit.py --todo           # print only what has no verdict
    python evaluation/impact_audit.py --keep /tmp/s.db # also keep the store (to read it again)
    python evaluation/impact_audit.py --store /tmp/s.db  # reuse a kept store (same code only)

The keys quote no third-party text beyond a title's first words; the rows are ids.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import Engine, select

from chipatlas.analyze.digest import Period, digest, list_names, stamp
from chipatlas.analyze.signals import signals
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.sources.document import load_path
from chipatlas.store.db import connect, migrate
from chipatlas.store.tables import statements
from evaluation.audit import HERE, AuditDoc, load_documents
from evaluation.audit import select as select_docs
from evaluation.run import load_bundled
from evaluation.stores import fresh_store

VERDICTS = HERE / "impact_verdicts.json"
# The four platform watchlists the exposure lines are counted for (names as the bundled rings say).
WATCHED = {
    "gb200": "Nvidia GB200 NVL72",
    "trn2": "AWS Trainium2 UltraServer",
    "tpu7": "Google TPU v7 Ironwood",
    "maia200": "Microsoft Maia 200",
}
_WORDS, _CHARS = 6, 40  # a title's first words in a key: enough to tell signals apart, no quotation


def short(title: str | None) -> str:
    words = (title or "").split()
    kept = " ".join(words[:_WORDS])[:_CHARS]
    return kept + (" ..." if kept != " ".join(words) else "")


@contextmanager
def built(
    store: Path | None, keep: Path | None, only: list[str] | None
) -> Iterator[tuple[Engine, dict[str, str]]]:
    """A store holding the bundled data and the audit texts; (engine, document id -> audit id)."""
    if store is not None:
        engine = connect(str(store))
        try:
            yield engine, json.loads(store.with_suffix(".docs.json").read_text(encoding="utf-8"))
        finally:
            engine.dispose()
        return
    docs = select_docs(load_documents(HERE / "documents.json"), only, held_back=False)
    if keep is not None:
        keep.unlink(missing_ok=True)
        engine = connect(str(keep))
        migrate(engine)
        yield from _fill(engine, docs, keep)
        return
    with fresh_store(None, "impact") as engine:
        yield from _fill(engine, docs, None)


def _fill(engine: Engine, docs: list[AuditDoc], keep: Path | None) -> Iterator[tuple[Engine, dict[str, str]]]:
    load_bundled(engine)
    ids: dict[str, str] = {}
    for doc in docs:
        path = HERE / "texts" / f"{doc.id}.txt"
        if path.is_file():
            report = ingest(engine, load_path(path, doc.url), IngestOptions(source_key=f"audit:{doc.id}"))
            if report.document_id:
                ids[report.document_id] = doc.id
    if keep is not None:
        keep.with_suffix(".docs.json").write_text(json.dumps(ids, indent=1), encoding="utf-8")
    try:
        yield engine, ids
    finally:
        engine.dispose()


def observed(engine: Engine, ids: dict[str, str]) -> dict[str, dict[str, str]]:
    """Per audit document: key -> what is shown (the why_it_matters sentence, or the exposure line)."""
    out: dict[str, dict[str, str]] = {}
    with engine.connect() as conn:
        basis = {
            r.entity_id: json.loads(r.original_value).get("written from stored ring rows", [])
            for r in conn.execute(
                select(statements.c.entity_id, statements.c.original_value).where(
                    statements.c.prop == "why_it_matters",
                    statements.c.evidence == "inferred",
                    statements.c.retired_at.is_(None),
                )
            )
        }
        found = signals(conn)
        for s in found:
            doc = next((ids[d] for d in s["documents"] if d in ids), None)
            if doc is None:
                continue
            rows = basis.get(s["id"])
            if rows is None and s["why_it_matters"]:
                continue  # the page's own why_it_matters
            key = f"why | {short(s['title'])} | {'; '.join(rows) if rows else 'none'}"
            out.setdefault(doc, {})[key] = s["why_it_matters"] or "(none)"
    with engine.begin() as conn:
        known = set(list_names(conn))
        for name, platform in WATCHED.items():
            if f"impact_{name}" not in known:
                add_watchlist(conn, f"impact_{name}", platform_names=[platform])
        docs_of = {s["id"]: [ids[d] for d in s["documents"] if d in ids] for s in found}
        begin, end = stamp(datetime(2000, 1, 1, tzinfo=UTC)), stamp(datetime(2100, 1, 1, tzinfo=UTC))
        period = Period("all", begin, end)
        for name in WATCHED:
            got = digest(conn, f"impact_{name}", period, opened=(begin, "since"))
            for e in got["exposure"]:
                for doc in docs_of.get(e["signal"], []):
                    row = f"{e['slug']}: {e['via']} -> {e['component']}"
                    key = f"exposure {name} | {short(e['signal_title'])} | {row}"
                    out.setdefault(doc, {})[key] = e.get("dependence", "")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="why_it_matters and digest exposure lines, judged")
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--todo", action="store_true", help="print only what has no verdict")
    parser.add_argument("--all", action="store_true", help="print every observation with its verdict")
    parser.add_argument("--keep", type=Path, default=None, help="build the store in this SQLite file")
    parser.add_argument("--store", type=Path, default=None, help="read a store built with --keep")
    args = parser.parse_args(argv)
    verdicts: dict[str, dict[str, str]] = (
        json.loads(VERDICTS.read_text(encoding="utf-8")) if VERDICTS.is_file() else {}
    )
    with built(args.store, args.keep, args.only) as (engine, ids):
        found = observed(engine, ids)
    tally: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    for doc in sorted(found):
        for key, shown in sorted(found[doc].items()):
            field = key.split(" ", 1)[0]
            verdict = verdicts.get(doc, {}).get(key)
            tally[f"{field} {'?' if verdict is None else 'right' if verdict == 'right' else 'wrong'}"] += 1
            if verdict and verdict != "right":
                classes[f"{field}: {verdict.removeprefix('wrong').strip(' :')}"] += 1
            if args.all or (args.todo and verdict is None):
                print(f"{doc}\t{verdict or '?'}\t{key}\t{shown}")
    print(f"documents with signals or lines: {len(found)}")
    for field in ("why", "exposure"):
        right, wrong, unjudged = (tally[f"{field} {v}"] for v in ("right", "wrong", "?"))
        print(f"{field}: right {right}, wrong {wrong}, unjudged {unjudged}")
    for cls, n in classes.most_common():
        print(f"  {n:3d}  {cls}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
