// Locators and steps shared by the end-to-end specs. The app marks its parts with data-testid and
// each board cell with data-cell="<name>" and classes for its highlight state.
import { test as base, expect, Page, Worker } from '@playwright/test';

/**
 * Playwright's `test`, failing every test in which the page threw or logged an error: whatever is
 * clicked, typed, stored or linked, the app must never panic.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export const board = (page: Page) => page.getByTestId('board');
export const cell = (page: Page, name: string) => board(page).locator(`[data-cell="${name}"]`);
export const moves = (page: Page) => page.getByTestId('move-list').getByTestId('move');
export const status = (page: Page) => page.getByTestId('status');
export const stop = (page: Page) => page.getByTestId('stop-here');

/** Open the page on the game with this id and wait for its board. */
export async function open(page: Page, id: string) {
  await page.goto(`./#${id}`);
  await expect(board(page)).toBeVisible();
  await expect(page.getByTestId('game-select')).toHaveValue(id);
}

/** Load a position through the Position box and check that it was accepted as written. */
export async function loadPosition(page: Page, text: string) {
  await page.getByTestId('position-input').fill(text);
  await page.getByTestId('position-load').click();
  await expect(page.getByTestId('position-error')).toHaveCount(0);
  await expect(page.getByTestId('position-text')).toHaveValue(text);
}

/** The names of the cells that carry a highlight class, sorted. */
export async function cellsWithClass(page: Page, cls: string): Promise<string[]> {
  const names = await board(page)
    .locator(`[data-cell].${cls}`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell') ?? ''));
  return names.sort();
}

// The computer opponent's controls.
export const sides = (page: Page) => page.getByTestId('computer-sides');
export const level = (page: Page) => page.getByTestId('computer-level');
export const thinking = (page: Page) => page.getByTestId('thinking');
export const over = (page: Page) => page.getByTestId('play-again');

/** Let the computer play side `side` ("0", "1", "all" or "none") at `lvl`. */
export async function computerPlays(page: Page, side: string, lvl: number) {
  await level(page).selectOption(String(lvl));
  await sides(page).selectOption(side);
}

/** A 36-turn Keltic game (a game review of it takes a while), and its link. */
export const LONG_KELTIC = (
  'f4 i4 hxi4 gxf4 ixh5 fxg3 hxg6 gxf2+ Kxf2 a4 gxf7=Q+ Kxf7 b4 Ng4+ Kg3 f4+ exf4 Nxi3 Rf2 ' +
  'exf4+ Rxf4+ Nf5+ Kh3 cxb4 cxb4 Rxc2 Bxc2 Qxe2 Bxe2 Ke6 d4 Ne7 Kxi3 e5 Re4 Ng6'
).split(' ');
export const longKeltic = `./#game=keltic&turns=${LONG_KELTIC.map(encodeURIComponent).join('+')}`;

/** The longest gap between two animation frames (ms) over the next `ms` milliseconds, measured
 * inside the page (the timing specs: the page keeps painting while a worker searches). */
export async function longestFrame(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let last = performance.now();
        let worst = 0;
        const end = last + ms;
        const tick = (now: number) => {
          worst = Math.max(worst, now - last);
          last = now;
          if (now < end) requestAnimationFrame(tick);
          else resolve(worst);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

/** Clicks Undo and measures inside the page (ms) until the move list has `left` turns. */
export async function undoTime(page: Page, left: number): Promise<number> {
  return page.evaluate(
    (left) =>
      new Promise<number>((resolve) => {
        const list = () => document.querySelectorAll('[data-testid="move-list"] [data-testid="move"]').length;
        const t0 = performance.now();
        (document.querySelector('[data-testid="undo"]') as HTMLButtonElement).click();
        const check = () => (list() === left ? resolve(performance.now() - t0) : requestAnimationFrame(check));
        check();
      }),
    left,
  );
}

/** A player's clock (its `role=timer`; seat 0 moves first). */
export const timer = (page: Page, seat: number) => page.getByTestId(`clock-${seat}`).getByRole('timer');

/** A Keltic game with this time control (its text: 60, 60+5, 10b2x5…), Playwright's fake clock
 * installed and standing still from here: only runFor/fastForward move it. */
export async function timed(page: Page, control: string) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await open(page, 'keltic');
  await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
  const custom = page.getByTestId('time-control-custom');
  await custom.fill(control);
  await custom.blur();
  await expect(page.getByTestId('clock-0')).toBeVisible();
}

/** A one-step turn by two clicks: the man on `from` to `to`. */
export async function play(page: Page, from: string, to: string) {
  await cell(page, from).click();
  await cell(page, to).click();
}

/** Every worker the page starts, and which of them are gone. */
export function watchWorkers(page: Page) {
  const started: Worker[] = [];
  const closed: Worker[] = [];
  page.on('worker', (w) => {
    started.push(w);
    w.on('close', () => closed.push(w));
  });
  return { started, closed };
}

/** The sound counters on the document element, by cue (those never played are absent). */
export async function heard(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const a of Array.from(document.documentElement.attributes)) {
      if (a.name.startsWith('data-sound-')) out[a.name.slice('data-sound-'.length)] = a.value;
    }
    return out;
  });
}

/** Holds back every request whose URL matches `url` (a chunk of the page's wasm) until the
 * returned function is called. */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
