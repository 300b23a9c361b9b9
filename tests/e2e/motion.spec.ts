// Motion: a turn played slides its man from cell to cell (a berserk chain stop by stop), Undo, Redo
// and a step in the move list slide too (a jump of several turns does not), a click ends a motion
// at once, reduced motion means none, and a man taken fades beneath the man that took it. Time is
// Playwright's clock (it drives requestAnimationFrame), never the machine's.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, stop, loadPosition } from './helpers';

const mover = (page: Page) => board(page).locator('.motion image.mover');

/** The centre of the sliding man, in page pixels. */
async function at(page: Page): Promise<[number, number]> {
  const box = await mover(page).boundingBox();
  expect(box).not.toBeNull();
  return [Math.round(box!.x + box!.width / 2), Math.round(box!.y + box!.height / 2)];
}

async function centreOf(page: Page, name: string): Promise<[number, number]> {
  const box = await cell(page, name).boundingBox();
  return [Math.round(box!.x + box!.width / 2), Math.round(box!.y + box!.height / 2)];
}

/** Where the sliding man stands frame after frame (16 ms of the page's clock each), to its end. */
async function frames(page: Page): Promise<[number, number][]> {
  const seen: [number, number][] = [];
  for (let i = 0; i < 60 && (await mover(page).count()) > 0; i++) {
    seen.push(await at(page));
    await page.clock.runFor(16);
  }
  await expect(mover(page)).toHaveCount(0);
  return seen;
}

const START = new Date('2026-01-01T00:00:00Z');

/** The page's clock installed (it runs until paused) before the page is opened. */
async function install(page: Page) {
  await page.clock.install({ time: START });
}

/** Stop the page's clock: from now on only `runFor` moves it. */
let hours = 0;
async function pause(page: Page) {
  hours += 1;
  await page.clock.pauseAt(new Date(START.getTime() + 3_600_000 * hours));
}

/** Keltic after 1.e4, Black to move: d5 takes e4 next. */
async function ready(page: Page) {
  await install(page);
  await page.goto('./#game=keltic&turns=e4');
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
  await expect(moves(page)).toHaveCount(1);
  await pause(page);
}

test.describe('motion', () => {
  test('a capture slides the taker over several frames, the taken man fading beneath it', async ({ page }) => {
    await ready(page);
    await cell(page, 'd5').click();
    await cell(page, 'e4').click();
    await expect(mover(page)).toHaveCount(1);
    await expect(mover(page)).toHaveAttribute('href', 'pieces/men.svg#black-pawn');
    // Until it arrives, the cell it goes to shows no man of its own (only the one fading).
    await expect(cell(page, 'e4')).toHaveClass(/\barriving\b/);
    // The taken man is drawn beneath the taker: before its picture in the cell, which the
    // sliding man's layer comes after.
    const order = await cell(page, 'e4').evaluate((c) => {
      const ghost = c.querySelector('.vanished .ghost image');
      const man = c.querySelector('image.piece');
      const sliding = document.querySelector('[data-testid="board"] .motion image.mover');
      return {
        ghost: ghost?.getAttribute('href'),
        man: man?.getAttribute('href'),
        ghostFirst: !!ghost && !!man && !!(ghost.compareDocumentPosition(man) & Node.DOCUMENT_POSITION_FOLLOWING),
        slidingOver: !!sliding && !!(c.compareDocumentPosition(sliding) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
    expect(order).toEqual({
      ghost: 'pieces/men.svg#white-pawn',
      man: 'pieces/men.svg#black-pawn',
      ghostFirst: true,
      slidingOver: true,
    });
    const [d5, e4] = [await centreOf(page, 'd5'), await centreOf(page, 'e4')];
    const seen = await frames(page);
    // It starts on d5, moves through at least three different places, and it is gone once on e4.
    expect(seen[0]).toEqual(d5);
    expect(new Set(seen.map((p) => p.join())).size).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThan(20);
    for (const [x, y] of seen) {
      expect(x).toBeGreaterThanOrEqual(Math.min(d5[0], e4[0]) - 1);
      expect(x).toBeLessThanOrEqual(Math.max(d5[0], e4[0]) + 1);
      expect(y).toBeGreaterThanOrEqual(Math.min(d5[1], e4[1]) - 1);
      expect(y).toBeLessThanOrEqual(Math.max(d5[1], e4[1]) + 1);
    }
    await expect(cell(page, 'e4')).not.toHaveClass(/\barriving\b/);
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black pawn');
  });

  test('a click during a motion ends it at once', async ({ page }) => {
    await ready(page);
    await cell(page, 'd5').click();
    await cell(page, 'e4').click();
    await expect(mover(page)).toHaveCount(1);
    await page.clock.runFor(32);
    await expect(mover(page)).toHaveCount(1);
    // No time passes: the click alone ends it, and is itself taken (White's pawn picked).
    await cell(page, 'd3').click();
    await expect(mover(page)).toHaveCount(0);
    await expect(cell(page, 'e4')).not.toHaveClass(/\barriving\b/);
    await expect(cell(page, 'd3')).toHaveClass(/\bselected\b/);
  });

  test('with reduced motion nothing slides', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(page);
    await cell(page, 'd5').click();
    await cell(page, 'e4').click();
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black pawn');
    await expect(mover(page)).toHaveCount(0);
    await expect(cell(page, 'e4')).not.toHaveClass(/\barriving\b/);
  });

  test('the motion setting: none slides nothing, slow takes longer than normal', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('motion-set')) {
        sessionStorage.setItem('motion-set', '1');
        localStorage.setItem('runeboard.settings', JSON.stringify({ motion: 'none' }));
      }
    });
    await ready(page);
    await cell(page, 'd5').click();
    await cell(page, 'e4').click();
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black pawn');
    await expect(mover(page)).toHaveCount(0);
    // Normal: 200 ms a cell; slow: 400 ms.
    const count = async (motion: string) => {
      await page.evaluate((m) => localStorage.setItem('runeboard.settings', JSON.stringify({ motion: m })), motion);
      await page.goto(`./?motion=${motion}#game=keltic&turns=e4`);
      await expect(board(page)).toBeVisible();
      await pause(page);
      await page.clock.runFor(100);
      // (The address kept 1.e4.)
      await expect(moves(page)).toHaveCount(1);
      await cell(page, 'd5').click();
      await cell(page, 'e4').click();
      return (await frames(page)).length;
    };
    const normal = await count('normal');
    const slow = await count('slow');
    expect(normal).toBeGreaterThan(5);
    expect(slow).toBeGreaterThan(normal + 5);
  });

  test('Undo, Redo and a step in the move list slide; a jump of several turns does not', async ({ page }) => {
    await ready(page);
    await cell(page, 'd5').click();
    await cell(page, 'e4').click();
    await frames(page);
    await page.getByTestId('undo').click();
    // Taken back: the black pawn slides home.
    await expect(mover(page)).toHaveAttribute('href', 'pieces/men.svg#black-pawn');
    const back = await frames(page);
    expect(back[0]).toEqual(await centreOf(page, 'e4'));
    await page.getByTestId('redo').click();
    await expect(mover(page)).toHaveCount(1);
    expect((await frames(page))[0]).toEqual(await centreOf(page, 'd5'));
    await page.getByTestId('nav-back').click();
    await expect(mover(page)).toHaveCount(1);
    await frames(page);
    await page.getByTestId('nav-live').click();
    await expect(mover(page)).toHaveCount(1);
    await frames(page);
    // Two turns at once: no motion.
    await page.getByTestId('nav-start').click();
    await expect(cell(page, 'e3')).toHaveAttribute('aria-label', 'e3, white pawn');
    await expect(mover(page)).toHaveCount(0);
  });

  test('a berserk chain slides stop by stop', async ({ page }) => {
    await install(page);
    await page.goto('./#tyr-11');
    await expect(board(page)).toBeVisible();
    // Loaded while the page's clock runs.
    await loadPosition(page, '11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1');
    await pause(page);
    await cell(page, 'b5').click();
    await cell(page, 'e5').click();
    await page.clock.runFor(500);
    await cell(page, 'e2').click();
    await page.clock.runFor(500);
    await stop(page).click();
    await expect(moves(page)).toHaveText(['b5-e5x(e6)-e2x(d2)']);
    await page.clock.runFor(500);
    await page.getByTestId('undo').click();
    await page.clock.runFor(1000);
    await expect(mover(page)).toHaveCount(0);
    // Played again as one turn, it goes along row 5 to e5 first, then down the e file.
    await page.getByTestId('redo').click();
    await expect(mover(page)).toHaveCount(1);
    const [b5, e5, e2] = [await centreOf(page, 'b5'), await centreOf(page, 'e5'), await centreOf(page, 'e2')];
    const seen = await frames(page);
    expect(seen[0]).toEqual(b5);
    // Every place it passes is on the way b5 → e5 → e2, and it stands on e5 between the two.
    for (const [x, y] of seen) {
      const onRow = Math.abs(y - b5[1]) <= 1 && x >= b5[0] - 1 && x <= e5[0] + 1;
      const onFile = Math.abs(x - e5[0]) <= 1 && y >= e5[1] - 1 && y <= e2[1] + 1;
      expect(onRow || onFile, `${x},${y}`).toBe(true);
    }
    expect(seen.some(([x, y]) => Math.abs(x - e5[0]) <= 1 && Math.abs(y - e5[1]) <= 1)).toBe(true);
    expect(seen.some(([x, y]) => Math.abs(x - e5[0]) <= 1 && y > e5[1] + 5)).toBe(true);
  });
});
