"""docs/architecture.md names every layer folder and every module of ``src/chipatlas/``.

A newcomer finds a module through this page; a module added without its line there is
invisible. A module counts as named when a code span on the page holds its name as a
word (`head_event`, `store.facts`, `extract/head_event.py`, `` `relation*` `` does not).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "chipatlas"
PAGE = ROOT / "docs" / "architecture.md"


def code_words(text: str) -> set[str]:
    """Every identifier-like word inside a code span of the page."""
    words: set[str] = set()
    for span in re.findall(r"`([^`\n]+)`", text):
        words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span))
    return words


def modules(root: Path) -> list[Path]:
    return sorted(
        p.relative_to(root)
        for p in root.rglob("*.py")
        if p.name != "__init__.py" and "migrations" not in p.relative_to(root).parts
    )


def unnamed(root: Path, text: str) -> list[str]:
    words = code_words(text)
    return [str(m) for m in modules(root) if m.stem not in words]


def test_every_module_is_named_on_the_page() -> None:
    assert len(modules(PACKAGE)) > 200
    missing = unnamed(PACKAGE, PAGE.read_text(encoding="utf-8"))
    assert not missing, f"give each a line under '## Modules' in docs/architecture.md: {missing}"


def test_every_layer_folder_is_a_row_of_the_layers_table() -> None:
    text = PAGE.read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `chipatlas\.([a-z_]+)` \|", text, re.M))
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()} - {"data"}
    assert folders == rows


def test_a_module_without_a_line_is_found(tmp_path: Path) -> None:
    """Synthetic package: a module named only in prose (not in a code span) is reported."""
    (tmp_path / "pkg").mkdir()
    for name in ("known.py", "prose_only.py", "__init__.py"):
        (tmp_path / "pkg" / name).write_text("", encoding="utf-8")
    text = "- `pkg/known.py`: named\n- prose_only is mentioned without code\n"
    assert unnamed(tmp_path, text) == ["pkg/prose_only.py"]
