#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer
# (docs/RELIABILITY.md): the tests, and the fontscale binary the CLI tests run, are built with the
# sanitizer into .build-asan and .build-tsan.
#
# Usage: scripts/sanitize.sh [address] [thread]     (default: both)
#   SANITIZE_SKIP   a regular expression of tests to skip (default: aMegabyteString, a 30-second
#                   speed limit that ASan turns into minutes, and
#                   everyLocaleCountsInCLDRDigitsAndGrouping, 21,036 Foundation number formats against
#                   CLDR data, 81 s in a debug build and nearly 10 min under ASan; both are still
#                   checked by the normal test run; and the consumers' acceptance suites, below)
#   SANITIZE_EXACT_SUITES  the suites of ASan's exact leak pass (below)
#
# Third-party findings are suppressed in scripts/sanitizers/*.supp, each entry with its reason;
# nothing of fontscale's own. Exits 1 when a test fails or a sanitizer reports anything.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
# The sanitizers check fontscale's own code: leave out `fontscale serve` and its server framework
# (FlyingFox), which the normal test run builds and tests (Package.swift, docs/serve.md).
export FONTSCALE_NO_SERVE=1
# The consumers' acceptance tests (a browser, swiftc, kotlinc, aapt2, pre-commit, the action's
# shell steps, the vendored schemas' validator, scripts/run.sh) are left out here: their subject is
# the program that reads fontscale's output, which no sanitizer instruments, and they spend most of
# their time in it; fontscale's code they run is run by the library and CLI suites here too. The
# normal test run runs them all.
CONSUMERS="GeneratedSwiftCompiles|GeneratedKotlinCompiles|AndroidResourcesLink|SwiftModuleTests|ConsumerTests"
CONSUMERS+="|PreCommitHookTests|GitHubActionTests|SpecValidationTests|PipelineBrowserTests|BrowserLineBreakTests"
CONSUMERS+="|BrowserReflowTests|FluidZoomBrowserTests|ReportScriptTests|ReportPageTests|ReadmeInstallTests"
# The exact leak pass (below): the suites that own FreeType faces, fontconfig patterns and cairo
# surfaces in-process (about 100 s under the slow unwinder).
EXACT_SUITES="${SANITIZE_EXACT_SUITES:-FontScaleFontsTests|FontScaleRenderTests|FontScaleReportTests}"
SKIP="${SANITIZE_SKIP:-aMegabyteString|everyLocaleCountsInCLDRDigitsAndGrouping|$CONSUMERS}"
sanitizers=("$@")
[ "${#sanitizers[@]}" -gt 0 ] || sanitizers=(address thread)
supp="$PWD/scripts/sanitizers"

# What the tests need, as scripts/test.sh sets it up (each step does nothing when done already).
./scripts/install-deps.sh --with-chromium >/dev/null
./scripts/fetch-fonts.sh .fonts >/dev/null
./scripts/fetch-test-tools.sh >/dev/null

status=0
results=()
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address, thread)" >&2; exit 2 ;;
  esac
  start=$(date +%s)
  # One build at a time, at low priority. The linker's "Cannot export local symbol '__asan_...'"
  # lines are gold's notes on the sanitizer runtime, not warnings about fontscale's code.
  mkdir -p "$scratch"
  if ! nice -n 19 "$SWIFT" build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" -j 1 >"$scratch/sanitize-build.log" 2>&1; then
    grep -v -e "Cannot export local symbol '__" -e '^\[' "$scratch/sanitize-build.log" | tail -40 >&2
    echo "sanitize: the $sanitizer build failed" >&2
    exit 1
  fi
  grep -E 'warning:|error:' "$scratch/sanitize-build.log" | grep -v "Cannot export local symbol '__" || true
  built=$(date +%s)
  # AddressSanitizer runs twice: the whole suite with the fast unwinder (lsan-fast.supp names
  # FreeType and fontconfig as libraries, since their frames cannot be unwound), then the suites
  # that own FreeType faces, fontconfig patterns and cairo objects in-process with the slow
  # unwinder (fast_unwind_on_malloc=0, 5-8x slower) and lsan.supp's exact entries, so a leak of
  # fontscale's own in those libraries is still reported. detect_leaks=1 (LeakSanitizer) in the
  # test runner and in every fontscale the CLI tests start.
  passes=(whole)
  [ "$sanitizer" = address ] && passes+=(exact)
  for pass in "${passes[@]}"; do
    log="$scratch/sanitize-test-$pass.log"
    unwind=1 leaks=lsan-fast.supp filter=()
    if [ "$pass" = exact ]; then unwind=0 leaks=lsan.supp filter=(--filter "$EXACT_SUITES"); fi
    passStart=$(date +%s)
    set +e
    ASAN_OPTIONS="fast_unwind_on_malloc=$unwind:detect_leaks=1:detect_stack_use_after_return=0:abort_on_error=0" \
    LSAN_OPTIONS="suppressions=$supp/$leaks:print_suppressions=0" \
    TSAN_OPTIONS="suppressions=$supp/tsan.supp:halt_on_error=0:second_deadlock_stack=1" \
    SWIFT_BACKTRACE=enable=no \
      nice -n 19 "$SWIFT" test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --skip "$SKIP" \
      "${filter[@]}" >"$log" 2>&1
    code=$?
    set -e
    end=$(date +%s)
    reports=$(grep -c -E '^(  )?(==[0-9]+==ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer)' "$log" || true)
    summary=$(grep -E 'Test run with [0-9]+ tests' "$log" | tail -1 | sed 's/^[^A-Za-z]*//' || true)
    name=$sanitizer
    [ "$sanitizer" = address ] && name="address ($pass, fast_unwind_on_malloc=$unwind)"
    results+=("$name: build $((built - start)) s, tests $((end - passStart)) s; ${summary:-no test summary}; sanitizer reports: $reports")
    if [ "$code" -ne 0 ] || [ "$reports" -gt 0 ]; then
      status=1
      echo "sanitize: $name failed (exit $code, $reports sanitizer reports); from $log:" >&2
      grep -E -A25 '^(  )?(==[0-9]+==ERROR|WARNING: ThreadSanitizer)' "$log" | head -120 >&2 || true
      grep -E '✘ Test .*recorded an issue' "$log" | head -20 >&2 || true
    fi
  done
done
printf 'sanitize: %s\n' "${results[@]}"
exit $status
