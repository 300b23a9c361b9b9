// spIndecision Beryl and Beryl Chess in the browser: the 39-kite board, declaring an undecided ö
// before moving it, declaring a captured ö, the excluded army refusing clicks, wins for each
// player, Beryl Chess's pawn rule and mate, and the Rules panel's move diagrams.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status, open, loadPosition, cellsWithClass } from './helpers';

const START = 'wRwRwNwOwPwP3bPbObPbRbNbR/wOwPwP9bPbObP/rPrPrOrNrRrRrPrPrO cw - 0 1';
const BERYL_START = 'wRwRwNwBwPwP3bPbBbPbRbNbR/wKwPwP9bPbKbP/9 w 0 1';

const picker = (page: Page) => page.getByTestId('picker');

test.describe('spIndecision Beryl', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, 'spindecision');
  });

  test('shows three armies on the 39-kite board and two players who own none', async ({ page }) => {
    await expect(board(page).locator('[data-cell]')).toHaveCount(39);
    // Each cell is a kite: a four-cornered polygon.
    const corners = await board(page)
      .locator('[data-cell="c2l"] polygon.square')
      .evaluate((p) => (p.getAttribute('points') ?? '').trim().split(/\s+/).length);
    expect(corners).toBe(4);
    // Three colour classes, 13 kites each.
    for (const shade of [0, 1, 2]) {
      await expect(board(page).locator(`polygon.square.shade-${shade}`)).toHaveCount(13);
    }
    await expect(cell(page, 'b1l')).toHaveAttribute('aria-label', /b1l, white Schrödinger King/);
    await expect(cell(page, 'e2r')).toHaveAttribute('aria-label', /e2r, black Schrödinger King/);
    await expect(cell(page, 'c3l')).toHaveAttribute('aria-label', 'c3l, red rook');
    await expect(cell(page, 'c2l')).toHaveAttribute('aria-label', 'c2l, empty');
    await expect(board(page).locator('image.piece')).toHaveCount(27);
    await expect(status(page)).toContainText('Clockwise to move');
    await expect(page.getByTestId('remark')).toContainText('No army is excluded (first turn)');
    await expect(page.getByTestId('remark')).toContainText('White takes Red, Black takes White, Red takes Black');
    await expect(page.getByTestId('position-text')).toHaveValue(START);
    // Any army may move first.
    await expect(cell(page, 'b1r')).toHaveClass(/\bmovable\b/);
    const movable = await cellsWithClass(page, 'movable');
    for (const c of ['b1r', 'e1l', 'c3b']) expect(movable).toContain(c);
  });

  test('an undecided ö is declared, then moved; its partner becomes the other piece', async ({ page }) => {
    await cell(page, 'b1l').click();
    await expect(picker(page)).toBeVisible();
    await expect(picker(page).locator('h2')).toHaveText('Declare the moving White ö on b1l: King or Bishop (its partner becomes the other)');
    const options = picker(page).getByTestId('picker-option');
    await expect(options).toHaveCount(2);
    await expect(picker(page).locator('[data-piece="K"]')).toBeVisible();
    await expect(picker(page).locator('[data-piece="B"] img')).toHaveAttribute('src', /white-bishop/);
    await picker(page).locator('[data-piece="K"]').click();
    await expect(picker(page)).toHaveCount(0);
    // As a King it may only step to c1r.
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['c1r']);
    await cell(page, 'c1r').click();
    await expect(moves(page)).toHaveText(['O(K)b1l-c1r']);
    await expect(cell(page, 'c1r')).toHaveAttribute('aria-label', 'c1r, white king');
    await expect(cell(page, 'a2l')).toHaveAttribute('aria-label', 'a2l, white bishop');
    await expect(status(page)).toContainText('Counter-clockwise to move');
    await expect(page.getByTestId('remark')).toContainText('White is excluded.');

    // Undo, and this time declare the Bishop: it takes the Black pawn on e2l along its long diagonal.
    await page.getByTestId('undo').click();
    await cell(page, 'b1l').click();
    await picker(page).locator('[data-piece="B"]').click();
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['c1r', 'e2l']);
    await expect.poll(() => cellsWithClass(page, 'capture')).toEqual(['e2l']);
    await cell(page, 'e2l').click();
    await expect(moves(page)).toHaveText(['O(B)b1lxe2l']);
    await expect(cell(page, 'e2l')).toHaveAttribute('aria-label', 'e2l, white bishop');
    await expect(cell(page, 'a2l')).toHaveAttribute('aria-label', 'a2l, white king');
  });

  test('the excluded army is greyed out and refuses clicks', async ({ page }) => {
    // Clockwise moves a Red pawn: Red is excluded for Counter-clockwise.
    await cell(page, 'b3r').click();
    await cell(page, 'b2r').click();
    await expect(moves(page)).toHaveText(['Pb3r-b2r']);
    await expect(page.getByTestId('remark')).toContainText('Red is excluded.');
    await expect(cell(page, 'c3b')).toHaveClass(/\bdimmed\b/);
    await expect(cell(page, 'b2r')).toHaveClass(/\bdimmed\b/);
    await expect(cell(page, 'a1r')).not.toHaveClass(/\bdimmed\b/);
    await expect.poll(() => cellsWithClass(page, 'movable')).not.toContain('c3b');
    await cell(page, 'c3b').click();
    await expect.poll(() => cellsWithClass(page, 'selected')).toEqual([]);
    await expect(status(page).locator('.message')).toHaveText(
      'Red is excluded this turn: Clockwise just moved a Red man. Move a man of another army.',
    );
    await expect(moves(page)).toHaveCount(1);
    // A White man is fine; then White is excluded and Red is back.
    await cell(page, 'b1t').click();
    await cell(page, 'c1l').click();
    await expect(moves(page)).toHaveText(['Pb3r-b2r', 'Pb1t-c1l']);
    await expect(cell(page, 'c3b')).not.toHaveClass(/\bdimmed\b/);
    await expect(cell(page, 'c1l')).toHaveClass(/\bdimmed\b/);
  });

  test('capturing an undecided ö asks what it was when both answers are legal', async ({ page }) => {
    // A White rook on d2r reaches both Red ö (round ring (1,2)) and both Black ö (round ring (2,1)).
    await loadPosition(page, 'wK11bO1bO/11wR3/2rO2rO3 cw b 0 1');
    await cell(page, 'd2r').click();
    await expect.poll(() => cellsWithClass(page, 'capture')).toEqual(['b3t', 'c3r', 'e1b', 'e1r']);
    // White takes Red: Clockwise's winning direction — say what the ö was.
    await cell(page, 'c3r').click();
    await expect(picker(page)).toBeVisible();
    await expect(picker(page).getByTestId('picker-option')).toHaveCount(2);
    // Its title says which man, and that declaring a King wins at once.
    await expect(picker(page).locator('h2')).toHaveText('Declare the captured Red ö on c3r: King — wins now — or Bishop');
    // The answer is about the Red man taken: the choices wear Red.
    await expect(picker(page).locator('[data-piece="K"] img')).toHaveAttribute('src', /red-king/);
    await expect(picker(page).locator('[data-piece="B"] img')).toHaveAttribute('src', /red-bishop/);
    await picker(page).locator('[data-piece="B"]').click();
    await expect(moves(page)).toHaveText(['Rd2rxc3r(B)']);
    // It was the Bishop: the other Red ö is the King now.
    await expect(cell(page, 'b3t')).toHaveAttribute('aria-label', 'b3t, red king');
    await expect(cell(page, 'c3r')).toHaveAttribute('aria-label', 'c3r, white rook');
    await expect(status(page)).toContainText('Counter-clockwise to move');

    // Taking a Black ö is the wrong direction for Clockwise: no question, it was the Bishop.
    await loadPosition(page, 'wK11bO1bO/11wR3/2rO2rO3 cw b 0 1');
    await cell(page, 'd2r').click();
    await cell(page, 'e1r').click();
    await expect(picker(page)).toHaveCount(0);
    await expect(moves(page)).toHaveText(['Rd2rxe1r(B)']);
    await expect(cell(page, 'e1b')).toHaveAttribute('aria-label', 'e1b, black king');

    // Declaring King in the winning direction wins at once.
    await loadPosition(page, 'wK11bO1bO/11wR3/2rO2rO3 cw b 0 1');
    await cell(page, 'd2r').click();
    await cell(page, 'b3t').click();
    await picker(page).locator('[data-piece="K"]').click();
    await expect(moves(page)).toHaveText(['Rd2rxb3t(K)#']);
    await expect(status(page)).toContainText('White took the Red King — Clockwise wins');
  });

  test('Clockwise wins by taking a King clockwise from the capturing army', async ({ page }) => {
    // A White knight on c2l attacks the Red King (a1b) and the Black King (a1l).
    await loadPosition(page, 'rKbK13/6wN8/8wK cw b 0 1');
    await cell(page, 'c2l').click();
    await expect(cell(page, 'c2l')).toHaveClass(/\bselected\b/);
    const targets = await cellsWithClass(page, 'capture');
    expect(targets).toContain('a1b');
    // Taking the Black King would not win for Clockwise: not offered, and the app says why.
    expect(targets).not.toContain('a1l');
    await cell(page, 'a1l').click();
    await expect(status(page).locator('.message')).toContainText(
      'Taking the Black King with White would not win for Clockwise',
    );
    // The knight is still picked: take the Red King.
    await expect(cell(page, 'c2l')).toHaveClass(/\bselected\b/);
    await cell(page, 'a1b').click();
    await expect(moves(page)).toHaveText(['Nc2lxa1b#']);
    await expect(status(page)).toContainText('White took the Red King — Clockwise wins');
    await expect(page.getByTestId('play-again')).toBeVisible();
    // Nothing moves any more.
    await expect(board(page)).toHaveClass(/\bover\b/);
    await expect.poll(() => cellsWithClass(page, 'movable')).toEqual([]);
    await cell(page, 'd3t').click();
    await expect.poll(() => cellsWithClass(page, 'selected')).toEqual([]);
  });

  test('Counter-clockwise wins by taking a King counter-clockwise from the capturing army', async ({ page }) => {
    await loadPosition(page, 'bKrK13/6wN8/8wK ccw r 0 1');
    await expect(status(page)).toContainText('Counter-clockwise to move');
    await cell(page, 'c2l').click();
    await expect(cell(page, 'c2l')).toHaveClass(/\bselected\b/);
    const targets = await cellsWithClass(page, 'capture');
    expect(targets).toContain('a1b');
    expect(targets).not.toContain('a1l');
    await cell(page, 'a1b').click();
    await expect(moves(page)).toHaveText(['Nc2lxa1b#']);
    await expect(status(page)).toContainText('White took the Black King — Counter-clockwise wins');
  });

  test('keyboard: arrows walk the kites and Enter plays', async ({ page }) => {
    await cell(page, 'b1t').focus();
    await page.keyboard.press('Enter');
    await expect(cell(page, 'b1t')).toHaveClass(/\bselected\b/);
    // Right from b1t is the kite c1l beside it.
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('c1l');
    await page.keyboard.press('Enter');
    await expect(moves(page)).toHaveText(['Pb1t-c1l']);
  });

  test('the rules say the board is reconstructed and draw each piece\'s moves', async ({ page }) => {
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel).toContainText('reconstructed from the surviving text');
    await expect(panel).toContainText('the original diagrams');
    const rook = panel.locator('[data-testid="move-diagram"][data-piece="Rook"]');
    // (A diagram is drawn once it is near the panel's view, as the reader scrolls to it.)
    await rook.scrollIntoViewIfNeeded();
    await expect(rook.locator('.cell')).toHaveCount(39);
    await expect(rook.locator('.cell.target')).toHaveCount(21);
    await expect(rook.locator('.cell.selected')).toHaveAttribute('data-cell', 'c2l');
    const counts: [string, number][] = [
      ['King', 8],
      ['Bishop', 6],
      ['Knight', 8],
      ['Pawn', 5],
      ['Schrödinger King (ö)', 10],
    ];
    for (const [piece, n] of counts) {
      const diagram = panel.locator(`[data-testid="move-diagram"][data-piece="${piece}"]`);
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram.locator('.cell.target')).toHaveCount(n);
    }
    const pawn = panel.locator('[data-testid="move-diagram"][data-piece="Pawn"]');
    await pawn.scrollIntoViewIfNeeded();
    await expect(pawn.locator('.cell.capture')).toHaveCount(3);
    await page.getByTestId('rules-close').click();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('Beryl Chess', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, 'beryl');
  });

  test('starts with two armies and forbids the lone first-move pawn capture', async ({ page }) => {
    await expect(board(page).locator('[data-cell]')).toHaveCount(39);
    await expect(board(page).locator('image.piece')).toHaveCount(18);
    await expect(page.getByTestId('position-text')).toHaveValue(BERYL_START);
    await expect(status(page)).toContainText('White to move');
    await cell(page, 'b1l').click();
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['c1r']);
    await cell(page, 'e2l').click();
    await expect(status(page).locator('.message')).toHaveText(
      "A pawn may be taken only when another of your men also attacks it (Beryl's rule).",
    );
    // The bishop is still picked: its quiet move is fine.
    await expect(cell(page, 'b1l')).toHaveClass(/\bselected\b/);
    await cell(page, 'c1r').click();
    await expect(moves(page)).toHaveText(['Bb1l-c1r']);
  });

  test('checkmate ends the game', async ({ page }) => {
    await loadPosition(page, '1bK5wR7/2wK12/9 w 0 1');
    await cell(page, 'c1l').click();
    await cell(page, 'b1t').click();
    await expect(moves(page)).toHaveText(['Rc1l-b1t#']);
    await expect(status(page)).toContainText('Checkmate — White wins');
  });
});
