// How a game ends (issue #39, item 1): every way a game of chess ends — a resignation, a draw
// agreed, a flag fall (on Playwright's fake clock), stalemate, threefold repetition — is shown the
// same way, on a 1280×800 desktop with a mouse and on a 390×844 phone with a finger: the status
// line names the result and why, nobody is to move (no swatch), nothing covers the board (the
// cell under a8's top edge and centre is a8's: `document.elementFromPoint`), screen readers hear
// it, and the page offers Play again and Review. A screenshot of each ending, light and dark.
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, moves, status } from './helpers';

const STALEMATE_IN_ONE = '7k/4Q3/6K1/8/8/8/8/8 w - - 0 1';
/** Knights out and back: the start position a second time; Black's Ng8 makes it the third. */
const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, hasTouch: false } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

/** The element at a point of a8: near its top edge (within the 36 px the ending's box used to cover)
 * and at its centre; the cell's name there, or what else is there. */
async function atA8(page: Page): Promise<string[]> {
  const a8 = cell(page, 'a8');
  await a8.scrollIntoViewIfNeeded();
  const box = await a8.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box!;
  return page.evaluate(
    (points) =>
      points.map(([px, py]) => {
        const e = document.elementFromPoint(px, py);
        const c = e?.closest('[data-cell]');
        return c ? c.getAttribute('data-cell')! : `${e?.tagName}.${e?.getAttribute('class')}`;
      }),
    [
      [x + width / 2, y + height * 0.15],
      [x + width / 2, y + height / 2],
    ],
  );
}

/** What of the status line (and the seats' lines, face to face) is drawn over a8's cell, even where
 * it lets clicks through (`pointer-events: none`, which `elementFromPoint` does not see). */
async function overA8(page: Page): Promise<string[]> {
  return cell(page, 'a8').evaluate((a8) => {
    const c = a8.getBoundingClientRect();
    return [...document.querySelectorAll('.status, .status *, .seat, .seat *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        const shown = r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
        return shown && r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top;
      })
      .map((e) => `${e.tagName}.${e.getAttribute('class')}`);
  });
}

for (const device of DEVICES) {
  test.describe(`Endings, ${device.name}`, () => {
    test.use(device.use);
    const touch = device.name === 'phone';
    const press = (l: Locator) => (touch ? l.tap() : l.click());
    const move = async (page: Page, from: string, to: string) => {
      await press(cell(page, from));
      await press(cell(page, to));
    };

    /** The game is over with these words: said by the status line alone, nothing over the board,
     * Play again and Review offered, heard by screen readers; screenshots light and dark. */
    async function ended(page: Page, words: string, shot: string) {
      await expect(page.getByTestId('ending')).toHaveText(words);
      await expect(status(page)).not.toContainText('to move');
      await expect(status(page).locator('.swatch')).toHaveCount(0);
      await expect(status(page).locator('.message')).toHaveCount(0);
      await expect(page.getByTestId('play-again')).toBeVisible();
      await expect(page.getByTestId('review-game')).toBeVisible();
      await expect(page.getByTestId('announcer')).toContainText(words);
      expect(await atA8(page)).toEqual(['a8', 'a8']);
      // Nor does anything of the status line lie over a8, not even what clicks go through.
      expect(await overA8(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // (The colours' transitions ended.)
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
        await page.screenshot({ path: test.info().outputPath(`ending-${shot}-${device.name}-${scheme}.png`) });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }

    test('a resignation; Play again starts a new game with the same settings; Review reviews it', async ({ page }) => {
      await page.goto('./#chess');
      await expect(board(page)).toBeVisible();
      await move(page, 'e2', 'e4');
      await expect(moves(page)).toHaveCount(1);
      await press(page.getByTestId('untimed-end').getByRole('button', { name: 'Resign (Black)' }));
      await ended(page, 'Black resigned — White wins', 'resigned');
      // Nothing is played after it.
      await move(page, 'e7', 'e5');
      await expect(moves(page)).toHaveCount(1);
      // Review: the game's review, brought into view.
      await press(page.getByTestId('review-game'));
      await expect(page.getByTestId('review')).toBeInViewport();
      await expect(page.getByTestId('review-start')).toHaveText('Review again', { timeout: 30_000 });
      // Play again: a new game, White to move, nothing over.
      await press(page.getByTestId('play-again'));
      await expect(moves(page)).toHaveCount(0);
      await expect(status(page)).toContainText('White to move');
      await expect(page.getByTestId('ending')).toHaveCount(0);
      await expect(page.getByTestId('play-again')).toHaveCount(0);
    });

    test('a draw agreed', async ({ page }) => {
      await page.goto('./#chess');
      await move(page, 'e2', 'e4');
      await expect(moves(page)).toHaveCount(1);
      const buttons = page.getByTestId('untimed-end');
      await press(buttons.getByRole('button', { name: 'Offer a draw (Black)' }));
      await press(buttons.getByRole('button', { name: 'Accept draw' }));
      await ended(page, 'Draw by agreement', 'agreed');
    });

    test('a flag fall', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      await page.goto('./#chess');
      await expect(board(page)).toBeVisible();
      await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
      const custom = page.getByTestId('time-control-custom');
      await custom.fill('10');
      await custom.blur();
      await expect(page.getByTestId('clock-0')).toBeVisible();
      await move(page, 'e2', 'e4');
      await expect(moves(page)).toHaveCount(1);
      await page.clock.runFor(10_500);
      await ended(page, 'Black lost on time — White wins', 'flag');
    });

    test('stalemate', async ({ page }) => {
      await page.goto(`./#game=chess&start=${encodeURIComponent(STALEMATE_IN_ONE)}`);
      await expect(status(page)).toContainText('White to move');
      await move(page, 'e7', 'f7');
      await ended(page, 'Draw — stalemate', 'stalemate');
    });

    test('threefold repetition', async ({ page }) => {
      await page.goto(`./#game=chess&turns=${SHUFFLE.join('+')}`);
      await expect(moves(page)).toHaveCount(SHUFFLE.length);
      await expect(status(page)).toContainText('Black to move');
      await move(page, 'f6', 'g8');
      await expect(moves(page)).toHaveCount(SHUFFLE.length + 1);
      await ended(page, 'Draw — threefold repetition', 'repetition');
    });
  });
}
