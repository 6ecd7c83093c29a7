"""Write the committed corpus of nasty input files (synthetic only) to tests/fixtures/fuzz/.

Each file is made here from our own words and bytes, so the corpus holds no third-party
text. The expected outcome is in the name: ``synthetic_reject_*`` must be refused with a
``rejected file:line: reason`` line and exit 1; ``synthetic_land_*`` must land (or be
reported unchanged) without a traceback. tests/test_fuzz_corpus.py ingests every file.

    .venv/bin/python scripts/make_fuzz_corpus.py
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "fuzz"
BOM = b"\xef\xbb\xbf"
PROSE = (
    "Synthetic Foundry Co said on Monday that its synthetic wafer line in Testville will add "
    "capacity for 12,000 accelerators per month in 2027, according to a synthetic statement. "
)


def _prose(kib: int) -> str:
    return (PROSE * (kib * 1024 // len(PROSE) + 1))[: kib * 1024]


def _platform(extra: str) -> bytes:
    return ('{"platform": "Synthetic Fuzz Platform", ' + extra + "}").encode()


def _feed(items: str, head: str = '<?xml version="1.0"?>') -> bytes:
    return f'{head}<rss version="2.0"><channel><title>Synthetic feed</title>{items}</channel></rss>'.encode()


def _item(title: str, summary: str = "A synthetic summary of a synthetic story about wafers.") -> str:
    return f"<item><title>{title}</title><description>{summary}</description></item>"


REJECT: dict[str, bytes] = {
    "bom_then_invalid_utf8.txt": BOM + PROSE.encode() + b"\xff\xfe\xfa" + PROSE.encode(),
    "json_nested_100k.json": _platform('"deep": ' + "[" * 100_000 + "]" * 100_000),
    "json_nested_100k_plain.json": ("[" * 100_000 + "]" * 100_000).encode(),
    "number_5000_digits.txt": (PROSE + "It shipped " + "7" * 5000 + " units. " + PROSE).encode(),
    "number_5000_digits.json": _platform('"tdp_w": ' + "9" * 5000),
    "number_5000_digits.csv": ("component,supplier\nAccelerator," + "1" * 5000 + "\n").encode(),
    "nul_after_64k.txt": (_prose(70) + "\x00" + PROSE).encode(),
    "nul_first_line.csv": b"component,supplier\x00\nAccelerator,Synthetic Co\n",
    "json_nul_escape.json": _platform('"notes": "a\\u0000b"'),
    "empty.txt": b"",
    "only_whitespace.md": b" \n\t\n   \n",
    "control_characters.txt": bytes(range(1, 9)) * 400,
    "csv_unterminated_quote.csv": b'component,supplier\nAccelerator,"Synthetic Co\n' + b"x" * 70_000,
    "not_a_ring.csv": b"alpha,beta\n1,2\n3,4\n",
}

LAND: dict[str, bytes] = {
    "feed_truncated.xml": _feed(_item("Synthetic truncated story"))[:-30],
    "latin1_prose.txt": ("Synthetic café report: " + PROSE * 3).encode("latin-1"),
    "mixed_newlines.txt": (PROSE + "\r\n" + PROSE + "\r" + PROSE + "\n").encode(),
    "one_line_prose_100k.txt": _prose(100).encode(),
    "zero_width_and_rtl.txt": ("\u200b\u202e" + PROSE + "\u2066" + PROSE + "\ufeff" + PROSE).encode(),
    "feed_script_in_title.xml": _feed(
        _item("Synthetic &lt;script&gt;alert(1)&lt;/script&gt; chip news")
        + _item("<![CDATA[Synthetic <b>bold</b> wafer story]]>")
    ),
    "feed_atom.xml": (
        b'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Synthetic atom</title>'
        b'<entry><title>Synthetic atom entry about wafers</title><link href="https://example.invalid/a"/>'
        b"<updated>2026-11-02T10:00:00Z</updated><summary>Synthetic summary of a synthetic story.</summary>"
        b"</entry></feed>"
    ),
    "deep_html.html": (
        "<html><body>" + "<div>" * 5_000 + "<p>" + PROSE + "</p>" + "</div>" * 5_000 + "</body></html>"
    ).encode(),
    "unclosed_html.html": ("<html><body><p>" + PROSE + "<table><tr><td>Synthetic<td>cell<tr><td>").encode(),
    "number_1000_digits.txt": (PROSE + "Code " + "3" * 1000 + ". " + PROSE).encode(),
    "pipe_table_ragged.md": (
        PROSE + "\n\n| a | b |\n|---|---|\n| 1 | 2 | 3 | 4 |\n| only |\n|||\n\n" + PROSE
    ).encode(),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("synthetic_*"):
        old.unlink()
    for prefix, files in (("reject", REJECT), ("land", LAND)):
        for name, data in files.items():
            (OUT / f"synthetic_{prefix}_{name}").write_bytes(data)
    print(f"wrote {len(REJECT) + len(LAND)} files to {OUT}")


if __name__ == "__main__":
    main()
