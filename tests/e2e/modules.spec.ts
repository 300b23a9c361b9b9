// The page's one module (runeboard-app-<hash>.js and its wasm; docs/page-speed.md): the board and
// what a game needs are its own code; the rest is split into chunks of it, fetched when first needed
// (the chunk of parts: chunks.spec; the chunk of games: here). The page once had a second, "full"
// module, which took the page over when analysis, the review, the puzzles or the studies were
// opened: there is none any more, and each test here checks that nothing asks for it (a cheap guard
// against its return) besides what it checks of the part it plays.
import { expect, Page } from '@playwright/test';
import { test, open, board, cell, cellsWithClass, moves, play, computerPlays, status, sides, level, holdBack } from './helpers';

/** The files of the "full" module the page once had (runeboard-full.js and its wasm, full.js) that
 * the page asked for: none is built any more, and nothing may ask for one. */
function staleRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (/runeboard-full|full\.js/.test(name)) asked.push(name);
  });
  return asked;
}

/** The module's own files (its JS and its wasm, not its chunks) the page asked for. */
function moduleRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('runeboard-')) asked.push(name);
  });
  return asked;
}

/** The chunk of a module of the engine's registry (src/games.rs: one per module, `chunk-<module>-…`),
 * which has its games' rules. */
const chunkOf = (module: string) => new RegExp(`/chunk-${module}-[0-9a-f]+\\.wasm$`);
const MODULES = ['keltic', 'odins_rune', 'orphic', 'beryl', 'tafl', 'chess'];

/** The modules whose chunk of games the page asked for, in order. */
function gamesChunkRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const module = MODULES.find((m) => chunkOf(m).test(r.url()));
    if (module) asked.push(module);
  });
  return asked;
}

test.describe('One module', () => {
  test('the first load fetches the one module, its JS and its wasm once each, and no full module', async ({ page }) => {
    const asked = moduleRequests(page);
    const stale = staleRequests(page);
    await open(page, 'keltic');
    await page.waitForLoadState('networkidle');
    // The side column (drawn a task after the board) is there too.
    await expect(page.getByTestId('studies')).toBeVisible();
    expect(asked.sort()).toEqual([
      expect.stringMatching(/^runeboard-app-[0-9a-f]+\.js$/),
      expect.stringMatching(/^runeboard-app-[0-9a-f]+_bg\.wasm$/),
    ]);
    expect(stale).toEqual([]);
  });

  test("its wasm files hold only what a browser reads: no tools' sections, the imports without wasm-bindgen's hashes", async ({ page }) => {
    // (scripts/build-page: a link's bytes, which the random digits of 235 hashed import names and
    // the producers and target-features sections of each file added to.)
    const wasm: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.wasm') && !r.url().includes('ai-worker')) wasm.push(r.url());
    });
    await open(page, 'spindecision');
    await page.waitForLoadState('networkidle');
    // (The list as the page left it: the fetches below are requests too.)
    const files = [...new Set(wasm)];
    expect(files.length).toBeGreaterThan(2);
    for (const url of files) {
      const seen = await page.evaluate(async (url) => {
        const m = await WebAssembly.compileStreaming(fetch(url));
        return {
          sections: ['producers', 'target_features'].filter((s) => WebAssembly.Module.customSections(m, s).length > 0),
          imports: WebAssembly.Module.imports(m).map((i) => i.name),
        };
      }, url);
      const file = url.split('/').pop()!;
      expect(seen.sections, file).toEqual([]);
      expect(seen.imports.filter((n) => /^__wbg_\w+_[0-9a-f]{16}$/.test(n)), file).toEqual([]);
      if (/^runeboard-app-/.test(file)) expect(seen.imports, file).toContain('__wbg_addEventListener');
    }
  });
});

// Save & share (Copy link, Save as image), the position box and recent games are the module's
// own; Export and Import are its chunk of parts' (chunks.spec).
test.describe('One module: save & share and the position box', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy link copies the link, keeps the focus, and fetches no full module', async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await expect(page.getByTestId('studies')).toBeVisible();
    await page.getByTestId('copy-link').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('copy-link-status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await page.getByTestId('copy-link').getAttribute('data-link'));
    expect(link).toContain('turns=e4');
    await expect(page.getByTestId('copy-link')).toBeFocused();
    expect(asked).toEqual([]);
  });

  test('a position typed and loaded with Enter is loaded, no full module fetched', async ({ page }) => {
    const asked = staleRequests(page);
    const position = '3/2P2/k8/9/9/5/1K1 w 0 1';
    await open(page, 'keltic');
    await expect(page.getByTestId('studies')).toBeVisible();
    await page.getByTestId('position-input').fill(position);
    await page.getByTestId('position-input').press('Enter');
    await expect(page.getByTestId('position-text')).toHaveValue(position);
    await expect(page.getByTestId('position-input')).toHaveValue(position);
    await expect(page.getByTestId('position-input')).toBeFocused();
    await expect(page.getByTestId('position-error')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('a position refused: the text typed stays, the reason is shown, Load keeps the focus', async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'keltic');
    const before = await page.getByTestId('position-text').inputValue();
    await page.getByTestId('position-input').fill('1k1/5/3P5/6Q2/9 w 0 1');
    await page.getByTestId('position-load').click();
    await expect(page.getByTestId('position-error')).toContainText('Not loaded.');
    await expect(page.getByTestId('position-input')).toHaveValue('1k1/5/3P5/6Q2/9 w 0 1');
    await expect(page.getByTestId('position-text')).toHaveValue(before);
    await expect(page.getByTestId('position-load')).toBeFocused();
    expect(asked).toEqual([]);
  });

  test("the position box's Edit copies the position into the field, focused", async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    const position = await page.getByTestId('position-text').inputValue();
    await page.getByTestId('position-edit').click();
    await expect(page.getByTestId('position-input')).toHaveValue(position);
    await expect(page.getByTestId('position-input')).toBeFocused();
    expect(asked).toEqual([]);
  });

  test('a recent game reopens, without a full module', async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.getByTestId('new-game').click();
    await expect(moves(page)).toHaveCount(0);
    await play(page, 'd2', 'd4');
    await page.getByTestId('recent-games').locator('summary').click();
    await expect(page.getByTestId('recent-game')).toContainText(['1 turn, last e4']);
    await page.getByTestId('recent-open').click();
    await expect(moves(page)).toHaveText(['e4']);
    // The game left took its place in the list, still open.
    await expect(page.getByTestId('recent-game')).toContainText(['1 turn, last d4']);
    await expect(page.getByTestId('recent-open')).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('Save as image works, without a full module', async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    await expect(page.getByTestId('studies')).toBeVisible();
    const downloads: import('@playwright/test').Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByTestId('save-image').click();
    await expect.poll(() => downloads.length).toBe(2);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual(['runeboard-chess.png', 'runeboard-chess.svg']);
    expect(asked).toEqual([]);
  });
});

// The clocks, the seats face to face and the computer opponent are the module's own: a game with a
// clock or against the computer is played, reloaded and linked without a full module.
test.describe("One module: the clocks, the seats and the computer are the module's own", () => {
  /** Plays the first man that can move to its first target. */
  async function someTurn(page: Page) {
    await board(page).locator('[data-cell].movable').first().click();
    await board(page).locator('[data-cell].target').first().click();
  }

  test('the Clock panel: a time control chosen and typed, a draw offered and declined, Resign', async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await expect(page.getByTestId('clock-box')).toBeVisible();
    await page.getByTestId('time-control').selectOption('300+3');
    await expect(page.getByTestId('time-control-custom')).toHaveValue('300+3');
    await page.getByTestId('time-control-custom').fill('nonsense');
    await page.getByTestId('time-control-custom').blur();
    await expect(page.getByTestId('time-control-error')).toBeVisible();
    await expect(page.getByTestId('time-control-custom')).toHaveValue('nonsense');
    await page.getByRole('button', { name: 'Offer a draw (White)' }).click();
    await expect(page.getByRole('button', { name: 'Accept draw' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Resign (Black)' }).click();
    await expect(status(page)).toContainText('resign');
    await expect(page.getByTestId('untimed-end')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('a game with a clock runs, and after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const asked = staleRequests(page);
    await open(page, 'keltic');
    await play(page, 'e3', 'e4');
    await page.getByTestId('time-control-custom').fill('600+5');
    await page.getByTestId('time-control-custom').blur();
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('clock-0')).toBeVisible();
    await play(page, 'e3', 'e4');
    await expect(page.getByTestId('clock-1')).toHaveClass(/running/);
    await page.reload();
    await expect(page.getByTestId('clock-0')).toBeVisible();
    await expect(moves(page)).toHaveText(['e4']);
    await expect(board(page)).toHaveCount(1);
    expect(asked).toEqual([]);
  });

  test('the seats face to face, set in the settings, are drawn after a reload', async ({
    page,
  }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    // The settings are the chunk of parts' (chunks.spec); the seats face to face the module's own.
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    await page.getByTestId('setting-seats-face-to-face').check();
    await expect(page.getByTestId('setting-seats-face-to-face')).toBeChecked();
    await page.getByTestId('settings-close').click();
    await expect(page.getByTestId('seat-1')).toBeVisible();
    expect(asked).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('seat-0')).toBeVisible();
    await expect(page.getByTestId('seat-1')).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the computer is seated, plays, gives a hint, and goes on after a reload and by a link', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    const asked = staleRequests(page);
    await open(page, 'keltic');
    await computerPlays(page, '0', 1);
    // The computer plays White, to move.
    await expect(moves(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page).toHaveURL(/computer=white&level=1/);
    // A hint for Black, the person.
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-text')).toBeVisible({ timeout: 15_000 });
    expect(await cellsWithClass(page, 'hint')).not.toEqual([]);
    await someTurn(page);
    await expect(moves(page)).toHaveCount(3, { timeout: 15_000 });
    await page.reload();
    await expect(sides(page)).toHaveValue('0');
    await expect(level(page)).toHaveValue('1');
    await expect(moves(page)).toHaveCount(3);
    await someTurn(page);
    await expect(moves(page)).toHaveCount(5, { timeout: 15_000 });
    await page.goto('./#game=keltic&turns=e4&computer=black&level=1');
    await expect(sides(page)).toHaveValue('1');
    await expect(moves(page)).toHaveCount(2, { timeout: 15_000 });
    await expect(board(page)).toHaveCount(1);
    expect(asked).toEqual([]);
    // (pwa.js cannot register its service worker here.)
    expect(pageErrors.filter((e) => !e.includes("reading 'waiting'"))).toEqual([]);
    pageErrors.length = 0;
  });
});

test.describe('One module, a finger', () => {
  test.use({ hasTouch: true });

  test('on a phone, a game of the chunk of games picked from the menu is played by a tap', async ({ page }) => {
    const asked = staleRequests(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'keltic');
    await page.getByTestId('game-select').tap();
    await page.getByTestId('game-select').selectOption('spindecision');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    // A man tapped shows where it may go.
    await board(page).locator('[data-cell].movable').first().tap();
    await expect(board(page).locator('[data-cell].target').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('phone-spindecision.png') });
    expect(asked).toEqual([]);
  });
});

// The module's own code has the rules of Keltic and orthodox chess only (src/games.rs, `FIRST`):
// each other module of the engine's registry is a chunk of its wasm (scripts/build-page), fetched the
// first time one of its games is opened; the loader in index.html asks for the linked game's chunk
// alongside the module.
test.describe("One module: each game's chunk", () => {
  // The chunk is held back by page.route, which a service worker's cache would pass by.
  test.use({ serviceWorkers: 'block' });

  test("a tafl game is played from its module's chunk, no other game's fetched", async ({ page }) => {
    const asked = staleRequests(page);
    const games = gamesChunkRequests(page);
    await open(page, 'tyr-11');
    await board(page).locator('[data-cell].movable').first().click();
    await cell(page, (await cellsWithClass(page, 'target'))[0]).click();
    await expect(moves(page)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(games).toEqual(['tafl']);
  });

  test("a link to a game: the boot screen stays until its chunk is in, then the page shows it", async ({
    page,
  }) => {
    const asked = staleRequests(page);
    const games = gamesChunkRequests(page);
    // Hold the chunk back until the boot screen has been seen.
    const release = await holdBack(page, chunkOf('orphic'));
    await page.goto('./#game=orphic');
    await expect(page.locator('html')).toHaveAttribute('data-games', 'loading');
    const boot = page.getByTestId('boot');
    await expect(boot).toBeVisible();
    await expect(boot).toHaveAttribute('data-state', 'loading');
    await expect(board(page)).toHaveCount(0);
    release();
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(boot).toHaveCount(0);
    await expect(board(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-games', /./);
    // Playable, by its rules: White's first turn is a drop from its reserve.
    await expect(page.getByTestId('reserve-option').first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(games).toEqual(['orphic']);
    expect(asked).toEqual([]);
    await expect(board(page)).toHaveCount(1);
  });

  test('the game played last reopens from its chunk', async ({ page }) => {
    await page.goto('./#spindecision');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    // (Kept as the game played last: written once the page has shown it.)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('runeboard.last'))).toBe('spindecision');
    const asked = staleRequests(page);
    const games = gamesChunkRequests(page);
    await page.goto('./');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    await expect(board(page)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(games).toEqual(['beryl']);
    expect(asked).toEqual([]);
  });

  test('an address the loader cannot read, after a game of its own chunk: the page shows the game played last', async ({
    page,
  }) => {
    await page.goto('./#orphic');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    // (Kept as the game played last: written once the page has shown it.)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('runeboard.last'))).toBe('orphic');
    const asked = staleRequests(page);
    // A name that is no game's: the page shows the game played last.
    await page.goto('about:blank');
    await page.goto('./#nothing');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(page.getByTestId('notice')).toContainText('names no game nor game link');
    expect(asked).toEqual([]);
    await expect(board(page)).toHaveCount(1);
  });

  test("a game chosen in the picker: its chunk opens it, the game left is kept", async ({ page }) => {
    const asked = staleRequests(page);
    const games = gamesChunkRequests(page);
    await open(page, 'keltic');
    await expect(page.getByTestId('studies')).toBeVisible();
    const first = await moves(page).count();
    await play(page, 'd3', 'd4');
    await expect(moves(page)).toHaveCount(first + 1);
    const release = await holdBack(page, chunkOf('odins_rune'));
    // (As a player's click or key does: the menu has the focus.)
    await page.getByTestId('game-select').focus();
    await page.getByTestId('game-select').selectOption('odins-rune');
    // Meanwhile the menu shows it is busy, and the game left stays.
    await expect(page.getByTestId('game-select')).toHaveAttribute('aria-busy', 'true');
    await expect(moves(page)).toHaveCount(first + 1);
    release();
    await expect(page.getByTestId('game-select')).toHaveValue('odins-rune');
    await expect(page.getByTestId('game-select')).not.toHaveAttribute('aria-busy', /./);
    await expect(page.getByTestId('game-select')).toBeFocused();
    await expect(moves(page)).toHaveCount(0);
    await board(page).locator('[data-cell].movable').first().click();
    await cell(page, (await cellsWithClass(page, 'target'))[0]).click();
    await expect(moves(page)).toHaveCount(1);
    // Another game of a chunk: its own chunk.
    await page.getByTestId('game-select').selectOption('orphic');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    // Back to games that are in (Keltic, the page's own): nothing fetched again.
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(moves(page)).toHaveCount(first + 1);
    await page.getByTestId('game-select').selectOption('odins-rune');
    await expect(moves(page)).toHaveCount(1);
    expect(games).toEqual(['odins_rune', 'orphic']);
    expect(asked).toEqual([]);
    await expect(board(page)).toHaveCount(1);
  });

  test('the address changed to another game: the page shows it', async ({ page }) => {
    const asked = staleRequests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.evaluate(() => (location.hash = '#game=beryl'));
    await expect(page.getByTestId('game-select')).toHaveValue('beryl');
    await expect(board(page)).toHaveCount(1);
    await page.getByTestId('game-select').selectOption('chess');
    await expect(moves(page)).toHaveText(['e4']);
    expect(asked).toEqual([]);
  });

  test("a game's chunk cannot be fetched: the player is told, the game goes on, and it opens when chosen again", async ({
    page,
    pageErrors,
  }) => {
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.route(chunkOf('orphic'), (route) => route.abort('internetdisconnected'));
    await page.getByTestId('game-select').selectOption('orphic');
    await expect(page.getByTestId('notice')).toContainText('could not be loaded');
    await expect(page.getByTestId('game-select')).toHaveValue('chess');
    await play(page, 'e7', 'e5');
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(chunkOf('orphic'));
    await page.getByTestId('game-select').selectOption('orphic');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(board(page)).toHaveCount(1);
  });
});

test.describe("One module: a game's chunk cannot be fetched", () => {
  // A service worker answers from its cache, past page.route: none here.
  test.use({ serviceWorkers: 'block' });

  test("a link to a game whose chunk cannot be fetched: the boot screen says so, and Retry opens it", async ({
    page,
    pageErrors,
  }) => {
    await page.route(chunkOf('orphic'), (route) => route.abort('internetdisconnected'));
    await page.goto('./#orphic');
    const boot = page.getByTestId('boot');
    await expect(boot).toHaveAttribute('data-state', 'failed');
    await expect(boot.getByTestId('boot-message').first()).toContainText('could not be loaded');
    await expect(page.getByTestId('boot-retry')).toBeFocused();
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(chunkOf('orphic'));
    await page.getByTestId('boot-retry').click();
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(board(page)).toHaveCount(1);
  });
});

// The loader (index.html, scripts/trunk-post-build.py) asks for the chunk of the game the page will
// open alongside the page's module, not once the module has started: the game the address names,
// else the one played last, else the first.
test.describe("The loader: the game's chunk with the module", () => {
  test.use({ serviceWorkers: 'block' });

  /** The modules whose chunk the loader preloads (its `<link rel=preload>`s): none for a game of the
   * page's own code (Keltic and orthodox chess, src/games.rs). */
  const preloaded = (page: Page) =>
    page.evaluate((modules) => {
      const hrefs = [...document.querySelectorAll('link[rel="preload"]')].map((l) => (l as HTMLLinkElement).href);
      return modules.filter((m) => hrefs.some((h) => new RegExp(`/chunk-${m}-[0-9a-f]+\\.wasm$`).test(h)));
    }, MODULES);

  for (const [address, module] of [
    ['#orphic', 'orphic'],
    ['#game=tyr-11&turns=', 'tafl'],
    ['#odin-17', 'tafl'],
    ['#game=beryl', 'beryl'],
    ['#chess', undefined],
    ['', undefined],
    ['#nothing', undefined],
  ] as const) {
    test(`${address || 'no address'}: ${module ? `the chunk of ${module}` : 'no chunk (Keltic or chess)'}`, async ({ page }) => {
      await page.goto(`./${address}`);
      await expect(board(page)).toHaveCount(1);
      expect(await preloaded(page)).toEqual(module ? [module] : []);
    });
  }

  test('no address: the chunk of the game played last', async ({ page }) => {
    await page.goto('./#spindecision');
    await expect(board(page)).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('runeboard.last'))).toBe('spindecision');
    await page.goto('about:blank');
    await page.goto('./');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    expect(await preloaded(page)).toEqual(['beryl']);
  });
});
