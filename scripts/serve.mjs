#!/usr/bin/env node
// Serves a production build the way a static host would: text files gzip-compressed
// for browsers that accept it, '/' is index.html
// (the prerendered home page), a product's address its own page file (the frame with
// the product's head: product/<name>/<cor>.html, else product/<name>.html), any other
// address of the app app.html (the page frame), hashed files are cached for a year,
// HTML always revalidated.
// With API_PROXY=http://127.0.0.1:4184, addresses under /api/ go to that server (the /api taken off),
// so a page reaches a real API on its own origin (the browser tests' http project: `api` switch).
// Usage: node scripts/serve.mjs [dir=dist] [port=4173]
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(urlPath) {
  let path;
  try {
    path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  } catch {
    return null;
  }
  const full = join(root, path);
  if (!full.startsWith(root)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * A product's own page file (scripts/webpack/sitePagesPlugin.ts): the colour's in ?cor=, else
 * the name's; null when the build has neither.
 */
function productPage(url) {
  // The name stays as the address encodes it; fileFor decodes it as it decodes any path.
  const name = /^\/product\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!name) return null;
  const colour = url.searchParams.get('cor');
  // A name or colour that climbs out of product/ (`..%2Findex`) is no product's page.
  const page = (path) => fileFor(path)?.startsWith(join(root, 'product', sep)) ?? false;
  const candidates = [
    ...(colour ? [`/product/${name}/${encodeURIComponent(colour)}.html`] : []),
    `/product/${name}.html`,
  ];
  const found = candidates.find(page);
  return found ? fileFor(found) : null;
}

/** The frame other addresses start from; builds without one use index.html. */
function appShell() {
  return fileFor('/app.html') ?? join(root, 'index.html');
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.webmanifest', '.xml', '.txt']);
const compressed = new Map();

/** The file gzip-compressed, once per version of the file. */
function gzipped(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  if (!compressed.has(key)) compressed.set(key, gzipSync(readFileSync(file)));
  return compressed.get(key);
}

const apiProxy = process.env.API_PROXY ? new URL(process.env.API_PROXY) : null;

/** Sends the request on to API_PROXY as it came, and its answer back. */
function proxy(req, res, path) {
  const upstream = httpRequest(
    { host: apiProxy.hostname, port: apiProxy.port, method: req.method, path, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end('Bad gateway'));
  req.pipe(upstream);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (apiProxy && url.pathname.startsWith('/api/')) {
    proxy(req, res, `${url.pathname.slice('/api'.length)}${url.search}`);
    return;
  }
  const file = fileFor(url.pathname);
  // Unknown paths with a file extension are real 404s; everything else is the app.
  if (!file && extname(url.pathname) && !url.pathname.startsWith('/product/')) {
    res.writeHead(404).end('Not found');
    return;
  }
  const target = file ?? (url.pathname === '/' ? join(root, 'index.html') : (productPage(url) ?? appShell()));
  const immutable = /\/js\/.+\.[0-9a-f]{10}\.js$/.test(target);
  const headers = {
    'Content-Type': types[extname(target)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (COMPRESSIBLE.has(extname(target)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const body = gzipped(target);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length }).end(body);
    return;
  }
  res.writeHead(200, headers);
  createReadStream(target).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}`);
});
