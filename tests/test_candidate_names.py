"""A candidate proposal keeps the written name of a supplier the store does not know, shows it,
and ``relink`` links it once the name resolves (docs/review.md).

Every sentence here is SYNTHETIC text written for the test; "Orvane Memory", "Kestrel
Foundry" and "Talwyn Substrates" are made-up names, the events are not facts.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from tests.cli_support import run_cli

from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import unknown_subject
from chipatlas.model.schema import K
from chipatlas.present.web import create_app

# Synthetic: (sentence, the verb's word, whether the supplier follows the verb, the name read).
READS = [
    ("Orvane Memory will supply HBM4 for the platform.", "supply", False, "Orvane Memory"),
    ("Kestrel Foundry has also begun to supply wafers for it.", "supply", False, "Kestrel Foundry"),
    ("The interposer is made by Talwyn Substrates in Japan.", "made", True, "Talwyn Substrates"),
    # the stop after the name is the sentence's, not the name's; an initialism keeps its own
    ("The interposer is made by Talwyn Substrates.", "made", True, "Talwyn Substrates"),
    ("The interposer is made by Talwyn K.K.", "made", True, "Talwyn K.K."),
    ("The Orvane Memory unit supplies HBM.", "supplies", False, None),  # "unit": no name before
    ("The company will supply HBM4 for the platform.", "supply", False, None),
    ("It supplies HBM4 for the platform.", "supplies", False, None),
    ("They will supply HBM4 for the platform.", "supply", False, None),
    ("Orvane Memory said on Monday that it will supply HBM4.", "supply", False, None),
    ("The interposer is made in Japan.", "made", True, None),
    ("The per-GPU gains compound across all 72 GPUs to deliver more.", "deliver", False, None),
    ("HBM3E的正式量产 supplies", "supplies", False, None),  # a CJK run is no Latin name
]


@pytest.mark.parametrize(("text", "verb", "after", "name"), READS)
def test_the_unknown_supplier_is_the_name_next_to_the_verb(
    text: str, verb: str, after: bool, name: str | None
) -> None:
    found = unknown_subject(text, 100, text.index(verb), after, [])
    assert (found.text if found else None) == name
    if found:  # document offsets: the sentence starts at 100
        assert text[found.start - 100 : found.end - 100] == name


def test_a_known_entity_is_no_unknown_supplier() -> None:
    text = "Rubin Ultra will supply the rack."  # Synthetic: the name is a platform's
    platform = Mention("platform:x", K.PLATFORM, "Rubin Ultra", 100, 111, "Rubin Ultra")
    assert unknown_subject(text, 100, text.index("supply"), False, [platform]) is None


NOTE = (
    "# Synthetic test note: an unknown supplier\n\nSynthetic text written for a test, not a real"
    " report. Orvane Memory will supply HBM4 for the Vera Rubin NVL144.\n"
)


def _open(db: Path) -> list[dict[str, str | None]]:
    found = json.loads(run_cli(db, "review", "--format", "json"))
    return [p for p in found if "Orvane" in p["quote"]]


def test_ingest_review_entity_add_relink(bundled_sqlite: Engine, tmp_path: Path) -> None:
    db = tmp_path / "store.db"  # the file the bundled_sqlite fixture wrote
    note = tmp_path / "synthetic_unknown_supplier.md"
    note.write_text(NOTE, encoding="utf-8")
    said = run_cli(db, "ingest", str(note))
    assert "add Orvane Memory (unknown company) -> HBM" in said
    (p,) = _open(db)
    assert (p["status"], p["supplier"], p["supplier_id"]) == (
        "candidate",
        "Orvane Memory (unknown company)",
        None,
    )
    assert "Orvane Memory" in run_cli(db, "candidates", "--format", "csv")
    # Where each name was read (walk8: the table and CSV named no document to check it in).
    (row,) = [
        r
        for r in csv.DictReader(io.StringIO(run_cli(db, "candidates", "--format", "csv")))
        if r["name"] == "Orvane Memory"
    ]
    assert row["document"] == p["document"]
    assert str(p["document"])[:12] in run_cli(db, "candidates", columns=200)
    page = TestClient(create_app(bundled_sqlite)).get("/platforms/nvidia_vera_rubin_nvl144/review")
    assert page.status_code == 200 and "Orvane Memory (unknown company)" in page.text
    assert "0 candidates resolved" in run_cli(db, "relink")  # nothing known yet: nothing changes
    run_cli(db, "entity", "add", "Orvane Memory")
    said = run_cli(db, "relink")
    assert "1 candidates resolved" in said and f"proposed {p['id']}: add Orvane Memory -> HBM" in said
    (q,) = _open(db)
    assert (q["id"], q["status"], q["supplier"], q["supplier_id"], q["reason"]) == (
        p["id"],
        "proposed",
        "Orvane Memory",
        "company:orvane_memory",
        None,
    )
    assert "Orvane Memory" not in run_cli(db, "candidates", "--format", "csv")
    assert "0 candidates resolved" in run_cli(db, "relink")  # idempotent


# Synthetic: a list of made-up customers, the last before the sentence's stop.
LISTED = (
    "# Synthetic test note: a customer list\n\nSynthetic text written for a test, not a real report. "
    "The Zentrix accelerator is used by Alphex, Brontide, Quellmark and Vostrel Labs.\n"
)


def test_a_listed_candidate_keeps_no_stop_of_the_sentence(bundled_sqlite: Engine, tmp_path: Path) -> None:
    db = tmp_path / "store.db"  # the file the bundled_sqlite fixture wrote
    note = tmp_path / "synthetic_customer_list.md"
    note.write_text(LISTED, encoding="utf-8")
    run_cli(db, "ingest", str(note))
    names = {c["name"] for c in json.loads(run_cli(db, "candidates", "--format", "json"))}
    assert {"Alphex", "Brontide", "Quellmark"} <= names, names
    assert not [n for n in names if n.endswith((".", ","))], names
