#!/usr/bin/env python3
"""Builds the seed corpus of fuzz-font from the fetched fonts (no font is committed).

Usage: fuzz-font-seeds.py FONT_DIR OUT_DIR

Into OUT_DIR: subsets of a few fonts cut to the fuzz text with hb-subset (small seeds that keep
every table kind: TrueType and CFF outlines, fvar/gvar/avar/HVAR/MVAR, GSUB/GPOS for Latin, Arabic,
Hebrew, Devanagari), a font collection (TTC) of two of them, and truncated copies (half, first
KB, header only). Without hb-subset, the smallest fonts in FONT_DIR are copied whole instead.
"""
import os
import shutil
import struct
import subprocess
import sys

TEXT = "Hi fi ffl AVAWy 0123 \u2014\u2026 \u0639\u0631\u0628\u064a \u05e9\u05dc\u05d5\u05dd \u0939\u093f\u0928\u094d\u0926\u0940 \u65e5\u672c"
SOURCES = [  # file, face index
    ("Inter[opsz,wght].ttf", 0),
    ("Merriweather[opsz,wdth,wght].ttf", 0),
    ("NotoSansArabic[wdth,wght].ttf", 0),
    ("NotoSansDevanagari[wdth,wght].ttf", 0),
    ("AtkinsonHyperlegible-Regular.ttf", 0),
    ("NotoSansHebrew-Regular.ttf", 0),
    ("Amiri-Regular.ttf", 0),
    ("NotoSansCJK-Regular.ttc", 0),  # CFF outlines
]


def collection(fonts):
    """An OpenType collection (TTC 1.0) of the sfnt files `fonts` (bytes), tables copied per font."""
    header = struct.pack(">4sHHI", b"ttcf", 1, 0, len(fonts))
    offset = len(header) + 4 * len(fonts)
    directories, data = [], b""
    for font in fonts:
        version, count = struct.unpack(">IH", font[:6])
        directories.append((version, font[6:12], count, [struct.unpack(">4sIII", font[12 + 16 * i:28 + 16 * i]) for i in range(count)]))
        offset += 12 + 16 * count
    offsets, body = [], b""
    table_start = offset
    for font, (version, search, count, records) in zip(fonts, directories):
        offsets.append(len(header) + 4 * len(fonts) + len(body))
        body += struct.pack(">IH", version, count) + search
        for tag, checksum, table_offset, length in records:
            body += struct.pack(">4sIII", tag, checksum, table_start + len(data), length)
            data += font[table_offset:table_offset + length]
            data += b"\0" * (-len(data) % 4)
    return header + b"".join(struct.pack(">I", o) for o in offsets) + body + data


def main():
    font_dir, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    seeds = []
    if shutil.which("hb-subset"):
        for name, index in SOURCES:
            source = os.path.join(font_dir, name)
            if not os.path.exists(source):
                continue
            target = os.path.join(out, "subset-" + name.split("[")[0].split(".")[0] + ".otf")
            run = subprocess.run(["hb-subset", source, f"--face-index={index}", f"--text={TEXT}", "-o", target], capture_output=True)
            if run.returncode == 0 and os.path.getsize(target) > 0:
                seeds.append(target)
    if not seeds:  # no hb-subset: the three smallest fonts, whole
        fonts = sorted((os.path.join(font_dir, f) for f in os.listdir(font_dir) if f.lower().endswith((".ttf", ".otf"))), key=os.path.getsize)
        for source in fonts[:3]:
            target = os.path.join(out, "whole-" + os.path.basename(source))
            shutil.copyfile(source, target)
            seeds.append(target)
    if not seeds:
        sys.exit(f"fuzz-font-seeds: no fonts in {font_dir} (run scripts/fetch-fonts.sh)")
    small = sorted(seeds, key=os.path.getsize)[:2]
    if len(small) == 2:
        with open(os.path.join(out, "collection.ttc"), "wb") as f:
            f.write(collection([open(s, "rb").read() for s in small]))
    for seed in sorted(seeds, key=os.path.getsize)[:3]:
        data = open(seed, "rb").read()
        base = os.path.join(out, "cut-" + os.path.basename(seed))
        for suffix, length in (("half", len(data) // 2), ("1k", 1024), ("header", 12 + 16 * struct.unpack(">H", data[4:6])[0])):
            with open(f"{base}.{suffix}", "wb") as f:
                f.write(data[:length])
    print(f"fuzz-font-seeds: {len(os.listdir(out))} seeds in {out}")


if __name__ == "__main__":
    main()
