"""Figures of a memory product (maker + HBM generation) and of a rack system. Every sentence
here is SYNTHETIC: the generations (HBM9, HBM8E), the layer counts and speeds are invented;
the three maker names are only there because the rule knows the real memory makers' ids."""

from __future__ import annotations

from dataclasses import replace

from tests.figure_reading import figures_of

from chipatlas.extract.mentions import DictGazetteer, Mention


class _Canonical(DictGazetteer):
    """As the store's gazetteer: a mention carries its entity's canonical name, not the key."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        return [
            replace(m, name="SK hynix") if m.entity_id == "company:sk_hynix" else m
            for m in super().find(text, offset, language)
        ]


_GAZ = _Canonical(
    {
        "SK hynix": ("company:sk_hynix", "Company"),
        "SK하이닉스": ("company:sk_hynix", "Company"),
        "Micron": ("company:micron", "Company"),
        "Acme GPUs": ("company:acme_gpus", "Company"),
        "Nova Rack 64": ("platform:nova_rack_64", "Platform"),
    }
)


def test_layers_and_pin_speed_belong_to_the_makers_generation() -> None:
    text = "SYNTHETIC: SK hynix will ship 15-layer HBM9 samples with pins running at 13 Gbps."
    assert _figures(text) == [
        ("chip:sk_hynix_hbm9", "pin_speed", "13", "per_pin"),
        ("chip:sk_hynix_hbm9", "stack_layers", "15", "per_stack"),
    ]


def test_the_maker_before_the_figure_in_its_clause_and_the_nearest_generation() -> None:
    text = "SYNTHETIC: Acme GPUs buys 9-layer HBM8E from Micron, while SK hynix ships 15-layer HBM9."
    assert _figures(text) == [
        ("", "stack_layers", "9", "per_stack"),  # no maker before it in its clause, two in the sentence
        ("chip:sk_hynix_hbm9", "stack_layers", "15", "per_stack"),
    ]


def test_the_maker_in_focus_when_the_sentence_names_no_company() -> None:
    text = "SYNTHETIC: SK hynix showed a memory roadmap. The company plans 15-layer HBM9 next year."
    assert _figures(text) == [("chip:sk_hynix_hbm9", "stack_layers", "15", "per_stack")]


def test_a_demand_is_no_figure_of_the_maker_in_focus() -> None:
    # A buyer's demand or a standard's figure is no maker's: "Buyers asked for ... 14 Gbps".
    for text in (
        "SYNTHETIC: SK hynix showed a memory roadmap. Buyers asked for HBM9 at 14 Gbps.",
        "SYNTHETIC: SK hynix showed a memory roadmap. 고객사는 HBM9에 14Gbps를 요구했다.",
        "SYNTHETIC: SK hynix showed a memory roadmap. 顧客はHBM9に14Gbpsを求めている。",
    ):
        assert _figures(text) == [("", "pin_speed", "14", "per_pin")], text
    kept = "SYNTHETIC: SK hynix showed a memory roadmap. Its HBM9 runs at 14 Gbps."
    assert _figures(kept) == [("chip:sk_hynix_hbm9", "pin_speed", "14", "per_pin")]


def test_no_maker_in_focus_when_another_company_acts_before_the_figure() -> None:
    text = "SYNTHETIC: SK hynix showed a memory roadmap. Acme GPUs raised the HBM9 speed to 14 Gbps."
    assert _figures(text) == [("", "pin_speed", "14", "per_pin")]
    ko = "SYNTHETIC: SK hynix showed a memory roadmap. Acme GPUs 측은 HBM9 속도를 14Gbps로 높였다."
    assert _figures(ko) == [("", "pin_speed", "14", "per_pin")]


def test_a_target_is_no_figure_of_the_maker_named() -> None:
    assert _figures("SYNTHETIC: Micron struggled to meet the target of 14 Gbps for HBM9.") == [
        ("", "pin_speed", "14", "per_pin")
    ]
    # The maker's own speed stays its own; the buyers' demand in the next clause is no one's.
    text = "SYNTHETIC: Micron HBM9 runs at 12 Gbps, below the 14 Gbps that buyers required."
    assert _figures(text) == [
        ("", "pin_speed", "14", "per_pin"),
        ("chip:micron_hbm9", "pin_speed", "12", "per_pin"),
    ]
    ko = "SYNTHETIC: Micron HBM9는 목표인 14Gbps에 못 미쳤다."
    assert _figures(ko) == [("", "pin_speed", "14", "per_pin")]


def test_a_maker_named_in_another_script_gives_the_canonical_name() -> None:
    text = "SYNTHETIC: SK하이닉스 HBM9 15-layer samples."
    assert _figures(text) == [("chip:sk_hynix_hbm9", "stack_layers", "15", "per_stack")]


def test_no_generation_or_no_maker_no_product() -> None:
    assert _figures("SYNTHETIC: SK hynix builds 15-layer stacks.") == [
        ("", "stack_layers", "15", "per_stack")
    ]
    assert _figures("SYNTHETIC: Buyers want 15-layer HBM9.") == [("", "stack_layers", "15", "per_stack")]


def test_a_racks_power_is_never_a_chips() -> None:
    # Synthetic: "Trainium9" is an invented chip; "Nova Rack 64" an invented rack system.
    alone = "SYNTHETIC: Racks of 64 Trainium9 chips draw 140 kW per rack."
    assert ("", "power", "140", "per_rack") in _figures(alone)
    named = (
        "SYNTHETIC: The Nova Rack 64 is a rack-scale system of 64 Trainium9 chips with 2.1 exaflops of FP4."
    )
    assert ("platform:nova_rack_64", "fp4_flops", "2.1", "per_rack") in _figures(named)


def test_a_cpu_count_is_the_named_racks_never_the_cpus() -> None:
    # Synthetic: "Nova Rack 64" is an invented rack system, "Grace9" an invented CPU name.
    named = "SYNTHETIC: The Nova Rack 64 is a rack-scale system of 64 Trainium9 GPUs and 32 Grace9 CPUs."
    assert ("platform:nova_rack_64", "cpu_count", "32", "per_rack") in _figures(named)
    alone = "SYNTHETIC: Each rack holds 32 Grace9 CPUs."
    assert [f for f in _figures(alone) if f[1] == "cpu_count"] == [("", "cpu_count", "32", "per_rack")]


def test_a_percentage_of_performance_is_the_chips_named_before_it() -> None:
    text = "SYNTHETIC: The Trainium9 chip doubles memory, and power efficiency improved by 45%."
    assert _figures(text) == [("chip:trainium9", "efficiency_gain", "45", "per_chip")]
    share = "SYNTHETIC: The Trainium9 chip sells well, and its market share improved by 45%."
    assert _figures(share) == [("", "share", "45", "")]


def test_money_before_the_name_that_opens_the_next_clause() -> None:
    text = "SYNTHETIC: With support of a $7.5B grant, Micron plans a new fab."
    assert _figures(text) == [("company:micron", "grant", "7500000000", "")]
    later = "SYNTHETIC: A $7.5B fund backs yields that trail those of Micron."
    assert _figures(later) == [("", "fund_size", "7500000000", "")]


def test_acquisition_money_is_the_buyers() -> None:
    text = "SYNTHETIC: Acme GPUs said it is acquiring Micron in a deal valued at $9.9 billion."
    assert _figures(text) == [("company:acme_gpus", "acquisition", "9900000000", "")]
    german = (
        "SYNTHETIC: Acme GPUs hat die Übernahme von Micron abgeschlossen, "
        "die mit knapp 9 Milliarden Dollar zu Buche schlägt."
    )
    assert _figures(german) == [("company:acme_gpus", "acquisition", "9000000000", "")]


def test_layers_written_glued_in_korean_japanese_chinese() -> None:
    assert _figures("SYNTHETIC: SK하이닉스 HBM9 15단 샘플 공급.") == [
        ("chip:sk_hynix_hbm9", "stack_layers", "15", "per_stack")
    ]
    assert [f[1:] for f in _figures("SYNTHETIC: 15層のHBM9。")] == [("stack_layers", "15", "per_stack")]


def test_a_one_chip_size_after_a_sentence_naming_one_chip() -> None:
    text = "SYNTHETIC: The Trainium9 halves its cores. This gives a 1.5x gain, delivering six petaflops."
    assert ("chip:trainium9", "flops", "6", "per_chip") in _figures(text)
    named = "SYNTHETIC: The Trainium9 halves its cores. Micron says its parts reach six petaflops."
    assert ("", "flops", "6", "") in _figures(named)  # a sentence naming someone else: no carry


def test_sram_per_core_is_the_chips() -> None:
    text = "SYNTHETIC: Trainium9 raises on-die SRAM to 48 MB per NeuronCore."
    assert _figures(text) == [("chip:trainium9", "sram_capacity", "48", "per_core")]


def test_the_maker_is_carried_one_sentence_only() -> None:
    text = (
        "SYNTHETIC: Buyers expect eight of SK hynix's 15-layer HBM9 stacks per part. "
        "According to the company, HBM9 pins run at 13 Gbps. Later, HBM9 pins may reach 14 Gbps."
    )
    got = _figures(text)
    assert ("chip:sk_hynix_hbm9", "pin_speed", "13", "per_pin") in got
    assert ("", "pin_speed", "14", "per_pin") in got  # two sentences away: no maker carried


def test_the_generation_before_unless_one_follows_right_after() -> None:
    text = "SYNTHETIC: Micron ships HBM8E 9-layer parts and readies 15-layer ones, with HBM9 next year."
    assert _figures(text) == [
        ("chip:micron_hbm8e", "stack_layers", "15", "per_stack"),
        ("chip:micron_hbm8e", "stack_layers", "9", "per_stack"),
    ]


def test_a_figure_after_outperforming_is_the_rivals() -> None:
    text = "SYNTHETIC: SK hynix HBM9 pins run above 13 Gbps, outperforming the synthetic standard of 9 Gbps."
    assert _figures(text) == [("chip:sk_hynix_hbm9", "pin_speed", "13", "per_pin")]


def _figures(text: str) -> list[tuple[str, str, str, str]]:
    return figures_of(text, _GAZ)
