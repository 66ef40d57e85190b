#!/usr/bin/env bash
# Lighthouse's mobile preset (its default: a phone, slow 4G and a slowed CPU, simulated) on
# each page of the built site, served by scripts/serve.mjs (gzip, as a static host), in
# headless Chromium: one line a page with the four category scores and the page's timings.
#   bash scripts/lighthouse.sh [PAGE...]      (default: the four pages; after npm run build)
# Lighthouse is installed on first use into target/lighthouse (npm), not a dev dependency:
# only this measurement needs it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
LH_VERSION=12.8.2
LH_DIR="target/lighthouse"
if [[ ! -x "$LH_DIR/node_modules/.bin/lighthouse" ]]; then
  mkdir -p "$LH_DIR"
  npm install --prefix "$LH_DIR" --no-audit --no-fund --no-save "lighthouse@$LH_VERSION" >/dev/null
fi
[[ -f dist/index.html ]] || { echo "lighthouse: dist/ is missing; run 'npm run build' first" >&2; exit 1; }
PAGES=("$@")
[[ ${#PAGES[@]} -gt 0 ]] || PAGES=(index.html docs.html rules.html embed.html)
PORT_FILE=$(mktemp)
node -e 'import("./scripts/serve.mjs").then(async (m) => { const s = await m.serve({ port: 0 }); console.log(s.port); })' >"$PORT_FILE" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; rm -f "$PORT_FILE"' EXIT
for _ in $(seq 50); do [[ -s "$PORT_FILE" ]] && break; sleep 0.1; done
PORT=$(head -1 "$PORT_FILE")
OUT=$(mktemp -d)
for page in "${PAGES[@]}"; do
  CHROME_PATH="${CHROMIUM:-/usr/bin/chromium}" "$LH_DIR/node_modules/.bin/lighthouse" "http://127.0.0.1:$PORT/$page" \
    --quiet --chrome-flags="--headless=new --no-sandbox" --output=json --output-path="$OUT/report.json" >/dev/null
  node -e '
    const r = require(process.argv[1]); const c = r.categories; const a = r.audits;
    const score = (k) => Math.round(c[k].score * 100);
    const ms = (k) => Math.round(a[k].numericValue);
    console.log(`${process.argv[2]}: performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}; FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, CLS ${a["cumulative-layout-shift"].numericValue.toFixed(3)}`);
  ' "$OUT/report.json" "$page"
done
rm -rf "$OUT"
