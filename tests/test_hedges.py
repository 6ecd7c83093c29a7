"""Hedges and page disclaimers lower evidence, and say which words did it.

All texts here are synthetic, written for these tests; the companies are invented.
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.signals import signals
from chipatlas.extract.hedges import find_disclaimer, hedge_words, is_disclaimer, lower_evidence
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.model.statement import Statement
from chipatlas.sources import SourceDocument


def _claim(text: str, quote: str, evidence: str = "claimed") -> Statement:
    at = text.index(quote)
    return Statement("c1", "Claim", "value", "96", "96", quote, at, at + len(quote), evidence, None)


def test_hedge_words_in_several_languages() -> None:
    # synthetic sentences
    assert hedge_words("Quillon reportedly ships 96 GB parts.") == ["reportedly"]
    assert hedge_words("According to people familiar with the plan, Quillon buys more.")
    assert hedge_words("Quillon liefert angeblich 96 GB.") == ["angeblich"]
    assert hedge_words("据报道，Quillon 将供货。") == ["据报道"]
    assert hedge_words("Quillon ships 96 GB parts.") == []


def test_a_coolant_leak_is_an_event_not_a_hedge() -> None:
    assert hedge_words("A coolant leak halted the Quillon line.") == []  # synthetic
    assert hedge_words("Leaked slides show the Quillon part.") == ["Leaked"]  # synthetic


def test_hedged_sentence_makes_its_claim_speculative_and_reports_the_word() -> None:
    text = "Quillon opened a plant. The part reportedly carries 96 GB of memory."  # synthetic
    rows, notes = lower_evidence(text, [_claim(text, "96 GB")])
    assert rows[0].evidence == "speculative"
    assert ["'reportedly'" in n.message for n in notes] == [True]


def test_plain_sentence_keeps_its_level() -> None:
    # synthetic; the hedged sentence comes after the lead, so it lowers only itself
    filler = "Quillon builds memory parts in its own plant. " * 20
    text = "Quillon says the part carries 96 GB of memory. " + filler + "Others reportedly differ."
    rows, notes = lower_evidence(text, [_claim(text, "96 GB", "confirmed")])
    assert (rows[0].evidence, notes) == ("confirmed", [])


def test_page_disclaimer_lowers_every_claim_and_is_never_a_takeaway() -> None:
    text = (
        "Quillon's part carries 96 GB of memory. "
        "This supplier list is an educated guess and may be wrong."
    )  # synthetic
    found = find_disclaimer(text)
    assert found is not None and found.sentence.startswith("This supplier list")
    assert is_disclaimer(found.sentence)
    rows, notes = lower_evidence(text, [_claim(text, "96 GB", "confirmed")])
    assert rows[0].evidence == "speculative"
    assert "page disclaimer" in notes[0].message


def test_an_ordinary_guess_is_not_a_disclaimer() -> None:
    assert (
        find_disclaimer("Analysts guess the plant opens in May. This article has photos.") is None
    )  # synthetic


DISCLAIMED = """# Synthetic Vendor Picks A Second Cold-Plate Supplier

(SYNTHETIC TEST ARTICLE.) Synthetic Vendor said it will buy cold plates from a second supplier in 2027.
The plates cost $450 million over three years, the company said in its plan.
This supplier list is an educated guess and may be wrong.
"""


def test_ingest_reports_the_disclaimer_and_keeps_it_out_of_takeaways(sqlite_engine: Engine) -> None:
    doc = SourceDocument("disclaimed.md", DISCLAIMED.encode(), "text/markdown")
    report = ingest(sqlite_engine, doc, IngestOptions())
    assert any("page disclaimer 'educated guess'" in line for line in report.lines()), report.lines()
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert s["takeaways"] and not any("educated guess" in t["text"] for t in s["takeaways"])
