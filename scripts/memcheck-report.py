#!/usr/bin/env python3
"""Sorts valgrind memcheck's findings (--xml=yes) by where the memory came from.

Usage: memcheck-report.py VALGRIND.xml ITERATIONS EXECUTABLE

Each leak (and any other memcheck error) is attributed to the code that allocated it: the first
frame below the allocator (malloc, calloc, operator new, swift_allocObject ...).
  fontscale        the frame is fontscale's own code (any module of the package, linked into
                   EXECUTABLE): a Swift object kept alive by a cycle, a buffer never freed
  <library>        cairo, FreeType, HarfBuzz, fontconfig, glib, pixman, zlib, libc, Swift
                   runtime: the library allocated it; the report names the library function
                   fontscale called (the entry) and the fontscale function that called it, so a
                   missing cairo_destroy or hb_buffer_destroy shows as "<library> via <create
                   function>" growing with ITERATIONS
Prints bytes and blocks by kind (definitely, indirectly, possibly lost) and origin, and per
origin and entry the blocks per iteration. Exits 1 when fontscale's own code lost memory
(definitely or indirectly) or caused any other memcheck error.
"""
import collections
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

ALLOCATORS = {"malloc", "calloc", "realloc", "memalign", "posix_memalign", "aligned_alloc", "valloc", "strdup", "strndup",
              "operator new(unsigned long)", "operator new[](unsigned long)", "swift_slowAlloc", "swift_allocObject",
              "swift_slowAllocTyped", "swift_allocBox", "swift_allocEmptyBox"}
LIBRARIES = [("libcairo", "cairo"), ("libfreetype", "FreeType"), ("libharfbuzz", "HarfBuzz"), ("libfontconfig", "fontconfig"),
             ("libglib", "glib"), ("libgobject", "glib"), ("libpixman", "pixman"), ("libpng", "libpng"), ("libz.", "zlib"),
             ("libexpat", "expat"), ("libswift", "Swift runtime"), ("libFoundation", "Swift Foundation"), ("lib_FoundationICU", "Swift Foundation"),
             ("libdispatch", "Swift runtime"), ("libBlocksRuntime", "Swift runtime"), ("libstdc++", "libstdc++"), ("libc.so", "libc"),
             ("ld-linux", "libc"), ("libm.so", "libc")]


def frames(stack):
    out = []
    for frame in stack.findall("frame"):
        out.append({key: (frame.findtext(key) or "") for key in ("obj", "fn", "file", "line")})
    return out


def library(frame, executable):
    obj = frame["obj"]
    if os.path.realpath(obj) == executable:
        return "fontscale"
    for needle, name in LIBRARIES:
        if needle in os.path.basename(obj):
            return name
    return os.path.basename(obj) or "?"


def describe(stack, executable):
    """(origin, entry, caller): who allocated, which library function fontscale called, from where."""
    rest = [f for f in stack if f["fn"] not in ALLOCATORS and "vgpreload" not in f["obj"]]
    if not rest:
        return "?", "", ""
    origin = library(rest[0], executable)
    # The innermost fontscale frame, and the library frame it called (the API entry).
    for index, frame in enumerate(rest):
        if library(frame, executable) == "fontscale":
            entry = rest[index - 1]["fn"] if index > 0 else ""
            caller = f'{frame["fn"]} ({frame["file"]}:{frame["line"]})' if frame["file"] else frame["fn"]
            return origin, entry, caller
    return origin, "", "(not called from fontscale)"


def demangled(symbols):
    """Swift symbols in words (swift demangle --simplified), by mangled name; as given without the tool."""
    tool = shutil.which("swift-demangle")
    names = sorted(set(symbols))
    if not tool or not names:
        return {name: name for name in names}
    run = subprocess.run([tool, "--simplified", "--compact"], input="\n".join(names) + "\n", capture_output=True, text=True)
    lines = run.stdout.split("\n")
    return {name: (lines[i] if run.returncode == 0 and i < len(lines) and lines[i] else name) for i, name in enumerate(names)}


def short(symbol, width=110):
    return symbol if len(symbol) <= width else symbol[:width - 1] + "…"


def main():
    path, iterations, executable = sys.argv[1], int(sys.argv[2]), os.path.realpath(sys.argv[3])
    root = ET.parse(path).getroot()
    totals = collections.defaultdict(lambda: [0, 0])          # (kind, origin) -> [bytes, blocks]
    entries = collections.defaultdict(lambda: [0, 0, set()])  # (kind, origin, entry) -> [bytes, blocks, callers]
    other = []
    for error in root.findall("error"):
        kind = error.findtext("kind") or ""
        stack = frames(error.find("stack")) if error.find("stack") is not None else []
        origin, entry, caller = describe(stack, executable)
        if kind.startswith("Leak_"):
            leaked = error.find("xwhat")
            size = int(leaked.findtext("leakedbytes") or 0)
            blocks = int(leaked.findtext("leakedblocks") or 0)
            name = {"Leak_DefinitelyLost": "definitely", "Leak_IndirectlyLost": "indirectly", "Leak_PossiblyLost": "possibly"}.get(kind, kind)
            totals[(name, origin)][0] += size
            totals[(name, origin)][1] += blocks
            record = entries[(name, origin, entry)]
            record[0] += size
            record[1] += blocks
            record[2].add(caller)
        else:
            other.append((kind, origin, error.findtext("what") or "", caller))

    words = demangled([caller.split(" (")[0] for _, _, callers in entries.values() for caller in callers])
    print(f"memcheck: {iterations} iterations; lost memory by kind and origin (the code that allocated it):")
    if not totals:
        print("  nothing lost")
    for kind in ("definitely", "indirectly", "possibly"):
        for (k, origin), (size, blocks) in sorted(totals.items(), key=lambda item: -item[1][0]):
            if k == kind:
                print(f"  {kind:<10} {size:>10,} bytes in {blocks:>6,} blocks  {origin}")
    print("memcheck: by library entry (the function fontscale called) and caller:")
    for (kind, origin, entry), (size, blocks, callers) in sorted(entries.items(), key=lambda item: (-item[1][0])):
        per = blocks / iterations if iterations else 0
        print(f"  {kind:<10} {size:>10,} B {blocks:>6,} blocks ({per:.2f}/iteration)  {origin} via {entry or '(own code)'}")
        for caller in sorted(callers)[:3]:
            symbol, _, place = caller.partition(" (")
            print(f"             from {short(words.get(symbol, symbol) + (' (' + place if place else ''))}")
    for kind, origin, what, caller in other:
        print(f"  error {kind} in {origin}: {short(what)} (from {short(caller)})")

    own_lost = sum(size for (kind, origin), (size, _) in totals.items() if origin == "fontscale" and kind in ("definitely", "indirectly"))
    own_errors = [e for e in other if e[1] == "fontscale"]
    if own_lost or own_errors:
        print(f"memcheck: FAILED: fontscale's own code lost {own_lost:,} bytes; {len(own_errors)} other errors in its code")
        sys.exit(1)
    print("memcheck: fontscale's own code lost nothing")


if __name__ == "__main__":
    main()
