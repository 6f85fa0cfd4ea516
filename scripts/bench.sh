#!/usr/bin/env bash
# `make bench`: fontscale's benchmark suite against the peers a user would otherwise use, on the
# same fonts and strings, in interleaved rounds; then the growth curves. Writes docs/PERFORMANCE.md
# and prints its tables.
#
#   fontscale   Benchmarks/ (ordo-one's `benchmark`, a package of its own): the measurement paths,
#               report, check, table; the growth curves; then fontscale-bench --report: the report's
#               phases beside its floor (its texts shaped once, its pages' rows deflated whole); then
#               scripts/bench-pair.py: `report Merriweather` and the large check paired with earlier
#               release builds (BENCH_BASELINE, the previous commit) and the report against its floor
#   peers       Benchmarks/peers/peers.py in a venv at .build/bench-venv from Benchmarks/peers/requirements.txt (pinned):
#               uharfbuzz (shape each, shape once and scale), Pillow ImageFont (basic, Raqm)
#
# Environment:
#   BENCH_QUICK=1      a short run (2 rounds, shorter benchmarks, fewer growth points; about 3 minutes)
#   BENCH_ROUNDS=N     interleaved rounds (default 3; 2 when quick)
#   BENCH_NICE="nice -n 19"   prefix for every build and run (a shared machine)
#   BENCH_JOBS=N       build jobs (swift build -j N)
#   BENCH_SAME_HARFBUZZ=0   skip the extra run of fontscale's measurement benchmarks on the peers'
#                      HarfBuzz (Benchmarks/peers/build-harfbuzz.sh builds it from uharfbuzz's sdist, about 2 minutes once)
#   BENCH_BASELINE=REF the build the paired runs compare with besides the previous commit (default 4669190)
#   BENCH_OUT=DIR      raw results (default .build/bench-results); BENCH_DOC=FILE (default docs/PERFORMANCE.md)
#   SWIFT, PYTHON      the toolchains (default swift, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

SWIFT="${SWIFT:-swift}"
PYTHON="${PYTHON:-python3}"
QUICK="${BENCH_QUICK:-0}"
ROUNDS="${BENCH_ROUNDS:-$([ "$QUICK" = 1 ] && echo 2 || echo 3)}"
OUT="${BENCH_OUT:-$root/.build/bench-results}"
DOC="${BENCH_DOC:-$root/docs/PERFORMANCE.md}"
VENV="$root/.build/bench-venv"
read -r -a NICE <<<"${BENCH_NICE:-}"
jobs=()
[ -n "${BENCH_JOBS:-}" ] && jobs=(-j "$BENCH_JOBS")
export BENCH_QUICK="$QUICK"
export FONTSCALE_BENCH_FONTS="${FONTSCALE_BENCH_FONTS:-$root/.fonts}"

started=$(date +%s)
load_at_start="$(cut -d' ' -f1-3 /proc/loadavg)"
step() { printf 'bench: [%3ss] %s\n' "$(( $(date +%s) - started ))" "$*" >&2; }

step "fonts ($FONTSCALE_BENCH_FONTS)"
./scripts/fetch-fonts.sh "$FONTSCALE_BENCH_FONTS" >&2

step "peers: venv at ${VENV#$root/} from Benchmarks/peers/requirements.txt"
if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: -r Benchmarks/peers/requirements.txt >&2

step "build: Benchmarks/ in release"
"${NICE[@]}" "$SWIFT" build --package-path Benchmarks -c release "${jobs[@]}" >&2

rm -rf "$OUT"
mkdir -p "$OUT"
# ordo-one's plugin: every metric's percentiles (p0 ... p100, raw units: ns, bytes, counts), one TSV per
# benchmark and metric, into one folder per run (the JMH export drops a benchmark slower than 2 s an
# iteration: its rounded throughput is 0).
run_suite() {  # NAME, then --filter/--skip options
  local name="$1"
  shift
  mkdir -p "$OUT/$name"
  "${NICE[@]}" "$SWIFT" package --package-path Benchmarks "${jobs[@]}" --allow-writing-to-directory "$OUT" \
    benchmark "$@" --format histogramPercentiles --path "$OUT/$name" --no-progress >"$OUT/$name.log" 2>&1 || {
    cat "$OUT/$name.log" >&2
    echo "bench: the benchmark run '$name' failed (log above)" >&2
    exit 1
  }
}

peers_args=()
[ "$QUICK" = 1 ] && peers_args=(--quick)
hb_dir=""
if [ "${BENCH_SAME_HARFBUZZ:-1}" != 0 ]; then
  step "same HarfBuzz: building the HarfBuzz the uharfbuzz peer carries (Benchmarks/peers/build-harfbuzz.sh, cached)"
  hb_dir="$("${NICE[@]}" Benchmarks/peers/build-harfbuzz.sh "$VENV/bin/python")"
  same_harfbuzz="$(cat "$hb_dir/VERSION")"
fi
for round in $(seq 1 "$ROUNDS"); do
  step "round $round/$ROUNDS: fontscale (Benchmarks/, everything but the growth curves)"
  run_suite "round-$round-fontscale" --skip 'growth.*'
  step "round $round/$ROUNDS: peers (Benchmarks/peers/peers.py)"
  "${NICE[@]}" "$VENV/bin/python" Benchmarks/peers/peers.py --fonts "$FONTSCALE_BENCH_FONTS" "${peers_args[@]}" >"$OUT/round-$round-peers.json"
  if [ -n "$hb_dir" ]; then
    step "round $round/$ROUNDS: fontscale's measurement paths on HarfBuzz $same_harfbuzz (LD_LIBRARY_PATH)"
    LD_LIBRARY_PATH="$hb_dir" run_suite "round-$round-same-harfbuzz" --filter '.*(reuse|shape-once|no-reuse|full-api)$'
  fi
done

step "growth curves: strings, styles, families (one and two threads)"
run_suite growth --filter 'growth.*'
# Benchmarks/ is also the folder of the root package's fontscale-bench target, where the suite's
# Package.resolved would be an undeclared file (a warning in every build of the root package).
rm -f Benchmarks/Package.resolved

step "the report against its floor: fontscale-bench --report (release)"
"${NICE[@]}" "$SWIFT" build -c release --product fontscale-bench "${jobs[@]}" >&2
"${NICE[@]}" .build/release/fontscale-bench "$FONTSCALE_BENCH_FONTS" --report >"$OUT/report-floor.txt"
grep -E '^(report|peak memory)' "$OUT/report-floor.txt" >&2

# The commands a user runs, paired with earlier builds in alternating runs (the ratios hold on a
# noisy machine): BENCH_BASELINE (default 4669190, the build issue 47 measured against) and the
# previous commit (HEAD when Sources/ has changes, else HEAD~1), each built once into
# .build/bench-baseline/; the report also against its floor.
step "paired: report and the large check against ${BENCH_BASELINE:-4669190} and the previous commit (scripts/bench-pair.py)"
"${NICE[@]}" "$SWIFT" build -c release --product fontscale "${jobs[@]}" >&2
if git diff --quiet HEAD -- Sources; then previous=HEAD~1; else previous=HEAD; fi
"${NICE[@]}" "$PYTHON" scripts/bench-pair.py .build/release/fontscale --fonts "$FONTSCALE_BENCH_FONTS" \
  --baseline "${BENCH_BASELINE:-4669190}" --baseline "$previous" --floor \
  --pairs "$([ "$QUICK" = 1 ] && echo 3 || echo 7)" >"$OUT/pairs.txt"
cat "$OUT/pairs.txt" >&2

step "machine"
{
  echo "date=$(date -u +%Y-%m-%dT%H:%MZ)"
  echo "nproc=$(nproc)"
  echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
  echo "memory_kb=$(grep -m1 MemTotal /proc/meminfo | awk '{print $2}')"
  echo "kernel=$(uname -sr)"
  echo "swift=$("$SWIFT" --version 2>&1 | grep -m1 -i 'swift version' | sed 's/^ *//')"
  echo "python=$("$VENV/bin/python" --version 2>&1)"
  echo "os=$( (. /etc/os-release && echo "$PRETTY_NAME") 2>/dev/null || uname -s)"
  echo "load_at_start=$load_at_start"
  echo "load_at_end=$(cut -d' ' -f1-3 /proc/loadavg)"
  echo "benchmark_package=$(grep -A3 '"identity" : "benchmark"' Benchmarks/Package.resolved 2>/dev/null | grep -m1 '"version"' | sed 's/.*: "\(.*\)".*/\1/')"
  echo "rounds=$ROUNDS"
  echo "system_harfbuzz=$(pkg-config --modversion harfbuzz 2>/dev/null || echo unknown)"
  echo "same_harfbuzz=${same_harfbuzz:-}"
  echo "quick=$QUICK"
} >"$OUT/machine.txt"
echo "elapsed_s=$(( $(date +%s) - started ))" >>"$OUT/machine.txt"

step "analysis: ${DOC#$root/}"
"$VENV/bin/python" Benchmarks/peers/report.py "$OUT" --doc "$DOC"
step "done"
