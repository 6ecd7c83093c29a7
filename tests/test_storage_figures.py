"""A storage product's figure is no chip's nor its memory's (extract/spec_doubts.py). SYNTHETIC
sentences: "Kestrel Memory" and "ZX900" are invented; the gazetteer maps the invented maker to
a memory maker's id, so its HBM is a memory product of its own (as extract/memory.py reads it).

"36 GB HBM4, 28 Gbps PCIe Gen6 SSDs and 192 GB modules": 28 Gbps names the drives right after
it, so it is kept unattached with its quote, never the HBM4's pin speed.
"""

from __future__ import annotations

from tests.figure_reading import claims_of

from chipatlas.extract.mentions import DictGazetteer

GAZ = DictGazetteer({"Kestrel Memory": ("company:micron", "Company"), "ZX900": ("chip:zx900", "Chip")})


def test_a_figure_before_ssds_is_the_drives() -> None:
    text = (
        "Kestrel Memory began volume production of 36 GB HBM4, 28 Gbps PCIe Gen6 SSDs "
        "and 192 GB modules for the ZX900."
    )
    found = {c["value"]: (c.get("subject", ""), c["metric"]) for c in claims_of(text, GAZ)}
    assert found["28"][0] == ""  # kept with its quote, unattached: not the HBM4's pin speed


def test_a_memory_pin_speed_stays_the_memorys() -> None:
    text = "Kestrel Memory began volume production of HBM4 running at 11 Gbps per pin."
    found = {c["value"]: c.get("subject", "") for c in claims_of(text, GAZ)}
    assert found["11"] == "chip:kestrel_memory_hbm4"  # no drive named right after the figure
