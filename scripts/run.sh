#!/usr/bin/env bash
# The main job of fontscale on a fresh Debian machine with a Swift 6 toolchain: installs the
# system packages, fetches Merriweather (PyPI fontpkg wheel) into .fonts/, builds in release
# mode, and writes the Dynamic Type report on Merriweather into ./fontscale-report/merriweather/.
# Arguments are passed to `fontscale report` (default: Merriweather).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh
./scripts/fetch-fonts.sh .fonts
swift build -c release --product fontscale
export FONTSCALE_FONT_PATH="$PWD/.fonts${FONTSCALE_FONT_PATH:+:$FONTSCALE_FONT_PATH}"

if [ "$#" -eq 0 ]; then set -- Merriweather; fi
.build/release/fontscale report "$@"
echo
echo "Open fontscale-report/*/index.html in a browser (text-size slider), or sheet.pdf / sheet.png."
