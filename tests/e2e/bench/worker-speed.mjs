// A benchmark, not a test: how fast the computer's worker (ai-worker.js and its wasm, as a build
// wrote them) searches in Chromium: the nodes it searches in a fixed time at level 5, from a few
// positions, each build's worker started the way the page starts it (a blob that runs
// `importScripts`). Builds are measured in turn, position by position, so that the machine's load
// falls on all of them alike; prints each search, then each build's mean and its ratio to the first.
//
//   node bench/worker-speed.mjs DIST [DIST…] [--rounds N] [--ms MS]     (from tests/e2e)
// Headless Debian Chromium, never a downloaded browser.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const rounds = option('--rounds', 3);
const ms = option('--ms', 3000);
const dists = args;
if (!dists.length || dists.some((d) => !existsSync(join(d, 'ai-worker_bg.wasm')))) {
  console.error('usage: node bench/worker-speed.mjs DIST [DIST…] [--rounds N] [--ms MS]');
  process.exit(2);
}
const POSITIONS = [
  ['chess', []],
  ['chess', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']],
  ['keltic', []],
  ['tyr-11', []],
  ['orphic', []],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const builds = [];
for (const dist of dists) {
  const server = await serve(dist);
  const page = await browser.newPage();
  // A file of the build's origin that runs nothing (the page itself would boot the app).
  await page.goto(`${server.origin}/manifest.webmanifest`);
  builds.push({ dist, server, page, rates: [] });
}

/** One search by the build's worker: its answer (`done`, with the nodes searched). */
const search = (page, request) =>
  page.evaluate(
    (request) =>
      new Promise((resolve) => {
        const base = location.href.replace(/[^/]*$/, '');
        const src = `importScripts(${JSON.stringify(base + 'ai-worker.js')}); wasm_bindgen({ module_or_path: ${JSON.stringify(base + 'ai-worker_bg.wasm')} });`;
        const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
        worker.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.kind === 'ready') worker.postMessage(JSON.stringify(request));
          if (m.kind === 'done' || m.kind === 'error') {
            worker.terminate();
            resolve(m);
          }
        };
      }),
    request,
  );

for (let round = 1; round <= rounds; round++) {
  for (const [game, turns] of POSITIONS) {
    const line = [];
    for (const b of builds) {
      const m = await search(b.page, { id: 1, game, turns, level: 5, movetime_ms: ms, seed: 1 });
      if (m.kind !== 'done') throw new Error(`${b.dist}: ${JSON.stringify(m)}`);
      b.rates.push(m.thought.nodes / ms);
      line.push(`${(m.thought.nodes / ms).toFixed(0).padStart(5)} k nodes/s (depth ${m.thought.depth})`);
    }
    console.log(`round ${round}, ${game} after ${turns.length} turns:`.padEnd(34), line.join('   '));
  }
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const b of builds) {
  const ratios = b.rates.map((r, i) => r / builds[0].rates[i]);
  console.log(`${b.dist}: mean ${mean(b.rates).toFixed(0)} k nodes/s, ×${mean(ratios).toFixed(3)} the first (each search against the first's)`);
}
for (const b of builds) b.server.close();
await browser.close();
