#!/usr/bin/env bash
# Builds a small app-like package OUTSIDE the repository that depends on the products FontScale
# and FontScaleMotion by path, runs it, and shows with ldd that its binary links none of the C
# font or drawing libraries (FreeType, HarfBuzz, fontconfig, cairo): the proof that the scaling
# and motion API is C-free and could be built for iOS or macOS as it is.
#
# Usage: scripts/consumer-check.sh [WORKDIR]   (default: a new temporary folder, removed after)
# Exit status: 0 when the consumer builds, prints the expected values and links none of them;
# 1 otherwise, with the reason on stderr.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
if [ "$#" -ge 1 ]; then work="$1"; mkdir -p "$work"; else work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT; fi
case "$work" in "$repo"/*) echo "consumer-check: the consumer must live outside the repository" >&2; exit 1 ;; esac

mkdir -p "$work/Sources/consumer"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [
            .product(name: "FontScale", package: "$identity"),
            .product(name: "FontScaleMotion", package: "$identity"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat > "$work/Sources/consumer/main.swift" <<'SWIFT'
import FontScale
import FontScaleMotion

// What an app does with the C-free API: scale its type scale, plan frames.
let scaler = Scaler()
let body = try scaler.scale(TypeScale.hig(), style: .body, at: .category(.accessibility5))
print("Body at AX5: \(formatNumber(body.pointSize)) pt, leading \(formatNumber(body.leading))")
print("0.25 s at 120 Hz: \(FrameRate.hz120.frameTimes(duration: 0.25).count) frames")
let plan = try SizeTransitionPlan(from: TextBox(width: 120, height: 22, baseline: 17),
                                  to: TextBox(width: 240, height: 44, baseline: 34), strategy: .grow, duration: 0.35)
print("grow starts at \(formatNumber(plan.layers[0].startScale.x))x, easeInOut(0.5) = \(formatNumber(TimingCurve.easeInOut.value(at: 0.5)))")
SWIFT

start=$(date +%s.%N)
(cd "$work" && swift build --product consumer 2>&1) > "$work/build.log" || { cat "$work/build.log" >&2; echo "consumer-check: the consumer did not build" >&2; exit 1; }
end=$(date +%s.%N)
binary="$(cd "$work" && swift build --product consumer --show-bin-path)/consumer"
output="$("$binary")"
echo "$output"
expected=$'Body at AX5: 48 pt, leading 62\n0.25 s at 120 Hz: 31 frames\ngrow starts at 0.5x, easeInOut(0.5) = 0.5'
[ "$output" = "$expected" ] || { echo "consumer-check: expected output:"$'\n'"$expected" >&2; exit 1; }

echo "linked libraries ($(ldd "$binary" | wc -l)):"
ldd "$binary" | awk '{print "  " $1}'
forbidden="$(ldd "$binary" | grep -E 'lib(freetype|harfbuzz|fontconfig|cairo|pixman|png16)' || true)"
if [ -n "$forbidden" ]; then
  echo "consumer-check: the consumer links C font or drawing libraries:" >&2
  echo "$forbidden" >&2
  exit 1
fi
# Nor does it compile a C module or a font/drawing target.
if grep -Eq 'Compiling (FontScaleFonts|FontScaleRender|CFreeType|CHarfBuzz|CFontconfig|CCairo|CICU)' "$work/build.log"; then
  echo "consumer-check: the consumer build compiled a font or drawing module" >&2
  exit 1
fi
printf 'consumer-check: ok: links none of libfreetype, libharfbuzz, libfontconfig, libcairo; built in %.1f s\n' "$(echo "$end - $start" | bc)"
