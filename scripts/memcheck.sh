#!/usr/bin/env bash
# valgrind memcheck of a measure-and-render loop (Fuzz/Sources/fontscale-memcheck): each iteration
# opens a variable font, measures text at several styles and categories, draws a small sheet and
# encodes it as PNG and PDF. Reports definitely/indirectly/possibly lost bytes by origin
# (scripts/memcheck-report.py): fontscale's own code against cairo, FreeType, HarfBuzz, fontconfig,
# glib and the Swift runtime; fails when fontscale's own code lost memory.
#
# Usage: scripts/memcheck.sh            MEMCHECK_ITERATIONS (default 1000), MEMCHECK_FONT (a file)
# Builds into .build-memcheck (release, no sanitizer). Logs: .build-memcheck/memcheck.{log,xml}.
set -euo pipefail
cd "$(dirname "$0")/.."

ITERATIONS="${MEMCHECK_ITERATIONS:-1000}"
FONT="${MEMCHECK_FONT:-.fonts/Inter[opsz,wght].ttf}"
SWIFT="${SWIFT:-swift}"
./scripts/install-deps.sh --with-valgrind >/dev/null   # the build's packages and valgrind (nothing when installed)
[ -f "$FONT" ] || ./scripts/fetch-fonts.sh .fonts

mkdir -p .build-memcheck
if ! nice -n 19 "$SWIFT" build --package-path Fuzz --scratch-path .build-memcheck -c release -j 1 --product fontscale-memcheck \
    >.build-memcheck/build.log 2>&1; then
  grep -v '^\[' .build-memcheck/build.log | tail -40 >&2
  echo "memcheck: build failed" >&2
  exit 1
fi
grep -E 'warning:|error:' .build-memcheck/build.log || true
exe=.build-memcheck/release/fontscale-memcheck

start=$(date +%s)
echo "memcheck: $ITERATIONS iterations of $exe on $FONT under valgrind (about 0.2 s each)"
nice -n 19 valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible \
  --num-callers=40 --xml=yes --xml-file=.build-memcheck/memcheck.xml --log-file=.build-memcheck/memcheck.log \
  "$exe" --iterations "$ITERATIONS" --font "$FONT"
echo "memcheck: valgrind ran $(( $(date +%s) - start )) s"
python3 scripts/memcheck-report.py .build-memcheck/memcheck.xml "$ITERATIONS" "$exe"
