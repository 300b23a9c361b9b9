// Smoke test: the built page loads, renders its board and reports no error.
import { test, expect } from '@playwright/test';

test('page loads and renders the board without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  // A failed request for one of the page's own files (wasm, js, css, a piece) is an error too;
  // the browser's own guess at /favicon.ico is not one of them.
  const ours = (url: string) => !url.endsWith('/favicon.ico');
  page.on('console', (msg) => {
    if (msg.type() === 'error' && ours(msg.location().url)) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  page.on('requestfailed', (req) => {
    if (ours(req.url())) errors.push(`requestfailed: ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && ours(res.url())) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });

  // './' keeps the sub-path of BASE_URL (the page must work when hosted under one).
  await page.goto('./');
  await expect(page).toHaveTitle('Runeboard');

  const board = page.locator('[data-testid="board"]').first();
  await expect(board).toBeVisible();
  expect(await board.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');

  expect(errors).toEqual([]);
});
