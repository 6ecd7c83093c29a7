"""``extract.literals.needed``: every match of a pattern holds one of the words it returns,
so skipping a search when a text holds none of them never loses a match.

Synthetic sentences written for this test, plus the project's own docs as running text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from chipatlas.extract import sentiment, supply_verb
from chipatlas.extract.literals import may_match, needed


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"\bab(?:c|de)+f?g", ("ab",)),  # the longest mandatory literal run wins
        (r"(?:supplies|ships)\s+to", ("hips", "upplies")),  # a branch: the union (after "s", factored out)
        (r"x?y*", None),  # nothing mandatory
        (r"(?:foo|)bar", ("bar",)),  # an alternative that may be empty says nothing
        (r"(?<=abc)de", ("de",)),  # a look-around is not part of the match
        (r"[ab]c", ("c",)),
        (r"(?:(?:longer)+|x)", ("longer", "x")),
        (r"(?:(?:longer)*|x)", None),
        (r"(?i:xyz)w", ("w",)),  # a case-blind part is left out
        # branch speed: a class of a few plain characters is one of them; more, or a range, says nothing
        (r"[xy]", ("x", "y")),
        (r"(?:[xy]|zz)q?", ("x", "y", "zz")),
        (r"[abcdefghij]", None),
        (r"[a-c]", None),
        (r"[^xy]", None),
        # a word holding another is left out: the shorter one answers for both
        (r"(?:grant|subgrant|grants)\b", ("grant",)),
        (r"(?:rack|racks|tray)\b", ("rack", "tray")),
    ],
)
def test_needed_words(pattern: str, words: tuple[str, ...] | None) -> None:
    assert needed(re.compile(pattern)) == words


def test_a_case_blind_pattern_is_refused() -> None:
    with pytest.raises(ValueError, match="case-blind"):
        needed(re.compile("abc", re.IGNORECASE))


SYNTHETIC = [
    "synthetic co will supply hbm for the synthetic x1.",
    "synthetic co is qualifying as a second source; it won an order for x2.",
    "synthetic corp liefert keine chips mehr an synthetic ag.",
    "the racks are assembled by synthetic ems in mexico.",
    "die chips werden von synthetic fab gefertigt.",
    "synthetic co no longer supplies x3; synthetic b replaces it.",
    "synthetic co buys wafers from synthetic fab and moved packaging to synthetic osat.",
    "synthetic co loses market share to synthetic b.",
    "synthetic co obtained final qualification for x4 and is delivering samples to synthetic cloud.",
    "synthetic 공급 중단; 不再供应 synthetic.",
    "synthetic co launched record growth but delayed shipments amid export controls and a shortage.",
    "synthetische lieferengpässe, verzögerungen und rekordwachstum; 短缺 与 增长.",
]


def _texts() -> list[str]:
    docs = Path(__file__).resolve().parent.parent / "docs"
    lines = [line.lower() for p in sorted(docs.glob("*.md")) for line in p.read_text().splitlines()]
    return SYNTHETIC + lines


def test_no_match_in_a_text_without_the_words() -> None:
    patterns = [
        *supply_verb._LOWER,
        supply_verb._SHARE_LOSS,
        *(p for p, _, _ in sentiment._POS + sentiment._NEG),
    ]
    matched = 0
    for pattern in patterns:
        words = needed(pattern)
        for text in _texts():
            if pattern.search(text):
                matched += 1
                assert may_match(words, text), (pattern.pattern[:60], text[:80])
    assert matched >= len(SYNTHETIC)


# Synthetic sentences with a hedge or a result in Chinese, Japanese or Korean (branch speed).
CJK = [
    "据报道，Synthetic Co 将扩产。",
    "传Synthetic Co 通过认证",
    "Synthetic社の営業利益は3億ドルと報じられた。",
    "Synthetic의 매출은 5조원으로 추정된다.",
    "Synthetic Co 营收增长，净利润 2 亿元。",
]


def test_classes_and_results_lose_no_match() -> None:
    """The patterns this branch (speed) gave a word test through a class or a result list."""
    from chipatlas.extract import company_metrics, hedges_cjk
    from chipatlas.extract.folding import folded

    patterns = [hedges_cjk.HEDGE_CJK, *(p for p, _ in company_metrics._RESULT_RE)]
    words = [hedges_cjk.HEDGE_CJK_WORDS] + [company_metrics._RESULT_WORDS] * len(company_metrics._RESULT_RE)
    assert all(w is not None for w in words)
    matched = 0
    for pattern, need in zip(patterns, words, strict=True):
        for text in CJK + _cased_texts():
            low = folded(text)
            for m in pattern.finditer(low):
                matched += 1
                assert may_match(need, low[m.start() : m.end()]), (pattern.pattern[:60], text[:80])
    assert matched >= len(CJK)


def _cased_texts() -> list[str]:
    docs = Path(__file__).resolve().parent.parent / "docs"
    lines = [line for p in sorted(docs.glob("*.md")) for line in p.read_text().splitlines()]
    return SYNTHETIC + CASED + lines


# Synthetic sentences in their own case for the case-sensitive and case-blind patterns below.
CASED = [
    "Synthetic Labs, a subsidiary of Synthetic Holdings, runs the Fab 9 plant in Arizona.",
    "Synthetic Co is reportedly building a plant; the figures may be wrong.",
    "Synthetic Co will produce hundreds of thousands of chips, compared to 40 last year.",
    "Synthetic Co takes on Synthetic B with a $4.9bn deal to acquire Synthetic C.",
    "The X9 VERSUS the X8: 30% more, up from 20%, THAN before; monthly output of 5,000 wafers.",
    "Synthetic 해당 공장에 5조원, 该工厂 10亿; this FACTORY costs $2B quarterly.",
    "Vſ the X7 (long s), THAN the X6 with a Kelvin sign: \u212aW, İ and ı too.",
    "Synthetic 월 10만 장, 주당 2만 장, 每周 2万片, は月3万枚, 週産2万枚.",
    "Synthetic Pro Woche 5,000 Wafer, PAR MOIS, all'anno.",
]


def test_no_match_in_a_text_without_the_words_cased() -> None:
    """The case-sensitive patterns given a word test by this branch (throughput)."""
    from chipatlas.extract import acquirers, fab_names, hedges, notes, periods, quantities, taxonomy

    patterns = [
        notes._OWNED,
        periods._CJK_PERIOD_WORD,
        hedges._SELF_DOUBT,
        hedges._HEDGE_LATIN,
        fab_names._TRIGGER,
        quantities._VAGUE,
        acquirers._ACQUIRE,
        *taxonomy._COMPILED.values(),
    ]
    matched = 0
    for pattern in patterns:
        words = needed(pattern)
        for text in _cased_texts():
            for src in (text, text.lower()):
                if pattern.search(src):
                    matched += 1
                    assert may_match(words, src), (pattern.pattern[:60], src[:80])
    assert matched >= 20


def test_needed_blind_words_are_in_the_folded_text() -> None:
    """A case-blind pattern's lower-cased words are in ``folded(text)`` wherever it matches,
    also for the letters a case-blind search takes for others (ſ, K, İ, ı)."""
    from chipatlas.extract import comparisons, figure_owners, periods
    from chipatlas.extract.folding import folded
    from chipatlas.extract.literals import needed_blind

    patterns = [comparisons._BASELINE, periods._PERIOD_WORD, figure_owners._PLANT_REF, figure_owners._RIVAL]
    matched = 0
    for pattern in patterns:
        words = needed_blind(pattern)
        assert words is not None
        for text in _cased_texts():
            for src in (text, text.upper(), text.swapcase()):
                for m in pattern.finditer(src):
                    matched += 1
                    assert may_match(words, folded(src[m.start() : m.end()])), (pattern.pattern[:60], src)
    assert matched >= 10


# SYNTHETIC word lists and texts (made up for this test): a long list is tested by one
# automaton pass, a short one word by word; both answer as "some word is in the text".
_MANY_WORDS = tuple(sorted({f"synthword{i}" for i in range(40)} | {"ßynth", "合成", "합성어", " x-"}))
_FEW_WORDS = ("synthword3", "合成")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "synthetic text with no listed word",
        "a synthword17 in the middle",
        "ends with synthword39",
        "synthword4",
        "prefix only: synthwor",
        "非合成 text",
        "ein ßynthetischer satz",
        "dash x- here",
        "韓國語 합성어 sentence",
        "합성 is not the whole word",
    ],
)
@pytest.mark.parametrize("words", [_MANY_WORDS, _FEW_WORDS])
def test_may_match_is_any_word_in_text(text: str, words: tuple[str, ...]) -> None:
    assert may_match(words, text) == any(w in text for w in words)


def test_may_match_with_an_empty_word_is_always_true() -> None:
    words = ("", *(f"synthword{i}" for i in range(20)))
    assert may_match(words, "no word here")
