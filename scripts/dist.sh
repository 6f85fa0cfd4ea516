#!/usr/bin/env bash
# make dist: a release archive that runs without a Swift toolchain,
#   dist/fontscale-<version>-linux-<arch>.tar.gz
# holding bin/fontscale (release, the Swift runtime and Foundation linked statically:
# --static-swift-stdlib), a manual page per command, shell completions (bash, zsh, fish), the licences of what is linked into
# the binary, and share/fontscale/runtime-packages.txt: the Debian packages whose shared libraries
# the binary needs (FreeType, HarfBuzz, fontconfig, cairo, ICU, ... read from `ldd` and `dpkg -S`
# on this machine), which `apt-get install` takes as they are written.
# Then it checks the archive as a machine without Swift would see it: no library from the
# toolchain (/opt/swift or wherever swift lives) in `ldd`, and `fontscale --version` run with the
# toolchain's folders absent from PATH and LD_LIBRARY_PATH.
# Usage: scripts/dist.sh [--output DIR]        (run scripts/install-deps.sh first)
#        scripts/dist.sh --binary PATH [--output DIR]
#   --output DIR     where the archive goes (default dist/)
#   --binary PATH    packs PATH as it is, in the same layout: no build, no check that the Swift
#                    runtime is inside, no manual pages (they need a release build of
#                    generate-manual). For the tests of what reads the archive (the README's
#                    install line, the action's archive input), never for a release.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
OUTPUT=dist BINARY=
while [ $# -gt 0 ]; do
  case $1 in
    --output) OUTPUT=${2:?dist: --output needs a folder}; shift 2 ;;
    --binary) BINARY=${2:?dist: --binary needs the fontscale executable}; shift 2 ;;
    *) echo "dist: unknown argument '$1' (expected --output DIR or --binary PATH)" >&2; exit 64 ;;
  esac
done
if [ -n "$BINARY" ]; then
  [ -x "$BINARY" ] || { echo "dist: '$BINARY' (--binary) is not an executable" >&2; exit 66; }
  BIN=$(readlink -f "$BINARY")
else
  # Linked against Debian 11's libraries (scripts/sysroot.sh), compiled with this machine's
  # headers: the binary asks for glibc 2.31 and GCC 10's libstdc++ at most, which every later
  # Debian and Ubuntu keeps. pkg-config files made here point the link at the sysroot's libraries.
  SYSROOT=$(readlink -f "$(./scripts/sysroot.sh "${FONTSCALE_SYSROOT:-.cache/roots/bullseye-sysroot}")")
  MULTIARCH=$(uname -m)-linux-gnu
  PC=$(mktemp -d)
  for module in harfbuzz freetype2 fontconfig cairo zlib; do
    printf 'Name: %s\nDescription: %s from the build machine, linked from %s\nVersion: %s\nCflags: %s\nLibs: -L%s -l%s\n' \
      "$module" "$module" "$SYSROOT" "$(pkg-config --modversion "$module")" "$(pkg-config --cflags "$module")" \
      "$SYSROOT/usr/lib/$MULTIARCH" "$(pkg-config --libs-only-l "$module" | sed 's/^-l//; s/ .*//')" > "$PC/$module.pc"
  done
  clang=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/clang
  "$clang" -O2 -c scripts/dist/old-libstdcxx.c -o "$PC/old-libstdcxx.o"
  echo "dist: building fontscale (release, static Swift runtime, linked against $SYSROOT)" >&2
  FLAGS=(-c release --static-swift-stdlib --scratch-path .build-dist)
  PKG_CONFIG_PATH=$PC $SWIFT build "${FLAGS[@]}" --product fontscale \
    -Xswiftc -Xclang-linker -Xswiftc "--sysroot=$SYSROOT" \
    -Xlinker -lpthread -Xlinker -ldl -Xlinker "$PC/old-libstdcxx.o"
  BIN_DIR=$($SWIFT build "${FLAGS[@]}" --show-bin-path)
  BIN=$BIN_DIR/fontscale
  rm -rf "$PC"
fi
# The packages' checkouts: the release build's own (.build-dist), or the test build's for --binary.
CHECKOUTS=.build-dist/checkouts
[ -n "$BINARY" ] && CHECKOUTS=.build/checkouts
VERSION=$("$BIN" --version)
ARCH=$(uname -m)
NAME=fontscale-$VERSION-linux-$ARCH
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
ROOT=$STAGE/$NAME
mkdir -p "$ROOT/bin" "$ROOT/share/fontscale/licences" "$ROOT/share/bash-completion/completions" \
  "$ROOT/share/zsh/site-functions" "$ROOT/share/fish/vendor_completions.d"
cp "$BIN" "$ROOT/bin/fontscale"
strip "$ROOT/bin/fontscale"

# The shared libraries the binary needs, as Debian packages (the C libraries; the Swift runtime is inside).
TOOLCHAIN=$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")
if [ -z "$BINARY" ] && ldd "$ROOT/bin/fontscale" | grep -F "$TOOLCHAIN" >&2; then
  echo "dist: error: the binary still loads libraries from the toolchain ($TOOLCHAIN)" >&2
  exit 1
fi
# The binary's own NEEDED libraries (apt brings what they need in turn), each found through ldd.
LIBS=$(ldd "$ROOT/bin/fontscale")
readelf -d "$ROOT/bin/fontscale" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | while read -r soname; do
  library=$(echo "$LIBS" | awk -v name="$soname" '$1 == name { print $3 }')
  [ -n "$library" ] || library=$(ldconfig -p | awk -v name="$soname" '$1 == name { print $NF; exit }')
  # A --binary build loads the toolchain's runtime, which no Debian package holds.
  [ -n "$BINARY" ] && [[ $library == "$TOOLCHAIN"/* ]] && continue
  dpkg -S "$(readlink -f "$library")" 2>/dev/null | head -1 | cut -d: -f1 \
    || dpkg -S "$library" | head -1 | cut -d: -f1
done | sort -u > "$ROOT/share/fontscale/runtime-packages.txt"
# fontconfig needs fonts to find: the report's reference and a default family.
echo fonts-dejavu-core >> "$ROOT/share/fontscale/runtime-packages.txt"
sort -u -o "$ROOT/share/fontscale/runtime-packages.txt" "$ROOT/share/fontscale/runtime-packages.txt"

# Completions, from the binary itself (swift-argument-parser).
"$BIN" --generate-completion-script bash > "$ROOT/share/bash-completion/completions/fontscale"
"$BIN" --generate-completion-script zsh > "$ROOT/share/zsh/site-functions/_fontscale"
"$BIN" --generate-completion-script fish > "$ROOT/share/fish/vendor_completions.d/fontscale.fish"

# Manual pages, one per command, from swift-argument-parser's own generate-manual tool (the
# package's checkout, built on its own) reading the binary's help.
mkdir -p "$ROOT/share/man/man1"
[ -n "$BINARY" ] || {
$SWIFT build -c release --package-path "$CHECKOUTS/swift-argument-parser" --scratch-path .build/generate-manual \
  --product generate-manual >/dev/null
.build/generate-manual/release/generate-manual "$BIN" --multi-page --output-directory "$ROOT/share/man/man1" \
  --date "$(git log -1 --format=%cs 2>/dev/null || date +%F)"
}

# Licences of what is linked into the binary.
cp "$TOOLCHAIN/share/swift/LICENSE.txt" "$ROOT/share/fontscale/licences/swift-runtime-and-foundation.txt"
for package in swift-argument-parser Yams FlyingFox; do
  for file in "$CHECKOUTS/$package"/LICENSE*; do
    [ -f "$file" ] && cp "$file" "$ROOT/share/fontscale/licences/$package.txt"
  done
done
cp CHANGELOG.md "$ROOT/share/fontscale/"
cat > "$ROOT/share/fontscale/README" <<TEXT
fontscale $VERSION for Linux ($ARCH), built on $(. /etc/os-release && echo "$PRETTY_NAME").

Install the runtime packages, then put bin/ on PATH:
  sudo apt-get install \$(cat share/fontscale/runtime-packages.txt)
  export PATH="\$PWD/bin:\$PATH"
  fontscale --help
Manual pages: man -l share/man/man1/fontscale.1 (or add share/man to MANPATH): one per command.
Completions are in share/ (bash-completion, zsh site-functions, fish vendor completions).
TEXT

mkdir -p "$OUTPUT"
tar -C "$STAGE" -czf "$OUTPUT/$NAME.tar.gz" "$NAME"
# The check a machine without Swift makes: the toolchain off PATH and LD_LIBRARY_PATH.
[ -n "$BINARY" ] || env -i PATH=/usr/bin:/bin HOME="$HOME" "$ROOT/bin/fontscale" --version >/dev/null
echo "dist: wrote $OUTPUT/$NAME.tar.gz ($(du -h "$OUTPUT/$NAME.tar.gz" | cut -f1)); runtime packages: $(tr '\n' ' ' < "$ROOT/share/fontscale/runtime-packages.txt")"
