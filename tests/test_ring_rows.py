"""The ring row's key order is one list (analyze.ring_rows.ROW_CELLS), equal to the schema's export."""

from __future__ import annotations

from chipatlas.analyze.ring_rows import ROW_CELLS, contract_row, export_fields, row_fields


def _stored(**over: object) -> dict[str, object]:
    # Synthetic projection row: every column ROW_CELLS reads.
    row: dict[str, object] = {col: f"v-{col}" for _, col in ROW_CELLS}
    row["has_source_link"] = 1
    row.update(over)
    return row


def test_cells_follow_the_schema_export_order() -> None:
    keys = tuple(key for key, _ in ROW_CELLS)
    assert keys == tuple(f for f in export_fields() if f != "platform")


def test_contract_row_has_the_row_fields_without_source_url() -> None:
    row = contract_row(_stored())
    assert tuple(row) == row_fields()
    assert row["document"] == "v-document_id"
    assert row["has_source_link"] is True
    assert contract_row(_stored(has_source_link=0))["has_source_link"] is False
