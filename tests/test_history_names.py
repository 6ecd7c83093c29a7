"""``chipatlas history`` reads for an analyst: names where a value is an entity id (the id
kept beside it in JSON), and who accepted the proposal that wrote a value, when and why.

The note is SYNTHETIC text written for the test (marked so in its body); the platform and
companies are the bundled ones, the event is made up and no fact.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_support import run_cli

NOTE = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real "
    "report. Samsung Electronics has been qualified as a second source of HBM for the Microsoft "
    "Maia 200, the company said on Monday.\n"
)


def _history(db: Path) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = json.loads(
        run_cli(db, "history", "Microsoft Maia 200", "--format", "json")
    )["events"]
    return events


def test_history_names_ids_and_says_who_accepted(tmp_path: Path) -> None:
    db = tmp_path / "atlas.db"
    run_cli(db, "init")
    note = tmp_path / "synthetic_qualified.md"
    note.write_text(NOTE, encoding="utf-8")
    run_cli(db, "ingest", str(note))
    found = json.loads(run_cli(db, "review", "--platform", "Microsoft Maia 200", "--format", "json"))
    (proposal,) = [p for p in found if p["supplier_id"] == "company:samsung"]
    run_cli(
        db, "review", "accept", proposal["id"], "--by", "synthetic-analyst", "--reason", "synthetic check"
    )
    events = _history(db)
    # An id is never the value: its name is, with the id beside it.
    for e in events:
        assert not (e["value"].startswith(("supply:", "company:", "site:")) and e["value_id"] is None), e
    supply = next(e for e in events if e["prop"] == "supply" and e["component"] == "HBM")
    assert supply["value_id"].startswith("supply:") and supply["value"].endswith(
        " HBM for Microsoft Maia 200"
    )
    maker = next(e for e in events if e["prop"] == "maker")
    assert (maker["value"], maker["value_id"]) == ("Microsoft", "company:microsoft")
    # The accepted row's statements say who accepted it, when and why; a document's do not.
    accepted = [e for e in events if e["decision"]]
    assert accepted and all(
        e["entity_name"] == "Samsung Electronics HBM for Microsoft Maia 200" for e in accepted
    )
    decision = accepted[0]["decision"]
    assert (decision["decided_by"], decision["reason"], decision["decision"]) == (
        "synthetic-analyst",
        "synthetic check",
        "accept",
    )
    assert decision["proposal"] == proposal["id"] and decision["at"]
    assert not next(e for e in events if e["prop"] == "maker")["decision"]
    # The table says it too, on one line.
    table = run_cli(db, "history", "Microsoft Maia 200", "--format", "csv")
    assert "accepted by synthetic-analyst at " in table and ": synthetic check" in table
