"""Why a figure's chip, read from its sentence, may not be its owner (used by
``extract/prose.py``).

A sentence's figures go to the chip it names or carries; these doubts take that chip away
(the figure then stays unattached with its quote) or hand the figure to another product: a
compared chip's own figure, a baseline named right after it, a memory maker's memory, a
machine the store does not know, a module, a CPU's cores, an unknown variant, a successor, a
group's total. Each doubt is one line of ``doubted_chip``, in the order they were found.
"""

from __future__ import annotations

from dataclasses import dataclass

from chipatlas.extract import comparisons, figure_metrics, figures, gains, memory, spec_doubts
from chipatlas.extract.processor_figures import cpu_named_before, processor_named_after
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.subject_basis import Basis


@dataclass(frozen=True, kw_only=True, slots=True)
class SentenceChips:
    """The chips one sentence names, as its figures' owners are checked against them."""

    text: str  # the document
    s0: int  # where the sentence starts in it
    sentence: str
    chips: list[tuple[str, int]]  # the sentence's own chips (no baseline), by position
    header: list[tuple[str, int]]  # every chip the sentence names, baselines too
    baselines: list[int]  # where the compared chips stand
    rival_chips: set[str]
    known: list[figures.Named]
    maker_named: bool  # a memory maker is named: a ratio may be the memory's
    machine_named: bool  # a machine the store does not know is named
    variants: set[str]  # variants unknown to the store ("ZX900 Max")


def doubted_chip(
    q: Quantity,
    here: list[tuple[str, int]],
    chip: str | None,
    basis: Basis,
    metric: str | None,
    scope: str | None,
    sc: SentenceChips,
) -> tuple[str | None, Basis, str | None]:
    """(chip, basis, scope) once the doubts are applied: the chip unchanged, another
    product's, or None (the figure stays unattached)."""
    text, s0, chips = sc.text, sc.s0, sc.chips
    if chip in sc.rival_chips and not any(c == chip and at < q.start for c, at in here):
        chip = None  # "4 TB/s, 20% higher than QX5, ... QX5's 900 GB/s": not the compared chip's
    if (
        chip
        and comparisons.OPENS_COMPARED.match(sc.sentence)
        and not any(c == chip and at < q.start for c, at in chips)
        and any(c == chip and at >= q.end for c, at in chips)  # named after it, not carried
    ):
        chip = None  # "Compared with the QX5, which offers 96 GB, the ZX900 ...": the QX5's
    named_next = [
        c
        for c, at in sc.header
        if at in sc.baselines and q.end <= at <= q.end + 2 and not text[q.end : at].strip()
    ]
    if named_next and q.kind in ("node", "bytes", "power"):
        chip, scope = named_next[0], scope or "per_chip"  # "the sibling of the 700 W QX5": its own
    if chip and comparisons.baseline_figure(text, q, sc.baselines, chips):
        chip = None  # "Compared with the ZX900's 192 GB, the QX5 ...": the baseline's figure
    if chip and q.kind in ("bytes", "bytes_per_s") and _maker_between(chip, chips, sc.known, q):
        chip = None  # "Nova9 uses SK hynix HBM9, which offers 48 GB": the memory's, not the chip's
    if chip and gains.cjk_ratio_in_doubt(q, sc.sentence, chips, sc.maker_named):
        chip = None  # "HBM4는 Rubin GPU에 탑재되며 ... 2배": the memory's or another product's
    if chip and not chips and sc.machine_named:
        chip = None  # "The HPL performance of Polarion is 90 PFLOPS": that machine's, not a carried chip's
    if chip and basis == Basis.CHIP_CARRIED and spec_doubts.module_subject(text, s0, q):
        chip = None  # "these new HBF modules could reach 512 GB": the module's, not a carried chip's
    if chip and metric == "core_count" and basis == Basis.CHIP_CARRIED:
        chip = None  # "- 1 Ampere Altra Q80-30, 80 cores": a CPU's line, not the GPU named before
    if chip and metric == "core_count" and cpu_named_before(text, q):
        chip = None  # "two AMD EPYC 7763 64-core processes": the CPU's cores, not an A100's
    if chip:
        named_after, processor = processor_named_after(text, q, chips)
        if named_after:  # "64 cores AMD EPYC "Trento" CPU": the CPU's, known or not
            chip, basis = processor, Basis.CHIP_CLAUSE
    if chip in sc.variants:
        chip = None  # "ZX900 Max ... 256 GB": a variant unknown to the store, not the base chip's
    if chip and spec_doubts.other_product(text, s0, q, chips, chip):
        chip = None  # "The ZX900 family spans 500 W to 1,200 W", "Its successor will carry 288 GB"
    if chip and figure_metrics.system_memory(text, q):
        chip = None  # "1 TB DDR4 Memory" under a node's list: a node's or a CPU's, never an accelerator's
    if chip and scope == "per_chip" and spec_doubts.group_total(text, s0, q):
        chip = None  # "eight A100 GPUs that provide a total of 320 GB": the eight's, not one's
    return chip, basis, scope


def _maker_between(chip: str, chips: list[tuple[str, int]], known: list[figures.Named], q: Quantity) -> bool:
    """Whether a memory maker is named after the chip (or, for a chip not named here, anywhere)
    and before a memory figure: then the figure describes that maker's memory, not the chip."""
    at = max((a for c, a in chips if c == chip and a < q.start), default=-1)
    return any(n.entity_id in memory.MEMORY_MAKERS and at < n.start < q.start for n in known)
