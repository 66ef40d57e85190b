// For tests/unit/computer.test.mjs: the computer's Web Worker (dist/js/worker.js) run in a Node
// worker thread, with the little of a worker's global scope it uses (postMessage and message
// events). Not a test file.
import { parentPort, workerData } from "node:worker_threads";

globalThis.postMessage = (m) => parentPort.postMessage(m);
globalThis.addEventListener = (type, listener) => {
  if (type === "message") parentPort.on("message", (data) => listener({ data }));
};
await import(workerData.url);
