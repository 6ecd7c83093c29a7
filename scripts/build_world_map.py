"""Build src/chipatlas/model/data/world_map.json, the offline world map of the SVG charts.

Where the data comes from
    The npm package ``world-atlas`` 2.0.2 (ISC licence, Mike Bostock), a TopoJSON
    redistribution of Natural Earth 4.1.0 admin-0 countries. Natural Earth is in the
    public domain (https://www.naturalearthdata.com/about/terms-of-use/).

    The build reads ``countries-50m.json`` (the 1:50m scale keeps Singapore, Hong Kong,
    Macao, Malta, Bahrain..., which 1:110m leaves out) and thins it for small SVG charts.

What the build does
    * decodes the TopoJSON arcs to lon/lat, simplifies each arc (Douglas-Peucker,
      TOLERANCE degree) so shared borders stay shared, assembles the rings and keys each
      country by ISO 3166 alpha-2 (from the numeric id, through pycountry);
    * drops islands smaller than MIN_RING degree, except a country's largest ring;
    * folds the id-less pieces into their ISO country (N. Cyprus -> CY, Somaliland -> SO)
      and keeps the land with no ISO 3166 code (Kosovo, Siachen Glacier, the "Indian
      Ocean Ter." piece of Christmas and Cocos Islands) under "unassigned";
    * drops Antarctica (it only wastes space on a supply-chain map);
    * cuts the rings that cross the antimeridian (Russia, Fiji) into one ring per side,
      so that a plain equirectangular projection draws them without a stripe across
      the map;
    * writes each ring as a flat list of integers, lon/lat in hundredths of a degree,
      the first pair absolute and the next ones deltas from the previous point.

How to regenerate (needs npm and the project's venv, run from the repo root)
    /work/.venv/bin/python scripts/build_world_map.py            # npm pack into a temp dir
    /work/.venv/bin/python scripts/build_world_map.py --source DIR  # an unpacked package/
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import tarfile
import tempfile
from pathlib import Path

import pycountry

PACKAGE = "world-atlas@2.0.2"
OUT = Path(__file__).resolve().parents[1] / "src/chipatlas/model/data/world_map.json"
MERGE = {"N. Cyprus": "CY", "Somaliland": "SO"}  # id-less pieces of an ISO country
UNASSIGNED = {"Kosovo", "Siachen Glacier", "Indian Ocean Ter."}  # land with no ISO code
DROP = {"AQ"}
TOLERANCE = 0.05  # degrees, Douglas-Peucker tolerance on the arcs
MIN_RING = 0.25  # degrees: smaller islands are dropped (unless all a country has)
NOTICE = (
    "Country outlines from Natural Earth 4.1.0 (public domain, naturalearthdata.com), "
    "via the npm package world-atlas 2.0.2 (ISC licence, Copyright 2013-2019 Michael "
    "Bostock). Built by scripts/build_world_map.py."
)

Point = tuple[float, float]
Ring = list[Point]


def fetch(tmp: Path) -> Path:
    """npm pack the package into tmp and unpack it; returns the package/ folder."""
    out = subprocess.run(
        ["npm", "pack", PACKAGE, "--pack-destination", str(tmp)],
        check=True,
        capture_output=True,
        text=True,
    )
    tgz = tmp / out.stdout.strip().splitlines()[-1]
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    return tmp / "package"


def decode(path: Path, tol: float) -> list[tuple[str | None, str, list[Ring]]]:
    """(numeric id, NE name, rings) for each geometry of the 'countries' object.

    The arcs are simplified before the rings are assembled: two neighbours share each
    border arc, so simplifying arcs (not rings) leaves no gap or sliver between them.
    """
    topo = json.loads(path.read_text())
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs: list[Ring] = []
    for arc in topo["arcs"]:
        x = y = 0
        pts: Ring = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(simplify(pts, tol))
    result = []
    for geom in topo["objects"]["countries"]["geometries"]:
        polys = geom["arcs"] if geom["type"] == "MultiPolygon" else [geom["arcs"]]
        rings: list[Ring] = []
        for poly in polys:
            for ring_arcs in poly:
                ring: Ring = []
                for i in ring_arcs:
                    pts = arcs[i] if i >= 0 else arcs[~i][::-1]
                    ring.extend(pts if not ring else pts[1:])
                rings.append(ring)
        result.append((geom.get("id"), geom["properties"]["name"], rings))
    return result


def clip(ring: Ring, x0: float, keep_above: bool) -> Ring:
    """Sutherland-Hodgman clip of a ring against the half-plane x >= x0 (or x <= x0)."""

    def inside(p: Point) -> bool:
        return p[0] >= x0 if keep_above else p[0] <= x0

    out: Ring = []
    for k, cur in enumerate(ring):
        prev = ring[k - 1]
        if inside(cur) != inside(prev):
            t = (x0 - prev[0]) / (cur[0] - prev[0])
            out.append((x0, prev[1] + t * (cur[1] - prev[1])))
        if inside(cur):
            out.append(cur)
    return out


def cut_antimeridian(ring: Ring) -> list[Ring]:
    """Unwrap a ring that jumps across +-180 and clip it to [-180, 180] on each side."""
    if all(abs(a[0] - b[0]) <= 180 for a, b in itertools.pairwise(ring)):
        return [ring]
    unwrapped: Ring = [ring[0]]
    for lon, lat in ring[1:]:
        prev = unwrapped[-1][0]
        lon += 360 * round((prev - lon) / 360)
        unwrapped.append((lon, lat))
    pieces = []
    for shift in (-360, 0, 360):
        moved = [(x + shift, y) for x, y in unwrapped]
        piece = clip(clip(moved, -180, True), 180, False)
        if len(piece) >= 3:
            pieces.append(piece)
    return pieces


def simplify(ring: Ring, tol: float) -> Ring:
    """Douglas-Peucker, iterative; keeps the endpoints."""
    if len(ring) < 4:
        return ring
    keep = {0, len(ring) - 1}
    stack = [(0, len(ring) - 1)]
    while stack:
        a, b = stack.pop()
        (ax, ay), (bx, by) = ring[a], ring[b]
        dx, dy = bx - ax, by - ay
        norm = (dx * dx + dy * dy) ** 0.5
        best, idx = 0.0, -1
        for i in range(a + 1, b):
            px, py = ring[i]
            if norm:
                d = abs(dy * (px - ax) - dx * (py - ay)) / norm
            else:
                d = ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5
            if d > best:
                best, idx = d, i
        if best > tol:
            keep.add(idx)
            stack += [(a, idx), (idx, b)]
    return [ring[i] for i in sorted(keep)]


def encode(ring: Ring) -> list[int]:
    """Hundredths of a degree, deltas after the first pair; repeated points dropped."""
    pts: list[tuple[int, int]] = []
    for lon, lat in ring:
        q = (round(lon * 100), round(lat * 100))
        if not pts or q != pts[-1]:
            pts.append(q)
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts.pop()  # SVG closes the ring with Z
    flat: list[int] = []
    px = py = 0
    for x, y in pts:
        flat += [x - px, y - py]
        px, py = x, y
    return flat


def alpha2(numeric: str | None, name: str) -> str | None:
    if numeric is None:
        return MERGE.get(name)
    country = pycountry.countries.get(numeric=numeric)
    return None if country is None else str(country.alpha_2)


def extent(ring: Ring) -> float:
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]
    return max(max(xs) - min(xs), max(ys) - min(ys))


def build(source: Path, tol: float, min_ring: float) -> dict[str, object]:
    countries: dict[str, list[Ring]] = {}
    unassigned: dict[str, list[Ring]] = {}
    for numeric, name, rings in decode(source / "countries-50m.json", tol):
        rings = [piece for ring in rings for piece in cut_antimeridian(ring)]
        code = alpha2(numeric, name)
        if name in UNASSIGNED:
            unassigned[name] = rings
        elif code is None:
            raise SystemExit(f"no ISO code for {name!r} ({numeric})")
        elif code not in DROP:
            countries.setdefault(code, []).extend(rings)

    def pack(rings: list[Ring]) -> list[list[int]]:
        # islets go, but a country made only of islets keeps its largest one
        largest = max(rings, key=extent)
        kept = [r for r in rings if r is largest or extent(r) >= min_ring]
        return [e for e in map(encode, kept) if len(e) >= 2]

    return {
        "notice": NOTICE,
        "source": f"npm {PACKAGE}, countries-50m.json; arcs simplified by Douglas-Peucker "
        f"at {tol} degree, rings under {min_ring} degree dropped (a country keeps "
        "its largest ring)",
        "encoding": "ring = flat [lon, lat, ...] in hundredths of a degree; the first pair "
        "absolute, each next pair a delta from the previous point; rings close "
        "implicitly",
        "countries": {k: pack(countries[k]) for k in sorted(countries)},
        "unassigned": {k: pack(unassigned[k]) for k in sorted(unassigned)},
    }


def write(data: dict[str, object], out: Path) -> None:
    """Compact JSON, one country per line so that a rebuild diffs readably."""

    def dump(value: object) -> str:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)

    lines = ["{"]
    for key in ("notice", "source", "encoding"):
        lines.append(f"{dump(key)}:{dump(data[key])},")
    for key in ("countries", "unassigned"):
        table = data[key]
        assert isinstance(table, dict)
        rows = [f"{dump(k)}:{dump(v)}" for k, v in table.items()]
        end = "," if key == "countries" else ""
        lines.append(f"{dump(key)}:{{\n" + ",\n".join(rows) + f"\n}}{end}")
    lines.append("}")
    out.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, help="an unpacked world-atlas package/ folder")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--tolerance", type=float, default=TOLERANCE)
    parser.add_argument("--min-ring", type=float, default=MIN_RING)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        source = args.source or fetch(Path(tmp))
        data = build(source, args.tolerance, args.min_ring)
    write(data, args.out)
    countries = data["countries"]
    assert isinstance(countries, dict)
    print(f"wrote {args.out}: {len(countries)} countries, {args.out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
