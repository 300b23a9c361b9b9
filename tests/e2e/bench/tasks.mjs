// A benchmark, not a test: the page's main-thread tasks on a first visit, as Lighthouse observes
// them (a 412×823 touch screen, no throttling: Lighthouse's simulation multiplies these by 4, so a
// task over 12.5 ms here is a long task there, and counts in its Total Blocking Time). The
// service worker is allowed (HTTP on 127.0.0.1), as a visitor has it, so the chunks' warm-up
// (src/lazy.rs `use_warm`) is traced too. Prints, per run, each task over MIN ms: when it started
// after the navigation, how long it took, and its longest parts (wasm and JS calls by file).
//
//   node bench/tasks.mjs DIST [RUNS] [GAME] [MIN]     (from tests/e2e; 3 runs, keltic, 8 ms)
// Headless Debian Chromium, never a downloaded browser.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from './serve.mjs';

const [dist, runs = '3', game = 'keltic', min = '8'] = process.argv.slice(2);
if (!dist || !existsSync(join(dist, 'index.html'))) {
  console.error('usage: node bench/tasks.mjs DIST [RUNS] [GAME] [MIN_MS]');
  process.exit(2);
}
const server = await serve(dist, { base: '/sub/runeboard/' });
const url = `${server.origin}/sub/runeboard/#${game}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'loading'];

for (let run = 1; run <= Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.getByTestId('board').waitFor();
  await page.waitForTimeout(5000); // the service worker's install and the warm-up after it
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // The page's main thread: the renderer thread that parsed the page.
  const parse = events.find((e) => e.name === 'ParseHTML');
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const start = events.find((e) => e.pid === parse.pid && e.tid === parse.tid && e.name === 'CommitLoad')?.ts ?? Math.min(...thread.map((e) => e.ts));
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.dur > Number(min) * 1000);
  console.log(`run ${run}: ${tasks.length} tasks over ${min} ms, ${(tasks.reduce((s, t) => s + t.dur, 0) / 1000).toFixed(0)} ms in all`);
  for (const t of tasks) {
    const parts = thread
      .filter((e) => e !== t && e.name !== 'RunTask' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1500)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((e) => `${e.name}${e.args?.data?.url ? ` (${e.args.data.url.split('/').pop().replace(/-[0-9a-f]{15,16}/, '')})` : ''} ${(e.dur / 1000).toFixed(1)}`);
    console.log(`  ${((t.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(t.dur / 1000).toFixed(1).padStart(5)} ms  ${parts.join(' | ')}`);
  }
}
await browser.close();
server.close();
