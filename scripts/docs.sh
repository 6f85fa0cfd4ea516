#!/usr/bin/env bash
# Generates the API documentation (DocC) for every target with a catalog (Sources/<Target>/
# <Target>.docc) as one combined archive, ready for static hosting, and fails on any warning.
#
# Usage: scripts/docs.sh [OUTPUT]   (default: .build/docs/fontscale.doccarchive)
# Environment: SWIFT (default swift); DOCS_JOBS, the build jobs (default 1, the build runs at
#   nice 19 so it stays out of the way of other builds on the machine).
# Exit status: 0 when the archive was written without a warning; 1 otherwise, with DocC's
# diagnostics on stderr.
#
# The per-target archives are left in .build/plugins/Swift-DocC/outputs/<Target>.doccarchive.
# Browse the result with any static file server, e.g.
#   python3 -m http.server --directory .build/docs/fontscale.doccarchive 8000
# then open http://localhost:8000/documentation/ (or .../documentation/fontscale/ for a module),
# or preview one target with live reload:
#   swift package --disable-sandbox preview-documentation --target FontScale   (serves http://localhost:8080/documentation/fontscale/)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
swift="${SWIFT:-swift}"
output="${1:-.build/docs/fontscale.doccarchive}"
jobs="${DOCS_JOBS:-1}"

targets=()
for catalog in Sources/*/*.docc; do
  [ -d "$catalog" ] || continue
  targets+=("$(basename "$(dirname "$catalog")")")
done
[ "${#targets[@]}" -gt 0 ] || { echo "docs: no DocC catalog under Sources/*/" >&2; exit 1; }

target_args=()
for target in "${targets[@]}"; do target_args+=(--target "$target"); done

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
rm -rf "$output"
mkdir -p "$(dirname "$output")"
echo "docs: ${targets[*]}" >&2
# The plugin builds the targets (symbol graphs) itself; -j for that build, nice for all of it.
# --disable-sandbox: DocC writes outside the plugin's work folder (the output path).
if ! nice -n 19 "$swift" package --disable-sandbox --jobs "$jobs" generate-documentation \
      --enable-experimental-combined-documentation "${target_args[@]}" \
      --warnings-as-errors --output-path "$output" >"$log" 2>&1; then
  grep -v '^\[[0-9]*/[0-9]*\]' "$log" >&2
  echo "docs: DocC failed (warnings count as errors)" >&2
  exit 1
fi
# A second guard: any warning the plugin or the build printed that DocC did not turn into an error.
if grep -E '(^|: )warning:' "$log" >&2; then
  echo "docs: warnings above" >&2
  exit 1
fi
[ -f "$output/index.html" ] || { echo "docs: $output/index.html was not written" >&2; exit 1; }

modules="$(for target in "${targets[@]}"; do printf '%s ' "$(echo "$target" | tr '[:upper:]' '[:lower:]')"; done)"
cat <<TEXT
docs: wrote $output (${#targets[@]} modules: ${targets[*]})
Serve it and open the index in a browser:
  python3 -m http.server --directory $output 8000
  open http://localhost:8000/documentation/   (modules: ${modules% })
    e.g. http://localhost:8000/documentation/fontscale/
Or preview one target with live reload:
  swift package --disable-sandbox preview-documentation --target FontScale   (serves http://localhost:8080/documentation/fontscale/)
TEXT
