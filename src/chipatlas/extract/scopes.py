"""The scope of a figure in a sentence: per chip, per instance, per rack, per cluster...

A quantity's scope is the nearest scope word before it in its sentence ("a single
instance packs 16 chips" -> per instance) or an explicit "per chip" after it.
"""

from __future__ import annotations

import re

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.quantities import Quantity

# Case-blind, searched in the folded sentence (see extract/folding.py): written in lower case.
SCOPES = (
    (r"ultraserver(?:s)?(?: rack)?", "per_ultraserver"),
    (r"ultracluster|supercluster|cluster|supercomputer|project [a-z]\w+", "per_cluster"),
    (r"instances?", "per_instance"),
    # A node of a cluster is a server; a process node is not ("3nm node", "process nodes"), nor
    # a NUMA node (a part of one CPU's memory).
    # "dans un nœud", "pro Knoten"; a "nœud de gravure" or "nœud 3 nm" is a process node.
    (
        r"servers?|(?<!process )(?<!nm )(?<!technology )(?<!numa )(?:compute )?nodes?|knoten|"
        r"n(?:œ|oe)uds?(?!\s+(?:de\s+)?(?:gravure|proc|fabrication|technolog|\d))",
        "per_server",
    ),
    (r"(?<!ultraserver )racks?", "per_rack"),
    (r"chips?|accelerators?|gpus?|processors?|devices?", "per_chip"),
)
# Each with the words it cannot match without (extract/literals.py): a sentence holding
# none of them skips the search.
_SCOPE_RE = [(c, s, needed(c)) for c, s in ((blind(r"\b(?:" + p + r")\b"), s) for p, s in SCOPES)]
# Folded text kept before a sentence: its look-behind ("ultraserver ") and the \b before it.
_SCOPE_BEHIND = 16
_PER = re.compile(
    r"^\s*(?:per|each|a|/)\s*(chip|GPU|accelerator|instance|server|node|UltraServer|rack|cluster|XCD|CU)\b",
    re.I,
)
_PER_SCOPE = {
    "ultraserver": "per_ultraserver",
    "gpu": "per_chip",
    "accelerator": "per_chip",
    "node": "per_server",
}
# "3x throughput per chip and 4x lower latency": an explicit "per chip" is the figure's before it.
_PER_WORD = re.compile(r"(?:\bper|/)\s*$", re.I)
_EACH = re.compile(r"\beach (?:with|has|holding|packing|of)\s*$", re.I)
# "2,978 nodes with 4 GPUs", "16 servers, each holding 8 GPUs": the chips of one node or server.
_HOLDING = re.compile(
    r"^\s*,?\s*(?:each\s+)?(?:with|having|holding|packing|containing|equipped\s+with)\s*$", re.I
)
_SYSTEMS = re.compile(r"(?:instance|server|node)s?$", re.I)
# "Eight H200 cards per node with 141 GB of memory each": "each" after a figure is one of the
# chips the sentence counted, whatever system word stands between.
_EACH_AFTER = re.compile(r"^(?:\s+(?:of|de)?\s*[\w-]+){0,3}?\s+each\b", re.I)
_COUNTED_CHIPS = re.compile(
    r"\b(?:\d+|two|three|four|six|eight|ten|twelve|sixteen)(?:\s+[\w()-]+){0,4}?\s+"
    r"(?:cards?|GPUs?|chips?|accelerators?|devices?)\b",
    re.I,
)


def scope_of(
    text: str,
    s0: int,
    q: Quantity,
    skip: list[tuple[int, int]],
    words: list[tuple[int, str]],
    ends: list[int],
) -> str | None:
    """The scope a figure's sentence gives it: "each with", an explicit "per chip" right after
    it, else the nearest scope word before it that no earlier figure (``ends``: where every
    figure of the sentence ends) took as its own "per chip"."""
    held = [k for k in skip if k[1] <= q.start]
    system = _SYSTEMS.search(text, held[-1][0], held[-1][1]) if held else None
    if system and (
        _EACH.search(text[max(s0, q.start - 16) : q.start]) or _HOLDING.match(text[held[-1][1] : q.start])
    ):  # "four servers, each with 16 chips", "2,978 nodes with 4 GPUs"
        return "per_instance" if system.group(0).lower().startswith("instance") else "per_server"
    if _EACH_AFTER.match(text[q.end : q.end + 40]) and _COUNTED_CHIPS.search(text, s0, q.start):
        return "per_chip"
    after = _PER.match(text[q.end : q.end + 20])
    if after:
        return _PER_SCOPE.get(after.group(1).lower(), f"per_{after.group(1).lower()}")
    before = [
        (at, s)
        for at, s in words
        if at < q.start
        and not any(a <= at < b for a, b in skip)
        and not _owned(text, s0, at, ends)
        and not (s in _PART_SCOPES and _TOTAL.search(text, at, q.start))
    ]
    return max(before)[1] if before else None


def scope_words(text: str, s0: int, end: int) -> list[tuple[int, str]]:
    # The few characters before the sentence are folded too: a match at its start sees
    # them, as it did when the case-blind patterns searched the document from s0.
    base = max(0, s0 - _SCOPE_BEHIND)
    low = folded(text[base:end])
    found = [
        (base + m.start(), scope)
        for pattern, scope, words in _SCOPE_RE
        if may_match(words, low)
        for m in pattern.finditer(low, s0 - base)
    ]
    if "each" in low or "every" in low:
        found += [
            (m.start(), "per_cu" if m.group("cu") else "per_die") for m in _EACH_PART.finditer(text, s0, end)
        ]
    return found


# A part of one chip, each one named ("Each of these dies features ... a 64 GB slice", "each
# compute unit has access to 16 kB"): the figure is one part's. Read only after "each" or
# "every": in "two dies and 192 GB" the memory is the chip's. A total after it is no part's
# ("... for a total of 128 GB per module").
_EACH_PART = re.compile(
    r"\b(?:each|every)\s+(?:of\s+(?:these|the|its|their)\s+)?"
    r"(?:(?:graphics\s+)?(?:compute\s+)?(?:dies?|gcds?|chiplets?)|(?P<cu>compute\s+units?|cus?))\b",
    re.IGNORECASE,
)
_PART_SCOPES = ("per_die", "per_cu")
_TOTAL = re.compile(r"\btotal\b", re.IGNORECASE)


def _owned(text: str, s0: int, at: int, ends: list[int]) -> bool:
    """A "per chip" written after an earlier figure of the sentence is that figure's scope."""
    return any(e <= at for e in ends) and bool(_PER_WORD.search(text, s0, at))
