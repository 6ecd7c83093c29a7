"""Relations spread over two sentences, and the reading rules that came with them (issue 11 §1).

Every article here is SYNTHETIC text written for the test (marked so in its body); the
companies, chips and platforms are the bundled ones, the events are made up and are not
facts. Each runs on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

import json

from sqlalchemy import Engine
from tests.proposal_notes import note_proposals as _note

from chipatlas.analyze.ring import ring
from chipatlas.ingest import review
from chipatlas.store import proposals as rows

MAIA = "platform:microsoft_maia_200"


def _of(found: list[rows.Proposal], kind: str) -> list[rows.Proposal]:
    return [p for p in found if p.kind == kind]


def test_the_company_described_is_the_one_in_focus(bundled: Engine) -> None:
    found = _note(
        bundled,
        "SK hynix showed a new memory stack at a synthetic trade fair. "
        "The Korean company will supply HBM4 for the Microsoft Maia 200.",
        "described",
    )
    (p,) = _of(found, "supply")
    assert (p.supplier_id, p.component, p.platform_id, p.status) == (
        "company:sk_hynix",
        "HBM",
        MAIA,
        "proposed",
    )
    assert p.quote.startswith("The Korean company")  # the quote is the sentence that states it


def test_a_described_company_with_nothing_before_is_a_candidate(bundled: Engine) -> None:
    found = _note(bundled, "The company will supply HBM4 for the Microsoft Maia 200.", "no-focus")
    (p,) = _of(found, "supply")
    assert p.status == "candidate" and p.supplier_id is None and "supplier" in (p.reason or "")


def test_the_platform_just_named_is_what_the_part_is_for(bundled: Engine) -> None:
    found = _note(
        bundled,
        "The Microsoft Maia 200 is a platform in this synthetic note. "
        "TSMC will supply the advanced packaging.",
        "platform-focus",
    )
    (p,) = _of(found, "supply")
    assert (p.supplier_id, p.component, p.platform_id) == ("company:tsmc", "Advanced packaging", MAIA)


def test_a_platform_two_sentences_back_is_not_carried(bundled: Engine) -> None:
    found = _note(
        bundled,
        "The Microsoft Maia 200 is a platform in this synthetic note. The weather was fine. "
        "TSMC will supply the advanced packaging.",
        "far-focus",
    )
    assert _of(found, "supply") == []


def test_a_site_takes_the_part_its_company_supplies_in_the_paragraph(bundled: Engine) -> None:
    found = _note(
        bundled,
        "SK hynix will supply HBM4 for the Microsoft Maia 200. Output will start once the design is final. "
        "SK hynix also plans a production line at its fab in Cheongju.",
        "site-part",
    )
    (site,) = _of(found, "site")
    assert (site.supplier_id, site.component, site.place, site.country) == (
        "company:sk_hynix",
        "HBM",
        "Cheongju",
        "South Korea",
    )


def test_made_in_collaboration_with_a_plant_states_the_supply_and_the_site(bundled: Engine) -> None:
    found = _note(
        bundled,
        "La empresa prevé fabricar sus chips Trainium3 en colaboración con la planta de TSMC ubicada en "
        "Phoenix, Arizona.",
        "colaboracion",
    )
    (supply,) = _of(found, "supply")
    (site,) = _of(found, "site")
    assert (supply.supplier_id, supply.component_text) == ("company:tsmc", "fabricar")
    assert (site.supplier_id, site.place, site.country) == (
        "company:tsmc",
        "Phoenix, Arizona",
        "United States",
    )


def test_processeurs_are_the_accelerator(bundled: Engine) -> None:
    found = _note(
        bundled, "TSMC fabriquera des processeurs pour la AWS Trainium3 UltraServer.", "processeurs"
    )
    (p,) = _of(found, "supply")
    assert (p.supplier_id, p.component_text, p.platform_id) == (
        "company:tsmc",
        "processeurs",
        "platform:aws_trainium3_ultraserver",
    )


def test_cannot_supply_talks_and_a_supplier_noun_state_no_relation(bundled: Engine) -> None:
    found = _note(
        bundled,
        "Samsung Electronics is not able to supply HBM4 for the Microsoft Maia 200. "
        "Samsung Electronics is in talks to supply HBM4 for the Microsoft Maia 200. "
        "Microsoft Maia 200的供应商名单尚未公布。 "
        "The Microsoft Maia 200 moved to a denser process node with HBM4 stacks.",
        "no-relation",
    )
    assert [p.quote for p in _of(found, "supply")] == []


def test_a_korean_sentence_glued_to_the_next_is_read_apart(bundled: Engine) -> None:
    found = _note(
        bundled,
        "SK하이닉스가 신제품을 발표했다.30일 삼성전자가 Microsoft Maia 200용 HBM4를 공급한다.",
        "glued",
    )
    (p,) = _of(found, "supply")
    assert p.supplier_id == "company:samsung" and p.quote.startswith("30일")


def test_loses_share_to_is_a_share_change_for_the_gainer(bundled: Engine) -> None:
    with bundled.connect() as conn:
        before = json.dumps(ring(conn, "Microsoft Maia 200"), sort_keys=True, default=str)
    found = _note(
        bundled, "Samsung Electronics loses share to SK hynix in HBM for the Microsoft Maia 200.", "share"
    )
    (p,) = _of(found, "supply")
    assert (p.action, p.supplier_id, p.component, p.share, p.object_id, p.status) == (
        "share",
        "company:sk_hynix",
        "HBM",
        "gaining",
        "company:samsung",
        "proposed",
    )
    review.accept(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        hbm = [r for r in ring(conn, "Microsoft Maia 200")["rows"] if r["component"] == "HBM"]
    assert "SK hynix" in {r["supplier"] for r in hbm}
    review.undo(bundled, p.id, "synthetic-tester")
    with bundled.connect() as conn:
        assert json.dumps(ring(conn, "Microsoft Maia 200"), sort_keys=True, default=str) == before


def test_a_country_only_site_repeating_a_precise_one_is_not_a_second_candidate(bundled: Engine) -> None:
    found = _note(
        bundled,
        "Les premières plaquettes de la AWS Trainium3 UltraServer sont sorties de l'usine TSMC en Arizona. "
        "TSMC investit dans la fonderie aux États-Unis pour y fabriquer des puces.",
        "country-site",
    )
    assert [(p.place, p.country) for p in _of(found, "site")] == [("Arizona", "United States")]


def test_a_hard_wrapped_sentence_is_read_whole_and_a_title_stays_alone(bundled: Engine) -> None:
    found = _note(
        bundled,
        "SK hynix will supply HBM4 for\nthe Microsoft Maia 200 this year. The weather was fine.\n\n"
        "Synthetic title: TSMC will supply the advanced packaging\nThe Microsoft Maia 200 is in this note.",
        "wrapped",
    )
    supply = _of(found, "supply")
    assert [(p.supplier_id, p.platform_id) for p in supply] == [("company:sk_hynix", MAIA)]
    assert supply[0].quote == "SK hynix will supply HBM4 for\nthe Microsoft Maia 200 this year."
