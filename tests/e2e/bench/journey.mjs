// A benchmark, not a test: the bytes a visitor's journeys fetch (issue #38's targets), gzip on the
// wire as a static host serves the files (gzip -9), a fresh context each (empty cache, no service
// worker), per game:
//   1. a link to the game, until its board is playable (drawn, men that may move marked or a
//      reserve man offered, no part of the page still loading);
//   2. then a game against the computer (it plays the side to move, level 1), until its first
//      reply is in the move list.
// Every request counts (the page's, its workers'), headers included. Prints a table and the
// targets (≤ 350 KB and ≤ 600 KB, KB = 1000 bytes).
//
//   node bench/journey.mjs DIST [GAMES]      (from tests/e2e; GAMES: ids, comma-separated)
//   FILES=1 node bench/journey.mjs …          (also each file of the board's journey, its bytes)
// Headless Debian Chromium, never a downloaded browser.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from './serve.mjs';

const dist = process.argv[2];
const games = (process.argv[3] || 'keltic,chess,odins-rune,orphic,tyr-11,odin-15,odin-17,spindecision').split(',');
if (!dist || !existsSync(join(dist, 'index.html'))) {
  console.error('usage: node bench/journey.mjs DIST [GAMES]');
  process.exit(2);
}
const server = await serve(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const kb = (n) => (n / 1000).toFixed(1).padStart(7);
console.log('game          board (KB)   + computer\'s first reply (KB)   files fetched');
for (const game of games) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  let bytes = 0;
  const pending = [];
  const files = new Set();
  const each = [];
  context.on('requestfinished', (request) =>
    pending.push(
      request.sizes().then((s) => {
        bytes += s.responseBodySize + s.responseHeadersSize;
        files.add(new URL(request.url()).pathname.split('/').pop());
        each.push([new URL(request.url()).pathname.split('/').pop(), s.responseBodySize + s.responseHeadersSize]);
      }),
    ),
  );
  const settled = async () => {
    // (Until no request has finished for half a second.)
    let seen = -1;
    while (seen !== pending.length) {
      seen = pending.length;
      await page.waitForTimeout(500);
    }
    await Promise.all(pending);
    return bytes;
  };
  await page.goto(`${server.origin}/#${game}`);
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="board"] .cell.movable') ||
      document.querySelector('[data-testid="reserve-option"]:not([disabled])'),
    null,
    { timeout: 60_000 },
  );
  const board = await settled();
  if (process.env.FILES) {
    for (const [name, n] of [...each].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(n)}  ${name}`);
  }
  await page.getByTestId('computer-level').selectOption('1');
  await page.getByTestId('computer-sides').selectOption('0');
  await page.getByTestId('move-list').getByTestId('move').first().waitFor({ timeout: 60_000 });
  const reply = await settled();
  console.log(`${game.padEnd(14)}${kb(board)}        ${kb(reply)}                    ${files.size}`);
  await context.close();
}
console.log('targets: a playable board ≤ 350 KB; the computer\'s first reply ≤ 600 KB');
await browser.close();
server.close();
