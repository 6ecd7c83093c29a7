"""Lines at the top of a page that are not its headline: menus, section labels, bylines, captions.

A page fetched as text often starts with what surrounded the story: a menu ("CONNECT WITH
US", "Login", "MENU"), the site's own blurb ("About TrendForce News"), a section label
("경제 일반경제"), a byline or credit ("Von: APA/Reuters", "Credit: Bloomberg") or a photo
caption ("▲SK hynix (HBM4 image)", "FILE PHOTO: ...", "图为 ...") or a company's standing
profile ("X is a leading maker of flash memory."). Taken as the title,
such a line names no event, so the story's type falls back on the weighing of passing
words. ``leading_chrome`` counts those lines so the article reader starts at the first
line that can be a headline. Documented in docs/signals.md (Plain article).
"""

from __future__ import annotations

import re

from chipatlas.extract.clause_words import DISCLAIMER_LINE
from chipatlas.extract.dates import find_date

# A date the text file carries before its first line ("date 2025-07 ..."): not content.
_DATE_PREFIX = re.compile(r"^\s*(?:date\s+)?\d{4}-\d{2}(?:-\d{2})?[\sT\d:]*")
# A credit or byline: who wrote it or took the picture, never what happened.
_BYLINE = re.compile(
    r"^(?:by|von|par|por|di|da|credit|credits|photo|foto|bild|image|source|quelle|fonte|fuente|"
    r"file photo|sumber)\s*[:：]",
)
# "By Jane Roe": a byline without a colon is a name alone ("Von Nvidia bis AMD: ..." is a headline).
_BYNAME = re.compile(r"^(?:By|Von|Par|Por) [A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}$")
# A photo caption: a caption marker first, or the picture named in brackets.
_CAPTION = re.compile(
    r"\((?:[^()]{0,40}\s)?(?:이미지|사진|写真|画像|圖|图|photo|foto|image|bild)[^()]{0,20}\)"
    r"|(?:사진\s*=|/사진|圖／|图／|图为|圖為|写真は|\(圖\)|file photo)"
    # a caption's credit after its full stop ("...「TCボンダー」。/Kestrel", "... device. /Kestrel")
    r"|[。.]\s?/\s?[\w .&-]{2,40}$",
    re.IGNORECASE,
)
# Words a menu, a share bar or a site's own blurb is made of.
_CHROME_WORDS = frozenset(
    {
        *("about", "us", "contact", "connect", "with", "follow", "subscribe", "newsletter", "login"),
        *("log", "in", "sign", "up", "share", "menu", "home", "go", "search", "news", "tools"),
        *("design", "notifications", "star", "null", "skip", "to", "content", "main", "navigation"),
        *("more", "latest", "trending", "top", "stories", "read", "advertisement", "advertise"),
        *("cookie", "cookies", "privacy", "policy", "terms", "it"),
        *("경제", "일반경제", "산업", "정치", "사회", "국제", "일반", "증권", "금융", "테크"),
        *("科技", "财经", "经济", "産業", "経済", "テクノロジー"),
    }
)
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_DISCLAIMER = re.compile(DISCLAIMER_LINE, re.IGNORECASE)
_MARKERS = tuple("▲△▶►■□◆◇●○※")  # a caption's marker
_MAX_CAPTION_CHARS = 120  # a paragraph that names its photo in passing is still prose
_MAX_CHROME_CHARS = 60  # a menu item or a caption is short; a headline can be long
_MAX_SKIPPED = 16  # lines of chrome read over at most: past that, the page is not an article


def is_chrome(line: str, site: str | None = None) -> bool:
    """True when a top-of-page line is a menu, section label, byline, credit or photo caption."""
    text = _DATE_PREFIX.sub("", line.strip().lstrip("#").strip())
    if not text:
        return True
    if _BYLINE.match(text.lower()) or _BYNAME.match(text) or text.startswith(_MARKERS):
        return True
    if len(text) <= _MAX_CAPTION_CHARS and _CAPTION.search(text):
        return True
    if _DISCLAIMER.search(text):
        return True  # the page's boilerplate disclaimer ("不构成任何投资建议"): no headline
    if _name_and_date(text):
        return True  # "Jane Roe 24 aprile 2019 - 08:11": a byline without "By"
    if len(text) <= _MAX_CAPTION_CHARS and _READING_TIME.search(text):
        return True  # "Lesson 04/12 · 18 min read · 5 diagrams": a page widget
    if _DATELINE_ALONE.match(text):
        return True  # "MILANO (Examplewire)": a dateline on its own line, before the story
    if len(text) <= _MAX_BLURB_CHARS and _CREDIT_END.search(text):
        return True  # a caption closed by its credit ("... Foto: EFE"), whatever its length
    if len(text) <= _MAX_PROFILE_CHARS and _PROFILE.match(text):
        return True  # "Kestrel is a leading maker of ...": the company's profile, no headline
    if len(text) > _MAX_CHROME_CHARS:
        return False
    words = _WORD.findall(text.lower())
    if not words or all(w in _CHROME_WORDS for w in words):
        return True
    if site and words and all(w in _CHROME_WORDS or w in site.lower() for w in words):
        return True  # "About TrendForce News": the site speaking of itself
    letters = [c for c in text if c.isalpha()]
    if len(words) <= 4 and letters and all(c.isupper() for c in letters) and not re.search(r"\d", text):
        return True  # "DESIGN TOOLS": an all-capitals menu label (a chip name has digits)
    if re.match(r"about\s", text.lower()) and len(words) <= 4:
        return True  # "About TrendForce News": the site's own blurb heading
    return len(words) == 1 and not re.search(r"\d", text)  # "Nodes", "vuild_": a menu item


# A company's standing profile opening the page ("Kestrel is a leading maker of flash memory.",
# "Kestrelは、...を手がける半導体メーカーです。"): who the company is, not what happened.
_PROFILE = re.compile(
    r"^[A-Z][\w&.'’ -]{1,40} is (?:a|an|one of the) (?:[\w'’-]+ ){0,5}"
    r"(?:maker|manufacturer|company|supplier|provider|producer|designer|vendor|firm)s? "
    r"(?:of|specializing|headquartered|based)\b"
    # a profile states nothing new: "... that will build a fab", "said today" is news
    r"(?![^.!?]*\b(?:will|plans?|said|says|announced|announces|today|reported)\b)[^.!?]*\.(?:\s|$)|"
    r"^[^、。\s]{1,40}は、[^。]{0,100}(?:メーカー|企業|会社)です。|"
    r"^\S{1,30}(?:은|는) [^.]{0,100}(?:기업|회사|업체|제조사)(?:이다|입니다)\.|"
    r"^[^，。]{1,30}(?:是|為|为)(?:一家|全球|世界)[^。]{0,80}(?:公司|企业|企業|厂商|廠商|制造商|製造商)。"
)
_MAX_PROFILE_CHARS = 250  # a profile paragraph is short; a long one is the story's own lead
# A caption ending in its photo credit ("... en 90 días. Foto: EFE - Jane Roe / POOL", "Photo:
# Reuters"): a credit closes a caption whatever its length, never a headline.
_CREDIT_END = re.compile(
    r"[.。)]\s*(?:foto|photo|photograph|bild|image|imagen|immagine|cr[eé]dit(?:o)?(?: photo)?|"
    r"사진|写真|图|圖)"
    r"\s*[:：=]\s*[^.:：。]{2,60}$",
    re.IGNORECASE,
)
_MAX_BLURB_CHARS = 300  # a caption with its credit; a longer line is prose


_DATELINE_ALONE = re.compile(r"^[A-ZÀ-Ý][A-ZÀ-Ý .'-]{1,30}\s*\([^()]{2,40}\)\s*[-–—:]*$")
# A reading-time widget ("18 min read", "5 Min. Lesezeit", "阅读时间", "分で読めます", "읽는 시간").
_READING_TIME = re.compile(
    r"\d+\s*(?:min(?:ute)?s?\.?|mins?)\s*(?:read|lesezeit|de lecture|de lectura|di lettura)|"
    r"\d+\s*分钟(?:阅读|閱讀)|\d+\s*分で読め|\d+\s*분 ?(?:읽기|소요)",
    re.IGNORECASE,
)
_TIME = re.compile(r"\b\d{1,2}[:.]\d{2}\b")
_NAME = re.compile(r"(?:[A-ZÀ-Ý][\w'’.-]+\s+){1,3}")


def _name_and_date(text: str) -> bool:
    """True when the line is a name (one to three capitalised words) then a date, maybe a time."""
    found = find_date(text)
    if found is None or found[2] == 0:
        return False
    rest = _TIME.sub("", text[found[3] :]).strip(" -–—|,·")
    return not rest and _NAME.fullmatch(text[: found[2]]) is not None


def is_caption(line: str) -> bool:
    """True when a line or sentence is a photo caption or its credit ("图为 ...", "(사진=...)", "写真は")."""
    text = line.strip()
    return len(text) <= _MAX_CAPTION_CHARS and (
        text.startswith(_MARKERS) or _CAPTION.search(text) is not None
    )


def leading_chrome(lines: list[str], site: str | None = None) -> int:
    """How many of the first lines are chrome; 0 when the chrome would be the whole page."""
    n = 0
    while n < min(len(lines) - 1, _MAX_SKIPPED) and is_chrome(lines[n], site):
        n += 1
    return n


__all__ = ["is_caption", "is_chrome", "leading_chrome"]
