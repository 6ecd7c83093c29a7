"""Every relative link and anchor in README.md and docs/*.md resolves, and every file they name exists.

A newcomer follows these links first; a renamed heading or a moved page breaks them
silently, so the check reads the real files. Anchors follow GitHub's rule (lower case,
punctuation other than ``-`` and ``_`` dropped, spaces to ``-``, repeats numbered).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
# [text](target) and ![alt](target); the target stops at whitespace or ')'.
MD_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
# A page named in prose or code spans: docs/x.md or docs/x.md#anchor.
BARE_REF = re.compile(r"(?<![\w/.-])docs/([\w.-]+\.md)(#[\w-]+)?")
CODE_SPAN = re.compile(r"`[^`]*`")  # a link written in a code span is an example, not a link
HTML_ID = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")


def _prose_lines(text: str) -> list[str]:
    """The lines outside fenced code blocks (links inside a fence are not links)."""
    out: list[str] = []
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            out.append(line)
    return out


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: Counter[str] = Counter()
    found: set[str] = set()
    for line in _prose_lines(page.read_text(encoding="utf-8")):
        found.update(HTML_ID.findall(line))
        m = HEADING.match(line)
        if not m:
            continue
        base = slug(m.group(2))
        found.add(base if seen[base] == 0 else f"{base}-{seen[base]}")
        seen[base] += 1
    return found


def links(page: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line number, target) of every relative link and docs/x.md reference on a page."""
    out: list[tuple[int, str]] = []
    fenced = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        for target in MD_LINK.findall(CODE_SPAN.sub("", line)):
            if not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith("//"):
                out.append((number, target))
        for name, anchor in BARE_REF.findall(line):
            out.append((number, f"{root}/docs/{name}{anchor}"))
    return out


def broken(page: Path, root: Path = ROOT) -> list[str]:
    problems: list[str] = []
    for number, target in links(page, root):
        path_part, _, anchor = target.partition("#")
        if path_part.startswith("/"):
            dest = Path(path_part) if path_part.startswith(str(root)) else root / path_part.lstrip("/")
        else:
            dest = (page.parent / path_part) if path_part else page
        where = f"{page.relative_to(root)}:{number}: {target.replace(str(root) + '/', '')}"
        if not dest.exists():
            problems.append(f"{where}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{where}: no heading with this anchor")
    return problems


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_relative_links_and_anchors_resolve(page: Path) -> None:
    assert broken(page) == []


def test_slug_follows_github() -> None:
    assert slug("What if (`chipatlas whatif`, `whatif`, GET /api/v1/whatif)") == (
        "what-if-chipatlas-whatif-whatif-get-apiv1whatif"
    )
    assert slug("Identity: judgements and the merged-entity view") == (
        "identity-judgements-and-the-merged-entity-view"
    )


def test_a_broken_link_and_anchor_are_found(tmp_path: Path) -> None:
    """Synthetic pages: the checker must fail on a missing file and a missing anchor."""
    (tmp_path / "b.md").write_text("# Real heading\n\ntext\n", encoding="utf-8")
    page = tmp_path / "a.md"
    page.write_text(
        "# A\n\n[ok](b.md#real-heading) [gone](c.md) [bad](b.md#no-such) [self](#a) `[eg](x.md)`\n"
        "```\n[in a fence](nowhere.md)\n```\n",
        encoding="utf-8",
    )
    assert [t for _, t in links(page, tmp_path)] == ["b.md#real-heading", "c.md", "b.md#no-such", "#a"]
    assert broken(page, tmp_path) == [
        "a.md:3: c.md: no such file",
        "a.md:3: b.md#no-such: no heading with this anchor",
    ]


REPO_PATH = re.compile(
    r"(?<![\w/.-])((?:tests|scripts|benchmarks|evaluation|src/chipatlas)/[\w./-]+\.(?:py|md|csv|json|yaml|sh))"
)
PACKAGE_PATH = re.compile(
    r"(?<![\w/.-])((?:model|sources|read|extract|store|resolve|ingest|analyze|present)/[\w/]+\.py)"
)


def missing_paths(text: str, root: Path = ROOT) -> list[str]:
    """Repository files a page names (`tests/test_x.py`, `extract/relations.py`) that do not exist."""
    named = set(REPO_PATH.findall(text)) | {f"src/chipatlas/{p}" for p in PACKAGE_PATH.findall(text)}
    return sorted(p for p in named if not (root / p).exists())


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_files_the_page_names_exist(page: Path) -> None:
    assert missing_paths(page.read_text(encoding="utf-8")) == []


def test_a_missing_file_is_found() -> None:
    text = "see `tests/test_docs_links.py`, `tests/test_nothing_here.py` and `extract/no_such.py`"
    assert missing_paths(text) == ["src/chipatlas/extract/no_such.py", "tests/test_nothing_here.py"]
