#!/usr/bin/env bash
# Runs every test of fontscale on a fresh Debian machine with a Swift 6 toolchain:
# installs the system packages, fetches the test fonts into .fonts/ and the output schemas and
# consumers into .tools/, builds, and runs the Swift Testing suites (one per library, the CLI's,
# the architecture and generated-file checks; the HTML report is checked in headless Chromium,
# the PDF with poppler, the check outputs against their schemas), the README's and docs' shell and
# Swift blocks as written (scripts/check-doc-blocks.py), then a sample of the bad-font
# corpus through every command, the doc-comment check, the DocC build, a short libFuzzer pass and
# the suite under ASan/LSan and TSan (docs/RELIABILITY.md).
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh --with-chromium --dist   # Chromium checks the HTML report; debootstrap, lintian for the release
./scripts/fetch-fonts.sh .fonts
./scripts/fetch-test-tools.sh   # SARIF schema, JUnit XSD and consumer for the check outputs; auditwheel, keepachangelog
# The release's Debian roots (the Debian 11 sysroot the binary links against, and the 11, 12 and 13
# roots its installs are proven in) are made while the build compiles: network, little CPU; cached
# under .cache/ (docs/install.md).
mkdir -p .cache
(./scripts/sysroot.sh >/dev/null && ./scripts/dist-proof.sh --prepare) >.cache/prepare.log 2>&1 &
PREPARE=$!
swift build --build-tests
./scripts/lint.sh                  # swift format lint --strict over Sources, Tests and Benchmarks (.swift-format, docs/STYLE.md)
swift test
./scripts/check-links.py           # every relative link and anchor in README.md and docs/ resolves
./scripts/check-changelog.py       # keepachangelog 2.0.0 reads every CHANGELOG.md line into a standard category
./scripts/check-doc-blocks.py      # every shell and Swift block of README.md and docs/ runs as written (~1-2 min)
./scripts/corpus.sh --quick --sample 7   # bad fonts through every command with the debug build (docs/RELIABILITY.md)
./scripts/check-doc-comments.sh   # every public symbol has a one-line summary
wait "$PREPARE" || { cat .cache/prepare.log >&2; exit 1; }
# The release, built once, as a user makes it: the archive (make dist), the .deb and the wheel
# made from it (auditwheel agreeing with the wheel's tag), README's three install lines run in
# Debian 11, 12 and 13 roots, then the action in a bare one (docs/install.md#the-proof).
make dist-proof
DOCS_JOBS=2 ./scripts/docs.sh     # the DocC archive builds without a warning
FUZZ_SECONDS="${FUZZ_SECONDS:-20}" FUZZ_SEED="${FUZZ_SEED:-1}" ./scripts/fuzz.sh   # config, names, font, tokens, motion: no crash in 20 s each, a fixed seed (~3.5 min with the build)
./scripts/sanitize.sh             # every test under AddressSanitizer + LeakSanitizer and ThreadSanitizer (~17 min with both builds)
