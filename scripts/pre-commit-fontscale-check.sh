#!/usr/bin/env bash
# The pre-commit hook `fontscale-check` (.pre-commit-hooks.yaml): runs `fontscale check` on each
# typography config pre-commit hands it, and on every tracked config when a font file changed
# (a config names its fonts by family or folder, so any of them may use the changed file).
#
# Usage (pre-commit calls it): pre-commit-fontscale-check.sh [CHECK OPTION...] FILE...
#   A config is fontscale.yml, fontscale.yaml, fontscale.json or NAME.fontscale.{yml,yaml,json};
#   a font file is .ttf, .otf, .ttc, .otc, .woff or .woff2. Every other argument goes to
#   `fontscale check` (the hook's `args:`, e.g. [--fail-on, warn] or [--profile, wcag22]).
#
# pre-commit cannot build fontscale (a Swift package with C libraries): `fontscale` must be on
# PATH already (or FONTSCALE names the executable); without it the hook fails and says so.
# Exit status: the highest of `fontscale check`'s (0 clean, 1 findings at or above --fail-on,
# 2 config or font errors: docs/check.md), 127 when fontscale is missing.
set -uo pipefail

fontscale=${FONTSCALE:-fontscale}
if ! command -v "$fontscale" >/dev/null 2>&1; then
  echo "fontscale-check: '$fontscale' is not on PATH. pre-commit cannot build fontscale (a Swift package):" >&2
  echo "  unpack the release archive (docs/install.md: tar -xzf fontscale-<version>-linux-<arch>.tar.gz, then its" >&2
  echo "  bin/ on PATH), or build it (swift build -c release --product fontscale) and add .build/release to PATH," >&2
  echo "  or set FONTSCALE to the executable; docs/ci.md#pre-commit has the steps." >&2
  exit 127
fi

config_pattern='(^|/)(fontscale|[^/]+\.fontscale)\.(ya?ml|json)$'
font_pattern='\.([Tt][Tt][FfCc]|[Oo][Tt][FfCc]|[Ww][Oo][Ff][Ff]2?)$'
options=() configs=() font_changed=0
for arg in "$@"; do
  if [[ $arg =~ $config_pattern ]]; then
    configs+=("$arg")
  elif [[ $arg =~ $font_pattern ]]; then
    font_changed=1
  else
    options+=("$arg")
  fi
done
if [ "$font_changed" = 1 ]; then
  while IFS= read -r -d '' tracked; do
    [[ $tracked =~ $config_pattern ]] && configs+=("$tracked")
  done < <(git ls-files -z)
fi

status=0
declare -A seen=()
for config in "${configs[@]}"; do
  [ -n "${seen[$config]:-}" ] && continue
  seen[$config]=1
  [ -f "$config" ] || continue  # a tracked config deleted in the working tree
  "$fontscale" check "${options[@]}" "$config"
  code=$?
  [ "$code" -gt "$status" ] && status=$code
done
exit "$status"
