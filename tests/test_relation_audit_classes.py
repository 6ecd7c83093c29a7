"""The relation reader on the audit's wrong classes (tests/relation_audit_rows.py, SYNTHETIC
sentences), and a document's lead hedge carried to its relations.

A row is right when the reader states exactly the row's relations: kind, actor, owned company
or part, platform, chip or customer, and stage.
"""

from __future__ import annotations

import pytest
from tests.relation_audit_rows import NAMES, ROWS, Row, Want
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_reader import lead_hedged, read_relations


def as_tuple(r: Relation) -> Want:
    if r.kind == "ownership":
        return ("ownership", entity_id(r.supplier) or "?", entity_id(r.obj) or r.obj_text, None, r.stage)
    return (
        r.kind,
        entity_id(r.supplier) or "?",
        r.component,
        entity_id(r.target) or entity_id(r.customer),
        r.stage,
    )


def read(row: Row) -> list[Want]:
    return [as_tuple(r) for r in read_relations(row.text, TableNames(NAMES), row.lang) if r.kind != "site"]


def test_every_class_has_rows_that_state_a_relation_and_rows_that_state_none() -> None:
    for cls in ("passive", "attempt", "quoted", "stage", "aside"):
        rows = [r for r in ROWS if r.cls == cls]
        assert rows and any(r.want for r in rows), cls
    assert len({r.lang for r in ROWS}) >= 7


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.cls}-{r.lang}-{r.text[:30]}")
def test_the_row_states_exactly_its_relations(row: Row) -> None:
    assert sorted(read(row), key=str) == sorted(row.want, key=str)


def test_a_hedge_in_the_lead_makes_every_relation_of_the_story_speculative() -> None:
    # synthetic: a rumour in the headline, the supply stated plainly in the body
    text = "传凯斯特HBM3E通过卢门认证\n凯斯特将于下月开始向卢门供货HBM3E。\n"
    found = lead_hedged(text, read_relations(text, TableNames(NAMES), "zh"))
    assert found and {(r.evidence, r.hedge) for r in found} == {("speculative", "传")}
    text = (
        "Kestrel Memory will start shipping HBM3E to Lumen Systems next month.\n"
        "A person familiar with the matter told the press."
    )
    (r,) = lead_hedged(text, read_relations(text, TableNames(NAMES), "en"))
    assert (r.evidence, r.hedge) == ("speculative", "familiar with the matter")


def test_a_story_nothing_hedges_keeps_its_relations_evidence() -> None:
    text = "Kestrel Memory said it supplies HBM3E to Lumen Systems.\nShipments began in May."
    (r,) = lead_hedged(text, read_relations(text, TableNames(NAMES), "en"))
    assert r.evidence == "confirmed"


def test_a_site_named_in_an_aside_takes_no_platform_or_chip_from_the_main_clause() -> None:
    text = (  # synthetic
        "As packaging plants are still being built in Texas — including Talon Assembly's upcoming"
        " plant — the wafers will be shipped abroad for packaging before becoming finished Vega R1 chips."
    )
    sites = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [(entity_id(r.supplier), entity_id(r.target)) for r in sites] == [("company:talon", None)]


def test_a_company_whose_other_name_is_the_aside_keeps_its_platform() -> None:
    text = (  # synthetic: the aside is the same company's other name, not another company
        "Talon Assembly—also known as Talon Holdings—said it was building the largest factory"
        " for racks of the Atlas Pod in Mexico."
    )
    sites = [r for r in read_relations(text, TableNames(NAMES), "en") if r.kind == "site"]
    assert [(entity_id(r.supplier), entity_id(r.target)) for r in sites] == [
        ("company:talon", "platform:atlas_pod")
    ]
