#!/usr/bin/env bash
# Mines the shipped puzzles again (data/puzzles/GAME.json, docs/learn.md): for each game the
# real games the repository holds (crate/tests/data/games/) and the engine's own games at
# level 1, every position looked at by the search, the same seed giving the same files.
# `bash scripts/mine-puzzles.sh [GAME...]` (default: all nine); a few minutes in all.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --quiet
BIN="${CARGO_TARGET_DIR:-target}/release/omnidraughts"
G=crate/tests/data/games
SEED=1

# GAME, then the miner's options for it: the collections, the self-play games, how many to keep
mine() {
  local v=$1
  shift
  [[ $# -gt 0 ]] || return 0
  echo "==> $v" >&2
  "$BIN" puzzles --variant "$v" --mine --seed "$SEED" --level 1 "$@" >"data/puzzles/$v.json.new"
  mv "data/puzzles/$v.json.new" "data/puzzles/$v.json"
}

declare -A OPTIONS=(
  [english]="--collection $G/OCA_2.0.pdn --collection $G/inferno.pdn --collection $G/goulds.pdn --games 900 --keep 250"
  [international]="--collection $G/wk2003.pdn --collection $G/nk2003-amsterdam.pdn --collection $G/candidate95.pdn --games 500 --keep 250"
  [russian]="--collection $G/ussr1947.pdn --games 900 --keep 250"
  [polish]="--games 600 --keep 250"
  [coronet]="--games 100 --keep 50"
  [coast-to-coast]="--games 400 --keep 50"
  [stackem]="--games 150 --keep 50"
  [cheskers]="--games 300 --keep 50"
)

GAMES=("$@")
[[ ${#GAMES[@]} -gt 0 ]] || GAMES=(english international italian polish russian coronet coast-to-coast stackem cheskers)
for v in "${GAMES[@]}"; do
  [[ $v == italian || -n "${OPTIONS[$v]+x}" ]] || { echo "mine-puzzles: unknown game '$v'" >&2; exit 2; }
  if [[ $v == italian ]]; then
    # the collection with spaces in its name
    mine italian --collection "$G/Campionato Assoluto 2005.pdn" --games 900 --keep 250
  else
    # shellcheck disable=SC2086
    mine "$v" ${OPTIONS[$v]}
  fi
done
