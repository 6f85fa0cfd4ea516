#!/usr/bin/env bash
# Lints the Swift sources with swift format (it ships with the toolchain) against the house
# style in .swift-format; prints each finding as file:line:column and exits non-zero on any.
#
# Usage: scripts/lint.sh [PATH...]   (default: Sources Tests Benchmarks)
#   scripts/lint.sh --fix [PATH...]  formats in place first, then lints (what remains needs a hand)
#
# Not linted: Sources/FontScaleMetrics/Generated/*.swift, which the generator marks with
# `// swift-format-ignore-file` (one table row per line, like the TSV it comes from); Fuzz/ and
# the root Package.swift unless named. docs/STYLE.md has the configuration and why.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
fix=0
paths=()
for arg in "$@"; do
  case "$arg" in
    --fix) fix=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "lint: unknown option $arg" >&2; exit 2 ;;
    *) paths+=("$arg") ;;
  esac
done
[ "${#paths[@]}" -gt 0 ] || paths=(Sources Tests Benchmarks)

if [ "$fix" = 1 ]; then
  "$SWIFT" format format --in-place --recursive --parallel "${paths[@]}"
fi
# --strict turns every warning into an error, so the exit status is non-zero on any finding.
if "$SWIFT" format lint --strict --recursive --parallel "${paths[@]}"; then
  echo "lint: ${paths[*]}: no findings"
else
  status=$?
  echo "lint: findings above (scripts/lint.sh --fix ${paths[*]} formats; docs/STYLE.md has the rules)" >&2
  exit "$status"
fi
