"""Every written form of a known name links; look-alike names do not.

Synthetic: every sentence here is written for this test and states no real event. The
names are the bundled ones (`data/names/organisations.csv`); the written forms vary only
in how a text spells the same name: spaces and none between Latin and CJK or Hangul
parts, hyphens and middle dots between words, full-width letters, traditional and
simplified Chinese characters, particles glued to a name, German's genitive 's'.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine
from tests.conftest import load_bundled

from chipatlas.extract.folding import name_folded
from chipatlas.resolve import Resolver
from chipatlas.resolve.linker import Linker, spacings
from chipatlas.store.db import connect, migrate

HYNIX, NVIDIA, TSMC = "company:sk_hynix", "company:nvidia", "company:tsmc"
SEMCO = "company:samsung_electro_mechanics"

# (language, sentence, the form written, the entity it must link to)
LINKS = [
    ("zh", "SK 海力士扩大产能。", "SK 海力士", HYNIX),
    ("zh", "SK海力士扩大产能。", "SK海力士", HYNIX),
    ("ko", "SK 하이닉스는 공장을 늘린다.", "SK 하이닉스", HYNIX),
    ("ko", "SK하이닉스의 공장이 섰다.", "SK하이닉스", HYNIX),
    ("ja", "ＳＫ・ハイニックスが出荷した。", "ＳＫ・ハイニックス", HYNIX),
    ("ja", "SK ハイニックスが出荷した。", "SK ハイニックス", HYNIX),
    ("en", "SK-Hynix ships a part.", "SK-Hynix", HYNIX),
    ("en", "SK Hynix ships a part.", "SK Hynix", HYNIX),
    ("en", "SKhynix ships a part.", "SKhynix", HYNIX),
    ("ja", "ＮＶＩＤＩＡが発表した。", "ＮＶＩＤＩＡ", NVIDIA),
    ("en", "ＴＳＭＣ said so.", "ＴＳＭＣ", TSMC),
    ("ja", "ＧＢ２００を搭載した。", "ＧＢ２００", "chip:gb200"),  # full-width model number
    ("zh", "辉达发布新芯片。", "辉达", NVIDIA),  # the bundled form is traditional (輝達)
    ("zh", "輝達發布新晶片。", "輝達", NVIDIA),
    ("zh", "臺積電擴產。", "臺積電", TSMC),  # 臺 is another traditional form of 台
    ("zh", "台积电的产能。", "台积电", TSMC),
    ("zh", "台达电扩产。", "台达电", "company:delta_electronics"),  # bundled: 台達電
    ("ko", "엔비디아의 칩이 나왔다.", "엔비디아", NVIDIA),
    ("ja", "TSMCの工場が稼働した。", "TSMC", TSMC),
    ("de", "Nvidias Umsatz stieg.", "Nvidia", NVIDIA),
    ("de", "TSMCs Werk wuchs.", "TSMC", TSMC),
    ("de", "Samsungs Werk wuchs.", "Samsung", "company:samsung"),
    ("en", "Samsung Electro Mechanics ships.", "Samsung Electro Mechanics", SEMCO),
]

# (language, sentence, an entity that must not be linked)
NOT_LINKS = [
    ("en", "SKT said so.", HYNIX),
    ("en", "SK Telecom said so.", HYNIX),
    ("en", "SK Group said so.", HYNIX),
    ("en", "Samsung Electro-Mechanics ships.", "company:samsung"),
    ("en", "a delta of three points", "company:delta_electronics"),  # the word, in lower case
    ("en", "a lite beer", "company:lumentum"),
    ("en", "skhynix in lower case", HYNIX),  # a joined form in lower case is a common word too
    ("en", "Nvidias and more", NVIDIA),  # no genitive 's' in English
    ("zh", "SK海力士公司", NVIDIA),
    ("en", "a GB 200 part", "chip:gb200"),  # a model number is never split by a space
    ("en", "a GB-200 part", "chip:gb200"),
]


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """One real SQLite store with the bundled data, shared by the module (loading takes seconds)."""
    eng = connect(str(tmp_path_factory.mktemp("written") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    yield eng
    eng.dispose()


@pytest.mark.parametrize(("language", "sentence", "written", "entity_id"), LINKS)
def test_written_form_links(
    bundled: Engine, language: str, sentence: str, written: str, entity_id: str
) -> None:
    with bundled.connect() as c:
        found = [(m.text, m.entity_id) for m in Linker(c, Resolver(c)).find(sentence, 0, language)]
    assert (written, entity_id) in found, found  # the quote is the text as written


@pytest.mark.parametrize(("language", "sentence", "entity_id"), NOT_LINKS)
def test_look_alike_does_not_link(bundled: Engine, language: str, sentence: str, entity_id: str) -> None:
    with bundled.connect() as c:
        found = {m.entity_id for m in Linker(c, Resolver(c)).find(sentence, 0, language)}
    assert entity_id not in found, found


def test_offsets_quote_the_original(bundled: Engine) -> None:
    text = "前言。ＳＫ・ハイニックスと輝達が提携した。"
    with bundled.connect() as c:
        found = Linker(c, Resolver(c)).find(text, 100, "ja")
    assert [(text[m.start - 100 : m.end - 100], m.entity_id) for m in found] == [
        ("ＳＫ・ハイニックス", HYNIX),
        ("輝達", NVIDIA),
    ]


def test_folding_is_one_character_for_one() -> None:
    for text in ["ＮＶＩＤＩＡ Ｈ１００", "İstanbul", "SK-Hynix\tx", "臺積電・輝達", "plain ascii"]:
        assert len(name_folded(text)) == len(text)
    assert name_folded("ＳＫ・ハイニックス") == "sk ハイニックス"
    assert name_folded("臺積電") == "台积电"
    assert name_folded("line\nbreak") == "line\nbreak"  # a name never runs on to the next line


def test_spacings_keep_model_numbers_strict() -> None:
    assert spacings("sk hynix") == {"skhynix"}
    assert spacings("sk海力士") == {"sk 海力士"}
    assert spacings("h100") == set()  # never 'h 100'
