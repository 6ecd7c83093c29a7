"""Site, ownership and deployment proposals, and supply relations in other languages (issue 11 §1).

Every article here is SYNTHETIC text written for the test (marked so in its body); the
companies, platforms and the cluster are the bundled ones, the events are made up and
are not facts. Each runs on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy import Engine
from tests.proposal_notes import note_proposals as _note

from chipatlas.analyze.owned import subsidiaries
from chipatlas.analyze.proposals import pending
from chipatlas.analyze.ring import ring
from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.errors import InputError
from chipatlas.ingest import review
from chipatlas.store import proposals as rows

TRN3 = "AWS Trainium3 UltraServer"


def _rows(engine: Engine, platform: str) -> list[Any]:
    with engine.connect() as conn:
        return list(ring(conn, platform)["rows"])


def _ring(engine: Engine, platform: str) -> str:
    with engine.connect() as conn:
        return json.dumps(ring(conn, platform), sort_keys=True, default=str)


def _kind(found: list[rows.Proposal], kind: str) -> rows.Proposal:
    (p,) = [p for p in found if p.kind == kind]
    return p


def test_site_sets_the_supply_location_and_undo_removes_it(bundled: Engine) -> None:
    before = _ring(bundled, TRN3)
    found = _note(
        bundled,
        "TSMC will package the chips of the AWS Trainium3 UltraServer at its advanced packaging "
        "plant in Chiayi, Taiwan, which is ramping.",
        "site",
    )
    p = _kind(found, "site")
    assert (p.status, p.action, p.supplier_id, p.component, p.place, p.country, p.stage) == (
        "proposed",
        "locate",
        "company:tsmc",
        "Advanced packaging",
        "Chiayi, Taiwan",
        "Taiwan",
        "ramping",
    )
    assert p.quote.startswith("TSMC will package") and p.evidence == "claimed"
    assert _ring(bundled, TRN3) == before  # a proposal never changes a ring by itself
    review.accept(bundled, p.id, "synthetic-tester")
    packaging = [r for r in _rows(bundled, TRN3) if r["component"] == "Advanced packaging"]
    assert "Chiayi, Taiwan" in {r["made_in_site"] for r in packaging}
    review.undo(bundled, p.id, "synthetic-tester")
    assert _ring(bundled, TRN3) == before


def test_a_site_without_platform_is_a_candidate_with_its_sentence(bundled: Engine) -> None:
    found = _note(bundled, "Amkor's packaging plant in Peoria, Arizona is under construction.", "plant")
    p = _kind(found, "site")
    assert (p.status, p.supplier_id, p.place, p.country, p.stage) == (
        "candidate",
        "company:amkor",
        "Peoria, Arizona",
        "United States",
        "planned",
    )
    assert p.reason and "platform" in p.reason and "Peoria" in p.quote
    with pytest.raises(InputError, match="review edit"):
        review.accept(bundled, p.id, "synthetic-tester")


def test_ownership_feeds_the_rollup_and_undo_takes_it_back(bundled: Engine) -> None:
    found = _note(bundled, "Amkor has acquired SPIL, the company said.", "acquired")
    p = _kind(found, "ownership")
    assert (p.status, p.action, p.supplier_id, p.object_id, p.stage, p.evidence) == (
        "proposed",
        "add",
        "company:amkor",
        "company:spil",
        "acquired",
        "confirmed",
    )
    with bundled.connect() as conn:
        assert "company:spil" not in subsidiaries(conn, "company:amkor")
    review.accept(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        assert "company:spil" in subsidiaries(conn, "company:amkor")
    review.undo(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        assert "company:spil" not in subsidiaries(conn, "company:amkor")


def test_a_minority_stake_is_no_parent(bundled: Engine) -> None:
    p = _kind(_note(bundled, "Amkor holds a 10% stake in SPIL.", "stake"), "ownership")
    assert (p.stage, p.share, p.action) == ("stake", "10%", "add")
    review.accept(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        assert "company:spil" not in subsidiaries(conn, "company:amkor")


def test_sold_ends_the_ownership_and_undo_restores_it(bundled: Engine) -> None:
    p = _kind(_note(bundled, "AMD sold ZT Systems, the company said.", "sold"), "ownership")
    assert (p.action, p.supplier_id, p.object_id, p.status) == (
        "end",
        "company:amd",
        "company:zt_systems",
        "proposed",
    )
    review.accept(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        assert "company:zt_systems" not in subsidiaries(conn, "company:amd")
    review.undo(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        assert "company:zt_systems" in subsidiaries(conn, "company:amd")


def _clusters(engine: Engine, shock: Shock, platform: str) -> list[str]:
    with engine.connect() as conn:
        found = {p["platform"]: p for p in whatif(conn, [shock])["platforms"]}
    return [c["cluster"] for c in found[platform]["clusters"]]


def test_deployment_reaches_the_cluster_in_the_whatif(bundled: Engine) -> None:
    shock = Shock(company="TSMC", component="advanced packaging")
    assert _clusters(bundled, shock, TRN3) == []
    found = _note(
        bundled,
        "Project Rainier will use the AWS Trainium3 UltraServer, with 100,000 Trainium3 chips in Indiana.",
        "deploy",
    )
    p = _kind(found, "deployment")
    assert (p.status, p.action, p.object_id, p.platform_id, p.size, p.place) == (
        "proposed",
        "add",
        "cluster:project_rainier",
        "platform:aws_trainium3_ultraserver",
        "100,000 Trainium3 chips",
        "Indiana",
    )
    with bundled.connect() as conn:  # listed for the platform's review page before acceptance
        assert p.id in [v.id for v in pending(conn, ["platform:aws_trainium3_ultraserver"])]
    review.accept(bundled, p.id, "synthetic-tester")
    assert _clusters(bundled, shock, TRN3) == ["Project Rainier"]
    review.undo(bundled, p.id, "synthetic-tester")
    assert _clusters(bundled, shock, TRN3) == []


def test_no_longer_uses_ends_the_deployment(bundled: Engine) -> None:
    trn2, shock = "AWS Trainium2 UltraServer", Shock(company="SK hynix", loss=0.5)
    assert _clusters(bundled, shock, trn2) == ["Project Rainier"]
    found = _note(bundled, "Project Rainier no longer uses the AWS Trainium2 UltraServer.", "undeploy")
    p = _kind(found, "deployment")
    assert (p.action, p.status) == ("end", "proposed")
    review.accept(bundled, p.id, "synthetic-tester")
    assert _clusters(bundled, shock, trn2) == []
    review.undo(bundled, p.id, "synthetic-tester")
    assert _clusters(bundled, shock, trn2) == ["Project Rainier"]


def test_an_unknown_cluster_is_a_candidate_not_dropped(bundled: Engine) -> None:
    found = _note(bundled, "The Synthetica supercomputer uses the Nvidia GB200 NVL72.", "unknown-cluster")
    p = _kind(found, "deployment")
    assert p.status == "candidate" and p.object == "Synthetica" and "not a known cluster" in (p.reason or "")


@pytest.mark.parametrize(
    ("body", "action"),
    [
        # Maia 200's ring names SK hynix as the sole HBM supplier: another beside it contradicts
        ("Samsung Electronics liefert HBM4 für die Microsoft Maia 200.", "contradict"),
        ("Die HBM-Stapel der Microsoft Maia 200 werden von Samsung Electronics gefertigt.", "contradict"),
        ("SK hynix liefert kein HBM mehr für die Microsoft Maia 200.", "end"),
        ("삼성전자가 Microsoft Maia 200용 HBM4를 공급한다.", "contradict"),
        ("Samsung Electronics向Microsoft Maia 200供应HBM4。", "contradict"),
    ],
)
def test_supply_in_german_korean_and_chinese(bundled: Engine, body: str, action: str) -> None:
    p = _kind(_note(bundled, body, "lang"), "supply")
    supplier = "company:sk_hynix" if action == "end" else "company:samsung"
    assert (p.status, p.action, p.supplier_id, p.component, p.platform_id) == (
        "proposed",
        action,
        supplier,
        "HBM",
        "platform:microsoft_maia_200",
    )
    assert p.quote == body


def test_a_korean_customer_before_the_verb_is_not_the_supplier(bundled: Engine) -> None:
    """'X가 Y에 공급': the subject supplies, the dative is the customer."""
    p = _kind(_note(bundled, "Microsoft에 삼성전자가 Microsoft Maia 200용 HBM을 공급한다.", "ko"), "supply")
    assert p.supplier_id == "company:samsung"


def test_the_verb_patterns_read_lower_cased_text_alike() -> None:
    """The fast path matches the lower-cased sentence with the patterns' own letters: they
    must all be lower case, or a word would silently stop matching."""
    import re

    from chipatlas.extract import relation_kinds, supply_verb

    for pattern in (*supply_verb._CASED, *relation_kinds._PARTS_LOWER):
        letters = re.sub(r"\\[A-Za-z]", "", pattern.pattern)
        assert not re.findall(r"[A-ZÀ-Ý]", letters), pattern.pattern[:60]
