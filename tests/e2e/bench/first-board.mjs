// A benchmark, not a test: the time from navigation to the first drawn board on a first visit,
// under Lighthouse's mobile throttling (slow 4G: 562.5 ms round trip, 1.47 Mbit/s down, 0.61 Mbit/s
// up, through the DevTools protocol's Network.emulateNetworkConditions; the CPU slowed 4×), with
// the files served gzip -9 as a static host serves them. Each run is a fresh context (empty
// cache, no service worker). Prints each run and the median; also the bytes the page fetched
// before the board was drawn.
//
//   node bench/first-board.mjs DIST [RUNS] [GAME] [--h2]     (from tests/e2e; DIST: a built dist/)
// --h2: served over HTTP/2 (TLS), as GitHub Pages serves it; without it, HTTP/1.1 (six
// connections at a time, each file's request waiting its turn).
// Headless Debian Chromium, never a downloaded browser.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { slow4g } from './chromium.mjs';

const h2 = process.argv.includes('--h2');
const [dist, runsArg, gameArg] = process.argv.slice(2).filter((a) => a !== '--h2');
const runs = Number(runsArg || 5);
const game = gameArg || 'chess';
if (!dist || !existsSync(join(dist, 'index.html'))) {
  console.error('usage: node bench/first-board.mjs DIST [RUNS] [GAME] [--h2]');
  process.exit(2);
}

const server = await serve(dist, { http2: h2 });
const url = `${server.origin}/#${game}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const times = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block', ignoreHTTPSErrors: h2 });
  const page = await context.newPage();
  const cdp = await slow4g(context, page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  // The first frame painted with the board's cells in the DOM, from navigation start.
  await page.addInitScript(() => {
    const seen = () => {
      if (!document.querySelector('[data-testid="board"] .cell')) return false;
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__boardAt = performance.now())));
      return true;
    };
    new MutationObserver((_, obs) => seen() && obs.disconnect()).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__boardAt !== undefined, null, { timeout: 120_000, polling: 100 });
  const at = await page.evaluate(() => window.__boardAt);
  if (i === 0) {
    const protocols = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => e.nextHopProtocol))]);
    console.log(`protocols: ${protocols.join(', ')}`);
  }
  times.push(at);
  console.log(`run ${i + 1}: first drawn board ${(at / 1000).toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KiB fetched by then`);
  await context.close();
}
times.sort((a, b) => a - b);
console.log(`median of ${runs}: ${(times[Math.floor(runs / 2)] / 1000).toFixed(2)} s (${game}, slow 4G, CPU ×4, ${h2 ? 'HTTP/2' : 'HTTP/1.1'})`);
await browser.close();
server.close();
