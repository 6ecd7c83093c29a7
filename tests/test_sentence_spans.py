"""Sentence spans are split once per document and shared by the readers that ask for them
(claims, the article summary, relations): the answers must be the splitter's own, whatever
text came before, and a caller changing its list must not change the next caller's.

Synthetic text written for this test.
"""

from __future__ import annotations

import threading
from itertools import pairwise

from chipatlas.extract import relation_reader, sentence_split
from chipatlas.extract.sentence_split import sentences

TEXT = "Synthetic Co ships the X1. It has 96 GB. Synthetic B buys it.\nA second line. And more."


def test_spans_are_the_splitters_own_for_every_text() -> None:
    other = "Another synthetic text. With two sentences."
    expected = sentence_split._split(TEXT, 0, len(TEXT))
    assert sentences(TEXT, 0, len(TEXT)) == expected
    assert sentences(other, 0, len(other)) == sentence_split._split(other, 0, len(other))
    same_words = "".join(list(TEXT))  # equal text, another object
    assert same_words is not TEXT
    assert sentences(same_words, 0, len(same_words)) == expected
    assert sentences(TEXT, 0, 26) == sentence_split._split(TEXT, 0, 26)


def test_a_callers_list_is_its_own() -> None:
    first = sentences(TEXT, 0, len(TEXT))
    first.append((0, 1))
    first[0] = (5, 6)
    assert sentences(TEXT, 0, len(TEXT)) == sentence_split._split(TEXT, 0, len(TEXT))


def test_threads_reading_other_texts_get_their_own_spans() -> None:
    texts = [f"Synthetic text {i}. It has {i} chips. Done {i}." * (i + 1) for i in range(8)]
    wrong: list[int] = []

    def read(i: int) -> None:
        for _ in range(200):
            t = texts[i]
            if sentences(t, 0, len(t)) != sentence_split._split(t, 0, len(t)):
                wrong.append(i)

    threads = [threading.Thread(target=read, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert wrong == []


def test_korean_ends_word_test_keeps_every_cut() -> None:
    """The cheap test before the glued-stop search: a stop just after the span's start, whose
    다 or 요 sits before the span, still cuts."""
    text = "합성 문장이다.30일 합성 업체에 따르면 좋아요.다음 문장. 다.끝"
    for start in range(len(text)):
        for end in range(start, len(text) + 1):
            cuts = [m.end() for m in relation_reader._KO_END.finditer(text, start, end)]
            bounds = [start, *cuts, end]
            expected = [(a, b) for a, b in pairwise(bounds) if b > a]
            assert relation_reader._korean_ends(text, start, end) == expected, (start, end)


def test_a_months_abbreviation_before_its_day_ends_no_sentence() -> None:
    # Synthetic: en, fr, de, es, it; a day or a year after the month's stop.
    for text, first in (
        ("Kestrel said Thursday (Nov. 30) it will build a plant. It said more.", 0),
        ("Kestrel a annoncé le 3 déc. 2025 une usine à Grenoble. Fin du texte.", 0),
        ("Kestrel baut ab Okt. 2026 eine Fabrik in Magdeburg. Mehr dazu.", 0),
        ("Kestrel hat am 3. März 2025 eine Fabrik eröffnet. Mehr dazu.", 0),
        ("Kestrel anunció el 3 dic. 2025 una planta en Monterrey. Nada más.", 0),
        ("Kestrel ha annunciato il 3 ott. 2025 uno stabilimento a Catania. Altro.", 0),
    ):
        spans = sentences(text, 0, len(text))
        assert len(spans) == 2, text
        assert text[spans[first][0] : spans[first][1]].endswith(".")
    # a sentence that ends on a month's abbreviation before a capital still ends there
    text = "Kestrel ships the X1 in Nov. The X2 follows."
    assert len(sentences(text, 0, len(text))) == 2
