"""Precision audit: what the system states from unlabelled real documents, judged by hand.

The gold set scores precision *and* recall, but only on the documents someone labelled in
full. The audit measures precision on a wider sample: real public documents no one
labelled, whose every stored figure, relation and signal a person judges right or wrong.
A wrong one is an over-eager rule seen on new text, the failure the held-out set can only
count; its class (not the sentence) is what a general rule then fixes.

Committed: ``audit/documents.json`` (each document's id, URL and language) and
``audit/verdicts.json`` (per document, each observation's key -> ``"right"`` or
``"wrong: <class>"``). Keys hold no third-party words beyond a name, value and unit.
The texts live in ``audit/texts/`` (git-ignored, like ``texts/``).
``audit/relations.json`` (optional) gives some documents relation recall labels
(``audit_relations.py``): each labelled document shows what was missed, and a total line
gives precision and recall over the labelled documents.

    python evaluation/audit.py [--only ID ...] [--quotes]    # print observations, verdicts, precision
    python evaluation/audit.py --db postgresql+psycopg://postgres@127.0.0.1:5432/test  # on PostgreSQL
    python evaluation/audit.py --todo                       # only what has no verdict yet
    python evaluation/audit.py --held-back                  # only the held-back batches
    python evaluation/audit.py --held-back --batch ah6_     # only the held-back batch ah6_*

A document marked ``"held_back": true`` is a first-sight batch kept from the people who
write rules: the plain run skips it (even when ``--only`` names it), so its texts and
verdicts are not seen while rules are written, and ``--held-back`` runs only that batch
later, to measure those rules on text they were not written from. Its precision is printed
under its own heading. Two batches can be held back at once (one kept for the end of a stop,
a fresh one judged at first sight): ``--batch PREFIX`` narrows ``--held-back`` to the documents
whose id starts with PREFIX, so each batch runs and is scored alone.

An observation whose key has no verdict is printed as ``?`` and counted as unjudged, so a
rule change that makes new statements shows them for judging instead of hiding them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chipatlas.extract.figure_classes import bound_word, figure_class
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.sources.document import load_path
from evaluation.audit_relations import by_kind, doc_lines, load_relation_labels, score_labelled, total_line
from evaluation.bases import basis_table
from evaluation.gold import GoldError
from evaluation.observe import ObservedDoc, observe
from evaluation.run import load_bundled
from evaluation.stores import DB_HELP, fresh_store

HERE = Path(__file__).resolve().parent / "audit"
FIELDS = ("figure", "proposed", "relation", "signal")  # "proposed": a figure kept for review


@dataclass(frozen=True)
class AuditDoc:
    id: str
    url: str
    language: str
    held_back: bool = False


@dataclass(frozen=True)
class Observation:
    field: str  # figure | proposed (a figure kept for review, stated as no fact) | relation | signal
    key: str  # stable across runs: what was stated, without the quote
    quote: str
    basis: str = ""  # a figure's: how its subject was read (not part of the key)
    figure_class: str = ""  # a figure's: basis/metric family (extract/figure_classes.py)


@dataclass
class Tally:
    right: Counter[str] = field(default_factory=Counter)
    wrong: Counter[str] = field(default_factory=Counter)
    unjudged: Counter[str] = field(default_factory=Counter)
    classes: Counter[str] = field(default_factory=Counter)


def load_documents(path: Path) -> list[AuditDoc]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    docs = []
    for n, row in enumerate(rows):
        missing = {"id", "url", "language"} - set(row)
        if missing:
            raise SystemExit(f"error: {path} entry {n}: missing {', '.join(sorted(missing))}")
        docs.append(AuditDoc(row["id"], row["url"], row["language"], row.get("held_back") is True))
    return docs


def held_back_ids(path: Path = HERE / "documents.json") -> set[str]:
    """The ids of the held-back documents (never looked at by tools that read texts in bulk)."""
    return {d.id for d in load_documents(path) if d.held_back} if path.is_file() else set()


def select(
    docs: list[AuditDoc], only: list[str] | None, held_back: bool, batch: str | None = None
) -> list[AuditDoc]:
    """The held-back documents alone with ``held_back`` (only those whose id starts with
    ``batch`` when one is named), else every other document; then ``only``."""
    chosen = [d for d in docs if d.held_back == held_back]
    if batch is not None:
        chosen = [d for d in chosen if d.id.startswith(batch)]
    if only:
        chosen = [d for d in chosen if d.id in set(only)]
    return chosen


def observations(doc: ObservedDoc) -> list[Observation]:
    """Every attached figure, every proposed relation and the signal, keyed without quotes."""
    caption = {e.id: e.caption for e in doc.entities}
    out = []
    # A proposed figure has the key it would have stated: a verdict judges it either way.
    for name, figures in (("figure", doc.figures), ("proposed", doc.proposed)):
        for f in figures:
            if f.subject_id:  # unattached figures state nothing about anyone: not audited
                subject = caption.get(f.subject_id, f.subject_id)
                # a bound ("more than", "up to", a threshold): the key shows it, as its verdict differs
                word = bound_word(f.metric, f.scope, f.qualifier)
                bound = f"{word} " if word else ""
                key = f"{subject} | {f.metric} | {bound}{f.value} {f.unit} | {f.scope or '-'}"
                cls = figure_class(f.basis, f.metric, f.scope)
                out.append(Observation(name, key, f.quote, f.basis, cls))
    for r in doc.relations:
        # the buyer or owned company, stage and evidence too: a reversed owner, a rumour stated
        # as fact or a test read as a supply is wrong although supplier and part are right
        # a site's or deployment's place too: two plants of one company are two verdicts
        where = f" | place={r.place or '-'}" if r.kind in ("site", "deployment") else ""
        key = (
            f"{r.kind} | {r.supplier} | {r.component or '-'} | {r.target or '-'} | {r.object or '-'}"
            f"{where} | stage={r.stage or '-'} evidence={r.evidence or '-'}"
            + (" (candidate)" if r.status == "candidate" else "")
        )
        out.append(Observation("relation", key, r.quote))
    if doc.signal is not None:
        s = doc.signal
        key = f"type={s.type} sentiment={s.sentiment} date={s.date} source={s.source} evidence={doc.evidence}"
        out.append(Observation("signal", key, ""))
    return out


def tally(found: dict[str, list[Observation]], verdicts: dict[str, dict[str, str]]) -> Tally:
    out = Tally()
    for doc_id, obs in found.items():
        judged = verdicts.get(doc_id, {})
        for o in obs:
            verdict = judged.get(o.key)
            if verdict is None:
                out.unjudged[o.field] += 1
            elif verdict == "right":
                out.right[o.field] += 1
            else:
                out.wrong[o.field] += 1
                out.classes[f"{o.field}: {verdict.removeprefix('wrong').strip(' :')}"] += 1
    return out


def figure_verdicts(
    found: dict[str, list[Observation]], verdicts: dict[str, dict[str, str]], by_class: bool = False
) -> list[tuple[str, str]]:
    """(basis, right | wrong | unjudged) for every attached figure, stated or proposed; with
    ``by_class`` its class (basis/metric family) instead of its basis."""
    out = []
    for doc_id, obs in found.items():
        judged = verdicts.get(doc_id, {})
        for o in obs:
            if o.field in ("figure", "proposed"):
                verdict = judged.get(o.key)
                out.append(
                    (
                        o.figure_class if by_class else o.basis,
                        "unjudged" if verdict is None else "right" if verdict == "right" else "wrong",
                    )
                )
    return out


def precision_table(t: Tally) -> str:
    lines = ["| field | right | wrong | precision | unjudged |", "|---|---|---|---|---|"]
    for name in FIELDS:
        judged = t.right[name] + t.wrong[name]
        p = f"{t.right[name] / judged:.2f}" if judged else "-"
        lines.append(f"| {name} | {t.right[name]} | {t.wrong[name]} | {p} | {t.unjudged[name]} |")
    return "\n".join(lines)


Found = dict[str, list[Observation]]


def run_observed(
    docs: list[AuditDoc], texts: Path, bare: bool = False, db: str | None = None
) -> tuple[dict[str, ObservedDoc], list[str]]:
    """Each document with text ingested into a fresh store (a SQLite file, or a new schema on
    the PostgreSQL server ``db`` names), and what the store then holds of it."""
    seen: dict[str, ObservedDoc] = {}
    missing = []
    with fresh_store(db, "audit") as engine:
        if not bare:
            load_bundled(engine)
        for doc in docs:
            path = texts / f"{doc.id}.txt"
            if not path.is_file():
                missing.append(doc.id)
                continue
            report = ingest(engine, load_path(path, doc.url), IngestOptions(source_key=f"audit:{doc.id}"))
            if report.document_id is None:
                missing.append(f"{doc.id} (ingest: {report.status})")
                continue
            with engine.connect() as conn:
                seen[doc.id] = observe(conn, report.document_id, report.figure_bases)
    return seen, missing


def run(
    docs: list[AuditDoc], texts: Path, bare: bool = False, db: str | None = None
) -> tuple[Found, list[str]]:
    seen, missing = run_observed(docs, texts, bare, db)
    return {doc_id: observations(doc) for doc_id, doc in seen.items()}, missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Precision audit on unlabelled real documents")
    parser.add_argument("--dir", type=Path, default=HERE)
    parser.add_argument("--bare", action="store_true", help="do not load the bundled data first")
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--db", metavar="URL", default=None, help=DB_HELP + " (default: a SQLite file)")
    parser.add_argument("--todo", action="store_true", help="print only observations with no verdict")
    parser.add_argument("--quotes", action="store_true", help="print each observation's quote")
    parser.add_argument("--held-back", action="store_true", help="run only the held-back documents")
    parser.add_argument(
        "--batch",
        metavar="PREFIX",
        help="with --held-back: only the held-back documents whose id starts with PREFIX",
    )
    args = parser.parse_args(argv)
    if args.batch is not None and not args.held_back:
        parser.error("--batch selects among held-back documents: use it with --held-back")
    every = load_documents(args.dir / "documents.json")
    docs = select(every, args.only, args.held_back, args.batch)
    held = sum(d.held_back for d in every)
    verdicts_path = args.dir / "verdicts.json"
    verdicts = json.loads(verdicts_path.read_text(encoding="utf-8")) if verdicts_path.exists() else {}
    try:
        labels = load_relation_labels(args.dir / "relations.json", (d.id for d in every))
    except GoldError as exc:
        raise SystemExit(f"error: {exc}") from exc
    seen, missing = run_observed(docs, args.dir / "texts", args.bare, args.db)
    found = {doc_id: observations(doc) for doc_id, doc in seen.items()}
    recall = {r.id: r for r in score_labelled(labels, seen)}
    for doc_id, obs in found.items():
        judged = verdicts.get(doc_id, {})
        shown = [o for o in obs if not args.todo or o.key not in judged]
        scored = recall.get(doc_id)
        # --todo shows a labelled document's recall only when something is missed or spurious
        relation_lines = doc_lines(scored) if scored and (scored.errors or not args.todo) else []
        if not shown and not relation_lines:
            continue
        print(f"\n## {doc_id}")
        for o in shown:
            basis = f" | basis={o.basis}" if o.basis else ""
            field = "figure (proposed)" if o.field == "proposed" else o.field
            print(f"- [{judged.get(o.key, '?')}] {field}: {o.key}{basis}")
            if args.quotes and o.quote:
                print(f"    > {o.quote}")
        for line in relation_lines:
            print(line)
    result = tally(found, verdicts)
    print(f"\n{len(found)} documents audited, {len(missing)} without text: {', '.join(missing) or '-'}")
    if args.held_back:
        batch = f" {args.batch}*" if args.batch else ""
        print(f"\nheld-back precision{batch} (a first-sight batch no rule was written from):")
    elif held:
        print(f"({held} held-back documents skipped; --held-back runs them)")
    print()
    print(precision_table(result))
    print("\nattached figures, stated and proposed, by subject basis (extract/subject_basis.py):\n")
    print(basis_table(figure_verdicts(found, verdicts), ("right", "wrong", "unjudged"), "unjudged"))
    print("\n... by class (extract/figure_classes.py):\n")
    print(basis_table(figure_verdicts(found, verdicts, True), ("right", "wrong", "unjudged"), "unjudged"))
    if result.classes:
        print("\nwrong, by class:")
        for name, count in result.classes.most_common():
            print(f"- {count} {name}")
    if recall:
        print(f"\n{total_line(list(recall.values()))}\n")
        print(by_kind(recall.values()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
