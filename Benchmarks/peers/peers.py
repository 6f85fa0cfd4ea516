#!/usr/bin/env python3
"""The peers a user would otherwise use to measure text widths, on fontscale's benchmark workload.

Same fonts (Merriweather, the variable font from the repository's .fonts, and DejaVu Sans), same
200 strings (the LCG of Benchmarks/FontScaleBenchmarks/Workload.swift, ported exactly) and the same 132 sizes
(Tables/ios.tsv: the `size` column, 11 iOS styles x 12 categories). One run = 200 x 132 =
26,400 width measurements per mode and font.

Modes:
  uharfbuzz-shape-each   HarfBuzz (uharfbuzz) shapes every (string, size): sum of x advances
  uharfbuzz-shape-once   each string shaped once, its advance scaled to every size
  pillow-basic           Pillow ImageFont.getlength, basic layout (one FreeTypeFont per size)
  pillow-raqm            the same with Raqm layout (HarfBuzz + FriBiDi), when Pillow has it

Prints one JSON object: {"rates": {"<family> <mode>": measurements per second}, ...}.
Usage: peers.py [--fonts DIR] [--repeat N] [--quick]
"""
import argparse
import json
import os
import sys
import time

import uharfbuzz as hb
from PIL import Image, ImageFont, features

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the repository
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

WORDS = ["Settings", "Account", "Dynamic", "Type", "Order", "total", "1,234.50", "Delivered", "today", "AVATAR", "Wave",
         "Typography", "accessibility", "Continue", "Cancel", "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog",
         "Inbox", "Messages", "Notifications", "Privacy", "Office", "affine", "Yo", "Te", "42", "kg", "\u2014", "r\u00e9sum\u00e9"]
MASK64 = (1 << 64) - 1


def sample_strings(count=200):
    """The Swift suite's LCG: state = state * 6364136223846793005 + 1442695040888963407 (mod 2^64), next = state >> 33."""
    state = 0x9E3779B97F4A7C15

    def next_value():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) & MASK64
        return state >> 33

    strings = []
    for _ in range(count):
        text = ""
        for _ in range(1 + next_value() % 9):
            text += ("" if not text else " ") + WORDS[next_value() % len(WORDS)]
        strings.append(text)
    return strings


def ios_sizes(path):
    """The 132 point sizes of Tables/ios.tsv, category by category."""
    sizes = []
    header = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if header is None:
                header = fields
                continue
            sizes.append(float(fields[header.index("size")]))
    if len(sizes) != 132:
        sys.exit(f"peers.py: expected 132 sizes in {path}, found {len(sizes)}")
    return sizes


def hb_font(path):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)  # scale = upem: advances in design units
    return font, face.upem


def hb_advance(font, text):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(position.x_advance for position in buf.glyph_positions)


def uharfbuzz_shape_each(font, upem, strings, sizes):
    total = 0.0
    for text in strings:
        for size in sizes:
            total += hb_advance(font, text) * size / upem
    return total


def uharfbuzz_shape_once(font, upem, strings, sizes):
    total = 0.0
    for text in strings:
        advance = hb_advance(font, text) / upem
        for size in sizes:
            total += advance * size
    return total


def pillow_fonts(path, sizes, layout):
    """One FreeTypeFont per distinct size (made outside the timed region, like opening a font)."""
    return {size: ImageFont.truetype(path, size, layout_engine=layout) for size in set(sizes)}


def pillow_lengths(fonts, strings, sizes):
    total = 0.0
    for text in strings:
        for size in sizes:
            total += fonts[size].getlength(text)
    return total


def timed(body, strings, repeat, budget=3.0):
    """Median seconds of up to `repeat` runs of body(strings), stopping once `budget` seconds are spent
    (at least one run), after a warm-up on the first 20 strings."""
    body(strings[:20])
    times = []
    while len(times) < repeat and (not times or sum(times) < budget):
        start = time.perf_counter()
        body(strings)
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fonts", default=os.environ.get("FONTSCALE_BENCH_FONTS") or os.path.join(ROOT, ".fonts"))
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per mode (median; fewer when they pass 3 s), after a warm-up")
    parser.add_argument("--quick", action="store_true", help="one timed run per mode")
    args = parser.parse_args()
    repeat = 1 if args.quick else args.repeat

    strings = sample_strings()
    sizes = ios_sizes(os.path.join(ROOT, "Tables", "ios.tsv"))
    measurements = len(strings) * len(sizes)
    fonts = {
        "Merriweather": os.path.join(args.fonts, "Merriweather[opsz,wdth,wght].ttf"),
        "DejaVu Sans": DEJAVU,
    }
    raqm = features.check("raqm")
    rates = {}
    for family, path in fonts.items():
        if not os.path.exists(path):
            sys.exit(f"peers.py: {path} is missing (run scripts/fetch-fonts.sh .fonts)")
        font, upem = hb_font(path)
        rates[f"{family} uharfbuzz-shape-each"] = measurements / timed(lambda texts: uharfbuzz_shape_each(font, upem, texts, sizes), strings, repeat)
        rates[f"{family} uharfbuzz-shape-once"] = measurements / timed(lambda texts: uharfbuzz_shape_once(font, upem, texts, sizes), strings, repeat)
        basic = pillow_fonts(path, sizes, ImageFont.Layout.BASIC)
        rates[f"{family} pillow-basic"] = measurements / timed(lambda texts: pillow_lengths(basic, texts, sizes), strings, repeat)
        if raqm:
            with_raqm = pillow_fonts(path, sizes, ImageFont.Layout.RAQM)
            rates[f"{family} pillow-raqm"] = measurements / timed(lambda texts: pillow_lengths(with_raqm, texts, sizes), strings, repeat)
    print(json.dumps({
        "measurements_per_run": measurements,
        "rates": rates,
        "versions": {
            "python": sys.version.split()[0],
            "uharfbuzz": hb.__version__,
            "harfbuzz": hb.version_string(),
            "pillow": Image.__version__,
            "pillow_freetype": features.version("freetype2"),
            "pillow_raqm": features.version("raqm") if raqm else None,
            "pillow_harfbuzz": features.version("harfbuzz") if raqm else None,
            "pillow_fribidi": features.version("fribidi") if raqm else None,
        },
        "raqm": raqm,
    }, indent=1))


if __name__ == "__main__":
    main()
