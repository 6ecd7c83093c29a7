"""The machine a page is about: a name its title gives and its opening calls a machine.

An HPC centre's page on one of its machines ("# GPU nodes - LUMI-G", then "The LUMI-G hardware
partition consists of 2978 nodes ...") describes a machine no store knows yet, so every figure
of its node tables had no known subject and was kept unattached. Such a page names its
subject twice, in its title and in a sentence that calls it a machine: that is no fragment,
so the machine is stated as a Cluster, sourced from the page, and the page's own figures are
read for it (as proposals for review: ``Basis.CLUSTER_NAMED``). A name only one of the two
gives, two such names, a chip's name or a software product's ("a Ray cluster") is no page
machine: nothing is stated and the figures stay unattached, as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract.findings import RefFn
from chipatlas.extract.machine_names import SOFTWARE, proper_machine_names
from chipatlas.extract.mentions import CHIP_RE, DictGazetteer, Gazetteer, Mention, cluster_candidates
from chipatlas.model.names import match_key
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.read.parsed import Block

# How far into the page its opening reaches: the first blocks of running text.
_OPENING_BLOCKS = 6
_OPENING_WORDS = 4
_NAME = r"([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)"
# A machine word a page uses of its own machine, beside the cluster words mentions.py reads:
# "the LUMI-G hardware partition", "la machine Hedy", "ABCIシステム", "the Zephyr system".
_MACHINE_CALLED = (
    re.compile(
        r"\b" + _NAME + r"\s+(?:(?:hardware|compute|GPU|AI|HPC)\s+)?(?:partition|system|machine|cluster)\b"
    ),
    re.compile(r"\b(?:[Ll]a|[Ll]e|[Tt]he)\s+(?:machine|syst[eè]me|system|cluster)\s+" + _NAME + r"\b"),
    re.compile(r"([A-Za-z][A-Za-z0-9-]*)\s*(?:システム|スーパーコンピュータ|系统|系統|시스템)"),
)


@dataclass(frozen=True)
class PageMachine:
    """The page's own machine: its name as the opening writes it, and that block as its quote."""

    name: str
    quote: Block


def page_machine(titles: list[str], blocks: list[Block]) -> PageMachine | None:
    """The one machine the page's title names and its opening calls a machine, else None."""
    found: dict[str, PageMachine] = {}
    # The opening: the first blocks of running text (a front matter's or a notice's lines are none)
    opening = [b for b in blocks if not b.heading and _running(b.text)]
    for b in opening[:_OPENING_BLOCKS]:
        for name in _called_machines(b.text):
            if _may_be_machine(name) and any(_written_in(name, t) for t in titles):
                found.setdefault(match_key(name), PageMachine(name, b))
    return next(iter(found.values())) if len(found) == 1 else None


def named_machine(blocks: list[Block]) -> PageMachine | None:
    """The one machine the text names by a proper name ending in a machine noun ("the
    company's Kaohsiung Super Computing Center"), its first block as the quote; None for
    none or two (a shorter later form of the name, "the Cerebras Wafer-Scale Cluster" after
    "the ALCF CS-3 Cerebras Wafer-Scale Cluster", is the same machine)."""
    found: dict[str, Block] = {}
    for b in blocks:
        for name, _ in proper_machine_names(b.text):
            found.setdefault(name, b)
    names = [n for n in found if not any(o != n and o.endswith(" " + n) for o in found)]
    return PageMachine(names[0], found[names[0]]) if len(names) == 1 else None


def _running(text: str) -> bool:
    """A sentence, not a front matter's or a notice's line ("---", ":::caution", "hide:"); a
    Chinese or Japanese sentence has no spaces between its words."""
    words = len(text.split())
    return words >= _OPENING_WORDS or (words > 0 and not text.isascii() and len(text) >= 12)


def _written_in(name: str, title: str) -> bool:
    """The name as a whole word of the title ("ABCIシステムの概要": a Latin name beside CJK)."""
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(name) + r"(?![A-Za-z0-9])", title, re.I) is not None


def _called_machines(text: str) -> list[str]:
    named = [n for n, _, _ in cluster_candidates(text)]
    return named + [m.group(1) for p in _MACHINE_CALLED for m in p.finditer(text)]


def _may_be_machine(name: str) -> bool:
    if match_key(name) in SOFTWARE or CHIP_RE.fullmatch(name):
        return False
    return not (name.isupper() and len(name) <= 3) and len(name) > 2  # "GPU", "HPC": no name


def machine_statements(machine: PageMachine, ref: RefFn) -> list[Statement]:
    """The machine stated as a Cluster, quoted from the sentence that calls it one."""
    b = machine.quote
    cid = ref(K.CLUSTER, machine.name)
    return [Statement(cid, K.CLUSTER, P.NAME, machine.name, machine.name, b.text, b.start, b.end, "claimed")]


def own_names(machine: PageMachine, ref: RefFn) -> dict[str, tuple[str, str]]:
    """The machine's name -> (its entity, its kind), as a ``PageGazetteer`` takes them."""
    return {machine.name: (ref(K.CLUSTER, machine.name), K.CLUSTER)}


class PageGazetteer:
    """The store's names, and the names the page gives itself (its own machine): its sentences
    and tables link the machine as they would a cluster the store knew."""

    def __init__(self, gaz: Gazetteer | None, names: dict[str, tuple[str, str]]) -> None:
        self.gaz = gaz
        self.own = DictGazetteer(names)

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        known = self.gaz.find(text, offset, language) if self.gaz else []
        own = [m for m in self.own.find(text, offset, language) if not _overlaps(m, known)]
        return sorted(known + own, key=lambda m: m.start) if own else known

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        if self.own.find(name):
            return None  # the page's machine is found exactly or not at all
        return self.gaz.fuzzy(name, language) if self.gaz else None


def _overlaps(m: Mention, others: list[Mention]) -> bool:
    return any(o.start < m.end and m.start < o.end for o in others)
