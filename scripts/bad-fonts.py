#!/usr/bin/env python3
"""Writes fontscale's bad-font corpus: damaged copies of real fonts, made fresh on every run.

Usage: scripts/bad-fonts.py [OUT] [--fonts DIR]      (OUT defaults to .build/bad-fonts)

Nothing here is committed but this script: every case is derived from fonts already on the
machine (the fetched test fonts in .fonts/ and Debian's DejaVu Sans), damaged in a seeded,
deterministic way (the same bytes on every run with the same source fonts and hb-subset).

OUT/cases/<name>/<file>  one folder per case (so `--font-dir` sees only that file)
OUT/manifest.tsv         name, category, file (relative to OUT), expect, index, family, note

expect says what fontscale must do with the case:
  error   exit 2 with one line `fontscale: error: ...` naming the file (the font is unusable)
  ok      exit 0 with a sane result (the damage leaves a usable font, or only names are hostile)
  either  exit 2 as above, or exit 0 with a sane result (random damage: which one depends on
          where the bytes landed)

Sources (each optional but the first; a missing one drops its cases, listed on stderr):
  static    AtkinsonHyperlegible-Regular.ttf (TrueType, glyf/loca, GSUB/GPOS)
  static2   DejaVuSans.ttf (legacy kern, MATH) from /usr/share/fonts
  variable  Heebo[wght].ttf (fvar, avar, gvar, HVAR, STAT)
  variable2 Merriweather[opsz,wdth,wght].ttf cut to Basic Latin with hb-subset (opsz, MVAR; no GSUB/GPOS)
  cff       Noto Sans CJK face 0 cut to Basic Latin and a few kana with hb-subset (OTTO, CFF)
  ttc       a collection built here from two static faces; wqy-microhei.ttc for a few cases
  woff2     AtkinsonHyperlegible-Regular.ttf as WOFF2, by woff2_compress (Debian's woff2)
"""
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# --------------------------------------------------------------------------- sfnt reading/writing


def u16(data, at):
    return struct.unpack_from(">H", data, at)[0]


def u32(data, at):
    return struct.unpack_from(">I", data, at)[0]


def put16(data, at, value):
    struct.pack_into(">H", data, at, value & 0xFFFF)


def put32(data, at, value):
    struct.pack_into(">I", data, at, value & 0xFFFFFFFF)


def directory(data, base=0):
    """The table directory of the font at `base`: [(tag, offset, length, entry_position)]."""
    count = u16(data, base + 4)
    tables = []
    for i in range(count):
        entry = base + 12 + 16 * i
        tag = data[entry:entry + 4].decode("latin-1")
        tables.append((tag, u32(data, entry + 8), u32(data, entry + 12), entry))
    return tables


def table(data, tag, base=0):
    for name, offset, length, _ in directory(data, base):
        if name == tag:
            return offset, length
    return None


def checksum(block):
    block = block + b"\0" * (-len(block) % 4)
    return sum(struct.unpack(">%dI" % (len(block) // 4), block)) & 0xFFFFFFFF


def build(version, tables):
    """An sfnt from {tag: bytes}: sorted directory, 4-byte aligned tables, checksums."""
    tags = sorted(tables)
    count = len(tags)
    power = 1
    while power * 2 <= count:
        power *= 2
    header = struct.pack(">4sHHHH", version, count, power * 16, max(0, power.bit_length() - 1), count * 16 - power * 16)
    offset = 12 + 16 * count
    entries, blobs = b"", b""
    for tag in tags:
        blob = tables[tag]
        entries += struct.pack(">4sIII", tag.encode("latin-1"), checksum(blob), offset + len(blobs), len(blob))
        blobs += blob + b"\0" * (-len(blob) % 4)
    return header + entries + blobs


def tables_of(data, base=0):
    return {tag: bytes(data[offset:offset + length]) for tag, offset, length, _ in directory(data, base)}


def replace_table(data, tag, blob):
    tables = tables_of(data)
    tables[tag] = blob
    return build(bytes(data[:4]), tables)


def patch(data, tag, at, fmt, *values):
    """A copy of `data` with the fields `fmt` at `at` inside table `tag` set to `values`."""
    out = bytearray(data)
    offset, _ = table(out, tag)
    struct.pack_into(fmt, out, offset + at, *values)
    return bytes(out)


def edited(data, edits):
    """A copy of `data` with each (offset, struct format, value or tuple of values) packed in."""
    out = bytearray(data)
    for at, fmt, value in edits:
        struct.pack_into(fmt, out, at, *(value if isinstance(value, tuple) else (value,)))
    return bytes(out)


def name_table(names):
    """A format-0 name table with Windows Unicode English records {nameID: text}."""
    records, strings = [], b""
    for name_id in sorted(names):
        text = names[name_id].encode("utf-16-be", "surrogatepass")
        records.append(struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(text), len(strings)))
        strings += text
    return struct.pack(">HHH", 0, len(records), 6 + 12 * len(records)) + b"".join(records) + strings


def collection(fonts):
    """A ttcf collection of whole sfnt fonts (each keeps its own tables)."""
    header_size = 12 + 4 * len(fonts)
    out = bytearray(struct.pack(">4sHHI", b"ttcf", 1, 0, len(fonts)) + b"\0" * 4 * len(fonts))
    for i, font in enumerate(fonts):
        out += b"\0" * (-len(out) % 4)
        base = len(out)
        put32(out, 12 + 4 * i, base)
        tables = directory(font)
        directory_size = 12 + 16 * len(tables)
        block = bytearray(font[:directory_size])
        data = b""
        for tag, offset, length, entry in tables:
            put32(block, entry + 8, base + directory_size + len(data))
            data += font[offset:offset + length] + b"\0" * (-length % 4)
        out += block + data
    assert header_size <= len(out)
    return bytes(out)


def woff(font):
    """A WOFF 1.0 wrapper of an sfnt (zlib-compressed tables)."""
    tables = directory(font)
    entries, blobs = b"", b""
    offset = 44 + 20 * len(tables)
    for tag, table_offset, length, entry in tables:
        raw = font[table_offset:table_offset + length]
        packed = zlib.compress(raw, 9)
        if len(packed) >= len(raw):
            packed = raw
        entries += struct.pack(">4sIIII", tag.encode("latin-1"), offset + len(blobs), len(packed), length, u32(font, entry + 4))
        blobs += packed + b"\0" * (-len(packed) % 4)
    total = 44 + len(entries) + len(blobs)
    header = struct.pack(">4s4sIHHIHHIIIII", b"wOFF", font[:4], total, len(tables), 0, len(font), 1, 0, 0, 0, 0, 0, 0)
    return header + entries + blobs


# --------------------------------------------------------------------------- the corpus


class Corpus:
    def __init__(self, out):
        self.out = out
        self.rows = []
        self.names = set()

    def add(self, name, category, blob, expect, note, family="", index=0, filename=None):
        """A case: `blob` (bytes, or a callback that makes the file at the path it is given) as OUT/cases/NAME/FILE."""
        assert name not in self.names, name
        self.names.add(name)
        folder = os.path.join(self.out, "cases", name)
        os.makedirs(folder)
        filename = filename or name + ".ttf"
        path = os.path.join(folder, filename)
        if callable(blob):
            blob(path)
        else:
            with open(path, "wb") as handle:
                handle.write(blob)
        self.rows.append((name, category, os.path.relpath(path, self.out), expect, str(index), family, note))

    def write_manifest(self):
        with open(os.path.join(self.out, "manifest.tsv"), "w") as handle:
            handle.write("name\tcategory\tfile\texpect\tindex\tfamily\tnote\n")
            for row in self.rows:
                handle.write("\t".join(cell.replace("\t", " ").replace("\n", " ") for cell in row) + "\n")


IMPORTANT = ["head", "hhea", "maxp", "OS/2", "name", "cmap", "hmtx", "loca", "glyf", "CFF ", "post",
             "GSUB", "GPOS", "GDEF", "kern", "fvar", "avar", "gvar", "HVAR", "MVAR", "STAT"]
# Tables without which FreeType refuses the font (or fontscale does: no units per em, no glyphs).
REQUIRED = {"head", "hhea", "maxp", "hmtx", "loca", "glyf", "CFF "}


def load_sources(fonts, scratch):
    sources = {}

    def read(path):
        with open(path, "rb") as handle:
            return handle.read()

    def pick(*candidates):
        return next((c for c in candidates if os.path.isfile(c)), None)

    static = pick(os.path.join(fonts, "AtkinsonHyperlegible-Regular.ttf"))
    if not static:
        sys.exit("bad-fonts: %s/AtkinsonHyperlegible-Regular.ttf is missing; run scripts/fetch-fonts.sh first" % fonts)
    sources["static"] = (read(static), "Atkinson Hyperlegible")
    bold = pick(os.path.join(fonts, "AtkinsonHyperlegible-Bold.ttf"))
    if bold:
        sources["static-bold"] = (read(bold), "Atkinson Hyperlegible")
    dejavu = pick("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", os.path.join(fonts, "DejaVuSans.ttf"))
    if dejavu:
        sources["static2"] = (read(dejavu), "DejaVu Sans")
    heebo = pick(os.path.join(fonts, "Heebo[wght].ttf"))
    if heebo:
        sources["variable"] = (read(heebo), "Heebo")
    subset = shutil.which("hb-subset")
    merriweather = pick(os.path.join(fonts, "Merriweather[opsz,wdth,wght].ttf"))
    if subset and merriweather:
        target = os.path.join(scratch, "merriweather-latin.ttf")
        # HarfBuzz 6's subsetter fails on Merriweather's GSUB/GPOS: Heebo covers variable layout tables.
        subprocess.run([subset, merriweather, "--unicodes=20-7E", "--drop-tables+=GSUB,GPOS", "--name-IDs=*", "--output-file=" + target], check=True)
        sources["variable2"] = (read(target), "Merriweather")
    cjk = pick(os.path.join(fonts, "NotoSansCJK-Regular.ttc"))
    if subset and cjk:
        target = os.path.join(scratch, "noto-cjk-latin.otf")
        subprocess.run([subset, cjk, "--face-index=0", "--unicodes=20-7E,3041-3093", "--layout-features=*", "--name-IDs=*", "--output-file=" + target], check=True)
        data = read(target)
        if data[:4] == b"OTTO":
            sources["cff"] = (data, "Noto Sans CJK JP")
    wqy = pick(os.path.join(fonts, "wqy-microhei.ttc"))
    if wqy:
        sources["ttc-real"] = (read(wqy), "WenQuanYi Micro Hei")
    compress = shutil.which("woff2_compress")
    if compress:
        # woff2_compress writes NAME.woff2 beside NAME.ttf (brotli: the same bytes on every run).
        target = os.path.join(scratch, "atkinson.ttf")
        shutil.copyfile(static, target)
        done = subprocess.run([compress, target], capture_output=True)
        if done.returncode != 0:
            sys.exit("bad-fonts: woff2_compress failed on %s: %s" % (static, done.stderr.decode("utf-8", "replace").strip()))
        sources["woff2"] = (read(os.path.join(scratch, "atkinson.woff2")), "Atkinson Hyperlegible")
    missing = [key for key in ("static2", "variable", "variable2", "cff", "ttc-real", "woff2") if key not in sources]
    if missing:
        print("bad-fonts: no source for %s (missing font, hb-subset or woff2_compress): their cases are left out" % ", ".join(missing), file=sys.stderr)
    return sources


def truncations(corpus, key, data, family):
    """Cut the file at points in the header, the directory and inside each important table."""
    cuts = {"header-1": 1, "header-4": 4, "header-6": 6, "header-11": 11, "header-12": 12}
    tables = directory(data)
    cuts["directory-entry-0-half"] = 12 + 8
    cuts["directory-middle"] = 12 + 16 * (len(tables) // 2) + 5
    cuts["directory-end-minus-1"] = 12 + 16 * len(tables) - 1
    cuts["directory-end"] = 12 + 16 * len(tables)
    for tag, offset, length, _ in tables:
        if tag not in IMPORTANT:
            continue
        slug = tag.strip().replace("/", "")
        cuts["%s-start" % slug] = offset
        if length > 2:
            cuts["%s-middle" % slug] = offset + length // 2
            cuts["%s-end-minus-1" % slug] = offset + length - 1
    cuts["last-byte-missing"] = len(data) - 1
    directory_end = 12 + 16 * len(tables)
    for label, cut in sorted(cuts.items(), key=lambda item: item[1]):
        # Every table past the cut is beyond the end of the file.
        lost = sorted(tag for tag, offset, length, _ in tables if offset + length > cut)
        expect = "error" if cut <= directory_end or any(tag in REQUIRED for tag in lost) and cut < len(data) - 4 else "either"
        corpus.add("truncated-%s-%s" % (key, label), "truncated", data[:cut], expect,
                   "%s cut to %d of %d bytes; tables past the end: %s" % (key, cut, len(data), " ".join(lost) or "none"), family)


def shortened_tables(corpus, key, data, family):
    """Each important table's directory length set to 0 or half, the file otherwise whole."""
    for tag, offset, length, entry in directory(data):
        if tag not in IMPORTANT:
            continue
        slug = tag.strip().replace("/", "")
        for label, new in (("zero", 0), ("half", length // 2), ("4", min(4, length))):
            out = bytearray(data)
            put32(out, entry + 12, new)
            corpus.add("short-%s-%s-%s" % (key, slug, label), "short-table", bytes(out), "either",
                       "%s: the directory says %s is %d bytes long instead of %d" % (key, tag, new, length), family)


def bit_flips(corpus, key, data, family, seed):
    """Seeded random bit flips over the whole file, and inside each important table."""
    rng = random.Random(seed)
    for count in (1, 10, 100, 1000):
        for round_ in range(2):
            out = bytearray(data)
            for _ in range(count):
                at = rng.randrange(len(out))
                out[at] ^= 1 << rng.randrange(8)
            corpus.add("flipped-%s-%d-bits-%d" % (key, count, round_), "bit-flip", bytes(out), "either",
                       "%s with %d random bits flipped (seed %d)" % (key, count, seed), family)
    for tag, offset, length, _ in directory(data):
        if tag not in IMPORTANT or length == 0:
            continue
        out = bytearray(data)
        for _ in range(min(32, max(1, length // 8))):
            at = offset + rng.randrange(length)
            out[at] ^= 1 << rng.randrange(8)
        corpus.add("flipped-%s-in-%s" % (key, tag.strip().replace("/", "")), "bit-flip", bytes(out), "either",
                   "%s with up to 32 bits flipped inside %s" % (key, tag), family)


def garbage_tables(corpus, key, data, family, seed):
    """A valid header and directory whose tables are random bytes, out of bounds or overlapping."""
    rng = random.Random(seed)
    tables = directory(data)
    for tag, offset, length, _ in tables:
        if tag not in IMPORTANT:
            continue
        out = bytearray(data)
        out[offset:offset + length] = rng.randbytes(length)
        corpus.add("garbage-%s-%s" % (key, tag.strip().replace("/", "")), "garbage-table", bytes(out),
                   "error" if tag in ("head", "maxp") else "either", "%s with %s's %d bytes replaced by random bytes" % (key, tag, length), family)
    size = len(data)
    variants = {
        "all-beyond-eof": lambda out: [put32(out, entry + 8, size + 1024 * (i + 1)) for i, (_, _, _, entry) in enumerate(tables)],
        "offsets-ffffff00": lambda out: [put32(out, entry + 8, 0xFFFFFF00) for _, _, _, entry in tables],
        "lengths-ffffffff": lambda out: [put32(out, entry + 12, 0xFFFFFFFF) for _, _, _, entry in tables],
        "all-overlapping": lambda out: [put32(out, entry + 8, tables[0][1]) for _, _, _, entry in tables],
        "all-at-offset-0": lambda out: [put32(out, entry + 8, 0) for _, _, _, entry in tables],
        "offset-wraps-32-bits": lambda out: [(put32(out, entry + 8, 0xFFFFFFF0), put32(out, entry + 12, 0x20)) for _, _, _, entry in tables],
        "numtables-0": lambda out: put16(out, 4, 0),
        "numtables-ffff": lambda out: put16(out, 4, 0xFFFF),
        "numtables-plus-1": lambda out: put16(out, 4, len(tables) + 1),
        "tags-reversed": None,
        "duplicate-head": lambda out: out.__setitem__(slice(tables[-1][3], tables[-1][3] + 16), out[[t for t in tables if t[0] == "head"][0][3]:][:16]),
        "random-directory": lambda out: out.__setitem__(slice(12, 12 + 16 * len(tables)), rng.randbytes(16 * len(tables))),
        "odd-offsets": lambda out: [put32(out, entry + 8, offset + 1) for _, offset, _, entry in tables],
    }
    for label, change in variants.items():
        out = bytearray(data)
        if label == "tags-reversed":
            entries = [bytes(out[12 + 16 * i:28 + 16 * i]) for i in range(len(tables))]
            out[12:12 + 16 * len(tables)] = b"".join(reversed(entries))
        else:
            change(out)
        expect = "either" if label in ("tags-reversed", "odd-offsets", "duplicate-head", "numtables-plus-1") else "error"
        corpus.add("directory-%s-%s" % (key, label), "garbage-directory", bytes(out), expect, "%s: table directory %s" % (key, label), family)


def absurd_values(corpus, key, data, family):
    """Fields with values no sane font has."""
    cases = [
        ("upem-0", "head", 18, ">H", 0, "error"), ("upem-1", "head", 18, ">H", 1, "either"), ("upem-15", "head", 18, ">H", 15, "either"),
        ("upem-16385", "head", 18, ">H", 16385, "either"), ("upem-65535", "head", 18, ">H", 65535, "either"),
        ("loca-format-7", "head", 50, ">h", 7, "either"), ("head-magic-wrong", "head", 12, ">I", 0xDEADBEEF, "either"),
        ("head-bbox-inverted", "head", 36, ">hhhh", (1000, 1000, -1000, -1000), "either"),
        ("numglyphs-0", "maxp", 4, ">H", 0, "error"), ("numglyphs-1", "maxp", 4, ">H", 1, "either"), ("numglyphs-65535", "maxp", 4, ">H", 65535, "either"),
        ("ascender-32767", "hhea", 4, ">h", 32767, "either"), ("ascender-minus-32768", "hhea", 4, ">h", -32768, "either"),
        ("descender-plus-32767", "hhea", 6, ">h", 32767, "either"), ("linegap-32767", "hhea", 8, ">h", 32767, "either"),
        ("linegap-minus-32768", "hhea", 8, ">h", -32768, "either"),
        ("hmetrics-0", "hhea", 34, ">H", 0, "either"), ("hmetrics-65535", "hhea", 34, ">H", 65535, "either"),
        ("os2-version-ffff", "OS/2", 0, ">H", 0xFFFF, "either"), ("os2-weight-0", "OS/2", 4, ">H", 0, "either"),
        ("os2-weight-65535", "OS/2", 4, ">H", 65535, "either"), ("os2-width-0", "OS/2", 6, ">H", 0, "either"),
        ("os2-width-65535", "OS/2", 6, ">H", 65535, "either"),
        ("os2-typo-huge-used", "OS/2", 62, ">HHHhhh", (0x80, 0, 0, 32767, -32768, 32767), "either"),
        ("os2-win-ascent-65535", "OS/2", 74, ">HH", (65535, 65535), "either"),
        ("os2-xheight-32767", "OS/2", 86, ">hh", (32767, 32767), "either"), ("os2-capheight-negative", "OS/2", 86, ">hh", (-500, -700), "either"),
    ]
    for label, tag, at, fmt, value, expect in cases:
        if not table(data, tag):
            continue
        values = value if isinstance(value, tuple) else (value,)
        corpus.add("absurd-%s-%s" % (key, label), "absurd-value", patch(data, tag, at, fmt, *values), expect,
                   "%s: %s at %d set to %s" % (key, tag, at, value), family)
    fvar = table(data, "fvar")
    if fvar:
        offset, _ = fvar
        axes_at, axis_count, axis_size, instance_count = u16(data, offset + 4), u16(data, offset + 8), u16(data, offset + 10), u16(data, offset + 12)
        first = offset + axes_at
        fvar_cases = {
            "axis-count-65535": [(offset + 8, ">H", 65535)],
            "instance-count-65535": [(offset + 12, ">H", 65535)],
            "axis-size-0": [(offset + 10, ">H", 0)],
            "axis-size-65535": [(offset + 10, ">H", 65535)],
            "instance-size-0": [(offset + 14, ">H", 0)],
            "axes-offset-beyond": [(offset + 4, ">H", 0xFFF0)],
            "axis-min-above-max": [(first + 4, ">i", 1000 << 16), (first + 12, ">i", 100 << 16)],
            "axis-default-outside": [(first + 8, ">i", -30000 << 16)],
            "axis-extreme-fixed": [(first + 4, ">I", 0x80000000), (first + 8, ">i", 0), (first + 12, ">I", 0x7FFFFFFF)],
            "axis-all-equal": [(first + 4, ">i", 400 << 16), (first + 8, ">i", 400 << 16), (first + 12, ">i", 400 << 16)],
            "axis-name-id-65535": [(first + 18, ">H", 65535)],
            "instance-name-id-65535": [(first + axis_count * axis_size + 0, ">H", 65535)] if instance_count else [],
        }
        for label, edits in fvar_cases.items():
            if not edits:
                continue
            corpus.add("absurd-%s-fvar-%s" % (key, label), "absurd-value", edited(data, edits), "either", "%s: fvar %s" % (key, label), family)
    avar = table(data, "avar")
    if avar:
        offset, length = avar
        for label, at, fmt, value in (("axis-count-65535", 6, ">H", 65535), ("map-count-65535", 8, ">H", 65535), ("version-2", 0, ">H", 2),
                                      ("first-map-reversed", 10, ">hhhh", (16384, -16384, -16384, 16384))):
            if at + struct.calcsize(fmt) <= length:
                corpus.add("absurd-%s-avar-%s" % (key, label), "absurd-value", edited(data, [(offset + at, fmt, value)]), "either",
                           "%s: avar %s" % (key, label), family)
    name = table(data, "name")
    if name:
        offset, length = name
        count = u16(data, offset + 2)
        for label, edits in {
            "count-65535": [(offset + 2, ">H", 65535)],
            "string-offset-beyond": [(offset + 4, ">H", 0xFFFF)],
            "record-lengths-65535": [(offset + 6 + 12 * i + 8, ">H", 65535) for i in range(count)],
            "record-offsets-65535": [(offset + 6 + 12 * i + 10, ">H", 65535) for i in range(count)],
            "odd-utf16-lengths": [(offset + 6 + 12 * i + 8, ">H", 3) for i in range(count)],
        }.items():
            corpus.add("absurd-%s-name-%s" % (key, label), "absurd-value", edited(data, edits), "either", "%s: name table %s" % (key, label), family)
    cmap = table(data, "cmap")
    if cmap:
        offset, _ = cmap
        subtables = u16(data, offset + 2)
        for label, edits in {
            "subtable-count-65535": [(offset + 2, ">H", 65535)],
            "subtable-offsets-beyond": [(offset + 4 + 8 * i + 4, ">I", 0x7FFFFFFF) for i in range(subtables)],
            "subtables-point-at-header": [(offset + 4 + 8 * i + 4, ">I", 0) for i in range(subtables)],
        }.items():
            corpus.add("absurd-%s-cmap-%s" % (key, label), "absurd-value", edited(data, edits), "either", "%s: cmap %s" % (key, label), family)
    for tag in ("GSUB", "GPOS"):
        found = table(data, tag)
        if found:
            offset, _ = found
            for label, fmt, value in (("lists-beyond", ">HHH", (0xFFFF, 0xFFFF, 0xFFFF)), ("lists-at-header", ">HHH", (0, 0, 0))):
                corpus.add("absurd-%s-%s-%s" % (key, tag, label), "absurd-value", edited(data, [(offset + 4, fmt, value)]), "either",
                           "%s: %s script, feature and lookup list offsets %s" % (key, tag, label), family)


HOSTILE_NAMES = {
    "dot-dot-etc": "../../etc", "slash": "/", "a-slash-b": "a/b", "dot-dot": "..", "dot": ".", "dots": "....",
    "empty": "", "spaces": "   ", "escape-codes": "\x1b[31mRed\x1b[0m\x07", "nul-inside": "Evil\x00Name", "newline": "Two\nLines",
    "long-ascii": "Long" * 80, "long-utf8": "\u00c9" * 200, "windows-reserved": "CON", "windows-path": "C:\\Windows\\System32",
    "bidi-override": "\u202eftt.exe", "home": "~/$HOME", "dashes": "--force", "marker": ".fontscale-report", "emoji": "\U0001F642\U0001F642",
    "mixed": "Br\u00e4nd / Display: \"Pro\" <v2>",
}


def hostile_names(corpus, data):
    """The real font with names that must not steer where the report is written."""
    for label, text in HOSTILE_NAMES.items():
        names = {1: text, 2: "Regular", 4: (text + " Regular").strip(), 6: "Hostile-" + label, 16: text}
        if text == "":
            names = {2: "Regular", 6: "Hostile-empty"}
        corpus.add("hostile-name-%s" % label, "hostile-name", replace_table(data, "name", name_table(names)), "ok",
                   "the family name is %r" % text, family="")


def collections(corpus, sources):
    """ttcf collections: a good one built here, and damaged headers, counts and offsets."""
    regular, _ = sources["static"]
    bold, _ = sources.get("static-bold", sources["static"])
    good = collection([regular, bold])
    corpus.add("ttc-good-face-0", "collection", good, "ok", "a collection of two Atkinson faces, face 0", "Atkinson Hyperlegible", filename="good.ttc")
    corpus.add("ttc-good-face-1", "collection", good, "ok", "a collection of two Atkinson faces, face 1", "Atkinson Hyperlegible", index=1, filename="good.ttc")
    corpus.add("ttc-good-face-2", "collection", good, "error", "a collection of two faces asked for face 2", "Atkinson Hyperlegible", index=2, filename="good.ttc")
    edits = {
        "count-0": ([(8, ">I", 0)], "error", 0),
        "count-65536": ([(8, ">I", 65536)], "error", 0),
        "count-ffffffff": ([(8, ">I", 0xFFFFFFFF)], "error", 0),
        "offset-0-beyond-eof": ([(12, ">I", len(good) + 4096)], "error", 0),
        "offset-0-ffffffff": ([(12, ">I", 0xFFFFFFFF)], "error", 0),
        "offset-0-to-itself": ([(12, ">I", 0)], "error", 0),
        "offset-0-into-table-data": ([(12, ">I", 4096)], "error", 0),
        "offset-1-beyond-eof": ([(16, ">I", len(good) + 4096)], "error", 1),
        "offset-1-beyond-eof-face-0": ([(16, ">I", len(good) + 4096)], "either", 0),
        "both-faces-same-offset": ([(16, ">I", u32(good, 12))], "ok", 1),
        "version-99": ([(4, ">HH", (99, 99))], "either", 0),
        "count-3-offsets-2": ([(8, ">I", 3)], "either", 2),
    }
    for label, (changes, expect, index) in edits.items():
        corpus.add("ttc-%s" % label, "collection", edited(good, changes), expect, "collection header: %s, face %d" % (label, index),
                   "Atkinson Hyperlegible", index=index, filename="bad.ttc")
    for cut in (4, 8, 12, 14, 16, 20, u32(good, 16) + 6, u32(good, 16) + 100):
        corpus.add("ttc-truncated-%d" % cut, "collection", good[:cut], "error", "the collection cut to %d bytes, face 1" % cut,
                   "Atkinson Hyperlegible", index=1, filename="cut.ttc")
    rng = random.Random(15)
    out = bytearray(good)
    second = u32(good, 16)
    out[second + 12:second + 12 + 16 * u16(good, second + 4)] = rng.randbytes(16 * u16(good, second + 4))
    corpus.add("ttc-face-1-directory-random", "collection", bytes(out), "error", "face 1's table directory is random bytes", "Atkinson Hyperlegible", index=1, filename="bad.ttc")
    corpus.add("ttc-face-0-of-face-1-random", "collection", bytes(out), "ok", "face 1 is damaged, face 0 is asked for", "Atkinson Hyperlegible", filename="bad.ttc")
    nested = bytearray(struct.pack(">4sHHII", b"ttcf", 1, 0, 1, 16)) + good
    corpus.add("ttc-nested-collection", "collection", bytes(nested), "error", "a collection whose face is another collection", filename="nested.ttc")
    if "ttc-real" in sources:
        real, family = sources["ttc-real"]
        second = u32(real, 16)
        corpus.add("ttc-real-header-only", "collection", real[:second + 12], "error", "wqy-microhei.ttc cut after face 1's header", family, index=1, filename="cut.ttc")
        corpus.add("ttc-real-face-1-dir-cut", "collection", real[:second + 20], "error", "wqy-microhei.ttc cut inside face 1's directory", family, index=1, filename="cut.ttc")


def wrappers(corpus, sources):
    """WOFF wrappers: good, with a broken zlib stream, with lying sizes."""
    regular, family = sources["static"]
    good = woff(regular)
    corpus.add("woff-good", "woff", good, "ok", "Atkinson as WOFF 1.0", family, filename="good.woff")
    tables = u16(good, 12)
    first = 44
    for label, change, expect in (
        ("total-size-huge", lambda out: put32(out, 8, 0xFFFFFFF0), "either"),
        ("sfnt-size-huge", lambda out: put32(out, 16, 0x7FFFFFFF), "either"),
        ("table-orig-length-huge", lambda out: [put32(out, first + 20 * i + 12, 0x7FFFFFF0) for i in range(tables)], "error"),
        ("table-offsets-beyond", lambda out: [put32(out, first + 20 * i + 4, 0x7FFFFFF0) for i in range(tables)], "error"),
        ("num-tables-0", lambda out: put16(out, 12, 0), "error"),
        ("zlib-garbage", lambda out: [out.__setitem__(slice(u32(out, first + 20 * i + 4) + 2, u32(out, first + 20 * i + 4) + 12), b"\xff" * 10)
                                      for i in range(tables) if u32(out, first + 20 * i + 8) < u32(out, first + 20 * i + 12) and u32(out, first + 20 * i + 8) > 16], "error"),
    ):
        out = bytearray(good)
        change(out)
        corpus.add("woff-%s" % label, "woff", bytes(out), expect, "WOFF %s" % label, family, filename="bad.woff")
    corpus.add("woff-truncated-half", "woff", good[:len(good) // 2], "error", "WOFF cut in half", family, filename="cut.woff")
    corpus.add("woff2-magic-random", "woff", b"wOF2" + random.Random(2).randbytes(2000), "error",
               "WOFF2 magic then random bytes", filename="bad.woff2")
    if "woff2" not in sources:
        return
    # WOFF2: a 48-byte header (length at 8, numTables at 12, totalSfntSize at 16,
    # totalCompressedSize at 20), a table directory of variable-length entries, then one brotli
    # stream of every table (transformed glyf/loca), which fills the file after the first ~70 bytes.
    good, family = sources["woff2"]
    corpus.add("woff2-good", "woff", good, "ok", "Atkinson as WOFF2 (woff2_compress)", family, filename="good.woff2")
    for label, change, expect in (
        ("length-huge", lambda out: put32(out, 8, 0x7FFFFFF0), "either"),
        ("num-tables-0", lambda out: put16(out, 12, 0), "error"),
        ("num-tables-plus-5", lambda out: put16(out, 12, u16(out, 12) + 5), "error"),
        ("sfnt-size-huge", lambda out: put32(out, 16, 0x7FFFFFF0), "either"),
        ("sfnt-size-tiny", lambda out: put32(out, 16, 100), "error"),
        ("compressed-size-huge", lambda out: put32(out, 20, 0x7FFFFFF0), "error"),
        ("compressed-size-half", lambda out: put32(out, 20, u32(out, 20) // 2), "error"),
        ("brotli-zeroed", lambda out: out.__setitem__(slice(len(out) // 2, len(out) // 2 + 256), b"\0" * 256), "error"),
        ("directory-random", lambda out: out.__setitem__(slice(48, 72), random.Random(3).randbytes(24)), "error"),
    ):
        out = bytearray(good)
        change(out)
        corpus.add("woff2-%s" % label, "woff", bytes(out), expect, "WOFF2 %s" % label, family, filename="bad.woff2")
    for cut in (20, 48, 60, len(good) // 4, len(good) // 2, len(good) - 1):
        corpus.add("woff2-truncated-%d" % cut, "woff", good[:cut], "error", "WOFF2 cut at byte %d of %d" % (cut, len(good)), family, filename="cut.woff2")
    rng = random.Random(4)
    for flips in (1, 10, 100):
        for trial in range(2):
            out = bytearray(good)
            for _ in range(flips):
                at = rng.randrange(70, len(out))
                out[at] ^= 1 << rng.randrange(8)
            corpus.add("woff2-flipped-%d-bits-%d" % (flips, trial), "woff", bytes(out), "either",
                       "WOFF2 with %d flipped bits in the brotli stream (seed 4)" % flips, family, filename="bad.woff2")


def plain_junk(corpus):
    rng = random.Random(1)
    for extension in ("ttf", "otf", "ttc", "woff"):
        corpus.add("empty-%s" % extension, "empty", b"", "error", "a zero-length .%s file" % extension, filename="empty.%s" % extension)
    for size in (1, 4, 11, 12, 100, 4096, 65536):
        corpus.add("random-%d-bytes" % size, "random", rng.randbytes(size), "error", "%d random bytes (seed 1)" % size)
    for label, magic in (("truetype", b"\0\1\0\0"), ("otto", b"OTTO"), ("true", b"true"), ("typ1", b"typ1"), ("ttcf", b"ttcf"), ("woff", b"wOFF")):
        corpus.add("magic-%s-then-random" % label, "random", magic + rng.randbytes(4092), "error",
                   "a %r header followed by random bytes" % magic)
    corpus.add("text-file", "random", b"This is not a font.\n" * 50, "error", "a text file named .ttf")
    corpus.add("png-file", "random", b"\x89PNG\r\n\x1a\n" + rng.randbytes(500), "error", "a PNG signature named .ttf")
    corpus.add("zeros-4096", "random", b"\0" * 4096, "error", "4096 zero bytes")


def filesystem(corpus, sources):
    regular, family = sources["static"]
    root_user = os.geteuid() == 0

    def sparse_zeros(path):
        with open(path, "wb") as handle:
            handle.truncate(100 * 1024 * 1024)

    def sparse_tail(path):
        with open(path, "wb") as handle:
            handle.write(regular)
            handle.truncate(100 * 1024 * 1024)

    def loop(path):
        folder = os.path.dirname(path)
        os.symlink("loop-b.ttf", path)
        os.symlink(os.path.basename(path), os.path.join(folder, "loop-b.ttf"))

    def dangling(path):
        os.symlink("no-such-file.ttf", path)

    def directory_font(path):
        os.makedirs(path)
        with open(os.path.join(path, "inside.txt"), "w") as handle:
            handle.write("a folder named like a font\n")

    def locked(path):
        with open(path, "wb") as handle:
            handle.write(regular)
        os.chmod(path, 0)

    def fifo(path):
        os.mkfifo(path)

    def device(path):
        os.symlink("/dev/zero", path)

    def self_link(path):
        os.symlink(os.path.basename(path), path)

    def folder_loop(path):
        with open(path, "wb") as handle:
            handle.write(regular)
        folder = os.path.dirname(path)
        os.symlink(".", os.path.join(folder, "again"))
        os.makedirs(os.path.join(folder, "sub"))
        os.symlink("..", os.path.join(folder, "sub", "up"))

    corpus.add("folder-links-to-itself", "filesystem", folder_loop, "ok", "a good font in a folder with links back to itself (again -> ., sub/up -> ..)", family)
    corpus.add("sparse-100mb-zeros", "filesystem", sparse_zeros, "error", "a 100 MB sparse file of zeros (truncate -s)")
    corpus.add("sparse-100mb-after-font", "filesystem", sparse_tail, "ok", "Atkinson followed by a sparse tail to 100 MB", family)
    corpus.add("symlink-loop", "filesystem", loop, "error", "a.ttf -> b.ttf -> a.ttf")
    corpus.add("symlink-self", "filesystem", self_link, "error", "a symbolic link to itself")
    corpus.add("symlink-dangling", "filesystem", dangling, "error", "a symbolic link to a missing file")
    corpus.add("directory-named-ttf", "filesystem", directory_font, "error", "a folder named font.ttf", filename="font.ttf")
    corpus.add("unreadable-chmod-000", "filesystem", locked, "ok" if root_user else "error",
               "mode 000 (root reads it anyway: then it is a good font)", family)
    corpus.add("fifo-named-ttf", "filesystem", fifo, "error", "a named pipe (FIFO) named .ttf: opening it would block")
    corpus.add("device-dev-zero", "filesystem", device, "error", "a symbolic link to /dev/zero")


def main():
    args = sys.argv[1:]
    fonts = os.path.join(ROOT, ".fonts")
    if "--fonts" in args:
        at = args.index("--fonts")
        fonts = args[at + 1]
        del args[at:at + 2]
    out = os.path.abspath(args[0] if args else os.path.join(ROOT, ".build", "bad-fonts"))
    if os.path.isdir(os.path.join(out, "cases")):
        # chmod 000 files and folders of a previous run: make them removable first.
        for folder, dirs, files in os.walk(os.path.join(out, "cases")):
            for name in files:
                path = os.path.join(folder, name)
                if not os.path.islink(path):
                    os.chmod(path, 0o644)
        shutil.rmtree(os.path.join(out, "cases"))
    os.makedirs(os.path.join(out, "cases"), exist_ok=True)
    corpus = Corpus(out)
    with tempfile.TemporaryDirectory() as scratch:
        sources = load_sources(fonts, scratch)
    plain_junk(corpus)
    filesystem(corpus, sources)
    for seed, key in enumerate(("static", "static2", "variable", "variable2", "cff"), start=100):
        if key not in sources:
            continue
        data, family = sources[key]
        truncations(corpus, key, data, family)
        bit_flips(corpus, key, data, family, seed)
        if key in ("static", "variable", "cff"):
            shortened_tables(corpus, key, data, family)
            garbage_tables(corpus, key, data, family, seed)
        absurd_values(corpus, key, data, family)
    hostile_names(corpus, sources["static"][0])
    collections(corpus, sources)
    wrappers(corpus, sources)
    corpus.write_manifest()
    categories = {}
    for row in corpus.rows:
        categories[row[1]] = categories.get(row[1], 0) + 1
    print("bad-fonts: %d cases in %s (%s)" % (len(corpus.rows), out, ", ".join("%s %d" % item for item in sorted(categories.items()))))


if __name__ == "__main__":
    main()
