#!/usr/bin/env bash
# Install what the tests need into .venv, then run the linters and the whole suite.
# Usage: scripts/test.sh [pytest args...]
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
.venv/bin/ruff check src tests benchmarks scripts evaluation
.venv/bin/ruff format --check src tests benchmarks scripts evaluation
.venv/bin/mypy
.venv/bin/mypy evaluation
.venv/bin/python -m pytest "$@"
