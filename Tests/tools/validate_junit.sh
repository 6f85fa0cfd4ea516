#!/usr/bin/env bash
# Usage: validate_junit.sh FILE.xml
# Schema-checks a JUnit XML report with xmllint (Debian: libxml2-utils) against
# junit-10.xsd (Jenkins xunit plugin schema) found in $FONTSCALE_JUNIT_XSD_DIR
# (default: this script's folder; fetch it with fetch-junit-xsd.sh DIR).
# Exit: 0 valid, 1 invalid or not well-formed, 2 setup problem.
set -uo pipefail
FILE=${1:?usage: validate_junit.sh FILE.xml}
DIR=${FONTSCALE_JUNIT_XSD_DIR:-$(cd "$(dirname "$0")" && pwd)}
XSD=$DIR/junit-10.xsd
command -v xmllint >/dev/null || { echo "error: xmllint missing (apt-get install libxml2-utils)" >&2; exit 2; }
[ -f "$XSD" ] || { echo "error: $XSD missing (run fetch-junit-xsd.sh)" >&2; exit 2; }
[ -r "$FILE" ] || { echo "error: cannot read $FILE" >&2; exit 2; }
# xmllint exit codes: 0 ok, 1-2 not well-formed, 3-4 schema invalid, 5 bad schema.
xmllint --noout --nonet --schema "$XSD" "$FILE"
rc=$?
case $rc in
  0) exit 0 ;;
  5) exit 2 ;;
  *) exit 1 ;;
esac
