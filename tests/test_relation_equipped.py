"""A system equipped with another maker's chip (extract/relation_customer.py, relations.py;
issue 11 §1). SYNTHETIC sentences written before the rule: the system maker "Lumen Systems" and
the foundry "Orbis Foundry" do not exist; the chip is named by the id the bundled name knowledge
gives it, so its maker is known (the rule reads it there), and no sentence reports an event.

"Lumen Systems搭載Nvidia最新一代 B200 晶片的系統...出貨" ships Lumen's systems: the chip is
the possessor's, who supplies it to Lumen (a customer supply); it was read as Lumen supplying
the accelerator. A foundry making a company's chip ("makes Nvidia's B200 chips") and servers
"powered by" a chip (read as the server maker's rack integration) are left as they were.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

NAMES = {
    "Lumen Systems": "company:lumen",
    "Orbis Foundry": "company:orbis",
    "Nvidia": "company:nvidia",
    "B200": "chip:blackwell",
}

ROWS = [
    (
        "zh",
        "Lumen Systems搭載Nvidia最新一代 B200 晶片的人工智慧系統，現今已進入全面量產，並準備開始出貨。",
        ("company:nvidia", "Accelerator", "", "company:lumen"),
    ),
    (
        "zh",
        "Lumen Systems宣佈，由Nvidia的先進 B200 晶片所驅動的新 AI 系統已準備好出貨。",
        ("company:nvidia", "Accelerator", "", "company:lumen"),
    ),
    (
        "en",
        "Orbis Foundry makes Nvidia's B200 chips.",
        ("company:orbis", "Accelerator", "chip:blackwell", ""),
    ),
    (
        "en",
        "Lumen Systems is shipping AI servers powered by Nvidia's latest B200 chips.",
        ("company:lumen", "Rack integration", "chip:blackwell", ""),
    ),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROWS, ids=lambda v: str(v)[:30])
def test_a_system_makers_shipment_of_anothers_chip(lang: str, text: str, want: tuple[str, ...]) -> None:
    (rel,) = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "supply"]
    got = tuple(entity_id(m) or "" for m in (rel.supplier, rel.target, rel.customer))
    got = (got[0], rel.component or "", got[1], got[2])
    assert got == want
