// While the analysis searches (in its worker, until stopped), the page keeps painting and Undo acts
// at once: a bound on the main thread's work (it never searches), not a measure of speed. Runs
// alone with the other timing checks (playwright.config.ts, project "timing").
import { expect } from '@playwright/test';
import { test, open, board, moves, longKeltic, longestFrame, undoTime } from './helpers';

test('while the analysis runs the page keeps painting and Undo acts at once', async ({ page }) => {
  await open(page, 'odins-rune');
  // Some legal turn: the first man that can move, to its first place (and on, while it asks).
  await board(page).locator('[data-cell].movable').first().click();
  for (let i = 0; i < 4 && (await moves(page).count()) === 0; i++) {
    await board(page).locator('[data-cell].target').first().click();
  }
  await expect(moves(page)).toHaveCount(1);
  await page.getByTestId('analysis-toggle').click();
  // The worker has reported a first depth: it is searching now, and goes on.
  await expect(page.getByTestId('analysis-line').first()).toBeVisible({ timeout: 30_000 });
  const longest = await longestFrame(page, 1500);
  expect(longest).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('eval-bar')).toBeVisible();
  // Undo, timed inside the page from the click to the move list without the turn.
  const undoMs = await undoTime(page, 0);
  expect(undoMs).toBeLessThanOrEqual(100);
  await expect(moves(page)).toHaveCount(0);
  // The analysis follows: the start position's lines.
  await expect(page.getByTestId('analysis-line').first().locator('button').first()).toHaveText(/^1\. /, {
    timeout: 30_000,
  });
});

test('while a review runs the page keeps painting and Undo acts at once', async ({ page }) => {
  // A 36-turn Keltic game: its review goes on for a while.
  await page.goto(longKeltic);
  await expect(moves(page)).toHaveCount(36);
  await page.getByTestId('review-start').click();
  const progress = page.getByTestId('review-progress');
  // The worker has analysed a first position: it is reviewing now, and goes on.
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
  const longest = await longestFrame(page, 1500);
  expect(longest).toBeLessThanOrEqual(100);
  await expect(progress).toBeVisible();
  // Undo, timed inside the page from the click to the move list without the last turn.
  const undoMs = await undoTime(page, 35);
  expect(undoMs).toBeLessThanOrEqual(100);
  await expect(moves(page)).toHaveCount(35);
  // The review goes on (Undo leaves the main line as it is).
  await expect(progress).toBeVisible();
});
