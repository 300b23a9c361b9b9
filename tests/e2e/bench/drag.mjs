// A benchmark, not a test (`scripts/click-bench --drag` runs it): how long the frames are while a
// man is dragged with the mouse, per game (default the 17×17 Odin Tafl). For each game, DRAGS
// times (default 10), a man that may move is pressed, moved 6 px (the drag starts: the man is
// picked and lifted), carried to its first target in 10 steps and dropped there (the turn is
// played). A requestAnimationFrame loop in the page notes every frame; the frame in which each
// event's work lands is the gap between the frames either side of the event: the start (the
// first move), the moves, the drop (the release). Medians and worst cases are printed.
// Headless Debian Chromium, never a downloaded browser.
import { desktop } from './chromium.mjs';

const url = process.argv[2];
const games = (process.argv[3] || 'odin-17').split(',');
const drags = Number(process.env.DRAGS || 10);
const { browser, page } = await desktop();
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const centre = (sel) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, name: el.getAttribute('data-cell') };
  }, sel);

for (const game of games) {
  await page.goto(`${url}#${game}`);
  await page.waitForSelector('[data-testid="board"] .cell.movable');
  await page.evaluate(() => {
    window.__frames = [];
    window.__events = [];
    const loop = () => {
      window.__frames.push(performance.now());
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    for (const kind of ['pointerdown', 'pointermove', 'pointerup']) {
      document.addEventListener(kind, () => window.__events.push([kind, performance.now()]), true);
    }
  });
  const start = [];
  const move = [];
  const drop = [];
  for (let i = 0; i < drags; i++) {
    await pause(200);
    const from = await centre('[data-testid="board"] .cell.movable');
    if (!from) break;
    await page.evaluate(() => (window.__events = []));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await pause(100);
    await page.mouse.move(from.x + 6, from.y + 6);
    await page.waitForSelector('[data-testid="board"] image.dragged');
    await pause(100);
    const to = await centre('[data-testid="board"] .cell.target');
    if (!to) throw new Error(`${game}: no target for ${from.name}`);
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await pause(100);
    await page.mouse.up();
    await pause(400);
    const gaps = await page.evaluate(() => {
      const f = window.__frames;
      // The frame in which the work of an event at `t` lands: from the last frame before it to
      // the first after it.
      const gap = (t) => {
        const j = f.findIndex((x) => x > t);
        return j > 0 ? f[j] - f[j - 1] : NaN;
      };
      const moves = window.__events.filter((e) => e[0] === 'pointermove');
      const down = window.__events.find((e) => e[0] === 'pointerdown');
      const up = window.__events.find((e) => e[0] === 'pointerup');
      const first = moves.find((e) => e[1] > down[1]);
      return {
        start: gap(first[1]),
        move: Math.max(...moves.filter((e) => e !== first && e[1] > first[1]).map((e) => gap(e[1]))),
        drop: gap(up[1]),
      };
    });
    start.push(gaps.start);
    move.push(gaps.move);
    drop.push(gaps.drop);
  }
  const stat = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, worst ${s[s.length - 1].toFixed(1)}`;
  };
  console.log(`${game.padEnd(10)} frame at the start: ${stat(start)}; longest while moving: ${stat(move)}; at the drop: ${stat(drop)}; ${start.length} drags`);
}
await browser.close();
