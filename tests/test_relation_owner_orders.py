"""Ownership in other orders than "X acquired Y" (branch reldeploy, issue 11 §1): a table of
SYNTHETIC sentences written before the rule. The companies ("Kestrel Memory", "Orbis Foundry",
"Lumen Systems") and the written name ("Harlow Storage") do not exist, and no sentence reports
an event.

- a relative clause on the owned company: "Y, which X bought last year", "Y, das X 2016
  übernommen hat", "Y, que X a racheté", "X去年收购的Y", "Xが昨年買収したY", "X가 지난해 인수한 Y";
- a passive with its auxiliary in French, Spanish, Italian and an owned company the store
  does not know ("Y a été racheté par X", "Y fue adquirida por X", "Y è stata acquisita da X");
- a stake as a share: "X owns 10% of Y", "une participation de 8 % dans Y", "einen Anteil von
  8 % an Y", "una participación del 8% en Y", "X持有Y 8%的股份", "XはYの株式8%を保有",
  "X는 Y 지분 8%를 보유";
- nothing when the relative clause buys from the company, a share of a market, or shares.
"""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

K, ORB, L = "company:kestrel", "company:orbis", "company:lumen"
ACQ, STAKE = "acquired", "stake"

# (language, sentence, [(owner, owned id or written name, stage, share)])
ROWS = [
    ("en", "Lumen Systems, which Kestrel Memory bought last year, opened an office.", [(K, L, ACQ, None)]),
    (
        "en",
        "Kestrel Memory sells HBM to Lumen Systems, which Orbis Foundry bought in 2016.",
        [(ORB, L, ACQ, None)],
    ),
    ("de", "Lumen Systems, das Kestrel Memory 2016 übernommen hat, wächst.", [(K, L, ACQ, None)]),
    ("fr", "Lumen Systems, que Kestrel Memory a racheté en 2016, grandit.", [(K, L, ACQ, None)]),
    ("es", "Lumen Systems, que Kestrel Memory adquirió en 2016, crece.", [(K, L, ACQ, None)]),
    ("zh", "凯斯特去年收购的卢门开设了办公室。", [(K, L, ACQ, None)]),
    ("ja", "ケストレルが昨年買収したルーメンは事務所を開いた。", [(K, L, ACQ, None)]),
    ("ko", "케스트렐이 지난해 인수한 루멘은 사무소를 열었다.", [(K, L, ACQ, None)]),
    ("fr", "Harlow Storage a été racheté par Kestrel Memory en 2016.", [(K, "Harlow Storage", ACQ, None)]),
    ("es", "Harlow Storage fue adquirida por Kestrel Memory en 2016.", [(K, "Harlow Storage", ACQ, None)]),
    (
        "it",
        "Harlow Storage è stata acquisita da Kestrel Memory nel 2016.",
        [(K, "Harlow Storage", ACQ, None)],
    ),
    ("en", "Kestrel Memory owns 10% of Lumen Systems.", [(K, L, STAKE, "10%")]),
    ("fr", "Kestrel Memory détient une participation de 8% dans Lumen Systems.", [(K, L, STAKE, "8%")]),
    ("de", "Kestrel Memory hält einen Anteil von 8 % an Lumen Systems.", [(K, L, STAKE, "8%")]),
    ("es", "Kestrel Memory tiene una participación del 8% en Lumen Systems.", [(K, L, STAKE, "8%")]),
    ("zh", "凯斯特持有卢门8%的股份。", [(K, L, STAKE, "8%")]),
    ("ja", "ケストレルはルーメンの株式8%を保有している。", [(K, L, STAKE, "8%")]),
    ("ko", "케스트렐은 루멘 지분 8%를 보유하고 있다.", [(K, L, STAKE, "8%")]),
    # nothing: bought from the company, a market's share, shares bought, a supply
    ("en", "Lumen Systems, which Kestrel Memory bought chips from, grew.", []),
    ("en", "Kestrel Memory owns 10% of the market, ahead of Lumen Systems.", []),
    ("zh", "凯斯特收购的卢门股份增加了。", []),
    ("en", "Lumen Systems, which Kestrel Memory supplies, grew.", []),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROWS, ids=lambda v: str(v)[:40])
def test_ownership_in_other_orders(
    lang: str, text: str, want: list[tuple[str, str, str, str | None]]
) -> None:
    found = [r for r in read_relations(text, TableNames(NAMES), lang) if r.kind == "ownership"]
    got = [
        (
            r.supplier.entity_id if r.supplier else None,
            r.obj.entity_id if r.obj else r.obj_text,
            r.stage,
            r.share,
        )
        for r in found
    ]
    assert got == want
