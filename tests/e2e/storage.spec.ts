// The browser's storage at its worst: every entry the page writes corrupted in every way, storage
// full (every write throws QuotaExceededError), and storage unavailable (reaching localStorage
// throws). Each time the page opens, says plainly what happened, and the game goes on in memory.
// The shared fixture fails any test in which the page threw or logged an error.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status } from './helpers';

const notice = (page: Page) => page.getByTestId('notice');

/** Play 1. e4 dxe4 in Keltic Chess by clicks and check the move list. */
async function playOn(page: Page) {
  for (const [from, to] of [
    ['e3', 'e4'],
    ['d5', 'e4'],
  ]) {
    await cell(page, from).click();
    await cell(page, to).click();
  }
  await expect(moves(page)).toHaveText(['e4', 'dxe4']);
  await expect(status(page)).toContainText('White to move');
}

/** Store `entries` before the page's own script runs, then open the page at `hash`. */
async function openWith(page: Page, entries: Record<string, string>, hash = '') {
  await page.addInitScript((e) => {
    // Only on the first load: a reload must see what the page itself stored.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.clear();
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
  await page.goto(`./${hash}`);
  await expect(board(page)).toBeVisible();
}

const SAVE = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: 1, game: 'keltic', start: null, turns: ['e4'], played: 1, prefix: [], ...fields });

test.describe('Damaged storage', () => {
  const damaged: [string, string, string][] = [
    ['cut short', '{"version":1,"game":"keltic","turns":[', 'it is damaged'],
    ['not JSON at all', '\u0000\uFFFD<html>garbage', 'it is damaged'],
    ['empty', '', 'it is damaged'],
    ['JSON of the wrong kind', '[1,2,3]', 'another version'],
    ['another version', SAVE({ version: 99 }), 'another version'],
    ['no version', JSON.stringify({ game: 'keltic', moves: 'e4 dxe4' }), 'another version'],
    ['fields of the wrong type', SAVE({ turns: 'e4', played: 'one' }), 'it is damaged'],
    ['an unknown game', SAVE({ game: 'nosuchgame' }), 'it is damaged'],
    ['another game under this key', SAVE({ game: 'chess' }), 'it is damaged'],
    ['more turns played than stored', SAVE({ played: 7 }), 'it is damaged'],
    ['an illegal turn', SAVE({ turns: ['e4', 'e4'], played: 2 }), 'it no longer replays: move 1, Black'],
    ['a bad start position', SAVE({ start: 'not a position' }), 'it no longer replays'],
    ['an impossible unfinished turn', SAVE({ prefix: [{ Cell: 9999 }, { Promote: 'Q' }] }), 'unfinished turn'],
    ['steps of an unknown kind', SAVE({ prefix: [{ Teleport: 1 }] }), 'it is damaged'],
  ];

  for (const [what, text, why] of damaged) {
    test(`a damaged saved game (${what}): a notice and a new game`, async ({ page }) => {
      await openWith(page, { 'runeboard.game.keltic': text, 'runeboard.last': 'keltic' });
      await expect(page.getByTestId('game-select')).toHaveValue('keltic');
      await expect(notice(page)).toContainText('Your saved Keltic Chess game could not be restored');
      await expect(notice(page)).toContainText(why);
      await expect(moves(page)).toHaveCount(0);
      await playOn(page);
      // The new game replaced the damaged one: a reload brings it back without a word.
      await expect(notice(page)).toHaveCount(0);
      await page.reload();
      await expect(moves(page)).toHaveText(['e4', 'dxe4']);
      await expect(notice(page)).toHaveCount(0);
    });
  }

  for (const last of ['nosuchgame', '', '{"game":"keltic"}', 'KELTIC']) {
    test(`the last game played stored as ${JSON.stringify(last)}: the first game, and a notice`, async ({ page }) => {
      await openWith(page, { 'runeboard.last': last });
      await expect(page.getByTestId('game-select')).toHaveValue('keltic');
      await expect(notice(page)).toContainText('The game played last in this browser could not be found');
      await playOn(page);
      await expect(notice(page)).toHaveCount(0);
    });
  }

  test('a damaged save of another game is told when that game is chosen', async ({ page }) => {
    await openWith(page, { 'runeboard.game.chess': '{"version":1', 'runeboard.last': 'keltic' });
    await expect(notice(page)).toHaveCount(0);
    await page.getByTestId('game-select').selectOption('chess');
    await expect(notice(page)).toContainText('Your saved Orthodox Chess game could not be restored (it is damaged)');
    await expect(board(page).locator('[data-cell]')).toHaveCount(64);
  });
});

test.describe('Storage full', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
  });

  test('the page opens, says the game is not saved, and play goes on', async ({ page }) => {
    await page.goto('./#keltic');
    await expect(board(page)).toBeVisible();
    await expect(notice(page)).toContainText('could not be saved in this browser (its storage is full)');
    await playOn(page);
    // Said again after each change (the game still is not saved), and the game is all there.
    await expect(notice(page)).toContainText('its storage is full');
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveText(['e4']);
    await page.getByTestId('notice-dismiss').click();
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByTestId('redo')).toBeEnabled();
  });
});

test.describe('Storage unavailable', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
  });

  test('the page opens, says games are not kept, and play goes on', async ({ page }) => {
    await page.goto('./');
    await expect(board(page)).toBeVisible();
    await expect(notice(page)).toContainText('does not let Runeboard keep games (its storage is turned off)');
    await playOn(page);
    await expect(notice(page)).toHaveCount(0);
    // Other games open as new games, and the game left is there again on the way back (kept in
    // memory while the page is open); links still work.
    const played = await moves(page).allInnerTexts();
    await page.getByTestId('game-select').selectOption('odin-11');
    await expect(board(page).locator('[data-cell]')).toHaveCount(121);
    await expect(moves(page)).toHaveCount(0);
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(moves(page)).toHaveText(played);
    await page.goto('./#game=keltic&turns=e4+dxe4+Nc4');
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
    await expect(notice(page)).toContainText('does not let Runeboard keep games');
  });
});
