#!/usr/bin/env bash
# The longer checks, not part of `npm test` (npm run test:long):
#   every line of the perft tables with the deep ones, and the long engine soak (cargo's
#   ignored tests); every reference game through pydraughts; the page walked in every
#   language; the long soak in the browser; each fuzz target for a minute.
# Run `npm test` first (it installs what is missing and builds the site).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
step() { printf '\n==> test:long: %s\n' "$*"; }

step "cargo test --release -- --ignored (deep perft, the long soak, the slow analyses)"
cargo test --release -- --ignored

step "every reference game through pydraughts"
INTEROP_ALL=1 .venv/bin/python tests/interop/pydraughts_pdn.py

step "the page walked in every language; the long soak in Chromium"
OMNI_LONG=1 node --test tests/e2e/i18n.test.mjs
SOAK_GAMES=2000 node --test tests/e2e/soak.test.mjs

step "each fuzz target for 60 s"
bash scripts/fuzz.sh 60
