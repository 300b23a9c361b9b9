// Orphic Chess with Elks in the browser: the reserve trays, drops onto empty squares and onto a
// pawn with its relocation, the capture-only note, the refused relocation in check with its reason,
// the Elk's two modes, and checkmate (by a move and by a drop).
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, moves, status, loadPosition, cellsWithClass } from './helpers';

const START = '8/8/pppppppp/8/8/PPPPPPPP/8/8 w KQEELDNNkqeeldnn - 0 1';

const reserve = (page: Page, player: string, piece: string) =>
  page.getByRole('group', { name: `${player}'s reserve` }).locator(`[data-testid="reserve-option"][data-piece="${piece}"]`);

/**
 * Drag a reserve man onto a cell, waiting for the page at each step: the drag starts on the man,
 * the page picks it (the first step of a drop) and marks the cell as a target, and only then is the
 * cell looked up and the man dropped on it. (Playwright's dragTo finds the cell before the drag
 * starts, so the drop could miss it if the page moved while the man was being picked.)
 */
async function dragFromReserve(page: Page, man: Locator, name: string) {
  await expect(man).toBeEnabled();
  await expect(man).toHaveAttribute('data-drag', 'true');
  await expect(man).toHaveAttribute('aria-pressed', 'false');
  await man.hover();
  await page.mouse.down();
  const from = await man.boundingBox();
  expect(from).not.toBeNull();
  // Far enough to start a drag (Chromium waits for a few pixels), not yet over the board.
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + 12);
  await expect(man).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cellsWithClass(page, 'target')).toContain(name);
  const to = await cell(page, name).boundingBox();
  expect(to).not.toBeNull();
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 4 });
  await page.mouse.up();
}

const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const rank = (r: number) => files.map((f) => `${f}${r}`);

test.describe('Orphic Chess with Elks', () => {

  test.beforeEach(async ({ page }) => {
    await page.goto('./#orphic');
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId('game-select')).toHaveValue('orphic');
  });

  test('both reserve trays are on screen with the board, on a laptop and on a phone', async ({ page }) => {
    for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await expect(board(page)).toBeInViewport({ ratio: 1 });
      for (const player of ['White', 'Black']) {
        await expect(page.getByRole('group', { name: `${player}'s reserve` })).toBeInViewport({ ratio: 1 });
      }
    }
  });
  test('starts with the pawns on the board and everything else in reserve', async ({ page }) => {
    await expect(page.getByTestId('position-text')).toHaveValue(START);
    await expect(cell(page, 'a3')).toHaveAttribute('aria-label', 'a3, white pawn');
    await expect(cell(page, 'h6')).toHaveAttribute('aria-label', 'h6, black pawn');
    await expect(cell(page, 'e1')).toHaveAttribute('aria-label', 'e1, empty');
    const white = page.getByRole('group', { name: "White's reserve" }).getByTestId('reserve-option');
    await expect(white).toHaveCount(6);
    for (const [piece, count, name] of [
      ['K', 1, 'white king'],
      ['Q', 1, 'white queen'],
      ['E', 2, 'white elk'],
      ['L', 1, 'white light-squared bishop'],
      ['D', 1, 'white dark-squared bishop'],
      ['N', 2, 'white knight'],
    ] as const) {
      await expect(reserve(page, 'White', piece)).toHaveAttribute('aria-label', `${name} in reserve: ${count}`);
      await expect(reserve(page, 'White', piece)).toBeEnabled();
      await expect(reserve(page, 'Black', piece)).toBeDisabled();
    }
    // The capture-only rule is spelled out, not just shown by missing highlights.
    await expect(page.getByTestId('remark')).toHaveText(/White has no king on the board yet: its men may only capture/i);
    // The pawns cannot move (nothing to capture): only the reserve offers turns.
    await expect.poll(() => cellsWithClass(page, 'movable')).toEqual([]);
  });

  test('drops a knight on an empty square', async ({ page }) => {
    await reserve(page, 'White', 'N').click();
    await expect(reserve(page, 'White', 'N')).toHaveAttribute('aria-pressed', 'true');
    // 48 empty squares and the 8 pawns light up.
    await expect.poll(async () => (await cellsWithClass(page, 'target')).length).toBe(56);
    const targets = await cellsWithClass(page, 'target');
    expect(targets).toEqual(expect.arrayContaining(['e5', 'a8', 'c3']));
    await cell(page, 'e5').click();
    await expect(moves(page)).toHaveText(['N@e5']);
    await expect(cell(page, 'e5')).toHaveAttribute('aria-label', 'e5, white knight');
    await expect(reserve(page, 'White', 'N')).toHaveAttribute('aria-label', 'white knight in reserve: 1');
    await expect(status(page)).toContainText('Black to move');
    await expect(page.getByTestId('remark')).toHaveText(/Black has no king on the board yet/i);
  });

  test('a reserve man can be dragged onto the board, and onto a pawn to relocate it', async ({ page }) => {
    await dragFromReserve(page, reserve(page, 'White', 'Q'), 'd5');
    await expect(moves(page)).toHaveText(['Q@d5']);
    await expect(cell(page, 'd5')).toHaveAttribute('aria-label', 'd5, white queen');
    // Black drags its knight onto its own pawn on c6: the pawn's new squares light up.
    await dragFromReserve(page, reserve(page, 'Black', 'N'), 'c6');
    await expect.poll(() => cellsWithClass(page, 'target')).toContain('c7');
    await cell(page, 'c7').click();
    await expect(moves(page)).toHaveText(['Q@d5', 'N@c6/c7']);
    await expect(cell(page, 'c7')).toHaveAttribute('aria-label', 'c7, black pawn');
  });

  test('by keyboard, Enter on a reserve man takes the focus to the board, where Enter drops it', async ({ page }) => {
    await reserve(page, 'White', 'N').focus();
    await page.keyboard.press('Enter');
    // The focus is on one of the squares the knight may go to.
    const focused = board(page).locator('[data-cell]:focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toHaveClass(/\btarget\b/);
    await page.keyboard.press('Enter');
    await expect(moves(page)).toHaveCount(1);
    await expect(moves(page).first()).toHaveText(/^N@/);
  });

  test('bishops are dropped only on their own colour', async ({ page }) => {
    await reserve(page, 'White', 'L').click();
    await expect.poll(async () => (await cellsWithClass(page, 'target')).length).toBe(28);
    const light = await cellsWithClass(page, 'target');
    expect(light).toContain('b1');
    expect(light).not.toContain('a1');
    // A click on a dark square says why not.
    await cell(page, 'a1').click();
    await expect(status(page)).toContainText('The light-squared bishop may only be dropped on a light square');
    await cell(page, 'b1').click();
    await expect(moves(page)).toHaveText(['B@b1']);
    await expect(reserve(page, 'White', 'L')).toHaveCount(0);
    await expect(reserve(page, 'White', 'D')).toHaveCount(1);
  });

  test('drops onto a pawn, then relocates the pawn, as one turn', async ({ page }) => {
    await reserve(page, 'White', 'N').click();
    await cell(page, 'c3').click();
    // The pawn's new square: any empty square of ranks 2-4.
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual([...rank(2), ...rank(4)].sort());
    await expect(moves(page)).toHaveCount(0);
    // Rank 5 is refused, with the reason.
    await cell(page, 'c5').click();
    await expect(status(page)).toContainText("The displaced pawn must go to an empty square on White's 2nd, 3rd or 4th rank");
    await cell(page, 'c2').click();
    await expect(moves(page)).toHaveText(['N@c3/c2']);
    await expect(cell(page, 'c3')).toHaveAttribute('aria-label', 'c3, white knight');
    await expect(cell(page, 'c2')).toHaveAttribute('aria-label', 'c2, white pawn');
    await expect.poll(() => cellsWithClass(page, 'last')).toEqual(['c2', 'c3']);
    await expect(page.getByTestId('position-text')).toHaveValue(
      '8/8/pppppppp/8/8/PPNPPPPP/2P5/8 b KQEELDNkqeeldnn - 1 1',
    );
  });

  test('refuses a relocation while in check and says why', async ({ page }) => {
    // Black is in check from a8 and holds a knight: drops between block, a drop onto g7 does not.
    await loadPosition(page, 'Q6k/6pp/8/8/8/8/8/4K3 b n - 0 1');
    await expect(page.getByTestId('remark')).toHaveText(/check/i);
    await reserve(page, 'Black', 'N').click();
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['b8', 'c8', 'd8', 'e8', 'f8', 'g8']);
    await cell(page, 'g7').click();
    await expect(status(page)).toContainText('No pawn relocation while in check');
    await expect(reserve(page, 'Black', 'N')).toHaveAttribute('aria-pressed', 'true');
    await cell(page, 'g8').click();
    await expect(moves(page)).toHaveText(['N@g8']);
  });

  test('until the king is dropped, men may only capture', async ({ page }) => {
    await loadPosition(page, '8/8/pppppppp/8/4N3/PPPPPPPP/8/8 w KQEELDNkqeeldnn - 0 1');
    await cell(page, 'e4').click();
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['d6', 'f6']);
    await cell(page, 'c5').click();
    await expect(status(page)).toContainText('White has no king on the board yet: its men may only capture');
  });

  test('the Elk moves as a rook from a dark square and as a knight from a light one', async ({ page }) => {
    await loadPosition(page, 'k7/8/8/8/3E4/8/6E1/K7 w - - 0 1');
    await expect(cell(page, 'd4')).toHaveAttribute('aria-label', 'd4, white elk (moves as a rook)');
    await expect(cell(page, 'd4').locator('image.piece')).toHaveAttribute('href', 'pieces/elks.svg#white-elk-rook');
    await expect(cell(page, 'g2')).toHaveAttribute('aria-label', 'g2, white elk (moves as a knight)');
    await expect(cell(page, 'g2').locator('image.piece')).toHaveAttribute('href', 'pieces/elks.svg#white-elk-knight');
    // Rook mode: the d-file and the 4th rank.
    await cell(page, 'd4').click();
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(
      [...['d1', 'd2', 'd3', 'd5', 'd6', 'd7', 'd8'], ...['a4', 'b4', 'c4', 'e4', 'f4', 'g4', 'h4']].sort(),
    );
    // Onto d5, a light square: now it is a knight.
    await cell(page, 'd5').click();
    await expect(moves(page)).toHaveText(['Ed5']);
    await expect(cell(page, 'd5').locator('image.piece')).toHaveAttribute('href', 'pieces/elks.svg#white-elk-knight');
    await cell(page, 'a8').click(); // Black's king
    await cell(page, 'b8').click();
    // Knight mode: the leaps from g2.
    await cell(page, 'g2').click();
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['e1', 'e3', 'f4', 'h4']);
    await cell(page, 'e3').click();
    // The Elk on d5, a knight now, could also leap to e3: the move names its file.
    await expect(moves(page)).toHaveText(['Ed5', 'Kb8', 'Ege3']);
    await expect(cell(page, 'e3')).toHaveAttribute('aria-label', 'e3, white elk (moves as a rook)');
  });

  test('a pawn promotes to an Elk', async ({ page }) => {
    await loadPosition(page, '4k3/1P6/8/8/8/8/8/K7 w - - 0 1');
    await cell(page, 'b7').click();
    await cell(page, 'b8').click();
    const picker = page.getByTestId('picker');
    await expect(picker.getByTestId('picker-option')).toHaveCount(5);
    await expect(picker.locator('[data-piece="E"]')).toHaveAttribute('aria-label', 'Elk');
    await picker.locator('[data-piece="E"]').click();
    // b8 is dark: the new Elk is a rook there, and checks along the rank.
    await expect(moves(page)).toHaveText(['b8=E+']);
    await expect(cell(page, 'b8')).toHaveAttribute('aria-label', 'b8, white elk (moves as a rook)');
  });

  test('an Elk on a light square gives check as a knight', async ({ page }) => {
    await loadPosition(page, '3k4/8/8/8/8/8/8/K7 w E - 0 1');
    await reserve(page, 'White', 'E').click();
    await cell(page, 'e6').click();
    await expect(moves(page)).toHaveText(['E@e6+']);
    await expect(page.getByTestId('remark')).toHaveText(/check/i);
    await cell(page, 'd8').click();
    // c7 is one of the Elk's leaps: the king may not go there.
    await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['c8', 'd7', 'e7', 'e8']);
  });

  test('checkmate by a move, and by a drop', async ({ page }) => {
    await loadPosition(page, '7k/Q5pp/8/8/8/8/8/4K3 w - - 0 1');
    await cell(page, 'a7').click();
    await cell(page, 'a8').click();
    await expect(moves(page)).toHaveText(['Qa8#']);
    await expect(status(page)).toContainText('Checkmate — White wins');
    await expect(page.getByTestId('play-again')).toBeVisible();

    // The same check is no mate while Black could drop a man between.
    await loadPosition(page, '7k/Q5pp/8/8/8/8/8/4K3 w n - 0 1');
    await cell(page, 'a7').click();
    await cell(page, 'a8').click();
    await expect(moves(page)).toHaveText(['Qa8+']);
    await expect(status(page)).toContainText('Black to move');

    // A dropped queen mates on the back rank.
    await loadPosition(page, '7k/6pp/8/8/8/8/8/4K3 w Q - 0 1');
    await reserve(page, 'White', 'Q').click();
    await cell(page, 'd8').click();
    await expect(moves(page)).toHaveText(['Q@d8#']);
    await expect(status(page)).toContainText('Checkmate — White wins');
  });
});
