"""Traditional Chinese "量產" (mass production) is the verb simplified "量产" and Japanese "量産"
are (extract/supply_verb.py) and a volume stage of a plant (extract/site_stage.py). SYNTHETIC
sentences: "凯斯特" (Kestrel Memory) and the platform "Atlas Pod" do not exist."""

from __future__ import annotations

import pytest
from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations
from chipatlas.extract.supply_verb import supply_verb


@pytest.mark.parametrize("text", ["凯斯特将为Atlas Pod量产HBM4。", "凯斯特將為Atlas Pod量產HBM4。"])
def test_mass_production_in_both_scripts(text: str) -> None:
    assert supply_verb(text) is not None
    found = [r for r in read_relations(text, TableNames(NAMES), "zh") if r.kind == "supply"]
    assert [(entity_id(r.supplier), r.component, entity_id(r.target)) for r in found] == [
        ("company:kestrel", "HBM", "platform:atlas_pod")
    ]
