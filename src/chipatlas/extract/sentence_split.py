"""Sentences with offsets, and word counts, in any script the feeds carry.

Sentence splitting is a small deterministic rule set (abbreviations, decimals and
initials do not end a sentence), fast enough for the feed volume and with exact spans.
"""

from __future__ import annotations

import re

# A stop before a capital, a digit or a letter of a script without capitals (Hangul, Han,
# kana); or a full-width stop, which Chinese and Japanese write with no space after it.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3"
# Wiki footnote markers after the stop ("... chips.[1][2] The") stay with their sentence.
_END = re.compile(
    rf"[.!?…](?:[\"'”’)\]]*)(?:\[\d{{1,3}}\])*(?=\s+[\"'“‘(\[「]?[A-Z0-9{_CJK}])"
    r"|[。！？](?:[」』”’）)]*)"
)
_CJK_CHAR = re.compile(f"[{_CJK}]")


def word_count(text: str) -> int:
    """Words in ``text``; in scripts written without spaces, about one word per two characters."""
    cjk = len(_CJK_CHAR.findall(text))
    spaced = len(_CJK_CHAR.sub(" ", text).split())
    return spaced + cjk // 2


_ABBREV = re.compile(
    r"(?:\b(?:[A-Z]|U\.S|e\.g|i\.e|vs|approx|Inc|Corp|Ltd|Co|No|Dr|Mr|Ms|St|Jr|etc|N|Mrd|Mio)\.)$"
)
# "Mrd."/"Mio.": German scale words before a currency ("4,5 Mrd. Euro"), never a sentence's end.
# A month's abbreviation in en/de/fr/es/it ("Nov.", "Okt.", "déc.", "dic.", "ott."): a stop after it
# ends no sentence when a day or a year follows.
_MONTH_DAY = re.compile(
    r"\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Okt|Dez|janv|févr|avr|juil|sept|oct|nov|déc"
    r"|ene|feb|abr|ago|dic|gen|mag|giu|lug|set|ott)\.$",
    re.IGNORECASE,
)
_DAY_NEXT = re.compile(r"\s+\d{1,4}\b")
_DAY_DOT = re.compile(r"(?<!\d)\d{1,2}\.$")
_GERMAN_MONTH = re.compile(
    r"\s+(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"
    r"|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\b"
)
_ABBREV_WINDOW = 12  # longer than the longest abbreviation above plus its word boundary


# The spans split in the last text asked about: the claims, the article summary and the
# relation reader each split the same blocks of one document (speed). Only one text is
# held, swapped whole, so a thread reading another document never sees these spans.
_last: tuple[str, dict[tuple[int, int], tuple[tuple[int, int], ...]]] = ("", {})


def sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Sentence spans inside ``text[start:end]``, trimmed of surrounding space."""
    global _last
    held, spans = _last
    if held is not text:
        held, spans = text, {}
        _last = (held, spans)
    found = spans.get((start, end))
    if found is None:
        found = spans[start, end] = tuple(_split(text, start, end))
    return list(found)


def _split(text: str, start: int, end: int) -> list[tuple[int, int]]:
    out, pos = [], start
    chunk = text[start:end]
    for m in _END.finditer(chunk):
        # Only the few characters before the stop can be an abbreviation: a bounded
        # window keeps splitting linear in the length of a one-line document.
        if _ABBREV.search(chunk, max(0, m.start() - _ABBREV_WINDOW), m.start() + 1):
            continue
        if _MONTH_DAY.search(chunk, max(0, m.start() - _ABBREV_WINDOW), m.start() + 1) and _DAY_NEXT.match(
            chunk, m.end()
        ):
            continue  # "(Nov. 30)", "le 3 déc. 2025": a month's abbreviation before its day or year
        if _DAY_DOT.search(chunk, max(0, m.start() - 3), m.start() + 1) and _GERMAN_MONTH.match(
            chunk, m.end()
        ):
            continue  # "am 3. März 2025": a German day's ordinal before its month
        out.append((pos, start + m.end()))
        pos = start + m.end()
    out.append((pos, end))
    spans = []
    for a, b in out:
        seg = text[a:b]
        lead = len(seg) - len(seg.lstrip())
        a, b = a + lead, a + len(seg.rstrip())
        if (mark := _HEADING.match(text, a, b)) and not text[text.rfind("\n", 0, a) + 1 : a].strip():
            a = mark.end()  # a Markdown headline: its words are the sentence, not the "# "
        if b > a:
            spans.append((a, b))
    return spans


# A Markdown heading's marker at the start of a line ("# ", "### "), not a hashtag ("#AI").
_HEADING = re.compile(r"#{1,6}[ \t]+")
