// Turns drawn as they stand (issue 11), with a screenshot of each (in test-results/, looked at by
// eye when the display changes): the Ox's removal, the Valkyrie's carry, an Orphic relocation, a
// berserk chain and an spIndecision capture declaration. Each checks what stands where, and the
// words for the waiting step.
import { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { test, open, cell, loadPosition, cellsWithClass } from './helpers';

const label = (page: Page, name: string) => cell(page, name).getAttribute('aria-label');
const prompt = (page: Page) => page.getByTestId('prompt');

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the Ox removal: the Ox on its landing square, the man it took fading', async ({ page }, info) => {
  await open(page, 'odins-rune');
  await loadPosition(page, '4kk4/10/10/3rPb4/4p5/10/3F6/10/10/4KK4 w 0 1');
  await cell(page, 'd4').click();
  await cell(page, 'e6').click();
  expect(await label(page, 'd4')).toBe('d4, empty');
  expect(await label(page, 'e6')).toBe('e6, white Forest Ox (Uruz)');
  await expect(prompt(page)).toHaveText('White: Remove a man next to e6, or No removal');
  expect(await cellsWithClass(page, 'capture')).toEqual(['d7', 'f7']);
  await shot(page, info, 'ox-removal');
  // A stray click (on one of White's kings) keeps the half-made turn and says how to drop it.
  await cell(page, 'e1').click();
  await expect(page.getByTestId('status').locator('.message')).toContainText('Escape or Cancel drops the turn');
  expect(await label(page, 'e6')).toBe('e6, white Forest Ox (Uruz)');
  await expect(prompt(page)).toHaveText('White: Remove a man next to e6, or No removal');
});

test('the Valkyrie carry: the Valkyrie on its square, the king waiting for its drop', async ({ page }, info) => {
  await open(page, 'odins-rune');
  await loadPosition(page, 'k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1');
  await cell(page, 'f1').click();
  await cell(page, 'j1').click();
  expect(await label(page, 'j1')).toBe('j1, white Valkyrie (Perthro)');
  expect(await label(page, 'f1')).toBe('f1, empty');
  await expect(prompt(page)).toHaveText('White: Drop the carried king on a square the Valkyrie passed, or on its start');
  await shot(page, info, 'valkyrie-carry');
});

test('an Orphic relocation: the knight on the pawn’s square, the pawn waiting for its own', async ({ page }, info) => {
  await open(page, 'orphic');
  await page.getByRole('group', { name: "White's reserve" }).locator('[data-piece="N"]').click();
  await cell(page, 'c3').click();
  expect(await label(page, 'c3')).toBe('c3, white knight');
  await expect(prompt(page)).toContainText('displaced pawn');
  expect((await cellsWithClass(page, 'target')).length).toBeGreaterThan(8);
  await shot(page, info, 'orphic-relocation');
});

test('a berserk chain: the man on its latest square, the men it took fading', async ({ page }, info) => {
  await open(page, 'odin-11');
  await loadPosition(page, '11/11/11/5K5/11/3A7/3D7/A6A3/7D3/1AD8/11 a 0 1');
  await cell(page, 'a4').click();
  await cell(page, 'd4').click();
  await cell(page, 'd2').click();
  expect(await label(page, 'a4')).toBe('a4, empty');
  expect(await label(page, 'd2')).toMatch(/^d2, attacker/);
  expect(await cellsWithClass(page, 'taking')).toHaveLength(2);
  await expect(prompt(page)).toContainText('Capture again with the man on d2, or End turn');
  await shot(page, info, 'berserk-chain');
});

test('an spIndecision capture declaration: its own title, the capturing man visible', async ({ page }, info) => {
  await open(page, 'spindecision');
  await loadPosition(page, 'wK11bO1bO/11wR3/2rO2rO3 cw b 0 1');
  await cell(page, 'd2r').click();
  await cell(page, 'c3r').click();
  const picker = page.getByTestId('picker');
  await expect(picker.locator('h2')).toHaveText('Declare the captured Red ö on c3r: King — wins now — or Bishop');
  // The rook stands on c3r, and the picker does not cover it.
  expect(await label(page, 'c3r')).toMatch(/rook/);
  const rook = (await cell(page, 'c3r').boundingBox())!;
  const dialog = (await picker.boundingBox())!;
  const overlaps =
    rook.x < dialog.x + dialog.width && dialog.x < rook.x + rook.width && rook.y < dialog.y + dialog.height && dialog.y < rook.y + rook.height;
  expect(overlaps).toBe(false);
  await shot(page, info, 'spindecision-declaration');
});

test('a link with a turn the rules refuse never lists no squares', async ({ page }) => {
  await page.goto('./#game=spindecision&turns=O(Q)b1l-c1r');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('could not be opened');
  await expect(notice).not.toContainText('go to )');
  await expect(notice).toContainText('move 1, Clockwise');
});
