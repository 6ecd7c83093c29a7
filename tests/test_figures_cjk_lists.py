"""Korean and Chinese large-number words, periods and "bound for" names; key-figure list
items; die areas and per-XCD scopes. Every sentence here is SYNTHETIC: the company and chip
names ("Zeta Memory", "제타메모리", "泽塔存储", "Nova X1") and all numbers are invented."""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of, plain_ref

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.quantities import find_quantities
from chipatlas.model.units import BASES, UNITS, convert

_GAZ = DictGazetteer(
    {
        "Zeta Memory": ("company:zeta_memory", "Company"),
        "Acme Foundry": ("company:acme_foundry", "Company"),
        "제타메모리": ("company:zeta_memory", "Company"),
        "오메가칩스": ("company:omega_chips", "Company"),
        "泽塔存储": ("company:zeta_memory", "Company"),
        "Nova X1": ("chip:nova_x1", "Chip"),
    }
)


def _figures(text: str, language: str = "en") -> list[tuple[str, str, str, str, str]]:
    """(subject or '' when unattached, metric, value, unit, scope) of every figure read."""
    claims = claims_of(text, _GAZ, language, plain_ref)
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("unit", ""), c.get("scope", "")) for c in claims
    )


@pytest.mark.parametrize(
    ("text", "kind", "low", "high", "unit", "original"),
    [
        ("合成:利润达到11.4万亿韩元,", "money_krw", 11.4e12, 11.4e12, "KRW", "11.4万亿韩元"),
        ("合成:市值达到5万亿美元的公司", "money", 5e12, 5e12, "USD", "5万亿美元"),
        ("합성: 매출은 17조6391억원이며", "money_krw", 17.6391e12, 17.6391e12, "KRW", "17조6391억원"),
        ("합성: 투자액 1조 2000억 원 규모", "money_krw", 1.2e12, 1.2e12, "KRW", "1조 2000억 원"),
        ("합성: 물량은 2만~3만장 수준", "count", 2e4, 3e4, "count", "2만~3만장"),
        ("合成:营收30亿元", "money_cny", 3e9, 3e9, "CNY", "30亿元"),
        ("a synthetic die of 110 mm² per XCD", "area", 110, 110, "mm2", "110 mm²"),
        ("a synthetic 750mm2 die", "area", 750, 750, "mm2", "750mm2"),
    ],
)
def test_large_number_words_and_areas(
    text: str, kind: str, low: float, high: float, unit: str, original: str
) -> None:
    (q,) = find_quantities(text)
    assert (q.kind, q.low, q.high, q.unit, q.original) == (kind, low, high, unit, original)
    assert text[q.start : q.end] == q.original  # kept verbatim
    found = UNITS[q.unit]  # every unit produced converts through the one registry
    assert q.kind == found.kind
    assert q.si == pytest.approx(q.low * convert(1, q.unit, BASES[found.kind]))


def test_a_bare_large_number_word_counts_nothing() -> None:
    assert find_quantities("합성: 약 2만 명이 참석했다") == []


def test_korean_and_chinese_periods_and_owners() -> None:
    text = "合成:泽塔存储 第三季度营业利润达到11.4万亿韩元,"
    assert _figures(text, "zh") == [
        ("company:zeta_memory", "operating_profit", "11400000000000", "KRW", "per_quarter")
    ]


def test_a_name_bound_for_is_the_buyer_not_the_owner() -> None:
    # "오메가칩스향" = bound for Omega Chips: the supplier is not said, so no subject is guessed.
    text = "합성: 업계에서는 오메가칩스향 공급 물량이 2만∼3만장 수준일 것으로 본다."
    (fig,) = _figures(text, "ko")
    assert fig[0] == "" and fig[2:4] == ("20000-30000", "count")


def test_a_key_figure_list_item_is_its_description_s_company() -> None:
    text = (
        "SYNTHETIC key figures:\n"
        "- 30-40%, estimated Acme Foundry advanced-node yield (vs Zeta Memory 80%+).\n"
        "- 25%, estimated yield of an unnamed line.\n"
        "- 12%, Acme Foundry and Zeta Memory combined share.\n"
    )
    got = sorted((subject, value) for subject, _, value, _, _ in _figures(text))
    # No name ("25%"), or two names ("12%"): kept unattached, no subject guessed.
    assert got == [("", "12"), ("", "25"), ("company:acme_foundry", "30-40")]


def test_an_area_per_xcd() -> None:
    text = "SYNTHETIC: Nova X1 keeps the die area at 110 mm² per XCD."
    assert _figures(text) == [("chip:nova_x1", "die_area", "110", "mm2", "per_xcd")]


def test_money_spent_on_a_plant_named_by_a_demonstrative_is_not_the_company_s() -> None:
    # "해당 공장에" = in the said plant: the plant's money; the plant is not named, so unattached.
    text = "합성: 제타메모리 측은 해당 공장에 건설비 1조2000억원을 투자할 계획이다."
    (fig,) = _figures(text, "ko")
    assert (fig[0], fig[2], fig[3]) == ("", "1200000000000", "KRW")
    plain = "합성: 제타메모리 측은 건설비 1조2000억원을 투자할 계획이다."
    assert [(f[0], f[2]) for f in _figures(plain, "ko")] == [("company:zeta_memory", "1200000000000")]
