// Before the app (issue 11, issue 13): index.html shows a loading indicator while the WebAssembly
// downloads, and if the download fails it says so and offers to try again — never a blank page.
import { test as plain, expect } from '@playwright/test';
import { test, board } from './helpers';

test('a loading indicator is there before the app, and gives way to it', async ({ page, request }) => {
  // In the page as served, before any script runs.
  const html = await (await request.get('./')).text();
  expect(html).toContain('id="loading"');
  expect(html).toContain('Loading Runeboard…');
  // Hold the app's wasm back: the indicator shows meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/runeboard-app-.*_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./#keltic');
  await expect(page.getByTestId('loading')).toBeVisible();
  await expect(page.getByTestId('loading')).toContainText('Loading Runeboard…');
  release();
  await expect(board(page)).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
});

plain('a failed download says so and offers to try again', async ({ page }) => {
  await page.route(/runeboard-app-.*_bg\.wasm$/, (route) => route.abort());
  await page.goto('./#keltic');
  const loading = page.getByTestId('loading');
  await expect(loading).toContainText('could not be loaded');
  const retry = loading.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // The network is back: Try again loads the page.
  await page.unroute(/runeboard-app-.*_bg\.wasm$/);
  await retry.click();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(loading).toHaveCount(0);
});
