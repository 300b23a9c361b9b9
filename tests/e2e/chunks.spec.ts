// The first module's wasm split into chunks (src/lazy.rs, scripts/build-page): a part in a chunk
// is fetched the first time it is shown, once, and never before; it shares the page's module (no
// second copy of anything), so it needs neither the full module nor a hand-over.
import { expect, Page } from '@playwright/test';
import { test, open, play, moves } from './helpers';

/** The names of the files the page asked for, in order. */
function requests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.split('/').pop() ?? ''));
  return asked;
}

const SETTINGS_CHUNK = /\/chunk-settings-[0-9a-f]+\.wasm$/;
const isSettingsChunk = (name: string) => /^chunk-settings-[0-9a-f]+\.wasm$/.test(name);
const isChunk = (name: string) => /^chunk-.*\.wasm$/.test(name);
const isFull = (name: string) => name.startsWith('runeboard-full') || name === 'full.js';
const module = (page: Page) => page.locator('html').getAttribute('data-module');

test.describe('Chunks', () => {
  test.use({ serviceWorkers: 'block' });

  test('the first load fetches no chunk', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'keltic');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('studies')).toBeVisible();
    expect(asked.filter(isChunk)).toEqual([]);
    // The chunks' loader comes with the page's module (it is imported by the module's JS).
    expect(asked.filter((n) => /^chunks-[0-9a-f]+\.js$/.test(n))).toHaveLength(1);
  });

  test('the settings: their chunk fetched when first opened, once, in the first module', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    expect(asked.filter(isSettingsChunk)).toHaveLength(1);
    // The settings work: a change applies at once and is kept.
    const app = page.locator('.app');
    await expect(app).toHaveAttribute('data-dots', 'on');
    await page.getByTestId('setting-dots').click();
    await expect(app).toHaveAttribute('data-dots', 'off');
    await page.getByTestId('settings-close').click();
    await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
    await expect(page.getByTestId('settings-open')).toBeFocused();
    // Opened again: drawn at once, from the chunk already in.
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('setting-dots')).not.toBeChecked();
    expect(asked.filter(isSettingsChunk)).toHaveLength(1);
    // Neither the full module nor a hand-over: the game goes on in the first module.
    expect(asked.filter(isFull)).toEqual([]);
    expect(await module(page)).toBe('first');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);
    await page.reload();
    await expect(page.locator('.app')).toHaveAttribute('data-dots', 'off');
  });

  test('a chunk that cannot be fetched: the player is told, the game goes on, and Retry opens it', async ({
    page,
    pageErrors,
  }) => {
    await open(page, 'chess');
    await page.route(SETTINGS_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('lazy-failed')).toContainText('could not be loaded');
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    // (The browser reports the failed request, and the chunks' loader logs it.)
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(SETTINGS_CHUNK);
    await page.getByTestId('lazy-retry').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    expect(await module(page)).toBe('first');
  });
});
