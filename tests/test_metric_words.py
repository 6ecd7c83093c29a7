"""Every fact key of the bundled claims reads as the industry writes it (no "Ipo proceeds")."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from chipatlas.analyze.spec_labels import KEY_WORDS, metric_label

CLAIMS = Path(__file__).resolve().parent.parent / "src" / "chipatlas" / "data" / "claims"


def _bundled_keys() -> list[str]:
    keys: set[str] = set()
    for path in CLAIMS.glob("*.csv"):
        with path.open(encoding="utf-8", newline="") as f:
            rows = csv.reader(f)
            next(rows)
            keys.update(row[1] for row in rows if len(row) > 1 and row[1])
    return sorted(keys)


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("ipo_proceeds", "IPO proceeds"),
        ("neuroncore_generation", "NeuronCore generation"),
        ("project_rainier_locations", "Project Rainier locations"),
        ("scale_out_nic", "Scale-out NIC"),
        ("scale_out_fabric", "Scale-out fabric"),
        ("infinity_cache", "Infinity Cache"),
    ],
)
def test_a_key_reads_as_the_industry_writes_it(key: str, words: str) -> None:
    assert metric_label(key) == words


def test_no_bundled_key_shows_an_industry_word_in_another_case() -> None:
    keys = _bundled_keys()
    assert len(keys) >= 40  # the bundled claims hold that many facts; fewer means none were read
    wrong = [
        (key, shown)
        for key in keys
        for shown in [metric_label(key)]
        for word in shown.replace("-", " ").replace("(", " ").replace(")", " ").split()
        if word.lower() in KEY_WORDS and word != KEY_WORDS[word.lower()]
    ]
    assert wrong == []
