"""The quick word tests find_quantities runs before its rarer passes give the same answers
as a case-blind search, so skipping a pass never loses a quantity.

Synthetic phrases written for this test; no real facts.
"""

from __future__ import annotations

import re

import pytest

from chipatlas.extract import quantities
from chipatlas.extract.quantities import find_quantities

HINTS = [quantities._FOREIGN_HINT, quantities._WORD_UNIT_HINT, quantities._WORD_TIMES_HINT]


def test_folding_takes_each_letter_as_a_case_blind_search_does() -> None:
    letters = sorted({ch for hint in HINTS for ch in hint.pattern if ch.isalpha()})
    wrong = []
    for code in range(0x10000):  # the letters that fold to ASCII are all in the first plane
        ch = chr(code)
        folded = quantities._folded(ch)
        assert len(folded) == 1, hex(code)  # one character for one: positions stay put
        for letter in letters:
            if (re.fullmatch(letter, ch, re.IGNORECASE) is not None) != (folded == letter):
                wrong.append((hex(code), letter))
    assert wrong == []


@pytest.mark.parametrize(
    "text",
    ["5 MİLLİARDEN Dollar", "fiVe PETAFLOPS", "ſynthetic TWICE", "thrEE tımes", "Per Cent", "nothing here"],
)
def test_hints_answer_as_the_case_blind_search(text: str) -> None:
    for hint in HINTS:
        blind = re.compile(hint.pattern, re.IGNORECASE).search(text) is not None
        assert (hint.search(quantities._folded(text)) is not None) == blind, (hint.pattern, text)


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("Synthetic Fab got 5 MILLIARDEN Dollar", "money", 5e9),
        ("Synthetic Fab got 5 MİLLİARDEN Dollar", "money", 5e9),  # dotted capital I: was a KeyError
        ("the synthetic part has TWICE the bandwidth", "ratio", 2.0),
        ("Five Nanometers, a synthetic node", "node", 5.0),
    ],
)
def test_the_rarer_passes_still_read(text: str, kind: str, value: float) -> None:
    (q,) = [q for q in find_quantities(text) if q.kind == kind]
    assert q.value == value
