// Teaching tools of the page that need no lesson data. ("Continue from here" became playing a
// variation: see variations.spec.ts.)
import { expect } from '@playwright/test';
import { test, moves, open, cell } from './helpers';

test.describe('Presentation mode', () => {
  test('shows the board alone and larger, with larger coordinates, until left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, 'odins-rune');
    const board = page.getByTestId('board');
    const before = await board.boundingBox();
    const labelSize = async () => Number(await board.locator('text.coord').first().getAttribute('font-size'));
    const small = await labelSize();
    await page.getByTestId('present').click();
    await expect(page.locator('.app')).toHaveClass(/presenting/);
    await expect(page.getByTestId('present')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('copy-link')).toBeHidden();
    await expect(page.getByTestId('game-select')).toBeHidden();
    const after = await board.boundingBox();
    // (Height-bound here: it gains the header's height; full screen gains the browser's too.)
    expect(after!.width).toBeGreaterThan(before!.width + 20);
    expect(await labelSize()).toBeGreaterThan(small * 1.3);
    // The board still plays, and the pen still draws.
    await cell(page, 'e2').click();
    await expect(cell(page, 'e2')).toHaveClass(/selected/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.app')).toHaveClass(/presenting/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.app')).not.toHaveClass(/presenting/);
    await expect(page.getByTestId('game-select')).toBeVisible();
    await page.getByTestId('present').click();
    await page.getByTestId('present').click();
    await expect(page.locator('.app')).not.toHaveClass(/presenting/);
  });
});

test.describe('The rules beside the board', () => {
  test('on a wide screen they sit beside the board, which stays playable and undimmed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, 'keltic');
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel).toBeVisible();
    await expect(page.locator('.overlay')).toHaveCount(0);
    const b = (await page.getByTestId('board').boundingBox())!;
    const r = (await panel.boundingBox())!;
    expect(r.x).toBeGreaterThanOrEqual(b.x + b.width);
    // The board plays while the rules are open.
    await cell(page, 'e3').click();
    await cell(page, 'e4').click();
    await expect(moves(page)).toHaveText(['e4']);
    await expect(panel).toBeVisible();
    await page.getByTestId('rules-close').click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId('rules')).toBeFocused();
  });

  test('on a phone they are a sheet below the board, dismissed by its button or Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'tyr-11');
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel).toBeVisible();
    // (Once it has slid up.)
    await expect.poll(async () => Math.round(await panel.evaluate((e) => e.getBoundingClientRect().bottom))).toBe(844);
    const r = (await panel.boundingBox())!;
    expect(r.height).toBeLessThanOrEqual(844 * 0.46);
    await expect(page.locator('.overlay')).toHaveCount(0);
    // The top of the board is in view and playable.
    await cell(page, 'f10').click();
    await expect(cell(page, 'f10')).toHaveClass(/selected/);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('How every piece moves', () => {
  for (const id of ['keltic', 'odins-rune', 'orphic', 'spindecision', 'beryl', 'tyr-11', 'tyr-15', 'tyr-17', 'odin-11', 'odin-15', 'odin-17', 'chess']) {
    test(`every piece of ${id} has a move diagram drawn by the engine`, async ({ page }) => {
      await open(page, id);
      await page.getByTestId('rules').click();
      const panel = page.getByTestId('rules-panel');
      const pieces = panel.locator('.legend > li');
      // The rules text is fetched when the panel opens.
      await expect(pieces.first()).toBeVisible();
      const n = await pieces.count();
      expect(n).toBeGreaterThan(1);
      for (let i = 0; i < n; i++) {
        const diagram = pieces.nth(i).getByTestId('move-diagram').first();
        // (A diagram is drawn once it is near the panel's view, as the reader scrolls to it.)
        await diagram.scrollIntoViewIfNeeded();
        await expect(diagram, `piece ${i + 1} of ${id}`).toBeVisible();
        await expect(diagram.locator('.cell.selected')).toHaveCount(1);
        expect(await diagram.locator('.cell.target').count()).toBeGreaterThan(0);
      }
    });
  }

  test('a diagram is drawn when it comes near the view, not before: the rules open at once on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'chess');
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel.locator('.legend > li').first()).toBeVisible();
    const last = panel.getByTestId('move-diagram').last();
    // (Two frames: time for the panel's observer to report what is near.)
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await frames();
    await frames();
    // The last piece's diagram is far below the sheet's view: its figure holds its place, undrawn.
    expect((await last.boundingBox())!.height).toBeGreaterThan(100);
    expect(await last.locator('.cell').count()).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('.cell')).toHaveCount(64);
    await expect(last.locator('.cell.selected')).toHaveCount(1);
  });

  test('special moves are drawn: a removal after the Ox lands, a Valkyrie drop-off, a sandwich', async ({ page }) => {
    await open(page, 'odins-rune');
    await page.getByTestId('rules').click();
    const ox = page.locator('[data-testid="move-diagram"][data-piece="Forest Ox — Uruz"]');
    await ox.scrollIntoViewIfNeeded();
    await expect(ox.locator('.cell.capture')).toHaveAttribute('data-cell', 'f7');
    // Each enemy man next to a square the Ox can land on may be removed after the jump.
    const removable = await ox.locator('.cell.then-cell').evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')).sort());
    expect(removable).toEqual(['f7', 'g8']);
    const valkyrie = page.locator('[data-testid="move-diagram"][data-piece="Valkyrie — Perthro"]');
    await valkyrie.scrollIntoViewIfNeeded();
    await expect(valkyrie.locator('.cell.selected')).toHaveCount(1);
    expect(await valkyrie.locator('.then').count()).toBeGreaterThan(0);
    await open(page, 'odin-11');
    await page.getByTestId('rules').click();
    const attacker = page.locator('[data-testid="move-diagram"][data-piece="Attacker"]');
    await attacker.scrollIntoViewIfNeeded();
    await expect(attacker.locator('.cell.taken')).toHaveAttribute('data-cell', 'f6');
  });
});

test.describe('Ask any man how it moves', () => {
  test("an opponent's man, by Alt-click and by the M key; the game is untouched", async ({ page }) => {
    await open(page, 'keltic');
    const position = await page.getByTestId('position-input').inputValue().catch(() => '');
    await cell(page, 'd6').click({ modifiers: ['Alt'] });
    await expect(page.getByTestId('status')).toContainText(/black knight on d6 could go to .* on Black's turn/i);
    await expect(cell(page, 'd6')).toHaveClass(/asked/);
    expect(await page.locator('[data-testid="board"] .cell.reach').count()).toBeGreaterThan(0);
    await expect(cell(page, 'd6')).not.toHaveClass(/selected/);
    await expect(moves(page)).toHaveCount(0);
    if (position) await expect(page.getByTestId('position-input')).toHaveValue(position);
    // A plain click forgets it and plays as usual.
    await cell(page, 'e3').click();
    await expect(page.locator('[data-testid="board"] .cell.reach')).toHaveCount(0);
    await expect(cell(page, 'e3')).toHaveClass(/selected/);
    await page.keyboard.press('Escape');
    // From the keyboard: M on the focused cell.
    await cell(page, 'f6').focus();
    await page.keyboard.press('m');
    await expect(cell(page, 'f6')).toHaveClass(/asked/);
    // Said by the status line's own live message, of kind information (role=status; issue 25).
    await expect(page.getByTestId('status').getByRole('status')).toContainText('black knight on f6 could go to');
  });

  test('a long press on a touch screen asks too', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await open(page, 'tyr-11');
    const box = (await cell(page, 'f4').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(cell(page, 'f4')).toHaveClass(/asked/);
    await expect(page.getByTestId('status')).toContainText("on Defender's turn");
    await expect(cell(page, 'f4')).not.toHaveClass(/selected/);
    await context.close();
  });
});

/** The Studies panel opened, the game's built-in lessons (fetched on first opening) listed. */
async function openLessons(page: import('@playwright/test').Page) {
  const panel = page.getByTestId('studies');
  await panel.locator(':scope > summary').click();
  await expect(panel.locator('[data-source="builtin"]')).toBeVisible({ timeout: 20_000 });
  return panel;
}
const said = (page: import('@playwright/test').Page) => page.getByTestId('study-said');

test.describe("Odin's Rune problems from the seed, as the built-in study's chapters", () => {
  test('solved by clicks, a wrong answer refused, hints, progress kept', async ({ page }) => {
    await open(page, 'odins-rune');
    const panel = await openLessons(page);
    await expect(panel.locator('[data-source="builtin"]').getByTestId('study-chapter')).toHaveCount(6);
    await panel.locator('[data-lesson="odins-rune-6"]').click();
    await expect(page.getByTestId('study-text')).toContainText('White to move');
    // A wrong answer: the rook moves. Refused and taken back.
    await cell(page, 'd1').click();
    await cell(page, 'd2').click();
    await expect(said(page)).toHaveText('Not this one, try again.');
    await expect(moves(page)).toHaveCount(0);
    // A hint, then the answer: the king takes e5 as the rook beside it would.
    await page.getByTestId('study-hint').click();
    await expect(said(page)).toContainText('friend beside it');
    await cell(page, 'e1').click();
    await cell(page, 'e5').click();
    await expect(said(page)).toContainText('Solved!');
    await expect(panel.locator('[data-lesson="odins-rune-6"] [data-testid="study-solved"]')).toHaveCount(1);
    // Kept over a reload.
    await page.reload();
    await openLessons(page);
    await expect(page.locator('[data-lesson="odins-rune-6"] [data-testid="study-solved"]')).toHaveCount(1);
  });

  for (const [id, solution] of [
    ['odins-rune-1', ['c2', 'c4']],
    ['odins-rune-2', ['c4', 'd2', 'c2']],
    ['odins-rune-3', ['f1', 'j1', 'h1']],
    ['odins-rune-4', ['d3', 'b4', 'a5']],
    ['odins-rune-5', ['d5', 'c3', 'd2']],
  ] as const) {
    test(`${id} solved by clicks`, async ({ page }) => {
      await open(page, 'odins-rune');
      await openLessons(page);
      await page.locator(`[data-lesson="${id}"]`).click();
      for (const c of solution) await cell(page, c).click();
      await expect(said(page)).toContainText('Solved!');
    });
  }

  test('Show me plays the answer and explains it', async ({ page }) => {
    await open(page, 'odins-rune');
    await openLessons(page);
    await page.locator('[data-lesson="odins-rune-5"]').click();
    await page.getByTestId('study-show').click();
    await expect(moves(page)).toHaveCount(1);
    await expect(said(page)).toContainText('removes the king');
    await expect(page.locator('[data-lesson="odins-rune-5"] [data-testid="study-solved"]')).toHaveCount(0);
  });

  test('a copy of the built-in study is the teacher\'s to write', async ({ page }) => {
    await open(page, 'odins-rune');
    const panel = await openLessons(page);
    await panel.getByTestId('study-keep').click();
    const mine = panel.locator('[data-source="saved"]');
    await expect(mine.getByTestId('study-chapter')).toHaveCount(6);
    await mine.getByTestId('study-edit-open').click();
    await mine.getByTestId('study-write').nth(2).click();
    await expect(page.getByTestId('study-writer')).toContainText('Writing Chapter 3 of 6: Problem 3');
    // The lesson's answer is the chapter's main line, the other right answers its variations.
    await expect(moves(page).first()).toHaveText(/Vf1-j1>h1/);
  });
});

/** Clicks on these cells, one after the other. */
const clicks = (...names: string[]) => async (page: import('@playwright/test').Page) => {
  for (const name of names) await cell(page, name).click();
};

test.describe('A lesson in each game', () => {
  const lessons: [string, string, (page: import('@playwright/test').Page) => Promise<void>][] = [
    ['keltic', 'keltic-sideways', async (page) => { await cell(page, 'e3').click(); await cell(page, 'f3').click(); }],
    ['orphic', 'orphic-relocate', async (page) => {
      await page.getByRole('group', { name: "White's reserve" }).locator('[data-testid="reserve-option"][data-piece="N"]').click();
      await cell(page, 'd3').click();
      await cell(page, 'd2').click();
    }],
    ['tyr-11', 'tyr-sandwich', async (page) => { await cell(page, 'b7').click(); await cell(page, 'f7').click(); }],
    ['odin-11', 'odin-vman', async (page) => { await cell(page, 'b7').click(); await cell(page, 'f7').click(); }],
    ['spindecision', 'spindecision-pawn', async (page) => { await cell(page, 'c2l').click(); await cell(page, 'c1r').click(); }],
    ['beryl', 'beryl-pawn', async (page) => { await cell(page, 'c2l').click(); await cell(page, 'b2r').click(); }],
    ['chess', 'chess-en-passant', clicks('e5', 'd6')],
    // The tafl seed's figures: a move taking three men, a chain turning back, the king's
    // hit-and-run; a commander's jump starting a chain, a turned V-man counting as a capture.
    ['tyr-15', 'tyr-multiple', clicks('h3', 'h7')],
    ['tyr-17', 'tyr-reverse', clicks('b5', 'e5', 'c5')],
    ['tyr-11', 'tyr-hit-and-run', clicks('e5', 'g5', 'g1')],
    ['odin-15', 'odin-jump-chain', clicks('e5', 'e7', 'h7')],
    ['odin-17', 'odin-turn-and-go-on', clicks('b9', 'f9', 'f5')],
  ];
  for (const [game, id, solve] of lessons) {
    test(`${id} is solved on the board`, async ({ page }) => {
      await open(page, game);
      await openLessons(page);
      await page.locator(`[data-lesson="${id}"]`).click();
      await solve(page);
      await expect(said(page)).toContainText('Solved!');
    });
  }
});
