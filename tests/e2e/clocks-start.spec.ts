// Game clocks (issue #27), what the first clock tests left: against the computer the clock starts
// at once (the computer's own, when it moves first, and its thinking is charged to it; the
// person's, when they move first), and a reload of such a game reopens paused; low time is heard
// with the sound settings; the screen is kept awake while a clock runs and let go when it stops; an
// untimed game resigned stays over after a reload. On Playwright's fake clock; Keltic Chess.
import { expect, Page } from '@playwright/test';
import { test, board, moves, status, open, computerPlays, timer, timed, play } from './helpers';

/** How many times the page played this sound cue (its `data-sound-<cue>` counter). */
const heard = (page: Page, cue: string) => page.evaluate((cue) => document.documentElement.getAttribute(`data-sound-${cue}`), cue);

test.describe('Clocks against the computer', () => {
  test('the computer moving first: its clock runs down before its first turn, which is charged to it', async ({ page }) => {
    await timed(page, '60');
    // Two people: nothing runs before the first turn.
    await page.clock.runFor(3_000);
    await expect(timer(page, 0)).toHaveText('1:00');
    await expect(page.getByTestId('clock-0')).not.toHaveClass(/running/);
    // The computer takes White (to move) at its strongest level, which thinks for the time its
    // clock gives it (a thirtieth of its minute: 2 s of real time), so it has not played yet
    // when its clock is seen running.
    await computerPlays(page, '0', 5);
    await expect(page.getByTestId('clock-0')).toHaveClass(/running/);
    await page.clock.runFor(1_500);
    await expect(timer(page, 0)).toHaveText('0:59');
    expect(await moves(page).count()).toBe(0);
    // The worker thinks in real time: the page's time goes on as much, until it has played.
    let last = Date.now();
    for (let i = 0; i < 2_000 && (await moves(page).count()) === 0; i++) {
      const now = Date.now();
      await page.clock.runFor(Math.max(1, now - last));
      last = now;
    }
    await expect(moves(page)).toHaveCount(1);
    // Its clock stopped where its thinking left it (below the 58.5 s it had at 0:59), and Black's runs.
    await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
    const left = await timer(page, 0).innerText();
    expect(left).toMatch(/^0:5\d$/);
    expect(left).not.toBe('0:59');
    await page.clock.runFor(5_000);
    await expect(timer(page, 0)).toHaveText(left);
    await expect(timer(page, 1)).toHaveText('0:55');
  });

  test('the person moving first: their clock runs at once; a reload reopens it paused', async ({ page }) => {
    await timed(page, '60');
    await computerPlays(page, '1', 1);
    await page.clock.runFor(5_000);
    await expect(timer(page, 0)).toHaveText('0:55');
    await expect(page.getByTestId('clock-0')).toHaveClass(/running/);
    expect(await moves(page).count()).toBe(0);
    await page.reload();
    await expect(timer(page, 0)).toHaveText('0:55');
    await expect(page.getByTestId('clock-0')).not.toHaveClass(/running/);
    await page.clock.runFor(3_000);
    await expect(timer(page, 0)).toHaveText('0:55');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(2_000);
    await expect(timer(page, 0)).toHaveText('0:53');
    // New game against the computer: at once again, from its full time.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.clock.runFor(4_000);
    await expect(timer(page, 0)).toHaveText('0:56');
  });
});

test.describe('Clocks: sound, wake lock', () => {
  test('low time is heard once, and the flag fall as the end; with sound off, neither', async ({ page }) => {
    await timed(page, '12');
    await play(page, 'e3', 'e4');
    await page.clock.runFor(1_000);
    expect(await heard(page, 'low-time')).toBeNull();
    await page.clock.runFor(1_500);
    await expect(timer(page, 1)).toHaveText(/^0:09\.\d$/);
    await expect.poll(() => heard(page, 'low-time')).toBe('1');
    await page.clock.runFor(2_000);
    expect(await heard(page, 'low-time')).toBe('1');
    await page.clock.runFor(8_000);
    await expect(status(page)).toContainText('Black lost on time');
    await expect.poll(() => heard(page, 'end')).toBe('1');
    // Sound off: the warning is shown, not heard.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByTestId('setting-sound').uncheck();
    await page.getByTestId('settings-close').click();
    await page.getByRole('button', { name: 'New game' }).click();
    await play(page, 'e3', 'e4');
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('clock-1')).toHaveClass(/low/);
    expect(await heard(page, 'low-time')).toBe('1');
  });

  test('the screen is kept awake while the clock runs, asked again when shown, let go when it stops', async ({ page }) => {
    // A wake lock that counts what the page asks of it.
    await page.addInitScript(() => {
      const w = { requests: 0, held: 0 };
      (window as unknown as { wake: typeof w }).wake = w;
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async (type: string) => {
            w.requests++;
            w.held++;
            let released = false;
            return {
              type,
              release: async () => {
                if (!released) (released = true), w.held--;
              },
            };
          },
        },
      });
    });
    const wake = () => page.evaluate(() => (window as unknown as { wake: { requests: number; held: number } }).wake);
    await timed(page, '60');
    expect(await wake()).toEqual({ requests: 0, held: 0 });
    await play(page, 'e3', 'e4');
    await expect.poll(wake).toEqual({ requests: 1, held: 1 });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(wake).toEqual({ requests: 1, held: 0 });
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(wake).toEqual({ requests: 2, held: 1 });
    // Hidden, the browser lets the lock go; shown again, it is asked for again (one held).
    for (const hidden of [true, false]) {
      await page.evaluate((hidden) => {
        Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    }
    await expect.poll(wake).toEqual({ requests: 3, held: 1 });
    // The flag falls: let go.
    await page.clock.runFor(61_000);
    await expect(status(page)).toContainText('Black lost on time');
    await expect.poll(wake).toEqual({ requests: 3, held: 0 });
  });
});

test('an untimed game resigned stays over after a reload, with the same status line and record', async ({ page }) => {
  await open(page, 'keltic');
  await play(page, 'e3', 'e4');
  await expect(moves(page)).toHaveCount(1);
  await expect(page.getByTestId('clock-0')).toHaveCount(0);
  // No clocks: each player's Resign and draw offer are in the Clock panel.
  const buttons = page.getByTestId('untimed-end');
  await buttons.getByRole('button', { name: 'Offer a draw (White)' }).click();
  await buttons.getByRole('button', { name: 'Decline' }).click();
  await buttons.getByRole('button', { name: 'Resign (Black)' }).click();
  await expect(status(page)).toContainText('Black resigned');
  await expect(buttons).toHaveCount(0);
  await page.reload();
  await expect(moves(page)).toHaveText(['e4']);
  await expect(status(page)).toContainText('Black resigned');
  await expect(page.getByRole('button', { name: /Resign/ })).toHaveCount(0);
  // Still over: nothing is played.
  await play(page, 'd5', 'd4');
  await expect(moves(page)).toHaveCount(1);
  await expect(board(page)).toBeVisible();
  // The record says how it ended.
  await page.getByTestId('export-open').click();
  const text = await page.getByTestId('record-text').inputValue();
  expect(text).toContain('[Result "1-0"]');
  expect(text).toContain('[Termination "Normal"]');
  await page.getByTestId('record-close').click();
  // Face to face, each side's line says it too; a draw agreed there is kept the same way.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByTestId('setting-seats-face-to-face').check();
  await page.getByTestId('settings-close').click();
  await expect(page.getByTestId('seat-0').locator('.seat-line')).toHaveText('Black resigned — White wins');
  await page.getByRole('button', { name: 'New game' }).click();
  await play(page, 'e3', 'e4');
  await page.getByTestId('seat-1').getByRole('button', { name: 'Offer a draw (Black)' }).click();
  await page.getByTestId('seat-0').getByRole('button', { name: 'Accept draw' }).click();
  await expect(status(page)).toContainText('Draw by agreement');
  await page.reload();
  await expect(page.getByTestId('seat-1').locator('.seat-line')).toHaveText('Draw by agreement');
  await expect(status(page)).toContainText('Draw by agreement');
});
