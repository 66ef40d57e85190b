#!/usr/bin/env bash
# Installs what building and testing need, and only what is missing (safe to run again).
# Everything comes from the package registries: rustup's wasm target, crates.io
# (wasm-bindgen-cli at the version Cargo.lock pins, and wasm-pack), npm (package-lock.json), PyPI
# (pydraughts, into .venv) and Debian's apt (Chromium for the browser tests).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
say() { printf '==> setup: %s\n' "$*"; }

command -v cargo >/dev/null || { echo "setup: Rust (cargo) is required: https://rustup.rs" >&2; exit 1; }
command -v npm >/dev/null || { echo "setup: Node.js 20+ and npm are required" >&2; exit 1; }
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen-cli must match the wasm-bindgen crate version in Cargo.lock exactly.
WBG=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$WBG" ]; then echo "setup: no wasm-bindgen in Cargo.lock" >&2; exit 1; fi
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WBG\$"; then
  say "installing wasm-bindgen-cli $WBG (cargo install, a few minutes the first time)"
  cargo install wasm-bindgen-cli --version "$WBG" --force
fi

# wasm-pack (crates.io) drives the wasm build; it finds the wasm-bindgen above on PATH.
WASM_PACK=0.15.1
if ! wasm-pack --version 2>/dev/null | grep -q " $WASM_PACK\$"; then
  say "installing wasm-pack $WASM_PACK (cargo install, a few minutes the first time)"
  cargo install wasm-pack --version "$WASM_PACK" --locked --force
fi

if [ ! -x node_modules/.bin/tsc ] || [ ! -x node_modules/.bin/wasm-opt ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing the npm dev dependencies"
  npm ci --no-audit --no-fund
fi

# pydraughts (PyPI), an independent draughts library, for the PDN interoperability test.
if ! .venv/bin/python -c "import draughts" 2>/dev/null; then
  say "installing pydraughts into .venv (for the PDN interoperability test)"
  python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check pydraughts==0.6.7
fi

if [ "${SKIP_BROWSER:-}" != 1 ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Chromium from apt (for the browser tests)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi
say "ready"
