"""A section title ends what the sections it closes put in focus (gold batch g2: cloud docs).

A provider's page put the A100 in focus in its "GPU servers" section; under a later "IPU
servers" section and its "Bow-2000 specifications" subsection, every bare server figure went
to the A100 (12 figures stated on a wrong subject). A title of level n now closes the open
sections of level n or deeper: the chip they named is no longer carried, while the page's own
chip, named above every section, still is. The pages below are SYNTHETIC (made-up ZX900 and
Widget-9); read as Markdown, reStructuredText and HTML.
"""

from __future__ import annotations

from sqlalchemy import Engine
from tests.ingested_figures import page_figures

from chipatlas.read import read_document
from chipatlas.sources import SourceDocument

NAMES = b"name,kind\nZX900,Chip\n"

CLOUD = """# SYNTHETIC TEST PAGE: a made-up cloud's servers

## GPU servers

Each of our servers holds eight ZX900 accelerators. The ZX900 carries 96 GB of HBM3 per chip.
The device delivers 1,300 TFLOPS of FP8 compute.

## Widget servers

We also rent Widget-9 machines, a made-up server with a made-up processor inside it.

### Widget-9 specifications

- 1.4 petaFLOPS of FP16 compute
- Up to 256 GB of streaming memory
"""

ONE_CHIP = """# SYNTHETIC TEST PAGE: the ZX900

The ZX900 is a made-up accelerator described on this synthetic page.

## Memory

The device carries 96 GB of HBM3 memory.

## Compute

The device delivers 1,300 TFLOPS of FP8 compute.
"""


def _figures(engine: Engine, name: str, text: str) -> tuple[set[tuple[str, str]], set[str]]:
    """(subject, value) of each attached figure, and the values left unattached."""
    return page_figures(engine, NAMES, name, text)


def test_a_later_section_does_not_carry_an_earlier_sections_chip(sqlite_engine: Engine) -> None:
    attached, unattached = _figures(sqlite_engine, "cloud.md", CLOUD)
    assert ("chip:zx900", "96") in attached and ("chip:zx900", "1300") in attached
    assert not {v for s, v in attached if v in ("1.4", "256")}  # not the ZX900's
    assert {"1.4", "256"} <= unattached  # kept and reported, never dropped


def test_the_pages_own_chip_is_carried_into_every_section(sqlite_engine: Engine) -> None:
    attached, _ = _figures(sqlite_engine, "one_chip.md", ONE_CHIP)
    assert {("chip:zx900", "96"), ("chip:zx900", "1300")} <= attached


def _levels(text: str, media_type: str) -> list[tuple[str, int]]:
    doc = read_document(SourceDocument("synthetic:page", text.encode(), media_type))
    return [(b.text, b.heading) for b in doc.blocks if b.heading]


def test_section_levels_in_markdown_restructuredtext_and_html() -> None:
    assert _levels("# Title\n\nText here.\n\n## Part\n\n### Sub\n", "text/markdown") == [
        ("# Title", 1),
        ("## Part", 2),
        ("### Sub", 3),
    ]
    # reStructuredText ranks underline characters in the order the page first uses them
    rst = "Title\n=====\n\nText here.\n\nPart\n----\n\nSub\n~~~\n\nOther part\n----------\n"
    assert _levels(rst, "text/plain") == [("Title", 1), ("Part", 2), ("Sub", 3), ("Other part", 2)]
    html = "<html><body><h1>Title</h1><p>Text here.</p><h3>Sub</h3></body></html>"
    assert _levels(html, "text/html") == [("Title", 1), ("Sub", 3)]


CODE_COMMENTS = """# SYNTHETIC TEST PAGE: running on a ZX900 server

## ZX900 servers

Each server holds eight ZX900 accelerators. Check the driver first:

```bash
# install the driver
sudo apt install zx-driver
```

    # the same, as an indented code block
    zx-smi --list

The ZX900 carries 96 GB of HBM3 per chip. The device delivers 1,300 TFLOPS of FP8 compute.
"""


def test_a_comment_in_a_code_block_is_no_section_title(sqlite_engine: Engine) -> None:
    # "# install the driver" in a fenced or indented block would close the "ZX900 servers"
    # section and leave the figures after it unattached
    assert _levels(CODE_COMMENTS, "text/markdown") == [
        ("# SYNTHETIC TEST PAGE: running on a ZX900 server", 1),
        ("## ZX900 servers", 2),
    ]
    attached, _ = _figures(sqlite_engine, "code.md", CODE_COMMENTS)
    assert {("chip:zx900", "96"), ("chip:zx900", "1300")} <= attached


def test_a_fence_closes_only_on_its_own_mark_and_a_tilde_underline_stays_a_title() -> None:
    text = "Intro.\n\n~~~\n```\n# still code\n~~~\n\n## After\n"
    assert _levels(text, "text/markdown") == [("## After", 2)]
    doc = read_document(SourceDocument("synthetic:page", b"```\n# code\n```\n", "text/markdown"))
    assert doc.title is None  # a comment in code is not the page's title
