"""What ``chipatlas review accept|reject`` say about a site proposal, on a real SQLite store
with the bundled rings (walk8): a reject names what was rejected, not only the reason, and
an accept the ring cannot take names the platform and company, not their ids, and says what
to do. The note is SYNTHETIC text written for the test; the event is made up."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from tests.cli_support import cli_process
from tests.proposal_notes import note_proposals

from chipatlas.errors import InputError
from chipatlas.ingest import review
from chipatlas.ingest.review_edit import edit


def _site(engine: Engine, body: str, name: str) -> str:
    (p,) = [p for p in note_proposals(engine, body, name) if p.kind == "site"]
    return p.id


def test_a_rejected_site_says_what_it_was(bundled_sqlite: Engine) -> None:
    pid = _site(
        bundled_sqlite,
        "TSMC will package the chips of the AWS Trainium3 UltraServer at its advanced packaging "
        "plant in Chiayi, Taiwan, which is ramping.",
        "reject-site",
    )
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    done = cli_process(db, "review", "reject", pid, "--reason", "synthetic check")
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert line.startswith(f"rejected {pid}: site locate TSMC makes Advanced packaging of AWS Trainium3"), (
        line
    )
    assert "at Chiayi, Taiwan" in line and line.endswith("(reason: synthetic check)"), line


def test_a_site_on_no_row_names_the_ring_and_company(bundled_sqlite: Engine) -> None:
    pid = _site(
        bundled_sqlite,
        "TSMC will package the chips of the AWS Trainium3 UltraServer at its advanced packaging "
        "plant in Chiayi, Taiwan, which is ramping.",
        "no-row-site",
    )
    edit(bundled_sqlite, pid, "synthetic-tester", supplier_id="company:amkor")
    with pytest.raises(InputError) as caught:
        review.accept(bundled_sqlite, pid, "synthetic-tester")
    said = str(caught.value)
    assert "the ring of AWS Trainium3 UltraServer has no row of Amkor for Advanced packaging" in said, said
    assert "platform:" not in said and "company:" not in said
    assert f"chipatlas review edit {pid}" in said


def test_an_edit_says_what_the_proposal_now_says(bundled_sqlite: Engine) -> None:
    """'edited ID: proposed' left the reviewer to list again to see the edit took (walk8)."""
    pid = _site(
        bundled_sqlite,
        "TSMC will package the chips of the AWS Trainium3 UltraServer at its advanced packaging "
        "plant in Chiayi, Taiwan, which is ramping.",
        "edit-site",
    )
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    done = cli_process(db, "review", "edit", pid, "--place", "Tainan, Taiwan")
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert line.startswith(f"edited {pid}: site locate TSMC makes Advanced packaging of AWS Trainium3"), line
    assert "at Tainan, Taiwan; proposed" in line, line
