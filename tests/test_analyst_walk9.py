"""What an analyst reading real news in the product was misled by (walk9), each fixed where it
is shown: signal types by their names, proposals worded by their kind, a bound figure never
shown as "=", counts of one in the singular, the document's ring changes in its view.

SYNTHETIC: every name and sentence below is invented for these tests ("Velmora Devices",
"Ostrand Labs", "Synthetic Vexa Rack", "Kestrel Compute"); none is a real company or report.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from tests.cli_support import run_cli
from tests.writer_support import store_url

from chipatlas.analyze.document import document_record
from chipatlas.analyze.proposals import pending, relation
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.present.web.labels import signal_type
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect, migrate

RING = (
    b"platform,component,supplier,supplier_detail,role,made_in_country\n"
    b"Synthetic Vexa Rack,Accelerator,Velmora Devices,Synthetic row for a test,sole,Taiwan\n"
    b"Synthetic Vexa Rack,HBM,Ostrand Labs,Synthetic row for a test,sole,South Korea\n"
    b"Synthetic Solo Board,Accelerator,Velmora Devices,Synthetic row for a test,sole,Taiwan\n"
)
ARTICLE = (
    "Synthetic report: Velmora breaks ground on a US plant\n\n"
    "Invented text for a test, not a real report. Velmora Devices broke ground on a new chip plant "
    "in Phoenix, Arizona, to build accelerators for the Synthetic Vexa Rack.\n\n"
    "Velmora Devices is poised to report operating profit of more than 10 trillion won for the quarter.\n\n"
    "The Kestrel Compute cluster will use 18 000 Synthetic Vexa Rack systems.\n\n"
    "Ostrand Labs acquired Brisk Photonics.\n"
)


def _load(engine: Engine) -> str:
    ingest(engine, SourceDocument("synthetic/ring.csv", RING, "text/csv"))
    report = ingest(engine, SourceDocument("synthetic/velmora-plant.txt", ARTICLE.encode(), "text/plain"))
    assert report.status == "landed" and report.document_id, report.lines()
    return report.document_id


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Engine, str]]:
    eng = connect(str(tmp_path_factory.mktemp("walk9") / "store.db"))
    migrate(eng)
    doc_id = _load(eng)
    yield eng, doc_id
    eng.dispose()


@pytest.fixture(scope="module")
def web(store: tuple[Engine, str]) -> Iterator[TestClient]:
    with TestClient(create_app(store[0])) as client:
        yield client


def test_signal_types_read_as_their_names() -> None:
    assert signal_type("us_production") == "US production"
    assert signal_type("m_and_a") == "M&A"
    assert signal_type("partnership_deal") == "Partnership or deal"
    assert signal_type("some_new_type") == "Some new type"  # unknown: its key in words


def test_the_signals_filter_names_types_as_the_digest_does(web: TestClient) -> None:
    html = web.get("/signals").text
    assert ">US production<" in html and ">M&amp;A<" in html
    assert "Us production" not in html and "M and a" not in html


def test_a_bound_figure_is_never_shown_as_equal() -> None:
    assert relation("operating_profit", "per_quarter", "more than; threshold") == "more than"
    assert relation("grant", "", "up to") == "up to"
    assert relation("share", "", "approx.") == "= about"
    assert relation("revenue", "per_quarter", None) == "="
    assert relation("revenue", "per_quarter", "converted: $1 billion") == "="


def test_the_review_line_and_page_say_more_than(store: tuple[Engine, str], web: TestClient) -> None:
    engine, _ = store
    with engine.connect() as conn:
        (fig,) = [p for p in pending(conn) if p.kind == "figure"]
    line = fig.figure_line() or ""
    assert "more than 10,000,000,000,000 KRW per quarter" in line and " = " not in line
    html = web.get("/review").text
    assert "more than 10,000,000,000,000 KRW · per quarter" in html and "estimate = " not in html
    assert "value 10,000,000,000,000 KRW" in html  # grouped in the sentence below it too


def test_home_words_each_proposal_by_its_kind(web: TestClient) -> None:
    html = web.get("/").text
    pending_box = html.split('id="h-pending"', 1)[1].split("</section>", 1)[0]
    assert (
        "Add a deployment: " in pending_box  # walk11: not the keys "Deployment Add"
        and ' uses <a href="/platforms/synthetic_vexa_rack/review">' in pending_box
    )
    assert "a component" not in pending_box  # a deployment is no supply with a part
    assert "velmora-plant.txt" in pending_box and ">the document<" not in pending_box


def test_a_count_of_one_is_singular(web: TestClient) -> None:
    html = web.get("/").text
    assert "<strong>1</strong> ring row · <strong>1</strong> component<" in html
    assert "<strong>2</strong> ring rows · <strong>2</strong> components<" in html
    assert "1 ring row across 1 component" in web.get("/platforms/synthetic_solo_board").text


def test_the_document_view_lists_the_ring_changes_it_proposed(
    store: tuple[Engine, str], web: TestClient
) -> None:
    engine, doc_id = store
    with engine.connect() as conn:
        changes = document_record(conn, doc_id)["ring_changes"]
    kinds = {c["kind"] for c in changes}
    assert {"supply", "site", "deployment"} <= kinds, changes
    for c in changes:
        assert ARTICLE[c["start"] : c["end"]] == c["quote"] and c["what"] and c["id"]
    deployment = next(c for c in changes if c["kind"] == "deployment")
    assert "uses Synthetic Vexa Rack" in deployment["what"] and deployment["status"] == "candidate"
    page = web.get(f"/documents/{doc_id}").text
    assert "Ring changes proposed" in page and deployment["id"] in page
    assert f"{len(changes)} ring changes proposed" in page
    api = web.get(f"/documents/{doc_id}.json").json()
    assert [c["id"] for c in api["read"]["ring_changes"]] == [c["id"] for c in changes]


def test_cli_document_lists_them_and_says_what_is_not_stated(tmp_path: Path) -> None:
    ring, note = tmp_path / "ring.csv", tmp_path / "velmora-plant.txt"
    ring.write_bytes(RING)
    note.write_text(ARTICLE, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run_cli(db, "ingest", str(ring))
        run_cli(db, "ingest", str(note))
        changes = json.loads(run_cli(db, "document", "velmora-plant.txt", "--format", "json"))["ring_changes"]
        table = run_cli(db, "document", "velmora-plant.txt")
    assert f"ring changes proposed ('chipatlas review accept|edit|reject ID'): {len(changes)}" in table
    assert all(c["id"] in table for c in changes)
    assert "title: Synthetic report" in table or "title: not stated" in table
    assert "title: -" not in table


RING_WITH_SITE = (
    b"platform,component,supplier,supplier_detail,role,made_in_country,made_in_site\n"
    b"Synthetic Vexa Rack,Accelerator,Velmora Devices,Synthetic row for a test,sole,Taiwan,Taichung\n"
    b"Synthetic Vexa Rack,HBM,Ostrand Labs,Synthetic row for a test,sole,South Korea,\n"
)
CONFIRMING = (
    "Synthetic report: Velmora ships Vexa accelerators\n\n"
    "Invented text for a test, not a real report. Velmora Devices makes the accelerators of the "
    "Synthetic Vexa Rack at its fab in Taiwan, the company said.\n"
)


def test_accepting_a_country_the_ring_states_adds_no_vaguer_row(tmp_path: Path) -> None:
    ring, note = tmp_path / "ring.csv", tmp_path / "velmora-ships.txt"
    ring.write_bytes(RING_WITH_SITE)
    note.write_text(CONFIRMING, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run_cli(db, "ingest", str(ring))
        run_cli(db, "ingest", str(note))
        (p,) = json.loads(run_cli(db, "review", "--kind", "supply", "--format", "json"))
        assert p["country"] == "Taiwan"
        run_cli(db, "review", "edit", p["id"], "--component", "Accelerator", "--by", "synthetic-tester")
        before = run_cli(db, "ring", "Synthetic Vexa Rack", "--format", "csv")
        said = run_cli(db, "review", "accept", p["id"], "--by", "synthetic-tester")
        after = run_cli(db, "ring", "Synthetic Vexa Rack", "--format", "csv")
        assert "already states Velmora Devices's Accelerator made in Taiwan" in said and "no new row" in said
        # one Taiwan row with its site, not a second "Velmora Devices, Taiwan" row counted again
        assert len(after.splitlines()) == len(before.splitlines()) == 3
        assert after.count("Taichung") == 1 and after.count("Velmora Devices") == 1
        run_cli(db, "review", "undo", p["id"], "--by", "synthetic-tester")
        assert run_cli(db, "ring", "Synthetic Vexa Rack", "--format", "csv") == before


def test_a_spec_key_reads_with_its_unit_once() -> None:
    from chipatlas.analyze.pages import label
    from chipatlas.present.web.labels import prop_label

    assert label("spec.micron_hbm4_stack_gb") == "Micron HBM4 stack (GB)"
    assert label("spec.hbm_tbps_per_chip") == "HBM per chip (TB/s)"
    assert label("spec.chip_power_w_approx") == "Chip power (W, approx.)"
    assert label("spec.sram_bandwidth_pb_s") == "SRAM bandwidth (PB/s)"
    assert label("spec.parts_per_system") == "Parts per system"  # no unit: none invented
    assert prop_label("spec.weight_kg_per_rack") == "Weight per rack (kg)"
    assert label("power_kw") == "Power (kW)" and label("host_cpu") == "Host CPU"


def test_review_edit_says_how_to_add_a_cluster_it_does_not_know(tmp_path: Path) -> None:
    from tests.cli_support import cli_process

    ring, note = tmp_path / "ring.csv", tmp_path / "velmora-plant.txt"
    ring.write_bytes(RING)
    note.write_text(ARTICLE, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run_cli(db, "ingest", str(ring))
        run_cli(db, "ingest", str(note))
        (p,) = json.loads(run_cli(db, "review", "--kind", "deployment", "--format", "json"))
        done = cli_process(db, "review", "edit", p["id"], "--object", "Kestrel Compute")
        assert done.returncode == 1
        assert "--object: no entity is called 'Kestrel Compute'" in done.stderr
        assert "chipatlas entity add 'Kestrel Compute' --kind Cluster" in done.stderr
        run_cli(db, "entity", "add", "Kestrel Compute", "--kind", "Cluster")
        edited = run_cli(
            db, "review", "edit", p["id"], "--object", "Kestrel Compute", "--by", "synthetic-tester"
        )
        assert "Kestrel Compute uses Synthetic Vexa Rack" in edited


def test_the_digest_line_of_a_bound_figure_says_more_than() -> None:
    from chipatlas.present.digest.render import figure_what

    bound = {
        "subject": "Velmora Devices",
        "metric": "operating_profit",
        "value": "10000000000000",
        "value_text": "10 trillion won",
        "unit": "KRW",
        "scope": "per_quarter",
        "qualifier": "more than; threshold",
    }
    said = figure_what(bound)
    assert (
        said
        == "Velmora Devices: operating_profit more than 10 trillion won (10,000,000,000,000 KRW, per_quarter)"
    )
    up_to = bound | {"metric": "grant", "value_text": "up to 10 trillion won", "qualifier": "up to"}
    assert " = up to 10 trillion won" in figure_what(up_to)  # the words say the bound once
    stored_before = {k: v for k, v in bound.items() if k != "qualifier"}  # a digest stored earlier
    assert " = 10 trillion won" in figure_what(stored_before)


def test_an_ownership_on_the_review_page_names_no_ring(store: tuple[Engine, str], web: TestClient) -> None:
    engine, _ = store
    with engine.connect() as conn:
        found = pending(conn)
    (own,) = [p for p in found if p.kind == "ownership"]
    deployment = next(p for p in found if p.kind == "deployment")
    html = web.get("/review").text
    section = html.split(f'id="p-{own.id}"', 1)[1].split("</section>", 1)[0]
    assert "Ostrand Labs" in section and "owns" in section
    assert "Ring:" not in section  # an ownership changes no platform's ring
    assert "Ring:" in html.split(f'id="p-{deployment.id}"', 1)[1].split("</section>", 1)[0]


def test_the_ring_csv_of_a_page_says_whose_ring_it_is(web: TestClient, tmp_path: Path) -> None:
    got = web.get("/platforms/synthetic_vexa_rack.csv")
    assert got.status_code == 200
    assert 'filename="platform-synthetic_vexa_rack-ring.csv"' in got.headers["content-disposition"]
    lines = got.text.splitlines()
    assert lines[0].startswith("platform,component,supplier,") and lines[0].endswith(",source_url")
    assert all(line.startswith("Synthetic Vexa Rack,") for line in lines[1:]) and len(lines) == 3
    # it imports back into the same ring, as the CLI's ring CSV does
    path = tmp_path / "from-the-page.csv"
    path.write_text(got.text, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run_cli(db, "ingest", str(path))
        again = run_cli(db, "ring", "Synthetic Vexa Rack", "--format", "csv").splitlines()
    shown = [line.split(",")[1:3] for line in lines[1:]]
    assert [line.split(",")[1:3] for line in again[1:]] == shown


def test_the_review_page_csv_link_goes_somewhere(web: TestClient) -> None:
    html = web.get("/review").text
    assert 'href="/review.csv?list=proposals"' in html or 'href="/review.csv' in html
    got = web.get("/review.csv")
    assert got.status_code == 200 and got.text.startswith("id,status,action,")
    assert len(got.text.splitlines()) == 1 + len(web.get("/review.json").json()["proposals"])


def test_the_signals_csv_keeps_the_id_json_has(tmp_path: Path, web: TestClient) -> None:
    import csv
    import io

    note = tmp_path / "velmora-plant.txt"
    note.write_text(ARTICLE, encoding="utf-8")
    with store_url("sqlite", tmp_path) as db:
        run_cli(db, "ingest", str(note))
        listed = json.loads(run_cli(db, "signals", "--format", "json"))
        rows = list(csv.DictReader(io.StringIO(run_cli(db, "signals", "--format", "csv"))))
    assert listed and [r["id"] for r in rows] == [s["id"] for s in listed]
    short = rows[0]["id"].removeprefix("signal:")
    assert short and web.get(f"/signals/{short}").status_code == 200  # the id opens its page


def test_the_review_page_says_what_accepting_changes(store: tuple[Engine, str], web: TestClient) -> None:
    engine, _ = store
    with engine.connect() as conn:
        found = pending(conn)
    add = next(p for p in found if p.kind == "supply" and p.action == "add" and p.status == "proposed")
    own = next(p for p in found if p.kind == "ownership")
    html = web.get("/review").text

    def section(pid: str) -> str:
        return html.split(f'id="p-{pid}"', 1)[1].split("</section>", 1)[0]

    said = section(add.id)
    assert f"Accepting adds a row: Velmora Devices for {add.component}" in said
    assert said.index("Accepting adds a row") < said.index("<blockquote>")
    assert own.status == "candidate" and "Accepting" not in section(own.id)  # it must be edited first


def test_home_names_a_retired_place_not_its_id(sqlite_engine: Engine) -> None:
    from chipatlas.ingest import review

    _load(sqlite_engine)
    with sqlite_engine.connect() as conn:
        add = next(p for p in pending(conn) if p.kind == "supply" and p.action == "add" and p.country)
    review.accept(sqlite_engine, add.id, "synthetic-tester", "synthetic check")
    review.undo(sqlite_engine, add.id, "synthetic-tester", "synthetic check")
    with TestClient(create_app(sqlite_engine)) as client:
        html = client.get("/").text
    listed = html.split("Recently superseded values", 1)[1].split("</ul>", 1)[0]
    assert f"Velmora Devices {add.component} for Synthetic Vexa Rack, where made" in listed
    assert ">production:" not in listed and ">supply:" not in listed and "“supply:" not in listed


def test_a_decision_on_a_candidate_never_prints_none(store: tuple[Engine, str]) -> None:
    from dataclasses import replace

    from chipatlas.present.cli.review_what import what as _what

    engine, _ = store
    with engine.connect() as conn:
        some = pending(conn)[0]
    bare = replace(some, kind="supply", action="add", supplier=None, supplier_id=None, component=None)
    said = _what(bare)
    assert "None" not in said and "(no supplier named)" in said and "(no part named)" in said
    buyer = replace(bare, action="customer", object=None, object_id=None)
    assert _what(buyer) == "(no supplier named) supplies (no part named) to (no buyer named)"


def test_digest_exposure_lines_sit_under_their_signal() -> None:
    from chipatlas.present.digest.render import by_signal

    def line(title: str, platform: str) -> dict[str, object]:
        return {"signal_title": title, "platform": platform}

    found = by_signal([line("Synthetic B", "P1"), line("Synthetic A", "P2"), line("Synthetic B", "P3")])
    assert [(t, [str(e["platform"]) for e in es]) for t, es in found] == [
        ("Synthetic B", ["P1", "P3"]),  # first seen first, as the digest ordered them
        ("Synthetic A", ["P2"]),
    ]


def test_the_document_page_shows_a_bound_figure_as_a_bound(
    store: tuple[Engine, str], web: TestClient
) -> None:
    _, doc_id = store
    html = web.get(f"/documents/{doc_id}").text
    held = html.split('id="figure-proposals"', 1)[1].split("</table>", 1)[0]
    assert "more than 10,000,000,000,000 KRW" in held and "won KRW" not in held
    assert "(written “more than 10 trillion won”)" in held
