#!/usr/bin/env bash
# The README's test command: installs what is missing, then runs every test.
#   formatting and lints (cargo fmt, clippy, rustdoc's links, tsc), the engine's native tests
#   (rules, perft, real games, CLI), PDN interoperability with pydraughts, the build of the
#   static site, the wasm API in Node, and the end-to-end tests in headless Chromium.
# Last, a short fuzzing run: each cargo-fuzz target for FUZZ_SECONDS (default 10; 0 skips it).
# The first time on a machine, installing cargo-fuzz and building the targets adds about five
# minutes; longer runs: scripts/fuzz.sh by hand.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
step() { printf '\n==> test: %s (at %d s)\n' "$*" "$SECONDS"; }

bash scripts/setup.sh

step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy -D warnings (native and wasm32)"
cargo clippy --release --all-targets -- -D warnings
# the worker's wasm: without the `weights` feature (scripts/build.sh)
cargo clippy --release --lib --target wasm32-unknown-unknown --no-default-features --features search,perft -- -D warnings
# the page's wasm: the crate without its `search` and `perft` features (scripts/build.sh)
cargo clippy --release --lib --target wasm32-unknown-unknown --no-default-features -- -D warnings
step "cargo doc -D warnings (the engine's API documentation, its links resolved)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p omnidraughts

step "engine tests (cargo test --release)"
cargo test --release

# pydraughts is pure Python on one core, and the site's build is mostly one rustc: the two at
# once (the interop test's output is shown when it ends).
step "PDN interoperability with pydraughts (ours there, theirs here), and building the site (npm run build)"
INTEROP_LOG="$(mktemp)"
.venv/bin/python tests/interop/pydraughts_pdn.py >"$INTEROP_LOG" 2>&1 &
INTEROP=$!
bash scripts/build.sh
interop=0
wait "$INTEROP" || interop=$?
echo "--- pydraughts interoperability:"
cat "$INTEROP_LOG"
rm -f "$INTEROP_LOG"
[ "$interop" = 0 ] || { echo "test: the pydraughts interoperability test failed" >&2; exit 1; }

step "TypeScript strict check, and no import cycles in the front end or the crate"
node_modules/.bin/tsc --noEmit -p .
node scripts/ts-cycles.mjs
node scripts/rs-cycles.mjs

step "wasm API and the page's unit tests in Node, then end-to-end in headless Chromium (the game page; embedding, docs, rules, offline)"
shopt -s nullglob
# Two files at a time (each its own browser), then the clocks' suite alone: its tests measure
# seconds of real time, which another browser beside it on this two-core machine stretches.
E2E=()
for f in tests/e2e/*.test.mjs; do [ "$f" = tests/e2e/clocks.test.mjs ] || E2E+=("$f"); done
node --test --test-concurrency=2 tests/wasm/ tests/unit/ tests/e2e/run.mjs tests/e2e/embed.mjs "${E2E[@]}"
node --test tests/e2e/clocks.test.mjs

if [ "${FUZZ_SECONDS:-10}" != 0 ]; then
  step "a short fuzzing run, ${FUZZ_SECONDS:-10} s per target (scripts/fuzz.sh; longer runs by hand)"
  bash scripts/fuzz.sh "${FUZZ_SECONDS:-10}"
fi
step "done"
