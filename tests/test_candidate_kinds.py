"""Site, ownership and deployment candidates keep the written names the store does not know,
as supply candidates do, and ``relink`` resolves them after ``entity add`` (issue 11, walk3).

Every sentence here is SYNTHETIC text written for the test; "Orvane Memory", "Talwyn
Substrates" and "Kestrel" are made-up names, the events are made up and not facts.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from sqlalchemy import Engine
from tests.cli_support import run_cli

from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import unknown_site_owner, unknown_target
from chipatlas.extract.relation_kinds import read_ownership, read_sites
from chipatlas.extract.relation_owners import unknown_owner
from chipatlas.extract.relation_subsidiary import read_subsidiaries
from chipatlas.model.schema import K

# Synthetic: (sentence, the site words, the maker's written name or None).
SITES = [
    (
        "Orvane Memory's new packaging plant in Phoenix, Arizona is ramping.",
        "packaging plant",
        "Orvane Memory",
    ),
    ("Orvane Memory opened a packaging plant in Phoenix, Arizona.", "packaging plant", "Orvane Memory"),
    ("Talwyn Substrates will build its second factory in Kumamoto.", "factory", "Talwyn Substrates"),
    ("The company's new plant in Phoenix is ramping.", "plant", None),  # no name, only "the company"
    ("In Phoenix, a new plant is ramping.", "plant", None),  # a place and a plant, no company
    ("Analysts said a plant in Phoenix is ramping.", "plant", None),  # "Analysts" runs no plant
    # the subject before an apposition, investing in its plant
    (
        "Orvane Holdings, the parent company of Kestrel (KS), plans to invest $2.4 billion in a new "
        "packaging facility in Shanghai.",
        "packaging facility",
        "Orvane Holdings",
    ),
    ("Orvane Memory invested in a new packaging plant in Phoenix.", "packaging plant", "Orvane Memory"),
    # an opening word before a comma is no company
    ("Meanwhile, the parent company of Kestrel opened a plant in Phoenix.", "plant", None),
]


@pytest.mark.parametrize(("text", "noun", "name"), SITES)
def test_a_sites_unknown_maker_is_its_written_name(text: str, noun: str, name: str | None) -> None:
    found = unknown_site_owner(text, 50, text.index(noun), [])
    assert (found.text if found else None) == name
    if found:  # document offsets: the sentence starts at 50
        assert text[found.start - 50 : found.end - 50] == name


def test_a_site_relation_keeps_the_unknown_maker() -> None:
    text = "Orvane Memory's new packaging plant in Phoenix, Arizona is ramping."
    (site,) = read_sites(text, 0, [], None)
    assert site.supplier is None and site.unknown_supplier and site.unknown_supplier.text == "Orvane Memory"
    assert site.place and site.place.startswith("Phoenix")


def _company(text: str, name: str, entity: str) -> Mention:
    at = text.index(name)
    return Mention(entity, K.COMPANY, name, at, at + len(name), name)


def test_an_unknown_owner_of_a_known_company_is_its_written_name() -> None:
    text = "Orvane Memory has acquired Wiwynn for an undisclosed sum."
    rel = read_ownership(text, 0, [_company(text, "Wiwynn", "company:wiwynn")])
    assert rel is not None and rel.supplier is None and rel.obj and rel.obj.entity_id == "company:wiwynn"
    assert rel.unknown_supplier and rel.unknown_supplier.text == "Orvane Memory"
    text = "Wiwynn is now a wholly owned subsidiary of Orvane Memory."
    rel = read_ownership(text, 0, [_company(text, "Wiwynn", "company:wiwynn")])
    assert rel is not None and rel.unknown_supplier and rel.unknown_supplier.text == "Orvane Memory"
    # a known name after "subsidiary of" is no unknown owner
    text = "Wiwynn is a subsidiary of Wistron."
    verb = re.search("subsidiary of", text)
    assert verb is not None
    assert unknown_owner(text, 0, verb, [_company(text, "Wistron", "company:wistron")], True) is None


NOTE = (
    "# Synthetic test note: unknown makers, owners and clusters\n\nSynthetic text written for a test, "
    "not a real report. Orvane Memory's new packaging plant in Phoenix, Arizona is ramping. "
    "Orvane Memory has acquired Wiwynn for an undisclosed sum. "
    "The Kestrel supercomputer uses the Microsoft Maia 200.\n"
)


def _mine(db: Path) -> dict[str, dict[str, str | None]]:
    found = json.loads(run_cli(db, "review", "--status", "all", "--format", "json"))
    return {p["kind"]: p for p in found if "Orvane" in p["quote"] or "Kestrel" in p["quote"]}


def test_ingest_entity_add_relink_site_ownership_deployment(bundled_sqlite: Engine, tmp_path: Path) -> None:
    db = tmp_path / "store.db"  # the file the bundled_sqlite fixture wrote
    note = tmp_path / "synthetic_unknown_names.md"
    note.write_text(NOTE, encoding="utf-8")
    said = run_cli(db, "ingest", str(note))
    assert "site locate Orvane Memory (unknown company) makes" in said, said
    assert "ownership add Orvane Memory (unknown company) owns Wiwynn" in said, said
    found = _mine(db)
    assert {k: (p["status"], p["supplier"]) for k, p in found.items() if k != "deployment"} == {
        "site": ("candidate", "Orvane Memory (unknown company)"),
        "ownership": ("candidate", "Orvane Memory (unknown company)"),
    }
    assert found["ownership"]["reason"] == "Orvane Memory is not a known company"
    assert (found["deployment"]["status"], found["deployment"]["object"]) == ("candidate", "Kestrel")
    run_cli(db, "entity", "add", "Orvane Memory")
    run_cli(db, "entity", "add", "Kestrel", "--kind", "Cluster")
    said = run_cli(db, "relink")
    assert "2 candidates resolved" in said, said  # the ownership and the deployment
    found = _mine(db)
    assert (found["ownership"]["status"], found["ownership"]["supplier_id"]) == (
        "proposed",
        "company:orvane_memory",
    )
    assert (found["deployment"]["status"], found["deployment"]["object_id"]) == (
        "proposed",
        "cluster:kestrel",
    )
    # the site's maker is linked, but no platform is named: still a candidate, saying so
    site = found["site"]
    assert (site["status"], site["supplier_id"]) == ("candidate", "company:orvane_memory")
    assert site["reason"] == "it names no platform; set it with 'review edit'"
    assert "0 candidates resolved" in run_cli(db, "relink")  # idempotent


# Synthetic: (sentence, the known companies in it, (owner, owned) as read: an entity id, or a
# written name the store does not know; None: no ownership read). "Zentrafab" and "Quorvane
# Holdings" are made-up names.
SAMSUNG = ("Samsung Electronics", "company:samsung")
WIWYNN = ("Wiwynn", "company:wiwynn")
OWNERS = [
    ("Zentrafab, a unit of Quorvane Holdings, opened a line.", [], ("Quorvane Holdings", "Zentrafab")),
    ("Zentrafab is a wholly owned subsidiary of Quorvane Holdings.", [], ("Quorvane Holdings", "Zentrafab")),
    ("Zentrafab, a unit of Samsung Electronics, opened a line.", [SAMSUNG], ("company:samsung", "Zentrafab")),
    (
        "Wiwynn, a unit of Quorvane Holdings, opened a line.",
        [WIWYNN],
        ("Quorvane Holdings", "company:wiwynn"),
    ),
    ("Zentrafab was acquired by Samsung Electronics.", [SAMSUNG], ("company:samsung", "Zentrafab")),
    ("Wiwynn was acquired by Quorvane Holdings in May.", [WIWYNN], ("Quorvane Holdings", "company:wiwynn")),
    ("Samsung Electronics acquired Zentrafab.", [SAMSUNG], ("company:samsung", "Zentrafab")),
    ("The company is a unit of Quorvane Holdings.", [], None),  # no owned name, only "the company"
    ("In May, a unit of Quorvane Holdings opened a line.", [], None),  # a date, no owned company
]


@pytest.mark.parametrize(("text", "known", "read"), OWNERS)
def test_an_unknown_owner_or_owned_company_is_its_written_name(
    text: str, known: list[tuple[str, str]], read: tuple[str, str] | None
) -> None:
    rel = read_ownership(text, 0, [_company(text, name, eid) for name, eid in known])
    if read is None:
        assert rel is None
        return
    assert rel is not None
    owner = rel.supplier.entity_id if rel.supplier else rel.unknown_supplier and rel.unknown_supplier.text
    owned = rel.obj.entity_id if rel.obj else rel.obj_text
    assert (owner, owned) == read


OWNED_NOTE = (
    "# Synthetic test note: unknown owned companies\n\nSynthetic text written for a test, not a real "
    "report. Zentrafab, a unit of Quorvane Holdings, opened a new line this week. Talwyn Substrates "
    "was acquired by Samsung Electronics last year.\n"
)


def test_unknown_owned_companies_become_candidates_with_their_written_names(bundled: Engine) -> None:
    from chipatlas.ingest.pipeline import ingest
    from chipatlas.sources import SourceDocument
    from chipatlas.store import proposals as stored

    report = ingest(bundled, SourceDocument("synthetic/owned.md", OWNED_NOTE.encode(), "text/markdown"))
    with bundled.connect() as conn:
        found = [p for p in stored.listed(conn, None, ()) if p.document_id == report.document_id]
    got = {(p.kind, p.status, p.supplier, p.supplier_id, p.object, p.object_id, p.reason) for p in found}
    assert got == {
        (
            "ownership",
            "candidate",
            "Quorvane Holdings",
            None,
            "Zentrafab",
            None,
            "Quorvane Holdings and Zentrafab are not known companies",
        ),
        (
            "ownership",
            "candidate",
            "Samsung Electronics",
            "company:samsung",
            "Talwyn Substrates",
            None,
            "Talwyn Substrates is not a known company",
        ),
    }


def test_an_unknown_parent_before_its_apposition_owns_the_known_company_and_its_plant() -> None:
    text = (
        "Orvane Holdings, the parent company of Kestrel Memory (KM), plans to invest $2.4 billion "
        "in a new advanced packaging facility in Shanghai."
    )
    kestrel = [_company(text, "Kestrel Memory", "company:kestrel"), _company(text, "KM", "company:kestrel")]
    (owned,) = read_subsidiaries(text, 0, kestrel)
    assert (
        owned.supplier is None and owned.unknown_supplier and owned.unknown_supplier.text == "Orvane Holdings"
    )
    assert owned.obj is not None and owned.obj.entity_id == "company:kestrel"
    (site,) = read_sites(text, 0, kestrel, None)
    # the plant is the subject's, not the company its apposition names
    assert site.supplier is None and site.unknown_supplier and site.unknown_supplier.text == "Orvane Holdings"
    assert (site.place, site.component) == ("Shanghai", "Advanced packaging")


def test_the_subject_before_an_apposition_is_the_plants_maker_when_it_is_known() -> None:
    # one entity's two names (a former name): the plant is that company's, named first
    text = "Orvane, the parent company of Kestrel Memory (KM), opened a packaging plant in Shanghai."
    names = [
        _company(text, "Orvane", "company:kestrel"),
        _company(text, "Kestrel Memory", "company:kestrel"),
        _company(text, "KM", "company:kestrel"),
    ]
    (site,) = read_sites(text, 0, names, None)
    assert site.supplier is not None and site.supplier.text == "Orvane"


def test_a_parts_name_after_in_is_no_place() -> None:
    text = (
        "Kestrel Memory will make the dies, while Orvane Memory will assemble them in HBM stacks at a plant."
    )
    kestrel = [_company(text, "Kestrel Memory", "company:kestrel")]
    assert [r.place for r in read_sites(text, 0, kestrel, None)] == []


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Orvane Foundry will manufacture Kestrel's next-gen KX6 chips in Texas.", "KX6"),
        ("Kestrel's self-driving chip (HW 4.0) is produced by Orvane Foundry.", "HW 4.0"),
        ("It is Kestrel's next AI chip, the so-called 'KX6'.", "KX6"),
        (
            "Orvane Foundry will produce Kestrel's next-generation AI chip (soon).",
            "Kestrel's next-generation AI chip",
        ),
        ("Orvane Foundry will produce its own chips.", None),  # no owner named: no product
    ],
)
def test_a_product_the_store_does_not_know_is_its_written_name(text: str, written: str | None) -> None:
    found = unknown_target(text, 50, [])  # synthetic names; document offsets from 50
    assert (found.text if found else None) == written
    if found:
        assert text[found.start - 50 : found.end - 50] == written
