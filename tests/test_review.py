"""Proposed ring changes: read from prose, reviewed, accepted, undone (issue 11).

Every article here is SYNTHETIC text written for the test (marked so in its body); the
companies and platforms are the bundled ones, the events are made up and not facts.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from tests.cli_support import cli_process
from tests.writer_support import store_url

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.analyze.proposals import pending
from chipatlas.analyze.ring import ring
from chipatlas.errors import InputError
from chipatlas.ingest import review, review_edit
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.digest import render
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows
from chipatlas.store.proposals import AutoAccept, set_settings

MAIA = "platform:microsoft_maia_200"
QUALIFIED = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday. Volume shipments are planned for next year.\n"
)
HEDGED = (
    "# Synthetic test note: packaging rumour\n\nSynthetic text written for a test, not a real report. "
    "Amkor reportedly will supply advanced packaging for the Google TPU v7 Ironwood from its plant in "
    "Korea, according to people familiar with the plans.\n"
)
ENDS = (
    "# Synthetic test note: supplier change\n\nSynthetic text written for a test, not a real report. "
    "SK hynix no longer supplies HBM for the Microsoft Maia 200, according to the synthetic memo.\n"
)
NOTHING = (
    "# Synthetic test note: a quiet week\n\nSynthetic text written for a test, not a real report. The "
    "market for accelerators was calm this week and analysts wrote about other things entirely.\n"
)


def _note(engine: Engine, text: str, name: str) -> list[rows.Proposal]:
    report = ingest(engine, SourceDocument(f"synthetic/{name}.md", text.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    with engine.connect() as conn:
        return [p for p in rows.listed(conn, None, ()) if p.document_id == report.document_id]


def _ring(engine: Engine, platform: str = "Microsoft Maia 200") -> str:
    with engine.connect() as conn:
        return json.dumps(ring(conn, platform), sort_keys=True, default=str)


def _rows(engine: Engine, platform: str = "Microsoft Maia 200") -> list[dict[str, Any]]:
    with engine.connect() as conn:
        return list(ring(conn, platform)["rows"])


def test_a_qualification_gives_one_proposal_that_accept_adds_and_undo_removes(bundled: Engine) -> None:
    before = _ring(bundled)
    with bundled.begin() as conn:
        add_watchlist(conn, "maia", platform_names=["Microsoft Maia 200"])
    (p,) = _note(bundled, QUALIFIED, "qualified")
    assert (p.status, p.action, p.platform_id, p.component, p.role) == (
        "proposed",
        "contradict",  # the ring names SK hynix as Maia 200's sole HBM supplier: both kept
        MAIA,
        "HBM",
        "second_source",
    )
    assert p.supplier_id == "company:samsung" and p.stage == "qualified"
    assert p.evidence == "confirmed"  # the supplier's own word ("the company said")
    assert p.quote.startswith("Samsung Electronics has been qualified") and "the company said" in p.quote
    assert _ring(bundled) == before  # a proposal never changes a ring by itself

    with bundled.connect() as conn:
        start = watchlist(conn, "maia")["created_at"]
        d = digest(conn, "maia", period_of("daily", datetime.now(UTC)), start=start)
    assert [x["id"] for x in d["proposals"]] == [p.id]
    assert f"chipatlas review accept {p.id}" in render.markdown(d)
    assert json.loads(render.payload(d, "k" * 64))["proposals"][0]["component"] == "HBM"

    review.accept(bundled, p.id, "synthetic-tester", "test")
    added = [r for r in _rows(bundled) if r["supplier"] == "Samsung Electronics" and r["component"] == "HBM"]
    assert len(added) == 1 and added[0]["role"] == "second_source" and added[0]["evidence"] == "confirmed"
    assert added[0]["document"] == p.document_id
    with bundled.connect() as conn:
        assert pending(conn, [MAIA]) == []
        assert [d.decision for d in rows.decisions(conn, p.id)] == ["accept"]

    review.undo(bundled, p.id, "synthetic-tester", "changed my mind")
    assert _ring(bundled) == before
    with bundled.connect() as conn:
        assert rows.get(conn, p.id).status == "proposed"
        assert [d.decision for d in rows.decisions(conn, p.id)] == ["accept", "undo"]


def test_a_hedge_gives_a_speculative_proposal(bundled: Engine) -> None:
    found = [p for p in _note(bundled, HEDGED, "hedged") if p.status == "proposed"]
    (p,) = found
    assert p.evidence == "speculative" and p.hedge == "reportedly"
    assert (p.platform_id, p.component, p.supplier_id, p.country) == (
        "platform:google_tpu_v7_ironwood",
        "Advanced packaging",
        "company:amkor",
        "South Korea",
    )


def test_no_longer_supplies_proposes_ending_the_row_and_undo_restores_it(bundled: Engine) -> None:
    before = _ring(bundled)
    (p,) = _note(bundled, ENDS, "ends")
    assert (p.action, p.supplier_id, p.component, p.status) == ("end", "company:sk_hynix", "HBM", "proposed")
    review.accept(bundled, p.id, "synthetic-tester")
    assert not [r for r in _rows(bundled) if r["supplier"] == "SK hynix" and r["component"] == "HBM"]
    review.undo(bundled, p.id, "synthetic-tester")
    assert _ring(bundled) == before


def test_reject_edit_and_refusals(bundled: Engine) -> None:
    (p,) = _note(bundled, QUALIFIED, "qualified")
    edited = review_edit.edit(bundled, p.id, "synthetic-tester", role="primary")
    assert edited.role == "primary" and edited.status == "proposed"
    review.reject(bundled, p.id, "synthetic-tester", "not convinced")
    try:
        review.reject(bundled, "0" * 16, "synthetic-tester")
    except Exception as exc:  # NotFoundError names the id
        assert "0000000000000000" in str(exc)
    else:
        raise AssertionError("an unknown proposal was rejected")
    try:
        review_edit.edit(bundled, p.id, "synthetic-tester", role="boss")
    except InputError as exc:
        assert "role must be one of" in str(exc)
    assert _note(bundled, NOTHING, "nothing") == []


def test_auto_accept_records_a_decision(bundled: Engine) -> None:
    with bundled.begin() as conn:
        set_settings(conn, AutoAccept(platform_id=MAIA, min_evidence="claimed", sources=()), MAIA)
    (p,) = _note(bundled, QUALIFIED, "qualified")
    with bundled.connect() as conn:
        got = rows.get(conn, p.id)
        (decision,) = rows.decisions(conn, p.id)
    assert got.status == "accepted" and decision.decided_by == "auto"
    assert any(r["supplier"] == "Samsung Electronics" for r in _rows(bundled))


def test_cli_review_lists_accepts_and_undoes(tmp_path: Path) -> None:
    note = tmp_path / "qualified.md"
    note.write_text(QUALIFIED, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run = partial(cli_process, db)
        assert run("init").returncode == 0
        ingested = run("ingest", str(note))
        assert "proposed " in ingested.stdout + ingested.stderr
        listed = json.loads(run("review", "--platform", "Maia 200", "--format", "json").stdout)
        (p,) = listed
        assert p["supplier"] == "Samsung Electronics" and p["platform"] == "Microsoft Maia 200"
        assert run("review", "--format", "csv").stdout.startswith("id,")
        accepted = run("review", "accept", p["id"], "--by", "synthetic-tester")
        assert accepted.returncode == 0 and "accepted" in accepted.stdout
        empty = run("review", "--platform", "Maia 200")
        assert "no open proposals" in empty.stdout
        assert run("review", "undo", p["id"]).returncode == 0
        missing = run("review", "accept", "nope")
        assert missing.returncode != 0 and "no proposal 'nope'" in missing.stderr


def test_relations_read_from_synthetic_sentences(bundled_sqlite: Engine) -> None:
    """Each sentence is SYNTHETIC; checks the reading rules one by one."""
    from chipatlas.extract.relation_reader import read_relations
    from chipatlas.resolve import Resolver
    from chipatlas.resolve.linker import Linker

    with bundled_sqlite.connect() as conn:
        linker = Linker(conn, Resolver(conn))

        def one(text: str) -> Any:
            (rel,) = read_relations(text, linker)
            return rel

        dropped = one("Microsoft drops SK hynix as the HBM supplier of the Microsoft Maia 200.")
        assert dropped.ends and dropped.supplier.name == "SK hynix"
        passive = one("The racks of the Microsoft Maia 200 are assembled by Foxconn in Mexico.")
        assert passive.supplier.name == "Foxconn" and passive.component == "Rack integration"
        assert passive.country == "Mexico"
        share = one("Samsung Electronics supplies about 30% of the HBM for the Microsoft Maia 200.")
        assert share.share == "30%" and share.evidence == "claimed"
        assert read_relations("The weather in Taiwan was fine and nobody supplied anything.", linker) == []


def test_a_heading_never_runs_into_the_proposal_quote(bundled_sqlite: Engine) -> None:
    text = (
        "# Synthetic note (made up for a test)\n\nSamsung Electronics has been qualified as a second "
        "source of HBM for the Microsoft Maia 200, the company said.\n"
    )
    (p,) = _note(bundled_sqlite, text, "heading")
    assert not p.quote.startswith("#") and "\n" not in p.quote
