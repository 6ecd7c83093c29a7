"""A supply proposal whose target is a customer company (the buyer), not a platform or chip.

Every article here is SYNTHETIC text written for the test (marked so in its body); the
companies and platforms are the bundled ones, the events are made up and are not facts.
Each runs on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

import json

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from tests.proposal_notes import HEAD
from tests.proposal_notes import note_proposals as _note

from chipatlas.analyze.ring import ring
from chipatlas.ingest import review, review_edit
from chipatlas.ingest.pipeline import ingest
from chipatlas.ingest.proposals import describe
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows

GB200 = "Nvidia GB200 NVL72"


def _ring(engine: Engine, platform: str) -> str:
    with engine.connect() as conn:
        return json.dumps(ring(conn, platform), sort_keys=True, default=str)


def test_a_supply_to_a_customer_is_one_proposal_that_writes_no_ring_row(bundled: Engine) -> None:
    before = _ring(bundled, GB200)
    found = _note(bundled, "Micron will supply HBM4 to Nvidia, the company said.", "customer")
    (p,) = found
    assert (p.kind, p.action, p.status, p.platform_id) == ("supply", "customer", "proposed", None)
    assert (p.supplier_id, p.component, p.object_id, p.object) == (
        "company:micron",
        "HBM",
        "company:nvidia",
        "Nvidia",
    )
    assert p.evidence == "committed" and "for Nvidia (no platform named)" in describe(p)
    accepted = review.accept(bundled, p.id, "tester", "the sentence says so")
    assert accepted.status == "accepted" and _ring(bundled, GB200) == before  # no ring row invented
    with bundled.connect() as conn:
        assert [d.decision for d in rows.decisions(conn, p.id)] == ["accept"]
    assert review.undo(bundled, p.id, "tester").status == "proposed"
    assert _ring(bundled, GB200) == before


def test_a_customer_and_its_own_platform_are_one_proposal(bundled: Engine) -> None:
    # "HBM4 to Nvidia" and "HBM4 for the Vera Rubin NVL144" (made by Nvidia) state one supply:
    # the buyer's proposal is folded into the platform's, and the ingest report says so.
    body = "Micron will supply HBM4 to Nvidia. Micron will also supply HBM4 for the Vera Rubin NVL144."
    found = _note(bundled, body, "folded")
    assert [(p.action, p.platform_id, p.object_id) for p in found] == [
        ("confirm", "platform:nvidia_vera_rubin_nvl144", None),  # Micron is in its HBM row already
    ]
    text = HEAD.format("folded_report") + body + "\n"
    report = ingest(bundled, SourceDocument("synthetic/folded_report.md", text.encode(), "text/markdown"))
    folded = [line for line in report.proposals if line.startswith("folded ")]
    assert len(folded) == 1 and "for Nvidia" in folded[0] and "platform:nvidia_vera_rubin_nvl144" in folded[0]
    assert "Micron will supply HBM4 to Nvidia" in folded[0]  # the folded quote is kept in the report
    # the platform by its name beside its id (walk7: the id alone)
    assert "(Nvidia Vera Rubin NVL144, platform:nvidia_vera_rubin_nvl144, made by Nvidia)" in folded[0]


def test_a_report_line_names_a_company_as_the_store_does() -> None:
    """The words of the document stay beside the name when they differ: a report of a Korean
    article read "customer SK하이닉스 -> HBM for 엔비디아" (walk7). Synthetic ids and words."""
    from chipatlas.ingest.customer_fold import as_named

    named = {"company:x": "Example Memory", "company:y": "Example Chips"}
    assert as_named(named, "company:x", "예시메모리") == "Example Memory (예시메모리)"
    assert as_named(named, "company:y", "Example Chips") == "Example Chips"
    assert as_named(named, None, "written only") == "written only"
    assert as_named(named, "company:unknown", None) == "?"


def test_a_customer_and_its_chip_are_one_proposal(bundled: Engine) -> None:
    # the chip (Rubin, made by Nvidia) stands for its one platform; one sentence naming both
    # ("to Nvidia for its Rubin GPUs") was one proposal already
    body = "SK hynix will supply HBM4 to Nvidia. SK hynix will also supply HBM4 for the Rubin GPU."
    found = _note(bundled, body, "folded_chip")
    assert [(p.action, p.platform_id, p.supplier_id) for p in found] == [
        ("confirm", "platform:nvidia_vera_rubin_nvl144", "company:sk_hynix"),
    ]


def test_a_customer_only_supply_stays_a_customer_proposal(bundled: Engine) -> None:
    # the platform named is another company's (AWS makes the Trainium3 UltraServer): no fold
    body = "Micron will supply HBM4 to Nvidia. Micron will also supply HBM4 for the Trainium3 UltraServer."
    found = _note(bundled, body, "other_maker")
    assert sorted((p.action == "customer", p.platform_id or "", p.object_id or "") for p in found) == [
        (False, "platform:aws_trainium3_ultraserver", ""),
        (True, "", "company:nvidia"),
    ]


def test_another_part_for_the_platform_is_not_folded(bundled: Engine) -> None:
    # HBM to Nvidia and packaging for Nvidia's platform: two supplies, two proposals
    body = "Micron will supply HBM4 to Nvidia. Micron will also supply CoWoS for the Vera Rubin NVL144."
    found = _note(bundled, body, "other_part")
    assert sorted((p.action == "customer", p.component or "", p.object_id or "") for p in found)[1] == (
        True,
        "HBM",
        "company:nvidia",
    )
    assert len(found) == 2


def test_a_vaguer_candidate_of_the_same_part_is_dropped(bundled: Engine) -> None:
    # the second names the buyer and the part but no known supplier: a vaguer repeat
    found = _note(
        bundled, "Micron will supply HBM4 to Nvidia.\n\nAnother vendor will ship HBM4 to Nvidia.", "vague"
    )
    assert [(p.action, p.status, p.object_id) for p in found] == [("customer", "proposed", "company:nvidia")]


def test_a_korean_customer_particle_names_the_buyer(bundled: Engine) -> None:
    (p,) = _note(bundled, "삼성전자는 엔비디아에 HBM3E를 공급한다.", "customer_ko")
    assert (p.action, p.supplier_id, p.object_id, p.component) == (
        "customer",
        "company:samsung",
        "company:nvidia",
        "HBM",
    )


def test_naming_the_platform_turns_it_into_a_ring_proposal(bundled: Engine) -> None:
    (p,) = _note(bundled, "Micron will supply HBM4 to Nvidia.", "customer_edit")
    app = create_app(bundled)
    with TestClient(app) as web:
        page = web.get("/platforms/nvidia_gb200_nvl72/review")
        assert page.status_code == 200 and f'id="p-{p.id}"' in page.text and "no platform named" in page.text
    edited = review_edit.edit(bundled, p.id, "tester", platform_id="platform:nvidia_gb200_nvl72")
    assert (edited.action, edited.status) == ("add", "proposed")
    review.accept(bundled, p.id, "tester")
    with bundled.connect() as conn:
        hbm = [r for r in ring(conn, GB200)["rows"] if r["component"] == "HBM"]
    assert "Micron" in {r["supplier"] for r in hbm}
