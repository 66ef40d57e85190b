#!/usr/bin/env bash
# Benchmarks (not part of the test command): move-generation speed side by side, search
# speed in every game, and the size report of the built site.
#   npm run bench   # American perft(11) and International perft(10), native and wasm;
#                   # rapid-draughts American perft(9); one second of search per game,
#                   # native and wasm (depth, nodes per second)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh
cargo build --release
bash scripts/build.sh | sed -n '/size report/,$p'
node scripts/bench-perft.mjs "${1:-11}" "${2:-9}" "${3:-10}"
node scripts/bench-search.mjs 1000
