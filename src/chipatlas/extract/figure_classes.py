"""The class of a figure read from prose, and the classes measured safe to attach (issue #10).

A figure's **class** is how its subject was read (``subject_basis.Basis``) and the family of
its metric: a chip's spec, a memory product's stack or pin figure, a company's reported
result, a forecast or guidance, a share or bare percentage, a production capacity, or other
money and counts. Hand rules reach ~0.93 precision on the documents they were written from
and far less on unseen text, so a prose figure is stated as a fact only when its class was
measured safe (``TRUSTED``); any other is kept as a figure proposal for a person to accept
(docs/review.md, "Figures under review"). A pipe table's header cell is no prose reading:
its figures are always stated, as are every structured spec or ring file's.
"""

from __future__ import annotations

import re
from enum import StrEnum

from chipatlas.extract.subject_basis import Basis


class Family(StrEnum):
    SPEC = "spec"  # a chip's or system's compute, memory size, bandwidth, power, node, counts
    MEMORY = "memory"  # a memory product's stack layers or pin speed, any per-stack figure
    MONEY_RESULT = "money_result"  # revenue, profit, margin, EPS as reported, and their growth
    MONEY_FORECAST = "money_forecast"  # guidance, estimates, forecasts, targets, market sizes
    SHARE_PERCENT = "share_percent"  # market shares, stakes, bare percentages
    CAPACITY = "capacity"  # production capacity and demand: wafers, CoWoS, plants' power
    OTHER = "other"  # investments, grants, contracts, valuations, prices, jobs, anything else


# One registry, checked in order: the first pattern that matches the whole metric name wins.
# Metric names are the readers' (extract/company_metrics.py, figure_metrics.py, memory.py).
_REGISTRY: tuple[tuple[Family, re.Pattern[str]], ...] = (
    (Family.MEMORY, re.compile(r"stack_layers|pin_speed|stack_\w+")),
    (
        Family.MONEY_FORECAST,
        re.compile(r"(?:\w+_)?(?:guidance|estimate|forecast|target|outlook)(?:_\w+)?|market_size"),
    ),
    (
        Family.CAPACITY,
        re.compile(r"(?:cowos|wafer|production|power|packaging|fab)_capacity|capacity|\w*_demand"),
    ),
    (
        Family.SPEC,
        re.compile(
            r"(?:\w+_)?(?:flops|ops|bandwidth|gain)|(?:hbm|memory|sram|cache)_capacity|power|tdp|hbm_type|"
            r"(?:\w+_)?process_node|transistor_count|die_area|compute_dies|compute_units|hbm_stacks|"
            r"(?:\w+_)?cores|(?:accelerator|chip|cpu|core|instance|ultraserver|gpu|sm)_count|latency"
        ),
    ),
    (
        Family.MONEY_RESULT,
        re.compile(
            r"(?:\w+_)?(?:revenue|sales|profit|income|loss|margin|eps|ebitda|earnings|beat)"
            r"(?:_growth|_change)?|profit_growth|loss"
        ),
    ),
    (Family.SHARE_PERCENT, re.compile(r"(?:\w+_)?share|percent|stake|revenue_share")),
)

# Scopes that make any figure a memory product's: one stack's, one pin's.
_MEMORY_SCOPES = frozenset({"per_stack", "per_pin"})


def family(metric: str, scope: str = "") -> Family:
    """The family of a figure's metric (``scope`` per stack or pin: a memory product's)."""
    if scope in _MEMORY_SCOPES:
        return Family.MEMORY
    name = metric.removeprefix("unattached.")
    for fam, pattern in _REGISTRY:
        if pattern.fullmatch(name):
            return fam
    return Family.OTHER


# The classes measured safe to attach without review: right / (right + wrong) >= 0.95 over at
# least 10 judged figures, audit verdicts (evaluation/audit.py, not the held-back batch) and
# tuning gold pairs (evaluation/run.py) together, as ``evaluation/classes.py`` prints them;
# the table is in docs/evaluation.md, "Figure classes: which prose figures are stated as
# facts". Every other class is proposed for review. A class joins when a new measure says so.
TRUSTED: frozenset[tuple[Basis, Family]] = frozenset(
    {
        (Basis.CHIP_FOCUS, Family.SPEC),  # "each X" / "the device": audit 2/0, tuning 19/0
        (Basis.MEMORY_NAMED, Family.MEMORY),  # a named maker's HBM generation: audit 13/0, tuning 13/0
        # Joined on the measure of branch figread (2026-12-02, docs/evaluation.md), each kept only
        # where stating it raised no held-out precision loss (totals): the chip named before the
        # figure in its own clause (audit 14/0, tuning 10/1); the maker carried for a stack's
        # figure (audit 6/0, tuning 7/0); a flattened table's column header (13/0); the one name a
        # sentence gives, for a forecast (audit 15/0; no gold figure moves). Not the company
        # earlier sentences were about, for its reported results (company_focus/money_result):
        # 0.96 on the audit and tuning, it stated 9 right and 7 wrong on the held-back batch
        # (forecasts, fiscal quarters, segments, currencies): it does not carry to unseen text.
        # Nor the one name a sentence gives, for a forecast (sentence/money_forecast): audit
        # 15/0, it stated 1 right and 3 wrong on held-back batch 5 at first sight (a segment's
        # target as the company's guidance, one end of a range, a beat's margin as the consensus).
        (Basis.CHIP_CLAUSE, Family.SPEC),
        (Basis.MEMORY_FOCUS, Family.MEMORY),
        (Basis.FLAT_COLUMN, Family.SPEC),
    }
)

# Not read from prose: a pipe table's header cell names the column's subject outright.
_NOT_PROSE = frozenset({Basis.TABLE_CELL})


def figure_class(basis: str, metric: str, scope: str = "") -> str:
    """The class as one word, for reports: "chip_clause/spec"."""
    return f"{basis or 'none'}/{family(metric, scope)}"


# A bound is no value: "15조원 이상", "more than $5 billion", "4,800億円超", "up to 30%". A spec's
# "up to" is the product's peak (the value a datasheet gives); a company's money, share, capacity
# or other figure written as a bound is what the sentence says it exceeds or stays under, and the
# audit judges it wrong read as a value: such a figure is proposed, never stated.
_BOUNDS = frozenset({"up to", "over", "more than", "at least", "at most", "less than", "threshold"})
_PEAKS = frozenset({Family.SPEC, Family.MEMORY})


def bound(qualifier: str) -> bool:
    """Whether a figure's qualifier ("approx.; more than") says it is a bound."""
    return any(part.strip() in _BOUNDS for part in qualifier.split(";"))


def bound_word(metric: str, scope: str, qualifier: str) -> str:
    """The bound a company's figure is written as, in English ("up to", "more than"; a
    threshold crossed is "more than"), or "" for a value or a spec's peak: what the audit key
    shows, as a bound's verdict differs from a value's."""
    parts = [p.strip() for p in qualifier.split(";")]
    if "threshold" in parts:
        return "more than"
    if family(metric, scope) in _PEAKS:
        return ""
    word = next((p for p in parts if p in _BOUNDS), "")
    return "more than" if word == "over" else word


def trusted(basis: str, metric: str, scope: str = "", qualifier: str = "") -> bool:
    """Whether a prose figure read this way, of this metric, is stated without review."""
    if not basis:
        return False  # no basis recorded: no measure says it is safe
    b = Basis(basis)
    if b in _NOT_PROSE:
        return True
    fam = family(metric, scope)
    return (b, fam) in TRUSTED and (fam in _PEAKS or not bound(qualifier))
