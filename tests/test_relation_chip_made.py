"""A foundry named as the maker of the chip is not the supplier of another part the same
sentence names ("X1 (a chip produced by Y) and its switches": Y makes the chip).

Every sentence here is SYNTHETIC text written for this test: "Foundrex", "Switchco",
"Memcorp" and the chip "Zentrix9" are invented; no event is a fact. The table (cases that
must read the chip and cases that must keep the other part) was written before the rule.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations

_NAMES = {
    "Foundrex": "company:foundrex",
    "Switchco": "company:switchco",
    "Memcorp": "company:memcorp",
    "Zentrix9": "chip:zentrix9",
}
FOUNDREX, SWITCHCO, MEMCORP = "company:foundrex", "company:switchco", "company:memcorp"

# (sentence, (supplier, part) wanted)
ROWS = [
    # must read the chip: the participle makes the chip, whatever else the sentence names
    (
        "Synthetic: It highlights Zentrix9 (a 3nm chip produced by Foundrex) and related system "
        "innovations — Kappa switches and racks — that cut cost.",
        (FOUNDREX, "Accelerator"),
    ),
    ("Synthetic: The Zentrix9 chip is made by Foundrex and ships with switches.", (FOUNDREX, "Accelerator")),
    ("Synthetic: The Zentrix9, produced by Foundrex, pairs with new switches.", (FOUNDREX, "Accelerator")),
    (
        "Synthetic: Demand for the Zentrix9 chip, made by Foundrex, lifts switch sales.",
        (FOUNDREX, "Accelerator"),
    ),
    # must keep the other part: it is what is made
    ("Synthetic: The switches of the Zentrix9 are produced by Switchco.", (SWITCHCO, "Scale-up switch")),
    ("Synthetic: Switches for the Zentrix9 are made by Switchco.", (SWITCHCO, "Scale-up switch")),
    ("Synthetic: Zentrix9 switches are made by Switchco.", (SWITCHCO, "Scale-up switch")),
    ("Synthetic: Zentrix9 uses HBM3E made by Memcorp.", (MEMCORP, "HBM")),
    ("Synthetic: Buyers approved HBM3 chips manufactured by Memcorp for Zentrix9 boards.", (MEMCORP, "HBM")),
    ("Synthetic: Switchco will supply switches for the Zentrix9 chip.", (SWITCHCO, "Scale-up switch")),
]


@pytest.mark.parametrize(("sentence", "want"), ROWS, ids=[r[0][11:50] for r in ROWS])
def test_the_part_a_making_verb_makes(sentence: str, want: tuple[str, str]) -> None:
    found = [r for r in read_relations(sentence, TableNames(_NAMES)) if r.kind == "supply"]
    assert [(r.supplier.entity_id if r.supplier else None, r.component) for r in found] == [want]


def test_the_bundled_signal_page_proposes_no_foundry_switch(bundled_sqlite: Engine, tmp_path: Path) -> None:
    """The bundled seed page names Trainium3's foundry beside the system's switches."""
    db = tmp_path / "store.db"  # the file the bundled_sqlite fixture wrote
    done = subprocess.run(
        [str(Path(sys.executable).with_name("chipatlas")), "review", "--status", "all", "--format", "json"],
        capture_output=True,
        text=True,
        env={**os.environ, "CHIPATLAS_DATABASE_URL": str(db)},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    tsmc = {
        (p["component"], p["platform_id"])
        for p in json.loads(done.stdout)
        if p["supplier_id"] == "company:tsmc"
    }
    assert ("Scale-up switch", "platform:aws_trainium3_ultraserver") not in tsmc
    assert ("Accelerator", "platform:aws_trainium3_ultraserver") in tsmc
