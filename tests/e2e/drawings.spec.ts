// A teacher's board: arrows and circles drawn on the board with the right mouse button, the pen
// tool (touch) or the keyboard, kept with their position, carried in links and reloads.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, open } from './helpers';

const drawn = (page: Page) => board(page).locator('.drawings .drawn');

async function centre(page: Page, name: string) {
  const box = await cell(page, name).boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A right-button drag from one cell to another (the same cell: a circle), with keys held. */
async function rightDrag(page: Page, from: string, to: string, modifiers: string[] = []) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  for (const k of modifiers) await page.keyboard.down(k);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  for (const k of modifiers) await page.keyboard.up(k);
}

test.describe('Drawing on the board', () => {
  test('an arrow drawn, shared by its link and kept over a reload', async ({ page, browser }) => {
    await open(page, 'keltic');
    await rightDrag(page, 'e3', 'e5');
    await expect(drawn(page)).toHaveCount(1);
    await expect(board(page).locator('path.drawn.pen-green')).toHaveCount(1);
    await expect(board(page)).toHaveAttribute('aria-description', 'Drawn: green arrow e3 to e5');
    // A right click on one cell with Shift: a red circle. No context menu, no man picked.
    await rightDrag(page, 'd6', 'd6', ['Shift']);
    await expect(board(page).locator('circle.drawn.pen-red')).toHaveCount(1);
    await expect(board(page).locator('.selected')).toHaveCount(0);
    await expect(page).toHaveURL(/&draw=g\.e3\.e5,r\.d6$/);

    // The share link carries the drawings: opened in another browser, the same board.
    const link = await page.getByTestId('copy-link').getAttribute('data-link');
    if (!link) throw new Error('no share link');
    expect(link).toMatch(/&draw=g\.e3\.e5,r\.d6$/);
    const other = await browser.newContext();
    const friend = await other.newPage();
    await friend.goto(link);
    await expect(drawn(friend)).toHaveCount(2);
    await expect(board(friend)).toHaveAttribute('aria-description', 'Drawn: green arrow e3 to e5, red circle d6');
    await other.close();

    // A reload keeps them.
    await page.reload();
    await expect(drawn(page)).toHaveCount(2);

    // Drawn again, the same arrow goes away.
    await rightDrag(page, 'e3', 'e5');
    await expect(drawn(page)).toHaveCount(1);
    // A plain click clears the rest, and still picks the man.
    await cell(page, 'e3').click();
    await expect(drawn(page)).toHaveCount(0);
    await expect(cell(page, 'e3')).toHaveClass(/selected/);
  });

  test('drawings stay with the position they were drawn on', async ({ page }) => {
    await open(page, 'keltic');
    await cell(page, 'e3').click();
    await cell(page, 'e4').click();
    await expect(moves(page)).toHaveCount(1);
    await rightDrag(page, 'd6', 'd5');
    await expect(drawn(page)).toHaveCount(1);
    await page.getByTestId('undo').click();
    await expect(drawn(page)).toHaveCount(0);
    await page.getByTestId('redo').click();
    await expect(drawn(page)).toHaveCount(1);
    // Escape clears them.
    await page.keyboard.press('Escape');
    await expect(drawn(page)).toHaveCount(0);
  });

  test('the pen tool draws with a tap or a drag, in the colour chosen', async ({ page }) => {
    await open(page, 'tyr-11');
    await page.getByTestId('pen-blue').click();
    await expect(page.getByTestId('pen')).toHaveAttribute('aria-pressed', 'true');
    await expect(board(page)).toHaveClass(/drawing/);
    await cell(page, 'f6').click();
    await expect(board(page).locator('circle.drawn.pen-blue')).toHaveCount(1);
    await expect(board(page).locator('.selected')).toHaveCount(0);
    const a = await centre(page, 'a4');
    const b = await centre(page, 'd4');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    await expect(board(page).locator('path.drawn.pen-blue')).toHaveCount(1);
    await expect(moves(page)).toHaveCount(0);
    await page.getByTestId('clear-drawings').click();
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.getByTestId('clear-drawings')).toBeDisabled();
    await page.getByTestId('pen').click();
    await expect(page.getByTestId('pen')).toHaveAttribute('aria-pressed', 'false');
    await cell(page, 'b6').click();
    await expect(cell(page, 'b6')).toHaveClass(/selected/);
  });

  test('from the keyboard: D on one cell, then on another', async ({ page }) => {
    await open(page, 'spindecision');
    const first = board(page).locator('[tabindex="0"]');
    await first.focus();
    await page.keyboard.press('d');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('d');
    await expect(board(page).locator('path.drawn.pen-green')).toHaveCount(1);
    await expect(board(page)).toHaveAttribute('aria-description', /^Drawn: green arrow \S+ to \S+$/);
  });
});
