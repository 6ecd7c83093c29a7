"""Which figure classes are safe to state without review: the measure behind ``TRUSTED``.

A prose figure's class is how its subject was read and its metric's family
(``extract/figure_classes.py``). This script counts, per class, the figures read from the
judged audit documents (``audit.py``'s verdicts; the held-back batch is never run) and the
tuning gold documents (``run.py``'s pairs; held-out documents are never broken down), stated
and proposed alike, and marks a class **trusted** when right / (right + wrong) >= 0.95 over at
least 10 judged figures. A tuning figure is wrong when its subject, scope or unit is, or when
it pairs with no label (spurious).

    python evaluation/classes.py            # the table for docs/evaluation.md
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chipatlas.store.db import connect, migrate
from evaluation import audit
from evaluation.gold import load_gold
from evaluation.run import HERE, evaluate, load_bundled

MIN_JUDGED = 10
MIN_PRECISION = 0.95

Tally = dict[str, Counter[str]]  # class -> right / wrong counts


def tuning_outcomes() -> Iterable[tuple[str, str]]:
    """(class, right | wrong) of every stated or proposed figure of the tuning documents."""
    docs = [d for d in load_gold(HERE / "gold") if not d.held_out]
    with tempfile.TemporaryDirectory(prefix="chipatlas-classes-") as tmp:
        engine = connect(str(Path(tmp) / "eval.db"))
        migrate(engine)
        load_bundled(engine)
        results = evaluate(docs, HERE / "texts", engine)
        engine.dispose()
    for s in results.scores:
        for cls, outcome in s.all_classes:
            yield cls, "right" if outcome == "right" else "wrong"


def audit_outcomes() -> Iterable[tuple[str, str]]:
    """(class, right | wrong) of every judged figure, stated or proposed, of the audit documents."""
    every = audit.load_documents(audit.HERE / "documents.json")
    found, _ = audit.run(audit.select(every, None, held_back=False), audit.HERE / "texts")
    verdicts = json.loads((audit.HERE / "verdicts.json").read_text(encoding="utf-8"))
    for cls, outcome in audit.figure_verdicts(found, verdicts, by_class=True):
        if outcome != "unjudged":
            yield cls, outcome


def tally(*parts: Iterable[tuple[str, str]]) -> list[Tally]:
    out = []
    for part in parts:
        t: Tally = {}
        for cls, outcome in part:
            t.setdefault(cls, Counter())[outcome] += 1
        out.append(t)
    return out


def is_trusted(right: int, wrong: int) -> bool:
    return right + wrong >= MIN_JUDGED and right / (right + wrong) >= MIN_PRECISION


def table(audited: Tally, tuned: Tally) -> str:
    head = "| class | audit right | audit wrong | tuning right | tuning wrong | P | trusted |"
    lines = [head, "|---|---|---|---|---|---|---|"]
    classes = sorted(
        set(audited) | set(tuned),
        key=lambda c: -sum((audited.get(c, Counter()) + tuned.get(c, Counter())).values()),
    )
    for cls in classes:
        a, t = audited.get(cls, Counter()), tuned.get(cls, Counter())
        right, wrong = a["right"] + t["right"], a["wrong"] + t["wrong"]
        p = f"{right / (right + wrong):.2f}" if right + wrong else "-"
        mark = "yes" if is_trusted(right, wrong) else ""
        lines.append(f"| {cls} | {a['right']} | {a['wrong']} | {t['right']} | {t['wrong']} | {p} | {mark} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args(argv)
    audited, tuned = tally(audit_outcomes(), tuning_outcomes())
    print(table(audited, tuned))
    return 0


if __name__ == "__main__":
    sys.exit(main())
