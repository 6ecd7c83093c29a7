from sqlalchemy import Engine, select

from chipatlas.store.tables import platforms


def test_bundled_loads_on_both_backends(bundled: Engine) -> None:
    with bundled.connect() as conn:
        slugs = {r.slug for r in conn.execute(select(platforms.c.slug))}
    assert "aws_trainium3_ultraserver" in slugs
    assert "nvidia_gb200_nvl72" in slugs
