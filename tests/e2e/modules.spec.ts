// The page's two modules (src/full.rs, docs/page-speed.md): the first load has the first module
// only (the board and what a game needs, its chunks aside: chunks.spec); the full module (lessons,
// puzzles, analysis, review) is fetched once, when the player first opens one of them, and takes the page
// in place: the game in progress goes on, and nothing of the first module acts any more.
import { expect, Page } from '@playwright/test';
import { test, open, board, cell, cellsWithClass, moves, play, computerPlays, heard, status, sides, level } from './helpers';

/** The full module's files the page asked for, in order. */
function fullRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('runeboard-full') || name === 'full.js') asked.push(name);
  });
  return asked;
}

/** The first module's files the page asked for. */
function firstRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('runeboard-app')) asked.push(name);
  });
  return asked;
}

/** Holds the full module's wasm back until the returned function is called. */
async function holdFull(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/runeboard-full_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const module = (page: Page) => page.locator('html').getAttribute('data-module');
const swapped = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-module', 'full');

const FILES = ['full.js', 'runeboard-full.js', 'runeboard-full_bg.wasm'];

/** Clicks the Puzzles panel's title: in the first module, it opens the full module. */
const openPuzzles = (page: Page) => page.getByTestId('puzzles').locator(':scope > summary').click();

/** The first module's chunk of games (src/games.rs): the rules of the games its own code lacks. */
const GAMES_CHUNK = /\/chunk-games-[0-9a-f]+\.wasm$/;

/** The names of the chunks of games the page asked for. */
function gamesChunkRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (GAMES_CHUNK.test(r.url())) asked.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  return asked;
}

/** Holds the chunk of games back until the returned function is called. */
async function holdGames(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GAMES_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Each part only the full module has: how it is opened from the first module, and what shows. (The
 * rules, the position editor, Export and Import are the first module's chunk of parts: chunks.spec.) */
const PARTS: { name: string; game: string; open: (page: Page) => Promise<void>; shown: (page: Page) => Promise<void> }[] = [
  {
    name: 'the lessons, in the Studies panel',
    game: 'odins-rune',
    open: (page) => page.getByTestId('studies').locator(':scope > summary').click(),
    shown: (page) =>
      expect(page.getByTestId('studies').locator('[data-source="builtin"]').getByTestId('study-chapter')).toHaveCount(6),
  },
  {
    name: 'the analysis',
    game: 'chess',
    open: (page) => page.getByTestId('analysis-toggle').click(),
    shown: async (page) => {
      await expect(page.getByTestId('analysis-toggle')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('analysis-line').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'the review',
    game: 'chess',
    open: async (page) => {
      await play(page, 'e2', 'e4');
      await expect(moves(page)).toHaveText(['e4']);
      await page.getByTestId('review-start').click();
    },
    shown: (page) => expect(page.getByTestId('review-start')).toHaveText('Review again', { timeout: 30_000 }),
  },
];

test.describe('Two modules', () => {
  test('the first load does not fetch the full module', async ({ page }) => {
    const asked = fullRequests(page);
    await open(page, 'keltic');
    await page.waitForLoadState('networkidle');
    // The side column (drawn a task after the board) is there too.
    await expect(page.getByTestId('studies')).toBeVisible();
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  for (const part of PARTS) {
    test(`opening ${part.name} fetches the full module once, and ${part.name} work`, async ({ page }) => {
      test.setTimeout(60_000);
      const asked = fullRequests(page);
      await open(page, part.game);
      await expect(page.getByTestId('studies')).toBeVisible();
      await part.open(page);
      await swapped(page);
      await part.shown(page);
      expect(asked.sort()).toEqual(FILES);
      await expect(board(page)).toHaveCount(1);
    });
  }

  test('a game saved with its review opens in the full module at once', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.getByTestId('review-start').click();
    await swapped(page);
    await expect(page.getByTestId('review-graph')).toBeVisible({ timeout: 30_000 });
    const asked = fullRequests(page);
    await page.reload();
    await swapped(page);
    await expect(page.getByTestId('review-graph')).toBeVisible();
    await expect(moves(page)).toHaveText(['e4']);
    expect(asked.filter((f) => f === 'runeboard-full_bg.wasm')).toHaveLength(1);
    await expect(board(page)).toHaveCount(1);
  });

  test('the game in progress goes on after the swap, undo and redo included', async ({ page }) => {
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await play(page, 'e7', 'e5');
    await play(page, 'g1', 'f3');
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    // A man picked: the turn under construction.
    await cell(page, 'd2').click();
    await expect(cell(page, 'd2')).toHaveClass(/selected/);
    await openPuzzles(page);
    await swapped(page);
    await expect(page.getByTestId('puzzles')).toHaveAttribute('open', '');
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    await expect(cell(page, 'd2')).toHaveClass(/selected/);
    await expect(page.getByTestId('redo')).toBeEnabled();
    await page.getByTestId('redo').click();
    await expect(moves(page)).toHaveText(['e4', 'e5', 'Nf3']);
    await expect(page).toHaveURL(/turns=e4\+e5\+Nf3/);
  });

  test('what a reload would not bring back is kept over the swap: the pen, a paused demonstration', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, 'keltic');
    await computerPlays(page, 'all', 1);
    await expect(moves(page)).not.toHaveCount(0, { timeout: 15_000 });
    await page.getByTestId('pause').click();
    await expect(page.getByTestId('pause')).toHaveText('Resume');
    await page.getByTestId('pen-blue').click();
    await expect(page.getByTestId('pen-blue')).toHaveAttribute('aria-pressed', 'true');
    await openPuzzles(page);
    await swapped(page);
    await expect(page.getByTestId('puzzles')).toHaveAttribute('open', '');
    await expect(page.getByTestId('pause')).toHaveText('Resume');
    await expect(page.getByTestId('pen-blue')).toHaveAttribute('aria-pressed', 'true');
  });

  test('after the swap each key and each move is handled once (nothing of the first module acts)', async ({
    page,
  }) => {
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await play(page, 'e7', 'e5');
    await expect.poll(() => heard(page)).toEqual({ move: '2' });
    await openPuzzles(page);
    await swapped(page);
    await expect(page.getByTestId('puzzles')).toHaveAttribute('open', '');
    await openPuzzles(page);
    await expect(page.getByTestId('puzzles')).not.toHaveAttribute('open', '');
    // One Ctrl+Z: one turn undone.
    await board(page).press('Control+z');
    await expect(moves(page)).toHaveText(['e4']);
    await expect(page.getByTestId('redo')).toBeEnabled();
    // One move: one sound.
    await play(page, 'd7', 'd5');
    await expect(moves(page)).toHaveText(['e4', 'd5']);
    await expect.poll(() => heard(page)).toEqual({ move: '3' });
    // One app, one board, one announcer.
    await expect(board(page)).toHaveCount(1);
    await expect(page.locator('.app')).toHaveCount(1);
  });
});

// Save & share (Copy link, Save as image), the position box and recent games are the first
// module's own; Export and Import are its chunk of parts' (chunks.spec).
test.describe('Two modules: save & share and the position box', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy link copies the link, keeps the focus, and fetches no full module', async ({ page }) => {
    const asked = fullRequests(page);
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
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  test('a position typed and loaded with Enter is loaded in the first module', async ({ page }) => {
    const asked = fullRequests(page);
    const position = '3/2P2/k8/9/9/5/1K1 w 0 1';
    await open(page, 'keltic');
    await expect(page.getByTestId('studies')).toBeVisible();
    await page.getByTestId('position-input').fill(position);
    await page.getByTestId('position-input').press('Enter');
    await expect(page.getByTestId('position-text')).toHaveValue(position);
    await expect(page.getByTestId('position-input')).toHaveValue(position);
    await expect(page.getByTestId('position-input')).toBeFocused();
    await expect(page.getByTestId('position-error')).toHaveCount(0);
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  test('a position refused: the text typed stays, the reason is shown, Load keeps the focus', async ({ page }) => {
    await open(page, 'keltic');
    const before = await page.getByTestId('position-text').inputValue();
    await page.getByTestId('position-input').fill('1k1/5/3P5/6Q2/9 w 0 1');
    await page.getByTestId('position-load').click();
    await expect(page.getByTestId('position-error')).toContainText('Not loaded.');
    await expect(page.getByTestId('position-input')).toHaveValue('1k1/5/3P5/6Q2/9 w 0 1');
    await expect(page.getByTestId('position-text')).toHaveValue(before);
    await expect(page.getByTestId('position-load')).toBeFocused();
    expect(await module(page)).toBe('first');
  });

  test("the position box's Edit copies the position into the field, focused", async ({ page }) => {
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    const position = await page.getByTestId('position-text').inputValue();
    await page.getByTestId('position-edit').click();
    await expect(page.getByTestId('position-input')).toHaveValue(position);
    await expect(page.getByTestId('position-input')).toBeFocused();
    expect(await module(page)).toBe('first');
  });

  test('a recent game reopens in the first module, without the full module', async ({ page }) => {
    const asked = fullRequests(page);
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
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  test('Save as image works in the first module, without the full module', async ({ page }) => {
    const asked = fullRequests(page);
    await open(page, 'chess');
    await expect(page.getByTestId('studies')).toBeVisible();
    const downloads: import('@playwright/test').Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByTestId('save-image').click();
    await expect.poll(() => downloads.length).toBe(2);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual(['runeboard-chess.png', 'runeboard-chess.svg']);
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });
});

// The clocks, the seats face to face and the computer opponent are the first module's own: a game
// with a clock or against the computer is played, reloaded and linked without the full module.
test.describe('Two modules: the clocks and the computer are the first module\'s', () => {
  /** Plays the first man that can move to its first target. */
  async function someTurn(page: Page) {
    await board(page).locator('[data-cell].movable').first().click();
    await board(page).locator('[data-cell].target').first().click();
  }

  test('the Clock panel: a time control chosen and typed, a draw offered and declined, Resign', async ({ page }) => {
    const asked = fullRequests(page);
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
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  test('a game with a clock runs in the first module, and after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const asked = fullRequests(page);
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
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  test('the seats face to face, set in the settings, are drawn by the first module after a reload', async ({
    page,
  }) => {
    const asked = fullRequests(page);
    await open(page, 'chess');
    // The settings are the first module's (a chunk of it), and so are the seats face to face.
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    await page.getByTestId('setting-seats-face-to-face').check();
    await expect(page.getByTestId('setting-seats-face-to-face')).toBeChecked();
    await page.getByTestId('settings-close').click();
    await expect(page.getByTestId('seat-1')).toBeVisible();
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('seat-0')).toBeVisible();
    await expect(page.getByTestId('seat-1')).toBeVisible();
    expect(await module(page)).toBe('first');
  });

  test('the computer is seated, plays, gives a hint, and goes on after a reload and by a link', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    const asked = fullRequests(page);
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
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
    // (pwa.js cannot register its service worker here.)
    expect(pageErrors.filter((e) => !e.includes("reading 'waiting'"))).toEqual([]);
    pageErrors.length = 0;
  });

  // The full module takes the page from the state the first module left in storage and the address.
  // Yew carries out a render's effects (the save, the address) a task after the render when the
  // render took more than 16 ms (a loaded machine): the full module's start, falling between the
  // two, once took the page from the position before the last turn, with that turn's man still
  // picked and nothing else movable (White to move, Cancel shown). Held here: the full module's
  // wasm, instantiated, waits until the test lets it start, which it does in the same task as the
  // click that plays a turn, with the page's clock stepping 20 ms at each reading (every render
  // "takes" more than 16 ms).
  test.describe(() => {
    test.use({ serviceWorkers: 'block' });
    test("a turn played just as the full module starts is the full module's", async ({ page, pageErrors }) => {
      test.setTimeout(60_000);
      await page.addInitScript(() => {
        const w = window as unknown as { hold?: boolean; held?: boolean; slow?: boolean; start?: () => void };
        let gate: () => void = () => {};
        const opened = new Promise<void>((resolve) => (gate = resolve));
        w.start = () => gate();
        const held = <T>(instantiated: Promise<T>): Promise<T> => {
          if (!w.hold) return instantiated;
          return instantiated.then(async (r) => {
            w.held = true;
            await opened;
            return r;
          });
        };
        const streaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
        const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (...a: unknown[]) => Promise<unknown>;
        WebAssembly.instantiateStreaming = (...a) => held(streaming(...a));
        (WebAssembly as unknown as { instantiate: unknown }).instantiate = (...a: unknown[]) => held(instantiate(...a));
        const now = Date.now.bind(Date);
        let skew = 0;
        Date.now = () => {
          if (w.slow) skew += 20;
          return now() + skew;
        };
      });
      await open(page, 'keltic');
      expect(await module(page)).toBe('first');
      await page.evaluate(() => ((window as unknown as { hold: boolean }).hold = true));
      await openPuzzles(page);
      await expect.poll(() => page.evaluate(() => (window as unknown as { held?: boolean }).held)).toBe(true);
      expect(await module(page)).toBe('first');
      // White's man picked (saved as the turn begun), then its target clicked and the full module
      // let go in the same task.
      await cell(page, 'e3').click();
      await page.evaluate(() => {
        const w = window as unknown as { slow: boolean; start: () => void };
        w.slow = true;
        const target = document.querySelector('[data-testid="board"] [data-cell="e4"]');
        target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        w.start();
      });
      await swapped(page);
      await page.evaluate(() => ((window as unknown as { slow: boolean }).slow = false));
      // The full module goes on from e4, Black to move.
      await expect(page.getByTestId('puzzles')).toHaveAttribute('open', '');
      await expect(moves(page)).toHaveText(['e4']);
      await expect(page.getByTestId('cancel-turn')).toHaveCount(0);
      await expect(page).toHaveURL(/turns=e4/);
      await board(page).locator('[data-cell].movable').first().click();
      await board(page).locator('[data-cell].target').first().click();
      await expect(moves(page)).toHaveCount(2);
      // (pwa.js cannot register its service worker here.)
      expect(pageErrors.filter((e) => !e.includes("reading 'waiting'"))).toEqual([]);
      pageErrors.length = 0;
    });
  });
});

test.describe('Two modules, a finger', () => {
  test.use({ hasTouch: true });

  test('a tap on Analyse turns the analysis on through the full module', async ({ page }) => {
    await open(page, 'tyr-11');
    await page.getByTestId('analysis-toggle').tap();
    await swapped(page);
    await expect(page.getByTestId('analysis-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  test('on a phone, a game of the chunk of games picked from the menu is played by a tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'keltic');
    await page.getByTestId('game-select').tap();
    await page.getByTestId('game-select').selectOption('spindecision');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    expect(await module(page)).toBe('first');
    // A man tapped shows where it may go, in the first module.
    await board(page).locator('[data-cell].movable').first().tap();
    await expect(board(page).locator('[data-cell].target').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('phone-spindecision.png') });
  });
});

// The first module's own code has the rules of a few games only (src/games.rs): Keltic, orthodox
// chess and the tafl games. The other games' rules are a chunk of its wasm (scripts/build-page),
// fetched the first time one of them is opened: never the full module.
test.describe('Two modules: the games of the chunk of games', () => {
  // The chunk is held back by page.route, which a service worker's cache would pass by.
  test.use({ serviceWorkers: 'block' });

  test('a tafl game is played in the first module, without the full module or the chunk of games', async ({
    page,
  }) => {
    const asked = fullRequests(page);
    const games = gamesChunkRequests(page);
    await open(page, 'tyr-11');
    await board(page).locator('[data-cell].movable').first().click();
    await cell(page, (await cellsWithClass(page, 'target'))[0]).click();
    await expect(moves(page)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
    expect(games).toEqual([]);
  });

  test('a link to a game of the chunk: the boot screen stays until the chunk is in, then the first module shows it', async ({
    page,
  }) => {
    const asked = fullRequests(page);
    const games = gamesChunkRequests(page);
    // Hold the chunk back until the boot screen has been seen.
    const release = await holdGames(page);
    await page.goto('./#game=orphic');
    await expect(page.locator('html')).toHaveAttribute('data-games', 'loading');
    const boot = page.getByTestId('boot');
    await expect(boot).toBeVisible();
    await expect(boot).toHaveAttribute('data-state', 'loading');
    await expect(board(page)).toHaveCount(0);
    expect(await module(page)).toBeNull();
    release();
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(boot).toHaveCount(0);
    await expect(board(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-games', /./);
    expect(await module(page)).toBe('first');
    // Playable, by its rules: White's first turn is a drop from its reserve.
    await expect(page.getByTestId('reserve-option').first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(games).toHaveLength(1);
    expect(asked).toEqual([]);
    await expect(board(page)).toHaveCount(1);
  });

  test('the game played last, one of the chunk, reopens in the first module', async ({ page }) => {
    await page.goto('./#spindecision');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    const asked = fullRequests(page);
    const games = gamesChunkRequests(page);
    await page.goto('./');
    await expect(page.getByTestId('game-select')).toHaveValue('spindecision');
    await expect(board(page)).toHaveCount(1);
    expect(await module(page)).toBe('first');
    expect(games).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  test('an address the loader cannot read, after a game of the chunk: the first module shows the game played last', async ({
    page,
  }) => {
    await page.goto('./#orphic');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    const asked = fullRequests(page);
    // A name that is no game's: the page shows the game played last, one of the chunk.
    await page.goto('about:blank');
    await page.goto('./#nothing');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(page.getByTestId('notice')).toContainText('names no game nor game link');
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
    await expect(board(page)).toHaveCount(1);
  });

  test('a game of the chunk chosen in the picker: its chunk opens it in the first module, the game left is kept', async ({
    page,
  }) => {
    const asked = fullRequests(page);
    const games = gamesChunkRequests(page);
    await open(page, 'keltic');
    await expect(page.getByTestId('studies')).toBeVisible();
    const first = await moves(page).count();
    await play(page, 'd3', 'd4');
    await expect(moves(page)).toHaveCount(first + 1);
    const release = await holdGames(page);
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
    // Another game of the chunk: it is in already.
    await page.getByTestId('game-select').selectOption('orphic');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(moves(page)).toHaveCount(first + 1);
    await page.getByTestId('game-select').selectOption('odins-rune');
    await expect(moves(page)).toHaveCount(1);
    expect(await module(page)).toBe('first');
    expect(games).toHaveLength(1);
    expect(asked).toEqual([]);
    await expect(board(page)).toHaveCount(1);
  });

  test('the address changed to a game of the chunk: the first module shows it', async ({ page }) => {
    const asked = fullRequests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.evaluate(() => (location.hash = '#game=beryl'));
    await expect(page.getByTestId('game-select')).toHaveValue('beryl');
    await expect(board(page)).toHaveCount(1);
    await page.getByTestId('game-select').selectOption('chess');
    await expect(moves(page)).toHaveText(['e4']);
    expect(await module(page)).toBe('first');
    expect(asked).toEqual([]);
  });

  test('the chunk of games cannot be fetched: the player is told, the game goes on, and it opens when chosen again', async ({
    page,
    pageErrors,
  }) => {
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.route(GAMES_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('game-select').selectOption('orphic');
    await expect(page.getByTestId('notice')).toContainText('could not be loaded');
    await expect(page.getByTestId('game-select')).toHaveValue('chess');
    await play(page, 'e7', 'e5');
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(GAMES_CHUNK);
    await page.getByTestId('game-select').selectOption('orphic');
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    await expect(board(page)).toHaveCount(1);
    expect(await module(page)).toBe('first');
  });
});

test.describe('Two modules, the full module cannot be fetched', () => {
  // A service worker answers from its cache, past page.route: none here.
  test.use({ serviceWorkers: 'block' });

  test('the player is told, the game goes on, and it opens when asked again', async ({ page, pageErrors }) => {
    await open(page, 'chess');
    await page.route(/runeboard-full_bg\.wasm$/, (route) => route.abort('internetdisconnected'));
    await openPuzzles(page);
    await expect(page.getByTestId('notice')).toContainText('could not be loaded');
    expect(await module(page)).toBe('first');
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    // (The browser reports the failed request.)
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(/runeboard-full_bg\.wasm$/);
    await openPuzzles(page);
    await swapped(page);
    await expect(page.getByTestId('puzzles')).toHaveAttribute('open', '');
    await expect(moves(page)).toHaveText(['e4']);
  });

  test('a link to a game of the chunk of games, which cannot be fetched: the boot screen says so, and Retry opens it', async ({
    page,
    pageErrors,
  }) => {
    await page.route(GAMES_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('./#orphic');
    const boot = page.getByTestId('boot');
    await expect(boot).toHaveAttribute('data-state', 'failed');
    await expect(boot.getByTestId('boot-message').first()).toContainText('could not be loaded');
    await expect(page.getByTestId('boot-retry')).toBeFocused();
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await page.unroute(GAMES_CHUNK);
    await page.getByTestId('boot-retry').click();
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
    expect(await module(page)).toBe('first');
    await expect(board(page)).toHaveCount(1);
  });
});
