"""Money near an acquisition word that buys no company (issue #10, branch figprec): SYNTHETIC
sentences, every company ("Zorblax", "Quantix") and number invented. Each row is (sentence,
language, what must be stored as (subject, metric, value, scope)); '' as the subject is a figure
kept unattached with its quote.

- a client or customer won ("the acquisition of a new major client with an order exceeding $10
  billion", "a newly acquired client", "l'acquisizione di un nuovo cliente") is no acquisition:
  the money is not an acquisition price;
- an investment named nearer the amount than the acquisition word ("the acquisition of a stake
  in Quantix and an investment of $700 million in a start-up", "un investimento da 700 milioni",
  "$100 billion in investments") is an investment, not the acquisition's price; whose (the
  buyer's, or the name nearer) the words do not settle, so it stays unattached.
"""

from __future__ import annotations

import pytest
from tests.test_figure_meanings import Row, _read

Z = "company:zorblax"

CLIENTS: list[Row] = [
    (
        "SYNTHETIC: Zorblax announced the acquisition of a new major client with an order worth $10 billion.",
        "en",
        [(Z, "contract", "10000000000", "")],
    ),
    (
        "SYNTHETIC: Zorblax got a new order from a newly acquired client worth $10 billion.",
        "en",
        [(Z, "contract", "10000000000", "")],
    ),
    (
        "SINTETICO: Zorblax ha annunciato l'acquisizione di un nuovo cliente con un ordine da 10 miliardi "
        "di dollari.",
        "it",
        [("", "money", "10000000000", "")],
    ),
    (  # near miss: a company bought
        "SYNTHETIC: Zorblax announced the acquisition of Quantix for $10 billion.",
        "en",
        [(Z, "acquisition", "10000000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), CLIENTS)
def test_a_client_won_is_no_acquisition(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want


INVESTMENTS: list[Row] = [
    (
        "SINTETICO: Tra gli impegni di Zorblax c'è l'acquisizione di una partecipazione in Quantix e un "
        "investimento da 700 milioni di dollari in una startup.",
        "it",
        [("", "investment", "700000000", "")],
    ),
    (
        "SYNTHETIC: Zorblax's commitments include the acquisition of a stake in Quantix and an "
        "investment of $700 million in a start-up.",
        "en",
        [("", "investment", "700000000", "")],
    ),
    (  # near miss: the acquisition's own price, an investment named only after it
        "SYNTHETIC: Zorblax is acquiring Quantix for $700 million, its largest investment yet.",
        "en",
        [(Z, "acquisition", "700000000", "")],
    ),
]


@pytest.mark.parametrize(("text", "language", "want"), INVESTMENTS)
def test_an_investment_nearer_than_the_acquisition_is_an_investment(
    text: str, language: str, want: list[tuple[str, str, str, str]]
) -> None:
    assert _read(text, language) == want
