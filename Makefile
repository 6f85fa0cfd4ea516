# fontscale: the two set-up commands and the developer chores.
#   make run     the main job (installs what it needs first)
#   make test    every test (installs what it needs first)
#   make dist    dist/fontscale-<version>-linux-<arch>.tar.gz, runs without Swift: docs/install.md
#   make deb     dist/fontscale_<version>_<arch>.deb from the archive (dpkg-deb, lintian)
#   make wheel   dist/fontscale-<version>-py3-none-linux_<arch>.whl from the archive (pip, pipx, uv)
#   make dist-proof   README's three install lines in Debian 11, 12 and 13 roots (root, debootstrap)
#   make bench   the benchmarks against the peers: docs/PERFORMANCE.md
#   make sweep   fontscale report on 57 real font families: docs/RELIABILITY.md
#   make corpus  the bad-font corpus through every command: docs/RELIABILITY.md
#   make fuzz, make sanitize, make memcheck   fuzzing, sanitizers, valgrind: docs/RELIABILITY.md
#   make lint    swift format lint --strict (make format: format in place first): docs/STYLE.md
#   make doc-blocks   every shell and Swift block of README.md and docs/ run as written
SWIFT ?= swift
FUZZ_SECONDS ?= 60
MEMCHECK_ITERATIONS ?= 1000

.PHONY: run test deps dist deb wheel dist-proof tables tables-check build release bench sweep corpus fuzz sanitize memcheck clean docs doc-comments doc-blocks lint format

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The main job (scripts/run.sh): fetches Merriweather and writes its Dynamic Type report, every
# style at every content size category, into fontscale-report/merriweather/.
run: release
	./scripts/run.sh

test: deps
	./scripts/test.sh

VERSION = $(shell sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/FontScaleOutput/Version.swift)
ARCHIVE = dist/fontscale-$(VERSION)-linux-$(shell uname -m).tar.gz

# The .deb and the wheel are made from the archive, which `dist` brings up to date first (an
# incremental build): never from an archive of older sources left in dist/.
dist:
	@./scripts/install-deps.sh --build-only --dist
	./scripts/dist.sh

deb: dist
	./scripts/deb.sh $(ARCHIVE)

wheel: dist
	./scripts/fetch-test-tools.sh
	./scripts/wheel.py $(ARCHIVE)

dist-proof: deb wheel
	./scripts/dist-proof.sh dist

# Regenerate Sources/FontScaleMetrics/Generated/ from Tables/.
tables:
	$(SWIFT) run fontscale-tables

tables-check:
	$(SWIFT) run fontscale-tables --check

# API documentation (DocC) for every target with a catalog, one archive for static hosting in
# .build/docs/fontscale.doccarchive; fails on any DocC warning. It prints how to serve it.
docs:
	SWIFT=$(SWIFT) ./scripts/docs.sh

# Every public declaration in Sources/ has a /// summary.
doc-comments:
	./scripts/check-doc-comments.sh

# Every shell block of README.md and docs/*.md runs and every Swift block compiles, as written, from
# a scratch copy of the clone (docs/development.md#the-blocks-in-the-documentation); links resolve.
doc-blocks: build
	./scripts/fetch-fonts.sh .fonts
	./scripts/check-links.py
	./scripts/check-doc-blocks.py

# swift format lint --strict against .swift-format (docs/STYLE.md); `make format` formats in place first.
lint:
	SWIFT=$(SWIFT) ./scripts/lint.sh

format:
	SWIFT=$(SWIFT) ./scripts/lint.sh --fix

# Benchmarks: fontscale (Benchmarks/, ordo-one's benchmark) against uharfbuzz and Pillow on the same
# fonts and strings, interleaved rounds and growth curves; writes docs/PERFORMANCE.md.
# BENCH_QUICK=1 for a short run (scripts/bench.sh lists the other settings).
bench: deps
	SWIFT=$(SWIFT) ./scripts/bench.sh

# The real-font sweep (issue 15): fontscale report on each pinned family, timed and checked;
# writes the sweep section of docs/RELIABILITY.md. `make sweep SWEEP="lora inter"` runs a subset.
sweep: deps
	./scripts/sweep.sh $(SWEEP)

# The bad-font corpus (docs/RELIABILITY.md): a few hundred damaged copies of the test fonts, made by
# scripts/bad-fonts.py, each through measure, report, check and animate with a timeout; fails on a
# crash, a hang, an unclear message or partial output. 8 to 12 minutes on 2 cores with the debug
# build; CORPUS_ARGS="--quick --sample 7" is what scripts/test.sh runs (under 2 minutes).
# FONTSCALE_BIN picks the binary (default .build/debug/fontscale).
corpus: build
	./scripts/corpus.sh $(CORPUS_ARGS)

# libFuzzer + AddressSanitizer on the config parser, the name parsers, font loading and token import (Fuzz/):
# FUZZ_SECONDS per target; fails on any crash, leaving the input in Fuzz/.crashes/.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) ./scripts/fuzz.sh

# The whole test suite under AddressSanitizer (+ LeakSanitizer) and ThreadSanitizer
# (.build-asan, .build-tsan); suppressions for third-party code only: scripts/sanitizers/.
sanitize: deps
	SWIFT=$(SWIFT) ./scripts/sanitize.sh

# valgrind memcheck of MEMCHECK_ITERATIONS measure-and-render loops; lost bytes by origin,
# fails when fontscale's own code leaks.
memcheck: deps
	MEMCHECK_ITERATIONS=$(MEMCHECK_ITERATIONS) SWIFT=$(SWIFT) ./scripts/memcheck.sh

clean:
	rm -rf .build
