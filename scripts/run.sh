#!/usr/bin/env bash
# The main job of fontscale on a fresh Debian machine with a Swift 6 toolchain.
# Until `fontscale report` exists: Apple's iOS table, and how a custom font at Apple's
# Large sizes scales across every content size category, by each model.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh
swift build -c release --product fontscale
bin=.build/release/fontscale

echo "== Apple's iOS Dynamic Type table (fontscale table --platform ios)"
"$bin" table --platform ios --style "Large Title" --style Body --style "Caption 1" --style "Caption 2"
echo
echo "== A custom 17 pt Body font on a device (fontscale scale 17 --style body --all)"
"$bin" scale 17 --style body --all
echo
echo "== The same with maximumPointSize 40 (fontscale scale 17 --style body --all --max 40)"
"$bin" scale 17 --style body --all --max 40
echo
echo "== A custom 12 pt Caption 1 at xSmall: UIFontMetrics against the system font's curve"
"$bin" scale 12 --style caption1 --category xSmall
"$bin" scale 12 --style caption1 --category xSmall --model proportional
echo
echo "== Android 14 nonlinear font scaling of 16 sp body text"
"$bin" scale 16 --model android --all
