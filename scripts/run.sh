#!/usr/bin/env bash
# The main job of fontscale on a fresh Debian machine with a Swift 6 toolchain: installs the
# system packages, fetches Merriweather (PyPI fontpkg wheel) into .fonts/, builds in release
# mode, and shows how Merriweather follows Dynamic Type: sizes by each model and the intrinsic
# size of a sample at every content size category. (`fontscale report` will take over here.)
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh
./scripts/fetch-fonts.sh .fonts
swift build -c release --product fontscale
bin=.build/release/fontscale
export FONTSCALE_FONT_PATH="$PWD/.fonts${FONTSCALE_FONT_PATH:+:$FONTSCALE_FONT_PATH}"

echo "== Merriweather as fontconfig sees it (fontscale fonts Merriweather)"
"$bin" fonts Merriweather
echo
echo "== A custom 17 pt Body font on a device (fontscale scale 17 --style body --all)"
"$bin" scale 17 --style body --all
echo
echo "== A custom 12 pt Caption 1 at xSmall: UIFontMetrics against the system font's curve"
"$bin" scale 12 --style caption1 --category xSmall
"$bin" scale 12 --style caption1 --category xSmall --model proportional
echo
echo "== \"Order total: 1,234.50\" in Merriweather Body at every category, tabular figures"
"$bin" measure "Order total: 1,234.50" --font Merriweather --style body --all --features tnum
echo
echo "== A headline in Merriweather Title 1 at AX3 in a 320 pt container, at most 2 lines"
"$bin" measure "Dynamic Type makes every custom font readable" --font Merriweather --style title1 --category AX3 --width 320 --lines 2
