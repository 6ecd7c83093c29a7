"""Subject carried across sentences by discourse focus (synthetic text, no real facts)."""

from __future__ import annotations

from chipatlas.extract.prose import Context, sentence_claims, sentences
from chipatlas.model.statement import Statement


def _ref(schema: str, name: str, *aliases: str) -> str:
    return f"{schema}:{name}"


def _all(text: str) -> list[tuple[str, str, str]]:
    ctx = Context()
    out: list[Statement] = []
    for span in sentences(text, 0, len(text)):
        out += sentence_claims(text, span, _ref, ctx)
    by_claim: dict[str, dict[str, str]] = {}
    for s in out:
        by_claim.setdefault(s.entity_id, {})[s.prop] = s.value
    return sorted((c.get("subject", ""), c["metric"], c["value"]) for c in by_claim.values() if "metric" in c)


def _claims(text: str) -> list[tuple[str, str, str]]:
    """Figures attached to a subject."""
    return [c for c in _all(text) if c[0]]


def test_each_named_chip_scopes_the_next_sentence() -> None:
    # Synthetic: "Trainium9" is an invented chip name in the Trainium naming pattern.
    text = (
        "Inside each Trainium9, several synthetic dies are linked together. "
        "Around them sit stacks of HBM3E, providing 512 GB of memory and 20 TB/s of bandwidth."
    )
    assert _claims(text) == [
        ("Chip:Trainium9", "hbm_bandwidth", "20"),
        ("Chip:Trainium9", "hbm_capacity", "512"),
    ]


def test_the_device_refers_to_the_last_named_chip() -> None:
    text = "The Trainium9 is a synthetic example. The device carries 512 GB of HBM memory."
    assert _claims(text) == [("Chip:Trainium9", "hbm_capacity", "512")]


def test_no_focus_no_guess() -> None:
    # No chip in focus and no definite reference: the figure is not attached to anything.
    text = "Trainium8 and Trainium9 are synthetic names. Stacks provide 512 GB of memory."
    assert _claims(text) == []
    # ... but kept, unattached, never dropped.
    assert _all(text) == [("", "hbm_capacity", "512")]


def test_a_node_range_is_not_a_chip_node() -> None:
    text = "The synthetic Trainium9 fab line runs 2–4 nm processes. Trainium9 is built on 3nm."
    assert _claims(text) == [("Chip:Trainium9", "process_node", "3")]


def test_wiki_footnote_markers_end_a_sentence_with_the_stop() -> None:
    text = "Synthetic chips ship in 2031.[1][12] The next synthetic part follows.[3] Done"
    got = [text[a:b] for a, b in sentences(text, 0, len(text))]
    assert got == [
        "Synthetic chips ship in 2031.[1][12]",
        "The next synthetic part follows.[3]",
        "Done",
    ]


def test_no_platform_from_a_fragment() -> None:
    # A rack of an invented chip: no document names a "Trainium9 UltraServer", so none is made.
    text = "The synthetic Trainium9 ships in racks. Each rack holds 64 accelerators and 9 TB of HBM memory."
    assert not [c for c in _claims(text) if "UltraServer" in c[0]]
    said = "Each Trainium9 UltraServer holds 64 chips."
    assert _claims(said) == [("Platform:Trainium9 UltraServer", "accelerator_count", "64")]


def _platforms(text: str) -> set[str]:
    ctx = Context()
    out: list[Statement] = []
    for span in sentences(text, 0, len(text)):
        out += sentence_claims(text, span, _ref, ctx)
    found = {s.value for s in out if s.prop == "subject"} | {s.entity_id for s in out if s.prop == "cooling"}
    return {f for f in found if f.startswith("Platform:")}


def test_cooling_names_no_ultraserver_the_text_does_not_name() -> None:
    # Synthetic: "liquid-cooled" near a chip that no UltraServer is named for makes no platform.
    assert _platforms("The MI900X is a 2 kW liquid-cooled part built to rival the synthetic B900.") == set()
    assert _platforms("Liquid-cooled racks hold the synthetic MI900X chips.") == set()
    # ... while a text that names the UltraServer keeps its cooling.
    assert _platforms("A liquid-cooled Trn9 UltraServer rack holds synthetic parts.") == {
        "Platform:Trainium9 UltraServer"
    }
