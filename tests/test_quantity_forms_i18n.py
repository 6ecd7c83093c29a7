"""The multilingual quantity forms of tests/quantity_forms_i18n.py (SYNTHETIC sentences): each
read with its value, unit and verbatim span; periods read as scopes; bits never bytes; forms
whose unit is unclear never read."""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of
from tests.quantity_forms_i18n import FORMS, SCOPES, UNREAD

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.periods import period
from chipatlas.extract.quantities import find_quantities
from chipatlas.model.units import BASES, UNITS, convert

_GAZ = DictGazetteer(
    {"Samplefab": ("company:samplefab", "Company"), "Examplechip X1": ("chip:examplechip_x1", "Chip")}
)


@pytest.mark.parametrize(
    ("lang", "text", "kind", "low", "high", "unit", "original"), FORMS, ids=[r[1] for r in FORMS]
)
def test_each_form_is_read(
    lang: str, text: str, kind: str, low: float, high: float, unit: str, original: str
) -> None:
    found = [q for q in find_quantities(text) if q.original == original]
    assert found, (lang, [q.original for q in find_quantities(text)])
    (q,) = found
    assert (q.kind, q.unit) == (kind, unit)
    assert (q.low, q.high) == (pytest.approx(low), pytest.approx(high))
    assert text[q.start : q.end] == q.original  # the quote covers the words


@pytest.mark.parametrize(("lang", "text", "kind", "low", "high", "unit", "original"), FORMS)
def test_each_unit_converts_through_the_one_registry(
    lang: str, text: str, kind: str, low: float, high: float, unit: str, original: str
) -> None:
    (q,) = [q for q in find_quantities(text) if q.original == original]
    registered = UNITS[q.unit]
    assert registered.kind == q.kind
    assert q.si == pytest.approx(q.value * convert(1, q.unit, BASES[registered.kind]))


def test_bits_and_bytes_are_never_confused() -> None:
    for _, text, kind, _, _, _unit, original in FORMS:
        if kind not in ("bits", "bits_per_s", "bytes", "bytes_per_s"):
            continue
        (q,) = [q for q in find_quantities(text) if q.original == original]
        written_bits = any(w in original for w in ("bit", "Gb/s", "Tb/s", "bps"))
        assert UNITS[q.unit].is_bits is written_bits, original
    (octets,) = find_quantities("synthetic: 8 To/s")
    (bits,) = find_quantities("synthetic: 8 Tbit/s")
    assert octets.si == pytest.approx(convert(bits.value, bits.unit, "byte / second") * 8)


@pytest.mark.parametrize("text", UNREAD)
def test_unclear_forms_stay_unread(text: str) -> None:
    # A scale word with no unit ("10억 대만 달러") is kept as a figure of unknown unit (kind
    # "number", no unit), to be listed unattached; it is never read as a unit or a count.
    assert [q for q in find_quantities(text) if q.kind != "number" or q.unit] == []


@pytest.mark.parametrize(("lang", "text", "metric", "value", "scope"), SCOPES, ids=[r[1] for r in SCOPES])
def test_periods_are_scopes_in_each_language(
    lang: str, text: str, metric: str, value: str, scope: str
) -> None:
    claims = claims_of(text, _GAZ, lang)
    got = [(c["metric"], c["value"], c.get("scope", "")) for c in claims]
    assert any(m.endswith(("capacity", metric)) and v == value and s == scope for m, v, s in got), got


def test_a_transistor_count_in_cjk_is_one() -> None:
    for lang, text in (
        ("zh", "Examplechip X1芯片集成2080亿个晶体管。"),
        ("ko", "Examplechip X1에는 2080억 개의 트랜지스터가 들어간다."),
    ):
        assert [(c["metric"], c["value"]) for c in claims_of(text, _GAZ, lang)] == [
            ("transistor_count", "208000000000")
        ], text


def test_a_cjk_multiplier_is_a_gain() -> None:
    # Read as gains; the chip they are of is the CJK scope reader's to say (unattached today).
    claims = claims_of("Examplechip X1的内存带宽提升4倍。", _GAZ, "zh")
    assert [(c["metric"], c["value"]) for c in claims] == [("bandwidth_gain", "4")]
    claims = claims_of("Examplechip X1의 성능은 이전 세대보다 2.5배 높다.", _GAZ, "ko")
    assert [(c["metric"], c["value"]) for c in claims] == [("performance_gain", "2.5")]


# Written after the table's first run: the same periods in Spanish and Italian, German word
# order (the period before the figure), thousands grouped with a dot or a plain space, and
# Japanese "月" glued before the number. All synthetic.
_MORE_SCOPES = [
    ("es", "Samplefab produce 20,000 obleas por semana.", "20000", "per_week"),
    ("es", "Samplefab produce 80,000 obleas al mes.", "80000", "per_month"),
    ("it", "Samplefab produce 80,000 wafer al mese.", "80000", "per_month"),
    ("it", "Samplefab produce 900,000 wafer all'anno.", "900000", "per_year"),
    ("de", "Samplefab fertigt pro Monat 80.000 Wafer.", "80000", "per_month"),
    ("fr", "Samplefab produit 20 000 plaquettes par semaine.", "20000", "per_week"),
    ("ja", "Samplefabは月3万枚を生産する。", "30000", "per_month"),
]


@pytest.mark.parametrize(("lang", "text", "value", "scope"), _MORE_SCOPES, ids=[r[1] for r in _MORE_SCOPES])
def test_more_period_forms(lang: str, text: str, value: str, scope: str) -> None:
    got = [(c["metric"], c["value"], c.get("scope", "")) for c in claims_of(text, _GAZ, lang)]
    assert got == [("wafer_capacity", value, scope)], got


@pytest.mark.parametrize(
    "text",
    [
        "Samplefab은 3월 10만 장을 생산했다.",  # March, not a month's rate
        "Samplefab은 6개월 동안 10만 장을 생산했다.",  # six months
        "Samplefabは3か月で3万枚を生産した。",
        "Samplefab produziert 80.000 Wafer im Jahr 2025.",  # a year named, not a rate
    ],
)
def test_a_date_or_a_span_is_no_period(text: str) -> None:
    assert [c.get("scope", "") for c in claims_of(text, _GAZ, "xx")] == [""]


def test_per_share_is_no_week() -> None:
    # "주당" before money is per share: no period (the dividend is not read as a weekly flow).
    assert all(
        c.get("scope", "") != "per_week"
        for c in claims_of("Samplefab은 주당 1,000원을 배당한다.", _GAZ, "ko")
    )


def test_german_scale_abbreviations_do_not_end_a_sentence() -> None:
    claims = claims_of("Samplefab investiert 2,5 Mrd. US-Dollar in ein Werk.", _GAZ, "de")
    assert [(c["metric"], c["value"], c["unit"], c.get("subject")) for c in claims] == [
        ("investment", "2500000000", "USD", "company:samplefab")
    ]


def test_a_week_is_read_only_as_per_week() -> None:
    # "weekly" may qualify another word of the clause ("a weekly report"): no period from it.
    assert period("Samplefab's weekly report counts 20,000 wafers") is None
    assert period("Samplefab fertigt pro Woche 20.000 Wafer") == "per_week"
    assert period("Samplefab produit 20 000 plaquettes par semaine") == "per_week"
