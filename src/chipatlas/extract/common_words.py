"""English common words (Webster's second edition, bundled by ``english-words``): a
capitalised word that is one ("Land", "Delta") may open a sentence or name a place, so
alone it is no evidence of a company's name."""

from __future__ import annotations

from functools import cache

__all__ = ["common_word", "common_words", "function_word"]


@cache
def common_words() -> frozenset[str]:
    """Webster's words as written (lower case: common words; capitalised: proper names)."""
    from english_words import get_english_words_set  # loaded once, on first use (a large set)

    return frozenset(get_english_words_set(["web2"], lower=False, alpha=True))


def common_word(word: str) -> bool:
    """Whether ``word``, lower-cased, is an English common word."""
    return word.lower() in common_words()


# The languages of the gold set written in Latin letters.
_LATIN = ("en", "de", "fr", "es", "it", "pt", "nl")


@cache
def _function_words() -> frozenset[str]:
    import stopwordsiso  # loaded once, on first use

    return frozenset(w for lang in _LATIN for w in stopwordsiso.stopwords(lang))


def function_word(word: str) -> bool:
    """Whether ``word``, lower-cased, is a function word of a Latin-script language ("Los",
    "Each", "Der"): it opens a sentence, it names no one."""
    return word.lower() in _function_words()
