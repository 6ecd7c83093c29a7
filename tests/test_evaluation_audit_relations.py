"""Relation recall on the audit set (evaluation/audit_relations.py, audit.py's relation lines).

Every document here is synthetic: invented companies, parts and text written for this suite;
the real audit texts are never in the repository.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from evaluation import audit
from evaluation.audit_relations import load_relation_labels, score_labelled, total_line
from evaluation.gold import GoldError
from evaluation.observe import ObservedDoc, ObservedRelation
from sqlalchemy.engine import Engine

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources.document import load_path

# Synthetic: invented companies and parts (not real supplier facts).
TEXT = """Quorvant Memory begins HBM4 shipments to Zephyrion

Synthetic article written for the chipatlas test suite; the companies and their parts are invented.

Quorvant Memory said on Tuesday that it supplies HBM4 for the Zephyrion ZX900 accelerator. \
Lumidex Packaging provides CoWoS packaging for the ZX900.
"""
NAMES = "name,kind\nQuorvant Memory,Company\nLumidex Packaging,Company\nZephyrion,Company\nZX900,Chip\n"
LABELS = {
    "syn": [
        {"kind": "supply", "supplier": "Quorvant Memory", "component": "HBM", "platform": "ZX900"},
        {
            "kind": "supply",
            "supplier": "Lumidex Packaging",
            "component": "Advanced packaging",
            "platform": "ZX900",
        },
        # stated nowhere in the text: a label the run must report as missed
        {"kind": "ownership", "supplier": "Zephyrion", "component": "", "platform": "Lumidex Packaging"},
    ]
}


def _folder(tmp: Path, labels: object) -> Path:
    (tmp / "texts").mkdir()
    (tmp / "texts" / "syn.txt").write_text(TEXT, encoding="utf-8")
    (tmp / "names.csv").write_text(NAMES, encoding="utf-8")
    docs = [{"id": "syn", "url": "https://example.test/syn", "language": "en"}]
    docs.append({"id": "other", "url": "https://example.test/other", "language": "en"})
    (tmp / "documents.json").write_text(json.dumps(docs))
    (tmp / "relations.json").write_text(json.dumps(labels))
    return tmp


def test_audit_prints_relation_recall_per_labelled_document_and_in_total(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _folder(tmp_path, LABELS)

    def names_only(engine: Engine) -> None:  # the invented names in place of the bundled data
        ingest(engine, load_path(folder / "names.csv"))

    monkeypatch.setattr(audit, "load_bundled", names_only)
    assert audit.main(["--dir", str(folder)]) == 0
    out = capsys.readouterr().out
    section = out.split("## syn", 1)[1].split("documents audited", 1)[0]
    assert "- relations (labelled): 2/3 found" in section
    assert "missed relation: Zephyrion ownership for Lumidex Packaging (ownership)" in section
    assert "missed relation: Quorvant Memory" not in section
    total = re.search(r"relations \(1 labelled documents\): P (\S+) / R 0\.67 \(2/3\), spurious (\d+)", out)
    assert total is not None, out
    spurious = int(total.group(2))
    assert total.group(1) == f"{2 / (2 + spurious):.2f}"
    assert "| ownership | 0 | 1 | 0 | - | 0.00 |" in out
    # --todo keeps a labelled document whose relations miss something
    assert audit.main(["--dir", str(folder), "--todo"]) == 0
    assert "missed relation: Zephyrion ownership" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("labels", "message"),
    [
        ({"nowhere": []}, r"relations\.json: nowhere: unknown document id"),
        ({"syn": [{"kind": "lease", "supplier": "Quorvant"}]}, r"relations\.json: syn\[0\]: field 'kind'"),
        ({"syn": [{"kind": "supply"}]}, r"relations\.json: syn\[0\]: missing field 'supplier'"),
        ({"syn": {"kind": "supply"}}, r"relations\.json: syn: should be a list"),
    ],
)
def test_a_relation_label_file_with_an_unknown_id_or_kind_fails_naming_file_and_field(
    tmp_path: Path, labels: object, message: str
) -> None:
    folder = _folder(tmp_path, labels)
    with pytest.raises(GoldError, match=message):
        load_relation_labels(folder / "relations.json", ["syn", "other"])
    with pytest.raises(SystemExit, match=message):
        audit.main(["--dir", str(folder), "--bare"])


def test_an_empty_label_is_a_label_every_proposal_on_it_is_spurious() -> None:
    seen = ObservedDoc("doc:x")
    seen.relations = [
        ObservedRelation("Quorvant Memory", frozenset({"quorvant memory"}), "HBM", "ZX900", "q"),
    ]
    labels = {"x": (), "unrun": ()}
    (scored,) = score_labelled(labels, {"x": seen})  # a labelled document not run is not scored
    assert (scored.counts["relations"].tp, scored.counts["relations"].fp) == (0, 1)
    assert total_line([scored]) == "relations (1 labelled documents): P 0.00 / R - (0/0), spurious 1"
    assert load_relation_labels(Path("/nonexistent/relations.json"), []) == {}
