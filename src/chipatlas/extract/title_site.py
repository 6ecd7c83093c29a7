"""Top-of-page lines that belong to the site, not the story, read against the page's address.

A page fetched as text keeps its masthead and section labels: the site's name ("Osprey Daily
App" on ospreydaily.example, "Kestrel Semiconductor Industry Association" on ksia.example),
a byline naming only the site ("by ospreydaily"), the section the address files the
story under ("TechTech Trends" under /tech/tech-trends/),
a weather widget's place under its reading ("60.2 F", "Los Angeles"), and a ticker of other
stories' headlines above the story's own. None of them names the story's event; taken as the
title they decide its type. The address says which words are the site's.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

_LATIN_WORD = re.compile(r"[a-z]+")
_NON_LATIN_RUN = re.compile(r"[^\x00-\x7f]+")
_MAX_SITE_WORDS = 6  # a masthead is short; a headline naming the site is longer
_MIN_HOST_MATCH = 3  # a word this long, at least, must stand in the host's name
# Words a masthead adds to the site's name.
_MASTHEAD_WORDS = frozenset(
    {"the", "app", "media", "news", "online", "daily", "download", "official", "site", "web", "and", "by"}
)
# A story's id or date in the address: not a section.
_NOT_SECTION = re.compile(r"^\d+$|\.\w{2,5}$|^(?:article|articles|story|news|post|p)$")
_WEATHER = re.compile(r"^-?\d{1,3}(?:\.\d)?\s*°?\s*[FC]$")
_MAX_PLACE_WORDS = 3


def _host_labels(url: str | None) -> list[str]:
    """'https://research.ospreydaily.co.uk/a' -> ['research', 'ospreydaily']: the names the site
    registered, without 'www' and the country or kind of domain."""
    if not url or not url.startswith(("http://", "https://")):
        return []
    labels = (urlsplit(url).hostname or "").split(".")[:-1]
    if len(labels) > 1 and len(labels[-1]) <= 3:  # "co" of ".co.kr", "com" of ".com.tw"
        labels = labels[:-1]
    return [label for label in labels if label != "www" and len(label) >= _MIN_HOST_MATCH]


def _sections(url: str | None) -> list[str]:
    """The address's folders before the story's own slug, letters only ('tech-trends' -> 'techtrends')."""
    if not url or not url.startswith(("http://", "https://")):
        return []
    folders = [f for f in urlsplit(url).path.split("/") if f][:-1]
    return [re.sub(r"[^a-z]", "", f.lower()) for f in folders if not _NOT_SECTION.search(f.lower())]


def names_site(line: str, url: str | None) -> bool:
    """True when a short line is the site's masthead or a section label of the page's address."""
    text = line.strip()
    if not text or text.endswith((".", "!", "?", "。")) or re.search(r"\d", text):
        return False
    words = _LATIN_WORD.findall(text.lower())
    if not words or len(words) > _MAX_SITE_WORDS:
        return False
    hosts, sections = _host_labels(url), _sections(url)
    joined = "".join(words)
    if sections and len(joined) >= 4 and joined in "".join(sections):
        return True  # "TechTech Trends" under /tech/tech-trends/
    if not hosts:
        return False
    initials = _initials(text)
    if len(initials) >= _MIN_HOST_MATCH and any(h.startswith(initials) for h in hosts):
        return True  # "Kestrel Semiconductor Industry Association" on ksia.example
    # one run of another script beside the Latin name is the name's reading ("Tonari media トナリメディア")
    if len(_NON_LATIN_RUN.findall(text)) > 1:
        return False
    named = [w for w in words if len(w) >= _MIN_HOST_MATCH and any(w in h for h in hosts)]
    rest = [w for w in words if w not in named and w not in _MASTHEAD_WORDS and w not in sections]
    return bool(named) and not rest


_JOINERS = frozenset({"&", "and", "of", "for", "the", "und", "et", "de"})


def _initials(text: str) -> str:
    """'Kestrel Semiconductor Industry Association' -> 'ksia'; '' unless every word is capitalised."""
    words = [w for w in text.split() if w.lower() not in _JOINERS]
    if not all(w[:1].isupper() and w.isalpha() for w in words):
        return ""
    return "".join(w[0].lower() for w in words)


def weather_place(lines: list[str], n: int) -> bool:
    """True when line ``n`` is the place a weather widget names under its reading ("Los Angeles")."""
    if n == 0 or not _WEATHER.match(lines[n - 1].strip()):
        return False
    text = lines[n].strip()
    return 0 < len(text.split()) <= _MAX_PLACE_WORDS and not re.search(r"[\d.!?。,:]", text)


_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_STOPS = (".", "!", "?", "。", "！", "？")
_MAX_TICKER = 6  # header lines read over at most for the story's own headline
_MIN_TICKER = 2  # one unrelated line is a pun; two or more above the story are a list
_MAX_HEADLINE_CHARS = 120
_COMMON = frozenset({"with", "from", "that", "this", "will", "have", "after", "over", "about", "into"})


def _paragraph(text: str) -> bool:
    """Prose: 25+ words, or 12+ ending a sentence; in CJK 60+ characters, or 24+ ending one."""
    n, chars, ends = len(text.split()), len(_CJK_CHAR.findall(text)), text.rstrip().endswith(_STOPS)
    return n >= 25 or (n >= 12 and ends) or chars >= 60 or (chars >= 24 and ends)


def _terms(text: str) -> set[str]:
    """Latin words of 4+ letters and pairs of CJK characters: what a headline shares with its lead."""
    low = text.lower()
    words = {w for w in re.findall(r"[a-z]{4,}", low) if w not in _COMMON}
    pairs = {
        low[i : i + 2] for i in range(len(low) - 1) if _CJK_CHAR.match(low[i]) and _CJK_CHAR.match(low[i + 1])
    }
    return words | pairs


def ticker_lines(lines: list[str]) -> int:
    """How many headline lines at the top are other stories' (a ticker, "most read"): two or more
    sharing no word with the lead paragraph, above a headline line that shares some."""
    lead = next((i for i, line in enumerate(lines[: _MAX_TICKER + 3]) if _paragraph(line)), None)
    if lead is None or lead < _MIN_TICKER + 1:
        return 0
    told = _terms(lines[lead])
    for i, line in enumerate(lines[: min(lead, _MAX_TICKER + 1)]):
        if len(line) > _MAX_HEADLINE_CHARS or line.rstrip().endswith(_STOPS):
            return 0
        if _terms(line) & told:
            return i if i >= _MIN_TICKER else 0
    return 0


# A definition opening an overview ("The Kestrel K9 is a ...", "Der Kestrel K9 ist ein ..."):
# the defined name, when the page's address is named after it, is the page's title.
_ARTICLE = re.compile(r"^(?:the|der|die|das|le|la|les|el|los|il|lo)\s+", re.IGNORECASE)
_IS = re.compile(r"\s+(?:is|are|was|ist|sind|war|est|sont|es|son|è|sono)\s", re.IGNORECASE)
_MAX_NAME_WORDS = 6


def defined_name(sentence: str, url: str | None) -> tuple[int, int] | None:
    """Where the name an overview's first sentence defines stands, when the address's last
    segment spells it ("/wiki/kestrel_k9" and "The Kestrel K9 is a ..."); else None."""
    if not url or not url.startswith(("http://", "https://")):
        return None
    segments = [f for f in urlsplit(url).path.split("/") if f]
    if not segments:
        return None
    slug = [w for w in re.split(r"[-_+.]", segments[-1].lower()) if w and w not in ("html", "htm", "php")]
    start = m.end() if (m := _ARTICLE.match(sentence)) else 0
    verb = _IS.search(sentence, start)
    if verb is None or not 0 < len(slug) <= _MAX_NAME_WORDS:
        return None
    name = sentence[start : verb.start()]
    words = [w for w in re.split(r"[\s\-_]+", name.lower()) if w]
    return (start, verb.start()) if words == slug else None


__all__ = ["defined_name", "names_site", "ticker_lines", "weather_place"]
