"""Throughput of article extraction and entity linking (prints figures; not a timed test).

2,000 generated articles of about 5 KB (synthetic text) against a gazetteer of 5,000
aliases (synthetic company and chip names): read + extract (signals, quantities, spec
claims, mentions through the Aho-Corasick automaton) on one core, then a smaller
end-to-end run through the ingest pipeline into a SQLite file.

    /work/.venv/bin/python benchmarks/bench_signals.py [--articles 2000] [--ingest 200]
"""

from __future__ import annotations

import argparse
import random
import resource
import tempfile
import time
from pathlib import Path

from chipatlas.extract import extract_document
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation_reader import read_relations
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.read import read_document
from chipatlas.resolve.linker import build_automaton, find_in
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect, migrate

SYLLABLES = [
    "ka",
    "lo",
    "mi",
    "ra",
    "ten",
    "vor",
    "sil",
    "gra",
    "tek",
    "nova",
    "quan",
    "syn",
    "ar",
    "bel",
    "cor",
    "dex",
    "fin",
    "hal",
    "ion",
    "jun",
]
VERBS = ["announced", "expanded", "delayed", "launched", "priced", "acquired", "paused", "shipped"]


def names(rng: random.Random, n: int) -> list[tuple[str, str, str, str]]:
    out = []
    for i in range(n):
        word = "".join(rng.choice(SYLLABLES) for _ in range(3)).title()
        kind = "Chip" if i % 5 == 0 else "Company"
        name = f"{word}{i % 9 + 1}" if kind == "Chip" else f"{word} Systems {i}"
        out.append((name, new_id(kind, name), kind, name))
    return out


def article(rng: random.Random, gaz: list[tuple[str, str, str, str]], i: int) -> str:
    head = f"{rng.choice(gaz)[0]} {rng.choice(VERBS)} a new accelerator"
    lines = [f"# Synthetic report {i}: {head}", ""]
    lines.append(f"Published March {rng.randint(1, 28)}, 2026. (Synthetic benchmark text.)")
    while sum(len(x) for x in lines) < 5000:
        a, b = rng.choice(gaz)[0], rng.choice(gaz)[0]
        lines.append(
            f"{a} {rng.choice(VERBS)} {rng.randint(2, 900)} chips per rack for {b}, delivering "
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)} petaFLOPS FP8 with "
            f"{rng.choice([96, 144, 192])} GB HBM3E "
            f"and {rng.randint(2, 9)}.{rng.randint(0, 9)} TB/s of bandwidth "
            f"at about ${rng.randint(1, 50)} billion."
        )
    return "\n".join(lines) + "\n"


class Gaz:
    def __init__(self, entries: list[tuple[str, str, str, str]]) -> None:
        self.auto = build_automaton(entries)

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        return find_in(self.auto, text, offset)

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--articles", type=int, default=2000)
    parser.add_argument("--aliases", type=int, default=5000)
    parser.add_argument("--ingest", type=int, default=200)
    args = parser.parse_args()
    rng = random.Random(7)
    entries = names(rng, args.aliases)
    t0 = time.perf_counter()
    gaz = Gaz(entries)
    build = time.perf_counter() - t0
    docs = [article(rng, entries, i).encode() for i in range(args.articles)]
    size = sum(map(len, docs)) / len(docs)
    t0, c0 = time.perf_counter(), time.process_time()
    n_statements = n_relations = 0
    t_relations = 0.0
    for i, data in enumerate(docs):
        parsed = read_document(SourceDocument(f"bench/{i}.md", data, "text/markdown"))
        found = extract_document(parsed, lambda schema, name, *_: new_id(schema, name), gazetteer=gaz)
        n_statements += len(found.statements)
        r0 = time.perf_counter()
        n_relations += len(read_relations(parsed.text, gaz))  # as ingest does: proposals from prose
        t_relations += time.perf_counter() - r0
    took, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"gazetteer: {args.aliases} aliases, automaton built in {build * 1000:.0f} ms")
    print(f"extract: {args.articles} articles of {size / 1024:.1f} KB avg in {took:.1f} s")
    print(
        f"         {args.articles / took:.0f} articles/s, "
        f"{n_statements / args.articles:.0f} statements/article, "
        f"{n_relations / args.articles:.1f} relations/article (extract + link + relations)"
    )
    # CPU time is the figure to compare on the shared machine: wall time counts other jobs too.
    print(f"         CPU {cpu:.1f} s = {args.articles / cpu:.0f} articles/s per core")
    print(
        f"relations alone (supply, site, ownership, deployment; sentence split + link + read): "
        f"{args.articles / max(t_relations, 1e-9):.0f} articles/s (target >= 100 per core)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        eng = connect(str(Path(tmp) / "bench.db"))
        migrate(eng)
        t0, c0 = time.perf_counter(), time.process_time()
        for i, data in enumerate(docs[: args.ingest]):
            report = ingest(eng, SourceDocument(f"bench/{i}.md", data, "text/markdown"), IngestOptions())
            assert report.ok, report.lines()
        took, cpu = time.perf_counter() - t0, time.process_time() - c0
        print(
            f"ingest (SQLite, one transaction each): {args.ingest} articles in {took:.1f} s "
            f"= {args.ingest / max(took, 1e-9):.0f}/s "
            f"(CPU {cpu:.1f} s = {args.ingest / max(cpu, 1e-9):.0f}/s)"
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory (max RSS): {peak:.0f} MB")


if __name__ == "__main__":
    main()
