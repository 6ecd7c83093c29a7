"""The gold set and the evaluation of chipatlas on real public documents (docs/evaluation.md)."""
