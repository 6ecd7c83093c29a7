"""What the walk after walk10 found (walk11), mended at display time: a company's "Referenced
by" listed each signal twice (as "about" and as "mentions"), review headings read the
internal words "Site Locate" and "Deployment Add", search snippets showed a slug
('sk_hynix_hbm4') beside the name, and impact reasons read "type partnership_deal: prior 2".
Every name and quote here is SYNTHETIC (invented for the test), not a real supplier fact.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest
from sqlalchemy import Engine

from chipatlas.analyze.search import without_slug
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.present.web.labels import change_title, impact_reason, one_per_referrer, one_unit
from chipatlas.sources import SourceDocument, load_path
from chipatlas.store.db import connect, migrate
from live_server import live
from test_walk10_pages import RING, server

__all__ = ["server"]  # the synthetic store on loopback, shared with walk10's test


def _ref(entity: str, prop: str) -> dict[str, object]:
    return {"entity": entity, "name": entity, "kind": "Signal", "prop": prop, "source": {}}


def test_a_referrer_is_one_line_with_its_roles() -> None:
    refs = [_ref("sig:a", "about"), _ref("sig:a", "mentions"), _ref("sig:b", "mentions")]
    shown = one_per_referrer(refs)
    assert [(r["entity"], r["prop"]) for r in shown] == [("sig:a", "about, mentions"), ("sig:b", "mentions")]
    assert one_per_referrer(None) == []


def test_a_ring_change_is_headed_in_plain_words() -> None:
    assert change_title("site", "locate") == "New site"  # read "Site Locate"
    assert change_title("deployment", "add") == "Add a deployment"  # read "Deployment Add"
    assert change_title("ownership", "end") == "Ownership ends"
    assert change_title("supply", "customer") == "For a customer"
    assert change_title("supply", "new_kind") == "Supply new kind"  # an unlisted pair: its keys in words


def test_impact_reasons_read_as_words() -> None:
    assert impact_reason("type partnership_deal: prior 2") == "Partnership or deal story: starts at 2"
    assert impact_reason("+1 magnitude: 5 billion") == "+1, a large figure: 5 billion"
    assert impact_reason("+1 3 independent sources") == "+1, 3 independent sources"
    assert (
        impact_reason("0 independent source(s)")
        == "+0, no independent source counted (three independent sources add 1)"
    )
    assert (
        impact_reason("1 independent source(s)")
        == "+0, 1 independent source counted (three independent sources add 1)"
    )
    assert impact_reason("the page itself states 4/5") == "the page itself states 4/5"  # words already


def test_a_snippet_drops_the_entity_slug_only() -> None:
    marked = [
        {"text": "zentrix_", "hit": False},
        {"text": "z9", "hit": True},
        {"text": " Zentrix ", "hit": False},
        {"text": "Z9", "hit": True},
    ]
    assert without_slug(marked, "chip:zentrix_z9") == [  # type: ignore[arg-type]
        {"text": "Zentrix ", "hit": False},
        {"text": "Z9", "hit": True},
    ]
    words = [{"text": "Zentrix memory zentrix", "hit": False}]
    assert without_slug(words, "zentrix") == words  # type: ignore[arg-type]  # no underscore: a word


def test_the_pages_show_words_not_keys(server: str) -> None:
    found = httpx.get(f"{server}/search", params={"q": "synthetic platform"}, timeout=30).text
    snippet = r'href="/platforms/synthetic_platform_c">.*?<span class="snippet">(.*?)</span>'
    entity = re.search(snippet, found, re.S)
    assert entity is not None and "synthetic_platform_c" not in re.sub("<[^>]+>", "", entity.group(1))
    review = httpx.get(f"{server}/review", timeout=30).text
    headings = re.findall(r"<h2>([^<:]*):", review)
    assert headings and not [h for h in headings if re.search(r"\b(Locate|Add|Confirm)\b", h)], headings
    listed = httpx.get(f"{server}/signals.json", timeout=30).json()["signals"]
    page = httpx.get(f"{server}/signals/{listed[0]['id'].split(':', 1)[1]}", timeout=30).text
    impact = page.split("<dt>Impact</dt>", 1)[1].split("</dd>", 1)[0]
    assert "prior" not in impact and "story: starts at" in impact, impact


def test_a_disagreement_shows_its_values_in_one_unit() -> None:
    """A spec disagreement showed "7380 GB/s" beside "7.3 TB/s": the reader had to convert.
    The values now read in the unit most of them use; each keeps its written form."""
    values = [
        {"value": "7380", "unit": "GB/s", "original": ""},
        {"value": "7.3", "unit": "TB/s", "original": ""},
        {"value": "7.4", "unit": "TB/s", "original": "7.4 TB/s"},
    ]
    assert [(v["shown"], v["written"]) for v in one_unit(values)] == [
        ("7.38 TB/s", "7380 GB/s"),
        ("7.3 TB/s", "7.3 TB/s"),
        ("7.4 TB/s", "7.4 TB/s"),
    ]
    bits_and_bytes = [
        {"value": "1.8", "unit": "TB/s", "original": ""},
        {"value": "14.4", "unit": "Tb/s", "original": ""},
    ]
    assert [v["shown"] for v in one_unit(bits_and_bytes)] == ["1.8 TB/s", "14.4 Tb/s"]  # as written
    unknown = [
        {"value": "3", "unit": "generation", "original": ""},
        {"value": "4", "unit": "GB", "original": ""},
    ]
    assert [v["shown"] for v in one_unit(unknown)] == ["3 generation", "4 GB"]


# A SYNTHETIC story (invented event; the company is one of the synthetic ring's suppliers): a
# signal about SK hynix that also lists it among what it mentions.
SK_STORY = (
    "SK hynix opens a synthetic test office in Testville\n\n"
    "SYNTHETIC: SK hynix said it opened an invented test office in Testville this week.\n\n"
    "SYNTHETIC: The office in Testville will test memory stacks for SK hynix customers.\n"
)

# Two SYNTHETIC spec rows (invented values and sources) that disagree, in GB/s and in TB/s.
SPECS = (
    "entity,metric,value,unit,scope,qualifier,evidence,source_url,note\n"
    "Synthetic Platform C,hbm_bandwidth,7380,GB/s,per_chip,,claimed,https://example.org/synthetic-a,SYNTHETIC\n"
    "Synthetic Platform C,hbm_bandwidth,7.3,TB/s,per_chip,,claimed,https://example.org/synthetic-b,SYNTHETIC\n"
)


@pytest.fixture(scope="module")
def store_with_story(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    eng: Engine = connect(str(tmp_path_factory.mktemp("walk11") / "store.db"))
    migrate(eng)
    assert ingest(eng, load_path(RING), IngestOptions(source_key=RING.name)).ok
    assert ingest(eng, SourceDocument("synthetic/sk-story.txt", SK_STORY.encode(), "text/plain")).ok
    assert ingest(eng, SourceDocument("synthetic/specs.csv", SPECS.encode(), "text/csv")).ok
    with live(create_app(eng)) as (base, errors):
        yield base
        assert not errors.records, errors.records
    eng.dispose()


def test_a_company_lists_a_signal_once_with_its_roles(store_with_story: str) -> None:
    html = httpx.get(f"{store_with_story}/companies/sk_hynix", timeout=30).text
    refs = html.split('id="h-refs"', 1)[1].split("</section>", 1)[0]
    lines = re.findall(r"<li>(.*?)</li>", refs, re.S)
    story = [x for x in lines if "Testville" in x]
    assert len(story) == 1, lines
    assert re.search(r"\(Signal, about, mentions\)", story[0]), story[0]


def test_the_disagreements_page_names_the_fact_in_words_and_one_unit(store_with_story: str) -> None:
    """The page headed a disagreement 'spec.hbm_bandwidth.per_chip' and listed '7380 GB/s'
    beside '7.3 TB/s'; the key and the written form stay in tooltips."""
    html = httpx.get(f"{store_with_story}/conflicts", timeout=30).text
    assert '<span title="spec.hbm_bandwidth.per_chip">HBM bandwidth per chip</span>' in html, html[-3000:]
    assert '<span title="written: 7380 GB/s">7.38 TB/s</span>' in html
    assert '<span title="written: 7.3 TB/s">7.3 TB/s</span>' in html
