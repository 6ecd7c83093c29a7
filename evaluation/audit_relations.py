"""Relation recall on the audit set: what the audit documents state, labelled by hand.

The audit judges what chipatlas proposed (precision); nothing there says what it missed.
``audit/relations.json`` gives some audit documents recall labels: per document id, every
relation its text states by the gold set's rule (docs/evaluation.md, "Relation labels"), as
``{kind, supplier, component, platform, role, place}`` rows; ``[]`` is a label too (the text
states none). Scored as the gold set scores relations (``score.score_relations``): a proposal
is right when it pairs with a label, each label and each proposal used once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path

from evaluation.gold import GoldDoc, GoldError, GoldRelation, parse_relation
from evaluation.observe import ObservedDoc
from evaluation.score import Counts, DocScore, score_relations

Labels = dict[str, tuple[GoldRelation, ...]]


def load_relation_labels(path: Path, known: Iterable[str]) -> Labels:
    """The label file, ``{}`` when there is none; GoldError names the file, the document and
    the field of an unknown id, an unknown kind or a missing supplier."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GoldError(f"{path}: cannot read relation labels: {exc}") from exc
    if not isinstance(data, dict):
        raise GoldError(f"{path}: relation labels should be a JSON object of document id -> list")
    ids = set(known)
    out: Labels = {}
    for doc_id, rows in data.items():
        if doc_id not in ids:
            raise GoldError(f"{path}: {doc_id}: unknown document id (not in documents.json)")
        if not isinstance(rows, list):
            raise GoldError(f"{path}: {doc_id}: should be a list of relations, not {type(rows).__name__}")
        relations = []
        for i, row in enumerate(rows):
            where = f"{path}: {doc_id}[{i}]"
            if not isinstance(row, dict):
                raise GoldError(f"{where}: should be an object, not {type(row).__name__}")
            relations.append(parse_relation(row, where))
        out[doc_id] = tuple(relations)
    return out


def _as_gold(doc_id: str, relations: tuple[GoldRelation, ...]) -> GoldDoc:
    # only the relations are scored: the rest of a gold label is left empty
    return GoldDoc(
        id=doc_id,
        url="",
        language="",
        held_out=False,
        text_file="",
        publisher="",
        date=None,
        signal_types=("",),
        sentiments=("",),
        evidence="",
        entities=(),
        also_ok=(),
        figures=(),
        relations=relations,
    )


def score_labelled(labels: Labels, seen: Mapping[str, ObservedDoc]) -> list[DocScore]:
    """One score per labelled document that was run (a document without text is not scored)."""
    out = []
    for doc_id in sorted(labels.keys() & seen.keys()):
        result = DocScore(doc_id, held_out=False)
        score_relations(_as_gold(doc_id, labels[doc_id]), seen[doc_id], result)
        out.append(result)
    return out


def total(scores: Iterable[DocScore]) -> Counts:
    out = Counts()
    for s in scores:
        out.add(s.counts["relations"])
    return out


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def total_line(scores: list[DocScore]) -> str:
    """'relations (labelled documents): P x / R y (tp/gold), spurious n' over every scored one."""
    c = total(scores)
    return (
        f"relations ({len(scores)} labelled documents): P {_ratio(c.precision)} / R {_ratio(c.recall)}"
        f" ({c.tp}/{c.tp + c.fn}), spurious {c.fp}"
    )


def by_kind(scores: Iterable[DocScore]) -> str:
    """Precision and recall per relation kind, as a table."""
    kinds: dict[str, Counts] = {}
    for s in scores:
        for kind, counts in s.relation_kinds.items():
            kinds.setdefault(kind, Counts()).add(counts)
    lines = ["| kind | tp | missed | spurious | precision | recall |", "|---|---|---|---|---|---|"]
    for kind in sorted(kinds):
        c = kinds[kind]
        lines.append(f"| {kind} | {c.tp} | {c.fn} | {c.fp} | {_ratio(c.precision)} | {_ratio(c.recall)} |")
    return "\n".join(lines)


def doc_lines(result: DocScore) -> list[str]:
    """A labelled document's recall line, then each missed label and each spurious proposal."""
    c = result.counts["relations"]
    head = f"- relations (labelled): {c.tp}/{c.tp + c.fn} found, {c.fp} spurious"
    return [head, *(f"    {e}" for e in result.errors)]
