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
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate

from chipatlas.extract.folding import blind
from chipatlas.extract.folding import folded as _folded
from chipatlas.extract.literals import may_match, needed
from chipatlas.model.units import read_unit, to_base

_WORDS = {
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
_SCALE = {"thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9}
_SCALE["trillion"] = 1e12

# Thousands separators: "1,000,000"; "1.000.000" (German, Italian, Spanish: two or more
# groups, so "1.000" stays one); "1 000 000" with a no-break or thin space (French).
# A comma before one or two digits is a decimal comma ("11,7 Gbps", "1,82 trilioni").
_NUM = (
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:[\u00a0\u202f]\d{3})+"
    r"|\d+,(?!00)\d{1,2}(?![\d,])|\d+(?:\.\d+)?"
)
_APPROX = r"(?P<approx>~|≈|about |approximately |roughly |around |nearly |up to |over |more than |>)?"
_UNIT_ALT = (
    r"(?P<unit>(?:peta|exa|tera)\s?flop(?:s|/s)|[PET]FLOP(?:S|/s)|[kMGTP]B/s|[kMGTP]bps|[kMGTP]Bps|"
    r"[kMGTP]b/s|GiB|TiB|[kMGTP]B|kilowatts|megawatts|gigawatts|watts|kW|MW|GW|W|nm|mm[²2]|%|per\s?cent|"
    r"nanomet(?:er|re)s?|"
    r"(?<=\d)[x×](?!\d)|times)"
)
_QTY = re.compile(
    r"(?<![\w.,])"
    + _APPROX
    + r"(?P<cur>\$\s?|USD\s|US\$\s?)?(?P<num>"
    + _NUM
    # Range words: "to", French "à", Spanish "a"/"al", German "bis".
    + r")(?:(?P<sep>\s?[–-]\s?|\s(?:to|and|à|a|al|bis)\s)\$?(?P<num2>"
    + _NUM
    + r"))?(?:[\s-]?(?P<scale>thousand|million|billion|trillion|bn)\b|(?P<abbr>k|M|B)\b)?"
    + r"(?:\s|-(?=[a-zA-Z%]))?"
    # A precision word may sit between number and unit: "410 FP8 PFLOPs".
    + r"(?:(?P<prec>FP\d+|BF16|TF32|MXFP\d|INT\d)\s(?=(?:peta|exa|tera|[PET])\s?flop))?"
    # A unit may be a Markdown link: "720 [petaFLOPS](/wiki/petaflops)".
    + r"(?:\[?"
    + _UNIT_ALT
    + r"(?![A-Za-z0-9])(?:\]\([^)\s]*\))?|(?P<per>/hour|/hr| per hour))?",
    re.IGNORECASE,
)
_PRECISION = re.compile(r"\b(FP64|FP32|TF32|FP16|BF16|FP8|FP6|FP4|MXFP\d|INT8|INT4)\b", re.IGNORECASE)
_HBM = re.compile(r"\bHBM\d[Ee]?\b")
_COUNTED = re.compile(
    r"\s*(?:(?:[A-Z][\w.-]*\d\w*|\d{2,}[A-Z]\w*|[A-Z][a-z]+)\s){0,2}"
    r"(chips|chip|GPUs|CPUs|accelerators|processors|instances|servers|UltraServers|racks|nodes|cores|"
    r"wafers|dies|stacks|jobs|transistors?|layers?|Hi|compute units|CUs)\b"
    # "75,000 direct and indirect jobs": jobs take their plain adjectives.
    r"|\s*(?:[a-z-]+\s){1,3}(jobs)\b"
    # Korean, Japanese and Chinese write a stack's layers glued to the number: "12단", "12層", "12层".
    r"|(?<=\d)(단|層|层)"
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
    + "|".join(_WORDS)
    + r")\s+(?P<item>(?:\w+\s){0,3}?(?:chips|instances|servers|stacks|dies))\b"
)

# Written numbers take only spelled-out units ("five petaflops", "three nanometers").
# Case-blind: searched in the folded text (extract/folding.py), its words read from the text.
_WORD_UNIT = blind(
    r"\b(?P<word>" + "|".join(_WORDS) + r")[\s-](?P<unit>(?:peta|exa|tera)\s?flops|nanomet(?:er|re)s?|"
    r"(?:kilo|mega|giga)?watts|per\s?cent)\b"
)
# Cheap tests that skip a whole pass when its words are not in the text at all.
# Searched in _folded(text), so case-sensitive and in lower case: the same answers as a
# case-blind search of the text.
_WORD_UNIT_HINT = re.compile(r"flops|nanomet|watts|per\s?cent")
_WORD_TIMES_HINT = re.compile(r"times|twice")
_CJK_HINT = re.compile(r"\d[만万萬억亿億조兆]")
_FOREIGN_HINT = re.compile(
    r"milliard|mrd|millones|billones|billionen|milioni|miliardi|trilioni|millionen|millions d"
)

# Money written with another language's scale and currency words: "165 milliards de dollars",
# "500 mil millones de dólares", "knapp 5 Milliarden Dollar", "1,83 trilioni di dollari".
# Spanish "billones" and Italian "trilioni" are 10^12 (not the English billion).
_FOREIGN_SCALE = {
    "milliarden": 1e9,
    "mrd": 1e9,
    "milliards": 1e9,
    "milliard": 1e9,
    "miliardi": 1e9,
    "mil millones": 1e9,
    "millionen": 1e6,
    "millions": 1e6,
    "millones": 1e6,
    "milioni": 1e6,
    "billones": 1e12,
    "billionen": 1e12,
    "trilioni": 1e12,
}
_FOREIGN_MONEY = re.compile(
    r"(?<![\w.])(?P<num>"
    + _NUM
    + r")\s(?P<scale>"
    + "|".join(sorted(_FOREIGN_SCALE, key=len, reverse=True))
    + r")\.?\s(?:(?:de|di|d')\s?)?(?:US-)?(?:dollars?|dólares|dollari|Dollar)\b",
    re.IGNORECASE,
)

# Written multipliers: "three times the memory", "twice the bandwidth".
_WORD_TIMES = re.compile(
    r"\b(?:(?P<word>" + "|".join(_WORDS) + r")\s+times|(?P<twice>twice))\b", re.IGNORECASE
)


@dataclass(frozen=True)
class Quantity:
    kind: str  # flops, bytes, bytes_per_s, bits_per_s, power, money, node, count, percent, ratio
    value: float
    low: float
    high: float
    unit: str  # canonical unit as the domain writes it: PFLOPS, TB/s, Tb/s, kW, USD, nm, count
    si: float
    original: str
    start: int
    end: int
    qualifier: str = ""  # "FP8; sparse; approx." ...
    item: str = ""  # what is counted: "Trainium3 chips"
    hbm_type: str = ""

    @property
    def is_range(self) -> bool:
        return self.low != self.high


# Compiled once: these run for every number read (speed).
_DOT_GROUPS = re.compile(r"\d{1,3}(?:\.\d{3}){2,}")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")
_SEPARATORS = re.compile(r"[,\u00a0\u202f]")
_MODEL_BEFORE = re.compile(r"[A-Z][A-Za-z]+\s$")
_SPLIT_QUALIFIERS = re.compile(r"[;()|]|\bvs\b|,\s|\band\b")  # "|": a table's next cell is not this one's
_SPARSE = re.compile(r"sparsity|sparse", re.IGNORECASE)
_DENSE = re.compile(r"\bdense\b", re.IGNORECASE)


def _num(text: str) -> float:
    if text.isdecimal():  # most numbers: nothing to normalise (same value as the general path)
        return float(text)
    if _DOT_GROUPS.fullmatch(text):
        text = text.replace(".", "")
    if _DECIMAL_COMMA.fullmatch(text):
        text = text.replace(",", ".")
    return float(_SEPARATORS.sub("", text))


@lru_cache(maxsize=256)  # a text writes few unit spellings, each read for every figure (speed)
def _unit(raw: str) -> tuple[str, str, float] | None:
    """(symbol, kind, factor to SI) from the one registry: 'TBps' is bytes, 'Tbps' bits."""
    found = read_unit(raw)
    return (found.symbol, found.kind, found.factor) if found else None


def _qualifiers(text: str, q_end: int, approx: str | None) -> tuple[str, list[str]]:
    """Precision and sparsity written right after a FLOPS figure ('FP8', 'with structured sparsity')."""
    tail = text[q_end : q_end + 40]
    tail = _SPLIT_QUALIFIERS.split(tail, maxsplit=1)[0]
    quals: list[str] = []
    m = _PRECISION.search(tail)
    precision = m.group(1).upper() if m else ""
    if precision:
        quals.append(precision)
    if _SPARSE.search(tail):
        quals.append("sparse")
    elif _DENSE.search(tail):
        quals.append("dense")
    if approx:
        quals.append(
            "approx."
            if approx.strip() in ("~", "≈", "about", "approximately", "roughly", "around", "nearly")
            else approx.strip()
        )
    return precision, quals


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


def find_quantities(text: str, offset: int = 0) -> list[Quantity]:
    """Every quantity in a piece of text; offsets are ``offset`` + position in ``text``."""
    out: list[Quantity] = []
    taken: list[tuple[int, int]] = []
    for m in _VAGUE.finditer(text) if may_match(_VAGUE_WORDS, text) else ():
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
    for m in _QTY.finditer(text):
        if inside(m.start()):
            continue
        q = _one(text, m, offset)
        if q is not None:
            out.append(q)
            taken.append((m.start(), m.end()))
    inside = _Covered(taken)
    folded = _folded(text)
    for m in _WORD_COUNT.finditer(folded):
        if inside(m.start()):
            continue
        a, z = m.span()
        n = float(_WORDS[text[m.start("word") : m.end("word")].lower()])
        item = text[m.start("item") : m.end("item")].strip()
        out.append(Quantity("count", n, n, n, "count", n, text[a:z], offset + a, offset + z, "", item))
    if _FOREIGN_HINT.search(folded):
        out += _foreign_money(text, offset, _Covered(taken), taken)
    if _WORD_UNIT_HINT.search(folded):
        out += _word_units(text, folded, offset, _Covered(taken), taken)
    if _WORD_TIMES_HINT.search(folded):  # every written multiplier has one of these words
        out += _word_times(text, offset, _Covered(taken))
    if _CJK_HINT.search(text):  # "11.4万亿韩元", "2만~3만장": Korean and Chinese large numbers
        from chipatlas.extract.cjk_numbers import cjk_quantities  # it builds this module's Quantity

        out += cjk_quantities(text, offset, taken)
    return sorted(out, key=lambda q: q.start)


def _foreign_money(text: str, offset: int, inside: _Covered, taken: list[tuple[int, int]]) -> list[Quantity]:
    out = []
    for m in _FOREIGN_MONEY.finditer(text):
        if inside(m.start()):
            continue
        num = m.group("num")
        # These languages write "2.900 millones": one dot before three digits groups thousands.
        num = num.replace(".", "") if re.fullmatch(r"\d{1,3}\.\d{3}", num) else num
        # Folded, not lower(): the case-blind match also takes "MİLLİARDEN" (dotted capital I),
        # whose lower() is no key of the table.
        value = _num(num) * _FOREIGN_SCALE[_folded(m.group("scale"))]
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity("money", value, value, value, "USD", value, m.group(0), a, z))
        taken.append((m.start(), m.end()))
    return out


def _word_units(
    text: str, folded: str, offset: int, inside: _Covered, taken: list[tuple[int, int]]
) -> list[Quantity]:
    """Written numbers with a unit: "five petaflops", "three nanometers"."""
    out = []
    for m in _WORD_UNIT.finditer(folded):
        found = None if inside(m.start()) else _unit(text[m.start("unit") : m.end("unit")])
        if found is None or found[1] == "ratio":
            continue
        n = float(_WORDS[text[m.start("word") : m.end("word")].lower()])
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity(found[1], n, n, n, found[0], n * found[2], text[m.start() : m.end()], a, z))
        taken.append((m.start(), m.end()))
    return out


def _word_times(text: str, offset: int, inside: _Covered) -> list[Quantity]:
    out = []
    for m in _WORD_TIMES.finditer(text):
        if inside(m.start()):
            continue
        n = 2.0 if m.group("twice") else float(_WORDS[m.group("word").lower()])
        a, z = offset + m.start(), offset + m.end()
        out.append(Quantity("ratio", n, n, n, "x", n, m.group(0), a, z))
    return out


def _one(text: str, m: re.Match[str], offset: int) -> Quantity | None:
    # One group() call for all the groups read here: ~15,000 figures per 100 bench articles (speed).
    num, num2, scale_word, abbr, cur, sep, unit_word = m.group(
        "num", "num2", "scale", "abbr", "cur", "sep", "unit"
    )
    value = _num(num)
    high = _num(num2) if num2 else value
    scale = _SCALE.get((scale_word or abbr or "").lower(), 1.0)
    if abbr and abbr not in ("k", "M", "B"):
        return None  # "5 m" is five metres, "8 b" nothing: only "600k", "1.6M", "$47.5B"
    if abbr and not cur and _MODEL_BEFORE.search(text[max(0, m.start() - 20) : m.start()]):
        return None  # "Ascend 910B" is a model name after a capitalised word, not 910 billion
    before = text[max(0, m.start() - 14) : m.start()].lower()
    if num2 and before.endswith("from ") and not before.endswith(("ranging from ", "range from ")):
        return None  # "from 20 to 40 chips" is a change, not a range ("ranging from" is one)
    if sep == " and " and not before.endswith("between "):
        return None  # "3 and 4 nm" lists two; only "between 3 and 4" is a range
    value, high = value * scale, high * scale
    approx = m.group("approx")
    end = m.end()
    if cur:
        unit, kind, factor = "USD" + ("/hour" if m.group("per") else ""), "money", 1.0
    elif unit_word:
        found = _unit(unit_word)
        if found is None:
            return None
        unit, kind, factor = found
    else:
        counted = _COUNTED.match(text, end)
        if not counted or (scale == 1.0 and value != int(value)):
            return None
        item = text[end : counted.end()].strip()
        return _make("count", value, high, "count", 1.0, text, m, offset, counted.end(), approx, item)
    return _make(kind, value, high, unit, factor, text, m, offset, end, approx, "")


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
    approx: str | None,
    item: str,
) -> Quantity:
    start = m.start() if not approx else m.start("approx")
    while end > 0 and text[end - 1].isspace():  # as len(text[:end].rstrip()), without the copy
        end -= 1
    quals: list[str] = []
    hbm = ""
    if kind == "flops":
        _, quals = _qualifiers(text, end, approx)
        if m.group("prec") and m.group("prec").upper() not in quals:
            quals.insert(0, m.group("prec").upper())
    elif approx:
        quals = (
            ["approx."]
            if approx.strip() in ("~", "≈", "about", "approximately", "roughly", "around", "nearly")
            else [approx.strip()]
        )
    if kind == "bytes":
        h = _HBM.search(text[end : end + 16])
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


def to_si(value: float, unit: str) -> tuple[str, float] | None:
    """(kind, SI value) for a number in one of the units the claims use; None if unknown."""
    return to_base(value, unit)


def fmt_number(value: float) -> str:
    """1.0 -> '1', 20.8 -> '20.8', 1400000.0 -> '1400000': stable text for statement values."""
    return f"{value:.6g}" if abs(value) < 1e6 else str(round(value))


def fmt_value(q: Quantity) -> str:
    """The figure as statement text: "1.5-2" for a range, else its value as ``fmt_number``."""
    return f"{fmt_number(q.low)}-{fmt_number(q.high)}" if q.is_range else fmt_number(q.value)
