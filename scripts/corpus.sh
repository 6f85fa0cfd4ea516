#!/usr/bin/env bash
# The bad-font corpus (docs/RELIABILITY.md): writes the cases (scripts/bad-fonts.py, from the fonts
# in .fonts/, into .build/bad-fonts/) and runs each through fontscale's commands (scripts/corpus.py).
# Arguments go to scripts/corpus.py (--quick, --sample N, --jobs N, --timeout S, --only TEXT);
# FONTSCALE_BIN picks the binary (default .build/debug/fontscale). Exit 1 on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 scripts/bad-fonts.py .build/bad-fonts
python3 scripts/corpus.py "$@" .build/bad-fonts
