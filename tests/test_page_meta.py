"""Metadata and boilerplate: HTML <meta>/og:/JSON-LD, page chrome, header lines, datelines.

Every document here is SYNTHETIC test text written for these tests (no real outlet).
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, select

from chipatlas.analyze.signals import signals
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.read.html import read_html
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import documents, statements

HTML = (Path(__file__).parent / "fixtures" / "meta" / "synthetic_article.html").read_text()
URL = "https://news.example.com/2025/x9"

HEADER_LINES = """Source: Synthetic Wiki Export
Updated: 2025-11-30
Published: November 28, 2025

Examplefab adds a second packaging line (SYNTHETIC TEST TEXT)

Examplefab said it will add a second advanced packaging line at its main plant, doubling its output \
of interposers.
The company expects the line to start production next year.
"""

DATELINE = """SEOUL, Dec. 1 (Yonhap) -- Examplefab will supply its new memory stacks to an \
accelerator maker, the company said.
SYNTHETIC TEST TEXT: the supply is to start next quarter and cover most of the first year's demand.
"""


def test_html_meta_tags_json_ld_and_chrome() -> None:
    doc = read_html(URL, HTML, "text/html", "utf-8")
    assert doc.meta == {
        "title": "Examplechip ships its X9 accelerator to cloud customers",
        "published": "2025-12-01",
        "publisher": "Synthetic Wire",
        "updated": "2025-12-03",
        "author": "Jane Placeholder",
    }
    assert doc.meta_origin["published"] == "JSON-LD datePublished"
    assert doc.meta_origin["updated"].startswith("<meta article:modified_time=")
    for chrome in ("cookies", "Share on", "Most read", "Subscribe", "Copyright"):
        assert chrome not in doc.text
    assert "begun shipping its X9" in doc.text and "50,000 units" in doc.text
    assert doc.notes == [
        'skipped page chrome (not content): nav, class="cookie-banner", class="share-buttons", aside, footer'
    ]


def test_wrapper_named_like_chrome_keeps_the_page() -> None:
    page = (
        '<html><body><div class="layout has-sidebar"><p>SYNTHETIC TEST TEXT: Examplefab opened a new fab '
        "for memory stacks in the north of the country this week.</p></div></body></html>"
    )
    doc = read_html("x.html", page, "text/html", "utf-8")
    assert "opened a new fab" in doc.text and not doc.notes


def test_html_without_dates_invents_none() -> None:
    page = (
        "<html><head><title>SYNTHETIC undated page</title></head><body><p>SYNTHETIC TEST TEXT: Examplefab "
        "said it will build a second packaging line for accelerators at its plant.</p></body></html>"
    )
    doc = read_html("x.html", page, "text/html", "utf-8")
    assert "published" not in doc.meta and "updated" not in doc.meta


def test_html_article_signal_and_document_row(engine: Engine) -> None:
    report = ingest(engine, SourceDocument(URL, HTML.encode(), "text/html"), IngestOptions())
    assert report.ok, report.lines()
    with engine.connect() as conn:
        (s,) = signals(conn)
        doc = conn.execute(select(documents.c.publisher, documents.c.published)).one()
        props = {
            r.prop: r.original_value
            for r in conn.execute(select(statements.c.prop, statements.c.original_value))
            if r.prop in ("date", "updated", "author", "source")
        }
    assert s["title"] == "Examplechip ships its X9 accelerator to cloud customers"
    assert (s["date"], s["date_precision"], s["source"]) == ("2025-12-01", "day", "Synthetic Wire")
    assert (doc.publisher, doc.published) == ("Synthetic Wire", "2025-12-01")
    assert props["date"] == "2025-12-01 (from JSON-LD datePublished)"
    assert props["updated"].startswith("2025-12-03 (from <meta article:modified_time=")
    assert props["author"].startswith("Jane Placeholder")


def test_header_lines_are_metadata_not_content(sqlite_engine: Engine) -> None:
    report = ingest(
        sqlite_engine, SourceDocument("w.md", HEADER_LINES.encode(), "text/markdown"), IngestOptions()
    )
    assert report.ok
    assert sum("read as metadata, not content" in r.message for r in report.repairs) == 3
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert s["title"] == "Examplefab adds a second packaging line (SYNTHETIC TEST TEXT)"
    assert (s["source"], s["date"]) == ("Synthetic Wiki Export", "2025-11-28")
    assert "Source:" not in (s["summary"] or "") and "Updated" not in (s["summary"] or "")


def test_dateline_names_the_source_and_no_year_is_no_date(sqlite_engine: Engine) -> None:
    report = ingest(sqlite_engine, SourceDocument("d.txt", DATELINE.encode(), "text/plain"), IngestOptions())
    assert report.ok
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert s["source"] == "Yonhap"
    assert s["date"] is None and s["date_precision"] == "unknown"  # "Dec. 1" gives no year
    assert s["title"].startswith("Examplefab will supply")


def test_address_host_is_the_last_resort_source(sqlite_engine: Engine) -> None:
    text = "SYNTHETIC TEST TEXT: Examplefab said it will build a second packaging line for accelerators.\n"
    report = ingest(
        sqlite_engine,
        SourceDocument("https://www.synthetic.example/a", text.encode(), "text/plain"),
        IngestOptions(),
    )
    assert report.ok
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert s["source"] == "synthetic.example"


def test_a_page_with_only_an_update_date_is_dated_by_it(sqlite_engine: Engine) -> None:
    text = (
        "# Examplechip X9 (SYNTHETIC page)\n\n> Source: https://wiki.synthetic.example/x9\n"
        "> Updated: 2026-02-03\n\nThe Examplechip X9 is a synthetic accelerator described here for tests, "
        "with memory stacks from Examplefab.\n"
    )
    report = ingest(sqlite_engine, SourceDocument("page.md", text.encode(), "text/markdown"), IngestOptions())
    assert report.ok
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
        date_origin = conn.execute(
            select(statements.c.original_value).where(statements.c.prop == "date")
        ).scalar_one()
    assert (s["date"], s["source"]) == ("2026-02-03", "wiki.synthetic.example")
    assert "the update date only" in date_origin


def test_htmldate_reads_a_date_the_address_states() -> None:
    page = "<html><body><p>SYNTHETIC TEST TEXT: a short page with no date tags at all.</p></body></html>"
    doc = read_html("https://news.synthetic.example/2024/05/06/story", page, "text/html", "utf-8")
    assert doc.meta["published"] == "2024-05-06"
    assert doc.meta_origin["published"] == "htmldate over the page markup and address"


def test_korean_input_line_and_dotted_dates(sqlite_engine: Engine) -> None:
    text = (
        "경제 일반\n\n예시전자, 가속기용 메모리 양산 돌입 (합성 테스트 문서)\n\n합성통신\n\n"
        "입력 2025.12.15 19:33\n\n수정 2025.12.16 08:00\n\n"
        "예시전자는 가속기용 차세대 메모리의 양산과 공급을 시작했다고 15일 밝혔다. 합성 테스트 문장이다.\n"
    )
    report = ingest(sqlite_engine, SourceDocument("ko.txt", text.encode(), "text/plain"), IngestOptions())
    assert report.ok, report.lines()
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert (s["date"], s["date_precision"]) == ("2025-12-15", "day")


def test_a_date_line_below_page_chrome_is_the_publication_date(sqlite_engine: Engine) -> None:
    chrome = "\n\n".join(["Home", "Markets", "Chips", "Login", "Menu"])
    text = (
        f"{chrome}\n\nExamplefab books out its packaging lines (SYNTHETIC TEST TEXT)\n\n"
        "2025-12-08 Semiconductors editor\n\n"
        "SYNTHETIC TEST TEXT. Examplefab said its advanced packaging lines are fully booked through next "
        "year after orders from accelerator makers, and that it opened talks with partners in May 2024.\n"
    )
    report = ingest(sqlite_engine, SourceDocument("chrome.txt", text.encode(), "text/plain"), IngestOptions())
    assert report.ok
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert s["date"] == "2025-12-08"


def test_blog_tools_front_matter_dates(sqlite_engine: Engine) -> None:
    """Astro writes 'pubDate', Hashnode 'datePublished' as a JavaScript date (gold batch g1)."""
    pages = {
        "astro.md": "---\ntitle: 'Synthetic post'\npubDate: '2025-11-12'\n---\n\n"
        "Examplefab said it will add a second packaging line for accelerators (SYNTHETIC TEST TEXT).\n",
        "hashnode.md": "---\ntitle: Another synthetic post\ndatePublished: Thu Jun 27 2024 06:03:55 GMT+0000"
        " (Coordinated Universal Time)\n---\n\n"
        "Samplecorp opened a new test lab for memory stacks in its home town (SYNTHETIC TEST TEXT).\n",
        # gold batch g2: a camel-case key, and a date written as an ISO timestamp
        "camel.md": '---\ntitle: A third synthetic post\npublishedAt: "2025-10-03"\n---\n\n'
        "Mockmem showed a faster memory stack at a made-up trade show (SYNTHETIC TEST TEXT).\n",
        "stamp.md": '---\ntitle: A fourth synthetic post\ndate: "2025-05-24T04:22:08Z"\n---\n\n'
        "Fakecloud began building a made-up data centre in a made-up town (SYNTHETIC TEST TEXT).\n",
    }
    for name, text in pages.items():
        assert ingest(sqlite_engine, SourceDocument(name, text.encode(), "text/markdown"), IngestOptions()).ok
    with sqlite_engine.connect() as conn:
        found = {s["date"] for s in signals(conn)}
    assert found == {"2025-11-12", "2024-06-27", "2025-10-03", "2025-05-24"}


def test_front_matter_block_scalars_and_indented_lines() -> None:
    """A folded value ("source: >-" and the indented line under it) came out as ">-", and an
    indented address read as a key "https" (gold batch g3). SYNTHETIC front matter."""
    from chipatlas.extract.article import front_matter

    text = (
        "---\ntitle: 'Synthetic: a post'\nsource: >-\n  https://news.example.invalid/2026/a-story\n"
        "summary: |\n  One line.\n  Two lines.\ntags:\n  - name: synthetic\ndate: 2026-07-10\n---\nBody.\n"
    )
    assert front_matter(text) == {
        "title": "Synthetic: a post",
        "source": "https://news.example.invalid/2026/a-story",
        "summary": "One line. Two lines.",
        "tags": "",
        "date": "2026-07-10",
    }


def test_a_front_matter_source_address_names_its_outlet(sqlite_engine: Engine) -> None:
    text = (
        "---\ntitle: A reposted synthetic story\nsource: >-\n  https://www.news.example.invalid/2026/story\n"
        "---\n\nExamplefab said it will add a packaging line for accelerators (SYNTHETIC TEST TEXT).\n"
    )
    doc = SourceDocument("synthetic/repost.md", text.encode(), "text/markdown")
    assert ingest(sqlite_engine, doc, IngestOptions()).ok
    with sqlite_engine.connect() as conn:
        (s,) = signals(conn)
    assert s["source"] == "news.example.invalid"


def test_a_title_folded_over_lines_is_quoted_as_written(sqlite_engine: Engine) -> None:
    """A front matter's title written as a block scalar ("title: >-" then two indented lines)
    was quoted as its joined value, which the text does not hold (gold g3a: 12 quotes not
    verbatim). Its quote is now the text's own lines; its value one line. SYNTHETIC page."""
    text = (
        "---\ntitle: >-\n  Examplefab raises money for a second\n  packaging line\n"
        "date: '2026-07-10'\n---\n\n"
        "Examplefab said it will add a second packaging line for accelerators (SYNTHETIC TEST TEXT).\n"
    )
    report = ingest(
        sqlite_engine, SourceDocument("folded.md", text.encode(), "text/markdown"), IngestOptions()
    )
    assert report.ok
    with sqlite_engine.connect() as conn:
        rows = conn.execute(
            select(
                statements.c.value, statements.c.quote, statements.c.span_start, statements.c.span_end
            ).where(statements.c.schema == "Signal", statements.c.prop == "title")
        ).all()
    assert [r.value for r in rows] == ["Examplefab raises money for a second packaging line"]
    (row,) = rows
    assert (
        row.quote
        == text[row.span_start : row.span_end]
        == "Examplefab raises money for a second\n  packaging line"
    )
