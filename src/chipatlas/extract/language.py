"""Which language a document is written in: Unicode script first, then lingua and stop words.

No download: scripts decide Chinese, Japanese, Korean, Cyrillic, Arabic, Hebrew, Greek
and Thai. Among Latin-script languages the kept library ``lingua`` decides (its n-gram
models ship inside the wheel; low-accuracy mode: about 25 MB and well under a
millisecond per text) when it is confident; otherwise common function words do.
Returns an ISO 639-1 code, or "und" when the text gives too little to tell.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import Any

_STOP = {
    "en": [
        "the",
        "and",
        "of",
        "to",
        "in",
        "is",
        "that",
        "for",
        "with",
        "on",
        "are",
        "as",
        "by",
        "this",
        "from",
        "be",
        "it",
        "at",
        "was",
        "have",
    ],
    "de": [
        "der",
        "die",
        "und",
        "das",
        "ist",
        "nicht",
        "mit",
        "von",
        "den",
        "des",
        "auf",
        "für",
        "ein",
        "eine",
        "sich",
        "dem",
        "im",
        "zu",
    ],
    "fr": [
        "le",
        "la",
        "les",
        "et",
        "des",
        "est",
        "une",
        "pour",
        "dans",
        "que",
        "qui",
        "sur",
        "par",
        "pas",
        "du",
        "au",
        "avec",
        "ce",
    ],
    "es": [
        "el",
        "la",
        "los",
        "las",
        "y",
        "de",
        "que",
        "en",
        "es",
        "por",
        "para",
        "con",
        "una",
        "del",
        "se",
        "su",
        "al",
        "como",
    ],
    "it": [
        "il",
        "la",
        "di",
        "che",
        "e",
        "per",
        "una",
        "sono",
        "con",
        "del",
        "della",
        "le",
        "non",
        "gli",
        "nel",
        "al",
    ],
    "pt": [
        "o",
        "a",
        "os",
        "as",
        "de",
        "que",
        "e",
        "do",
        "da",
        "em",
        "para",
        "com",
        "uma",
        "não",
        "por",
        "se",
        "dos",
        "das",
    ],
    "nl": [
        "de",
        "het",
        "een",
        "en",
        "van",
        "is",
        "dat",
        "op",
        "te",
        "voor",
        "met",
        "zijn",
        "niet",
        "ook",
        "als",
        "bij",
    ],
}
_SCRIPTS = (
    ("ko", re.compile(r"[\uac00-\ud7af]")),
    ("ja", re.compile(r"[\u3040-\u30ff]")),
    ("zh", re.compile(r"[\u4e00-\u9fff]")),
    ("ru", re.compile(r"[\u0400-\u04ff]")),
    ("ar", re.compile(r"[\u0600-\u06ff]")),
    ("he", re.compile(r"[\u0590-\u05ff]")),
    ("el", re.compile(r"[\u0370-\u03ff]")),
    ("th", re.compile(r"[\u0e00-\u0e7f]")),
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_NOT_LETTERS = re.compile(r"[\W\d_]+", re.UNICODE)


_STOP_WEIGHT = {lang: Counter(stops) for lang, stops in _STOP.items()}


_LINGUA_SURE = 0.6  # lingua's confidence above which its answer stands alone
_LINGUA_MIN_LETTERS = 120
_LINGUA_SAMPLE = 600  # characters lingua reads: a paragraph decides, the rest only costs time
_LINGUA_SURE_SHORT = 0.95
_LINGUA_CODES = ("en", "de", "fr", "es", "it", "pt", "nl")


@lru_cache(maxsize=1)
def _lingua() -> Any:
    """The detector, built once per process on first use (imports lingua only then)."""
    from lingua import IsoCode639_1, Language, LanguageDetectorBuilder

    langs = [Language.from_iso_code_639_1(getattr(IsoCode639_1, c.upper())) for c in _LINGUA_CODES]
    return LanguageDetectorBuilder.from_languages(*langs).with_low_accuracy_mode().build()


def lingua_guess(sample: str) -> tuple[str, float] | None:
    """(ISO 639-1 code, confidence) of lingua's best Latin-script language, or None."""
    values = _lingua().compute_language_confidence_values(sample)
    if not values:
        return None
    top = values[0]
    return str(top.language.iso_code_639_1.name.lower()), float(top.value)


def detect_language(text: str) -> str:
    sample = text[:4000]
    letters = len(_NOT_LETTERS.sub("", sample))
    if letters < 20:
        return "und"
    for code, pattern in _SCRIPTS:
        if len(pattern.findall(sample)) > letters * 0.2:
            return "ja" if code == "zh" and _SCRIPTS[1][1].search(sample) else code
    # lingua's low-accuracy mode is reliable on a paragraph; on a headline only when near certain.
    guess = lingua_guess(sample[:_LINGUA_SAMPLE])
    sure = _LINGUA_SURE if letters >= _LINGUA_MIN_LETTERS else _LINGUA_SURE_SHORT
    if guess and guess[1] >= sure:
        return guess[0]
    words = Counter(w.lower() for w in _WORD.findall(sample))
    # Loop over the text's few words, not every stop word: the same sums, much less work per entry.
    scores = {
        lang: sum(n * weight.get(w, 0) for w, n in words.items()) for lang, weight in _STOP_WEIGHT.items()
    }
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] >= 3 else "und"
