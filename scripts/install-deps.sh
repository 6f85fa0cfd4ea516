#!/usr/bin/env bash
# Install the Debian packages needed to build and test fontscale against
# fontconfig, FreeType, HarfBuzz, cairo, zlib and ICU, and the tools the tests use (hb-shape,
# woff2_compress, poppler, xmllint, kotlinc, aapt2) (Debian 12 "bookworm").
#
# Idempotent: when every package is already installed (dpkg-query), apt is not
# touched at all. Otherwise: apt-get update + apt-get install -y
# --no-install-recommends. Uses sudo only when not running as root.
#
# Usage: install-deps.sh [--build-only] [--dist] [--with-chromium] [--with-valgrind]
#   --build-only: only what building fontscale needs (the C libraries' -dev packages, pkg-config,
#   gcc, fontconfig), not the test tools: what action.yml installs before swift build.
#   --dist: also what make dist, deb and wheel need and their proof (debootstrap; binutils for readelf; lintian, dpkg-dev).
#   --with-chromium (or FONTSCALE_WITH_CHROMIUM=1): also install Debian's
#   chromium for headless screenshots (~124 MB download, ~414 MB on disk).
#   --with-valgrind: also install valgrind, for make memcheck (scripts/memcheck.sh).
set -euo pipefail

packages=(
  pkg-config
  gcc libc6-dev          # C probes / system-library shims (Swift's clang uses the same headers)
  libfontconfig-dev fontconfig
  libfreetype-dev
  libharfbuzz-dev
  libharfbuzz-bin        # hb-shape, hb-view, hb-subset: independent HarfBuzz measurements
  woff2                  # woff2_compress: WOFF2 copies of test fonts (tests, bad-font corpus)
  libcairo2-dev
  zlib1g-dev             # PNG output (zlib deflate)
  fonts-dejavu-core      # DejaVu Sans, the system fallback font in tests
  poppler-utils          # pdftoppm, pdffonts: PDF -> PNG for visual checks
  unzip                  # fetch-fonts.sh unpacks wheels
  libxml2-utils          # xmllint: the tests validate JUnit output against its XSD
  kotlin                 # kotlinc: compiles export --format compose against Compose stand-ins
  aapt                   # aapt2 (2.19-debian): links export --format android and fonts as an app build would
  android-framework-res  # framework-res.apk (Android 10, API 29): the framework aapt2 links against
  nodejs                 # node --check: the preview page's scripts (Sources/FontScaleServe/Page/Assets)
)

with_chromium="${FONTSCALE_WITH_CHROMIUM:-0}"
with_valgrind=0
build_only=0
dist=0
for arg in "$@"; do
  case "$arg" in
    --build-only) build_only=1 ;;
    --dist) dist=1 ;;
    --with-chromium) with_chromium=1 ;;
    --with-valgrind) with_valgrind=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    *) echo "install-deps.sh: unknown argument: $arg" >&2; exit 2 ;;
  esac
done
if [ "$build_only" = 1 ]; then
  packages=(pkg-config gcc libc6-dev libfontconfig-dev fontconfig libfreetype-dev libharfbuzz-dev libcairo2-dev
    zlib1g-dev)
fi
[ "$dist" = 1 ] && packages+=(debootstrap binutils lintian dpkg-dev python3-venv)
[ "$with_chromium" = 1 ] && packages+=(chromium)
[ "$with_valgrind" = 1 ] && packages+=(valgrind)

missing=()
for p in "${packages[@]}"; do
  status="$(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null || true)"
  [ "${status:0:2}" = "ii" ] || missing+=("$p")
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages already installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-deps: not root and no sudo; install manually: ${missing[*]}" >&2; exit 1
  fi
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
  >/dev/null 2> >(grep -v '^debconf: delaying package configuration' >&2)
echo "install-deps: done"
