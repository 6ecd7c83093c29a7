"""Dump what extraction reads from every available text, as sorted JSON lines.

For checking that a speed-up changes no output: run it before and after, compare the
files byte for byte. Every text is read, extracted (``extract_document``, as ingest calls it,
linked against a fresh store holding the bundled data) and its relations read
(``read_relations`` then ``lead_hedged``, as ingest's proposals read them); one line per
statement, note, figure basis and relation, each tagged with its document. The texts: the
bundled data documents, the seed documents, the test fixtures' text documents, the evaluation
texts present (evaluation/texts, evaluation/audit/texts) and ``--bench`` synthetic benchmark
articles (bench_signals' generator, linked against its synthetic gazetteer).

    PYTHONPATH=src:. python benchmarks/dump_extraction.py OUT.jsonl [--bench 60]

Prints the number of documents and lines, and the CPU time of extraction alone.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from evaluation.audit import held_back_ids
from evaluation.run import load_bundled

from chipatlas.extract import extract_document
from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.relation_reader import lead_hedged, read_relations
from chipatlas.read import read_document
from chipatlas.resolve.linker import Linker
from chipatlas.resolve.resolver import Resolver, new_id
from chipatlas.sources import SourceDocument
from chipatlas.sources.bundled import bundled_paths, display_name
from chipatlas.sources.document import load_path
from chipatlas.store.db import connect, migrate

ROOT = Path(__file__).resolve().parent.parent
TEXT_SUFFIXES = {".txt", ".md", ".html", ".htm", ".csv", ".json", ".xml"}


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(repr(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def _line(doc: str, kind: str, value: Any) -> str:
    return json.dumps([doc, kind, _plain(value)], sort_keys=True, ensure_ascii=False, default=repr)


EVAL = (ROOT / "evaluation" / "texts", ROOT / "evaluation" / "audit" / "texts")


def is_held_back(path: Path, held: set[str]) -> bool:
    return path.stem in held or path.name.startswith(
        "ah5_"
    )  # the batch held back now, also in a copied folder


def texts(evaluation: list[Path]) -> list[tuple[str, Path]]:
    """Every available text, named by where it lives."""
    held = held_back_ids()
    out = [(f"bundled:{display_name(p)}", p) for p in bundled_paths()]
    seeds = ROOT / "src" / "chipatlas" / "data" / "seeds"
    out += [(f"seed:{p.name}", p) for p in sorted(seeds.iterdir()) if p.is_file()]
    shared = ROOT.parent / "shared" / "seeds"
    if shared.is_dir():
        out += [(f"shared:{p.name}", p) for p in sorted(shared.iterdir()) if p.is_file()]
    fixtures = ROOT / "tests" / "fixtures"
    out += [
        (f"fixture:{p.relative_to(fixtures)}", p)
        for p in sorted(fixtures.rglob("*"))
        if p.is_file() and p.suffix in TEXT_SUFFIXES and "synthetic_gold" not in p.parts
    ]
    for folder in evaluation:
        if folder.is_dir():
            # The audit's held-back batches are never looked at, not even for a difference.
            out += [
                (f"eval:{p.name}", p)
                for p in sorted(folder.iterdir())
                if p.suffix == ".txt" and not is_held_back(p, held)
            ]
    return out


def dump(doc: str, source: SourceDocument, resolver: Any, linker: Callable[[str], Gazetteer]) -> list[str]:
    parsed = read_document(source)
    gazetteer = linker(parsed.text)  # as ingest builds it: on the text read
    found = extract_document(parsed, resolver, None, None, gazetteer)
    statements = list(found.statements)
    if found.pending is not None:
        statements += list(found.pending)
    lines = [_line(doc, "statement", s) for s in statements]
    for kind, notes in (("repair", found.repairs), ("rejected", found.rejected), ("check", found.checks)):
        lines += [_line(doc, kind, n) for n in notes]
    lines.append(_line(doc, "kinds", sorted(found.kinds)))
    lines += [_line(doc, "basis", item) for item in sorted(found.figure_bases.items())]
    if parsed.text:
        relations = lead_hedged(parsed.text, read_relations(parsed.text, gazetteer))
        lines += [_line(doc, "relation", r) for r in relations]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--bench", type=int, default=60, help="synthetic benchmark articles to add")
    # The evaluation texts are restored while other work goes on: compare a copy taken once.
    parser.add_argument("--eval", type=Path, action="append", help="evaluation text folders (repeat)")
    args = parser.parse_args(argv)
    lines: list[str] = []
    cpu = 0.0
    n_docs = 0
    with tempfile.TemporaryDirectory() as tmp:
        engine = connect(f"sqlite:///{Path(tmp) / 'dump.db'}")
        migrate(engine)
        load_bundled(engine)
        with engine.connect() as conn:
            resolver = Resolver(conn)
            for doc, path in texts(args.eval or list(EVAL)):
                source = load_path(path, doc)
                c0 = time.process_time()
                try:
                    got = dump(doc, source, resolver, lambda text: Linker(conn, resolver, text))
                except Exception as exc:  # a failure is output too
                    got = [_line(doc, "error", repr(exc))]
                cpu += time.process_time() - c0
                lines += got
                n_docs += 1
    if args.bench:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from bench_signals import Gaz, article, names

        rng = random.Random(7)
        entries = names(rng, 5000)
        gaz = Gaz(entries)
        for i in range(args.bench):
            data = article(rng, entries, i).encode()
            c0 = time.process_time()
            lines += dump(
                f"bench:{i}", SourceDocument(f"bench/{i}.md", data, "text/markdown"), _ids, lambda _: gaz
            )
            cpu += time.process_time() - c0
            n_docs += 1
    lines.sort()
    args.out.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    print(f"{n_docs} documents, {len(lines)} lines, extraction CPU {cpu:.1f} s -> {args.out}")
    return 0


def _ids(schema: str, name: str, *_: object) -> str:
    return new_id(schema, name)


if __name__ == "__main__":
    raise SystemExit(main())
