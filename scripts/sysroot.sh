#!/usr/bin/env bash
# The sysroot the release binary links against (scripts/dist.sh): a Debian 11 (bullseye) root made
# with debootstrap, holding the -dev packages of the C libraries fontscale uses. Linking against
# Debian 11's glibc 2.31 and libstdc++ (GCC 10) is what lets one binary run on Debian 11, 12 and 13
# and on Ubuntu 22.04 and 24.04: a binary asks for the symbol versions of the libraries it was
# linked against, and newer glibc and libstdc++ keep every old version. The headers stay the build
# machine's (HarfBuzz's newer functions are looked up at run time: Sources/FontScaleFonts/HarfBuzzLate.swift).
# Needs root (debootstrap); made once, then reused (it lives under the ignored .cache/).
# Usage: scripts/sysroot.sh [DIR]      (default .cache/roots/bullseye-sysroot; prints DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=${1:-.cache/roots/bullseye-sysroot}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if [ -f "$ROOT/.complete" ]; then echo "$ROOT"; exit 0; fi
[ "$(id -u)" -eq 0 ] || { echo "sysroot: making $ROOT needs root (debootstrap)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "sysroot: needs debootstrap (scripts/install-deps.sh --dist)" >&2; exit 2; }
rm -rf "$ROOT"
mkdir -p "$(dirname "$ROOT")"
echo "sysroot: making a Debian 11 root in $ROOT (about a minute)" >&2
debootstrap --variant=minbase bullseye "$ROOT" "$MIRROR" >/dev/null
chroot "$ROOT" /usr/bin/env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  libc6-dev libstdc++-10-dev libgcc-10-dev libfreetype6-dev libharfbuzz-dev libfontconfig1-dev libcairo2-dev \
  zlib1g-dev dpkg-dev >/dev/null
chroot "$ROOT" apt-get clean
# The linker reads the root from outside: its absolute symbolic links (libz.so -> /lib/...) would
# name the build machine's files, so they are made relative.
python3 - "$(readlink -f "$ROOT")" <<'PY'
import os, sys
root = sys.argv[1]
for folder in ("usr/lib", "lib", "lib64"):
    for path, dirs, files in os.walk(os.path.join(root, folder)):
        for name in dirs + files:
            link = os.path.join(path, name)
            if os.path.islink(link) and os.readlink(link).startswith("/"):
                target = root + os.readlink(link)
                os.unlink(link)
                os.symlink(os.path.relpath(target, path), link)
PY
touch "$ROOT/.complete"
echo "$ROOT"
