"""The linker scores only the keys of a length near a name's (``resolve.linker._Choices``):
the same hits, in the same order, as scoring every key.

SYNTHETIC TABLE: made-up keys and names written for this test (no real company), of every
length from 6 to 40 characters, near and far spellings of each other.
"""

from __future__ import annotations

import random

import pytest
from rapidfuzz import fuzz, process

from chipatlas.resolve.linker import FUZZY_MIN, _Choices

_rng = random.Random(26)
_LETTERS = "abcdefghijklmnopqrstuvwxyz "
_BASES = ["".join(_rng.choice(_LETTERS) for _ in range(n)) for n in range(4, 41) for _ in range(3)]
# each base, and spellings one or two edits away (a dropped, doubled or changed letter)
_KEYS = {
    variant: f"company:synthetic-{i}"
    for i, base in enumerate(_BASES)
    for variant in (base, base[:-1], base + base[-1], base[:2] + "x" + base[3:], base[1:] + "q")
}


def _names() -> list[str]:
    rng = random.Random(7)
    out = []
    for key in list(_KEYS)[::3]:
        cut = rng.randrange(len(key))
        out += [key, key[:cut] + key[cut + 1 :], key[:cut] + "zz" + key[cut:], key + " co"]
    return out


@pytest.mark.parametrize("name", _names())
def test_near_keys_score_as_all_keys(name: str) -> None:
    choices = _Choices(_KEYS)
    every = [k for k in _KEYS if len(k) >= 6]
    want = process.extract(name, every, scorer=fuzz.ratio, score_cutoff=FUZZY_MIN, limit=2)
    got = process.extract(name, choices.near(name), scorer=fuzz.ratio, score_cutoff=FUZZY_MIN, limit=2)
    assert [(k, s) for k, s, _ in got] == [(k, s) for k, s, _ in want]


def test_the_window_holds_the_ratio_bound() -> None:
    """Every key that can score FUZZY_MIN (|a - b| <= (1 - r/100)(a + b)) is in the window."""
    lengths = {n: "x" * n for n in range(6, 200)}
    choices = _Choices({k: "e" for k in lengths.values()})
    r = FUZZY_MIN / 100
    for n in range(6, 200):
        near = {len(k) for k in choices.near("y" * n)}
        assert {m for m in range(6, 200) if abs(n - m) <= (1 - r) * (n + m)} <= near
