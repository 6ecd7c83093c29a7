"""MediaWiki tables read as grids (read/wiki_tables.py), and a cluster page written in them
(extract/relation_hardware.py): every page here is SYNTHETIC ("Tarvin", "Acme" and the
numbers are invented)."""

from __future__ import annotations

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.relation_reader import read_relations
from chipatlas.read.text import read_text

PAGE = """{| class="wikitable"
|-
| Availability: 2031-01-01
|-
| Login node: <b>tarvin.example.org</b>
|}

<b>Tarvin</b> est une grappe pour la recherche en IA (page SYNTHÉTIQUE).

==Matériel==
{| class="wikitable sortable"
!Performance|| Nœuds !! Modèle || GPU par nœud || Total de GPU
|-
|  Standard || 168 || Acme 750 || 4 x Acme ZX900 48GB || 672
|-
| style="color:red" | Haute || 10 || Acme 9680 || 8 x Acme QX5 80GB || 80
|}
"""
GAZ = DictGazetteer({"ZX900": ("chip:zx900", "Chip"), "QX5": ("chip:qx5", "Chip")})


def test_a_wiki_table_is_a_grid_with_cells_in_place() -> None:
    doc = read_text("synthetic:tarvin.txt", PAGE, "text/plain", "utf-8")
    (table,) = doc.tables  # the key-value box above has no header row: it stays prose
    assert table.header.texts == ["Performance", "Nœuds", "Modèle", "GPU par nœud", "Total de GPU"]
    assert [r.texts for r in table.rows] == [
        ["Standard", "168", "Acme 750", "4 x Acme ZX900 48GB", "672"],
        ["Haute", "10", "Acme 9680", "8 x Acme QX5 80GB", "80"],
    ]
    for row in (table.header, *table.rows):
        for cell in row.cells:
            assert PAGE[cell.start : cell.end] == cell.text  # verbatim: quotes stay spans
    assert any("Availability" in b.text for b in doc.blocks)


def test_a_clusters_wiki_table_deploys_its_gpus() -> None:
    """The page has no title but opens by saying what it is ("Tarvin est une grappe"); the
    column "GPU par nœud" names products ("4 x Acme ZX900 48GB"), not counts."""
    doc = read_text("synthetic:tarvin.txt", PAGE, "text/plain", "utf-8")
    found = [r for r in read_relations(doc.text, GAZ, "fr", tables=doc.tables) if r.kind == "deployment"]
    assert [(r.obj_text, r.target.entity_id if r.target else None) for r in found] == [
        ("Tarvin", "chip:zx900"),
        ("Tarvin", "chip:qx5"),
    ]
    counts_only = PAGE.replace("4 x Acme ZX900 48GB", "4").replace("8 x Acme QX5 80GB", "8")
    doc = read_text("synthetic:tarvin.txt", counts_only, "text/plain", "utf-8")
    assert [r for r in read_relations(doc.text, GAZ, "fr", tables=doc.tables) if r.kind == "deployment"] == []
