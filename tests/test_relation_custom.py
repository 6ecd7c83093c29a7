"""A design house building a buyer's own chip (extract/relation_custom.py, ingest/part_makers.py).

Every sentence here is SYNTHETIC, written for this test before the rule: the reader's rows use
the invented companies of tests/relation_table_rows.py; the ingest rows use bundled company
names in made-up sentences (marked SYNTHETIC in each note's heading), which state no fact.
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.proposal_notes import note_proposals
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations

LUMEN, CORVID, VEGA, ORB = "company:lumen", "company:corvid", "chip:vega_r1", "company:orbis"

# (language, sentence, (supplier, customer or chip, two_way) wanted, or None: no relation)
READ = (
    # the buyer marked by its possessive or by "for": the other company designs
    ("en", "Lumen Systems will develop and deploy Corvid Cloud's custom AI chips.", (LUMEN, CORVID, False)),
    ("en", "Lumen Systems designs custom AI chips for Corvid Cloud.", (LUMEN, CORVID, False)),
    ("en", "Corvid Cloud's custom accelerator is being designed by Lumen Systems.", (LUMEN, CORVID, False)),
    ("en", "Corvid Cloud's in-house Vega R1 chip was co-designed with Lumen Systems.", (LUMEN, VEGA, False)),
    ("zh", "卢门為Corvid Cloud開發客製化推論 ASIC。", (LUMEN, CORVID, False)),
    ("ja", "ルーメンはCorvid Cloud向けのカスタムAIチップを開発している。", (LUMEN, CORVID, False)),
    ("ko", "Corvid Cloud의 맞춤형 칩은 루멘이 설계했다.", (LUMEN, CORVID, False)),
    # working together, neither marked: the direction is left to ingest
    (
        "en",
        "Corvid Cloud is co-developing a custom inference chip with Lumen Systems.",
        (CORVID, LUMEN, True),
    ),
    ("zh", "卢门正與Corvid Cloud共同開發客製化推論 ASIC。", (LUMEN, CORVID, True)),
    ("ko", "루멘은 Corvid Cloud와 맞춤형 AI 칩을 공동 개발하고 있다.", (LUMEN, CORVID, True)),
    ("ja", "ルーメンはCorvid CloudとカスタムAIチップを共同開発している。", (LUMEN, CORVID, True)),
    # a possessive far from the chip owns no chip: the two work together
    ("zh", "Corvid Cloud為了降低對卢门的依賴，宣佈與奥比斯開發推理的訂製 ASIC。", (CORVID, ORB, True)),
    # no relation: denied, wished, one company only, no custom chip, no design
    ("en", "Lumen Systems is not developing a custom chip for Corvid Cloud.", None),
    ("en", "Lumen Systems hopes to design custom chips for Corvid Cloud.", None),
    ("en", "Corvid Cloud is developing a custom inference ASIC.", None),
    ("en", "Lumen Systems develops software for Corvid Cloud.", None),
    ("en", "Corvid Cloud's custom accelerator beat Lumen Systems' GPU in the benchmark.", None),
)


@pytest.mark.parametrize("row", READ, ids=lambda r: r[1][:40])
def test_a_custom_chip_is_the_designers_supply(row: tuple[str, str, tuple[str, str, bool] | None]) -> None:
    lang, sentence, want = row
    found = [r for r in read_relations(sentence, TableNames(NAMES), lang) if r.kind == "supply"]
    if want is None:
        assert found == []
        return
    (rel,) = found
    assert (entity_id(rel.supplier), entity_id(rel.target) or entity_id(rel.customer), rel.two_way) == want
    assert rel.component == "Accelerator" and rel.custom
    assert rel.quote == sentence


OPENAI, MARVELL, META, ANTHROPIC = "company:openai", "company:marvell", "company:meta", "company:anthropic"

# (sentence, (supplier, part, customer) wanted, whether the direction stays unknown)
SETTLED = (
    # the rings name Marvell as a chip's design partner: it designs, whichever is named first
    (
        "OpenAI is co-developing a custom inference chip with Marvell.",
        (MARVELL, "Accelerator", OPENAI),
        False,
    ),
    (
        "Marvell is co-developing a custom inference chip with OpenAI.",
        (MARVELL, "Accelerator", OPENAI),
        False,
    ),
    # neither is a design partner in the rings: a candidate saying so, never a guess
    ("Meta is co-developing a custom inference ASIC with Anthropic.", (META, "Accelerator", ANTHROPIC), True),
    # a chip named: what the part is for, settled the same way
    (
        "Google is co-developing the TPU v7 Ironwood's custom silicon with MediaTek.",
        ("company:mediatek", "Accelerator", "platform:google_tpu_v7_ironwood"),
        False,
    ),
    # the buyer marked: as read
    ("Marvell designs custom AI chips for OpenAI.", (MARVELL, "Accelerator", OPENAI), False),
)


@pytest.mark.parametrize("row", SETTLED, ids=lambda r: r[0][:40])
def test_the_design_partner_designs(bundled: Engine, row: tuple[str, tuple[str, str, str], bool]) -> None:
    sentence, want, unknown = row
    found = [p for p in note_proposals(bundled, sentence, "custom") if p.kind == "supply"]
    assert [(p.supplier_id, p.component, p.platform_id or p.object_id) for p in found] == [want]
    (p,) = found
    assert (p.reason is not None and "which company designs the custom chip" in p.reason) is unknown


def test_every_design_house_cites_its_design_partner_rows() -> None:
    # data/names/designs.csv: each company's cited ring rows are "Design partner" rows naming it.
    import csv
    from importlib.resources import files

    from chipatlas.model.makes import DESIGNS_FILE, design_houses

    names_file = files("chipatlas") / "data" / "names" / "organisations.csv"
    with names_file.open(encoding="utf-8", newline="") as fh:
        names = {r["id"]: [r["name"], *filter(None, r["short_names"].split(";"))] for r in csv.DictReader(fh)}
    rings = files("chipatlas") / "data" / "rings"
    with DESIGNS_FILE.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert {r["company"] for r in rows} == design_houses() and len(rows) >= 4
    for r in rows:
        for cited in r["ring_rows"].split(";"):
            ring, line = cited.split(":")
            row = next(csv.reader([(rings / ring).read_text(encoding="utf-8").splitlines()[int(line) - 1]]))
            assert row[1] == "Design partner", cited
            assert any(n in row[2] for n in names[r["company"]]), (cited, row[2])
