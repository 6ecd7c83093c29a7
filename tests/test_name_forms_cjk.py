"""Company names as Chinese, Japanese and Korean text writes them, from the bundled name knowledge.

Every sentence here is SYNTHETIC, written for this test (the events are made up); the name
forms are the bundled ones (`data/names/organisations.csv`, each row citing a public page
that writes them). A form links inside running text without spaces, before a Korean
particle, and the longer name wins where a shorter one is inside it (美超微 is Supermicro,
not AMD; 超微電腦 is Supermicro).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Engine
from tests.conftest import load_bundled

from chipatlas.resolve import Resolver
from chipatlas.resolve.linker import Linker
from chipatlas.store.db import connect, migrate

FORMS = [
    ("zh", "富士康宣布扩建服务器工厂。", "company:foxconn"),
    ("zh", "鸿海精密本季出货创新高。", "company:foxconn"),
    ("ko", "폭스콘은 멕시코 공장을 늘린다.", "company:foxconn"),
    ("ko", "훙하이가 새 서버 라인을 세웠다.", "company:foxconn"),
    ("zh", "广达与纬创的AI服务器出货增加。", "company:quanta"),
    ("zh", "广达与纬创的AI服务器出货增加。", "company:wistron"),
    ("zh", "日月光投控扩充先进封装产能。", "company:ase"),
    ("zh", "艾克爾在亞利桑那州興建封測廠。", "company:amkor"),
    ("ja", "ユニマイクロンが基板を増産する。", "company:unimicron"),
    ("zh", "中芯國際的7奈米產能擴大。", "company:smic"),
    ("zh", "中芯与华为合作。", "company:smic"),
    ("ko", "오픈AI는 새 칩을 주문했다.", "company:openai"),
    ("ko", "메타가 가속기를 도입했다.", "company:meta"),
    ("ko", "알리바바의 클라우드 투자가 늘었다.", "company:alibaba"),
    ("ko", "아마존웹서비스가 새 리전을 열었다.", "company:aws"),
    ("zh", "亞馬遜雲端服務推出新晶片。", "company:aws"),
    ("ja", "サムスン電子がHBMを出荷した。", "company:samsung"),
    ("ja", "SKハイニックスの決算が発表された。", "company:sk_hynix"),
    ("zh", "英偉達發布新GPU。", "company:nvidia"),
    ("zh", "超威半导体发布新加速器。", "company:amd"),
    ("zh", "美超微推出液冷机柜。", "company:supermicro"),
    ("zh", "超微電腦的伺服器出貨。", "company:supermicro"),
    ("ja", "キオクシアが新工場を稼働した。", "company:kioxia"),
    ("ko", "키옥시아는 낸드 생산을 늘렸다.", "company:kioxia"),
    ("ja", "イビデンが基板工場を増強する。", "company:ibiden"),
    ("ja", "ルネサスと富士通が協業する。", "company:renesas"),
    ("ja", "ルネサスと富士通が協業する。", "company:fujitsu"),
    ("ja", "村田製作所の部品が不足した。", "company:murata"),
    ("ja", "東京エレクトロンが装置を出荷した。", "company:tokyo_electron"),
    ("ja", "インフィニオンがパワー半導体を増産する。", "company:infineon"),
    ("zh", "艾司摩爾的設備出口受限。", "company:asml"),
    ("zh", "寒武纪发布新一代云端芯片。", "company:cambricon"),
    ("ko", "소프트뱅크가 투자를 검토한다.", "company:softbank"),
]


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """One real SQLite store with the bundled data, shared by the module (loading takes seconds)."""
    eng = connect(str(tmp_path_factory.mktemp("forms") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    yield eng
    eng.dispose()


@pytest.mark.parametrize(("language", "sentence", "entity_id"), FORMS)
def test_local_name_forms_link(bundled: Engine, language: str, sentence: str, entity_id: str) -> None:
    with bundled.connect() as c:
        found = {m.entity_id for m in Linker(c, Resolver(c)).find(sentence, 0, language)}
    assert entity_id in found, found


def test_a_shorter_name_inside_a_longer_one_is_not_linked(bundled: Engine) -> None:
    with bundled.connect() as c:
        linker = Linker(c, Resolver(c))
        assert {m.entity_id for m in linker.find("美超微推出液冷机柜。", 0, "zh")} == {"company:supermicro"}
        assert "company:meta" not in {m.entity_id for m in linker.find("메타버스 플랫폼이 커졌다.", 0, "ko")}
