"""Taiwan dollars: the adjective after a dollar word, and what a bare 元 is (extract/yuan.py).

Every text here is synthetic, written for this test (invented companies and figures); none is a
supplier fact.
"""

from __future__ import annotations

import pytest

from chipatlas.extract import yuan
from chipatlas.extract.quantities import find_quantities


@pytest.mark.parametrize(
    ("text", "original"),
    [
        (
            "Acme a annoncé un bénéfice de 452,3 milliards de dollars taïwanais.",
            "452,3 milliards de dollars taïwanais",
        ),
        (
            "Acme alcanzó una facturación de 989.920 millones de dólares taiwaneses.",
            "989.920 millones de dólares taiwaneses",
        ),
        (
            "Acme ha registrato ricavi per 98,9 miliardi di dollari taiwanesi.",
            "98,9 miliardi di dollari taiwanesi",
        ),
        ("Der Umsatz von Acme lag bei 98,9 Milliarden Taiwan-Dollar.", "98,9 Milliarden Taiwan-Dollar"),
        ("Acme posted revenue of 98.9 billion Taiwan dollars.", "98.9 billion Taiwan dollars"),
        ("Acme posted revenue of 98.9 billion New Taiwan dollars.", "98.9 billion New Taiwan dollars"),
    ],
)
def test_taiwan_dollar_words_are_twd(text: str, original: str) -> None:
    (q,) = find_quantities(text)
    assert (q.unit, q.kind, q.original) == ("TWD", "money_twd", original)


@pytest.mark.parametrize(
    "text",
    ["Acme a investi 2 milliards de dollars américains.", "Acme invirtió 2.000 millones de dólares."],
)
def test_other_dollars_stay_us_dollars(text: str) -> None:
    assert [q.unit for q in find_quantities(text)] == ["USD"]


def _units(text: str) -> list[tuple[str, str]]:
    read = yuan.reading(text)
    return [(q.original, q.unit) for q in yuan.reread(find_quantities(text), text, read)]


def test_a_document_naming_the_taiwan_dollar_reads_bare_yuan_as_twd() -> None:
    text = "甲公司第3季營收新台幣9,899億元。稅後純益達4,523億元，年增39%。"
    assert yuan.reading(text) == yuan.TWD
    assert ("4,523億元", "TWD") in _units(text)
    simplified = "甲公司营收新台币9899亿元，净利润4523亿元。"
    assert [u for _, u in _units(simplified)] == ["TWD", "TWD"]
    assert yuan.reading("甲公司營收NT$100億，稅後純益達50億元。") == yuan.TWD


def test_a_traditional_page_naming_no_currency_leaves_the_unit_unsaid() -> None:
    """Taiwan or Hong Kong: never guessed, the figure kept with no unit (listed unattached)."""
    text = "甲公司昨日公布第3季財報，稅後純益達576.73億元，為歷年最強第3季，並且創下新高。"
    assert yuan.reading(text) == yuan.UNSURE
    (q,) = yuan.reread(find_quantities(text), text, yuan.UNSURE)
    assert (q.kind, q.unit, q.value) == ("number", "", 576.73e8)


def test_a_renminbi_named_at_the_figure_stays_cny() -> None:
    text = "甲公司營收達2兆元，其中大陸業務營收達人民幣100億元，另有200億元人民幣的訂單。"
    assert yuan.reading(text) == yuan.UNSURE
    assert _units(text) == [("2兆元", ""), ("100億元", "CNY"), ("200億元", "CNY")]


def test_simplified_script_yuan_stays_cny() -> None:
    text = "甲公司二季度实现收入17.7亿元，净利润6.83亿元。"
    assert yuan.reading(text) == yuan.CNY
    assert [u for _, u in _units(text)] == ["CNY", "CNY"]
    # A page naming both currencies gives no reading to a bare 元.
    assert yuan.reading("甲公司营收新台币100亿元，大陆子公司营收人民币20亿元，合计120亿元。") == yuan.UNSURE


@pytest.mark.parametrize(
    ("text", "qualifier"),
    [
        ("합성: 조르블랙스는 15조원 이상의 영업이익을 올렸다.", "at least"),
        ("합성: 조르블랙스는 4조 원에 못 미치는 영업이익을 냈다.", "less than"),
        ("合成: ゾーブラックスの純利益は4,800億円超となった。", "more than"),
        ("합성: 조르블랙스는 월 10만 장 이상을 생산한다.", "at least"),
        ("합성: 조르블랙스는 15조원의 영업이익을 올렸다.", ""),
    ],
)
def test_a_bound_after_a_cjk_amount_is_its_qualifier(text: str, qualifier: str) -> None:
    """Synthetic: "이상", "超", "에 못 미치는" after a large-number amount make it a bound."""
    (q,) = find_quantities(text)
    assert q.qualifier == qualifier
