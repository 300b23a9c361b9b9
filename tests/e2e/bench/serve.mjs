// The benchmarks' static host: a built dist/ served on 127.0.0.1 (a free port) with gzip -9, as
// GitHub Pages serves it: each file with an ETag of its content (a request naming it answered 304,
// no body) and `no-cache` (the browser asks again before it uses its copy). With `{ http2: true }`
// it speaks HTTP/2 over TLS as GitHub Pages does (every file on one connection, not six at a time;
// a certificate of its own, made by openssl for the run: the context must ignore HTTPS errors).
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A self-signed certificate for 127.0.0.1: `{ key, cert }`. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serve `dist` at `base` (`/`, or a project's sub-path as GitHub Pages serves it): `{ origin,
 * close }` (origin: `http://127.0.0.1:PORT`, or `https://…` with `{ http2: true }`). */
export async function serve(dist, { http2 = false, base = '/' } = {}) {
  const zipped = new Map();
  const handle = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(base)) return void res.writeHead(404).end();
    const rel = normalize(path.slice(base.length) || 'index.html');
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
  };
  const server = http2 ? createSecureServer({ ...certificate(), allowHTTP1: false }, handle) : createServer(handle);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const scheme = http2 ? 'https' : 'http';
  return { origin: `${scheme}://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

// As a command (scripts/lighthouse): `node bench/serve.mjs DIST BASE [--h2]` serves until killed and
// prints the page's address.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist, base = '/'] = process.argv.slice(2).filter((a) => a !== '--h2');
  const { origin } = await serve(dist, { http2: process.argv.includes('--h2'), base });
  console.log(`${origin}${base}`);
}
