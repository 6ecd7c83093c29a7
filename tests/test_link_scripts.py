"""Linking names in scripts written without spaces and in Hangul (synthetic sentences, no real facts).

The names are invented ("Zorvex" and its renderings) so no test states a supplier fact.
"""

from __future__ import annotations

import pytest

from chipatlas.resolve.careful import plausible, same_digits
from chipatlas.resolve.linker import build_automaton, find_in
from chipatlas.resolve.scripts import glued, script, short_ok

_NAMES = [
    ("Zorvex", "company:zorvex", "Company", "Zorvex"),
    ("佐维", "company:zorvex", "Company", "Zorvex"),
    ("조르벡스", "company:zorvex", "Company", "Zorvex"),
    ("ゾルベックス", "company:zorvex", "Company", "Zorvex"),
    ("ZX海力", "company:zx", "Company", "ZX"),
]


def _found(text: str) -> list[str]:
    return [m.text for m in find_in(build_automaton(_NAMES), text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("据报道，佐维向客户供货。", ["佐维"]),  # Han inside Han: no spaces in Chinese
        ("佐维GB900的订单", ["佐维"]),  # a change of script is a word edge
        ("由ZX海力供应", ["ZX海力"]),
        ("조르벡스는 새 칩을 공개했다", ["조르벡스"]),  # Korean topic particle after the name
        ("조르벡스의 공급망", ["조르벡스"]),
        ("ゾルベックスが発表した", ["ゾルベックス"]),
        ("Zorvex ships a synthetic part", ["Zorvex"]),
    ],
)
def test_names_found_in_every_script(text: str, found: list[str]) -> None:
    assert _found(text) == found


@pytest.mark.parametrize(
    "text",
    [
        "Zorvexian parts",  # Latin glued to Latin: a longer word
        "미조르벡스 회사",  # Hangul before a Hangul name: a longer word
        "조르벡스트 회사",  # a Hangul syllable that is no particle: a longer word
    ],
)
def test_no_link_inside_a_longer_word(text: str) -> None:
    assert _found(text) == []


def test_script_rules() -> None:
    assert [script(c) for c in "a佐조ゾ-"] == ["word", "spaceless", "hangul", "spaceless", ""]
    assert not glued("佐", "A", after=True)
    assert glued("x", "a", after=False)
    assert short_ok("三星") and not short_ok("ab") and short_ok("abc")


_PRODUCTS = [
    ("Zorvex Rack", "platform:zorvex_rack", "Platform", "Zorvex Rack"),
    ("ZX900", "chip:zx900", "Chip", "ZX900"),
    ("Zorv", "company:zorv", "Company", "Zorv"),
]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("two Zorvex Racks were shipped", ["Zorvex Rack"]),  # synthetic plural of a two-word name
        ("eight ZX900s per tray", ["ZX900"]),  # a name ending in a digit
        ("the Zorvs of this world", []),  # a one-word name ending in a small letter: no plural
        ("the ZX900SE part", []),  # more letters after the 's': another name
    ],
)
def test_plural_of_a_product_name(text: str, found: list[str]) -> None:
    assert [m.text for m in find_in(build_automaton(_PRODUCTS), text)] == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("**Zorvex:** type: story", []),  # a synthetic page's field label
        ("- Zorvex: three units", []),
        ("Sold by Zorvex: three units", ["Zorvex"]),  # a colon mid-line: still the name
        ("Zorvex announced a part.", ["Zorvex"]),
    ],
)
def test_field_label_is_not_a_mention(text: str, found: list[str]) -> None:
    assert _found(text) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("새 GPU '조르벡스'에 탑재된다", ["조르벡스"]),  # a closing quote before a Korean particle
        ("GPU인 '조르벡스'용으로", ["조르벡스"]),
        ("L'accordo con Zorvex'a", []),  # synthetic: an apostrophe and a Latin letter still elide
    ],
)
def test_quoted_name_before_a_korean_particle(text: str, found: list[str]) -> None:
    assert _found(text) == found


def test_brand_names_in_the_english_stop_word_list_still_link() -> None:
    # stopwords-iso's English list carries 'microsoft'; a company's name is no function word.
    text = "Microsoft said it bought synthetic parts."
    assert plausible(text, 0, len("Microsoft"), "en")
    assert not plausible("Die Firma", 0, 3, "de")  # a real function word still never links


def test_fuzzy_spelling_keeps_the_digits() -> None:
    assert same_digits("Trainum3", "Trainium3")
    assert not same_digits("Zorvex H200", "Zorvex H20") and not same_digits("MI300", "MI350")
