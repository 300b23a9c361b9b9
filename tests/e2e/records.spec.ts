// Game records in the browser, for every game: autosave and restore (a half-finished turn too, one
// game per game id), share links opened in a fresh browser, export (copy, download) and import
// (paste, file) with the first bad turn named, damaged saves and links, and stepping through the
// move list with the keys and the mouse. Keltic Chess and chess are the games used.
import { expect, Page } from '@playwright/test';
import { test, board, cell, moves, status } from './helpers';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KELTIC_START = 'bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w 0 1';
const MATE_IN_ONE = '1k1/5/3P5/6Q2/9/5/1K1 w 0 1';
const PROMOTION = '3/2P2/k8/9/9/5/1K1 w 0 1';

const viewBar = (page: Page) => page.getByTestId('view-bar');
const notice = (page: Page) => page.getByTestId('notice');
const positionText = (page: Page) => page.getByTestId('position-text');

/** Play turns by clicking a man and its target. */
async function play(page: Page, turns: [string, string][]) {
  for (const [from, to] of turns) {
    await cell(page, from).click();
    await cell(page, to).click();
  }
}

/** The opening used throughout: 1. e4 dxe4 2. Nc4 in Keltic Chess. */
async function keltic3(page: Page) {
  await play(page, [
    ['e3', 'e4'],
    ['d5', 'e4'],
    ['d2', 'c4'],
  ]);
  await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
}

async function loadPosition(page: Page, text: string) {
  await page.getByTestId('position-input').fill(text);
  await page.getByTestId('position-load').click();
  await expect(positionText(page)).toHaveValue(text);
}

async function importRecord(page: Page, text: string) {
  await page.getByTestId('import-open').click();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-submit').click();
}

async function selected(page: Page): Promise<string[]> {
  return board(page)
    .locator('[data-cell].selected')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell') ?? ''));
}

/** Nothing focused: keys go to the page. */
async function blur(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('Game records', () => {

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page }) => {
    await page.goto('./#keltic');
    await expect(board(page)).toBeVisible();
    await expect(page.getByTestId('game-select')).toHaveValue('keltic');
  });

  test('the game in progress survives a reload, its undone turns too', async ({ page }) => {
    await keltic3(page);
    await page.getByTestId('undo').click();
    await expect(moves(page)).toHaveText(['e4', 'dxe4']);

    await page.reload();
    await expect(moves(page)).toHaveText(['e4', 'dxe4']);
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black pawn');
    await expect(status(page)).toContainText('White to move');
    // Redo still brings back the turn undone before the reload.
    await expect(page.getByTestId('redo')).toBeEnabled();
    await page.getByTestId('redo').click();
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);

    // Without anything in the address, the last game played comes back.
    await page.goto('./');
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
    await expect(cell(page, 'c4')).toHaveAttribute('aria-label', 'c4, white knight');
  });

  test('a picked man and a pending promotion survive a reload', async ({ page }) => {
    await cell(page, 'e3').click();
    expect(await selected(page)).toEqual(['e3']);
    await page.reload();
    await expect(cell(page, 'e3')).toHaveClass(/\bselected\b/);
    await expect(cell(page, 'e4')).toHaveClass(/\btarget\b/);
    await cell(page, 'e4').click();
    await expect(moves(page)).toHaveText(['e4']);

    await loadPosition(page, PROMOTION);
    await cell(page, 'e6').click();
    await cell(page, 'e7').click();
    await expect(page.getByTestId('picker')).toBeVisible();
    await page.reload();
    const picker = page.getByTestId('picker');
    await expect(picker).toBeVisible();
    await expect(picker.getByTestId('picker-option')).toHaveCount(4);
    await expect(moves(page)).toHaveCount(0);
    await picker.locator('[data-piece="Q"]').click();
    await expect(moves(page)).toHaveText([/^e7=Q/]);
    await expect(cell(page, 'e7')).toHaveAttribute('aria-label', 'e7, white queen');
  });

  test('each game keeps its own game in progress', async ({ page }) => {
    await play(page, [['e3', 'e4']]);
    await page.getByTestId('game-select').selectOption('chess');
    await expect(moves(page)).toHaveCount(0);
    await play(page, [
      ['e2', 'e4'],
      ['e7', 'e5'],
    ]);
    await cell(page, 'g1').click(); // a half-finished turn in chess

    await page.getByTestId('game-select').selectOption('keltic');
    await expect(board(page).locator('[data-cell]')).toHaveCount(43);
    await expect(moves(page)).toHaveText(['e4']);
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');

    await page.getByTestId('game-select').selectOption('chess');
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    await expect(cell(page, 'g1')).toHaveClass(/\bselected\b/);

    // A reload opens the game played last, and the other is still kept.
    await page.goto('./');
    await expect(page.getByTestId('game-select')).toHaveValue('chess');
    await expect(moves(page)).toHaveText(['e4', 'e5']);
    await page.getByTestId('game-select').selectOption('keltic');
    await expect(moves(page)).toHaveText(['e4']);
  });

  test('a share link opens the same game at the same move in a fresh browser', async ({ page, browser }) => {
    await keltic3(page);
    await moves(page).nth(1).click();
    await expect(viewBar(page)).toContainText('Position after 1… dxe4');
    const position = await positionText(page).inputValue();

    await page.getByTestId('copy-link').click();
    await expect(page.getByTestId('copy-link-status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await page.getByTestId('copy-link').getAttribute('data-link'));
    // Built from the page's own address: it keeps the sub-path the page is served under.
    const here = page.url().split('#')[0];
    expect(link.startsWith(`${here}#`)).toBe(true);
    expect(link).toContain('game=keltic');
    expect(link).toContain('ply=2');

    const other = await browser.newContext();
    const fresh = await other.newPage();
    const otherErrors: string[] = [];
    fresh.on('pageerror', (err) => otherErrors.push(err.message));
    await fresh.goto(link);
    await expect(moves(fresh)).toHaveText(['e4', 'dxe4', 'Nc4']);
    await expect(viewBar(fresh)).toContainText('Position after 1… dxe4');
    await expect(positionText(fresh)).toHaveValue(position);
    await expect(cell(fresh, 'c4')).toHaveAttribute('aria-label', 'c4, empty');
    await fresh.getByTestId('back-to-live').click();
    await expect(cell(fresh, 'c4')).toHaveAttribute('aria-label', 'c4, white knight');
    expect(otherErrors).toEqual([]);
    await other.close();
  });

  test('a position set up by a teacher travels in the link', async ({ page, browser }) => {
    // "Edit" copies the position on the board into the field, to change and load it.
    await page.getByTestId('position-edit').click();
    await expect(page.getByTestId('position-input')).toHaveValue(KELTIC_START);
    await expect(page.getByTestId('position-input')).toBeFocused();
    await page.getByTestId('position-input').fill('1k1/5/3P5/6Q2/9 w 0 1');
    await page.getByTestId('position-load').click();
    await expect(page.getByTestId('position-error')).toContainText('Not loaded.');
    await expect(page.getByTestId('position-error')).toContainText('ranks');
    await loadPosition(page, MATE_IN_ONE);

    const link = await page.getByTestId('copy-link').getAttribute('data-link');
    expect(link).toContain('start=');
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(link ?? '');
    await expect(positionText(fresh)).toHaveValue(MATE_IN_ONE);
    await play(fresh, [['g4', 'e6']]);
    await expect(status(fresh)).toContainText('Checkmate — White wins');
    await other.close();
  });

  test('a damaged or tampered link gives a notice and a new game, and the saved game stays', async ({
    page,
    browser,
  }) => {
    await play(page, [['e3', 'e4']]);
    // Pasted into the address bar of the open page: only the fragment changes.
    await page.goto('./#game=keltic&turns=e4+%ZZ');
    await expect(notice(page)).toContainText('could not be opened');
    await expect(notice(page)).toContainText('bad escape');
    await expect(moves(page)).toHaveCount(0);
    await expect(board(page)).toBeVisible();
    // The address keeps the link (a reload tells the same), the saved game is not touched.
    await expect(page).toHaveURL(/#game=keltic&turns=e4\+%ZZ$/);
    await page.reload();
    await expect(notice(page)).toContainText('could not be opened');
    await page.getByTestId('notice-dismiss').click();
    await expect(notice(page)).toHaveCount(0);

    // A link whose turn is not legal names the turn, and opens the turns before it.
    await page.goto('./#game=keltic&turns=e4+e4');
    await expect(notice(page)).toContainText('move 1, Black');
    await expect(moves(page)).toHaveText(['e4']);

    // The game saved before is still there.
    await page.goto('./#keltic');
    await expect(moves(page)).toHaveText(['e4']);
    await expect(notice(page)).toHaveCount(0);

    // A fresh browser opening a tampered link: a notice and a new game, never a blank page.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('./#game=nosuchgame&turns=e4');
    await expect(notice(fresh)).toContainText("there is no game called 'nosuchgame'");
    await expect(board(fresh)).toBeVisible();
    await expect(moves(fresh)).toHaveCount(0);
    await other.close();
  });

  test('a link whose later turn is damaged opens the turns before it; an unknown address says so', async ({
    page,
  }) => {
    await page.goto('./#game=keltic&turns=e4+dxe4+Nz9+Nc4');
    await expect(notice(page)).toContainText('its turn 3 was refused');
    await expect(notice(page)).toContainText("'Nz9'");
    await expect(notice(page)).toContainText('the 2 turns before it are shown');
    await expect(moves(page)).toHaveText(['e4', 'dxe4']);
    // The address holds the game shown; the player plays on from it.
    await expect(page).toHaveURL(/#game=keltic&turns=e4\+dxe4$/);
    await play(page, [['d2', 'c4']]);
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);

    // An address that is no game and no link: said, and the game played last is shown.
    await page.goto('./#garbage');
    await expect(notice(page)).toContainText("The address '#garbage' names no game");
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
    await expect(page).toHaveURL(/#game=keltic&turns=e4\+dxe4\+Nc4$/);
  });

  test('an import with an illegal turn names it, and the game stays as it was', async ({ page }) => {
    await play(page, [['e3', 'e4']]);
    await importRecord(page, 'Game: chess\n\n1. e4 e5\n2. Qh5 Nc6\n3. Qh5-h8');
    const error = page.getByTestId('import-error');
    // Named as the record writes it: move 3, White's turn, of the record's game.
    await expect(error).toContainText('Orthodox Chess: move 3, White');
    await expect(error).toContainText('the white queen on h5 cannot go to h8');
    await expect(error).toContainText('blocked at h7');
    await expect(page.getByTestId('import-dialog')).toBeVisible();
    // Nothing changed behind the dialog.
    await expect(page.getByTestId('game-select')).toHaveValue('keltic');
    await expect(moves(page)).toHaveText(['e4']);

    // Other kinds of error, each in words. A bare move list is of the open game (Keltic), and
    // its error says so.
    await page.getByTestId('import-text').fill('1. e4 e9');
    await page.getByTestId('import-submit').click();
    await expect(error).toContainText("Keltic Chess: move 1, Black: 'e9'");
    await page.getByTestId('import-text').fill('Game: keltic\nStart: bkb/9 w 0 1\n1. e4');
    await page.getByTestId('import-submit').click();
    await expect(error).toContainText('start position is not valid');
    await page.getByTestId('import-text').fill('Game: keltic\nPlayer: Ann\n1. e4');
    await page.getByTestId('import-submit').click();
    await expect(error).toContainText("Line 2: 'Player: Ann' is not understood");
    await page.getByTestId('import-text').fill('[Variant "Crazyhouse"]\n\n1. e4');
    await page.getByTestId('import-submit').click();
    await expect(error).toContainText("There is no game called 'Crazyhouse'");

    // Escape closes the dialog; the game is still the one before.
    await page.getByTestId('import-text').press('Escape');
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4']);

    // A good record replaces it (and switches the game, once the player says yes: issue 25).
    await importRecord(page, 'Game: chess\n\n1. e4 e5\n2. Qh5 Nc6');
    await page.getByTestId('import-confirm-yes').click();
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    await expect(page.getByTestId('game-select')).toHaveValue('chess');
    await expect(moves(page)).toHaveText(['e4', 'e5', 'Qh5', 'Nc6']);
    await expect(cell(page, 'h5')).toHaveAttribute('aria-label', 'h5, white queen');
  });

  test('a record file can be opened', async ({ page }) => {
    await page.getByTestId('import-open').click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'lesson.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`Game: keltic\nStart: ${MATE_IN_ONE}\nResult: White wins by checkmate\n\n1. Qe6#\n`),
    });
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['Qe6#']);
    await expect(status(page)).toContainText('Checkmate — White wins');

    // A bad file: the error shows, the game stays.
    await page.getByTestId('import-open').click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'bad.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Game: go\n1. e4'),
    });
    await expect(page.getByTestId('import-error')).toContainText("There is no game called 'go'");
    await expect(page.getByTestId('import-text')).toHaveValue('Game: go\n1. e4');
    await expect(moves(page)).toHaveText(['Qe6#']);
  });

  test('a damaged or old saved game is discarded with a notice', async ({ page }) => {
    const reopen = async (saved: string) => {
      await page.evaluate((s) => {
        localStorage.setItem('runeboard.game.keltic', s);
        localStorage.setItem('runeboard.last', 'keltic');
      }, saved);
      await page.goto('./');
      await expect(board(page)).toBeVisible();
    };

    await reopen('{"version":1,"game":"keltic","turns":[');
    await expect(notice(page)).toContainText('Your saved Keltic Chess game could not be restored (it is damaged)');
    await expect(moves(page)).toHaveCount(0);
    await expect(positionText(page)).toHaveValue(KELTIC_START);

    await reopen(JSON.stringify({ game: 'keltic', moves: 'e4 dxe4' }));
    await expect(notice(page)).toContainText('saved by another version');
    await expect(moves(page)).toHaveCount(0);

    await reopen(JSON.stringify({ version: 1, game: 'keltic', start: null, turns: ['e4', 'e4'], played: 2, prefix: [] }));
    await expect(notice(page)).toContainText('it no longer replays: move 1, Black');
    await expect(moves(page)).toHaveCount(0);

    // The fresh game is played and saved as usual; the notice goes once the game changes.
    await play(page, [['e3', 'e4']]);
    await expect(notice(page)).toHaveCount(0);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('runeboard.game.keltic') ?? 'null'));
    expect(saved).toMatchObject({ version: 1, game: 'keltic', turns: ['e4'], played: 1, prefix: [] });
    await page.goto('./');
    await expect(moves(page)).toHaveText(['e4']);
    await expect(notice(page)).toHaveCount(0);
  });

  test('the move list steps through the game with the keys and the mouse', async ({ page }) => {
    await keltic3(page);
    await blur(page);

    await page.keyboard.press('ArrowLeft');
    await expect(viewBar(page)).toContainText('Position after 1… dxe4');
    await expect(viewBar(page)).toContainText('turn 2 of 3');
    await expect(cell(page, 'c4')).toHaveAttribute('aria-label', 'c4, empty');
    await expect(cell(page, 'd2')).toHaveAttribute('aria-label', 'd2, white knight');
    await expect(moves(page).nth(1)).toHaveClass(/\bviewed\b/);
    await expect(moves(page).nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(moves(page).nth(2)).toHaveClass(/\bahead\b/);
    await expect(page).toHaveURL(/&ply=2$/);

    // Read-only for the side not to move: the black knight cannot be picked here. (A man of the
    // side to move now starts a variation: see variations.spec.ts.)
    await cell(page, 'd6').click();
    expect(await selected(page)).toEqual([]);
    await expect(board(page)).toHaveClass(/\bover\b/);

    await blur(page); // the click gave the board the focus, where arrows move between cells
    await page.keyboard.press('ArrowLeft');
    await expect(viewBar(page)).toContainText('Position after 1. e4');
    await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
    await page.keyboard.press('Home');
    await expect(viewBar(page)).toContainText('Start position');
    await expect(positionText(page)).toHaveValue(KELTIC_START);
    await page.keyboard.press('ArrowLeft'); // nothing before the start
    await expect(viewBar(page)).toContainText('Start position');
    await page.keyboard.press('ArrowRight');
    await expect(viewBar(page)).toContainText('Position after 1. e4');
    await page.keyboard.press('End');
    await expect(viewBar(page)).toHaveCount(0);
    await expect(status(page)).toContainText('Black to move');
    await expect(cell(page, 'c4')).toHaveAttribute('aria-label', 'c4, white knight');
    await expect(moves(page).nth(2)).toHaveClass(/\blatest\b/);

    // A click on a move shows it; the button and Escape go back to the live position.
    await moves(page).first().click();
    await expect(viewBar(page)).toContainText('Position after 1. e4');
    await page.getByTestId('back-to-live').click();
    await expect(viewBar(page)).toHaveCount(0);
    await moves(page).first().click();
    await page.keyboard.press('ArrowRight'); // from the move button too
    await expect(viewBar(page)).toContainText('Position after 1… dxe4');
    await page.keyboard.press('Escape');
    await expect(viewBar(page)).toHaveCount(0);

    // The buttons above the list do the same.
    await page.getByTestId('nav-start').click();
    await expect(viewBar(page)).toContainText('Start position');
    await page.getByTestId('nav-forward').click();
    await expect(viewBar(page)).toContainText('Position after 1. e4');
    await page.getByTestId('nav-live').click();
    await expect(viewBar(page)).toHaveCount(0);

    // Arrow keys on the board move between cells, not through the game.
    await cell(page, 'e4').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(viewBar(page)).toHaveCount(0);

    // Undo and redo keep working while viewing: they act on the game and show it live.
    await moves(page).first().click();
    await page.getByTestId('undo').click();
    await expect(viewBar(page)).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4', 'dxe4']);
    await page.getByTestId('redo').click();
    await expect(moves(page)).toHaveText(['e4', 'dxe4', 'Nc4']);
  });

  test('the exported record matches the game: text, copy and download', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-28T12:00:00'));
    await keltic3(page);
    const roster = (result: string) =>
      `[Event "Runeboard Keltic Chess"]\n[Site "Runeboard"]\n[Date "2026.11.28"]\n[Round "-"]\n` +
      `[White "?"]\n[Black "?"]\n[Result "${result}"]\n[Variant "Keltic Chess"]\n[Game "keltic"]\n`;
    const expected = `${roster('*')}\n1. e4 dxe4\n2. Nc4\n*\n`;
    await page.getByTestId('export-open').click();
    await expect(page.getByTestId('record-text')).toHaveValue(expected);

    await page.getByTestId('record-copy').click();
    await expect(page.getByTestId('record-copy-status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('record-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('runeboard-keltic.pgn');
    expect(readFileSync(await download.path(), 'utf8')).toBe(expected);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('export-dialog')).toHaveCount(0);

    // A game from a set-up position, to its end: the start and the result are written too, and
    // the text imports back to the same game.
    await loadPosition(page, MATE_IN_ONE);
    await play(page, [['g4', 'e6']]);
    await page.getByTestId('export-open').click();
    const text = await page.getByTestId('record-text').inputValue();
    expect(text).toBe(
      `${roster('1-0')}[SetUp "1"]\n[FEN "${MATE_IN_ONE}"]\n[Termination "Normal"]\n\n1. Qe6#\n1-0\n`,
    );
    await page.getByTestId('record-close').click();
    await page.getByTestId('new-game').click();
    await importRecord(page, text);
    await expect(moves(page)).toHaveText(['Qe6#']);
    await expect(status(page)).toContainText('Checkmate — White wins');
  });
});

test('a link pasted into the address bar opens its game even when the page rewrites the address meanwhile', async ({ page }) => {
  await page.goto('./#game=chess');
  await expect(board(page)).toHaveAttribute('aria-label', 'Orthodox Chess board');
  // The page's own address write for the game it shows (a replaceState) lands between the
  // fragment's change and its hashchange event: the event's new address is the one to open.
  await page.evaluate(() => {
    location.hash = '#game=keltic';
    history.replaceState(null, '', '#game=chess');
  });
  await expect(board(page)).toHaveAttribute('aria-label', 'Keltic Chess board');
  await expect(page).toHaveURL(/#game=keltic/);
});

// PGN as chess players know it (issue 39): a bare move list and a lichess game import into the open
// chess game, the export is PGN (its tags and moves checked here; scripts/pgn-check has
// python-chess read it), and a link carries the comments.
test.describe('PGN', () => {
  const LICHESS = [
    '[Event "Rated Blitz game"]',
    '[Site "https://lichess.org/abcdefgh"]',
    '[Date "2024.01.15"]',
    '[Round "-"]',
    '[White "alice"]',
    '[Black "bob"]',
    '[Result "1-0"]',
    '[WhiteElo "1850"]',
    '[BlackElo "1790"]',
    '[Variant "Standard"]',
    '[TimeControl "300+3"]',
    '[ECO "C50"]',
    '[Termination "Normal"]',
    '',
    '1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } 2. Nf3 $1 { [%eval 0.3] [%clk 0:04:58] }',
    '2... Nc6 { [%clk 0:04:57] } 3. Bc4 { [%clk 0:04:56] } (3. Bb5 a6) 3... Bc5?! { [%clk 0:04:50] Italian. }',
    '4. c3 { [%clk 0:04:40] } 1-0',
    '',
  ].join('\n');

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-28T12:00:00'));
    await page.goto('./#chess');
    await expect(page.getByTestId('game-select')).toHaveValue('chess');
  });

  test('a bare move list and a lichess PGN import into the open chess game; the export is PGN', async ({ page }) => {
    await importRecord(page, '1. e4 e5 2. Nf3 Nc6');
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    await expect(moves(page)).toHaveText(['e4', 'e5', 'Nf3', 'Nc6']);
    await importRecord(page, 'd4 d5 c4');
    await expect(moves(page)).toHaveText(['d4', 'd5', 'c4']);

    // Lichess's PGN: its tags, clocks, glyphs, a variation; Black resigned (1-0 without a mate).
    await importRecord(page, LICHESS);
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    const list = page.getByTestId('move-list');
    await expect(list.locator('[data-testid="move"]:not(.variation-move)')).toHaveText(
      ['e4', 'e5', 'Nf3!', 'Nc6', 'Bc4', 'Bc5?!', 'c3'],
    );
    await expect(list.getByTestId('move-glyph')).toHaveText(['!', '?!']);
    await expect(list.getByTestId('move-comment')).toHaveText(['Italian.']);
    await expect(list.locator('.variation-move')).toHaveText(['Bb5', 'a6']);
    await expect(status(page)).toContainText('Black resigned');
    await expect(page.getByTestId('clock-0')).toBeVisible();

    await page.getByTestId('export-open').click();
    const text = await page.getByTestId('record-text').inputValue();
    const tags = text.split('\n\n')[0].split('\n');
    expect(tags).toEqual([
      '[Event "Runeboard Orthodox Chess"]',
      '[Site "Runeboard"]',
      '[Date "2026.11.28"]',
      '[Round "-"]',
      '[White "?"]',
      '[Black "?"]',
      '[Result "1-0"]',
      '[Variant "Standard"]',
      '[TimeControl "300+3"]',
      '[Termination "Normal"]',
    ]);
    const movetext = text.slice(text.indexOf('\n\n') + 2);
    expect(movetext).toBe(
      '1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]}\n' +
        '2. Nf3 $1 {[%eval 0.3] [%clk 0:04:58]} Nc6 {[%clk 0:04:57]}\n' +
        '3. Bc4 {[%clk 0:04:56]} (3. Bb5 a6) 3... Bc5 $6 {[%clk 0:04:50] Italian.}\n' +
        '4. c3 {[%clk 0:04:40]}\n1-0\n',
    );
    // For python-chess (scripts/pgn-check reads it, with the moves it must find).
    const out = join(__dirname, '..', '..', 'target', 'pgn-check-page');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'chess.pgn'), text);
    writeFileSync(join(out, 'chess.moves'), 'e4\ne5\nNf3\nNc6\nBc4\nBc5\nc3');
    await page.getByTestId('record-close').click();

    // The export imports back to the same move list, glyphs and comments.
    const before = await list.innerText();
    await page.getByTestId('new-game').click();
    await expect(moves(page)).toHaveCount(0);
    await importRecord(page, text);
    await expect(moves(page)).toHaveCount(9);
    expect(await list.innerText()).toBe(before);
  });

  test('a link carries the comments and variations', async ({ page, browser }) => {
    await importRecord(page, LICHESS);
    await expect(page.getByTestId('move-comment')).toHaveText(['Italian.']);
    await expect(page).toHaveURL(/&tree=/);
    const link = page.url();
    // A fresh browser: nothing saved, the link alone.
    const other = await browser.newPage();
    await other.goto(link);
    await expect(moves(other)).toHaveCount(9);
    await expect(other.getByTestId('move-comment')).toHaveText(['Italian.']);
    await expect(other.getByTestId('move-glyph')).toHaveText(['!', '?!']);
    await expect(other.getByTestId('move-list').locator('.variation-move')).toHaveText(['Bb5', 'a6']);
    await other.close();
  });
});
