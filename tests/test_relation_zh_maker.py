"""Chinese: the maker after 由 ("Y由X生产") and a buyer choosing its maker ("选择了X作为Y的生产合作伙伴").

Every sentence is SYNTHETIC, written for this test before the rule, with the invented names of
tests/relation_table_rows.py (no real company, chip or event).
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

ORB, KES, LUMEN, VEGA = "company:orbis", "company:kestrel", "company:lumen", "chip:vega_r1"

ROWS = (
    ("Vega R1由奥比斯生产。", (ORB, "Accelerator", VEGA)),
    ("数据中心的Vega R1 GPU转由奥比斯生产只是卢门困境的开始。", (ORB, "Accelerator", VEGA)),
    ("卢门的Vega R1将由奥比斯代工。", (ORB, "Accelerator", VEGA)),
    ("2020年，它首先选择了奥比斯作为Vega R1系列GPU的生产合作伙伴。", (ORB, "Accelerator", VEGA)),
    ("卢门选择凯斯特作为其HBM供应商。", (KES, "HBM", LUMEN)),
    # no supply: "because", a reason, an acquisition, an investor's choice
    ("由于奥比斯扩大生产，卢门受益。", None),
    ("卢门由奥比斯收购。", None),
    ("投资者选择了卢门作为首选股票。", None),
)


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r[0][:20])
def test_the_maker_named_after_you_or_chosen(row: tuple[str, tuple[str, str, str] | None]) -> None:
    sentence, want = row
    found = [r for r in read_relations(sentence, TableNames(NAMES), "zh") if r.kind == "supply"]
    if want is None:
        assert found == []
        return
    (rel,) = found
    assert (entity_id(rel.supplier), rel.component, entity_id(rel.target) or entity_id(rel.customer)) == want
