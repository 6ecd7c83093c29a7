"""The entities a signal's own text names (title, summary, takeaways, body), and how each was
linked: exactly, as the maker a product's name opens with, by spelling, or as a chip name.
Split from ``extract/textdoc.py``.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import accumulate

from chipatlas.extract.figure_subject import canonical_chip
from chipatlas.extract.findings import RefFn
from chipatlas.extract.mentions import Gazetteer, Mention, chip_names
from chipatlas.extract.signal import Signal, Span
from chipatlas.model.schema import K

_SENTENCE_STOP = re.compile(r"[.!?](?:\s|$)")

_CAPITALISED = re.compile(r"[A-Z][\w&-]+(?:\s[A-Z][\w&-]+){0,3}")


def signal_mentions(sig: Signal, ref: RefFn, gaz: Gazetteer | None) -> None:
    """Every entity the signal's own text names, into ``sig.mentions`` (a subject when named in
    the first sentence of the title or summary) and ``sig.positions``: exact names, the maker
    a product's name opens with, names close in spelling, chip names."""
    spans = [s for s in (sig.title, sig.summary, sig.why, *sig.takeaways, sig.body) if s]
    head = {sig.title.start, sig.summary.start if sig.summary else -1}
    for s in spans:
        first_end = _first_sentence_end(s)  # once per span, not once per mention
        exact = gaz.find(s.text, s.start, sig.language) if gaz else []
        exact += _makers_named(exact, gaz, sig.language)
        found = [(m.entity_id, m.start, m.end, m.text, m.reason) for m in exact]
        found += _fuzzy(s, gaz, sig.language, [(m.start, m.end) for m in exact])
        taken = _Spans([(a, z) for _, a, z, _, _ in found])
        found += [
            (ref(K.CHIP, canonical_chip(n)), s.start + a, s.start + z, n, "chip name")
            for n, a, z in chip_names(s.text)
            if not taken.overlaps(s.start + a, s.start + z)
        ]
        if s is sig.body or s is sig.title:
            sig.positions += [(eid, a, z) for eid, a, z, _, _ in found]
        for eid, a, z, written, reason in found:
            role = "subject" if s.start in head and a < first_end else "mention"
            old = sig.mentions.get(eid)
            if old is None or (role == "subject" and old[0] != "subject"):
                sig.mentions[eid] = (role, Span(written, a, z))
            if reason.startswith("fuzzy"):
                sig.link_reasons.setdefault(eid, f"{written!r}: {reason}")


def _makers_named(exact: list[Mention], gaz: Gazetteer | None, language: str) -> list[Mention]:
    """The company a product's name opens with: "Intel Gaudi3", "Cerebras CS-3" name Intel and
    Cerebras too, though the longest match keeps only the product (gold g3: a comparison table
    naming every vendor so lost them all). Only a company name that is the whole of the words
    before the product's own words counts, never a word inside them."""
    if gaz is None:
        return []
    out = []
    for m in exact:
        if m.schema == K.COMPANY:
            continue
        words = list(re.finditer(r"\S+", m.text))
        for w in words[:-1]:
            prefix = m.text[: w.end()]
            hits = [h for h in gaz.find(prefix, m.start, language) if h.schema == K.COMPANY]
            whole = [h for h in hits if h.start == m.start and h.end == m.start + len(prefix)]
            if whole:
                out.append(whole[0])
                break
    return out


def _fuzzy(
    s: Span, gaz: Gazetteer | None, language: str, taken: list[tuple[int, int]]
) -> list[tuple[str, int, int, str, str]]:
    """Capitalised names no exact match covers, linked by spelling when one entity is close."""
    if gaz is None:
        return []
    out = []
    spans = _Spans(taken)
    for m in _CAPITALISED.finditer(s.text):
        a, z = s.start + m.start(), s.start + m.end()
        # Only names an exact match does not already cover whole ('Annapurna Lab' still
        # goes on past the known 'Annapurna', so its spelling is checked as a whole).
        if spans.covers(a, z):
            continue
        hit = gaz.fuzzy(m.group(0), language)
        if hit:
            out.append((hit.entity_id, a, z, m.group(0), hit.reason))
    return out


class _Spans:
    """Spans sorted by start with the running maximum end: each question is one bisection,
    where a scan of every span per name made long texts quadratic."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self.starts = [a for a, _ in ordered]
        self.max_end = list(accumulate((z for _, z in ordered), max))

    def covers(self, a: int, z: int) -> bool:
        """Does one span hold all of [a, z)?"""
        i = bisect_right(self.starts, a) - 1
        return i >= 0 and self.max_end[i] >= z

    def overlaps(self, a: int, z: int) -> bool:
        """Does any span share a character with [a, z)?"""
        i = bisect_left(self.starts, z) - 1
        return i >= 0 and self.max_end[i] > a


def _first_sentence_end(span: Span) -> int:
    """Document offset where the span's first sentence ends (the span's end if it has one sentence)."""
    first = _SENTENCE_STOP.search(span.text)
    return span.end if first is None else span.start + first.end()
