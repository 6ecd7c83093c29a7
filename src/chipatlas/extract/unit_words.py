"""Unit words as the grammar finds them in text, and what follows a FLOPS figure.

The spellings here are only what the text search matches; what each means (bits or
bytes, its factor) is the one registry's answer, ``chipatlas.model.units``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from chipatlas.extract.number_grammar import approx_qualifier
from chipatlas.model.units import read_unit

UNIT_ALT = (
    r"(?P<unit>(?:p[eé]ta|exa|t[eé]ra)\s?flop(?:s|/s)|[PET]FLOP(?:S|/s)|"
    # Integer operations, in capitals only ("64 tops" is no unit).
    r"(?-i:[GTP]OPS)|"
    # A rate before its size: "4.9 TB/sec" and "820 GiB/s" are bandwidths, not "4.9 TB", "820 GiB".
    r"(?-i:[kMGTP]i?[Bb]/sec(?:ond)?)|(?-i:[KMGT]iB/s)|[kMGTP]B/s|[kMGTP]bps|[kMGTP]Bps|"
    r"[kMGTP]b/s|GiB|TiB|[kMGTP]B|kilowatts|megawatts|gigawatts|watts|kW|MW|GW|W|nm|mm[²2]|%|per\s?cent|"
    # German and French bytes and bits: "192 GByte", "8 TByte/s", "800 Gbit/s", "24 Gbit";
    # octets, bytes, never bits: "192 Go", "8 To/s", "96 gigaoctets". "Go"/"To" only with their
    # capital, and not before a number or a capitalised word ("5 To 10", "Grows 5 To Lead").
    r"[kMGTP]Bytes?(?:/s)?|[kMGTP]bits?(?:/s)?|(?-i:[KMGTP]o(?:/s)?(?!\s*\d)(?!\s+[A-Z][a-z]))|"
    r"(?:kilo|m[eé]ga|giga|t[eé]ra|p[eé]ta)(?:octets?|bytes?)|"
    r"테라플롭스|페타플롭스|엑사플롭스|テラフロップス|ペタフロップス|エクサフロップス|"
    # Multipliers in Chinese, Japanese and Korean: "4倍", "4배" (not "배터리", a battery).
    r"倍|배(?!터)|"
    r"nanomet(?:er|re)s?|"
    # Other languages' words for percent, nanometres, tonnes and bytes.
    r"％|prozent|por\s?ciento|per\s?cento|pour\s?cent|퍼센트|パーセント|나노|ナノ|纳米|納米|奈米|"
    r"tonnellate|toneladas|tonnen|tonnes?|tons?|[GT]バイト|ギガバイト|テラバイト|기가바이트|테라바이트|"
    r"(?<=\d)[x×](?!\d)|times)"
)
# "NVFP4" is FP4 written with its vendor's prefix.
_PRECISION = re.compile(
    r"(?:\b|(?<=NV))(FP64|FP32|TF32|FP16|BF16|FP8|FP6|FP4|MXFP\d|INT8|INT4)\b", re.IGNORECASE
)
HBM = re.compile(r"\bHBM\d[Ee]?\b")
_SPLIT_QUALIFIERS = re.compile(r"[;()|]|\bvs\b|,\s|\band\b")  # "|": a table's next cell is not this one's
_SPARSE = re.compile(r"sparsity|sparse", re.IGNORECASE)
_DENSE = re.compile(r"\bdense\b", re.IGNORECASE)


def precision_in(words: str) -> str:
    """The first precision a table's row label names ('FP8 (TFLOPS)', 'Matrix FP64'), upper-cased."""
    found = _PRECISION.search(words)
    return found.group(1).upper() if found else ""


@lru_cache(maxsize=256)  # a text writes few unit spellings, each read for every figure (speed)
def unit_of(raw: str) -> tuple[str, str, float] | None:
    """(symbol, kind, factor to SI) from the one registry: 'TBps' is bytes, 'Tbps' bits."""
    found = read_unit(raw)
    return (found.symbol, found.kind, found.factor) if found else None


def flops_qualifiers(text: str, q_end: int, approx: str | None) -> tuple[str, list[str]]:
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
        quals.append(approx_qualifier(approx))
    return precision, quals
