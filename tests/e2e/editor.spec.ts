// The position editor: men put on the board from a palette, the player to move, reserves; the
// engine's verdict on the position; playing from it.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, open, status } from './helpers';

const editor = (page: Page) => page.getByTestId('editor');
const verdict = (page: Page) => page.getByTestId('setup-verdict');
/** The palette's man of this kind letter and army. */
const man = (page: Page, kind: string, army: number) =>
  editor(page).locator(`[data-testid="palette-man"][data-piece="${kind}${army}"]`);

test.describe('Position editor', () => {
  test('builds a position from the palette and plays from it', async ({ page }) => {
    await open(page, 'chess');
    await page.getByTestId('setup').click();
    await expect(editor(page)).toBeVisible();
    await expect(status(page)).toHaveText('Setting up a position: White to move');
    await expect(verdict(page)).toHaveText('The rules accept this position.');
    await page.getByTestId('setup-clear').click();
    await expect(board(page).locator('.piece')).toHaveCount(0);
    await expect(verdict(page)).toContainText('Not playable. White must have exactly one king, not 0');
    await expect(page.getByTestId('setup-play')).toBeDisabled();

    await man(page, 'K', 0).click();
    await expect(man(page, 'K', 0)).toHaveAttribute('aria-pressed', 'true');
    await cell(page, 'e1').click();
    await man(page, 'K', 1).click();
    await cell(page, 'e8').click();
    await man(page, 'R', 0).click();
    await cell(page, 'a1').click();
    await cell(page, 'h1').click();
    await cell(page, 'h1').click(); // the same man again: taken off
    await man(page, 'P', 1).click();
    await cell(page, 'd7').click();
    await page.getByTestId('eraser').click();
    await cell(page, 'd7').click();
    await expect(board(page).locator('.piece')).toHaveCount(3);
    await editor(page).locator('[data-testid="setup-to-move"][data-player="1"]').click();
    await expect(status(page)).toHaveText('Setting up a position: Black to move');
    await expect(verdict(page)).toHaveText('The rules accept this position.');
    // Nothing of the game changed while setting up.
    await expect(page.getByTestId('position-text')).toHaveValue('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

    await page.getByTestId('setup-play').click();
    await expect(editor(page)).toHaveCount(0);
    await expect(page.getByTestId('position-text')).toHaveValue('4k3/8/8/8/8/8/8/R3K3 b Q - 0 1');
    await cell(page, 'e8').click();
    await cell(page, 'd7').click();
    await expect(moves(page)).toHaveText(['Kd7']);
  });

  test('refuses a position with the reason, and Escape leaves the game as it was', async ({ page }) => {
    await open(page, 'keltic');
    const before = await page.getByTestId('position-text').inputValue();
    await page.getByTestId('setup').click();
    await man(page, 'K', 0).click();
    await cell(page, 'e4').click();
    await expect(verdict(page)).toHaveText('Not playable. White must have exactly one king, not 2.');
    await expect(page.getByTestId('setup-play')).toBeDisabled();
    // A white pawn on the last rank: the engine's reason again.
    await page.getByTestId('eraser').click();
    await cell(page, 'e4').click();
    await man(page, 'P', 0).click();
    await cell(page, 'd7').click(); // in place of a black bishop, on White's last rank
    await expect(verdict(page)).toContainText('Not playable. A white pawn cannot stand on d7: it would have promoted.');
    await page.keyboard.press('Escape');
    await expect(editor(page)).toHaveCount(0);
    await expect(page.getByTestId('position-text')).toHaveValue(before);
    await expect(moves(page)).toHaveCount(0);
  });

  test("sets Orphic Chess's reserves", async ({ page }) => {
    await open(page, 'orphic');
    await page.getByTestId('setup').click();
    const queen = editor(page).locator('[data-testid="setup-reserve"][data-player="0"][data-kind="Q"]');
    await expect(queen.locator('output')).toHaveText('1');
    await expect(queen.getByRole('button', { name: /more/ })).toBeDisabled();
    await queen.getByRole('button', { name: /fewer/ }).click();
    await expect(queen.locator('output')).toHaveText('0');
    const king = editor(page).locator('[data-testid="setup-reserve"][data-player="1"][data-kind="K"]');
    await king.getByRole('button', { name: /fewer/ }).click();
    await expect(verdict(page)).toContainText('Not playable. Black must have exactly one king, on the board or in reserve, not 0');
    await man(page, 'K', 1).click();
    await cell(page, 'e8').click();
    await expect(verdict(page)).toHaveText('The rules accept this position.');
    await page.getByTestId('setup-play').click();
    const text = await page.getByTestId('position-text').inputValue();
    expect(text.split(' ')[0]).toContain('k');
    expect(text.split(' ')[2]).not.toContain('Q');
    const reserve = page.getByTestId('reserve');
    await expect(reserve.getByRole('group', { name: "White's reserve" }).locator('[data-piece="Q"]')).toHaveCount(0);
    await expect(reserve.getByRole('group', { name: "Black's reserve" }).locator('[data-piece="Q"]')).toHaveCount(1);
  });

  for (const id of ['odins-rune', 'tyr-11', 'odin-11', 'spindecision', 'beryl', 'keltic']) {
    test(`${id}: every man of the game is in the palette and the start comes back as it was`, async ({ page }) => {
      await open(page, id);
      const before = await page.getByTestId('position-text').inputValue();
      const men = await board(page).locator('.piece').count();
      await page.getByTestId('setup').click();
      await expect(board(page).locator('.piece')).toHaveCount(men);
      await expect(verdict(page)).toHaveText('The rules accept this position.');
      // At least one kind of man for each side (tafl: attackers; defenders and their king).
      expect(await editor(page).getByTestId('palette-man').count()).toBeGreaterThanOrEqual(3);
      await page.getByTestId('setup-clear').click();
      await page.getByTestId('setup-start').click();
      await page.getByTestId('setup-play').click();
      await expect(page.getByTestId('position-text')).toHaveValue(before);
    });
  }
});
