#!/usr/bin/env bash
# Fetch fontscale's test fonts into a private folder (never system-wide).
#
# Usage: fetch-fonts.sh [DEST]      (DEST defaults to .fonts/ in the current dir)
#
# Fonts come from pinned PyPI wheels of the "fontpkg" project, fetched with
# `pip download --no-deps --only-binary=:all:` (nothing is pip-installed) and
# unpacked from <pkg>/files/. Each file is checked against its SHA-256, so
# test expectations (advances, metrics) cannot drift. Idempotent: when every
# file is already present with the right hash, nothing is downloaded.
# DejaVu Sans is not fetched: it comes from Debian's fonts-dejavu-core.
# Fonts PyPI has no wheel for (Noto Sans Hebrew, Noto Sans CJK, WenQuanYi Micro Hei) come from
# Debian packages fetched with `apt-get download` and unpacked with `dpkg-deb -x` into a
# temporary folder: only the listed files are copied into DEST, nothing is installed.
set -euo pipefail

DEST="${1:-.fonts}"
PYTHON="${PYTHON:-python3}"

# wheel spec | file inside <module>/files/ | sha256
FONTS=(
  "fontpkg-merriweather==2.100|Merriweather[opsz,wdth,wght].ttf|d0ed0e359e396af7ad05e73dffd11a3a4c326ea0d0283c56bd9361cb2cc86a96"
  "fontpkg-merriweather==2.100|Merriweather-Italic[opsz,wdth,wght].ttf|f68a8f4989258679e4fbaf50aa42400132b5373c2d9d2514ba82ef6e85947a0b"
  "fontpkg-atkinson-hyperlegible==1.6|AtkinsonHyperlegible-Regular.ttf|7fb917c89019896d0b52ee84b7cbb3304c18cb90b19a62f5e32712bd23e97669"
  "fontpkg-atkinson-hyperlegible==1.6|AtkinsonHyperlegible-Bold.ttf|5a3b0c8cc8ca545155150b4512a1fa248298df121c50d6557e651e61fbdab92f"
  "fontpkg-atkinson-hyperlegible==1.6|AtkinsonHyperlegible-Italic.ttf|021beda4d3c6edfc78872e436d74009f9a1bcb294331908fe5747c61d3dcc514"
  "fontpkg-atkinson-hyperlegible==1.6|AtkinsonHyperlegible-BoldItalic.ttf|7a46f1b0ef2f64b61065c1a6b5a11fcb9b019b44062d88ba121a083cc39e86bf"
  "fontpkg-heebo==3.100|Heebo[wght].ttf|18f930b583fa8fe6b40b2f8263b7ac6afbac07adc91a12467874e7467d3ace30"
  "fontpkg-noto-sans-arabic==2.12|NotoSansArabic[wdth,wght].ttf|63111b5b2e074dd48cc67692e0a2726d86ee94c1c37fe8598257b7b4e87e869e"
  "fontpkg-inter==4.1.post1|Inter[opsz,wght].ttf|29160a80ff49ddcab2c97711247e08b1fab27a484a329ce8b813d820dc559031"
  "fontpkg-amiri==1.2|Amiri-Regular.ttf|ab391c4147d054c48976e98322ad0eefe1427aa0e0502a12a4c75d80a70cfcd7"
  "fontpkg-amiri==1.2|Amiri-Bold.ttf|cfccb794268e7d573d857e6d6a67f89cf8a053e8ffd85dfa0c8ec1bb36fc4827"
  "fontpkg-hind==2.1|Hind-Regular.ttf|01de158022f53077b52303e46de3b0ab5fb245222a7ffe25a2a57fdd9e969162"
  "fontpkg-hind==2.1|Hind-SemiBold.ttf|1742a1b0aba97b49da1d3ee3af568fa997c59a3cfe73829f7bec293f416d25dd"
  "fontpkg-hind==2.1|Hind-Bold.ttf|330c54396bc27628c32e69b88654e41065722182c6f33b936a2a46d72c9d6774"
  "fontpkg-noto-sans-devanagari==2.7|NotoSansDevanagari[wdth,wght].ttf|14ec4af41f27482216d1c2229f417ff9b1425e1babb014e57d1d40d03229853e"
  "fontpkg-crimson-pro==1.3|CrimsonPro[wght].ttf|16aa9fb7300a93637da51fac03a071b2ff08b6bbf65f99c794c25f040b58af6a"
  # Scripts written without spaces (ICU's dictionary line breaking) and a Devanagari family beside its Noto reference.
  "fontpkg-noto-sans-thai==2.2|NotoSansThai[wdth,wght].ttf|5a1c559bb539583c8a1fd99d1c5b9491e5e14478c9cd2bd0970d5c3096cc9ef8"
  "fontpkg-noto-sans-khmer==2.4|NotoSansKhmer[wdth,wght].ttf|f37a8431a0c5d5ed2f81a767417546aca576a81fb7eff9c924d46aecf828f2ca"
  "fontpkg-sarabun==1.0|Sarabun-Regular.ttf|226d4f368fbc0457990ddef2692679badfd2c1a4e89e5ac4d43c10ba7743b2f1"
  "fontpkg-sarabun==1.0|Sarabun-Bold.ttf|d38308ca27d067b9a1b79006337c1f9a66c29aa016d96a9d88d3801da7fa83b9"
  "fontpkg-mukta==2.538|Mukta-Regular.ttf|2958e4af564507df2a856164df6f9978dacb03f999a4f34a0c269dc8a4de9688"
  "fontpkg-mukta==2.538|Mukta-Bold.ttf|7d22891cd57507b04af95a67ffaf59b7073b3595a27d1cfbbcefb418de820a12"
  # Real app text (docs/line-breaking.md): Arabic with English words, stacked Vietnamese marks, Latin ligatures.
  "fontpkg-almarai==1.100|Almarai-Regular.ttf|5b5cad33c8e5922083728d271cdcda91f96ba291f1307eccc4f4ef732dc19622"
  "fontpkg-be-vietnam-pro==1.2|BeVietnamPro-Regular.ttf|cd1ef6e9d7db28ad5cdb88a65ccbe693870e60d340b791f349d248342b4fe4c3"
  "fontpkg-vollkorn==5.1|Vollkorn[wght].ttf|4ebef434f76f80286204840354a84db79a0dc3c87deeeb791e015b70b2ade49d"
)

# Debian package | file inside the package | sha256 (bookworm's versions)
DEB_FONTS=(
  "fonts-noto-core|usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf|436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7"
  "fonts-noto-core|usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf|d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3"
  "fonts-noto-core|usr/share/fonts/truetype/noto/NotoSansLao-Regular.ttf|6c3de7db369e85cba20255d161eeeb3d934ea3c4c51e2574c2ddcce79a25025c"
  "fonts-noto-core|usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf|3fe9a4babc12081adc979e0313433e6ec85bb3ad069681c23ee8d8ea8b91332b"
  "fonts-noto-core|usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf|cb3165071121b1e80c55a041d0c1f79b3bbc68e4b0eab37b0d881958dfc3ed7a"
  "fonts-wqy-microhei|usr/share/fonts/truetype/wqy/wqy-microhei.ttc|2420e8078af796b19a3f6ef13de527a1a91c1e7171eea115926c614ced1009b3"
  "fonts-noto-cjk|usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc|b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a"
)

sha_ok() { [ -f "$1" ] && [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ]; }

mkdir -p "$DEST"
wheels=()
for entry in "${FONTS[@]}"; do
  IFS='|' read -r spec file sha <<<"$entry"
  if ! sha_ok "$DEST/$file" "$sha"; then
    case " ${wheels[*]-} " in *" $spec "*) ;; *) wheels+=("$spec") ;; esac
  fi
done

warm_cache() {
  # Build fontconfig's cache for the folder once, here: many test processes open it at the same
  # time, and on a cold cache each would scan and write it concurrently (seen: a run that listed
  # too few faces while another process was writing the cache).
  if command -v fc-cache >/dev/null; then fc-cache "$DEST" >/dev/null 2>&1 || true; fi
}

debs=()
for entry in "${DEB_FONTS[@]}"; do
  IFS='|' read -r package path sha <<<"$entry"
  if ! sha_ok "$DEST/$(basename "$path")" "$sha"; then
    case " ${debs[*]-} " in *" $package "*) ;; *) debs+=("$package") ;; esac
  fi
done
total=$(( ${#FONTS[@]} + ${#DEB_FONTS[@]} ))

if [ "${#wheels[@]}" -eq 0 ] && [ "${#debs[@]}" -eq 0 ]; then
  warm_cache
  echo "fetch-fonts: all $total fonts present in $DEST"
  exit 0
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ "${#debs[@]}" -gt 0 ]; then
  echo "fetch-fonts: downloading Debian packages ${debs[*]}"
  sudo=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo="sudo"
  # apt-get download needs the package lists; a fresh image has none.
  if ! (cd "$tmp" && apt-get download -q "${debs[@]}" >/dev/null 2>&1); then
    $sudo apt-get update -q >/dev/null
    (cd "$tmp" && apt-get download -q "${debs[@]}" >/dev/null 2>&1) || { echo "fetch-fonts: apt-get download ${debs[*]} failed" >&2; exit 1; }
  fi
  for deb in "$tmp"/*.deb; do dpkg-deb -x "$deb" "$tmp/deb"; done
  for entry in "${DEB_FONTS[@]}"; do
    IFS='|' read -r package path sha <<<"$entry"
    file="$DEST/$(basename "$path")"
    sha_ok "$file" "$sha" && continue
    cp "$tmp/deb/$path" "$file"
    sha_ok "$file" "$sha" || { echo "fetch-fonts: SHA-256 mismatch for $path from $package" >&2; exit 1; }
  done
fi
if [ "${#wheels[@]}" -gt 0 ]; then
  echo "fetch-fonts: downloading ${wheels[*]}"
  "$PYTHON" -m pip download -q --disable-pip-version-check --no-deps \
    --only-binary=:all: -d "$tmp" "${wheels[@]}"
fi

for entry in "${FONTS[@]}"; do
  IFS='|' read -r spec file sha <<<"$entry"
  sha_ok "$DEST/$file" "$sha" && continue
  name="${spec%%==*}"; module="${name//-/_}"; version="${spec#*==}"
  whl=("$tmp/${module}-${version}-"*.whl)
  [ -f "${whl[0]}" ] || { echo "fetch-fonts: no wheel for $spec" >&2; exit 1; }
  # -j: drop the folder; the brackets in names like "X[wght].ttf" are glob
  # characters for unzip, so escape them.
  pattern="${module}/files/$(printf '%s' "$file" | sed 's/[][]/\\&/g')"
  unzip -q -o -j "${whl[0]}" "$pattern" -d "$DEST"
  sha_ok "$DEST/$file" "$sha" || { echo "fetch-fonts: SHA-256 mismatch for $file" >&2; exit 1; }
done
warm_cache
echo "fetch-fonts: $total fonts ready in $DEST"
