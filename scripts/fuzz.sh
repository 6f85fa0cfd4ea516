#!/usr/bin/env bash
# Fuzzes fontscale with libFuzzer and AddressSanitizer (the Fuzz/ package; docs/RELIABILITY.md):
#   config  ConfigParser on any YAML/JSON text; a config that parses prints (--print-config) and
#           parses back to the same config
#   names   the text style, content size category, platform, model, weight, tracking and
#           OpenType feature parsers (--style, --category, ... --features)
#   font    a font file from bytes: faces, names, axes, instances, metrics, shaping, measuring,
#           wrapping, truncation and drawing through cairo
#   tokens  W3C design tokens (fontscale import) from any bytes; an imported config parses and a
#           second import gives the same text
#   motion  the motion engine's plans (count, colour, springs, morph, fit) from any options and
#           texts: one-line errors, finite numbers, the last frame at the end value
#
# Usage: scripts/fuzz.sh [TARGET...]        (default: config names font tokens motion)
#   FUZZ_SECONDS   seconds per target (default 60; `make fuzz`); CI runs 20 (scripts/test.sh)
#   FUZZ_SEED      libFuzzer's -seed (default: a new random seed each run, as `make fuzz` wants). CI's
#                  short pass sets 1: the same inputs in the same order on every clean clone, so a
#                  slower machine tries a prefix of what a 60 s run here tried, and a red CI means a
#                  change, not a lucky draw (the long runs with random seeds are what find new bugs)
#
# Builds into .build-fuzz (release, -sanitize=fuzzer,address). Seeds: Fuzz/corpus/<target>/ (text,
# in the repository) and, for fonts, Fuzz/.seeds/font/ made from .fonts/ at run time (no font is
# committed). New inputs go to Fuzz/.corpus/<target>/ and crashes to Fuzz/.crashes/<target>/ (both
# gitignored). Prints executions, speed and coverage per target; exits 1 on any crash, leak,
# timeout or out-of-memory, naming the saved input (reproduce: the printed command).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET="${FUZZ_SECONDS:-60}"
SWIFT="${SWIFT:-swift}"
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(config names font tokens motion)
root="$PWD"
bin="$root/.build-fuzz/release"

for target in "${targets[@]}"; do
  case "$target" in config|names|font|tokens|motion) ;; *) echo "fuzz: unknown target '$target' (config, names, font, tokens, motion)" >&2; exit 2 ;; esac
done

build_start=$(date +%s)
for target in "${targets[@]}"; do
  # One build at a time, at low priority: the fuzz targets share every module built before.
  mkdir -p .build-fuzz
  if ! nice -n 19 "$SWIFT" build --package-path Fuzz --scratch-path .build-fuzz -c release -j 1 \
      -Xswiftc -sanitize=fuzzer,address --product "fuzz-$target" >.build-fuzz/build.log 2>&1; then
    grep -v -e "Cannot export local symbol '__" -e '^\[' .build-fuzz/build.log | tail -40 >&2
    echo "fuzz: building fuzz-$target failed" >&2
    exit 1
  fi
  # gold's "Cannot export local symbol '__asan...'" notes on the sanitizer runtime are not warnings about fontscale.
  grep -E 'warning:|error:' .build-fuzz/build.log | grep -v "Cannot export local symbol '__" || true
done
echo "fuzz: built ${targets[*]} in $(( $(date +%s) - build_start )) s"

# motion sets its morph and fit texts in .fonts/Inter.
if [[ " ${targets[*]} " == *" motion "* ]]; then
  [ -d .fonts ] || ./scripts/fetch-fonts.sh .fonts
fi
if [[ " ${targets[*]} " == *" font "* ]]; then
  [ -d .fonts ] || ./scripts/fetch-fonts.sh .fonts
  rm -rf Fuzz/.seeds/font
  python3 scripts/fuzz-font-seeds.py .fonts Fuzz/.seeds/font
fi

# LeakSanitizer checks config, names and tokens after every input. Not font: cairo 1.16 leaks a block per
# variable-font face it wraps (scripts/sanitizers/lsan.supp), and FreeType and cairo have no frame
# pointers, so only the slow unwinder could match that suppression, at 1/20 of the speed. Leaks on
# the font path are valgrind's (make memcheck) and the sanitized test suite's (make sanitize).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_stack_use_after_return=0}"
export LSAN_OPTIONS="suppressions=$root/scripts/sanitizers/lsan.supp:print_suppressions=0"
export SWIFT_BACKTRACE=enable=no   # libFuzzer and ASan print the stack; the Swift backtracer would slow every crash down

status=0
summary=()
for target in "${targets[@]}"; do
  corpus="Fuzz/.corpus/$target" crashes="Fuzz/.crashes/$target"
  mkdir -p "$corpus" "$crashes"
  seeds=("Fuzz/corpus/$target")
  flags=(-max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048
         -artifact_prefix="$crashes/")
  [ -z "${FUZZ_SEED:-}" ] || flags+=(-seed="$FUZZ_SEED")
  case "$target" in
    config) flags+=(-dict=Fuzz/config.dict -max_len=4096) ;;
    names) flags+=(-max_len=128) ;;   # names are short; long ones only slow the edit distance down
    tokens) flags+=(-dict=Fuzz/tokens.dict -max_len=8192) ;;
    motion) flags+=(-dict=Fuzz/motion.dict -max_len=1024) ;;
    font) seeds=(Fuzz/.seeds/font); flags+=(-max_len=65536 -detect_leaks=0) ;;
  esac
  run_env=()
  [ "$target" != font ] || run_env=(env "ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0")
  log="$crashes/last-run.log"
  before=$(ls "$crashes" | grep -c -E '^(crash|leak|timeout|oom|slow-unit)-' || true)
  echo "fuzz: $target for ${SECONDS_PER_TARGET} s (seeds: ${seeds[*]}; new inputs: $corpus)"
  set +e
  "${run_env[@]}" nice -n 19 "$bin/fuzz-$target" "${flags[@]}" "$corpus" "${seeds[@]}" >"$log" 2>&1
  code=$?
  set -e
  after=$(ls "$crashes" | grep -c -E '^(crash|leak|timeout|oom|slow-unit)-' || true)
  runs=$(grep -m1 '^stat::number_of_executed_units' "$log" | awk '{print $2}' || true)
  speed=$(grep -m1 '^stat::average_exec_per_sec' "$log" | awk '{print $2}' || true)
  last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 || true)
  cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
  features=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.* corp: \([^ ]*\).*/\1/p' <<<"$last")
  line=$(printf '%-7s %9s runs %6s/s  cov %5s  ft %6s  corpus %s' "$target" "${runs:-?}" "${speed:-?}" "${cov:-?}" "${features:-?}" "${corp:-?}")
  if [ "$code" -ne 0 ] || [ "$after" -gt "$before" ]; then
    status=1
    artifact=$(ls -t "$crashes" | grep -E '^(crash|leak|timeout|oom|slow-unit)-' | head -1 || true)
    line+="  FAILED (exit $code): $crashes/${artifact:-?}"
    echo "fuzz: $target failed; the end of $log:" >&2
    grep -v -E '^#[0-9]+|^\s*$' "$log" | tail -40 >&2
    [ -n "$artifact" ] && echo "fuzz: reproduce: SWIFT_BACKTRACE=enable=no $bin/fuzz-$target $crashes/$artifact" >&2
  fi
  summary+=("$line")
done

echo "fuzz: results (${SECONDS_PER_TARGET} s per target)"
printf '  %s\n' "${summary[@]}"
exit $status
