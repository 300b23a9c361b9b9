// Offline and installable: the manifest and its icons, a service worker that precaches the build
// (scripts/trunk-post-build.py writes its list), a game played with the network cut (the computer
// opponent too), and a new build picked up through "A new version is ready — reload".
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, play, status, computerPlays } from './helpers';

const ROOT = resolve(__dirname, '../..');

/** Wait until a service worker controls the page (the first visit is claimed without a reload). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  // Every file of the build is in the cache: the worker is active.
  await page.evaluate(() => navigator.serviceWorker.ready);
}

test.describe('Offline and installable', () => {
  test('the manifest is linked and valid, a service worker controls the page, Chromium finds it installable', async ({
    page,
    context,
  }) => {
    await page.goto('./');
    await expect(board(page)).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest.name).toContain('Runeboard');
    expect(manifest.short_name).toBe('Runeboard');
    expect(manifest.display).toBe('standalone');
    // Relative: the page works from any sub-path.
    expect(manifest.start_url).toBe('./');
    expect(manifest.scope).toBe('./');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const r = await page.request.get(icon.src);
      expect(r.ok(), icon.src).toBe(true);
      expect(r.headers()['content-type']).toBe('image/png');
      // The PNG's own width and height (IHDR) are the sizes the manifest states.
      const png = await r.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    await controlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('./', page.url()).href);
    // Chromium's own verdict (what it checks before offering to install).
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito windows, where Chromium never installs: the one error
    // that may stand (scripts/lighthouse, in a normal profile, checks the page without it).
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('after one visit, the page opens and a game is played with the network cut, the computer too', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('./#chess');
    await expect(board(page)).toBeVisible();
    await controlled(page);
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId('game-select')).toHaveValue('chess');
    await cell(page, 'e2').click();
    await cell(page, 'e4').click();
    await expect(moves(page)).toHaveText(['e4']);
    await expect(status(page)).toContainText('Black to move');
    // The computer opponent's worker (ai-worker.js and its wasm) comes from the cache as well.
    await computerPlays(page, '1', 1);
    await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
    await expect(status(page)).toContainText('White to move');
    // Another game, offline.
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(board(page)).toBeVisible();
    await context.setOffline(false);
  });

  test('after one visit, the rules (never opened online), the position editor, a lesson, the analysis and a game of the chunk of games open with the network cut, the chunks from the cache', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('./#chess');
    await expect(board(page)).toBeVisible();
    await controlled(page);
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(board(page)).toBeVisible();
    // The page is one module; the rules, the position editor, the lessons' panel and the analysis's
    // lines are its chunk of parts (src/lazy.rs), Odin's Rune its chunk of games: each from the
    // cache. The module itself, from the cache: a game is played.
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    // The rules text is a file of its own, fetched when the panel opens: from the cache.
    await page.getByTestId('rules').click();
    const rules = page.getByTestId('rules-panel');
    await expect(rules.getByTestId('move-diagram').first()).toBeVisible();
    await expect(rules.locator('.legend li').first()).toBeVisible();
    await expect(rules.getByTestId('rules-failed')).toHaveCount(0);
    await page.getByTestId('rules-close').click();
    // The position editor.
    await page.getByTestId('setup').click();
    await expect(page.getByTestId('editor')).toBeVisible();
    await expect(page.getByTestId('setup-verdict')).toHaveText('The rules accept this position.');
    await page.getByTestId('setup-cancel').click();
    await expect(page.getByTestId('editor')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);
    // A lesson, of a game of the chunk of games.
    await page.getByTestId('game-select').selectOption('odins-rune');
    await expect(page.getByTestId('game-select')).toHaveValue('odins-rune');
    const lessons = page.getByTestId('studies');
    await lessons.locator(':scope > summary').click();
    await expect(lessons.locator('[data-source="builtin"]').getByTestId('study-chapter')).toHaveCount(6);
    await lessons.locator('[data-lesson="odins-rune-6"]').click();
    await expect(page.getByTestId('study-text')).toContainText('White to move');
    await page.getByTestId('study-leave').click();
    // The analysis (its worker from the cache as well).
    await page.getByTestId('analysis-toggle').click();
    await expect(page.getByTestId('analysis-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('analysis-line').first()).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('analysis-toggle').click();
    // A link to a game of the chunk of games, opened afresh: the module and the chunk, from the
    // cache, and the game playable (White's first turn is a drop from its reserve).
    await page.goto('./#orphic');
    await page.reload();
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId('reserve-option').first()).toBeEnabled();
    await context.setOffline(false);
  });

  // The service worker's precache asks for every file of the build; what the page has just loaded
  // comes from the browser's HTTP cache (a file named by its content's hash) or is answered 304 (any
  // other, asked again with its validator): no file's bytes come twice. (They all did: the precache
  // went past the HTTP cache, `cache: 'reload'`.)
  test('the first visit precaches the build without fetching again what the page loaded', async ({ browser }) => {
    test.setTimeout(60_000);
    const dist = join(ROOT, 'dist');
    const bodies = new Map<string, number>();
    // When each request arrived and each chunk was answered (the chunks held back a while).
    const events: string[] = [];
    const isChunk = (p: string) => /\/chunk-[^/]*\.wasm$/.test(p);
    const server = await serve(
      () => dist,
      (path, status) => {
        if (status === 200) bodies.set(path, (bodies.get(path) ?? 0) + 1);
        if (isChunk(path)) events.push('answered ' + path);
      },
      { arrived: (path) => events.push('arrived ' + path), delay: (path) => (isChunk(path) ? 400 : 0) },
    );
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sub/runeboard/`;
      await page.goto(base + 'index.html#chess');
      await expect(board(page)).toBeVisible();
      await play(page, 'e2', 'e4');
      await controlled(page);
      const cached = await page.evaluate(async () => {
        const cache = await caches.open((await caches.keys())[0]);
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
      // The page's own files, loaded before the worker precached them…
      const loaded = cached.filter((p) => /(index\.html|runeboard-app-.*|style-.*|boot-.*)$/.test(p));
      expect(loaded.length).toBeGreaterThanOrEqual(5);
      // …and every file of the build were sent once, none twice.
      expect([...bodies].filter(([, n]) => n > 1)).toEqual([]);
      expect(cached.filter((p) => !bodies.has(p))).toEqual([]);
      // The chunks (the parts a click opens) were precached first: the files only the worker asks
      // for here (the rules' and lessons' texts, the puzzles, the computer's worker) were asked for
      // once every chunk was in.
      // (Each chunk's first answer: the page asks for the chunk of parts again once it is cached.)
      const answered = events.flatMap((e, i) => (e.startsWith('answered ') && events.indexOf(e) === i ? [i] : []));
      const later = events.flatMap((e, i) => (/^arrived .*(\/(rules|lessons|puzzles)\/|\/ai-worker)/.test(e) ? [i] : []));
      expect(answered.length).toBeGreaterThanOrEqual(2);
      expect(later.length).toBeGreaterThan(0);
      expect(Math.max(...answered)).toBeLessThan(Math.min(...later));
    } finally {
      await context.close();
      server.close();
    }
  });

  test('a new build is offered ("A new version is ready — reload") and picked up after Reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const dist = join(ROOT, 'dist');
    expect(existsSync(join(dist, 'sw.js')), 'run trunk build first').toBe(true);
    // Build B: the same build with a changed asset, its worker list written again by the hook.
    const tmp = mkdtempSync(join(tmpdir(), 'runeboard-pwa-'));
    const builds = { a: join(tmp, 'a'), b: join(tmp, 'b') };
    cpSync(dist, builds.a, { recursive: true, dereference: true });
    cpSync(dist, builds.b, { recursive: true, dereference: true });
    const index = join(builds.b, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<title>Runeboard</title>', '<title>Runeboard B</title>'));
    execFileSync('python3', [join(ROOT, 'scripts/trunk-post-build.py')], {
      env: { ...process.env, TRUNK_STAGING_DIR: builds.b },
    });
    const swA = readFileSync(join(builds.a, 'sw.js'), 'utf8');
    const swB = readFileSync(join(builds.b, 'sw.js'), 'utf8');
    expect(swB).not.toEqual(swA);
    let current = builds.a;
    const server = await serve(() => current);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sub/runeboard/`;
      await page.goto(base);
      await expect(board(page)).toBeVisible();
      await expect(page).toHaveTitle('Runeboard');
      await controlled(page);
      // Deploy B. The page keeps running A until the person chooses to reload.
      current = builds.b;
      await page.reload();
      await expect(board(page)).toBeVisible();
      await expect(page).toHaveTitle('Runeboard');
      await expect(page.getByTestId('update-ready')).toContainText('A new version is ready — reload');
      await page.getByTestId('update-reload').click();
      await expect(page).toHaveTitle('Runeboard B');
      await expect(board(page)).toBeVisible();
      await expect(page.getByTestId('update-ready')).toHaveCount(0);
      // B's cache replaced A's.
      const caches = await page.evaluate(() => caches.keys());
      expect(caches).toHaveLength(1);
      expect(swB).toContain(caches[0].replace('runeboard-', ''));
    } finally {
      server.close();
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** A static server for /sub/runeboard/, from whichever directory `root()` names at each request,
 * as a static host is: each file with a validator (an ETag of its content), a request that names
 * the file's own answered 304 with no body. `sent` hears every answer (the path, 200 or 304). */
async function serve(
  root: () => string,
  sent?: (path: string, status: number) => void,
  hooks: { arrived?: (path: string) => void; delay?: (path: string) => number } = {},
): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    hooks.arrived?.(path);
    const wait = hooks.delay?.(path) ?? 0;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const prefix = '/sub/runeboard/';
    if (!path.startsWith(prefix)) return void res.writeHead(404).end();
    const rel = normalize(path.slice(prefix.length) || 'index.html');
    const file = join(root(), rel);
    if (rel.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    const body = readFileSync(file);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', etag };
    const status = req.headers['if-none-match'] === etag ? 304 : 200;
    sent?.(path, status);
    res.writeHead(status, headers);
    res.end(status === 200 ? body : undefined);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}
