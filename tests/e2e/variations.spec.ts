// Variations: a turn played on an earlier position starts a variation, shown in parentheses in
// the move list; promote, delete, comment; export and import keep the tree; a link carries the
// line shown. (This replaces "Continue from here", whose dialog is gone.)
import { expect, Page } from '@playwright/test';
import { test, moves, open, cell } from './helpers';

const list = (page: Page) => page.getByTestId('move-list');
const mainLine = (page: Page) => list(page).locator('[data-index]');
const variations = (page: Page) => list(page).getByTestId('variation');

async function play(page: Page, from: string, to: string) {
  await cell(page, from).click();
  await cell(page, to).click();
}

/** Keltic after four turns, turn 2 shown and another turn 2 played there: a variation. */
async function withVariation(page: Page) {
  await open(page, 'keltic');
  await play(page, 'e3', 'e4');
  await play(page, 'a5', 'a4');
  await play(page, 'd3', 'd4');
  await play(page, 'h5', 'h4');
  await expect(moves(page)).toHaveCount(4);
  const main = await moves(page).allTextContents();
  await moves(page).nth(1).click();
  await expect(page.getByTestId('view-bar')).toBeVisible();
  await play(page, 'h3', 'h4');
  return main;
}

test.describe('Variations', () => {
  test('a turn on an earlier position is a variation; promote, delete, comment', async ({ page }) => {
    const main = await withVariation(page);
    await expect(page.getByTestId('view-bar')).toHaveCount(0);
    await expect(variations(page)).toHaveCount(1);
    await expect(variations(page)).toHaveText(/^\(2\.\s*h4\)$/);
    await expect(mainLine(page)).toHaveText(main, { useInnerText: true });
    const current = list(page).locator('[aria-current]');
    await expect(current).toHaveText('h4');
    await expect(current).toHaveAttribute('data-path', '0.0.1');
    // Promoted: the variation is the main line, the old line a variation of it.
    await page.getByTestId('line-promote').click();
    await expect(mainLine(page)).toHaveText(['e4', 'a4', 'h4']);
    await expect(variations(page)).toHaveText(/^\(2\.\s*\S+\s*h4\)$/);
    // Deleted: the old line goes.
    await list(page).locator('[data-path="0.0.1"]').click();
    await expect(page.getByTestId('line-promote')).toBeVisible();
    await page.getByTestId('line-delete').click();
    await expect(variations(page)).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4', 'a4', 'h4']);
    // A comment on a turn, shown in the list.
    await moves(page).first().click();
    await page.getByTestId('line-comment').click();
    await page.getByTestId('comment-box').fill('the usual start');
    await page.getByTestId('comment-save').click();
    await expect(list(page).getByTestId('move-comment')).toHaveText('the usual start');
  });

  test('export and import keep the tree; a link opens on its line', async ({ page, browser }, info) => {
    await withVariation(page);
    await list(page).locator('[data-path="0.0"]').click();
    await page.getByTestId('line-comment').click();
    await page.getByTestId('comment-box').fill('a {quiet} reply');
    await page.getByTestId('comment-save').click();
    const before = await list(page).innerText();
    await page.getByTestId('export-open').click();
    const text = await page.getByTestId('record-text').inputValue();
    expect(text).toMatch(/\n1\. e4 a4 \{a \{quiet\} reply\}\n2\. \S+ \(2\. h4\) 2\.\.\. h4\n/);
    await page.getByTestId('record-close').click();
    // Into a new game, and back.
    await page.getByTestId('new-game').click();
    await expect(moves(page)).toHaveCount(0);
    await page.getByTestId('import-open').click();
    await page.getByTestId('import-text').fill(text);
    await page.getByTestId('import-submit').click();
    await expect(variations(page)).toHaveCount(1);
    expect(await list(page).innerText()).toBe(before);
    // The link of a position on the variation opens there.
    await list(page).locator('[data-path="0.0.1"]').click();
    await list(page).locator('[data-path="0"]').click();
    // (The link carries the tree too, with its comments: `tree=` after the line shown.)
    await expect(page).toHaveURL(/&line=e4\+a4\+h4&ply=1(&tree=[^&]*)?$/);
    const link = await page.evaluate(() => location.hash);
    // In a browser that keeps nothing of this game.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const fresh = await other.newPage();
    await fresh.goto(`./${link}`);
    await expect(list(fresh).locator('[aria-current]')).toHaveAttribute('data-path', '0');
    await expect(fresh.getByTestId('view-bar')).toBeVisible();
    await expect(variations(fresh)).toHaveCount(1);
    await expect(moves(fresh)).toHaveText(['e4', 'a4', /\S+/, 'h4', 'h4']);
    await expect(list(fresh)).toContainText('a {quiet} reply');
    await list(fresh).locator('[data-path="0.0.1"]').click();
    await expect(fresh.getByTestId('view-bar')).toHaveCount(0);
    await other.close();
  });

  test('screenshots of a move list with variations, desktop and phone', async ({ page }, info) => {
    await withVariation(page);
    await list(page).locator('[data-path="0.0"]').click();
    await page.getByTestId('line-comment').click();
    await page.getByTestId('comment-box').fill('Black can also push the h pawn.');
    await page.getByTestId('comment-save').click();
    await list(page).locator('[data-path="0.0.0"]').click();
    await page.keyboard.press('ArrowDown');
    await expect(list(page).locator('[aria-current]')).toHaveAttribute('data-path', '0.0.1');
    await page.keyboard.press('ArrowUp');
    await expect(list(page).locator('[aria-current]')).toHaveAttribute('data-path', '0.0.0');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.moves-panel').screenshot({ path: info.outputPath('variations-desktop.png') });
    await page.screenshot({ path: info.outputPath('variations-desktop-page.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.moves-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('variations-phone.png'), fullPage: true });
  });
});
