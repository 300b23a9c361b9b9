// Game clocks (issue #27), on Playwright's fake clock (installed before the page loads): a game
// lost on time, increment, byo-yomi periods then a loss, pause and resume, a tab in the background,
// a reload mid-game, the record's clock comments exported and imported back. Keltic Chess is the
// game used.
import { expect, Page } from '@playwright/test';
import { test, cell, moves, status, open } from './helpers';

const timer = (page: Page, seat: number) => page.getByTestId(`clock-${seat}`).getByRole('timer');

/** A Keltic game with this time control (its text: 60, 60+5, 10b2x5…), the fake clock installed. */
async function timed(page: Page, control: string) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await open(page, 'keltic');
  // The fake time stands still from here: only runFor/fastForward move it.
  await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
  const custom = page.getByTestId('time-control-custom');
  await custom.fill(control);
  await custom.blur();
  await expect(page.getByTestId('clock-0')).toBeVisible();
}

async function play(page: Page, from: string, to: string) {
  await cell(page, from).click();
  await cell(page, to).click();
}

test.describe('Game clocks', () => {
  test('a sudden-death game is lost on time', async ({ page }) => {
    await timed(page, '60');
    await expect(timer(page, 0)).toHaveText('1:00');
    await page.clock.runFor(5_000);
    await expect(timer(page, 0)).toHaveText('1:00');
    await play(page, 'e3', 'e4');
    await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
    await page.clock.runFor(51_000);
    await expect(timer(page, 1)).toHaveText(/^0:09\.\d$/);
    await page.clock.runFor(9_100);
    await expect(status(page)).toContainText('Black lost on time');
    await expect(timer(page, 1)).toHaveText('0:00.0');
    await play(page, 'd5', 'd4');
    await expect(moves(page)).toHaveText(['e4']);
  });

  test('an increment game adds its seconds after each turn', async ({ page }) => {
    await timed(page, '60+5');
    await play(page, 'e3', 'e4');
    await expect(timer(page, 0)).toHaveText('1:05');
    await page.clock.runFor(10_000);
    await play(page, 'd5', 'd4');
    await expect(timer(page, 1)).toHaveText('0:55');
  });

  test('byo-yomi uses its periods, then the flag falls', async ({ page }) => {
    await timed(page, '10b2x5');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(12_000);
    await expect(timer(page, 1)).toHaveText('0:03.0 (2 × byo-yomi)');
    await page.clock.runFor(5_000);
    await expect(timer(page, 1)).toHaveText('0:03.0 (1 × byo-yomi)');
    await page.clock.runFor(3_100);
    await expect(status(page)).toContainText('Black lost on time');
  });

  test('pause and resume', async ({ page }) => {
    await timed(page, '60');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(10_000);
    await expect(timer(page, 1)).toHaveText('0:50');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(30_000);
    await expect(timer(page, 1)).toHaveText('0:50');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(5_000);
    await expect(timer(page, 1)).toHaveText('0:45');
  });

  test('a tab in the background keeps the time right', async ({ page }) => {
    await timed(page, '60');
    await play(page, 'e3', 'e4');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // A sleeping tab: time passes, its timers fire once at most when it wakes.
    await page.clock.fastForward(20_000);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(200);
    await expect(timer(page, 1)).toHaveText('0:40');
  });

  test('a reload mid-game reopens paused with the same times', async ({ page }) => {
    await timed(page, '60');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(10_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(timer(page, 1)).toHaveText('0:50');
    await page.reload();
    await expect(timer(page, 1)).toHaveText('0:50');
    await expect(timer(page, 0)).toHaveText('1:00');
    await page.clock.runFor(5_000);
    await expect(timer(page, 1)).toHaveText('0:50');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  test('the export carries the clock comments and imports back with them', async ({ page }) => {
    await timed(page, '600+5');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(3_000);
    await play(page, 'd5', 'd4');
    await page.getByTestId('export-open').click();
    const text = await page.getByTestId('record-text').inputValue();
    expect(text).toContain('TimeControl: 600+5');
    expect(text).toContain('1. e4 {[%clk 0:10:05]} d4 {[%clk 0:10:02]}');
    await page.getByTestId('record-close').click();
    await page.getByTestId('time-control-custom').fill('-');
    await page.getByTestId('time-control-custom').blur();
    await page.getByTestId('import-open').click();
    await page.getByTestId('import-text').fill(text);
    await page.getByTestId('import-submit').click();
    await expect(moves(page)).toHaveText(['e4', 'd4']);
    await expect(timer(page, 0)).toHaveText('10:05');
    await expect(timer(page, 1)).toHaveText('10:02');
  });
});
