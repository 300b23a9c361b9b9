// Lichess players' habits (issue 39, item 7), on a desktop with the mouse and on a phone with a
// finger: a premove while the computer thinks (played the instant its turn ends, cancelled by
// Escape or a click elsewhere, dropped without a word when illegal), F flips the board, the king
// put on its own rook castles (click and drag). (One Escape closing the import dialog after its
// "Switch games?" question is in messages.spec.ts.)
//
// The computer's turn is shown step by step on a timer: with Playwright's fake clock paused, its
// reply waits half shown until the test runs the clock on, so the premove is made while it thinks.
import { expect, Locator, Page } from '@playwright/test';
import { test, board, cell, moves, open, status, cellsWithClass, computerPlays } from './helpers';
import { drag, finger, mouse } from './hands';

const ITALIAN = './#game=chess&turns=e4+e5+Nf3+Nc6+Bc4+Bc5';

/** Chess against the computer (Black, level 1), the fake clock installed and paused. */
async function againstComputer(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await open(page, 'chess');
  await computerPlays(page, '1', 1);
  await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
}

/** Black's reply has been found: its man is picked on the board, the rest waits for the clock. */
async function replyHalfShown(page: Page) {
  await expect(board(page).locator('[data-cell].selected')).toHaveCount(1, { timeout: 20_000 });
}

/** Runs the paused clock on a little at a time until `n` moves are listed (the worker answers at
 * once, so a long run of the clock would show the computer's next reply too). */
async function runUntil(page: Page, n: number) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return moves(page).count();
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(n);
}

for (const kind of ['desktop', 'phone'] as const) {
  test.describe(`lichess habits on a ${kind}`, () => {
    test.use(
      kind === 'phone'
        ? { hasTouch: true, viewport: { width: 390, height: 844 } }
        : { viewport: { width: 1280, height: 800 } },
    );
    const press = (l: Locator) => (kind === 'phone' ? l.tap() : l.click());
    const hand = (page: Page) => (kind === 'phone' ? finger(page) : Promise.resolve(mouse(page)));

    test('a premove is played the instant the computer has played', async ({ page }, info) => {
      await againstComputer(page);
      await press(cell(page, 'e2'));
      await press(cell(page, 'e4'));
      await expect(moves(page)).toHaveText(['e4']);
      // While Black thinks, White premoves d2-d4 (legal whatever Black replies).
      await press(cell(page, 'd2'));
      await expect(cell(page, 'd2')).toHaveClass(/\bpremove\b/);
      await press(cell(page, 'd4'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual(['d2', 'd4']);
      await expect(moves(page)).toHaveText(['e4']);
      await replyHalfShown(page);
      await board(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`premove-${kind}.png`) });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: info.outputPath(`premove-${kind}-dark.png`) });
      // The clock runs on: Black's turn is played, and White's premove with it, with no click.
      await runUntil(page, 3);
      await expect(moves(page)).toHaveCount(3);
      await expect(moves(page).nth(2)).toHaveText('d4');
      await expect(cell(page, 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual([]);
    });

    test('a premove by drag; Escape and a click elsewhere cancel one; an illegal one is dropped', async ({ page }) => {
      await againstComputer(page);
      await press(cell(page, 'e2'));
      await press(cell(page, 'e4'));
      await expect(moves(page)).toHaveText(['e4']);
      // A drag premoves too: the rook to a5, which its own pawn blocks whatever Black plays.
      const h = await hand(page);
      await drag(page, h, cell(page, 'a1'), cell(page, 'a5'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual(['a1', 'a5']);
      await page.keyboard.press('Escape');
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual([]);
      // A click elsewhere cancels it.
      await press(cell(page, 'g1'));
      await press(cell(page, 'f3'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual(['f3', 'g1']);
      await press(cell(page, 'h5'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual([]);
      // The illegal one again: when Black has played, it is dropped without a word.
      await press(cell(page, 'a1'));
      await press(cell(page, 'a5'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual(['a1', 'a5']);
      await replyHalfShown(page);
      await page.clock.runFor(2000);
      await expect(moves(page)).toHaveCount(2);
      await expect(status(page)).toHaveText(/White to move/);
      await expect(status(page)).not.toHaveText(/refused|not/i);
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual([]);
      await expect(cell(page, 'a1')).toHaveAttribute('aria-label', 'a1, white rook');
      // White plays on as usual.
      await press(cell(page, 'g1'));
      await press(cell(page, 'f3'));
      await expect(moves(page)).toHaveCount(3);
    });

    test('the king put on its own rook castles, by click and by drag', async ({ page }) => {
      await page.goto(ITALIAN);
      await expect(moves(page)).toHaveCount(6);
      await press(cell(page, 'e1'));
      // The rook is offered as the king's target, beside g1.
      await expect.poll(() => cellsWithClass(page, 'target')).toEqual(['e2', 'f1', 'g1', 'h1']);
      await press(cell(page, 'h1'));
      await expect(moves(page).nth(6)).toHaveText('O-O');
      await expect(cell(page, 'g1')).toHaveAttribute('aria-label', 'g1, white king');
      await expect(cell(page, 'f1')).toHaveAttribute('aria-label', 'f1, white rook');
      await press(page.getByTestId('undo'));
      await expect(moves(page)).toHaveCount(6);
      await drag(page, await hand(page), cell(page, 'e1'), cell(page, 'h1'));
      await expect(moves(page).nth(6)).toHaveText('O-O');
      await expect(cell(page, 'g1')).toHaveAttribute('aria-label', 'g1, white king');
      await expect(cell(page, 'h1')).toHaveAttribute('aria-label', 'h1, empty');
    });

    test('a king premoved onto its own rook castles once the computer has played', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      // Whatever Black replies to b3, White may castle.
      await page.goto('./#game=chess&turns=Nf3+Nf6+g3+g6+Bg2+Bg7');
      await expect(moves(page)).toHaveCount(6);
      await computerPlays(page, '1', 1);
          await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
      await press(cell(page, 'b2'));
      await press(cell(page, 'b3'));
      await expect(moves(page)).toHaveCount(7);
      // The king, then its rook: the rook is the premove's target, not a man picked instead.
      await press(cell(page, 'e1'));
      await press(cell(page, 'h1'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual(['e1', 'h1']);
      await replyHalfShown(page);
      await runUntil(page, 9);
      await expect(moves(page).nth(8)).toHaveText('O-O');
      await expect(cell(page, 'g1')).toHaveAttribute('aria-label', 'g1, white king');
    });

    test('a reserve man is premoved (a predrop) and lands once the computer has played', async ({ page }, info) => {
      const reserve = (player: string, piece: string) =>
        page.getByRole('group', { name: `${player}'s reserve` }).locator(`[data-testid="reserve-option"][data-piece="${piece}"]`);
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      await open(page, 'orphic');
      await computerPlays(page, '1', 1);
          await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
      // White's first drop: its queen, not its king (so no reply of Black's can stop the premove).
      await press(reserve('White', 'Q'));
      await press(cell(page, 'd5'));
      await expect(moves(page)).toHaveText(['Q@d5']);
      // While Black thinks, White's reserve can be picked (Black's cannot), then a cell: its own pawn.
      await expect(reserve('White', 'N')).toBeEnabled();
      await expect(reserve('Black', 'N')).toBeDisabled();
      await press(reserve('White', 'N'));
      await expect(reserve('White', 'N')).toHaveClass(/\bpremove\b/);
      await press(cell(page, 'a3'));
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual(['a3']);
      await expect(moves(page)).toHaveCount(1);
      await board(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`predrop-${kind}.png`) });
      await runUntil(page, 2);
      // Black has played: the drop onto the pawn is made, and the pawn's new square is White's to
      // choose (the turn needs one more step).
      await expect(moves(page)).toHaveCount(2);
      await expect.poll(() => cellsWithClass(page, 'premove')).toEqual([]);
      await expect.poll(async () => (await cellsWithClass(page, 'target')).length).toBeGreaterThan(10);
      const to = (await cellsWithClass(page, 'target')).find((c) => c !== 'a3')!;
      await press(cell(page, to));
      await expect(moves(page).nth(2)).toHaveText(`N@a3/${to}`);
      await expect(cell(page, 'a3')).toHaveAttribute('aria-label', 'a3, white knight');
    });

    test('F flips the board, but not while typing', async ({ page }) => {
      await open(page, 'chess');
      const y = async (name: string) => (await cell(page, name).boundingBox())!.y;
      await expect(board(page)).toHaveAttribute('data-flipped', 'false');
      expect(await y('a1')).toBeGreaterThan(await y('a8'));
      await page.keyboard.press('f');
      await expect(board(page)).toHaveAttribute('data-flipped', 'true');
      expect(await y('a1')).toBeLessThan(await y('a8'));
      await page.getByTestId('position-input').fill('f');
      await expect(board(page)).toHaveAttribute('data-flipped', 'true');
      await page.getByTestId('position-input').press('f');
      await expect(board(page)).toHaveAttribute('data-flipped', 'true');
      await board(page).locator('[tabindex="0"]').focus();
      await page.keyboard.press('f');
      await expect(board(page)).toHaveAttribute('data-flipped', 'false');
    });
  });
}
