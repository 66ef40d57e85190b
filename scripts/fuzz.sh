#!/usr/bin/env bash
# Fuzzes the engine with cargo-fuzz (libFuzzer): each target of fuzz/ in turn (one fuzzer at
# a time), for SECONDS each (default 60), then prints the executions per target.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     # targets: fen pdn moves link (default: all)
#
# Installs cargo-fuzz from crates.io when it is missing (once). Works on the stable toolchain:
# cargo-fuzz wants nightly for its -Z flags, and RUSTC_BOOTSTRAP=1 lets stable accept them;
# `-s none` leaves out AddressSanitizer (the engine has no unsafe code; libFuzzer's coverage
# guidance and Rust's panics, with debug assertions and overflow checks on (`-a`), are what
# find faults). With nightly, `cargo +nightly fuzz run TARGET` works as well.
#
# New inputs go to fuzz/work/TARGET/ (kept between runs, not committed); the seed corpus
# fuzz/corpus/TARGET/ is only read (regenerate it with fuzz/seed_corpus.py). A crash leaves
# its input in fuzz/artifacts/TARGET/ and the run ends with status 1; reproduce it with
#   cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run TARGET -s none -a artifacts/TARGET/crash-...
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"
SECONDS_EACH="${1:-60}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(fen pdn moves link)
CARGO_FUZZ_VERSION=0.13.2

if ! cargo fuzz --version 2>/dev/null | grep -q "$CARGO_FUZZ_VERSION"; then
  echo "==> fuzz: installing cargo-fuzz $CARGO_FUZZ_VERSION from crates.io (once)"
  cargo install cargo-fuzz --locked --version "$CARGO_FUZZ_VERSION"
fi

cd "$ROOT/fuzz"
export RUSTC_BOOTSTRAP=1
FLAGS=(-s none -a --release)
echo "==> fuzz: building the targets"
cargo fuzz build "${FLAGS[@]}"

failed=()
summary=()
for t in "${TARGETS[@]}"; do
  mkdir -p "work/$t"
  log="work/$t.log"
  echo "==> fuzz: $t for ${SECONDS_EACH}s (log in fuzz/$log)"
  status=ok
  if ! cargo fuzz run "$t" "${FLAGS[@]}" "work/$t" "corpus/$t" -- \
      -max_total_time="$SECONDS_EACH" -timeout=20 -print_final_stats=1 >"$log" 2>&1; then
    status=FAILED
    failed+=("$t")
    grep -v '^ *[0-9]*: \|^ *at ' "$log" | grep -B2 -A25 -m1 'panicked\|ERROR: libFuzzer' || tail -40 "$log"
    ls -t "artifacts/$t" 2>/dev/null | head -1 | sed "s|^|    input: fuzz/artifacts/$t/|"
  fi
  execs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log" | tail -1)
  rate=$(awk '/stat::average_exec_per_sec/ {print $2}' "$log" | tail -1)
  summary+=("$(printf '%-6s %-6s %12s executions %8s/s' "$t" "$status" "${execs:-?}" "${rate:-?}")")
done

echo
echo "==> fuzz: ${SECONDS_EACH}s per target"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: crashes in: ${failed[*]}" >&2
  exit 1
fi
