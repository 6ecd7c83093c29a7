"""The metric table (tests/metric_table.py, SYNTHETIC sentences): every row whose figure the
quantity grammar reads gets a metric the scorer accepts for the row's label (the same name,
or the label's head noun: 'growth' for 'revenue_growth'), and never a bare unit word."""

from __future__ import annotations

import pytest
from evaluation.score import metric_ok
from tests.figure_reading import claims_of
from tests.metric_table import ROWS

from chipatlas.extract.mentions import DictGazetteer

_GAZ = DictGazetteer(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "Nova X1": ("chip:nova_x1", "Chip"),
    }
)
# Rows whose figure the quantity grammar does not read yet ("50.000 Nova X1" with a dot group
# and no counted noun, "30.000 Dollar", "72基", "GPU 72개", "72颗"): no metric to judge. Was 18
# before branch quantities4 read "pétaflops", "192 Go", "Gbit/s", "150 Milliarden Transistoren",
# "2080억 개", "50,000 wafer starts", "80.000 Wafer pro Monat", "월 10만 장".
_NOT_READ = 5


def _metrics(language: str, sentence: str) -> list[str]:
    return [c["metric"] for c in claims_of(sentence, _GAZ, language)]


@pytest.mark.parametrize(("language", "sentence", "metric", "scope"), ROWS)
def test_a_read_figure_is_named_as_labelled(language: str, sentence: str, metric: str, scope: str) -> None:
    got = _metrics(language, sentence)
    assert not got or any(metric_ok(m, metric) for m in got), (got, metric)
    assert not {"percent", "money"} & set(got)


def test_the_grammar_reads_all_but_the_known_rows() -> None:
    unread = sum(1 for language, sentence, _, _ in ROWS if not _metrics(language, sentence))
    assert unread <= _NOT_READ


def test_growth_and_guidance_name_their_result() -> None:
    text = "SYNTHETIC: Zorblax's quarterly revenue grew 25% year over year."
    assert _metrics("en", text) == ["revenue_growth"]
    assert _metrics("en", "SYNTHETIC: Zorblax guided fourth-quarter revenue to $14 billion.") == [
        "revenue_guidance"
    ]


def test_no_unit_alone_names_what_is_measured() -> None:
    # A capacity, compute or bandwidth figure whose sentence names no memory or precision.
    assert _metrics("en", "SYNTHETIC: The Nova X1 offers 96 GB.") == ["capacity"]
    assert _metrics("en", "SYNTHETIC: The Nova X1 rack delivers 3.6 exaflops.") == ["flops"]
    assert _metrics("en", "SYNTHETIC: The Nova X1 reaches 3.6 exaflops peak.") == ["peak_flops"]


def test_a_count_of_chips_shipped_or_ordered() -> None:
    assert _metrics("en", "SYNTHETIC: Zorblax shipped 1.5 million accelerators last year.") == ["shipments"]
    assert _metrics("en", "SYNTHETIC: Quantix placed orders for 100,000 Nova X1 chips.") == ["orders"]
    assert _metrics("en", "SYNTHETIC: Each Nova X1 rack holds 72 GPUs and ships in May.") == [
        "accelerator_count"
    ]


def test_a_round_and_a_worth_are_no_contract() -> None:
    text = "SYNTHETIC: Quantix led Zorblax's $300 million Series C round in 2024."
    assert "funding_round" in _metrics("en", text)
    assert _metrics("en", "SYNTHETIC: Zorblax, once valued at $2 billion, is for sale.") == ["valuation"]
    assert _metrics("en", "SYNTHETIC: Zorblax signed a deal valued at $2 billion.") == ["contract"]


def test_a_multiplier_names_what_it_multiplies_in_other_languages() -> None:
    text = "SYNTHETIC: Der Nova X1 liefert 3x mehr Rechenleistung als sein Vorgänger."
    assert _metrics("de", text) == ["compute_gain"]
    text = "SYNTHETIC: La puce Nova X1 offre 2x plus de bande passante que la précédente."
    assert _metrics("fr", text) == ["bandwidth_gain"]
