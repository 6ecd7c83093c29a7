"""Name normalisation: slugs, match keys and the parenthesis rules of company names."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from cleanco import basename, prepare_default_terms  # type: ignore[import-untyped]

_TICKER_RE = re.compile(r"^\d{4,6}(?:\s?[A-Z]{2})?$")
_ACRONYM_RE = re.compile(r"^[A-Z0-9][A-Z0-9&.\-]{1,9}$")


def ascii_fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def slugify(text: str) -> str:
    """'AWS Trainium3 UltraServer' -> 'aws_trainium3_ultraserver' (the bundled data's style)."""
    return re.sub(r"[^a-z0-9]+", "_", ascii_fold(text).lower()).strip("_")


def fold_text(text: str) -> str:
    """NFKC, then accents dropped but other scripts kept: 'Ｔｓｍｃ' -> 'Tsmc', '台積電' stays."""
    if text.isascii():
        return text
    text = unicodedata.normalize("NFKC", text)
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFKC", kept)


# The last word of every cleanco legal term: a name ending otherwise has no suffix, and
# skipping cleanco for it keeps match_key fast (cleanco scans ~300 terms per call).
_SUFFIX_ENDS = frozenset(words[-1] for _, words in prepare_default_terms())


def strip_legal_suffix(name: str) -> str:
    """'Samsung Electronics Co., Ltd.' -> 'Samsung Electronics' (cleanco's suffix list, repeatedly)."""
    current = name.strip()
    while True:
        last = current.rsplit(None, 1)[-1].strip(" ,.").casefold() if current else ""
        if last not in _SUFFIX_ENDS:
            return current
        shorter = basename(current).strip(" ,.")
        if not shorter or shorter == current:
            return current
        current = shorter


@lru_cache(maxsize=65536)
def match_key(text: str) -> str:
    """The key two spellings of one name share: width, case, punctuation, legal suffix folded."""
    text = strip_legal_suffix(fold_text(text))
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


def is_acronym(text: str) -> bool:
    """'TUC', 'AES-KY', '6831 TT': a short upper-case token or a ticker."""
    text = text.strip()
    return bool(_TICKER_RE.match(text) or (_ACRONYM_RE.match(text) and any(c.isalpha() for c in text)))


def _initials(words: str) -> str:
    return "".join(w[0] for w in re.findall(r"[A-Za-z][A-Za-z]*", words)).upper()


@dataclass(frozen=True)
class CompanyName:
    """A company cell read apart: the name, its aliases, and its owner where written."""

    name: str
    aliases: tuple[str, ...] = ()
    parent: str | None = None
    note: str | None = None  # why a parenthesis was read the way it was
    product: str | None = None  # 'Nvidia (Grace)': the company's product named, kept as detail


def read_company(text: str) -> CompanyName:
    """Read 'Name (X)' the way a ring page means it.

    - X is an acronym or ticker ('Taiwan Union Technology (TUC)', 'Mai Ke (6831 TT)'): an alias.
    - the name is an acronym of X ('GUC (Global Unichip)'): X is the full name, the acronym an alias.
    - X is a proper name and the name is not an acronym ('Annapurna Labs (Amazon)'): the owner.
    - anything else ('AWS (Annapurna Labs)') is kept whole, since guessing would invent a relation.
    """
    text = " ".join(text.split())
    m = re.fullmatch(r"(.+?)\s*\(([^()]+)\)", text)
    if not m:
        return CompanyName(text)
    outer, inner = m.group(1).strip(), m.group(2).strip()
    if is_acronym(inner) and not is_acronym(outer):
        return CompanyName(
            outer, aliases=(inner,), note=f"read ({inner}) as an alias of {outer}: it is an acronym or ticker"
        )
    if is_acronym(outer) and _initials(inner) and outer.upper().startswith(_initials(inner)):
        return CompanyName(
            inner, aliases=(outer,), note=f"read {outer} as an alias of {inner}: it is {inner}'s initials"
        )
    if not is_acronym(outer) and inner[:1].isupper():
        return CompanyName(
            outer,
            parent=inner,
            note=f"read ({inner}) as the owner of {outer}: a proper name after a company name",
        )
    return CompanyName(text, note=f"kept {text!r} whole: the parenthesis is neither alias nor owner")


_CHIP_TAIL_RE = re.compile(r"\s*(?:\(|,|;|\bwith\b|\bon\b).*$", re.IGNORECASE)


def chip_name(text: str) -> str:
    """The chip a platform's accelerator field names, without the description around it:
    'Gaudi 3 (two dies, TSMC 5 nm, 128 GB HBM2E)' -> 'Gaudi 3'; 'Rubin GPU with HBM4 (...)'
    -> 'Rubin GPU'. A description never becomes part of a chip's name."""
    name = _CHIP_TAIL_RE.sub("", text.strip()).strip()
    return name or text.strip()
