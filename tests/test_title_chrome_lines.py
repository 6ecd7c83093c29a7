"""Page chrome never becomes a signal's title: UI labels, datelines, bylines, bare dates,
captions, navigation (title_chrome.is_chrome, article.plain_article). Synthetic lines."""

from __future__ import annotations

import pytest

from chipatlas.extract.article import content_blocks, plain_article
from chipatlas.extract.page_meta import read_page_meta
from chipatlas.extract.title_chrome import is_chrome
from chipatlas.read import read_document
from chipatlas.sources import SourceDocument

# (language, line, chrome) -- synthetic.
LINES: list[tuple[str, str, bool]] = [
    # a site's UI labels and skip links
    ("en", "Command Palette", True),
    ("en", "Skip to main content", True),
    ("ko", "컨텐츠로 건너뛰기", True),
    ("ko", "본문 바로가기", True),
    ("ja", "本文へスキップ", True),
    ("zh", "跳到主要内容", True),
    ("de", "Zum Inhalt springen", True),
    ("fr", "Aller au contenu principal", True),
    # section headings and "related" lists
    ("en", "Related articles", True),
    ("en", "Key Findings", True),
    ("en", "Learning Objectives", True),
    ("de", "Verwandte Artikel", True),
    ("fr", "Articles connexes", True),
    ("ja", "関連記事", True),
    ("zh", "相关文章", True),
    ("ko", "관련기사", True),
    # navigation: a breadcrumb, a menu bar
    ("zh", "首页 热点资讯 正文内容", True),
    ("zh", "业界资讯 手机产品 数码产品 移动互联 关于我们", True),
    ("ja", "Business/Market 詳細", True),
    ("de", "Startseite › Wirtschaft › Technik", True),
    ("en", "Home > Markets > Tech", True),
    # bylines and datelines on their own line
    ("zh", "凯斯特網記者王小明 台北", True),
    ("zh", "經濟日報／ 記者王小明／台北報導", True),
    ("ko", "홍길동 기자", True),
    ("en", "TAIPEI :", True),
    # bare dates and times, a weather widget, a logo, a copyright line
    ("en", "February 25 - 12:02", True),
    ("ja", "2025年3月31日", True),
    ("de", "24. März 2025, 10:22 Uhr", True),
    ("fr", "mardi 4 mars 2025", True),
    ("ko", "2025년 3월 4일 10:22", True),
    ("en", "60.2 F", True),
    ("en", "Kestrel News Logo", True),
    ("ko", "케스트렐일보 언론사 이미지", True),
    ("ja", "週刊データセンターWatch:", True),
    ("en", "© 2025 Kestrel Public Radio", True),
    ("de", "Copyright 2025 Kestrel GmbH", True),
    # photo captions: a file photo credit, a position in the picture, a person and their role
    ("zh", "凯斯特晶片獲得認證，股價攀升。（彭博資料照）", True),
    ("zh", "凯斯特的新工厂。（资料图）", True),
    ("ja", "ケストレルの新工場（手前）。", True),
    ("en", "Jane Roe, CEO of Kestrel", True),
    ("en", "Jane Roe, chief executive officer of Kestrel Semiconductor", True),
    # a tag or menu item as a bullet
    ("en", "• Export Controls", True),
    ("fr", "- Semi-conducteurs", True),
    # the site speaking of itself
    ("en", "Osprey Daily operates independently from our research team, curating updates.", True),
    ("en", "Search for a command to run...", True),
    # headlines stay headlines
    ("en", "Kestrel to build a fab in Arizona by March 2026", False),
    ("en", "Kestrel Q3 results 24 April 2025", False),
    ("en", "Jane Roe, CEO of Kestrel, resigns", False),
    ("en", "Kestrel/Osprey merger closes", False),
    ("en", "Kestrel and Osprey sign supply deal for HBM4", False),
    ("de", "Kestrel baut neue Chipfabrik in Magdeburg", False),
    ("fr", "Kestrel annonce une usine à Grenoble", False),
    ("zh", "凯斯特HBM4通过认证 明年供货乐观", False),
    ("zh", "凯斯特投资20亿美元建设新工厂", False),
    ("ja", "ケストレル、熊本に新工場 2027年稼働", False),
    ("ko", "케스트렐, HBM4 양산 돌입", False),
    (
        "en",
        "- Kestrel shifted exports to case-by-case licensing, adding third-party testing of every shipment.",
        False,
    ),
]


@pytest.mark.parametrize(("language", "line", "chrome"), LINES)
def test_chrome_lines(language: str, line: str, chrome: bool) -> None:
    assert is_chrome(line, "Osprey Daily") is chrome, (language, line)


def _title(text: str) -> str:
    doc = read_document(SourceDocument(uri="synthetic.txt", data=text.encode(), media_type="text/plain"))
    blocks = content_blocks(doc, [])
    page = read_page_meta(doc, {}, blocks)
    blocks = [b for b in blocks if b.start not in page.header_blocks]
    sig = plain_article(doc, blocks, page)
    assert sig is not None
    assert doc.text[sig.title.start : sig.title.end] == sig.title.text
    return sig.title.text


BODY = "Kestrel said the plant would make memory chips for data centres from next year on. " * 3

# (page, headline) -- synthetic pages: the title is the headline, never the chrome above it.
PAGES: list[tuple[str, str]] = [
    (
        f"Command Palette\n\nSearch for a command to run...\n\nKestrel unveils HBM5 memory\n\n{BODY}",
        "Kestrel unveils HBM5 memory",
    ),
    (f"February 25 - 12:02\n\nKestrel raises $50 million\n\n{BODY}", "Kestrel raises $50 million"),
    (f"首页 热点资讯 正文内容\n\n凯斯特发布新款AI芯片\n\n{BODY}", "凯斯特发布新款AI芯片"),
    # the fetcher's date before the first line is not part of the headline
    (f" date 2025-11-21 Kestrel to build a fab in Ohio\n\n{BODY}", "Kestrel to build a fab in Ohio"),
    # no headline: the lead sentence stands for one, without the date or the dateline
    (
        f" date 2025-11-21 TAIPEI :Kestrel said on Friday it can make 1,000 racks per week. {BODY}",
        "Kestrel said on Friday it can make 1,000 racks per week.",
    ),
    (
        f"〔記者王小明／台北報導〕凯斯特今日宣布在高雄建厂。凯斯特表示新厂明年量产。\n\n{BODY}",
        "凯斯特今日宣布在高雄建厂。",
    ),
    # a photo caption opening the lead is no headline
    (
        f" date 2025-11-21 ケストレルの新工場（手前）。ケストレルは2棟目の工場を着工する。{BODY}",
        "ケストレルは2棟目の工場を着工する。",
    ),
    (
        f"凯斯特的新工厂（资料图）。凯斯特今年扩大资本支出。凯斯特表示需求强劲。\n\n{BODY}",
        "凯斯特今年扩大资本支出。",
    ),
    (
        f"（中央社記者王小明台北7日電）凯斯特今年扩大资本支出。凯斯特表示需求强劲。\n\n{BODY}",
        "凯斯特今年扩大资本支出。",
    ),
]


@pytest.mark.parametrize(("page", "headline"), PAGES)
def test_title_is_the_headline(page: str, headline: str) -> None:
    assert _title(page) == headline


HTML_BODY = "<p>" + BODY + "</p>"
H1 = f"<h1>Kestrel opens fab in Ohio</h1>{HTML_BODY}"

# (html, headline) -- synthetic pages: the heading the <title> wraps, never the site's suffix
HTML_PAGES: list[tuple[str, str]] = [
    (
        f"<title>Kestrel opens fab in Ohio | Markets | Osprey Daily</title>{H1}",
        "Kestrel opens fab in Ohio",
    ),
    (
        f"<title>Kestrel opens fab in Ohio - Osprey Daily - Tech news for all</title>{H1}",
        "Kestrel opens fab in Ohio",
    ),
    (
        f"<title>Osprey Daily</title><meta property='og:title' content='Kestrel opens fab in Ohio'>"
        f"<p>Command Palette</p>{H1}",
        "Kestrel opens fab in Ohio",
    ),
    (
        f"<title>Osprey Daily: Kestrel opens fab in Ohio</title>"
        f"<p>Related articles</p><h2>Kestrel opens fab in Ohio</h2>{HTML_BODY}",
        "Kestrel opens fab in Ohio",
    ),
    (
        f"<title>凯斯特在高雄建厂 - 鱼鹰日报</title>"
        f"<p>首页 热点资讯 正文内容</p><h1>凯斯特在高雄建厂</h1>{HTML_BODY}",
        "凯斯特在高雄建厂",
    ),
]


@pytest.mark.parametrize(("html", "headline"), HTML_PAGES)
def test_html_title_is_the_heading(html: str, headline: str) -> None:
    head, body = html.split("</title>")
    data = f"<html><head>{head}</title></head><body>{body}</body></html>"
    doc = read_document(
        SourceDocument(uri="https://osprey.example/a.html", data=data.encode(), media_type="text/html")
    )
    blocks = content_blocks(doc, [])
    page = read_page_meta(doc, {}, blocks)
    sig = plain_article(doc, [b for b in blocks if b.start not in page.header_blocks], page)
    assert sig is not None and sig.title.text == headline
