#!/usr/bin/env bash
# Fetches what the tests use to check fontscale's machine-readable outputs, into .tools/
# (never committed): the official SARIF 2.1.0 JSON schema, the Jenkins JUnit XSD (checked with
# xmllint from libxml2-utils), and junitparser, a JUnit XML consumer. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/fetch-sarif-schema.sh .tools/schemas
./scripts/fetch-junit-xsd.sh .tools/schemas
# requirement:module, installed into .tools/python only when the module cannot be imported.
for entry in junitparser==5.0.3:junitparser jsonschema:jsonschema PyYAML:yaml; do
  spec=${entry%%:*} module=${entry##*:}
  if ! PYTHONPATH=.tools/python python3 -c "import $module" 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check --target .tools/python "$spec"
  fi
done
echo "fetch-test-tools: schemas, junitparser, jsonschema and PyYAML ready"
