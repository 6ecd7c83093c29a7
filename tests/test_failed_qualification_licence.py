"""A failed qualification is bad news; a licence to export is an export-control story.

SYNTHETIC TABLE: every headline and lead below was written for this test (invented
companies Examplechip, Quellmark, Norvale); none is a real report. Written before the
rules it checks (branch t4fix, 2026-12-01). Rules (docs/signals.md, Type and Sentiment):
a part that fails a customer's qualification or test ("fails qualification", "nicht
bestanden", "échoue aux tests", "no supera", "non supera", 不合格, 未通过认证, 탈락) is a
supply setback: type supply_disruption, sentiment negative, even when the test's name holds
a good-news word (受注テスト, order test). Money paid as a condition for licences to export
("licences to export", "Exportlizenzen", "licences d'exportation", "licencias de
exportación", "licenze di esportazione", 出口许可, 輸出許可, 수출 허가) makes the story an
export-control one, not financial results, though it speaks of revenue.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify

FAILED: list[tuple[str, str, str]] = [
    (
        "en",
        "Quellmark memory fails Norvale qualification over heat",
        "Quellmark's new memory stack failed Norvale's qualification tests because it ran too hot, "
        "people in the industry said. Quellmark had hoped to win orders for the part.",
    ),
    (
        "de",
        "Quellmark-Speicher besteht Qualifizierung bei Norvale nicht",
        "Der neue Speicher von Quellmark hat die Qualifizierungstests von Norvale nicht bestanden. "
        "Quellmark wollte damit Aufträge gewinnen.",
    ),
    (
        "fr",
        "La mémoire de Quellmark échoue aux tests de qualification de Norvale",
        "La nouvelle mémoire de Quellmark chauffe trop. Quellmark espérait décrocher des commandes.",
    ),
    (
        "es",
        "La memoria de Quellmark no supera la calificación de Norvale",
        "El nuevo chip de memoria de Quellmark se calienta demasiado, según fuentes del sector.",
    ),
    (
        "it",
        "La memoria di Quellmark non supera i test di qualifica di Norvale",
        "Il nuovo chip di memoria di Quellmark scalda troppo. Quellmark sperava di ottenere ordini.",
    ),
    (
        "ja",
        "クエルマーク製メモリーがノーヴェイルの受注テストに不合格。過大な熱が原因",
        "クエルマークはこのメモリーの受注を目指していたが、認定テストに不合格となった。",
    ),
    (
        "zh",
        "奎尔马克存储器未通过诺维尔认证",
        "奎尔马克的新型存储器因发热过高未能通过诺维尔的认证测试，奎尔马克原本希望获得订单。",
    ),
    (
        "ko",
        "퀠마크 메모리, 노베일 품질 테스트에서 탈락",
        "퀠마크의 새 메모리는 발열 문제로 노베일의 품질 테스트를 통과하지 못했다. 퀠마크는 수주를 기대했다.",
    ),
]

LICENCE: list[tuple[str, str, str]] = [
    (
        "en",
        "Examplechip and Norvale to share chip revenue with the government",
        "As a condition for licences to export their accelerators, Examplechip and Norvale must pay 15% "
        "of that revenue to the government. Examplechip earned $9 billion of revenue in that market in its "
        "fiscal year, 12% of its revenue.",
    ),
    (
        "de",
        "Examplechip teilt Umsatz mit der Regierung",
        "Für die Exportlizenzen seiner Beschleuniger muss Examplechip 15 Prozent des Umsatzes in diesem "
        "Markt an die Regierung abführen.",
    ),
    (
        "fr",
        "Examplechip partagera son chiffre d'affaires avec l'État",
        "En échange de licences d'exportation pour ses accélérateurs, Examplechip versera 15 % de ce "
        "chiffre d'affaires à l'État.",
    ),
    (
        "es",
        "Examplechip compartirá ingresos con el gobierno",
        "A cambio de licencias de exportación para sus aceleradores, Examplechip pagará al gobierno el 15 % "
        "de esos ingresos.",
    ),
    (
        "it",
        "Examplechip condividerà i ricavi con il governo",
        "In cambio delle licenze di esportazione per i suoi acceleratori, Examplechip verserà al governo il "
        "15% di quei ricavi.",
    ),
    (
        "zh",
        "Examplechip将与政府分享营收",
        "为获得加速器的出口许可证，Examplechip须将该市场营收的15%上缴政府。",
    ),
    (
        "ja",
        "Examplechip、売上の一部を政府に",
        "Examplechipはアクセラレーターの輸出許可の条件として、売上の15%を政府に支払う。",
    ),
    (
        "ko",
        "Examplechip, 매출 일부 정부와 나눈다",
        "Examplechip은 가속기 수출 허가 조건으로 해당 매출의 15%를 정부에 내야 한다.",
    ),
]


def test_the_tables_cover_eight_languages() -> None:
    assert len({lang for lang, _, _ in FAILED}) == 8
    assert len({lang for lang, _, _ in LICENCE}) == 8


@pytest.mark.parametrize(("lang", "title", "lead"), FAILED, ids=[f"{r[0]}-{i}" for i, r in enumerate(FAILED)])
def test_a_failed_qualification_is_a_setback(lang: str, title: str, lead: str) -> None:
    choice = classify(title, lead)
    assert choice.type == "supply_disruption", (lang, choice.reasons)
    mood = score_sentiment(f"{title}\n{lead}", choice.polarity, choice.because, choice.weight)
    assert mood.label == "negative", (lang, mood.reasons)


@pytest.mark.parametrize(
    ("lang", "title", "lead"), LICENCE, ids=[f"{r[0]}-{i}" for i, r in enumerate(LICENCE)]
)
def test_a_licence_to_export_is_export_control(lang: str, title: str, lead: str) -> None:
    choice = classify(title, lead)
    assert choice.type == "export_control", (lang, choice.reasons)


def test_a_passed_qualification_stays_good_news() -> None:
    # SYNTHETIC: the same words without the failure
    title, lead = (
        "Quellmark memory passes Norvale qualification",
        "Quellmark will start shipments next month.",
    )
    choice = classify(title, lead)
    assert choice.type != "supply_disruption"
    mood = score_sentiment(f"{title}\n{lead}", choice.polarity, choice.because, choice.weight)
    assert mood.label == "positive", mood.reasons
