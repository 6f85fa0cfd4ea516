#!/usr/bin/env bash
# The check step of action.yml: `fontscale check --format sarif` on every config at once, one SARIF
# file with one run for GitHub code scanning, then the findings printed for the job's log. Bash and
# fontscale only: no python3.
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

mkdir -p "$(dirname "$INPUT_SARIF")"
# One run over every config: fontscale writes one SARIF log with one run (code scanning takes one
# run per tool and category), each finding fingerprinted with its config's path.
"$FONTSCALE" check "${configs[@]}" "${options[@]}" --format sarif -o "$INPUT_SARIF" --force
status=$?
# The findings in the job's log, as the text format heads them (its verdicts are above already):
# a second check, run only when the log holds a result.
[ "$status" -le 1 ] && grep -q '"ruleId"' "$INPUT_SARIF" 2>/dev/null && "$FONTSCALE" check "${configs[@]}" "${options[@]}" --format text 2>/dev/null | grep -v '^fontscale check: '
[ "$status" = 1 ] && [ "$fail_on" = never ] && status=0
if [ "$status" -ge 2 ] || [ ! -s "$INPUT_SARIF" ]; then
  echo "fontscale action: not uploading $INPUT_SARIF: a config could not be checked (above), and a log without its results would mark its code scanning alerts fixed" >&2
  echo "upload=false" >>"${GITHUB_OUTPUT:-/dev/null}"
else
  echo "upload=true" >>"${GITHUB_OUTPUT:-/dev/null}"
fi
exit "$status"
