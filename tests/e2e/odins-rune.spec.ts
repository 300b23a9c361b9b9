// Odin's Rune Chess in the browser: the Forest Ox's optional removal (taken, declined by the
// button or by Enter, while Escape cancels the turn), a Valkyrie carrying its own king, a king moving as the Ox beside it, and
// games won by taking the second king.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status, stop, loadPosition, cellsWithClass } from './helpers';

const START = 'rfbvkkvbfr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RFBVKKVBFR w 0 1';
// Ox on e4; Black pawns on e7, f6 and h6; a White pawn on f5.
const OX = 'k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1';

test.describe("Odin's Rune Chess", () => {

  test.beforeEach(async ({ page }) => {
    await page.goto('./#odins-rune');
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId('game-select')).toHaveValue('odins-rune');
  });

  test('shows the 10×10 start position with rune pieces and a legend', async ({ page }) => {
    await expect(board(page).locator('[data-cell]')).toHaveCount(100);
    await expect(page.getByTestId('position-text')).toHaveValue(START);
    await expect(cell(page, 'e1')).toHaveAttribute('aria-label', 'e1, white king (Ansuz)');
    await expect(cell(page, 'b10')).toHaveAttribute('aria-label', 'b10, black Forest Ox (Uruz)');
    await expect(cell(page, 'd1').locator('image')).toHaveAttribute('href', 'pieces/runes.svg#white-perthro-valkyrie');
    await expect(cell(page, 'j9').locator('image')).toHaveAttribute('href', 'pieces/runes.svg#black-othel-pawn');
    // Every picture loads.
    const broken = await page.evaluate(async () => {
      const hrefs = Array.from(document.querySelectorAll('[data-testid="board"] image')).map(
        (i) => i.getAttribute('href') ?? '',
      );
      const bad: string[] = [];
      for (const h of new Set(hrefs)) {
        const r = await fetch(h);
        if (!r.ok || !(await r.text()).includes('<svg')) bad.push(h);
      }
      return bad;
    });
    expect(broken).toEqual([]);
    await expect(status(page)).toContainText('White to move');
    // A king beside a Valkyrie and pawns: it may swap places with a pawn, as the Valkyrie would.
    await cell(page, 'e1').click();
    expect(await cellsWithClass(page, 'target')).toEqual(['d2', 'e2', 'f2']);
    await page.keyboard.press('Escape');
    await page.getByTestId('rules').click();
    const panel = page.getByTestId('rules-panel');
    await expect(panel).toContainText("Rules of Odin's Rune Chess");
    const legend = panel.locator('.legend li');
    await expect(legend).toHaveCount(6);
    for (const name of ['Ansuz', 'Perthro', 'Raidho', 'Beorc', 'Uruz', 'Othel']) {
      await expect(panel.locator('.legend')).toContainText(name);
    }
    await expect(panel.locator('.legend img').first()).toHaveAttribute('src', 'pieces/runes.svg#white-ansuz-king');
  });

  test('a Forest Ox leaps, then removes a man beside its landing square', async ({ page }) => {
    await loadPosition(page, OX);
    await cell(page, 'e4').click();
    expect(await cellsWithClass(page, 'target')).toEqual(['c3', 'c5', 'd2', 'd6', 'f2', 'f6', 'g3', 'g5']);
    expect(await cellsWithClass(page, 'capture')).toEqual(['f6']);
    await cell(page, 'g5').click();
    // The leap is made; the men it could now remove are offered as captures, beside a stop button.
    await expect(cell(page, 'g5')).toHaveClass(/\bchosen\b/);
    expect(await cellsWithClass(page, 'target')).toEqual(['f6', 'h6']);
    expect(await cellsWithClass(page, 'capture')).toEqual(['f6', 'h6']);
    await expect(stop(page)).toHaveText('No removal');
    await cell(page, 'h6').hover();
    await expect(cell(page, 'h6')).toHaveClass(/\bdoomed\b/);
    await cell(page, 'h6').click();
    await expect(moves(page)).toHaveText(['Fe4-g5/xh6']);
    await expect(cell(page, 'g5')).toHaveAttribute('aria-label', 'g5, white Forest Ox (Uruz)');
    await expect(cell(page, 'h6')).toHaveAttribute('aria-label', 'h6, empty');
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, empty');
    await expect(cell(page, 'f6')).toHaveAttribute('aria-label', 'f6, black pawn (Othel)');
    expect(await cellsWithClass(page, 'last')).toEqual(['e4', 'g5', 'h6']);
    await expect(stop(page)).toHaveCount(0);
    await expect(status(page)).toContainText('Black to move');
  });

  test('a Forest Ox may decline the removal, by the button or by Enter; Escape cancels', async ({ page }) => {
    await loadPosition(page, OX);
    await cell(page, 'e4').click();
    await cell(page, 'g5').click();
    await stop(page).click();
    await expect(moves(page)).toHaveText(['Fe4-g5']);
    await expect(cell(page, 'f6')).toHaveAttribute('aria-label', 'f6, black pawn (Othel)');
    await expect(cell(page, 'h6')).toHaveAttribute('aria-label', 'h6, black pawn (Othel)');

    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveCount(0);
    // Taking on f6: the Ox stands on f6 and the pawn it took fades while the removal waits.
    await cell(page, 'e4').click();
    await cell(page, 'f6').click();
    expect(await cellsWithClass(page, 'capture')).toEqual(['e7']);
    await expect(stop(page)).toHaveText('No removal');
    await expect(page.getByTestId('prompt')).toHaveText('White: Remove a man next to f6, or No removal');
    await expect(cell(page, 'f6')).toHaveAttribute('aria-label', 'f6, white Forest Ox (Uruz)');
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, empty');
    // Escape cancels the whole turn: nothing is played.
    await page.keyboard.press('Escape');
    await expect(moves(page)).toHaveCount(0);
    await expect(cell(page, 'f6')).toHaveAttribute('aria-label', 'f6, black pawn (Othel)');
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white Forest Ox (Uruz)');
    // Enter on the landing square ends the turn there: the capture stands, nothing is removed.
    await cell(page, 'e4').click();
    await cell(page, 'f6').click();
    await cell(page, 'f6').press('Enter');
    await expect(moves(page)).toHaveText(['Fe4xf6']);
    await expect(cell(page, 'f6')).toHaveAttribute('aria-label', 'f6, white Forest Ox (Uruz)');
    await expect(cell(page, 'e7')).toHaveAttribute('aria-label', 'e7, black pawn (Othel)');
  });

  test('a Valkyrie carries its own king out of attack (problem 3)', async ({ page }) => {
    await loadPosition(page, 'k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1');
    await expect(page.getByTestId('remark')).toHaveText('King on j1 attacked');
    await cell(page, 'f1').click();
    // The king is offered as a target beside the Valkyrie's moves, not as a capture.
    await expect(cell(page, 'j1')).toHaveClass(/\btarget\b/);
    await expect(cell(page, 'j1')).not.toHaveClass(/\bcapture\b/);
    await cell(page, 'j1').click();
    // Then the squares the Valkyrie travelled through, and its start, for the drop-off.
    expect(await cellsWithClass(page, 'target')).toEqual(['f1', 'g1', 'h1', 'i1']);
    expect(await cellsWithClass(page, 'capture')).toEqual([]);
    await expect(stop(page)).toHaveCount(0);
    await cell(page, 'h1').click();
    await expect(moves(page)).toHaveText(['Vf1-j1>h1']);
    await expect(cell(page, 'h1')).toHaveAttribute('aria-label', 'h1, white king (Ansuz)');
    await expect(cell(page, 'j1')).toHaveAttribute('aria-label', 'j1, white Valkyrie (Perthro)');
    await expect(cell(page, 'f1')).toHaveAttribute('aria-label', 'f1, empty');
    await expect(page.getByTestId('remark')).toHaveCount(0);
  });

  test('a king moves as the Forest Ox beside it and removes the second king (problem 4)', async ({ page }) => {
    await loadPosition(page, '10/10/10/10/10/k9/1k8/3K6/4F5/10 w 0 1');
    await cell(page, 'd3').click();
    expect(await cellsWithClass(page, 'target')).toEqual(['b2', 'b4', 'c1', 'c5', 'e1', 'e5', 'f2', 'f4']);
    expect(await cellsWithClass(page, 'capture')).toEqual(['b4']);
    await cell(page, 'b4').click();
    expect(await cellsWithClass(page, 'capture')).toEqual(['a5']);
    await expect(stop(page)).toHaveText('No removal');
    await cell(page, 'a5').click();
    await expect(moves(page)).toHaveText(['Kd3xb4/xa5#']);
    await expect(status(page)).toContainText('Both kings taken — White wins');
    await expect(cell(page, 'b4')).toHaveAttribute('aria-label', 'b4, white king (Ansuz)');
    await expect(cell(page, 'a5')).toHaveAttribute('aria-label', 'a5, empty');
    // The game is over: nothing can be picked.
    await cell(page, 'e2').click();
    expect(await cellsWithClass(page, 'target')).toEqual([]);
  });

  test('a game is won by taking the second king on a later turn (problem 1)', async ({ page }) => {
    // Black has one king left (c5); White's kings c2 and d2.
    await loadPosition(page, '10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 w 0 1');
    // The king on c2 moves as the pawn beside it: two squares forward, taking the Ox.
    await cell(page, 'c2').click();
    await expect(cell(page, 'c4')).toHaveClass(/\bcapture\b/);
    await cell(page, 'c4').click();
    await cell(page, 'b5').click();
    await cell(page, 'c4').click();
    await expect(status(page)).toContainText('White to move');
    await cell(page, 'a5').click();
    await cell(page, 'c5').click();
    await expect(moves(page)).toHaveText(['Kc2xc4', 'Pb5xc4', 'Ra5xc5#']);
    await expect(status(page)).toContainText('Both kings taken — White wins');
    await expect(page.getByTestId('play-again')).toBeVisible();
  });
});
