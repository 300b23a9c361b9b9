// The boot screen: a loading indicator in the page's HTML, shown while the wasm downloads and gone
// once the app mounts; a message with Retry when the download fails or WebAssembly is missing.
import { expect } from '@playwright/test';
import { test, board } from './helpers';

const WASM = /runeboard-app-[0-9a-f]+_bg\.wasm$/;

test.describe('Loading', () => {
  test('the indicator is in the HTML, shows while the wasm downloads, and goes when the app mounts', async ({
    page,
  }) => {
    const html = await (await page.request.get('./')).text();
    // (As written, or minified: quotes dropped where they are not needed.)
    expect(html).toMatch(/<div\b[^>]*\bid="?boot"?[\s>]/);
    expect(html).toContain('Loading the games…');
    // Hold the wasm back until the indicator has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(WASM, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./#chess');
    const boot = page.getByTestId('boot');
    await expect(boot).toBeVisible();
    await expect(boot).toContainText('Loading the games…');
    await expect(boot).toHaveAttribute('data-state', 'loading');
    await expect(board(page)).toHaveCount(0);
    release();
    await expect(board(page)).toBeVisible();
    await expect(boot).toHaveCount(0);
  });

  test('a failed download shows a message, and Retry loads the page', async ({ page, pageErrors }) => {
    await page.route(WASM, (route) => route.abort('internetdisconnected'));
    await page.goto('./#keltic');
    const boot = page.getByTestId('boot');
    await expect(boot).toHaveAttribute('data-state', 'failed');
    await expect(boot.getByTestId('boot-message').first()).toContainText('could not be loaded');
    await expect(page.getByTestId('boot-retry')).toBeVisible();
    await expect(page.getByTestId('boot-retry')).toBeFocused();
    // The browser reports the failed request; nothing else may go wrong.
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(WASM);
    await page.getByTestId('boot-retry').click();
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId('game-select')).toHaveValue('keltic');
    await expect(boot).toHaveCount(0);
  });

  test('without WebAssembly the page says so instead of staying blank', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      delete (globalThis as { WebAssembly?: unknown }).WebAssembly;
    });
    await page.goto('./');
    const boot = page.getByTestId('boot');
    await expect(boot).toHaveAttribute('data-state', 'unsupported');
    await expect(boot).toContainText('needs WebAssembly');
    await expect(board(page)).toHaveCount(0);
    // The page's loader itself fails (it has no WebAssembly): that is the reported error.
    for (const e of pageErrors) expect(e).toMatch(/WebAssembly/);
    pageErrors.length = 0;
  });
});
