// Messages that say what they are (issue 25): each message has its kind — information, success,
// warning, refusal, error — with its own look, and only errors and refusals interrupt a screen
// reader (role=alert; the others role=status). And the small defects of issue 25: legible
// coordinates and whole names in the menus on a phone, no "No removal" for the player during the
// computer's Ox turn, another game's record imported only when the player says yes, and the
// mover's men not drawn as excluded after an ö is declared.
import { expect, Locator, Page } from '@playwright/test';
import { test, open, board, cell, moves, loadPosition, computerPlays } from './helpers';

const notice = (page: Page) => page.getByTestId('notice');
const message = (page: Page) => page.getByTestId('status').locator('.message');

/** The notice's kind and role, and the colour of its mark. */
async function kindOf(box: Locator) {
  return box.evaluate((n) => {
    const mark = n.querySelector('.notice-mark');
    return {
      kind: n.getAttribute('data-kind'),
      role: n.getAttribute('role'),
      mark: mark ? getComputedStyle(mark).backgroundColor : getComputedStyle(n).borderTopColor,
    };
  });
}

test.describe('each message has its kind, its look and its role', () => {
  test('notices: information, success, warning, error', async ({ page }) => {
    const looks = new Map<string, string>();
    // Information: the game left is kept.
    await open(page, 'keltic');
    await cell(page, 'e3').click();
    await cell(page, 'e4').click();
    await page.getByTestId('new-game').click();
    await expect(notice(page)).toContainText('The game you left is kept in Recent games.');
    let k = await kindOf(notice(page));
    expect([k.kind, k.role]).toEqual(['info', 'status']);
    looks.set('info', k.mark);

    // Success: a copy of the built-in lessons kept to write in.
    await open(page, 'odins-rune');
    await page.getByTestId('studies').locator(':scope > summary').click();
    await page.getByTestId('study-keep').click();
    await expect(notice(page)).toContainText('is kept in your studies');
    k = await kindOf(notice(page));
    expect([k.kind, k.role]).toEqual(['success', 'status']);
    looks.set('success', k.mark);

    // Warning: an address that names no game (a game is shown all the same).
    await page.goto('./#garbage');
    await expect(notice(page)).toContainText("names no game");
    k = await kindOf(notice(page));
    expect([k.kind, k.role]).toEqual(['warning', 'status']);
    looks.set('warning', k.mark);

    // Error: a link that cannot be read.
    await page.goto('./#game=keltic&turns=e4+%ZZ');
    await page.reload();
    await expect(notice(page)).toContainText('could not be opened');
    k = await kindOf(notice(page));
    expect([k.kind, k.role]).toEqual(['error', 'alert']);
    looks.set('error', k.mark);

    // Four looks, one per kind.
    expect(new Set(looks.values()).size).toBe(4);
    // Nothing but an error or a refusal is an alert.
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  test('in the status line: a refusal alerts, where a man could go does not', async ({ page }) => {
    await open(page, 'odins-rune');
    await page.getByTestId('studies').locator(':scope > summary').click();
    await page.locator('[data-lesson="odins-rune-6"]').click();
    // A wrong answer: refused, with role=alert, and its sentence begins with a word, not the turn.
    await cell(page, 'd1').click();
    await cell(page, 'd2').click();
    await expect(message(page)).toContainText('Not this one, try again.');
    await expect(message(page)).toHaveAttribute('data-kind', 'refusal');
    await expect(message(page)).toHaveAttribute('role', 'alert');
    await expect(message(page)).toHaveText(/^Not this one/);
    await expect(page.getByTestId('notice')).toHaveCount(0);
    // Redo does not bring the refused answer back.
    await expect(page.getByTestId('redo')).toBeDisabled();
    // Asked how a man moves: information, role=status.
    await cell(page, 'e1').click({ modifiers: ['Alt'] });
    await expect(message(page)).toContainText('could go to');
    await expect(message(page)).toHaveAttribute('data-kind', 'info');
    await expect(message(page)).toHaveAttribute('role', 'status');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the large boards' coordinates are at least 9 px tall", async ({ page }) => {
    for (const id of ['tyr-17', 'odin-17', 'tyr-15', 'odin-15', 'tyr-11']) {
      await open(page, id);
      const heights = await board(page)
        .locator('text.coord')
        .evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.min(...heights), `${id}: the smallest coordinate`).toBeGreaterThanOrEqual(9);
    }
  });

  test('every game name fits the game menu, and "Every side (demo)" the computer\'s', async ({ page }) => {
    await open(page, 'keltic');
    /** The widest of a select's option texts and the room it has for them, in pixels. */
    const room = (select: Locator) =>
      select.evaluate((s: HTMLSelectElement) => {
        const style = getComputedStyle(s);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const widest = Math.max(...[...s.options].map((o) => ctx.measureText(o.text).width));
        // The padding holds the drawn arrow (appearance: none) or the native one.
        const inner = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const arrow = style.appearance === 'none' ? 0 : 20;
        return { widest, inner: inner - arrow };
      });
    const games = await room(page.getByTestId('game-select'));
    expect(games.widest).toBeLessThanOrEqual(games.inner);
    const sides = await room(page.getByTestId('computer-sides'));
    expect(sides.widest).toBeLessThanOrEqual(sides.inner);
  });
});

test("the player's No removal is not offered while the computer plays its Ox turn", async ({ page }) => {
  await open(page, 'odins-rune');
  // Seed problem 2, Black to move: the Ox on c4 takes the king on d2, then may remove c2's.
  await loadPosition(page, '10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b 0 1');
  // At every frame while the computer plays: is a "No removal" (or any turn button) offered?
  await page.evaluate(() => {
    const w = window as unknown as { offered_: string[]; landed_: boolean };
    w.offered_ = [];
    w.landed_ = false;
    const tick = () => {
      const stop = document.querySelector('[data-testid="stop-here"]') as HTMLButtonElement | null;
      if (stop && !stop.disabled) w.offered_.push(stop.textContent ?? '');
      if (document.querySelector('[data-testid="picker"]')) w.offered_.push('picker');
      const d2 = document.querySelector('[data-testid="board"] [data-cell="d2"]')?.getAttribute('aria-label') ?? '';
      if (/forest ox/i.test(d2)) w.landed_ = true;
      if (document.querySelectorAll('[data-testid="move"]').length === 0) requestAnimationFrame(tick);
    };
    tick();
  });
  await computerPlays(page, '1', 3);
  await expect(moves(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(moves(page).first()).toHaveText('Fc4xd2/xc2#');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { offered_: string[]; landed_: boolean };
    return { offered_: w.offered_, landed_: w.landed_ };
  });
  expect(seen.landed_, 'the Ox was seen on its landing square before the removal').toBe(true);
  expect(seen.offered_).toEqual([]);
});

test("another game's record is imported only when the player says yes (by keyboard)", async ({ page }) => {
  await open(page, 'keltic');
  await cell(page, 'e3').click();
  await cell(page, 'e4').click();
  await page.getByTestId('import-open').click();
  await page.getByTestId('import-text').fill('Game: chess\n\n1. e4 e5');
  await page.getByTestId('import-submit').click();
  // Asked, in the page's own dialog; the focus is on the question's first answer.
  const confirm = page.getByTestId('import-confirm');
  await expect(confirm).toContainText('switches the board from Keltic Chess to Orthodox Chess');
  await expect(page.getByTestId('import-confirm-yes')).toBeFocused();
  await expect(page.getByTestId('game-select')).toHaveValue('keltic');
  // Escape is no, and closes the dialog in one press: the game unchanged.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('import-dialog')).toHaveCount(0);
  await expect(page.getByTestId('game-select')).toHaveValue('keltic');
  await expect(moves(page)).toHaveText(['e4']);
  // "Stay" is no too, and leaves the record in the dialog.
  await page.getByTestId('import-open').click();
  await page.getByTestId('import-text').fill('Game: chess\n\n1. e4 e5');
  await page.getByTestId('import-submit').click();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('import-confirm-no')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('import-text')).toHaveValue('Game: chess\n\n1. e4 e5');
  await expect(page.getByTestId('game-select')).toHaveValue('keltic');
  // Yes switches.
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-confirm-yes')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('import-dialog')).toHaveCount(0);
  await expect(page.getByTestId('game-select')).toHaveValue('chess');
  await expect(moves(page)).toHaveText(['e4', 'e5']);
  // The Keltic game is where it was.
  await page.getByTestId('game-select').selectOption('keltic');
  await expect(moves(page)).toHaveText(['e4']);
});

test("spIndecision: after an ö is declared, the mover's other men do not look excluded", async ({ page }) => {
  await open(page, 'spindecision');
  await cell(page, 'b1l').click();
  await page.getByTestId('picker').locator('[data-piece="K"]').click();
  await expect(page.getByTestId('picker')).toHaveCount(0);
  // No army is excluded on the first turn: no man is dimmed.
  await expect(board(page).locator('[data-cell].dimmed')).toHaveCount(0);
  const faded = await board(page)
    .locator('[data-cell] .piece')
    .evaluateAll((ps) => ps.filter((p) => parseFloat(getComputedStyle(p).opacity) < 1).length);
  expect(faded).toBe(0);
  // Played: White is excluded for the next turn, and its men look so.
  await cell(page, 'c1r').click();
  await expect(cell(page, 'a1b')).toHaveClass(/\bdimmed\b/);
});
