"""A page's own date and source, on SYNTHETIC pages (branch type6, issue #10 §4): a photo credit
("Source: X" under a caption) is not the page's source; a date written "December, 16, 2025" or run
into the agency's name ("ExamplewireJan 28, 2026") is still the page's date.

Every company, outlet and figure is invented; no sentence is taken from a real document.
"""

from __future__ import annotations

import pytest

from chipatlas.extract import extract_document
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument


def _signal(text: str) -> dict[str, str]:
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    out = extract_document(doc, lambda kind, name, *aliases: new_id(kind, name))
    return {s.prop: s.value for s in out.statements if s.schema == "Signal"}


BODY = (
    "Kestrel said it will add a second packaging line at its Orbisville plant, doubling its output of "
    "interposers next year.\n\nThe company expects the line to start production in the spring.\n"
)

# (language, credit line) -- Synthetic. A credit under a photo caption names the picture's source.
CREDITS = [
    ("en", "Source: Kestrel"),
    ("de", "Quelle: Kestrel"),
    ("es", "Fuente: Kestrel"),
    ("it", "Fonte: Kestrel"),
    ("zh", "来源：Kestrel"),
]


@pytest.mark.parametrize(("lang", "credit"), CREDITS)
def test_a_photo_credit_is_not_the_page_source(lang: str, credit: str) -> None:
    text = (
        "22 Jul, 2025\n\nKestrel adds a second packaging line\n\n"
        f"Kestrel's plant in Orbisville is seen in this picture.\n{credit}\n\n" + BODY
    )
    assert _signal(text)["source"] == "news.example.com", lang


@pytest.mark.parametrize(("lang", "line"), [("en", "Source: Orbis Daily"), ("de", "Quelle: Orbis Zeitung")])
def test_a_source_line_in_the_header_is_still_read(lang: str, line: str) -> None:
    text = f"{line}\nPublished: 2025-11-28\n\nKestrel adds a second packaging line\n\n" + BODY
    assert _signal(text)["source"] == line.split(": ")[1], lang


@pytest.mark.parametrize(
    ("head", "date"),
    [
        ("December, 16, 2025, Orbisville--Kestrel said it will add a second packaging line.", "2025-12-16"),
        ("ExamplewireJan 28, 2026 10:42 AM", "2026-01-28"),
        ("Examplewire Jan 28, 2026 10:42 AM", "2026-01-28"),
    ],
)
def test_a_date_with_commas_or_run_into_the_agency(head: str, date: str) -> None:
    text = f"Kestrel adds a second packaging line\n\n{head}\n\n" + BODY
    assert _signal(text).get("date") == date


def test_a_month_then_a_count_is_no_date() -> None:
    # must not: "June, 16 companies" is no day
    lead = "In June, 16 companies joined Kestrel's programme."
    text = f"Kestrel adds a second packaging line\n\n{lead}\n\n" + BODY
    assert "date" not in _signal(text)
