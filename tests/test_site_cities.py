"""Site sentences of the audit's missed shapes (branch rel6, issue 11): a table of SYNTHETIC
sentences written before the rules. "Kestrel Memory" (凯斯特, ケストレル, 케스트렐) does not
exist, and no sentence reports an event.

- mainland China's chip-making cities in Chinese and Korean ("凯斯特合肥与北京工厂": two sites);
- a Japanese city written inside its prefecture ("茨城県ひたちなか市", "北海道千歳市",
  "北海道・千歳"): one site, the city in its region, never one per name;
- one enumeration of places ("位于新竹、台南、桃园龙潭、台中、以及苗栗竹南"): each, up to six;
- a construction start (着工) or a production expected (预计投产) is planned; a running plant
  whose capacity will rise ("工厂总产能将提升") is in volume.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.places import country_in
from chipatlas.extract.relation_reader import read_relations

K = "company:kestrel"

# (language, sentence, [(company, place, stage)])
ROWS = [
    (
        "zh",
        "2025年凯斯特合肥与北京工厂总产能将从每月20万片提升到25万片。",
        [(K, "Hefei", "volume"), (K, "Beijing", "volume")],
    ),
    ("zh", "凯斯特上海封装厂预计2027年底投产。", [(K, "Shanghai", "planned")]),
    ("zh", "凯斯特将在武汉兴建新工厂，新厂产能将提升至每月5万片。", [(K, "Wuhan", "planned")]),
    ("ko", "케스트렐은 우시에 D램 공장을 보유하고 있다.", [(K, "Wuxi", None)]),
    (
        "ja",
        "ケストレルは、茨城県ひたちなか市に構える工場の操業を停止している。",
        [(K, "Hitachinaka, Ibaraki", None)],
    ),
    (
        "ja",
        "ケストレルは、北海道千歳市で２棟目の工場を２０２８年度にも着工する。",
        [(K, "Chitose, Hokkaido", "planned")],
    ),
    ("ja", "ケストレル、北海道・千歳工場で新ラインを稼働", [(K, "Chitose, Hokkaido", "volume")]),
    # one enumeration of more than three places: each read (never more than six)
    (
        "zh",
        "凯斯特在台湾共有5座先进封测厂，位于新竹、台南、桃园龙潭、台中、以及苗栗竹南。",
        [
            (K, "Hsinchu", None),
            (K, "Tainan", None),
            (K, "Longtan, Taoyuan", None),
            (K, "Taichung", None),
            (K, "Zhunan, Miaoli", None),
        ],
    ),
    # a list of two regions stays two places
    ("ja", "ケストレルは熊本と広島の工場を拡張する。", [(K, "Kumamoto", None), (K, "Hiroshima", None)]),
    # no plant, or no company: nothing
    ("zh", "北京限制了对凯斯特的出口。", []),
    ("zh", "合肥与北京的工厂总产能将提升。", []),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROWS, ids=lambda v: str(v)[:40])
def test_a_site_in_a_city(lang: str, text: str, want: list[tuple[str, str, str | None]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "site"]
    assert [(entity_id(r.supplier), r.place, r.stage) for r in found] == want


def test_the_new_cities_have_their_countries() -> None:
    assert country_in("Hefei") == "China"
    assert country_in("Hitachinaka, Ibaraki") == "Japan"
    assert country_in("Chitose, Hokkaido") == "Japan"
