"""How a figure's subject was found: the basis each attach decision records (issue #10).

A figure in running text is attached to a subject by one of a few ways of reading: a name
in its own clause, the one name elsewhere in the sentence, a name carried from an earlier
sentence, an anaphor ("the device", "each chip"), a table's header cell... They are not
equally safe on new text, so each attached figure's claim records which one gave its
subject. The basis lives in memory only (``Extraction.figure_bases``, the ingest report's
``figure_bases``), never in the store: the evaluation tools read it to measure precision
per basis, and ``GATED`` names the ways too weak to attach on (their figures are kept
unattached, with their quotes, and listed in the ingest report).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from chipatlas.model.statement import Statement


class Basis(StrEnum):
    # chips and systems (spec figures)
    TABLE_CELL = "table_cell"  # the header cell of the figure's column in a pipe table
    TABLE_COLUMN = "table_column"  # the chip a list table's column header (or caption) names
    FLAT_COLUMN = "flat_column"  # the header name of the figure's column in a table flattened to text
    CHIP_FOR = "chip_for"  # "192 GB for the ZX900": the chip named right after "for"
    CHIP_CLAUSE = "chip_clause"  # the last chip named before it in its own clause
    CHIP_SENTENCE = "chip_sentence"  # the last chip named before it, in another clause of the sentence
    CHIP_AFTER = "chip_after"  # the one chip the sentence names after it
    CHIP_FOCUS = "chip_focus"  # "each X" / "the device" / "it": the chip in focus
    CHIP_CARRIED = "chip_carried"  # the chip the previous sentence named, this one naming none
    RACK_NAMED = "rack_named"  # the one known platform the sentence names, for a per-rack figure
    PLATFORM_CARRIED = "platform_carried"  # the platform named earlier, for a per-rack/pod figure
    CLUSTER_CARRIED = "cluster_carried"  # the "Project X" named earlier, for a per-cluster figure
    SERVER_NAMED = "server_named"  # the one known platform the sentence names, for a per-server figure
    CLUSTER_NAMED = "cluster_named"  # the one known cluster the sentence names, for a per-server figure
    PAGE_MACHINE = "page_machine"  # the machine the page is about, its sentence naming no system
    MEMORY_NAMED = "memory_named"  # a stack's or pin's figure on the memory product of the maker named
    MEMORY_FOCUS = "memory_focus"  # ... of the maker the previous sentence named
    # companies (money, shares, wafers, jobs)
    NAME_OF = "name_of"  # "$3 billion of X", "at X": the name right after the figure
    CLAUSE = "clause"  # the last name before it in its own clause
    SENTENCE = "sentence"  # the one name the sentence gives before it, in another clause
    OPENING = "opening"  # "With a $6.1B grant, X plans ...": the name opening the next clause
    LIST_ITEM = "list_item"  # the one name a key-figure list item's description gives
    COMPANY_FOCUS = "company_focus"  # the company earlier sentences were about, this one naming none
    POSSESSIVE = "possessive"  # "... of its revenue": the company the sentence names before it
    RESPECTIVE = "respective"  # "X, Y and Z hold 60%, 25% and 10%": by place in the list
    RELATIVE = "relative"  # "X takes on Y, whose revenue rose": the relative clause's company
    RESULT_VERB = "result_verb"  # "the $8.9 billion that X generated": the name after a result verb
    REVENUE_PART = "revenue_part"  # "X accounted for 30% of Y's revenue": Y's
    CAPACITY = "capacity"  # "X's monthly capacity of 65,000 wafers": the capacity's owner
    ACQUIRER = "acquirer"  # the buyer of an acquisition sentence


# The ways judged too weak to attach on (docs/evaluation-log.md, "Subject basis"): a figure whose
# subject only such a way gives is kept unattached. Empty until the measures say otherwise.
# Its generalisation is ``extract/figure_classes.TRUSTED``: the (basis, metric family) classes
# measured safe to state; an attached figure of any other class is kept as a figure proposal
# for review (ingest/figure_proposals.py), with the subject it was read with.
GATED: frozenset[Basis] = frozenset()


def chip_named(text: str, at: int, figure: int) -> Basis:
    """A chip named at ``at`` before a figure at ``figure``: in the figure's own clause (no
    comma or semicolon between them), or in another clause of the sentence."""
    broken = text.find(",", at, figure) >= 0 or text.find(";", at, figure) >= 0
    return Basis.CHIP_SENTENCE if broken else Basis.CHIP_CLAUSE


def record(bases: dict[str, Basis] | None, claims: Iterable[Statement], basis: Basis) -> None:
    """Note ``basis`` for every claim among ``claims`` (an attached figure's statements)."""
    if bases is None:
        return
    for s in claims:
        if s.prop == "subject":
            bases[s.entity_id] = basis
