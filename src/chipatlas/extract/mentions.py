"""Entity mentions: known names found by a gazetteer, unknown organisations kept as candidates.

The gazetteer itself lives in the resolve layer (``resolve.linker.Linker``: the store's
names and aliases in an Aho-Corasick automaton, a strict fuzzy fallback); extractors only
see this protocol, so they stay pure and testable with a plain dict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from chipatlas.extract.folding import folded
from chipatlas.extract.literals import may_match, needed_blind
from chipatlas.model.names import match_key


@dataclass(frozen=True)
class Mention:
    entity_id: str
    schema: str
    name: str  # canonical caption
    start: int
    end: int
    text: str  # as written
    reason: str = "exact"  # or "fuzzy <score> on '<known name>'"


class Gazetteer(Protocol):
    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]: ...

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None: ...


class DictGazetteer:
    """A gazetteer from a name -> (id, schema) dict: for tests and for documents read without a store."""

    def __init__(self, names: dict[str, tuple[str, str]]) -> None:
        self.names = {match_key(k): (k, *v) for k, v in names.items()}
        alts = sorted(self.names.values(), key=lambda t: -len(t[0]))
        self._re = (
            re.compile(r"\b(" + "|".join(re.escape(n) for n, _, _ in alts) + r")\b", re.I) if alts else None
        )

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        if self._re is None:
            return []
        out = []
        for m in self._re.finditer(text):
            name, eid, schema = self.names[match_key(m.group(0))]
            out.append(Mention(eid, schema, name, offset + m.start(), offset + m.end(), m.group(0)))
        return out

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


# Chip families of this domain: a name like these that the store does not know yet is a chip.
CHIP_RE = re.compile(
    r"\b(?:Trn(?=\d)|Trainium|Inferentia|Graviton|Maia\s\d00\b|Maia|Cobalt|Ironwood|Trillium|TPU\s?v\d+[a-z]?|"
    r"MI\d{3}[A-Z]?|[GH]B?\d{3}|B\d{3}|Blackwell|Hopper|Rubin|Gaudi\s?\d?|WSE-\d)"
    # A generation digit after a family word ('Trainium 2'), not a range or a figure after
    # a name ('Blackwell 2–4 nm', 'H100 8 GPUs').
    r"(?:(?<=[a-z])\s?\d(?!\d|[.,]\d|\s?[-–—]\s?\d|\s?(?:nm|GB|TB|kW|W|%)(?!\w)))?\b"
)
_ORG_SUFFIX = (
    r"(?:Inc|Corp|Corporation|Labs|Systems|Technologies|Technology|Electronics|Semiconductor|Group|Holdings)"
)
_ORG_RE = re.compile(r"\b((?:[A-Z][\w&-]+\s){0,3}[A-Z][\w&-]+\s" + _ORG_SUFFIX + r")\b")
_LIST_RE = re.compile(
    r"\b(?:by|including|includ\w*|customers?|such as)\s+"
    r"((?:[A-Z][\w.-]+(?:,\s|\s(?:and|&)\s)){2,}[A-Z][\w.-]+)"
)
_NOT_NAMES = frozenset(
    [
        "the",
        "a",
        "an",
        "and",
        "or",
        "but",
        "this",
        "that",
        "these",
        "those",
        "it",
        "its",
        "in",
        "on",
        "at",
        "for",
        "with",
        "by",
        "from",
        "to",
        "of",
        "as",
        "is",
        "are",
        "was",
        "ai",
        "ml",
        "us",
        "u.s.",
        "ceo",
        "cto",
        "cfo",
        "gpu",
        "gpus",
        "cpu",
        "tpu",
        "hbm",
        "pytorch",
        "cuda",
    ]
)


# A cluster word in the gold set's languages, and a name beside it: "the Colossus supercomputer",
# "il supercomputer X", "le supercalculateur X", 超级计算机X, スーパーコンピューター「X」, 슈퍼컴퓨터 'X'.
# A machine's "partition" (an HPC centre's name for one part of a machine: "the LUMI-G partition").
_CLUSTER_WORD = (
    r"(?i:cluster|partition|supercomput(?:er|ador[ae]?)|supercalcolatore|supercalculateur|superordenador|"
    r"superrechner)"
)
_CJK_CLUSTER_WORD = (
    r"超级计算机|超級電腦|超级电脑|超算|集群|スーパーコンピューター?|スパコン|クラスター|슈퍼컴퓨터|클러스터"
)
_NAME = r"([A-Z][A-Za-z0-9-]+)"
_CLUSTER_NAMED = (  # the name before the word, after it, after a CJK word (each searched apart: they overlap)
    re.compile(r"\b" + _NAME + r"[”\"’»]?\s+(?:(?:AI|hardware|compute|GPU|HPC)\s+)?" + _CLUSTER_WORD + r"\b"),
    re.compile(r"\b" + _CLUSTER_WORD + r"\s+[“\"«‘']?" + _NAME),
    re.compile(r"(?:" + _CJK_CLUSTER_WORD + r")\s*[“「『'‘\"]?([A-Za-z][A-Za-z0-9-]*)"),
    re.compile(r"[“\"«]" + _NAME + r"[”\"»]"),  # quoted in a sentence with a cluster word
)
_ANY_CLUSTER_WORD = re.compile(r"\b" + _CLUSTER_WORD + r"|" + _CJK_CLUSTER_WORD)
# Its words, tested in the folded text before the search (speed): read from the same pattern
# made case-blind throughout (a superset of its matches: the CJK words have no case).
_CLUSTER_WORDS = needed_blind(re.compile(_ANY_CLUSTER_WORD.pattern.replace("(?i:", "(?:"), re.I))
_NOT_CLUSTER_NAMES = frozenset(
    {
        "its",
        "this",
        "that",
        "new",
        "our",
        "their",
        "largest",
        "first",
        "one",
        "the",
        "a",
        "an",
        "il",
        "lo",
        "la",
    }
    | {"le", "les", "el", "los", "las", "un", "une", "una", "der", "die", "das", "ein", "eine", "dem", "den"}
    | {"este", "esta", "ese", "esa", "ce", "cet", "cette", "questo", "questa", "dieser", "diese", "dieses"}
)


_STOP = re.compile(r"(?<=[.!?。！？])\s*")
_OPENING = re.compile(r"(?:^|[.!?。！？\n])\s*$")


def _opens_sentence(text: str, at: int) -> bool:
    """True when the word at ``at`` is the first of its sentence (its capital says nothing)."""
    if at == 0:
        return True
    return _OPENING.search(text, max(0, at - 3), at) is not None and text[at - 1] not in "“\"«「『'‘"


def cluster_candidates(text: str) -> list[tuple[str, int, int]]:
    """Names the text's sentences give a cluster ("the Colossus supercomputer", "il “Colossus”
    di xAI ... cluster"), for review as candidates: a cluster is linked only when the store knows it."""
    if not may_match(_CLUSTER_WORDS, folded(text)) or not _ANY_CLUSTER_WORD.search(text):
        return []
    found = []
    starts = [0] + [m.end() for m in _STOP.finditer(text) if 0 < m.end() < len(text)]
    for a, z in zip(starts, [*starts[1:], len(text)], strict=True):
        if _ANY_CLUSTER_WORD.search(text, a, z):
            found += [(m.group(1), m.start(1)) for p in _CLUSTER_NAMED for m in p.finditer(text, a, z)]
    out: list[tuple[str, int, int]] = []
    for name, start in sorted(found, key=lambda f: f[1]):
        key = match_key(name)
        if key in _NOT_NAMES or key in _NOT_CLUSTER_NAMES or CHIP_RE.fullmatch(name):
            continue
        if (name.isupper() and len(name) <= 3) or _opens_sentence(text, start):
            continue  # "IA", "DGX": an acronym; "Real cluster economics": a capital that opens a sentence
        if all(name != n for n, _, _ in out):
            out.append((name, start, start + len(name)))
    return out


def chip_names(text: str) -> list[tuple[str, int, int]]:
    """Chip-family names as written, with offsets ('Trainium3', 'Trainium 2', 'H100')."""
    return [(m.group(0), m.start(), m.end()) for m in CHIP_RE.finditer(text)]


# A stop, comma or dash the name run took from the sentence ("... and Bridgewater."), kept
# when it is the stop of an initialism ("N.V.", "S.A.") or of a legal abbreviation ("Acme Inc.").
_TRAILING = re.compile(r"[.,;:-]+$")
_KEEPS_STOP = re.compile(r"(?:\b[A-Z]|\b(?:Inc|Corp|Co|Ltd|Bhd|Pte|Pty))\.$")


def trimmed(name: str) -> str:
    """The name without the punctuation that ends the sentence or clause after it."""
    return name if _KEEPS_STOP.search(name) else _TRAILING.sub("", name)


def candidate_orgs(text: str, known: set[str]) -> list[tuple[str, int, int]]:
    """Organisation-like names the gazetteer does not know: 'X Labs', 'X Inc', names in a customer list."""
    out: list[tuple[str, int, int]] = []
    for m in _ORG_RE.finditer(text):
        out.append((m.group(1), m.start(1), m.end(1)))
    for m in _LIST_RE.finditer(text):
        base = m.start(1)
        for part in re.finditer(r"[A-Z][\w.-]+", m.group(1)):
            name = trimmed(part.group(0))
            out.append((name, base + part.start(), base + part.start() + len(name)))
    seen: set[str] = set()
    kept = []
    for name, start, end in out:
        key = match_key(name)
        if not key or key in known or key in seen or key in _NOT_NAMES or CHIP_RE.fullmatch(name):
            continue
        seen.add(key)
        kept.append((name, start, end))
    return kept
