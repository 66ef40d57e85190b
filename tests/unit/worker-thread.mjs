// For tests/unit/computer.test.mjs: the computer's Web Worker (dist/js/engine/worker.js) run in a Node
// worker thread, with the little of a worker's global scope it uses (postMessage and message
// events, and a fetch of the engine's files in dist/pkg/: the worker fetches its wasm itself;
// anything else, the endgame databases included, is not found, as before there was a fetch).
// Not a test file.
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";

const netFetch = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const u = new URL(url);
  if (u.protocol !== "file:") return netFetch(url, init);
  if (!u.pathname.includes("/dist/pkg/")) return new Response(null, { status: 404 });
  const type = u.pathname.endsWith(".wasm") ? "application/wasm" : "application/octet-stream";
  try {
    return new Response(await readFile(u), { headers: { "content-type": type } });
  } catch {
    return new Response(null, { status: 404 });
  }
};

globalThis.postMessage = (m) => parentPort.postMessage(m);
globalThis.addEventListener = (type, listener) => {
  if (type === "message") parentPort.on("message", (data) => listener({ data }));
};
await import(workerData.url);
