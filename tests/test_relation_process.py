"""A chip made on a foundry's process names the foundry (extract/relation_process.py), in
Korean, Japanese, Chinese and English. SYNTHETIC sentences with the invented names of
tests/relation_table_rows.py."""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

ORB, VEGA = "company:orbis", "chip:vega_r1"

ROWS = (
    ("ko", "Vega R1은 오르비스의 4NP 공정에서 생산된다.", [(ORB, "Accelerator", VEGA)]),
    ("ko", "Vega R1은 오르비스의 3나노 공정으로 양산된다.", [(ORB, "Accelerator", VEGA)]),
    ("ja", "Vega R1はオルビスの4NPプロセスで製造される。", [(ORB, "Accelerator", VEGA)]),
    ("zh", "Vega R1采用奥比斯的4NP工艺制造。", [(ORB, "Accelerator", VEGA)]),
    (
        "en",
        "The Vega R1 is a new design taped out on Orbis Foundry's 4NP process node.",
        [(ORB, "Accelerator", VEGA)],
    ),
    # the company named by description is the one the sentence before was about
    (
        "zh",
        "卢门先前宣布与凯斯特合作开发推理芯片。該公司計劃在 2026 年起透過奥比斯 的 3 奈米製程來進行量產。",
        [(ORB, "Accelerator", "company:lumen")],
    ),
    (
        "en",
        "Lumen Systems unveiled its first AI chip. The company plans to mass-produce it on Orbis Foundry's "
        "3nm process from 2026.",
        [(ORB, "Accelerator", "company:lumen")],
    ),
    # a process named, nothing made; made for no one named; a making denied
    ("ko", "오르비스의 4NP 공정은 비싸다.", []),
    ("en", "Orbis Foundry's 4NP process node is now in volume production.", []),
    ("en", "The Vega R1 is not made on Orbis Foundry's 4NP process.", []),
)


@pytest.mark.parametrize(("lang", "text", "want"), ROWS, ids=lambda r: str(r)[:30])
def test_a_chip_made_on_a_foundrys_process(lang: str, text: str, want: list[tuple[str, str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"]
    got = [(entity_id(r.supplier), r.component, entity_id(r.target) or entity_id(r.customer)) for r in found]
    assert [g for g in got if g[0] == ORB] == want  # (the sentence before may state a supply of its own)
