"""What a figure in running text is about: the scope written after it, and its size.

``extract.prose`` reads the quantities of a sentence and decides each one's subject. This
module holds the rules on the figure itself: a scope written after it ("3.1 PFLOPs of FP8
compute per chip", "9,216 chips per pod", "75,000 wafers a month"), a table header's cell
above it, and whether its size fits one chip. A company's figure (money, a share, wafers a
month) is ``company_figure``'s; the statements of a figure, on its subject or *unattached*
with its quote when its subject is not clear, are ``figure_claims``'.
"""

from __future__ import annotations

import re

from chipatlas.extract import figure_owners
from chipatlas.extract.figure_claims import figure_claims as figure_claims
from chipatlas.extract.figure_claims import quantity_claim as quantity_claim
from chipatlas.extract.figure_claims import unattached as unattached
from chipatlas.extract.figure_owners import Named as Named
from chipatlas.extract.figure_owners import clause as clause
from chipatlas.extract.figure_owners import named_as_rival as named_as_rival
from chipatlas.extract.figure_owners import names as names
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.quantities import Quantity

# A scope written after the figure, inside its clause: "... of FP8 compute per chip".
# Case-blind patterns are written in lower case and search folded text (extract/folding.py).
_AFTER = blind(
    r"^[^,;()]{0,40}?\b(?:per|each|a|/)\s*(chip|gpu|accelerator|instance|server|ultraserver|rack|pod|"
    r"superpod|cluster|stack|pin|tray|week|month|year|quarter|core|neuroncore|xcd)\b"
    r"(?!\s+(?:earlier|ago|before|later|prior)\b)"  # "$6 billion a year earlier" is no rate
)
# The same after a figure in other languages: "pro Woche", "par mois", "al año", "all'anno"; not
# "im Jahr 2025" nor "al año 2025" (a year named, not a rate).
_PERIOD_AFTER = blind(
    r"^[^,;()]{0,40}?\b(?:(?:pro|je) (woche|monat|jahr)|par (semaine|mois|an)|(?:por|al) (semana|mes|año)|"
    r"(?:a|alla|al|all['’]|per) ?(settimana|mese|anno))\b(?!\s*\d)"
)
_PERIOD_SCOPE = {"woche": "per_week", "semaine": "per_week", "semana": "per_week", "settimana": "per_week"}
_PERIOD_SCOPE.update({"monat": "per_month", "mois": "per_month", "mes": "per_month", "mese": "per_month"})
_PERIOD_SCOPE.update({"jahr": "per_year", "an": "per_year", "año": "per_year", "anno": "per_year"})
_HEAD = blind(r"^\s+(pods?|superpods?|racks?|trays?|servers?|clusters?|dies|die)\b")
# The largest figure one chip has of each kind: above it, a figure is a system's, not a chip's.
_ONE_CHIP = {"power": 3e3, "bytes": 1e12, "bytes_per_s": 4e13, "flops": 1e17}


def pin_speed(q: Quantity) -> bool:
    """A data rate below 100 GB/s (800 Gb/s) is a pin's or a lane's speed: no chip's memory
    or link bandwidth is that small, so it is not stored as one."""
    return q.kind in ("bytes_per_s", "bits_per_s") and q.si < _PIN_MAX.get(q.kind, 0)


_PIN_MAX = {"bytes_per_s": 1e11, "bits_per_s": 1e11}


def one_chip_size(q: Quantity) -> bool:
    """A power, memory, bandwidth or FLOPS figure small enough to be one chip's."""
    limit = _ONE_CHIP.get(q.kind)
    return limit is not None and q.si <= limit


def beyond_one_chip(q: Quantity) -> bool:
    """A power, memory, bandwidth or FLOPS figure too large for one chip: a system's, never a chip's
    (a rack's 120 kW, a rack-scale 1.44 exaflops), whichever chip the sentence named last."""
    if q.kind == "bits_per_s":  # "Network: Jupiter (13 Pb/s)": a data-centre fabric's, in bits
        return q.si / 8 > _ONE_CHIP["bytes_per_s"]
    limit = _ONE_CHIP.get(q.kind)
    return limit is not None and q.si > limit


def one_platform(named: list[figure_owners.Named]) -> str | None:
    """The one known platform a sentence names, or None (none, or two: no guess)."""
    platforms = {n.entity_id for n in named if n.entity_id.startswith("platform:")}
    return platforms.pop() if len(platforms) == 1 else None


# Counted things that belong to a company, not a chip: wafers, jobs.
COMPANY_ITEMS = re.compile(r"\b(wafers?|obleas|plaquettes|jobs|장|枚|片)\b", re.I)  # "Wafer": German


def scope_after(text: str, q: Quantity, end: int) -> str | None:
    """The scope a figure's own clause gives it after the number ("... per chip"), or None."""
    tail = text[q.end : min(end, q.end + 60)]
    low = folded(tail)  # the word itself is read from tail, at the same offsets
    head = _HEAD.match(low) if q.item else None
    if head:  # "4,096-chip pods", "104-billion-transistor dies": the noun the count modifies
        word = tail[head.start(1) : head.end(1)].lower()
        return "per_die" if word == "dies" else f"per_{word.rstrip('s')}"
    m = _AFTER.match(low)
    if m:
        word = tail[m.start(1) : m.end(1)].lower()
        if word in ("gpu", "accelerator"):
            return "per_chip"
        if word == "neuroncore":  # a vendor's name for a core: "32 MB per NeuronCore"
            return "per_core"
        return "per_ultraserver" if word == "ultraserver" else f"per_{word}"
    m = _PERIOD_AFTER.match(low)
    if m:
        return _PERIOD_SCOPE[next(g for g in m.groups() if g)]
    return None


_ROW_BREAK = re.compile(r"\|[ \t]+\||\|\n")


def header_cell(text: str, start: int, q: Quantity) -> tuple[int, int] | None:
    """The header cell of a figure's column in a pipe table written inside the sentence.

    "| Spec | H100 | B200 | | Memory | 80GB | 192GB |": the figure's column is counted
    in pipes from the start of its row; the header row's cell at that column names what
    the figure is about. None when the figure is not in a table row below a header.
    """
    first = text.find("|", start, q.start)
    if first < 0:
        return None
    breaks = list(_ROW_BREAK.finditer(text, first, q.start))
    if not breaks:
        return None
    header_end = breaks[0].start() + 1
    row_start = breaks[-1].end() - 1
    column = text.count("|", row_start, q.start)
    pipes = [i for i in range(first, header_end) if text[i] == "|"]
    if not 1 <= column < len(pipes):
        return None
    return pipes[column - 1] + 1, pipes[column]
