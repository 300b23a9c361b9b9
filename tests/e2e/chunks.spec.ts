// The page's one module (runeboard-app) and its wasm split into chunks (src/lazy.rs,
// scripts/build-page): a part in the chunk of parts is fetched the first time it is shown, once, and
// never before; it shares the page's module (no second copy of anything), so nothing is handed over:
// the game in progress, and whatever else the page holds, stays as it was. The chunk of parts has the
// settings, the rules, the position editor, Export and Import, and the bodies of the analysis, the
// game review and the Puzzles and Studies panels (their heads are the module's own). The chunk of
// games: modules.spec.
import { expect, Page } from '@playwright/test';
import { test, open, play, moves, board, cell, computerPlays, heard, holdBack } from './helpers';

/** The names of the files the page asked for, in order. */
function requests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.split('/').pop() ?? ''));
  return asked;
}

/** The chunk of parts (src/lazy.rs). */
const PARTS_CHUNK = /\/chunk-parts-[0-9a-f]+\.wasm$/;
const isPartsChunk = (name: string) => /^chunk-parts-[0-9a-f]+\.wasm$/.test(name);
const isChunk = (name: string) => /^chunk-.*\.wasm$/.test(name);
/** Code several chunks share (wasm-split's `chunk_N`): fetched with the first chunk that needs it. */
const isSharedChunk = (name: string) => /^chunk-chunk_[0-9]+-[0-9a-f]+\.wasm$/.test(name);
/** The chunk of a module of the engine's registry (src/games.rs: one per module), by its name. */
const moduleChunk = (name: string) =>
  isPartsChunk(name) || isSharedChunk(name) ? undefined : /^chunk-([a-z_]+)-[0-9a-f]+\.wasm$/.exec(name)?.[1];
/** The style of the parts (assets/parts.css, `<link id="parts-style" disabled>`): fetched with the
 * chunk of parts, never before. */
const PARTS_STYLE = /\/parts-[0-9a-f]+\.css$/;
const isPartsStyle = (name: string) => /^parts-[0-9a-f]+\.css$/.test(name);
/** A file of the second, "full" module the page once had (runeboard-full.js and its wasm, full.js):
 * none is built any more, and nothing may ask for one. */
const isStale = (name: string) => /runeboard-full|full\.js/.test(name);

/** Each game's module in the engine's registry, whose chunk has its rules: none for Keltic and
 * orthodox chess, the page's own games (src/games.rs, `FIRST`). */
const MODULE: Record<string, string | undefined> = { keltic: undefined, chess: undefined, 'odins-rune': 'odins_rune', orphic: 'orphic', 'tyr-11': 'tafl' };
const CHUNKED = ['odins_rune', 'orphic', 'beryl', 'tafl'];

/** The chunks the page asked for are these, each once: the game's module's, if it is not one of the
 * page's own (every module's once the chunk of parts is in: a study may open a chapter of any
 * game), the code they share, and nothing of a full module. */
function onlyChunks(asked: string[], game: string, parts: number) {
  expect(asked.filter(isPartsChunk), 'the chunk of parts').toHaveLength(parts);
  const modules = asked.map(moduleChunk).filter((m) => m !== undefined);
  const own = MODULE[game];
  expect(modules.sort(), "the games' chunks").toEqual((parts > 0 ? [...CHUNKED] : own ? [own] : []).sort());
  const chunks = asked.filter(isChunk);
  expect(chunks.length, 'each chunk once').toBe(new Set(chunks).size);
  expect(asked.filter(isPartsStyle), "the parts' style, with their chunk").toHaveLength(parts);
  expect(asked.filter(isStale), 'no full module').toEqual([]);
}

/** The chunk of parts cannot be fetched (the network cut) until `unroute`. */
async function cutParts(page: Page) {
  await page.route(PARTS_CHUNK, (route) => route.abort('internetdisconnected'));
}
async function uncutParts(page: Page) {
  await page.unroute(PARTS_CHUNK);
}

const analyse = (page: Page) => page.getByTestId('analysis-toggle');
const lines = (page: Page) => page.getByTestId('analysis-line');
const puzzles = (page: Page) => page.getByTestId('puzzles');
/** Clicks the Puzzles panel's title (the module's own): its body is the chunk of parts'. */
const openPuzzles = (page: Page) => puzzles(page).locator(':scope > summary').click();

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
  {
    name: 'the lessons, in the Studies panel',
    game: 'odins-rune',
    open: (page) => page.getByTestId('studies').locator(':scope > summary').click(),
    shown: (page) =>
      expect(page.getByTestId('studies').locator('[data-source="builtin"]').getByTestId('study-chapter')).toHaveCount(6),
  },
  {
    name: 'the puzzles, in the Puzzles panel',
    game: 'chess',
    open: openPuzzles,
    shown: async (page) => {
      await expect(puzzles(page)).toHaveJSProperty('open', true);
      await expect(page.getByTestId('puzzle-rating')).toBeVisible();
      await expect(page.getByTestId('puzzle-next')).toBeEnabled({ timeout: 20_000 });
    },
  },
  {
    name: 'the analysis',
    game: 'chess',
    open: (page) => analyse(page).click(),
    shown: async (page) => {
      await expect(analyse(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(lines(page).first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'the review',
    game: 'chess',
    open: async (page) => {
      await play(page, 'e2', 'e4');
      await play(page, 'e7', 'e5');
      await expect(moves(page)).toHaveText(['e4', 'e5']);
      await page.getByTestId('review-start').click();
    },
    shown: async (page) => {
      await expect(page.getByTestId('review-start')).toHaveText('Review again', { timeout: 30_000 });
      await expect(page.getByTestId('review-graph')).toBeVisible();
    },
  },
];

test.describe('Chunks', () => {
  test.use({ serviceWorkers: 'block' });

  test("the first load of one of the page's own games fetches no chunk", async ({ page }) => {
    const asked = requests(page);
    await open(page, 'keltic');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('studies')).toBeVisible();
    onlyChunks(asked, 'keltic', 0);
    // The chunks' loader comes with the page's module (it is imported by the module's JS).
    expect(asked.filter((n) => /^chunks-[0-9a-f]+\.js$/.test(n))).toHaveLength(1);
  });

  test('the settings: the chunk of parts fetched when first opened, once', async ({ page }) => {
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
    onlyChunks(asked, 'chess', 1);
    // Nothing handed over: the game goes on.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);
    await page.reload();
    await expect(page.locator('.app')).toHaveAttribute('data-dots', 'off');
  });

  for (const part of PARTS) {
    test(`${part.name}: the chunk of parts fetched when first opened, once, and the part works`, async ({ page }) => {
      test.setTimeout(60_000);
      const asked = requests(page);
      await open(page, part.game);
      await expect(page.getByTestId('studies')).toBeVisible();
      // Nothing of the chunk of parts before the click, nor of its style.
      expect(asked.filter(isPartsChunk)).toEqual([]);
      expect(asked.filter(isPartsStyle)).toEqual([]);
      await part.open(page);
      await part.shown(page);
      onlyChunks(asked, part.game, 1);
      await expect(board(page)).toHaveCount(1);
    });
  }

  // A review is kept with its game: after a reload, the review panel's body (the chunk of parts')
  // shows it without a click, and without the review being made again.
  test('a game saved with its review shows its review after a reload, from the chunk of parts', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await page.getByTestId('review-start').click();
    await expect(page.getByTestId('review-graph')).toBeVisible({ timeout: 30_000 });
    const asked = requests(page);
    await page.reload();
    await expect(page.getByTestId('review-graph')).toBeVisible();
    await expect(page.getByTestId('review-start')).toHaveText('Review again');
    await expect(page.getByTestId('review-progress')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);
    onlyChunks(asked, 'chess', 1);
    await expect(board(page)).toHaveCount(1);
  });

  // The parts' style may only style what the chunk of parts draws: a rule of it that matched anything
  // the page draws without the chunk would be missing from that until the chunk came. Every game's
  // first board, on a laptop and on a phone, and a game with turns played and a clock.
  for (const [game, width, height] of [
    ['keltic', 1280, 800],
    ['chess', 390, 844],
    ['odins-rune', 1280, 800],
    ['orphic', 390, 844],
    ['tyr-11', 1280, 800],
    ['odin-17', 390, 844],
    ['spindecision', 1280, 800],
    ['spindecision', 390, 844],
  ] as const) {
    test(`${game} at ${width}×${height}: no rule of the parts' style matches anything drawn without the chunk of parts`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const asked = requests(page);
      await open(page, game);
      await expect(page.getByTestId('studies')).toBeVisible();
      if (game === 'chess') {
        await page.getByTestId('time-control').selectOption('300');
        await expect(page.getByTestId('clock-0')).toBeVisible();
        await play(page, 'e2', 'e4');
        await play(page, 'e7', 'e5');
        await expect(moves(page)).toHaveText(['e4', 'e5']);
      }
      // (Without the chunk and its style so far: what is checked is what the page draws alone.)
      expect(asked.filter(isPartsChunk)).toEqual([]);
      expect(asked.filter(isPartsStyle)).toEqual([]);
      const matched = await page.evaluate(async () => {
        const link = document.getElementById('parts-style') as HTMLLinkElement;
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(await (await fetch(link.href)).text());
        const selectors: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(...rule.selectorText.split(','));
            else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        walk(sheet.cssRules);
        return { count: selectors.length, matched: selectors.filter((s) => document.querySelector(s.trim()) !== null) };
      });
      expect(matched.count).toBeGreaterThan(100);
      expect(matched.matched).toEqual([]);
    });
  }

  // The parts' style comes over the network beside the chunk, and may come later: a part is drawn
  // only once its style is in, never unstyled for a moment.
  test("a part is drawn only once the parts' style is in, however late it comes", async ({ page }) => {
    await open(page, 'chess');
    let released = 0;
    await page.route(PARTS_STYLE, async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      released = Date.now();
      await route.continue();
    });
    // The settings dialog as first drawn: its style then (parts.css: a column).
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        const dialog = document.querySelector('[data-testid="settings-dialog"]');
        if (!dialog) return;
        (window as any).firstDrawn = { at: Date.now(), direction: getComputedStyle(dialog).flexDirection };
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    const first = await page.evaluate(() => (window as any).firstDrawn);
    expect(first.direction).toBe('column');
    expect(released).toBeGreaterThan(0);
    expect(first.at).toBeGreaterThanOrEqual(released);
  });

  // The chunk of parts or their style cut off: the part says so in place, and Retry (once they
  // can be fetched) opens it, styled; the game goes on meanwhile.
  for (const [what, cut] of [
    ['the chunk of parts', PARTS_CHUNK],
    ["the parts' style", PARTS_STYLE],
  ] as const) {
    test(`${what} that cannot be fetched: the player is told, the game goes on, and Retry opens the part, styled`, async ({
      page,
      pageErrors,
    }) => {
      await open(page, 'chess');
      await page.route(cut, (route) => route.abort('internetdisconnected'));
      await page.getByTestId('settings-open').click();
      await expect(page.getByTestId('lazy-failed')).toContainText('could not be loaded');
      await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
      await play(page, 'e2', 'e4');
      await expect(moves(page)).toHaveText(['e4']);
      // (The browser reports the failed request, and the chunks' loader logs it.)
      expect(pageErrors.length).toBeGreaterThan(0);
      pageErrors.length = 0;
      await page.unroute(cut);
      await page.getByTestId('lazy-retry').click();
      await expect(page.getByTestId('settings-dialog')).toBeVisible();
      await expect(page.getByTestId('lazy-failed')).toHaveCount(0);
      await expect(page.getByTestId('settings-dialog')).toHaveCSS('flex-direction', 'column');
    });
  }
});

// The chunk of parts shares the page's module: its arrival draws a part, and nothing else of the
// page changes (there was a time when opening these parts handed the page to a second module, which
// had to carry over what a reload would not bring back).
test.describe('Chunks: the page as it was', () => {
  test.use({ serviceWorkers: 'block' });

  test('the Puzzles panel opened from the chunk: the game in progress stays as it was, undo and redo included', async ({
    page,
  }) => {
    const asked = requests(page);
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
    await expect(puzzles(page)).toHaveJSProperty('open', true);
    await expect(page.getByTestId('puzzle-rating')).toBeVisible();
    onlyChunks(asked, 'chess', 1);
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    await expect(cell(page, 'd2')).toHaveClass(/selected/);
    await expect(page.getByTestId('redo')).toBeEnabled();
    await page.getByTestId('redo').click();
    await expect(moves(page)).toHaveText(['e4', 'e5', 'Nf3']);
    await expect(page).toHaveURL(/turns=e4\+e5\+Nf3/);
  });

  test('the pen and a paused demonstration stay as they are when analysis is opened from the chunk', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const asked = requests(page);
    await open(page, 'keltic');
    await computerPlays(page, 'all', 1);
    await expect(moves(page)).not.toHaveCount(0, { timeout: 15_000 });
    await page.getByTestId('pause').click();
    await expect(page.getByTestId('pause')).toHaveText('Resume');
    // (A turn the computer was thinking about when paused may still come: wait until none does.)
    const settled = async () => {
      const before = await moves(page).count();
      await page.waitForTimeout(2_000);
      return (await moves(page).count()) === before;
    };
    await expect.poll(settled, { timeout: 20_000 }).toBe(true);
    const played = await moves(page).count();
    await page.getByTestId('pen-blue').click();
    await expect(page.getByTestId('pen-blue')).toHaveAttribute('aria-pressed', 'true');
    expect(asked.filter(isPartsChunk)).toEqual([]);
    await analyse(page).click();
    await expect(analyse(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(lines(page).first()).toBeVisible({ timeout: 20_000 });
    onlyChunks(asked, 'keltic', 1);
    await expect(page.getByTestId('pause')).toHaveText('Resume');
    await expect(page.getByTestId('pen-blue')).toHaveAttribute('aria-pressed', 'true');
    // The demonstration is still paused: no turn comes (at level 1 one would, within 2 s).
    expect(await settled()).toBe(true);
    await expect(moves(page)).toHaveCount(played);
  });

  test('once the chunk of parts is in, each key and each move is handled once', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await play(page, 'e7', 'e5');
    await expect.poll(() => heard(page)).toEqual({ move: '2' });
    await openPuzzles(page);
    await expect(puzzles(page)).toHaveJSProperty('open', true);
    await expect(page.getByTestId('puzzle-rating')).toBeVisible();
    expect(asked.filter(isPartsChunk)).toHaveLength(1);
    await openPuzzles(page);
    await expect(puzzles(page)).toHaveJSProperty('open', false);
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

  // Analyse asked for before the chunk is in is carried out once it is (src/state/parts.rs), on the
  // page as it is then: a turn played meanwhile stands, and the lines are those of the position
  // after it.
  test('a turn played while Analyse waits for the chunk of parts: the analysis, once on, is of the position after it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, 'chess');
    const release = await holdBack(page, PARTS_CHUNK);
    const asking = page.waitForRequest(PARTS_CHUNK);
    await analyse(page).click();
    // The chunk asked for, and held.
    await asking;
    // Meanwhile the board is the player's.
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    release();
    await expect(analyse(page)).toHaveAttribute('aria-pressed', 'true');
    // Black's turns: the lines of the position after 1. e4.
    await expect(lines(page).first().locator('button').first()).toHaveText(/^1… /, { timeout: 30_000 });
    await expect(moves(page)).toHaveText(['e4']);
    await expect(page.getByTestId('cancel-turn')).toHaveCount(0);
    await expect(page).toHaveURL(/turns=e4/);
    // The game goes on.
    await play(page, 'e7', 'e5');
    await expect(moves(page)).toHaveText(['e4', 'e5']);
  });
});

test.describe('Chunks, a finger', () => {
  test.use({ hasTouch: true, serviceWorkers: 'block' });

  test('a tap on the Rules button opens the rules from the chunk of parts', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'tyr-11');
    await page.getByTestId('rules').tap();
    await expect(page.getByTestId('rules-panel').getByTestId('move-diagram').first()).toBeVisible();
    onlyChunks(asked, 'tyr-11', 1);
  });

  test('a tap on Analyse turns the analysis on from the chunk of parts', async ({ page }) => {
    const asked = requests(page);
    await open(page, 'tyr-11');
    await analyse(page).tap();
    await expect(analyse(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(lines(page).first()).toBeVisible({ timeout: 20_000 });
    onlyChunks(asked, 'tyr-11', 1);
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
  });

  test('Analyse pressed while the chunk of parts cannot be fetched: the player is told, the game goes on, and it works when asked again', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    await open(page, 'chess');
    await cutParts(page);
    await analyse(page).click();
    await expect(page.getByTestId('notice')).toContainText(
      'This part of the page could not be loaded: check the connection and try again.',
    );
    // Nothing changed: analysis is off, and no line, bar or placeholder shows.
    await expect(analyse(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(analyse(page)).toHaveText('Analyse');
    await expect(lines(page)).toHaveCount(0);
    await expect(page.getByTestId('eval-bar')).toHaveCount(0);
    await expect(page.getByTestId('lazy-part')).toHaveCount(0);
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    // (The browser reports the failed requests, and the chunks' loader logs them.)
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await uncutParts(page);
    await analyse(page).click();
    await expect(analyse(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(lines(page).first().locator('button').first()).toHaveText(/^1… /, { timeout: 30_000 });
    await expect(moves(page)).toHaveText(['e4']);
  });

  test('the Puzzles panel opened while the chunk of parts cannot be fetched: the panel says so, the game goes on, and Retry fills it', async ({
    page,
    pageErrors,
  }) => {
    await open(page, 'chess');
    await cutParts(page);
    await openPuzzles(page);
    await expect(puzzles(page).getByTestId('lazy-failed')).toContainText('could not be loaded');
    // Said in the panel, where its body would be (not over the board).
    const failed = await puzzles(page).getByTestId('lazy-failed').boundingBox();
    const panel = await puzzles(page).boundingBox();
    expect(failed && panel).toBeTruthy();
    expect(failed!.y).toBeGreaterThanOrEqual(panel!.y);
    expect(failed!.y + failed!.height).toBeLessThanOrEqual(panel!.y + panel!.height + 1);
    expect(failed!.x).toBeGreaterThanOrEqual(panel!.x);
    expect(failed!.x + failed!.width).toBeLessThanOrEqual(panel!.x + panel!.width + 1);
    await expect(page.getByTestId('puzzle-rating')).toHaveCount(0);
    await play(page, 'e2', 'e4');
    await expect(moves(page)).toHaveText(['e4']);
    expect(pageErrors.length).toBeGreaterThan(0);
    pageErrors.length = 0;
    await uncutParts(page);
    await puzzles(page).getByTestId('lazy-retry').click();
    await expect(page.getByTestId('puzzle-rating')).toBeVisible();
    await expect(page.getByTestId('puzzle-next')).toBeEnabled({ timeout: 20_000 });
    await expect(puzzles(page).getByTestId('lazy-failed')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);
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
