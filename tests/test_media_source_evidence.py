"""A story passed on from unnamed media or sources is speculative, in eight languages.

SYNTHETIC TABLE: every headline and lead below was written for this test (invented
companies Examplechip, Quellmark, Norvale); none is a real report. Written before the
rule it checks (branch t4fix, 2026-12-01), narrowed on main the same day. The rule
(docs/signals.md, "Evidence level of a document"): a claim attributed to unnamed media
("media reports reveal", "laut Medienberichten", 外媒, メディアによると, 외신에 따르면) or to
unnamed sources (業界筋, 消息人士, 업계에 따르면, "selon des sources", "según fuentes",
"secondo fonti") is speculative. A named outlet ("according to Reuters", "laut Bloomberg",
彭博社报道, ブルームバーグによると) is trade press, claimed, unless the report carries its
own hedge ("people familiar with the matter", "soll"): the issue's levels, and the relation
audit judged the broader first rule wrong on five stories. A company's own statement given
to a news outlet ("told Bloomberg", "en declaraciones a Reuters") stays claimed.
"""

from __future__ import annotations

import pytest
from tests.test_evidence_table import document_level

S, C = "speculative", "claimed"

TABLE: list[tuple[str, str, str]] = [
    (
        "en",
        "Quellmark wins a memory order\n\nQuellmark has won a memory order from Norvale, according to "
        "Bloomberg, which cited people familiar with the matter.",
        S,
    ),
    (
        "de",
        "Quellmark vor dem Auftrag\n\nQuellmark soll laut Bloomberg bereits Norvale beliefert haben.",
        S,
    ),
    (
        "en",
        "Examplechip to pay a levy on exports\n\nMedia reports reveal that Examplechip must hand 10% of "
        "its sales in one market to the government as a condition for its export licence.",
        S,
    ),
    (
        "en",
        "Quellmark nears memory approval\n\nQuellmark is in the last stage of qualification at Norvale, "
        "according to Bloomberg, with first shipments due next month.",
        C,
    ),
    (
        "en",
        "Norvale picks a second memory source\n\nNorvale has picked Quellmark as its second memory "
        "supplier, press reports said on Friday.",
        S,
    ),
    (
        "en",
        "Examplechip builds a server plant\n\nExamplechip's chairman told Bloomberg Television that the "
        "company is building a server assembly plant to meet demand.",
        C,
    ),
    (
        "en",
        "Examplechip to build a server plant\n\nExamplechip said on Tuesday that it is building a large "
        "server assembly plant. The plant will have a capacity of 5,000 servers a month, according to "
        "Bloomberg.",
        C,
    ),
    (
        "de",
        "Quellmark vor der Freigabe\n\nQuellmark befindet sich laut einer Meldung von Bloomberg in der "
        "finalen Qualifizierungsphase bei Norvale.",
        C,
    ),
    (
        "de",
        "Quellmark startet Massenfertigung\n\nDie Massenfertigung des neuen Speichers will Quellmark laut "
        "Reuters bereits im kommenden Monat starten.",
        C,
    ),
    (
        "de",
        "Examplechip baut ein Werk\n\nExamplechip-Chef Hans Beispiel sagte gegenüber Bloomberg, das "
        "Unternehmen baue ein neues Montagewerk.",
        C,
    ),
    (
        "fr",
        "Quellmark proche de l'homologation\n\nQuellmark est sur le point d'être homologué par Norvale, "
        "selon Bloomberg.",
        C,
    ),
    (
        "fr",
        "Norvale change de fournisseur\n\nNorvale confie une partie de ses commandes à Quellmark, selon des "
        "médias coréens.",
        S,
    ),
    (
        "es",
        "Quellmark cerca de la aprobación\n\nSegún Reuters, Quellmark está en la fase final de calificación "
        "con Norvale.",
        C,
    ),
    (
        "es",
        "Examplechip amplía su planta\n\nEl presidente de Examplechip, en declaraciones a Bloomberg "
        "Television, dijo que la empresa amplía su planta de servidores.",
        C,
    ),
    (
        "it",
        "Quellmark vicina all'approvazione\n\nSecondo Bloomberg, Quellmark è nella fase finale di "
        "qualificazione presso Norvale.",
        C,
    ),
    (
        "ja",
        "クエルマーク製メモリー、認定テストに不合格\n\nクエルマーク製メモリーはノーヴェイルの認定テストに"
        "不合格になったことが業界筋より明らかになりました。",
        S,
    ),
    (
        "ja",
        "クエルマーク、量産開始へ\n\nブルームバーグによると、クエルマークは来月にも新型メモリーの量産を始める。",
        C,
    ),
    (
        "zh",
        "奎尔马克接近通过认证\n\n彭博社报道称，奎尔马克的新型存储器已进入诺维尔认证的最后阶段。",
        C,
    ),
    (
        "zh",
        "奎尔马克获得订单\n\n外媒报道，奎尔马克获得诺维尔的存储器订单。",
        S,
    ),
    (
        "ko",
        "퀠마크, 인증 막바지\n\n외신에 따르면 퀠마크는 노베일의 메모리 인증 마지막 단계에 들어섰다.",
        S,
    ),
    (
        "ko",
        "퀠마크, 양산 시작\n\n블룸버그통신에 따르면 퀠마크는 다음 달 새 메모리 양산을 시작한다.",
        C,
    ),
]


def test_the_table_covers_eight_languages_and_both_levels() -> None:
    assert len({lang for lang, _, _ in TABLE}) == 8
    assert {level for _, _, level in TABLE} == {S, C}


@pytest.mark.parametrize(("lang", "text", "level"), TABLE, ids=[f"{r[0]}-{i}" for i, r in enumerate(TABLE)])
def test_media_and_unnamed_sources(lang: str, text: str, level: str) -> None:
    assert document_level(text + "\n") == level, lang
