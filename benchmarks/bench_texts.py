"""Articles per second of CPU on the real evaluation texts: read + extract + link, one process.

The synthetic articles of ``bench_signals.py`` are figure-dense (about 1,100 statements
each, five figures in every sentence); the evaluation texts (evaluation/texts and
evaluation/audit/texts, restored by evaluation/fetch.py, git-ignored) are real articles.
A fresh SQLite store gets the bundled data (as ``chipatlas init``), then every text is read,
linked against it (``Linker``) and extracted (``extract_document``, as ingest calls it),
``--rounds`` times; no relations, no writes. Prints the texts' count and size and the CPU
time (``time.process_time``) per round.

    PYTHONPATH=src:. python benchmarks/bench_texts.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from evaluation.audit import held_back_ids
from evaluation.run import load_bundled

from chipatlas.extract import extract_document
from chipatlas.read import read_document
from chipatlas.resolve.linker import Linker
from chipatlas.resolve.resolver import Resolver
from chipatlas.sources.document import load_path
from chipatlas.store.db import connect, migrate

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = (ROOT / "evaluation" / "texts", ROOT / "evaluation" / "audit" / "texts")


def is_held_back(path: Path, held: set[str]) -> bool:
    return path.stem in held or path.name.startswith(
        "ah5_"
    )  # the batch held back now, also in a copied folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    # The texts are restored while other work goes on: compare runs on a copy taken once.
    parser.add_argument("--texts", type=Path, action="append", help="text folders (repeat)")
    args = parser.parse_args(argv)
    held = held_back_ids()
    paths = sorted(
        p
        for folder in args.texts or FOLDERS
        if folder.is_dir()
        for p in folder.iterdir()
        if p.is_file() and not p.name.startswith(".") and not is_held_back(p, held)
    )
    sources = [load_path(p, f"eval:{p.name}") for p in paths]
    size = sum(len(s.data) for s in sources)
    print(f"{len(sources)} texts, {size / max(len(sources), 1) / 1024:.1f} KB avg")
    with tempfile.TemporaryDirectory() as tmp:
        engine = connect(f"sqlite:///{Path(tmp) / 'texts.db'}")
        migrate(engine)
        load_bundled(engine)
        with engine.connect() as conn:
            resolver = Resolver(conn)
            for n in range(args.rounds + 1):  # the first round warms the caches (automaton, lingua)
                statements = 0
                c0 = time.process_time()
                for source in sources:
                    parsed = read_document(source)
                    found = extract_document(
                        parsed, resolver, None, None, Linker(conn, resolver, parsed.text)
                    )
                    statements += len(found.statements)
                cpu = time.process_time() - c0
                if n:
                    print(
                        f"round {n}: CPU {cpu:.2f} s = {len(sources) / cpu:.0f} articles/s per core, "
                        f"{statements / max(len(sources), 1):.0f} statements/article"
                    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
