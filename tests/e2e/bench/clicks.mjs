// A benchmark, not a test (scripts/click-bench runs it): how long a click on a man takes to show
// on the board. For each game, 20 times: a pointerdown and a click on a man that can move are
// dispatched in the page at a random moment between frames (as a player's click comes), and two
// times are read from the pointerdown: when the board's DOM shows the change (the man picked, or
// put down again; a MutationObserver sees it) — the work the click costs — and the first
// animation frame after it, when it is painted. Medians and ranges are printed.
// Headless Debian Chromium, never a downloaded browser.
import { desktop } from './chromium.mjs';

const url = process.argv[2];
const games = (process.argv[3] || 'odin-17,odins-rune,tyr-11,keltic').split(',');
const clicks = Number(process.env.CLICKS || 20);
const { browser, page } = await desktop();
for (const game of games) {
  await page.goto(`${url}#${game}`);
  await page.waitForSelector('[data-testid="board"] .cell.movable');
  const times = await page.evaluate(async (n) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const cell = document.querySelector('[data-testid="board"] .cell.movable');
    const out = { dom: [], frame: [] };
    for (let i = 0; i < n; i++) {
      const wasPicked = cell.classList.contains('selected');
      await frame();
      await new Promise((r) => setTimeout(r, Math.random() * 16));
      let changed = null;
      const seen = new Promise((resolve) => {
        const obs = new MutationObserver(() => {
          if (cell.classList.contains('selected') !== wasPicked) {
            changed = performance.now();
            obs.disconnect();
            resolve(null);
          }
        });
        obs.observe(cell, { attributes: true, attributeFilter: ['class'] });
      });
      const t0 = performance.now();
      const at = { bubbles: true, cancelable: true, button: 0 };
      cell.dispatchEvent(new PointerEvent('pointerdown', at));
      cell.dispatchEvent(new PointerEvent('pointerup', at));
      cell.dispatchEvent(new MouseEvent('click', at));
      await seen;
      await frame();
      out.dom.push(changed - t0);
      out.frame.push(performance.now() - t0);
    }
    return out;
  }, clicks);
  const stat = (xs) => {
    xs.sort((a, b) => a - b);
    const m = xs[Math.floor(xs.length / 2)];
    return `median ${m.toFixed(1)} ms (${xs[0].toFixed(1)}–${xs[xs.length - 1].toFixed(1)})`;
  };
  console.log(
    `${game.padEnd(12)} board changed: ${stat(times.dom)}; painted frame: ${stat(times.frame)}; ${clicks} clicks`,
  );
}
await browser.close();
