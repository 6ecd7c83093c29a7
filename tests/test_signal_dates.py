"""Publication dates and datelines of plain articles: a date heading the page, never an event's.

Every document here is SYNTHETIC test text written for these tests (invented companies).
"""

from __future__ import annotations

from chipatlas.extract import extract_document
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

_MORE = "SYNTHETIC TEST TEXT: the company gave no further details of the plan or its timing.\n"


def _signal(text: str) -> dict[str, str]:
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    return {s.prop: s.value for s in found.statements if s.schema == "Signal"}


def test_a_date_line_opening_the_text_is_the_publication_date() -> None:
    text = "date 2025-03-04 Orvane said on Monday it will build a second plant for packaging.\n" + _MORE
    assert _signal(text)["date"] == "2025-03-04"


def test_an_iso_month_heading_the_text_is_a_month_date() -> None:
    text = (
        "date 2024-02 Orvane's shares rose after it said demand for its accelerators kept growing.\n" + _MORE
    )
    sig = _signal(text)
    assert (sig["date"], sig["date_precision"]) == ("2024-02", "month")


def test_a_date_inside_a_sentence_of_prose_is_an_event_not_the_publication() -> None:
    text = (
        "The Orvane Zephyr is an accelerator for training large models (SYNTHETIC TEST TEXT).\n\n"
        "It is the largest part the company has made so far, with two dies.\n\n"
        "Orvane announced the Zephyr and its rack system on March 18, 2024, at its developer conference.\n"
    )
    sig = _signal(text)
    assert "date" not in sig and sig["date_precision"] == "unknown"


def test_a_date_line_below_a_long_headline_in_the_page_header() -> None:
    # a twelve-word headline without a full stop is not yet the first paragraph
    lines = [
        "Menu",
        "Login",
        "Search",
        "Orvane Zephyr: The Accelerator That Made Every Rival Look Like a Prototype",
    ]
    lines += ["#chips", "2026-05-08 10:33:29", "Views"]
    body = "Orvane announced the Zephyr two years ago. It has shipped to large clouds since (SYNTHETIC)."
    sig = _signal("\n\n".join([*lines, body]) + "\n")
    assert sig["date"] == "2026-05-08"


def test_a_press_release_dateline_names_the_wire_and_the_lead_is_the_title() -> None:
    text = (
        "HARBOUR CITY, Feb. 26, 2025 /PRNewswire/ — Orvane's Zephyr accelerator has reportedly reached "
        "a 40% manufacturing yield, the first time its line has turned a profit.\n" + _MORE
    )
    sig = _signal(text)
    assert sig["source"] == "PRNewswire"
    assert sig["title"].startswith("Orvane's Zephyr accelerator has reportedly reached")
    assert sig["date"] == "2025-02-26"
    assert sig["type"] == "capacity_expansion"  # a yield that rises is more output
