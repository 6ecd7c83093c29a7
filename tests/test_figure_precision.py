"""Precision first: a figure is kept unattached rather than put on a subject that is not
clearly its own (a comparison base, another clause's name, a buyer, an order of size).
Every sentence here is SYNTHETIC: the chips ("Trainium9", "Trainium8"), companies
("Zorblax", "Quantix") and all numbers are invented; only the memory maker's id is real,
because the memory rule knows the real makers' ids."""

from __future__ import annotations

from dataclasses import replace

from tests.figure_reading import figures_of

from chipatlas.extract.mentions import DictGazetteer, Mention


class _Canonical(DictGazetteer):
    """As the store's gazetteer: a mention carries its entity's canonical name."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        return [
            replace(m, name="Samsung Electronics") if m.entity_id == "company:samsung" else m
            for m in super().find(text, offset, language)
        ]


_GAZ = _Canonical(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "삼성전자": ("company:samsung", "Company"),
        "SK hynix": ("company:sk_hynix", "Company"),
        "Nova R72": ("platform:nova_r72", "Platform"),
        "제타메모리": ("company:zeta_memory", "Company"),
    }
)


def _figures(text: str) -> list[tuple[str, str, str, str]]:
    return figures_of(text, _GAZ)


def test_the_previous_chip_of_a_multiplier_is_its_base_not_its_subject() -> None:
    text = (
        "SYNTHETIC: The Trainium9 design is the next engine. This chip delivers 2.5x the "
        "performance of the previous Trainium8, 30% power efficiency improvement, and 4x faster inference."
    )
    got = _figures(text)
    assert got and all(f[0] == "chip:trainium9" for f in got)


def test_nx_the_measure_of_a_chip_names_the_base() -> None:
    assert _figures("SYNTHETIC: Trainium9 offers 3x the memory bandwidth of Trainium8.") == [
        ("chip:trainium9", "bandwidth_gain", "3", "per_chip")
    ]


def test_a_specs_earlier_value_after_up_from_is_not_the_chips() -> None:
    text = "SYNTHETIC: Trainium9 delivers 5 PFLOPS of FP8 compute, up from 2 PFLOPS on Trainium8."
    assert _figures(text) == [("chip:trainium9", "fp8_flops", "5", "per_chip")]


def test_a_year_earlier_is_no_per_year_scope() -> None:
    text = "SYNTHETIC: Zorblax reported revenue of $9 billion, up from $6 billion a year earlier."
    assert ("company:zorblax", "revenue", "6000000000", "per_year") not in _figures(text)


def test_the_company_of_its_own_clause_is_not_another_clauses_name() -> None:
    text = (
        "SYNTHETIC: Started in 2019 by two professors alongside Quantix veteran Ann Lee, "
        "the company has raised $1.3 billion in total."
    )
    assert _figures(text) == [("", "money", "1300000000", "")]


def test_a_named_owner_in_the_figures_own_clause_still_owns_it() -> None:
    assert _figures("SYNTHETIC: Quantix said the firm will invest $2 billion.") == [
        ("company:quantix", "investment", "2000000000", "")
    ]


def test_an_amount_restating_a_buyers_share_of_revenue_is_no_companys_revenue() -> None:
    text = (
        "SYNTHETIC: One buyer made up 31.5 percent of Zorblax's second-quarter revenue, "
        "about $2.2 billion, which analysts think is Quantix."
    )
    got = _figures(text)
    # "second-quarter revenue": the period is kept even on the unattached amount
    assert ("", "customer_revenue", "2200000000", "per_quarter") in got
    assert not [f for f in got if f[2] == "2200000000" and f[0]]


def test_revenue_from_a_customer_is_unattached() -> None:
    text = "SYNTHETIC: Zorblax booked $1.8 billion of revenue from its largest customer, Quantix."
    assert _figures(text) == [("", "customer_revenue", "1800000000", "")]


def test_a_companys_own_revenue_stays_its_own() -> None:
    assert _figures("SYNTHETIC: Zorblax reported revenue of $9 billion for the quarter.") == [
        ("company:zorblax", "revenue", "9000000000", "per_quarter")
    ]


def test_a_vague_count_is_no_spec() -> None:
    text = "SYNTHETIC: The Trainium9 UltraServer runs collective engines across hundreds of chips."
    assert _figures(text) == [("", "accelerator_count", "100-999", "per_ultraserver")]


def test_a_vague_count_still_sizes_a_named_cluster() -> None:
    text = "SYNTHETIC: Project Zephyr uses hundreds of thousands of Trainium9 chips."
    assert _figures(text) == [("cluster:project_zephyr", "accelerator_count", "100000-999999", "per_cluster")]


def test_a_cluster_size_count_is_never_one_systems() -> None:
    text = (
        "SYNTHETIC: The new Trainium9 UltraServer system lets customers build large clusters, "
        "linking up to 2 million Trainium9 chips. Each UltraServer holds up to 96 chips."
    )
    assert _figures(text) == [
        ("", "accelerator_count", "2000000", ""),
        ("platform:trainium9_ultraserver", "accelerator_count", "96", "per_ultraserver"),
    ]


def test_a_memory_product_has_one_name_in_every_language() -> None:
    got = _figures("SYNTHETIC: 삼성전자 HBM9E 16단 제품이 공개됐다.")
    assert got == [("chip:samsung_hbm9e", "stack_layers", "16", "per_stack")]


def test_a_products_sales_are_not_its_makers_revenue() -> None:
    assert _figures("SYNTHETIC: Zorblax's Trainium9 sales reached $4.1 billion in the quarter.") == [
        ("", "revenue", "4100000000", "per_quarter")
    ]
    assert _figures("SYNTHETIC: Zorblax's Nova R72 revenue was $3 billion.") == [
        ("", "product_revenue", "3000000000", "")  # a model-numbered product's (branch figclass)
    ]


def test_a_maker_named_after_its_product_owns_the_money() -> None:
    assert _figures("SYNTHETIC: Trainium9 maker Zorblax reported revenue of $7 billion.") == [
        ("company:zorblax", "revenue", "7000000000", "")
    ]


def test_money_whose_purpose_no_word_says_is_unattached() -> None:
    assert _figures("SYNTHETIC: Zorblax's record quarter: $12B in just 3 months.") == [
        ("", "money", "12000000000", "")
    ]


def test_operating_profit_and_guidance_are_named() -> None:
    got = _figures(
        "SYNTHETIC: Zorblax posted operating profit of $2 billion. "
        "Zorblax expects the next quarter to bring $9 billion."
    )
    assert got == [
        ("company:zorblax", "guidance", "9000000000", "per_quarter"),  # "the next quarter"
        ("company:zorblax", "operating_profit", "2000000000", ""),
    ]


def test_a_per_stack_figure_is_the_memorys_not_the_chips() -> None:
    got = _figures("SYNTHETIC: Trainium9 pairs with SK hynix HBM9, which reaches 3.1 TB/s per stack.")
    assert got == [("chip:sk_hynix_hbm9", "hbm_bandwidth", "3.1", "per_stack")]
    got = _figures("SYNTHETIC: Trainium9 carries eight HBM9 stacks with 4 TB/s per stack.")
    assert ("", "hbm_bandwidth", "4", "per_stack") in got  # no maker named: whose memory is not said


def test_memory_figures_after_a_memory_maker_are_not_the_chips() -> None:
    got = _figures("SYNTHETIC: Trainium9 pairs with SK hynix HBM9, which offers 48 GB in each package.")
    assert [f[0] for f in got] == [""]
    got = _figures("SYNTHETIC: Trainium9 carries 384 GB of HBM9.")
    assert ("chip:trainium9", "hbm_capacity", "384", "per_chip") in got


def test_the_purpose_nearest_a_long_amount_is_measured_from_its_ends() -> None:
    text = (
        "SYNTHETIC: Subsidies back Zorblax's plans to invest approximately $30 billion "
        "in gross capex by 2031."
    )
    assert _figures(text) == [("company:zorblax", "capex", "30000000000", "")]


def test_cache_and_die_to_die_figures_are_named_by_their_own_words() -> None:
    assert _figures("SYNTHETIC: Trainium9 keeps a 96 MB global L3 cache between its dies.") == [
        ("chip:trainium9", "cache_capacity", "96", "per_chip")
    ]
    text = (
        "SYNTHETIC: Trainium9 joins its two dies with a chip-to-chip interconnect with 12 TB/s "
        "of bandwidth, and carries 8 TB/s of HBM bandwidth."
    )
    got = _figures(text)
    assert ("chip:trainium9", "die_to_die_bandwidth", "12", "per_chip") in got
    assert ("chip:trainium9", "hbm_bandwidth", "8", "per_chip") in got


def test_stock_moves_market_value_changes_and_beats_are_named() -> None:
    got = _figures("SYNTHETIC: Zorblax's stock is up about 12% (adding ~$90 billion to market cap) today.")
    assert got == [
        ("company:zorblax", "market_cap_change", "90000000000", ""),
        ("company:zorblax", "share_price_change", "12", ""),
    ]
    got = _figures("SYNTHETIC: Zorblax posted $20 billion in revenue, beating estimates by $1 billion.")
    assert got == [
        ("company:zorblax", "beat", "1000000000", ""),
        ("company:zorblax", "revenue", "20000000000", ""),
    ]


def test_a_market_share_in_korean_is_a_share() -> None:
    got = _figures("합성(SYNTHETIC): 내년 제타메모리 HBM 점유율이 40%를 넘을 전망이다.")
    assert got == [("company:zeta_memory", "share", "40", "")]


def test_respectively_pairs_each_figure_with_its_own_measure() -> None:
    text = (
        "SYNTHETIC: Trainium9 compute is three times higher, with memory and power efficiency "
        "increased by two times and 35% respectively."
    )
    assert _figures(text) == [
        ("chip:trainium9", "compute_gain", "3", "per_chip"),
        ("chip:trainium9", "efficiency_gain", "35", "per_chip"),
        ("chip:trainium9", "memory_gain", "2", "per_chip"),
    ]


def test_a_percentage_of_growth_belongs_to_the_amount_it_modifies() -> None:
    text = "SYNTHETIC: Zorblax's latest quarter was strong: $41.2 billion in revenue, up 64% from last year."
    assert ("company:zorblax", "revenue_growth", "64", "per_quarter") in _figures(text)
    text = "SYNTHETIC: At Zorblax, net income rose about 58% to $17.5 billion."
    assert ("company:zorblax", "net_income_growth", "58", "") in _figures(text)


def test_the_growth_of_an_amount_with_no_purpose_is_unattached() -> None:
    assert _figures("SYNTHETIC: Zorblax's record quarter: $12B, up 20%.") == [
        ("", "growth", "20", ""),
        ("", "money", "12000000000", ""),
    ]


def test_a_stock_move_in_korean_is_named_but_not_given_to_the_focus() -> None:
    # A fall is labelled negative ("down 2%" = -2%) and the reader keeps no sign yet: a stock
    # move naming no owner stays unattached rather than go to the company in focus.
    text = "합성(SYNTHETIC): 제타메모리 측이 HBM9 공급 계약을 따냈다. 이 소식에 주가도 7% 넘게 올랐다."
    assert _figures(text) == [("", "share_price_change", "7", "")]


def test_write_downs_forgone_sales_and_share_prices_are_named() -> None:
    got = _figures("SYNTHETIC: Zorblax had to book a write-down of $1.5 billion on stock of old parts.")
    assert got == [("company:zorblax", "write_down", "1500000000", "")]
    got = _figures(
        "SYNTHETIC: Zorblax musste auf weitere 1,5 Milliarden US-Dollar an Lieferungen verzichten."
    )
    assert got == [("company:zorblax", "lost_revenue", "1500000000", "")]
    got = _figures("SYNTHETIC: Zorblax stock closed up 2% to $88.10 on Monday.")
    assert ("company:zorblax", "share_price", "88.1", "") in got
