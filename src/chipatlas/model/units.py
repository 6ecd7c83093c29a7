"""The one unit registry: every unit chipatlas reads or writes, its kind, and its factor.

Text grammars (``extract.quantities``) and spec keys (``analyze.spec_units``) both resolve
units here, so a unit means one thing everywhere. Factors to each kind's base unit come
from pint (a small registry of our own definitions, built on first use so commands that
never convert a unit do not pay pint's import).

Bits and bytes: case decides where the writer kept it. ``TB``, ``TB/s`` and ``TBps``
are bytes; ``Tb``, ``Tb/s`` and ``Tbps`` are bits (``kB``/``kb`` likewise). A spelling
with no case left (``tb/s``, ``gb``, ``TBPS``) reads as bytes, except the ``bps``
ending, which by convention is bits per second (``tbps``, ``gbps``). Snake-case spec
keys have no case at all, so their tokens are a separate, explicit table
(``KEY_TOKENS``): the bundled platform files write ``hbm_tbps_per_chip`` for terabytes
per second (NVLink's 1.8, HBM's 8), and that token is declared as ``TB/s`` there, next
to the prose meaning, not in a second table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

# kind -> the pint expression of its base unit (SI values are in these)
BASES: dict[str, str] = {
    "flops": "flop / second",
    "ops": "op / second",
    "bytes": "byte",
    "bits": "bit",
    "bytes_per_s": "byte / second",
    "bits_per_s": "bit / second",
    "power": "watt",
    "node": "meter",
    "mass": "kilogram",
    "area": "meter ** 2",
    "money": "USD",
    # Other currencies are kinds of their own: no fixed factor converts them to dollars.
    "money_krw": "KRW",
    "money_cny": "CNY",
    "money_eur": "EUR",
    "money_jpy": "JPY",
    "money_twd": "TWD",
    "percent": "dimensionless",
    "count": "dimensionless",
    "ratio": "dimensionless",
}

_DEFINITIONS = (
    "second = [time] = s",
    "meter = [length] = m",
    "gram = [mass] = g",
    "tonne = 1e6 * gram",
    "bit = [information]",
    "byte = 8 * bit = B",
    "flop = [computation]",
    "op = [operation]",  # an integer operation: "INT8 TOPS" is no floating-point rate
    "watt = [power] = W",
    "USD = [currency]",
    "KRW = [currency_krw]",
    "CNY = [currency_cny]",
    "EUR = [currency_eur]",
    "JPY = [currency_jpy]",
    "TWD = [currency_twd]",
    "percent = 0.01",
    "kilo- = 1e3 = k-",
    "mega- = 1e6 = M-",
    "giga- = 1e9 = G-",
    "tera- = 1e12 = T-",
    "peta- = 1e15 = P-",
    "exa- = 1e18 = E-",
    "milli- = 1e-3 = m-",
    "nano- = 1e-9 = n-",
    "kibi- = 2**10 = Ki-",
    "mebi- = 2**20 = Mi-",
    "gibi- = 2**30 = Gi-",
    "tebi- = 2**40 = Ti-",
)


@dataclass(frozen=True)
class Unit:
    symbol: str  # as the domain writes it: PFLOPS, TB/s, Tb/s, GiB, kW, USD, nm, %, count
    kind: str  # a key of BASES
    expr: str  # pint expression

    @property
    def factor(self) -> float:
        """Multiply a value in this unit by this to get the kind's base unit."""
        return _factor(self.expr, BASES[self.kind])

    @property
    def is_bits(self) -> bool:
        return self.kind in ("bits", "bits_per_s")


UNITS: dict[str, Unit] = {}


def _add(symbol: str, kind: str, expr: str) -> None:
    UNITS[symbol] = Unit(symbol, kind, expr)


_PREFIX = {"k": "kilo", "M": "mega", "G": "giga", "T": "tera", "P": "peta", "E": "exa"}
for _p, _word in _PREFIX.items():
    _add(f"{_p}FLOPS", "flops", f"{_word}flop / second")
    _add(f"{_p}B", "bytes", f"{_word}byte")
    _add(f"{_p}b", "bits", f"{_word}bit")
    _add(f"{_p}B/s", "bytes_per_s", f"{_word}byte / second")
    _add(f"{_p}b/s", "bits_per_s", f"{_word}bit / second")
for _p, _word in (("Ki", "kibi"), ("Mi", "mebi"), ("Gi", "gibi"), ("Ti", "tebi")):
    _add(f"{_p}B", "bytes", f"{_word}byte")
    _add(f"{_p}B/s", "bytes_per_s", f"{_word}byte / second")  # "820 GiB/s" (vendor docs)
for _p, _word in (("", ""), ("k", "kilo"), ("M", "mega"), ("G", "giga")):
    _add(f"{_p}W", "power", f"{_word}watt")
_add("FLOPS", "flops", "flop / second")
for _p, _word in (("G", "giga"), ("T", "tera"), ("P", "peta")):
    _add(f"{_p}OPS", "ops", f"{_word}op / second")  # NPUs and inference chips: "380 INT8 TOPS"
_add("B", "bytes", "byte")
_add("B/s", "bytes_per_s", "byte / second")
_add("b/s", "bits_per_s", "bit / second")
_add("nm", "node", "nanometer")
_add("kg", "mass", "kilogram")
_add("mm2", "area", "millimeter ** 2")  # a die's area: "110 mm² per XCD"
_add("t", "mass", "tonne")
_add("%", "percent", "percent")
_add("USD", "money", "USD")
_add("USD/hour", "money", "USD")
_add("KRW", "money_krw", "KRW")
_add("CNY", "money_cny", "CNY")
_add("EUR", "money_eur", "EUR")
_add("JPY", "money_jpy", "JPY")
_add("TWD", "money_twd", "TWD")
_add("count", "count", "dimensionless")
_add("x", "ratio", "dimensionless")  # a multiplier: "4.4x", "2.7 times"

# Spellings whose case carries meaning (B = byte, b = bit); looked up as written.
_EXACT: dict[str, str] = {u: u for u in UNITS}
for _p in _PREFIX:
    _EXACT[f"{_p}Bps"] = f"{_p}B/s"
    _EXACT[f"{_p}bps"] = f"{_p}b/s"
    _EXACT[f"{_p}bit/s"] = f"{_p}b/s"

# German and French spellings where case still tells bytes from bits: "GByte", "TByte/s",
# "Gbit"; French octets "Go", "To/s" (a lower-case "to"/"go" is an English word, not a unit).
for _p in _PREFIX:
    _EXACT[f"{_p}Byte"] = _EXACT[f"{_p}Bytes"] = f"{_p}B"
    _EXACT[f"{_p}Byte/s"] = f"{_p}B/s"
    _EXACT[f"{_p}bit"] = _EXACT[f"{_p}bits"] = f"{_p}b"
    _EXACT[f"{_p.upper()}o"] = f"{_p}B"
    _EXACT[f"{_p.upper()}o/s"] = f"{_p}B/s"
_EXACT.update({"Gio": "GiB", "Tio": "TiB"})
# "/sec" and "/second" for "/s", as technical documentation writes rates: "4.9 TB/sec", "820 GiB/sec".
for _u in [u for u in UNITS if u.endswith("B/s") or u.endswith("b/s")]:
    _EXACT[f"{_u}ec"] = _EXACT[f"{_u}econd"] = _u

# Spellings with no case left, looked up folded: bytes, but "bps" is bits per second.
_FOLDED: dict[str, str] = {}
for _p, _word in _PREFIX.items():
    _FOLDED[f"{_p.lower()}b"] = f"{_p}B"
    _FOLDED[f"{_p.lower()}b/s"] = f"{_p}B/s"
    _FOLDED[f"{_p.lower()}bps"] = f"{_p}b/s"
    _FOLDED[f"{_p.lower()}bit/s"] = f"{_p}b/s"
    for _w in (
        f"{_p.lower()}flops",
        f"{_word}flops",
        f"{_word} flops",
        f"{_word}flop/s",
        f"{_p.lower()}flop/s",
    ):
        _FOLDED[_w] = f"{_p}FLOPS"
for _p, _word in _PREFIX.items():
    _FOLDED[f"{_p.lower()}byte"] = _FOLDED[f"{_p.lower()}bytes"] = f"{_p}B"
    _FOLDED[f"{_p.lower()}byte/s"] = f"{_p}B/s"
    _FOLDED[f"{_p.lower()}bit"] = _FOLDED[f"{_p.lower()}bits"] = f"{_p}b"
    # Written out: "96 gigaoctets" (French), "96 gigabytes"; octets are bytes.
    for _w in (_word, _word.replace("e", "é", 1)):  # "téraoctets", "mégaoctets", "pétaoctets"
        for _end in ("octet", "octets", "byte", "bytes"):
            _FOLDED[f"{_w}{_end}"] = f"{_p}B"
        for _end in ("flops", " flops", "flop/s"):  # "pétaflops", "téraFLOPS"
            _FOLDED[f"{_w}{_end}"] = f"{_p}FLOPS"
for _p in ("Ki", "Mi", "Gi", "Ti"):
    _FOLDED[f"{_p.lower()}b"] = f"{_p}B"
for _p, _word in (("", ""), ("k", "kilo"), ("M", "mega"), ("G", "giga")):
    _FOLDED[f"{_p.lower()}w"] = f"{_p}W"
    _FOLDED[f"{_word}watts"] = f"{_p}W"
    _FOLDED[f"{_word}watt"] = f"{_p}W"
_FOLDED.update({"nm": "nm", "%": "%", "usd": "USD", "count": "count", "kg": "kg"})
_FOLDED.update({"percent": "%", "per cent": "%", "percentage points": "%"})
_FOLDED.update({f"nanomet{e}": "nm" for e in ("er", "re", "ers", "res")})
_FOLDED.update({"mm²": "mm2", "mm2": "mm2"})
_FOLDED.update({"x": "x", "×": "x", "times": "x", "倍": "x", "배": "x"})  # "4倍", "4배": four times
# Other languages' words for the same units (extract/unit_words.py finds them in text).
_FOLDED.update({w: "%" for w in ("％", "prozent", "por ciento", "porciento", "per cento", "percento")})
_FOLDED.update({w: "%" for w in ("pour cent", "pourcent", "퍼센트", "パーセント", "프로")})
_FOLDED.update({w: "nm" for w in ("나노", "ナノ", "纳米", "納米", "奈米")})
_FOLDED.update({w: "t" for w in ("ton", "tons", "tonne", "tonnes", "tonnen", "tonnellate", "toneladas")})
_FOLDED.update({"gバイト": "GB", "ギガバイト": "GB", "tバイト": "TB", "テラバイト": "TB"})
_FOLDED.update({"기가바이트": "GB", "테라바이트": "TB"})
_FOLDED.update({"테라플롭스": "TFLOPS", "페타플롭스": "PFLOPS", "엑사플롭스": "EFLOPS"})
_FOLDED.update({"テラフロップス": "TFLOPS", "ペタフロップス": "PFLOPS", "エクサフロップス": "EFLOPS"})

# Snake-case spec-key tokens (``fp8_pflops_per_chip``, ``hbm_tbps_per_chip``): no case,
# so each token names its unit here. The bundled platform files write "tbps"/"gbps" for
# terabytes/gigabytes per second (their values are HBM and NVLink bandwidths in TB/s).
KEY_TOKENS: dict[str, str] = {
    "gflops": "GFLOPS",
    "tflops": "TFLOPS",
    "pflops": "PFLOPS",
    "eflops": "EFLOPS",
    "mb": "MB",
    "gb": "GB",
    "tb": "TB",
    "gbps": "GB/s",
    "tbps": "TB/s",
    "gb_s": "GB/s",
    "tb_s": "TB/s",
    "pb_s": "PB/s",
    "w": "W",
    "kw": "kW",
    "kg": "kg",
}


def read_unit(raw: str) -> Unit | None:
    """The unit a written unit string names ('TBps' -> TB/s, 'Tbps' -> Tb/s), or None."""
    key = " ".join(raw.split())
    symbol = _EXACT.get(key) or _FOLDED.get(key.lower())
    return UNITS[symbol] if symbol else None


def key_unit(token: str) -> Unit | None:
    """The unit a snake-case spec-key token names ('tbps' -> TB/s), or None."""
    symbol = KEY_TOKENS.get(token)
    return UNITS[symbol] if symbol else None


def to_base(value: float, unit: str) -> tuple[str, float] | None:
    """(kind, value in the kind's base unit) for a value in a unit symbol or spelling."""
    found = UNITS.get(unit) or read_unit(unit)
    return (found.kind, value * found.factor) if found else None


def convert(value: float, source: str, target: str) -> float:
    """A value from one unit to another through pint: symbols, spellings or a kind's base
    ('byte / second'); bits and bytes convert (x8); other kinds must agree."""
    quantity = _registry().Quantity(value, _expr(source))
    return float(quantity.to(_expr(target)).magnitude)


def _expr(unit: str) -> str:
    found = UNITS.get(unit) or read_unit(unit)
    if found:
        return found.expr
    if unit in BASES.values():
        return unit
    raise KeyError(f"unknown unit: {unit!r}")


@cache
def _factor(expr: str, base: str) -> float:
    return float(_registry().Quantity(1, expr).to(base).magnitude)


@cache
def _registry() -> Any:
    import pint  # here, not at import time: pint's import costs half a second

    registry: Any = pint.UnitRegistry(None, cache_folder=None)
    for line in _DEFINITIONS:
        registry.define(line)
    return registry
