// Import cycles in the front end: reads every www/src/**/*.ts, follows its relative imports
// (type-only imports too: a cycle of types is a cycle of responsibilities), and prints each
// cycle (a strongly connected component of more than one module, or a module importing itself).
// Exits 1 when there is any. Part of the test command.
//   node scripts/ts-cycles.mjs
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cycles } from "./cycles.mjs";

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
  for (const m of text.matchAll(/^\s*import\s+"(\.{1,2}\/[^"]+)"/gm)) deps.add(resolve(dirname(file), m[1].replace(/\.js$/, ".ts")));
  graph.set(file, [...deps].filter((d) => d.startsWith(root)));
}

const found = cycles(graph).map((scc) => scc.map((f) => relative(root, f)).sort());

if (found.length === 0) {
  console.log(`ts-cycles: no import cycles among ${graph.size} modules of www/src`);
} else {
  for (const c of found) console.error(`ts-cycles: modules that import each other: ${c.join(", ")}`);
  process.exit(1);
}
