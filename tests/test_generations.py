"""Roadmap text: each generation's figure on its own chip, never on the known one.

Synthetic: "Zorvex 710C" / "佐维710C" is an invented chip and every sentence here is made up.
A model written after a known chip's family word ("Zorvex 850", "佐维850") is another
generation the store does not know: its figures stay unattached (kept, with their quote).
"""

from __future__ import annotations

import pytest
from tests.figure_reading import claims_of, figures_of
from tests.subject_traps import GAZ, QX, ZX

from chipatlas.extract.generations import siblings
from chipatlas.extract.mentions import DictGazetteer, Mention

KNOWN = DictGazetteer({"Zorvex 710C": ("chip:zorvex_710c", "Chip")})
CHIP = "chip:zorvex_710c"


class GluedGazetteer:
    """Finds "710C" glued inside a CJK run, as the store's linker does (no \\b in Han text)."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        out, at = [], text.find("710C")
        while at >= 0:
            out.append(Mention(CHIP, "Chip", "Zorvex 710C", offset + at, offset + at + 4, "710C"))
            at = text.find("710C", at + 4)
        return out

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


# (text, figures as (subject or '' when unattached, metric, value, scope))
MUST_ATTACH = [
    ("Zorvex 710C delivers 128 GB of HBM.", [(CHIP, "hbm_capacity", "128", "per_chip")]),
    (
        "The Zorvex 710C ships in 2031. The chip carries 96 GB of HBM memory.",
        [(CHIP, "hbm_capacity", "96", "per_chip")],
    ),
]
MUST_NOT_ATTACH = [
    (
        "Zorvex 710C ships now. Zorvex 850 follows in 2032 with 4 TB/s of memory bandwidth.",
        [("", "hbm_bandwidth", "4", "")],
    ),
    (
        "The Zorvex 710C ships now. Next, Zorvex 850 and Zorvex 870 raise it to 6 TB/s of memory bandwidth.",
        [("", "hbm_bandwidth", "6", "")],
    ),
    (
        "Zorvex 710C ships now and Zorvex 850 in 2032. Zorvex 850 carries 192 GB of HBM memory.",
        [("", "hbm_capacity", "192", "")],
    ),
]


def test_a_known_generation_keeps_its_figures() -> None:
    for text, expected in MUST_ATTACH:
        assert figures_of(text, KNOWN) == expected, text


def test_another_generation_of_the_family_is_not_the_known_chip() -> None:
    for text, expected in MUST_NOT_ATTACH:
        got = figures_of(text, KNOWN)
        assert [f[:3] for f in got] == [f[:3] for f in expected], text


def test_each_generation_in_one_sentence_keeps_its_own() -> None:
    text = "Zorvex 710C offers 128 GB of HBM memory, while Zorvex 850 will offer 192 GB of HBM memory."
    got = {f[2]: f[0] for f in figures_of(text, KNOWN)}
    assert got == {"128": CHIP, "192": ""}


def test_cjk_family_word_glued_to_the_model() -> None:
    # Synthetic: the known chip is matched as "710C" inside "佐维710C"; "佐维" is its family word.
    text = "公司今年推出佐维710C芯片,配备128GB内存。后续产品中,佐维850配备144GB内存和4TB/s带宽。"
    got = {f[2]: f[0] for f in figures_of(text, GluedGazetteer())}
    assert got["128"] == CHIP
    assert got["144"] == "" and got["4"] == ""


def test_a_figure_after_the_family_word_is_no_generation() -> None:
    text = "佐维300亿元投资,佐维850明年发布。"
    assert siblings(text, 0, len(text), [], [], {"佐维"}) == [("佐维850", 10)]


def test_a_year_after_the_family_word_is_no_generation() -> None:
    text = "佐维2031年路线图,佐维850明年发布。"
    assert siblings(text, 0, len(text), [], [], {"佐维"}) == [("佐维850", 11)]


# A later generation named by a word ("its successor", "der Nachfolger"): its figures are not
# the chip named before it. Synthetic: ZX900 and QX5 are the invented chips of subject_traps.
SUCCESSOR_ROWS = [
    ("en", "The ZX900 arrives in 2031. Its successor, due in 2032, will carry 288 GB of HBM memory.", ""),
    ("en", "The ZX900 arrives in 2031. The next-generation part will carry 288 GB of HBM memory.", ""),
    ("en", "The ZX900 arrives in 2031, followed in 2032 by a successor with 288 GB of HBM memory.", ""),
    ("de", "Der ZX900 kommt 2031. Der Nachfolger soll 288 GB HBM-Speicher bieten.", ""),
    ("zh", "ZX900今年推出。后续产品将配备288GB内存。", ""),
    ("en", "The ZX900 has 192 GB of HBM memory today, and the next chip will raise that to 288 GB.", ""),
    ("en", "The ZX900 roadmap: 192 GB of HBM memory this year and 288 GB in 2032.", ""),
    ("fr", "Le ZX900 arrive en 2031, et son successeur offrira 288 Go de mémoire HBM.", ""),
    # must attach: the chip itself, the successor of another, memory of the next generation
    ("en", "The ZX900 arrives in 2031. The chip will carry 288 GB of HBM memory.", ZX),
    ("en", "The ZX900, successor to the QX5, carries 288 GB of HBM memory.", ZX),
    ("en", "The ZX900 uses next-generation HBM4 memory with 288 GB.", ZX),
    ("en", "Its successor is due in 2032. The ZX900 carries 288 GB of HBM memory.", ZX),
    ("en", "The ZX900 arrives in 2031, and the QX5 follows in 2032 with 288 GB of HBM memory.", QX),
]


@pytest.mark.parametrize(("language", "text", "subject"), SUCCESSOR_ROWS)
def test_a_successor_named_by_a_word_keeps_its_own(language: str, text: str, subject: str) -> None:
    got = [c.get("subject", "") for c in claims_of(text, GAZ, language) if c["value"] == "288"]
    assert got == [subject]
