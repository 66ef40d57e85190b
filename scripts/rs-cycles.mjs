// Module cycles in the engine crate: reads every crate/src/**/*.rs, follows its paths into the
// crate (`use crate::...`, `crate::x::y` in code, `$crate::` in macros, `super::`), resolving the
// re-exports of lib.rs and of each folder's mod.rs to the file that defines the item, and prints
// each cycle between files (a strongly connected component of more than one file) and between
// layers (the folders under crate/src; a file at the top is a layer of its own). Comments and
// `#[cfg(test)]` modules are not read. Exits 1 when there is any cycle. Part of the test command.
//   node scripts/rs-cycles.mjs [--graph]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cycles } from "./cycles.mjs";

const src = resolve(fileURLToPath(new URL("..", import.meta.url)), "crate", "src");

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".rs") ? [join(dir, e.name)] : []));
}

// the library's files (main.rs and cli/ are the CLI, a separate crate that uses the library)
const all = files(src).filter((f) => relative(src, f) !== "main.rs" && !relative(src, f).startsWith("cli/"));

/** the module path of a file: lib.rs is [], a/mod.rs and a.rs are ["a"], a/b.rs is ["a", "b"] */
function modPath(file) {
  const parts = relative(src, file).replace(/\.rs$/, "").split("/");
  if (parts.at(-1) === "mod" || parts.at(-1) === "lib") parts.pop();
  return parts;
}
const byPath = new Map(all.map((f) => [modPath(f).join("::"), f]));

function strip(text) {
  // the test module and everything after it, then comments and strings
  const test = text.search(/#\[cfg\(test\)\]\s*mod\s/);
  if (test >= 0) text = text.slice(0, test);
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
}
const code = new Map(all.map((f) => [f, strip(readFileSync(f, "utf8"))]));

/** expands a use tree ("a::{b, c::d as e}") into its paths, each a list of segments */
function expand(tree) {
  tree = tree.replace(/\s+/g, "");
  const out = [];
  function walk(prefix, t) {
    const brace = t.indexOf("{");
    if (brace < 0) {
      out.push([...prefix, ...t.replace(/as\w+$/, "").split("::").filter(Boolean)]);
      return;
    }
    const head = t.slice(0, brace).split("::").filter(Boolean);
    const inner = t.slice(brace + 1, t.lastIndexOf("}"));
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= inner.length; i++) {
      const c = inner[i];
      if (c === "{") depth++;
      else if (c === "}") depth--;
      else if ((c === "," && depth === 0) || i === inner.length) {
        const part = inner.slice(start, i);
        if (part) walk([...prefix, ...head], part);
        start = i + 1;
      }
    }
  }
  walk([], tree);
  return out;
}

/** absolute crate paths named by a use or a path in `file`'s module */
function absolute(file, segs) {
  const here = modPath(file);
  if (segs[0] === "crate" || segs[0] === "$crate") return segs.slice(1);
  if (segs[0] === "self") return [...here, ...segs.slice(1)];
  if (segs[0] === "super") {
    let base = here;
    while (segs[0] === "super") {
      base = base.slice(0, -1);
      segs = segs.slice(1);
    }
    return [...base, ...segs];
  }
  return null;
}

// re-exports: `pub use a::b::{X, Y as Z};` in a module, name -> absolute target path
const reexports = new Map();
// macros defined with #[macro_export] live at the crate root
const macros = new Map();
for (const [file, text] of code) {
  const mine = new Map();
  for (const m of text.matchAll(/\bpub(?:\([^)]*\))?\s+use\s+([^;]+);/g)) {
    for (const path of expand(m[1])) {
      const abs = absolute(file, path) ?? (byPath.has([...modPath(file), path[0]].join("::")) ? [...modPath(file), ...path] : null);
      if (!abs) continue;
      const alias = /\bas\s+(\w+)\s*$/.exec(m[1]);
      mine.set(alias && expand(m[1]).length === 1 ? alias[1] : abs.at(-1), abs);
    }
  }
  reexports.set(modPath(file).join("::"), mine);
  for (const m of text.matchAll(/macro_rules!\s+(\w+)/g)) macros.set(m[1], file);
}

/** the file that defines what the absolute path names */
function resolvePath(segs, seen = 0) {
  let mod = [];
  for (let i = 0; i < segs.length; i++) {
    const child = [...mod, segs[i]].join("::");
    if (byPath.has(child)) {
      mod = [...mod, segs[i]];
      continue;
    }
    const target = reexports.get(mod.join("::"))?.get(segs[i]);
    if (target && seen < 20) return resolvePath([...target, ...segs.slice(i + 1)], seen + 1);
    if (macros.has(segs[i])) return macros.get(segs[i]);
    break;
  }
  return byPath.get(mod.join("::"));
}

const graph = new Map();
for (const [file, text] of code) {
  const deps = new Set();
  const add = (segs) => {
    const abs = absolute(file, segs);
    if (!abs) return;
    const target = resolvePath(abs);
    if (target && target !== file) deps.add(target);
  };
  for (const m of text.matchAll(/\buse\s+((?:\$?crate|super|self)\b[^;]*);/g)) for (const p of expand(m[1])) add(p);
  for (const m of text.matchAll(/(?<![\w:])(\$?crate|super)((?:::\w+)+)(!?)/g)) add([m[1], ...m[2].split("::").filter(Boolean)]);
  // a module's re-exports are its dependencies too
  graph.set(file, [...deps]);
}


const name = (f) => relative(src, f);
const layer = (f) => {
  const parts = name(f).split("/");
  return parts.length > 1 ? parts[0] + "/" : parts[0];
};
const layers = new Map();
for (const [f, deps] of graph) {
  const mine = layers.get(layer(f)) ?? new Set();
  for (const d of deps) if (layer(d) !== layer(f) && name(f) !== "lib.rs") mine.add(layer(d));
  layers.set(layer(f), mine);
}
const layerGraph = new Map([...layers].map(([k, v]) => [k, [...v]]));

if (process.argv.includes("--graph")) {
  for (const [l, deps] of [...layerGraph].sort()) console.log(`${l} -> ${deps.sort().join(", ")}`);
}
const fileCycles = cycles(graph);
const layerCycles = cycles(layerGraph);
// an edge that closes a layer cycle, to say where to look
function explain(scc) {
  const inScc = new Set(scc);
  const edges = [];
  for (const [f, deps] of graph) for (const d of deps) if (layer(f) !== layer(d) && inScc.has(layer(f)) && inScc.has(layer(d)) && name(f) !== "lib.rs") edges.push(`${name(f)} -> ${name(d)}`);
  return edges;
}
if (fileCycles.length === 0 && layerCycles.length === 0) {
  console.log(`rs-cycles: no module cycles among ${graph.size} files (${layerGraph.size} layers) of crate/src`);
} else {
  for (const c of fileCycles) console.log(`rs-cycles: files ${c.map(name).join(" <-> ")}`);
  for (const c of layerCycles) console.log(`rs-cycles: layers ${c.join(" <-> ")}: ${explain(c).join("; ")}`);
  console.log(`rs-cycles: ${fileCycles.length} file cycle(s), ${layerCycles.length} layer cycle(s)`);
  process.exit(1);
}
