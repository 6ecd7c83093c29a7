"""The statement's fast constructor (model/statement.py) keeps the dataclass's contract:
the same parameters and defaults as its fields, frozen instances, ``replace``, equality.

Synthetic values; no real facts.
"""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from chipatlas.model.statement import Statement


def test_the_constructor_takes_the_fields_in_order_with_their_defaults() -> None:
    params = list(inspect.signature(Statement.__init__).parameters.values())[1:]
    fields = dataclasses.fields(Statement)
    assert [p.name for p in params] == [f.name for f in fields]
    assert [p.default for p in params] == [
        inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default for f in fields
    ]


def test_a_statement_is_set_whole_frozen_and_replaceable() -> None:
    s = Statement("claim:synthetic", "Claim", "value", "12", "12 GB", "Synthetic quote.", 3, 9)
    assert (s.entity_id, s.value, s.original_value, s.start, s.end) == (
        "claim:synthetic",
        "12",
        "12 GB",
        3,
        9,
    )
    assert (s.evidence, s.source_url) == ("claimed", None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.value = "13"  # type: ignore[misc]
    t = dataclasses.replace(s, value="13", evidence="speculative")
    assert (t.value, t.evidence, t.quote) == ("13", "speculative", "Synthetic quote.")
    same = Statement(**{f.name: getattr(s, f.name) for f in dataclasses.fields(Statement)})
    assert same == s and hash(same) == hash(s) and same != t
    assert pickle.loads(pickle.dumps(s)) == s
    with pytest.raises(TypeError):
        Statement("claim:synthetic", "Claim")  # type: ignore[call-arg]
