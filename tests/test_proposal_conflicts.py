"""A proposed ring change shows what the ring says now and whether it contradicts it (issue 11):
in ``chipatlas review``, on the review page, on the platform page and in the digest; and a
document names the companies it only mentions by their names.

Synthetic: every note below is text written for this test (marked so in its heading); the
companies and platforms are bundled ones, the events are made up and are no facts.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from selectolax.lexbor import LexborHTMLParser
from sqlalchemy import Engine
from tests.cli_support import cli_process, run_cli
from tests.live_server import live
from tests.proposal_notes import note_proposals

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.analyze.proposal_ring import Held, conflict
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.digest import render
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows
from chipatlas.store.db import connect, migrate

# Synthetic: one made-up event per note.
SOLE_HELD = "Samsung Electronics will supply HBM for the Microsoft Maia 200, the company said."
SAYS_SOLE = (
    "Samsung Electronics will be the sole supplier of advanced packaging for the Nvidia GB200 NVL72, "
    "the company said."
)
PLAIN_ADD = "Samsung Electronics will supply advanced packaging for the Nvidia GB200 NVL72, the company said."
ARTICLE = (
    "# Synthetic: SK hynix retools an HBM line\n\n*Synthetic article written for a test; the event is "
    "made up.*\n\nSK hynix said it will retool one HBM line next month, the company said.\n"
)


def _proposal(
    action: str = "add", role: str | None = None, supplier_id: str = "company:new"
) -> rows.Proposal:
    return rows.Proposal(
        id="0" * 16,
        document_id="d" * 64,
        source_key="synthetic",
        platform_id="platform:p",
        target="P",
        component="HBM",
        component_text="HBM",
        supplier_id=supplier_id,
        supplier="New",
        action=action,
        role=role,
        stage=None,
        share=None,
        country=None,
        evidence="claimed",
        hedge=None,
        quote="Synthetic.",
        span_start=0,
        span_end=10,
        status="proposed",
        reason=None,
        created_at="2026-12-01T00:00:00Z",
    )


SOLE_A = Held("company:a", "A", "sole")
PRIMARY_A = Held("company:a", "A", "primary")
BARE_A = Held("company:a", "A", None)
SECOND_B = Held("company:b", "B", "second_source")
NEW_SECOND = Held("company:x", "New", "second_source")

# Synthetic table of the class: (proposal, ring now, words the conflict must hold or None).
CASES = [
    (_proposal(), [SOLE_A], "names A as the sole supplier of HBM"),
    (_proposal(role="second_source"), [SOLE_A], "names A as the sole supplier"),
    (_proposal(role="sole"), [BARE_A, SECOND_B], "it says sole, but the ring also names A, B"),
    (_proposal(action="change", role="primary", supplier_id="company:x"), [NEW_SECOND], "as second source"),
    (_proposal(action="contradict", role="primary"), [PRIMARY_A], "names A as primary"),
    # Must not: nothing to contradict, the row ended, the supplier itself is the sole one.
    (_proposal(), [], None),
    (_proposal(), [BARE_A, SECOND_B], None),
    (_proposal(role="second_source"), [PRIMARY_A], None),
    (_proposal(action="end"), [SOLE_A], None),
    (_proposal(action="confirm", role="sole", supplier_id="company:a"), [SOLE_A], None),
    (_proposal(action="customer"), [SOLE_A], None),
]


@pytest.mark.parametrize(("p", "now", "words"), CASES)
def test_conflict_table(p: rows.Proposal, now: list[Held], words: str | None) -> None:
    got = conflict(p, now)
    assert (got is None) == (words is None), got
    assert words is None or words in (got or ""), got


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Engine, Path, dict[str, str]]]:
    from tests.conftest import load_bundled

    path = tmp_path_factory.mktemp("conflicts") / "store.db"
    eng = connect(str(path))
    migrate(eng)
    load_bundled(eng)
    with eng.begin() as conn:
        add_watchlist(conn, "synthetic-rings", platform_names=["Maia 200", "GB200"])
    ids = {}
    for name, body in (("sole-held", SOLE_HELD), ("says-sole", SAYS_SOLE), ("plain-add", PLAIN_ADD)):
        (p,) = note_proposals(eng, body, name)
        ids[name] = p.id
    report = ingest(eng, SourceDocument("synthetic/retool.md", ARTICLE.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    yield eng, path, ids
    eng.dispose()


def _review_json(path: Path) -> list[dict[str, Any]]:
    """`chipatlas review --format json` on the store at ``path``, through the real CLI."""
    proposals: list[dict[str, Any]] = json.loads(run_cli(path, "review", "--format", "json"))
    return proposals


def test_review_lists_the_ring_now_and_the_conflict_in_the_cli(
    store: tuple[Engine, Path, dict[str, str]],
) -> None:
    _, path, ids = store
    by_id = {p["id"]: p for p in _review_json(path)}
    held = by_id[ids["sole-held"]]
    assert held["ring_now"] == "SK hynix: sole"
    assert held["conflict"] == "the ring names SK hynix as the sole supplier of HBM"
    assert "it says sole, but the ring also names" in by_id[ids["says-sole"]]["conflict"]
    plain = by_id[ids["plain-add"]]
    assert plain["conflict"] is None and "TSMC" in plain["ring_now"]
    table = cli_process(path, "review", "--platform", "Maia 200", columns=300)
    header = next(line for line in table.stdout.splitlines() if " id " in line)
    # (the table wraps its columns: "SK hynix" may break across two lines)
    assert "conflict" in header and "the ring names SK" in table.stdout, table.stdout + table.stderr


def test_a_sole_supplier_beside_another_is_a_contradiction_in_the_cli(
    store: tuple[Engine, Path, dict[str, str]],
) -> None:
    """Synthetic table: the sentence says sole beside suppliers with no role (GB200's packaging),
    or names another beside the ring's sole one (Maia 200's HBM): "contradict", both kept; a
    plain supply beside suppliers with no role stays "add"."""
    _, path, ids = store
    action = {p["id"]: p["action"] for p in _review_json(path)}
    assert action[ids["says-sole"]] == "contradict"
    assert action[ids["sole-held"]] == "contradict"
    assert action[ids["plain-add"]] == "add"


def test_review_and_platform_pages_show_the_conflict(store: tuple[Engine, Path, dict[str, str]]) -> None:
    eng, _, ids = store
    with live(create_app(eng, token="synthetic-token")) as (base, errors):
        page = LexborHTMLParser(httpx.get(f"{base}/platforms/microsoft_maia_200/review", timeout=30).text)
        held = page.css_first(f"#p-{ids['sole-held']}")
        assert held is not None
        assert "In the ring now: SK hynix: sole" in held.text()
        assert "sole supplier of HBM" in (held.css_first(".conflict") or held).text()
        words = next(a.attributes.get("href") or "" for a in held.css("blockquote a"))
        assert "?span=" in words and words.endswith("#s-cited")  # the link cites the sentence itself
        doc = LexborHTMLParser(httpx.get(f"{base}{words.split('#')[0]}", timeout=30).text)
        mark = doc.css_first("mark#s-cited")
        assert mark is not None and mark.text().startswith("Samsung Electronics will supply HBM")
        gb200 = LexborHTMLParser(httpx.get(f"{base}/platforms/nvidia_gb200_nvl72/review", timeout=30).text)
        plain = gb200.css_first(f"#p-{ids['plain-add']}")
        assert plain is not None and plain.css_first(".conflict") is None
        ring = LexborHTMLParser(httpx.get(f"{base}/platforms/microsoft_maia_200", timeout=30).text)
        notice = ring.css_first("#ring-proposals")
        assert notice is not None and "contradicts it" in notice.text()
        links = [a.attributes.get("href") for a in notice.css("a")]
        assert f"/platforms/microsoft_maia_200/review#p-{ids['sole-held']}" in links
        doc = next(str(h) for h in links if str(h).startswith("/documents/")).split("?")[0]
        short = httpx.get(f"{base}{doc[:23]}", timeout=30)  # the 12 characters a digest cites
        assert short.status_code == 200 and doc.removeprefix("/documents/") in short.text
        every = httpx.get(f"{base}/review", timeout=30)  # all platforms' proposals on one page
        assert every.status_code == 200
        listed = LexborHTMLParser(every.text)
        assert {f"p-{i}" for i in ids.values()} <= {s.attributes.get("id") for s in listed.css("section")}
        assert (
            "sole supplier of HBM" in (listed.css_first(f"#p-{ids['sole-held']} .conflict") or listed).text()
        )
        assert httpx.get(f"{base}/review.json", timeout=30).json()["n_proposals"] >= len(ids)
        assert errors.records == []


def test_the_digest_lists_proposals_with_their_conflict_in_both_forms(
    store: tuple[Engine, Path, dict[str, str]],
) -> None:
    eng, _, ids = store
    with eng.connect() as conn:
        start = watchlist(conn, "synthetic-rings")["created_at"]
        d = digest(conn, "synthetic-rings", period_of("daily", datetime.now(UTC)), start=start)
    assert {p["id"] for p in d["proposals"]} >= set(ids.values())
    md = render.markdown(d)
    assert "Conflicts with the ring: the ring names SK hynix as the sole supplier of HBM" in md
    html = render.html(d)
    assert "Proposed ring changes (" in html and "sole supplier of HBM" in html
    assert f"chipatlas review accept {ids['sole-held']}" in html
    assert d["exposure"], "the synthetic article names a supplier of a watched ring"
    for e in d["exposure"]:  # a reader sees the company's name, never its id
        assert f"via {e['via_name']}:" in md and f"via {e['via']}:" not in md


def test_a_document_names_the_companies_it_only_mentions(store: tuple[Engine, Path, dict[str, str]]) -> None:
    """The synthetic article states nothing about SK hynix's name: it comes from other documents."""
    _, path, _ = store
    named = {
        e["id"]: e["name"]
        for e in json.loads(run_cli(path, "document", "retool.md", "--format", "json"))["entities"]
    }
    assert named.get("company:sk_hynix") == "SK hynix", named


def test_the_body_sentence_wins_over_a_headline_that_says_less(
    store: tuple[Engine, Path, dict[str, str]],
) -> None:
    """Synthetic: the headline and the body state one supply; only the body says 'sole'."""
    eng, _, _ = store
    text = (
        "# Synthetic: Samsung Electronics to supply substrates for Microsoft Maia 200\n\n"
        "*Synthetic article written for a test; the event is made up.*\n\n"
        "Samsung Electronics will be the sole supplier of substrates for the Microsoft Maia 200, "
        "the company said.\n"
    )
    report = ingest(eng, SourceDocument("synthetic/headline.md", text.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    with eng.connect() as conn:
        (p,) = [p for p in rows.listed(conn, None, ()) if p.document_id == report.document_id]
    assert p.role == "sole" and p.quote.startswith("Samsung Electronics will be the sole supplier")


def test_accepting_over_a_sole_supplier_names_the_platform_and_warns(
    store: tuple[Engine, Path, dict[str, str]],
) -> None:
    _, path, ids = store
    done = cli_process(path, "review", "accept", ids["sole-held"], "--by", "synthetic-tester")
    assert done.returncode == 0, done.stderr
    assert "-> HBM of Microsoft Maia 200" in done.stdout
    assert "note: the ring names SK hynix as the sole supplier of HBM" in done.stdout
    assert cli_process(path, "review", "undo", ids["sole-held"], "--by", "synthetic-tester").returncode == 0
