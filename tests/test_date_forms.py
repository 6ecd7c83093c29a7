"""Publication dates in the gold set's languages, and dates that must never be taken for one.

SYNTHETIC TEST TEXT: every page below was written for these tests (invented companies
Orvane, Kestrel, Talvik); none is a real report. A wrong date is a wrong fact: a page that
states no publication date gets none.
"""

from __future__ import annotations

import pytest

from chipatlas.extract import extract_document
from chipatlas.extract.dates import find_date
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument

_BODY = (
    "SYNTHETIC TEST TEXT. Orvane Semiconductor said it has started shipping its new memory stack to "
    "accelerator makers, and that output will grow through the year.\n"
)


def _signal(text: str) -> dict[str, str]:
    doc = read_document(SourceDocument("https://news.example.com/a1", text.encode(), "text/plain"))
    found = extract_document(doc, lambda schema, name, *_: new_id(schema, name))
    return {s.prop: s.value for s in found.statements if s.schema == "Signal"}


@pytest.mark.parametrize(
    ("written", "iso"),
    [
        ("2025年8月29日", "2025-08-29"),
        ("2025.08.29", "2025-08-29"),
        ("2025/08/29", "2025-08-29"),
        ("29. August 2025", "2025-08-29"),
        ("29.08.2025", "2025-08-29"),
        ("29 agosto 2025", "2025-08-29"),
        ("29 août 2025", "2025-08-29"),
        ("1er mars 2026", "2026-03-01"),
        ("29 de agosto de 2025", "2025-08-29"),
        ("2025년 8월 29일", "2025-08-29"),
        ("Aug. 29, 2025", "2025-08-29"),
        ("29 August 2025", "2025-08-29"),
        ("2025-08-29", "2025-08-29"),
        ("2026年2月版", "2026-02"),
        ("agosto de 2025", "2025-08"),
        ("März 2026", "2026-03"),
    ],
)
def test_date_forms(written: str, iso: str) -> None:
    found = find_date(written)
    assert found is not None and found[0] == iso


@pytest.mark.parametrize("written", ["Marvell 2025", "2025-31", "by 2027", "Q3 2025", "H200 2025"])
def test_no_date(written: str) -> None:
    assert find_date(written) is None


@pytest.mark.parametrize(
    ("page", "iso"),
    [
        # a date line in the page header, each language's way
        ("Orvane ships its memory stack\n\n2025年8月29日 10:30\n\n", "2025-08-29"),
        ("Orvane liefert Speicher aus\n\n29. August 2025, 10:30 Uhr\n\n", "2025-08-29"),
        ("Orvane livre sa mémoire\n\nPublié le 29 août 2025 à 10h30\n\n", "2025-08-29"),
        ("Orvane entrega su memoria\n\n29 de agosto de 2025\n\n", "2025-08-29"),
        ("Orvane consegna la memoria\n\n29 agosto 2025 ore 10:30\n\n", "2025-08-29"),
        ("오르베인, 메모리 출하\n\n2025년 8월 29일 10:30\n\n", "2025-08-29"),
        ("Orvane ships its memory stack\n\nPublished on Aug. 29, 2025 by Staff\n\n", "2025-08-29"),
        # a "Published:" line, and the corpus's leading date label
        ("Orvane ships its memory stack\n\nPublished: 29.08.2025\n\n", "2025-08-29"),
        (" date 2025-08-29 Orvane ships its memory stack\n\n", "2025-08-29"),
        # datelines heading the lead
        ("Orvane ships\n\nMÜNCHEN, 29. August 2025 – Orvane liefert ab sofort aus. ", "2025-08-29"),
        ("Orvane livre\n\nPARIS, le 29 août 2025 – Orvane livre dès à présent sa mémoire. ", "2025-08-29"),
        ("奥凡出货\n\n（2025年8月29日，上海）奥凡半导体今日宣布开始出货新一代存储芯片。", "2025-08-29"),
        (
            "Orvane ships\n\nPosted Aug. 29, 2025 by the news desk. Orvane said it ships its memory now. ",
            "2025-08-29",
        ),
        ("プレスリリース\n\n2026年2月版 オルベイン製品ガイド\n\n", "2026-02"),
    ],
)
def test_a_stated_publication_date_is_read(page: str, iso: str) -> None:
    assert _signal(page + "\n\n" + _BODY).get("date") == iso


@pytest.mark.parametrize(
    "page",
    [
        # an event's date opening the lead, in each language
        "Orvane ships its first wafer\n\nOn October 17, 2025, the first Orvane wafer was produced at its "
        "Arizona plant, the company said in a statement to customers.",
        "Orvane liefert aus\n\nAm 29. August 2025 hat Orvane Semiconductor die ersten Speicherstapel an "
        "Kunden in Europa ausgeliefert, teilte das Unternehmen mit.",
        "Orvane livre\n\nLe 29 août 2025, Orvane Semiconductor a livré ses premières piles de mémoire à des "
        "clients européens, a indiqué l'entreprise.",
        "Orvane entrega\n\nEl 29 de agosto de 2025 Orvane Semiconductor entregó sus primeras memorias "
        "a clientes europeos, informó la empresa.",
        "Orvane consegna\n\nIl 29 agosto 2025 Orvane Semiconductor ha consegnato le prime memorie a clienti "
        "europei, ha comunicato l'azienda.",
        # deadlines and plans
        "Orvane plans a second plant\n\nOrvane will build the plant by 2027, its chief executive said.",
        "Orvane opens bids\n\nApplications close by March 31, 2026\n\n",
        "オルベイン、受付開始\n\n2025年8月29日まで受付\n\n",
        "오르베인, 접수 시작\n\n2025년 8월 29일까지 접수\n\n",
        "奥凡招标\n\n2025年8月29日之前提交\n\n",
        # a part of a month is a period: late March, end of August
        "オルベイン、量産開始\n\n2024年3月下旬から顧客に供給する予定\n\n",
        "오르베인, 양산 시작\n\n2025년 8월 말 양산 예정\n\n",
    ],
)
def test_an_event_or_deadline_is_no_publication_date(page: str) -> None:
    sig = _signal(page + "\n\n" + _BODY)
    assert "date" not in sig and sig["date_precision"] == "unknown"
