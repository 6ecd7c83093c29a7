"""Guards that keep the newly read CJK forms off a wrong subject (branch `quantities4`).
Every sentence is SYNTHETIC: invented companies ("Zorblax", "Quantix" and their Korean and
Japanese spellings "조블랙스", "퀀틱스", "ゾーブラックス", "クオンティクス") and invented figures.

The gazetteer finds names glued to particles ("조블랙스는"), as the store's linker does."""

from __future__ import annotations

from tests.figure_reading import claims_of

from chipatlas.extract.mentions import Mention

_NAMES = {
    "조블랙스": ("company:zorblax", "Company"),
    "퀀틱스": ("company:quantix", "Company"),
    "ゾーブラックス": ("company:zorblax", "Company"),
    "クオンティクス": ("company:quantix", "Company"),
    "Nova X1": ("chip:nova_x1", "Chip"),
    "Nova X2": ("chip:nova_x2", "Chip"),
    "ZX900 Pro": ("chip:zx900_pro", "Chip"),
    "ZX900": ("chip:zx900", "Chip"),
}


class _Glued:
    """Every occurrence of a name, longest first, glued or not (synthetic names only)."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        out: list[Mention] = []
        for name in sorted(_NAMES, key=len, reverse=True):
            eid, schema = _NAMES[name]
            at = text.find(name)
            while at >= 0:
                if not any(m.start <= offset + at < m.end for m in out):
                    out.append(Mention(eid, schema, name, offset + at, offset + at + len(name), name))
                at = text.find(name, at + 1)
        return sorted(out, key=lambda m: m.start)

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


def _read(text: str, language: str) -> list[tuple[str, str, str, str]]:
    return [
        (c.get("subject", ""), c["metric"], c["value"], c.get("scope", ""))
        for c in claims_of(text, _Glued(), language)
    ]


def test_wafers_belong_to_the_marked_subject() -> None:
    assert _read("조블랙스는 월 10만 장의 웨이퍼를 생산한다.", "ko") == [
        ("company:zorblax", "wafer_capacity", "100000", "per_month")
    ]
    assert _read("조블랙스의 생산능력은 월 15만 장으로 퀀틱스를 앞선다.", "ko") == [
        ("company:zorblax", "wafer_capacity", "150000", "per_month")
    ]
    assert _read("ゾーブラックスは月産10万枚の工場を建てる。", "ja") == [
        ("company:zorblax", "wafer_capacity", "100000", "per_month")
    ]


def test_a_customer_or_a_modifier_never_owns_wafers() -> None:
    for text, language in (
        ("ゾーブラックスはクオンティクス向けに月3万枚を生産する。", "ja"),  # for Quantix: Zorblax's
        ("조블랙스는 퀀틱스에 공급할 제품을 위해 월 10만 장 규모의 설비를 갖춘다.", "ko"),
        ("이를 위해 퀀틱스 Nova X1용 제품을 월 2만 장 생산한다.", "ko"),  # whose plant is not said
        ("퀀틱스는 조블랙스로부터 월 1만 장 분량의 제품을 공급받는다.", "ko"),
    ):
        assert [s for s, *_ in _read(text, language)] == [""], text


def test_a_possessor_keeps_its_share_beside_another_subject() -> None:
    text = "クオンティクスがゾーブラックスの製品を採用する兆しはなく、ゾーブラックスのシェアは0%だ。"
    assert [(s, v) for s, _, v, _ in _read(text, "ja")] == [("company:zorblax", "0")]


def test_a_cjk_multiplier_beside_memory_or_two_products_is_no_chips() -> None:
    for text, language in (
        ("HBM9는 Nova X1에 탑재되며, 이전 세대 대비 대역폭이 2배 늘었다.", "ko"),
        ("Nova X1に搭載されるHBM9は、前世代の2倍の帯域幅を持つ。", "ja"),
        ("Nova X2的性能是Nova X1的3倍。", "zh"),
    ):
        assert [s for s, *_ in _read(text, language)] == [""], text


def test_a_cjk_multiplier_of_one_chip_is_its_gain() -> None:
    assert _read("Nova X1의 성능은 4배 향상됐다.", "ko") == [
        ("chip:nova_x1", "performance_gain", "4", "per_chip")
    ]


def test_a_figure_given_to_a_chip_by_for_is_that_chips() -> None:
    for text, language in (
        ("Le ZX900 Pro offre 288 Go de mémoire, contre 192 Go pour le ZX900.", "fr"),
        ("The ZX900 Pro offers 288 GB of memory, against 192 GB for the ZX900.", "en"),
    ):
        got = sorted((s, v) for s, _, v, _ in _read(text, language))
        assert got == [("chip:zx900", "192"), ("chip:zx900_pro", "288")], text
