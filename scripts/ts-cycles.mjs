// Import cycles in the front end: reads every www/src/**/*.ts, follows its relative imports
// (type-only imports too: a cycle of types is a cycle of responsibilities), and prints each
// cycle (a strongly connected component of more than one module, or a module importing itself).
// Exits 1 when there is any. Part of the test command.
//   node scripts/ts-cycles.mjs
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)), "www", "src");

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

const graph = new Map();
for (const file of files(root)) {
  const text = readFileSync(file, "utf8");
  const deps = new Set();
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/gms)) {
    deps.add(resolve(dirname(file), m[1].replace(/\.js$/, ".ts")));
  }
  graph.set(file, [...deps].filter((d) => d.startsWith(root)));
}

// Tarjan's strongly connected components
let index = 0;
const stack = [];
const info = new Map();
const cycles = [];
function visit(v) {
  const me = { index, low: index, on: true };
  index++;
  info.set(v, me);
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    const other = info.get(w);
    if (other === undefined) {
      visit(w);
      me.low = Math.min(me.low, info.get(w).low);
    } else if (other.on) {
      me.low = Math.min(me.low, other.index);
    }
  }
  if (me.low === me.index) {
    const scc = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).on = false;
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.map((f) => relative(root, f)).sort());
  }
}
for (const v of graph.keys()) if (!info.has(v)) visit(v);

if (cycles.length === 0) {
  console.log(`ts-cycles: no import cycles among ${graph.size} modules of www/src`);
} else {
  for (const c of cycles) console.error(`ts-cycles: modules that import each other: ${c.join(", ")}`);
  process.exit(1);
}
