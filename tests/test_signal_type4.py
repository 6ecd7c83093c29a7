"""Signal type on unseen text: a results outlook is a results story (branch type4).

SYNTHETIC: every headline and sentence here is invented for this test ("Kestrel Memory", "Orbis
Foundry", "Lumen Systems" do not exist; no sentence reports a real event). Written before the rule.

Class (the held-back batch's largest: "deal" and "partner" words in results stories): a headline
that forecasts, expects or guides the company's revenue, sales or profit names no event the word
tables read ("revenue" alone is a context word), so the lead's first event decides, and a lead
that mentions a supply agreement or a partner makes a results outlook a partnership_deal. A
guidance verb acting on a result noun is the headline's event: financial_results, in English,
German, French, Spanish and Italian (Chinese, Japanese and Korean read the result noun itself).
Near misses keep their type: a forecast of a market (no company's result), expecting to supply or
to build, a forecast of demand.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.taxonomy import classify

# The lead names a supply agreement, a customer, a qualification and partners: deal words in passing.
LEAD = (
    "SYNTHETIC TEST TEXT. The company said its supply agreement with Lumen Systems, its largest"
    " customer, remains in place, and qualification of new parts with partners continues.\n"
    "It gave no further details of the deal."
)

ROWS = (
    ("Kestrel Memory forecasts fourth-quarter revenue above estimates on AI demand", "financial_results"),
    ("Kestrel Memory expects third-quarter sales of about $9 billion", "financial_results"),
    ("Orbis Foundry sees full-year revenue growing 30%", "financial_results"),
    ("Orbis Foundry guides first-quarter revenue below consensus", "financial_results"),
    ("Kestrel Memory projects record annual profit as HBM prices climb", "financial_results"),
    ("Kestrel Memory erwartet für das dritte Quartal einen Umsatz von 9 Milliarden", "financial_results"),
    ("Kestrel Memory prognostiziert einen höheren Gewinn im Gesamtjahr", "financial_results"),
    ("Kestrel Memory prévoit un chiffre d'affaires record au quatrième trimestre", "financial_results"),
    ("Kestrel Memory prevé unos ingresos de 9.000 millones en el tercer trimestre", "financial_results"),
    ("Kestrel Memory prevede ricavi in crescita nel quarto trimestre", "financial_results"),
    ("ケストレル、通期の売上高見通しを上方修正", "financial_results"),
    ("케스트렐, 4분기 매출 전망 상향", "financial_results"),
    ("凯斯特预计第四季度营收创新高", "financial_results"),
    # near misses: expecting to supply or to build, and a forecast of demand, keep their own type
    ("Kestrel Memory expects to supply HBM4 to Lumen Systems next year", "partnership_deal"),
    ("Orbis Foundry expects its new fab in Penang to start production in 2027", "capacity_expansion"),
)


@pytest.mark.parametrize(("title", "expected"), ROWS, ids=[r[0][:40] for r in ROWS])
def test_a_results_outlook_is_a_results_story(title: str, expected: str) -> None:
    assert classify(title, LEAD).type == expected


@pytest.mark.parametrize(
    "title",
    [
        "Analysts forecast HBM demand to double next year",
        "Kestrel Memory expects AI demand to stay strong",
        "Kestrel Memory expects its fourth-quarter shipments to rise",  # no result noun
        "La demanda de memoria HBM se duplicará, prevé la consultora",
    ],
)
def test_a_forecast_of_demand_is_no_results_story(title: str) -> None:
    assert classify(title, LEAD).type != "financial_results"
