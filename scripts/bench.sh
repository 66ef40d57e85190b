#!/usr/bin/env bash
# Benchmarks (not part of the test command): move-generation speed side by side, the deep
# perft table, and the size report of the built site.
#   npm run bench            # perft(11) native + wasm, rapid-draughts perft(9)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh
cargo build --release
bash scripts/build.sh | sed -n '/size report/,$p'
node scripts/bench-perft.mjs "${1:-11}" "${2:-9}"
