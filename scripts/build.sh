#!/usr/bin/env bash
# Builds the static site into dist/:
#   1. the engine, compiled to WebAssembly twice (wasm-pack): the page's wasm
#      (pkg/omnidraughts.js and _bg.wasm: the rules, notation, links, set-ups), built without
#      the crate's `search` and `perft` features, and the computer's Web Worker's
#      (pkg/omnidraughts_worker.js and _bg.wasm: the search, analysis, review, endgame probe
#      and perft too, but not the learned weights), fetched only when the computer is first
#      needed,
#   2. both optimised in place with wasm-opt (npm package `binaryen`),
#   3. the TypeScript front end compiled to ES modules (tsc),
#   4. everything copied into dist/ with relative paths only,
#   5. the endgame databases and 6. the learned weights, which the worker fetches when a
#      game is first searched,
# and prints a size report. Runs from any working directory.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PKG="www/pkg"
DIST="dist"
# The two modules' names (their glue is NAME.js, their wasm NAME_bg.wasm).
PAGE="omnidraughts"
WORKER="omnidraughts_worker"
BIN="node_modules/.bin"

step() { printf '\n==> %s (at %d s)\n' "$*" "$SECONDS"; }

if [[ ! -x "$BIN/tsc" || ! -x "$BIN/wasm-opt" ]]; then
  step "installing the npm dev dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

# ---- 1. engine → wasm ---------------------------------------------------------
step "building the engine for wasm32"
# opt-level 2 and a lower LLVM inline threshold for the wasm target only (3 and LLVM's
# defaults for the native build, Cargo.toml): a smaller wasm at the same search speed
# (the settings compared: docs/results.md, "Sizes").
export CARGO_PROFILE_RELEASE_OPT_LEVEL=2
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:-} -C llvm-args=-inline-threshold=100"
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
case "$TARGET_DIR" in /*) WASM_TARGET="$TARGET_DIR" ;; *) WASM_TARGET="$ROOT/$TARGET_DIR" ;; esac
for tool in wasm-pack wasm-bindgen; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is not on PATH (run scripts/setup.sh)" >&2
    exit 1
  fi
done
mkdir -p "$PKG"
# One crate, two feature sets (crate/Cargo.toml): the page's wasm without `search` and
# `perft`, so the linker leaves out the search, evaluation, analysis, review, endgame probe
# and perft; the worker's with the default features. NAME, then cargo's feature arguments.
# wasm-pack runs cargo and the wasm-bindgen on PATH (setup.sh installs the version Cargo.lock
# pins, so wasm-pack downloads nothing); its wasm-opt is off (--no-opt): step 2 runs
# binaryen's from npm.
wasm_build() {
  local name=$1
  shift
  # each module its own target directory: a cdylib's file has no hash in its name, so the two
  # feature sets in one directory would rebuild each other every time
  wasm-pack --quiet build crate --release --target web --no-opt --no-pack \
    --out-dir "$ROOT/$PKG" --out-name "$name" -- --target-dir "$WASM_TARGET/wasm-$name" "$@"
  [[ -f "$PKG/${name}_bg.wasm" && -f "$PKG/$name.js" ]] || {
    echo "error: $PKG/${name}_bg.wasm or $PKG/$name.js was not produced" >&2
    exit 1
  }
}
wasm_build "$PAGE" --no-default-features
# the worker's without the weight files (the `weights` feature): dist/weights/, below
wasm_build "$WORKER" --no-default-features --features search,perft
RAW_BEFORE_PAGE=$(wc -c <"$PKG/${PAGE}_bg.wasm")
RAW_BEFORE_WORKER=$(wc -c <"$PKG/${WORKER}_bg.wasm")

# ---- 2. wasm-opt ------------------------------------------------------------------
# The features rustc enables by default for wasm32-unknown-unknown (LLVM's
# "generic" CPU) — all supported by every current browser. wasm-opt must be
# told about them or it rejects the module.
step "optimising the two wasm modules (wasm-opt -O3)"
WASM_FEATURES=(
  --enable-bulk-memory
  --enable-bulk-memory-opt
  --enable-nontrapping-float-to-int
  --enable-sign-ext
  --enable-mutable-globals
  --enable-reference-types
  --enable-multivalue
)
# The optimised module is kept under target/, named after what went in (the module, the
# optimiser's version and flags): a build that changed nothing reuses it.
OPT_CACHE="$TARGET_DIR/wasm-opt-cache"
mkdir -p "$OPT_CACHE"
OPT_FLAGS="-O3 ${WASM_FEATURES[*]} $("$BIN/wasm-opt" --version)"
for name in "$PAGE" "$WORKER"; do
  WASM="$PKG/${name}_bg.wasm"
  KEY=$( (cat "$WASM"; echo "$OPT_FLAGS") | sha256sum | cut -c1-16)
  if [[ -f "$OPT_CACHE/$name-$KEY.wasm" ]]; then
    cp "$OPT_CACHE/$name-$KEY.wasm" "$WASM"
  elif "$BIN/wasm-opt" -O3 "${WASM_FEATURES[@]}" "$WASM" -o "$WASM.opt"; then
    rm -f "$OPT_CACHE/$name-"*.wasm
    cp "$WASM.opt" "$OPT_CACHE/$name-$KEY.wasm"
    mv "$WASM.opt" "$WASM"
  else
    rm -f "$WASM.opt"
    echo "warning: wasm-opt failed on $WASM; keeping it unoptimised" >&2
  fi
done

# ---- 3. TypeScript ------------------------------------------------------------------
step "compiling the TypeScript (tsc)"
rm -rf "$DIST"
"$BIN/tsc" -p .

# ---- 4. assemble dist/ --------------------------------------------------------------
step "assembling $DIST/"
mkdir -p "$DIST/pkg"
for page in index.html learn.html docs.html rules.html embed.html; do cp "$page" "$DIST/$page"; done
cp www/style.css "$DIST/style.css"
cp www/embed.css "$DIST/embed.css"
cp www/pages.css "$DIST/pages.css"
cp www/favicon.svg "$DIST/favicon.svg"
# the web app manifest and its icons (scripts/icons.mjs renders them from favicon.svg)
cp www/manifest.webmanifest "$DIST/manifest.webmanifest"
cp -r www/icons "$DIST/icons"
for name in "$PAGE" "$WORKER"; do
  cp "$PKG/$name.js" "$DIST/pkg/$name.js"
  cp "$PKG/${name}_bg.wasm" "$DIST/pkg/${name}_bg.wasm"
done
# the lessons and puzzles (data/, docs/learn.md), fetched by the Learn page when first used
cp -r data "$DIST/data"
touch "$DIST/.nojekyll"

# Nothing may point outside dist/ or to another origin.
if grep -nE '(src|href)="(/|https?:|//)' "$DIST"/*.html; then
  echo "error: the pages must use relative paths only" >&2
  exit 1
fi

# ---- 5. endgame databases -----------------------------------------------------------
# Built by the native CLI (omnidraughts egdb build: docs/egdb.md) into a
# cache under target/ named after the generator's source (--plain: the runs not deflated),
# then gzipped into dist/egdb/ with index.json, which lists each game's files, fewest pieces
# first (the worker inflates them with the browser's DecompressionStream). The computer's worker
# fetches a game's files when that game is first searched; they are not precached.
# rm -rf target/egdb-site-* rebuilds them.
step "endgame databases (dist/egdb/)"
# (five pieces on 8x8, four on 10x10: issue 14; a 10x10 file of five would be many times
# the four's)
EGDB_GAMES="english:5 russian:5 italian:5 international:4 polish:4"
# keyed on the generator and the rules it runs (a change to the move generator rebuilds them)
EGDB_KEY=$(cat crate/src/egdb/*.rs crate/src/board/*.rs crate/src/rules/*.rs crate/src/games/*.rs | sha256sum | cut -c1-12)
EGDB_CACHE="${CARGO_TARGET_DIR:-target}/egdb-site-$EGDB_KEY"
EGDB_MISSING=0
for gp in $EGDB_GAMES; do [[ -f "$EGDB_CACHE/${gp%:*}-${gp#*:}.egdb" ]] || EGDB_MISSING=1; done
if [[ $EGDB_MISSING == 1 ]]; then
  env -u CARGO_PROFILE_RELEASE_OPT_LEVEL cargo build --release -p omnidraughts --bin omnidraughts
  mkdir -p "$EGDB_CACHE"
  for gp in $EGDB_GAMES; do
    "${CARGO_TARGET_DIR:-target}/release/omnidraughts" egdb build --variant "${gp%:*}" --pieces "${gp#*:}" \
      --out "$EGDB_CACHE" --plain | tail -1
  done
fi
mkdir -p "$DIST/egdb"
INDEX="{"
for gp in $EGDB_GAMES; do
  g=${gp%:*}
  names=""
  for n in $(seq 2 "${gp#*:}"); do
    # gzipped once into the cache beside the file, then copied
    if [[ ! -f "$EGDB_CACHE/$g-$n.egdb.gz" ]]; then
      gzip -9 -n -c "$EGDB_CACHE/$g-$n.egdb" >"$EGDB_CACHE/$g-$n.egdb.gz.part"
      mv "$EGDB_CACHE/$g-$n.egdb.gz.part" "$EGDB_CACHE/$g-$n.egdb.gz"
    fi
    cp "$EGDB_CACHE/$g-$n.egdb.gz" "$DIST/egdb/$g-$n.egdb.gz"
    names="$names\"$g-$n.egdb.gz\", "
  done
  INDEX="$INDEX\"$g\": [${names%, }], "
done
echo "${INDEX%, }}" >"$DIST/egdb/index.json"
for f in "$DIST"/egdb/*.egdb.gz; do printf '  %-28s %8d bytes\n' "${f#"$DIST"/}" "$(wc -c <"$f")"; done

# ---- 6. learned weights --------------------------------------------------------------
# The learned evaluations' weight files (crate/src/ai/weights/, built into the native
# engine), gzipped into dist/weights/: the worker's wasm is built without them and its
# worker fetches a game's file when that game is first searched (worker.ts), if the game
# evaluates with learned weights (the engine's wantsWeights). Small: precached like the
# rest of the site. The games whose modules choose their weights (`Draughts::LEARNED`;
# tests/wasm/weights.test.mjs checks that this list is theirs): a file fitted and not
# chosen is not shipped.
WEIGHTS_GAMES="english international italian russian polish"
step "learned weights (dist/weights/)"
mkdir -p "$DIST/weights"
for g in $WEIGHTS_GAMES; do
  gzip -9 -n -c "crate/src/ai/weights/$g.bin" >"$DIST/weights/$g.bin.gz"
done
for f in "$DIST"/weights/*.gz; do printf '  %-28s %8d bytes\n' "${f#"$DIST"/}" "$(wc -c <"$f")"; done

# The service worker (offline): the list of built files and a version, the
# hash of their contents, written into dist/sw.js. A new build with any change
# gets a new cache; the old one is deleted when the new worker takes over.
step "writing the service worker (sw.js)"
# The endgame databases count in the version but are not precached (sw.js caches them when
# the worker first fetches them).
ALL_FILES=$(cd "$DIST" && find . -type f ! -name sw.js ! -name .nojekyll | sed 's|^\./||' | LC_ALL=C sort)
FILES=$(printf '%s\n' $ALL_FILES | grep -v -e '^egdb/' -e '^data/')
VERSION=$(cd "$DIST" && printf '%s\n' $ALL_FILES | xargs sha256sum | sha256sum | cut -c1-16)
LIST="[$(printf '"%s", ' $FILES | sed 's/, $//')]"
sed -e "s|__VERSION__|$VERSION|" -e "s|__FILES__|$LIST|" www/sw.js >"$DIST/sw.js"
echo "  version $VERSION, $(printf '%s\n' $FILES | wc -l | tr -d ' ') files"

# ---- size report ----------------------------------------------------------------------
gz() { gzip -9 -c "$1" | wc -c | tr -d ' '; }
kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }
JS_FILES=("$DIST"/js/*.js "$DIST/pkg/$PAGE.js" "$DIST/pkg/$WORKER.js")
JS_RAW=$(cat "${JS_FILES[@]}" | wc -c | tr -d ' ')
JS_GZ=$(cat "${JS_FILES[@]}" | gzip -9 -c | wc -c | tr -d ' ')
# The budgets (issue 14). The page's wasm, which every visit loads before the board is drawn:
# 200 KB gzipped, a checked target (the build fails above it). The worker's, fetched when the
# computer is first needed: no target, but a ceiling a little above its size that catches
# growth (the sizes over time: docs/results.md, "Sizes").
PAGE_TARGET=200000
WORKER_CEILING=268000
step "size report"
FAIL=0
wasm_report() {
  local label=$1 file=$2 before=$3 limit=$4 what=$5
  local raw gzb
  raw=$(wc -c <"$file" | tr -d ' ')
  gzb=$(gz "$file")
  printf '  %-6s wasm before wasm-opt : %8d bytes (%s)\n' "$label" "$before" "$(kib "$before")"
  printf '  %-6s wasm (raw)           : %8d bytes (%s)\n' "$label" "$raw" "$(kib "$raw")"
  printf '  %-6s wasm (gzip -9)       : %8d bytes (%s)\n' "$label" "$gzb" "$(kib "$gzb")"
  if ((gzb > limit)); then
    printf '  %-6s wasm %-15s : %8d bytes gzipped: OVER by %d\n' "$label" "$what" "$limit" "$((gzb - limit))"
    echo "error: the $label wasm is $gzb bytes gzipped, over its $what of $limit bytes" >&2
    FAIL=1
  else
    printf '  %-6s wasm %-15s : %8d bytes gzipped (%d left)\n' "$label" "$what" "$limit" "$((limit - gzb))"
  fi
}
wasm_report page "$DIST/pkg/${PAGE}_bg.wasm" "$RAW_BEFORE_PAGE" "$PAGE_TARGET" target
wasm_report worker "$DIST/pkg/${WORKER}_bg.wasm" "$RAW_BEFORE_WORKER" "$WORKER_CEILING" ceiling
printf '  js   (raw)                  : %8d bytes (%s)\n' "$JS_RAW" "$(kib "$JS_RAW")"
printf '  js   (gzip -9)              : %8d bytes (%s)\n' "$JS_GZ" "$(kib "$JS_GZ")"
TOTAL=$(find "$DIST" -type f -exec cat {} + | wc -c | tr -d ' ')
printf '  dist/ total (raw)           : %8d bytes (%s)\n' "$TOTAL" "$(kib "$TOTAL")"
((FAIL == 0)) || exit 1
echo "  dist/ is ready: serve it with 'node scripts/serve.mjs'"
