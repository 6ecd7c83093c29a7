"""Precision of attached figures by how each one's subject was read (``extract/subject_basis.py``).

The ingest report says, for every attached figure, which way of reading gave its subject (a
name in its clause, a chip carried from the sentence before, a table's header cell...). Both
tools count their verdicts per basis: ``run.py`` the tuning documents' pairs with the labels
(held-out documents are never broken down), ``audit.py`` the hand verdicts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence


def basis_table(outcomes: Iterable[tuple[str, str]], columns: Sequence[str], unjudged: str = "") -> str:
    """A Markdown table: basis, attached figures, one column per outcome, precision.

    ``outcomes`` are (basis, outcome) pairs; precision is the first column's share of the
    judged ones (every outcome but ``unjudged``). Rows are ordered by count, most first.
    """
    counts: Counter[tuple[str, str]] = Counter((b or "(none)", o) for b, o in outcomes)
    bases = Counter[str]()
    for (basis, _), n in counts.items():
        bases[basis] += n
    head = ["basis", "attached", *columns, "precision"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    total: Counter[str] = Counter()
    for basis, n in bases.most_common():
        row = {c: counts[basis, c] for c in columns}
        total.update(row)
        lines.append(_row(basis, n, row, columns, unjudged))
    lines.append(_row("all", sum(bases.values()), total, columns, unjudged))
    return "\n".join(lines)


def _row(
    basis: str, n: int, row: dict[str, int] | Counter[str], columns: Sequence[str], unjudged: str
) -> str:
    judged = sum(row[c] for c in columns if c != unjudged)
    p = f"{row[columns[0]] / judged:.2f}" if judged else "-"
    return "| " + " | ".join([basis, str(n), *(str(row[c]) for c in columns), p]) + " |"
