#!/usr/bin/env bash
# The check step of action.yml: `fontscale check --format sarif` on each config, the logs merged
# into one SARIF file (scripts/merge-sarif.py) for GitHub code scanning.
#
# Environment (action.yml sets it from its inputs):
#   FONTSCALE      the fontscale executable
#   INPUT_CONFIGS  the configs, separated by spaces or new lines (no spaces inside a path)
#   INPUT_SARIF    the merged SARIF file to write
#   INPUT_FAIL_ON  info, warn or fail (passed as --fail-on), or never: findings never fail the step
#   INPUT_PROFILE  empty, or a --profile (wcag22)
# Exit status: the highest of `fontscale check`'s (docs/check.md: 1 findings at or above
# --fail-on, 2 config or font errors, 64 usage), 1 found at never counted as 0; the SARIF file is
# written in every case, with the findings of the configs that could be checked, and each finding
# is printed (file:line:column: severity: [rule] message). The step's output `upload` is true only
# when every config was checked: a log without a config's results would tell code scanning that
# the config's alerts are fixed, so after a config or font error nothing is uploaded.
set -uo pipefail

fail_on=${INPUT_FAIL_ON:-fail}
check_fail_on=$fail_on
[ "$fail_on" = never ] && check_fail_on=fail
read -r -d '' -a configs <<<"${INPUT_CONFIGS:-}"
if [ "${#configs[@]}" -eq 0 ]; then
  echo "fontscale action: the configs input is empty; name at least one typography config" >&2
  exit 64
fi
options=(--fail-on "$check_fail_on")
[ -n "${INPUT_PROFILE:-}" ] && options+=(--profile "$INPUT_PROFILE")

folder=$(mktemp -d "${RUNNER_TEMP:-/tmp}/fontscale-sarif.XXXXXX")
logs=() status=0 index=0 unchecked=()
for config in "${configs[@]}"; do
  index=$((index + 1))
  log="$folder/$index.sarif"
  "$FONTSCALE" check "$config" "${options[@]}" --format sarif -o "$log"
  code=$?
  [ "$code" = 1 ] && [ "$fail_on" = never ] && code=0
  [ "$code" -gt "$status" ] && status=$code
  if [ -f "$log" ] && [ "$code" -le 1 ]; then logs+=("$log"); else unchecked+=("$config"); fi
done
mkdir -p "$(dirname "$INPUT_SARIF")"
python3 "$(dirname "$0")/merge-sarif.py" "$INPUT_SARIF" "${logs[@]}" || { status=2; unchecked+=("(the merge)"); }
rm -rf "$folder"
if [ "${#unchecked[@]}" -gt 0 ]; then
  echo "fontscale action: not uploading $INPUT_SARIF: ${unchecked[*]} could not be checked (above), and a log without their results would mark their code scanning alerts fixed" >&2
  echo "upload=false" >>"${GITHUB_OUTPUT:-/dev/null}"
else
  echo "upload=true" >>"${GITHUB_OUTPUT:-/dev/null}"
fi
exit "$status"
