#!/usr/bin/env bash
# The real-font sweep (issue 15, reliability): `fontscale report` with every format on each of
# the families below, one process per family, each under a timeout, with its wall time, peak
# memory (GNU time), exit code, stderr warnings and output sizes recorded, and its outputs checked
# (every file written and non-empty, no empty cell, no missing glyph in the custom font, the
# samples' scripts as expected). Writes the sweep section of the reliability document.
#
# Usage: scripts/sweep.sh [SLUG...]        (make sweep; SLUGs run a subset: lora noto-sans-cjk-jp)
#
# Fonts are never committed: Google Fonts families come from pinned PyPI wheels of the "fontpkg"
# project (`pip download --no-deps --only-binary=:all:`, nothing is pip-installed; the font files
# are in <module>/files/), the CJK families PyPI has no wheel for from pinned Debian packages
# (`apt-get download PACKAGE=VERSION`, unpacked with dpkg-deb -x, nothing is installed). Each
# family gets its own folder in $SWEEP_FONTS (default .build/sweep-fonts/, gitignored).
# The script references (Noto Sans Arabic, Hebrew, Devanagari, Thai, Tamil, Bengali, CJK) are in
# $SWEEP_FONTS/_references, given to every run with a second --font-dir, so that a sample is set
# against its script's reference as on a machine that has them.
#
# Each family also goes through `fontscale init` -> `fontscale check` as a new user would: its
# files copied to repo/fonts, `init --family FAMILY -o ci/typography.yml --font-dir fonts/`, the
# folder moved, `check ci/typography.yml` (FONTSCALE_FONT_PATH unset): the fail and warn counts
# and the findings that remain are reported. init or check failing to run (exit other than 0 or
# 1) fails the family; findings do not (they are about the font: see the reliability document).
#
# Settings: SWEEP_FONTS (fonts), SWEEP_OUT (reports, default .build/sweep-out), SWEEP_DOC
# (default docs/RELIABILITY.md; only the part between the sweep markers is rewritten, and
# only when every family ran: a subset run leaves it alone), SWEEP_TIMEOUT (seconds a family,
# default 300), SWEEP_DATE (the reports' --date, default 2026-01-01), FONTSCALE (the binary;
# default: build the release product), NICE (default `nice -n 19`), SWEEP_REPORT (0: only init ->
# check, no report; the document is left alone), SWEEP_JOBS (families run at once, default 1:
# each family's wall time and memory then are its own; 2 on 2 cores finishes the sweep sooner,
# with each family's figures measured beside another's).
# Exit 0 when every family completed and passed its checks, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

SWEEP_FONTS="${SWEEP_FONTS:-.build/sweep-fonts}"
SWEEP_OUT="${SWEEP_OUT:-.build/sweep-out}"
SWEEP_DOC="${SWEEP_DOC:-docs/RELIABILITY.md}"
SWEEP_TIMEOUT="${SWEEP_TIMEOUT:-300}"
SWEEP_DATE="${SWEEP_DATE:-2026-01-01}"
SWEEP_REPORT="${SWEEP_REPORT:-1}"
export SWEEP_JOBS="${SWEEP_JOBS:-1}"
PYTHON="${PYTHON:-python3}"
read -r -a NICE <<<"${NICE-nice -n 19}"

# source | family | category | expected sample scripts | what it exercises
# source: fontpkg-SLUG==VERSION (PyPI wheel, every font file in it), or
#         deb:PACKAGE=VERSION:PATH[,PATH...] (files inside the Debian package).
FAMILIES=(
  # serif
  "fontpkg-lora==3.8|Lora|serif|Latn,Cyrl|variable wght, italic file"
  "fontpkg-source-serif-4==4.4|Source Serif 4|serif|Latn,Cyrl,Grek|variable opsz 8-60 + wght, italic file"
  "fontpkg-fraunces==1.0|Fraunces|serif|Latn|variable SOFT, WONK, opsz, wght: odd axes"
  "fontpkg-eb-garamond==1.3|EB Garamond|serif|Latn,Cyrl,Grek|variable wght, italic, small caps and many features"
  "fontpkg-literata==3.103|Literata|serif|Latn,Cyrl,Grek|variable opsz + wght, italic"
  "fontpkg-newsreader==1.3|Newsreader|serif|Latn|variable opsz 6-72 + wght, italic"
  "fontpkg-bodoni-moda==2.5|Bodoni Moda|serif|Latn|variable opsz + wght, high contrast"
  "fontpkg-noto-serif==2.15|Noto Serif|serif|Latn,Cyrl,Grek|variable wdth + wght, large character set"
  "fontpkg-pt-serif==1.0|PT Serif|serif|Latn,Cyrl|static, 4 styles"
  "fontpkg-spectral==2.5|Spectral|serif|Latn,Cyrl|static, 14 styles (no Black)"
  # sans
  "fontpkg-inter==4.1.post1|Inter|sans|Latn,Cyrl,Grek|variable opsz + wght, italic file"
  "fontpkg-roboto-flex==3.200|Roboto Flex|sans|Latn,Cyrl,Grek|variable, 13 axes (GRAD, XOPQ, XTRA, YOPQ, YTAS, YTDE, YTFI, YTLC, YTUC, opsz, slnt, wdth, wght)"
  "fontpkg-open-sans==3.3|Open Sans|sans|Hebr,Latn,Cyrl,Grek|variable wdth + wght, italic; Hebrew as well"
  "fontpkg-roboto==3.15|Roboto|sans|Latn,Cyrl,Grek|variable wdth + wght, italic"
  "fontpkg-ibm-plex-sans==3.201|IBM Plex Sans|sans|Latn,Cyrl,Grek|variable wdth + wght, italic"
  "fontpkg-montserrat==9.0|Montserrat|sans|Latn,Cyrl|variable wght, italic"
  "fontpkg-poppins==4.4|Poppins|sans|Deva,Latn|static, 18 styles; Devanagari as well as Latin"
  "fontpkg-fira-sans==4.203|Fira Sans|sans|Latn,Cyrl,Grek|static, 18 styles"
  "fontpkg-lato==2.15|Lato|sans|Latn,Cyrl,Grek|static, 18 styles"
  "fontpkg-alumni-sans==1.18|Alumni Sans|sans|Latn,Cyrl|variable wght, very condensed, italic"
  "fontpkg-smooch-sans==1.10|Smooch Sans|sans|Latn|variable wght, very condensed, short descenders"
  # display
  "fontpkg-abril-fatface==1.1|Abril Fatface|display|Latn|static, one heavy face for every weight"
  "fontpkg-bebas-neue==2.0|Bebas Neue|display|Latn|caps only: lowercase letters map to capitals"
  "fontpkg-bungee==2.0|Bungee|display|Latn|caps only, vertical-layout features"
  "fontpkg-press-start-2p==3.0|Press Start 2P|display|Latn,Cyrl,Grek|unusual metrics: 8x8 pixel font, every glyph 1 em wide"
  "fontpkg-lobster==2.100|Lobster|display|Latn,Cyrl|script display, many contextual ligatures"
  "fontpkg-unbounded==1.701|Unbounded|display|Latn,Cyrl|variable wght, extended"
  # handwriting
  "fontpkg-caveat==2.0|Caveat|handwriting|Latn,Cyrl|variable wght"
  "fontpkg-dancing-script==2.1|Dancing Script|handwriting|Latn|variable wght, connected script"
  "fontpkg-pacifico==3.1|Pacifico|handwriting|Latn,Cyrl|static, tall ascenders and descenders"
  "fontpkg-great-vibes==1.103|Great Vibes|handwriting|Latn,Cyrl|static, long swashes (ink far outside the advance)"
  "fontpkg-zeyada==1.2|Zeyada|handwriting|Latn|unusual metrics: tiny x-height, huge line gap"
  "fontpkg-indie-flower==2.0|Indie Flower|handwriting|Latn|static, old metrics"
  # monospace
  "fontpkg-fira-code==5.2.post1|Fira Code|mono|Latn,Cyrl,Grek|variable wght, programming ligatures"
  "fontpkg-jetbrains-mono==2.211|JetBrains Mono|mono|Latn,Cyrl,Grek|variable wght, italic"
  "fontpkg-ibm-plex-mono==2.3|IBM Plex Mono|mono|Latn,Cyrl|static, 14 styles; its meta dlng is Cyrl,Latn"
  "fontpkg-source-code-pro==1.26|Source Code Pro|mono|Latn,Cyrl,Grek|variable wght, italic"
  "fontpkg-space-mono==1.3|Space Mono|mono|Latn|static, 4 styles"
  # right to left
  "fontpkg-noto-sans-arabic==2.12|Noto Sans Arabic|sans|Arab,Latn|RTL: variable wdth + wght"
  "fontpkg-cairo==3.130|Cairo|sans|Arab,Latn|RTL: variable slnt + wght"
  "fontpkg-amiri==1.2|Amiri|serif|Arab,Latn|RTL: static naskh, 4 styles, deep descenders"
  "fontpkg-noto-kufi-arabic==2.109|Noto Kufi Arabic|display|Arab,Latn|RTL: variable wght, kufi"
  "fontpkg-ibm-plex-sans-arabic==1.101|IBM Plex Sans Arabic|sans|Arab,Latn|RTL: static, 7 weights"
  "fontpkg-tajawal==1.700|Tajawal|sans|Arab,Latn|RTL: static, 7 weights"
  "deb:fonts-noto-core=20201225-1:usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf,usr/share/fonts/truetype/noto/NotoNaskhArabic-Bold.ttf|Noto Naskh Arabic|serif|Arab|RTL: static naskh (Debian)"
  "fontpkg-rubik==2.300|Rubik|sans|Arab,Hebr,Latn,Cyrl|RTL: Arabic and Hebrew; variable wght, italic"
  "fontpkg-frank-ruhl-libre==6.4|Frank Ruhl Libre|serif|Hebr,Latn|RTL: Hebrew serif, variable wght"
  # other scripts
  "fontpkg-noto-sans-thai==2.2|Noto Sans Thai|sans|Thai,Latn|Thai (no spaces between words), variable wdth + wght"
  "fontpkg-kanit==2.0|Kanit|sans|Thai,Latn|Thai + Latin, static, 18 styles"
  "fontpkg-noto-sans-tamil==2.4|Noto Sans Tamil|sans|Taml,Latn|Tamil, variable wdth + wght"
  "fontpkg-hind-siliguri==1.1|Hind Siliguri|sans|Beng,Latn|Bengali, static, 5 weights"
  "fontpkg-baloo-2==1.700|Baloo 2|display|Deva,Latn|Devanagari display, variable wght"
  "fontpkg-noto-sans-khmer==2.4|Noto Sans Khmer|sans|Khmr,Latn|Khmer (a row in Tables/scripts.tsv since issue 30), tall Khmer stacks"
  # CJK (no fontpkg wheel on PyPI: Debian's packages)
  "deb:fonts-noto-cjk=1:20220127+repack1-1:usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc,usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc|Noto Sans CJK JP|cjk|Jpan,Hani,Hang,Latn|CJK: OpenType collections (CFF), 2 weights"
  "deb:fonts-ipafont-gothic=00303-23:usr/share/fonts/opentype/ipafont-gothic/ipag.ttf|IPAGothic|cjk|Jpan,Latn,Cyrl|CJK: Japanese (JIS kanji, not the simplified Chinese sample), one face"
  "deb:fonts-nanum=20200506-1:usr/share/fonts/truetype/nanum/NanumGothic.ttf,usr/share/fonts/truetype/nanum/NanumGothicBold.ttf|NanumGothic|cjk|Hang,Jpan,Latn,Cyrl|CJK: Korean (with KS X 1001 kana and hanja), 2 weights"
  "deb:fonts-arphic-uming=0.2.20080216.2-11:usr/share/fonts/truetype/arphic/uming.ttc|AR PL UMing CN|cjk|Hani,Jpan,Latn,Cyrl|CJK: Chinese Ming (serif), TrueType collection of 4 faces, 2008"
)

# Script references: file in the reference folder <- where it comes from.
REFERENCES=(
  ".fonts|NotoSansArabic[wdth,wght].ttf"
  ".fonts|NotoSansHebrew-Regular.ttf"
  ".fonts|NotoSansHebrew-Bold.ttf"
  ".fonts|NotoSansDevanagari[wdth,wght].ttf"
  ".fonts|NotoSansCJK-Regular.ttc"
  "noto-sans-thai|NotoSansThai[wdth,wght].ttf"
  "noto-sans-tamil|NotoSansTamil[wdth,wght].ttf"
  "deb:fonts-noto-core=20201225-1|usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf"
  "deb:fonts-noto-core=20201225-1|usr/share/fonts/truetype/noto/NotoSansBengali-Bold.ttf"
)

slug_of() { # the folder name of an entry: the wheel's name without fontpkg-, else the family's
  local source="$1" family="$2"
  case "$source" in
    fontpkg-*) local name="${source%%==*}"; printf '%s' "${name#fontpkg-}" ;;
    *) printf '%s' "$family" | tr '[:upper:]' '[:lower:]' | tr -cs 'a-z0-9' '-' | sed 's/-$//' ;;
  esac
}

wanted() { # is SLUG selected on the command line (everything when none is given)?
  [ "${#SELECTED[@]}" -eq 0 ] && return 0
  local s; for s in "${SELECTED[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1
}
SELECTED=("$@")
for s in "${SELECTED[@]}"; do
  found=0
  for entry in "${FAMILIES[@]}"; do IFS='|' read -r source family _ <<<"$entry"; [ "$(slug_of "$source" "$family")" = "$s" ] && found=1; done
  [ "$found" = 1 ] || { echo "sweep: unknown family slug '$s'" >&2; exit 64; }
done

# --- tools ----------------------------------------------------------------------------------
./scripts/install-deps.sh >/dev/null
tools=()   # GNU time for wall time and peak memory, jq to check report.json
[ -x /usr/bin/time ] || tools+=(time)
command -v jq >/dev/null || tools+=(jq)
if [ "${#tools[@]}" -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo="sudo"
  echo "sweep: installing ${tools[*]}"
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${tools[@]}" >/dev/null
fi
./scripts/fetch-fonts.sh .fonts >/dev/null   # the Arabic, Hebrew, Devanagari and CJK references

# --- fetch ----------------------------------------------------------------------------------
mkdir -p "$SWEEP_FONTS"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# A family's folder is complete when its .source file names the source it was fetched from.
fetched() { [ -f "$SWEEP_FONTS/$1/.source" ] && [ "$(cat "$SWEEP_FONTS/$1/.source")" = "$2" ]; }

wheels=(); debs=()
for entry in "${FAMILIES[@]}"; do
  IFS='|' read -r source family _ <<<"$entry"
  slug="$(slug_of "$source" "$family")"
  fetched "$slug" "$source" && continue
  case "$source" in
    fontpkg-*) wheels+=("$source") ;;
    deb:*) spec="${source#deb:}"; debs+=("${spec%%:usr/*}") ;;
  esac
done
for entry in "${REFERENCES[@]}"; do
  IFS='|' read -r from file <<<"$entry"
  case "$from" in deb:*) [ -f "$SWEEP_FONTS/_references/$(basename "$file")" ] || debs+=("${from#deb:}") ;; esac
done
if [ "${#wheels[@]}" -gt 0 ]; then
  echo "sweep: downloading ${#wheels[@]} wheels"
  "$PYTHON" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: -d "$tmp/wheels" "${wheels[@]}"
fi
if [ "${#debs[@]}" -gt 0 ]; then
  mapfile -t debs < <(printf '%s\n' "${debs[@]}" | sort -u)
  echo "sweep: downloading Debian packages ${debs[*]}"
  mkdir -p "$tmp/debs"
  if ! (cd "$tmp/debs" && apt-get download -q "${debs[@]}" >/dev/null 2>&1); then
    sudo=""; [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo="sudo"
    $sudo apt-get update -q >/dev/null
    (cd "$tmp/debs" && apt-get download -q "${debs[@]}" >/dev/null) || { echo "sweep: apt-get download ${debs[*]} failed" >&2; exit 1; }
  fi
  for deb in "$tmp/debs"/*.deb; do dpkg-deb -x "$deb" "$tmp/deb"; done
fi
for entry in "${FAMILIES[@]}"; do
  IFS='|' read -r source family _ <<<"$entry"
  slug="$(slug_of "$source" "$family")"
  fetched "$slug" "$source" && continue
  dir="$SWEEP_FONTS/$slug"
  rm -rf "$dir"; mkdir -p "$dir"
  case "$source" in
    fontpkg-*)
      name="${source%%==*}"; module="${name//-/_}"; version="${source#*==}"
      whl=("$tmp/wheels/${module}-${version}-"*.whl)
      [ -f "${whl[0]}" ] || { echo "sweep: no wheel for $source" >&2; exit 1; }
      unzip -q -o -j "${whl[0]}" "${module}/files/*.[ot]t[fc]" -d "$dir"
      ;;
    deb:*)
      spec="${source#deb:}"
      # PACKAGE=VERSION:PATHS, where VERSION may hold a colon (an epoch): the paths start at /usr.
      paths_part="${spec#*:usr/}"; IFS=',' read -r -a paths <<<"usr/$paths_part"
      for path in "${paths[@]}"; do
        [ -f "$tmp/deb/$path" ] || { echo "sweep: $path is not in ${spec%%:usr/*}" >&2; exit 1; }
        cp "$tmp/deb/$path" "$dir/"
      done
      ;;
  esac
  printf '%s' "$source" >"$dir/.source"
done
mkdir -p "$SWEEP_FONTS/_references"
for entry in "${REFERENCES[@]}"; do
  IFS='|' read -r from file <<<"$entry"
  target="$SWEEP_FONTS/_references/$(basename "$file")"
  [ -e "$target" ] && continue
  case "$from" in
    deb:*) cp "$tmp/deb/$file" "$target" ;;
    *) ln -s "$(realpath "$( [ "$from" = .fonts ] && echo .fonts || echo "$SWEEP_FONTS/$from")/$file")" "$target" ;;
  esac
done
command -v fc-cache >/dev/null && fc-cache "$SWEEP_FONTS" >/dev/null 2>&1 || true

# --- build ----------------------------------------------------------------------------------
if [ -z "${FONTSCALE:-}" ]; then
  "${NICE[@]}" swift build -c release -j 1 --product fontscale >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log" >&2; exit 1; }
  FONTSCALE=.build/release/fontscale
fi

# --- run ------------------------------------------------------------------------------------
rm -rf "$SWEEP_OUT/_logs"; mkdir -p "$SWEEP_OUT/_logs"
SWEEP_OUT="$(realpath "$SWEEP_OUT")"   # init and check write their logs from their own folders
fontscale="$(realpath "$FONTSCALE")"   # init and check run in their own folders
results="$SWEEP_OUT/_logs/results.tsv"
: >"$results"
# One family: its report and the checks of it, then init -> check; its row of the results in
# $log/row.tsv (the rows are joined in the table's order once every family has run).
sweep_family() {
  local source family category expect note slug dir out log code wall rss files fontbytes warnings report outbytes
  local problems scripts variable axes row empty missing cells work init_code check_code init_fail init_warn
  local init_findings summary result
  IFS='|' read -r source family category expect note <<<"$1"
  slug="$(slug_of "$source" "$family")"
  dir="$SWEEP_FONTS/$slug"; out="$SWEEP_OUT/$slug"; log="$SWEEP_OUT/_logs/$slug"
  rm -rf "$out"; mkdir -p "$log"
  set +e
  if [ "$SWEEP_REPORT" = 0 ]; then
    : >"$log/stdout.txt"; : >"$log/stderr.txt"; : >"$log/time.txt"; code=0
  else
    /usr/bin/time -v -o "$log/time.txt" timeout "$SWEEP_TIMEOUT" "${NICE[@]}" "$FONTSCALE" report "$family" \
      --font-dir "$dir" --font-dir "$SWEEP_FONTS/_references" --out "$out" --date "$SWEEP_DATE" \
      >"$log/stdout.txt" 2>"$log/stderr.txt"
    code=$?
  fi
  set -e
  [ "$code" = 124 ] && echo "timed out after $SWEEP_TIMEOUT s" >>"$log/stderr.txt"
  wall="$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log/time.txt" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.2f", s }')"
  rss="$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log/time.txt")"
  files="$(find "$dir" -maxdepth 1 -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \) | wc -l)"
  fontbytes="$(find "$dir" -maxdepth 1 -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \) -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')"
  warnings="$(grep -c '^fontscale: warning' "$log/stderr.txt" || true)"
  # A failed report leaves no --out folder, and its stderr may hold only warnings (or nothing,
  # killed): neither may stop the sweep under set -e (pipefail).
  report=""
  [ -d "$out" ] && report="$(find "$out" -mindepth 1 -maxdepth 1 -type d | head -1)"
  outbytes=0; problems=()
  [ "$code" = 0 ] || problems+=("exit $code: $(grep -v '^fontscale: warning' "$log/stderr.txt" | head -1 || true)")
  if [ -n "$report" ]; then
    outbytes="$(du -sb "$report" | cut -f1)"
    for f in report.json sheet.pdf sheet.png sheet.svg index.html intrinsic-sizes.csv intrinsic-sizes.md CustomFonts.swift; do
      [ -s "$report/$f" ] || problems+=("no $f")
    done
  elif [ "$code" = 0 ] && [ "$SWEEP_REPORT" != 0 ]; then
    problems+=("no report folder")
  fi
  scripts="" variable="?" axes=""
  if [ -n "$report" ] && [ -s "$report/report.json" ]; then
    # Every grid: the sample's script, cells without a width, cells whose custom font misses characters.
    row="$(jq -r '
      ([{script: .sampleScript, styles: .styles}] + [.additionalSamples[]? | {script, styles}]) as $grids
      | [ ([$grids[].script // "?"] | join(",")),
          (if .font.isVariable then "variable" else "static" end),
          ([.font.axes[]? | .tag] | join(" ")),
          ([$grids[].styles[].cells[] | select((.custom.width // 0) <= 0)] | length),
          ([$grids[].styles[].cells[] | select((.custom.missingCharacters | length) > 0)] | length),
          ([$grids[].styles[].cells[]] | length) ] | map(tostring) | join("|")' "$report/report.json" 2>/dev/null)" || row=""
    if [ -z "$row" ]; then
      problems+=("report.json unreadable")
    else
      IFS='|' read -r scripts variable axes empty missing cells <<<"$row"
      [ "$empty" = 0 ] || problems+=("$empty of $cells cells without a width")
      [ "$missing" = 0 ] || problems+=("$missing of $cells cells miss characters")
      [ "$scripts" = "$expect" ] || problems+=("samples $scripts, expected $expect")
    fi
  fi
  # init -> move -> check, as a new user would, with nothing but the config naming the fonts.
  work="$SWEEP_OUT/_init/$slug"
  rm -rf "$work"; mkdir -p "$work/repo/fonts"
  find "$dir" -maxdepth 1 -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \) -exec cp -t "$work/repo/fonts" {} +
  set +e
  (cd "$work/repo" && env -u FONTSCALE_FONT_PATH timeout "$SWEEP_TIMEOUT" "$fontscale" init --family "$family" \
    -o ci/typography.yml --font-dir fonts/ >"$log/init.txt" 2>&1)
  init_code=$?
  mv "$work/repo" "$work/moved"
  (cd "$work/moved" && env -u FONTSCALE_FONT_PATH timeout "$SWEEP_TIMEOUT" "$fontscale" check ci/typography.yml \
    >"$log/check.txt" 2>&1)
  check_code=$?
  set -e
  init_fail="" init_warn="" init_findings=""
  if [ "$init_code" != 0 ]; then
    problems+=("init exit $init_code: $(head -1 "$log/init.txt")")
  elif [ "$check_code" != 0 ] && [ "$check_code" != 1 ]; then
    problems+=("check exit $check_code: $(grep -v '^fontscale: warning' "$log/check.txt" | head -1 || true)")
  else
    summary="$(tail -1 "$log/check.txt")"
    init_fail="$(sed -n 's/.*: \([0-9]*\) fail, .*/\1/p' <<<"$summary")"
    init_warn="$(sed -n 's/.* \([0-9]*\) warn, .*/\1/p' <<<"$summary")"
    # The findings that remain: per rule, how many, and the first message.
    init_findings="$( { grep -E '^ci/typography.yml:[0-9]+:[0-9]+: (fail|warn): ' "$log/check.txt" || true; } \
      | sed -E 's/^[^ ]+ (fail|warn): \[([^]]+)\] (.*)$/\2\t\3/' \
      | awk -F'\t' '{ n[$1]++; if (!($1 in first)) { first[$1] = $2; order[++k] = $1 } }
          END { for (i = 1; i <= k; i++) printf "%s%s x%d: %s", (i > 1 ? " / " : ""), order[i], n[order[i]], first[order[i]] }')"
  fi
  if [ "${#problems[@]}" -eq 0 ]; then result="ok"; else result="FAIL: $(IFS=';'; echo "${problems[*]}")"; fi
  printf '%s\n' "$source" "$family" "$category" "$variable" "$axes" "$scripts" "$files" "$fontbytes" "$wall" "$rss" "$warnings" "$outbytes" "$code" "$result" "$note" "$init_fail" "$init_warn" "$init_findings" \
    | paste -sd '\t' >"$log/row.tsv"
  printf 'sweep: %-22s %6ss %5s MB  %s warning(s)  init->check %s fail %s warn  %s\n' "$family" "$wall" "$(( ${rss:-0} / 1024 ))" "$warnings" "${init_fail:-?}" "${init_warn:-?}" "$result"
}

# The families, SWEEP_JOBS at a time (each in a subshell of its own).
ran=0; slugs=()
for entry in "${FAMILIES[@]}"; do
  IFS='|' read -r source family _ <<<"$entry"
  slug="$(slug_of "$source" "$family")"
  wanted "$slug" || continue
  ran=$((ran + 1)); slugs+=("$slug")
  if [ "$SWEEP_JOBS" -gt 1 ]; then
    while [ "$(jobs -rp | wc -l)" -ge "$SWEEP_JOBS" ]; do wait -n || true; done
    (sweep_family "$entry") &
  else
    (sweep_family "$entry") || true
  fi
done
wait
failed=0
for slug in "${slugs[@]}"; do
  row="$SWEEP_OUT/_logs/$slug/row.tsv"
  if [ -s "$row" ]; then
    cat "$row" >>"$results"
    [ "$(cut -f14 "$row")" = ok ] || failed=$((failed + 1))
  else
    echo "sweep: $slug: the family's run ended before its results were written" >&2
    failed=$((failed + 1))
  fi
done

# --- document -------------------------------------------------------------------------------
total="${#FAMILIES[@]}"
if [ "$ran" != "$total" ] || [ "$SWEEP_REPORT" = 0 ]; then
  echo "sweep: $ran of $total families ran ($failed failed); $SWEEP_DOC left alone (it records full sweeps only)"
  [ "$failed" = 0 ]; exit
fi
machine="$(nproc) cores ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)), $(free -g | awk '/^Mem:/ { print $2 }') GiB, $(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//')"
commit="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo '+changes')"
"$PYTHON" - "$results" "$SWEEP_DOC" "$SWEEP_DATE" "$SWEEP_TIMEOUT" "$machine" "$commit" "$(date -u +%Y-%m-%d)" <<'PY'
import os, statistics, sys
results, doc, stamp, timeout, machine, commit, today = sys.argv[1:]
rows = [line.rstrip("\n").split("\t") for line in open(results, encoding="utf-8") if line.strip()]
def mb(n): return f"{int(n) / 1_048_576:.1f}"
lines = [
    "## Sweep",
    "",
    f"`make sweep` (`scripts/sweep.sh`) ran `fontscale report FAMILY --font-dir FOLDER --font-dir REFERENCES --out OUT --date {stamp}` "
    f"(release build, every format: report.json, sheet.pdf/.png/.svg, index.html, intrinsic-sizes.csv/.md, CustomFonts.swift) "
    f"on {len(rows)} families, one process each"
    + (f" ({os.environ['SWEEP_JOBS']} families at once)" if os.environ.get("SWEEP_JOBS", "1") != "1" else "")
    + f" under `timeout {timeout}` and `nice -n 19`, timed by GNU time.",
    "",
    f"- Date: {today}; fontscale {commit}.",
    f"- Machine: {machine}; shared with other jobs during the run, so the times are upper bounds.",
    "- Fonts: pinned PyPI `fontpkg` wheels and, for CJK and Noto Naskh Arabic, pinned Debian packages; the script references "
    "(Noto Sans Arabic, Hebrew, Devanagari, Thai, Tamil, Bengali, CJK) in a second font folder.",
    "- Checks per family: exit 0 within the timeout; all 8 files written and non-empty; every cell of every sample grid has a width; "
    "no cell reports characters missing from the custom font; the samples' scripts are the expected ones (column *scripts*, in order).",
    "",
    "| family | package | var/static | category | scripts | files | fonts MB | time s | peak MB | warnings | outputs MB | result | exercises |",
    "|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---|---|",
]
times, peaks = [], []
for (source, family, category, variable, axes, scripts, files, fontbytes, wall, rss, warnings, outbytes, code, result, note, *_) in rows:
    package = source.replace("deb:", "deb ").split(":usr/")[0].replace("==", " ")
    kind = variable + (f" ({axes})" if axes else "")
    times.append(float(wall or 0)); peaks.append(int(rss or 0) / 1024)
    lines.append(f"| {family} | `{package}` | {kind} | {category} | {scripts} | {files} | {mb(fontbytes)} | {wall} | {int(rss or 0) / 1024:.0f} | {warnings} | {mb(outbytes)} | {result} | {note} |")
ok = [r for r in rows if r[13] == "ok"]
lines += [
    "",
    f"**Totals**: {len(rows)} families ({sum(1 for r in rows if r[3] == 'variable')} variable, {sum(1 for r in rows if r[3] == 'static')} static); "
    f"{len(ok)} completed and passed the checks{' (all)' if len(ok) == len(rows) else ''}; "
    f"time {sum(times):.1f} s in all, median {statistics.median(times):.2f} s a family (min {min(times):.2f}, max {max(times):.2f}); "
    f"peak memory median {statistics.median(peaks):.0f} MB, max {max(peaks):.0f} MB; "
    f"{sum(int(r[10]) for r in rows)} warnings on stderr; outputs {sum(int(r[11]) for r in rows) / 1_048_576:.0f} MB.",
]
clean = [r for r in rows if r[15:17] == ["0", "0"]]
lines += [
    "",
    "### init -> check",
    "",
    "Each family as a new user would take it: its files in `repo/fonts/`, `fontscale init --family FAMILY -o ci/typography.yml "
    "--font-dir fonts/`, `repo/` moved elsewhere, `fontscale check ci/typography.yml` (FONTSCALE_FONT_PATH unset).",
    "",
    f"**{len(clean)} of {len(rows)} families pass with 0 fail and 0 warn.** The others keep findings about the font itself "
    "(per rule: how many, and the first message):",
    "",
    "| family | category | fail | warn | findings that remain |",
    "|---|---|---:|---:|---|",
]
for r in rows:
    if r[15:17] != ["0", "0"]:
        lines.append(f"| {r[1]} | {r[2]} | {r[15] or '?'} | {r[16] or '?'} | {r[17].replace('|', '/') or r[13]} |")
begin, end = "<!-- sweep:begin (written by scripts/sweep.sh) -->", "<!-- sweep:end -->"
block = begin + "\n" + "\n".join(lines) + "\n" + end + "\n"
if os.path.exists(doc):
    text = open(doc, encoding="utf-8").read()
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        text = head + block + "\n" + rest.split(end, 1)[1].lstrip("\n")
    else:
        text = block + "\n" + text
else:
    text = block
open(doc, "w", encoding="utf-8").write(text)
print(f"sweep: wrote {doc}")
PY
echo "sweep: $ran families, $failed failed"
[ "$failed" = 0 ]
