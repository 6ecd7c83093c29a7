"""A standard's value is no product's figure (issue #10, branch figclass). SYNTHETIC sentences:
the generation "HBM9", the speeds and the standards' values are invented; "SK hynix" is there
only because the memory rule knows the real makers' ids. A speed written as a standard's or a
norm's ("well above JEDEC's 9 Gbps standard", "la norme JEDEC de 9 Gbit/s", "JEDEC 표준(9Gbps)")
is what the product is compared with: it is kept unattached, never the product's pin speed.
"""

from __future__ import annotations

import pytest
from tests.test_memory_figures import _figures

HYNIX = "chip:sk_hynix_hbm9"
STANDARD_ONLY = [("", "pin_speed", "9", "per_pin")]

# Synthetic: (sentence, what must be stored).
ROWS: list[tuple[str, list[tuple[str, str, str, str]]]] = [
    ("SYNTHETIC: SK hynix HBM9 runs its pins well above JEDEC's 9 Gbps standard.", STANDARD_ONLY),
    ("SYNTHETIC: SK hynix HBM9 exceeds the JEDEC standard of 9 Gbps.", STANDARD_ONLY),
    ("SYNTHETIC: SK hynix HBM9 beats the industry standard 9 Gbps by far.", STANDARD_ONLY),
    ("SYNTHETISCH: SK hynix HBM9 liegt deutlich über dem JEDEC-Standard von 9 Gbit/s.", STANDARD_ONLY),
    ("SYNTHÉTIQUE : SK hynix HBM9 dépasse largement la norme JEDEC de 9 Gbit/s.", STANDARD_ONLY),
    ("SINTÉTICO: SK hynix HBM9 supera el estándar JEDEC de 9 Gbps.", STANDARD_ONLY),
    ("SINTETICO: SK hynix HBM9 supera lo standard JEDEC di 9 Gbps.", STANDARD_ONLY),
    ("합성: SK하이닉스 HBM9는 JEDEC 표준(9Gbps)을 크게 웃돈다.", STANDARD_ONLY),
    ("合成: SK hynix HBM9はJEDEC規格の9Gbpsを大きく上回る。", STANDARD_ONLY),
    ("合成: SK hynix HBM9 远超JEDEC标准的9Gbps。", STANDARD_ONLY),
    (  # near miss: the product's own speed next to the standard's
        "SYNTHETIC: SK hynix HBM9 runs its pins at 13 Gbps, well above JEDEC's 9 Gbps standard.",
        [("", "pin_speed", "9", "per_pin"), (HYNIX, "pin_speed", "13", "per_pin")],
    ),
    (  # near miss: "standard" naming no reference ("the standard stack")
        "SYNTHETIC: SK hynix HBM9 in its standard stack runs at 13 Gbps.",
        [(HYNIX, "pin_speed", "13", "per_pin")],
    ),
    (  # near miss: a product's speed "meets" no standard word next to it
        "SYNTHETIC: SK hynix HBM9 meets every JEDEC rule and runs at 13 Gbps.",
        [(HYNIX, "pin_speed", "13", "per_pin")],
    ),
]


@pytest.mark.parametrize(("text", "want"), ROWS)
def test_a_standards_value_is_no_products_figure(text: str, want: list[tuple[str, str, str, str]]) -> None:
    assert _figures(text) == want


# Synthetic: a utilization rate is no gain of the chip ("can only manage 60 percent utilization",
# "eine Auslastung von 60 Prozent", "un taux d'utilisation de 60 %", "가동률 60%", "利用率60%").
_CHIP_GAZ_ROWS = [
    "SYNTHETIC: The Trainium9 is fast. There is little point in quoting peak performance if the "
    "accelerator can only manage 60 percent utilization.",
    "SYNTHETISCH: Der Trainium9 ist schnell. Die Spitzenleistung nützt wenig, wenn der Beschleuniger "
    "nur 60 Prozent Auslastung erreicht.",
    "SYNTHÉTIQUE : Le Trainium9 est rapide. La performance de pointe compte peu si l'accélérateur "
    "n'atteint que 60 % d'utilisation.",
    "合成: Trainium9 很快。如果加速器的利用率只有60%，峰值性能就没有意义。",
]


@pytest.mark.parametrize("text", _CHIP_GAZ_ROWS)
def test_a_utilization_rate_is_no_chips_gain(text: str) -> None:
    assert all(subject == "" for subject, *_ in _figures(text)), _figures(text)
    assert _figures(text)  # the rate is kept, with its quote
