"""Countries: one record per ISO 3166 country, found by any name an analyst or a source uses.

Sources name a country in many ways ("USA", "U.S.", "Korea, Republic of", "ROC",
"Mainland China"), and text dumps of tables glue the country cell to the next one
("TaiwanTSMC Fab 18"). Everything else in chipatlas stores the ISO alpha-2 code and
shows the short English name an analyst would write ("South Korea", not "Korea,
Republic of"). The ISO data is pycountry's, which ships offline; the table below only
adds the usual names and variants that ISO does not spell.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

import pycountry


@dataclass(frozen=True)
class Country:
    code: str  # ISO 3166-1 alpha-2
    name: str  # the common English name


# The name an analyst writes, where pycountry's name or common_name is not it.
_COMMON_NAMES = {
    "BN": "Brunei",
    "BQ": "Caribbean Netherlands",
    "CD": "DR Congo",
    "CG": "Republic of the Congo",
    "FK": "Falkland Islands",
    "FM": "Micronesia",
    "GB": "United Kingdom",
    "KP": "North Korea",
    "KR": "South Korea",
    "MF": "Saint Martin",
    "PS": "Palestine",
    "RU": "Russia",
    "SX": "Sint Maarten",
    "TR": "Turkey",
    "US": "United States",
    "VA": "Vatican City",
    "VG": "British Virgin Islands",
    "VI": "U.S. Virgin Islands",
}

# Further spellings -> alpha-2; the key is matched after _key() normalisation.
_VARIANTS = {
    # the US and South Korea as French, Spanish, Italian and German texts name them
    "US": (
        "USA",
        "U.S.A.",
        "United States of America",
        "The United States",
        "États-Unis",
        "Estados Unidos",
        "Stati Uniti",
        "Vereinigte Staaten",
    ),
    "GB": ("UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"),
    "KR": (
        "Korea",
        "Republic of Korea",
        "ROK",
        "Korea (South)",
        "S. Korea",
        "Corée du Sud",
        "Corea del Sur",
        "Südkorea",
    ),
    "KP": ("DPRK", "Korea (North)", "N. Korea"),
    "TW": (
        "ROC",
        "R.O.C.",
        "Republic of China",
        "Chinese Taipei",
        "Taiwan ROC",
        "Taiwan (ROC)",
        "Taiwan, Republic of China",
    ),
    "CN": (
        "PRC",
        "P.R.C.",
        "PR China",
        "P.R. China",
        "Mainland China",
        "China Mainland",
        "China (Mainland)",
        "China, People's Republic of",
        "Peoples Republic of China",
    ),
    "HK": ("Hong Kong SAR", "Hong Kong, China", "HKSAR", "Hong Kong SAR, China"),
    "MO": ("Macau", "Macau SAR", "Macao SAR"),
    "CZ": ("Czech Republic",),
    "NL": ("Holland", "The Netherlands"),
    "AE": ("UAE", "U.A.E.", "Emirates"),
    "RU": ("Russian Federation",),
    "VN": ("Viet Nam",),
    "TR": ("Turkiye",),
    "IR": ("Persia",),
    "MM": ("Burma",),
    "CI": ("Ivory Coast",),
    "CV": ("Cape Verde",),
    "SZ": ("Swaziland",),
    "MK": ("Macedonia",),
    "CD": ("Democratic Republic of the Congo", "Congo-Kinshasa", "DRC"),
    "CG": ("Congo-Brazzaville",),
    "VA": ("Vatican", "Holy See"),
    "LA": ("Lao PDR",),
    "DE": ("Federal Republic of Germany",),
}


def _key(text: str) -> str:
    """Case, accents, dots, curly quotes and runs of whitespace folded."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace(".", "")
    return " ".join(text.casefold().split())


@cache
def _countries() -> dict[str, Country]:
    out: dict[str, Country] = {}
    for rec in pycountry.countries:
        code = str(rec.alpha_2)
        name = _COMMON_NAMES.get(code) or getattr(rec, "common_name", None) or rec.name
        out[code] = Country(code, str(name))
    return out


def _spellings(code: str) -> list[str]:
    """Every full name of a country, the common one first; codes excluded."""
    rec = pycountry.countries.get(alpha_2=code)
    names = [_countries()[code].name]
    names += [getattr(rec, a) for a in ("name", "common_name", "official_name") if hasattr(rec, a)]
    names += _VARIANTS.get(code, ())
    return list(dict.fromkeys(str(n) for n in names))


@cache
def _index() -> dict[str, Country]:
    """Normalised spelling -> country. Names win over codes when both could match."""
    countries = _countries()
    index: dict[str, Country] = {}
    for code, country in countries.items():
        for name in _spellings(code):
            index.setdefault(_key(name), country)
    for rec in pycountry.countries:
        country = countries[str(rec.alpha_2)]
        index.setdefault(_key(str(rec.alpha_3)), country)
        index.setdefault(_key(str(rec.alpha_2)), country)
    return index


@lru_cache(maxsize=4096)  # pages ask it for every ring row's country, mostly the same few
def lookup(text: str) -> Country | None:
    """The country a whole string names, or None.

    Exact match after folding case, accents, dots and whitespace, on common names, ISO
    short and official names, alpha-2/alpha-3 codes and the usual variants: "U.S.",
    "united  states of america", "Republic of Korea", "ROC", "Mainland China", "UK".
    A leading "the" is ignored ("the Netherlands"). No fuzzy matching.
    """
    key = _key(text)
    found = _index().get(key)
    if found is None and key.startswith("the "):
        found = _index().get(key[4:])
    return found


_ABBREVIATION = re.compile(r"^[A-Z.\s]+$")  # "USA", "U.K.", "PRC": too short to split on


@cache
def _prefixes() -> list[tuple[str, Country]]:
    """Full names as written (not codes or abbreviations), longest first."""
    pairs = {
        name: country
        for code, country in _countries().items()
        for name in _spellings(code)
        if not _ABBREVIATION.match(name)
    }
    return sorted(pairs.items(), key=lambda item: (-len(item[0]), item[0]))


def split_prefix(text: str) -> tuple[Country, str] | None:
    """Split a country name glued to the next cell: "TaiwanTSMC Fab 18" -> (Taiwan, "TSMC Fab 18").

    The name must open the text exactly as written (case-sensitive, so "CHINATOWN" is
    not split) and the rest must follow with no space and start with an upper-case
    letter or a digit, so a word that merely begins like a country stays whole
    ("Chinatown Labs", "Omanic", "Indiana"). Codes and abbreviations ("US", "PRC") are
    never split on. The longest name wins ("South Korea" before "Korea").

    Returns None when there is nothing to split: text that is only a country
    ("Taiwan"; use lookup() for that), a country followed by a space ("Taiwan Fab"),
    or no country at all.
    """
    text = text.strip()
    for name, country in _prefixes():
        if text.startswith(name) and len(text) > len(name):
            rest = text[len(name) :]
            if rest[0].isupper() or rest[0].isdigit():
                return country, rest
    return None


def all_countries() -> list[Country]:
    """Every ISO 3166-1 country, sorted by common name."""
    return sorted(_countries().values(), key=lambda c: _key(c.name))


def nearest(text: str) -> str | None:
    """The country name closest to a misspelling ('Taiwn' -> 'Taiwan'), if one is close: a
    hint for the person fixing the file, never applied to the data."""
    from difflib import get_close_matches  # only on error and repair paths

    near = get_close_matches(text.strip(), [c.name for c in all_countries()], n=1, cutoff=0.8)
    return near[0] if near else None


def unknown(text: str) -> str:
    """Why ``text`` is no country, with the nearest name when one is close."""
    near = nearest(text)
    return "not a country the country table knows" + (f" (did you mean {near!r}?)" if near else "")
