"""Signal type precision by how the type was read: the headline's event, trigger words, or none.

Every signal stores why its type was chosen (the ``type`` statement's original value, a JSON
list of reasons, ``extract/taxonomy.classify``); the first reason says how: the main clause of
the title or lead sentence (an event: what happens to whom), trigger words in the title, lead
paragraph or later text, or nothing matched. If one way were reliably right on unseen text,
the product could show the others as tentative. This counts, per way, the types right and
wrong: the tuning gold documents and the audit's judged documents; with ``--held-back`` also
the held-out gold documents and each held-back audit batch, as totals per way (the lead's
end-of-stop measure: rule writers do not run it).

    python evaluation/type_bases.py [--held-back]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import Connection, Engine, text

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources.document import load_path
from chipatlas.store.db import connect, migrate
from evaluation.audit import load_documents
from evaluation.gold import load_gold
from evaluation.run import HERE, load_bundled

# The first reason's opening words -> the way the type was read (extract/taxonomy.py's wording).
_WAYS = (
    ("title's main clause", "event in the title"),
    ("lead sentence's main clause", "event in the lead sentence"),
    ("lead paragraph's main clause", "event in the lead paragraph"),
    ("no event read, but", "figures of a results story"),
    ("title:", "trigger words in the title"),
    ("lead paragraph:", "trigger words in the lead"),
    ("text:", "trigger words later in the text"),
)

Tally = Counter[tuple[str, str, bool]]  # (group, way, right)


def way(reasons: list[str]) -> str:
    first = reasons[0] if reasons else ""
    return next((name for opening, name in _WAYS if first.startswith(opening)), "nothing matched")


def first_type(conn: Connection, document_id: str) -> tuple[str | None, list[str]]:
    """The document's first signal's type and reasons (the signal the scorers read)."""
    rows = conn.execute(
        text(
            "SELECT entity_id, prop, value, original_value, span_start FROM statements "
            "WHERE document_id = :d AND schema = 'Signal' AND prop IN ('title', 'type')"
        ),
        {"d": document_id},
    ).all()
    titles = sorted((r.span_start, r.entity_id) for r in rows if r.prop == "title")
    if not titles:
        return None, []
    found = [r for r in rows if r.entity_id == titles[0][1] and r.prop == "type"]
    return (found[0].value, json.loads(found[0].original_value)) if found else (None, [])


def _read(engine: Engine, path: Path, url: str, key: str) -> tuple[str | None, list[str]]:
    report = ingest(engine, load_path(path, url), IngestOptions(source_key=key))
    if report.document_id is None:
        return None, []
    with engine.connect() as conn:
        return first_type(conn, report.document_id)


def gold_tally(engine: Engine, out: Tally, held_out: bool) -> None:
    for doc in load_gold(HERE / "gold"):
        path = HERE / "texts" / doc.text_file
        if path.is_file() and (held_out or not doc.held_out):
            kind, reasons = _read(engine, path, doc.url, f"eval:{doc.id}")
            group = "gold held out" if doc.held_out else "gold tuning"
            out[group, way(reasons), kind in doc.signal_types] += 1


def audit_tally(engine: Engine, out: Tally, held_back: bool) -> None:
    verdicts = json.loads((HERE / "audit" / "verdicts.json").read_text(encoding="utf-8"))
    for doc in load_documents(HERE / "audit" / "documents.json"):
        path = HERE / "audit" / "texts" / f"{doc.id}.txt"
        if doc.held_back != held_back or not path.is_file():
            continue
        kind, reasons = _read(engine, path, doc.url, f"audit:{doc.id}")
        keys = verdicts.get(doc.id, {})
        verdict = next((v for k, v in keys.items() if k.startswith(f"type={kind} ")), None)
        if verdict is None:
            continue  # unjudged: audit.py shows it for judging
        right = verdict == "right" or not verdict.split(":", 1)[-1].strip().startswith("type")
        group = f"held back {doc.id.split('_')[0]}_" if held_back else "audit"
        out[group, way(reasons), right] += 1


def table(tally: Tally) -> str:
    lines = ["| documents | type read from | right / judged | precision |", "|---|---|---|---|"]
    cells = sorted({(g, w) for g, w, _ in tally})
    for group, how in cells:
        right, wrong = tally[group, how, True], tally[group, how, False]
        lines.append(f"| {group} | {how} | {right} / {right + wrong} | {right / (right + wrong):.2f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--held-back", action="store_true", help="also held-out gold and held-back batches (totals)"
    )
    args = parser.parse_args(argv)
    tally: Tally = Counter()
    with tempfile.TemporaryDirectory(prefix="chipatlas-types-") as tmp:
        engine = connect(str(Path(tmp) / "types.db"))
        migrate(engine)
        load_bundled(engine)
        gold_tally(engine, tally, held_out=args.held_back)
        audit_tally(engine, tally, held_back=False)
        if args.held_back:
            audit_tally(engine, tally, held_back=True)
        engine.dispose()
    print(table(tally))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
