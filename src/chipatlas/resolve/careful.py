"""When a name found in prose may link: the guards exact and fuzzy linking share.

- A known name written all in lower case is a common word there ('arm', 'apple'),
  not the company ('Arm', 'Apple'), unless it stands against Chinese, Japanese or Korean
  script ('SK hynixとmicron'), where a Latin brand is often written in lower case.
- A name followed by an elided apostrophe ("dell'azienda", "Dell'anno") is a
  function word of a Romance language; an English possessive ("Dell's") is not, nor is
  a closing quote before a Korean particle ("'루빈'에").
- A name that is a line's field label ("**Meta:** type: story", "Apple: 3 units") names
  the field, not the company.
- A match that is a function word of the document's language ('Die', 'Del', 'Las')
  never links (stop words from ``stopwordsiso``, less the brand names its English list
  carries: 'microsoft').
- Fuzzy linking needs a capitalised name of 6+ characters whose words are not all
  function words, and a known name of 6+ characters close to it with the same digits
  (a model number is not a spelling: 'H200' is not 'H20').
"""

from __future__ import annotations

import re
from functools import cache

import stopwordsiso

from chipatlas.extract.common_words import common_words
from chipatlas.resolve.scripts import script

FUZZY_MIN_LEN = 6
_APOSTROPHES = "'\u2019"
_ENGLISH = "en"
# stopwords-iso's English list was built from web pages and carries brand names that are no
# function word in any language; left in, 'Microsoft' never linked anywhere.
_BRANDS = frozenset({"microsoft", "netscape"})


@cache
def function_words(language: str | None) -> frozenset[str]:
    """The document's stop words; English's too, since most pages quote English names."""
    words = set(stopwordsiso.stopwords(_ENGLISH)) - _BRANDS
    if language and language != _ENGLISH and stopwordsiso.has_lang(language):
        words |= set(stopwordsiso.stopwords(language))
    return frozenset(words)


def _elided(text: str, end: int) -> bool:
    """An apostrophe and a letter right after the name, other than English's "'s"."""
    if end + 1 >= len(text) or text[end] not in _APOSTROPHES or not text[end + 1].isalpha():
        return False
    if script(text[end + 1]) != "word":  # "'루빈'에": a closing quote before a Korean particle
        return False
    possessive = text[end + 1] in "sS" and (end + 2 >= len(text) or not text[end + 2].isalpha())
    return not possessive


_LABEL_END = re.compile(r"[*_]{0,2}\s?:")
_LINE_MARKUP = re.compile(r"[\s*_#>\-]*")


def _field_label(text: str, start: int, end: int) -> bool:
    """The name opens its line (after list or emphasis markup) and a colon closes it."""
    if not _LABEL_END.match(text, end):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    return _LINE_MARKUP.fullmatch(text, line_start, start) is not None


def plausible(text: str, start: int, end: int, language: str | None = None) -> bool:
    """Whether text[start:end], where a known name matched, is meant as that name."""
    written = text[start:end]
    if written.lower() == written and written.upper() != written and not _among_cjk(text, start, end):
        return False
    if _elided(text, end) or _field_label(text, start, end):
        return False
    return written.lower() not in function_words(language)


def _among_cjk(text: str, start: int, end: int) -> bool:
    """Whether the name stands against Han, kana or Hangul (a space between allowed): Chinese,
    Japanese and Korean writers may spell a Latin brand in lower case ("SK hynixとmicron",
    "nvidia의"), where no English common word is meant; a common-word name still needs its
    support (``word_like_supported``)."""
    before = text[max(0, start - 2) : start].rstrip()[-1:]
    after = text[end : end + 2].lstrip()[:1]
    return any(c and script(c) in ("spaceless", "hangul") for c in (before, after))


def fuzzy_candidate(name: str, language: str | None = None) -> bool:
    """Whether a name that matched nothing exactly may be linked by spelling distance."""
    words = name.split()
    if len(name.replace(" ", "")) < FUZZY_MIN_LEN or not name[:1].isupper():
        return False
    stops = function_words(language)
    return not all(w.lower().strip(_APOSTROPHES) in stops for w in words)


_DIGITS = re.compile(r"\d+")


def same_digits(written: str, known: str) -> bool:
    """Whether two names carry the same numbers in the same order ('Trainum3', 'Trainium3')."""
    return _DIGITS.findall(written) == _DIGITS.findall(known)


def word_like(key: str, caption_key: str) -> bool:
    """Whether a folded alias is an English word and not the entity's own name: 'delta' of
    'Delta Electronics', the ticker 'lite' of Lumentum. Such a name is an ordinary word in
    most texts it appears in ('the Mekong Delta', 'Delta of the quarter', 'XYZ LITE')."""
    return key != caption_key and key.isascii() and key.isalpha() and key in common_words()


# "(NASDAQ: LITE)", "(Nasdaq:LITE, TWSE: 1234)", "Lumentum (LITE)": a ticker as tickers are written.
_TICKER_BEFORE = re.compile(r"(?:\(\s*|\b[A-Z][A-Za-z]{1,9}\s?[:：]\s*)$")
_TICKER_AFTER = re.compile(r"\s*(?:[),;\]]|$)")
# A company word right after the name: "Delta Inc.", "Delta 公司".
_COMPANY_AFTER = re.compile(
    r"\s*(?:(?:Corp|Corporation|Inc|Incorporated|Co|Ltd|Electronics|Holdings|Group|GmbH|AG|plc)\b|社|公司)"
)
# A capitalised word right before ('Mekong Delta', 'XYZ Lite'): the name ends another name.
_NAME_BEFORE = re.compile(r"(?:^|[\s(\"'“‘])([A-Z][\w-]*) $")


def word_like_supported(text: str, start: int, end: int, named_elsewhere: bool) -> bool:
    """Whether a word-like alias at text[start:end] names its company: written all in capitals
    only as a ticker is written; capitalised, when no capitalised word runs into it and the
    company is named by another of its names in the document or a company word follows."""
    written = text[start:end]
    if written.isupper():
        return bool(_TICKER_BEFORE.search(text, max(0, start - 12), start) and _TICKER_AFTER.match(text, end))
    before = _NAME_BEFORE.search(text, max(0, start - 40), start)
    if before and before.group(1).lower() not in function_words(None):
        return False
    return named_elsewhere or _COMPANY_AFTER.match(text, end) is not None
