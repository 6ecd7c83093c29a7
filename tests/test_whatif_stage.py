"""What-if after a second source is accepted: the alternative's stage is shown, and a row
the ring still calls sole is not counted as all of its part beside a qualified second source.

Every note here is SYNTHETIC text written for the test (it says so in its body); the
companies and platforms are the bundled ones, the events are made up and not facts.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.analyze.whatif import Shock, rows, whatif
from chipatlas.ingest import review, review_edit
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web.app import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as stored


def _note(stage_words: str, company: str = "Samsung Electronics") -> str:
    return (
        "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real "
        f"report. {company} has been {stage_words} as a second source of HBM for the Microsoft "
        "Maia 200, the company said on Monday.\n"
    )


def _accept(engine: Engine, text: str, stage: str | None = None, name: str = "stage") -> None:
    report = ingest(engine, SourceDocument(f"synthetic/{name}.md", text.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    with engine.connect() as conn:
        (p,) = [p for p in stored.listed(conn, None, ()) if p.document_id == report.document_id]
    if stage:
        review_edit.edit(engine, p.id, "synthetic-tester", stage=stage)
    review.accept(engine, p.id, "synthetic-tester", "test")


def _maia_hbm(engine: Engine, shock: Shock) -> Any:
    with engine.connect() as conn:
        result = whatif(conn, [shock])
    (maia,) = [p for p in result["platforms"] if p["platform"] == "Microsoft Maia 200"]
    (hbm,) = [c for c in maia["components"] if c["component"] == "HBM"]
    return result, hbm


def test_a_qualified_second_source_splits_the_sole_row_and_says_so(bundled: Engine) -> None:
    _accept(bundled, _note("qualified"))
    result, hbm = _maia_hbm(bundled, Shock(company="SK hynix"))
    (hit,) = hbm["hits"]
    # The ring still states SK hynix as sole, but a qualified second source was accepted: the
    # documented default split is used and named, and the conflict is shown.
    assert hit["share"] == 0.7 and hbm["at_risk"] == 0.7
    assert "conflict" in hit["share_basis"] and "70%" in hit["share_basis"]
    assert "Samsung Electronics" in hbm["conflict"] and "sole" in hbm["conflict"]
    assert "sole_conflict" in result["defaults"]
    (alt,) = hbm["alternatives_stages"]
    assert alt == {"supplier": "Samsung Electronics", "stage": "qualified", "covering": True}
    assert "qualified" in hbm["alternatives_note"]
    line = next(r for r in rows(result) if r["platform"] == "Microsoft Maia 200")
    assert line["alternatives"] == "Samsung Electronics (qualified: covering)"
    # Both HBM rows hit: all of it is lost, not only the sole row's 70%.
    _, both = _maia_hbm(bundled, Shock(component="HBM"))
    assert both["at_risk"] == 1.0


def test_a_sampling_second_source_is_shown_but_does_not_cover(bundled: Engine) -> None:
    _accept(bundled, _note("qualified"), stage="sampling")  # a reviewer's correction
    _, hbm = _maia_hbm(bundled, Shock(company="SK hynix"))
    (alt,) = hbm["alternatives_stages"]
    assert alt["supplier"] == "Samsung Electronics" and alt["covering"] is False
    assert hbm["at_risk"] == 1.0 and hbm["conflict"] is None  # sampling is no second source yet


def test_the_page_shows_the_stage(bundled: Engine) -> None:
    _accept(bundled, _note("qualified"))
    with TestClient(create_app(bundled)) as client:
        page = client.get("/whatif", params={"company": "SK hynix"})
        csv = client.get("/whatif.csv", params={"company": "SK hynix"})
    assert page.status_code == 200
    assert "Samsung Electronics (qualified: counts as covering)" in page.text
    assert "conflict" in page.text
    assert "Samsung Electronics (qualified: covering)" in csv.text


def test_exposure_names_the_conflict_instead_of_a_sole_dependence(bundled: Engine) -> None:
    from chipatlas.analyze.exposure import exposure

    _accept(bundled, _note("qualified"))
    with bundled.connect() as conn:
        found = exposure(conn, "SK hynix")["exposures"]
    (maia,) = [e for e in found if e["platform"] == "Microsoft Maia 200"]
    assert maia["dependence"] == "has_alternatives"
    assert any("conflict" in step and "Samsung Electronics" in step for step in maia["reasoning"])


def test_accepting_a_covering_second_source_says_how_the_what_if_counts_it(bundled_sqlite: Engine) -> None:
    from typer.testing import CliRunner

    from chipatlas.present.cli.app import app

    report = ingest(
        bundled_sqlite, SourceDocument("synthetic/cli.md", _note("qualified").encode(), "text/markdown")
    )
    with bundled_sqlite.connect() as conn:
        (p,) = [p for p in stored.listed(conn, None, ()) if p.document_id == report.document_id]
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    said = CliRunner().invoke(app, ["--db", db, "review", "accept", p.id, "--reason", "test"])
    assert said.exit_code == 0, said.output
    assert "the ring now states both" in said.stdout
    assert "what-if and exposure: the ring states SK hynix as sole supplier" in said.stdout
    assert "counted as primary 70%" in said.stdout


def test_two_covering_second_sources_are_named_in_the_plural(bundled: Engine) -> None:
    _accept(bundled, _note("qualified"))
    _accept(bundled, _note("qualified", "Micron"), name="second")
    _, hbm = _maia_hbm(bundled, Shock(company="SK hynix"))
    assert (
        "Micron (qualified), Samsung Electronics (qualified) are accepted second sources" in hbm["conflict"]
    )
    assert "is an accepted" not in hbm["conflict"]


def _sole_hbm(engine: Engine) -> Any:
    from chipatlas.analyze.chokepoints import chokepoints

    with engine.connect() as conn:
        found = chokepoints(conn, "Microsoft Maia 200", ("sole",))
    (hbm,) = [f for f in found if f["component"] == "HBM"]
    return hbm


def test_chokepoints_note_the_conflict_on_a_contradicted_sole_row(bundled: Engine) -> None:
    assert _sole_hbm(bundled)["conflict"] is None  # before: a plain sole row
    _accept(bundled, _note("qualified"))
    hbm = _sole_hbm(bundled)
    assert hbm["kind"] == "sole" and hbm["supplier"] == "SK hynix"
    assert "Samsung Electronics (qualified) is an accepted second source" in hbm["conflict"]
    assert hbm["reason"].startswith("the source marks SK hynix as the sole source; conflict: the ring")
    with TestClient(create_app(bundled)) as client:
        page = client.get("/platforms/microsoft-maia-200/analysis")
        csv = client.get("/platforms/microsoft-maia-200/analysis.csv")
        api = client.get("/platforms/microsoft-maia-200/analysis.json")
    assert page.status_code == 200 and csv.status_code == 200
    assert "conflict: the ring states SK hynix as sole supplier" in page.text
    assert "conflict: the ring states SK hynix as sole supplier" in csv.text
    assert "conflict: the ring states SK hynix as sole supplier" in api.text


def test_a_sampling_second_source_leaves_the_sole_chokepoint_plain(bundled: Engine) -> None:
    _accept(bundled, _note("qualified"), stage="sampling")
    hbm = _sole_hbm(bundled)
    assert hbm["conflict"] is None and "conflict" not in hbm["reason"]


def test_the_chokepoints_command_shows_the_conflict(bundled_sqlite: Engine) -> None:
    import json

    from typer.testing import CliRunner

    from chipatlas.present.cli.app import app

    _accept(bundled_sqlite, _note("qualified"))
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    args = ["--db", db, "chokepoints", "--platform", "Microsoft Maia 200", "--kind", "sole"]
    for fmt in ("table", "csv", "json"):
        said = CliRunner().invoke(app, [*args, "--format", fmt])
        assert said.exit_code == 0, said.output
        assert "conflict:" in said.stdout, fmt
    said = CliRunner().invoke(app, [*args, "--format", "json"])
    (hbm,) = [f for f in json.loads(said.stdout) if f["component"] == "HBM"]
    assert "Samsung Electronics" in hbm["conflict"]
