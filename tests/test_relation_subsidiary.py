"""Ownership stated by a subsidiary or group noun (branch rel6, issue 11): a table of SYNTHETIC
sentences written before the rule. The companies ("Kestrel Memory", "Orbis Foundry", "Lumen
Systems", "Pell Micro") and the written names ("Harlow Storage", "Quill Devices", "Wexford") do not exist,
and no sentence reports an event.

- "X's (U.S.) subsidiary(,) Y", "X subsidiary Y", "die X-Tochter Y", "X의 자회사 Y",
  "X子会社のY", "X(的)子公司Y", "X旗下的Y": X owns Y;
- the plural with a list after a copula ("the subsidiaries of X involved are Y and Z", "Le
  sussidiarie di X ... sono Y e Z"): X owns each;
- "as a member of X's group, Y" ("作為X旗下的...，Y"): X owns Y;
- no owner or no owned company named right at the noun gives nothing.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

K, ORB, L, P = "company:kestrel", "company:orbis", "company:lumen", "company:pell"

# (language, sentence, [(owner, owned company id or written name)])
ROWS = [
    ("en", "Revenue grew at Kestrel Memory's U.S. subsidiary, Lumen Systems, last quarter.", [(K, L)]),
    ("en", "Kestrel Memory subsidiary Lumen Systems opened an office.", [(K, L)]),
    ("en", "Orbis Foundry's wholly owned subsidiary Harlow Storage hired staff.", [(ORB, "Harlow Storage")]),
    (
        "en",
        "The subsidiaries of Orbis Foundry named in the filing are Harlow Storage and Quill Devices.",
        [(ORB, "Harlow Storage"), (ORB, "Quill Devices")],
    ),
    (
        "it",
        "Le sussidiarie di Orbis Foundry coinvolte nella causa sono Harlow Storage e Quill Devices.",
        [(ORB, "Harlow Storage"), (ORB, "Quill Devices")],
    ),
    # an owner the store does not know, as written
    (
        "it",
        "Le sussidiarie di Wexford coinvolte nella causa sono Harlow Storage e Quill Devices.",
        [("Wexford", "Harlow Storage"), ("Wexford", "Quill Devices")],
    ),
    ("de", "Die Kestrel Memory-Tochter Lumen Systems eröffnet ein Büro.", [(K, L)]),
    ("ko", "케스트렐의 미국 자회사 루멘이 사무소를 열었다.", [(K, L)]),
    ("ko", "케스트렐 자회사인 루멘은 인력을 채용했다.", [(K, L)]),
    ("ja", "ケストレル子会社のルーメンが事務所を開いた。", [(K, L)]),
    ("zh", "凯斯特昨天公告增资美国子公司卢门。", [(K, L)]),
    ("zh", "凯斯特旗下的卢门开设了办公室。", [(K, L)]),
    ("zh", "作为凯斯特旗下的存储芯片制造商，卢门扩大了招聘。", [(K, L)]),
    ("zh", "凯斯特子公司Harlow Storage开设了办公室。", [(K, "Harlow Storage")]),
    # nothing: no owner at the noun, no owned company, a subsidiary of a customer's
    ("en", "Lumen Systems will operate as an independent subsidiary after the deal closes.", []),
    ("en", "Kestrel Memory said a subsidiary would open an office.", []),
    ("en", "Kestrel Memory sells HBM to the subsidiary of a cloud company.", []),
    ("zh", "凯斯特表示，子公司将开设办公室。", []),
    ("ko", "케스트렐은 자회사를 통해 투자했다.", []),
    # the older shape still reads
    ("en", "Lumen Systems, a wholly owned subsidiary of Kestrel Memory, opened an office.", [(K, L)]),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROWS, ids=lambda v: str(v)[:40])
def test_a_subsidiary_noun_states_ownership(lang: str, text: str, want: list[tuple[str, str]]) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "ownership"]
    got = [
        (
            entity_id(r.supplier) if r.supplier else r.unknown_supplier and r.unknown_supplier.text,
            entity_id(r.obj) if r.obj else r.obj_text,
        )
        for r in found
    ]
    assert got == want
    assert all(r.stage == "subsidiary" for r in found)
