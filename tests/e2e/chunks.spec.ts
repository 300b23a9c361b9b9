// The first module's wasm split into chunks (src/lazy.rs, scripts/build-page): a part in a chunk
// is fetched the first time it is shown, once, and never before; it shares the page's module (no
// second copy of anything), so it needs neither the full module nor a hand-over.
import { expect, Page } from '@playwright/test';
import { test, open, play, moves, board } from './helpers';

/** The names of the files the page asked for, in order. */
function requests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.split('/').pop() ?? ''));
  return asked;
}

/** The chunk of parts (src/lazy.rs): the settings, the rules, the position editor, Export, Import. */
const PARTS_CHUNK = /\/chunk-parts-[0-9a-f]+\.wasm$/;
const isPartsChunk = (name: string) => /^chunk-parts-[0-9a-f]+\.wasm$/.test(name);
const isChunk = (name: string) => /^chunk-.*\.wasm$/.test(name);
const isFull = (name: string) => name.startsWith('runeboard-full') || name === 'full.js';
const module = (page: Page) => page.locator('html').getAttribute('data-module');


/** Each part of the chunk of parts besides the settings: how it is opened, and what shows. */
const PARTS: { name: string; game: string; open: (page: Page) => Promise<void>; shown: (page: Page) => Promise<void> }[] = [
  {
    name: 'the rules',
    game: 'keltic',
    open: (page) => page.getByTestId('rules').click(),
    shown: (page) => expect(page.getByTestId('rules-panel').getByTestId('move-diagram').first()).toBeVisible(),
  },
  {
    name: 'the position editor',
    game: 'chess',
    open: (page) => page.getByTestId('setup').click(),
    shown: async (page) => {
      await expect(page.getByTestId('editor')).toBeVisible();
      await expect(page.getByTestId('setup-verdict')).toHaveText('The rules accept this position.');
    },
  },
  {
    name: 'the export',
    game: 'chess',
    open: async (page) => {
      await play(page, 'e2', 'e4');
      await page.getByTestId('export-open').click();
    },
    shown: (page) => expect(page.getByTestId('record-text')).toHaveValue(/1\. e4/),
  },
  {
    name: 'the import',
    game: 'chess',
    open: (page) => page.getByTestId('import-open').click(),
    shown: async (page) => {
      await page.getByTestId('import-text').fill('Game: chess\n1. d4 d5');
      await page.getByTestId('import-submit').click();
      await expect(moves(page)).toHaveText(['d4', 'd5']);
    },
  },
];

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

  test('the settings: the chunk of parts fetched when first opened, once, in the first module', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    expect(asked.filter(isPartsChunk)).toHaveLength(1);
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
    expect(asked.filter(isPartsChunk)).toHaveLength(1);
    // Neither the full module nor a hand-over: the game goes on in the first module.
    expect(asked.filter(isFull)).toEqual([]);
    expect(await module(page)).toBe('first');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);
    await page.reload();
    await expect(page.locator('.app')).toHaveAttribute('data-dots', 'off');
  });

  for (const part of PARTS) {
    test(`${part.name}: the chunk of parts fetched when first opened, once, in the first module`, async ({ page }) => {
      const asked = requests(page);
      await open(page, part.game);
      await expect(page.getByTestId('studies')).toBeVisible();
      await part.open(page);
      await part.shown(page);
      expect(asked.filter(isPartsChunk)).toHaveLength(1);
      // Neither the full module nor a hand-over.
      expect(asked.filter(isFull)).toEqual([]);
      expect(await module(page)).toBe('first');
      await expect(board(page)).toHaveCount(1);
    });
  }

  test('a chunk that cannot be fetched: the player is told, the game goes on, and Retry opens it', async ({
    page,
    pageErrors,
  }) => {
    await open(page, 'chess');
    await page.route(PARTS_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('lazy-failed')).toContainText('could not be loaded');
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    // (The browser reports the failed request, and the chunks' loader logs it.)
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(PARTS_CHUNK);
    await page.getByTestId('lazy-retry').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    expect(await module(page)).toBe('first');
  });
});

test.describe('Chunks, a finger', () => {
  test.use({ hasTouch: true, serviceWorkers: 'block' });

  test('a tap on the Rules button opens the rules from the chunk of parts', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'tyr-11');
    await page.getByTestId('rules').tap();
    await expect(page.getByTestId('rules-panel').getByTestId('move-diagram').first()).toBeVisible();
    expect(asked.filter(isPartsChunk)).toHaveLength(1);
    expect(asked.filter(isFull)).toEqual([]);
    expect(await module(page)).toBe('first');
  });
});

test.describe('Chunks: an action before its chunk is in', () => {
  test.use({ serviceWorkers: 'block' });

  test('Set up clicked while the chunk of parts cannot be fetched: the player is told, the game goes on, and it opens when clicked again', async ({
    page,
    pageErrors,
  }) => {
    await open(page, 'chess');
    await page.route(PARTS_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('setup').click();
    await expect(page.getByTestId('notice')).toContainText('could not be loaded');
    await expect(page.getByTestId('editor')).toHaveCount(0);
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(PARTS_CHUNK);
    await page.getByTestId('setup').click();
    await expect(page.getByTestId('editor')).toBeVisible();
    await expect(page.getByTestId('setup-verdict')).toHaveText('The rules accept this position.');
    // The editor works: a man taken off, the verdict follows; Cancel leaves the game as it was.
    await page.getByTestId('eraser').click();
    await expect(page.getByTestId('board').locator('.piece')).toHaveCount(32);
    await page.getByTestId('board').locator('[data-cell="e4"]').click();
    await expect(page.getByTestId('board').locator('.piece')).toHaveCount(31);
    await page.getByTestId('setup-cancel').click();
    await expect(moves(page)).toHaveText(['e4']);
    expect(await module(page)).toBe('first');
  });
});

test.describe('Chunks, with the service worker', () => {
  test('once the worker has precached the chunks, the page loads the chunk of parts ahead of a click, and a part opens at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const asked = requests(page);
    await open(page, 'chess');
    // No click: the worker says the chunks are in its cache, then the page loads the chunk of parts.
    await expect(page.locator('html')).toHaveAttribute('data-chunks', 'cached', { timeout: 30_000 });
    await expect.poll(() => asked.filter(isPartsChunk).length, { timeout: 30_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    // A part opened now is drawn at once: its placeholder never shows.
    await page.evaluate(() => {
      const w = window as unknown as { placeholder: boolean };
      w.placeholder = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="lazy-part"]')) w.placeholder = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    await page.getByTestId('settings-close').click();
    await page.getByTestId('rules').click();
    await expect(page.getByTestId('rules-panel')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { placeholder: boolean }).placeholder)).toBe(false);
    expect(asked.filter(isPartsChunk)).toHaveLength(1);
    // A later visit (the page the worker controls, once it has installed): loaded at once, from the
    // worker's cache.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
    const again = page.waitForResponse(PARTS_CHUNK);
    await page.reload();
    await expect(page.getByTestId('board')).toBeVisible();
    expect((await again).fromServiceWorker()).toBe(true);
  });
});
