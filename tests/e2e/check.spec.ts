// A king in check glows red on its cell, as on lichess (the engine's `Marks::check`: the page
// draws the cells it names and knows no rule): after 1.e4 f5 2.Qh5+ in chess and not before, gone
// once the check is answered, in both colour schemes; a king attacked in Odin's Rune too. Screen
// readers hear "Check" in the turn's words and "in check" in the cell's description.
import { expect, Page } from '@playwright/test';
import { test, board, cell, open, play, loadPosition, cellsWithClass } from './helpers';

const announcer = (page: Page) => page.getByTestId('announcer');

for (const scheme of ['light', 'dark'] as const) {
  test(`chess: the king's cell carries a check mark after 1.e4 f5 2.Qh5+ (${scheme})`, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, 'chess');
    await play(page, 'e2', 'e4');
    await play(page, 'f7', 'f5');
    await expect(board(page).locator('.last')).toHaveCount(2);
    expect(await cellsWithClass(page, 'check')).toEqual([]);
    await expect(board(page).locator('.check-glow')).toHaveCount(0);
    await play(page, 'd1', 'h5');
    await expect(cell(page, 'e8')).toHaveClass(/\bcheck\b/);
    expect(await cellsWithClass(page, 'check')).toEqual(['e8']);
    // The glow is drawn (a red gradient beneath the king), and said.
    const glow = cell(page, 'e8').locator('.check-glow');
    await expect(glow).toBeVisible();
    const core = await board(page)
      .locator('#check-glow stop')
      .first()
      .evaluate((s) => getComputedStyle(s).stopColor);
    expect(core).toMatch(/^rgb\(2[0-9][0-9], [0-9]{1,2}, [0-9]{1,2}\)$/);
    await expect(cell(page, 'e8')).toHaveAttribute('aria-description', /in check/);
    await expect(announcer(page)).toContainText('Check');
    await board(page).screenshot({ path: info.outputPath(`check-${scheme}.png`) });
    // Answered, the mark goes.
    await play(page, 'g7', 'g6');
    await expect(board(page).locator('.last')).toHaveCount(2);
    expect(await cellsWithClass(page, 'check')).toEqual([]);
  });
}

test("Odin's Rune: the king attacked is marked, the other king not, and not once it is covered", async ({ page }) => {
  await open(page, 'odins-rune');
  // The black rook on a3 attacks the white king on a1 (j1 is White's other king).
  await loadPosition(page, 'k9/k9/10/10/10/10/10/r9/1R8/K8K w 0 1');
  expect(await cellsWithClass(page, 'check')).toEqual(['a1']);
  await play(page, 'b2', 'a2');
  await expect(board(page).locator('.last')).toHaveCount(2);
  expect(await cellsWithClass(page, 'check')).toEqual([]);
});
