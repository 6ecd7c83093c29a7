"""Dates as the gold set's languages write them, and which of them is a page's publication date.

``find_date`` reads the first date written in a text, to the day or the month: ISO
("2025-08-29", "2024-02"), English ("Aug. 29, 2025", "29 August 2025", "August 2025"),
German ("29. August 2025", "29.08.2025"), French ("29 août 2025", "1er mars 2026"),
Spanish ("29 de agosto de 2025"), Italian ("29 agosto 2025"), dotted or slashed
("2025.08.29", "2025/08/29"), Chinese and Japanese ("2025年8月29日", "2026年2月"), Korean
("2025년 8월 29일").

``heads_page`` says whether a date found in one of the page's first blocks is its
publication date: a date after a preposition ("On October 17, 2025, ...", "by March
2027", "Am 29. August", "hasta el ...") or before a deadline particle (まで, 까지, 之前)
is an event or a deadline; in a paragraph of prose only a date that opens it, after
nothing but a dateline's place ("TAIPEI, ", "PARIS, le ") or the corpus's "date" label,
is one.
"""

from __future__ import annotations

import re

_MONTH_NUMBERS = {
    **{
        m: i + 1
        for i, m in enumerate(
            ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
        )
    },
    **{
        m: i + 1
        for i, m in enumerate(
            (
                "january",
                "february",
                "march",
                "april",
                "may",
                "june",
                "july",
                "august",
                "september",
                "october",
                "november",
                "december",
            )
        )
    },
    "sept": 9,
    # German
    **{
        m: i + 1
        for i, m in enumerate(
            (
                "januar",
                "februar",
                "märz",
                "april",
                "mai",
                "juni",
                "juli",
                "august",
                "september",
                "oktober",
                "november",
                "dezember",
            )
        )
    },
    "jänner": 1,
    # French
    **{
        m: i + 1
        for i, m in enumerate(
            (
                "janvier",
                "février",
                "mars",
                "avril",
                "mai",
                "juin",
                "juillet",
                "août",
                "septembre",
                "octobre",
                "novembre",
                "décembre",
            )
        )
    },
    # Spanish
    **{
        m: i + 1
        for i, m in enumerate(
            (
                "enero",
                "febrero",
                "marzo",
                "abril",
                "mayo",
                "junio",
                "julio",
                "agosto",
                "septiembre",
                "octubre",
                "noviembre",
                "diciembre",
            )
        )
    },
    "setiembre": 9,
    # Italian
    **{
        m: i + 1
        for i, m in enumerate(
            (
                "gennaio",
                "febbraio",
                "marzo",
                "aprile",
                "maggio",
                "giugno",
                "luglio",
                "agosto",
                "settembre",
                "ottobre",
                "novembre",
                "dicembre",
            )
        )
    },
}
_NAME = r"(?P<mon>(?i:" + "|".join(sorted(_MONTH_NUMBERS, key=len, reverse=True)) + r"))\.?(?![^\W\d_])"
_GLUED = r"(?:\b|(?<=[a-z])(?=[A-Z][a-z]))"
_DATES = (
    # 2025-05-24, also as an ISO timestamp's day ("2025-05-24T04:22:08Z": no word break at "T")
    re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})(?:\b|(?=T\d{2}:\d{2}))"),
    # Dec 19, 2025; "December, 16, 2025"; a month run into an agency's name ("ExamplewireJan 28, 2026")
    re.compile(_GLUED + _NAME + r",?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\b"),
    # 29 August 2025, 29. August 2025, 1er mars 2026, 29 de agosto de 2025
    re.compile(r"\b(?P<d>\d{1,2})(?:\.|er)?\s+(?:de\s+)?" + _NAME + r",?\s+(?:de\s+|del\s+)?(?P<y>\d{4})\b"),
    re.compile(r"\b" + _NAME + r",?\s+(?:de\s+|del\s+)?(?P<y>\d{4})\b"),
    # 2025.12.15 / 2025/12/15 (Korean, Japanese, Chinese sites) and 2025年12月15日, 2025년 12월 15일
    re.compile(r"(?<![\d.])(?P<y>(?:19|20)\d{2})[./](?P<m>\d{1,2})[./](?P<d>\d{1,2})(?![\d.])"),
    re.compile(r"(?P<y>(?:19|20)\d{2})\s*年\s*(?P<m>\d{1,2})\s*月(?:\s*(?P<d>\d{1,2})\s*日)?"),
    re.compile(r"(?P<y>(?:19|20)\d{2})\s*년\s*(?P<m>\d{1,2})\s*월(?:\s*(?P<d>\d{1,2})\s*일)?"),
    # 29.08.2025 (German, Italian, ...): the day first
    re.compile(r"(?<![\d.])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>(?:19|20)\d{2})(?![\d.])"),
    # an ISO month on its own ("date 2024-02"): not a range ("2024-25"), not part of a day
    re.compile(r"(?<![\d-])(?P<y>(?:19|20)\d{2})-(?P<m>0[1-9]|1[0-2])(?![\d-])"),
)


def month_number(name: str) -> int | None:
    """1-12 for a month's name or abbreviation in any gold language ('October', 'okt', 'août'),
    else None: the one month table of the package."""
    return _MONTH_NUMBERS.get(name.lower())


def find_date(text: str) -> tuple[str, str, int, int] | None:
    """(ISO date, precision, start, end) of the first date written in ``text``: day or month."""
    hits = [m for m in (p.search(text) for p in _DATES) if m]
    if not hits:
        return None
    m = min(hits, key=lambda h: (h.start(), -(h.end() - h.start())))
    groups = m.groupdict()
    month = int(groups["m"]) if groups.get("m") else _MONTH_NUMBERS[groups["mon"].lower()]
    if not 1 <= month <= 12:
        return None
    if groups.get("d"):
        day = int(groups["d"])
        if not 1 <= day <= 31:
            return None
        return f"{groups['y']}-{month:02d}-{day:02d}", "day", m.start(), m.end()
    return f"{groups['y']}-{month:02d}", "month", m.start(), m.end()


# The words before a date that make it an event's or a deadline's, in each gold language.
_EVENT_BEFORE = re.compile(
    r"(?i:\b(?:on|in|by|until|till|since|from|before|after|through|as of|due|starting|beginning|effective|"
    r"am|im|bis|seit|ab|vom|zum|vor|nach|depuis|jusqu.(?:au|à|en)|d.ici|avant|après|dès|à partir du|"
    r"el|hasta|desde|antes del?|después del?|a partir del?|entro|fino al?|dal|dall.|prima del?|dopo|nel|il)"
    r"\s+(?:(?:the|le|el|il|den|dem|der)\s+)?)$"
)
# The particles after a date that make it a deadline or a start: until, from, before.
# A part of the month after it (上旬 "early", 下旬 "late", 末 "end", 말, 초) makes it a period, not a day;
# so does a fiscal year's name ("2026年3月期").
_EVENT_AFTER = re.compile(
    r"^\s*(?:まで|から|以降|以前|까지|부터|이후|이전|之前|以前|以后|以後|前|起|开始|以来|"
    r"上旬|中旬|下旬|末|初め|初|頃|ごろ|底|상순|중순|하순|말|초|"
    # a fiscal year named by its closing month ("2026年3月期", "2026년 3월 결산기") is a period
    r"期|결산|회계)"
)
# A label saying the date is the page's own: "Published on Dec 1, 2025 by ...".
_PUBLISHED = re.compile(
    r"(?i:publi|posted|updated|aktualisiert|veröffentlicht|erschienen|mis à jour|actualiz|aggiornat)"
)
# What may stand before a date that opens a paragraph: a dateline's place, a bracket, "date".
_OPENING = re.compile(r"^(?:date|[(（【\[]|[A-ZÀ-Þ][\w .'’-]{0,40},(?:\s*[A-Z][a-z]{1,6}\.,)?(?:\s*le)?)?$")


# A photo caption's date says when the picture was taken ("写真は2019年5月、東京で撮影", "사진은 ...
# 촬영", "图为2019年...拍摄", "Photo taken on ..."), not when the story was published.
_CAPTION_BEFORE = re.compile(
    r"(?:写真は|写真[＝=：:]|사진은|사진\s*[=:：]|图为|圖為|"
    r"(?i:(?:file )?photo(?: taken)?|foto|bild)[\s:：]*)$"
)
_CAPTION_AFTER = re.compile(r"^[^。.\n]{0,20}?(?:撮影|촬영|拍摄|拍攝)")


# A Chinese or Japanese date after a comma of its sentence ("キオクシアが、2024年12月の上場を経て") stands
# inside the sentence: the time of its event, not the page's date (branch type6).
_CJK_DATE = re.compile(r"年")
_CJK_COMMA = re.compile(r"[、，]")


def heads_page(text: str, start: int, end: int, paragraph: bool) -> bool:
    """True when the date at text[start:end], in one of the page's first blocks, is its publication date."""
    before, after = text[:start], text[end:]
    if _EVENT_AFTER.match(after) or _CAPTION_BEFORE.search(before.rstrip()) or _CAPTION_AFTER.match(after):
        return False
    if _EVENT_BEFORE.search(before) and not _PUBLISHED.search(before):
        return False
    if _CJK_DATE.search(text[start:end]) and _CJK_COMMA.search(before) and not _PUBLISHED.search(before):
        return False  # "Xが、2024年12月の上場を経て": a date after the sentence's comma is its event's
    if not paragraph or _PUBLISHED.search(before):
        return True
    return _OPENING.match(before.strip()) is not None


# A numeric date with slashes ("09/07/2025 06:48 PM") reads as day/month or month/day; a wire's
# dateline without a year ("Taipei, Sept. 7 (CNA)") says which (branch type6).
_SLASHED = re.compile(r"^\s*(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<y>(?:19|20)\d{2})(?![\d/])")
_WIRE_DATELINE = re.compile(
    r"^[A-ZÀ-Þ][\w .'’-]{1,40},\s*" + _NAME + r"\s+(?P<d>\d{1,2})\s*\([A-Z][\w .&-]{1,30}\)"
)


def slashed_date(line: str, lead: str) -> tuple[str, int, int] | None:
    """(ISO day, start, end) of a slashed date opening ``line`` when the ``lead``'s dateline agrees with
    exactly one of its readings, else None."""
    m, wire = _SLASHED.match(line), _WIRE_DATELINE.match(lead)
    if m is None or wire is None:
        return None
    month, day = _MONTH_NUMBERS[wire.group("mon").lower()], int(wire.group("d"))
    a, b = int(m.group("a")), int(m.group("b"))
    readings = {(a, b), (b, a)}  # (month, day) either way
    if (month, day) not in readings:
        return None
    return f"{m.group('y')}-{month:02d}-{day:02d}", m.start("a"), m.end("y")


__all__ = ["find_date", "heads_page", "slashed_date"]
