#!/usr/bin/env bash
# make deb: the release archive (make dist) as a Debian package, dist/fontscale_<version>_<arch>.deb,
# built with dpkg-deb: /usr/bin/fontscale, a manual page per command, the bash, zsh and fish
# completions, the licences in /usr/share/doc/fontscale/copyright, and Depends read from the
# binary's NEEDED libraries by dpkg-shlibdeps (the lowest versions its symbols need), plus
# fonts-dejavu-core so fontconfig has a family to fall back on. Then lintian, failing on any error.
# Usage: scripts/deb.sh dist/fontscale-<version>-linux-<arch>.tar.gz [--output DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
ARCHIVE=${1:?deb: name the release archive (dist/fontscale-<version>-linux-<arch>.tar.gz, from make dist)}
OUTPUT=dist
[ "${2:-}" = --output ] && OUTPUT=${3:?deb: --output needs a folder}
[ -f "$ARCHIVE" ] || { echo "deb: $ARCHIVE is not a file; expected the archive make dist writes" >&2; exit 66; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
tar -C "$WORK" -xzf "$ARCHIVE"
SRC=$(echo "$WORK"/fontscale-*-linux-*)
VERSION=$("$SRC/bin/fontscale" --version)
ARCH=$(dpkg --print-architecture)
PKG=$WORK/pkg
DOC=$PKG/usr/share/doc/fontscale
install -D -m 0755 "$SRC/bin/fontscale" "$PKG/usr/bin/fontscale"
install -d "$PKG/usr/share/man/man1" "$DOC"
for page in "$SRC"/share/man/man1/*.1; do gzip -9n < "$page" > "$PKG/usr/share/man/man1/$(basename "$page").gz"; done
install -D -m 0644 "$SRC/share/bash-completion/completions/fontscale" "$PKG/usr/share/bash-completion/completions/fontscale"
install -D -m 0644 "$SRC/share/zsh/site-functions/_fontscale" "$PKG/usr/share/zsh/vendor-completions/_fontscale"
install -D -m 0644 "$SRC/share/fish/vendor_completions.d/fontscale.fish" \
  "$PKG/usr/share/fish/vendor_completions.d/fontscale.fish"
DATE=$(git log -1 --format=%cD 2>/dev/null || date -R)
{
  echo "fontscale ($VERSION) unstable; urgency=medium"
  echo
  echo "  * fontscale $VERSION; what changed is in CHANGELOG.md at the tag v$VERSION."
  echo
  echo " -- fontscale <fontscale@users.noreply.github.com>  $DATE"
} | gzip -9n > "$DOC/changelog.gz"
# The machine-readable copyright file. fontscale's repository declares no licence of its own yet,
# and the package says so; the binary carries the Swift runtime and Foundation and
# swift-argument-parser (Apache-2.0, Debian ships its text; the runtime's exception is quoted),
# Yams and FlyingFox (Expat, quoted with their copyright lines).
LICENCES=$SRC/share/fontscale/licences
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: fontscale"
  echo "Source: https://github.com/fontscale/fontscale"
  echo
  echo "Files: *"
  echo "Copyright: fontscale contributors"
  echo "License: unspecified"
  echo
  echo "Files: usr/bin/fontscale"
  echo "Copyright: fontscale contributors"
  echo " Apple Inc. and the Swift project authors (the Swift runtime, Foundation, swift-argument-parser)"
  grep -h '^Copyright (c)' "$LICENCES"/*.txt | sed 's/^Copyright (c) / /'
  echo "License: unspecified and Apache-2.0 and Expat"
  echo "Comment: compiled in: $(basename -s .txt "$LICENCES"/*.txt | paste -sd ' ')"
  echo
  echo "License: unspecified"
  echo " The fontscale repository declares no licence for its own sources yet."
  echo
  echo "License: Apache-2.0"
  echo " On Debian systems the full text is in /usr/share/common-licenses/Apache-2.0."
  echo " The Swift runtime and Foundation add this exception:"
  sed -n '/Runtime Library Exception/,$p' "$LICENCES/swift-runtime-and-foundation.txt" | sed -n '/As an exception/,/Sections 4/p' \
    | sed 's/^[[:space:]]*/ /'
  echo
  echo "License: Expat"
  # The MIT text below its copyright line, from Yams's licence (FlyingFox's is the same text).
  sed '1,/^Copyright (c)/d' "$LICENCES/Yams.txt" | sed '/./,$!d; s/^[[:space:]]*$/./; s/^/ /'
} > "$DOC/copyright"
# Depends: dpkg-shlibdeps reads the binary's NEEDED entries and the libraries' symbols files, in the
# Debian 11 sysroot the binary was linked against (scripts/sysroot.sh), so the versions are the
# lowest that the binary's symbols need there (it wants a debian/control of a source package).
SYSROOT=$(./scripts/sysroot.sh "${FONTSCALE_SYSROOT:-.cache/roots/bullseye-sysroot}")
SHLIBS=$(mktemp -d "$SYSROOT/tmp/fontscale-deb.XXXXXX")
mkdir -p "$SHLIBS/debian"
printf 'Source: fontscale\nMaintainer: fontscale <fontscale@users.noreply.github.com>\n\nPackage: fontscale\nArchitecture: any\n' \
  > "$SHLIBS/debian/control"
cp "$PKG/usr/bin/fontscale" "$SHLIBS/fontscale"
DEPENDS=$(chroot "$SYSROOT" /bin/sh -c "cd /tmp/$(basename "$SHLIBS") && dpkg-shlibdeps -O fontscale" 2>/dev/null \
  | sed -n 's/^shlibs:Depends=//p')
rm -rf "$SHLIBS"
[ -n "$DEPENDS" ] || { echo "deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# Yams, the Swift YAML package, compiles its own copy of libyaml into the binary (a Swift package
# cannot link Debian's); the override says so where lintian looks.
install -d "$PKG/usr/share/lintian/overrides"
printf '# Yams (the Swift YAML parser) compiles its own libyaml into the binary.\nfontscale: embedded-library libyaml [usr/bin/fontscale]\n' \
  > "$PKG/usr/share/lintian/overrides/fontscale"
mkdir -p "$PKG/DEBIAN"
cat > "$PKG/DEBIAN/control" <<CONTROL
Package: fontscale
Version: $VERSION
Architecture: $ARCH
Maintainer: fontscale <fontscale@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
Depends: $DEPENDS, fonts-dejavu-core
Recommends: libharfbuzz-subset0
Section: graphics
Priority: optional
Homepage: https://github.com/fontscale/fontscale
Description: Dynamic Type for custom fonts, checked off the device
 fontscale applies Apple's Dynamic Type text styles and content sizes to custom
 fonts found through fontconfig: point sizes, leading, weights and variable
 axes, the size of any text at any style and size, comparison reports (HTML,
 PDF, PNG), checks of typography configs for CI (SARIF, JUnit) and exports.
 libharfbuzz-subset0 lets HTML reports embed only the glyphs they use.
CONTROL
mkdir -p "$OUTPUT"
DEB=$OUTPUT/fontscale_${VERSION}_$ARCH.deb
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
if command -v lintian >/dev/null; then
  report=$(lintian --tag-display-limit 0 "$DEB" 2>&1 | grep -v 'running with root privileges' || true)
  [ -z "$report" ] || echo "$report" | sed 's/^/deb: lintian: /' >&2
  if echo "$report" | grep -q '^E:'; then echo "deb: lintian found errors (above)" >&2; exit 1; fi
else
  echo "deb: lintian is not installed (scripts/install-deps.sh --dist): not checked" >&2
fi
echo "deb: wrote $DEB ($(du -h "$DEB" | cut -f1)); Depends: $DEPENDS, fonts-dejavu-core"
