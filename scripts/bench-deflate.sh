#!/usr/bin/env bash
# zlib against libdeflate on the report's own PNG pixels (issue 36): renders `report Merriweather`
# as PNG, takes each page's filtered rows back out of its IDAT (exactly what PNGEncoder deflates),
# and compresses them whole with zlib levels 1-3 and libdeflate levels 1-6, best of 3, one core.
# Needs libdeflate-dev and gcc (not installed by install-deps: fontscale does not link libdeflate).
# Usage: scripts/bench-deflate.sh [path/to/fontscale]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/fontscale}
[ -x "$BIN" ] || BIN=.build/debug/fontscale
[ -f /usr/include/libdeflate.h ] || { echo "bench-deflate: apt-get install libdeflate-dev" >&2; exit 2; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" report Merriweather --formats png --out "$WORK/r" --font-dir .fonts >/dev/null
python3 - "$WORK" <<'PY'
import glob, struct, sys, zlib
work = sys.argv[1]
with open(f"{work}/rows.bin", "wb") as out:
    pages = sorted(glob.glob(f"{work}/r/*/*.png"))
    for path in pages:
        data, i, idat = open(path, "rb").read(), 8, b""
        while i < len(data):
            length, kind = struct.unpack(">I", data[i:i + 4])[0], data[i + 4:i + 8]
            if kind == b"IDAT":
                idat += data[i + 8:i + 8 + length]
            i += 12 + length
        raw = zlib.decompress(idat)
        out.write(struct.pack("<I", len(raw)) + raw)
    print(f"{len(pages)} pages")
PY
cat > "$WORK/bench.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <zlib.h>
#include <libdeflate.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb"); unsigned char *page[256]; unsigned len[256], l; int n = 0; size_t raw = 0, cap = 0;
  while (n < 256 && fread(&l, 4, 1, f) == 1) { page[n] = malloc(l); if (fread(page[n], 1, l, f) != l) return 1; len[n++] = l; raw += l; if (compressBound(l) > cap) cap = compressBound(l); }
  unsigned char *out = malloc(cap);
  printf("%d pages, %.1f MB of filtered rows\n", n, raw / 1e6);
  for (int level = 1; level <= 3; level++) {
    double best = 1e9; size_t size = 0;
    for (int round = 0; round < 3; round++) { double t0 = now(); size = 0;
      for (int i = 0; i < n; i++) { uLongf o = cap; compress2(out, &o, page[i], len[i], level); size += o; }
      if (now() - t0 < best) best = now() - t0; }
    printf("zlib %d        %6.0f ms  %9zu bytes\n", level, best * 1000, size);
  }
  int levels[] = {1, 2, 3, 4, 6};
  for (int k = 0; k < 5; k++) {
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(levels[k]); double best = 1e9; size_t size = 0;
    for (int round = 0; round < 3; round++) { double t0 = now(); size = 0;
      for (int i = 0; i < n; i++) size += libdeflate_zlib_compress(c, page[i], len[i], out, cap);
      if (now() - t0 < best) best = now() - t0; }
    printf("libdeflate %d  %6.0f ms  %9zu bytes\n", levels[k], best * 1000, size);
    libdeflate_free_compressor(c);
  }
  return 0;
}
C
gcc -O2 -o "$WORK/bench" "$WORK/bench.c" -lz -ldeflate
"$WORK/bench" "$WORK/rows.bin"
