// Timings in real Chromium that other tests running beside them would disturb: this file runs
// alone, after every other spec (playwright.config.ts, project "timing").
import { expect } from '@playwright/test';
import { test, open, cell, moves, computerPlays, thinking, longestFrame, undoTime } from './helpers';

test('while level 5 thinks the page keeps painting and Undo acts at once', async ({ page }) => {
  await open(page, 'keltic');
  await computerPlays(page, '1', 5);
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  await expect(thinking(page)).toBeVisible();
  // Wait for the worker to report a first depth: it is searching now.
  await expect(thinking(page)).toContainText('depth', { timeout: 10_000 });
  const longest = await longestFrame(page, 1000);
  expect(longest).toBeLessThanOrEqual(100);
  await expect(thinking(page)).toBeVisible();
  // Undo, timed inside the page from the click to the move list without the turn.
  const undoMs = await undoTime(page, 0);
  expect(undoMs).toBeLessThanOrEqual(100);
  await expect(thinking(page)).toHaveCount(0);
  await expect(moves(page)).toHaveCount(0);
});

