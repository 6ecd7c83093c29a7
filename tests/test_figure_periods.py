"""Results figures: the reporting period (named in the sentence or carried from an earlier
one), results words in several languages, losses and falls signed, "from X to Y" changes.
Every sentence here is SYNTHETIC: the companies ("Zorblax", "Quantix") and all numbers are
invented."""

from __future__ import annotations

from tests.figure_reading import claims_of, figures_of

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.periods import reporting_period, results_period

_GAZ = DictGazetteer({"Zorblax": ("company:zorblax", "Company"), "Quantix": ("company:quantix", "Company")})


def _figures(text: str) -> list[tuple[str, str, str, str]]:
    return figures_of(text, _GAZ)


def test_a_quarter_is_read_in_each_language() -> None:
    quarters = [
        "Zorblax posted its best second quarter.",
        "Revenue this quarter was a record.",
        "first-quarter revenue",
        "Q3 sales",
        "im ersten Quartal",
        "en el segundo trimestre",
        "per il trimestre gennaio-marzo",
        "2분기 영업이익",
        "第三季度营收",
        "第2四半期の売上高",
    ]
    assert [reporting_period(s) for s in quarters] == ["per_quarter"] * len(quarters)
    assert reporting_period("For the full year, it reported more.") == "per_year"


def test_a_fraction_is_no_quarter() -> None:
    assert reporting_period("Zorblax holds a quarter of the market.") is None
    assert reporting_period("Zorblax invested heavily.") is None


def test_only_results_take_a_carried_period() -> None:
    assert results_period("revenue", "sales of", "sales of", "per_quarter") == "per_quarter"
    assert results_period("revenue_growth", "", "", "per_year") == "per_year"
    assert results_period("investment", "invest", "invest", "per_quarter") is None
    assert results_period("grant", "grant", "grant", "per_quarter") is None


def test_quarterly_revenue_in_the_sentence() -> None:
    text = "SYNTHETIC: Zorblax's latest quarter was strong: $7.1 billion in revenue, up 12% from last year."
    assert _figures(text) == [
        ("company:zorblax", "revenue", "7100000000", "per_quarter"),
        ("company:zorblax", "revenue_growth", "12", "per_quarter"),
    ]


def test_the_period_and_the_company_carry_to_a_later_sentence() -> None:
    text = (
        "SYNTHETIC: Zorblax logró un récord en el segundo trimestre con un beneficio operativo de "
        "3,1 billones de won. Los ingresos aumentaron un 21 por ciento interanual a 8,4 billones de won."
    )
    assert _figures(text) == [
        ("company:zorblax", "operating_profit", "3100000000000", "per_quarter"),
        ("company:zorblax", "revenue", "8400000000000", "per_quarter"),
        ("company:zorblax", "revenue_growth", "21", "per_quarter"),
    ]


def test_italian_results_and_a_loss_signed() -> None:
    text = (
        "SYNTHETIC: Zorblax ha registrato un utile operativo di 1,2 trilioni di won per il trimestre "
        "aprile-giugno, contro una perdita di 0,7 trilioni di won un anno prima. Il fatturato è "
        "aumentato del 40% rispetto all'anno precedente, raggiungendo i 5,5 trilioni di won."
    )
    assert _figures(text) == [
        ("company:zorblax", "operating_profit", "-700000000000", "per_quarter"),
        ("company:zorblax", "operating_profit", "1200000000000", "per_quarter"),
        ("company:zorblax", "revenue", "5500000000000", "per_quarter"),
        ("company:zorblax", "revenue_growth", "40", "per_quarter"),
    ]


def test_german_changes_of_one_amount() -> None:
    text = (
        "SYNTHETIC: Zorblax hat im ersten Quartal einen Umsatz von 9,3 Milliarden US-Dollar erzielt – "
        "ein Anstieg um 8 Prozent gegenüber dem Vorquartal und 31 Prozent im Jahresvergleich."
    )
    assert _figures(text) == [
        ("company:zorblax", "revenue", "9300000000", "per_quarter"),
        ("company:zorblax", "revenue_growth", "31", "per_quarter"),
        ("company:zorblax", "revenue_growth", "8", "per_quarter"),
    ]


def test_a_fall_is_a_negative_growth() -> None:
    text = "SYNTHETIC: In the third quarter Zorblax net income fell 18% to $2.2 billion."
    assert _figures(text) == [
        ("company:zorblax", "net_income", "2200000000", "per_quarter"),
        ("company:zorblax", "net_income_growth", "-18", "per_quarter"),
    ]


def test_a_margin_of_the_company_in_focus_and_a_change_from_to() -> None:
    text = (
        "SYNTHETIC: Zorblax cerró el segundo trimestre con ventas récord. "
        "El margen operativo también aumentó, del 22 al 29 por ciento."
    )
    got = _figures(text)
    assert ("company:zorblax", "margin", "22", "per_quarter") in got
    assert ("company:zorblax", "margin", "29", "per_quarter") in got
    assert not [f for f in got if f[2] == "22-29"]


def test_a_margin_with_two_companies_in_view_stays_unattached() -> None:
    text = "SYNTHETIC: Zorblax and Quantix reported results. The gross margin was 61%."
    assert _figures(text) == [("", "margin", "61", "")]


def test_an_investment_takes_no_carried_quarter() -> None:
    text = "SYNTHETIC: Zorblax grew sales in the second quarter. Zorblax will invest $3 billion in a new fab."
    assert ("company:zorblax", "investment", "3000000000", "") in _figures(text)


def test_a_cut_of_energy_at_the_figure_is_a_negative_change() -> None:
    from chipatlas.extract.company_metrics import percent_metric

    def metric(words: str) -> str:
        at = words.index("%") - 2
        return percent_metric(words, at, 3)

    assert metric("promises 4x gains and up to 35% energy savings") == "energy_change"
    assert metric("uses 15% less power than before") == "power_change"
    assert metric("can cut energy use by 45% versus generic chips") == "energy_change"
    # the cut is written elsewhere in the clause: the figure is a performance lift
    assert metric("lifting throughput by up to 55% while cutting energy use") != "energy_change"


def test_a_chips_energy_saving_is_stored_negative() -> None:
    gaz = DictGazetteer({"Trainium9": ("chip:trainium9", "Chip")})
    text = (
        "SYNTHETIC: Trainium9 promises 4x performance gains and up to 35% energy savings on some workloads."
    )
    got = figures_of(text, gaz)
    assert ("chip:trainium9", "energy_change", "-35", "per_chip") in got


def _zh(text: str) -> list[tuple[str, str, str, str]]:
    gaz = DictGazetteer({"Zorblax": ("company:zeta", "Company")})
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("scope", ""))
        for c in claims_of(text, gaz, "zh")
    )


def test_a_chinese_rise_to_an_amount_is_that_amounts_growth() -> None:
    got = _zh("SYNTHETIC: Zorblax 第二季度运营利润飙升48%至创纪录的3.2万亿韩元。")
    assert ("company:zeta", "operating_profit", "3200000000000", "per_quarter") in got
    assert ("company:zeta", "operating_profit_growth", "48", "per_quarter") in got
    fall = _zh("SYNTHETIC: Zorblax 第二季度运营利润下滑21%至1.1万亿韩元。")
    assert ("company:zeta", "operating_profit_growth", "-21", "per_quarter") in fall


def test_a_share_of_its_revenue_is_the_possessives_company() -> None:
    text = (
        "SYNTHETIC: Most of Zorblax's money came from servers, $5.5 billion this quarter, "
        "making up 77% of its total revenue."
    )
    assert ("company:zorblax", "revenue_share", "77", "per_quarter") in _figures(text)
    two = "SYNTHETIC: Zorblax said Quantix made up 33% of its revenue."
    assert ("", "revenue_share", "33", "") in _figures(two)
