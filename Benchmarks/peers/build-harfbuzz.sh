#!/usr/bin/env bash
# Builds the HarfBuzz that the uharfbuzz peer carries (the version pinned in Benchmarks/peers/requirements.txt),
# from uharfbuzz's source distribution on PyPI, as shared libraries in .build/harfbuzz-<uharfbuzz
# version>/ (cached). `make bench` then runs fontscale's measurement benchmarks once more with
# LD_LIBRARY_PATH pointing there, so both sides shape with the same HarfBuzz: Debian 12 ships
# HarfBuzz 6.0.0, the uharfbuzz wheel 15.x. Nothing is installed; the project never links it.
# Prints the folder. Usage: Benchmarks/peers/build-harfbuzz.sh PYTHON (a python with pip: the bench venv's).
set -euo pipefail
cd "$(dirname "$0")/../.."
python="${1:-python3}"
version="$(sed -n 's/^uharfbuzz==//p' Benchmarks/peers/requirements.txt)"
[ -n "$version" ] || { echo "build-harfbuzz: no uharfbuzz pin in Benchmarks/peers/requirements.txt" >&2; exit 1; }
dest="$PWD/.build/harfbuzz-$version"
if [ -f "$dest/libharfbuzz.so.0" ] && [ -f "$dest/libharfbuzz-subset.so.0" ]; then
  echo "$dest"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$python" -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: "uharfbuzz==$version" -d "$work" >&2
tar -xzf "$work/uharfbuzz-$version.tar.gz" -C "$work"
src="$work/uharfbuzz-$version/harfbuzz/src"
mkdir -p "$dest.tmp"
flags=(-O2 -fPIC -shared -std=c++11 -fno-exceptions -fno-rtti -fvisibility-inlines-hidden -DNDEBUG)
echo "build-harfbuzz: compiling HarfBuzz from uharfbuzz $version (about 2 minutes)" >&2
${CXX:-g++} "${flags[@]}" "$src/harfbuzz.cc" -o "$dest.tmp/libharfbuzz.so.0" -Wl,-soname,libharfbuzz.so.0 -lm
${CXX:-g++} "${flags[@]}" "$src/harfbuzz-subset.cc" -o "$dest.tmp/libharfbuzz-subset.so.0" -Wl,-soname,libharfbuzz-subset.so.0 \
  -L"$dest.tmp" -l:libharfbuzz.so.0 -lm
sed -n 's/^#define HB_VERSION_STRING "\(.*\)"/\1/p' "$src/hb-version.h" >"$dest.tmp/VERSION"
rm -rf "$dest"
mv "$dest.tmp" "$dest"
echo "$dest"
