#!/usr/bin/env bash
# Runs every case of scripts/outputs-snapshot.cases through a fontscale binary and records, per case,
# its stdout, stderr, exit status and every file it wrote, into OUT/<case>/. Two snapshots of two
# builds compare with `diff -r`: a refactoring that claims identical outputs proves it this way.
#   scripts/outputs-snapshot.sh OUT [BINARY]      (BINARY defaults to .build/debug/fontscale)
# Needs the test fonts in .fonts/ (scripts/fetch-fonts.sh). Cases run from a scratch folder that
# holds a copy of examples/, so relative paths in outputs stay the same from run to run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/outputs-snapshot.sh OUT [BINARY]}
bin=$(realpath "${2:-.build/debug/fontscale}")
top=$(pwd)
rm -rf "$out"; mkdir -p "$out"; out=$(realpath "$out")
work=/tmp/fontscale-snapshot-work   # a fixed path: outputs that name folders stay comparable
rm -rf "$work"; mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
count=0
while IFS= read -r line; do
  case "$line" in ""|"#"*) continue;; esac
  name=${line%%|*}; args=${line#*|}
  scratch="$work/$name"; mkdir -p "$scratch"
  cp -r "$top/examples" "$scratch/examples"; ln -s "$top/.fonts" "$scratch/.fonts"
  status=0
  (cd "$scratch" && eval "set -- $args" && FONTSCALE_FONT_PATH= "$bin" "$@" >"$out/$name.stdout" 2>"$out/$name.stderr" </dev/null) || status=$?
  echo "$status" >"$out/$name.status"
  rm -rf "$scratch/examples" "$scratch/.fonts"
  if [ -n "$(ls -A "$scratch")" ]; then mv "$scratch" "$out/$name.files"; fi
  count=$((count + 1))
done < scripts/outputs-snapshot.cases
echo "outputs-snapshot: $count cases in $out"
