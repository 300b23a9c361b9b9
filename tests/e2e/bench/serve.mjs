// The benchmarks' static host: a built dist/ served on 127.0.0.1 (a free port) with gzip -9, as
// GitHub Pages serves it: each file with an ETag of its content (a request naming it answered 304,
// no body) and `no-cache` (the browser asks again before it uses its copy).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Serve `dist`: `{ origin, close }` (origin: `http://127.0.0.1:PORT`). */
export async function serve(dist) {
  const zipped = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const rel = normalize(path.slice(1) || 'index.html');
    const file = join(dist, rel);
    if (rel.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const headers = { 'content-type': type, 'cache-control': 'no-cache', etag };
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
    if (!type.startsWith('image/png') && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      if (!zipped.has(file)) zipped.set(file, gzipSync(body, { level: 9 }));
      body = zipped.get(file);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
