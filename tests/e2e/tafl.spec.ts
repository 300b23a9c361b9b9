// Tyr and Odin Tafl in the browser: the six games in the picker, a berserk chain of two captures
// ended by the End turn button and by Enter, a commander's jump that captures, a V-man turning,
// the king's escape, a refused third repetition with its reason, and the 17×17 board's
// responsiveness. Positions are loaded through the Position box.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status, stop, open, loadPosition, cellsWithClass } from './helpers';

const GAMES = ['tyr-11', 'tyr-15', 'tyr-17', 'odin-11', 'odin-15', 'odin-17'];

// Tyr 11×11, attackers to move: b5-e5 takes e6 (against e7); then, turning, e5-e2 takes d2
// (against c2); then e2-h2 could take h3 (against h4).
const BERSERK = '11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1';
// Odin 11×11, defenders to move: the commander on e5 jumps the attacker on e6 to e7 and takes e8
// against the defender on e9.
const JUMP = '11/11/4D3K2/4A6/11/4A6/4C6/11/11/1A9/11 d 0 1';
// Odin 11×11, attackers to move: a5-e5 turns the defenders' V-man on e6 (against e7).
const VMAN = '11/11/2D5K2/11/4A6/4V6/A10/11/11/11/11 a 0 1';
// Tyr 11×11, defenders to move: the king on f6 has open lines to the edge.
const ESCAPE = '11/11/9A1/3D7/11/5K5/11/11/2A8/11/11 d 0 1';
// Tyr 11×11, attackers to move: two men shuttle until a position would come back a third time.
const SHUTTLE = '11/9A1/11/11/11/5K5/11/11/11/1D9/11 a 0 1';

const label = (page: Page, name: string) => cell(page, name).getAttribute('aria-label');

test.describe('Tyr and Odin Tafl', () => {
  test('six games in the picker, each on its board, with reconstructed setups in the rules', async ({ page }) => {
    await open(page, 'tyr-11');
    const offered = await page
      .getByTestId('game-select')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const id of GAMES) expect(offered).toContain(id);
    for (const [id, n, men] of [
      ['tyr-11', 11, 37],
      ['odin-17', 17, 73],
    ] as const) {
      await page.getByTestId('game-select').selectOption(id);
      await expect(board(page).locator('[data-cell]')).toHaveCount(n * n);
      await expect(board(page).locator('image.piece')).toHaveCount(men);
      await expect(status(page)).toContainText('Attacker to move');
    }
    // Odin's men: commanders, V-men of both sides and the king, each with its own picture.
    await expect(cell(page, 'i9').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-king');
    await expect(cell(page, 'i13').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-defender-commander');
    await expect(cell(page, 'i15').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-attacker-commander');
    await expect(cell(page, 'g11').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-defender-vman');
    await expect(cell(page, 'e13').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-attacker-vman');
    await expect(cell(page, 'i16').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-attacker');
    await expect(cell(page, 'h12').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-defender');
    // Every picture loads.
    const broken = await page.evaluate(async () => {
      const hrefs = Array.from(new Set(Array.from(document.querySelectorAll('[data-testid="board"] image')).map(
        (i) => i.getAttribute('href') ?? '',
      )));
      const bad: string[] = [];
      for (const h of hrefs) if (!(await fetch(h)).ok) bad.push(h);
      return bad;
    });
    expect(broken).toEqual([]);
    await page.getByTestId('rules').click();
    const rules = page.getByTestId('rules-panel');
    await expect(rules).toContainText('Rules of Odin Tafl 17×17');
    await expect(rules).toContainText('starting positions are a reconstruction');
    await expect(rules).toContainText('Berserk');
    await expect(rules).toContainText('V-man');
  });

  test('a berserk chain of two captures, then End turn; one undo takes it back', async ({ page }) => {
    await open(page, 'tyr-11');
    await loadPosition(page, BERSERK);
    await cell(page, 'b5').click();
    await expect(cell(page, 'b5')).toHaveClass(/\bselected\b/);
    expect(await cellsWithClass(page, 'capture')).toEqual(['e5']);
    // Hovering the target shows the man it would take.
    await cell(page, 'e5').hover();
    await expect(cell(page, 'e6')).toHaveClass(/\bdoomed\b/);
    await cell(page, 'e5').click();
    // The same man stays picked; only its capturing continuation is offered, and End turn.
    await expect(cell(page, 'b5')).toHaveClass(/\bselected\b/);
    await expect(cell(page, 'e5')).toHaveClass(/\bchosen\b/);
    expect(await cellsWithClass(page, 'target')).toEqual(['e2']);
    expect(await cellsWithClass(page, 'capture')).toEqual(['e2']);
    await expect(stop(page)).toHaveText('End turn');
    await expect(moves(page)).toHaveCount(0);
    // The turn is drawn as it stands: the man on e5 with e6 taken (fading); hovering e2 marks d2.
    expect(await label(page, 'e5')).toBe('e5, attacker');
    expect(await cellsWithClass(page, 'taking')).toEqual(['e6']);
    await cell(page, 'e2').hover();
    expect(await cellsWithClass(page, 'doomed')).toEqual(['d2']);
    expect(await cellsWithClass(page, 'taking')).toEqual(['e6']);
    await cell(page, 'e2').click();
    // Two captures made; a third (e2-h2) is offered, but the player ends the turn here.
    expect(await cellsWithClass(page, 'capture')).toEqual(['h2']);
    await expect(moves(page)).toHaveCount(0);
    await stop(page).click();
    await expect(moves(page)).toHaveText(['b5-e5x(e6)-e2x(d2)']);
    expect(await label(page, 'e2')).toBe('e2, attacker');
    expect(await label(page, 'e6')).toBe('e6, empty');
    expect(await label(page, 'd2')).toBe('d2, empty');
    expect(await label(page, 'h3')).toBe('h3, defender');
    // The men taken fade away where they stood.
    await expect(board(page).locator('.vanished .ghost')).toHaveCount(2);
    await expect(status(page)).toContainText('Defender to move');
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveCount(0);
    await expect(page.getByTestId('position-text')).toHaveValue(BERSERK);
  });

  test('End turn by Enter after the first capture, and by clicking the man again', async ({ page }) => {
    await open(page, 'tyr-11');
    await loadPosition(page, BERSERK);
    await cell(page, 'b5').click();
    await cell(page, 'e5').click();
    await expect(stop(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(moves(page)).toHaveText(['b5-e5x(e6)']);
    await page.getByTestId('undo').click();
    await cell(page, 'b5').click();
    await cell(page, 'e5').click();
    await cell(page, 'e5').click();
    await expect(moves(page)).toHaveText(['b5-e5x(e6)']);
    await expect(cell(page, 'd2')).toHaveAttribute('aria-label', 'd2, defender');
  });

  test('a commander jumps and captures where it lands', async ({ page }) => {
    await open(page, 'odin-11');
    await loadPosition(page, JUMP);
    await cell(page, 'e5').click();
    // The jump over e6 lands on e7 and takes e8.
    await expect(cell(page, 'e7')).toHaveClass(/\bcapture\b/);
    await cell(page, 'e7').hover();
    expect(await cellsWithClass(page, 'doomed')).toEqual(['e8']);
    await cell(page, 'e7').click();
    if ((await moves(page).count()) === 0) await stop(page).click();
    await expect(moves(page)).toHaveText(['e5-e7x(e8)']);
    expect(await label(page, 'e7')).toBe('e7, defender commander');
    expect(await label(page, 'e6')).toBe('e6, attacker');
    expect(await label(page, 'e8')).toBe('e8, empty');
  });

  test('a captured V-man changes side and colour', async ({ page }) => {
    await open(page, 'odin-11');
    await loadPosition(page, VMAN);
    await expect(cell(page, 'e6').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-defender-vman');
    await cell(page, 'a5').click();
    await cell(page, 'e5').hover();
    await expect(cell(page, 'e6')).toHaveClass(/\bdoomed\b/);
    await cell(page, 'e5').click();
    if ((await moves(page).count()) === 0) await stop(page).click();
    await expect(moves(page)).toHaveText(['a5-e5x(e6)']);
    await expect(cell(page, 'e6').locator('image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-attacker-vman');
    expect(await label(page, 'e6')).toBe("e6, attackers' V-man");
    // Its old colour fades over the new one.
    await expect(board(page).locator('.vanished .ghost image')).toHaveAttribute('href', 'pieces/tafl.svg#tafl-defender-vman');
  });

  test('the king escapes to the edge and wins', async ({ page }) => {
    await open(page, 'tyr-11');
    await loadPosition(page, ESCAPE);
    await cell(page, 'f6').click();
    expect(await cellsWithClass(page, 'target')).toContain('f11');
    await cell(page, 'f11').click();
    await expect(moves(page)).toHaveText(['f6-f11']);
    await expect(status(page)).toContainText("The king's escape — Defender wins");
    await expect(page.getByTestId('play-again')).toBeVisible();
    await cell(page, 'd8').click();
    await expect(board(page).locator('.selected')).toHaveCount(0);
  });

  test('a third repetition is refused, and the reason shown', async ({ page }) => {
    await open(page, 'tyr-11');
    await loadPosition(page, SHUTTLE);
    const play = async (from: string, to: string) => {
      await cell(page, from).click();
      await cell(page, to).click();
    };
    for (let i = 0; i < 2; i++) {
      await play('j10', 'j9');
      await play('b2', 'b3');
      await play('j9', 'j10');
      if (i === 0) await play('b3', 'b2');
    }
    await expect(moves(page)).toHaveCount(7);
    await cell(page, 'b3').click();
    expect(await cellsWithClass(page, 'target')).not.toContain('b2');
    await cell(page, 'b2').click();
    await expect(status(page)).toContainText('That would repeat a position for the third time');
    await expect(cell(page, 'b3')).toHaveClass(/\bselected\b/);
    await expect(moves(page)).toHaveCount(7);
    await cell(page, 'b1').click();
    await expect(moves(page)).toHaveCount(8);
    await expect(status(page)).not.toContainText('repeat');
  });

  test('the 17×17 board fits the window and a pick shows its targets within a frame', async ({ page }) => {
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await open(page, 'odin-17');
      const box = await board(page).boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        // Big enough to play: a square of at least 20 CSS pixels.
        expect(box.width / 17.7).toBeGreaterThan(20);
      }
    }
    // Click i16's attacker and look at the next animation frame: it is picked and its targets shown.
    const timing = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid="board"] [data-cell="i16"]') as SVGElement;
      const t0 = performance.now();
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const t1 = performance.now();
      return {
        ms: t1 - t0,
        selected: el.classList.contains('selected'),
        targets: document.querySelectorAll('[data-testid="board"] .cell.target').length,
      };
    });
    console.log(`17×17 pick to next frame: ${timing.ms.toFixed(1)} ms`);
    expect(timing.selected).toBe(true);
    expect(timing.targets).toBeGreaterThan(0);
  });
});
