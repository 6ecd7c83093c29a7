"""The quantity grammar in every gold language (issue #10 item 3).

Every sentence here is synthetic, written for this test (invented companies and figures);
none is a supplier fact.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.quantities import find_quantities
from chipatlas.model.units import BASES, UNITS, convert

# (language, text, kind, low, high, unit, original, qualifier)
_READ = [
    # Money with other languages' scale and currency words.
    ("es", "Acme ganó 9,2 billones de won en el trimestre.", "money_krw", 9.2e12, 9.2e12, "KRW",
     "9,2 billones de won", ""),
    ("es", "Acme invertirá 7.500 mil millones de wones.", "money_krw", 7.5e12, 7.5e12, "KRW",
     "7.500 mil millones de wones", ""),
    ("it", "Acme ha registrato 2,1 miliardi di dollari di utile.", "money", 2.1e9, 2.1e9, "USD",
     "2,1 miliardi di dollari", ""),
    ("it", "un utile di 1,5 trilioni di won.", "money_krw", 1.5e12, 1.5e12, "KRW", "1,5 trilioni di won", ""),
    ("de", "Der Umsatz lag bei 4,5 Mrd. Euro.", "money_eur", 4.5e9, 4.5e9, "EUR", "4,5 Mrd. Euro", ""),
    ("de", "ein Auftrag über 120 Mio. Euro", "money_eur", 1.2e8, 1.2e8, "EUR", "120 Mio. Euro", ""),
    ("fr", "Acme investit 3 milliards d'euros.", "money_eur", 3e9, 3e9, "EUR", "3 milliards d'euros", ""),
    # One comma before three digits is a decimal comma in it/de/fr, never thousands.
    ("it", "Acme ha registrato ricavi per 57,006 miliardi di dollari.", "money", 57.006e9, 57.006e9, "USD",
     "57,006 miliardi di dollari", ""),
    ("de", "Der Umsatz stieg auf 12,125 Milliarden Dollar.", "money", 12.125e9, 12.125e9, "USD",
     "12,125 Milliarden Dollar", ""),
    ("fr", "une perte de 1,250 milliard d'euros", "money_eur", 1.25e9, 1.25e9, "EUR",
     "1,250 milliard d'euros", ""),
    ("fr", "un budget de 2,500 millions d'euros", "money_eur", 2.5e6, 2.5e6, "EUR",
     "2,500 millions d'euros", ""),
    ("fr", "un chiffre de 165 milliards de dollars", "money", 1.65e11, 1.65e11, "USD",
     "165 milliards de dollars", ""),
    ("en", "revenue of 4.2 trillion won this year", "money_krw", 4.2e12, 4.2e12, "KRW",
     "4.2 trillion won", ""),
    ("en", "a €1.5 billion plant", "money_eur", 1.5e9, 1.5e9, "EUR", "€1.5 billion", ""),
    ("en", "a NT$300 billion budget", "money_twd", 3e11, 3e11, "TWD", "NT$300 billion", ""),
    ("ko", "Acme는 매출 3조 원을 기록했다.", "money_krw", 3e12, 3e12, "KRW", "3조 원", ""),
    ("ja", "Acmeは5000億円を投じる。", "money_jpy", 5e11, 5e11, "JPY", "5000億円", ""),
    ("ja", "Acmeは1兆2000億ウォンを投資", "money_krw", 1.2e12, 1.2e12, "KRW", "1兆2000億ウォン", ""),
    ("ja", "総額100億ドルの契約", "money", 1e10, 1e10, "USD", "100億ドル", ""),
    ("zh", "Acme投資新台幣1000億元擴產", "money_twd", 1e11, 1e11, "TWD", "1000億元", ""),
    ("zh", "Acme获得5亿美元融资", "money", 5e8, 5e8, "USD", "5亿美元", ""),
    # Percent words, full-width signs, numbers glued to CJK text.
    ("de", "ein Anstieg um 12 Prozent", "percent", 12, 12, "%", "12 Prozent", ""),
    ("de", "eine Marge von 60,5 Prozent", "percent", 60.5, 60.5, "%", "60,5 Prozent", ""),
    ("es", "creció un 35 por ciento", "percent", 35, 35, "%", "35 por ciento", ""),
    ("it", "salito del 14 per cento", "percent", 14, 14, "%", "14 per cento", ""),
    ("fr", "une hausse de 8 pour cent", "percent", 8, 8, "%", "8 pour cent", ""),
    ("ja", "シェアを0%に下げた", "percent", 0, 0, "%", "0%", ""),
    ("ja", "生産量の約8%を占める", "percent", 8, 8, "%", "約8%", "approx."),
    ("zh", "股價漲幅達5.3％", "percent", 5.3, 5.3, "%", "5.3％", ""),
    ("ko", "점유율 약 60% 수준", "percent", 60, 60, "%", "약 60%", "approx."),
    # Ranges written with "~" / "〜" and a dash.
    ("ko", "점유율은 25~30% 수준", "percent", 25, 30, "%", "25~30%", ""),
    ("ja", "利益率は20〜25%", "percent", 20, 25, "%", "20〜25%", ""),
    ("en", "a share of 60-70%", "percent", 60, 70, "%", "60-70%", ""),
    # Counts with CJK counters; two figures stay two.
    ("zh", "月產能從 7 萬片提升", "count", 7e4, 7e4, "count", "7 萬片", ""),
    ("ja", "月3万枚を生産", "count", 3e4, 3e4, "count", "3万枚", ""),
    ("ko", "연간 2만장 규모", "count", 2e4, 2e4, "count", "2만장", ""),
    ("zh", "出貨100萬顆晶片", "count", 1e6, 1e6, "count", "100萬顆", ""),
    ("zh", "Acme的12層產品", "count", 12, 12, "count", "12層", ""),
    # Counted things with a scale word, and French space-grouped thousands.
    ("fr", "plus de 2 millions de puces commandées", "count", 2e6, 2e6, "count",
     "plus de 2 millions de puces", "more than"),
    ("fr", "un stock de 700 000 unités", "count", 7e5, 7e5, "count", "700 000 unités", ""),
    # Bounds written after the figure, and "per second" written before a size.
    ("ja", "1秒当たり11Gb(ギガビット)以上の速度", "bits_per_s", 11, 11, "Gb/s",
     "1秒当たり11Gb(ギガビット)以上", "at least"),
    ("ko", "초당 2TB 이상의 데이터", "bytes_per_s", 2, 2, "TB/s", "초당 2TB 이상", "at least"),
    ("zh", "每秒 1.5TB 的頻寬", "bytes_per_s", 1.5, 1.5, "TB/s", "每秒 1.5TB", ""),
    ("ja", "11Gbps以上の速度", "bits_per_s", 11, 11, "Gb/s", "11Gbps以上", "at least"),
    # Approximate words and bounds in European languages.
    ("de", "etwa 40 Prozent", "percent", 40, 40, "%", "etwa 40 Prozent", "approx."),
    ("fr", "environ 30% du marché", "percent", 30, 30, "%", "environ 30%", "approx."),
    ("it", "circa 20 per cento", "percent", 20, 20, "%", "circa 20 per cento", "approx."),
    ("en", "a turnover 5% higher", "percent", 5, 5, "%", "5%", ""),
    ("en", "About 40% of it", "percent", 40, 40, "%", "About 40%", "approx."),
    ("es", "hasta 10 TB/s", "bytes_per_s", 10, 10, "TB/s", "hasta 10 TB/s", "up to"),
    ("de", "bis zu 700 W", "power", 700, 700, "W", "bis zu 700 W", "up to"),
    ("zh", "股價漲逾5％", "percent", 5, 5, "%", "逾5％", "more than"),
    # Units in other scripts and words.
    ("ko", "Acme의 2나노 공정", "node", 2, 2, "nm", "2나노", ""),
    ("zh", "採用3奈米製程", "node", 3, 3, "nm", "3奈米", ""),
    ("ja", "36Gバイトのメモリ", "bytes", 36, 36, "GB", "36Gバイト", ""),
    ("en", "the rack weighs 1.5 tons", "mass", 1.5, 1.5, "t", "1.5 tons", ""),
]  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "text", "kind", "low", "high", "unit", "original", "qualifier"), _READ, ids=[r[1] for r in _READ]
)
def test_read_in_every_language(
    lang: str, text: str, kind: str, low: float, high: float, unit: str, original: str, qualifier: str
) -> None:
    found = [q for q in find_quantities(text) if q.original == original]
    assert found, (lang, [q.original for q in find_quantities(text)])
    (q,) = found
    assert (q.kind, q.unit, q.qualifier) == (kind, unit, qualifier)
    assert (q.low, q.high) == (pytest.approx(low), pytest.approx(high))
    assert text[q.start : q.end] == q.original


def test_two_figures_in_one_sentence_stay_two() -> None:
    qs = find_quantities("synthetic: capacity rises from 7 萬片 to 13 萬片 a month")
    assert [(q.value, q.original) for q in qs] == [(7e4, "7 萬片"), (13e4, "13 萬片")]


# A sum in brackets after a sum in another currency is the same fact converted: one quantity.
@pytest.mark.parametrize(
    ("text", "original", "converted"),
    [
        ("un utile di 2,89 trilioni di won (2,1 miliardi di dollari) nel trimestre", "2,89 trilioni di won",
         "2,1 miliardi di dollari"),
        ("ingresos de 22,2 billones de won (16,1 mil millones de dólares)", "22,2 billones de won",
         "16,1 mil millones de dólares"),
        ("revenue of 4.79 trillion won ($3.45 billion) in the quarter", "4.79 trillion won", "$3.45 billion"),
        ("Acme는 9조 원(US$ 6.7bn)을 투자", "9조 원", "US$ 6.7bn"),
    ],
)  # fmt: skip
def test_bracketed_conversion_is_one_fact(text: str, original: str, converted: str) -> None:
    money = [q for q in find_quantities(text) if q.kind.startswith("money")]
    assert [q.original for q in money] == [original]
    assert money[0].qualifier.endswith(f"converted: {converted}")


def test_same_currency_in_brackets_stays_two() -> None:
    qs = find_quantities("synthetic: $5 billion ($2 billion last year)")
    assert [q.value for q in qs] == [5e9, 2e9]


# Never a quantity: years, model numbers, dates, phone numbers, footnote markers, "won" the verb.
@pytest.mark.parametrize(
    "text",
    [
        "Acme won 3 contracts in 2024 and won again",
        "the H20, the MI355X and the Z9000 on N3",
        "Call +82 2-555-1234 or 02-555-1234 for the synthetic desk",
        "released on 2025-03-18 and 18.03.2025 and 2025年3月18日",
        "the part ships in 2026.[3] It is fast.[12]",
        "HBM3E and HBM4 stacks from Acme",
        "第3四半期に Acmeの2025年計画",
        "2024년 3분기 Acme 실적",
        "in 1H25 the FY2026 plan",
    ],
)
def test_never_a_quantity(text: str) -> None:
    assert find_quantities(text) == []


def test_spanish_one_comma_group_before_a_scale_is_left_unread() -> None:
    """Spain writes 3,125 millones for 3.125 million, Mexico for 3,125 million: a figure that is
    1,000 times off in one of the two is not guessed (synthetic sentences)."""
    assert not [
        q for q in find_quantities("Acme ganó 3,125 millones de dólares.") if q.kind.startswith("money")
    ]
    (kept,) = find_quantities("Acme ganó 3,5 millones de dólares.")
    assert kept.value == 3.5e6
    (grouped,) = find_quantities("Acme invertirá 2.900 millones de euros.")
    assert grouped.value == 2.9e9


# Every unit string the grammar can now produce converts through the one registry, and
# bits stay bits, bytes bytes.
_NEW_UNITS = [
    ("12 Prozent", "%", False), ("12 por ciento", "%", False), ("12 per cento", "%", False),
    ("12 pour cent", "%", False), ("12％", "%", False), ("12퍼센트", "%", False),
    ("12パーセント", "%", False),
    ("12나노", "nm", False), ("12ナノ", "nm", False), ("12纳米", "nm", False), ("12奈米", "nm", False),
    ("12 tons", "t", False), ("12 tonnes", "t", False), ("12 Tonnen", "t", False),
    ("12Gバイト", "GB", False), ("12テラバイト", "TB", False), ("12기가바이트", "GB", False),
    ("초당 12Gb", "Gb/s", True), ("초당 12GB", "GB/s", False), ("1秒当たり12Tb", "Tb/s", True),
    ("€12", "EUR", False), ("NT$12", "TWD", False), ("KRW 12", "KRW", False), ("JPY 12", "JPY", False),
    ("12 billion yen", "JPY", False), ("12 billion yuan", "CNY", False), ("12 billion euros", "EUR", False),
    # Branch quantities4: octets, German bytes and bits, péta-FLOPS, CJK multipliers.
    ("12 Go", "GB", False), ("12 To", "TB", False), ("12 Mo", "MB", False), ("12 Go/s", "GB/s", False),
    ("12 To/s", "TB/s", False), ("12 gigaoctets", "GB", False), ("12 téraoctets", "TB", False),
    ("12 GByte", "GB", False), ("12 TByte/s", "TB/s", False), ("12 Gbit", "Gb", True),
    ("12 Gbit/s", "Gb/s", True), ("12 Tbit/s", "Tb/s", True), ("12 pétaflops", "PFLOPS", False),
    ("12 téraFLOPS", "TFLOPS", False), ("12페타플롭스", "PFLOPS", False), ("12倍", "x", False),
    ("12배", "x", False), ("12 gigabytes", "GB", False),
]  # fmt: skip


@pytest.mark.parametrize(("written", "unit", "bits"), _NEW_UNITS, ids=[w for w, _, _ in _NEW_UNITS])
def test_every_new_unit_converts_through_the_registry(written: str, unit: str, bits: bool) -> None:
    (q,) = find_quantities(f"synthetic: {written} here")
    registered = UNITS[q.unit]
    assert (q.unit, q.kind) == (unit, registered.kind)
    assert registered.is_bits is bits
    assert q.si == pytest.approx(q.value * convert(1, q.unit, BASES[registered.kind]))
