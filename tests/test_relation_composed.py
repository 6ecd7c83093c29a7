"""A cluster "composed of" nodes of an accelerator deploys it, as "consists of" and "is made up
of" do (extract/relation_deploy.py). SYNTHETIC sentences with the invented names of
tests/relation_table_rows.py."""

from __future__ import annotations

from tests.relation_table_rows import NAMES
from tests.table_names import TableNames, entity_id

from chipatlas.extract.relation_reader import read_relations


def _deployments(text: str) -> list[tuple[str | None, str | None]]:
    found = read_relations(text, TableNames(NAMES), "en")
    return [(entity_id(r.obj), entity_id(r.target)) for r in found if r.kind == "deployment"]


def test_a_cluster_composed_of_an_accelerators_nodes_deploys_it() -> None:
    text = "The Borealis system is composed of 560 compute nodes and 88 GPU nodes: 84 Vega R1 GPU nodes."
    assert _deployments(text) == [("cluster:borealis", "chip:vega_r1")]


def test_a_cluster_composed_of_cpu_nodes_only_deploys_nothing() -> None:
    assert _deployments("The Borealis system is composed of 560 compute nodes.") == []
