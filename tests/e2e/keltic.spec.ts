// Keltic Chess in the browser: moves by mouse and keyboard, promotion through the picker,
// undo/redo, the move list, loading positions and the end of a game.
import { expect, Page, Locator } from '@playwright/test';
import { test, board, cell, moves, status, loadPosition, cellsWithClass, open } from './helpers';

const START = 'bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w 0 1';

async function focusedCell(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
}

test.describe('Keltic Chess', () => {

  test.beforeEach(async ({ page }) => {
    await open(page, 'keltic');
  });

  test('shows the start position on the cross-shaped board', async ({ page }) => {
    await expect(board(page).locator('[data-cell]')).toHaveCount(43);
    await expect(cell(page, 'a1')).toHaveCount(0); // a cut-away corner is no cell at all
    await expect(cell(page, 'e1')).toHaveAttribute('aria-label', 'e1, white king');
    await expect(cell(page, 'e7')).toHaveAttribute('aria-label', 'e7, black king');
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, empty');
    await expect(status(page)).toContainText('White to move');
    await expect(page.getByTestId('position-text')).toHaveValue(START);
    await expect(moves(page)).toHaveCount(0);
    await expect(page.getByTestId('undo')).toBeDisabled();
    await expect(page.getByTestId('redo')).toBeDisabled();
  });

  test('plays the opening by clicks, with highlights', async ({ page }) => {
    await cell(page, 'e3').click();
    await expect(cell(page, 'e3')).toHaveClass(/\bselected\b/);
    expect(await cellsWithClass(page, 'target')).toEqual(['e4']);
    expect(await cellsWithClass(page, 'capture')).toEqual([]);

    await cell(page, 'e4').click();
    await expect(moves(page)).toHaveText(['e4']);
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
    await expect(cell(page, 'e3')).toHaveAttribute('aria-label', 'e3, empty');
    expect(await cellsWithClass(page, 'last')).toEqual(['e3', 'e4']);
    expect(await cellsWithClass(page, 'selected')).toEqual([]);
    await expect(status(page)).toContainText('Black to move');

    // Black's d-pawn may take on e4: a capture is marked as such.
    await cell(page, 'd5').click();
    await expect(cell(page, 'd5')).toHaveClass(/\bselected\b/);
    expect(await cellsWithClass(page, 'target')).toEqual(['d4', 'e4']);
    expect(await cellsWithClass(page, 'capture')).toEqual(['e4']);
    // Pointing at a capture shows which man it takes; pointing at a quiet move shows none.
    await cell(page, 'e4').hover();
    await expect(cell(page, 'e4')).toHaveClass(/\bdoomed\b/);
    await cell(page, 'd4').hover();
    await expect(board(page).locator('.doomed')).toHaveCount(0);
    await cell(page, 'e4').click();
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black pawn');

    // A knight: from d2 it reaches c4, and e4 where it captures.
    await cell(page, 'd2').click();
    expect(await cellsWithClass(page, 'target')).toEqual(['c4', 'e4']);
    expect(await cellsWithClass(page, 'capture')).toEqual(['e4']);
    await cell(page, 'c4').click();
    await expect(cell(page, 'c4')).toHaveAttribute('aria-label', 'c4, white knight');

    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
    const rows = page.getByTestId('move-list').locator('li');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('1.');
    await expect(rows.nth(1)).toContainText('2.');
  });

  test('selecting another man, clicking elsewhere and Escape cancel a pick', async ({ page }) => {
    await cell(page, 'e3').click();
    await cell(page, 'd2').click(); // another own man: it becomes the pick
    await expect(cell(page, 'd2')).toHaveClass(/\bselected\b/);
    await expect(cell(page, 'e3')).not.toHaveClass(/\bselected\b/);
    await cell(page, 'e5').click(); // not a target: cancels
    expect(await cellsWithClass(page, 'selected')).toEqual([]);
    expect(await cellsWithClass(page, 'target')).toEqual([]);
    await cell(page, 'e3').click();
    await page.keyboard.press('Escape');
    expect(await cellsWithClass(page, 'selected')).toEqual([]);
    await expect(moves(page)).toHaveCount(0);
  });

  test('a blocked pawn steps sideways', async ({ page }) => {
    await loadPosition(page, '1k1/5/4p4/4P4/9/5/1K1 w 0 1');
    await cell(page, 'e4').click();
    expect(await cellsWithClass(page, 'target')).toEqual(['d4', 'f4']);
    await cell(page, 'f4').click();
    await expect(cell(page, 'f4')).toHaveAttribute('aria-label', 'f4, white pawn');
    await expect(moves(page)).toHaveCount(1);
  });

  test('a pawn promotes through the picker', async ({ page }) => {
    await loadPosition(page, '3/2P2/k8/9/9/5/1K1 w 0 1');
    await cell(page, 'e6').click();
    await cell(page, 'e7').click();
    const picker = page.getByTestId('picker');
    await expect(picker).toBeVisible();
    const options = picker.getByTestId('picker-option');
    await expect(options).toHaveCount(4);
    expect(
      (await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-piece')))).sort(),
    ).toEqual(['B', 'N', 'Q', 'R']);
    // Nothing is played until a piece is chosen.
    await expect(moves(page)).toHaveCount(0);
    await picker.locator('[data-piece="N"]').click();
    await expect(picker).toHaveCount(0);
    await expect(cell(page, 'e7')).toHaveAttribute('aria-label', 'e7, white knight');
    await expect(moves(page)).toHaveText([/^e7=N/]);
  });

  test('the promotion picker works from the keyboard and can be cancelled', async ({ page }) => {
    await loadPosition(page, '3/2P2/k8/9/9/5/1K1 w 0 1');
    await cell(page, 'e6').click();
    await cell(page, 'e7').click();
    await expect(page.getByTestId('picker')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('picker')).toHaveCount(0);
    await expect(cell(page, 'e6')).toHaveAttribute('aria-label', 'e6, white pawn');

    await cell(page, 'e6').click();
    await cell(page, 'e7').click();
    const first = page.getByTestId('picker-option').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('picker')).toHaveCount(0);
    await expect(moves(page)).toHaveCount(1);
  });

  test('undo and redo restore the board and the move list', async ({ page }) => {
    for (const [from, to] of [
      ['e3', 'e4'],
      ['d5', 'e4'],
      ['d2', 'c4'],
    ]) {
      await cell(page, from).click();
      await cell(page, to).click();
    }
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);

    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveText(['e4']);
    await expect(cell(page, 'd2')).toHaveAttribute('aria-label', 'd2, white knight');
    await expect(cell(page, 'c4')).toHaveAttribute('aria-label', 'c4, empty');
    await expect(cell(page, 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
    await expect(status(page)).toContainText('Black to move');
    await expect(page.getByTestId('redo')).toBeEnabled();

    await page.getByTestId('redo').click();
    await expect(moves(page)).toHaveText(['e4', 'dxe4']);
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black pawn');

    // Keyboard shortcuts do the same.
    await page.keyboard.press('Control+y');
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
    await expect(page.getByTestId('redo')).toBeDisabled();
    await page.keyboard.press('Control+z');
    await expect(moves(page)).toHaveText(['e4', 'dxe4']);

    // Undo everything, back to the start.
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveCount(0);
    await expect(page.getByTestId('undo')).toBeDisabled();
    await expect(page.getByTestId('position-text')).toHaveValue(START);
  });

  test('checkmate ends the game', async ({ page }) => {
    await loadPosition(page, '1k1/5/3P5/6Q2/9/5/1K1 w 0 1');
    await cell(page, 'g4').click();
    await cell(page, 'e6').click();
    await expect(status(page)).toContainText('Checkmate — White wins');
    await expect(moves(page)).toHaveText(['Qe6#']);
    await expect(board(page)).toHaveClass(/\bover\b/);

    // No more moves: Black's king cannot be picked, nor can White's men.
    await cell(page, 'e7').click();
    expect(await cellsWithClass(page, 'selected')).toEqual([]);
    expect(await cellsWithClass(page, 'target')).toEqual([]);
    await cell(page, 'e6').click();
    expect(await cellsWithClass(page, 'selected')).toEqual([]);
    await expect(moves(page)).toHaveCount(1);

    await expect(page.getByTestId('play-again')).toBeVisible();

    // Undo takes the mate back and the game goes on.
    await page.getByTestId('undo').click();
    await expect(status(page)).toContainText('White to move');
  });

  test('check is shown in the status line', async ({ page }) => {
    await loadPosition(page, '1k1/5/3P5/6Q2/9/5/1K1 w 0 1');
    await expect(page.getByTestId('remark')).toHaveCount(0);
    await cell(page, 'g4').click();
    await cell(page, 'g5').click();
    await expect(status(page)).toContainText('Black to move');
    await expect(page.getByTestId('remark')).toHaveText(/check/i);
    await expect(moves(page)).toHaveText(['Qg5+']);
    // Only moves that answer the check are offered: the king cannot stay on the diagonal.
    await cell(page, 'e7').click();
    expect(await cellsWithClass(page, 'target')).not.toContain('f6');
  });

  test('a game loaded with Black to move numbers its moves from there', async ({ page }) => {
    await loadPosition(page, '1k1/5/3P5/6Q2/9/5/1K1 b 0 12');
    await cell(page, 'e7').click();
    await cell(page, 'f7').click();
    await cell(page, 'g4').click();
    await cell(page, 'g5').click();
    const rows = page.getByTestId('move-list').locator('li');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('12.');
    await expect(rows.nth(0)).toContainText('…');
    await expect(rows.nth(1)).toContainText('13.');
    await expect(moves(page)).toHaveText(['Kf7', 'Qg5']);
  });

  test('a bad position is refused and the game is untouched', async ({ page }) => {
    await cell(page, 'e3').click();
    await cell(page, 'e4').click();
    const before = await page.getByTestId('position-text').inputValue();
    await page.getByTestId('position-input').fill('bkb/rnqnr/ppppppppp/9 w 0 1');
    await page.getByTestId('position-load').click();
    await expect(page.getByTestId('position-error')).toBeVisible();
    await expect(page.getByTestId('position-error')).not.toBeEmpty();
    await expect(page.getByTestId('position-text')).toHaveValue(before);
    await expect(moves(page)).toHaveText(['e4']);
    // A good one then loads and clears the error.
    await loadPosition(page, START);
    await expect(moves(page)).toHaveCount(0);
  });

  test('plays from the keyboard', async ({ page }) => {
    // Tab from the top of the page until a board cell has the focus.
    await page.getByTestId('game-select').focus();
    for (let i = 0; i < 15 && (await focusedCell(page)) === null; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedCell(page)).not.toBeNull();
    // Only one cell is a tab stop.
    await expect(board(page).locator('[data-cell][tabindex="0"]')).toHaveCount(1);

    await walkTo(page, 'e3');
    await page.keyboard.press('Enter');
    await expect(cell(page, 'e3')).toHaveClass(/\bselected\b/);
    await page.keyboard.press('ArrowUp');
    expect(await focusedCell(page)).toBe('e4');
    await page.keyboard.press('Enter');
    await expect(moves(page)).toHaveText(['e4']);
    expect(await focusedCell(page)).toBe('e4');

    // Black answers with Space, and Escape drops a pick.
    await walkTo(page, 'f5');
    await page.keyboard.press(' ');
    await expect(cell(page, 'f5')).toHaveClass(/\bselected\b/);
    await page.keyboard.press('Escape');
    expect(await cellsWithClass(page, 'selected')).toEqual([]);
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedCell(page)).toBe('e4');
    await page.keyboard.press('Enter');
    await expect(moves(page)).toHaveText(['e4', 'fxe4']);
  });

  test('the address keeps the game, so a reload or a link opens it again', async ({ page }) => {
    await cell(page, 'e3').click();
    await cell(page, 'e4').click();
    await expect(page).toHaveURL(/#game=keltic&turns=e4$/);
    await page.reload();
    await expect(moves(page)).toHaveText(['e4']);
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');

    // A link to a move shows the whole game, at that move (read-only; see records.spec.ts).
    await page.goto('./#game=keltic&turns=e4+dxe4+Nc4&ply=2');
    await page.reload();
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
    await expect(page.getByTestId('view-bar')).toContainText('dxe4');
    await expect(cell(page, 'c4')).toHaveAttribute('aria-label', 'c4, empty');

    await page.goto('./#game=keltic&turns=e5');
    await page.reload();
    await expect(page.getByTestId('notice')).toContainText('could not be opened');
    await expect(moves(page)).toHaveCount(0);
  });

  test('the flip is remembered per game, over a reload', async ({ page }) => {
    await page.getByTestId('flip').click();
    await expect(board(page)).toHaveAttribute('data-flipped', 'true');
    await page.reload();
    await expect(board(page)).toHaveAttribute('data-flipped', 'true');
    await page.goto('./#game=chess');
    await expect(board(page)).toHaveAttribute('data-flipped', 'false');
    await page.goto('./#game=keltic');
    await expect(board(page)).toHaveAttribute('data-flipped', 'true');
  });

  test('flipping the board turns it round', async ({ page }) => {
    const y = async (l: Locator) => (await l.boundingBox())?.y ?? NaN;
    expect(await y(cell(page, 'e1'))).toBeGreaterThan(await y(cell(page, 'e7')));
    await page.getByTestId('flip').click();
    await expect(board(page)).toHaveAttribute('data-flipped', 'true');
    expect(await y(cell(page, 'e1'))).toBeLessThan(await y(cell(page, 'e7')));
    // Arrow keys follow the screen: Up from e4 now goes to e3.
    await cell(page, 'e4').focus();
    await page.keyboard.press('ArrowUp');
    expect(await focusedCell(page)).toBe('e3');
  });

  test('the rules panel opens and closes', async ({ page }) => {
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Keltic Chess');
    await expect(panel.locator('img')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.getByTestId('rules').click();
    await page.getByTestId('rules-close').click();
    await expect(panel).toHaveCount(0);
  });

  test('new game and switching games', async ({ page }) => {
    await cell(page, 'e3').click();
    await cell(page, 'e4').click();
    await page.getByTestId('new-game').click();
    await expect(moves(page)).toHaveCount(0);
    await expect(page.getByTestId('position-text')).toHaveValue(START);

    await page.getByTestId('game-select').selectOption('chess');
    await expect(board(page).locator('[data-cell]')).toHaveCount(64);
    await cell(page, 'e2').click();
    expect(await cellsWithClass(page, 'target')).toEqual(['e3', 'e4']);
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(board(page).locator('[data-cell]')).toHaveCount(43);
  });
});

/** Move the keyboard focus with arrow keys to the named cell (files a–i, ranks 1–7, unflipped). */
async function walkTo(page: Page, target: string) {
  for (let i = 0; i < 30; i++) {
    const at = await focusedCell(page);
    if (at === null) throw new Error('no cell has the focus');
    if (at === target) return;
    const df = target.charCodeAt(0) - at.charCodeAt(0);
    const dr = Number(target.slice(1)) - Number(at.slice(1));
    // Change rank first when the current file does not run through rank 4's full width.
    if (dr !== 0) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
    else await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`could not reach ${target}`);
}
