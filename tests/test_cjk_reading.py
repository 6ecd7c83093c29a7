"""Prose in scripts written without spaces (Chinese, Japanese) and in Hangul is read as prose:
routed to the article reader, split into sentences. The texts are SYNTHETIC, written for
the test (合成テスト / 合成测试 / 합성 시험 mark them so)."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.extract.prose import sentences, word_count
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

JA = (
    "合成テスト用の文章です。TSMCは熊本県で新しい工場の建設を始めたと発表した。"
    "量産の時期は顧客の需要によって決める。"
)
ZH = "这是合成测试文本。三星电子表示其高带宽内存已经通过英伟达的测试。双方正在协商供应数量和价格。"
KO = "합성 시험용 문장이다. SK하이닉스가 엔비디아에 HBM4 샘플을 공급했다고 밝혔다. 양산은 내년에 시작된다."


def test_sentences_and_words_in_three_scripts() -> None:
    for text in (JA, ZH, KO):
        spans = sentences(text, 0, len(text))
        assert len(spans) == 3, [text[a:b] for a, b in spans]
        assert word_count(text) >= 8
    assert word_count("two words") == 2 and word_count("熊本県") == 1


def test_cjk_articles_land_instead_of_being_refused(bundled_sqlite: Engine) -> None:
    for name, text in (("ja", JA), ("zh", ZH), ("ko", KO)):
        report = ingest(bundled_sqlite, SourceDocument(f"synthetic/{name}.txt", text.encode(), "text/plain"))
        assert report.status == "landed", report.lines()
        assert {"article", "note"} & set(report.kinds), report.kinds
