"""Write src/chipatlas/model/schema.json from the schema registry (schema.yaml).

The JSON is what a run reads (importing PyYAML would cost every command ~30 ms of CPU);
schema.yaml stays the one file to edit. tests/test_schema.py fails when the committed JSON
differs from what this script writes.

    .venv/bin/python scripts/schema_json.py          # rewrite schema.json
    .venv/bin/python scripts/schema_json.py --check  # exit 1 if schema.json is stale
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

MODEL = Path(__file__).resolve().parent.parent / "src" / "chipatlas" / "model"
SOURCE = MODEL / "schema.yaml"
TARGET = MODEL / "schema.json"


def render() -> str:
    # PyYAML directly, not chipatlas.model.schema: that module needs the JSON to import.
    raw = yaml.load(SOURCE.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return json.dumps(raw, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    text = render()
    if "--check" in sys.argv[1:]:
        if TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET} is stale: run scripts/schema_json.py", file=sys.stderr)
            sys.exit(1)
        return
    TARGET.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
