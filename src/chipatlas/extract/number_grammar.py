"""How numbers are written: digits with several locales' separators, and number words.

Shared by the quantity passes (``extract/quantities.py``, ``extract/foreign_money.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract.quantity import Quantity

WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "sixteen": 16,
    "a dozen": 12,
}
SCALE = {"thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9}
SCALE["trillion"] = 1e12

# Thousands separators: "1,000,000"; "1.000.000" (German, Italian, Spanish: two or more
# groups, so "1.000" stays one); "1 000 000" with a no-break or thin space (French).
# A comma before one or two digits is a decimal comma ("11,7 Gbps", "1,82 trilioni").
NUM = (
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:[\u00a0\u202f]\d{3})+"
    r"|\d+,(?!00)\d{1,2}(?![\d,])|\d+(?:\.\d+)?"
)
# Words before a number that make it approximate or a bound, in the gold languages:
# "about", "約"/"约", "약", "およそ", "circa", "environ", "etwa", "rund", "unos".
_ABOUT = (
    "~", "≈", "about", "approximately", "roughly", "around", "nearly", "約", "约", "약", "대략", "およそ",
    "circa", "environ", "etwa", "rund", "knapp", "unos", "unas", "cerca de", "quasi", "ca.",
)  # fmt: skip
# Bounds, each written as the English word it means.
_BOUNDS = {"up to": "up to", "over": "over", "more than": "more than", ">": "more than"}
_BOUNDS.update(
    {"bis zu": "up to", "jusqu'à": "up to", "jusqu’à": "up to", "hasta": "up to", "fino a": "up to"}
)
_BOUNDS.update({"über": "more than", "mehr als": "more than", "plus de": "more than"})
_BOUNDS.update({"más de": "more than", "oltre": "more than", "逾": "more than", "超過": "more than"})
_BOUNDS["超过"] = "more than"
_BOUNDS.update({"in excess of": "more than", "più di": "more than", "più del": "more than"})
_BOUNDS["más del"] = "more than"
_BOUNDS.update({"fino al": "up to", "fino alla": "up to", "fino ai": "up to", "fino alle": "up to"})
_BOUNDS.update({"最大": "up to", "최대": "up to"})
# A cap is "at most": "no more than 50%" is never "more than 50%" (the longest word wins).
_BOUNDS.update({"no more than": "at most", "not more than": "at most", "at most": "at most"})
_BOUNDS.update({"höchstens": "at most", "au plus": "at most", "pas plus de": "at most"})
_BOUNDS.update({"at least": "at least", "mindestens": "at least", "au moins": "at least"})
_BOUNDS.update({"al menos": "at least", "almeno": "at least", "至少": "at least", "少なくとも": "at least"})
_BOUNDS.update({"less than": "less than", "fewer than": "less than", "weniger als": "less than"})
_BOUNDS.update({"moins de": "less than", "menos de": "less than", "meno di": "less than"})
_BOUNDS["不到"] = "less than"
# A word needs a space before the number; the CJK ones and the signs may touch it ("約8%").
_GLUED: tuple[str, ...] = ("~", "≈", ">", "約", "约", "およそ", "逾", "超過", "超过")
_GLUED += ("最大", "최대", "至少", "少なくとも", "不到")
# "사상 최대 10조원", "過去最大": a record, no cap.
_RECORD_BEFORE = ("사상 ", "역대 ", "過去", "史上", "历史")
# A German noun (capitalised) right before "über": "Auftrag über", "Vertrag über" name the sum.
_NOUN_BEFORE = re.compile(r"\b[A-ZÄÖÜ][a-zäöüß]+\s$")
# An article between the word and the number: "oltre il 7%", "quasi l'80%", "hasta el 30%".
_ARTICLE = re.compile(r"(?:\s(?:il|lo|la|i|gli|le|el|los|las|les|the|un|una)\s|\s[lL]['’])$")
# Looked for only before a number already found, never at every position of a text (speed).
_APPROX_WORDS = tuple(sorted((*_ABOUT, *_BOUNDS), key=len, reverse=True))
_LONGEST_APPROX = max(map(len, _APPROX_WORDS)) + 1
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# After the number and unit: "11Gb以上" (at least), "10% 이하" (at most).
# "4조 원에 못 미치는" (falls short of): less than.
BOUND_AFTER = re.compile(
    r"(?:\s?[(（][^()（）]{0,12}[)）])?\s?(以上|이상|超|以下|이하|未満|미만|에\s?못\s?미치)"
)
_AFTER_WORDS = {"以上": "at least", "이상": "at least", "超": "more than", "에 못 미치": "less than"}
_AFTER_WORDS.update({"以下": "at most", "이하": "at most", "未満": "less than", "미만": "less than"})
# Qualifiers an approximate word or bound gives: a figure that has one was already looked at.
_READ_QUALIFIERS = frozenset({"approx.", *_BOUNDS.values(), *_AFTER_WORDS.values()})

# Compiled once: these run for every number read (speed).
_DOT_GROUPS = re.compile(r"\d{1,3}(?:\.\d{3}){2,}")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")
_SEPARATORS = re.compile(r"[,\u00a0\u202f]")


def parse_number(text: str) -> float:
    """The value of a number as NUM matches it: "1,000" 1000, "2,1" 2.1, "1.000.000" 10^6."""
    if text.isdecimal():  # most numbers: nothing to normalise (same value as the general path)
        return float(text)
    if _DOT_GROUPS.fullmatch(text):
        text = text.replace(".", "")
    if _DECIMAL_COMMA.fullmatch(text):
        text = text.replace(",", ".")
    return float(_SEPARATORS.sub("", text))


def approx_qualifier(approx: str | None) -> str:
    """'approx.' for the about-words, the bound in English ('up to', 'more than') for the others."""
    if not approx:
        return ""
    word = " " + approx.lower()
    article = _ARTICLE.search(word)  # "oltre il ": the word is "oltre"
    word = (word[: article.start()] if article else word).strip()
    return "approx." if word in _ABOUT else _BOUNDS.get(word, word)


def approx_before(text: str, start: int) -> str | None:
    """The approximate word or bound written right before a number at ``start``, as written:
    "about ", "約", "bis zu ", with an article after it ("oltre il "); not glued to a Latin
    word ("turnover 5%" is no "over")."""
    word = _word_before(text, start)
    if word is not None:
        return word
    article = _ARTICLE.search(text, max(0, start - 6), start)
    if article is None:
        return None
    word = _word_before(text, article.start() + 1)  # the word ends before the article's space
    return None if word is None else text[article.start() + 1 - len(word) : start]


def _word_before(text: str, start: int) -> str | None:
    head = text[max(0, start - _LONGEST_APPROX) : start]
    gap = 1 if head[-1:].isspace() else 0
    body = head[: len(head) - gap].lower()
    if not body.endswith(_APPROX_WORDS):  # one C call for the usual answer, no word (speed)
        return None
    word = next(w for w in _APPROX_WORDS if body.endswith(w))
    if not gap and word not in _GLUED:
        return None
    cut = len(body) - len(word)
    if cut > 0 and (body[cut - 1].isalnum() or body[cut - 1] == "_") and not _CJK.match(body[cut - 1]):
        return None
    if word in ("최대", "最大") and body[:cut].endswith(_RECORD_BEFORE):
        return None
    if word == "über" and _NOUN_BEFORE.search(head, 0, len(head) - len(head[cut:])):
        return None  # "ein Auftrag über 800 Mio.": an order of that sum, no bound
    return head[cut:]


def with_word_before(text: str, offset: int, q: Quantity) -> Quantity:
    """``q`` with the approximate word or bound written before it as its qualifier, when the
    reader that found it (a sum with another language's scale word, a CJK number) did not look:
    "più di 2 miliardi di euro", "más de 3.200 millones". ``offset``: where ``text`` starts."""
    if any(part in _READ_QUALIFIERS for part in q.qualifier.split("; ")):
        return q
    approx = approx_before(text, q.start - offset)
    if approx is None:
        return q
    start = q.start - len(approx)
    qualifier = "; ".join(filter(None, (approx_qualifier(approx), q.qualifier)))
    return replace(q, qualifier=qualifier, original=text[start - offset : q.end - offset], start=start)


def bound_after(word: str) -> str:
    """The qualifier a bound written after the figure gives: '以上' -> 'at least'."""
    return _AFTER_WORDS[" ".join(word.replace("에", "에 ").split())]


_YEAR = re.compile(r"(?:19|20)\d\d")
_IN_YEAR = re.compile(r"\b(?:in|im|en|nel|dans|year|jahr)\s$", re.I)


def year_before_to(text: str, m: re.Match[str]) -> bool:
    """'in 2023 to 115,000', 'im Jahr 2024 bis 9 GW': a year, then the next figure; no range
    ('in 2023 and 4.37 trillion won' is no range either, and stays unread: another year's figure).
    ``m`` is a quantity match with groups ``num``, ``sep`` and ``num2``."""
    sep = m.group("sep")
    if not (m.group("num2") and sep and sep.strip() in ("to", "bis") and _YEAR.fullmatch(m.group("num"))):
        return False
    return _IN_YEAR.search(text, max(0, m.start() - 8), m.start()) is not None


TOLERANCE_WORDS = ("±", "+/-", "plus or minus")  # looked for in the folded text first (speed)
_TOLERANCE = re.compile(r"(?:±|\+/-|\bplus or minus)\s?(?:US)?\$?\s?$", re.I)


def tolerance_before(text: str, start: int) -> bool:
    """Whether the figure at ``start`` is a tolerance: "2.50±0.15", "plus or minus $300 million"."""
    return _TOLERANCE.search(text, max(0, start - 16), start) is not None


# "2,7 statt 2,2 Milliarden Euro", "$12 billion instead of $10 billion": the figure after the
# word is the one replaced; a bare number before the word is the new one, in the same unit.
# looked for in the folded text first (speed)
INSTEAD_WORDS = (
    "statt",
    "instead of",
    "rather than",
    "au lieu de",
    "en lugar de",
    "en vez de",
    "invece di",
    "而",
)
_INSTEAD = re.compile(
    r"(?:(?P<bare>" + NUM + r")\s+)?(?:an)?statt\s+$|(?:(?P<bare2>" + NUM + r")\s+)?"
    r"(?:instead of|rather than|au lieu de|en lugar de|en vez de|invece di)\s+$|(?:而非|而不是)\s*$",
    re.I,
)


def _instead_of(text: str, start: int) -> tuple[bool, str]:
    """Whether the figure at ``start`` is a replaced value ("statt 2,2 Milliarden"), and the
    bare number written before the word, if any (the new value, in the replaced one's unit)."""
    m = _INSTEAD.search(text, max(0, start - 40), start)
    if m is None:
        return False, ""
    bare = m.group("bare") or m.group("bare2") or ""
    return True, "" if _YEAR.fullmatch(bare) else bare


def instead(text: str, offset: int, q: Quantity) -> list[Quantity]:
    """'2,7 statt 2,2 Milliarden Euro' -> 2.7 billion euros; '$12 billion instead of $10 billion'
    -> none for the replaced $10 billion (the new figure is read on its own)."""
    replaced, bare = _instead_of(text, q.start - offset)
    if not replaced:
        return [q]
    written = re.match(NUM, q.original.lstrip("$€₩¥ "))
    if not bare or written is None or parse_number(written.group(0)) == 0:
        return []
    ratio = parse_number(bare) / parse_number(written.group(0))
    start = text.rindex(bare, 0, q.start - offset) + offset
    original = text[start - offset : q.end - offset]
    value = q.value * ratio
    return [replace(q, value=value, low=value, high=value, si=q.si * ratio, original=original, start=start)]


# A scale word with no unit: "could reach 12 billion" is a figure whose unit is not said, kept
# (kind "number", no unit) so that it is listed unattached, never dropped. Not a count of people
# ("900 million users"), a model's size ("400 billion parameter models") nor a multiplier
# ("a million times").
BIG_SCALES = ("million", "billion", "trillion", "bn")
NOT_A_FIGURE = re.compile(
    r"[\s-]*(?:people|persons|users|customers|subscribers|employees|workers|residents|citizens|"
    r"visitors|viewers|students|patients|households|inhabitants|parameters?|times)\b",
    re.IGNORECASE,
)


# A threshold crossed: "surpassed the $1 billion milestone", "den Schwellwert von 50 Milliarden",
# "could top $50 billion", "10조원을 돌파", "突破1000亿元": a bound (more than), never the value.
THRESHOLD_WORDS: tuple[str, ...] = ("milestone", "threshold", "mark", "barrier", "schwell", "marke")
THRESHOLD_WORDS += (
    "barre",
    "seuil",
    "barrera",
    "umbral",
    "soglia",
    "top",
    "surpass",
    "cross",
    "돌파",
    "넘어",
    "넘었",
    "突破",
    "を超え",
)
_NOUNS = r"milestone|threshold|mark|barrier|schwell\w*|marke|grenze|barre|seuil|barrera|umbral|soglia"
_THRESHOLD_BEFORE = re.compile(
    rf"(?:\b(?:{_NOUNS})\s+(?:of|von|de|des|du|di|dei|del|della|de los)?\s*(?:the\s+)?"
    r"|\b(?:tops?|topped|topping|surpass(?:es|ed|ing)?|cross(?:es|ed|ing)?)\s+(?:the\s+)?|突破\s?)$",
    re.I,
)
_THRESHOLD_AFTER = re.compile(
    rf"\s?(?:[\w-]+\s+)?(?:{_NOUNS})\b|\s?(?:을|를)?\s?(?:돌파|넘어섰|넘었)|を(?:突破|超え)", re.I
)


def crossed(text: str, offset: int, q: Quantity) -> Quantity:
    """``q`` with the qualifier "more than; threshold" when it is a threshold crossed (a bound,
    not a value); ``offset`` is where ``text`` starts in the document."""
    start, end = q.start - offset, q.end - offset
    if not (_THRESHOLD_BEFORE.search(text, max(0, start - 30), start) or _THRESHOLD_AFTER.match(text, end)):
        return q
    return replace(q, qualifier="; ".join(filter(None, (q.qualifier, "more than", "threshold"))))
