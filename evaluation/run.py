"""Run the gold set through the real pipeline and print precision and recall.

Creates a fresh temporary SQLite store (or, with ``--db URL``, a fresh schema on that
PostgreSQL server, dropped at the end), loads the bundled data as ``chipatlas init``
does (unless ``--bare``), ingests every gold document's text with
``chipatlas.ingest.pipeline.ingest`` (its URL as the document's address), reads back
what was stored, and prints scores per document, per field and overall, the tuning part
and the held-out part apart, then every error. Missing texts are listed and skipped.

    python evaluation/run.py [--gold DIR] [--texts DIR] [--bare] [--only ID ...] [--errors N]
                             [--db URL] [--json FILE] [--baseline FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import Engine

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources.bundled import bundled_paths, display_name
from chipatlas.sources.document import load_path
from evaluation.bases import basis_table
from evaluation.gold import GoldDoc, GoldError, load_gold
from evaluation.observe import ObservedDoc, observe
from evaluation.report import changes, render, summary
from evaluation.score import Counts, DocScore, score
from evaluation.stores import DB_HELP, fresh_store

HERE = Path(__file__).resolve().parent


@dataclass
class Results:
    scores: list[DocScore] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # "id: why"
    rejected: list[str] = field(default_factory=list)
    seconds: float = 0.0  # inside ingest() only: the full-ingest rate


def load_bundled(engine: Engine) -> None:
    for path in bundled_paths():
        ingest(engine, load_path(path, display_name(path)))


def evaluate(docs: list[GoldDoc], texts: Path, engine: Engine) -> Results:
    """Ingest each document's text into ``engine``'s store and score what it stored."""
    out = Results()
    for doc in docs:
        path = texts / doc.text_file
        if not path.is_file():
            out.missing.append(f"{doc.id}: no text at {path} (run evaluation/fetch.py)")
            continue
        source = load_path(path, doc.url)
        started = time.perf_counter()
        report = ingest(engine, source, IngestOptions(source_key=f"eval:{doc.id}"))
        out.seconds += time.perf_counter() - started
        if report.status not in ("landed", "unchanged") or report.document_id is None:
            reasons = "; ".join(f"line {n.line}: {n.message}" for n in report.rejected) or report.status
            out.rejected.append(f"{doc.id}: {reasons}")
            # A rejected document stored nothing: every label it has is missed, and scored so.
            scored = score(doc, ObservedDoc(""))
            scored.errors.insert(0, f"rejected by ingest: {reasons}")
        else:
            with engine.connect() as conn:
                scored = score(doc, observe(conn, report.document_id, report.figure_bases))
        out.scores.append(scored)
    return out


def proposals_line(scores: list[DocScore]) -> str:
    """How many figures were kept for review; their precision on the tuning documents only."""
    tuning = [s for s in scores if not s.held_out]
    right, n = sum(s.proposed.tp for s in tuning), sum(s.n_proposed for s in tuning)
    held = sum(s.n_proposed for s in scores if s.held_out)
    p = f"{right / n:.2f} ({right}/{n})" if n else "-"
    return (
        f"figure proposals (kept for review, not stated): tuning {n}, precision had they been stated "
        f"{p}; held out {held} (count only)"
    )


def read_line(scores: list[DocScore]) -> str:
    """Figures stated or proposed, scored as if every proposal were accepted: the review loop's
    ceiling, tuning and held out (totals only: no held-out error is shown)."""

    def pr(part: list[DocScore]) -> str:
        total = Counts()
        for s in part:
            total.add(s.read)
        p, r = (f"{x:.2f}" if x is not None else "-" for x in (total.precision, total.recall))
        return f"P {p} / R {r} ({total.tp}/{total.tp + total.fn})"

    tuning = [s for s in scores if not s.held_out]
    held = [s for s in scores if s.held_out]
    return f"figures read (stated, or proposed as if accepted): tuning {pr(tuning)}; held out {pr(held)}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Score chipatlas on the gold set")
    parser.add_argument("--gold", type=Path, default=HERE / "gold")
    parser.add_argument("--texts", type=Path, default=HERE / "texts")
    parser.add_argument("--bare", action="store_true", help="do not load the bundled data first")
    parser.add_argument("--only", nargs="*", default=None, help="document ids to run")
    parser.add_argument("--errors", type=int, default=1000, help="errors to print (all by default)")
    parser.add_argument(
        "--show-held-out",
        action="store_true",
        help="also print held-out documents' errors (only for the final report, never for tuning)",
    )
    parser.add_argument("--db", metavar="URL", default=None, help=DB_HELP + " (default: a SQLite file)")
    parser.add_argument("--json", type=Path, default=None, help="also write the overall numbers here")
    parser.add_argument(
        "--baseline", type=Path, default=None, help="numbers of an earlier run: print what moved"
    )
    args = parser.parse_args(argv)
    try:
        docs = load_gold(args.gold)
    except GoldError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.only:
        docs = [d for d in docs if d.id in set(args.only)]
    with fresh_store(args.db, "eval") as engine:
        if not args.bare:
            load_bundled(engine)
        results = evaluate(docs, args.texts, engine)
    if docs and not results.scores:
        # Zeros would read as a measurement: say plainly that nothing was measured.
        print(
            f"nothing measured: none of the {len(docs)} gold texts is in {args.texts} "
            "(evaluation/fetch.py fetches them, or copies them with --from DIR)",
            file=sys.stderr,
        )
        return 3
    print(
        render(
            docs,
            results.scores,
            results.missing,
            results.rejected,
            results.seconds,
            args.errors,
            args.show_held_out,
        )
    )
    tuning = [o for s in results.scores if not s.held_out for o in s.outcomes]
    print("\n## Tuning figures by subject basis (extract/subject_basis.py; held out never broken down)\n")
    print(basis_table(tuning, ("right", "wrong_subject", "wrong", "spurious")))
    print("\n" + proposals_line(results.scores))
    print(read_line(results.scores))
    classes = [o for s in results.scores if not s.held_out for o in s.all_classes]
    print("\n## Tuning figures by class, stated and proposed (extract/figure_classes.py)\n")
    print(basis_table(classes, ("right", "wrong_subject", "wrong", "spurious")))
    numbers = {"missing": results.missing, "rejected": results.rejected, **summary(results.scores)}
    if args.baseline:
        before = json.loads(args.baseline.read_text(encoding="utf-8"))
        print("\n## Changes since " + str(args.baseline) + "\n\n" + "\n".join(changes(numbers, before)))
    if args.json:
        args.json.write_text(json.dumps(numbers, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
