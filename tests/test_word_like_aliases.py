"""Aliases that are common words link only when they name the company (synthetic table).

Synthetic: the companies are invented ("Delta Vortronics", short name "Delta"; "Quillix
Photonics", ticker "LITE"; "Coherent" as an invented company's own name) and every
sentence was written for this table; none states a supplier fact.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import load_bundled

from chipatlas.resolve import Resolver
from chipatlas.resolve.careful import word_like
from chipatlas.resolve.linker import Linker, build_automaton, find_in, named_ids
from chipatlas.store.db import connect, migrate

_NAMES = [
    ("Delta Vortronics", "company:delta_vortronics", "Company", "Delta Vortronics"),
    ("Delta", "company:delta_vortronics", "Company", "Delta Vortronics"),
    ("Quillix", "company:quillix", "Company", "Quillix"),
    ("Quillix Photonics", "company:quillix", "Company", "Quillix"),
    ("LITE", "company:quillix", "Company", "Quillix"),
    ("Zorvex", "company:zorvex", "Company", "Zorvex"),
    ("Micron", "company:micron_like", "Company", "Micron"),
]
_AUTO = build_automaton(_NAMES)


def _linked(sentence: str, document: str = "", language: str | None = "en") -> list[str]:
    """The names linked in one sentence of a document (the sentence alone when none is given)."""
    doc = document or sentence
    found = find_in(_AUTO, sentence, 0, language, lambda lang: named_ids(_AUTO, doc, lang))
    return [m.text for m in found]


_POWER_DOC = "Delta Vortronics makes power shelves. Delta's power shelves ship in racks."


@pytest.mark.parametrize(
    ("sentence", "document", "found"),
    [
        ("Delta Vortronics said orders rose.", "", ["Delta Vortronics"]),
        ("Delta's power shelves ship in racks.", _POWER_DOC, ["Delta"]),
        ("Orders at Delta Inc. rose.", "", ["Delta"]),  # a company word after the short name
        ("Shares of Quillix (NASDAQ: LITE) rose.", "", ["Quillix", "LITE"]),
        ("Shares (Nasdaq:LITE) rose.", "", ["LITE"]),  # the ticker written as a ticker
        ("Quillix (LITE) reported.", "", ["Quillix", "LITE"]),
        ("Zorvex ships a synthetic part.", "", ["Zorvex"]),  # no common word: linked as before
    ],
)
def test_word_like_alias_links_with_support(sentence: str, document: str, found: list[str]) -> None:
    assert _linked(sentence, document) == found


@pytest.mark.parametrize(
    ("sentence", "document", "language"),
    [
        ("Delta of the quarter was small.", "", "en"),  # a change, no company named
        ("Farms in the Mekong Delta flooded.", _POWER_DOC, "en"),  # the end of another name
        ("ZORVEX LITE SHIPS TODAY", "", "en"),  # an all-caps headline word
        ("The XYZ LITE board ships today.", "Quillix Photonics reported.", "en"),  # a product name
        ("Die Deltas des Flusses sind breit.", _POWER_DOC, "de"),  # German plural
        ("Delta rose in the second quarter.", "Zorvex reported.", "en"),
    ],
)
def test_word_like_alias_is_a_word(sentence: str, document: str, language: str) -> None:
    words = ("delta", "lite", "deltas")
    assert [t for t in _linked(sentence, document, language) if t.lower() in words] == []


def test_unit_word_and_common_adjective_stay_words() -> None:
    # The lower-case guard keeps the unit word; a company whose own name is the word is named by it.
    assert _linked("A micron-scale feature.") == []
    assert _linked("Micron reported.") == ["Micron"]


def test_which_aliases_are_word_like() -> None:
    assert word_like("delta", "delta vortronics") and word_like("lite", "quillix")
    assert not word_like("micron", "micron")  # the entity's own name
    assert not word_like("zorvex", "delta vortronics")  # no English word
    assert not word_like("delta vortronics", "delta vortronics")


def test_the_linker_looks_for_support_in_the_whole_document(tmp_path: Path) -> None:
    """Through the store's bundled names: the short name and the ticker of two bundled companies,
    in synthetic lines that state nothing about them."""
    eng = connect(str(tmp_path / "store.db"))
    migrate(eng)
    load_bundled(eng)
    line = "Delta was named in this synthetic line."
    named = "Delta Electronics was named in a synthetic line.\n" + line
    with eng.connect() as c:
        alone = Linker(c, Resolver(c), line).find(line, 0, "en")
        supported = Linker(c, Resolver(c), named).find(line, 0, "en")
        ticker = Linker(c, Resolver(c), "x").find("A synthetic line (NASDAQ: LITE).", 0, "en")
        headline = Linker(c, Resolver(c), "x").find("LITE NEWS OF A SYNTHETIC DAY", 0, "en")
    eng.dispose()
    assert [m.entity_id for m in alone] == []
    assert [(m.text, m.entity_id) for m in supported] == [("Delta", "company:delta_electronics")]
    assert [(m.text, m.entity_id) for m in ticker] == [("LITE", "company:lumentum")]
    assert headline == []


def test_no_name_is_linked_inside_a_web_address() -> None:
    # synthetic: a link whose address names another company than the sentence
    text = (
        "Zorvex opened a plant for [lithography tools](https://example.com/news/zorvex-vs-Quillix-s-domain)."
    )
    assert _linked(text) == ["Zorvex"]
    assert _linked("Zorvex and Quillix, see https://example.com/Quillix-Photonics today.") == [
        "Zorvex",
        "Quillix",
    ]
