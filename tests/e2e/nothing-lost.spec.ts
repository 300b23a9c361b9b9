// Nothing is lost (issue 11): New game, Load position and a link keep the game they replace in
// "Recent games", from which it reopens; a damaged link never costs the saved game; a save another
// tab wrote over is kept too.
import { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test, open, cell, moves, loadPosition } from './helpers';

const recent = (page: Page) => page.getByTestId('recent-game');

async function playFour(page: Page) {
  for (const [from, to] of [['e3', 'e4'], ['d5', 'd4'], ['c3', 'c4'], ['f5', 'f4']]) {
    await cell(page, from).click();
    await cell(page, to).click();
  }
  await expect(moves(page)).toHaveCount(4);
}

async function reopenFirst(page: Page) {
  await page.getByTestId('recent-games').locator('summary').click();
  await recent(page).first().getByTestId('recent-open').click();
}

test('a damaged link does not cost the saved game', async ({ page }) => {
  await open(page, 'keltic');
  await playFour(page);
  const four = await moves(page).allInnerTexts();
  await page.goto('./#game=keltic&turns=e4+dxe9+Nc4+f4');
  await expect(page.getByTestId('notice')).toContainText('could not be opened');
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  await expect(moves(page)).toHaveCount(1);
  await page.goto('./#keltic');
  await page.reload();
  await expect(moves(page)).toHaveCount(1);
  await expect(recent(page)).toHaveCount(1);
  await expect(recent(page).first()).toContainText('4 turns');
  await reopenFirst(page);
  await expect(moves(page)).toHaveText(four);
  // The one-move game took its place in the list.
  await expect(recent(page)).toHaveCount(1);
  await expect(recent(page).first()).toContainText('1 turn, last e4');
});

test('New game and Load position keep the game they replace', async ({ page }) => {
  await open(page, 'keltic');
  await playFour(page);
  await page.getByTestId('new-game').click();
  await expect(moves(page)).toHaveCount(0);
  await expect(page.getByTestId('notice')).toContainText('kept in Recent games');
  await expect(recent(page)).toHaveCount(1);
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  await loadPosition(page, '3/2P2/k8/9/9/5/1K1 w 0 1');
  await expect(recent(page)).toHaveCount(2);
  // Kept across a reload.
  await page.reload();
  await expect(recent(page)).toHaveCount(2);
  await page.getByTestId('recent-games').locator('summary').click();
  await recent(page).nth(1).getByTestId('recent-open').click();
  await expect(moves(page)).toHaveCount(4);
});

test('a save another tab wrote over is kept', async ({ page, context }) => {
  await open(page, 'keltic');
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  // A second tab opens the same game, starts afresh and plays another line.
  const other = await context.newPage();
  await other.goto('./#keltic');
  await expect(other.getByTestId('move-list').getByTestId('move')).toHaveCount(1);
  await other.getByTestId('new-game').click();
  await other.locator('[data-testid="board"] [data-cell="c3"]').click();
  await other.locator('[data-testid="board"] [data-cell="c4"]').click();
  await expect(other.getByTestId('move-list').getByTestId('move')).toHaveText(['c4']);
  // Back in the first tab, picking a man saves over the other tab's game: it is kept, and the
  // notice says so.
  await cell(page, 'd5').click();
  await expect(page.getByTestId('notice')).toContainText('Another tab saved over this game');
  await cell(page, 'd4').click();
  await expect(moves(page)).toHaveCount(2);
  await expect(recent(page).first()).toContainText('1 turn, last c4');
  await other.close();
});
