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
from chipatlas.extract.title_site import names_site, ticker_lines, weather_place

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
    # the picture named in brackets, also after a date and a CJK comma ("(11月19日、写真:X)") or in
    # full-width brackets
    r"[(（](?:[^()（）]{0,40}[\s、,，])?(?:이미지|사진|写真|画像|圖|图|photo|foto|image|bild)[^()（）]{0,20}[)）]"
    # a photographer's credit ("記者X／攝影") or a picture's source ("（取自X）") ending the line
    r"|[／/]\s?(?:攝影|摄影|翻攝|翻摄)\s*$|[（(](?:取自|翻攝|翻摄|圖片來源|图片来源)[^()（）]{0,30}[)）]\s*$"
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
        *("cookie", "cookies", "privacy", "policy", "terms", "it", "command", "palette", "of"),
        *("related", "articles", "article", "posts", "key", "findings", "learning", "objectives"),
        *("table", "contents", "back", "print", "email", "listen", "tags", "topics", "overview"),
        *("business", "markets", "market", "tech", "technology", "world", "finance", "economy"),
        # the same labels in other languages (CJK words are whole runs between spaces)
        *("zum", "inhalt", "springen", "verwandte", "artikel", "startseite", "wirtschaft", "technik"),
        *("aller", "au", "contenu", "principal", "connexes", "accueil", "économie", "actualités"),
        *("컨텐츠로", "콘텐츠로", "건너뛰기", "본문", "바로가기", "관련기사", "로그인", "메뉴", "뉴스"),
        *("本文へスキップ", "関連記事", "メニュー", "ログイン", "ホーム", "詳細", "ニュース"),
        *("首页", "首頁", "正文", "正文内容", "热点资讯", "相关文章", "相關文章", "相关阅读", "跳到主要内容"),
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
    if len(text) <= _MAX_BLURB_CHARS and _news_photo(text):
        return True  # "Jane Roe speaks at ..., Taipei, June 4, 2024.": a news photo's caption
    if len(text) <= _MAX_PROFILE_CHARS and _PROFILE.match(text):
        return True  # "Kestrel is a leading maker of ...": the company's profile, no headline
    if _page_furniture(text, site):
        return True
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
    # "Nodes", "vuild_": a menu item (a CJK headline is one run without spaces: only a short one)
    return len(words) == 1 and not re.search(r"\d", text) and (len(text) <= 6 or not _CJK.search(text))


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
# A news photo's caption: what the picture shows ("This photo shows", "Cette photographie montre"),
# a person in the present tense at a place and a date ("Jane Roe speaks at ..., Taipei, June 4,
# 2024."), or an agency's credit in brackets after the caption ("... 2025. ( AFP / Jane Roe )").
_PHOTO_SHOWS = re.compile(
    r"^(?:this|the) (?:photo|photograph|picture|image) shows"
    r"|^(?:cette|la) (?:photo|photographie|image) montre"
    r"|^(?:das|dieses) (?:foto|bild) zeigt|^(?:esta|la) (?:foto|fotografía|imagen) muestra"
    r"|^(?:questa|la) (?:foto|fotografia|immagine) mostra",
    re.IGNORECASE,
)
_PRESENT_AT_DATE = re.compile(
    r"^(?:[A-Z][\w.'’-]*\s+){1,6}(?:speaks|attends|poses|gestures|looks on|walks|arrives|listens|holds"
    r"|is seen|are seen|spricht|s'exprime|assiste à|habla|asiste a|parla|interviene)\b"
    r"[^!?]{0,250}(?:19|20)\d{2}\.?$"
)
_AGENCY_CREDIT = re.compile(r"[.。]\s*\(\s*[A-Z][\w.&-]{1,20}\s*/\s*[^()]{2,50}\)$")


def _news_photo(text: str) -> bool:
    return bool(_PHOTO_SHOWS.match(text) or _PRESENT_AT_DATE.match(text) or _AGENCY_CREDIT.search(text))


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


# A copyright line, a logo's alt text, a weather widget ("60.2 F"), a tag or menu item as a
# short bullet: the page's furniture, never what happened.
_FURNITURE = re.compile(
    r"^(?:©|\(c\)\s|copyright\b)|(?:\blogo|로고|언론사 이미지|ロゴ)$|^[^.!?。]{1,30}[:：]$|"
    r"^-?\d{1,3}(?:\.\d)?\s*°?\s*[FC]$|^[•·▪◦*–-]\s.{0,100}(?<![.!?。])$"
    r"|^(?:search|type|enter|suche|rechercher|buscar|cerca)\b[^.]{0,40}(?:\.\.\.|…)$",
    re.IGNORECASE,
)
# A reporter's byline or a dateline alone ("凯斯特網記者王小明 台北", "記者王小明／台北報導",
# "홍길동 기자", "TAIPEI :"): who wrote it and where, no headline.
_REPORTER = re.compile(
    r"^[^。，,.!?！？]{0,12}(?:記者|记者)\s*[^\s。，,]{2,4}(?:\s*[／/]?\s*[^\s。，,]{2,3}(?:報導|报道)?)?$"
    r"|^[^\s]{2,4}\s?기자$|^[A-Z][A-Za-z .'-]{1,30}\s*:$"
)
# A photo caption by the picture's source or position ("（彭博資料照）", "（资料图）", "（手前）"),
# or a person named with their role and nothing done ("Jane Roe, CEO of Kestrel").
_CAPTION_TAIL = re.compile(
    r"[（(](?:[^（）()]{0,8}(?:資料照|资料照|資料圖|资料图|示意圖|示意图|檔案照|档案照)|"
    r"手前|奥|左|右|中央|左から[^（）()]{0,6}|右から[^（）()]{0,6})[）)]。?$"
)
_ROLE_CAPTION = re.compile(
    r"^(?:[A-Z][\w'’.-]+\s+){1,3}[A-Z][\w'’.-]+,\s+(?:the\s+)?(?:CEO|CFO|CTO|COO|chief \w+(?: officer)?|"
    r"chairman|chairwoman|chair|president|founder|co-founder|head|director|vice president)"
    r"(?: and [\w -]{2,30})? (?:of|at) (?:[A-Z][\w&.'’-]*\s?){1,4}$",
    re.IGNORECASE,
)
_TIME_OF_DAY = re.compile(
    r"\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:uhr|h|[A-Z]{2,4}\b)?", re.IGNORECASE
)
_MONTH_DAY = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b", re.IGNORECASE
)
_WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|"
    r"dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b|[月火水木金土日]曜日?"
    r"|[（(][月火水木金土日][）)]|[월화수목금토일]요일",
    re.IGNORECASE,
)
_BREADCRUMB = re.compile(r"\s*(?:[>›»/|]|::)\s*")
_ARROW = re.compile(r"\s[>›»]\s")  # a breadcrumb's arrow between spaces (a slash joins names too)
_MAX_CRUMB_CHARS = 16


def _crumb(text: str) -> bool:
    """A breadcrumb's step: a section's name of one or two words, no figure."""
    return len(text.split()) <= 2 and len(text) <= _MAX_CRUMB_CHARS and not re.search(r"\d", text)


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CJK_MENU_ITEM = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,6}$")
_CJK_MENU_WORD = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,8}$")
_SHORT_LATIN = re.compile(r"^[A-Za-z0-9]{1,4}$")
_MIN_MIXED_ITEMS = 6  # a headline spaced into words is shorter; a menu bar runs on


def _mixed_menu_bar(items: list[str]) -> bool:
    """A menu bar of CJK items with a few short Latin ones ("3 C", "APP", "Line"): no punctuation,
    six items or more, two in three of them CJK words."""
    cjk = sum(1 for i in items if _CJK_MENU_WORD.match(i))
    latin = sum(1 for i in items if _SHORT_LATIN.match(i))
    return len(items) >= _MIN_MIXED_ITEMS and cjk + latin == len(items) and 3 * cjk >= 2 * len(items)


def _bare_date(text: str) -> bool:
    """A date or a time and nothing else ("February 25 - 12:02", "2025年3月31日", "mardi 4 mars 2025")."""
    rest = text
    if found := find_date(rest):
        rest = rest[: found[2]] + " " + rest[found[3] :]
    cut = _WEEKDAY.sub(" ", _MONTH_DAY.sub(" ", _TIME_OF_DAY.sub(" ", rest)))
    return cut != text and not re.search(r"[^\W_]", cut)


def _page_furniture(text: str, site: str | None) -> bool:
    """True for a line of page furniture: a copyright, a logo, a byline or dateline alone, a bare
    date, a photo caption, a breadcrumb or menu bar, the site speaking of itself."""
    if len(text) > _MAX_BLURB_CHARS:
        return False
    if _FURNITURE.search(text) or _REPORTER.match(text) or _ROLE_CAPTION.match(text):
        return True
    if _CAPTION_TAIL.search(text) or (len(text) <= _MAX_CHROME_CHARS and _bare_date(text)):
        return True
    crumbs = [c for c in _BREADCRUMB.split(text) if c]
    if len(crumbs) > 1 and all(all(w in _CHROME_WORDS for w in _WORD.findall(c.lower())) for c in crumbs):
        return True  # "Startseite › Wirtschaft › Technik", "Business/Market 詳細"
    if _ARROW.search(text) and len(crumbs) > 1 and all(_crumb(c) for c in crumbs):
        return True  # "財經 > 財經政策", "Osprey > Chips": a breadcrumb of the site's own sections
    items = text.split()
    if len(items) >= 4 and all(_CJK_MENU_ITEM.match(i) for i in items):
        return True  # "业界资讯 手机产品 数码产品 移动互联": a menu bar, no sentence
    if _mixed_menu_bar(items):
        return True  # "财经 娱乐 汽车 3 C 评论 美食 房产": a menu bar with short Latin items
    # "Osprey Daily operates independently from our research team": the site's own blurb
    head = site.lower().split()[0] if site and site.split() else None
    return bool(head and text.lower().startswith(head) and re.search(r"\b(?:our|we)\b", text.lower()))


# What stands before a headline on its line: the fetcher's date ("date 2025-11-21 "), a CJK
# byline in brackets ("〔記者王小明／台北報導〕", "（中央社記者王小明台北7日電）").
_HEAD_PREFIX = re.compile(
    r"^\s*(?:#+\s*)?(?:date\s+\d{4}-\d{2}(?:-\d{2})?(?:T[\d:]+)?\s+)?"
    r"(?:[〔【\[(（][^〔〕【】\[\]()（）]{0,30}(?:記者|记者|報導|报道|電|电|訊|讯)[〕】\])）]\s*)?"
)
# Before a lead sentence, also a dateline ending in a colon ("TAIPEI :", "San Francisco : "); a
# headline keeps its colon ("Kestrel : les prix montent" in French typography).
_LEAD_DATELINE = re.compile(r"[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,2} :\s?(?=[A-Z])")


def headline_start(text: str, lead: bool = False) -> int:
    """Where the headline starts on its line: after a fetcher's date or a bracketed byline, and
    in a ``lead`` sentence after a dateline."""
    end = _HEAD_PREFIX.match(text).end()  # type: ignore[union-attr]  # every part is optional
    m = _LEAD_DATELINE.match(text, end) if lead else None
    return m.end() if m else end


def is_caption(line: str) -> bool:
    """True when a line or sentence is a photo caption or its credit ("图为 ...", "(사진=...)", "写真は")."""
    text = line.strip()
    return len(text) <= _MAX_CAPTION_CHARS and (
        text.startswith(_MARKERS) or _CAPTION.search(text) is not None
    )


def leading_chrome(lines: list[str], site: str | None = None, url: str | None = None) -> int:
    """How many of the first lines are chrome; 0 when the chrome would be the whole page.
    With the page's ``url``, the site's masthead and section labels are chrome too, and a
    ticker of other stories' headlines above the story's own (extract/title_site.py)."""
    n = 0
    while n < min(len(lines) - 1, _MAX_SKIPPED) and (
        is_chrome(lines[n], site) or names_site(lines[n], url) or weather_place(lines, n)
    ):
        n += 1
    if n < len(lines) - 1:
        n += ticker_lines(lines[n:])
    return n


__all__ = ["headline_start", "is_caption", "is_chrome", "leading_chrome"]
