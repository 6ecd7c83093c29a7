"""Every command and option named in docs/cli.md and README.md's command table exists.

The first column of those tables is what a newcomer types; ``chipatlas <cmd> --help``
must exit 0 for each (run in process on the real Typer app, no store needed). And the
other way round: every command and subcommand the app has is named in docs/cli.md.
"""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from chipatlas.present.cli.app import app

ROOT = Path(__file__).resolve().parent.parent
CODE_SPAN = re.compile(r"`([^`]+)`")
WORD = re.compile(r"^[a-z][a-z-]*(/[a-z][a-z-]*)*$")


def commands_in_table(text: str) -> set[tuple[str, ...]]:
    """The command words of each code span in a table's first column.

    `watchlist add/remove` gives ('watchlist', 'add') and ('watchlist', 'remove');
    arguments (upper case), options and brackets end the words.
    """
    found: set[tuple[str, ...]] = set()
    for line in text.splitlines():
        if not line.startswith("| `"):
            continue
        first = line.split(" | ")[0]
        for span in CODE_SPAN.findall(first):
            words: list[str] = []
            for token in span.split():
                if not WORD.match(token):
                    break
                words.append(token)
            if not words:
                continue
            *head, last = words
            for choice in last.split("/"):
                found.add((*head, choice))
    return found


def _help(*words: str) -> int:
    return CliRunner().invoke(app, [*words, "--help"]).exit_code


def test_every_command_in_the_docs_has_help() -> None:
    named = commands_in_table((ROOT / "docs" / "cli.md").read_text(encoding="utf-8"))
    named |= commands_in_table((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(named) > 40
    failing = sorted(" ".join(words) for words in named if _help(*words) != 0)
    assert failing == []


def _subcommands(*words: str) -> list[str]:
    output = CliRunner().invoke(app, [*words, "--help"]).output
    if "Commands:" not in output:
        return []
    return re.findall(r"^  ([a-z][a-z-]*)\s", output.split("Commands:")[1], re.M)


def unknown_options(text: str, first_column_only: bool) -> list[str]:
    """Options a table row names that none of the row's commands (nor the root) takes."""
    root = CliRunner().invoke(app, ["--help"]).output
    found: list[str] = []
    for line in text.splitlines():
        if not line.startswith("| `"):
            continue
        cells = line.split(" | ")
        named = " | ".join(cells[:1] if first_column_only else cells[:2])
        helps = root + "".join(
            CliRunner().invoke(app, [*c, "--help"]).output for c in commands_in_table(cells[0])
        )
        found += [f"{cells[0]}: {opt}" for opt in re.findall(r"--[a-z][a-z-]*", named) if opt not in helps]
    return found


def test_every_option_in_the_docs_exists() -> None:
    assert (
        unknown_options((ROOT / "docs" / "cli.md").read_text(encoding="utf-8"), first_column_only=False) == []
    )
    assert unknown_options((ROOT / "README.md").read_text(encoding="utf-8"), first_column_only=True) == []
    assert unknown_options("| `ring P` | `--no-such-option` |\n", first_column_only=False) == [
        "| `ring P`: --no-such-option"
    ]


def test_every_command_of_the_app_is_in_cli_md() -> None:
    named = commands_in_table((ROOT / "docs" / "cli.md").read_text(encoding="utf-8"))
    top = _subcommands()
    assert len(top) > 30
    app_commands: set[tuple[str, ...]] = {(cmd,) for cmd in top}
    for cmd in top:
        app_commands |= {(cmd, sub) for sub in _subcommands(cmd)}
    named_or_group = named | {words[:1] for words in named}
    assert sorted(" ".join(words) for words in app_commands - named_or_group) == []


def test_the_parser_and_a_missing_command() -> None:
    table = "| `watchlist add/remove` | x |\n| `exposure --site PLACE` | y |\n| `ingest PATH\\|URL` | z |\n"
    expected = {("watchlist", "add"), ("watchlist", "remove"), ("exposure",), ("ingest",)}
    assert commands_in_table(table) == expected
    assert _help("no-such-command") != 0
