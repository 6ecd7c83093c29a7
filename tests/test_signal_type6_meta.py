"""A page's own date and source, on SYNTHETIC pages (branch type6, issue #10 §4): a photo credit
("Source: X" under a caption) is not the page's source; a date written "December, 16, 2025" or run
into the agency's name ("ExamplewireJan 28, 2026") is still the page's date.

Every company, outlet and figure is invented; no sentence is taken from a real document.
"""

from __future__ import annotations

import pytest

from chipatlas.extract import extract_document
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument


def _signal(text: str) -> dict[str, str]:
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    out = extract_document(doc, lambda kind, name, *aliases: new_id(kind, name))
    return {s.prop: s.value for s in out.statements if s.schema == "Signal"}


BODY = (
    "Kestrel said it will add a second packaging line at its Orbisville plant, doubling its output of "
    "interposers next year.\n\nThe company expects the line to start production in the spring.\n"
)

# (language, credit line) -- Synthetic. A credit under a photo caption names the picture's source.
CREDITS = [
    ("en", "Source: Kestrel"),
    ("de", "Quelle: Kestrel"),
    ("es", "Fuente: Kestrel"),
    ("it", "Fonte: Kestrel"),
    ("zh", "来源：Kestrel"),
]


@pytest.mark.parametrize(("lang", "credit"), CREDITS)
def test_a_photo_credit_is_not_the_page_source(lang: str, credit: str) -> None:
    text = (
        "22 Jul, 2025\n\nKestrel adds a second packaging line\n\n"
        f"Kestrel's plant in Orbisville is seen in this picture.\n{credit}\n\n" + BODY
    )
    assert _signal(text)["source"] == "news.example.com", lang


@pytest.mark.parametrize(("lang", "line"), [("en", "Source: Orbis Daily"), ("de", "Quelle: Orbis Zeitung")])
def test_a_source_line_in_the_header_is_still_read(lang: str, line: str) -> None:
    text = f"{line}\nPublished: 2025-11-28\n\nKestrel adds a second packaging line\n\n" + BODY
    assert _signal(text)["source"] == line.split(": ")[1], lang


@pytest.mark.parametrize(
    ("head", "date"),
    [
        ("December, 16, 2025, Orbisville--Kestrel said it will add a second packaging line.", "2025-12-16"),
        ("ExamplewireJan 28, 2026 10:42 AM", "2026-01-28"),
        ("Examplewire Jan 28, 2026 10:42 AM", "2026-01-28"),
    ],
)
def test_a_date_with_commas_or_run_into_the_agency(head: str, date: str) -> None:
    text = f"Kestrel adds a second packaging line\n\n{head}\n\n" + BODY
    assert _signal(text).get("date") == date


def test_a_month_then_a_count_is_no_date() -> None:
    # must not: "June, 16 companies" is no day
    lead = "In June, 16 companies joined Kestrel's programme."
    text = f"Kestrel adds a second packaging line\n\n{lead}\n\n" + BODY
    assert "date" not in _signal(text)


# (language, page, date) -- Synthetic. A date after a comma of a Chinese or Japanese sentence is its
# event's; a paragraph of Chinese or Japanese prose ends the page header (a date under it is an event's);
# a weather widget's date is today's, not the page's.
PAGES: list[tuple[str, str, str | None]] = [
    (
        "ja",
        "ケストレルが、2024年12月の上場を経て、歴史的な好決算に沸いています。\n\n" + BODY,
        None,
    ),
    (
        "zh",
        "凯斯特三季报出炉!\n\n10月17日盘后,凯斯特发布三季报,第三季度营收为17.27亿元,同比增长13%;净利润为5.67亿元。"
        "前三季度营收为46.07亿元,同比增长23%。\n\n此前凯斯特半年报实现扭亏,上半年实现营业收入28.81亿元。\n\n"
        "此前凯斯特第二季度实现业绩大爆发,并成功带动公司扭亏为盈,不过第三季度业绩并没有实现继续加速。\n\n"
        "2016年3月凯斯特成立,创始人是一对兄弟。\n\n" + BODY,
        None,
    ),
    (
        "en",
        "60.2 F\n\nOrbisville\n\nMonday, March 17, 2025\n\nKestrel adds a second packaging line\n\n" + BODY,
        None,
    ),
    # must not: a date heading the page, a bracketed dateline, or a date right after the subject of
    # the lead ("ケストレルは2024年3月19日、...と発表した") is still the page's date
    (
        "ja",
        "ケストレルがK9の量産を開始\n\nケストレルは2024年3月19日、K9の量産を開始したと発表した。\n\n" + BODY,
        "2024-03-19",
    ),
    ("ja", "2025年6月25日\n\nケストレルが決算を発表\n\n" + BODY, "2025-06-25"),
    (
        "zh",
        "凯斯特发布三季报\n\n（2025年8月29日，上海）凯斯特今天发布三季报,营收同比增长13%。\n\n" + BODY,
        "2025-08-29",
    ),
    ("en", "Monday, March 17, 2025\n\nKestrel adds a second packaging line\n\n" + BODY, "2025-03-17"),
]


@pytest.mark.parametrize(("lang", "page", "date"), PAGES)
def test_event_and_widget_dates_are_not_the_page_date(lang: str, page: str, date: str | None) -> None:
    assert _signal(page).get("date") == date, lang


# (page, date) -- Synthetic. A numeric date with slashes ("09/07/2025") reads either way (7 September
# or 9 July); the wire's dateline in the lead ("Orbisville, Sept. 7 (Examplewire)") says which.
SLASHED: list[tuple[str, str | None]] = [
    (
        "Kestrel adds a second packaging line\n\n09/07/2025 06:48 PM\n\n"
        "Orbisville, Sept. 7 (Examplewire) Kestrel said it will add a second packaging line.\n\n" + BODY,
        "2025-09-07",
    ),
    (
        "Kestrel adds a second packaging line\n\n09/07/2025 06:48 PM\n\n"
        "Orbisville, July 9 (Examplewire) Kestrel said it will add a second packaging line.\n\n" + BODY,
        "2025-07-09",
    ),
    # must not: with no dateline, or one that agrees with neither reading, there is no date
    ("Kestrel adds a second packaging line\n\n09/07/2025 06:48 PM\n\n" + BODY, None),
    (
        "Kestrel adds a second packaging line\n\n09/07/2025 06:48 PM\n\n"
        "Orbisville, Sept. 8 (Examplewire) Kestrel said it will add a second packaging line.\n\n" + BODY,
        None,
    ),
]


@pytest.mark.parametrize(("page", "date"), SLASHED)
def test_a_slashed_date_is_read_by_its_dateline(page: str, date: str | None) -> None:
    assert _signal(page).get("date") == date


# (language, page, source, date) -- Synthetic. A source line run into the text ("Source : Orbis Daily
# (2024.6.5)Kestrel said ...", as a reposting blog writes it) names the source and its date.
RUN_IN: list[tuple[str, str, str, str | None]] = [
    (
        "ko",
        "출처 : 오르비스경제 (2024.6.5)케스트렐 최고경영자는 4일 새 패키징 라인을 추가할 것이라고 말했다. "
        "회사는 내년 생산을 시작할 계획이다.\n\n" + BODY,
        "오르비스경제",
        "2024-06-05",
    ),
    (
        "en",
        "Source: Orbis Daily (2024.6.5)Kestrel's chief executive said on Tuesday it will add a second "
        "packaging line at its Orbisville plant.\n\n" + BODY,
        "Orbis Daily",
        "2024-06-05",
    ),
    (
        "zh",
        "来源：奥比斯日报（2024.6.5）凯斯特首席执行官周二表示，公司将在奥比斯维尔工厂增加第二条封装生产线，"
        "预计明年投产。\n\n" + BODY,
        "奥比斯日报",
        "2024-06-05",
    ),
]


@pytest.mark.parametrize(("lang", "page", "source", "date"), RUN_IN)
def test_a_run_in_source_line(lang: str, page: str, source: str, date: str | None) -> None:
    sig = _signal(page)
    assert (sig["source"], sig.get("date")) == (source, date), lang


def test_a_source_word_in_a_sentence_is_no_source_line() -> None:
    # must not: "Source:" without a bracketed date run into the text stays text
    page = "Kestrel adds a line\n\nSource code: Kestrel said (in May) it will add a second line.\n\n" + BODY
    assert _signal(page)["source"] == "news.example.com"
