"""The site's masthead, the address's section labels, a weather widget's place and a ticker of
other stories never become a signal's title (extract/title_site.py). Synthetic pages and lines."""

from __future__ import annotations

import pytest

from chipatlas.extract.article import content_blocks, plain_article
from chipatlas.extract.page_meta import read_page_meta
from chipatlas.extract.title_chrome import is_chrome
from chipatlas.extract.title_site import names_site, ticker_lines, weather_place
from chipatlas.read import read_document
from chipatlas.sources import SourceDocument

URL = "https://www.ospreydaily.example/tech/chip-trends/article/123456/kestrel-opens-fab"

# (language, line, url, the site's) -- synthetic.
SITE_LINES: list[tuple[str, str, str, bool]] = [
    ("en", "Osprey Daily App", URL, True),
    ("en", "The Osprey Daily", URL, True),
    ("ja", "Osprey media オスプレイメディア", URL, True),
    ("en", "Kestrel Semiconductor Industry Association", "https://ksianet.example/news/2024/04/x/", True),
    ("en", "TechChip Trends", URL, True),
    ("de", "Chip Trends", URL, True),
    # headlines stay headlines, even on the site's own address
    ("en", "Osprey Daily wins an award for its chip coverage.", URL, False),
    ("en", "Kestrel opens fab in Ohio", URL, False),
    ("en", "Kestrel Semiconductor Industry Association", URL, False),
    ("de", "Kestrel baut neue Chipfabrik in Magdeburg", URL, False),
    ("fr", "Kestrel annonce une usine à Grenoble", URL, False),
    ("ja", "ケストレル、熊本に新工場", URL, False),
    ("en", "Osprey Daily App", "synthetic.txt", False),
]


@pytest.mark.parametrize(("language", "line", "url", "site"), SITE_LINES)
def test_site_lines(language: str, line: str, url: str, site: bool) -> None:
    assert names_site(line, url) is site, (language, line)


def test_weather_place_is_the_widgets() -> None:
    assert weather_place(["60.2 F", "Los Angeles", "Monday, March 17, 2025"], 1)
    assert weather_place(["18 °C", "München"], 1)
    assert not weather_place(["Weather", "Los Angeles"], 1)
    assert not weather_place(["60.2 F", "Kestrel opens a fab in Los Angeles"], 1)


# (language, menu bar) -- synthetic: CJK items with a few short Latin ones are a menu, not a headline.
MENU_BARS = [
    ("zh", "財經 娛樂 藝文 汽車 時尚 體育 3 C 評論 食譜 地產"),
    ("zh", "鱼鹰日报 APP 鱼鹰日报粉丝团 鱼鹰日报 Line 热门新讯"),
    ("ja", "経済 政治 国際 テック 3 D スポーツ"),
]


@pytest.mark.parametrize(("language", "line"), MENU_BARS)
def test_mixed_menu_bar(language: str, line: str) -> None:
    assert is_chrome(line), (language, line)


@pytest.mark.parametrize(
    "line", ["凯斯特HBM4通过认证 明年供货乐观", "케스트렐, HBM4 양산 돌입", "ケストレル 3 D 新工場 稼働"]
)
def test_spaced_headline_is_no_menu_bar(line: str) -> None:
    assert not is_chrome(line)


LEAD_EN = (
    "Kestrel said on Monday it would build a memory plant in Ohio, its first outside Asia, from next year."
)
LEAD_ZH = (
    "凯斯特今天宣布在高雄兴建先进封装厂，预计明年量产，"
    "总投资额约新台币两千亿元，将成为凯斯特在台湾最大的封装基地。"
)
LEAD_DE = (
    "Kestrel baut in Magdeburg eine neue Speicherfabrik, "
    "die ab dem kommenden Jahr Chips für Rechenzentren liefern soll."
)

# (language, lines, ticker lines) -- synthetic: other stories' headlines above the story's own.
TICKERS: list[tuple[str, list[str], int]] = [
    (
        "en",
        ["Osprey wins a football final", "Mayor opens a new bridge", "Kestrel to build Ohio plant", LEAD_EN],
        2,
    ),
    ("zh", ["市长出席新桥通车典礼", "足球联赛决赛今晚开打", "凯斯特高雄封装厂动工", LEAD_ZH], 2),
    (
        "de",
        [
            "Fußball: Osprey gewinnt Finale",
            "Bürgermeister eröffnet Brücke",
            "Kestrel baut in Magdeburg",
            LEAD_DE,
        ],
        2,
    ),
    # a headline that shares words with its lead stays, whatever stands under it
    ("en", ["Kestrel to build Ohio plant", "A first outside Asia", "March 17, 2025", LEAD_EN], 0),
    # one unrelated line (a pun) is not a ticker
    ("en", ["A bridge too far", "Kestrel to build Ohio plant", LEAD_EN], 0),
    # no line shares a word with the lead: nothing to choose
    ("en", ["Osprey wins a football final", "Mayor opens a new bridge", "A quiet week", LEAD_EN], 0),
]


@pytest.mark.parametrize(("language", "lines", "ticker"), TICKERS)
def test_ticker_lines(language: str, lines: list[str], ticker: int) -> None:
    assert ticker_lines(lines) == ticker, language


def _title(text: str, uri: str) -> str:
    doc = read_document(SourceDocument(uri=uri, data=text.encode(), media_type="text/plain"))
    blocks = content_blocks(doc, [])
    page = read_page_meta(doc, {}, blocks)
    sig = plain_article(doc, [b for b in blocks if b.start not in page.header_blocks], page)
    assert sig is not None
    assert doc.text[sig.title.start : sig.title.end] == sig.title.text
    return sig.title.text


BODY = "Kestrel said the plant would make memory chips for data centres from next year on. " * 3

# (page, headline) -- synthetic pages fetched from URL.
PAGES: list[tuple[str, str]] = [
    (
        f"60.2 F\n\nLos Angeles\n\nMonday, March 17, 2025\n\nKestrel opens fab in Ohio\n\n{BODY}",
        "Kestrel opens fab in Ohio",
    ),
    (f"Osprey Daily App\n\nDownload\n\nKestrel opens fab in Ohio\n\n{BODY}", "Kestrel opens fab in Ohio"),
    (f"Advertisement\n\nTechChip Trends\n\nKestrel opens fab in Ohio\n\n{BODY}", "Kestrel opens fab in Ohio"),
    (
        f"快讯\n\n市长出席新桥通车典礼\n\n足球联赛决赛今晚开打\n\n凯斯特高雄封装厂动工\n\n{LEAD_ZH}\n\n{BODY}",
        "凯斯特高雄封装厂动工",
    ),
]


@pytest.mark.parametrize(("page", "headline"), PAGES)
def test_title_is_the_story_headline(page: str, headline: str) -> None:
    assert _title(page, URL) == headline


# (language, line, url) -- synthetic: a byline naming only the site, on a subdomain too.
def test_byline_of_the_site() -> None:
    assert names_site("by ospreydaily", "https://research.ospreydaily.example/articles/kestrel-fab")
    assert names_site("Osprey Daily", "https://news.ospreydaily.co.kr/view/1")
    assert not names_site("by Jane Roe", "https://research.ospreydaily.example/articles/kestrel-fab")


# (language, line, chrome) -- synthetic: breadcrumbs and news photos' captions.
CAPTIONS: list[tuple[str, str, bool]] = [
    ("zh", "財經 > 財經政策", True),
    ("en", "Osprey › Chips › Memory", True),
    ("en", "Kestrel > Osprey in third-quarter memory sales", False),
    (
        "en",
        "Kestrel CEO Jane Roe speaks at an event at the Osprey forum in Taipei, Taiwan, June 4, 2024.",
        True,
    ),
    ("en", "Jane Roe attends a conference in Ohio, March 3, 2025", True),
    ("fr", "Cette photographie montre le logo de Kestrel, à Grenoble, le 9 septembre 2025.", True),
    ("fr", "Le logo de Kestrel à Grenoble, le 9 septembre 2025. ( AFP / Jean Dupont )", True),
    ("de", "Das Foto zeigt die neue Fabrik von Kestrel in Magdeburg.", True),
    ("es", "Esta fotografía muestra la planta de Kestrel en Monterrey.", True),
    ("it", "Questa foto mostra lo stabilimento di Kestrel a Catania.", True),
    ("en", "Kestrel said on June 4, 2024 that it will build a plant in Ohio.", False),
    ("fr", "Kestrel annonce une usine à Grenoble (AFP).", False),
]


@pytest.mark.parametrize(("language", "line", "chrome"), CAPTIONS)
def test_captions_and_breadcrumbs(language: str, line: str, chrome: bool) -> None:
    assert is_chrome(line) is chrome, (language, line)


# (language, page, lead title) -- synthetic: a short aside opening the lead is no headline.
ASIDES: list[tuple[str, str, str]] = [
    (
        "fr",
        "C'est remarquable. Kestrel et Osprey vont construire un campus de calcul près de Paris. " * 2,
        "Kestrel et Osprey vont construire un campus de calcul près de Paris.",
    ),
    (
        "en",
        "Big news. Kestrel will build a memory plant in Ohio next year. " * 2,
        "Kestrel will build a memory plant in Ohio next year.",
    ),
    (
        "de",
        "Es ist soweit. Kestrel baut eine neue Speicherfabrik in Magdeburg. " * 2,
        "Kestrel baut eine neue Speicherfabrik in Magdeburg.",
    ),
    ("ko", "케스트렐이 HBM4를 공급한다. 오스프리는 새 공장을 짓는다. " * 3, "케스트렐이 HBM4를 공급한다."),
]


@pytest.mark.parametrize(("language", "page", "title"), ASIDES)
def test_aside_is_no_lead_title(language: str, page: str, title: str) -> None:
    assert _title(page, URL) == title, language


# (language, page, title) -- synthetic: headline, date, byline and lead run into one line.
RUN_IN: list[tuple[str, str, str]] = [
    (
        "en",
        "Kestrel opens fab in Ohio March 3, 2025 By admin Kestrel said it would make memory there. " * 2,
        "Kestrel opens fab in Ohio",
    ),
    (
        "de",
        "Kestrel baut Fabrik in Magdeburg 3. März 2025 Von Redaktion Kestrel hat das Werk bestätigt. " * 2,
        "Kestrel baut Fabrik in Magdeburg",
    ),
    (
        "fr",
        "Kestrel ouvre une usine à Grenoble 3 mars 2025 Par Jean Dupont Kestrel a confirmé le projet. " * 2,
        "Kestrel ouvre une usine à Grenoble",
    ),
    # a date inside the lead with no byline after it stays in the sentence
    (
        "en",
        "Kestrel said on March 3, 2025 that it would open a fab in Ohio next year. " * 2,
        "Kestrel said on March 3, 2025 that it would open a fab in Ohio next year.",
    ),
]


@pytest.mark.parametrize(("language", "page", "title"), RUN_IN)
def test_run_in_header_title(language: str, page: str, title: str) -> None:
    assert _title(page, URL) == title, language


WIKI_BODY = " It has 288 GB of memory and ships to data centres from next year on. " * 3

# (language, address, page, title) -- synthetic: an overview's defined name, its address named after it.
OVERVIEWS: list[tuple[str, str, str, str]] = [
    (
        "en",
        "https://wiki.example/wiki/kestrel_k9",
        "The Kestrel K9 is a data-centre accelerator.",
        "Kestrel K9",
    ),
    ("de", "https://wiki.example/de/kestrel-k9", "Der Kestrel K9 ist ein Beschleuniger.", "Kestrel K9"),
    ("fr", "https://wiki.example/fr/kestrel-k9.html", "Le Kestrel K9 est un accélérateur.", "Kestrel K9"),
    ("es", "https://wiki.example/es/kestrel_k9", "El Kestrel K9 es un acelerador.", "Kestrel K9"),
    # an address named otherwise: the lead sentence stays the title
    (
        "en",
        "https://wiki.example/wiki/osprey_x1",
        "The Kestrel K9 is a data-centre accelerator.",
        "The Kestrel K9 is a data-centre accelerator.",
    ),
]


@pytest.mark.parametrize(("language", "url", "lead", "title"), OVERVIEWS)
def test_overview_title_is_its_name(language: str, url: str, lead: str, title: str) -> None:
    assert _title(lead + WIKI_BODY, url) == title, language
