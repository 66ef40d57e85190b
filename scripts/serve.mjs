#!/usr/bin/env node
// A tiny static file server for dist/ (no dependencies), gzip as a static host serves it.
// Bound to 127.0.0.1.
//
//   node scripts/serve.mjs            # PORT env or 8080; the next free port if busy
//   import { serve } from "./serve.mjs"; const { url, close } = await serve({ port: 0 });

import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = fileURLToPath(new URL(".", import.meta.url));
export const DEFAULT_ROOT = resolve(HERE, "..", "dist");

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".pdn": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

// Compressed when the browser takes gzip, as a static host does: the text types and the wasm
// (not the endgame databases, already gzipped files the worker inflates itself).
const COMPRESSED = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".wasm", ".svg", ".txt", ".pdn", ".webmanifest"]);
/** file -> { key, body }: each file gzipped once while it is unchanged. */
const gzipped = new Map();

async function gzippedBody(file, st) {
  const key = `${st.size}:${st.mtimeMs}`;
  const hit = gzipped.get(file);
  if (hit !== undefined && hit.key === key) return hit.body;
  const body = gzipSync(await readFile(file));
  gzipped.set(file, { key, body });
  return body;
}

function send(res, status, text) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(text);
}

function handler(root) {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      return send(res, 405, "method not allowed\n");
    }
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      return send(res, 400, "bad request\n");
    }
    if (path.includes("\0")) return send(res, 400, "bad request\n");
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return send(res, 403, "forbidden\n");
    try {
      let st = await stat(file);
      if (st.isDirectory()) {
        if (!path.endsWith("/")) {
          res.writeHead(301, { location: `${path}/` });
          return res.end();
        }
        file = join(file, "index.html");
        st = await stat(file);
      }
      if (!st.isFile()) return send(res, 404, "not found\n");
      const ext = extname(file).toLowerCase();
      const headers = {
        "content-type": MIME[ext] ?? "application/octet-stream",
        "content-length": st.size,
        "cache-control": "no-cache",
        "x-content-type-options": "nosniff",
        // as GitHub Pages does: a page on another site may load the <omni-draughts> element
        "access-control-allow-origin": "*",
      };
      if (COMPRESSED.has(ext)) {
        headers.vary = "accept-encoding";
        if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
          const body = await gzippedBody(file, st);
          res.writeHead(200, { ...headers, "content-encoding": "gzip", "content-length": body.length });
          return res.end(req.method === "HEAD" ? undefined : body);
        }
      }
      res.writeHead(200, headers);
      if (req.method === "HEAD") return res.end();
      createReadStream(file).pipe(res);
    } catch {
      send(res, 404, "not found\n");
    }
  };
}

/**
 * Starts the server. `port: 0` picks a free port. With `tryNext`, a busy port
 * makes it try the following ones (up to 20).
 * Resolves to { server, port, url, close() }.
 */
export async function serve({ root = DEFAULT_ROOT, port = 8080, host = "127.0.0.1", tryNext = false } = {}) {
  const absRoot = resolve(root);
  const attempts = tryNext && port !== 0 ? 20 : 1;
  let lastError;
  for (let i = 0; i < attempts; i++) {
    const server = createServer(handler(absRoot));
    try {
      await new Promise((ok, fail) => {
        server.once("error", fail);
        server.listen(port + i, host, () => {
          server.off("error", fail);
          ok();
        });
      });
    } catch (e) {
      lastError = e;
      if (e?.code === "EADDRINUSE") continue;
      throw e;
    }
    const actual = server.address().port;
    return {
      server,
      port: actual,
      url: `http://${host}:${actual}/`,
      close: () => new Promise((ok) => server.close(() => ok())),
    };
  }
  throw lastError;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const port = process.env.PORT ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: bad PORT ${process.env.PORT}`);
    process.exit(2);
  }
  try {
    await stat(join(DEFAULT_ROOT, "index.html"));
  } catch {
    console.error("serve: dist/index.html is missing; run 'npm run build' first");
    process.exit(1);
  }
  const { url } = await serve({ port, tryNext: true });
  console.log(`omnidraughts: serving dist/ at ${url}`);
}
