"""Suppliers of AI-hardware parts named in Chinese, Korean and Japanese, through the real ingest.

The articles here are SYNTHETIC, written for this test (合成测试 / 합성 시험 / 合成テスト mark
them; the events are made up). The name forms are the bundled ones
(`data/names/organisations.csv`, each citing a public page that writes it). A short form
that is also a common word, or that sits inside common words when a script has no spaces,
is left out of the file on purpose (the README lists them): the longer form links, the
short one does not.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, select
from tests.conftest import load_bundled

from chipatlas.ingest.pipeline import ingest
from chipatlas.model.knowledge import known
from chipatlas.model.names import match_key
from chipatlas.sources import SourceDocument
from chipatlas.store import tables as t
from chipatlas.store.db import connect, migrate

# (language, synthetic article, the companies it names)
ARTICLES = [
    (
        "zh",
        "这是合成测试文本。长电科技、景硕和摩尔线程宣布共同开发新的封装方案。三家公司计划明年量产。",
        {"company:jcet", "company:kinsus", "company:moore_threads"},
    ),
    (
        "ko",
        "합성 시험용 문장이다. 한미반도체와 삼성전기, LG이노텍이 새 기판 장비를 함께 개발한다고 밝혔다.",
        {"company:hanmi_semiconductor", "company:samsung_electro_mechanics", "company:lg_innotek"},
    ),
    (
        "ja",
        "合成テスト用の文章です。アドバンテストと信越化学工業、ラピダスが新しい検査工程で提携した。",
        {"company:advantest", "company:shin_etsu_chemical", "company:rapidus"},
    ),
]

# (language, synthetic article, a company whose excluded short form the article contains)
# 力成 (Powertech) is inside 努力成为 "strive to become"; 한미 (Hanmi) is "Korea-US";
# 聯電 (UMC) is inside 串聯電路 "series circuit"; 浪潮 (Inspur) is the word "wave".
NOT_LINKED = [
    ("zh", "这是合成测试文本。这家工厂努力成为区域最大的封装基地。", "company:powertech"),
    ("ko", "합성 시험용 문장이다. 한미 정상회담에서 반도체 협력이 논의됐다.", "company:hanmi_semiconductor"),
    ("zh", "這是合成測試文本。這塊電路板採用串聯電路設計以降低功耗。", "company:umc"),
    ("zh", "这是合成测试文本。人工智能浪潮推动了数据中心投资。", "company:inspur"),
]

# Short forms left out of the file because they are common words or sit inside common
# words (README, "Ambiguous short forms"); none may be a name of any row.
EXCLUDED = (
    "力成",
    "南亞科",
    "南亚科技",
    "南電",
    "南电",
    "聯電",
    "世芯",
    "貿聯",
    "創意",
    "한미",
    "퓨리오사",
    "浪潮",
    "联想",
    "聯想",
    "그록",
    "그로크",
    "デル",
    "델",
    "ディスコ",
    "Disco",
    "Coherent",
    "Flex",
    "Credo",
    "Etched",
    "Tower",
    "TEL",
    "SEM",
    "PTI",
    "AT&S",
)


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """One real SQLite store with the bundled data, shared by the module (loading takes seconds)."""
    eng = connect(str(tmp_path_factory.mktemp("suppliers") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    yield eng
    eng.dispose()


def _linked(engine: Engine, name: str, text: str) -> set[str]:
    """The entities the real ingest linked in one synthetic article."""
    report = ingest(engine, SourceDocument(f"synthetic/{name}.txt", text.encode(), "text/plain"))
    assert report.status == "landed", report.lines()
    st = t.statements.c
    with engine.connect() as conn:
        rows = conn.execute(
            select(st.schema, st.prop, st.entity_id, st.value).where(st.document_id == report.document_id)
        ).all()
    mentioned = {r.value for r in rows if r.schema == "Signal" and r.prop in ("mentions", "about")}
    return mentioned | {r.entity_id for r in rows if r.schema == "Company"}


@pytest.mark.parametrize(("language", "text", "expected"), ARTICLES)
def test_three_suppliers_in_local_script_link(
    bundled: Engine, language: str, text: str, expected: set[str]
) -> None:
    found = _linked(bundled, f"suppliers_{language}", text)
    assert expected <= found, found


@pytest.mark.parametrize(("language", "text", "entity_id"), NOT_LINKED)
def test_an_excluded_short_form_does_not_link(
    bundled: Engine, language: str, text: str, entity_id: str
) -> None:
    found = _linked(bundled, f"excluded_{entity_id.split(':')[1]}_{language}", text)
    assert entity_id not in found, found


def test_the_long_form_of_an_excluded_short_form_links(bundled: Engine) -> None:
    text = "这是合成测试文本。力成科技扩充面板级封装产能。"
    assert "company:powertech" in _linked(bundled, "long_form_zh", text)


def test_no_row_carries_an_excluded_short_form() -> None:
    keys = {match_key(n) for k in known() for n in (k.name, *k.other_names)}
    names = {n for k in known() for n in (k.name, *k.other_names)}
    for form in EXCLUDED:
        assert form not in names, form
        # A legal name whose suffix falls away ('Disco Corporation' -> 'disco') would link the word too.
        assert match_key(form) not in keys, form
