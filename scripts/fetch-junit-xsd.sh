#!/usr/bin/env bash
# Usage: fetch-junit-xsd.sh DEST_DIR
# Puts the Jenkins xunit-plugin JUnit schema (junit-10.xsd, MIT, Gregory Boissinot)
# into DEST_DIR/junit-10.xsd. Source: the pytest==9.2.0 sdist on PyPI, which ships
# it as pytest-9.2.0/testing/example_scripts/junit-10.xsd (pytest validates its
# own --junitxml output against it). Downloads with pip (never installs).
# Idempotent: does nothing when the file is already there with the right sha256.
set -euo pipefail

DEST=${1:?usage: fetch-junit-xsd.sh DEST_DIR}
VER=9.2.0
SDIST=pytest-$VER.tar.gz
SDIST_SHA256=97c4f3b1f3c7414aa36465e09b8220f1d03627993bd51b1282e193753c80557b
MEMBER=pytest-$VER/testing/example_scripts/junit-10.xsd
OUT=junit-10.xsd
SHA256=a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6
PY=${PYTHON:-python3}

have_ok() { [ -f "$1" ] && echo "$SHA256  $1" | sha256sum --check --status; }

mkdir -p "$DEST"
if have_ok "$DEST/$OUT"; then
  echo "ok: $DEST/$OUT already present (sha256 verified)"
  exit 0
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# --no-binary makes pip fetch the sdist (pip also prepares its metadata, which
# pulls pytest's build requirements from PyPI into a throw-away env: ~4 s).
"$PY" -m pip download --quiet --no-deps --no-binary :all: --disable-pip-version-check \
  -d "$TMP" "pytest==$VER"
echo "$SDIST_SHA256  $TMP/$SDIST" | sha256sum --check --status \
  || { echo "error: $SDIST sha256 mismatch" >&2; exit 1; }
tar --no-same-owner -xzf "$TMP/$SDIST" -C "$TMP" "$MEMBER"
echo "$SHA256  $TMP/$MEMBER" | sha256sum --check --status \
  || { echo "error: extracted xsd sha256 mismatch" >&2; exit 1; }
mv -f "$TMP/$MEMBER" "$DEST/$OUT"
echo "ok: wrote $DEST/$OUT (sha256 $SHA256)"
