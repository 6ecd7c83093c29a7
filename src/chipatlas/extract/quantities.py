"""Quantities with units, as the domain writes them: FLOPS, bytes, bandwidth, power, money, counts.

An own grammar (see docs/signals.md): general tools miss petaFLOPS/exaFLOPS and mangle
"Gbps per pin". Every quantity keeps its original text and offsets; vague amounts
("hundreds of thousands of chips") become ranges. Units, and their factors to SI base
units (FLOP/s, bytes, bytes/s, bits/s, W, USD, m, count) in ``si``, come from the one
registry, ``chipatlas.model.units``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate

from chipatlas.extract.addresses import addresses
from chipatlas.extract.cjk_numbers import cjk_quantities
from chipatlas.extract.folding import blind
from chipatlas.extract.folding import folded as _folded
from chipatlas.extract.foreign_money import HINT as FOREIGN_HINT
from chipatlas.extract.foreign_money import foreign_money, scale_after
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.number_grammar import (
    BIG_SCALES,
    BOUND_AFTER,
    INSTEAD_WORDS,
    NOT_A_FIGURE,
    NUM,
    SCALE,
    THRESHOLD_WORDS,
    TOLERANCE_WORDS,
    WORDS,
    approx_before,
    approx_qualifier,
    bound_after,
    crossed,
    instead,
    parse_number,
    tolerance_before,
    with_word_before,
    year_before_to,
)
from chipatlas.extract.quantity import Quantity, fmt_number, fmt_value, to_si
from chipatlas.extract.quantity_ranges import conversions_folded, joined_ranges
from chipatlas.extract.unit_words import HBM, UNIT_ALT, flops_qualifiers, unit_of
from chipatlas.model.units import read_unit

__all__ = ["Quantity", "find_quantities", "fmt_number", "fmt_value", "to_si"]

# Currency signs and codes before the number, and currency words or codes after a scale word
# ("4.79 trillion won", "14.4 billion RMB"), each as the registry's symbol.
_CUR_SIGNS = {"$": "USD", "usd": "USD", "us$": "USD", "nt$": "TWD", "€": "EUR", "eur": "EUR"}
_CUR_SIGNS.update({"krw": "KRW", "₩": "KRW", "jpy": "JPY", "rmb": "CNY", "cny": "CNY", "twd": "TWD"})
_CUR_WORDS = {"won": "KRW", "yen": "JPY", "yuan": "CNY", "euro": "EUR", "euros": "EUR"}
# "989.92 billion (New) Taiwan dollars", "NT dollars": Taiwan's, never US dollars.
_CUR_WORDS.update({"taiwan dollars": "TWD", "taiwan dollar": "TWD", "new taiwan dollars": "TWD"})
_CUR_WORDS.update({"nt dollars": "TWD", "new taiwan dollar": "TWD"})
# Word characters other than the CJK scripts': a number glued to a Latin letter or digit is
# part of a name ("H20", "MI355X"), one glued to Hangul, Kana or Hanzi is not ("シェアを0%に").
_NOT_AFTER_WORD = r"(?<![^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[.,])"
_BODY = (
    r"(?P<cur>\$\s?|USD\s|US\$\s?|NT\$\s?|€\s?|EUR\s|KRW\s|₩\s?|JPY\s|RMB\s|CNY\s|TWD\s)?(?P<num>"
    + NUM
    # Range words: "to", French "à", Spanish "a"/"al", German "bis"; CJK "~" and "〜".
    + r")(?:(?P<sep>\s?[–\-~∼〜～]\s?|\s(?:to|and|à|a|al|bis)\s)(?:US\$|NT\$|\$|€)?(?P<num2>"
    + NUM
    + r"))?(?:[\s-]?(?P<scale>thousand|million|billion|trillion|bn)\b"
    + r"(?:\s(?P<curword>won|yen|yuan|euros?|RMB|CNY|USD|EUR|KRW|JPY|TWD"
    + r"|(?:New )?Taiwan dollars?|NT dollars?)\b)?"
    + r"|(?P<abbr>k|M|B)\b)?"
    + r"(?:\s|-(?=[a-zA-Z%]))?"
    # A precision word may sit between number and unit: "410 FP8 PFLOPs".
    # Several joined by "/" ("2,517 MXFP8/MXFP4 TFLOPS"): the figure holds for each; the first is kept.
    + r"(?:(?P<prec>FP\d+|BF16|TF32|MXFP\d|INT\d)(?:/(?:FP\d+|BF16|TF32|MXFP\d|INT\d))*\s"
    + r"(?=(?:peta|exa|tera|[PET])\s?flop|[GTP]OPS))?"
    # A unit may be a Markdown link: "720 [petaFLOPS](/wiki/petaflops)".
    + r"(?:\[?"
    + UNIT_ALT
)
_QTY = re.compile(
    # The first character's test first: most positions fail it at once, before the look-behind (speed).
    r"(?=[\d$€₩NUEKJRCT])"
    + _NOT_AFTER_WORD
    + _BODY
    + r"(?![A-Za-z0-9])(?:\]\([^)\s]*\))?|(?P<per>/hour|/hr| per hour))?",
    re.IGNORECASE,
)
# Data sizes after "per second" written before them: "초당 2TB", "1秒当たり11Gb", "每秒 2TB".
_PER_SECOND_BEFORE = re.compile(r"(?:초당|每秒|毎秒|1秒当たり|1秒あたり)\s?$")
_COUNTED = re.compile(
    r"\s*(?:(?:[A-Z][\w.-]*\d\w*|\d{2,}[A-Z]\w*|[A-Z][a-z]+)\s){0,2}"
    r"(chips|chip|GPUs|CPUs|accelerators|processors|instances|servers|UltraServers|racks|nodes|cores|(?<=-)core|"
    r"wafers?|Wafer|obleas|plaquettes|dies|stacks|jobs|transistors?|layers?|Hi|compute units|CUs|"
    r"[Nn](?:œ|oe)uds|Knoten)\b"
    # "a 64-core CPU": a core count only joined to its number ("three core areas" is none).
    # "75,000 direct and indirect jobs": jobs take their plain adjectives.
    r"|\s*(?:[a-z-]+\s){1,3}(jobs)\b"
    # Korean, Japanese and Chinese write a stack's layers glued to the number: "12단", "12層", "12层".
    # ("1단계", a phase; "2단지", a site's block: no layers)
    r"|(?<=\d)(단(?!계|지)|層|层)"
)
_VAGUE = re.compile(
    r"\b(?P<what>hundreds of thousands|tens of thousands|hundreds|thousands|millions|dozens)"
    r"(?: of)?\s+(?P<item>(?:[A-Z][\w-]*\s){0,2}(?:chips|GPUs|accelerators|servers|UltraServers|processors))",
)
_VAGUE_WORDS = needed(_VAGUE)  # a sentence holding none of them skips the search (speed)
_VAGUE_RANGE = {
    "dozens": (24, 99),
    "hundreds": (100, 999),
    "thousands": (1_000, 9_999),
    "tens of thousands": (10_000, 99_999),
    "hundreds of thousands": (100_000, 999_999),
    "millions": (1_000_000, 9_999_999),
}
# Case-blind: searched in the folded text (extract/folding.py), its words read from the text.
_WORD_COUNT = blind(
    r"\b(?P<word>"
    + "|".join(WORDS)
    + r")\s+(?P<item>(?:\w+\s){0,3}?(?:chips|instances|servers|stacks|dies))\b"
)

# Written numbers take only spelled-out units ("five petaflops", "three nanometers").
# Case-blind: searched in the folded text (extract/folding.py), its words read from the text.
_WORD_UNIT = blind(
    r"\b(?P<word>" + "|".join(WORDS) + r")[\s-](?P<unit>(?:peta|exa|tera)\s?flops|nanomet(?:er|re)s?|"
    r"(?:kilo|mega|giga)?watts|per\s?cent)\b"
)
# Cheap tests that skip a whole pass when its words are not in the text at all.
# Searched in _folded(text), so case-sensitive and in lower case: the same answers as a
# case-blind search of the text.
_WORD_UNIT_HINT = re.compile(r"flops|nanomet|watts|per\s?cent")
_WORD_TIMES_HINT = re.compile(r"times|twice")
# "3千亿": a digit before 千 too; "천억 원", "十亿美元", "四千亿": a small word or a digit character
_CJK_HINT = re.compile(r"[\d一二两兩三四五六七八九천千백百십十]\s?[만万萬억亿億조兆千百천백십十]")
_FOREIGN_HINT = FOREIGN_HINT

# Written multipliers: "three times the memory", "twice the bandwidth".
_WORD_TIMES = re.compile(
    r"\b(?:(?P<word>" + "|".join(WORDS) + r")\s+times|(?P<twice>twice))\b", re.IGNORECASE
)


_MODEL_BEFORE = re.compile(r"[A-Z][A-Za-z]+\s$")
_ONE_DOT_GROUP = re.compile(r"\d{1,3}\.\d{3}")
_SPACED_GROUP = re.compile(r"(?<![\d.,\w])(\d{1,3}) $")
_THREE_DIGITS = re.compile(r"\d{3}")
_OCTETS = re.compile(r"[KMGTP]o(?:/s)?")  # French "Go", "To/s"
_YEAR = re.compile(r"(?:19|20)\d\d")


class _Covered:
    """Is a position inside one of the spans an earlier pass took? O(log n) per question.

    Matches of one pass never overlap each other, so only earlier passes' spans matter;
    a sorted list with the running maximum end answers exactly even when those overlap.
    """

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        ordered = sorted(spans) if len(spans) > 1 else spans
        self.starts = [a for a, _ in ordered]
        self.max_end = list(accumulate((b for _, b in ordered), max))

    def __call__(self, pos: int) -> bool:
        i = bisect_right(self.starts, pos) - 1
        return i >= 0 and pos < self.max_end[i]


# A web address, bare or a Markdown link's target: its words are a page's name, not a figure
# ("...-88-core-vera-cpu-...-with-288-gb-of-hbm4-memory"): read, they stored a headline's
# figures on a chip with a quote no reader sees as a sentence.
def find_quantities(text: str, offset: int = 0) -> list[Quantity]:
    """Every quantity in a piece of text; offsets are ``offset`` + position in ``text``."""
    out: list[Quantity] = []
    taken = addresses(text)
    in_address = _Covered(taken)
    for m in _VAGUE.finditer(text) if may_match(_VAGUE_WORDS, text) else ():
        if in_address(m.start()):
            continue
        low, high = _VAGUE_RANGE[m.group("what").lower()]
        item = m.group("item").strip()
        out.append(
            Quantity(
                "count",
                low,
                low,
                high,
                "count",
                low,
                m.group(0),
                offset + m.start(),
                offset + m.end(),
                "vague",
                item,
            )
        )
        taken.append((m.start(), m.end()))
    inside = _Covered(taken)
    folded = _folded(text)
    foreign = bool(_FOREIGN_HINT.search(folded))
    for m in _QTY.finditer(text):
        if inside(m.start()):
            continue
        if foreign and scale_after(text, m.end()):  # "US$9.300 millones": read with its scale word
            continue
        # "from 75,000 wafers in 2023 to 115,000 wafers": the year ends no range
        if m.group("num2") and year_before_to(text, m):
            m = _QTY.match(text, m.end("sep")) or m  # "in 2025 to €12 billion": with its currency
        q = _one(text, m, offset)
        if q is not None:
            out.append(q)
            taken.append((m.start(), m.end()))
    inside = _Covered(taken)
    for m in _WORD_COUNT.finditer(folded):
        if inside(m.start()):
            continue
        a, z = m.span()
        n = float(WORDS[text[m.start("word") : m.end("word")].lower()])
        item = text[m.start("item") : m.end("item")].strip()
        out.append(Quantity("count", n, n, n, "count", n, text[a:z], offset + a, offset + z, "", item))
    if foreign:
        out += foreign_money(text, offset, _Covered(taken), taken)
    if _WORD_UNIT_HINT.search(folded):
        out += _word_units(text, folded, offset, _Covered(taken), taken)
    if _WORD_TIMES_HINT.search(folded):  # every written multiplier has one of these words
        out += _word_times(text, offset, _Covered(taken))
    if _CJK_HINT.search(text):  # "11.4万亿韩元", "2만~3만장": Korean and Chinese large numbers
        out += cjk_quantities(text, offset, taken)
    out = [with_word_before(text, offset, q) for q in out]  # "più di 2 miliardi di euro": a bound
    # "2.50±0.15 dollars", "plus or minus $300 million": a tolerance, no value of its own
    if any(word in folded for word in TOLERANCE_WORDS):
        out = [q for q in out if not tolerance_before(text, q.start - offset)]
    if any(word in folded for word in THRESHOLD_WORDS):  # "surpassed the $1 billion milestone": a bound
        out = [crossed(text, offset, q) for q in out]
    if any(word in folded for word in INSTEAD_WORDS):  # once per text, not at every figure (speed)
        out = [r for q in out for r in instead(text, offset, q)]
    return conversions_folded(text, offset, joined_ranges(text, offset, sorted(out, key=lambda q: q.start)))


def _word_units(
    text: str, folded: str, offset: int, inside: _Covered, taken: list[tuple[int, int]]
) -> list[Quantity]:
    """Written numbers with a unit: "five petaflops", "three nanometers"."""
    out = []
    for m in _WORD_UNIT.finditer(folded):
        found = None if inside(m.start()) else unit_of(text[m.start("unit") : m.end("unit")])
        if found is None or found[1] == "ratio":
            continue
        n = float(WORDS[text[m.start("word") : m.end("word")].lower()])
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity(found[1], n, n, n, found[0], n * found[2], text[m.start() : m.end()], a, z))
        taken.append((m.start(), m.end()))
    return out


def _word_times(text: str, offset: int, inside: _Covered) -> list[Quantity]:
    out = []
    for m in _WORD_TIMES.finditer(text):
        if inside(m.start()):
            continue
        n = 2.0 if m.group("twice") else float(WORDS[m.group("word").lower()])
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity("ratio", n, n, n, "x", n, m.group(0), a, z))
    return out


def _one(text: str, m: re.Match[str], offset: int) -> Quantity | None:
    value = parse_number(m.group("num"))
    high = parse_number(m.group("num2")) if m.group("num2") else value
    scale = SCALE.get((m.group("scale") or m.group("abbr") or "").lower(), 1.0)
    if m.group("abbr") and m.group("abbr") not in ("k", "M", "B"):
        return None  # "5 m" is five metres, "8 b" nothing: only "600k", "1.6M", "$47.5B"
    if (
        m.group("abbr")
        and not m.group("cur")
        and _MODEL_BEFORE.search(text[max(0, m.start() - 20) : m.start()])
    ):
        return None  # "Ascend 910B" is a model name after a capitalised word, not 910 billion
    before = text[max(0, m.start() - 14) : m.start()].lower()
    if m.group("num2") and before.endswith("from ") and not before.endswith(("ranging from ", "range from ")):
        return None  # "from 20 to 40 chips" is a change, not a range ("ranging from" is one)
    if m.group("sep") == " and " and not before.endswith("between "):
        return None  # "3 and 4 nm" lists two; only "between 3 and 4" is a range
    value, high = value * scale, high * scale
    end = m.end()
    cur = m.group("cur")
    if cur or m.group("curword"):
        word = (cur or m.group("curword")).strip().lower()  # "14.4 billion RMB": a code after the scale
        symbol = _CUR_SIGNS[word] if cur else _CUR_WORDS.get(word) or _CUR_SIGNS[word]
        currency = read_unit(symbol + ("/hour" if m.group("per") and symbol == "USD" else ""))
        assert currency is not None  # the registry holds every currency above
        # Each currency is its own kind's base unit: factor 1, with no pint import (speed).
        unit, kind, factor = currency.symbol, currency.kind, 1.0
    elif m.group("unit"):
        found = unit_of(m.group("unit"))
        if found is None or (_OCTETS.fullmatch(m.group("unit")) and _YEAR.fullmatch(m.group("num"))):
            return None  # "in 2025 To boost": a year before an English "To", not 2025 terabytes
        unit, kind, factor = found
    else:
        counted = _COUNTED.match(text, end)
        if counted and scale == 1.0 and _ONE_DOT_GROUP.fullmatch(m.group("num")):
            # "80.000 Wafer", "1.000 chips": no one counts things to three decimals; the dot
            # groups thousands (German, Spanish, Italian), as "1.000.000" does.
            value = high = parse_number(m.group("num").replace(".", ""))
            if m.group("num2"):
                high = parse_number(m.group("num2").replace(".", ""))
        if not counted and (m.group("scale") or "").lower() in BIG_SCALES:
            if NOT_A_FIGURE.match(text, m.end("scale")):
                return None
            return _make("number", value, high, "", 1.0, text, m, offset, m.end("scale"), "")
        if not counted or (scale == 1.0 and value != int(value)):
            return None
        if m.start() >= 2 and text[m.start() - 1] == "-" and text[m.start() - 2].isalpha():
            return None  # "CS-3 wafer scale engines", "Gaudi-3 chips": a model's name, no count
        item = text[end : counted.end()].strip()
        group = _SPACED_GROUP.search(text, max(0, m.start() - 5), m.start()) if not m.group("num2") else None
        if group and _THREE_DIGITS.fullmatch(m.group("num")) and scale == 1.0:
            # "20 000 wafers": French groups thousands with a plain space; "000 wafers" is no count
            value = high = float(group.group(1)) * 1e3 + value
        lead = len(group.group(0)) if group and value >= 1e3 else 0
        return _make("count", value, high, "count", 1.0, text, m, offset, counted.end(), item, lead)
    return _make(kind, value, high, unit, factor, text, m, offset, end, "")


def _make(
    kind: str,
    value: float,
    high: float,
    unit: str,
    factor: float,
    text: str,
    m: re.Match[str],
    offset: int,
    end: int,
    item: str,
    lead: int = 0,
) -> Quantity:
    """``lead``: characters of the number written before the match ("20 " of "20 000 wafers")."""
    approx = approx_before(text, m.start() - lead)  # "about", "約", "bis zu": looked for only here (speed)
    start = m.start() - lead - len(approx or "")
    while end > 0 and text[end - 1].isspace():  # as len(text[:end].rstrip()), without the copy
        end -= 1
    quals: list[str] = []
    if kind in ("bytes", "bits"):  # "초당 2TB": a size per second is a rate
        per_second = _PER_SECOND_BEFORE.search(text, max(0, start - 8), start)
        rate = unit_of(unit + "/s") if per_second else None
        if per_second and rate:
            (unit, kind, factor), start = rate, per_second.start()
    bound = BOUND_AFTER.match(text, end)
    hbm = ""
    if kind in ("flops", "ops"):
        _, quals = flops_qualifiers(text, end, approx)
        if m.group("prec") and m.group("prec").upper() not in quals:
            quals.insert(0, m.group("prec").upper())
    elif approx:
        quals = [approx_qualifier(approx)]
    if bound:  # "11Gb以上": at least
        quals.append(bound_after(bound.group(1)))
        end = bound.end()
    if kind == "bytes":
        h = HBM.search(text[end : end + 16])
        hbm = h.group(0).upper() if h else ""
    return Quantity(
        kind,
        value,
        value,
        high,
        unit,
        value * factor,
        text[start:end],
        offset + start,
        offset + end,
        "; ".join(quals),
        item,
        hbm,
    )
