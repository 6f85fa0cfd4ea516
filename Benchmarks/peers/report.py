#!/usr/bin/env python3
"""Reads the raw results of scripts/bench.sh and writes docs/PERFORMANCE.md (and prints its tables).

Input folder (scripts/bench.sh's BENCH_OUT):
  round-N-fontscale/*.tsv        ordo-one's `benchmark` percentiles export of round N (all but the growth curves)
  round-N-peers.json             Benchmarks/peers/peers.py of round N
  growth/*.tsv                   the growth curves, run once
  machine.txt                    key=value lines: machine, toolchains, load, elapsed time
Standard library only.
"""
import argparse
import glob
import json
import os
import re
import statistics
import sys

STRINGS, CELLS, CATEGORIES = 200, 132, 12
PER_RUN = STRINGS * CELLS  # 26,400 measurements per iteration of the measurement paths
FAMILY_STRINGS = 20  # strings per family in the families curve
FAMILIES = ["Merriweather", "DejaVu Sans"]
PATHS = {
    "shape-once": "widths(of:pointSizes:): shape once, scale to the 132 sizes",
    "reuse": "with reuse, fixed instance (a cached width per call)",
    "reuse warm": "with reuse, cache already warm (scaling only)",
    "no-reuse": "without reuse (HarfBuzz shapes every measurement)",
    "full-api": "full API (IntrinsicSizer: style weight, opsz following the size)",
}
PEERS = {
    "uharfbuzz-shape-once": "uharfbuzz, shape once and scale per size",
    "uharfbuzz-shape-each": "uharfbuzz, shape each (string, size)",
    "pillow-basic": "Pillow ImageFont.getlength, basic layout",
    "pillow-raqm": "Pillow ImageFont.getlength, Raqm layout",
}
# The comparable pairs: fontscale path -> peer mode.
PAIRS = [
    ("shape-once", "uharfbuzz-shape-once"),
    ("reuse", "uharfbuzz-shape-once"),
    ("no-reuse", "uharfbuzz-shape-each"),
    ("full-api", "uharfbuzz-shape-each"),
    ("no-reuse", "pillow-basic"),
    ("no-reuse", "pillow-raqm"),
    ("full-api", "pillow-basic"),
    ("full-api", "pillow-raqm"),
]


# Units in the export's headers, to raw units (nanoseconds for times, bytes and counts otherwise).
UNIT_FACTORS = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9, "K": 1e3, "M": 1e6, "G": 1e9}


def load_results(folder):
    """{benchmark name: {"wall_us": p50, "wall_p90_us", "mallocs", "peak_mb", "cpu_us"}} from ordo-one's
    histogramPercentiles export: <baseline>.<target>.<name>.<metric>.histogram.percentiles.tsv, lines
    "percentile<TAB>value" in raw units (the suite's time unit is nanoseconds; bytes; counts)."""
    tables = {}
    for path in glob.glob(os.path.join(folder, "*.histogram.percentiles.tsv")):
        base = os.path.basename(path)[: -len(".histogram.percentiles.tsv")]
        parts = base.split(".")
        name, metric = ".".join(parts[2:-1]).replace("_", " "), parts[-1]
        values = {}
        factor = 1.0
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                percentile, _, value = line.strip().partition("\t")
                if percentile == "Percentile":  # the header: "Memory (resident peak) (M) *", "Time (wall clock) (ns) *"
                    unit = re.search(r"\((ns|μs|us|ms|s|K|M|G)\)\s*\*?$", value)
                    factor = UNIT_FACTORS[unit.group(1)] if unit else 1.0
                elif percentile.isdigit():
                    values[int(percentile)] = float(value) * factor
        tables.setdefault(name, {})[metric] = values
    results = {}
    for name, metrics in tables.items():
        wall = metrics.get("wallClock")
        if not wall:
            continue
        results[name] = {
            "wall_us": wall[50] / 1e3,
            "wall_p90_us": wall[90] / 1e3,
            "mallocs": metrics.get("mallocCountTotal", {}).get(50),
            "peak_mb": metrics.get("peakMemoryResident", {}).get(100, 0) / 1e6,
            "cpu_us": metrics.get("cpuTotal", {}).get(50, 0) / 1e3,
        }
    return results


def median(values):
    values = [value for value in values if value is not None]
    return statistics.median(values) if values else None


def merge_rounds(rounds):
    """The median over rounds of each benchmark's per-round figures."""
    names = sorted(set().union(*[set(r) for r in rounds])) if rounds else []
    merged = {}
    for name in names:
        runs = [r[name] for r in rounds if name in r]
        merged[name] = {key: median([run[key] for run in runs]) for key in runs[0]}
        merged[name]["rounds"] = [run["wall_us"] for run in runs]
    return merged


def rate(wall_us, count):
    return count / (wall_us / 1e6) if wall_us else None


def fmt_rate(value):
    if value is None:
        return "n/a"
    if value >= 1e6:
        return f"{value / 1e6:.2f} M/s"
    if value >= 1e3:
        return f"{value / 1e3:.1f} k/s"
    return f"{value:.0f} /s"


def fmt_time(us):
    if us is None:
        return "n/a"
    if us >= 1e6:
        return f"{us / 1e6:.2f} s"
    if us >= 1e3:
        return f"{us / 1e3:.1f} ms"
    return f"{us:.1f} µs"


def fmt_count(value):
    if value is None:
        return "n/a"
    return f"{value:,.0f}"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("results")
    parser.add_argument("--doc", default="docs/PERFORMANCE.md")
    args = parser.parse_args()
    out = args.results

    machine = {}
    with open(os.path.join(out, "machine.txt"), encoding="utf-8") as handle:
        for line in handle:
            key, _, value = line.rstrip("\n").partition("=")
            machine[key] = value
    round_dirs = sorted(glob.glob(os.path.join(out, "round-*-fontscale")), key=lambda p: int(re.search(r"round-(\d+)", p).group(1)))
    swift_rounds = [load_results(folder) for folder in round_dirs]
    peer_files = sorted(glob.glob(os.path.join(out, "round-*-peers.json")), key=lambda p: int(re.search(r"round-(\d+)", p).group(1)))
    peer_rounds = []
    for path in peer_files:
        with open(path, encoding="utf-8") as handle:
            peer_rounds.append(json.load(handle))
    if not swift_rounds or not peer_rounds:
        sys.exit(f"report.py: no rounds in {out}")
    fontscale = merge_rounds(swift_rounds)
    peers = {key: median([r["rates"].get(key) for r in peer_rounds]) for key in peer_rounds[0]["rates"]}
    versions = peer_rounds[0]["versions"]
    raqm = peer_rounds[0]["raqm"]
    growth = load_results(os.path.join(out, "growth"))

    # The ratio table.
    ratio_rows = []
    for family in FAMILIES:
        for path, peer in PAIRS:
            ours = fontscale.get(f"{family} {path}")
            ours_rate = rate(ours["wall_us"], PER_RUN) if ours else None
            theirs = peers.get(f"{family} {peer}")
            if theirs is None:
                ratio_rows.append([family, path, fmt_rate(ours_rate), peer, "not available", "n/a"])
                continue
            ratio = ours_rate / theirs if ours_rate and theirs else None
            ratio_rows.append([family, path, fmt_rate(ours_rate), peer, fmt_rate(theirs), f"**{ratio:.2f}x**" if ratio else "n/a"])
    ratio_table = table(["font", "fontscale", "rate", "peer", "rate", "fontscale / peer"], ratio_rows)

    own_rows = []
    for name in sorted(fontscale, key=lambda n: (not any(n.startswith(f) for f in FAMILIES), n)):
        figures = fontscale[name]
        count = PER_RUN if any(name == f"{f} {p}" for f in FAMILIES for p in PATHS) else None
        spread = ", ".join(fmt_time(value) for value in figures["rounds"])
        own_rows.append([name, fmt_time(figures["wall_us"]), fmt_time(figures["wall_p90_us"]), fmt_rate(rate(figures["wall_us"], count)) if count else "",
                         fmt_count(figures["mallocs"]), f"{figures['peak_mb']:.0f} MB", spread])
    own_table = table(["benchmark", "p50 wall", "p90 wall", "measurements", "mallocs p50", "peak RSS", "p50 per round"], own_rows)

    peer_rows = [[key, fmt_rate(value), ", ".join(fmt_rate(r["rates"].get(key)) for r in peer_rounds)] for key, value in peers.items()]
    peer_table = table(["peer", "median rate", "per round"], peer_rows)

    def growth_rows(prefix, count_of):
        rows = []
        for name, figures in growth.items():
            match = re.fullmatch(prefix + r" (\d+)", name)
            if match:
                n = int(match.group(1))
                rows.append((n, figures, count_of(n)))
        return sorted(rows, key=lambda row: row[0])

    strings_rows = [[f"{n:,}", f"{n * CELLS:,}", fmt_time(g["wall_us"]), fmt_time(g["wall_us"] / n), fmt_rate(rate(g["wall_us"], count)),
                     fmt_count(g["mallocs"]), f"{g['peak_mb']:.0f} MB"]
                    for n, g, count in growth_rows("growth strings", lambda n: n * CELLS)]
    styles_rows = [[n, f"{count:,}", fmt_time(g["wall_us"]), fmt_time(g["wall_us"] / n), fmt_rate(rate(g["wall_us"], count)), f"{g['peak_mb']:.0f} MB"]
                   for n, g, count in growth_rows("growth styles", lambda n: STRINGS * n * CATEGORIES)]
    families = {}
    for name, figures in growth.items():
        match = re.fullmatch(r"growth families (\d+) threads (\d+)", name)
        if match:
            families.setdefault(int(match.group(1)), {})[int(match.group(2))] = figures
    families_rows = []
    for n in sorted(families):
        one, two = families[n].get(1), families[n].get(2)
        speedup = one["wall_us"] / two["wall_us"] if one and two else None
        families_rows.append([n, f"{n * FAMILY_STRINGS * CELLS:,}", fmt_time(one and one["wall_us"]), fmt_time(two and two["wall_us"]),
                              f"{speedup:.2f}x" if speedup else "n/a", f"{max(one['peak_mb'], two['peak_mb']):.0f} MB" if one and two else "n/a"])
    check_rows = []
    for name, figures in sorted(fontscale.items()):
        match = re.fullmatch(r"check (\d+)x(\d+)x(\d+)x(\d+)", name)
        if match:
            styles, categories, samples, containers = map(int, match.groups())
            layouts = styles * categories * samples * containers
            check_rows.append([f"{styles} x {categories} x {samples} x {containers}", f"{layouts:,}", fmt_time(figures["wall_us"]),
                               fmt_rate(rate(figures["wall_us"], layouts)), fmt_count(figures["mallocs"]), f"{figures['peak_mb']:.0f} MB"])

    # The measurement paths again, linked against the peers' own HarfBuzz (LD_LIBRARY_PATH).
    same_dirs = sorted(glob.glob(os.path.join(out, "round-*-same-harfbuzz")), key=lambda p: int(re.search(r"round-(\d+)", p).group(1)))
    same = merge_rounds([load_results(folder) for folder in same_dirs]) if same_dirs else {}
    same_rows = []
    for family in FAMILIES:
        for path, peer in PAIRS:
            if not peer.startswith("uharfbuzz"):
                continue
            ours, system = same.get(f"{family} {path}"), fontscale.get(f"{family} {path}")
            theirs = peers.get(f"{family} {peer}")
            if not ours or not theirs:
                continue
            ours_rate = rate(ours["wall_us"], PER_RUN)
            system_rate = rate(system["wall_us"], PER_RUN) if system else None
            same_rows.append([family, path, fmt_rate(system_rate), fmt_rate(ours_rate), peer, fmt_rate(theirs), f"**{ours_rate / theirs:.2f}x**"])
    same_section = ""
    if same_rows:
        same_section = f"""
### On the same HarfBuzz

Debian 12's HarfBuzz is {machine.get('system_harfbuzz', '?')}; the uharfbuzz wheel carries {versions.get('harfbuzz', '?')}, nine major versions
of shaping speed-ups later. So the shaping side of each ratio above compares HarfBuzz versions as much as
the code around them. `Benchmarks/peers/build-harfbuzz.sh` builds HarfBuzz {machine.get('same_harfbuzz', '?')} from uharfbuzz's own
source distribution (the pinned version), and the measurement benchmarks run once more with it on
`LD_LIBRARY_PATH` in every round, after the peers (medians of the rounds; nothing in the project links it):

{table(["font", "fontscale", f"on HarfBuzz {machine.get('system_harfbuzz', '?')}", f"on HarfBuzz {machine.get('same_harfbuzz', '?')}", "peer", "rate", "fontscale / peer, same HarfBuzz"], same_rows)}
"""

    memory_gb = int(machine.get("memory_kb", "0") or 0) / 1024 / 1024
    elapsed = int(machine.get("elapsed_s", "0") or 0)
    quick = machine.get("quick") == "1"
    raqm_text = (f"Pillow's wheel carries Raqm {versions.get('pillow_raqm')} (HarfBuzz {versions.get('pillow_harfbuzz')}, "
                 f"FriBiDi {versions.get('pillow_fribidi')} from the system)" if raqm else
                 "**Raqm: not available** in this Pillow (its wheel loads FriBiDi from the system: `apt-get install libfribidi0`); "
                 "the Raqm rows say so rather than show a figure")
    # The report against its floor (fontscale-bench --report, run once after the rounds): the
    # command's time beside shaping its texts once and deflating its pages' rows, one number apart.
    floor_section = ""
    floor_path = os.path.join(out, "report-floor.txt")
    if os.path.exists(floor_path):
        with open(floor_path, encoding="utf-8") as handle:
            lines = [line.rstrip("\n") for line in handle if line.startswith(("report", "peak memory"))]
        floor_section = (
            "## The report against its floor\n\n"
            "`fontscale-bench .fonts --report` (release), once after the rounds: `report Merriweather`'s phases "
            "(every format, one thread each), `ReportWriter.writeAll` on one and two threads, and the floor in the "
            "same run: every distinct text the report shapes, shaped once with the same HarfBuzz, and its PNG "
            "pages' rows deflated whole with the same zlib level.\n\n```text\n" + "\n".join(lines) + "\n```\n\n"
        )
    # The commands paired with earlier builds (scripts/bench-pair.py): ratios from alternating runs.
    pairs_path = os.path.join(out, "pairs.txt")
    if os.path.exists(pairs_path):
        with open(pairs_path, encoding="utf-8") as handle:
            pairs = [line.rstrip("\n") for line in handle if line.startswith(("report:", "check:"))]
        floor_section += (
            "## The commands against earlier builds\n\n"
            "`scripts/bench-pair.py` (release builds, ABBA order, each build's own CPU and peak from `wait4`): "
            "`fontscale report Merriweather` (every format) and `fontscale check` on the large config (40 styles x "
            "12 categories x 20 samples x 4 containers), paired with the builds named, the report also against its "
            "floor (`fontscale-bench --floor`).\n\n```text\n" + "\n".join(pairs) + "\n```\n\n"
        )
    doc = f"""# Performance

Generated by `make bench` (scripts/bench.sh) on {machine.get('date', '?')}{' with BENCH_QUICK=1 (a short run)' if quick else ''};
the run took {elapsed // 60} min {elapsed % 60} s. Every figure below comes from that one run: rerun the command to measure
your machine.

## The command

<!-- doc-blocks: skip the benchmark: minutes of release builds and measuring, and it installs the peers into a venv -->
```sh
make bench                 # or ./scripts/bench.sh; BENCH_QUICK=1 for a short run
```

It fetches the test fonts (scripts/fetch-fonts.sh), installs the peers into `.build/bench-venv` from
`Benchmarks/peers/requirements.txt` (pinned), builds `Benchmarks/` in release, runs {machine.get('rounds', '?')} interleaved rounds
(fontscale, then the peers, then fontscale again...), the growth curves once, and writes this file. The
raw results (ordo-one's percentile export per round and metric, the peers' JSON) stay in `.build/bench-results/`.
fontscale's suite alone: `swift package --package-path Benchmarks benchmark` (add `--filter 'growth.*'`,
`--format markdown` and so on; `swift package --package-path Benchmarks benchmark help`).

## Method

- **Workload.** The 200 deterministic strings of `Benchmarks/FontScaleBenchmarks/Workload.swift` (its LCG, ported to Python
  exactly in `Benchmarks/peers/peers.py`), 4 to 70 characters of UI vocabulary, at all 132 iOS text style x content
  size category cells (11 styles x 12 categories, Apple's sizes: `Tables/ios.tsv`): 26,400 width
  measurements per run, on Merriweather (the variable font, `.fonts/Merriweather[opsz,wdth,wght].ttf`)
  and DejaVu Sans (`/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`). Both sides open the same files.
- **fontscale** (`Benchmarks/`, ordo-one's [`benchmark`](https://github.com/ordo-one/benchmark)
  {machine.get('benchmark_package', '')}: wall clock and CPU time percentiles, malloc counts, peak
  resident memory). One iteration is one whole run of 26,400 measurements. Paths:
  - `reuse`: `TextMeasurer.width` at the weight 400 instance, a new measurer per iteration, so each
    string is shaped once and its advance scaled to each cell's size (cache look-up per measurement);
  - `reuse warm`: the same with the measurer's cache already warm (scaling only);
  - `shape-once`: `TextMeasurer.widths(of:instance:pointSizes:)`, one look-up (the first time a
    shaping) per string for all 132 sizes, a new measurer per iteration: the same work as uharfbuzz's
    shape-once peer;
  - `no-reuse`: `FontInstance.shape` (HarfBuzz) for every measurement;
  - `full-api`: `IntrinsicSizer.measure(text, style:, at:)` per style x category: the style's weight,
    opsz following the size on Merriweather, line layout and heights (a new sizer per iteration).
  - `report Merriweather`: `fontscale report` through the library (samples, ReportBuilder, SheetRenderer,
    ReportWriter.writeAll), every format, into a temporary folder;
  - `check SxCxNxK`: `fontscale check` (ConfigParser + Checker) on a config of S styles x 12 categories x
    20 samples x 4 containers (40 styles, and doubled: 80);
  - `table 132 cells`: `fontscale table`'s lookups: Apple's iOS table and each of the 132 cells.
- **Peers** (`Benchmarks/peers/peers.py`, Python {versions.get('python')}, uharfbuzz {versions.get('uharfbuzz')} with
  HarfBuzz {versions.get('harfbuzz')}, Pillow {versions.get('pillow')} with FreeType {versions.get('pillow_freetype')}):
  `uharfbuzz-shape-each` shapes every (string, size) and sums the x advances; `uharfbuzz-shape-once`
  shapes each string once and scales its advance to the 132 sizes; `pillow-basic` and `pillow-raqm` call
  `ImageFont.getlength` with one `FreeTypeFont` per distinct size (made before timing, like opening a
  font), basic layout and Raqm layout. {raqm_text}. Each mode: a warm-up on 20 strings, then up to 3
  timed runs (fewer once they pass 3 s), the median.
- **Interleaving and medians.** {machine.get('rounds', '?')} rounds, each running fontscale's suite and then the peers, so
  both sides see the same machine state. A fontscale figure is the median over rounds of each round's
  p50 wall time per iteration; a peer figure is the median over rounds of its rate.
- **Ratios** are rates: fontscale's measurements per second divided by the peer's, above 1 when
  fontscale is faster. Pairs: `reuse` against shaping once and scaling; `no-reuse` and the full API
  against shaping each; `no-reuse` and the full API against Pillow (which shapes on every call).
  Everything runs on one thread (but the families curve at two threads).
- **Caveats.** Wall clock on a shared machine: another build or benchmark on the same cores shifts
  every figure (the per-round columns show the spread). The ordo-one CPU-time metric has a 10 ms
  resolution on Linux, too coarse for these iterations, so ratios use wall time. The Python peers
  pay interpreter overhead per call; the shape-once peer's inner loop is a float multiply in a local
  variable, while `TextMeasurer.width` looks its shape up in a cache on every call.

## Machine

| | |
|---|---|
| CPU | {machine.get('cpu', '?')} |
| cores (nproc) | {machine.get('nproc', '?')} |
| memory | {memory_gb:.1f} GiB |
| OS | {machine.get('os', '?')}, {machine.get('kernel', '?')} |
| Swift | {machine.get('swift', '?')} |
| Python | {machine.get('python', '?')} |
| load average at start / end | {machine.get('load_at_start', '?')} / {machine.get('load_at_end', '?')} |

{floor_section}## fontscale against the peers

{ratio_table}
{same_section}
### fontscale's own figures (median of {len(swift_rounds)} rounds)

{own_table}

### The peers (median of {len(peer_rounds)} rounds, measurements per second)

{peer_table}

## Growth curves

Run once, after the rounds (ordo-one p50 wall time per iteration).

### Strings (the `reuse` path on Merriweather, all 132 cells; the LCG continued past 200)

{table(["strings", "measurements", "time", "per string", "rate", "mallocs", "peak RSS"], strings_rows)}

### Styles (the full API on Merriweather, 200 strings x N styles x 12 categories)

{table(["styles", "measurements", "time", "per style", "rate", "peak RSS"], styles_rows)}

### Families (N fonts opened and measured with the full API, 20 strings x 132 cells each; one thread, and split over two)

The fetched test fonts and DejaVu Sans, Latin-covering ones first (non-Latin fonts still shape the
strings, with missing glyphs), repeated when fewer than N.

{table(["families", "measurements", "1 thread", "2 threads", "speed-up", "peak RSS"], families_rows)}

### The large check config (`fontscale check`, from the rounds)

{table(["styles x categories x samples x containers", "layouts", "time", "layouts/s", "mallocs", "peak RSS"], check_rows)}
"""
    os.makedirs(os.path.dirname(os.path.abspath(args.doc)), exist_ok=True)
    with open(args.doc, "w", encoding="utf-8") as handle:
        handle.write(doc)
    print(f"\nfontscale / peer (measurements per second; above 1: fontscale faster); {len(swift_rounds)} interleaved rounds\n")
    print(ratio_table)
    print("\nfontscale's own figures\n")
    print(own_table)
    print(f"\nwrote {args.doc}")


if __name__ == "__main__":
    main()
